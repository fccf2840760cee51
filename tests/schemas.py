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

from rules import registry

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
    return Draft202012Validator(schema, registry=_registry())


def _check(v: Draft202012Validator, data: Any, what: str) -> None:
    error = best_match(v.iter_errors(data))
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or "(top)"
        raise FrameMismatch(f"{what} does not match the protocol's schema at {where}: {error.message}"
                            f"\n{json.dumps(data, ensure_ascii=False)[:2000]}")


def check_server_frame(frame: str | dict[str, Any]) -> None:
    """A message the console sent (docs/protocol/schema/server.json, by its type).

    A view is checked in the parts ``view.json`` composes (:func:`check_view`); every
    :data:`WHOLE_EVERY`-th one is also checked whole against ``server.json``."""
    msg = json.loads(frame) if isinstance(frame, str) else frame
    kind = msg.get("type") if isinstance(msg, dict) else None
    if kind not in SERVER_TYPES:
        raise FrameMismatch(f"the console sent a message of no known type: {str(frame)[:300]}")
    if kind != "view":
        _check(validator(kind), msg, f"a {kind!r} frame")
        return
    _COUNT[0] += 1
    if _COUNT[0] % WHOLE_EVERY == 0:
        _check(validator("server"), msg, "a 'view' frame")
    _check(validator("view", "/$defs/head"), msg, "a 'view' frame")
    view = msg["view"]
    if isinstance(view, dict) and "game" not in view and "board" in view:  # a board's scene view
        _check(validator("view", "/$defs/scene_view"), view, "a board's scene view")
        return
    check_view(view, "player" if isinstance(view, dict) and "you" in view else "board")


def check_client_frame(frame: str | dict[str, Any]) -> None:
    """A message a client sent (hello, request, ping)."""
    msg = json.loads(frame) if isinstance(frame, str) else frame
    _check(validator("client"), msg, "a client's frame")


def check_view(view: Any, role: str) -> None:
    """A whole view (the envelope with ``game``) of ``role``: ``board``, ``player`` or ``moderator``.

    Checked in the parts the schema composes, which is the same check: the envelope; the public part
    of ``view.game`` against the game's ``public_fields`` (with no field it does not name, as its
    ``board`` schema says); a player's ``me`` against the ``player`` schema's; the console's own keys
    against the ``moderator`` schema's (:func:`_check_fields`)."""
    if not isinstance(view, dict) or not isinstance(view.get("game"), dict):
        _check(validator("view", "/$defs/envelope"), view, f"a {role}'s view")
        return
    game: dict[str, Any] = view["game"]
    _COUNT[1] += 1
    if _COUNT[1] % WHOLE_EVERY == 0:
        whole = "/$defs/moderator_envelope" if role == "moderator" else "/$defs/envelope"
        _check(validator("view", whole), view, f"a {role}'s view")
    envelope = {**view, "game": {}}
    seen = hash(json.dumps(envelope, sort_keys=True))
    if seen not in _PUBLIC_SEEN:
        _check(validator("view", "/$defs/envelope_fields"), envelope, f"a {role}'s view's envelope")
        _remember(_PUBLIC_SEEN, seen)
    holder = "player" if "you" in view else "moderator" if "allowed" in view else "board"
    if holder != role or (role == "player" and "allowed" not in view):
        raise FrameMismatch(f"a {role}'s view with the envelope of a {holder}'s: {json.dumps(view)[:300]}")
    name = str((view.get("table") or {}).get("game"))
    if name not in GAMES:
        raise FrameMismatch(f"a view of no known game: {name!r}")
    own = _own_keys(name, role)
    _check_fields(name, "/$defs/public_fields", {k: v for k, v in game.items() if k not in own}, f"a {name} view")
    if role == "board":
        return
    pointer = "/$defs/player" if role == "player" else "/$defs/moderator"
    part = {k: v for k, v in game.items() if k in own}
    for required in _schema(name)["$defs"][role]["required"]:
        if required not in part:
            raise FrameMismatch(f"a {role}'s {name} view without {required!r}: {json.dumps(view)[:300]}")
    _check_fields(name, pointer, part, f"a {name} {role}'s view")


def _check_fields(name: str, pointer: str, obj: dict[str, Any], what: str) -> None:
    """``obj`` against the object schema at ``pointer`` of ``<name>.json``, field by field: no field it
    does not name, every field it requires, and each field's value against its schema. A value
    already checked (the same text under the same field) is not checked again: between two views
    most fields are as they were."""
    node = _schema(name)
    for part in pointer.strip("/").split("/"):
        node = node[part]
    fields = node["properties"]
    unknown = set(obj) - set(fields)
    if unknown and (node.get("additionalProperties", True) is False or pointer.endswith("public_fields")):
        raise FrameMismatch(f"{what} has fields the schema does not name: {sorted(unknown)}")
    missing = set(node.get("required", ())) - set(obj)
    if missing:
        raise FrameMismatch(f"{what} lacks {sorted(missing)}")
    for key, value in obj.items():
        child = fields[key]
        if isinstance(value, dict) and set(child) <= _PLAIN and "properties" in child and "object" in _types(child):
            _check_fields(name, f"{pointer}/properties/{key}", value, f"{what}'s {key!r}")  # field by field
            continue
        seen = hash((name, pointer, key, json.dumps(value, sort_keys=True)))
        if seen in _PUBLIC_SEEN:
            continue
        _check(validator(name, f"{pointer}/properties/{key}"), value, f"{what}'s {key!r}")
        _remember(_PUBLIC_SEEN, seen)


_PLAIN = frozenset({"type", "properties", "required", "additionalProperties", "description"})
"""An object schema made of these alone may be checked field by field (the others, whole)."""


def _types(node: dict[str, Any]) -> list[str]:
    kinds = node.get("type", [])
    return list(kinds) if isinstance(kinds, list) else [kinds]


@cache
def _schema(name: str) -> dict[str, Any]:
    return dict(json.loads((SCHEMA_DIR / f"{name}.json").read_text(encoding="utf-8")))


@cache
def _own_keys(name: str, role: str) -> frozenset[str]:
    """The keys of ``view.game`` that only this holder's view has (a player's ``me``, the console's)."""
    if role == "board":
        return frozenset()
    return frozenset(_schema(name)["$defs"][role]["properties"])


def _remember(seen: set[int], key: int) -> None:
    if len(seen) > _SEEN_LIMIT:
        seen.clear()
    seen.add(key)


MISMATCHES: list[str] = []
"""Frames that did not match, noted where a frame arrives (a reader task, a browser's event) and
failed by the suite's fixture at the end of the test (tests/conftest.py)."""
_SEEN: set[int] = set()
_PUBLIC_SEEN: set[int] = set()
_SEEN_LIMIT = 200_000
_COUNT = [0, 0]
WHOLE_EVERY = 500
"""Every this many views a frame is also checked whole (``server.json``), so the composition holds."""
GAMES = frozenset(registry.IDS)
"""Every registered game: a view of one without its schema fails (a new game is checked at once)."""


def note(check: Any, frame: str | dict[str, Any], *args: Any) -> None:
    """Run ``check`` on ``frame``, noting a mismatch instead of raising; a frame already checked
    (the same text, e.g. one view sent to several boards) is not checked again."""
    key = hash((check, frame, args)) if isinstance(frame, str) else None  # the same text: checked once
    if key is not None and key in _SEEN:
        return
    try:
        check(frame, *args)
    except FrameMismatch as mismatch:
        MISMATCHES.append(str(mismatch))
        return
    except ValueError as bad:  # not JSON at all
        MISMATCHES.append(f"not JSON: {bad}: {str(frame)[:300]}")
        return
    if key is not None:
        _remember(_SEEN, key)


SERVER_TYPES = frozenset({"welcome", "view", "ack", "error", "pong", "profile", "replaced", "kicked"})
