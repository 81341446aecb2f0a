//! The pattern rules' regexes, compiled into groups of engines: the rules
//! with small automata share an engine, a rule with a large automaton has
//! its own, and each pattern has a regex of its own for spans.

use std::ops::Range;
use std::sync::{Arc, OnceLock};

use mcpsift_rules::{Detect, RulePack};
use regex_automata::meta::{self, Regex};
use regex_automata::nfa::thompson;
use regex_automata::nfa::thompson::WhichCaptures;
use regex_automata::{Input, MatchKind, PatternSet, hybrid};
use regex_syntax::hir::{Hir, Look};

use super::BuildError;
use super::rule_sets::{ByTarget, RuleBits, ViewRules};

/// Above this many NFA states (all of a rule's regexes together), a rule's
/// regexes get an engine of their own instead of the shared one (as does a
/// rule that asks for one, `own_engine`). Most
/// built-in pattern rules have 100 to 650 each.
pub(super) const SHARED_ENGINE_MAX_STATES: usize = 1000;

/// A shared engine holds small rules up to this many NFA states in all,
/// then the next small rule starts another: a lazy DFA's states grow with
/// the NFA, and one engine for every small rule of a pack four times the
/// built-in one rebuilt its states on every field (its cache could not
/// hold them). The built-in pack's small rules fit in one.
pub(super) const SHARED_GROUP_MAX_STATES: usize = 10_000;

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

/// The regexes of the pattern rules, compiled.
#[derive(Debug)]
pub(crate) struct PatternTables {
    /// One engine for the rules with small automata (up to a budget of
    /// states each), one for each rule with a large one.
    pub(crate) groups: Vec<PatternGroup>,
    /// For each rule, its pattern ids (consecutive, in the rule's order).
    pub(crate) rule_patterns: Vec<Range<usize>>,
    /// For each pattern id, where it sits in the groups.
    pub(crate) slots: Vec<PatternSlot>,
    /// For each pattern id, a leftmost-first regex for its span, built the
    /// first time its group matches (most never are: rule compilation stays
    /// cheap, and a benign scan rarely needs one).
    pub(crate) single: Vec<LazyRegex>,
    /// The pattern rules that read each view, by the role of the field.
    pub(crate) by_target: ByTarget<ViewRules>,
    /// Pattern rules that read the folded view and not the raw one, by the
    /// role of the field.
    pub(crate) folded_only: ByTarget<RuleBits>,
}

/// Where a pattern sits: its group, and its index among the group's members
/// (the pattern id inside the group's engine).
#[derive(Clone, Copy, Debug)]
pub(crate) struct PatternSlot {
    pub(crate) group: usize,
    pub(crate) member: usize,
}

impl PatternTables {
    /// A pack without pattern rules.
    fn empty(by_target: ByTarget<ViewRules>, folded_only: ByTarget<RuleBits>) -> PatternTables {
        PatternTables {
            groups: Vec::new(),
            rule_patterns: Vec::new(),
            slots: Vec::new(),
            single: Vec::new(),
            by_target,
            folded_only,
        }
    }

    /// Compiles `patterns` (pattern `i` belongs to rule `pattern_rule[i]`;
    /// a rule's patterns are consecutive).
    pub(super) fn build(
        pack: &RulePack,
        patterns: &[String],
        pattern_rule: &[usize],
        by_target: ByTarget<ViewRules>,
        folded_only: ByTarget<RuleBits>,
    ) -> Result<PatternTables, BuildError> {
        if patterns.is_empty() {
            let mut empty = PatternTables::empty(by_target, folded_only);
            empty.rule_patterns = vec![0..0; pack.len()];
            return Ok(empty);
        }
        // Each pattern parsed once, so a failure names its rule; every
        // engine below is built from the parsed form. Loading the rule
        // already parsed it (most of a pack's load time): that tree is
        // reused, unless the pattern was changed after loading.
        let mut hirs = Vec::with_capacity(patterns.len());
        for (pat, &rule) in patterns.iter().zip(pattern_rule) {
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
        let mut slots = Vec::with_capacity(patterns.len());
        let mut members: Vec<Vec<usize>> = Vec::new();
        // A large rule's group is that rule alone: its NFA is already built.
        let mut built: Vec<Option<thompson::NFA>> = Vec::new();
        for (pid, &rule) in pattern_rule.iter().enumerate() {
            let g = match owner[rule] {
                Some(g) => g,
                None => {
                    let nfa = rule_nfa(&hirs, pattern_rule, rule)
                        .map_err(|e| BuildError::new(Some(&pack.rules()[rule].code), e))?;
                    let states = nfa.states().len();
                    let large = states > SHARED_ENGINE_MAX_STATES
                        || matches!(
                            pack.rules()[rule].detect,
                            Detect::Pattern {
                                own_engine: true,
                                ..
                            }
                        );
                    // Rules whose every pattern starts at the start of the
                    // text share an engine of their own: an anchored search
                    // stops within a few bytes, where mixed with unanchored
                    // patterns it would read the whole field.
                    let slot = if rule_is_start_anchored(&hirs, pattern_rule, rule) {
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
            slots.push(PatternSlot {
                group: g,
                member: members[g].len(),
            });
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
        Ok(PatternTables {
            groups,
            rule_patterns: rule_patterns(pack.len(), pattern_rule),
            slots,
            single,
            by_target,
            folded_only,
        })
    }
}

/// Per rule, the range of its pattern ids.
fn rule_patterns(rules: usize, pattern_rule: &[usize]) -> Vec<Range<usize>> {
    let mut ranges = vec![0..0; rules];
    for (pid, &rule) in pattern_rule.iter().enumerate() {
        if ranges[rule].is_empty() {
            ranges[rule] = pid..pid + 1;
        } else {
            debug_assert_eq!(ranges[rule].end, pid, "a rule's patterns are consecutive");
            ranges[rule].end = pid + 1;
        }
    }
    ranges
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
pub(super) fn rule_nfa(
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

/// A group's lazy DFA may hold this many bytes of states per NFA state
/// (at least the library's default of 2 MB, at most 16 MB): a lazy DFA
/// state lists NFA states, so a larger group needs more room for the same
/// number of states. With the default 2 MB, the shared group of the
/// built-in pack (8,555 NFA states) filled its cache twice during the first
/// pass over the benign corpus and then gave up for good: every later field
/// was asked of its halves, rebuilding their states (150 M instructions a
/// warm pass, 15% of it). It needs about 4.2 MB for the whole corpus.
const GROUP_CACHE_BYTES_PER_NFA_STATE: usize = 1024;

/// The cache capacity of a lazy DFA over `nfa` (see
/// [`GROUP_CACHE_BYTES_PER_NFA_STATE`]). The cache grows as states are
/// built: a group that needs little takes little.
fn group_cache_capacity(nfa: &thompson::NFA) -> usize {
    (nfa.states().len() * GROUP_CACHE_BYTES_PER_NFA_STATE).clamp(2 << 20, 16 << 20)
}

fn group_dfa(nfa: thompson::NFA) -> Result<hybrid::dfa::DFA, String> {
    hybrid::dfa::Builder::new()
        .configure(
            hybrid::dfa::Config::new()
                .match_kind(MatchKind::LeftmostFirst)
                .cache_capacity(group_cache_capacity(&nfa))
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
                        .cache_capacity(group_cache_capacity(self.multi.get_nfa()))
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

/// True when every pattern of `rule` can only match at the start of the
/// text (`^` in front of every alternative).
fn rule_is_start_anchored(hirs: &[Arc<Hir>], pattern_rule: &[usize], rule: usize) -> bool {
    pattern_rule
        .iter()
        .zip(hirs)
        .filter(|(r, _)| **r == rule)
        .all(|(_, hir)| hir.properties().look_set_prefix().contains(Look::Start))
}
