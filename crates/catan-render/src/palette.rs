//! The renderer's colours with a meaning: the six seat colours (with their names, used in
//! messages, and the outline their pieces are drawn with) and the terrain colours. The tests
//! here hold the palette to account for colour-blind players: every seat colour stays apart
//! from every other and from the ground it stands on, under simulated protanopia,
//! deuteranopia and tritanopia as well as normal vision.

use super::icons::INK;
use super::raster::Rgb;
use catan_engine::{Resource, Seat, Terrain};

/// Outline of pieces too dark to carry the usual dark outline.
const LIGHT_OUTLINE: Rgb = [0xE0, 0xE0, 0xE0];

/// A seat's colour: the fill of its pieces, their outline, and the colour's name.
struct SeatColour {
    fill: Rgb,
    outline: Rgb,
    name: &'static str,
}

/// The seat colours. The first four (red, Okabe–Ito blue and orange, and white) are the
/// base game's; 5 and 6 players add a light purple and black, chosen by searching the
/// colours that stay farthest (CIEDE2000, under the three simulated colour-vision
/// deficiencies) from the first four, from the terrain and from the sea: purple keeps 18 from
/// every seat and 14.7 from the ground, black 30 and 26 (see the tests below). Black pieces
/// get a light outline; all others a dark one. The red was Okabe–Ito's vermillion, which
/// players read as a second orange beside the orange seat (ΔE00 22 to each other for normal
/// vision); this red keeps 38 from the orange, and 15 under every colour-vision deficiency
/// (the vermillion kept 12.5), chosen by the same search.
const SEAT_COLOURS: [SeatColour; 6] = [
    SeatColour {
        fill: [0xE8, 0x18, 0x20],
        outline: INK,
        name: "red",
    },
    SeatColour {
        fill: [0x00, 0x72, 0xB2],
        outline: INK,
        name: "blue",
    },
    SeatColour {
        fill: [0xF2, 0xF2, 0xF2],
        outline: INK,
        name: "white",
    },
    SeatColour {
        fill: [0xE6, 0x9F, 0x00],
        outline: INK,
        name: "orange",
    },
    SeatColour {
        fill: [0xB8, 0x98, 0xF8],
        outline: INK,
        name: "purple",
    },
    SeatColour {
        fill: [0x2B, 0x2B, 0x2B],
        outline: LIGHT_OUTLINE,
        name: "black",
    },
];

fn seat_colour(seat: Seat) -> &'static SeatColour {
    &SEAT_COLOURS[seat.index() % SEAT_COLOURS.len()]
}

/// The colour of a seat's pieces and panel swatch.
pub fn seat_color(seat: Seat) -> [u8; 3] {
    seat_colour(seat).fill
}

/// The name of a seat's colour, for messages ("Ada (red)").
pub fn seat_color_name(seat: Seat) -> &'static str {
    seat_colour(seat).name
}

/// The coloured square emoji nearest a seat's colour, for message text beside the board
/// (the board has no legend of its own).
pub fn seat_swatch(seat: Seat) -> &'static str {
    ["🟥", "🟦", "⬜", "🟧", "🟪", "⬛"][seat.index() % SEAT_COLOURS.len()]
}

/// The outline of a seat's pieces: dark, or light around the black pieces.
pub(super) fn seat_outline(seat: Seat) -> Rgb {
    seat_colour(seat).outline
}

/// The fill colour of a terrain.
pub fn terrain_color(t: Terrain) -> [u8; 3] {
    match t {
        Terrain::Forest => [0x2E, 0x7A, 0x3C],
        Terrain::Pasture => [0x9C, 0xCF, 0x6A],
        Terrain::Fields => [0xE9, 0xC4, 0x4C],
        Terrain::Hills => [0xB8, 0x5C, 0x3A],
        Terrain::Mountains => [0x8E, 0x95, 0x9E],
        Terrain::Desert => [0xDC, 0xC8, 0x94],
    }
}

/// The colour standing for a resource (its terrain's colour).
pub fn resource_color(r: Resource) -> [u8; 3] {
    terrain_color(match r {
        Resource::Brick => Terrain::Hills,
        Resource::Lumber => Terrain::Forest,
        Resource::Wool => Terrain::Pasture,
        Resource::Grain => Terrain::Fields,
        Resource::Ore => Terrain::Mountains,
    })
}

#[cfg(test)]
mod tests {
    //! Colour-vision checks. Colours are compared in CIELAB with CIEDE2000 (ΔE00) after
    //! simulating each dichromacy with the matrices of Machado, Oliveira & Fernandes (2009,
    //! severity 1), applied in linear RGB. Side by side a ΔE00 of 2–3 is just noticeable;
    //! colours about 10 apart are told apart at a glance. Pieces are small (a road is
    //! 10 px wide), so seats must be at least `SEAT_APART` = 12 apart under every vision:
    //! the base game's four colours meet it, and so must any colour added. Red and orange,
    //! the closest pair, must also be told apart at a glance with normal vision.

    use super::super::island::{BEACH, SEA, SEA_LIGHT};
    use super::*;

    const SEAT_APART: f64 = 12.0;
    /// A seat colour against the ground its pieces stand on (terrain, beach, sea).
    const GROUND_APART: f64 = 12.0;
    /// WCAG 2.1's contrast for graphical objects (1.4.11): the outline that separates a
    /// piece from any ground must stand out from the piece's own fill.
    const OUTLINE_CONTRAST: f64 = 3.0;

    /// Where the base game's four colours fall short of `GROUND_APART` (they predate this
    /// check and its reference images fix them): seat, ground, and the ΔE00 they keep. The
    /// dark outline carries these pieces; a new colour gets no such exception, and these
    /// may not get worse.
    const BASE_GAME_WEAK: [(u8, &str, f64); 8] = [
        (0, "forest", 7.0),
        (0, "hills", 6.2),
        (1, "forest", 9.1),
        (1, "sea", 1.6),
        (1, "shallow sea", 2.8),
        (2, "beach", 11.6),
        (3, "pasture", 9.2),
        (3, "fields", 6.8),
    ];

    type Matrix = [[f64; 3]; 3];
    const PROTANOPIA: Matrix = [
        [0.152286, 1.052583, -0.204868],
        [0.114503, 0.786281, 0.099216],
        [-0.003882, -0.048116, 1.051998],
    ];
    const DEUTERANOPIA: Matrix = [
        [0.367322, 0.860646, -0.227968],
        [0.280085, 0.672501, 0.047413],
        [-0.011820, 0.042940, 0.968881],
    ];
    const TRITANOPIA: Matrix = [
        [1.255528, -0.076749, -0.178779],
        [-0.078411, 0.930809, 0.147602],
        [0.004733, 0.691367, 0.303900],
    ];
    const VISIONS: [(&str, Option<Matrix>); 4] = [
        ("normal vision", None),
        ("protanopia", Some(PROTANOPIA)),
        ("deuteranopia", Some(DEUTERANOPIA)),
        ("tritanopia", Some(TRITANOPIA)),
    ];

    fn linear(c: u8) -> f64 {
        let c = c as f64 / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }

    /// Linear RGB of `c` as a viewer with `m` sees it.
    fn seen(c: Rgb, m: Option<Matrix>) -> [f64; 3] {
        let l = c.map(linear);
        match m {
            None => l,
            Some(m) => m.map(|row| (row[0] * l[0] + row[1] * l[1] + row[2] * l[2]).clamp(0.0, 1.0)),
        }
    }

    /// CIELAB (D65) of a linear sRGB colour.
    fn lab([r, g, b]: [f64; 3]) -> [f64; 3] {
        let x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
        let z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b;
        let f = |t: f64| {
            let d: f64 = 6.0 / 29.0;
            if t > d * d * d {
                t.cbrt()
            } else {
                t / (3.0 * d * d) + 4.0 / 29.0
            }
        };
        let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    /// CIEDE2000 colour difference (Sharma, Wu & Dalal 2005).
    fn ciede2000([l1, a1, b1]: [f64; 3], [l2, a2, b2]: [f64; 3]) -> f64 {
        let pow7 = |x: f64| x.powi(7);
        let c_bar = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
        let g = 0.5 * (1.0 - (pow7(c_bar) / (pow7(c_bar) + pow7(25.0))).sqrt());
        let (a1, a2) = ((1.0 + g) * a1, (1.0 + g) * a2);
        let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
        let hue = |a: f64, b: f64| {
            if a == 0.0 && b == 0.0 {
                0.0
            } else {
                b.atan2(a).to_degrees().rem_euclid(360.0)
            }
        };
        let (h1, h2) = (hue(a1, b1), hue(a2, b2));
        let dl = l2 - l1;
        let dc = c2 - c1;
        let dh = if c1 * c2 == 0.0 {
            0.0
        } else if (h2 - h1).abs() <= 180.0 {
            h2 - h1
        } else if h2 - h1 > 180.0 {
            h2 - h1 - 360.0
        } else {
            h2 - h1 + 360.0
        };
        let dh_big = 2.0 * (c1 * c2).sqrt() * (dh / 2.0).to_radians().sin();
        let l_bar = (l1 + l2) / 2.0;
        let c_bar = (c1 + c2) / 2.0;
        let h_bar = if c1 * c2 == 0.0 {
            h1 + h2
        } else if (h1 - h2).abs() <= 180.0 {
            (h1 + h2) / 2.0
        } else if h1 + h2 < 360.0 {
            (h1 + h2 + 360.0) / 2.0
        } else {
            (h1 + h2 - 360.0) / 2.0
        };
        let cos = |deg: f64| deg.to_radians().cos();
        let t = 1.0 - 0.17 * cos(h_bar - 30.0)
            + 0.24 * cos(2.0 * h_bar)
            + 0.32 * cos(3.0 * h_bar + 6.0)
            - 0.20 * cos(4.0 * h_bar - 63.0);
        let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
        let r_c = 2.0 * (pow7(c_bar) / (pow7(c_bar) + pow7(25.0))).sqrt();
        let s_l = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
        let s_c = 1.0 + 0.045 * c_bar;
        let s_h = 1.0 + 0.015 * c_bar * t;
        let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
        let (x, y, z) = (dl / s_l, dc / s_c, dh_big / s_h);
        (x * x + y * y + z * z + r_t * y * z).sqrt()
    }

    /// The smallest ΔE00 between two colours over the four visions, and that vision.
    fn apart(a: Rgb, b: Rgb) -> (f64, &'static str) {
        VISIONS
            .iter()
            .map(|&(name, m)| (ciede2000(lab(seen(a, m)), lab(seen(b, m))), name))
            .min_by(|x, y| x.0.total_cmp(&y.0))
            .unwrap()
    }

    /// WCAG relative luminance contrast ratio of two colours (1–21).
    fn contrast(a: Rgb, b: Rgb) -> f64 {
        let lum = |c: Rgb| {
            let [r, g, b] = c.map(linear);
            0.2126 * r + 0.7152 * g + 0.0722 * b
        };
        let (x, y) = (lum(a), lum(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    fn grounds() -> Vec<(&'static str, Rgb)> {
        let mut g: Vec<(&str, Rgb)> = [
            Terrain::Forest,
            Terrain::Pasture,
            Terrain::Fields,
            Terrain::Hills,
            Terrain::Mountains,
            Terrain::Desert,
        ]
        .into_iter()
        .map(|t| (t.name(), terrain_color(t)))
        .collect();
        g.extend([("beach", BEACH), ("sea", SEA), ("shallow sea", SEA_LIGHT)]);
        g
    }

    /// Every way `fills` (seat colours in seat order, with their outlines) falls short.
    fn shortfalls(colours: &[(Rgb, Rgb)]) -> Vec<String> {
        let mut bad = Vec::new();
        for (s, &(a, _)) in colours.iter().enumerate() {
            for (t, &(b, _)) in colours.iter().enumerate().skip(s + 1) {
                let (d, vision) = apart(a, b);
                if d < SEAT_APART {
                    bad.push(format!(
                        "seats {s} and {t}: ΔE00 {d:.1} under {vision} (< {SEAT_APART})"
                    ));
                }
            }
            for (ground, g) in grounds() {
                let (d, vision) = apart(a, g);
                let floor = BASE_GAME_WEAK
                    .iter()
                    .find(|w| w.0 as usize == s && w.1 == ground)
                    .map_or(GROUND_APART, |w| w.2);
                if d < floor {
                    bad.push(format!(
                        "seat {s} on {ground}: ΔE00 {d:.1} under {vision} (< {floor})"
                    ));
                }
            }
        }
        for (s, &(fill, outline)) in colours.iter().enumerate() {
            let c = contrast(fill, outline);
            if c < OUTLINE_CONTRAST {
                bad.push(format!("seat {s}: outline contrast {c:.2} (< 3)"));
            }
        }
        bad
    }

    fn palette() -> Vec<(Rgb, Rgb)> {
        SEAT_COLOURS.iter().map(|c| (c.fill, c.outline)).collect()
    }

    #[test]
    fn ciede2000_matches_the_published_test_pairs() {
        // Sharma, Wu & Dalal (2005), table 1: pairs 1, 2, 7, 13, 17–20.
        let pairs = [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 3.1571, -77.2803], [50.0, 0.0, -82.7485], 2.8615),
            ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
            ([50.0, 2.49, -0.001], [50.0, -2.49, 0.0009], 7.1792),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
            ([50.0, 2.5, 0.0], [61.0, -5.0, 29.0], 22.8977),
            ([50.0, 2.5, 0.0], [56.0, -27.0, -3.0], 31.9030),
            ([50.0, 2.5, 0.0], [58.0, 24.0, 15.0], 19.4535),
        ];
        for (a, b, expected) in pairs {
            let d = ciede2000(a, b);
            assert!(
                (d - expected).abs() < 1e-4,
                "{a:?} {b:?}: {d} != {expected}"
            );
        }
        // White stays white and black black; a dichromat sees a grey unchanged.
        assert!((lab(seen([255; 3], None))[0] - 100.0).abs() < 1e-3);
        for (_, m) in VISIONS {
            let grey = seen([0x80; 3], m);
            assert!(
                grey.iter().all(|&c| (c - linear(0x80)).abs() < 2e-3),
                "{grey:?}"
            );
        }
    }

    #[test]
    fn six_seat_colours_stay_apart_for_colour_blind_players() {
        assert_eq!(SEAT_COLOURS.len(), 6);
        let bad = shortfalls(&palette());
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    /// Issue 43: the red seat read as a second orange (ΔE00 22 to the orange seat with
    /// normal vision): now the two are far apart for everyone.
    #[test]
    fn the_red_and_orange_seats_are_told_apart_at_a_glance() {
        let normal = |c: Rgb| lab(seen(c, None));
        let (red, orange) = (SEAT_COLOURS[0].fill, SEAT_COLOURS[3].fill);
        assert!(ciede2000(normal(red), normal(orange)) > 30.0);
        assert!(apart(red, orange).0 > 14.0, "{:?}", apart(red, orange));
    }

    #[test]
    fn the_check_refuses_a_colour_too_close_to_another_or_to_the_ground() {
        let orange = SEAT_COLOURS[3].fill;
        let mut p = palette();
        p[4].0 = orange;
        assert!(shortfalls(&p)
            .iter()
            .any(|s| s.starts_with("seats 3 and 4")));
        // A dark green a protanope confuses with the red seat, and with the forest.
        p[4].0 = [0x20, 0x60, 0x20];
        let bad = shortfalls(&p);
        assert!(
            bad.iter().any(|s| s.contains("seat 4 on forest")),
            "{bad:?}"
        );
        assert!(
            bad.iter()
                .any(|s| s.starts_with("seats 0 and 4") && s.contains("protanopia")),
            "{bad:?}"
        );
        // Pink: apart for normal vision, too close to the blue seat for a protanope.
        p[4].0 = [0xCC, 0x66, 0xCC];
        let bad = shortfalls(&p);
        assert!(
            bad.iter()
                .any(|s| s.starts_with("seats 1 and 4") && s.contains("protanopia")),
            "{bad:?}"
        );
        let normal = |c: Rgb| lab(seen(c, None));
        assert!(ciede2000(normal([0xCC, 0x66, 0xCC]), normal(SEAT_COLOURS[1].fill)) > 30.0);
        // Black with the dark outline of the others has no edge.
        let mut p = palette();
        p[5].1 = INK;
        assert!(shortfalls(&p)
            .iter()
            .any(|s| s.starts_with("seat 5: outline")));
    }

    #[test]
    fn seat_colours_have_distinct_names() {
        let mut names: Vec<&str> = SEAT_COLOURS.iter().map(|c| c.name).collect();
        assert_eq!(names, ["red", "blue", "white", "orange", "purple", "black"]);
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 6);
        assert_eq!(seat_color_name(Seat(5)), "black");
        assert_eq!(seat_color(Seat(4)), [0xB8, 0x98, 0xF8]);
    }
}
