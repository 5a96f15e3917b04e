//! `/catan notify`: how a player hears of their turn — the channel ping (always), a direct
//! message as well, and quiet hours in their own time zone (README, "Turn pings").

use super::{ask, finish, Context};
use crate::bot::context::Error;
use crate::bot::quiet;
use crate::bot::quiet::quiet_of;
use crate::i18n::{self, Arg, Lang, Sep, Words};
use crate::store::NotifyPrefs;

/// How you hear of your turn: a direct message as well as the channel ping, quiet hours.
#[poise::command(slash_command)]
pub(crate) async fn notify(
    ctx: Context<'_>,
    #[description = "Also send me a direct message with a link when it is my turn"] dm: Option<
        bool,
    >,
    #[description = "Also tell me by direct message when the player before me starts their turn"]
    next: Option<bool>,
    #[description = "Hours without direct messages, and with my turn clock stopped: like 22-7, or off"]
    quiet: Option<String>,
    #[description = "My time zone for quiet hours, like Europe/Berlin (default: UTC)"]
    time_zone: Option<String>,
) -> Result<(), Error> {
    let ask = ask(ctx);
    let result: Result<(), Error> = async {
        let store = &ctx.data().store;
        let user = ask.src.user().id.get();
        let mut prefs = store.notify_prefs(user).await?;
        let lang = ask.src.lang();
        match change(&mut prefs, dm, next, quiet.as_deref(), time_zone.as_deref()) {
            Ok(true) => store.set_notify_prefs(&prefs).await?,
            Ok(false) => {}
            Err(why) => return ask.say(ctx.http(), why.sentence(lang)).await,
        }
        let now = crate::bot::clock::now_unix();
        ask.say(ctx.http(), describe(lang, &prefs, now)).await
    }
    .await;
    finish(ctx, &ask, result).await
}

/// Applies the options given to `prefs`; whether anything was given, or why not (a
/// sentence for the player, and nothing changed).
fn change(
    prefs: &mut NotifyPrefs,
    dm: Option<bool>,
    heads_up: Option<bool>,
    hours: Option<&str>,
    zone: Option<&str>,
) -> Result<bool, quiet::QuietError> {
    if dm.is_none() && heads_up.is_none() && hours.is_none() && zone.is_none() {
        return Ok(false);
    }
    let mut next = prefs.clone();
    if let Some(h) = heads_up {
        next.heads_up = h;
    }
    if let Some(dm) = dm {
        next.dm = dm;
        if dm {
            next.dm_refused = false;
        }
    }
    let zone = zone
        .map(str::to_string)
        .or_else(|| next.quiet.as_ref().map(|q| q.2.clone()))
        .unwrap_or_else(|| "UTC".to_string());
    let hours = match hours {
        Some(h) => Some(h.to_string()),
        // A new time zone for the hours already chosen.
        None => next.quiet.as_ref().map(|(f, t, _)| format!("{f}-{t}")),
    };
    next.quiet = match hours.as_deref().map(str::trim) {
        None => {
            quiet::time_zone(&zone)?;
            None
        }
        Some(h) if h.eq_ignore_ascii_case("off") || h.eq_ignore_ascii_case("none") => None,
        Some(h) => {
            let q = quiet::parse(h, &zone)?;
            Some((q.from, q.to, q.zone))
        }
    };
    *prefs = next;
    Ok(true)
}

/// The player's choice in words, in `lang`.
fn describe(lang: Lang, prefs: &NotifyPrefs, now: i64) -> Words {
    let t = |id: &str| i18n::words(lang, id, &[]);
    let mut dm = match prefs.dm {
        true => t("notify-dm-on"),
        false => t("notify-dm-off"),
    };
    if prefs.dm && prefs.dm_refused {
        dm.push(Sep::Space, t("notify-dm-refused"));
    }
    let next = match prefs.heads_up {
        true => t("notify-next-on"),
        false => t("notify-next-off"),
    };
    let quiet = match quiet_of(prefs) {
        Some(q) => {
            let hours = q.describe();
            let args = [("hours", Arg::Str(&hours))];
            let mut quiet = i18n::words(lang, "notify-quiet", &args);
            if q.is_quiet(now) {
                quiet.push(Sep::Space, t("notify-quiet-now"));
            }
            quiet
        }
        None => t("notify-quiet-none"),
    };
    Words::join([dm, next, quiet], Sep::Line)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn none() -> NotifyPrefs {
        NotifyPrefs {
            user_id: 5,
            ..NotifyPrefs::default()
        }
    }

    #[test]
    fn options_change_what_is_given_and_a_bad_one_changes_nothing() {
        let mut p = none();
        assert_eq!(change(&mut p, None, None, None, None), Ok(false));
        assert_eq!(
            change(
                &mut p,
                Some(true),
                None,
                Some("22-7"),
                Some("Europe/Berlin")
            ),
            Ok(true)
        );
        assert!(p.dm);
        assert_eq!(p.quiet, Some((22, 7, "Europe/Berlin".into())));
        // A new zone keeps the hours; a bad one is refused in words and changes nothing.
        assert_eq!(
            change(&mut p, None, None, None, Some("America/New_York")),
            Ok(true)
        );
        assert_eq!(p.quiet, Some((22, 7, "America/New_York".into())));
        let before = p.clone();
        let why = change(&mut p, Some(false), None, None, Some("Atlantis"))
            .unwrap_err()
            .sentence(Lang::En);
        assert!(why.contains("Atlantis"), "{why}");
        let why = change(&mut p, None, None, Some("late"), None)
            .unwrap_err()
            .sentence(Lang::De);
        assert!(why.contains("22-7") && why.contains("Ruhezeiten"), "{why}");
        assert_eq!(p, before);
        assert_eq!(change(&mut p, None, None, Some("off"), None), Ok(true));
        assert_eq!(p.quiet, None);
        // Turning DMs on again forgets a refusal.
        p.dm_refused = true;
        change(&mut p, Some(true), None, None, None).unwrap();
        assert!(!p.dm_refused);
        // The heads-up, on its own.
        assert!(!p.heads_up);
        let was = p.clone();
        assert_eq!(change(&mut p, None, Some(true), None, None), Ok(true));
        assert!(p.heads_up && p.dm == was.dm && p.quiet == was.quiet);
        assert!(describe(Lang::En, &p, 0).contains("when the player before you starts their turn"));
    }

    #[test]
    fn the_answer_says_what_the_player_will_get() {
        let mut p = none();
        assert!(describe(Lang::En, &p, 0).contains("(`/catan notify dm:True` adds"));
        change(&mut p, Some(true), None, Some("0-23"), Some("UTC")).unwrap();
        let text = describe(Lang::En, &p, 1_782_864_000 + 3600);
        assert!(text.contains("a direct message with a link"), "{text}");
        assert!(
            text.contains("0:00–23:00 (UTC)") && text.contains("quiet for you now"),
            "{text}"
        );
        p.dm_refused = true;
        assert!(describe(Lang::En, &p, 0).contains("Discord refused"));
        assert!(describe(Lang::En, &p, 0).len() < 2000);
    }
}
