//! The strong player: Monte-Carlo search over a pruned set of candidate actions.
//! Each round samples one determinization of the seat's own view (never the real game),
//! then plays every candidate still in the race followed by heuristic play for all seats
//! up to a turn horizon (by default the end of the game), with the same dice for every
//! candidate (common random numbers). A candidate clearly worse than the leader over the
//! rounds they share leaves the race; the search stops when the others are known to be
//! within a hair of the leader, or at its budget. Set-up settlements get a larger budget;
//! a decision with one sensible candidate is answered at once.

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
    /// Wall-clock budget of an ordinary decision (set-up settlements get `SETUP_WEIGHT` times
    /// as much).
    pub budget: Duration,
    /// How many turns past the current one each playout runs before it is scored.
    pub horizon_turns: u32,
    /// At most this many candidates are searched.
    pub max_candidates: usize,
    /// If set, each search stops after this many playouts (times the decision's weight)
    /// instead of at the clock: the same seed then gives the same choices whatever the
    /// machine's load. For measuring; the bot uses the clock.
    pub playouts: Option<u32>,
}

impl Default for StrongConfig {
    fn default() -> Self {
        StrongConfig {
            budget: Duration::from_millis(150),
            horizon_turns: 200,
            max_candidates: 10,
            playouts: None,
        }
    }
}

/// Budget multiplier of a set-up settlement, the decision that shapes the whole game.
const SETUP_WEIGHT: u32 = 3;
/// Rounds before the race first drops a candidate.
const FIRST_CHECK: usize = 16;
/// Rounds between two checks of the race.
const CHECK_EVERY: usize = 8;
/// A candidate leaves the race when the leader beats it by this many standard errors.
const Z_DROP: f64 = 2.5;
/// The search stops once every other candidate is, at this many standard errors, no more
/// than `CLOSE` better than the leader.
const Z_SURE: f64 = 2.0;
const CLOSE: f64 = 0.01;
/// Safety cap on rounds for positions whose playouts are very short.
const MAX_ROUNDS: usize = 5000;

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
        // My own open offer: confirming or withdrawing it is the heuristic's call.
        Phase::Main if ctx.current == ctx.seat && ctx.offer.is_some() => {}
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
/// result for `me` in [0, 1]. As at a real table of AIs (`play::play_game`), the player
/// to move may put one domestic offer per turn to the others, who answer it
/// (`offered`: this turn's chance has gone).
fn playout(
    game: &mut Game,
    me: Seat,
    rng: &mut GameRng,
    horizon: u32,
    weight: [f32; 5],
    offered: bool,
) -> f32 {
    let mut buf = Vec::with_capacity(64);
    let mut events = Vec::with_capacity(16);
    let mut steps_this_turn = 0u32;
    let mut turn = game.turn();
    let mut offered_turn = if offered { game.turn() } else { u32::MAX };
    while game.phase() != Phase::GameOver && game.turn() <= horizon {
        let seat = game.seat_to_move();
        if game.phase() == Phase::Main
            && seat == game.current()
            && game.offer().is_none()
            && offered_turn != game.turn()
        {
            offered_turn = game.turn();
            if let Some(offer) = heuristic::proposal(&Ctx::from_game(game, seat, weight)) {
                if game.apply_into(seat, offer, &mut events).is_ok() {
                    let to = game.offer().map(|o| o.to).unwrap_or_default();
                    for o in to.iter() {
                        let answer = if heuristic::accepts_offer(&Ctx::from_game(game, o, weight)) {
                            Action::AcceptTrade
                        } else {
                            Action::DeclineTrade
                        };
                        let _ = game.apply_into(o, answer, &mut events);
                    }
                }
                events.clear();
                continue;
            }
        }
        game.legal_actions_into(seat, &mut buf);
        let pick = match buf.len() {
            0 => break,
            1 => buf[0],
            _ if steps_this_turn > 40 && buf.contains(&Action::EndTurn) => Action::EndTurn,
            _ => heuristic::choose(&Ctx::from_game(game, seat, weight), &buf),
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

/// One candidate in the race: its playout results, one per round it took part in.
struct Arm {
    action: Action,
    results: Vec<f32>,
    out: bool,
}

impl Arm {
    fn mean(&self) -> f64 {
        self.results.iter().map(|&x| x as f64).sum::<f64>() / self.results.len().max(1) as f64
    }
}

/// Mean and standard error of `a - b` over the rounds both took part in (the first ones).
/// The variance is floored at `1/n`, as if one round in `n` went differently, so a short run
/// of identical outcomes is not taken for certainty.
fn paired(a: &[f32], b: &[f32]) -> (f64, f64) {
    let n = a.len().min(b.len());
    if n == 0 {
        return (0.0, f64::INFINITY);
    }
    let nf = n as f64;
    let (mut sum, mut sq) = (0.0f64, 0.0f64);
    for (x, y) in a[..n].iter().zip(&b[..n]) {
        let d = (x - y) as f64;
        sum += d;
        sq += d * d;
    }
    let mean = sum / nf;
    let var = ((sq - nf * mean * mean) / (nf - 1.0).max(1.0)).max(1.0 / nf);
    (mean, (var / nf).sqrt())
}

/// The arm still in the race with the best mean (earlier arms first on ties).
fn leader(arms: &[Arm]) -> Option<usize> {
    (0..arms.len())
        .filter(|&i| !arms[i].out)
        .max_by(|&a, &b| arms[a].mean().total_cmp(&arms[b].mean()).then(b.cmp(&a)))
}

/// Drops arms clearly worse than the leader; true when the race is decided (every arm left
/// is known to be at most `CLOSE` better than the leader).
fn check_race(arms: &mut [Arm]) -> bool {
    let Some(lead) = leader(arms) else {
        return true;
    };
    let mut decided = true;
    for i in 0..arms.len() {
        if i == lead || arms[i].out {
            continue;
        }
        let (m, se) = paired(&arms[lead].results, &arms[i].results);
        if m > 0.0 && m > Z_DROP * se {
            arms[i].out = true;
        } else if Z_SURE * se - m > CLOSE {
            decided = false;
        }
    }
    decided
}

/// How much budget a decision deserves, as a multiple of the ordinary one.
fn weight_of(view: &PlayerView) -> u32 {
    if view.public.phase == Phase::Setup && view.public.setup_settlement.is_none() {
        SETUP_WEIGHT
    } else {
        1
    }
}

/// Searches `cands` (the first is the fallback) for `view.seat`: each is applied by
/// `view.seat` to a determinized sample, then played out.
fn search(view: &PlayerView, cands: &[Action], rng: &mut GameRng, cfg: &StrongConfig) -> Action {
    if cands.len() <= 1 {
        return cands.first().copied().unwrap_or(Action::EndTurn);
    }
    let start = Instant::now();
    let weight = weight_of(view);
    let budget = cfg.budget * weight;
    let playout_cap = cfg.playouts.map(|p| p as usize * weight as usize);
    let resource_weight = scarcity_weights(&view.public.board);
    let horizon = view.public.turn.max(1) + cfg.horizon_turns;
    // At a table the offer of the turn comes before the first action of the main phase.
    let offered = view.public.phase == Phase::Main;
    let mut arms: Vec<Arm> = cands
        .iter()
        .map(|&action| Arm {
            action,
            results: Vec::new(),
            out: false,
        })
        .collect();
    let mut playouts = 0usize;
    for round in 1..=MAX_ROUNDS {
        let Ok(sample) = determinize(view, rng) else {
            break;
        };
        let seed = rng.next_u64();
        for arm in arms.iter_mut().filter(|a| !a.out) {
            let mut g = sample.clone();
            let mut r = GameRng::new(seed);
            let a = g.complete(arm.action, &mut r);
            if g.apply(view.seat, a).is_err() {
                // Not possible in this sample: never chosen.
                arm.out = true;
                continue;
            }
            arm.results.push(playout(
                &mut g,
                view.seat,
                &mut r,
                horizon,
                resource_weight,
                offered,
            ));
            playouts += 1;
        }
        let spent = match playout_cap {
            Some(cap) => playouts >= cap,
            None => start.elapsed() >= budget,
        };
        if spent && round >= 2 {
            break;
        }
        if round >= FIRST_CHECK && round % CHECK_EVERY == 0 && check_race(&mut arms) {
            break;
        }
    }
    leader(&arms).map_or(cands[0], |i| arms[i].action)
}

/// Chooses by search for `view.seat` among `legal`, within `cfg.budget`.
pub(crate) fn choose(
    view: &PlayerView,
    legal: &[Action],
    rng: &mut GameRng,
    cfg: &StrongConfig,
) -> Action {
    if legal.len() <= 1 {
        return legal.first().copied().unwrap_or(Action::EndTurn);
    }
    let ctx = Ctx::from_view(view);
    let cands = candidates(&ctx, legal, cfg.max_candidates);
    search(view, &cands, rng, cfg)
}

/// Answers the open offer for `view.seat` by search between accepting and declining
/// (the heuristic's answer first); declines when it cannot pay.
pub(crate) fn respond(view: &PlayerView, rng: &mut GameRng, cfg: &StrongConfig) -> Action {
    let Some(offer) = &view.public.offer else {
        return Action::DeclineTrade;
    };
    if !view.resources.covers(&offer.get) || !offer.to.contains(view.seat) {
        return Action::DeclineTrade;
    }
    let cands = if heuristic::accepts_offer(&Ctx::from_view(view)) {
        [Action::AcceptTrade, Action::DeclineTrade]
    } else {
        [Action::DeclineTrade, Action::AcceptTrade]
    };
    search(view, &cands, rng, cfg)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arm(results: &[f32]) -> Arm {
        Arm {
            action: Action::EndTurn,
            results: results.to_vec(),
            out: false,
        }
    }

    #[test]
    fn paired_difference_and_its_error() {
        let (m, se) = paired(&[1.0, 0.0, 1.0, 1.0], &[0.0, 0.0, 1.0, 0.0]);
        assert!((m - 0.5).abs() < 1e-9);
        // Differences 1,0,0,1: sample variance 1/3.
        assert!((se - (1.0f64 / 3.0 / 4.0).sqrt()).abs() < 1e-9, "{se}");
        // Identical outcomes: the floor keeps the error at 1/n.
        let (m, se) = paired(&[1.0; 25], &[1.0; 25]);
        assert_eq!(m, 0.0);
        assert!((se - 1.0 / 25.0).abs() < 1e-9, "{se}");
    }

    #[test]
    fn the_race_drops_clear_losers_and_keeps_close_ones() {
        // 40 rounds: arm 0 wins 30, arm 1 (paired) wins 10, arm 2 the same as arm 0 but one.
        let a: Vec<f32> = (0..40).map(|k| (k % 4 != 0) as u8 as f32).collect();
        let b: Vec<f32> = (0..40).map(|k| (k % 4 == 1) as u8 as f32).collect();
        let mut c = a.clone();
        c[1] = 0.0;
        let mut arms = vec![arm(&a), arm(&b), arm(&c)];
        let decided = check_race(&mut arms);
        assert!(!arms[0].out);
        assert!(arms[1].out, "a 50-point gap over 40 rounds is clear");
        assert!(!arms[2].out, "one round apart is not");
        assert!(!decided, "arm 2 may still be better");
        assert_eq!(leader(&arms), Some(0));
    }

    #[test]
    fn the_race_is_decided_when_outcomes_agree_long_enough() {
        let mut arms = vec![arm(&[1.0; 300]), arm(&[1.0; 300])];
        assert!(check_race(&mut arms));
        assert!(!arms[1].out);
        assert_eq!(leader(&arms), Some(0), "ties go to the first arm");
        let mut arms = vec![arm(&[1.0; 40]), arm(&[1.0; 40])];
        assert!(!check_race(&mut arms), "40 rounds are too few to call it");
    }
}
