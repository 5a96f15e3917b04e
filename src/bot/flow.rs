//! The one path every game change takes: load the game from the store → check the clicker's
//! seat and the component's freshness → `Game::apply` on a copy → `Store::commit_action`
//! with the version read (a conflict refuses) → answer → render and post. Refusals are
//! answered ephemerally before anything is deferred; nothing is reported before it is
//! committed; public text is built from events redacted for nobody.

use super::messages::{self, Names};
use crate::engine::*;
use crate::render::Renderer;
use crate::store::{GameId, GameRow, GameStatus, LoadedGame, Store, StoreError};
use serenity::all::{
    ChannelId, CommandInteraction, ComponentInteraction, CreateActionRow, CreateAttachment,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, EditMessage, GuildId, Http, Message, MessageId, ModalInteraction, Permissions,
    User,
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

/// A fresh random stream for dice and stolen cards.
fn fresh_rng() -> GameRng {
    GameRng::new(rand::random())
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
        let action = game.complete(action, &mut fresh_rng());
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
        Guard::Offer(t) => {
            let open = store.message(loaded.row.id, "offer").await?;
            // A modal submit may come without its message; the turn and open offer decide then.
            let same_message = match src.message_id() {
                Some(m) => open == Some(m.get()),
                None => open.is_some(),
            };
            if t != loaded.game.turn() || loaded.game.offer().is_none() || !same_message {
                Err(Refusal::OfferClosed)
            } else {
                Ok(())
            }
        }
    }
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
        let offer = after.offer().copied();
        let (text, rows) = match offer {
            Some(o) => (
                messages::offer_text(seat, &o, &names),
                messages::offer_rows(row.id, after.turn(), &o, &names),
            ),
            None => (line.clone(), vec![]),
        };
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
        bot.store.set_message(row.id, "offer", msg.id.get()).await?;
        return Ok(());
    }
    if is_offer_answer(action) {
        let (text, rows) = match after.offer() {
            Some(o) => (
                messages::offer_text(after.current(), o, &names),
                messages::offer_rows(row.id, after.turn(), o, &names),
            ),
            None => (format!("~~Trade offer~~ closed: {line}"), vec![]),
        };
        let offer_msg = bot.store.message(row.id, "offer").await?;
        let answer = CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new().content(line.clone()),
        );
        update_stored(src, http, offer_msg, text, rows, answer).await?;
        return Ok(());
    }
    // Everything else may change the board: defer publicly, render, follow up.
    src.respond(
        http,
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new()),
    )
    .await?;
    let view = after.public_view();
    let png = render(view.clone()).await?;
    let content = format!("{line}\n{}", messages::table_line(&view));
    let msg = src
        .followup(
            http,
            CreateInteractionResponseFollowup::new()
                .content(content)
                .add_file(CreateAttachment::bytes(png, "board.png")),
        )
        .await?;
    bot.store.set_message(row.id, "board", msg.id.get()).await?;
    if let Some(p) = private {
        src.followup(
            http,
            CreateInteractionResponseFollowup::new()
                .content(p)
                .ephemeral(true),
        )
        .await?;
    }
    after_change(bot, http, src.channel_id(), row, before, after, false).await
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

/// Posts the game-over message, or a new turn message when someone new must act, and
/// restarts the turn timer when the turn or the players it waits for changed. With
/// `repost` (after AI moves were posted) the turn message is posted again in any case, and
/// a clock that a time-out stopped starts again.
pub async fn after_change(
    bot: &Bot,
    http: &Http,
    channel: ChannelId,
    row: &GameRow,
    before: &Game,
    after: &Game,
    repost: bool,
) -> Result<(), Error> {
    if after.phase() == Phase::GameOver {
        bot.store.set_deadline(row.id, None, false).await?;
        let names: Vec<String> = after.names().to_vec();
        let text = format!(
            "{}\nThe record can be downloaded with `/catan export game:{}`.",
            messages::game_over_text(&after.public_view(), &Names(&names)),
            row.id
        );
        channel
            .send_message(http, CreateMessage::new().content(text))
            .await?;
        return Ok(());
    }
    let moved = before.turn() != after.turn()
        || before.phase() != after.phase()
        || before.seat_to_move() != after.seat_to_move()
        || before.setup_settlement() != after.setup_settlement();
    let waiting_for = |g: &Game| super::autoplay::humans_to_act(row, g);
    let stopped = repost && bot.store.deadline(row.id).await?.is_none();
    if before.turn() != after.turn() || waiting_for(before) != waiting_for(after) || stopped {
        super::timers::arm(bot, row, after).await?;
    }
    if moved || repost {
        post_turn_message(bot, http, channel, row, after).await?;
    }
    Ok(())
}

/// A new turn message: pings the humans who must act, with the turn buttons. When only AI
/// seats must act there is none; their moves are posted as they play.
pub async fn post_turn_message(
    bot: &Bot,
    http: &Http,
    channel: ChannelId,
    row: &GameRow,
    game: &Game,
) -> Result<(), Error> {
    let humans = super::autoplay::humans_to_act(row, game);
    if humans.is_empty() {
        return Ok(());
    }
    let view = game.public_view();
    let pings: Vec<String> = humans
        .iter()
        .filter_map(|s| row.seats.get(s.index()))
        .map(|s| format!("<@{}>", s.user_id))
        .collect();
    let mut content = format!("{} {}", pings.join(" "), messages::prompt(&view));
    if let Some(deadline) = bot.store.deadline(row.id).await? {
        // Discord shows this as a live "in 2 minutes" in each reader's own time.
        content.push_str(&format!(" ⏱ An AI steps in <t:{deadline}:R>."));
    }
    let msg = channel
        .send_message(
            http,
            CreateMessage::new()
                .content(content.trim().to_string())
                .components(messages::turn_rows(row.id, game.turn(), game.phase())),
        )
        .await?;
    bot.store.set_message(row.id, "turn", msg.id.get()).await?;
    Ok(())
}

/// Posts the board PNG with a line, as a plain channel message.
pub async fn post_board(
    bot: &Bot,
    http: &Http,
    channel: ChannelId,
    row_id: GameId,
    game: &Game,
    line: &str,
) -> Result<(), Error> {
    let view = game.public_view();
    let png = render(view.clone()).await?;
    let content = format!("{line}\n{}", messages::table_line(&view));
    let msg = channel
        .send_message(
            http,
            CreateMessage::new()
                .content(content)
                .add_file(CreateAttachment::bytes(png, "board.png")),
        )
        .await?;
    bot.store.set_message(row_id, "board", msg.id.get()).await?;
    Ok(())
}

/// Renders the public board off the async threads.
pub async fn render(view: PublicView) -> Result<Vec<u8>, Error> {
    Ok(tokio::task::spawn_blocking(move || Renderer::global().render(&view, None)).await?)
}

/// Shared handle type for the framework's data.
pub type Shared = Arc<Bot>;
