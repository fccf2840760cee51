"""The quiz's panels of the game at the Croupier's desk (QZ-01..QZ-31): the roulette and the
round's steps, the minute, the question with its answer (only here, as written), the lifelines
and the experts with their penalties.

Every button shows one of the desk's commands.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .... import ticking, views
from ....commands import Commands
from ....panels._panel import Panel, big_button, compact_rows, set_cell, set_countdown_bar, sized_once
from ....table_model import TableModel
from ....views import Json
from ..texts import LIFELINES, QuizTexts
from .widgets import as_written, preformatted
from .widgets import bold as _bold
from .widgets import wrapping as _wrapping

QUESTION_MIN_HEIGHT = 100
"""The question's reading space at least: the longer ones scroll within it."""


_PICTURE = re.compile(r"\((?:pic|img):[ \t]*([^()\n]+?)[ \t]*\)", re.IGNORECASE)
_SOUND = re.compile(r"\((?:aud|att|video):[ \t]*([^()\n]+?)[ \t]*\)", re.IGNORECASE)

class RoundPanel(Panel):
    """The round: phase, sector, the final round's banner (QZ-23), the score (QZ-22) and the steps:
    spin, "Время пошло", the verdict, annul, back to the lobby."""

    def __init__(self, model: TableModel, commands: Commands, names: QuizTexts,
                 parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = names
        self.phase = _bold(_wrapping(self, "phase"), 5)
        self.sector = _bold(QLabel(self), 2)
        self.sector.setObjectName("sector")
        self.final = _bold(QLabel(self), 3)
        self.final.setObjectName("final_banner")
        self.final.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.final.setWordWrap(True)  # a sentence: on a laptop in uk/ru it takes two lines
        self.final.setStyleSheet("background: #8c1c2c; color: white; padding: 6px; border-radius: 4px;")
        self.score = _bold(QLabel(self), 10)
        self.score.setObjectName("score")
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.annulments = QLabel(self)
        self.annulments.setObjectName("annulments")
        self.buttons = {name: big_button(self, commands, name)
                        for name in ("spin", "time_go", "accept_answer", "reject_answer", "annul_round",
                                     "to_lobby")}
        self.buttons["accept_answer"].setStyleSheet("QToolButton:enabled { color: #1b5e20; }")
        self.buttons["reject_answer"].setStyleSheet("QToolButton:enabled { color: #b71c1c; }")
        grid = QGridLayout()
        grid.addWidget(self.buttons["spin"], 0, 0)
        grid.addWidget(self.buttons["time_go"], 0, 1)
        # the verdict, a row each: the round's one decision, and its words are long in uk/ru (QZ-06)
        grid.addWidget(self.buttons["accept_answer"], 1, 0, 1, 2)
        grid.addWidget(self.buttons["reject_answer"], 2, 0, 1, 2)
        grid.addWidget(self.buttons["annul_round"], 3, 0)
        grid.addWidget(self.buttons["to_lobby"], 3, 1)
        head = QHBoxLayout()
        head.addWidget(self.phase, 1)
        head.addWidget(self.sector)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.final)
        layout.addWidget(self.score)
        layout.addWidget(self.annulments)
        layout.addLayout(grid)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("phase"), game.get("round"), game.get("score"), game.get("question"),
                game.get("annulments"), game.get("winner"), game.get("history"), view.get("seats"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        question = game.get("question") or {}
        text = self.names.phase(phase)
        if phase == "answer" and question.get("answerer") is not None:
            text = self.tr("Answering: %1").replace("%1", views.nickname(view, question.get("answerer")))
        elif phase == "finished":
            text = self.names.outcome(game.get("winner"))
        self.phase.setText(text)
        number = int(game.get("round") or 0)
        sector = question.get("sector") if phase not in ("lobby", "finished") else None
        if sector is None:
            self.sector.setText(self.tr("Round %1").replace("%1", str(number)) if number else "")
        elif question.get("black_box"):
            self.sector.setText(self.tr("Round %1 · Zero: the black box").replace("%1", str(number)))
        else:
            self.sector.setText(self.tr("Round %1 · sector %2").replace("%1", str(number))
                                .replace("%2", str(sector)))
        final = bool(question.get("final")) and phase not in ("lobby", "finished")
        self.final.setText(self.tr("FINAL ROUND 5:5") if final else "")  # the lifelines panel shows what burnt
        self.final.setToolTip(self.tr("FINAL ROUND 5:5 — only Minute on credit is left") if final else "")
        self.final.setVisible(final)  # QZ-23
        score = game.get("score") or {}
        self.score.setText(self.tr("Experts %1 : %2 Viewers").replace("%1", str(score.get("experts", 0)))
                           .replace("%2", str(score.get("viewers", 0))))
        annulled = game.get("annulments") or {}
        history = " ".join("✓" if h.get("verdict") == "experts" else "✗" if h.get("verdict") == "viewers" else "—"
                           for h in game.get("history") or [])
        self.annulments.setText(self.tr("Annulled %1 of %2").replace("%1", str(annulled.get("used", 0)))
                                .replace("%2", str(annulled.get("max", 2))) + (f"   {history}" if history else ""))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Round"))


class MinutePanel(Panel):
    """The minute (QZ-11): the big countdown, amber in the last ten seconds (QZ-12), the gong (QZ-13);
    pause and resume (PLT-14) and the debt of the minute on credit (QZ-16)."""

    def __init__(self, model: TableModel, commands: Commands, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.countdown: views.Countdown | None = None
        self.signal_ms = 0
        self._color = ""
        self.clock = QLabel("—", self)
        self.clock.setObjectName("countdown")
        self.clock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont("DejaVu Sans Mono")
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setPointSize(44)
        font.setBold(True)
        self.clock.setFont(font)
        self.bar = QProgressBar(self)
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(10)
        self.state = _wrapping(self, "minute_state")
        self.state.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.debt = _bold(_wrapping(self, "debt"))
        self.debt.setStyleSheet("color: #c77700;")
        row = QHBoxLayout()
        row.addWidget(big_button(self, commands, "pause_resume"))
        row.addWidget(big_button(self, commands, "collect_debt"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.clock)
        layout.addWidget(self.bar)
        layout.addWidget(self.state)
        layout.addWidget(self.debt)
        layout.addLayout(row)
        self.ticker = QTimer(self)
        self.ticker.timeout.connect(self.on_tick)
        self.retranslate()
        self.redraw()  # the ticker runs only while the minute counts (on_tick)

    def watch(self, view: Json) -> object:
        game = views.game(view)
        running = ((game.get("question") or {}).get("timer") or {}).get("running")
        return (game.get("question"), game.get("phase"), game.get("debt"),
                self.model.received if running else None)  # a running minute counts from it

    def draw(self, view: Json) -> None:
        game = views.game(view)
        question = game.get("question") or {}
        self.countdown = views.Countdown.of(question.get("timer"), self.model.received)
        self.signal_ms = int(question.get("signal_ms") or 0)  # QZ-12: the view says when the signal sounds
        phase = game.get("phase")
        if question.get("debt_collected") and phase in ("answer", "question"):
            state = self.tr("Minute on credit paid back: no minute — the answer comes at once")
        elif self.countdown is None:
            state = self.tr("Press “Time starts now” after reading the question") if phase == "question" else ""
        elif question.get("gong"):
            state = self.tr("Gong! Discussion is over")
        elif question.get("early"):
            state = self.tr("Early answer: discussion stopped")
        elif not self.countdown.running:
            state = self.tr("Paused")
        elif question.get("signalled"):
            state = self.tr("Signal: ten seconds left")
        else:
            state = self.tr("Discussion")
        self.state.setText(state)
        debt = game.get("debt")
        if debt and debt.get("collected_in") is None:
            self.debt.setText(self.tr("Debt: Minute on credit taken in round %1 is not paid back yet")
                              .replace("%1", str(debt.get("taken_in"))))
        elif debt:
            self.debt.setText(self.tr("Debt paid in round %1").replace("%1", str(debt.get("collected_in"))))
        else:
            self.debt.setText("")
        self.debt.setVisible(bool(debt))
        self.on_tick()

    @Slot()
    def on_tick(self) -> None:
        countdown = self.countdown
        if countdown is None:
            self.clock.setText("—")
            self.bar.setValue(0)
            self._set_color("")
            self.ticker.stop()
            return
        now = self.model.monotonic()
        left = countdown.left(now)
        self.clock.setText(views.format_clock(left))
        set_countdown_bar(self.bar, left, countdown.total_ms)  # moves with the clock's seconds
        self._set_color("#c62828" if left == 0 else "#c77700" if left <= self.signal_ms else "")
        ticking.tick_with(self.ticker, countdown, now)

    def _set_color(self, color: str) -> None:
        if color != self._color:
            self._color = color
            self.clock.setStyleSheet(f"color: {color};" if color else "")

    def retranslate(self) -> None:
        self.setTitle(self.tr("The minute"))


class QuestionPanel(Panel):
    """The question to read, its answer with the accepted alternatives (QZ-06, QZ-28, QZ-31), the
    comment and the pack's Club's help: from the moderator view's secrets, shown only here."""

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.kind = _bold(QLabel(self))
        self.kind.setObjectName("question_kind")
        self.handout = _wrapping(self, "handout")
        self.handout.setTextFormat(Qt.TextFormat.RichText)
        self.handout.setStyleSheet("background: #fff8e1; padding: 4px;")
        self.text = as_written(self, "question_text")  # QZ-31: poems, lists, dialogues as written
        font = QFont(self.text.font())
        font.setPointSize(font.pointSize() + 3)
        self.text.setFont(font)
        self.answer = _wrapping(self, "answer")
        self.answer.setTextFormat(Qt.TextFormat.RichText)
        # a long question, its handout and the answer's comments and sources scroll here: the panel
        # keeps its height on a laptop's screen (PLT-12)
        self.page = QWidget()
        self.page.setObjectName("question_page")
        page = QVBoxLayout(self.page)
        page.setContentsMargins(0, 0, 0, 0)
        for widget in (self.kind, self.handout, self.text, self.answer):
            widget.setParent(self.page)
            page.addWidget(widget)
        page.addStretch(1)
        self.reading = QScrollArea(self)
        self.reading.setObjectName("question_scroll")
        self.reading.setWidgetResizable(True)
        self.reading.setFrameShape(QFrame.Shape.NoFrame)
        self.reading.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.reading.setMinimumHeight(QUESTION_MIN_HEIGHT)
        self.reading.setWidget(self.page)
        layout = QVBoxLayout(self)
        layout.addWidget(self.reading, 1)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("secrets"), (game.get("question") or {}).get("black_box"), game.get("phase"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        secrets = game.get("secrets") or {}
        question = game.get("question") or {}
        if not secrets or game.get("phase") in ("lobby", "finished"):
            self.kind.setText("")
            self.handout.setText("")
            self.handout.hide()
            self.text.setText(self.tr("The question shows here after the spin."))
            self.answer.setText("")
            return
        kind = (self.tr("Black box: a question about its contents") if question.get("black_box")
                else self.tr("Envelope, sector %1").replace("%1", str(question.get("sector"))))
        if secrets.get("number"):
            where = self.tr("question %1").replace("%1", str(secrets["number"]))
            kind += " · " + (f"{secrets['tour']}, {where}" if secrets.get("tour") else where)
        self.kind.setText(kind)
        # QZ-31: "(pic: 20080328.jpg)" of the database: the picture the Croupier hands out, said in words
        picture = self.tr("Picture %1: print it and hand it out")
        on_board = self.tr("Picture %1: on the board with the question")
        kept = {str(x) for x in secrets.get("pictures") or []}
        handout = _PICTURE.sub(lambda m: (on_board if m.group(1) in kept else picture).replace("%1", m.group(1)),
                               str(secrets.get("handout") or ""))
        sound = self.tr("Sound %1: play it")
        note = _SOUND.sub(lambda m: sound.replace("%1", m.group(1)), str(secrets.get("note") or ""))
        note = _PICTURE.sub(lambda m: picture.replace("%1", m.group(1)), note)
        title = html.escape(self.tr("Handout (give it to the experts):"))
        for_host = html.escape(self.tr("For the host only:"))  # QZ-31: never on a phone or the board
        parts = ([f"<b>{for_host}</b><br>{preformatted(note)}"] if note else []) + (
            [f"<b>{title}</b><br>{preformatted(handout, mono=True)}"] if handout else [])
        self.handout.setText("<br>".join(parts))
        self.handout.setVisible(bool(parts))
        self.text.setText(str(secrets.get("question") or ""))
        answer = html.escape(self.tr("Answer:"))  # PLT-15: a literal lupdate sees, not inside an f-string
        rows = [f'<p style="color:#1b5e20; font-size:large"><b>{answer}</b> '
                f'<b>{preformatted(str(secrets.get("answer") or ""))}</b></p>']
        for key, title in (("accepted", self.tr("Also accept:")), ("rejected", self.tr("Do not accept:"))):
            items = [str(x) for x in secrets.get(key) or []]
            if items:
                rows.append(f"<p><b>{html.escape(title)}</b> {preformatted('; '.join(items))}</p>")
        for key, title in (("comment", self.tr("Comment:")), ("hint", self.tr("Club's help in the pack:")),
                           ("source", self.tr("Source:")), ("author", self.tr("Author:"))):
            value = str(secrets.get(key) or "")
            if value:
                rows.append(f"<p><i>{html.escape(title)}</i><br>{preformatted(value)}</p>")
        self.answer.setText("".join(rows))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Question and answer (only you see this)"))


class LifelinesPanel(Panel):
    """The lifelines (QZ-15..QZ-18): each one's state, what the captain asks for, a button for each
    enabled when it can be given now, and the Club's help text to send."""

    def __init__(self, model: TableModel, commands: Commands, names: QuizTexts,
                 parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = names
        self.asked = _bold(_wrapping(self, "lifeline_asked"), 1)
        self.asked.setStyleSheet("color: #c77700;")
        self.states: dict[str, QLabel] = {}
        self.buttons = {}
        grid = QGridLayout()
        for row, name in enumerate(LIFELINES):
            self.buttons[name] = big_button(self, commands, name)
            self.states[name] = QLabel(self)
            self.states[name].setObjectName(f"lifeline_{name}")
            grid.addWidget(self.buttons[name], row, 0)
            grid.addWidget(self.states[name], row, 1)
        grid.setColumnStretch(0, 1)
        self.hint = QLineEdit(self)
        self.hint.setObjectName("clubs_hint")
        self.hint.setClearButtonEnabled(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.asked)
        layout.addLayout(grid)
        layout.addWidget(self.hint)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("lifelines"), game.get("lifeline_asked"), (game.get("secrets") or {}).get("hint"),
                game.get("captain"), view.get("seats"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        asked = game.get("lifeline_asked")
        self.asked.setText(self.tr("%1 asks for: %2").replace("%1", views.nickname(view, game.get("captain")))
                           .replace("%2", self.names.lifeline(asked)) if asked else "")
        self.asked.setVisible(bool(asked))
        for name, state in (game.get("lifelines") or {}).items():
            label = self.states.get(name)
            if label is None:
                continue
            text = self.names.lifeline_state(state.get("state"))
            if state.get("round"):
                text += " " + self.tr("(round %1)").replace("%1", str(state.get("round")))
            label.setText(("▶ " if name == asked else "") + text)
            label.setStyleSheet("color: #c77700; font-weight: bold;" if name == asked else
                                "" if state.get("state") == "available" else "color: gray;")
        hint = str((game.get("secrets") or {}).get("hint") or "")
        self.hint.setPlaceholderText(self.tr("Club's help text (empty: the pack's own: %1)").replace("%1", hint)
                                     if hint else self.tr("Club's help text for the experts' screens"))

    def retranslate(self) -> None:
        self.setTitle(self.tr("Lifelines"))

    def hint_text(self) -> str:
        return self.hint.text().strip()


class ExpertsPanel(Panel):
    """The experts (QZ-01): look (QZ-27), ready (QZ-03), captain (QZ-05), who answers (QZ-13), who sits
    out and every penalty (QZ-19); the buttons act on the expert selected here."""

    def __init__(self, model: TableModel, commands: Commands, names: QuizTexts,
                 parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = names
        self._rows: list[object] = []
        """What each row shows, as the view gave it (an expert's row is filled again only when it changed)."""
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("experts")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        compact_rows(self.table)
        header = self.table.horizontalHeader().sizeHint().height()
        self.table.setMinimumHeight(header + 5 * self.table.verticalHeader().defaultSectionSize() + 4)  # QZ-01: 5
        self.buttons = {name: big_button(self, commands, name)
                        for name in ("name_answerer", "sent_off", "hat_taken", "cut_time")}
        grid = QGridLayout()
        grid.addWidget(self.buttons["name_answerer"], 0, 0, 1, 2)
        grid.addWidget(self.buttons["sent_off"], 1, 0)
        grid.addWidget(self.buttons["hat_taken"], 1, 1)
        grid.addWidget(self.buttons["cut_time"], 2, 0, 1, 2)
        self.cut = QLabel(self)
        self.cut.setObjectName("cut_time_note")
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(grid)
        layout.addWidget(self.cut)
        self.retranslate()
        self.redraw()

    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("experts"), game.get("penalties"), (game.get("question") or {}).get("answerer"),
                view.get("seats"), game.get("phase"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        selected = self.selected_seat()
        experts = game.get("experts") or []
        answerer = (game.get("question") or {}).get("answerer")
        penalties = game.get("penalties") or []
        lobby = game.get("phase") == "lobby"
        if len(self._rows) != len(experts):
            self._rows = [None] * len(experts)
        with sized_once(self.table):  # the columns are measured once, not at every cell
            self.table.setRowCount(len(experts))
            for row, expert in enumerate(experts):
                seat = expert.get("seat")
                name = views.nickname(view, seat)
                own_penalties = [p for p in penalties if p.get("seat") == seat]
                shown = (expert, name, seat == answerer, lobby, own_penalties)
                if shown == self._rows[row]:  # a row whose expert is as before is left as it is
                    if seat == selected:
                        self.table.selectRow(row)
                    continue
                self._rows[row] = shown
                roles = []
                if expert.get("captain"):
                    roles.append(self.tr("captain"))
                if seat == answerer:
                    roles.append(self.tr("answers"))
                if expert.get("sitting_out"):
                    roles.append(self.tr("sent off"))
                if lobby:
                    roles.append(self.tr("ready") if expert.get("ready") else self.tr("not ready"))
                look = self.names.avatar(expert.get("avatar")) if expert.get("avatar") else "—"
                if expert.get("hat") and not expert.get("hat_taken"):
                    look += ", " + self.names.hat(expert.get("hat"))
                elif expert.get("hat_taken"):
                    look += ", " + self.tr("no hat")
                own = [self.names.penalty(p.get("kind"))
                       + (self.tr(" (round %1)").replace("%1", str(p.get("applies_to")))
                          if p.get("kind") == "sent_off" else "")
                       for p in own_penalties]
                cells = (f"{'★ ' if expert.get('captain') else ''}{name}", look, ", ".join(roles), "; ".join(own))
                for column, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    item.setData(Qt.ItemDataRole.UserRole, seat)
                    if seat == answerer:
                        item.setForeground(Qt.GlobalColor.darkGreen)
                    set_cell(self.table, row, column, item)
                if seat == selected:
                    self.table.selectRow(row)
        cuts = [p for p in penalties if p.get("kind") == "cut_time"]
        self.cut.setText(self.tr("Cut time: round %1 has 40 seconds").replace("%1", str(cuts[-1].get("applies_to")))
                         if cuts else "")
        self.cut.setVisible(bool(cuts))

    def selected_seat(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        item = self.table.item(rows[0].row(), 0)
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def select(self, seat: int) -> None:
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == seat:
                self.table.selectRow(row)

    def retranslate(self) -> None:
        self._rows = []  # every row in the new language
        self.setTitle(self.tr("Experts and penalties"))
        self.table.setHorizontalHeaderLabels([self.tr("Expert"), self.tr("Avatar and hat"), self.tr("Now"),
                                              self.tr("Penalties")])
