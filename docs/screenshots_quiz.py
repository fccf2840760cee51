"""Screenshots of the quiz: the Croupier's console, the projector's board (the roulette mid-spin, the
minute, the black box, the winner), the web board and the experts' phones; real tables, real
Chromium, Qt offscreen.

    .venv/bin/python docs/screenshots_quiz.py     (writes docs/screenshots/quiz-*.png)
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gm_console.board_blocks import Wheel  # noqa: E402
from gm_console.board_window import BoardWindow  # noqa: E402
from gm_console.games.quiz import QuizDesk  # noqa: E402
from gm_console.i18n import Language  # noqa: E402
from gm_console.main_window import MainWindow  # noqa: E402
from gm_console.table_model import TableModel  # noqa: E402
from net.content import make_game  # noqa: E402
from net.journal import Journal  # noqa: E402
from net.table import Table  # noqa: E402
from rules.core import MODERATOR, SYSTEM, Actor, Request  # noqa: E402
from rules.quiz.board import SPIN_MS  # noqa: E402
from tests.e2e.serverfix import ServedTable  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


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
    table = Table.create(make_game("quiz"), journal, code="37519", seed=11, clock=clock,
                         options={"pack": "en_why_where"})
    table.url = "http://192.168.1.20:8765/join?code=37519"
    table.lang = "en"
    model = TableModel(table, monotonic=clock.seconds)
    window = MainWindow(model, language, QuizDesk)
    board = BoardWindow(model)
    window.resize(1600, 900)
    board.resize(1280, 720)

    def mod(request: str, **args: Any) -> None:
        _ok(table.submit(MODERATOR, Request(request, args)))

    def player(seat: int, request: str, **args: Any) -> None:
        _ok(table.submit(Actor.player(seat), Request(request, args)))

    def settle(ms: int = 50) -> None:
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            app.processEvents()

    looks = (("owl", "bowler"), ("fox", "fedora"), ("hippo", "top_hat"), ("hedgehog", "cap"))
    for name, (avatar, hat) in zip(("Ola", "Maxim", "Anna", "Bogdan"), looks, strict=True):
        seat, _ = table.join(name)  # type: ignore[misc]
        table.set_connected(seat, True)
        player(seat, "set_look", avatar=avatar, hat=hat)
    for seat in (1, 2, 3):
        player(seat, "ready")
    mod("mark_captain", seat=1)
    settle()
    board.show()
    settle(200)
    board.grab().save(str(OUT / "quiz-board-lobby.png"))
    player(4, "ready")
    mod("start")
    for verdict in ("accept_answer", "reject_answer", "accept_answer"):
        mod("spin")
        mod("time_go")
        mod("name_answerer", seat=2)
        mod(verdict)
    mod("penalty", kind="hat_taken", seat=3)
    settle()
    # the roulette mid-spin (the spin's beat): the animation is held one second in
    clock.now += 10_000  # the last verdict's moment has passed
    mod("spin")
    settle(100)
    wheel = board.block("wheel")
    assert isinstance(wheel, Wheel)
    wheel.animation.pause()
    wheel.animation.setCurrentTime(1100)
    settle(100)
    board.grab().save(str(OUT / "quiz-board-spin.png"))
    wheel.animation.setCurrentTime(wheel.animation.duration())
    wheel.animation.stop()
    clock.now += SPIN_MS + 100  # the beat gives way to the round
    board.redraw()
    settle()
    mod("time_go")
    player(1, "ask_lifeline", lifeline="clubs_help")
    clock.now += 20_000
    mod("clubs_help")
    clock.now += 91_000
    _ok(table.submit(SYSTEM, Request("tick")))
    settle()
    board.on_tick()
    window.desk.minute.on_tick()  # type: ignore[union-attr]
    window.desk.experts.select(3)  # type: ignore[union-attr]
    settle(100)
    board.grab().save(str(OUT / "quiz-board-minute.png"))
    window.grab().save(str(OUT / "quiz-console.png"))
    for _ in range(4):
        clock.now += 60_000
        if hasattr(table.submit(SYSTEM, Request("tick")), "code"):
            break
    mod("name_answerer", seat=1)
    mod("accept_answer")
    while table.moderator_view()["game"]["phase"] != "finished":
        mod("spin")
        mod("time_go")
        mod("name_answerer", seat=1)
        mod("accept_answer")
    settle(200)  # the winner's moment
    board.grab().save(str(OUT / "quiz-board-winner.png"))
    board.hide()
    window.close()
    model.close()
    table.close()
    journal.close()


def web(tmp: Path) -> None:
    served = ServedTable(tmp, game="quiz", options={"pack": "ru_pochemu"}, seed=5, code="37519")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            pages = {}
            for name, lang, avatar, hat in (("Оля", "ru", "owl", "bowler"), ("Максим", "ru", "fox", "fedora"),
                                            ("Anna", "en", "hippo", "boater")):
                ctx = browser.new_context(viewport={"width": 360, "height": 740}, device_scale_factor=2, has_touch=True)
                page = ctx.new_page()
                page.goto(f"{served.base_url}/join?code={served.code}")
                page.get_by_test_id("join-nick").fill(name)
                page.locator(f".lang-btn[data-lang={lang}]").click()
                page.get_by_test_id("join-btn").click()
                page.wait_for_selector("body[data-screen=game]")
                page.locator(f"[data-avatar={avatar}]").click()
                page.wait_for_selector(f"[data-avatar={avatar}][aria-pressed=true]")
                page.locator(f"[data-hat={hat}]").click()
                page.wait_for_selector(f"[data-hat={hat}][aria-pressed=true]")
                pages[name] = page
            served.moderator("mark_captain", seat=1)
            pages["Оля"].get_by_test_id("ready").click()
            pages["Оля"].wait_for_selector("[data-testid=ready]:has-text('Отменить')")  # ready: it takes it back
            pages["Оля"].screenshot(path=str(OUT / "quiz-phone-lobby.png"))
            for name in ("Максим", "Anna"):
                pages[name].get_by_test_id("ready").click()
            ctx = browser.new_context(viewport={"width": 1280, "height": 720})
            board = ctx.new_page()
            board.goto(f"{served.base_url}/board?code={served.code}&lang=ru")
            board.wait_for_selector("body[data-phase=lobby]")
            time.sleep(0.6)
            board.screenshot(path=str(OUT / "quiz-web-board-lobby.png"))
            for _ in range(50):
                if all(e["ready"] for e in served.view()["game"]["experts"]):
                    break
                time.sleep(0.05)
            served.moderator("start")
            served.moderator("penalty", kind="sent_off", seat=3)
            board.wait_for_selector("body[data-phase=roulette]")
            served.moderator("spin")
            board.wait_for_selector("[data-testid=wheel][data-spinning='1']")
            time.sleep(1.0)
            board.screenshot(path=str(OUT / "quiz-web-board-spin.png"))
            board.wait_for_selector("[data-testid=wheel][data-spinning='0']", timeout=8000)
            served.moderator("time_go")
            served.moderator("clubs_help", hint="Вспомните, куда бежит толпа при пожаре.")
            pages["Оля"].wait_for_selector("[data-testid=hint]")
            time.sleep(0.5)
            pages["Оля"].screenshot(path=str(OUT / "quiz-phone-minute.png"), full_page=True)
            pages["Anna"].wait_for_selector("[data-testid=sitting-out]")
            pages["Anna"].screenshot(path=str(OUT / "quiz-phone-sent-off.png"))
            board.wait_for_selector("[data-testid=hint]")
            board.screenshot(path=str(OUT / "quiz-web-board-minute.png"))
            browser.close()
    finally:
        served.stop()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        console_and_board(Path(tmp))
    with tempfile.TemporaryDirectory() as tmp:
        web(Path(tmp))


if __name__ == "__main__":
    main()
