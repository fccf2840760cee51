"""Screenshots of the phone page at 320 px, the narrowest phones clubs see (tests/e2e/test_phone_widths.py
checks every screen at 320–414 px in every language; these show three of them):

    .venv/bin/python docs/screenshots_narrow.py   (writes docs/screenshots/narrow-*.png)
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.core import Actor, Request  # noqa: E402
from tests.e2e.serverfix import ServedTable  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
NAMES = (("Оляна-Христина", "uk"), ("Małgorzata", "pl"), ("Владислава", "ru"), ("Maximilian", "en"))


def joined(browser, served: ServedTable, width: int = 320) -> list[Page]:  # type: ignore[no-untyped-def]
    pages = []
    for name, lang in NAMES:
        ctx = browser.new_context(viewport={"width": width, "height": 700}, device_scale_factor=2, has_touch=True)
        page = ctx.new_page()
        page.goto(f"{served.base_url}/join?code={served.code}")
        page.get_by_test_id("join-nick").fill(name)
        page.locator(f".lang-btn[data-lang={lang}]").click()
        page.get_by_test_id("join-btn").click()
        page.wait_for_selector("body[data-screen=game]")
        pages.append(page)
    return pages


def spy(browser) -> None:  # type: ignore[no-untyped-def]
    with tempfile.TemporaryDirectory() as tmp:
        served = ServedTable(Path(tmp), options={"minutes": 8}, seed=5)
        try:
            pages = joined(browser, served)
            served.moderator("deal")
            served.moderator("start_round")
            spy_seat = served.view()["game"]["secrets"]["spies"][0]
            page = next(p for p in pages if int(p.evaluate("document.body.dataset.seat")) == spy_seat)
            page.get_by_test_id("lang-select").select_option("uk")
            page.get_by_test_id("card-open").click()
            page.wait_for_selector("[data-testid=crosslist] button.loc")
            page.locator("[data-testid=search]").scroll_into_view_if_needed()
            page.wait_for_timeout(200)
            page.screenshot(path=str(OUT / "narrow-spy-list-uk.png"))
        finally:
            served.stop()


def suspi(browser) -> None:  # type: ignore[no-untyped-def]
    with tempfile.TemporaryDirectory() as tmp:
        served = ServedTable(Path(tmp), game="suspi", seed=5)
        try:
            pages = joined(browser, served)
            for name in ("Bogdan", "Kasia"):
                served.call(lambda n=name: served.table.join(n))
            served.moderator("deal")
            served.moderator("abort_game")
            page = pages[2]  # ru
            page.wait_for_selector("[data-testid=reveal]")
            page.locator("[data-testid=reveal]").scroll_into_view_if_needed()
            page.screenshot(path=str(OUT / "narrow-suspi-results-ru.png"))
        finally:
            served.stop()


def quiz(browser) -> None:  # type: ignore[no-untyped-def]
    with tempfile.TemporaryDirectory() as tmp:
        served = ServedTable(Path(tmp), game="quiz", options={"pack": "uk_chomu_kudy"}, seed=5, code="2468")
        try:
            pages = joined(browser, served)
            seats = [int(p.evaluate("document.body.dataset.seat")) for p in pages]
            for seat in seats:
                served.call(lambda s=seat: served.table.submit(Actor.player(s), Request("ready", {})))
            served.moderator("mark_captain", seat=seats[0])
            served.moderator("start")
            served.moderator("spin")
            served.moderator("time_go")
            page = pages[0]  # uk, the captain
            page.wait_for_selector("[data-testid=answerer-pick]")
            page.wait_for_timeout(200)
            page.screenshot(path=str(OUT / "narrow-quiz-minute-uk.png"))
        finally:
            served.stop()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        spy(browser)
        suspi(browser)
        quiz(browser)
        browser.close()
    print("wrote", ", ".join(sorted(p.name for p in OUT.glob("narrow-*.png"))))


if __name__ == "__main__":
    main()
