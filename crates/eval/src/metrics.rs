//! Confusion matrices and the rates derived from them.
//!
//! The positive class is "malicious", and a case is predicted positive when
//! the scanner withholds it (a case that cannot be scanned counts as withheld:
//! fail closed). A rate whose denominator is zero is undefined and is `None`
//! (`null` in JSON, `n/a` in tables), never NaN.

use serde::Serialize;

/// Counts of outcomes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Confusion {
    /// Malicious and withheld.
    pub tp: u64,
    /// Benign and withheld.
    pub fp: u64,
    /// Malicious and not withheld.
    #[serde(rename = "fn")]
    pub fn_: u64,
    /// Benign and not withheld.
    pub tn: u64,
}

fn ratio(num: u64, den: u64) -> Option<f64> {
    (den > 0).then(|| num as f64 / den as f64)
}

impl Confusion {
    /// Adds one case.
    pub fn add(&mut self, malicious: bool, withheld: bool) {
        match (malicious, withheld) {
            (true, true) => self.tp += 1,
            (false, true) => self.fp += 1,
            (true, false) => self.fn_ += 1,
            (false, false) => self.tn += 1,
        }
    }

    /// All cases.
    pub fn total(&self) -> u64 {
        self.tp + self.fp + self.fn_ + self.tn
    }

    /// Malicious cases.
    pub fn positives(&self) -> u64 {
        self.tp + self.fn_
    }

    /// Benign cases.
    pub fn negatives(&self) -> u64 {
        self.fp + self.tn
    }

    /// tp / (tp + fp).
    pub fn precision(&self) -> Option<f64> {
        ratio(self.tp, self.tp + self.fp)
    }

    /// tp / (tp + fn).
    pub fn recall(&self) -> Option<f64> {
        ratio(self.tp, self.tp + self.fn_)
    }

    /// Harmonic mean of precision and recall; `None` when either is
    /// undefined, `Some(0.0)` when both are zero.
    pub fn f1(&self) -> Option<f64> {
        let (p, r) = (self.precision()?, self.recall()?);
        Some(if p + r == 0.0 {
            0.0
        } else {
            2.0 * p * r / (p + r)
        })
    }

    /// fp / (fp + tn).
    pub fn fpr(&self) -> Option<f64> {
        ratio(self.fp, self.fp + self.tn)
    }

    /// The rates, for JSON output.
    pub fn rates(&self) -> Rates {
        Rates {
            precision: self.precision(),
            recall: self.recall(),
            f1: self.f1(),
            fpr: self.fpr(),
        }
    }
}

/// Derived rates; `None` where undefined.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rates {
    /// tp / (tp + fp).
    pub precision: Option<f64>,
    /// tp / (tp + fn).
    pub recall: Option<f64>,
    /// Harmonic mean.
    pub f1: Option<f64>,
    /// fp / (fp + tn).
    pub fpr: Option<f64>,
}

/// A rate for people: `97.3%`, or `n/a`.
pub fn percent(rate: Option<f64>) -> String {
    match rate {
        Some(r) => format!("{:.1}%", r * 100.0),
        None => "n/a".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matrix(tp: u64, fp: u64, fn_: u64, tn: u64) -> Confusion {
        Confusion { tp, fp, fn_, tn }
    }

    #[test]
    fn hand_computed_rates() {
        // 8 attacks (6 caught), 12 benign (3 wrongly withheld).
        let m = matrix(6, 3, 2, 9);
        assert_eq!(m.precision(), Some(6.0 / 9.0));
        assert_eq!(m.recall(), Some(0.75));
        assert_eq!(m.fpr(), Some(0.25));
        let f1 = m.f1().unwrap();
        assert!((f1 - 2.0 * (6.0 / 9.0) * 0.75 / (6.0 / 9.0 + 0.75)).abs() < 1e-12);
        assert_eq!(m.total(), 20);
    }

    #[test]
    fn precision_before_and_after_narrowing_a_rule() {
        // A rule narrowed from 4 of 9 hits right (44%) to 4 of 4 (100%).
        assert_eq!(percent(matrix(4, 5, 0, 10).precision()), "44.4%");
        assert_eq!(percent(matrix(4, 0, 0, 15).precision()), "100.0%");
    }

    #[test]
    fn empty_classes_are_undefined_not_nan() {
        let none = Confusion::default();
        assert_eq!(
            none.rates(),
            Rates {
                precision: None,
                recall: None,
                f1: None,
                fpr: None
            }
        );
        let only_benign = matrix(0, 0, 0, 5);
        assert_eq!(only_benign.recall(), None);
        assert_eq!(only_benign.fpr(), Some(0.0));
        assert_eq!(only_benign.precision(), None);
        let nothing_caught = matrix(0, 0, 4, 0);
        assert_eq!(nothing_caught.recall(), Some(0.0));
        assert_eq!(nothing_caught.precision(), None);
        assert_eq!(nothing_caught.f1(), None);
        let all_wrong = matrix(0, 2, 3, 0);
        assert_eq!(all_wrong.f1(), Some(0.0));
        let json = serde_json::to_string(&none.rates()).unwrap();
        assert_eq!(
            json,
            r#"{"precision":null,"recall":null,"f1":null,"fpr":null}"#
        );
        assert_eq!(percent(None), "n/a");
    }

    #[test]
    fn add_counts_each_cell() {
        let mut m = Confusion::default();
        m.add(true, true);
        m.add(true, false);
        m.add(false, true);
        m.add(false, false);
        m.add(false, false);
        assert_eq!(m, matrix(1, 1, 1, 2));
        assert_eq!((m.positives(), m.negatives()), (2, 3));
    }
}
