//! Proof that a pattern rule's anchors are required by its patterns.
//!
//! The anchor gate runs a rule's regexes only on a text that holds one of
//! the rule's anchors. A pattern with a match that contains no anchor loses
//! that match silently: an evasion no test sees, because the engine and the
//! reference scanner share the anchors. So `rules lint` proves, from each
//! pattern's syntax tree, that every string it matches holds an anchor
//! (ASCII case-insensitively, as the gate compares):
//!
//! * a literal holds an anchor when its text contains one;
//! * a concatenation, when one of its parts does, or when a run of adjacent
//!   parts with a small, finite set of spellings (literals, one letter in
//!   both cases, `(e|es)`, an optional `(s)?`) contains an anchor in every
//!   spelling; a part that can be whitespace (`\s+`, a widened space) or
//!   anything open-ended ends the run, since the gate sees the text as sent;
//! * an alternation, when every branch does;
//! * a repetition with a minimum of one or more, when its part does;
//! * nothing else (an optional part, a class of many characters).
//!
//! The folded view is lower-cased, so there a spelling with an upper-case
//! letter cannot occur and need not hold an anchor.
//!
//! When the proof fails, it shows a shortest branch of the pattern that
//! holds no anchor, as an example string.

use regex_syntax::hir::{Class, Hir, HirKind};

use crate::{Detect, Rule, View};

/// More spellings than this in a run of parts and the run is cut in two:
/// the proof stays bounded on any pattern.
const MAX_SPELLINGS: usize = 1024;
/// A class of at most this many characters is a set of spellings.
const MAX_CLASS: usize = 16;
/// At most this many alternation branches are tried in place of their
/// alternation, per pattern.
const MAX_DISTRIBUTE: usize = 1024;
/// Examples are cut at this many bytes.
const MAX_EXAMPLE: usize = 200;

/// A pattern of a rule whose matches need not contain any of its anchors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnchorGap {
    /// The pattern, as loaded (spaces widened).
    pub pattern: String,
    /// The view in which the gate would lose a match.
    pub view: View,
    /// A string of the pattern's shortest uncovered branch (lower-cased;
    /// `·` stands for one character of an open-ended class).
    pub example: String,
}

/// What the proof found for one rule.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AnchorProof {
    /// The patterns it could not prove, once per view.
    pub gaps: Vec<AnchorGap>,
    /// The anchors (as loaded) that some step of a proof relied on; an
    /// anchor not here is not needed by any pattern.
    pub used: Vec<String>,
}

impl Rule {
    /// For a pattern rule, every pattern that cannot be proven to hold an
    /// anchor in every match, once per view the rule reads; empty when all
    /// are proven (and for other kinds of rule).
    pub fn anchor_gaps(&self) -> Vec<AnchorGap> {
        self.prove_anchors().gaps
    }

    /// Proves every pattern of a pattern rule in every view it reads.
    pub fn prove_anchors(&self) -> AnchorProof {
        let Detect::Pattern {
            anchors, patterns, ..
        } = &self.detect
        else {
            return AnchorProof::default();
        };
        let mut proof = AnchorProof::default();
        let mut used = vec![false; anchors.len()];
        for pattern in patterns {
            let hir = match self.parsed_pattern(pattern) {
                Some(hir) => hir,
                None => match crate::pattern_parser().parse(pattern) {
                    Ok(hir) => std::sync::Arc::new(hir),
                    // Validation refuses a pattern that does not parse.
                    Err(_) => continue,
                },
            };
            for view in [View::Raw, View::Folded] {
                if !self.reads(view) {
                    continue;
                }
                let text = match view {
                    View::Folded => Text::Folded,
                    // A text with a non-ASCII character is folded, and the
                    // rule reads that too.
                    _ if self.reads(View::Folded) => Text::RawAsciiOnly,
                    _ => Text::Raw,
                };
                let prover = Prover::new(anchors, text);
                if let Err(example) = prover.prove(&hir) {
                    proof.gaps.push(AnchorGap {
                        pattern: pattern.clone(),
                        view,
                        example,
                    });
                }
                for (u, p) in used.iter_mut().zip(prover.used.borrow().iter()) {
                    *u |= *p;
                }
            }
        }
        proof.used = anchors
            .iter()
            .zip(used)
            .filter(|(_, u)| *u)
            .map(|(a, _)| a.clone())
            .collect();
        proof
    }
}

/// Which text a pattern is matched against, for what spellings can occur.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    /// The text as sent: any spelling.
    Raw,
    /// The text as sent, by a rule that also reads the folded view: a text
    /// with a non-ASCII character is folded and matched again, so only
    /// ASCII spellings must hold an anchor here.
    RawAsciiOnly,
    /// The folded text: lower-cased, lookalike letters turned Latin and
    /// invisible characters dropped, so a spelling with an upper-case
    /// letter, a lookalike or an invisible character never occurs.
    Folded,
}

/// Proves that every string `hir` matches in `text` contains one of
/// `anchors` (ASCII case-insensitively). On failure, returns an example of
/// the shortest branch without an anchor.
pub fn prove_anchored(hir: &Hir, anchors: &[String], text: Text) -> Result<(), String> {
    Prover::new(anchors, text).prove(hir)
}

struct Prover {
    anchors: Vec<Vec<u8>>,
    text: Text,
    /// Alternation branches tried in place so far.
    budget: std::cell::Cell<usize>,
    /// Per anchor: a proven set of spellings held it.
    used: std::cell::RefCell<Vec<bool>>,
}

/// What the proof knows about one node of the tree.
struct Info {
    /// Every string the node matches, lower-cased, when they are few.
    spellings: Option<Vec<Vec<u8>>>,
    /// Every match holds an anchor.
    covered: bool,
    /// A short match, one without an anchor when there is one.
    example: Vec<u8>,
}

impl Info {
    fn exact(mut spellings: Vec<Vec<u8>>, prover: &Prover) -> Info {
        spellings.sort();
        spellings.dedup();
        let covered = prover.all_anchored(&spellings);
        let example = prover.example_of(&spellings);
        Info {
            spellings: Some(spellings),
            covered,
            example,
        }
    }

    fn or_spellings(self, spellings: Option<Vec<Vec<u8>>>) -> Info {
        Info { spellings, ..self }
    }

    fn open(covered: bool, example: Vec<u8>) -> Info {
        Info {
            spellings: None,
            covered,
            example,
        }
    }
}

impl Prover {
    fn new(anchors: &[String], text: Text) -> Prover {
        Prover {
            // An empty anchor never gates anything.
            anchors: anchors
                .iter()
                .map(|a| a.to_ascii_lowercase().into_bytes())
                .collect(),
            text,
            budget: std::cell::Cell::new(0),
            used: std::cell::RefCell::new(vec![false; anchors.len()]),
        }
    }

    fn prove(&self, hir: &Hir) -> Result<(), String> {
        let info = self.info(hir);
        if info.covered {
            return Ok(());
        }
        let mut example = String::from_utf8_lossy(&info.example).into_owned();
        if example.len() > MAX_EXAMPLE {
            let mut cut = MAX_EXAMPLE;
            while !example.is_char_boundary(cut) {
                cut -= 1;
            }
            example.truncate(cut);
            example.push('…');
        }
        Err(example)
    }

    fn has_anchor(&self, s: &[u8]) -> bool {
        self.anchors.iter().any(|a| contains(s, a))
    }

    /// A spelling the text can hold and the gate must see (see [`Text`]).
    fn possible(&self, s: &[u8]) -> bool {
        match self.text {
            Text::Raw => true,
            Text::RawAsciiOnly => s.is_ascii(),
            Text::Folded => match std::str::from_utf8(s) {
                Ok(text) => !text.chars().any(|c| {
                    (c.is_uppercase() && c.to_lowercase().ne(std::iter::once(c)))
                        || (!c.is_ascii() && mcpsift_unicode::lookalike(c).is_some())
                        || mcpsift_unicode::is_fold_removed(c)
                }),
                Err(_) => true,
            },
        }
    }

    fn all_anchored(&self, spellings: &[Vec<u8>]) -> bool {
        let all = spellings
            .iter()
            .filter(|s| self.possible(s))
            .all(|s| self.has_anchor(s));
        if all {
            let mut used = self.used.borrow_mut();
            for s in spellings.iter().filter(|s| self.possible(s)) {
                for (u, a) in used.iter_mut().zip(&self.anchors) {
                    *u |= contains(s, a);
                }
            }
        }
        all
    }

    /// The shortest possible spelling without an anchor, else the shortest.
    fn example_of(&self, spellings: &[Vec<u8>]) -> Vec<u8> {
        spellings
            .iter()
            .filter(|s| self.possible(s) && !self.has_anchor(s))
            .min_by_key(|s| (s.len(), s.as_slice() != b" "))
            .or_else(|| {
                spellings
                    .iter()
                    .min_by_key(|s| (s.len(), s.as_slice() != b" "))
            })
            .cloned()
            .unwrap_or_default()
    }

    fn info(&self, hir: &Hir) -> Info {
        match hir.kind() {
            HirKind::Empty | HirKind::Look(_) => Info::exact(vec![Vec::new()], self),
            HirKind::Literal(lit) => Info::exact(vec![lit.0.to_ascii_lowercase()], self),
            HirKind::Class(class) => self.class(class),
            HirKind::Capture(cap) => self.info(&cap.sub),
            HirKind::Repetition(rep) => {
                let sub = self.info(&rep.sub);
                if rep.max == Some(0) {
                    return Info::exact(vec![Vec::new()], self);
                }
                if rep.min == 0 {
                    if rep.max == Some(1)
                        && let Some(mut spellings) = sub.spellings
                    {
                        spellings.push(Vec::new());
                        return Info::exact(spellings, self);
                    }
                    // Zero times, or once where once is what lacks an anchor.
                    let example = if sub.covered { Vec::new() } else { sub.example };
                    return Info::open(false, example);
                }
                if rep.min == 1
                    && rep.max == Some(1)
                    && let Some(spellings) = sub.spellings
                {
                    return Info::exact(spellings, self);
                }
                let mut example = Vec::new();
                for _ in 0..rep.min.min(8) {
                    example.extend_from_slice(&sub.example);
                }
                Info::open(sub.covered, example)
            }
            HirKind::Alternation(branches) => {
                let infos: Vec<Info> = branches.iter().map(|b| self.info(b)).collect();
                let covered = infos.iter().all(|i| i.covered);
                if infos.iter().all(|i| i.spellings.is_some()) {
                    let total: usize = infos
                        .iter()
                        .map(|i| i.spellings.as_ref().map_or(0, Vec::len))
                        .sum();
                    if total <= MAX_SPELLINGS {
                        let all = infos
                            .into_iter()
                            .flat_map(|i| i.spellings.unwrap_or_default());
                        return Info::exact(all.collect(), self);
                    }
                }
                let example = infos
                    .iter()
                    .filter(|i| !i.covered || covered)
                    .map(|i| &i.example)
                    .min_by_key(|e| e.len())
                    .cloned()
                    .unwrap_or_default();
                Info::open(covered, example)
            }
            HirKind::Concat(parts) => {
                let mut flat: Vec<&Hir> = Vec::new();
                flatten(parts, &mut flat);
                self.concat(&flat)
            }
        }
    }

    fn class(&self, class: &Class) -> Info {
        let mut chars: Vec<Vec<u8>> = Vec::new();
        let mut count = 0usize;
        match class {
            Class::Bytes(bytes) => {
                for r in bytes.iter() {
                    count += usize::from(r.end() - r.start()) + 1;
                    if count > 2 * MAX_CLASS {
                        break;
                    }
                    chars.extend((r.start()..=r.end()).map(|b| vec![b.to_ascii_lowercase()]));
                }
            }
            Class::Unicode(unicode) => {
                for r in unicode.iter() {
                    count += (r.end() as usize) - (r.start() as usize) + 1;
                    if count > 2 * MAX_CLASS {
                        break;
                    }
                    for c in r.start()..=r.end() {
                        let mut buf = [0; 4];
                        chars.push(c.encode_utf8(&mut buf).as_bytes().to_ascii_lowercase());
                    }
                }
            }
        }
        chars.sort();
        chars.dedup();
        if count <= 2 * MAX_CLASS && chars.len() <= MAX_CLASS {
            return Info::exact(chars, self);
        }
        // An open class: show one character of it that is not a letter.
        let example = representative(class);
        Info::open(false, example)
    }

    fn concat(&self, parts: &[&Hir]) -> Info {
        let info = self.concat_runs(parts);
        if info.covered {
            return info;
        }
        // The parser factors common prefixes out of alternations (`you are|
        // you're` becomes `you( are|'re)`), which splits a run; so try each
        // branch of an alternation in its place, within a budget.
        // (Only an open one: a finite one is already part of a run.)
        let Some(at) = parts.iter().position(|p| {
            matches!(uncaptured(p).kind(), HirKind::Alternation(b) if b.len() <= 32)
                && self.info(p).spellings.is_none()
        }) else {
            return info;
        };
        let HirKind::Alternation(branches) = uncaptured(parts[at]).kind() else {
            return info;
        };
        let spent = self.budget.get();
        if spent.saturating_add(branches.len()) > MAX_DISTRIBUTE {
            return info;
        }
        self.budget.set(spent + branches.len());
        let mut shortest: Option<Vec<u8>> = None;
        for branch in branches {
            let mut flat: Vec<&Hir> = parts[..at].to_vec();
            flatten(std::slice::from_ref(branch), &mut flat);
            flat.extend_from_slice(&parts[at + 1..]);
            let branch_info = self.concat(&flat);
            if !branch_info.covered
                && shortest
                    .as_ref()
                    .is_none_or(|s| branch_info.example.len() < s.len())
            {
                shortest = Some(branch_info.example);
            }
        }
        match shortest {
            None => Info {
                covered: true,
                ..info
            },
            Some(example) => Info::open(false, example).or_spellings(info.spellings),
        }
    }

    fn concat_runs(&self, parts: &[&Hir]) -> Info {
        let infos: Vec<Info> = parts.iter().map(|p| self.info(p)).collect();
        let mut covered = infos.iter().any(|i| i.covered);
        let mut example = Vec::new();
        // The spellings of the current run of finite parts.
        let mut run: Option<Vec<Vec<u8>>> = None;
        let mut whole: Option<Vec<Vec<u8>>> = Some(vec![Vec::new()]);
        let close = |run: &mut Option<Vec<Vec<u8>>>, covered: &mut bool, example: &mut Vec<u8>| {
            if let Some(spellings) = run.take() {
                if self.all_anchored(&spellings) {
                    *covered = true;
                }
                example.extend(self.example_of(&spellings));
            }
        };
        for info in &infos {
            match &info.spellings {
                Some(spellings) => {
                    let next = match run.take() {
                        None => Some(spellings.clone()),
                        Some(prefixes) => product(&prefixes, spellings),
                    };
                    match next {
                        Some(next) => run = Some(next),
                        None => {
                            // Too many spellings: cut the run here.
                            let mut prefixes = run.take();
                            close(&mut prefixes, &mut covered, &mut example);
                            run = Some(spellings.clone());
                        }
                    }
                    whole = whole.and_then(|w| product(&w, spellings));
                }
                None => {
                    close(&mut run, &mut covered, &mut example);
                    example.extend_from_slice(&info.example);
                    whole = None;
                }
            }
        }
        close(&mut run, &mut covered, &mut example);
        match whole {
            Some(spellings) => {
                let mut info = Info::exact(spellings, self);
                info.covered |= covered;
                info
            }
            None => Info::open(covered, example),
        }
    }
}

/// The parts of a concatenation, with groups of concatenations opened up
/// (`a(bc)d` is the run `a`, `b`, `c`, `d`).
fn flatten<'h>(parts: &'h [Hir], out: &mut Vec<&'h Hir>) {
    for part in parts {
        match part.kind() {
            HirKind::Concat(inner) => flatten(inner, out),
            HirKind::Capture(cap) if matches!(cap.sub.kind(), HirKind::Concat(_)) => {
                if let HirKind::Concat(inner) = cap.sub.kind() {
                    flatten(inner, out);
                }
            }
            _ => out.push(part),
        }
    }
}

/// True when `anchor` occurs in `s` (an empty anchor never does).
fn contains(s: &[u8], anchor: &[u8]) -> bool {
    !anchor.is_empty() && anchor.len() <= s.len() && s.windows(anchor.len()).any(|w| w == anchor)
}

/// `hir` without the groups around it.
fn uncaptured(mut hir: &Hir) -> &Hir {
    while let HirKind::Capture(cap) = hir.kind() {
        hir = &cap.sub;
    }
    hir
}

/// Every `a` followed by every `b`, or `None` past [`MAX_SPELLINGS`].
fn product(a: &[Vec<u8>], b: &[Vec<u8>]) -> Option<Vec<Vec<u8>>> {
    if a.len().saturating_mul(b.len()) > MAX_SPELLINGS {
        return None;
    }
    let mut out = Vec::with_capacity(a.len() * b.len());
    for x in a {
        for y in b {
            let mut s = x.clone();
            s.extend_from_slice(y);
            out.push(s);
        }
    }
    out.sort();
    out.dedup();
    Some(out)
}

/// One character an open class matches, preferring a space, then other
/// punctuation, then anything printable; `·` when it has none of those.
fn representative(class: &Class) -> Vec<u8> {
    let has = |b: u8| match class {
        Class::Bytes(bytes) => bytes.iter().any(|r| r.start() <= b && b <= r.end()),
        Class::Unicode(unicode) => unicode
            .iter()
            .any(|r| r.start() <= char::from(b) && char::from(b) <= r.end()),
    };
    let preferred = std::iter::once(b' ')
        .chain((b'!'..=b'~').filter(|b| !b.is_ascii_alphanumeric()))
        .chain(b'0'..=b'9')
        .chain(b'a'..=b'z');
    match preferred.into_iter().find(|b| has(*b)) {
        Some(b) => vec![b],
        None => "·".as_bytes().to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{pattern_parser, widen_spaces};

    fn prove(pattern: &str, anchors: &[&str]) -> Result<(), String> {
        let hir = pattern_parser().parse(&widen_spaces(pattern)).unwrap();
        let anchors: Vec<String> = anchors.iter().map(|a| a.to_string()).collect();
        prove_anchored(&hir, &anchors, Text::Raw)
    }

    #[test]
    fn a_literal_holding_an_anchor_is_proven() {
        assert_eq!(
            prove(r"\bignore previous instructions\b", &["previous"]),
            Ok(())
        );
        assert_eq!(prove("IGNORE", &["ignore"]), Ok(()));
        assert_eq!(prove("ignore", &["IGNORE"]), Ok(()));
    }

    #[test]
    fn a_pattern_without_its_anchor_is_refused_with_an_example() {
        assert_eq!(
            prove(r"\bdisregard previous\b", &["ignore"]),
            Err("disregard previous".into())
        );
    }

    #[test]
    fn an_alternation_needs_every_branch() {
        assert_eq!(
            prove("(ignore|disregard) all", &["ignore", "disregard"]),
            Ok(())
        );
        assert_eq!(
            prove("(ignore|disregard|forget) all", &["ignore", "disregard"]),
            Err("forget all".into())
        );
        // The shortest uncovered branch is shown.
        assert_eq!(
            prove("(ignore|forget everything|skip) now", &["ignore"]),
            Err("skip now".into())
        );
    }

    #[test]
    fn suffix_groups_join_the_run_before_them() {
        assert_eq!(
            prove(r"\boverrid(e|es|ing)\b", &["override"]),
            Err("overriding".into())
        );
        assert_eq!(prove(r"\boverrid(e|es)\b", &["override"]), Ok(()));
        assert_eq!(prove(r"\bdisabl(e|ed|ing)?\b", &["disabl"]), Ok(()));
        assert_eq!(
            prove(r"\bpass(word|phrase)s?\b", &["password"]),
            Err("passphrase".into())
        );
    }

    #[test]
    fn an_optional_group_does_not_cover() {
        assert_eq!(
            prove("(ignore )?previous", &["ignore"]),
            Err("previous".into())
        );
        assert_eq!(prove("x(ignore)*y", &["ignore"]), Err("xy".into()));
        assert_eq!(prove("x(ignore){0,2}y", &["ignore"]), Err("xy".into()));
        assert_eq!(prove("x(ignore)+y", &["ignore"]), Ok(()));
        assert_eq!(
            prove("x(ignore|skip){2}y", &["ignore"]),
            Err("xskipskipy".into())
        );
    }

    #[test]
    fn case_insensitive_classes_count_as_the_letter() {
        assert_eq!(prove("[Ii]gnore", &["ignore"]), Ok(()));
        assert_eq!(prove("(?i)IgNoRe", &["ignore"]), Ok(()));
        // A class of two different letters is two spellings.
        assert_eq!(prove("[iy]gnore", &["ignore"]), Err("ygnore".into()));
        // An open class breaks the run.
        assert_eq!(prove(r"ig\w*nore", &["ignore"]), Err("ig_nore".into()));
    }

    #[test]
    fn widened_spaces_break_the_run_the_gate_reads() {
        // Anchors lose their spaces on load; the gate reads the text as
        // sent, where a widened space may be two spaces, a tab or nothing.
        assert_eq!(prove("api key", &["api key"]), Err("api key".into()));
        assert_eq!(prove("api ?key", &["apikey"]), Err("api key".into()));
        assert_eq!(prove("do not tell", &["tell"]), Ok(()));
        assert_eq!(
            prove("ignore[ -]?previous", &["ignoreprevious"]),
            Err("ignore previous".into())
        );
    }

    #[test]
    fn the_folded_view_has_no_upper_case() {
        let hir = pattern_parser().parse(&widen_spaces("не говори")).unwrap();
        let anchors = vec!["говори".to_string()];
        assert!(prove_anchored(&hir, &anchors, Text::Raw).is_err());
        assert_eq!(prove_anchored(&hir, &anchors, Text::Folded), Ok(()));
        // Written with a Latin `o`, as the folded view spells it.
        let hir = pattern_parser().parse(&widen_spaces("гoвopи")).unwrap();
        let anchors = vec!["гoвopи".to_string()];
        assert_eq!(prove_anchored(&hir, &anchors, Text::Folded), Ok(()));
        assert!(prove_anchored(&hir, &anchors, Text::Raw).is_err());
        assert_eq!(prove_anchored(&hir, &anchors, Text::RawAsciiOnly), Ok(()));
    }

    #[test]
    fn the_builtin_pack_is_proven() {
        let pack = crate::RulePack::builtin().unwrap();
        let gaps: Vec<String> = pack
            .rules()
            .iter()
            .flat_map(|r| {
                r.anchor_gaps()
                    .into_iter()
                    .map(move |g| format!("{} {:?} {:?}", r.code, g.view, g.example))
            })
            .collect();
        assert!(gaps.is_empty(), "{}", gaps.join("\n"));
    }
}
