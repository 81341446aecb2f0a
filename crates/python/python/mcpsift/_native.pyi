"""Type stubs for the compiled module ``mcpsift._native`` (re-exported by ``mcpsift``)."""

import os
from typing import Any, Iterator, Literal, Optional, Union

_Path = Union[str, "os.PathLike[str]"]
#: JSON text (str, bytes, bytearray, memoryview) or a value ``json.dumps`` takes.
_Json = Union[str, bytes, bytearray, memoryview, dict, list, Any]
_Verdict = Literal["allow", "flag", "withhold"]
_Severity = Literal["low", "medium", "high", "critical"]

__version__: str

class McpsiftError(Exception):
    """Base class of every error mcpsift raises."""

class ConfigError(McpsiftError):
    """An unknown severity, a rule directory that does not load or compile."""

class ScanError(McpsiftError):
    """A document that could not be scanned (fail closed: treat it as withheld)."""

    kind: Literal["invalid_json", "invalid_text", "too_large", "too_deep", "unknown_shape", "io"]

class ManifestError(McpsiftError):
    """A manifest the gate cannot read."""

class LockError(McpsiftError):
    """A lockfile that cannot be read or trusted, or holds no pin for the server."""

class PinRefused(McpsiftError):
    """Pinning refused: findings at or above the threshold."""

    findings: list[str]

class CallRefused(McpsiftError):
    """A tool call the gate refuses."""

    reason: Literal["unknown_tool", "invalid_arguments", "schema_unusable"]
    errors: list[str]

class Finding:
    """One rule hit in one field of an item (pointer and evidence escaped as the CLI prints them)."""

    rule: str
    name: str
    severity: _Severity
    pointer: str
    role: Literal["name", "prose", "schema_key", "schema_text", "key"]
    view: Literal["raw", "folded", "decoded"]
    span: tuple[int, int]
    evidence: str
    #: What the finding adds to its item's evidence score (0 for a repeat of its rule family,
    #: and always 0 for a preview rule's finding).
    points: int
    #: True for a finding of a rule whose status is preview: it flags, never withholds.
    preview: bool
    def to_dict(self) -> dict[str, Any]: ...

class Item:
    """The scan of one tool, prompt, resource, template, instructions or serverInfo."""

    kind: Literal["tool", "prompt", "resource", "resource_template", "instructions", "server", "tool_result"]
    name: str
    index: Optional[int]
    verdict: _Verdict
    severity: Optional[_Severity]
    #: The evidence score: per rule family the points of its strongest finding, summed.
    score: int
    #: The score that withholds: the points of one finding at the scanner's threshold.
    withhold_at: int
    findings: tuple[Finding, ...]
    id: Optional[str]
    line: Optional[int]
    withheld: bool
    def to_dict(self) -> dict[str, Any]:
        """The item as the CLI's ``jsonl`` output writes it (``mcpsift.scan/v1``)."""

class ErrorRecord:
    """A line of ``scan_jsonl`` input that could not be scanned."""

    id: str
    line: int
    verdict: Literal["error"]
    error: str
    error_kind: str
    withheld: bool
    def to_dict(self) -> dict[str, Any]: ...

class Report:
    """The scan of a whole document."""

    items: tuple[Item, ...]
    verdict: _Verdict
    case_id: Optional[str]
    withheld: list[Item]
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[Item]: ...
    def to_dict(self) -> dict[str, Any]: ...

class Records(Iterator[Union[Item, ErrorRecord]]):
    """The records of a bulk scan, in input order."""

    def __next__(self) -> Union[Item, ErrorRecord]: ...
    def close(self) -> None:
        """Stops the scan; the iterator then ends."""

class Scanner:
    """A compiled rule pack. Share one: every method is thread-safe and releases the GIL."""

    threshold: _Severity
    rule_count: int
    def __init__(
        self,
        threshold: _Severity = "high",
        rules: Optional[_Path] = None,
        max_document_bytes: Optional[int] = None,
        max_depth: Optional[int] = None,
    ) -> None: ...
    def scan_tool(self, tool: _Json) -> Item:
        """Scans a document holding exactly one tool; raises ScanError otherwise."""
    def scan_manifest(self, document: _Json) -> Report:
        """Scans any document mcpsift reads; raises ScanError when it cannot."""
    def verdict(self, document: _Json) -> _Verdict:
        """The strictest verdict; "withhold" when the document cannot be scanned."""
    def scan_jsonl(self, path: _Path, threads: Optional[int] = None) -> Records:
        """Streams the records of a JSON Lines file with the CLI's ids."""
    def scan_lines(self, data: Union[bytes, str], source: str = "-", threads: Optional[int] = 1) -> Records:
        """Like scan_jsonl, over JSON Lines in memory named ``source``."""

def sanitize(document: _Json, mode: Literal["strip", "replace"] = "strip", report: bool = False) -> Any:
    """Removes concealment characters; returns the same form it was given
    (or ``(clean, removals)`` with ``report=True``)."""

class Change:
    """One change between the pinned manifest and a refresh."""

    kind: str
    item: str
    name: str
    pointer: str
    severity: Literal["info", "low", "medium", "high", "critical"]
    rule: Optional[str]
    rejects: bool
    reason: str
    def to_dict(self) -> dict[str, Any]: ...

class Assessment:
    """The gate's answer about one refresh."""

    decision: Literal["admit", "reject"]
    admitted: bool
    changes: tuple[Change, ...]
    signed: bool
    pinned_sha256: str
    incoming_sha256: str
    def __bool__(self) -> bool: ...

class Gate:
    """The admission state of one server: pin, policy, call validators."""

    tools: list[dict[str, Any]]
    tool_hashes: dict[str, str]
    manifest_sha256: str
    server: dict[str, str]
    @staticmethod
    def pin(
        manifest: _Json,
        origin: str = "python",
        channel: str = "python",
        principal: str = "default",
        reject_at: str = "medium",
        threshold: _Severity = "high",
        allow_findings: bool = False,
        audit: Optional[_Path] = None,
        rules: Optional[_Path] = None,
    ) -> Gate: ...
    @staticmethod
    def hashes(manifest: _Json) -> dict[str, str]: ...
    def admit(self, incoming: _Json, signature: Optional[_Json] = None) -> Assessment: ...
    def authorize_call(self, name: str, arguments: Optional[_Json] = None) -> None: ...
    def save(self, path: _Path) -> None: ...

class Lock:
    """A lockfile (``mcpsift.lock/v1``), every hash checked on load."""

    servers: list[dict[str, str]]
    signed: bool
    @staticmethod
    def load(path: _Path) -> Lock: ...
    def gate(
        self,
        origin: Optional[str] = None,
        channel: Optional[str] = None,
        principal: Optional[str] = None,
        reject_at: str = "medium",
        audit: Optional[_Path] = None,
        rules: Optional[_Path] = None,
    ) -> Gate: ...
