//! `catan-bot train`: trains the strong AI's win-chance model (`ai::value`) in rounds, in a
//! folder that holds the run (`--dir`, default `target/train`). Each round
//!
//! 1. plays self-play games (`--games`; round 0 among heuristic players, later rounds among
//!    strong players searching with the best model so far, at `--selfplay-playouts`
//!    playouts a decision) and keeps one position in `--every`, labelled with the winner;
//!    a tenth as many games more are held out;
//! 2. fits a model to them (starting from the best so far, or fresh), `--epochs` passes;
//! 3. measures it on the held-out positions (log-loss against the constant guess) and
//!    gates it: the first model must beat the constant guess, every later one must win
//!    more than half of `--arena-games` four-player games in which two strong seats search
//!    with it and two with the best model so far.
//!
//! After each step the folder holds what it made (`round-N.samples`, `round-N.txt`, the
//! `journal` line of a finished round, `best.txt`), so a stopped run started again with the
//! same options goes on from the last thing it finished. `--ship` writes the best model to
//! `assets/ai/win-model.txt` with the command, the seed, each round's figures and its test
//! figures (on positions of heuristic games that no round trains on), which CI checks.

use crate::ai::value::{
    evaluate, self_play, test_positions, Evaluation, Features, FitConfig, Model, Sample, SelfPlay,
    Trainer, FEATURES,
};
use crate::ai::{play_seats, AiRefused, Level, StrongConfig};
use crate::engine::{BoardSpec, Game, GameRng, GameSetup, Island, Options, MAX_PLAYERS};
use anyhow::Context;
use rand::SeedableRng;
use std::io::{BufRead, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

/// The held-out set the shipped model's recorded figures are measured on (`test-seed`,
/// `test-games` in its file): heuristic games no training round plays.
pub const TEST_SEED: u64 = 0x7E57;
pub const TEST_GAMES: u64 = 300;

/// `catan-bot train`'s options.
#[derive(Debug, Clone, clap::Args)]
pub struct TrainArgs {
    /// The run's folder: its samples, models and journal (a stopped run resumes from it).
    #[arg(long, default_value = "target/train")]
    pub dir: PathBuf,
    /// Rounds of self-play, fit and gate.
    #[arg(long, default_value_t = 3)]
    pub rounds: u32,
    /// Self-play games per round (and a tenth as many held out).
    #[arg(long, default_value_t = 12_000)]
    pub games: u64,
    /// Keep one position in this many.
    #[arg(long, default_value_t = 8)]
    pub every: u32,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Hidden layer widths of a fresh model.
    #[arg(long, default_value = "32,16")]
    pub hidden: String,
    /// Passes over a round's positions.
    #[arg(long, default_value_t = 6)]
    pub epochs: u32,
    /// Playouts per decision of the strong players of later rounds' self-play.
    #[arg(long, default_value_t = 8)]
    pub selfplay_playouts: u32,
    /// Games of the gate's arena (candidate against the best model so far).
    #[arg(long, default_value_t = 200)]
    pub arena_games: u32,
    /// Playouts per decision of the gate's strong players.
    #[arg(long, default_value_t = 16)]
    pub arena_playouts: u32,
    /// Threads for self-play and the arena (default: one per core).
    #[arg(long)]
    pub threads: Option<usize>,
    /// Write the best model to assets/ai/win-model.txt when the rounds are done.
    #[arg(long)]
    pub ship: bool,
}

/// Reads a model file, kept for the rest of the process (a search holds `&'static` models).
pub fn load_model(path: &Path) -> anyhow::Result<&'static Model> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the model file {}", path.display()))?;
    let model = Model::from_text(&text).with_context(|| format!("{}", path.display()))?;
    Ok(Box::leak(Box::new(model)))
}

/// Samples as little-endian bytes: per sample its seat count, the targets, then the rows.
fn write_samples(path: &Path, train: &[Sample], held: &[Sample]) -> anyhow::Result<()> {
    let tmp = path.with_extension("partial");
    let mut w = std::io::BufWriter::new(std::fs::File::create(&tmp)?);
    for set in [train, held] {
        w.write_all(&(set.len() as u64).to_le_bytes())?;
        for s in set {
            w.write_all(&[s.features.n as u8])?;
            for x in s.target[..s.features.n]
                .iter()
                .chain(s.features.rows[..s.features.n].iter().flatten())
            {
                w.write_all(&x.to_le_bytes())?;
            }
        }
    }
    w.flush()?;
    drop(w);
    std::fs::rename(&tmp, path)?;
    Ok(())
}

fn read_samples(path: &Path) -> anyhow::Result<(Vec<Sample>, Vec<Sample>)> {
    let mut r = std::io::BufReader::new(std::fs::File::open(path)?);
    let mut sets = Vec::new();
    for _ in 0..2 {
        let mut len = [0u8; 8];
        r.read_exact(&mut len)?;
        let len = u64::from_le_bytes(len) as usize;
        let mut set = Vec::with_capacity(len);
        for _ in 0..len {
            let mut n = [0u8; 1];
            r.read_exact(&mut n)?;
            let n = n[0] as usize;
            anyhow::ensure!((3..=MAX_PLAYERS).contains(&n), "a sample of {n} seats");
            let mut f = [0u8; 4];
            let mut next = || -> anyhow::Result<f32> {
                r.read_exact(&mut f)?;
                Ok(f32::from_le_bytes(f))
            };
            let mut s = Sample {
                features: Features {
                    n,
                    rows: [[0.0; FEATURES]; MAX_PLAYERS],
                },
                target: [0.0; MAX_PLAYERS],
            };
            for t in &mut s.target[..n] {
                *t = next()?;
            }
            for row in &mut s.features.rows[..n] {
                for x in row.iter_mut() {
                    *x = next()?;
                }
            }
            set.push(s);
        }
        sets.push(set);
    }
    let held = sets.pop().unwrap_or_default();
    let train = sets.pop().unwrap_or_default();
    Ok((train, held))
}

/// One finished round, as the journal keeps it.
#[derive(Debug, Clone)]
struct Round {
    index: u32,
    accepted: bool,
    positions: usize,
    eval: Evaluation,
    /// The gate's arena: the candidate's wins and the games with a winner.
    arena: Option<(u32, u32)>,
    seconds: f64,
}

impl Round {
    fn line(&self) -> String {
        let arena = match self.arena {
            Some((w, n)) => format!("{w}/{n}"),
            None => "-".into(),
        };
        format!(
            "round {} {} positions={} log-loss={:.4} baseline={:.4} accuracy={:.3} arena={} seconds={:.0}",
            self.index,
            if self.accepted { "accepted" } else { "rejected" },
            self.positions,
            self.eval.log_loss,
            self.eval.baseline,
            self.eval.accuracy,
            arena,
            self.seconds
        )
    }
}

/// The rounds the journal says are finished (their lines, in order).
fn journal(dir: &Path) -> anyhow::Result<Vec<String>> {
    let path = dir.join("journal");
    if !path.exists() {
        return Ok(Vec::new());
    }
    let file = std::fs::File::open(&path)?;
    Ok(std::io::BufReader::new(file)
        .lines()
        .collect::<Result<Vec<_>, _>>()?
        .into_iter()
        .filter(|l| l.starts_with("round "))
        .collect())
}

fn parse_hidden(s: &str) -> anyhow::Result<(usize, usize)> {
    let dims: Vec<usize> = s.split(',').filter_map(|d| d.trim().parse().ok()).collect();
    match dims.as_slice() {
        &[a, b] if (1..=Model::MAX_WIDTH).contains(&a) && (1..=Model::MAX_WIDTH).contains(&b) => {
            Ok((a, b))
        }
        _ => anyhow::bail!("--hidden takes two widths of 1 to 128, as \"32,16\", not \"{s}\""),
    }
}

/// Round `r`'s self-play: the training games' positions and the held-out ones.
fn generate(
    args: &TrainArgs,
    r: u32,
    best: Option<&'static Model>,
    threads: usize,
) -> Result<(Vec<Sample>, Vec<Sample>), AiRefused> {
    let how = match best {
        None => SelfPlay {
            level: Level::Heuristic,
            cfg: StrongConfig::default(),
            every: args.every,
        },
        Some(model) => SelfPlay {
            level: Level::Strong,
            cfg: StrongConfig {
                playouts: Some(args.selfplay_playouts.max(1)),
                model: Some(model),
                ..StrongConfig::default()
            },
            every: args.every,
        },
    };
    let seed = args.seed.wrapping_add(r as u64 * 1_000_003);
    let held_games = (args.games / 10).max(1);
    let all = super::in_parallel(
        args.games + held_games,
        threads,
        "self-play games",
        100,
        |k| self_play(seed, k, &how),
    )?;
    let mut all = all.into_iter();
    let train = all.by_ref().take(args.games as usize).flatten().collect();
    let held = all.flatten().collect();
    Ok((train, held))
}

/// The gate: four-player games, the candidate's model in two seats and the best's in the
/// other two (which two rotates game by game); the candidate's wins and the decided games.
fn gate(
    candidate: &'static Model,
    best: &'static Model,
    games: u32,
    playouts: u32,
    seed: u64,
    threads: usize,
) -> Result<(u32, u32), AiRefused> {
    let results = super::in_parallel(games as u64, threads, "arena games", 100, |k| {
        let gs = seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut rng = GameRng::new(gs);
        let board = BoardSpec::Random(gs)
            .build_for(Island::for_players(4))
            .expect("a random board");
        let mut game = Game::new(GameSetup::random(Options::default(), board, &mut rng))
            .expect("a four-player game");
        let mine = |s: usize| (s + k as usize) % 4 < 2;
        let cfgs: Vec<StrongConfig> = (0..4)
            .map(|s| StrongConfig {
                playouts: Some(playouts.max(1)),
                model: Some(if mine(s) { candidate } else { best }),
                ..StrongConfig::default()
            })
            .collect();
        let levels = [Level::Strong; 4];
        let out =
            play_seats::<AiRefused>(&mut game, &levels, &cfgs, &mut rng, None, |_, _, _, _| {
                Ok(())
            })?;
        Ok(out.winner.map(|w| mine(w.index())))
    })?;
    let decided = results.iter().filter(|r| r.is_some()).count() as u32;
    let wins = results.iter().filter(|r| **r == Some(true)).count() as u32;
    Ok((wins, decided))
}

fn print_eval(what: &str, e: &Evaluation) {
    println!(
        "  {what}: {} positions · log-loss {:.4} (constant guess {:.4}) · names the winner {:.1}%",
        e.positions,
        e.log_loss,
        e.baseline,
        100.0 * e.accuracy
    );
}

/// The reliability table of `e`, one line per decile with seat-positions in it.
pub fn reliability_table(e: &Evaluation) -> String {
    let mut out = String::from("  predicted   seats   mean predicted   observed\n");
    for (d, (k, p, w)) in e.reliability.iter().enumerate() {
        if *k > 0 {
            out.push_str(&format!(
                "  {:>3}–{:<3}%  {:>7}   {:>13.1}%   {:>7.1}%\n",
                d * 10,
                d * 10 + 10,
                k,
                100.0 * p,
                100.0 * w
            ));
        }
    }
    out
}

/// `catan-bot train`.
pub fn run(args: &TrainArgs, command: &str) -> anyhow::Result<ExitCode> {
    let (h1, h2) = parse_hidden(&args.hidden)?;
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    std::fs::create_dir_all(&args.dir)
        .with_context(|| format!("cannot create the run's folder {}", args.dir.display()))?;
    let done = journal(&args.dir)?;
    let best_path = args.dir.join("best.txt");
    let mut best: Option<&'static Model> = match best_path.exists() {
        true => Some(load_model(&best_path)?),
        false => None,
    };
    println!(
        "train: {} rounds of {} games in {} ({} done), seed {}, {threads} threads",
        args.rounds,
        args.games,
        args.dir.display(),
        done.len(),
        args.seed
    );
    for line in &done {
        println!("  {line}");
    }
    for r in done.len() as u32..args.rounds {
        let start = Instant::now();
        println!("round {r}:");
        let samples_path = args.dir.join(format!("round-{r}.samples"));
        let (train, held) = match read_samples(&samples_path) {
            Ok(sets) => {
                println!("  positions read back from {}", samples_path.display());
                sets
            }
            Err(_) => {
                let sets = generate(args, r, best, threads)?;
                write_samples(&samples_path, &sets.0, &sets.1)?;
                sets
            }
        };
        println!(
            "  {} training positions, {} held out",
            train.len(),
            held.len()
        );
        let mut rng = rand::rngs::StdRng::seed_from_u64(args.seed ^ (r as u64) << 32);
        let mut model = match best {
            Some(m) => m.clone(),
            None => Model::new(h1, h2, &mut rng),
        };
        print_eval("before", &evaluate(&model, &held));
        let mut trainer = Trainer::new(&model, FitConfig::default());
        for e in 0..args.epochs {
            let loss = trainer.epoch(&mut model, &train, &mut rng);
            let held_eval = evaluate(&model, &held);
            println!(
                "  epoch {e}: training loss {loss:.4} · held-out {:.4}",
                held_eval.log_loss
            );
        }
        let eval = evaluate(&model, &held);
        print_eval("after", &eval);
        print!("{}", reliability_table(&eval));
        model.notes.clear();
        model.set_note("round", r.to_string());
        std::fs::write(args.dir.join(format!("round-{r}.txt")), model.to_text())?;
        let candidate: &'static Model = Box::leak(Box::new(model));
        let (accepted, arena) = match best {
            None => (eval.log_loss < eval.baseline, None),
            Some(b) => {
                let seed = args.seed ^ 0xA7E4A ^ r as u64;
                let (w, n) = gate(
                    candidate,
                    b,
                    args.arena_games,
                    args.arena_playouts,
                    seed,
                    threads,
                )?;
                let (lo, hi) = super::arena::wilson(w, n);
                println!(
                    "  gate: the new model's seats won {w} of {n} games ({:.1}%, 95% CI {:.1}–{:.1}%)",
                    100.0 * w as f64 / n.max(1) as f64,
                    100.0 * lo,
                    100.0 * hi
                );
                (2 * w > n, Some((w, n)))
            }
        };
        if accepted {
            std::fs::write(&best_path, candidate.to_text())?;
            best = Some(candidate);
        }
        let round = Round {
            index: r,
            accepted,
            positions: train.len(),
            eval,
            arena,
            seconds: start.elapsed().as_secs_f64(),
        };
        println!("  {}", round.line());
        let mut j = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(args.dir.join("journal"))?;
        writeln!(j, "{}", round.line())?;
    }
    if args.ship {
        let Some(best) = best else {
            anyhow::bail!("no round produced a model better than the constant guess");
        };
        ship(best, args, command, &journal(&args.dir)?)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Writes `best` to assets/ai/win-model.txt with how it was made and its test figures.
fn ship(best: &Model, args: &TrainArgs, command: &str, rounds: &[String]) -> anyhow::Result<()> {
    let mut m = best.clone();
    m.notes.clear();
    m.set_note("made-by", command);
    m.set_note("seed", args.seed.to_string());
    for (i, line) in rounds.iter().enumerate() {
        m.set_note(
            &format!("round-{i}"),
            line.trim_start_matches("round ").to_string(),
        );
    }
    let held = test_positions(TEST_SEED, TEST_GAMES);
    let e = evaluate(&m, &held);
    m.set_note("test-seed", TEST_SEED.to_string());
    m.set_note("test-games", TEST_GAMES.to_string());
    m.set_note("test-positions", e.positions.to_string());
    m.set_note("test-log-loss", format!("{:.6}", e.log_loss));
    m.set_note("test-baseline", format!("{:.6}", e.baseline));
    m.set_note("test-accuracy", format!("{:.4}", e.accuracy));
    let path = Path::new("assets/ai/win-model.txt");
    std::fs::write(path, m.to_text())
        .with_context(|| format!("cannot write {}", path.display()))?;
    println!("shipped to {}:", path.display());
    print_eval("test", &e);
    print!("{}", reliability_table(&e));
    Ok(())
}
