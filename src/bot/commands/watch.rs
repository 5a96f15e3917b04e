//! Watching a game: **Watch** on the lobby and the turn messages lets a member who does not
//! play follow the table. In a thread they are added to it; every public message is theirs
//! to read, and, if they ask, the game-over message pings them. Nothing private is ever
//! sent to a watcher: their only answers are about watching.

use crate::bot::components::{Cid, LobbyVerb};
use crate::bot::context::{Bot, Error, Reply};
use crate::bot::flow::Ask;
use crate::bot::messages::escape;
use crate::i18n::{self, Arg, Lang, Sep};
use crate::store::{GameRow, GameStatus};
use serenity::all::{
    ButtonStyle, ChannelId, CreateActionRow, CreateButton, CreateInteractionResponse, UserId,
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
        return ask.say(http, ask.text("watch-over")).await;
    }
    let plays = row
        .seats
        .iter()
        .any(|s| s.ai.is_none() && s.user_id == user);
    if plays {
        return ask.say(http, ask.text("watch-plays")).await;
    }
    let store = &bot.store;
    let lang = ask.src.lang();
    let id = row.id.to_string();
    let (text, rows) = match verb {
        LobbyVerb::Watch => {
            store.watch(row.id, user).await?;
            let names = names(lang, &row);
            let mut text = i18n::words(
                lang,
                "watch-watching",
                &[("game", Arg::Str(&id)), ("names", Arg::Str(&names))],
            );
            // The click comes from the table's own messages: in a thread, the thread.
            if ask.src.in_thread() {
                match ChannelId::new(row.channel_id)
                    .add_thread_member(http, UserId::new(user))
                    .await
                {
                    Ok(()) => {
                        text.push(Sep::Space, i18n::words(lang, "watch-thread-added", &[]));
                    }
                    Err(e) => {
                        tracing::warn!(game = row.id, error = %e, "could not add a watcher to the thread");
                        text.push(Sep::Space, i18n::words(lang, "watch-thread-follow", &[]));
                    }
                }
            }
            (text, rows(lang, row.id, false))
        }
        LobbyVerb::WatchPing => {
            if !store.set_watch_ping(row.id, user, true).await? {
                store.watch(row.id, user).await?;
                store.set_watch_ping(row.id, user, true).await?;
            }
            (
                i18n::words(lang, "watch-ping", &[("game", Arg::Str(&id))]),
                rows(lang, row.id, true),
            )
        }
        _ => {
            let was = store.unwatch(row.id, user).await?;
            let text = match was {
                true => i18n::words(lang, "watch-stopped", &[("game", Arg::Str(&id))]),
                false => i18n::words(lang, "watch-not-watching", &[("game", Arg::Str(&id))]),
            };
            (text, vec![])
        }
    };
    // The watcher's own answer: a new private message, or the one they clicked in.
    let msg = Reply::message(text).components(rows);
    let r = match ask.src.on_chooser() {
        true => CreateInteractionResponse::UpdateMessage(msg),
        false => CreateInteractionResponse::Message(msg.ephemeral(true)),
    };
    ask.respond(http, r).await
}

/// The watcher's buttons, in `lang`: **Ping me when it ends** (until asked) and **Stop
/// watching**.
fn rows(lang: Lang, game: i64, pinged: bool) -> Vec<CreateActionRow> {
    let b = |verb, id: &str, style| {
        CreateButton::new(Cid::Lobby { game, verb }.encode())
            .label(i18n::words(lang, id, &[]))
            .style(style)
    };
    let mut buttons = vec![];
    if !pinged {
        buttons.push(b(
            LobbyVerb::WatchPing,
            "btn-watch-ping",
            ButtonStyle::Primary,
        ));
    }
    buttons.push(b(LobbyVerb::Unwatch, "btn-unwatch", ButtonStyle::Secondary));
    vec![CreateActionRow::Buttons(buttons)]
}

fn names(lang: Lang, row: &GameRow) -> String {
    let names: Vec<String> = row.seats.iter().map(|s| escape(&s.name)).collect();
    i18n::and_list(lang, &names)
}
