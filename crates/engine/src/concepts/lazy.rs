//! The automaton over the lexicon terms that are not plain ASCII, built the
//! first time a text that is not plain ASCII needs it.
//!
//! Most fields are ASCII and never read it; a scanner that meets none (a CI
//! run over one file) never builds it, and one that does builds it once,
//! whichever thread gets there first. Only the built-in lexicons are left
//! for later ([`mcpsift_rules::RulePack::has_builtin_lexicons`]): they are
//! known to build. A stranger's could fail to (terms that are suffixes of
//! each other multiply the automaton's match lists), and that must be an
//! error when the scanner is built, not a panic in a scan.

use std::sync::OnceLock;

use aho_corasick::MatchKind;
use aho_corasick::nfa::contiguous::NFA;

use crate::compile::BuildError;

/// Above this many pattern bytes the automaton is built with the tables,
/// so that a pack too large for one reports it there, not in a scan (the
/// built-in lexicons hold about 2.4 MB of such patterns; an automaton's
/// limit is some hundred times more).
const LAZY_MAX_BYTES: usize = 1 << 26;

/// Patterns and their automaton, once built.
#[derive(Debug, Default)]
pub(super) struct LazyNfa {
    /// The patterns end to end.
    bytes: Vec<u8>,
    /// Where each pattern ends in `bytes`.
    ends: Vec<usize>,
    nfa: OnceLock<Option<NFA>>,
}

impl LazyNfa {
    /// Adds a pattern; its number is the count of those added before.
    pub(super) fn push(&mut self, pattern: &str) {
        self.bytes.extend_from_slice(pattern.as_bytes());
        self.ends.push(self.bytes.len());
    }

    /// Builds the automaton now unless `known_to_build` (the built-in
    /// lexicons) and the patterns are few (see [`LAZY_MAX_BYTES`]).
    pub(super) fn finish(&mut self, known_to_build: bool) -> Result<(), BuildError> {
        if !known_to_build || self.bytes.len() > LAZY_MAX_BYTES {
            let nfa = build(self.patterns())?;
            self.nfa = OnceLock::from(nfa);
        }
        Ok(())
    }

    /// True when it holds no pattern.
    pub(super) fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The automaton over the patterns (none without patterns), built on
    /// the first call.
    pub(super) fn get(&self) -> Option<&NFA> {
        self.nfa
            .get_or_init(|| {
                build(self.patterns()).expect("the built-in lexicons' automaton builds (tested)")
            })
            .as_ref()
    }

    fn patterns(&self) -> impl Iterator<Item = &[u8]> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(&self.ends)
            .map(|(start, &end)| &self.bytes[start..end])
    }
}

/// The automaton over `patterns` (none without patterns): every occurrence
/// of each, overlapping ones included.
pub(super) fn build<'a>(
    patterns: impl Iterator<Item = &'a [u8]>,
) -> Result<Option<NFA>, BuildError> {
    let mut patterns = patterns.peekable();
    if patterns.peek().is_none() {
        return Ok(None);
    }
    NFA::builder()
        .match_kind(MatchKind::Standard)
        .prefilter(false)
        .build(patterns)
        .map(Some)
        .map_err(|e| BuildError::new(None, format!("concept automaton: {e}")))
}
