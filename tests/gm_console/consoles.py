"""Real consoles (offscreen, serving on a free port) on one data folder, one after another: what one
kept in the folder's console.ini, the next one starts with."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

from gm_console.app import Console, Settings


class Consoles:
    """Consoles on ``data_dir`` serving on ``host``; each call builds and starts one."""

    def __init__(self, data_dir: Path, host: str) -> None:
        self.data_dir = data_dir
        self.host = host
        self.running: list[Console] = []

    def __call__(self, public_url: str | None = None, *, address: str | None = None,
                 trusted_proxies: tuple[str, ...] | None = None) -> Console:
        console = Console(Settings(data_dir=self.data_dir, port=0, lang="en", no_board=True, announce="off",
                                   host=self.host, address=address, public_url=public_url,
                                   trusted_proxies=trusted_proxies))
        console.build([])
        console.loop.run_until_complete(console.start_network())
        self.running.append(console)
        return console

    def stop(self, console: Console) -> None:
        self.running.remove(console)
        console.loop.run_until_complete(console.shutdown())
        console.loop.close()
        asyncio.set_event_loop(None)


def consoles_on(data_dir: Path, host: str) -> Iterator[Consoles]:
    """For a fixture: the consoles, every one still running stopped at the end."""
    consoles = Consoles(data_dir, host)
    yield consoles
    for console in list(consoles.running):
        consoles.stop(console)
