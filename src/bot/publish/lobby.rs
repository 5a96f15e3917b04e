//! The lobby message, the thread a table may be opened in, and the pointer to a thread
//! table in its parent channel (closed with how the table ended).

use super::post::{
    create, edit, id_of, json_of, mentions, nonce, patch_message, target, Content, Posting,
};
use crate::bot::context::Bot;
use crate::bot::messages::{self, escape};
use crate::bot::pacing::{unknown_message, Bucket, PublishError, Rest, Target, MAX_CONTENT};
use crate::engine::*;
use crate::i18n::{self, Arg};
use crate::store::{GameRow, MessageKind, MessageState, StoreError};
use reqwest::Method;
use serenity::all::{ChannelId, ChannelType, CreateActionRow, CreateThread, EditMessage};

/// Shows the lobby's state on its stored message (after a change made from a command or
/// the AI chooser), or posts it when it has none yet (a table opened in a new thread).
pub(crate) async fn lobby(
    bot: &Bot,
    row: &GameRow,
    text: String,
    rows: Vec<CreateActionRow>,
) -> Result<(), PublishError> {
    let to = target(row);
    let text = messages::truncate(&text, MAX_CONTENT);
    // One lobby update at a time, and never an older one after a newer: two quick changes
    // (two AIs added) must not land in the wrong order and leave the lobby a seat behind.
    let slot = bot.publisher.slot(row.id);
    let _one_at_a_time = slot.done.lock().await;
    if bot.store.game_row(row.id).await?.version != row.version {
        // A newer change shows (or will show) its own lobby.
        return Ok(());
    }
    // A lobby opened as the answer to `/catan new` is noted once Discord tells the bot its
    // id; a change that comes first waits for that note rather than post a second lobby.
    let mut noted = None;
    for _ in 0..LOBBY_NOTE_TRIES {
        noted = bot
            .store
            .published(row.id)
            .await?
            .into_iter()
            .find(|p| p.kind == MessageKind::Lobby);
        if noted.is_some() || crate::bot::clock::now_unix() - row.created_at > 10 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    match noted.and_then(|p| p.message) {
        Some(m) => edit(bot, None, to, m, Content::new(text, rows), None).await,
        None => open_lobby(bot, row, text, rows).await,
    }
}

/// Posts the lobby of a table opened in its own thread (where no interaction answer holds
/// it) and notes it.
pub(crate) async fn open_lobby(
    bot: &Bot,
    row: &GameRow,
    text: String,
    rows: Vec<CreateActionRow>,
) -> Result<(), PublishError> {
    let to = target(row);
    let text = messages::truncate(&text, MAX_CONTENT);
    let nonce = nonce(row.id, MessageKind::Lobby, 0);
    let how = Posting {
        paced: false,
        nonce: Some(nonce),
    };
    let m = create(bot, None, to, Content::new(text, rows), None, how).await?;
    bot.store
        .set_published(row.id, MessageKind::Lobby, Some(m), 0, MessageState::POSTED)
        .await?;
    Ok(())
}

/// How many times (100 ms apart) a lobby change looks for the note of its message.
const LOBBY_NOTE_TRIES: u32 = 50;

/// Opens a public thread for a table under `parent` of server `guild`; its id is the
/// table's channel.
pub(crate) async fn open_thread(
    bot: &Bot,
    parent: ChannelId,
    guild: Option<u64>,
    name: &str,
) -> Result<u64, PublishError> {
    let name = messages::truncate(name, 100);
    let thread = CreateThread::new(name).kind(ChannelType::PublicThread);
    let to = Target {
        channel: parent,
        guild,
    };
    let made = bot
        .publisher
        .call(&bot.http, to, Bucket::Thread, None, || {
            Rest::new(
                Method::POST,
                format!("/channels/{parent}/threads"),
                json_of(&thread),
            )
        })
        .await?;
    id_of(&made).map_err(PublishError::Answer)
}

/// The message in a thread table's parent channel that says where the table is ("Ada
/// opened a Catan table in #…: join it there!"): once the table closes it says how (its
/// lobby cancelled, the game abandoned, or who won), notifies nobody, and is forgotten.
/// `game`: the game over, when the caller has it.
pub(super) async fn close_pointer(
    bot: &Bot,
    row: &GameRow,
    game: Option<&Game>,
) -> Result<(), PublishError> {
    let Some((channel, message)) = bot.store.pointer(row.id).await? else {
        return Ok(());
    };
    let loaded = match game {
        Some(_) => None,
        None => match bot.store.load(row.id).await {
            Ok(l) => Some(l.game),
            Err(StoreError::NotStarted(_)) => None,
            Err(e) => return Err(e.into()),
        },
    };
    let text = pointer_text(row, game.or(loaded.as_ref()));
    let channel = ChannelId::new(channel);
    let to = Target {
        channel,
        guild: row.guild_id,
    };
    let done = bot
        .publisher
        .call(&bot.http, to, Bucket::Edit, None, || {
            let e = EditMessage::new()
                .content(text.clone())
                .components(vec![])
                .allowed_mentions(mentions(&[]));
            patch_message(channel, message, &e)
        })
        .await;
    match done {
        Ok(_) => {}
        // Deleted, or no longer ours to edit: nothing to keep trying.
        Err(PublishError::Discord(e)) if unknown_message(&e) => {}
        Err(e @ PublishError::Forbidden { .. }) => {
            tracing::warn!(game = row.id, error = %e, "the pointer to a closed table stays");
        }
        Err(e) => return Err(e),
    }
    bot.store.clear_pointer(row.id).await?;
    Ok(())
}

/// What the pointer to a closed table says, in the table's language; `game`: None for a
/// lobby that never started.
fn pointer_text(row: &GameRow, game: Option<&Game>) -> String {
    let host = row
        .seats
        .iter()
        .find(|s| s.user_id == row.host_id && s.ai.is_none())
        .map(|h| escape(&h.name));
    let thread = format!("<#{}>", row.channel_id);
    let winner = game.and_then(|g| Some(escape(g.name(g.winner()?))));
    let id = match (game.is_some(), &winner, &host) {
        (false, _, Some(_)) => "pointer-cancelled",
        (false, _, None) => "pointer-cancelled-hostless",
        (true, Some(_), Some(_)) => "pointer-over",
        (true, Some(_), None) => "pointer-over-hostless",
        (true, None, Some(_)) => "pointer-abandoned",
        (true, None, None) => "pointer-abandoned-hostless",
    };
    let turns = Arg::Int(game.map_or(0, |g| g.turn()).into());
    let mut args = vec![("thread", Arg::Str(&thread)), ("turns", turns)];
    args.extend(winner.as_deref().map(|w| ("winner", Arg::Str(w))));
    args.extend(host.as_deref().map(|h| ("host", Arg::Str(h))));
    i18n::text(row.language, id, &args)
}

/// Posts `text` with `rows` in `channel` of server `guild` (a tournament's messages),
/// notifying `pings`: paced and retried like every post; the message's id.
pub(crate) async fn post_in(
    bot: &Bot,
    channel: u64,
    guild: Option<u64>,
    text: String,
    rows: Vec<CreateActionRow>,
    pings: Vec<u64>,
) -> Result<u64, PublishError> {
    let to = Target {
        channel: ChannelId::new(channel),
        guild,
    };
    let text = messages::truncate(&text, MAX_CONTENT);
    let how = Posting {
        paced: false,
        nonce: None,
    };
    create(bot, None, to, Content { text, rows, pings }, None, how).await
}

/// Edits message `message` of `channel` to `text` with `rows` (a tournament's sign-up).
pub(crate) async fn edit_in(
    bot: &Bot,
    channel: u64,
    guild: Option<u64>,
    message: u64,
    text: String,
    rows: Vec<CreateActionRow>,
) -> Result<(), PublishError> {
    let to = Target {
        channel: ChannelId::new(channel),
        guild,
    };
    let text = messages::truncate(&text, MAX_CONTENT);
    edit(bot, None, to, message, Content::new(text, rows), None).await
}
