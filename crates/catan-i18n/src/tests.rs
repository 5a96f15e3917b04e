use super::*;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};

/// Each catalogue's messages and terms: id → the variables its pattern uses.
type Ids = BTreeMap<String, BTreeSet<String>>;

fn parsed(lang: Lang) -> (Ids, Ids) {
    let source = SOURCES[lang as usize].1;
    let resource = FluentResource::try_new(source.to_string())
        .unwrap_or_else(|(_, e)| panic!("{}.ftl does not parse: {e:?}", lang.code()));
    let (mut messages, mut terms) = (Ids::new(), Ids::new());
    for entry in resource.entries() {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    variables(p, &mut vars);
                }
                messages.insert(m.id.name.to_string(), vars);
            }
            Entry::Term(t) => {
                let mut vars = BTreeSet::new();
                variables(&t.value, &mut vars);
                terms.insert(t.id.name.to_string(), vars);
            }
            Entry::Junk { content } => panic!("{}.ftl: junk {content:?}", lang.code()),
            _ => {}
        }
    }
    (messages, terms)
}

fn variables(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_variables(i, out),
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
    }
}

fn inline_variables(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        _ => {}
    }
}

#[test]
fn every_catalogue_parses_and_builds() {
    for lang in Lang::ALL {
        parsed(lang);
        bundle(lang, SOURCES[lang as usize].1).unwrap();
        assert_eq!(SOURCES[lang as usize].0, lang);
    }
}

/// Every sentence of the English source exists in every language with the same arguments
/// (its own and those of the messages it refers to: a language may select on an argument
/// that English only passes on), and no language has one English lacks; every language
/// names the same game words.
#[test]
fn every_message_is_in_every_language_with_the_same_arguments() {
    let (en_messages, en_terms) = parsed(Lang::En);
    let en_arguments = arguments_with_references(Lang::En);
    for lang in Lang::ALL {
        let (messages, terms) = parsed(lang);
        let arguments = arguments_with_references(lang);
        let missing: Vec<&String> = en_messages
            .keys()
            .filter(|k| !messages.contains_key(*k))
            .collect();
        let extra: Vec<&String> = messages
            .keys()
            .filter(|k| !en_messages.contains_key(*k))
            .collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}.ftl lacks {missing:?} and has {extra:?} that en.ftl has not",
            lang.code()
        );
        for (id, vars) in &en_arguments {
            assert_eq!(&arguments[id], vars, "{id} in {}.ftl", lang.code());
        }
        assert_eq!(
            terms.keys().collect::<Vec<_>>(),
            en_terms.keys().collect::<Vec<_>>(),
            "{}.ftl has other terms than en.ftl",
            lang.code()
        );
    }
}

/// The glossary's table is what the catalogues' terms say, word for word.
#[test]
fn the_glossary_is_what_the_catalogues_say() {
    let glossary = include_str!("../../../assets/i18n/GLOSSARY.md");
    let mut rows = 0;
    for line in glossary.lines() {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let Some(term) = cells.first().and_then(|c| c.strip_prefix("`-")) else {
            continue;
        };
        let term = term.trim_end_matches('`');
        rows += 1;
        for (k, lang) in Lang::ALL.into_iter().enumerate() {
            let source = SOURCES[lang as usize].1;
            let want = format!("-{term} = {}", cells[k + 1]);
            assert!(
                source.lines().any(|l| l.trim() == want),
                "{}.ftl: no `{want}` as GLOSSARY.md says",
                lang.code()
            );
        }
    }
    let (_, terms) = parsed(Lang::En);
    assert_eq!(rows, terms.len(), "every term is in the glossary");
}

/// Plural forms as each language has them: Polish's three (1 karta, 2 karty, 5 kart, 22
/// karty), French's 0 and 1 in the singular.
#[test]
fn plurals_follow_each_language() {
    let n = |lang, count| text(lang, "cards-count", &[("count", Arg::Int(count))]);
    assert_eq!(
        [1, 2, 5, 22, 12, 0].map(|c| n(Lang::Pl, c)),
        ["1 karta", "2 karty", "5 kart", "22 karty", "12 kart", "0 kart"]
    );
    assert_eq!(
        [0, 1, 2].map(|c| n(Lang::Fr, c)),
        ["0 carte", "1 carte", "2 cartes"]
    );
    assert_eq!([1, 2].map(|c| n(Lang::De, c)), ["1 Karte", "2 Karten"]);
    assert_eq!([1, 2].map(|c| n(Lang::Es, c)), ["1 carta", "2 cartas"]);
    assert_eq!([1, 2].map(|c| n(Lang::En, c)), ["1 card", "2 cards"]);
}

/// Terms bring each edition's words into a sentence, without Unicode isolation marks.
#[test]
fn terms_and_arguments_read_as_plain_text() {
    assert_eq!(
        text(Lang::De, "cmd-build", &[]),
        "Baue eine Straße, Siedlung oder Stadt (auch in der Gründungsphase)."
    );
    assert!(!text(Lang::Pl, "cards-count", &[("count", Arg::Int(3))]).contains('\u{2068}'));
    assert_eq!(Lang::Fr.name(), "Français");
}

/// Discord refuses a modal whose title or a field label is longer than 45 characters, and
/// a button label over 80: the forms and buttons of a turn fit in every language, with the
/// longest counts.
#[test]
fn forms_and_buttons_fit_discords_limits_in_every_language() {
    let forms = [
        "discard-form-title",
        "discard-form-field",
        "offer-form-title",
        "offer-form-give",
        "offer-form-get",
        "offer-form-to",
        "counter-form-title",
        "counter-form-give",
        "counter-form-get",
    ];
    let buttons = [
        "btn-offer-to-players",
        "btn-type-cards",
        "btn-watch-ping",
        "btn-unwatch",
        "btn-more",
        "btn-previous",
        "btn-next",
    ];
    for lang in Lang::ALL {
        for (ids, max) in [(&forms[..], 45), (&buttons[..], 80)] {
            for id in ids {
                let t = text(lang, id, &[("count", Arg::Int(20))]);
                assert!(
                    t.chars().count() <= max,
                    "{id} in {}: {t:?} is over {max} characters",
                    lang.code()
                );
            }
        }
    }
}

#[test]
fn discord_locales_map_to_languages_and_back() {
    for lang in Lang::ALL {
        if let Some(l) = lang.discord_locale() {
            assert_eq!(Lang::from_discord(l), Some(lang));
        }
    }
    assert_eq!(Lang::from_discord("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_discord("es-419"), Some(Lang::Es));
    assert_eq!(Lang::from_discord("ja"), None);
}

/// The rules in brief: English word for word as before the catalogues, every language within
/// a message's 2,000 characters and with its edition's words.
#[test]
fn the_rules_in_brief_read_the_same_in_english_and_fit_every_language() {
    assert_eq!(
        text(Lang::En, "rules-brief", &[]),
        "**Catan in brief**\n\
- Set-up: each player places a settlement and a road, then again in reverse order; the second settlement gives its starting cards.\n\
- Each turn: roll (every hex with that number pays its settlements 1 card, cities 2), then trade and build, then end the turn.\n\
- Costs: road = brick + lumber · settlement = brick + lumber + wool + grain · city = 2 grain + 3 ore · development card = wool + grain + ore.\n\
- A 7: everyone holding more than the discard limit discards half, then the roller moves the robber and steals a card.\n\
- Knights move the robber too; 3+ knights played gives Largest Army (2 VP); a road of 5+ gives Longest Road (2 VP).\n\
- Bank trades are 4:1, 3:1 at a generic harbor, 2:1 at a resource harbor. One development card per turn, never the turn it was bought.\n\
- The first to reach the target points on their own turn wins.\n\
- 5–6 players: a larger island (random map). During another player's turn, **Special build** asks to build and buy cards right after that turn, in seat order (no trades, no cards played)."
    );
    for lang in Lang::ALL {
        let rules = text(lang, "rules-brief", &[]);
        assert!(
            rules.chars().count() <= 2000,
            "{}: {}",
            lang.code(),
            rules.len()
        );
        assert_eq!(rules.lines().count(), 9, "{}", lang.code());
    }
    let de = text(Lang::De, "rules-brief", &[]);
    assert!(
        de.contains("Straße = Lehm + Holz") && de.contains("Größte Rittermacht"),
        "{de}"
    );
}

/// Each message's variables in `lang` with those of the messages it refers to (a message
/// reference shares its caller's arguments).
fn arguments_with_references(lang: Lang) -> Ids {
    let source = SOURCES[lang as usize].1;
    let resource = FluentResource::try_new(source.to_string()).expect("the catalogue parses");
    let mut refs: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for entry in resource.entries() {
        if let Entry::Message(m) = entry {
            let mut found = BTreeSet::new();
            if let Some(p) = &m.value {
                references(p, &mut found);
            }
            refs.insert(m.id.name.to_string(), found);
        }
    }
    let (own, _) = parsed(lang);
    own.keys()
        .map(|id| {
            let mut vars = BTreeSet::new();
            let mut todo = vec![id.clone()];
            let mut done = BTreeSet::new();
            while let Some(next) = todo.pop() {
                if done.insert(next.clone()) {
                    vars.extend(own.get(&next).into_iter().flatten().cloned());
                    todo.extend(refs.get(&next).into_iter().flatten().cloned());
                }
            }
            (id.clone(), vars)
        })
        .collect()
}

fn references(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    fn inline(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match i {
            InlineExpression::MessageReference { id, .. } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::Placeable { expression } => expression_refs(expression, out),
            _ => {}
        }
    }
    fn expression_refs(e: &Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    references(&v.value, out);
                }
            }
        }
    }
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_refs(expression, out);
        }
    }
}

/// The calls in `code` that look a message up by a literal id: `text(lang, "id", &[…])`, or
/// a closure over the language `t("id", &[…])`; each with the argument names it passes
/// (`("name", …)`), or None when they are not written in the call.
fn lookups(code: &str) -> Vec<(String, Option<BTreeSet<String>>)> {
    let b = code.as_bytes();
    let mut out = Vec::new();
    for (at, _) in code.match_indices('(') {
        let before = &code[..at];
        let word_start = before
            .char_indices()
            .rev()
            .find(|&(_, c)| !(c.is_alphanumeric() || c == '_'))
            .map_or(0, |(i, c)| i + c.len_utf8());
        if !matches!(&before[word_start..], "text" | "t") {
            continue;
        }
        // The id: the first argument, or the second after the language.
        let mut rest = code[at + 1..].trim_start();
        if !rest.starts_with('"') {
            match rest.find(',') {
                Some(comma) if !rest[..comma].contains(['(', '"', ')']) => {
                    rest = rest[comma + 1..].trim_start()
                }
                _ => continue,
            }
        }
        let Some(lit) = rest.strip_prefix('"') else {
            continue;
        };
        let id: String = lit.chars().take_while(|&c| c != '"').collect();
        let shaped = id.contains('-')
            && id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
        if !shaped {
            continue;
        }
        // The call's text, to its closing parenthesis (strings skipped).
        let (mut depth, mut i, mut in_str) = (0i32, at, false);
        while i < b.len() {
            match (b[i], in_str) {
                (b'\\', true) => i += 1,
                (b'"', _) => in_str = !in_str,
                (b'(', false) => depth += 1,
                (b')', false) => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        let call = &code[at..i.min(code.len())];
        // `("name", …)`, however rustfmt spreads it.
        let names: BTreeSet<String> = call
            .match_indices('(')
            .filter_map(|(k, _)| {
                let lit = call[k + 1..].trim_start().strip_prefix('"')?;
                let name: String = lit
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                    .collect();
                let after = lit[name.len()..].strip_prefix('"')?;
                after.trim_start().starts_with(',').then_some(name)
            })
            .collect();
        let written = call.contains("&[") || call.ends_with("[]");
        out.push((id, written.then_some(names)));
    }
    out
}

fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every message the code looks up by a literal id is in the catalogues (hence, by the test
/// above, in every language), and the call passes exactly the arguments the message uses,
/// those of the messages it refers to included: ids are looked up at run time, so a typo or
/// a forgotten argument would otherwise show a player the id or `{$name}`.
#[test]
fn every_id_the_code_looks_up_is_catalogued_with_its_arguments() {
    let catalogued = arguments_with_references(Lang::En);
    // Every crate of the workspace that looks messages up: the bot's own `src/` and each
    // member crate's.
    let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    rust_files(&workspace.join("src"), &mut files);
    rust_files(&workspace.join("crates"), &mut files);
    // This file's own examples of calls are not the code's.
    files.retain(|f| !f.ends_with("catan-i18n/src/tests.rs"));
    assert!(
        files.iter().any(|f| f.ends_with("src/bot/messages/mod.rs")),
        "the bot's sources are where this test looks for them"
    );
    // Ids reach `text` through helpers too (a button's label, a list's "none"): every
    // literal of a catalogue family's shape ("lobby-how") must be catalogued.
    let families: BTreeSet<&str> = catalogued
        .keys()
        .filter_map(|id| id.split('-').next())
        .collect();
    let mut literals = 0;
    let mut checked = 0;
    for file in files {
        let code = std::fs::read_to_string(&file).unwrap();
        for lit in code.split('"').skip(1).step_by(2) {
            let shaped = lit.contains('-')
                && lit
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
            let family = lit.split('-').next().unwrap_or("");
            if shaped && families.contains(family) {
                assert!(
                    catalogued.contains_key(lit),
                    "{}: \"{lit}\" is not in en.ftl",
                    file.display()
                );
                literals += 1;
            }
        }
        for (id, passed) in lookups(&code) {
            let Some(wanted) = catalogued.get(&id) else {
                panic!("{}: \"{id}\" is not in en.ftl", file.display());
            };
            if let Some(passed) = passed {
                assert_eq!(
                    &passed,
                    wanted,
                    "{}: \"{id}\" is given other arguments than it uses",
                    file.display()
                );
            }
            checked += 1;
        }
    }
    assert!(
        checked >= 20 && literals >= 40,
        "only {checked} lookups and {literals} ids found: the scan is broken"
    );
}

#[test]
fn the_scan_finds_lookups_and_their_arguments() {
    let code = r#"let a = i18n::text(lang, "lobby-seats", &[("taken", Arg::Int(1)), ("seats", s)]);
        let b = t("lobby-no-undo", &[]); let c = t(id, &args); let d = text(Lang::En, "x", &[]);
        let e = t("lobby-fair", &[("fingerprint", Arg::Str(&f("a)b")))]);"#;
    let found = lookups(code);
    let names = |v: &[&str]| Some(v.iter().map(|s| s.to_string()).collect::<BTreeSet<_>>());
    assert_eq!(
        found,
        vec![
            ("lobby-seats".to_string(), names(&["taken", "seats"])),
            ("lobby-no-undo".to_string(), names(&[])),
            ("lobby-fair".to_string(), names(&["fingerprint"])),
        ]
    );
}

/// Words a German or French player would correct: Undo is "Rückgängig", the host is named
/// neutrally, the table is a "Tisch" throughout, one rolls "eine 4"; in French one field
/// is a "champ", and no harbor is "aucun".
/// Issue 43, item 15: no sentence a player reads names the bot's command-line program.
#[test]
fn no_sentence_names_the_command_line() {
    for (lang, source) in SOURCES {
        let hits: Vec<&str> = source
            .lines()
            .filter(|l| !l.starts_with('#') && l.contains("catan-bot"))
            .collect();
        assert!(hits.is_empty(), "{lang:?}: {hits:?}");
    }
}

#[test]
fn wording_a_native_player_would_not_correct() {
    let de = SOURCES[Lang::De as usize].1;
    for word in [
        "Zurücknahme",
        "Zurücknehmen",
        "zurücknehmen",
        "Gastgeber",
        "Lobby",
        // The seed is the Startwert everywhere (one table said both words).
        "Schlüssel",
    ] {
        let hits: Vec<&str> = de
            .lines()
            .filter(|l| !l.starts_with('#') && l.contains(word))
            .collect();
        assert!(hits.is_empty(), "{word}: {hits:?}");
    }
    assert_eq!(text(Lang::De, "btn-undo", &[]), "Rückgängig");
    let rolled = text(
        Lang::De,
        "ev-rolled",
        &[("name", Arg::Str("Ada")), ("total", Arg::Int(4))],
    );
    assert_eq!(rolled, "Ada würfelte eine 4");
    let tile = text(
        Lang::Fr,
        "place-tile",
        &[("terrain", Arg::Str("fields")), ("number", Arg::Int(6))],
    );
    assert_eq!(tile, "champ 6");
    let harbors = text(
        Lang::Fr,
        "hand-harbors",
        &[
            ("harbors", Arg::Str(&text(Lang::Fr, "hand-no-harbors", &[]))),
            ("rates", Arg::Str("4:1")),
        ],
    );
    assert!(harbors.starts_with("**Ports :** aucun ·"), "{harbors}");
    // `/catan-hub games`: in French a lobby is a "table ouverte" (a "salon" is a channel on
    // French Discord); nobody's gender is guessed in Spanish or Polish.
    let lobby = text(
        Lang::Fr,
        "games-lobby",
        &[
            ("taken", Arg::Int(2)),
            ("players", Arg::Int(4)),
            ("game", Arg::Str("Catan n° 3")),
        ],
    );
    assert!(
        lobby.starts_with("🪑 Table ouverte, 2 places prises sur 4"),
        "{lobby}"
    );
    assert!(!text(Lang::Es, "games-none", &[]).contains("sentad"));
    assert!(!text(Lang::Pl, "games-none", &[]).contains("łeś"));
}
