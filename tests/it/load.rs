//! The load run of the bot against the strict fake Discord, shared by the load bench
//! (`benches/discord_load.rs`, which documents it) and the fail-over test (`shards`): every
//! table's member opens a table, adds three AI seats and plays the whole game by buttons
//! while bot processes play; the report counts what was answered, how fast, what was lost.

use crate::fake_discord::{self, FakeDiscord, FakeUser, InteractionHandle, Message, Opt, Response};
use crate::pg;
use crate::table::{self, poll};
use catan_bot::bot::components::{decode_action, ChooserControl, Cid, RobberButton, TurnVerb};
use catan_bot::engine::*;
use catan_bot::store::{GameStatus, LoadedGame, MessageKind, Store};
use catan_bot::table::who;
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How often a driver looks at its channel while it waits for its turn.
const POLL: Duration = Duration::from_millis(40);
/// How often a driver looks for the answer to its interaction.
const ANSWER_POLL: Duration = Duration::from_millis(10);
/// A driver gives up on an interaction unanswered for this long (Discord's deadline is 3 s).
const ANSWER_WAIT: Duration = Duration::from_secs(15);
/// Actions of one human turn before the driver ends it whatever it holds.
const MAX_ACTIONS_PER_TURN: u32 = 12;

/// How the bot runs: on which database, as how many processes, over how many shards.
#[derive(Clone, Copy)]
pub struct Setup {
    pub postgres: bool,
    pub processes: usize,
    /// Gateway shards shared by the processes (0: one unsharded process).
    pub shards: u32,
    /// Kill the first process (SIGKILL) this long into the games.
    pub kill_after: Option<Duration>,
    /// Freeze the second process (SIGSTOP) in the middle of the games, then wake it.
    pub pause: Option<Pause>,
    /// Points to win (short games: a run of 200 tables to 5 points takes minutes).
    pub points: i64,
    /// Seats at each table: the member playing by buttons and AI seats (3 or 4).
    pub players: i64,
    /// Discord's rate limits `FAST_RATE_SCALE` times shorter, the bots pacing themselves to
    /// match (test hooks on); else production settings, no test hooks.
    pub fast: bool,
    /// With `fast`: the shards' leases last this many seconds (`CATAN_TEST_LEASE_SECS`)
    /// instead of 15, so a killed process's shards are taken over sooner.
    pub lease_secs: Option<u32>,
    /// The folder under the target's tmp folder for the bots' logs and database.
    pub name: &'static str,
    /// How the members open their tables in time.
    pub opening: Opening,
}

/// A process frozen (SIGSTOP) past its shards' leases and woken (SIGCONT) after the others
/// took its shards over, as a paused VM or a stopped container would be.
#[derive(Clone, Copy)]
pub struct Pause {
    /// This long into the games.
    pub after: Duration,
    /// For this long.
    pub length: Duration,
}

/// When the members open their tables and how quickly they click through their lobbies.
/// In play a driver acts as soon as it sees its turn (the game itself spreads the tables
/// out: dice, AI turns, offers).
#[derive(Clone, Copy, Debug)]
pub struct Opening {
    /// The tables' `/catan new` at moments spread evenly over this span (zero: all at once).
    pub over: Duration,
    /// Before each click of its lobby (Add AI, the AI's kind, Start) a member reads the
    /// answer for a time drawn evenly from this range (zero: it clicks at once).
    pub think: (Duration, Duration),
}

impl Opening {
    /// Every table at the same instant, every lobby clicked through at once: a burst no
    /// community makes, kept for stress (`LOAD_OPEN_PER_SEC=0 LOAD_THINK_MS=0`).
    #[allow(dead_code)] // the fail-over test's; the bench, which includes this file, reads env
    pub const AT_ONCE: Opening = Opening {
        over: Duration::ZERO,
        think: (Duration::ZERO, Duration::ZERO),
    };

    pub fn describe(&self) -> String {
        let when = match self.over.is_zero() {
            true => "all tables opened at once".to_owned(),
            false => format!("tables opened over {} s", self.over.as_secs_f64()),
        };
        let (lo, hi) = (self.think.0.as_millis(), self.think.1.as_millis());
        let think = match (lo, hi) {
            (0, 0) => "lobby clicks at once".to_owned(),
            (lo, hi) if lo == hi => format!("{lo} ms to think before each lobby click"),
            (lo, hi) => format!("{lo}–{hi} ms to think before each lobby click"),
        };
        format!("{when}, {think}")
    }

    /// When table `index` of `tables` opens, from the start of the run.
    fn at(&self, index: usize, tables: usize) -> Duration {
        self.over.mul_f64(index as f64 / tables.max(1) as f64)
    }

    /// The member reads what it was shown before its next click.
    async fn think(&self, rng: &mut rand::rngs::StdRng) {
        use rand::Rng;
        let (lo, hi) = self.think;
        let pause = match hi > lo {
            true => rng.gen_range(lo..=hi),
            false => lo,
        };
        if !pause.is_zero() {
            tokio::time::sleep(pause).await;
        }
    }
}

impl Setup {
    pub fn describe(&self) -> String {
        let db = match self.postgres {
            true => "PostgreSQL",
            false => "SQLite",
        };
        match self.processes {
            1 => format!("one bot process on {db}"),
            n => format!("{n} bot processes on {db}, {} shards", self.shards),
        }
    }
}

/// What the drivers share.
struct Run {
    fake: FakeDiscord,
    store: Store,
    deadline: Instant,
    points: i64,
    players: i64,
    /// When a process was first killed or frozen (`LOAD_KILL_AFTER_SECS`, `Setup::pause`):
    /// from then on a click may die with it, and its player clicks again.
    outage: std::sync::OnceLock<Instant>,
    /// How long a lobby may take to show its seats: its edits wait their turn in the bot's
    /// share of Discord's global limit behind every other table's at the synchronized start.
    lobby_wait: Duration,
    /// How long the game-over message may take once the store has the game over: its
    /// requests (the last turn message closed, the message posted) queue behind every other
    /// table's in the bot's share of Discord's global limit, as a lobby's do.
    over_wait: Duration,
    opening: Opening,
    tables: usize,
}

/// How soon the shards of a killed process must run elsewhere (issue 22).
const TAKEOVER: Duration = Duration::from_secs(30);

/// How soon a frozen process, woken, closes its sessions on the shards it lost.
const SESSIONS_CLOSED: Duration = Duration::from_secs(2);

/// The guild a request of the bot is about: that of the channel it writes to or reads, or
/// of the interaction it answers; None for the bot's own business (gateway, commands).
fn request_guild(fake: &FakeDiscord, request: &str) -> Option<u64> {
    let path = request.split_whitespace().nth(1)?;
    let segs: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let channel = match segs.as_slice() {
        ["channels", id, ..] => id.parse().ok()?,
        ["interactions", id, ..] => {
            let id: u64 = id.parse().ok()?;
            fake.with_state(|s| s.interaction(id).map(|r| r.channel_id))?
        }
        ["webhooks", _, token, ..] => fake.with_state(|s| {
            s.interactions
                .iter()
                .find(|r| r.token == *token)
                .map(|r| r.channel_id)
        })?,
        _ => return None,
    };
    Some(fake.guild_of(channel))
}

/// What the fail-over did.
struct Kill {
    pid: u32,
    at: Instant,
    /// From the kill until no shard was held by the killed process any more.
    taken_over: Option<Duration>,
    /// The shards it held, of how many.
    held: Vec<u32>,
    shards: u32,
    /// Tables in the servers of the killed process's shards.
    tables: usize,
}

/// What one table's driver saw.
#[derive(Default)]
struct Outcome {
    channel: u64,
    game: Option<i64>,
    seat: Option<Seat>,
    /// Every action acknowledged to the human (callback 6), in order, with its interaction.
    acked: Vec<(Action, u64)>,
    /// Private refusals of a click (the state had moved on), with their text.
    refused: Vec<String>,
    /// Clicks on a component that had gone by the time of the click (the table moved).
    stale: usize,
    /// From the click on Build… to its chooser on screen (the board drawn).
    chooser_shown: Vec<Duration>,
    /// From `/catan new` to its lobby on screen (its first answer, or the edit of the
    /// "thinking…" that went first).
    lobby_shown: Option<Duration>,
    /// From the driver seeing the game over in the store to the game-over message on screen.
    over_shown: Option<Duration>,
    /// Interactions that went unanswered after a process was killed, clicked again.
    failed_over: usize,
    finished: bool,
    error: Option<String>,
    started: Option<Instant>,
    ended: Option<Instant>,
}

/// Plays `tables` tables as `setup` says and prints the report; true when every game
/// finished, no acknowledged action was lost, every interaction was answered (but those
/// that died with a killed process) and every log replays.
pub async fn run(tables: usize, timeout: Duration, setup: Setup) -> bool {
    let wall = Instant::now();
    // Sharded, the tables are spread over two servers per shard.
    let guilds = (setup.shards as usize * 2).max(1);
    let fake = FakeDiscord::start_with_players_and_guilds(tables, guilds).await;
    fake.keep_file_bytes(false);
    if setup.fast {
        fake.set_rate_scale(fake_discord::FAST_RATE_SCALE);
    }
    let guild_ids: Vec<u64> = fake.guilds().iter().map(|g| g.id).collect();
    let mut channels = Vec::new();
    for (i, guild) in guild_ids.iter().enumerate() {
        let here = tables / guilds + usize::from(i < tables % guilds);
        channels.extend(fake.add_channels_in(*guild, "table", here));
    }
    let players = fake.players();
    // The bot's database and logs stay in target/tmp/<name> for a look afterwards.
    let log_dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(setup.name);
    let _ = std::fs::remove_dir_all(&log_dir);
    std::fs::create_dir_all(&log_dir).expect("the log folder");
    let db = match setup.postgres {
        true => pg::database().await,
        false => format!("sqlite://{}", log_dir.join("catan.db").display()),
    };
    let log_paths: Vec<std::path::PathBuf> = (0..setup.processes)
        .map(|i| match setup.processes {
            1 => log_dir.join("bot.log"),
            _ => log_dir.join(format!("bot-{}.log", i + 1)),
        })
        .collect();
    // Each bot's operator port, scraped at the end for where interactions wait.
    let ports: Vec<u16> = log_paths.iter().map(|_| crate::pg::spare_port()).collect();
    // Each process reaches the fake under its own tag, so what it sent is told apart.
    let tags: Vec<String> = (1..=setup.processes).map(|i| format!("bot{i}")).collect();
    let mut bots: Vec<std::process::Child> = log_paths
        .iter()
        .zip(&ports)
        .zip(&tags)
        .map(|((log, port), tag)| spawn_bot(&fake, &db, log, *port, tag, setup))
        .collect();
    let pids: Vec<u32> = bots.iter().map(|b| b.id()).collect();
    fake.wait_online().await;
    if setup.shards > 0 {
        // Discord starts one session per 5 s for the whole bot.
        let all = poll(
            Duration::from_secs(30 + 8 * u64::from(setup.shards)),
            || (fake.live_shards().len() >= setup.shards as usize).then_some(()),
        )
        .await;
        assert!(all.is_some(), "every shard has a session");
    }
    // Every process is still up once the shards are served: one that stopped on its own
    // would leave the run without the process it takes the others' shards over with.
    for ((bot, log), pid) in bots.iter_mut().zip(&log_paths).zip(&pids) {
        if let Some(how) = ended_on_its_own(bot, log) {
            panic!("bot process {pid} stopped during start-up: {how}");
        }
    }
    let store = Store::open(&db).await.expect("open the bot's database");
    println!(
        "discord_load: {tables} tables, {} (pids {pids:?}), rate limits on; logs and database in {}",
        setup.describe(),
        log_dir.display()
    );

    // The bots' memory, sampled (VmHWM is read at the end as well).
    let stop = Arc::new(AtomicBool::new(false));
    let peak_rss: Arc<Vec<AtomicU64>> = Arc::new(pids.iter().map(|_| AtomicU64::new(0)).collect());
    let sampler = {
        let (stop, peak, pids) = (stop.clone(), peak_rss.clone(), pids.clone());
        tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                for (pid, peak) in pids.iter().zip(peak.iter()) {
                    if let Some(kb) = proc_status_kb(*pid, "VmRSS") {
                        peak.fetch_max(kb, Ordering::Relaxed);
                    }
                }
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
        })
    };
    let progress = {
        let stop = stop.clone();
        let store = store.clone();
        tokio::spawn(async move {
            let start = Instant::now();
            let mut next = Duration::from_secs(30);
            while !stop.load(Ordering::Relaxed) {
                tokio::time::sleep(Duration::from_millis(250)).await;
                if start.elapsed() < next {
                    continue;
                }
                next += Duration::from_secs(30);
                if let Ok(active) = store.active_games().await {
                    eprintln!(
                        "discord_load: {:>5.0} s, {} games still active",
                        start.elapsed().as_secs_f64(),
                        active.len()
                    );
                }
            }
        })
    };

    let run = Arc::new(Run {
        fake: fake.clone(),
        store: store.clone(),
        deadline: Instant::now() + timeout,
        points: setup.points,
        players: setup.players,
        outage: Default::default(),
        // About six requests of each table's opening under a global limit of 45 a second.
        lobby_wait: Duration::from_secs(30) + Duration::from_millis(150) * tables as u32,
        over_wait: Duration::from_secs(120) + Duration::from_millis(150) * tables as u32,
        opening: setup.opening,
        tables,
    });
    let killer = setup.kill_after.map(|after| {
        let (run, victim, channels) = (run.clone(), pids[0], channels.clone());
        let shards = setup.shards;
        tokio::spawn(async move { kill_one(&run, victim, after, shards, &channels).await })
    });
    let pauser = setup.pause.map(|pause| {
        let (run, victim, tag) = (run.clone(), pids[1], tags[1].clone());
        let (shards, pids, tags) = (setup.shards, pids.clone(), tags.clone());
        let (stop, channels) = (stop.clone(), channels.clone());
        tokio::spawn(async move {
            let who = (victim, tag, &pids[..], &tags[..]);
            pause_one(&run, who, pause, shards, &channels, &stop).await
        })
    });
    let handles: Vec<_> = channels
        .iter()
        .zip(players)
        .enumerate()
        .map(|(index, (c, user))| {
            let run = run.clone();
            let channel = c.id;
            tokio::spawn(async move {
                let mut out = Outcome {
                    channel,
                    ..Outcome::default()
                };
                tokio::time::sleep(run.opening.at(index, run.tables)).await;
                if let Err(e) = drive(&run, &user, &mut out).await {
                    out.error = Some(e);
                }
                out
            })
        })
        .collect();
    let mut outcomes = Vec::new();
    for (h, c) in handles.into_iter().zip(&channels) {
        outcomes.push(h.await.unwrap_or_else(|e| Outcome {
            channel: c.id,
            error: Some(format!("the driver panicked: {}", panic_text(e))),
            ..Outcome::default()
        }));
    }
    let wall_time = wall.elapsed();
    let kill = match killer {
        Some(k) => Some(k.await.expect("the killer task")),
        None => None,
    };
    stop.store(true, Ordering::Relaxed);
    let paused = match pauser {
        Some(p) => Some(p.await.expect("the pausing task")),
        None => None,
    };
    let _ = progress.await;
    let _ = sampler.await;
    let killed = kill.as_ref().map(|k| k.pid);
    let bots_seen: Vec<Bot> = pids
        .iter()
        .zip(peak_rss.iter())
        .zip(bots.iter_mut().zip(&log_paths))
        .map(|((pid, peak), (bot, log))| Bot {
            pid: *pid,
            hwm_kb: proc_status_kb(*pid, "VmHWM"),
            peak_rss_kb: peak.load(Ordering::Relaxed),
            cpu: proc_cpu_secs(&format!("/proc/{pid}/stat")),
            ended: match killed == Some(*pid) {
                true => None,
                false => ended_on_its_own(bot, log),
            },
        })
        .collect();
    let own_cpu = proc_cpu_secs("/proc/self/stat");
    let mut scraped = Vec::new();
    for port in &ports {
        let metrics = tokio::time::timeout(Duration::from_secs(5), async {
            tokio::net::TcpStream::connect(("127.0.0.1", *port))
                .await
                .ok()?;
            Some(table::get(*port, "/metrics").await.1)
        });
        // The killed process answers nothing: its share is missing.
        if let Ok(Some(text)) = metrics.await {
            scraped.push(text);
        }
    }
    for bot in &mut bots {
        let _ = bot.kill();
        let _ = bot.wait();
    }

    report(
        &fake,
        &store,
        &outcomes,
        &log_paths,
        setup,
        wall_time,
        &bots_seen,
        own_cpu,
        &scraped,
        kill.as_ref(),
        paused.as_ref(),
        &db,
    )
    .await
}

/// Kills process `pid` (SIGKILL) `after` into the games and waits until the others hold
/// every shard it held.
async fn kill_one(
    run: &Run,
    pid: u32,
    after: Duration,
    shards: u32,
    channels: &[fake_discord::FakeChannel],
) -> Kill {
    tokio::time::sleep(after).await;
    let mine = |holders: &[(u32, Option<String>, i64)]| -> Vec<u32> {
        holders
            .iter()
            .filter(|(_, h, _)| {
                h.as_deref()
                    .and_then(|h| h.split_whitespace().nth(1)?.parse::<u32>().ok())
                    == Some(pid)
            })
            .map(|(s, _, _)| *s)
            .collect()
    };
    let held = mine(&run.store.shard_holders().await.unwrap_or_default());
    let tables = channels
        .iter()
        .filter(|c| {
            let guild = run.fake.guild_of(c.id);
            held.contains(&catan_bot::store::shard_of(Some(guild), shards))
        })
        .count();
    signal(pid, "KILL");
    let at = Instant::now();
    let _ = run.outage.set(at);
    eprintln!(
        "discord_load: killed process {pid} (shards {held:?}, {tables} tables) {:.0} s into the games",
        after.as_secs_f64()
    );
    let mut took = None;
    while at.elapsed() < Duration::from_secs(120) {
        if let Ok(h) = run.store.shard_holders().await {
            if mine(&h).is_empty() && h.iter().all(|(_, holder, _)| holder.is_some()) {
                took = Some(at.elapsed());
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    eprintln!("discord_load: its shards were taken over after {took:?}");
    Kill {
        pid,
        at,
        taken_over: took,
        held,
        shards,
        tables,
    }
}

/// Who held each shard (the holder's process id), sampled at a moment on the fake's clock.
type Holders = (u64, Vec<Option<u32>>);

/// The process id in a shard holder's name ("process 12 on host, run …").
fn holder_pid(holder: Option<&str>) -> Option<u32> {
    holder?.split_whitespace().nth(1)?.parse().ok()
}

/// What the pause did.
struct Paused {
    pid: u32,
    tag: String,
    /// The shards it held when it was frozen, of how many.
    held: Vec<u32>,
    shards: u32,
    /// Tables in the servers of those shards.
    tables: usize,
    stopped: Instant,
    /// For each shard it held, from the freeze until a live process held it with a session
    /// of its own for it (the woken process itself, once its old sessions are gone):
    /// interactions of its servers made in between may go unanswered.
    served_again: BTreeMap<u32, Duration>,
    /// When it was woken (SIGCONT), on the harness's clock and on the fake's.
    woke: Instant,
    woke_ms: u64,
    /// From the wake until it had no session left on a shard it does not hold.
    sessions_closed: Option<Duration>,
    /// The shards' holders sampled from the freeze to the end of the run, oldest first.
    timeline: Vec<Holders>,
}

impl Paused {
    /// Whether the woken process held `shard` around the moment `ms` (on the fake's clock):
    /// by the samples just before and just after it, so that a shard it takes between two
    /// samples is not counted against it.
    fn held_around(&self, shard: u32, ms: u64) -> bool {
        let at = self.timeline.partition_point(|(t, _)| *t <= ms);
        let holds = |i: usize| {
            self.timeline
                .get(i)
                .is_some_and(|(_, h)| h.get(shard as usize).copied().flatten() == Some(self.pid))
        };
        holds(at.saturating_sub(1)) || holds(at)
    }

    /// Whether an interaction made at `injected` in `guild` fell in the pause's outage: the
    /// frozen process's shards before a live process served them again (from Discord's
    /// 3 s before the freeze: an answer under way when it came never left).
    fn outage_of(&self, guild: u64, injected: Instant) -> bool {
        let shard = catan_bot::store::shard_of(Some(guild), self.shards);
        self.held.contains(&shard)
            && injected + fake_discord::INITIAL_RESPONSE_WINDOW >= self.stopped
            && self
                .served_again
                .get(&shard)
                .is_none_or(|t| injected <= self.stopped + *t)
    }

    /// When the last of its shards was served again (None: one never was).
    fn all_served_again(&self) -> Option<Duration> {
        match self.served_again.len() == self.held.len() {
            true => self.served_again.values().max().copied(),
            false => None,
        }
    }
}

/// Freezes process `pid` (SIGSTOP) `pause.after` into the games, while its tables are busy,
/// for `pause.length`, then wakes it (SIGCONT); samples who holds each shard from the freeze
/// to the end of the run (`stop`), and when the live processes serve its shards again and
/// when, woken, it has closed the sessions of shards it no longer holds.
async fn pause_one(
    run: &Run,
    (pid, tag, pids, tags): (u32, String, &[u32], &[String]),
    pause: Pause,
    shards: u32,
    channels: &[fake_discord::FakeChannel],
    stop: &AtomicBool,
) -> Paused {
    tokio::time::sleep(pause.after).await;
    let holders = || async {
        let h = run.store.shard_holders().await.unwrap_or_default();
        let at = run.fake.now_ms();
        let by: Vec<Option<u32>> = (0..shards)
            .map(|s| {
                h.iter()
                    .find(|(shard, _, _)| *shard == s)
                    .and_then(|(_, holder, _)| holder_pid(holder.as_deref()))
            })
            .collect();
        (at, by)
    };
    let first = holders().await;
    let held: Vec<u32> = (0..shards)
        .filter(|&s| first.1[s as usize] == Some(pid))
        .collect();
    let tables = channels
        .iter()
        .filter(|c| {
            held.contains(&catan_bot::store::shard_of(
                Some(run.fake.guild_of(c.id)),
                shards,
            ))
        })
        .count();
    let stopped = Instant::now();
    signal(pid, "STOP");
    let _ = run.outage.set(stopped);
    eprintln!(
        "discord_load: froze process {pid} (shards {held:?}, {tables} tables) {:.0} s into the games",
        pause.after.as_secs_f64()
    );
    let tag_of = |p: u32| pids.iter().position(|&q| q == p).map(|i| tags[i].clone());
    // A shard is served again once a live process holds it and has a session of its own
    // on it: another process, or the woken one with a session started after its old ones
    // closed.
    let serves = |(_, by): &Holders, s: u32, fresh: bool| {
        let Some(holder) = by[s as usize].filter(|&p| p != pid || fresh) else {
            return false;
        };
        let tag = tag_of(holder);
        run.fake
            .live_sessions()
            .iter()
            .any(|(t, sh, _)| sh[0] == u64::from(s) && *t == tag)
    };
    // Its sessions when it froze: woken, it must close them (those of shards it lost).
    let old_sessions: Vec<(u64, String)> = run
        .fake
        .live_sessions()
        .into_iter()
        .filter(|(t, _, _)| t.as_deref() == Some(tag.as_str()))
        .map(|(_, sh, id)| (sh[0], id))
        .collect();
    let mut timeline = vec![first];
    let mut served_again = BTreeMap::new();
    let mut woke: Option<(Instant, u64)> = None;
    let mut sessions_closed = None;
    while !stop.load(Ordering::Relaxed) {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let now = holders().await;
        let fresh = sessions_closed.is_some();
        for &s in &held {
            if !served_again.contains_key(&s) && serves(&now, s, fresh) {
                served_again.insert(s, stopped.elapsed());
            }
        }
        if woke.is_none() && stopped.elapsed() >= pause.length {
            signal(pid, "CONT");
            woke = Some((Instant::now(), run.fake.now_ms()));
            eprintln!(
                "discord_load: woke process {pid} after {:.1} s; its shards served again after {served_again:?}",
                stopped.elapsed().as_secs_f64(),
            );
        }
        if let (Some((at, _)), None) = (woke, sessions_closed) {
            // An old session on a shard it no longer holds is still live. (Sessions it starts
            // for shards it claims are new ones.)
            let live = run.fake.live_sessions();
            let stale = old_sessions.iter().any(|(shard, id)| {
                now.1[*shard as usize] != Some(pid) && live.iter().any(|(_, _, l)| l == id)
            });
            if !stale {
                sessions_closed = Some(at.elapsed());
            }
        }
        timeline.push(now);
    }
    let (woke, woke_ms) = woke.unwrap_or((Instant::now(), run.fake.now_ms()));
    Paused {
        pid,
        tag,
        held,
        shards,
        tables,
        stopped,
        served_again,
        woke,
        woke_ms,
        sessions_closed,
        timeline,
    }
}

fn signal(pid: u32, sig: &str) {
    let ok = std::process::Command::new("kill")
        .args([format!("-{sig}"), pid.to_string()])
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "kill -{sig} {pid}");
}

/// Whether a live gateway session receives the interactions of `channel`'s server.
fn served(run: &Run, channel: u64) -> bool {
    let guild = run.fake.guild_of(channel);
    run.fake
        .live_shards()
        .iter()
        .any(|s| fake_discord::routes_to(Some(guild), *s))
}

/// After a kill, an interaction the killed process took and never answered: Discord tells
/// the player it failed, and they click again.
fn died_with_the_process(run: &Run, e: &str) -> bool {
    run.outage.get().is_some()
        && (e.contains("unanswered after")
            || e.contains("no message for interaction")
            || e.contains("did not turn its page"))
}

/// The p50 and p99 of histogram `name`'s series `label` summed over the bots' scrapes, as
/// the bucket bounds they fall under ("≤ 250 ms"): a histogram keeps no finer grain.
fn bucket_percentiles(scraped: &[String], name: &str, label: &str) -> String {
    let prefix = format!("{name}_bucket{{{label},le=\"");
    let mut buckets: std::collections::BTreeMap<u64, (String, f64)> = Default::default();
    for line in scraped.iter().flat_map(|t| t.lines()) {
        let Some((le, n)) = line
            .strip_prefix(&prefix)
            .and_then(|r| r.split_once("\"} "))
        else {
            continue;
        };
        let key = le.parse::<f64>().map_or(u64::MAX, |s| (s * 1000.0) as u64);
        let n: f64 = n.parse().unwrap_or(0.0);
        buckets.entry(key).or_insert((le.to_string(), 0.0)).1 += n;
    }
    let total = buckets.values().last().map_or(0.0, |b| b.1);
    if total == 0.0 {
        return "no samples".into();
    }
    let under = |q: f64| {
        let (ms, _) = buckets
            .iter()
            .find(|(_, (_, n))| *n >= q * total)
            .expect("the last bucket holds every sample");
        match *ms {
            u64::MAX => "> 5 s".to_string(),
            ms => format!("≤ {ms} ms"),
        }
    };
    format!("n {total} · p50 {} · p99 {}", under(0.5), under(0.99))
}

/// What was measured of one bot process.
struct Bot {
    pid: u32,
    /// Peak RSS (VmHWM), in KiB.
    hwm_kb: Option<u64>,
    /// The highest VmRSS sampled, in KiB.
    peak_rss_kb: u64,
    /// User + system CPU seconds.
    cpu: Option<f64>,
    /// How it ended on its own, before the run's end (a process the run killed is not
    /// counted): its exit status and the last lines of its log, which say why.
    ended: Option<String>,
}

/// How a bot process ended on its own (None: still running): its exit status and the end of
/// its log.
fn ended_on_its_own(bot: &mut std::process::Child, log: &std::path::Path) -> Option<String> {
    let status = bot.try_wait().ok()??;
    let text = std::fs::read_to_string(log).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let tail = lines[lines.len().saturating_sub(8)..].join("\n  ");
    Some(format!("{status}; its log ends:\n  {tail}"))
}

/// `catan-bot run` against the fake, as in production (no test hooks), its log in `log`;
/// sharded, one process of the bot (its commands global, to reach every server).
fn spawn_bot(
    fake: &FakeDiscord,
    db: &str,
    log: &std::path::Path,
    metrics_port: u16,
    tag: &str,
    setup: Setup,
) -> std::process::Child {
    let log = std::fs::File::create(log).expect("the bot's log file");
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_catan-bot"));
    match setup.shards {
        0 => cmd.env("DISCORD_GUILD_ID", fake.guild_id().to_string()),
        n => cmd
            .env("DISCORD_GUILD_ID", "")
            .env("CATAN_SHARDS", n.to_string()),
    };
    cmd.arg("run")
        .env("DISCORD_TOKEN", fake_discord::TOKEN)
        .env("DATABASE_URL", db)
        .env("DISCORD_API_URL", format!("{}/p-{tag}", fake.api_url()))
        .env("CATAN_METRICS_ADDR", format!("127.0.0.1:{metrics_port}"));
    match setup.fast {
        true => cmd.env("CATAN_TEST_HOOKS", "1").env(
            "CATAN_TEST_RATE_SCALE",
            fake_discord::FAST_RATE_SCALE.to_string(),
        ),
        false => cmd.env_remove("CATAN_TEST_HOOKS"),
    };
    if let (true, Some(secs)) = (setup.fast, setup.lease_secs) {
        cmd.env("CATAN_TEST_LEASE_SECS", secs.to_string());
    }
    // A fail-over run keeps every player's commit and what became of the moves a process
    // left unmade, to trace a lost one (about 40 lines a table).
    let log_default = match setup.kill_after.is_some() || setup.pause.is_some() {
        true => "warn,catan_bot::bot::flow=info,catan_bot::bot::pending=info,catan_bot::bot::shards=info",
        false => "warn",
    };
    cmd.env(
        "RUST_LOG",
        std::env::var("LOAD_BOT_LOG").unwrap_or_else(|_| log_default.into()),
    )
    .stdout(std::process::Stdio::null())
    .stderr(log)
    .spawn()
    .expect("start the bot binary")
}

fn panic_text(e: tokio::task::JoinError) -> String {
    match e.try_into_panic() {
        Ok(p) => p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "?".into()),
        Err(e) => e.to_string(),
    }
}

fn proc_status_kb(pid: u32, field: &str) -> Option<u64> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    text.lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
}

/// User + system CPU seconds from a /proc/…/stat file (clock ticks of 1/100 s).
fn proc_cpu_secs(path: &str) -> Option<f64> {
    let text = std::fs::read_to_string(path).ok()?;
    // Fields after the command name (which is in parentheses and may hold spaces).
    let rest = &text[text.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = f.get(11)?.parse().ok()?;
    let stime: f64 = f.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

// ------------------------------------------------------------------ one table

/// Plays one table from `/catan new` to the game-over message.
async fn drive(run: &Run, user: &FakeUser, out: &mut Outcome) -> Result<(), String> {
    use rand::SeedableRng;
    let fake = &run.fake;
    let channel = out.channel;
    // The same pauses for the same table in every run.
    let mut rng = rand::rngs::StdRng::seed_from_u64(channel);
    let sent = Instant::now();
    let h = fake.slash_in(
        channel,
        user,
        "catan",
        "new",
        &[
            ("players", Opt::Int(run.players)),
            ("points", Opt::Int(run.points)),
            ("thread", Opt::Bool(false)),
        ],
    );
    // The lobby itself, or (the store slow to take it) a public "thinking…" it replaces.
    let r = answer(run, &h).await?;
    if !matches!(r.kind, 4 | 5) || r.ephemeral {
        return Err(format!(
            "/catan new answered {} {:?}, not a public lobby",
            r.kind, r.content
        ));
    }
    let lobby = message_of(run, &h).await?;
    out.lobby_shown = Some(match r.kind {
        4 => r.elapsed,
        _ => sent.elapsed(),
    });
    if !lobby.content.contains("Seats (1/") {
        return Err(format!(
            "/catan new showed {:?}, not a lobby",
            lobby.content
        ));
    }
    for _ in 1..run.players {
        run.opening.think(&mut rng).await;
        let h = click(run, user, lobby.id, "Add AI")?;
        let r = answer(run, &h).await?;
        if r.kind != 4 || !r.ephemeral {
            return Err(format!("Add AI answered {} {:?}", r.kind, r.content));
        }
        let chooser = message_of(run, &h).await?;
        run.opening.think(&mut rng).await;
        let h = click(run, user, chooser.id, "Heuristic (quick)")?;
        let r = answer(run, &h).await?;
        if r.kind != 7 {
            return Err(format!(
                "the AI chooser answered {} {:?}",
                r.kind, r.content
            ));
        }
    }
    let game = run
        .store
        .open_game_in_channel(channel)
        .await
        .map_err(|e| e.to_string())?
        .ok_or("no lobby in the store after /catan new")?
        .id;
    out.game = Some(game);
    // The lobby shows the three AIs (its edit is paced like any other) before Start.
    let shown = poll(run.lobby_wait, || {
        fake.message(lobby.id)
            .filter(|m| m.content.contains(&format!("Seats ({0}/{0})", run.players)))
    })
    .await;
    if shown.is_none() {
        return Err("the lobby never showed four seats".into());
    }
    run.opening.think(&mut rng).await;
    let h = click(run, user, lobby.id, "Start")?;
    let r = answer(run, &h).await?;
    if r.kind != 7 {
        return Err(format!("Start answered {} {:?}", r.kind, r.content));
    }
    out.started = Some(Instant::now());

    let mut seen: Vec<(u64, u32)> = Vec::new();
    let mut looked = Instant::now();
    let mut turn_actions = (0u32, 0u32);
    loop {
        if Instant::now() > run.deadline {
            let (g, _) = load(run, game).await?;
            return Err(format!(
                "timed out in turn {} ({:?}, {} to move)",
                g.game.turn(),
                g.game.phase(),
                g.game.seat_to_move().0
            ));
        }
        // Look at the store only when the channel changed (or every second).
        let now: Vec<(u64, u32)> = fake
            .last_public_messages(channel, 4)
            .iter()
            .map(|m| (m.id, m.edits))
            .collect();
        if now == seen && looked.elapsed() < Duration::from_secs(1) {
            tokio::time::sleep(POLL).await;
            continue;
        }
        seen = now;
        looked = Instant::now();
        let (loaded, version) = load(run, game).await?;
        let g = &loaded.game;
        let seat = who::seat_of(&loaded.row, user.id).ok_or("the host has no seat")?;
        out.seat = Some(seat);
        if loaded.row.status != GameStatus::Active || g.phase() == Phase::GameOver {
            let seen_over = Instant::now();
            let over = poll(run.over_wait, || {
                fake.last_public_messages(channel, 3)
                    .into_iter()
                    .find(|m| m.content.contains("Game over"))
            })
            .await;
            out.ended = Some(Instant::now());
            out.over_shown = over.is_some().then(|| seen_over.elapsed());
            out.finished = over.is_some() && g.phase() == Phase::GameOver;
            return match out.finished {
                true => Ok(()),
                false => Err(format!(
                    "the game ended ({:?}) without a game-over message",
                    loaded.row.status
                )),
            };
        }
        // With its shard's process killed, nothing answers until another takes it over.
        if !served(run, channel) {
            tokio::time::sleep(POLL * 5).await;
            continue;
        }
        // An AI's offer waits for the human: decline it on the offer message.
        if who::offer_waits_on(&loaded.row, g).contains(&seat) {
            if let Some(m) = published(run, game, MessageKind::Offer).await? {
                let decline = m.buttons().into_iter().find(|b| {
                    b.label == "Decline"
                        && matches!(b.custom_id.as_deref().and_then(Cid::parse),
                            Some(Cid::Offer { turn, .. }) if turn == g.turn())
                });
                if decline.is_some() {
                    let h = click(run, user, m.id, "Decline");
                    match settle(run, game, version, h, Action::DeclineTrade, out).await {
                        Err(e) if died_with_the_process(run, &e) => out.failed_over += 1,
                        r => r?,
                    }
                }
            }
            continue;
        }
        if !who::must_act(g).contains(&seat) {
            continue;
        }
        let Some(turn_msg) = shown_turn(run, game, g).await? else {
            continue;
        };
        if turn_actions.0 != g.turn() {
            turn_actions = (g.turn(), 0);
        }
        turn_actions.1 += 1;
        let tired = turn_actions.1 > MAX_ACTIONS_PER_TURN;
        match play(run, user, &turn_msg, &loaded, version, seat, tired, out).await {
            Err(e) if died_with_the_process(run, &e) => out.failed_over += 1,
            r => r?,
        }
    }
}

/// One move of the human, by the turn message's buttons and their choosers.
#[allow(clippy::too_many_arguments)]
async fn play(
    run: &Run,
    user: &FakeUser,
    turn_msg: &Message,
    loaded: &LoadedGame,
    version: i64,
    seat: Seat,
    tired: bool,
    out: &mut Outcome,
) -> Result<(), String> {
    let g = &loaded.game;
    let game = loaded.row.id;
    let fake = &run.fake;
    match g.phase() {
        Phase::Setup | Phase::RoadBuilding => {
            let Some(chooser) = open_chooser(run, user, turn_msg.id, "Build…", out).await? else {
                return Ok(());
            };
            let pick = chooser
                .selects()
                .into_iter()
                .find_map(|s| Some((s.custom_id, s.options.first()?.1.clone())));
            let Some((sel, value)) = pick else {
                return Err(format!(
                    "the set-up chooser offers nothing: {:?}",
                    chooser.content
                ));
            };
            let action = decode_action(&value).ok_or("an option value that is not an action")?;
            let h = select(run, user, chooser.id, &sel, &[&value]);
            settle(run, game, version, h, action, out).await
        }
        Phase::Roll => {
            let h = click(run, user, turn_msg.id, "Roll");
            settle(run, game, version, h, Action::Roll { dice: None }, out).await
        }
        Phase::Main => {
            let legal = g.legal_actions(seat);
            let can = |f: &dyn Fn(&Action) -> bool| legal.iter().any(f);
            let want_road = g.settlement_spots(seat) == 0 && g.player(seat).roads_left() > 0;
            let wanted: Vec<&str> = [
                (
                    "build_city",
                    can(&|a| matches!(a, Action::BuildCity { .. })),
                ),
                (
                    "build_settlement",
                    can(&|a| matches!(a, Action::BuildSettlement { .. })),
                ),
                (
                    "build_road",
                    want_road && can(&|a| matches!(a, Action::BuildRoad { .. })),
                ),
            ]
            .into_iter()
            .filter(|(_, ok)| *ok)
            .map(|(n, _)| n)
            .collect();
            if !tired && !wanted.is_empty() {
                if let Some(chooser) = open_chooser(run, user, turn_msg.id, "Build…", out).await?
                {
                    if let Some((chooser, sel, value, action)) =
                        find_option(run, user, chooser, &wanted, out).await?
                    {
                        let h = select(run, user, chooser.id, &sel, &[&value]);
                        return settle(run, game, version, h, action, out).await;
                    }
                }
            }
            let cards = g.player(seat).dev_cards.total();
            if !tired && cards < 3 && can(&|a| matches!(a, Action::BuyDevCard)) {
                let h = click(run, user, turn_msg.id, "Buy card");
                return settle(run, game, version, h, Action::BuyDevCard, out).await;
            }
            let h = click(run, user, turn_msg.id, "End turn");
            settle(run, game, version, h, Action::EndTurn, out).await
        }
        Phase::MoveRobber => {
            let Some(chooser) = open_chooser(run, user, turn_msg.id, "Move robber", out).await?
            else {
                return Ok(());
            };
            let Some((sel, hex)) = chooser
                .selects()
                .into_iter()
                .find_map(|s| Some((s.custom_id, s.options.first()?.1.clone())))
            else {
                return Err("the robber chooser offers no hex".into());
            };
            let to = Hex::parse(&hex).ok_or("a hex select value that is not a hex")?;
            let options: Vec<Action> = g
                .legal_actions(seat)
                .into_iter()
                .filter(|a| matches!(a, Action::MoveRobber { to: t, .. } if *t == to))
                .collect();
            let Ok(h) = select(run, user, chooser.id, &sel, &[&hex]) else {
                out.stale += 1;
                return Ok(());
            };
            let r = answer(run, &h).await?;
            match r.kind {
                6 => {
                    let [one] = options[..] else {
                        return Err(format!(
                            "a robber move acknowledged among {} options",
                            options.len()
                        ));
                    };
                    acknowledged(run, game, version, one, h.id, out).await
                }
                7 if r.content.contains("whom do you rob") => {
                    let m = fake.message(chooser.id).ok_or("the chooser is gone")?;
                    let victim = m.buttons().into_iter().find_map(|b| {
                        let id = b.custom_id?;
                        match Cid::parse(&id)? {
                            Cid::Turn {
                                verb: TurnVerb::Chooser(ChooserControl::Act(a)),
                                ..
                            } => Some((b.label, a)),
                            _ => None,
                        }
                    });
                    let (label, action) = victim.ok_or("no victim button")?;
                    let h = click(run, user, m.id, &label);
                    settle(run, game, version, h, action, out).await
                }
                _ => {
                    out.refused.push(r.content);
                    Ok(())
                }
            }
        }
        Phase::Discard => {
            let owed = g.pending_discard(seat) as usize;
            let Some(chooser) = open_chooser(run, user, turn_msg.id, "Discard", out).await? else {
                return Ok(());
            };
            let menu = chooser.selects().into_iter().find(|s| {
                matches!(
                    Cid::parse(&s.custom_id),
                    Some(Cid::Turn {
                        verb: TurnVerb::Robber(RobberButton::DiscardPick),
                        ..
                    })
                )
            });
            match menu {
                Some(menu) => {
                    let (values, cards) = table::pick_discard(&menu.options, owed as u8);
                    let values: Vec<&str> = values.iter().map(String::as_str).collect();
                    let h = select(run, user, chooser.id, &menu.custom_id, &values);
                    settle(run, game, version, h, Action::Discard { cards }, out).await
                }
                None => {
                    // More than 25 cards: the typed form.
                    let h = click(run, user, chooser.id, "Type the cards…")?;
                    let r = answer(run, &h).await?;
                    let Some(modal) = r.modal.as_ref().filter(|_| r.kind == 9) else {
                        out.refused.push(r.content);
                        return Ok(());
                    };
                    let modal_id = modal["custom_id"].as_str().unwrap_or_default().to_string();
                    let hand = g.player(seat).resources;
                    let mut cards = ResourceCounts::ZERO;
                    let mut left = owed as u8;
                    for r in Resource::ALL {
                        let n = hand[r].min(left);
                        cards[r] += n;
                        left -= n;
                    }
                    let typed = cards.to_string();
                    let h = guarded(|| fake.submit_modal(user, &modal_id, &[("cards", &typed)]));
                    settle(run, game, version, h, Action::Discard { cards }, out).await
                }
            }
        }
        Phase::GameOver => Ok(()),
        Phase::SpecialBuild => Err("a 4-player table has no Special Build Phase".into()),
    }
}

/// Looks through the chooser's selects (and its pages) for an option of the wanted kinds,
/// best kind first: (chooser as it stands, select id, value, action).
async fn find_option(
    run: &Run,
    user: &FakeUser,
    mut chooser: Message,
    wanted: &[&str],
    out: &mut Outcome,
) -> Result<Option<(Message, String, String, Action)>, String> {
    for _page in 0..6 {
        let mut options: Vec<(String, String, Action)> = Vec::new();
        for s in chooser.selects() {
            for (_, v) in &s.options {
                if let Some(a) = decode_action(v) {
                    options.push((s.custom_id.clone(), v.clone(), a));
                }
            }
        }
        for kind in wanted {
            if let Some((sel, v, a)) = options.iter().find(|(_, _, a)| a.name() == *kind) {
                return Ok(Some((chooser, sel.clone(), v.clone(), *a)));
            }
        }
        if chooser.button("More ▶").is_none() {
            return Ok(None);
        }
        let edits = chooser.edits;
        let h = click(run, user, chooser.id, "More ▶")?;
        let r = answer(run, &h).await?;
        if !matches!(r.kind, 6 | 7) {
            out.refused.push(r.content);
            return Ok(None);
        }
        // The next page replaces the chooser (at once, or after the board is drawn).
        let id = chooser.id;
        chooser = poll(ANSWER_WAIT, || {
            run.fake.message(id).filter(|m| m.edits > edits)
        })
        .await
        .ok_or("the chooser did not turn its page")?;
    }
    Ok(None)
}

/// Clicks `label` on the turn message and returns the ephemeral chooser it opens; a private
/// refusal instead is noted and gives None.
async fn open_chooser(
    run: &Run,
    user: &FakeUser,
    message: u64,
    label: &str,
    out: &mut Outcome,
) -> Result<Option<Message>, String> {
    let clicked = Instant::now();
    let h = match click(run, user, message, label) {
        Ok(h) => h,
        Err(_) => {
            out.stale += 1;
            return Ok(None);
        }
    };
    let r = answer(run, &h).await?;
    // At once (4), or "thinking…" privately while the board is drawn (5).
    if !matches!(r.kind, 4 | 5) || !r.ephemeral {
        return Err(format!("{label} answered {} {:?}", r.kind, r.content));
    }
    let chooser = message_of(run, &h).await?;
    out.chooser_shown.push(clicked.elapsed());
    if chooser.selects().is_empty() && chooser.buttons().is_empty() {
        out.refused.push(r.content);
        return Ok(None);
    }
    Ok(Some(chooser))
}

/// The answer to an action's interaction: acknowledged (callback 6: the action must then
/// be in the log) or refused privately (noted).
async fn settle(
    run: &Run,
    game: i64,
    version: i64,
    h: Result<InteractionHandle, String>,
    action: Action,
    out: &mut Outcome,
) -> Result<(), String> {
    let h = match h {
        Ok(h) => h,
        Err(_) => {
            out.stale += 1;
            return Ok(());
        }
    };
    let r = answer(run, &h).await?;
    match r.kind {
        6 => acknowledged(run, game, version, action, h.id, out).await,
        _ => {
            out.refused.push(r.content);
            Ok(())
        }
    }
}

/// Notes an acknowledged action and waits (10 s at most) until the store moved past
/// `version`, so that the next decision reads the game after it.
async fn acknowledged(
    run: &Run,
    game: i64,
    version: i64,
    action: Action,
    interaction: u64,
    out: &mut Outcome,
) -> Result<(), String> {
    out.acked.push((action, interaction));
    let until = Instant::now() + Duration::from_secs(10);
    while Instant::now() < until {
        if load(run, game).await?.1 > version {
            return Ok(());
        }
        tokio::time::sleep(ANSWER_POLL * 3).await;
    }
    Ok(())
}

/// The turn message the bot noted for `game`, when it shows `g` as it stands: this turn's
/// buttons, enabled as the phase wants.
async fn shown_turn(run: &Run, game: i64, g: &Game) -> Result<Option<Message>, String> {
    let Some(m) = published(run, game, MessageKind::Turn).await? else {
        return Ok(None);
    };
    let shown = table::enabled_buttons(&m, game, g) == table::expected_buttons(g);
    Ok(shown.then_some(m))
}

/// The message of `kind` the store notes for `game`, as the fake shows it now.
async fn published(run: &Run, game: i64, kind: MessageKind) -> Result<Option<Message>, String> {
    let id = run
        .store
        .published(game)
        .await
        .map_err(|e| e.to_string())?
        .into_iter()
        .find(|p| p.kind == kind)
        .and_then(|p| p.message);
    Ok(id.and_then(|id| run.fake.message(id)))
}

async fn load(run: &Run, game: i64) -> Result<(LoadedGame, i64), String> {
    let l = run.store.load(game).await.map_err(|e| e.to_string())?;
    let v = l.row.version;
    Ok((l, v))
}

/// Runs a click of the fake, which panics (a test's bug) when the component is not on the
/// message as it stands: here the table moved on between looking and clicking.
fn guarded(f: impl FnOnce() -> InteractionHandle) -> Result<InteractionHandle, String> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .unwrap_or_else(|| "the component is gone".into())
    })
}

/// Clicks the (enabled) button labelled `label` on message `id` as it stands now.
fn click(run: &Run, user: &FakeUser, id: u64, label: &str) -> Result<InteractionHandle, String> {
    let m = run.fake.message(id).ok_or("the message is gone")?;
    let b = m
        .buttons()
        .into_iter()
        .find(|b| b.label == label && !b.disabled)
        .and_then(|b| b.custom_id)
        .ok_or_else(|| format!("no {label} on the message"))?;
    guarded(|| run.fake.click(user, &m, &b))
}

fn select(
    run: &Run,
    user: &FakeUser,
    id: u64,
    custom_id: &str,
    values: &[&str],
) -> Result<InteractionHandle, String> {
    let m = run.fake.message(id).ok_or("the message is gone")?;
    guarded(|| run.fake.select(user, &m, custom_id, values))
}

/// Waits for the first response to an interaction.
async fn answer(run: &Run, h: &InteractionHandle) -> Result<Response, String> {
    let id = h.id;
    poll(ANSWER_WAIT, || {
        run.fake
            .with_state(|s| s.interaction(id).and_then(|r| r.response.clone()))
    })
    .await
    .ok_or_else(|| format!("interaction {id} unanswered after {ANSWER_WAIT:?}"))
}

/// The message an interaction's response created (kind 4).
async fn message_of(run: &Run, h: &InteractionHandle) -> Result<Message, String> {
    let id = h.id;
    poll(ANSWER_WAIT, || {
        run.fake.with_state(|s| {
            let m = s.message(s.interaction(id)?.original?)?;
            (!m.deferred).then(|| m.clone())
        })
    })
    .await
    .ok_or_else(|| format!("no message for interaction {id}"))
}

// ------------------------------------------------------------------ the report

/// The text without terminal colour codes (the bot's log is coloured).
fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // ESC [ … final byte in @..~
            for c in chars.by_ref() {
                if ('@'..='~').contains(&c) && c != '[' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether a follow-up tells the player their acknowledged move was not made (the bot's
/// English `move-refused`, `move-not-made` and `move-recovered-*` sentences).
fn says_not_made(text: &str) -> bool {
    text.starts_with("Your ") && text.contains(" was not made")
}

/// Indexes of the acknowledged actions `seen` that should be in the log and are not: those
/// the player was not told were not made (`not_made`) are aligned with `logged`, and those
/// left out of the alignment are missing.
fn missing(seen: &[Action], not_made: &[bool], logged: &[Action]) -> Vec<usize> {
    let expected: Vec<usize> = (0..seen.len()).filter(|&i| !not_made[i]).collect();
    let aligned: Vec<Action> = expected.iter().map(|&i| seen[i]).collect();
    unmatched(&aligned, logged)
        .into_iter()
        .map(|k| expected[k])
        .collect()
}

/// Indexes of `seen` left out of a longest common subsequence of `seen` and `logged`.
fn unmatched(seen: &[Action], logged: &[Action]) -> Vec<usize> {
    let (n, m) = (seen.len(), logged.len());
    let mut len = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            len[i][j] = match seen[i] == logged[j] {
                true => len[i + 1][j + 1] + 1,
                false => len[i + 1][j].max(len[i][j + 1]),
            };
        }
    }
    let (mut i, mut j, mut out) = (0, 0, Vec::new());
    while i < n {
        if j < m && seen[i] == logged[j] {
            i += 1;
            j += 1;
        } else if j < m && len[i][j + 1] >= len[i + 1][j] {
            j += 1;
        } else {
            out.push(i);
            i += 1;
        }
    }
    out
}

fn pct(sorted: &[Duration], p: f64) -> Duration {
    match sorted.len() {
        0 => Duration::ZERO,
        n => sorted[((n - 1) as f64 * p).round() as usize],
    }
}

fn ms(d: Duration) -> String {
    match d.as_secs_f64() {
        s if s >= 10.0 => format!("{s:.1} s"),
        s if s >= 1.0 => format!("{s:.2} s"),
        s => format!("{:.1} ms", s * 1000.0),
    }
}

#[allow(clippy::too_many_arguments)]
async fn report(
    fake: &FakeDiscord,
    store: &Store,
    outcomes: &[Outcome],
    log_paths: &[std::path::PathBuf],
    setup: Setup,
    wall: Duration,
    bots: &[Bot],
    own_cpu: Option<f64>,
    scraped: &[String],
    kill: Option<&Kill>,
    paused: Option<&Paused>,
    db: &str,
) -> bool {
    let tables = outcomes.len();
    // Every acknowledged action must be in the game's log, in order, unless a follow-up told
    // the player it was not made (the bot acknowledges before it commits, and says so when
    // the commit then finds the table changed). Those told are set aside first; the others
    // are aligned with the human's logged actions (`unmatched`), and one left over is lost,
    // unless some other follow-up told the player about it. Setting the told ones aside
    // first matters when a player's click repeats one still being made (two Declines of one
    // offer): the one told is then not the one in the log.
    let (mut acked, mut lost, mut unacked, mut retracted) = (0usize, 0usize, 0usize, 0usize);
    let mut lost_examples = Vec::new();
    let mut retract_examples = Vec::new();
    for o in outcomes {
        acked += o.acked.len();
        let (Some(game), Some(seat)) = (o.game, o.seat) else {
            continue;
        };
        let logged: Vec<Action> = match store.record(game).await {
            Ok(r) => r
                .actions
                .iter()
                .filter(|sa| sa.p == seat)
                .map(|sa| sa.action.without_outcome())
                .collect(),
            Err(e) => {
                lost += o.acked.len();
                lost_examples.push(format!("game {game}: its record does not load: {e}"));
                continue;
            }
        };
        let told: Vec<Vec<String>> = o
            .acked
            .iter()
            .map(|&(_, interaction)| {
                fake.with_state(|s| {
                    s.interaction(interaction)
                        .map(|r| {
                            r.followups
                                .iter()
                                .filter_map(|m| s.message(*m).map(|m| m.content.clone()))
                                .collect()
                        })
                        .unwrap_or_default()
                })
            })
            .collect();
        let not_made: Vec<bool> = told
            .iter()
            .map(|t| t.iter().any(|t| says_not_made(t)))
            .collect();
        let seen: Vec<Action> = o.acked.iter().map(|(a, _)| a.without_outcome()).collect();
        let left_over = missing(&seen, &not_made, &logged);
        let made = not_made.iter().filter(|n| !**n).count();
        retracted += o.acked.len() - made;
        unacked += logged.len() - (made - left_over.len());
        for (i, &(a, interaction)) in o.acked.iter().enumerate() {
            let is_left_over = left_over.contains(&i);
            if !is_left_over && !not_made[i] {
                continue;
            }
            let line = format!(
                "game {game}: {a:?} (interaction {interaction}), follow-ups {:?}",
                told[i]
            );
            match told[i].is_empty() {
                true => {
                    lost += 1;
                    if lost_examples.len() < 10 {
                        // What the player did around it, and the log's end, to see why.
                        let near: Vec<String> = (i.saturating_sub(3)..o.acked.len().min(i + 4))
                            .map(|k| {
                                let (a, id) = o.acked[k];
                                format!("{a:?} ({id}, told {})", told[k].len())
                            })
                            .collect();
                        let tail = &logged[logged.len().saturating_sub(6)..];
                        lost_examples.push(format!(
                            "{line}; acknowledged around it {near:?}; the player's last logged {tail:?}"
                        ));
                    }
                }
                false => {
                    if is_left_over {
                        retracted += 1;
                    }
                    if retract_examples.len() < 5 {
                        retract_examples.push(line);
                    }
                }
            }
        }
    }
    let interactions = fake.interactions();
    // Every interaction, for a closer look at where the time went (beside the bots' logs).
    if let Some(dir) = log_paths.first().and_then(|p| p.parent()) {
        let csv: String = std::iter::once(
            "id,type,what,callback,first_response_ms,delivered_after_ms,channel,followups\n"
                .to_string(),
        )
        .chain(interactions.iter().map(|r| {
            let ms = |d: Duration| format!("{:.1}", d.as_secs_f64() * 1000.0);
            let what = match Cid::parse(&r.what) {
                Some(cid) => format!("{cid:?}"),
                None => r.what.clone(),
            };
            let what: String = what
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty() && !w.chars().all(|c| c.is_ascii_digit()))
                .take(3)
                .collect::<Vec<_>>()
                .join(" ");
            format!(
                "{},{},{what},{},{},{},{},{}\n",
                r.id,
                r.kind,
                r.response
                    .as_ref()
                    .map_or(String::new(), |x| x.kind.to_string()),
                r.response.as_ref().map_or(String::new(), |x| ms(x.elapsed)),
                r.delivered
                    .and_then(|d| d.duration_since(r.created).ok())
                    .map_or(String::new(), ms),
                r.channel_id,
                r.followups.len(),
            )
        }))
        .collect();
        let _ = std::fs::write(dir.join("interactions.csv"), csv);
    }
    let answered = interactions.iter().filter(|r| r.response.is_some()).count();
    // Those the killed process took with it: made in its shards' servers before another
    // process took the shards over (until then only the dead process, or no session at all,
    // could get them: Discord shows the player that the click failed).
    // So do those made in the frozen process's shards' servers before the live processes
    // served them again.
    let died = |r: &fake_discord::InteractionRec| {
        let guild = fake.guild_of(r.channel_id);
        kill.is_some_and(|k| {
            k.taken_over.is_none_or(|t| r.injected <= k.at + t)
                && k.held
                    .contains(&catan_bot::store::shard_of(Some(guild), k.shards))
        }) || paused.is_some_and(|p| p.outage_of(guild, r.injected))
    };
    // Every other interaction is answered within Discord's 3 s.
    let late: Vec<u64> = interactions
        .iter()
        .filter(|r| !died(r))
        .filter(|r| {
            r.response
                .as_ref()
                .is_some_and(|x| x.elapsed >= fake_discord::INITIAL_RESPONSE_WINDOW)
        })
        .map(|r| r.id)
        .collect();
    // Woken, the frozen process sends nothing for a table of a shard it does not hold.
    let stray: Vec<String> = paused.map_or_else(Vec::new, |p| {
        fake.requests_from(&p.tag)
            .into_iter()
            .filter(|(ms, _)| *ms >= p.woke_ms)
            .filter(|(ms, req)| {
                request_guild(fake, req).is_some_and(|g| {
                    !p.held_around(catan_bot::store::shard_of(Some(g), p.shards), *ms)
                })
            })
            .map(|(ms, req)| format!("{req} at +{} ms", ms.saturating_sub(p.woke_ms)))
            .collect()
    });
    // Every AI offer closed: no message of a table still carries an offer's buttons.
    let open_offers: Vec<String> = outcomes
        .iter()
        .flat_map(|o| fake.public_messages(o.channel))
        .filter(|m| {
            m.buttons().iter().any(|b| {
                matches!(
                    b.custom_id.as_deref().and_then(Cid::parse),
                    Some(Cid::Offer { .. })
                )
            })
        })
        .map(|m| {
            let first = m.content.lines().next().unwrap_or_default().to_string();
            // Who wrote to its channel around it, to see why it stayed open.
            let made = fake_discord::snowflake_ms(m.id);
            let channel = format!("/channels/{}/", m.channel_id);
            let mut near: Vec<(u64, String)> = Vec::new();
            for i in 1..=setup.processes {
                let tag = format!("bot{i}");
                for (ms, r) in fake.requests_from(&tag) {
                    if r.contains(&channel) && ms.abs_diff(made) < 60_000 {
                        let r = r.replace(&channel, "…/");
                        near.push((ms, format!("{tag} {:+} ms {r}", ms as i64 - made as i64)));
                    }
                }
            }
            near.sort();
            let near: Vec<String> = near.into_iter().map(|(_, r)| r).collect();
            format!(
                "message {} in channel {}: {first}; its edits {:?}; requests in its channel {near:?}",
                m.id, m.channel_id, m.history
            )
        })
        .collect();
    let (died_with_it, unanswered): (Vec<u64>, Vec<u64>) = {
        let (d, u): (Vec<_>, Vec<_>) = interactions
            .iter()
            .filter(|r| r.response.is_none() && !r.dead_on_arrival())
            .partition(|r| died(r));
        (
            d.iter().map(|r| r.id).collect(),
            u.iter().map(|r| r.id).collect(),
        )
    };
    // Every game's log replays to its snapshot, and the ratings agree.
    let verified: Vec<(String, bool)> = [&["db", "verify"][..], &["db", "ratings", "--check"]]
        .iter()
        .map(|args| {
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_catan-bot"))
                .args(*args)
                .env("DATABASE_URL", db)
                .env("CATAN_SHARDS", setup.shards.max(1).to_string())
                .output();
            match out {
                Ok(o) => {
                    let said = String::from_utf8_lossy(&o.stdout).trim().to_string()
                        + String::from_utf8_lossy(&o.stderr).trim();
                    let last = said.lines().last().unwrap_or_default().to_string();
                    (format!("{}: {last}", args.join(" ")), o.status.success())
                }
                Err(e) => (format!("{}: {e}", args.join(" ")), false),
            }
        })
        .collect();
    let mut times = fake.response_times();
    times.sort();
    let slow = times
        .iter()
        .filter(|t| **t >= fake_discord::INITIAL_RESPONSE_WINDOW)
        .count();
    let mut per_game: Vec<(usize, u32)> = outcomes
        .iter()
        .map(|o| {
            let ms = fake.public_messages(o.channel);
            (ms.len(), ms.iter().map(|m| m.edits).sum())
        })
        .collect();
    per_game.sort();
    let msgs: Vec<usize> = per_game.iter().map(|p| p.0).collect();
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len().max(1) as f64;
    let msg_mean = mean(&msgs.iter().map(|n| *n as f64).collect::<Vec<_>>());
    let edit_mean = mean(&per_game.iter().map(|p| p.1 as f64).collect::<Vec<_>>());
    let finished = outcomes.iter().filter(|o| o.finished).count();
    let mut lengths: Vec<Duration> = outcomes
        .iter()
        .filter_map(|o| Some(o.ended?.duration_since(o.started?)))
        .collect();
    lengths.sort();
    let refused: usize = outcomes.iter().map(|o| o.refused.len()).sum();
    let stale: usize = outcomes.iter().map(|o| o.stale).sum();
    let mut shown: Vec<Duration> = outcomes
        .iter()
        .flat_map(|o| o.chooser_shown.iter().copied())
        .collect();
    shown.sort();
    let mut lobbies: Vec<Duration> = outcomes.iter().filter_map(|o| o.lobby_shown).collect();
    lobbies.sort();
    let mut overs: Vec<Duration> = outcomes.iter().filter_map(|o| o.over_shown).collect();
    overs.sort();
    // p50, p99 and max of sorted times.
    let spread = |v: &[Duration]| {
        format!(
            "p50 {} · p99 {} · max {}",
            ms(pct(v, 0.5)),
            ms(pct(v, 0.99)),
            ms(v.last().copied().unwrap_or_default())
        )
    };
    // A move the killed process noted but never acknowledged, refused when another process
    // made it later, is told all the same (the note cannot know whether Discord took the
    // acknowledgement): Discord refuses that answer, which is expected, not a fault.
    let (probes, violations): (Vec<String>, Vec<String>) =
        fake.violations().into_iter().partition(|v| {
            died_with_it
                .iter()
                .any(|id| v.contains(&format!("interaction {id} has no accepted first response")))
        });
    let log: String = log_paths
        .iter()
        .map(|p| strip_ansi(&std::fs::read_to_string(p).unwrap_or_default()))
        .collect::<Vec<_>>()
        .join("\n");
    let warns: Vec<&str> = log.lines().filter(|l| l.contains(" WARN ")).collect();
    let errors: Vec<&str> = log.lines().filter(|l| l.contains(" ERROR ")).collect();
    let mib = |kb: u64| format!("{:.0} MiB", kb as f64 / 1024.0);

    let rows: Vec<(&str, String)> = vec![
        ("tables (channels)", tables.to_string()),
        ("games finished", format!("{finished} / {tables}")),
        ("wall time", ms(wall)),
        (
            "game length (Start → game over)",
            format!(
                "p50 {} · max {}",
                ms(pct(&lengths, 0.5)),
                ms(lengths.last().copied().unwrap_or_default())
            ),
        ),
        (
            "interactions answered",
            format!(
                "{answered} / {} (unanswered {})",
                interactions.len(),
                unanswered.len()
            ),
        ),
        (
            "time to first response",
            format!(
                "p50 {} · p90 {} · p99 {} · max {}",
                ms(pct(&times, 0.5)),
                ms(pct(&times, 0.9)),
                ms(pct(&times, 0.99)),
                ms(times.last().copied().unwrap_or_default())
            ),
        ),
        ("interactions ≥ 3 s", slow.to_string()),
        (
            "  waiting to reach a bot (its metrics)",
            bucket_percentiles(
                scraped,
                "catan_interaction_wait_seconds",
                "stage=\"arrived\"",
            ),
        ),
        (
            "  waiting to be claimed (its metrics)",
            bucket_percentiles(
                scraped,
                "catan_interaction_wait_seconds",
                "stage=\"admitted\"",
            ),
        ),
        ("Build… chooser on screen after the click", spread(&shown)),
        ("lobby on screen after /catan new", spread(&lobbies)),
        (
            "game-over message on screen after the store's",
            spread(&overs),
        ),
        (
            "429s received (all retried)",
            fake.rate_limited().to_string(),
        ),
        (
            "public messages per game",
            format!(
                "mean {msg_mean:.1} · min {} · max {} (edits per game: mean {edit_mean:.1})",
                msgs.first().copied().unwrap_or(0),
                msgs.last().copied().unwrap_or(0)
            ),
        ),
        (
            "actions acknowledged / lost",
            format!("{acked} / {lost} (logged for the human without an ack: {unacked})"),
        ),
        (
            "acknowledged, then refused by a follow-up",
            format!("{retracted} (nothing changed, and the player was told so)"),
        ),
        (
            "clicks refused / on a gone component",
            format!("{refused} / {stale}"),
        ),
        (
            "bot peak RSS (per process)",
            bots.iter()
                .map(|b| {
                    format!(
                        "{} (sampled {})",
                        b.hwm_kb.map(mib).unwrap_or_else(|| "?".into()),
                        mib(b.peak_rss_kb)
                    )
                })
                .collect::<Vec<_>>()
                .join(" · "),
        ),
        (
            "bot CPU (per process)",
            bots.iter()
                .map(|b| {
                    b.cpu
                        .map(|c| {
                            format!(
                                "{c:.0} s ({:.2} cores over the run)",
                                c / wall.as_secs_f64()
                            )
                        })
                        .unwrap_or_else(|| "?".into())
                })
                .collect::<Vec<_>>()
                .join(" · "),
        ),
        (
            "harness CPU (fake + drivers)",
            own_cpu
                .map(|c| format!("{c:.0} s ({:.2} cores)", c / wall.as_secs_f64()))
                .unwrap_or_else(|| "?".into()),
        ),
        ("fake Discord violations", violations.len().to_string()),
        (
            "edits/deletes of messages already deleted (404)",
            fake.with_state(|s| s.requests_on_deleted).to_string(),
        ),
        (
            "logs replay, ratings agree",
            verified
                .iter()
                .map(|(line, ok)| format!("{} ({line})", if *ok { "yes" } else { "NO" }))
                .collect::<Vec<_>>()
                .join(" · "),
        ),
        (
            "bot log: warnings / errors",
            format!("{} / {}", warns.len(), errors.len()),
        ),
    ];
    let mut rows: Vec<(String, String)> =
        rows.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
    if let Some(k) = kill {
        let clicked_again: usize = outcomes.iter().map(|o| o.failed_over).sum();
        rows.push((
            "fail-over".to_string(),
            format!(
                "process {} killed with shards {:?} ({} tables); taken over after {}; {} interactions died with it ({} clicked again, {} told of a move not made and refused by Discord)",
                k.pid,
                k.held,
                k.tables,
                k.taken_over.map(ms).unwrap_or_else(|| "never".into()),
                died_with_it.len(),
                clicked_again,
                probes.len()
            ),
        ));
    }
    if let Some(p) = paused {
        let secs = |d: Option<Duration>| d.map(ms).unwrap_or_else(|| "never".into());
        rows.push((
            "pause".to_string(),
            format!(
                "process {} frozen with shards {:?} ({} tables) for {}; served again by the others after {}; woken, its sessions on shards it lost closed after {}; requests for their tables after waking: {}",
                p.pid,
                p.held,
                p.tables,
                ms(p.woke.duration_since(p.stopped)),
                secs(p.all_served_again()),
                secs(p.sessions_closed),
                stray.len()
            ),
        ));
    }
    rows.push((
        "answered ≥ 3 s outside an outage / offers left open".to_string(),
        format!("{} / {}", late.len(), open_offers.len()),
    ));
    // Where the time goes: response times by what was asked and how it was answered.
    let mut groups: std::collections::BTreeMap<String, Vec<Duration>> = Default::default();
    for r in &interactions {
        let Some(resp) = &r.response else { continue };
        let what = match (r.kind, resp.kind) {
            (2, k) => format!("  commands (callback {k})"),
            (3, 4) => "  clicks opening a chooser (4)".to_string(),
            (3, 5) => "  clicks thinking while a board is drawn (5)".to_string(),
            (3, 6) => "  clicks acknowledged (6)".to_string(),
            (3, 7) => "  clicks updating a message (7)".to_string(),
            (3, 9) => "  clicks opening a form (9)".to_string(),
            (5, k) => format!("  form submits (callback {k})"),
            (i, k) => format!("  interactions of type {i} (callback {k})"),
        };
        groups.entry(what).or_default().push(resp.elapsed);
    }
    let at = rows
        .iter()
        .position(|(k, _)| k == "interactions ≥ 3 s")
        .unwrap_or(rows.len());
    let split: Vec<(String, String)> = groups
        .into_iter()
        .map(|(k, mut v)| {
            v.sort();
            let line = format!(
                "n {} · p50 {} · p99 {} · max {}",
                v.len(),
                ms(pct(&v, 0.5)),
                ms(pct(&v, 0.99)),
                ms(v.last().copied().unwrap_or_default())
            );
            (k, line)
        })
        .collect();
    for (i, row) in split.into_iter().enumerate() {
        rows.insert(at + i, row);
    }
    let width = rows
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    println!();
    println!(
        "discord_load: {tables} tables × (1 human by buttons + {} heuristic AIs, {} points), {}",
        setup.players - 1,
        setup.points,
        setup.describe()
    );
    println!("{}", setup.opening.describe());
    println!("{}", "─".repeat(width + 60));
    for (k, v) in &rows {
        println!("{k:<width$}  {v}");
    }
    println!("{}", "─".repeat(width + 60));
    for o in outcomes.iter().filter(|o| o.error.is_some()).take(10) {
        println!(
            "table in channel {} (game {:?}): {}",
            o.channel,
            o.game,
            o.error.as_deref().unwrap_or_default()
        );
    }
    for e in &lost_examples {
        println!("lost: {e}");
    }
    for e in &retract_examples {
        println!("refused after the acknowledgement: {e}");
    }
    for v in violations.iter().take(10) {
        println!("violation: {v}");
    }
    let mut refusals: Vec<&str> = outcomes
        .iter()
        .flat_map(|o| o.refused.iter().map(String::as_str))
        .collect();
    refusals.sort();
    refusals.dedup();
    for r in refusals.iter().take(5) {
        println!("a refusal: {r}");
    }
    for l in errors.iter().chain(&warns).take(10) {
        println!("bot log: {}", &l[..l.floor_char_boundary(300)]);
    }
    if !unanswered.is_empty() {
        println!(
            "unanswered interactions: {:?}",
            &unanswered[..unanswered.len().min(10)]
        );
    }
    if !late.is_empty() {
        println!(
            "interactions answered after 3 s: {:?}",
            &late[..late.len().min(10)]
        );
    }
    for r in stray.iter().take(10) {
        println!("sent by the woken process for a shard it did not hold: {r}");
    }
    for o in open_offers.iter().take(10) {
        println!("an offer left open: {o}");
    }
    for b in bots {
        if let Some(how) = &b.ended {
            println!("bot process {} stopped on its own: {how}", b.pid);
        }
    }
    let ok = finished == tables
        && bots.iter().all(|b| b.ended.is_none())
        && lost == 0
        && unanswered.is_empty()
        && verified.iter().all(|(_, ok)| *ok)
        && violations.is_empty()
        && late.is_empty()
        && open_offers.is_empty()
        && kill.is_none_or(|k| k.taken_over.is_some_and(|t| t < TAKEOVER))
        && paused.is_none_or(|p| {
            stray.is_empty()
                && p.all_served_again().is_some_and(|t| t < TAKEOVER)
                && p.sessions_closed.is_some_and(|t| t <= SESSIONS_CLOSED)
        });
    println!(
        "discord_load: {}",
        match ok {
            true => "every game finished, no action lost, nothing refused by Discord",
            false => "FAILED (a game did not finish, an action was lost, an interaction went unanswered or late, an offer stayed open, Discord refused a request, a killed or frozen process's shards were not taken over in time, or the frozen process, woken, sent anything for them or kept their sessions)",
        }
    );
    ok
}

/// Two clicks on Decline of one offer, both acknowledged: one is made, and the other's
/// player is told it was not. Whichever of the two was made, nothing is missing; a move
/// neither in the log nor told is.
#[test]
fn a_repeated_click_told_not_made_is_not_taken_for_the_one_in_the_log() {
    use Action::{DeclineTrade as D, EndTurn as E, Roll};
    let roll = Roll { dice: None };
    let (seen, logged) = ([roll, D, D, E], [roll, D, E]);
    assert_eq!(
        missing(&seen, &[false, true, false, false], &logged),
        Vec::<usize>::new()
    );
    assert_eq!(
        missing(&seen, &[false, false, true, false], &logged),
        Vec::<usize>::new()
    );
    assert_eq!(
        missing(&seen, &[false, false, false, false], &logged).len(),
        1
    );
    assert_eq!(missing(&seen, &[false; 4], &[roll, E]), [1, 2]);
    assert_eq!(
        missing(&seen, &[false, true, true, false], &[roll, E]),
        Vec::<usize>::new()
    );
}
