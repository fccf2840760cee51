"""The spy game's panels at the console (SPY-01..SPY-39): the round's options, its controls and
timer, whose turn it is and the question chain, the votes, the secrets and the scores.

Each panel draws its part of the moderator view; a change the moderator makes is asked of the desk
(``requested`` or the panel's own signal), never sent from here.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal, Slot
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ... import views
from ...commands import Commands, with_shortcut
from ...panels._panel import Panel, big_button, compact_rows, fit_rows, set_cell, sized_once
from ...panels.line_label import LineLabel
from ...panels.line_list import LineList
from ...panels.timer import TimerPanel
from ...plurals import counted
from ...table_model import TableModel
from ...views import Json
from . import texts
from .content import ContentNames

SHORTCUTS = {
    "deck": "Alt+D",
    "minutes": "Alt+M",
    "two_spies": "Alt+2",
    "host_plays": "Alt+H",
    "call_link": "Alt+L",
}
"""Keys that put the keyboard on one of the round's options (PLT-12)."""


class OptionsPanel(Panel):
    """The round options (SPY-03, SPY-05, SPY-06, SPY-02) and the call link (SPY-39).

    Signals:
        option_chosen(dict): the moderator changed an option; the ``set_options`` arguments.
    """

    option_chosen = Signal(dict)

    def __init__(self, model: TableModel, content: ContentNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.content = content
        self.deck = QComboBox(self)
        self.deck.setObjectName("deck")
        self.deck.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for deck_id in content.deck_ids():
            self.deck.addItem("", deck_id)
        self.unused = QLabel(self)
        self.unused.setObjectName("deck_unused")
        self.minutes = QComboBox(self)
        self.minutes.setObjectName("minutes")
        self.two_spies = QCheckBox(self)
        self.two_spies.setObjectName("two_spies")
        self.two_spies_note = QLabel(self)
        self.two_spies_note.setObjectName("two_spies_note")
        self.two_spies_note.setWordWrap(True)
        self.two_spies_note.setStyleSheet("color: #c62828;")
        self.host_plays = QCheckBox(self)
        self.host_plays.setObjectName("host_plays")
        self.call_link = QLineEdit(self)
        self.call_link.setObjectName("call_link")
        self.call_link.setClearButtonEnabled(True)
        self.deck_label, self.minutes_label, self.call_label = QLabel(self), QLabel(self), QLabel(self)
        for label, buddy in ((self.deck_label, self.deck), (self.minutes_label, self.minutes),
                             (self.call_label, self.call_link)):
            label.setBuddy(buddy)

        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.deck_label, self.deck)
        form.addRow("", self.unused)
        form.addRow(self.minutes_label, self.minutes)
        form.addRow(self.two_spies)
        form.addRow(self.two_spies_note)
        form.addRow(self.host_plays)
        form.addRow(self.call_label, self.call_link)
        self._connect_signals()
        self.retranslate()
        self.redraw()

    def _connect_signals(self) -> None:
        self.deck.activated.connect(self.on_deck_activated)
        self.minutes.activated.connect(self.on_minutes_activated)
        self.two_spies.clicked.connect(self.on_two_spies_clicked)
        self.host_plays.clicked.connect(self.on_host_plays_clicked)
        self.call_link.editingFinished.connect(self.on_call_link_edited)

    # --- view -> widgets --------------------------------------------------------------------------
    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("options"), game.get("deck"), self._present(view),
                game.get("round_minutes"), game.get("two_spies_from"), "set_options" in views.allowed(view))

    @staticmethod
    def _present(view: Json) -> int:
        """The seats present now: the ones a deal counts."""
        return sum(1 for row in views.seats(view) if row.get("present", True))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        options = game.get("options") or {}
        deck = game.get("deck") or {}
        editable = "set_options" in views.allowed(view)
        for i in range(self.deck.count()):
            self.deck.setItemText(i, self._deck_text(self.deck.itemData(i)))
        self._select(self.deck, options.get("deck"))
        self.unused.setText(self.tr("%1 of %2 locations not yet played in this room")
                            .replace("%1", str(deck.get("unused", "?")))
                            .replace("%2", str(deck.get("size", "?"))))
        self._offer_minutes(list(game.get("round_minutes") or []))
        self._select(self.minutes, options.get("minutes"))
        self.two_spies.setChecked(bool(options.get("two_spies")))
        self.host_plays.setChecked(bool(options.get("host_plays")))
        if not self.call_link.hasFocus():
            self.call_link.setText(str(options.get("call_link") or ""))
        for widget in (self.deck, self.minutes, self.host_plays, self.call_link):
            widget.setEnabled(editable)
        # SPY-06: the rules say from how many players (the view's two_spies_from); below that the
        # box is unavailable, and a box left on says why the deal waits
        needed = int(game.get("two_spies_from") or 0)
        short = self._present(view) < needed
        # PLT-15: the count's form by the language's CLDR plural rules (gm_console.plurals)
        self.two_spies.setText(counted(self.tr("one: Two spies (%n+ players) | other: Two spies (%n+ players)"),
                                       needed))
        self.two_spies.setEnabled(editable and (not short or self.two_spies.isChecked()))
        self.two_spies_note.setText(counted(self.tr(
            "one: Two spies need at least %n player: untick to deal now | "
            "other: Two spies need at least %n players: untick to deal now"), needed))
        self.two_spies_note.setVisible(short and self.two_spies.isChecked())

    def _offer_minutes(self, offered: list[int]) -> None:
        """SPY-05: the round times the view offers, each as "%1 min"."""
        if [self.minutes.itemData(i) for i in range(self.minutes.count())] != offered:
            self.minutes.clear()
            for minutes in offered:
                self.minutes.addItem("", minutes)
        for i in range(self.minutes.count()):
            self.minutes.setItemText(i, self.tr("%1 min").replace("%1", str(self.minutes.itemData(i))))

    def _deck_text(self, deck_id: str) -> str:
        size = self.content.deck_size(deck_id)
        return self.tr("%1 — %2 locations").replace("%1", self.content.deck_title(deck_id)).replace(
            "%2", str(size))

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        if index >= 0 and index != combo.currentIndex():
            combo.setCurrentIndex(index)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Round options"))
        self.deck_label.setText(self.tr("Deck:"))
        self.minutes_label.setText(self.tr("Round time:"))
        self.call_label.setText(self.tr("Call link:"))
        self.host_plays.setText(self.tr("Host plays (this screen hides all secrets)"))
        self.call_link.setPlaceholderText(self.tr("WhatsApp, FaceTime or Meet link for remote players"))
        tips = {
            "deck": (self.deck, self.tr("Family: no alcohol or nightlife; Full: adult parties included")),
            "minutes": (self.minutes, self.tr("How long a round lasts")),
            "two_spies": (self.two_spies, self.tr("Deal two spies who do not know about each other")),
            "host_plays": (self.host_plays, self.tr(
                "The host takes a seat too: this screen then shows no location, spy or role")),
            "call_link": (self.call_link, self.tr("Players see this link in the lobby on their phones")),
        }
        for name, (widget, tip) in tips.items():
            widget.setToolTip(with_shortcut(tip, SHORTCUTS[name]))
            widget.setProperty("keys", SHORTCUTS[name])

    # --- widgets -> requests ----------------------------------------------------------------------
    @Slot(int)
    def on_deck_activated(self, index: int) -> None:
        self.option_chosen.emit({"deck": self.deck.itemData(index)})

    @Slot(int)
    def on_minutes_activated(self, index: int) -> None:
        self.option_chosen.emit({"minutes": self.minutes.itemData(index)})

    @Slot(bool)
    def on_two_spies_clicked(self, checked: bool) -> None:
        self.option_chosen.emit({"two_spies": checked})

    @Slot(bool)
    def on_host_plays_clicked(self, checked: bool) -> None:
        self.option_chosen.emit({"host_plays": checked})

    @Slot()
    def on_call_link_edited(self) -> None:
        self.call_link.clearFocus()  # the one-key shortcuts work again at once
        text = self.call_link.text().strip()
        if text != str((views.game(self.model.view).get("options") or {}).get("call_link") or ""):
            self.option_chosen.emit({"call_link": text})

    def focus(self, name: str) -> None:
        """Give the keyboard to one option (its shortcut); a check box is toggled instead."""
        if name in ("two_spies", "host_plays"):
            box = self.two_spies if name == "two_spies" else self.host_plays
            if box.isEnabled():
                box.click()
        elif name in ("deck", "minutes"):
            combo = self.deck if name == "deck" else self.minutes
            if combo.isEnabled():
                combo.setFocus()
                combo.showPopup()
        elif self.call_link.isEnabled():
            self.call_link.setFocus()
            self.call_link.selectAll()


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
            outcome = texts.winner(result.get("winner"), len(result.get("spies") or [])) + " — " + outcome
        self.outcome.setText(outcome)
        self.outcome.setVisible(bool(outcome))
        first = number == 0
        self.buttons["deal"].setVisible(first)
        self.buttons["next_round"].setVisible(not first)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Round"))


class SpyTimerPanel(TimerPanel):
    """The round's countdown: it runs while questions are asked and waits during a vote (SPY-09,
    SPY-19)."""

    def state_text(self, view: Json, countdown: views.Countdown | None) -> str:
        phase = views.game(view).get("phase")
        if countdown is None:
            return self.tr("The timer starts with the round")
        if phase == "accusation":
            return self.tr("Paused for the vote")
        if phase != "asking":
            return self.tr("Stopped")
        return super().state_text(view, countdown)


class TurnsPanel(Panel):
    """Whose turn it is to ask, the question chain so far, and who has looked at their card."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.asker_caption = QLabel(self)
        self.asker = LineLabel(self)  # a new asker repaints the name, and lays out nothing
        self.asker.setObjectName("asker")
        font = QFont(self.asker.font())
        font.setPointSize(font.pointSize() + 10)
        font.setBold(True)
        self.asker.setFont(font)
        self.chain_caption = QLabel(self)
        self.chain_caption.setWordWrap(True)  # ten nicknames still to look
        self.chain = LineList(self)  # a question paints its own line only, not the chain shown
        self.chain.setObjectName("chain")
        self.chain.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.chain.setMinimumHeight(60)
        self._worded: dict[tuple[int, object, object], str] = {}
        self._worded_for: object = None
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
        chain = game.get("chain") or []
        first = max(1, int(game.get("questions") or len(chain)) - len(chain) + 1)  # the view lists the last ones
        seats = view.get("seats")
        if seats != self._worded_for:  # a nickname changed: every line is worded again
            self._worded.clear()
            self._worded_for = seats
        # a question asked moves the chain on by one: the first line goes, a new one comes at the end
        self.chain.set_lines([self._line(view, number, link) for number, link in enumerate(chain, start=first)])

    def _line(self, view: Json, number: int, link: Json) -> str:
        """A question of the chain in words, worded once (30 lines are listed at every question)."""
        key = (number, link.get("asker"), link.get("answerer"))
        line = self._worded.get(key)
        if line is None:
            if len(self._worded) >= 256:
                self._worded.clear()
            line = self._worded[key] = self.tr("%1. %2 asked %3").replace("%1", str(number)).replace(
                "%2", views.nickname(view, link.get("asker"))).replace("%3", views.nickname(view, link.get("answerer")))
        return line

    def retranslate(self) -> None:
        self._worded.clear()  # the lines in the new language
        self.setTitle(self.tr("Question chain"))


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


class SecretsPanel(Panel):
    """Location, spies and roles of the current deal, from the moderator view's ``secrets``."""

    def __init__(self, model: TableModel, content: ContentNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.content = content
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.location = QLabel(self)
        self.location.setObjectName("secret_location")
        self.location.setWordWrap(True)
        font = QFont(self.location.font())
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.location.setFont(font)
        self.cards = QTableWidget(0, 2, self)
        self.cards.setObjectName("secret_cards")
        self.cards.verticalHeader().setVisible(False)
        compact_rows(self.cards)
        self.cards.setWordWrap(True)
        self.cards.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.cards.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.cards.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cards.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.cards.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.location)
        layout.addWidget(self.cards)
        layout.addStretch(1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (view.get("seats"), views.host_plays(view), views.secrets(view),
                (game.get("options") or {}).get("deck"))

    def draw(self, view: Json) -> None:
        secrets = views.secrets(view)
        self.cards.setRowCount(0)
        self.location.clear()
        self.note.setMinimumHeight(0)
        if views.host_plays(view) or "secrets" not in views.game(view):
            self.note.setText(self.tr("The host plays: the location, the spies and the roles are "
                                      "only on the players' phones."))
            self.note.setMinimumHeight(3 * self.note.fontMetrics().lineSpacing())  # wrapped, never cut
            self.cards.setVisible(False)
            self.location.setVisible(False)
            return
        self.location.setVisible(True)
        if not secrets:
            self.note.setText(self.tr("No cards are out."))
            self.cards.setVisible(False)
            return
        deck = (views.game(view).get("options") or {}).get("deck")
        location = str(secrets.get("location"))
        self.note.setText(self.tr("Location"))
        self.location.setText(self.content.location(location, deck))
        self.cards.setVisible(True)
        cards = secrets.get("cards") or []
        with sized_once(self.cards):  # the columns are measured once, not at every cell
            self.cards.setRowCount(len(cards))
            for row, card in enumerate(cards):
                spy = bool(card.get("spy"))
                role = self.tr("SPY") if spy else self.content.role(location, card.get("role"), deck)
                cells = (QTableWidgetItem(views.nickname(view, card.get("seat"))), QTableWidgetItem(role))
                for col, item in enumerate(cells):
                    if spy:
                        font = QFont(item.font())
                        font.setBold(True)
                        item.setFont(font)
                        item.setForeground(QBrush(QColor("#c62828")))
                    set_cell(self.cards, row, col, item)
        self.cards.resizeRowsToContents()
        fit_rows(self.cards)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Secrets (host only)"))
        self.cards.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Card")])


def round_line(content: ContentNames) -> Callable[[Json, Json], str]:
    """One finished round as the points panel lists it: its outcome, its winner, the location and
    the spies (SPY-34)."""

    def line(view: Json, entry: Json) -> str:
        text = QCoreApplication.translate("ScoresPanel", "Round %1: %2").replace("%1", str(entry.get("round"))).replace(
            "%2", texts.outcome(entry.get("outcome")))
        if entry.get("winner"):
            text += " — " + texts.winner(entry.get("winner"), len(entry.get("spies") or []))
        deck = (views.game(view).get("options") or {}).get("deck")
        place = content.location(entry.get("location"), deck)
        return text + "\n    " + QCoreApplication.translate("ScoresPanel", "%1; spy: %2").replace("%1", place).replace(
            "%2", views.names(view, entry.get("spies")))

    return line
