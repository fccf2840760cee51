"""A first draft of a game's view schema, read from a table it really played:

    python tools/schema_draft.py DATA_FOLDER/journal.sqlite3 [--table ID] > docs/protocol/schema/<game>.json

A new game's schema (``docs/protocol/schema/<game>.json``, ``docs/adding-a-game.md``) describes
every field of ``view.game`` in its three views: ``board`` (the public view), ``player`` (a seat's)
and ``moderator`` (the console's). This replays a table of the journal (the newest, or ``--table``)
event by event from its seed, as a restart does, and after each accepted request takes the three
views (every seat's player view), then writes the schema they all fit: each object's fields with
their types, the fields every sample had as ``required``, no other field allowed, a map keyed by
seat numbers as such, and up to eight ``examples`` of each text. Its ``$defs`` are the ones every
game's schema has: ``public_fields`` (the board's view, in every view), ``board``, and ``player`` and
``moderator`` with only the fields they add (what ``tools/protocol_refusals.py --write`` reads).
Play the game's phases on the console first (a walk through every phase, a game to its end), then
draft, then tighten by hand what only the rules know (the phases' ``enum``, a number's
``minimum``) and describe each field.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from net.content import make_game  # noqa: E402
from net.journal import OK, Journal, TableRecord  # noqa: E402

EXAMPLES = 8
_NUMBERED = re.compile(r"^[0-9]+$")


@dataclass
class Shape:
    """What the samples seen at one place had: their JSON kinds, and inside them what they held."""

    kinds: set[str] = field(default_factory=set)
    texts: set[str] = field(default_factory=set)
    items: Shape | None = None  # an array's items
    values: Shape | None = None  # a map keyed by seat numbers: its values
    fields: dict[str, Shape] = field(default_factory=dict)  # an object's fields
    objects: int = 0  # how many objects were seen here
    present: Counter[str] = field(default_factory=Counter)  # in how many of them each field was

    def add(self, value: Any) -> None:
        if value is None:
            self.kinds.add("null")
        elif isinstance(value, bool):
            self.kinds.add("boolean")
        elif isinstance(value, int):
            self.kinds.add("integer")
        elif isinstance(value, float):
            self.kinds.add("number")
        elif isinstance(value, str):
            self.kinds.add("string")
            if len(self.texts) <= EXAMPLES:
                self.texts.add(value)
        elif isinstance(value, list):
            self.kinds.add("array")
            self.items = self.items or Shape()
            for item in value:
                self.items.add(item)
        elif isinstance(value, dict):
            if value and all(_NUMBERED.match(k) for k in value):
                self.kinds.add("map")
                self.values = self.values or Shape()
                for item in value.values():
                    self.values.add(item)
                return
            self.kinds.add("object")
            self.objects += 1
            for key, item in value.items():
                self.present[key] += 1
                self.fields.setdefault(key, Shape()).add(item)
        else:
            raise TypeError(f"not JSON: {value!r}")

    def schema(self) -> dict[str, Any]:
        """The JSON Schema (2020-12) every sample seen here fits."""
        kinds = set(self.kinds)
        if {"integer", "number"} <= kinds:
            kinds.discard("integer")
        if {"map", "object"} <= kinds and not self.fields:
            kinds.discard("object")  # only an empty object besides the map: {} fits the map too
        branches = [self._kind(kind) for kind in sorted(kinds)]
        if not branches:
            return {}
        if len(branches) == 1:
            return branches[0]
        simple = [b for b in branches if set(b) == {"type"}]
        if len(simple) == len(branches):
            return {"type": [b["type"] for b in branches]}
        return {"anyOf": branches}

    def _kind(self, kind: str) -> dict[str, Any]:
        if kind == "string":
            out: dict[str, Any] = {"type": "string"}
            if self.texts and len(self.texts) <= EXAMPLES:
                out["examples"] = sorted(self.texts)
            return out
        if kind == "array":
            items = self.items.schema() if self.items is not None else {}
            return {"type": "array", "items": items} if items else {"type": "array"}
        if kind == "map":
            assert self.values is not None
            return {"type": "object", "propertyNames": {"pattern": "^[0-9]+$"},
                    "additionalProperties": self.values.schema()}
        if kind == "object":
            return {
                "type": "object",
                "properties": {key: shape.schema() for key, shape in self.fields.items()},
                "required": sorted(k for k, n in self.present.items() if n == self.objects),
                "additionalProperties": False,
            }
        return {"type": kind}


def views_of(journal: Journal, record: TableRecord) -> dict[str, Shape]:
    """The three views' ``game`` parts after every accepted request of the table, as shapes."""
    game = make_game(record.game)
    shapes = {"board": Shape(), "player": Shape(), "moderator": Shape()}
    state = game.setup(record.options, record.seed)
    for entry in journal.entries(record.id):
        if entry.status != OK:
            continue
        state = game.fold_all(state, entry.events)
        now = entry.now_ms
        shapes["board"].add(game.public_view(state, now))
        shapes["moderator"].add(game.moderator_view(state, now))
        for seat in state.seats.numbers():
            shapes["player"].add(game.player_view(state, seat, now))
    return shapes


def draft(journal_path: Path, table_id: str | None = None) -> dict[str, Any]:
    """The draft schema of the game of a journal's table (the newest one, or ``table_id``)."""
    journal = Journal(journal_path)
    try:
        tables = journal.tables()
        chosen = [t for t in tables if table_id in (None, t.id)]
        if not chosen:
            known = ", ".join(f"{t.id} ({t.game})" for t in tables) or "none"
            raise SystemExit(f"no table {table_id!r} in {journal_path}; its tables: {known}")
        record = max(chosen, key=lambda t: t.created_ms)
        shapes = views_of(journal, record)
    finally:
        journal.close()
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": f"https://gm-console.invalid/protocol/1/{record.game}.json",
        "title": f"The views of {record.game} (`view.game`): a draft from table {record.id}",
        "description": "What `view.game` holds: `board` for a board, `player` for a seat, `moderator` "
                       "for the console. Drafted by tools/schema_draft.py; describe every field.",
        "$defs": split(shapes),
    }


def split(shapes: dict[str, Shape]) -> dict[str, Any]:
    """The ``$defs`` as every game's schema has them, and as ``tools/protocol_refusals.py`` reads
    them: ``public_fields`` (the board's view, which every view holds), ``board`` that and nothing
    more, ``player`` and ``moderator`` that and only the fields each adds of its own."""
    public = shapes["board"].schema()
    public.pop("additionalProperties", None)
    defs: dict[str, Any] = {"public_fields": public,
                            "board": {"$ref": "#/$defs/public_fields", "unevaluatedProperties": False}}
    for role in ("player", "moderator"):
        whole = shapes[role].schema()
        own = {k: v for k, v in whole.get("properties", {}).items() if k not in public.get("properties", {})}
        defs[role] = {"$ref": "#/$defs/public_fields", "properties": own,
                      "required": [k for k in whole.get("required", []) if k in own],
                      "unevaluatedProperties": False}
    return defs


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("journal", type=Path, help="a data folder's journal.sqlite3")
    parser.add_argument("--table", help="the table's id (default: the newest table)")
    args = parser.parse_args(argv)
    if not args.journal.is_file():
        raise SystemExit(f"{args.journal}: no such journal")
    json.dump(draft(args.journal, args.table), sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
