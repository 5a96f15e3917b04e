//! The running bot's shared handles and its error type: what every part of `src/bot` is
//! given, and nothing that is game state (games live in the store). Cloning a `Bot` is cheap,
//! so background work (AI seats, turn timers, publishing) takes its own copy.

use super::answers::Answers;
use super::config::Config;
use super::heavy::Heavy;
use super::lease::LeaseWatch;
use super::pacing::{PublishError, Publisher, MAX_CONTENT};
use crate::engine::GameRng;
use crate::i18n::Words;
use crate::store::{GameId, Store, StoreError};
use serenity::all::{
    CreateAllowedMentions, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    EditInteractionResponse, Http,
};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

/// Shared state of the running bot: only handles, never game state. Cloning is cheap, so
/// background work (AI seats, turn timers, publishing) can take its own copy.
#[derive(Clone)]
pub(super) struct Bot {
    pub store: Store,
    /// Whether this process still holds the database lease (no I/O): check `valid()`
    /// before each Discord write.
    pub lease: LeaseWatch,
    pub config: Arc<Config>,
    /// For everything the bot sends to Discord.
    pub http: Arc<Http>,
    /// One AI driver at a time per game.
    pub drivers: Arc<Drivers>,
    /// Per-game coalescing and per-channel pacing of what the bot posts.
    pub publisher: Arc<Publisher>,
    /// Bounds the CPU-heavy work (boards, replays, AI decisions) running at once.
    pub heavy: Arc<Heavy>,
    /// The interactions taken (each answered once) and the moves under way.
    pub answers: Arc<Answers>,
    /// The players owed word that Discord refused them a turn DM.
    pub notices: Arc<Notices>,
    /// The names of the servers this process has heard of.
    pub guild_names: Arc<GuildNames>,
    /// Woken when a game ends, so what follows a game (a tournament's next round) goes on
    /// without the publisher reaching up into the commands.
    pub games_ended: Arc<tokio::sync::Notify>,
}

/// What went wrong on our side while handling an interaction. Details are logged; a player
/// only ever reads `flow::apology`.
#[derive(Debug, thiserror::Error)]
pub(super) enum BotError {
    #[error("store: {0}")]
    Store(#[from] StoreError),
    #[error("Discord: {0}")]
    Discord(#[from] serenity::Error),
    #[error("publishing: {0}")]
    Publish(#[from] PublishError),
    #[error("background task: {0}")]
    Task(#[from] tokio::task::JoinError),
    #[error("encoding: {0}")]
    Json(#[from] serde_json::Error),
}

pub(super) type Error = BotError;

impl Bot {
    /// The random stream for the draws of the action that follows `version` (dice, a stolen
    /// card, an AI's choices): fresh in play; under the test hooks with a test seed, derived
    /// from the seed and the version, so a test game replays the same way every time.
    pub(super) fn rng_for(&self, version: i64) -> GameRng {
        match self.config.test_seed.filter(|_| self.config.test_hooks) {
            Some(seed) => GameRng::new(seed ^ (version as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
            None => GameRng::new(rand::random()),
        }
    }
}

/// One lock per game, so a single driver at a time moves a game's AI seats; a game's entry
/// goes when its driver finds nothing more to do.
pub(super) struct Drivers {
    locks: Mutex<HashMap<GameId, Arc<tokio::sync::Mutex<()>>>>,
    /// Starts a game's driver in the background (`autoplay::kick`), given at start-up: the
    /// commit path wakes the AI seats through it, without depending on them.
    start: fn(&Bot, GameId),
}

impl Drivers {
    pub(super) fn new(start: fn(&Bot, GameId)) -> Drivers {
        Drivers {
            locks: Mutex::default(),
            start,
        }
    }
    /// Wakes the AI seats of `game`: a driver moves them if any is due.
    pub(super) fn wake(&self, bot: &Bot, game: GameId) {
        (self.start)(bot, game)
    }
    pub(super) fn lock_for(&self, game: GameId) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        locks.entry(game).or_default().clone()
    }
    /// Forgets `game` unless another driver is waiting for its lock.
    pub(super) fn release(&self, game: GameId, lock: &Arc<tokio::sync::Mutex<()>>) {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        // Ours and the map's: nobody else holds it.
        if Arc::strong_count(lock) == 2 {
            locks.remove(&game);
        }
    }
    /// Whether a driver is moving `game` right now.
    pub(super) fn running(&self, game: GameId) -> bool {
        let locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        locks.get(&game).is_some_and(|l| l.try_lock().is_err())
    }
}

/// The text of a private answer, as Discord's builders take it: with the publisher's, the
/// only place a message's content is written, and made from `Words` (so from the
/// catalogues), cut to Discord's 2,000 characters, pinging nobody unless the caller says.
pub(crate) struct Reply;

impl Reply {
    /// A first answer (a new message, or a chooser's replacement).
    pub(crate) fn message(text: Words) -> CreateInteractionResponseMessage {
        CreateInteractionResponseMessage::new()
            .content(text.cut(MAX_CONTENT))
            .allowed_mentions(no_pings())
    }
    /// An edit of the answer given.
    pub(crate) fn edit(text: Words) -> EditInteractionResponse {
        EditInteractionResponse::new()
            .content(text.cut(MAX_CONTENT))
            .allowed_mentions(no_pings())
    }
    /// A further private message.
    pub(crate) fn followup(text: Words) -> CreateInteractionResponseFollowup {
        CreateInteractionResponseFollowup::new()
            .content(text.cut(MAX_CONTENT))
            .ephemeral(true)
            .allowed_mentions(no_pings())
    }
}

/// Mentions in a private answer notify nobody.
pub(super) fn no_pings() -> CreateAllowedMentions {
    CreateAllowedMentions::new()
        .empty_users()
        .empty_roles()
        .everyone(false)
}

/// The players owed word that Discord refused them a DM (this process's share: loaded at
/// start-up, added to when a DM fails).
#[derive(Default)]
pub(super) struct Notices(Mutex<HashSet<u64>>);

impl Notices {
    pub(super) fn new(users: impl IntoIterator<Item = u64>) -> Notices {
        Notices(Mutex::new(users.into_iter().collect()))
    }
    pub(super) fn add(&self, user: u64) {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(user);
    }
    /// Whether `user` was owed the word, who no longer is (a look, no I/O).
    pub(super) fn take(&self, user: u64) -> bool {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&user)
    }
}

/// The names of the servers this process has heard of (GUILD_CREATE, GUILD_UPDATE): what
/// `/catan-hub games` names a table's server by, where known. With several processes each
/// hears of its own shards' servers only.
#[derive(Default)]
pub(super) struct GuildNames(Mutex<HashMap<u64, String>>);

impl GuildNames {
    pub(super) fn set(&self, guild: u64, name: &str) {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(guild, name.to_string());
    }
    pub(super) fn get(&self, guild: u64) -> Option<String> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&guild)
            .cloned()
    }
}
