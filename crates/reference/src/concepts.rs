//! Concept rules, the plain way: every term of every concept compared word
//! by word at every position where its first word stands
//! ([`mcpsift_rules::indexed_occurrences`]; the engine uses one automaton
//! instead).

use mcpsift_rules::{
    FieldClass, Lexicon, NEGATOR, NOT_NEGATOR, SCOPE_BREAK, Scope, Term, TermIndex, TermSpan, Word,
    governs, indexed_occurrences, split_concept, words,
};

/// One concept's terms, with their index by first word.
#[derive(Clone, Debug)]
pub(crate) struct Concept {
    terms: Vec<Term>,
    index: TermIndex,
    /// A negator cancels its terms (the lexicon is `negatable`).
    negatable: bool,
}

impl Concept {
    pub(crate) fn new(terms: Vec<Term>) -> Concept {
        let index = TermIndex::new(&terms);
        Concept {
            terms,
            index,
            negatable: false,
        }
    }

    fn of(lexicon: &Lexicon) -> Concept {
        Concept {
            negatable: lexicon.negatable,
            ..Concept::new(lexicon.terms.clone())
        }
    }

    /// Where its terms occur among `found` ([`mcpsift_rules::occurrences`]).
    pub(crate) fn hits(&self, found: &[Word]) -> Vec<(usize, usize)> {
        indexed_occurrences(found, &self.terms, &self.index)
    }

    /// Where its terms occur and no negator governs them: what an `all`
    /// group reads.
    fn affirmed(
        &self,
        text: &str,
        found: &[Word],
        negation: Option<&Negation>,
    ) -> Vec<(usize, usize)> {
        let mut hits = self.hits(found);
        if let Some(negation) = negation
            && !hits.is_empty()
        {
            let reading = negation.read(text, found);
            hits.retain(|&term| {
                let negated = self.negatable && reading.governed[term.0];
                let spent = reading.spent.iter().any(|n| n.0 <= term.0 && term.1 <= n.1);
                !negated && !spent
            });
        }
        hits
    }
}

/// The negation lexicons of the pack ([`mcpsift_rules::negation`]).
#[derive(Clone, Debug)]
pub(crate) struct Negation {
    negator: Concept,
    void: Option<Concept>,
    breaks: Option<Concept>,
    /// Every negatable concept of the pack.
    negatable: Vec<Concept>,
    /// This one's number, for the memo of the last reading (an address
    /// could be reused by a later pack's).
    id: u64,
}

/// What negation does in one text.
#[derive(Debug)]
struct Reading {
    /// Per word: a negator governs a negatable term that begins there (and
    /// so any: whether one governs depends on where the term begins).
    governed: Vec<bool>,
    /// The negators that govern some negatable term: terms of other
    /// concepts inside them are not read either ("never" as an order, when
    /// it only says what is not done).
    spent: Vec<(usize, usize)>,
}

thread_local! {
    /// The last text read: every concept rule reads the same field in turn.
    static LAST_READING: std::cell::RefCell<Option<(u64, String, std::rc::Rc<Reading>)>> =
        const { std::cell::RefCell::new(None) };
}

impl Negation {
    /// The pack's negation lexicons, when it has a negator lexicon.
    pub(crate) fn new(lexicons: &[Lexicon]) -> Option<Negation> {
        let find = |name: &str| lexicons.iter().find(|l| l.name == name).map(Concept::of);
        Some(Negation {
            negator: find(NEGATOR)?,
            void: find(NOT_NEGATOR),
            breaks: find(SCOPE_BREAK),
            negatable: lexicons
                .iter()
                .filter(|l| l.negatable)
                .map(Concept::of)
                .collect(),
            id: {
                static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
                NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
            },
        })
    }

    /// The reading of `text` (whose words are `found`), remembered for the
    /// next rule that asks.
    fn read(&self, text: &str, found: &[Word]) -> std::rc::Rc<Reading> {
        let me = self.id;
        if let Some(reading) = LAST_READING.with_borrow(|last| {
            last.as_ref()
                .filter(|(who, seen, _)| *who == me && seen == text)
                .map(|(_, _, r)| r.clone())
        }) {
            return reading;
        }
        let reading = std::rc::Rc::new(self.read_afresh(text, found));
        LAST_READING.set(Some((me, text.to_string(), reading.clone())));
        reading
    }

    /// Every negator against every term of every negatable concept: those
    /// sharing no word with a `not_negator` phrase, with no `scope_break`
    /// word between, that govern it ([`governs`]).
    fn read_afresh(&self, text: &str, found: &[Word]) -> Reading {
        let span = |(first, last): (usize, usize)| TermSpan {
            first,
            last,
            start: found[first].start,
            end: found[last - 1].end,
        };
        let hits = |c: &Option<Concept>| c.as_ref().map_or(Vec::new(), |c| c.hits(found));
        let (voids, breaks) = (hits(&self.void), hits(&self.breaks));
        let negators = self.negator.hits(found);
        let mut reading = Reading {
            governed: vec![false; found.len()],
            spent: Vec::new(),
        };
        for term in self.negatable.iter().flat_map(|c| c.hits(found)) {
            for &n in &negators {
                if governs(text, span(n), span(term))
                    && !voids.iter().any(|v| v.0 < n.1 && n.0 < v.1)
                    && !breaks.iter().any(|b| b.0 >= n.1 && b.0 < term.0)
                {
                    reading.governed[term.0] = true;
                    reading.spent.push(n);
                }
            }
        }
        reading
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
    /// How negation reads, when the pack has a negator lexicon: a negated
    /// term of a negatable concept fills no `all` entry.
    negation: Option<std::sync::Arc<Negation>>,
}

impl ConceptCheck {
    pub(crate) fn new(
        scope: Scope,
        all: &[String],
        none: &[String],
        lexicons: &[Lexicon],
        negation: Option<std::sync::Arc<Negation>>,
    ) -> Result<ConceptCheck, String> {
        let concept = |name: &str| -> Result<Concept, String> {
            let (name, _) = split_concept(name)?;
            lexicons
                .iter()
                .find(|l| l.name == name)
                .map(Concept::of)
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
            negation,
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
                        .flat_map(|(c, _)| c.affirmed(text, &found, self.negation.as_deref()))
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
            .map(|group| {
                group
                    .iter()
                    .flat_map(|c| c.affirmed(text, &found, self.negation.as_deref()))
                    .collect()
            })
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
