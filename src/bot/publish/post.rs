//! The raw posting: new messages, edits, taking the buttons off, one-off notices, and the
//! bringing of a kept message in line with what it should show (`show`), through the
//! pacer (`pacing`). Every channel message the bot writes goes through here.

use crate::bot::context::Bot;
use crate::bot::messages;
use crate::bot::pacing::{unknown_message, Bucket, Guard, PublishError, Rest, MAX_CONTENT};
use crate::store::{GameRow, MessageKind, Published};
use reqwest::Method;
use serenity::all::{
    ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateMessage,
    EditMessage, UserId,
};

/// `header`, then as many of the latest `lines` as fit, then `footer`, within Discord's
/// 2,000 characters (the oldest lines give way to "…").
pub fn fit(header: &str, lines: &[String], footer: &str) -> String {
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
pub(super) fn digest(parts: &[&str]) -> String {
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
    format!("{h:016x}")
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
}

/// Brings the kept message of `kind` to `shown`: nothing when it already shows `digest`,
/// an edit of `stored`, or a new message; then notes what it shows for `stamp`. Returns the
/// new message's id when it made one.
#[allow(clippy::too_many_arguments)]
pub(super) async fn show(
    bot: &Bot,
    g: Option<Guard<'_>>,
    row: &GameRow,
    kind: MessageKind,
    stamp: u32,
    stored: Option<Published>,
    digest: &str,
    shown: Shown,
) -> Result<Option<u64>, PublishError> {
    let channel = ChannelId::new(row.channel_id);
    let Shown {
        text,
        rows,
        png,
        pings,
        paced,
    } = shown;
    let (message, new) = match stored {
        Some(p) if p.digest == digest => return Ok(None),
        Some(p) => {
            edit(bot, g, channel, p.message_id, text, rows, png, pings).await?;
            (p.message_id, false)
        }
        None => (
            create(bot, g, channel, text, rows, png, pings, paced).await?,
            true,
        ),
    };
    bot.store
        .set_published(row.id, kind, message, stamp, digest)
        .await?;
    Ok(new.then_some(message))
}

/// A new message (the only kind that notifies): `pings` are the users it may notify;
/// `paced`: the caller already waited for the channel's slot.
#[allow(clippy::too_many_arguments)]
pub(super) async fn create(
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
pub(super) async fn create_with(
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
pub(super) async fn edit(
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
pub(super) async fn strip(
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
        assert_eq!(super::digest(&["Turn 3", "[]"]), "ec8cc98e46d02a1f");
        assert_eq!(super::digest(&["a", "b"]), "41c80da72d0aec94");
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
