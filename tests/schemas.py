"""The protocol's JSON Schemas (docs/protocol/schema) as checks: every frame the tests' phones and
boards receive and send, and every moderator view, must match them, so the written protocol cannot
drift from what the console sends (docs/protocol/README.md)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from referencing import Registry, Resource

SCHEMA_DIR = Path(__file__).resolve().parent.parent / "docs" / "protocol" / "schema"


class FrameMismatch(AssertionError):
    """A frame the protocol's schema does not describe."""


@cache
def _registry() -> Registry[Any]:
    resources = []
    for path in sorted(SCHEMA_DIR.glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        resources.append((doc["$id"], Resource.from_contents(doc)))
    return Registry().with_resources(resources)


@cache
def validator(name: str, pointer: str = "") -> Draft202012Validator:
    """The validator of ``<name>.json`` (``pointer``: one of its ``$defs``, e.g. ``/$defs/player``)."""
    doc = json.loads((SCHEMA_DIR / f"{name}.json").read_text(encoding="utf-8"))
    schema: dict[str, Any] = {"$ref": doc["$id"] + ("#" + pointer if pointer else "")}
    Draft202012Validator.check_schema(doc)
    return Draft202012Validator(schema, registry=_registry())


def _check(v: Draft202012Validator, data: Any, what: str) -> None:
    error = best_match(v.iter_errors(data))
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or "(top)"
        raise FrameMismatch(f"{what} does not match the protocol's schema at {where}: {error.message}"
                            f"\n{json.dumps(data, ensure_ascii=False)[:2000]}")


def check_server_frame(frame: str | dict[str, Any]) -> None:
    """A message the console sent (docs/protocol/schema/server.json, by its type)."""
    msg = json.loads(frame) if isinstance(frame, str) else frame
    kind = msg.get("type") if isinstance(msg, dict) else None
    if kind not in SERVER_TYPES:
        raise FrameMismatch(f"the console sent a message of no known type: {str(frame)[:300]}")
    _check(validator(kind), msg, f"a {kind!r} frame")


def check_client_frame(frame: str | dict[str, Any]) -> None:
    """A message a client sent (hello, request, ping)."""
    msg = json.loads(frame) if isinstance(frame, str) else frame
    _check(validator("client"), msg, "a client's frame")


def check_view(view: dict[str, Any], role: str) -> None:
    """A whole view (the envelope with ``game``) of ``role``: ``board``, ``player`` or ``moderator``."""
    pointer = {"board": "/$defs/envelope", "player": "/$defs/envelope",
               "moderator": "/$defs/moderator_envelope"}[role]
    _check(validator("view", pointer), view, f"a {role}'s view")


MISMATCHES: list[str] = []
"""Frames that did not match, noted where a frame arrives (a reader task, a browser's event) and
failed by the suite's fixture at the end of the test (tests/conftest.py)."""
_SEEN: set[int] = set()
_SEEN_LIMIT = 200_000


def note(check: Any, frame: str | dict[str, Any], *args: Any) -> None:
    """Run ``check`` on ``frame``, noting a mismatch instead of raising; a frame already checked
    (the same text, e.g. one view sent to several boards) is not checked again."""
    key = hash((check, frame if isinstance(frame, str) else json.dumps(frame, sort_keys=True), args))
    if key in _SEEN:
        return
    if len(_SEEN) > _SEEN_LIMIT:
        _SEEN.clear()
    try:
        check(frame, *args)
    except FrameMismatch as mismatch:
        MISMATCHES.append(str(mismatch))
        return
    except ValueError as bad:  # not JSON at all
        MISMATCHES.append(f"not JSON: {bad}: {str(frame)[:300]}")
        return
    _SEEN.add(key)


SERVER_TYPES = frozenset({"welcome", "view", "ack", "error", "pong", "profile", "replaced", "kicked"})
