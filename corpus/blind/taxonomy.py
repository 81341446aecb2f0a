"""The labelling vocabulary of TAXONOMY.md: attack families, benign kinds, evasions and attack
surfaces. `check.py` validates the blind tranches with it, and the generators of
`corpus/training/` check their cases with it, so that every file speaks the same words."""

FAMILIES = """override role_marker implant_wrapper persona concealment safety_downgrade
sensitive_read exfil_url markdown_exfil parameter_harvesting credential_phishing read_returns_secrets
shadowing cross_server_preference promotion forced_sequencing output_trust_hijack sleeper_trigger
escalating_error_handling data_moving_convention shell_command install_escalation deprecated_redirect
lookalike_name hidden_unicode encoded_payload schema_poisoning annotation_lie prose_injection""".split()
BENIGN = ["benign_hard", "benign_plain"]
EVASIONS = """none extra_whitespace nbsp case punctuation zero_width fullwidth homoglyph ascii_confusable
leetspeak letter_spacing split_fields nested_schema encoded multilingual paraphrase markup padding""".split()
SURFACES = {"tool_metadata", "input_schema", "output_schema", "naming"}
