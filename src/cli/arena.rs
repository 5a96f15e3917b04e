//! `catan-bot arena`: many AI games in parallel, then each player's win rate with a 95%
//! Wilson interval and decision times per level (median, p90, p99, max). Seat assignments
//! rotate game by game so seat order does not bias results; the same `--seed` gives the
//! same games. Tables have 2–6 seats (two: the duel's settings); 5–6 play the larger
//! island, and the arena also prints how many Special Build Phases a game had.
//!
//! The strong player's budget per decision is `CATAN_AI_BUDGET_MS` (default 150 ms; set-up
//! settlements get three times as much) and its playout horizon `CATAN_AI_HORIZON` turns
//! (default 200: play to the end). `CATAN_AI_PLAYOUTS=N` replaces the clock by a count:
//! each search stops after N playouts (3N for set-up settlements), so a seed gives the same
//! games whatever the load of the machine.

use crate::ai::{play_game, AiRefused};
use crate::ai::{Level, StrongConfig};
use crate::engine::BoardSpec;
use crate::engine::GameRng;
use crate::engine::Island;
use crate::engine::{Game, GameSetup, Options};
use rand::RngCore;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// The 95% Wilson score interval for `wins` out of `n`.
pub fn wilson(wins: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959964f64;
    let n = n as f64;
    let p = wins as f64 / n;
    let denom = 1.0 + z * z / n;
    let center = (p + z * z / (2.0 * n)) / denom;
    let half = z / denom * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    ((center - half).max(0.0), (center + half).min(1.0))
}

/// Parses "strong,heuristic,random,random" into one level per seat.
pub fn parse_players(players: &str) -> anyhow::Result<Vec<Level>> {
    let levels = players
        .split(',')
        .map(|s| s.parse::<Level>())
        .collect::<Result<Vec<_>, _>>()?;
    if !(2..=6).contains(&levels.len()) {
        anyhow::bail!(
            "An arena game has 2 to 6 players, not {}: list one level per seat, e.g. \"strong,heuristic,random,random\".",
            levels.len()
        );
    }
    Ok(levels)
}

/// How the strong AI searches, for `arena`, `demo` and `hint`: each from its option or, in
/// its absence, from the environment variable clap names beside it.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct SearchArgs {
    /// Milliseconds the strong AI may think per decision.
    #[arg(long, env = "CATAN_AI_BUDGET_MS", value_name = "MS")]
    pub ai_budget_ms: Option<u64>,
    /// strong-classic: how many turns past the current one each of its playouts runs.
    #[arg(long, env = "CATAN_AI_HORIZON", value_name = "TURNS")]
    pub ai_horizon: Option<u32>,
    /// strong: how many turns past the current one each of its playouts runs before the
    /// win-chance model scores it.
    #[arg(long, env = "CATAN_AI_MODEL_HORIZON", value_name = "TURNS")]
    pub ai_model_horizon: Option<u32>,
    /// At most this many candidate moves are searched (default 10).
    #[arg(long, env = "CATAN_AI_CANDIDATES", value_name = "N")]
    pub ai_candidates: Option<usize>,
    /// strong: a win-chance model file (catan-win-model/1) to search with instead of the
    /// shipped one.
    #[arg(long, env = "CATAN_AI_MODEL", value_name = "FILE")]
    pub ai_model: Option<std::path::PathBuf>,
    /// Stop each search after this many playouts instead of at the clock: the same seed then
    /// plays the same game whatever the machine's load.
    #[arg(long, env = "CATAN_AI_PLAYOUTS", value_name = "N")]
    pub ai_playouts: Option<u32>,
}

impl SearchArgs {
    /// The strong player's configuration: the defaults, changed where an option is given.
    /// A model file that cannot be read is an error that names it.
    pub fn config(&self) -> anyhow::Result<StrongConfig> {
        let mut cfg = StrongConfig::default();
        if let Some(path) = &self.ai_model {
            cfg.model = Some(crate::cli::train::load_model(path)?);
        }
        if let Some(turns) = self.ai_model_horizon {
            cfg.model_horizon = turns;
        }
        if let Some(n) = self.ai_candidates {
            cfg.max_candidates = n.max(1);
        }
        if let Some(ms) = self.ai_budget_ms {
            cfg.budget = Duration::from_millis(ms);
        }
        if let Some(turns) = self.ai_horizon {
            cfg.horizon_turns = turns;
        }
        if let Some(n) = self.ai_playouts {
            cfg.playouts = Some(n.max(1));
        }
        Ok(cfg)
    }
}

/// One finished arena game: which entry (index into the players list) won, per entry timings.
struct Played {
    winner_entry: Option<usize>,
    turns: u32,
    special_builds: u32,
    times: Vec<(Level, Vec<Duration>)>,
}

/// Plays game number `k` of an arena with base seed `seed`.
fn play_one(levels: &[Level], k: u32, seed: u64, cfg: &StrongConfig) -> Result<Played, AiRefused> {
    let n = levels.len();
    let mut rng = GameRng::new(seed ^ (k as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let rot = k as usize % n;
    // Seat s is played by entry (s + rot) % n.
    let seat_levels: Vec<Level> = (0..n).map(|s| levels[(s + rot) % n]).collect();
    let options = Options::for_players(n as u8);
    let board = BoardSpec::Random(rng.next_u64())
        .build_for(Island::for_players(n as u8))
        .expect("a random board exists on every island");
    let setup = GameSetup::random(options, board, &mut rng);
    let mut game = Game::new(setup).expect("a valid arena setup");
    let out = play_game(&mut game, &seat_levels, &mut rng, cfg, |_, _, _, _| {
        Ok::<(), AiRefused>(())
    })?;
    Ok(Played {
        winner_entry: out.winner.map(|w| (w.index() + rot) % n),
        turns: out.turns,
        special_builds: out.special_builds,
        times: (0..n)
            .map(|s| (seat_levels[s], out.decision_times[s].clone()))
            .collect(),
    })
}

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Plays `games` games among `players` on `threads` threads (default: one per core) and
/// prints each entry's win rate and each level's decision times.
pub fn run(
    players: &str,
    games: u32,
    seed: Option<u64>,
    threads: Option<usize>,
    search: &SearchArgs,
) -> anyhow::Result<ExitCode> {
    let levels = parse_players(players)?;
    let cfg = search.config()?;
    let seed = super::seed_or_clock(seed);
    let threads = threads
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        })
        .clamp(1, games.max(1) as usize);
    let search = match cfg.playouts {
        Some(n) => format!("{n} playouts per search"),
        None => format!("budget {} ms", cfg.budget.as_millis()),
    };
    println!(
        "arena: {games} games of {}, seed {seed}, {threads} threads, strong {search}",
        levels
            .iter()
            .map(|l| l.name())
            .collect::<Vec<_>>()
            .join(",")
    );
    let arena = Arena {
        levels: &levels,
        games,
        seed,
        cfg: &cfg,
    };
    let start = Instant::now();
    let results = arena.play_all(threads)?;
    let tally = Tally::of(&results, levels.len());
    tally.print_games(&levels, start);
    tally.print_win_rates(&levels);
    tally.print_times();
    Ok(ExitCode::SUCCESS)
}

/// The games an arena plays: `games` games among `levels`, from base seed `seed`.
struct Arena<'a> {
    levels: &'a [Level],
    games: u32,
    seed: u64,
    cfg: &'a StrongConfig,
}

impl Arena<'_> {
    /// Plays all the games on `threads` threads, showing on stderr how many are done;
    /// stops at the first AI refusal and returns it.
    fn play_all(&self, threads: usize) -> Result<Vec<Played>, AiRefused> {
        super::in_parallel(self.games.into(), threads, "games", 10, |k| {
            play_one(self.levels, k as u32, self.seed, self.cfg)
        })
    }
}

/// An arena's games added up: wins per entry of the players list, turns, Special Build
/// Phases and each level's decision times.
struct Tally {
    played: u32,
    wins: Vec<u32>,
    /// Games stopped at the turn cap.
    unfinished: u32,
    turns: u64,
    special_builds: u64,
    times: Vec<(Level, Vec<Duration>)>,
}

impl Tally {
    /// Adds up `results` for a players list of `entries` entries.
    fn of(results: &[Played], entries: usize) -> Tally {
        let mut tally = Tally {
            played: results.len() as u32,
            wins: vec![0u32; entries],
            unfinished: 0,
            turns: 0,
            special_builds: 0,
            times: Vec::new(),
        };
        for r in results {
            match r.winner_entry {
                Some(e) => tally.wins[e] += 1,
                None => tally.unfinished += 1,
            }
            tally.turns += r.turns as u64;
            tally.special_builds += r.special_builds as u64;
            for (level, t) in &r.times {
                match tally.times.iter_mut().find(|x| x.0 == *level) {
                    Some(x) => x.1.extend_from_slice(t),
                    None => tally.times.push((*level, t.clone())),
                }
            }
        }
        tally
    }

    /// Prints how many games were played since `start`, their length, how many stopped at
    /// the cap and, with 5–6 seats (`levels`), their Special Build Phases.
    fn print_games(&self, levels: &[Level], start: Instant) {
        let played = self.played;
        println!(
            "{played} games in {:.1} s, {:.1} turns per game, {} stopped at the turn cap",
            start.elapsed().as_secs_f64(),
            self.turns as f64 / played.max(1) as f64,
            self.unfinished
        );
        if levels.len() >= 5 {
            println!(
                "{:.1} Special Build Phases per game",
                self.special_builds as f64 / played.max(1) as f64
            );
        }
    }

    /// Prints each entry of `levels`'s win rate with its 95% Wilson interval.
    fn print_win_rates(&self, levels: &[Level]) {
        let (wins, played) = (&self.wins, self.played);
        for (i, level) in levels.iter().enumerate() {
            let (lo, hi) = wilson(wins[i], played);
            println!(
                "player {} ({:9}) won {:4}/{played} = {:5.1}%  (95% CI {:.1}–{:.1}%)",
                i + 1,
                level.name(),
                wins[i],
                100.0 * wins[i] as f64 / played.max(1) as f64,
                100.0 * lo,
                100.0 * hi
            );
        }
    }

    /// Prints each level's decision times: median, p90, p99 and max, and the median of
    /// those that took a millisecond or more (the searches).
    fn print_times(self) {
        for (level, mut t) in self.times {
            t.sort();
            let searched: Vec<Duration> = t
                .iter()
                .copied()
                .filter(|d| *d >= Duration::from_millis(1))
                .collect();
            println!(
                "{:9} decisions: {} · median {:.3} ms · p90 {:.3} ms · p99 {:.3} ms · max {:.1} ms · {} took ≥1 ms (median of those {:.1} ms)",
                level.name(),
                t.len(),
                ms(percentile(&t, 0.5)),
                ms(percentile(&t, 0.9)),
                ms(percentile(&t, 0.99)),
                ms(t.last().copied().unwrap_or_default()),
                searched.len(),
                ms(percentile(&searched, 0.5)),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let (lo, hi) = wilson(50, 100);
        assert!(
            (lo - 0.404).abs() < 0.002 && (hi - 0.596).abs() < 0.002,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson(0, 10);
        assert_eq!(lo, 0.0);
        assert!(hi > 0.25 && hi < 0.35);
    }

    #[test]
    fn parses_player_lists() {
        assert_eq!(
            parse_players("strong, heuristic,random").unwrap(),
            vec![Level::Strong, Level::Heuristic, Level::Random]
        );
        assert!(parse_players("strong,genius,random").is_err());
        assert!(parse_players("random").is_err());
        assert_eq!(parse_players("strong,heuristic").unwrap().len(), 2);
        assert_eq!(
            parse_players("strong,heuristic,heuristic,heuristic,heuristic,random")
                .unwrap()
                .len(),
            6
        );
        assert!(parse_players("random,random,random,random,random,random,random").is_err());
    }

    #[test]
    fn a_small_arena_game_finishes_with_rotated_seats() {
        let levels = [
            Level::Heuristic,
            Level::Random,
            Level::Random,
            Level::Random,
        ];
        let cfg = StrongConfig::default();
        for k in 0..4 {
            let p = play_one(&levels, k, 3, &cfg).unwrap();
            assert!(p.turns > 0);
            // Entry 0 (heuristic) sits at a different seat in each game.
            let seat = (0..4).find(|&s| p.times[s].0 == Level::Heuristic).unwrap();
            assert_eq!((seat + k as usize) % 4, 0);
        }
    }

    #[test]
    fn a_six_seat_arena_game_finishes_with_special_builds_and_rotated_seats() {
        let mut levels = [Level::Heuristic; 6];
        levels[2] = Level::Random;
        let cfg = StrongConfig::default();
        for k in 0..2 {
            let p = play_one(&levels, k, 5, &cfg).unwrap();
            assert!(p.winner_entry.is_some(), "game {k} stopped at the cap");
            assert!(p.special_builds > 0, "game {k}: no Special Build Phase");
            assert_eq!(p.times.len(), 6);
            let seat = (0..6).find(|&s| p.times[s].0 == Level::Random).unwrap();
            assert_eq!((seat + k as usize) % 6, 2);
        }
    }
}
