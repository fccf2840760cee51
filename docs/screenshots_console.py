"""Screenshots of every game's console at a laptop's size and at full HD, on a real X screen:

    Xvfb :93 -screen 0 1920x1080x24 &
    DISPLAY=:93 QT_QPA_PLATFORM=xcb .venv/bin/python docs/screenshots_console.py

writes docs/screenshots/console-laptop-<game>.png (1366×700, what a maximised window has on a
1366×768 laptop) and console-fullhd-<game>.png (1920×1040), each at the game's busiest moment with
its largest table (tests/gm_console/walks.py walks the phases; test_layout.py checks them all).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
SIZES = {"laptop": (1366, 700), "fullhd": (1920, 1040)}
MOMENT = {"spy": "accusation", "suspi": "night", "mafia": "hands", "quiz": "the minute"}


def main() -> None:
    app = QApplication(sys.argv[:1])
    from gm_console.i18n import Language
    from tests.gm_console.conftest import Clock
    from tests.gm_console.walks import WALKS, build

    QMessageBox.question = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)  # type: ignore[method-assign]
    language = Language("en", app)
    for size, (w, h) in SIZES.items():
        for game, moment in MOMENT.items():
            with tempfile.TemporaryDirectory() as tmp:
                built = build(game, Path(tmp), language, Clock())
                window = built.window
                window.setGeometry(0, 0, w, h)
                window.show()
                app.processEvents()
                window.setGeometry(0, 0, w, h)
                for phase in WALKS[game](built):
                    for _ in range(5):
                        app.processEvents()
                    if phase == moment:
                        path = OUT / f"console-{size}-{game}.png"
                        window.grab().save(str(path))
                        print("wrote", path.name, window.size().toTuple())
                        break
                built.close()


if __name__ == "__main__":
    main()
