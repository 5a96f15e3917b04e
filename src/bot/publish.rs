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
//! 5xx. What was published is noted in the store (message, stamp and digest), so a restart
//! or a watchdog pass picks up exactly where publishing stood; nothing here is game state.

use super::context::Bot;
use super::messages::{self, escape, escaped_names, text_view, Names};
use super::outbox::{unknown_message, Bucket, Guard, PublishError, Rest, Slot, MAX_CONTENT};
use super::who;
use crate::engine::*;
use crate::ratings::Identity;
use crate::render::Renderer;
use crate::store::{GameId, GameRow, GameStatus, MessageKind, Published, StoreError};
use reqwest::Method;
use serenity::all::{
    ChannelId, ChannelType, CreateActionRow, CreateAllowedMentions, CreateAttachment,
    CreateMessage, CreateThread, EditMessage, UserId,
};
use std::collections::{BTreeMap, HashSet};
use std::hash::{Hash, Hasher};
use std::sync::atomic::Ordering;

/// Asks for `game` to be published soon (in the background).
pub fn request(bot: &Bot, game: GameId) {
    let bot = bot.clone();
    tokio::spawn(async move {
        let _ = now(&bot, game).await;
    });
}

/// Publishes `game` and waits until Discord shows at least the state of the moment of the
/// call (a publish already running for it may cover the request). The publish is a task of
/// its own: a caller that stops waiting (a timeout) never cuts it in the middle of a request
/// to Discord, whose late arrival could show an older state after a newer one.
pub async fn now(bot: &Bot, game: GameId) -> Result<(), PublishError> {
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
    slot.newest.fetch_max(row.version, Ordering::SeqCst);
    let g = Some(Guard {
        slot,
        version: row.version,
    });
    let stored = bot.store.published(id).await?;
    let find = |k: MessageKind| stored.iter().find(|p| p.kind == k).cloned();
    let channel = ChannelId::new(row.channel_id);
    match row.status {
        GameStatus::Lobby => return Ok(false),
        GameStatus::Abandoned => {
            for p in &stored {
                if p.kind != MessageKind::Over {
                    if p.message_id != 0 {
                        strip(bot, g, channel, p.message_id).await?;
                    }
                    bot.store.clear_published(id, p.kind).await?;
                }
            }
            close_pointer(bot, &row, None).await?;
            return Ok(true);
        }
        GameStatus::Active | GameStatus::Finished => {}
    }
    if let Some(lobby) = find(MessageKind::Lobby) {
        // The lobby message of a started game: its buttons go.
        strip(bot, g, channel, lobby.message_id).await?;
        bot.store.clear_published(id, MessageKind::Lobby).await?;
    }
    let story = Story::of(bot, id, &row).await?;
    let game = &story.game;
    sync_offer(bot, g, &row, &story, find(MessageKind::Offer)).await?;
    sync_turn(bot, g, &row, &story, find(MessageKind::Turn)).await?;
    sync_discards(bot, g, &row, game, find(MessageKind::Discard)).await?;
    if game.phase() == Phase::GameOver {
        if find(MessageKind::Over).is_none() {
            let (text, files) = game_over(bot, &row, &story).await;
            let m = create_with(bot, g, channel, text, vec![], files, vec![], false).await?;
            bot.store
                .set_published(id, MessageKind::Over, m, 0, "")
                .await?;
        }
        close_pointer(bot, &row, Some(game)).await?;
        return Ok(true);
    }
    Ok(false)
}

/// What the game's record says happened, turn by turn, and the trade offers it saw.
struct Story {
    game: Game,
    /// The page of the table now: each set-up placement, each turn and each Special Build
    /// Phase has its own message (see `Page`).
    page: Page,
    turns: BTreeMap<Page, TurnStory>,
    offers: Vec<OfferStory>,
}

struct TurnStory {
    turn: u32,
    player: Seat,
    kind: PageKind,
    lines: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PageKind {
    Setup,
    Turn,
    /// A Special Build Phase after the turn of this seat.
    SpecialBuild(Seat),
}

struct OfferStory {
    /// The index of the OfferTrade action in the record: the offer's identity.
    seq: u32,
    offerer: Seat,
    give: ResourceCounts,
    get: ResourceCounts,
    /// What closed it, once closed.
    closed_by: Option<String>,
}

impl Story {
    async fn of(bot: &Bot, id: GameId, row: &GameRow) -> Result<Story, PublishError> {
        let record = bot.store.record(id).await?;
        let names: Vec<String> =
            escaped_names(&row.seats.iter().map(|s| s.name.clone()).collect::<Vec<_>>());
        bot.heavy
            .draw(move || Story::replay(&record, &names))
            .await?
            .map_err(PublishError::Record)
    }

    fn replay(record: &Record, names: &[String]) -> Result<Story, String> {
        let (mut game, mut rng) = record.start().map_err(|e| e.to_string())?;
        let names = Names(names);
        let mut turns: BTreeMap<Page, TurnStory> = BTreeMap::new();
        let mut offers: Vec<OfferStory> = Vec::new();
        let mut placed = 0;
        for (i, sa) in record.actions.iter().enumerate() {
            let key = Page::of(&game, placed);
            let turn = game.turn();
            if game.phase() == Phase::Setup && matches!(sa.action, Action::PlaceRoad { .. }) {
                placed += 1;
            }
            let entry = turns.entry(key).or_insert_with(|| TurnStory {
                turn,
                player: game.current(),
                kind: match (game.phase(), game.special_build()) {
                    (Phase::Setup, _) => PageKind::Setup,
                    (Phase::SpecialBuild, Some(b)) => PageKind::SpecialBuild(b.owner),
                    _ => PageKind::Turn,
                },
                lines: Vec::new(),
            });
            let had_offer = game.offer().is_some();
            let action = game.complete(sa.action, &mut rng);
            let Ok(events) = game.apply(sa.p, action) else {
                continue;
            };
            let line = messages::summary(&events, &names, None);
            if let Action::OfferTrade { give, get, .. } = action {
                offers.push(OfferStory {
                    seq: i as u32,
                    offerer: sa.p,
                    give,
                    get,
                    closed_by: None,
                });
            } else if !line.is_empty() && !who::is_offer_answer(&action) {
                entry.lines.push(line.clone());
            }
            if had_offer && game.offer().is_none() {
                if let Some(o) = offers.last_mut() {
                    o.closed_by = Some(match line.is_empty() {
                        true => "the turn ended.".into(),
                        false => line,
                    });
                }
            }
        }
        Ok(Story {
            page: Page::of(&game, placed),
            game,
            turns,
            offers,
        })
    }

    fn header(&self, page: Page) -> String {
        let g = &self.game;
        let t = self.turns.get(&page);
        let player = t.map(|t| t.player).unwrap_or(g.current());
        let turn = t.map(|t| t.turn).unwrap_or(g.turn());
        let name = escape(g.name(player));
        let now = match (g.phase(), g.special_build()) {
            (Phase::Setup, _) => PageKind::Setup,
            (Phase::SpecialBuild, Some(b)) => PageKind::SpecialBuild(b.owner),
            _ => PageKind::Turn,
        };
        match t.map(|t| t.kind).unwrap_or(now) {
            PageKind::Setup => format!("**Set-up** · {name}"),
            PageKind::Turn => format!("**Turn {turn}** · {name}"),
            PageKind::SpecialBuild(owner) => format!(
                "**Special build** · {name} (after {}'s turn {turn})",
                escape(g.name(owner))
            ),
        }
    }

    fn lines(&self, page: Page) -> &[String] {
        self.turns.get(&page).map(|t| &t.lines[..]).unwrap_or(&[])
    }

    /// What the message of page `to` says when it also tells the pages played before it
    /// from `from` on (a catch-up): its own header first — on a phone the first line is all
    /// a ping shows, so it is about the player the message pings — then the earlier pages,
    /// quoted, each with its header, then its own lines.
    fn told(&self, from: Page, to: Page) -> (String, Vec<String>) {
        let mut lines = Vec::new();
        for (&t, _) in self.turns.range(from.min(to)..to) {
            lines.push(format!("> {}", self.header(t)));
            lines.extend(self.lines(t).iter().map(|l| format!("> {l}")));
        }
        lines.extend(self.lines(to).iter().cloned());
        (self.header(to), lines)
    }
}

/// The note of a turn message that was closed before the next one was made (its message id
/// 0, its stamp the closed page's).
const CLOSED: &str = "closed";

/// The first page a stored turn message tells (noted after its digest and board; messages
/// noted by older builds tell their own page only).
fn first_page(p: &Published) -> Page {
    p.digest
        .split(':')
        .nth(2)
        .and_then(|s| s.parse().ok())
        .map_or(Page::from_stamp(p.stamp), Page::from_stamp)
}

/// The key of the turn message a moment of the game belongs to: set-up placements come
/// first (a page each, up to 12 for six players), then each turn, each followed by its
/// Special Build Phases (5–6 players), a page each, in the order they are played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Page {
    /// The placement (set-up), or 100 + the turn number.
    major: u32,
    /// 0 for the placement or the turn itself; for a Special Build Phase, the builder's
    /// distance in seats from the turn's owner (1–5).
    minor: u32,
}

impl Page {
    const SETUP_PAGES: u32 = 100;
    /// Stored stamps of Special Build Phase pages have this bit; others are the bare
    /// `major`, as older builds stored every page.
    const SPECIAL: u32 = 1 << 31;

    /// The page of `game` now; `placed` counts the set-up placements made so far.
    fn of(game: &Game, placed: u32) -> Page {
        match (game.phase(), game.special_build()) {
            (Phase::Setup, _) => Page {
                major: placed,
                minor: 0,
            },
            (Phase::SpecialBuild, Some(b)) => {
                let n = game.players_count() as u32;
                Page {
                    major: Self::SETUP_PAGES + game.turn(),
                    minor: (game.current().0 as u32 + n - b.owner.0 as u32) % n,
                }
            }
            _ => Page {
                major: Self::SETUP_PAGES + game.turn(),
                minor: 0,
            },
        }
    }

    /// The stamp stored with the page's message.
    fn stamp(self) -> u32 {
        match self.minor {
            0 => self.major,
            m => Self::SPECIAL | (self.major << 3) | m,
        }
    }

    fn from_stamp(stamp: u32) -> Page {
        match stamp & Self::SPECIAL {
            0 => Page {
                major: stamp,
                minor: 0,
            },
            _ => Page {
                major: (stamp & !Self::SPECIAL) >> 3,
                minor: stamp & 7,
            },
        }
    }
}

/// `header`, then as many of the latest `lines` as fit, then `footer`, within Discord's
/// 2,000 characters (the oldest lines give way to "…").
pub fn fit(header: &str, lines: &[String], footer: &str) -> String {
    const ELLIPSIS: &str = "…";
    let fixed = header.chars().count() + footer.chars().count() + 2;
    let budget = MAX_CONTENT.saturating_sub(fixed + ELLIPSIS.len() + 1);
    let mut kept: Vec<&str> = Vec::new();
    let mut used = 0;
    for l in lines.iter().rev() {
        let n = l.chars().count() + 1;
        if used + n > budget {
            kept.push(ELLIPSIS);
            break;
        }
        used += n;
        kept.push(l);
    }
    kept.reverse();
    let mut s = String::from(header);
    for l in kept {
        s.push('\n');
        s.push_str(l);
    }
    if !footer.is_empty() {
        s.push('\n');
        s.push_str(footer);
    }
    messages::truncate(&s, MAX_CONTENT)
}

fn digest(parts: &[&str]) -> String {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    parts.hash(&mut h);
    format!("{:016x}", h.finish())
}

/// What one of the game's kept messages should show.
struct Shown {
    text: String,
    rows: Vec<CreateActionRow>,
    /// A new board image (None: keep the one it has).
    png: Option<Vec<u8>>,
    /// Who a new message may notify.
    pings: Vec<u64>,
    /// The caller already took the channel's next slot for a new message (see `Pacer`).
    paced: bool,
}

/// Brings the kept message of `kind` to `shown`: nothing when it already shows `digest`,
/// an edit of `stored`, or a new message; then notes what it shows for `stamp`.
#[allow(clippy::too_many_arguments)]
async fn show(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    kind: MessageKind,
    stamp: u32,
    stored: Option<Published>,
    digest: &str,
    shown: Shown,
) -> Result<(), PublishError> {
    let channel = ChannelId::new(row.channel_id);
    let Shown {
        text,
        rows,
        png,
        pings,
        paced,
    } = shown;
    let message = match stored {
        Some(p) if p.digest == digest => return Ok(()),
        Some(p) => {
            edit(bot, g, channel, p.message_id, text, rows, png, pings).await?;
            p.message_id
        }
        None => create(bot, g, channel, text, rows, png, pings, paced).await?,
    };
    bot.store
        .set_published(row.id, kind, message, stamp, digest)
        .await?;
    Ok(())
}

/// The current turn's message: created when the turn starts (pinging who must act), edited
/// in place afterwards; earlier turns' messages are closed with their lines.
async fn sync_turn(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    story: &Story,
    stored: Option<Published>,
) -> Result<(), PublishError> {
    let game = &story.game;
    let id = row.id;
    let channel = ChannelId::new(row.channel_id);
    let turn = story.page;
    let mut stored = stored;
    // The first page the message tells: its own, or an earlier one it caught up with.
    let mut from = stored.as_ref().map_or(turn, first_page);
    // `/catan board` asked for a fresh message for this turn; it pings nobody.
    let quiet = stored
        .as_ref()
        .is_some_and(|p| p.message_id == 0 && p.stamp == turn.stamp() && p.digest != CLOSED);
    if quiet {
        stored = None;
        from = turn;
    }
    if let Some(p) = stored.clone().filter(|p| p.stamp != turn.stamp()) {
        // The turn (or Special Build Phase) passed: the old message keeps its board and
        // lines, loses its buttons.
        let old = Page::from_stamp(p.stamp);
        if p.message_id != 0 {
            let (header, lines) = story.told(first_page(&p).min(old), old);
            let text = fit(&header, &lines, "");
            edit(bot, g, channel, p.message_id, text, vec![], None, vec![]).await?;
        }
        // Pages played in between (AI turns while publishing caught up) are told at the top
        // of the new message, so a fast table needs one post per catch-up, never more; its
        // later edits keep telling them.
        use std::ops::Bound::Excluded;
        from = match old < turn {
            true => story
                .turns
                .range((Excluded(old), Excluded(turn)))
                .next()
                .map_or(turn, |(&t, _)| t),
            false => turn,
        };
        // Noted before the next message is made: a publish that stops here (a newer state
        // came while it retried) leaves the next one to tell the pages after `old`.
        bot.store
            .set_published(id, MessageKind::Turn, 0, p.stamp, CLOSED)
            .await?;
        stored = None;
    }
    let view = game.public_view();
    let board = digest(&[&serde_json::to_string(&view).unwrap_or_default()]);
    // The board is drawn again only when it changed.
    let png = match &stored {
        Some(p) if p.digest.split(':').nth(1) == Some(board.as_str()) => None,
        _ => Some(render(bot, view.clone()).await?),
    };
    let tview = text_view(&view);
    let humans = who::humans_to_act(row, game);
    let stamp = who::stamp(game);
    let special_build = game.players_count() >= 5;
    let mut footer = messages::table_line(&tview);
    if let Some(line) = messages::special_build_line(&tview) {
        footer.push('\n');
        footer.push_str(&line);
    }
    let mut pings: Vec<u64> = Vec::new();
    let mut rows = Vec::new();
    let mut paced = false;
    if game.phase() != Phase::GameOver && !humans.is_empty() {
        pings = humans
            .iter()
            .filter_map(|&s| who::user_of(row, s))
            .collect();
        let mention = |s: Seat| match who::user_of(row, s) {
            Some(u) if humans.contains(&s) => format!("<@{u}>"),
            _ => tview.name(s).to_string(),
        };
        footer.push('\n');
        footer.push_str(&messages::prompt(&tview, mention));
        paced = stored.is_none() && !quiet && !pings.is_empty();
        let deadline = match paced {
            // The message that tells them: their clock starts when it goes out, so the
            // channel's slot is taken first and the message is made right after.
            true => {
                bot.publisher.reserve(channel).await;
                super::clock::restart_on_ping(bot, row).await?
            }
            false => bot.store.deadline(id).await?,
        };
        if let Some(deadline) = deadline {
            // Discord shows this as a live "in 2 minutes" in each reader's own time.
            footer.push_str(&match game.phase() {
                Phase::SpecialBuild => format!(" ⏱ Your phase ends <t:{deadline}:R>."),
                _ => format!(" ⏱ An AI steps in <t:{deadline}:R>."),
            });
        }
        rows = messages::turn_rows(id, stamp, game.phase(), special_build);
    } else if game.phase() != Phase::GameOver {
        footer.push_str(&format!(
            "\n{} is thinking…",
            tview.name(game.seat_to_move())
        ));
        if who::special_build_open(game) {
            // The humans waiting for their turn may still ask to build after this one.
            rows = messages::waiting_rows(id, stamp);
        }
    }
    let (header, lines) = story.told(from, turn);
    let text = fit(&header, &lines, &footer);
    let whole = format!(
        "{}:{board}:{}",
        digest(&[&text, &format!("{rows:?}"), &board]),
        from.stamp()
    );
    if stored.as_ref().is_some_and(|p| p.digest == whole) {
        return Ok(());
    }
    let pings = match quiet {
        true => vec![],
        false => pings,
    };
    let shown = Shown {
        text,
        rows,
        png,
        pings,
        paced,
    };
    show(
        bot,
        g,
        row,
        MessageKind::Turn,
        turn.stamp(),
        stored,
        &whole,
        shown,
    )
    .await
}

/// After a 7, a notice that pings the humans who owe a discard, kept up to date until the
/// discards are in.
async fn sync_discards(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    game: &Game,
    stored: Option<Published>,
) -> Result<(), PublishError> {
    let channel = ChannelId::new(row.channel_id);
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
        edit(
            bot,
            g,
            channel,
            p.message_id,
            "~~Discard half~~ All discards are in.".into(),
            vec![],
            None,
            vec![],
        )
        .await?;
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
            format!("{who} ({})", game.pending_discard(s))
        })
        .collect();
    let text = format!(
        "🎲 A 7! Discard half your cards (**Discard**): {}.",
        list.join(", ")
    );
    let pings: Vec<u64> = humans
        .iter()
        .filter_map(|&s| who::user_of(row, s))
        .collect();
    let paced = stored.is_none() && !pings.is_empty();
    if paced {
        // The notice tells them: their clock starts when it goes out.
        bot.publisher.reserve(channel).await;
        super::clock::restart_on_ping(bot, row).await?;
    }
    let rows = messages::discard_rows(row.id, turn);
    let d = digest(&[&text]);
    let shown = Shown {
        text,
        rows,
        png: None,
        pings,
        paced,
    };
    show(bot, g, row, MessageKind::Discard, turn, stored, &d, shown).await
}

/// The open offer's message (created when the offer opens, pinging the humans it waits
/// for), and closing the message of an offer that ended.
async fn sync_offer(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    story: &Story,
    stored: Option<Published>,
) -> Result<(), PublishError> {
    let game = &story.game;
    let channel = ChannelId::new(row.channel_id);
    let open = game.offer().and(story.offers.last());
    if let Some(p) = stored
        .clone()
        .filter(|p| open.map(|o| o.seq) != Some(p.stamp))
    {
        let closed = story.offers.iter().find(|o| o.seq == p.stamp);
        let text = match closed {
            Some(o) => format!(
                "~~Trade offer from {}: gives {} for {}~~\nClosed: {}",
                escape(game.name(o.offerer)),
                o.give,
                o.get,
                o.closed_by.as_deref().unwrap_or("the offer ended.")
            ),
            None => "~~Trade offer~~ Closed.".into(),
        };
        edit(bot, g, channel, p.message_id, text, vec![], None, vec![]).await?;
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
        let until = super::clock::now_unix() + window;
        bot.store.set_offer_deadline(row.id, Some(until)).await?;
        decides_at = Some(until);
    }
    let mut text = messages::offer_text(offerer, offer, &Names(&escaped), decides_at);
    let waiting = who::offer_waits_on(row, game);
    let named: Vec<u64> = waiting
        .iter()
        .filter_map(|&s| who::user_of(row, s))
        .collect();
    if !named.is_empty() {
        let who: Vec<String> = named.iter().map(|u| format!("<@{u}>")).collect();
        text.push_str(&format!("\n{}: accept, decline or counter.", who.join(" ")));
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
    let rows = messages::offer_rows(row.id, game.turn(), offer, &Names(&raw), by_ai);
    let d = digest(&[&text, &format!("{rows:?}")]);
    let shown = Shown {
        text,
        rows,
        png: None,
        pings,
        paced: false,
    };
    show(bot, g, row, MessageKind::Offer, o.seq, stored, &d, shown).await
}

/// The game-over message: a short text recap (points, revealed victory point cards,
/// awards, rating changes) and, attached, the game's timelapse and charts, drawn off the
/// async threads. Without the images (a record that does not replay), the text carries
/// the game's statistics instead.
async fn game_over(bot: &Bot, row: &GameRow, story: &Story) -> (String, Vec<CreateAttachment>) {
    let game = &story.game;
    let names = escaped_names(game.names());
    let names = Names(&names);
    let changes = match bot.store.game_rating_changes(row.id).await {
        Ok(c) => c,
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "no rating changes for the game-over message");
            vec![]
        }
    };
    let seated: Vec<Identity> = row
        .seats
        .iter()
        .map(|s| Identity::of_seat(s.user_id, s.ai.as_deref()))
        .collect();
    let places = crate::ratings::game_places(game);
    let ratings = messages::seat_ratings(&seated, &places, &changes);
    let record = match bot.store.record(row.id).await {
        Ok(r) => Some(r),
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "no recap: the record could not be read");
            None
        }
    };
    let images = match record.clone() {
        Some(record) => bot
            .heavy
            .recap(move || recap_images(&record))
            .await
            .map_err(|e| e.to_string())
            .and_then(|r| r),
        None => Err("no record".into()),
    };
    let mut footer = Vec::new();
    let files = match images {
        Ok((gif, charts)) => {
            footer.push(
                "🎞 Attached: the whole game as a timelapse, and its charts (dice, points, cards)."
                    .to_string(),
            );
            vec![
                CreateAttachment::bytes(gif, "timelapse.gif"),
                CreateAttachment::bytes(charts, "charts.png"),
            ]
        }
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "the recap images could not be made");
            if let Some((_, steps)) = record.and_then(|r| r.replay().ok()) {
                let stats = crate::recap::GameStats::of(&steps, &game.public_view());
                footer.extend(stats.lines(&names, 0));
            }
            vec![]
        }
    };
    let minutes = (super::clock::now_unix() - row.created_at).max(0) / 60;
    if minutes > 0 {
        let duration = match minutes >= 60 {
            true => format!("{} h {:02} min", minutes / 60, minutes % 60),
            false => format!("{minutes} min"),
        };
        footer.push(format!("⏱ Played in {duration}."));
    }
    footer.push(format!(
        "The record: `/catan export game:{}` · your rating: `/catan stats`.",
        row.id
    ));
    let view = text_view(&game.public_view());
    let text = messages::game_over_text(&view, &names, &ratings, &footer);
    (messages::truncate(&text, MAX_CONTENT), files)
}

/// The timelapse GIF and the charts PNG of a finished game's record.
fn recap_images(record: &crate::engine::record::Record) -> Result<(Vec<u8>, Vec<u8>), String> {
    let gif = crate::recap::timelapse::gif(record).map_err(|e| e.to_string())?;
    let stats = crate::recap::GameStats::of_record(record).map_err(|e| e.to_string())?;
    let names: Vec<String> = (0..stats.players())
        .map(|s| {
            record
                .names
                .as_ref()
                .and_then(|n| n.get(s).cloned())
                .unwrap_or_else(|| format!("Seat {}", s + 1))
        })
        .collect();
    let charts = crate::recap::charts::game_charts(&stats, &names).map_err(|e| e.to_string())?;
    Ok((gif, charts))
}

/// Renders the public board off the async threads.
pub async fn render(bot: &Bot, view: PublicView) -> Result<Vec<u8>, PublishError> {
    Ok(bot
        .heavy
        .draw(move || Renderer::global().render(&view, None))
        .await?)
}

/// A new message (the only kind that notifies): `pings` are the users it may notify;
/// `paced`: the caller already waited for the channel's slot.
#[allow(clippy::too_many_arguments)]
async fn create(
    bot: &Bot,
    g: Option<Guard<'_>>,
    channel: ChannelId,
    text: String,
    rows: Vec<CreateActionRow>,
    png: Option<Vec<u8>>,
    pings: Vec<u64>,
    paced: bool,
) -> Result<u64, PublishError> {
    let files = png
        .map(|png| CreateAttachment::bytes(png, "board.png"))
        .into_iter()
        .collect();
    create_with(bot, g, channel, text, rows, files, pings, paced).await
}

/// Posts a new message with these `files` attached.
#[allow(clippy::too_many_arguments)]
async fn create_with(
    bot: &Bot,
    g: Option<Guard<'_>>,
    channel: ChannelId,
    text: String,
    rows: Vec<CreateActionRow>,
    files: Vec<CreateAttachment>,
    pings: Vec<u64>,
    paced: bool,
) -> Result<u64, PublishError> {
    tracing::debug!(%channel, text = %text.lines().next().unwrap_or_default(), "posting");
    let bucket = match paced {
        true => Bucket::Reserved,
        false => Bucket::Create,
    };
    let m = CreateMessage::new()
        .content(text)
        .components(rows)
        .allowed_mentions(mentions(&pings));
    let msg = bot
        .publisher
        .call(&bot.http, channel, bucket, g, || {
            post_message(channel, &m).with_files(files.clone())
        })
        .await?;
    id_of(&msg).map_err(PublishError::Answer)
}

/// Edits a message of the bot; a new board replaces the old one. A message someone
/// deleted is left alone (the next turn brings a new one).
#[allow(clippy::too_many_arguments)]
async fn edit(
    bot: &Bot,
    g: Option<Guard<'_>>,
    channel: ChannelId,
    message: u64,
    text: String,
    rows: Vec<CreateActionRow>,
    png: Option<Vec<u8>>,
    pings: Vec<u64>,
) -> Result<(), PublishError> {
    tracing::debug!(%channel, message, text = %text.lines().next().unwrap_or_default(), "editing");
    let e = EditMessage::new()
        .content(text)
        .components(rows)
        .allowed_mentions(mentions(&pings));
    let board: Vec<CreateAttachment> = png
        .map(|png| CreateAttachment::bytes(png, "board.png"))
        .into_iter()
        .collect();
    let done = bot
        .publisher
        .call(&bot.http, channel, Bucket::Edit, g, || {
            patch_message(channel, message, &e).with_files(board.clone())
        })
        .await;
    match done {
        Ok(_) => Ok(()),
        Err(PublishError::Discord(e)) if unknown_message(&e) => {
            tracing::warn!(
                message,
                "a message to edit was deleted; going on without it"
            );
            Ok(())
        }
        Err(e) => Err(e),
    }
}

/// Takes the buttons off a message.
async fn strip(
    bot: &Bot,
    g: Option<Guard<'_>>,
    channel: ChannelId,
    message: u64,
) -> Result<(), PublishError> {
    let done = bot
        .publisher
        .call(&bot.http, channel, Bucket::Edit, g, || {
            patch_message(channel, message, &EditMessage::new().components(vec![]))
        })
        .await;
    match done {
        Err(PublishError::Discord(e)) if unknown_message(&e) => Ok(()),
        other => other.map(|_| ()),
    }
}

/// A one-off message to the table (a timer's reminder or time-out), pinging `pings`.
pub async fn notice(
    bot: &Bot,
    channel: u64,
    text: String,
    pings: Vec<u64>,
) -> Result<(), PublishError> {
    create(
        bot,
        None,
        ChannelId::new(channel),
        messages::truncate(&text, MAX_CONTENT),
        vec![],
        None,
        pings,
        false,
    )
    .await
    .map(|_| ())
}

/// Shows the lobby's state on its stored message (after a change made from a command or
/// the AI chooser), or posts it when it has none yet (a table opened in a new thread).
pub async fn lobby(
    bot: &Bot,
    row: &GameRow,
    text: String,
    rows: Vec<CreateActionRow>,
) -> Result<(), PublishError> {
    let channel = ChannelId::new(row.channel_id);
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
        if noted.is_some() || super::clock::now_unix() - row.created_at > 10 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    match noted {
        Some(p) => edit(bot, None, channel, p.message_id, text, rows, None, vec![]).await,
        None => open_lobby(bot, row, text, rows).await,
    }
}

/// Posts the lobby of a table opened in its own thread (where no interaction answer holds
/// it) and notes it.
pub async fn open_lobby(
    bot: &Bot,
    row: &GameRow,
    text: String,
    rows: Vec<CreateActionRow>,
) -> Result<(), PublishError> {
    let channel = ChannelId::new(row.channel_id);
    let text = messages::truncate(&text, MAX_CONTENT);
    let m = create(bot, None, channel, text, rows, None, vec![], false).await?;
    bot.store
        .set_published(row.id, MessageKind::Lobby, m, 0, "")
        .await?;
    Ok(())
}

/// How many times (100 ms apart) a lobby change looks for the note of its message.
const LOBBY_NOTE_TRIES: u32 = 50;

/// Opens a public thread for a table under `parent`; its id is the table's channel.
pub async fn open_thread(bot: &Bot, parent: ChannelId, name: &str) -> Result<u64, PublishError> {
    let name = messages::truncate(name, 100);
    let thread = CreateThread::new(name).kind(ChannelType::PublicThread);
    let made = bot
        .publisher
        .call(&bot.http, parent, Bucket::Thread, None, || {
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
async fn close_pointer(bot: &Bot, row: &GameRow, game: Option<&Game>) -> Result<(), PublishError> {
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
    let done = bot
        .publisher
        .call(&bot.http, channel, Bucket::Edit, None, || {
            let e = EditMessage::new()
                .content(text.clone())
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

/// What the pointer to a closed table says; `game`: None for a lobby that never started.
fn pointer_text(row: &GameRow, game: Option<&Game>) -> String {
    let table = match row
        .seats
        .iter()
        .find(|s| s.user_id == row.host_id && s.ai.is_none())
    {
        Some(host) => format!("{}'s table", escape(&host.name)),
        None => "The table".to_string(),
    };
    let thread = row.channel_id;
    match game {
        None => format!("{table} was cancelled."),
        Some(g) => match g.winner() {
            Some(w) => format!(
                "{table} in <#{thread}> is over: 🏆 {} won after {}.",
                escape(g.name(w)),
                crate::narrate::plural(g.turn(), "turn", "turns")
            ),
            None => format!("{table} in <#{thread}> was abandoned."),
        },
    }
}

/// Re-posts the current turn message at the bottom of the channel (`/catan board`): the
/// old one loses its buttons, the new one pings nobody.
pub async fn repost(bot: &Bot, id: GameId) -> Result<(), PublishError> {
    let slot = bot.publisher.slot(id);
    let _busy = slot.done.lock().await;
    let row = bot.store.game_row(id).await?;
    if let Some(p) = bot
        .store
        .published(id)
        .await?
        .into_iter()
        .find(|p| p.kind == MessageKind::Turn && p.message_id != 0)
    {
        // (A note without a message — closed, or a repost asked for already — is left as
        // it is: the next publish posts the turn's message anyway.)
        strip(bot, None, ChannelId::new(row.channel_id), p.message_id).await?;
        // A fresh message for the same turn, made by the next publish (pings are only for
        // a turn's first message, so this one notifies nobody).
        bot.store
            .set_published(id, MessageKind::Turn, 0, p.stamp, "repost")
            .await?;
    }
    drop(_busy);
    now(bot, id).await
}

/// A new message in `channel` (files: `Rest::with_files`).
fn post_message(channel: ChannelId, m: &CreateMessage) -> Rest {
    Rest::new(
        Method::POST,
        format!("/channels/{channel}/messages"),
        json_of(m),
    )
}

/// An edit of the bot's `message` in `channel` (new files replace its attachments).
fn patch_message(channel: ChannelId, message: u64, e: &EditMessage) -> Rest {
    Rest::new(
        Method::PATCH,
        format!("/channels/{channel}/messages/{message}"),
        json_of(e),
    )
}

/// A serenity builder as the JSON it sends.
fn json_of(builder: &impl serde::Serialize) -> serde_json::Value {
    serde_json::to_value(builder).expect("serenity's builders serialize to JSON")
}

/// The id of what Discord made (a message, a thread).
fn id_of(made: &serde_json::Value) -> Result<u64, String> {
    made["id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("no id in Discord's answer: {made}"))
}

fn mentions(users: &[u64]) -> CreateAllowedMentions {
    CreateAllowedMentions::new()
        .users(users.iter().map(|&u| UserId::new(u)))
        .empty_roles()
        .everyone(false)
}

/// How far back a bot looks for ended games whose table does not show it yet.
const ENDED_LOOKBACK_SECS: i64 = 24 * 3600;

/// Asks for every game that ended lately but whose table may not show it (the bot stopped
/// between the end and its post) to be published: its game-over message, or the buttons
/// taken off an abandoned table.
pub async fn ended(bot: &Bot) {
    let since = super::clock::now_unix() - ENDED_LOOKBACK_SECS;
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
pub fn pending(bot: &Bot) -> HashSet<GameId> {
    bot.publisher.failed().into_iter().map(|(g, _)| g).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_keeps_the_latest_lines_within_discords_limit() {
        let lines: Vec<String> = (0..300)
            .map(|i| format!("line {i:03} {}", "x".repeat(30)))
            .collect();
        let footer = "f".repeat(600);
        let text = fit("**Turn 3** · Ada", &lines, &footer);
        assert!(text.chars().count() <= MAX_CONTENT, "{}", text.len());
        assert!(text.contains("…"));
        assert!(text.contains(&lines[299]));
        assert!(text.ends_with(&footer));
        let few = vec!["a".to_string(), "b".to_string()];
        assert_eq!(fit("h", &few, "f"), "h\na\nb\nf");
        // Even a footer beyond the limit is cut to it.
        assert!(fit("h", &few, &"z".repeat(5_000)).chars().count() <= MAX_CONTENT);
    }

    /// Pages sort in the order they are played (set-up, a turn, its Special Build Phases,
    /// the next turn), and their stored stamps read back as themselves; a turn's stamp is
    /// the one older builds stored.
    #[test]
    fn pages_sort_as_played_and_their_stamps_round_trip() {
        let p = |major, minor| Page { major, minor };
        let order = [
            p(0, 0),
            p(11, 0),
            p(Page::SETUP_PAGES + 1, 0),
            p(Page::SETUP_PAGES + 7, 0),
            p(Page::SETUP_PAGES + 7, 1),
            p(Page::SETUP_PAGES + 7, 5),
            p(Page::SETUP_PAGES + 8, 0),
            p(Page::SETUP_PAGES + 40_000, 3),
        ];
        for w in order.windows(2) {
            assert!(w[0] < w[1], "{w:?}");
        }
        for page in order {
            assert_eq!(Page::from_stamp(page.stamp()), page);
        }
        assert_eq!(p(Page::SETUP_PAGES + 7, 0).stamp(), 107);
        let stamps: HashSet<u32> = order.iter().map(|p| p.stamp()).collect();
        assert_eq!(stamps.len(), order.len());
    }

    /// A 6-player record with Special Build Phases: each phase is its own page, after its
    /// turn and before the next, with its builder's lines and a header that says whose turn
    /// it follows.
    #[test]
    fn a_special_build_phase_is_a_page_of_its_own() {
        let options = Options {
            players: 6,
            ..Options::default()
        };
        let mut rng = GameRng::new(5);
        let deck = crate::engine::game::shuffled_deck(Island::Large, &mut rng);
        let names: Vec<String> = (0..6).map(|i| format!("P{i}")).collect();
        let mut record0 = Record::new(options, BoardSpec::Random(5), Seat(0), deck);
        record0.names = Some(names.clone());
        let (mut g, mut rng) = record0.start().unwrap();
        let mut record = record0.clone();
        let mut push = |g: &mut Game, p: Seat, a: Action, rec: &mut Record| {
            let a = g.complete(a, &mut rng);
            g.apply(p, a).unwrap();
            rec.actions.push(SeatAction { p, action: a });
        };
        while g.phase() != Phase::Main {
            let s = g.seat_to_move();
            let a = g.legal_actions(s)[0];
            push(&mut g, s, a, &mut record);
        }
        let owner = g.current();
        let builder = Seat((owner.0 + 2) % 6);
        push(&mut g, builder, Action::AskSpecialBuild, &mut record);
        push(&mut g, owner, Action::EndTurn, &mut record);
        assert_eq!(g.phase(), Phase::SpecialBuild);
        let story = Story::replay(&record, &names).unwrap();
        let turn = Page {
            major: Page::SETUP_PAGES + g.turn(),
            minor: 0,
        };
        assert_eq!(story.page, Page { minor: 2, ..turn });
        assert!(story.header(story.page).starts_with(&format!(
            "**Special build** · P{} (after P{}'s turn {})",
            builder.0,
            owner.0,
            g.turn()
        )));
        let asked = format!("P{} asks for a Special Build Phase", builder.0);
        assert!(
            story.lines(turn).iter().any(|l| l.contains(&asked)),
            "{:?}",
            story.lines(turn)
        );
        // The builder is done: the next turn is the next page.
        push(&mut g, builder, Action::EndTurn, &mut record);
        let story = Story::replay(&record, &names).unwrap();
        let phase = Page { minor: 2, ..turn };
        assert!(story.turns.contains_key(&phase));
        let next = Page {
            major: turn.major + 1,
            minor: 0,
        };
        assert_eq!(story.page, next);
        // A message that caught up from the turn starts with its own header (the one line a
        // phone shows with the ping), then tells the turn and the phase, quoted.
        let (header, told) = story.told(turn, next);
        assert_eq!(header, story.header(next));
        let at = |h: &str| told.iter().position(|l| l.starts_with(h)).expect(h);
        assert!(at("> **Turn ") < at("> **Special build**"), "{told:?}");
        assert!(told.iter().any(|l| l.contains(&asked)), "{told:?}");
        assert_eq!(story.told(next, next), (story.header(next), vec![]));
        // The first page a message tells is noted after its digest and board.
        let noted = |digest: &str| Published {
            kind: MessageKind::Turn,
            message_id: 1,
            stamp: next.stamp(),
            digest: digest.into(),
        };
        assert_eq!(first_page(&noted(&format!("d:b:{}", phase.stamp()))), phase);
        assert_eq!(first_page(&noted("d:b")), next, "older builds' notes");
    }
}
