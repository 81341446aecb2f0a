//! Lexicon terms are matched against the folded view, so each term must be
//! written as folding writes it: a term that folding would change can never
//! match. The rules crate folds terms when a pack loads; this checks that its
//! fold and the engine's agree on every built-in term.

use mcpsift_engine::fold::{folded_text, unfoldable_terms};
use mcpsift_rules::{RulePack, words};

#[test]
fn every_builtin_term_is_already_folded() {
    let pack = RulePack::builtin().expect("built-in pack loads");
    let unfolded = unfoldable_terms(pack.lexicons());
    assert!(
        unfolded.is_empty(),
        "terms the folded view never holds: {unfolded:?}"
    );
}

#[test]
fn a_russian_term_matches_its_folded_form() {
    // Cyrillic `е`, `о`, `р`, `с` are lookalikes of Latin letters: the
    // folded view of a Russian sentence holds Latin letters in their place.
    let lexicon = mcpsift_rules::Lexicon::from_toml(
        "test.toml",
        "lexicon = \"t\"\ndescription = \"d\"\nterms = [\"перед любым\"]\n",
    )
    .expect("lexicon parses");
    let folded: Vec<String> = words(&folded_text("Перед любым другим инструментом"))
        .into_iter()
        .map(|w| w.text)
        .collect();
    assert_eq!(lexicon.terms[0].words, folded[..2]);
}

#[test]
fn a_russian_term_matches_at_a_sentence_start_and_in_capitals() {
    // `В` (capital) is drawn like Latin `B` and folds to `b`; `в` does not:
    // the term must match "Вызови", "вызови" and "ВЫЗОВИ" alike.
    let lexicon = mcpsift_rules::Lexicon::from_toml(
        "test.toml",
        "lexicon = \"t\"\ndescription = \"d\"\nterms = [\"вызови этот\"]\n",
    )
    .expect("lexicon parses");
    for text in [
        "Вызови этот инструмент",
        "вызови этот инструмент",
        "ВЫЗОВИ ЭТОТ ИНСТРУМЕНТ",
    ] {
        let folded: Vec<String> = words(&folded_text(text))
            .into_iter()
            .map(|w| w.text)
            .collect();
        assert!(
            lexicon.terms.iter().any(|t| t.words == folded[..2]),
            "{text:?} folds to {folded:?}, terms {:?}",
            lexicon.terms
        );
    }
}
