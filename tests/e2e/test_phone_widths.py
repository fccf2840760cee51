"""Phones from 320 px wide (PLT-16): every screen of every game, in uk, pl, ru and en, at 320, 360,
375 and 414 px, keeps every element inside the screen and inside its container, and the player's
own name readable in the header while the timer shows. Real table on loopback, real Chromium."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from rules.core import Actor, Request
from tests.e2e.phone_widths import LANGS, check, set_lang
from tests.e2e.serverfix import ServedTable
from tests.e2e.test_phone import Phones, chromium, seat_of, wait_phase, wait_until  # noqa: F401  (fixture)

pytestmark = pytest.mark.e2e

NAMES = ("Оляна-Христина", "Małgorzata", "Владислава", "Maximilian", "Bogdan", "Kasia", "Yurii",
         "Marta", "Ivan", "Zosia", "Piotr", "Nazar")
"""Nicknames as long as players type them (the page allows up to 20 characters)."""


@pytest.fixture()
def served(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[ServedTable]:
    game, options = request.param
    table = ServedTable(tmp_path, game=game, options=options, seed=5, code="2468" if game == "quiz" else "24680")
    yield table
    table.stop()


@pytest.fixture()
def phones(chromium: Browser, served: ServedTable) -> Iterator[Phones]:  # noqa: F811
    opened = Phones(chromium, served.base_url)
    yield opened
    opened.close()
    assert opened.errors == [], f"script errors on the page: {opened.errors}"


def play(server: ServedTable, seat: int, kind: str, **args: Any) -> None:
    result = server.call(lambda: server.table.submit(Actor.player(seat), Request(kind, args)))
    assert not hasattr(result, "code"), (kind, args, result)


def join(server: ServedTable, phones: Phones, count: int) -> dict[int, Page]:
    pages = {}
    for name in NAMES[:count]:
        page = phones.join(server.code, name, "en")
        pages[seat_of(page)] = page
    return pages


def others(server: ServedTable, count: int) -> list[int]:
    seats = []
    for name in NAMES[len(server.view()["seats"]):][:count]:
        joined = server.call(lambda n=name: server.table.join(n))
        seats.append(int(joined[0]))
    return seats


def own_name_readable(page: Page) -> list[str]:
    """The header's own name: shown whole (not cut) beside the timer."""
    return list(page.evaluate("""() => {
      const me = document.getElementById('me');
      if (!me || me.hidden || !me.textContent.trim()) return ['no name in the header'];
      const bad = [];
      for (const e of [me, ...me.querySelectorAll('*')]) {
        if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) bad.push('the name is cut: ' + e.textContent.trim());
      }
      return bad;
    }"""))


def check_all(pages: dict[int, Page], label: str, **kw: Any) -> list[str]:
    found: list[str] = []
    for page in pages.values():
        found += check(page, label, **kw)
    return found


@pytest.mark.parametrize("served", [("spy", {"minutes": 8})], indirect=True)
def test_spy_screens_fit(served: ServedTable, phones: Phones) -> None:  # PLT-16, SPY-07, SPY-15
    found = check(phones.open("/join?code=" + served.code), "spy join")
    pages = join(served, phones, 4)
    found += check_all(pages, "spy lobby")
    served.moderator("deal")
    for page in pages.values():
        wait_phase(page, "dealt")
    found += check_all(pages, "spy card closed")
    for page in pages.values():
        page.get_by_test_id("card-open").click()
        expect(page.get_by_test_id("card")).to_be_visible()
    found += check_all(pages, "spy card")
    served.moderator("start_round")
    for page in pages.values():
        wait_phase(page, "asking")
        found += own_name_readable(page)
    found += check_all(pages, "spy asking")
    game = served.view()["game"]
    spy = game["secrets"]["spies"][0]
    accuser, accused = [p for p in game["players"] if p != spy][:2]
    play(served, accuser, "accuse", target=accused)
    for page in pages.values():
        wait_phase(page, "accusation")
    found += check_all(pages, "spy accusation")
    for voter in game["players"]:
        if voter not in (accuser, accused):
            play(served, voter, "vote", yes=True)
    for page in pages.values():
        wait_phase(page, "round_over")
    found += check_all(pages, "spy round over")
    assert not found, "\n".join(found)


def hold_card(page: Page) -> None:
    box = page.get_by_test_id("card-hold").bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    expect(page.get_by_test_id("card-character")).to_be_visible()


def let_go(page: Page) -> None:
    page.mouse.up()


@pytest.mark.parametrize("served", [("suspi", {"ghosts": True})], indirect=True)
def test_suspi_screens_fit(served: ServedTable, phones: Phones) -> None:  # PLT-16, SUS-05, SUS-06, SUS-10
    pages = join(served, phones, 3)
    rest = others(served, 5)
    found = check_all(pages, "suspi lobby")
    served.moderator("deal")
    for page in pages.values():
        wait_phase(page, "dealt")
    found += check_all(pages, "suspi card", prepare=hold_card, finish=let_go)
    served.moderator("advance")  # night
    for page in pages.values():
        wait_phase(page, "night")
    found += check_all(pages, "suspi night")
    for page in pages.values():
        page.get_by_test_id("rooms").locator("[data-id=study]").click()
        for lang in LANGS:  # a face-down phone shows no header: its language is picked before
            set_lang(page, lang)
            page.get_by_test_id("face-down").click()
            expect(page.get_by_test_id("face-down-screen")).to_be_visible()
            found += check(page, "suspi face down", langs=(lang,))
            page.get_by_test_id("change-choice").click()
    for seat in rest:
        play(served, seat, "pick_room", room="study")
    served.moderator("advance")  # dawn
    for page in pages.values():
        wait_phase(page, "dawn")
    found += check_all(pages, "suspi dawn")
    served.moderator("advance")  # day
    served.moderator("advance")  # council
    for page in pages.values():
        wait_phase(page, "council")
    match = served.view()["game"]["match"]
    target = next(s for s in match["alive"] if s not in pages)
    for seat in pages:
        play(served, seat, "council_vote", target=target)
    found += check_all(pages, "suspi council")
    served.moderator("abort_game")
    for page in pages.values():
        wait_phase(page, "over")
    found += check_all(pages, "suspi results")
    assert not found, "\n".join(found)


def sign_up(page: Page) -> None:
    page.get_by_test_id("adult").check()
    page.get_by_test_id("sign-up").click()
    page.get_by_test_id("confirm-evening").get_by_role("button").click()


@pytest.mark.parametrize("served", [("mafia", {"capacity": 10})], indirect=True)
def test_mafia_screens_fit(served: ServedTable, phones: Phones) -> None:  # PLT-16, MAF-02, MAF-03, MAF-16
    for number in range(7):
        served.moderator("add_player", nickname=NAMES[4 + number], adult=True)
    pages = join(served, phones, 4)
    found = check_all(pages, "mafia sign-up")
    for page in pages.values():
        sign_up(page)
    wait_until(lambda: len((served.view()["game"]["evening"] or {}).get("reserve") or []) == 1)
    found += check_all(pages, "mafia evening and reserve")
    served.moderator("seat_players")
    served.moderator("deal")
    reserve = served.view()["game"]["evening"]["reserve"]
    for seat, page in pages.items():
        if seat in reserve:
            continue
        expect(page.get_by_test_id("card-open")).to_be_visible()
        page.get_by_test_id("card-open").click()
        expect(page.get_by_test_id("card-role")).to_be_visible()
    found += check_all(pages, "mafia card")
    served.moderator("start_game")
    found += check_all(pages, "mafia free talk")
    served.moderator("next_speaker")
    served.moderator("morning")
    for page in pages.values():
        wait_phase(page, "circle")
    found += check_all(pages, "mafia day")
    served.moderator("abort_game")
    for page in pages.values():
        wait_phase(page, "game_over")
    found += check_all(pages, "mafia over")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("served", [("quiz", {"pack": "en_why_where"})], indirect=True)
def test_quiz_screens_fit(served: ServedTable, phones: Phones) -> None:  # PLT-16, QZ-03, QZ-11, QZ-27
    pages = join(served, phones, 5)
    found = check_all(pages, "quiz lobby")
    for page in pages.values():
        page.get_by_test_id("ready").click()
    wait_until(lambda: all(e["ready"] for e in served.view()["game"]["experts"]))
    captain = min(pages)
    served.moderator("mark_captain", seat=captain)
    served.moderator("start")
    served.moderator("spin")
    served.moderator("time_go")
    for page in pages.values():
        wait_phase(page, "minute")
    found += check_all(pages, "quiz minute")
    served.moderator("name_answerer", seat=captain)
    found += check_all(pages, "quiz answer")
    served.moderator("accept_answer")
    found += check_all(pages, "quiz verdict")
    assert not found, "\n".join(found)
