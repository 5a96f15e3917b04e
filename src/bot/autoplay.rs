//! Seats that play themselves: AI players added in the lobby, and absent players whose turn
//! timer ran out (an AI stands in for them until their obligation is done). A driver task
//! per game loads the game, lets the AI decide from its seat's own view (`ai::policy`), commits through the
//! same version-checked store path as a human's click, and asks for the table to be
//! published; publishing coalesces a burst of AI moves into the turn's message.
//!
//! Nothing here is state a restart could lose: who is an AI lives in the seats table, the
//! game in its snapshot, deadlines in the games table. The driver is kicked after every
//! human action, after a game starts, when a timer runs out, when the bot starts, and by
//! the watchdog whenever an automatic move is due and no driver runs.

use super::commit::{commit, commit_move, By, Change, Move};
use super::context::{Bot, Error};
use super::publish;
use crate::ai::StrongConfig;
use crate::ai::{decide, special_build_wishes, ACTIONS_PER_TURN_CAP};
use crate::engine::*;
use crate::store::{GameId, GameStatus, LoadedGame, StoreError};
use crate::table::who::{self, ai_level, must_act, next_due, StandIn};

/// Starts a driver for `game` in the background (it does nothing when no AI is due).
pub(super) fn kick(bot: &Bot, game: GameId) {
    kick_with(bot, game, StandIn::default());
}

/// As `kick`, with stand-ins for players whose time ran out.
pub(super) fn kick_with(bot: &Bot, game: GameId, stand_in: StandIn) {
    let bot = bot.clone();
    tokio::spawn(async move {
        if let Err(e) = drive(&bot, game, stand_in).await {
            tracing::warn!(game, error = %e, "the AI driver stopped; the watchdog will restart it");
        }
    });
}

/// Kicks and publishes every active game (on start-up: AI seats carry on where they stood,
/// and the tables show what happened while the bot was away). Moves its last host
/// acknowledged and never committed come first.
pub(super) async fn resume_all(bot: &Bot) {
    super::pending::recover_all(bot).await;
    catch_up_all(bot).await;
}

/// `resume_all` once the moves left unmade are recovered (`pending::recover_all`): every
/// active game's clock is checked, its table published and its AI seats kicked.
pub(super) async fn catch_up_all(bot: &Bot) {
    match bot.store.active_games().await {
        Ok(games) => {
            for (id, _) in games {
                // Before the table is shown, so its turn message shows the clock.
                if let Err(e) = super::clock::resume(bot, id).await {
                    tracing::warn!(game = id, error = %e, "could not check the turn clock");
                }
                publish::request(bot, id);
                kick(bot, id);
            }
        }
        Err(e) => tracing::error!(error = %e, "could not list the active games"),
    }
    publish::ended(bot).await;
}

/// Whether an automatic move of `game` is due now (the watchdog's question).
pub(super) async fn due(bot: &Bot, id: GameId) -> Result<bool, Error> {
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

/// Commits the AI seats' Special Build Phase requests in the position `game` at `version`.
/// Returns the version after them; a conflict (someone acted meanwhile) stops early, and
/// the caller looks at the new position.
async fn ask_special_builds(
    bot: &Bot,
    row: &crate::store::GameRow,
    game: &Game,
) -> Result<i64, Error> {
    let mut rng = bot.rng_for(row.version);
    let candidates = who::special_build_candidates(row, game);
    let wishes = special_build_wishes(game, &candidates, &mut rng);
    let mut version = row.version;
    let mut now = game.clone();
    for (seat, action) in wishes {
        let mut after = now.clone();
        if after.apply(seat, action).is_err() {
            continue;
        }
        let change = Change {
            seat,
            action: &action,
            before: &now,
            after: &after,
        };
        match commit(bot, row, version, change, By::Auto).await {
            Ok(_) => {}
            Err(StoreError::Conflict(_)) => break,
            Err(e) => return Err(e.into()),
        }
        tracing::debug!(
            game = row.id,
            seat = seat.0,
            action = action.name(),
            "AI asked"
        );
        version += 1;
        now = after;
    }
    Ok(version)
}

/// Plays the automatic moves of `id`, one commit after another, until none is due.
async fn drive_locked(bot: &Bot, id: GameId, stand_in: StandIn) -> Result<(), Error> {
    // A player's move that a process acknowledged and never committed goes first: a table
    // taken over from a dead process may have its timers fire (an offer's window, a turn
    // clock) before the take-over's own round of recoveries reaches it.
    super::pending::recover(bot, id).await;
    let mut driver = Driver {
        bot,
        id,
        stand_in,
        turn_actions: (u32::MAX, 0),
        asked_at: None,
    };
    loop {
        let m = match next_move(&mut driver).await? {
            Next::Commit(m) => m,
            Next::Again => continue,
            Next::Stop => return Ok(()),
        };
        match commit_move(bot, &m, By::Auto, None).await {
            Ok(_) => {}
            // A player (or another driver's late write) moved first: look again.
            Err(StoreError::Conflict(_)) => continue,
            Err(e) => return Err(e.into()),
        }
        driver.turn_actions.1 += 1;
        let waiting = must_act(&m.after);
        driver.stand_in.seats.retain(|s| waiting.contains(s));
    }
}

/// A game's AI driver: what it remembers from one move to the next.
struct Driver<'a> {
    bot: &'a Bot,
    id: GameId,
    /// The absent players an AI stands in for.
    stand_in: StandIn,
    /// The moment (`who::stamp`) and how many moves the AI made in it.
    turn_actions: (u32, u32),
    /// The version whose Special Build Phase requests were last considered: the AI seats
    /// think about it once per change of the table, not once per look at it.
    asked_at: Option<i64>,
}

/// What the driver makes of the game as it stands.
enum Next {
    /// Commit this move.
    Commit(Box<Move>),
    /// The look changed the game itself (it committed Special Build requests): look again.
    Again,
    /// No automatic move is due: the drive ends.
    Stop,
}

/// One look of the driver: the next automatic move of `id` to commit (its AI seats' Special
/// Build Phase requests first, once per change of the table), or the end of the drive when
/// none is due.
async fn next_move(driver: &mut Driver<'_>) -> Result<Next, Error> {
    let Driver {
        bot,
        id,
        stand_in,
        turn_actions,
        asked_at,
    } = driver;
    let (bot, id) = (*bot, *id);
    if let Some(pause) = bot.config.ai_pause {
        tokio::time::sleep(pause).await;
    }
    let (row, game) = match bot.store.load(id).await {
        Ok(LoadedGame { row, game, .. }) if row.status == GameStatus::Active => (row, game),
        Ok(_) | Err(StoreError::NotFound(_)) | Err(StoreError::NotStarted(_)) => {
            return Ok(Next::Stop)
        }
        Err(e) => return Err(e.into()),
    };
    if *asked_at != Some(row.version) {
        let version = ask_special_builds(bot, &row, &game).await?;
        *asked_at = Some(version);
        if version != row.version {
            return Ok(Next::Again);
        }
    }
    // A stand-in's job ends once its player has nothing left to do (their discard, or
    // their turn); their next obligation gets a fresh timer.
    let waiting = must_act(&game);
    stand_in.seats.retain(|s| waiting.contains(s));
    let window_open = window_open(bot, id, &game).await?;
    let Some((seat, level)) = next_due(&row, &game, stand_in, window_open) else {
        return Ok(Next::Stop);
    };
    let stamp = who::stamp(&game);
    if turn_actions.0 != stamp {
        *turn_actions = (stamp, 0);
    }
    let may_offer = ai_level(&row, seat).is_some()
        && seat == game.current()
        && game.phase() == Phase::Main
        && game.offer().is_none()
        && !offered_this_turn(bot, id, seat).await?;
    let (g, n) = (game.clone(), turn_actions.1);
    let mut task_rng = bot.rng_for(row.version);
    let started = std::time::Instant::now();
    // A late player's Special Build Phase is theirs to use: their stand-in only passes.
    let passes = ai_level(&row, seat).is_none() && game.phase() == Phase::SpecialBuild;
    let passed = passes.then(|| {
        let mut after = game.clone();
        let events = after.apply(seat, Action::EndTurn).ok()?;
        Some((Action::EndTurn, after, events))
    });
    let (action, after, events) = match passed.flatten() {
        Some(pass) => pass,
        None => {
            bot.heavy
                .think(move || {
                    let cfg = StrongConfig::default();
                    decide(&g, seat, level, n, may_offer, &mut task_rng, &cfg)
                })
                .await?
        }
    };
    tracing::debug!(
        game = id,
        seat = seat.0,
        ?level,
        ms = started.elapsed().as_millis() as u64,
        action = action.name(),
        "AI decided"
    );
    // The table's catan-fair/1 key, not the AI's own stream, draws the dice and the card.
    let (action, after, events) = match row.fair.as_ref().and_then(|f| f.key()) {
        Some(key) if action.without_outcome() != action => {
            let fair = game.complete_fair(action.without_outcome(), &key);
            let mut fair_after = game.clone();
            match fair_after.apply(seat, fair) {
                Ok(fair_events) => (fair, fair_after, fair_events),
                Err(e) => {
                    tracing::error!(game = id, error = %e, "a fair draw was refused; the AI's own draw stands");
                    (action, after, events)
                }
            }
        }
        _ => (action, after, events),
    };
    if matches!(action, Action::OfferTrade { .. }) {
        // The window is stored first, so a restart right after the commit keeps it.
        let window = (bot.config.minute / 2).as_secs().max(1) as i64;
        let until = super::clock::now_unix() + window;
        bot.store.set_offer_deadline(id, Some(until)).await?;
    }
    let m = Move {
        row,
        seat,
        action,
        before: game,
        after,
        events,
    };
    Ok(Next::Commit(Box::new(m)))
}

/// Whether `seat` already put an offer to the table this turn (read from the log, so a
/// restart does not let an AI offer twice). A hint asks it too: the AI in a seat offers at
/// most once a turn.
pub(super) async fn offered_this_turn(bot: &Bot, id: GameId, seat: Seat) -> Result<bool, Error> {
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
    use crate::ai::Level;
    use crate::store::{GameRow, SeatInfo};
    use crate::table::who::{humans_to_act, next_auto_move, offer_waits_for_humans};

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
            map: crate::engine::MapKind::Beginner,
            turn_timer_minutes: Some(1),
            status: GameStatus::Active,
            seats: ai
                .iter()
                .enumerate()
                .map(|(i, a)| SeatInfo {
                    user_id: if a.is_some() { 0 } else { 10 + i as u64 },
                    name: format!("P{i}"),
                    ai: a.map(|l| Level::parse(l).expect("a level")),
                })
                .collect(),
            version: 0,
            created_at: 0,
            updated_at: 0,
            fair: None,
            rematch: None,
            language: crate::i18n::Lang::En,
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
            stamp: who::stamp(&g),
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

    /// Six AI seats play a whole game the way the driver does: after every change each AI
    /// but the current one may ask for (or withdraw) a Special Build Phase, and a moving
    /// seat never spends its move on that. They ask, build in their phases, and finish.
    #[test]
    fn six_ais_ask_for_special_build_phases_build_in_them_and_finish() {
        let options = Options {
            players: 6,
            ..Options::default()
        };
        let levels = [
            "heuristic",
            "random",
            "heuristic",
            "strong",
            "heuristic",
            "random",
        ];
        let r = GameRow {
            options,
            seats: levels
                .iter()
                .enumerate()
                .map(|(i, l)| SeatInfo {
                    user_id: 0,
                    name: format!("P{i}"),
                    ai: Some(Level::parse(l).expect("a level")),
                })
                .collect(),
            ..row([None, None, None])
        };
        let mut rng = GameRng::new(12);
        let board = BoardSpec::Random(12).build_for(Island::Large).unwrap();
        let mut g = Game::new(GameSetup::random(options, board, &mut rng)).unwrap();
        let cfg = StrongConfig {
            playouts: Some(20),
            ..StrongConfig::default()
        };
        let (mut asked, mut phases, mut built_in_phase) = (0, 0, 0);
        for _ in 0..60_000 {
            if g.phase() == Phase::GameOver {
                break;
            }
            for (seat, a) in
                special_build_wishes(&g, &who::special_build_candidates(&r, &g), &mut rng)
            {
                g.apply(seat, a).expect("a wish is legal");
                asked += u32::from(a == Action::AskSpecialBuild);
            }
            let (seat, level) = next_auto_move(&r, &g, &StandIn::default()).expect("an AI moves");
            let before = g.phase();
            let (a, after, events) = decide(&g, seat, level, 0, false, &mut rng, &cfg);
            assert!(
                !matches!(a, Action::AskSpecialBuild | Action::WithdrawSpecialBuild),
                "a move is never a request"
            );
            if before == Phase::SpecialBuild {
                built_in_phase += u32::from(a != Action::EndTurn);
            }
            phases += events
                .iter()
                .filter(|e| matches!(e, Event::SpecialBuildStarted { .. }))
                .count();
            g = after;
        }
        assert_eq!(g.phase(), Phase::GameOver, "the game ends");
        // (Seed 12: 96 asks, 84 phases, 44 builds or buys in them, 61 turns.)
        assert!(asked > 20 && phases > 20, "{asked} asks, {phases} phases");
        assert!(
            built_in_phase > 10,
            "{built_in_phase} builds or buys in the phases"
        );
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

    /// Issue 43, item 2: at a table of two humans, an AI's offer that only one of them can
    /// pay asks that one (waits on, lists and names only her); the other is not listed as
    /// "thinking…", which would never change.
    #[test]
    fn an_ai_offer_lists_only_the_humans_who_could_pay_it() {
        let r = row([None, None, Some("heuristic")]);
        let mut rng = GameRng::new(7);
        let mut g = game(11);
        // The AI's main phase, where one human holds a resource the other has none of.
        let lack = |g: &Game| {
            Resource::ALL.into_iter().find(|&res| {
                g.player(Seat(0)).resources[res] > 0 && g.player(Seat(1)).resources[res] == 0
            })
        };
        play_until(&mut g, &mut rng, |g| {
            g.phase() == Phase::Main && g.current() == Seat(2) && lack(g).is_some()
        });
        let res = lack(&g).unwrap();
        let give = Resource::ALL
            .into_iter()
            .find(|&x| x != res && g.player(Seat(2)).resources[x] > 0)
            .expect("the AI holds something to give");
        let one = |x: Resource| {
            let mut c = ResourceCounts::ZERO;
            c[x] = 1;
            c
        };
        let offer = Action::OfferTrade {
            give: one(give),
            get: one(res),
            to: None,
        };
        g.apply(Seat(2), offer).unwrap();
        assert_eq!(who::offer_waits_on(&r, &g), vec![Seat(0)]);
        let listed = who::offer_lists(&r, &g);
        assert!(
            listed.contains(Seat(0)) && !listed.contains(Seat(1)),
            "{listed:?}"
        );
        let names: Vec<String> = vec!["Ada".into(), "Bea".into(), "Nansen".into()];
        let text = crate::bot::messages::offer_text(
            Seat(2),
            g.offer().unwrap(),
            listed,
            &crate::bot::messages::Names(&names),
            None,
            crate::i18n::Lang::En,
        );
        assert!(text.contains("Ada: thinking"), "{text}");
        assert!(!text.contains("Bea"), "{text}");
        // Once Bea answers anyway (a decline), her answer is listed.
        g.apply(Seat(1), Action::DeclineTrade).unwrap();
        assert!(who::offer_lists(&r, &g).contains(Seat(1)));
    }

    #[test]
    fn an_ai_offer_waits_for_the_humans_it_addresses_until_its_window_closes() {
        let r = row([None, Some("heuristic"), Some("heuristic")]);
        let cfg = StrongConfig::default();
        let mut rng = GameRng::new(5);
        // Heuristic play until an AI, on its own turn, wants to offer a trade.
        // Issue 43: only a human who could accept is asked; one who could not is passed over.
        let (mut offered, mut passed_over) = (None, false);
        'games: for seed in 0..80 {
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
                        if who::could_accept(&after, Seat(0)) {
                            offered = Some(after);
                        } else {
                            assert!(!offer_waits_for_humans(&r, &after, true));
                            assert!(who::offer_waits_on(&r, &after).is_empty());
                            passed_over = true;
                        }
                        if offered.is_some() && passed_over {
                            break 'games;
                        }
                    }
                }
                let (_, after, _) = decide(&g, seat, Level::Heuristic, 0, false, &mut rng, &cfg);
                g = after;
            }
        }
        assert!(passed_over, "some AI offers what the human cannot give");
        let mut g = offered.expect("some AI offers a trade the human could accept");
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
