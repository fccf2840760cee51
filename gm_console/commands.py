"""The moderator's commands as QActions: text, keyboard shortcut, tooltip, enabled state (PLT-12).

Every button of the main window shows one of these actions, so a command has one shortcut wherever
it appears, and its tooltip names that shortcut. A command that sends a request is enabled exactly
when the moderator view's ``allowed`` lists its request type; the console decides nothing else.
"""

from __future__ import annotations

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
    Command("deal", ("D",), ("deal",)),
    Command("next_round", ("N",), ("deal",)),
    Command("start_round", ("S",), ("start_round",)),
    Command("pass_turn", ("T",), ("pass_turn",)),
    Command("pass_turn_to", ("Shift+T",), ("pass_turn",)),
    Command("pause_resume", ("P",), ("pause_timer", "resume_timer")),
    Command("add_time", ("+", "="), ("add_time",)),
    Command("take_time", ("-",), ("add_time",)),
    Command("abort_round", ("A",), ("abort_round",)),
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
ADD_SECONDS = 30


class Commands(QObject):
    """The main window's actions, built once; ``action(name)`` gives one of them."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.actions: dict[str, QAction] = {}
        self.specs = {c.name: c for c in COMMANDS}
        for command in COMMANDS:
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
            "deal": self.tr("Deal cards"),
            "next_round": self.tr("Next round"),
            "start_round": self.tr("Start round"),
            "pass_turn": self.tr("Pass turn"),
            "pass_turn_to": self.tr("Pass turn to the selected player"),
            "pause_resume": self.tr("Pause"),
            "add_time": self.tr("+30 s"),
            "take_time": self.tr("−30 s"),
            "abort_round": self.tr("Abort round"),
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
            "deal": self.tr("Deal a secret card to every player"),
            "next_round": self.tr("Deal new cards for the next round"),
            "start_round": self.tr("Start the round: the app picks who asks first and starts the timer"),
            "pass_turn": self.tr("Pass the asker's turn to the next player"),
            "pass_turn_to": self.tr("Pass the asker's turn to the player selected in the seat list"),
            "pause_resume": self.tr("Pause or resume the round timer"),
            "add_time": self.tr("Add 30 seconds to the round"),
            "take_time": self.tr("Take 30 seconds from the round"),
            "abort_round": self.tr("Abort the round: nobody scores"),
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
        for name, action in self.actions.items():
            action.setText(texts[name])
            action.setToolTip(with_shortcut(tips[name], action))

    def set_pause_text(self, resume: bool) -> None:
        action = self.actions["pause_resume"]
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
