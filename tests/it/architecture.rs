//! The architecture the folders promise, checked on the sources: the engine does no I/O and
//! knows nothing of Discord, SQL or images; the bot's modules form no circle of imports
//! (load → check → apply → commit → publish reads one way; a folder is one module); and only
//! the publisher (`src/bot/publish/`) posts or edits channel messages.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The module's source without its `#[cfg(test)]` tail (tests may reach anywhere).
fn source(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    match text.find("#[cfg(test)]") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The sibling modules `text` names through `super::x` or `crate::bot::x`, including
/// grouped imports (`use super::{a, b::c}`).
fn bot_imports(text: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for prefix in ["super::", "crate::bot::"] {
        let mut rest = text;
        while let Some(i) = rest.find(prefix) {
            rest = &rest[i + prefix.len()..];
            let names: Vec<&str> = match rest.strip_prefix('{') {
                Some(group) => top_level_items(group),
                None => vec![rest
                    .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .next()
                    .unwrap_or("")],
            };
            for name in names {
                if modules.contains(name) {
                    found.insert(name.to_string());
                }
            }
        }
    }
    found
}

/// The first path segment of each item of a `{…}` import group (`text` starts after its
/// opening brace), nested groups skipped.
fn top_level_items(text: &str) -> Vec<&str> {
    let (mut items, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&text[start..i]);
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items
        .into_iter()
        .map(|p| p.trim().split("::").next().unwrap_or("").trim())
        .collect()
}

fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(node.to_string(), 1);
        path.push(node.to_string());
        for next in &graph[node] {
            match state.get(next.as_str()).copied().unwrap_or(0) {
                1 => {
                    let start = path.iter().position(|n| n == next).unwrap();
                    let mut c = path[start..].to_vec();
                    c.push(next.clone());
                    return Some(c);
                }
                0 => {
                    if let Some(c) = visit(next, graph, state, path) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(node.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in graph.keys() {
        if state.get(node).copied().unwrap_or(0) == 0 {
            if let Some(c) = visit(node, graph, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

/// The bot's modules: each file of `src/bot`, and each folder (a command family's, the
/// publisher's) as one module of all its files; the bot's own `mod.rs` is left out.
fn bot_modules() -> BTreeMap<String, Vec<std::path::PathBuf>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bot");
    let mut modules = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            modules.insert(name, rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs")
            && path.file_name().is_some_and(|n| n != "mod.rs")
        {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            modules.insert(name, vec![path]);
        }
    }
    modules
}

/// The source of a file as its module sees the bot: in a folder's child file, `super::`
/// names the folder (left out: within a module) and `super::super::` the bot.
fn as_bot_sees(path: &Path) -> String {
    let text = source(path);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bot");
    let child =
        path.parent() != Some(dir.as_path()) && path.file_name().is_some_and(|n| n != "mod.rs");
    match child {
        true => text
            .replace("super::super::", "crate::bot::")
            .replace("super::", "within::"),
        false => text,
    }
}

fn bot_graph() -> BTreeMap<String, BTreeSet<String>> {
    let modules = bot_modules();
    let names: BTreeSet<String> = modules.keys().cloned().collect();
    modules
        .iter()
        .map(|(name, files)| {
            let mut deps = BTreeSet::new();
            for f in files {
                deps.extend(bot_imports(&as_bot_sees(f), &names));
            }
            deps.remove(name);
            (name.clone(), deps)
        })
        .collect()
}

#[test]
fn the_bot_modules_form_no_circle() {
    let graph = bot_graph();
    assert!(graph.len() > 10, "{graph:?}");
    assert!(graph["flow"].contains("commit") && graph["commit"].contains("publish"));
    if let Some(c) = cycle(&graph) {
        panic!("src/bot has a circle of imports: {}", c.join(" → "));
    }
}

#[test]
fn the_cycle_finder_finds_a_circle() {
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (a, b) in [("a", "b"), ("b", "c"), ("c", "a"), ("d", "a")] {
        g.entry(a.into()).or_default().insert(b.into());
        g.entry(b.into()).or_default();
    }
    let c = cycle(&g).expect("a → b → c → a");
    assert_eq!(c.first(), c.last());
    assert_eq!(c.len(), 4);
    g.get_mut("c").unwrap().clear();
    assert_eq!(cycle(&g), None);
    let modules: BTreeSet<String> = ["flow", "who", "components"].map(String::from).into();
    let found = bot_imports(
        "use super::{flow::{act, Ask}, who};\nlet x = crate::bot::components::Cid;",
        &modules,
    );
    assert_eq!(found, modules);
}

#[test]
fn only_the_publisher_posts_or_edits_channel_messages() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bot");
    let posting = [
        "CreateMessage",
        "EditMessage",
        "send_message(",
        "send_files(",
        "edit_message(",
        "create_thread(",
        "CreateThread",
    ];
    let publisher = dir.join("publish");
    assert!(publisher.join("mod.rs").exists());
    for path in rust_files(&dir) {
        if path.starts_with(&publisher) {
            continue;
        }
        let name = path.strip_prefix(&dir).unwrap().display().to_string();
        let text = source(&path);
        for word in posting {
            assert!(
                !text.contains(word),
                "{name} uses {word}: channel messages are publish/'s alone"
            );
        }
    }
}

/// A private answer's text is written in one place, `context::Reply` (and `Ask`, which uses
/// it), from `Words`: sentences of the catalogues, which no `String` converts into. Everywhere
/// else in the bot (the publisher apart, whose public messages are the table's) no message
/// content is set, so no reply can carry a sentence the catalogues do not hold.
#[test]
fn replies_are_written_from_the_catalogues_words_alone() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bot");
    let (publisher, context) = (dir.join("publish"), dir.join("context.rs"));
    let reply = source(&context);
    for builder in [
        "fn message(text: Words)",
        "fn edit(text: Words)",
        "fn followup(text: Words)",
    ] {
        assert!(
            reply.contains(builder),
            "context.rs lacks Reply's `{builder}`"
        );
    }
    let answer = source(&dir.join("flow/answer.rs"));
    for said in [
        "async fn say(&self, http: &Http, text: Words)",
        "async fn done(&self, http: &Http, text: Words)",
    ] {
        assert!(answer.contains(said), "answer.rs lacks `{said}`");
    }
    let mut written = Vec::new();
    for path in rust_files(&dir) {
        if path.starts_with(&publisher) || path == context {
            continue;
        }
        let name = path.strip_prefix(&dir).unwrap().display().to_string();
        let text = source(&path);
        // Unit tests may build what they compare with.
        let code = text.split("\n#[cfg(test)]").next().unwrap_or(&text);
        for (n, line) in code.lines().enumerate() {
            if line.contains(".content(") {
                written.push(format!("{name}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(
        written.is_empty(),
        "message content set outside Reply (use Reply::message/edit/followup with Words):\n{}",
        written.join("\n")
    );
}

/// What a pure module must not name: I/O, time, async, the platform's crates and the
/// layers above it.
const IMPURE: [&str; 14] = [
    "tokio",
    "sqlx",
    "serenity",
    "poise",
    "image::",
    "imageproc",
    "std::fs",
    "std::net",
    "std::io",
    "std::time",
    "async ",
    "crate::bot",
    "crate::store",
    "crate::render",
];

/// Every source file under `{folder}` (from the repository's root) names nothing of `IMPURE`; a unit-test module
/// (`tests.rs`, compiled for tests only) may read files (the catalogue test reads the code
/// that looks messages up), and nothing else of it.
fn assert_pure(folder: &str, min_files: usize) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let files = rust_files(&dir);
    assert!(files.len() >= min_files, "{folder}: {} files", files.len());
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = source(&path);
        let test_only = name == "tests.rs" && {
            let parent = std::fs::read_to_string(path.with_file_name("mod.rs"))
                .or_else(|_| std::fs::read_to_string(path.with_file_name("lib.rs")))
                .unwrap();
            parent.contains("#[cfg(test)]\nmod tests;")
        };
        for word in IMPURE {
            if test_only && word == "std::fs" {
                continue;
            }
            assert!(
                !text.contains(word),
                "{folder}/{name} uses {word}: {folder} is pure"
            );
        }
    }
}

#[test]
fn the_engine_does_no_io_and_knows_no_platform() {
    assert_pure("crates/catan-engine/src", 10);
}

/// The packages `package` depends on, directly or not, as Cargo.lock records them.
fn dependency_tree(lock: &str, package: &str) -> BTreeSet<String> {
    let mut deps: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for entry in lock.split("[[package]]").skip(1) {
        let name = entry
            .lines()
            .find_map(|l| l.strip_prefix("name = "))
            .map(|n| n.trim_matches('"').to_string())
            .unwrap();
        let listed = match entry.find("dependencies = [") {
            Some(i) => entry[i..].split_once(']').unwrap().0,
            None => "",
        };
        let names = listed
            .split('"')
            .skip(1)
            .step_by(2)
            .map(|d| d.split(' ').next().unwrap().to_string());
        deps.entry(name).or_default().extend(names);
    }
    let (mut seen, mut todo) = (BTreeSet::new(), vec![package.to_string()]);
    while let Some(p) = todo.pop() {
        for d in deps
            .get(&p)
            .unwrap_or_else(|| panic!("{p} is not in Cargo.lock"))
        {
            if seen.insert(d.clone()) {
                todo.push(d.clone());
            }
        }
    }
    seen
}

/// The rules engine is a crate of its own whose dependency tree holds no async runtime, no
/// database, no Discord and no image code: `cargo test -p catan-engine` compiles none of
/// them, and a bot change does not recompile the engine.
#[test]
fn the_engine_crate_depends_on_no_platform() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).unwrap();
    let tree = dependency_tree(&lock, "catan-engine");
    for platform in [
        "tokio",
        "sqlx",
        "serenity",
        "poise",
        "image",
        "imageproc",
        "reqwest",
    ] {
        assert!(
            !tree
                .iter()
                .any(|d| d == platform || d.starts_with(&format!("{platform}-"))),
            "catan-engine depends on {platform}: {tree:?}"
        );
    }
    for direct in ["serde", "rand", "sha2", "hmac", "thiserror"] {
        assert!(tree.contains(direct), "{direct} is not in {tree:?}");
    }
    // The bot reaches the rules through the crate, not a copy of its files.
    assert!(!root.join("src/engine").exists());
    assert!(dependency_tree(&lock, "catan-bot").contains("catan-engine"));
}

/// The catalogues make sentences: the bot decides which language, they know no Discord;
/// nor does the narration of events and refusals built on them.
#[test]
fn the_catalogues_do_no_io_and_know_no_platform() {
    assert_pure("crates/catan-i18n/src", 2);
    assert_pure("crates/catan-narrate/src", 5);
}

/// The layers between the engine and the bot are crates of their own (the catalogues, the
/// narration, the renderer, the recap, the AI), and none of them depends on an async
/// runtime, a database, Discord or an HTTP client; only the renderer and the recap draw
/// images. The bot reaches each through its crate, not a copy of its files.
#[test]
fn the_pure_layers_are_crates_that_depend_on_no_platform() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).unwrap();
    let bot = dependency_tree(&lock, "catan-bot");
    for (krate, folder, draws) in [
        ("catan-i18n", "i18n", false),
        ("catan-narrate", "narrate", false),
        ("catan-ai", "ai", false),
        ("catan-render", "render", true),
        ("catan-recap", "recap", true),
    ] {
        let tree = dependency_tree(&lock, krate);
        let mut banned = vec!["tokio", "sqlx", "serenity", "poise", "reqwest", "hyper"];
        if !draws {
            banned.extend(["image", "imageproc", "plotters", "gif"]);
        }
        for platform in banned {
            assert!(
                !tree
                    .iter()
                    .any(|d| d == platform || d.starts_with(&format!("{platform}-"))),
                "{krate} depends on {platform}: {tree:?}"
            );
        }
        assert!(tree.contains("catan-engine") || krate == "catan-i18n");
        assert!(bot.contains(krate), "the bot does not use {krate}");
        assert!(
            !root.join("src").join(folder).exists(),
            "src/{folder} is back"
        );
    }
}

/// The table's rules (`src/table`: the lobby model) know no Discord and do no I/O: the bot
/// asks them and words their answers, never the other way round.
#[test]
fn the_table_layer_knows_no_discord() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/table");
    let files = rust_files(&dir);
    assert!(files.len() >= 2, "src/table: {} files", files.len());
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for word in [
            "serenity",
            "poise",
            "crate::bot",
            "sqlx",
            "tokio",
            "async ",
            "i18n",
            "std::fs",
        ] {
            assert!(
                !text.contains(word),
                "{} uses {word}: the table layer knows no Discord and says no words",
                path.display()
            );
        }
    }
}
