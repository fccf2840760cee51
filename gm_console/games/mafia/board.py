"""Club mafia's board for the projector (PLT-13), from the public view only (PLT-05): the evening's
sign-ups with the join code; by day the seats with their status and fouls, the speaker and their
countdown, the nominations and the vote in progress; at night nothing but "night" (MAF-15); at the
end the winner and "place — role — nick" for every place (MAF-04)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ... import views
from ...board_window import ACCENT, ALARM, DIM, LOBBY, SEPARATOR, TEXT, BoardFrame, _label
from ...content import ContentNames
from ...table_model import TableModel
from ...views import Json
from .cues import WARNING_MS
from .texts import TITLE, MafiaTexts, place_name, places

DAY, NIGHT, RESULT = 1, 2, 3
TEAM_COLORS = {"red": "#ff6b6b", "black": "#b9c0c8", "loner": "#c792ea"}


class MafiaBoard(BoardFrame):
    """The projector's view of a mafia evening: the sign-ups with the line-up and the reserve, the
    day with the speaker, the countdown, the vote and the seats, the night (nothing else, MAF-15)
    and the game's result."""

    title_text = TITLE

    def __init__(self, model: TableModel, content: ContentNames, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.content = content
        self.texts = MafiaTexts(model, lambda: content.language.code, self)
        self.where = self.round_label
        self.lineup = self.lobby_seats
        self.lineup.setObjectName("board_lineup")
        self.reserve = _label(self.lobby_page, "small")
        self.reserve.setObjectName("board_reserve")
        self.join_column.insertWidget(self.join_column.count() - 1, self.reserve)

        day = self.add_page()
        self.phase = _label(day, "title")
        self.phase.setObjectName("board_phase")
        self.speaker = _label(day, "big")
        self.speaker.setObjectName("board_speaker")
        self.clock = _label(day, "huge", wrap=False)
        self.clock.setObjectName("board_countdown")
        self.clock_state = _label(day, "small")
        self.vote = _label(day, "vote")
        self.vote.setObjectName("board_vote")
        self.nominations = _label(day, "body")
        self.nominations.setObjectName("board_nominations")
        self.seats = _label(day, "table", center=False)
        self.seats.setObjectName("board_seats")
        self.seats.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column = QVBoxLayout(day)
        column.addWidget(self.phase)
        column.addWidget(self.speaker)
        column.addWidget(self.clock)
        column.addWidget(self.clock_state)
        column.addWidget(self.vote)
        column.addWidget(self.nominations)
        column.addStretch(1)
        column.addWidget(self.seats)

        night = self.add_page()
        self.night = _label(night, "huge")
        self.night.setObjectName("board_night")
        night_column = QVBoxLayout(night)
        night_column.addStretch(1)
        night_column.addWidget(self.night)
        night_column.addStretch(1)

        result = self.add_page()
        self.winner = _label(result, "winner")
        self.winner.setObjectName("board_winner")
        self.final = _label(result, "table", center=False)
        self.final.setObjectName("board_final")
        self.final.setAlignment(Qt.AlignmentFlag.AlignCenter)
        result_column = QVBoxLayout(result)
        result_column.addWidget(self.winner)
        result_column.addWidget(self.final, 1)
        self.start()

    # --- drawing ---------------------------------------------------------------------------------------
    def page(self, view: Json) -> int:
        game = views.game(view)
        phase = str(game.get("phase") or "")
        if phase == "night":
            return NIGHT
        if phase == "game_over" and game.get("result"):
            return RESULT
        return LOBBY if phase in ("evening", "game_over", "") else DAY

    def round_text(self, view: Json) -> str:
        game = views.game(view)
        phase = str(game.get("phase") or "")
        number, day = int(game.get("game") or 0), int(game.get("day") or 0)
        where = [self.tr("Game %1").replace("%1", str(number))] if number else []
        if day and phase not in ("evening", "seated", "game_over", "night"):
            where.append(self.tr("Day %1").replace("%1", str(day)))
        return " · ".join(where)

    def join_text(self, view: Json) -> str:
        return self.tr("Sign up on your phone: “OK, I'm playing”")

    def seats_text(self, view: Json) -> str:
        """MAF-01: tonight's line-up, in the order they signed up."""
        evening = views.game(view).get("evening") or {}
        lineup = evening.get("lineup") or []
        if not lineup:
            return self.tr("Waiting for sign-ups…")
        names = SEPARATOR.join(views.nickname(view, s) for s in lineup)
        return (self.tr("Tonight's line-up (%1 of %2): %3").replace("%1", str(len(lineup)))
                .replace("%2", str(evening.get("capacity", ""))).replace("%3", names))

    def draw_page(self, page: int, view: Json) -> None:
        if page == LOBBY:
            reserve = (views.game(view).get("evening") or {}).get("reserve") or []  # MAF-02
            self.reserve.setText(self.tr("Reserve: %1").replace("%1", SEPARATOR.join(
                f"{i + 1}. {views.nickname(view, s)}" for i, s in enumerate(reserve))) if reserve else "")
        elif page == NIGHT:
            self.night.setText(self.tr("Night"))  # MAF-15: nothing else at night
        elif page == RESULT:
            self._result(view)
        else:
            self._day(view)

    def _day(self, view: Json) -> None:
        game = views.game(view)
        phase = game.get("phase")
        self.phase.setText(self.texts.phase(phase))
        speaker = game.get("speaker")
        self.speaker.setText(place_name(view, speaker) if speaker is not None else "")
        ballot = game.get("ballot") or {}
        candidates = ballot.get("candidates") or []
        if phase == "seated":
            rows = places(view)
            seen = sum(1 for p in rows if p.get("seen"))
            self.vote.setText(self.tr("Look at your card on your phone: %1 of %2")
                              .replace("%1", str(seen)).replace("%2", str(len(rows))) if game.get("next") ==
                              "start_game" else self.tr("Places are drawn — take your seat"))
        elif phase in ("nominee_vote", "hands"):
            counts = {h.get("place"): h.get("count") for h in ballot.get("hands") or []}
            self.vote.setText("   ".join(
                f"{place_name(view, p)}: {counts[p] if counts.get(p) is not None else '…'}" for p in candidates))
        elif phase == "first_day_question":
            self.vote.setText(self.tr("Expel anyone today? Raise your hand"))  # MAF-12
        elif phase == "car_crash":
            self.vote.setText(self.tr("Expel them all: %1? Raise your hand").replace(
                "%1", ", ".join(place_name(view, p) for p in candidates)))  # MAF-13
        elif phase == "defence":
            self.vote.setText(self.tr("On the vote: %1").replace(
                "%1", ", ".join(place_name(view, p) for p in candidates)))
        else:
            self.vote.setText("")
        noms = game.get("nominations") or []
        self.nominations.setText(self.tr("Nominated: %1").replace("%1", SEPARATOR.join(
            place_name(view, n.get("place")) for n in noms)) if noms and phase == "circle" else "")
        self.seats.setText(self._seats_html(view))

    def _seats_html(self, view: Json) -> str:
        game = views.game(view)
        rows = places(view)
        speaker = game.get("speaker")
        candidates = set((game.get("ballot") or {}).get("candidates") or [])
        columns = 4 if len(rows) > 8 else max(1, len(rows))
        cells = []
        for row in rows:
            place = row.get("place")
            alive = bool(row.get("alive"))
            color = ACCENT if place == speaker else TEXT if alive else DIM
            fouls = int(row.get("fouls") or 0)
            name = html.escape(str(row.get("nickname") or ""))
            if not alive:
                name = f"<s>{name}</s>"
            extra = ""
            role = row.get("role")
            if not alive:
                team = self.texts.role_team(role)
                label = self.texts.role(role) if role else self.tr("not revealed")
                extra = (f'<br><span style="color:{TEAM_COLORS.get(team or "", DIM)}">'
                         f"{html.escape(label)}</span>")
            elif row.get("immune"):
                extra = f'<br><span style="color:#7bd389">{html.escape(self.tr("immune"))}</span>'
            elif place in candidates:
                extra = f'<br><span style="color:{ALARM}">{html.escape(self.tr("on the vote"))}</span>'
            dots = (f'<span style="color:{ALARM}">{"●" * fouls}</span>' if fouls else "")
            cells.append(f'<td width="{100 // columns}%" style="color:{color}; padding:6px 22px 6px 0px" valign="top">'
                         f"<b>{place}</b>&nbsp;{name}&nbsp;{dots}{extra}</td>")
        lines = ["<tr>" + "".join(cells[i:i + columns]) + "</tr>" for i in range(0, len(cells), columns)]
        return f'<table width="100%" cellspacing="0" cellpadding="0">{"".join(lines)}</table>'

    def _result(self, view: Json) -> None:
        game = views.game(view)
        result = game.get("result") or {}
        self.winner.setText(self.texts.winner(result.get("winner")))
        rows = []
        for row in result.get("table") or []:  # MAF-04: place — role — nick
            team = self.texts.role_team(row.get("role"))
            rows.append(f'<tr><td align="right" style="padding-right:24px">{row.get("place")}</td>'
                        f'<td style="padding-right:36px; color:{TEAM_COLORS.get(team or "", TEXT)}">'
                        f"{html.escape(self.texts.role(row.get('role')))}</td>"
                        f"<td>{html.escape(str(row.get('nickname') or ''))}</td></tr>")
        half = (len(rows) + 1) // 2
        left, right = "".join(rows[:half]), "".join(rows[half:])
        self.final.setText('<table align="center" cellspacing="0" cellpadding="3"><tr>'
                           f'<td valign="top"><table>{left}</table></td>'
                           f'<td width="80"></td><td valign="top"><table>{right}</table></td></tr></table>')

    def tick(self, left: int | None) -> None:
        """A speech's countdown, by day only: amber in its last ten seconds."""
        shown = left if self.pages.currentIndex() == DAY else None
        self.paint_clock(self.clock, shown, WARNING_MS)
        self.clock_state.setText(self.paused_text(shown))

    def _apply_style(self) -> None:
        super()._apply_style()
        self.night.setStyleSheet(f"color: {DIM};")
