//! Concept rules, the plain way: every term of every concept compared word
//! by word at every position where its first word stands
//! ([`mcpsift_rules::indexed_occurrences`]; the engine uses one automaton
//! instead).

use mcpsift_rules::{
    FieldClass, Lexicon, Scope, Term, TermIndex, Word, indexed_occurrences, split_concept, words,
};

/// One concept's terms, with their index by first word.
#[derive(Clone, Debug)]
pub(crate) struct Concept {
    terms: Vec<Term>,
    index: TermIndex,
}

impl Concept {
    pub(crate) fn new(terms: Vec<Term>) -> Concept {
        let index = TermIndex::new(&terms);
        Concept { terms, index }
    }

    /// Where its terms occur among `found` ([`mcpsift_rules::occurrences`]).
    pub(crate) fn hits(&self, found: &[Word]) -> Vec<(usize, usize)> {
        indexed_occurrences(found, &self.terms, &self.index)
    }
}

/// A concept rule with its lexicons' terms copied in.
#[derive(Clone, Debug)]
pub(crate) struct ConceptCheck {
    pub scope: Scope,
    /// Per `all` entry: the concepts any of which will do, each with its terms.
    pub all: Vec<Vec<Concept>>,
    /// Concepts that clear the scope they occur in.
    pub none: Vec<Concept>,
    /// Per `all` entry and concept: the class of field it must come from
    /// (item scope), if any.
    pub classes: Vec<Vec<Option<FieldClass>>>,
    /// The terms that frame a quoted mention (`mentions`): `all` terms
    /// inside one do not count.
    pub frame: Option<Vec<Term>>,
}

impl ConceptCheck {
    pub(crate) fn new(
        scope: Scope,
        all: &[String],
        none: &[String],
        lexicons: &[Lexicon],
    ) -> Result<ConceptCheck, String> {
        let concept = |name: &str| -> Result<Concept, String> {
            let (name, _) = split_concept(name)?;
            lexicons
                .iter()
                .find(|l| l.name == name)
                .map(|l| Concept::new(l.terms.clone()))
                .ok_or_else(|| format!("unknown concept {name:?}"))
        };
        Ok(ConceptCheck {
            scope,
            all: all
                .iter()
                .map(|entry| entry.split('|').map(concept).collect())
                .collect::<Result<_, _>>()?,
            none: none
                .iter()
                .flat_map(|entry| entry.split('|'))
                .map(concept)
                .collect::<Result<_, _>>()?,
            classes: all
                .iter()
                .map(|entry| {
                    entry
                        .split('|')
                        .map(|c| split_concept(c).map(|(_, class)| class))
                        .collect()
                })
                .collect::<Result<_, _>>()?,
            frame: None,
        })
    }

    /// The check with the frame of its quoted mentions.
    pub(crate) fn with_frame(mut self, frame: Option<Vec<Term>>) -> ConceptCheck {
        self.frame = frame;
        self
    }

    /// Item scope: where the rule fires over the fields of one item, given
    /// as (class, raw text, folded text) in walk order: the field after which every
    /// `all` entry has a concept found in a field of a class it accepts,
    /// and the byte range (in that field's folded text) of its earliest
    /// term that meets an entry no earlier field met; nothing when a
    /// `none` concept is anywhere in the item.
    pub(crate) fn fire_item(
        &self,
        fields: &[(FieldClass, &str, &str)],
    ) -> Option<(usize, (usize, usize))> {
        let mut met = vec![false; self.all.len()];
        let mut fired = None;
        let mut cleared = false;
        for (index, &(class, raw, text)) in fields.iter().enumerate() {
            let found = words(text);
            let class = class.with_words(raw, found.len());
            if self.none.iter().any(|c| !c.hits(&found).is_empty()) {
                cleared = true;
            }
            if fired.is_some() {
                continue;
            }
            // Per entry: the earliest (then longest) term of this field
            // that the entry accepts from a field of this class.
            let here: Vec<Option<(usize, usize)>> = self
                .all
                .iter()
                .zip(&self.classes)
                .map(|(group, classes)| {
                    group
                        .iter()
                        .zip(classes)
                        .filter(|(_, c)| c.is_none_or(|c| c == class))
                        .flat_map(|(c, _)| c.hits(&found))
                        .min_by_key(|&(i, end)| (i, std::cmp::Reverse(end)))
                })
                .collect();
            let complete = met.iter().zip(&here).all(|(m, h)| *m || h.is_some());
            if complete {
                let decisive = met
                    .iter()
                    .zip(&here)
                    .filter(|(m, _)| !**m)
                    .filter_map(|(_, h)| *h)
                    .min_by_key(|&(i, end)| (i, std::cmp::Reverse(end)));
                if let Some((i, end)) = decisive {
                    fired = Some((index, (found[i].start, found[end - 1].end)));
                }
            }
            for (m, h) in met.iter_mut().zip(&here) {
                *m |= h.is_some();
            }
        }
        if cleared { None } else { fired }
    }

    /// The byte range of `text` where the rule fires, if it does.
    pub(crate) fn fire(&self, text: &str) -> Option<(usize, usize)> {
        if self.scope == Scope::Item {
            // Read over the whole item (`fire_item`).
            return None;
        }
        let found = words(text);
        let last_sentence = found.last()?.sentence;
        let units: Vec<Option<usize>> = match self.scope {
            Scope::Sentence => (0..=last_sentence).map(Some).collect(),
            Scope::Field | Scope::Item => vec![None],
        };
        // Every occurrence in the field, found once (not once per sentence:
        // a long field has hundreds), then read per unit.
        let none_at: Vec<usize> = self
            .none
            .iter()
            .flat_map(|c| c.hits(&found).into_iter().map(|(i, _)| i))
            .collect();
        let mut group_hits: Vec<Vec<(usize, usize)>> = self
            .all
            .iter()
            .map(|group| group.iter().flat_map(|c| c.hits(&found)).collect())
            .collect();
        if group_hits.iter().any(Vec::is_empty) {
            return None;
        }
        // Terms inside a quoted mention do not count (`mentions`); looked
        // for only once every group has a term.
        if let Some(frame) = &self.frame {
            let mentions = mcpsift_rules::quoted_mentions(text, frame);
            for hits in &mut group_hits {
                hits.retain(|&(i, end)| {
                    !mcpsift_rules::is_mentioned(&mentions, (found[i].start, found[end - 1].end))
                });
            }
            if group_hits.iter().any(Vec::is_empty) {
                return None;
            }
        }
        for unit in units {
            let inside = |i: usize| unit.is_none_or(|s| found[i].sentence == s);
            if none_at.iter().any(|&i| inside(i)) {
                continue;
            }
            let mut chosen = Vec::new();
            for hits in &group_hits {
                // The earliest occurrence of any of the group's concepts;
                // the longest there.
                let best = hits
                    .iter()
                    .copied()
                    .filter(|&(i, _)| inside(i))
                    .min_by_key(|&(i, end)| (i, std::cmp::Reverse(end)));
                match best {
                    Some(hit) => chosen.push(hit),
                    None => break,
                }
            }
            if chosen.len() == self.all.len() {
                let start = chosen.iter().map(|&(i, _)| found[i].start).min()?;
                let end = chosen.iter().map(|&(_, e)| found[e - 1].end).max()?;
                return Some((start, end));
            }
        }
        None
    }
}

/// The item-scope concept rules over the fields of one item: each fires at
/// most once, at the field that completed it (see [`ConceptCheck::fire_item`]).
pub(crate) fn item_findings(
    rules: &[crate::detect::Compiled],
    fields: &[crate::fields::Field],
    findings: &mut Vec<crate::RefFinding>,
) {
    let mut folded = None;
    for (r, rule) in rules.iter().enumerate() {
        let crate::detect::Check::Concepts(check) = &rule.check else {
            continue;
        };
        if check.scope != Scope::Item {
            continue;
        }
        let texts = folded.get_or_insert_with(|| {
            fields
                .iter()
                .map(|f| (class_of(f), crate::fold::fold(&f.text)))
                .collect::<Vec<_>>()
        });
        let view: Vec<(FieldClass, &str, &str)> = texts
            .iter()
            .zip(fields)
            .map(|((c, f), field)| (*c, field.text.as_str(), f.text.as_str()))
            .collect();
        let Some((index, (start, end))) = check.fire_item(&view) else {
            continue;
        };
        let field = &fields[index];
        let span = texts[index].1.raw_span(&field.text, start, end);
        findings.push(crate::RefFinding {
            code: rule.code.clone(),
            pointer: field.pointer.clone(),
            role: field.role,
            view: mcpsift_rules::View::Folded,
            span,
            severity: rule.severity,
            rule: r,
            evidence: crate::evidence(&field.text, span),
        });
    }
}

/// A field's class, from its role and the member keys of its pointer.
fn class_of(field: &crate::fields::Field) -> FieldClass {
    let keys: Vec<String> = field
        .pointer
        .split('/')
        .skip(1)
        .map(|k| k.replace("~1", "/").replace("~0", "~"))
        .collect();
    FieldClass::of_field(field.role, keys.iter().rev().map(String::as_str))
}
