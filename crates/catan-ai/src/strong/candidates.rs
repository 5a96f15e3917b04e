//! What the strong player searches: the heuristic's pick and the main alternatives to it
//! for the phase (`candidates`), and the domestic offers worth putting to the table
//! (`offers`).

use crate::heuristic::{self, discard_score, robber_score, Ctx};
use catan_engine::{cost, Action, Phase, Resource, ResourceCounts};

/// Top `k` of `legal` matching `keep`, by `score` (best first).
fn top_k(
    legal: &[Action],
    k: usize,
    keep: impl Fn(&Action) -> bool,
    score: impl Fn(&Action) -> f32,
) -> Vec<Action> {
    let mut v: Vec<(Action, f32)> = legal
        .iter()
        .filter(|a| keep(a))
        .map(|a| (*a, score(a)))
        .collect();
    v.sort_by(|a, b| b.1.total_cmp(&a.1));
    v.into_iter().take(k).map(|x| x.0).collect()
}

/// The actions worth searching: the heuristic's own pick first, then the main alternatives.
pub(crate) fn candidates(ctx: &Ctx, legal: &[Action], max: usize) -> Vec<Action> {
    let mut out = vec![heuristic::choose(ctx, legal)];
    for a in Alternatives::new(ctx, legal).of_phase() {
        if !out.contains(&a) {
            out.push(a);
        }
    }
    out.truncate(max.max(1));
    out
}

/// The alternatives `candidates` weighs beside the heuristic's pick: picked from `legal`
/// for `ctx`'s seat, valuing sites and roads by the seat's production.
struct Alternatives<'a> {
    ctx: &'a Ctx<'a>,
    legal: &'a [Action],
    prod: [f32; 5],
}

impl<'a> Alternatives<'a> {
    /// The alternatives among `legal` for `ctx`'s seat.
    fn new(ctx: &'a Ctx<'a>, legal: &'a [Action]) -> Self {
        let prod = ctx.production(ctx.seat);
        Alternatives { ctx, legal, prod }
    }

    /// The alternatives of the phase, the likeliest kinds first (an action may come twice;
    /// `candidates` keeps its first place).
    fn of_phase(&self) -> Vec<Action> {
        let ctx = self.ctx;
        let mine = ctx.current == ctx.seat;
        match ctx.phase {
            Phase::Setup => [
                self.setup_settlements(6),
                self.all(|a| matches!(a, Action::PlaceRoad { .. })),
            ]
            .concat(),
            Phase::Discard => self.discards(4),
            Phase::MoveRobber => self.robber_moves(5),
            Phase::RoadBuilding => self.roads(4),
            Phase::Roll => self.all(|a| matches!(a, Action::Roll { .. } | Action::PlayKnight)),
            // My own open offer, answered: confirm with one of the accepters, or withdraw it.
            Phase::Main if mine && ctx.offer.is_some() => {
                self.all(|a| matches!(a, Action::ConfirmTrade { .. } | Action::CancelTrade))
            }
            Phase::Main if mine => self.my_turn(),
            Phase::SpecialBuild if mine => self.my_special_build(),
            // Answers to offers go through `respond`; nothing else is chosen by another seat.
            Phase::Main | Phase::SpecialBuild | Phase::GameOver => Vec::new(),
        }
    }

    /// My turn with no offer open: a city, a card bought or played, or the turn's end; the
    /// best three settlements and roads; maritime trades that pay for a build; the best two
    /// monopolies.
    fn my_turn(&self) -> Vec<Action> {
        let plain = self.all(|a| {
            matches!(
                a,
                Action::BuildCity { .. }
                    | Action::BuyDevCard
                    | Action::PlayKnight
                    | Action::PlayRoadBuilding
                    | Action::EndTurn
            )
        });
        [
            plain,
            self.settlements(3),
            self.roads(3),
            enabling_trades(self.ctx, self.legal, 3),
            self.monopolies(2),
        ]
        .concat()
    }

    /// 5–6 players, my Special Build Phase: builds and a card, or ending it (no trade, no
    /// card played).
    fn my_special_build(&self) -> Vec<Action> {
        let plain = self.all(|a| {
            matches!(
                a,
                Action::BuildCity { .. } | Action::BuyDevCard | Action::EndTurn
            )
        });
        [plain, self.settlements(3), self.roads(2)].concat()
    }

    /// Every legal action that `keep` accepts, in the order listed.
    fn all(&self, keep: impl Fn(&Action) -> bool) -> Vec<Action> {
        self.legal.iter().copied().filter(|a| keep(a)).collect()
    }

    /// The `k` best set-up settlements, by the value of their site.
    fn setup_settlements(&self, k: usize) -> Vec<Action> {
        top_k(
            self.legal,
            k,
            |a| matches!(a, Action::PlaceSettlement { .. }),
            |a| match a {
                Action::PlaceSettlement { at } => self.ctx.site_value(*at, &self.prod),
                _ => 0.0,
            },
        )
    }

    /// The `k` best settlements to build, by the value of their site.
    fn settlements(&self, k: usize) -> Vec<Action> {
        top_k(
            self.legal,
            k,
            |a| matches!(a, Action::BuildSettlement { .. }),
            |a| match a {
                Action::BuildSettlement { at } => self.ctx.site_value(*at, &self.prod),
                _ => 0.0,
            },
        )
    }

    /// The `k` best roads to build, by what they reach.
    fn roads(&self, k: usize) -> Vec<Action> {
        top_k(
            self.legal,
            k,
            |a| matches!(a, Action::BuildRoad { .. }),
            |a| match a {
                Action::BuildRoad { at } => self.ctx.road_value(*at, &self.prod),
                _ => 0.0,
            },
        )
    }

    /// The `k` best discards, by the heuristic's score of the cards kept.
    fn discards(&self, k: usize) -> Vec<Action> {
        top_k(
            self.legal,
            k,
            |a| matches!(a, Action::Discard { .. }),
            |a| match a {
                Action::Discard { cards } => discard_score(self.ctx, cards),
                _ => 0.0,
            },
        )
    }

    /// The `k` best moves of the robber, by the heuristic's score of the hex and the steal.
    fn robber_moves(&self, k: usize) -> Vec<Action> {
        top_k(
            self.legal,
            k,
            |a| matches!(a, Action::MoveRobber { .. }),
            |a| match a {
                Action::MoveRobber { to, steal_from, .. } => {
                    robber_score(self.ctx, *to, *steal_from)
                }
                _ => 0.0,
            },
        )
    }

    /// The `k` best monopolies, by how many cards of the resource the others may hold (those
    /// neither in the bank nor in my hand).
    fn monopolies(&self, k: usize) -> Vec<Action> {
        let ctx = self.ctx;
        top_k(
            self.legal,
            k,
            |a| matches!(a, Action::PlayMonopoly { .. }),
            |a| match a {
                Action::PlayMonopoly { resource } => {
                    catan_engine::bank_per_resource(ctx.board.island()) as f32
                        - ctx.bank[*resource] as f32
                        - ctx.hand[*resource] as f32
                }
                _ => 0.0,
            },
        )
    }
}

/// Up to `k` one-unit maritime trades after which I can pay for a build I cannot pay for
/// now (a city or settlement before a development card; the cheaper trade first).
pub(super) fn enabling_trades(ctx: &Ctx, legal: &[Action], k: usize) -> Vec<Action> {
    let builds = [
        (
            cost::CITY,
            ctx.cities_left > 0 && ctx.mine & !ctx.cities != 0,
            3.0,
        ),
        (
            cost::SETTLEMENT,
            ctx.settlements_left > 0 && ctx.my_sites() != 0,
            3.0,
        ),
        (cost::DEV_CARD, ctx.dev_deck_left > 0, 1.0),
    ];
    let gain = |a: &Action| -> f32 {
        let Action::BankTrade { give, get } = a else {
            return 0.0;
        };
        if get.total() != 1 {
            return 0.0;
        }
        let mut h = ctx.hand;
        h.sub(give);
        h.add(get);
        let best = builds
            .iter()
            .filter(|(c, possible, _)| *possible && !ctx.hand.covers(c) && h.covers(c))
            .map(|b| b.2)
            .fold(0.0f32, f32::max);
        if best > 0.0 {
            best - 0.1 * give.total() as f32
        } else {
            0.0
        }
    };
    top_k(legal, k, |a| gain(a) > 0.0, gain)
}

/// Domestic offers worth putting to the table on my turn: the heuristic's own first, then,
/// for each build at most two cards away, one or two spare cards for one that it lacks.
pub(crate) fn offers(ctx: &Ctx, max: usize) -> Vec<Action> {
    let mut out: Vec<Action> = heuristic::proposal(ctx).into_iter().collect();
    if ctx.phase != Phase::Main || ctx.current != ctx.seat || ctx.offer.is_some() || !ctx.may_offer
    {
        return out;
    }
    for (_, price, _) in ctx.goals() {
        let missing = ctx.hand.shortfall(&price);
        if missing.total() == 0 || missing.total() > 2 {
            continue;
        }
        for (want, _) in missing.nonzero() {
            for give in Resource::ALL {
                let spare = ctx.hand[give].saturating_sub(price[give]);
                for n in 1..=spare.min(2) {
                    let a = Action::OfferTrade {
                        give: ResourceCounts::one(give, n),
                        get: ResourceCounts::one(want, 1),
                        to: None,
                    };
                    if give != want && !out.contains(&a) {
                        out.push(a);
                    }
                }
            }
        }
    }
    out.truncate(max);
    out
}

/// Counter-offers `ctx.seat` may weigh against the open offer addressed to it, from its own
/// side (`CounterTrade { give, get }`): the same cards asked for one fewer given (when it was
/// asked for two or more), or the same number of a card it holds more of than any build it
/// aims at needs, in place of what was asked. At most `max`, none when it cannot pay them.
pub(crate) fn counters(ctx: &Ctx, max: usize) -> Vec<Action> {
    let Some(offer) = ctx.offer.as_ref() else {
        return Vec::new();
    };
    // From my side: I would give what the offerer asks for, and get what it gives.
    let (asked, offered) = (offer.get, offer.give);
    let mut out = Vec::new();
    let mut push = |give: ResourceCounts| {
        let a = Action::CounterTrade { give, get: offered };
        let overlaps = Resource::ALL.iter().any(|&r| give[r] > 0 && offered[r] > 0);
        if !give.is_empty()
            && give != asked
            && !overlaps
            && ctx.hand.covers(&give)
            && !out.contains(&a)
        {
            out.push(a);
        }
    };
    if asked.total() >= 2 {
        for (r, _) in asked.nonzero() {
            let mut less = asked;
            less[r] -= 1;
            push(less);
        }
    }
    // What any build I aim at needs of each card; beyond that a card is spare.
    let mut needs = ResourceCounts::default();
    for (_, price, _) in ctx.goals() {
        for r in Resource::ALL {
            needs[r] = needs[r].max(price[r]);
        }
    }
    for r in Resource::ALL {
        let spare = ctx.hand[r].saturating_sub(needs[r]) as u32;
        if spare >= asked.total() && asked[r] == 0 {
            push(ResourceCounts::one(r, asked.total() as u8));
        }
    }
    out.truncate(max);
    out
}
