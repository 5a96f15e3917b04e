//! The strong player: flat Monte-Carlo search over a pruned set of candidate actions.
//! Each round samples one determinization of the seat's own view (never the real game),
//! then plays every candidate followed by heuristic play for all seats up to a turn
//! horizon, with the same dice for every candidate (common random numbers). The candidate
//! with the best mean outcome wins; the search always stops at its time budget.

use super::determinize::determinize;
use super::heuristic::{self, discard_score, robber_score, scarcity_weights, Ctx};
use crate::engine::game::{Game, Phase};
use crate::engine::rng::GameRng;
use crate::engine::seat::Seat;
use crate::engine::view::PlayerView;
use crate::engine::Action;
use rand::RngCore;
use std::time::{Duration, Instant};

/// How hard the strong player thinks.
#[derive(Debug, Clone, Copy)]
pub struct StrongConfig {
    /// Wall-clock budget of one decision.
    pub budget: Duration,
    /// How many turns past the current one each playout runs before it is scored.
    pub horizon_turns: u32,
    /// At most this many candidates are searched.
    pub max_candidates: usize,
}

impl Default for StrongConfig {
    fn default() -> Self {
        StrongConfig {
            budget: Duration::from_millis(150),
            horizon_turns: 200,
            max_candidates: 8,
        }
    }
}

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
    let pick = heuristic::choose(ctx, legal);
    let prod = ctx.production(ctx.seat);
    let mut out = vec![pick];
    let mut add = |v: Vec<Action>| {
        for a in v {
            if !out.contains(&a) {
                out.push(a);
            }
        }
    };
    match ctx.phase {
        Phase::Setup => {
            add(top_k(
                legal,
                6,
                |a| matches!(a, Action::PlaceSettlement { .. }),
                |a| match a {
                    Action::PlaceSettlement { at } => ctx.site_value(*at, &prod),
                    _ => 0.0,
                },
            ));
            add(legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::PlaceRoad { .. }))
                .collect());
        }
        Phase::Discard => add(top_k(
            legal,
            4,
            |a| matches!(a, Action::Discard { .. }),
            |a| match a {
                Action::Discard { cards } => discard_score(ctx, cards),
                _ => 0.0,
            },
        )),
        Phase::MoveRobber => add(top_k(
            legal,
            5,
            |a| matches!(a, Action::MoveRobber { .. }),
            |a| match a {
                Action::MoveRobber { to, steal_from, .. } => robber_score(ctx, *to, *steal_from),
                _ => 0.0,
            },
        )),
        Phase::RoadBuilding => add(top_k(
            legal,
            4,
            |a| matches!(a, Action::BuildRoad { .. }),
            |a| match a {
                Action::BuildRoad { at } => ctx.road_value(*at, &prod),
                _ => 0.0,
            },
        )),
        Phase::Roll => {
            add(legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::Roll { .. } | Action::PlayKnight))
                .collect());
        }
        Phase::Main if ctx.current == ctx.seat => {
            add(legal
                .iter()
                .copied()
                .filter(|a| {
                    matches!(
                        a,
                        Action::BuildCity { .. }
                            | Action::BuyDevCard
                            | Action::PlayKnight
                            | Action::PlayRoadBuilding
                            | Action::EndTurn
                    )
                })
                .collect());
            add(top_k(
                legal,
                3,
                |a| matches!(a, Action::BuildSettlement { .. }),
                |a| match a {
                    Action::BuildSettlement { at } => ctx.site_value(*at, &prod),
                    _ => 0.0,
                },
            ));
            add(top_k(
                legal,
                3,
                |a| matches!(a, Action::BuildRoad { .. }),
                |a| match a {
                    Action::BuildRoad { at } => ctx.road_value(*at, &prod),
                    _ => 0.0,
                },
            ));
            add(top_k(
                legal,
                2,
                |a| matches!(a, Action::PlayMonopoly { .. }),
                |a| match a {
                    Action::PlayMonopoly { resource } => {
                        19.0 - ctx.bank[*resource] as f32 - ctx.hand[*resource] as f32
                    }
                    _ => 0.0,
                },
            ));
        }
        _ => {}
    }
    out.truncate(max.max(1));
    out
}

/// Plays `game` on with heuristic play for every seat until the horizon, and scores the
/// result for `me` in [0, 1].
fn playout(game: &mut Game, me: Seat, rng: &mut GameRng, horizon: u32, weight: [f32; 5]) -> f32 {
    let mut buf = Vec::with_capacity(64);
    let mut events = Vec::with_capacity(16);
    let mut steps_this_turn = 0u32;
    let mut turn = game.turn();
    while game.phase() != Phase::GameOver && game.turn() <= horizon {
        let seat = game.seat_to_move();
        game.legal_actions_into(seat, &mut buf);
        if buf.is_empty() {
            break;
        }
        let pick = if steps_this_turn > 40 && buf.contains(&Action::EndTurn) {
            Action::EndTurn
        } else {
            let ctx = Ctx::from_game(game, seat, weight);
            heuristic::choose(&ctx, &buf)
        };
        let action = game.complete(pick, rng);
        events.clear();
        if game.apply_into(seat, action, &mut events).is_err() {
            break;
        }
        if game.turn() != turn {
            turn = game.turn();
            steps_this_turn = 0;
        } else {
            steps_this_turn += 1;
        }
    }
    score(game, me)
}

/// Outcome for `me`: 1 for a win, 0 for a loss, else how far ahead `me` stands.
fn score(game: &Game, me: Seat) -> f32 {
    if let Some(w) = game.winner() {
        return if w == me { 1.0 } else { 0.0 };
    }
    let strength = |s: Seat| {
        let p = game.player(s);
        let mut pips = 0u32;
        for i in crate::engine::geometry::intersections_in(p.settlements | p.cities) {
            let k = if p.cities & i.bit() != 0 { 2 } else { 1 };
            for h in i.hexes() {
                pips += k * game.board().tile(h).pips() as u32;
            }
        }
        game.total_vp(s) as f32 + pips as f32 / 15.0
    };
    let mine = strength(me);
    let best = game
        .seats()
        .filter(|&s| s != me)
        .map(strength)
        .fold(0.0f32, f32::max);
    (0.5 + 0.1 * (mine - best)).clamp(0.02, 0.98)
}

/// Chooses by search for `view.seat` among `legal`, within `cfg.budget`.
pub(crate) fn choose(
    view: &PlayerView,
    legal: &[Action],
    rng: &mut GameRng,
    cfg: &StrongConfig,
) -> Action {
    let ctx = Ctx::from_view(view);
    if legal.len() <= 1 {
        return legal.first().copied().unwrap_or(Action::EndTurn);
    }
    let cands = candidates(&ctx, legal, cfg.max_candidates);
    if cands.len() == 1 {
        return cands[0];
    }
    let start = Instant::now();
    let weight = scarcity_weights(&view.public.board);
    let horizon = view.public.turn.max(1) + cfg.horizon_turns;
    let mut totals = vec![0f32; cands.len()];
    let mut rounds = 0u32;
    while rounds < 2 || start.elapsed() < cfg.budget {
        let Ok(sample) = determinize(view, rng) else {
            break;
        };
        let seed = rng.next_u64();
        for (i, &a) in cands.iter().enumerate() {
            let mut g = sample.clone();
            let mut r = GameRng::new(seed);
            let a = g.complete(a, &mut r);
            if g.apply(view.seat, a).is_err() {
                totals[i] = f32::MIN;
                continue;
            }
            totals[i] += playout(&mut g, view.seat, &mut r, horizon, weight);
        }
        rounds += 1;
        if rounds >= 2000 {
            break;
        }
    }
    let best = (0..cands.len())
        .max_by(|&a, &b| totals[a].total_cmp(&totals[b]).then(b.cmp(&a)))
        .unwrap_or(0);
    cands[best]
}
