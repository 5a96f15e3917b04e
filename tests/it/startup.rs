//! Start-up failures of `catan-bot run`: each bad configuration stops the bot with one
//! sentence that says what to set (never a panic or a wall of logs), and a non-zero exit.
//! A wrong token is tried against the fake Discord, which answers it as Discord does. Two
//! bots on one database: the second stops at once, and a bot whose lease is taken stops.

use crate::fake_discord;

use catan_bot::store::{now_unix, LeaseHolder, Store, LEASE_TTL};
use fake_discord::{temp_db, BotProcess, FakeDiscord, Opt, TOKEN};
use std::io::Read;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// `catan-bot run` in `dir` (no `.env` there) with only `env` set; stdout and stderr piped.
fn bot_command(dir: &Path, env: &[(&str, &str)]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_catan-bot"));
    cmd.arg("run")
        .current_dir(dir)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env(
            "RUST_LOG",
            std::env::var("STARTUP_LOG").as_deref().unwrap_or("off"),
        )
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd
}

/// Runs the binary in `dir` with only `env` set, for at most `limit`.
fn run_bot(dir: &Path, env: &[(&str, &str)], limit: Duration) -> Output {
    let mut child = bot_command(dir, env).spawn().expect("start the bot binary");
    wait_exit(&mut child, limit)
}

/// Waits at most `limit` for `child` (spawned by `bot_command`) to exit; what it printed.
fn wait_exit(child: &mut Child, limit: Duration) -> Output {
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > limit {
            child.kill().ok();
            child.wait().ok();
            panic!(
                "the bot did not stop within {limit:?}: {}",
                String::from_utf8_lossy(&drain(child.stderr.take()))
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: drain(child.stdout.take()),
        stderr: drain(child.stderr.take()),
    }
}

/// Everything left in a child's pipe.
fn drain(pipe: Option<impl Read>) -> Vec<u8> {
    let mut bytes = Vec::new();
    if let Some(mut p) = pipe {
        p.read_to_end(&mut bytes).expect("read the bot's output");
    }
    bytes
}

/// The one sentence the bot printed, after checking it failed without a panic.
fn one_sentence(out: &Output) -> String {
    assert!(!out.status.success(), "a bad configuration fails");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "one line: {stderr}");
    let line = lines[0];
    assert!(line.starts_with("catan-bot: "), "{line}");
    assert!(line.ends_with('.'), "a sentence: {line}");
    assert!(!line.contains(".."), "{line}");
    line.to_string()
}

#[test]
fn a_missing_token_says_what_to_set() {
    let dir = tempfile::tempdir().unwrap();
    let line = one_sentence(&run_bot(dir.path(), &[], Duration::from_secs(20)));
    assert!(line.contains("DISCORD_TOKEN is not set"), "{line}");
    assert!(line.contains(".env"), "{line}");
}

#[test]
fn an_unusable_database_says_what_to_set() {
    let dir = tempfile::tempdir().unwrap();
    let garbage: Vec<u8> = (0..4096u32).map(|i| (i * 7919 % 251) as u8).collect();
    std::fs::write(dir.path().join("not-a-db.db"), garbage).unwrap();
    std::fs::create_dir(dir.path().join("a-folder")).unwrap();
    let cases = [
        ("mysql://localhost/catan", "must start with sqlite://"),
        (
            "postgres://catan@127.0.0.1:1/catan",
            "PostgreSQL database at",
        ),
        ("sqlite://no/such/folder/catan.db", "does not exist"),
        ("sqlite://a-folder", "is a folder"),
        ("sqlite://not-a-db.db", "is not a SQLite database"),
    ];
    for (url, says) in cases {
        let out = run_bot(
            dir.path(),
            &[("DISCORD_TOKEN", "x"), ("DATABASE_URL", url)],
            Duration::from_secs(20),
        );
        let line = one_sentence(&out);
        assert!(line.contains(says), "{url}: {line}");
        assert!(line.contains("DATABASE_URL"), "{url}: {line}");
    }
    // Nothing was created on the way.
    assert!(!dir.path().join("no").exists());
    let garbage_now = std::fs::read(dir.path().join("not-a-db.db")).unwrap();
    assert_eq!(garbage_now.len(), 4096, "the file was left as it was");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_token_says_what_to_check() {
    let fake = FakeDiscord::start().await;
    let (dir, db) = temp_db();
    let api = fake.api_url();
    let cwd = dir.path().to_path_buf();
    let out = tokio::task::spawn_blocking(move || {
        run_bot(
            &cwd,
            &[
                ("DISCORD_TOKEN", "not-the-token"),
                ("DATABASE_URL", &db),
                ("DISCORD_API_URL", &api),
            ],
            Duration::from_secs(60),
        )
    })
    .await
    .unwrap();
    let line = one_sentence(&out);
    assert!(line.contains("DISCORD_TOKEN"), "{line}");
    assert!(
        !line.contains("not-the-token"),
        "the token is never printed: {line}"
    );
    assert_eq!(fake.sessions_started().0, 0, "no session was opened");
}

#[test]
fn an_unreachable_discord_says_what_to_check() {
    let (dir, db) = temp_db();
    // A port nothing listens on: bind one, then let it go.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let api = format!("http://127.0.0.1:{port}");
    let out = run_bot(
        dir.path(),
        &[
            ("DISCORD_TOKEN", "x"),
            ("DATABASE_URL", &db),
            ("DISCORD_API_URL", &api),
        ],
        Duration::from_secs(60),
    );
    let line = one_sentence(&out);
    assert!(line.contains("could not be reached"), "{line}");
    assert!(
        line.contains(&api) && line.contains("DISCORD_API_URL"),
        "{line}"
    );
}

/// The settings a bot needs to run against `fake` on `db`.
fn fake_env(fake: &FakeDiscord, db: &str) -> Vec<(&'static str, String)> {
    vec![
        ("DISCORD_TOKEN", TOKEN.to_string()),
        ("DATABASE_URL", db.to_string()),
        ("DISCORD_API_URL", fake.api_url()),
        ("DISCORD_GUILD_ID", fake.guild_id().to_string()),
    ]
}

fn as_refs<'a>(env: &'a [(&'static str, String)]) -> Vec<(&'a str, &'a str)> {
    env.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

/// How many times a bot asked Discord who it is (the first thing it does there).
fn sign_ins(fake: &FakeDiscord) -> usize {
    fake.requests()
        .iter()
        .filter(|r| r.ends_with("/users/@me"))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_bot_on_the_same_database_stops_and_the_first_keeps_playing() {
    let fake = FakeDiscord::start().await;
    let (dir, db) = temp_db();
    let mut first = fake.spawn_bot(&db, &[]);
    fake.wait_online().await;
    let (sessions, asked) = (fake.sessions_started().0, sign_ins(&fake));

    let env = fake_env(&fake, &db);
    let cwd = dir.path().to_path_buf();
    let out =
        tokio::task::spawn_blocking(move || run_bot(&cwd, &as_refs(&env), Duration::from_secs(30)))
            .await
            .unwrap();
    let line = one_sentence(&out);
    let pid = first.0.id();
    let who = format!("catan-bot: Another catan-bot (process {pid} on ");
    assert!(line.starts_with(&who), "{line}");
    assert!(
        line.contains(") has been running on this database for "),
        "{line}"
    );
    assert!(line.contains("; stop it first, or wait "), "{line}");
    assert!(line.ends_with(" s if it has just stopped."), "{line}");
    assert_eq!(
        sign_ins(&fake),
        asked,
        "the second bot never contacted Discord"
    );
    assert_eq!(fake.sessions_started().0, sessions);

    // The first bot still plays.
    assert!(first.0.try_wait().unwrap().is_none(), "the first bot runs");
    let ada = fake.users()[0].clone();
    let r = fake
        .slash(
            &ada,
            "catan",
            "new",
            &[("players", Opt::Int(3)), ("thread", Opt::Bool(false))],
        )
        .public_answer()
        .await;
    assert!(r.content.contains("new game"), "{r:?}");

    // Stopped cleanly, it gives the lease up: the next bot need not wait.
    Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    let status = tokio::task::spawn_blocking(move || first.0.wait().unwrap())
        .await
        .unwrap();
    assert!(status.success(), "clean exit: {status:?}");
    let store = Store::open(&db).await.unwrap();
    assert_eq!(store.lease().await.unwrap(), None);
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_whose_lease_was_taken_stops_with_a_sentence() {
    let fake = FakeDiscord::start().await;
    let (dir, db) = temp_db();
    let env = fake_env(&fake, &db);
    let bot = BotProcess(
        bot_command(dir.path(), &as_refs(&env))
            .spawn()
            .expect("start the bot binary"),
    );
    fake.wait_online().await;

    // As if the bot had frozen past its lease and another had started meanwhile.
    let store = Store::open(&db).await.unwrap();
    let other = LeaseHolder {
        pid: 777,
        host: "elsewhere".into(),
        pid_space: None,
        ..LeaseHolder::this_process()
    };
    let later = now_unix() + LEASE_TTL.as_secs() as i64 + 1;
    store.take_lease(&other, later, LEASE_TTL).await.unwrap();

    let out = tokio::task::spawn_blocking(move || {
        let mut bot = bot;
        wait_exit(&mut bot.0, Duration::from_secs(30))
    })
    .await
    .unwrap();
    let line = one_sentence(&out);
    assert_eq!(
        line,
        "catan-bot: This catan-bot stops because another catan-bot (process 777 on elsewhere) \
         took over the database while this one had not renewed its lease in time; only one may \
         act on the games."
    );
    assert_eq!(store.lease().await.unwrap().unwrap().holder, other);
}

/// A guild the bot is not in (or an invite without the applications.commands scope): Discord
/// refuses the commands, and the bot stops with one sentence instead of idling silently.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_command_registration_stops_start_up_with_a_sentence() {
    let fake = FakeDiscord::start().await;
    for (case, wrong_guild) in [("refused", false), ("wrong guild", true)] {
        fake.refuse_command_registration(!wrong_guild);
        let (dir, db) = temp_db();
        let mut env = fake_env(&fake, &db);
        if wrong_guild {
            env.retain(|(k, _)| *k != "DISCORD_GUILD_ID");
            env.push(("DISCORD_GUILD_ID", "123456789012345678".to_string()));
        }
        let cwd = dir.path().to_path_buf();
        let out = tokio::task::spawn_blocking(move || {
            run_bot(&cwd, &as_refs(&env), Duration::from_secs(60))
        })
        .await
        .unwrap();
        assert!(!out.status.success(), "{case}");
        let line = one_sentence(&out);
        assert!(
            line.contains("refused to register the slash commands")
                && line.contains("applications.commands"),
            "{case}: {line}"
        );
    }
    assert_eq!(
        fake.sessions_started().0,
        0,
        "no gateway session was opened"
    );
    fake.take_violations();
}

/// Waits at most `limit` until all but one of `children` have exited: the one still running
/// and what each of the others printed.
fn all_but_one_exit(mut children: Vec<Child>, limit: Duration) -> (Child, Vec<(u32, Output)>) {
    let started = Instant::now();
    let mut exited = Vec::new();
    while children.len() > 1 {
        let mut i = 0;
        while i < children.len() {
            if children[i].try_wait().unwrap().is_some() {
                let mut child = children.swap_remove(i);
                let pid = child.id();
                exited.push((pid, wait_exit(&mut child, Duration::from_secs(1))));
            } else {
                i += 1;
            }
        }
        if started.elapsed() > limit {
            let mut said = String::new();
            for mut c in children {
                c.kill().ok();
                said.push_str(&String::from_utf8_lossy(&wait_exit(&mut c, limit).stderr));
            }
            panic!("the bots did not settle within {limit:?}: {exited:?} {said}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    (children.pop().expect("one bot runs"), exited)
}

/// Three bots started at once on a database file that does not exist yet (a deploy that
/// starts several): the schema is made once, one bot runs, and the other two stop with the
/// lease's sentence and nothing else (no "table games already exists").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_bots_started_together_on_a_new_database_one_runs_and_two_name_it() {
    let fake = FakeDiscord::start().await;
    for round in 0..3 {
        // Each round's bot starts a gateway session: one per 5 s, as Discord allows.
        fake.wait_identify_window().await;
        let ready = fake.sessions_started().0;
        let (dir, db) = temp_db();
        let env = fake_env(&fake, &db);
        let children: Vec<Child> = (0..3)
            .map(|_| {
                bot_command(dir.path(), &as_refs(&env))
                    .spawn()
                    .expect("start the bot binary")
            })
            .collect();
        let (winner, losers) = tokio::task::spawn_blocking(move || {
            all_but_one_exit(children, Duration::from_secs(60))
        })
        .await
        .unwrap();
        let winner = BotProcess(winner);
        let pid = winner.0.id();
        for (loser, out) in &losers {
            let line = one_sentence(out);
            assert!(
                line.starts_with(&format!("catan-bot: Another catan-bot (process {pid} on "))
                    && line.ends_with(" s if it has just stopped."),
                "round {round}, process {loser}: {line}"
            );
        }
        // This round's bot on the gateway (so its signal handlers are in place before the
        // SIGTERM below); the fake counts every READY it sent.
        fake.wait_until(Duration::from_secs(30), |s| {
            (s.ready_count > ready).then_some(())
        })
        .await
        .expect("the running bot's session is ready");
        let store = Store::open(&db).await.unwrap();
        assert_eq!(store.lease().await.unwrap().unwrap().holder.pid, pid);
        let migrations: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations")
            .fetch_one(store.pool())
            .await
            .unwrap();
        assert_eq!(
            migrations as usize,
            catan_bot::store::MIGRATOR.iter().count()
        );
        store.close().await;
        Command::new("kill")
            .args(["-TERM", &pid.to_string()])
            .status()
            .unwrap();
        let status = tokio::task::spawn_blocking(move || {
            let mut winner = winner;
            wait_exit(&mut winner.0, Duration::from_secs(30)).status
        })
        .await
        .unwrap();
        assert!(status.success(), "round {round}: clean exit: {status:?}");
    }
    fake.assert_no_violations();
}

/// Every line `child` writes to stderr, as it comes.
fn stderr_lines(child: &mut Child) -> std::sync::mpsc::Receiver<String> {
    use std::io::BufRead;
    let (tx, rx) = std::sync::mpsc::channel();
    let err = child.stderr.take().expect("stderr is piped");
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(err).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// The first line from `lines` that contains `what`, waiting at most `limit`.
fn line_with(
    lines: &std::sync::mpsc::Receiver<String>,
    what: &str,
    limit: Duration,
) -> Option<String> {
    let until = Instant::now() + limit;
    while let Some(left) = until.checked_duration_since(Instant::now()) {
        match lines.recv_timeout(left) {
            Ok(line) if line.contains(what) => return Some(line),
            Ok(_) => {}
            Err(_) => return None,
        }
    }
    None
}

/// Another process (a bot frozen in a commit) holds SQLite's write lock: a bot starting
/// says what it waits for and starts once the lock is free, or, when the lock stays taken
/// past its bound, stops with one sentence.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_waits_for_the_database_write_lock_and_says_what_it_waits_for() {
    let fake = FakeDiscord::start().await;
    let (dir, db) = temp_db();
    Store::open(&db).await.unwrap().close().await;
    let lock = fake_discord::DbLock::take(&db).await;

    // Held past the bound: one warning of the wait, then one sentence.
    let mut env = fake_env(&fake, &db);
    env.extend([
        ("RUST_LOG", "warn".to_string()),
        ("CATAN_TEST_HOOKS", "1".to_string()),
        ("CATAN_TEST_DB_WAIT_SECS", "1".to_string()),
    ]);
    let cwd = dir.path().to_path_buf();
    let short = env.clone();
    let out = tokio::task::spawn_blocking(move || {
        run_bot(&cwd, &as_refs(&short), Duration::from_secs(30))
    })
    .await
    .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{stderr}");
    assert!(
        lines[0].contains("waiting for the database: another process holds its write lock"),
        "{stderr}"
    );
    assert!(
        lines[1].starts_with("catan-bot: ")
            && lines[1].contains("stayed locked by another process")
            && lines[1].ends_with('.'),
        "{stderr}"
    );
    assert_eq!(sign_ins(&fake), 0, "Discord was not contacted");

    // Freed within the bound: the bot starts.
    env.retain(|(k, _)| *k != "CATAN_TEST_DB_WAIT_SECS");
    env.push(("CATAN_TEST_DB_WAIT_SECS", "60".to_string()));
    let mut bot = BotProcess(bot_command(dir.path(), &as_refs(&env)).spawn().unwrap());
    let lines = stderr_lines(&mut bot.0);
    let waiting = line_with(&lines, "waiting for the database", Duration::from_secs(20));
    assert!(waiting.is_some(), "the bot says what it waits for");
    assert!(bot.0.try_wait().unwrap().is_none(), "it still waits");
    assert_eq!(sign_ins(&fake), 0, "Discord was not contacted yet");
    lock.release().await;
    fake.wait_online().await;
    let store = Store::open(&db).await.unwrap();
    assert_eq!(store.lease().await.unwrap().unwrap().holder.pid, bot.0.id());
    Command::new("kill")
        .args(["-TERM", &bot.0.id().to_string()])
        .status()
        .unwrap();
    let status = tokio::task::spawn_blocking(move || {
        let mut bot = bot;
        bot.0.wait().unwrap()
    })
    .await
    .unwrap();
    assert!(status.success(), "clean exit: {status:?}");
    fake.assert_no_violations();
}

/// `kill -SIG pid`.
fn signal(pid: u32, sig: &str) {
    let done = Command::new("kill")
        .args([sig, &pid.to_string()])
        .status()
        .unwrap();
    assert!(done.success(), "kill {sig} {pid}");
}

/// A bot frozen (SIGSTOP) past its lease while no other bot started: once woken it renews
/// the lease under the same number and goes on (`CATAN_TEST_LEASE_SECS` makes the lease
/// last 3 s, renewed every second).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_paused_past_its_lease_that_nobody_took_renews_it_and_goes_on() {
    let fake = FakeDiscord::start().await;
    let (_dir, db) = temp_db();
    let mut bot = fake.spawn_bot(&db, &[("CATAN_TEST_LEASE_SECS", "3".to_string())]);
    fake.wait_online().await;
    let pid = bot.0.id();
    let store = Store::open(&db).await.unwrap();
    let before = store.lease().await.unwrap().unwrap();
    assert_eq!(before.holder.pid, pid);
    assert!(before.expires <= now_unix() + 3, "{before:?}");

    signal(pid, "-STOP");
    tokio::time::sleep(Duration::from_secs(5)).await;
    let paused = store.lease().await.unwrap().unwrap();
    assert!(paused.expires < now_unix(), "ran out: {paused:?}");
    signal(pid, "-CONT");
    tokio::time::sleep(Duration::from_secs(2)).await;

    let after = store.lease().await.unwrap().unwrap();
    assert_eq!((&after.holder, after.epoch), (&before.holder, before.epoch));
    assert!(after.expires > now_unix(), "renewed: {after:?}");
    assert!(bot.0.try_wait().unwrap().is_none(), "the bot runs on");
    signal(pid, "-TERM");
    let status = tokio::task::spawn_blocking(move || bot.0.wait().unwrap())
        .await
        .unwrap();
    assert!(status.success(), "clean exit: {status:?}");
    fake.assert_no_violations();
}
