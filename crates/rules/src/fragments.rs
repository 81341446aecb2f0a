//! Named regex fragments: an alternation written once in a rule's
//! `[detect.fragments]` table and used in its patterns as `{name}`.
//!
//! A multilingual rule says "a verb of disregarding" in several patterns;
//! pasted, the alternation drifts apart between copies (a verb form added to
//! one pattern and not the next). Written once and named, it cannot. A
//! reference is `{` + a name of lower-case letters, digits and `_` + `}`,
//! outside a character class and not the braces of an escape (`\p{Greek}`,
//! `\b{start}`): in regex syntax that text is never valid (a counted
//! repetition holds digits only), so nothing a pattern meant before can be
//! read as a reference. Expansion wraps the body in a non-capturing group
//! (unless it already is one), so a fragment of alternatives never leaks its
//! `|` into the pattern around it.
//! Fragments may use earlier-defined or later-defined fragments, not
//! themselves.

use std::collections::{BTreeMap, BTreeSet};

use crate::widen_spaces;

/// How deep fragments may nest (a fragment using a fragment using …).
pub const MAX_FRAGMENT_DEPTH: usize = 8;

/// The longest a pattern may grow by expansion. Nesting multiplies: a rule
/// pack from a stranger could name a fragment four times in each of eight
/// levels, so expansion stops here rather than build the text first.
pub const MAX_EXPANDED_BYTES: usize = 64 * 1024;

/// The shortest pasted alternation [`pasted_alternations`] reports.
pub const PASTED_MIN_LEN: usize = 40;

/// Expands the fragments of a rule's `patterns` in place; the error says
/// which pattern names an unknown fragment, or which fragment is wrong.
pub fn expand_patterns(
    patterns: &mut [String],
    fragments: &BTreeMap<String, String>,
) -> Result<(), String> {
    if fragments.is_empty() && !patterns.iter().any(|p| p.contains('{')) {
        return Ok(());
    }
    if let Some(bad) = fragments.keys().find(|name| !is_name(name)) {
        return Err(format!(
            "fragment name {bad:?} must be lower-case letters, digits and _, starting with a letter"
        ));
    }
    let mut used: BTreeSet<String> = BTreeSet::new();
    for text in patterns.iter().chain(fragments.values()) {
        used.extend(Pieces::of(text).filter_map(|p| match p {
            Piece::Reference(name) => Some(name.to_string()),
            Piece::Text(_) => None,
        }));
    }
    for (number, pattern) in patterns.iter_mut().enumerate() {
        *pattern = expand_fragments(pattern, fragments)
            .map_err(|e| format!("pattern {}: {e}", number + 1))?;
    }
    match fragments.keys().find(|name| !used.contains(name.as_str())) {
        Some(unused) => Err(format!(
            "fragment {unused:?} is used by no pattern; write {{{unused}}} where it belongs or remove it"
        )),
        None => Ok(()),
    }
}

/// `pattern` with every `{name}` replaced by its fragment, or what is wrong.
pub fn expand_fragments(
    pattern: &str,
    fragments: &BTreeMap<String, String>,
) -> Result<String, String> {
    expand(pattern, fragments, &mut Vec::new())
}

/// Alternation groups (`(?:a|b|…)`, at least [`PASTED_MIN_LEN`] bytes) that
/// occur more than once in a rule's loaded `patterns` (expanded and
/// widened) and are not where a fragment was expanded: copies a rule author
/// should name once. Returns each group with its number of copies, longest
/// first.
pub fn pasted_alternations(
    patterns: &[String],
    fragments: &BTreeMap<String, String>,
) -> Vec<(String, usize)> {
    let mut expansions: Vec<String> = fragments
        .keys()
        .filter_map(|name| expand_fragments(&format!("{{{name}}}"), fragments).ok())
        .map(|e| widen_spaces(&e))
        .collect();
    expansions.sort_by_key(|e| std::cmp::Reverse(e.len()));
    let own: Vec<String> = patterns
        .iter()
        .map(|pattern| {
            expansions.iter().fold(pattern.clone(), |text, e| {
                text.replace(e.as_str(), "\u{FFFC}")
            })
        })
        .collect();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for group in own.iter().flat_map(|text| alternation_groups(text)) {
        if group.len() >= PASTED_MIN_LEN {
            *counts.entry(group).or_default() += 1;
        }
    }
    let repeated: Vec<(&str, usize)> = counts.into_iter().filter(|&(_, n)| n > 1).collect();
    // A copy inside a longer copy is the same paste: report the outer one.
    let mut pasted: Vec<(String, usize)> = repeated
        .iter()
        .filter(|(g, n)| {
            !repeated
                .iter()
                .any(|(o, m)| o.len() > g.len() && m >= n && o.contains(g))
        })
        .map(|&(g, n)| (g.to_string(), n))
        .collect();
    pasted.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then(a.0.cmp(&b.0)));
    pasted
}

/// The bytes of `text` that are regex syntax: outside escapes (with their
/// own braces: `\p{Greek}`, `\b{start}`) and outside character classes (a
/// `]` first in a class is a literal). Every reader of pattern structure
/// here goes through it, so they agree on what is syntax.
fn syntax(text: &str) -> impl Iterator<Item = (usize, u8)> + '_ {
    let bytes = text.as_bytes();
    let mut class_depth = 0usize;
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < bytes.len() {
            let at = i;
            match bytes[at] {
                b'\\' => {
                    let escape = bytes.get(at + 1).copied();
                    i = at + 2;
                    if bytes.get(i) == Some(&b'{') && escape_takes_braces(escape, &bytes[i + 1..]) {
                        i = bytes[i..]
                            .iter()
                            .position(|&b| b == b'}')
                            .map_or(bytes.len(), |k| i + k + 1);
                    }
                }
                b'[' => {
                    class_depth += 1;
                    i = at + 1;
                    if bytes.get(i) == Some(&b'^') {
                        i += 1;
                    }
                    if bytes.get(i) == Some(&b']') {
                        i += 1;
                    }
                }
                b']' if class_depth > 0 => {
                    class_depth -= 1;
                    i = at + 1;
                }
                _ if class_depth > 0 => i = at + 1,
                b => {
                    i = at + 1;
                    return Some((at, b));
                }
            }
        }
        None
    })
}

/// Every `(?:…)` group of `text` with a `|` at its own level.
fn alternation_groups(text: &str) -> Vec<&str> {
    let mut open: Vec<(usize, bool)> = Vec::new();
    let mut groups = Vec::new();
    for (at, b) in syntax(text) {
        match b {
            b'(' => open.push((at, false)),
            b'|' => {
                if let Some(last) = open.last_mut() {
                    last.1 = true;
                }
            }
            b')' => {
                if let Some((start, true)) = open.pop()
                    && text[start..].starts_with("(?:")
                {
                    groups.push(&text[start..=at]);
                }
            }
            _ => {}
        }
    }
    groups
}

/// True when `text` is one non-capturing group from its first byte to its last.
fn is_one_group(text: &str) -> bool {
    if !text.starts_with("(?:") {
        return false;
    }
    let mut depth = 0usize;
    for (at, b) in syntax(text) {
        match b {
            b'(' => depth += 1,
            b')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return at == text.len() - 1;
                }
            }
            _ => {}
        }
    }
    false
}

/// What a fragment's body turns into where it is used.
fn fragment_expansion(body: &str) -> String {
    if is_one_group(body) {
        body.to_string()
    } else {
        format!("(?:{body})")
    }
}

fn expand(
    text: &str,
    fragments: &BTreeMap<String, String>,
    stack: &mut Vec<String>,
) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    for piece in Pieces::of(text) {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Reference(name) => out.push_str(&expand_one(name, fragments, stack)?),
        }
        if out.len() > MAX_EXPANDED_BYTES {
            return Err(format!(
                "fragments expand to more than {MAX_EXPANDED_BYTES} bytes; name shorter alternations \
                 or use a fragment fewer times"
            ));
        }
    }
    Ok(out)
}

fn expand_one(
    name: &str,
    fragments: &BTreeMap<String, String>,
    stack: &mut Vec<String>,
) -> Result<String, String> {
    let Some(body) = fragments.get(name) else {
        return Err(format!(
            "{{{name}}} names no fragment: define it under [detect.fragments] \
             (a literal brace is written \\{{)"
        ));
    };
    if stack.iter().any(|n| n == name) {
        return Err(format!(
            "fragment {name:?} uses itself ({} → {name})",
            stack.join(" → ")
        ));
    }
    if stack.len() >= MAX_FRAGMENT_DEPTH {
        return Err(format!(
            "fragments nest deeper than {MAX_FRAGMENT_DEPTH} ({} → {name})",
            stack.join(" → ")
        ));
    }
    stack.push(name.to_string());
    let body = expand(body, fragments, stack);
    stack.pop();
    Ok(fragment_expansion(&body?))
}

/// A piece of pattern text: copied as it is, or a fragment reference.
enum Piece<'a> {
    Text(&'a str),
    Reference(&'a str),
}

/// The pieces of a pattern: plain text between `{name}` references.
struct Pieces<'a> {
    text: &'a str,
    /// Where the next piece starts.
    start: usize,
    /// The references found ahead: (position of `{`, name length).
    references: std::vec::IntoIter<(usize, usize)>,
    /// A reference whose text before it was handed out, not yet itself.
    pending: Option<(usize, usize)>,
}

impl<'a> Pieces<'a> {
    fn of(text: &'a str) -> Pieces<'a> {
        let bytes = text.as_bytes();
        let references: Vec<(usize, usize)> = syntax(text)
            .filter(|&(_, b)| b == b'{')
            .filter_map(|(at, _)| reference_len(&bytes[at + 1..]).map(|len| (at, len)))
            .collect();
        Pieces {
            text,
            start: 0,
            references: references.into_iter(),
            pending: None,
        }
    }
}

impl<'a> Iterator for Pieces<'a> {
    type Item = Piece<'a>;

    fn next(&mut self) -> Option<Piece<'a>> {
        if let Some((at, len)) = self.pending.take() {
            self.start = at + len + 2;
            return Some(Piece::Reference(&self.text[at + 1..at + 1 + len]));
        }
        match self.references.next() {
            Some((at, len)) if at > self.start => {
                self.pending = Some((at, len));
                Some(Piece::Text(&self.text[self.start..at]))
            }
            Some((at, len)) => {
                self.start = at + len + 2;
                Some(Piece::Reference(&self.text[at + 1..at + 1 + len]))
            }
            None if self.start < self.text.len() => {
                let rest = &self.text[self.start..];
                self.start = self.text.len();
                Some(Piece::Text(rest))
            }
            None => None,
        }
    }
}

/// True when the braces after the escape `\<escape>` are its own:
/// `\p{Greek}`, `\x{41}`, `\u{…}`, and the word-boundary forms
/// `\b{start}`, `\b{end}`, `\b{start-half}`, `\b{end-half}` (after `\b`
/// any other name is a reference: `\b{verb}`).
fn escape_takes_braces(escape: Option<u8>, rest: &[u8]) -> bool {
    match escape {
        Some(b'p' | b'P' | b'x' | b'u' | b'U') => true,
        Some(b'b' | b'B') => [&b"start}"[..], b"end}", b"start-half}", b"end-half}"]
            .iter()
            .any(|form| rest.starts_with(form)),
        _ => false,
    }
}

/// The length of the name when `rest` (after a `{`) is `name}`.
fn reference_len(rest: &[u8]) -> Option<usize> {
    let len = rest.iter().position(|&b| b == b'}')?;
    let name = std::str::from_utf8(&rest[..len]).ok()?;
    is_name(name).then_some(len)
}

fn is_name(name: &str) -> bool {
    name.bytes().next().is_some_and(|b| b.is_ascii_lowercase())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(entries: &[(&str, &str)]) -> BTreeMap<String, String> {
        entries
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn a_reference_becomes_its_body_in_a_group() {
        let f = table(&[("verb", "ignora|olvida")]);
        assert_eq!(
            expand_fragments(r"\b{verb}\s+todo", &f).unwrap(),
            r"\b(?:ignora|olvida)\s+todo"
        );
    }

    #[test]
    fn a_body_that_is_one_group_is_not_wrapped_again() {
        let f = table(&[("verb", r"(?:\bignora|\bolvida)"), ("pair", "(a)|(b)")]);
        assert_eq!(
            expand_fragments("{verb} x", &f).unwrap(),
            r"(?:\bignora|\bolvida) x"
        );
        // Two groups side by side are not one group.
        assert_eq!(expand_fragments("{pair}", &f).unwrap(), "(?:(a)|(b))");
    }

    #[test]
    fn repetitions_escapes_and_classes_are_not_references() {
        let f = table(&[("a", "x")]);
        for pattern in [
            r"a{2}",
            r"a{2,5}",
            r"\p{Greek}",
            r"\x{41}",
            r"\b{start}a",
            r"a\b{end-half}",
            r"\{a}",
            r"[{a}]",
            r"[^]{a}]",
            r"[]{a}]",
        ] {
            assert_eq!(expand_fragments(pattern, &f).unwrap(), pattern, "{pattern}");
        }
        // After a class closes, a reference counts again.
        assert_eq!(expand_fragments(r"[ab]{a}", &f).unwrap(), "[ab](?:x)");
    }

    #[test]
    fn fragments_nest_and_refuse_cycles_and_unknown_names() {
        let f = table(&[("inner", "a|b"), ("outer", "{inner} c")]);
        assert_eq!(expand_fragments("{outer}", &f).unwrap(), "(?:(?:a|b) c)");
        let cycle = table(&[("a", "{b}"), ("b", "{a}")]);
        let e = expand_fragments("{a}", &cycle).unwrap_err();
        assert!(e.contains("uses itself"), "{e}");
        let e = expand_fragments("{missing}", &f).unwrap_err();
        assert!(e.contains("names no fragment"), "{e}");
    }

    #[test]
    fn deep_nesting_is_refused() {
        let mut f = BTreeMap::new();
        for i in 0..=MAX_FRAGMENT_DEPTH {
            f.insert(format!("f{i}"), format!("{{f{}}}", i + 1));
        }
        f.insert(format!("f{}", MAX_FRAGMENT_DEPTH + 1), "x".into());
        let e = expand_fragments("{f0}", &f).unwrap_err();
        assert!(e.contains("nest deeper"), "{e}");
    }

    #[test]
    fn expansion_that_multiplies_is_stopped_at_its_limit() {
        // Each level names the next four times: 4^8 copies if nothing stopped it.
        let mut f = BTreeMap::new();
        for i in 0..MAX_FRAGMENT_DEPTH {
            f.insert(
                format!("f{i}"),
                format!("{{f{n}}}{{f{n}}}{{f{n}}}{{f{n}}}", n = i + 1),
            );
        }
        f.insert(format!("f{MAX_FRAGMENT_DEPTH}"), "x".repeat(64));
        let e = expand_fragments("{f1}", &f).unwrap_err();
        assert!(e.contains("more than"), "{e}");
    }

    #[test]
    fn unused_fragments_and_bad_names_are_refused() {
        let check =
            |table: &BTreeMap<String, String>| expand_patterns(&mut ["{a} x".to_string()], table);
        assert!(check(&table(&[("a", "{b}"), ("b", "y")])).is_ok());
        let e = check(&table(&[("a", "y"), ("c", "z")])).unwrap_err();
        assert!(e.contains("\"c\" is used by no pattern"), "{e}");
        let e = check(&table(&[("a", "y"), ("Bad", "z")])).unwrap_err();
        assert!(e.contains("must be lower-case"), "{e}");
        let e = check(&table(&[("b", "y")])).unwrap_err();
        assert!(e.contains("pattern 1: {a} names no fragment"), "{e}");
    }

    #[test]
    fn pasted_alternations_are_found_and_named_ones_are_not() {
        let verbs = "(?:ignore|disregard|forget|overlook|set aside)";
        let nouns = "(?:instructions|directions|rules|guidance)";
        let patterns = vec![
            format!(r"\b{verbs}\s+all\s+{nouns}"),
            format!(r"\b{verbs}\s+previous\s+(?:a|b)"),
        ];
        let none = BTreeMap::new();
        let found = pasted_alternations(&patterns, &none);
        assert_eq!(found, vec![(verbs.to_string(), 2)]);
        // Named, the same expansion is no longer a paste.
        let named = table(&[("verb", verbs)]);
        let loaded: Vec<String> = [r"\b{verb}\s+all\s+x", r"\b{verb} previous"]
            .iter()
            .map(|p| crate::widen_spaces(&expand_fragments(p, &named).unwrap()))
            .collect();
        assert!(pasted_alternations(&loaded, &named).is_empty());
        // A copy inside a longer pasted copy is reported once, as the outer.
        let outer = format!("(?:{verbs} now|stop)");
        let twice = vec![format!("a{outer}"), format!("b{outer}")];
        assert_eq!(pasted_alternations(&twice, &none), vec![(outer, 2)]);
    }

    #[test]
    fn any_text_expands_or_is_refused_and_never_panics() {
        // Rule packs come from strangers: random mixes of the characters the
        // scanner treats specially, against a table that knows one name.
        let alphabet = [
            '{', '}', '\\', '[', ']', '^', '(', ')', '|', 'a', 'b', 'p', '_', '1', 'é',
        ];
        let table = table(&[("a", "x|y"), ("b", "{a}z")]);
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15);
        for _ in 0..20_000 {
            let mut text = String::new();
            for _ in 0..(next() % 24) {
                text.push(alphabet[(next() % alphabet.len() as u64) as usize]);
            }
            match expand_fragments(&text, &table) {
                // Expansion only adds text where a reference was.
                Ok(out) if !text.contains('{') => assert_eq!(out, text),
                // A reference left whole was escaped or in a class.
                Ok(out) => assert!(
                    !out.contains("{a}") || text.contains('\\') || text.contains('['),
                    "{text} → {out}"
                ),
                Err(e) => assert!(e.contains("names no fragment"), "{text}: {e}"),
            }
        }
    }

    #[test]
    fn text_without_references_comes_back_unchanged() {
        let f = BTreeMap::new();
        for pattern in ["", "abc", r"(?:a|b)\s+c{1,3}", "x{", "{", "}{", "é{ü}"] {
            assert_eq!(expand_fragments(pattern, &f).unwrap(), pattern);
        }
    }
}
