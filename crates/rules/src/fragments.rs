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

use std::collections::BTreeMap;

/// How deep fragments may nest (a fragment using a fragment using …).
pub const MAX_FRAGMENT_DEPTH: usize = 8;

/// The longest a pattern may grow by expansion. Nesting multiplies: a rule
/// pack from a stranger could name a fragment four times in each of eight
/// levels, so expansion stops here rather than build the text first.
pub const MAX_EXPANDED_BYTES: usize = 64 * 1024;

/// `pattern` with every `{name}` replaced by its fragment, or what is wrong.
pub fn expand_fragments(
    pattern: &str,
    fragments: &BTreeMap<String, String>,
) -> Result<String, String> {
    let mut stack = Vec::new();
    expand(pattern, fragments, &mut stack)
}

/// Checks the fragment names and that every fragment is used by a pattern.
pub fn check_fragments(
    patterns: &[String],
    fragments: &BTreeMap<String, String>,
) -> Result<(), String> {
    for name in fragments.keys() {
        if !is_name(name) {
            return Err(format!(
                "fragment name {name:?} must be lower-case letters, digits and _, starting with a letter"
            ));
        }
    }
    let mut used = std::collections::BTreeSet::new();
    for text in patterns.iter().chain(fragments.values()) {
        scan(text, &mut |piece| {
            if let Piece::Reference(name) = piece {
                used.insert(name.to_string());
            }
        });
    }
    if let Some(unused) = fragments.keys().find(|name| !used.contains(*name)) {
        return Err(format!(
            "fragment {unused:?} is used by no pattern; write {{{unused}}} where it belongs or remove it"
        ));
    }
    Ok(())
}

/// What a fragment's body turns into where it is used.
pub fn fragment_expansion(body: &str) -> String {
    if is_one_group(body) {
        body.to_string()
    } else {
        format!("(?:{body})")
    }
}

/// The shortest pasted alternation [`pasted_alternations`] reports.
pub const PASTED_MIN_LEN: usize = 40;

/// Alternation groups (`(?:a|b|…)`, at least [`PASTED_MIN_LEN`] bytes) that
/// occur more than once in a rule's loaded `patterns` and are not where a
/// fragment was expanded: copies a rule author should name once. Returns
/// each group with its number of copies, longest first. `widen` is the
/// spacing the patterns were loaded with ([`crate::widen_spaces`]).
pub fn pasted_alternations(
    patterns: &[String],
    fragments: &BTreeMap<String, String>,
    widen: impl Fn(&str) -> String,
) -> Vec<(String, usize)> {
    let mut expansions: Vec<String> = fragments
        .keys()
        .filter_map(|name| expand_fragments(&format!("{{{name}}}"), fragments).ok())
        .map(|e| widen(&e))
        .collect();
    expansions.sort_by_key(|e| std::cmp::Reverse(e.len()));
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    let mut own: Vec<String> = Vec::with_capacity(patterns.len());
    for pattern in patterns {
        let mut text = pattern.clone();
        for expansion in &expansions {
            text = text.replace(expansion.as_str(), "\u{FFFC}");
        }
        own.push(text);
    }
    for text in &own {
        for group in alternation_groups(text) {
            if group.len() >= PASTED_MIN_LEN {
                *counts.entry(group).or_default() += 1;
            }
        }
    }
    let mut pasted: Vec<(String, usize)> = counts
        .into_iter()
        .filter(|&(_, n)| n > 1)
        .map(|(g, n)| (g.to_string(), n))
        .collect();
    // A copy inside a longer copy is the same paste: report the outer one.
    let all = pasted.clone();
    pasted.retain(|(g, n)| {
        !all.iter()
            .any(|(o, m)| o.len() > g.len() && m >= n && o.contains(g.as_str()))
    });
    pasted.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then(a.0.cmp(&b.0)));
    pasted
}

/// Every `(?:…)` group of `text` with a `|` at its own level.
fn alternation_groups(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut open: Vec<(usize, bool)> = Vec::new();
    let mut groups = Vec::new();
    let mut class_depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => {
                i += 2;
                continue;
            }
            b'[' => class_depth += 1,
            b']' if class_depth > 0 => class_depth -= 1,
            _ if class_depth > 0 => {}
            b'(' => open.push((i, false)),
            b'|' => {
                if let Some(last) = open.last_mut() {
                    last.1 = true;
                }
            }
            b')' => {
                if let Some((start, alternates)) = open.pop()
                    && alternates
                    && text[start..].starts_with("(?:")
                {
                    groups.push(&text[start..=i]);
                }
            }
            _ => {}
        }
        i += 1;
    }
    groups
}

fn expand(
    text: &str,
    fragments: &BTreeMap<String, String>,
    stack: &mut Vec<String>,
) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    let mut error = None;
    scan(text, &mut |piece| {
        if error.is_some() {
            return;
        }
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Reference(name) => match expand_one(name, fragments, stack) {
                Ok(body) => out.push_str(&body),
                Err(e) => error = Some(e),
            },
        }
        if error.is_none() && out.len() > MAX_EXPANDED_BYTES {
            error = Some(format!(
                "fragments expand to more than {MAX_EXPANDED_BYTES} bytes; name shorter alternations \
                 or use a fragment fewer times"
            ));
        }
    });
    match error {
        Some(e) => Err(e),
        None => Ok(out),
    }
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

/// Splits `text` into plain pieces and `{name}` references, skipping
/// escapes (with their braces: `\p{Greek}`, `\x{41}`) and character classes.
fn scan<'a>(text: &'a str, emit: &mut dyn FnMut(Piece<'a>)) {
    let bytes = text.as_bytes();
    let mut class_depth = 0usize;
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => {
                let escape = bytes.get(i + 1).copied();
                i += 2;
                if bytes.get(i) == Some(&b'{') && escape_takes_braces(escape, &bytes[i + 1..]) {
                    while i < bytes.len() && bytes[i] != b'}' {
                        i += 1;
                    }
                    i += 1;
                }
                continue;
            }
            b'[' => {
                class_depth += 1;
                i += 1;
                // A `]` first in a class is a literal, not its end.
                if bytes.get(i) == Some(&b'^') {
                    i += 1;
                }
                if bytes.get(i) == Some(&b']') {
                    i += 1;
                }
                continue;
            }
            b']' if class_depth > 0 => class_depth -= 1,
            b'{' if class_depth == 0 => {
                if let Some(len) = reference_len(&bytes[i + 1..]) {
                    if start < i {
                        emit(Piece::Text(&text[start..i]));
                    }
                    emit(Piece::Reference(&text[i + 1..i + 1 + len]));
                    i += len + 2;
                    start = i;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    if start < text.len() {
        emit(Piece::Text(&text[start.min(text.len())..]));
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

/// True when `text` is one non-capturing group from its first byte to its last.
fn is_one_group(text: &str) -> bool {
    if !text.starts_with("(?:") || !text.ends_with(')') {
        return false;
    }
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut class_depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => {
                i += 2;
                continue;
            }
            b'[' => class_depth += 1,
            b']' if class_depth > 0 => class_depth -= 1,
            b'(' if class_depth == 0 => depth += 1,
            b')' if class_depth == 0 => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i == bytes.len() - 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    false
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
        let patterns = vec!["{a} x".to_string()];
        assert!(check_fragments(&patterns, &table(&[("a", "{b}"), ("b", "y")])).is_ok());
        let e = check_fragments(&patterns, &table(&[("a", "y"), ("c", "z")])).unwrap_err();
        assert!(e.contains("\"c\" is used by no pattern"), "{e}");
        let e = check_fragments(&patterns, &table(&[("a", "y"), ("Bad", "z")])).unwrap_err();
        assert!(e.contains("must be lower-case"), "{e}");
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
        let widen = |p: &str| crate::widen_spaces(p);
        let found = pasted_alternations(&patterns, &none, widen);
        assert_eq!(found, vec![(verbs.to_string(), 2)]);
        // Named, the same expansion is no longer a paste.
        let named = table(&[("verb", verbs)]);
        let loaded: Vec<String> = [r"\b{verb}\s+all\s+x", r"\b{verb} previous"]
            .iter()
            .map(|p| crate::widen_spaces(&expand_fragments(p, &named).unwrap()))
            .collect();
        assert!(pasted_alternations(&loaded, &named, widen).is_empty());
        // A copy inside a longer pasted copy is reported once, as the outer.
        let outer = format!("(?:{verbs} now|stop)");
        let twice = vec![format!("a{outer}"), format!("b{outer}")];
        assert_eq!(pasted_alternations(&twice, &none, widen), vec![(outer, 2)]);
    }

    #[test]
    fn any_text_expands_or_is_refused_and_never_panics() {
        // Rule packs come from strangers: random mixes of the characters the
        // scanner treats specially, against a table that knows one name.
        let alphabet = [
            '{', '}', '\\', '[', ']', '^', '(', ')', '|', 'a', 'b', 'p', '_', '1', 'é',
        ];
        let table = table(&[("a", "x|y"), ("b", "{a}z")]);
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        for _ in 0..20_000 {
            let mut text = String::new();
            for _ in 0..(state % 24) {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                text.push(alphabet[(state % alphabet.len() as u64) as usize]);
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
