//! A lobby's settings after `/catan new`: **Settings** on the lobby message opens its host's
//! private chooser (points to win, the discard limit, undos, and the rules on or off:
//! friendly robber, balanced dice, balanced sevens, paired turns at five and six); each
//! choice is checked as `/catan new` checks its options, stored with the lobby and shown
//! on the lobby message at once. Only the host changes them, and only while the table is
//! an open lobby (a rematch waiting for its players keeps the game's settings it offered).

use super::lobby_text;
use super::seats::note_lobby_message;
use crate::bot::components::{lobby_rows_for, rule_values, settings_rows, Setting};
use crate::bot::context::{Bot, Error, Reply};
use crate::bot::flow::{self, Ask};
use crate::bot::publish;
use crate::engine::{BuildPhase, Options};
use crate::i18n::{self, Lang, Sep, Words};
use crate::narrate;
use crate::store::{GameRow, GameStatus, StoreError};
use serenity::all::CreateInteractionResponse;

/// Why the clicker may not change this lobby's settings, in their language; None when
/// they may.
fn refusal(row: &GameRow, user: u64, me: Lang) -> Option<Words> {
    let id = if row.status != GameStatus::Lobby {
        "ask-lobby-closed"
    } else if user != row.host_id {
        "ask-only-host-settings"
    } else if !row.rematch_waiting().is_empty() {
        "ask-settings-rematch"
    } else {
        return None;
    };
    Some(i18n::words(me, id, &[]))
}

/// **Settings**: the host's chooser, privately, in the host's language.
pub(super) async fn open(bot: &Bot, ask: &Ask<'_>, row: &GameRow) -> Result<(), Error> {
    let me = ask.src.lang();
    if let Some(why) = refusal(row, ask.src.user().id.get(), me) {
        return ask.say(&bot.http, why).await;
    }
    ask.respond(
        &bot.http,
        CreateInteractionResponse::Message(
            Reply::message(i18n::words(me, "settings-chooser", &[]))
                .components(settings_rows(row.id, &row.options, me))
                .ephemeral(true),
        ),
    )
    .await?;
    note_lobby_message(bot, ask, row).await
}

/// The options `values` (a select's choice in the chooser) make of `o` for `setting`; None
/// for values this bot never offers.
pub(crate) fn chosen(o: &Options, setting: Setting, values: &[String]) -> Option<Options> {
    let number = || match values {
        [v] => v.parse::<u8>().ok(),
        _ => None,
    };
    let mut o = *o;
    match setting {
        Setting::Points => o.points_to_win = number()?,
        Setting::Discard => o.discard_limit = number()?,
        Setting::Undos => o.undo_limit = number()?,
        Setting::Rules => {
            let offered = rule_values(&o);
            if values
                .iter()
                .any(|v| !offered.iter().any(|(value, ..)| value == v))
            {
                return None;
            }
            let on = |rule: &str| values.iter().any(|v| v == rule);
            o.friendly_robber = on("friendly");
            o.balanced_dice = on("dice");
            o.balanced_sevens = on("sevens");
            if o.players >= 5 {
                o.build_phase = match on("paired") {
                    true => BuildPhase::Paired,
                    false => BuildPhase::SpecialBuild,
                };
            }
        }
    }
    Some(o)
}

/// A choice in the chooser: checked, stored, the chooser updated in place and the lobby
/// message edited for everyone.
pub(in crate::bot::commands) async fn set(
    bot: &Bot,
    ask: &Ask<'_>,
    row: GameRow,
    setting: Setting,
    values: &[String],
) -> Result<(), Error> {
    let http = &bot.http;
    let me = ask.src.lang();
    if let Some(why) = refusal(&row, ask.src.user().id.get(), me) {
        return ask.say(http, why).await;
    }
    if ask.expired() {
        tracing::warn!(
            game = row.id,
            "a settings choice older than 3 s was ignored; nothing changed"
        );
        return Ok(());
    }
    let Some(options) = chosen(&row.options, setting, values) else {
        return ask.say(http, ask.text("refused-unknown-button")).await;
    };
    if let Err(e) = options.validate() {
        // The chooser stays, showing what is set, with the reason above it.
        let mut text = narrate::setup_error(me, &e);
        text.push(Sep::Line, i18n::words(me, "settings-chooser", &[]));
        return update_chooser(bot, ask, &row, text).await;
    }
    if options != row.options {
        match bot.store.set_options(row.id, row.version, &options).await {
            Ok(_) => {}
            Err(StoreError::NotInLobby(_)) => {
                return ask
                    .say(http, i18n::words(me, "ask-lobby-closed", &[]))
                    .await
            }
            Err(e @ StoreError::Conflict(_)) => {
                return ask.say(http, flow::store_sentence(me, &e)).await
            }
            Err(e) => return Err(e.into()),
        }
    }
    let row = bot.store.game_row(row.id).await?;
    let mut text = i18n::words(me, "settings-chooser", &[]);
    text.push(Sep::Line, i18n::words(me, "settings-saved", &[]));
    update_chooser(bot, ask, &row, text).await?;
    if let Err(e) = publish::lobby(bot, &row, lobby_text(&row).into(), lobby_rows_for(&row)).await {
        tracing::warn!(game = row.id, error = %e, "could not update the lobby message");
    }
    Ok(())
}

/// The chooser in place, with `text` and its selects showing `row`'s settings.
async fn update_chooser(bot: &Bot, ask: &Ask<'_>, row: &GameRow, text: Words) -> Result<(), Error> {
    let rows = settings_rows(row.id, &row.options, ask.src.lang());
    ask.respond(
        &bot.http,
        CreateInteractionResponse::UpdateMessage(Reply::message(text).components(rows)),
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(values: &[&str]) -> Vec<String> {
        values.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn each_select_changes_its_setting_and_nothing_else() {
        let duel = Options::for_players(2);
        let o = chosen(&duel, Setting::Points, &v(&["12"])).unwrap();
        assert_eq!(
            o,
            Options {
                points_to_win: 12,
                ..duel
            }
        );
        let o = chosen(&duel, Setting::Discard, &v(&["7"])).unwrap();
        assert_eq!((o.discard_limit, o.points_to_win), (7, duel.points_to_win));
        let o = chosen(&duel, Setting::Undos, &v(&["0"])).unwrap();
        assert_eq!(o.undo_limit, 0);
        // The duel's friendly robber off, its balanced dice and sevens kept.
        let o = chosen(&duel, Setting::Rules, &v(&["dice", "sevens"])).unwrap();
        assert!(!o.friendly_robber && o.balanced_dice && o.balanced_sevens);
        // Nothing chosen: every rule off.
        let o = chosen(&duel, Setting::Rules, &v(&[])).unwrap();
        assert!(!o.friendly_robber && !o.balanced_dice && !o.balanced_sevens);
    }

    #[test]
    fn paired_turns_are_a_rule_at_five_and_six_only() {
        let five = Options::for_players(5);
        let o = chosen(&five, Setting::Rules, &v(&["paired"])).unwrap();
        assert_eq!(o.build_phase, BuildPhase::Paired);
        let back = chosen(&o, Setting::Rules, &v(&[])).unwrap();
        assert_eq!(back.build_phase, BuildPhase::SpecialBuild);
        let four = Options::for_players(4);
        assert_eq!(chosen(&four, Setting::Rules, &v(&["paired"])), None);
    }

    #[test]
    fn values_the_chooser_never_offers_are_refused() {
        let o = Options::for_players(4);
        assert_eq!(chosen(&o, Setting::Points, &v(&["ten"])), None);
        assert_eq!(chosen(&o, Setting::Points, &v(&["10", "12"])), None);
        assert_eq!(chosen(&o, Setting::Rules, &v(&["cheat"])), None);
        // Out of range values are read, and then refused by the options' own check.
        let wild = chosen(&o, Setting::Points, &v(&["99"])).unwrap();
        assert!(wild.validate().is_err());
        let sevens = chosen(&o, Setting::Rules, &v(&["sevens"])).unwrap();
        assert!(sevens.validate().is_err(), "sevens need the deck");
    }
}
