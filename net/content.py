"""Game content on disk (decks, later rooms, characters and question packs) and the games on offer.

Reading files happens here, validation in the games' pure modules: a broken file gives an error
that names the file and the entry (``rules.spy.deck.DeckError``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules.core import Game

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
GAMES = ("spy",)
"""The games a table can be opened for, in the order the console offers them."""


def load_decks(folder: Path = RESOURCES / "spy" / "decks") -> dict[str, Any]:
    """Every spy deck in ``folder`` (``*.json``), validated."""
    from rules.spy.deck import DeckError, parse_decks

    documents: dict[str, Any] = {}
    for path in sorted(folder.glob("*.json")):
        try:
            documents[path.name] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise DeckError(path.name, "file", f"cannot be read as JSON: {exc}") from exc
    decks: dict[str, Any] = parse_decks(documents)
    return decks


def make_game(game_id: str, resources: Path = RESOURCES) -> Game[Any]:
    """A fresh game object for ``game_id`` with its content loaded."""
    if game_id == "spy":
        from rules.spy.game import SpyGame

        return SpyGame(load_decks(resources / "spy" / "decks"))
    raise ValueError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}")
