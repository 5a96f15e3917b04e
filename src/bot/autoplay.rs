//! Seats that play themselves: AI players added in the lobby, and absent players whose turn
//! timer ran out (an AI stands in for them until their obligation is done). A driver task
//! per game loads the game, lets the AI decide from its seat's own view, commits through the
//! same version-checked store path as a human's click, and asks for the table to be
//! published; publishing coalesces a burst of AI moves into the turn's message.
//!
//! Nothing here is state a restart could lose: who is an AI lives in the seats table, the
//! game in its snapshot, deadlines in the games table. The driver is kicked after every
//! human action, after a game starts, when a timer runs out, when the bot starts, and by
//! the watchdog whenever an automatic move is due and no driver runs.

use super::flow::{self, Bot, Error};
use super::who::{ai_level, must_act, next_due, StandIn};
use crate::ai::{self, Level, StrongConfig};
use crate::engine::*;
use crate::store::{GameId, GameStatus, LoadedGame, StoreError};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// After this many actions in one turn an AI ends its turn (a guard against loops).
const ACTIONS_PER_TURN_CAP: u32 = 60;

/// One lock per game, so a single driver at a time moves a game's AI seats; a game's entry
/// goes when its driver finds nothing more to do.
#[derive(Default)]
pub struct Drivers {
    locks: Mutex<HashMap<GameId, Arc<tokio::sync::Mutex<()>>>>,
}

impl Drivers {
    fn lock_for(&self, game: GameId) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        locks.entry(game).or_default().clone()
    }
    /// Forgets `game` unless another driver is waiting for its lock.
    fn release(&self, game: GameId, lock: &Arc<tokio::sync::Mutex<()>>) {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        // Ours and the map's: nobody else holds it.
        if Arc::strong_count(lock) == 2 {
            locks.remove(&game);
        }
    }
    /// Whether a driver is moving `game` right now.
    pub fn running(&self, game: GameId) -> bool {
        let locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        locks.get(&game).is_some_and(|l| l.try_lock().is_err())
    }
    /// How many games the map holds (finished games are forgotten).
    pub fn len(&self) -> usize {
        self.locks.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// What the AI in `seat` does now: answers the open offer addressed to it, puts an offer
/// to the table when `may_offer` (once a turn, for an AI seat, not a stand-in), or picks
/// one of its legal actions; the result is completed (dice, stolen card) and applied to a
/// copy.
/// An AI never breaks a rule, but if the engine refuses its pick anyway, it falls back to
/// declining, ending the turn or the first legal action, and the refusal is logged.
pub fn decide(
    game: &Game,
    seat: Seat,
    level: Level,
    actions_this_turn: u32,
    may_offer: bool,
    rng: &mut GameRng,
    cfg: &StrongConfig,
) -> (Action, Game, Vec<Event>) {
    let view = game.player_view(seat);
    let legal = game.legal_actions(seat);
    let answering = game.offer().is_some_and(|o| {
        seat != game.current() && o.to.contains(seat) && o.responses[seat.index()].is_none()
    });
    let proposal = match may_offer && !answering {
        true => ai::propose_offer_with(level, &view, rng, cfg),
        false => None,
    };
    let pick = if answering {
        ai::respond_to_offer_with(level, &view, rng, cfg)
    } else if let Some(offer) = proposal {
        offer
    } else if actions_this_turn >= ACTIONS_PER_TURN_CAP && legal.contains(&Action::EndTurn) {
        Action::EndTurn
    } else {
        ai::choose_with(level, &view, &legal, rng, cfg)
    };
    let mut fallbacks = vec![pick];
    if answering {
        fallbacks.push(Action::DeclineTrade);
    }
    if legal.contains(&Action::EndTurn) {
        fallbacks.push(Action::EndTurn);
    }
    fallbacks.extend(legal.first().copied());
    for (i, a) in fallbacks.into_iter().enumerate() {
        let a = game.complete(a, rng);
        let mut after = game.clone();
        match after.apply(seat, a) {
            Ok(events) => return (a, after, events),
            Err(e) if i == 0 => {
                tracing::error!(seat = seat.0, ?level, action = ?a, error = %e, "the AI chose a refused action")
            }
            Err(_) => {}
        }
    }
    unreachable!("a seat that must act always has a legal action")
}

/// Starts a driver for `game` in the background (it does nothing when no AI is due).
pub fn kick(bot: &Bot, game: GameId) {
    kick_with(bot, game, StandIn::default());
}

/// As `kick`, with stand-ins for players whose time ran out.
pub fn kick_with(bot: &Bot, game: GameId, stand_in: StandIn) {
    let bot = bot.clone();
    tokio::spawn(async move {
        if let Err(e) = drive(&bot, game, stand_in).await {
            tracing::warn!(game, error = %e, "the AI driver stopped; the watchdog will restart it");
        }
    });
}

/// Kicks and publishes every active game (on start-up: AI seats carry on where they stood,
/// and the tables show what happened while the bot was away).
pub async fn resume_all(bot: &Bot) {
    match bot.store.active_games().await {
        Ok(games) => {
            for (id, _) in games {
                super::publish::request(bot, id);
                kick(bot, id);
            }
        }
        Err(e) => tracing::error!(error = %e, "could not list the active games"),
    }
}

/// Whether an automatic move of `game` is due now (the watchdog's question).
pub async fn due(bot: &Bot, id: GameId) -> Result<bool, Error> {
    let LoadedGame { row, game, .. } = bot.store.load(id).await?;
    if row.status != GameStatus::Active {
        return Ok(false);
    }
    let window_open = window_open(bot, id, &game).await?;
    Ok(next_due(&row, &game, &StandIn::default(), window_open).is_some())
}

/// Whether an open offer still waits for human answers: its window has not closed, or its
/// message has not even reached the table yet (the window starts when it does).
async fn window_open(bot: &Bot, id: GameId, game: &Game) -> Result<bool, Error> {
    if game.offer().is_none() {
        return Ok(false);
    }
    let open = bot
        .store
        .offer_deadline(id)
        .await?
        .is_some_and(|d| d > super::clock::now_unix());
    let shown = bot
        .store
        .published(id)
        .await?
        .iter()
        .any(|p| p.kind == crate::store::MessageKind::Offer);
    Ok(open || !shown)
}

/// Plays every automatic move of `id` until a human must act (or the game ends).
async fn drive(bot: &Bot, id: GameId, stand_in: StandIn) -> Result<(), Error> {
    let lock = bot.drivers.lock_for(id);
    let result = {
        let _one_driver = lock.lock().await;
        drive_locked(bot, id, stand_in).await
    };
    bot.drivers.release(id, &lock);
    result
}

async fn drive_locked(bot: &Bot, id: GameId, mut stand_in: StandIn) -> Result<(), Error> {
    let mut turn_actions = (u32::MAX, 0u32);
    loop {
        if let Some(pause) = bot.config.ai_pause {
            tokio::time::sleep(pause).await;
        }
        let (row, game) = match bot.store.load(id).await {
            Ok(LoadedGame { row, game, .. }) if row.status == GameStatus::Active => (row, game),
            Ok(_) | Err(StoreError::NotFound(_)) | Err(StoreError::NotStarted(_)) => break,
            Err(e) => return Err(e.into()),
        };
        // A stand-in's job ends once its player has nothing left to do (their discard, or
        // their turn); their next obligation gets a fresh timer.
        let waiting = must_act(&game);
        stand_in.seats.retain(|s| waiting.contains(s));
        let window_open = window_open(bot, id, &game).await?;
        let Some((seat, level)) = next_due(&row, &game, &stand_in, window_open) else {
            break;
        };
        if turn_actions.0 != game.turn() {
            turn_actions = (game.turn(), 0);
        }
        let may_offer = ai_level(&row, seat).is_some()
            && seat == game.current()
            && game.phase() == Phase::Main
            && game.offer().is_none()
            && !offered_this_turn(bot, id, seat).await?;
        let (g, n) = (game.clone(), turn_actions.1);
        let mut task_rng = bot.rng_for(row.version);
        let started = std::time::Instant::now();
        let (action, after, _events) = bot
            .heavy
            .think(move || {
                let cfg = StrongConfig::default();
                decide(&g, seat, level, n, may_offer, &mut task_rng, &cfg)
            })
            .await?;
        tracing::debug!(
            game = id,
            seat = seat.0,
            ?level,
            ms = started.elapsed().as_millis() as u64,
            action = action.name(),
            "AI decided"
        );
        if matches!(action, Action::OfferTrade { .. }) {
            // The window is stored first, so a restart right after the commit keeps it.
            let window = (bot.config.minute / 2).as_secs().max(1) as i64;
            let until = super::clock::now_unix() + window;
            bot.store.set_offer_deadline(id, Some(until)).await?;
        }
        match bot
            .store
            .commit_action(row.id, row.version, seat, &action, &after)
            .await
        {
            Ok(_) => {}
            // Someone acted meanwhile: look at the game again.
            Err(StoreError::Conflict(_)) => continue,
            Err(e) => return Err(e.into()),
        }
        turn_actions.1 += 1;
        flow::settle(bot, &row, &game, &after, true).await;
        let waiting = must_act(&after);
        stand_in.seats.retain(|s| waiting.contains(s));
    }
    Ok(())
}

/// Whether `seat` already put an offer to the table this turn (read from the log, so a
/// restart does not let an AI offer twice).
async fn offered_this_turn(bot: &Bot, id: GameId, seat: Seat) -> Result<bool, Error> {
    let recent = bot
        .store
        .recent_actions(id, 2 * ACTIONS_PER_TURN_CAP)
        .await?;
    Ok(recent
        .iter()
        .rev()
        .take_while(|a| a.action != Action::EndTurn)
        .any(|a| a.p == seat && matches!(a.action, Action::OfferTrade { .. })))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::who::{humans_to_act, next_auto_move, offer_waits_for_humans};
    use crate::store::{GameRow, SeatInfo};

    fn row(ai: [Option<&str>; 3]) -> GameRow {
        GameRow {
            id: 1,
            guild_id: None,
            channel_id: 1,
            host_id: 10,
            options: Options {
                players: 3,
                ..Options::default()
            },
            map: "beginner".into(),
            turn_timer_minutes: Some(1),
            status: GameStatus::Active,
            seats: ai
                .iter()
                .enumerate()
                .map(|(i, a)| SeatInfo {
                    user_id: if a.is_some() { 0 } else { 10 + i as u64 },
                    name: format!("P{i}"),
                    ai: a.map(str::to_string),
                })
                .collect(),
            version: 0,
            created_at: 0,
            updated_at: 0,
        }
    }

    fn game(seed: u64) -> Game {
        let options = Options {
            players: 3,
            ..Options::default()
        };
        let mut rng = GameRng::new(seed);
        Game::new(GameSetup::random(options, Board::beginner(), &mut rng)).unwrap()
    }

    /// Plays until `stop` holds, every seat by the heuristic AI.
    fn play_until(g: &mut Game, rng: &mut GameRng, stop: impl Fn(&Game) -> bool) {
        let cfg = StrongConfig::default();
        for _ in 0..20_000 {
            if stop(g) {
                return;
            }
            let seat = g.seat_to_move();
            let (_, after, _) = decide(g, seat, Level::Heuristic, 0, false, rng, &cfg);
            *g = after;
        }
        panic!("the wanted position never came");
    }

    #[test]
    fn ai_seats_move_and_humans_wait() {
        let r = row([None, Some("strong"), Some("heuristic")]);
        let g = game(3);
        let first = g.seat_to_move();
        let next = next_auto_move(&r, &g, &StandIn::default());
        if first == Seat(0) {
            assert_eq!(next, None, "the human moves first");
            assert_eq!(humans_to_act(&r, &g), vec![Seat(0)]);
        } else {
            assert_eq!(next.map(|n| n.0), Some(first));
            assert!(humans_to_act(&r, &g).is_empty());
        }
    }

    #[test]
    fn a_stand_in_plays_the_late_turn_and_its_discard_but_nothing_after() {
        let r = row([None, None, Some("heuristic")]);
        let mut rng = GameRng::new(9);
        let mut g = game(5);
        // Someone human owes a discard after a 7.
        play_until(&mut g, &mut rng, |g| {
            g.phase() == Phase::Roll
                && [Seat(0), Seat(1)]
                    .iter()
                    .any(|s| g.player(*s).resources.total() > 7)
        });
        let roller = g.current();
        g.apply(roller, Action::Roll { dice: Some([3, 4]) })
            .unwrap();
        assert_eq!(g.phase(), Phase::Discard);
        let late: Vec<Seat> = humans_to_act(&r, &g);
        assert!(!late.is_empty());
        assert_eq!(
            next_auto_move(&r, &g, &StandIn::default()).filter(|(s, _)| late.contains(s)),
            None
        );
        let stand_in = StandIn {
            seats: late.clone(),
            turn: g.turn(),
        };
        let cfg = StrongConfig::default();
        // The stand-in discards for every late seat; the AI seat discards for itself.
        while g.phase() == Phase::Discard {
            let (seat, _) = next_auto_move(&r, &g, &stand_in).expect("discards are automatic");
            let (a, after, _) = decide(&g, seat, Level::Heuristic, 0, false, &mut rng, &cfg);
            assert!(matches!(a, Action::Discard { .. }));
            g = after;
        }
        // The next turn is nobody's stand-in business.
        let mut next_turn = g.clone();
        play_until(&mut next_turn, &mut rng, |x| x.turn() > g.turn());
        let human_to_move = humans_to_act(&r, &next_turn);
        for s in human_to_move {
            assert!(!stand_in.covers(s, &next_turn));
        }
    }

    #[test]
    fn ai_answers_an_offer_addressed_to_it() {
        let r = row([None, Some("heuristic"), Some("heuristic")]);
        let mut rng = GameRng::new(2);
        let mut g = game(8);
        play_until(&mut g, &mut rng, |g| {
            g.phase() == Phase::Main
                && g.current() == Seat(0)
                && g.player(Seat(0)).resources.total() > 0
        });
        let give = g
            .player(Seat(0))
            .resources
            .nonzero()
            .next()
            .map(|(res, _)| ResourceCounts::one(res, 1))
            .unwrap();
        let want = Resource::ALL
            .into_iter()
            .find(|x| give[*x] == 0)
            .map(|x| ResourceCounts::one(x, 1))
            .unwrap();
        g.apply(
            Seat(0),
            Action::OfferTrade {
                give,
                get: want,
                to: None,
            },
        )
        .unwrap();
        let cfg = StrongConfig::default();
        let mut answered = 0;
        while let Some((seat, level)) = next_auto_move(&r, &g, &StandIn::default()) {
            let (a, after, _) = decide(&g, seat, level, 0, false, &mut rng, &cfg);
            assert!(
                matches!(a, Action::AcceptTrade | Action::DeclineTrade),
                "{a:?}"
            );
            g = after;
            answered += 1;
        }
        assert_eq!(
            answered, 2,
            "both AIs answered, then the human offerer decides"
        );
    }

    #[test]
    fn an_ai_offer_waits_for_the_humans_it_addresses_until_its_window_closes() {
        let r = row([None, Some("heuristic"), Some("heuristic")]);
        let cfg = StrongConfig::default();
        let mut rng = GameRng::new(5);
        // Heuristic play until an AI, on its own turn, wants to offer a trade.
        let mut offered = None;
        'games: for seed in 0..40 {
            let mut g = game(seed);
            for _ in 0..3_000 {
                if g.phase() == Phase::GameOver {
                    break;
                }
                let seat = g.seat_to_move();
                let ai_turn = seat == g.current() && seat != Seat(0) && g.phase() == Phase::Main;
                if ai_turn && g.offer().is_none() {
                    let (a, after, _) = decide(&g, seat, Level::Heuristic, 0, true, &mut rng, &cfg);
                    if matches!(a, Action::OfferTrade { .. }) {
                        offered = Some(after);
                        break 'games;
                    }
                }
                let (_, after, _) = decide(&g, seat, Level::Heuristic, 0, false, &mut rng, &cfg);
                g = after;
            }
        }
        let mut g = offered.expect("some AI offers a trade");
        let offerer = g.current();
        assert!(g.offer().unwrap().to.contains(Seat(0)), "to everyone");
        // Never twice: with `may_offer` off the AI does something else.
        let (again, _, _) = decide(&g, offerer, Level::Heuristic, 0, false, &mut rng, &cfg);
        assert!(!matches!(again, Action::OfferTrade { .. }), "{again:?}");
        assert!(offer_waits_for_humans(&r, &g, true));
        assert!(!offer_waits_for_humans(&r, &g, false), "the window closed");
        // The other AI answers at once; the offerer still waits for the human.
        let (seat, level) = next_auto_move(&r, &g, &StandIn::default()).unwrap();
        assert_ne!(seat, offerer);
        let (_, after, _) = decide(&g, seat, level, 0, false, &mut rng, &cfg);
        g = after;
        assert!(offer_waits_for_humans(&r, &g, true));
        g.apply(Seat(0), Action::DeclineTrade).unwrap();
        assert!(!offer_waits_for_humans(&r, &g, true), "everyone answered");
        // Then the offerer closes its offer (confirms or withdraws).
        let (close, after, _) = decide(&g, offerer, Level::Heuristic, 1, false, &mut rng, &cfg);
        assert!(
            matches!(close, Action::ConfirmTrade { .. } | Action::CancelTrade),
            "{close:?}"
        );
        assert!(after.offer().is_none());
        // A human's own offer never waits on this rule.
        let human = row([None, None, Some("heuristic")]);
        assert!(!offer_waits_for_humans(&human, &after, true));
    }
}
