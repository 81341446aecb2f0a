//! Item-scope concept rules: concepts gathered over every field of one item
//! (a tool's name, description, property names, property descriptions,
//! defaults, enum values, examples, `const`, output schema text), by the
//! class of field they came from ([`FieldClass`]).
//!
//! Each field's terms are found by the same automaton pass as the field
//! rules use; the item's concepts are kept in a fixed-size set per field
//! class. A rule fires at the field that completes it: the first field
//! after which every `all` group has a concept in a class it accepts. The
//! finding sits there, spanning the earliest term of that field that met a
//! group no earlier field had met (the decisive concept). A `none` concept
//! anywhere in the item clears it: the finding is withdrawn when the item
//! ends. Nothing here allocates while scanning.

use mcpsift_rules::{Detect, FieldClass, Lexicon, Rule, Scope, Target, split_concept};

use super::{ConceptHit, ConceptSet};
use crate::compile::BuildError;

/// The most item-scope rules a pack may hold (a bit each in [`ItemState`]).
pub(crate) const MAX_ITEM_RULES: usize = 32;

const CLASSES: usize = FieldClass::ALL.len();

/// One item-scope rule, compiled: per `all` group, per field class, the
/// concepts accepted from a field of that class.
#[derive(Clone, Debug)]
pub(crate) struct ItemRule {
    pub(crate) rule: usize,
    all: Vec<[ConceptSet; CLASSES]>,
    none: ConceptSet,
}

/// The item-scope rules of a pack.
#[derive(Clone, Debug, Default)]
pub(crate) struct ItemRules {
    pub(crate) rules: Vec<ItemRule>,
    /// Every concept an item rule names: a field with none of them leaves
    /// the item's state as it was.
    pub(crate) relevant: ConceptSet,
}

/// What one item has shown so far.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ItemState {
    /// Per class of field, the concepts named and not negated: what the
    /// `all` groups read.
    seen: [ConceptSet; CLASSES],
    /// The concepts named anywhere in the item, negated or not: what
    /// `none` reads.
    named: ConceptSet,
    /// Per item rule (by position), whether it fired in this item.
    fired: u32,
    /// Fields that held a concept some item rule names: a field that did
    /// is not remembered as clean, since the same text adds to another item.
    pub(crate) touched: u64,
}

/// An item rule that fired at a field: its rule index and the span of the
/// decisive term, in the field's folded text.
pub(crate) type ItemFire = (usize, (usize, usize));

/// The rules one field completes: room for every item rule.
pub(crate) type ItemFires = [Option<ItemFire>; MAX_ITEM_RULES];

impl ItemRules {
    /// Compiles `rule` if it is an item-scope concept rule (`Ok(None)` for
    /// any other), marking the concepts it uses in `used`.
    pub(crate) fn compile(
        &mut self,
        index: usize,
        rule: &Rule,
        lexicons: &[Lexicon],
        used: &mut [bool],
    ) -> Result<bool, BuildError> {
        let Detect::Concepts {
            scope: Scope::Item,
            all,
            none,
            ..
        } = &rule.detect
        else {
            return Ok(false);
        };
        if Target::ALL.iter().any(|t| !rule.targets.contains(*t)) {
            return Err(BuildError::new(
                Some(&rule.code),
                "an item-scope concept rule reads every field of the item: its targets must be \
                 name, prose, schema_key, schema_text and key"
                    .to_string(),
            ));
        }
        if self.rules.len() >= MAX_ITEM_RULES {
            return Err(BuildError::new(
                Some(&rule.code),
                format!("a pack holds at most {MAX_ITEM_RULES} item-scope concept rules"),
            ));
        }
        let mut concept = |text: &str| -> Result<(usize, Option<FieldClass>), BuildError> {
            let (name, class) =
                split_concept(text).map_err(|e| BuildError::new(Some(&rule.code), e))?;
            let c = lexicons
                .iter()
                .position(|l| l.name == name)
                .ok_or_else(|| {
                    BuildError::new(Some(&rule.code), format!("unknown concept {name:?}"))
                })?;
            used[c] = true;
            self.relevant.insert(c);
            Ok((c, class))
        };
        let mut groups = Vec::new();
        for entry in all {
            let mut group = [ConceptSet::EMPTY; CLASSES];
            for text in entry.split('|') {
                let (c, class) = concept(text)?;
                match class {
                    Some(class) => group[class.index()].insert(c),
                    None => group.iter_mut().for_each(|set| set.insert(c)),
                }
            }
            groups.push(group);
        }
        let mut none_set = ConceptSet::EMPTY;
        for text in none.iter().flat_map(|entry| entry.split('|')) {
            none_set.insert(concept(text)?.0);
        }
        self.rules.push(ItemRule {
            rule: index,
            all: groups,
            none: none_set,
        });
        Ok(true)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// Adds the terms `hits` of one field (of class `class`, raw text
    /// `raw`, `words` words in its folded text) to `state`,
    /// and puts the rules this field completes in `out`; returns how many.
    pub(crate) fn add_field(
        &self,
        state: &mut ItemState,
        class: impl FnOnce() -> FieldClass,
        raw: &str,
        words: usize,
        hits: &[ConceptHit],
        out: &mut ItemFires,
    ) -> usize {
        let mut present = ConceptSet::EMPTY;
        let mut named = ConceptSet::EMPTY;
        for hit in hits {
            named.insert(hit.concept);
            if !hit.negated {
                present.insert(hit.concept);
            }
        }
        if !named.meets(&self.relevant) {
            return 0;
        }
        state.named.union_with(&named);
        state.touched += 1;
        let k = class().with_words(raw, words).index();
        let before = state.seen;
        let mut count = 0;
        for (position, rule) in self.rules.iter().enumerate() {
            let bit = 1u32 << position;
            if state.fired & bit != 0 {
                continue;
            }
            let met = |seen: &[ConceptSet; CLASSES], group: &[ConceptSet; CLASSES]| {
                (0..CLASSES).any(|c| seen[c].meets(&group[c]))
            };
            let mut after = before;
            for (c, set) in after.iter_mut().enumerate() {
                if c == k {
                    set.union_with(&present);
                }
            }
            if !rule.all.iter().all(|g| met(&after, g)) {
                continue;
            }
            // The decisive term: the field's earliest term that meets a
            // group the item had not met before this field.
            let decisive = hits.iter().find(|h| {
                !h.negated
                    && rule
                        .all
                        .iter()
                        .any(|g| !met(&before, g) && g[k].has(h.concept))
            });
            let Some(hit) = decisive else {
                continue;
            };
            state.fired |= bit;
            out[count] = Some((rule.rule, (hit.start, hit.end)));
            count += 1;
        }
        state.seen[k].union_with(&present);
        count
    }

    /// At the end of an item: the rules that fired but whose `none`
    /// concepts the item holds, to withdraw.
    pub(crate) fn cleared(&self, state: &ItemState) -> impl Iterator<Item = usize> + '_ {
        let all = state.named;
        let fired = state.fired;
        self.rules
            .iter()
            .enumerate()
            .filter(move |(p, r)| fired & (1 << p) != 0 && all.meets(&r.none))
            .map(|(_, r)| r.rule)
    }
}

impl ItemState {
    /// Forgets the previous item (the `touched` count runs on).
    pub(crate) fn start_item(&mut self) {
        self.seen = [ConceptSet::EMPTY; CLASSES];
        self.named = ConceptSet::EMPTY;
        self.fired = 0;
    }
}
