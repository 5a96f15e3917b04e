//! Places and cards in words: an intersection or a hex as the choosers name them, and the
//! cards or the resource a member typed, read in any language the bot speaks.

use super::resource_name;
use catan_engine::*;
use catan_i18n::{or_list, text, words, Arg, Lang, Words};

/// The resource a member typed, in a word of any language the bot speaks (a member may
/// type their own language's words or the table's), or English's short and plural forms.
pub fn resource_word(word: &str) -> Option<Resource> {
    use std::sync::OnceLock;
    static WORDS: OnceLock<Vec<(String, Resource)>> = OnceLock::new();
    if let Some(r) = Resource::parse(word) {
        return Some(r);
    }
    let words = WORDS.get_or_init(|| {
        let mut words = Vec::new();
        for lang in Lang::ALL {
            for r in Resource::ALL {
                let name = resource_name(lang, r);
                words.push((name.to_lowercase(), r));
            }
        }
        words
    });
    let word = word.trim().to_lowercase();
    let singular = word.strip_suffix('s').filter(|w| w.chars().count() > 1);
    words
        .iter()
        .find(|(w, _)| *w == word || Some(w.as_str()) == singular)
        .map(|&(_, r)| r)
}

/// Cards a member typed ("2 Lehm, 1 Erz", "wełna ×2"), or why they cannot be read, in
/// `lang`.
pub fn typed_cards(lang: Lang, typed: &str) -> Result<ResourceCounts, Words> {
    ResourceCounts::parse_words(typed, resource_word).map_err(|e| match e {
        CardsError::BadCount(n) => words(lang, "cards-bad-count", &[("count", Arg::Str(&n))]),
        CardsError::ExpectedResource(n) => words(
            lang,
            "cards-expected-resource",
            &[("count", Arg::Int(n.into()))],
        ),
        CardsError::NotAResource(w) => {
            words(lang, "cards-not-a-resource", &[("word", Arg::Str(&w))])
        }
    })
}

/// An intersection as the choosers name it, in `lang`: its hexes, their pips, its harbor
/// ("hills 6, forest 8 · 10 pips · 3:1 harbor").
pub fn intersection(lang: Lang, board: &Board, at: Intersection) -> String {
    let mut tiles = Vec::new();
    let mut pips = 0;
    for h in board.topology().hexes_at(at) {
        let t = board.tile(h);
        pips += t.pips();
        let terrain = Arg::Str(t.terrain.name());
        tiles.push(match t.number {
            Some(n) => text(
                lang,
                "place-tile",
                &[("terrain", terrain), ("number", Arg::Int(n.into()))],
            ),
            None => text(lang, "terrain-name", &[("terrain", terrain)]),
        });
    }
    let tiles = tiles.join(", ");
    let (tiles, pips) = (Arg::Str(&tiles), Arg::Int(pips.into()));
    match board.harbor_at(at) {
        None => text(
            lang,
            "place-intersection",
            &[("tiles", tiles), ("pips", pips)],
        ),
        Some(HarborKind::Generic) => text(
            lang,
            "place-intersection-harbor",
            &[("tiles", tiles), ("pips", pips)],
        ),
        Some(HarborKind::Special(r)) => text(
            lang,
            "place-intersection-special-harbor",
            &[
                ("tiles", tiles),
                ("pips", pips),
                ("resource", Arg::Str(r.name())),
            ],
        ),
    }
}

/// A hex as the robber's choosers name it, in `lang`: its terrain, number and pips, and
/// whom the robber would rob there (`victims`, named as the reader sees them).
pub fn hex_place(lang: Lang, board: &Board, h: Hex, victims: &[String]) -> String {
    let t = board.tile(h);
    let (hex, terrain) = (Arg::Str(h.name()), Arg::Str(t.terrain.name()));
    let place = match t.number {
        Some(n) => text(
            lang,
            "place-hex",
            &[
                ("hex", hex),
                ("terrain", terrain),
                ("number", Arg::Int(n.into())),
                ("pips", Arg::Int(t.pips().into())),
            ],
        ),
        None => text(
            lang,
            "place-hex-desert",
            &[("hex", hex), ("terrain", terrain)],
        ),
    };
    match victims {
        [] => text(lang, "place-hex-nobody", &[("place", Arg::Str(&place))]),
        _ => text(
            lang,
            "place-hex-rob",
            &[
                ("place", Arg::Str(&place)),
                ("names", Arg::Str(&or_list(lang, victims))),
            ],
        ),
    }
}
