//! The languages the bot speaks and their message catalogues: Fluent files in
//! `assets/i18n/<code>.ftl` (English is the source; German, French, Spanish of Spain and
//! Polish beside it), embedded and parsed once. A sentence is looked up by its id, with its
//! arguments, in the language wanted, and each language brings its own plural rules (Polish
//! has three forms). The game's words are Fluent terms, as `assets/i18n/GLOSSARY.md` lists
//! them. Pure: no Discord, no I/O.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// A language of the catalogues; English unless said (stored by its `code`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Es,
    Pl,
}

/// The catalogues, in `Lang`'s order.
const SOURCES: [(Lang, &str); 5] = [
    (Lang::En, include_str!("../../../assets/i18n/en.ftl")),
    (Lang::De, include_str!("../../../assets/i18n/de.ftl")),
    (Lang::Fr, include_str!("../../../assets/i18n/fr.ftl")),
    (Lang::Es, include_str!("../../../assets/i18n/es.ftl")),
    (Lang::Pl, include_str!("../../../assets/i18n/pl.ftl")),
];

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::De, Lang::Fr, Lang::Es, Lang::Pl];

    /// The language's code (BCP 47), as the catalogue files are named.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::Pl => "pl",
        }
    }

    /// The language of a catalogue code (`code`'s inverse).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language of Discord's `locale` (a member's client) or `guild_locale`, if the bot
    /// speaks it: English of either side of the Atlantic, and Spanish of Latin America
    /// (which Discord itself falls back to Spain's for commands).
    pub fn from_discord(locale: &str) -> Option<Lang> {
        match locale {
            "en-US" | "en-GB" => Some(Lang::En),
            "de" => Some(Lang::De),
            "fr" => Some(Lang::Fr),
            "es-ES" | "es-419" => Some(Lang::Es),
            "pl" => Some(Lang::Pl),
            _ => None,
        }
    }

    /// The Discord locale that carries this language's command names and descriptions
    /// (English is the commands' default, so it needs none).
    pub fn discord_locale(self) -> Option<&'static str> {
        match self {
            Lang::En => None,
            Lang::De => Some("de"),
            Lang::Fr => Some("fr"),
            Lang::Es => Some("es-ES"),
            Lang::Pl => Some("pl"),
        }
    }

    /// The language's name in itself ("Deutsch").
    pub fn name(self) -> String {
        text(self, "lang-name", &[])
    }
}

impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let code = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        Lang::from_code(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("no language {code:?}")))
    }
}

/// An argument of a sentence: a number (which picks the plural form) or a text.
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    Int(i64),
    Str(&'a str),
}

struct Catalogues {
    bundles: Vec<FluentBundle<FluentResource>>,
}

fn catalogues() -> &'static Catalogues {
    static C: OnceLock<Catalogues> = OnceLock::new();
    C.get_or_init(|| Catalogues {
        bundles: SOURCES
            .iter()
            .map(|&(lang, source)| bundle(lang, source).unwrap_or_else(|e| panic!("{e}")))
            .collect(),
    })
}

/// The catalogue of `lang` built from `source`, or why it cannot be (a syntax error, an id
/// given twice).
fn bundle(lang: Lang, source: &str) -> Result<FluentBundle<FluentResource>, String> {
    let id: LanguageIdentifier = lang.code().parse().expect("a valid language code");
    let resource = FluentResource::try_new(source.to_string())
        .map_err(|(_, errors)| format!("assets/i18n/{}.ftl: {errors:?}", lang.code()))?;
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows text as it is: no invisible isolation marks around arguments.
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .map_err(|errors| format!("assets/i18n/{}.ftl: {errors:?}", lang.code()))?;
    Ok(bundle)
}

/// The sentence `id` in `lang` with `args`. An id missing from `lang` is looked up in
/// English (the tests keep every id in every language, and every id the code looks up in
/// the catalogues); one missing from English too fails a debug build, and in a release
/// build reads as `text-missing` in `lang` (never as the id itself).
pub fn text(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for &(name, arg) in args {
        let value = match arg {
            Arg::Int(n) => FluentValue::from(n),
            Arg::Str(s) => FluentValue::from(s),
        };
        fluent_args.set(name, value);
    }
    let all = &catalogues().bundles;
    for l in [lang, Lang::En] {
        let bundle = &all[l as usize];
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let out = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
            debug_assert!(errors.is_empty(), "{id} in {}: {errors:?}", l.code());
            return out.into_owned();
        }
    }
    debug_assert!(false, "no message {id} in any catalogue");
    match id {
        MISSING => String::new(),
        _ => text(lang, MISSING, &[]),
    }
}

/// What a player reads where the code asked for a message no catalogue has.
const MISSING: &str = "text-missing";

/// Names as one list in `lang`: "Ada, Bea and Cy" ("Ada, Bea und Cy").
pub fn and_list(lang: Lang, items: &[String]) -> String {
    joined(lang, "list-and", items)
}

/// Names as one list of alternatives in `lang`: "Ada, Bea or Cy".
pub fn or_list(lang: Lang, items: &[String]) -> String {
    joined(lang, "list-or", items)
}

/// `items` as the list `id` joins its last one to the rest.
fn joined(lang: Lang, id: &str, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => text(
            lang,
            id,
            &[
                ("rest", Arg::Str(&rest.join(", "))),
                ("last", Arg::Str(last)),
            ],
        ),
    }
}

/// Whether `lang`'s catalogue has the message `id` (not counting English's fallback).
pub fn has(lang: Lang, id: &str) -> bool {
    catalogues().bundles[lang as usize].has_message(id)
}

#[cfg(test)]
mod tests;
