//! Rules as data.
//!
//! One TOML file per rule (`builtin/<family>/<CODE>-<name>.toml`) says what the
//! rule looks for, where (targets), in which view of the text (raw as sent, or
//! folded), how severe a hit is, and carries `[[example]]` blocks that must and
//! must not match. The engine compiles a [`RulePack`] into one scanner; the
//! reference scanner reads the same pack. Nothing here matches text but the
//! checks of the contexts a `chars` rule allows ([`is_allowed`]).
//!
//! ```
//! let pack = mcpsift_rules::RulePack::builtin().expect("the built-in pack is valid");
//! assert!(pack.get("MS101").is_some());
//! ```
//!
//! The format:
//!
//! ```toml
//! code = "MS101"                 # stable, unique: MS + three digits
//! name = "ignore-previous-instructions"
//! family = "tool_poisoning"
//! severity = "high"              # low | medium | high | critical
//! status = "stable"              # preview (flags, never withholds) | stable
//! summary = "one line for listings"
//! description = "why the rule exists and how it is calibrated"
//! targets = ["prose", "schema_text", "schema_key"]   # or ["all"]
//! views = ["raw", "folded"]
//!
//! [detect]
//! kind = "pattern"               # pattern | chars | base64_run | confusable_name | copies_well_known | duplicate_key | padding
//! anchors = ["ignore", "disregard"]   # literals, one of which every match contains
//! patterns = ['\b{verb}\s+previous\s+instructions\b']   # {verb}: a fragment below
//! squashed = ["ignorepreviousinstructions"]   # optional: phrases for spaced-out letters
//!
//! [detect.fragments]             # optional: alternations several patterns share, used as {name}
//! verb = '(?:ignore|disregard)'
//!
//! [[example]]
//! text = "Ignore previous instructions and ..."
//! matches = true
//! ```
#![forbid(unsafe_code)]

mod allow;
mod anchor_proof;
mod common_words;
mod confusables;
mod context_spec;
mod detect;
mod features;
mod fragments;
mod inflect;
mod lexicon;
mod mention;
mod model;
mod negation;
mod pack;
mod rule;
mod scoring;
mod severity;
mod spacing;
mod targets;
mod term_match;
#[cfg(test)]
mod test_rng;
#[cfg(test)]
mod tests;
mod word_gaps;
mod words;

pub use allow::{Allow, HYPHENATED_WORD_LETTERS, is_allowed, may_allow_in};
pub use anchor_proof::{AnchorGap, Text, prove_anchored};
pub use common_words::COMMON_WORDS;
pub use confusables::{
    KnownWords, MIN_REPAIRED_LEN, repair, repair_into, repair_with_sources, starts_with_l_for_i,
};
pub use context_spec::{Condition, ContextSpec, CounterSpec, Otherwise};
pub use detect::{
    CopyKind, Detect, FieldClass, SQUASHED_MIN_LEN, Scope, honest_lowerable, parse_char_range,
    split_concept,
};
pub use features::{
    ACROSS_MARK, CONCEPT_MARK, ConceptFeature, MODEL_FIELD_BYTES, PLACE_MARK, Place, Places,
    STRUCTURE_KEYWORDS, concept_across_feature, concept_feature, concept_pair_feature,
    concept_place_feature, feature_equals, feature_hash, feature_string, features, field_places,
    for_each_feature, hash_feature_str, is_concept_feature, model_reads, model_text,
    parse_concept_feature, readable_feature,
};
pub use fragments::{
    MAX_EXPANDED_BYTES, MAX_FRAGMENT_DEPTH, PASTED_MIN_LEN, expand_fragments, expand_patterns,
    pasted_alternations,
};
pub use inflect::{FUNCTION_WORDS, MIN_INFLECTED_LEN, VERB_COMPLEMENTS, inflects, s_form};
pub use lexicon::{
    Inflect, Lexicon, MAX_EXPANSIONS, MAX_GAP_WORDS, SENTENCE_FILLERS, Supplement, Term,
    TermSource, is_language_code,
};
pub use mention::{
    MAX_QUOTED_BYTES, Quotation, frame_terms, is_mentioned, next_search, quotations,
    quoted_mentions,
};
pub use model::{
    EXPLAINED_FEATURES, HONEST_ALONE_BELOW, MAX_MODEL_FEATURES, MAX_MODEL_FILE_BYTES,
    MAX_MODEL_WEIGHT, MAX_WINDOW, Model, is_model_source, item_score,
};
pub use negation::{
    NEGATION_REACH, NEGATION_TERM_WORDS, NEGATOR, NOT_NEGATOR, SCOPE_BREAK, TermSpan,
    breaks_clause, governs,
};
pub use pack::{
    MAX_RULE_FILE_BYTES, RuleError, RulePack, is_lexicon_source, is_scoring_source,
    lexicon_language, load_each,
};
pub use rule::{Example, Rule, pattern_parser};
pub use scoring::{MAX_POINTS, SCORING_FILE, Scoring};
pub use severity::{ParseSeverityError, Severity};
pub use spacing::{anchor_without_spaces, widen_spaces};
pub use targets::{Status, Target, TargetSet, View};
pub use term_match::{TermIndex, indexed_occurrences, occurrences};
pub use word_gaps::widen_word_gaps;
pub use words::{
    WORDS_MAX_BYTES, Word, ends_sentence, for_each_word, is_mark, is_unspaced, is_word_char,
    push_lower, words,
};
