//! Reference-image checks shared by the render and recap tests (in the manner of resvg's):
//! an image is compared with `tests/{suite}/ref/{name}.png` within a small tolerance; on a
//! mismatch the expected, actual and diff images are written to `target/{suite}-diffs/`.
//! `UPDATE_REFERENCES=1` rewrites the references instead.

use image::RgbImage;
use std::path::PathBuf;

/// Compares `actual` with the reference `name` of the test suite `suite` ("render",
/// "recap"), allowing `TOLERANCE` per channel.
pub fn check(suite: &str, name: &str, actual: &RgbImage) {
    const TOLERANCE: u8 = 3;
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let path = root
        .join(format!("tests/{suite}/ref"))
        .join(format!("{name}.png"));
    if std::env::var_os("UPDATE_REFERENCES").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        actual.save(&path).unwrap();
        return;
    }
    let expected = image::open(&path)
        .unwrap_or_else(|e| {
            panic!("reference {path:?} missing ({e}); run with UPDATE_REFERENCES=1")
        })
        .to_rgb8();
    let mut bad = 0u64;
    let mut diff = RgbImage::new(actual.width(), actual.height());
    if expected.dimensions() == actual.dimensions() {
        for (x, y, a) in actual.enumerate_pixels() {
            let e = expected.get_pixel(x, y);
            let d = (0..3).map(|c| a.0[c].abs_diff(e.0[c])).max().unwrap();
            if d > TOLERANCE {
                bad += 1;
                diff.put_pixel(x, y, image::Rgb([255, 0, 255]));
            } else {
                let g = a.0[0] / 4 + a.0[1] / 4 + a.0[2] / 4;
                diff.put_pixel(x, y, image::Rgb([g / 2, g / 2, g / 2]));
            }
        }
    } else {
        bad = u64::MAX;
    }
    if bad > 0 {
        let dir = root.join(format!("target/{suite}-diffs"));
        std::fs::create_dir_all(&dir).unwrap();
        expected
            .save(dir.join(format!("{name}-expected.png")))
            .unwrap();
        actual.save(dir.join(format!("{name}-actual.png"))).unwrap();
        diff.save(dir.join(format!("{name}-diff.png"))).unwrap();
        panic!(
            "{name}: {} pixels differ by more than {TOLERANCE} (or sizes differ: {:?} vs {:?}); see {dir:?}",
            bad,
            expected.dimensions(),
            actual.dimensions()
        );
    }
}
