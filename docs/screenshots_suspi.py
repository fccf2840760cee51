"""Screenshots of SUSPI: the moderator's console at night (the villa's map, who has chosen) and at
the end, the projector's board (the rules in the lobby, the night, the council's live count, the
results), the web board and a player's phone (the night's rooms, the face-down screen, the held
card, the council); real tables, real Chromium, Qt offscreen.

    .venv/bin/python docs/screenshots_suspi.py     (writes docs/screenshots/suspi-*.png)
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gm_console.board_window import BoardWindow  # noqa: E402
from gm_console.games.suspi import SuspiDesk  # noqa: E402
from gm_console.i18n import Language  # noqa: E402
from gm_console.main_window import MainWindow  # noqa: E402
from gm_console.sound import SoundService  # noqa: E402
from gm_console.table_model import TableModel  # noqa: E402
from net.content import make_game  # noqa: E402
from net.journal import Journal  # noqa: E402
from net.table import Table  # noqa: E402
from rules.core import Actor, Request  # noqa: E402
from rules.suspi.board import WINNER_MS  # noqa: E402
from tests.e2e.serverfix import ServedTable  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
NAMES = ("Ola", "Max", "Anna", "Bogdan", "Kasia", "Yurii", "Marta", "Ivan", "Zosia", "Piotr")


class Clock:
    now = 1_800_000_000_000

    def __call__(self) -> int:
        return self.now

    def seconds(self) -> float:
        return self.now / 1000


def _ok(result: Any) -> None:
    assert not hasattr(result, "code"), result


def console_and_board(tmp: Path) -> None:
    app = QApplication.instance() or QApplication([])
    language = Language("en", app)
    clock = Clock()
    journal = Journal(tmp / "console.sqlite3")
    table = Table.create(make_game("suspi"), journal, code="48213", seed=7, clock=clock)
    table.url = "http://192.168.1.20:8765/join?code=48213"
    table.lang = "en"
    model = TableModel(table, monotonic=clock.seconds)
    window = MainWindow(model, language, SuspiDesk,
                        sounds=SoundService(enabled=False))
    board = BoardWindow(model)
    window.resize(1600, 940)
    board.resize(1920, 1080)
    window.show()
    board.show()

    def snap(widget: Any, name: str) -> None:
        app.processEvents()
        widget.grab().save(str(OUT / name))

    def play(seat: int, kind: str, **args: Any) -> None:
        _ok(table.submit(Actor.player(seat), Request(kind, args)))

    for name in NAMES:
        seat, _ = table.join(name)
        table.set_connected(seat, True)
    snap(board, "suspi-board-rules.png")
    window.desk.trigger("deal")
    window.desk.trigger("advance")
    rooms = model.view["game"]["match"]["rooms"]
    for seat, room in zip(range(1, 8), ("library", "library", "kitchen", "study", "archive", "library", "kitchen"),
                          strict=True):
        play(seat, "pick_room", room=room)
    clock.now += 47_000
    model.refresh()
    snap(window, "suspi-console.png")
    snap(board, "suspi-board.png")
    for seat in range(8, 11):
        play(seat, "pick_room", room=rooms[0])
    window.desk.trigger("advance")  # dawn
    window.desk.trigger("advance")  # day
    window.desk.trigger("advance")  # council
    alive = model.view["game"]["match"]["alive"]
    cards = {c["seat"]: c["role"] for c in model.view["game"]["secrets"]["cards"]}
    target = next(s for s in alive if cards[s] != "murderer")
    for seat in [s for s in alive if s != target][:5]:
        play(seat, "council_vote", target=target)
        play(seat, "council_confirm")
    other = next(s for s in alive if s not in (target,) and cards[s] == "murderer")
    for seat in [s for s in alive if s != target][5:7]:
        play(seat, "council_vote", target=other)
        play(seat, "council_confirm")
    clock.now += 38_000
    model.refresh()
    snap(board, "suspi-board-council.png")
    snap(window, "suspi-console-council.png")
    window.desk.trigger("advance")  # the council closes with the confirmed votes
    while model.view["game"]["phase"] == "verdict":  # then the murderers are found, one a night
        window.desk.trigger("advance")
        for seat in model.view["game"]["match"]["alive"]:
            play(seat, "pick_room", room="study")
        window.desk.trigger("advance")
        window.desk.trigger("advance")
        window.desk.trigger("advance")
        match = model.view["game"]["match"]
        murderer = next(s for s in match["alive"] if cards[s] == "murderer")
        for seat in match["alive"]:
            if seat == murderer:
                play(seat, "council_abstain")
            else:
                play(seat, "council_vote", target=murderer)
            play(seat, "council_confirm")
    goals = {c["seat"]: c["goal"] for c in model.view["game"]["secrets"]["cards"]}
    for seat, target in ((2, 3), (3, 4), (5, 2), (6, 7)):
        play(seat, "guess_goal", target=target, goal=goals[target]["kind"])
    window.desk.trigger("advance")
    clock.now += WINNER_MS + 100  # the winner held the board for its moment: then the cards and points
    board.redraw()
    snap(board, "suspi-board-result.png")
    snap(window, "suspi-console-result.png")
    window.close()
    board.close()
    model.close()
    table.close()
    journal.close()


def phones_and_web_board(tmp: Path) -> None:
    served = ServedTable(tmp / "served", game="suspi", seed=11, code="35791")

    def play(seat: int, kind: str, **args: Any) -> None:
        _ok(served.call(lambda: served.table.submit(Actor.player(seat), Request(kind, args))))

    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            ctx = browser.new_context(viewport={"width": 360, "height": 640}, device_scale_factor=2, has_touch=True)
            page = ctx.new_page()
            page.goto(f"{served.base_url}/join?code={served.code}")
            page.get_by_test_id("join-nick").fill("Ola")
            page.locator(".lang-btn[data-lang=en]").click()
            page.get_by_test_id("join-btn").click()
            page.wait_for_selector("body[data-screen=game]")
            for name in NAMES[1:7]:
                served.call(lambda n=name: served.table.join(n))
            web = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
            web.goto(f"{served.base_url}/board?code={served.code}&lang=en")
            web.wait_for_selector("[data-testid=rules]")
            web.screenshot(path=str(OUT / "suspi-web-board-rules.png"))
            served.moderator("deal")
            page.wait_for_selector("body[data-phase=dealt]")
            box = page.get_by_test_id("card-hold").bounding_box()
            page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 40)
            page.mouse.down()
            page.wait_for_selector("[data-testid=card-character]")
            page.screenshot(path=str(OUT / "suspi-phone-card.png"))
            page.mouse.up()
            served.moderator("advance")
            page.wait_for_selector("[data-testid=rooms]")
            page.get_by_test_id("rooms").locator("[data-id=library]").click()
            page.wait_for_selector("[data-testid=rooms] [data-id=library][aria-pressed=true]")
            page.screenshot(path=str(OUT / "suspi-phone-night.png"))
            web.wait_for_selector("body[data-moment=night] [data-testid=rooms]")
            web.screenshot(path=str(OUT / "suspi-web-board-night.png"))
            page.get_by_test_id("face-down").click()
            page.wait_for_selector("[data-testid=face-down-screen]")
            page.screenshot(path=str(OUT / "suspi-phone-face-down.png"))
            for seat in range(2, 8):
                play(seat, "pick_room", room="library")
            for _ in range(3):
                served.moderator("advance")
            page.wait_for_selector("[data-testid=candidates]")
            cards = {c["seat"]: c["role"] for c in served.view()["game"]["secrets"]["cards"]}
            target = next(s for s in range(2, 8) if cards[s] != "murderer")
            for seat in (3, 4, 5):
                if seat != target:
                    play(seat, "council_vote", target=target)
                    play(seat, "council_confirm")
            page.get_by_test_id("candidates").locator(f"[data-id='{target}']").click()
            page.wait_for_selector(f"[data-testid=candidates] [data-id='{target}'][aria-pressed=true]")
            page.screenshot(path=str(OUT / "suspi-phone-council.png"), full_page=True)
            web.wait_for_selector("body[data-moment=council] [data-testid=tally] tr")
            web.screenshot(path=str(OUT / "suspi-web-board-council.png"))
            browser.close()
    finally:
        served.stop()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        console_and_board(Path(tmp))
        phones_and_web_board(Path(tmp))
    print("wrote", ", ".join(sorted(p.name for p in OUT.glob("suspi-*.png"))))


if __name__ == "__main__":
    main()
