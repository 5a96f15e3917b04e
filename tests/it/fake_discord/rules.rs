//! Discord's rules that the fake enforces beyond the OpenAPI schema, each answered the way
//! Discord answers it: message limits (content, embeds, files, components, modals), allowed
//! mentions, permission bits, and the JSON error shapes (`{"message", "code"}`, and for 50035
//! an `errors` object keyed by the path of the offending field).
//!
//! Always: a check returns the first refusal it finds as a [`Refusal`] (status, body, and a
//! line for the violations list); paths are Discord's dotted form (`data.components.0.custom_id`).

use hyper::StatusCode;
use serde_json::{json, Map, Value};
use std::collections::HashSet;

/// Uploaded files of a request: (index, filename, content type, bytes).
pub type Files = Vec<(usize, String, Option<String>, Vec<u8>)>;

/// Permission bits (Discord's `permissions` topic).
pub mod perm {
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const MANAGE_CHANNELS: u64 = 1 << 4;
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const MANAGE_MESSAGES: u64 = 1 << 13;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    pub const MENTION_EVERYONE: u64 = 1 << 17;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    /// Every permission (2^51 - 1), as Discord sends an administrator's.
    pub const ALL: u64 = (1 << 51) - 1;

    /// Whether `bits` grant `wanted` (ADMINISTRATOR grants everything).
    pub fn has(bits: u64, wanted: u64) -> bool {
        bits & ADMINISTRATOR != 0 || bits & wanted == wanted
    }
}

/// Largest file Discord takes from a bot in one attachment (10 MiB).
pub const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;
/// Largest message content a bot may send.
pub const MAX_CONTENT: usize = 2000;
/// Discord's message flags used here.
pub const EPHEMERAL: u64 = 1 << 6;
pub const IS_COMPONENTS_V2: u64 = 1 << 15;

/// A request Discord refuses.
#[derive(Clone, Debug)]
pub struct Refusal {
    pub status: StatusCode,
    pub body: Value,
    /// What the violations list says.
    pub why: String,
}

impl Refusal {
    /// `{"message": message, "code": code}` with `status`.
    pub fn error(status: StatusCode, code: u32, message: &str) -> Refusal {
        Refusal {
            status,
            body: json!({"message": message, "code": code}),
            why: format!("{} {code} {message}", status.as_u16()),
        }
    }

    /// 400 / 50035 "Invalid Form Body" with an `errors` object for the field at `path`
    /// (dotted, e.g. `components.0.components.1.custom_id`).
    pub fn form(path: &str, code: &str, message: &str) -> Refusal {
        let mut leaf = json!({"_errors": [{"code": code, "message": message}]});
        for seg in path.split('.').filter(|s| !s.is_empty()).rev() {
            let mut m = Map::new();
            m.insert(seg.to_owned(), leaf);
            leaf = Value::Object(m);
        }
        Refusal {
            status: StatusCode::BAD_REQUEST,
            body: json!({"message": "Invalid Form Body", "code": 50035, "errors": leaf}),
            why: format!("400 50035 Invalid Form Body: {path}: {code} ({message})"),
        }
    }

    pub fn missing_access() -> Refusal {
        Refusal::error(StatusCode::FORBIDDEN, 50001, "Missing Access")
    }

    pub fn missing_permissions() -> Refusal {
        Refusal::error(StatusCode::FORBIDDEN, 50013, "Missing Permissions")
    }
}

/// A schema error path (`$.data.components[0].custom_id`) in Discord's dotted form.
pub fn dotted(schema_path: &str) -> String {
    schema_path
        .trim_start_matches('$')
        .replace('[', ".")
        .replace(']', "")
        .trim_start_matches('.')
        .to_owned()
}

fn at(prefix: &str, rest: &str) -> String {
    match (prefix.is_empty(), rest.is_empty()) {
        (true, _) => rest.to_owned(),
        (false, true) => prefix.to_owned(),
        (false, false) => format!("{prefix}.{rest}"),
    }
}

fn max_len(path: String, s: Option<&str>, max: usize) -> Result<(), Refusal> {
    match s {
        Some(s) if s.chars().count() > max => Err(Refusal::form(
            &path,
            "BASE_TYPE_MAX_LENGTH",
            &format!("Must be {max} or fewer in length."),
        )),
        _ => Ok(()),
    }
}

fn bad_len(path: String, n: usize, min: usize, max: usize) -> Result<(), Refusal> {
    if n < min || n > max {
        return Err(Refusal::form(
            &path,
            "BASE_TYPE_BAD_LENGTH",
            &format!("Must be between {min} and {max} in length."),
        ));
    }
    Ok(())
}

fn custom_id(path: String, v: &Value, seen: &mut HashSet<String>) -> Result<(), Refusal> {
    let Some(id) = v["custom_id"].as_str() else {
        return Err(Refusal::form(
            &path,
            "BASE_TYPE_REQUIRED",
            "This field is required",
        ));
    };
    bad_len(path.clone(), id.chars().count(), 1, 100)?;
    if !seen.insert(id.to_owned()) {
        return Err(Refusal::form(
            &path,
            "COMPONENT_CUSTOM_ID_DUPLICATED",
            "Component custom id cannot be duplicated",
        ));
    }
    Ok(())
}

fn number(v: &Value, key: &str, default: u64) -> u64 {
    v[key].as_u64().unwrap_or(default)
}

fn number_max(path: String, n: u64, max: u64) -> Result<(), Refusal> {
    if n > max {
        return Err(Refusal::form(
            &path,
            "NUMBER_TYPE_MAX",
            &format!("int value should be less than or equal to {max}."),
        ));
    }
    Ok(())
}

/// A select menu (types 3, 5–8) at `path`.
fn select(path: &str, c: &Value, seen: &mut HashSet<String>) -> Result<(), Refusal> {
    custom_id(at(path, "custom_id"), c, seen)?;
    max_len(at(path, "placeholder"), c["placeholder"].as_str(), 150)?;
    let min = number(c, "min_values", 1);
    let max = number(c, "max_values", 1);
    number_max(at(path, "min_values"), min, 25)?;
    if max == 0 {
        return Err(Refusal::form(
            &at(path, "max_values"),
            "NUMBER_TYPE_MIN",
            "int value should be greater than or equal to 1.",
        ));
    }
    number_max(at(path, "max_values"), max, 25)?;
    if c["type"] == 3 {
        let options = c["options"].as_array().cloned().unwrap_or_default();
        bad_len(at(path, "options"), options.len(), 1, 25)?;
        let mut values = HashSet::new();
        for (j, o) in options.iter().enumerate() {
            let op = at(path, &format!("options.{j}"));
            for key in ["label", "value"] {
                let s = o[key].as_str().unwrap_or_default();
                bad_len(at(&op, key), s.chars().count(), 1, 100)?;
            }
            max_len(at(&op, "description"), o["description"].as_str(), 100)?;
            if !values.insert(o["value"].as_str().unwrap_or_default().to_owned()) {
                return Err(Refusal::form(
                    &at(&op, "value"),
                    "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                    "Select component option value cannot be duplicated",
                ));
            }
        }
        number_max(at(path, "max_values"), max, options.len() as u64)?;
    }
    number_max(at(path, "min_values"), min, max)?;
    Ok(())
}

fn button(path: &str, c: &Value, seen: &mut HashSet<String>) -> Result<(), Refusal> {
    let style = number(c, "style", 0);
    max_len(at(path, "label"), c["label"].as_str(), 80)?;
    match style {
        1..=4 => custom_id(at(path, "custom_id"), c, seen)?,
        5 => {
            if c.get("custom_id").is_some_and(|v| !v.is_null()) {
                return Err(Refusal::form(
                    &at(path, "custom_id"),
                    "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED",
                    "A custom id cannot be set for this button style",
                ));
            }
            if c["url"].as_str().is_none() {
                return Err(Refusal::form(
                    &at(path, "url"),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                ));
            }
        }
        6 => {}
        _ => {
            return Err(Refusal::form(
                &at(path, "style"),
                "BASE_TYPE_CHOICES",
                "Value must be one of (1, 2, 3, 4, 5, 6).",
            ))
        }
    }
    Ok(())
}

/// The `components` of a message (legacy action rows; a components-v2 message only gets the
/// custom_id checks) at `path` (e.g. `components` or `data.components`).
pub fn message_components(path: &str, rows: &[Value], flags: u64) -> Result<(), Refusal> {
    let mut seen = HashSet::new();
    if flags & IS_COMPONENTS_V2 != 0 {
        fn walk(path: &str, v: &Value, seen: &mut HashSet<String>) -> Result<(), Refusal> {
            if v.get("custom_id").is_some() {
                custom_id(at(path, "custom_id"), v, seen)?;
            }
            for key in ["components", "accessory"] {
                match &v[key] {
                    Value::Array(items) => {
                        for (i, c) in items.iter().enumerate() {
                            walk(&at(path, &format!("{key}.{i}")), c, seen)?;
                        }
                    }
                    o @ Value::Object(_) => walk(&at(path, key), o, seen)?,
                    _ => {}
                }
            }
            Ok(())
        }
        for (i, r) in rows.iter().enumerate() {
            walk(&at(path, &i.to_string()), r, &mut seen)?;
        }
        return Ok(());
    }
    if rows.len() > 5 {
        return Err(Refusal::form(
            path,
            "BASE_TYPE_MAX_LENGTH",
            "Must be 5 or fewer in length.",
        ));
    }
    for (i, row) in rows.iter().enumerate() {
        let rp = at(path, &i.to_string());
        if row["type"] != 1 {
            return Err(Refusal::form(
                &at(&rp, "type"),
                "UNION_TYPE_CHOICES",
                "Value of field \"type\" must be one of (1,).",
            ));
        }
        let children = row["components"].as_array().cloned().unwrap_or_default();
        let cp = at(&rp, "components");
        bad_len(cp.clone(), children.len(), 1, 5)?;
        let selects = children
            .iter()
            .filter(|c| matches!(c["type"].as_u64(), Some(3 | 5 | 6 | 7 | 8)))
            .count();
        if selects > 0 && children.len() > 1 {
            return Err(Refusal::form(
                &cp,
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            ));
        }
        for (j, c) in children.iter().enumerate() {
            let p = at(&cp, &j.to_string());
            match c["type"].as_u64() {
                Some(2) => button(&p, c, &mut seen)?,
                Some(3 | 5 | 6 | 7 | 8) => select(&p, c, &mut seen)?,
                _ => {
                    return Err(Refusal::form(
                        &at(&p, "type"),
                        "UNION_TYPE_CHOICES",
                        "Value of field \"type\" must be one of (2, 3, 5, 6, 7, 8).",
                    ))
                }
            }
        }
    }
    Ok(())
}

/// A modal (callback type 9 `data`) at `path`: title 1–45, custom_id, 1–5 rows each holding
/// one text input (or a label around one component).
pub fn modal(path: &str, data: &Value) -> Result<(), Refusal> {
    let mut seen = HashSet::new();
    let title = data["title"].as_str().unwrap_or_default();
    bad_len(at(path, "title"), title.chars().count(), 1, 45)?;
    let cid = data["custom_id"].as_str().unwrap_or_default();
    bad_len(at(path, "custom_id"), cid.chars().count(), 1, 100)?;
    let rows = data["components"].as_array().cloned().unwrap_or_default();
    bad_len(at(path, "components"), rows.len(), 1, 5)?;
    for (i, row) in rows.iter().enumerate() {
        let rp = at(path, &format!("components.{i}"));
        let (inner, ip): (Vec<Value>, String) = match row["type"].as_u64() {
            Some(1) => (
                row["components"].as_array().cloned().unwrap_or_default(),
                at(&rp, "components"),
            ),
            Some(18) => {
                let label = row["label"].as_str().unwrap_or_default();
                bad_len(at(&rp, "label"), label.chars().count(), 1, 45)?;
                max_len(at(&rp, "description"), row["description"].as_str(), 100)?;
                (vec![row["component"].clone()], at(&rp, "component"))
            }
            Some(10) => continue,
            _ => {
                return Err(Refusal::form(
                    &at(&rp, "type"),
                    "UNION_TYPE_CHOICES",
                    "Value of field \"type\" must be one of (1, 10, 18).",
                ))
            }
        };
        if row["type"] == 1 {
            bad_len(ip.clone(), inner.len(), 1, 1)?;
        }
        for (j, c) in inner.iter().enumerate() {
            let p = if row["type"] == 1 {
                at(&ip, &j.to_string())
            } else {
                ip.clone()
            };
            match c["type"].as_u64() {
                Some(4) => text_input(&p, c, row["type"] == 1, &mut seen)?,
                Some(3 | 5 | 6 | 7 | 8) if row["type"] == 18 => select(&p, c, &mut seen)?,
                _ => {
                    return Err(Refusal::form(
                        &at(&p, "type"),
                        "UNION_TYPE_CHOICES",
                        "Value of field \"type\" must be one of (4,).",
                    ))
                }
            }
        }
    }
    Ok(())
}

fn text_input(
    path: &str,
    c: &Value,
    needs_label: bool,
    seen: &mut HashSet<String>,
) -> Result<(), Refusal> {
    custom_id(at(path, "custom_id"), c, seen)?;
    if !matches!(c["style"].as_u64(), Some(1 | 2)) {
        return Err(Refusal::form(
            &at(path, "style"),
            "BASE_TYPE_CHOICES",
            "Value must be one of (1, 2).",
        ));
    }
    if needs_label {
        let label = c["label"].as_str().unwrap_or_default();
        bad_len(at(path, "label"), label.chars().count(), 1, 45)?;
    }
    number_max(at(path, "min_length"), number(c, "min_length", 0), 4000)?;
    let max = number(c, "max_length", 4000);
    if max == 0 {
        return Err(Refusal::form(
            &at(path, "max_length"),
            "NUMBER_TYPE_MIN",
            "int value should be greater than or equal to 1.",
        ));
    }
    number_max(at(path, "max_length"), max, 4000)?;
    max_len(at(path, "value"), c["value"].as_str(), 4000)?;
    max_len(at(path, "placeholder"), c["placeholder"].as_str(), 100)?;
    Ok(())
}

/// The text of an embed that counts against the 6000-character limit.
fn embed_chars(e: &Value) -> usize {
    let s = |v: &Value| v.as_str().map_or(0, |t| t.chars().count());
    let mut n = s(&e["title"]) + s(&e["description"]);
    n += s(&e["footer"]["text"]) + s(&e["author"]["name"]);
    for f in e["fields"].as_array().into_iter().flatten() {
        n += s(&f["name"]) + s(&f["value"]);
    }
    n
}

/// The fields of a message body as sent (create, edit, follow-up or callback `data`) at
/// `path`: content ≤ 2000, ≤ 10 embeds of ≤ 6000 characters, components, allowed_mentions.
pub fn message_fields(path: &str, data: &Value, current_flags: u64) -> Result<(), Refusal> {
    if data.is_null() {
        return Ok(());
    }
    max_len(at(path, "content"), data["content"].as_str(), MAX_CONTENT)?;
    if let Some(embeds) = data["embeds"].as_array() {
        if embeds.len() > 10 {
            return Err(Refusal::form(
                &at(path, "embeds"),
                "BASE_TYPE_MAX_LENGTH",
                "Must be 10 or fewer in length.",
            ));
        }
        if embeds.iter().map(embed_chars).sum::<usize>() > 6000 {
            return Err(Refusal::form(
                &at(path, "embeds"),
                "MAX_EMBED_SIZE_EXCEEDED",
                "Embed size exceeds maximum size of 6000",
            ));
        }
    }
    if let Some(rows) = data["components"].as_array() {
        let flags = data["flags"].as_u64().unwrap_or(0) | current_flags;
        message_components(&at(path, "components"), rows, flags)?;
    }
    let am = &data["allowed_mentions"];
    let parse: Vec<&str> = am["parse"]
        .as_array()
        .map(|p| p.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    for kind in ["users", "roles"] {
        let listed = am[kind].as_array().is_some_and(|l| !l.is_empty());
        if listed && parse.contains(&kind) {
            return Err(Refusal::form(
                &at(path, "allowed_mentions"),
                "MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE",
                &format!("parse:[\"{kind}\"] and {kind}: [ids] are mutually exclusive."),
            ));
        }
    }
    Ok(())
}

/// 413 / 40005 for a file over [`MAX_FILE_BYTES`].
pub fn files(files: &Files) -> Result<(), Refusal> {
    if files.iter().any(|f| f.3.len() > MAX_FILE_BYTES) {
        return Err(Refusal::error(
            StatusCode::PAYLOAD_TOO_LARGE,
            40005,
            "Request entity too large",
        ));
    }
    Ok(())
}

/// 400 / 50006 unless the message (as it would stand) has something to show.
pub fn not_empty(
    content: &str,
    embeds: usize,
    attachments: usize,
    components: usize,
    data: &Value,
) -> Result<(), Refusal> {
    let stickers = data["sticker_ids"]
        .as_array()
        .is_some_and(|s| !s.is_empty());
    let poll = data.get("poll").is_some_and(|p| !p.is_null());
    if content.trim().is_empty()
        && embeds == 0
        && attachments == 0
        && components == 0
        && !stickers
        && !poll
    {
        return Err(Refusal::error(
            StatusCode::BAD_REQUEST,
            50006,
            "Cannot send an empty message",
        ));
    }
    Ok(())
}

/// The mentions written in a message's content.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Mentions {
    pub users: Vec<u64>,
    pub roles: Vec<u64>,
    /// `@everyone` or `@here`.
    pub everyone: bool,
}

pub fn mentions(content: &str) -> Mentions {
    let mut m = Mentions {
        everyone: content.contains("@everyone") || content.contains("@here"),
        ..Mentions::default()
    };
    let mut rest = content;
    while let Some(i) = rest.find("<@") {
        rest = &rest[i + 2..];
        let (role, body) = match rest.strip_prefix('&') {
            Some(b) => (true, b),
            None => (false, rest.strip_prefix('!').unwrap_or(rest)),
        };
        let digits: String = body.chars().take_while(char::is_ascii_digit).collect();
        if digits.is_empty() || !body[digits.len()..].starts_with('>') {
            continue;
        }
        let Ok(id) = digits.parse::<u64>() else {
            continue;
        };
        let list = if role { &mut m.roles } else { &mut m.users };
        if !list.contains(&id) {
            list.push(id);
        }
    }
    m
}

/// What `allowed_mentions` lets a message ping.
#[derive(Debug, PartialEq, Eq)]
pub struct Allowed {
    pub users: bool,
    pub roles: bool,
    pub everyone: bool,
    pub user_ids: Vec<u64>,
    pub role_ids: Vec<u64>,
    pub replied_user: bool,
}

/// Discord's rules: without `allowed_mentions`, a channel message parses every kind (and pings
/// the author of the message it replies to), an interaction response or webhook message only
/// users; with it, `parse` names the kinds parsed, `users`/`roles` the ids allowed, and
/// `replied_user` (default false) the reply ping.
pub fn allowed(allowed_mentions: Option<&Value>, interaction: bool) -> Allowed {
    let Some(am) = allowed_mentions.filter(|v| !v.is_null()) else {
        return Allowed {
            users: true,
            roles: !interaction,
            everyone: !interaction,
            user_ids: vec![],
            role_ids: vec![],
            replied_user: !interaction,
        };
    };
    let parse: Vec<&str> = am["parse"]
        .as_array()
        .map(|p| p.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let ids = |key: &str| -> Vec<u64> {
        am[key]
            .as_array()
            .map(|l| {
                l.iter()
                    .filter_map(|v| v.as_str().and_then(|s| s.parse().ok()).or(v.as_u64()))
                    .collect()
            })
            .unwrap_or_default()
    };
    Allowed {
        users: parse.contains(&"users"),
        roles: parse.contains(&"roles"),
        everyone: parse.contains(&"everyone"),
        user_ids: ids("users"),
        role_ids: ids("roles"),
        replied_user: am["replied_user"].as_bool().unwrap_or(false),
    }
}

/// The first localization in an application command (its options and their choices
/// included) keyed by something that is not one of Discord's locales, as a form error at
/// its path (`options.0.description_localizations.xx`).
pub fn command_locale_error(cmd: &Value, path: &str) -> Option<Refusal> {
    locale_error(cmd, path, false)
}

/// `command_locale_error` of a command, an option or (`choice`) a choice: a choice's name is
/// a label, not a name.
fn locale_error(cmd: &Value, path: &str, choice: bool) -> Option<Refusal> {
    let obj = cmd.as_object()?;
    for field in ["name_localizations", "description_localizations"] {
        if let Some(map) = obj.get(field).and_then(Value::as_object) {
            let locales = super::schema::spec().locales();
            if let Some(bad) = map.keys().find(|k| !locales.contains(&k.as_str())) {
                return Some(Refusal::form(
                    &format!("{path}{field}.{bad}"),
                    "LOCALE_INVALID",
                    &format!("Invalid locale: {bad}"),
                ));
            }
        }
    }
    // A localized name follows the rules of names (application-commands.mdx).
    let names = obj
        .get("name_localizations")
        .and_then(Value::as_object)
        .filter(|_| !choice);
    if let Some(map) = names {
        for (locale, name) in map {
            let name = name.as_str().unwrap_or_default();
            if !is_command_name(name) {
                return Some(Refusal::form(
                    &format!("{path}name_localizations.{locale}"),
                    "APPLICATION_COMMAND_INVALID_NAME",
                    &format!("Command name is invalid: {name:?}"),
                ));
            }
        }
    }
    if let Some(options) = obj.get("options").and_then(Value::as_array) {
        if let Some(r) = localized_names_clash(options, path) {
            return Some(r);
        }
    }
    for list in ["options", "choices"] {
        for (i, o) in obj
            .get(list)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .enumerate()
        {
            if let Some(r) = locale_error(o, &format!("{path}{list}.{i}."), list == "choices") {
                return Some(r);
            }
        }
    }
    None
}

/// Sibling options whose names clash in some locale: "localized option names … must be
/// distinct from all other default option names of that command, as well as all other option
/// names within that locale".
fn localized_names_clash(options: &[Value], path: &str) -> Option<Refusal> {
    let default = |o: &Value| o["name"].as_str().unwrap_or_default().to_string();
    for locale in super::schema::spec().locales() {
        let mut seen = HashSet::new();
        for (i, o) in options.iter().enumerate() {
            let localized = o["name_localizations"][locale].as_str().map(str::to_string);
            let name = localized.clone().unwrap_or_else(|| default(o));
            let takes_default = localized.is_some_and(|l| {
                options
                    .iter()
                    .enumerate()
                    .any(|(j, other)| j != i && default(other) == l)
            });
            if !seen.insert(name.clone()) || takes_default {
                return Some(Refusal::form(
                    &format!("{path}options.{i}.name_localizations.{locale}"),
                    "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                    &format!("Option name {name} is already used in these options"),
                ));
            }
        }
    }
    None
}

/// A name Discord takes for a `CHAT_INPUT` command or an option (application-commands.mdx,
/// "Application Command Naming"): `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, in
/// lowercase where a letter has one.
fn is_command_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| {
            matches!(c, '-' | '_' | '\'' | '\u{0900}'..='\u{097F}' | '\u{0E00}'..='\u{0E7F}')
                || c.is_alphanumeric()
        })
        && name.to_lowercase() == name
}

/// Whether an application command is a slash command (`CHAT_INPUT`, the default type).
fn is_chat_input(cmd: &Value) -> bool {
    cmd.get("type")
        .and_then(Value::as_u64)
        .is_none_or(|t| t == 1)
}

/// The slash commands' characters that count towards Discord's 8,000 a command
/// (application-commands.mdx): every name, description and (string) value of the command,
/// its options at every depth and their choices, each field counted at its longest
/// localization, the default included.
pub fn command_size(cmd: &Value) -> usize {
    let longest = |field: &str| {
        let default = cmd[field].as_str().map_or(0, |s| s.chars().count());
        cmd[format!("{field}_localizations")]
            .as_object()
            .into_iter()
            .flatten()
            .filter_map(|(_, v)| v.as_str())
            .map(|s| s.chars().count())
            .fold(default, usize::max)
    };
    let value = match &cmd["value"] {
        Value::String(s) => s.chars().count(),
        Value::Null => 0,
        v => v.to_string().len(),
    };
    let nested: usize = ["options", "choices"]
        .iter()
        .flat_map(|list| cmd[*list].as_array().into_iter().flatten())
        .map(command_size)
        .sum();
    longest("name") + longest("description") + value + nested
}

/// What Discord refuses in a list of application commands (a bulk overwrite) or in one
/// command (`list` of one), beyond the body's schema: a slash command or option whose name
/// is not a name (also when it has no localizations), two commands of one type under one
/// name, more than 100 slash commands, or a slash command over 8,000 characters.
pub fn commands_error(list: &[Value], bulk: bool) -> Option<Refusal> {
    let at = |i: usize| match bulk {
        true => format!("{i}."),
        false => String::new(),
    };
    for (i, cmd) in list.iter().enumerate().filter(|(_, c)| is_chat_input(c)) {
        if let Some(r) = option_name_error(cmd, &at(i)) {
            return Some(r);
        }
        let size = command_size(cmd);
        if size > 8_000 {
            return Some(Refusal::form(
                &at(i),
                "APPLICATION_COMMAND_TOO_LARGE",
                &format!("Command exceeds maximum size (8000): {size}"),
            ));
        }
    }
    let mut seen = HashSet::new();
    for (i, cmd) in list.iter().enumerate() {
        let key = (
            cmd.get("type").and_then(Value::as_u64).unwrap_or(1),
            cmd["name"].as_str().unwrap_or_default().to_string(),
        );
        if !seen.insert(key) {
            return Some(Refusal::form(
                &format!("{}name", at(i)),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                "Application command names must be unique",
            ));
        }
    }
    if list.iter().filter(|c| is_chat_input(c)).count() > 100 {
        return Some(Refusal::error(
            StatusCode::BAD_REQUEST,
            30032,
            "Maximum number of application commands reached (100)",
        ));
    }
    None
}

/// The first name of a slash command, or of one of its options at any depth, that is not a
/// name Discord takes (a choice's name is a label).
fn option_name_error(cmd: &Value, path: &str) -> Option<Refusal> {
    let name = cmd["name"].as_str().unwrap_or_default();
    if !is_command_name(name) {
        return Some(Refusal::form(
            &format!("{path}name"),
            "APPLICATION_COMMAND_INVALID_NAME",
            &format!("Command name is invalid: {name:?}"),
        ));
    }
    cmd["options"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
        .find_map(|(i, o)| option_name_error(o, &format!("{path}options.{i}.")))
}
