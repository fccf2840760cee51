"""A game's console package is found by its id (``gm_console.games``): a game without one gets the
generic desk, a package that is there but broken is an error, never the generic desk in its place;
and every game's name is translated where the console reads it (PLT-15)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

import gm_console.games as games
from gm_console.games.generic import GenericDesk
from rules import registry
from rules.core.entry import GameEntry
from rules.spy.game import SpyGame

from ..i18n.tables import console_table


class OtherGame(SpyGame):
    """A registered game with an id of its own, for the lookup's sake."""

    id = "othergame"


def register(monkeypatch: pytest.MonkeyPatch, folder: Path, init: str | None) -> None:
    """``othergame`` in the registry, with a console package ``init`` in ``folder`` (None: no package)."""
    monkeypatch.setitem(registry._BY_ID, "othergame", GameEntry(OtherGame, OtherGame, lambda d: None, content=()))
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(folder)])
    monkeypatch.delitem(sys.modules, "gm_console.games.othergame", raising=False)
    if init is not None:
        (folder / "othergame").mkdir()
        (folder / "othergame" / "__init__.py").write_text(init, encoding="utf-8")
    importlib.invalidate_caches()


def test_a_game_without_a_console_package_gets_the_generic_desk(monkeypatch: pytest.MonkeyPatch,
                                                                  tmp_path: Path) -> None:
    register(monkeypatch, tmp_path, None)
    assert games.desk_for("othergame") is GenericDesk
    assert games.title_for("othergame") == "othergame"


def test_a_broken_console_package_is_an_error_not_the_generic_desk(monkeypatch: pytest.MonkeyPatch,
                                                                    tmp_path: Path) -> None:
    register(monkeypatch, tmp_path, "from .panel import ControlsPanel\n")  # a typo of `.panels`
    with pytest.raises(ModuleNotFoundError, match=r"othergame\.panel"):
        games.desk_for("othergame")
    monkeypatch.delitem(sys.modules, "gm_console.games.othergame", raising=False)


@pytest.mark.parametrize("game", registry.IDS)
def test_every_games_title_is_translated_in_the_context_the_console_reads_it(game: str) -> None:  # PLT-15
    title = getattr(importlib.import_module(f"gm_console.games.{game}"), "TITLE", None)
    assert title, f"gm_console/games/{game}/__init__.py has no TITLE"
    table = console_table()
    for lang in ("uk", "pl", "ru"):
        assert f"Texts|{title}" in table[lang], (
            f"{game}: TITLE {title!r} has no {lang} translation in the context 'Texts', where "
            f"gm_console.games.title_for reads it: QT_TRANSLATE_NOOP(\"Texts\", …) and its entry in rules/{game}/words.json")
