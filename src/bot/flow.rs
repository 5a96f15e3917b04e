//! The one path every game change takes: load the game from the store → check the clicker's
//! seat and the component's freshness → `Game::apply` on a copy → `Store::commit_action`
//! with the version read (a conflict refuses) → answer → render and post. Refusals are
//! answered ephemerally before anything is deferred; nothing is reported before it is
//! committed; public text is built from events redacted for nobody.
//!
//! Each change is posted once (`post_table`): what happened, the scores, whom the game
//! waits for, the board and the turn buttons. Only the newest such post keeps its buttons.

use super::messages::{self, Names};
use crate::engine::*;
use crate::render::Renderer;
use crate::store::{GameId, GameRow, GameStatus, LoadedGame, Store, StoreError};
use serenity::all::{
    ChannelId, CommandInteraction, ComponentInteraction, CreateActionRow, CreateAllowedMentions,
    CreateAttachment, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, CreateMessage, EditMessage, GuildId, Http, Message,
    MessageId, ModalInteraction, Permissions, User, UserId,
};
use std::sync::Arc;

/// Shared state of the running bot: only handles, never game state. Cloning is cheap, so
/// background work (AI seats, turn timers) can take its own copy.
#[derive(Clone)]
pub struct Bot {
    pub store: Store,
    pub config: Arc<super::config::Config>,
    /// For posting outside an interaction (AI moves, reminders, time-outs).
    pub http: Arc<Http>,
    /// One AI driver at a time per game.
    pub drivers: Arc<super::autoplay::Drivers>,
}

pub type Error = anyhow::Error;

/// The interaction being answered: a slash command, a component click or a modal submit.
#[derive(Clone, Copy)]
pub enum Source<'a> {
    Command(&'a CommandInteraction),
    Component(&'a ComponentInteraction),
    Modal(&'a ModalInteraction),
}

impl<'a> Source<'a> {
    pub fn user(&self) -> &'a User {
        match *self {
            Source::Command(i) => &i.user,
            Source::Component(i) => &i.user,
            Source::Modal(i) => &i.user,
        }
    }
    pub fn channel_id(&self) -> ChannelId {
        match *self {
            Source::Command(i) => i.channel_id,
            Source::Component(i) => i.channel_id,
            Source::Modal(i) => i.channel_id,
        }
    }
    pub fn guild_id(&self) -> Option<GuildId> {
        match *self {
            Source::Command(i) => i.guild_id,
            Source::Component(i) => i.guild_id,
            Source::Modal(i) => i.guild_id,
        }
    }
    /// The message the component (or the modal's component) sits on.
    pub fn message_id(&self) -> Option<MessageId> {
        match *self {
            Source::Command(_) => None,
            Source::Component(i) => Some(i.message.id),
            Source::Modal(i) => i.message.as_ref().map(|m| m.id),
        }
    }
    fn member(&self) -> Option<&'a serenity::all::Member> {
        match *self {
            Source::Command(i) => i.member.as_deref(),
            Source::Component(i) => i.member.as_ref(),
            Source::Modal(i) => i.member.as_ref(),
        }
    }
    /// The name the table knows the user by: server nickname, display name, or user name.
    pub fn display_name(&self) -> String {
        let u = self.user();
        self.member()
            .and_then(|m| m.nick.clone())
            .or_else(|| u.global_name.clone())
            .unwrap_or_else(|| u.name.clone())
    }
    pub fn can_manage_channels(&self) -> bool {
        self.member()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.contains(Permissions::MANAGE_CHANNELS))
    }
    pub async fn respond(&self, http: &Http, r: CreateInteractionResponse) -> serenity::Result<()> {
        match *self {
            Source::Command(i) => i.create_response(http, r).await,
            Source::Component(i) => i.create_response(http, r).await,
            Source::Modal(i) => i.create_response(http, r).await,
        }
    }
    pub async fn followup(
        &self,
        http: &Http,
        f: CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message> {
        match *self {
            Source::Command(i) => i.create_followup(http, f).await,
            Source::Component(i) => i.create_followup(http, f).await,
            Source::Modal(i) => i.create_followup(http, f).await,
        }
    }
    pub async fn original(&self, http: &Http) -> serenity::Result<Message> {
        match *self {
            Source::Command(i) => i.get_response(http).await,
            Source::Component(i) => i.get_response(http).await,
            Source::Modal(i) => i.get_response(http).await,
        }
    }
}

/// Answers with an ephemeral sentence (a refusal, or private information).
pub async fn whisper(src: Source<'_>, http: &Http, text: impl Into<String>) -> Result<(), Error> {
    src.respond(
        http,
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        ),
    )
    .await?;
    Ok(())
}

/// What makes a component stale: the turn it was posted for, or the offer it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Guard {
    /// A slash command: always about the current state.
    Now,
    /// A turn-message button or chooser posted during this turn.
    Turn(u32),
    /// A button or modal on the open offer's message.
    Offer(u32),
}

/// Why an interaction is refused before the engine is asked.
#[derive(Debug, thiserror::Error)]
pub enum Refusal {
    #[error("There is no open game in this channel. Start one with `/catan new`.")]
    NoGameHere,
    #[error("That game no longer exists.")]
    GameGone,
    #[error("You are not in this game.")]
    NotSeated,
    #[error("The game has not started yet.")]
    NotStarted,
    #[error("The game is over.")]
    Over,
    #[error("That turn is over.")]
    TurnOver,
    #[error("That offer is closed.")]
    OfferClosed,
    #[error("{0}")]
    Store(#[from] StoreError),
}

/// The seat of `user` in `row`, if seated.
pub fn seat_of(row: &GameRow, user: u64) -> Option<Seat> {
    row.seats
        .iter()
        .position(|s| s.user_id == user && s.ai.is_none())
        .map(|i| Seat(i as u8))
}

/// Loads an active game and the caller's seat, or says why not.
pub async fn load_seated(
    store: &Store,
    game: GameId,
    user: u64,
) -> Result<(LoadedGame, Seat), Refusal> {
    let loaded = match store.load(game).await {
        Ok(l) => l,
        Err(StoreError::NotFound(_)) => return Err(Refusal::GameGone),
        Err(e) => return Err(e.into()),
    };
    match loaded.row.status {
        GameStatus::Active => {}
        GameStatus::Lobby => return Err(Refusal::NotStarted),
        GameStatus::Finished | GameStatus::Abandoned => return Err(Refusal::Over),
    }
    let seat = seat_of(&loaded.row, user).ok_or(Refusal::NotSeated)?;
    Ok((loaded, seat))
}

/// The open game in the caller's channel.
pub async fn channel_game(store: &Store, channel: ChannelId) -> Result<GameRow, Refusal> {
    store
        .open_game_in_channel(channel.get())
        .await?
        .ok_or(Refusal::NoGameHere)
}

impl Bot {
    /// The random stream for the draws of the action that follows `version` (dice, a stolen
    /// card, an AI's choices): fresh in play; under the test hooks with a test seed, derived
    /// from the seed and the version, so a test game replays the same way every time.
    pub fn rng_for(&self, version: i64) -> GameRng {
        match self.config.test_seed.filter(|_| self.config.test_hooks) {
            Some(seed) => GameRng::new(seed ^ (version as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)),
            None => GameRng::new(rand::random()),
        }
    }
}

/// Checks freshness, applies `action` for the caller and commits it, then answers and posts.
/// Every refusal is an ephemeral sentence and changes nothing.
pub async fn act(
    bot: &Bot,
    http: &Http,
    src: Source<'_>,
    game_id: GameId,
    guard: Guard,
    action: Action,
) -> Result<(), Error> {
    // An AI seat (or another player) may commit between our read and our write; then the
    // action is checked again against the new state, a few times before giving up.
    let mut attempts = 0;
    let (row, game, after, seat, action, events) = loop {
        attempts += 1;
        let (loaded, seat) = match load_seated(&bot.store, game_id, src.user().id.get()).await {
            Ok(x) => x,
            Err(r) => return whisper(src, http, r.to_string()).await,
        };
        if let Err(r) = check_guard(&bot.store, &loaded, guard, src).await {
            return whisper(src, http, r.to_string()).await;
        }
        let LoadedGame { row, game, .. } = loaded;
        let action = game.complete(action, &mut bot.rng_for(row.version));
        let mut after = game.clone();
        let events = match after.apply(seat, action) {
            Ok(ev) => ev,
            Err(e) => return whisper(src, http, e.to_string()).await,
        };
        match bot
            .store
            .commit_action(row.id, row.version, seat, &action, &after)
            .await
        {
            Ok(_) => break (row, game, after, seat, action, events),
            Err(StoreError::Conflict(_)) if attempts < 3 => continue,
            Err(e @ StoreError::Conflict(_)) => return whisper(src, http, e.to_string()).await,
            Err(e) => {
                tracing::error!(game = row.id, error = %e, "commit failed");
                return whisper(src, http, "The game could not be saved; please try again.").await;
            }
        }
    };
    tracing::info!(
        game = row.id,
        seat = seat.0,
        action = action.name(),
        "committed"
    );
    let reported = report(bot, http, src, &row, &game, &after, seat, &action, &events).await;
    // AI seats answer offers, discard and take their turns in the background.
    super::autoplay::kick(bot, row.id);
    reported
}

async fn check_guard(
    store: &Store,
    loaded: &LoadedGame,
    guard: Guard,
    src: Source<'_>,
) -> Result<(), Refusal> {
    match guard {
        Guard::Now => Ok(()),
        Guard::Turn(t) if t != loaded.game.turn() => Err(Refusal::TurnOver),
        Guard::Turn(_) => Ok(()),
        Guard::Offer(t) => match offer_still_open(store, loaded, t, src).await? {
            true => Ok(()),
            false => Err(Refusal::OfferClosed),
        },
    }
}

/// Whether a click or form on the offer message of turn `stamp` answers the offer open now:
/// the game has an offer on that turn, and the message is the one the bot noted for it.
/// Until the bot has noted it (Discord shows a posted message before the bot learns its
/// id), the one open offer of the turn is the message being clicked; a modal submit may
/// come without its message, and then the turn and the open offer decide.
pub async fn offer_still_open(
    store: &Store,
    loaded: &LoadedGame,
    stamp: u32,
    src: Source<'_>,
) -> Result<bool, StoreError> {
    if stamp != loaded.game.turn() || loaded.game.offer().is_none() {
        return Ok(false);
    }
    let noted = store.message(loaded.row.id, "offer").await?;
    Ok(match (src.message_id(), noted) {
        (Some(clicked), Some(noted)) => clicked.get() == noted,
        _ => true,
    })
}

fn is_offer_answer(a: &Action) -> bool {
    matches!(
        a,
        Action::AcceptTrade
            | Action::DeclineTrade
            | Action::CounterTrade { .. }
            | Action::ConfirmTrade { .. }
            | Action::CancelTrade
    )
}

/// Answers a committed action and posts what the table needs to see.
#[allow(clippy::too_many_arguments)]
async fn report(
    bot: &Bot,
    http: &Http,
    src: Source<'_>,
    row: &GameRow,
    before: &Game,
    after: &Game,
    seat: Seat,
    action: &Action,
    events: &[Event],
) -> Result<(), Error> {
    let names_vec: Vec<String> = after.names().to_vec();
    let names = Names(&names_vec);
    let line = messages::summary(events, &names, None);
    let private = messages::private_extra(events, seat, &names);
    if let Action::OfferTrade { .. } = action {
        let (text, rows) = super::offers::offer_message(bot, row, after)
            .await?
            .unwrap_or_else(|| (line.clone(), vec![]));
        src.respond(
            http,
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(text)
                    .components(rows),
            ),
        )
        .await?;
        let msg = src.original(http).await?;
        return super::offers::note(bot, row.id, msg.id.get()).await;
    }
    if is_offer_answer(action) {
        let open = super::offers::offer_message(bot, row, after).await?;
        let closed = open.is_none();
        let (text, rows) =
            open.unwrap_or_else(|| (super::offers::closed_offer_text(before, &line), vec![]));
        // Until the bot has noted the offer's message, the one answered from is it.
        let offer_msg = match bot.store.message(row.id, "offer").await? {
            Some(m) => Some(m),
            None => src.message_id().map(|m| m.get()),
        };
        let answer = CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new().content(line.clone()),
        );
        update_stored(src, http, offer_msg, text, rows, answer).await?;
        if closed {
            super::offers::forget(bot, row.id).await;
        }
        return Ok(());
    }
    // Everything else may change the board: defer publicly, render, follow up.
    src.respond(
        http,
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
    )
    .await?;
    update_clock(bot, row, before, after, false).await?;
    if before.offer().is_some() && after.offer().is_none() {
        // Ending the turn withdraws an open offer.
        let text = super::offers::closed_offer_text(before, &line);
        super::offers::close_message(bot, http, src.channel_id(), row.id, text).await;
    }
    let ping = newly_waiting(row, Some(before), after);
    post_table(bot, http, Via::Followup(src), row, after, &line, &ping).await?;
    if let Some(p) = private {
        src.followup(
            http,
            CreateInteractionResponseFollowup::new()
                .content(p)
                .ephemeral(true),
        )
        .await?;
    }
    if after.phase() == Phase::GameOver {
        post_game_over(bot, http, src.channel_id(), row, after).await?;
    }
    Ok(())
}

/// Shows new content on a message the bot keeps up to date (the lobby, an offer): in place
/// when the click came from that message, otherwise by answering with `answer` and editing
/// the stored message.
pub async fn update_stored(
    src: Source<'_>,
    http: &Http,
    stored: Option<u64>,
    text: String,
    rows: Vec<CreateActionRow>,
    answer: CreateInteractionResponse,
) -> Result<(), Error> {
    if stored.is_some() && stored == src.message_id().map(|m| m.get()) {
        let update = CreateInteractionResponseMessage::new()
            .content(text)
            .components(rows);
        src.respond(http, CreateInteractionResponse::UpdateMessage(update))
            .await?;
        return Ok(());
    }
    src.respond(http, answer).await?;
    if let Some(m) = stored {
        let edit = EditMessage::new().content(text).components(rows);
        if let Err(e) = src
            .channel_id()
            .edit_message(http, MessageId::new(m), edit)
            .await
        {
            tracing::warn!(error = %e, "could not update a stored message");
        }
    }
    Ok(())
}

/// Restarts the turn timer when the turn or the humans it waits for changed (or, after
/// automatic moves, when a time-out had stopped it), and stops it when the game is over.
/// Called before the table is posted, so the post can show the new deadline.
pub async fn update_clock(
    bot: &Bot,
    row: &GameRow,
    before: &Game,
    after: &Game,
    after_auto_moves: bool,
) -> Result<(), Error> {
    if after.phase() == Phase::GameOver {
        bot.store.set_deadline(row.id, None, false).await?;
        return Ok(());
    }
    let waiting_for = |g: &Game| super::autoplay::humans_to_act(row, g);
    let stopped = after_auto_moves && bot.store.deadline(row.id).await?.is_none();
    if before.turn() != after.turn() || waiting_for(before) != waiting_for(after) || stopped {
        super::timers::arm(bot, row, after).await?;
    }
    Ok(())
}

/// The humans to notify: those the game now waits for who were not already awaited (all
/// of them when a new turn starts, or when there is no "before").
pub fn newly_waiting(row: &GameRow, before: Option<&Game>, after: &Game) -> Vec<Seat> {
    let now = super::autoplay::humans_to_act(row, after);
    match before {
        Some(b) if b.turn() == after.turn() => {
            let earlier = super::autoplay::humans_to_act(row, b);
            now.into_iter().filter(|s| !earlier.contains(s)).collect()
        }
        _ => now,
    }
}

/// Where a table post goes.
#[derive(Clone, Copy)]
pub enum Via<'a> {
    /// The follow-up of an interaction that was deferred publicly.
    Followup(Source<'a>),
    /// A plain channel message (the start of a game, AI moves).
    Channel(ChannelId),
}

/// Posts the table after a change: `lines` (what happened), the scores, and whom the game
/// waits for, with the board PNG and the turn buttons for the humans who must act. Seats
/// in `ping` are mentioned and notified; the others are only named, so a player is pinged
/// when their part starts, not after each of their own moves.
///
/// The post becomes the turn message: the previous one loses its buttons, so only the
/// newest post offers them (a click on an older one would be refused as stale anyway).
pub async fn post_table(
    bot: &Bot,
    http: &Http,
    via: Via<'_>,
    row: &GameRow,
    game: &Game,
    lines: &str,
    ping: &[Seat],
) -> Result<(), Error> {
    let view = game.public_view();
    let png = render(view.clone()).await?;
    let humans = super::autoplay::humans_to_act(row, game);
    let mut content = String::new();
    if !lines.is_empty() {
        content.push_str(lines);
        content.push('\n');
    }
    content.push_str(&messages::table_line(&view));
    let mut rows = Vec::new();
    let mut mentions = Vec::new();
    if !humans.is_empty() {
        let user = |s: Seat| {
            row.seats
                .get(s.index())
                .map(|x| x.user_id)
                .filter(|&u| u != 0)
        };
        let who = |s: Seat| match user(s) {
            Some(u) if ping.contains(&s) => format!("<@{u}>"),
            _ => view.name(s).to_string(),
        };
        content.push('\n');
        content.push_str(&messages::prompt(&view, who));
        if let Some(deadline) = bot.store.deadline(row.id).await? {
            // Discord shows this as a live "in 2 minutes" in each reader's own time.
            content.push_str(&format!(" ⏱ An AI steps in <t:{deadline}:R>."));
        }
        rows = messages::turn_rows(row.id, game.turn(), game.phase());
        mentions = ping
            .iter()
            .filter(|s| humans.contains(s))
            .filter_map(|&s| user(s))
            .map(UserId::new)
            .collect();
    }
    let file = CreateAttachment::bytes(png, "board.png");
    let allowed = CreateAllowedMentions::new().users(mentions);
    let (channel, msg) = match via {
        Via::Followup(src) => {
            let post = CreateInteractionResponseFollowup::new()
                .content(content)
                .add_file(file)
                .components(rows.clone())
                .allowed_mentions(allowed);
            (src.channel_id(), src.followup(http, post).await?)
        }
        Via::Channel(channel) => {
            let post = CreateMessage::new()
                .content(content)
                .add_file(file)
                .components(rows.clone())
                .allowed_mentions(allowed);
            (channel, channel.send_message(http, post).await?)
        }
    };
    let id = msg.id.get();
    bot.store.set_message(row.id, "board", id).await?;
    let previous = bot.store.message(row.id, "turn").await?;
    if rows.is_empty() {
        bot.store.clear_message(row.id, "turn").await?;
    } else {
        note_buttons(bot, http, channel, row.id, "turn", id).await?;
    }
    if let Some(old) = previous.filter(|&m| m != id) {
        take_buttons_off(http, channel, row.id, old).await;
    }
    Ok(())
}

/// Remembers `message` as the game's `kind` message (the lobby or the turn message), whose
/// buttons stay live. `/catan abandon` may have run while it was on its way: abandon marks
/// the game first and then strips the messages it knows, so whichever of the two comes
/// second takes the buttons off.
pub async fn note_buttons(
    bot: &Bot,
    http: &Http,
    channel: ChannelId,
    game: GameId,
    kind: &str,
    message: u64,
) -> Result<(), Error> {
    bot.store.set_message(game, kind, message).await?;
    if bot.store.game_row(game).await?.status == GameStatus::Abandoned {
        take_buttons_off(http, channel, game, message).await;
        bot.store.clear_message(game, kind).await?;
    }
    Ok(())
}

/// Removes the buttons of a message the bot posted (best effort: a click on a button left
/// behind is refused as stale anyway).
pub async fn take_buttons_off(http: &Http, channel: ChannelId, game: GameId, message: u64) {
    let strip = EditMessage::new().components(vec![]);
    if let Err(e) = channel
        .edit_message(http, MessageId::new(message), strip)
        .await
    {
        tracing::warn!(game, message, error = %e, "could not take the buttons off a message");
    }
}

/// The game-over message: final scores, revealed VP cards and a few statistics of the game.
pub async fn post_game_over(
    bot: &Bot,
    http: &Http,
    channel: ChannelId,
    row: &GameRow,
    game: &Game,
) -> Result<(), Error> {
    let names: Vec<String> = game.names().to_vec();
    let names = Names(&names);
    let mut text = messages::game_over_text(&game.public_view(), &names);
    match bot.store.record(row.id).await.map(|r| r.replay()) {
        Ok(Ok((_, steps))) => {
            let minutes = (crate::bot::timers::now_unix() - row.created_at).max(0) / 60;
            let stats = super::stats::GameStats::of(&steps, game.players_count());
            for line in stats.lines(&names, minutes) {
                text.push('\n');
                text.push_str(&line);
            }
        }
        Ok(Err(e)) => {
            tracing::warn!(game = row.id, error = %e, "no statistics: the record does not replay")
        }
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "no statistics: the record could not be read")
        }
    }
    text.push_str(&format!(
        "\nThe record can be downloaded with `/catan export game:{}`.",
        row.id
    ));
    channel
        .send_message(http, CreateMessage::new().content(text))
        .await?;
    Ok(())
}

/// Renders the public board off the async threads.
pub async fn render(view: PublicView) -> Result<Vec<u8>, Error> {
    Ok(tokio::task::spawn_blocking(move || Renderer::global().render(&view, None)).await?)
}

/// Shared handle type for the framework's data.
pub type Shared = Arc<Bot>;
