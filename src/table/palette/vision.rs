//! How colours look to the eyes that see them differently: the common
//! colour-vision deficiencies simulated (Machado, Oliveira and Fernandes
//! 2009, full severity, in linear RGB), and the difference between two
//! colours as people perceive it (CIEDE2000, in CIELAB under D65). The
//! palettes are judged by these; so is a screenshot in the render test.

/// A colour-vision deficiency, the cone it lacks named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deficiency {
    /// No long-wavelength (red) cones: about 1 man in 100.
    Protanopia,
    /// No medium-wavelength (green) cones: about 1 man in 100, and the
    /// milder deuteranomaly about 5 in 100.
    Deuteranopia,
    /// No short-wavelength (blue) cones: rare, in men and women alike.
    Tritanopia,
}

impl Deficiency {
    /// All three.
    pub const ALL: [Deficiency; 3] = [
        Deficiency::Protanopia,
        Deficiency::Deuteranopia,
        Deficiency::Tritanopia,
    ];

    /// Machado et al.'s matrix at full severity, on linear RGB.
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Deficiency::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Deficiency::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            Deficiency::Tritanopia => [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        }
    }

    /// `srgb` (each channel 0 to 1) as it looks with this deficiency.
    pub fn simulate(self, srgb: [f32; 3]) -> [f32; 3] {
        let linear = srgb.map(|channel| to_linear(f64::from(channel)));
        self.matrix()
            .map(|row| from_linear((0..3).map(|i| row[i] * linear[i]).sum::<f64>()) as f32)
    }
}

/// How the eye may see: normally, or with one of the deficiencies.
pub fn every_vision() -> impl Iterator<Item = Option<Deficiency>> {
    std::iter::once(None).chain(Deficiency::ALL.map(Some))
}

/// `srgb` as `vision` sees it.
pub fn seen(vision: Option<Deficiency>, srgb: [f32; 3]) -> [f32; 3] {
    vision.map_or(srgb, |deficiency| deficiency.simulate(srgb))
}

fn to_linear(channel: f64) -> f64 {
    if channel <= 0.04045 {
        channel / 12.92
    } else {
        ((channel + 0.055) / 1.055).powf(2.4)
    }
}

fn from_linear(channel: f64) -> f64 {
    let channel = channel.clamp(0.0, 1.0);
    if channel <= 0.003_130_8 {
        channel * 12.92
    } else {
        1.055 * channel.powf(1.0 / 2.4) - 0.055
    }
}

/// `srgb` in CIELAB (D65 white).
pub fn lab(srgb: [f32; 3]) -> [f64; 3] {
    let [r, g, b] = srgb.map(|channel| to_linear(f64::from(channel)));
    let x = 0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
    let z = 0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b;
    let f = |t: f64| {
        if t > (6.0f64 / 29.0).powi(3) {
            t.cbrt()
        } else {
            t / (3.0 * (6.0f64 / 29.0).powi(2)) + 4.0 / 29.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The perceived difference between two colours (CIEDE2000 ΔE₀₀): about 1
/// is the least most people notice side by side; 20 and more are colours
/// told apart at a glance.
pub fn difference(first: [f32; 3], second: [f32; 3]) -> f64 {
    ciede2000(lab(first), lab(second))
}

/// CIEDE2000 between two CIELAB colours (Sharma, Wu and Dalal 2005).
pub fn ciede2000([l1, a1, b1]: [f64; 3], [l2, a2, b2]: [f64; 3]) -> f64 {
    let chroma_mean = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (chroma_mean.powi(7) / (chroma_mean.powi(7) + 25f64.powi(7))).sqrt());
    let (a1, a2) = (a1 * (1.0 + g), a2 * (1.0 + g));
    let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
    let hue = |a: f64, b: f64| {
        if a == 0.0 && b == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1, h2) = (hue(a1, b1), hue(a2, b2));
    let delta_l = l2 - l1;
    let delta_c = c2 - c1;
    let delta_h_angle = if c1 * c2 == 0.0 {
        0.0
    } else if (h2 - h1).abs() <= 180.0 {
        h2 - h1
    } else if h2 <= h1 {
        h2 - h1 + 360.0
    } else {
        h2 - h1 - 360.0
    };
    let delta_h = 2.0 * (c1 * c2).sqrt() * (delta_h_angle / 2.0).to_radians().sin();
    let l_mean = (l1 + l2) / 2.0;
    let c_mean = (c1 + c2) / 2.0;
    let h_mean = if c1 * c2 == 0.0 {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let cos = |degrees: f64| degrees.to_radians().cos();
    let t =
        1.0 - 0.17 * cos(h_mean - 30.0) + 0.24 * cos(2.0 * h_mean) + 0.32 * cos(3.0 * h_mean + 6.0)
            - 0.20 * cos(4.0 * h_mean - 63.0);
    let delta_theta = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * (c_mean.powi(7) / (c_mean.powi(7) + 25f64.powi(7))).sqrt();
    let s_l = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let s_c = 1.0 + 0.045 * c_mean;
    let s_h = 1.0 + 0.015 * c_mean * t;
    let r_t = -(2.0 * delta_theta).to_radians().sin() * r_c;
    let (l, c, h) = (delta_l / s_l, delta_c / s_c, delta_h / s_h);
    (l * l + c * c + h * h + r_t * c * h).sqrt()
}

/// The least difference between any two of `colours` as any eye sees
/// them, and the eye and pair that gave it.
pub fn least_difference(colours: &[[f32; 3]]) -> (f64, Option<Deficiency>, usize, usize) {
    let mut least = (f64::INFINITY, None, 0, 0);
    for vision in every_vision() {
        for (i, &first) in colours.iter().enumerate() {
            for (j, &second) in colours.iter().enumerate().skip(i + 1) {
                let apart = difference(seen(vision, first), seen(vision, second));
                if apart < least.0 {
                    least = (apart, vision, i, j);
                }
            }
        }
    }
    least
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pairs from Sharma, Wu and Dalal's test data for CIEDE2000 (2005),
    /// with their published differences.
    #[test]
    fn ciede2000_agrees_with_the_published_test_data() {
        let pairs = [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
            (
                [60.2574, -34.0099, 36.2677],
                [60.4626, -34.1751, 39.4387],
                1.2644,
            ),
            (
                [22.7233, 20.0904, -46.6940],
                [23.0331, 14.9730, -42.5619],
                2.0373,
            ),
        ];
        for (first, second, published) in pairs {
            let computed = ciede2000(first, second);
            assert!(
                (computed - published).abs() < 5e-4,
                "{first:?} {second:?}: {computed}"
            );
            assert!((ciede2000(second, first) - published).abs() < 5e-4);
        }
    }

    #[test]
    fn white_is_lab_100_and_black_0() {
        let white = lab([1.0, 1.0, 1.0]);
        assert!((white[0] - 100.0).abs() < 1e-3 && white[1].abs() < 0.01 && white[2].abs() < 0.01);
        assert_eq!(lab([0.0, 0.0, 0.0]), [0.0, 0.0, 0.0]);
    }

    /// What every simulation must show: greys stay grey (each matrix's
    /// rows sum to one), and the confusions each deficiency is known for.
    #[test]
    fn the_simulations_keep_greys_and_confuse_what_each_deficiency_confuses() {
        for deficiency in Deficiency::ALL {
            for grey in [0.0, 0.2, 0.5, 1.0] {
                let seen = deficiency.simulate([grey; 3]);
                assert!(
                    seen.iter().all(|c| (c - grey).abs() < 2e-3),
                    "{deficiency:?} {seen:?}"
                );
            }
        }
        // Red and green of like lightness, told apart at a glance normally,
        // are close for the red-green deficiencies and not for tritanopia.
        let (red, green) = ([0.75, 0.35, 0.2], [0.45, 0.5, 0.2]);
        assert!(difference(red, green) > 20.0);
        for deficiency in [Deficiency::Protanopia, Deficiency::Deuteranopia] {
            let apart = difference(deficiency.simulate(red), deficiency.simulate(green));
            assert!(apart < 8.0, "{deficiency:?}: {apart}");
        }
        let apart = difference(
            Deficiency::Tritanopia.simulate(red),
            Deficiency::Tritanopia.simulate(green),
        );
        assert!(apart > 15.0, "{apart}");
        // Tritanopia confuses blue with green-grey, which the others tell
        // apart.
        let (blue, teal) = ([0.35, 0.45, 0.75], [0.35, 0.55, 0.5]);
        let tritan = difference(
            Deficiency::Tritanopia.simulate(blue),
            Deficiency::Tritanopia.simulate(teal),
        );
        let deutan = difference(
            Deficiency::Deuteranopia.simulate(blue),
            Deficiency::Deuteranopia.simulate(teal),
        );
        assert!(tritan < deutan, "{tritan} {deutan}");
    }
}
