"""The printed protocol names each player by the place the game gives it at the table, the same
everywhere on the page, and shows the venue's local time, its zone named once (PLT-18). Real games
walked on real tables, the page the console saves, parsed as HTML."""

from __future__ import annotations

import datetime as dt
import html.parser
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from gm_console.games import desk_for
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.table_model import TableModel
from net.content import make_game
from net.export import local_time
from net.journal import Journal
from net.table import Table
from rules.core import MODERATOR, Request
from tests.gm_console.conftest import Clock
from tests.i18n.walk import Walk

NICKS = ["Ola", "Maks", "Anna", "Bogdan", "Kasia", "Yurii", "Marta", "Ivan", "Zosia", "Piotr", "Olek", "Nadia"]
VENUE = dt.timezone(dt.timedelta(hours=-3), "BRT")
"""A zone the machine running the tests is unlikely to be in: its times cannot pass as UTC."""
SEAT_WORD = {"uk": "місце", "pl": "miejsce", "ru": "место", "en": "seat"}
ZONE_WORD = {"uk": "Місцевий час", "pl": "Czas lokalny", "ru": "Местное время", "en": "Local time"}
PLACE_HEAD = {"uk": "Місце за столом", "pl": "Miejsce przy stole", "ru": "Место за столом", "en": "Place"}


class Page(html.parser.HTMLParser):
    """A saved protocol page: its header paragraph and its tables, each under the heading before it."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.header = ""
        self.tables: list[tuple[str, list[list[str]]]] = []
        self._heading = ""
        self._in: str | None = None
        self._cell: list[str] | None = None
        self._buffer: list[str] = []
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("h2", "h3", "p"):
            self._in, self._buffer = tag, []
        elif tag == "table":
            self.tables.append((self._heading, []))
        elif tag == "tr":
            self.tables[-1][1].append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("h2", "h3") and self._in == tag:
            self._heading, self._in = "".join(self._buffer).strip(), None
        elif tag == "p" and self._in == "p":
            self.header, self._in = self.header or " ".join("".join(self._buffer).split()), None
        elif tag in ("td", "th") and self._cell is not None:
            self.tables[-1][1][-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)
        if self._in is not None:
            self._buffer.append(data)

    def table(self, heading: str) -> list[list[str]]:
        return next(rows for title, rows in self.tables if title == heading)


def walked_table(tmp_path: Path, game: str, players: int, language: Language, qtbot: Any,
                 monkeypatch: pytest.MonkeyPatch, locations: list[str]) -> tuple[Table, MainWindow, TableModel, Journal]:
    """A real table of ``game`` with ``players`` joined, walked until a round or a game is over."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    clock = Clock()
    journal = Journal(tmp_path / f"{game}.sqlite3")
    table = Table.create(make_game(game), journal, code="1357" if game == "quiz" else "13579", seed=5, clock=clock,
                         options={"pack": "ru_pochemu"} if game == "quiz" else None)
    model = TableModel(table, monotonic=clock.seconds)
    window = MainWindow(model, language, desk_for(game))
    qtbot.addWidget(window)
    for nick in NICKS[:players]:
        if game == "mafia":
            table.submit(MODERATOR, Request("add_player", {"nickname": nick, "adult": True}))
        else:
            assert isinstance(table.join(nick), tuple)
    walk = Walk(table, clock.advance, seed=3, locations=locations)
    for _ in range(1500):
        walk.step()
        if table.game.finished(table.state) or table.game.protocols(table.state):
            break
    return table, window, model, journal


def expected_places(table: Table, game: str) -> dict[str, set[int]]:
    """Each nickname's place(s) at the table, read from the game's own view, not from the page:
    the mafia's seating, drawn by lot (MAF-04, each game's "seat — role — nick"); the other games'
    seats, whose order is the table's (PLT-09, SPY-36)."""
    if game == "mafia":
        out: dict[str, set[int]] = {}
        for g in table.game.protocols(table.state):
            for row in g["table"]:
                out.setdefault(str(row["nickname"]), set()).add(int(row["place"]))
        for row in table.public_view()["game"].get("places") or []:
            out.setdefault(str(row["nickname"]), set()).add(int(row["place"]))
        return out
    return {str(s["nickname"]): {int(s["seat"])} for s in table.public_view()["seats"]}


@pytest.mark.parametrize(("game", "players", "lang"), [("mafia", 10, "ru"), ("spy", 4, "pl"), ("suspi", 8, "uk"),
                                                       ("quiz", 3, "en")])
def test_the_protocol_names_players_by_their_place_at_the_table_in_local_time(
        qtbot: Any, tmp_path: Path, language: Language, monkeypatch: pytest.MonkeyPatch, decks: dict[str, Any],
        game: str, players: int, lang: str) -> None:  # PLT-18, MAF-04, SPY-36
    table, window, model, journal = walked_table(tmp_path, game, players, language, qtbot, monkeypatch,
                                                 list(decks["family"].ids())[:3])
    try:
        language.set(lang)
        _, path = table.export_protocol(tmp_path / "protocols", lang, window.protocol_names(),
                                        window.protocol_lines(), zone=VENUE)
        text = path.read_text(encoding="utf-8")
        page = Page(text)
        assert "(#" not in text  # never the order of joining
        wanted = expected_places(table, game)
        heading = next(title for title, _ in page.tables)  # the players' table comes first
        rows = page.table(heading)
        assert rows[0][0] == PLACE_HEAD[lang]
        shown = {row[1]: {int(p) for p in row[0].split(", ") if p != "—"} for row in rows[1:]}
        assert shown == {nick: wanted.get(nick, set()) for nick in shown}
        assert set(shown) == {str(s["nickname"]) for s in table.public_view()["seats"]}
        if game == "mafia":  # MAF-04: the places drawn by lot are not the order of joining
            joined = {str(s["nickname"]): int(s["seat"]) for s in table.public_view()["seats"]}
            assert any(places and joined[nick] not in places for nick, places in shown.items())
            for title, game_rows in page.tables:  # each game's "seat — role — nick" agrees with the players'
                if game_rows and game_rows[0][0] == PLACE_HEAD[lang] and title != heading:
                    for row in game_rows[1:]:
                        assert int(row[0]) in shown[row[2]], (title, row)
        log = page.tables[-1][1][1:]
        entries = table.log()
        assert len(log) == len(entries)
        said_by = re.compile(rf"^(.+) \({SEAT_WORD[lang]} (\d+)\)$")
        players_said = 0
        for row, entry in zip(log, entries, strict=True):
            assert row[1] == local_time(entry.now_ms, VENUE).strftime("%H:%M:%S")  # the venue's time
            assert row[1] == (dt.datetime.fromtimestamp(entry.now_ms / 1000, dt.UTC) - dt.timedelta(hours=3)
                              ).strftime("%H:%M:%S")
            found = said_by.match(row[2])
            if entry.actor.startswith("player:") and len(wanted.get(row[2].split(" (")[0], ())) == 1:
                assert found is not None, row
                assert {int(found.group(2))} == wanted[found.group(1)], row
                players_said += 1
        assert players_said > 0
        started = dt.datetime.fromtimestamp(table.record.created_ms / 1000, dt.UTC) - dt.timedelta(hours=3)
        assert f"{started:%Y-%m-%d %H:%M}" in page.header
        assert f"{ZONE_WORD[lang]}: BRT, UTC-03:00" in page.header and "UTC+" not in page.header
        assert text.count("UTC") == 1  # the zone named once
        default = Page(table.protocol_html(lang, window.protocol_names(), window.protocol_lines()))
        here = dt.datetime.fromtimestamp(table.record.created_ms / 1000).astimezone()  # this machine's zone
        assert f"{here:%Y-%m-%d %H:%M}" in default.header
    finally:
        language.set("en")
        window.close()
        model.close()
        table.close()
        journal.close()
