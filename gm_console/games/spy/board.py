"""The spy game's board for the projector (PLT-13, SPY-01..SPY-40): the lobby with the code and QR
code (the shared join block), the round (phase, countdown, whose turn it is to ask, the vote's
progress, who has looked at their card) and the result with the scores. Only the public view
(PLT-05)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from ... import views
from ...board_window import ACCENT, DIM, LOBBY, SEPARATOR, TEXT, BoardFrame, _label
from ...content import ContentNames
from ...table_model import TableModel
from ...views import Json
from . import texts
from .cues import WARNING_AT_MS
from .texts import TITLE

ROUND, RESULT = 1, 2
__all__ = ["LOBBY", "RESULT", "ROUND", "BoardWindow"]


class BoardWindow(BoardFrame):
    """The spy game's board: the lobby, the round and the result with the scores."""

    title_text = TITLE

    def __init__(self, model: TableModel, content: ContentNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.content = content

        running = self.add_page()
        self.phase = _label(running, "big")
        self.clock = _label(running, "huge", wrap=False)
        self.clock.setObjectName("board_countdown")
        self.clock_state = _label(running, "body")
        self.asker = _label(running, "title")
        self.asker.setObjectName("board_asker")
        self.vote = _label(running, "vote")
        self.vote.setObjectName("board_vote")
        self.round_seats = _label(running, "body")
        column = QVBoxLayout(running)
        column.addWidget(self.phase)
        column.addStretch(1)
        column.addWidget(self.clock)
        column.addWidget(self.clock_state)
        column.addStretch(1)
        column.addWidget(self.asker)
        column.addWidget(self.vote)
        column.addStretch(1)
        column.addWidget(self.round_seats)

        result = self.add_page()
        self.winner = _label(result, "winner")
        self.winner.setObjectName("board_winner")
        self.outcome = _label(result, "body")
        self.reveal = _label(result, "big")
        self.result_scores = _label(result, "table", center=False)
        self.result_scores.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        result_column = QVBoxLayout()
        result_column.addStretch(1)
        result_column.addWidget(self.winner)
        result_column.addWidget(self.outcome)
        result_column.addSpacing(40)
        result_column.addWidget(self.reveal)
        result_column.addStretch(1)
        result_row = QHBoxLayout(result)
        result_row.addLayout(result_column, 3)
        result_row.addSpacing(40)
        result_row.addWidget(self.result_scores, 2)
        self.start()

    def page(self, view: Json) -> int:
        phase = views.game(view).get("phase")
        return LOBBY if phase in (None, "lobby") else RESULT if phase == "round_over" else ROUND

    def round_text(self, view: Json) -> str:
        number = int(views.game(view).get("round") or 0)
        return self.tr("Round %1").replace("%1", str(number)) if number else ""

    def draw_page(self, page: int, view: Json) -> None:
        if page == ROUND:
            self._draw_round(view)
        elif page == RESULT:
            self._draw_result(view)

    def _draw_round(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        self.phase.setText(texts.phase(phase))
        asker = game.get("asker")
        self.asker.setText(self.tr("Asks now: %1").replace("%1", views.nickname(view, asker))
                           if asker is not None else "")
        accusation, suspects = game.get("accusation"), game.get("suspect_vote")
        if accusation:
            self.vote.setText(self.tr("%1 accuses %2 — %3 of %4 voted")
                              .replace("%1", views.nickname(view, accusation.get("accuser")))
                              .replace("%2", views.nickname(view, accusation.get("accused")))
                              .replace("%3", str(accusation.get("voted", 0)))
                              .replace("%4", str(accusation.get("eligible", 0))))
        elif suspects:
            self.vote.setText(self.tr("Name your suspect on your phone — %1 of %2 voted")
                              .replace("%1", str(suspects.get("voted", 0)))
                              .replace("%2", str(suspects.get("eligible", 0))))
        elif game.get("exposed") is not None:
            self.vote.setText(self.tr("%1 is exposed! Last chance to name the location…")
                              .replace("%1", views.nickname(view, game.get("exposed"))))
        elif phase == "dealt":
            self.vote.setText(self.tr("Look at your card, then wait for the start"))
        else:
            self.vote.setText("")
        players = game.get("players") or []
        seen = set(game.get("seen") or [])
        marks = [views.nickname(view, p) + (" ✓" if phase == "dealt" and p in seen else "") for p in players]
        self.round_seats.setText(SEPARATOR.join(marks))

    def _draw_result(self, view: Json) -> None:
        game = views.game(view)
        result = game.get("result") or {}
        deck = (game.get("options") or {}).get("deck")
        self.winner.setText(texts.winner(result.get("winner")) or self.tr("No points this round"))
        self.outcome.setText(texts.outcome(result.get("outcome")))
        location = self.content.location(result.get("location"), deck)
        spies = views.names(view, result.get("spies"))
        label = self.tr("Spies: %1") if len(result.get("spies") or []) > 1 else self.tr("Spy: %1")
        self.reveal.setText(self.tr("Location: %1").replace("%1", location) + "\n\n" + label.replace("%1", spies)
                            if location else "")
        self.result_scores.setText(self._scores_html(view))

    def _scores_html(self, view: Json) -> str:
        game = views.game(view)
        leaders = set(game.get("leaders") or [])
        cells = []
        for row in views.ranked_scores(view):
            seat = row.get("seat")
            color = ACCENT if seat in leaders else TEXT
            star = "★ " if seat in leaders else ""
            cells.append(f'<tr><td style="color:{color}; padding-right:40px">{star}'
                         f'{html.escape(views.nickname(view, seat))}</td>'
                         f'<td align="right" style="color:{color}">{int(row.get("points", 0))}</td></tr>')
        head = html.escape(self.tr("Scores"))
        return (f'<div style="color:{DIM}">{head}</div>'
                f'<table cellspacing="0" cellpadding="4">{"".join(cells)}</table>')

    def tick(self, left: int | None) -> None:
        """The round's countdown: amber in its last minute (SPY-09), waiting during a vote."""
        self.paint_clock(self.clock, left, WARNING_AT_MS)
        if left is not None and views.game(self.model.public).get("phase") == "accusation":
            self.clock_state.setText(self.tr("Paused for the vote"))
        else:
            self.clock_state.setText(self.paused_text(left))
