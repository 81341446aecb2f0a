//! What a scan produces: findings, per-item reports, verdicts, errors.

use std::fmt;
use std::sync::Arc;

use mcpsift_rules::{RulePack, Severity, Status, Target, View};

use crate::compile::BuildError;

/// What kind of MCP item a scan report is about: the collection a scanned
/// item came from, or a `tools/call` result. (The manifest gate has its own,
/// narrower kind for pinned items; this one is the scanner's.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScannedItemKind {
    /// An entry of `tools`.
    Tool,
    /// An entry of `prompts`.
    Prompt,
    /// An entry of `resources`.
    Resource,
    /// An entry of `resourceTemplates`.
    ResourceTemplate,
    /// The server's `instructions` string.
    Instructions,
    /// The `serverInfo` object.
    Server,
    /// A `tools/call` result: `content[]` and `structuredContent`, which
    /// reach the model at call time.
    ToolResult,
}

impl ScannedItemKind {
    /// The name used in output (`tool`, `prompt`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            ScannedItemKind::Tool => "tool",
            ScannedItemKind::Prompt => "prompt",
            ScannedItemKind::Resource => "resource",
            ScannedItemKind::ResourceTemplate => "resource_template",
            ScannedItemKind::Instructions => "instructions",
            ScannedItemKind::Server => "server",
            ScannedItemKind::ToolResult => "tool_result",
        }
    }
}

/// The decision for one item.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// No findings.
    Allow,
    /// Findings below the threshold: publish, but report.
    Flag,
    /// A finding at or above the threshold: do not publish.
    Withhold,
}

impl Verdict {
    /// The name used in output.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Allow => "allow",
            Verdict::Flag => "flag",
            Verdict::Withhold => "withhold",
        }
    }

    /// The verdict for an item's evidence score: withheld at or above its
    /// threshold, flagged below it when there is any finding.
    pub fn from_score(score: Score, any_finding: bool) -> Verdict {
        if !any_finding {
            Verdict::Allow
        } else if score.points >= score.threshold {
            Verdict::Withhold
        } else {
            Verdict::Flag
        }
    }

    /// The verdict for a highest severity `max` under `threshold`, as one
    /// finding alone decides it (the score of several findings may withhold
    /// where this flags: see [`Scorer`]).
    pub fn from_severity(max: Option<Severity>, threshold: Severity) -> Verdict {
        match max {
            None => Verdict::Allow,
            Some(sev) if sev >= threshold => Verdict::Withhold,
            Some(_) => Verdict::Flag,
        }
    }
}

/// One rule hit in one field.
///
/// A finding is identified by `(code, pointer, role, view)`: at most one
/// finding per rule, field and view is reported, and a rule that already hit
/// a field's raw view is not reported again for its folded view (the folded
/// view exists to catch evasions, not to repeat a hit). `span` is a byte
/// range in the field's decoded JSON string (for `folded` and `decoded`
/// findings it is mapped back to the raw characters they came from).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Dense index of the rule inside the scanner that produced this.
    pub rule_index: usize,
    /// The rule's stable code, e.g. `MS101`.
    pub code: Arc<str>,
    /// The rule's name.
    pub name: Arc<str>,
    /// The rule's severity.
    pub severity: Severity,
    /// True when the rule's status is `preview`: the finding is reported
    /// (the item is flagged) but adds no points, so it never withholds.
    pub preview: bool,
    /// RFC 6901 pointer to the field, relative to the item.
    pub pointer: String,
    /// The field's role.
    pub role: Target,
    /// Which view of the text matched.
    pub view: View,
    /// Byte range in the raw field string.
    pub span: (usize, usize),
    /// The matched text (raw, or decoded for `decoded` findings), not yet
    /// escaped: renderers escape it and cut it short.
    pub evidence: String,
    /// What this finding adds to its item's evidence score: its severity's
    /// points when it is the strongest finding of its rule family on the
    /// item (the first such), else 0; always 0 for a preview rule's. Set by
    /// [`Scorer::score`].
    pub points: u32,
}

/// An item's evidence score and the score that withholds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Score {
    /// The sum of the findings' contributions.
    pub points: u32,
    /// The points of one finding at the threshold severity: the item is
    /// withheld at or above this.
    pub threshold: u32,
    /// How many findings count (one per rule family that fired).
    pub independent: u32,
}

/// The most rule families a pack may have: the scorer keeps one bit per
/// family, so that scoring allocates nothing.
pub const MAX_FAMILIES: usize = 128;

/// Turns an item's findings into one evidence score (`docs/scoring.md`).
///
/// Each finding is worth the points of its severity in the pack's score
/// table (`scoring.toml`). Per rule family, only the strongest finding
/// counts (the first one at the family's highest severity): repeats of a
/// rule, or two rules of one family reading the same phrase, are one piece
/// of evidence. Different families add up. A finding of a rule whose
/// status is `preview` adds nothing and takes nothing from its family: a
/// preview rule flags but never withholds. Deterministic, allocation-free,
/// linear in the number of findings.
#[derive(Clone, Debug)]
pub struct Scorer {
    points: [u32; 4],
    threshold: Severity,
    /// Per rule index (pack order), its family's number.
    family: Arc<[u8]>,
    /// Per rule index (pack order), true for a `preview` rule.
    preview: Arc<[bool]>,
    /// Per family number, its name.
    family_names: Arc<[Arc<str>]>,
}

impl Scorer {
    /// The scorer of `pack` under `threshold`.
    pub fn new(pack: &RulePack, threshold: Severity) -> Result<Scorer, BuildError> {
        let mut names: Vec<Arc<str>> = Vec::new();
        let mut family = Vec::with_capacity(pack.len());
        for rule in pack.rules() {
            let id = match names.iter().position(|n| **n == *rule.family) {
                Some(id) => id,
                None => {
                    names.push(Arc::from(rule.family.as_str()));
                    names.len() - 1
                }
            };
            if id >= MAX_FAMILIES {
                return Err(BuildError::new(
                    Some(&rule.code),
                    format!(
                        "the pack has more than {MAX_FAMILIES} rule families; merge families (the family is what makes findings independent evidence)"
                    ),
                ));
            }
            family.push(id as u8);
        }
        let table = pack.scoring();
        Ok(Scorer {
            points: Severity::ALL.map(|s| table.points(s)),
            threshold,
            family: family.into(),
            preview: pack
                .rules()
                .iter()
                .map(|r| r.status == Status::Preview)
                .collect(),
            family_names: names.into(),
        })
    }

    /// The withhold threshold, as a severity.
    pub fn threshold(&self) -> Severity {
        self.threshold
    }

    /// The points one finding of `severity` is worth.
    pub fn points(&self, severity: Severity) -> u32 {
        self.points[severity as usize]
    }

    /// The highest severity one finding of which is worth at most `points`:
    /// what findings adding up to `points` count as together.
    pub fn severity_reached(&self, points: u32) -> Option<Severity> {
        [
            Severity::Critical,
            Severity::High,
            Severity::Medium,
            Severity::Low,
        ]
        .into_iter()
        .find(|&s| points >= self.points(s))
    }

    /// The family of the rule at `rule_index`.
    pub fn family(&self, rule_index: usize) -> &str {
        self.family
            .get(rule_index)
            .and_then(|&f| self.family_names.get(f as usize))
            .map_or("", |n| n)
    }

    /// True when the rule at `rule_index` is a preview rule: its findings
    /// count for nothing.
    pub fn is_preview(&self, rule_index: usize) -> bool {
        self.preview.get(rule_index).copied().unwrap_or(false)
    }

    fn family_bit(&self, rule_index: usize) -> u128 {
        // A rule the scanner does not know (none should exist) shares the
        // last bit: its findings still count, once.
        1u128
            << self
                .family
                .get(rule_index)
                .map_or(MAX_FAMILIES - 1, |&f| f as usize)
    }

    /// Scores `findings` (one item's), setting each finding's
    /// [`Finding::points`], and returns the item's score.
    pub fn score(&self, findings: &mut [Finding]) -> Score {
        let seen = self.seen(findings.iter().map(|f| (f.rule_index, f.severity)));
        let mut taken = 0u128;
        let mut score = self.empty();
        for f in findings.iter_mut() {
            f.points = self.contribution(&seen, &mut taken, f.rule_index, f.severity);
            score.add(f.points);
        }
        score
    }

    /// The score of the findings `counts` keeps (a baseline's accepted
    /// findings are left out), calling `each` with every finding's index
    /// and contribution (0 for one left out). Does not change the findings.
    pub fn score_some(
        &self,
        findings: &[Finding],
        counts: impl Fn(usize) -> bool,
        mut each: impl FnMut(usize, u32),
    ) -> Score {
        let kept = || {
            findings
                .iter()
                .enumerate()
                .filter(|(i, _)| counts(*i))
                .map(|(_, f)| (f.rule_index, f.severity))
        };
        let seen = self.seen(kept());
        let mut taken = 0u128;
        let mut score = self.empty();
        for (i, f) in findings.iter().enumerate() {
            let points = if counts(i) {
                self.contribution(&seen, &mut taken, f.rule_index, f.severity)
            } else {
                0
            };
            score.add(points);
            each(i, points);
        }
        score
    }

    /// A score with no findings.
    pub fn empty(&self) -> Score {
        Score {
            points: 0,
            threshold: self.points(self.threshold),
            independent: 0,
        }
    }

    /// Per severity, the families with a finding at it (preview rules'
    /// findings left out).
    fn seen(&self, findings: impl Iterator<Item = (usize, Severity)>) -> [u128; 4] {
        let mut seen = [0u128; 4];
        for (rule, severity) in findings {
            if !self.is_preview(rule) {
                seen[severity as usize] |= self.family_bit(rule);
            }
        }
        seen
    }

    /// A finding counts when it is not a preview rule's, no finding of its
    /// family is more severe and none at its severity came before it.
    fn contribution(
        &self,
        seen: &[u128; 4],
        taken: &mut u128,
        rule: usize,
        severity: Severity,
    ) -> u32 {
        if self.is_preview(rule) {
            return 0;
        }
        let bit = self.family_bit(rule);
        let level = severity as usize;
        if seen[level + 1..].iter().any(|m| m & bit != 0) || *taken & bit != 0 {
            return 0;
        }
        *taken |= bit;
        self.points[level]
    }
}

impl Score {
    fn add(&mut self, points: u32) {
        if points > 0 {
            self.points = self.points.saturating_add(points);
            self.independent += 1;
        }
    }

    /// True when the score withholds although no single finding does: the
    /// verdict came from independent findings adding up.
    pub fn by_combination(&self, max: Option<Severity>, threshold: Severity) -> bool {
        self.points >= self.threshold && max.is_some_and(|m| m < threshold)
    }
}

/// The tool annotations the manifest context reads (`annotations.readOnlyHint`
/// and `annotations.destructiveHint`, when they are booleans).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Hints {
    /// `readOnlyHint`.
    pub read_only: Option<bool>,
    /// `destructiveHint`.
    pub destructive: Option<bool>,
}

/// The scan of one item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ItemReport {
    /// Tool, prompt, …
    pub kind: ScannedItemKind,
    /// The item's name (or URI, for a resource without one).
    pub name: String,
    /// Position inside its collection (`tools[3]` → 3), when it came from one.
    pub index: Option<usize>,
    /// Findings, in field order.
    pub findings: Vec<Finding>,
    /// The highest severity among the findings.
    pub severity: Option<Severity>,
    /// The evidence score and the score that withholds.
    pub score: Score,
    /// The decision under the scanner's threshold: from the score.
    pub verdict: Verdict,
    /// Its annotations, for the manifest context.
    pub hints: Hints,
}

/// The scan of one JSON document (a file, or one JSON Lines line).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct DocumentReport {
    /// The `id` of a corpus case line, which names its output.
    pub case_id: Option<String>,
    /// The `server` of a corpus case line: lines of one server form one
    /// manifest for the manifest context.
    pub server: Option<String>,
    /// One report per item, in input order.
    pub items: Vec<ItemReport>,
}

impl DocumentReport {
    /// The strictest verdict over all items (`Allow` when there are none).
    pub fn verdict(&self) -> Verdict {
        self.items
            .iter()
            .map(|i| i.verdict)
            .max()
            .unwrap_or(Verdict::Allow)
    }
}

/// Why a document could not be scanned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ScanErrorKind {
    /// Not valid JSON (syntax, numbers, more than one value).
    InvalidJson,
    /// Bytes that are not UTF-8, or a `\u` escape that is not a scalar value
    /// (a lone or swapped surrogate).
    InvalidText,
    /// Larger than the configured document limit.
    TooLarge,
    /// Nested deeper than the configured limit.
    TooDeep,
    /// Valid JSON, but not a shape mcpsift knows.
    UnknownShape,
    /// The input could not be read.
    Io,
}

impl ScanErrorKind {
    /// A short, stable name for the kind.
    pub fn as_str(self) -> &'static str {
        match self {
            ScanErrorKind::InvalidJson => "invalid_json",
            ScanErrorKind::InvalidText => "invalid_text",
            ScanErrorKind::TooLarge => "too_large",
            ScanErrorKind::TooDeep => "too_deep",
            ScanErrorKind::UnknownShape => "unknown_shape",
            ScanErrorKind::Io => "io",
        }
    }
}

/// A document that could not be scanned. Fail closed: callers must treat
/// it as withheld, never as clean.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScanError {
    kind: ScanErrorKind,
    message: String,
}

impl ScanError {
    pub(crate) fn new(kind: ScanErrorKind, message: impl Into<String>) -> ScanError {
        ScanError {
            kind,
            message: message.into(),
        }
    }

    /// The same error with `advice` appended, after a semicolon: how a
    /// caller lifts the limit it hit (the CLI names its flag).
    pub fn with_advice(self, advice: &str) -> ScanError {
        ScanError {
            kind: self.kind,
            message: format!("{}; {advice}", self.message),
        }
    }

    /// An I/O error while reading input.
    pub fn io(message: impl Into<String>) -> ScanError {
        ScanError::new(ScanErrorKind::Io, message)
    }

    /// What went wrong, as a kind.
    pub fn kind(&self) -> ScanErrorKind {
        self.kind
    }

    /// What went wrong, for people.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ScanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ScanError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack() -> RulePack {
        RulePack::builtin().expect("built-in rules")
    }

    fn index(pack: &RulePack, code: &str) -> usize {
        pack.rules()
            .iter()
            .position(|r| r.code == code)
            .unwrap_or_else(|| panic!("no rule {code}"))
    }

    /// A finding of rule `code` at `severity` (not necessarily the rule's).
    fn finding(pack: &RulePack, code: &str, severity: Severity, pointer: &str) -> Finding {
        let rule = &pack.rules()[index(pack, code)];
        Finding {
            rule_index: index(pack, code),
            code: Arc::from(code),
            name: Arc::from(rule.name.as_str()),
            severity,
            preview: rule.status == mcpsift_rules::Status::Preview,
            pointer: pointer.to_string(),
            role: Target::Prose,
            view: View::Raw,
            span: (0, 1),
            evidence: String::new(),
            points: 99,
        }
    }

    fn verdict(scorer: &Scorer, findings: &mut [Finding]) -> (Verdict, Score) {
        let score = scorer.score(findings);
        (Verdict::from_score(score, !findings.is_empty()), score)
    }

    #[test]
    fn one_finding_decides_as_its_severity_did_at_every_threshold() {
        let pack = pack();
        for threshold in Severity::ALL {
            let scorer = Scorer::new(&pack, threshold).expect("scorer");
            for severity in Severity::ALL {
                let mut one = [finding(&pack, "MS101", severity, "/description")];
                let (v, score) = verdict(&scorer, &mut one);
                assert_eq!(
                    v,
                    Verdict::from_severity(Some(severity), threshold),
                    "{severity} at {threshold}"
                );
                assert_eq!(score.points, scorer.points(severity));
                assert_eq!(one[0].points, scorer.points(severity));
                assert_eq!(score.independent, 1);
            }
            assert_eq!(verdict(&scorer, &mut []).0, Verdict::Allow);
        }
    }

    #[test]
    fn the_severity_a_score_reaches_is_the_highest_whose_one_finding_it_covers() {
        let scorer = Scorer::new(&pack(), Severity::High).expect("scorer");
        for severity in Severity::ALL {
            let points = scorer.points(severity);
            assert_eq!(scorer.severity_reached(points), Some(severity));
            assert_eq!(scorer.severity_reached(points + 1), Some(severity));
        }
        assert_eq!(scorer.severity_reached(0), None);
        let two_mediums = 2 * scorer.points(Severity::Medium);
        assert_eq!(scorer.severity_reached(two_mediums), Some(Severity::High));
    }

    #[test]
    fn two_mediums_of_different_families_withhold() {
        let pack = pack();
        let scorer = Scorer::new(&pack, Severity::High).expect("scorer");
        assert_ne!(
            scorer.family(index(&pack, "MS201")),
            scorer.family(index(&pack, "MS107"))
        );
        let mut findings = [
            finding(&pack, "MS201", Severity::Medium, "/name"),
            finding(&pack, "MS107", Severity::Medium, "/description"),
        ];
        let (v, score) = verdict(&scorer, &mut findings);
        assert_eq!(v, Verdict::Withhold);
        assert_eq!(
            (score.points, score.threshold, score.independent),
            (6, 6, 2)
        );
        assert!(score.by_combination(Some(Severity::Medium), Severity::High));
        assert!(findings.iter().all(|f| f.points == 3));
    }

    #[test]
    fn repeats_of_one_rule_count_once() {
        let pack = pack();
        let scorer = Scorer::new(&pack, Severity::High).expect("scorer");
        let mut findings = [
            finding(&pack, "MS107", Severity::Medium, "/description"),
            finding(
                &pack,
                "MS107",
                Severity::Medium,
                "/inputSchema/properties/a/description",
            ),
            finding(
                &pack,
                "MS107",
                Severity::Medium,
                "/inputSchema/properties/b/description",
            ),
        ];
        let (v, score) = verdict(&scorer, &mut findings);
        assert_eq!(v, Verdict::Flag);
        assert_eq!((score.points, score.independent), (3, 1));
        let points: Vec<u32> = findings.iter().map(|f| f.points).collect();
        assert_eq!(points, [3, 0, 0], "the first one counts");
    }

    #[test]
    fn rules_of_one_family_count_once_the_strongest() {
        let pack = pack();
        let scorer = Scorer::new(&pack, Severity::High).expect("scorer");
        assert_eq!(scorer.family(index(&pack, "MS107")), "tool_preference");
        assert_eq!(scorer.family(index(&pack, "MS151")), "tool_preference");
        let mut findings = [
            finding(&pack, "MS107", Severity::Medium, "/description"),
            finding(&pack, "MS151", Severity::Medium, "/description"),
        ];
        assert_eq!(verdict(&scorer, &mut findings).0, Verdict::Flag);
        // A later, more severe finding of the family is the one that counts.
        let mut findings = [
            finding(&pack, "MS107", Severity::Medium, "/description"),
            finding(&pack, "MS106", Severity::High, "/description"),
        ];
        let (v, score) = verdict(&scorer, &mut findings);
        assert_eq!((v, score.points), (Verdict::Withhold, 6));
        assert_eq!([findings[0].points, findings[1].points], [0, 6]);
    }

    #[test]
    fn weak_evidence_adds_up_only_to_the_documented_points() {
        let pack = pack();
        let high = Scorer::new(&pack, Severity::High).expect("scorer");
        let medium = Scorer::new(&pack, Severity::Medium).expect("scorer");
        // A medium and a low (different families): 4 < 6.
        let mut findings = [
            finding(&pack, "MS201", Severity::Medium, "/name"),
            finding(&pack, "MS130", Severity::Low, "/description"),
        ];
        assert_eq!(verdict(&high, &mut findings).0, Verdict::Flag);
        // Three lows of three families reach a medium threshold; two do not.
        let mut lows = [
            finding(&pack, "MS130", Severity::Low, "/description"),
            finding(&pack, "MS132", Severity::Low, "/description"),
            finding(&pack, "MS010", Severity::Low, "/description"),
        ];
        assert_eq!(verdict(&medium, &mut lows[..2]).0, Verdict::Flag);
        assert_eq!(verdict(&medium, &mut lows).0, Verdict::Withhold);
        assert_eq!(verdict(&high, &mut lows).0, Verdict::Flag);
    }

    #[test]
    fn a_lowered_finding_adds_its_lowered_points() {
        // Counter-evidence lowers a finding's severity; the score follows.
        let pack = pack();
        let scorer = Scorer::new(&pack, Severity::High).expect("scorer");
        let mut findings = [
            finding(&pack, "MS201", Severity::Medium, "/name"),
            finding(&pack, "MS107", Severity::Low, "/description"),
        ];
        let (v, score) = verdict(&scorer, &mut findings);
        assert_eq!((v, score.points), (Verdict::Flag, 4));
    }

    #[test]
    fn left_out_findings_do_not_count_and_their_family_passes_on() {
        let pack = pack();
        let scorer = Scorer::new(&pack, Severity::High).expect("scorer");
        let findings = [
            finding(&pack, "MS106", Severity::High, "/description"),
            finding(&pack, "MS107", Severity::Medium, "/description"),
            finding(&pack, "MS201", Severity::Medium, "/name"),
        ];
        let mut points = [9; 3];
        let score = scorer.score_some(&findings, |i| i != 0, |i, p| points[i] = p);
        assert_eq!(points, [0, 3, 3]);
        assert_eq!((score.points, score.independent), (6, 2));
        let score = scorer.score_some(&findings, |i| i == 2, |i, p| points[i] = p);
        assert_eq!(points, [0, 0, 3]);
        assert_eq!(Verdict::from_score(score, true), Verdict::Flag);
    }

    /// The built-in rules `codes`, the ones in `preview` with
    /// `status = "preview"`.
    fn pack_with_preview(codes: &[&str], preview: &[&str]) -> RulePack {
        let builtin = pack();
        RulePack::from_sources(codes.iter().map(|code| {
            let rule = builtin.get(code).expect("built-in rule");
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../rules")
                .join(&rule.source);
            let mut text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            if preview.contains(code) {
                text = format!("status = \"preview\"\n{text}");
            }
            (format!("rules/{code}.toml"), text)
        }))
        .expect("pack")
    }

    #[test]
    fn a_preview_finding_adds_nothing_and_hides_nothing_of_its_family() {
        let codes = ["MS106", "MS107", "MS201"];
        let pack = pack_with_preview(&codes, &["MS106"]);
        let scorer = Scorer::new(&pack, Severity::High).expect("scorer");
        assert!(scorer.is_preview(index(&pack, "MS106")));
        assert!(!scorer.is_preview(index(&pack, "MS107")));
        // Alone, a preview high flags: reported, never withheld.
        let mut one = [finding(&pack, "MS106", Severity::High, "/description")];
        assert!(one[0].preview);
        let (v, score) = verdict(&scorer, &mut one);
        assert_eq!((v, score.points, score.independent), (Verdict::Flag, 0, 0));
        assert_eq!(one[0].points, 0);
        // Beside a stable medium of its family, the medium still counts (a
        // preview finding does not take its family's place), and a second
        // stable medium of another family still withholds.
        let mut findings = [
            finding(&pack, "MS106", Severity::Critical, "/description"),
            finding(&pack, "MS107", Severity::Medium, "/description"),
            finding(&pack, "MS201", Severity::Medium, "/name"),
        ];
        let (v, score) = verdict(&scorer, &mut findings);
        assert_eq!((v, score.points), (Verdict::Withhold, 6));
        let points: Vec<u32> = findings.iter().map(|f| f.points).collect();
        assert_eq!(points, [0, 3, 3]);
        let mut kept = [0; 3];
        let some = scorer.score_some(&findings, |i| i != 2, |i, p| kept[i] = p);
        assert_eq!((some.points, kept), (3, [0, 3, 0]));
        // The same rule as stable withholds alone.
        let stable = pack_with_preview(&codes, &[]);
        let scorer = Scorer::new(&stable, Severity::High).expect("scorer");
        let mut one = [finding(&stable, "MS106", Severity::High, "/description")];
        assert_eq!(verdict(&scorer, &mut one).0, Verdict::Withhold);
    }

    #[test]
    fn the_score_table_comes_from_the_pack() {
        let table = "[points]\nlow = 1\nmedium = 5\nhigh = 10\ncritical = 20\n";
        let rule = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../rules/builtin/tool_preference/MS107-always-use-this-tool.toml"
        ))
        .expect("rule file");
        let pack = RulePack::from_sources([
            ("rules/MS107.toml".to_string(), rule),
            ("rules/scoring.toml".to_string(), table.to_string()),
        ])
        .expect("pack");
        let scorer = Scorer::new(&pack, Severity::High).expect("scorer");
        assert_eq!(scorer.empty().threshold, 10);
        assert_eq!(scorer.points(Severity::Medium), 5);
        let bad = RulePack::from_sources([(
            "rules/scoring.toml".to_string(),
            table.replace("high = 10", "high = 5"),
        )])
        .expect_err("not increasing");
        assert!(bad.to_string().contains("rules/scoring.toml"), "{bad}");
    }
}
