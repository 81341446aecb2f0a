//! Which sentence- and field-scope concept rules a field's concepts may
//! fire, found from the concepts rather than by asking every rule: most
//! fields that name a concept name one or two, and most rules need a
//! concept of each of two groups or more.

use super::{ConceptRule, ConceptSet, MAX_CONCEPTS};

/// The concept rules (by position in [`super::ConceptTables::rules`]) by
/// one concept of one of their `all` groups.
#[derive(Debug, Default)]
pub(crate) struct RuleIndex {
    /// Per concept, the rules whose indexed group (their smallest `all`
    /// group) holds it: a rule may fire only where such a concept is.
    by_concept: Vec<Vec<u32>>,
    /// The rules without an `all` group: asked whatever the concepts.
    always: Vec<u32>,
}

impl RuleIndex {
    pub(crate) fn new(rules: &[ConceptRule]) -> RuleIndex {
        let mut index = RuleIndex {
            by_concept: vec![Vec::new(); MAX_CONCEPTS],
            always: Vec::new(),
        };
        for (at, rule) in rules.iter().enumerate() {
            let at = at as u32;
            match rule.all.iter().min_by_key(|group| group.count()) {
                Some(group) => {
                    for concept in concepts(group) {
                        index.by_concept[concept].push(at);
                    }
                }
                None => index.always.push(at),
            }
        }
        index
    }

    /// Whether some rule that may fire on `present` ([`ConceptRule::may_fire`])
    /// is one `check` says yes to: what `rules.iter().any(|r| r.may_fire(present)
    /// && check(r))` says, asking fewer rules (some maybe twice).
    pub(crate) fn any(
        &self,
        rules: &[ConceptRule],
        present: &ConceptSet,
        mut check: impl FnMut(&ConceptRule) -> bool,
    ) -> bool {
        let mut ask = |at: &u32| {
            let rule = &rules[*at as usize];
            rule.may_fire(present) && check(rule)
        };
        self.always.iter().any(&mut ask)
            || concepts(present).any(|concept| self.by_concept[concept].iter().any(&mut ask))
    }

    /// Calls `each` with every rule that may fire on `present`, in the
    /// order of `rules`: those `rules.iter().filter(|r| r.may_fire(present))`
    /// gives, found through the index.
    pub(crate) fn for_each_may_fire<'r>(
        &self,
        rules: &'r [ConceptRule],
        present: &ConceptSet,
        mut each: impl FnMut(&'r ConceptRule),
    ) {
        if rules.len() > MAX_INDEXED {
            rules.iter().filter(|r| r.may_fire(present)).for_each(each);
            return;
        }
        // The candidates' positions as bits, read back in order.
        let mut marked = [0u64; MAX_INDEXED / 64];
        let mut mark = |at: &u32| marked[*at as usize / 64] |= 1 << (*at % 64);
        self.always.iter().for_each(&mut mark);
        for concept in concepts(present) {
            self.by_concept[concept].iter().for_each(&mut mark);
        }
        for (w, &word) in marked.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let rule = &rules[w * 64 + bits.trailing_zeros() as usize];
                bits &= bits - 1;
                if rule.may_fire(present) {
                    each(rule);
                }
            }
        }
    }
}

/// The most rules [`RuleIndex::for_each_may_fire`] marks in a bit set (a
/// scanner holds at most 256 rules); with more it asks every rule.
const MAX_INDEXED: usize = 256;

/// The concepts of `set`, in increasing order.
fn concepts(set: &ConceptSet) -> impl Iterator<Item = usize> + '_ {
    set.0.iter().enumerate().flat_map(|(w, &word)| {
        let mut bits = word;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let bit = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                w * 64 + bit
            })
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::ConceptTables;
    use super::*;
    use mcpsift_rules::RulePack;

    #[test]
    fn the_index_answers_as_asking_every_rule_does() {
        let pack = RulePack::builtin().expect("built-in rules");
        let tables = ConceptTables::build(&pack).expect("tables");
        let rules = &tables.rules;
        assert!(!rules.is_empty());
        let index = RuleIndex::new(rules);
        // Every concept a rule names, one, two and three at a time, with
        // checks that say yes to every rule, to none, and to every third.
        let named: Vec<usize> = {
            let mut all = ConceptSet::EMPTY;
            for rule in rules {
                rule.all.iter().for_each(|g| all.union_with(g));
            }
            concepts(&all).collect()
        };
        let mut rng = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        for round in 0..5_000 {
            let mut present = ConceptSet::EMPTY;
            for _ in 0..1 + round % 3 {
                present.insert(named[(next() % named.len() as u64) as usize]);
            }
            for which in 0..3u32 {
                let check = |r: &ConceptRule| match which {
                    0 => true,
                    1 => false,
                    _ => r.rule % 3 == 0,
                };
                assert_eq!(
                    index.any(rules, &present, check),
                    rules.iter().any(|r| r.may_fire(&present) && check(r)),
                    "{:?}",
                    concepts(&present).collect::<Vec<_>>()
                );
            }
            let mut found = Vec::new();
            index.for_each_may_fire(rules, &present, |r| found.push(r.rule));
            let every: Vec<usize> = rules
                .iter()
                .filter(|r| r.may_fire(&present))
                .map(|r| r.rule)
                .collect();
            assert_eq!(found, every);
        }
    }
}
