"""SUSPI's board for the projector (PLT-13, SUS-01..SUS-46): the join code with the rules screen
(SUS-46), the night, dawn, day and council of the villa, who did not come back at dawn, the live
council count (ghost variant), the ghosts, the announced number of murderers, and the results with
the evening's scoreboard. Only the public view (PLT-05)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QHBoxLayout, QStackedWidget, QVBoxLayout, QWidget

from ... import texts as common_texts
from ... import views
from ...board_window import ACCENT, ALARM, DIM, TEXT, WARN, BoardFrame, _label
from ...qr import QrView
from ...table_model import TableModel
from ...views import Json
from .texts import (
    SuspiNames,
    durations,
    esc,
    goal_text,
    match,
    nick_list,
    pairs,
    phase_text,
    reason_text,
    role_text,
    rules_texts,
    signed,
    winner_text,
)

LOBBY, PLAY, RESULT = 0, 1, 2


class SuspiBoard(BoardFrame):
    """The projector: the join code with the rules (SUS-46), the night, dawn, day and council of the
    villa, and the results with the evening's scoreboard. Only the public view."""

    def __init__(self, model: TableModel, _content: object = None, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = SuspiNames(model)
        self._rules = False
        self.title = _label(self, "small", center=False, wrap=False)
        self.round_label = _label(self, "small", wrap=False)
        self.round_label.setObjectName("board_round")
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.pages = QStackedWidget(self)

        lobby = QWidget(self.pages)
        self.join_caption = _label(lobby, "title")
        self.code = _label(lobby, "code", wrap=False)
        self.code.setObjectName("board_code")
        self.url = _label(lobby, "small")
        self.call_link = _label(lobby, "small")
        self.qr = QrView(lobby, minimum=200, dark="#000000", light="#ffffff")
        self.lobby_seats = _label(lobby, "small")
        self.rules_caption = _label(lobby, "big", center=False)
        self.rules_caption.setObjectName("board_rules_caption")
        self.rules = _label(lobby, "rules", center=False)
        self.rules.setObjectName("board_rules")
        self.rules.setTextFormat(Qt.TextFormat.RichText)
        self.rules.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        join = QVBoxLayout()
        join.addStretch(1)
        join.addWidget(self.join_caption)
        join.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        join.addWidget(self.code)
        join.addWidget(self.url)
        join.addWidget(self.call_link)
        join.addWidget(self.lobby_seats)
        join.addStretch(1)
        rules = QVBoxLayout()
        rules.addStretch(1)
        rules.addWidget(self.rules_caption)
        rules.addWidget(self.rules)
        rules.addStretch(1)
        lobby_row = QHBoxLayout(lobby)
        lobby_row.addLayout(join, 2)
        lobby_row.addSpacing(40)
        lobby_row.addLayout(rules, 3)

        play = QWidget(self.pages)
        self.phase = _label(play, "big")
        self.phase.setObjectName("board_phase")
        self.clock = _label(play, "huge", wrap=False)
        self.clock.setObjectName("board_countdown")
        self.clock_state = _label(play, "body")
        self.headline = _label(play, "title")
        self.headline.setObjectName("board_headline")
        self.tally = _label(play, "vote")
        self.tally.setObjectName("board_tally")
        self.rooms = _label(play, "body")
        self.rooms.setObjectName("board_rooms")
        self.facts = _label(play, "small")
        self.facts.setObjectName("board_facts")
        column = QVBoxLayout(play)
        column.addWidget(self.phase)
        column.addStretch(1)
        column.addWidget(self.clock)
        column.addWidget(self.clock_state)
        column.addStretch(1)
        column.addWidget(self.headline)
        column.addWidget(self.tally)
        column.addStretch(1)
        column.addWidget(self.rooms)
        column.addWidget(self.facts)

        result = QWidget(self.pages)
        self.winner = _label(result, "winner")
        self.winner.setObjectName("board_winner")
        self.reason = _label(result, "body")
        self.result_clock = _label(result, "big", wrap=False)
        self.result_note = _label(result, "body")
        self.reveal = _label(result, "table", center=False)
        self.reveal.setObjectName("board_reveal")
        self.scores = _label(result, "table", center=False)
        self.scores.setObjectName("board_scores")
        result_column = QVBoxLayout()
        result_column.addStretch(1)
        result_column.addWidget(self.winner)
        result_column.addWidget(self.reason)
        result_column.addWidget(self.result_clock)
        result_column.addWidget(self.result_note)
        result_column.addWidget(self.reveal, 0, Qt.AlignmentFlag.AlignHCenter)
        result_column.addStretch(1)
        result_row = QHBoxLayout(result)
        result_row.addLayout(result_column, 3)
        result_row.addSpacing(40)
        result_row.addWidget(self.scores, 1)

        for page in (lobby, play, result):
            self.pages.addWidget(page)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.round_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 24, 48, 32)
        layout.addLayout(head)
        layout.addWidget(self.pages, 1)
        self.start()

    # --- what it shows ------------------------------------------------------------------------------
    def draw(self, view: Json) -> None:
        game, m = views.game(view), match(view)
        table = view.get("table") or {}
        phase = str(game.get("phase") or "lobby")
        self.title.setText(self.tr("%1 · table %2").replace("%1", common_texts.game_title(str(table.get("game", ""))))
                           .replace("%2", str(table.get("code", ""))))
        parts = []
        if game.get("game"):
            parts.append(self.tr("Game %1").replace("%1", str(game["game"])))
        if m.get("round"):
            parts.append(self.tr("Round %1").replace("%1", str(m["round"])))
        if m.get("last_round"):
            parts.append(self.tr("the last round"))
        self.round_label.setText(" · ".join(parts))
        timer = m.get("timer") if phase in durations(view) else None
        self.countdown = views.Countdown.of(timer, self.model.received)
        if phase == "lobby":
            self.pages.setCurrentIndex(LOBBY)
            self._draw_lobby(view)
        elif phase in ("unmasking", "over"):
            self.pages.setCurrentIndex(RESULT)
            self._draw_result(view)
        else:
            self.pages.setCurrentIndex(PLAY)
            self._draw_play(view)
        self.on_tick()

    def rules_shown(self, view: Json) -> bool:
        """SUS-46: the rules screen shows in the lobby for the view's ``rules_screen_ms`` (about 20
        minutes) after the table was opened (the envelope's ``table.opened``), and never once the
        evening's first game is dealt."""
        game = views.game(view)
        if game.get("phase") != "lobby" or game.get("match") is not None or game.get("history"):
            return False
        opened = (view.get("table") or {}).get("opened")
        return opened is None or self.model.table.clock() - int(opened) < int(game.get("rules_screen_ms") or 0)

    def _draw_lobby(self, view: Json) -> None:
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
        self.lobby_seats.setText(self.tr("At the table (%1): %2").replace("%1", str(len(present)))
                                 .replace("%2", ", ".join(str(s.get("nickname")) for s in present))
                                 if present else self.tr("Waiting for players…"))
        shown = self._rules = self.rules_shown(view)
        self.rules_caption.setText(self.tr("How SUSPI is played") if shown else self.tr("The evening so far"))
        if shown:
            items = "".join(f"<li style='margin-bottom:6px'>{esc(rule)}</li>" for rule in rules_texts(view))
            self.rules.setText(f"<ul style='margin-left:-20px'>{items}</ul>")
        else:
            self.rules.setText(self._scores_html(view))

    def _draw_play(self, view: Json) -> None:
        game, m = views.game(view), match(view)
        phase = str(game.get("phase") or "")
        self.phase.setText(phase_text(phase))
        council = m.get("council") or {}
        missing = list(m.get("missing") or [])
        tally_text = ""
        if phase == "dealt":
            headline = self.tr("Hold your card to read it — then the night falls")
        elif phase == "night":
            headline = self.tr("Pick a room on your phone, then put it face down")
        elif phase in ("dawn", "day"):  # SUS-08: who did not come back
            headline = (self.tr("Did not come back: %1").replace("%1", nick_list(view, missing)) if missing
                        else self.tr("Everyone came back this morning"))
            shots = [s for s in m.get("shots") or [] if s.get("round") == m.get("round")]
            if shots and phase == "day":
                headline += "\n" + self.tr("Shot: %1").replace("%1", nick_list(view, [s.get("target") for s in shots]))
        elif phase == "council":
            headline = self.tr("Vote on your phone and confirm — %1 of %2 confirmed") \
                .replace("%1", str(council.get("confirmed", 0))).replace("%2", str(council.get("eligible", 0)))
            if council.get("runoff"):
                headline = self.tr("Runoff among: %1").replace("%1", nick_list(view, council.get("candidates"))) \
                    + "\n" + headline
            tally = council.get("tally")  # SUS-10, SUS-21: live in the ghost variant only
            if tally:
                ranked = sorted(tally, key=lambda r: (-int(r.get("votes", 0)), r.get("seat", 0)))
                tally_text = self.tr("Votes so far: %1").replace(
                    "%1", "   ".join(f"{views.nickname(view, r.get('seat'))} {r.get('votes')}" for r in ranked))
        elif phase == "verdict":
            verdicts = m.get("verdicts") or []
            last = verdicts[-1] if verdicts else {}
            leaving = list(last.get("leaving") or [])
            headline = (self.tr("Leaves the villa: %1").replace("%1", nick_list(view, leaving)) if leaving
                        else self.tr("Nobody leaves the villa"))
            counts = sorted(last.get("runoff_counts") or last.get("counts") or [],
                            key=lambda r: (-int(r.get("votes", 0)), r.get("seat", 0)))
            tally_text = "   ".join(f"{views.nickname(view, r.get('seat'))} {r.get('votes')}" for r in counts)
        else:
            headline = ""
        self.headline.setText(headline)
        self.tally.setText(tally_text)
        self.tally.setVisible(bool(tally_text))
        rooms = "  ·  ".join(self.names.room(r) for r in m.get("rooms") or [])
        self.rooms.setText(self.tr("The villa: %1").replace("%1", rooms) if rooms else "")
        facts = [self.tr("Alive: %1").replace("%1", str(len(m.get("alive") or [])))]
        ghosts = list(m.get("ghosts") or [])
        if ghosts:  # SUS-17
            facts.append(self.tr("Ghosts: %1").replace("%1", nick_list(view, ghosts)))
        elif m.get("dead"):
            facts.append(self.tr("Out: %1").replace("%1", nick_list(view, m.get("dead"))))
        if m.get("announced_murderers"):  # SUS-15
            facts.append(self.tr("Murderers: about %1").replace("%1", str(m["announced_murderers"])))
        self.facts.setText("   ·   ".join(facts))

    def _draw_result(self, view: Json) -> None:
        m = match(view)
        result = m.get("result")
        winner = (result or {}).get("winner") or (m.get("winner") or {}).get("team")
        reason = (result or {}).get("reason") or (m.get("winner") or {}).get("reason")
        self.winner.setText(winner_text(winner) or self.tr("Nobody wins"))
        self.reason.setText(reason_text(reason))
        unmasking = m.get("unmasking")
        if unmasking:  # SUS-42
            self.result_note.setText(self.tr("Guess another player's goal on your phone — %1 of %2 guessed")
                                     .replace("%1", str(unmasking.get("guessed", 0)))
                                     .replace("%2", str(unmasking.get("players", 0))))
        else:
            self.result_note.setText("")
        self.result_clock.setVisible(bool(unmasking))
        self.reveal.setText(self._reveal_html(view) if result else "")
        self.reveal.setVisible(bool(result))
        self.scores.setText(self._scores_html(view))

    def _reveal_html(self, view: Json) -> str:
        result = match(view).get("result") or {}
        roles = pairs(result.get("roles"), value="role")
        characters = pairs(result.get("characters"), value="character")
        goals = {g.get("seat"): g for g in result.get("goals") or []}
        team = set(result.get("team") or [])
        cells = []
        for row in sorted(result.get("points") or [], key=lambda r: (-int(r.get("points", 0)), r.get("seat", 0))):
            seat = row.get("seat")
            goal = goals.get(seat) or {}
            color = ALARM if roles.get(seat) == "murderer" else TEXT
            star = " ★" if seat in team else ""
            done = " ✔" if goal.get("done") else ""
            cells.append(
                f'<tr><td style="color:{color}; padding-right:24px"><b>{esc(views.nickname(view, seat))}</b>{star}</td>'
                f'<td style="color:{DIM}; padding-right:24px">{esc(self.names.character(characters.get(seat)))}</td>'
                f'<td style="color:{color}; padding-right:24px">{esc(role_text(roles.get(seat)))}</td>'
                f'<td style="padding-right:24px">{esc(goal_text(goal.get("goal")))}{done}</td>'
                f'<td align="right" style="color:{ACCENT}">{signed(row.get("points"))}</td></tr>')
        size = max(12, int(26 * self.unit()))
        return f'<table style="font-size:{size}px" cellspacing="0" cellpadding="2">{"".join(cells)}</table>'

    def _scores_html(self, view: Json) -> str:
        game = views.game(view)
        leaders = set(game.get("leaders") or [])
        rows = sorted(game.get("evening") or [], key=lambda r: (-int(r.get("points", 0)), r.get("seat", 0)))
        cells = []
        for row in rows:
            seat = row.get("seat")
            color = ACCENT if seat in leaders else TEXT
            star = "★ " if seat in leaders else ""
            name = esc(views.nickname(view, seat))
            cells.append(f'<tr><td style="color:{color}; padding-right:30px">{star}{name}</td>'
                         f'<td align="right" style="color:{color}">{int(row.get("points", 0))}</td></tr>')
        head = esc(self.tr("The evening"))
        return (f'<div style="color:{DIM}">{head}</div>'
                f'<table cellspacing="0" cellpadding="3">{"".join(cells)}</table>') if cells else ""

    @Slot()
    def on_tick(self) -> None:
        if self.pages.currentIndex() == LOBBY and self.rules_shown(self.model.public) != self._rules:
            self._draw_lobby(self.model.public)  # the 20 minutes are over (SUS-46)
        countdown = self.countdown
        if countdown is None:
            self.clock.setText("")
            self.clock.setVisible(False)  # the headline takes the middle (dawn, verdict)
            self.clock_state.setText("")
            self.result_clock.setText("")
            return
        left = countdown.left(self.model.monotonic())
        self.clock.setText(views.format_clock(left))
        self.result_clock.setText(views.format_clock(left))
        self.clock.setVisible(True)
        self.clock_state.setText(self.tr("Paused") if not countdown.running and left > 0 else "")
        color = ALARM if left == 0 else WARN if left <= 30_000 else TEXT
        if color != self._clock_color:
            self._clock_color = color
            self.clock.setStyleSheet(f"color: {color};")

    # --- look ---------------------------------------------------------------------------------------
    def _apply_style(self) -> None:
        super()._apply_style()
        unit = self.unit()
        self.qr.setMinimumSize(int(260 * unit), int(260 * unit))
        self.rules.setStyleSheet(f"font-size: {max(10, int(34 * unit))}px; color: {TEXT};")
        self.rules_caption.setStyleSheet(f"color: {ACCENT};")

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("GM Console — public board"))
        self._watched = None
        self.on_table_changed()

