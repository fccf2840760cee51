"""SUSPI's board for the projector (PLT-13, SUS-01..SUS-46): the join code with the rules screen
(SUS-46), the night, dawn, day and council of the villa, who did not come back at dawn, the live
council count (ghost variant), the ghosts, the announced number of murderers, and the results with
the evening's scoreboard. Only the public view (PLT-05)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from ... import views
from ...board_window import ACCENT, ALARM, DIM, LOBBY, SIZES, TEXT, BoardFrame, _label
from ...table_model import TableModel
from ...views import Json
from .texts import (
    TITLE,
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

PLAY, RESULT = 1, 2
LOW_MS = 30_000
"""The board's clock turns amber in the last 30 seconds of a phase."""


class SuspiBoard(BoardFrame):
    """The projector: the join code with the rules (SUS-46), the night, dawn, day and council of the
    villa, and the results with the evening's scoreboard. Only the public view."""

    title_text = TITLE

    qr_size = 260

    def __init__(self, model: TableModel, _content: object = None, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.names = SuspiNames(model)
        self._rules = False
        # the lobby: the QR code inside the join block, the rules (or the evening so far) beside it
        self.lobby_row.removeWidget(self.qr)
        self.join_column.insertWidget(2, self.qr, 0, Qt.AlignmentFlag.AlignHCenter)
        self.lobby_seats.setProperty("role", "small")
        lobby = self.lobby_page
        self.rules_caption = _label(lobby, "big", center=False)
        self.rules_caption.setObjectName("board_rules_caption")
        self.rules = _label(lobby, "rules", center=False)
        self.rules.setObjectName("board_rules")
        self.rules.setTextFormat(Qt.TextFormat.RichText)
        self.rules.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        rules = QVBoxLayout()
        rules.addStretch(1)
        rules.addWidget(self.rules_caption)
        rules.addWidget(self.rules)
        rules.addStretch(1)
        self.lobby_row.setStretch(0, 2)
        self.lobby_row.addSpacing(40)
        self.lobby_row.addLayout(rules, 3)

        play = self.add_page()
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

        result = self.add_page()
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
        self.start()

    # --- what it shows ------------------------------------------------------------------------------
    def page(self, view: Json) -> int:
        phase = str(views.game(view).get("phase") or "lobby")
        return LOBBY if phase == "lobby" else RESULT if phase in ("unmasking", "over") else PLAY

    def round_text(self, view: Json) -> str:
        game, m = views.game(view), match(view)
        parts = []
        if game.get("game"):
            parts.append(self.tr("Game %1").replace("%1", str(game["game"])))
        if m.get("round"):
            parts.append(self.tr("Round %1").replace("%1", str(m["round"])))
        if m.get("last_round"):
            parts.append(self.tr("the last round"))
        return " · ".join(parts)

    def timer(self, view: Json) -> Json | None:
        """The match's timer in the phases that have a length (the view's ``durations``)."""
        timer = match(view).get("timer") if views.game(view).get("phase") in durations(view) else None
        return timer if isinstance(timer, dict) else None

    def draw_page(self, page: int, view: Json) -> None:
        if page == LOBBY:
            self._draw_rules(view)
        elif page == RESULT:
            self._draw_result(view)
        else:
            self._draw_play(view)

    def rules_shown(self, view: Json) -> bool:
        """SUS-46: the rules screen shows in the lobby for the view's ``rules_screen_ms`` (about 20
        minutes) after the table was opened (the envelope's ``table.opened``), and never once the
        evening's first game is dealt."""
        game = views.game(view)
        if game.get("phase") != "lobby" or game.get("match") is not None or game.get("history"):
            return False
        opened = (view.get("table") or {}).get("opened")
        return opened is None or self.model.table.clock() - int(opened) < int(game.get("rules_screen_ms") or 0)

    def _draw_rules(self, view: Json) -> None:
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
        # up to 18 rows (SUS-01) fit the page: the type shrinks below its usual size when they are many
        size = max(10, min(int(SIZES["table"] * self.unit()), int(self.pages.height() / (len(cells) + 2) / 1.6)))
        return (f'<div style="color:{DIM}">{head}</div>'
                f'<table style="font-size:{size}px" cellspacing="0" cellpadding="3">{"".join(cells)}</table>'
                ) if cells else ""

    def tick(self, left: int | None) -> None:
        if self.pages.currentIndex() == LOBBY and self.rules_shown(self.model.public) != self._rules:
            self._draw_rules(self.model.public)  # the 20 minutes are over (SUS-46)
        self.paint_clock(self.clock, left, LOW_MS)
        self.clock.setVisible(left is not None)  # without a countdown the headline takes the middle (dawn, verdict)
        self.result_clock.setText(views.format_clock(left) if left is not None else "")
        self.clock_state.setText(self.paused_text(left))

    # --- look ---------------------------------------------------------------------------------------
    def _apply_style(self) -> None:
        super()._apply_style()
        unit = self.unit()
        self.rules.setStyleSheet(f"font-size: {max(10, int(34 * unit))}px; color: {TEXT};")
        self.rules_caption.setStyleSheet(f"color: {ACCENT};")
