"""The console's declared proxies (PLT-11, SPY-39): ``--trusted-proxy`` says whose
``X-Forwarded-For`` the console believes; it is kept in the data folder's console.ini beside the
public URL for the next start, and ``''`` believes none again."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from websockets.asyncio.client import connect

from gm_console.__main__ import parse_args
from gm_console.app import TRUSTED_PROXIES_KEY, Console
from tests.gm_console.consoles import Consoles, consoles_on


@pytest.fixture()
def started(qapp: Any, tmp_path: Path) -> Iterator[Consoles]:
    yield from consoles_on(tmp_path / "data", "127.0.0.1")


def counted_under(console: Console, forwarded: str) -> int:
    """Open a WebSocket from loopback saying ``X-Forwarded-For: forwarded``; how many connections the
    console counts under that address while it is open."""
    async def probe() -> int:
        url = f"ws://127.0.0.1:{console.server.port}/ws"
        async with connect(url, additional_headers={"X-Forwarded-For": forwarded}) as ws:
            await ws.send(json.dumps({"type": "ping"}))
            await ws.recv()
            return int(console.server.addresses.connections(forwarded))
    return console.loop.run_until_complete(probe())


def test_the_command_line_takes_proxies_and_refuses_what_is_not_an_address() -> None:  # PLT-11
    assert parse_args(["--trusted-proxy", "127.0.0.1", "--trusted-proxy", "::1"]).trusted_proxy == ["127.0.0.1", "::1"]
    assert parse_args(["--trusted-proxy", ""]).trusted_proxy == []
    assert parse_args([]).trusted_proxy is None
    with pytest.raises(SystemExit):
        parse_args(["--trusted-proxy", "proxy.example.org"])


def test_a_declared_proxy_is_believed_and_kept_for_the_next_start(started: Consoles, tmp_path: Path) -> None:  # PLT-11, SPY-39
    console = started(trusted_proxies=("127.0.0.1",))
    assert counted_under(console, "203.0.113.9") == 1
    started.stop(console)
    kept = QSettings(str(tmp_path / "data" / "console.ini"), QSettings.Format.IniFormat)
    assert kept.value(TRUSTED_PROXIES_KEY) == "127.0.0.1"
    console = started()  # nothing given: the kept proxy
    assert counted_under(console, "203.0.113.9") == 1
    started.stop(console)
    console = started(trusted_proxies=())  # '' on the command line: none believed
    assert counted_under(console, "203.0.113.9") == 0
