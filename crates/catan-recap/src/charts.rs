//! Charts as PNG images, drawn with plotters on a bitmap: `game_charts` (one image, three
//! panels: victory points per seat over the turns, dice totals rolled against expected, and
//! cards gained, lost to the robber or to Monopoly and traded per seat); the rating trend
//! (`super::trend`) draws with the same pens. Text is set in the DejaVu fonts embedded from `assets/` through
//! plotters' ab_glyph backend, so no system font is ever looked up. Every picture is drawn at
//! `SUPERSAMPLE` times its size and averaged down, which smooths the lines. Names are the
//! callers' display names: control characters are dropped and long names are shortened to
//! fit, never a panic whatever the names or numbers.

use super::timelapse::resize_to;
use super::GameStats;
use catan_engine::Seat;
use catan_i18n::{self as i18n, Arg, Lang};
use catan_render::{encode_png, seat_color, FONT_BOLD, FONT_REGULAR};
use image::RgbImage;
use plotters::chart::MeshStyle;
use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters::style::{register_font, FontStyle};
use std::sync::OnceLock;
use thiserror::Error;

/// Size of the game charts PNG: twice Discord's ~550 px preview width, so that at preview
/// size the smallest text (20 px) still shows at 10 px and the titles at 11–14 px.
pub const WIDTH: u32 = 1100;
pub const HEIGHT: u32 = 760;
/// Size of axis labels, legends and names under bars.
const LABEL_PX: u32 = 20;
/// Charts are drawn this many times larger, then averaged down to their size.
pub const SUPERSAMPLE: u32 = 2;

/// The family name our embedded fonts are registered under in plotters.
const FAMILY: &str = "catan-recap-sans";

const BACKGROUND: RGBColor = RGBColor(0xFB, 0xF8, 0xF1);
pub(super) const INK: RGBColor = RGBColor(0x1A, 0x1A, 0x1A);
pub(super) const MUTED: RGBColor = RGBColor(0x6B, 0x64, 0x57);
const GRID: RGBColor = RGBColor(0xE2, 0xDC, 0xCF);
const AXIS: RGBColor = RGBColor(0x9A, 0x92, 0x84);
const ROLLED: RGBColor = RGBColor(0x5B, 0x7F, 0xA6);
const EXPECTED: RGBColor = RGBColor(0xC2, 0x4E, 0x1B);
const GAINED: RGBColor = RGBColor(0x4C, 0x9A, 0x2A);
const ROBBED: RGBColor = RGBColor(0x3A, 0x3A, 0x3A);
const MONOPOLIZED: RGBColor = RGBColor(0xB0, 0x5A, 0x3C);
const TRADED_AWAY: RGBColor = RGBColor(0x5B, 0x7F, 0xA6);
const TRADED_FOR: RGBColor = RGBColor(0xA8, 0xC6, 0xE0);

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ChartError {
    #[error("The chart could not be drawn: {0}")]
    Draw(String),
}

pub(super) fn draw_error<E: std::fmt::Display>(e: E) -> ChartError {
    ChartError::Draw(e.to_string())
}

/// Registers the embedded fonts with plotters once.
fn fonts() -> Result<(), ChartError> {
    static DONE: OnceLock<Result<(), ChartError>> = OnceLock::new();
    DONE.get_or_init(|| {
        let bad = |_| ChartError::Draw("the embedded font cannot be read".into());
        register_font(FAMILY, FontStyle::Normal, FONT_REGULAR).map_err(bad)?;
        register_font(FAMILY, FontStyle::Bold, FONT_BOLD).map_err(bad)?;
        Ok(())
    })
    .clone()
}

/// `px` final pixels, in the supersampled drawing's pixels.
pub(super) fn k(px: u32) -> u32 {
    px * SUPERSAMPLE
}

pub(super) fn ki(px: i32) -> i32 {
    px * SUPERSAMPLE as i32
}

pub(super) fn font(px: u32, bold: bool) -> FontDesc<'static> {
    let style = if bold {
        FontStyle::Bold
    } else {
        FontStyle::Normal
    };
    FontDesc::new(FontFamily::Name(FAMILY), f64::from(k(px)), style)
}

/// Text of `px` pixels in `colour`, anchored at `(h, v)` of its box.
/// The mesh every chart shares: muted labels, thin axes and grid lines, no minor lines,
/// no tick marks.
pub(super) fn house_mesh<'m, 'a, 'b, X: Ranged, Y: Ranged, DB: DrawingBackend>(
    mesh: &'m mut MeshStyle<'a, 'b, X, Y, DB>,
) -> &'m mut MeshStyle<'a, 'b, X, Y, DB> {
    mesh.label_style(text(LABEL_PX, false, MUTED, HPos::Center, VPos::Top))
        .axis_style(AXIS.stroke_width(k(1)))
        .bold_line_style(GRID.stroke_width(k(1)))
        .light_line_style(TRANSPARENT)
        .set_all_tick_mark_size(0)
}

pub(super) fn text(px: u32, bold: bool, colour: RGBColor, h: HPos, v: VPos) -> TextStyle<'static> {
    font(px, bold).color(&colour).pos(Pos::new(h, v))
}

/// A display name made safe to draw: no control characters, no characters the fonts have
/// no glyph for (emoji would show as empty boxes), surrounding spaces trimmed, "?" when
/// nothing is left.
pub(super) fn clean(name: &str) -> String {
    static FONTS: OnceLock<Option<[ab_glyph::FontRef<'static>; 2]>> = OnceLock::new();
    let fonts = FONTS.get_or_init(|| {
        let regular = ab_glyph::FontRef::try_from_slice(FONT_REGULAR).ok()?;
        let bold = ab_glyph::FontRef::try_from_slice(FONT_BOLD).ok()?;
        Some([regular, bold])
    });
    let drawable = |c: char| {
        fonts.as_ref().is_none_or(|fs| {
            fs.iter()
                .all(|f| ab_glyph::Font::glyph_id(f, c) != ab_glyph::GlyphId(0))
        })
    };
    let s: String = name
        .chars()
        .filter(|&c| !c.is_control() && drawable(c))
        .collect();
    let s = s.trim();
    if s.is_empty() {
        "?".into()
    } else {
        s.to_string()
    }
}

/// `s` as drawn in `font`, shortened with "…" until it is at most `max` pixels wide.
pub(super) fn fit(s: &str, font: &FontDesc, max: u32) -> String {
    let width = |t: &str| font.box_size(t).map(|(w, _)| w).unwrap_or(u32::MAX);
    if width(s) <= max {
        return s.to_string();
    }
    let chars: Vec<char> = s.chars().collect();
    for n in (1..chars.len()).rev() {
        let t: String = chars[..n].iter().collect::<String>().trim_end().to_string() + "…";
        if width(&t) <= max {
            return t;
        }
    }
    "…".into()
}

/// The fill and the outline of a seat's marks: seat colours are drawn with a dark outline
/// (the white seat shows on the light background), the dark seat with a light one.
pub(super) fn seat_style(seat: Seat) -> (RGBColor, RGBColor) {
    let [r, g, b] = seat_color(seat);
    let light = 0.299 * f64::from(r) + 0.587 * f64::from(g) + 0.114 * f64::from(b);
    let outline = if light < 80.0 {
        RGBColor(0xB0, 0xAA, 0x9E)
    } else {
        INK
    };
    (RGBColor(r, g, b), outline)
}

/// A small square in the seat's colour, its top-left corner at `(x, y)`, `size` final px.
pub(super) fn swatch<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    (x, y): (i32, i32),
    size: i32,
    fill: RGBColor,
    outline: RGBColor,
) -> Result<(), ChartError> {
    let (x1, y1) = (x + ki(size), y + ki(size));
    area.draw(&Rectangle::new([(x, y), (x1, y1)], outline.filled()))
        .map_err(draw_error)?;
    let b = ki(2);
    area.draw(&Rectangle::new(
        [(x + b, y + b), (x1 - b, y1 - b)],
        fill.filled(),
    ))
    .map_err(draw_error)
}

/// Draws on an RGB canvas `SUPERSAMPLE` times the size and returns the PNG of the picture
/// averaged down to `w` × `h`.
pub(super) fn picture(
    w: u32,
    h: u32,
    draw: impl FnOnce(&DrawingArea<BitMapBackend, Shift>) -> Result<(), ChartError>,
) -> Result<Vec<u8>, ChartError> {
    fonts()?;
    let (bw, bh) = (k(w), k(h));
    let mut buf = vec![0u8; bw as usize * bh as usize * 3];
    {
        let root = BitMapBackend::with_buffer(&mut buf, (bw, bh)).into_drawing_area();
        root.fill(&BACKGROUND).map_err(draw_error)?;
        draw(&root)?;
        root.present().map_err(draw_error)?;
    }
    let big = RgbImage::from_raw(bw, bh, buf).expect("the buffer has the canvas's size");
    let img = if SUPERSAMPLE > 1 {
        resize_to(&big, w, h)
    } else {
        big
    };
    Ok(encode_png(&img))
}

/// The game charts as one PNG (`WIDTH` × `HEIGHT`): a title line, victory points per seat
/// over the turns (one line per seat in its colour, named at its end), dice totals rolled
/// against expected, and per seat the cards gained (production, starting cards, development
/// cards, thefts), lost to the robber (discards and thefts), traded away and traded for.
/// `names[i]` names seat `i` ("Player i+1" when missing). Their words are in `lang`.
pub fn game_charts(lang: Lang, stats: &GameStats, names: &[String]) -> Result<Vec<u8>, ChartError> {
    let n = stats.players();
    let names: Vec<String> = (0..n)
        .map(|i| {
            names.get(i).map(|s| clean(s)).unwrap_or_else(|| {
                i18n::text(lang, "chart-player", &[("seat", Arg::Int(i as i64 + 1))])
            })
        })
        .collect();
    picture(WIDTH, HEIGHT, |root| {
        let (head, rest) = root.split_vertically(k(52));
        let (top, bottom) = rest.split_vertically(k(330));
        let (left, right) = bottom.split_horizontally(k(460));
        title(&head, lang, stats, &names)?;
        vp_panel(&top, lang, stats, &names)?;
        dice_panel(&left, lang, stats)?;
        cards_panel(&right, lang, stats, &names)?;
        Ok(())
    })
}

fn title<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    lang: Lang,
    stats: &GameStats,
    names: &[String],
) -> Result<(), ChartError> {
    let turns = stats.vp.len().saturating_sub(1);
    let head = match stats.winner {
        Some(w) => {
            let who = names.get(w.index()).map_or("?", String::as_str);
            let who = fit(who, &font(28, true), k(420));
            i18n::text(
                lang,
                "chart-won",
                &[("name", Arg::Str(&who)), ("turns", Arg::Int(turns as i64))],
            )
        }
        None if turns == 0 => i18n::text(lang, "chart-setup", &[]),
        None => i18n::text(lang, "chart-played", &[("turns", Arg::Int(turns as i64))]),
    };
    area.draw(&Text::new(
        head,
        (ki(24), ki(14)),
        text(28, true, INK, HPos::Left, VPos::Top),
    ))
    .map_err(draw_error)?;
    let rolls = stats.total_rolls();
    let side = i18n::text(
        lang,
        "chart-summary",
        &[
            ("players", Arg::Int(stats.players() as i64)),
            ("rolls", Arg::Int(rolls.into())),
            (
                "trades",
                Arg::Int((stats.domestic_trades + stats.bank_trades).into()),
            ),
        ],
    );
    area.draw(&Text::new(
        side,
        (ki(WIDTH as i32 - 24), ki(20)),
        text(20, false, MUTED, HPos::Right, VPos::Top),
    ))
    .map_err(draw_error)
}

/// A panel's title at its top-left corner; returns the area below it.
fn panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    title: &str,
) -> Result<DrawingArea<DB, Shift>, ChartError> {
    area.draw(&Text::new(
        title.to_string(),
        (ki(24), ki(10)),
        text(22, true, INK, HPos::Left, VPos::Top),
    ))
    .map_err(draw_error)?;
    Ok(area.margin(k(40), 0, 0, 0))
}

/// The victory points chart: turns across, points up.
type VpChart<'a, DB> = ChartContext<'a, DB, Cartesian2d<RangedCoordf64, RangedCoordf64>>;

/// Width kept right of the victory points chart for the names at the lines' ends, in final px.
const VP_NAMES_W: u32 = 200;

/// The victory points panel: one line per seat in its colour over the turns, named at its
/// end.
fn vp_panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    lang: Lang,
    stats: &GameStats,
    names: &[String],
) -> Result<(), ChartError> {
    let body = panel(area, &i18n::text(lang, "chart-points", &[]))?;
    let last = stats.vp.len().saturating_sub(1);
    let max_vp = stats
        .vp
        .iter()
        .flat_map(|p| p.iter().copied())
        .max()
        .unwrap_or(0);
    let y_max = f64::from(max_vp.max(4)) + 1.0;
    let x_max = (last as f64).max(1.0);
    let mut chart = ChartBuilder::on(&body)
        .margin_left(k(12))
        .margin_right(k(VP_NAMES_W))
        .margin_bottom(k(6))
        .x_label_area_size(k(30))
        .y_label_area_size(k(40))
        .build_cartesian_2d(0f64..x_max, 0f64..y_max)
        .map_err(draw_error)?;
    vp_mesh(&mut chart, lang, last, y_max)?;
    for s in 0..stats.players() {
        vp_line(&mut chart, stats, s)?;
    }
    vp_names(area, &chart, x_max, stats, names)
}

/// The victory points chart's axes and grid: the turns along the bottom (`last` the last
/// one), the points up to `y_max` up the side.
fn vp_mesh<DB: DrawingBackend>(
    chart: &mut VpChart<DB>,
    lang: Lang,
    last: usize,
    y_max: f64,
) -> Result<(), ChartError> {
    let x_labels = (last + 1).clamp(2, 9);
    house_mesh(&mut chart.configure_mesh())
        .x_labels(x_labels)
        .y_labels((y_max as usize) / 2 + 1)
        // Turn 0 (set-up over) stays unlabelled: its label would sit on the y axis's 0.
        .x_label_formatter(&|v| {
            if *v < 0.5 {
                String::new()
            } else {
                format!("{v:.0}")
            }
        })
        .y_label_formatter(&|v| format!("{v:.0}"))
        .x_desc(i18n::text(lang, "chart-turn", &[]))
        .axis_desc_style(text(16, false, MUTED, HPos::Center, VPos::Top))
        .draw()
        .map_err(draw_error)
}

/// How far seat `s`'s line is lifted (or lowered, of `n` seats): lines that would lie on
/// each other are spread a little apart, seat by seat.
fn spread(s: usize, n: usize) -> f64 {
    (s as f64 - (n as f64 - 1.0) / 2.0) * 0.09
}

/// Seat `s`'s points over the turns as a line in its colour with an outline, the winner's
/// a little thicker.
fn vp_line<DB: DrawingBackend>(
    chart: &mut VpChart<DB>,
    stats: &GameStats,
    s: usize,
) -> Result<(), ChartError> {
    let n = stats.players();
    let (fill, outline) = seat_style(Seat(s as u8));
    let pts: Vec<(f64, f64)> = stats
        .vp
        .iter()
        .enumerate()
        .map(|(x, p)| {
            (
                x as f64,
                f64::from(p.get(s).copied().unwrap_or(0)) + spread(s, n),
            )
        })
        .collect();
    let winner = stats.winner == Some(Seat(s as u8));
    let width = if winner { 5 } else { 4 };
    // Edges of 2 px, so that a light line (the white seat's) stands out from the cream
    // ground even at the preview's half size.
    chart
        .draw_series(LineSeries::new(
            pts.iter().copied(),
            outline.stroke_width(k(width + 4)),
        ))
        .map_err(draw_error)?;
    chart
        .draw_series(LineSeries::new(
            pts.iter().copied(),
            fill.stroke_width(k(width)),
        ))
        .map_err(draw_error)?;
    Ok(())
}

/// Names each seat's line at its end (`x_max`), after a swatch of its colour and with its
/// points, the winner's in bold; labels too close are pushed apart.
fn vp_names<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    chart: &VpChart<DB>,
    x_max: f64,
    stats: &GameStats,
    names: &[String],
) -> Result<(), ChartError> {
    let n = stats.players();
    let label_px = 20u32;
    let final_vp = |s: usize| stats.vp.last().and_then(|p| p.get(s)).copied().unwrap_or(0);
    let mut ends: Vec<(i32, usize)> = (0..n)
        .map(|s| {
            let end = (x_max, f64::from(final_vp(s)) + spread(s, n));
            (chart.backend_coord(&end).1, s)
        })
        .collect();
    ends.sort();
    let rows = chart.plotting_area().get_pixel_range().1;
    push_apart(&mut ends, rows, ki(label_px as i32 + 6));
    let x0 = chart.backend_coord(&(x_max, 0.0)).0 + ki(14);
    for (y, s) in ends {
        let seat = Seat(s as u8);
        let (fill, outline) = seat_style(seat);
        let (x, y) = local(area, (x0, y));
        swatch(area, (x, y - ki(8)), 16, fill, outline)?;
        let winner = stats.winner == Some(seat);
        let v = final_vp(s);
        let f = font(label_px, winner);
        let value = format!(" {v}");
        let value_w = f.box_size(&value).map(|(w, _)| w).unwrap_or(0);
        let name = fit(&names[s], &f, k(VP_NAMES_W - 56).saturating_sub(value_w));
        area.draw(&Text::new(
            format!("{name}{value}"),
            (x + ki(24), y),
            text(label_px, winner, INK, HPos::Left, VPos::Center),
        ))
        .map_err(draw_error)?;
    }
    Ok(())
}

/// Moves the labels' rows `ends` (sorted, top first) at least `gap` apart: each down off
/// the one above, then all up together where the last would fall below `rows`, then each
/// up off the one below, never more than half a gap over the top of `rows`.
pub(super) fn push_apart(ends: &mut [(i32, usize)], rows: std::ops::Range<i32>, gap: i32) {
    let (top, bottom) = (rows.start, rows.end);
    for i in 1..ends.len() {
        ends[i].0 = ends[i].0.max(ends[i - 1].0 + gap);
    }
    if let Some(&(y, _)) = ends.last() {
        let over = y - bottom;
        if over > 0 {
            for e in ends.iter_mut() {
                e.0 -= over;
            }
        }
    }
    for i in (0..ends.len().saturating_sub(1)).rev() {
        ends[i].0 = ends[i].0.min(ends[i + 1].0 - gap).max(top - gap / 2);
    }
}

/// A point in the backend's (the whole picture's) pixels, as `area` addresses it.
pub(super) fn local<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    (x, y): (i32, i32),
) -> (i32, i32) {
    let (bx, by) = area.get_base_pixel();
    (x - bx, y - by)
}

fn dice_panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    lang: Lang,
    stats: &GameStats,
) -> Result<(), ChartError> {
    let body = panel(area, &i18n::text(lang, "chart-dice", &[]))?;
    let expected = stats.expected_rolls();
    let top = (2..=12)
        .map(|t| f64::from(stats.rolls[t]).max(expected[t]))
        .fold(0.0, f64::max);
    let y_max = (top * 1.15).max(4.0);
    let mut chart = ChartBuilder::on(&body)
        .margin_left(k(12))
        .margin_right(k(20))
        .margin_bottom(k(10))
        .margin_top(k(28))
        .x_label_area_size(k(28))
        .y_label_area_size(k(44))
        .build_cartesian_2d(1.5f64..12.5f64, 0f64..y_max)
        .map_err(draw_error)?;
    house_mesh(&mut chart.configure_mesh())
        .disable_x_mesh()
        .x_labels(11)
        .y_labels(5)
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| format!("{v:.0}"))
        .draw()
        .map_err(draw_error)?;
    chart
        .draw_series((2..=12usize).map(|t| {
            let x = t as f64;
            Rectangle::new(
                [(x - 0.36, 0.0), (x + 0.36, f64::from(stats.rolls[t]))],
                ROLLED.filled(),
            )
        }))
        .map_err(draw_error)?;
    let marks: Vec<(f64, f64)> = (2..=12usize).map(|t| (t as f64, expected[t])).collect();
    chart
        .draw_series(LineSeries::new(
            marks.iter().copied(),
            EXPECTED.stroke_width(k(2)),
        ))
        .map_err(draw_error)?;
    chart
        .draw_series(
            marks
                .iter()
                .map(|&p| Circle::new(p, k(5), EXPECTED.filled())),
        )
        .map_err(draw_error)?;
    // The legend, top right.
    let w = area.dim_in_pixel().0 as i32;
    let y = ki(52);
    let legend = text(LABEL_PX, false, INK, HPos::Left, VPos::Center);
    let mut x = w - ki(250);
    area.draw(&Rectangle::new(
        [(x, y - ki(8)), (x + ki(16), y + ki(8))],
        ROLLED.filled(),
    ))
    .map_err(draw_error)?;
    let rolled = i18n::text(lang, "chart-rolled", &[]);
    let rolled_w = font(LABEL_PX, false)
        .box_size(&rolled)
        .map(|(w, _)| w as i32)
        .unwrap_or(ki(80));
    area.draw(&Text::new(rolled, (x + ki(22), y), legend.clone()))
        .map_err(draw_error)?;
    x += ki(110).max(ki(22) + rolled_w + ki(24));
    area.draw(&PathElement::new(
        vec![(x, y), (x + ki(20), y)],
        EXPECTED.stroke_width(k(2)),
    ))
    .map_err(draw_error)?;
    area.draw(&Circle::new((x + ki(10), y), k(5), EXPECTED.filled()))
        .map_err(draw_error)?;
    let expected = i18n::text(lang, "chart-expected", &[]);
    area.draw(&Text::new(expected, (x + ki(26), y), legend))
        .map_err(draw_error)
}

fn cards_panel<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    lang: Lang,
    stats: &GameStats,
    names: &[String],
) -> Result<(), ChartError> {
    let body = panel(area, &i18n::text(lang, "chart-cards", &[]))?;
    let n = stats.players().max(1);
    type Measure = fn(&super::SeatStats) -> u32;
    let label = |id: &str| i18n::text(lang, id, &[]);
    let bars: [(String, RGBColor, Measure); 5] = [
        (label("chart-gained"), GAINED, |s| s.gained()),
        (label("chart-robbed"), ROBBED, |s| s.lost_to_robber()),
        (label("chart-monopolized"), MONOPOLIZED, |s| s.monopolized),
        (label("chart-traded-away"), TRADED_AWAY, |s| s.traded_away()),
        (label("chart-traded-for"), TRADED_FOR, |s| s.traded_for()),
    ];
    let top = stats
        .seats
        .iter()
        .flat_map(|s| bars.iter().map(move |b| (b.2)(s)))
        .max()
        .unwrap_or(0);
    let y_max = (f64::from(top) * 1.12).max(4.0);
    // The legend over the bars, in as many rows as the words of the table's language need.
    let widths: Vec<i32> = bars
        .iter()
        .map(|(label, _, _)| {
            font(LABEL_PX, false)
                .box_size(label)
                .map(|(w, _)| w as i32)
                .unwrap_or(ki(100))
        })
        .collect();
    let room = area.dim_in_pixel().0 as i32 - 2 * ki(24);
    let places = legend_rows(&widths, room);
    let rows = places.iter().map(|p| p.1).max().unwrap_or(0) as u32;
    let mut chart = ChartBuilder::on(&body)
        .margin_left(k(12))
        .margin_right(k(24))
        .margin_top(k(28 + 24 * rows))
        .margin_bottom(k(10))
        .x_label_area_size(k(30))
        .y_label_area_size(k(44))
        .build_cartesian_2d(0f64..n as f64, 0f64..y_max)
        .map_err(draw_error)?;
    house_mesh(&mut chart.configure_mesh())
        .disable_x_mesh()
        .x_labels(0)
        .y_labels(5)
        .y_label_formatter(&|v| format!("{v:.0}"))
        .draw()
        .map_err(draw_error)?;
    let bar = 0.8 / bars.len() as f64;
    for (i, seat) in stats.seats.iter().enumerate() {
        chart
            .draw_series(bars.iter().enumerate().map(|(j, (_, colour, measure))| {
                let x0 = i as f64 + 0.1 + j as f64 * bar;
                Rectangle::new(
                    [
                        (x0 + bar * 0.08, 0.0),
                        (x0 + bar * 0.92, f64::from(measure(seat))),
                    ],
                    colour.filled(),
                )
            }))
            .map_err(draw_error)?;
    }
    // Seat names under their groups, each after a swatch of the seat's colour.
    let name_font = font(LABEL_PX, false);
    let group_px = chart.backend_coord(&(1.0, 0.0)).0 - chart.backend_coord(&(0.0, 0.0)).0;
    for (i, name) in names.iter().enumerate() {
        let (cx, y) = local(area, chart.backend_coord(&(i as f64 + 0.5, 0.0)));
        let (fill, outline) = seat_style(Seat(i as u8));
        let name = fit(name, &name_font, (group_px - ki(26)).max(ki(10)) as u32);
        let w = name_font
            .box_size(&name)
            .map(|(w, _)| w as i32)
            .unwrap_or(0);
        let x = cx - (w + ki(20)) / 2;
        let y = y + ki(16);
        swatch(area, (x, y - ki(7)), 14, fill, outline)?;
        area.draw(&Text::new(
            name,
            (x + ki(20), y),
            name_font
                .color(&INK)
                .pos(Pos::new(HPos::Left, VPos::Center)),
        ))
        .map_err(draw_error)?;
    }
    let legend = text(LABEL_PX, false, INK, HPos::Left, VPos::Center);
    for ((label, colour, _), (x, row)) in bars.into_iter().zip(places) {
        let (x, y) = (ki(24) + x, ki(52) + ki(24) * row);
        area.draw(&Rectangle::new(
            [(x, y - ki(8)), (x + ki(16), y + ki(8))],
            colour.filled(),
        ))
        .map_err(draw_error)?;
        area.draw(&Text::new(label, (x + ki(22), y), legend.clone()))
            .map_err(draw_error)?;
    }
    Ok(())
}

/// Where each legend entry (a swatch and words `widths` wide) goes across `room`: its x
/// and its row. Entries share a row with gaps that narrow as the words grow, and go on to
/// the next row where they would not fit.
fn legend_rows(widths: &[i32], room: i32) -> Vec<(i32, i32)> {
    let entry = |w: i32| ki(22) + w;
    let used: i32 = widths.iter().map(|&w| entry(w)).sum();
    let gap = ((room - used) / (widths.len() as i32 - 1).max(1)).clamp(ki(14), ki(22));
    let (mut x, mut row) = (0, 0);
    let mut places = Vec::with_capacity(widths.len());
    for &w in widths {
        if x > 0 && x + entry(w) > room {
            (x, row) = (0, row + 1);
        }
        places.push((x, row));
        x += entry(w) + gap;
    }
    places
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_legend_too_wide_for_one_row_goes_on_to_the_next() {
        let room = ki(1000);
        // Short words: one row, with room to spare.
        let short = legend_rows(&[ki(60); 5], room);
        assert!(short.iter().all(|p| p.1 == 0), "{short:?}");
        // Long words: every entry ends within the room, over two rows.
        let widths = [ki(150), ki(160), ki(220), ki(170), ki(200)];
        let long = legend_rows(&widths, room);
        for (&(x, _), &w) in long.iter().zip(&widths) {
            assert!(x + ki(22) + w <= room, "{long:?}");
        }
        assert_eq!(long.iter().map(|p| p.1).max(), Some(1), "{long:?}");
        assert!(long.windows(2).all(|p| p[0].1 <= p[1].1), "{long:?}");
    }
}
