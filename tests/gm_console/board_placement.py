"""Run by test_desktop_habits in a process of its own, on the screens of an offscreen configuration
(QT_QPA_PLATFORM=offscreen:configfile=…): builds the console, places its board as at start, and
prints where the window and the board are, as JSON. ``python -m tests.gm_console.board_placement DATA_DIR [X,Y,W,H]`` (where the window is moved before
the console closes)."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from gm_console.app import Console, Settings


def main(data_dir: str, move: str | None) -> None:
    console = Console(Settings(data_dir=Path(data_dir), port=0, lang="en", announce="off", host="127.0.0.1"))
    console.build([])
    console.main_window.show_sized(console.prefs.window_geometry())
    console.place_board()
    console.app.processEvents()
    board, window = console.board, console.main_window
    print(json.dumps({"window": window.screen().name(), "geometry": window.geometry().getRect(),
                      "board_visible": board.isVisible(), "board_full_screen": board.isFullScreen(),
                      "board": board.screen().name()}))
    if move:
        window.showNormal()
        window.setGeometry(*(int(n) for n in move.split(",")))
        console.app.processEvents()
    console.loop.run_until_complete(console.shutdown())
    console.loop.close()
    asyncio.set_event_loop(None)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
