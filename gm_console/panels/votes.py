"""Voting: an accusation in progress (accuser, accused, how many voted — never who, SPY-20), the
time-up vote's progress (SPY-23), the exposed spy's last chance (SPY-25), and once the round is
over, who voted how (SPY-20, SPY-24)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QListWidget, QProgressBar, QVBoxLayout, QWidget

from .. import views
from ..content import ContentNames
from ..table_model import TableModel
from ..views import Json
from ._panel import Panel


class VotesPanel(Panel):
    """The tallies of the round's votes."""

    def __init__(self, model: TableModel, content: ContentNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.content = content
        self.headline = QLabel(self)
        self.headline.setObjectName("vote_headline")
        self.headline.setWordWrap(True)
        font = QFont(self.headline.font())
        font.setPointSize(font.pointSize() + 3)
        font.setBold(True)
        self.headline.setFont(font)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("vote_progress")
        self.details = QListWidget(self)
        self.details.setObjectName("vote_details")
        self.details.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.details.setMinimumHeight(60)
        self.accusers = QLabel(self)
        self.accusers.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.progress)
        layout.addWidget(self.details, 1)
        layout.addWidget(self.accusers)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (view.get("seats"), game.get("phase"), game.get("accusation"), game.get("suspect_vote"),
                game.get("exposed"), game.get("accusers"), game.get("result"),
                (game.get("options") or {}).get("deck"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        def name(seat: int | None) -> str:
            return views.nickname(view, seat)

        accusation, suspects, result = game.get("accusation"), game.get("suspect_vote"), game.get("result")
        self.details.clear()
        self.progress.setVisible(False)
        if accusation:
            self.headline.setText(self.tr("%1 accuses %2").replace("%1", name(accusation.get("accuser")))
                                  .replace("%2", name(accusation.get("accused"))))
            self._progress(accusation)
        elif suspects:
            self.headline.setText(self.tr("Time is up: who is the spy?"))
            self._progress(suspects)
        elif game.get("exposed") is not None:
            self.headline.setText(self.tr("%1 is exposed and names the location")
                                  .replace("%1", name(game.get("exposed"))))
        elif result:
            self.headline.setText(self.tr("How everyone voted"))
            self._result(view, result)
        else:
            self.headline.setText(self.tr("No vote right now"))
        used = game.get("accusers") or []
        self.accusers.setText(self.tr("Accused already this round: %1").replace("%1", views.names(view, used))
                              if used and not result else "")

    def _progress(self, tally: Json) -> None:
        """How many voted, never who (SPY-20)."""
        voted, eligible = int(tally.get("voted", 0)), int(tally.get("eligible", 0))
        self.progress.setVisible(True)
        self.progress.setMaximum(max(1, eligible))
        self.progress.setValue(voted)
        self.progress.setFormat(self.tr("%1 of %2 voted").replace("%1", str(voted)).replace("%2", str(eligible)))

    def _result(self, view: Json, result: Json) -> None:
        def name(seat: int | None) -> str:
            return views.nickname(view, seat)

        for acc in result.get("accusations") or []:
            verdict = self.tr("passed") if acc.get("passed") else self.tr("failed")
            self.details.addItem(self.tr("%1 accused %2: %3").replace("%1", name(acc.get("accuser")))
                                 .replace("%2", name(acc.get("accused"))).replace("%3", verdict))
            yes = [name(v.get("seat")) for v in acc.get("votes") or [] if v.get("yes")]
            no = [name(v.get("seat")) for v in acc.get("votes") or [] if not v.get("yes")]
            self.details.addItem("    " + self.tr("yes: %1").replace("%1", ", ".join(yes) or "—"))
            self.details.addItem("    " + self.tr("no: %1").replace("%1", ", ".join(no) or "—"))
        for row in result.get("suspects") or []:
            self.details.addItem(self.tr("%1 named %2").replace("%1", name(row.get("seat")))
                                 .replace("%2", name(row.get("target"))))
        guess = result.get("guess")
        if guess:
            deck = (views.game(view).get("options") or {}).get("deck")
            place = self.content.location(guess.get("location"), deck)
            text = (self.tr("%1 guessed %2: right") if guess.get("right")
                    else self.tr("%1 guessed %2: wrong"))
            self.details.addItem(text.replace("%1", name(guess.get("seat"))).replace("%2", place))
        if not self.details.count():
            self.details.addItem(self.tr("No votes this round"))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Voting"))
