"""The full console (Qt, main window, board window, server) for the benchmark, offscreen.

Prints ``{"port": N, "code": "…"}`` once the server listens, then takes moderator requests as JSON
lines on standard input, as ``python -m net`` does, pressing the same path the console's buttons
use (``TableModel.submit``). mDNS is kept on loopback. ``--game ID`` opens a table of that game
(default: the spy game).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import net.protocol  # noqa: E402
from gm_console.app import Console, Settings  # noqa: E402
from net.portable import read_lines  # noqa: E402

net.protocol.MESSAGES_PER_SECOND = 100_000  # the benchmark asks faster than any thumb


class BenchConsole(Console):
    async def start_network(self) -> None:
        await super().start_network()
        self.server.addresses = net.protocol.AddressBook(net.protocol.UNLIMITED)  # 21 clients, one address
        print(json.dumps({"port": self.server.port, "code": self.table.code}), flush=True)
        read_lines(self.loop, self.on_stdin, self.on_main_window_closed)  # its end closes the console

    def on_stdin(self, line: str) -> None:
        if not line.strip():
            return
        request = json.loads(line)
        ok = self.model.submit(request["type"], **request.get("args", {}))
        print(json.dumps({"ok": self.table.version} if ok else {"error": "refused"}), flush=True)


def main() -> int:
    game = sys.argv[sys.argv.index("--game") + 1] if "--game" in sys.argv else None
    with tempfile.TemporaryDirectory() as tmp:
        console = BenchConsole(Settings(data_dir=Path(tmp), port=0, lang="en", host="127.0.0.1",
                                        announce="loopback", game=game))
        console.build()
        return console.exec()


if __name__ == "__main__":
    raise SystemExit(main())
