//! The one module that posts and edits the bot's channel messages. After every commit (a
//! human's action, an AI's, a game start, an abandon) the caller asks for the game to be
//! published; publishing reads the game from the store and brings Discord in line with it:
//!
//! - one **turn message** per turn, created when the turn starts (the one message that pings
//!   the player to move) and edited in place as the turn goes on: what happened, the scores,
//!   whom the game waits for, the board and the buttons. When the turn passes it keeps its
//!   lines and loses its buttons; turns played while publishing caught up get their own
//!   (final) message, so the channel reads as one message per turn;
//! - a **discard notice** after a 7 that pings the humans who owe cards;
//! - the **offer message** of an open trade offer, kept up to date and closed when it ends;
//! - the **game-over** message.
//!
//! Requests for one game are coalesced (a burst of AI moves becomes one edit), paced under
//! Discord's per-channel limits (5 messages and 5 edits per 5 s), and retried on 429 and
//! 5xx. What was published is noted in the store (`store::Published`: the message, its moment and
//! its `MessageState`, in columns), so a restart
//! or a watchdog pass picks up exactly where publishing stood; nothing here is game state.
//!
//! Here: the requests and the sync of a game's messages. `story` reads the record into what
//! the messages tell; `turn` (the turn message, the discard notice), `offer`, `game_over`
//! (with its statistics lines) and `lobby` (the lobby, a table's thread and its pointer)
//! each bring one kind of message in line; `post` is the raw posting and editing they all go
//! through, paced and retried by `pacing`.

mod dm;
mod game_over;
mod lobby;
mod offer;
mod post;
mod turn;

use super::context::Bot;
use super::messages::escaped_names;
use super::pacing::{Guard, PublishError, Slot};
use super::story::{self, Page, Story};
use crate::engine::*;
use crate::render::Renderer;
use crate::store::{GameId, GameRow, GameStatus, MessageKind, MessageState, StoreError};
use game_over::game_over;
pub(crate) use game_over::reviews_json;
use lobby::close_pointer;
pub(super) use lobby::{edit_in, lobby, open_lobby, open_thread, post_in};
use offer::sync_offer;
use post::{create_with, nonce, strip, target};
pub(super) use post::{fit, notice};
use std::collections::HashSet;
use std::sync::atomic::Ordering;
pub(super) use turn::{repost, ANY_MOMENT};
use turn::{sync_discards, sync_turn};

/// Asks for `game` to be published soon (in the background).
pub(super) fn request(bot: &Bot, game: GameId) {
    let bot = bot.clone();
    tokio::spawn(async move {
        let _ = now(&bot, game).await;
    });
}

/// Publishes `game` and waits until Discord shows at least the state of the moment of the
/// call (a publish already running for it may cover the request). The publish is a task of
/// its own: a caller that stops waiting (a timeout) never cuts it in the middle of a request
/// to Discord, whose late arrival could show an older state after a newer one.
pub(super) async fn now(bot: &Bot, game: GameId) -> Result<(), PublishError> {
    let bot = bot.clone();
    match tokio::spawn(async move { publish(&bot, game).await }).await {
        Ok(published) => published,
        Err(e) => Err(PublishError::Stopped(e.to_string())),
    }
}

/// How many times in a row a publish starts again with a newer state that came while it
/// retried, before it leaves that state to the publish its commit asked for.
const GIVE_WAY: u32 = 5;

async fn publish(bot: &Bot, game: GameId) -> Result<(), PublishError> {
    let slot = bot.publisher.slot(game);
    let ticket = slot.wanted.fetch_add(1, Ordering::SeqCst) + 1;
    let mut done = slot.done.lock().await;
    if *done >= ticket {
        return Ok(());
    }
    let mut gave_way = 0;
    loop {
        let target = slot.wanted.load(Ordering::SeqCst);
        match sync(bot, game, &slot).await {
            Ok(finished) => {
                bot.publisher.note(game, None);
                *done = target;
                drop(done);
                if finished {
                    bot.publisher.forget(game);
                }
                return Ok(());
            }
            Err(e @ PublishError::Superseded { .. }) => {
                tracing::debug!(game, error = %e, "publishing the newer state instead");
                gave_way += 1;
                if gave_way >= GIVE_WAY {
                    // The newer state's own publish (asked for by its commit) shows it.
                    return Ok(());
                }
            }
            Err(e) => {
                tracing::warn!(game, error = %e, "publishing failed; the watchdog will retry");
                bot.publisher.note(game, Some(&e));
                return Err(e);
            }
        }
    }
}

/// Brings Discord in line with the stored game; true when the game is over for good and
/// nothing is left to publish.
async fn sync(bot: &Bot, id: GameId, slot: &Slot) -> Result<bool, PublishError> {
    let row = match bot.store.game_row(id).await {
        Ok(r) => r,
        Err(StoreError::NotFound(_)) => return Ok(true),
        Err(e) => return Err(e.into()),
    };
    if !bot.lease.serves(row.guild_id) {
        // Another process took this table's shard: its tables are that process's to show.
        return Ok(true);
    }
    slot.newest.fetch_max(row.version, Ordering::SeqCst);
    let g = Some(Guard {
        slot,
        version: row.version,
    });
    let stored = bot.store.published(id).await?;
    let find = |k: MessageKind| stored.iter().find(|p| p.kind == k).cloned();
    let to = target(&row);
    match row.status {
        GameStatus::Lobby => return Ok(false),
        GameStatus::Abandoned => {
            // Every live prompt closes with the game: the turn's message keeps its story
            // without its prompt and buttons ("roll the dice", "… is thinking"); an offer's
            // or the discards' message goes.
            let from = find(MessageKind::Turn).map(|p| story::first_page(&p));
            let story = story_of(bot, slot, &row, from).await.ok();
            for p in stored.iter().filter(|p| p.kind != MessageKind::Over) {
                match (p.kind, &story, p.message) {
                    (_, _, None) => {}
                    (MessageKind::Turn, Some(story), Some(m)) => {
                        let page = story::Page::from_stamp(p.stamp);
                        let (header, lines) = story.told(story::first_page(p).min(page), page);
                        let text = fit(&header, &lines, "");
                        post::edit(bot, g, to, m, post::Content::new(text, vec![]), None).await?;
                    }
                    (MessageKind::Offer | MessageKind::Discard, _, Some(m)) => {
                        post::delete(bot, g, to, m).await?
                    }
                    (_, _, Some(m)) => strip(bot, g, to, m).await?,
                }
                bot.store.clear_published(id, p.kind).await?;
            }
            close_pointer(bot, &row, None).await?;
            return Ok(true);
        }
        GameStatus::Active | GameStatus::Finished => {}
    }
    // The lobby message of a started game: its buttons go, but the game's first message
    // keeps **Watch** while the game is played.
    if let Some(lobby) = find(MessageKind::Lobby)
        .filter(|p| !(p.state == MessageState::Started && row.status == GameStatus::Active))
    {
        if let Some(m) = lobby.message {
            strip(bot, g, to, m).await?;
        }
        bot.store.clear_published(id, MessageKind::Lobby).await?;
    }
    let turn = find(MessageKind::Turn);
    let from = turn.as_ref().map(story::first_page);
    let mut story = story_of(bot, slot, &row, from).await?;
    if let Some(from) = from {
        story.forget_before(from);
    }
    let shown = show(bot, g, &row, &story, &stored).await;
    slot.keep_story(story);
    shown
}

/// Brings the messages of the started game `row` in line with `story`, its story up to
/// now; true when the game is over and shown as over. `stored`: what was published.
async fn show(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    story: &Story,
    stored: &[crate::store::Published],
) -> Result<bool, PublishError> {
    let (id, to) = (row.id, target(row));
    let find = |k: MessageKind| stored.iter().find(|p| p.kind == k).cloned();
    let game = &story.game;
    // The turn's message before the offer's: an AI's offer reads after its turn's header.
    sync_turn(bot, g, row, story, find(MessageKind::Turn)).await?;
    sync_offer(bot, g, row, story, find(MessageKind::Offer)).await?;
    sync_discards(bot, g, row, game, find(MessageKind::Discard)).await?;
    if game.phase() == Phase::GameOver {
        if find(MessageKind::Over).is_none() {
            let (text, files, pings) = game_over(bot, row, story).await;
            let rows = super::components::game_over_rows(id, row.language);
            let how = post::Posting {
                paced: false,
                nonce: Some(nonce(id, MessageKind::Over, 0)),
            };
            let content = post::Content { text, rows, pings };
            let m = create_with(bot, g, to, content, files, how).await?;
            bot.store
                .set_published(id, MessageKind::Over, Some(m), 0, MessageState::POSTED)
                .await?;
        }
        close_pointer(bot, row, Some(game)).await?;
        // A tournament's table: its tournament goes on (scored, next round, winner).
        bot.games_ended.notify_one();
        return Ok(true);
    }
    Ok(false)
}

/// Past this many actions to catch up on, a kept story reads them off the async threads.
const READ_INLINE: usize = 64;

/// The story of the started game `row` up to its committed actions: the one `slot` kept,
/// caught up with the actions committed since (a cost that grows with what it missed, not
/// with the game), or read from the whole record when none was kept that can tell the
/// pages from `from` on.
async fn story_of(
    bot: &Bot,
    slot: &Slot,
    row: &GameRow,
    from: Option<Page>,
) -> Result<Story, PublishError> {
    let names: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
    let names = escaped_names(&names);
    let lang = row.language;
    if let Some(mut story) = slot.take_story().filter(|s| s.tells(&names, lang, from)) {
        let since = bot.store.actions_from(row.id, story.actions_read()).await?;
        if since.len() <= READ_INLINE {
            story.read(&since);
            return Ok(story);
        }
        return Ok(bot
            .heavy
            .draw(move || {
                story.read(&since);
                story
            })
            .await?);
    }
    let record = bot.store.record(row.id).await?;
    bot.heavy
        .draw(move || Story::replay(&record, &names, lang))
        .await?
        .map_err(PublishError::Record)
}

/// Renders the channel's board off the async threads.
pub(super) async fn render(bot: &Bot, view: PublicView) -> Result<Vec<u8>, PublishError> {
    Ok(bot
        .heavy
        .draw(move || Renderer::global().render(&view, None))
        .await?)
}

/// How far back a bot looks for ended games whose table does not show it yet.
const ENDED_LOOKBACK_SECS: i64 = 24 * 3600;

/// Asks for every game that ended lately but whose table may not show it (the bot stopped
/// between the end and its post) to be published: its game-over message, or the buttons
/// taken off an abandoned table.
pub(super) async fn ended(bot: &Bot) {
    let since = crate::bot::clock::now_unix() - ENDED_LOOKBACK_SECS;
    match bot.store.ended_unsettled(since).await {
        Ok(games) => {
            for id in games {
                tracing::info!(game = id, "the table of an ended game catches up");
                request(bot, id);
            }
        }
        Err(e) => tracing::warn!(error = %e, "could not list the games that ended lately"),
    }
}

/// Every game with something to publish or retry: the games whose last publish failed.
pub(super) fn pending(bot: &Bot) -> HashSet<GameId> {
    bot.publisher.failed().into_iter().map(|(g, _)| g).collect()
}
