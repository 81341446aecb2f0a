//! Quoted mentions: a phrase a tool quotes as an example of what it looks
//! for ("flags phrases like 'ignore previous instructions'") names the words
//! without saying them to the model. A pattern rule that names a frame
//! lexicon (`mentions = "mention_frame"`) spares a match that lies wholly
//! inside such a quotation; the same words anywhere else in the field still
//! fire. Prompt-injection detectors that quote what they detect are the
//! honest tools most often withheld by every training file written without
//! our rules.
//!
//! A quotation is a pair of matching quotation marks on one line, at most
//! [`MAX_QUOTED_BYTES`] apart; it is a mention when its sentence names a
//! term of the frame outside every quotation (so the quoted words can
//! neither supply the frame nor end the sentence). The engine and the
//! reference both call [`quoted_mentions`], only for a field where a rule
//! that names a frame has matched, so it costs nothing on other fields.

use crate::lexicon::{Lexicon, Term, fold_letters};
use crate::term_match::occurrences;
use crate::words::{Word, ends_sentence, words};

/// The longest quotation read as one (its inside, in bytes): a longer run
/// between two quotation marks is more likely two unrelated marks.
pub const MAX_QUOTED_BYTES: usize = 512;

/// The characters that close a quotation opened by `open`; empty for a
/// character that opens none.
fn closers(open: char) -> &'static [char] {
    match open {
        '"' => &['"'],
        '\'' => &['\''],
        '`' => &['`'],
        '“' => &['”'],
        '„' => &['“', '”'],
        '‘' => &['’'],
        '‚' => &['‘', '’'],
        '«' => &['»'],
        '‹' => &['›'],
        '「' => &['」'],
        '『' => &['』'],
        '＂' => &['＂'],
        '｢' => &['｣'],
        _ => &[],
    }
}

/// Apostrophes double as quotation marks: one touching a letter or digit
/// on its inner side's far end (`it's`, `don’t`) is an apostrophe.
fn is_apostrophe_like(c: char) -> bool {
    matches!(c, '\'' | '’' | '‘')
}

/// A quotation: the byte range of its inside, and where it closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quotation {
    /// The opening mark's first byte.
    pub open: usize,
    /// The inside, between the marks.
    pub inside: (usize, usize),
    /// One past the closing mark.
    pub end: usize,
}

/// Every quotation of `text`, left to right, none inside another: each
/// opening mark pairs with the first closing mark after it on the same
/// line, within [`MAX_QUOTED_BYTES`]; an apostrophe opens only after a
/// character that is not a letter or digit and closes only before one.
pub fn quotations(text: &str) -> Vec<Quotation> {
    let mut out = Vec::new();
    let mut prev: Option<char> = None;
    let mut at = 0;
    while let Some(c) = text[at..].chars().next() {
        let start = at;
        at += c.len_utf8();
        // An apostrophe right after a letter or digit (`it's`) opens nothing.
        let after_word = is_apostrophe_like(c) && prev.is_some_and(char::is_alphanumeric);
        let opens = !closers(c).is_empty() && !after_word;
        prev = Some(c);
        if !opens {
            continue;
        }
        let inside = at;
        let mut close = None;
        for (offset, d) in text[inside..].char_indices() {
            let here = inside + offset;
            if d == '\n' || here - inside > MAX_QUOTED_BYTES {
                break;
            }
            let next = text[here + d.len_utf8()..].chars().next();
            if closers(c).contains(&d)
                && !(is_apostrophe_like(d) && next.is_some_and(char::is_alphanumeric))
            {
                close = Some((here, d));
                break;
            }
        }
        if let Some((here, d)) = close
            && here > inside
        {
            out.push(Quotation {
                open: start,
                inside: (inside, here),
                end: here + d.len_utf8(),
            });
            at = here + d.len_utf8();
            prev = Some(d);
        }
    }
    out
}

/// The insides of the quotations of `text` that are mentions: their
/// sentence names a term of `frame` outside every quotation, or such a term
/// ends right before the quotation.
pub fn quoted_mentions(text: &str, frame: &[Term]) -> Vec<(usize, usize)> {
    let quotes = quotations(text);
    if quotes.is_empty() {
        return Vec::new();
    }
    // The text with every quotation's inside blanked (byte for byte, so
    // offsets hold): quoted words supply no frame and end no sentence.
    let mut masked = String::with_capacity(text.len());
    let mut copied = 0;
    for q in &quotes {
        masked.push_str(&text[copied..q.inside.0]);
        masked.extend(std::iter::repeat_n(' ', q.inside.1 - q.inside.0));
        copied = q.inside.1;
    }
    masked.push_str(&text[copied..]);
    let mut found = words(&masked);
    for word in &mut found {
        word.text = fold_letters(&word.text);
    }
    let hits: Vec<(usize, usize)> = occurrences(&found, frame).collect();
    if hits.is_empty() {
        return Vec::new();
    }
    // Sorted, so that a field of many quotations costs a binary search each.
    let mut framed: Vec<usize> = hits.iter().map(|&(i, _)| found[i].sentence).collect();
    let mut term_ends: Vec<usize> = hits.iter().map(|&(_, end)| end).collect();
    for list in [&mut framed, &mut term_ends] {
        list.sort_unstable();
        list.dedup();
    }
    quotes
        .iter()
        .filter(|q| {
            // A term right before the quotation introduces it even where
            // its own full stop reads as a sentence end (`e.g. "…"`).
            let before = found.partition_point(|w| w.end <= q.open);
            (before > 0 && term_ends.binary_search(&before).is_ok())
                || sentence_of(&found, &masked, q).is_some_and(|s| framed.binary_search(&s).is_ok())
        })
        .map(|q| q.inside)
        .collect()
}

/// The sentence a quotation sits in: the one of the word before it, unless
/// a sentence ends between them; else the one of the word after it. Words
/// are in text order, so both are found by binary search.
fn sentence_of(found: &[Word], masked: &str, q: &Quotation) -> Option<usize> {
    let before = found.partition_point(|w| w.end <= q.open);
    if before > 0 {
        let w = &found[before - 1];
        if !ends_sentence(&masked[w.end..q.open]) {
            return Some(w.sentence);
        }
    }
    let after = &found[found.partition_point(|w| w.start < q.end)..];
    let w = after.first()?;
    (!ends_sentence(&masked[q.end..w.start])).then_some(w.sentence)
}

/// The terms of the lexicons a rule's `mentions` names, in order; `None`
/// when it names none. The pack, the engine and the reference all read a
/// rule's frame through it, so a name `lexicons` lacks is the same error
/// everywhere.
pub fn frame_terms(names: &[String], lexicons: &[Lexicon]) -> Result<Option<Vec<Term>>, String> {
    if names.is_empty() {
        return Ok(None);
    }
    let mut terms = Vec::new();
    for name in names {
        let lexicon = lexicons
            .iter()
            .find(|l| l.name == *name)
            .ok_or_else(|| format!("mentions: {name:?} is not a lexicon of the pack"))?;
        terms.extend_from_slice(&lexicon.terms);
    }
    Ok(Some(terms))
}

/// True when the span `(start, end)` lies wholly inside one of `mentions`.
pub fn is_mentioned(mentions: &[(usize, usize)], (start, end): (usize, usize)) -> bool {
    mentions.iter().any(|&(s, e)| s <= start && end <= e)
}

/// Where the search for a rule's next match starts after a mention found at
/// `start..end`: its end, or after an empty match the next character
/// boundary (a byte regex may end a match inside a character).
pub fn next_search(text: &str, start: usize, end: usize) -> usize {
    if end > start {
        return end;
    }
    let mut next = start + 1;
    while next < text.len() && !text.is_char_boundary(next) {
        next += 1;
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Inflect;
    use crate::lexicon::expand_with;

    fn frame() -> Vec<Term> {
        [
            "(phrase|phrases|attempts) (like|such as)",
            "formulierungen wie",
            "などの表現",
        ]
        .iter()
        .flat_map(|t| expand_with(t, Inflect::AsWritten).expect("term"))
        .collect()
    }

    fn insides(text: &str) -> Vec<&str> {
        quotations(text)
            .iter()
            .map(|q| &text[q.inside.0..q.inside.1])
            .collect()
    }

    fn mentioned(text: &str) -> Vec<&str> {
        quoted_mentions(text, &frame())
            .iter()
            .map(|&(s, e)| &text[s..e])
            .collect()
    }

    #[test]
    fn quotation_marks_pair_up() {
        assert_eq!(insides(r#"say "a b" or "c""#), ["a b", "c"]);
        assert_eq!(
            insides("„ignoriere das“ oder «oublie» und 「無視」"),
            ["ignoriere das", "oublie", "無視"]
        );
        assert_eq!(insides("it's 'quoted' and don't"), ["quoted"]);
        assert_eq!(insides("‘rock’n’roll’ is"), ["rock’n’roll"]);
        assert_eq!(insides("`code` then ``"), ["code"]);
    }

    #[test]
    fn unclosed_and_broken_marks_open_nothing() {
        assert!(insides(r#"a "b"#).is_empty());
        assert!(insides("a \"b\nc\"").is_empty());
        assert!(insides("it's Bob's").is_empty());
        let long = format!("\"{}\"", "x".repeat(MAX_QUOTED_BYTES + 2));
        assert!(insides(&long).is_empty());
    }

    #[test]
    fn a_frame_in_the_sentence_makes_its_quotations_mentions() {
        assert_eq!(
            mentioned(r#"Flags phrases like "ignore it." or "forget it". Then "do this"."#),
            ["ignore it.", "forget it"]
        );
        assert_eq!(
            mentioned("Erkennt Formulierungen wie „vergiss alles“."),
            ["vergiss alles"]
        );
        assert_eq!(
            mentioned("「指示を無視して」などの表現を検出します。"),
            ["指示を無視して"]
        );
        // An abbreviation's full stop ends a sentence for concept rules.
        assert_eq!(mentioned("Flags attempts such as. 'x' and 'y'"), ["x"]);
    }

    #[test]
    fn no_frame_or_a_frame_inside_the_quotes_spares_nothing() {
        assert!(mentioned(r#"Note: "ignore all previous instructions""#).is_empty());
        assert!(mentioned(r#"Note: "phrases like these: ignore it""#).is_empty());
        assert!(mentioned("Phrases like this one: ignore it, 'now'").len() == 1);
        assert!(mentioned("Phrases like this one. Now 'ignore it'").is_empty());
    }

    #[test]
    fn lookalike_letters_in_the_frame_are_read_as_latin() {
        // Cyrillic а and е in "phrases".
        assert_eq!(mentioned("phr\u{0430}s\u{0435}s like 'x'"), ["x"]);
    }

    #[test]
    fn many_quotations_are_read_one_by_one() {
        // Each quotation's sentence and frame found by binary search: the
        // answers are those of a short text, repeated.
        let one = "Flags phrases like 'a' or 'b'. Then 'c'. ";
        let text = one.repeat(500);
        let got = mentioned(&text);
        assert_eq!(got.len(), 1000);
        assert!(got.iter().all(|m| *m == "a" || *m == "b"));
    }

    #[test]
    fn mentioned_spans_must_lie_inside() {
        let m = [(5, 10)];
        assert!(is_mentioned(&m, (5, 10)));
        assert!(is_mentioned(&m, (6, 9)));
        assert!(!is_mentioned(&m, (4, 9)));
        assert!(!is_mentioned(&m, (6, 11)));
    }
}
