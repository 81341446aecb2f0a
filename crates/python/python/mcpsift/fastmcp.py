"""mcpsift for FastMCP servers and proxies: one middleware.

    from fastmcp import FastMCP
    from mcpsift.fastmcp import McpsiftMiddleware

    server = FastMCP("gateway")
    server.add_middleware(McpsiftMiddleware())

Through FastMCP's middleware hooks it

* scans every tool, prompt, resource and resource template the server (or a
  proxy built with ``FastMCP.as_proxy`` / ``create_proxy``) lists, and leaves
  out what the scanner withholds;
* pins the tool list on first use, or judges it against a lockfile pin
  (``lock=``), and puts every later change through the manifest gate: a
  rejected change keeps the pinned tools, and a tool whose live definition
  is not the pinned one is neither listed nor callable;
* refuses calls to withheld or unadmitted tools and calls whose arguments do
  not validate against the **pinned** input schema, and refuses
  ``prompts/get`` and ``resources/read`` of withheld items;
* withholds the server's ``instructions`` from ``initialize`` when they
  reach the threshold;
* optionally scans tool results (``scan_results="flag"`` logs,
  ``"block"`` replaces a withheld result with an error).

It fails closed: a list that cannot be scanned or pinned exposes nothing,
and a call made before any list is judged first fetches and judges the
list. Log lines (logger ``mcpsift.fastmcp``) name rule codes, pointers and
item names (escaped), never the text itself.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Sequence
from typing import Any, Optional, Union

from fastmcp.exceptions import PromptError, ResourceError, ToolError
from fastmcp.server.middleware import CallNext, Middleware, MiddlewareContext

from . import CallRefused, Gate, Lock, McpsiftError, Scanner, default_scanner

__all__ = ["McpsiftMiddleware"]

logger = logging.getLogger("mcpsift.fastmcp")

PathLike = Union[str, "os.PathLike[str]"]


def _wire(component: Any, method: str) -> dict:
    """A FastMCP component as the MCP wire form a client receives."""
    model = getattr(component, method)()
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


def _template_pattern(uri_template: str) -> "re.Pattern[str]":
    """A URI template as a regex in which every ``{expression}`` matches any
    text: the match errs toward refusing."""
    parts = re.split(r"\{[^}]*\}", uri_template)
    return re.compile(".*".join(re.escape(p) for p in parts) + r"\Z", re.DOTALL)


class McpsiftMiddleware(Middleware):
    """Scan, pin and gate everything a FastMCP server exposes.

    Args:
        scanner: a ``mcpsift.Scanner``; default: the built-in rules at
            ``threshold``.
        threshold: severity at which items are withheld (low, medium, high,
            critical) when no scanner is given.
        lock: a lockfile path (or ``mcpsift.Lock``) holding the pin the first
            tool list is judged against; without one the first list is
            pinned as it is (trust on first use, after scanning).
        origin, channel, principal: the server key of the pin. Pinned on
            first use: the server's name, ``"fastmcp"``, ``"default"``; with
            ``lock=``: the lockfile pin's own (one given and different is a
            substitution the gate rejects).
        reject_at: change severity that rejects a refresh (info, low,
            medium, high, critical).
        audit: a file that gets one JSON line per gate decision.
        scan_results: ``"off"``, ``"flag"`` (log results the scanner
            withholds) or ``"block"`` (refuse them).
        save_lock: write the pin to this lockfile on first use and after
            every admitted change.
    """

    def __init__(
        self,
        scanner: Optional[Scanner] = None,
        *,
        threshold: str = "high",
        lock: Optional[Union[PathLike, Lock]] = None,
        origin: Optional[str] = None,
        channel: Optional[str] = None,
        principal: Optional[str] = None,
        reject_at: str = "medium",
        audit: Optional[PathLike] = None,
        scan_results: str = "off",
        save_lock: Optional[PathLike] = None,
    ) -> None:
        if scan_results not in ("off", "flag", "block"):
            raise McpsiftError(f"scan_results {scan_results!r}: use off, flag or block")
        self.scanner = scanner if scanner is not None else default_scanner(threshold)
        if lock is not None and not isinstance(lock, Lock):
            lock = Lock.load(lock)
        self._lock = lock
        self._origin = origin
        self._channel = channel
        self._principal = principal
        self._reject_at = reject_at
        self._audit = audit
        self._scan_results = scan_results
        self._save_lock = save_lock
        self.gate: Optional[Gate] = None
        self._last_judged: Optional[tuple] = None
        #: Names of the tools that may be listed and called right now.
        self.callable_tools: frozenset = frozenset()
        #: Names of pinned tools the scanner withholds.
        self.withheld_tools: frozenset = frozenset()
        self._withheld_prompts: set = set()
        self._withheld_resources: set = set()
        self._withheld_templates: dict = {}
        self._listed_prompts: Optional[set] = None
        self._resources_judged = False

    # -- tools -------------------------------------------------------------

    def _judge_tools(self, tools: Sequence[Any], server_name: Optional[str]) -> None:
        """Pins or gates a complete tool list and decides what is callable."""
        wire = []
        by_name: dict = {}
        ambiguous = set()
        for tool in tools:
            # FastMCP lists every version of a tool and the wire carries
            # one per name; a name whose versions differ is not pinned and
            # not callable (which one a client gets is not ours to know).
            definition = _wire(tool, "to_mcp_tool")
            if tool.name in by_name:
                if by_name[tool.name] != definition:
                    ambiguous.add(tool.name)
                continue
            by_name[tool.name] = definition
            wire.append(definition)
        if ambiguous:
            logger.warning("mcpsift: tools with differing versions not exposed: %s", ", ".join(sorted(map(repr, ambiguous))))
            wire = [w for w in wire if w.get("name") not in ambiguous]
        manifest = {"tools": wire}
        try:
            live = Gate.hashes(manifest)
        except McpsiftError as e:
            logger.error("mcpsift: the tool list cannot be pinned (%s); failing closed", e)
            self.callable_tools = frozenset()
            return
        fingerprint = tuple(sorted(live.items()))
        if self.gate is not None and fingerprint == self._last_judged:
            return
        self._last_judged = fingerprint
        origin = self._origin or server_name or "fastmcp"
        if self.gate is None and self._lock is not None:
            self.gate = self._lock.gate(
                origin=self._origin,
                channel=self._channel,
                principal=self._principal,
                reject_at=self._reject_at,
                audit=self._audit,
            )
            self._report(self.gate.admit(manifest), "lockfile pin")
        elif self.gate is None:
            self.gate = Gate.pin(
                manifest,
                origin=origin,
                channel=self._channel or "fastmcp",
                principal=self._principal or "default",
                reject_at=self._reject_at,
                allow_findings=True,
                audit=self._audit,
            )
            logger.info(
                "mcpsift: pinned %d tool(s) as manifest %s",
                len(wire),
                self.gate.manifest_sha256[:16],
            )
            self._saved()
        else:
            if self._report(self.gate.admit(manifest), "refresh"):
                self._saved()
        # What is withheld is decided on the pinned list, never the live one:
        # a rejected refresh that drops a poisoned tool must not bring it back.
        pinned = self.gate.tools
        withheld = set()
        if pinned:
            try:
                report = self.scanner.scan_manifest({"tools": pinned})
                withheld = {item.name for item in report.items if item.withheld}
                for item in report.items:
                    if item.withheld:
                        logger.warning(
                            "mcpsift: withheld tool %r: %s",
                            item.to_dict()["name"],
                            ", ".join(f"{f.rule} {f.pointer}" for f in item.findings),
                        )
            except McpsiftError as e:
                logger.error("mcpsift: the pinned tools cannot be scanned (%s); failing closed", e)
                withheld = {t.get("name") for t in pinned}
        hashes = self.gate.tool_hashes
        self.withheld_tools = frozenset(withheld)
        # Listed and callable: pinned, not withheld, and the live definition
        # is the pinned one.
        self.callable_tools = frozenset(
            name
            for name, sha in hashes.items()
            if name not in withheld and live.get(name) == sha
        )

    def _report(self, assessment: Any, what: str) -> bool:
        if assessment.admitted:
            if assessment.changes:
                logger.info(
                    "mcpsift: %s admitted: %s",
                    what,
                    ", ".join(c.kind for c in assessment.changes),
                )
            return True
        logger.warning(
            "mcpsift: %s rejected, the pinned tools stay: %s",
            what,
            ", ".join(f"{c.kind} {c.item} {c.name}{c.pointer}" for c in assessment.changes if c.rejects),
        )
        return False

    def _saved(self) -> None:
        if self._save_lock is not None and self.gate is not None:
            self.gate.save(self._save_lock)

    @staticmethod
    def _server(context: MiddlewareContext) -> Any:
        ctx = context.fastmcp_context
        return getattr(ctx, "fastmcp", None) if ctx is not None else None

    async def _ensure_tools(self, context: MiddlewareContext) -> None:
        if self.gate is not None:
            return
        server = self._server(context)
        if server is None:
            return
        tools = await server.list_tools(run_middleware=False)
        self._judge_tools(tools, getattr(server, "name", None))

    async def on_list_tools(self, context: MiddlewareContext, call_next: CallNext) -> Sequence[Any]:
        tools = await call_next(context)
        server = self._server(context)
        self._judge_tools(tools, getattr(server, "name", None))
        return [t for t in tools if t.name in self.callable_tools]

    async def on_call_tool(self, context: MiddlewareContext, call_next: CallNext) -> Any:
        await self._ensure_tools(context)
        name = context.message.name
        if self.gate is None or name not in self.callable_tools:
            why = "withheld" if name in self.withheld_tools else "not admitted"
            logger.warning("mcpsift: call to tool %r refused: %s", name, why)
            raise ToolError(f"mcpsift: call refused: the tool is {why}")
        try:
            self.gate.authorize_call(name, context.message.arguments or {})
        except CallRefused as e:
            logger.warning("mcpsift: call to tool %r refused: %s", name, e.reason)
            raise ToolError(f"mcpsift: call refused: {e}") from None
        result = await call_next(context)
        if self._scan_results != "off":
            self._check_result(name, result)
        return result

    def _check_result(self, name: str, result: Any) -> None:
        content = [block.model_dump(mode="json", by_alias=True, exclude_none=True) for block in result.content or []]
        document: dict = {"content": content}
        if result.structured_content is not None:
            document["structuredContent"] = result.structured_content
        try:
            report = self.scanner.scan_manifest(document)
            withheld = [item for item in report.items if item.withheld]
        except McpsiftError as e:
            logger.warning("mcpsift: the result of tool %r cannot be scanned: %s", name, e)
            withheld = [None]
        if not withheld:
            return
        rules = ", ".join(f.rule for item in withheld if item for f in item.findings)
        logger.warning("mcpsift: result of tool %r withheld: %s", name, rules or "unscannable")
        if self._scan_results == "block":
            raise ToolError(f"mcpsift: the tool's result was withheld ({rules or 'unscannable'})")

    # -- prompts and resources ---------------------------------------------

    def _screen(self, collection: str, items: Sequence[Any], method: str, key: str) -> tuple:
        """Scans a list as one document; returns (kept, withheld keys)."""
        if not items:
            return list(items), set()
        wire = [_wire(item, method) for item in items]
        try:
            report = self.scanner.scan_manifest({collection: wire})
        except McpsiftError as e:
            logger.error("mcpsift: the %s list cannot be scanned (%s); failing closed", collection, e)
            return [], {w.get(key) for w in wire}
        withheld_index = set()
        for item in report.items:
            if item.withheld and item.index is not None:
                withheld_index.add(item.index)
                logger.warning(
                    "mcpsift: withheld %s %r: %s",
                    item.kind,
                    item.to_dict()["name"],
                    ", ".join(f"{f.rule} {f.pointer}" for f in item.findings),
                )
        kept = [item for i, item in enumerate(items) if i not in withheld_index]
        withheld = {wire[i].get(key) for i in withheld_index}
        return kept, withheld

    async def on_list_prompts(self, context: MiddlewareContext, call_next: CallNext) -> Sequence[Any]:
        prompts = await call_next(context)
        kept, withheld = self._screen("prompts", prompts, "to_mcp_prompt", "name")
        self._withheld_prompts = withheld
        self._listed_prompts = {p.name for p in kept}
        return kept

    async def on_get_prompt(self, context: MiddlewareContext, call_next: CallNext) -> Any:
        if self._listed_prompts is None:
            server = self._server(context)
            if server is not None:
                prompts = await server.list_prompts(run_middleware=False)
                kept, withheld = self._screen("prompts", prompts, "to_mcp_prompt", "name")
                self._withheld_prompts = withheld
                self._listed_prompts = {p.name for p in kept}
        name = context.message.name
        if self._listed_prompts is None or name not in self._listed_prompts:
            logger.warning("mcpsift: prompts/get %r refused: withheld or not listed", name)
            raise PromptError("mcpsift: the prompt is withheld or not listed by the server")
        return await call_next(context)

    async def on_list_resources(self, context: MiddlewareContext, call_next: CallNext) -> Sequence[Any]:
        resources = await call_next(context)
        kept, withheld = self._screen("resources", resources, "to_mcp_resource", "uri")
        self._withheld_resources = withheld
        return kept

    async def on_list_resource_templates(self, context: MiddlewareContext, call_next: CallNext) -> Sequence[Any]:
        templates = await call_next(context)
        kept, withheld = self._screen("resourceTemplates", templates, "to_mcp_template", "uriTemplate")
        self._withheld_templates = {t: _template_pattern(t) for t in withheld if t}
        return kept

    async def _ensure_resources(self, context: MiddlewareContext) -> None:
        if self._resources_judged:
            return
        server = self._server(context)
        if server is None:
            return
        resources = await server.list_resources(run_middleware=False)
        _, withheld = self._screen("resources", resources, "to_mcp_resource", "uri")
        self._withheld_resources = withheld
        templates = await server.list_resource_templates(run_middleware=False)
        _, withheld = self._screen("resourceTemplates", templates, "to_mcp_template", "uriTemplate")
        self._withheld_templates = {t: _template_pattern(t) for t in withheld if t}
        self._resources_judged = True

    async def on_read_resource(self, context: MiddlewareContext, call_next: CallNext) -> Any:
        await self._ensure_resources(context)
        uri = str(context.message.uri)
        if uri in self._withheld_resources or any(p.match(uri) for p in self._withheld_templates.values()):
            logger.warning("mcpsift: resources/read refused: the resource is withheld")
            raise ResourceError("mcpsift: the resource is withheld")
        return await super().on_read_resource(context, call_next)

    # -- instructions ------------------------------------------------------

    def _screen_instructions(self, result: Any) -> Any:
        if isinstance(result, dict):
            instructions = result.get("instructions")
        else:
            instructions = getattr(result, "instructions", None)
        if not instructions or self.scanner.verdict({"instructions": instructions}) != "withhold":
            return result
        logger.warning("mcpsift: withheld the server's instructions")
        if isinstance(result, dict):
            return {k: v for k, v in result.items() if k != "instructions"}
        return result.model_copy(update={"instructions": None})

    async def on_initialize(self, context: MiddlewareContext, call_next: CallNext) -> Any:
        return self._screen_instructions(await call_next(context))

    async def on_discover(self, context: MiddlewareContext, call_next: CallNext) -> Any:
        return self._screen_instructions(await call_next(context))
