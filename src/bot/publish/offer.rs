//! The offer message of an open trade offer: created when the offer opens (pinging the
//! humans it waits for), kept up to date as they answer, and closed when it ends.

use super::post::{digest, edit, nonce, settle_posting, show, target, Settle, Shown, POSTING};
use super::story::Story;
use crate::bot::context::Bot;
use crate::bot::messages::{self, escape, escaped_names, Names};
use crate::bot::pacing::{Guard, PublishError, MAX_CONTENT};
use crate::bot::who;
use crate::i18n::{self, Arg};
use crate::narrate::cards;
use crate::store::{GameRow, MessageKind, Published};

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
    let open = game.offer().and(story.offers.last());
    if let Some(p) = stored
        .clone()
        .filter(|p| open.map(|o| o.seq) != Some(p.stamp))
    {
        let closed = story.offers.iter().find(|o| o.seq == p.stamp);
        let text = match closed {
            Some(o) => {
                let name = escape(game.name(o.offerer));
                let (give, get) = (cards(lang, &o.give), cards(lang, &o.get));
                let ended = i18n::text(lang, "offer-ended", &[]);
                let how = o.closed_by.as_deref().unwrap_or(&ended);
                i18n::text(
                    lang,
                    "offer-closed",
                    &[
                        ("name", Arg::Str(&name)),
                        ("give", Arg::Str(&give)),
                        ("get", Arg::Str(&get)),
                        ("how", Arg::Str(how)),
                    ],
                )
            }
            None => i18n::text(lang, "offer-closed-unknown", &[]),
        };
        match p.digest == POSTING {
            true => settle_posting(bot, g, row, &p, Settle::Close(text)).await?,
            false => edit(bot, g, to, p.message_id, text, vec![], None, vec![]).await?,
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
    let mut text = messages::offer_text(offerer, offer, &Names(&escaped), decides_at, lang);
    let waiting = who::offer_waits_on(row, game);
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
    // Everyone it waits on is named; an AI's offer notifies only those who could accept
    // it (who hold what it asks for), so a table of AIs does not ping a player all game.
    // Who holds what stays hidden: the text is the same either way.
    let pings: Vec<u64> = waiting
        .iter()
        .filter(|&&s| !by_ai || who::could_accept(game, s))
        .filter_map(|&s| who::user_of(row, s))
        .collect();
    let text = messages::truncate(&text, MAX_CONTENT);
    let rows = messages::offer_rows(row.id, game.turn(), offer, &Names(&raw), by_ai, lang);
    let d = digest(&[&text, &format!("{rows:?}")]);
    let shown = Shown {
        text,
        rows,
        png: None,
        pings,
        paced: false,
        nonce: Some(nonce(row.id, MessageKind::Offer, o.seq)),
    };
    show(bot, g, row, MessageKind::Offer, o.seq, stored, &d, shown).await?;
    Ok(())
}
