"""Saving the protocol from the console (PLT-18): Ctrl+S writes JSON and a printable page in the
console's language next to the journal."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gm_console.games import desk_for
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.table_model import TableModel
from net.content import make_game
from net.journal import Journal
from net.table import Table
from rules.core import MODERATOR, Request
from tests.gm_console.conftest import Clock, activate
from tests.i18n.walk import Walk


def test_ctrl_s_saves_the_protocol_in_the_consoles_language(qtbot: Any, console: Any) -> None:  # PLT-18, PLT-12
    console.language.set("pl")
    console.seat(3)
    console.trigger("deal")
    console.all_look()
    console.trigger("start_round")
    secrets = console.game["secrets"]
    console.player(secrets["spies"][0], "guess", location=secrets["location"])
    activate(qtbot, console.window)
    qtbot.keyClick(console.window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    folder = console.table.journal.path.parent / "protocols"
    pages = sorted(folder.glob("*.html"))
    assert len(pages) == 1 and pages[0].with_suffix(".json").exists()
    page = pages[0].read_text(encoding="utf-8")
    assert "Protokół gry" in page and console.content.location(secrets["location"]) in page
    assert "Szpieg" in page  # the outcome in words, in the console's language
    data = json.loads(pages[0].with_suffix(".json").read_text(encoding="utf-8"))
    assert data["final"]["history"][0]["location"] == secrets["location"]
    assert str(pages[0]) in console.window.statusBar().currentMessage()


RAW = ("None", '{"', "add_player", "next_speaker", "seat_players", "card_seen", "expelled", "killed", ">mafia<",
       "question_asked", "start_round", "pick_room", "council_vote")


@pytest.mark.parametrize(("game", "lang", "title"), [("mafia", "ru", "Клубная мафия"), ("spy", "pl", "Szpieg"),
                                                     ("suspi", "uk", "SUSPI"), ("quiz", "ru", "Почему? Куда? Зачем?")])
def test_the_printed_protocol_reads_as_a_clubs_protocol(
        qtbot: Any, tmp_path: Path, decks: dict[str, Any], language: Language, monkeypatch: pytest.MonkeyPatch,
        game: str, lang: str, title: str) -> None:  # PLT-18, PLT-15, MAF-24
    """PLT-18: the saved page names the game, each action in words and the points each player has;
    nothing raw: no "None", no request ids, no JSON of arguments, no English codes of how a player went
    out. The walk plays real games on a real table until some are finished."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    clock = Clock()
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game(game), journal, code="1357" if game == "quiz" else "13579", seed=5, clock=clock,
                         options={"pack": "ru_pochemu"} if game == "quiz" else None)
    model = TableModel(table, monotonic=clock.seconds)
    window = MainWindow(model, language, desk_for(game))
    qtbot.addWidget(window)
    try:
        for nick in ["Ola", "Maks", "Anna", "Bogdan", "Kasia", "Yurii", "Marta", "Ivan", "Zosia", "Piotr"][
                :{"spy": 4, "suspi": 8, "mafia": 10, "quiz": 3}[game]]:
            if game == "mafia":
                assert not hasattr(table.submit(MODERATOR, Request("add_player", {"nickname": nick, "adult": True})),
                                   "code")
            else:
                assert isinstance(table.join(nick), tuple)
        walk = Walk(table, clock.advance, seed=3, locations=list(decks["family"].ids())[:3])
        for _ in range(1500):
            walk.step()
            if table.game.finished(table.state) or table.game.protocols(table.state):
                break
        language.set(lang)
        _, page_path = table.export_protocol(tmp_path / "protocols", lang, window.protocol_names(),
                                             window.protocol_lines())
        page = page_path.read_text(encoding="utf-8")
        assert f"<b>{html.escape(title)}</b>" in page
        for raw in RAW:
            assert raw not in page, raw
        points = {int(row["seat"]): int(row["points"]) for f in table.game.finished(table.state)
                  for row in f.get("points", [])}
        totals = model.view["game"].get("totals") or []
        wanted = sum(points.values()) + sum(int(r["points"]) for r in totals)
        shown = [int(n) for n in re.findall(r"<td class=num>(\d+)</td></tr>", page.split("<h2>")[1])]
        assert wanted > 0 and sum(shown) > 0, (wanted, shown)  # not 0 points for everyone
        log = page.split("<h2>")[-1]
        assert log.count("<tr") == len(table.log()) + 1  # every entry, in words
    finally:
        language.set("en")
        window.close()
        model.close()
        table.close()
        journal.close()
