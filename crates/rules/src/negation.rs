//! Negation scope: "tokens are never returned", "ne relance jamais avec
//! --no-verify", "не повторяйте с sudo" describe what a tool does **not**
//! do, and a concept rule should not read them as an order to do it.
//!
//! A lexicon marked `negatable = true` names an action a negator cancels.
//! Three lexicons of reserved names say how negation reads:
//!
//! - [`NEGATOR`]: the negators ("never", "do not", "ne … jamais", "не").
//! - [`NOT_NEGATOR`]: phrases whose negator does not negate what follows
//!   ("never fail to", "don't forget to", "not only"); a negator that
//!   shares a word with one of them negates nothing.
//! - [`SCOPE_BREAK`]: words that end a negator's reach ("but", "until",
//!   "unless", "then"), so "do not reply until you send" still orders the
//!   send.
//!
//! A negator governs a term of a negatable concept when the term begins at
//! most [`NEGATION_REACH`] words after the negator ends, in the same clause:
//! no clause punctuation (a comma, semicolon, colon, bracket or dash, or a
//! sentence end, [`breaks_clause`]) and no [`SCOPE_BREAK`] word between. A
//! term that holds its own negator ("no verify") is not negated by it.
//! Such a term still names its concept for the learned model (which reads
//! "never" beside it); only the `all` groups of concept rules skip it.
//!
//! The engine and the reference scanner each find the terms their own way
//! and share [`governs`] (the reach and the clause), tested here on its
//! own.

use crate::RuleError;
use crate::lexicon::Lexicon;
use crate::words::ends_sentence;

/// The lexicon of negators.
pub const NEGATOR: &str = "negator";
/// The lexicon of phrases whose negator negates nothing after it.
pub const NOT_NEGATOR: &str = "not_negator";
/// The lexicon of words that end a negator's reach.
pub const SCOPE_BREAK: &str = "scope_break";

/// The most words that may stand between a negator and the term it
/// negates ("Δεν ξανατρέχει την εντολή με sudo": four).
pub const NEGATION_REACH: usize = 4;

/// The most words a term of the three negation lexicons may have (so that
/// a scanner looks back a bounded number of words for them).
pub const NEGATION_TERM_WORDS: usize = 4;

/// Where a term was found: its words (`first..last`, indices) and bytes
/// (`start..end` in the text it was found in).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TermSpan {
    /// First word index.
    pub first: usize,
    /// One past the last word index.
    pub last: usize,
    /// Where the first word starts.
    pub start: usize,
    /// Where the last word ends.
    pub end: usize,
}

/// Whether the negator at `negator` reaches the term at `term` in `text`:
/// the term begins after the negator ends, at most [`NEGATION_REACH`] words
/// later, and the text between them does not break the clause. The caller
/// checks the [`NOT_NEGATOR`] and [`SCOPE_BREAK`] terms.
pub fn governs(text: &str, negator: TermSpan, term: TermSpan) -> bool {
    if negator.last > term.first || term.first - negator.last > NEGATION_REACH {
        return false;
    }
    match text.get(negator.end..term.start) {
        Some(between) => !breaks_clause(between),
        None => false,
    }
}

/// True when `between` (the text between two terms) ends the clause the
/// first is in: a sentence end ([`ends_sentence`], read over the whole
/// stretch), or a comma, semicolon, colon, bracket or dash, in any script.
pub fn breaks_clause(between: &str) -> bool {
    const CLAUSE_MARKS: &[char] = &[
        ',', ';', ':', '(', ')', '[', ']', '{', '}', '—', '–', '\u{3001}', '\u{FF0C}', '\u{FF1B}',
        '\u{FF1A}', '\u{060C}', '\u{061B}', '\u{3002}', '!', '?',
    ];
    between.contains(CLAUSE_MARKS) || between.contains(" - ") || ends_sentence(between)
}

/// Checks the negation lexicons of a pack: a `negatable` lexicon needs a
/// [`NEGATOR`] lexicon to be cancelled by; the three negation lexicons are
/// not negatable themselves, and their terms have no gap and at most
/// [`NEGATION_TERM_WORDS`] words.
pub(crate) fn check_negation(lexicons: &[Lexicon]) -> Result<(), RuleError> {
    let special = [NEGATOR, NOT_NEGATOR, SCOPE_BREAK];
    for lexicon in lexicons
        .iter()
        .filter(|l| special.contains(&l.name.as_str()))
    {
        if lexicon.negatable {
            return Err(RuleError::new(
                &lexicon.source,
                format!(
                    "{:?} reads negation and cannot be negatable itself: remove `negatable`",
                    lexicon.name
                ),
            ));
        }
        for (index, term) in lexicon.terms.iter().enumerate() {
            if term.gap.is_some() || term.words.len() > NEGATION_TERM_WORDS {
                return Err(RuleError::new(
                    lexicon.source_of(index),
                    format!(
                        "term {:?} of {:?}: a negation term is at most {NEGATION_TERM_WORDS} words, without ` ~ `",
                        term.words.join(" "),
                        lexicon.name
                    ),
                ));
            }
        }
    }
    if let Some(lexicon) = lexicons.iter().find(|l| l.negatable)
        && !lexicons.iter().any(|l| l.name == NEGATOR)
    {
        return Err(RuleError::new(
            &lexicon.source,
            format!(
                "{:?} is negatable but the pack has no lexicon {NEGATOR:?} (lexicons/{NEGATOR}.toml) to say what negates it: add one or remove `negatable`",
                lexicon.name
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The span of the words `first..last` of `text` (split on spaces).
    fn span(text: &str, first: usize, last: usize) -> TermSpan {
        let mut at = 0;
        let mut bounds = Vec::new();
        for word in text.split(' ') {
            bounds.push((at, at + word.len()));
            at += word.len() + 1;
        }
        TermSpan {
            first,
            last,
            start: bounds[first].0,
            end: bounds[last - 1].1,
        }
    }

    #[test]
    fn a_negator_reaches_three_words_ahead_in_its_clause() {
        let text = "Non rilancia il comando con sudo";
        assert!(governs(text, span(text, 0, 1), span(text, 5, 6)));
        let text = "tokens are never returned";
        assert!(governs(text, span(text, 2, 3), span(text, 3, 4)));
        // Four words between: out of reach.
        let text = "never ask the user before you send";
        assert!(!governs(text, span(text, 0, 1), span(text, 6, 7)));
    }

    #[test]
    fn a_clause_mark_or_sentence_end_ends_its_reach() {
        for text in [
            "do not wait, send it",
            "do not wait; send it",
            "do not wait: send it",
            "do not wait (send it",
            "do not wait — send it",
            "do not wait - send it",
            "do not wait. send it",
            "do not wait\n\nsend it",
            "do not wait，send it",
        ] {
            let send = text.find("send").unwrap();
            let negator = TermSpan {
                first: 1,
                last: 2,
                start: 3,
                end: 6,
            };
            let term = TermSpan {
                first: 3,
                last: 4,
                start: send,
                end: send + 4,
            };
            assert!(!governs(text, negator, term), "{text:?}");
        }
        // Without the mark, the same words are in reach.
        let text = "do not wait send it";
        assert!(governs(text, span(text, 1, 2), span(text, 3, 4)));
    }

    #[test]
    fn a_term_holding_its_own_negator_is_not_negated_by_it() {
        let text = "pass no verify";
        assert!(!governs(text, span(text, 1, 2), span(text, 1, 3)));
        // Nor is a term before the negator.
        let text = "send it never";
        assert!(!governs(text, span(text, 2, 3), span(text, 0, 1)));
    }

    #[test]
    fn a_hyphen_inside_a_word_or_a_flag_breaks_nothing() {
        let text = "never re-run with --no-verify";
        let negator = TermSpan {
            first: 0,
            last: 1,
            start: 0,
            end: 5,
        };
        let flag = text.find("no-verify").unwrap();
        let term = TermSpan {
            first: 4,
            last: 6,
            start: flag,
            end: text.len(),
        };
        assert!(governs(text, negator, term));
    }

    fn lexicon(name: &str, extra: &str, terms: &str) -> Lexicon {
        let text =
            format!("lexicon = \"{name}\"\ndescription = \"d\"\n{extra}\nterms = [{terms}]\n");
        Lexicon::from_toml(&format!("lexicons/{name}.toml"), &text).expect("parses")
    }

    #[test]
    fn a_negatable_lexicon_needs_a_negator_lexicon() {
        let send = lexicon("send", "negatable = true", "\"send\"");
        let error = check_negation(std::slice::from_ref(&send)).expect_err("no negator");
        assert!(
            error.to_string().contains("no lexicon \"negator\""),
            "{error}"
        );
        let negator = lexicon(NEGATOR, "", "\"never\", \"do not\"");
        assert!(check_negation(&[send, negator]).is_ok());
    }

    #[test]
    fn negation_lexicons_have_short_terms_without_gaps_and_are_not_negatable() {
        let gapped = lexicon(NEGATOR, "", "\"never ~ ever\"");
        let error = check_negation(&[gapped]).expect_err("a gap");
        assert!(error.to_string().contains("at most 4 words"), "{error}");
        let long = lexicon(SCOPE_BREAK, "", "\"and then after that later\"");
        assert!(check_negation(&[long]).is_err());
        let negatable = lexicon(NOT_NEGATOR, "negatable = true", "\"not only\"");
        let error = check_negation(&[negatable]).expect_err("negatable");
        assert!(error.to_string().contains("cannot be negatable"), "{error}");
    }
}
