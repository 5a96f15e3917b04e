//! The strong player: Monte-Carlo search over a pruned set of candidate actions.
//! Each round samples one determinization of the seat's own view (never the real game),
//! then plays every candidate still in the race followed by heuristic play for all seats
//! up to a turn horizon (by default the end of the game), with the same dice for every
//! candidate (common random numbers). A candidate clearly worse than the leader over the
//! rounds they share leaves the race; the search stops when the others are known to be
//! within a hair of the leader, or at its budget. Set-up settlements get a larger budget;
//! a decision with one sensible candidate is answered at once. With 5–6 players the
//! playouts include Special Build Phases: at the end of each turn the other seats ask for
//! them as the heuristic would.

mod candidates;

pub(crate) use candidates::{candidates, counters, offers};

use super::determinize::determinize;
use super::heuristic::{self, scarcity_weights, Ctx};
use super::value::Model;
use catan_engine::Action;
use catan_engine::Event;
use catan_engine::GameRng;
use catan_engine::PlayerView;
use catan_engine::Seat;
use catan_engine::{Game, Phase};
use rand::RngCore;
use std::time::{Duration, Instant};

/// How hard the strong player thinks.
#[derive(Debug, Clone, Copy)]
pub struct StrongConfig {
    /// Wall-clock budget of an ordinary decision (set-up settlements get `SETUP_WEIGHT` times
    /// as much).
    pub budget: Duration,
    /// strong-classic: how many turns past the current one each playout runs before it is
    /// scored by points and production (by default to the end of the game).
    pub horizon_turns: u32,
    /// strong: how many turns past the current one each playout runs before the win-chance
    /// model scores it.
    pub model_horizon: u32,
    /// strong: the win-chance model that scores its playouts (None: the shipped one).
    pub model: Option<&'static Model>,
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
            model_horizon: MODEL_HORIZON,
            model: None,
            max_candidates: 10,
            playouts: None,
        }
    }
}

/// Turns the strong level plays out before the model judges the position (see the README's
/// AI section for how it was chosen).
pub const MODEL_HORIZON: u32 = 8;

/// Which strong player searches: `Model` scores short playouts with the win-chance model
/// (the strong level), `Classic` plays out to `horizon_turns` and counts points and
/// production (strong-classic).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    Model,
    Classic,
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
    leaf: Option<&Model>,
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
                        let answer = heuristic::answer(&Ctx::from_game(game, o, weight));
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
        // 5–6 players: when the turn is about to end, the other seats settle their Special
        // Build requests as the heuristic would.
        if pick == Action::EndTurn && game.phase() == Phase::Main && game.players_count() >= 5 {
            settle_special_build_requests(game, weight, &mut events);
        }
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
    match leaf {
        Some(model) if game.winner().is_none() => model.chances(game, me)[me.index()],
        _ => score(game, me),
    }
}

/// Each seat other than the current one asks for, or withdraws, a Special Build Phase
/// after this turn as the heuristic wants it (5–6 players; used inside playouts).
fn settle_special_build_requests(game: &mut Game, weight: [f32; 5], events: &mut Vec<Event>) {
    let current = game.current();
    let asked = game.special_build_requests();
    for s in (0..game.players_count() as u8).map(Seat) {
        if s == current {
            continue;
        }
        let wants = heuristic::wants_special_build(&Ctx::from_game(game, s, weight));
        let change = match (wants, asked.contains(s)) {
            (true, false) => Action::AskSpecialBuild,
            (false, true) => Action::WithdrawSpecialBuild,
            _ => continue,
        };
        events.clear();
        let _ = game.apply_into(s, change, events);
    }
    events.clear();
}

/// Outcome for `me`: 1 for a win, 0 for a loss, else how far ahead `me` stands.
fn score(game: &Game, me: Seat) -> f32 {
    if let Some(w) = game.winner() {
        return if w == me { 1.0 } else { 0.0 };
    }
    let strength = |s: Seat| {
        let p = game.player(s);
        let mut pips = 0u32;
        for i in catan_engine::intersections_in(p.settlements | p.cities) {
            let k = if p.cities & i.bit() != 0 { 2 } else { 1 };
            for h in game.topology().hexes_at(i) {
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
    action: Option<Action>,
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

/// Plays candidate `c` for `seat` on the sample `g`. An action is applied; an offer is put
/// to the table, answered by the heuristic for each addressee, then confirmed with the
/// accepter with the fewest points or withdrawn; `None` leaves the sample as it is.
/// False if the sample refuses it.
fn enter(g: &mut Game, seat: Seat, c: Option<Action>, rng: &mut GameRng, weight: [f32; 5]) -> bool {
    let Some(a) = c else {
        return true;
    };
    let a = g.complete(a, rng);
    if g.apply(seat, a).is_err() {
        return false;
    }
    if let Action::OfferTrade { .. } = a {
        let to = g.offer().map(|o| o.to).unwrap_or_default();
        let mut partner: Option<Seat> = None;
        for o in to.iter() {
            let answer = heuristic::answer(&Ctx::from_game(g, o, weight));
            if g.apply(o, answer).is_ok()
                && answer == Action::AcceptTrade
                && partner.is_none_or(|p| g.public_vp(o) < g.public_vp(p))
            {
                partner = Some(o);
            }
        }
        let close = match partner {
            Some(with) => Action::ConfirmTrade { with },
            None => Action::CancelTrade,
        };
        if g.apply(seat, close).is_err() {
            return false;
        }
    }
    true
}

/// Races `cands` for `view.seat`: each round enters every candidate still in the race on
/// one determinized sample, then plays it out (the same dice for all). Returns the arms.
fn race(
    view: &PlayerView,
    cands: &[Option<Action>],
    rng: &mut GameRng,
    cfg: &StrongConfig,
    style: Style,
) -> Vec<Arm> {
    let start = Instant::now();
    let weight = weight_of(view);
    let budget = cfg.budget * weight;
    let playout_cap = cfg.playouts.map(|p| p as usize * weight as usize);
    let resource_weight = scarcity_weights(&view.public.board);
    let (turns, leaf) = match style {
        Style::Model => (
            cfg.model_horizon,
            Some(cfg.model.unwrap_or_else(Model::shipped)),
        ),
        Style::Classic => (cfg.horizon_turns, None),
    };
    let horizon = view.public.turn.max(1) + turns;
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
            if !enter(&mut g, view.seat, arm.action, &mut r, resource_weight) {
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
                leaf,
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
    arms
}

/// How one candidate fared in a search.
#[derive(Debug, Clone, PartialEq)]
pub struct CandidateStats {
    /// The candidate; None is "no offer" when the search weighed putting one to the table.
    pub action: Option<Action>,
    /// Playouts it took part in (one per round until it left the race).
    pub playouts: u32,
    /// Playouts it won.
    pub wins: u32,
    /// It left the race as clearly worse than the leader, or a sample refused it.
    pub dropped: bool,
    /// Each playout's score in round order (1 a win, 0 a loss, else the estimate at the
    /// horizon).
    results: Vec<f32>,
}

impl CandidateStats {
    /// Its mean score: what the search ranks by.
    pub fn mean(&self) -> f64 {
        mean_of(&self.results)
    }
}

fn mean_of(results: &[f32]) -> f64 {
    results.iter().map(|&x| x as f64).sum::<f64>() / results.len().max(1) as f64
}

fn wins_of(results: &[f32]) -> u32 {
    results.iter().filter(|&&x| x >= 1.0).count() as u32
}

/// What a search saw: every candidate it raced (the heuristic's pick first) and which it
/// chose. The choice is the one `choose`, `respond` and `propose` return.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchReport {
    pub candidates: Vec<CandidateStats>,
    /// Index of the chosen candidate in `candidates`.
    pub chosen: usize,
}

/// The chosen candidate's closest rival, compared over the rounds both played.
#[derive(Debug, Clone, PartialEq)]
pub struct RunnerUp {
    pub action: Option<Action>,
    /// Rounds both took part in (the first ones).
    pub rounds: u32,
    /// The rival's wins in those rounds.
    pub wins: u32,
    /// The chosen candidate's wins in those same rounds.
    pub chosen_wins: u32,
    /// The rival's mean score in those rounds (for the strong level: its chance to win).
    pub mean: f64,
    /// The chosen candidate's mean score in those same rounds.
    pub chosen_mean: f64,
}

impl SearchReport {
    pub fn chosen(&self) -> &CandidateStats {
        &self.candidates[self.chosen]
    }

    /// Playouts over all candidates.
    pub fn playouts(&self) -> u32 {
        self.candidates.iter().map(|c| c.playouts).sum()
    }

    /// The other candidate that came closest to the chosen one: the smallest gap in mean
    /// score over the rounds they shared (None when no other candidate was played out).
    pub fn runner_up(&self) -> Option<RunnerUp> {
        let me = &self.chosen().results;
        self.candidates
            .iter()
            .enumerate()
            .filter(|(i, c)| *i != self.chosen && !c.results.is_empty() && !me.is_empty())
            .map(|(_, c)| {
                let n = c.results.len().min(me.len());
                let gap = mean_of(&me[..n]) - mean_of(&c.results[..n]);
                (c, n, gap)
            })
            .min_by(|a, b| a.2.total_cmp(&b.2))
            .map(|(c, n, _)| RunnerUp {
                action: c.action,
                rounds: n as u32,
                wins: wins_of(&c.results[..n]),
                chosen_wins: wins_of(&me[..n]),
                mean: mean_of(&c.results[..n]),
                chosen_mean: mean_of(&me[..n]),
            })
    }
}

/// Searches `cands` (the first is the fallback) for `view.seat`; with a report of the race
/// when there was one (two candidates or more).
fn search_reported(
    view: &PlayerView,
    cands: &[Option<Action>],
    rng: &mut GameRng,
    cfg: &StrongConfig,
    style: Style,
) -> (Option<Action>, Option<SearchReport>) {
    if cands.len() <= 1 {
        return (cands.first().copied().flatten(), None);
    }
    let arms = race(view, cands, rng, cfg, style);
    let chosen = leader(&arms).unwrap_or(0);
    let pick = leader(&arms).map_or(cands[0], |i| arms[i].action);
    let report = SearchReport {
        candidates: arms
            .into_iter()
            .map(|a| CandidateStats {
                action: a.action,
                playouts: a.results.len() as u32,
                wins: wins_of(&a.results),
                dropped: a.out,
                results: a.results,
            })
            .collect(),
        chosen,
    };
    (pick, Some(report))
}

/// Chooses by search for `view.seat` among `legal`, within `cfg.budget`.
pub(crate) fn choose(
    view: &PlayerView,
    legal: &[Action],
    rng: &mut GameRng,
    cfg: &StrongConfig,
    style: Style,
) -> Action {
    choose_reported(view, legal, rng, cfg, style).0
}

/// As `choose`, with the search's report (None when there was nothing to race).
pub(crate) fn choose_reported(
    view: &PlayerView,
    legal: &[Action],
    rng: &mut GameRng,
    cfg: &StrongConfig,
    style: Style,
) -> (Action, Option<SearchReport>) {
    if legal.len() <= 1 {
        return (legal.first().copied().unwrap_or(Action::EndTurn), None);
    }
    let ctx = Ctx::from_view(view);
    let cands: Vec<Option<Action>> = candidates(&ctx, legal, cfg.max_candidates)
        .into_iter()
        .map(Some)
        .collect();
    let (pick, report) = search_reported(view, &cands, rng, cfg, style);
    (pick.unwrap_or(cands[0].unwrap_or(Action::EndTurn)), report)
}

/// Answers the open offer for `view.seat` by search between accepting and declining (the
/// heuristic's answer first) and, for the strong level, a few counter-offers; declines
/// when it cannot pay what was asked.
pub(crate) fn respond(
    view: &PlayerView,
    rng: &mut GameRng,
    cfg: &StrongConfig,
    style: Style,
) -> Action {
    respond_reported(view, rng, cfg, style).0
}

/// As `respond`, with the search's report (None when it declined without searching).
pub(crate) fn respond_reported(
    view: &PlayerView,
    rng: &mut GameRng,
    cfg: &StrongConfig,
    style: Style,
) -> (Action, Option<SearchReport>) {
    let Some(offer) = &view.public.offer else {
        return (Action::DeclineTrade, None);
    };
    if !view.resources.covers(&offer.get) || !offer.to.contains(view.seat) {
        return (Action::DeclineTrade, None);
    }
    let ctx = Ctx::from_view(view);
    let mut cands = if heuristic::accepts_offer(&ctx) {
        vec![Action::AcceptTrade, Action::DeclineTrade]
    } else {
        vec![Action::DeclineTrade, Action::AcceptTrade]
    };
    // The strong level also weighs other terms: the offerer may take those instead.
    if style == Style::Model {
        cands.extend(counters(&ctx, cfg.max_candidates.saturating_sub(2).min(3)));
    }
    let cands: Vec<Option<Action>> = cands.into_iter().map(Some).collect();
    let (pick, report) = search_reported(view, &cands, rng, cfg, style);
    (pick.unwrap_or(Action::DeclineTrade), report)
}

/// The offer to put to the table on my turn, if any, by search among doing nothing and
/// `offers` (the heuristic's choice first).
pub(crate) fn propose(
    view: &PlayerView,
    rng: &mut GameRng,
    cfg: &StrongConfig,
    style: Style,
) -> Option<Action> {
    propose_reported(view, rng, cfg, style).0
}

/// As `propose`, with the search's report (None when there was nothing to weigh).
pub(crate) fn propose_reported(
    view: &PlayerView,
    rng: &mut GameRng,
    cfg: &StrongConfig,
    style: Style,
) -> (Option<Action>, Option<SearchReport>) {
    let ctx = Ctx::from_view(view);
    let offers = offers(&ctx, cfg.max_candidates.saturating_sub(1));
    if offers.is_empty() {
        return (None, None);
    }
    let mut cands: Vec<Option<Action>> = Vec::with_capacity(offers.len() + 1);
    let pick = heuristic::proposal(&ctx);
    cands.push(pick);
    if pick.is_some() {
        cands.push(None);
    }
    cands.extend(offers.into_iter().filter(|&a| Some(a) != pick).map(Some));
    search_reported(view, &cands, rng, cfg, style)
}

#[cfg(test)]
mod tests {
    use super::candidates::enabling_trades;
    use super::*;
    use catan_engine::random_playout;
    use catan_engine::BoardSpec;
    use catan_engine::{GameSetup, Options};
    use catan_engine::{Resource, ResourceCounts};

    /// Games in the main phase of a turn whose player has a settlement and a city to spare,
    /// holding `hand` (the rest of its cards back in the bank).
    fn main_phase_states(count: usize, hand: ResourceCounts) -> Vec<Game> {
        let mut rng = GameRng::new(21);
        let mut out = Vec::new();
        for k in 0..200u64 {
            let board = BoardSpec::Random(k).build();
            let setup = GameSetup::random(Options::default(), board, &mut rng);
            let mut g = Game::new(setup).unwrap();
            let stop = 8 + rng.below(30);
            random_playout(&mut g, &mut rng, stop, |_, _, _| {});
            if g.phase() != Phase::Roll {
                continue;
            }
            let me = g.current();
            g.apply(me, Action::Roll { dice: Some([2, 3]) }).unwrap();
            let p = g.player(me);
            if g.phase() != Phase::Main || p.settlements == 0 || p.cities_left() == 0 {
                continue;
            }
            if !g.arrange_hand(me, hand) {
                continue;
            }
            out.push(g);
            if out.len() == count {
                break;
            }
        }
        assert_eq!(out.len(), count, "too few suitable states");
        out
    }

    #[test]
    fn enabling_trades_buy_the_missing_card_of_a_build() {
        // 2 grain, 2 ore and 4 lumber: one ore short of a city.
        let hand = ResourceCounts::new(0, 4, 0, 2, 2);
        for g in main_phase_states(10, hand) {
            let me = g.current();
            let view = g.player_view(me);
            let ctx = Ctx::from_view(&view);
            let legal = g.legal_actions(me);
            let trades = enabling_trades(&ctx, &legal, 3);
            let rate = ctx.rates[Resource::Lumber.index()];
            let lumber_for_ore = Action::BankTrade {
                give: ResourceCounts::one(Resource::Lumber, rate),
                get: ResourceCounts::one(Resource::Ore, 1),
            };
            assert!(trades.contains(&lumber_for_ore), "{trades:?}");
            for t in &trades {
                assert!(legal.contains(t));
                let Action::BankTrade { give, .. } = t else {
                    panic!("not a maritime trade: {t:?}")
                };
                assert_eq!(
                    give[Resource::Ore],
                    0,
                    "gives away what the city needs: {t:?}"
                );
            }
        }
    }

    #[test]
    fn offers_give_spare_cards_for_missing_ones() {
        let hand = ResourceCounts::new(0, 2, 0, 2, 2);
        for g in main_phase_states(10, hand) {
            let me = g.current();
            let view = g.player_view(me);
            let ctx = Ctx::from_view(&view);
            let offers = offers(&ctx, 20);
            let lumber_for_ore = Action::OfferTrade {
                give: ResourceCounts::one(Resource::Lumber, 1),
                get: ResourceCounts::one(Resource::Ore, 1),
                to: None,
            };
            assert!(offers.contains(&lumber_for_ore), "{offers:?}");
            for o in &offers {
                let Action::OfferTrade { give, get, .. } = o else {
                    panic!("not an offer: {o:?}")
                };
                assert!(hand.covers(give), "{o:?}");
                assert!(Resource::ALL.iter().all(|&r| give[r] == 0 || get[r] == 0));
                // Each offer is accepted by the rules as it stands.
                assert!(g.clone().apply(me, *o).is_ok(), "{o:?}");
            }
        }
    }

    #[test]
    fn an_offer_entered_in_a_sample_is_settled() {
        let hand = ResourceCounts::new(0, 2, 0, 2, 2);
        let mut rng = GameRng::new(3);
        let mut traded = 0;
        for g in main_phase_states(10, hand) {
            let me = g.current();
            let view = g.player_view(me);
            for o in offers(&Ctx::from_view(&view), 20) {
                let mut s = determinize(&view, &mut rng).unwrap();
                let before = s.player(me).resources;
                assert!(enter(&mut s, me, Some(o), &mut rng, [1.0; 5]));
                // Confirmed or withdrawn: never left open for the playout.
                assert!(s.offer().is_none());
                assert_eq!(s.phase(), Phase::Main);
                if s.player(me).resources != before {
                    traded += 1;
                }
            }
        }
        assert!(traded > 0, "no offer was ever accepted");
    }

    fn arm(results: &[f32]) -> Arm {
        Arm {
            action: None,
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
