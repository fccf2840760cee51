"""What a phone page shows at a width: every element inside the screen and inside its container,
no text cut off in a box (``overflows(page)``), in each language and at each of the narrow widths
phones have. The walks of ``test_phone_widths.py`` call :func:`check` at every screen."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import Page

WIDTHS = (320, 360, 375, 414)
LANGS = ("uk", "pl", "ru", "en")
SHOTS = Path("/tmp") / "gm-phone-widths"
"""Where a failing screen's picture is left, to look at."""

OVERFLOWS = """() => {
  const W = document.documentElement.clientWidth;
  const found = [];
  const name = (e) => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "")
    + (e.dataset && e.dataset.testid ? "[" + e.dataset.testid + "]" : "")
    + (typeof e.className === "string" && e.className.trim() ? "." + e.className.trim().split(/\\s+/).join(".") : "")
    + (e.textContent ? " '" + e.textContent.trim().slice(0, 24) + "'" : "");
  const scrolls = (cs) => /(auto|scroll)/.test(cs.overflowX);
  for (const e of document.body.querySelectorAll("*")) {
    if (e.closest("[hidden]") || e.closest("#toasts")) continue;
    const cs = getComputedStyle(e);
    if (cs.display === "none" || cs.visibility === "hidden" || cs.display === "contents") continue;
    const r = e.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    if (r.left < -1 || r.right > W + 1) { found.push(`${name(e)} spans ${Math.round(r.left)}..${Math.round(r.right)} of ${W}`); continue; }
    const p = e.parentElement;
    if (p && p !== document.body && cs.position !== "fixed" && cs.position !== "absolute") {
      const pr = p.getBoundingClientRect();
      if (!scrolls(getComputedStyle(p)) && (r.left < pr.left - 1 || r.right > pr.right + 1))
        found.push(`${name(e)} ${Math.round(r.left)}..${Math.round(r.right)} past ${name(p)} ${Math.round(pr.left)}..${Math.round(pr.right)}`);
    }
    if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1 && !scrolls(cs) && !["INPUT", "SELECT", "TEXTAREA"].includes(e.tagName))
      found.push(`${name(e)} holds ${e.scrollWidth} px in ${e.clientWidth}`);
  }
  return found;
}"""


def settle(page: Page) -> None:
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def set_lang(page: Page, lang: str) -> None:
    if page.evaluate("document.documentElement.lang") == lang:
        return
    select = page.get_by_test_id("lang-select")
    if select.count() and select.first.is_visible():
        select.first.select_option(lang)
    else:
        page.locator(f".lang-btn[data-lang={lang}]").click()
    page.wait_for_function("(lang) => document.documentElement.lang === lang", arg=lang)


def check(page: Page, label: str, *, prepare: Callable[[Page], None] | None = None,
          finish: Callable[[Page], None] | None = None, langs: tuple[str, ...] = LANGS) -> list[str]:
    """Every overflow on this screen, at each width and in each language (``prepare`` runs before a
    look, ``finish`` after it: a card held down and let go)."""
    found: list[str] = []
    for lang in langs:
        set_lang(page, lang)
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 760})
            if prepare is not None:
                prepare(page)
            settle(page)
            here = page.evaluate(OVERFLOWS)
            if here:
                SHOTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(SHOTS / f"{label.replace(' ', '_')}-{lang}-{width}.png"), full_page=True)
            found += [f"{label} · {lang} · {width}px: {problem}" for problem in here]
            if finish is not None:
                finish(page)
    return found
