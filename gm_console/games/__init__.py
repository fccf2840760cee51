"""Each game's part of the console: its desk in the moderator window.

``desk_for(game)`` gives it by game id, for a game of the registry (:mod:`rules.registry`); a game's
module here is named by its id. A game without a desk of its own gets the generic one
(:mod:`gm_console.games.generic`): every moderator request as a button, so any table the platform
serves can be run. Every game's board is the projector window of :mod:`gm_console.board_window`,
drawing the scene the game's rules make of the public view (``rules/<game>/board.py``).

How to give a game its screens (here, on the phone page and on the web board): ``docs/game-screens.md``.
"""

from __future__ import annotations

import importlib
from typing import Any

from PySide6.QtCore import QCoreApplication

from rules import registry

from ..desk import Desk


def _module(game: str) -> Any:
    """The package ``gm_console.games.<game>``, or None for a game without one (the generic desk). A
    package that is there but fails to import raises: a broken desk is never run as the generic one."""
    entry = registry.find(game)
    if entry is None:
        return None
    name = f"{__name__}.{entry.id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:  # the package exists and one of its own imports is missing
            raise
        return None


def desk_for(game: str) -> type[Desk]:
    """The desk class of ``game`` (a module ``gm_console.games.<game>`` names it ``DESK``)."""
    module = _module(game)
    if module is not None and hasattr(module, "DESK"):
        return module.DESK  # type: ignore[no-any-return]
    from .generic import GenericDesk

    return GenericDesk


def title_for(game: str) -> str:
    """The game's name in the console's language (``TITLE`` in its package); its id for a game
    without screens of its own."""
    module = _module(game)
    title = getattr(module, "TITLE", None) if module is not None else None
    return QCoreApplication.translate("Texts", title) if title else game
