//! `catan-bot hint FILE --seat N [--level strong|heuristic]`: what the AI would do for one
//! seat in the position after a record's last action. Always: stdout holds exactly one line,
//! the action as a record's `actions` entry (docs/RECORD.md JSON, random outcomes left open), and
//! the why goes to stderr; every refusal (unreadable file, malformed record, no such seat,
//! no move now, game over) is one sentence on stderr with a non-zero exit and nothing on
//! stdout. The hint reads only that seat's view of the position.

use super::arena::SearchArgs;
use super::{not_a_record, read_record};
use crate::ai::{hint, HintError, HintLevel};
use crate::engine::GameRng;
use crate::engine::Seat;
use crate::engine::Step;
use crate::engine::{Action, SeatAction};
use std::path::Path;
use std::process::ExitCode;

/// Prints the hint for `seat` (0-based, as a record's `p`) after `file`'s last action. The
/// strong level searches as `search` says (as for `arena`); `seed` seeds the AI's random
/// choices.
pub fn run(
    file: &Path,
    seat: u8,
    level: HintLevel,
    seed: u64,
    search: &SearchArgs,
) -> anyhow::Result<ExitCode> {
    let record = read_record(file)?;
    let (game, steps) = record.replay().map_err(|e| not_a_record(file, e))?;
    let n = game.players_count();
    if seat as usize >= n {
        anyhow::bail!(
            "Seat {seat} is not at this table: its seats are 0 to {} (numbered from 0, as a \
             record's \"p\").",
            n - 1
        );
    }
    let me = Seat(seat);
    let cfg = search.config()?;
    let mut rng = GameRng::new(seed);
    let view = game.player_view(me);
    match hint(
        crate::i18n::Lang::En,
        &view,
        level,
        offered_this_turn(&steps, me),
        &mut rng,
        &cfg,
    ) {
        Ok(h) => {
            let line = serde_json::to_string(&SeatAction {
                p: me,
                action: h.action,
            })?;
            println!("{line}");
            eprintln!("{}", h.why);
            Ok(ExitCode::SUCCESS)
        }
        Err(e @ HintError::Unreadable(_)) => Err(e.into()),
        Err(e) => anyhow::bail!(
            "{} — seat {seat} has no move now.",
            e.reason(crate::i18n::Lang::En)
        ),
    }
}

/// Whether `seat` put an offer to the table in the turn under way (an AI offers at most
/// once a turn): an accepted offer of its since the last accepted `end_turn`.
fn offered_this_turn(steps: &[Step], seat: Seat) -> bool {
    steps
        .iter()
        .rev()
        .filter(|s| s.result.is_ok())
        .take_while(|s| s.action != Action::EndTurn)
        .any(|s| s.seat == seat && matches!(s.action, Action::OfferTrade { .. }))
}
