"""Screenshots for the venue guide (gm_resources/guide), in each language, on a real X screen:

    Xvfb :94 -screen 0 1366x768x24 &
    DISPLAY=:94 QT_QPA_PLATFORM=xcb .venv/bin/python docs/screenshots_guide.py

The real console (a new spy table, its server on this machine) gives ``console.<lang>.png`` (the
window at a laptop's size, scaled down), ``join.<lang>.png`` (the join panel: code, QR code,
address) and ``warning.<lang>.png`` (the projector warning, as a mirrored screen brings it); a real
table served on loopback and headless Chromium give ``phone.<lang>.png`` (the join page) and
``tv.<lang>.png`` (the board at /board on a TV's browser),
scaled to fit the guide's window. The diagrams are
``tools/make_guide_pictures.py``'s.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

OUT = ROOT / "gm_resources" / "guide"
LANGS = ("uk", "pl", "ru", "en")
NICKS = {"uk": "Оля", "pl": "Kasia", "ru": "Максим", "en": "Anna"}
WIDE = 760
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def save(pixmap: QPixmap, name: str, width: int | None = None) -> None:
    if width is not None and pixmap.width() > width:
        pixmap = pixmap.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
    path = OUT / name
    pixmap.save(str(path))
    print("wrote", path.relative_to(ROOT), pixmap.size().toTuple())


def console_shots(app: QApplication) -> None:
    from gm_console.app import Console, Settings
    from gm_console.screens import MIRRORED, ScreenWarning

    for lang in LANGS:
        with tempfile.TemporaryDirectory() as tmp:
            console = Console(Settings(data_dir=Path(tmp), port=0, lang=lang, announce="off", host="127.0.0.1",
                                       game="spy", no_board=True))
            console.build([])
            window = console.main_window
            window.setGeometry(0, 0, 1366, 700)
            window.show()
            console.loop.run_until_complete(console.start_network())
            for _ in range(10):
                app.processEvents()
            save(window.grab(), f"console.{lang}.png", WIDE)
            save(window.join.grab(), f"join.{lang}.png")
            warning = ScreenWarning(MIRRORED, window.open_guide, window)
            warning.show()
            for _ in range(10):
                app.processEvents()
            save(warning.grab(), f"warning.{lang}.png", WIDE)
            warning.close()
            console.loop.run_until_complete(console.shutdown())
            console.loop.close()
            asyncio.set_event_loop(None)


def web_shots() -> None:
    from playwright.sync_api import sync_playwright

    from tests.e2e.serverfix import ServedTable

    with tempfile.TemporaryDirectory() as tmp:
        served = ServedTable(Path(tmp), seed=21)
        port = served.server.port

        def carry_lan_link() -> None:  # what the console carries on this machine: its network address
            served.table.url = f"http://192.0.2.2:{port}/join?code={served.code}"

        served.call(carry_lan_link)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                for lang in LANGS:
                    phone = browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True)
                    page = phone.new_page()
                    page.goto(f"{served.base_url}/join?code={served.code}")
                    page.get_by_test_id("join-nick").fill(NICKS[lang])
                    page.locator(f".lang-btn[data-lang={lang}]").click()
                    page.screenshot(path=str(OUT / f"phone.{lang}.png"))
                    phone.close()
                    save(QPixmap(str(OUT / f"phone.{lang}.png")), f"phone.{lang}.png", 270)
                    tv = browser.new_context(viewport={"width": 1280, "height": 720})
                    page = tv.new_page()
                    page.goto(f"{served.base_url}/board?code={served.code}&lang={lang}")
                    page.wait_for_selector(".bigcode")
                    page.screenshot(path=str(OUT / f"tv.{lang}.png"))
                    tv.close()
                    save(QPixmap(str(OUT / f"tv.{lang}.png")), f"tv.{lang}.png", WIDE)
                browser.close()
        finally:
            served.stop()


def main() -> None:
    app = QApplication(sys.argv[:1])
    console_shots(app)
    web_shots()


if __name__ == "__main__":
    main()
