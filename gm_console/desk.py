"""A game's part of the moderator window: its panels, its keyboard commands and the requests they
send (PLT-12).

The main window holds what every table has: the join panel, the seats, the log, the status bar,
undo, the menus. A desk adds one game's panels around them and its own commands; the commands'
buttons are enabled by the moderator view's ``allowed`` and send requests. A desk decides nothing
about the game (PLT-01).

The window's three columns: the lobby column (the join panel, the desk's ``lobby`` panels, the
seats), the middle column (the desk's ``middle`` panels) and the right column (the desk's ``right``
panels, then the log).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QObject

from net.journal import Entry

from .commands import Command
from .panels._panel import Panel
from .panels.log import GAME_WORDS
from .views import Json

if TYPE_CHECKING:
    from .main_window import MainWindow


class Desk(QObject):
    """The base of every game's desk. A desk builds its panels in ``__init__``."""

    commands: ClassVar[tuple[Command, ...]] = ()
    """The game's own commands; their names must not clash with the window's (``undo``, ``kick`` …)."""
    menu: ClassVar[tuple[str | None, ...]] = ()
    """The desk's commands in the Table menu, in order; None is a separator."""
    stretch: ClassVar[Mapping[str, int]] = {}
    """How a column's height is shared, by panel object name (1 when not named)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.model = window.model
        self.lobby: list[Panel] = []
        self.middle: list[Panel] = []
        self.right: list[Panel] = []

    def panels(self) -> list[Panel]:
        return [*self.lobby, *self.middle, *self.right]

    def command_texts(self) -> dict[str, tuple[str, str]]:
        """Each command's button text and tooltip, in the console's language."""
        return {}

    def trigger(self, name: str) -> None:
        """One of the desk's commands was triggered (a key, a button or the menu)."""

    def on_table_changed(self) -> None:
        """After the window updated its commands: anything the desk shows outside its panels."""

    def log_line(self, entry: Entry, view: Json) -> object:
        """One journal entry in the game's words for the event log: a text, None to leave it out
        (its content is secret), or :data:`gm_console.panels.log.GAME_WORDS` for the log's own
        words (joining, leaving, the timer, undo; a player's other requests are left out)."""
        return GAME_WORDS

    def protocol_names(self) -> dict[str, str]:
        """Content ids and outcome codes in the console's language, for the printed protocol."""
        return {}

    def focus(self, name: str) -> bool:
        """Give the keyboard to the desk's control ``name``; False if the desk has none by that name."""
        return False

    def submit(self, request_type: str, **args: Any) -> bool:
        """Send a moderator request (a refusal shows in the status bar)."""
        return self.window.submit(request_type, **args)
