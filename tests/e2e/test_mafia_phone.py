"""Club mafia on phones and on the web board, in headless Chromium against a real table on loopback.

The evening's sign-up ("Ок, играем" with the 21+ confirmation, MAF-02, MAF-03), the reserve and its
automatic move-in (MAF-02), the secret role card and the commissar's private check (MAF-16), the
player's own fouls (MAF-18) and the publication opt-out (MAF-24); the board by day, at night and at
the end (MAF-04, MAF-15); the same words on the phone and on the board (PLT-15). The host's requests go
straight to the table.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.serverfix import ServedTable
from tests.e2e.test_phone import Phones, chromium, seat_of, wait_until  # noqa: F401  (the browser fixture)

pytestmark = pytest.mark.e2e
ROLES = json.loads((Path(__file__).resolve().parents[2] / "gm_resources" / "mafia" / "roles.json").read_text("utf-8"))


@pytest.fixture()
def mafia_server(tmp_path: Path) -> Iterator[ServedTable]:
    served = ServedTable(tmp_path, game="mafia", options={"capacity": 10}, seed=7, code="35791")
    yield served
    served.stop()


@pytest.fixture()
def phones(chromium: Browser, mafia_server: ServedTable) -> Iterator[Phones]:  # noqa: F811
    opened = Phones(chromium, mafia_server.base_url)
    yield opened
    opened.close()
    assert opened.errors == [], f"script errors on the page: {opened.errors}"


def sign_up(page: Page) -> None:
    """MAF-02, MAF-03: "OK, I'm playing" stays disabled until 21+ is ticked; then the evening is confirmed."""
    button = page.get_by_test_id("sign-up")
    expect(button).to_be_disabled()
    page.get_by_test_id("adult").check()
    expect(button).to_be_enabled()
    button.click()
    page.get_by_test_id("confirm-evening").get_by_role("button").click()


def role_name(role: str, lang: str = "en") -> str:
    return next(r["name"][lang] for r in ROLES["roles"] if r["id"] == role)


def test_sign_up_with_21_plus_and_the_reserve_moves_in(mafia_server: ServedTable, phones: Phones) -> None:  # MAF-02, MAF-03
    """MAF-02, MAF-03: nine people are added by the host; one phone fills the tenth place, the next goes to
    the reserve with its position, and moves in by itself when someone withdraws."""
    for i in range(9):
        mafia_server.moderator("add_player", nickname=f"Guest {i + 1}", adult=True)
    first = phones.join(mafia_server.code, "Ola")
    expect(first.get_by_test_id("signup")).to_contain_text("Playing tonight?")
    sign_up(first)
    expect(first.get_by_test_id("lineup")).to_contain_text("You are in tonight's line-up")
    expect(first.get_by_test_id("roster")).to_contain_text("Line-up: 10 of 10")

    second = phones.join(mafia_server.code, "Ivan", lang="ru")
    expect(second.get_by_test_id("sign-up")).to_have_text("Ок, играем")
    sign_up(second)
    expect(second.get_by_test_id("reserve")).to_contain_text("Ты в резерве")
    expect(second.get_by_test_id("reserve-position")).to_have_text("Номер 1 в очереди")
    ivan = seat_of(second)
    assert mafia_server.view()["game"]["evening"]["reserve"] == [ivan]

    # Ola withdraws: the first of the reserve moves into the line-up automatically (MAF-02)
    first.get_by_test_id("withdraw").click()
    first.get_by_test_id("confirm").click()
    expect(second.get_by_test_id("lineup")).to_contain_text("Ты в составе на вечер")
    expect(first.get_by_test_id("signup")).to_be_visible()
    assert ivan in mafia_server.view()["game"]["evening"]["lineup"]


def test_role_card_checks_fouls_and_publication(mafia_server: ServedTable, phones: Phones) -> None:  # MAF-16, MAF-18, MAF-24
    """MAF-16, MAF-18, MAF-24: the card is closed until tapped; the commissar's check appears on his card
    only; a foul shows on the player's own phone; the publication opt-out reaches the table."""
    for i in range(9):
        mafia_server.moderator("add_player", nickname=f"Guest {i + 1}", adult=True)
    page = phones.join(mafia_server.code, "Ola")
    sign_up(page)
    seat = seat_of(page)

    # MAF-24: opt out of publication
    page.get_by_test_id("publish").uncheck()
    wait_until(lambda: seat in mafia_server.state().private)
    expect(page.locator(".mf-publish")).to_contain_text("will not appear")

    mafia_server.moderator("seat_players")
    game = mafia_server.view()["game"]
    place = next(p["place"] for p in game["places"] if p["seat"] == seat)
    # the phone's holder gets the commissar's card
    roles = {r["role"]: r["count"] for r in game["composition"]}
    assert roles.get("commissar") == 1
    mafia_server.moderator("deal")
    secret = {r["place"]: r["role"] for r in mafia_server.view()["game"]["secrets"]["roles"]}
    expect(page.get_by_test_id("card-open")).to_be_visible()
    page.get_by_test_id("card-open").click()
    expect(page.get_by_test_id("card-role")).to_have_text(role_name(secret[place]))
    wait_until(lambda: any(p["seen"] for p in mafia_server.view()["game"]["places"] if p["place"] == place))

    # MAF-18: a foul from the host shows on the player's own phone
    mafia_server.moderator("start_game")
    mafia_server.moderator("foul", place=place)
    expect(page.get_by_test_id("my-fouls")).to_have_attribute("data-fouls", "1")
    expect(page.locator("[data-testid=my-fouls] .mf-dot.on")).to_have_count(1)

    # the night: the board shows nothing but "night"; the commissar's check reaches only his card (MAF-16)
    board = phones.open(f"/board?code={mafia_server.code}&lang=en", width=1280, height=720)
    expect(board.get_by_test_id("clock")).to_be_visible()  # the free talk's countdown
    mafia_server.moderator("next_speaker")  # free talk over: the acquaintance night
    expect(board.get_by_test_id("night")).to_have_text("Night")
    expect(board.locator("body")).to_have_attribute("data-moment", "night")
    expect(board.get_by_test_id("seats")).to_have_count(0)
    mafia_server.moderator("morning")
    while mafia_server.view()["game"]["phase"] == "circle":
        mafia_server.moderator("next_speaker")  # nobody nominated: night 1
    assert mafia_server.view()["game"]["phase"] == "night"
    commissar = next(p for p, r in secret.items() if r == "commissar")
    black = next(p for p, r in secret.items() if r in ("mafia", "boss"))
    while mafia_server.view()["game"]["wizard"]["slot"] != "commissar":
        mafia_server.moderator("night_action", action="nothing")
    mafia_server.moderator("night_action", target=black)
    if commissar == place:
        expect(page.get_by_test_id("checks")).to_contain_text("black!")
    else:
        expect(page.get_by_test_id("checks")).to_have_count(0)
    expect(board.get_by_test_id("night")).to_be_visible()


def test_board_shows_the_vote_and_the_final_table(mafia_server: ServedTable, phones: Phones) -> None:  # MAF-04, MAF-09
    """MAF-04, MAF-09: the board shows the nominee vote as the host enters the hands, and at the end
    every place with its role and nick."""
    for i in range(10):
        mafia_server.moderator("add_player", nickname=f"Guest {i + 1}", adult=True)
    board = phones.open(f"/board?code={mafia_server.code}&lang=en", width=1280, height=720)
    expect(board.get_by_test_id("qr")).to_be_visible()
    mafia_server.moderator("seat_players")
    mafia_server.moderator("deal")
    mafia_server.moderator("start_game")
    mafia_server.moderator("next_speaker")
    mafia_server.moderator("morning")
    mafia_server.moderator("nominate", target=3)
    expect(board.get_by_test_id("nominations")).to_contain_text("3 · ")
    while mafia_server.view()["game"]["phase"] == "circle":
        mafia_server.moderator("next_speaker")
    expect(board.get_by_test_id("ballot-3")).to_contain_text("…")
    mafia_server.moderator("hands", place=3, count=6)
    expect(board.get_by_test_id("ballot")).to_have_count(1)  # the defence: 3 is still on the vote
    expect(board.get_by_test_id("ballot")).to_contain_text("3 · ")
    expect(board.locator("[data-testid=seats] .seat", has_text="on the vote")).to_have_count(1)
    expect(board.locator("[data-testid=seats] .seat[data-place='3']")).to_contain_text("on the vote")
    mafia_server.moderator("abort_game")
    expect(board.get_by_test_id("winner")).to_have_text("The game was aborted")  # its own moment first
    expect(board.get_by_test_id("result").locator("tr")).to_have_count(10, timeout=15_000)
    table = mafia_server.view()["game"]["result"]["table"]
    first = table[0]
    row = board.get_by_test_id(f"result-{first['place']}")
    expect(row).to_contain_text(role_name(first["role"]))
    expect(row).to_contain_text(first["nickname"])
    for x in table:  # the card's team as the board colours it: the reds, the mafia, the black loners
        team = next(r["team"] for r in ROLES["roles"] if r["id"] == x["role"])
        tone = {"red": "good", "black": "bad", "loner": "violet"}[team]
        expect(board.get_by_test_id(f"result-{x['place']}")).to_have_class(f"tone-{tone}")


def test_the_phone_and_the_board_say_the_same_words(mafia_server: ServedTable, phones: Phones) -> None:  # PLT-15, MAF-13
    """PLT-15: a sentence is written once and the phone and the board show the same words for the same
    thing, the rule book's first: «Партия 1» (not «Игра»), «Поднятие рук за выгон», «Выгнать обоих?»
    (pl «Wyrzucić oboje?», MAF-13), «Партия прервана»; the phone's line of the vote says the outcome as
    the console's log does (MAF-09)."""
    for i in range(9):
        mafia_server.moderator("add_player", nickname=f"Guest {i + 1}", adult=True)
    page = phones.join(mafia_server.code, "Ola", "ru")
    sign_up(page)
    board = phones.open(f"/board?code={mafia_server.code}&lang=ru", lang="ru", width=1280, height=720)
    polish = phones.open(f"/board?code={mafia_server.code}&lang=pl", lang="pl", width=1280, height=720)
    mafia_server.moderator("seat_players")
    mafia_server.moderator("deal")
    mafia_server.moderator("start_game")
    expect(page.locator(".phase-banner .round")).to_have_text("Партия 1 · День 1")
    expect(board.locator("#round")).to_contain_text("Партия 1")
    expect(page.get_by_test_id("phase")).to_have_text("Балаган")
    expect(board.get_by_test_id("phase")).to_have_text("Балаган")
    mafia_server.moderator("next_speaker")  # the acquaintance night
    mafia_server.moderator("morning")
    a, b = 3, 5
    while mafia_server.view()["game"]["phase"] == "circle":
        if not mafia_server.view()["game"].get("nominations"):
            mafia_server.moderator("nominate", target=a)
            mafia_server.moderator("nominate", target=b)
        mafia_server.moderator("next_speaker")
    expect(page.get_by_test_id("ballot").locator("h2")).to_have_text("Голосование за кандидатов")
    expect(board.get_by_test_id("phase")).to_have_text("Голосование за кандидатов")
    mafia_server.moderator("hands", place=a, count=3)
    mafia_server.moderator("hands", place=b, count=3)
    expect(page.locator(".mf-info")).to_contain_text("на оправдание: 3 · ")  # as the console's log says it
    while mafia_server.view()["game"]["phase"] == "defence":
        mafia_server.moderator("next_speaker")
    mafia_server.moderator("expel_anyone", hands=6)
    assert mafia_server.view()["game"]["phase"] == "hands"
    expect(page.get_by_test_id("phase")).to_have_text("Поднятие рук за выгон")  # the rule book: «поднятие рук за выгон»
    expect(board.get_by_test_id("phase")).to_have_text("Поднятие рук за выгон")
    mafia_server.moderator("hands", place=a, count=4)
    mafia_server.moderator("hands", place=b, count=4)
    assert mafia_server.view()["game"]["phase"] == "car_crash"
    expect(page.get_by_test_id("ballot").locator("h2")).to_have_text("Выгнать обоих?")  # MAF-13
    expect(board.get_by_test_id("question")).to_have_text("Выгнать обоих?")
    expect(polish.get_by_test_id("question")).to_have_text("Wyrzucić oboje?")
    mafia_server.moderator("abort_game")
    expect(page.get_by_test_id("result").locator(".result-winner")).to_have_text("Партия прервана")
    expect(board.get_by_test_id("winner")).to_have_text("Партия прервана")
    expect(page.get_by_test_id("phase")).to_have_text("Партия окончена")
    expect(board.get_by_test_id("phase")).to_have_text("Партия окончена")
    totals = page.locator(".scores-box")
    expect(totals.locator("h3")).to_have_text("Вечер: 1 партия")
    expect(totals).to_contain_text("Партия 1: Партия прервана")


def test_a_page_that_moves_between_games_shows_each_its_own_words(mafia_server: ServedTable, phones: Phones) -> None:  # PLT-15
    """PLT-15: two games' phones may use one key for two sentences (the spy game's and the mafia's
    ``card_closed``); a phone page that loaded both (its table moved from one game to the other, PLT-12)
    says each game's own as the page shows that game (GM.gameUi), whichever loaded last, and the shell's words
    stay the shell's."""
    catalogs = {game: json.loads((Path(__file__).resolve().parents[2] / "rules" / game / "words.json")
                                 .read_text("utf-8")) for game in ("spy", "mafia")}
    assert catalogs["spy"]["card_closed"]["ru"] != catalogs["mafia"]["card_closed"]["ru"]
    page = phones.open("/", lang="ru")
    page.wait_for_function("() => window.GM && GM.gameUi")
    shell = page.evaluate("() => GM.t('page_title_board')")
    for game in ("spy", "mafia"):
        page.evaluate("(id) => GM.gameUi(id, () => {})", game)
        page.wait_for_function("(id) => !!GM.games[id]", arg=game)
    page.evaluate("() => GM.setLang('ru')")
    for game in ("spy", "mafia", "spy"):
        said = page.evaluate("(id) => { GM.gameUi(id, () => {}); return [GM.t('card_closed'), GM.t('page_title_board')]; }", game)
        assert said == [catalogs[game]["card_closed"]["ru"], shell], game
