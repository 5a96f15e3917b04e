//! The turn message (one per turn, created when the turn starts, pinging the player to
//! move, edited in place as the turn goes on, closed with its lines when the turn passes),
//! the discard notice after a 7, and the re-post of the turn message (`/catan board`).

use super::post::{
    content_digest, delete, digest, edit, fit, nonce, settle_posting, show, strip, target, Content,
    Settle, Shown,
};
use super::{now, render};
use crate::bot::context::Bot;
use crate::bot::messages::{self, escaped_names, text_view};
use crate::bot::pacing::{Guard, PublishError};
use crate::bot::story::{first_page, Page, Story};
use crate::engine::*;
use crate::i18n::{self, Arg};
use crate::store::{GameId, GameRow, MessageKind, MessageState, Published};
use crate::table::who;
use serenity::all::CreateActionRow;

/// The stamp of a button that works at whatever moment the game is at (**Special build**
/// and **My hand** on a message left standing while AI seats play).
pub(crate) const ANY_MOMENT: u32 = u32::MAX;

/// Whether the game at this moment needs a human (the rule of the table's messages): one
/// must place, play their turn, build in their Special Build Phase, discard, or answer an
/// offer that asks them; or the game is over. A moment that needs none (an AI's turn,
/// placement or Special Build Phase) gets no message of its own: it is told, quoted, in the
/// next message that does, so a stretch of AI turns is one message with one board.
fn needs_a_human(row: &GameRow, game: &Game) -> bool {
    game.phase() == Phase::GameOver
        || !who::humans_to_act(row, game).is_empty()
        || !who::offer_waits_on(row, game).is_empty()
}

/// The current turn's message: created when the turn starts (pinging who must act), edited
/// in place afterwards; earlier turns' messages are closed with their lines.
pub(super) async fn sync_turn(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    story: &Story,
    stored: Option<Published>,
) -> Result<(), PublishError> {
    let game = &story.game;
    let id = row.id;
    let turn = story.page;
    let mut stored = stored;
    // The first page the message tells: its own, or an earlier one it caught up with (from
    // the game's first page, before the table's first message).
    let first = story.turns.keys().next().copied().unwrap_or(turn);
    let mut from = stored.as_ref().map_or(first, first_page);
    // Pages where only AI seats act fold into the next message that needs a human.
    let fold = !needs_a_human(row, game);
    if fold && stored.is_none() {
        return Ok(());
    }
    // `/catan board` asked for a fresh message for this turn; it pings nobody.
    let quiet = stored
        .as_ref()
        .is_some_and(|p| p.state == MessageState::Repost && p.stamp == turn.stamp());
    if quiet {
        stored = None;
        from = turn;
    }
    if let Some(p) = stored.clone().filter(|p| p.stamp != turn.stamp()) {
        match close_passed(bot, g, row, story, &p, fold).await? {
            Some(next) => from = next,
            None => return Ok(()),
        }
        stored = None;
    }
    let view = game.public_view();
    let drawn = crate::render::drawn(&view);
    let board = digest(&[&serde_json::to_string(&drawn).unwrap_or_default()]);
    // The board is drawn again only when what it shows changed.
    let png = match &stored {
        Some(Published {
            state: MessageState::Shows { board: Some(b), .. },
            ..
        }) if *b == board => None,
        _ => Some(render(bot, view.clone()).await?),
    };
    let tview = text_view(&view);
    let mut prompt = Prompt::of(bot, row, game, &tview, stored.as_ref(), quiet).await?;
    let (mut header, lines) = story.told(from, turn);
    // A message that pings opens with who must do what, in which game.
    let label = messages::game_label(id, row.channel_id, row.language);
    let ping = match game.phase() != Phase::GameOver && !prompt.pings.is_empty() {
        true => messages::ping_line(&tview, row.language, &prompt.humans, &label),
        false => None,
    };
    if let Some(ping) = &ping {
        header = format!("{ping}\n{header}");
    }
    let text = fit(&header, &lines, &prompt.footer);
    let whole = MessageState::Shows {
        content: Some(content_digest(&text, &prompt.rows, &[&board.to_string()])),
        board: Some(board),
        first_page: Some(from.stamp()),
    };
    if stored.as_ref().is_some_and(|p| p.state == whole) {
        return Ok(());
    }
    let pings = match quiet {
        true => vec![],
        false => prompt.pings.clone(),
    };
    let shown = Shown {
        text,
        rows: std::mem::take(&mut prompt.rows),
        png,
        pings,
        paced: prompt.paced,
        // A repost (`/catan board`) is a second message for the page, on purpose.
        nonce: (!quiet).then(|| nonce(id, MessageKind::Turn, turn.stamp())),
        state: whole,
    };
    let (kind, stamp) = (MessageKind::Turn, turn.stamp());
    let created = show(bot, g, row, kind, stamp, stored, shown).await?;
    if let Some(message) = created {
        prompt.tell_privately(bot, row, game, &tview, message, ping.map(String::from));
    }
    Ok(())
}

/// Closes the message `p` of a page that passed: it keeps its board and lines and loses
/// its buttons. Returns the first page the next message tells, or None when the game's
/// moment folds (`fold`: only AI seats act) and no next message is made yet.
async fn close_passed(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    story: &Story,
    p: &Published,
    fold: bool,
) -> Result<Option<Page>, PublishError> {
    let (game, id, to, turn) = (&story.game, row.id, target(row), story.page);
    // While only AI seats play, the old message stays the table's last message (the pages
    // they play are told in the next one), and with 5–6 players it keeps Special build,
    // which asks for the turn being played, whichever it is.
    let old = Page::from_stamp(p.stamp);
    let (header, lines) = story.told(first_page(p).min(old), old);
    let text = fit(&header, &lines, "");
    let rows = match fold && who::special_build_open(game) {
        true => crate::bot::components::waiting_rows(id, ANY_MOMENT, row.language),
        false => vec![],
    };
    let folded = MessageState::Folded {
        content: content_digest(&text, &rows, &[]),
        first_page: first_page(p).stamp(),
    };
    match p.message {
        Some(m) if p.state != folded => {
            edit(bot, g, to, m, Content::new(text, rows), None).await?;
            if fold {
                bot.store
                    .set_published(id, MessageKind::Turn, Some(m), p.stamp, folded)
                    .await?;
            }
        }
        None if p.state == MessageState::Posting => {
            settle_posting(bot, g, row, p, Settle::Close(text)).await?;
            bot.store
                .set_published(id, MessageKind::Turn, None, p.stamp, MessageState::Closed)
                .await?;
        }
        _ => {}
    }
    if fold {
        return Ok(None);
    }
    // Pages played in between (AI turns while publishing caught up) are told at the top of
    // the new message, so a fast table needs one post per catch-up, never more; its later
    // edits keep telling them.
    use std::ops::Bound::Excluded;
    let from = match old < turn {
        true => story
            .turns
            .range((Excluded(old), Excluded(turn)))
            .next()
            .map_or(turn, |(&t, _)| t),
        false => turn,
    };
    // Noted before the next message is made: a publish that stops here (a newer state came
    // while it retried) leaves the next one to tell the pages after `old`.
    bot.store
        .set_published(id, MessageKind::Turn, None, p.stamp, MessageState::Closed)
        .await?;
    Ok(Some(from))
}

/// The turn message's footer and buttons: the table line, who must act (pinged) with their
/// deadline, or who is thinking.
struct Prompt {
    footer: String,
    rows: Vec<CreateActionRow>,
    /// The humans who must act now, and the users a new message pings.
    humans: Vec<Seat>,
    pings: Vec<u64>,
    /// A new message that tells the players of their turn: the channel's slot is taken and
    /// their clock restarted.
    paced: bool,
}

impl Prompt {
    /// The prompt of `game` at this moment; `stored` is the page's message so far, `quiet`
    /// a repost that pings nobody.
    async fn of(
        bot: &Bot,
        row: &GameRow,
        game: &Game,
        tview: &PublicView,
        stored: Option<&Published>,
        quiet: bool,
    ) -> Result<Prompt, PublishError> {
        let (id, lang) = (row.id, row.language);
        let humans = who::humans_to_act(row, game);
        let stamp = who::stamp(game);
        let mut footer = messages::table_line(tview, lang);
        if let Some(line) = messages::special_build_line(tview, lang) {
            footer.push('\n');
            footer.push_str(&line);
        }
        let mut prompt = Prompt {
            footer,
            rows: Vec::new(),
            humans,
            pings: Vec::new(),
            paced: false,
        };
        if game.phase() == Phase::GameOver {
            return Ok(prompt);
        }
        if prompt.humans.is_empty() {
            let name = Arg::Str(tview.name(game.seat_to_move()));
            prompt.footer.push('\n');
            prompt
                .footer
                .push_str(&i18n::text(lang, "turn-thinking", &[("name", name)]));
            if who::special_build_open(game) {
                // The humans waiting for their turn may still ask to build after this one.
                prompt.rows = crate::bot::components::waiting_rows(id, stamp, lang);
            }
            return Ok(prompt);
        }
        let humans = &prompt.humans;
        prompt.pings = humans
            .iter()
            .filter_map(|&s| who::user_of(row, s))
            .collect();
        let mention = |s: Seat| match who::user_of(row, s) {
            Some(u) if humans.contains(&s) => format!("<@{u}>"),
            _ => tview.name(s).to_string(),
        };
        prompt.footer.push('\n');
        prompt
            .footer
            .push_str(&messages::prompt(tview, lang, mention));
        // (A message noted as being posted is posted again: its post may never have left.)
        let new = stored.is_none_or(|p| p.state == MessageState::Posting);
        prompt.paced = new && !quiet && !prompt.pings.is_empty();
        prompt.deadline(bot, row, game).await?;
        // Undo is for the player who moved, and only what they may take back enables it.
        let undo = (game.options().undo_limit > 0).then(|| {
            game.undoable()
                .is_some_and(|u| prompt.humans.contains(&u.seat) && u.seat == game.current())
        });
        prompt.rows = crate::bot::components::turn_rows(id, stamp, game.phase(), undo, lang);
        Ok(prompt)
    }

    /// Adds the turn's deadline to the footer. The message that tells the players of their
    /// turn starts their clock when it goes out, so the channel's slot is taken first and
    /// the message is made right after.
    async fn deadline(
        &mut self,
        bot: &Bot,
        row: &GameRow,
        game: &Game,
    ) -> Result<(), PublishError> {
        let deadline = match self.paced {
            true => {
                bot.publisher.reserve(target(row).channel).await;
                crate::bot::clock::restart_on_ping(bot, row, &self.pings).await?
            }
            false => bot.store.deadline(row.id).await?,
        };
        let Some(deadline) = deadline else {
            return Ok(());
        };
        let lang = row.language;
        // Discord shows this as a live "in 2 minutes" in each reader's own time.
        let id = match game.phase() {
            Phase::SpecialBuild => "turn-phase-ends",
            _ => "turn-ai-steps-in",
        };
        let until = deadline.to_string();
        self.footer.push(' ');
        self.footer
            .push_str(&i18n::text(lang, id, &[("deadline", Arg::Str(&until))]));
        // On a clock longer than a day, when the turn began is worth saying too.
        if let Some(minutes) = row.turn_timer_minutes.filter(|&m| m > 24 * 60) {
            let started = deadline - crate::bot::clock::turn_secs(bot, minutes);
            self.footer.push(' ');
            self.footer.push_str(&i18n::text(
                lang,
                "turn-started-at",
                &[("started", Arg::Str(&started.to_string()))],
            ));
        }
        Ok(())
    }

    /// After a new turn message `message` was made: the players it told of their turn get
    /// it in their DMs too (`ping`, its first line), and the player after may have asked
    /// for a heads-up when a turn begins.
    fn tell_privately(
        &self,
        bot: &Bot,
        row: &GameRow,
        game: &Game,
        tview: &PublicView,
        message: u64,
        ping: Option<String>,
    ) {
        if !self.paced {
            return;
        }
        let next = Seat(((game.current().0 as usize + 1) % game.players_count()) as u8);
        let heads_up = match game.phase() == Phase::Roll && next != game.current() {
            true => who::user_of(row, next)
                .filter(|u| !self.pings.contains(u))
                .map(|u| (u, tview.name(game.current()).to_string(), game.turn())),
            false => None,
        };
        if let Some((user, name, turn)) = heads_up {
            let (bot, row) = (bot.clone(), row.clone());
            tokio::spawn(async move {
                super::dm::heads_up(&bot, &row, message, user, &name, turn).await;
            });
        }
        let dm_to = self.pings.clone();
        let (bot, row) = (bot.clone(), row.clone());
        tokio::spawn(async move {
            super::dm::turn_dms(&bot, &row, message, &dm_to, ping.as_deref()).await;
        });
    }
}

/// After a 7, a notice that pings the humans who owe a discard, kept up to date until the
/// discards are in.
pub(super) async fn sync_discards(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    game: &Game,
    stored: Option<Published>,
) -> Result<(), PublishError> {
    let to = target(row);
    let turn = game.turn();
    let owing: Vec<Seat> = match game.phase() {
        Phase::Discard => game.discarding_seats().collect(),
        _ => vec![],
    };
    let humans: Vec<Seat> = owing
        .iter()
        .copied()
        .filter(|s| who::ai_level(row, *s).is_none())
        .collect();
    if let Some(p) = stored
        .clone()
        .filter(|p| p.stamp != turn || owing.is_empty())
    {
        // Its work done, the notice goes: the turn's message tells the discards.
        match (p.state, p.message) {
            (MessageState::Posting, _) => settle_posting(bot, g, row, &p, Settle::Remove).await?,
            (_, Some(m)) => delete(bot, g, to, m).await?,
            (_, None) => {}
        }
        bot.store
            .clear_published(row.id, MessageKind::Discard)
            .await?;
        if owing.is_empty() {
            return Ok(());
        }
    }
    let stored = stored.filter(|p| p.stamp == turn);
    if owing.is_empty() || (stored.is_none() && humans.is_empty()) {
        return Ok(());
    }
    let names = escaped_names(game.names());
    let list: Vec<String> = owing
        .iter()
        .map(|&s| {
            let who = match who::user_of(row, s) {
                Some(u) => format!("<@{u}>"),
                None => names[s.index()].clone(),
            };
            let count = Arg::Int(game.pending_discard(s).into());
            i18n::text(
                row.language,
                "prompt-owing",
                &[("name", Arg::Str(&who)), ("count", count)],
            )
        })
        .collect();
    let owing = list.join(", ");
    let label = messages::game_label(row.id, row.channel_id, row.language);
    let text = i18n::text(
        row.language,
        "discard-notice",
        &[("owing", Arg::Str(&owing)), ("game", Arg::Str(&label))],
    );
    let pings: Vec<u64> = humans
        .iter()
        .filter_map(|&s| who::user_of(row, s))
        .collect();
    let paced = stored.is_none() && !pings.is_empty();
    if paced {
        // The notice tells them: their clock starts when it goes out.
        bot.publisher.reserve(to.channel).await;
        crate::bot::clock::restart_on_ping(bot, row, &pings).await?;
    }
    let rows = crate::bot::components::discard_rows(row.id, turn, row.language);
    let state = MessageState::shows(content_digest(&text, &rows, &[]));
    let shown = Shown {
        text,
        rows,
        png: None,
        pings,
        paced,
        nonce: Some(nonce(row.id, MessageKind::Discard, turn)),
        state,
    };
    show(bot, g, row, MessageKind::Discard, turn, stored, shown).await?;
    Ok(())
}

/// Re-posts the current turn message at the bottom of the channel (`/catan board`): the
/// old one loses its buttons, the new one pings nobody.
pub(crate) async fn repost(bot: &Bot, id: GameId) -> Result<(), PublishError> {
    let slot = bot.publisher.slot(id);
    let _busy = slot.done.lock().await;
    let row = bot.store.game_row(id).await?;
    let kept = bot.store.published(id).await?.into_iter().find_map(|p| {
        let m = p.message.filter(|_| p.kind == MessageKind::Turn)?;
        Some((m, p.stamp))
    });
    if let Some((m, stamp)) = kept {
        // (A note without a message — closed, or a repost asked for already — is left as
        // it is: the next publish posts the turn's message anyway.)
        strip(bot, None, target(&row), m).await?;
        // A fresh message for the same turn, made by the next publish (pings are only for
        // a turn's first message, so this one notifies nobody).
        bot.store
            .set_published(id, MessageKind::Turn, None, stamp, MessageState::Repost)
            .await?;
    }
    drop(_busy);
    now(bot, id).await
}
