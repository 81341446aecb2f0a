//! Compiling a rule pack into the tables one scanner reads.
//!
//! Pattern rules: every anchor goes into one anchor gate (a lazy DFA over
//! the anchors no other anchor contains) that says which rules may match a
//! field; their regexes go into groups of engines (`groups`): the rules
//! with small automata share one forward lazy DFA up to a budget of states,
//! a rule with a large automaton has its own. A field runs only the groups
//! holding a rule whose anchor occurs in it, each once, and a per-pattern
//! regex finds the span of a match afterwards, on hits only.
//!
//! The other rule kinds are named verifiers (character sets, base64 runs,
//! whitespace padding, confusable names, duplicate keys) with their
//! parameters compiled to tables; manifest-context rules are decided after
//! the scan (`mcpsift-context`).

mod anchors;
mod groups;
mod rule_sets;
#[cfg(test)]
mod tests;

use crate::concepts::ConceptTables;
use std::fmt;
use std::sync::Arc;

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind as AcMatchKind};
use mcpsift_rules::{Detect, RulePack, Severity, Status, TargetSet, View};

pub(crate) use anchors::AnchorTables;
#[cfg(test)]
pub(crate) use groups::NARROW_MIN_BYTES;
pub(crate) use groups::{GroupWork, PatternGroup, PatternSlot, PatternTables};
pub use rule_sets::MAX_RULES;
pub(crate) use rule_sets::{ByTarget, RuleBits, ViewRules};

/// A rule pack that could not be compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError {
    rule: Option<String>,
    message: String,
}

impl BuildError {
    pub(crate) fn new(rule: Option<&str>, message: impl Into<String>) -> BuildError {
        BuildError {
            rule: rule.map(str::to_string),
            message: message.into(),
        }
    }

    /// A rule file that failed to load, as a build error.
    pub fn from_rule_error(e: &mcpsift_rules::RuleError) -> BuildError {
        BuildError::new(None, e.to_string())
    }

    /// The code of the rule at fault, when one rule is.
    pub fn rule(&self) -> Option<&str> {
        self.rule.as_deref()
    }

    /// What is wrong.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.rule {
            Some(rule) => write!(f, "rule {rule}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for BuildError {}

/// Parameters of a base64-run verifier.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Base64Params {
    pub(crate) min_len: usize,
    pub(crate) ignore_hex: bool,
    pub(crate) require_mixed: bool,
    pub(crate) require_text: bool,
}

/// What a compiled rule does besides patterns.
#[derive(Clone, Debug)]
pub(crate) enum Verifier {
    /// With the terms of the frame lexicon its `mentions` names: a match
    /// inside a quotation that frame introduces is passed over.
    Pattern {
        mentions: Option<Arc<[mcpsift_rules::Term]>>,
    },
    Chars {
        allow: Vec<mcpsift_rules::Allow>,
        decode_tags: bool,
    },
    Base64(Base64Params),
    ConfusableName,
    CopiesWellKnown(mcpsift_rules::CopyKind),
    MixedScriptWord,
    DuplicateKey,
    Padding(PaddingParams),
    /// Decided from the whole manifest (mcpsift-context), not from a field.
    ManifestContext,
    /// Concepts found together ([`crate::concepts`]).
    Concepts,
    /// A learned model over the whole item ([`crate::classifier`]).
    Classifier,
}

/// Parameters of a whitespace-padding verifier.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PaddingParams {
    pub(crate) min_spaces: usize,
    pub(crate) min_newlines: usize,
}

/// One rule, as the scanner needs it at scan time.
#[derive(Clone, Debug)]
pub(crate) struct CompiledRule {
    pub(crate) code: Arc<str>,
    pub(crate) name: Arc<str>,
    pub(crate) severity: Severity,
    /// `status = "preview"`: its findings are reported but never withhold.
    pub(crate) preview: bool,
    pub(crate) targets: TargetSet,
    pub(crate) verifier: Verifier,
}

/// The whole pack, compiled: per rule what the scan reports, and per rule
/// kind the tables that find it.
#[derive(Debug)]
pub(crate) struct Compiled {
    /// Per rule (in pack order), its code, name, severity, targets and kind.
    pub(crate) rules: Vec<CompiledRule>,
    /// The pattern rules' anchors.
    pub(crate) anchors: AnchorTables,
    /// The pattern rules' regexes.
    pub(crate) patterns: PatternTables,
    /// The pattern rules' squashed phrases.
    pub(crate) squash: SquashTables,
    /// The character rules.
    pub(crate) chars: CharTables,
    /// The whitespace-padding rules.
    pub(crate) padding: PaddingTables,
    /// Base64 rules.
    pub(crate) base64_rules: Vec<usize>,
    /// Confusable-name rules.
    pub(crate) confusable_rules: Vec<usize>,
    /// Rules on names that copy a well-known tool name.
    pub(crate) copies_rules: Vec<usize>,
    /// Mixed-script-word rules.
    pub(crate) mixed_script_rules: Vec<usize>,
    /// Duplicate-key rules.
    pub(crate) duplicate_rules: Vec<usize>,
    /// The prefilter's base64 threshold: the shortest run any rule could want.
    pub(crate) b64_prefilter_min: usize,
    /// The concept rules and their automaton.
    pub(crate) concepts: ConceptTables,
}

/// The squashed phrases of the pattern rules (see [`Detect::Pattern`]).
#[derive(Debug)]
pub(crate) struct SquashTables {
    /// Every rule's squashed phrases in one automaton, in pack order: one
    /// pass over a squashed text finds them all, where a search per phrase
    /// read a long spaced-out text once per phrase.
    pub(crate) automaton: Option<AhoCorasick>,
    /// The rule of each of the automaton's phrases (by pattern id).
    pub(crate) rules: Vec<usize>,
    /// Rules with squashed phrases (all read the folded view), by the role
    /// of the field.
    pub(crate) by_target: ByTarget<RuleBits>,
}

/// An inclusive range of code points one character rule lists.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CharRange {
    pub(crate) lo: u32,
    pub(crate) hi: u32,
    pub(crate) rule: usize,
}

/// The character rules.
#[derive(Debug)]
pub(crate) struct CharTables {
    /// Their ranges, sorted; a rule's own ranges do not overlap.
    pub(crate) ranges: Vec<CharRange>,
    /// Character rules by the role of the field.
    pub(crate) by_target: ByTarget<RuleBits>,
    /// Character rules that decode TAG runs (`decode_tags`).
    pub(crate) tag_rules: RuleBits,
    /// True when some character rule lists an ASCII code point (a control
    /// character), so fields the prefilter flags CONTROL are checked too.
    pub(crate) ascii: bool,
}

impl CharTables {
    /// The character rules that `c` triggers.
    pub(crate) fn rules_of(&self, c: char) -> RuleBits {
        let cp = c as u32;
        let mut bits = RuleBits::EMPTY;
        // Ranges are few (a dozen); a linear scan with an early exit on the
        // sorted lower bounds is simpler than a tree and as fast.
        for range in &self.ranges {
            if range.lo > cp {
                break;
            }
            if cp <= range.hi {
                bits.set(range.rule);
            }
        }
        bits
    }
}

/// The whitespace-padding rules.
#[derive(Debug)]
pub(crate) struct PaddingTables {
    /// The rules, in pack order.
    pub(crate) rules: Vec<usize>,
    /// Padding rules by the role of the field.
    pub(crate) by_target: ByTarget<RuleBits>,
    /// The fewest ASCII whitespace bytes in a row any padding rule needs.
    pub(crate) min: usize,
}

/// Compiles `pack`; an error names the rule at fault when one is.
pub(crate) fn compile(pack: &RulePack) -> Result<Compiled, BuildError> {
    if pack.len() > MAX_RULES {
        return Err(BuildError::new(
            None,
            format!(
                "the pack has {} rules; one scanner holds at most {MAX_RULES}",
                pack.len()
            ),
        ));
    }
    let mut rules = Vec::with_capacity(pack.len());
    let mut rule_anchors = Vec::with_capacity(pack.len());
    let mut anchor_texts: Vec<String> = Vec::new();
    let mut anchor_rules: Vec<RuleBits> = Vec::new();
    let mut patterns: Vec<String> = Vec::new();
    let mut pattern_rule = Vec::new();
    let mut pattern_views: ByTarget<ViewRules> = ByTarget::default();
    let mut folded_only: ByTarget<RuleBits> = ByTarget::default();
    let mut char_ranges: Vec<CharRange> = Vec::new();
    let mut char_targets: ByTarget<RuleBits> = ByTarget::default();
    let mut tag_rules = RuleBits::EMPTY;
    let mut base64_rules = Vec::new();
    let mut confusable_rules = Vec::new();
    let mut mixed_script_rules = Vec::new();
    let mut copies_rules = Vec::new();
    let mut duplicate_rules = Vec::new();
    let mut padding_rules = Vec::new();
    let mut padding_targets: ByTarget<RuleBits> = ByTarget::default();
    let mut padding_min = usize::MAX;
    let mut squash_phrases = Vec::new();
    let mut squash_rules = Vec::new();
    let mut squash_targets: ByTarget<RuleBits> = ByTarget::default();
    let mut b64_prefilter_min = usize::MAX / 2;
    let mut frames: Vec<(Vec<String>, Arc<[mcpsift_rules::Term]>)> = Vec::new();

    for (index, rule) in pack.rules().iter().enumerate() {
        rule_anchors.push(match &rule.detect {
            Detect::Pattern { anchors, .. } => Some(
                AhoCorasickBuilder::new()
                    .ascii_case_insensitive(true)
                    .build(anchors)
                    .map_err(|e| BuildError::new(Some(&rule.code), format!("anchors: {e}")))?,
            ),
            _ => None,
        });
        let verifier = match &rule.detect {
            Detect::Pattern {
                anchors,
                patterns: pats,
                squashed,
                mentions,
                ..
            } => {
                for phrase in squashed {
                    squash_phrases.push(phrase.to_ascii_lowercase());
                    squash_rules.push(index);
                }
                if !squashed.is_empty() && rule.reads(View::Folded) {
                    for target in rule.targets.iter() {
                        squash_targets[target].set(index);
                    }
                }
                for anchor in anchors {
                    let lower = anchor.to_ascii_lowercase();
                    let slot = match anchor_texts.iter().position(|a| *a == lower) {
                        Some(slot) => slot,
                        None => {
                            anchor_texts.push(lower);
                            anchor_rules.push(RuleBits::EMPTY);
                            anchor_texts.len() - 1
                        }
                    };
                    anchor_rules[slot].set(index);
                }
                for pat in pats {
                    patterns.push(pat.clone());
                    pattern_rule.push(index);
                }
                for target in rule.targets.iter() {
                    if rule.reads(View::Raw) {
                        pattern_views[target].raw.set(index);
                    }
                    if rule.reads(View::Folded) {
                        pattern_views[target].folded.set(index);
                        if !rule.reads(View::Raw) {
                            folded_only[target].set(index);
                        }
                    }
                }
                // Rules naming the same lexicons share one frame, so that a
                // text's mentions, once read, serve them all (`first_use`).
                let frame = match frames.iter().find(|(names, _)| names == mentions) {
                    Some((_, frame)) => Some(Arc::clone(frame)),
                    None => {
                        let terms = mcpsift_rules::frame_terms(mentions, pack.lexicons())
                            .map_err(|e| BuildError::new(Some(&rule.code), e))?;
                        terms.map(|terms| {
                            let frame: Arc<[mcpsift_rules::Term]> = Arc::from(terms);
                            frames.push((mentions.clone(), Arc::clone(&frame)));
                            frame
                        })
                    }
                };
                Verifier::Pattern { mentions: frame }
            }
            Detect::Chars {
                allow, decode_tags, ..
            } => {
                for (lo, hi) in rule.char_ranges() {
                    char_ranges.push(CharRange {
                        lo: lo as u32,
                        hi: hi as u32,
                        rule: index,
                    });
                }
                for target in rule.targets.iter() {
                    char_targets[target].set(index);
                }
                if *decode_tags {
                    tag_rules.set(index);
                }
                Verifier::Chars {
                    allow: allow.clone(),
                    decode_tags: *decode_tags,
                }
            }
            Detect::Base64Run {
                min_len,
                ignore_hex,
                require_mixed,
                require_text,
            } => {
                base64_rules.push(index);
                // Up to two '=' of padding count towards min_len but are not
                // in the prefilter's alphabet.
                b64_prefilter_min = b64_prefilter_min.min(min_len.saturating_sub(2).max(1));
                Verifier::Base64(Base64Params {
                    min_len: *min_len,
                    ignore_hex: *ignore_hex,
                    require_mixed: *require_mixed,
                    require_text: *require_text,
                })
            }
            Detect::ConfusableName => {
                confusable_rules.push(index);
                Verifier::ConfusableName
            }
            Detect::CopiesWellKnown { by } => {
                copies_rules.push(index);
                Verifier::CopiesWellKnown(*by)
            }
            Detect::MixedScriptWord => {
                mixed_script_rules.push(index);
                Verifier::MixedScriptWord
            }
            Detect::DuplicateKey => {
                duplicate_rules.push(index);
                Verifier::DuplicateKey
            }
            Detect::Padding {
                min_spaces,
                min_newlines,
            } => {
                padding_rules.push(index);
                for target in rule.targets.iter() {
                    padding_targets[target].set(index);
                }
                // Every counted blank and line break is at least one byte.
                padding_min = padding_min.min(*min_spaces).min(*min_newlines);
                Verifier::Padding(PaddingParams {
                    min_spaces: *min_spaces,
                    min_newlines: *min_newlines,
                })
            }
            Detect::HostileServer { .. } | Detect::NameCollision => Verifier::ManifestContext,
            Detect::Concepts { .. } => Verifier::Concepts,
            Detect::Classifier { .. } => Verifier::Classifier,
        };
        rules.push(CompiledRule {
            code: Arc::from(rule.code.as_str()),
            name: Arc::from(rule.name.as_str()),
            severity: rule.severity,
            preview: rule.status == Status::Preview,
            targets: rule.targets,
            verifier,
        });
    }
    char_ranges.sort_unstable_by_key(|r| (r.lo, r.hi, r.rule));
    let ascii_chars = char_ranges.iter().any(|r| r.lo < 0x80);
    let anchors = AnchorTables::build(&anchor_texts, anchor_rules, rule_anchors)?;
    let patterns =
        PatternTables::build(pack, &patterns, &pattern_rule, pattern_views, folded_only)?;
    let squash_automaton = if squash_phrases.is_empty() {
        None
    } else {
        Some(
            AhoCorasickBuilder::new()
                .match_kind(AcMatchKind::Standard)
                .build(&squash_phrases)
                .map_err(|e| BuildError::new(None, format!("squashed phrases: {e}")))?,
        )
    };
    Ok(Compiled {
        rules,
        anchors,
        patterns,
        squash: SquashTables {
            automaton: squash_automaton,
            rules: squash_rules,
            by_target: squash_targets,
        },
        chars: CharTables {
            ranges: char_ranges,
            by_target: char_targets,
            tag_rules,
            ascii: ascii_chars,
        },
        padding: PaddingTables {
            rules: padding_rules,
            by_target: padding_targets,
            min: padding_min,
        },
        base64_rules,
        confusable_rules,
        copies_rules,
        mixed_script_rules,
        duplicate_rules,
        b64_prefilter_min,
        concepts: ConceptTables::build(pack)?,
    })
}
