//! Rebuilding a complete `Game` from a `PublicView` plus the hidden facts it leaves out
//! (every hand, the development cards held, the deck order). The AI uses it to search from
//! one seat's view with sampled hidden cards. The result is checked: its public view equals
//! the input, and cards are conserved; anything inconsistent is refused.

use super::dev_card::{DevCard, DevCounts};
use super::event::Building;
use super::game::{bank_per_resource, Game, GameSetup, Phase, SetupError};
use super::resource::{Resource, ResourceCounts};
use super::view::PublicView;
use thiserror::Error;

/// What a `PublicView` does not show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hidden {
    /// Each seat's resource cards.
    pub resources: Vec<ResourceCounts>,
    /// Each seat's unplayed development cards.
    pub dev_cards: Vec<DevCounts>,
    /// The current seat's cards bought this turn (not yet playable).
    pub bought_this_turn: DevCounts,
    /// The remaining deck, top card first.
    pub deck: Vec<DevCard>,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RestoreError {
    #[error("the view's options are not a valid game: {0}")]
    Setup(SetupError),
    #[error("{0} do not add up with the view")]
    Inconsistent(&'static str),
}

impl Game {
    /// The game that `view` shows, with `hidden` filling in what it does not.
    pub fn from_public(view: &PublicView, hidden: Hidden) -> Result<Game, RestoreError> {
        let n = view.players.len();
        if hidden.resources.len() != n || hidden.dev_cards.len() != n {
            return Err(RestoreError::Inconsistent("hands"));
        }
        let mut g = Game::new(GameSetup {
            options: view.options,
            board: view.board,
            first_player: view.first_player,
            dev_deck: DevCard::standard_deck(view.board.island()),
            names: view.players.iter().map(|p| p.name.clone()).collect(),
        })
        .map_err(RestoreError::Setup)?;
        for &(i, s, b) in &view.buildings {
            g.put_settlement(s, i);
            if b == Building::City {
                let p = &mut g.players[s.index()];
                p.settlements &= !i.bit();
                p.cities |= i.bit();
            }
        }
        for &(path, s) in &view.roads {
            g.put_road(s, path);
        }
        let mut played = DevCounts::default();
        for (k, pl) in view.players.iter().enumerate() {
            let st = &mut g.players[k];
            st.knights_played = pl.knights_played;
            st.played = pl.played;
            st.road_length = pl.road_length;
            st.resources = hidden.resources[k];
            st.dev_cards = hidden.dev_cards[k];
            for c in DevCard::ALL {
                played[c] += pl.played[c];
            }
            g.pending_discards[k] = pl.owes_discard;
        }
        g.players[view.current.index()].bought_this_turn = hidden.bought_this_turn;
        g.bank = view.bank;
        g.robber = view.robber;
        g.phase = view.phase;
        g.current = view.current;
        g.turn = view.turn;
        // Each completed set-up step placed one road.
        g.setup_index = if view.phase == Phase::Setup {
            view.roads.len() as u8
        } else {
            2 * n as u8
        };
        g.setup_settlement = view.setup_settlement;
        g.has_rolled = view.has_rolled;
        g.last_roll = view.last_roll;
        g.dev_played = view.dev_card_played_this_turn;
        g.free_roads = view.free_roads_left;
        g.offer = view.offer;
        g.special_build_requests = view.special_build_requests;
        g.special_build = view.special_build;
        g.longest_road = view.longest_road;
        g.largest_army = view.largest_army;
        g.winner = view.winner;
        g.deck = hidden.deck;
        g.deck_pos = 0;

        // Checks: conservation and agreement with every public count.
        for r in Resource::ALL {
            let held: u32 = g.players[..n].iter().map(|p| p.resources[r] as u32).sum();
            if held + g.bank[r] as u32 != bank_per_resource(view.board.island()) as u32 {
                return Err(RestoreError::Inconsistent("resource cards"));
            }
        }
        let mut all = played;
        for p in &g.players[..n] {
            for c in DevCard::ALL {
                all[c] += p.dev_cards[c];
            }
        }
        for &c in &g.deck {
            all[c] += 1;
        }
        if all != DevCard::standard_counts(view.board.island()) {
            return Err(RestoreError::Inconsistent("development cards"));
        }
        let mut restored = g.public_view();
        // The view may predate a game over reveal; compare everything else exactly.
        restored
            .players
            .iter_mut()
            .zip(&view.players)
            .for_each(|(a, b)| a.revealed_vp_cards = b.revealed_vp_cards);
        if restored != *view {
            return Err(RestoreError::Inconsistent("public facts"));
        }
        Ok(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::board::BoardSpec;
    use crate::game::Options;
    use crate::playout::random_playout;
    use crate::rng::GameRng;

    fn hidden_of(g: &Game) -> Hidden {
        Hidden {
            resources: g.seats().map(|s| g.player(s).resources).collect(),
            dev_cards: g.seats().map(|s| g.player(s).dev_cards).collect(),
            bought_this_turn: g.player(g.current()).bought_this_turn,
            deck: g.deck[g.deck_pos as usize..].to_vec(),
        }
    }

    #[test]
    fn restoring_a_real_game_gives_the_same_play() {
        for seed in 0..20 {
            let mut rng = GameRng::new(seed);
            let board = BoardSpec::Random(seed).build();
            let mut g = Game::new(GameSetup::random(Options::default(), board, &mut rng)).unwrap();
            random_playout(&mut g, &mut rng, 20 + seed as u32 * 5, |_, _, _| {});
            let r = Game::from_public(&g.public_view(), hidden_of(&g)).unwrap();
            assert_eq!(r.public_view(), g.public_view());
            for s in g.seats() {
                assert_eq!(r.player_view(s), g.player_view(s));
                assert_eq!(r.legal_actions(s), g.legal_actions(s));
            }
            // Both play on identically.
            let (mut a, mut b) = (g.clone(), r);
            let (mut ra, mut rb) = (GameRng::new(99), GameRng::new(99));
            random_playout(&mut a, &mut ra, 60, |_, _, _| {});
            random_playout(&mut b, &mut rb, 60, |_, _, _| {});
            assert_eq!(a.public_view(), b.public_view());
        }
    }

    #[test]
    fn inconsistent_hidden_facts_are_refused() {
        let mut rng = GameRng::new(3);
        let mut g = Game::new(GameSetup::random(
            Options::default(),
            Board::beginner(),
            &mut rng,
        ))
        .unwrap();
        random_playout(&mut g, &mut rng, 10, |_, _, _| {});
        let mut h = hidden_of(&g);
        h.resources[1][Resource::Ore] += 1;
        assert_eq!(
            Game::from_public(&g.public_view(), h).unwrap_err(),
            RestoreError::Inconsistent("resource cards")
        );
        let mut h = hidden_of(&g);
        h.deck.push(DevCard::Knight);
        assert!(Game::from_public(&g.public_view(), h).is_err());
        let mut h = hidden_of(&g);
        h.resources.pop();
        assert!(Game::from_public(&g.public_view(), h).is_err());
        // Swapping two hands keeps conservation but breaks the public card counts.
        let mut h = hidden_of(&g);
        if h.resources[0].total() != h.resources[2].total() {
            h.resources.swap(0, 2);
            assert_eq!(
                Game::from_public(&g.public_view(), h).unwrap_err(),
                RestoreError::Inconsistent("public facts")
            );
        }
    }
}
