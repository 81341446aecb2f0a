//! Concept features: which lexicon concepts an item's fields name, and
//! which two name together in one sentence.
//!
//! A concept feature is written with an `@` before each concept's name:
//! `@secret` when a term of the lexicon `secret` occurs in a field the
//! model reads, `@secret @sink` (names in byte order, two different ones)
//! when terms of both occur in one sentence of one field. Words never hold
//! an `@`, so the two kinds of feature never meet. Terms are found with the
//! lexicons' own matching (language supplements included): that is how a
//! weight learned from English cases reaches the same concept in Spanish.

/// What starts a concept's name in a feature.
pub const CONCEPT_MARK: char = '@';

/// The feature of one concept: `@name`.
pub fn concept_feature(name: &str) -> String {
    format!("{CONCEPT_MARK}{name}")
}

/// The feature of two different concepts in one sentence: `@a @b`, the
/// names in byte order.
pub fn concept_pair_feature(a: &str, b: &str) -> String {
    let (first, second) = if a <= b { (a, b) } else { (b, a) };
    format!("{CONCEPT_MARK}{first} {CONCEPT_MARK}{second}")
}

/// True for a written feature that names concepts (it starts with `@`).
pub fn is_concept_feature(feature: &str) -> bool {
    feature.starts_with(CONCEPT_MARK)
}

/// The concept names of a written concept feature, checked: `@a` or
/// `@a @b` with `a < b`, each a lexicon name (lower-case ASCII letters and
/// `_`). `None` for a word feature.
pub fn concept_names(feature: &str) -> Option<Result<(&str, Option<&str>), String>> {
    let rest = feature.strip_prefix(CONCEPT_MARK)?;
    let name_ok = |n: &str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_lowercase() || b == b'_');
    let bad = || {
        Err(format!(
            "concept feature {feature:?} is not @name or @a @b (names of lexicons, in byte order, different)"
        ))
    };
    Some(match rest.split_once(' ') {
        None if name_ok(rest) => Ok((rest, None)),
        None => bad(),
        Some((first, second)) => match second.strip_prefix(CONCEPT_MARK) {
            Some(second) if name_ok(first) && name_ok(second) && first < second => {
                Ok((first, Some(second)))
            }
            _ => bad(),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_forms_parse_back() {
        assert_eq!(concept_feature("secret"), "@secret");
        assert_eq!(concept_pair_feature("sink", "secret"), "@secret @sink");
        assert_eq!(concept_pair_feature("secret", "sink"), "@secret @sink");
        assert_eq!(concept_names("@secret"), Some(Ok(("secret", None))));
        assert_eq!(
            concept_names("@secret @sink"),
            Some(Ok(("secret", Some("sink"))))
        );
        assert_eq!(concept_names("secret"), None);
        for bad in [
            "@",
            "@Secret",
            "@sink @secret",
            "@a @a",
            "@a b",
            "@a @b @c",
            "@a  @b",
            "@a-b",
        ] {
            assert!(
                concept_names(bad).is_some_and(|r| r.is_err()),
                "{bad:?} is refused"
            );
        }
    }
}
