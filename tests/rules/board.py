"""Reading a board's scene in the games' scene tests (``tests/rules/<game>/test_board_<game>.py``)."""

from __future__ import annotations

import json
from typing import Any

from rules.core.board import LANGS, pick

Scene = dict[str, Any]
NOT_SHOWN = frozenset({"kind", "id", "tone", "size", "moment", "cue", "key"})
"""A scene's keys that are never shown as text: how a block is drawn, not what it says."""


def texts(value: Any, lang: str = "en", skip: frozenset[str] = frozenset()) -> str:
    """Every text ``value`` (a scene, a beat, a block) shows in ``lang``, as one string; the keys in
    ``skip`` are left out too."""
    out: list[str] = []
    hidden = NOT_SHOWN | skip

    def walk(v: Any) -> None:
        if isinstance(v, dict) and set(v) == set(LANGS):
            out.append(pick(v, lang))
        elif isinstance(v, dict):
            for k, w in v.items():
                if k not in hidden:
                    walk(w)
        elif isinstance(v, list):
            for w in v:
                walk(w)
        elif isinstance(v, str):
            out.append(v)

    walk(value)
    return "\n".join(out)


def blocks(scene: Scene, *, beat: bool = False) -> list[dict[str, Any]]:
    """The stage's and the side column's blocks (and, with ``beat``, the beat's)."""
    found = [*scene["main"], *((scene.get("side") or {}).get("blocks") or [])]
    return [*found, *((scene.get("beat") or {}).get("main") or [])] if beat else found


def block(scene: Scene, block_id: str, where: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The block ``block_id`` of the scene (or of ``where``); fails naming what the scene holds."""
    for blk in blocks(scene) if where is None else where:
        if blk.get("id") == block_id:
            return blk
    raise AssertionError(f"no block {block_id!r} in {json.dumps(scene, ensure_ascii=False)[:600]}")


def has(scene: Scene, block_id: str) -> bool:
    return any(blk.get("id") == block_id for blk in blocks(scene))
