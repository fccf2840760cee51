"""A game's part of the moderator window: its panels, its keyboard commands and the requests they
send (PLT-12).

The main window holds what every table has: the join panel, the seats, the log, the status bar,
undo, the menus. A desk adds one game's panels around them and its own commands; the commands'
buttons are enabled by the moderator view's ``allowed`` and send requests. A desk decides nothing
about the game (PLT-01).

A desk never sees the main window: it receives a :class:`DeskContext`, the few things of the
console a game's screens may use (the table, the language, the sounds, the
room's microphone, the commands, and ways to send a request, to report a refusal or a message,
to ask a question, to read the selected seat and to add a shortcut or a status-bar widget). Its
panels never send requests themselves: they emit :attr:`~gm_console.panels._panel.Panel.requested`
(or a signal of their own) and the desk wires it in its ``_connect_signals``.

The window's three columns: the lobby column (the join panel, the desk's ``lobby`` panels, the
seats), the middle column (the desk's ``middle`` panels) and the right column (the desk's ``right``
panels, then the log).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from net.journal import Entry

from .commands import ADD_SECONDS, Command, Commands
from .i18n import Language
from .panels._panel import Panel
from .panels.log import GAME_WORDS
from .recorder import RoomRecorder
from .sound import SoundService
from .table_model import TableModel
from .views import Json


class Submit(Protocol):
    def __call__(self, request_type: str, /, **args: Any) -> bool: ...


@dataclass(frozen=True)
class DeskContext:
    """What a desk may use of the console, and nothing else of the main window."""

    model: TableModel
    language: Language
    commands: Commands
    """The window's actions (the desk's commands among them): buttons show them, texts follow them."""
    sounds: SoundService
    """The console's sounds (silent where there is no audio device)."""
    recorder: RoomRecorder | None
    """The room's microphone, for a desk that records its games (MAF-23)."""
    submit: Submit
    """Send a moderator request: True when accepted; a refusal shows in the status bar."""
    show_error: Callable[[str], None]
    """Say in the status bar why something cannot be done (stays until the next acceptance)."""
    show_message: Callable[[str, int], None]
    """A passing message in the status bar, for so many milliseconds."""
    confirm: Callable[[str, str], bool]
    """Ask the moderator (title, question); True for yes."""
    selected_seat: Callable[[], int | None]
    """The seat selected in the window's seat list, if any."""
    add_shortcut: Callable[[str, str], QAction]
    """A window-wide key (object name, key sequence) for a desk's own use; connect its ``triggered``."""
    add_status_widget: Callable[[QWidget], None]
    """A widget of the desk's at the right of the status bar."""


class Desk(QObject):
    """The base of every game's desk. A desk builds its panels in ``__init__`` and wires them in
    ``_connect_signals`` (which calls this one: every panel's ``requested`` is sent)."""

    commands: ClassVar[tuple[Command, ...]] = ()
    """The game's own commands; their names must not clash with the window's (``undo``, ``kick`` …)."""
    menu: ClassVar[tuple[str | None, ...]] = ()
    """The desk's commands in the Table menu, in order; None is a separator."""
    stretch: ClassVar[Mapping[str, int]] = {}
    """How a column's height is shared, by panel object name (1 when not named)."""

    def __init__(self, ctx: DeskContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.model = ctx.model
        self.sounds = ctx.sounds
        self.lobby: list[Panel] = []
        self.middle: list[Panel] = []
        self.right: list[Panel] = []

    def panels(self) -> list[Panel]:
        return [*self.lobby, *self.middle, *self.right]

    def _connect_signals(self) -> None:
        for panel in self.panels():
            panel.requested.connect(self.on_requested)

    @Slot(str, dict)
    def on_requested(self, request_type: str, args: dict[str, Any]) -> None:
        self.submit(request_type, **args)

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
        return self.ctx.submit(request_type, **args)

    # --- what several games' desks do alike ------------------------------------------------------
    def add_focus_keys(self, shortcuts: Mapping[str, str], focus: Callable[[str], None]) -> dict[str, QAction]:
        """A key for each of ``shortcuts`` (name → keys) that gives the keyboard to that control."""
        actions: dict[str, QAction] = {}
        for name, keys in shortcuts.items():
            action = self.ctx.add_shortcut(f"focus_{name}", keys)
            action.triggered.connect(lambda _=False, n=name: focus(n))
            actions[name] = action
        return actions

    def pause_or_resume(self) -> None:
        """``pause_resume``: the timer's pause, or its resume when the view allows that (PLT-14)."""
        self.submit("resume_timer" if "resume_timer" in self.model.allowed() else "pause_timer")

    def add_time(self, sign: int) -> None:
        """``add_time`` / ``take_time``: ±30 seconds on the running timer."""
        self.submit("add_time", seconds=sign * ADD_SECONDS)

    def show_pause_text(self) -> None:
        """The ``pause_resume`` command says what a press does now."""
        self.ctx.commands.set_pause_text("resume_timer" in self.model.allowed())
