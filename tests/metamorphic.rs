//! Meaning-preserving rewrites keep every finding.
//!
//! Differential tests compare the engine with the reference scanner, but
//! both read the same rule pack, so an evasion the pack itself allows (a
//! pattern written with one literal space, defeated by two) passes them
//! unseen. Here every firing example of every pattern rule is rewritten the
//! ways an attacker would rewrite it without changing what a model reads:
//! wider or other whitespace between words, a different letter case,
//! punctuation around the text, a zero-width character, a full-width or a
//! Cyrillic lookalike letter inside a word. The rule must still fire, in the
//! engine and in the reference scanner.

use mcpsift_engine::{Scanner, example_document};
use mcpsift_reference::{RefLimits, Reference};
use mcpsift_rules::{Detect, Example, RulePack, Severity, Target};

/// A rewrite and its name, for the failure list.
type Rewrite = (&'static str, fn(&str) -> String);

const REWRITES: &[Rewrite] = &[
    ("two spaces", |t| t.replace(' ', "  ")),
    ("tab", |t| t.replace(' ', "\t")),
    ("a line break mid-text", |t| replace_middle_space(t, "\n")),
    ("no-break space", |t| t.replace(' ', "\u{a0}")),
    ("upper case", |t| t.to_uppercase()),
    ("title case", title_case),
    ("quoted", |t| format!("\u{201c}{t}\u{201d}!")),
    ("zero-width space in a word", |t| {
        in_longest_word(t, |w| insert_after_first(w, '\u{200b}'))
    }),
    ("full-width letter", |t| {
        in_longest_word(t, |w| {
            replace_first(
                w,
                |c| c.is_ascii_lowercase(),
                |c| char::from_u32(c as u32 - 0x61 + 0xFF41).unwrap(),
            )
        })
    }),
    ("Cyrillic lookalike", |t| {
        in_longest_word(t, |w| {
            replace_first(
                w,
                |c| matches!(c, 'a' | 'e' | 'o' | 'p' | 'c'),
                |c| match c {
                    'a' => 'а',
                    'e' => 'е',
                    'o' => 'о',
                    'p' => 'р',
                    _ => 'с',
                },
            )
        })
    }),
];

/// `text` with the space nearest its middle replaced by `with`: a hard wrap.
fn replace_middle_space(text: &str, with: &str) -> String {
    let middle = text.len() / 2;
    match text
        .match_indices(' ')
        .map(|(i, _)| i)
        .min_by_key(|i| i.abs_diff(middle))
    {
        Some(at) => format!("{}{with}{}", &text[..at], &text[at + 1..]),
        None => text.to_string(),
    }
}

fn title_case(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at_start = true;
    for c in text.chars() {
        if at_start {
            out.extend(c.to_uppercase());
        } else {
            out.push(c);
        }
        at_start = c == ' ';
    }
    out
}

/// Applies `edit` to the longest run of ASCII letters (the word a rule most
/// likely anchors on).
fn in_longest_word(text: &str, edit: impl Fn(&str) -> String) -> String {
    let mut best = (0, 0);
    let mut start = None;
    for (i, c) in text
        .char_indices()
        .chain(std::iter::once((text.len(), ' ')))
    {
        match (c.is_ascii_alphabetic(), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                if i - s > best.1 - best.0 {
                    best = (s, i);
                }
                start = None;
            }
            _ => {}
        }
    }
    if best.1 - best.0 < 3 {
        return text.to_string();
    }
    format!(
        "{}{}{}",
        &text[..best.0],
        edit(&text[best.0..best.1]),
        &text[best.1..]
    )
}

fn insert_after_first(word: &str, c: char) -> String {
    let mut out = String::new();
    for (i, ch) in word.chars().enumerate() {
        out.push(ch);
        if i == 0 {
            out.push(c);
        }
    }
    out
}

fn replace_first(word: &str, which: impl Fn(char) -> bool, to: impl Fn(char) -> char) -> String {
    let mut done = false;
    word.chars()
        .map(|c| {
            if !done && which(c) {
                done = true;
                to(c)
            } else {
                c
            }
        })
        .collect()
}

/// The examples the rewrites apply to: text a pattern rule fires on, in a
/// prose field (names and keys are identifiers, where a space is already
/// an oddity).
fn firing_prose_examples(pack: &RulePack) -> Vec<(String, Example)> {
    let mut out = Vec::new();
    for rule in pack.rules() {
        if !matches!(
            rule.detect,
            Detect::Pattern { .. } | Detect::Concepts { .. }
        ) {
            continue;
        }
        for example in &rule.examples {
            let prose = matches!(example.field, Target::Prose | Target::SchemaText);
            if example.matches && example.text.is_some() && prose {
                out.push((rule.code.clone(), example.clone()));
            }
        }
    }
    out
}

/// Rules that `engine` and `reference` report for the document.
fn fired(engine: &Scanner, reference: &Reference, doc: &str) -> (Vec<String>, Vec<String>) {
    let mut scratch = engine.scratch();
    let engine_codes = engine
        .scan_document(doc.as_bytes(), &mut scratch)
        .map(|r| {
            r.items
                .iter()
                .flat_map(|i| i.findings.iter().map(|f| f.code.to_string()))
                .collect()
        })
        .unwrap_or_default();
    let reference_codes = reference
        .scan_document(doc.as_bytes())
        .map(|items| {
            items
                .iter()
                .flat_map(|i| i.findings.iter().map(|f| f.code.to_string()))
                .collect()
        })
        .unwrap_or_default();
    (engine_codes, reference_codes)
}

#[test]
fn meaning_preserving_rewrites_keep_every_finding() {
    let pack = RulePack::builtin().expect("built-in pack");
    let engine = Scanner::new(&pack).expect("compiles");
    let reference = Reference::new(&pack, Severity::High, RefLimits::default()).expect("compiles");
    let examples = firing_prose_examples(&pack);
    assert!(examples.len() > 100, "only {} examples", examples.len());
    let mut failures = Vec::new();
    let mut checked = 0;
    for (code, example) in &examples {
        let text = example.text.as_deref().unwrap_or_default();
        for (name, rewrite) in REWRITES {
            let rewritten = rewrite(text);
            if rewritten == text {
                continue;
            }
            let mut changed = example.clone();
            changed.text = Some(rewritten.clone());
            let doc = example_document(&changed);
            let (by_engine, by_reference) = fired(&engine, &reference, &doc);
            checked += 1;
            let engine_ok = by_engine.contains(code);
            let reference_ok = by_reference.contains(code);
            if !engine_ok || !reference_ok {
                failures.push(format!(
                    "{code} [{name}] engine {} reference {}: {rewritten:?}",
                    if engine_ok { "fires" } else { "MISSES" },
                    if reference_ok { "fires" } else { "MISSES" },
                ));
            }
        }
    }
    // Known gaps, each with its reason. A miss not listed here fails the
    // test; so does a listed gap that no longer misses (shrink the list).
    let mut unexplained = Vec::new();
    for failure in &failures {
        if !KNOWN_GAPS
            .iter()
            .any(|(code, rewrite, _)| failure.starts_with(&format!("{code} [{rewrite}]")))
        {
            unexplained.push(failure.clone());
        }
    }
    let stale: Vec<_> = KNOWN_GAPS
        .iter()
        .filter(|(code, rewrite, _)| {
            !failures
                .iter()
                .any(|f| f.starts_with(&format!("{code} [{rewrite}]")))
        })
        .collect();
    assert!(
        unexplained.is_empty() && stale.is_empty(),
        "{} of {checked} rewrites lost their finding without a known reason:\n{}\n\
         known gaps that no longer miss (remove them): {stale:?}",
        unexplained.len(),
        unexplained.join("\n")
    );
}

/// Rewrites that still lose a finding, and why. Each is a rule whose
/// literal core is shorter than an anchor may be, or a fold that does not
/// reach the rewrite.
const KNOWN_GAPS: &[(&str, &str, &str)] = &[
    (
        "MS101",
        "quoted",
        "a quote glued to a letter-spaced payload hides its first letter from the squashed view",
    ),
    ("MS104", "quoted", "as MS101"),
    ("MS108", "quoted", "as MS101"),
    // (The Cyrillic upper-case gaps of MS170, MS172 and MS174 and the
    // spaced `rm  -rf` of MS506 closed once `rules lint` proved the anchors.)
    (
        "MS506",
        "quoted",
        "the rule reads a whole argument value; quotes around it make it another value",
    ),
    (
        "MS507",
        "two spaces",
        "`' or` has no whitespace-free piece of three characters to anchor on: the pattern spells its spaces \\x20, as the gate reads them",
    ),
    ("MS507", "tab", "as above"),
    ("MS507", "a line break mid-text", "as above"),
];
