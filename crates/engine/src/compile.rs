//! Compiling a rule pack into one scanner.
//!
//! Every pattern rule contributes its anchors to one Aho-Corasick automaton
//! and its regexes to a multi-pattern lazy DFA (forward only): the rules with
//! small automata share one, and a rule with a large automaton has its own.
//! The cost of a field does not grow with the number of rules: a field is
//! searched once for all anchors (the anchor gate does it for the raw
//! view), and only the engines holding a rule whose anchor occurs in it run,
//! once each, reporting every rule that matches. Spans are computed
//! afterwards, per matching pattern, on hits only.
//!
//! The other rule kinds are named verifiers (character sets, base64 runs,
//! confusable names, duplicate keys) with their parameters compiled to tables.

use std::fmt;
use std::sync::Arc;

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind as AcMatchKind};
use mcpsift_rules::{Detect, RulePack, Severity, Target, TargetSet, View};
use regex_automata::meta::{self, Regex};
use regex_automata::nfa::thompson;
use regex_automata::nfa::thompson::WhichCaptures;
use regex_automata::util::syntax;
use regex_automata::{Input, MatchKind, PatternSet, hybrid};
use regex_syntax::hir::{Hir, Look};
use std::sync::OnceLock;

/// The most rules one scanner holds (rule sets are fixed-size bitsets).
pub const MAX_RULES: usize = 256;

/// A set of rule indices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct RuleBits([u64; MAX_RULES / 64]);

impl RuleBits {
    pub(crate) const EMPTY: RuleBits = RuleBits([0; MAX_RULES / 64]);

    pub(crate) fn set(&mut self, rule: usize) {
        self.0[rule / 64] |= 1 << (rule % 64);
    }

    pub(crate) fn has(&self, rule: usize) -> bool {
        self.0[rule / 64] & (1 << (rule % 64)) != 0
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }

    pub(crate) fn and(mut self, other: RuleBits) -> RuleBits {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }

    pub(crate) fn and_not(mut self, other: RuleBits) -> RuleBits {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
        self
    }

    pub(crate) fn or_assign(&mut self, other: RuleBits) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
    }
    /// The rules in the set, in increasing order.
    pub(crate) fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(w, mut bits)| {
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let bit = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(w * 64 + bit)
            })
        })
    }
}

/// A rule pack that could not be compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BuildError {
    rule: Option<String>,
    message: String,
}

impl BuildError {
    fn new(rule: Option<&str>, message: impl Into<String>) -> BuildError {
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
    Pattern,
    Chars {
        allow: Vec<mcpsift_rules::Allow>,
        decode_tags: bool,
    },
    Base64(Base64Params),
    ConfusableName,
    DuplicateKey,
    Padding(PaddingParams),
    /// Decided from the whole manifest (mcpsift-context), not from a field.
    ManifestContext,
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
    pub(crate) targets: TargetSet,
    pub(crate) verifier: Verifier,
}

/// Above this many NFA states (all of a rule's regexes together), a rule's
/// regexes get an engine of their own instead of the shared one. The seed
/// rules have 100 to 650 each.
const SHARED_ENGINE_MAX_STATES: usize = 1000;

/// A shared engine holds small rules up to this many NFA states in all,
/// then the next small rule starts another: a lazy DFA's states grow with
/// the NFA, and one engine for every small rule of a pack four times the
/// built-in one rebuilt its states on every field (its cache could not
/// hold them). The built-in pack's small rules fit in one.
const SHARED_GROUP_MAX_STATES: usize = 10_000;

/// A rule group's lazy DFA gives up on the next fill of its cache after
/// this many clears: from then on the scratch asks two engines for halves
/// of the group instead (and so on, down to the per-pattern regexes).
/// Several regexes in one DFA can need a new state every few bytes on text
/// dense with their anchors (each regex in its own phase: the states are
/// their product), and each such state costs a walk over thousands of NFA
/// states: MS173's 17 regexes together ran at 0.3 MB/s on such text, four
/// or five at a time at 12 MB/s. The benign corpus never clears a group's
/// cache (1x, 2x and 4x packs).
pub(crate) const GROUP_MAX_CACHE_CLEARS: usize = 2;

/// When a group matches somewhere in a field at least this long, one pass of
/// its overlapping engine (or, if that gives up, its halves, quarters, ...)
/// says which members match before each member's own regex looks for a
/// span: every member's regex would otherwise search the whole field, and
/// an anchor storm makes every group match. On short fields asking each
/// member directly is cheaper; on the benign corpus this costs nothing
/// (instructions per warm pass unchanged).
pub(crate) const NARROW_MIN_BYTES: usize = 8 * 1024;

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
}

/// A pattern's regex, compiled on first use from its parsed form.
#[derive(Debug)]
pub(crate) struct LazyRegex {
    hir: Arc<Hir>,
    regex: OnceLock<Regex>,
}

impl LazyRegex {
    pub(crate) fn get(&self) -> &Regex {
        self.regex.get_or_init(|| {
            Regex::builder()
                .configure(
                    meta::Config::new()
                        .utf8_empty(false)
                        .which_captures(WhichCaptures::Implicit)
                        // It runs on a short text its group already matched.
                        .auto_prefilter(false),
                )
                .build_from_hir(&self.hir)
                // The group engine was built from the same parsed pattern
                // with the same limits.
                .expect("a pattern that compiled in its group compiles alone")
        })
    }
}

/// One NFA for all of a rule's regexes: its size decides the rule's group,
/// and a large rule's group engine is built from it.
fn rule_nfa(
    hirs: &[Arc<Hir>],
    pattern_rule: &[usize],
    rule: usize,
) -> Result<thompson::NFA, String> {
    let own: Vec<&Hir> = hirs
        .iter()
        .zip(pattern_rule)
        .filter(|(_, r)| **r == rule)
        .map(|(h, _)| &**h)
        .collect();
    group_nfa(&own).map_err(|e| format!("regexes do not compile: {e}"))
}

/// One forward NFA for a group's regexes, as its lazy DFA reads them.
fn group_nfa(hirs: &[&Hir]) -> Result<thompson::NFA, String> {
    thompson::Compiler::new()
        .configure(
            thompson::Config::new()
                .utf8(false)
                .which_captures(WhichCaptures::None),
        )
        .build_many_from_hir(hirs)
        .map_err(|e| e.to_string())
}

/// The regexes of a set of pattern rules, compiled together.
#[derive(Debug)]
pub(crate) struct PatternGroup {
    /// Their regexes as one forward lazy DFA: it only answers whether any
    /// of them matches, stopping at the first match (the per-pattern
    /// regexes say which, and where). Only a forward NFA is built: a
    /// `meta::Regex` would also build a reverse NFA and more, to report
    /// spans no one asks of it, at twice the compile time.
    pub(crate) multi: hybrid::dfa::DFA,
    /// The group's patterns (indices into `Compiled::single`), in order.
    members: Vec<usize>,
    /// Engines for halves, quarters, ... of `members`, built the first time
    /// an engine above them gives up (see [`GROUP_MAX_CACHE_CLEARS`]): node
    /// 0 is the whole group (`multi`; its slot stays empty), node `k`
    /// covering `lo..hi` has the children `2k + 1` (`lo..mid`) and `2k + 2`
    /// (`mid..hi`). `None`: the part did not build, its children answer.
    parts: Vec<OnceLock<Option<Box<hybrid::dfa::DFA>>>>,
    /// The group's regexes as a lazy DFA that reports every pattern that
    /// matches (`MatchKind::All`), built the first time a field of
    /// [`NARROW_MIN_BYTES`] or more needs it: one pass over a long field
    /// says which members may match. `None`: it did not build.
    overlapping: OnceLock<Option<Box<hybrid::dfa::DFA>>>,
}

/// One scratch's state for one [`PatternGroup`].
#[derive(Debug)]
pub(crate) struct GroupWork {
    /// The whole group's lazy DFA cache.
    root: hybrid::dfa::Cache,
    /// Per node of the group's split tree, its lazy DFA's cache (node 0's
    /// is `root`).
    caches: Vec<Option<Box<hybrid::dfa::Cache>>>,
    /// Per node, whether its engine gave up in this scratch: from then on
    /// its two halves answer for it.
    gave_up: Vec<bool>,
    /// After [`PatternGroup::probe`]: whether some member may match, and
    /// whether all may (the usual answer: the whole group's engine
    /// matched); otherwise `possible` says which.
    any: bool,
    all: bool,
    possible: Vec<bool>,
    /// The overlapping engine's cache, and whether it gave up in this
    /// scratch (then long fields go through the group and its halves).
    overlapping: Option<Box<hybrid::dfa::Cache>>,
    overlapping_gave_up: bool,
    matched: Option<PatternSet>,
}

impl GroupWork {
    /// Whether the whole group's engine gave up in this scratch.
    #[cfg(test)]
    pub(crate) fn gave_up(&self) -> bool {
        self.gave_up[0]
    }

    /// Whether the group's overlapping engine gave up in this scratch.
    #[cfg(test)]
    pub(crate) fn overlapping_gave_up(&self) -> bool {
        self.overlapping_gave_up
    }

    /// After [`PatternGroup::probe`]: whether some member may match.
    pub(crate) fn any(&self) -> bool {
        self.any
    }

    /// After [`PatternGroup::probe`]: whether member `i` may match.
    pub(crate) fn possible(&self, i: usize) -> bool {
        self.all || (self.any && self.possible[i])
    }
}

/// Whether one of `dfa`'s regexes matches somewhere in `hay`; `None` when
/// the lazy DFA gave up (see [`GROUP_MAX_CACHE_CLEARS`]).
fn any_match(dfa: &hybrid::dfa::DFA, cache: &mut hybrid::dfa::Cache, hay: &str) -> Option<bool> {
    let input = Input::new(hay).earliest(true);
    dfa.try_search_fwd(cache, &input).ok().map(|m| m.is_some())
}

fn group_dfa(nfa: thompson::NFA) -> Result<hybrid::dfa::DFA, String> {
    hybrid::dfa::Builder::new()
        .configure(
            hybrid::dfa::Config::new()
                .match_kind(MatchKind::LeftmostFirst)
                .minimum_cache_clear_count(Some(GROUP_MAX_CACHE_CLEARS)),
        )
        .build_from_nfa(nfa)
        .map_err(|e| e.to_string())
}

impl PatternGroup {
    fn new(multi: hybrid::dfa::DFA, members: Vec<usize>) -> PatternGroup {
        // Node ids stay below 4n: the tree is at most ceil(log2 n) + 1 deep.
        let parts = (0..4 * members.len()).map(|_| OnceLock::new()).collect();
        PatternGroup {
            multi,
            members,
            parts,
            overlapping: OnceLock::new(),
        }
    }

    /// The group's patterns (indices into `Compiled::single`), in order.
    #[cfg(test)]
    pub(crate) fn members(&self) -> &[usize] {
        &self.members
    }

    /// A fresh scratch's state for this group.
    pub(crate) fn work(&self) -> GroupWork {
        GroupWork {
            root: self.multi.create_cache(),
            caches: (0..self.parts.len()).map(|_| None).collect(),
            gave_up: vec![false; self.parts.len()],
            any: false,
            all: false,
            possible: vec![false; self.members.len()],
            overlapping: None,
            overlapping_gave_up: false,
            matched: None,
        }
    }

    /// On a long field: which members match, from one overlapping pass;
    /// `false` when that engine did not build or gave up.
    fn probe_overlapping(&self, work: &mut GroupWork, hay: &str) -> bool {
        if work.overlapping_gave_up {
            return false;
        }
        let dfa = self.overlapping.get_or_init(|| {
            hybrid::dfa::Builder::new()
                .configure(
                    hybrid::dfa::Config::new()
                        .match_kind(MatchKind::All)
                        .minimum_cache_clear_count(Some(GROUP_MAX_CACHE_CLEARS)),
                )
                .build_from_nfa(self.multi.get_nfa().clone())
                .ok()
                .map(Box::new)
        });
        let Some(dfa) = dfa else {
            work.overlapping_gave_up = true;
            return false;
        };
        let cache = work
            .overlapping
            .get_or_insert_with(|| Box::new(dfa.create_cache()));
        let matched = work
            .matched
            .get_or_insert_with(|| PatternSet::new(self.members.len()));
        matched.clear();
        if dfa
            .try_which_overlapping_matches(cache, &Input::new(hay), matched)
            .is_err()
        {
            work.overlapping_gave_up = true;
            return false;
        }
        work.possible.fill(false);
        for pattern in matched.iter() {
            work.possible[pattern.as_usize()] = true;
        }
        work.any = !matched.is_empty();
        work.all = false;
        true
    }

    /// Sets `work.possible[i]` for each member `i` that may match `hay`:
    /// the group's engine answers for all of them at once (on a field of
    /// [`NARROW_MIN_BYTES`] or more, a hit is narrowed down to members);
    /// once it has given up, each half answers for its members, and so on
    /// down to a lone pattern, which its own regex decides.
    pub(crate) fn probe(&self, single: &[LazyRegex], work: &mut GroupWork, hay: &str) {
        if !work.gave_up[0] {
            // The usual answer, for all members at once: `possible` is left
            // as it is.
            match any_match(&self.multi, &mut work.root, hay) {
                Some(false) => {
                    work.any = false;
                    work.all = false;
                    return;
                }
                Some(true) if hay.len() < NARROW_MIN_BYTES => {
                    work.any = true;
                    work.all = true;
                    return;
                }
                // A hit in a long field: which members? One overlapping
                // pass says, or else the halves below.
                Some(true) => {
                    if self.probe_overlapping(work, hay) {
                        return;
                    }
                }
                None => work.gave_up[0] = true,
            }
        }
        work.possible.fill(false);
        let mid = self.members.len() / 2;
        self.probe_node(single, work, hay, 1, 0, mid);
        self.probe_node(single, work, hay, 2, mid, self.members.len());
        work.any = work.possible.contains(&true);
        work.all = false;
    }

    fn probe_node(
        &self,
        single: &[LazyRegex],
        work: &mut GroupWork,
        hay: &str,
        node: usize,
        lo: usize,
        hi: usize,
    ) {
        if hi - lo <= 1 {
            work.possible[lo..hi].fill(true);
            return;
        }
        if !work.gave_up[node] {
            let dfa = self.parts[node].get_or_init(|| {
                let hirs: Vec<&Hir> = self.members[lo..hi]
                    .iter()
                    .map(|&pid| &*single[pid].hir)
                    .collect();
                // The whole group built from the same patterns.
                group_nfa(&hirs).and_then(group_dfa).ok().map(Box::new)
            });
            if let Some(dfa) = dfa {
                let cache = work.caches[node].get_or_insert_with(|| Box::new(dfa.create_cache()));
                match any_match(dfa, cache, hay) {
                    // A hit in a long field: the halves say which members.
                    Some(true) if hay.len() >= NARROW_MIN_BYTES => {}
                    Some(hit) => {
                        work.possible[lo..hi].fill(hit);
                        return;
                    }
                    None => work.gave_up[node] = true,
                }
            } else {
                work.gave_up[node] = true;
            }
        }
        let mid = lo + (hi - lo) / 2;
        self.probe_node(single, work, hay, 2 * node + 1, lo, mid);
        self.probe_node(single, work, hay, 2 * node + 2, mid, hi);
    }
}

/// The whole pack, compiled.
#[derive(Debug)]
pub(crate) struct Compiled {
    pub(crate) rules: Vec<CompiledRule>,
    /// Anchor literals of every pattern rule, ASCII case-insensitive.
    pub(crate) anchors: Option<AhoCorasick>,
    /// The anchor gate: the anchors no other anchor is a substring of,
    /// in one ASCII case-insensitive DFA. `None` when the pack has no
    /// anchors.
    pub(crate) gate: Option<AnchorGate>,
    /// For each anchor pattern id, the rules it gates.
    pub(crate) anchor_rules: Vec<RuleBits>,
    /// For each literal of the gate (searcher `i`, literal `j` is entry
    /// `64 * i + j`), the rules that may have an anchor where the gate
    /// reports it: the rules of every anchor containing it.
    pub(crate) gate_rules: Vec<RuleBits>,
    /// Per rule, its own anchors (pattern rules only), to confirm a match on
    /// a raw view, where the rules to run come from `gate_rules`.
    pub(crate) rule_anchors: Vec<Option<AhoCorasick>>,
    /// The regexes of the pattern rules: one engine for the rules with small
    /// automata, one for each rule with a large one.
    pub(crate) groups: Vec<PatternGroup>,
    /// For each rule, its pattern ids (consecutive, in the rule's order).
    pub(crate) rule_patterns: Vec<std::ops::Range<usize>>,
    /// For each pattern id, its group and its id within the group's engine.
    pub(crate) pattern_group: Vec<(usize, usize)>,
    /// For each pattern id, a leftmost-first regex for its span, built the
    /// first time its group matches (most never are: rule compilation stays
    /// cheap, and a benign scan rarely needs one).
    pub(crate) single: Vec<LazyRegex>,
    /// Pattern rules by `[target][view]` (view: raw, folded).
    pub(crate) pattern_mask: [[RuleBits; 2]; 5],
    /// Pattern rules that read the folded view and not the raw one, by target.
    pub(crate) folded_only_mask: [RuleBits; 5],
    /// Character rules: sorted, non-overlapping per rule, `(lo, hi, rule)`.
    pub(crate) char_ranges: Vec<(u32, u32, usize)>,
    /// Character rules by target.
    pub(crate) char_mask: [RuleBits; 5],
    /// Character rules that decode TAG runs (`decode_tags`).
    pub(crate) tag_rules: RuleBits,
    /// True when some character rule lists an ASCII code point (a control
    /// character), so fields the prefilter flags CONTROL are checked too.
    pub(crate) ascii_chars: bool,
    /// Base64 rules.
    pub(crate) base64_rules: Vec<usize>,
    /// Confusable-name rules.
    pub(crate) confusable_rules: Vec<usize>,
    /// Duplicate-key rules.
    pub(crate) duplicate_rules: Vec<usize>,
    /// Whitespace-padding rules.
    pub(crate) padding_rules: Vec<usize>,
    /// Padding rules by target.
    pub(crate) padding_mask: [RuleBits; 5],
    /// The fewest ASCII whitespace bytes in a row any padding rule needs.
    pub(crate) padding_min: usize,
    /// The anchors that contain a space, spelled as an identifier would
    /// hold them (each space as ` `, `_`, `-` or nothing, not all as ` `):
    /// a name or key without one of these and without a raw anchor cannot
    /// gain an anchor by being split into words.
    pub(crate) joined_anchors: Option<AhoCorasick>,
    /// Every rule's squashed phrases in one automaton, in pack order: one
    /// pass over a squashed text finds them all, where a search per phrase
    /// read a long spaced-out text once per phrase.
    pub(crate) squash_automaton: Option<AhoCorasick>,
    /// The rule of each of the automaton's phrases (by pattern id).
    pub(crate) squash_rules: Vec<usize>,
    /// Rules with squashed phrases (all read the folded view), by target.
    pub(crate) squash_mask: [RuleBits; 5],
    /// The prefilter's base64 threshold: the shortest run any rule could want.
    pub(crate) b64_prefilter_min: usize,
}

pub(crate) fn target_index(t: Target) -> usize {
    match t {
        Target::Name => 0,
        Target::Prose => 1,
        Target::SchemaKey => 2,
        Target::SchemaText => 3,
        Target::Key => 4,
    }
}

/// True when every pattern of `rule` can only match at the start of the
/// text (`^` in front of every alternative).
fn rule_is_start_anchored(hirs: &[Arc<Hir>], pattern_rule: &[usize], rule: usize) -> bool {
    pattern_rule
        .iter()
        .zip(hirs)
        .filter(|(r, _)| **r == rule)
        .all(|(_, hir)| hir.properties().look_set_prefix().contains(Look::Start))
}

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
    let mut pattern_mask = [[RuleBits::EMPTY; 2]; 5];
    let mut folded_only_mask = [RuleBits::EMPTY; 5];
    let mut char_ranges = Vec::new();
    let mut char_mask = [RuleBits::EMPTY; 5];
    let mut tag_rules = RuleBits::EMPTY;
    let mut base64_rules = Vec::new();
    let mut confusable_rules = Vec::new();
    let mut duplicate_rules = Vec::new();
    let mut padding_rules = Vec::new();
    let mut padding_mask = [RuleBits::EMPTY; 5];
    let mut padding_min = usize::MAX;
    let mut squash_phrases = Vec::new();
    let mut squash_rules = Vec::new();
    let mut squash_mask = [RuleBits::EMPTY; 5];
    let mut b64_prefilter_min = usize::MAX / 2;

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
            } => {
                for phrase in squashed {
                    squash_phrases.push(phrase.to_ascii_lowercase());
                    squash_rules.push(index);
                }
                if !squashed.is_empty() && rule.reads(View::Folded) {
                    for target in rule.targets.iter() {
                        squash_mask[target_index(target)].set(index);
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
                        pattern_mask[target_index(target)][0].set(index);
                    }
                    if rule.reads(View::Folded) {
                        pattern_mask[target_index(target)][1].set(index);
                        if !rule.reads(View::Raw) {
                            folded_only_mask[target_index(target)].set(index);
                        }
                    }
                }
                Verifier::Pattern
            }
            Detect::Chars {
                allow, decode_tags, ..
            } => {
                for (lo, hi) in rule.char_ranges() {
                    char_ranges.push((lo as u32, hi as u32, index));
                }
                for target in rule.targets.iter() {
                    char_mask[target_index(target)].set(index);
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
                    padding_mask[target_index(target)].set(index);
                }
                // Every counted blank and line break is at least one byte.
                padding_min = padding_min.min(*min_spaces).min(*min_newlines);
                Verifier::Padding(PaddingParams {
                    min_spaces: *min_spaces,
                    min_newlines: *min_newlines,
                })
            }
            Detect::HostileServer { .. } | Detect::NameCollision => Verifier::ManifestContext,
        };
        rules.push(CompiledRule {
            code: Arc::from(rule.code.as_str()),
            name: Arc::from(rule.name.as_str()),
            severity: rule.severity,
            targets: rule.targets,
            verifier,
        });
    }
    char_ranges.sort_unstable();
    let ascii_chars = char_ranges.iter().any(|&(lo, _, _)| lo < 0x80);

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
                .build(&anchor_texts)
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
        })
    };

    // What a gate hit on each literal tells about the rules of the field:
    // the rules of every anchor that contains it. (The gate reports every
    // position where a literal starts, overlaps included.)
    let gate_rules: Vec<RuleBits> = minimal
        .iter()
        .map(|m| {
            let mut bits = RuleBits::EMPTY;
            for (text, rules) in anchor_texts.iter().zip(&anchor_rules) {
                if text.contains(m.as_str()) {
                    bits.or_assign(*rules);
                }
            }
            bits
        })
        .collect();

    let (groups, pattern_group, single) = if patterns.is_empty() {
        (Vec::new(), Vec::new(), Vec::new())
    } else {
        // Each pattern parsed once, so a failure names its rule; every
        // engine below is built from the parsed form. Loading the rule
        // already parsed it (most of a pack's load time): that tree is
        // reused, unless the pattern was changed after loading.
        let mut hirs = Vec::with_capacity(patterns.len());
        for (pat, &rule) in patterns.iter().zip(&pattern_rule) {
            let hir = match pack.rules()[rule].parsed_pattern(pat) {
                Some(hir) => hir,
                None => Arc::new(mcpsift_rules::pattern_parser().parse(pat).map_err(|e| {
                    BuildError::new(
                        Some(&pack.rules()[rule].code),
                        format!("pattern {pat:?} does not compile: {e}"),
                    )
                })?),
            };
            if hir.properties().minimum_len() == Some(0) {
                return Err(BuildError::new(
                    Some(&pack.rules()[rule].code),
                    format!("pattern {pat:?} matches the empty string"),
                ));
            }
            hirs.push(hir);
        }
        // The rules with small automata share one engine, as they always
        // did; a rule whose regexes compile to a large automaton gets an
        // engine of its own, run only on fields holding one of its anchors.
        // (In the shared engine, its states would be built and paid for on
        // every field that holds any anchor at all; and one engine per rule
        // for every rule scans a field once per rule it has anchors of.)
        // (group, its NFA states so far) for the unanchored and the
        // start-anchored rules.
        let mut shared: Option<(usize, usize)> = None;
        let mut shared_anchored: Option<(usize, usize)> = None;
        let mut owner: Vec<Option<usize>> = vec![None; pack.len()];
        let mut pattern_group = Vec::with_capacity(patterns.len());
        let mut members: Vec<Vec<usize>> = Vec::new();
        // A large rule's group is that rule alone: its NFA is already built.
        let mut built: Vec<Option<thompson::NFA>> = Vec::new();
        for (pid, &rule) in pattern_rule.iter().enumerate() {
            let g = match owner[rule] {
                Some(g) => g,
                None => {
                    let nfa = rule_nfa(&hirs, &pattern_rule, rule)
                        .map_err(|e| BuildError::new(Some(&pack.rules()[rule].code), e))?;
                    let states = nfa.states().len();
                    let large = states > SHARED_ENGINE_MAX_STATES;
                    // Rules whose every pattern starts at the start of the
                    // text share an engine of their own: an anchored search
                    // stops within a few bytes, where mixed with unanchored
                    // patterns it would read the whole field.
                    let slot = if rule_is_start_anchored(&hirs, &pattern_rule, rule) {
                        &mut shared_anchored
                    } else {
                        &mut shared
                    };
                    let g = match (large, *slot) {
                        (false, Some((g, total))) if total + states <= SHARED_GROUP_MAX_STATES => {
                            *slot = Some((g, total + states));
                            g
                        }
                        _ => {
                            members.push(Vec::new());
                            built.push(None);
                            let g = members.len() - 1;
                            if !large {
                                *slot = Some((g, states));
                            }
                            g
                        }
                    };
                    if large {
                        built[g] = Some(nfa);
                    }
                    owner[rule] = Some(g);
                    g
                }
            };
            pattern_group.push((g, members[g].len()));
            members[g].push(pid);
        }
        let mut groups = Vec::with_capacity(members.len());
        for (pids, nfa) in members.iter().zip(built) {
            let nfa = match nfa {
                Some(nfa) => nfa,
                None => group_nfa(&pids.iter().map(|&pid| &*hirs[pid]).collect::<Vec<_>>())
                    .map_err(|e| BuildError::new(None, format!("multi-pattern engine: {e}")))?,
            };
            let multi = group_dfa(nfa)
                .map_err(|e| BuildError::new(None, format!("multi-pattern engine: {e}")))?;
            groups.push(PatternGroup::new(multi, pids.clone()));
        }
        let single = hirs
            .into_iter()
            .map(|hir| LazyRegex {
                hir,
                regex: OnceLock::new(),
            })
            .collect();
        (groups, pattern_group, single)
    };

    Ok(Compiled {
        rules,
        anchors,
        gate,
        anchor_rules,
        gate_rules,
        rule_anchors,
        groups,
        rule_patterns: {
            let mut ranges = vec![0..0; pack.len()];
            for (pid, &rule) in pattern_rule.iter().enumerate() {
                if ranges[rule].is_empty() {
                    ranges[rule] = pid..pid + 1;
                } else {
                    debug_assert_eq!(ranges[rule].end, pid, "a rule's patterns are consecutive");
                    ranges[rule].end = pid + 1;
                }
            }
            ranges
        },
        pattern_group,
        single,
        pattern_mask,
        folded_only_mask,
        char_ranges,
        char_mask,
        tag_rules,
        ascii_chars,
        base64_rules,
        confusable_rules,
        duplicate_rules,
        padding_rules,
        padding_mask,
        padding_min,
        joined_anchors,
        squash_automaton: if squash_phrases.is_empty() {
            None
        } else {
            Some(
                AhoCorasickBuilder::new()
                    .match_kind(AcMatchKind::Standard)
                    .build(&squash_phrases)
                    .map_err(|e| BuildError::new(None, format!("squashed phrases: {e}")))?,
            )
        },
        squash_rules,
        squash_mask,
        b64_prefilter_min,
    })
}

impl Compiled {
    /// The character rules that `c` triggers.
    pub(crate) fn char_rules(&self, c: char) -> RuleBits {
        let cp = c as u32;
        let mut bits = RuleBits::EMPTY;
        // Ranges are few (a dozen); a linear scan with an early exit on the
        // sorted lower bounds is simpler than a tree and as fast.
        for &(lo, hi, rule) in &self.char_ranges {
            if lo > cp {
                break;
            }
            if cp <= hi {
                bits.set(rule);
            }
        }
        bits
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Scanner;

    fn rule(code: &str, anchors: &str, pattern: &str, example: &str) -> (String, String) {
        let text = format!(
            "code = \"{code}\"\nname = \"rule-{}\"\nfamily = \"test\"\nseverity = \"high\"\n\
             summary = \"a test\"\ntargets = [\"prose\"]\nviews = [\"raw\", \"folded\"]\n\
             [detect]\nkind = \"pattern\"\nanchors = [{anchors}]\npatterns = ['''{pattern}''']\n\
             [[example]]\ntext = \"{example}\"\nmatches = true\n\
             [[example]]\ntext = \"nothing here\"\nmatches = false\n",
            code.to_ascii_lowercase()
        );
        (format!("{code}.toml"), text)
    }

    #[test]
    fn a_pattern_changed_after_loading_is_compiled_as_changed() {
        let loaded = RulePack::from_sources([rule(
            "MS901",
            "\"alpha\"",
            r"\balpha\s+beta\b",
            "alpha beta",
        )])
        .expect("pack");
        let mut changed = loaded.rules()[0].clone();
        if let Detect::Pattern { patterns, .. } = &mut changed.detect {
            patterns[0] = r"\balpha\s+gamma\b".to_string();
        }
        let scanner = Scanner::new(&RulePack::from_rules(vec![changed])).expect("compiles");
        let mut scratch = scanner.scratch();
        let finds = |doc: &[u8], scratch: &mut crate::Scratch| {
            !scanner
                .scan_tool(doc, scratch)
                .expect("scans")
                .findings
                .is_empty()
        };
        assert!(finds(
            br#"{"name":"t","description":"alpha gamma"}"#,
            &mut scratch
        ));
        assert!(!finds(
            br#"{"name":"t","description":"alpha beta"}"#,
            &mut scratch
        ));
    }

    #[test]
    fn a_rule_with_a_large_automaton_has_an_engine_of_its_own() {
        let words: Vec<String> = (0..400).map(|i| format!("w{i}x{}", i * 7)).collect();
        let large = format!(r"\bzork\s+({})\b", words.join("|"));
        let pack = RulePack::from_sources([
            rule("MS901", "\"alpha\"", r"\balpha\s+beta\b", "alpha beta"),
            rule("MS902", "\"gamma\"", r"\bgamma\s+delta\b", "gamma delta"),
            rule("MS903", "\"zork\"", &large, "zork w3x21"),
        ])
        .expect("pack");
        let compiled = compile(&pack).expect("compiles");
        assert_eq!(compiled.groups.len(), 2, "the small rules share one engine");
        let scanner = Scanner::new(&pack).expect("compiles");
        let mut scratch = scanner.scratch();
        let doc = br#"{"name":"t","description":"alpha beta, gamma delta and zork w3x21"}"#;
        let report = scanner.scan_tool(doc, &mut scratch).expect("scans");
        let codes: Vec<&str> = report.findings.iter().map(|f| f.code.as_ref()).collect();
        assert_eq!(codes, ["MS901", "MS902", "MS903"]);
    }

    #[test]
    fn small_rules_fill_shared_engines_up_to_their_budget() {
        // Sixteen small rules of about 700 NFA states each: more than
        // one shared engine holds, so they fill two, and every rule still
        // reports from its own.
        let sources: Vec<(String, String)> = (0..16)
            .map(|r| {
                let words: Vec<String> = (0..60).map(|i| format!("v{r}q{i}z")).collect();
                let words = words.join("|");
                let pattern = format!(r"\bkey{r}\s+(({words})\s+){{0,3}}({words})\b");
                rule(
                    &format!("MS9{r:02}"),
                    &format!("\"key{r}\""),
                    &pattern,
                    &format!("key{r} v{r}q7z"),
                )
            })
            .collect();
        let pack = RulePack::from_sources(sources).expect("pack");
        let compiled = compile(&pack).expect("compiles");
        let (patterns, rules): (Vec<_>, Vec<_>) = pack
            .rules()
            .iter()
            .enumerate()
            .map(|(i, r)| match &r.detect {
                Detect::Pattern { patterns, .. } => (patterns[0].clone(), i),
                _ => unreachable!("pattern rules"),
            })
            .unzip();
        let hirs: Vec<Arc<Hir>> = patterns
            .iter()
            .map(|p| Arc::new(mcpsift_rules::pattern_parser().parse(p).expect("parses")))
            .collect();
        let sizes: Vec<usize> = rules
            .iter()
            .map(|&r| rule_nfa(&hirs, &rules, r).expect("compiles").states().len())
            .collect();
        assert!(
            sizes.iter().all(|&n| n <= SHARED_ENGINE_MAX_STATES),
            "{sizes:?}"
        );
        assert!(
            sizes.iter().sum::<usize>() > SHARED_GROUP_MAX_STATES,
            "{sizes:?}"
        );
        assert_eq!(compiled.groups.len(), 2, "{sizes:?}");
        let scanner = Scanner::new(&pack).expect("compiles");
        let mut scratch = scanner.scratch();
        let text: Vec<String> = (0..16).map(|r| format!("key{r} v{r}q7z")).collect();
        let doc = format!(r#"{{"name":"t","description":"{}"}}"#, text.join(", "));
        let report = scanner
            .scan_tool(doc.as_bytes(), &mut scratch)
            .expect("scans");
        assert_eq!(report.findings.len(), 16, "{:?}", report.findings);
    }

    #[test]
    fn overlapping_anchors_each_reach_their_rule() {
        // The gate reports a literal at every position where one starts: a
        // search that resumed after "abcd" would never see "cdef".
        let pack = RulePack::from_sources([
            rule("MS901", "\"abcd\"", r"abcdef", "abcdef"),
            rule("MS902", "\"cdef\"", r"cdefgh", "cdefgh"),
        ])
        .expect("pack");
        let fast = Scanner::new(&pack).expect("compiles");
        let exhaustive = Scanner::builder()
            .exhaustive(true)
            .build(&pack)
            .expect("compiles");
        let doc = br#"{"name":"t","description":"xx abcdefgh yy"}"#;
        let a = fast.scan_tool(doc, &mut fast.scratch()).expect("scans");
        let b = exhaustive
            .scan_tool(doc, &mut exhaustive.scratch())
            .expect("scans");
        assert_eq!(a, b);
        let codes: Vec<&str> = a.findings.iter().map(|f| f.code.as_ref()).collect();
        assert_eq!(codes, ["MS901", "MS902"]);
    }
}
