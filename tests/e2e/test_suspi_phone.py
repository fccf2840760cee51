"""SUSPI's phone page and web board in headless Chromium against a real table on loopback.

A few seats are real phones (browser contexts at 360×640); the others join the table directly and
their requests go straight to it, as the moderator's do. Clause ids are in the test names.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from net._clock import wall_clock_ms
from rules.core import Actor, Request
from rules.suspi.board import VERDICT_MS, WINNER_MS
from tests.e2e.serverfix import ServedTable
from tests.e2e.test_phone import Phones, chromium, seat_of, wait_phase, wait_until  # noqa: F401  (fixture)

pytestmark = pytest.mark.e2e

CONTENT = Path(__file__).resolve().parents[2] / "gm_resources" / "suspi"
OTHERS = ("Max", "Ann", "Bogdan", "Kasia", "Yurii", "Marta", "Ivan")


def names(file: str, key: str) -> dict[str, dict[str, str]]:
    doc = json.loads((CONTENT / file).read_text(encoding="utf-8"))
    return {item["id"]: item["name"] for item in doc[key]}


ROOMS = names("rooms.json", "rooms")
CHARACTERS = names("characters.json", "characters")


@pytest.fixture()
def suspi(tmp_path: Path) -> Iterator[ServedTable]:
    served = ServedTable(tmp_path, game="suspi", seed=11, code="35791")
    yield served
    served.stop()


@pytest.fixture()
def phones(chromium: Browser, suspi: ServedTable) -> Iterator[Phones]:  # noqa: F811
    opened = Phones(chromium, suspi.base_url)
    yield opened
    opened.close()
    assert opened.errors == [], f"script errors on the page: {opened.errors}"


def seat_others(server: ServedTable, count: int, skip: tuple[str, ...] = ()) -> list[int]:
    """``count`` players who join without a browser (their phones are the test's requests)."""
    seats = []
    for name in [n for n in OTHERS if n not in skip][:count]:
        joined = server.call(lambda n=name: server.table.join(n))
        seats.append(int(joined[0]))
    return seats


def play(server: ServedTable, seat: int, kind: str, **args: Any) -> None:
    result = server.call(lambda: server.table.submit(Actor.player(seat), Request(kind, args)))
    assert not hasattr(result, "code"), result


def board(phones: Phones, server: ServedTable) -> Page:
    page = phones.open(f"/board?code={server.code}&lang=en", width=1280, height=720)
    expect(page.get_by_test_id("status")).to_have_attribute("data-state", "connected")
    return page


def everyone_in_one_room(server: ServedTable, seats: list[int], room: str = "study") -> None:
    """The night's picks: all in one room, so the murderer is outnumbered and nobody dies (SUS-14)."""
    for seat in seats:
        play(server, seat, "pick_room", room=room)


# --- the card -----------------------------------------------------------------------------------
def test_the_card_is_read_while_pressed_and_hides_on_release(suspi: ServedTable, phones: Phones) -> None:  # SUS-05
    """SUS-05: pressing and holding shows the character (named from characters.json in the phone's
    language, with its line), the role and the goal; letting go hides them."""
    page = phones.join(suspi.code, "Ola", "pl")
    seat_others(suspi, 5)
    suspi.moderator("deal")
    wait_phase(page, "dealt")
    card = next(c for c in suspi.view()["game"]["secrets"]["cards"] if c["seat"] == seat_of(page))
    hold = page.get_by_test_id("card-hold")
    expect(hold).to_contain_text("Przytrzymaj")
    expect(page.get_by_test_id("card-character")).to_have_count(0)
    box = hold.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    expect(page.get_by_test_id("card-character")).to_have_text(CHARACTERS[card["character"]]["pl"])
    expect(page.get_by_test_id("card-role")).not_to_be_empty()
    expect(page.get_by_test_id("card-goal")).not_to_be_empty()
    page.mouse.up()
    expect(page.get_by_test_id("card-character")).to_have_count(0)
    expect(hold).to_contain_text("Przytrzymaj")


# --- the night ----------------------------------------------------------------------------------
def test_the_room_can_be_changed_until_the_night_ends_and_the_phone_goes_face_down(
        suspi: ServedTable, phones: Phones) -> None:  # SUS-06, SUS-08
    """SUS-06: the phone picks a room, goes to the face-down screen, comes back to change it, and the
    last pick is the one the night uses; SUS-08: the dawn report names that room."""
    page = phones.join(suspi.code, "Ola", "en")
    others = seat_others(suspi, 5)
    screen = board(phones, suspi)
    suspi.moderator("deal")
    suspi.moderator("advance")
    wait_phase(page, "night")
    me = seat_of(page)
    rooms = page.get_by_test_id("rooms")
    expect(rooms.locator("button")).to_have_count(3)  # SUS-07: max(3, 6 // 2) rooms
    expect(page.get_by_test_id("face-down")).to_be_disabled()  # a room first
    rooms.locator("[data-id=study]").click()
    expect(rooms.locator("[data-id=study]")).to_have_attribute("aria-pressed", "true")
    wait_until(lambda: {"seat": me, "room": "study"} in suspi.view()["game"]["secrets"]["night"]["rooms"])

    page.get_by_test_id("face-down").click()
    expect(page.get_by_test_id("face-down-screen")).to_be_visible()
    expect(page.get_by_test_id("face-down-screen")).to_contain_text("Put your phone face down")
    expect(page.get_by_test_id("my-night").first).to_have_text("Room: Study")
    expect(page.locator("body")).to_have_attribute("data-facedown", "yes")
    expect(page.get_by_test_id("rooms")).to_have_count(0)
    expect(page.get_by_test_id("card-hold")).to_be_hidden()  # nothing secret on a face-down phone

    page.get_by_test_id("change-choice").click()  # SUS-06: changeable until the night ends
    page.get_by_test_id("rooms").locator("[data-id=library]").click()
    expect(page.get_by_test_id("rooms").locator("[data-id=library]")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("rooms").locator("[data-id=study]")).to_have_attribute("aria-pressed", "false")
    page.get_by_test_id("face-down").click()
    expect(page.get_by_test_id("my-night").first).to_have_text("Room: Library")
    wait_until(lambda: {"seat": me, "room": "library"} in suspi.view()["game"]["secrets"]["night"]["rooms"])

    # the web board at night: the countdown and the villa's rooms, nothing about who went where
    expect(screen.get_by_test_id("rooms")).to_have_text(re.compile("Study.*Library.*Conservatory"))
    expect(screen.get_by_test_id("clock")).to_have_text(re.compile(r"[12]:\d\d"))
    expect(screen.get_by_test_id("stage")).not_to_contain_text("Ola")

    everyone_in_one_room(suspi, others)
    suspi.moderator("advance")  # the night ends
    wait_phase(page, "dawn")
    expect(page.locator("body")).to_have_attribute("data-facedown", "no")
    expect(page.get_by_test_id("report")).to_contain_text("Library")
    report = suspi.call(lambda: suspi.table.view_for(Actor.player(me)))["game"]["me"]["report"]
    assert report["room"] == "library"
    # PLT-15: the room in its locative, "w Bibliotece", never "w pokoju Biblioteka"
    page.evaluate("GM.setLang('pl')")
    expect(page.get_by_test_id("report")).to_contain_text("w Bibliotece")
    expect(page.get_by_test_id("report")).not_to_contain_text("pokoju")
    page.evaluate("GM.setLang('en')")
    missing = suspi.view()["game"]["match"]["missing"]
    nick = {s["seat"]: s["nickname"] for s in suspi.view()["seats"]}
    expect(screen.get_by_test_id("missing")).to_have_text(
        "Did not come back: " + ", ".join(nick[s] for s in missing) if missing else "Everyone came back this morning")


# --- the council --------------------------------------------------------------------------------
def test_a_council_vote_is_changed_confirmed_and_counted_live(suspi: ServedTable, phones: Phones) -> None:  # SUS-10
    """SUS-10: a phone votes, abstains, votes again and confirms; once confirmed it cannot change;
    the live count of confirmed votes shows on the phones and on the board (ghost variant)."""
    ola = phones.join(suspi.code, "Ola", "en")
    max_ = phones.join(suspi.code, "Max", "en")
    others = seat_others(suspi, 4, skip=("Max",))
    screen = board(phones, suspi)
    suspi.moderator("deal")
    suspi.moderator("advance")
    wait_phase(ola, "night")
    everyone_in_one_room(suspi, [seat_of(ola), seat_of(max_), *others])
    for _ in range(3):  # night → dawn → day → council
        suspi.moderator("advance")
    wait_phase(ola, "council")
    me, target = seat_of(ola), seat_of(max_)
    council = ola.get_by_test_id("council")
    candidates = ola.get_by_test_id("candidates")
    expect(candidates.locator(f"[data-id='{me}']")).to_have_count(0)  # not yourself
    candidates.locator(f"[data-id='{target}']").click()
    expect(ola.get_by_test_id("my-vote")).to_have_text("Your vote: Max")
    ola.get_by_test_id("abstain").click()
    expect(ola.get_by_test_id("my-vote")).to_have_text("You abstain")
    roles = {c["seat"]: c["role"] for c in suspi.view()["game"]["secrets"]["cards"]}
    ann = next(s for s in others if roles[s] != "murderer")  # the game goes on after the verdict
    name = next(s["nickname"] for s in suspi.view()["seats"] if s["seat"] == ann)
    candidates.locator(f"[data-id='{ann}']").click()
    expect(ola.get_by_test_id("my-vote")).to_have_text(f"Your vote: {name}")
    expect(screen.get_by_test_id("tally")).to_have_count(1)
    expect(screen.get_by_test_id("tally").locator("tr")).to_have_count(0)  # unconfirmed votes do not count
    ola.locator("[data-act=council_confirm]").click()
    expect(ola.get_by_test_id("my-vote")).to_have_text(f"Vote confirmed: {name}")
    expect(council.locator("[data-act=council_vote]")).to_have_count(0)  # final
    # the live count: on the board and on another phone, never who voted
    expect(screen.get_by_test_id("tally").locator("tr")).to_have_text([re.compile(name + r"\s*1")])
    expect(screen.get_by_test_id(f"tally-{ann}")).to_be_visible()
    expect(screen.get_by_test_id("confirmed")).to_have_text("Confirmed: 1 of 6")
    expect(max_.get_by_test_id("live-count")).to_contain_text(f"{name} 1 vote")
    # on a phone the count of confirmed votes sits in the council's panel, not between two panels
    expect(council.get_by_test_id("confirmed")).to_have_text("Confirmed: 1 of 6")
    expect(max_.get_by_test_id("council").get_by_test_id("confirmed")).to_have_text("Confirmed: 1 of 6")
    expect(screen.get_by_test_id("stage")).not_to_contain_text("Ola")
    expect(ola.locator("#actions")).not_to_contain_text("null")

    for seat in [s for s in others if s != ann]:
        play(suspi, seat, "council_vote", target=ann)
        play(suspi, seat, "council_confirm")
    max_.get_by_test_id("abstain").click()
    max_.locator("[data-act=council_confirm]").click()
    play(suspi, ann, "council_abstain")
    play(suspi, ann, "council_confirm")  # everyone confirmed: the council closes (SUS-11)
    wait_phase(ola, "verdict")
    expect(ola.get_by_test_id("verdict")).to_contain_text(f"Leaves the villa: {name}")
    expect(screen.get_by_test_id("verdict")).to_have_text(f"Leaves the villa: {name}")
    expect(screen.locator("body")).to_have_attribute("data-moment", "verdict")


def test_without_ghosts_the_count_stays_secret_until_the_vote_ends(suspi: ServedTable, phones: Phones) -> None:  # SUS-21
    """SUS-21: without ghosts the phones and the board show who confirmed, not the count."""
    suspi.moderator("set_options", ghosts=False)
    ola = phones.join(suspi.code, "Ola", "en")
    others = seat_others(suspi, 5)
    screen = board(phones, suspi)
    suspi.moderator("deal")
    suspi.moderator("advance")
    everyone_in_one_room(suspi, [seat_of(ola), *others])
    for _ in range(3):
        suspi.moderator("advance")
    wait_phase(ola, "council")
    play(suspi, others[0], "council_vote", target=others[1])
    play(suspi, others[0], "council_confirm")
    expect(screen.get_by_test_id("confirmed")).to_have_text("Confirmed: 1 of 6")
    expect(screen.get_by_test_id("stage")).to_contain_text("The count stays secret until the vote ends.")
    expect(screen.get_by_test_id("tally")).to_have_count(0)
    expect(ola.get_by_test_id("live-count")).to_have_count(0)


# --- the web board ------------------------------------------------------------------------------
def test_the_board_shows_the_rules_in_the_lobby_for_the_first_20_minutes(
        suspi: ServedTable, phones: Phones) -> None:  # SUS-46
    """SUS-46: the web board shows the rules beside the join code while the table is in its first 20
    minutes (the view's ``table.opened``, the rules block's ``hide_after_ms``); the board's own clock
    takes them away once the time is up, and a game never shows them."""
    screen = board(phones, suspi)
    rules = screen.get_by_test_id("rules")
    expect(rules).to_be_visible()
    expect(rules.locator("li")).to_have_count(9)
    expect(rules).to_contain_text("Night, 2 min: pick a room")  # SUS-06: the length from the view
    expect(rules).to_contain_text("Day, 10 min:")  # SUS-09
    expect(rules).to_contain_text("Council, 90 s:")  # SUS-10
    expect(screen.get_by_test_id("qr")).to_be_visible()
    opened = suspi.view()["table"]["opened"]
    assert isinstance(opened, int)
    # the table open for 20 minutes less a second and a half: a latecomer's view says so, and then,
    # with no view coming, the board's own timer takes the rules away; the join code stays
    skew = opened + suspi.view()["game"]["rules_screen_ms"] - 1500 - wall_clock_ms()
    suspi.call(lambda: setattr(suspi.table, "clock", lambda: wall_clock_ms() + skew))
    seat_others(suspi, 1)
    expect(screen.get_by_test_id("people")).to_have_text("At the table: 1")
    expect(rules).to_be_hidden(timeout=8000)
    expect(screen.get_by_test_id("rules-rooms")).to_be_hidden()
    expect(screen.get_by_test_id("qr")).to_be_visible()
    seat_others(suspi, 5, skip=("Max",))  # a view after the 20 minutes: no rules in it at all
    expect(screen.get_by_test_id("people")).to_have_text("At the table: 6")
    expect(screen.get_by_test_id("rules")).to_have_count(0)
    suspi.moderator("deal")
    expect(screen.get_by_test_id("phase")).to_have_text("Cards dealt")
    expect(screen.get_by_test_id("rules")).to_have_count(0)
    expect(screen.get_by_test_id("murderers-about")).to_contain_text("Murderers: about")


# --- a ghost and the unmasking ------------------------------------------------------------------
def test_a_ghost_plays_on_without_a_vote_and_everyone_guesses_a_goal_at_the_end(
        suspi: ServedTable, phones: Phones) -> None:  # SUS-18, SUS-19, SUS-42, SUS-17
    """SUS-17, SUS-18, SUS-19: a player voted out becomes a ghost: at night its phone points at a room,
    at the council it says ghosts do not vote; SUS-42: at the end every player (the ghost too) guesses
    another's goal, changeable, and the reveal follows on the phone and the board."""
    page = phones.join(suspi.code, "Ola", "en")
    others = seat_others(suspi, 5)
    screen = board(phones, suspi)
    suspi.moderator("deal")
    me = seat_of(page)
    cards = {c["seat"]: c for c in suspi.view()["game"]["secrets"]["cards"]}
    assert cards[me]["role"] != "murderer"  # seed 11
    murderer = next(s for s in others if cards[s]["role"] == "murderer")
    suspi.moderator("advance")
    everyone_in_one_room(suspi, [me, *others])
    for _ in range(3):
        suspi.moderator("advance")
    for seat in others:  # the council sends Ola away
        play(suspi, seat, "council_vote", target=me)
        play(suspi, seat, "council_confirm")
    page.get_by_test_id("abstain").click()
    page.locator("[data-act=council_confirm]").click()
    wait_phase(page, "verdict")
    expect(page.get_by_test_id("status-tag")).to_have_text("ghost")
    expect(screen.get_by_test_id("verdict")).to_have_text("Leaves the villa: Ola")  # the moment first
    expect(screen.get_by_test_id("ghosts")).to_have_text("Ghosts: Ola", timeout=VERDICT_MS + 5000)  # then the villa
    rules = page.get_by_test_id("ghost-rules")  # SUS-17..SUS-20: the new ghost is told what a ghost does
    expect(rules).to_contain_text("You are a ghost")
    expect(rules.locator("li")).to_have_count(4)
    expect(rules).to_contain_text("You do not vote at the council")
    expect(rules).to_contain_text("more than half of the ghosts")

    suspi.moderator("advance")  # the second night: the ghost points at a room
    wait_phase(page, "night")
    ghost = page.get_by_test_id("ghost-night")
    expect(ghost).to_contain_text("Ghost: point at a room")
    expect(page.get_by_test_id("rooms")).to_have_count(0)  # no room of its own
    ghost.locator("[data-id=library]").click()
    expect(ghost.locator("[data-id=library]")).to_have_attribute("aria-pressed", "true")
    wait_until(lambda: {"seat": me, "room": "library"} in suspi.view()["game"]["secrets"]["night"]["points"])
    everyone_in_one_room(suspi, others)
    suspi.moderator("advance")
    expect(page.get_by_test_id("report")).to_contain_text("Library: nobody there was possessed.")
    suspi.moderator("advance")
    suspi.moderator("advance")
    wait_phase(page, "council")
    expect(page.get_by_test_id("no-vote")).to_have_text("Ghosts do not vote.")
    expect(page.get_by_test_id("candidates")).to_have_count(0)
    for seat in others:
        if seat == murderer:
            play(suspi, seat, "council_abstain")
        else:
            play(suspi, seat, "council_vote", target=murderer)
        play(suspi, seat, "council_confirm")

    wait_phase(page, "unmasking")  # no murderer is left: the city wins
    expect(page.get_by_test_id("winner")).to_contain_text("The city wins")
    expect(screen.get_by_test_id("winner")).to_have_text("The city wins")
    expect(page.get_by_test_id("timer")).to_be_visible()  # 90 s
    max_seat = others[0]
    page.get_by_test_id("guess-players").locator(f"[data-id='{max_seat}']").click()
    expect(page.get_by_test_id("guess-goals").locator("[data-id=thief]")).to_be_visible()
    expect(page.get_by_test_id("guess-goals").locator("[data-id=romance]")).to_have_count(0)  # SUS-40: 6 players
    page.get_by_test_id("guess-goals").locator("[data-id=spy]").click()
    expect(page.get_by_test_id("my-guess")).to_have_text("Your guess: Max — Spy")
    page.get_by_test_id("guess-goals").locator("[data-id=thief]").click()  # changeable
    expect(page.get_by_test_id("my-guess")).to_have_text("Your guess: Max — Thief")
    expect(screen.get_by_test_id("guessed")).to_contain_text("1 of 6", timeout=WINNER_MS + 5000)
    guess = suspi.call(lambda: suspi.table.view_for(Actor.player(me)))["game"]["me"]["guess"]
    assert guess == {"target": max_seat, "goal": "thief"}
    suspi.moderator("advance")
    wait_phase(page, "over")
    expect(page.get_by_test_id("reveal").locator("tr")).to_have_count(6)
    expect(page.get_by_test_id("reveal").locator(f"tr[data-seat='{murderer}']")).to_contain_text("Murderer")
    expect(screen.get_by_test_id("reveal").locator("tr")).to_have_count(6)
    expect(page.get_by_test_id("evening")).to_be_visible()
