"""Another console's announcement of this table's code (PLT-08, PLT-07, PLT-15): a real console
announcing on loopback, a fake mDNS responder (python-zeroconf) announcing the console's code, and
then every new code the console takes. The console changes its code once and tells the moderator,
in the console's language, in the status bar: which code was announced and what the table's code
is now; later announcements change nothing and are shown as a clash. A new table the moderator
opens is guarded afresh."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from gm_console.app import Console, Settings
from tests.net.test_mdns import FakeConsole, wait_for


def test_the_moderator_is_told_of_the_one_change_of_code(qapp: Any, tmp_path: Path) -> None:  # PLT-08, PLT-15
    console = Console(Settings(data_dir=tmp_path / "data", port=0, lang="uk", no_board=True, announce="loopback",
                               host="127.0.0.1"))
    console.build([])
    loop = console.loop
    try:
        loop.run_until_complete(console.start_network())
        assert console.code_guard is not None  # announced on loopback, listening for other consoles

        async def attack() -> tuple[str, str, str]:
            fake = FakeConsole()
            try:
                first = console.table.code
                await fake.announce(first)
                await wait_for(lambda: console.table.code != first)
                second = console.table.code
                told = console.main_window.status_error.text()
                for _ in range(3):
                    name = await fake.announce(console.table.code)
                    await wait_for(lambda n=name: n in console.code_guard.browser.found)
                    assert console.table.code == second
                return first, second, told
            finally:
                await fake.close()

        first, second, told = loop.run_until_complete(attack())
        assert told == f"Інша консоль у мережі оголосила код {first}; тепер код цього столу {second}"
        assert console.main_window.status_error.text() == f"Інша консоль у мережі використовує код {second}"
        assert f"code={second}" in console.table.url  # the QR code and the join link carry the new code
        console.switch_game("quiz")  # a new table may change its code once too
        assert console.code_guard.table is console.table and console.code_guard.recoded is None
    finally:
        loop.run_until_complete(console.shutdown())
        loop.close()
        asyncio.set_event_loop(None)
