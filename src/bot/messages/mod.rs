//! Text the table and the players read: the private hand, the game-over message, the
//! offer message. What an action did is told by `crate::narrate` (re-exported here) from
//! events redacted for nobody; private text only ever goes to its owner, ephemerally.
//! `game_over.rs` holds the game-over message and its ratings and times; the messages'
//! button rows are `components`'.

mod game_over;

use crate::engine::*;
use crate::i18n::{self, Arg, Lang, Sep, Words};
use crate::narrate::SeatNames;
pub(super) use crate::narrate::{audience, private_extra, recent, summary};
use crate::store::FairSeed;
pub(super) use game_over::{duration, game_over_text, seat_ratings, span, turn_times_line};

/// The names of the seats, for building sentences.
pub(super) struct Names<'a>(pub &'a [String]);

/// A display name made safe to show in a Discord message: markdown characters are escaped
/// and mentions (`@everyone`, `<@&role>`) are broken, so a nickname can neither format the
/// text nor ping anyone (`allowed_mentions` is set on every message as well).
pub fn escape(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 8);
    for c in name.chars() {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#' | '[' | ']' | '(' | ')' | '<' | ':' => {
                out.push('\\');
                out.push(c);
            }
            '@' => out.push_str("@\u{200B}"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// The seats' names escaped for Discord text.
pub(super) fn escaped_names(names: &[String]) -> Vec<String> {
    names.iter().map(|n| escape(n)).collect()
}

/// A public view whose player names are escaped for Discord text (the renderer takes the
/// raw view: it draws names, it does not format them).
pub(super) fn text_view(view: &PublicView) -> PublicView {
    let mut v = view.clone();
    for p in &mut v.players {
        p.name = escape(&p.name);
    }
    v
}

impl Names<'_> {
    /// The seat's display name ("?" for a seat without one).
    pub(super) fn of(&self, s: Seat) -> &str {
        self.0.get(s.index()).map(String::as_str).unwrap_or("?")
    }
}

impl SeatNames for Names<'_> {
    fn name(&self, seat: Seat) -> String {
        self.of(seat).to_string()
    }
    fn seats(&self) -> usize {
        self.0.len()
    }
}

/// The private hand of `view.seat`, for an ephemeral message, in `lang` (the language of
/// the member who asked).
pub(super) fn hand_text(view: &PlayerView, lang: Lang) -> Words {
    use crate::i18n::{text, Arg};
    let p = view.public.player(view.seat);
    let resource = |r: Resource| Arg::Str(r.name());
    let count = |n: u32| Arg::Int(i64::from(n));
    let list = |items: Vec<String>, empty: &str| match items.is_empty() {
        true => text(lang, empty, &[]),
        false => items.join(", "),
    };
    let resources: Vec<String> = view
        .resources
        .nonzero()
        .map(|(r, n)| {
            let args = [("count", count(n.into())), ("resource", resource(r))];
            text(lang, "hand-resource", &args)
        })
        .collect();
    let cards: Vec<String> = view
        .dev_cards
        .iter()
        .filter(|(_, k)| *k > 0)
        .map(|(c, k)| {
            let note = if c == DevCard::VictoryPoint {
                "vp"
            } else if view.playable_now[c] > 0 {
                "now"
            } else {
                "none"
            };
            let args = [
                ("count", count(k.into())),
                ("card", Arg::Str(c.name())),
                ("note", Arg::Str(note)),
            ];
            text(lang, "hand-dev-card", &args)
        })
        .collect();
    let harbors: Vec<String> = p
        .harbors
        .iter()
        .map(|h| {
            let key = match h {
                HarborKind::Generic => "any",
                HarborKind::Special(r) => r.name(),
            };
            text(lang, "hand-harbor", &[("resource", Arg::Str(key))])
        })
        .collect();
    let rates: Vec<String> = Resource::ALL
        .iter()
        .map(|&r| {
            let args = [
                ("rate", count(view.trade_rates[r.index()].into())),
                ("resource", resource(r)),
            ];
            text(lang, "hand-rate", &args)
        })
        .collect();
    let lines = [
        i18n::words(
            lang,
            "hand-resources",
            &[
                ("count", count(view.resources.total())),
                ("list", Arg::Str(&list(resources, "hand-nothing"))),
            ],
        ),
        i18n::words(
            lang,
            "hand-dev-cards",
            &[("list", Arg::Str(&list(cards, "hand-none")))],
        ),
        i18n::words(
            lang,
            "hand-points",
            &[
                ("points", count(view.vp.into())),
                ("public", count(p.public_vp.into())),
            ],
        ),
        i18n::words(
            lang,
            "hand-pieces",
            &[
                ("roads", count(p.roads_left.into())),
                ("settlements", count(p.settlements_left.into())),
                ("cities", count(p.cities_left.into())),
            ],
        ),
        i18n::words(
            lang,
            "hand-harbors",
            &[
                ("harbors", Arg::Str(&list(harbors, "hand-no-harbors"))),
                ("rates", Arg::Str(&rates.join(", "))),
            ],
        ),
    ];
    Words::join(lines, Sep::Line)
}

/// The seats under the turn message, one line each: the square of their colour on the
/// board, points, cards (counts only) and the special cards held; then the bank, when it
/// runs short of something. The board has no panel: this is where a phone reads them.
pub(super) fn table_line(view: &PublicView, lang: Lang) -> String {
    let mut lines: Vec<String> = view
        .players
        .iter()
        .map(|p| {
            let mut s = i18n::text(
                lang,
                "table-player",
                &[
                    ("swatch", Arg::Str(crate::render::seat_swatch(p.seat))),
                    ("name", Arg::Str(&p.name)),
                    ("points", Arg::Int(p.public_vp.into())),
                    ("cards", Arg::Int(p.resource_cards.into())),
                    ("dev", Arg::Int(p.dev_cards.into())),
                ],
            );
            if view.longest_road == Some(p.seat) {
                s.push_str(&format!(
                    " · {}",
                    i18n::text(lang, "table-longest-road", &[])
                ));
            }
            if view.largest_army == Some(p.seat) {
                s.push_str(&format!(
                    " · {}",
                    i18n::text(lang, "table-largest-army", &[])
                ));
            }
            s
        })
        .collect();
    lines.extend(bank_line(view, lang));
    lines.join("\n")
}

/// How few cards of a kind left in the bank are worth a line under the turn message.
const BANK_SHORT: u8 = 3;

/// What the bank is short of (3 or fewer of a resource, or of development cards), if
/// anything: a player counting on a card the bank cannot give needs to know.
fn bank_line(view: &PublicView, lang: Lang) -> Option<String> {
    let count = |n: u8| Arg::Int(n.into());
    let mut short: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|&r| view.bank[r] <= BANK_SHORT)
        .map(|r| {
            let args = [
                ("count", count(view.bank[r])),
                ("resource", Arg::Str(r.name())),
            ];
            i18n::text(lang, "hand-resource", &args)
        })
        .collect();
    if view.dev_deck_left <= BANK_SHORT {
        let args = [("count", count(view.dev_deck_left))];
        short.push(i18n::text(lang, "table-deck-left", &args));
    }
    (!short.is_empty()).then(|| {
        let list = Arg::Str(&short.join(", "));
        i18n::text(lang, "table-bank-low", &[("list", list)])
    })
}

/// What the table waits for, for the turn message; `who` names a seat (a mention when
/// that player is being pinged, else the name).
pub(super) fn prompt(view: &PublicView, lang: Lang, who: impl Fn(Seat) -> String) -> String {
    let name = who(view.current);
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::text(lang, id, args);
    let named = |id: &str| t(id, &[("name", Arg::Str(&name))]);
    match view.phase {
        Phase::Setup => match view.setup_settlement {
            Some(_) => named("prompt-setup-road"),
            None => named("prompt-setup-settlement"),
        },
        Phase::Roll => named("prompt-roll"),
        Phase::Discard => {
            let owing: Vec<String> = view
                .players
                .iter()
                .filter(|p| p.owes_discard > 0)
                .map(|p| {
                    let who = who(p.seat);
                    let count = Arg::Int(p.owes_discard.into());
                    t(
                        "prompt-owing",
                        &[("name", Arg::Str(&who)), ("count", count)],
                    )
                })
                .collect();
            t(
                "prompt-discard",
                &[
                    ("owing", Arg::Str(&owing.join(", "))),
                    ("mover", Arg::Str(view.name(view.current))),
                ],
            )
        }
        Phase::MoveRobber => named("prompt-robber"),
        Phase::RoadBuilding => t(
            "prompt-road-building",
            &[
                ("name", Arg::Str(&name)),
                ("roads", Arg::Int(view.free_roads_left.into())),
            ],
        ),
        Phase::Main => match view.settler_one {
            Some(one) => t(
                "prompt-settler-two",
                &[
                    ("name", Arg::Str(&name)),
                    ("owner", Arg::Str(view.name(one))),
                ],
            ),
            None => named("prompt-main"),
        },
        Phase::SpecialBuild => {
            let owner = view.name(view.turn_owner());
            let mut s = t(
                "prompt-special-build",
                &[("name", Arg::Str(&name)), ("owner", Arg::Str(owner))],
            );
            if let Some(next) = after_special_build(view, lang) {
                s.push(' ');
                s.push_str(&t("prompt-next", &[("next", Arg::Str(&next))]));
            }
            s
        }
        Phase::GameOver => t("prompt-game-over", &[]),
    }
}

/// The first line of a message that pings: who must do what, and in which game ("🎲 Ada,
/// roll for turn 8 · Catan #12 in #catan"), since a phone's notification shows only that
/// line. `view` has its names as the table shows them (`text_view`), `humans` are the
/// seats it pings (the players who must act), `game` the table's `game_label`. None when
/// no human must act.
pub(super) fn ping_line(
    view: &PublicView,
    lang: Lang,
    humans: &[Seat],
    game: &str,
) -> Option<Words> {
    let first = *humans.first()?;
    let t = |id: &str, args: &[(&str, Arg<'_>)]| i18n::words(lang, id, args);
    let names: Vec<String> = humans.iter().map(|&s| view.name(s).to_string()).collect();
    let name = view.name(first).to_string();
    let turn = Arg::Int(view.turn.into());
    let named = |id: &str| t(id, &[("name", Arg::Str(&name)), ("game", Arg::Str(game))]);
    Some(match view.phase {
        Phase::Setup => match view.setup_settlement {
            Some(_) => named("ping-setup-road"),
            None => named("ping-setup-settlement"),
        },
        Phase::Main if view.settler_one.is_some() => t(
            "ping-settler-two",
            &[
                ("name", Arg::Str(&name)),
                ("turn", turn),
                ("game", Arg::Str(game)),
            ],
        ),
        Phase::Roll | Phase::Main => t(
            match view.phase {
                Phase::Roll => "ping-roll",
                _ => "ping-main",
            },
            &[
                ("name", Arg::Str(&name)),
                ("turn", turn),
                ("game", Arg::Str(game)),
            ],
        ),
        Phase::Discard => t(
            "ping-discard",
            &[
                ("names", Arg::Str(&i18n::and_list(lang, &names))),
                ("game", Arg::Str(game)),
            ],
        ),
        Phase::MoveRobber => named("ping-robber"),
        Phase::RoadBuilding => named("ping-road-building"),
        Phase::SpecialBuild => named("ping-special-build"),
        Phase::GameOver => return None,
    })
}

/// Which game a message is about, for the first line of its pings: "Catan #12 in #catan"
/// (Discord shows the channel's name; a phone's notification adds the server's).
pub(super) fn game_label(game: i64, channel: u64, lang: Lang) -> String {
    i18n::text(
        lang,
        "game-label",
        &[
            ("game", Arg::Int(game)),
            ("channel", Arg::Str(&format!("<#{channel}>"))),
        ],
    )
}

/// Who comes after the Special Build Phase under way: "Cy's Special Build Phase, then
/// Dee's turn".
fn after_special_build(view: &PublicView, lang: Lang) -> Option<String> {
    let b = view.special_build?;
    let n = view.players.len() as u8;
    let of = |id: &str, s: Seat| i18n::text(lang, id, &[("name", Arg::Str(view.name(s)))]);
    let mut parts: Vec<String> = (1..n)
        .map(|k| Seat((b.owner.0 + k) % n))
        .skip_while(|&s| s != view.current)
        .skip(1)
        .filter(|&s| b.queue.contains(s))
        .map(|s| of("sbp-phase-of", s))
        .collect();
    parts.push(of("sbp-turn-of", Seat((b.owner.0 + 1) % n)));
    parts.into_iter().reduce(|first, next| {
        i18n::text(
            lang,
            "sbp-then",
            &[("first", Arg::Str(&first)), ("next", Arg::Str(&next))],
        )
    })
}

/// 5–6 players: the line of the turn message that says who asked to build after this turn
/// (None when nobody has, or asking is not open).
pub(super) fn special_build_line(view: &PublicView, lang: Lang) -> Option<String> {
    let open = view.players.len() >= 5
        && !matches!(
            view.phase,
            Phase::Setup | Phase::SpecialBuild | Phase::GameOver
        );
    if !open {
        return None;
    }
    let hand = i18n::text(lang, "btn-hand", &[]);
    if view.special_build_requests.is_empty() {
        return Some(i18n::text(
            lang,
            "special-build-how",
            &[("button", Arg::Str(&hand))],
        ));
    }
    let names: Vec<String> = view
        .special_build_requests
        .iter()
        .map(|s| view.name(s).to_string())
        .collect();
    let names = i18n::and_list(lang, &names);
    Some(i18n::text(
        lang,
        "special-build-line",
        &[("names", Arg::Str(&names)), ("button", Arg::Str(&hand))],
    ))
}

/// A button of the table named for a reader of `lang`: as the table shows it (what they
/// will find on the message), followed by their own word for it when the table speaks
/// another language ("Meine Karten (Ma main)").
pub(super) fn table_button(table: Lang, lang: Lang, id: &str) -> String {
    let shown = i18n::text(table, id, &[]);
    match table == lang {
        true => shown,
        false => format!("{shown} ({})", i18n::text(lang, id, &[])),
    }
}

/// The private answer to a request for a Special Build Phase, in `lang`: what the request
/// means now (the button named as the table's language shows it).
pub(super) fn special_build_answer(
    lang: Lang,
    table: Lang,
    action: &Action,
    after: &Game,
) -> Option<Words> {
    let owner = escape(after.name(after.turn_owner()));
    match action {
        Action::AskSpecialBuild => {
            let button = table_button(table, lang, "btn-hand");
            Some(i18n::words(
                lang,
                "sbp-asked-answer",
                &[("owner", Arg::Str(&owner)), ("button", Arg::Str(&button))],
            ))
        }
        Action::WithdrawSpecialBuild => Some(i18n::words(
            lang,
            "sbp-withdrawn-answer",
            &[("owner", Arg::Str(&owner))],
        )),
        _ => None,
    }
}

/// The line a started game's public messages carry about its fair dice: the seed's
/// fingerprint, as the lobby showed it.
pub(super) fn fair_started_line(fair: &FairSeed, lang: Lang) -> Words {
    let fingerprint = fair.commitment();
    i18n::words(
        lang,
        "fair-started",
        &[("fingerprint", Arg::Str(&fingerprint))],
    )
}

/// The line that reveals a game's seed once it is over (won or abandoned), if it started.
pub(super) fn fair_seed_line(fair: Option<&FairSeed>, lang: Lang) -> Option<Words> {
    let fair = fair.filter(|f| f.entropy.is_some())?;
    let seed = crate::engine::fair::to_hex(&fair.seed);
    Some(i18n::words(lang, "fair-seed", &[("seed", Arg::Str(&seed))]))
}

/// `s` cut to `max` characters, with an ellipsis when cut.
pub(super) fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(max.saturating_sub(1)).collect();
        t.push('…');
        t
    }
}

/// A road's path as the choosers name it, in `lang`: `12-13 · toward hills 6, … · 8 pips`
/// (toward the end without the seat's building, the new road's open end).
pub(super) fn path_label(lang: Lang, game: &Game, p: Path) -> String {
    let (a, b) = p.ends();
    let far = if game.building_at(a).is_some() || game.setup_settlement() == Some(a) {
        b
    } else {
        a
    };
    let place = crate::narrate::intersection(lang, game.board(), far);
    i18n::text(
        lang,
        "place-path",
        &[
            ("path", Arg::Str(&p.to_string())),
            ("place", Arg::Str(&place)),
        ],
    )
}

/// An intersection as the choosers name it, in `lang`: `12 · hills 6, … · 8 pips`, and
/// `12 · city · …` for a city.
pub(super) fn intersection_label(lang: Lang, game: &Game, at: Intersection, city: bool) -> String {
    let place = crate::narrate::intersection(lang, game.board(), at);
    match city {
        false => format!("{at} · {place}"),
        true => i18n::text(
            lang,
            "place-city",
            &[
                ("at", Arg::Str(&at.to_string())),
                ("place", Arg::Str(&place)),
            ],
        ),
    }
}

/// `C · hills 6 · 5 pips · rob Bea`, in `lang`.
pub(super) fn hex_label(lang: Lang, game: &Game, h: Hex, victims: &[String]) -> String {
    crate::narrate::hex_place(lang, game.board(), h, victims)
}

/// The text of an open offer with the answers of the seats `listed` so far, in `lang`; for
/// an AI's offer, `decides_at` says when it stops waiting for answers.
pub(super) fn offer_text(
    offerer: Seat,
    offer: &Offer,
    listed: SeatSet,
    names: &Names,
    decides_at: Option<i64>,
    lang: Lang,
) -> String {
    let cards = |c: &ResourceCounts| crate::narrate::cards(lang, c);
    let (name, give, get) = (names.of(offerer), cards(&offer.give), cards(&offer.get));
    let to = audience(lang, offer.to, offerer, names);
    let mut s = i18n::text(
        lang,
        "offer-head",
        &[
            ("name", Arg::Str(name)),
            ("give", Arg::Str(&give)),
            ("get", Arg::Str(&get)),
            ("to", Arg::Str(&to)),
        ],
    );
    for seat in offer.to.iter().filter(|&s| listed.contains(s)) {
        let (answer, give, get) = match offer.responses.get(seat.index()).copied().flatten() {
            None => ("thinking", String::new(), String::new()),
            Some(Response::Accepted) => ("accepts", String::new(), String::new()),
            Some(Response::Declined) => ("declines", String::new(), String::new()),
            Some(Response::Countered { give, get }) => ("counters", cards(&give), cards(&get)),
        };
        let who = names.of(seat);
        s.push('\n');
        s.push_str(&i18n::text(
            lang,
            "offer-answer",
            &[
                ("name", Arg::Str(who)),
                ("answer", Arg::Str(answer)),
                ("give", Arg::Str(&give)),
                ("get", Arg::Str(&get)),
            ],
        ));
    }
    if let Some(t) = decides_at {
        let deadline = t.to_string();
        s.push('\n');
        s.push_str(&i18n::text(
            lang,
            "offer-ai-decides",
            &[("name", Arg::Str(name)), ("deadline", Arg::Str(&deadline))],
        ));
    }
    s
}

/// The offer the tests of its message and of its buttons read: Ada's 2 brick for 1 ore, to
/// Bea (who countered) and Cy (who declined); and the three names.
#[cfg(test)]
pub(super) fn sample_offer() -> (Vec<String>, Offer) {
    let names: Vec<String> = ["Ada", "Bea", "Cy"].map(String::from).to_vec();
    let mut responses = [None; 6];
    responses[1] = Some(Response::Countered {
        give: ResourceCounts::new(0, 0, 1, 0, 0),
        get: ResourceCounts::new(1, 0, 0, 0, 0),
    });
    responses[2] = Some(Response::Declined);
    let offer = Offer {
        give: ResourceCounts::new(2, 0, 0, 0, 0),
        get: ResourceCounts::new(0, 0, 0, 0, 1),
        to: [Seat(1), Seat(2)].into_iter().collect(),
        responses,
    };
    (names, offer)
}

#[cfg(test)]
mod tests {
    use super::game_over::{RatingMove, SeatRating};
    use super::*;

    /// A turn shorter than a second reads "under 1 s", never "0 s" (which looked broken).
    #[test]
    fn spans_read_as_a_player_would_say_them() {
        assert_eq!(span(0, Lang::En), "under 1 s");
        assert_eq!(span(41, Lang::En), "41 s");
        assert_eq!(span(3 * 3_600, Lang::En), "3 h");
        assert_eq!(span(0, Lang::De), "unter 1 s");
    }

    /// Issue 43, item 21: a French member at a German table reads the button as the table
    /// shows it, with their own word beside it, never a German word alone in French.
    #[test]
    fn a_button_is_named_as_the_table_shows_it_and_in_the_readers_words() {
        assert_eq!(
            table_button(Lang::De, Lang::Fr, "btn-hand"),
            "Meine Hand (Ma main)"
        );
        assert_eq!(table_button(Lang::De, Lang::De, "btn-hand"), "Meine Hand");
        assert_eq!(table_button(Lang::Fr, Lang::Fr, "btn-hand"), "Ma main");
    }

    /// Issue 44: the board has no panel, so the message tells each seat on a line of its
    /// own, with the square of its colour on the board and its points; the bank only when
    /// it runs short, in the table's language.
    #[test]
    fn the_table_lines_tell_each_seat_in_its_colour_and_a_short_bank() {
        let mut rng = GameRng::new(4);
        let setup = GameSetup::random(Options::default(), Board::beginner(), &mut rng);
        let mut view = Game::new(setup).unwrap().public_view();
        view.players[1].public_vp = 7;
        view.players[1].resource_cards = 1;
        view.longest_road = Some(Seat(1));
        let names: Vec<String> = view.players.iter().map(|p| p.name.clone()).collect();
        let text = table_line(&view, Lang::En);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4, "{text}");
        for (k, swatch) in ["🟥", "🟦", "⬜", "🟧"].into_iter().enumerate() {
            assert!(
                lines[k].starts_with(&format!("{swatch} {} **", names[k])),
                "{text}"
            );
        }
        assert_eq!(
            lines[1],
            format!("🟦 {} **7 VP** · 1 card · 0 dev · Longest Road", names[1])
        );
        assert!(!text.contains("Bank"), "{text}");
        view.bank = ResourceCounts([19, 0, 4, 3, 19]);
        view.dev_deck_left = 2;
        let text = table_line(&view, Lang::En);
        assert_eq!(
            text.lines().last().unwrap(),
            "🏦 Bank: only 0 lumber, 3 grain, 2 development cards left."
        );
        let de = table_line(&view, Lang::De);
        assert_eq!(
            de.lines().last().unwrap(),
            "🏦 Bank: nur noch 0 Holz, 3 Getreide, 2 Entwicklungskarten."
        );
        assert!(
            de.lines().nth(1).unwrap().contains("**7 SP** · 1 Karte"),
            "{de}"
        );
    }

    #[test]
    fn game_over_names_the_winner_and_each_players_points_and_rating() {
        let mut rng = GameRng::new(4);
        let setup = GameSetup::random(Options::default(), Board::beginner(), &mut rng);
        let mut game = Game::new(setup).unwrap();
        crate::engine::random_playout(&mut game, &mut rng, 2_000, |_, _, _| {});
        let view = game.public_view();
        let winner = view.winner.expect("the playout ends with a winner");
        let names: Vec<String> = game.names().to_vec();
        let moves: Vec<Option<SeatRating>> = (0..4)
            .map(|s| {
                (s != 2).then_some(SeatRating::Moved(RatingMove {
                    before: 1000,
                    after: if s == winner.index() { 1042 } else { 990 },
                }))
            })
            .collect();
        let footer = vec!["🎞 attached".to_string()];
        let text = game_over_text(&view, &Names(&names), &moves, &footer, Lang::En);
        assert!(text.starts_with(&format!(
            "**Game over!** 🏆 {} wins after {} turns.",
            names[winner.index()],
            view.turn
        )));
        let first = text.lines().nth(1).unwrap();
        assert!(
            first.starts_with(&format!("🥇 {}: **", names[winner.index()])),
            "{text}"
        );
        assert!(first.contains("rating 1000 → 1042 (▲ 42)"), "{first}");
        for p in &view.players {
            let line = text
                .lines()
                .find(|l| l.contains(&format!(" {}: **", p.name)))
                .unwrap();
            assert!(
                line.contains(&format!("**{} points**", p.public_vp)),
                "{line}"
            );
            let vp_cards = p.revealed_vp_cards.unwrap_or(0);
            assert_eq!(line.contains("victory point card"), vp_cards > 0, "{line}");
            assert_eq!(line.contains("rating"), p.seat.index() != 2, "{line}");
            if p.seat != winner && p.seat.index() != 2 {
                assert!(line.contains("1000 → 990 (▼ 10)"), "{line}");
            }
        }
        assert!(text.ends_with("🎞 attached"));
    }

    #[test]
    fn two_seats_of_one_ai_level_show_what_is_true_of_each() {
        use crate::ratings::{game_places, rate, Identity, Rating};
        let mut rng = GameRng::new(4);
        let setup = GameSetup::random(Options::default(), Board::beginner(), &mut rng);
        let mut game = Game::new(setup).unwrap();
        crate::engine::random_playout(&mut game, &mut rng, 2_000, |_, _, _| {});
        let places = game_places(&game);
        let winner = game.winner().unwrap().index();
        let last = (0..4).max_by_key(|&s| (places[s], s)).unwrap();
        assert_ne!(winner, last);
        // The strong AI sits in the winning seat and in the last one.
        let strong = Identity::Ai("strong".into());
        let seats: Vec<Identity> = (0..4)
            .map(|s| match s == winner || s == last {
                true => strong.clone(),
                false => Identity::User(100 + s as u64),
            })
            .collect();
        let changes: Vec<(Identity, Rating, Rating)> = rate(
            seats
                .iter()
                .zip(&places)
                .enumerate()
                .map(|(s, (who, &place))| (who, place, s == winner)),
            |_| Rating::INITIAL,
        )
        .into_iter()
        .map(|c| (c.identity, c.before, c.after))
        .collect();
        let ratings = seat_ratings(&seats, &places, &changes);
        let level = changes.iter().find(|c| c.0 == strong).unwrap();
        assert_eq!(
            ratings[winner],
            Some(SeatRating::Moved(RatingMove {
                before: 1000,
                after: level.2.shown(),
            }))
        );
        assert_eq!(
            ratings[last],
            Some(SeatRating::ByOtherSeat {
                ai: Some("strong".into()),
                by: Seat(winner as u8),
            })
        );
        let names: Vec<String> = vec![
            "Magellan".into(),
            "Ada".into(),
            "Drake".into(),
            "Bea".into(),
        ];
        let text = game_over_text(&game.public_view(), &Names(&names), &ratings, &[], Lang::En);
        let line = |s: usize| {
            text.lines()
                .find(|l| l.contains(&format!(" {}: **", names[s])))
                .unwrap()
                .to_string()
        };
        let gain = level.2.shown() - 1000;
        assert!(gain > 0);
        assert!(
            line(winner).ends_with(&format!("rating 1000 → {} (▲ {gain})", level.2.shown())),
            "{text}"
        );
        // The last seat does not show the level's change as its own.
        assert!(
            line(last).ends_with(&format!(
                " · not rated: {} played for Strong AI in this game",
                names[winner]
            )),
            "{text}"
        );
        assert!(!line(last).contains('→'), "{text}");
        // At a German table the same lines read German.
        let de = game_over_text(&game.public_view(), &Names(&names), &ratings, &[], Lang::De);
        let winner_line = format!("🥇 {}: **", names[winner]);
        assert!(de.starts_with("**Spiel vorbei!** 🏆 "), "{de}");
        assert!(de.contains(&winner_line), "{de}");
        assert!(
            de.contains(&format!("Wertung 1000 → {} (▲ {gain})", level.2.shown()))
                && de.contains("· nicht gewertet: für Starke KI zählt in diesem Spiel"),
            "{de}"
        );
        for english in ["Game over", "wins after", "points", "rating", "not rated"] {
            assert!(!de.contains(english), "{english} in {de}");
        }
        // The humans' lines are their own changes.
        for s in (0..4).filter(|&s| s != winner && s != last) {
            let (_, before, after) = changes.iter().find(|c| c.0 == seats[s]).unwrap();
            assert!(
                line(s).contains(&format!("rating {} → {}", before.shown(), after.shown())),
                "{text}"
            );
        }
        // Without a stored change (the ratings could not be read), a seat says nothing.
        let none = seat_ratings(&seats, &places, &[]);
        assert!(none.iter().all(Option::is_none));
    }

    /// (label, enabled) of every button.
    /// Issue 24: an open offer reads in the table's language: its terms, each answer (a
    /// counter's terms too), the AI's deadline, and its buttons.
    #[test]
    fn an_offer_reads_in_the_tables_language() {
        let (names, offer) = sample_offer();
        let text = |lang| {
            let (to, at) = (offer.to, Some(1_800_000_000));
            offer_text(Seat(0), &offer, to, &Names(&names), at, lang)
        };
        assert_eq!(
            text(Lang::En),
            "**Trade offer** from Ada: gives **2 brick** for **1 ore**, to everyone.\n\
             - Bea: counters: gives 1 wool for 1 brick\n- Cy: declines\n\
             Ada takes the best answer once everyone has answered, or <t:1800000000:R>."
        );
        assert_eq!(
            text(Lang::De),
            "**Handelsangebot** von Ada: gibt **2 Lehm** für **1 Erz**, an alle.\n\
             - Bea: Gegenangebot: gibt 1 Wolle für 1 Lehm\n- Cy: lehnt ab\n\
             Ada nimmt die beste Antwort, sobald alle geantwortet haben, spätestens \
             <t:1800000000:R>."
        );
    }

    #[test]
    fn a_special_build_prompt_says_what_may_be_done_and_who_comes_next() {
        let options = Options {
            players: 6,
            ..Options::default()
        };
        let mut rng = GameRng::new(3);
        let board = BoardSpec::Random(3).build_for(Island::Large).unwrap();
        let mut game = Game::new(GameSetup::random(options, board, &mut rng)).unwrap();
        while game.phase() != Phase::Main {
            let s = game.seat_to_move();
            let a = game.complete(game.legal_actions(s)[0], &mut rng);
            game.apply(s, a).unwrap();
        }
        let owner = game.current();
        let n = 6u8;
        let (b1, b2) = (Seat((owner.0 + 2) % n), Seat((owner.0 + 4) % n));
        // Asked in the other order: the phases go in seat order after the owner.
        game.apply(b2, Action::AskSpecialBuild).unwrap();
        game.apply(b1, Action::AskSpecialBuild).unwrap();
        let line = special_build_line(&game.public_view(), Lang::En).expect("a line");
        assert!(
            line.contains(game.name(b1)) && line.contains(game.name(b2)),
            "{line}"
        );
        assert_eq!(
            special_build_answer(Lang::En, Lang::En, &Action::AskSpecialBuild, &game)
                .map(|t| t.contains(game.name(owner))),
            Some(true)
        );
        game.apply(owner, Action::EndTurn).unwrap();
        assert_eq!((game.phase(), game.current()), (Phase::SpecialBuild, b1));
        let view = game.public_view();
        assert_eq!(
            special_build_line(&view, Lang::En),
            None,
            "none in a Special Build Phase"
        );
        let text = prompt(&view, Lang::En, |s| view.name(s).to_string());
        let next = Seat((owner.0 + 1) % n);
        assert!(
            text.starts_with(&format!(
                "{}: your Special Build Phase after {}'s turn.",
                game.name(b1),
                game.name(owner)
            )),
            "{text}"
        );
        assert!(text.contains("**Done**"), "{text}");
        assert!(
            text.ends_with(&format!(
                "Next: {}'s Special Build Phase, then {}'s turn.",
                game.name(b2),
                game.name(next)
            )),
            "{text}"
        );
        game.apply(b1, Action::EndTurn).unwrap();
        let view = game.public_view();
        let text = prompt(&view, Lang::En, |s| view.name(s).to_string());
        assert!(
            text.ends_with(&format!("Next: {}'s turn.", game.name(next))),
            "{text}"
        );
    }

    #[test]
    fn the_prompt_mentions_only_whom_it_is_told_to() {
        let mut rng = GameRng::new(4);
        let setup = GameSetup::random(
            Options {
                players: 3,
                ..Options::default()
            },
            Board::beginner(),
            &mut rng,
        );
        let game = Game::new(setup).unwrap();
        let view = game.public_view();
        let first = view.current;
        let text = prompt(&view, Lang::En, |s| {
            if s == first {
                "<@42>".to_string()
            } else {
                view.name(s).to_string()
            }
        });
        assert!(text.starts_with("<@42>: place a settlement"), "{text}");
        let plain = prompt(&view, Lang::En, |s| view.name(s).to_string());
        assert!(!plain.contains("<@"), "{plain}");
    }
}
