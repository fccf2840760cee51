"""The web board at the sizes clubs have (PLT-13): 1280×720, 1920×1080 and 3840×2160, in all four
languages, each game at its largest table and in its busiest moments: nothing reaches past the
screen, no text is cut, the type grows with the screen."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from rules.registry import IDS
from tests.e2e.serverfix import ServedTable
from tests.e2e.test_phone import chromium  # noqa: F401  (the shared browser)
from tests.game_parts import part

pytestmark = pytest.mark.e2e

SIZES = ((1280, 720), (1920, 1080), (3840, 2160), (360, 740))
"""The club's screens, and a phone held upright watching the board."""
LANGS = ("uk", "pl", "ru", "en")

OVERFLOW = """() => {
  const vw = innerWidth, vh = innerHeight, out = [];
  for (const el of document.querySelectorAll("#top *, #stage *, #side *, #foot")) {
    if (el.closest("[hidden]") || !el.getClientRects().length) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1)
      out.push("outside: " + (el.dataset.testid || el.className || el.tagName) + " " + JSON.stringify(r));
    const style = getComputedStyle(el);
    const clips = style.overflow !== "visible" && style.textOverflow !== "ellipsis";
    if (clips && el.scrollWidth > el.clientWidth + 1 && el.id !== "foot")
      out.push("cut: " + (el.dataset.testid || el.className || el.tagName) + " " + el.textContent.slice(0, 40));
  }
  for (const id of ["stage", "side"]) {
    const el = document.getElementById(id);
    if (el.scrollHeight > el.clientHeight + 2) out.push("taller than the screen: #" + id);
  }
  return out;
}"""


MOMENTS: dict[str, list[tuple[str, Callable[[ServedTable], None]]]] = {
    game: list(part(game, "BOARD_MOMENTS")) for game in IDS}
"""Each game's busiest moments for its board, from its ``tests/rules/<game>/shared.py``."""


@pytest.fixture(params=[(game, name) for game, moments in MOMENTS.items() for name, _ in moments],
                ids=lambda p: f"{p[0]}-{p[1]}")
def served_moment(request: pytest.FixtureRequest) -> Iterator[tuple[ServedTable, str]]:
    game, name = request.param
    drive = dict(MOMENTS[game])[name]
    with tempfile.TemporaryDirectory() as tmp:
        served = ServedTable(Path(tmp), game=game, **part(game, "BOARD_TABLE"))
        try:
            drive(served)
            yield served, name
        finally:
            served.stop()


def board_page(browser: Browser, served: ServedTable, size: tuple[int, int]) -> Page:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    page.goto(f"{served.base_url}/board?code={served.code}&lang=uk")
    page.wait_for_function("document.body.dataset.moment !== undefined && document.body.dataset.moment !== ''")
    page.evaluate("document.fonts.ready")
    return page


def test_every_board_fits_every_screen_in_every_language(chromium: Browser,  # noqa: F811  # PLT-13, PLT-15
                                                          served_moment: tuple[ServedTable, str]) -> None:
    served, _moment = served_moment
    type_size: dict[tuple[int, int], float] = {}
    beat = served.call(served.table.public_view)["board"].get("beat")
    for size in SIZES:
        page = board_page(chromium, served, size)
        try:
            for shown in ("beat", "scene") if beat else ("scene",):
                if shown == "scene" and beat:  # the result's own moment, then the scene beneath it
                    page.wait_for_selector(".stage-inner.beat", state="detached",
                                           timeout=int(beat["hold_ms"]) + 10_000)
                for lang in LANGS:
                    page.evaluate("(lang) => GM.setLang(lang, false)", lang)
                    page.wait_for_function("(lang) => document.documentElement.lang === lang", arg=lang)
                    problems = page.evaluate(OVERFLOW)
                    assert not problems, (size, lang, shown, problems)
            type_size[size] = page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
        finally:
            page.context.close()
    assert type_size[(3840, 2160)] >= 2.5 * type_size[(1280, 720)], type_size  # the type grows with the screen
