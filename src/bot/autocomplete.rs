//! Autocomplete for `/catan build at:`, `/catan robber hex:` and `/catan robber victim:`:
//! only places (or players) legal for the caller right now (at most 25), each with a
//! description, filtered by what was typed. Read-only: never changes a game.

use super::components::BuildWhat;
use super::context::Bot;
use super::messages::{hex_label, intersection_label, path_label, truncate};
use crate::engine::*;
use crate::i18n::{self, Arg, Lang};
use crate::store::GameStatus;
use crate::table::who::seat_of;
use poise::ChoiceParameter;
use serenity::all::{
    AutocompleteChoice, CommandInteraction, CreateAutocompleteResponse, ResolvedValue,
};

/// The string value of an option of the invoked subcommand.
fn option_str<'a>(i: &'a CommandInteraction, name: &str) -> Option<&'a str> {
    fn find<'a>(opts: &[serenity::all::ResolvedOption<'a>], name: &str) -> Option<&'a str> {
        for o in opts {
            match &o.value {
                ResolvedValue::SubCommand(inner) | ResolvedValue::SubCommandGroup(inner) => {
                    if let Some(v) = find(inner, name) {
                        return Some(v);
                    }
                }
                ResolvedValue::String(s) if o.name == name => return Some(s),
                // A choice option arrives as the index of the choice.
                ResolvedValue::Integer(k) if o.name == name && name == "what" => {
                    return usize::try_from(*k)
                        .ok()
                        .and_then(BuildWhat::from_index)
                        .map(|w| w.name());
                }
                ResolvedValue::Autocomplete { value, .. } if o.name == name => return Some(value),
                _ => {}
            }
        }
        None
    }
    find(&i.data.options(), name)
}

async fn game_for(bot: &Bot, i: &CommandInteraction) -> Option<(Game, Seat)> {
    let row = bot
        .store
        .open_game_in_channel(i.channel_id.get())
        .await
        .ok()??;
    if row.status != GameStatus::Active {
        return None;
    }
    let seat = seat_of(&row, i.user.id.get())?;
    let loaded = bot.store.load(row.id).await.ok()?;
    Some((loaded.game, seat))
}

fn respond(mut choices: Vec<(String, String)>, partial: &str) -> CreateAutocompleteResponse {
    let p = partial.trim().to_lowercase();
    choices.retain(|(label, value)| {
        p.is_empty() || value.to_lowercase().starts_with(&p) || label.to_lowercase().contains(&p)
    });
    // What was typed exactly first (hex A before AA–AD, intersection 7 before 70–79), then
    // what starts with it, then the rest, each in the order given.
    choices.sort_by_key(|(_, value)| {
        let v = value.to_lowercase();
        match (p.is_empty(), v == p, v.starts_with(&p)) {
            (true, _, _) => 0,
            (false, true, _) => 0,
            (false, false, true) => 1,
            (false, false, false) => 2,
        }
    });
    CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .take(25)
            .map(|(label, value)| AutocompleteChoice::new(truncate(&label, 100), value))
            .collect(),
    )
}

/// Legal places for `/catan build what:… at:`.
pub(super) async fn build_places(
    bot: &Bot,
    i: &CommandInteraction,
    partial: &str,
) -> CreateAutocompleteResponse {
    let Some((game, seat)) = game_for(bot, i).await else {
        return respond(vec![], partial);
    };
    let what = option_str(i, "what").unwrap_or("");
    let lang = Lang::from_discord(&i.locale).unwrap_or_default();
    let board = game.board();
    let mut choices = Vec::new();
    let mut legal = game.legal_actions(seat);
    // Best places first: the most pips (production) around an intersection.
    let topo = board.topology();
    let pips =
        |i: Intersection| -> u32 { topo.hexes_at(i).map(|h| board.tile(h).pips() as u32).sum() };
    legal.sort_by_key(|a| match *a {
        Action::PlaceSettlement { at }
        | Action::BuildSettlement { at }
        | Action::BuildCity { at } => std::cmp::Reverse(pips(at)),
        _ => std::cmp::Reverse(0),
    });
    for a in legal {
        let (kind, label, value) = match a {
            Action::PlaceSettlement { at } | Action::BuildSettlement { at } => (
                "settlement",
                intersection_label(lang, &game, at, false),
                at.to_string(),
            ),
            Action::BuildCity { at } => (
                "city",
                intersection_label(lang, &game, at, true),
                at.to_string(),
            ),
            Action::PlaceRoad { at } | Action::BuildRoad { at } => {
                ("road", path_label(lang, &game, at), at.to_string())
            }
            _ => continue,
        };
        if what.is_empty() || what == kind {
            choices.push((label, value));
        }
    }
    respond(choices, partial)
}

/// Legal robber hexes for `/catan robber hex:`.
pub(super) async fn robber_hexes(
    bot: &Bot,
    i: &CommandInteraction,
    partial: &str,
) -> CreateAutocompleteResponse {
    let Some((game, seat)) = game_for(bot, i).await else {
        return respond(vec![], partial);
    };
    let lang = Lang::from_discord(&i.locale).unwrap_or_default();
    let mut choices: Vec<(String, String)> = Vec::new();
    for a in game.legal_actions(seat) {
        if let Action::MoveRobber { to, .. } = a {
            let value = to.name().to_string();
            if choices.iter().any(|(_, v)| *v == value) {
                continue;
            }
            let victims: Vec<String> = game
                .steal_candidates(seat, to)
                .iter()
                .map(|v| game.name(v).to_string())
                .collect();
            choices.push((hex_label(lang, &game, to, &victims), value));
        }
    }
    respond(choices, partial)
}

/// Legal victims for `/catan robber victim:` at the hex already chosen (at every hex the
/// robber may go to while none is chosen): the seats' names at the table, AI seats
/// included, each with its card count (public) and, without a hex, where it can be robbed.
pub(super) async fn robber_victims(
    bot: &Bot,
    i: &CommandInteraction,
    partial: &str,
) -> CreateAutocompleteResponse {
    let Some((game, seat)) = game_for(bot, i).await else {
        return respond(vec![], partial);
    };
    let hex = option_str(i, "hex").and_then(|h| Hex::parse(h.split(' ').next().unwrap_or("")));
    let mut victims: Vec<(Seat, Vec<&'static str>)> = Vec::new();
    for a in game.legal_actions(seat) {
        if let Action::MoveRobber {
            to,
            steal_from: Some(v),
            ..
        } = a
        {
            if hex.is_some_and(|h| h != to) {
                continue;
            }
            match victims.iter_mut().find(|(s, _)| *s == v) {
                Some((_, at)) => at.push(to.name()),
                None => victims.push((v, vec![to.name()])),
            }
        }
    }
    victims.sort_by_key(|(s, _)| *s);
    let lang = Lang::from_discord(&i.locale).unwrap_or_default();
    let choices = victims
        .into_iter()
        .map(|(v, at)| {
            let cards = Arg::Int(game.player(v).resources.total().into());
            let label = match hex {
                Some(_) => i18n::text(
                    lang,
                    "victim-choice",
                    &[("name", Arg::Str(game.name(v))), ("cards", cards)],
                ),
                None => i18n::text(
                    lang,
                    "victim-choice-at",
                    &[
                        ("name", Arg::Str(game.name(v))),
                        ("cards", cards),
                        ("hexes", Arg::Str(&at.join(", "))),
                    ],
                ),
            };
            (label, victim_value(&game, v))
        })
        .collect();
    respond(choices, partial)
}

/// What `/catan robber victim:` takes for `seat`: its name at the table, with its seat
/// number when another seat has the same name; at most 100 characters (Discord's limit).
pub(super) fn victim_value(game: &Game, seat: Seat) -> String {
    let name = game.name(seat);
    let shared = game
        .seats()
        .any(|s| s != seat && game.name(s).eq_ignore_ascii_case(name));
    if shared {
        let name: String = name.chars().take(80).collect();
        format!("{name} (seat {})", seat.0 + 1)
    } else {
        name.chars().take(100).collect()
    }
}

/// The seat a typed `victim:` names: an autocomplete value, or a name only one seat has
/// (any case, an `@` before it allowed).
pub(super) fn victim_named(game: &Game, typed: &str) -> Option<Seat> {
    let typed = typed.trim();
    // An autocomplete value as offered, a name that itself starts with `@` included.
    if let Some(s) = game
        .seats()
        .find(|&s| victim_value(game, s).eq_ignore_ascii_case(typed))
    {
        return Some(s);
    }
    let typed = typed.strip_prefix('@').unwrap_or(typed).trim();
    if let Some(s) = game
        .seats()
        .find(|&s| victim_value(game, s).eq_ignore_ascii_case(typed))
    {
        return Some(s);
    }
    let mut named = game
        .seats()
        .filter(|&s| game.name(s).eq_ignore_ascii_case(typed));
    match (named.next(), named.next()) {
        (Some(s), None) => Some(s),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(r: CreateAutocompleteResponse) -> Vec<String> {
        let json = serde_json::to_value(&r).unwrap();
        json["choices"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|c| c["value"].as_str().unwrap().to_string())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// On the larger island "A" names a hex and starts four others: the hex itself comes
    /// first, then AA–AD, then what merely mentions it; at most 25.
    #[test]
    fn what_was_typed_comes_first_then_what_starts_with_it() {
        let choices: Vec<(String, String)> = ["AD", "B", "AA", "A", "C", "AB"]
            .iter()
            .map(|h| (format!("{h} · pasture 5"), h.to_string()))
            .collect();
        assert_eq!(
            values(respond(choices.clone(), "a")),
            ["A", "AD", "AA", "AB", "B", "C"]
        );
        assert_eq!(
            values(respond(choices, "")),
            ["AD", "B", "AA", "A", "C", "AB"]
        );
        let many: Vec<(String, String)> = (1..=80)
            .map(|i| (format!("{i} · fields"), i.to_string()))
            .collect();
        let got = values(respond(many, "7"));
        assert_eq!(got[0], "7");
        assert_eq!(
            got[1..11],
            (70..=79).map(|i| i.to_string()).collect::<Vec<_>>()[..]
        );
        assert!(got.len() <= 25);
    }
}
