//! `catan-bot demo`: one whole game among AIs without Discord — the README's way to try
//! the product without a token. It stores the game in SQLite exactly as the bot does
//! (`DATABASE_URL`, else `OUT/demo.db`: lobby, seats, start, one committed action at a time),
//! prints a readable turn-by-turn log with a progress bar (the leader's public points toward
//! the target), writes a board PNG after every turn, the game record, the recap's timelapse
//! GIF and charts PNG and a final summary into `--out`, and only ever prints public facts
//! (stolen cards and bought development cards are redacted, VP cards appear once the game
//! is over).

use super::arena::SearchArgs;
use crate::ai::play_fair_game;
use crate::ai::Level;
use crate::engine::fair;
use crate::engine::DevCard;
use crate::engine::Event;
use crate::engine::GameRng;
use crate::engine::MapKind;
use crate::engine::Record;
use crate::engine::Seat;
use crate::engine::{Action, SeatAction};
use crate::engine::{Game, Options, Phase};
use crate::i18n::Lang;
use crate::narrate::{self, plural};
use crate::render::Renderer;
use crate::store::{GameId, SeatInfo, Store};
use crate::table::deal::{deal, FairStart};
use anyhow::Context;
use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;
use tokio::runtime::Runtime;

/// Seat names of the demo table (the first `--players` of them).
pub const NAMES: [&str; 6] = ["Ada", "Bea", "Cy", "Dee", "Eve", "Fay"];
/// Levels of the demo table: one strong player among heuristic ones.
pub const LEVELS: [Level; 6] = [
    Level::Strong,
    Level::Heuristic,
    Level::Heuristic,
    Level::Heuristic,
    Level::Heuristic,
    Level::Heuristic,
];

/// Builds the public log of one turn: a header, then what each action did as the table
/// reads it in Discord (`narrate`), with plain names.
pub struct TurnLog {
    names: Vec<String>,
    levels: Vec<Level>,
    header: Option<String>,
    parts: Vec<String>,
}

impl TurnLog {
    pub fn new(names: Vec<String>, levels: Vec<Level>) -> TurnLog {
        TurnLog {
            names,
            levels,
            header: None,
            parts: Vec::new(),
        }
    }

    fn name(&self, s: Seat) -> &str {
        &self.names[s.index()]
    }

    /// Adds what one action did (events as the public sees them).
    pub fn record(&mut self, game: &Game, seat: Seat, events: &[Event]) {
        let current = game.current();
        if self.header.is_none() {
            let s = if game.phase() == Phase::Setup
                || matches!(
                    events.first(),
                    Some(Event::SettlementPlaced { setup: true, .. })
                ) {
                seat
            } else {
                current
            };
            let turn = if game.turn() == 0
                || events
                    .iter()
                    .any(|e| matches!(e, Event::SettlementPlaced { setup: true, .. }))
            {
                "Set-up".to_string()
            } else {
                format!("Turn {}", game.turn())
            };
            self.header = Some(format!(
                "{turn} · {} ({})",
                self.name(s),
                self.levels[s.index()].name()
            ));
        }
        // The header names the turn, so the next turn's start is left out.
        let shown: Vec<Event> = events
            .iter()
            .filter(|e| !matches!(e, Event::TurnStarted { .. }))
            .cloned()
            .collect();
        let line = narrate::summary(crate::i18n::Lang::En, &shown, &self.names[..], None);
        if !line.is_empty() {
            self.parts.push(line.into());
        }
    }

    /// The finished line, if anything happened; the log starts afresh.
    pub fn flush(&mut self) -> Option<String> {
        let header = self.header.take()?;
        let parts = std::mem::take(&mut self.parts);
        Some(format!("{header} — {}", parts.join(" ")))
    }
}

/// `[▰▰▰▱▱▱▱▱▱▱]`: the leader's public points toward the target.
fn progress(game: &Game) -> String {
    let target = game.options().points_to_win as usize;
    let lead = game.seats().map(|s| game.public_vp(s)).max().unwrap_or(0) as usize;
    let done = lead.min(target);
    format!("[{}{}]", "▰".repeat(done), "▱".repeat(target - done))
}

/// The final summary: points, revealed VP cards, winner.
pub fn summary(game: &Game, levels: &[Level]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "Final summary after {} turns", game.turn());
    for seat in game.seats() {
        let p = game.player(seat);
        let _ = writeln!(
            s,
            "  {:4} ({:9}) {:2} points · {}, {} · road {} · {} · {}{}{}",
            game.name(seat),
            levels[seat.index()].name(),
            game.total_vp(seat),
            plural(p.settlements.count_ones(), "settlement", "settlements"),
            plural(p.cities.count_ones(), "city", "cities"),
            p.road_length,
            plural(u32::from(p.knights_played), "knight", "knights"),
            plural(
                u32::from(p.dev_cards[DevCard::VictoryPoint]),
                "VP card",
                "VP cards"
            ),
            if game.longest_road() == Some(seat) {
                " · Longest Road"
            } else {
                ""
            },
            if game.largest_army() == Some(seat) {
                " · Largest Army"
            } else {
                ""
            },
        );
    }
    match game.winner() {
        Some(w) => {
            let _ = writeln!(s, "Winner: {} ({})", game.name(w), levels[w.index()].name());
        }
        None => {
            let _ = writeln!(s, "No winner: the game was stopped at the turn cap.");
        }
    }
    s
}

/// Plays and stores the game in `database_url` (default: `demo.db` in `out`).
pub fn run(
    players: u8,
    seed: Option<u64>,
    out: &Path,
    database_url: Option<&str>,
    search: &SearchArgs,
) -> anyhow::Result<ExitCode> {
    if !(2..=6).contains(&players) {
        anyhow::bail!("A demo game has 2 to 6 players, not {players}.");
    }
    let cfg = search.config()?;
    let seed = super::seed_or_clock(seed);
    std::fs::create_dir_all(out)
        .with_context(|| format!("cannot create the output folder {}", out.display()))?;
    let n = players as usize;
    let levels: Vec<Level> = LEVELS[..n].to_vec();
    let names: Vec<String> = NAMES[..n].iter().map(|s| s.to_string()).collect();
    let mut rng = GameRng::new(seed);
    let options = Options::for_players(players);
    println!(
        "Demo game, seed {seed}: {}",
        names
            .iter()
            .zip(&levels)
            .map(|(n, l)| format!("{n} ({l})"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let url = database_url.map_or_else(
        || format!("sqlite://{}", out.join("demo.db").display()),
        str::to_string,
    );
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let store = rt.block_on(Store::open(&url))?;
    let (mut stored, start) = StoredDemo::open_lobby(&rt, &store, seed, options, &names, &levels)?;
    let (mut game, record) = deal(
        options,
        MapKind::Random,
        names.clone(),
        Some(&start),
        &mut rng,
    )?;
    stored.start(&record, &game)?;
    println!("Stored as game {} in {url}", stored.id);
    let mut demo = DemoPlay {
        stored,
        record,
        log: TurnLog::new(names.clone(), levels.clone()),
        frames: BoardFrames { out, count: 0 },
        last_turn: game.turn(),
    };
    let outcome = play_fair_game(
        &mut game,
        &levels,
        &mut rng,
        Some(&start.key),
        &cfg,
        |g: &Game, seat: Seat, action: &Action, events: &[Event]| {
            demo.on_step(g, seat, action, events)
        },
    )?;
    let text = summary(&game, &levels);
    print!("{text}");
    std::fs::write(out.join("summary.txt"), &text)?;
    let stored = demo.stored.export(&game, out)?;
    // The record must replay to the same game.
    let replayed = demo.record.final_state()?;
    anyhow::ensure!(
        replayed == game,
        "the demo's record does not replay to the same game"
    );
    super::write_gif(&stored, &out.join("timelapse.gif"))?;
    super::write_charts(&stored, &out.join("charts.png"))?;
    println!(
        "{} actions · {} board PNGs, record.json, timelapse.gif, charts.png and summary.txt written to {}",
        outcome.actions,
        demo.frames.count,
        out.display()
    );
    Ok(ExitCode::SUCCESS)
}

/// The demo's game in the store: its id and the version of its row the next write expects.
struct StoredDemo<'a> {
    rt: &'a Runtime,
    store: &'a Store,
    id: GameId,
    version: i64,
}

impl<'a> StoredDemo<'a> {
    /// Opens the demo's lobby in `store` and seats `names` at `levels` in it, with the
    /// catan-fair/1 start the game is dealt from.
    ///
    /// catan-fair/1, as at a table opened by /catan new: the store fixes the lobby's seed
    /// and shows its commitment before the game starts; every draw comes from the seed and
    /// the start's entropy, and the seed is revealed at the end (replay --verify checks it).
    /// A demo's seed comes from its --seed, and its entropy names no game or click (there
    /// are none), so the same --seed plays the same game in any database.
    fn open_lobby(
        rt: &'a Runtime,
        store: &'a Store,
        seed: u64,
        options: Options,
        names: &[String],
        levels: &[Level],
    ) -> anyhow::Result<(StoredDemo<'a>, FairStart)> {
        let seats: Vec<SeatInfo> = names
            .iter()
            .zip(levels)
            .enumerate()
            .map(|(i, (n, l))| SeatInfo {
                user_id: i as u64 + 1,
                name: n.clone(),
                ai: Some(*l),
            })
            .collect();
        let mut seed_rng = GameRng::new(seed ^ 0xfa15_5eed);
        let fair_seed: [u8; 32] = std::array::from_fn(|_| seed_rng.below(256) as u8);
        let id = rt.block_on(store.create_seeded_lobby(
            crate::store::NewTable {
                guild: None,
                channel: demo_channel(seed),
                options,
                map: MapKind::Random,
                turn_timer_minutes: None,
                language: crate::i18n::Lang::En,
            },
            seats[0].clone(),
            &|_| fair_seed,
        ))?;
        let row = rt.block_on(store.game_row(id))?;
        let version = rt.block_on(store.set_seats(id, row.version, &seats))?;
        let committed = row
            .fair
            .as_ref()
            .context("the store opened the lobby without a catan-fair/1 seed")?;
        let entropy = fair::start_entropy(0, 0, &vec![0; names.len()]);
        let start = FairStart {
            commitment: committed.commitment(),
            key: fair::Key::new(&committed.seed, &entropy),
            entropy,
        };
        let stored = StoredDemo {
            rt,
            store,
            id,
            version,
        };
        Ok((stored, start))
    }

    /// Starts the stored game: `game` as dealt, with its `record`'s header.
    fn start(&mut self, record: &Record, game: &Game) -> anyhow::Result<()> {
        self.version =
            self.rt
                .block_on(self.store.start_game(self.id, self.version, record, game))?;
        Ok(())
    }

    /// Commits `seat`'s `action`, after which the game is `after`.
    fn commit(&mut self, seat: Seat, action: &Action, after: &Game) -> anyhow::Result<()> {
        self.version = self.rt.block_on(self.store.commit_action(
            self.id,
            self.version,
            seat,
            action,
            after,
        ))?;
        Ok(())
    }

    /// Writes the record as the store exports it, like any real game, to `record.json` in
    /// `out`, checks it replays to `game`, and closes the store; returns the record.
    fn export(&self, game: &Game, out: &Path) -> anyhow::Result<Record> {
        let stored = self.rt.block_on(self.store.record(self.id))?;
        std::fs::write(
            out.join("record.json"),
            serde_json::to_string_pretty(&stored)?,
        )?;
        anyhow::ensure!(
            stored.final_state()?.summary() == game.summary(),
            "the stored record does not replay to the same game"
        );
        self.rt.block_on(self.store.close());
        Ok(stored)
    }
}

/// A channel of its own for the demo's table, so a demo never collides with an open game
/// in a shared database.
fn demo_channel(seed: u64) -> u64 {
    (std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_micros() as u64)
        .unwrap_or(seed)
        ^ seed)
        & ((1 << 53) - 1)
}

/// The board PNGs of a demo, one per turn, numbered from 0 in `out`.
struct BoardFrames<'a> {
    out: &'a Path,
    /// How many have been written.
    count: u32,
}

impl BoardFrames<'_> {
    /// Writes the board of `g` with its panel as the next PNG, named after its turn.
    fn write(&mut self, g: &Game) -> anyhow::Result<()> {
        let frame = self.count;
        let png = Renderer::global().render_with_panel(Lang::En, &g.public_view(), None);
        let name = if g.phase() == Phase::Setup || g.turn() == 0 {
            format!("board-{frame:03}-setup.png")
        } else {
            format!("board-{frame:03}-turn-{:03}.png", g.turn())
        };
        std::fs::write(self.out.join(name), png)?;
        self.count += 1;
        Ok(())
    }
}

/// A demo game as it is played: stored, recorded, logged and drawn action by action.
struct DemoPlay<'a> {
    stored: StoredDemo<'a>,
    record: Record,
    log: TurnLog,
    frames: BoardFrames<'a>,
    /// The turn at the last end of a line of the log (at first, the dealt game's turn).
    last_turn: u32,
}

impl DemoPlay<'_> {
    /// After `seat`'s `action` (which made `events`, leaving the game `g`): records and
    /// commits it, logs it, and at the end of a turn or of a set-up pair prints the log's
    /// line with the progress bar (and draws the board when the turn is over).
    fn on_step(
        &mut self,
        g: &Game,
        seat: Seat,
        action: &Action,
        events: &[Event],
    ) -> anyhow::Result<()> {
        self.record.actions.push(SeatAction {
            p: seat,
            action: *action,
        });
        self.stored.commit(seat, action, g)?;
        self.log.record(g, seat, events);
        let turn_over = g.turn() != self.last_turn || g.phase() == Phase::GameOver;
        let setup_pair = matches!(action, Action::PlaceRoad { .. });
        if turn_over || setup_pair {
            if let Some(line) = self.log.flush() {
                println!("{} {line}", progress(g));
            }
            if turn_over {
                self.frames.write(g)?;
            }
            self.last_turn = g.turn();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::play_game;
    use crate::engine::{BoardSpec, GameSetup};

    #[test]
    fn the_log_tells_a_turn_publicly() {
        let mut rng = GameRng::new(5);
        let options = Options::default();
        let mut setup = GameSetup::random(options, BoardSpec::Beginner.build(), &mut rng);
        setup.names = NAMES.iter().map(|s| s.to_string()).collect();
        let mut game = Game::new(setup).unwrap();
        let levels = vec![Level::Heuristic; 4];
        let mut log = TurnLog::new(game.names().to_vec(), levels.clone());
        let mut lines = Vec::new();
        let mut last = game.turn();
        let cfg = crate::ai::StrongConfig::default();
        play_game(
            &mut game,
            &levels,
            &mut rng,
            &cfg,
            |g: &Game, seat: Seat, a: &Action, ev: &[Event]| -> anyhow::Result<()> {
                log.record(g, seat, ev);
                if g.turn() != last
                    || matches!(a, Action::PlaceRoad { .. })
                    || g.phase() == Phase::GameOver
                {
                    lines.extend(log.flush());
                    last = g.turn();
                }
                Ok(())
            },
        )
        .unwrap();
        assert!(lines[0].starts_with("Set-up · "), "{}", lines[0]);
        assert!(lines
            .iter()
            .any(|l| l.contains(" rolled ") && l.contains(": ")));
        // Public only: bought cards and stolen cards are never named.
        for l in &lines {
            assert!(
                !l.contains("bought a Knight") && !l.contains("stole 1"),
                "{l}"
            );
        }
        assert!(lines.last().unwrap().contains(" wins with "), "{lines:?}");
        let text = summary(&game, &levels);
        assert!(text.contains("Winner: "), "{text}");
    }
}
