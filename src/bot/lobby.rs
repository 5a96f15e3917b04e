//! Lobbies: opening a table with `/catan new`, taking and leaving seats, starting the game
//! and cancelling. The lobby lives in the store (seats and options); the lobby message is
//! re-rendered from it after every change, so its buttons work across restarts.

use super::flow::{self, whisper, Bot, Error, Source};
use super::ids::Cid;
use super::messages;
use crate::ai::Level;
use crate::engine::*;
use crate::store::{GameRow, GameStatus, SeatInfo, StoreError};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage, Http,
};

/// The options of `/catan new`, before validation.
pub struct NewGame {
    pub players: u8,
    pub map: String,
    pub points: u8,
    pub discard_limit: u8,
    pub friendly_robber: bool,
    pub turn_timer: Option<u32>,
}

pub fn lobby_text(row: &GameRow) -> String {
    let o = &row.options;
    let mut extras = String::new();
    if o.discard_limit != 7 {
        extras.push_str(&format!(", discard above {}", o.discard_limit));
    }
    if o.friendly_robber {
        extras.push_str(", friendly robber");
    }
    if let Some(t) = row.turn_timer_minutes {
        extras.push_str(&format!(", {t}-minute turns"));
    }
    let seats: Vec<String> = row
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let tag = match &s.ai {
                Some(level) => format!(" (AI, {level})"),
                None if s.user_id == row.host_id => " (host)".into(),
                None => String::new(),
            };
            format!("{}. {}{tag}", i + 1, s.name)
        })
        .collect();
    format!(
        "**Catan** — a new game for {} players on the {} map, {} points to win{extras}.\nSeats ({}/{}): {}\nClick **Join** to take a seat; the host may fill seats with **Add AI** and clicks **Start** when the table is full.",
        o.players,
        row.map,
        o.points_to_win,
        row.seats.len(),
        o.players,
        seats.join(" · ")
    )
}

/// `/catan new`: opens a lobby in this channel.
pub async fn open(bot: &Bot, http: &Http, src: Source<'_>, new: NewGame) -> Result<(), Error> {
    let options = Options {
        players: new.players,
        points_to_win: new.points,
        discard_limit: new.discard_limit,
        friendly_robber: new.friendly_robber,
    };
    if let Err(e) = options.validate() {
        return whisper(src, http, e.to_string()).await;
    }
    let host = SeatInfo {
        user_id: src.user().id.get(),
        name: src.display_name(),
        ai: None,
    };
    let created = bot
        .store
        .create_lobby(
            src.guild_id().map(|g| g.get()),
            src.channel_id().get(),
            host,
            options,
            &new.map,
            new.turn_timer,
        )
        .await;
    let id = match created {
        Ok(id) => id,
        Err(e @ StoreError::ChannelBusy) => return whisper(src, http, e.to_string()).await,
        Err(e) => return Err(e.into()),
    };
    let row = bot.store.game_row(id).await?;
    src.respond(
        http,
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(lobby_text(&row))
                .components(messages::lobby_rows(id)),
        ),
    )
    .await?;
    let msg = src.original(http).await?;
    flow::note_buttons(bot, http, msg.channel_id, id, "lobby", msg.id.get()).await
}

/// Names for AI players, after famous navigators; the first one not at the table is used.
const AI_NAMES: [&str; 8] = [
    "Nansen",
    "Magellan",
    "Zheng He",
    "Ibn Battuta",
    "Amundsen",
    "Tasman",
    "Bering",
    "Cabot",
];

/// A name for a new AI seat that nobody at the table has.
pub fn ai_name(seats: &[SeatInfo]) -> String {
    let taken = |n: &str| seats.iter().any(|s| s.name.eq_ignore_ascii_case(n));
    AI_NAMES
        .iter()
        .find(|n| !taken(n))
        .map(|n| n.to_string())
        .unwrap_or_else(|| format!("AI {}", seats.len() + 1))
}

/// The ephemeral chooser of **Add AI**: one button per level, and removal of an AI seat.
fn ai_chooser(row: &GameRow) -> Vec<CreateActionRow> {
    let b = |verb: &str, arg: Option<&str>, label: &str, style| {
        let mut cid = Cid::lobby(row.id, verb);
        cid.arg = arg.map(str::to_string);
        CreateButton::new(cid.encode()).label(label).style(style)
    };
    let mut rows = vec![CreateActionRow::Buttons(vec![
        b(
            "ai",
            Some("heuristic"),
            "Heuristic (quick)",
            ButtonStyle::Primary,
        ),
        b(
            "ai",
            Some("strong"),
            "Strong (searches)",
            ButtonStyle::Primary,
        ),
        b(
            "ai",
            Some("random"),
            "Random (beginner)",
            ButtonStyle::Secondary,
        ),
    ])];
    if row.seats.iter().any(|s| s.ai.is_some()) {
        rows.push(CreateActionRow::Buttons(vec![b(
            "rmai",
            None,
            "Remove an AI",
            ButtonStyle::Danger,
        )]));
    }
    rows
}

/// Join, Leave, Start, Add AI or Cancel, from a button (on the lobby message) or a command;
/// `ai`/`rmai` come from the Add AI chooser, with the level in `arg`.
pub async fn lobby_verb(
    bot: &Bot,
    http: &Http,
    src: Source<'_>,
    row: GameRow,
    verb: &str,
    arg: Option<&str>,
) -> Result<(), Error> {
    if row.status != GameStatus::Lobby {
        return whisper(
            src,
            http,
            "This lobby is closed; the game has already started or ended.",
        )
        .await;
    }
    let user = src.user().id.get();
    let mut seats = row.seats.clone();
    let seated = seats.iter().any(|s| s.user_id == user && s.ai.is_none());
    let is_host = user == row.host_id;
    match verb {
        "join" => {
            if seated {
                return whisper(src, http, "You already have a seat at this table.").await;
            }
            if seats.len() >= row.options.players as usize {
                return whisper(src, http, "The table is full.").await;
            }
            seats.push(SeatInfo {
                user_id: user,
                name: src.display_name(),
                ai: None,
            });
        }
        "leave" => {
            if !seated {
                return whisper(src, http, "You do not have a seat at this table.").await;
            }
            if is_host {
                return whisper(
                    src,
                    http,
                    "The host cannot leave; click **Cancel** to close the lobby instead.",
                )
                .await;
            }
            seats.retain(|s| s.user_id != user || s.ai.is_some());
        }
        "cancel" => {
            if !is_host && !src.can_manage_channels() {
                return whisper(src, http, "Only the host can cancel this lobby.").await;
            }
            bot.store.set_status(row.id, GameStatus::Abandoned).await?;
            return show(
                bot,
                http,
                src,
                &row,
                "This lobby was cancelled.".into(),
                true,
                false,
            )
            .await;
        }
        "start" => return start(bot, http, src, row).await,
        "addai" | "ai" | "rmai" => {
            if !is_host {
                return whisper(src, http, "Only the host can add or remove AI players.").await;
            }
            match verb {
                "addai" => {
                    if seats.len() >= row.options.players as usize {
                        return whisper(src, http, "The table is full.").await;
                    }
                    return src
                        .respond(
                            http,
                            CreateInteractionResponse::Message(
                                CreateInteractionResponseMessage::new()
                                    .content("Which AI takes a seat? **Heuristic** plays quickly by rules of thumb; **Strong** searches ahead; **Random** is for beginners.")
                                    .components(ai_chooser(&row))
                                    .ephemeral(true),
                            ),
                        )
                        .await
                        .map_err(Into::into);
                }
                "ai" => {
                    let Some(level) = arg.and_then(Level::parse) else {
                        return whisper(src, http, "Choose one of the AI levels.").await;
                    };
                    if seats.len() >= row.options.players as usize {
                        return whisper(src, http, "The table is full.").await;
                    }
                    seats.push(SeatInfo {
                        user_id: 0,
                        name: ai_name(&seats),
                        ai: Some(level.name().to_string()),
                    });
                }
                _ => match seats.iter().rposition(|s| s.ai.is_some()) {
                    Some(i) => {
                        seats.remove(i);
                    }
                    None => return whisper(src, http, "There is no AI at this table.").await,
                },
            }
        }
        _ => return whisper(src, http, "That button is not part of this lobby.").await,
    }
    match bot.store.set_seats(row.id, row.version, &seats).await {
        Ok(_) => {}
        Err(e @ StoreError::Conflict(_)) => return whisper(src, http, e.to_string()).await,
        Err(e) => return Err(e.into()),
    }
    let row = bot.store.game_row(row.id).await?;
    let from_chooser = matches!(verb, "ai" | "rmai");
    show(bot, http, src, &row, lobby_text(&row), false, from_chooser).await
}

/// Shows the lobby's new state: in place when the click came from the lobby's own buttons;
/// otherwise (a command, or the ephemeral Add AI chooser) by answering and editing the
/// stored lobby message.
async fn show(
    bot: &Bot,
    http: &Http,
    src: Source<'_>,
    row: &GameRow,
    text: String,
    closed: bool,
    from_chooser: bool,
) -> Result<(), Error> {
    let rows = if closed {
        vec![]
    } else {
        messages::lobby_rows(row.id)
    };
    let lobby_msg = bot.store.message(row.id, "lobby").await?;
    if matches!(src, Source::Component(_)) && !from_chooser {
        let update = CreateInteractionResponseMessage::new()
            .content(text)
            .components(rows);
        src.respond(http, CreateInteractionResponse::UpdateMessage(update))
            .await?;
        // The click may have beaten the bot's own note of which message is the lobby.
        if let Some(m) = src.message_id().filter(|m| lobby_msg != Some(m.get())) {
            flow::note_buttons(bot, http, src.channel_id(), row.id, "lobby", m.get()).await?;
        }
        return Ok(());
    }
    let answer = if from_chooser {
        // The chooser says who sits; the lobby message shows the rest.
        let seated: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
        CreateInteractionResponse::UpdateMessage(
            CreateInteractionResponseMessage::new()
                .content(format!("Seats: {}.", seated.join(", ")))
                .components(vec![]),
        )
    } else {
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new().content(text.clone()),
        )
    };
    flow::update_stored(src, http, lobby_msg, text, rows, answer).await
}

async fn start(bot: &Bot, http: &Http, src: Source<'_>, row: GameRow) -> Result<(), Error> {
    if src.user().id.get() != row.host_id {
        return whisper(src, http, "Only the host can start the game.").await;
    }
    let missing = row.options.players as usize - row.seats.len().min(row.options.players as usize);
    if missing > 0 {
        return whisper(
            src,
            http,
            format!("Waiting for {missing} more player(s) to join."),
        )
        .await;
    }
    let seed = bot.config.test_seed.unwrap_or_else(rand::random);
    let mut rng = GameRng::new(seed);
    let board_spec = if row.map == "random" {
        BoardSpec::Random(rand::RngCore::next_u64(&mut rng))
    } else {
        BoardSpec::Beginner
    };
    let names: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
    let mut setup = GameSetup::random(row.options, board_spec.build(), &mut rng);
    setup.names = names.clone();
    let mut record = Record::new(
        row.options,
        board_spec,
        setup.first_player,
        setup.dev_deck.to_vec(),
    );
    record.names = Some(names);
    let game = match Game::new(setup) {
        Ok(g) => g,
        Err(e) => return whisper(src, http, e.to_string()).await,
    };
    match bot
        .store
        .start_game(row.id, row.version, &record, &game)
        .await
    {
        Ok(_) => {}
        Err(e @ StoreError::Conflict(_)) => return whisper(src, http, e.to_string()).await,
        Err(e) => return Err(e.into()),
    }
    let row = bot.store.game_row(row.id).await?;
    let seats: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
    let text = format!(
        "**Catan** — the game has started: {}. {} places first.",
        seats.join(", "),
        game.name(game.current())
    );
    show(bot, http, src, &row, text, true, false).await?;
    super::timers::arm(bot, &row, &game).await?;
    let ping = flow::newly_waiting(&row, None, &game);
    flow::post_table(
        bot,
        http,
        flow::Via::Channel(src.channel_id()),
        &row,
        &game,
        "Set-up: each player places a settlement and a road, then again in reverse order.",
        &ping,
    )
    .await?;
    super::autoplay::kick(bot, row.id);
    Ok(())
}
