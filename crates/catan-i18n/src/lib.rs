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

/// Sentences of the catalogues in one reader's language, as a private answer carries them.
/// There is no way to make `Words` from a `String` of one's own: they come from [`words`]
/// (a catalogue's sentence, its arguments filled in), and are put together with [`Words::then`]
/// and [`Words::join`], so a reply cannot carry a sentence the catalogues do not hold.
///
/// ```compile_fail
/// let w: catan_i18n::Words = String::from("Not your turn.").into();
/// ```
/// ```compile_fail
/// let w = catan_i18n::Words(String::from("Not your turn."));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Words(String);

/// What goes between sentences put together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sep {
    /// One space: sentences of one paragraph.
    Space,
    /// A line break: lines of a list.
    Line,
    /// An empty line: paragraphs.
    Paragraph,
    /// A comma: items of a plain list ("Ada +2 ore, Bea +1 wool").
    Comma,
    /// A full stop and a space: sentences of one paragraph, as [`Words::sentences`] ends them.
    Stop,
    /// A dash: what a line is about, then its details ("Game #12 · … — Ada 10 · Bea 7").
    Dash,
    /// A middle dot: facts on one line ("Go to the table · opened 2 hours ago").
    Dot,
}

impl Sep {
    fn as_str(self) -> &'static str {
        match self {
            Sep::Space => " ",
            Sep::Line => "\n",
            Sep::Paragraph => "\n\n",
            Sep::Dot => " · ",
            Sep::Comma => ", ",
            Sep::Dash => " — ",
            Sep::Stop => ". ",
        }
    }
}

/// The sentence `id` in `lang` with `args`, as [`text`] words it, for a reply.
pub fn words(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> Words {
    Words(text(lang, id, args))
}

impl Words {
    /// Nothing to say.
    pub fn none() -> Words {
        Words(String::new())
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// These words, then `more` in the same paragraph (nothing is added to an empty side).
    pub fn then(self, more: Words) -> Words {
        Words::join([self, more], Sep::Space)
    }
    /// Adds `more` after these words, `sep` between them (nothing is added to an empty side).
    pub fn push(&mut self, sep: Sep, more: Words) {
        *self = Words::join([std::mem::take(self), more], sep);
    }
    /// `parts` one after the other with `sep` between them, leaving out empty ones.
    pub fn join(parts: impl IntoIterator<Item = Words>, sep: Sep) -> Words {
        let mut out = String::new();
        for p in parts.into_iter().filter(|p| !p.is_empty()) {
            if !out.is_empty() {
                out.push_str(sep.as_str());
            }
            out.push_str(&p.0);
        }
        Words(out)
    }
    /// `parts` as one paragraph of sentences: each but the last closed by a full stop and a
    /// space, the last by a full stop unless it ends in one or an exclamation mark (the
    /// sentences of every catalogue come without their full stop).
    pub fn sentences(parts: impl IntoIterator<Item = Words>) -> Words {
        let mut out = Words::join(parts, Sep::Stop);
        if !out.is_empty() && !out.0.ends_with(['.', '!']) {
            out.0.push('.');
        }
        out
    }
    /// The words as a quiet line (or lines) under others: Discord's small grey subtext
    /// (`-# ` before each line).
    pub fn quiet(self) -> Words {
        let lines: Vec<String> = self.0.lines().map(|l| format!("-# {l}")).collect();
        Words(lines.join("\n"))
    }
    /// At most `max` characters: longer words are cut and end in "…".
    pub fn cut(self, max: usize) -> Words {
        if self.0.chars().count() <= max {
            return self;
        }
        let mut t: String = self.0.chars().take(max.saturating_sub(1)).collect();
        t.push('…');
        Words(t)
    }
    /// The text, for a message builder.
    pub fn into_string(self) -> String {
        self.0
    }
}

impl std::fmt::Display for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<str> for Words {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Words {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for Words {
    fn eq(&self, other: &String) -> bool {
        &self.0 == other
    }
}

impl std::ops::Deref for Words {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Words {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl From<Words> for String {
    fn from(w: Words) -> String {
        w.0
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
