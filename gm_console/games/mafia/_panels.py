"""Club mafia's panels at the console: the step in hand, the seat ring, the turn order, the vote,
the night wizard, the fouls, the evening's roster, the composition and the evening's results.

Every button sends one request and is enabled from the moderator view's ``allowed``; what a panel
shows comes from the view (PLT-01). The desk (:mod:`._desk`) holds the picked place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent
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
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rules.mafia.roles import ACTIONS, NIGHT_ORDER

from ... import views
from ...commands import Commands, with_shortcut
from ...panels._panel import Panel, compact_rows
from ...panels.round import big_button
from ...table_model import TableModel
from ...views import Json
from ._ring import SeatRing
from ._texts import MafiaTexts, place_name, place_row, places

if TYPE_CHECKING:
    from ._desk import MafiaDesk

TICK_MS = 250
NIGHT_PHASES = ("night", "acquaintance")
DAY_PHASES = ("free_talk", "circle", "nominee_vote", "defence", "first_day_question", "hands", "car_crash",
              "last_words")
VOTE_PHASES = ("nominee_vote", "hands", "first_day_question", "car_crash")


def bold(widget: QWidget, bigger: int = 0) -> None:
    font = QFont(widget.font())
    font.setBold(True)
    font.setPointSize(font.pointSize() + bigger)
    widget.setFont(font)


def clear_layout(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif item.layout() is not None:
            clear_layout(item.layout())


def living(view: Json) -> int:
    return sum(1 for p in places(view) if p.get("alive"))


# --- the step in hand ---------------------------------------------------------------------------------
class StepPanel(Panel):
    """The phase, what the host does now, the speech countdown and the buttons of the next step."""

    def __init__(self, model: TableModel, commands: Commands, texts: MafiaTexts, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.texts = texts
        self.countdown: views.Countdown | None = None
        self._color = ""
        self.where = QLabel(self)
        self.where.setObjectName("where")
        self.phase = QLabel(self)
        self.phase.setObjectName("phase")
        bold(self.phase, 6)
        self.hint = QLabel(self)
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        self.clock = QLabel("", self)
        self.clock.setObjectName("countdown")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        font = QFont("DejaVu Sans Mono")
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPointSize(34)
        font.setBold(True)
        self.clock.setFont(font)
        self.bar = QProgressBar(self)
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(8)
        self.buttons = {name: big_button(self, commands, name)
                        for name in ("next_step", "pause_resume", "under_foul")}
        self.undo = QToolButton(self)
        self.undo.setDefaultAction(commands.action("undo"))
        self.undo.setObjectName("button_undo")
        self.undo.setMinimumHeight(40)
        top = QHBoxLayout()
        words = QVBoxLayout()
        words.addWidget(self.where)
        words.addWidget(self.phase)
        words.addWidget(self.hint)
        top.addLayout(words, 3)
        top.addWidget(self.clock, 1)
        row = QHBoxLayout()
        row.addWidget(self.buttons["next_step"], 3)
        row.addWidget(self.buttons["pause_resume"], 1)
        row.addWidget(self.buttons["under_foul"], 1)
        row.addWidget(self.undo)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.bar)
        layout.addLayout(row)
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self.on_tick)
        self.retranslate()
        self.redraw()
        self.ticker.start()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("phase"), game.get("next"), game.get("timer"), game.get("speaker"), game.get("day"),
                game.get("game"), game.get("wizard"), game.get("evening"), game.get("result"),
                game.get("places"), self.model.received)

    def draw(self, view: Json) -> None:
        game = views.game(view)
        phase = str(game.get("phase") or "")
        number, day = int(game.get("game") or 0), int(game.get("day") or 0)
        where = []
        if number:
            where.append(self.tr("Game %1").replace("%1", str(number)))
        if day and phase in (*DAY_PHASES, *NIGHT_PHASES):
            where.append(self.tr("Day %1").replace("%1", str(day)) if phase not in NIGHT_PHASES
                         else self.tr("Night %1").replace("%1", str(day)) if phase == "night"
                         else self.tr("Before day 1's circle"))
        self.where.setText(" · ".join(where))
        self.phase.setText(self.texts.phase(phase))
        self.hint.setText(self._hint(view))
        self.countdown = views.Countdown.of(game.get("timer"), self.model.received)
        self.on_tick()

    def _hint(self, view: Json) -> str:
        game = views.game(view)
        phase = game.get("phase")
        speaker = place_name(view, game.get("speaker"))
        evening = game.get("evening") or {}
        if phase == "evening" or (phase == "game_over" and not game.get("result")):
            return (self.tr("Line-up: %1 of %2, reserve: %3. S seats the players by lot.")
                    .replace("%1", str(len(evening.get("lineup") or []))).replace("%2", str(evening.get("capacity")))
                    .replace("%3", str(len(evening.get("reserve") or []))))
        if phase == "seated":
            if game.get("next") == "start_game":
                rows = places(view)
                seen = sum(1 for p in rows if p.get("seen"))
                return (self.tr("Cards dealt: %1 of %2 have looked. G starts day 1.")
                        .replace("%1", str(seen)).replace("%2", str(len(rows))))
            return self.tr("Set the composition, then deal the cards (D).")
        if phase == "free_talk":
            return self.tr("Free talk: everyone may speak. N ends it.")
        if phase == "circle":
            return self.tr("%1 speaks. V nominates the picked place; N: next speaker.").replace("%1", speaker)
        if phase == "defence":
            return self.tr("%1 defends. N: next speaker.").replace("%1", speaker)
        if phase == "last_words":
            return self.tr("%1: last words. N: next.").replace("%1", speaker)
        if phase in VOTE_PHASES:
            return self.tr("Count the hands, type the number and press Enter.")
        if phase == "acquaintance":
            return self.tr("The blacks meet each other; nothing to enter. M: morning.")
        if phase == "night":
            wizard = game.get("wizard") or {}
            if wizard.get("slot"):
                return (self.tr("%1: pick a place, then T (X: nobody).")
                        .replace("%1", self.texts.slot(wizard.get("slot"))))
            return self.tr("Everyone has woken. M: morning.")
        if phase == "game_over":
            return self.texts.winner((game.get("result") or {}).get("winner")) + ". " + self.tr(
                "S seats the next game.")
        return ""

    @Slot()
    def on_tick(self) -> None:
        countdown = self.countdown
        if countdown is None:
            self.clock.setText("")
            self.bar.setValue(0)
            self.bar.setVisible(False)
            return
        self.bar.setVisible(True)
        left = countdown.left(self.model.monotonic())
        self.clock.setText(views.format_clock(left))
        self.bar.setMaximum(max(1, countdown.total_ms))
        self.bar.setValue(left)
        color = "#c62828" if left == 0 else "#c77700" if left <= 10_000 else ""
        if color != self._color:
            self._color = color
            self.clock.setStyleSheet(f"color: {color};" if color else "")

    def retranslate(self) -> None:
        self.setTitle(self.tr("Now"))


# --- the seat ring ------------------------------------------------------------------------------------
class RingPanel(Panel):
    """The seat ring with the picked place and the buttons that act on it."""

    def __init__(self, model: TableModel, commands: Commands, texts: MafiaTexts, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.texts = texts
        self.ring = SeatRing(model, texts, self)
        self.picked_label = QLabel(self)
        self.picked_label.setObjectName("picked")
        bold(self.picked_label)
        self.buttons = {}
        row = QHBoxLayout()
        row.addWidget(self.picked_label, 2)
        for name in ("nominate", "foul", "night_target"):
            button = QToolButton(self)
            button.setDefaultAction(commands.action(name))
            button.setObjectName(f"button_{name}")
            button.setMinimumHeight(32)
            self.buttons[name] = button
            row.addWidget(button, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.ring, 1)
        layout.addLayout(row)
        self.ticker = QTimer(self)
        self.ticker.setInterval(TICK_MS)
        self.ticker.timeout.connect(self.on_tick)
        self.countdown: views.Countdown | None = None
        self.retranslate()
        self.redraw()
        self.ticker.start()

    def watch(self, view: Json) -> object:
        return (views.game(view), self.ring.picked, self.model.received)

    def draw(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        speaker = game.get("speaker")
        centre = self.texts.phase(phase)
        if speaker is not None:
            centre += "\n" + place_name(view, speaker)
        elif phase == "night" and (game.get("wizard") or {}).get("slot"):
            centre += "\n" + self.texts.slot((game.get("wizard") or {}).get("slot"))
        elif phase == "game_over" and game.get("result"):
            centre = self.texts.winner(game["result"].get("winner"))
        self.ring.centre_text = centre
        self.countdown = views.Countdown.of(game.get("timer"), self.model.received)
        picked = self.ring.picked
        self.picked_label.setText(self.tr("Picked: %1").replace("%1", place_name(view, picked))
                                  if picked is not None else self.tr("Pick a place: click it or type its number"))
        self.on_tick()

    def set_picked(self, place: int | None) -> None:
        self.ring.picked = place
        self.on_table_changed()

    @Slot()
    def on_tick(self) -> None:
        text = views.format_clock(self.countdown.left(self.model.monotonic())) if self.countdown else ""
        if text != self.ring.clock_text or not text:
            self.ring.clock_text = text
            self.ring.update()

    def retranslate(self) -> None:
        self.setTitle(self.tr("The table"))


# --- the turn order -----------------------------------------------------------------------------------
class TurnsPanel(Panel):
    """The circle: who speaks, who speaks next, and the nominations so far (MAF-08)."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.speaker = QLabel(self)
        self.speaker.setObjectName("speaker")
        bold(self.speaker, 2)
        self.queue = QListWidget(self)
        self.queue.setObjectName("queue")
        self.nominations = QLabel(self)
        self.nominations.setObjectName("nominations")
        self.nominations.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.speaker)
        self.next_caption = QLabel(self)
        layout.addWidget(self.next_caption)
        layout.addWidget(self.queue, 1)
        layout.addWidget(self.nominations)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("phase"), game.get("speaker"), game.get("queue"), game.get("nominations"),
                game.get("places"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        self.setVisible(game.get("phase") in DAY_PHASES)
        speaker = game.get("speaker")
        self.speaker.setText(self.tr("Speaks: %1").replace("%1", place_name(view, speaker))
                             if speaker is not None else self.tr("Nobody is speaking"))
        queue = [q for q in game.get("queue") or [] if q != speaker]
        self.queue.clear()
        for i, place in enumerate(queue):
            self.queue.addItem(f"{i + 1}. {place_name(view, place)}")
        self.queue.setVisible(bool(queue))
        self.next_caption.setVisible(bool(queue))
        noms = game.get("nominations") or []
        self.nominations.setText(
            self.tr("Nominated: %1").replace("%1", ";  ".join(
                f"{place_name(view, n.get('place'))} ({self.tr('by %1').replace('%1', str(n.get('by')))})"
                for n in noms)) if noms else self.tr("Nobody nominated yet"))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Turn order"))
        self.next_caption.setText(self.tr("Next:"))


# --- the vote -----------------------------------------------------------------------------------------
class HandsSpin(QSpinBox):
    """A count of hands; Enter sends it.

    Signals:
        entered(): Enter was pressed.
    """

    entered = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.interpretText()
            self.entered.emit()
            return
        super().keyPressEvent(event)


class VotePanel(Panel):
    """The vote in progress: the hands per candidate as the host counts them (MAF-09, MAF-11, MAF-14),
    the first day's question (MAF-12), the car crash (MAF-13); and the day's closed votes."""

    def __init__(self, model: TableModel, texts: MafiaTexts, desk: MafiaDesk, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.texts = texts
        self.desk = desk
        self.question = QLabel(self)
        self.question.setObjectName("vote_question")
        self.question.setWordWrap(True)
        bold(self.question, 1)
        self.rows = QGridLayout()
        self.spins: dict[int, HandsSpin] = {}
        self.enter_buttons: dict[int, QPushButton] = {}
        self.whole = HandsSpin(self)
        self.whole.setObjectName("hands_all")
        self.whole_button = QPushButton(self)
        self.whole_button.setObjectName("enter_hands_all")
        self.sum = QLabel(self)
        self.sum.setObjectName("vote_sum")
        self.history = QListWidget(self)
        self.history.setObjectName("vote_history")
        self.history.setMaximumHeight(90)
        whole = QHBoxLayout()
        whole.addWidget(self.whole, 1)
        whole.addWidget(self.whole_button, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.question)
        layout.addLayout(self.rows)
        layout.addLayout(whole)
        layout.addWidget(self.sum)
        layout.addWidget(self.history)
        self.whole.entered.connect(self.on_whole)
        self.whole_button.clicked.connect(self.on_whole)
        self._ballot: object = None
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("phase"), game.get("ballot"), game.get("votes"), game.get("places"), view.get("allowed"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        votes = game.get("votes") or []
        self.setVisible(phase in DAY_PHASES or bool(votes and phase == "game_over"))
        ballot = game.get("ballot") or {}
        candidates = list(ballot.get("candidates") or []) if phase in ("nominee_vote", "hands") else []
        counts = {h.get("place"): h.get("count") for h in ballot.get("hands") or []}
        total = living(view)
        allowed = views.allowed(view)
        if phase == "nominee_vote":
            self.question.setText(self.tr("Who goes to the defence? Hands for each nominee"))
        elif phase == "hands":
            self.question.setText(self.tr("Hands to expel, for each candidate"))
        elif phase == "first_day_question":
            self.question.setText(self.tr("First day: who wants to expel anyone at all? Hands:"))  # MAF-12
        elif phase == "car_crash":
            names = ", ".join(place_name(view, p) for p in ballot.get("candidates") or [])
            self.question.setText(self.tr("Car crash: expel them all (%1)? Hands:").replace("%1", names))  # MAF-13
        elif phase == "defence":
            names = ", ".join(place_name(view, p) for p in ballot.get("candidates") or [])
            self.question.setText(self.tr("Defence: %1").replace("%1", names))
        else:
            self.question.setText(self.tr("No vote now"))
        if candidates != self._ballot:
            self._ballot = candidates
            clear_layout(self.rows)
            self.spins, self.enter_buttons = {}, {}
            for i, place in enumerate(candidates):
                label = QLabel(place_name(view, place), self)
                spin = HandsSpin(self)
                spin.setObjectName(f"hands_{place}")
                button = QPushButton(self.tr("Enter"), self)
                button.setObjectName(f"enter_hands_{place}")
                spin.entered.connect(lambda p=place: self.on_enter(p))
                button.clicked.connect(lambda _=False, p=place: self.on_enter(p))
                self.rows.addWidget(label, i, 0)
                self.rows.addWidget(spin, i, 1)
                self.rows.addWidget(button, i, 2)
                mark = QLabel(self)
                mark.setObjectName(f"entered_{place}")
                self.rows.addWidget(mark, i, 3)
                self.spins[place] = spin
                self.enter_buttons[place] = button
        pending = None
        for place, spin in self.spins.items():
            count = counts.get(place)
            spin.setRange(0, total)
            spin.setEnabled("hands" in allowed)
            self.enter_buttons[place].setEnabled("hands" in allowed)
            shown = self.findChild(QLabel, f"entered_{place}")
            if shown is not None:
                shown.setText("✓ " + str(count) if count is not None else "")
            if count is not None and not spin.hasFocus():
                spin.setValue(int(count))
            if count is None and pending is None:
                pending = place
        whole_phase = phase in ("first_day_question", "car_crash")
        request = "expel_anyone" if phase == "first_day_question" else "car_crash"
        for widget in (self.whole, self.whole_button):
            widget.setVisible(whole_phase)
            widget.setEnabled(whole_phase and request in allowed)
        self.whole.setRange(0, total)
        entered = sum(int(c) for c in counts.values() if c is not None)
        self.sum.setText(self.tr("Living players: %1 · hands entered: %2 · a majority is %3")
                         .replace("%1", str(total)).replace("%2", str(entered)).replace("%3", str(total // 2 + 1))
                         if phase in VOTE_PHASES else "")
        self.history.clear()
        day = game.get("day")
        for record in votes:
            if record.get("day") == day or phase == "game_over":
                self.history.addItem(self.texts.vote(record))
        self.history.setVisible(self.history.count() > 0)
        if pending is not None:
            self.spins[pending].setFocus()
            self.spins[pending].selectAll()
        elif whole_phase:
            self.whole.setFocus()
            self.whole.selectAll()

    def focus_entry(self) -> None:
        game = views.game(self.model.view)
        counts = {h.get("place"): h.get("count") for h in (game.get("ballot") or {}).get("hands") or []}
        for place, spin in self.spins.items():
            if counts.get(place) is None:
                spin.setFocus()
                spin.selectAll()
                return
        if self.whole.isVisible():
            self.whole.setFocus()
            self.whole.selectAll()

    def on_enter(self, place: int) -> None:
        spin = self.spins.get(place)
        if spin is not None:
            self.desk.submit("hands", place=place, count=spin.value())

    def on_whole(self) -> None:
        phase = views.game(self.model.view).get("phase")
        request = "expel_anyone" if phase == "first_day_question" else "car_crash"
        self.desk.submit(request, hands=self.whole.value())

    def retranslate(self) -> None:
        self.setTitle(self.tr("Vote"))
        self.whole_button.setText(self.tr("Enter the hands"))
        self._ballot = None


# --- the night ----------------------------------------------------------------------------------------
class NightPanel(Panel):
    """The night wizard (MAF-15, MAF-16): the night's steps in order, who wakes now, what may be
    entered for the picked place, and what was entered tonight."""

    def __init__(self, model: TableModel, texts: MafiaTexts, desk: MafiaDesk, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.texts = texts
        self.desk = desk
        self.steps = QListWidget(self)
        self.steps.setObjectName("night_steps")
        self.steps.setMaximumHeight(4 * self.steps.fontMetrics().height() + 14)
        self.awake = QLabel(self)
        self.awake.setObjectName("awake")
        self.awake.setWordWrap(True)
        bold(self.awake, 1)
        self.target = QLabel(self)
        self.target.setObjectName("night_target")
        self.actions_row = QHBoxLayout()
        self.action_buttons: dict[str, QPushButton] = {}
        self.entered = QListWidget(self)
        self.entered.setObjectName("night_entered")
        self.entered.setMaximumHeight(3 * self.entered.fontMetrics().height() + 12)
        layout = QVBoxLayout(self)
        layout.addWidget(self.steps)
        layout.addWidget(self.awake)
        layout.addWidget(self.target)
        layout.addLayout(self.actions_row)
        layout.addWidget(self.entered)
        self._actions: object = None
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("phase"), game.get("wizard"), game.get("secrets"), game.get("places"),
                view.get("allowed"), self.desk.picked)

    def draw(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        self.setVisible(phase in NIGHT_PHASES)
        wizard = game.get("wizard") or {}
        secrets = views.secrets(view) or {}
        slot = wizard.get("slot")
        done = list(wizard.get("done") or [])
        self.steps.clear()
        if phase == "acquaintance":
            self.steps.addItem(self.tr("The acquaintance night: the blacks meet, nothing is entered"))
        for code in self._slots(view, done, slot):
            mark = "✓" if code in done else "▶" if code == slot else "·"
            self.steps.addItem(f"{mark}  {self.texts.slot(code)}")
            if code == slot:
                self.steps.setCurrentRow(self.steps.count() - 1)
        if phase == "night" and slot is None:
            self.steps.addItem("▶  " + self.tr("Morning: announce the results (M)"))
        awake = secrets.get("awake") or []
        if slot:
            who = ", ".join(f"{place_name(view, p)} ({self.texts.role(self._secret_role(view, p))})"
                            for p in awake) if awake else ""
            self.awake.setText(self.tr("Awake now: %1").replace("%1", who) if who
                               else self.tr("Awake now: %1").replace("%1", self.texts.slot(slot)))
        else:
            self.awake.setText("")
        picked = self.desk.picked
        self.target.setText(self.tr("Target: %1").replace("%1", place_name(view, picked))
                            if picked is not None and slot else "")
        actions = list(wizard.get("actions") or []) if slot else []
        if actions != self._actions:
            self._actions = actions
            clear_layout(self.actions_row)
            self.action_buttons = {}
            for action in [a for a in ACTIONS if a in actions]:
                button = QPushButton(self.texts.action(action), self)
                button.setObjectName(f"night_{action}")
                button.setMinimumHeight(36)
                button.clicked.connect(lambda _=False, a=action: self.desk.night_action(a))
                self.actions_row.addWidget(button)
                self.action_buttons[action] = button
        allowed = "night_action" in views.allowed(view)
        for action, button in self.action_buttons.items():
            button.setEnabled(allowed and (action == "nothing" or picked is not None))
            key = {"nothing": "X", "kill_hidden": "H"}.get(action, "T" if action == _own(slot) else "")
            button.setToolTip(with_shortcut(self.texts.action(action), key) if key else self.texts.action(action))
        self.entered.clear()
        night = game.get("day")
        for entry in secrets.get("actions") or []:
            target = place_name(view, entry.get("target")) if entry.get("target") is not None else "—"
            line = f"{self.texts.slot(entry.get('slot'))}: {self.texts.action(entry.get('action'))} → {target}"
            for check in secrets.get("checks") or []:
                if (check.get("slot"), check.get("target"), check.get("night")) == (
                        entry.get("slot"), entry.get("target"), night):
                    line += "  —  " + self._check_text(check)
            self.entered.addItem(line)

    def _check_text(self, check: Json) -> str:
        if check.get("slot") == "boss_check":  # MAF-16: the boss looks for the commissar
            return self.tr("the commissar!") if check.get("result") else self.tr("not the commissar")
        return self.tr("black!") if check.get("result") else self.tr("not black")  # MAF-16

    def _secret_role(self, view: Json, place: int) -> str | None:
        for row in (views.secrets(view) or {}).get("roles") or []:
            if row.get("place") == place:
                return str(row.get("role"))
        return None

    def _slots(self, view: Json, done: list[str], slot: str | None) -> list[str]:
        """The night's steps: done ones, the one awake now, and the ones still to wake (when the host
        knows the roles)."""
        secrets = views.secrets(view) or {}
        roles = self.texts.roles()
        later: set[str] = set()
        for row in secrets.get("roles") or []:
            alive = (place_row(view, row.get("place")) or {}).get("alive")
            role = roles.get(str(row.get("role")))
            if alive and role is not None:
                later |= set(role.night_slots)
        for custom in views.game(view).get("custom_roles") or []:
            later |= set(custom.get("night_slots") or [])
        return [s for s in NIGHT_ORDER if s in done or s == slot or (s in later and views.game(view).get(
            "phase") == "night" and slot is not None and NIGHT_ORDER.index(s) > NIGHT_ORDER.index(slot))]

    def retranslate(self) -> None:
        self.setTitle(self.tr("Night"))
        self._actions = None


def _own(slot: str | None) -> str:
    from rules.mafia.roles import SLOT_ACTION

    return SLOT_ACTION.get(slot or "", "")


# --- fouls --------------------------------------------------------------------------------------------
class FoulsPanel(Panel):
    """One button per place: a click gives that place a foul; the third removes (MAF-18, MAF-19)."""

    def __init__(self, model: TableModel, desk: MafiaDesk, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.desk = desk
        self.grid = QGridLayout()
        self.grid.setSpacing(3)
        self.buttons: dict[int, QPushButton] = {}
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(self.grid)
        layout.addWidget(self.note)
        self._places: object = None
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        return (views.game(view).get("places"), view.get("allowed"), views.game(view).get("phase"))

    def draw(self, view: Json) -> None:
        rows = places(view)
        phase = views.game(view).get("phase")
        self.setVisible(bool(rows) and phase not in ("evening", "seated", "game_over"))
        numbers = [int(r["place"]) for r in rows]
        if numbers != self._places:
            self._places = numbers
            clear_layout(self.grid)
            self.buttons = {}
            for i, place in enumerate(numbers):
                button = QPushButton(self)
                button.setObjectName(f"foul_{place}")
                button.clicked.connect(lambda _=False, p=place: self.desk.submit("foul", place=p))
                self.grid.addWidget(button, i // 4, i % 4)
                self.buttons[place] = button
        allowed = "foul" in views.allowed(view)
        for row in rows:
            button = self.buttons[int(row["place"])]
            fouls = int(row.get("fouls") or 0)
            button.setText(f"{row.get('place')} · {row.get('nickname')}  {'●' * fouls}{'○' * max(0, 3 - fouls)}")
            button.setEnabled(allowed and bool(row.get("alive")))
            under = int(row.get("under_fouls") or 0)
            button.setToolTip(self.tr("Give %1 a foul (%2 of 3; under foul taken %3 of 2)")
                              .replace("%1", place_name(view, row.get("place"))).replace("%2", str(fouls))
                              .replace("%3", str(under)))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Fouls"))
        self.note.setText(self.tr("A click gives a foul; the third removes the player with reveal (F: the picked "
                                  "place)."))


# --- the evening --------------------------------------------------------------------------------------
class EveningPanel(Panel):
    """The evening's roster (MAF-01..MAF-03): the line-up, the reserve, the sign-ups; adding someone
    without a phone, removing, the capacity and the other options."""

    def __init__(self, model: TableModel, desk: MafiaDesk, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.desk = desk
        self.capacity = QSpinBox(self)
        self.capacity.setObjectName("capacity")
        self.capacity.setRange(10, 16)
        self.capacity.setKeyboardTracking(False)
        self.free_talk = QSpinBox(self)
        self.free_talk.setObjectName("free_talk_seconds")
        self.free_talk.setRange(10, 900)
        self.free_talk.setSingleStep(10)
        self.free_talk.setKeyboardTracking(False)
        self.first_free_talk = QSpinBox(self)
        self.first_free_talk.setObjectName("first_free_talk_seconds")
        self.first_free_talk.setRange(10, 900)
        self.first_free_talk.setSingleStep(10)
        self.first_free_talk.setKeyboardTracking(False)
        self.host_plays = QCheckBox(self)
        self.host_plays.setObjectName("host_plays")
        self.form = QFormLayout()
        self.caption_capacity, self.caption_talk, self.caption_first = QLabel(self), QLabel(self), QLabel(self)
        self.form.addRow(self.caption_capacity, self.capacity)
        self.form.addRow(self.caption_talk, self.free_talk)
        self.form.addRow(self.caption_first, self.first_free_talk)
        self.form.addRow(self.host_plays)
        self.summary = QLabel(self)
        self.summary.setObjectName("roster_summary")
        self.summary.setWordWrap(True)
        self.roster = QTableWidget(0, 2, self)
        self.roster.setObjectName("roster")
        self.roster.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.roster.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.roster.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.roster.verticalHeader().setVisible(False)
        compact_rows(self.roster)
        header = self.roster.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.nickname = QLineEdit(self)
        self.nickname.setObjectName("add_nickname")
        self.adult = QCheckBox(self)
        self.adult.setObjectName("add_adult")
        self.add = QPushButton(self)
        self.add.setObjectName("add_player")
        self.remove = QPushButton(self)
        self.remove.setObjectName("remove_player")
        adding = QHBoxLayout()
        adding.addWidget(self.nickname, 3)
        adding.addWidget(self.adult)
        adding.addWidget(self.add, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.summary)
        layout.addWidget(self.roster, 1)
        layout.addLayout(adding)
        layout.addWidget(self.remove)
        self.capacity.valueChanged.connect(lambda v: self.on_option(capacity=v))
        self.free_talk.valueChanged.connect(lambda v: self.on_option(free_talk_seconds=v))
        self.first_free_talk.valueChanged.connect(lambda v: self.on_option(first_free_talk_seconds=v))
        self.host_plays.toggled.connect(lambda on: self.on_option(host_plays=on))
        self.add.clicked.connect(self.on_add)
        self.nickname.returnPressed.connect(self.on_add)
        self.remove.clicked.connect(self.on_remove)
        self.roster.itemSelectionChanged.connect(self._update_remove)
        self._drawing = False
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("evening"), game.get("options"), game.get("places"), view.get("seats"),
                view.get("allowed"), game.get("phase"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        evening = game.get("evening") or {}
        options = game.get("options") or {}
        allowed = views.allowed(view)
        self._drawing = True
        try:
            self.capacity.setValue(int(options.get("capacity") or 15))
            self.free_talk.setValue(int(options.get("free_talk_seconds") or 120))
            self.first_free_talk.setValue(int(options.get("first_free_talk_seconds") or 60))
            self.host_plays.setChecked(bool(options.get("host_plays")))
        finally:
            self._drawing = False
        for widget in (self.capacity, self.free_talk, self.first_free_talk, self.host_plays):
            widget.setEnabled("set_options" in allowed)
        in_game = {p.get("seat"): p.get("place") for p in places(view)} if game.get("phase") not in (
            "evening", "game_over") else {}
        selected = self.selected_seat()
        self.roster.setRowCount(0)
        lineup, reserve, signed = (list(evening.get(k) or []) for k in ("lineup", "reserve", "signed"))
        rows = ([(s, self.tr("place %1").replace("%1", str(in_game[s])) if s in in_game else self.tr("line-up"))
                 for s in lineup]
                + [(s, self.tr("reserve %1").replace("%1", str(i + 1))) for i, s in enumerate(reserve)]
                + [(s, self.tr("signed up, not confirmed")) for s in signed])
        for seat, status in rows:
            r = self.roster.rowCount()
            self.roster.insertRow(r)
            name = QTableWidgetItem(views.nickname(view, seat))
            name.setData(Qt.ItemDataRole.UserRole, seat)
            self.roster.setItem(r, 0, name)
            self.roster.setItem(r, 1, QTableWidgetItem(status))
            if seat == selected:
                self.roster.selectRow(r)
        self.summary.setText(self.tr("Line-up: %1 of %2 · reserve: %3 · not confirmed: %4 · games tonight: %5")
                             .replace("%1", str(len(lineup))).replace("%2", str(evening.get("capacity", "")))
                             .replace("%3", str(len(reserve))).replace("%4", str(len(signed)))
                             .replace("%5", str(evening.get("games", 0))))
        self.add.setEnabled("add_player" in allowed)
        self._update_remove()

    def selected_seat(self) -> int | None:
        items = self.roster.selectedItems()
        for item in items:
            seat = item.data(Qt.ItemDataRole.UserRole)
            if seat is not None:
                return int(seat)
        return None

    def _update_remove(self) -> None:
        self.remove.setEnabled("remove_player" in self.model.allowed() and self.selected_seat() is not None)

    def on_option(self, **args: object) -> None:
        if self._drawing:
            return
        self.desk.submit("set_options", **args)
        self.redraw()  # a refused change springs back to what the view says

    def on_add(self) -> None:
        """MAF-02, MAF-03: the host signs someone up who has no phone; 21+ must be ticked."""
        name = self.nickname.text().strip()
        if not name:
            self.nickname.setFocus()
            return
        if self.desk.submit("add_player", nickname=name, adult=self.adult.isChecked()):
            self.nickname.clear()
            self.adult.setChecked(False)
        self.nickname.setFocus()

    def on_remove(self) -> None:
        seat = self.selected_seat()
        if seat is None:
            return
        name = views.nickname(self.model.view, seat)
        if self.desk.window.confirm(self.tr("Remove from the evening"),
                                    self.tr("Take %1 off tonight's list?").replace("%1", name)):
            self.desk.submit("remove_player", seat=seat)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Evening"))
        self.caption_capacity.setText(self.tr("Places at the table"))
        self.caption_talk.setText(self.tr("Free talk, seconds"))
        self.caption_first.setText(self.tr("Day 1 free talk, seconds"))
        self.host_plays.setText(self.tr("The host plays (hide the secrets)"))
        self.roster.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Where")])
        self.nickname.setPlaceholderText(self.tr("Nickname of a player without a phone"))
        self.adult.setText(self.tr("21+"))
        self.adult.setToolTip(self.tr("The player confirms being 21 or older"))
        self.add.setText(self.tr("Add"))
        self.remove.setText(self.tr("Remove the selected player"))


# --- the composition ------------------------------------------------------------------------------------
class CompositionPanel(Panel):
    """The composition of this game (MAF-04), custom roles (MAF-05), seating and the deal."""

    def __init__(self, model: TableModel, commands: Commands, texts: MafiaTexts, desk: MafiaDesk,
                 parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.texts = texts
        self.desk = desk
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("composition")
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        compact_rows(self.table)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.spins: dict[str, QSpinBox] = {}
        self.total = QLabel(self)
        self.total.setObjectName("composition_total")
        self.total.setWordWrap(True)
        self.custom_name = QLineEdit(self)
        self.custom_name.setObjectName("custom_name")
        self.custom_team = QComboBox(self)
        self.custom_team.setObjectName("custom_team")
        self.custom_slot = QComboBox(self)
        self.custom_slot.setObjectName("custom_slot")
        self.custom_action = QComboBox(self)
        self.custom_action.setObjectName("custom_action")
        self.custom_reveal = QCheckBox(self)
        self.custom_reveal.setObjectName("custom_reveal")
        self.custom_reveal.setChecked(True)
        self.custom_add = QPushButton(self)
        self.custom_add.setObjectName("add_custom_role")
        custom = QGridLayout()
        custom.addWidget(self.custom_name, 0, 0, 1, 2)
        custom.addWidget(self.custom_team, 0, 2)
        custom.addWidget(self.custom_slot, 1, 0)
        custom.addWidget(self.custom_action, 1, 1)
        custom.addWidget(self.custom_reveal, 1, 2)
        custom.addWidget(self.custom_add, 2, 0, 1, 3)
        self.custom_caption = QLabel(self)
        buttons = QHBoxLayout()
        for name in ("seat_players", "deal", "start_game"):
            buttons.addWidget(big_button(self, commands, name))
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total)
        layout.addWidget(self.custom_caption)
        layout.addLayout(custom)
        layout.addLayout(buttons)
        self.custom_add.clicked.connect(self.on_custom)
        self.custom_name.returnPressed.connect(self.on_custom)
        self._roles: object = None
        self._drawing = False
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("composition"), game.get("custom_roles"), game.get("phase"), game.get("places"),
                view.get("allowed"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        allowed = views.allowed(view)
        self.setVisible(phase in ("evening", "seated", "game_over"))
        counts = {c.get("role"): int(c.get("count") or 0) for c in game.get("composition") or []}
        roles = [*self.texts.roles(), *[str(c.get("id")) for c in game.get("custom_roles") or []]]
        if roles != self._roles:
            self._roles = roles
            self.table.setRowCount(0)
            self.spins = {}
            for role in roles:
                r = self.table.rowCount()
                self.table.insertRow(r)
                self.table.setItem(r, 0, QTableWidgetItem(self.texts.role(role)))
                self.table.setItem(r, 1, QTableWidgetItem(self.texts.team(self.texts.role_team(role))))
                spin = QSpinBox(self.table)
                spin.setObjectName(f"count_{role}")
                spin.setRange(0, 16)
                spin.setKeyboardTracking(False)
                spin.valueChanged.connect(lambda v, r=role: self.on_count(r, v))
                self.table.setCellWidget(r, 2, spin)
                self.spins[role] = spin
        self._drawing = True
        try:
            for role, spin in self.spins.items():
                spin.setValue(counts.get(role, 0))
                spin.setEnabled("set_role_count" in allowed)
        finally:
            self._drawing = False
        cards, seats = sum(counts.values()), len(places(view))
        if phase == "seated" and game.get("next") == "start_game":
            self.total.setText(self.tr("Cards dealt. %1 cards for %2 places.").replace("%1", str(cards))
                               .replace("%2", str(seats)))
        elif phase == "seated":
            self.total.setText(self.tr("%1 cards for %2 places").replace("%1", str(cards)).replace("%2", str(seats))
                               + ("" if cards == seats else "  ⚠"))
        else:
            self.total.setText(self.tr("Seat the players first: the composition follows the number of places."))
        editable = "add_custom_role" in allowed
        for widget in (self.custom_name, self.custom_team, self.custom_slot, self.custom_action,
                       self.custom_reveal, self.custom_add):
            widget.setEnabled(editable)

    def on_count(self, role: str, count: int) -> None:
        if self._drawing:
            return
        self.desk.submit("set_role_count", role=role, count=count)
        self.redraw()

    def on_custom(self) -> None:
        """MAF-05: a custom role for this game only."""
        name = self.custom_name.text().strip()
        if not name:
            self.custom_name.setFocus()
            return
        existing = {str(c.get("id")) for c in views.game(self.model.view).get("custom_roles") or []}
        number = 1
        while f"custom_{number}" in existing:
            number += 1
        args: dict[str, Any] = {"id": f"custom_{number}", "name": name, "team": self.custom_team.currentData(),
                                "action": self.custom_action.currentData(), "reveal": self.custom_reveal.isChecked()}
        if self.custom_slot.currentData():
            args["night_slot"] = self.custom_slot.currentData()
        if self.desk.submit("add_custom_role", **args):
            self.custom_name.clear()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Composition"))
        self.table.setHorizontalHeaderLabels([self.tr("Role"), self.tr("Team"), self.tr("Cards")])
        self.custom_caption.setText(self.tr("A custom role for this game:"))
        self.custom_name.setPlaceholderText(self.tr("Role name"))
        self.custom_team.clear()
        for team in ("red", "black", "loner"):
            self.custom_team.addItem(self.texts.team(team), team)
        self.custom_slot.clear()
        self.custom_slot.addItem(self.tr("Does not wake"), None)
        for slot in NIGHT_ORDER:
            self.custom_slot.addItem(self.tr("Wakes: %1").replace("%1", self.texts.slot(slot)), slot)
        self.custom_action.clear()
        for action in ACTIONS:
            self.custom_action.addItem(self.texts.action(action), action)
        self.custom_action.setCurrentIndex(len(ACTIONS) - 1)
        self.custom_reveal.setText(self.tr("Revealed when out"))
        self.custom_add.setText(self.tr("Add the role"))
        self._roles = None


# --- results -----------------------------------------------------------------------------------------
class ResultsPanel(Panel):
    """The game's end — "place — role — nick" for every place (MAF-04) — and the evening's games and
    rating totals (MAF-01, MAF-24)."""

    def __init__(self, model: TableModel, texts: MafiaTexts, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.texts = texts
        self.winner = QLabel(self)
        self.winner.setObjectName("winner")
        bold(self.winner, 2)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("result_table")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        compact_rows(self.table)
        header = self.table.horizontalHeader()
        for column in range(4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents if column != 2
                                        else QHeaderView.ResizeMode.Stretch)
        self.evening = QLabel(self)
        self.evening.setObjectName("evening_totals")
        self.evening.setWordWrap(True)
        self.evening.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.winner)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.evening)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("result"), game.get("totals"), game.get("history"), view.get("seats"),
                game.get("phase"), game.get("custom_roles"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        result = game.get("result") or {}
        phase = game.get("phase")
        self.setVisible(phase in ("evening", "seated", "game_over") or bool(game.get("history")))
        self.winner.setText(self.texts.winner(result.get("winner")) if result else "")
        points = {p.get("place"): p.get("points") for p in result.get("points") or []}
        first = set(result.get("first_out") or [])
        rows = result.get("table") or []
        self.table.setVisible(bool(rows))
        self.table.setRowCount(0)
        for row in rows:
            r = self.table.rowCount()
            self.table.insertRow(r)
            place = row.get("place")
            mark = " ★" if place in first else ""
            cells = [str(place), self.texts.role(row.get("role")), f"{row.get('nickname')}{mark}",
                     f"{int(points.get(place) or 0):+d}"]
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        lines = []
        for item in game.get("history") or []:
            lines.append(self.tr("Game %1: %2").replace("%1", str(item.get("game")))
                         .replace("%2", self.texts.winner(item.get("result"))))
        totals = sorted(game.get("totals") or [], key=lambda t: (-int(t.get("points") or 0), int(t.get("seat") or 0)))
        if totals:
            lines.append(self.tr("Tonight's points: %1").replace("%1", ", ".join(
                f"{views.nickname(view, t.get('seat'))} {int(t.get('points') or 0)}" for t in totals)))
        self.evening.setText("\n".join(lines) if lines else self.tr("No game finished yet tonight"))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Results"))
        self.table.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Role"), self.tr("Player"), self.tr("Points")])
        self.table.setToolTip(self.tr("★ the first out: immune on day 1 and night 1 of the next game"))
