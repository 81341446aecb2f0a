//! Whitespace in rule patterns and anchors.
//!
//! A rule author writes `do not tell the user` with single spaces; an
//! attacker writes it with two spaces, a tab or a line break, and the
//! meaning is the same. So on load every literal space in a pattern stands
//! for a run of whitespace, and an anchor never contains a space (it is
//! replaced by its longest word, which every match still contains). The
//! folded view turns no-break and other Unicode spaces into ASCII spaces, so
//! the ASCII `\s` the patterns are compiled with covers them there.

/// `pattern` with each run of literal spaces outside a character class
/// widened to a run of whitespace: ` ` → `\s+`, ` ?` and ` *` → `\s*`,
/// ` +` → `\s+`. Escaped spaces (`\ `) count as literal spaces. Patterns in
/// verbose mode (`(?x)`), where spaces mean nothing, are returned unchanged.
pub fn widen_spaces(pattern: &str) -> String {
    if pattern.contains("(?x") {
        return pattern.to_string();
    }
    let chars: Vec<char> = pattern.chars().collect();
    let mut out = String::with_capacity(pattern.len() + 8);
    let mut class_depth = 0usize;
    let mut class_has_space = false;
    let mut class_negated = false;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if class_depth > 0 {
            match c {
                // A gap that may not cross a line (`[^.!?\n]*`) may cross
                // one: a hard-wrapped sentence is still one sentence.
                '\\' if class_negated
                    && chars.get(i + 1) == Some(&'n')
                    && !(out.ends_with("[^") && chars.get(i + 2) == Some(&']')) =>
                {
                    i += 2;
                    continue;
                }
                '\\' => {
                    out.push(c);
                    if let Some(&next) = chars.get(i + 1) {
                        out.push(next);
                        class_has_space |= next == 's';
                    }
                    i += 2;
                    continue;
                }
                '[' => class_depth += 1,
                ']' => {
                    class_depth -= 1;
                    out.push(c);
                    i += 1;
                    // A class that stands for a word gap (`[ -]`) stands
                    // for a run of them: `[ -]?` → `[\s-]*`, `[ -]` → `[\s-]+`.
                    if class_depth == 0 && class_has_space && !class_negated {
                        match chars.get(i) {
                            Some('?') => {
                                out.push('*');
                                i += 1;
                            }
                            Some('*' | '+' | '{') => {}
                            _ => out.push('+'),
                        }
                    }
                    continue;
                }
                // A space in a class is any whitespace character.
                ' ' => {
                    class_has_space = true;
                    out.push_str(r"\s");
                    i += 1;
                    continue;
                }
                _ => {}
            }
            out.push(c);
            i += 1;
            continue;
        }
        let space_at = |at: usize| -> usize {
            // Length of a literal space at `at`: 1 for ` `, 2 for `\ `, 0 otherwise.
            match (chars.get(at), chars.get(at + 1)) {
                (Some(' '), _) => 1,
                (Some('\\'), Some(' ')) => 2,
                _ => 0,
            }
        };
        if space_at(i) > 0 {
            let mut j = i;
            while space_at(j) > 0 {
                j += space_at(j);
            }
            match chars.get(j) {
                Some('?') | Some('*') => {
                    out.push_str(r"\s*");
                    j += 1;
                }
                Some('+') => {
                    out.push_str(r"\s+");
                    j += 1;
                }
                // A counted repetition applies to the last space only.
                Some('{') => out.push_str(r"\s"),
                _ => out.push_str(r"\s+"),
            }
            i = j;
            continue;
        }
        match c {
            // `\s` is a word gap like a space: `\s` → `\s+`, `\s?` → `\s*`.
            '\\' if chars.get(i + 1) == Some(&'s') => {
                out.push_str(r"\s");
                i += 2;
                match chars.get(i) {
                    Some('?') => {
                        out.push('*');
                        i += 1;
                    }
                    Some('*' | '+' | '{') => {}
                    _ => out.push('+'),
                }
                continue;
            }
            '\\' => {
                out.push(c);
                if let Some(&next) = chars.get(i + 1) {
                    out.push(next);
                }
                i += 2;
                continue;
            }
            '[' => {
                class_depth = 1;
                class_has_space = false;
                class_negated = false;
                out.push(c);
                i += 1;
                // `[]…]` and `[^]…]`: a `]` right after the opening is a literal.
                if chars.get(i) == Some(&'^') {
                    class_negated = true;
                    out.push('^');
                    i += 1;
                }
                if chars.get(i) == Some(&']') {
                    out.push(']');
                    i += 1;
                }
                continue;
            }
            // The start of the text, where a clause begins, may come
            // after opening quotes, brackets or emphasis: `"Ignore all …`.
            '^' => out.push_str(OPENING),
            // Patterns ignore ASCII case only; other letters get both cases.
            // (Byte patterns take non-ASCII letters as literals, not in classes.)
            c if other_case(c).is_some() => {
                out.push_str("(?:");
                out.push(c);
                out.push('|');
                out.extend(other_case(c));
                out.push(')');
            }
            _ => out.push(c),
        }
        i += 1;
    }
    out
}

/// The other case of a non-ASCII letter that has exactly one (`Ж` ↔ `ж`).
fn other_case(c: char) -> Option<char> {
    if c.is_ascii() || !c.is_alphabetic() {
        return None;
    }
    let flipped: Vec<char> = if c.is_lowercase() {
        c.to_uppercase().collect()
    } else {
        c.to_lowercase().collect()
    };
    let [flipped] = flipped[..] else {
        return None;
    };
    (flipped != c).then_some(flipped)
}

/// What `^` becomes: the start of the text and any opening punctuation.
const OPENING: &str = r#"^(?:\s|["'`(\[{<*_~>-]|“|‘|«|„)*"#;

/// The anchor a gate looks for: `anchor` itself when it has no whitespace,
/// else its longest whitespace-free piece (every match of a pattern that
/// contains `do\s+not\s+tell` contains `tell`). Pieces shorter than three
/// characters would fire everywhere, so an anchor made only of such pieces
/// is kept whole.
pub fn anchor_without_spaces(anchor: &str) -> String {
    if !anchor.contains(char::is_whitespace) {
        return anchor.to_string();
    }
    let longest = anchor
        .split(char::is_whitespace)
        .max_by_key(|piece| piece.chars().count())
        .unwrap_or(anchor);
    if longest.chars().count() >= 3 {
        longest.to_string()
    } else {
        anchor.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spaces_become_whitespace_runs() {
        assert_eq!(widen_spaces("do not tell"), r"do\s+not\s+tell");
        assert_eq!(widen_spaces("do  not"), r"do\s+not");
        assert_eq!(widen_spaces(r"do\ not"), r"do\s+not");
        assert_eq!(widen_spaces("api ?key"), r"api\s*key");
        assert_eq!(widen_spaces("a *b +c"), r"a\s*b\s+c");
        assert_eq!(widen_spaces("a {2}b"), r"a\s{2}b");
        assert_eq!(widen_spaces(r"a\sb\s?c\s*d\s{2}e"), r"a\s+b\s*c\s*d\s{2}e");
        assert_eq!(widen_spaces(r"a[^.!?\n]*b[\n]"), r"a[^.!?]*b[\n]");
        assert_eq!(widen_spaces(r"[^\n]*"), r"[^\n]*");
    }

    #[test]
    fn classes_and_escapes_are_left_alone() {
        assert_eq!(widen_spaces("[ a-z]+ x"), r"[\sa-z]+\s+x");
        assert_eq!(widen_spaces("[^] ]x"), r"[^]\s]x");
        assert_eq!(widen_spaces(r"[\] ]x y"), r"[\]\s]+x\s+y");
        assert_eq!(widen_spaces(r"\bx\.y"), r"\bx\.y");
        assert_eq!(widen_spaces("[[:alpha:] ]x"), r"[[:alpha:]\s]+x");
        assert_eq!(widen_spaces("brute[ -]?force"), r"brute[\s-]*force");
        assert_eq!(widen_spaces("[ab]?c"), "[ab]?c");
        assert_eq!(widen_spaces(r"a[\s-]?b"), r"a[\s-]*b");
        assert_eq!(widen_spaces("не"), "(?:н|Н)(?:е|Е)");
        assert_eq!(widen_spaces("(?x) a b"), "(?x) a b");
        assert_eq!(widen_spaces(r"(^|\.)x\^"), format!(r"({OPENING}|\.)x\^"));
    }

    #[test]
    fn widened_patterns_match_what_they_matched_and_more() {
        let re = regex::Regex::new(&widen_spaces("(?i)do not tell the user")).unwrap();
        assert!(re.is_match("Do not tell the user"));
        assert!(re.is_match("Do not  tell\tthe\nuser"));
        assert!(!re.is_match("Do nottell the user"));
    }

    #[test]
    fn anchors_lose_their_spaces() {
        assert_eq!(anchor_without_spaces("do not tell"), "tell");
        assert_eq!(anchor_without_spaces("ignore previous"), "previous");
        assert_eq!(anchor_without_spaces("<important>"), "<important>");
        assert_eq!(anchor_without_spaces("a b"), "a b");
    }
}
