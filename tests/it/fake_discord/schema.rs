//! Discord's OpenAPI spec, loaded once, and a small JSON-schema validator for request bodies.
//!
//! Always: the spec is parsed at most once per test binary; `validate_request` never panics on
//! an unknown route (it answers `None`), and every violation names the JSON path that broke.

use serde_json::Value;
use std::sync::OnceLock;

/// The parsed spec plus its path templates split into segments, ready for matching.
pub struct Spec {
    root: Value,
    routes: Vec<(Vec<String>, String)>,
}

/// Where the spec lives: `shared/` beside the crate, in every clone.
pub fn spec_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/discord-api-spec/openapi.json")
}

/// The spec, read and parsed on first use.
pub fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = spec_path();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "cannot read Discord's OpenAPI spec at {}: {e}",
                path.display()
            )
        });
        let root: Value = serde_json::from_str(&text).expect("openapi.json is valid JSON");
        let routes = root["paths"]
            .as_object()
            .expect("spec has paths")
            .keys()
            .map(|k| {
                (
                    k.trim_start_matches('/')
                        .split('/')
                        .map(str::to_owned)
                        .collect(),
                    k.clone(),
                )
            })
            .collect();
        Spec { root, routes }
    })
}

impl Spec {
    /// Discord's locales (`AvailableLocalesEnum`): the keys of every `*_localizations`.
    pub fn locales(&self) -> Vec<&str> {
        self.root["components"]["schemas"]["AvailableLocalesEnum"]["oneOf"]
            .as_array()
            .expect("the spec lists Discord's locales")
            .iter()
            .filter_map(|l| l["const"].as_str())
            .collect()
    }

    /// The path template (e.g. `/channels/{channel_id}/messages`) matching a concrete path
    /// relative to `/api/v10`. Literal segments win over `{param}` ones.
    pub fn match_path(&self, path: &str) -> Option<&str> {
        let segs: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let mut best: Option<(usize, &str)> = None;
        for (tmpl, key) in &self.routes {
            if tmpl.len() != segs.len() {
                continue;
            }
            let mut literal = 0;
            let ok = tmpl.iter().zip(&segs).all(|(t, s)| {
                if t.starts_with('{') {
                    true
                } else if t == s {
                    literal += 1;
                    true
                } else {
                    false
                }
            });
            if ok && best.is_none_or(|(l, _)| literal > l) {
                best = Some((literal, key));
            }
        }
        best.map(|(_, k)| k)
    }

    /// Validates a request body against the operation's JSON request schema. `None` when the
    /// route or method is not in the spec; `Some(errors)` otherwise (empty = valid).
    pub fn validate_request(
        &self,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> Option<Vec<String>> {
        let tmpl = self.match_path(path)?;
        let op = self.root["paths"][tmpl].get(method.to_ascii_lowercase())?;
        let mut errors = Vec::new();
        let schema = op.pointer("/requestBody/content/application~1json/schema");
        match (schema, body) {
            (Some(schema), Some(body)) => {
                Validator { root: &self.root }.check(schema, body, "$", &mut errors, 0);
            }
            (Some(_), None) if op.pointer("/requestBody/required") == Some(&Value::Bool(true)) => {
                errors.push(format!(
                    "{method} {tmpl}: request body required but none sent"
                ));
            }
            (None, Some(body)) if !body.is_null() => {
                errors.push(format!(
                    "{method} {tmpl}: takes no body but got {}",
                    short(body)
                ));
            }
            _ => {}
        }
        // Known tolerance: serenity 0.12.5 sends a new upload's `attachments[n].id` as the
        // integer index n; the spec says snowflake string, but Discord accepts the index.
        errors.retain(|e| !is_attachment_index_id(e));
        for e in &mut errors {
            if !e.starts_with(method) {
                *e = format!("{method} {tmpl}: {e}");
            }
        }
        Some(errors)
    }
}

/// Validates `value` against a schema fragment (with `$ref`s into the spec root).
pub fn validate(schema: &Value, value: &Value) -> Vec<String> {
    let mut errors = Vec::new();
    Validator { root: &spec().root }.check(schema, value, "$", &mut errors, 0);
    errors
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.len() > 80 {
        format!(
            "{}…",
            &s[..s.char_indices().nth(80).map_or(s.len(), |(i, _)| i)]
        )
    } else {
        s
    }
}

struct Validator<'a> {
    root: &'a Value,
}

impl<'a> Validator<'a> {
    fn resolve(&self, schema: &'a Value) -> &'a Value {
        let mut s = schema;
        for _ in 0..16 {
            match s.get("$ref").and_then(Value::as_str) {
                Some(r) => match self.root.pointer(r.trim_start_matches('#')) {
                    Some(t) => s = t,
                    None => return s,
                },
                None => break,
            }
        }
        s
    }

    fn type_ok(ty: &str, v: &Value) -> bool {
        match ty {
            "null" => v.is_null(),
            "boolean" => v.is_boolean(),
            "object" => v.is_object(),
            "array" => v.is_array(),
            "string" => v.is_string(),
            "number" => v.is_number(),
            "integer" => v.is_i64() || v.is_u64() || v.as_f64().is_some_and(|f| f.fract() == 0.0),
            _ => true,
        }
    }

    fn check(&self, schema: &'a Value, v: &Value, at: &str, errs: &mut Vec<String>, depth: u32) {
        if depth > 64 {
            return;
        }
        let s = self.resolve(schema);
        let Some(obj) = s.as_object() else { return };
        // `$ref` siblings are allowed in 3.1; check them too.
        if s.get("$ref").is_some() && !std::ptr::eq(s, schema) {
            // resolved already
        }
        match obj.get("type") {
            Some(Value::String(t)) if !Self::type_ok(t, v) => {
                errs.push(format!("{at}: expected {t}, got {}", short(v)));
                return;
            }
            Some(Value::Array(ts))
                if !ts
                    .iter()
                    .filter_map(Value::as_str)
                    .any(|t| Self::type_ok(t, v)) =>
            {
                let names: Vec<&str> = ts.iter().filter_map(Value::as_str).collect();
                errs.push(format!(
                    "{at}: expected {}, got {}",
                    names.join(" or "),
                    short(v)
                ));
                return;
            }
            _ => {}
        }
        if let Some(Value::Array(options)) = obj.get("enum") {
            if !options.iter().any(|o| json_eq(o, v)) {
                errs.push(format!(
                    "{at}: {} is not one of {}",
                    short(v),
                    short(&Value::Array(options.clone()))
                ));
            }
        }
        if let Some(c) = obj.get("const") {
            if !json_eq(c, v) {
                errs.push(format!("{at}: expected the constant {c}, got {}", short(v)));
            }
        }
        if let Some(n) = v.as_f64() {
            if let Some(min) = obj.get("minimum").and_then(Value::as_f64) {
                if n < min {
                    errs.push(format!("{at}: {n} is below the minimum {min}"));
                }
            }
            if let Some(max) = obj.get("maximum").and_then(Value::as_f64) {
                if n > max {
                    errs.push(format!("{at}: {n} is above the maximum {max}"));
                }
            }
            if obj.get("format").and_then(Value::as_str) == Some("int32")
                && (n < i32::MIN as f64 || n > i32::MAX as f64)
            {
                errs.push(format!("{at}: {n} does not fit int32"));
            }
        }
        if let Some(text) = v.as_str() {
            let len = text.chars().count() as u64;
            if let Some(min) = obj.get("minLength").and_then(Value::as_u64) {
                if len < min {
                    errs.push(format!(
                        "{at}: string of {len} characters is shorter than {min}"
                    ));
                }
            }
            if let Some(max) = obj.get("maxLength").and_then(Value::as_u64) {
                if len > max {
                    errs.push(format!(
                        "{at}: string of {len} characters is longer than {max}"
                    ));
                }
            }
            let snowflake = obj.get("format").and_then(Value::as_str) == Some("snowflake")
                || obj.get("pattern").and_then(Value::as_str) == Some("^(0|[1-9][0-9]*)$");
            let canonical_number = text == "0"
                || (!text.starts_with('0')
                    && !text.is_empty()
                    && text.bytes().all(|b| b.is_ascii_digit()));
            if snowflake && !canonical_number {
                errs.push(format!("{at}: {text:?} is not a snowflake"));
            }
        }
        if let Some(items) = v.as_array() {
            let n = items.len() as u64;
            if let Some(min) = obj.get("minItems").and_then(Value::as_u64) {
                if n < min {
                    errs.push(format!("{at}: {n} items, fewer than {min}"));
                }
            }
            if let Some(max) = obj.get("maxItems").and_then(Value::as_u64) {
                if n > max {
                    errs.push(format!("{at}: {n} items, more than {max}"));
                }
            }
            if let Some(item_schema) = obj.get("items") {
                for (i, item) in items.iter().enumerate() {
                    self.check(item_schema, item, &format!("{at}[{i}]"), errs, depth + 1);
                }
            }
        }
        if let Some(map) = v.as_object() {
            let props = obj.get("properties").and_then(Value::as_object);
            if let Some(Value::Array(req)) = obj.get("required") {
                for r in req.iter().filter_map(Value::as_str) {
                    if !map.contains_key(r) {
                        errs.push(format!("{at}: missing required property {r:?}"));
                    }
                }
            }
            for (k, val) in map {
                match props.and_then(|p| p.get(k)) {
                    Some(ps) => self.check(ps, val, &format!("{at}.{k}"), errs, depth + 1),
                    None => match obj.get("additionalProperties") {
                        Some(Value::Bool(false)) => {
                            errs.push(format!("{at}: unknown property {k:?}"))
                        }
                        Some(extra @ Value::Object(_)) => {
                            self.check(extra, val, &format!("{at}.{k}"), errs, depth + 1)
                        }
                        _ => {}
                    },
                }
            }
            if let Some(max) = obj.get("maxProperties").and_then(Value::as_u64) {
                if map.len() as u64 > max {
                    errs.push(format!("{at}: {} properties, more than {max}", map.len()));
                }
            }
        }
        if let Some(Value::Array(all)) = obj.get("allOf") {
            for sub in all {
                self.check(sub, v, at, errs, depth + 1);
            }
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(Value::Array(alts)) = obj.get(key) {
                let mut best: Option<(u64, Vec<String>)> = None;
                let mut matches = 0;
                for alt in alts {
                    let mut sub = Vec::new();
                    self.check(alt, v, at, &mut sub, depth + 1);
                    if sub.is_empty() {
                        matches += 1;
                    } else {
                        // Shallow errors (a wrong discriminator like `type`) mean "another
                        // alternative"; deep ones mean "this one, with a mistake inside".
                        let weight = sub.iter().map(|e| error_weight(at, e)).sum::<u64>();
                        if best.as_ref().is_none_or(|(w, _)| weight < *w) {
                            best = Some((weight, sub));
                        }
                    }
                }
                // Discord marks unions `x-discord-union: oneOf` over overlapping shapes, so a
                // value matching several alternatives is accepted; none matching is an error.
                if matches == 0 {
                    match best {
                        Some((_, closest)) => errs.extend(closest.into_iter().map(|e| {
                            format!("{e} (closest of {} alternatives at {at})", alts.len())
                        })),
                        None => errs.push(format!(
                            "{at}: matches none of the {} alternatives",
                            alts.len()
                        )),
                    }
                }
            }
        }
    }
}

fn is_attachment_index_id(error: &str) -> bool {
    let path = error.split(": ").next().unwrap_or_default();
    let ends_with_attachment_id = path.rsplit_once(".attachments[").is_some_and(|(_, tail)| {
        tail.strip_suffix("].id")
            .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
    });
    ends_with_attachment_id
        && error.contains(": expected string, got ")
        && error.split(", got ").nth(1).is_some_and(|v| {
            v.split(' ')
                .next()
                .is_some_and(|n| n.parse::<u64>().is_ok())
        })
}

/// 2^(10 - depth below `at`): errors close to the union weigh most.
fn error_weight(at: &str, error: &str) -> u64 {
    let path = error.split(": ").next().unwrap_or(error);
    let rest = path.strip_prefix(at).unwrap_or(path);
    let depth = rest.matches(['.', '[']).count().min(10) as u32;
    1u64 << (10 - depth)
}

fn json_eq(a: &Value, b: &Value) -> bool {
    match (a.as_f64(), b.as_f64()) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}
