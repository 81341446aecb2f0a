//! How serious a finding is: the one severity scale of rules and findings.

use std::fmt;
use std::str::FromStr;

use serde::Deserialize;

/// How serious a finding is. Ordered: `Low < Medium < High < Critical`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth a look; never withholds at the default threshold.
    Low,
    /// A lower-confidence heuristic (encoded blocks, homoglyph names).
    Medium,
    /// A planted instruction; withheld at the default threshold.
    High,
    /// Concealment: text a reviewer cannot see.
    Critical,
}

impl Severity {
    /// Every severity, lowest first.
    pub const ALL: [Severity; 4] = [
        Severity::Low,
        Severity::Medium,
        Severity::High,
        Severity::Critical,
    ];

    /// The lower-case name used in files and output.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Low => "low",
            Severity::Medium => "medium",
            Severity::High => "high",
            Severity::Critical => "critical",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The error for a string that is not a defined severity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSeverityError {
    given: String,
}

impl fmt::Display for ParseSeverityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown severity {:?}: use one of low, medium, high, critical",
            self.given
        )
    }
}

impl std::error::Error for ParseSeverityError {}

impl FromStr for Severity {
    type Err = ParseSeverityError;

    /// Parses a defined severity, case-insensitively. Anything else is an
    /// error: an undefined threshold would silently withhold nothing.
    fn from_str(s: &str) -> Result<Severity, ParseSeverityError> {
        Severity::ALL
            .into_iter()
            .find(|sev| sev.as_str().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| ParseSeverityError {
                given: s.to_string(),
            })
    }
}
