//! JSON shapes the fake sends: users, members, the guild, messages, READY and interactions,
//! written to deserialize into serenity 0.12.5's models.
//!
//! Always: ids are strings (as Discord sends them), timestamps are RFC 3339, and every
//! interaction carries the fields serenity requires (`attachment_size_limit`, `entitlements`,
//! `locale`, `token`, `version` 1, …).

use serde_json::{json, Value};

/// A user of the fake world.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
    pub bot: bool,
    /// A moderator has Manage Channels (and Manage Messages); others are plain members.
    pub moderator: bool,
}

/// A guild channel of the fake world.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeChannel {
    pub id: u64,
    pub name: String,
}

pub const TIMESTAMP: &str = "2026-01-01T12:00:00.000000+00:00";
/// Every permission (as Discord sends `app_permissions` / member permissions).
pub const ALL_PERMISSIONS: &str = "2251799813685247";
/// A plain member: view channels, send messages, embed links, attach files, read the
/// history, add reactions, use application commands.
const MEMBER_PERMISSIONS: u64 =
    (1 << 6) | (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31);
/// A moderator adds Manage Channels and Manage Messages.
const MODERATOR_PERMISSIONS: u64 = MEMBER_PERMISSIONS | (1 << 4) | (1 << 13);

pub fn user(u: &FakeUser) -> Value {
    json!({
        "id": u.id.to_string(),
        "username": u.name.to_lowercase(),
        "global_name": u.name,
        "discriminator": "0",
        "avatar": null,
        "bot": u.bot,
        "public_flags": 0,
        "flags": 0,
    })
}

/// The bot's own user as `GET /users/@me` and READY answer it.
pub fn current_user(u: &FakeUser) -> Value {
    let mut v = user(u);
    v["verified"] = json!(true);
    v["mfa_enabled"] = json!(false);
    v["email"] = Value::Null;
    v
}

/// A guild member without the `user` field (as in `resolved.members`).
pub fn member_core(u: &FakeUser) -> Value {
    let permissions = match u.moderator {
        true => MODERATOR_PERMISSIONS,
        false => MEMBER_PERMISSIONS,
    };
    json!({
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": permissions.to_string(),
        "communication_disabled_until": null,
    })
}

pub fn member(u: &FakeUser) -> Value {
    let mut m = member_core(u);
    m["user"] = user(u);
    m
}

pub fn channel(c: &FakeChannel, guild_id: u64, position: usize) -> Value {
    json!({
        "id": c.id.to_string(),
        "type": 0,
        "guild_id": guild_id.to_string(),
        "name": c.name,
        "position": position,
        "permission_overwrites": [],
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "parent_id": null,
        "flags": 0,
    })
}

/// The partial channel inside an interaction.
pub fn partial_channel(c: &FakeChannel, guild_id: u64) -> Value {
    let mut v = channel(c, guild_id, 0);
    v["permissions"] = json!(ALL_PERMISSIONS);
    v
}

pub fn guild(
    id: u64,
    name: &str,
    owner: u64,
    channels: &[FakeChannel],
    members: &[FakeUser],
) -> Value {
    let mut g = json!({
        "id": id.to_string(),
        "name": name,
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": owner.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [{
            "id": id.to_string(), "name": "@everyone", "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null}, "hoist": false, "icon": null,
            "unicode_emoji": null, "position": 0, "permissions": "559623605571137",
            "managed": false, "mentionable": false, "flags": 0,
        }],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
    });
    let rest = json!({
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "joined_at": TIMESTAMP,
        "large": false,
        "unavailable": false,
        "member_count": members.len(),
        "voice_states": [],
        "members": members.iter().map(member).collect::<Vec<_>>(),
        "channels": channels.iter().enumerate().map(|(i, c)| channel(c, id, i)).collect::<Vec<_>>(),
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "incidents_data": null,
    });
    let map = g.as_object_mut().expect("object");
    for (k, v) in rest.as_object().expect("object") {
        map.insert(k.clone(), v.clone());
    }
    g
}

pub fn ready(
    bot: &FakeUser,
    app_id: u64,
    guild_id: u64,
    session_id: &str,
    resume_url: &str,
) -> Value {
    json!({
        "v": 10,
        "user": current_user(bot),
        "guilds": [{"id": guild_id.to_string(), "unavailable": true}],
        "session_id": session_id,
        "resume_gateway_url": resume_url,
        "shard": [0, 1],
        "application": {"id": app_id.to_string(), "flags": 0},
        "private_channels": [],
        "presences": [],
        "relationships": [],
    })
}

/// Fields common to every interaction payload.
#[allow(clippy::too_many_arguments)]
pub fn interaction(
    id: u64,
    app_id: u64,
    kind: u8,
    data: Value,
    guild_id: u64,
    channel: &FakeChannel,
    u: &FakeUser,
    token: &str,
) -> Value {
    json!({
        "id": id.to_string(),
        "application_id": app_id.to_string(),
        "type": kind,
        "data": data,
        "guild_id": guild_id.to_string(),
        "channel": partial_channel(channel, guild_id),
        "channel_id": channel.id.to_string(),
        "member": member(u),
        "token": token,
        "version": 1,
        "app_permissions": ALL_PERMISSIONS,
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": guild_id.to_string()},
        "context": 0,
        "attachment_size_limit": 26214400,
    })
}
