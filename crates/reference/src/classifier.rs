//! The learned model's rules (`kind = "classifier"`), computed plainly: each
//! item's features collected into a set of strings, their weights looked up
//! in an ordered map and summed.

use std::collections::{BTreeMap, BTreeSet};

use mcpsift_rules::{
    Model, Target, View, feature_string, for_each_feature, model_reads, model_text,
};

use crate::detect::{Check, Compiled};
use crate::fields::Field;
use crate::fold::fold;
use crate::{RefError, RefFinding, RefLimits};

/// A classifier rule's model, ready to look features up in.
#[derive(Debug)]
pub(crate) struct ClassifierCheck {
    pub model: Model,
    pub weights: BTreeMap<String, i64>,
    pub min_score: i64,
}

impl ClassifierCheck {
    pub(crate) fn new(model: &Model, min_score: i64) -> ClassifierCheck {
        ClassifierCheck {
            weights: model.weights.iter().cloned().collect(),
            model: model.clone(),
            min_score,
        }
    }
}

/// The features of one item: every feature of the folded text of every
/// field the model reads ([`model_reads`], from the field's pointer).
pub(crate) fn feature_set(fields: &[Field]) -> BTreeSet<String> {
    let mut set = BTreeSet::new();
    for field in fields {
        let segments: Vec<String> = field
            .pointer
            .split('/')
            .skip(1)
            .map(|s| s.replace("~1", "/").replace("~0", "~"))
            .collect();
        let last = segments.last().map(String::as_str);
        let before_last = segments.len().checked_sub(2).map(|i| segments[i].as_str());
        if !model_reads(field.role, before_last, last) {
            continue;
        }
        let folded = fold(model_text(&field.text));
        for_each_feature(&folded.text, |first, second, _| {
            set.insert(feature_string(first, second));
        });
    }
    set
}

/// Each classifier rule whose score on the item reaches its threshold adds
/// one finding for the whole item (pointer "", span 0..0).
pub(crate) fn item_findings(rules: &[Compiled], fields: &[Field], findings: &mut Vec<RefFinding>) {
    let mut features = None;
    for (r, rule) in rules.iter().enumerate() {
        let Check::Classifier(check) = &rule.check else {
            continue;
        };
        let features = features.get_or_insert_with(|| feature_set(fields));
        let present: Vec<(&str, i64)> = features
            .iter()
            .filter_map(|f| check.weights.get(f).map(|w| (f.as_str(), *w)))
            .collect();
        let score = check.model.bias + present.iter().map(|(_, w)| w).sum::<i64>();
        if score < check.min_score {
            continue;
        }
        findings.push(RefFinding {
            code: rule.code.clone(),
            pointer: String::new(),
            role: Target::Prose,
            view: View::Folded,
            span: (0, 0),
            severity: rule.severity,
            rule: r,
            evidence: check.model.explain(score, check.min_score, present),
        });
    }
}

/// The name and feature set of every item of `json`, in document order, as
/// the classifier rules see them: what `mcpsift rules train` learns from.
pub fn item_features(
    json: &[u8],
    limits: &RefLimits,
) -> Result<Vec<(String, BTreeSet<String>)>, RefError> {
    let root = crate::json::parse(json, limits)?;
    let document = crate::shapes::document(&root)?;
    Ok(document
        .items
        .iter()
        .map(|item| (item.name(), feature_set(&crate::item_fields(&item.body))))
        .collect())
}
