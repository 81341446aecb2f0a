//! L2-regularised, class-balanced logistic regression over sparse binary
//! features, fitted by full-batch Adam: no randomness, examples and features
//! always visited in the same order, so the same data gives the same
//! weights bit for bit.

/// One training example: the sorted column indices of its features, and
/// whether it is positive (an attack).
#[derive(Clone, Debug)]
pub struct Example {
    /// Column indices, each once.
    pub columns: Vec<u32>,
    /// True for an attack.
    pub positive: bool,
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
            let z = theta[columns]
                + example
                    .columns
                    .iter()
                    .map(|&c| theta[c as usize])
                    .sum::<f64>();
            let (y, weight) = if example.positive {
                (1.0, w_pos)
            } else {
                (0.0, w_neg)
            };
            let residual = weight * (sigmoid(z) - y);
            for &c in &example.columns {
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
            positive,
        }
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
