//! The game review's chart: every seat's chance to win over the turns (one line per seat in
//! its colour, named at its end with its last chance), as the win-chance model judged the
//! table from what everyone could see, and under it the three moves that swung the game most,
//! each a line the caller words in the table's language and marked on the chart by its
//! number. Drawn with the same pens as the game charts (`super::charts`).

use super::charts::{
    clean, fit, font, house_mesh, k, ki, local, picture, push_apart, seat_style, swatch, text,
    ChartError, INK, MUTED,
};
use super::charts::{draw_error, WIDTH};
use catan_engine::Seat;
use catan_i18n::{self as i18n, Arg, Lang};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, VPos};

/// Height of the chances chart: the plot, then one line per swing.
pub const HEIGHT: u32 = 560;
/// Width kept right of the plot for the names at the lines' ends, in final px.
const NAMES_W: u32 = 210;

/// One of the moves that swung the game: at which of the chart's points it falls, and its
/// line (already worded, e.g. "Turn 14 · Bea built a city: 22% → 41%").
#[derive(Debug, Clone, PartialEq)]
pub struct Marked {
    pub point: usize,
    pub line: String,
}

/// The chart as a PNG (`WIDTH` × `HEIGHT`): `chances[p][s]` is seat `s`'s chance (0..1) at
/// point `p` (the recap's points: end of set-up, each turn's end, the end); `names[s]` names
/// seat `s`; `swings` are listed under the plot, numbered, and marked on it.
pub fn chances_png(
    lang: Lang,
    chances: &[Vec<f32>],
    names: &[String],
    swings: &[Marked],
) -> Result<Vec<u8>, ChartError> {
    let n = chances.first().map_or(0, Vec::len);
    let names: Vec<String> = (0..n)
        .map(|i| {
            names.get(i).map(|s| clean(s)).unwrap_or_else(|| {
                i18n::text(lang, "chart-player", &[("seat", Arg::Int(i as i64 + 1))])
            })
        })
        .collect();
    let pct = |p: usize, s: usize| -> f64 {
        100.0 * f64::from(chances[p].get(s).copied().unwrap_or(0.0)).clamp(0.0, 1.0)
    };
    let lines_h = 34 * swings.len().min(3) as u32 + 16;
    picture(WIDTH, HEIGHT, |root| {
        let (head, rest) = root.split_vertically(k(56));
        let (plot, below) = rest.split_vertically(k(HEIGHT - 56 - lines_h));
        head.draw(&Text::new(
            i18n::text(lang, "chart-chances", &[]),
            (ki(24), ki(16)),
            text(26, true, INK, HPos::Left, VPos::Top),
        ))
        .map_err(draw_error)?;
        let last = chances.len().saturating_sub(1);
        let x_max = (last as f64).max(1.0);
        let mut chart = ChartBuilder::on(&plot)
            .margin_left(k(12))
            .margin_right(k(NAMES_W))
            .margin_top(k(8))
            .margin_bottom(k(6))
            .x_label_area_size(k(30))
            .y_label_area_size(k(56))
            .build_cartesian_2d(0f64..x_max, 0f64..100f64)
            .map_err(draw_error)?;
        house_mesh(&mut chart.configure_mesh())
            .x_labels((last + 1).clamp(2, 9))
            .y_labels(5)
            .x_label_formatter(&|v| {
                if *v < 0.5 {
                    String::new()
                } else {
                    format!("{v:.0}")
                }
            })
            .y_label_formatter(&|v| format!("{v:.0}%"))
            .x_desc(i18n::text(lang, "chart-turn", &[]))
            .axis_desc_style(text(16, false, MUTED, HPos::Center, VPos::Top))
            .draw()
            .map_err(draw_error)?;
        // The leader's line last, so it lies on top.
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| pct(last, a).total_cmp(&pct(last, b)));
        for &s in &order {
            let (fill, outline) = seat_style(Seat(s as u8));
            let pts: Vec<(f64, f64)> = (0..chances.len()).map(|p| (p as f64, pct(p, s))).collect();
            chart
                .draw_series(LineSeries::new(
                    pts.iter().copied(),
                    outline.stroke_width(k(7)),
                ))
                .map_err(draw_error)?;
            chart
                .draw_series(LineSeries::new(
                    pts.iter().copied(),
                    fill.stroke_width(k(4)),
                ))
                .map_err(draw_error)?;
        }
        // Each swing's number in a ring on the chart, at its point on the top of the plot.
        // Swings at the same point stack downwards, so each number shows.
        for (i, m) in swings.iter().take(3).enumerate() {
            let x = (m.point.min(last)) as f64;
            let below_others = swings[..i]
                .iter()
                .filter(|o| o.point.min(last) == m.point.min(last))
                .count() as i32;
            let (cx, cy) = chart.backend_coord(&(x, 100.0));
            let (cx, cy) = local(&plot, (cx, cy + ki(14 + 28 * below_others)));
            disc(&plot, (cx, cy), i + 1)?;
            let bottom = chart.backend_coord(&(x, 0.0));
            let (bx, by) = local(&plot, bottom);
            plot.draw(&PathElement::new(
                vec![(cx, cy + ki(12)), (bx, by)],
                MUTED.stroke_width(k(1)),
            ))
            .map_err(draw_error)?;
        }
        // Names at the lines' ends, pushed apart.
        let mut ends: Vec<(i32, usize)> = (0..n)
            .map(|s| (chart.backend_coord(&(x_max, pct(last, s))).1, s))
            .collect();
        ends.sort();
        let rows = chart.plotting_area().get_pixel_range().1;
        push_apart(&mut ends, rows, ki(26));
        let x0 = chart.backend_coord(&(x_max, 0.0)).0 + ki(14);
        for (y, s) in ends {
            let (fill, outline) = seat_style(Seat(s as u8));
            let (x, y) = local(&plot, (x0, y));
            swatch(&plot, (x, y - ki(8)), 16, fill, outline)?;
            let f = font(20, false);
            let value = format!(" {:.0}%", pct(last, s));
            let value_w = f.box_size(&value).map(|(w, _)| w).unwrap_or(0);
            let name = fit(&names[s], &f, k(NAMES_W - 56).saturating_sub(value_w));
            plot.draw(&Text::new(
                format!("{name}{value}"),
                (x + ki(24), y),
                text(20, false, INK, HPos::Left, VPos::Center),
            ))
            .map_err(draw_error)?;
        }
        for (i, m) in swings.iter().take(3).enumerate() {
            let y = ki(8 + 34 * i as i32);
            disc(&below, (ki(36), y + ki(12)), i + 1)?;
            let line = fit(&clean(&m.line), &font(22, false), k(WIDTH - 90));
            below
                .draw(&Text::new(
                    line,
                    (ki(60), y + ki(12)),
                    text(22, false, INK, HPos::Left, VPos::Center),
                ))
                .map_err(draw_error)?;
        }
        Ok(())
    })
}

/// A swing's number `n` in a dark disc centred at `(x, y)` (drawing px).
fn disc<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    (x, y): (i32, i32),
    n: usize,
) -> Result<(), ChartError> {
    area.draw(&Circle::new((x, y), ki(12), INK.filled()))
        .map_err(draw_error)?;
    let paper = RGBColor(0xFB, 0xF8, 0xF1);
    area.draw(&Text::new(
        n.to_string(),
        (x, y),
        text(18, true, paper, HPos::Center, VPos::Center),
    ))
    .map_err(draw_error)
}
