"""Remote players (SPY-39, SUS-04): the console's public URL, from ``--public-url`` or the join
panel, is what the QR code, the join link and seat links carry, and it is kept for the next start."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from gm_console.__main__ import parse_args
from gm_console.app import Console
from tests.gm_console.consoles import Consoles, consoles_on


@pytest.fixture()
def started(qapp: Any, tmp_path: Path) -> Iterator[Consoles]:
    """Real consoles on one data folder, serving on loopback, one after another."""
    yield from consoles_on(tmp_path / "data", "127.0.0.1")


def shown(console: Console) -> tuple[str, str, str]:
    join = console.main_window.join
    return console.table.url, join.url.text(), join.qr.text()


def test_the_public_url_is_in_the_qr_code_the_join_link_and_seat_links(
        started: Consoles, monkeypatch: pytest.MonkeyPatch) -> None:  # SPY-39, SUS-04, PLT-09
    console = started("https://games.example.org/")
    code = console.table.code
    link = f"https://games.example.org/join?code={code}"
    assert shown(console) == (link, link, link)
    assert console.main_window.join.public_url.text() == "https://games.example.org"
    assert console.model.view["table"]["url"] == link  # the board and the phones get it in their views

    # a new seat link for a player, through the public URL (PLT-09)
    console.table.join("Ola")
    console.model.refresh()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    console.main_window.seats.select_seat(1)
    console.main_window.on_reissue()
    dialog = console.main_window.reissue_dialog
    assert dialog.url.startswith(link + "&token=") and dialog.qr.text() == dialog.url
    dialog.close()


def test_the_join_panel_sets_checks_and_keeps_the_public_url(started: Consoles) -> None:  # SPY-39, SUS-04
    console = started(None)
    code = console.table.code
    lan = console.table.url
    assert lan.startswith("http://") and lan.endswith(f"/join?code={code}")
    join = console.main_window.join
    assert join.public_url.text() == ""

    join.public_url.setText("https://play.example.net:8443/")
    join.public_url.editingFinished.emit()
    link = f"https://play.example.net:8443/join?code={code}"
    assert shown(console) == (link, link, link)
    assert join.public_url.text() == "https://play.example.net:8443"

    join.public_url.setText("https://play.example.net/console?table=1")  # a query: no place for the pages
    join.public_url.editingFinished.emit()
    assert not join.public_problem.isHidden() and "https://" in join.public_problem.text()
    assert console.table.url == link  # nothing changed

    started.stop(console)
    again = started(None)  # kept for the next start (in the data folder's console.ini)
    assert again.table.url == link and again.main_window.join.public_url.text() == "https://play.example.net:8443"
    again.main_window.join.public_url.setText("https://club.example.net/gm/")  # a proxy's path: the pages are relative
    again.main_window.join.public_url.editingFinished.emit()
    under = f"https://club.example.net/gm/join?code={code}"
    assert shown(again) == (under, under, under) and again.main_window.join.public_problem.isHidden()
    assert again.main_window.join.public_url.text() == "https://club.example.net/gm"
    again.main_window.join.public_url.setText("")  # back to the venue's network
    again.main_window.join.public_url.editingFinished.emit()
    assert again.table.url.startswith("http://") and again.table.url.endswith(f"/join?code={code}")
    assert again.main_window.join.public_problem.isHidden()


def test_the_command_line_takes_a_public_url_it_can_use() -> None:  # SPY-39
    assert parse_args(["--public-url", "https://games.example.org"]).public_url == "https://games.example.org"
    assert parse_args([]).public_url is None
    with pytest.raises(SystemExit):
        parse_args(["--public-url", "games.example.org/gm"])
