"""Club mafia's day at the console: the step in hand with the speech countdown (MAF-07..MAF-14), the
seat ring, the turn order, the vote with the hands as the host counts them, and the fouls (MAF-18,
MAF-19)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .... import ticking, views
from ....commands import Commands
from ....panels._panel import Panel, big_button, set_countdown_bar
from ....table_model import TableModel
from ....views import Json
from ..cues import WARNING_MS
from ..ring import SeatRing
from ..texts import MafiaTexts, place_name, places
from ._common import DAY_PHASES, NIGHT_PHASES, VOTE_PHASES, bold, clear_layout, living


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
        more = QHBoxLayout()  # a second row: the step's button keeps its long texts in a laptop's column
        more.addWidget(self.buttons["under_foul"], 1)
        more.addWidget(self.undo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.bar)
        layout.addLayout(row)
        layout.addLayout(more)
        self.ticker = QTimer(self)
        self.ticker.timeout.connect(self.on_tick)
        self.retranslate()
        self.redraw()  # the ticker runs only while a speech's clock counts (on_tick)

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("phase"), game.get("next"), game.get("timer"), game.get("speaker"), game.get("day"),
                game.get("game"), game.get("wizard"), game.get("evening"), game.get("result"),
                game.get("places"),
                self.model.received if (game.get("timer") or {}).get("running") else None)  # a running clock's start

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
            return self.tr("%1 speaks. V nominates the picked seat; N: next speaker.").replace("%1", speaker)
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
                return (self.tr("%1: pick a seat, then T (X: nobody).")
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
            self.ticker.stop()
            return
        self.bar.setVisible(True)
        now = self.model.monotonic()
        left = countdown.left(now)
        ticking.tick_with(self.ticker, countdown, now)
        self.clock.setText(views.format_clock(left))
        set_countdown_bar(self.bar, left, countdown.total_ms)  # moves with the clock's seconds
        color = "#c62828" if left == 0 else "#c77700" if left <= WARNING_MS else ""
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
        self.picked_label.setWordWrap(True)
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
        self.ticker.timeout.connect(self.on_tick)
        self.countdown: views.Countdown | None = None
        self.retranslate()
        self.redraw()  # the ticker runs only while a speech's clock counts (on_tick)

    def watch(self, view: Json) -> object:
        """What the ring and the picked place show: a change of anything else in the game (a
        player's publication consent, the evening's roster) leaves the ring unpainted."""
        game = views.game(view)
        secrets = views.secrets(view) or {}
        timer = game.get("timer")
        return (game.get("phase"), game.get("places"), game.get("speaker"), (game.get("wizard") or {}).get("slot"),
                game.get("result"), game.get("nominations"), (game.get("ballot") or {}).get("candidates"),
                secrets.get("roles"), secrets.get("awake"), timer,
                self.model.received if (timer or {}).get("running") else None,  # a running clock counts from it
                self.ring.picked)

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
        self.ring.update()  # once a view: the ticks repaint only when the clock's text changes
        self.countdown = views.Countdown.of(game.get("timer"), self.model.received)
        picked = self.ring.picked
        self.picked_label.setText(self.tr("Picked: %1").replace("%1", place_name(view, picked))
                                  if picked is not None else self.tr("Pick a seat: click it or type its number"))
        self.on_tick()

    def set_picked(self, place: int | None) -> None:
        self.ring.picked = place
        self.on_table_changed()

    @Slot()
    def on_tick(self) -> None:
        now = self.model.monotonic()
        text = views.format_clock(self.countdown.left(now)) if self.countdown else ""
        if text != self.ring.clock_text:
            self.ring.clock_text = text
            self.ring.update()
        ticking.tick_with(self.ticker, self.countdown, now)

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
        by = self.tr("nominated by seat %1")  # PLT-15: a literal lupdate sees, not inside an f-string
        self.nominations.setText(
            self.tr("Nominated: %1").replace("%1", ";  ".join(
                f"{place_name(view, n.get('place'))} ({by.replace('%1', str(n.get('by')))})"
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

    def __init__(self, model: TableModel, texts: MafiaTexts, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.texts = texts
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
        self.setVisible(phase in DAY_PHASES)  # a finished game's votes: the results, the log, the protocol
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
            both = len(ballot.get("candidates") or []) == 2  # MAF-13: «выгнать обоих?»; MAF-14: all, when more
            self.question.setText((self.tr("Car crash: expel them both (%1)? Hands:") if both
                                   else self.tr("Car crash: expel them all (%1)? Hands:")).replace("%1", names))
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
            self.request("hands", place=place, count=spin.value())

    def on_whole(self) -> None:
        phase = views.game(self.model.view).get("phase")
        request = "expel_anyone" if phase == "first_day_question" else "car_crash"
        self.request(request, hands=self.whole.value())

    def retranslate(self) -> None:
        self.setTitle(self.tr("Vote"))
        self.whole_button.setText(self.tr("Enter the hands"))
        self._ballot = None



# --- fouls --------------------------------------------------------------------------------------------
FOUL_COLUMNS = 3
"""The fouls' buttons a row: 15 places in five rows, narrow enough for a laptop's right column."""
FOUL_NICK = 7
"""A nickname on a foul button is cut after so many characters."""


class FoulsPanel(Panel):
    """One button per place: a click gives that place a foul; the third removes (MAF-18, MAF-19)."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
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
                button.clicked.connect(lambda _=False, p=place: self.request("foul", place=p))
                self.grid.addWidget(button, i // FOUL_COLUMNS, i % FOUL_COLUMNS)
                self.buttons[place] = button
        allowed = "foul" in views.allowed(view)
        for row in rows:
            button = self.buttons[int(row["place"])]
            fouls = int(row.get("fouls") or 0)
            nick = str(row.get("nickname") or "")
            nick = nick if len(nick) <= FOUL_NICK else nick[:FOUL_NICK - 1] + "…"  # whole in the tooltip
            button.setText(f"{row.get('place')} · {nick}  {'●' * fouls}{'○' * max(0, 3 - fouls)}")
            button.setEnabled(allowed and bool(row.get("alive")))
            under = int(row.get("under_fouls") or 0)
            button.setToolTip(self.tr("Give %1 a foul (%2 of 3; under foul taken %3 of 2)")
                              .replace("%1", place_name(view, row.get("place"))).replace("%2", str(fouls))
                              .replace("%3", str(under)))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Fouls"))
        self.note.setText(self.tr("Each click gives a foul; the third removes the player, revealed (F: the "
                                  "picked seat)."))
