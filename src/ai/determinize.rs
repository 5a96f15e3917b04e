//! Determinization: a complete `Game` rebuilt from one seat's `PlayerView`, with every
//! hidden fact (opponents' resource identities and development cards, the deck order)
//! sampled uniformly from what is consistent with the view. Always: the sample's public
//! view equals the input's public view, the seat's own hand is exact, and nothing hidden
//! from the seat is read — the view is the only input.

use crate::engine::dev_card::{DevCard, DevCounts};
use crate::engine::event::Building;
use crate::engine::game::{shuffled_deck, Game, GameSetup, Phase, BANK_PER_RESOURCE};
use crate::engine::resource::{Resource, ResourceCounts};
use crate::engine::rng::GameRng;
use crate::engine::view::PlayerView;
use thiserror::Error;

/// Why a view cannot be turned into a game (a view no real game produces).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DeterminizeError {
    #[error("The view's options are not a valid game: {0}")]
    Setup(String),
    #[error("The view's card counts do not add up to a real game.")]
    Inconsistent,
}

/// Shuffles `v` in place (Fisher–Yates).
fn shuffle<T>(v: &mut [T], rng: &mut GameRng) {
    for i in (1..v.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        v.swap(i, j);
    }
}

/// Rebuilds a game consistent with `view`, sampling what the seat cannot see.
///
/// The engine has no constructor from public facts, so this builds a fresh `Game` through
/// `Game::new` and then writes its crate-internal fields: pieces, robber, bank, turn flags,
/// awards and counts come from the view; the seat's own cards come from the view; opponents'
/// resource cards are dealt from the unknown pool (19 of each resource minus the bank and
/// the seat's own hand), their development cards and the deck from the unknown deck
/// (the standard 25 minus the seat's own cards and every card played so far).
pub fn determinize(view: &PlayerView, rng: &mut GameRng) -> Result<Game, DeterminizeError> {
    let p = &view.public;
    let me = view.seat;
    let n = p.players.len();
    let setup = GameSetup {
        options: p.options,
        board: p.board,
        first_player: p.first_player,
        dev_deck: shuffled_deck(rng),
        names: p.players.iter().map(|pl| pl.name.clone()).collect(),
    };
    let mut g = Game::new(setup).map_err(|e| DeterminizeError::Setup(e.to_string()))?;

    // Pieces: written the way the engine's own placement writes them.
    for &(i, s, b) in &p.buildings {
        let pl = &mut g.players[s.index()];
        match b {
            Building::Settlement => pl.settlements |= i.bit(),
            Building::City => pl.cities |= i.bit(),
        }
        pl.harbors |= g.harbor_bits[i.index()];
        g.owner[i.index()] = s.0;
        g.occupied |= i.bit();
        g.near |= i.bit() | i.neighbors_mask();
    }
    for &(path, s) in &p.roads {
        let (a, b) = path.ends();
        let pl = &mut g.players[s.index()];
        pl.roads |= path.bit();
        pl.road_nodes |= a.bit() | b.bit();
        g.road_owner[path.index()] = s.0;
        g.all_roads |= path.bit();
    }

    // Public per-player facts.
    let mut played_all = DevCounts::default();
    for pl in &p.players {
        let st = &mut g.players[pl.seat.index()];
        st.knights_played = pl.knights_played;
        st.played = pl.played;
        st.road_length = pl.road_length;
        for c in DevCard::ALL {
            played_all[c] += pl.played[c];
        }
        g.pending_discards[pl.seat.index()] = pl.owes_discard;
    }

    // Table state.
    g.bank = p.bank;
    g.robber = p.robber;
    g.phase = p.phase;
    g.current = p.current;
    g.turn = p.turn;
    g.setup_index = if p.phase == Phase::Setup {
        // Each completed set-up step placed one road.
        p.roads.len() as u8
    } else {
        2 * n as u8
    };
    g.setup_settlement = p.setup_settlement;
    g.has_rolled = p.has_rolled;
    g.last_roll = p.last_roll;
    g.dev_played = p.dev_card_played_this_turn;
    g.free_roads = p.free_roads_left;
    g.offer = p.offer;
    g.longest_road = p.longest_road;
    g.largest_army = p.largest_army;
    g.winner = p.winner;

    // My own cards, exactly.
    {
        let st = &mut g.players[me.index()];
        st.resources = view.resources;
        st.dev_cards = view.dev_cards;
        // Cards bought this turn are the ones not playable now (known only while I may play).
        let can_play = me == p.current
            && !p.dev_card_played_this_turn
            && matches!(p.phase, Phase::Roll | Phase::Main);
        if can_play {
            for c in DevCard::ALL {
                if c != DevCard::VictoryPoint {
                    st.bought_this_turn[c] = view.dev_cards[c].saturating_sub(view.playable_now[c]);
                }
            }
        }
    }

    // Opponents' resources: deal the unknown pool to match their public counts.
    let mut pool: Vec<Resource> = Vec::with_capacity(95);
    for r in Resource::ALL {
        let known = p.bank[r] as u32 + view.resources[r] as u32;
        let unknown = (BANK_PER_RESOURCE as u32)
            .checked_sub(known)
            .ok_or(DeterminizeError::Inconsistent)?;
        pool.extend(std::iter::repeat_n(r, unknown as usize));
    }
    let wanted: u32 = p
        .players
        .iter()
        .filter(|pl| pl.seat != me)
        .map(|pl| pl.resource_cards)
        .sum();
    if wanted as usize != pool.len() {
        return Err(DeterminizeError::Inconsistent);
    }
    shuffle(&mut pool, rng);
    let mut k = 0;
    for pl in p.players.iter().filter(|pl| pl.seat != me) {
        let mut hand = ResourceCounts::ZERO;
        for &r in &pool[k..k + pl.resource_cards as usize] {
            hand[r] += 1;
        }
        k += pl.resource_cards as usize;
        g.players[pl.seat.index()].resources = hand;
    }

    // Development cards: the unknown deck is the standard deck minus mine and all played.
    let mut unknown = DevCounts([14, 5, 2, 2, 2]);
    for c in DevCard::ALL {
        unknown[c] = unknown[c]
            .checked_sub(view.dev_cards[c] + played_all[c])
            .ok_or(DeterminizeError::Inconsistent)?;
    }
    let mut cards: Vec<DevCard> = Vec::with_capacity(25);
    for c in DevCard::ALL {
        cards.extend(std::iter::repeat_n(c, unknown[c] as usize));
    }
    let held: u32 = p
        .players
        .iter()
        .filter(|pl| pl.seat != me)
        .map(|pl| pl.dev_cards)
        .sum();
    if cards.len() != held as usize + p.dev_deck_left as usize {
        return Err(DeterminizeError::Inconsistent);
    }
    shuffle(&mut cards, rng);
    let mut k = 0;
    for pl in p.players.iter().filter(|pl| pl.seat != me) {
        let mut hand = DevCounts::default();
        for &c in &cards[k..k + pl.dev_cards as usize] {
            hand[c] += 1;
        }
        k += pl.dev_cards as usize;
        let st = &mut g.players[pl.seat.index()];
        st.dev_cards = hand;
        // While an opponent is mid-turn we cannot tell which of its cards are new; treat
        // them all as playable except when it has already played one (then it cannot anyway).
        st.bought_this_turn = DevCounts::default();
    }
    g.deck = cards[k..].to_vec();
    g.deck_pos = 0;
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::board::BoardSpec;
    use crate::engine::game::Options;
    use crate::engine::playout::random_playout;

    /// Real games stopped at many points: (game, seat to check).
    fn sample_states(count: usize, seed: u64) -> Vec<Game> {
        let mut rng = GameRng::new(seed);
        let mut out = Vec::new();
        for k in 0..count {
            let board = BoardSpec::Random(k as u64).build();
            let setup = GameSetup::random(Options::default(), board, &mut rng);
            let mut g = Game::new(setup).unwrap();
            let stop = 1 + rng.below(60);
            random_playout(&mut g, &mut rng, stop, |_, _, _| {});
            out.push(g);
        }
        out
    }

    #[test]
    fn public_part_and_own_hand_are_exact() {
        let mut rng = GameRng::new(5);
        for g in sample_states(60, 1) {
            for s in g.seats() {
                let view = g.player_view(s);
                let d = determinize(&view, &mut rng).unwrap();
                let back = d.player_view(s);
                assert_eq!(back, view, "phase {:?}", g.phase());
                assert_eq!(d.public_view(), g.public_view());
                if g.phase() != Phase::GameOver {
                    // The sampled game plays on under the engine's own rules.
                    let seat = d.seat_to_move();
                    assert!(!d.legal_actions(seat).is_empty());
                }
            }
        }
    }

    #[test]
    fn opponents_hands_are_sampled_not_copied() {
        let mut rng = GameRng::new(9);
        let mut differed = 0;
        let mut checked = 0;
        for g in sample_states(40, 2) {
            let me = g.current();
            let view = g.player_view(me);
            for o in g.seats().filter(|&o| o != me) {
                let real = g.player(o).resources;
                if real.total() < 3 {
                    continue;
                }
                checked += 1;
                let mut seen_other = false;
                for _ in 0..30 {
                    let d = determinize(&view, &mut rng).unwrap();
                    let got = d.player(o).resources;
                    assert_eq!(got.total(), real.total());
                    if got != real {
                        seen_other = true;
                    }
                }
                if seen_other {
                    differed += 1;
                }
            }
        }
        assert!(checked > 10, "too few opponents with cards ({checked})");
        // A hand that is the only possibility (e.g. all of one resource out) may repeat.
        assert!(differed * 10 >= checked * 8, "{differed}/{checked}");
    }

    #[test]
    fn resource_and_card_totals_are_conserved() {
        let mut rng = GameRng::new(11);
        for g in sample_states(40, 3) {
            let view = g.player_view(g.current());
            let d = determinize(&view, &mut rng).unwrap();
            for r in Resource::ALL {
                let held: u32 = d.seats().map(|s| d.player(s).resources[r] as u32).sum();
                assert_eq!(held + d.bank()[r] as u32, 19);
            }
            let mut total = DevCounts::default();
            for s in d.seats() {
                for c in DevCard::ALL {
                    total[c] += d.player(s).dev_cards[c] + d.player(s).played[c];
                }
            }
            for c in &d.deck[d.deck_pos as usize..] {
                total[*c] += 1;
            }
            assert_eq!(total.0, [14, 5, 2, 2, 2]);
        }
    }
}
