//! Events in words: one engine event as the sentence the table reads (`sentence`), and
//! what an undo took back.

use super::{audience, cards, production, SeatNames};
use catan_engine::*;
use catan_i18n::{text, words, Arg, Lang, Sep, Words};

/// How one event's sentence names its seats, in the reader's language.
struct Say<'a, N: SeatNames + ?Sized> {
    lang: Lang,
    names: &'a N,
}

impl<N: SeatNames + ?Sized> Say<'_, N> {
    fn n(&self, s: Seat) -> String {
        self.names.name(s)
    }

    /// One seat's sentence `id`, its name first, then `more`.
    fn of(&self, id: &str, seat: Seat, more: &[(&str, Arg<'_>)]) -> Words {
        let name = self.n(seat);
        let mut args = vec![("name", Arg::Str(&name))];
        args.extend_from_slice(more);
        words(self.lang, id, &args)
    }

    /// A seat's sentence `id` about the cards given and got.
    fn swap(&self, id: &str, seat: Seat, give: &ResourceCounts, get: &ResourceCounts) -> Words {
        let (give, get) = (cards(self.lang, give), cards(self.lang, get));
        self.of(
            id,
            seat,
            &[("give", Arg::Str(&give)), ("get", Arg::Str(&get))],
        )
    }
}

fn int(v: u32) -> Arg<'static> {
    Arg::Int(v.into())
}

fn at(v: &dyn std::fmt::Display) -> String {
    v.to_string()
}

/// One event as a sentence without its full stop, in `lang`; None for an event nobody
/// needs to read. The event is shown as given: redact it first for public text.
pub fn sentence<N: SeatNames + ?Sized>(lang: Lang, e: &Event, names: &N) -> Option<Words> {
    let say = Say { lang, names };
    let of = |id: &str, seat: Seat, more: &[(&str, Arg<'_>)]| say.of(id, seat, more);
    Some(match e {
        Event::SettlementPlaced { seat, at: p, setup } => {
            let id = match setup {
                true => "ev-settlement-placed",
                false => "ev-settlement-built",
            };
            of(id, *seat, &[("at", Arg::Str(&at(p)))])
        }
        Event::RoadPlaced { seat, at: p, free } => {
            let id = match free {
                true => "ev-free-road-built",
                false => "ev-road-built",
            };
            of(id, *seat, &[("at", Arg::Str(&at(p)))])
        }
        Event::CityBuilt { seat, at: p } => of("ev-city-built", *seat, &[("at", Arg::Str(&at(p)))]),
        Event::StartingResources { seat, cards: c } => {
            let c = cards(lang, c);
            of("ev-starting-resources", *seat, &[("cards", Arg::Str(&c))])
        }
        Event::SetupFinished { first } => of("ev-setup-finished", *first, &[]),
        Event::Rolled { seat, dice } => {
            let total = u32::from(dice[0] + dice[1]);
            of("ev-rolled", *seat, &[("total", int(total))])
        }
        Event::Produced { gains } => production(lang, gains, names),
        Event::RobberBlocked { hex } => {
            words(lang, "ev-robber-blocked", &[("hex", Arg::Str(&at(hex)))])
        }
        Event::Shortage { resource } => {
            let r = Arg::Str(resource.name());
            words(lang, "ev-shortage", &[("resource", r)])
        }
        Event::DiscardsOwed { owed } => {
            let list = owed
                .iter()
                .map(|(s, k)| of("ev-must-discard", *s, &[("count", int(u32::from(*k)))]));
            Words::join(list, Sep::Comma)
        }
        Event::Discarded { seat, cards: c } => {
            let c = cards(lang, c);
            of("ev-discarded", *seat, &[("cards", Arg::Str(&c))])
        }
        Event::RobberMoved { seat, to } => {
            of("ev-robber-moved", *seat, &[("hex", Arg::Str(&at(to)))])
        }
        Event::Stole {
            thief,
            victim,
            card,
        } => {
            let (thief, victim) = (say.n(*thief), say.n(*victim));
            let mut args = vec![("thief", Arg::Str(&thief)), ("victim", Arg::Str(&victim))];
            let id = match card {
                Some(c) => {
                    args.push(("resource", Arg::Str(c.name())));
                    "ev-stole-card"
                }
                None => "ev-stole",
            };
            words(lang, id, &args)
        }
        Event::BoughtDevCard { .. }
        | Event::PlayedDevCard { .. }
        | Event::TookFromBank { .. }
        | Event::Monopolized { .. } => return card_sentence(&say, e),
        Event::BankTraded { .. }
        | Event::TradeOffered { .. }
        | Event::TradeAccepted { .. }
        | Event::TradeDeclined { .. }
        | Event::TradeCountered { .. }
        | Event::Traded { .. }
        | Event::TradeCancelled { .. } => return trade_sentence(&say, e),
        Event::LongestRoad { seat, length } => match seat {
            Some(s) => of(
                "ev-longest-road",
                *s,
                &[("length", int(u32::from(*length)))],
            ),
            None => words(lang, "ev-longest-road-none", &[]),
        },
        Event::LargestArmy { seat, knights } => {
            let knights = int(u32::from(*knights));
            of("ev-largest-army", *seat, &[("knights", knights)])
        }
        Event::TurnEnded { .. } | Event::SpecialBuildEnded { .. } => return None,
        Event::TurnStarted { seat, turn } => of("ev-turn-started", *seat, &[("turn", int(*turn))]),
        Event::GameWon { seat, vp } => of("ev-won", *seat, &[("points", int(u32::from(*vp)))]),
        Event::SpecialBuildAsked { seat } => of("ev-sbp-asked", *seat, &[]),
        Event::SpecialBuildWithdrawn { seat } => of("ev-sbp-withdrawn", *seat, &[]),
        Event::SpecialBuildStarted { seat } => of("ev-sbp-started", *seat, &[]),
        Event::SettlerTwoStarted { seat, settler_one } => {
            let owner = say.n(*settler_one);
            of("ev-settler-two", *seat, &[("owner", Arg::Str(&owner))])
        }
        Event::Undone { seat, action, left } => {
            let what = taken_back(lang, action);
            let left = int(u32::from(*left));
            of(
                "ev-undone",
                *seat,
                &[("what", Arg::Str(&what)), ("left", left)],
            )
        }
    })
}

/// A development card's event as a sentence: bought, played, a year of plenty's cards,
/// a monopoly's take; None for any other event.
fn card_sentence<N: SeatNames + ?Sized>(say: &Say<'_, N>, e: &Event) -> Option<Words> {
    let lang = say.lang;
    Some(match e {
        Event::BoughtDevCard { seat, card } => match card {
            Some(c) => say.of(
                "ev-bought-card-known",
                *seat,
                &[("card", Arg::Str(c.name()))],
            ),
            None => say.of("ev-bought-card", *seat, &[]),
        },
        Event::PlayedDevCard { seat, card } => {
            say.of("ev-played", *seat, &[("card", Arg::Str(card.name()))])
        }
        Event::TookFromBank { seat, cards: c } => {
            let c = cards(lang, c);
            say.of("ev-took-from-bank", *seat, &[("cards", Arg::Str(&c))])
        }
        Event::Monopolized {
            seat,
            resource,
            taken,
        } => {
            let from: Vec<Words> = taken
                .iter()
                .filter(|(_, k)| *k > 0)
                .map(|(s, k)| {
                    let who = say.n(*s);
                    let args = [("count", int(u32::from(*k))), ("name", Arg::Str(&who))];
                    words(lang, "ev-monopoly-from", &args)
                })
                .collect();
            let r = ("resource", Arg::Str(resource.name()));
            match from.is_empty() {
                true => say.of("ev-monopoly-none", *seat, &[r]),
                false => {
                    let from = Words::join(from, Sep::Comma);
                    say.of("ev-monopoly", *seat, &[r, ("from", Arg::Str(&from))])
                }
            }
        }
        _ => return None,
    })
}

/// A trade's event as a sentence: with the bank, or an offer and how it went; None for
/// any other event.
fn trade_sentence<N: SeatNames + ?Sized>(say: &Say<'_, N>, e: &Event) -> Option<Words> {
    let lang = say.lang;
    Some(match e {
        Event::BankTraded { seat, give, get } => say.swap("ev-bank-traded", *seat, give, get),
        Event::TradeOffered {
            seat,
            give,
            get,
            to,
        } => {
            let (give, get) = (cards(lang, give), cards(lang, get));
            let to = audience(lang, *to, *seat, say.names);
            let args = [
                ("give", Arg::Str(&give)),
                ("get", Arg::Str(&get)),
                ("to", Arg::Str(&to)),
            ];
            say.of("ev-offered", *seat, &args)
        }
        Event::TradeAccepted { seat } => say.of("ev-accepts", *seat, &[]),
        Event::TradeDeclined { seat } => say.of("ev-declines", *seat, &[]),
        Event::TradeCountered { seat, give, get } => say.swap("ev-counters", *seat, give, get),
        Event::Traded {
            offerer,
            partner,
            gave,
            got,
        } => {
            let (offerer, partner) = (say.n(*offerer), say.n(*partner));
            let (gave, got) = (cards(lang, gave), cards(lang, got));
            let args = [
                ("offerer", Arg::Str(&offerer)),
                ("partner", Arg::Str(&partner)),
                ("gave", Arg::Str(&gave)),
                ("got", Arg::Str(&got)),
            ];
            words(lang, "ev-traded", &args)
        }
        Event::TradeCancelled { seat } => say.of("ev-withdrew", *seat, &[]),
        _ => return None,
    })
}

/// What an undo takes back, as the object of "took back": "the road on 12–13".
pub fn taken_back(lang: Lang, action: &Action) -> String {
    let at =
        |id: &str, p: &dyn std::fmt::Display| text(lang, id, &[("at", Arg::Str(&p.to_string()))]);
    match action {
        Action::BuildRoad { at: p } => at("undo-road", p),
        Action::BuildSettlement { at: p } => at("undo-settlement", p),
        Action::BuildCity { at: p } => at("undo-city", p),
        Action::BankTrade { give, get } => {
            let (give, get) = (cards(lang, give), cards(lang, get));
            text(
                lang,
                "undo-bank-trade",
                &[("give", Arg::Str(&give)), ("get", Arg::Str(&get))],
            )
        }
        // Undo takes back builds and bank trades only.
        _ => text(lang, "undo-move", &[]),
    }
}
