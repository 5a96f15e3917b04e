//! Watching a game: **Watch** on the lobby and the turn messages lets a member who does not
//! play follow the table. In a thread they are added to it; every public message is theirs
//! to read, and, if they ask, the game-over message pings them. Nothing private is ever
//! sent to a watcher: their only answers are about watching.

use crate::bot::context::{no_pings, Bot, Error};
use crate::bot::flow::Ask;
use crate::bot::ids::{Cid, LobbyVerb};
use crate::bot::messages::escape;
use crate::store::{GameRow, GameStatus};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseMessage, UserId,
};

/// **Watch**, **Ping me when it ends** and **Stop watching**, for `row`'s game.
pub(super) async fn click(
    bot: &Bot,
    ask: &Ask<'_>,
    row: GameRow,
    verb: LobbyVerb,
) -> Result<(), Error> {
    let http = &bot.http;
    let user = ask.src.user().id.get();
    if matches!(row.status, GameStatus::Finished | GameStatus::Abandoned) {
        return ask
            .say(http, "This game is over: there is nothing left to watch.")
            .await;
    }
    let plays = row
        .seats
        .iter()
        .any(|s| s.ai.is_none() && s.user_id == user);
    if plays {
        return ask
            .say(
                http,
                "You play at this table: every message of it is yours already.",
            )
            .await;
    }
    let store = &bot.store;
    let (text, rows) = match verb {
        LobbyVerb::Watch => {
            store.watch(row.id, user).await?;
            let mut text = format!(
                "👀 You are watching game {} ({}): every move shows here as it is made. Watchers never see a hand or a card.",
                row.id,
                names(&row)
            );
            // The click comes from the table's own messages: in a thread, the thread.
            if ask.src.in_thread() {
                match ChannelId::new(row.channel_id)
                    .add_thread_member(http, UserId::new(user))
                    .await
                {
                    Ok(()) => text.push_str(" You were added to the table's thread."),
                    Err(e) => {
                        tracing::warn!(game = row.id, error = %e, "could not add a watcher to the thread");
                        text.push_str(" Follow the table's thread to see it in your list.");
                    }
                }
            }
            (text, rows(row.id, false))
        }
        LobbyVerb::WatchPing => {
            if !store.set_watch_ping(row.id, user, true).await? {
                store.watch(row.id, user).await?;
                store.set_watch_ping(row.id, user, true).await?;
            }
            (
                format!(
                    "👀 You are watching game {}: the game-over message will ping you.",
                    row.id
                ),
                rows(row.id, true),
            )
        }
        _ => {
            let was = store.unwatch(row.id, user).await?;
            let text = match was {
                true => format!("You no longer watch game {}.", row.id),
                false => format!("You were not watching game {}.", row.id),
            };
            (text, vec![])
        }
    };
    // The watcher's own answer: a new private message, or the one they clicked in.
    let msg = CreateInteractionResponseMessage::new()
        .content(text)
        .components(rows)
        .allowed_mentions(no_pings());
    let r = match ask.src.on_chooser() {
        true => CreateInteractionResponse::UpdateMessage(msg),
        false => CreateInteractionResponse::Message(msg.ephemeral(true)),
    };
    ask.respond(http, r).await
}

/// The watcher's buttons: **Ping me when it ends** (until asked) and **Stop watching**.
fn rows(game: i64, pinged: bool) -> Vec<CreateActionRow> {
    let b = |verb, label: &str, style| {
        CreateButton::new(Cid::Lobby { game, verb }.encode())
            .label(label)
            .style(style)
    };
    let mut buttons = vec![];
    if !pinged {
        buttons.push(b(
            LobbyVerb::WatchPing,
            "Ping me when it ends",
            ButtonStyle::Primary,
        ));
    }
    buttons.push(b(
        LobbyVerb::Unwatch,
        "Stop watching",
        ButtonStyle::Secondary,
    ));
    vec![CreateActionRow::Buttons(buttons)]
}

fn names(row: &GameRow) -> String {
    let names: Vec<String> = row.seats.iter().map(|s| escape(&s.name)).collect();
    crate::narrate::join_names(&names, "and")
}
