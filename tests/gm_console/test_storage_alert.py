"""The disk fills while the console plays: a blocking alert names the journal and the free space,
in the console's language, whoever sent the refused request (PLT-03, PLT-15). A real full disk: the
journal of these tests sits on a small tmpfs (root only; skipped elsewhere, saying why)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gm_console.app import Console as AppConsole
from gm_console.app import Settings
from net.journal import Journal
from rules.core import MODERATOR, Rejection, Request
from tests.net.disks import fill, small_disk

from .conftest import Console

pytestmark = pytest.mark.debian  # a tmpfs mounted as root, chattr +i: the Debian test machine's

SAID = {  # the cause, the path's caption and the free space, in each language
    "uk": ("Диск заповнений.", "Журнал: ", "Вільне місце: 0 байти"),
    "pl": ("Dysk jest pełny.", "Dziennik: ", "Wolne miejsce: 0 bajty"),
    "ru": ("Диск заполнен.", "Журнал: ", "Свободное место: 0 байты"),
    "en": ("The disk is full.", "Journal: ", "Free space: 0 bytes"),
}


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[Journal]:
    """The console's journal, on a disk of its own that the test fills."""
    with small_disk(tmp_path / "disk", 512) as disk:
        j = Journal(disk / "journal.sqlite3")
        yield j
        j.close()


def test_a_full_disk_blocks_the_console_with_the_path_and_the_free_space(console: Console) -> None:  # PLT-03
    console.seat(4)
    journal = console.table.journal
    filler = fill(journal.path.parent)
    assert console.window.storage_alert is None  # nothing to say while the disk takes writes
    for n in range(100):  # what still fits in the room the journal's files have is stored
        refused = console.table.submit(MODERATOR, Request("set_options", {"minutes": (8, 5)[n % 2]}))
        if isinstance(refused, Rejection):
            assert refused.code == "storage_failed", refused
            break
    else:
        raise AssertionError("the full disk took 100 requests")
    alert = console.window.storage_alert
    assert alert is not None
    alert.done(0)
    assert not console.model.submit("deal")  # the moderator's request: refused, nothing dealt
    assert console.window.storage_alert is alert
    assert console.game["phase"] == "lobby" and console.game["secrets"] is None
    assert alert.isVisible() and alert.windowModality() is Qt.WindowModality.ApplicationModal
    assert console.window.status_error.text() == "The journal could not be written: nothing was changed"
    for lang, (cause, path, free) in SAID.items():
        console.language.set(lang)
        assert alert.text().startswith(cause)
        assert f"{path}{journal.path}" in alert.informativeText() and free in alert.informativeText()
    console.language.set("en")
    alert.done(0)
    assert not alert.isVisible()
    refused = console.table.join("Late")  # a phone's join: refused too, and the alert is back
    assert getattr(refused, "code", None) == "storage_failed"
    assert alert.isVisible() and "Late" not in console.table.nicknames().values()
    alert.done(0)
    filler.unlink()  # room again: the same deal goes through
    console.trigger("deal")
    assert console.game["phase"] == "dealt" and not alert.isVisible()


def test_a_new_table_the_journal_refuses_leaves_the_open_one_playing(
        qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-03
    """Picking another game on a full disk: the alert names the journal; the table open before
    is still the console's, open in the journal, and plays on once there is room."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    with small_disk(tmp_path / "disk", 1024) as disk:
        console = AppConsole(Settings(data_dir=disk, port=0, lang="en", no_board=True, announce="off",
                                      host="127.0.0.1"))
        console.build([])
        try:
            first = console.table
            filler = fill(disk)
            picker = console.main_window.join.game_picker
            picker.setCurrentIndex(picker.findData("quiz"))
            picker.activated.emit(picker.currentIndex())
            alert = console.main_window.storage_alert
            assert console.table is first and alert is not None and alert.isVisible()
            assert picker.currentData() == "spy"
            assert first.id in {t.id for t in console.journal.open_tables()}
            alert.done(0)
            filler.unlink()
            assert not isinstance(first.join("Ola"), Rejection)
        finally:
            console.loop.run_until_complete(console.shutdown())
            console.loop.close()
            asyncio.set_event_loop(None)
