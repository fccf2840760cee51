"""The spy game's board for the projector (PLT-13, SPY-01..SPY-40): the lobby with the code and QR
code, the round (phase, countdown, whose turn it is to ask, the vote's progress) and the result
with the scores. Only the public view (PLT-05)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QHBoxLayout, QStackedWidget, QVBoxLayout, QWidget

from ... import texts as common_texts
from ... import views
from ...board_window import ACCENT, ALARM, DIM, SEPARATOR, TEXT, WARN, BoardFrame, _label
from ...content import ContentNames
from ...qr import QrView
from ...table_model import TableModel
from ...views import Json
from . import texts

LOBBY, ROUND, RESULT = 0, 1, 2


class BoardWindow(BoardFrame):
    """The spy game's board: the lobby with the code and QR code, the round (phase, countdown, whose
    turn it is to ask, the vote's progress) and the result with the scores."""

    def __init__(self, model: TableModel, content: ContentNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.content = content

        self.title = _label(self, "small", center=False, wrap=False)
        self.round_label = _label(self, "small", wrap=False)
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.pages = QStackedWidget(self)

        lobby = QWidget(self.pages)
        self.join_caption = _label(lobby, "title")
        self.code = _label(lobby, "code", wrap=False)
        self.code.setObjectName("board_code")
        self.url = _label(lobby, "small")
        self.call_link = _label(lobby, "small")
        self.qr = QrView(lobby, minimum=240, dark="#000000", light="#ffffff")
        self.lobby_seats = _label(lobby, "body")
        left = QVBoxLayout()
        left.addStretch(1)
        left.addWidget(self.join_caption)
        left.addWidget(self.code)
        left.addWidget(self.url)
        left.addWidget(self.call_link)
        left.addSpacing(20)
        left.addWidget(self.lobby_seats)
        left.addStretch(1)
        lobby_row = QHBoxLayout(lobby)
        lobby_row.addLayout(left, 3)
        lobby_row.addWidget(self.qr, 2)

        running = QWidget(self.pages)
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

        result = QWidget(self.pages)
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

    def draw(self, view: Json) -> None:
        game = views.game(view)
        table = view.get("table") or {}
        phase = game.get("phase")
        self.title.setText(self.tr("%1 · table %2").replace("%1", common_texts.game_title(table.get("game", "")))
                           .replace("%2", str(table.get("code", ""))))
        number = int(game.get("round") or 0)
        self.round_label.setText(self.tr("Round %1").replace("%1", str(number)) if number else "")
        self.countdown = views.Countdown.of(game.get("timer"), self.model.received)
        if phase in (None, "lobby"):
            self.pages.setCurrentIndex(LOBBY)
            self._render_lobby(view)
        elif phase == "round_over":
            self.pages.setCurrentIndex(RESULT)
            self._render_result(view)
        else:
            self.pages.setCurrentIndex(ROUND)
            self._render_round(view)
        self.on_tick()

    def _render_lobby(self, view: Json) -> None:
        game, table = views.game(view), view.get("table") or {}
        url = str(table.get("url") or "")
        self.join_caption.setText(self.tr("Join with your phone"))
        self.code.setText(str(table.get("code", "")))
        self.url.setText(url)
        self.qr.set_text(url)
        self.qr.setVisible(bool(url))
        link = str((game.get("options") or {}).get("call_link") or "")
        self.call_link.setText(self.tr("Call: %1").replace("%1", link) if link else "")
        self.call_link.setVisible(bool(link))
        present = [s for s in views.seats(view) if s.get("present", True)]
        self.lobby_seats.setText(
            self.tr("At the table (%1): %2").replace("%1", str(len(present))).replace(
                "%2", SEPARATOR.join(str(s.get("nickname")) for s in present))
            if present else self.tr("Waiting for players…"))

    def _render_round(self, view: Json) -> None:
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

    def _render_result(self, view: Json) -> None:
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

    @Slot()
    def on_tick(self) -> None:
        countdown = self.countdown
        if countdown is None:
            self.clock.setText("")
            self.clock_state.setText("")
            return
        left = countdown.left(self.model.monotonic())
        self.clock.setText(views.format_clock(left))
        phase = views.game(self.model.public).get("phase")
        if phase == "accusation":
            self.clock_state.setText(self.tr("Paused for the vote"))
        elif not countdown.running and left > 0:
            self.clock_state.setText(self.tr("Paused"))
        else:
            self.clock_state.setText("")
        color = ALARM if left == 0 else WARN if left <= 60_000 else TEXT
        if color != self._clock_color:
            self._clock_color = color
            self.clock.setStyleSheet(f"color: {color};")

    # --- look -------------------------------------------------------------------------------------
    def _apply_style(self) -> None:
        super()._apply_style()
        unit = self.unit()
        self.qr.setMinimumSize(int(240 * unit), int(240 * unit))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("GM Console — public board"))
        self._watched = None
        self.on_table_changed()
