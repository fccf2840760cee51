"""The quiz on the projector (PUBLIC view only): the lobby with the code and the experts, the roulette
that spins onto the sector the table chose (QZ-08), the score (QZ-22), the big minute with its
ten-second warning (QZ-11, QZ-12), the black box scene (QZ-09), the Club's help text (QZ-17), the
final round (QZ-23) and the winner screen (QZ-24)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QHBoxLayout, QStackedWidget, QVBoxLayout, QWidget

from ... import texts, views
from ...board_window import ACCENT, ALARM, SEPARATOR, TEXT, WARN, BoardFrame, _label
from ...qr import QrView
from ...table_model import TableModel
from ...views import Json
from .texts import AVATAR_COLORS, QuizTexts
from .wheel import BlackBox, Wheel

LOBBY, GAME, WINNER = 0, 1, 2
GREEN, RED = "#5bd18b", "#ff6b6b"


class QuizBoard(BoardFrame):
    def __init__(self, model: TableModel, _content: object = None, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = QuizTexts(self)
        self._round_key: object = None
        self.title = _label(self, "small", center=False, wrap=False)
        self.round_label = _label(self, "small", wrap=False)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.pages = QStackedWidget(self)

        lobby = QWidget(self.pages)
        self.join_caption = _label(lobby, "title")
        self.code = _label(lobby, "code", wrap=False)
        self.code.setObjectName("board_code")
        self.url = _label(lobby, "small")
        self.pack = _label(lobby, "body")
        self.call_link = _label(lobby, "small")
        self.lobby_experts = _label(lobby, "table")
        self.lobby_experts.setObjectName("board_experts")
        self.qr = QrView(lobby, minimum=240, dark="#000000", light="#ffffff")
        left = QVBoxLayout()
        left.addStretch(1)
        for widget in (self.join_caption, self.code, self.url, self.pack, self.call_link):
            left.addWidget(widget)
        left.addSpacing(16)
        left.addWidget(self.lobby_experts)
        left.addStretch(1)
        lobby_row = QHBoxLayout(lobby)
        lobby_row.addLayout(left, 3)
        lobby_row.addWidget(self.qr, 2)

        running = QWidget(self.pages)
        self.scene = QStackedWidget(running)
        self.wheel = Wheel(self.scene)
        self.box = BlackBox(self.scene)
        self.scene.addWidget(self.wheel)
        self.scene.addWidget(self.box)
        self.wheel.animation.finished.connect(self.on_spin_ended)
        self.score = _label(running, "title", wrap=False)
        self.score.setObjectName("board_score")
        self.banner = _label(running, "big")
        self.banner.setObjectName("board_banner")
        self.question = _label(running, "body")
        self.question.setObjectName("board_question")
        self.clock = _label(running, "huge", wrap=False)
        self.clock.setObjectName("board_countdown")
        self.clock_note = _label(running, "big")
        self.clock_note.setObjectName("board_clock_note")
        self.help = _label(running, "body")
        self.help.setObjectName("board_help")
        self.help.setStyleSheet(f"color: {ACCENT};")
        self.answer = _label(running, "body")
        self.answer.setObjectName("board_answer")
        self.experts = _label(running, "small")
        column = QVBoxLayout()
        column.addWidget(self.score)
        column.addWidget(self.banner)
        column.addStretch(1)
        column.addWidget(self.question)
        column.addWidget(self.clock)
        column.addWidget(self.clock_note)
        column.addWidget(self.help)
        column.addWidget(self.answer)
        column.addStretch(1)
        column.addWidget(self.experts)
        row = QHBoxLayout(running)
        row.addWidget(self.scene, 5)
        row.addSpacing(24)
        row.addLayout(column, 6)

        result = QWidget(self.pages)
        self.winner = _label(result, "winner")
        self.winner.setObjectName("board_winner")
        self.final_score = _label(result, "huge", wrap=False)
        self.final_note = _label(result, "body")
        result_column = QVBoxLayout(result)
        result_column.addStretch(1)
        result_column.addWidget(self.winner)
        result_column.addWidget(self.final_score)
        result_column.addWidget(self.final_note)
        result_column.addStretch(1)

        for page in (lobby, running, result):
            self.pages.addWidget(page)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.round_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 24, 48, 32)
        layout.addLayout(head)
        layout.addWidget(self.pages, 1)
        self.start()

    # --- drawing ------------------------------------------------------------------------------------
    def draw(self, view: Json) -> None:
        game = views.game(view)
        table = view.get("table") or {}
        phase = game.get("phase")
        self.title.setText(self.tr("%1 · table %2").replace("%1", texts.game_title(str(table.get("game", ""))))
                           .replace("%2", str(table.get("code", ""))))
        number = int(game.get("round") or 0)
        self.round_label.setText(self.tr("Round %1").replace("%1", str(number)) if number and phase != "lobby" else "")
        question = game.get("question") or {}
        self.countdown = views.Countdown.of(question.get("timer"), self.model.received)
        if phase in (None, "lobby"):
            self.pages.setCurrentIndex(LOBBY)
            self._draw_lobby(view)
        elif phase == "finished":
            self.pages.setCurrentIndex(WINNER)
            self._draw_winner(view)
        else:
            self.pages.setCurrentIndex(GAME)
            self._draw_round(view)
        self.on_tick()

    def _draw_lobby(self, view: Json) -> None:
        game, table = views.game(view), view.get("table") or {}
        url = str(table.get("url") or "")
        self.join_caption.setText(self.tr("Experts, join with your phone"))
        self.code.setText(str(table.get("code", "")))
        self.url.setText(url)
        self.qr.set_text(url)
        self.qr.setVisible(bool(url))
        pack = game.get("pack") or {}
        self.pack.setText(self.tr("Pack: %1").replace("%1", str(pack.get("title") or "")) if pack else "")
        link = str((game.get("options") or {}).get("call_link") or "")
        self.call_link.setText(self.tr("Call: %1").replace("%1", link) if link else "")
        self.call_link.setVisible(bool(link))
        self.lobby_experts.setText(self._experts_html(view, lobby=True))
        self._round_key = None

    def _experts_html(self, view: Json, *, lobby: bool) -> str:
        game = views.game(view)
        rows = []
        for expert in game.get("experts") or []:
            seat = expert.get("seat")
            color = AVATAR_COLORS.get(str(expert.get("avatar")), "#56606b")
            look = self.names.avatar(expert.get("avatar")) if expert.get("avatar") else ""
            if expert.get("hat") and not expert.get("hat_taken"):
                look = (look + ", " if look else "") + self.names.hat(expert.get("hat"))
            marks = []
            if expert.get("captain"):
                marks.append(self.tr("captain"))
            if lobby:
                marks.append(self.tr("ready") if expert.get("ready") else self.tr("not ready"))
            name = views.nickname(view, seat)
            ready_color = ACCENT if expert.get("ready") or not lobby else "#9aa3ad"
            rows.append(f'<tr><td style="color:{color}">●</td>'
                        f'<td style="padding:0 18px">{"★ " if expert.get("captain") else ""}{_esc(name)}'
                        f'<span style="color:#9aa3ad; font-size:small"> {_esc(look)}</span></td>'
                        f'<td style="color:{ready_color}">{_esc(", ".join(marks))}</td></tr>')
        if not rows:
            return f'<p style="color:#9aa3ad">{_esc(self.tr("Waiting for the experts…"))}</p>'
        return f'<table cellspacing="0" cellpadding="2">{"".join(rows)}</table>'

    def _draw_round(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        question = game.get("question") or {}
        roulette = game.get("roulette") or {}
        score = game.get("score") or {}
        self.score.setText(self.tr("Experts %1 : %2 Viewers").replace("%1", str(score.get("experts", 0)))
                           .replace("%2", str(score.get("viewers", 0))))
        landed = roulette.get("landed")
        played = frozenset(int(s) for s in roulette.get("played") or [])
        key = (game.get("match"), game.get("round"), landed)
        # QZ-08: a new spin turns the top onto the sector the table chose
        animate = self._round_key is not None and key != self._round_key and phase == "question"
        self._round_key = key
        spinning_to = self.wheel.landed if self.wheel.spinning() else None
        if animate or spinning_to != landed:
            self.wheel.show_round(played, landed, animate=animate)
        else:
            self.wheel.played = played
            self.wheel.update()
        # the box stays on the stage, opened, until the next spin
        black_box = bool(question.get("black_box")) and (phase != "roulette" or question.get("answer") is not None)
        self.scene.setCurrentWidget(self.box if black_box and not self.wheel.spinning() else self.wheel)
        self.box.set_opened(black_box and question.get("answer") is not None)
        banner, color = "", TEXT
        if question.get("final") and phase != "roulette":
            banner, color = self.tr("Final round!"), ALARM  # QZ-23
        if phase == "roulette" or self.wheel.spinning():
            banner, color = self.tr("The Croupier spins the roulette"), TEXT  # the sector shows once the top stops
        elif black_box:
            banner, color = self.tr("Black box!"), GREEN  # QZ-09
        elif question.get("sector") is not None and not question.get("final"):
            banner = self.tr("Sector %1").replace("%1", str(question.get("sector")))
        self.banner.setText(banner)
        self.banner.setStyleSheet(f"color: {color};")
        text = str(question.get("text") or "") if phase != "roulette" else ""
        self.question.setText(text)
        self.question.setVisible(bool(text))
        hint = str(question.get("clubs_help") or "") if phase in ("minute", "answer") else ""
        self.help.setText(self.tr("Club's help: %1").replace("%1", hint) if hint else "")
        self.help.setVisible(bool(hint))
        self.answer.setText(self._answer_text(view))
        self.answer.setVisible(bool(self.answer.text()))
        sitting = [views.nickname(view, s) for s in question.get("sitting_out") or []] if phase != "roulette" else []
        line = self.tr("Captain: %1").replace("%1", views.nickname(view, game.get("captain")))
        if sitting:
            line += SEPARATOR + self.tr("Sits out: %1").replace("%1", ", ".join(sitting))
        self.experts.setText(line)

    @Slot()
    def on_spin_ended(self) -> None:
        """The top stopped: the sector (or the black box) is shown now."""
        self._watched = None
        self.on_table_changed()

    def _answer_text(self, view: Json) -> str:
        game = views.game(view)
        question = game.get("question") or {}
        phase = game.get("phase")
        answer = question.get("answer") or {}
        verdict = question.get("verdict")
        if verdict in ("experts", "viewers") and answer:
            head = self.tr("Right! The point goes to the experts") if verdict == "experts" else \
                self.tr("Wrong. The point goes to the viewers")
            found = self.tr("The box held: %1") if question.get("black_box") else self.tr("Answer: %1")
            parts = [head, found.replace("%1", str(answer.get("answer") or ""))]
            if answer.get("comment"):
                parts.append(str(answer.get("comment")))
            return "\n".join(parts)
        if verdict == "annulled":
            return self.tr("The round is annulled: nobody scores")
        if phase == "answer" or (phase == "minute" and question.get("answerer") is not None):
            answerer = question.get("answerer")
            return (self.tr("Answering: %1").replace("%1", views.nickname(view, answerer)) if answerer is not None
                    else self.tr("Who answers, captain?"))
        if phase == "question":
            return self.tr("Debt round: no minute, the answer comes at once") if question.get("debt_collected") \
                else self.tr("Listen to the question…")
        return ""

    def _draw_winner(self, view: Json) -> None:
        game = views.game(view)
        score = game.get("score") or {}
        winner = game.get("winner")
        self.winner.setText(self.tr("The experts win!") if winner == "experts" else
                            self.tr("The viewers win!") if winner == "viewers" else self.tr("The game is over"))
        self.winner.setStyleSheet(f"color: {GREEN if winner == 'experts' else RED};")
        self.final_score.setText(f"{score.get('experts', 0)} : {score.get('viewers', 0)}")
        self.final_note.setText(self.tr("Experts : Viewers"))
        self._round_key = None

    # --- the minute -------------------------------------------------------------------------------
    @Slot()
    def on_tick(self) -> None:
        game = views.game(self.model.public)
        question = game.get("question") or {}
        countdown = self.countdown
        if countdown is None or game.get("phase") not in ("minute", "answer"):
            self.clock.setText("")
            self.clock_note.setText("")
            self.clock.setVisible(False)
            self.clock_note.setVisible(False)
            return
        left = countdown.left(self.model.monotonic())
        signal_ms = int(question.get("signal_ms") or 0)  # QZ-12: the view says when the signal sounds
        self.clock.setVisible(True)
        self.clock.setText(views.format_clock(left))
        color = ALARM if left == 0 else WARN if left <= signal_ms else TEXT
        if color != self._clock_color:
            self._clock_color = color
            self.clock.setStyleSheet(f"color: {color};")
        if question.get("gong") or (left == 0 and countdown.running):
            note = self.tr("Gong! Discussion is over")
        elif question.get("early"):
            note = self.tr("Early answer")
        elif not countdown.running and left > 0:
            note = self.tr("Paused")
        elif left <= signal_ms or question.get("signalled"):
            note = self.tr("10 seconds left!")  # QZ-12
        else:
            note = ""
        self.clock_note.setText(note)
        self.clock_note.setVisible(bool(note))
        self.clock_note.setStyleSheet(f"color: {WARN if note else TEXT};")

    def _apply_style(self) -> None:
        super()._apply_style()
        self.qr.setMinimumSize(int(240 * self.unit()), int(240 * self.unit()))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("GM Console — public board"))
        self._watched = None
        self.on_table_changed()


def _esc(text: str) -> str:
    return html.escape(text)
