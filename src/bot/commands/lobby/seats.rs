//! A lobby's seats and its end: **Join**, **Leave**, **Add AI** (its chooser), **Start**,
//! **Cancel**, and **Rematch** from a game-over message (**Settings** is `settings.rs`).

use super::open::fair_seed;
use super::{answer_with_lobby, lobby_text};
use crate::ai::Level;
use crate::bot::components::{Cid, LobbyVerb};
use crate::bot::context::{Bot, Error, Reply};
use crate::bot::flow::{self, Ask, Source};
use crate::bot::messages::{self, escape};
use crate::bot::publish;
use crate::engine::*;
use crate::i18n::{self, Arg, Lang, Sep, Words};
use crate::narrate;
use crate::store::{GameRow, GameStatus, MessageKind, MessageState, StoreError};
use crate::table::deal::{deal, FairStart};
use crate::table::lobby::{Change, Click, Lobby, LobbyRefusal};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateButton, CreateInteractionResponse,
};

/// **Rematch** on the game-over message of `ended`: a new lobby in its channel (or thread)
/// with the same seats, AI seats included, options, map and clock, and a fresh fair-dice
/// seed, hosted by the player who clicked. It waits for every other human seated to
/// **Accept** (one **Decline** makes it an ordinary lobby), and starts once they have; a
/// click while it waits accepts it.
pub(in crate::bot::commands) async fn rematch(
    bot: &Bot,
    ask: &Ask<'_>,
    ended: GameRow,
) -> Result<(), Error> {
    let http = &bot.http;
    let user = ask.src.user().id.get();
    let me = ask.src.lang();
    if ended.status != GameStatus::Finished {
        return ask
            .say(http, i18n::words(me, "ask-rematch-unfinished", &[]))
            .await;
    }
    if !ended
        .seats
        .iter()
        .any(|s| s.ai.is_none() && s.user_id == user)
    {
        let game = ended.id.to_string();
        let why = i18n::words(me, "ask-rematch-not-yours", &[("game", Arg::Str(&game))]);
        return ask.say(http, why).await;
    }
    if let Some(open) = bot.store.open_game_in_channel(ended.channel_id).await? {
        if open.rematch.as_ref().is_some_and(|r| r.of == ended.id) {
            return lobby_verb(bot, ask, open, LobbyVerb::Accept).await;
        }
        return ask
            .say(
                http,
                flow::store_sentence(ask.src.lang(), &StoreError::ChannelBusy),
            )
            .await;
    }
    let mut waiting: Vec<u64> = ended
        .seats
        .iter()
        .filter(|s| s.ai.is_none() && s.user_id != user)
        .map(|s| s.user_id)
        .collect();
    waiting.dedup();
    let seed = fair_seed(bot);
    let id = match bot
        .store
        .create_rematch(&ended, user, &waiting, &seed)
        .await
    {
        Ok(id) => id,
        Err(e @ StoreError::ChannelBusy) => {
            return ask
                .say(http, flow::store_sentence(ask.src.lang(), &e))
                .await
        }
        Err(e) => return Err(e.into()),
    };
    let row = bot.store.game_row(id).await?;
    // The lobby is the answer to the click, and pings the players it waits for.
    let pings =
        CreateAllowedMentions::new().users(waiting.iter().map(|&u| serenity::all::UserId::new(u)));
    answer_with_lobby(bot, ask, &row, pings).await?;
    if waiting.is_empty() {
        // Everyone else at the table is an AI: nobody to wait for.
        return start_game(bot, ask, row).await;
    }
    Ok(())
}

/// The ephemeral chooser of **Add AI**, in the language of the host who opened it: one
/// button per level, and removal of an AI seat.
fn ai_chooser(row: &GameRow, lang: Lang) -> Vec<CreateActionRow> {
    let b = |verb, id: &str, style| {
        CreateButton::new(Cid::Lobby { game: row.id, verb }.encode())
            .label(i18n::text(lang, id, &[]))
            .style(style)
    };
    let mut rows = vec![CreateActionRow::Buttons(vec![
        b(
            LobbyVerb::Ai(Level::Heuristic),
            "btn-ai-heuristic",
            ButtonStyle::Primary,
        ),
        b(
            LobbyVerb::Ai(Level::Strong),
            "btn-ai-strong",
            ButtonStyle::Primary,
        ),
        b(
            LobbyVerb::Ai(Level::Random),
            "btn-ai-random",
            ButtonStyle::Secondary,
        ),
    ])];
    if row.seats.iter().any(|s| s.ai.is_some()) {
        rows.push(CreateActionRow::Buttons(vec![b(
            LobbyVerb::RemoveAi,
            "btn-ai-remove",
            ButtonStyle::Danger,
        )]));
    }
    rows
}

/// Join, Leave, Start, Add AI or Cancel, from a button (on the lobby message) or a command;
/// `Ai`/`RemoveAi` come from the Add AI chooser.
pub(in crate::bot::commands) async fn lobby_verb(
    bot: &Bot,
    ask: &Ask<'_>,
    row: GameRow,
    verb: LobbyVerb,
) -> Result<(), Error> {
    let http = &bot.http;
    let src = ask.src;
    // Private answers speak the clicker's language; what they name on the lobby (its
    // Cancel button) is as the table shows it.
    let me = src.lang();
    if row.status != GameStatus::Lobby {
        return ask
            .say(http, i18n::words(me, "ask-lobby-closed", &[]))
            .await;
    }
    if ask.expired() {
        tracing::warn!(
            game = row.id,
            "a lobby click older than 3 s was ignored; nothing changed"
        );
        return Ok(());
    }
    let user = src.user().id.get();
    let click = match verb {
        LobbyVerb::Watch | LobbyVerb::WatchPing | LobbyVerb::Unwatch => {
            return super::super::watch::click(bot, ask, row, verb).await
        }
        LobbyVerb::Join => Click::Join {
            name: src.display_name(),
        },
        LobbyVerb::Leave => Click::Leave,
        LobbyVerb::Cancel => Click::Cancel {
            manages_channel: src.can_manage_channels(),
        },
        LobbyVerb::Start => Click::Start,
        LobbyVerb::AddAi => Click::ChooseAi,
        // A choice in the settings chooser reaches `settings::set` with its values; from
        // anywhere else it opens the chooser.
        LobbyVerb::Settings | LobbyVerb::Set(_) => {
            return super::settings::open(bot, ask, &row).await
        }
        LobbyVerb::Ai(level) => Click::AddAi(level),
        LobbyVerb::RemoveAi => Click::RemoveAi,
        LobbyVerb::Accept | LobbyVerb::Rematch => Click::Accept,
        LobbyVerb::Decline => Click::Decline,
    };
    let lobby = Lobby {
        seats: &row.seats,
        host: row.host_id,
        players: row.options.players,
        waiting: row.rematch_waiting(),
    };
    let change = match lobby.decide(user, click) {
        Ok(change) => change,
        Err(why) => return ask.say(http, refusal(why, &row, me)).await,
    };
    // A rematch answered: whether it now waits for nobody, and whether it was declined.
    let (written, rematch) = match change {
        Change::Seats(seats) => (bot.store.set_seats(row.id, row.version, &seats).await, None),
        Change::Rematch {
            seats,
            waiting,
            declined,
        } => {
            let written = bot.store.set_rematch(row.id, row.version, &seats, &waiting);
            (written.await, Some((waiting.is_empty(), declined)))
        }
        Change::Cancel => return cancel(bot, ask, &row).await,
        Change::Start => return start_game(bot, ask, row).await,
        Change::ChooseAi => return choose_ai(bot, ask, &row).await,
    };
    match written {
        Ok(_) => {}
        Err(e @ StoreError::Conflict(_)) => {
            return ask.say(http, flow::store_sentence(me, &e)).await
        }
        Err(e) => return Err(e.into()),
    }
    let row = bot.store.game_row(row.id).await?;
    let mut text = lobby_text(&row);
    match rematch {
        Some((true, false)) => return start_game(bot, ask, row).await,
        Some((_, true)) => {
            let name = escape(&src.display_name());
            let declined = i18n::words(
                row.language,
                "lobby-rematch-declined",
                &[("name", Arg::Str(&name))],
            );
            text.push(Sep::Line, declined);
        }
        _ => {}
    }
    show(bot, ask, &row, text, Shows::Open).await
}

/// Why the lobby refused a click, in the clicker's language `me` (the Cancel button it names
/// as the table shows it).
fn refusal(why: LobbyRefusal, row: &GameRow, me: Lang) -> Words {
    let say = |id: &str| i18n::words(me, id, &[]);
    let cancel = || messages::table_button(row.language, me, "btn-cancel");
    match why {
        LobbyRefusal::SeatedAlready => say("ask-seated-already"),
        LobbyRefusal::TableFull => say("ask-table-full"),
        LobbyRefusal::NotSeated => say("ask-not-seated"),
        LobbyRefusal::HostCannotLeave => i18n::words(
            me,
            "ask-host-cannot-leave",
            &[("cancel", Arg::Str(&cancel()))],
        ),
        LobbyRefusal::OnlyHostCancels => say("ask-only-host-cancels"),
        LobbyRefusal::OnlyHostStarts => say("ask-only-host-starts"),
        LobbyRefusal::OnlyHostAddsAi => say("ask-only-host-ai"),
        LobbyRefusal::NoAi => say("ask-no-ai"),
        LobbyRefusal::WaitingForPlayers(missing) => i18n::words(
            me,
            "ask-waiting-players",
            &[("count", Arg::Int(missing as i64))],
        ),
        LobbyRefusal::RematchWaits => waiting_for(row, me),
        LobbyRefusal::RematchNotSeated => say("ask-rematch-not-seated"),
        LobbyRefusal::RematchHostDeclines => i18n::words(
            me,
            "ask-rematch-host-declines",
            &[("cancel", Arg::Str(&cancel()))],
        ),
        LobbyRefusal::RematchAnsweredAlready => {
            say("ask-rematch-accepted-already").then(waiting_for(row, me))
        }
        LobbyRefusal::RematchNobody => say("ask-rematch-nobody"),
    }
}

/// The table is cancelled: the lobby says so (and, for a thread, its pointer in the channel).
async fn cancel(bot: &Bot, ask: &Ask<'_>, row: &GameRow) -> Result<(), Error> {
    bot.store.set_status(row.id, GameStatus::Abandoned).await?;
    // The same sentence as the channel's pointer to a thread table says.
    let host = row
        .seats
        .iter()
        .find(|s| s.user_id == row.host_id && s.ai.is_none())
        .map(|h| escape(&h.name));
    let text = match &host {
        Some(h) => i18n::words(row.language, "pointer-cancelled", &[("host", Arg::Str(h))]),
        None => i18n::words(row.language, "pointer-cancelled-hostless", &[]),
    };
    let answer = i18n::words(ask.src.lang(), "ask-table-cancelled", &[]);
    show(bot, ask, row, text, Shows::Closed(answer)).await?;
    bot.store
        .clear_published(row.id, MessageKind::Lobby)
        .await?;
    // A table in a thread: its pointer in the channel says so.
    publish::request(bot, row.id);
    Ok(())
}

/// The host's chooser of AI seats, privately.
async fn choose_ai(bot: &Bot, ask: &Ask<'_>, row: &GameRow) -> Result<(), Error> {
    let me = ask.src.lang();
    ask.respond(
        &bot.http,
        CreateInteractionResponse::Message(
            Reply::message(i18n::words(me, "ai-chooser", &[]))
                .components(ai_chooser(row, me))
                .ephemeral(true),
        ),
    )
    .await?;
    note_lobby_message(bot, ask, row).await
}

/// A chooser opened from the lobby message: the message is noted as the lobby, in case the
/// bot has not learnt its id yet, so the chooser's changes edit it (never a second lobby).
pub(super) async fn note_lobby_message(
    bot: &Bot,
    ask: &Ask<'_>,
    row: &GameRow,
) -> Result<(), Error> {
    if let Some(m) = ask.src.message_id() {
        let noted = bot.store.published(row.id).await?;
        if !noted.iter().any(|p| p.kind == MessageKind::Lobby) {
            bot.store
                .set_published(
                    row.id,
                    MessageKind::Lobby,
                    Some(m.get()),
                    0,
                    MessageState::POSTED,
                )
                .await?;
        }
    }
    Ok(())
}

/// Who a waiting rematch still needs, as a sentence in `lang`.
fn waiting_for(row: &GameRow, lang: Lang) -> Words {
    let names: Vec<String> = row
        .rematch_waiting()
        .iter()
        .map(|u| {
            row.seats
                .iter()
                .find(|s| s.user_id == *u && s.ai.is_none())
                .map_or_else(|| format!("<@{u}>"), |s| escape(&s.name))
        })
        .collect();
    let names = i18n::and_list(lang, &names);
    i18n::words(lang, "rematch-waits", &[("names", Arg::Str(&names))])
}

/// Shows the lobby's new state: in place when the click came from the lobby's own buttons;
/// otherwise (a command, or the ephemeral Add AI chooser) the caller gets a short private
/// answer and the lobby message is edited.
async fn show(
    bot: &Bot,
    ask: &Ask<'_>,
    row: &GameRow,
    text: Words,
    shows: Shows,
) -> Result<(), Error> {
    let http = &bot.http;
    let rows = match shows {
        Shows::Open => crate::bot::components::lobby_rows_for(row),
        Shows::Closed(_) => vec![],
        Shows::Started(_) => vec![crate::bot::components::watch_row(row.id, row.language)],
    };
    // The lobby is changed in place when the click came from its own buttons (not from a
    // chooser, nor from a game-over message's **Rematch**).
    let on_lobby = match ask.src {
        Source::Component(i) => {
            !ask.src.on_chooser()
                && matches!(Cid::parse(&i.data.custom_id), Some(Cid::Lobby { game, .. }) if game == row.id)
        }
        _ => false,
    };
    if on_lobby {
        let update = Reply::message(text).components(rows);
        ask.respond(http, CreateInteractionResponse::UpdateMessage(update))
            .await?;
        // The click may have beaten the bot's own note of which message is the lobby.
        if let Some(m) = ask.src.message_id() {
            bot.store
                .set_published(
                    row.id,
                    MessageKind::Lobby,
                    Some(m.get()),
                    0,
                    MessageState::POSTED,
                )
                .await?;
        }
        return Ok(());
    }
    let seated: Vec<String> = row.seats.iter().map(|s| escape(&s.name)).collect();
    let me = ask.src.lang();
    let answer = match shows {
        Shows::Closed(answer) | Shows::Started(answer) => answer,
        Shows::Open => i18n::words(
            me,
            "ask-seats",
            &[
                ("taken", Arg::Int(row.seats.len() as i64)),
                ("players", Arg::Int(row.options.players.into())),
                ("names", Arg::Str(&seated.join(", "))),
            ],
        ),
    };
    // A rematch that starts at once was answered with its lobby already.
    if !ask.answered() {
        ask.say(http, answer).await?;
    }
    if let Err(e) = publish::lobby(bot, row, text.into(), rows).await {
        tracing::warn!(game = row.id, error = %e, "could not update the lobby message");
    }
    Ok(())
}

/// What the lobby message shows after a click: the open lobby and its buttons, the lobby
/// cancelled, or the game started (with **Watch** for members who do not play); with the
/// last two, what a member who clicked elsewhere (a game-over message's **Rematch**, a
/// command) is answered, in their language.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Shows {
    Open,
    Closed(Words),
    Started(Words),
}

/// Starts the lobby's game, its rules allowing it (`table::Lobby`): when the host asks, or
/// when the last player a rematch waited for accepted.
async fn start_game(bot: &Bot, ask: &Ask<'_>, row: GameRow) -> Result<(), Error> {
    let http = &bot.http;
    let seed = bot.config.test_seed.unwrap_or_else(rand::random);
    let mut rng = GameRng::new(seed);
    // catan-fair/1: the key mixes the lobby's seed with what exists only now (the game,
    // this click's id, the seated players).
    let fair = row.fair.as_ref().map(|f| {
        let seats: Vec<u64> = row
            .seats
            .iter()
            .map(|s| if s.ai.is_some() { 0 } else { s.user_id })
            .collect();
        // Under a test seed the click's id (which the clock mints) counts as 0, so that a
        // test game draws the same every run.
        let click = match bot.config.test_seed.filter(|_| bot.config.test_hooks) {
            Some(_) => 0,
            None => ask.src.interaction_id(),
        };
        let entropy = fair::start_entropy(row.id, click, &seats);
        FairStart {
            commitment: f.commitment(),
            key: fair::Key::new(&f.seed, &entropy),
            entropy,
        }
    });
    let names: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
    let (game, record) = match deal(row.options, row.map, names, fair.as_ref(), &mut rng) {
        Ok(dealt) => dealt,
        Err(e) => {
            return ask
                .say(http, narrate::setup_error(ask.src.lang(), &e))
                .await
        }
    };
    match bot
        .store
        .start_game(row.id, row.version, &record, &game)
        .await
    {
        Ok(_) => {}
        Err(e @ StoreError::Conflict(_)) => {
            return ask
                .say(http, flow::store_sentence(ask.src.lang(), &e))
                .await
        }
        Err(e) => return Err(e.into()),
    }
    let row = bot.store.game_row(row.id).await?;
    let seats: Vec<String> = row.seats.iter().map(|s| escape(&s.name)).collect();
    let (seats, first) = (seats.join(", "), escape(game.name(game.current())));
    let mut text = i18n::words(
        row.language,
        "started",
        &[("seats", Arg::Str(&seats)), ("first", Arg::Str(&first))],
    );
    if let Some(f) = &row.fair {
        text.push(
            Sep::Line,
            crate::bot::messages::fair_started_line(f, row.language),
        );
    }
    let answer = i18n::words(
        ask.src.lang(),
        "ask-game-started",
        &[("first", Arg::Str(&first))],
    );
    show(bot, ask, &row, text, Shows::Started(answer)).await?;
    // The game's first message keeps **Watch** until the game ends (publishing strips it
    // then, as it does a lobby's buttons).
    if let Some(first) = bot
        .store
        .published(row.id)
        .await?
        .into_iter()
        .find(|p| p.kind == MessageKind::Lobby)
    {
        bot.store
            .set_published(
                row.id,
                MessageKind::Lobby,
                first.message,
                0,
                MessageState::Started,
            )
            .await?;
    }
    crate::bot::commit::started(bot, &row, &game).await?;
    Ok(())
}
