//! Several bot processes of one bot on one PostgreSQL database (`CATAN_SHARDS`), against the
//! fake Discord's sharded gateway: they share the shards evenly, a clean stop hands its
//! shards over within seconds, a process paused past its leases is replaced and steps back
//! when it wakes, and a killed one is replaced within 30 s; every table keeps being served
//! by whoever holds its server's shard, and no IDENTIFY comes sooner than Discord allows.

use crate::fake_discord::{BotProcess, FakeDiscord, Message, Opt, FAST_RATE_SCALE};
use catan_bot::store::{shard_of, GameStatus, Store};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

const SHARDS: u32 = 2;

/// A bot process of the sharded bot, with short leases (rounds every 2 s).
fn spawn(fake: &FakeDiscord, db: &str) -> BotProcess {
    fake.spawn_bot(db, &env())
}

/// `spawn`, with the process's REST requests noted under `tag` (`requests_from`).
fn spawn_tagged(fake: &FakeDiscord, db: &str, tag: &str) -> BotProcess {
    fake.spawn_bot_tagged(db, &env(), tag)
}

fn env() -> [(&'static str, String); 4] {
    [
        // Global commands: usable in every guild.
        ("DISCORD_GUILD_ID", String::new()),
        ("CATAN_SHARDS", SHARDS.to_string()),
        ("CATAN_TEST_LEASE_SECS", "6".to_string()),
        (
            "RUST_LOG",
            std::env::var("BOT_LOG").unwrap_or_else(|_| "warn".into()),
        ),
    ]
}

/// Who holds each shard: the process id in the holder's name ("process 12 on host, run …").
async fn holders(store: &Store) -> BTreeMap<u32, Option<u32>> {
    store
        .shard_holders()
        .await
        .unwrap()
        .into_iter()
        .map(|(shard, holder, _)| {
            let pid = holder.and_then(|h| h.split_whitespace().nth(1)?.parse().ok());
            (shard, pid)
        })
        .collect()
}

/// The live gateway sessions, as shard numbers, sorted.
fn sessions(fake: &FakeDiscord) -> Vec<u64> {
    let mut s: Vec<u64> = fake.live_shards().iter().map(|s| s[0]).collect();
    s.sort();
    s
}

/// Polls until `want` holds of the shard holders and the live sessions, or panics saying
/// what was awaited and what was last seen.
async fn settle(
    fake: &FakeDiscord,
    store: &Store,
    what: &str,
    timeout: Duration,
    want: impl Fn(&BTreeMap<u32, Option<u32>>, &[u64]) -> bool,
) -> Duration {
    let start = Instant::now();
    loop {
        let (h, s) = (holders(store).await, sessions(fake));
        if want(&h, &s) {
            return start.elapsed();
        }
        assert!(
            start.elapsed() < timeout,
            "{what}: not within {timeout:?}; holders {h:?}, sessions {s:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Every shard held by `pid`, with one session each.
fn all_by(pid: u32) -> impl Fn(&BTreeMap<u32, Option<u32>>, &[u64]) -> bool {
    move |h, s| h.values().all(|&p| p == Some(pid)) && s == [0, 1]
}

/// One shard each for `a` and `b`, with one session each.
fn one_each(a: u32, b: u32) -> impl Fn(&BTreeMap<u32, Option<u32>>, &[u64]) -> bool {
    move |h, s| {
        let mut pids: Vec<Option<u32>> = h.values().copied().collect();
        pids.sort();
        let mut both = vec![Some(a), Some(b)];
        both.sort();
        pids == both && s == [0, 1]
    }
}

/// A first process that runs every shard, then a second that takes its share; their REST
/// requests are noted under "a" and "b" (`requests_from`).
async fn two_processes(fake: &FakeDiscord, store: &Store, db: &str) -> (BotProcess, BotProcess) {
    let a = spawn_tagged(fake, db, "a");
    settle(
        fake,
        store,
        "the first process runs every shard",
        Duration::from_secs(30),
        all_by(a.0.id()),
    )
    .await;
    let b = spawn_tagged(fake, db, "b");
    settle(
        fake,
        store,
        "the second process takes its share",
        Duration::from_secs(30),
        one_each(a.0.id(), b.0.id()),
    )
    .await;
    (a, b)
}

fn signal(bot: &BotProcess, sig: &str) {
    let ok = std::process::Command::new("kill")
        .args([format!("-{sig}"), bot.0.id().to_string()])
        .status()
        .expect("kill")
        .success();
    assert!(ok, "kill -{sig}");
}

/// A lobby opened by `/catan new` in each guild's channel, answered by whoever holds it.
async fn lobbies(fake: &FakeDiscord) -> Vec<Message> {
    let ada = fake.user("Ada");
    let mut out = Vec::new();
    for g in fake.guilds() {
        let channel = fake.guild_channel(g.id).id;
        let h = fake.slash_in(
            channel,
            &ada,
            "catan",
            "new",
            &[("thread", Opt::Bool(false))],
        );
        let lobby = h.public_answer().await;
        assert!(
            lobby.content.contains("Seats (1/4)"),
            "a lobby in guild {}: {lobby:?}",
            g.id
        );
        out.push(lobby);
    }
    out
}

/// Bea joins each lobby: the click is answered (by the process holding its guild now).
async fn join_all(fake: &FakeDiscord, lobbies: &[Message], who: &str) {
    let user = fake.user(who);
    for lobby in lobbies {
        let id = lobby.id;
        let guild = fake.guild_of(lobby.channel_id);
        fake.click(&user, lobby, &lobby.button("Join").expect("a Join button"))
            .response_within(Duration::from_secs(10))
            .await
            .unwrap_or_else(|| {
                panic!(
                    "{who}'s Join in guild {guild} (shard {}) was not answered within 10 s; \
                     sessions {:?}",
                    shard_of(Some(guild), SHARDS),
                    sessions(fake)
                )
            });
        fake.wait_until(Duration::from_secs(15), |s| {
            s.message(id)
                .filter(|m| m.content.contains(who))
                .map(|_| ())
        })
        .await
        .unwrap_or_else(|| panic!("the lobby {id} shows {who} seated"));
    }
}

fn guilds_on_both_shards(fake: &FakeDiscord) {
    let mut shards: Vec<u32> = fake
        .guilds()
        .iter()
        .map(|g| shard_of(Some(g.id), SHARDS))
        .collect();
    shards.sort();
    assert_eq!(shards, [0, 1], "one guild per shard");
}

/// Two processes share the two shards; a rolling restart (each stopped cleanly with SIGTERM,
/// the first started again before the second stops) hands each shard over within seconds,
/// and the tables of every guild carry on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn processes_share_the_shards_and_a_rolling_restart_hands_them_over() {
    let db = crate::pg::database().await;
    let fake = FakeDiscord::start_with_guilds(2).await;
    guilds_on_both_shards(&fake);
    let store = Store::open(&db).await.unwrap();

    let mut a = spawn(&fake, &db);
    let a_pid = a.0.id();
    settle(
        &fake,
        &store,
        "the first process runs every shard",
        Duration::from_secs(30),
        all_by(a_pid),
    )
    .await;
    let tables = lobbies(&fake).await;

    let b = spawn(&fake, &db);
    let b_pid = b.0.id();
    settle(
        &fake,
        &store,
        "the second process takes its share",
        Duration::from_secs(30),
        one_each(a_pid, b_pid),
    )
    .await;
    join_all(&fake, &tables, "Bea").await;

    signal(&a, "TERM");
    let status = a.0.wait().expect("the first process stops");
    assert!(status.success(), "a clean stop: {status:?}");
    let gap = settle(
        &fake,
        &store,
        "the other process takes the shard given back",
        Duration::from_secs(20),
        all_by(b_pid),
    )
    .await;
    // A round (2 s) and one session start (5.5 s at most); allow for a loaded machine.
    assert!(gap < Duration::from_secs(12), "handed over in {gap:?}");
    join_all(&fake, &tables, "Cy").await;

    // The rolling restart goes on: the first process is back, takes its share, and the
    // second stops in turn.
    let a2 = spawn(&fake, &db);
    let a2_pid = a2.0.id();
    settle(
        &fake,
        &store,
        "the restarted process takes its share",
        Duration::from_secs(30),
        one_each(a2_pid, b_pid),
    )
    .await;
    let mut b = b;
    signal(&b, "TERM");
    assert!(b.0.wait().expect("the second process stops").success());
    let gap = settle(
        &fake,
        &store,
        "the restarted process takes the second one's shard",
        Duration::from_secs(20),
        all_by(a2_pid),
    )
    .await;
    assert!(gap < Duration::from_secs(12), "handed over in {gap:?}");
    join_all(&fake, &tables, "Dee").await;
    fake.assert_no_violations();
}

/// Issue 42: a shard changes hands between two live processes without a moment when
/// nobody answers its servers. A process that joins claims its share from the one that runs
/// every shard, starts its own sessions while that one still answers, and takes each shard
/// over only once its session is up; an interaction of the moment between the handover and
/// the new holder's first answer waits for the new holder. Members asking all the while, in
/// both servers, every 200 ms, get every answer within Discord's 3 s. (Before, the old
/// holder gave the shard back and the new one took it at its next round and only then
/// started its session: clicks in between got no answer, "This interaction failed".)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_changes_hands_without_a_click_unanswered() {
    let db = crate::pg::database().await;
    let fake = FakeDiscord::start_with_guilds(2).await;
    guilds_on_both_shards(&fake);
    let store = Store::open(&db).await.unwrap();
    let a = spawn(&fake, &db);
    settle(
        &fake,
        &store,
        "the first process runs every shard",
        Duration::from_secs(30),
        all_by(a.0.id()),
    )
    .await;
    let ada = fake.user("Ada");
    let asked = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let asking = {
        let (fake, asked, stop) = (fake.clone(), asked.clone(), stop.clone());
        tokio::spawn(async move {
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                for g in fake.guilds() {
                    let channel = fake.guild_channel(g.id).id;
                    let h = fake.slash_in(channel, &ada, "catan", "rules", &[]);
                    asked.lock().unwrap().push((g.id, h));
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        })
    };
    let b = spawn(&fake, &db);
    settle(
        &fake,
        &store,
        "the second process takes its share",
        Duration::from_secs(40),
        one_each(a.0.id(), b.0.id()),
    )
    .await;
    // A little longer: the old holder's session closes after the handover.
    tokio::time::sleep(Duration::from_secs(2)).await;
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    asking.await.unwrap();
    let asked = std::mem::take(&mut *asked.lock().unwrap());
    assert!(asked.len() > 20, "{} asked", asked.len());
    for (guild, h) in &asked {
        let r = h.response_within(Duration::from_secs(5)).await;
        let answered_in = r.as_ref().map(|r| r.elapsed);
        assert!(
            answered_in.is_some_and(|t| t < crate::fake_discord::INITIAL_RESPONSE_WINDOW),
            "an interaction in guild {guild} (shard {}) answered {answered_in:?} during the handover",
            shard_of(Some(*guild), SHARDS)
        );
    }
    fake.assert_no_violations();
}

/// Issue 22: serenity identifies again by itself when Discord ends a session (Invalid
/// Session, or a resume refused). Those session starts too keep Discord's `max_concurrency`
/// window across processes: they pass the identify gate, which holds each IDENTIFY for its
/// slot in the database. Here both processes' sessions are ended at the same moment, and
/// both come back without an IDENTIFY too soon (the fake answers one with Invalid Session
/// and counts it as a violation); before the gate, both came back about 4 s later, together.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_serenity_starts_again_by_itself_keep_the_identify_window() {
    let db = crate::pg::database().await;
    let fake = FakeDiscord::start_with_guilds(2).await;
    guilds_on_both_shards(&fake);
    let store = Store::open(&db).await.unwrap();
    let a = spawn(&fake, &db);
    let b = spawn(&fake, &db);
    let (a_pid, b_pid) = (a.0.id(), b.0.id());
    settle(
        &fake,
        &store,
        "the processes share the shards",
        Duration::from_secs(40),
        one_each(a_pid, b_pid),
    )
    .await;
    let before = fake.identifies().len();
    for shard in 0..u64::from(SHARDS) {
        assert_eq!(fake.invalidate_shard(shard, u64::from(SHARDS)), 1);
    }
    settle(
        &fake,
        &store,
        "both sessions start again",
        Duration::from_secs(40),
        |h, s| {
            one_each(a_pid, b_pid)(h, s)
                && fake.identifies()[before..]
                    .iter()
                    .filter(|i| i.started)
                    .count()
                    == 2
        },
    )
    .await;
    let again: Vec<u64> = fake.identifies()[before..]
        .iter()
        .map(|i| i.at_ms)
        .collect();
    assert!(
        again.len() == 2 && again[1] - again[0] >= fake.identify_window().as_millis() as u64,
        "{:?}",
        fake.identifies()
    );
    lobbies(&fake).await;
    fake.assert_no_violations();
}

/// A process frozen (SIGSTOP) past its leases is replaced; woken, it steps back (stops its
/// stale session, answers nothing of the tables it lost) and takes its share again; a
/// process killed (SIGKILL) is replaced within 30 s.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paused_or_killed_process_is_replaced() {
    let db = crate::pg::database().await;
    let fake = FakeDiscord::start_with_guilds(2).await;
    guilds_on_both_shards(&fake);
    let store = Store::open(&db).await.unwrap();

    let (a, b) = two_processes(&fake, &store, &db).await;
    let (a_pid, b_pid) = (a.0.id(), b.0.id());
    let tables = lobbies(&fake).await;

    // Frozen: its session stays open, but its lease runs out and the other takes over.
    // Sessions that got READY and receive their shard's events: an IDENTIFY the fake
    // accepted is not yet one, and a click sent in between would reach only the frozen one.
    let before = fake.sessions_started().0;
    signal(&a, "STOP");
    let took = settle(
        &fake,
        &store,
        "the live process takes the frozen one's shard",
        Duration::from_secs(30),
        |h, _| h.values().all(|&p| p == Some(b_pid)),
    )
    .await;
    assert!(took < Duration::from_secs(30), "taken over in {took:?}");
    fake.wait_until(Duration::from_secs(15), |s| {
        (s.ready_count > before).then_some(())
    })
    .await
    .expect("the live process starts a session for the shard it took");
    // Both processes have a session on that shard now; the click is answered once.
    join_all(&fake, &tables, "Bea").await;

    signal(&a, "CONT");
    // Awake: it finds its shard lost, closes that session, and the two share again.
    settle(
        &fake,
        &store,
        "the woken process takes its share again",
        Duration::from_secs(30),
        one_each(a_pid, b_pid),
    )
    .await;

    let mut b = b;
    signal(&b, "KILL");
    let _ = b.0.wait();
    let took = settle(
        &fake,
        &store,
        "the survivor takes the dead process's shard",
        Duration::from_secs(30),
        all_by(a_pid),
    )
    .await;
    assert!(took < Duration::from_secs(30), "taken over in {took:?}");
    join_all(&fake, &tables, "Cy").await;
    drop(a);
    fake.assert_no_violations();
}

/// Issue 22's fail-over, at the size two cores carry in CI: three processes, a table in each
/// of three servers (Ada, whose turn timer plays for her, and three AIs: a four-seat table
/// reaches 5 points in fewer of her timed-out turns than a three-seat one, 40 s against 60 s
/// here). One process is killed
/// (SIGKILL) in the middle of the games: its table goes on under another within 30 s, every
/// game reaches its winner with one game-over message, every log replays to its snapshot
/// (`db verify`: no gap, no duplicate; the ratings agree), and Discord saw nothing it refuses.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_processes_carry_their_tables_through_a_kill() {
    let db = crate::pg::database().await;
    let fake = FakeDiscord::start_with_guilds(3).await;
    fake.set_rate_scale(FAST_RATE_SCALE);
    let mut shards: Vec<u32> = fake
        .guilds()
        .iter()
        .map(|g| shard_of(Some(g.id), 3))
        .collect();
    shards.sort();
    assert_eq!(shards, [0, 1, 2], "one guild per shard");
    let store = Store::open(&db).await.unwrap();
    let env = [
        ("DISCORD_GUILD_ID", String::new()),
        ("CATAN_SHARDS", "3".to_string()),
        ("CATAN_TEST_LEASE_SECS", "6".to_string()),
        ("CATAN_TEST_MINUTE_SECS", "1".to_string()),
        ("CATAN_TEST_SEED", "11".to_string()),
    ];
    let mut procs: Vec<BotProcess> = (0..3).map(|_| fake.spawn_bot(&db, &env)).collect();
    let pids: Vec<u32> = procs.iter().map(|p| p.0.id()).collect();
    settle(
        &fake,
        &store,
        "three processes, a shard each",
        Duration::from_secs(40),
        |h, s| {
            let mut held: Vec<Option<u32>> = h.values().copied().collect();
            held.sort();
            let mut want: Vec<Option<u32>> = pids.iter().copied().map(Some).collect();
            want.sort();
            held == want && s == [0, 1, 2]
        },
    )
    .await;

    // A table in each server: Ada and three AIs, to 5 points, Ada on a one-"minute" clock.
    let ada = fake.user("Ada");
    let mut games = Vec::new();
    for g in fake.guilds() {
        let channel = fake.guild_channel(g.id).id;
        let opts = [
            ("players", Opt::Int(4)),
            ("points", Opt::Int(5)),
            ("turn_timer", Opt::Str("1".into())),
            ("thread", Opt::Bool(false)),
        ];
        let h = fake.slash_in(channel, &ada, "catan", "new", &opts);
        h.response().await;
        let lobby = h.message().await;
        for _ in 0..3 {
            crate::bot_ai_e2e::add_ai(&fake, &ada, &lobby, "Heuristic (quick)").await;
        }
        let r = fake
            .click(&ada, &lobby, &lobby.button("Start").unwrap())
            .response()
            .await;
        assert_eq!(r.kind, 7, "{r:?}");
        let id = store
            .open_game_in_channel(channel)
            .await
            .unwrap()
            .unwrap()
            .id;
        games.push((g.id, channel, id));
    }
    let logged = |id| {
        let store = store.clone();
        async move { store.load(id).await.map(|l| l.log_len).unwrap_or(0) }
    };

    // Mid-game: every table past its set-up.
    let start = Instant::now();
    for &(_, _, id) in &games {
        while logged(id).await < 20 {
            assert!(
                start.elapsed() < Duration::from_secs(120),
                "game {id} moves"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    // Kill the process holding the first table's server.
    let (guild, _, victim_game) = games[0];
    let shard = shard_of(Some(guild), 3);
    let victim = holders(&store).await[&shard].expect("a holder");
    let at_kill = logged(victim_game).await;
    let k = pids.iter().position(|&p| p == victim).unwrap();
    let mut dead = procs.remove(k);
    signal(&dead, "KILL");
    let _ = dead.0.wait();
    let killed = Instant::now();
    while logged(victim_game).await <= at_kill
        && store.load(victim_game).await.unwrap().row.status == GameStatus::Active
    {
        assert!(
            killed.elapsed() < Duration::from_secs(30),
            "the killed process's table goes on elsewhere within 30 s"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let moved_on = killed.elapsed();

    // Every game reaches its winner, with one game-over message.
    for &(_, channel, id) in &games {
        let over = fake
            .wait_message(
                channel,
                |m| m.content.contains("Game over"),
                Duration::from_secs(400),
            )
            .await
            .unwrap_or_else(|| panic!("game {id} ends"));
        let loaded = store.load(id).await.unwrap();
        assert_eq!(loaded.row.status, GameStatus::Finished);
        let winner = loaded.game.winner().expect("a winner");
        assert!(
            over.content.contains(loaded.game.name(winner)),
            "{}",
            over.content
        );
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    for &(_, channel, id) in &games {
        let overs = fake
            .public_messages(channel)
            .iter()
            .filter(|m| m.content.contains("Game over"))
            .count();
        assert_eq!(overs, 1, "game {id}: one game-over message");
    }
    crate::cli::assert_db_checks(&db);
    fake.assert_no_violations();
    eprintln!("fail-over: the killed process's table moved on after {moved_on:?}");

    // A copy of the database is refused while its bot runs.
    let dir = tempfile::tempdir().unwrap();
    let to = format!("sqlite://{}", dir.path().join("copy.db").display());
    let out = crate::cli::catan_bot(&db, &["db", "copy", "--to", &to]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && said.contains("stop them first"),
        "{said}"
    );
    drop(procs);
}

/// Issue 22's fail-over at its size, with issue 42's pause: three processes on one
/// PostgreSQL database, 60 tables over 12 servers (in each, a member playing by buttons and
/// three AI seats, to 5 points); the first process killed (SIGKILL) in the middle of the
/// games, then the second frozen (SIGSTOP) past its leases while its tables are busy (AI
/// offers, publishes in flight) and woken (SIGCONT) once the third has taken its shards
/// over. The shards run elsewhere within 30 s; every game reaches its winner; no
/// acknowledged action is lost (each is in its game's log, in order); every interaction is
/// answered once within 3 s but those made in an outage (clicked again); no AI offer stays
/// open; woken, the frozen process sends nothing for a table of a shard it no longer holds
/// and closes those sessions within 2 s; every log replays to its snapshot and the ratings
/// agree (`db verify`, `db ratings --check`); Discord saw nothing it refuses. The load run's
/// report is printed (`--nocapture`). About two minutes: the one test over a minute, as
/// issues 22 and 42 ask for this run in CI (`--skip sixty_tables` leaves it out of a quick
/// local run).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sixty_tables_carry_on_through_a_kill_and_a_pause() {
    let setup = crate::load::Setup {
        postgres: true,
        processes: 3,
        shards: 6,
        kill_after: Some(Duration::from_secs(20)),
        pause: Some(crate::load::Pause {
            after: Duration::from_secs(40),
            length: Duration::from_secs(15),
        }),
        points: 5,
        players: 4,
        // Discord's limits 20 times faster: 170 s on two cores, against 270 s at Discord's
        // own rates (which wait on the global limit).
        fast: true,
        lease_secs: Some(6),
        name: "failover",
        opening: crate::load::Opening::AT_ONCE,
    };
    let ok = crate::load::run(60, Duration::from_secs(400), setup).await;
    assert!(ok, "the fail-over run failed: its report is above");
}

/// Issue 22: a shard taken over has the moves its dead host acknowledged and never committed
/// made before its session starts, so no new click at its tables passes them. (The fail-over
/// run once lost a Decline that way: the member, waiting on the dead process, clicked
/// Decline again as soon as the shard's new session was up; the second click was made and
/// the first refused by the recovery that came after.) Here the left-over roll's recovery
/// is held up by a lock on the game's row: the survivor holds the shard but starts no
/// session for it until the roll is made, and Ada is told it was.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_taken_over_has_its_moves_left_unmade_made_before_its_session_starts() {
    use catan_bot::engine::Phase;
    let db = crate::pg::database().await;
    let fake = FakeDiscord::start().await;
    let store = Store::open(&db).await.unwrap();
    let (id, _) =
        crate::bot_discord_rules::stored_table(&fake, &store, |g| g.phase() == Phase::Roll).await;
    let (a, b) = two_processes(&fake, &store, &db).await;
    let shard = shard_of(Some(fake.guild_id()), SHARDS);
    let (victim, survivor) = match holders(&store).await[&shard] {
        Some(pid) if pid == a.0.id() => (a, b),
        _ => (b, a),
    };
    let survivor_pid = survivor.0.id();
    let msg = crate::bot_discord_rules::roll_message(&fake).await;
    crate::bot_discord_rules::wait_quiet(&fake, Duration::from_millis(1_500)).await;
    let before = store.record(id).await.unwrap().actions.len();

    // The roll is acknowledged and noted by the shard's process, its commit held back by a
    // lock on the game's row; the process dies once the note says Discord took the
    // acknowledgement (half a second after it).
    let (mut row_lock, h) = crate::bot_discord_rules::roll_held(&db, &fake, id, &msg).await;
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let mut victim = victim;
    signal(&victim, "KILL");
    let _ = victim.0.wait();
    // PostgreSQL notices a dead client when its statement ends: the dead process's commit,
    // waiting on the lock, still holds its shard's lease row. It is ended, as a server's
    // TCP keepalives would end it, so that the shard can be taken over.
    sqlx::query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
    )
    .execute(&mut row_lock)
    .await
    .unwrap();
    settle(
        &fake,
        &store,
        "the survivor takes the dead process's shard",
        Duration::from_secs(30),
        |h, _| h.values().all(|&p| p == Some(survivor_pid)),
    )
    .await;

    // The recovery waits on the lock, and the shard's session on the recovery. (Its commit
    // holds the shard's lease row meanwhile, so the survivor's renewals wait too: the lock
    // is held for less than a lease.)
    let held_until = Instant::now() + Duration::from_secs(4);
    while Instant::now() < held_until {
        assert!(
            !sessions(&fake).contains(&u64::from(shard)),
            "the shard's session started before the move left unmade was recovered"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(store.record(id).await.unwrap().actions.len(), before);
    sqlx::query("ROLLBACK")
        .execute(&mut row_lock)
        .await
        .unwrap();
    settle(
        &fake,
        &store,
        "the survivor runs every shard once the roll is made",
        Duration::from_secs(30),
        all_by(survivor_pid),
    )
    .await;
    let told = h.followups(1).await;
    assert!(
        told[0].is_ephemeral() && told[0].content.contains("Your roll is made"),
        "{}",
        told[0].content
    );
    assert_eq!(store.record(id).await.unwrap().actions.len(), before + 1);
    assert!(store.pending_moves(id).await.unwrap().is_empty());
    drop(survivor);
    fake.assert_no_violations();
}

/// Issue 42: a process frozen (SIGSTOP) inside the commit of a move it acknowledged, past
/// its leases. PostgreSQL ends the frozen transaction (`idle_in_transaction_session_timeout`),
/// so the move is not made there; the process, woken while nobody has its shard yet (a
/// transaction of the test's holds the shard's lease row as a commit would), finds its commit
/// failed and its shard gone: it keeps the move's note and sends nothing. The shard's next
/// host makes the move from the note and tells Ada, once. (A fresh-clone fail-over run lost an
/// End turn this way: the woken process dropped the note of a move it could no longer make.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_process_froze_in_its_commit_is_made_by_the_next_host() {
    use catan_bot::engine::Phase;
    use sqlx::Connection;
    let db = crate::pg::database().await;
    let fake = FakeDiscord::start().await;
    let store = Store::open(&db).await.unwrap();
    let (id, _) =
        crate::bot_discord_rules::stored_table(&fake, &store, |g| g.phase() == Phase::Roll).await;
    let (a, b) = two_processes(&fake, &store, &db).await;
    let shard = shard_of(Some(fake.guild_id()), SHARDS);
    let ((victim, tag), survivor) = match holders(&store).await[&shard] {
        Some(pid) if pid == a.0.id() => ((a, "a"), b),
        _ => ((b, "b"), a),
    };
    let msg = crate::bot_discord_rules::roll_message(&fake).await;
    crate::bot_discord_rules::wait_quiet(&fake, Duration::from_millis(1_500)).await;
    let before = store.record(id).await.unwrap().actions.len();

    // The roll is acknowledged and noted; its commit waits on a lock on the game's row.
    let (mut row_lock, h) = crate::bot_discord_rules::roll_held(&db, &fake, id, &msg).await;
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    // The shard's lease row, held as a commit holds it: nobody takes the shard meanwhile.
    let mut lease_lock = sqlx::AnyConnection::connect(&db).await.unwrap();
    sqlx::query("BEGIN").execute(&mut lease_lock).await.unwrap();
    sqlx::query("SELECT shard FROM shard_leases WHERE shard = $1 FOR KEY SHARE")
        .bind(i64::from(shard))
        .fetch_all(&mut lease_lock)
        .await
        .unwrap();
    signal(&victim, "STOP");
    // Frozen inside its commit: the lock let go, the commit's statement runs on the server
    // and its transaction waits for a process that sends nothing, until the server ends it.
    sqlx::query("ROLLBACK")
        .execute(&mut row_lock)
        .await
        .unwrap();
    let frozen = Instant::now();
    let mut ended = false;
    while frozen.elapsed() < Duration::from_secs(30) {
        let waiting: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() \
             AND state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()",
        )
        .fetch_one(&mut row_lock)
        .await
        .unwrap();
        // The test's own lease lock is the one left.
        if waiting <= 1 && frozen.elapsed() > Duration::from_secs(8) {
            ended = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(ended, "PostgreSQL ended the frozen process's transaction");
    assert!(
        store.pending_moves(id).await.unwrap().len() == 1,
        "the roll's note is there"
    );
    signal(&victim, "CONT");
    let woke_ms = fake.now_ms();
    tokio::time::sleep(Duration::from_secs(3)).await;
    let sent: Vec<String> = fake
        .requests_from(tag)
        .into_iter()
        .filter(|(ms, r)| *ms >= woke_ms && !r.contains("/gateway"))
        .map(|(_, r)| r)
        .collect();
    assert!(
        sent.is_empty(),
        "woken without its shard, the process sent {sent:?}"
    );
    assert_eq!(
        store.record(id).await.unwrap().actions.len(),
        before,
        "not made by the frozen commit"
    );
    assert_eq!(
        store.pending_moves(id).await.unwrap().len(),
        1,
        "woken, the process keeps the note of the move it could not make"
    );

    // Let go, the shard is taken (by either process) and the roll made from its note.
    sqlx::query("ROLLBACK")
        .execute(&mut lease_lock)
        .await
        .unwrap();
    let told = h.followups(1).await;
    assert!(
        told[0].is_ephemeral() && told[0].content.contains("Your roll is made"),
        "{}",
        told[0].content
    );
    assert_eq!(store.record(id).await.unwrap().actions.len(), before + 1);
    assert!(store.pending_moves(id).await.unwrap().is_empty());
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(h.followups(1).await.len(), 1, "Ada is told once");
    assert_eq!(
        store.record(id).await.unwrap().actions.len(),
        before + 1,
        "made once"
    );
    drop((victim, survivor));
    fake.assert_no_violations();
}
