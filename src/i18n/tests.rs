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

/// Every sentence of the English source exists in every language with the same arguments,
/// and no language has one English lacks; every language names the same game words.
#[test]
fn every_message_is_in_every_language_with_the_same_arguments() {
    let (en_messages, en_terms) = parsed(Lang::En);
    for lang in Lang::ALL {
        let (messages, terms) = parsed(lang);
        assert_eq!(
            messages.keys().collect::<Vec<_>>(),
            en_messages.keys().collect::<Vec<_>>(),
            "{}.ftl has other messages than en.ftl",
            lang.code()
        );
        for (id, vars) in &en_messages {
            assert_eq!(&messages[id], vars, "{id} in {}.ftl", lang.code());
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
    let glossary = include_str!("../../assets/i18n/GLOSSARY.md");
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
