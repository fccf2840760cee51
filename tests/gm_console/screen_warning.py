"""Run by test_screens in a process of its own, on the screens of an offscreen configuration
(QT_QPA_PLATFORM=offscreen:configfile=…): starts the console as ``Console._run`` does (the window,
the board placed, the screens checked), checks the screens once more, and prints as JSON what the
console shows: the screens, the board, and the warnings open. With ``--guide`` it then presses the
warning's "Open the venue guide" button. ``python -m tests.gm_console.screen_warning DATA_DIR LANG [--guide]``."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from gm_console.app import Console, Settings
from gm_console.screens import ScreenWarning


def main(data_dir: str, lang: str, guide: bool) -> None:
    console = Console(Settings(data_dir=Path(data_dir), port=0, lang=lang, announce="off", host="127.0.0.1"))
    console.build([])
    warned: list[str] = []
    console.screen_watch.warned.connect(warned.append)
    console.main_window.show_sized(console.prefs.window_geometry())
    console.place_board()
    console.screen_watch.check()
    console.app.processEvents()
    console.screen_watch.check()  # once an evening: no second warning
    console.app.processEvents()
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, ScreenWarning) and w.isVisible()]
    result = {
        "screens": [s.geometry().getRect() for s in QGuiApplication.screens()],
        "board_visible": console.board.isVisible(), "board": console.board.screen().name(),
        "warned": warned,
        "warnings": [{"kind": w.kind, "title": w.windowTitle(), "text": w.text(), "more": w.informativeText(),
                      "modal": w.isModal(), "parent": w.parentWidget() is console.main_window} for w in shown],
    }
    if guide and shown:
        shown[0].guide_button.click()
        console.app.processEvents()
        help_ = console.main_window.help
        result["guide_open"] = help_.guide is not None and help_.guide.isVisible()
        result["guide_lang"] = help_.guide.lang if help_.guide is not None else ""
        result["warning_open"] = shown[0].isVisible()
    print(json.dumps(result, ensure_ascii=False))
    console.loop.run_until_complete(console.shutdown())
    console.loop.close()
    asyncio.set_event_loop(None)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], "--guide" in sys.argv[3:])
