//! Turn pings where players want them (`/catan notify`, README "Turn pings"): the quiet
//! hours that stop a player's turn clock, and the word a player is owed once Discord refused
//! them a DM (sent by `publish::dm`), told once, privately, at their next click.

use crate::bot::context::Bot;

/// After answering `user`'s click: the word they are owed about a refused DM, once (a
/// private follow-up), if any.
pub(super) async fn tell(bot: &Bot, ask: &crate::bot::flow::Ask<'_>) {
    let user = ask.src.user().id.get();
    if !bot.notices.take(user) {
        return;
    }
    match bot.store.take_dm_notice(user).await {
        Ok(true) => {
            // What a player reads once after Discord refused them a DM, in their language.
            let text = ask.text("dm-refused");
            if let Err(e) = ask.follow_up_privately(&bot.http, &text).await {
                tracing::warn!(error = %e, "could not tell a player their DMs were refused");
            }
        }
        Ok(false) => {}
        Err(e) => tracing::warn!(error = %e, "could not take a DM notice"),
    }
}
