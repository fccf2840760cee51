"""The web board (PLT-13) in headless Chromium at 1920×1080 against a real console table."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.serverfix import spy_table_server  # noqa: F401  (the real table, served on loopback)
from tests.e2e.test_phone import (  # noqa: F401  (fixtures shared with the phone tests)
    Phones,
    chromium,
    deal_and_look,
    location_name,
    phones,
    secrets,
    three_players,
    wait_phase,
    wait_until,
)

pytestmark = pytest.mark.e2e


def open_board(phones: Phones, query: str) -> tuple[Page, list[str]]:  # noqa: F811
    """The board page and the frames it receives (to check that it gets only the public view)."""
    context = phones.browser.new_context(viewport={"width": 1920, "height": 1080}, locale="en-US")
    phones.contexts.append(context)
    page = context.new_page()
    page.on("pageerror", lambda exc: phones.errors.append(str(exc)))
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(str(payload))))
    page.goto(phones.base_url + "/board" + query)
    return page, frames


def clock_seconds(page: Page, selector: str) -> int:
    text = page.locator(selector).inner_text()
    minutes, seconds = text.strip().split(":")
    return int(minutes) * 60 + int(seconds)


def test_board_lobby_shows_the_code_the_join_link_the_qr_and_the_seats(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-13, PLT-08
    """PLT-13, PLT-08: the table code, the join URL with instructions, the QR code and who is connected."""
    board, _ = open_board(phones, f"?code={spy_table_server.code}&lang=en")
    wait_phase(board, "lobby")
    expect(board.get_by_test_id("code")).to_have_text(spy_table_server.code)
    expect(board.get_by_test_id("join-url")).to_have_text(spy_table_server.view()["table"]["url"])
    expect(board.get_by_test_id("stage")).to_contain_text("Join from your phone")
    expect(board.get_by_test_id("qr").locator("svg")).to_have_count(1)
    phone = phones.join(spy_table_server.code, "Ola", "en")
    seat = board.locator("[data-testid=seats] tr", has_text="Ola")
    expect(seat.locator(".dot.on")).to_have_count(1)
    phone.context.close()
    expect(seat.locator(".dot.off")).to_have_count(1)
    expect(seat).to_contain_text("offline")


def test_board_follows_the_round_with_only_the_public_view(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-13, PLT-14, SPY-20, PLT-10
    """PLT-13, PLT-14, SPY-20, PLT-10: who looked, the big countdown (same as the phones'), whose turn it is,
    how many voted (never who), the result and the leader, and never a secret in what the board receives."""
    server = spy_table_server
    board, frames = open_board(phones, f"?code={server.code}&lang=en")
    wait_phase(board, "lobby")
    pages = three_players(server, phones)
    deal_and_look(server, pages)
    expect(board.get_by_test_id("stage")).to_contain_text("Looked: 3 of 3")
    server.moderator("start_round")
    wait_phase(board, "asking")
    asker = server.view()["game"]["asker"]
    expect(board.get_by_test_id("asker")).to_have_text(server.view()["seats"][asker - 1]["nickname"])
    expect(board.locator(".clock-value")).to_have_text(re.compile(r"^7:5\d$|^8:00$"))
    phone = pages[asker]
    expect(phone.locator("#timer-value")).to_have_text(re.compile(r"^\d:\d\d$"))
    assert abs(clock_seconds(board, ".clock-value") - clock_seconds(phone, "#timer-value")) <= 1  # PLT-14
    # PLT-14: what the board and every phone count down agrees within a quarter second, running and
    # after a pause (each page counts locally from the moment its view arrived)
    for paused in (False, True):
        if paused:
            server.moderator("pause_timer")
            for page in (board, *pages.values()):  # every page has the paused view: its count stands still
                wait_until(lambda page=page: page.evaluate("gmTimeLeft()") == page.evaluate("gmTimeLeft()"))
        for page in pages.values():
            before = page.evaluate("gmTimeLeft()")
            on_board = board.evaluate("gmTimeLeft()")
            after = page.evaluate("gmTimeLeft()")
            assert abs(on_board - (before + after) / 2) <= 250 + abs(before - after) / 2
    server.moderator("resume_timer")

    sec = secrets(server)
    (spy,) = sec["spies"]
    accuser, voter = (s for s in pages if s != spy)
    page = pages[accuser]
    if page.get_by_test_id("card-hide").count():
        page.get_by_test_id("card-hide").first.click()
    page.locator("[data-act=accuse]").click()
    page.locator(f"#sheet-body button.pick[data-seat='{spy}']").click()
    page.get_by_test_id("confirm").click()
    wait_phase(board, "accusation")
    eligible = server.view()["game"]["accusation"]["eligible"]
    voted = server.view()["game"]["accusation"]["voted"]
    expect(board.get_by_test_id("vote-progress")).to_have_text(f"Voted: {voted} of {eligible}")
    expect(board.locator(".clock")).to_have_class(re.compile("paused"))
    # nothing secret reached the board during the round (PLT-10)
    for frame in frames:
        message = json.loads(frame)
        text = json.dumps(message)
        assert '"secrets"' not in text and '"me"' not in text and '"card"' not in text
        assert sec["location"] not in text and '"crossed_out"' not in text
        if message.get("type") == "view":
            assert "you" not in message["view"] and "allowed" not in message["view"]
    pages[voter].locator("[data-vote=yes]").click()
    wait_phase(board, "round_over")
    expect(board.get_by_test_id("outcome")).to_have_text("Everyone accused the spy")
    expect(board.get_by_test_id("result-location")).to_contain_text(location_name(sec["location"], "en"))
    expect(board.get_by_test_id("leader")).to_contain_text(server.view()["seats"][accuser - 1]["nickname"])


def test_board_language_from_the_query_and_the_switcher(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-15
    """PLT-15: ?lang= picks the board's language; the small switcher changes it at run time."""
    board, _ = open_board(phones, f"?code={spy_table_server.code}&lang=pl")
    expect(board.get_by_test_id("phase")).to_have_text("Czekamy na rozdanie kart")
    expect(board.get_by_test_id("stage")).to_contain_text("Dołączcie z telefonu")
    board.get_by_test_id("lang-select").select_option("ru")
    expect(board.get_by_test_id("phase")).to_have_text("Ждём раздачи карт")
    assert "lang=ru" in board.url
    board.get_by_test_id("lang-select").select_option("uk")
    expect(board.get_by_test_id("stage")).to_contain_text("Приєднуйтеся з телефона")


def test_board_asks_for_a_code_and_translates_a_wrong_one(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-13, PLT-11
    """PLT-13, PLT-11: without a code the board asks for one; a wrong code gets a translated error."""
    board, _ = open_board(phones, "?lang=uk")
    code_input = board.locator("#code-input")
    expect(code_input).to_be_visible()
    wrong = "11111" if spy_table_server.code != "11111" else "22222"
    code_input.fill(wrong)
    board.locator("#code-form button").click()
    expect(board.get_by_test_id("board-error")).to_have_text("Немає столу з таким кодом")
    code_input.fill(spy_table_server.code)
    board.locator("#code-form button").click()
    wait_phase(board, "lobby")
    expect(board.get_by_test_id("code")).to_have_text(spy_table_server.code)
    assert f"code={spy_table_server.code}" in board.url
