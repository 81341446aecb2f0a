//! Lexicons: named concepts (a sensitive object, a data-moving action, an
//! addressee…) as lists of terms, kept as data beside the rules.
//!
//! A lexicon file (`lexicons/NAME.toml` in a rule directory):
//!
//! ```toml
//! lexicon = "secret"
//! description = "Credentials and keys a tool has no business asking the model for."
//! terms = ["api key*", "(private|secret|ssh) key*", "[the] seed phrase", "^never"]
//! ```
//!
//! A term is words, matched word by word after folding (so spacing, case,
//! punctuation and lookalike letters never decide a match):
//! `(a|b c)` is a choice (an alternative may be several words), `[a]` an
//! optional word, ` ~ ` between two words lets up to [`MAX_GAP_WORDS`]
//! other words of the sentence sit there (`other ~ tool*`: "other network
//! tools"), `*` after the last word matches any word it begins, and a
//! leading `^` matches only at the start of a sentence (after filler words
//! such as "also" or "please", see [`SENTENCE_FILLERS`]). Literal words are
//! split the way text is ([`crate::words`]), so `id_rsa` is two words and
//! `密码` is two. A base file's words also match their head word's regular
//! `-s` form (`other tool` reads "other tools"; see [`crate::inflect`]),
//! unless written `=word` or the file says `inflect = false`. Terms are
//! folded the way the scanned text is (lookalike letters become the Latin
//! letter they imitate, see [`fold_letters`]):
//! concepts are found in the folded view, where a Cyrillic `е` is already an
//! `e`, so an unfolded Russian term would never match.
//!
//! A base file may say `negatable = true`: its concept is an action a
//! negator before it cancels ("never sent"); see [`crate::negation`] for
//! how negation is read and the three lexicons it reads.
//!
//! A **language supplement** (`lexicons/<lang>/NAME.toml`) adds one
//! language's terms to the lexicon of that name, so that the base file stays
//! readable and each language has its own file:
//!
//! ```toml
//! lexicon = "secret"
//! language = "de"
//! terms = ["passwort*", "zugangsdaten", "privat* schlüssel*"]
//! ```

use std::collections::HashSet;

use serde::Deserialize;

use mcpsift_unicode::{fold_lowered, is_fold_removed, lookalike};

use crate::RuleError;
use crate::inflect::{MarkedWord, inflect_sequence};
use crate::words::words;

/// The most word sequences one term may expand to.
pub const MAX_EXPANSIONS: usize = 512;

/// Words that may come before a sentence-initial term (`^send` matches
/// "Also, please send …").
pub const SENTENCE_FILLERS: &[&str] = &[
    "also",
    "then",
    "first",
    "please",
    "and",
    "now",
    "next",
    "finally",
    "always",
    "just",
    "simply",
    "kindly",
    "so",
    "additionally",
    "afterwards",
    "important",
    "note",
    "required",
    "mandatory",
    "step",
    "1",
    "2",
    "3",
    "to",
    "you",
    "must",
    "should",
];

/// One expanded term: a word sequence.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Term {
    /// Lower-cased words.
    pub words: Vec<String>,
    /// The last word matches any word it begins.
    pub prefix: bool,
    /// Matches only at the start of a sentence (after fillers).
    pub initial: bool,
    /// Up to [`MAX_GAP_WORDS`] other words of the same sentence may come
    /// before this word (written ` ~ ` in the term): `other ~ tool*` reads
    /// "other network tools". Never the first word.
    pub gap: Option<usize>,
}

/// The most words a term's ` ~ ` lets in between its words.
pub const MAX_GAP_WORDS: usize = 2;

/// A named concept and its terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lexicon {
    /// The concept's name, as rules refer to it.
    pub name: String,
    /// What the concept is.
    pub description: String,
    /// The expanded terms.
    pub terms: Vec<Term>,
    /// Where it was loaded from (its base file).
    pub source: String,
    /// Where each run of `terms` came from: the base file first, then each
    /// language supplement that joined it, in the order they joined.
    pub parts: Vec<TermSource>,
    /// A negator before one of its terms cancels it (`negatable = true`:
    /// an action such as "send", see [`crate::negation`]).
    pub negatable: bool,
}

/// A run of a lexicon's terms and the file that brought them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TermSource {
    /// The file.
    pub source: String,
    /// The supplement's language; `None` for the base file.
    pub language: Option<String>,
    /// The index in [`Lexicon::terms`] of the first term it brought.
    pub start: usize,
}

/// One language's terms for a lexicon a base file defines
/// (`lexicons/<lang>/NAME.toml`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Supplement {
    /// The lexicon it adds to.
    pub lexicon: String,
    /// A plain lower-case language code (`de`, `pt`, `zh`).
    pub language: String,
    /// The expanded terms.
    pub terms: Vec<Term>,
    /// Where it was loaded from.
    pub source: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LexiconFile {
    lexicon: String,
    description: Option<String>,
    language: Option<String>,
    /// `false`: the base file's words are matched as written (a lexicon of
    /// literal commands: `drop table` is never written "drop tables").
    inflect: Option<bool>,
    /// `true`: a negator before a term cancels it ([`crate::negation`]).
    negatable: Option<bool>,
    terms: Vec<String>,
}

/// True for a plain lower-case language code: two or three ASCII letters
/// (`de`, `pt`, `fil`), the name a supplement's directory must have.
pub fn is_language_code(tag: &str) -> bool {
    (2..=3).contains(&tag.len()) && tag.bytes().all(|b| b.is_ascii_lowercase())
}

/// Whether a term's English words also match their regular inflections
/// ([`crate::inflect`]): a base file's do, unless it says `inflect =
/// false`; a language supplement's do not (it writes its own `*`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inflect {
    /// `other tool` also reads "other tools", `sign in` "signs in".
    English,
    /// Every word as written.
    AsWritten,
}

/// Parses a lexicon or supplement file: its name and expanded terms.
fn parse_file(
    source: &str,
    text: &str,
    inflect: Inflect,
) -> Result<(LexiconFile, Vec<Term>), RuleError> {
    let file: LexiconFile =
        toml::from_str(text).map_err(|e| RuleError::new(source, e.to_string()))?;
    if file.lexicon.is_empty()
        || !file
            .lexicon
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b == b'_')
    {
        return Err(RuleError::new(
            source,
            format!(
                "lexicon name {:?} must be lower-case ASCII letters and _",
                file.lexicon
            ),
        ));
    }
    if file.terms.is_empty() {
        return Err(RuleError::new(source, "a lexicon needs terms".into()));
    }
    let mut terms = Vec::new();
    // A set beside the list: a lexicon expands to thousands of terms, and a
    // linear search for duplicates made loading it quadratic.
    let mut seen = HashSet::new();
    let inflect = if file.inflect == Some(false) {
        Inflect::AsWritten
    } else {
        inflect
    };
    for spec in &file.terms {
        let expanded = expand_with(spec, inflect)
            .map_err(|e| RuleError::new(source, format!("term {spec:?}: {e}")))?;
        for term in expanded {
            if seen.insert(term.clone()) {
                terms.push(term);
            }
        }
    }
    Ok((file, terms))
}

impl Lexicon {
    /// Parses one lexicon file (`lexicons/NAME.toml`). `source` names it in
    /// errors.
    pub fn from_toml(source: &str, text: &str) -> Result<Lexicon, RuleError> {
        let (file, terms) = parse_file(source, text, Inflect::English)?;
        if let Some(language) = &file.language {
            return Err(RuleError::new(
                source,
                format!(
                    "a base lexicon file has no `language`; move this file to lexicons/{language}/ to make it a language supplement of {:?}, or remove the key",
                    file.lexicon
                ),
            ));
        }
        let Some(description) = file.description else {
            return Err(RuleError::new(
                source,
                "missing field `description`: a base lexicon says what its concept is".into(),
            ));
        };
        Ok(Lexicon {
            name: file.lexicon,
            description,
            terms,
            source: source.to_string(),
            parts: vec![TermSource {
                source: source.to_string(),
                language: None,
                start: 0,
            }],
            negatable: file.negatable == Some(true),
        })
    }

    /// The file that brought term `index` (a supplement's terms name the
    /// supplement).
    pub fn source_of(&self, index: usize) -> &str {
        self.parts
            .iter()
            .rev()
            .find(|p| p.start <= index)
            .map_or(self.source.as_str(), |p| p.source.as_str())
    }

    /// Adds the terms of language supplements (those the lexicon does not
    /// hold yet), in the order given. The caller has checked that the names
    /// agree.
    pub fn join<'a>(&mut self, supplements: impl IntoIterator<Item = &'a Supplement>) {
        let mut seen: HashSet<Term> = self.terms.iter().cloned().collect();
        for supplement in supplements {
            self.parts.push(TermSource {
                source: supplement.source.clone(),
                language: Some(supplement.language.clone()),
                start: self.terms.len(),
            });
            for term in &supplement.terms {
                if seen.insert(term.clone()) {
                    self.terms.push(term.clone());
                }
            }
        }
    }
}

impl Supplement {
    /// Parses a language supplement found in directory `dir_language` of
    /// `lexicons` (`lexicons/de/secret.toml`): its `language` must be that
    /// directory's name, a plain lower-case code.
    pub fn from_toml(
        source: &str,
        dir_language: &str,
        text: &str,
    ) -> Result<Supplement, RuleError> {
        if !is_language_code(dir_language) {
            return Err(RuleError::new(
                source,
                format!(
                    "language directory {dir_language:?} is not a plain lower-case language code; name it with two or three letters such as de, pt or fil"
                ),
            ));
        }
        let (file, terms) = parse_file(source, text, Inflect::AsWritten)?;
        if file.inflect.is_some() {
            return Err(RuleError::new(
                source,
                "a language supplement has no `inflect`: its words are matched as written (end a word with `*` for its endings)".into(),
            ));
        }
        if file.negatable.is_some() {
            return Err(RuleError::new(
                source,
                format!(
                    "a language supplement has no `negatable`: the base file of {:?} says whether a negator cancels the concept",
                    file.lexicon
                ),
            ));
        }
        match file.language.as_deref() {
            None => Err(RuleError::new(
                source,
                format!(
                    "a language supplement needs `language = \"{dir_language}\"` (the name of its directory)"
                ),
            )),
            Some(language) if language != dir_language => Err(RuleError::new(
                source,
                format!(
                    "language {language:?} does not match its directory lexicons/{dir_language}/; move the file or fix the key"
                ),
            )),
            Some(_) if file.description.is_some() => Err(RuleError::new(
                source,
                format!(
                    "a language supplement has no `description`: the base file of {:?} says what the concept is",
                    file.lexicon
                ),
            )),
            Some(language) => Ok(Supplement {
                lexicon: file.lexicon.clone(),
                language: language.to_string(),
                terms,
                source: source.to_string(),
            }),
        }
    }
}

/// One position of a term: the word sequences it may stand for (an empty
/// sequence when optional), each word marked whether it may inflect.
type Slot = Vec<Vec<MarkedWord>>;

/// Expands a term's syntax into word sequences, every word as written.
#[cfg(test)]
fn expand(spec: &str) -> Result<Vec<Term>, String> {
    expand_with(spec, Inflect::AsWritten)
}

/// Expands a term's syntax into word sequences; with [`Inflect::English`],
/// also the sequences with one word inflected ([`inflect_sequence`]).
pub fn expand_with(spec: &str, inflect: Inflect) -> Result<Vec<Term>, String> {
    let mut rest = spec.trim();
    let initial = rest.starts_with('^');
    if initial {
        rest = rest[1..].trim_start();
    }
    let prefix = rest.ends_with('*');
    if prefix {
        rest = rest[..rest.len() - 1].trim_end();
    }
    if rest.contains('*') || rest.contains('^') {
        return Err("`*` may only end a term and `^` only begin it".into());
    }
    let mut slots: Vec<Slot> = Vec::new();
    // The slot a ` ~ ` comes before.
    let mut gap_slot = None;
    let mut chars = rest.char_indices().peekable();
    while let Some(&(at, c)) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
            continue;
        }
        let (close, optional) = match c {
            '(' => (')', false),
            '[' => (']', true),
            ')' | ']' | '|' => return Err(format!("unexpected {c:?}")),
            _ => {
                // A plain word: up to the next whitespace or group.
                let mut end = at;
                while let Some(&(i, ch)) = chars.peek() {
                    if ch.is_whitespace() || matches!(ch, '(' | '[' | ')' | ']' | '|') {
                        break;
                    }
                    end = i + ch.len_utf8();
                    chars.next();
                }
                if &rest[at..end] == "~" {
                    if gap_slot.is_some() {
                        return Err("a term has one `~` at most".into());
                    }
                    gap_slot = Some(slots.len());
                    continue;
                }
                let seq = split(&rest[at..end]);
                if !seq.is_empty() {
                    slots.push(vec![seq]);
                }
                continue;
            }
        };
        chars.next();
        let inner_start = at + 1;
        let mut inner_end = None;
        for (i, ch) in chars.by_ref() {
            if matches!(ch, '(' | '[') {
                return Err("groups may not nest".into());
            }
            if ch == close {
                inner_end = Some(i);
                break;
            }
        }
        let inner_end = inner_end.ok_or_else(|| format!("unclosed {c:?}"))?;
        let mut slot: Slot = rest[inner_start..inner_end].split('|').map(split).collect();
        if slot.iter().any(Vec::is_empty) && !optional {
            return Err("an empty choice in `( )`: use `[ ]` for an optional word".into());
        }
        if optional {
            slot.push(Vec::new());
        }
        slots.push(slot);
    }
    if gap_slot.is_some_and(|g| g == 0 || g == slots.len()) {
        return Err("a `~` needs words on both sides".into());
    }
    // Each sequence with the word index its gap comes before.
    let mut sequences: Vec<(Vec<MarkedWord>, Option<usize>)> = vec![(Vec::new(), None)];
    for (at, slot) in slots.iter().enumerate() {
        let mut next = Vec::new();
        for (seq, gap) in &sequences {
            let gap = if gap_slot == Some(at) {
                Some(seq.len())
            } else {
                *gap
            };
            for choice in slot {
                let mut joined = seq.clone();
                joined.extend(choice.iter().cloned());
                next.push((joined, gap));
            }
        }
        if next.len() > MAX_EXPANSIONS {
            return Err(format!(
                "expands to more than {MAX_EXPANSIONS} word sequences"
            ));
        }
        sequences = next;
    }
    sequences.retain(|(s, _)| !s.is_empty());
    if sequences.is_empty() {
        return Err("a term needs at least one word".into());
    }
    let mut terms: Vec<Term> = Vec::new();
    let mut seen = HashSet::new();
    let forms = |marked: &[MarkedWord]| match inflect {
        Inflect::English => inflect_sequence(marked, prefix),
        Inflect::AsWritten => vec![marked.iter().map(|(w, _)| w.clone()).collect()],
    };
    for (marked, gap) in &sequences {
        // Optional words may leave the gap at an end: no gap then.
        let gap = gap.filter(|&g| g > 0 && g < marked.len());
        for words in forms(marked) {
            for folded in case_variants(&words) {
                let term = Term {
                    words: folded,
                    prefix,
                    initial,
                    gap,
                };
                if seen.insert(term.clone()) {
                    terms.push(term);
                }
            }
        }
    }
    Ok(terms)
}

/// The words of `text`, lower-cased, not yet folded, each marked whether
/// it may inflect: not when written `=word`.
fn split(text: &str) -> Vec<MarkedWord> {
    text.split_whitespace()
        .flat_map(|token| {
            let frozen = token.starts_with('=');
            words(token.trim_start_matches('='))
                .into_iter()
                .map(move |w| (w.text, !frozen))
        })
        .collect()
}

/// `words` folded as the text would be when written in lower case, with the
/// first word capitalised (a sentence start) and in upper case. Folding is
/// not case-blind for a few letters: Greek `Η` is drawn like Latin `H` and
/// folds to `h`, while `η` is drawn like `n`, so "ΤΗΣ" and "της" fold apart
/// (`ν`, `υ` and Cyrillic `ӏ` alike; other Cyrillic and Greek letters fold
/// as their capitals do: `mcpsift_unicode::fold_lowered`). For Latin words,
/// and most others, the three variants are one.
fn case_variants(words: &[String]) -> Vec<Vec<String>> {
    // ASCII words are lower-cased already, and no ASCII character is a
    // lookalike or dropped by the fold: the three variants are the words
    // (most terms: skipping the folds keeps loading the inflected pack cheap).
    if words.iter().all(|w| w.is_ascii()) {
        return vec![words.to_vec()];
    }
    let fold_all = |f: &dyn Fn(usize, &str) -> String| -> Vec<String> {
        words
            .iter()
            .enumerate()
            .map(|(i, w)| fold_letters(&f(i, w)))
            .collect()
    };
    let lower = fold_all(&|_, w| w.to_string());
    let title = fold_all(&|i, w| if i == 0 { capitalise(w) } else { w.to_string() });
    let upper = fold_all(&|_, w| w.to_uppercase());
    let mut out = vec![lower];
    for variant in [title, upper] {
        if !out.contains(&variant) {
            out.push(variant);
        }
    }
    out
}

fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `text` as the folded view writes it, code point by code point: invisible
/// characters dropped, lookalike letters mapped to Latin, lower-cased, then
/// spelling marks dropped, spelling variants made plain and the lookalike map
/// once more (`Ω` lower-cases to `ω`, a lookalike of `w`): `fold_lowered`.
/// Compatibility forms (NFKC) are not undone here: a term is written by a rule
/// author, and the engine's tests check every built-in term folds the same way.
pub fn fold_letters(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().filter(|&c| !is_fold_removed(c)) {
        let latin = lookalike(c).unwrap_or(c);
        out.extend(latin.to_lowercase().filter_map(fold_lowered));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seqs(spec: &str) -> Vec<String> {
        expand(spec)
            .unwrap()
            .into_iter()
            .map(|t| t.words.join(" "))
            .collect()
    }

    #[test]
    fn choices_options_and_flags() {
        assert_eq!(seqs("api key"), ["api key"]);
        assert_eq!(seqs("(private|ssh) key"), ["private key", "ssh key"]);
        assert_eq!(
            seqs("[the] seed phrase"),
            ["the seed phrase", "seed phrase"]
        );
        assert_eq!(seqs("(a b|c) d"), ["a b d", "c d"]);
        assert_eq!(seqs("~/.ssh/id_rsa"), ["ssh id rsa"]);
        assert_eq!(seqs("密码"), ["密 码"]);
        let t = &expand("^send*").unwrap()[0];
        assert!(t.initial && t.prefix);
        assert_eq!(t.words, ["send"]);
    }

    #[test]
    fn a_base_file_inflects_its_head_words() {
        let base = |terms: &str, extra: &str| {
            let text = format!("lexicon = \"x\"\ndescription = \"d\"\n{extra}terms = [{terms}]\n");
            Lexicon::from_toml("x.toml", &text)
                .unwrap()
                .terms
                .into_iter()
                .map(|t| t.words.join(" "))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            base("\"other tool\", \"sign in\"", ""),
            ["other tool", "other tools", "sign in", "signs in"]
        );
        // `=word` and `inflect = false` keep words as written.
        assert_eq!(base("\"notes =field\"", ""), ["notes field"]);
        assert_eq!(base("\"drop table\"", "inflect = false\n"), ["drop table"]);
        // A supplement is matched as written, and may not say otherwise.
        let supplement = |extra: &str| {
            let text = format!(
                "lexicon = \"x\"\nlanguage = \"de\"\n{extra}terms = [\"ander werkzeug\"]\n"
            );
            Supplement::from_toml("de/x.toml", "de", &text)
        };
        let words: Vec<String> = supplement("")
            .unwrap()
            .terms
            .iter()
            .map(|t| t.words.join(" "))
            .collect();
        assert_eq!(words, ["ander werkzeug"]);
        assert!(
            supplement("inflect = true\n")
                .unwrap_err()
                .to_string()
                .contains("inflect")
        );
    }

    #[test]
    fn ascii_words_fold_to_themselves() {
        // What `case_variants` relies on to skip the folds.
        for b in 0u8..128 {
            let c = char::from(b);
            assert!(lookalike(c).is_none() && !is_fold_removed(c), "{c:?}");
        }
        assert_eq!(
            case_variants(&["api".into(), "key".into()]),
            [["api", "key"]]
        );
    }

    #[test]
    fn a_gap_sits_before_a_word() {
        let gaps = |spec: &str| -> Vec<(String, Option<usize>)> {
            expand(spec)
                .unwrap()
                .into_iter()
                .map(|t| (t.words.join(" "), t.gap))
                .collect()
        };
        assert_eq!(gaps("other ~ tool*"), [("other tool".into(), Some(1))]);
        assert_eq!(
            gaps("send [it] ~ to (them|us)"),
            [
                ("send it to them".into(), Some(2)),
                ("send it to us".into(), Some(2)),
                ("send to them".into(), Some(1)),
                ("send to us".into(), Some(1)),
            ]
        );
        // An optional word that leaves the gap at an end: no gap.
        assert_eq!(
            gaps("[any] ~ tool"),
            [("any tool".into(), Some(1)), ("tool".into(), None)]
        );
        // A path's `~` is a character of a word, not a gap.
        assert_eq!(gaps("~/.ssh/id_rsa"), [("ssh id rsa".into(), None)]);
    }

    #[test]
    fn bad_terms_say_why() {
        assert!(expand("(a|b").unwrap_err().contains("unclosed"));
        assert!(expand("a* b").unwrap_err().contains("only end"));
        assert!(expand("((a))").unwrap_err().contains("nest"));
        assert!(expand("[]").unwrap_err().contains("at least one word"));
        assert!(expand("(a|)").unwrap_err().contains("optional"));
        assert!(expand("~ a").unwrap_err().contains("both sides"));
        assert!(expand("a ~").unwrap_err().contains("both sides"));
        assert!(expand("a ~ b ~ c").unwrap_err().contains("one `~`"));
        let many = "(a|b|c|d|e|f|g|h) ".repeat(4);
        assert!(expand(&many).unwrap_err().contains("more than"));
    }
}
