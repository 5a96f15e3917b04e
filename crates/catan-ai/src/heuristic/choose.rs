//! What the heuristic plays: its choice among the legal actions in every phase, its
//! answer to an offer, the offer it proposes, and whether it asks for a Special Build Phase.

use super::{best_by, Ctx, Goal, NOBODY};
use catan_engine::{
    bank_per_resource, cost, intersections_in, Action, DevCard, DevCounts, Hex, Phase, Resource,
    ResourceCounts, Seat,
};

/// The actions a Special Build Phase would list for `ctx.seat` with the hand it holds now
/// (as the engine lists them: ending it, then the builds it can pay for and place).
pub(crate) fn special_build_options(ctx: &Ctx) -> Vec<Action> {
    let hand = &ctx.hand;
    let mut out = vec![Action::EndTurn];
    if ctx.roads_left > 0 && hand.covers(&cost::ROAD) {
        // Roads leave my buildings, or my roads' ends that no one has built on.
        let mut frontier = ctx.mine;
        for i in intersections_in(ctx.my_nodes) {
            if ctx.owner[i.index()] == NOBODY {
                frontier |= i.bit();
            }
        }
        let mut spots = 0u128;
        for i in intersections_in(frontier) {
            spots |= ctx.topo.paths_at(i);
        }
        for at in ctx.topo.paths_in(spots & !ctx.all_roads) {
            out.push(Action::BuildRoad { at });
        }
    }
    if ctx.settlements_left > 0 && hand.covers(&cost::SETTLEMENT) {
        for at in intersections_in(ctx.my_sites()) {
            out.push(Action::BuildSettlement { at });
        }
    }
    if ctx.cities_left > 0 && hand.covers(&cost::CITY) {
        for at in intersections_in(ctx.mine & !ctx.cities) {
            out.push(Action::BuildCity { at });
        }
    }
    if ctx.dev_deck_left > 0 && hand.covers(&cost::DEV_CARD) {
        out.push(Action::BuyDevCard);
    }
    out
}

/// 5–6 players: whether a Special Build Phase after this turn is worth asking for: whether,
/// given one now with the hand it holds, it would build or buy something rather than end
/// it at once (the same choice it makes in the phase itself). While a request stands the
/// answer is asked again after each change, so a hand that was robbed, discarded or
/// spent withdraws it.
pub(crate) fn wants_special_build(ctx: &Ctx) -> bool {
    let options = special_build_options(ctx);
    if options.len() == 1 {
        return false;
    }
    let sbp = Ctx {
        phase: Phase::SpecialBuild,
        current: ctx.seat,
        offer: None,
        playable: DevCounts::default(),
        ..*ctx
    };
    main_choice(&sbp, &options, &sbp.production(sbp.seat)) != Action::EndTurn
}

/// Score of moving the robber to `to` and stealing from `victim`.
pub(crate) fn robber_score(ctx: &Ctx, to: Hex, victim: Option<Seat>) -> f32 {
    let t = ctx.board.tile(to);
    let pips = t.pips() as f32;
    let leader = ctx.leader();
    let mut v = 0.0;
    for c in ctx.topo.corners(to) {
        let o = ctx.owner[c.index()];
        if o == NOBODY {
            continue;
        }
        let k = if ctx.cities & c.bit() != 0 { 2.0 } else { 1.0 };
        if o == ctx.seat.0 {
            v -= 3.0 * k * pips + 5.0;
        } else {
            let vp = ctx.public_vp[o as usize] as f32;
            let lead = if Some(Seat(o)) == leader { 1.5 } else { 1.0 };
            v += k * pips * lead * (1.0 + vp / 5.0);
        }
    }
    if let Some(s) = victim {
        v += 0.4 * (ctx.cards[s.index()].min(8) as f32) + 0.3 * ctx.public_vp[s.index()] as f32;
    }
    v
}

/// Score of keeping `hand` after a discard.
pub(crate) fn discard_score(ctx: &Ctx, cards: &ResourceCounts) -> f32 {
    let mut h = ctx.hand;
    h.sub(cards);
    ctx.hand_value(&h)
}

/// Chooses among `legal` for `ctx.seat`. `legal` must be non-empty.
pub(crate) fn choose(ctx: &Ctx, legal: &[Action]) -> Action {
    debug_assert!(!legal.is_empty());
    if legal.len() == 1 {
        return legal[0];
    }
    match ctx.phase {
        Phase::Setup => {
            let prod = ctx.production(ctx.seat);
            if let Some((a, _)) = best_by(
                legal,
                |a| matches!(a, Action::PlaceSettlement { .. }),
                |a| match a {
                    Action::PlaceSettlement { at } => ctx.site_value(*at, &prod),
                    _ => 0.0,
                },
            ) {
                return a;
            }
            best_by(
                legal,
                |a| matches!(a, Action::PlaceRoad { .. }),
                |a| match a {
                    Action::PlaceRoad { at } => {
                        let s = ctx.setup_settlement;
                        let (x, y) = at.ends();
                        let w = if Some(x) == s { y } else { x };
                        ctx.road_target_value(w, s.unwrap_or(x), &prod)
                    }
                    _ => 0.0,
                },
            )
            .map(|x| x.0)
            .unwrap_or(legal[0])
        }
        Phase::Discard => best_by(
            legal,
            |a| matches!(a, Action::Discard { .. }),
            |a| match a {
                Action::Discard { cards } => discard_score(ctx, cards),
                _ => 0.0,
            },
        )
        .map(|x| x.0)
        .unwrap_or(legal[0]),
        Phase::MoveRobber => best_by(
            legal,
            |a| matches!(a, Action::MoveRobber { .. }),
            |a| match a {
                Action::MoveRobber { to, steal_from, .. } => robber_score(ctx, *to, *steal_from),
                _ => 0.0,
            },
        )
        .map(|x| x.0)
        .unwrap_or(legal[0]),
        Phase::RoadBuilding => {
            let prod = ctx.production(ctx.seat);
            best_by(
                legal,
                |a| matches!(a, Action::BuildRoad { .. }),
                |a| match a {
                    Action::BuildRoad { at } => ctx.road_value(*at, &prod),
                    _ => 0.0,
                },
            )
            .map(|x| x.0)
            .unwrap_or(legal[0])
        }
        Phase::Roll => {
            if legal.contains(&Action::PlayKnight) && robber_on_me(ctx) {
                return Action::PlayKnight;
            }
            legal
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Roll { .. }))
                .unwrap_or(legal[0])
        }
        Phase::SpecialBuild => {
            if ctx.current == ctx.seat {
                main_choice(ctx, legal, &ctx.production(ctx.seat))
            } else {
                legal[0]
            }
        }
        Phase::Main => {
            if ctx.current == ctx.seat {
                main_choice(ctx, legal, &ctx.production(ctx.seat))
            } else {
                // Answering an offer through `choose`: same rule as `respond`.
                let accept = legal.contains(&Action::AcceptTrade) && accepts_offer(ctx);
                if accept {
                    Action::AcceptTrade
                } else {
                    legal
                        .iter()
                        .copied()
                        .find(|a| *a == Action::DeclineTrade)
                        .unwrap_or(legal[0])
                }
            }
        }
        Phase::GameOver => legal[0],
    }
}

fn robber_on_me(ctx: &Ctx) -> bool {
    ctx.robber.is_some_and(|h| {
        ctx.topo
            .corners(h)
            .iter()
            .any(|c| ctx.owner[c.index()] == ctx.seat.0)
            && ctx.board.tile(h).pips() >= 3
    })
}

fn has(legal: &[Action], a: Action) -> bool {
    legal.contains(&a)
}

/// The hand after a trade giving `give` and getting `get`.
fn after(hand: &ResourceCounts, give: &ResourceCounts, get: &ResourceCounts) -> ResourceCounts {
    let mut h = *hand;
    h.sub(give);
    h.add(get);
    h
}

/// The main phase (or a Special Build Phase) on the seat's own turn: settle its open
/// offer, build (a city, then a settlement), play a card worth playing, a road or a card
/// toward its goal, a bank trade toward it, else end the turn.
fn main_choice(ctx: &Ctx, legal: &[Action], prod: &[f32; 5]) -> Action {
    let city = |a: &Action| matches!(a, Action::BuildCity { .. });
    let settlement = |a: &Action| matches!(a, Action::BuildSettlement { .. });
    let built = own_offer(ctx, legal)
        .or_else(|| best_build(legal, city, ctx, prod))
        .or_else(|| best_build(legal, settlement, ctx, prod));
    if let Some(a) = built {
        return a;
    }
    let goal = ctx.goal();
    let need = goal.map(|g| g.1).unwrap_or(ResourceCounts::ZERO);
    let toward = Toward {
        ctx,
        legal,
        prod,
        goal: goal.map(|g| g.0),
        need,
        missing: ctx.hand.shortfall(&need),
    };
    toward
        .card_to_play()
        .or_else(|| toward.road_or_card())
        .or_else(|| toward.spend_before_a_seven())
        .or_else(|| toward.bank_trade())
        .unwrap_or(if has(legal, Action::EndTurn) {
            Action::EndTurn
        } else {
            legal[0]
        })
}

/// An open offer of mine: confirm the best answer if it still helps, else withdraw.
fn own_offer(ctx: &Ctx, legal: &[Action]) -> Option<Action> {
    let offer = ctx.offer.as_ref()?;
    let here = ctx.hand_value(&ctx.hand);
    let best = legal
        .iter()
        .filter_map(|a| match a {
            Action::ConfirmTrade { with } => offer
                .terms_with(*with)
                .map(|(gave, got)| (*a, ctx.hand_value(&after(&ctx.hand, &gave, &got)))),
            _ => None,
        })
        .max_by(|a, b| a.1.total_cmp(&b.1));
    match best {
        Some((a, v)) if v > here => Some(a),
        _ => has(legal, Action::CancelTrade).then_some(Action::CancelTrade),
    }
}

/// The best of the builds `kind` keeps: a city by its spot's pips, a settlement by what it
/// adds to `prod`.
fn best_build(
    legal: &[Action],
    kind: impl Fn(&Action) -> bool,
    ctx: &Ctx,
    prod: &[f32; 5],
) -> Option<Action> {
    best_by(legal, kind, |a| match a {
        Action::BuildCity { at } => ctx.site_value(*at, &[1.0; 5]),
        Action::BuildSettlement { at } => ctx.site_value(*at, prod),
        _ => 0.0,
    })
    .map(|(a, _)| a)
}

/// The best road among `legal`, with its value.
fn best_road(ctx: &Ctx, legal: &[Action], prod: &[f32; 5]) -> Option<(Action, f32)> {
    best_by(
        legal,
        |a| matches!(a, Action::BuildRoad { .. }),
        |a| match a {
            Action::BuildRoad { at } => ctx.road_value(*at, prod),
            _ => 0.0,
        },
    )
}

/// What the main phase weighs once no build is at hand: the goal the seat saves for, what
/// it needs and what it still lacks.
struct Toward<'a> {
    ctx: &'a Ctx<'a>,
    legal: &'a [Action],
    prod: &'a [f32; 5],
    goal: Option<Goal>,
    need: ResourceCounts,
    missing: ResourceCounts,
}

impl Toward<'_> {
    /// A development card worth playing now: a knight that frees my hex or takes the army,
    /// a year of plenty toward the goal, a monopoly that takes enough, road building with
    /// somewhere to go.
    fn card_to_play(&self) -> Option<Action> {
        let (ctx, legal, prod) = (self.ctx, self.legal, self.prod);
        if has(legal, Action::PlayKnight) {
            let mine = ctx.knights[ctx.seat.index()] + 1;
            let holder = ctx
                .largest_army
                .map(|s| ctx.knights[s.index()])
                .unwrap_or(2);
            let takes_army = ctx.largest_army != Some(ctx.seat) && mine > holder;
            if robber_on_me(ctx) || takes_army {
                return Some(Action::PlayKnight);
            }
        }
        if ctx.playable[DevCard::YearOfPlenty] > 0 && self.missing.total() > 0 {
            let mut want: Vec<Resource> = Vec::new();
            for (r, k) in self.missing.nonzero() {
                for _ in 0..k {
                    want.push(r);
                }
            }
            let mut scarce = Resource::ALL;
            scarce.sort_by(|a, b| prod[a.index()].total_cmp(&prod[b.index()]));
            want.extend(scarce);
            let a = Action::PlayYearOfPlenty {
                take: [want[0], want[1]],
            };
            let b = Action::PlayYearOfPlenty {
                take: [want[1], want[0]],
            };
            if let Some(x) = [a, b].into_iter().find(|x| has(legal, *x)) {
                return Some(x);
            }
        }
        if ctx.playable[DevCard::Monopoly] > 0 {
            let best = Resource::ALL
                .into_iter()
                .map(|r| {
                    let out = (bank_per_resource(ctx.board.island()) as u32)
                        .saturating_sub(ctx.bank[r] as u32 + ctx.hand[r] as u32);
                    let w = if self.need[r] > ctx.hand[r] { 1.5 } else { 1.0 };
                    (r, out as f32 * w)
                })
                .max_by(|a, b| a.1.total_cmp(&b.1));
            if let Some((r, v)) = best {
                if v >= 4.5 && has(legal, Action::PlayMonopoly { resource: r }) {
                    return Some(Action::PlayMonopoly { resource: r });
                }
            }
        }
        let roads = ctx.settlements_left > 0 && ctx.roads_left >= 2;
        (roads && has(legal, Action::PlayRoadBuilding)).then_some(Action::PlayRoadBuilding)
    }

    /// A road when a road is the goal, or when it costs nothing the goal needs; a card
    /// when it is the goal or costs nothing the goal lacks.
    fn road_or_card(&self) -> Option<Action> {
        let (ctx, legal, need) = (self.ctx, self.legal, &self.need);
        let road_goal = self.goal == Some(Goal::Road);
        let spare = || {
            ctx.hand.shortfall(need).total()
                == after(&ctx.hand, &cost::ROAD, &ResourceCounts::ZERO)
                    .shortfall(need)
                    .total()
        };
        if road_goal || (ctx.hand.covers(&cost::ROAD) && spare()) {
            if let Some((a, v)) = best_road(ctx, legal, self.prod) {
                if (road_goal && v > 0.0) || (spare() && v > 2.0) {
                    return Some(a);
                }
            }
        }
        if has(legal, Action::BuyDevCard) {
            let left = after(&ctx.hand, &cost::DEV_CARD, &ResourceCounts::ZERO);
            let costs_nothing_lacking = left.shortfall(need).total() == self.missing.total();
            if self.goal == Some(Goal::Dev) || costs_nothing_lacking {
                return Some(Action::BuyDevCard);
            }
        }
        None
    }

    /// A Special Build Phase allows no trade, and several rolls come before my turn: over
    /// the discard limit, spend cards (a card, else a road toward something) rather than
    /// lose half of them to a 7.
    fn spend_before_a_seven(&self) -> Option<Action> {
        let (ctx, legal) = (self.ctx, self.legal);
        if ctx.phase != Phase::SpecialBuild || ctx.hand.total() <= ctx.discard_limit as u32 {
            return None;
        }
        if has(legal, Action::BuyDevCard) {
            return Some(Action::BuyDevCard);
        }
        best_road(ctx, legal, self.prod)
            .filter(|(_, v)| *v > 0.0)
            .map(|(a, _)| a)
    }

    /// A maritime trade toward the goal, giving what the goal does not need, when the
    /// trades can finish it or the hand is over the discard limit.
    fn bank_trade(&self) -> Option<Action> {
        let (ctx, missing) = (self.ctx, &self.missing);
        if missing.total() == 0 {
            return None;
        }
        let mut surplus = [0u8; 5];
        let mut trades_possible = 0;
        for r in Resource::ALL {
            surplus[r.index()] = ctx.hand[r].saturating_sub(self.need[r]);
            trades_possible += surplus[r.index()] / ctx.rates[r.index()];
        }
        let can_finish = trades_possible as u32 >= missing.total();
        let crowded = ctx.hand.total() > ctx.discard_limit as u32;
        if !can_finish && !crowded {
            return None;
        }
        let give = Resource::ALL
            .into_iter()
            .filter(|r| surplus[r.index()] >= ctx.rates[r.index()])
            .max_by_key(|r| {
                (
                    surplus[r.index()] as i32 - ctx.rates[r.index()] as i32,
                    ctx.hand[*r],
                )
            })?;
        let get = missing
            .nonzero()
            .map(|(r, _)| r)
            .min_by_key(|r| ctx.hand[*r])?;
        let a = Action::BankTrade {
            give: ResourceCounts::one(give, ctx.rates[give.index()]),
            get: ResourceCounts::one(get, 1),
        };
        has(self.legal, a).then_some(a)
    }
}

/// My answer to the open offer: AcceptTrade when `accepts_offer`, else DeclineTrade.
pub(crate) fn answer(ctx: &Ctx) -> Action {
    if accepts_offer(ctx) {
        Action::AcceptTrade
    } else {
        Action::DeclineTrade
    }
}

/// Would I take the open offer? Only if it brings me closer to a build and the offerer is
/// not close to winning.
pub(crate) fn accepts_offer(ctx: &Ctx) -> bool {
    let Some(offer) = &ctx.offer else {
        return false;
    };
    if !ctx.hand.covers(&offer.get) || !offer.to.contains(ctx.seat) {
        return false;
    }
    if ctx.public_vp[ctx.current.index()] + 2 >= ctx.points_to_win {
        return false;
    }
    // I give what they get, and get what they give.
    let mine = after(&ctx.hand, &offer.get, &offer.give);
    ctx.hand_value(&mine) > ctx.hand_value(&ctx.hand) + 0.4
}

/// A one-for-one offer toward my goal: a card my goal does not need for one it lacks.
pub(crate) fn proposal(ctx: &Ctx) -> Option<Action> {
    if ctx.phase != Phase::Main || ctx.current != ctx.seat || ctx.offer.is_some() || !ctx.may_offer
    {
        return None;
    }
    let (_, need) = ctx.goal()?;
    let missing = ctx.hand.shortfall(&need);
    if missing.total() == 0 || missing.total() > 2 {
        return None;
    }
    let get = missing.nonzero().map(|(r, _)| r).next()?;
    let give = Resource::ALL
        .into_iter()
        .filter(|&r| ctx.hand[r] > need[r] && r != get)
        .max_by_key(|&r| ctx.hand[r] - need[r])?;
    // Not if the bank does it as well.
    if ctx.hand[give] - need[give] >= ctx.rates[give.index()] {
        return None;
    }
    Some(Action::OfferTrade {
        give: ResourceCounts::one(give, 1),
        get: ResourceCounts::one(get, 1),
        to: None,
    })
}
