"""The quiz's phone page and web board in headless Chromium against a real quiz table on loopback:
the lobby (look and "Ready"), the minute, the Club's help on the experts' screens, the captain's
lifeline requests and answerer choice, penalties shown to the penalised, and the board's roulette
landing on the view's sector with the minute's ten-second warning (QZ-03..QZ-27)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from rules.core import SYSTEM, Request
from tests.e2e.serverfix import ServedTable
from tests.e2e.test_phone import Phones, chromium, seat_of, wait_phase, wait_until  # noqa: F401

pytestmark = pytest.mark.e2e

CODE = "37519"


@pytest.fixture()
def quiz_server(tmp_path: Path) -> Iterator[ServedTable]:
    served = ServedTable(tmp_path, game="quiz", options={"pack": "en_why_where"}, code=CODE)
    yield served
    served.stop()


@pytest.fixture()
def phones(chromium: Browser, quiz_server: ServedTable) -> Iterator[Phones]:  # noqa: F811
    opened = Phones(chromium, quiz_server.base_url)
    yield opened
    opened.close()
    assert opened.errors == [], f"script errors on the page: {opened.errors}"


def game(server: ServedTable) -> dict[str, Any]:
    return dict(server.view()["game"])


def team(server: ServedTable, phones: Phones, names: tuple[str, ...] = ("Ola", "Max")) -> dict[int, Page]:
    """The experts join and press "Ready"; the first is marked captain."""
    pages: dict[int, Page] = {}
    for name in names:
        page = phones.join(server.code, name)
        pages[seat_of(page)] = page
    for page in pages.values():
        page.get_by_test_id("ready").click()
    wait_until(lambda: all(e["ready"] for e in game(server)["experts"]))
    server.moderator("mark_captain", seat=min(pages))
    return pages


def open_board(phones: Phones, server: ServedTable) -> Page:
    context = phones.browser.new_context(viewport={"width": 1280, "height": 720}, locale="en-US")
    phones.contexts.append(context)
    page = context.new_page()
    page.on("pageerror", lambda exc: phones.errors.append(str(exc)))
    page.goto(f"{server.base_url}/board?code={server.code}&lang=en")
    return page


def test_phone_lobby_look_and_ready(quiz_server: ServedTable, phones: Phones) -> None:  # QZ-03, QZ-27
    """QZ-27: an expert picks an avatar and a hat, seen at the table; QZ-03: "Ready" and back."""
    page = phones.join(quiz_server.code, "Ola")
    seat = seat_of(page)
    wait_phase(page, "lobby")
    # PLT-15: the phone's banner names the phase; the board's lobby line is a whole sentence
    expect(page.get_by_test_id("phase")).to_have_text("Lobby")
    page.locator("[data-avatar=hippo]").click()
    expect(page.locator("[data-avatar=hippo]")).to_have_attribute("aria-pressed", "true")
    page.locator("[data-hat=bowler]").click()
    expect(page.locator("[data-hat=bowler]")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("look")).to_contain_text("Hippo, bowler")
    # in the players' list the token sits by the name, as in every other row, then "you"
    mine = page.locator(f'[data-testid=players] li[data-seat="{seat}"]')
    expect(mine.locator(".qz-token")).to_have_attribute("title", "Hippo, bowler")
    assert mine.evaluate("(li) => [...li.children].map((c) => c.className.split(' ')[0])")[:4] == [
        "dot", "name", "qz-token", "tag"]
    expert = game(quiz_server)["experts"][0]
    assert (expert["seat"], expert["avatar"], expert["hat"]) == (seat, "hippo", "bowler")
    ready = page.get_by_test_id("ready")
    expect(ready).to_have_text("Ready")
    ready.click()
    expect(page.get_by_test_id("ready")).to_have_text("Not ready yet")
    assert game(quiz_server)["experts"][0]["ready"] is True
    page.get_by_test_id("ready").click()
    expect(page.get_by_test_id("ready")).to_have_text("Ready")
    assert game(quiz_server)["experts"][0]["ready"] is False


def test_captain_asks_a_lifeline_and_names_the_answerer(
        quiz_server: ServedTable, phones: Phones) -> None:  # QZ-07, QZ-13, QZ-15, QZ-17
    """QZ-15: only the captain asks for a lifeline, the console sees the request; QZ-17: the Club's help
    text shows on every expert's screen; QZ-07, QZ-13: only the captain names who answers, and the
    named expert is told."""
    pages = team(quiz_server, phones)
    captain, other = sorted(pages)
    quiz_server.moderator("start")
    quiz_server.moderator("spin")
    quiz_server.moderator("time_go")
    for page in pages.values():
        wait_phase(page, "minute")
        expect(page.get_by_test_id("minute")).to_contain_text(re.compile(r"[01]:\d\d"))
        expect(page.get_by_test_id("question")).to_have_text(game(quiz_server)["question"]["text"])
    cap = pages[captain]
    expect(pages[other].get_by_test_id("lifeline-ask")).to_have_count(0)
    expect(pages[other].get_by_test_id("answerer-pick")).to_have_count(0)
    # the lifelines' heading once: the captain's panel says what it is for (issue 14)
    expect(cap.get_by_text("Lifelines", exact=True)).to_have_count(1)
    expect(cap.get_by_test_id("lifeline-ask").locator("h3")).to_have_text("Ask the Croupier for a lifeline")
    cap.locator("[data-act=ask_lifeline][data-lifeline=clubs_help]").click()
    wait_until(lambda: game(quiz_server)["lifeline_asked"] == "clubs_help")
    expect(cap.get_by_test_id("lifeline-asked")).to_contain_text("Club's help")
    quiz_server.moderator("clubs_help", hint="Think of ships at night")
    for page in pages.values():
        expect(page.get_by_test_id("hint")).to_contain_text("Think of ships at night")
    expect(cap.locator("[data-lifeline=clubs_help]").first).to_contain_text("used in round 1")
    # an early answer: the captain names the other expert
    cap.locator(f"[data-act=name_answerer][data-seat='{other}']").click()
    wait_until(lambda: game(quiz_server)["question"]["answerer"] == other)
    expect(pages[other].get_by_test_id("you-answer")).to_have_text("You answer!")
    expect(cap.get_by_test_id("answerer")).to_contain_text("Max answers")


def test_penalties_are_shown_to_the_penalised(quiz_server: ServedTable, phones: Phones) -> None:  # QZ-19, QZ-25
    """QZ-19 (house): the sent-off expert's phone says they sit out the round; QZ-25: each expert sees
    their own penalties, and nobody else's."""
    pages = team(quiz_server, phones, ("Ola", "Max", "Ann"))
    captain, second, third = sorted(pages)
    quiz_server.moderator("start")
    quiz_server.moderator("penalty", kind="sent_off", seat=third)
    quiz_server.moderator("penalty", kind="hat_taken", seat=second)
    expect(pages[third].get_by_test_id("penalties")).to_contain_text("Sent off for round 1")
    expect(pages[second].get_by_test_id("penalties")).to_contain_text("Loss of the hat: no hat until the end of the game")
    expect(pages[captain].get_by_test_id("penalties")).to_have_count(0)
    quiz_server.moderator("penalty", kind="cut_time")
    expect(pages[captain].get_by_test_id("penalties")).to_have_count(0)  # the team's penalty is the board's
    quiz_server.moderator("spin")
    expect(pages[third].get_by_test_id("sitting-out")).to_be_visible()
    expect(pages[second].get_by_test_id("sitting-out")).to_have_count(0)
    # PLT-15: the phone's banner names the phase (the board's line for it is a whole sentence); the
    # sector and the send-off in the board's words
    phone = pages[captain]
    expect(phone.get_by_test_id("phase")).to_have_text("The question")
    expect(phone.locator(f'[data-testid=players] li[data-seat="{third}"]')).to_contain_text("sent off")
    quiz_server.moderator("time_go")
    expect(phone.get_by_test_id("phase")).to_have_text("The minute of discussion")
    sector = game(quiz_server)["question"]["sector"]
    expect(phone.get_by_test_id("banner")).to_have_text(f"Sector {sector}" if sector else "Zero — the black box!")
    names = pages[captain].locator("[data-testid=answerer-pick] [data-act=name_answerer]")
    expect(names).to_have_count(2)  # the sent-off expert cannot be named
    expect(pages[captain].locator(f"[data-act=name_answerer][data-seat='{third}']")).to_have_count(0)


def test_web_board_wheel_lands_on_the_views_sector_and_warns_at_ten_seconds(
        quiz_server: ServedTable, phones: Phones) -> None:  # QZ-08, QZ-12, QZ-11
    """QZ-08: the web board's top spins and stops on the sector the table chose; played sectors are
    marked. QZ-11, QZ-12: the big minute, amber with its warning in the last ten seconds."""
    board = open_board(phones, quiz_server)
    pages = team(quiz_server, phones)
    wait_phase(board, "lobby")
    expect(board.get_by_test_id("seats")).to_contain_text("Ola")
    quiz_server.moderator("start")
    wait_phase(board, "roulette")
    quiz_server.moderator("spin")
    landed = game(quiz_server)["roulette"]["landed"]
    wheel = board.get_by_test_id("wheel")  # the spin's beat: the top turns
    expect(wheel.locator("path.landed")).to_have_attribute("data-sector", str(landed))
    expect(wheel).to_have_attribute("data-spinning", "1")
    expect(board.get_by_test_id("banner")).to_have_count(0)  # the sector shows once the top stops
    expect(wheel).to_have_attribute("data-spinning", "0", timeout=8000)
    pointing = wheel.locator(".top").evaluate(
        "(top) => ((parseFloat(/rotate\\(([-\\d.]+)deg\\)/.exec(top.style.transform)[1]) % 360) + 360) % 360")
    assert round(pointing / 22.5) % 16 == landed, pointing
    expect(board.get_by_test_id("banner")).to_have_text(f"Sector {landed}" if landed else "Zero — the black box!",
                                                        timeout=8000)
    expect(wheel).to_have_attribute("data-spinning", "0")  # the scene beneath: no second spin
    quiz_server.moderator("time_go")
    clock = board.get_by_test_id("clock")
    expect(clock).to_contain_text(re.compile(r"[01]:\d\d"))
    expect(clock).not_to_have_class(re.compile(r"\blow\b"))
    # the table's clock moves 51 s on; the captain's request brings a fresh view: 9 s left
    real = quiz_server.table.clock
    quiz_server.call(lambda: setattr(quiz_server.table, "clock", lambda: real() + 51_000))
    pages[min(pages)].locator("[data-act=ask_lifeline]").first.click()
    expect(clock).to_have_class(re.compile(r"\blow\b"))
    for page in pages.values():
        expect(page.get_by_test_id("minute")).to_contain_text("10 seconds left!")
    quiz_server.call(lambda: quiz_server.table.submit(SYSTEM, Request("tick")))  # the table's signal (QZ-12)
    expect(board.get_by_test_id("clock-note")).to_have_text("10 seconds left!")
    expect(board.locator("body[data-moment=signal]")).to_have_count(1)
    # the next spin marks this sector played (once the annulment's moment has passed)
    quiz_server.moderator("annul_round")
    expect(board.get_by_test_id("verdict")).to_contain_text("annulled")
    expect(board.locator(f"[data-testid=wheel] [data-sector='{landed}']")).to_have_class(
        re.compile(r"\bplayed\b"), timeout=15000)


PROSE = ("Перед вами отрывок из стихотворения, которое автор написал в ссылке, и",
         "которое долго ходило в списках.")
VERSE = ("   Мой дядя самых честных правил,", "   Когда не в шутку занемог,", "   Он уважать себя заставил")


def poem_pack() -> str:
    """A ChGK text whose every question has the file's hard wrap and the author's verse lines."""
    parts = ["Чемпионат:", "Стихи", ""]
    for i in range(1, 17):
        parts += [f"Вопрос {i}:", f"(pic: p{i}.png)", *PROSE, *VERSE, f"Назовите автора ({i}).", "", "Ответ:",
                  "Пушкин.", ""]
    parts += ["Чёрный ящик 1:", *PROSE, *VERSE, "Что в ящике?", "", "Ответ:", "Перо.", ""]
    return "\n".join(parts)


def test_question_keeps_the_authors_breaks_on_phone_and_board(
        tmp_path: Path, chromium: Browser) -> None:  # noqa: F811  # QZ-31, QZ-11
    """QZ-31: after "Время пошло" the phone and the board show the question with the author's
    breaks (the verse's lines, their indent) and without the file's hard wrap (the prose is one
    paragraph), at 360 px and at 1920 px; the board and the experts' phones show the handout's
    picture found beside the file."""
    from net.content import save_own, save_pictures
    from rules.quiz.chgk import import_chgk
    from tests.net.test_quiz_leaks import png

    source = tmp_path / "poems.txt"
    source.write_bytes(poem_pack().encode("koi8-r"))
    for i in range(1, 17):
        (tmp_path / f"p{i}.png").write_bytes(png(40 + 10 * i))
    pack = save_pictures(import_chgk(source.read_bytes(), "ru_poems"), source, tmp_path)
    save_own("quiz", tmp_path, "ru_poems.json", pack.to_json())
    server = ServedTable(tmp_path, game="quiz", options={"pack": "ru_poems"}, code=CODE, own=tmp_path)
    opened = Phones(chromium, server.base_url)
    try:
        context = chromium.new_context(viewport={"width": 1920, "height": 1080}, locale="ru-RU")
        opened.contexts.append(context)
        board = context.new_page()
        board.on("pageerror", lambda exc: opened.errors.append(str(exc)))
        board.goto(f"{server.base_url}/board?code={server.code}&lang=ru")
        pages = team(server, opened)
        server.moderator("start")
        server.moderator("spin")
        server.moderator("time_go")
        text = game(server)["question"]["text"]
        assert text.split("\n") == [" ".join(PROSE), *VERSE, text.split("\n")[-1]]  # the view: reflowed
        for page in pages.values():
            page.set_viewport_size({"width": 360, "height": 740})
            shown = page.get_by_test_id("question")
            expect(shown).to_have_text(text)
            assert shown.evaluate("(el) => el.innerText") == text  # the breaks as the view has them
            picture = page.get_by_test_id("picture")  # the handout on the expert's phone too
            expect(picture).to_have_count(1)
            wait_until(lambda p=picture: p.evaluate("(img) => img.complete && img.naturalWidth") == 2)
            width = picture.evaluate("(img) => img.getBoundingClientRect().width")
            assert 200 < width <= 360, width  # as wide as the phone allows, never wider
        shown = board.locator(".t-lines")
        expect(shown).to_have_count(1, timeout=10000)
        assert shown.evaluate("(el) => el.innerText") == text
        assert shown.evaluate("(el) => getComputedStyle(el).whiteSpace") == "pre-wrap"
        picture = board.get_by_test_id("picture")
        expect(picture).to_have_count(1)
        wait_until(lambda: picture.evaluate("(img) => img.complete && img.naturalWidth") == 2)  # served, a real PNG
        assert picture.evaluate("(img) => img.getBoundingClientRect().height") > 200  # large enough to read
        next(iter(pages.values())).screenshot(path=str(tmp_path / "phone-360.png"))
        board.screenshot(path=str(tmp_path / "board-1920.png"))
        assert (tmp_path / "phone-360.png").stat().st_size and (tmp_path / "board-1920.png").stat().st_size
    finally:
        opened.close()
        server.stop()
    assert opened.errors == []
