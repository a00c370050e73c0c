//! The sequential probability ratio test that decides whether one engine version beats another: the generalized
//! log-likelihood ratio of Stockfish's fishtest (`LLRcalc.LLR_logistic`), in logistic Elo, over trinomial game
//! results or — the way to use it — pentanomial game-pair results.
//!
//! Results are counts of outcomes scoring `0, 1/(k-1), …, 1` for the engine under test: `[losses, draws, wins]`,
//! or for game pairs played from one opening with colours swapped `[0, ½, 1, 1½, 2]` points a pair. The LLR is
//! `N · Σ p̂ᵢ · ln(p₁ᵢ / p₀ᵢ)` where `p̂` is the observed distribution and `pⱼ` the distribution closest to it
//! (maximum likelihood) whose expected score is `sⱼ = 1 / (1 + 10^(−eloⱼ/400))`. Empty cells get 0.001 of a
//! count, as fishtest does, so the logarithms stay finite.
//!
//! [`llr_of_mean`] is the same test for results of any value and hypotheses about their mean (Backgammon's points
//! a game).
//!
//! This is tooling (matches between versions), not play: it uses floating point freely.

/// A test of `elo0` (H0) against `elo1` (H1) with error rates `alpha` (accepting H1 when H0 holds) and `beta`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of the null hypothesis.
    pub elo0: f64,
    /// The Elo difference of the alternative.
    pub elo1: f64,
    /// The false-positive rate.
    pub alpha: f64,
    /// The false-negative rate.
    pub beta: f64,
}

/// What a test concluded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The LLR fell below the lower bound: no gain of `elo1` (the change is rejected).
    H0,
    /// The LLR rose above the upper bound: the change gains (it passes).
    H1,
}

impl Sprt {
    /// The test Tabula's engines use: elo0 = 0, elo1 = 10, α = β = 0.05.
    pub const STANDARD: Sprt = Sprt {
        elo0: 0.0,
        elo1: 10.0,
        alpha: 0.05,
        beta: 0.05,
    };

    /// The lower and upper LLR bounds: `ln(β / (1 − α))` and `ln((1 − β) / α)` (±2.94 for the standard test).
    #[must_use]
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The LLR of `counts` for this test.
    #[must_use]
    pub fn llr(&self, counts: &[u64]) -> f64 {
        llr(counts, self.elo0, self.elo1)
    }

    /// The verdict on `counts`, or `None` while the LLR is between the bounds.
    #[must_use]
    pub fn verdict(&self, counts: &[u64]) -> Option<Verdict> {
        let llr = self.llr(counts);
        let (lower, upper) = self.bounds();
        if llr <= lower {
            Some(Verdict::H0)
        } else if llr >= upper {
            Some(Verdict::H1)
        } else {
            None
        }
    }
}

/// The expected score of an Elo difference (logistic).
#[must_use]
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference of an expected score (clamped to 0.001..0.999, as fishtest does).
#[must_use]
pub fn elo_of_score(score: f64) -> f64 {
    let score = score.clamp(1e-3, 1.0 - 1e-3);
    -400.0 * (1.0 / score - 1.0).log10()
}

/// `(value, probability)` per outcome and the number of games, from `(value, count)` pairs: empty cells
/// regularized.
fn distribution(outcomes: &[(f64, u64)]) -> (f64, Vec<(f64, f64)>) {
    let cells: Vec<f64> = outcomes
        .iter()
        .map(|&(_, c)| if c == 0 { 1e-3 } else { c as f64 })
        .collect();
    let n: f64 = cells.iter().sum();
    let pdf = outcomes
        .iter()
        .zip(&cells)
        .map(|(&(a, _), &c)| (a, c / n))
        .collect();
    (n, pdf)
}

/// Counts of outcomes evenly spaced from 0 to 1 (see the module docs) as `(value, count)` pairs.
fn scores(counts: &[u64]) -> Vec<(f64, u64)> {
    let last = (counts.len() - 1) as f64;
    counts
        .iter()
        .enumerate()
        .map(|(i, &c)| (i as f64 / last, c))
        .collect()
}

/// The mean and variance of a distribution.
fn mean_and_variance(pdf: &[(f64, f64)]) -> (f64, f64) {
    let mean: f64 = pdf.iter().map(|&(a, p)| a * p).sum();
    let variance = pdf.iter().map(|&(a, p)| p * (a - mean).powi(2)).sum();
    (mean, variance)
}

/// The distribution closest to `pdf` (maximum likelihood) with mean `s`: `pᵢ / (1 + x(aᵢ − s))`, where `x` solves
/// `Σ pᵢ(aᵢ − s) / (1 + x(aᵢ − s)) = 0`. The left side decreases in `x` on the interval where every denominator
/// is positive, so bisection finds the root.
fn closest_with_mean(pdf: &[(f64, f64)], s: f64) -> Vec<f64> {
    let f = |x: f64| -> f64 {
        pdf.iter()
            .map(|&(a, p)| p * (a - s) / (1.0 + x * (a - s)))
            .sum()
    };
    let (low, high) = pdf.iter().fold((f64::MAX, f64::MIN), |(lo, hi), &(a, _)| {
        (lo.min(a - s), hi.max(a - s))
    });
    let mut lo = -1.0 / high + 1e-9;
    let mut hi = -1.0 / low - 1e-9;
    for _ in 0..400 {
        let mid = 0.5 * (lo + hi);
        if hi - lo <= 1e-15 * mid.abs().max(1.0) {
            break;
        }
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let x = 0.5 * (lo + hi);
    pdf.iter().map(|&(a, p)| p / (1.0 + x * (a - s))).collect()
}

/// The generalized log-likelihood ratio of `counts` (3 or 5 cells, see the module docs) for H1: `elo1` against
/// H0: `elo0`.
///
/// # Panics
/// If `counts` has fewer than two cells.
#[must_use]
pub fn llr(counts: &[u64], elo0: f64, elo1: f64) -> f64 {
    assert!(counts.len() >= 2, "llr: at least two outcomes");
    llr_of_mean(&scores(counts), expected_score(elo0), expected_score(elo1))
}

/// The same generalized log-likelihood ratio for results of any value — backgammon's points a game, say — given
/// as `(value, count)` pairs: H1, the mean result is `mean1`, against H0, it is `mean0`. Both means must lie
/// strictly between the smallest and the largest value.
///
/// # Panics
/// If there are fewer than two values.
#[must_use]
pub fn llr_of_mean(outcomes: &[(f64, u64)], mean0: f64, mean1: f64) -> f64 {
    assert!(outcomes.len() >= 2, "llr: at least two outcomes");
    let (n, pdf) = distribution(outcomes);
    let p0 = closest_with_mean(&pdf, mean0);
    let p1 = closest_with_mean(&pdf, mean1);
    n * pdf
        .iter()
        .zip(p0.iter().zip(&p1))
        .map(|(&(_, p), (&q0, &q1))| p * (q1.ln() - q0.ln()))
        .sum::<f64>()
}

/// The mean of `(value, count)` results and the half-width of its 95 % interval.
#[must_use]
pub fn mean_estimate(outcomes: &[(f64, u64)]) -> (f64, f64) {
    let n: f64 = outcomes.iter().map(|&(_, c)| c as f64).sum();
    let mean = outcomes.iter().map(|&(a, c)| a * c as f64).sum::<f64>() / n;
    let variance = outcomes
        .iter()
        .map(|&(a, c)| c as f64 * (a - mean).powi(2))
        .sum::<f64>()
        / n;
    (mean, 1.959_964 * (variance / n).sqrt())
}

/// The Elo difference the results suggest and the half-width of its 95 % interval (from the per-game score's
/// variance; pentanomial counts give the honest, narrower width for paired games).
#[must_use]
pub fn elo_estimate(counts: &[u64]) -> (f64, f64) {
    let (n, pdf) = distribution(&scores(counts));
    let (mean, variance) = mean_and_variance(&pdf);
    let half = 1.959_964 * (variance / n).sqrt();
    let elo = elo_of_score(mean);
    (
        elo,
        (elo_of_score(mean + half) - elo_of_score(mean - half)) / 2.0,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values of fishtest's `LLR_logistic` (transcribed to plain Python, bisection for the root as here).
    #[test]
    fn the_llr_matches_fishtest() {
        let cases: [(&[u64], f64, f64, f64); 6] = [
            (&[3, 5, 8, 5, 3], 0.0, 50.0, -0.688_548_552_486_532_4),
            (&[1, 2, 4, 10, 15], 0.0, 100.0, 6.680_471_281_827_828),
            (&[15, 10, 4, 2, 1], -50.0, 0.0, -3.741_764_774_025_664),
            (&[50, 60, 80, 60, 50], 0.0, 4.0, -0.045_878_400_432_368_75),
            (&[10, 40, 120, 60, 20], 0.0, 10.0, 2.155_922_135_586_632),
            (&[120, 300, 200], 0.0, 10.0, 3.975_808_013_224_991),
        ];
        for (counts, elo0, elo1, expected) in cases {
            let got = llr(counts, elo0, elo1);
            assert!(
                (got - expected).abs() < 1e-9,
                "{counts:?}: {got} != {expected}"
            );
        }
    }

    #[test]
    fn the_llr_grows_with_the_number_of_games() {
        let ten_times = llr(&[1200, 3000, 2000], 0.0, 10.0);
        assert!(
            (ten_times - 39.758_080_132_249_91).abs() < 1e-8,
            "{ten_times}"
        );
    }

    #[test]
    fn the_standard_bounds_are_plus_minus_2_94() {
        let (lower, upper) = Sprt::STANDARD.bounds();
        assert!((lower + 2.944_438_979_166_44).abs() < 1e-12);
        assert!((upper - 2.944_438_979_166_44).abs() < 1e-12);
    }

    #[test]
    fn a_clear_result_gives_a_verdict() {
        assert_eq!(Sprt::STANDARD.verdict(&[10, 40, 120, 60, 20]), None);
        assert_eq!(
            Sprt::STANDARD.verdict(&[20, 80, 240, 120, 40]),
            Some(Verdict::H1)
        );
        assert_eq!(
            Sprt::STANDARD.verdict(&[60, 120, 240, 60, 20]),
            Some(Verdict::H0)
        );
    }

    #[test]
    fn a_points_test_is_the_score_test_rescaled() {
        // Pentanomial pairs as points a game from −1 to +1: the same test, the means mapped the same way.
        let counts = [10u64, 40, 120, 60, 20];
        let points: Vec<(f64, u64)> = counts
            .iter()
            .enumerate()
            .map(|(i, &c)| (i as f64 / 2.0 - 1.0, c))
            .collect();
        let (s0, s1) = (expected_score(0.0), expected_score(10.0));
        let got = llr_of_mean(&points, 2.0 * s0 - 1.0, 2.0 * s1 - 1.0);
        assert!((got - llr(&counts, 0.0, 10.0)).abs() < 1e-9, "{got}");
        let (mean, half) = mean_estimate(&points);
        assert!((mean - 20.0 / 250.0).abs() < 1e-12, "{mean}");
        assert!(half > 0.0 && half < 0.2, "{half}");
    }

    #[test]
    fn equal_results_estimate_no_difference() {
        let (elo, half) = elo_estimate(&[10, 20, 40, 20, 10]);
        assert!(elo.abs() < 1e-9);
        assert!(half > 0.0);
        assert!((expected_score(elo_of_score(0.7)) - 0.7).abs() < 1e-12);
    }
}
