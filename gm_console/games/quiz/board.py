"""The quiz on the projector (PUBLIC view only): the lobby with the code and the experts, the roulette
that spins onto the sector the table chose (QZ-08), the score (QZ-22), the big minute with its
ten-second warning (QZ-11, QZ-12), the black box scene (QZ-09), the Club's help text (QZ-17), the
final round (QZ-23) and the winner screen (QZ-24)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QHBoxLayout, QStackedWidget, QVBoxLayout, QWidget

from ... import views
from ...board_window import ACCENT, ALARM, LOBBY, SEPARATOR, TEXT, WARN, BoardFrame, _label
from ...table_model import TableModel
from ...views import Json
from .texts import AVATAR_COLORS, TITLE, QuizTexts
from .wheel import BlackBox, Wheel

GAME, WINNER = 1, 2
GREEN, RED = "#5bd18b", "#ff6b6b"


class QuizBoard(BoardFrame):
    """The projector's view of the quiz: the experts joining, the roulette (or the black box) with
    the score, the question, the minute and the answer, and the winner."""

    title_text = TITLE

    def __init__(self, model: TableModel, _content: object = None, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = QuizTexts(self)
        self._round_key: object = None
        lobby = self.lobby_page
        self.pack = _label(lobby, "body")
        self.join_column.insertWidget(4, self.pack)  # under the link, above the call link
        self.lobby_experts = self.lobby_seats
        self.lobby_experts.setProperty("role", "table")
        self.lobby_experts.setTextFormat(Qt.TextFormat.RichText)
        self.lobby_experts.setObjectName("board_experts")

        running = self.add_page()
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

        result = self.add_page()
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
        self.start()

    # --- drawing ------------------------------------------------------------------------------------
    def page(self, view: Json) -> int:
        phase = views.game(view).get("phase")
        return LOBBY if phase in (None, "lobby") else WINNER if phase == "finished" else GAME

    def round_text(self, view: Json) -> str:
        game = views.game(view)
        number = int(game.get("round") or 0)
        return self.tr("Round %1").replace("%1", str(number)) if number and game.get("phase") != "lobby" else ""

    def timer(self, view: Json) -> Json | None:
        timer = (views.game(view).get("question") or {}).get("timer")
        return timer if isinstance(timer, dict) else None

    def join_text(self, view: Json) -> str:
        return self.tr("Experts, join with your phone")

    def seats_text(self, view: Json) -> str:
        return self._experts_html(view, lobby=True)

    def draw_page(self, page: int, view: Json) -> None:
        if page == LOBBY:
            pack = views.game(view).get("pack") or {}
            self.pack.setText(self.tr("Pack: %1").replace("%1", str(pack.get("title") or "")) if pack else "")
            self._round_key = None
        elif page == WINNER:
            self._draw_winner(view)
        else:
            self._draw_round(view)

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
    def tick(self, left: int | None) -> None:
        """The minute (QZ-11): amber from the view's signal (QZ-12), the gong at zero (QZ-13)."""
        game = views.game(self.model.public)
        question = game.get("question") or {}
        if game.get("phase") not in ("minute", "answer"):
            left = None
        signal_ms = int(question.get("signal_ms") or 0)  # QZ-12: the view says when the signal sounds
        self.paint_clock(self.clock, left, signal_ms)
        self.clock.setVisible(left is not None)
        countdown = self.countdown
        if left is None or countdown is None:
            note = ""
        elif question.get("gong") or (left == 0 and countdown.running):
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


def _esc(text: str) -> str:
    return html.escape(text)
