//! The raw posting: new messages, edits, taking the buttons off, one-off notices, and the
//! bringing of a kept message in line with what it should show (`show`), through the
//! pacer (`pacing`). Every channel message the bot writes goes through here.

use crate::bot::context::Bot;
use crate::bot::messages;
use crate::bot::pacing::{unknown_message, Bucket, Guard, PublishError, Rest, Target, MAX_CONTENT};
use crate::store::{Digest, GameId, GameRow, MessageKind, MessageState, Published};
use reqwest::Method;
use serenity::all::{
    ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateMessage,
    EditMessage, Nonce, UserId,
};

/// `header`, then as many of the latest `lines` as fit, then `footer`, within Discord's
/// 2,000 characters (the oldest lines give way to "…").
pub(crate) fn fit(header: &str, lines: &[String], footer: &str) -> String {
    pub(super) const ELLIPSIS: &str = "…";
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

/// A digest of what a message shows, stored with it so an edit that would change nothing is
/// skipped: 64-bit FNV-1a over each part and its length. It is the same on every build and
/// Rust release (the standard library's hasher is not: a new release would edit every kept
/// message once for nothing).
pub(super) fn digest(parts: &[&str]) -> Digest {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h = OFFSET;
    for part in parts {
        let len = (part.len() as u64).to_le_bytes();
        for b in len.iter().chain(part.as_bytes()) {
            h ^= u64::from(*b);
            h = h.wrapping_mul(PRIME);
        }
    }
    Digest(h)
}

/// Where the messages of `row`'s table go: its channel, in its server.
pub(super) fn target(row: &GameRow) -> Target {
    Target {
        channel: ChannelId::new(row.channel_id),
        guild: row.guild_id,
    }
}

/// The nonce of the message of `kind` a game posts at `stamp` (its page, its offer): sent
/// with `enforce_nonce`, so that Discord answers a second post of it (a process that took
/// the table over from one killed right after posting, before it could note the message)
/// with the message already made instead of a copy. 25 characters at most.
pub(super) fn nonce(game: GameId, kind: MessageKind, stamp: u32) -> String {
    fn base36(mut n: u64) -> String {
        const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
        let mut out = Vec::new();
        loop {
            out.push(DIGITS[(n % 36) as usize]);
            n /= 36;
            if n == 0 {
                break;
            }
        }
        out.reverse();
        String::from_utf8(out).unwrap_or_default()
    }
    let kind = &kind.as_str()[..1];
    format!(
        "c{}{kind}{}",
        base36(game.max(0) as u64),
        base36(stamp.into())
    )
}

/// The digest of a message's text and its buttons as Discord receives them (their JSON).
pub(super) fn content_digest(text: &str, rows: &[CreateActionRow], more: &[&str]) -> Digest {
    let rows = serde_json::to_string(rows).unwrap_or_default();
    let mut parts = vec![text, rows.as_str()];
    parts.extend_from_slice(more);
    digest(&parts)
}

/// What one of the game's kept messages should show.
pub(super) struct Shown {
    pub(super) text: String,
    pub(super) rows: Vec<CreateActionRow>,
    /// A new board image (None: keep the one it has).
    pub(super) png: Option<Vec<u8>>,
    /// Who a new message may notify.
    pub(super) pings: Vec<u64>,
    /// The caller already took the channel's next slot for a new message (see `Pacer`).
    pub(super) paced: bool,
    /// A new message's nonce (`nonce`), None for one that may be posted twice on purpose.
    pub(super) nonce: Option<String>,
    /// What the store notes once the message shows this.
    pub(super) state: MessageState,
}

/// What one message says: its text, its buttons, and the users it may notify.
pub(super) struct Content {
    pub(super) text: String,
    pub(super) rows: Vec<CreateActionRow>,
    pub(super) pings: Vec<u64>,
}

impl Content {
    /// `text` with `rows`, notifying nobody.
    pub(super) fn new(text: String, rows: Vec<CreateActionRow>) -> Content {
        Content {
            text,
            rows,
            pings: Vec::new(),
        }
    }
}

/// How a new message is posted: `paced`, the caller already took the channel's next slot
/// (see `Pacer`); `nonce`, the message's (`nonce`), None for one that may be posted twice on
/// purpose.
pub(super) struct Posting {
    pub(super) paced: bool,
    pub(super) nonce: Option<String>,
}

/// Brings the kept message of `kind` to `shown`: nothing when it is in `state` already,
/// an edit of `stored`, or a new message; then notes `state` for `stamp`. Returns the new
/// message's id when it made one.
///
/// A new message is noted as `MessageState::Posting` (its kind and stamp, its id not yet known)
/// before it is posted. A process that dies between the post reaching Discord and noting
/// its id leaves this behind; whoever publishes the game next posts it again under the same
/// nonce, which Discord answers with the message already made (`create_with`), or settles
/// it once its moment has passed (`settle_posting`). Without it the message would stay on
/// the table, its buttons live, and nobody would know to close it.
pub(super) async fn show(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    kind: MessageKind,
    stamp: u32,
    stored: Option<Published>,
    shown: Shown,
) -> Result<Option<u64>, PublishError> {
    let to = target(row);
    let Shown {
        text,
        rows,
        png,
        pings,
        paced,
        nonce,
        state,
    } = shown;
    let content = Content { text, rows, pings };
    let (message, new) = match stored {
        Some(p) if p.state == state && p.message.is_some() => return Ok(None),
        Some(Published {
            message: Some(m), ..
        }) => {
            edit(bot, g, to, m, content, png).await?;
            (m, false)
        }
        stored => {
            // What was noted before (the kept message of a page that passed, say), put back
            // if the post certainly never left.
            let before = match stored.is_none() && nonce.is_some() {
                true => {
                    let noted = bot.store.published(row.id).await?;
                    let prev = noted.into_iter().find(|p| p.kind == kind);
                    bot.store
                        .set_published(row.id, kind, None, stamp, MessageState::Posting)
                        .await?;
                    Some(prev)
                }
                false => None,
            };
            let how = Posting { paced, nonce };
            match create(bot, g, to, content, png, how).await {
                Ok(m) => (m, true),
                Err(e) => {
                    if let Some(prev) = before.filter(|_| !may_have_reached_discord(&e)) {
                        let put_back = match prev {
                            Some(p) => {
                                bot.store
                                    .set_published(row.id, kind, p.message, p.stamp, p.state)
                                    .await
                            }
                            None => bot.store.clear_published(row.id, kind).await,
                        };
                        if let Err(e) = put_back {
                            tracing::info!(game = row.id, error = %e, "could not put back what was noted before a post that never left");
                        }
                    }
                    return Err(e);
                }
            }
        }
    };
    bot.store
        .set_published(row.id, kind, Some(message), stamp, state)
        .await?;
    Ok(new.then_some(message))
}

/// A new message (the only kind that notifies): `pings` are the users it may notify;
/// `paced`: the caller already waited for the channel's slot.
pub(super) async fn create(
    bot: &Bot,
    g: Option<Guard<'_>>,
    to: Target,
    content: Content,
    png: Option<Vec<u8>>,
    how: Posting,
) -> Result<u64, PublishError> {
    let files = png
        .map(|png| CreateAttachment::bytes(png, "board.png"))
        .into_iter()
        .collect();
    create_with(bot, g, to, content, files, how).await
}

/// Posts a new message with these `files` attached.
pub(super) async fn create_with(
    bot: &Bot,
    g: Option<Guard<'_>>,
    to: Target,
    content: Content,
    files: Vec<CreateAttachment>,
    how: Posting,
) -> Result<u64, PublishError> {
    let (Content { text, rows, pings }, Posting { paced, nonce }) = (content, how);
    let channel = to.channel;
    tracing::debug!(%channel, text = %text.lines().next().unwrap_or_default(), "posting");
    let bucket = match paced {
        true => Bucket::Reserved,
        false => Bucket::Create,
    };
    let m = CreateMessage::new()
        .content(text.clone())
        .components(rows.clone())
        .allowed_mentions(mentions(&pings));
    let deduplicated = nonce.is_some();
    let m = match nonce {
        Some(n) => m.nonce(Nonce::String(n)).enforce_nonce(true),
        None => m,
    };
    let msg = bot
        .publisher
        .call(&bot.http, to, bucket, g, || {
            post_message(channel, &m).with_files(files.clone())
        })
        .await?;
    let id = id_of(&msg).map_err(PublishError::Answer)?;
    if deduplicated && !same_text(&msg, &text) {
        // Discord answered with the message posted earlier under this nonce (by a process
        // that died before noting it): it is brought to what this post shows.
        tracing::info!(%channel, message = id, "a message posted before was found by its nonce");
        let e = EditMessage::new()
            .content(text)
            .components(rows)
            .allowed_mentions(mentions(&pings));
        bot.publisher
            .call(&bot.http, to, Bucket::Edit, g, || {
                patch_message(channel, id, &e).with_files(files.clone())
            })
            .await?;
    }
    Ok(id)
}

/// Edits a message of the bot; a new board replaces the old one. A message someone
/// deleted is left alone (the next turn brings a new one).
pub(super) async fn edit(
    bot: &Bot,
    g: Option<Guard<'_>>,
    to: Target,
    message: u64,
    content: Content,
    png: Option<Vec<u8>>,
) -> Result<(), PublishError> {
    let Content { text, rows, pings } = content;
    let channel = to.channel;
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
        .call(&bot.http, to, Bucket::Edit, g, || {
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
pub(super) async fn strip(
    bot: &Bot,
    g: Option<Guard<'_>>,
    to: Target,
    message: u64,
) -> Result<(), PublishError> {
    let done = bot
        .publisher
        .call(&bot.http, to, Bucket::Edit, g, || {
            patch_message(to.channel, message, &EditMessage::new().components(vec![]))
        })
        .await;
    match done {
        Err(PublishError::Discord(e)) if unknown_message(&e) => Ok(()),
        other => other.map(|_| ()),
    }
}

/// What becomes of a message whose moment has passed.
pub(super) enum Settle {
    /// It keeps `text`, without buttons (a turn's message when the turn passed).
    Close(String),
    /// It goes: nothing of it is left in the channel (a discard notice once the discards
    /// are in).
    Remove,
}

/// A message noted as `MessageState::Posting` (its post may have reached Discord, its id unknown) whose
/// moment has passed: the nonce finds the message if the post reached Discord, and it is
/// settled as `how` says; if the post never did, the message this makes is taken back at
/// once, so nothing is left on the table.
pub(super) async fn settle_posting(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    p: &Published,
    how: Settle,
) -> Result<(), PublishError> {
    let to = target(row);
    // Distinct from what the first post showed, so that its answer tells the two apart.
    let probe = match &how {
        Settle::Close(text) => text.clone(),
        Settle::Remove => "…".to_string(),
    };
    let m = CreateMessage::new()
        .content(probe.clone())
        .allowed_mentions(mentions(&[]))
        .nonce(Nonce::String(nonce(row.id, p.kind, p.stamp)))
        .enforce_nonce(true);
    let msg = bot
        .publisher
        .call(&bot.http, to, Bucket::Create, g, || {
            post_message(to.channel, &m)
        })
        .await?;
    let id = id_of(&msg).map_err(PublishError::Answer)?;
    match (same_text(&msg, &probe), how) {
        (false, Settle::Close(text)) => {
            tracing::info!(
                message = id,
                "a message posted before was found by its nonce and closed"
            );
            let e = EditMessage::new()
                .content(text)
                .components(vec![])
                .allowed_mentions(mentions(&[]));
            bot.publisher
                .call(&bot.http, to, Bucket::Edit, g, || {
                    patch_message(to.channel, id, &e)
                })
                .await?;
            Ok(())
        }
        // Made just now (the first post never reached Discord), or one to remove.
        _ => delete(bot, g, to, id).await,
    }
}

/// Deletes a message of the bot (one already gone is fine).
pub(super) async fn delete(
    bot: &Bot,
    g: Option<Guard<'_>>,
    to: Target,
    message: u64,
) -> Result<(), PublishError> {
    let done = bot
        .publisher
        .call(&bot.http, to, Bucket::Edit, g, || {
            Rest::new(
                Method::DELETE,
                format!("/channels/{}/messages/{message}", to.channel),
                serde_json::Value::Null,
            )
        })
        .await;
    match done {
        Err(PublishError::Discord(e)) if unknown_message(&e) => Ok(()),
        other => other.map(|_| ()),
    }
}

/// A one-off message to `row`'s table (a timer's reminder or time-out), pinging `pings`.
pub(crate) async fn notice(
    bot: &Bot,
    row: &GameRow,
    text: String,
    pings: Vec<u64>,
) -> Result<(), PublishError> {
    let content = Content {
        text: messages::truncate(&text, MAX_CONTENT),
        rows: vec![],
        pings,
    };
    let how = Posting {
        paced: false,
        nonce: None,
    };
    create(bot, None, target(row), content, None, how)
        .await
        .map(|_| ())
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
pub(super) fn patch_message(channel: ChannelId, message: u64, e: &EditMessage) -> Rest {
    Rest::new(
        Method::PATCH,
        format!("/channels/{channel}/messages/{message}"),
        json_of(e),
    )
}

/// A serenity builder as the JSON it sends.
pub(super) fn json_of(builder: &impl serde::Serialize) -> serde_json::Value {
    serde_json::to_value(builder).expect("serenity's builders serialize to JSON")
}

/// The id of what Discord made (a message, a thread).
/// Whether a post that failed with `e` may have made its message all the same: Discord's
/// passing errors and a connection lost after the request left. A post that gave way to a
/// newer state, was refused (4xx), or was never sent (this process no longer serves the
/// table) made nothing.
fn may_have_reached_discord(e: &PublishError) -> bool {
    match e {
        PublishError::Discord(e) => crate::bot::pacing::transient(e),
        PublishError::Stopped(_) => true,
        _ => false,
    }
}

/// Whether Discord's answer to a post shows `text`: a message made by this post, not one
/// an earlier post under the same nonce made.
fn same_text(made: &serde_json::Value, text: &str) -> bool {
    made["content"].as_str().map(str::trim) == Some(text.trim())
}

pub(super) fn id_of(made: &serde_json::Value) -> Result<u64, String> {
    made["id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("no id in Discord's answer: {made}"))
}

pub(super) fn mentions(users: &[u64]) -> CreateAllowedMentions {
    CreateAllowedMentions::new()
        .users(users.iter().map(|&u| UserId::new(u)))
        .empty_roles()
        .everyone(false)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_digest_is_stable_and_keeps_parts_apart() {
        assert_eq!(
            super::digest(&["Turn 3", "[]"]).to_string(),
            "ec8cc98e46d02a1f"
        );
        assert_eq!(super::digest(&["a", "b"]).to_string(), "41c80da72d0aec94");
        assert_ne!(super::digest(&["a", "b"]), super::digest(&["ab"]));
    }

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
}
