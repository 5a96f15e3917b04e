//! Command-line entry points that are not the bot: `replay` (with the recap's timelapse and
//! charts on request) and `bench` here, `demo` (a whole AI game, stored and drawn), `arena`
//! (AI win rates), `train` (the win-chance model's self-play training) and `hint` (what the AI would do for one seat of a record) in their own
//! modules, and `db verify` / `db ratings` (the database checks, printed) in `verify`.

pub mod arena;
pub mod demo;
pub mod hint;
pub mod train;
pub mod verify;

use crate::ai::AiRefused;
use crate::engine::random_playout;
use crate::engine::BoardSpec;
use crate::engine::GameRng;
use crate::engine::Island;
use crate::engine::Record;
use crate::engine::{Game, GameSetup, Options};
use std::path::Path;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// What `replay` writes besides its JSON lines, each optional.
#[derive(Debug, Clone, Copy, Default)]
pub struct ReplayOutputs<'a> {
    /// A folder for the board PNG after every action.
    pub render: Option<&'a Path>,
    /// A file for the timelapse GIF.
    pub gif: Option<&'a Path>,
    /// A file for the charts PNG.
    pub charts: Option<&'a Path>,
}

/// `catan-bot replay FILE [--render DIR] [--gif OUT] [--charts OUT]`: applies a record's
/// actions in order and prints one JSON line per action, then `{"final": SUMMARY}`
/// (docs/RECORD.md); the images asked for are written after the lines, which they never change.
pub fn replay(file: &Path, outputs: &ReplayOutputs) -> anyhow::Result<ExitCode> {
    use anyhow::Context;
    use std::io::Write;
    let render = outputs.render;
    let record = read_record(file)?;
    let (mut game, mut rng) = record.start().map_err(|e| not_a_record(file, e))?;
    if let Some(dir) = render {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        write_png(dir, 0, &game)?;
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for (i, sa) in record.actions.iter().enumerate() {
        let action = game.complete(sa.action, &mut rng);
        let line = match game.apply(sa.p, action) {
            Ok(_) => ReplayLine {
                i,
                ok: true,
                code: None,
                error: None,
            },
            Err(e) => ReplayLine {
                i,
                ok: false,
                code: Some(e.code()),
                error: Some(
                    crate::narrate::refusal(crate::i18n::Lang::En, &e, game.names()).into(),
                ),
            },
        };
        writeln!(out, "{}", serde_json::to_string(&line)?)?;
        if let Some(dir) = render {
            write_png(dir, i + 1, &game)?;
        }
    }
    writeln!(
        out,
        "{}",
        serde_json::to_string(&FinalLine {
            r#final: game.summary()
        })?
    )?;
    out.flush()?;
    if let Some(path) = outputs.gif {
        write_gif(&record, path)?;
    }
    if let Some(path) = outputs.charts {
        write_charts(&record, path)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// What `replay --verify` says of a record whose every draw matches (`fair::Verified`).
fn verified_sentence(v: &crate::engine::fair::Verified) -> String {
    let plural = |n: usize, one: &str, many: &str| match n {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    };
    format!(
        "Every draw matches: the seed revealed is the one committed to before the game began, and it fixes {}the first player, the development deck, {} and {}.",
        if v.board_drawn { "the map, " } else { "" },
        plural(v.rolls, "roll", "rolls"),
        plural(v.steals, "stolen card", "stolen cards"),
    )
}

/// `catan-bot replay FILE --verify`: checks the record's draws against its revealed seed
/// (`catan-fair/1`) and says so in one sentence on stdout; the first draw that does not
/// match (or what is missing) in one sentence on stderr, with a failing exit status.
pub fn verify_fair(file: &Path) -> anyhow::Result<ExitCode> {
    let record = read_record(file)?;
    match crate::engine::fair::verify(&record) {
        Ok(v) => {
            println!("{}", verified_sentence(&v));
            Ok(ExitCode::SUCCESS)
        }
        Err(crate::engine::fair::FairError::Record(e)) => Err(not_a_record(file, e)),
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            Ok(ExitCode::FAILURE)
        }
    }
}

/// Reads and parses the game record in `file`; the error says which file and what is wrong.
fn read_record(file: &Path) -> anyhow::Result<Record> {
    use anyhow::Context;
    let text =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    serde_json::from_str(&text).map_err(|e| not_a_record(file, e))
}

/// "FILE is not a valid game record: WHY".
fn not_a_record(file: &Path, why: impl std::fmt::Display) -> anyhow::Error {
    anyhow::anyhow!("{} is not a valid game record: {why}", file.display())
}

/// Writes the record's timelapse GIF to `path`.
pub fn write_gif(record: &Record, path: &Path) -> anyhow::Result<()> {
    let bytes = crate::recap::timelapse::gif(crate::i18n::Lang::En, record)?;
    std::fs::write(path, bytes).map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))
}

/// Writes the record's charts PNG to `path`, the seats named as the record names them.
pub fn write_charts(record: &Record, path: &Path) -> anyhow::Result<()> {
    let (game, steps) = record.replay()?;
    let stats = crate::recap::GameStats::of(&steps, &game.public_view());
    let png = crate::recap::charts::game_charts(crate::i18n::Lang::En, &stats, game.names())?;
    std::fs::write(path, png).map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))
}

/// One line of replay output per action (docs/RECORD.md), fields in the documented order.
#[derive(serde::Serialize)]
struct ReplayLine {
    i: usize,
    ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    code: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

#[derive(serde::Serialize)]
struct FinalLine {
    r#final: crate::engine::Summary,
}

/// Writes the board after `n` actions as `DIR/NNNN.png` (0000 is the start).
fn write_png(dir: &Path, n: usize, game: &Game) -> anyhow::Result<()> {
    let png = crate::render::Renderer::global().render_with_panel(
        crate::i18n::Lang::En,
        &game.public_view(),
        None,
    );
    let path = dir.join(format!("{n:04}.png"));
    std::fs::write(&path, png).map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))
}

/// The given seed, or one taken from the clock (for `demo` and `arena` without `--seed`).
fn seed_or_clock(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)
    })
}

/// The turn cap of the benchmark: games still running after 1,000 turns are counted as capped.
pub const BENCH_TURN_CAP: u32 = 1000;

/// Plays `games` complete games of `players` seats (2–6) of uniformly random legal play on
/// one thread.
pub fn bench(games: u32, seed: u64, players: u8) -> anyhow::Result<ExitCode> {
    let mut rng = GameRng::new(seed);
    let options = Options::for_players(players);
    options.validate()?;
    let island = Island::for_players(players);
    let (mut actions, mut turns, mut capped) = (0u64, 0u64, 0u32);
    let start = Instant::now();
    for _ in 0..games {
        let board = BoardSpec::Random(rng.below(u32::MAX) as u64)
            .build_for(island)
            .map_err(anyhow::Error::msg)?;
        let setup = GameSetup::random(options, board, &mut rng);
        let mut game = Game::new(setup)?;
        let stats = random_playout(&mut game, &mut rng, BENCH_TURN_CAP, |_, _, _| {});
        actions += stats.actions as u64;
        turns += stats.turns.min(BENCH_TURN_CAP) as u64;
        capped += stats.capped as u32;
    }
    let seconds = start.elapsed().as_secs_f64();
    let g = games.max(1) as f64;
    println!(
        "{}",
        serde_json::json!({
            "players": players,
            "games": games,
            "seconds": (seconds * 1000.0).round() / 1000.0,
            "games_per_sec": (games as f64 / seconds * 10.0).round() / 10.0,
            "actions_per_game": (actions as f64 / g * 10.0).round() / 10.0,
            "turns_per_game": (turns as f64 / g * 10.0).round() / 10.0,
            "capped": capped,
        })
    );
    Ok(ExitCode::SUCCESS)
}

/// Runs `f(0..count)` on `threads` threads (`arena`'s games, `train`'s self-play and gate),
/// showing on stderr every `every` results how many are done; the results in index order,
/// or the first AI refusal.
pub(crate) fn in_parallel<T: Send>(
    count: u64,
    threads: usize,
    what: &str,
    every: u64,
    f: impl Fn(u64) -> Result<T, AiRefused> + Sync,
) -> Result<Vec<T>, AiRefused> {
    let next = AtomicU64::new(0);
    let out: Mutex<Vec<(u64, T)>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<AiRefused>> = Mutex::new(None);
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= count || failure.lock().unwrap().is_some() {
                    break;
                }
                match f(k) {
                    Ok(t) => {
                        let mut o = out.lock().unwrap();
                        o.push((k, t));
                        let done = o.len() as u64;
                        if done.is_multiple_of(every.max(1)) || done == count {
                            eprint!(
                                "\r  {what}: {done}/{count} · {:.0} s",
                                start.elapsed().as_secs_f64()
                            );
                        }
                    }
                    Err(e) => {
                        *failure.lock().unwrap() = Some(e);
                        break;
                    }
                }
            });
        }
    });
    eprintln!();
    if let Some(e) = failure.into_inner().unwrap() {
        return Err(e);
    }
    let mut out = out.into_inner().unwrap();
    out.sort_by_key(|(k, _)| *k);
    Ok(out.into_iter().map(|(_, t)| t).collect())
}
