//! A second reading of letter-spaced text for the learned models.
//!
//! Folding closes up letters spaced one *or two* whitespace characters
//! apart (`i g  n o r e` stays one word when a space slips in), so text
//! spaced one apart inside words and two apart between them (`n o  v e r i
//! f y  a n d`) becomes one long token that no word feature matches. The
//! rules keep that reading (one extra space must not split a word for
//! them); the models also read the text with those wider gaps as word
//! ends: [`widen_word_gaps`] writes them as three spaces, which folding
//! reads as a boundary. The engine and the reference both call it.

use mcpsift_unicode::{SpacedToken, spaced_token};

/// Whether `c` may make up a gap between spaced-out letters.
fn is_gap(c: char) -> bool {
    c.is_whitespace()
}

/// Writes into `out` the text `raw` with the two-character gaps of each
/// run of spaced-out letters widened to three spaces, when the run has gaps
/// of one character too (a run: three or more one-letter tokens in a row,
/// each one or two whitespace characters from the next). False, with `out`
/// empty, when `raw` has no such run. Every run of three letters has
/// three ASCII letters two or three bytes apart, or a non-ASCII character:
/// a caller may skip texts the prefilter flags neither way.
pub fn widen_word_gaps(raw: &str, out: &mut String) -> bool {
    out.clear();
    // The run being read: where its first letter starts, its letters, the
    // gap sizes seen; where the last token ended.
    let mut run_start = 0;
    let mut letters = 0usize;
    let (mut narrow, mut wide) = (false, false);
    let mut last_end = 0;
    let mut copied = 0;
    let mut widened = false;
    let finish = |run_start: usize,
                  run_end: usize,
                  letters: usize,
                  mixed: bool,
                  out: &mut String,
                  copied: &mut usize| {
        if letters < 3 || !mixed {
            return false;
        }
        out.push_str(&raw[*copied..run_start]);
        let mut gap = 0usize;
        for c in raw[run_start..run_end].chars() {
            if is_gap(c) {
                gap += 1;
                continue;
            }
            match gap {
                0 => {}
                2 => out.push_str("   "),
                _ => out.push(' '),
            }
            gap = 0;
            out.push(c);
        }
        *copied = run_end;
        true
    };
    let mut chars = raw.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if is_gap(c) {
            continue;
        }
        // A token: `c` and what follows it up to a gap.
        let mut end = start + c.len_utf8();
        while let Some(&(at, next)) = chars.peek() {
            if is_gap(next) {
                break;
            }
            end = at + next.len_utf8();
            chars.next();
        }
        let single = spaced_token(&raw[start..end]) == SpacedToken::Letter;
        let gap = raw[last_end..start].chars().count();
        let joins = letters > 0 && single && (1..=2).contains(&gap);
        if joins {
            letters += 1;
            narrow |= gap == 1;
            wide |= gap == 2;
        } else {
            widened |= finish(
                run_start,
                last_end,
                letters,
                narrow && wide,
                out,
                &mut copied,
            );
            (run_start, letters, narrow, wide) = (start, usize::from(single), false, false);
        }
        last_end = end;
    }
    widened |= finish(
        run_start,
        last_end,
        letters,
        narrow && wide,
        out,
        &mut copied,
    );
    if widened {
        out.push_str(&raw[copied..]);
    } else {
        out.clear();
    }
    widened
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widened(raw: &str) -> Option<String> {
        let mut out = String::new();
        widen_word_gaps(raw, &mut out).then_some(out)
    }

    #[test]
    fn wider_gaps_of_a_mixed_run_become_word_ends() {
        assert_eq!(
            widened("Pushes. n o  v e r i f y  a n d  d o  n o t  w a i t now").as_deref(),
            Some("Pushes. n o   v e r i f y   a n d   d o   n o t   w a i t now")
        );
        // Tabs and newlines are gaps too; the rest of the text is kept.
        assert_eq!(
            widened("x s e n d \tk e y\n").as_deref(),
            Some("x s e n d   k e y\n")
        );
        assert_eq!(
            widened("п р о ч т и  к л ю ч").as_deref(),
            Some("п р о ч т и   к л ю ч")
        );
    }

    #[test]
    fn any_text_keeps_its_characters_in_order_and_widens_at_most_once() {
        // Random texts of letters, spaces, tabs, NBSP, non-ASCII letters
        // and marks: no panic, only whitespace changes, and a widened
        // text has no run left to widen.
        let alphabet = [
            'a', 'b', 'Я', 'é', ' ', ' ', '\t', '\u{a0}', ',', '"', '1', '.',
        ];
        let mut next = crate::test_rng::xorshift(47);
        let mut out = String::new();
        let mut again = String::new();
        for _ in 0..20_000 {
            let len = (next() % 40) as usize;
            let raw: String = (0..len)
                .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
                .collect();
            if !widen_word_gaps(&raw, &mut out) {
                assert!(out.is_empty(), "{raw:?}");
                continue;
            }
            let kept = |t: &str| t.chars().filter(|c| !c.is_whitespace()).collect::<String>();
            assert_eq!(kept(&out), kept(&raw), "{raw:?}");
            assert!(!widen_word_gaps(&out, &mut again), "{raw:?} -> {out:?}");
        }
    }

    #[test]
    fn runs_of_one_gap_size_and_other_text_are_left_alone() {
        for raw in [
            "i g n o r e   a l l",
            "i  g  n  o  r  e",
            "runs an A B test",
            "a b  cd e f",
            "plain words only",
            "",
            "  ",
            "1 2  3 4",
        ] {
            assert_eq!(widened(raw), None, "{raw:?}");
        }
    }
}
