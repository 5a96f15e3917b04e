//! The message of an open domestic offer: its text (with every answer so far) and buttons,
//! kept up to date as players answer, and closed (terms struck through, what closed it,
//! no buttons) when the offer ends. An AI's offer shows when the AI stops waiting.

use super::flow::{Bot, Error};
use super::messages::{self, Names};
use crate::engine::Game;
use crate::store::{GameId, GameRow};
use serenity::all::{ChannelId, CreateActionRow, CreateMessage, EditMessage, Http, MessageId};

/// The text and buttons of `game`'s open offer (an AI's offer says when it decides), or
/// None when no offer is open.
pub async fn offer_message(
    bot: &Bot,
    row: &GameRow,
    game: &Game,
) -> Result<Option<(String, Vec<CreateActionRow>)>, Error> {
    let Some(offer) = game.offer() else {
        return Ok(None);
    };
    let names: Vec<String> = game.names().to_vec();
    let names = Names(&names);
    let offerer = game.current();
    let by_ai = super::autoplay::ai_level(row, offerer).is_some();
    let decides_at = match by_ai {
        true => bot.store.offer_deadline(row.id).await?,
        false => None,
    };
    Ok(Some((
        messages::offer_text(offerer, offer, &names, decides_at),
        messages::offer_rows(row.id, game.turn(), offer, &names, by_ai),
    )))
}

/// What a closed offer's message says: the offer of `before`, struck through, and `line`,
/// what closed it.
pub fn closed_offer_text(before: &Game, line: &str) -> String {
    match before.offer() {
        Some(o) => format!(
            "~~Trade offer from {}: gives {} for {}~~\nClosed: {line}",
            before.name(before.current()),
            o.give,
            o.get
        ),
        None => format!("~~Trade offer~~\nClosed: {line}"),
    }
}

/// Forgets the closed offer's message and any AI offer window.
pub async fn forget(bot: &Bot, game: GameId) {
    if let Err(e) = bot.store.clear_message(game, "offer").await {
        tracing::warn!(game, error = %e, "could not forget the offer message");
    }
    if let Err(e) = bot.store.set_offer_deadline(game, None).await {
        tracing::warn!(game, error = %e, "could not clear the offer window");
    }
}

/// Shows `text` (from `closed_offer_text`) on the offer message, takes its buttons off and
/// forgets it.
pub async fn close_message(bot: &Bot, http: &Http, channel: ChannelId, game: GameId, text: String) {
    if let Ok(Some(msg)) = bot.store.message(game, "offer").await {
        let edit = EditMessage::new().content(text).components(vec![]);
        if let Err(e) = channel.edit_message(http, MessageId::new(msg), edit).await {
            tracing::warn!(game, error = %e, "could not close the offer message");
        }
    }
    forget(bot, game).await;
}

/// Shows the open offer's answers on its message.
pub async fn update_message(bot: &Bot, row: &GameRow, game: &Game) {
    let Ok(Some(msg)) = bot.store.message(row.id, "offer").await else {
        return;
    };
    let (text, rows) = match offer_message(bot, row, game).await {
        Ok(Some(x)) => x,
        Ok(None) => return,
        Err(e) => {
            tracing::warn!(error = %e, "could not build the offer message");
            return;
        }
    };
    let edit = EditMessage::new().content(text).components(rows);
    if let Err(e) = ChannelId::new(row.channel_id)
        .edit_message(&bot.http, MessageId::new(msg), edit)
        .await
    {
        tracing::warn!(error = %e, "could not update the offer message");
    }
}

/// Posts an AI's new offer with its answer buttons, and remembers it as the offer message.
pub async fn post(bot: &Bot, row: &GameRow, game: &Game) -> Result<(), Error> {
    let Some((text, rows)) = offer_message(bot, row, game).await? else {
        return Ok(());
    };
    let msg = ChannelId::new(row.channel_id)
        .send_message(
            &bot.http,
            CreateMessage::new().content(text).components(rows),
        )
        .await?;
    note(bot, row.id, msg.id.get()).await
}

/// Remembers `message` as the offer message, unless the offer closed while Discord was
/// telling us its id (answers may come as soon as the message shows).
pub async fn note(bot: &Bot, game: GameId, message: u64) -> Result<(), Error> {
    if bot.store.load(game).await?.game.offer().is_some() {
        bot.store.set_message(game, "offer", message).await?;
    }
    Ok(())
}
