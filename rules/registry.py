"""The games the platform offers, in the order the console offers them.

Each game's package exports its entry (``rules.<game>.ENTRY``, a :class:`~rules.core.entry.GameEntry`);
the network layer and the console find a game here by its id and never name one themselves. A fifth
game is added by writing its package and listing its entry below (``docs/adding-a-game.md``).
"""

from __future__ import annotations

from typing import Any

from . import mafia, quiz, spy, suspi
from .core.entry import GameEntry

GAMES: tuple[GameEntry[Any], ...] = (spy.ENTRY, suspi.ENTRY, mafia.ENTRY, quiz.ENTRY)
IDS: tuple[str, ...] = tuple(e.id for e in GAMES)
_BY_ID = {e.id: e for e in GAMES}


def entry(game_id: str) -> GameEntry[Any]:
    """The entry of the game ``game_id``; ValueError for a game the platform does not have."""
    found = _BY_ID.get(game_id)
    if found is None:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(IDS)}")
    return found


def find(game_id: str) -> GameEntry[Any] | None:
    """The entry of ``game_id``, or None (a name from the network, which may be anything)."""
    return _BY_ID.get(game_id)
