"""No English left in another language on the console (PLT-15): each game is walked through its
phases on a real table; at each new phase every panel of the moderator window is read in uk, pl, ru
and en, and no Ukrainian, Polish or Russian text may keep the English words (names and numbers
aside). The boards are read by their own catalog's test."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from gm_console.games import desk_for
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.table_model import TableModel
from net.content import make_game
from net.journal import Journal
from net.table import Table
from rules import registry
from rules.core import MODERATOR, Request
from tests.game_parts import part

from ..i18n.english import english_left, texts
from ..i18n.tables import ROOT
from ..i18n.walk import Walk
from .conftest import Clock

NICKS = ["Nowak", "Ola", "Maks", "Anna", "Bogdan", "Kasia", "Yurii", "Marta", "Ivan", "Zosia", "Piotr", "Lena"]
PLAYERS: dict[str, int] = {game: int(part(game, "WALK_PLAYERS")) for game in registry.IDS}
RARE: dict[str, frozenset[str]] = {game: frozenset(part(game, "WALK_RARE")) for game in registry.IDS}
"""Requests that end a round or a match early: sent seldom, so the walk sees the later phases too."""
STEPS: dict[str, int] = {game: int(part(game, "WALK_STEPS")) for game in registry.IDS}
"""Each game's own numbers are in its ``tests/rules/<game>/shared.py`` (``tests/game_parts.py``)."""


def content_words(game: str, decks: dict[str, Any], pack: str | None) -> list[str]:
    """Every name and text the content gives, in every language: never "English left"."""
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str):
            found.append(node)

    for path in (ROOT / "gm_resources" / game).glob("*.json"):
        walk(json.loads(path.read_text(encoding="utf-8")))
    if pack:
        for path in (ROOT / "gm_resources" / "quiz" / "packs").glob("*.json"):
            walk(json.loads(path.read_text(encoding="utf-8")))
    if game == "spy":
        for deck in decks.values():
            for location in deck.locations:
                found += location.name.values()
                for role in location.roles:
                    found += role.name.values()
    return found


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)


@pytest.mark.parametrize("game", registry.IDS)
def test_no_console_panel_keeps_english_in_another_language(
        qtbot: Any, qapp: QApplication, tmp_path: Path, decks: dict[str, Any], language: Language,
        quiet: None, game: str) -> None:  # PLT-15
    clock = Clock()
    journal = Journal(tmp_path / "journal.sqlite3")
    pack = "ru_pochemu" if game == "quiz" else None
    table = Table.create(make_game(game), journal, code="1357" if game == "quiz" else "13579", seed=3, clock=clock,
                         options={"pack": pack} if pack else None)
    model = TableModel(table, monotonic=clock.seconds)
    window = MainWindow(model, language, desk_for(game))
    qtbot.addWidget(window)
    window.resize(1600, 900)
    names = [*NICKS, *content_words(game, decks, pack)]
    try:
        seats = []
        for nick in NICKS[1:PLAYERS[game] + 1]:
            if game == "mafia":
                added = table.submit(MODERATOR, Request("add_player", {"nickname": nick, "adult": True}))
                assert not hasattr(added, "code"), added
            else:
                joined = table.join(nick)
                assert isinstance(joined, tuple), joined
                seats.append(joined[0])
        locations = list(decks["family"].ids())[:3] if game == "spy" else None
        pace = 5 if game == "spy" else 1  # the spy's round runs minutes: time must pass for "Time is up"
        walk = Walk(table, lambda seconds: clock.advance(seconds * pace), seed=11, locations=locations,
                    rare=RARE[game])
        seen: set[str] = set()
        problems: list[str] = []
        for step in range(STEPS[game] + 1):
            if step:  # the lobby first, as it is before anything happens
                walk.step()
            view = model.view.get("game", {})
            key = f"{view.get('phase')}|{view.get('next', '')}|{view.get('step', '')}"
            if key in seen:
                continue
            seen.add(key)
            qapp.processEvents()
            shown = {}
            for lang in ("en", "uk", "pl", "ru"):
                language.set(lang)
                qapp.processEvents()
                shown[lang] = texts(window)
            language.set("en")
            for lang in ("uk", "pl", "ru"):
                problems += [f"[{key}] {p}" for p in english_left(lang, shown[lang], shown["en"], names)]
        assert len(seen) >= 4, seen  # the walk went through the game's phases
        assert not problems, "\n".join(sorted(set(problems)))
    finally:
        language.set("en")
        window.close()
        model.close()
        table.close()
        journal.close()
