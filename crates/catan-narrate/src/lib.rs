//! What happened, in words, in the language asked for (from the `i18n` catalogues): the one
//! place where engine events become the sentences the bot's table messages, its `log`
//! command and the demo's turn log show; where an action becomes what to tell a player to
//! do (`imperative`, the hint's first words); where a refused action becomes its sentence
//! (`refusal`), naming the seats its `RuleError` carries; and where places, typed cards and
//! card lists are read and written. Pure. The caller names the seats (`SeatNames`), already
//! in the form its reader sees — escaped for Discord by the bot, plain in the demo's
//! terminal — and the sentences add no markup of their own around them. Public text is
//! built from events redacted for nobody (`viewer` None), so a hidden card is never named
//! to the table.

mod events;
mod imperative;
mod places;
mod refusal;

pub use events::{sentence, taken_back};
pub use imperative::imperative;
pub use places::{hex_place, intersection, resource_word, typed_cards};
pub use refusal::{refusal, setup_error};

use catan_engine::Step;
use catan_engine::*;
use catan_i18n::{and_list, text, words, Arg, Lang, Sep, Words};

/// How sentences name the seats of a table.
pub trait SeatNames {
    /// The seat's name as the reader sees it.
    fn name(&self, seat: Seat) -> String;
    /// How many seats the table has.
    fn seats(&self) -> usize;
}

/// Plain names, seat i = `names[i]` ("?" for a seat without one).
impl SeatNames for [String] {
    fn name(&self, seat: Seat) -> String {
        self.get(seat.index())
            .cloned()
            .unwrap_or_else(|| "?".into())
    }
    fn seats(&self) -> usize {
        self.len()
    }
}

/// `1 card`, `3 cards`.
pub fn plural(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// What one action did, one sentence per event joined into a line that ends with a full
/// stop (empty when nothing shows), in `lang`; `viewer` decides what hidden parts show.
pub fn summary<N: SeatNames + ?Sized>(
    lang: Lang,
    events: &[Event],
    names: &N,
    viewer: Option<Seat>,
) -> Words {
    let mut parts: Vec<Words> = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let e = events[i].redact_for(viewer);
        // A roll and its production read as one sentence.
        if let Event::Rolled { seat, dice } = e {
            let name = names.name(seat);
            let mut args = vec![
                ("name", Arg::Str(&name)),
                ("total", Arg::Int(i64::from(dice[0] + dice[1]))),
                ("a", Arg::Int(dice[0].into())),
                ("b", Arg::Int(dice[1].into())),
            ];
            let produced = match events.get(i + 1) {
                Some(Event::Produced { gains }) => {
                    i += 1;
                    Some(production(lang, gains, names))
                }
                _ => None,
            };
            let id = match &produced {
                Some(p) => {
                    args.push(("production", Arg::Str(p)));
                    "ev-rolled-production"
                }
                None => "ev-rolled-dice",
            };
            parts.push(words(lang, id, &args));
        } else if let Some(s) = sentence(lang, &e, names) {
            parts.push(s);
        }
        i += 1;
    }
    Words::sentences(parts)
}

/// `Ada +2 ore +1 grain, Bea +1 wool`: each player's gains, one "+n resource" per kind.
pub fn production<N: SeatNames + ?Sized>(lang: Lang, gains: &[ResourceCounts], names: &N) -> Words {
    let got: Vec<Words> = gains
        .iter()
        .enumerate()
        .filter(|(_, g)| !g.is_empty())
        .map(|(s, g)| {
            let cards: Vec<String> = g
                .nonzero()
                .map(|(r, n)| counted(lang, "ev-gain", r, n))
                .collect();
            let name = names.name(Seat(s as u8));
            let cards = cards.join(" ");
            words(
                lang,
                "ev-gains",
                &[("name", Arg::Str(&name)), ("gains", Arg::Str(&cards))],
            )
        })
        .collect();
    if got.is_empty() {
        words(lang, "ev-nobody-produced", &[])
    } else {
        Words::join(got, Sep::Comma)
    }
}

/// `n` cards of `r` as the sentence `id` says them ("2 brick", "+2 brick").
fn counted(lang: Lang, id: &str, r: Resource, n: u8) -> String {
    let args = [
        ("count", Arg::Int(n.into())),
        ("resource", Arg::Str(r.name())),
    ];
    text(lang, id, &args)
}

/// A resource as `lang`'s edition names it ("Lehm").
pub fn resource_name(lang: Lang, r: Resource) -> String {
    text(lang, "resource-name", &[("resource", Arg::Str(r.name()))])
}

/// Resource cards in `lang`: "2 brick, 1 ore", or "nothing".
pub fn cards(lang: Lang, counts: &ResourceCounts) -> String {
    let each: Vec<String> = counts
        .nonzero()
        .map(|(r, n)| counted(lang, "hand-resource", r, n))
        .collect();
    match each.is_empty() {
        true => text(lang, "hand-nothing", &[]),
        false => each.join(", "),
    }
}

/// Whom an offer is made to: "everyone" or the addressed names.
pub fn audience<N: SeatNames + ?Sized>(
    lang: Lang,
    to: SeatSet,
    offerer: Seat,
    names: &N,
) -> String {
    let others: Vec<String> = (0..names.seats() as u8)
        .map(Seat)
        .filter(|&s| s != offerer && to.contains(s))
        .map(|s| names.name(s))
        .collect();
    if others.len() + 1 == names.seats() {
        text(lang, "audience-everyone", &[])
    } else {
        and_list(lang, &others)
    }
}

/// What only the actor may read about their own action (a bought card, a stolen card).
pub fn private_extra<N: SeatNames + ?Sized>(
    lang: Lang,
    events: &[Event],
    seat: Seat,
    names: &N,
) -> Option<Words> {
    let mut out = Vec::new();
    for e in events {
        match e.redact_for(Some(seat)) {
            Event::BoughtDevCard {
                seat: s,
                card: Some(c),
            } if s == seat => out.push(words(
                lang,
                "private-bought",
                &[("card", Arg::Str(c.name()))],
            )),
            Event::Stole {
                thief,
                victim,
                card: Some(c),
            } if thief == seat => {
                let name = names.name(victim);
                let args = [("resource", Arg::Str(c.name())), ("name", Arg::Str(&name))];
                out.push(words(lang, "private-stole", &args))
            }
            _ => {}
        }
    }
    (!out.is_empty()).then(|| Words::join(out, Sep::Space))
}

/// The public lines of the last `limit` actions of a replayed game that showed something,
/// oldest first: one `summary` line per action.
pub fn recent<N: SeatNames + ?Sized>(
    lang: Lang,
    steps: &[Step],
    names: &N,
    limit: usize,
) -> Vec<Words> {
    let mut lines: Vec<Words> = steps
        .iter()
        .rev()
        .filter_map(|s| s.result.as_ref().ok())
        .map(|events| summary(lang, events, names, None))
        .filter(|line| !line.is_empty())
        .take(limit)
        .collect();
    lines.reverse();
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use catan_engine::DevCard;

    fn names() -> Vec<String> {
        vec!["Ada".into(), "Bea".into(), "Cy".into()]
    }

    #[test]
    fn a_refusal_names_the_seats_its_error_carries() {
        let n = names();
        let both = SeatSet(0b110);
        let en = |e: RuleError| refusal(Lang::En, &e, &n[..]);
        assert_eq!(
            en(RuleError::WaitingForDiscards(both)),
            "Waiting for Bea and Cy to discard."
        );
        assert_eq!(
            en(RuleError::VictimRequired(both)),
            "Choose whom to steal from: Bea or Cy."
        );
        assert_eq!(
            en(RuleError::VictimRequired(SeatSet(0b111))),
            "Choose whom to steal from: Ada, Bea or Cy."
        );
        assert_eq!(
            en(RuleError::NotYourTurn(Seat(0))),
            "It is Ada's turn, not yours."
        );
        assert_eq!(en(RuleError::RollFirst), "Roll the dice first.");
        // The engine's own `Display` is for logs: the code, and the seats by number.
        let logged = RuleError::NotYourTurn(Seat(0)).to_string();
        assert!(
            logged.contains("not_your_turn") && logged.contains("Seat(0)"),
            "{logged}"
        );
    }

    #[test]
    fn typed_cards_read_the_words_of_every_language() {
        assert_eq!(
            typed_cards(Lang::De, "2 Lehm, 1 Erz"),
            Ok(ResourceCounts::new(2, 0, 0, 0, 1))
        );
        assert_eq!(
            typed_cards(Lang::Pl, "wełna ×2, ruda"),
            Ok(ResourceCounts::new(0, 0, 2, 0, 1))
        );
        assert_eq!(
            typed_cards(Lang::Fr, "1 blé 2 laines"),
            Ok(ResourceCounts::new(0, 0, 2, 1, 0))
        );
        assert_eq!(
            typed_cards(Lang::De, "2 Gold").unwrap_err(),
            "„Gold“ ist kein Rohstoff (Lehm, Holz, Wolle, Getreide, Erz)."
        );
        assert_eq!(
            typed_cards(Lang::En, "2").unwrap_err(),
            "Expected a resource after \"2\"."
        );
        // What the bot writes into a form (a counter-offer's terms) reads back.
        let c = ResourceCounts::new(1, 2, 0, 3, 1);
        for lang in Lang::ALL {
            assert_eq!(
                typed_cards(lang, &cards(lang, &c)),
                Ok(c),
                "{}",
                lang.code()
            );
        }
    }

    #[test]
    fn places_are_named_in_the_readers_language() {
        let board = Board::beginner();
        let at = Intersection::from_number(12).unwrap();
        let en = intersection(Lang::En, &board, at);
        let de = intersection(Lang::De, &board, at);
        assert_eq!(en, "fields 12 · 1 pip · 2:1 ore harbor");
        assert_eq!(de, "Ackerland 12 · 1 Punkt · Hafen 2:1 Erz");
        for (e, d) in [
            ("hills", "Hügelland"),
            ("forest", "Wald"),
            ("fields", "Ackerland"),
        ] {
            assert_eq!(en.contains(e), de.contains(d), "{en} / {de}");
        }
        let h = board.first_desert().unwrap();
        assert_eq!(
            hex_place(Lang::De, &board, h, &["Bea".into(), "Cy".into()]),
            format!("{} · Wüste · bestiehlt Bea oder Cy", h.name())
        );
    }

    #[test]
    fn a_refusal_speaks_the_readers_language_with_the_games_words() {
        let n = names();
        let say = |lang, e: RuleError| refusal(lang, &e, &n[..]);
        let occupied = RuleError::IntersectionOccupied {
            at: Intersection::from_number(12).unwrap(),
            owner: Seat(1),
            what: Building::City,
        };
        assert_eq!(
            say(Lang::De, occupied.clone()),
            "Auf Kreuzung 12 steht schon eine Stadt von Bea."
        );
        assert_eq!(
            say(Lang::En, occupied),
            "Intersection 12 already has Bea's city on it."
        );
        let short = RuleError::CannotAfford {
            missing: ResourceCounts::new(1, 1, 0, 0, 0),
            what: Purchase::Settlement,
        };
        assert_eq!(
            say(Lang::En, short.clone()),
            "You need 1 brick, 1 lumber more to build a settlement."
        );
        assert_eq!(
            say(Lang::Fr, short),
            "Il vous manque 1 argile, 1 bois pour construire une colonie."
        );
        assert_eq!(
            say(Lang::Es, RuleError::VictimRequired(SeatSet(0b110))),
            "Elige a quién robar: Bea o Cy."
        );
        // Polish: a bank trade's cards in the three plural forms.
        for (units, cards) in [
            (1, "1 kartę"),
            (2, "2 karty"),
            (5, "5 kart"),
            (22, "22 karty"),
        ] {
            let e = RuleError::BankTradeUnits {
                give: ResourceCounts::new(0, 0, 4, 0, 0),
                units,
                asked: 30,
            };
            let said = say(Lang::Pl, e);
            assert!(said.contains(&format!("z banku {cards},")), "{said}");
        }
        assert_eq!(
            say(Lang::De, RuleError::NoPiecesLeft(Piece::Road)),
            "Du hast keine Straßen mehr zum Setzen."
        );
    }

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(plural(0, "city", "cities"), "0 cities");
        assert_eq!(plural(1, "city", "cities"), "1 city");
        assert_eq!(plural(2, "knight", "knights"), "2 knights");
    }

    #[test]
    fn roll_and_production_read_as_one_sentence() {
        let n = names();
        let events = vec![
            Event::Rolled {
                seat: Seat(0),
                dice: [5, 3],
            },
            Event::Produced {
                gains: Gains::new(&[
                    ResourceCounts::one(Resource::Ore, 2),
                    ResourceCounts::one(Resource::Grain, 1),
                    ResourceCounts::ZERO,
                ]),
            },
        ];
        assert_eq!(
            summary(Lang::En, &events, &n[..], None),
            "Ada rolled 8 (5+3): Ada +2 ore, Bea +1 grain."
        );
        let mut two_kinds = ResourceCounts::one(Resource::Ore, 2);
        two_kinds[Resource::Grain] = 1;
        let gains = vec![
            two_kinds,
            ResourceCounts::ZERO,
            ResourceCounts::one(Resource::Wool, 1),
        ];
        assert_eq!(
            production(Lang::En, &gains, &n[..]),
            "Ada +1 grain +2 ore, Cy +1 wool"
        );
        assert_eq!(
            production(Lang::En, &[ResourceCounts::ZERO; 3], &n[..]),
            "nobody produced anything"
        );
    }

    #[test]
    fn every_sentence_starts_with_a_capital_letter() {
        let n = names();
        let events = [
            Event::Shortage {
                resource: Resource::Ore,
            },
            Event::LongestRoad {
                seat: None,
                length: 5,
            },
        ];
        assert_eq!(
            summary(Lang::En, &events, &n[..], None),
            "The bank is short of ore, so nobody gets ore. Nobody holds Longest Road now."
        );
    }

    #[test]
    fn counts_take_the_plural_they_need() {
        let n = names();
        let events = [
            Event::DiscardsOwed {
                owed: SeatCounts::of(&[(Seat(1), 4), (Seat(2), 1)]),
            },
            Event::LargestArmy {
                seat: Seat(2),
                knights: 3,
            },
            Event::GameWon {
                seat: Seat(2),
                vp: 10,
            },
        ];
        assert_eq!(
            summary(Lang::En, &events, &n[..], None),
            "Bea must discard 4 cards, Cy must discard 1 card. Cy now holds Largest Army \
             (3 knights). 🏆 Cy wins with 10 points!"
        );
    }

    #[test]
    fn seats_are_named_as_the_caller_names_them() {
        struct Shouting;
        impl SeatNames for Shouting {
            fn name(&self, seat: Seat) -> String {
                format!("PLAYER-{}", seat.0)
            }
            fn seats(&self) -> usize {
                3
            }
        }
        let offer = Event::TradeOffered {
            seat: Seat(0),
            give: ResourceCounts::one(Resource::Wool, 2),
            get: ResourceCounts::one(Resource::Ore, 1),
            to: SeatSet(0b100),
        };
        assert_eq!(
            sentence(Lang::En, &offer, &Shouting).unwrap(),
            "PLAYER-0 offers 2 wool for 1 ore to PLAYER-2"
        );
        let everyone = SeatSet(0b110);
        assert_eq!(
            audience(Lang::En, everyone, Seat(0), &names()[..]),
            "everyone"
        );
        assert_eq!(
            sentence(Lang::En, &Event::TurnEnded { seat: Seat(0) }, &Shouting),
            None
        );
    }

    #[test]
    fn stolen_and_bought_cards_stay_private() {
        let n = names();
        let events = vec![
            Event::Stole {
                thief: Seat(0),
                victim: Seat(1),
                card: Some(Resource::Ore),
            },
            Event::BoughtDevCard {
                seat: Seat(0),
                card: Some(DevCard::Monopoly),
            },
        ];
        let public = summary(Lang::En, &events, &n[..], None);
        assert_eq!(
            public,
            "Ada stole a card from Bea. Ada bought a development card."
        );
        let mine = private_extra(Lang::En, &events, Seat(0), &n[..]).unwrap();
        assert!(
            mine.contains("1 ore") && mine.contains("Monopoly"),
            "{mine}"
        );
        assert_eq!(private_extra(Lang::En, &events, Seat(2), &n[..]), None);
    }

    #[test]
    fn an_action_reads_as_what_to_do() {
        use catan_engine::BoardSpec;
        use catan_engine::{GameSetup, Options};
        let n = names();
        let options = Options {
            players: 3,
            ..Options::default()
        };
        let setup = GameSetup {
            options,
            board: BoardSpec::Beginner.build(),
            first_player: Seat(0),
            dev_deck: catan_engine::shuffled_deck(catan_engine::Island::Base, &mut GameRng::new(1)),
            names: n.clone(),
        };
        let mut view = Game::new(setup).unwrap().public_view();
        let at: Intersection = serde_json::from_str("19").unwrap();
        let path: Path = serde_json::from_str("\"19-24\"").unwrap();
        let hex: Hex = serde_json::from_str("\"M\"").unwrap();
        let say = |a: Action, v: &PublicView| imperative(Lang::En, &a, v, &n[..], None);
        assert_eq!(say(Action::BuildCity { at }, &view), "Build a city at 19");
        assert_eq!(
            say(Action::PlaceRoad { at: path }, &view),
            "Place a road on 19-24"
        );
        assert_eq!(
            say(Action::Roll { dice: Some([3, 4]) }, &view),
            "Roll the dice"
        );
        assert_eq!(
            say(
                Action::MoveRobber {
                    to: hex,
                    steal_from: Some(Seat(1)),
                    card: Some(Resource::Ore)
                },
                &view
            ),
            "Move the robber to hex M and steal from Bea",
            "the stolen card is never named"
        );
        let offer = Action::OfferTrade {
            give: ResourceCounts::one(Resource::Ore, 1),
            get: ResourceCounts::one(Resource::Brick, 1),
            to: None,
        };
        assert_eq!(say(offer, &view), "Offer 1 ore for 1 brick to everyone");
        let to_cy = Action::OfferTrade {
            give: ResourceCounts::one(Resource::Wool, 2),
            get: ResourceCounts::one(Resource::Grain, 1),
            to: Some(SeatSet(0b100)),
        };
        assert_eq!(say(to_cy, &view), "Offer 2 wool for 1 grain to Cy");
        assert_eq!(say(Action::DeclineTrade, &view), "Decline Ada's offer");
        assert_eq!(
            say(
                Action::PlayYearOfPlenty {
                    take: [Resource::Ore, Resource::Ore]
                },
                &view
            ),
            "Play Year of Plenty and take 2 ore"
        );
        assert_eq!(say(Action::EndTurn, &view), "End your turn");
        view.phase = Phase::RoadBuilding;
        assert_eq!(
            say(Action::BuildRoad { at: path }, &view),
            "Build a free road on 19-24"
        );
        view.phase = Phase::SpecialBuild;
        assert_eq!(say(Action::EndTurn, &view), "End your Special Build Phase");
    }

    #[test]
    fn the_recent_lines_are_the_last_actions_that_showed_something() {
        let n = names();
        let step = |i: usize, result| Step {
            i,
            seat: Seat(0),
            action: Action::EndTurn,
            result,
        };
        let steps = [
            step(0, Ok(vec![Event::TradeCancelled { seat: Seat(0) }])),
            step(
                1,
                Ok(vec![Event::Rolled {
                    seat: Seat(0),
                    dice: [6, 6],
                }]),
            ),
            step(2, Ok(vec![Event::TurnEnded { seat: Seat(0) }])),
            step(3, Err(RuleError::GameOver)),
            step(
                4,
                Ok(vec![
                    Event::TurnEnded { seat: Seat(0) },
                    Event::TurnStarted {
                        seat: Seat(1),
                        turn: 7,
                    },
                ]),
            ),
        ];
        assert_eq!(
            recent(Lang::En, &steps, &n[..], 2),
            ["Ada rolled 12 (6+6).", "Turn 7: Bea to roll."]
        );
        assert_eq!(recent(Lang::En, &steps, &n[..], 15).len(), 3);
        assert!(recent(Lang::En, &steps[2..4], &n[..], 15).is_empty());
    }

    /// The sentences the engine's rule tests once checked beside each refusal (the engine,
    /// a crate of its own, now checks the refusal itself: its code and arguments).
    #[test]
    fn the_rule_tests_refusals_read_as_players_expect() {
        use catan_engine::{Building, Intersection, Path, Piece, Purchase, Resource};
        let i = |n: u32| Intersection::from_number(n).unwrap();
        let p = |s: &str| Path::parse(s).unwrap();
        let rc = |s: &str| ResourceCounts::parse_list(s).unwrap();
        let seats = |s: &[u8]| s.iter().map(|&k| Seat(k)).collect::<SeatSet>();
        let four: Vec<String> = ["Ada", "Bea", "Cy", "Dee"].map(String::from).to_vec();
        let cases = [
            (
                RuleError::NotYourTurn(Seat(0)),
                "It is Ada's turn, not yours.",
            ),
            (
                RuleError::UndoLimit(1),
                "You have no undo left: each player has 1 in this game.",
            ),
            (
                RuleError::CannotAfford {
                    missing: rc("1 brick"),
                    what: Purchase::Road,
                },
                "You need 1 brick more to build a road.",
            ),
            (
                RuleError::BlockedByBuilding {
                    at: p("30-36"),
                    owner: Seat(1),
                    what: Building::Settlement,
                    through: i(30),
                },
                "A road on 30-36 would pass through Bea's settlement at 30.",
            ),
            (
                RuleError::CannotAfford {
                    missing: rc("1 brick, 1 lumber"),
                    what: Purchase::Settlement,
                },
                "You need 1 brick, 1 lumber more to build a settlement.",
            ),
            (
                RuleError::NoPiecesLeft(Piece::Settlement),
                "You have no settlements left to place.",
            ),
            (
                RuleError::NoPiecesLeft(Piece::Road),
                "You have no roads left to place.",
            ),
            (
                RuleError::NotEnoughCards {
                    resource: Resource::Brick,
                    has: 2,
                },
                "You only have 2 brick.",
            ),
            (
                RuleError::PartnerLacks(Seat(2)),
                "Cy no longer has the cards for this trade.",
            ),
            (
                RuleError::BadBankRate {
                    resource: Resource::Ore,
                    rate: 4,
                },
                "You trade ore with the bank at 4:1, so give a multiple of 4.",
            ),
            (
                RuleError::BankTradeUnits {
                    give: rc("4 wool"),
                    units: 1,
                    asked: 2,
                },
                "At your rates, 4 wool buys 1 card from the bank, not 2.",
            ),
            (
                RuleError::BankLacks(Resource::Brick),
                "The bank has no brick left.",
            ),
            (
                RuleError::CannotAfford {
                    missing: rc("1 grain"),
                    what: Purchase::DevelopmentCard,
                },
                "You need 1 grain more to buy a development card.",
            ),
            (
                RuleError::BankShort {
                    resource: Resource::Ore,
                    has: 1,
                },
                "The bank has only 1 ore.",
            ),
            (
                RuleError::WaitingForDiscards(seats(&[1, 2])),
                "Waiting for Bea and Cy to discard.",
            ),
            (
                RuleError::WrongDiscardCount { owed: 5, given: 2 },
                "You must discard exactly 5 cards, not 2.",
            ),
            (
                RuleError::VictimRequired(seats(&[1])),
                "Choose whom to steal from: Bea.",
            ),
            (
                RuleError::VictimRequired(seats(&[1, 3])),
                "Choose whom to steal from: Bea or Dee.",
            ),
            (
                RuleError::TooClose {
                    at: i(19),
                    owner: Seat(0),
                    what: Building::Settlement,
                },
                "That intersection is too close to Ada's settlement at 19.",
            ),
            (
                RuleError::FriendlyRobber(Seat(1)),
                "The friendly robber protects Bea, who has 2 points or fewer; choose another hex.",
            ),
            (
                RuleError::NoSuchIntersection(Intersection::from_number(60).unwrap()),
                "There is no intersection 60 on this island.",
            ),
        ];
        for (e, said) in cases {
            assert_eq!(refusal(Lang::En, &e, four.as_slice()), said, "{e:?}");
        }
        let e = BoardSpec::Beginner.build_for(Island::Large).unwrap_err();
        assert!(setup_error(Lang::En, &e).contains("beginner map"), "{e}");
    }
}
