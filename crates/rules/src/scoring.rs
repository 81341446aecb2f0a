//! The evidence score table: how many points a finding of each severity
//! adds to its item's score (`builtin/scoring.toml`, or a `scoring.toml` in
//! a rule directory).
//!
//! ```toml
//! [points]
//! low = 1
//! medium = 3
//! high = 6
//! critical = 12
//! ```
//!
//! The table is data; how findings combine (the strongest finding per rule
//! family counts, families add up, the threshold is the points of the
//! threshold severity) is the scanners' job and is documented in
//! `docs/scoring.md`.

use serde::Deserialize;

use crate::{RuleError, Severity};

/// The most points one severity may be worth: keeps any item's score far
/// from overflowing whatever the number of families.
pub const MAX_POINTS: u32 = 1000;

/// The file name a rule directory's score table has.
pub const SCORING_FILE: &str = "scoring.toml";

/// Points per severity, validated: every severity is worth at least one
/// point, at most [`MAX_POINTS`], and more than the one below it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoring {
    points: [u32; 4],
    /// Where the table came from.
    pub source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ScoringFile {
    points: PointsFile,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PointsFile {
    low: u32,
    medium: u32,
    high: u32,
    critical: u32,
}

mod builtin_table {
    pub(super) const TEXT: &str = include_str!("../builtin/scoring.toml");
}

impl Scoring {
    /// The table shipped inside mcpsift.
    pub fn builtin() -> Scoring {
        Scoring::from_toml("builtin/scoring.toml", builtin_table::TEXT)
            .expect("the built-in score table is valid (tested)")
    }

    /// Parses and validates a score table.
    pub fn from_toml(source: &str, text: &str) -> Result<Scoring, RuleError> {
        let file: ScoringFile = toml::from_str(text).map_err(|e| {
            RuleError::new(
                source,
                format!(
                    "{}; a score table is one [points] table with low, medium, high and critical",
                    e.to_string().trim_end()
                ),
            )
        })?;
        let p = file.points;
        let points = [p.low, p.medium, p.high, p.critical];
        for (sev, &value) in Severity::ALL.iter().zip(&points) {
            if value == 0 || value > MAX_POINTS {
                return Err(RuleError::new(
                    source,
                    format!("points.{sev} = {value}: use a whole number from 1 to {MAX_POINTS}"),
                ));
            }
        }
        for pair in Severity::ALL.windows(2) {
            let (lower, higher) = (pair[0], pair[1]);
            if points[higher as usize] <= points[lower as usize] {
                return Err(RuleError::new(
                    source,
                    format!(
                        "points.{higher} = {} is not more than points.{lower} = {}: each severity must be worth more than the one below it, or one finding would no longer decide as its severity does",
                        points[higher as usize], points[lower as usize]
                    ),
                ));
            }
        }
        Ok(Scoring {
            points,
            source: source.to_string(),
        })
    }

    /// The points one finding of `severity` is worth.
    pub fn points(&self, severity: Severity) -> u32 {
        self.points[severity as usize]
    }

    /// The score at which an item is withheld under `threshold`: the points
    /// of one finding at that severity.
    pub fn threshold(&self, threshold: Severity) -> u32 {
        self.points(threshold)
    }
}

impl Default for Scoring {
    fn default() -> Scoring {
        Scoring::builtin()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "[points]\nlow = 1\nmedium = 3\nhigh = 6\ncritical = 12\n";

    #[test]
    fn builtin_table_loads_and_orders_severities() {
        let s = Scoring::builtin();
        let pts: Vec<u32> = Severity::ALL.iter().map(|&v| s.points(v)).collect();
        assert!(pts.windows(2).all(|w| w[0] < w[1]), "{pts:?}");
        // Two independent mediums reach the default threshold; a medium and
        // a low do not.
        assert!(2 * s.points(Severity::Medium) >= s.threshold(Severity::High));
        assert!(s.points(Severity::Medium) + s.points(Severity::Low) < s.threshold(Severity::High));
    }

    #[test]
    fn parses_a_table() {
        let s = Scoring::from_toml("s.toml", GOOD).expect("valid");
        assert_eq!(s.points(Severity::Low), 1);
        assert_eq!(s.threshold(Severity::Critical), 12);
    }

    #[test]
    fn rejects_bad_tables_with_a_reason() {
        let cases = [
            (
                GOOD.replace("critical = 12", "critical = 6"),
                "not more than",
            ),
            (GOOD.replace("low = 1", "low = 0"), "from 1 to"),
            (
                GOOD.replace("critical = 12", "critical = 5000"),
                "from 1 to",
            ),
            (GOOD.replace("low = 1\n", ""), "low"),
            (format!("{GOOD}extra = 1\n"), "unknown field"),
            (GOOD.replace("medium = 3", "medium = -3"), "medium"),
        ];
        for (text, want) in cases {
            let e = Scoring::from_toml("s.toml", &text).expect_err(&text);
            assert!(e.message().contains(want), "{text}: {e}");
            assert_eq!(e.source_name(), "s.toml");
        }
    }
}
