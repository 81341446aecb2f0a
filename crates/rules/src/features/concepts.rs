//! Concept features: which lexicon concepts an item's fields name, which
//! two name together in one sentence, where a concept sits, and which two
//! sit in different fields.
//!
//! A concept feature is written with an `@` before each concept's name:
//!
//! * `@secret` when a term of the lexicon `secret` occurs in a field the
//!   model reads;
//! * `@secret @sink` (names in byte order, two different ones) when terms
//!   of both occur in one sentence of one field;
//! * `@secret ^value` when a term occurs in a field of a distinctive place
//!   ([`Place`]: a schema value);
//! * `@secret + @sink` (names in byte order, different) when a term of one
//!   occurs in one field of the item and a term of the other in another
//!   field: a payload split between a description and a default.
//!
//! Words never hold an `@`, so word and concept features never meet. Terms
//! are found with the lexicons' own matching (language supplements
//! included): that is how a weight learned from English cases reaches the
//! same concept in Spanish.

use crate::detect::FieldClass;
use crate::targets::Target;

/// What starts a concept's name in a feature.
pub const CONCEPT_MARK: char = '@';

/// What starts a place's name in a feature (`@secret ^value`).
pub const PLACE_MARK: char = '^';

/// What joins two concepts found in different fields (`@a + @b`).
pub const ACROSS_MARK: &str = "+";

/// A kind of field where a concept weighs differently than in a
/// description. (The output schema and property names were measured as
/// places too, and left out: on the cross-validation they added nothing.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Place {
    /// A schema value: a string at any depth below `default`, `enum`,
    /// `const`, `examples` or `example` ([`FieldClass::Value`]).
    Value,
}

impl Place {
    /// Every place, in index order.
    pub const ALL: [Place; 1] = [Place::Value];

    /// The name written after [`PLACE_MARK`].
    pub fn as_str(self) -> &'static str {
        match self {
            Place::Value => "value",
        }
    }

    /// A small index (0..[`Place::ALL`]`.len()`), for per-place tables.
    pub fn index(self) -> usize {
        self as usize
    }

    /// How an explanation says it.
    fn reads(self) -> &'static str {
        match self {
            Place::Value => "in a schema value",
        }
    }
}

/// The places of one field, as a set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Places(u8);

impl Places {
    /// No distinctive place.
    pub const NONE: Places = Places(0);

    /// Whether `place` is in the set.
    pub fn contains(self, place: Place) -> bool {
        self.0 & (1 << place.index()) != 0
    }

    /// The set with `place` added.
    pub fn with(self, place: Place) -> Places {
        Places(self.0 | 1 << place.index())
    }

    /// True when no place is in the set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The places in the set, in index order.
    pub fn iter(self) -> impl Iterator<Item = Place> {
        Place::ALL.into_iter().filter(move |p| self.contains(*p))
    }
}

/// The places of a field of role `role` whose pointer has the member keys
/// `keys_upward` (nearest first; array indices may be left out, as
/// [`FieldClass::of_field`] reads them).
pub fn field_places<'k>(role: Target, keys_upward: impl IntoIterator<Item = &'k str>) -> Places {
    let mut places = Places::NONE;
    if FieldClass::of_field(role, keys_upward) == FieldClass::Value {
        places = places.with(Place::Value);
    }
    places
}

/// A concept feature, parsed from its written form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConceptFeature<'f> {
    /// `@a`: a term of `a` in a field.
    One(&'f str),
    /// `@a @b`: terms of both in one sentence of one field (`a < b`).
    Sentence(&'f str, &'f str),
    /// `@a ^place`: a term of `a` in a field of that place.
    Placed(&'f str, Place),
    /// `@a + @b`: a term of one in one field, of the other in another
    /// (`a < b`).
    Across(&'f str, &'f str),
}

impl ConceptFeature<'_> {
    /// The concept names it holds.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        let (first, second) = match *self {
            ConceptFeature::One(a) | ConceptFeature::Placed(a, _) => (a, None),
            ConceptFeature::Sentence(a, b) | ConceptFeature::Across(a, b) => (a, Some(b)),
        };
        std::iter::once(first).chain(second)
    }

    /// True for the features of where a concept sits and of concepts across
    /// fields (`@a ^place`, `@a + @b`).
    pub fn is_field_feature(&self) -> bool {
        matches!(
            self,
            ConceptFeature::Placed(..) | ConceptFeature::Across(..)
        )
    }
}

/// The feature of one concept: `@name`.
pub fn concept_feature(name: &str) -> String {
    format!("{CONCEPT_MARK}{name}")
}

/// Two names in byte order.
fn ordered<'a>(a: &'a str, b: &'a str) -> (&'a str, &'a str) {
    if a <= b { (a, b) } else { (b, a) }
}

/// The feature of two different concepts in one sentence: `@a @b`, the
/// names in byte order.
pub fn concept_pair_feature(a: &str, b: &str) -> String {
    let (first, second) = ordered(a, b);
    format!("{CONCEPT_MARK}{first} {CONCEPT_MARK}{second}")
}

/// The feature of a concept in a field of `place`: `@a ^place`.
pub fn concept_place_feature(name: &str, place: Place) -> String {
    format!("{CONCEPT_MARK}{name} {PLACE_MARK}{}", place.as_str())
}

/// The feature of two different concepts in different fields: `@a + @b`,
/// the names in byte order.
pub fn concept_across_feature(a: &str, b: &str) -> String {
    let (first, second) = ordered(a, b);
    format!("{CONCEPT_MARK}{first} {ACROSS_MARK} {CONCEPT_MARK}{second}")
}

/// True for a written feature that names concepts (it starts with `@`).
pub fn is_concept_feature(feature: &str) -> bool {
    feature.starts_with(CONCEPT_MARK)
}

/// A written concept feature, parsed and checked: `@a`, `@a @b`, `@a
/// ^place` or `@a + @b`, each name a lexicon name (lower-case ASCII letters
/// and `_`), two names different and in byte order, a place one of
/// [`Place::ALL`]. `None` for a word feature.
pub fn parse_concept_feature(feature: &str) -> Option<Result<ConceptFeature<'_>, String>> {
    let rest = feature.strip_prefix(CONCEPT_MARK)?;
    fn name_ok(n: &str) -> bool {
        !n.is_empty() && n.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
    }
    fn concept(s: &str) -> Option<&str> {
        s.strip_prefix(CONCEPT_MARK).filter(|n| name_ok(n))
    }
    let two = |a: &str, b: &str| name_ok(a) && a < b;
    let parts: Vec<&str> = rest.split(' ').collect();
    let parsed = match parts[..] {
        [a] if name_ok(a) => Some(ConceptFeature::One(a)),
        [a, b] => match (b.strip_prefix(PLACE_MARK), concept(b)) {
            (Some(place), _) if name_ok(a) => Place::ALL
                .into_iter()
                .find(|p| p.as_str() == place)
                .map(|p| ConceptFeature::Placed(a, p)),
            (_, Some(b)) if two(a, b) => Some(ConceptFeature::Sentence(a, b)),
            _ => None,
        },
        [a, ACROSS_MARK, b] => concept(b)
            .filter(|b| two(a, b))
            .map(|b| ConceptFeature::Across(a, b)),
        _ => None,
    };
    let places: Vec<String> = Place::ALL
        .iter()
        .map(|p| format!("{PLACE_MARK}{}", p.as_str()))
        .collect();
    Some(parsed.ok_or_else(|| {
        format!(
            "concept feature {feature:?} is not @name, @a @b, @a + @b (names of lexicons, in byte order, different) or @a followed by a place ({})",
            places.join(", ")
        )
    }))
}

/// How a finding's evidence names a feature: a concept feature of place or
/// across fields in words (`@secret in a schema value`, `@secret + @sink
/// in two fields`), a stem as a prefix term (`menti*`), any other as
/// written.
pub fn readable_feature(feature: &str) -> std::borrow::Cow<'_, str> {
    match parse_concept_feature(feature) {
        Some(Ok(ConceptFeature::Placed(a, place))) => {
            format!("{CONCEPT_MARK}{a} {}", place.reads()).into()
        }
        Some(Ok(ConceptFeature::Across(..))) => format!("{feature} in two fields").into(),
        // A stem reads as a lexicon's prefix term does: `menti*`.
        _ => match super::stem_of(feature) {
            Some(stem) => format!("{stem}*").into(),
            None => feature.into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_forms_parse_back() {
        use ConceptFeature::*;
        assert_eq!(concept_feature("secret"), "@secret");
        assert_eq!(concept_pair_feature("sink", "secret"), "@secret @sink");
        assert_eq!(concept_pair_feature("secret", "sink"), "@secret @sink");
        assert_eq!(concept_across_feature("sink", "secret"), "@secret + @sink");
        assert_eq!(
            concept_place_feature("secret", Place::Value),
            "@secret ^value"
        );
        let parse = |f| parse_concept_feature(f).map(Result::unwrap);
        assert_eq!(parse("@secret"), Some(One("secret")));
        assert_eq!(parse("@secret @sink"), Some(Sentence("secret", "sink")));
        assert_eq!(parse("@secret + @sink"), Some(Across("secret", "sink")));
        assert_eq!(
            parse("@secret ^value"),
            Some(Placed("secret", Place::Value))
        );
        for place in Place::ALL {
            let written = concept_place_feature("a", place);
            let parsed = parse_concept_feature(&written).map(Result::unwrap);
            assert_eq!(parsed, Some(Placed("a", place)));
        }
        assert_eq!(parse_concept_feature("secret"), None);
        for bad in [
            "@",
            "@Secret",
            "@sink @secret",
            "@a @a",
            "@a b",
            "@a @b @c",
            "@a  @b",
            "@a-b",
            "@b + @a",
            "@a + @a",
            "@a + b",
            "@a +@b",
            "@a + @b @c",
            "@a ^",
            "@a ^name",
            "@a ^output",
            "@a ^Value",
            "@a ^value ^value",
            "@A ^value",
            "@a +",
            "@a ^value ",
        ] {
            assert!(
                parse_concept_feature(bad).is_some_and(|r| r.is_err()),
                "{bad:?} is refused"
            );
        }
    }

    #[test]
    fn places_come_from_the_role_and_the_pointer() {
        let places = |role, keys: &[&str]| field_places(role, keys.iter().copied());
        let value = Places::NONE.with(Place::Value);
        use Target::*;
        assert_eq!(places(SchemaText, &["default", "x", "properties"]), value);
        assert_eq!(places(SchemaText, &["0", "enum", "x"]), value);
        assert_eq!(places(SchemaText, &["note", "default"]), value);
        assert_eq!(places(SchemaText, &["description", "x"]), Places::NONE);
        assert_eq!(
            places(SchemaText, &["description", "default"]),
            Places::NONE
        );
        assert_eq!(places(SchemaKey, &["default"]), Places::NONE);
        assert_eq!(places(Prose, &["default"]), Places::NONE);
        assert_eq!(places(Prose, &[]), Places::NONE);
        assert!(Places::NONE.is_empty());
        assert!(!value.is_empty());
        assert_eq!(value.iter().collect::<Vec<_>>(), [Place::Value]);
    }

    #[test]
    fn explanations_say_where() {
        assert_eq!(
            readable_feature("@secret ^value"),
            "@secret in a schema value"
        );
        assert_eq!(
            readable_feature("@secret + @sink"),
            "@secret + @sink in two fields"
        );
        assert_eq!(readable_feature("@secret @sink"), "@secret @sink");
        assert_eq!(readable_feature("send it"), "send it");
        assert_eq!(readable_feature("menti ~"), "menti*");
    }
}
