//! The sentence readings of a model scored by sentences
//! ([`mcpsift_rules::Model::score`]): per field, the sum of its word
//! features and its best sentence, kept as the words are read, and at the
//! item's end the best reading with the other fields added. Nothing here
//! allocates once the sentence lists have their room.

/// The readings of the item's sentences, for a model scored by sentences
/// ([`mcpsift_rules::Model::score`]): a sentence's reading is the sum of
/// its word features and of every other field's. The best reading is
/// found field by field: the field's best sentence less the field's own
/// sum, plus (at the item's end) the sum of every field.
#[derive(Debug, Default)]
pub(super) struct SentenceState {
    /// Per model feature: present in the current sentence.
    pub(super) seen: Vec<bool>,
    /// Per model feature: the number of the last field that counted it (0:
    /// none yet).
    field_of: Vec<u32>,
    /// Per model feature: the number of the first field that had it.
    first_field: Vec<u32>,
    /// Per model feature: a field after the first had it too.
    more_fields: Vec<bool>,
    /// A word of the current sentence has been read.
    open: bool,
    /// The current sentence's number in its field.
    number: u32,
    /// The features set in `seen`, and the sum of their weights.
    present: Vec<u32>,
    sum: i64,
    /// The current field's number in the item (from 1), the sum of its
    /// features (each once), and its best sentence so far with its
    /// features.
    field: u32,
    field_sum: i64,
    field_best: Option<i64>,
    field_best_present: Vec<u32>,
    /// The sum of every finished field's features.
    fields_total: i64,
    /// The best of the finished fields' best sentence less the field's
    /// sum (the first of the best), the field, and that sentence's
    /// features.
    best: Option<i64>,
    best_field: u32,
    pub(super) best_present: Vec<u32>,
}

/// How many features of one sentence the sentence lists hold before they
/// grow (a sentence of a tool description rarely has more).
const SENTENCE_ROOM: usize = 256;

impl SentenceState {
    /// Room for a model of `features` features (and for sentences of up to
    /// [`SENTENCE_ROOM`] of them: longer ones grow the lists once).
    pub(super) fn new(features: usize) -> SentenceState {
        let room = || Vec::with_capacity(SENTENCE_ROOM.min(features));
        SentenceState {
            seen: vec![false; features],
            field_of: vec![0; features],
            first_field: vec![0; features],
            more_fields: vec![false; features],
            present: room(),
            field_best_present: room(),
            best_present: room(),
            ..SentenceState::default()
        }
    }

    /// A field of the item starts.
    pub(super) fn start_field(&mut self) {
        self.field += 1;
        self.field_sum = 0;
        self.field_best = None;
    }

    /// A word of sentence `number` of the field: the sentence before it
    /// ends when the number changes.
    #[inline(always)]
    pub(super) fn at(&mut self, number: u32) {
        if self.open && number != self.number {
            self.close();
        }
        self.open = true;
        self.number = number;
    }

    /// Counts feature `index`, of weight `weight`, in the current sentence
    /// and field (once in each).
    #[inline(always)]
    pub(super) fn mark(&mut self, index: usize, weight: i64) {
        if !std::mem::replace(&mut self.seen[index], true) {
            self.present.push(index as u32);
            self.sum += weight;
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

    /// Ends the current sentence (at a new sentence or the field's end).
    fn close(&mut self) {
        if !self.open {
            return;
        }
        for &index in &self.present {
            self.seen[index as usize] = false;
        }
        if self.field_best.is_none_or(|best| self.sum > best) {
            self.field_best = Some(self.sum);
            std::mem::swap(&mut self.field_best_present, &mut self.present);
        }
        self.present.clear();
        self.sum = 0;
        self.open = false;
        self.number = 0;
    }

    /// Ends the current field.
    pub(super) fn end_field(&mut self) {
        self.close();
        if let Some(sentence) = self.field_best.take() {
            let reading = sentence - self.field_sum;
            if self.best.is_none_or(|best| reading > best) {
                self.best = Some(reading);
                self.best_field = self.field;
                std::mem::swap(&mut self.best_present, &mut self.field_best_present);
            }
        }
        self.field_best_present.clear();
        self.fields_total += self.field_sum;
        self.field_sum = 0;
    }

    /// The best sentence reading of the item (its fields all ended).
    pub(super) fn best_reading(&self) -> Option<i64> {
        self.best.map(|best| best + self.fields_total)
    }

    /// Whether feature `index`, present in the item, is counted by the
    /// best sentence's reading: in a field other than that sentence's.
    pub(super) fn in_other_field(&self, index: usize) -> bool {
        self.more_fields[index] || self.first_field[index] != self.best_field
    }

    /// Forgets the item; `present` lists every feature it counted (the
    /// per-feature marks exist only for a model scored by sentences).
    pub(super) fn clear(&mut self, present: &[u32]) {
        if !self.field_of.is_empty() {
            for &index in present {
                let index = index as usize;
                self.field_of[index] = 0;
                self.first_field[index] = 0;
                self.more_fields[index] = false;
            }
        }
        for &index in &self.present {
            self.seen[index as usize] = false;
        }
        self.present.clear();
        self.open = false;
        self.number = 0;
        self.sum = 0;
        self.field = 0;
        self.field_sum = 0;
        self.field_best = None;
        self.field_best_present.clear();
        self.fields_total = 0;
        self.best = None;
        self.best_field = 0;
        self.best_present.clear();
    }
}
