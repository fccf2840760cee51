"""What the shared checks need to know of club mafia (``tests/game_parts.py``)."""

from __future__ import annotations

from typing import Any

SEATS = 11
FORWARD = ("seat_players", "deal", "start_game", "abort_game")
KICK = "remove_player"
WALK_PLAYERS = 10
WALK_STEPS = 500
WALK_RARE: frozenset[str] = frozenset()


def options(game: Any) -> list[tuple[str, dict[str, Any]]]:
    return [("set_options", {"capacity": 12}), ("set_options", {"capacity": 15}),
            ("set_role_count", {"role": "commissar", "count": 0}), ("set_role_count", {"role": "mafia", "count": 3}),
            ("set_role_count", {"role": "mafia", "count": 2})]


def words(game: Any) -> list[str]:
    """The roles, the night actions and the checks' answers."""
    return [*game.catalog, "kill", "check", "red", "black"]


def secrets(g: dict[str, Any]) -> dict[tuple[Any, ...], str]:
    """A player's role of each game."""
    role = (g.get("me") or {}).get("role")
    return {("role", g["game"]): str(role)} if role else {}
