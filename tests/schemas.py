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
    """A message the console sent (docs/protocol/schema/server.json, by its type).

    A view is checked in its parts, which is what ``view.json`` composes: its head, its envelope,
    then ``view.game`` against the game's ``board`` schema (a player's without its ``me``, which is
    checked against the ``player`` schema's ``me``). The public part of the views of one moment is
    the same for every phone, so each distinct one is checked once; every :data:`WHOLE_EVERY`-th
    view is also checked whole against ``server.json``."""
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
    game = view.get("game") if isinstance(view, dict) else None
    if not isinstance(game, dict):
        _check(validator("view"), msg, "a 'view' frame")
        return
    _check(validator("view", "/$defs/envelope_fields"), {**view, "game": {}}, "a view's envelope")
    player = "you" in view
    if player != ("allowed" in view):  # a player's view has both, the board's neither
        raise FrameMismatch(f"a view with one of you and allowed: {str(frame)[:300]}")
    name = str((view.get("table") or {}).get("game"))
    if name not in GAMES:
        raise FrameMismatch(f"a view of no known game: {name!r}")
    public = {k: v for k, v in game.items() if k != "me"} if player else game
    key = hash((name, json.dumps(public, sort_keys=True)))
    if key not in _PUBLIC_SEEN:
        _check(validator(name, "/$defs/board"), public, f"a {name} view's public part")
        _remember(_PUBLIC_SEEN, key)
    if player:
        if "me" not in game:
            raise FrameMismatch(f"a player's {name} view without me: {str(frame)[:300]}")
        _check(validator(name, "/$defs/player/properties/me"), game["me"], f"a {name} player's me")


def _remember(seen: set[int], key: int) -> None:
    if len(seen) > _SEEN_LIMIT:
        seen.clear()
    seen.add(key)


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
_PUBLIC_SEEN: set[int] = set()
_SEEN_LIMIT = 200_000
_COUNT = [0]
WHOLE_EVERY = 25
"""Every this many views a frame is also checked whole (``server.json``), so the composition holds."""
GAMES = frozenset({"spy", "suspi", "mafia", "quiz"})


def note(check: Any, frame: str | dict[str, Any], *args: Any) -> None:
    """Run ``check`` on ``frame``, noting a mismatch instead of raising; a frame already checked
    (the same text, e.g. one view sent to several boards) is not checked again."""
    key = hash((check, frame if isinstance(frame, str) else json.dumps(frame, sort_keys=True), args))
    if key in _SEEN:
        return
    try:
        check(frame, *args)
    except FrameMismatch as mismatch:
        MISMATCHES.append(str(mismatch))
        return
    except ValueError as bad:  # not JSON at all
        MISMATCHES.append(f"not JSON: {bad}: {str(frame)[:300]}")
        return
    _remember(_SEEN, key)


SERVER_TYPES = frozenset({"welcome", "view", "ack", "error", "pong", "profile", "replaced", "kicked"})
