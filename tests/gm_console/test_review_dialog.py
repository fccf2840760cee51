"""The evening's review from the console (MAF-23, MAF-24): the Evening dialog writes each finished mafia
game's page and the evening's, in the console's language, without the names of who opted out."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from gm_console.games import desk_for
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.table_model import TableModel
from net.content import make_game
from net.journal import Journal
from net.records import Records
from net.table import Table
from rules.core import MODERATOR, Actor, Request
from tests.gm_console.conftest import Clock, activate

from .test_evening import open_evening

HIDDEN = "Zofia Tajna"


class Mafia:
    def __init__(self, table: Table, window: MainWindow, records: Records) -> None:
        self.table, self.window, self.records = table, window, records

    def host(self, rtype: str, **args: Any) -> None:
        result = self.table.submit(MODERATOR, Request(rtype, args))
        assert not hasattr(result, "code"), (rtype, result)

    def roles(self) -> dict[str, list[int]]:
        out: dict[str, list[int]] = {}
        for r in self.table.moderator_view()["game"]["secrets"]["roles"]:
            out.setdefault(r["role"], []).append(r["place"])
        return out


@pytest.fixture
def mafia_console(qtbot: Any, tmp_path: Path, language: Language, decks: dict[str, Any], clock: Clock,
                  monkeypatch: pytest.MonkeyPatch) -> Iterator[Mafia]:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    journal = Journal(tmp_path / "journal.sqlite3")
    records = Records(tmp_path / "records.sqlite3")
    table = Table.create(make_game("mafia"), journal, code="46802", seed=11, clock=clock)
    model = TableModel(table, monotonic=clock.seconds)
    window = MainWindow(model, language, desk_for("mafia"), records=records)
    qtbot.addWidget(window)
    yield Mafia(table, window, records)
    model.close()
    table.close()
    records.close()
    journal.close()


def play_a_game(m: Mafia, clock: Clock) -> None:
    """Ten places, one of them opted out of publication (MAF-24), to the reds' win on fouls (MAF-18)."""
    for i in range(9):
        m.host("add_player", nickname=f"Gracz {i + 1}", adult=True)
    seat, _ = m.table.join(HIDDEN)  # type: ignore[misc]
    for rtype, args in (("sign_up", {"adult": True}), ("confirm_evening", {}), ("publication", {"publish": False})):
        assert not hasattr(m.table.submit(Actor.player(seat), Request(rtype, args)), "code")
    m.host("seat_players")
    m.host("deal")
    m.host("start_game")
    clock.advance(5)
    m.host("next_speaker")
    clock.advance(5)
    m.host("morning")
    roles = m.roles()
    for place in (roles["boss"][0], roles["mafia"][0]):
        for _ in range(3):
            clock.advance(2)
            m.host("foul", place=place)  # MAF-18: the reds win


def test_the_evening_dialog_writes_the_reviews_of_the_finished_games(
        mafia_console: Mafia, qtbot: Any, clock: Clock, tmp_path: Path, language: Language) -> None:  # MAF-23, MAF-24
    m = mafia_console
    play_a_game(m, clock)
    activate(qtbot, m.window)
    dialog = open_evening(m, qtbot)  # type: ignore[arg-type]
    assert dialog.reviews.isEnabled() and dialog.reviews.text() == "Write the reviews"
    language.set("pl")
    dialog.reviews.click()
    assert dialog.last_review is not None, dialog.review_status.text()
    folder = dialog.last_review.parent
    assert folder.parent == tmp_path / "reviews"
    assert sorted(p.name for p in folder.iterdir()) == ["46802-game-1.html", "index.html"]
    page = (folder / "46802-game-1.html").read_text(encoding="utf-8")
    assert "Omówienie partii 1" in page and "Wygrali czerwoni" in page and "Gracz 1" in page
    assert HIDDEN not in page and "bez publikacji" in page  # MAF-24
    assert "nie została nagrana" in page  # no recording: the moments by the journal's clock
    assert str(folder) in dialog.review_status.text()
    assert dialog.reviews.text() != "Write the reviews"  # the dialog follows the language too
    language.set("en")


async def test_with_the_consoles_loop_running_the_reviews_are_written_beside_it(
        mafia_console: Mafia, qtbot: Any, clock: Clock, tmp_path: Path) -> None:  # MAF-23
    """MAF-23: while the console's event loop serves the phones, the pages and the recordings (an
    hour of audio each, copied or re-tagged) are written in a worker thread: the dialog says so,
    the button waits, and the pages are there when it is done."""
    m = mafia_console
    play_a_game(m, clock)
    dialog = open_evening(m, qtbot)  # type: ignore[arg-type]
    dialog.reviews.click()
    assert dialog.review_status.text() == "Writing the reviews…" and not dialog.reviews.isEnabled()
    assert dialog._reviewing is not None
    await dialog._reviewing
    await asyncio.sleep(0)  # the done callback runs on the loop
    assert dialog.reviews.isEnabled() and dialog.last_review is not None, dialog.review_status.text()
    assert dialog.review_status.text() == f"Reviews written: {dialog.last_review.parent}"
    assert (dialog.last_review.parent / "46802-game-1.html").is_file()
    assert dialog.last_review.parent.parent == tmp_path / "reviews"


def test_the_reviews_are_for_club_mafia_only(console: Any, qtbot: Any) -> None:  # MAF-23
    dialog = open_evening(console, qtbot)
    assert not dialog.reviews.isEnabled()
    assert dialog.reviews.toolTip().startswith("Reviews are written for club mafia games")
