//! The detectors, one plain function per rule kind, and the per-field order
//! in which they run.
//!
//! Each rule is reported at most once per field, in the first view that
//! shows it: raw, then folded (which exists to catch an evasion, not to
//! repeat a raw hit), then decoded (text recovered from an encoding: it
//! reports what the encoding hid, not what the field already says).

use std::collections::HashSet;
use std::sync::Arc;

use mcpsift_rules::{Allow, Detect, KnownWords, Rule, RulePack, Severity, Target, TargetSet, View};
use mcpsift_unicode::{
    BLACK_FLAG, CANCEL_TAG, SUBDIVISION_TAGS, is_cjk_ideograph, is_confusable_in_name, is_emoji,
    is_emoji_modifier, is_joining_script, is_subdivision_tag, is_unspaced_script,
    is_variation_selector, is_virama, takes_presentation_selector,
};
use regex::bytes::{Regex, RegexBuilder};

use crate::classifier::ClassifierCheck;
use crate::concepts::{ConceptCheck, Negation};
use crate::decode::{decodings, tag_run};
use crate::fields::Field;
use crate::fold::{Folded, fold, fold_identifier, leet, pre_collapse, read_disguised, squash};
use crate::pattern::{pattern_match, snap_to_chars};

/// A rule ready to run.
#[derive(Debug)]
pub(crate) struct Compiled {
    pub code: String,
    pub severity: Severity,
    pub targets: TargetSet,
    pub reads_raw: bool,
    pub reads_folded: bool,
    pub check: Check,
}

/// What a compiled rule does.
#[derive(Debug)]
pub(crate) enum Check {
    Chars {
        ranges: Vec<(char, char)>,
        allow: Vec<Allow>,
        decode_tags: bool,
    },
    Base64 {
        min_len: usize,
        ignore_hex: bool,
        require_mixed: bool,
        require_text: bool,
    },
    ConfusableName,
    CopiesWellKnown(mcpsift_rules::CopyKind),
    MixedScriptWord,
    DuplicateKey,
    Padding {
        min_spaces: usize,
        min_newlines: usize,
    },
    /// Decided from the whole manifest (mcpsift-context), not from a field.
    ManifestContext,
    /// Concepts found together.
    Concepts(ConceptCheck),
    /// A learned model over the whole item (`classifier`).
    Classifier(Box<ClassifierCheck>),
    Pattern {
        /// Lower-cased ASCII anchors.
        anchors: Vec<Vec<u8>>,
        /// In file order.
        regexes: Vec<Regex>,
        /// Phrases for the squashed text.
        squashed: Vec<String>,
        /// The frame lexicon's terms (`mentions`): matches inside a
        /// quotation it introduces are passed over.
        frame: Option<Vec<mcpsift_rules::Term>>,
    },
}

/// One hit, before it is turned into a public finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Hit {
    pub rule: usize,
    pub view: View,
    pub span: (usize, usize),
}

impl Compiled {
    pub(crate) fn new(
        rule: &Rule,
        pack: &RulePack,
        negation: Option<&Arc<Negation>>,
    ) -> Result<Compiled, String> {
        let lexicons = pack.lexicons();
        let check = match &rule.detect {
            Detect::Chars {
                allow, decode_tags, ..
            } => Check::Chars {
                ranges: rule.char_ranges(),
                allow: allow.clone(),
                decode_tags: *decode_tags,
            },
            Detect::Base64Run {
                min_len,
                ignore_hex,
                require_mixed,
                require_text,
            } => Check::Base64 {
                min_len: *min_len,
                ignore_hex: *ignore_hex,
                require_mixed: *require_mixed,
                require_text: *require_text,
            },
            Detect::ConfusableName => Check::ConfusableName,
            Detect::CopiesWellKnown { by } => Check::CopiesWellKnown(*by),
            Detect::MixedScriptWord => Check::MixedScriptWord,
            Detect::DuplicateKey => Check::DuplicateKey,
            Detect::HostileServer { .. } | Detect::NameCollision => Check::ManifestContext,
            Detect::Classifier {
                model,
                min_score,
                honest_below,
                spares,
            } => {
                let mut check = ClassifierCheck::new(
                    pack.model(model).ok_or_else(|| {
                        format!("{}: model {model} is not in the pack", rule.code)
                    })?,
                    *min_score,
                    lexicons,
                    pack.models(),
                );
                check.honest_below = *honest_below;
                check.lowerable = mcpsift_rules::honest_lowerable(pack.rules(), spares);
                Check::Classifier(Box::new(check))
            }
            Detect::Concepts {
                scope,
                all,
                none,
                mentions,
            } => Check::Concepts(
                ConceptCheck::new(*scope, all, none, lexicons, negation.cloned())
                    .map_err(|e| format!("{}: {e}", rule.code))?
                    .with_frame(
                        mcpsift_rules::frame_terms(mentions, lexicons)
                            .map_err(|e| format!("{}: {e}", rule.code))?,
                    ),
            ),
            Detect::Padding {
                min_spaces,
                min_newlines,
            } => Check::Padding {
                min_spaces: *min_spaces,
                min_newlines: *min_newlines,
            },
            Detect::Pattern {
                anchors,
                patterns,
                squashed,
                // Which engine runs a regex changes no match.
                own_engine: _,
                mentions,
                // The patterns arrive with their fragments expanded.
                fragments: _,
            } => {
                let mut regexes = Vec::new();
                for pattern in patterns {
                    let regex = RegexBuilder::new(pattern)
                        .case_insensitive(true)
                        .unicode(false)
                        .build()
                        .map_err(|e| format!("{}: pattern {pattern:?}: {e}", rule.code))?;
                    regexes.push(regex);
                }
                Check::Pattern {
                    anchors: anchors
                        .iter()
                        .map(|a| a.to_ascii_lowercase().into_bytes())
                        .collect(),
                    regexes,
                    squashed: squashed.clone(),
                    frame: mcpsift_rules::frame_terms(mentions, pack.lexicons())
                        .map_err(|e| format!("{}: {e}", rule.code))?,
                }
            }
        };
        Ok(Compiled {
            code: rule.code.clone(),
            severity: rule.severity,
            targets: rule.targets,
            reads_raw: rule.reads(View::Raw),
            reads_folded: rule.reads(View::Folded),
            check,
        })
    }

    fn applies_to(&self, role: Target) -> bool {
        self.targets.contains(role)
    }
}

/// Every hit in one field, in order: chars, confusable names, base64 runs,
/// whitespace padding, patterns on the raw view, then on the folded view (the
/// folded text, for names and keys the identifier fold, the leet text of the
/// last, its disguised-word reading with `known`'s words), squashed phrases,
/// and patterns on each decoded text (`decode`) in its raw and folded views.
pub(crate) fn scan_field(rules: &[Compiled], known: &KnownWords, field: &Field) -> Vec<Hit> {
    let text = field.text.as_str();
    let mut hits = Vec::new();
    let mut reported: HashSet<usize> = HashSet::new();

    for (r, rule) in rules.iter().enumerate() {
        let Check::Chars {
            ranges,
            allow,
            decode_tags,
        } = &rule.check
        else {
            continue;
        };
        if !rule.applies_to(field.role) || !rule.reads_raw {
            continue;
        }
        let counts = |at: usize, c: char| {
            ranges.iter().any(|&(lo, hi)| lo <= c && c <= hi) && !legitimate(allow, text, at, c)
        };
        if *decode_tags {
            // The hidden sentence is rescanned with the other decoded texts.
            if let Some((span, _)) = tag_run(text, counts) {
                report(
                    &mut hits,
                    &mut reported,
                    Hit {
                        rule: r,
                        view: View::Raw,
                        span,
                    },
                );
            }
        } else if let Some(span) = first_char_run(text, counts) {
            report(
                &mut hits,
                &mut reported,
                Hit {
                    rule: r,
                    view: View::Raw,
                    span,
                },
            );
        }
    }

    // The other character-level checks, one kind after another.
    let mut raw_check = |find: &dyn Fn(&Check) -> Option<(usize, usize)>| {
        for (r, rule) in rules.iter().enumerate() {
            if rule.applies_to(field.role)
                && rule.reads_raw
                && let Some(span) = find(&rule.check)
            {
                report(
                    &mut hits,
                    &mut reported,
                    Hit {
                        rule: r,
                        view: View::Raw,
                        span,
                    },
                );
            }
        }
    };
    if field.role == Target::Name {
        raw_check(&|check| match check {
            Check::ConfusableName => confusable_name(text),
            Check::CopiesWellKnown(kind) => mcpsift_context::copies_well_known(text)
                .filter(|copy| copy.is(*kind))
                .map(|_| (0, text.len())),
            _ => None,
        });
    }
    raw_check(&|check| match check {
        Check::MixedScriptWord => mixed_script_word(text),
        _ => None,
    });
    raw_check(&|check| match *check {
        Check::Base64 {
            min_len,
            ignore_hex,
            require_mixed,
            require_text,
        } => base64_run(text, min_len, ignore_hex, require_mixed, require_text),
        _ => None,
    });
    raw_check(&|check| match *check {
        Check::Padding {
            min_spaces,
            min_newlines,
        } => padding_run(text, min_spaces, min_newlines),
        _ => None,
    });

    for (r, rule) in rules.iter().enumerate() {
        if rule.applies_to(field.role) && rule.reads_raw && !reported.contains(&r) {
            if let Some((start, end)) = pattern_match(rule, text) {
                report(
                    &mut hits,
                    &mut reported,
                    Hit {
                        rule: r,
                        view: View::Raw,
                        span: snap_to_chars(text, start, end),
                    },
                );
            }
        }
    }

    // The folded texts, in the order they are tried.
    let identifier = matches!(field.role, Target::Name | Target::SchemaKey | Target::Key);
    // The derived texts (identifier, leet, squashed) read the field's
    // first MiB only, as the engine's do.
    let mut cut = text.len().min(1 << 20);
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let head = &text[..cut];
    // The text the leet text is read from, kept: concept rules read the
    // leet text only where it differs from it.
    let mut leet_source = String::new();
    let leet_at;
    let folded_texts: Vec<Folded> = {
        let mut texts = vec![fold(text)];
        if identifier {
            texts.push(fold_identifier(head));
        }
        let last = if identifier || head.len() == text.len() {
            texts.last().cloned().unwrap_or_else(|| fold(head))
        } else {
            fold(head)
        };
        leet_source.clone_from(&last.text);
        let read = read_disguised(&last, known);
        leet_at = texts.len();
        texts.push(leet(&last));
        texts.extend(read);
        texts
    };
    for (r, rule) in rules.iter().enumerate() {
        if matches!(rule.check, Check::Pattern { .. })
            && rule.applies_to(field.role)
            && rule.reads_folded
            && !reported.contains(&r)
        {
            for folded in &folded_texts {
                if let Some((start, end)) = pattern_match(rule, &folded.text) {
                    report(
                        &mut hits,
                        &mut reported,
                        Hit {
                            rule: r,
                            view: View::Folded,
                            span: folded.raw_span(text, start, end),
                        },
                    );
                    break;
                }
            }
        }
    }

    // Concept rules read the prose fold of the whole field.
    for (r, rule) in rules.iter().enumerate() {
        let Check::Concepts(check) = &rule.check else {
            continue;
        };
        if !rule.applies_to(field.role) || reported.contains(&r) {
            continue;
        }
        let folded = &folded_texts[0];
        if let Some((start, end)) = check.fire(&folded.text) {
            report(
                &mut hits,
                &mut reported,
                Hit {
                    rule: r,
                    view: View::Folded,
                    span: folded.raw_span(text, start, end),
                },
            );
        }
    }

    // Then the leet text, where it differs from the text it came from, and
    // the disguised-word reading, where there is one.
    let leet_text = &folded_texts[leet_at];
    if leet_text.text != leet_source {
        concepts_on(rules, field, leet_text, &mut hits, &mut reported);
    }
    if let Some(read) = folded_texts.get(leet_at + 1) {
        concepts_on(rules, field, read, &mut hits, &mut reported);
    }

    if let Some(squashed) = squash(&pre_collapse(head, identifier)) {
        for (r, rule) in rules.iter().enumerate() {
            let Check::Pattern {
                squashed: phrases, ..
            } = &rule.check
            else {
                continue;
            };
            if !rule.applies_to(field.role) || !rule.reads_folded || reported.contains(&r) {
                continue;
            }
            // The leftmost occurrence of any phrase; the longest one there.
            let best = phrases
                .iter()
                .filter_map(|p| squashed.text.find(p.as_str()).map(|at| (at, p.len())))
                .min_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
            if let Some((at, len)) = best {
                report(
                    &mut hits,
                    &mut reported,
                    Hit {
                        rule: r,
                        view: View::Folded,
                        span: squashed.raw_span(text, at, at + len),
                    },
                );
            }
        }
        concepts_on(rules, field, &squashed, &mut hits, &mut reported);
    }

    // Every decoded text, in order, for the pattern rules not yet reported.
    let tag_text = |s: &str| {
        tag_run(s, |at, c| {
            rules.iter().any(|rule| match &rule.check {
                Check::Chars {
                    ranges,
                    allow,
                    decode_tags: true,
                } => {
                    rule.applies_to(field.role)
                        && rule.reads_raw
                        && ranges.iter().any(|&(lo, hi)| lo <= c && c <= hi)
                        && !legitimate(allow, s, at, c)
                }
                _ => false,
            })
        })
    };
    for (span, decoded) in decodings(text, &tag_text) {
        let folded = fold(&decoded);
        for (r, rule) in rules.iter().enumerate() {
            if !matches!(rule.check, Check::Pattern { .. })
                || !rule.applies_to(field.role)
                || reported.contains(&r)
            {
                continue;
            }
            let raw_hit = rule.reads_raw && pattern_match(rule, &decoded).is_some();
            let folded_hit = rule.reads_folded && pattern_match(rule, &folded.text).is_some();
            if raw_hit || folded_hit {
                report(
                    &mut hits,
                    &mut reported,
                    Hit {
                        rule: r,
                        view: View::Decoded,
                        span,
                    },
                );
            }
        }
        // The payload's concepts, on its folded text.
        for (r, rule) in rules.iter().enumerate() {
            let Check::Concepts(check) = &rule.check else {
                continue;
            };
            if rule.applies_to(field.role)
                && !reported.contains(&r)
                && check.fire(&folded.text).is_some()
            {
                report(
                    &mut hits,
                    &mut reported,
                    Hit {
                        rule: r,
                        view: View::Decoded,
                        span,
                    },
                );
            }
        }
    }
    hits
}

/// The concept rules not yet reported on a text derived from the field
/// (its leet or squashed text), reported as the folded view.
fn concepts_on(
    rules: &[Compiled],
    field: &Field,
    derived: &Folded,
    hits: &mut Vec<Hit>,
    reported: &mut HashSet<usize>,
) {
    for (r, rule) in rules.iter().enumerate() {
        let Check::Concepts(check) = &rule.check else {
            continue;
        };
        if !rule.applies_to(field.role) || reported.contains(&r) {
            continue;
        }
        if let Some((start, end)) = check.fire(&derived.text) {
            report(
                hits,
                reported,
                Hit {
                    rule: r,
                    view: View::Folded,
                    span: derived.raw_span(&field.text, start, end),
                },
            );
        }
    }
}

/// The first whitespace run (by `char::is_whitespace`) that is followed by
/// more text and has a stretch of `min_spaces` characters without a line
/// break, or `min_newlines` line breaks (`\r\n` is one).
fn padding_run(text: &str, min_spaces: usize, min_newlines: usize) -> Option<(usize, usize)> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].1.is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].1.is_whitespace() {
            i += 1;
        }
        if i == chars.len() {
            return None; // nothing after it
        }
        let run: Vec<char> = chars[start..i].iter().map(|&(_, c)| c).collect();
        let is_break = |k: usize| match run[k] {
            '\n' | '\u{0B}' | '\u{0C}' | '\u{85}' | '\u{2028}' | '\u{2029}' => true,
            '\r' => run.get(k + 1) != Some(&'\n'),
            _ => false,
        };
        let breaks = (0..run.len()).filter(|&k| is_break(k)).count();
        let longest = run
            .split(|c| {
                matches!(
                    c,
                    '\n' | '\r' | '\u{0B}' | '\u{0C}' | '\u{85}' | '\u{2028}' | '\u{2029}'
                )
            })
            .map(<[char]>::len)
            .max()
            .unwrap_or(0);
        if longest >= min_spaces || breaks >= min_newlines {
            return Some((chars[start].0, chars[i].0));
        }
    }
    None
}

/// Records `hit` unless its rule was already reported in this set.
fn report(hits: &mut Vec<Hit>, reported: &mut HashSet<usize>, hit: Hit) {
    if reported.insert(hit.rule) {
        hits.push(hit);
    }
}

/// The first character that counts, extended over the characters right
/// after it that also count.
fn first_char_run(text: &str, counts: impl Fn(usize, char) -> bool) -> Option<(usize, usize)> {
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if !counts(at, c) {
            continue;
        }
        let mut end = at + c.len_utf8();
        while let Some(&(next_at, next)) = chars.peek() {
            if !counts(next_at, next) {
                break;
            }
            end = next_at + next.len_utf8();
            chars.next();
        }
        return Some((at, end));
    }
    None
}

/// Whether `c`, at byte `at` of `text`, is ordinary text in one of the
/// contexts the rule allows. Written from the definitions on
/// `mcpsift_rules::Allow`, by looking at the characters around `c`.
fn legitimate(allow: &[Allow], text: &str, at: usize, c: char) -> bool {
    let before: Vec<char> = text[..at].chars().collect();
    let after: Vec<char> = text[at + c.len_utf8()..].chars().collect();
    let prev = before.last().copied();
    let next = after.first().copied();
    for a in allow {
        let ok = match a {
            Allow::LeadingBom => c == '\u{FEFF}' && at == 0,
            Allow::EmojiZwj => {
                c == '\u{200D}'
                    && matches!(prev, Some(p) if is_emoji(p) || is_emoji_modifier(p) || p == '\u{FE0F}')
                    && matches!(next, Some(n) if is_emoji(n))
            }
            Allow::JoiningScript => {
                let joiner = c == '\u{200C}' || c == '\u{200D}';
                let between_letters = matches!(prev, Some(p) if is_joining_script(p))
                    && matches!(next, Some(n) if is_joining_script(n));
                // After a virama, whatever follows, unless it is another
                // zero-width character.
                let after_virama = matches!(prev, Some(p) if is_virama(p))
                    && !matches!(
                        next,
                        Some('\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}')
                    );
                joiner && (between_letters || after_virama)
            }
            Allow::UnspacedScript => {
                c == '\u{200B}'
                    && matches!(prev, Some(p) if is_unspaced_script(p))
                    && matches!(next, Some(n) if is_unspaced_script(n))
            }
            Allow::EmojiPresentation => {
                (c == '\u{FE0E}' || c == '\u{FE0F}')
                    && matches!(prev, Some(p) if takes_presentation_selector(p))
            }
            Allow::IdeographicVariation => {
                is_variation_selector(c)
                    && matches!(prev, Some(p) if is_cjk_ideograph(p))
                    && !matches!(next, Some(n) if is_variation_selector(n))
            }
            Allow::Hyphenation => {
                // The whole word around c: letters and soft hyphens.
                let in_word = |t: &char| t.is_alphabetic() || *t == '\u{AD}';
                let word: Vec<char> = before
                    .iter()
                    .rev()
                    .take_while(|t| in_word(t))
                    .chain(after.iter().take_while(|t| in_word(t)))
                    .copied()
                    .collect();
                let letters = word.iter().filter(|t| t.is_alphabetic()).count();
                c == '\u{AD}'
                    && matches!(prev, Some(p) if p.is_alphabetic())
                    && matches!(next, Some(n) if n.is_alphabetic())
                    && letters >= mcpsift_rules::HYPHENATED_WORD_LETTERS
            }
            Allow::SubdivisionFlag => {
                // The whole sequence around c: flag, tags, cancel tag.
                let is_part = |t: char| is_subdivision_tag(t) || t == CANCEL_TAG;
                if !is_part(c) {
                    false
                } else {
                    let tags_before = before
                        .iter()
                        .rev()
                        .take_while(|t| is_subdivision_tag(**t))
                        .count();
                    let flag_before = before.len() > tags_before
                        && before[before.len() - 1 - tags_before] == BLACK_FLAG;
                    let mut sequence: Vec<char> = before[before.len() - tags_before..].to_vec();
                    sequence.push(c);
                    sequence.extend(after.iter().take_while(|t| is_part(**t)));
                    let tags = sequence
                        .iter()
                        .take_while(|t| is_subdivision_tag(**t))
                        .count();
                    flag_before
                        && sequence.get(tags) == Some(&CANCEL_TAG)
                        && SUBDIVISION_TAGS.contains(&tags)
                        && sequence[..tags].iter().all(|t| is_subdivision_tag(*t))
                }
            }
        };
        if ok {
            return true;
        }
    }
    false
}

/// The first confusable character of a name, unless the name is written
/// wholly in another script (no ASCII letter, and a letter that impersonates
/// nothing): such a name is foreign, not a forgery.
fn confusable_name(name: &str) -> Option<(usize, usize)> {
    if name.is_ascii() {
        return None;
    }
    let (at, c) = name
        .char_indices()
        .find(|&(_, c)| is_confusable_in_name(c))?;
    let ascii_letter = name.chars().any(|c| c.is_ascii_alphabetic());
    let foreign = name
        .chars()
        .any(|c| !c.is_ascii() && c.is_alphabetic() && !is_confusable_in_name(c));
    if !ascii_letter && foreign {
        return None;
    }
    Some((at, at + c.len_utf8()))
}

/// The first word (split at every non-letter) that has an ASCII letter and
/// a Cyrillic or Greek lookalike of one.
fn mixed_script_word(text: &str) -> Option<(usize, usize)> {
    let mut words: Vec<(usize, usize)> = Vec::new();
    let mut start = None;
    for (at, ch) in text.char_indices() {
        match (ch.is_alphabetic(), start) {
            (true, None) => start = Some(at),
            (false, Some(s)) => {
                words.push((s, at));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        words.push((s, text.len()));
    }
    words.into_iter().find(|&(s, e)| {
        let word = &text[s..e];
        word.chars().any(|c| c.is_ascii_alphabetic())
            && word.chars().any(mcpsift_unicode::is_script_lookalike)
    })
}

fn is_base64_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'+' || b == b'/'
}

/// The first base64-alphabet run (up to two `=` of padding) passing every filter.
fn base64_run(
    text: &str,
    min_len: usize,
    ignore_hex: bool,
    require_mixed: bool,
    require_text: bool,
) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if !is_base64_byte(bytes[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && is_base64_byte(bytes[i]) {
            i += 1;
        }
        let run = &bytes[start..i];
        let padding = bytes[i..]
            .iter()
            .take(2)
            .take_while(|&&b| b == b'=')
            .count();
        let len = run.len() + padding;
        if len < min_len {
            continue;
        }
        if ignore_hex && is_hex_run(run) {
            continue;
        }
        if require_mixed
            && !(run.iter().any(u8::is_ascii_uppercase)
                && run.iter().any(u8::is_ascii_lowercase)
                && run.iter().any(u8::is_ascii_digit))
        {
            continue;
        }
        if require_text && !decodes_to_text(run) {
            continue;
        }
        return Some((start, start + len));
    }
    None
}

fn is_hex_run(run: &[u8]) -> bool {
    let digits = match run {
        [b'0', b'x' | b'X', rest @ ..] => rest,
        _ => run,
    };
    run.iter().all(u8::is_ascii_hexdigit) || digits.iter().all(u8::is_ascii_hexdigit)
}

/// True when, at one of the first four offsets, the run's whole groups of
/// four decode to at least 12 bytes, at least 90% of them printable.
fn decodes_to_text(run: &[u8]) -> bool {
    (0..run.len().min(4)).any(|k| {
        let rest = &run[k..];
        let whole = rest.len() / 4 * 4;
        let decoded = decode_base64(&rest[..whole]);
        let printable = decoded
            .iter()
            .filter(|&&b| (0x20..=0x7e).contains(&b) || matches!(b, b'\t' | b'\n' | b'\r'))
            .count();
        decoded.len() >= 12 && printable * 10 >= decoded.len() * 9
    })
}

/// Standard base64 of whole groups of four alphabet characters.
fn decode_base64(groups: &[u8]) -> Vec<u8> {
    let value = |b: u8| -> u32 {
        match b {
            b'A'..=b'Z' => u32::from(b - b'A'),
            b'a'..=b'z' => u32::from(b - b'a') + 26,
            b'0'..=b'9' => u32::from(b - b'0') + 52,
            b'+' => 62,
            _ => 63,
        }
    };
    let mut out = Vec::new();
    for group in groups.chunks_exact(4) {
        let n = group.iter().fold(0u32, |acc, &b| (acc << 6) | value(b));
        out.extend_from_slice(&[(n >> 16) as u8, (n >> 8) as u8, n as u8]);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_filters() {
        let b = |t: &str| base64_run(t, 20, true, true, true);
        assert_eq!(
            b("x aWdub3JlIHByZXZpb3VzIGluc3RydWN0aW9ucw== y"),
            Some((2, 42))
        );
        assert_eq!(
            b("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            None
        );
        assert_eq!(b("0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"), None);
        assert_eq!(b("getRepositoryContentsByPathAndReference2"), None);
        assert_eq!(
            b("iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAABmJLR0QA"),
            None
        );
        // Glued to a word: a later alignment decodes.
        assert_eq!(b("xaWdub3JlIHByZXZpb3VzIGluc3RydWN0aW9ucw"), Some((0, 39)));
        // Without the filters, any long run counts.
        assert_eq!(
            base64_run("abcdefghij", 8, false, false, false),
            Some((0, 10))
        );
        assert_eq!(base64_run("abcdef==", 8, false, false, false), Some((0, 8)));
        assert_eq!(base64_run("abcdef===", 9, false, false, false), None);
    }

    #[test]
    fn mixed_script_words() {
        assert_eq!(mixed_script_word("read p\u{430}ssword now"), Some((5, 14)));
        assert_eq!(mixed_script_word("iPhone и Android"), None);
        assert_eq!(mixed_script_word("\u{3bb}x and \u{394}T"), None);
    }

    #[test]
    fn confusable_names() {
        assert_eq!(confusable_name("re\u{0430}d_file"), Some((2, 4)));
        assert_eq!(confusable_name("\u{FF52}ead"), Some((0, 3)));
        assert_eq!(confusable_name("read_file"), None);
        assert_eq!(confusable_name("\u{67E5}\u{8BE2}"), None);
        // All Cyrillic: foreign text, not a forgery.
        assert_eq!(confusable_name("\u{043F}\u{0440}\u{0438}"), None);
        // Only lookalikes: a forgery even without ASCII letters.
        assert_eq!(confusable_name("\u{0440}\u{0435}_1"), Some((0, 2)));
    }

    #[test]
    fn char_runs_extend_over_neighbours() {
        let counts = |_: usize, c: char| c == '\u{200B}' || c == '\u{200C}';
        assert_eq!(
            first_char_run("a\u{200B}\u{200C}b\u{200B}", counts),
            Some((1, 7))
        );
        assert_eq!(first_char_run("ab", counts), None);
    }

    #[test]
    fn tag_runs_decode_with_spaces_between_runs() {
        let counts = |_: usize, c: char| ('\u{E0000}'..='\u{E007F}').contains(&c);
        let text = "a\u{E0068}\u{E0069}b\u{E0021}\u{E007F}";
        let (span, decoded) = tag_run(text, counts).expect("tags");
        assert_eq!(span, (1, text.len()));
        assert_eq!(decoded, "hi !");
        assert_eq!(tag_run("plain", counts), None);
    }
}
