//! Quiet hours (`/catan notify`): the hours of a player's own day, in their time zone, when
//! their turns are told only by the channel ping (no direct message) and their turn clock
//! stands still. Pure: the time is passed in.

use crate::i18n::{self, Arg, Lang};
use crate::store::NotifyPrefs;
use jiff::tz::TimeZone;
use jiff::Timestamp;

/// A daily window `from`–`to` (hours, 0–23, end excluded; it may wrap past midnight) in
/// the time zone `zone` (an IANA name such as `Europe/Berlin`, or `UTC`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Quiet {
    pub from: u8,
    pub to: u8,
    pub zone: String,
}

/// Why a quiet-hours setting was not understood, for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(super) enum QuietError {
    #[error("Quiet hours are two hours of the day, like `22-7` (from 22:00 to 7:00), or `off`.")]
    Hours,
    #[error("Quiet hours need a start and an end that differ.")]
    Empty,
    #[error("I do not know the time zone `{0}`: use a name like `Europe/Berlin` or `America/New_York`, or `UTC`.")]
    Zone(String),
}

impl QuietError {
    /// What the player reads, in `lang` (the `Display` is the English one, for logs).
    pub(super) fn sentence(&self, lang: Lang) -> i18n::Words {
        match self {
            QuietError::Hours => i18n::words(lang, "quiet-hours-bad", &[]),
            QuietError::Empty => i18n::words(lang, "quiet-hours-empty", &[]),
            QuietError::Zone(z) => {
                i18n::words(lang, "quiet-zone-unknown", &[("zone", Arg::Str(z))])
            }
        }
    }
}

/// Reads `22-7` (or `22–7`, `22:00-07:00`) as quiet hours in `zone`.
pub(super) fn parse(hours: &str, zone: &str) -> Result<Quiet, QuietError> {
    let hour = |s: &str| -> Result<u8, QuietError> {
        let s = s.trim();
        let h = s.strip_suffix(":00").unwrap_or(s);
        h.parse::<u8>()
            .ok()
            .filter(|h| *h < 24)
            .ok_or(QuietError::Hours)
    };
    let (a, b) = hours.split_once(['-', '–']).ok_or(QuietError::Hours)?;
    let (from, to) = (hour(a)?, hour(b)?);
    if from == to {
        return Err(QuietError::Empty);
    }
    time_zone(zone)?;
    Ok(Quiet {
        from,
        to,
        zone: zone.trim().to_string(),
    })
}

/// The time zone named `name`.
pub(super) fn time_zone(name: &str) -> Result<TimeZone, QuietError> {
    TimeZone::get(name.trim()).map_err(|_| QuietError::Zone(name.trim().to_string()))
}

impl Quiet {
    fn zone(&self) -> TimeZone {
        time_zone(&self.zone).unwrap_or(TimeZone::UTC)
    }

    /// The hour of the day (0–23) at `unix` in the player's time zone.
    fn hour_at(&self, tz: &TimeZone, unix: i64) -> u8 {
        let t = Timestamp::from_second(unix).unwrap_or(Timestamp::UNIX_EPOCH);
        tz.to_datetime(t).hour() as u8
    }

    fn quiet_hour(&self, h: u8) -> bool {
        match self.from < self.to {
            true => (self.from..self.to).contains(&h),
            false => h >= self.from || h < self.to,
        }
    }

    /// Whether `unix` falls in the quiet hours.
    pub(super) fn is_quiet(&self, unix: i64) -> bool {
        self.quiet_hour(self.hour_at(&self.zone(), unix))
    }

    /// The first moment at or after `unix` whose quietness differs from `unix`'s (the end of
    /// the quiet hours, or the start of the next), to the minute: hour boundaries in the
    /// player's zone, daylight saving time included.
    fn next_change(&self, tz: &TimeZone, unix: i64) -> i64 {
        let quiet = self.quiet_hour(self.hour_at(tz, unix));
        // Step to the next whole minute, then by minutes until the quietness changes (at
        // most two days of minutes, though a window changes within 24 hours).
        let mut t = unix - unix.rem_euclid(60) + 60;
        for _ in 0..(2 * 24 * 60) {
            if self.quiet_hour(self.hour_at(tz, t)) != quiet {
                return t;
            }
            t += 60;
        }
        t
    }

    /// When a turn clock of `secs` started at `now` runs out if it stands still during the
    /// quiet hours.
    pub(super) fn deadline(&self, now: i64, secs: i64) -> i64 {
        let tz = self.zone();
        let (mut t, mut left) = (now, secs);
        for _ in 0..8 {
            if self.quiet_hour(self.hour_at(&tz, t)) {
                t = self.next_change(&tz, t);
                continue;
            }
            let quiet_at = self.next_change(&tz, t);
            if t + left <= quiet_at {
                return t + left;
            }
            left -= quiet_at - t;
            t = quiet_at;
        }
        t + left
    }

    /// The window as the player reads it: "22:00–7:00 (Europe/Berlin)".
    pub(super) fn describe(&self) -> String {
        format!("{}:00–{}:00 ({})", self.from, self.to, self.zone)
    }
}

/// The player's quiet hours, if they chose some (and their time zone is still known).
pub(super) fn quiet_of(p: &NotifyPrefs) -> Option<Quiet> {
    let (from, to, zone) = p.quiet.as_ref()?;
    time_zone(zone).ok()?;
    Some(Quiet {
        from: *from,
        to: *to,
        zone: zone.clone(),
    })
}

/// When a turn clock of `secs` started at `now` runs out for `users` (the humans it waits
/// for): it stands still in the quiet hours of each, so the latest of their deadlines.
pub(super) fn deadline_for(prefs: &[NotifyPrefs], now: i64, secs: i64) -> i64 {
    prefs
        .iter()
        .filter_map(quiet_of)
        .map(|q| q.deadline(now, secs))
        .fold(now + secs, i64::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-07-01 00:00:00 UTC (summer: Berlin is UTC+2).
    const JULY: i64 = 1_782_864_000;
    /// 2026-01-15 00:00:00 UTC (winter: Berlin is UTC+1).
    const JANUARY: i64 = 1_768_435_200;

    #[test]
    fn quiet_hours_follow_the_players_own_clock_through_the_year() {
        let q = parse("22-7", "Europe/Berlin").unwrap();
        // 20:30 UTC is 22:30 in Berlin in July (quiet), 21:30 in January (not).
        assert!(q.is_quiet(JULY - 3600 * 3 - 1800 + 24 * 3600));
        assert!(!q.is_quiet(JANUARY + 20 * 3600 + 1800));
        // 5:00 UTC: 7:00 in Berlin in July (awake), 6:00 in January (quiet).
        assert!(!q.is_quiet(JULY + 5 * 3600));
        assert!(q.is_quiet(JANUARY + 5 * 3600));
        // A window within one day.
        let day = parse("13-14", "UTC").unwrap();
        assert!(day.is_quiet(JULY + 13 * 3600 + 59 * 60));
        assert!(!day.is_quiet(JULY + 14 * 3600));
    }

    #[test]
    fn the_clock_stands_still_in_the_quiet_hours() {
        let q = parse("23-7", "UTC").unwrap();
        // An hour from 22:30: 30 minutes before the night, 30 after it.
        let start = JULY + 22 * 3600 + 1800;
        assert_eq!(q.deadline(start, 3600), JULY + 24 * 3600 + 7 * 3600 + 1800);
        // Started at night: the whole hour runs from 7:00.
        assert_eq!(q.deadline(JULY + 2 * 3600, 3600), JULY + 8 * 3600);
        // Outside the night, nothing changes.
        assert_eq!(q.deadline(JULY + 12 * 3600, 600), JULY + 12 * 3600 + 600);
        // A day-long clock skips one night.
        assert_eq!(
            q.deadline(JULY + 12 * 3600, 24 * 3600),
            JULY + 24 * 3600 + 20 * 3600
        );
    }

    #[test]
    fn settings_are_read_as_players_write_them_and_refused_in_words() {
        assert_eq!(
            parse("22:00 - 07:00", " Europe/Berlin ").unwrap(),
            Quiet {
                from: 22,
                to: 7,
                zone: "Europe/Berlin".into()
            }
        );
        assert_eq!(parse("22–6", "UTC").unwrap().describe(), "22:00–6:00 (UTC)");
        assert_eq!(parse("late", "UTC"), Err(QuietError::Hours));
        assert_eq!(parse("22-24", "UTC"), Err(QuietError::Hours));
        assert_eq!(parse("7-7", "UTC"), Err(QuietError::Empty));
        let e = parse("22-7", "Mars/Olympus").unwrap_err();
        assert!(e.to_string().contains("Mars/Olympus"), "{e}");
    }
}
