//! The Discord bot: configuration → tracing → store (migrations) → poise framework →
//! gateway. Slash commands go through poise; buttons, selects and modals through the event
//! handler, routed by custom id via the database (never in-memory collectors), so a restart
//! loses nothing. Start-up failures are one sentence; SIGTERM/Ctrl-C shut down cleanly.

pub mod autocomplete;
pub mod autoplay;
pub mod commands;
pub mod components;
pub mod config;
pub mod flow;
pub mod ids;
pub mod lobby;
pub mod messages;
pub mod timers;

use crate::store::Store;
use config::Config;
use flow::{Bot, Error};
use serenity::all::{ClientBuilder, FullEvent, GatewayIntents, HttpBuilder, Interaction};
use std::process::ExitCode;
use std::time::Duration;
use thiserror::Error as ThisError;

/// Why the bot could not start (each a sentence saying what to fix).
#[derive(Debug, ThisError)]
pub enum StartError {
    #[error("{0}")]
    Config(#[from] config::ConfigError),
    #[error("The database at {url} cannot be used: {detail}. Set DATABASE_URL to a writable sqlite:// path.")]
    Database { url: String, detail: String },
    #[error(
        "Could not connect to Discord: {0}. Check DISCORD_TOKEN (and DISCORD_API_URL if set)."
    )]
    Discord(String),
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

/// Runs the bot with `config` until a shutdown signal.
pub async fn run(config: Config) -> Result<(), StartError> {
    let store = Store::open(&config.database_url)
        .await
        .map_err(|e| StartError::Database {
            url: config.database_url.clone(),
            detail: e.to_string(),
        })?;
    tracing::info!(database = %config.database_url, guild = ?config.guild_id, proxy = ?config.api_url, "starting");
    let mut http = HttpBuilder::new(&config.token);
    if let Some(url) = &config.api_url {
        http = http.proxy(url.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let guild = config.guild_id;
    let test_hooks = config.test_hooks;
    let config = std::sync::Arc::new(config);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(test_hooks),
            event_handler: |fw, event| Box::pin(on_event(fw, event)),
            on_error: |err| Box::pin(on_error(err)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                let cmds = &framework.options().commands;
                match guild {
                    Some(g) => poise::builtins::register_in_guild(ctx, cmds, g.into()).await?,
                    None => poise::builtins::register_globally(ctx, cmds).await?,
                }
                tracing::info!("commands registered; ready");
                let bot = Bot {
                    store,
                    config,
                    http: ctx.http.clone(),
                    drivers: Default::default(),
                };
                // Games resume where they stood: AI seats move on, timers keep running.
                autoplay::resume_all(&bot).await;
                timers::spawn(bot.clone());
                Ok(bot)
            })
        })
        .build();
    let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .map_err(|e| StartError::Discord(e.to_string()))?;
    let shards = client.shard_manager.clone();
    let stop = async move {
        shutdown_signal().await;
        tracing::info!("shutting down");
        // A gateway that is gone must not keep the process alive.
        if tokio::time::timeout(Duration::from_secs(5), shards.shutdown_all())
            .await
            .is_err()
        {
            tracing::warn!("the gateway did not close in time; exiting anyway");
        }
    };
    tokio::select! {
        r = client.start() => r.map_err(|e| StartError::Discord(e.to_string())),
        () = stop => Ok(()),
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
    let FullEvent::InteractionCreate { interaction } = event else {
        return Ok(());
    };
    let http = &fw.serenity_context.http;
    let bot = fw.user_data;
    let result = match interaction {
        Interaction::Component(c) => components::handle_component(bot, http, c).await,
        Interaction::Modal(m) => components::handle_modal(bot, http, m).await,
        _ => Ok(()),
    };
    if let Err(e) = &result {
        tracing::error!(error = %e, "interaction failed");
    }
    Ok(())
}

async fn on_error(err: poise::FrameworkError<'_, Bot, Error>) {
    match err {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            // The player sees a short apology, never "This interaction failed".
            let reply = poise::CreateReply::default()
                .content("Sorry, something went wrong on our side; the game is unchanged. Please try again.")
                .ephemeral(true);
            if let Err(e) = ctx.send(reply).await {
                tracing::error!(error = %e, "could not send the apology");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}
