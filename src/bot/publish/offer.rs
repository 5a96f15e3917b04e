//! The offer message of an open trade offer: created when the offer opens (pinging the
//! humans it waits for), kept up to date as they answer, and closed when it ends.

use super::post::{content_digest, delete, nonce, settle_posting, show, target, Settle, Shown};
use crate::bot::context::Bot;
use crate::bot::messages::{self, escaped_names, Names};
use crate::bot::pacing::{Guard, PublishError, MAX_CONTENT};
use crate::bot::story::Story;
use crate::i18n::{self, Arg};
use crate::store::{GameRow, MessageKind, MessageState, Published};
use crate::table::who;

/// The open offer's message (created when the offer opens, pinging the humans it waits
/// for), and closing the message of an offer that ended.
pub(super) async fn sync_offer(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    story: &Story,
    stored: Option<Published>,
) -> Result<(), PublishError> {
    let game = &story.game;
    let lang = row.language;
    let to = target(row);
    let open = game.offer().and(story.offer.as_ref());
    if let Some(p) = stored
        .clone()
        .filter(|p| open.map(|o| o.seq) != Some(p.stamp))
    {
        // The offer closed: its message goes, and the turn's story tells how it went.
        match (p.state, p.message) {
            (MessageState::Posting, _) => settle_posting(bot, g, row, &p, Settle::Remove).await?,
            (_, Some(m)) => delete(bot, g, to, m).await?,
            (_, None) => {}
        }
        bot.store
            .clear_published(row.id, MessageKind::Offer)
            .await?;
    }
    let (Some(offer), Some(o)) = (game.offer(), open) else {
        return Ok(());
    };
    let stored = stored.filter(|p| p.stamp == o.seq);
    let raw: Vec<String> = game.names().to_vec();
    let escaped = escaped_names(&raw);
    let offerer = game.current();
    let by_ai = who::ai_level(row, offerer).is_some();
    let waiting = who::offer_waits_on(row, game);
    if by_ai && stored.is_none() && waiting.is_empty() {
        // Nobody at the table could take it: the AI decides at once, and the story tells it.
        return Ok(());
    }
    let mut decides_at = match by_ai {
        true => bot.store.offer_deadline(row.id).await?,
        false => None,
    };
    if by_ai && stored.is_none() {
        // The humans' time to answer an AI's offer starts when they can see it, not when
        // the AI made it (publishing may have been catching up); the AI waits meanwhile.
        let window = (bot.config.minute / 2).as_secs().max(1) as i64;
        let until = crate::bot::clock::now_unix() + window;
        bot.store.set_offer_deadline(row.id, Some(until)).await?;
        decides_at = Some(until);
    }
    let listed = who::offer_lists(row, game);
    let mut text = messages::offer_text(offerer, offer, listed, &Names(&escaped), decides_at, lang);
    if !waiting.is_empty() {
        // Its pings open with what is offered, in which game.
        let label = messages::game_label(row.id, row.channel_id, lang);
        let end = text.find('\n').unwrap_or(text.len());
        text.insert_str(end, &format!(" · {label}"));
    }
    let named: Vec<u64> = waiting
        .iter()
        .filter_map(|&s| who::user_of(row, s))
        .collect();
    if !named.is_empty() {
        let who: Vec<String> = named.iter().map(|u| format!("<@{u}>")).collect();
        let who = who.join(" ");
        text.push('\n');
        text.push_str(&i18n::text(
            lang,
            "offer-waiting",
            &[("who", Arg::Str(&who))],
        ));
    }
    // Everyone it waits on is named and notified: an AI's offer waits only on those who
    // could accept it (who hold what it asks for), so a table of AIs does not ping a
    // player all game.
    let pings: Vec<u64> = waiting
        .iter()
        .filter_map(|&s| who::user_of(row, s))
        .collect();
    let text = messages::truncate(&text, MAX_CONTENT);
    let rows =
        crate::bot::components::offer_rows(row.id, game.turn(), offer, &Names(&raw), by_ai, lang);
    let state = MessageState::shows(content_digest(&text, &rows, &[]));
    let shown = Shown {
        text,
        rows,
        png: None,
        pings,
        paced: false,
        nonce: Some(nonce(row.id, MessageKind::Offer, o.seq)),
        state,
    };
    show(bot, g, row, MessageKind::Offer, o.seq, stored, shown).await?;
    Ok(())
}
