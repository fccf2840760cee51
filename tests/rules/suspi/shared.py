"""What the shared checks need to know of SUSPI (``tests/game_parts.py``)."""

from __future__ import annotations

import json
from typing import Any

SEATS = 6
FORWARD = ("deal", "advance", "abort_game")
KICK = "kick"
WALK_PLAYERS = 8
WALK_STEPS = 500
WALK_RARE: frozenset[str] = frozenset()


def options(game: Any) -> list[tuple[str, dict[str, Any]]]:
    return [("set_options", {"ghosts": True}), ("set_options", {"ghosts": False}),
            ("set_composition", {"murderers": 1}), ("set_composition", {"murderers": 2}),
            ("set_composition", {"default": True})]


def words(game: Any) -> list[str]:
    """Some rooms and the goals."""
    return [*game.content.room_ids()[:6], "solve", "survive", "protect"]


def secrets(g: dict[str, Any]) -> dict[tuple[Any, ...], str]:
    """A player's card of each game."""
    card = (g.get("me") or {}).get("card")
    return {("card", g["game"]): json.dumps(card, sort_keys=True)} if card else {}
