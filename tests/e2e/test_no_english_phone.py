"""No English left on the phones in Ukrainian, Polish or Russian (PLT-15): each game is walked through
its phases on a real served table while one player's phone (headless Chromium) is read at every new
phase in uk, pl, ru and en; no Ukrainian or Russian screen may show a Latin word that is not a name,
no Polish one a word of the English screen (names and numbers aside). The web board is read by the
boards' own catalog's test. The string tables themselves are checked key by key too."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from rules import registry
from rules.core import Actor
from tests.e2e.serverfix import ServedTable
from tests.e2e.test_phone import Phones, chromium  # noqa: F401  (the browser fixture)
from tests.game_parts import part
from tests.i18n.english import english_left
from tests.i18n.tables import LANGS, ROOT, phone_tables
from tests.i18n.walk import Walk

pytestmark = pytest.mark.e2e
OTHERS = ["Maks", "Anna", "Bogdan", "Kasia", "Yurii", "Marta", "Ivan", "Zosia", "Piotr"]
"""Each game's numbers (players, steps, rare requests, options) are in its tests/rules/<game>/shared.py."""


def content_words() -> list[str]:
    """Every text of the content (names of rooms, guests, roles, locations, packs): never English left."""
    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str):
            found.append(node)

    for path in (ROOT / "gm_resources").glob("**/*.json"):
        if "glossary" not in path.parts:
            walk(json.loads(path.read_text(encoding="utf-8")))
    return found


NAMES = ["Ola", "Nowak", *OTHERS, *content_words()]


def screen(page: Page, lang: str) -> str:
    page.evaluate(f"GM.setLang({json.dumps(lang)})")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    return str(page.evaluate("document.body.innerText"))


@pytest.fixture(params=registry.IDS)
def served(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[ServedTable]:
    game = request.param
    code = "24680"[:registry.entry(game).code_digits]
    table = ServedTable(tmp_path, game=game, options=part(game, "PHONE_OPTIONS"), seed=9, code=code)
    yield table
    table.stop()


def test_no_phone_screen_keeps_english_in_another_language(served: ServedTable, chromium: Browser) -> None:  # noqa: F811  PLT-15
    game = served.call(lambda: served.table.game.id)
    phones = Phones(chromium, served.base_url)
    try:
        page = phones.join(served.code, "Ola", "en")
        for name in OTHERS[:int(part(game, "PHONE_PLAYERS")) - 1]:
            served.call(lambda n=name: served.table.join(n))
        walk = Walk(served.table, lambda _s: None, seed=5, rare=frozenset(part(game, "WALK_RARE")),
                    locations=list(served.call(lambda: served.table.game.decks["family"].ids()))[:3]
                    if game == "spy" else None)
        seen: set[str] = set()
        problems: list[str] = []
        for _ in range(int(part(game, "PHONE_STEPS"))):
            served.call(walk.step)
            view = served.call(lambda: served.table.view_for(Actor.player(1)))
            key = f"{view['game'].get('phase')}|{(view['game'].get('me') or {}).get('status', '')}"
            if key in seen:
                continue
            seen.add(key)
            expect(page.locator("body")).to_have_attribute("data-phase", re.compile(r"\w+"))
            shown = {lang: screen(page, lang) for lang in ("en", "uk", "pl", "ru")}
            for lang in ("uk", "pl", "ru"):
                problems += [f"[{key}] {p}" for p in english_left(lang, {(0, "", 0): shown[lang]},
                                                                    {(0, "", 0): shown["en"]}, NAMES)]
            page.evaluate("GM.setLang('en')")
        assert len(seen) >= 3, seen
        assert not problems, "\n".join(problems)
        assert phones.errors == [], phones.errors
    finally:
        phones.close()


def test_every_phone_string_is_in_every_language_and_not_the_english() -> None:  # PLT-15
    """Each key of a table is in all four languages; a Ukrainian, Polish or Russian text equal to the
    English one is a name or a number (SUSPI, Szur, "{n} min")."""
    same_allowed = re.compile(r"^[\W\d_]*$|SUSPI|Szur|^Boss$|^Kamikaze$|^Mafia$|^Lobby$|^Zero$|^Gong$|^OK$|^Quiz$|min|pkt|^(beret|panama|cylinder|fedora)$")  # hats Polish names as English does
    for name, table in phone_tables().items():
        keys = set(table["en"])
        for lang in LANGS:
            assert set(table[lang]) >= {k for k in keys if "#" not in k}, (name, lang, sorted(keys - set(table[lang])))
        for lang in ("uk", "pl", "ru"):
            same = [k for k in keys if table[lang].get(k) == table["en"][k] and not same_allowed.search(table["en"][k])]
            assert not same, (name, lang, same)
