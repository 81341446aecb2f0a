//! What a rule detects: the `[detect]` table of a rule file.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::{Allow, Severity, Target};

/// What a rule detects. Kinds other than `pattern` are named verifiers
/// implemented by the engine (and twinned in the reference scanner).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Detect {
    /// Regular expressions confirmed after a literal anchor is found.
    Pattern {
        /// Literals, matched ASCII-case-insensitively; every match of every
        /// pattern contains at least one of them. They gate the rule: a field
        /// without any anchor is never handed to the regex engine.
        anchors: Vec<String>,
        /// Regexes (regex-syntax), compiled case-insensitive with ASCII-only
        /// classes and word boundaries.
        patterns: Vec<String>,
        /// Phrases (lower-case ASCII letters, no spaces, at least
        /// [`SQUASHED_MIN_LEN`] long) looked for in the squashed text of the
        /// folded view: runs of single letters with their whitespace removed
        /// (`d o   n o t   t e l l` → `donottell`). The folded view's
        /// letter-spacing collapse cannot close a payload whose word gaps are as wide as its
        /// letter gaps, or that holds a two-letter word; squashed, such a
        /// payload has no word boundaries left, so only a short list of
        /// unmistakable phrases is looked for. Needs the folded view.
        #[serde(default)]
        squashed: Vec<String>,
        /// Give the rule's regexes a lazy DFA of their own instead of the
        /// one the small pattern rules share. For a rule whose anchors are
        /// common words: it is asked on many fields, and in the shared
        /// engine its states multiply with every other rule's until the
        /// engine's cache no longer holds them and is rebuilt on every pass.
        #[serde(default)]
        own_engine: bool,
        /// Lexicons whose terms frame a quotation as an example
        /// (`["mention_frame", "example_marker"]`): a match wholly inside a
        /// quotation whose sentence names one of their terms is a mention,
        /// not a use, and is passed over (see [`crate::quoted_mentions`]);
        /// the rule still fires on any other match in the field.
        #[serde(default)]
        mentions: Vec<String>,
        /// Named regex fragments the patterns use as `{name}`
        /// ([`crate::expand_fragments`]): an alternation several patterns
        /// share is written once. Patterns are expanded on load; the table
        /// is kept so that `rules lint` can tell a named fragment from a
        /// pasted one.
        #[serde(default)]
        fragments: BTreeMap<String, String>,
    },
    /// Any of the listed code points, e.g. `"U+200B"` or `"U+202A..U+202E"`.
    Chars {
        /// Code points and inclusive ranges.
        chars: Vec<String>,
        /// Contexts in which one of these characters is ordinary text, not
        /// concealment.
        #[serde(default)]
        allow: Vec<Allow>,
        /// The first format's spelling of `allow = ["leading_bom"]`, still
        /// read so that older rule packs (and `eval --baseline-rules` at an
        /// older revision) load; it is folded into `allow` on load.
        #[serde(default)]
        allow_leading_bom: bool,
        /// Decode runs of these characters (the TAG block mirrors ASCII) and
        /// rescan the decoded text with every rule.
        #[serde(default)]
        decode_tags: bool,
    },
    /// A run of base64-alphabet characters at least `min_len` long.
    Base64Run {
        /// The shortest run that counts, `=` padding included.
        min_len: usize,
        /// Runs that are only hex digits (hashes, ids, `0x…` addresses) are ignored when true.
        #[serde(default)]
        ignore_hex: bool,
        /// Only runs with an upper-case letter, a lower-case letter and a digit count.
        #[serde(default)]
        require_mixed: bool,
        /// Only runs that decode to mostly printable text count (binary
        /// payloads such as inline PNG icons are not text for the model).
        #[serde(default)]
        require_text: bool,
    },
    /// A name that mixes lookalike letters or full-width forms into ASCII.
    ConfusableName,
    /// A word of prose or schema text that puts a Cyrillic or Greek
    /// lookalike letter beside Latin letters (`pаssword`).
    MixedScriptWord,
    /// A tool name that copies a well-known tool name: one slip of typing
    /// away from it, or the name with a clone marker (`_v2`, `official`)
    /// added, as `by` says.
    CopiesWellKnown {
        /// Which kind of copy the rule reports.
        by: CopyKind,
    },
    /// The same key twice in one JSON object (a parser differential).
    DuplicateKey,
    /// Whitespace that pushes the text after it out of sight: a run of
    /// whitespace characters followed by more text, in which either a
    /// stretch without a line break is at least `min_spaces` characters
    /// long, or there are at least `min_newlines` line breaks (LF, VT, FF,
    /// NEL, U+2028, U+2029, and CR not followed by LF).
    Padding {
        /// The shortest horizontal stretch (spaces, tabs, no-break and other
        /// blanks) that counts.
        min_spaces: usize,
        /// The fewest line breaks in one run that count.
        min_newlines: usize,
    },
    /// A manifest context rule: an item of a manifest in which another item
    /// has a finding of one of `families` at `min_severity` or above. A
    /// server that openly offers an attack capability is hostile, and so is
    /// every other tool it serves.
    HostileServer {
        /// Rule families whose findings mark a server as hostile.
        families: Vec<String>,
        /// The least severity of such a finding.
        min_severity: Severity,
    },
    /// A manifest context rule: a tool name whose confusable skeleton
    /// (UTS #39) equals that of a different tool name in the same manifest,
    /// in another server of the batch, or in the list of well-known tool
    /// names, while it is written with characters outside ASCII.
    NameCollision,
    /// Concepts from the pack's lexicons found together: every entry of
    /// `all` (a concept, or several joined by `|`, any of which will do)
    /// within one sentence or one field, and none of `none` there.
    Concepts {
        /// How far apart the concepts may be.
        #[serde(default)]
        scope: Scope,
        /// The concepts that must all be present.
        all: Vec<String>,
        /// Concepts whose presence in the same scope clears the text.
        #[serde(default)]
        none: Vec<String>,
        /// Lexicons that frame a quotation as an example, as for a pattern
        /// rule: an `all` term wholly inside a quoted mention does not count
        /// (sentence and field scope only).
        #[serde(default)]
        mentions: Vec<String>,
    },
    /// A learned linear model over the item's words and word pairs
    /// ([`crate::features`]): fires once per item whose score (the model's
    /// bias plus the weights of the features present, or its best sentence
    /// reading: [`crate::Model::score`]) reaches `min_score`.
    Classifier {
        /// The model file, relative to the pack (`models/NAME.tsv`).
        model: String,
        /// The least score that fires, in the model's units (log-odds
        /// times its `@scale`).
        min_score: i64,
        /// An item the model scores below this (same units), whose most
        /// suspicious sentence read alone is below even odds too
        /// ([`crate::Model::reads_as_honest`]), reads as honest: its `high`
        /// findings of other rules count as `medium`, unless it has a
        /// finding of a `spares` family. `None`: the model only adds
        /// evidence.
        #[serde(default)]
        honest_below: Option<i64>,
        /// Rule families whose findings the model's honest reading never
        /// lowers (what words cannot judge: invisible characters, names).
        #[serde(default)]
        spares: Vec<String>,
    },
}

/// Per rule of `rules`, whether a classifier rule with `spares` may lower
/// its `high` findings when the item reads as honest: every rule but the
/// classifiers and those of a spared family. The engine and the reference
/// both lower by this list.
pub fn honest_lowerable(rules: &[crate::Rule], spares: &[String]) -> Vec<bool> {
    rules
        .iter()
        .map(|r| !matches!(r.detect, Detect::Classifier { .. }) && !spares.contains(&r.family))
        .collect()
}

/// How a name copies a well-known tool name (`copies_well_known` rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CopyKind {
    /// One slip of typing (`wirte_file`).
    Slip,
    /// A clone marker added (`get_file_contents_v2`).
    Clone,
}

/// How far apart the concepts of a concept rule may be.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// In one sentence.
    #[default]
    Sentence,
    /// Anywhere in one field.
    Field,
    /// Anywhere in the model-visible fields of one item (a tool, prompt or
    /// resource): the concepts may sit in different fields. An `all` entry
    /// may name the kind of field a concept must come from (`secret@value`).
    Item,
}

/// The kind of field a concept of an item-scope rule must come from,
/// written after `@` in an `all` entry (`directive@prose`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FieldClass {
    /// Identifiers: the item's name, property names, other keys.
    Name,
    /// Text written to be read: descriptions, titles, `$comment`, prompt
    /// and resource text (outside a schema's values).
    Prose,
    /// A schema value: `default`, `enum`, `const`, `examples`, `example`
    /// (at any depth below one of those keys).
    Value,
}

impl FieldClass {
    /// Every class, in index order.
    pub const ALL: [FieldClass; 3] = [FieldClass::Name, FieldClass::Prose, FieldClass::Value];

    /// The name used in rule files.
    pub fn as_str(self) -> &'static str {
        match self {
            FieldClass::Name => "name",
            FieldClass::Prose => "prose",
            FieldClass::Value => "value",
        }
    }

    /// The fewest words a schema value needs to count as a [`FieldClass::Value`].
    pub const VALUE_MIN_WORDS: usize = 3;

    /// The class of a field of class `self` whose raw text `raw` has
    /// `words` words: a schema value counts as one only when it reads as
    /// text, with at least [`Self::VALUE_MIN_WORDS`] words and a space or a
    /// `/` between them; a choice or an identifier (`email`, `pt`,
    /// `sms_verification_code`, `~/.kube/config`) is read as a
    /// [`FieldClass::Name`], so that enum entries cannot add up to an order.
    pub fn with_words(self, raw: &str, words: usize) -> FieldClass {
        let text =
            words >= Self::VALUE_MIN_WORDS && raw.chars().any(|c| c.is_whitespace() || c == '/');
        if self == FieldClass::Value && !text {
            FieldClass::Name
        } else {
            self
        }
    }

    /// A small index (0..3), for per-class tables.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The class of a field of role `role` whose JSON pointer has the
    /// member keys `keys_upward` (nearest first; array indices left out):
    /// identifiers are names; schema text is a value when the nearest key
    /// that is a value keyword (`default`, `enum`, `const`, `examples`,
    /// `example`) or a prose keyword (`description`, `title`, `$comment`)
    /// is a value keyword, and prose otherwise.
    pub fn of_field<'k>(
        role: Target,
        keys_upward: impl IntoIterator<Item = &'k str>,
    ) -> FieldClass {
        match role {
            Target::Name | Target::SchemaKey | Target::Key => FieldClass::Name,
            Target::Prose => FieldClass::Prose,
            Target::SchemaText => {
                for key in keys_upward {
                    match key {
                        "default" | "enum" | "const" | "examples" | "example" => {
                            return FieldClass::Value;
                        }
                        "description" | "title" | "$comment" => return FieldClass::Prose,
                        _ => {}
                    }
                }
                FieldClass::Prose
            }
        }
    }
}

/// Splits one concept of a concept rule's entry (`secret`, `secret@value`)
/// into the lexicon name and the field class it must come from, if any.
pub fn split_concept(concept: &str) -> Result<(&str, Option<FieldClass>), String> {
    let concept = concept.trim();
    let Some((name, class)) = concept.split_once('@') else {
        return Ok((concept, None));
    };
    let class = FieldClass::ALL
        .into_iter()
        .find(|c| c.as_str() == class.trim())
        .ok_or_else(|| {
            format!(
                "unknown field class {:?} in {concept:?}; write name, prose or value after '@'",
                class.trim()
            )
        })?;
    Ok((name.trim(), Some(class)))
}

impl Scope {
    /// The name used in rule files.
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Sentence => "sentence",
            Scope::Field => "field",
            Scope::Item => "item",
        }
    }
}

/// The shortest phrase a pattern rule may list under `squashed`.
pub const SQUASHED_MIN_LEN: usize = 5;

impl Detect {
    /// The kind's name, as written in rule files.
    pub fn kind(&self) -> &'static str {
        match self {
            Detect::Pattern { .. } => "pattern",
            Detect::Chars { .. } => "chars",
            Detect::Base64Run { .. } => "base64_run",
            Detect::ConfusableName => "confusable_name",
            Detect::MixedScriptWord => "mixed_script_word",
            Detect::CopiesWellKnown { .. } => "copies_well_known",
            Detect::DuplicateKey => "duplicate_key",
            Detect::Padding { .. } => "padding",
            Detect::HostileServer { .. } => "hostile_server",
            Detect::NameCollision => "name_collision",
            Detect::Concepts { .. } => "concepts",
            Detect::Classifier { .. } => "classifier",
        }
    }

    /// True for the kinds decided from a whole manifest (and its batch)
    /// after every field is scanned, rather than from one field's text.
    pub fn is_manifest_context(&self) -> bool {
        matches!(self, Detect::HostileServer { .. } | Detect::NameCollision)
    }
}

/// Parses `"U+200B"` or `"U+202A..U+202E"` into an inclusive range.
pub fn parse_char_range(spec: &str) -> Result<(char, char), String> {
    let one = |s: &str| -> Result<char, String> {
        let hex = s
            .trim()
            .strip_prefix("U+")
            .ok_or_else(|| format!("code point {s:?} must be written U+XXXX"))?;
        let cp = u32::from_str_radix(hex, 16)
            .map_err(|_| format!("code point {s:?} is not hexadecimal"))?;
        char::from_u32(cp).ok_or_else(|| format!("code point {s:?} is not a Unicode scalar value"))
    };
    match spec.split_once("..") {
        Some((lo, hi)) => {
            let (lo, hi) = (one(lo)?, one(hi)?);
            if lo > hi {
                return Err(format!("range {spec:?} runs backwards"));
            }
            Ok((lo, hi))
        }
        None => {
            let c = one(spec)?;
            Ok((c, c))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_honest_reading_spares_classifiers_and_the_families_named() {
        let pack = crate::RulePack::builtin().expect("pack");
        let lowerable = honest_lowerable(pack.rules(), &["hidden_instruction".to_string()]);
        assert_eq!(lowerable.len(), pack.rules().len());
        let of = |code: &str| {
            let at = pack
                .rules()
                .iter()
                .position(|r| r.code == code)
                .expect(code);
            lowerable[at]
        };
        assert!(of("MS101"), "a phrase rule is lowered");
        assert!(of("MS601"), "a concept rule is lowered");
        assert!(!of("MS001"), "a spared family is not");
        assert!(!of("MS701"), "a classifier is not");
        // Nothing spared: every rule but the classifier.
        let all = honest_lowerable(pack.rules(), &[]);
        assert_eq!(all.iter().filter(|l| !**l).count(), 1);
    }
}
