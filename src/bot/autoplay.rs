//! Seats that play themselves: AI players added in the lobby, and absent players whose turn
//! timer ran out (an AI stands in for them until their obligation is done). A driver task
//! per game loads the game, lets the AI decide from its seat's own view, commits through the
//! same version-checked store path as a human's click, and posts what happened: one message
//! with the board per AI turn, then the next human's turn message.
//!
//! Nothing here is state a restart could lose: who is an AI lives in the seats table, the
//! game in its snapshot, deadlines in the games table. The driver is kicked after every
//! human action, after a game starts, when a timer runs out and when the bot starts.

use super::flow::{self, Bot, Error};
use super::messages::{self, Names};
use crate::ai::{self, Level, StrongConfig};
use crate::engine::*;
use crate::store::{GameId, GameRow, GameStatus, LoadedGame, StoreError};
use serenity::all::{ChannelId, CreateMessage};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// After this many actions in one turn an AI ends its turn (a guard against loops).
const ACTIONS_PER_TURN_CAP: u32 = 60;
/// Discord's message limit is 2,000 characters; an AI turn's lines stay well below it,
/// leaving room for the scores and the next prompt.
const MAX_LINES_CHARS: usize = 1_500;

/// One lock per game, so a single driver at a time moves a game's AI seats.
#[derive(Default)]
pub struct Drivers {
    locks: Mutex<HashMap<GameId, Arc<tokio::sync::Mutex<()>>>>,
}

impl Drivers {
    fn lock_for(&self, game: GameId) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(|e| e.into_inner());
        locks.entry(game).or_default().clone()
    }
}

/// Human seats an AI plays for because their time ran out: during turn `turn` only, the
/// current player's whole turn and anyone's owed discard.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StandIn {
    pub seats: Vec<Seat>,
    pub turn: u32,
}

impl StandIn {
    fn covers(&self, seat: Seat, game: &Game) -> bool {
        self.turn == game.turn()
            && self.seats.contains(&seat)
            && (seat == game.current() || game.phase() == Phase::Discard)
    }
}

/// The AI level of a seat filled by an AI in the lobby.
pub fn ai_level(row: &GameRow, seat: Seat) -> Option<Level> {
    row.seats
        .get(seat.index())?
        .ai
        .as_deref()
        .and_then(Level::parse)
}

/// The seats that must act before the game can go on (the discarders, or the seat to move).
pub fn must_act(game: &Game) -> Vec<Seat> {
    match game.phase() {
        Phase::GameOver => vec![],
        Phase::Discard => game.discarding_seats().collect(),
        _ => vec![game.seat_to_move()],
    }
}

/// The human seats that must act now: whom to ping, and whose timer runs.
pub fn humans_to_act(row: &GameRow, game: &Game) -> Vec<Seat> {
    must_act(game)
        .into_iter()
        .filter(|s| ai_level(row, *s).is_none())
        .collect()
}

/// The next seat that moves by itself, and at what level: an AI that owes a discard or an
/// answer to the open offer, or the seat to move when an AI (or a stand-in) plays it.
pub fn next_auto_move(row: &GameRow, game: &Game, stand_in: &StandIn) -> Option<(Seat, Level)> {
    let auto =
        |s: Seat| ai_level(row, s).or_else(|| stand_in.covers(s, game).then_some(Level::Heuristic));
    match game.phase() {
        Phase::GameOver => None,
        Phase::Discard => game
            .discarding_seats()
            .find_map(|s| auto(s).map(|l| (s, l))),
        _ => {
            if let Some(offer) = game.offer() {
                let unanswered = offer
                    .to
                    .iter()
                    .filter(|s| offer.responses[s.index()].is_none());
                for s in unanswered {
                    if let Some(l) = ai_level(row, s) {
                        return Some((s, l));
                    }
                }
            }
            let s = game.seat_to_move();
            auto(s).map(|l| (s, l))
        }
    }
}

/// Whether the open offer is an AI's that still waits: a human it addresses has not
/// answered and its window (`window_open`) has not closed.
pub fn offer_waits_for_humans(row: &GameRow, game: &Game, window_open: bool) -> bool {
    let Some(offer) = game.offer() else {
        return false;
    };
    window_open
        && ai_level(row, game.current()).is_some()
        && offer
            .to
            .iter()
            .any(|s| offer.responses[s.index()].is_none() && ai_level(row, s).is_none())
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
            tracing::error!(game, error = %e, "the AI driver stopped");
        }
    });
}

/// Kicks every active game (on start-up: AI seats carry on where they stood).
pub async fn resume_all(bot: &Bot) {
    match bot.store.active_games().await {
        Ok(games) => {
            for (id, _) in games {
                kick(bot, id);
            }
        }
        Err(e) => tracing::error!(error = %e, "could not list the active games"),
    }
}

/// The actions of one stretch of automatic play, posted together.
struct Segment {
    before: Game,
    lines: Vec<String>,
    board_changed: bool,
    offer_answered: bool,
    /// The closed offer message's text, when something in the segment closed the offer.
    offer_closed: Option<String>,
}

/// An action that only changes the open offer (shown on its message), not the table.
fn is_offer_answer(a: &Action) -> bool {
    matches!(
        a,
        Action::AcceptTrade
            | Action::DeclineTrade
            | Action::CounterTrade { .. }
            | Action::CancelTrade
    )
}

/// Plays every automatic move of `id` until a human must act (or the game ends), posting
/// one message per turn.
async fn drive(bot: &Bot, id: GameId, mut stand_in: StandIn) -> Result<(), Error> {
    let lock = bot.drivers.lock_for(id);
    let _one_driver = lock.lock().await;
    let mut segment: Option<Segment> = None;
    let mut turn_actions = (u32::MAX, 0u32);
    loop {
        let (row, game) = match bot.store.load(id).await {
            Ok(LoadedGame { row, game, .. }) if row.status == GameStatus::Active => (row, game),
            // Abandoned meanwhile (a game the AIs finish is flushed as it ends): nothing
            // more to post.
            Ok(_) | Err(StoreError::NotFound(_)) | Err(StoreError::NotStarted(_)) => break,
            Err(e) => return Err(e.into()),
        };
        // A stand-in's job ends once its player has nothing left to do (their discard, or
        // their turn); their next obligation gets a fresh timer.
        let waiting = must_act(&game);
        stand_in.seats.retain(|s| waiting.contains(s));
        // Only an open offer has a window to ask about.
        let window_open = game.offer().is_some()
            && bot
                .store
                .offer_deadline(id)
                .await?
                .is_some_and(|d| d > super::timers::now_unix());
        let next = next_auto_move(&row, &game, &stand_in).filter(|&(s, _)| {
            s != game.current() || !offer_waits_for_humans(&row, &game, window_open)
        });
        let Some((seat, level)) = next else {
            if let Some(seg) = segment.take() {
                flush(bot, &row, seg, &game).await?;
            }
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
        let (action, after, events) = tokio::task::spawn_blocking(move || {
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
        let offering = matches!(action, Action::OfferTrade { .. });
        if offering {
            // The window is stored first, so a restart right after the commit keeps it.
            let window = (bot.config.minute / 2).as_secs().max(1) as i64;
            let until = super::timers::now_unix() + window;
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
        if offering {
            // What happened so far goes out first, then the offer for the humans to answer.
            if let Some(seg) = segment.take() {
                flush(bot, &row, seg, &game).await?;
            }
            super::offers::post(bot, &row, &after).await?;
            continue;
        }
        let seg = segment.get_or_insert_with(|| Segment {
            before: game.clone(),
            lines: Vec::new(),
            board_changed: false,
            offer_answered: false,
            offer_closed: None,
        });
        let names = after.names().to_vec();
        let line = messages::summary(&events, &Names(&names), None);
        // Answers and withdrawals show on the offer message, not in the turn's lines.
        if !line.is_empty() && !is_offer_answer(&action) {
            seg.lines.push(line.clone());
        }
        if game.offer().is_some() && after.offer().is_none() {
            seg.offer_closed = Some(super::offers::closed_offer_text(&game, &line));
        }
        if is_offer_answer(&action) {
            seg.offer_answered = true;
        } else {
            seg.board_changed = true;
        }
        let turn_over = after.turn() != seg.before.turn() || after.phase() == Phase::GameOver;
        let waiting = must_act(&after);
        stand_in.seats.retain(|s| waiting.contains(s));
        if turn_over || next_auto_move(&row, &after, &stand_in).is_none() {
            let seg = segment.take().expect("just filled");
            flush(bot, &row, seg, &after).await?;
        }
    }
    Ok(())
}

/// Posts a segment: the offer message updated, then the lines with the board and the next
/// human's turn buttons (or the lines alone when only offers were answered), then the
/// game-over message.
async fn flush(bot: &Bot, row: &GameRow, seg: Segment, after: &Game) -> Result<(), Error> {
    let http = &bot.http;
    let channel = ChannelId::new(row.channel_id);
    let text = joined_lines(&seg.lines);
    if let Some(text) = seg.offer_closed.clone() {
        super::offers::close_message(bot, http, channel, row.id, text).await;
    } else if seg.offer_answered {
        super::offers::update_message(bot, row, after).await;
    }
    flow::update_clock(bot, row, &seg.before, after, seg.board_changed).await?;
    if seg.board_changed {
        let ping = flow::newly_waiting(row, Some(&seg.before), after);
        flow::post_table(
            bot,
            http,
            flow::Via::Channel(channel),
            row,
            after,
            &text,
            &ping,
        )
        .await?;
    } else if !text.is_empty() {
        channel
            .send_message(http, CreateMessage::new().content(text))
            .await?;
    }
    if after.phase() == Phase::GameOver {
        flow::post_game_over(bot, http, channel, row, after).await?;
    }
    Ok(())
}

/// The lines of a segment, the oldest dropped when they would not fit one message.
fn joined_lines(lines: &[String]) -> String {
    const ELLIPSIS: &str = "…";
    let mut kept: Vec<&str> = Vec::new();
    // Bytes so far, counting the newline after each line; room is kept for the ellipsis.
    let mut len = 0;
    for l in lines.iter().rev() {
        if len + l.len() + ELLIPSIS.len() + 1 > MAX_LINES_CHARS {
            kept.push(ELLIPSIS);
            break;
        }
        len += l.len() + 1;
        kept.push(l);
    }
    kept.reverse();
    kept.join("\n")
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
    use crate::store::SeatInfo;

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

    #[test]
    fn long_turns_keep_the_latest_lines() {
        let lines: Vec<String> = (0..200)
            .map(|i| format!("line {i:03} {}", "x".repeat(20)))
            .collect();
        let text = joined_lines(&lines);
        assert!(text.len() <= MAX_LINES_CHARS, "{}", text.len());
        assert!(text.starts_with('…'));
        assert!(text.ends_with(&lines[199]));
        // Every cut, however the lines fall, stays within the limit.
        for width in 1..80 {
            let lines: Vec<String> = (0..100).map(|i| "y".repeat(width + i % 7)).collect();
            assert!(
                joined_lines(&lines).len() <= MAX_LINES_CHARS,
                "width {width}"
            );
        }
        let few = vec!["a".to_string(), "b".to_string()];
        assert_eq!(joined_lines(&few), "a\nb");
    }
}
