//! The anchors of the pattern rules: the literals one of which every match
//! of a rule contains. A field without any of a rule's anchors never reaches
//! that rule's regexes.

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind as AcMatchKind};
use regex_automata::MatchKind;
use regex_automata::nfa::thompson;
use regex_automata::nfa::thompson::WhichCaptures;
use regex_automata::util::syntax;

use super::BuildError;
use super::rule_sets::RuleBits;

/// The anchors, compiled for the different questions the scan asks.
#[derive(Debug)]
pub(crate) struct AnchorTables {
    /// Every anchor literal, ASCII case-insensitive, one pattern each (an
    /// exhaustive scan, and a gate that gave up, search with it).
    pub(crate) all: Option<AhoCorasick>,
    /// For each pattern id of `all`, the rules it gates.
    pub(crate) rules_of: Vec<RuleBits>,
    /// The anchor gate: the anchors no other anchor is a substring of, in
    /// one ASCII case-insensitive lazy DFA. `None` when the pack has no
    /// anchors.
    pub(crate) gate: Option<AnchorGate>,
    /// Per rule, its own anchors (pattern rules only), to confirm a match
    /// where the rules to run came from the gate (a superset).
    pub(crate) per_rule: Vec<Option<AhoCorasick>>,
    /// The anchors that contain a space, spelled as an identifier would
    /// hold them (each space as ` `, `_`, `-` or nothing, not all as ` `):
    /// a name or key without one of these and without a raw anchor cannot
    /// gain an anchor by being split into words.
    pub(crate) joined: Option<AhoCorasick>,
}

/// The anchor gate's lazy DFA cache: its states are about the nodes of a
/// trie of the literals, so the room they need grows with the literals'
/// total length. With the default 2 MiB, a pack four times the built-in one
/// cleared its cache over and over, rebuilding states on every field.
fn gate_cache_capacity(literals: &[&String]) -> usize {
    const PER_LITERAL_BYTE: usize = 1024;
    const MIN: usize = 2 << 20;
    const MAX: usize = 64 << 20;
    let bytes: usize = literals.iter().map(|l| l.len()).sum();
    (bytes * PER_LITERAL_BYTE).clamp(MIN, MAX)
}

/// The anchor gate's automaton: run over each field before its raw view is
/// matched.
#[derive(Debug)]
pub(crate) struct AnchorGate {
    /// Every gate literal, one pattern each, leftmost-first: no literal
    /// contains another, so at most one matches at a position.
    pub(crate) dfa: regex_automata::hybrid::dfa::DFA,
    /// The byte length of each literal (a match's start is its end less it).
    pub(crate) lens: Vec<usize>,
    /// The shortest literal: a shorter field holds none.
    pub(crate) shortest: usize,
    /// For each literal (by pattern id), the rules that may have an anchor
    /// where the gate reports it: the rules of every anchor containing it.
    pub(crate) rules: Vec<RuleBits>,
}

impl AnchorTables {
    /// Compiles the anchors: `anchor_texts` lower-cased and distinct, with
    /// the rules of each in `anchor_rules`; `per_rule` each rule's own.
    pub(super) fn build(
        anchor_texts: &[String],
        anchor_rules: Vec<RuleBits>,
        per_rule: Vec<Option<AhoCorasick>>,
    ) -> Result<AnchorTables, BuildError> {
        let anchors = if anchor_texts.is_empty() {
            None
        } else {
            Some(
                AhoCorasickBuilder::new()
                    .ascii_case_insensitive(true)
                    .match_kind(AcMatchKind::Standard)
                    // Only an exhaustive scanner (a test oracle), or a gate
                    // whose lazy DFA gave up, searches text for every anchor:
                    // an NFA, which builds in a fraction of a DFA's time.
                    .kind(Some(aho_corasick::AhoCorasickKind::ContiguousNFA))
                    .build(anchor_texts)
                    .map_err(|e| BuildError::new(None, format!("anchor automaton: {e}")))?,
            )
        };

        let mut joined: Vec<String> = Vec::new();
        for anchor in anchor_texts.iter().filter(|a| a.contains(' ')) {
            let mut spellings = vec![String::new()];
            for (i, part) in anchor.split(' ').enumerate() {
                let mut next = Vec::new();
                for s in &spellings {
                    if i == 0 {
                        next.push(part.to_string());
                        continue;
                    }
                    for sep in [" ", "_", "-", ""] {
                        next.push(format!("{s}{sep}{part}"));
                    }
                }
                spellings = next;
            }
            joined.extend(spellings.into_iter().filter(|s| s != anchor));
        }
        joined.sort();
        joined.dedup();
        let joined_anchors = if joined.is_empty() {
            None
        } else {
            Some(
                AhoCorasickBuilder::new()
                    .ascii_case_insensitive(true)
                    .kind(Some(aho_corasick::AhoCorasickKind::DFA))
                    .build(&joined)
                    .map_err(|e| BuildError::new(None, format!("joined anchors: {e}")))?,
            )
        };

        // For the gate, an anchor that contains another is redundant: any text
        // holding it holds the shorter one too.
        let minimal: Vec<&String> = anchor_texts
            .iter()
            .filter(|a| {
                !anchor_texts
                    .iter()
                    .any(|b| b.len() < a.len() && a.contains(b.as_str()))
            })
            .collect();
        // One automaton for all of them: a lazy DFA (regex-automata's search
        // loop reads a byte in a few instructions once its states are built;
        // building them all up front costs seconds) whatever the number of
        // literals, ASCII case-insensitive so the document is read as it is.
        let gate = if minimal.is_empty() {
            None
        } else {
            let literals: Vec<String> = minimal.iter().map(|a| regex_syntax::escape(a)).collect();
            let dfa = regex_automata::hybrid::dfa::Builder::new()
                .syntax(
                    syntax::Config::new()
                        .case_insensitive(true)
                        .unicode(false)
                        .utf8(false),
                )
                .thompson(
                    thompson::Config::new()
                        .utf8(false)
                        .which_captures(WhichCaptures::None),
                )
                .configure(
                    regex_automata::hybrid::dfa::Config::new()
                        .match_kind(MatchKind::LeftmostFirst)
                        .cache_capacity(gate_cache_capacity(&minimal)),
                )
                .build_many(&literals)
                .map_err(|e| BuildError::new(None, format!("anchor gate: {e}")))?;
            Some(AnchorGate {
                dfa,
                lens: minimal.iter().map(|a| a.len()).collect(),
                shortest: minimal.iter().map(|a| a.len()).min().unwrap_or(0),
                rules: gate_rules(&minimal, anchor_texts, &anchor_rules),
            })
        };
        Ok(AnchorTables {
            all: anchors,
            rules_of: anchor_rules,
            gate,
            per_rule,
            joined: joined_anchors,
        })
    }
}

/// What a gate hit on each literal tells about the rules of the field:
/// the rules of every anchor that contains it. (The gate reports every
/// position where a literal starts, overlaps included.)
fn gate_rules(
    minimal: &[&String],
    anchor_texts: &[String],
    anchor_rules: &[RuleBits],
) -> Vec<RuleBits> {
    minimal
        .iter()
        .map(|m| {
            let mut bits = RuleBits::EMPTY;
            for (text, rules) in anchor_texts.iter().zip(anchor_rules) {
                if text.contains(m.as_str()) {
                    bits.or_assign(*rules);
                }
            }
            bits
        })
        .collect()
}
