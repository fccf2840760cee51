"""The moderator's commands as QActions: text, keyboard shortcut, tooltip, enabled state (PLT-12).

Every button of the main window shows one of these actions, so a command has one shortcut wherever
it appears, and its tooltip names that shortcut. A command that sends a request is enabled exactly
when the moderator view's ``allowed`` lists its request type; the console decides nothing else.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True)
class Command:
    name: str
    keys: tuple[str, ...]
    requests: tuple[str, ...] = ()
    """The request types that enable it (any of them); empty: not a table request."""
    everywhere: bool = False
    """The shortcut works in every window of the console (undo, the board's full screen)."""


COMMANDS = (
    Command("undo", ("Ctrl+Z",), ("undo",), everywhere=True),
    Command("kick", ("Ctrl+K",), ("kick",)),
    Command("reissue", ("Ctrl+R",)),
    Command("copy_link", ("Ctrl+Shift+C",)),
    Command("board_full_screen", ("F11",), everywhere=True),
    Command("board_show", ("Ctrl+B",)),
    Command("quit", ("Ctrl+Q",)),
    Command("evening", ("Ctrl+E",)),
    Command("export", ("Ctrl+S",)),
)
"""The window's own commands, at every table; a game's desk adds its own (``gm_console.desk``)."""
ADD_SECONDS = 30


class Commands(QObject):
    """The main window's actions, built once; ``action(name)`` gives one of them.

    ``extra``: the game desk's commands; ``extra_texts()`` gives their texts and tooltips.
    """

    def __init__(self, parent: QWidget, extra: tuple[Command, ...] = (),
                 extra_texts: Callable[[], dict[str, tuple[str, str]]] | None = None) -> None:
        super().__init__(parent)
        self.actions: dict[str, QAction] = {}
        self.extra_texts = extra_texts or dict
        everything = (*COMMANDS, *extra)
        self.specs = {c.name: c for c in everything}
        if len(self.specs) != len(everything):
            raise ValueError("a desk command has the name of a window command")
        for command in everything:
            action = QAction(parent)
            action.setObjectName(f"action_{command.name}")
            action.setShortcuts([QKeySequence(k) for k in command.keys])
            if command.everywhere:
                action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
            self.actions[command.name] = action
            parent.addAction(action)
        self.retranslate()

    def action(self, name: str) -> QAction:
        return self.actions[name]

    def retranslate(self) -> None:
        texts = {
            "undo": self.tr("Undo"),
            "kick": self.tr("Remove player"),
            "reissue": self.tr("New seat link"),
            "copy_link": self.tr("Copy join link"),
            "board_full_screen": self.tr("Board full screen"),
            "board_show": self.tr("Show board"),
            "quit": self.tr("Quit"),
            "evening": self.tr("Evening…"),
            "export": self.tr("Save the protocol"),
        }
        tips = {
            "undo": self.tr("Take back the last moderator action"),
            "kick": self.tr("Remove the selected player from the table"),
            "reissue": self.tr("Give the selected seat a new link to rejoin (the old one stops working)"),
            "copy_link": self.tr("Copy the join link, e.g. to send it to remote players"),
            "board_full_screen": self.tr("Show the public board full screen, or as a window"),
            "board_show": self.tr("Show or hide the public board window"),
            "quit": self.tr("Close the console (the table is kept and restored next time)"),
            "evening": self.tr("Tonight's standings, new accounts, penalties and awards"),
            "export": self.tr("Save this table's protocol as JSON and as a printable page"),
        }
        for name, (text, tip) in self.extra_texts().items():
            texts[name], tips[name] = text, tip
        for name, action in self.actions.items():
            action.setText(texts.get(name, name))  # a desk's texts come once the desk is built
            action.setToolTip(with_shortcut(tips.get(name, ""), action))

    def set_pause_text(self, resume: bool) -> None:
        """A desk's ``pause_resume`` command says what a press does now."""
        action = self.actions.get("pause_resume")
        if action is not None:
            action.setText(self.tr("Resume") if resume else self.tr("Pause"))

    def update_enabled(self, allowed: set[str]) -> None:
        """Enable each request command exactly when the view allows one of its requests."""
        for name, action in self.actions.items():
            requests = self.specs[name].requests
            if requests and name != "kick":
                action.setEnabled(any(r in allowed for r in requests))

    def enables(self, name: str, allowed: set[str]) -> bool:
        return any(r in allowed for r in self.specs[name].requests)


def shortcut_text(action: QAction) -> str:
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


def with_shortcut(tip: str, action_or_keys: QAction | str) -> str:
    """``tip`` followed by its shortcut, as every tooltip of the console shows it (PLT-12)."""
    if isinstance(action_or_keys, QAction):
        keys = shortcut_text(action_or_keys)
    else:
        keys = QKeySequence(action_or_keys).toString(QKeySequence.SequenceFormat.NativeText)
    return f"{tip} ({keys})" if keys else tip
