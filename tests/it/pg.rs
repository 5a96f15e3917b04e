//! A throwaway PostgreSQL server for tests: started once per test process from the
//! machine's own server programs (Debian's `postgresql` package), on a free loopback port
//! with a data folder in the temporary directory, and stopped with the process. Each test
//! gets a database of its own (`database`). Compiled into the library's unit tests and the
//! integration tests alike (`#[path]`).
//!
//! A machine without the programs gets a sentence saying how to install them; these tests
//! are required (`.ci/run` installs the package).
#![allow(unreachable_pub)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The running server: its port, with a `catan` superuser that needs no password.
pub struct PgServer {
    pub port: u16,
}

static SERVER: OnceLock<PgServer> = OnceLock::new();
static NEXT_DB: AtomicUsize = AtomicUsize::new(0);

/// The folder holding `initdb` and `postgres`: `CATAN_PG_BIN`, else the newest
/// `/usr/lib/postgresql/<version>/bin`, else `pg_config --bindir`.
fn bin_dir() -> PathBuf {
    if let Ok(dir) = std::env::var("CATAN_PG_BIN") {
        return PathBuf::from(dir);
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let v = e.file_name().to_str()?.parse::<u32>().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").exists().then_some((v, bin))
        })
        .collect();
    versions.sort();
    if let Some((_, bin)) = versions.pop() {
        return bin;
    }
    if let Ok(out) = Command::new("pg_config").arg("--bindir").output() {
        let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if dir.join("initdb").exists() {
            return dir;
        }
    }
    panic!(
        "These tests need PostgreSQL's server programs (initdb and postgres), and none were \
         found. Install them with `sudo apt-get install postgresql` (Debian, Ubuntu) or your \
         system's package, or set CATAN_PG_BIN to the folder that holds them."
    );
}

/// As root, the server runs as the `postgres` user (it refuses to run as root): its ids.
fn server_user() -> Option<(u32, u32)> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        return None;
    }
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let ids = passwd.lines().find_map(|l| {
        let f: Vec<&str> = l.split(':').collect();
        (f.first() == Some(&"postgres") && f.len() > 3)
            .then(|| Some((f[2].parse().ok()?, f[3].parse().ok()?)))
            .flatten()
    });
    Some(ids.expect(
        "These tests run as root, and PostgreSQL refuses to: they need the `postgres` user that \
         Debian's `postgresql` package makes (`sudo apt-get install postgresql`).",
    ))
}

/// A command that runs as `user` (when set), and is sent SIGQUIT (PostgreSQL's immediate
/// shutdown) when the thread that started it ends.
fn as_user(program: PathBuf, user: Option<(u32, u32)>, dies_with_parent: bool) -> Command {
    use std::os::unix::process::CommandExt;
    let mut cmd = Command::new(program);
    // SAFETY: only async-signal-safe calls (setgid, setuid, prctl) between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            if let Some((uid, gid)) = user {
                if libc::setgid(gid) != 0 || libc::setuid(uid) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
            }
            // After setuid, which clears it.
            if dies_with_parent && libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGQUIT) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    cmd
}

/// Data folders of earlier test processes that are gone.
fn remove_stale(tmp: &Path) {
    for e in std::fs::read_dir(tmp).into_iter().flatten().flatten() {
        let name = e.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix("catan-pg-"))
            .and_then(|p| p.parse::<u32>().ok())
        else {
            continue;
        };
        if !Path::new(&format!("/proc/{pid}")).exists() {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
}

/// A loopback port for a child process (a bot's operator port, a PostgreSQL server) to
/// listen on: free when handed out, below Linux's ephemeral range (32768–60999), and never
/// handed out twice by this binary. A port from `bind(":0")` let go for the child is in the
/// ephemeral range, where any connection this machine opens meanwhile may take it as its
/// local port, and the child then cannot listen.
pub fn spare_port() -> u16 {
    use std::sync::atomic::{AtomicU16, Ordering};
    const FIRST: u16 = 20_000;
    const SPAN: u16 = 12_000;
    // Each run of the binary starts elsewhere, so that runs side by side rarely meet.
    static NEXT: AtomicU16 = AtomicU16::new(0);
    let _ = NEXT.compare_exchange(
        0,
        1 + (std::process::id() % u32::from(SPAN)) as u16,
        Ordering::Relaxed,
        Ordering::Relaxed,
    );
    for _ in 0..SPAN {
        let port = FIRST + NEXT.fetch_add(1, Ordering::Relaxed) % SPAN;
        if std::net::TcpListener::bind(("127.0.0.1", port)).is_ok() {
            return port;
        }
    }
    panic!("no free loopback port between {FIRST} and {}", FIRST + SPAN);
}

fn start() -> PgServer {
    let bin = bin_dir();
    let user = server_user();
    let tmp = std::env::temp_dir();
    remove_stale(&tmp);
    let root = tmp.join(format!("catan-pg-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("make the PostgreSQL test folder");
    if let Some((uid, gid)) = user {
        std::os::unix::fs::chown(&root, Some(uid), Some(gid)).expect("hand the folder over");
    }
    let data = root.join("data");
    let out = as_user(bin.join("initdb"), user, false)
        .args(["-D", data.to_str().unwrap()])
        .args([
            "-U",
            "catan",
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--no-sync",
            "--locale=C",
        ])
        .stdout(Stdio::null())
        .output()
        .expect("run initdb");
    assert!(
        out.status.success(),
        "initdb failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let port = spare_port();
    // The server is started from a thread that lives as long as this process, so that
    // SIGQUIT reaches it when the process ends (a parent-death signal follows the thread).
    let (tx, rx) = std::sync::mpsc::channel();
    let (bin2, root2) = (bin.clone(), root.clone());
    std::thread::spawn(move || {
        let child = as_user(bin2.join("postgres"), user, true)
            .args(["-D", data.to_str().unwrap()])
            .args(["-p", &port.to_string(), "-k", root2.to_str().unwrap()])
            .args(["-c", "listen_addresses=127.0.0.1"])
            .args(["-c", "fsync=off", "-c", "synchronous_commit=off"])
            .args(["-c", "full_page_writes=off", "-c", "max_connections=300"])
            .args(["-c", "shared_buffers=32MB"])
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(root2.join("server.log")).unwrap())
            .spawn();
        let _ = tx.send(child.map(|c| c.id()));
        loop {
            std::thread::park();
        }
    });
    rx.recv().unwrap().expect("start the PostgreSQL server");
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the PostgreSQL test server did not start within 30 s: {}",
            std::fs::read_to_string(root.join("server.log")).unwrap_or_default()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    PgServer { port }
}

/// The test server, started on first use.
pub fn server() -> &'static PgServer {
    SERVER.get_or_init(start)
}

/// A new, empty database on the test server: its `postgres://` address.
pub async fn database() -> String {
    use sqlx::Connection;
    let port = server().port;
    let name = format!(
        "t{}_{}",
        std::process::id(),
        NEXT_DB.fetch_add(1, Ordering::SeqCst)
    );
    let admin = format!("postgres://catan@127.0.0.1:{port}/postgres");
    let started = Instant::now();
    let mut conn = loop {
        // Ready for connections a little after the port opens.
        match sqlx_postgres::PgConnection::connect(&admin).await {
            Ok(c) => break c,
            Err(e) if started.elapsed() > Duration::from_secs(30) => {
                panic!("the PostgreSQL test server takes no connection: {e}")
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    };
    sqlx::raw_sql(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .execute(&mut conn)
        .await
        .expect("create a test database");
    let _ = conn.close().await;
    format!("postgres://catan@127.0.0.1:{port}/{name}")
}
