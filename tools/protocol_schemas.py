"""The protocol's shared schemas, made from the registry of games:  python tools/protocol_schemas.py

A game describes its own views in ``docs/protocol/schema/<id>.json`` (``$defs``: ``board``,
``player``, ``moderator``). What the shared schemas say of the games is made here, from
:data:`rules.registry.IDS`, and never written by hand:

- ``view.json``: the game ids a table may play, and for each view (the board's, a player's, the
  moderator's) one branch per game that checks ``view.game`` against that game's schema;
- ``welcome.json``: the game of the table a client joined;
- ``profile.json``: the games an account's standings are kept for.

``--check`` changes nothing and exits 1 when a file is not what this would write (the suite runs
it), naming the files and any game without its own schema.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SCHEMAS = ROOT / "docs" / "protocol" / "schema"
ROLES = ("board", "player", "moderator")
"""A game's views, each a ``$defs`` entry of its schema and a ``<role>_view`` of ``view.json``."""


def _branch(game_id: str, role: str) -> dict[str, Any]:
    """The part of ``<role>_view`` that checks a view of ``game_id``'s table."""
    return {
        "if": {"properties": {"table": {"properties": {"game": {"const": game_id}}}}},
        "then": {"properties": {"game": {"$ref": f"{game_id}.json#/$defs/{role}"}}},
    }


def shared(name: str, doc: dict[str, Any], ids: Sequence[str]) -> dict[str, Any]:
    """``doc`` (the shared schema ``<name>.json``) with its game-dependent parts made for ``ids``."""
    doc = json.loads(json.dumps(doc))  # a copy
    if name == "view":
        for role in ROLES:
            view = doc["$defs"][f"{role}_view"]
            view["allOf"] = [view["allOf"][0], *(_branch(game_id, role) for game_id in ids)]
        doc["$defs"]["envelope_fields"]["properties"]["table"]["properties"]["game"]["enum"] = list(ids)
    elif name == "welcome":
        doc["properties"]["table"]["properties"]["game"]["enum"] = list(ids)
    elif name == "profile":
        doc["properties"]["by_game"]["propertyNames"]["enum"] = list(ids)
    return doc


def text(doc: dict[str, Any]) -> str:
    """A schema file's text, as every file of the folder is written."""
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


def missing_games(ids: Sequence[str], folder: Path = SCHEMAS) -> list[str]:
    """The games of ``ids`` without a schema of their own that describes their three views."""
    missing = []
    for game_id in ids:
        path = folder / f"{game_id}.json"
        defs = json.loads(path.read_text(encoding="utf-8")).get("$defs", {}) if path.is_file() else {}
        if not all(role in defs for role in ROLES):
            missing.append(game_id)
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file is stale")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from rules.registry import IDS

    bad = False
    for game_id in missing_games(IDS):
        print(f"{game_id}: no docs/protocol/schema/{game_id}.json with $defs {', '.join(ROLES)}")
        bad = True
    for name in ("view", "welcome", "profile"):
        path = SCHEMAS / f"{name}.json"
        current = path.read_text(encoding="utf-8")
        wanted = text(shared(name, json.loads(current), IDS))
        if wanted == current:
            continue
        if args.check:
            print(f"docs/protocol/schema/{name}.json is not made from the registry: "
                  "run python tools/protocol_schemas.py")
            bad = True
        else:
            path.write_text(wanted, encoding="utf-8")
            print(f"wrote docs/protocol/schema/{name}.json")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
