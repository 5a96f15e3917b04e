//! The bot's configuration, read once from the environment (or `.env`, loaded by `main`).
//! The token is kept out of `Debug` output and is never logged.

use std::fmt;
use std::time::Duration;
use thiserror::Error;

/// The most gateway shards `CATAN_SHARDS` may name (a bot needs one per 2,500 servers).
pub(super) const MAX_SHARDS: u32 = 1024;

/// Where the bot connects and what it stores.
#[derive(Clone)]
pub struct Config {
    pub token: String,
    pub database_url: String,
    pub guild_id: Option<u64>,
    pub api_url: Option<String>,
    pub log_filter: String,
    /// Test hooks (`CATAN_TEST_HOOKS=1`): the `dice` option of `/catan roll` and the
    /// `CATAN_TEST_SEED` set-up seed. Off unless explicitly enabled.
    pub test_hooks: bool,
    pub test_seed: Option<u64>,
    /// How long a "minute" of `/catan new turn_timer` lasts: 60 s, or
    /// `CATAN_TEST_MINUTE_SECS` seconds with the test hooks on (so tests need not wait).
    pub minute: Duration,
    /// How often the watchdog looks for stalled tables: 15 s, or a quarter of a test
    /// "minute" under the test hooks.
    pub watchdog: Duration,
    /// How long an AI waits before each move: nothing, or `CATAN_TEST_AI_PAUSE_MS` with the
    /// test hooks on (a slow AI, so a test can step in between two moves).
    pub ai_pause: Option<Duration>,
    /// Under the test hooks, `CATAN_TEST_DICE_FILE`: a file a test writes the next dice
    /// into ("3,4"); a roll by button then uses them, and the file is removed once the roll
    /// is committed. Lets a test play every roll by the Roll button.
    pub test_dice_file: Option<std::path::PathBuf>,
    /// How long the database lease lasts unless renewed (renewed every third of it): 30 s,
    /// or `CATAN_TEST_LEASE_SECS` under the test hooks (so a test can pause a bot past it).
    pub lease_ttl: Duration,
    /// How long start-up waits for the database when another process holds its write lock
    /// (or is migrating it): 60 s, or `CATAN_TEST_DB_WAIT_SECS` under the test hooks.
    pub db_wait: Duration,
    /// How many times faster than Discord's the per-channel and global rate windows pass:
    /// 1, or `CATAN_TEST_RATE_SCALE` under the test hooks (the fake Discord then enforces
    /// the same limits over windows as short), so a whole game under test is not paced by
    /// Discord's 5 posts per 5 seconds, nor several processes' start by one gateway session
    /// per 5 seconds.
    pub rate_scale: u32,
    /// Where the operator's view listens (`CATAN_METRICS_ADDR`, e.g. 127.0.0.1:9100):
    /// `/healthz` and Prometheus' `/metrics` (`bot::ops`). None: not served.
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// `CATAN_SHARDS`: run as one of several processes of one bot on a PostgreSQL database,
    /// sharing this many gateway shards (`bot::shards`). None: one process runs the bot's
    /// only shard under the database lease.
    pub shards: Option<u32>,
    /// `CATAN_FAIR_HOWTO_URL`: where players read how to check a game's fair dice
    /// themselves (the project's page on it, say); `/catan fair` links it. None: not linked.
    pub fair_howto_url: Option<String>,
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("api_url", &self.api_url)
            .field("log_filter", &self.log_filter)
            .field("test_hooks", &self.test_hooks)
            .field("minute", &self.minute)
            .field("watchdog", &self.watchdog)
            .field("lease_ttl", &self.lease_ttl)
            .field("db_wait", &self.db_wait)
            .field("metrics_addr", &self.metrics_addr)
            .field("shards", &self.shards)
            .field("rate_scale", &self.rate_scale)
            .field("fair_howto_url", &self.fair_howto_url)
            .finish()
    }
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error("DISCORD_TOKEN is not set: put your bot token in the environment or in a .env file (see .env.example).")]
    MissingToken,
    #[error("DISCORD_GUILD_ID must be a server id (a number), not \"{0}\"; leave it unset to register the commands globally.")]
    BadGuild(String),
    #[error("DATABASE_URL must start with sqlite:// (for example sqlite://catan.db) or postgres:// (for example postgres://catan@localhost/catan), not \"{0}\".")]
    BadDatabaseUrl(String),
    #[error("DISCORD_API_URL must start with http:// or https://, not \"{0}\".")]
    BadApiUrl(String),
    #[error("CATAN_TEST_SEED must be a number, not \"{0}\".")]
    BadSeed(String),
    #[error("CATAN_TEST_AI_PAUSE_MS must be a whole number of milliseconds, not \"{0}\".")]
    BadPause(String),
    #[error("CATAN_TEST_MINUTE_SECS must be a whole number of seconds from 1 to 60, not \"{0}\".")]
    BadMinute(String),
    #[error("CATAN_TEST_LEASE_SECS must be a whole number of seconds from 3 to 300, not \"{0}\".")]
    BadLease(String),
    #[error(
        "CATAN_TEST_DB_WAIT_SECS must be a whole number of seconds from 0 to 600, not \"{0}\"."
    )]
    BadDbWait(String),
    #[error("CATAN_TEST_RATE_SCALE must be a whole number from 1 to 100, not \"{0}\".")]
    BadRateScale(String),
    #[error("CATAN_METRICS_ADDR must be an address and port to listen on, such as 127.0.0.1:9100, not \"{0}\".")]
    BadMetricsAddr(String),
    #[error("CATAN_SHARDS must be a whole number of gateway shards from 1 to {max}, not \"{0}\".", max = MAX_SHARDS)]
    BadShards(String),
    #[error("CATAN_FAIR_HOWTO_URL must be a web address starting with https:// or http://, not \"{0}\".")]
    BadFairHowtoUrl(String),
    #[error("CATAN_SHARDS runs several processes of one bot on one database, which must be PostgreSQL (DATABASE_URL=postgres://…); with SQLite, leave CATAN_SHARDS unset and one process runs every table.")]
    ShardsNeedPostgres,
}

impl Config {
    /// Reads the configuration through `get` (the environment in production).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let nonempty = |k: &str| {
            get(k)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let token = nonempty("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let database_url =
            nonempty("DATABASE_URL").unwrap_or_else(|| crate::store::DEFAULT_DATABASE_URL.into());
        if crate::store::Backend::of_url(&database_url).is_err() {
            return Err(ConfigError::BadDatabaseUrl(database_url));
        }
        let guild_id = match nonempty("DISCORD_GUILD_ID") {
            None => None,
            Some(g) => Some(g.parse().map_err(|_| ConfigError::BadGuild(g))?),
        };
        let api_url = match nonempty("DISCORD_API_URL") {
            None => None,
            Some(u) if u.starts_with("http://") || u.starts_with("https://") => {
                Some(u.trim_end_matches('/').to_string())
            }
            Some(u) => return Err(ConfigError::BadApiUrl(u)),
        };
        let log_filter = nonempty("RUST_LOG").unwrap_or_else(|| "info".into());
        let test_hooks = nonempty("CATAN_TEST_HOOKS").is_some_and(|v| v == "1");
        let test_seed = match nonempty("CATAN_TEST_SEED").filter(|_| test_hooks) {
            None => None,
            Some(s) => Some(s.parse().map_err(|_| ConfigError::BadSeed(s))?),
        };
        let minute = match nonempty("CATAN_TEST_MINUTE_SECS").filter(|_| test_hooks) {
            None => Duration::from_secs(60),
            Some(m) => match m.parse::<u64>() {
                Ok(secs @ 1..=60) => Duration::from_secs(secs),
                _ => return Err(ConfigError::BadMinute(m)),
            },
        };
        let watchdog = match test_hooks {
            true => (minute / 4).max(Duration::from_millis(500)),
            false => Duration::from_secs(15),
        };
        let ai_pause = match nonempty("CATAN_TEST_AI_PAUSE_MS").filter(|_| test_hooks) {
            None => None,
            Some(ms) => Some(Duration::from_millis(
                ms.parse().map_err(|_| ConfigError::BadPause(ms))?,
            )),
        };
        let test_dice_file = nonempty("CATAN_TEST_DICE_FILE")
            .filter(|_| test_hooks)
            .map(std::path::PathBuf::from);
        let lease_ttl = match nonempty("CATAN_TEST_LEASE_SECS").filter(|_| test_hooks) {
            None => crate::store::LEASE_TTL,
            Some(s) => match s.parse::<u64>() {
                Ok(secs @ 3..=300) => Duration::from_secs(secs),
                _ => return Err(ConfigError::BadLease(s)),
            },
        };
        let db_wait = match nonempty("CATAN_TEST_DB_WAIT_SECS").filter(|_| test_hooks) {
            None => Duration::from_secs(60),
            Some(s) => match s.parse::<u64>() {
                Ok(secs @ 0..=600) => Duration::from_secs(secs),
                _ => return Err(ConfigError::BadDbWait(s)),
            },
        };
        let rate_scale = match nonempty("CATAN_TEST_RATE_SCALE").filter(|_| test_hooks) {
            None => 1,
            Some(s) => match s.parse::<u32>() {
                Ok(k @ 1..=100) => k,
                _ => return Err(ConfigError::BadRateScale(s)),
            },
        };
        let metrics_addr = match nonempty("CATAN_METRICS_ADDR") {
            None => None,
            Some(a) => Some(a.parse().map_err(|_| ConfigError::BadMetricsAddr(a))?),
        };
        let shards = match nonempty("CATAN_SHARDS") {
            None => None,
            Some(n) => match n.parse::<u32>() {
                Ok(k @ 1..=MAX_SHARDS) => Some(k),
                _ => return Err(ConfigError::BadShards(n)),
            },
        };
        if shards.is_some()
            && crate::store::Backend::of_url(&database_url).ok()
                != Some(crate::store::Backend::Postgres)
        {
            return Err(ConfigError::ShardsNeedPostgres);
        }
        let fair_howto_url = match nonempty("CATAN_FAIR_HOWTO_URL") {
            None => None,
            Some(u)
                if (u.starts_with("https://") || u.starts_with("http://"))
                    && !u.contains(char::is_whitespace) =>
            {
                Some(u)
            }
            Some(u) => return Err(ConfigError::BadFairHowtoUrl(u)),
        };
        Ok(Config {
            fair_howto_url,
            shards,
            metrics_addr,
            rate_scale,
            lease_ttl,
            db_wait,
            test_dice_file,
            watchdog,
            ai_pause,
            token,
            database_url,
            guild_id,
            api_url,
            log_filter,
            test_hooks,
            test_seed,
            minute,
        })
    }

    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|k| std::env::var(k).ok())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn cfg(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let m: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|k| m.get(k).cloned())
    }

    #[test]
    fn token_is_required_and_defaults_apply() {
        assert_eq!(cfg(&[]).unwrap_err(), ConfigError::MissingToken);
        let c = cfg(&[("DISCORD_TOKEN", "secret-token")]).unwrap();
        assert_eq!(c.database_url, "sqlite://catan.db");
        assert_eq!(c.log_filter, "info");
        assert_eq!(c.guild_id, None);
        assert!(!c.test_hooks);
        assert!(!format!("{c:?}").contains("secret-token"));
    }

    #[test]
    fn bad_values_are_one_sentence() {
        let e = cfg(&[("DISCORD_TOKEN", "t"), ("DISCORD_GUILD_ID", "abc")]).unwrap_err();
        assert!(e.to_string().contains("DISCORD_GUILD_ID"));
        let e = cfg(&[("DISCORD_TOKEN", "t"), ("CATAN_METRICS_ADDR", "9100")]).unwrap_err();
        assert!(e.to_string().contains("127.0.0.1:9100"), "{e}");
        let c = cfg(&[
            ("DISCORD_TOKEN", "t"),
            ("CATAN_METRICS_ADDR", "127.0.0.1:9100"),
        ]);
        assert_eq!(
            c.unwrap().metrics_addr,
            Some("127.0.0.1:9100".parse().unwrap())
        );
        let e = cfg(&[("DISCORD_TOKEN", "t"), ("DATABASE_URL", "mysql://x")]).unwrap_err();
        assert!(e.to_string().contains("sqlite://") && e.to_string().contains("postgres://"));
        let c = cfg(&[("DISCORD_TOKEN", "t"), ("DATABASE_URL", "postgres://c@h/d")]).unwrap();
        assert_eq!(c.database_url, "postgres://c@h/d");
    }

    #[test]
    fn shards_need_a_count_and_postgres() {
        let pg = ("DATABASE_URL", "postgres://c@h/d");
        let c = cfg(&[("DISCORD_TOKEN", "t"), pg]).unwrap();
        assert_eq!(c.shards, None);
        let c = cfg(&[("DISCORD_TOKEN", "t"), pg, ("CATAN_SHARDS", "8")]).unwrap();
        assert_eq!(c.shards, Some(8));
        for bad in ["0", "x", "1025", "-2"] {
            let e = cfg(&[("DISCORD_TOKEN", "t"), pg, ("CATAN_SHARDS", bad)]).unwrap_err();
            assert!(e.to_string().contains("CATAN_SHARDS must be"), "{e}");
        }
        let e = cfg(&[("DISCORD_TOKEN", "t"), ("CATAN_SHARDS", "2")]).unwrap_err();
        assert!(e.to_string().contains("PostgreSQL"), "{e}");
    }

    #[test]
    fn test_seed_needs_test_hooks() {
        let c = cfg(&[("DISCORD_TOKEN", "t"), ("CATAN_TEST_SEED", "5")]).unwrap();
        assert_eq!(c.test_seed, None);
        let c = cfg(&[
            ("DISCORD_TOKEN", "t"),
            ("CATAN_TEST_SEED", "5"),
            ("CATAN_TEST_HOOKS", "1"),
        ])
        .unwrap();
        assert_eq!(c.test_seed, Some(5));
    }

    #[test]
    fn a_short_lease_and_database_wait_need_test_hooks() {
        let short = [
            ("CATAN_TEST_LEASE_SECS", "4"),
            ("CATAN_TEST_DB_WAIT_SECS", "2"),
        ];
        let c = cfg(&[("DISCORD_TOKEN", "t"), short[0], short[1]]).unwrap();
        assert_eq!(
            (c.lease_ttl, c.db_wait),
            (Duration::from_secs(30), Duration::from_secs(60))
        );
        let on = [("DISCORD_TOKEN", "t"), ("CATAN_TEST_HOOKS", "1")];
        let c = cfg(&[on[0], on[1], short[0], short[1]]).unwrap();
        assert_eq!(
            (c.lease_ttl, c.db_wait),
            (Duration::from_secs(4), Duration::from_secs(2))
        );
        let e = cfg(&[on[0], on[1], ("CATAN_TEST_LEASE_SECS", "1")]).unwrap_err();
        assert!(e.to_string().contains("CATAN_TEST_LEASE_SECS"), "{e}");
        let e = cfg(&[on[0], on[1], ("CATAN_TEST_DB_WAIT_SECS", "x")]).unwrap_err();
        assert!(e.to_string().contains("CATAN_TEST_DB_WAIT_SECS"), "{e}");
    }

    #[test]
    fn a_faster_rate_window_needs_test_hooks() {
        let c = cfg(&[("DISCORD_TOKEN", "t"), ("CATAN_TEST_RATE_SCALE", "20")]).unwrap();
        assert_eq!(c.rate_scale, 1);
        let hooks = [("DISCORD_TOKEN", "t"), ("CATAN_TEST_HOOKS", "1")];
        let c = cfg(&[hooks[0], hooks[1], ("CATAN_TEST_RATE_SCALE", "20")]).unwrap();
        assert_eq!(c.rate_scale, 20);
        let e = cfg(&[hooks[0], hooks[1], ("CATAN_TEST_RATE_SCALE", "0")]).unwrap_err();
        assert!(e.to_string().contains("CATAN_TEST_RATE_SCALE"), "{e}");
    }

    #[test]
    fn a_short_minute_needs_test_hooks() {
        let c = cfg(&[("DISCORD_TOKEN", "t"), ("CATAN_TEST_MINUTE_SECS", "2")]).unwrap();
        assert_eq!(c.minute, Duration::from_secs(60));
        let hooks = [("DISCORD_TOKEN", "t"), ("CATAN_TEST_HOOKS", "1")];
        let c = cfg(&[hooks[0], hooks[1], ("CATAN_TEST_MINUTE_SECS", "2")]).unwrap();
        assert_eq!(c.minute, Duration::from_secs(2));
        let e = cfg(&[hooks[0], hooks[1], ("CATAN_TEST_MINUTE_SECS", "0")]).unwrap_err();
        assert!(e.to_string().contains("CATAN_TEST_MINUTE_SECS"));
    }
}
