"""Undo on every screen (PLT-04): after the moderator's Ctrl+Z every phone draws itself again from
the view it gets, its own state included (an open card, a sheet), and never shows its card open
while the console and the board say it has not looked. Real table on loopback, real Chromium."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from rules.core import MODERATOR, Rejection, RejectionCode, Request
from tests.e2e.serverfix import spy_table_server  # noqa: F401  (the real table, served on loopback)
from tests.e2e.test_phone import (  # noqa: F401  (the browser fixture)
    Phones,
    chromium,
    phones,
    three_players,
    wait_phase,
    wait_until,
)

pytestmark = pytest.mark.e2e


def card_open(page: Page) -> bool:
    return bool(page.get_by_test_id("card").count())


def agree(server: Any, pages: dict[int, Page]) -> None:
    """Every phone shows its card open only if the console and the board say that seat has looked."""
    moderator = server.view()["game"]
    public = server.call(server.table.public_view)["game"]
    for seat, page in pages.items():
        if card_open(page):
            assert seat in moderator["seen"] and seat in public["seen"], (seat, moderator["seen"])


def undo(server: Any) -> Any:
    return server.call(lambda: server.table.submit(MODERATOR, Request("undo")))


def test_a_new_deal_after_a_refused_undo_shows_every_card_closed(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-04, SPY-07, SPY-08
    """The issue's sequence: a deal, a card looked at, Ctrl+Z (refused: a card reached a phone), the
    round aborted and dealt anew: the new card is closed and unseen everywhere until it is opened."""
    server = spy_table_server
    pages = three_players(server, phones)
    server.moderator("deal")
    seat, page = next(iter(pages.items()))
    wait_phase(page, "dealt")
    page.get_by_test_id("card-open").click()
    wait_until(lambda: server.view()["game"]["seen"] == [seat])
    refused = undo(server)
    assert isinstance(refused, Rejection) and refused.code is RejectionCode.SECRET_REVEALED
    server.moderator("abort_round")
    server.moderator("deal")
    for p in pages.values():
        expect(p.locator("[data-testid=phase]")).to_have_count(1)
        expect(p.get_by_test_id("card-open")).to_be_visible()
    assert server.view()["game"]["seen"] == []
    agree(server, pages)
    page.get_by_test_id("card-open").click()
    wait_until(lambda: server.view()["game"]["seen"] == [seat])
    agree(server, pages)


def test_an_undo_draws_every_phone_again_from_its_view(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-04
    """An accepted undo (the round's start taken back): every phone drops what it kept of its own —
    the open card, an open sheet — and shows the view it gets; looking again is still counted once."""
    server = spy_table_server
    pages = three_players(server, phones)
    server.moderator("deal")
    (seat, page), (other, other_page) = list(pages.items())[:2]
    wait_phase(page, "dealt")
    page.get_by_test_id("card-open").click()
    wait_until(lambda: server.view()["game"]["seen"] == [seat])
    server.moderator("start_round")
    wait_phase(page, "asking")
    other_page.get_by_test_id("card-open").click()
    wait_until(lambda: sorted(server.view()["game"]["seen"]) == sorted([seat, other]))
    assert card_open(page) and card_open(other_page)
    before = page.evaluate("document.querySelector('#card').innerHTML")
    accepted = undo(server)
    assert not isinstance(accepted, Rejection), accepted
    for p in pages.values():
        wait_phase(p, "dealt")
        expect(p.get_by_test_id("card")).to_have_count(0)  # drawn again: the card closed
        expect(p.get_by_test_id("card-open")).to_be_visible()
    assert page.evaluate("document.querySelector('#card').innerHTML") != before
    assert sorted(server.view()["game"]["seen"]) == sorted([seat, other])  # their looks stay counted
    agree(server, pages)
    page.get_by_test_id("card-open").click()
    expect(page.get_by_test_id("card")).to_be_visible()
    agree(server, pages)
    assert sorted(server.view()["game"]["seen"]) == sorted([seat, other])
