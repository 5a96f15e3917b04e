//! Turn DMs (`/catan notify dm:True`): besides the channel ping, a direct message with a link
//! to the turn message, outside the player's quiet hours. A DM Discord refuses (closed DMs) is
//! not tried again, and the player is owed a private word (`owed_word::tell`).

use crate::bot::context::{no_pings, Bot};
use crate::bot::quiet::quiet_of;
use crate::i18n::Arg;
use crate::store::GameRow;
use serenity::all::{CreateMessage, HttpError, UserId};

/// Sends the turn's DM to each of `users` who asked for one and is not in quiet hours now:
/// the turn message's first line (`what`: who must do what, in which game), and a link to
/// the turn message `message` of `row`'s table.
pub(super) async fn turn_dms(
    bot: &Bot,
    row: &GameRow,
    message: u64,
    users: &[u64],
    what: Option<&str>,
) {
    let prefs = match bot.store.notify_prefs_of(users).await {
        Ok(p) => p,
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "the turn-ping choices could not be read");
            return;
        }
    };
    let now = crate::bot::clock::now_unix();
    let link = link(row, message);
    for p in prefs {
        if !p.dm || p.dm_refused || quiet_of(&p).is_some_and(|q| q.is_quiet(now)) {
            continue;
        }
        // Asked at the last moment, as for every message of the table (`Publisher::call`).
        if !bot.lease.valid_for(row.guild_id) {
            return;
        }
        let (channel, game) = (format!("<#{}>", row.channel_id), row.id.to_string());
        let text = match what {
            Some(what) => crate::i18n::text(
                row.language,
                "dm-turn-what",
                &[("what", Arg::Str(what)), ("link", Arg::Str(&link))],
            ),
            None => crate::i18n::text(
                row.language,
                "dm-turn",
                &[
                    ("channel", Arg::Str(&channel)),
                    ("game", Arg::Str(&game)),
                    ("link", Arg::Str(&link)),
                ],
            ),
        };
        send(bot, row, p.user_id, text).await;
    }
}

/// The heads-up (`/catan notify next:True`): when `row`'s turn message `message` starts
/// `name`'s turn `turn`, the player after them, `user`, hears by DM that theirs is next —
/// outside their quiet hours, and not after Discord refused them one.
pub(super) async fn heads_up(
    bot: &Bot,
    row: &GameRow,
    message: u64,
    user: u64,
    name: &str,
    turn: u32,
) {
    let prefs = match bot.store.notify_prefs(user).await {
        Ok(p) => p,
        Err(e) => {
            tracing::warn!(game = row.id, error = %e, "the turn-ping choices could not be read");
            return;
        }
    };
    let now = crate::bot::clock::now_unix();
    if !prefs.heads_up || prefs.dm_refused || quiet_of(&prefs).is_some_and(|q| q.is_quiet(now)) {
        return;
    }
    if !bot.lease.valid_for(row.guild_id) {
        return;
    }
    let label = crate::bot::messages::game_label(row.id, row.channel_id, row.language);
    let text = crate::i18n::text(
        row.language,
        "dm-heads-up",
        &[
            ("name", Arg::Str(name)),
            ("turn", Arg::Int(turn.into())),
            ("game", Arg::Str(&label)),
            ("link", Arg::Str(&link(row, message))),
        ],
    );
    send(bot, row, user, text).await;
}

/// The link to message `message` of `row`'s table.
fn link(row: &GameRow, message: u64) -> String {
    format!(
        "https://discord.com/channels/{}/{}/{message}",
        row.guild_id.map_or("@me".to_string(), |g| g.to_string()),
        row.channel_id
    )
}

/// Sends `text` to `user` by DM; a DM Discord refuses (closed DMs) is noted, not tried
/// again, and the player is owed a private word.
async fn send(bot: &Bot, row: &GameRow, user: u64, text: String) {
    let sent = async {
        let dm = UserId::new(user).create_dm_channel(&bot.http).await?;
        dm.id
            .send_message(
                &bot.http,
                CreateMessage::new()
                    .content(text)
                    .allowed_mentions(no_pings()),
            )
            .await
    }
    .await;
    match sent {
        Ok(_) => {}
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(r))) if r.error.code == 50007 => {
            tracing::info!(
                game = row.id,
                user = user,
                "Discord refused a turn DM: not tried again"
            );
            match bot.store.dm_refused(user).await {
                Ok(()) => bot.notices.add(user),
                Err(e) => tracing::warn!(error = %e, "could not note a refused DM"),
            }
        }
        Err(e) => tracing::warn!(game = row.id, error = %e, "a turn DM could not be sent"),
    }
}
