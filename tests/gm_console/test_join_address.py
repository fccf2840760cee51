"""The join address (PLT-08: the QR code encodes the console's LAN address and the code): the join
panel lists the machine's addresses with their adapters, the automatic choice first; the one the
moderator picks is in the QR code, the join link and the board's view at once, is kept in the data
folder's console.ini for the next start while it is still on the machine, and ``--address`` picks it
from the command line."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from gm_console.__main__ import parse_args
from gm_console.app import ADDRESS_KEY, Console, Settings, StartupError
from net import adapters
from tests.gm_console.consoles import Consoles, consoles_on
from tests.net.netns import link as link_in
from tests.net.netns import network_namespace, run_in  # noqa: F401 (the netns fixture)

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture()
def started(qapp: Any, tmp_path: Path) -> Iterator[Consoles]:
    """Real consoles on one data folder, serving on every address, one after another."""
    yield from consoles_on(tmp_path / "data", "0.0.0.0")


def listed(console: Console) -> list[tuple[str, str]]:
    picker = console.main_window.join.address_picker
    return [(str(picker.itemData(i)), picker.itemText(i)) for i in range(picker.count())]


def link(console: Console, address: str) -> str:
    assert console.server is not None
    return f"http://{address}:{console.server.port}/join?code={console.table.code}"


def shown(console: Console) -> tuple[str, str, str, str]:
    join = console.main_window.join
    return console.table.url, join.url.text(), join.qr.text(), console.model.view["table"]["url"]


def test_the_join_panel_lists_the_machine_s_addresses_the_automatic_one_first(started: Consoles) -> None:  # PLT-08
    console = started()
    machine = adapters.machine_addresses()
    rows = listed(console)
    assert [address for address, _ in rows] == [a.address for a in machine]
    for (address, text), host in zip(rows, machine, strict=True):
        assert text.startswith(f"{address} — {host.adapter}")
        assert ("default route" in text) == host.default_route
        assert ("this computer only" in text) == (host.kind is adapters.Kind.LOOPBACK)
    automatic = adapters.automatic_address()
    assert console.main_window.join.address_picker.currentIndex() == 0
    assert shown(console) == (link(console, automatic),) * 4
    assert console.main_window.server_address.startswith(f"{automatic}:")


def test_a_picked_address_is_in_the_qr_code_at_once_and_kept_for_the_next_start(
        started: Consoles, qtbot: Any) -> None:  # PLT-08
    console = started()
    rows = listed(console)
    if len(rows) < 2:
        pytest.skip("this machine has one address only")
    join = console.main_window.join
    picked = rows[-1][0]  # loopback is last: on every machine
    with qtbot.waitSignal(join.address_chosen) as chosen:
        join.address_picker.activated.emit(len(rows) - 1)  # as a click or the keyboard picks it
    assert chosen.args == [picked]
    assert shown(console) == (link(console, picked),) * 4  # the QR code, the link, the board's and phones' view
    assert join.address_picker.currentData() == picked
    kept = QSettings(str(started.data_dir / "console.ini"), QSettings.Format.IniFormat)
    assert kept.value(ADDRESS_KEY) == picked

    started.stop(console)
    again = started()  # the same data folder: the address is still on the machine
    assert shown(again) == (link(again, picked),) * 4
    assert again.main_window.join.address_picker.currentData() == picked

    again.main_window.join.address_picker.activated.emit(0)  # the first: back to the automatic one
    automatic = adapters.automatic_address()
    assert shown(again) == (link(again, automatic),) * 4
    assert QSettings(str(started.data_dir / "console.ini"), QSettings.Format.IniFormat).value(ADDRESS_KEY) == ""


def test_a_kept_address_no_longer_on_the_machine_gives_way_to_the_automatic_one(
        started: Consoles, caplog: pytest.LogCaptureFixture) -> None:  # PLT-08
    started.data_dir.mkdir(parents=True)
    ini = QSettings(str(started.data_dir / "console.ini"), QSettings.Format.IniFormat)
    ini.setValue(ADDRESS_KEY, "203.0.113.77")  # the Wi-Fi of last week's venue
    ini.sync()
    with caplog.at_level(logging.INFO, logger="gm_console.app"):
        console = started()
    automatic = adapters.automatic_address()
    assert shown(console) == (link(console, automatic),) * 4
    assert console.main_window.join.address_picker.currentIndex() == 0
    assert "the join address 203.0.113.77 is not on this machine now: the automatic one, " \
           f"{automatic}, is used" in caplog.text


def test_the_command_line_picks_the_address_and_refuses_one_the_machine_has_not(
        started: Consoles) -> None:  # PLT-08
    assert parse_args(["--address", "127.0.0.1"]).address == "127.0.0.1"
    assert parse_args([]).address is None
    with pytest.raises(SystemExit):
        parse_args(["--address", "203.0.113.77"])
    with pytest.raises(SystemExit):
        parse_args(["--address", "wifi"])
    console = started(address="127.0.0.1")
    assert shown(console) == (link(console, "127.0.0.1"),) * 4
    assert console.main_window.join.address_picker.currentData() == "127.0.0.1"
    started.stop(console)
    refused = Console(Settings(data_dir=started.data_dir, port=0, lang="en", no_board=True, announce="off",
                               address="203.0.113.77"))
    with pytest.raises(StartupError, match=r"--address: 203\.0\.113\.77 is not an address of this machine"):
        refused.build([])
    assert not (started.data_dir / "console.ini").read_text(encoding="utf-8").count("203.0.113.77")


def test_a_public_url_still_wins_for_the_qr_code(started: Consoles) -> None:  # PLT-08, SPY-39
    console = started(address="127.0.0.1", public_url="https://games.example.org")
    remote = f"https://games.example.org/join?code={console.table.code}"
    assert shown(console) == (remote,) * 4
    join = console.main_window.join
    assert not join.address_picker.isEnabled()
    join.public_url.setText("")  # back to the venue's network: the picked address again
    join.public_url.editingFinished.emit()
    assert shown(console) == (link(console, "127.0.0.1"),) * 4 and join.address_picker.isEnabled()


def test_alt_j_gives_the_list_the_keyboard_and_the_arrows_pick(started: Consoles, qtbot: Any) -> None:  # PLT-12, PLT-08
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from .conftest import activate

    console = started()
    rows = listed(console)
    if len(rows) < 2:
        pytest.skip("this machine has one address only")
    window = console.main_window
    window.resize(1366, 700)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_J, Qt.KeyboardModifier.AltModifier)
    picker = window.join.address_picker
    assert QApplication.focusWidget() is picker
    assert picker.toolTip().endswith("(Alt+J)")
    qtbot.keyClick(picker, Qt.Key.Key_Down)
    assert shown(console) == (link(console, rows[1][0]),) * 4


def in_netns(ns: str, data_dir: Path, step: str) -> tuple[list[dict[str, Any]], str]:
    done = subprocess.run(["ip", "netns", "exec", ns, sys.executable, "-m", "tests.gm_console.address_in_netns",
                           str(data_dir), step], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")], done.stderr


def test_in_a_network_namespace_the_picked_tailscale_address_comes_and_goes(netns: str, tmp_path: Path) -> None:
    """PLT-08 on a machine with Wi-Fi (the default route) and Tailscale: the list names both, the Wi-Fi
    first; the Tailscale address picked is in the QR code and serves the join page; taken off the
    machine, the link falls back to the Wi-Fi's at once, and comes back with it; a restart keeps it
    while it is there, and falls back, saying so, when it is not."""
    link_in(netns, "wlp2s0", "10.0.0.5/24")
    link_in(netns, "tailscale0", "100.101.5.7/32")
    run_in(netns, "ip", "route", "add", "default", "via", "10.0.0.1", "dev", "wlp2s0")
    data = tmp_path / "data"
    states, _ = in_netns(netns, data, "pick")
    first = states[0]
    assert first["list"] == ["10.0.0.5 — wlp2s0 (default route)", "100.101.5.7 — tailscale0 (VPN)",
                             "127.0.0.1 — lo (this computer only)"]
    assert first["current"] == "10.0.0.5" and "//10.0.0.5:" in first["url"] and first["qr"] == first["url"]
    picked, fetched, gone, back = states[1:]
    assert "//100.101.5.7:" in picked["url"] and picked["qr"] == picked["url"] and picked["current"] == "100.101.5.7"
    assert fetched == {"what": "fetched", "status": 200}
    assert "//10.0.0.5:" in gone["url"] and gone["qr"] == gone["url"]
    assert gone["list"] == ["10.0.0.5 — wlp2s0 (default route)", "127.0.0.1 — lo (this computer only)"]
    assert "//100.101.5.7:" in back["url"] and back["current"] == "100.101.5.7"

    again, _ = in_netns(netns, data, "restart")
    assert "//100.101.5.7:" in again[0]["url"] and again[0]["current"] == "100.101.5.7"
    run_in(netns, "ip", "addr", "del", "100.101.5.7/32", "dev", "tailscale0")
    fallen, log = in_netns(netns, data, "restart")
    assert "//10.0.0.5:" in fallen[0]["url"] and fallen[0]["current"] == "10.0.0.5"
    assert "the join address 100.101.5.7 is not on this machine now: the automatic one, 10.0.0.5, is used" in log
