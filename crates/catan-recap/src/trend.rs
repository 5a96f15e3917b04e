//! A player's rating over their games: the change as players read it (▲ 12), the caption
//! under the chart, and the chart itself as a small PNG, drawn with the game charts' pens
//! (`super::charts`).

use super::charts::{clean, draw_error, fit, font, k, ki, picture, text, ChartError, INK, MUTED};
use catan_i18n::{self as i18n, Arg, Lang};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, VPos};

/// Size of the rating trend PNG.
pub const TREND_WIDTH: u32 = 640;
pub const TREND_HEIGHT: u32 = 200;
const TREND: RGBColor = RGBColor(0x2F, 0x6F, 0xB0);

/// A change of rating as players read it everywhere: ▲ 12, ▼ 135, or no change.
pub fn rating_change(lang: Lang, change: i64) -> String {
    match change {
        0 => i18n::text(lang, "stats-no-change", &[]),
        c if c > 0 => format!("▲ {c}"),
        c => format!("▼ {}", -c),
    }
}

/// What the rating chart says under the rating: its change over the games shown. The
/// points are the rating before the first game, then after each game (so two points are
/// one game). None without a point.
pub fn trend_caption(lang: Lang, points: &[f64]) -> Option<String> {
    let (first, last) = (points.first()?, points.last()?);
    let games = points.len().saturating_sub(1).max(1);
    let change = rating_change(lang, (last - first).round() as i64);
    Some(i18n::text(
        lang,
        "trend-change",
        &[
            ("games", Arg::Int(games as i64)),
            ("change", Arg::Str(&change)),
        ],
    ))
}

/// A player's rating over their games as a small PNG (`TREND_WIDTH` × `TREND_HEIGHT`):
/// the name, the latest rating and its change over the games shown, and the trend as a
/// line over a shaded area with its lowest and highest values. Values that are not finite
/// are skipped (and absurd ones clamped to ±10¹²); with none left the picture says there
/// are no rated games yet.
pub fn rating_trend_png(lang: Lang, points: &[f64], name: &str) -> Result<Vec<u8>, ChartError> {
    // Ratings are far inside ±1e12; the clamp keeps spans and paddings finite.
    let values: Vec<f64> = points
        .iter()
        .filter(|v| v.is_finite())
        .map(|v| v.clamp(-1e12, 1e12))
        .collect();
    let name = clean(name);
    picture(TREND_WIDTH, TREND_HEIGHT, |root| {
        let name = fit(&name, &font(24, true), k(210));
        root.draw(&Text::new(
            name,
            (ki(20), ki(18)),
            text(24, true, INK, HPos::Left, VPos::Top),
        ))
        .map_err(draw_error)?;
        let Some(&last) = values.last() else {
            return root
                .draw(&Text::new(
                    i18n::text(lang, "trend-unrated", &[]),
                    (ki(20), ki(70)),
                    text(20, false, MUTED, HPos::Left, VPos::Top),
                ))
                .map_err(draw_error);
        };
        root.draw(&Text::new(
            format!("{last:.0}"),
            (ki(20), ki(62)),
            text(44, true, INK, HPos::Left, VPos::Top),
        ))
        .map_err(draw_error)?;
        let points = values.len();
        let sub = trend_caption(lang, &values).unwrap_or_default();
        root.draw(&Text::new(
            sub,
            (ki(20), ki(130)),
            text(18, false, MUTED, HPos::Left, VPos::Top),
        ))
        .map_err(draw_error)?;
        let (lo, hi) = values
            .iter()
            .fold((f64::MAX, f64::MIN), |(a, b), &v| (a.min(v), b.max(v)));
        let pad = ((hi - lo) * 0.12).max(1.0);
        let (y0, y1) = (lo - pad, hi + pad);
        // A lone rating shows as a dot in the middle; more as a line from the left edge.
        let (x_min, x_max) = if points == 1 {
            (-1.0, 1.0)
        } else {
            (0.0, points as f64 - 1.0)
        };
        let (_, right) = root.split_horizontally(k(240));
        let mut chart = ChartBuilder::on(&right)
            .margin_top(k(22))
            .margin_bottom(k(22))
            .margin_left(k(10))
            .margin_right(k(110))
            .build_cartesian_2d(x_min..x_max, y0..y1)
            .map_err(draw_error)?;
        let pts: Vec<(f64, f64)> = values
            .iter()
            .enumerate()
            .map(|(i, &v)| (i as f64, v))
            .collect();
        if points > 1 {
            let mut area = vec![(0.0, y0)];
            area.extend(pts.iter().copied());
            area.push((x_max, y0));
            chart
                .draw_series(std::iter::once(Polygon::new(
                    area,
                    TREND.mix(0.16).filled(),
                )))
                .map_err(draw_error)?;
            chart
                .draw_series(LineSeries::new(
                    pts.iter().copied(),
                    TREND.stroke_width(k(3)),
                ))
                .map_err(draw_error)?;
        }
        let end = *pts.last().expect("values is not empty");
        chart
            .draw_series(std::iter::once(Circle::new(end, k(6), TREND.filled())))
            .map_err(draw_error)?;
        // The highest and lowest values, at the right.
        if points > 1 {
            let x = chart.backend_coord(&(x_max, hi)).0 + ki(14);
            let label = text(16, false, MUTED, HPos::Left, VPos::Center);
            for (v, id) in [(hi, "trend-high"), (lo, "trend-low")] {
                let y = chart.backend_coord(&(0.0, v)).1;
                let value = format!("{v:.0}");
                let said = i18n::text(lang, id, &[("value", Arg::Str(&value))]);
                root.draw(&Text::new(said, (x, y), label.clone()))
                    .map_err(draw_error)?;
            }
        }
        Ok(())
    })
}
