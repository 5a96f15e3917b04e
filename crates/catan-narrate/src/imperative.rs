//! What to do, in words: an action as an imperative for the seat that would take it.

use super::{audience, cards, SeatNames};
use catan_engine::*;
use catan_i18n::{text, Arg, Lang};

/// What to do, as an imperative for the seat that would do it, in `lang` ("Build a city at
/// 19", "Roll the dice", "Offer 1 ore for 1 brick to everyone"): the hint's first words.
/// `public` is the position the action would be taken in (whose offer it answers, whether a
/// road is free, which phase it ends); random outcomes (dice, the stolen card) are never
/// named. `hex` describes a robber's hex after its letter ("hills 6 · 5 pips").
pub fn imperative<N: SeatNames + ?Sized>(
    lang: Lang,
    action: &Action,
    public: &PublicView,
    names: &N,
    hex: Option<&str>,
) -> String {
    let n = |s: Seat| names.name(s);
    let t = |id: &str, args: &[(&str, Arg<'_>)]| text(lang, id, args);
    let at = |p: &dyn std::fmt::Display| p.to_string();
    let c = |counts: &ResourceCounts| cards(lang, counts);
    let offerer = n(public.current);
    match action {
        Action::PlaceSettlement { at: p } => t("do-place-settlement", &[("at", Arg::Str(&at(p)))]),
        Action::PlaceRoad { at: p } => t("do-place-road", &[("at", Arg::Str(&at(p)))]),
        Action::Roll { .. } => t("do-roll", &[]),
        Action::Discard { cards } => t("do-discard", &[("cards", Arg::Str(&c(cards)))]),
        Action::MoveRobber { to, steal_from, .. } => {
            let detail = hex.map(|d| format!(" ({d})")).unwrap_or_default();
            let (to, detail) = (at(to), Arg::Str(&detail));
            match steal_from {
                Some(v) => t(
                    "do-robber-steal",
                    &[
                        ("hex", Arg::Str(&to)),
                        ("detail", detail),
                        ("name", Arg::Str(&n(*v))),
                    ],
                ),
                None => t("do-robber", &[("hex", Arg::Str(&to)), ("detail", detail)]),
            }
        }
        Action::BuildRoad { at: p } if public.phase == Phase::RoadBuilding => {
            t("do-free-road", &[("at", Arg::Str(&at(p)))])
        }
        Action::BuildRoad { at: p } => t("do-road", &[("at", Arg::Str(&at(p)))]),
        Action::BuildSettlement { at: p } => t("do-settlement", &[("at", Arg::Str(&at(p)))]),
        Action::BuildCity { at: p } => t("do-city", &[("at", Arg::Str(&at(p)))]),
        Action::BuyDevCard => t("do-buy", &[]),
        Action::PlayKnight => t("do-knight", &[("card", Arg::Str(DevCard::Knight.name()))]),
        Action::PlayRoadBuilding => t(
            "do-play",
            &[("card", Arg::Str(DevCard::RoadBuilding.name()))],
        ),
        Action::PlayYearOfPlenty { take } => {
            let mut counts = ResourceCounts::ZERO;
            for r in take {
                counts[*r] += 1;
            }
            t(
                "do-year-of-plenty",
                &[
                    ("card", Arg::Str(DevCard::YearOfPlenty.name())),
                    ("cards", Arg::Str(&c(&counts))),
                ],
            )
        }
        Action::PlayMonopoly { resource } => t(
            "do-monopoly",
            &[
                ("card", Arg::Str(DevCard::Monopoly.name())),
                ("resource", Arg::Str(resource.name())),
            ],
        ),
        Action::BankTrade { give, get } => t(
            "do-bank",
            &[("give", Arg::Str(&c(give))), ("get", Arg::Str(&c(get)))],
        ),
        Action::OfferTrade { give, get, to } => {
            let everyone: SeatSet = (0..names.seats() as u8).map(Seat).collect();
            let to = audience(lang, to.unwrap_or(everyone), public.current, names);
            t(
                "do-offer",
                &[
                    ("give", Arg::Str(&c(give))),
                    ("get", Arg::Str(&c(get))),
                    ("to", Arg::Str(&to)),
                ],
            )
        }
        Action::AcceptTrade => t("do-accept", &[("name", Arg::Str(&offerer))]),
        Action::DeclineTrade => t("do-decline", &[("name", Arg::Str(&offerer))]),
        Action::CounterTrade { give, get } => t(
            "do-counter",
            &[
                ("name", Arg::Str(&offerer)),
                ("give", Arg::Str(&c(give))),
                ("get", Arg::Str(&c(get))),
            ],
        ),
        Action::ConfirmTrade { with } => t("do-confirm", &[("name", Arg::Str(&n(*with)))]),
        Action::CancelTrade => t("do-withdraw", &[]),
        Action::EndTurn if public.phase == Phase::SpecialBuild => t("do-end-special", &[]),
        Action::EndTurn => t("do-end", &[]),
        Action::AskSpecialBuild => t("do-ask-special", &[]),
        Action::WithdrawSpecialBuild => t("do-withdraw-special", &[]),
        Action::Undo => t("do-undo", &[]),
    }
}
