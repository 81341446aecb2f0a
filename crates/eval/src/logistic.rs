//! L2-regularised, class-balanced logistic regression over sparse binary
//! features, fitted by full-batch Adam: no randomness, examples and features
//! always visited in the same order, so the same data gives the same
//! weights bit for bit.

/// One training example: the column indices of its features, and whether
/// it is positive (an attack). Its score is the bias, plus the weights of
/// `columns`, plus the best (largest) sum of the weights of one of its
/// `parts`, each part after the first less `penalty`: training on the best
/// part is multiple-instance learning, where an example is positive when
/// one of its parts is.
#[derive(Clone, Debug, Default)]
pub struct Example {
    /// Column indices always counted, each once.
    pub columns: Vec<u32>,
    /// Sets of column indices (each once in its set), of which the best
    /// counts; none: nothing more.
    pub parts: Vec<Vec<u32>>,
    /// What each part after the first gives up (log-odds).
    pub penalty: f64,
    /// True for an attack.
    pub positive: bool,
}

impl Example {
    /// The example's score under `theta` (columns, then the bias) and its
    /// best part's index (the first of the best; `None` without parts).
    fn score(&self, theta: &[f64], bias: f64) -> (f64, Option<usize>) {
        let sum = |columns: &[u32]| columns.iter().map(|&c| theta[c as usize]).sum::<f64>();
        let mut best: Option<(f64, usize)> = None;
        for (i, part) in self.parts.iter().enumerate() {
            let total = sum(part) - if i > 0 { self.penalty } else { 0.0 };
            if best.is_none_or(|(b, _)| total > b) {
                best = Some((total, i));
            }
        }
        (
            bias + sum(&self.columns) + best.map_or(0.0, |(b, _)| b),
            best.map(|(_, i)| i),
        )
    }
}

/// Settings of a fit.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    /// The L2 penalty on the weights (not the bias), per unit of the
    /// example-weighted mean loss.
    pub l2: f64,
    /// Full-batch steps.
    pub iterations: usize,
    /// Adam's step size.
    pub step: f64,
}

impl Default for Fit {
    fn default() -> Fit {
        Fit {
            l2: 1e-4,
            iterations: 300,
            step: 0.05,
        }
    }
}

/// A fitted model: a weight per column, and the bias (log-odds units).
#[derive(Clone, Debug)]
pub struct Fitted {
    /// Per column.
    pub weights: Vec<f64>,
    /// The intercept.
    pub bias: f64,
}

fn sigmoid(z: f64) -> f64 {
    if z >= 0.0 {
        1.0 / (1.0 + (-z).exp())
    } else {
        let e = z.exp();
        e / (1.0 + e)
    }
}

/// Fits `examples` over `columns` columns. Each class weighs half of the
/// loss whatever its size (class balancing), so a few hundred attacks are
/// not drowned by thousands of benign tools.
pub fn fit(examples: &[Example], columns: usize, settings: Fit) -> Fitted {
    let positives = examples.iter().filter(|e| e.positive).count().max(1) as f64;
    let negatives = examples.iter().filter(|e| !e.positive).count().max(1) as f64;
    let (w_pos, w_neg) = (0.5 / positives, 0.5 / negatives);
    // Parameters: columns, then the bias.
    let n = columns + 1;
    let mut theta = vec![0.0f64; n];
    let (mut m, mut v) = (vec![0.0f64; n], vec![0.0f64; n]);
    let mut grad = vec![0.0f64; n];
    let (beta1, beta2, eps) = (0.9f64, 0.999f64, 1e-8f64);
    for t in 1..=settings.iterations {
        grad.iter_mut().for_each(|g| *g = 0.0);
        for example in examples {
            let (z, best) = example.score(&theta[..columns], theta[columns]);
            let (y, weight) = if example.positive {
                (1.0, w_pos)
            } else {
                (0.0, w_neg)
            };
            let residual = weight * (sigmoid(z) - y);
            let best = best.map_or(&[][..], |i| &example.parts[i][..]);
            for &c in example.columns.iter().chain(best) {
                grad[c as usize] += residual;
            }
            grad[columns] += residual;
        }
        for (g, w) in grad[..columns].iter_mut().zip(&theta[..columns]) {
            *g += settings.l2 * w;
        }
        let (c1, c2) = (1.0 - beta1.powi(t as i32), 1.0 - beta2.powi(t as i32));
        for i in 0..n {
            m[i] = beta1 * m[i] + (1.0 - beta1) * grad[i];
            v[i] = beta2 * v[i] + (1.0 - beta2) * grad[i] * grad[i];
            theta[i] -= settings.step * (m[i] / c1) / ((v[i] / c2).sqrt() + eps);
        }
    }
    let bias = theta.pop().unwrap_or_default();
    Fitted {
        weights: theta,
        bias,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ex(columns: &[u32], positive: bool) -> Example {
        Example {
            columns: columns.to_vec(),
            parts: Vec::new(),
            penalty: 0.0,
            positive,
        }
    }

    #[test]
    fn the_best_part_carries_a_diluted_attack() {
        // Parts as the trainer makes them: the whole item first, then each
        // sentence. Attacks: a planted sentence (column 0) beside an honest
        // one (1 or 2); benign: honest sentences only. The honest words
        // learn to weigh against; the attacks are then carried by their
        // planted sentence, less its penalty.
        let attack = |honest: u32| Example {
            columns: Vec::new(),
            parts: vec![vec![0, honest], vec![0], vec![honest]],
            penalty: 0.1,
            positive: true,
        };
        let benign = |honest: u32| Example {
            columns: Vec::new(),
            parts: vec![vec![honest], vec![honest]],
            penalty: 0.1,
            positive: false,
        };
        let examples = [attack(1), attack(2), benign(1), benign(2), benign(1)];
        let fitted = fit(&examples, 3, Fit::default());
        assert!(fitted.weights[0] > 1.0, "{fitted:?}");
        for example in &examples {
            let (z, best) = example.score(&fitted.weights, fitted.bias);
            assert_eq!(z > 0.0, example.positive, "{example:?} {z}");
            if example.positive {
                assert_eq!(best, Some(1), "{example:?} {fitted:?}");
            }
        }
    }

    #[test]
    fn the_bias_is_learned() {
        // Every example has the same feature: only the bias can tell the
        // one attack from the three benign ones apart in its weighting.
        let examples = [ex(&[], true), ex(&[], false), ex(&[], false)];
        let fitted = fit(&examples, 1, Fit::default());
        assert!(fitted.bias.abs() < 0.05, "balanced classes: {fitted:?}");
        let all_benign = [ex(&[0], false), ex(&[], false)];
        let fitted = fit(&all_benign, 1, Fit::default());
        assert!(fitted.bias < -1.0, "{fitted:?}");
    }

    #[test]
    fn a_feature_seen_only_in_attacks_gets_a_positive_weight() {
        let examples = [
            ex(&[0, 1], true),
            ex(&[0, 2], true),
            ex(&[1, 2], false),
            ex(&[2], false),
            ex(&[2, 3], false),
        ];
        let fitted = fit(&examples, 4, Fit::default());
        assert!(fitted.weights[0] > 1.0, "{fitted:?}");
        assert!(fitted.weights[3] < 0.0, "{fitted:?}");
        let again = fit(&examples, 4, Fit::default());
        assert_eq!(
            fitted
                .weights
                .iter()
                .map(|w| w.to_bits())
                .collect::<Vec<_>>(),
            again
                .weights
                .iter()
                .map(|w| w.to_bits())
                .collect::<Vec<_>>()
        );
    }
}
