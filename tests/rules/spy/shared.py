"""What the shared checks need to know of the spy game (``tests/game_parts.py``)."""

from __future__ import annotations

import json
from typing import Any

SEATS = 4
FORWARD = ("deal", "start_round", "abort_round")
KICK = "kick"
WALK_PLAYERS = 5
WALK_STEPS = 400
WALK_RARE: frozenset[str] = frozenset({"guess", "accuse"})


def options(game: Any) -> list[tuple[str, dict[str, Any]]]:
    return [("set_options", {"deck": "full"}), ("set_options", {"deck": "family"}),
            ("set_options", {"minutes": 5}), ("set_options", {"two_spies": True}),
            ("set_options", {"two_spies": False}), ("set_options", {"host_plays": True})]


def words(game: Any) -> list[str]:
    """The decks and some of their locations."""
    return [*game.decks, *sorted(game.decks["family"].ids())[:6]]


def secrets(g: dict[str, Any]) -> dict[tuple[Any, ...], str]:
    """A player's card of each round (SPY-15)."""
    card = (g.get("me") or {}).get("card")
    return {("card", g["round"]): json.dumps(card, sort_keys=True)} if card else {}
