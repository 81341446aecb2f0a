//! The sentence readings of a model scored by sentences
//! ([`mcpsift_rules::Model::score`]): per field, the sum of its word
//! features and its best reading (one sentence, or up to the model's
//! window of sentences in a row), kept as the words are read, and at the
//! item's end the best reading with the other fields added, and the best
//! run read alone (for the honest reading). Nothing here
//! allocates once the sentence lists have their room.

use mcpsift_rules::MAX_WINDOW;

const WINDOW: usize = MAX_WINDOW as usize;

/// The readings of the item's sentences, for a model scored by sentences
/// ([`mcpsift_rules::Model::score`]): a reading is the sum of the word
/// features of one sentence or of a few in a row (each once), and of every
/// other field's. The best reading is found field by field: the field's
/// best run of sentences less the field's own sum, plus (at the item's
/// end) the sum of every field.
#[derive(Debug, Default)]
pub(super) struct SentenceState {
    /// The most sentences in a row one reading takes (1 to [`WINDOW`]).
    window: usize,
    /// Per model feature: the item-wide number (from 1) of the last
    /// sentence that had it (0: none yet).
    last_sentence: Vec<u32>,
    /// Per model feature: the number of the last field that counted it (0:
    /// none yet).
    field_of: Vec<u32>,
    /// Per model feature: the number of the first field that had it.
    first_field: Vec<u32>,
    /// Per model feature: a field after the first had it too.
    more_fields: Vec<bool>,
    /// A word of the current sentence has been read.
    open: bool,
    /// The current sentence's number in its field, and in the item.
    number: u32,
    counted: u32,
    /// The sentences of the current field read so far (at most [`WINDOW`]
    /// counted).
    in_field: usize,
    /// The current sentence (index 0) and the ones before it in its field,
    /// most recent first: each one's item-wide number, its features, and
    /// the sum of the features of it and every later one (each once).
    starts: [u32; WINDOW],
    present: [Vec<u32>; WINDOW],
    runs: [i64; WINDOW],
    /// The current field's number in the item (from 1), the sum of its
    /// features (each once), and its best reading so far with its
    /// features (sorted, each once).
    field: u32,
    field_sum: i64,
    field_best: Option<i64>,
    field_best_present: Vec<u32>,
    /// The sum of every finished field's features.
    fields_total: i64,
    /// The best of the finished fields' best run less the field's sum (the
    /// first of the best), the field, and that run's features (sorted,
    /// each once).
    best: Option<i64>,
    best_field: u32,
    best_present: Vec<u32>,
    /// The best run of sentences of any finished field read alone (its own
    /// features only): what the honest reading asks of the item.
    best_alone: Option<i64>,
}

/// How many features of one sentence the sentence lists hold before they
/// grow (a sentence of a tool description rarely has more).
const SENTENCE_ROOM: usize = 256;

impl SentenceState {
    /// Room for a model of `features` features read `window` sentences at
    /// most in a row (and for sentences of up to [`SENTENCE_ROOM`]
    /// features: longer ones grow the lists once).
    pub(super) fn new(features: usize, window: u32) -> SentenceState {
        let window = (window as usize).clamp(1, WINDOW);
        let room = |n: usize| Vec::with_capacity((SENTENCE_ROOM * n).min(features));
        SentenceState {
            window,
            last_sentence: vec![0; features],
            field_of: vec![0; features],
            first_field: vec![0; features],
            more_fields: vec![false; features],
            present: std::array::from_fn(|_| room(1)),
            field_best_present: room(window),
            best_present: room(window),
            ..SentenceState::default()
        }
    }

    /// A field of the item starts.
    pub(super) fn start_field(&mut self) {
        self.field += 1;
        self.field_sum = 0;
        self.field_best = None;
        self.in_field = 0;
    }

    /// A word of sentence `number` of the field: the sentence before it
    /// ends when the number changes.
    #[inline(always)]
    pub(super) fn at(&mut self, number: u32) {
        if self.open && number != self.number {
            self.close();
        }
        if !self.open {
            self.open = true;
            self.counted += 1;
            self.in_field = (self.in_field + 1).min(WINDOW);
            self.starts.rotate_right(1);
            self.starts[0] = self.counted;
            self.present.rotate_right(1);
            self.present[0].clear();
            self.runs.rotate_right(1);
            self.runs[0] = 0;
        }
        self.number = number;
    }

    /// Counts feature `index`, of weight `weight`, in the current sentence
    /// (so in every run of sentences ending with it) and field, once in
    /// each.
    #[inline(always)]
    pub(super) fn mark(&mut self, index: usize, weight: i64) {
        let before = std::mem::replace(&mut self.last_sentence[index], self.counted);
        if before != self.counted {
            self.present[0].push(index as u32);
            // New to each run that starts after the sentence that last had it.
            let depth = self.depth();
            for (run, &start) in self.runs.iter_mut().zip(&self.starts).take(depth) {
                if before < start {
                    *run += weight;
                }
            }
        }
        let last = std::mem::replace(&mut self.field_of[index], self.field);
        if last != self.field {
            if last == 0 {
                self.first_field[index] = self.field;
            } else {
                self.more_fields[index] = true;
            }
            self.field_sum += weight;
        }
    }

    /// How many runs end with the current sentence.
    #[inline(always)]
    fn depth(&self) -> usize {
        self.in_field.min(self.window)
    }

    /// Ends the current sentence (at a new sentence or the field's end):
    /// each run ending with it is weighed, the longest (earliest start)
    /// first.
    fn close(&mut self) {
        if !self.open {
            return;
        }
        for d in (0..self.depth()).rev() {
            let sum = self.runs[d];
            if self.field_best.is_none_or(|best| sum > best) {
                self.field_best = Some(sum);
                self.field_best_present.clear();
                for sentence in &self.present[..=d] {
                    self.field_best_present.extend_from_slice(sentence);
                }
                self.field_best_present.sort_unstable();
                self.field_best_present.dedup();
            }
        }
        self.open = false;
        self.number = 0;
    }

    /// Ends the current field.
    pub(super) fn end_field(&mut self) {
        self.close();
        if let Some(run) = self.field_best.take() {
            self.best_alone = self.best_alone.max(Some(run));
            let reading = run - self.field_sum;
            if self.best.is_none_or(|best| reading > best) {
                self.best = Some(reading);
                self.best_field = self.field;
                std::mem::swap(&mut self.best_present, &mut self.field_best_present);
            }
        }
        self.field_best_present.clear();
        self.fields_total += self.field_sum;
        self.field_sum = 0;
        self.in_field = 0;
    }

    /// The best sentence reading of the item (its fields all ended).
    pub(super) fn best_reading(&self) -> Option<i64> {
        self.best.map(|best| best + self.fields_total)
    }

    /// The best run of sentences of the item read alone, without the rest
    /// of its field or the other fields (its fields all ended).
    pub(super) fn best_alone(&self) -> Option<i64> {
        self.best_alone
    }

    /// Whether feature `index`, present in the item, is counted by the
    /// best reading: in its run of sentences or in a field other than
    /// that run's.
    pub(super) fn in_best_reading(&self, index: usize) -> bool {
        self.more_fields[index]
            || self.first_field[index] != self.best_field
            || self.best_present.binary_search(&(index as u32)).is_ok()
    }

    /// Forgets the item; `present` lists every feature it counted (the
    /// per-feature marks exist only for a model scored by sentences).
    pub(super) fn clear(&mut self, present: &[u32]) {
        if !self.field_of.is_empty() {
            for &index in present {
                let index = index as usize;
                self.last_sentence[index] = 0;
                self.field_of[index] = 0;
                self.first_field[index] = 0;
                self.more_fields[index] = false;
            }
        }
        for sentence in &mut self.present {
            sentence.clear();
        }
        self.open = false;
        self.number = 0;
        self.counted = 0;
        self.in_field = 0;
        self.starts = [0; WINDOW];
        self.runs = [0; WINDOW];
        self.field = 0;
        self.field_sum = 0;
        self.field_best = None;
        self.field_best_present.clear();
        self.fields_total = 0;
        self.best = None;
        self.best_field = 0;
        self.best_present.clear();
        self.best_alone = None;
    }
}
