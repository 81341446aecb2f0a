//! Meaning-preserving rewrites keep every finding.
//!
//! Differential tests compare the engine with the reference scanner, but
//! both read the same rule pack, so an evasion the pack itself allows (a
//! pattern written with one literal space, defeated by two) passes them
//! unseen. Here every firing example of every pattern rule is rewritten the
//! ways an attacker would rewrite it without changing what a model reads:
//! wider or other whitespace between words, a different letter case,
//! punctuation around the text, a zero-width character, a full-width or a
//! Cyrillic lookalike letter inside a word, and (for sentence- and
//! field-scope rules) ASCII drawn as a letter: `rn` for `m`, `vv` for `w`,
//! `0` for `o`, `l` for a capital `I`. The rule must still fire, in the
//! engine and in the reference scanner.
//!
//! Item-scope concept rules (`scope = "item"`) have whole-tool examples: the
//! same rewrites are applied to the strings inside the tool (its
//! description, property descriptions, defaults, enum values, examples,
//! `outputSchema` texts), one string at a time and all at once, never to
//! the JSON syntax, the property names or schema keywords; and so are a few
//! more evasions (every letter full-width, a lookalike in every word, a
//! soft hyphen, a letter-spaced word, Markdown, an HTML comment).

use mcpsift_engine::{Scanner, example_document};
use mcpsift_reference::{RefLimits, Reference};
use mcpsift_rules::{Detect, Example, RulePack, Scope, Severity, Target};
use serde_json::Value;

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
    ("HTML bold around a word", |t| {
        in_longest_word(t, |w| format!("<b>{w}</b>"))
    }),
    ("Markdown emphasis around a word", |t| {
        in_longest_word(t, |w| format!("**{w}**"))
    }),
];

/// Further rewrites for the examples of sentence- and field-scope rules:
/// ASCII drawn to look like a letter (`systern`, `forvvard`, `pr0mpt`,
/// `lgnore`), read back by the folded view's disguised-word reading where
/// the word is one the lexicons or the model know. Item-scope concept rules
/// read the folded text alone (not the leet text nor this reading), so
/// whole-tool examples do not get these.
const PROSE_EXTRA_REWRITES: &[Rewrite] = &[
    ("rn for m in a word", |t| {
        in_longest_word(t, |w| w.replacen('m', "rn", 1))
    }),
    ("vv for w in a word", |t| {
        in_longest_word(t, |w| w.replacen('w', "vv", 1))
    }),
    ("0 for o in a word", |t| {
        in_longest_word(t, |w| w.replacen('o', "0", 1))
    }),
    ("l for a leading I", |t| {
        t.split(' ')
            .map(|w| match w.strip_prefix('I') {
                Some(rest) if rest.starts_with(|c: char| c.is_ascii_lowercase()) => {
                    format!("l{rest}")
                }
                _ => w.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }),
];

/// Further rewrites for the strings inside whole tools (item scope): the
/// evasions the held-out sets use most, applied where a payload split
/// across a tool's fields hides.
const ITEM_EXTRA_REWRITES: &[Rewrite] = &[
    ("every letter full-width", |t| {
        t.chars()
            .map(|c| match c {
                'a'..='z' => char::from_u32(c as u32 - 0x61 + 0xFF41).unwrap_or(c),
                'A'..='Z' => char::from_u32(c as u32 - 0x41 + 0xFF21).unwrap_or(c),
                _ => c,
            })
            .collect()
    }),
    ("a Cyrillic lookalike in every word", |t| {
        t.split(' ')
            .map(|w| {
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
            .collect::<Vec<_>>()
            .join(" ")
    }),
    ("soft hyphen in a word", |t| {
        in_longest_word(t, |w| insert_after_first(w, '\u{ad}'))
    }),
    ("a word letter-spaced", |t| {
        in_longest_word(t, |w| {
            w.chars().map(String::from).collect::<Vec<_>>().join(" ")
        })
    }),
    ("a word in Markdown bold", |t| {
        in_longest_word(t, |w| format!("**{w}**"))
    }),
    ("inside an HTML comment", |t| format!("<!-- {t} -->")),
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

/// Members whose string values are structure, not text a model reads as
/// prose: rewriting them would change what the tool is, not how it is
/// written.
const STRUCTURE_KEYS: &[&str] = &["type", "required", "$ref", "$schema", "format", "$id"];

/// The pointers of the strings a rewrite may touch in a whole-tool example:
/// every string value but the tool's own name and schema structure.
fn text_pointers(value: &Value, pointer: &str, key: Option<&str>, out: &mut Vec<String>) {
    if key.is_some_and(|k| STRUCTURE_KEYS.contains(&k)) {
        return;
    }
    match value {
        Value::String(_) if pointer != "/name" => out.push(pointer.to_string()),
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                // An array's items belong to its member (`enum`, `examples`).
                text_pointers(item, &format!("{pointer}/{i}"), key, out);
            }
        }
        Value::Object(members) => {
            for (k, v) in members {
                let escaped = k.replace('~', "~0").replace('/', "~1");
                text_pointers(v, &format!("{pointer}/{escaped}"), Some(k), out);
            }
        }
        _ => {}
    }
}

/// `doc` with `rewrite` applied to the strings at `pointers`, or None when
/// it changes none of them.
fn rewrite_strings(
    doc: &Value,
    pointers: &[String],
    rewrite: fn(&str) -> String,
) -> Option<String> {
    let mut out = doc.clone();
    let mut changed = false;
    for pointer in pointers {
        if let Some(Value::String(text)) = out.pointer_mut(pointer) {
            let rewritten = rewrite(text);
            if rewritten != *text {
                *text = rewritten;
                changed = true;
            }
        }
    }
    changed.then(|| out.to_string())
}

/// The whole-tool examples of item-scope concept rules that must fire.
fn firing_item_examples(pack: &RulePack) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for rule in pack.rules() {
        if !matches!(
            rule.detect,
            Detect::Concepts {
                scope: Scope::Item,
                ..
            }
        ) {
            continue;
        }
        for example in &rule.examples {
            if let (true, Some(doc)) = (example.matches, &example.document) {
                out.push((rule.code.clone(), doc.clone()));
            }
        }
    }
    out
}

#[test]
fn rewrites_inside_whole_tools_keep_item_scope_findings() {
    let pack = RulePack::builtin().expect("built-in pack");
    let engine = Scanner::new(&pack).expect("compiles");
    let reference = Reference::new(&pack, Severity::High, RefLimits::default()).expect("compiles");
    let examples = firing_item_examples(&pack);
    assert!(
        examples.len() >= 4,
        "only {} item-scope examples",
        examples.len()
    );
    let mut failures = Vec::new();
    let mut checked = 0;
    for (code, text) in &examples {
        let doc: Value = serde_json::from_str(text).expect("example document is JSON");
        // Written back (keys in another order), it must still fire: the
        // rewrites below are the only change.
        let (by_engine, by_reference) = fired(&engine, &reference, &doc.to_string());
        assert!(
            by_engine.contains(code) && by_reference.contains(code),
            "{code}: the example written back no longer fires: {doc}"
        );
        let mut pointers = Vec::new();
        text_pointers(&doc, "", None, &mut pointers);
        assert!(!pointers.is_empty(), "{code}: no text in {doc}");
        // Each string alone, then every string at once.
        let mut targets: Vec<(String, Vec<String>)> = pointers
            .iter()
            .map(|p| (p.clone(), vec![p.clone()]))
            .collect();
        targets.push(("every string".to_string(), pointers.clone()));
        for (name, rewrite) in REWRITES.iter().chain(ITEM_EXTRA_REWRITES) {
            for (target, at) in &targets {
                let Some(rewritten) = rewrite_strings(&doc, at, *rewrite) else {
                    continue;
                };
                let (by_engine, by_reference) = fired(&engine, &reference, &rewritten);
                checked += 1;
                let engine_ok = by_engine.contains(code);
                let reference_ok = by_reference.contains(code);
                if !engine_ok || !reference_ok {
                    failures.push(format!(
                        "{code} [{name}] at {target}: engine {} reference {}: {rewritten}",
                        if engine_ok { "fires" } else { "MISSES" },
                        if reference_ok { "fires" } else { "MISSES" },
                    ));
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} rewrites");
    assert_only_known_gaps(
        &failures,
        ITEM_KNOWN_GAPS,
        checked,
        "rewrites inside whole tools",
    );
}

/// Fails unless every failure (`CODE [rewrite]: …`) is a listed gap and
/// every listed gap still fails: a miss without a reason fails the test, and
/// so does a gap that no longer misses (shrink the list).
fn assert_only_known_gaps(
    failures: &[String],
    gaps: &[(&str, &str, &str)],
    checked: usize,
    what: &str,
) {
    let listed =
        |f: &String, code: &str, rewrite: &str| f.starts_with(&format!("{code} [{rewrite}]"));
    let unexplained: Vec<&str> = failures
        .iter()
        .filter(|f| {
            !gaps
                .iter()
                .any(|(code, rewrite, _)| listed(f, code, rewrite))
        })
        .map(String::as_str)
        .collect();
    let stale: Vec<_> = gaps
        .iter()
        .filter(|(code, rewrite, _)| !failures.iter().any(|f| listed(f, code, rewrite)))
        .collect();
    assert!(
        unexplained.is_empty() && stale.is_empty(),
        "{} of {checked} {what} lost their finding without a known reason:\n{}\n\
         known gaps that no longer miss (remove them): {stale:?}",
        unexplained.len(),
        unexplained.join("\n")
    );
}

/// Rewrites inside whole tools that still lose an item-scope finding, and
/// why.
const ITEM_KNOWN_GAPS: &[(&str, &str, &str)] = &[(
    "MS630",
    "a word letter-spaced",
    "`~/.aws/c r e d e n t i a l s`: the first spaced letter is glued to the path, so the fold does \
     not join the letters back into the word and the secret is lost (a letter-spaced word standing \
     alone, `c o n v e r s a t i o n`, is joined and caught)",
)];

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
        for (name, rewrite) in REWRITES.iter().chain(PROSE_EXTRA_REWRITES) {
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
    assert_only_known_gaps(&failures, KNOWN_GAPS, checked, "rewrites");
}

/// Rewrites that still lose a finding, and why. Each is a rule whose
/// literal core is shorter than an anchor may be, or a fold that does not
/// reach the rewrite.
const KNOWN_GAPS: &[(&str, &str, &str)] = &[
    // A disguised word is read only as a word the lexicons or the model
    // know: these are in neither.
    (
        "MS111",
        "rn for m in a word",
        "`irnplicitly`: `implicitly` is no lexicon or model word",
    ),
    (
        "MS174",
        "rn for m in a word",
        "`Désorrnais`: `désormais` is no lexicon or model word",
    ),
    (
        "MS509",
        "vv for w in a word",
        "`passvvd`: `passwd` is no lexicon or model word",
    ),
    (
        "MS642",
        "l for a leading I",
        "`lf`: two-letter readings are too easily met by chance (`ls`, `ln` are commands)",
    ),
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

/// A negator in a clause of its own, before or after the payload, in the
/// same sentence: negation reaches only the words of its clause, so every
/// finding stays. (Rewrites of the same kind as those above: they change
/// nothing the payload says.)
const NEGATED_CLAUSES: &[Rewrite] = &[
    ("a negated clause after it", |t| {
        format!(
            "{}, and it never takes long.",
            t.trim_end_matches(['.', ' '])
        )
    }),
    ("a negated clause after a semicolon", |t| {
        format!("{}; nothing else is needed", t.trim_end_matches(['.', ' ']))
    }),
    ("a negated clause before it", |t| {
        format!("It is not slow: {t}")
    }),
];

#[test]
fn a_negator_in_another_clause_keeps_every_finding() {
    let pack = RulePack::builtin().expect("built-in pack");
    let engine = Scanner::new(&pack).expect("compiles");
    let reference = Reference::new(&pack, Severity::High, RefLimits::default()).expect("compiles");
    let mut failures = Vec::new();
    let mut checked = 0;
    // Negation is read by concept rules alone.
    let concept_rule = |code: &str| {
        pack.get(code)
            .is_some_and(|r| matches!(r.detect, Detect::Concepts { .. }))
    };
    for (code, example) in firing_prose_examples(&pack)
        .iter()
        .filter(|(code, _)| concept_rule(code))
    {
        let text = example.text.as_deref().unwrap_or_default();
        for (name, rewrite) in NEGATED_CLAUSES {
            let mut changed = example.clone();
            changed.text = Some(rewrite(text));
            let (by_engine, by_reference) = fired(&engine, &reference, &example_document(&changed));
            checked += 1;
            if !by_engine.contains(code) || !by_reference.contains(code) {
                failures.push(format!("{code} [{name}]: {:?}", changed.text));
            }
        }
    }
    assert_only_known_gaps(
        &failures,
        NEGATED_CLAUSE_GAPS,
        checked,
        "negated-clause rewrites",
    );
}

/// Negated clauses that still lose a finding, and why.
const NEGATED_CLAUSE_GAPS: &[(&str, &str, &str)] = &[(
    "MS609",
    "a negated clause before it",
    "`Never fail to add …` after `It is not slow:`: `never` is an order word only at a sentence's \
     start, and a colon does not start one",
)];
