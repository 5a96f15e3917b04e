//! The win-chance model: a small network scores each seat from its row of features (the same
//! weights for every seat), and a softmax over the seats at the table turns the scores into
//! chances that sum to 1. Two hidden layers of rectified units; a few thousand weights, so
//! one position costs a few microseconds on one core.
//!
//! Its file (`catan-win-model/1`) is text: `#` lines are notes (`# key: value`: the command
//! and seed that made it, its test figures), then `shape F H1 H2`, then one line per tensor
//! (`w1`, `b1`, `w2`, `b2`, `w3`), each its name and its numbers. `w1` is row-major by hidden
//! unit (`H1` rows of `F`), `w2` likewise (`H2` rows of `H1`).

use super::features::{Features, FEATURES};
use catan_engine::{Game, Seat, MAX_PLAYERS};
use rand::Rng;
use std::fmt::Write as _;

const MAGIC: &str = "# catan-win-model/1";

/// A model file that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ModelError {
    #[error("not a catan-win-model/1 file (its first line should be \"{MAGIC}\")")]
    NotAModel,
    #[error("the model's shape line is missing or wrong (\"shape {FEATURES} H1 H2\" expected)")]
    Shape,
    #[error("the model's tensor {0} is missing, misnamed or has the wrong number of values")]
    Tensor(&'static str),
    #[error("line {0} of the model is not a number list")]
    Number(usize),
}

/// Weights of the network, and the notes of the file they came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// `(key, value)` notes: how the model was made and what it measured.
    pub notes: Vec<(String, String)>,
    pub(crate) h1: usize,
    pub(crate) h2: usize,
    pub(crate) w1: Vec<f32>,
    pub(crate) b1: Vec<f32>,
    pub(crate) w2: Vec<f32>,
    pub(crate) b2: Vec<f32>,
    pub(crate) w3: Vec<f32>,
}

/// Each seat's chance to win (index by seat; seats beyond the table's size are 0).
pub type Chances = [f32; MAX_PLAYERS];

/// Hidden activations of one row, kept for training.
pub(crate) struct Trace {
    pub a1: Vec<f32>,
    pub a2: Vec<f32>,
}

impl Model {
    /// Widest hidden layer a model may have.
    pub const MAX_WIDTH: usize = 128;

    /// A fresh network of hidden widths `h1` and `h2` (1 to `MAX_WIDTH`), its weights drawn
    /// uniformly with a quarter of He's variance, so that at first every seat's chance is
    /// near 1/n.
    pub fn new<R: Rng>(h1: usize, h2: usize, rng: &mut R) -> Model {
        assert!(
            (1..=Self::MAX_WIDTH).contains(&h1) && (1..=Self::MAX_WIDTH).contains(&h2),
            "hidden widths of 1 to {}",
            Self::MAX_WIDTH
        );
        let mut init = |n: usize, fan_in: usize| -> Vec<f32> {
            let scale = (2.0 / fan_in as f32).sqrt();
            (0..n)
                .map(|_| (rng.gen::<f32>() * 2.0 - 1.0) * scale * 0.87)
                .collect()
        };
        Model {
            notes: Vec::new(),
            h1,
            h2,
            w1: init(h1 * FEATURES, FEATURES),
            b1: vec![0.0; h1],
            w2: init(h2 * h1, h1),
            b2: vec![0.0; h2],
            w3: init(h2, h2),
        }
    }

    /// How many weights the network has.
    pub fn parameters(&self) -> usize {
        self.w1.len() + self.b1.len() + self.w2.len() + self.b2.len() + self.w3.len()
    }

    /// A note's value, if the file had it.
    pub fn note(&self, key: &str) -> Option<&str> {
        self.notes
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// Sets (or replaces) a note.
    pub fn set_note(&mut self, key: &str, value: impl Into<String>) {
        let value = value.into();
        match self.notes.iter_mut().find(|(k, _)| k == key) {
            Some(slot) => slot.1 = value,
            None => self.notes.push((key.to_string(), value)),
        }
    }

    /// The score (logit) of one row, with its hidden activations when `trace` is given.
    pub(crate) fn score_row(&self, x: &[f32; FEATURES], trace: Option<&mut Trace>) -> f32 {
        let mut a1 = [0f32; Self::MAX_WIDTH];
        let mut a2 = [0f32; Self::MAX_WIDTH];
        let (a1, a2) = (&mut a1[..self.h1], &mut a2[..self.h2]);
        for (j, a) in a1.iter_mut().enumerate() {
            let w = &self.w1[j * FEATURES..(j + 1) * FEATURES];
            let mut s = self.b1[j];
            for (wi, xi) in w.iter().zip(x) {
                s += wi * xi;
            }
            *a = s.max(0.0);
        }
        for (k, a) in a2.iter_mut().enumerate() {
            let w = &self.w2[k * self.h1..(k + 1) * self.h1];
            let mut s = self.b2[k];
            for (wi, xi) in w.iter().zip(a1.iter()) {
                s += wi * xi;
            }
            *a = s.max(0.0);
        }
        let z = self.w3.iter().zip(a2.iter()).map(|(w, a)| w * a).sum();
        if let Some(t) = trace {
            t.a1.clear();
            t.a1.extend_from_slice(a1);
            t.a2.clear();
            t.a2.extend_from_slice(a2);
        }
        z
    }

    /// Each seat's chance to win from these features.
    pub fn evaluate(&self, f: &Features) -> Chances {
        let mut z = [f32::NEG_INFINITY; MAX_PLAYERS];
        for (zs, row) in z.iter_mut().zip(&f.rows).take(f.n) {
            *zs = self.score_row(row, None);
        }
        softmax(&z, f.n)
    }

    /// Each seat's chance to win, as `viewer` may judge the game (see `Features::of`). A
    /// finished game gives its winner 1.
    pub fn chances(&self, game: &Game, viewer: Seat) -> Chances {
        if let Some(w) = game.winner() {
            let mut c = [0.0; MAX_PLAYERS];
            c[w.index()] = 1.0;
            return c;
        }
        self.evaluate(&Features::of(game, viewer))
    }

    /// The model as its file's text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        out.push_str(MAGIC);
        out.push('\n');
        for (k, v) in &self.notes {
            let _ = writeln!(out, "# {k}: {v}");
        }
        let _ = writeln!(out, "shape {FEATURES} {} {}", self.h1, self.h2);
        for (name, t) in self.tensors() {
            out.push_str(name);
            for x in t {
                let _ = write!(out, " {x}");
            }
            out.push('\n');
        }
        out
    }

    fn tensors(&self) -> [(&'static str, &Vec<f32>); 5] {
        [
            ("w1", &self.w1),
            ("b1", &self.b1),
            ("w2", &self.w2),
            ("b2", &self.b2),
            ("w3", &self.w3),
        ]
    }

    /// Reads a model file's text.
    pub fn from_text(text: &str) -> Result<Model, ModelError> {
        let mut lines = text.lines().enumerate();
        if lines.next().map(|(_, l)| l.trim()) != Some(MAGIC) {
            return Err(ModelError::NotAModel);
        }
        let mut notes = Vec::new();
        let mut shape = None;
        let mut tensors: Vec<Vec<f32>> = Vec::new();
        let names = ["w1", "b1", "w2", "b2", "w3"];
        for (no, line) in lines {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            if let Some(note) = line.strip_prefix('#') {
                if let Some((k, v)) = note.split_once(':') {
                    notes.push((k.trim().to_string(), v.trim().to_string()));
                }
                continue;
            }
            let mut words = line.split_ascii_whitespace();
            let head = words.next().unwrap_or_default();
            if shape.is_none() {
                let dims: Vec<usize> = words.filter_map(|w| w.parse().ok()).collect();
                match (head, dims.as_slice()) {
                    ("shape", &[f, h1, h2])
                        if f == FEATURES && (1..=Self::MAX_WIDTH).contains(&h1) =>
                    {
                        if !(1..=Self::MAX_WIDTH).contains(&h2) {
                            return Err(ModelError::Shape);
                        }
                        shape = Some((h1, h2));
                    }
                    _ => return Err(ModelError::Shape),
                }
                continue;
            }
            let Some(&expected) = names.get(tensors.len()) else {
                return Err(ModelError::Number(no + 1));
            };
            if head != expected {
                return Err(ModelError::Tensor(expected));
            }
            let values = words
                .map(|w| w.parse::<f32>().ok().filter(|x| x.is_finite()))
                .collect::<Option<Vec<f32>>>()
                .ok_or(ModelError::Number(no + 1))?;
            tensors.push(values);
        }
        let (h1, h2) = shape.ok_or(ModelError::Shape)?;
        let sizes = [h1 * FEATURES, h1, h2 * h1, h2, h2];
        for (i, (&name, &size)) in names.iter().zip(&sizes).enumerate() {
            if tensors.get(i).map(Vec::len) != Some(size) {
                return Err(ModelError::Tensor(name));
            }
        }
        let mut t = tensors.into_iter();
        let mut next = || t.next().unwrap_or_default();
        Ok(Model {
            notes,
            h1,
            h2,
            w1: next(),
            b1: next(),
            w2: next(),
            b2: next(),
            w3: next(),
        })
    }

    /// The model shipped with the bot (`assets/ai/win-model.txt`).
    pub fn shipped() -> &'static Model {
        static SHIPPED: std::sync::OnceLock<Model> = std::sync::OnceLock::new();
        SHIPPED.get_or_init(|| {
            Model::from_text(SHIPPED_TEXT).expect("the shipped win-chance model reads")
        })
    }
}

/// The shipped model's file, built into the binary.
pub const SHIPPED_TEXT: &str = include_str!("../../../../assets/ai/win-model.txt");

/// Softmax over the first `n` scores.
pub(crate) fn softmax(z: &[f32; MAX_PLAYERS], n: usize) -> Chances {
    let max = z[..n].iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut p = [0f32; MAX_PLAYERS];
    let mut sum = 0.0;
    for (ps, zs) in p.iter_mut().zip(z).take(n) {
        *ps = (zs - max).exp();
        sum += *ps;
    }
    for ps in &mut p[..n] {
        *ps /= sum;
    }
    p
}
