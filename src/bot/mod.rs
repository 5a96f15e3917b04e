//! The Discord bot: configuration → tracing → store (migrations) → poise framework →
//! gateway. Slash commands go through poise; buttons, selects and modals through the event
//! handler, routed by custom id via the database (never in-memory collectors), so a restart
//! loses nothing. Start-up failures are one sentence; SIGTERM/Ctrl-C shut down cleanly.
//!
//! Where things are: `commands/` holds the slash commands and their buttons, selects and
//! forms by command family (lobby, turn, cards, trade, robber, table, between) and the
//! router by custom id; a move goes `flow` (load, check, apply, answer) → `commit` (the one
//! commit path: retries on conflict, the clock, the AI kick) → `publish/` (the channel's
//! messages: story, turn, offer, game over, lobby, raw posting), paced and retried by
//! `pacing`. `autoplay` drives the AI seats (their policy is `ai::policy`), `table::who` says
//! who must act, `timers` and `clock` keep the turn clocks (`table::clock` decides them), `components` types the custom ids and lays out the button rows,
//! `messages` holds the sentences.

mod answers;
mod autocomplete;
mod autoplay;
mod clock;
mod commands;
mod commit;
pub mod components;
mod config;
mod context;
mod flow;
mod heavy;
mod identify_gate;
mod lease;
mod messages;
mod ops;
mod owed_word;
mod pacing;
mod pending;
mod publish;
mod quiet;
mod shards;
mod story;
mod timers;

// What the binary, the tests and the benches reach of the bot: how to run it, the custom
// ids (`components`), and the answers a test checks in every language.
pub use flow::{apology, store_sentence, Refusal};
pub use messages::escape;
pub use pacing::PublishError;

use crate::store::{Store, StoreConfig, StoreError};
use config::Config;
use context::{Bot, Error};
use flow::{Ask, Source};
use serenity::all::{
    ApplicationId, ClientBuilder, Command, FullEvent, GatewayIntents, GuildId, HttpBuilder,
    Interaction,
};
use std::process::ExitCode;
use std::time::Duration;
use thiserror::Error as ThisError;

/// Why the bot could not start (each a sentence saying what to fix).
#[derive(Debug, ThisError)]
pub enum StartError {
    #[error("{0}")]
    Config(#[from] config::ConfigError),
    /// A sentence from `database_problem`.
    #[error("{0}")]
    Database(String),
    #[error(
        "Could not connect to Discord: {0}. Check DISCORD_TOKEN (and DISCORD_API_URL if set)."
    )]
    Discord(String),
    #[error("Discord refused DISCORD_TOKEN ({0}): copy the bot's token from the Developer Portal (Bot → Reset Token) into DISCORD_TOKEN.")]
    Token(String),
    #[error("Discord could not be reached at {url} ({detail}): check the network, and DISCORD_API_URL if it is set.")]
    Unreachable { url: String, detail: String },
    #[error("Discord refused to register the slash commands {place} ({detail}): check DISCORD_GUILD_ID, and that the bot was invited with the applications.commands scope.")]
    Commands { place: String, detail: String },
    /// Another bot holds the database lease, or took it from this one: the store's sentence.
    #[error("{0}")]
    Lease(StoreError),
    /// This process could not join the bot's other processes (`CATAN_SHARDS`).
    #[error("{0}")]
    Shards(StoreError),
    #[error("The operator's view cannot listen on CATAN_METRICS_ADDR {addr} ({detail}): choose a free port, or leave CATAN_METRICS_ADDR unset.")]
    Metrics {
        addr: std::net::SocketAddr,
        detail: String,
    },
}

/// `catan-bot run`: reads the environment and runs until SIGTERM/Ctrl-C.
pub fn run_from_env() -> anyhow::Result<ExitCode> {
    let config = Config::from_env()?;
    // Logs go to stderr, like the start-up errors; stdout stays free.
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_new(&config.log_filter)
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .try_init();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    rt.block_on(run(config))?;
    Ok(ExitCode::SUCCESS)
}

/// Runs the bot with `config` until a shutdown signal, holding the database lease from
/// before it contacts Discord until it stops (or until another bot takes the lease).
pub async fn run(config: Config) -> Result<(), StartError> {
    // The port first: a taken one stops start-up before the lease is held.
    let metrics =
        match config.metrics_addr {
            None => None,
            Some(addr) => Some(tokio::net::TcpListener::bind(addr).await.map_err(|e| {
                StartError::Metrics {
                    addr,
                    detail: e.to_string(),
                }
            })?),
        };
    let hold = match config.shards {
        None => Tenure::Lease(open_and_take(&config).await?),
        Some(shards) => Tenure::Shards(std::sync::Arc::new(open_and_join(&config, shards).await?)),
    };
    if let Some(listener) = metrics {
        tracing::info!(addr = ?config.metrics_addr, "serving /healthz and /metrics");
        let watch = hold.watch();
        let serving: ops::Serving = std::sync::Arc::new(move || watch.valid());
        tokio::spawn(ops::serve(listener, hold.store(), serving));
    }
    let outcome = connect(config, &hold).await;
    match &hold {
        Tenure::Lease(lease) => lease.release().await,
        Tenure::Shards(keeper) => keeper.leave().await,
    }
    outcome
}

/// What entitles this process to act: the database lease (one process, the default), or
/// the leases of its share of the shards (several processes on PostgreSQL).
enum Tenure {
    Lease(lease::Held),
    Shards(std::sync::Arc<shards::Keeper>),
}

impl Tenure {
    fn store(&self) -> Store {
        match self {
            Tenure::Lease(lease) => lease.store(),
            Tenure::Shards(keeper) => keeper.store(),
        }
    }

    fn watch(&self) -> lease::LeaseWatch {
        match self {
            Tenure::Lease(lease) => lease.watch(),
            Tenure::Shards(keeper) => keeper.watch(),
        }
    }
}

/// Opens the PostgreSQL store (migrating it) and joins the bot's other processes.
async fn open_and_join(config: &Config, shards: u32) -> Result<shards::Keeper, StartError> {
    let url = &config.database_url;
    let store_config = StoreConfig {
        migration_wait: config.db_wait,
        ..StoreConfig::default()
    };
    let store = Store::open_with(url, store_config)
        .await
        .map_err(|e| StartError::Database(database_problem(url, &e)))?
        .caching();
    let ttl = config.lease_ttl.min(shards::SHARD_TTL);
    let spacing = shards::identify_spacing(config.rate_scale);
    shards::Keeper::join(store, shards, ttl, spacing)
        .await
        .map_err(|e| match e {
            StoreError::ShardCount { .. } | StoreError::ShardsNeedPostgres => StartError::Shards(e),
            e => StartError::Database(database_problem(url, &e)),
        })
}

/// Opens the store (migrating it) and takes the lease. While another process holds the
/// database's write lock (a bot frozen in a commit) or is migrating it, this waits, says so
/// once, and tries again, for at most `config.db_wait`; then it stops with one sentence.
async fn open_and_take(config: &Config) -> Result<lease::Held, StartError> {
    let url = &config.database_url;
    let mut wait = LockWait::new(config.db_wait);
    let store_config = StoreConfig {
        migration_wait: config.db_wait,
        ..StoreConfig::default()
    };
    let store = loop {
        match Store::open_with(url, store_config).await {
            // The bot owns its tables: it keeps their latest state in memory.
            Ok(store) => break store.caching(),
            Err(e) if is_locked(&e) && wait.again().await => {}
            Err(e) => return Err(wait.start_error(url, e)),
        }
    };
    loop {
        match lease::Held::take(store.clone(), config.lease_ttl).await {
            Ok(held) => return Ok(held),
            Err(e) if is_locked(&e) && wait.again().await => {}
            Err(e) => return Err(wait.start_error(url, e)),
        }
    }
}

/// The start-up's bounded wait for a database that another process keeps locked.
struct LockWait {
    started: std::time::Instant,
    bound: Duration,
    said: bool,
}

impl LockWait {
    fn new(bound: Duration) -> LockWait {
        LockWait {
            started: std::time::Instant::now(),
            bound,
            said: false,
        }
    }

    /// After a "database is locked" (SQLite's busy timeout already waited): says once what
    /// start-up waits for, and whether to try again (once a short pause is over).
    async fn again(&mut self) -> bool {
        if !self.said {
            tracing::warn!(
                "waiting for the database: another process holds its write lock (a catan-bot \
                 frozen in a commit?); start-up waits up to {} s for it",
                self.bound.as_secs()
            );
            self.said = true;
        }
        if self.started.elapsed() >= self.bound {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
        true
    }

    /// The one sentence for a start-up that failed with `e`.
    fn start_error(&self, url: &str, e: StoreError) -> StartError {
        match e {
            StoreError::LeaseHeld(_) => StartError::Lease(e),
            StoreError::Locked { .. } => StartError::Database(e.to_string()),
            e if is_locked(&e) => StartError::Database(
                StoreError::Locked {
                    what: format!("The database at {url}"),
                    secs: self.started.elapsed().as_secs(),
                }
                .to_string(),
            ),
            e => StartError::Database(database_problem(url, &e)),
        }
    }
}

/// Whether SQLite said another connection holds the lock it needs (SQLITE_BUSY or
/// SQLITE_LOCKED, with any extended code), after its busy timeout.
fn is_locked(e: &StoreError) -> bool {
    use sqlx::migrate::MigrateError;
    let inner = match e {
        StoreError::Database(inner)
        | StoreError::Migrate(MigrateError::Execute(inner))
        | StoreError::Migrate(MigrateError::ExecuteMigration(inner, _)) => inner,
        _ => return false,
    };
    match inner {
        sqlx::Error::Database(db) => db
            .code()
            .and_then(|c| c.parse::<i64>().ok())
            .is_some_and(|c| matches!(c & 0xff, 5 | 6)),
        _ => false,
    }
}

/// Signs in to Discord and serves until a shutdown signal or the loss of the lease.
async fn connect(config: Config, hold: &Tenure) -> Result<(), StartError> {
    let store = hold.store();
    let watch = hold.watch();
    let ready = match hold {
        Tenure::Lease(_) => None,
        Tenure::Shards(keeper) => Some(keeper.ready()),
    };
    tracing::info!(database = %without_password(&config.database_url), guild = ?config.guild_id, proxy = ?config.api_url, "starting");
    let mut http = HttpBuilder::new(&config.token);
    if let Some(url) = &config.api_url {
        http = http.proxy(url.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let me = check_token(&http, &config).await?;
    // A bot's application has the bot user's id.
    http.set_application_id(ApplicationId::new(me));
    let guild = config.guild_id;
    let test_hooks = config.test_hooks;
    register(&http, guild, &commands::all(test_hooks)).await?;
    let config = std::sync::Arc::new(config);
    let answers = std::sync::Arc::new(answers::Answers::default());
    let taken = answers.clone();
    // Each interaction reaches the commands and the event handler once.
    let once = (answers.clone(), store.clone());
    let once_lease = watch.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(test_hooks),
            event_handler: |fw, event| Box::pin(on_event(fw, event)),
            on_error: |err| Box::pin(on_error(err)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, _ready, _framework| {
            Box::pin(async move {
                let bot = start_bot(store, watch, config, ctx.http.clone(), taken).await;
                if let Some(ready) = ready {
                    let _ = ready.set(bot.clone());
                }
                Ok(bot)
            })
        })
        .build();
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(answers::Once::new(framework, once.0, once.1, once_lease))
        .await
        .map_err(|e| StartError::Discord(e.to_string()))?;
    let outcome = serve(&mut client, hold, &answers).await;
    // Every move acknowledged ends committed or with the player told it was not made
    // (after a lost lease, the store refuses the commit and the player is told).
    answers.drain(Duration::from_secs(10)).await;
    outcome
}

/// The bot's shared context once the gateway is ready, with its games resumed where they
/// stood: tables catch up, AI seats move on, timers keep running.
async fn start_bot(
    store: Store,
    watch: lease::LeaseWatch,
    config: std::sync::Arc<Config>,
    http: std::sync::Arc<serenity::all::Http>,
    answers: std::sync::Arc<answers::Answers>,
) -> Bot {
    tracing::info!("connected; ready");
    let publisher = pacing::Publisher::holding(watch.clone(), config.rate_scale);
    // The players this bot still owes word of a refused DM.
    let owed = match store.dm_notices_due().await {
        Ok(users) => users,
        Err(e) => {
            tracing::warn!(error = %e, "could not read the DM notices due");
            vec![]
        }
    };
    let bot = Bot {
        notices: std::sync::Arc::new(context::Notices::new(owed)),
        store,
        lease: watch,
        config,
        http,
        drivers: std::sync::Arc::new(context::Drivers::new(autoplay::kick)),
        publisher: std::sync::Arc::new(publisher),
        heavy: Default::default(),
        answers,
        guild_names: Default::default(),
        games_ended: Default::default(),
    };
    autoplay::resume_all(&bot).await;
    timers::spawn(bot.clone());
    bot
}

/// Serves Discord's gateway with `client` until a shutdown signal, the loss of the lease,
/// or (holding shards) the end of their tenure; a signal stops `answers` taking moves.
async fn serve(
    client: &mut serenity::Client,
    hold: &Tenure,
    answers: &std::sync::Arc<answers::Answers>,
) -> Result<(), StartError> {
    let shards = client.shard_manager.clone();
    let stopping = answers.clone();
    let stop = async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        // No move is acknowledged from now on: none could be seen through.
        stopping.stop();
        // A gateway that is gone must not keep the process alive.
        if tokio::time::timeout(Duration::from_secs(5), shards.shutdown_all())
            .await
            .is_err()
        {
            tracing::warn!("the gateway did not close in time; exiting anyway");
        }
    };
    match hold {
        Tenure::Lease(lease) => tokio::select! {
            r = client.start() => r.map_err(|e| StartError::Discord(e.to_string())),
            () = stop => Ok(()),
            lost = lease.lost() => Err(StartError::Lease(lost)),
        },
        Tenure::Shards(keeper) => {
            let manager = client.shard_manager.clone();
            // Every session start, serenity's own included, passes the identify gate.
            let upstream = client.ws_url.lock().await.clone();
            let gate = identify_gate::start(upstream, keeper.clone())
                .await
                .map_err(|e| {
                    StartError::Discord(format!("could not open the gateway gate: {e}"))
                })?;
            *client.ws_url.lock().await = gate;
            let gateway = async {
                let first = keeper.first_shard().await;
                tokio::select! {
                    r = client.start_shard(first, keeper.shards()) => {
                        r.map_err(|e| StartError::Discord(e.to_string()))
                    }
                    () = keeper.follow_gateway(manager, first) => Ok(()),
                }
            };
            tokio::select! {
                r = gateway => r,
                () = keeper.renew() => Ok(()),
                () = stop => Ok(()),
            }
        }
    }
}

/// Asks Discord who the bot is before connecting, so a wrong token stops start-up with a
/// sentence (the gateway would otherwise be retried for ever). A Discord that cannot be
/// reached is tried a few times first, in case the network is still coming up.
async fn check_token(http: &serenity::all::Http, config: &Config) -> Result<u64, StartError> {
    use serenity::all::{Error as SerenityError, HttpError};
    const TRIES: u32 = 3;
    let mut tries = 0;
    loop {
        tries += 1;
        match http.get_current_user().await {
            Ok(me) => {
                tracing::info!(bot = %me.name, "signed in to Discord");
                return Ok(me.id.get());
            }
            Err(SerenityError::Http(HttpError::UnsuccessfulRequest(r)))
                if r.status_code.as_u16() == 401 =>
            {
                return Err(StartError::Token(
                    format!("{} {}", r.status_code.as_u16(), r.error.message)
                        .trim()
                        .to_string(),
                ));
            }
            Err(SerenityError::Http(HttpError::Request(e))) if tries < TRIES => {
                tracing::warn!(error = %e, "Discord cannot be reached yet; trying again");
                tokio::time::sleep(Duration::from_secs(2)).await;
            }
            Err(SerenityError::Http(HttpError::Request(e))) => {
                let url = config
                    .api_url
                    .clone()
                    .unwrap_or_else(|| "https://discord.com".into());
                return Err(StartError::Unreachable {
                    url,
                    detail: e.without_url().to_string(),
                });
            }
            Err(e) => return Err(StartError::Discord(e.to_string())),
        }
    }
}

/// Registers the slash commands (in the guild of DISCORD_GUILD_ID, else globally) before
/// connecting, so a refusal stops start-up with a sentence instead of leaving a silent bot.
async fn register(
    http: &serenity::all::Http,
    guild: Option<u64>,
    commands: &[poise::Command<Bot, Error>],
) -> Result<(), StartError> {
    let cmds = poise::builtins::create_application_commands(commands);
    let done = match guild {
        Some(g) => GuildId::new(g).set_commands(http, cmds).await.map(|_| ()),
        None => Command::set_global_commands(http, cmds).await.map(|_| ()),
    };
    let place = match guild {
        Some(g) => format!("in guild {g}"),
        None => "globally".into(),
    };
    match done {
        Ok(()) => {
            tracing::info!(%place, "commands registered");
            Ok(())
        }
        Err(serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))) => {
            Err(StartError::Commands {
                place,
                detail: format!("{} {}", r.status_code.as_u16(), r.error.message)
                    .trim()
                    .to_string(),
            })
        }
        Err(e) => Err(StartError::Commands {
            place,
            detail: e.to_string(),
        }),
    }
}

/// One sentence on why the database at `url` cannot be used, saying what to set.
fn database_problem(url: &str, err: &StoreError) -> String {
    let detail = match err {
        StoreError::Database(sqlx::Error::Database(db)) => db.message().to_string(),
        other => other.to_string(),
    };
    let detail = detail.trim_end_matches('.');
    if crate::store::Backend::of_url(url).ok() == Some(crate::store::Backend::Postgres) {
        return format!(
            "The PostgreSQL database at {} cannot be used ({detail}): check that the server \
             runs and takes connections there, that the database exists and that the user may \
             create tables in it, or set DATABASE_URL to another one.",
            without_password(url)
        );
    }
    let path = url
        .strip_prefix("sqlite://")
        .unwrap_or(url)
        .split('?')
        .next()
        .unwrap_or_default();
    let file = std::path::Path::new(path);
    let fix = "set DATABASE_URL to a writable file path such as sqlite://catan.db";
    if file.is_dir() {
        return format!("DATABASE_URL points at {path}, which is a folder, not a file: {fix}.");
    }
    if let Some(folder) = file
        .parent()
        .filter(|d| !d.as_os_str().is_empty() && !d.exists())
    {
        return format!(
            "The folder {} (from DATABASE_URL) does not exist: create it, or {fix}.",
            folder.display()
        );
    }
    if detail.contains("not a database") {
        return format!(
            "{path} is not a SQLite database (or it is damaged): point DATABASE_URL at the bot's database, or at a new file."
        );
    }
    format!("The database at {url} cannot be used ({detail}): {fix}.")
}

/// A database address as the log may show it: a password in it is replaced by `***`.
pub(crate) fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    match authority.rsplit_once('@') {
        Some((user_info, host)) if user_info.contains(':') => {
            let user = user_info.split(':').next().unwrap_or_default();
            format!("{scheme}://{user}:***@{host}{path}")
        }
        _ => url.to_string(),
    }
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(_) => {
                    let _ = tokio::signal::ctrl_c().await;
                    return;
                }
            };
        tokio::select! {
            _ = term.recv() => {}
            _ = tokio::signal::ctrl_c() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

async fn on_event(
    fw: poise::FrameworkContext<'_, Bot, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let bot = fw.user_data;
    let interaction = match event {
        FullEvent::InteractionCreate { interaction } => interaction,
        FullEvent::GuildCreate { guild, .. } => {
            bot.guild_names.set(guild.id.get(), &guild.name);
            return Ok(());
        }
        FullEvent::GuildUpdate { new_data, .. } => {
            bot.guild_names.set(new_data.id.get(), &new_data.name);
            return Ok(());
        }
        _ => return Ok(()),
    };
    // Whatever fails on our side, the player gets one true sentence (these paths fail
    // before anything is committed: a committed action is answered by `flow::act`).
    match interaction {
        Interaction::Component(c) => {
            let ask = Ask::new(
                Source::Component(c),
                bot.lease.clone(),
                bot.publisher.client(),
            );
            if let Err(e) = commands::handle_component(bot, &ask, c).await {
                ask.apologize(&bot.http, &e, false).await;
            }
            owed_word::tell(bot, &ask).await;
        }
        Interaction::Modal(m) => {
            let ask = Ask::new(Source::Modal(m), bot.lease.clone(), bot.publisher.client());
            if let Err(e) = commands::handle_modal(bot, &ask, m).await {
                ask.apologize(&bot.http, &e, false).await;
            }
            owed_word::tell(bot, &ask).await;
        }
        _ => {}
    }
    Ok(())
}

async fn on_error(err: poise::FrameworkError<'_, Bot, Error>) {
    match err {
        poise::FrameworkError::Command { error, ctx, .. } => {
            // Commands answer their own failures (`commands::finish`); this is a last resort
            // that never sends a second initial response.
            tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            if let poise::Context::Application(app) = ctx {
                let ask = Ask::new(
                    Source::Command(app.interaction),
                    ctx.data().lease.clone(),
                    ctx.data().publisher.client(),
                );
                ask.apologize(ctx.http(), &error, false).await;
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}
