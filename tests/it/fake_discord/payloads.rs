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
    /// The account name (`username` is its lowercase form).
    pub name: String,
    pub bot: bool,
    /// A moderator has Manage Channels (and Manage Messages); others are plain members.
    pub moderator: bool,
    /// `user.global_name` when it differs from `name` (up to 32 characters, anything goes).
    pub global_name: Option<String>,
    /// The guild nickname (`member.nick`, up to 32 characters, anything goes).
    pub nick: Option<String>,
    /// Guild roles besides @everyone.
    pub roles: Vec<u64>,
    /// The language of their Discord client (`locale` in their interactions).
    pub locale: &'static str,
}

impl FakeUser {
    /// This member with their Discord client in `locale` ("de", "pl", …).
    pub fn speaking(mut self, locale: &'static str) -> FakeUser {
        self.locale = locale;
        self
    }

    /// The name Discord shows in the guild: nickname, else global name, else username.
    pub fn display_name(&self) -> String {
        self.nick
            .clone()
            .or_else(|| self.global_name.clone())
            .unwrap_or_else(|| self.name.clone())
    }
}

/// A guild channel of the fake world (a text channel, or a thread in one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeChannel {
    pub id: u64,
    pub name: String,
    /// 0 text channel, 1 direct message (its one member the recipient), 11 public thread,
    /// 12 private thread.
    pub kind: u8,
    /// The text channel a thread is in.
    pub parent_id: Option<u64>,
    /// A thread's members (its creator first); users outside a private thread cannot see it.
    pub members: Vec<u64>,
}

impl FakeChannel {
    pub fn is_thread(&self) -> bool {
        matches!(self.kind, 10..=12)
    }
}

/// A guild (server) of the fake world. Every guild has the same members and roles; its
/// channels are told apart by [`FakeDiscord::guild_of`](super::FakeDiscord::guild_of).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeGuild {
    pub id: u64,
    pub name: String,
}

/// The shard a guild's events go to, by Discord's formula
/// (gateway.mdx, "Sharding Formula": `shard_id = (guild_id >> 22) % num_shards`).
pub fn shard_of(guild_id: u64, num_shards: u64) -> u64 {
    (guild_id >> 22) % num_shards.max(1)
}

/// A guild role besides @everyone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeRole {
    pub id: u64,
    pub name: String,
    /// Whether anyone may ping it (else only with MENTION_EVERYONE).
    pub mentionable: bool,
}

pub const TIMESTAMP: &str = "2026-01-01T12:00:00.000000+00:00";
/// Every permission (as Discord sends `app_permissions` / member permissions).
pub const ALL_PERMISSIONS: &str = "2251799813685247";
/// A plain member: view channels, send messages, embed links, attach files, read the
/// history, add reactions, use application commands.
const MEMBER_PERMISSIONS: u64 =
    (1 << 6) | (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31);
/// A moderator adds Manage Channels, Manage Server and Manage Messages.
const MODERATOR_PERMISSIONS: u64 = MEMBER_PERMISSIONS | (1 << 4) | (1 << 5) | (1 << 13);

pub fn user(u: &FakeUser) -> Value {
    json!({
        "id": u.id.to_string(),
        "username": u.name.to_lowercase(),
        "global_name": u.global_name.as_deref().unwrap_or(&u.name),
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

/// A member's guild permissions.
pub fn member_permissions(u: &FakeUser) -> u64 {
    match u.moderator {
        true => MODERATOR_PERMISSIONS,
        false => MEMBER_PERMISSIONS,
    }
}

/// A guild member without the `user` field (as in `resolved.members`).
pub fn member_core(u: &FakeUser) -> Value {
    let permissions = member_permissions(u);
    json!({
        "nick": u.nick,
        "avatar": null,
        "roles": u.roles.iter().map(u64::to_string).collect::<Vec<_>>(),
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
    if c.is_thread() {
        return json!({
            "id": c.id.to_string(),
            "type": c.kind,
            "guild_id": guild_id.to_string(),
            "name": c.name,
            "parent_id": c.parent_id.map(|p| p.to_string()),
            "owner_id": c.members.first().map(|o| o.to_string()),
            "last_message_id": null,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": c.members.len().min(50),
            "total_message_sent": 0,
            "flags": 0,
            "thread_metadata": {
                "archived": false,
                "auto_archive_duration": 1440,
                "archive_timestamp": TIMESTAMP,
                "locked": false,
                "create_timestamp": TIMESTAMP,
            },
        });
    }
    json!({
        "id": c.id.to_string(),
        "type": c.kind,
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

/// The partial channel inside an interaction: `permissions` are the invoking user's.
pub fn partial_channel(c: &FakeChannel, guild_id: u64, user_permissions: u64) -> Value {
    let mut v = channel(c, guild_id, 0);
    v["permissions"] = json!(user_permissions.to_string());
    v
}

/// The guild as GUILD_CREATE sends it; `channels` may include threads (sent as `threads`).
pub fn guild(
    id: u64,
    name: &str,
    owner: u64,
    channels: &[FakeChannel],
    members: &[FakeUser],
    roles: &[FakeRole],
) -> Value {
    let mut all_roles = vec![json!({
        "id": id.to_string(), "name": "@everyone", "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null}, "hoist": false, "icon": null,
        "unicode_emoji": null, "position": 0, "permissions": "559623605571137",
        "managed": false, "mentionable": false, "flags": 0,
    })];
    for (i, r) in roles.iter().enumerate() {
        all_roles.push(json!({
            "id": r.id.to_string(), "name": r.name, "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null}, "hoist": false, "icon": null,
            "unicode_emoji": null, "position": i + 1, "permissions": "0",
            "managed": false, "mentionable": r.mentionable, "flags": 0,
        }));
    }
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
        "roles": all_roles,
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
        "channels": channels.iter().filter(|c| !c.is_thread()).enumerate().map(|(i, c)| channel(c, id, i)).collect::<Vec<_>>(),
        "threads": channels.iter().filter(|c| c.is_thread()).map(|c| channel(c, id, 0)).collect::<Vec<_>>(),
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

/// READY of an unsharded session in one guild.
pub fn ready(
    bot: &FakeUser,
    app_id: u64,
    guild_id: u64,
    session_id: &str,
    resume_url: &str,
) -> Value {
    ready_sharded(bot, app_id, &[guild_id], session_id, resume_url, [0, 1])
}

/// READY of a session identified as `shard` ([shard_id, num_shards]), listing the guilds of
/// that shard as unavailable (their GUILD_CREATEs follow).
pub fn ready_sharded(
    bot: &FakeUser,
    app_id: u64,
    guild_ids: &[u64],
    session_id: &str,
    resume_url: &str,
    shard: [u64; 2],
) -> Value {
    let guilds: Vec<Value> = guild_ids
        .iter()
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    json!({
        "v": 10,
        "user": current_user(bot),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": resume_url,
        "shard": shard,
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
        "channel": partial_channel(channel, guild_id, member_permissions(u)),
        "channel_id": channel.id.to_string(),
        "member": member(u),
        "token": token,
        "version": 1,
        "app_permissions": ALL_PERMISSIONS,
        "locale": u.locale,
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": guild_id.to_string()},
        "context": 0,
        "attachment_size_limit": 10485760,
    })
}
