//! The closed list of change kinds the gate reports, with the severity and
//! the one-line reason each carries. The names are part of the output
//! contract (`mcpsift.diff/v1`): add kinds, never rename them.

use std::fmt;

/// How much a change matters. A change at or above the policy's
/// `reject_at` (default [`ChangeSeverity::Medium`]) rejects the refresh.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ChangeSeverity {
    /// Recorded, never a reason to reject (ordering, `_meta`).
    Info,
    /// Narrows the surface or is harmless prose.
    Low,
    /// Loosens a constraint or changes behaviour.
    Medium,
    /// Widens what the model can be made to do.
    High,
    /// Concealment or broken provenance.
    Critical,
}

impl ChangeSeverity {
    /// Every severity, lowest first.
    pub const ALL: [ChangeSeverity; 5] = [
        ChangeSeverity::Info,
        ChangeSeverity::Low,
        ChangeSeverity::Medium,
        ChangeSeverity::High,
        ChangeSeverity::Critical,
    ];

    /// The name used in output.
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeSeverity::Info => "info",
            ChangeSeverity::Low => "low",
            ChangeSeverity::Medium => "medium",
            ChangeSeverity::High => "high",
            ChangeSeverity::Critical => "critical",
        }
    }

    /// Parses [`ChangeSeverity::as_str`] back.
    pub fn parse(s: &str) -> Option<ChangeSeverity> {
        ChangeSeverity::ALL.into_iter().find(|v| v.as_str() == s)
    }
}

impl fmt::Display for ChangeSeverity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

macro_rules! change_kinds {
    ($( $(#[$doc:meta])* $variant:ident = $name:literal, $severity:ident, $signed:literal, $reason:literal; )*) => {
        /// What changed. See `docs/manifest-gate.md` for the full table.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[non_exhaustive]
        pub enum ChangeKind {
            $( $(#[$doc])* $variant, )*
        }

        impl ChangeKind {
            /// Every kind, in table order.
            pub const ALL: &[ChangeKind] = &[$(ChangeKind::$variant),*];

            /// The stable name used in output.
            pub fn as_str(self) -> &'static str {
                match self { $(ChangeKind::$variant => $name,)* }
            }

            /// The severity a change of this kind carries by default.
            pub fn severity(self) -> ChangeSeverity {
                match self { $(ChangeKind::$variant => ChangeSeverity::$severity,)* }
            }

            /// True when a manifest signature that verifies under the
            /// pinned publisher key vouches for this change. Signatures
            /// vouch for the capability surface, never for the prose the
            /// model reads (docs/manifest-gate.md: authenticated is not inert).
            pub fn covered_by_signature(self) -> bool {
                match self { $(ChangeKind::$variant => $signed,)* }
            }

            /// True for kinds no policy can admit: broken provenance, a
            /// sealed namespace, an untrusted lockfile, an unscannable item.
            pub fn always_rejects(self) -> bool {
                matches!(
                    self,
                    ChangeKind::ProvenanceMismatch
                        | ChangeKind::SealedRefresh
                        | ChangeKind::LockSignatureInvalid
                        | ChangeKind::Unscannable
                        | ChangeKind::ToolDuplicated
                        | ChangeKind::PromptDuplicated
                        | ChangeKind::ResourceDuplicated
                        | ChangeKind::ResourceTemplateDuplicated
                )
            }

            /// Why this kind matters, in one line (no manifest text).
            pub fn reason(self) -> &'static str {
                match self { $(ChangeKind::$variant => $reason,)* }
            }

            /// Parses [`ChangeKind::as_str`] back.
            pub fn parse(s: &str) -> Option<ChangeKind> {
                match s { $($name => Some(ChangeKind::$variant),)* _ => None }
            }
        }
    };
}

change_kinds! {
    /// A tool that was not pinned.
    ToolAdded = "tool_added", High, true, "a new tool is new capability surface and needs review";
    /// A pinned tool is gone.
    ToolRemoved = "tool_removed", Low, true, "a removed tool narrows the surface";
    /// A pinned tool reappears under another name with the same content.
    ToolRenamed = "tool_renamed", High, true, "a renamed tool would dodge its pin";
    /// A pinned tool now carries another pinned tool's definition.
    ToolSwapped = "tool_swapped", High, false, "the tool now carries another pinned tool's description (definitions swapped)";
    /// A prompt that was not pinned.
    PromptAdded = "prompt_added", High, true, "a new prompt is new model-visible text";
    /// A pinned prompt is gone.
    PromptRemoved = "prompt_removed", Low, true, "a removed prompt narrows the surface";
    /// A resource that was not pinned.
    ResourceAdded = "resource_added", High, true, "a new resource is new model-visible surface";
    /// A pinned resource is gone.
    ResourceRemoved = "resource_removed", Low, true, "a removed resource narrows the surface";
    /// A resource template that was not pinned.
    ResourceTemplateAdded = "resource_template_added", High, true, "a new resource template is new model-visible surface";
    /// A pinned resource template is gone.
    ResourceTemplateRemoved = "resource_template_removed", Low, true, "a removed resource template narrows the surface";
    /// Only the order of items, members or `required` entries changed.
    ReorderOnly = "reorder_only", Info, true, "ordering carries no meaning";
    /// Only an item's `_meta` (or another volatile member) changed.
    MetaOnly = "meta_only", Info, true, "_meta and caching hints are not shown to the model";
    /// Prose changed, and the added words carry nothing the gate checks for.
    DescriptionChanged = "description_changed", Low, true, "the added words carry no directive, reference, URL, sensitive resource or hidden character";
    /// Added prose addresses the model.
    DescriptionDirectiveAdded = "description_directive_added", High, false, "the added words address the model (a directive)";
    /// Added prose names another tool of the manifest.
    DescriptionToolReferenceAdded = "description_tool_reference_added", High, false, "the added words name another tool, a cross-tool steering channel";
    /// Added prose holds a URL.
    DescriptionUrlAdded = "description_url_added", High, false, "the added words hold a URL, a possible exfiltration target";
    /// Added prose names credentials or a sensitive file.
    DescriptionSensitiveResourceAdded = "description_sensitive_resource_added", High, false, "the added words name credentials or a sensitive file";
    /// Added prose holds invisible or format characters.
    DescriptionHiddenCharactersAdded = "description_hidden_characters_added", Critical, false, "the added text holds characters a reviewer cannot see";
    /// The scanner reports a finding the pinned definition did not have.
    ScannerFinding = "scanner_finding", High, false, "the scanner reports a new finding (severity is the rule's)";
    /// The server's instructions changed.
    InstructionsChanged = "instructions_changed", Medium, false, "server instructions are addressed to the model; every change needs review";
    /// `serverInfo.name` changed.
    ServerIdentityChanged = "server_identity_changed", High, true, "the server now reports a different name";
    /// `serverInfo.version` (or another serverInfo member) changed.
    ServerVersionChanged = "server_version_changed", Info, true, "a version bump alone changes nothing the model sees";
    /// A new input property.
    PropertyAdded = "property_added", High, true, "a new parameter widens what the tool accepts";
    /// A property removed.
    PropertyRemoved = "property_removed", Low, true, "a removed parameter narrows the schema";
    /// `additionalProperties` opened.
    AdditionalPropertiesOpened = "additional_properties_opened", High, true, "the schema now accepts parameters nobody pinned";
    /// A property is no longer required.
    RequiredRelaxed = "required_relaxed", Medium, true, "a parameter is no longer required";
    /// A property became required.
    RequiredAdded = "required_added", Low, true, "a newly required parameter narrows the schema";
    /// New enum values.
    EnumWidened = "enum_widened", High, true, "the enum accepts new values";
    /// Enum values removed.
    EnumNarrowed = "enum_narrowed", Low, true, "the enum accepts fewer values";
    /// A constraint keyword removed.
    ConstraintDropped = "constraint_dropped", Medium, true, "a constraint (pattern, bound, format, const) was removed";
    /// A bound moved outward, or a pattern/format replaced.
    ConstraintLoosened = "constraint_loosened", Medium, true, "a constraint was loosened or replaced";
    /// A constraint added or a bound moved inward.
    ConstraintTightened = "constraint_tightened", Low, true, "a constraint was added or tightened";
    /// The accepted types grew.
    TypeBroadened = "type_broadened", High, true, "the parameter accepts more types";
    /// The accepted types shrank.
    TypeNarrowed = "type_narrowed", Low, true, "the parameter accepts fewer types";
    /// The type was replaced by an unrelated one.
    TypeChanged = "type_changed", Medium, true, "the parameter's type was replaced";
    /// An array's `items` schema removed or opened.
    ItemsWidened = "items_widened", High, true, "the array accepts items of any shape";
    /// A new `anyOf`/`oneOf` alternative.
    BranchAdded = "branch_added", High, true, "a new alternative widens the schema";
    /// An `anyOf`/`oneOf` alternative removed.
    BranchRemoved = "branch_removed", Low, true, "an alternative was removed";
    /// A default that changes behaviour.
    DefaultChanged = "default_changed", Medium, true, "a changed default changes what a call does when the model omits the argument";
    /// A safety flag's default moved to the unsafe side, or a default now points outside.
    DefaultGuardLowered = "default_guard_lowered", High, false, "a default now disables a safeguard or points at a URL or sensitive resource";
    /// `$ref` to a document outside the manifest.
    ExternalRef = "external_ref", High, false, "a $ref points at a document nobody pinned (provenance substitution)";
    /// `$ref`s moved but resolve to the same schema.
    LocalRefRefactor = "local_ref_refactor", Info, true, "local $ref refactor: the resolved schema is unchanged";
    /// A schema keyword change the gate cannot classify.
    SchemaChanged = "schema_changed", Medium, true, "a schema keyword changed in a way the gate cannot classify, so it fails closed";
    /// A safety annotation now claims less danger.
    AnnotationGuardLowered = "annotation_guard_lowered", High, false, "a safety annotation now claims less danger (e.g. destructiveHint true to false)";
    /// A safety annotation now claims more danger.
    AnnotationGuardRaised = "annotation_guard_raised", Low, true, "a safety annotation now claims more danger";
    /// `outputSchema` added or widened.
    OutputSchemaWidened = "output_schema_widened", Medium, true, "structured results may now carry more";
    /// `outputSchema` removed or narrowed.
    OutputSchemaNarrowed = "output_schema_narrowed", Low, true, "structured results carry less";
    /// A non-schema member changed that the gate cannot classify.
    UnclassifiedChange = "unclassified_change", Medium, true, "a member changed that the gate cannot classify, so it fails closed";
    /// Origin, channel, principal or manifest signature does not match the pin.
    ProvenanceMismatch = "provenance_mismatch", Critical, false, "the manifest's origin, channel or signature does not match the pin";
    /// A refresh of a sealed server.
    SealedRefresh = "sealed_refresh", High, false, "the server is sealed: its namespace is frozen";
    /// The scanner could not scan the item, so nothing vouches for it.
    Unscannable = "unscannable", Critical, false, "the item could not be scanned, so it is not admitted";
    /// The lockfile's own signature does not verify.
    LockSignatureInvalid = "lock_signature_invalid", Critical, false, "the lockfile's signature does not verify under the trusted key";
    /// Two tools of the incoming list share a name.
    ToolDuplicated = "tool_duplicated", Critical, false, "two tools share a name; which one a client keeps is undefined";
    /// Two prompts of the incoming list share a name.
    PromptDuplicated = "prompt_duplicated", Critical, false, "two prompts share a name; which one a client keeps is undefined";
    /// Two resources of the incoming list share a URI.
    ResourceDuplicated = "resource_duplicated", Critical, false, "two resources share a URI; which one a client keeps is undefined";
    /// Two resource templates of the incoming list share a URI template.
    ResourceTemplateDuplicated = "resource_template_duplicated", Critical, false, "two resource templates share a URI template; which one a client keeps is undefined";
    /// Added prose holds Latin words spelled with lookalike letters of
    /// other scripts (Cyrillic `о` for `o`).
    DescriptionMixedScriptAdded = "description_mixed_script_added", Critical, false, "the added words mix lookalike letters of another script into Latin words (same look, other bytes)";
    /// An effect annotation now claims more reach (`destructiveHint` or
    /// `openWorldHint` turned or declared true).
    AnnotationEffectWidened = "annotation_effect_widened", High, true, "an annotation now declares wider effects (destructive or open-world)";
    /// A standard `$schema` dialect URI added, removed or swapped for another.
    SchemaMetadataChanged = "schema_metadata_changed", Low, true, "a $schema naming a standard JSON Schema draft is metadata";
    /// A first `outputSchema` whose text is clean.
    OutputSchemaAdded = "output_schema_added", Low, true, "a first output schema constrains the result (its text is still checked)";
    /// A destination-like parameter (channel, recipient, repository,
    /// bucket, URL, path, …) now defaults to a place the pin never named.
    DefaultDestinationSet = "default_destination_set", High, false, "a destination parameter now defaults to a place the pin never named";
}

impl fmt::Display for ChangeKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for kind in ChangeKind::ALL {
            assert!(seen.insert(kind.as_str()), "{kind} twice");
            assert_eq!(ChangeKind::parse(kind.as_str()), Some(*kind));
        }
        for s in ChangeSeverity::ALL {
            assert_eq!(ChangeSeverity::parse(s.as_str()), Some(s));
        }
    }
}
