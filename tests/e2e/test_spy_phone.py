"""The spy game on the phone page in headless Chromium against a real table on loopback: the card,
the spy's list, whole rounds with accusations, guesses and the time-up vote (SPY-07..SPY-26).

The page's platform part (joining, accounts, reconnecting, languages) is in ``test_phone.py``,
whose browser fixture and helpers these tests share.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.serverfix import spy_table_server  # noqa: F401  (the real table, served on loopback)
from tests.e2e.test_phone import (  # noqa: F401  (the browser fixture)
    SPY_TEXT,
    Phones,
    chromium,
    deal_and_look,
    deck_locations,
    hide_card,
    location_name,
    phones,
    player_view,
    role_name,
    seat_of,
    secrets,
    three_players,
    wait_phase,
    wait_until,
)

pytestmark = pytest.mark.e2e


# --- the card -----------------------------------------------------------------------------------
def test_card_is_closed_until_tapped_and_can_be_closed_again(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # SPY-07, SPY-08
    """SPY-07, SPY-08: the card is closed; a tap shows it (the console learns it was seen); a button hides it."""
    pages = three_players(spy_table_server, phones)
    spy_table_server.moderator("deal")
    seat, page = next(iter(pages.items()))
    wait_phase(page, "dealt")
    expect(page.get_by_test_id("card-open")).to_be_visible()
    expect(page.get_by_test_id("card")).to_have_count(0)
    assert spy_table_server.view()["game"]["seen"] == []
    page.get_by_test_id("card-open").click()
    expect(page.get_by_test_id("card")).to_be_visible()
    wait_until(lambda: spy_table_server.view()["game"]["seen"] == [seat])
    page.get_by_test_id("card-hide").first.click()
    expect(page.get_by_test_id("card")).to_have_count(0)
    expect(page.get_by_test_id("card-open")).to_be_visible()
    page.get_by_test_id("card-open").click()  # seen once is enough: nothing more is sent
    expect(page.get_by_test_id("card")).to_be_visible()
    assert spy_table_server.view()["game"]["seen"] == [seat]


def test_a_local_and_a_spy_see_their_cards_in_two_languages(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # SPY-14, SPY-15, PLT-15
    """SPY-14, SPY-15, PLT-15: a local sees the location and role in their language; a spy sees only
    "you are the spy" and the deck; switching the language at run time re-labels the open card."""
    pages = three_players(spy_table_server, phones, langs=("uk", "en", "pl"))
    deal_and_look(spy_table_server, pages)
    sec = secrets(spy_table_server)
    (spy,) = sec["spies"]
    roles = {c["seat"]: c["role"] for c in sec["cards"]}
    for seat, page in pages.items():
        lang = page.evaluate("document.documentElement.lang")
        if seat == spy:
            expect(page.get_by_test_id("card-spy")).to_have_text(SPY_TEXT[lang])
            expect(page.get_by_test_id("card-location")).to_have_count(0)
            expect(page.locator("#card button.loc")).to_have_count(len(deck_locations()))
        else:
            expect(page.get_by_test_id("card-location")).to_have_text(location_name(sec["location"], lang))
            expect(page.get_by_test_id("card-role")).to_have_text(role_name(sec["location"], roles[seat], lang))
            expect(page.get_by_test_id("card-spy")).to_have_count(0)
    # the same two cards after switching languages (uk ↔ en)
    local = next(s for s in pages if s != spy)
    for seat, lang in ((spy, "uk"), (spy, "en"), (local, "en"), (local, "uk")):
        page = pages[seat]
        page.get_by_test_id("lang-select").select_option(lang)
        if seat == spy:
            expect(page.get_by_test_id("card-spy")).to_have_text(SPY_TEXT[lang])
        else:
            expect(page.get_by_test_id("card-location")).to_have_text(location_name(sec["location"], lang))
            expect(page.get_by_test_id("card-role")).to_have_text(role_name(sec["location"], roles[seat], lang))


def test_the_spys_list_is_alphabetical_in_the_readers_language(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # SPY-15
    """SPY-15: the spy's list is the whole deck, sorted in the player's language, with a search box."""
    spy_table_server.moderator("set_options", deck="full")
    pages = three_players(spy_table_server, phones, langs=("uk", "uk", "uk"))
    deal_and_look(spy_table_server, pages)
    (spy,) = secrets(spy_table_server)["spies"]
    page = pages[spy]
    buttons = page.locator("#card button.loc")
    expect(buttons).to_have_count(len(deck_locations("full")))  # 131 with the adult locations
    names = buttons.all_text_contents()
    assert names == page.evaluate("(n) => n.slice().sort((a, b) => a.localeCompare(b, 'uk', {sensitivity: 'base'}))", names)
    target = location_name("city_pool", "uk")
    page.get_by_test_id("search").fill(target[:6].lower())
    visible = page.locator("#card li:not([hidden]) button.loc")
    expect(visible.filter(has_text=target)).to_have_count(1)
    assert visible.count() < 10
    page.get_by_test_id("search").fill("")
    expect(page.locator("#card li:not([hidden]) button.loc")).to_have_count(len(deck_locations("full")))


# --- a whole round ------------------------------------------------------------------------------
def test_a_full_round_on_three_phones(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # SPY-09, SPY-11, SPY-17, SPY-19, SPY-31, SPY-32, SPY-34
    """SPY-09..SPY-11 (question chain, no straight return), SPY-17..SPY-19 (accusation, votes, the
    card revealed), SPY-31, SPY-32, SPY-34 (points, the scores and the leader), clicked on 3 phones."""
    server = spy_table_server
    pages = three_players(server, phones)
    deal_and_look(server, pages)
    server.moderator("start_round")
    for page in pages.values():
        wait_phase(page, "asking")
        hide_card(page)
    (spy,) = secrets(server)["spies"]
    location = secrets(server)["location"]

    # SPY-10, SPY-11: the asker names who answered; the turn passes to them
    first = server.view()["game"]["asker"]
    for seat, page in pages.items():
        button = page.locator("[data-act=question_asked]")
        if seat == first:
            expect(page.get_by_test_id("my-turn")).to_be_visible()
            expect(button).to_be_enabled()
        else:
            expect(button).to_have_count(0)
            expect(page.get_by_test_id("turn")).to_contain_text(server.view()["seats"][first - 1]["nickname"])
    pages[first].locator("[data-act=question_asked]").click()
    picks = pages[first].locator("#sheet-body button.pick")
    expect(picks).to_have_count(2)
    assert str(first) not in [picks.nth(i).get_attribute("data-seat") for i in range(2)]
    second = int(picks.first.get_attribute("data-seat") or 0)
    picks.first.click()
    wait_until(lambda: server.view()["game"]["asker"] == second)
    expect(pages[second].get_by_test_id("my-turn")).to_be_visible()
    # the one just asked may not hand the question straight back
    pages[second].locator("[data-act=question_asked]").click()
    picks = pages[second].locator("#sheet-body button.pick")
    expect(picks).to_have_count(1)
    third = int(picks.first.get_attribute("data-seat") or 0)
    assert third not in (first, second)
    picks.first.click()
    wait_until(lambda: server.view()["game"]["asker"] == third)
    expect(pages[first].get_by_test_id("chain")).to_contain_text("→")
    assert [(c["asker"], c["answerer"]) for c in server.view()["game"]["chain"]] == [(first, second), (second, third)]

    # SPY-17: a local accuses the spy (confirmation step); the timer pauses
    accuser = next(s for s in pages if s != spy)
    voter = next(s for s in pages if s not in (spy, accuser))
    page = pages[accuser]
    page.locator("[data-act=accuse]").click()
    page.locator(f"#sheet-body button.pick[data-seat='{spy}']").click()
    page.get_by_test_id("confirm").click()
    for p in pages.values():
        wait_phase(p, "accusation")
    assert server.view()["game"]["timer"]["running"] is False
    expect(pages[spy].get_by_test_id("accusation")).to_contain_text("defend yourself")
    expect(pages[accuser].get_by_test_id("accusation")).to_contain_text("your yes counts automatically")
    # SPY-18: neither the accused nor the accuser votes
    expect(pages[spy].locator("[data-act=vote]")).to_have_count(0)
    expect(pages[accuser].locator("[data-act=vote]")).to_have_count(0)
    expect(pages[voter].get_by_test_id("vote-progress")).to_contain_text("Voted:")
    pages[voter].locator("[data-vote=yes]").click()

    # SPY-19: all yes → the card is revealed: the spy → the locals win
    for p in pages.values():
        wait_phase(p, "round_over")
        expect(p.get_by_test_id("result")).to_have_attribute("data-outcome", "accused_spy")
        expect(p.get_by_test_id("result")).to_contain_text("The locals win")
        expect(p.get_by_test_id("result-location")).to_have_text(location_name(location, "en"))
        expect(p.get_by_test_id("result-spies")).to_have_text(server.view()["seats"][spy - 1]["nickname"])
        expect(p.get_by_test_id("result-votes")).to_contain_text("Yes")
    result = server.view()["game"]["result"]
    points = {x["seat"]: x["points"] for x in result["points"]}
    assert points[accuser] == 2 and points[voter] == 1 and points.get(spy, 0) == 0  # SPY-31, SPY-32
    scores = pages[voter].get_by_test_id("scores")
    expect(scores.locator("tr.leader")).to_have_count(1)
    expect(scores.locator("tr.leader")).to_contain_text(server.view()["seats"][accuser - 1]["nickname"])
    expect(scores.locator("tr.leader")).to_contain_text("2 points")


def test_a_spy_guesses_the_location_after_a_confirmation(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # SPY-22, SPY-27
    """SPY-22, SPY-27: "I know where we are!", a location from the list, a confirmation, and the spy wins."""
    server = spy_table_server
    pages = three_players(server, phones, langs=("uk", "uk", "uk"))
    deal_and_look(server, pages)
    server.moderator("start_round")
    sec = secrets(server)
    (spy,) = sec["spies"]
    page = pages[spy]
    wait_phase(page, "asking")
    for seat, p in pages.items():  # locals have no such button
        if seat != spy:
            expect(p.get_by_test_id("guess")).to_have_count(0)
    guess = page.get_by_test_id("guess")
    expect(guess).to_have_text("Я знаю, де ми!")
    guess.click()
    name = location_name(sec["location"], "uk")
    page.get_by_test_id("guess-search").fill(name)
    choice = page.locator(f"#sheet-body li:not([hidden]) button.loc[data-loc='{sec['location']}']")
    expect(choice).to_have_text(name)
    choice.click()
    expect(page.get_by_test_id("confirm")).to_be_visible()
    assert server.view()["game"]["phase"] == "asking"  # nothing sent before the confirmation
    page.get_by_test_id("confirm").click()
    wait_phase(page, "round_over")
    expect(page.get_by_test_id("result")).to_have_attribute("data-outcome", "spy_guessed")
    expect(page.get_by_test_id("result")).to_contain_text("Перемога шпигуна")
    assert {x["seat"]: x["points"] for x in server.view()["game"]["result"]["points"]}[spy] == 4


def test_time_up_suspect_vote_and_the_exposed_spys_last_guess(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # SPY-23, SPY-24, SPY-25
    """SPY-23 (a secret, changeable suspect vote), SPY-24, SPY-25 (the exposed spy's last chance)."""
    server = spy_table_server
    pages = three_players(server, phones)
    deal_and_look(server, pages)
    server.moderator("start_round")
    sec = secrets(server)
    (spy,) = sec["spies"]
    locals_ = [s for s in pages if s != spy]
    server.moderator("add_time", seconds=-(8 * 60 - 1))
    for page in pages.values():
        wait_phase(page, "suspect_vote")
        expect(page.get_by_test_id("suspect-vote")).to_be_visible()
    a, b = locals_
    page = pages[a]
    expect(page.locator(f"[data-act=suspect][data-seat='{a}']")).to_have_count(0)  # not yourself
    page.locator(f"[data-act=suspect][data-seat='{b}']").click()
    expect(page.get_by_test_id("my-suspect")).to_contain_text(server.view()["seats"][b - 1]["nickname"])
    page.locator(f"[data-act=suspect][data-seat='{spy}']").click()  # changed before all voted
    expect(page.get_by_test_id("my-suspect")).to_contain_text(server.view()["seats"][spy - 1]["nickname"])
    expect(page.locator(f"[data-act=suspect][data-seat='{spy}']")).to_have_class(re.compile("chosen"))
    pages[b].locator(f"[data-act=suspect][data-seat='{spy}']").click()
    pages[spy].locator(f"[data-act=suspect][data-seat='{a}']").click()
    for p in pages.values():
        wait_phase(p, "last_guess")
    expect(pages[a].locator("#actions")).to_contain_text("is the spy")
    wrong = next(loc["id"] for loc in deck_locations() if loc["id"] != sec["location"])
    pages[spy].locator("[data-act=guess]").click()
    pages[spy].locator(f"#sheet-body button.loc[data-loc='{wrong}']").click()
    pages[spy].get_by_test_id("confirm").click()
    wait_phase(pages[a], "round_over")
    expect(pages[a].get_by_test_id("result")).to_have_attribute("data-outcome", "exposed_spy_guessed_wrong")
    expect(pages[a].get_by_test_id("result")).to_contain_text("The locals win")


def test_a_late_joiner_watches_until_the_next_round(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # SPY-16
    """SPY-16: whoever joins mid-round is an observer with no card."""
    pages = three_players(spy_table_server, phones)
    deal_and_look(spy_table_server, pages)
    spy_table_server.moderator("start_round")
    late = phones.join(spy_table_server.code, "Late", "en")
    wait_phase(late, "asking")
    expect(late.get_by_test_id("observer")).to_be_visible()
    expect(late.get_by_test_id("card-open")).to_have_count(0)
    expect(late.locator("[data-act=accuse]")).to_have_count(0)


def test_an_accusation_is_once_per_round_and_one_no_fails_it(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # SPY-17, SPY-20
    """SPY-17, SPY-20: after a failed accusation the timer runs again and the accuser's button is off."""
    server = spy_table_server
    pages = three_players(server, phones)
    deal_and_look(server, pages)
    server.moderator("start_round")
    (spy,) = secrets(server)["spies"]
    accuser, voter = (s for s in pages if s != spy)
    page = pages[accuser]
    wait_phase(page, "asking")
    page.locator("[data-act=accuse]").click()
    page.locator(f"#sheet-body button.pick[data-seat='{voter}']").click()
    page.get_by_test_id("confirm").click()
    wait_phase(pages[spy], "accusation")
    pages[spy].locator("[data-vote=no]").click()
    for p in pages.values():
        wait_phase(p, "asking")
    assert server.view()["game"]["timer"]["running"] is True
    expect(page.locator("[data-act=accuse]")).to_be_disabled()
    expect(pages[voter].locator("[data-act=accuse]")).to_be_enabled()
