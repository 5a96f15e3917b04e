//! `catan-bot`: configuration, tracing, and the subcommands — `run` (the Discord bot, the
//! default), `replay`, `hint`, `demo`, `arena`, `train`, `bench`, `db verify` and `db ratings`.
//! The tools' settings are options here, each with the environment variable that may give
//! it instead (clap's `env`, listed by `--help`); the bot's own are read by
//! the bot's configuration, which words every mistake in them for the operator.

use catan_bot::cli::arena::SearchArgs;
use catan_bot::store::DEFAULT_DATABASE_URL;
use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "catan-bot", version, about = "Settlers of Catan for Discord")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (the default). Reads DISCORD_TOKEN, DATABASE_URL, … from the
    /// environment or a `.env` file.
    Run,
    /// Replay a game record (docs/RECORD.md) and print one JSON line per action.
    Replay {
        file: PathBuf,
        /// Also write the board PNG after every action into this folder.
        #[arg(long)]
        render: Option<PathBuf>,
        /// Also write the game's timelapse (a GIF: set-up, each turn, the end) to this file.
        #[arg(long)]
        gif: Option<PathBuf>,
        /// Also write the game's charts (a PNG: points, dice, cards) to this file.
        #[arg(long)]
        charts: Option<PathBuf>,
        /// Instead, check the record's draws against its revealed seed (catan-fair/1) and
        /// say in one sentence that every draw matches, or which first does not.
        #[arg(long, conflicts_with_all = ["render", "gif", "charts"])]
        verify: bool,
    },
    /// What the AI would do now for one seat, in the position after a record's last action:
    /// the action as one docs/RECORD.md JSON line on stdout, and why on stderr.
    Hint {
        file: PathBuf,
        /// The seat to advise, numbered from 0 like a record's "p" (the first seat is 0).
        #[arg(long)]
        seat: u8,
        /// strong (searches; CATAN_AI_BUDGET_MS or CATAN_AI_PLAYOUTS set its budget) or
        /// heuristic (rules of thumb).
        #[arg(long, default_value = "strong")]
        level: catan_bot::ai::HintLevel,
        /// Seed of the AI's random choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[command(flatten)]
        search: SearchArgs,
    },
    /// Play a whole game among AI players without Discord, stored in SQLite like a real game.
    Demo {
        /// Seats, 2–6 (2: a duel, with its settings; 5–6 play the larger island).
        #[arg(long, default_value_t = 4)]
        players: u8,
        #[arg(long)]
        seed: Option<u64>,
        /// Folder for the board PNGs, the timelapse GIF, the charts and the summary.
        #[arg(long, default_value = "demo-out")]
        out: PathBuf,
        /// Where to store the game (default: demo.db in the output folder).
        #[arg(long, env = "DATABASE_URL")]
        database_url: Option<String>,
        #[command(flatten)]
        search: SearchArgs,
    },
    /// Play many AI games in parallel and print win rates.
    Arena {
        /// Comma-separated levels, one per seat (2–6 seats, 2 a duel; 5–6 play the larger island):
        /// strong, heuristic, random.
        #[arg(long, default_value = "strong,heuristic,random,random")]
        players: String,
        #[arg(long, default_value_t = 100)]
        games: u32,
        #[arg(long)]
        seed: Option<u64>,
        /// Games played at once (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        #[command(flatten)]
        search: SearchArgs,
    },
    /// Train the strong AI's win-chance model by self-play in rounds, each gated by an arena
    /// (a stopped run resumes from its folder); --ship writes assets/ai/win-model.txt.
    Train {
        #[command(flatten)]
        args: catan_bot::cli::train::TrainArgs,
    },
    /// Benchmark the engine: random legal play on one thread; prints one JSON line.
    Bench {
        #[arg(long, default_value_t = 1000)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seats per game, 2–6 (2: a duel, with its settings; 5–6 play the larger island).
        #[arg(long, default_value_t = 4)]
        players: u8,
    },
    /// Database maintenance.
    Db {
        /// The database to work on.
        #[arg(long, env = "DATABASE_URL", default_value = DEFAULT_DATABASE_URL, global = true)]
        database_url: String,
        #[command(subcommand)]
        command: DbCommand,
    },
}

#[derive(Subcommand)]
enum DbCommand {
    /// Copy every game, result and rating into a new database (SQLite or PostgreSQL, either
    /// way); stop the bot first.
    Copy {
        /// The database to copy into (made if missing; it must hold no game yet).
        #[arg(long)]
        to: String,
    },
    /// Replay every game's event log and check it equals its snapshot, and the ratings.
    Verify,
    /// Recompute the results and ratings from the finished games (--rebuild), or check
    /// that the stored ones equal a recomputation (--check).
    #[command(group(clap::ArgGroup::new("what").required(true)))]
    Ratings {
        #[arg(long, group = "what")]
        rebuild: bool,
        #[arg(long, group = "what")]
        check: bool,
    },
}

/// glibc gives each thread that meets a busy allocator an arena of its own (up to 8 per
/// core) and keeps what is freed there: the bot's board, GIF and chart buffers, a few MiB
/// each, freed on the blocking pool's threads, held 407 MiB of a 200-table load run against
/// 148 MiB with two arenas (`cargo bench --bench discord_load`, README). Two arenas, or the
/// number in `MALLOC_ARENA_MAX` (also when it comes from `.env`, which glibc never reads).
fn limit_malloc_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        let arenas = std::env::var("MALLOC_ARENA_MAX")
            .ok()
            .and_then(|v| v.trim().parse::<i32>().ok())
            .filter(|&n| n > 0)
            .unwrap_or(2);
        // SAFETY: mallopt only sets an allocator parameter; it is called before the runtime
        // and its threads exist, and a refusal (0) leaves glibc's default in place.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, arenas);
        }
    }
}

fn main() -> ExitCode {
    let _ = dotenvy::dotenv();
    let cli = Cli::parse();
    let result = match cli.command.unwrap_or(Command::Run) {
        Command::Run => {
            limit_malloc_arenas();
            catan_bot::bot::run_from_env()
        }
        Command::Replay { file, verify, .. } if verify => catan_bot::cli::verify_fair(&file),
        Command::Replay {
            file,
            render,
            gif,
            charts,
            ..
        } => catan_bot::cli::replay(
            &file,
            &catan_bot::cli::ReplayOutputs {
                render: render.as_deref(),
                gif: gif.as_deref(),
                charts: charts.as_deref(),
            },
        ),
        Command::Hint {
            file,
            seat,
            level,
            seed,
            search,
        } => catan_bot::cli::hint::run(&file, seat, level, seed, &search),
        Command::Train { args } => {
            let command = std::env::args().collect::<Vec<_>>().join(" ");
            catan_bot::cli::train::run(&args, &command)
        }
        Command::Bench {
            games,
            seed,
            players,
        } => catan_bot::cli::bench(games, seed, players),
        Command::Demo {
            players,
            seed,
            out,
            database_url,
            search,
        } => catan_bot::cli::demo::run(players, seed, &out, database_url.as_deref(), &search),
        Command::Arena {
            players,
            games,
            seed,
            threads,
            search,
        } => catan_bot::cli::arena::run(&players, games, seed, threads, &search),
        Command::Db {
            database_url,
            command: DbCommand::Verify,
        } => catan_bot::cli::verify::verify(&database_url),
        Command::Db {
            database_url,
            command: DbCommand::Copy { to },
        } => catan_bot::cli::verify::copy(&database_url, &to),
        Command::Db {
            database_url,
            command: DbCommand::Ratings { rebuild, .. },
        } => catan_bot::cli::verify::ratings(&database_url, rebuild),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("catan-bot: {e:#}");
            ExitCode::FAILURE
        }
    }
}
