//! The pattern rules on one text: the anchor gate, the rule groups' engines,
//! and the per-pattern regex that finds a match's span.

use mcpsift_rules::{Target, View};
use regex_automata::meta::{Cache, Regex};
use regex_automata::{Input, Match};

use super::Scanner;
use super::spans::{clip, snap};
use super::walk::{ItemWalk, render_pointer};
use crate::compile::{PatternSlot, RuleBits, Verifier};
use crate::fold::Folded;
use crate::outcome::Finding;

/// What the anchor gate says about one field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Hit {
    /// No anchor: no pattern rule can fire on the raw view.
    None,
    /// Anchors of at most these rules.
    Rules(RuleBits),
    /// Unknown: find out with the anchor automaton.
    Any,
}

impl Hit {
    /// The rules to try, as a `Pass::anchored`: `None` when the anchor
    /// automaton must say (or, for `Hit::None`, when nothing is to be tried).
    pub(super) fn rules(self) -> Option<RuleBits> {
        match self {
            Hit::Rules(bits) => Some(bits),
            Hit::None | Hit::Any => None,
        }
    }
}

/// One pattern pass over a text: which view it is, the field's role, the
/// rules it may report, and how its spans map back to the raw field.
#[derive(Clone, Copy)]
pub(super) struct Pass<'a> {
    pub(super) view: View,
    pub(super) role: Target,
    pub(super) rules: RuleBits,
    /// The rules that may have an anchor in the text, from the document
    /// gate (a superset, each match is then confirmed against the rule's own
    /// anchors); `None`: find out with the anchor automaton.
    pub(super) anchored: Option<RuleBits>,
    pub(super) map: SpanMap<'a>,
}

/// How a match in the searched text maps back to the raw field.
#[derive(Clone, Copy)]
pub(super) enum SpanMap<'a> {
    /// The searched text is the raw field.
    Identity,
    /// The searched text is the folded view of the raw field.
    Folded(&'a Folded<'a>, &'a str),
    /// The searched text was decoded from this raw span.
    Fixed((usize, usize)),
    /// The searched text is the folded view of a text (the second) decoded
    /// from this raw span.
    FoldedDecoded(&'a Folded<'a>, &'a str, (usize, usize)),
}

impl Scanner {
    /// One pass over a field for every anchor of every pattern rule: a
    /// field whose text holds no anchor cannot match a pattern rule in its
    /// raw view. The text is the decoded string, so JSON escapes cannot hide
    /// an anchor. Folded and decoded views are matched regardless: folding
    /// can create an anchor.
    pub(super) fn anchor_gate(&self, walk: &mut ItemWalk<'_, '_, '_>, text: &str) -> Hit {
        if self.exhaustive {
            return Hit::Any;
        }
        // The gate exists exactly when the pack has anchors.
        let c = &self.compiled;
        let (Some(gate), Some(cache)) = (&c.anchors.gate, walk.work.gate_cache.as_mut()) else {
            return Hit::None;
        };
        if text.len() < gate.shortest {
            return Hit::None;
        }
        // Every start position, overlaps included (a field's rules are those
        // of every anchor in it): after each match, the search resumes one
        // byte after where it started.
        let mut rules = RuleBits::EMPTY;
        let mut at = 0;
        loop {
            let input = Input::new(text).range(at..);
            match gate.dfa.try_search_fwd(cache, &input) {
                Ok(Some(m)) => {
                    let pid = m.pattern().as_usize();
                    rules.or_assign(gate.rules[pid]);
                    at = m.offset() - gate.lens[pid] + 1;
                }
                Ok(None) => break,
                // A DFA without quit bytes gives up only if its cache
                // thrashes (not configured); if it did, every rule is tried.
                Err(_) => return Hit::Any,
            }
        }
        if rules.is_empty() {
            Hit::None
        } else {
            Hit::Rules(rules)
        }
    }

    /// The rules of `pass` on `hay`: each rule group's engine probes `hay`
    /// at most once, the first time one of its rules is present.
    pub(super) fn match_patterns(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        hay: &str,
        pass: Pass<'_>,
        reported: &mut RuleBits,
    ) {
        walk.work.group_probed.fill(false);
        self.match_patterns_probed(walk, hay, pass, reported);
    }

    /// [`Scanner::match_patterns`] on the `hay` of the last call (same
    /// text): the groups it probed are not probed again (a plain ASCII
    /// field's folded-only rules read its raw text, as its raw rules did).
    pub(super) fn match_patterns_again(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        hay: &str,
        pass: Pass<'_>,
        reported: &mut RuleBits,
    ) {
        self.match_patterns_probed(walk, hay, pass, reported);
    }

    /// [`Scanner::match_patterns`], with `group_probed` saying which groups
    /// already probed `hay`.
    fn match_patterns_probed(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        hay: &str,
        pass: Pass<'_>,
        reported: &mut RuleBits,
    ) {
        let Pass {
            view,
            role,
            rules,
            anchored,
            map,
        } = pass;
        let c = &self.compiled;
        let Some(anchors) = &c.anchors.all else {
            return;
        };
        let eligible = rules.and_not(*reported);
        if eligible.is_empty() {
            return;
        }
        // Which rules have an anchor here, so which engines run: the anchor
        // gate says (already run on a raw view; on folded and decoded text,
        // run now). Its bits are a superset, so a match is then confirmed
        // against the rule's own anchors (`confirm`), rarely needed. An
        // exhaustive scanner asks the anchor automaton instead.
        let (present, confirm) = match anchored {
            Some(bits) => (bits, true),
            None => match self.anchor_gate(walk, hay) {
                Hit::None => return,
                Hit::Rules(bits) => (bits, true),
                Hit::Any => {
                    let mut present = RuleBits::EMPTY;
                    for m in anchors.find_overlapping_iter(hay) {
                        present.or_assign(c.anchors.rules_of[m.pattern().as_usize()]);
                    }
                    (present, false)
                }
            },
        };
        let present = present.and(eligible);
        if present.is_empty() {
            return;
        }
        // Each group runs at most once, the first time one of its present
        // rules asks: which of its patterns may match? Most fields stop there.
        // The quoted mentions of this text under the frame they were read
        // with, found the first time a rule with a frame matches (rarely:
        // most fields match no rule); a rule with another frame reads anew.
        let mut mentions: Option<FrameMentions<'_>> = None;
        for rule in present.iter() {
            // A rule's patterns all sit in one group.
            let patterns = c.patterns.rule_patterns[rule].clone();
            let Some(&PatternSlot { group: g, .. }) = c.patterns.slots.get(patterns.start) else {
                continue;
            };
            let work = &mut walk.work.groups[g];
            if !walk.work.group_probed[g] {
                c.patterns.groups[g].probe(&c.patterns.single, work, hay);
                walk.work.group_probed[g] = true;
            }
            if !work.any()
                || (confirm
                    && !c.anchors.per_rule[rule]
                        .as_ref()
                        .is_some_and(|ac| ac.is_match(hay)))
            {
                continue;
            }
            let frame = match &c.rules[rule].verifier {
                Verifier::Pattern { mentions } => mentions.as_deref(),
                _ => None,
            };
            for pid in patterns {
                if !walk.work.groups[g].possible(c.patterns.slots[pid].member) {
                    continue;
                }
                let regex = c.patterns.single[pid].get();
                let cache =
                    walk.work.single_caches[pid].get_or_insert_with(|| regex.create_cache());
                let Some(m) = first_use(regex, cache, hay, frame, &mut mentions) else {
                    continue;
                };
                reported.set(rule);
                let (span, evidence) = match map {
                    SpanMap::Identity => {
                        let (s, e) = snap(hay, m.start(), m.end());
                        ((s, e), clip(hay, s, e))
                    }
                    SpanMap::Folded(folded, raw) => {
                        let (s, e) = folded.raw_span(raw, m.start(), m.end());
                        ((s, e), clip(raw, s, e))
                    }
                    SpanMap::Fixed(span) => {
                        let (s, e) = snap(hay, m.start(), m.end());
                        (span, clip(hay, s, e))
                    }
                    SpanMap::FoldedDecoded(folded, decoded, span) => {
                        let (s, e) = folded.raw_span(decoded, m.start(), m.end());
                        (span, clip(decoded, s, e))
                    }
                };
                self.emit(walk, rule, role, view, span, evidence);
                break;
            }
        }
    }

    pub(super) fn emit(
        &self,
        walk: &mut ItemWalk<'_, '_, '_>,
        rule: usize,
        role: Target,
        view: View,
        span: (usize, usize),
        evidence: &str,
    ) {
        let r = &self.compiled.rules[rule];
        walk.work.findings.push(Finding {
            rule_index: rule,
            code: r.code.clone(),
            name: r.name.clone(),
            severity: r.severity,
            preview: r.preview,
            pointer: render_pointer(walk.tape, &walk.work.path),
            role,
            view,
            span,
            evidence: evidence.to_string(),
            points: 0,
        });
    }
}

/// A text's quoted mentions and the frame they were read with.
type FrameMentions<'f> = (&'f [mcpsift_rules::Term], Vec<(usize, usize)>);

/// The leftmost-first match of `regex` in `hay`, or with a `frame`, the
/// first one that is not a quoted mention ([`mcpsift_rules::quoted_mentions`],
/// kept in `mentions` for the next rule with the same frame). Later matches are searched for
/// as the reference's `find_at` does: from the end of the last one (one
/// character on after an empty one, [`mcpsift_rules::next_search`]), the
/// text before it kept as context.
fn first_use<'f>(
    regex: &Regex,
    cache: &mut Cache,
    hay: &str,
    frame: Option<&'f [mcpsift_rules::Term]>,
    mentions: &mut Option<FrameMentions<'f>>,
) -> Option<Match> {
    let mut at = 0;
    loop {
        let m = regex.search_with(cache, &Input::new(hay).range(at..))?;
        let Some(frame) = frame else {
            return Some(m);
        };
        if mentions
            .as_ref()
            .is_none_or(|(read, _)| !std::ptr::eq(*read, frame))
        {
            *mentions = Some((frame, mcpsift_rules::quoted_mentions(hay, frame)));
        }
        let found = mentions
            .as_ref()
            .map_or(&[][..], |(_, found)| found.as_slice());
        if !mcpsift_rules::is_mentioned(found, (m.start(), m.end())) {
            return Some(m);
        }
        at = mcpsift_rules::next_search(hay, m.start(), m.end());
        if at > hay.len() {
            return None;
        }
    }
}
