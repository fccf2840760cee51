"""Screenshots of club mafia: the console during a vote and at night, the projector's board
(``BoardWindow``) by day, at night, the winner's moment and the final table, the web board by day,
and phones (sign-up, reserve, the role card with a check) on a real table.

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots_mafia.py

Writes ``docs/screenshots/mafia-*.png``.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gm_console.board_window import BoardWindow  # noqa: E402
from gm_console.games.mafia import MafiaDesk  # noqa: E402
from gm_console.i18n import Language  # noqa: E402
from gm_console.main_window import MainWindow  # noqa: E402
from gm_console.table_model import TableModel  # noqa: E402
from net.content import make_game  # noqa: E402
from net.journal import Journal  # noqa: E402
from net.table import Table  # noqa: E402
from tests.e2e.serverfix import ServedTable  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
NICKS = ("Ola", "Max", "Ann", "Bogdan", "Kasia", "Yurii", "Marta", "Ivan", "Sofia", "Taras", "Lena", "Piotr")


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def console(tmp: Path) -> None:
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    language = Language("en", app)
    journal = Journal(tmp / "console.sqlite3")
    table = Table.create(make_game("mafia"), journal, code="46802", seed=11)
    table.url = "http://192.168.1.20:8765/join?code=46802"
    table.lang = "en"
    later = [0.0]  # seconds added to the board's clock: a result's moment gives way to the table
    model = TableModel(table, monotonic=lambda: time.monotonic() + later[0])
    window = MainWindow(model, language, MafiaDesk)
    board = BoardWindow(model)
    window.resize(1600, 940)
    board.resize(1280, 720)
    window.show()
    board.show()
    desk = window.desk
    assert isinstance(desk, MafiaDesk)
    for name in NICKS:
        model.submit("add_player", nickname=name, adult=True)
    for step in ("seat_players", "deal", "start_game", "next_speaker", "morning"):
        assert model.submit(step), step
    model.submit("nominate", target=4)
    model.submit("next_speaker")
    model.submit("nominate", target=9)
    model.submit("foul", place=7)
    model.submit("next_speaker")
    settle(app)
    board.grab().save(str(OUT / "mafia-board-day.png"))
    while model.game["next"] == "next_speaker":
        model.submit("next_speaker")
    model.submit("hands", place=4, count=5)
    desk.pick(9)
    settle(app)
    window.grab().save(str(OUT / "mafia-console-vote.png"))
    model.submit("hands", place=9, count=2)
    while model.game["next"] == "next_speaker":
        model.submit("next_speaker")
    model.submit("expel_anyone", hands=3)  # MAF-12: no majority, night falls
    roles = {r["place"]: r["role"] for r in model.game["secrets"]["roles"]}
    commissar = next(p for p, r in roles.items() if r == "commissar")
    model.submit("night_action", target=commissar)
    desk.pick(2)
    settle(app)
    window.grab().save(str(OUT / "mafia-console-night.png"))
    board.grab().save(str(OUT / "mafia-board-night.png"))
    model.submit("abort_game")
    settle(app)
    board.grab().save(str(OUT / "mafia-board-winner.png"))
    later[0] += 10
    board.redraw()
    settle(app)
    board.grab().save(str(OUT / "mafia-board-result.png"))
    window.close()
    board.hide()
    model.close()
    table.close()
    journal.close()


def phones(tmp: Path) -> None:
    served = ServedTable(tmp, game="mafia", options={"capacity": 10}, seed=7, code="35791")
    try:
        for name in NICKS[:9]:
            served.moderator("add_player", nickname=name, adult=True)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            pages = {}
            for name, lang in (("Оля", "uk"), ("Максим", "ru")):
                ctx = browser.new_context(viewport={"width": 360, "height": 640}, device_scale_factor=2,
                                          has_touch=True)
                page = ctx.new_page()
                page.goto(f"{served.base_url}/join?code={served.code}")
                page.get_by_test_id("join-nick").fill(name)
                page.locator(f".lang-btn[data-lang={lang}]").click()
                page.get_by_test_id("join-btn").click()
                page.wait_for_selector("[data-testid=signup]")
                page.get_by_test_id("adult").check()
                if lang == "uk":
                    page.screenshot(path=str(OUT / "mafia-phone-signup.png"))
                page.get_by_test_id("sign-up").click()
                page.get_by_test_id("confirm-evening").get_by_role("button").click()
                pages[name] = page
            pages["Максим"].wait_for_selector("[data-testid=reserve]")
            pages["Максим"].screenshot(path=str(OUT / "mafia-phone-reserve.png"))
            served.moderator("seat_players")
            served.moderator("deal")
            page = pages["Оля"]
            page.get_by_test_id("card-open").click()
            page.wait_for_selector("[data-testid=card]")
            page.screenshot(path=str(OUT / "mafia-phone-card.png"))
            served.moderator("start_game")
            page.get_by_test_id("card-hide").click()
            page.wait_for_selector("[data-testid=my-fouls]")
            page.screenshot(path=str(OUT / "mafia-phone-day.png"), full_page=True)
            board = browser.new_page(viewport={"width": 1280, "height": 720})
            board.goto(f"{served.base_url}/board?code={served.code}&lang=en")
            board.wait_for_selector("[data-testid=seats]")
            board.screenshot(path=str(OUT / "mafia-web-board-day.png"))
            browser.close()
    finally:
        served.stop()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        console(Path(tmp))
        phones(Path(tmp))


if __name__ == "__main__":
    main()
