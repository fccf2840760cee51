"""The round's controls and its state: the phase, whose turn it is to ask, and the question chain
(SPY-08..SPY-12), next to the buttons that deal, start, pass the turn, abort and undo."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .. import texts, views
from ..commands import Commands
from ..table_model import TableModel
from ..views import Json
from ._panel import Panel


def big_button(parent: QWidget, commands: Commands, name: str) -> QToolButton:
    button = QToolButton(parent)
    button.setDefaultAction(commands.action(name))
    button.setObjectName(f"button_{name}")
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    button.setMinimumHeight(40)
    font = QFont(button.font())
    font.setPointSize(font.pointSize() + 2)
    font.setBold(True)
    button.setFont(font)
    return button


class ControlsPanel(Panel):
    """The phase in words and the round's buttons.

    "Deal cards" shows before the first round and "Next round" after one; both send ``deal``.
    """

    def __init__(self, model: TableModel, commands: Commands, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.phase = QLabel(self)
        self.phase.setObjectName("phase")
        font = QFont(self.phase.font())
        font.setPointSize(font.pointSize() + 5)
        font.setBold(True)
        self.phase.setFont(font)
        self.phase.setWordWrap(True)
        self.round = QLabel(self)
        self.outcome = QLabel(self)
        self.outcome.setObjectName("outcome")
        self.outcome.setWordWrap(True)
        self.buttons = {name: big_button(self, commands, name)
                        for name in ("deal", "next_round", "start_round", "pass_turn", "abort_round", "undo")}
        grid = QGridLayout()  # two rows of three keep the column narrow enough for a laptop
        grid.addWidget(self.buttons["deal"], 0, 0)
        grid.addWidget(self.buttons["next_round"], 0, 0)  # one of the two shows
        grid.addWidget(self.buttons["start_round"], 0, 1)
        grid.addWidget(self.buttons["pass_turn"], 0, 2)
        grid.addWidget(self.buttons["abort_round"], 1, 0)
        grid.addWidget(self.buttons["undo"], 1, 1, 1, 2)
        head = QHBoxLayout()
        head.addWidget(self.phase, 1)
        head.addWidget(self.round)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.outcome)
        layout.addLayout(grid)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("phase"), game.get("round"), game.get("result"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        self.phase.setText(texts.phase(phase))
        number = int(game.get("round") or 0)
        self.round.setText(self.tr("Round %1").replace("%1", str(number)) if number else "")
        result = game.get("result") or {}
        outcome = texts.outcome(result.get("outcome"))
        if result.get("winner"):
            outcome = texts.winner(result.get("winner")) + " — " + outcome
        self.outcome.setText(outcome)
        self.outcome.setVisible(bool(outcome))
        first = number == 0
        self.buttons["deal"].setVisible(first)
        self.buttons["next_round"].setVisible(not first)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Round"))


class TurnsPanel(Panel):
    """Whose turn it is to ask, the question chain so far, and who has looked at their card."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.asker_caption = QLabel(self)
        self.asker = QLabel(self)
        self.asker.setObjectName("asker")
        font = QFont(self.asker.font())
        font.setPointSize(font.pointSize() + 10)
        font.setBold(True)
        self.asker.setFont(font)
        self.chain_caption = QLabel(self)
        self.chain = QListWidget(self)
        self.chain.setObjectName("chain")
        self.chain.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chain.setMinimumHeight(60)
        layout = QVBoxLayout(self)
        layout.addWidget(self.asker_caption)
        layout.addWidget(self.asker)
        layout.addWidget(self.chain_caption)
        layout.addWidget(self.chain, 1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (view.get("seats"), game.get("phase"), game.get("asker"), game.get("chain"),
                game.get("seen"), game.get("players"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        asker = game.get("asker")
        if phase == "dealt":
            players = game.get("players") or []
            seen = set(game.get("seen") or [])
            self.asker_caption.setText(self.tr("Looked at their card"))
            self.asker.setText(self.tr("%1 of %2").replace("%1", str(len(seen & set(players))))
                               .replace("%2", str(len(players))))
            waiting = [views.nickname(view, p) for p in players if p not in seen]
            self.chain_caption.setText(self.tr("Still to look: %1").replace("%1", ", ".join(waiting))
                                       if waiting else self.tr("Everyone has looked: start the round"))
        elif asker is not None:
            self.asker_caption.setText(self.tr("Asks now"))
            self.asker.setText(views.nickname(view, asker))
            self.chain_caption.setText(self.tr("Questions so far"))
        else:
            self.asker_caption.setText(self.tr("Asks now"))
            self.asker.setText("—")
            self.chain_caption.setText(self.tr("Questions so far"))
        self.chain.clear()
        chain = game.get("chain") or []
        for number, link in enumerate(chain, start=1):
            text = self.tr("%1. %2 asked %3").replace("%1", str(number)).replace(
                "%2", views.nickname(view, link.get("asker"))).replace("%3", views.nickname(view, link.get("answerer")))
            self.chain.addItem(QListWidgetItem(text))
        if chain:
            self.chain.scrollToBottom()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Turn order"))
