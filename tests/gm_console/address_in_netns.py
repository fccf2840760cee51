"""A real console in a network namespace (run there by test_join_address.py as root):

    ip netns exec NS python -m tests.gm_console.address_in_netns DATA_DIR STEP

``STEP`` ``pick`` starts the console, picks the namespace's Tailscale address in the join panel,
fetches the join link over it, then takes that address off the machine and gives it back while the
console runs; ``restart`` starts it again on the same data folder. Each state the console shows is
printed as one JSON line (the join panel's list, the QR code's text, the table's url); the test judges.
"""

from __future__ import annotations

import asyncio
import json
import logging
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

from PySide6.QtWidgets import QApplication

from gm_console import app as console_app
from gm_console.app import Console, Settings

TAILSCALE = "100.101.5.7"
DEADLINE_S = 20.0


def state(console: Console, what: str) -> None:
    picker = console.main_window.join.address_picker
    print(json.dumps({"what": what, "list": [picker.itemText(i) for i in range(picker.count())],
                      "current": picker.currentData(), "qr": console.main_window.join.qr.text(),
                      "url": console.table.url}), flush=True)


def wait_for(console: Console, done: object) -> None:
    """Let the console's loop run until ``done()`` or the deadline (the address check is a Qt timer)."""
    assert callable(done)
    end = time.monotonic() + DEADLINE_S
    while not done() and time.monotonic() < end:
        console.loop.run_until_complete(asyncio.sleep(0.05))
        QApplication.processEvents()


def fetch(url: str) -> int:
    with urllib.request.urlopen(url, timeout=10) as answer:
        return int(answer.status)


def main(data_dir: Path, step: str) -> None:
    logging.basicConfig(level=logging.INFO, stream=sys.stderr)
    console_app.ADDRESS_RECHECK_MS = 100  # looks again at the machine's addresses often, for the test
    console = Console(Settings(data_dir=data_dir, port=0, lang="en", no_board=True, announce="off",
                               host="0.0.0.0"))
    console.build([])
    console.loop.run_until_complete(console.start_network())
    state(console, "started")
    if step == "pick":
        join = console.main_window.join
        index = join.address_picker.findData(TAILSCALE)
        join.address_picker.activated.emit(index)
        state(console, "picked")
        fetched: list[int] = []  # a phone on that network, while the console serves
        phone = threading.Thread(target=lambda: fetched.append(fetch(console.table.url)), daemon=True)
        phone.start()
        wait_for(console, lambda: bool(fetched))
        phone.join(timeout=DEADLINE_S)
        print(json.dumps({"what": "fetched", "status": fetched[0] if fetched else None}), flush=True)
        subprocess.run(["ip", "addr", "del", f"{TAILSCALE}/32", "dev", "tailscale0"], check=True)
        wait_for(console, lambda: TAILSCALE not in console.table.url)
        state(console, "gone")
        subprocess.run(["ip", "addr", "add", f"{TAILSCALE}/32", "dev", "tailscale0"], check=True)
        wait_for(console, lambda: TAILSCALE in console.table.url)
        state(console, "back")
    console.loop.run_until_complete(console.shutdown())


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2])
