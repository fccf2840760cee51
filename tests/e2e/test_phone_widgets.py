"""The widgets the phone page gives every game (phone.js: P.holdCard, P.secretCard, P.pickSeat,
P.scoresTable), in headless Chromium against real tables on loopback: what they do of their own,
beyond what each game's screens put in them.

The held card (SUSPI's, SUS-05) hides whenever it is let go: the pointer released anywhere, a
cancelled pointer, the page losing focus or being hidden, the key released, the language changed.
The tapped card (the mafia's, MAF-04) tells the console once that it was seen. The seat picker asks
to confirm a once-per-game power before it sends it (SUS-28). The points table lists the evening best
first with the player's own row marked.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, WebSocket, expect

from rules.core import Actor, Request
from tests.e2e.serverfix import ServedTable
from tests.e2e.test_phone import Phones, chromium, seat_of, wait_phase, wait_until  # noqa: F401  (fixture)
from tests.e2e.test_phone_widths import hold_card

pytestmark = pytest.mark.e2e

GUESTS = ("Max", "Ann", "Bogdan", "Kasia", "Yurii")


@pytest.fixture()
def suspi(tmp_path: Path) -> Iterator[ServedTable]:
    served = ServedTable(tmp_path / "suspi", game="suspi", seed=11, code="35791")
    yield served
    served.stop()


@pytest.fixture()
def mafia(tmp_path: Path) -> Iterator[ServedTable]:
    served = ServedTable(tmp_path / "mafia", game="mafia", options={"capacity": 10}, seed=7, code="46802")
    yield served
    served.stop()


def opened(chromium: Browser, server: ServedTable) -> Iterator[Phones]:  # noqa: F811
    phones = Phones(chromium, server.base_url)
    yield phones
    phones.close()
    assert phones.errors == [], f"script errors on the page: {phones.errors}"


@pytest.fixture()
def suspi_phones(chromium: Browser, suspi: ServedTable) -> Iterator[Phones]:  # noqa: F811
    yield from opened(chromium, suspi)


@pytest.fixture()
def mafia_phones(chromium: Browser, mafia: ServedTable) -> Iterator[Phones]:  # noqa: F811
    yield from opened(chromium, mafia)


# --- the held card ------------------------------------------------------------------------------
def press(page: Page) -> None:
    """Press the held card with the pointer (and keep it pressed): the card shows."""
    hold_card(page)
    expect(page.get_by_test_id("card-hold")).to_have_attribute("aria-pressed", "true")


def hidden(page: Page) -> None:
    expect(page.get_by_test_id("card-character")).to_have_count(0)
    expect(page.get_by_test_id("card-hold")).to_have_attribute("aria-pressed", "false")
    expect(page.get_by_test_id("card-hold")).to_contain_text("Press and hold")


def test_the_held_card_hides_whenever_it_is_let_go(suspi: ServedTable, suspi_phones: Phones) -> None:  # SUS-05
    """SUS-05: the card shows only while it is held; it hides on a pointer released away from it, a
    cancelled pointer, the page losing focus or being hidden (the pointer still down), the key let go,
    and a change of language."""
    page = suspi_phones.join(suspi.code, "Ola", "en")
    for name in GUESTS:
        suspi.call(lambda n=name: suspi.table.join(n))
    suspi.moderator("deal")
    wait_phase(page, "dealt")
    hidden(page)

    press(page)  # released away from the card: the window hears the pointer go up
    page.mouse.move(5, 630)
    page.mouse.up()
    hidden(page)

    press(page)  # the browser takes the pointer (a gesture): pointercancel
    page.evaluate("window.dispatchEvent(new PointerEvent('pointercancel'))")
    hidden(page)
    page.mouse.up()

    press(page)  # another app comes to the front: the page loses focus with the finger still down
    page.evaluate("window.dispatchEvent(new FocusEvent('blur'))")
    hidden(page)
    page.mouse.up()

    press(page)  # the screen goes off or the tab is switched: the page is hidden
    page.evaluate("""() => {
        Object.defineProperty(document, "hidden", { value: true, configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
    }""")
    hidden(page)
    page.evaluate("() => { delete document.hidden; }")  # shown again: still hidden until pressed
    page.mouse.up()
    hidden(page)

    press(page)  # the language changes under the finger: the card is drawn again, closed
    page.evaluate("GM.setLang('pl')")
    expect(page.get_by_test_id("card-hold")).to_contain_text("Przytrzymaj")
    expect(page.get_by_test_id("card-character")).to_have_count(0)
    page.mouse.up()
    page.evaluate("GM.setLang('en')")

    for key in ("Space", "Enter"):  # the keyboard: held while the key is down
        page.get_by_test_id("card-hold").focus()
        page.keyboard.down(key)
        expect(page.get_by_test_id("card-character")).to_be_visible()
        page.keyboard.up(key)
        hidden(page)


# --- the tapped card and the points table -------------------------------------------------------
def sent_requests(page: Page) -> list[str]:
    """The types of the requests this page sends from now on (its WebSocket's frames, as sent)."""
    sent: list[str] = []

    def watch(ws: WebSocket) -> None:
        def frame(payload: str | bytes) -> None:
            msg = json.loads(payload)
            if msg.get("type") == "request":
                sent.append(msg["request"]["type"])
        ws.on("framesent", frame)

    page.on("websocket", watch)
    return sent


def test_the_tapped_card_says_once_it_was_seen_and_the_evening_is_totalled(
        mafia: ServedTable, mafia_phones: Phones) -> None:  # MAF-04
    """MAF-04: the role card is closed until tapped; the first tap tells the console it was seen, a
    second look sends nothing; the card closes with a change of language; after a game the evening's
    totals list every player best first, this phone's own row marked, under the games played."""
    for i in range(9):
        mafia.moderator("add_player", nickname=f"Guest {i + 1}", adult=True)
    page = mafia_phones.open(f"/join?code={mafia.code}")
    sent = sent_requests(page)
    page.get_by_test_id("join-nick").fill("Ola")
    page.get_by_test_id("join-btn").click()
    page.get_by_test_id("adult").check()
    page.get_by_test_id("sign-up").click()
    page.get_by_test_id("confirm-evening").get_by_role("button").click()
    seat = seat_of(page)
    mafia.moderator("seat_players")
    mafia.moderator("deal")

    page.get_by_test_id("card-open").click()
    expect(page.get_by_test_id("card-role")).not_to_be_empty()
    wait_until(lambda: "card_seen" in sent)
    page.get_by_test_id("card-hide").click()
    expect(page.get_by_test_id("card")).to_have_count(0)
    page.get_by_test_id("card-open").click()
    expect(page.get_by_test_id("card")).to_be_visible()
    page.get_by_test_id("publish").uncheck()  # a request after the second look: the frames keep their order
    wait_until(lambda: "publication" in sent)
    assert sent.count("card_seen") == 1, sent

    page.evaluate("GM.setLang('ru')")  # the mafia's card closes when the language changes
    expect(page.get_by_test_id("card-open")).to_be_visible()
    expect(page.get_by_test_id("card")).to_have_count(0)
    page.evaluate("GM.setLang('en')")

    mafia.moderator("start_game")
    mafia.moderator("abort_game")
    totals = page.get_by_test_id("totals")
    expect(totals.locator("tr")).to_have_count(10)
    expect(page.locator("#scores .scores-box")).to_contain_text("Game 1:")
    rows = mafia.view()["game"]["totals"]
    best = sorted(rows, key=lambda r: (-r["points"], r["seat"]))
    names = {s["seat"]: s["nickname"] for s in mafia.view()["seats"]}
    expect(totals.locator("td.name")).to_have_text([names[r["seat"]] for r in best])
    expect(totals.locator("tr.mine td.name")).to_have_text("Ola")
    assert seat in {r["seat"] for r in rows}


# --- the seat picker with a confirmation --------------------------------------------------------
def test_a_power_is_picked_in_the_sheet_and_confirmed_before_it_is_sent(
        suspi: ServedTable, suspi_phones: Phones) -> None:  # SUS-28
    """SUS-28: the murderer's powder: the sheet lists the other living players; a name asks to
    confirm; only the confirmation sends the request, and the sheet closes."""
    tokens: dict[int, tuple[str, str]] = {}
    for name in ("Ola", *GUESTS):
        joined = suspi.call(lambda n=name: suspi.table.join(n))
        tokens[int(joined[0])] = (name, str(joined[1]))
    suspi.moderator("deal")
    cards = suspi.view()["game"]["secrets"]["cards"]
    murderer = next(c["seat"] for c in cards if c["role"] == "murderer")
    suspi.moderator("advance")  # the night: everyone in one room, nobody dies (SUS-14)
    for seat in tokens:
        suspi.call(lambda s=seat: suspi.table.submit(Actor.player(s), Request("pick_room", {"room": "study"})))
    suspi.moderator("advance")  # dawn
    suspi.moderator("advance")  # day
    assert suspi.view()["game"]["phase"] == "day"
    name, token = tokens[murderer]  # the murderer's phone takes its seat with its token (PLT-09)
    page = suspi_phones.open(f"/?code={suspi.code}&token={token}")
    wait_phase(page, "day")
    page.locator("[data-act=powder]").click()
    sheet = page.get_by_test_id("sheet")
    expect(sheet).to_be_visible()
    alive = [s for s in suspi.view()["game"]["match"]["alive"] if s != murderer]
    expect(sheet.locator(".pick-grid button")).to_have_count(len(alive))
    target = alive[-1]
    sheet.locator(f".pick-grid [data-seat='{target}']").click()
    expect(sheet.locator(".pick-grid")).to_have_count(0)  # the names give way to the question
    expect(sheet.get_by_test_id("confirm")).to_be_visible()
    expect(sheet).to_contain_text(tokens[target][0])
    assert suspi.view()["game"]["secrets"]["powdered"] == []  # a pick alone sends nothing
    sheet.get_by_test_id("confirm").click()
    expect(sheet).to_be_hidden()
    wait_until(lambda: suspi.view()["game"]["secrets"]["powdered"] == [target])
    expect(page.locator("[data-act=powder]")).to_have_count(0)  # once per game (SUS-28)
