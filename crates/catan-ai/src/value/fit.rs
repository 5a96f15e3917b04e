//! Fitting the model: softmax cross-entropy between its chances and each position's target
//! (the game's winner, as 1 for that seat), minimised by Adam over shuffled minibatches.
//! Also what a model measures on held-out positions: its log-loss, the log-loss of a
//! constant guess (every seat 1/n), its accuracy at naming the winner, and a reliability
//! table (predicted chance against the observed win rate, by decile).

use super::features::{Features, FEATURES};
use super::model::{softmax, Chances, Model, Trace};
use catan_engine::MAX_PLAYERS;
use rand::seq::SliceRandom;
use rand::Rng;

/// One training position: the features as a seat saw them, and what each seat's chance
/// should have been (the winner's 1, or a search's estimate).
#[derive(Clone, Debug)]
pub struct Sample {
    pub features: Features,
    pub target: Chances,
}

/// How a fit goes.
#[derive(Clone, Copy, Debug)]
pub struct FitConfig {
    pub epochs: u32,
    pub batch: usize,
    pub learning_rate: f32,
    /// L2 penalty on the weights.
    pub weight_decay: f32,
}

impl Default for FitConfig {
    fn default() -> Self {
        FitConfig {
            epochs: 8,
            batch: 128,
            learning_rate: 2e-3,
            weight_decay: 1e-5,
        }
    }
}

/// Gradients, or Adam's moments, in the model's shape.
#[derive(Clone)]
struct Params {
    w1: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: Vec<f32>,
    w3: Vec<f32>,
}

impl Params {
    fn zeros(m: &Model) -> Params {
        Params {
            w1: vec![0.0; m.w1.len()],
            b1: vec![0.0; m.b1.len()],
            w2: vec![0.0; m.w2.len()],
            b2: vec![0.0; m.b2.len()],
            w3: vec![0.0; m.w3.len()],
        }
    }
    fn clear(&mut self) {
        for t in self.slices_mut() {
            t.fill(0.0);
        }
    }
    fn slices_mut(&mut self) -> [&mut Vec<f32>; 5] {
        [
            &mut self.w1,
            &mut self.b1,
            &mut self.w2,
            &mut self.b2,
            &mut self.w3,
        ]
    }
}

fn model_slices(m: &mut Model) -> [&mut Vec<f32>; 5] {
    [&mut m.w1, &mut m.b1, &mut m.w2, &mut m.b2, &mut m.w3]
}

/// Adds the loss's gradient for one sample to `g`; returns its loss.
fn backprop(m: &Model, s: &Sample, g: &mut Params, traces: &mut [Trace]) -> f32 {
    let n = s.features.n;
    let mut z = [f32::NEG_INFINITY; MAX_PLAYERS];
    for i in 0..n {
        z[i] = m.score_row(&s.features.rows[i], Some(&mut traces[i]));
    }
    let p = softmax(&z, n);
    let mut loss = 0.0;
    let mut da1 = vec![0f32; m.h1];
    for i in 0..n {
        if s.target[i] > 0.0 {
            loss -= s.target[i] * p[i].max(1e-7).ln();
        }
        let dz = p[i] - s.target[i];
        let t = &traces[i];
        let x = &s.features.rows[i];
        da1.fill(0.0);
        for k in 0..m.h2 {
            if t.a2[k] <= 0.0 {
                continue;
            }
            g.w3[k] += dz * t.a2[k];
            let da2 = dz * m.w3[k];
            g.b2[k] += da2;
            let row = &mut g.w2[k * m.h1..(k + 1) * m.h1];
            let w = &m.w2[k * m.h1..(k + 1) * m.h1];
            for (((r, d), wj), a) in row.iter_mut().zip(da1.iter_mut()).zip(w).zip(&t.a1) {
                *r += da2 * a;
                *d += da2 * wj;
            }
        }
        for (j, (&d, &a)) in da1.iter().zip(&t.a1).enumerate() {
            if a <= 0.0 {
                continue;
            }
            g.b1[j] += d;
            let row = &mut g.w1[j * FEATURES..(j + 1) * FEATURES];
            for (r, xi) in row.iter_mut().zip(x) {
                *r += d * xi;
            }
        }
    }
    loss
}

/// Adam's state, kept across epochs (and rounds) of one model.
pub struct Trainer {
    m: Params,
    v: Params,
    steps: u32,
    cfg: FitConfig,
}

impl Trainer {
    pub fn new(model: &Model, cfg: FitConfig) -> Trainer {
        Trainer {
            m: Params::zeros(model),
            v: Params::zeros(model),
            steps: 0,
            cfg,
        }
    }

    /// One pass over `samples` in a random order; returns the mean training loss.
    pub fn epoch<R: Rng>(&mut self, model: &mut Model, samples: &[Sample], rng: &mut R) -> f32 {
        let mut order: Vec<usize> = (0..samples.len()).collect();
        order.shuffle(rng);
        let mut grad = Params::zeros(model);
        let mut traces: Vec<Trace> = (0..MAX_PLAYERS)
            .map(|_| Trace {
                a1: Vec::new(),
                a2: Vec::new(),
            })
            .collect();
        let mut total = 0.0f64;
        for batch in order.chunks(self.cfg.batch.max(1)) {
            grad.clear();
            for &i in batch {
                total += backprop(model, &samples[i], &mut grad, &mut traces) as f64;
            }
            self.step(model, &mut grad, batch.len());
        }
        (total / samples.len().max(1) as f64) as f32
    }

    fn step(&mut self, model: &mut Model, grad: &mut Params, batch: usize) {
        self.steps += 1;
        let (b1, b2, eps) = (0.9f32, 0.999f32, 1e-8f32);
        let lr = self.cfg.learning_rate;
        let c1 = 1.0 - b1.powi(self.steps as i32);
        let c2 = 1.0 - b2.powi(self.steps as i32);
        let scale = 1.0 / batch.max(1) as f32;
        let decay = self.cfg.weight_decay;
        let params = model_slices(model);
        let grads = grad.slices_mut();
        let ms = self.m.slices_mut();
        let vs = self.v.slices_mut();
        for (((p, g), m), v) in params.into_iter().zip(grads).zip(ms).zip(vs) {
            for i in 0..p.len() {
                let gi = g[i] * scale + decay * p[i];
                m[i] = b1 * m[i] + (1.0 - b1) * gi;
                v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
                p[i] -= lr * (m[i] / c1) / ((v[i] / c2).sqrt() + eps);
            }
        }
    }
}

/// What a model measures on positions it was not fitted to.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    pub positions: usize,
    /// Mean cross-entropy of the model's chances against the targets (nats).
    pub log_loss: f64,
    /// The same for the constant guess 1/n for every seat.
    pub baseline: f64,
    /// How often the seat the model rates highest is the winner.
    pub accuracy: f64,
    /// By decile of predicted chance: (seat-positions, mean predicted, observed win rate).
    pub reliability: Vec<(u32, f64, f64)>,
}

/// Measures `model` on `samples` (targets taken as outcomes: one seat at 1).
pub fn evaluate(model: &Model, samples: &[Sample]) -> Evaluation {
    let mut loss = 0.0f64;
    let mut base = 0.0f64;
    let mut right = 0usize;
    let mut bins = vec![(0u32, 0.0f64, 0.0f64); 10];
    for s in samples {
        let n = s.features.n;
        let p = model.evaluate(&s.features);
        let best = (0..n).max_by(|&a, &b| p[a].total_cmp(&p[b])).unwrap_or(0);
        let won = (0..n).max_by(|&a, &b| s.target[a].total_cmp(&s.target[b]));
        if Some(best) == won {
            right += 1;
        }
        for i in 0..n {
            if s.target[i] > 0.0 {
                loss -= s.target[i] as f64 * (p[i].max(1e-7) as f64).ln();
                base -= s.target[i] as f64 * (1.0 / n as f64).ln();
            }
            let bin = &mut bins[((p[i] * 10.0) as usize).min(9)];
            bin.0 += 1;
            bin.1 += p[i] as f64;
            bin.2 += s.target[i] as f64;
        }
    }
    let count = samples.len().max(1) as f64;
    Evaluation {
        positions: samples.len(),
        log_loss: loss / count,
        baseline: base / count,
        accuracy: right as f64 / count,
        reliability: bins
            .into_iter()
            .map(|(k, p, w)| {
                let kf = (k as f64).max(1.0);
                (k, p / kf, w / kf)
            })
            .collect(),
    }
}
