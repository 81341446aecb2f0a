//! Spelling that writers of one language use interchangeably, written one
//! way by every fold: letters made plain ([`plain_spelling`]), marks dropped
//! ([`is_spelling_mark`]), and the last step of every fold that applies
//! them with the lookalike map ([`fold_lowered`]).

use crate::lookalike;

/// The plain letter a lower-case letter is a spelling variant of, if any:
/// a form writers of its language use interchangeably with the plain one,
/// so that a word matches however it was typed. Greek: the tonos and
/// dialytika (`ά` → `α`; capitals carry no tonos) and the final sigma (`ς` → `σ`; a lower-cased
/// capital `Σ` is always `σ`; letters like `ν`, whose capital is a lookalike
/// of another Latin letter, still fold apart from it). Arabic: the hamza and madda forms of alef
/// (`أ إ آ ٱ` → `ا`), waw and yeh with hamza (`ؤ` → `و`, `ئ` → `ي`) and alef
/// maksura (`ى` → `ي`). Persian: the Persian
/// yeh and keheh, which Arabic keyboards type as Arabic yeh and kaf
/// (`ی` → `ي`, `ک` → `ك`). Romanian: s and t with cedilla, the old
/// keyboards' spelling of comma below (`ş` → `ș`, `ţ` → `ț`; Turkish `ş`
/// folds with them, alike in text and terms).
///
/// No result is itself a variant, so folding stays idempotent.
pub fn plain_spelling(c: char) -> Option<char> {
    let plain = match c {
        'ά' => 'α',
        'έ' => 'ε',
        'ή' => 'η',
        'ί' | 'ϊ' | 'ΐ' => 'ι',
        'ό' => 'ο',
        'ύ' | 'ϋ' | 'ΰ' => 'υ',
        'ώ' => 'ω',
        'ς' => 'σ',
        'أ' | 'إ' | 'آ' | 'ٱ' => 'ا',
        // Waw and yeh with hamza, as the dropped hamza mark leaves them
        // when it is written apart (`و` + U+0654).
        'ؤ' => 'و',
        'ئ' => 'ي',
        'ى' | 'ی' => 'ي',
        'ک' => 'ك',
        'ş' => 'ș',
        'ţ' => 'ț',
        _ => return None,
    };
    Some(plain)
}

/// True for marks the folded view drops as spelling, not meaning: the
/// Arabic tatweel (kashida, `ـ`, which stretches a word without changing
/// it: `مـــرور`), the Arabic short-vowel and hamza marks (harakat, U+064B..=U+065F,
/// and the superscript alef), and the Hebrew vowel points (niqqud), all of
/// which most text leaves out. Unlike [`is_fold_removed`], these are not
/// concealment: they are visible and a finding never names them.
pub fn is_spelling_mark(c: char) -> bool {
    matches!(
        c as u32,
        0x0640              // arabic tatweel
        | 0x064B..=0x065F   // arabic harakat, hamza above and below
        | 0x0670            // arabic superscript alef
        | 0x05B0..=0x05BC   // hebrew points (sheva .. dagesh)
        | 0x05C1 | 0x05C2   // hebrew shin and sin dots
    )
}

/// What the folded view writes for `lower`, one character of a lower-cased
/// letter: nothing for a spelling mark ([`is_spelling_mark`]), else its
/// plain spelling ([`plain_spelling`]) written as the Latin letter it
/// impersonates when it is a lookalike (`Ω` lower-cases to `ω`, a lookalike
/// of `w`; `ό` is plain `ο`, a lookalike of `o`). The last step of every
/// fold (the engine's, the reference's and a lexicon term's).
pub fn fold_lowered(lower: char) -> Option<char> {
    if is_spelling_mark(lower) {
        return None;
    }
    let plain = plain_spelling(lower).unwrap_or(lower);
    let latin = lookalike(plain).or_else(|| capital_lookalike(plain));
    Some(latin.map_or(plain, |l| l.to_ascii_lowercase()))
}

/// The Latin letter the capital of a lower-case Cyrillic or Greek letter
/// impersonates, where the letter itself is drawn otherwise (`в`, whose
/// capital `В` is drawn as `B`). The folded view writes both cases alike, or
/// a Russian word in capitals (`ВАЖНО`) would not fold as it does in lower
/// case (`важно`), and no term would match it. Not a [`lookalike`]: `в` is
/// no disguise of `b`, and honest text mixing `μ` with Latin (`μg`) is
/// no mixed-script word. (`η`, `ν` and `υ` are lookalikes of other letters
/// than their capitals `Η`, `Ν`, `Υ`, and both spoofs are kept: a Greek
/// word holding them still folds apart in capitals.)
fn capital_lookalike(lower: char) -> Option<char> {
    Some(match lower {
        'в' => 'b',
        'к' => 'k',
        'м' => 'm',
        'н' => 'h',
        'т' => 't',
        'β' => 'b',
        'ζ' => 'z',
        'μ' => 'm',
        'τ' => 't',
        _ => return None,
    })
}
