"""Screenshots of the phone page for the README: a real table on loopback, real Chromium.

    .venv/bin/python docs/make_screenshots.py     (writes docs/screenshots/phone-*.png)

The console and board screenshots come from the console itself (Board > … or ``widget.grab()``).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules.core import Actor  # noqa: E402
from tests.e2e.serverfix import ServedTable  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        served = ServedTable(Path(tmp), options={"minutes": 8}, seed=21)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
                pages = {}
                for name, lang in (("Оля", "uk"), ("Kasia", "pl"), ("Максим", "ru"), ("Anna", "en")):
                    ctx = browser.new_context(viewport={"width": 360, "height": 640}, device_scale_factor=2,
                                              has_touch=True)
                    page = ctx.new_page()
                    page.goto(f"{served.base_url}/join?code={served.code}")
                    page.get_by_test_id("join-nick").fill(name)
                    page.locator(f".lang-btn[data-lang={lang}]").click()
                    if name == "Оля":
                        page.screenshot(path=str(OUT / "phone-join.png"))
                    page.get_by_test_id("join-btn").click()
                    page.wait_for_selector("body[data-screen=game]")
                    pages[name] = page
                served.moderator("deal")
                served.moderator("start_round")
                secrets = served.view()["game"]["secrets"]
                spy_seat = secrets["spies"][0]
                for page in pages.values():
                    page.get_by_test_id("card-open").click()
                    page.wait_for_selector("[data-testid=card]")
                seat_of = {name: served.call(lambda n=name: next(
                    s.number for s in served.table.state.seats if s.nickname == n)) for name in pages}
                spy = next(n for n, s in seat_of.items() if s == spy_seat)
                local = next(n for n in pages if n != spy)
                pages[local].screenshot(path=str(OUT / "phone-local.png"))
                deck = served.call(lambda: served.table.game.decks["family"].ids())
                for loc in deck[:6]:
                    if loc != secrets["location"]:
                        served.call(lambda loc=loc: served.table.submit(
                            Actor.player(spy_seat), __import__("rules.core", fromlist=["Request"]).Request(
                                "cross_out", {"location": loc, "crossed": True})))
                pages[spy].wait_for_timeout(300)
                pages[spy].screenshot(path=str(OUT / "phone-spy.png"))
                browser.close()
        finally:
            served.stop()
    print("wrote", ", ".join(sorted(p.name for p in OUT.glob("phone-*.png"))))


if __name__ == "__main__":
    main()
