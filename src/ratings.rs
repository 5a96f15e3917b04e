//! Ratings between games: a finished game's result per seat (who sat there, final points,
//! place, longest road, the resources around the first set-up settlement) and the Weng-Lin
//! skill update of every identity at the table. Pure and synchronous: the store feeds it a
//! finished game and the ratings before it, and writes what it returns. The same inputs in
//! the same order always give bit-for-bit the same ratings, so ratings recomputed from the
//! stored games equal the ones kept game by game.
//!
//! - **Who is rated.** A human seat is its Discord user; every AI seat of one level is that
//!   level (all `strong` AIs of a server share one rating), exactly like a player.
//! - **Places.** The winner is first; the others follow by final points (victory point cards
//!   included), and equal points share a place.
//! - **The update.** Weng-Lin (the Bradley–Terry "OpenSkill" model) for a free-for-all: each
//!   seat is its own team. Chosen over TrueSkill because it is closed-form (no iterative
//!   message passing or draw margin to tune; shared places are ties natively), as accurate
//!   for multiplayer games, and cheap.
//! - **One identity in two seats** (two `strong` AIs at one table): the identity is still one
//!   player with one result a game, that of its best placed seat. That seat is rated from
//!   the identity's rating before the game against the other identities' seats only (never
//!   against its own other seats); the other seats move no rating of their own, but everyone
//!   else is rated against every seat as it sat. The same seat counts in the statistics
//!   (`store::results`) and is the one the game-over message shows the change on. A table
//!   of one identity only changes nothing.
//! - **The number shown** is the conservative estimate `mu − 3·sigma`, scaled: `1000 +
//!   40·(mu − 3·sigma)`. A newcomer shows 1000 and climbs as the games make its skill
//!   certain; the leaderboard orders by this number.

use crate::engine::{Board, Game, Intersection, Phase, ResourceCounts, Seat};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use std::collections::BTreeMap;
use std::fmt;

/// Who a rating belongs to: a Discord user, or every AI seat of one level.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Identity {
    User(u64),
    /// The AI level's name, lower case (`strong`, `heuristic`, `random`).
    Ai(String),
}

impl Identity {
    /// The identity of a seat: its AI level when it is an AI seat, else its user.
    pub fn of_seat(user_id: u64, ai: Option<&str>) -> Identity {
        match ai {
            Some(level) => Identity::Ai(level.trim().to_ascii_lowercase()),
            None => Identity::User(user_id),
        }
    }

    /// The stored form: `user:<id>` or `ai:<level>`.
    pub fn key(&self) -> String {
        self.to_string()
    }

    /// Reads the stored form back.
    pub fn parse_key(s: &str) -> Option<Identity> {
        if let Some(id) = s.strip_prefix("user:") {
            return id.parse().ok().map(Identity::User);
        }
        s.strip_prefix("ai:")
            .filter(|l| !l.is_empty())
            .map(|l| Identity::Ai(l.to_string()))
    }

    /// The Discord user, for a human identity.
    pub fn user(&self) -> Option<u64> {
        match self {
            Identity::User(u) => Some(*u),
            Identity::Ai(_) => None,
        }
    }

    /// What the leaderboard calls an AI identity ("Strong AI"); None for a user, whose
    /// name is the one they last played under.
    pub fn ai_label(&self) -> Option<String> {
        let Identity::Ai(level) = self else {
            return None;
        };
        let mut chars = level.chars();
        let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
        Some(format!(
            "{}{} AI",
            first.unwrap_or_default(),
            chars.as_str()
        ))
    }
}

impl fmt::Display for Identity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Identity::User(u) => write!(f, "user:{u}"),
            Identity::Ai(level) => write!(f, "ai:{level}"),
        }
    }
}

/// A Weng-Lin rating: the skill estimate `mu` and its uncertainty `sigma`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

/// What a newcomer's shown number is.
pub const SHOWN_BASE: f64 = 1000.0;
/// Shown points per unit of `mu − 3·sigma`.
pub const SHOWN_SCALE: f64 = 40.0;

/// The skill-class width: a lead of `BETA` in `mu` wins about two games in three head to
/// head. Twice the usual 25/6, because in Catan the dice decide much of one game.
pub const BETA: f64 = 25.0 / 3.0;

/// Two ratings are the same when mu and sigma differ by less than this.
pub(crate) const SAME_RATING: f64 = 1e-9;

fn config() -> WengLinConfig {
    WengLinConfig {
        beta: BETA,
        ..WengLinConfig::new()
    }
}

impl Rating {
    /// Everyone's rating before their first game: mu 25, sigma 25/3.
    pub const INITIAL: Rating = Rating {
        mu: 25.0,
        sigma: 25.0 / 3.0,
    };

    /// The conservative estimate `mu − 3·sigma`: the skill is above it with about 99.7%
    /// certainty. The leaderboard orders by it.
    pub fn conservative(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }

    /// The number players see: `1000 + 40·(mu − 3·sigma)`, rounded (1000 for a newcomer).
    pub fn shown(&self) -> i64 {
        (SHOWN_BASE + SHOWN_SCALE * self.conservative()).round() as i64
    }

    /// Whether two ratings are the same: mu and sigma each differ by less than
    /// `SAME_RATING` (a stored rating read back, or one recomputed, may differ in its last
    /// bits).
    pub(crate) fn agrees_with(&self, other: &Rating) -> bool {
        (self.mu - other.mu).abs() < SAME_RATING && (self.sigma - other.sigma).abs() < SAME_RATING
    }

    fn weng_lin(self) -> WengLinRating {
        WengLinRating {
            rating: self.mu,
            uncertainty: self.sigma,
        }
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::INITIAL
    }
}

/// One seat's result in a finished game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatResult {
    pub seat: Seat,
    pub identity: Identity,
    /// The name the seat played under.
    pub name: String,
    /// All victory points at the end, victory point cards included.
    pub points: u8,
    /// 1 for the winner; the others by points, equal points sharing a place (1, 2, 2, 4).
    pub place: u8,
    pub won: bool,
    /// The seat's longest road at the end (whether or not it held Longest Road).
    pub road_length: u8,
    /// Where the seat put its first set-up settlement, when the log says.
    pub first_settlement: Option<Intersection>,
    /// How many of the hexes around that settlement give each resource.
    pub first_resources: ResourceCounts,
}

/// Who sat in a seat, as the store knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatPlayer {
    pub identity: Identity,
    pub name: String,
}

/// Why a game has no result.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResultError {
    #[error("the game is not over (it is in its {0} phase), so it has no result")]
    NotOver(&'static str),
    #[error("the game has {players} players but only {seats} seats are recorded")]
    MissingSeats { players: usize, seats: usize },
}

/// The results of a finished game, one per seat in seat order. `seats` says who sat where
/// (seats beyond the game's players are ignored); `placements` are the set-up settlement
/// placements in log order (`place_settlement` actions), of which each seat's first counts.
pub fn seat_results(
    game: &Game,
    seats: &[SeatPlayer],
    placements: impl IntoIterator<Item = (Seat, Intersection)>,
) -> Result<Vec<SeatResult>, ResultError> {
    if game.phase() != Phase::GameOver {
        return Err(ResultError::NotOver(game.phase().name()));
    }
    let n = game.players_count();
    if seats.len() < n {
        return Err(ResultError::MissingSeats {
            players: n,
            seats: seats.len(),
        });
    }
    let mut first: Vec<Option<Intersection>> = vec![None; n];
    for (seat, at) in placements {
        if let Some(slot @ None) = first.get_mut(seat.index()) {
            *slot = Some(at);
        }
    }
    let points: Vec<u8> = game.seats().map(|s| game.total_vp(s)).collect();
    let winner = game.winner();
    let places = game_places(game);
    Ok(game
        .seats()
        .map(|s| {
            let at = first[s.index()];
            SeatResult {
                seat: s,
                identity: seats[s.index()].identity.clone(),
                name: seats[s.index()].name.clone(),
                points: points[s.index()],
                place: places[s.index()],
                won: winner == Some(s),
                road_length: game.player(s).road_length,
                first_settlement: at,
                first_resources: at
                    .map_or(ResourceCounts::ZERO, |i| resources_around(game.board(), i)),
            }
        })
        .collect())
}

/// The place of each seat of a game, by its final points (victory point cards included)
/// and its winner, as `places` gives them.
pub fn game_places(game: &Game) -> Vec<u8> {
    let points: Vec<u8> = game.seats().map(|s| game.total_vp(s)).collect();
    places(&points, game.winner())
}

/// The place of each seat: the winner first, then by points, equal points sharing a place
/// (competition ranking: 1, 2, 2, 4). Without a winner, by points alone.
pub fn places(points: &[u8], winner: Option<Seat>) -> Vec<u8> {
    let is_winner = |i: usize| winner.is_some_and(|w| w.index() == i);
    let ahead = |t: usize, s: usize| match (is_winner(t), is_winner(s)) {
        (true, false) => true,
        (false, false) => points[t] > points[s],
        _ => false,
    };
    (0..points.len())
        .map(|s| 1 + (0..points.len()).filter(|&t| ahead(t, s)).count() as u8)
        .collect()
}

/// How many hexes around `at` give each resource (a desert gives none).
pub fn resources_around(board: &Board, at: Intersection) -> ResourceCounts {
    let mut counts = ResourceCounts::ZERO;
    if !board.topology().has_intersection(at) {
        return counts;
    }
    for hex in board.topology().hexes_at(at) {
        if let Some(r) = board.tile(hex).terrain.resource() {
            counts[r] += 1;
        }
    }
    counts
}

/// How one game changed one identity's rating.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingChange {
    pub identity: Identity,
    pub before: Rating,
    pub after: Rating,
    /// Seats the identity had at the table (2 for two `strong` AIs).
    pub seats: u8,
    /// Whether one of those seats won.
    pub won: bool,
    /// The seat (its index in seat order) whose result rated the identity: its only seat,
    /// or the best placed of its seats (see `rated_seats`).
    pub rated_seat: usize,
}

/// For each seat, the seat (its index in seat order) that carries its identity's rating in
/// this game: itself when the identity has one seat; for an identity with several seats
/// (two `strong` AIs), the best placed of them, the first in seat order on a tie.
/// `placings` are (identity, place) per seat.
pub fn rated_seats<'a>(placings: impl IntoIterator<Item = (&'a Identity, u8)>) -> Vec<usize> {
    let placings: Vec<(&Identity, u8)> = placings.into_iter().collect();
    placings
        .iter()
        .map(|&(who, _)| {
            let mut best: Option<usize> = None;
            for (j, &(other, place)) in placings.iter().enumerate() {
                if other == who && best.is_none_or(|b| place < placings[b].1) {
                    best = Some(j);
                }
            }
            best.expect("a seat is one of its own identity's seats")
        })
        .collect()
}

/// The rating update of one game: `placings` are (identity, place, won) per seat in seat
/// order, `prior` gives an identity's rating before the game (asked once per identity).
/// Returns one change per identity, in the order of its first seat.
///
/// Every seat is its own team, rated from its identity's rating before the game. An
/// identity with one seat takes that seat's update, against every other seat. An identity
/// with several seats is still one player with one result: it takes the update of its best
/// placed seat (`rated_seats`), against the other identities' seats only, never against
/// its own. Its other seats move no rating of their own, but they are opponents like any
/// other for everyone else.
pub fn rate<'a>(
    placings: impl IntoIterator<Item = (&'a Identity, u8, bool)>,
    mut prior: impl FnMut(&Identity) -> Rating,
) -> Vec<RatingChange> {
    let placings: Vec<(&Identity, u8, bool)> = placings.into_iter().collect();
    let carriers = rated_seats(placings.iter().map(|&(who, place, _)| (who, place)));
    let mut changes: Vec<RatingChange> = Vec::new();
    let mut owner = Vec::with_capacity(placings.len());
    for (i, &(identity, _, won)) in placings.iter().enumerate() {
        let k = match changes.iter().position(|c| &c.identity == identity) {
            Some(k) => k,
            None => {
                let before = prior(identity);
                changes.push(RatingChange {
                    identity: identity.clone(),
                    before,
                    after: before,
                    seats: 0,
                    won: false,
                    rated_seat: carriers[i],
                });
                changes.len() - 1
            }
        };
        changes[k].seats += 1;
        changes[k].won |= won;
        owner.push(k);
    }
    if changes.len() < 2 {
        // Nobody (or only one identity) to be compared with: nothing is learnt.
        return changes;
    }
    // Weng-Lin among the given seats (indices in seat order): each seat's new rating.
    let weng_lin = |seats: &[usize]| -> Vec<WengLinRating> {
        let teams: Vec<[WengLinRating; 1]> = seats
            .iter()
            .map(|&i| [changes[owner[i]].before.weng_lin()])
            .collect();
        let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(seats)
            .map(|(team, &i)| (&team[..], MultiTeamOutcome::new(placings[i].1 as usize)))
            .collect();
        weng_lin_multi_team(&input, &config())
            .into_iter()
            .map(|team| team[0])
            .collect()
    };
    let every_seat: Vec<usize> = (0..placings.len()).collect();
    let everyone = weng_lin(&every_seat);
    let mut after = Vec::with_capacity(changes.len());
    for (k, c) in changes.iter().enumerate() {
        let new = if c.seats == 1 {
            everyone[c.rated_seat]
        } else {
            // Its best seat against the other identities' seats, in seat order.
            let field: Vec<usize> = every_seat
                .iter()
                .copied()
                .filter(|&i| i == c.rated_seat || owner[i] != k)
                .collect();
            let at = field.iter().position(|&i| i == c.rated_seat).unwrap_or(0);
            weng_lin(&field)[at]
        };
        after.push(Rating {
            mu: new.rating,
            sigma: new.uncertainty,
        });
    }
    for (c, after) in changes.iter_mut().zip(after) {
        c.after = after;
    }
    changes
}

/// Where an identity stands in one server: its rating and how many games it played and won
/// there.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Standing {
    pub rating: Rating,
    pub games: u32,
    pub wins: u32,
}

impl Standing {
    /// A newcomer's standing: the initial rating, no games played.
    pub(crate) const NEW: Standing = Standing {
        rating: Rating::INITIAL,
        games: 0,
        wins: 0,
    };

    /// The standing after one more game, which changed the rating as `change` says.
    pub(crate) fn after(self, change: &RatingChange) -> Standing {
        Standing {
            rating: change.after,
            games: self.games + 1,
            wins: self.wins + u32::from(change.won),
        }
    }
}

/// Rates one finished game from each identity's standing before it (`prior`, asked once
/// per identity): how it changed each identity (as `rate` says), each with the identity's
/// standing after the game.
pub(crate) fn rate_results(
    results: &[SeatResult],
    mut prior: impl FnMut(&Identity) -> Standing,
) -> Vec<(RatingChange, Standing)> {
    let mut before: Vec<(Identity, Standing)> = Vec::new();
    let changes = rate(
        results.iter().map(|r| (&r.identity, r.place, r.won)),
        |who| {
            let standing = prior(who);
            before.push((who.clone(), standing));
            standing.rating
        },
    );
    changes
        .into_iter()
        .map(|c| {
            let was = before
                .iter()
                .find(|(who, _)| who == &c.identity)
                .map_or(Standing::NEW, |(_, s)| *s);
            let now = was.after(&c);
            (c, now)
        })
        .collect()
}

/// A server's bucket: its Discord id, or 0 for games played outside any server (the demo,
/// direct messages). Discord ids are never 0.
pub fn bucket(guild: Option<u64>) -> u64 {
    guild.unwrap_or(0)
}

/// Every server's ratings, built by rating games one after another in finishing order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Ledger {
    standings: BTreeMap<(u64, Identity), Standing>,
}

impl Ledger {
    pub fn new() -> Ledger {
        Ledger::default()
    }

    /// Rates one finished game of server bucket `bucket` (see `bucket`) and returns how
    /// it changed each identity.
    pub fn rate_game(&mut self, bucket: u64, results: &[SeatResult]) -> Vec<RatingChange> {
        let rated = rate_results(results, |id| {
            self.standings
                .get(&(bucket, id.clone()))
                .copied()
                .unwrap_or(Standing::NEW)
        });
        rated
            .into_iter()
            .map(|(c, now)| {
                self.standings.insert((bucket, c.identity.clone()), now);
                c
            })
            .collect()
    }

    /// An identity's standing in a server bucket, if it played there.
    pub fn standing(&self, bucket: u64, identity: &Identity) -> Option<&Standing> {
        self.standings.get(&(bucket, identity.clone()))
    }

    /// Every (bucket, identity) with its standing, in key order.
    pub fn standings(&self) -> impl Iterator<Item = (&(u64, Identity), &Standing)> {
        self.standings.iter()
    }

    pub fn len(&self) -> usize {
        self.standings.len()
    }

    pub fn is_empty(&self) -> bool {
        self.standings.is_empty()
    }
}

#[cfg(test)]
mod tests;
