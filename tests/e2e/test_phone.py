"""The phone page in headless Chromium against a real console table on loopback (PLT-16): joining,
accounts, reconnecting, languages; the spy game's own screens are in ``test_spy_phone.py``.

Each test opens one browser context per phone (its own localStorage, like separate phones) at
360×640 and clicks through the page as a player would; the moderator's requests go straight to the
table (``spy_table_server.moderator``). Clause ids are cited in the test names and docstrings.
"""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, WebSocket, WebSocketRoute, expect, sync_playwright

from rules.core import Actor
from tests import schemas
from tests.e2e.serverfix import spy_table_server  # noqa: F401  (the real table, served on loopback)

pytestmark = pytest.mark.e2e

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DECKS = Path(__file__).resolve().parents[2] / "gm_resources" / "spy" / "decks"
LOCALES = {"uk": "uk-UA", "pl": "pl-PL", "ru": "ru-RU", "en": "en-US"}
SPY_TEXT = {"uk": "Ти шпигун", "pl": "Jesteś szpiegiem", "ru": "Ты шпион", "en": "You are the spy"}
WAIT_MS = 8000

expect.set_options(timeout=WAIT_MS)


# --- browser ------------------------------------------------------------------------------------
_SHARED: dict[str, Any] = {"users": 0}
"""One Playwright and one Chromium per test module. Not per session: the sync API keeps an event loop
registered in the main thread while it runs, which the asyncio tests of other modules cannot share."""


@pytest.fixture(scope="module")
def chromium() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip("Debian's Chromium is not installed (./setup.sh --test)")
    if _SHARED["users"] == 0:
        _SHARED["playwright"] = sync_playwright().start()
        _SHARED["browser"] = _SHARED["playwright"].chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    _SHARED["users"] += 1
    yield _SHARED["browser"]
    _SHARED["users"] -= 1
    if _SHARED["users"] == 0:
        _SHARED.pop("browser").close()
        _SHARED.pop("playwright").stop()


def check_frames(ws: WebSocket) -> None:
    """Every frame between a page and the console matches the protocol's schema (docs/protocol/schema)."""
    ws.on("framereceived", lambda payload: schemas.note(schemas.check_server_frame, str(payload)))
    ws.on("framesent", lambda payload: schemas.note(schemas.check_client_frame, str(payload)))


class Phones:
    """Phones (browser contexts) opened by one test; page errors are collected and checked."""

    def __init__(self, browser: Browser, base_url: str) -> None:
        self.browser = browser
        self.base_url = base_url
        self.contexts: list[BrowserContext] = []
        self.errors: list[str] = []

    def open(self, path: str = "/", lang: str = "en", width: int = 360, height: int = 640,
             session: dict[str, Any] | None = None, tap: dict[str, Any] | None = None) -> Page:
        context = self.browser.new_context(viewport={"width": width, "height": height}, locale=LOCALES[lang],
                                           has_touch=width < 800)
        if session is not None:  # a second device holding the same seat token (PLT-09)
            context.add_init_script(f"localStorage.setItem('gm.session', {json.dumps(json.dumps(session))});")
        if tap is not None:
            def route(ws: WebSocketRoute) -> None:
                tap["server"] = ws.connect_to_server()  # frames pass both ways untouched

            context.route_web_socket(re.compile(r"/ws$"), route)
        self.contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))
        page.on("websocket", check_frames)  # the protocol's schema, both ways
        page.goto(self.base_url + path)
        return page

    def join(self, code: str, nickname: str, lang: str = "en", tap: dict[str, Any] | None = None) -> Page:
        """Open the QR link (/join?code=…), type a nickname, pick the language and join.

        With ``tap``, the page's WebSocket goes through Playwright and ``tap["server"]`` can send on it."""
        page = self.open(f"/join?code={code}", lang=lang, tap=tap)
        expect(page.get_by_test_id("join-code")).to_have_value(code)
        page.get_by_test_id("join-nick").fill(nickname)
        page.locator(f".lang-btn[data-lang={lang}]").click()
        page.get_by_test_id("join-btn").click()
        expect(page.locator("body")).to_have_attribute("data-screen", "game")
        expect(page.locator("body")).to_have_attribute("data-phase", re.compile(r"\w+"))
        return page

    def close(self) -> None:
        for context in self.contexts:
            context.close()


@pytest.fixture()
def phones(chromium: Browser, spy_table_server: Any) -> Iterator[Phones]:  # noqa: F811
    opened = Phones(chromium, spy_table_server.base_url)
    yield opened
    opened.close()
    assert opened.errors == [], f"script errors on the page: {opened.errors}"


# --- helpers ------------------------------------------------------------------------------------
def deck_locations(deck: str = "family") -> list[dict[str, Any]]:
    doc = json.loads((DECKS / f"{deck}.json").read_text(encoding="utf-8"))
    locations = list(doc["locations"])
    if doc.get("extends"):
        locations = deck_locations(doc["extends"]) + locations
    return locations


def location_name(location: str, lang: str) -> str:
    return next(loc["name"][lang] for loc in deck_locations() if loc["id"] == location)


def role_name(location: str, role: str, lang: str) -> str:
    loc = next(loc for loc in deck_locations() if loc["id"] == location)
    return next(r["name"][lang] for r in loc["roles"] if r["id"] == role)


def seat_of(page: Page) -> int:
    expect(page.locator("body")).to_have_attribute("data-seat", re.compile(r"\d+"))
    return int(page.evaluate("document.body.dataset.seat"))


def wait_phase(page: Page, phase: str) -> None:
    expect(page.locator("body")).to_have_attribute("data-phase", phase)


def player_view(server: Any, seat: int) -> dict[str, Any]:
    return dict(server.call(lambda: server.table.view_for(Actor.player(seat))))


def secrets(server: Any) -> dict[str, Any]:
    return dict(server.view()["game"]["secrets"])


def wait_until(check: Any, timeout: float = WAIT_MS / 1000) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        time.sleep(0.05)


def three_players(server: Any, phones: Phones, langs: tuple[str, str, str] = ("en", "en", "en")) -> dict[int, Page]:
    pages = {}
    for nickname, lang in zip(("Ola", "Ivan", "Marta"), langs, strict=True):
        page = phones.join(server.code, nickname, lang)
        pages[seat_of(page)] = page
    return pages


def deal_and_look(server: Any, pages: dict[int, Page]) -> None:
    server.moderator("deal")
    for page in pages.values():
        wait_phase(page, "dealt")
        page.get_by_test_id("card-open").click()
        expect(page.get_by_test_id("card")).to_be_visible()
    wait_until(lambda: len(server.view()["game"]["seen"]) == len(pages))


def hide_card(page: Page) -> None:
    if page.get_by_test_id("card-hide").count():
        page.get_by_test_id("card-hide").first.click()


# --- joining ------------------------------------------------------------------------------------
def test_join_by_code_and_nickname(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-16, SPY-01
    """PLT-16, SPY-01: a code (numeric keyboard) and a nickname are enough; the seat is the player's."""
    page = phones.open("/", lang="en")
    code = page.get_by_test_id("join-code")
    expect(code).to_have_attribute("inputmode", "numeric")
    code.fill(spy_table_server.code)
    page.get_by_test_id("join-nick").fill("Ola")
    page.get_by_test_id("join-btn").click()
    wait_phase(page, "lobby")
    expect(page.get_by_test_id("status")).to_have_attribute("data-state", "connected")
    expect(page.get_by_test_id("status")).to_have_text("Connected")
    expect(page.get_by_test_id("players")).to_contain_text("Ola")
    seats = spy_table_server.view()["seats"]
    assert [(s["seat"], s["nickname"], s["connected"]) for s in seats] == [(seat_of(page), "Ola", True)]
    stored = json.loads(page.evaluate("localStorage.getItem('gm.session')"))
    assert stored["code"] == spy_table_server.code and stored["seat"] == seat_of(page) and stored["token"]


def test_join_link_prefills_the_code(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-08
    """PLT-08: the QR code's link /join?code=… opens the page with the code filled in."""
    page = phones.open(f"/join?code={spy_table_server.code}", lang="uk")
    expect(page.get_by_test_id("join-code")).to_have_value(spy_table_server.code)
    expect(page.get_by_test_id("join-btn")).to_have_text("Приєднатися")


def test_wrong_code_shows_the_translated_error(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-11, PLT-15
    """PLT-11, PLT-15: a wrong table code gets a clear error, shown in the player's language."""
    page = phones.open("/", lang="pl")
    expect(page.get_by_test_id("join-btn")).to_have_text("Dołącz")
    wrong = "11111" if spy_table_server.code != "11111" else "22222"
    page.get_by_test_id("join-code").fill(wrong)
    page.get_by_test_id("join-nick").fill("Ola")
    page.get_by_test_id("join-btn").click()
    expect(page.get_by_test_id("join-error")).to_have_text("Nie ma stołu o takim kodzie")
    expect(page.get_by_test_id("toasts")).to_contain_text("Nie ma stołu o takim kodzie")
    page.locator(".lang-btn[data-lang=en]").click()
    expect(page.get_by_test_id("join-error")).to_have_text("No table with that code")
    assert spy_table_server.view()["seats"] == []
    # a malformed code never leaves the page
    page.get_by_test_id("join-code").fill("12")
    page.get_by_test_id("join-btn").click()
    expect(page.get_by_test_id("join-error")).to_have_text("The code has 4 or 5 digits")


def test_taken_nickname_is_refused_in_the_players_language(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-11
    """PLT-11: the table's refusal (name_taken) comes back as a translated message."""
    phones.join(spy_table_server.code, "Ola", "en")
    page = phones.open(f"/join?code={spy_table_server.code}", lang="ru")
    page.get_by_test_id("join-nick").fill("Ola")
    page.get_by_test_id("join-btn").click()
    expect(page.get_by_test_id("join-error")).to_have_attribute("data-code", "name_taken")  # not "joining…"
    expect(page.get_by_test_id("join-error")).not_to_be_empty()
    expect(page.get_by_test_id("join-error")).not_to_contain_text("name_taken")
    assert len(spy_table_server.view()["seats"]) == 1


# --- accounts -----------------------------------------------------------------------------------
def test_an_account_is_created_on_the_phone_and_a_guest_plays_without_one(
        spy_table_server: Any, phones: Phones, tmp_path: Path) -> None:  # noqa: F811  # PLT-17
    """PLT-17: "create one" makes an account as the player joins (badge: account); its nickname then
    needs its password; a guest joins with a nickname only (badge: guest). The password stays on the
    page only until the seat is taken."""
    records = spy_table_server.records
    page = phones.open(f"/join?code={spy_table_server.code}", lang="en")
    expect(page.get_by_test_id("join-pass")).to_be_hidden()  # a guest needs no password
    page.get_by_test_id("join-nick").fill("Ola")
    page.get_by_test_id("acct-have").click()
    expect(page.get_by_test_id("join-pass")).to_be_visible()
    expect(page.get_by_test_id("join-pass")).to_have_attribute("type", "password")
    expect(page.locator("#pass-label")).to_have_text("Your account’s password")
    page.get_by_test_id("acct-new").click()
    expect(page.locator("#pass-label")).to_have_text("Password for the new account")
    expect(page.get_by_test_id("acct-new")).to_have_attribute("aria-pressed", "true")
    page.get_by_test_id("join-pass").fill("abc")
    page.get_by_test_id("join-btn").click()
    expect(page.get_by_test_id("join-error")).to_have_text("The password needs at least 4 characters")
    page.get_by_test_id("join-pass").fill("kot-w-butach")
    page.screenshot(path=str(Path(os.environ.get("GM_SCREENSHOTS") or tmp_path) / "phone-join-account.png"))
    page.get_by_test_id("join-btn").click()
    wait_phase(page, "lobby")
    expect(page.get_by_test_id("account-badge")).to_have_text("account")
    expect(page.get_by_test_id("account-badge")).to_have_attribute("data-account", "yes")
    account = spy_table_server.call(lambda: records.verify("ola", "kot-w-butach"))
    assert account is not None
    assert spy_table_server.call(lambda: spy_table_server.table.seat_accounts()) == {seat_of(page): account.id}
    assert "kot-w-butach" not in page.evaluate("JSON.stringify(localStorage)")
    assert page.get_by_test_id("join-pass").input_value() == ""
    # the account's profile is on its phone (a new account: nothing played yet)
    page.get_by_test_id("profile").locator("summary").click()
    expect(page.get_by_test_id("profile-line")).to_have_text("Games: 0 · wins: 0 · losses: 0 · penalties: 0")

    # the account's nickname: without its password, then with a wrong one
    other = phones.open(f"/join?code={spy_table_server.code}", lang="en")
    other.get_by_test_id("join-nick").fill("OLA")
    other.get_by_test_id("join-btn").click()
    expect(other.get_by_test_id("join-error")).to_have_text(
        "This nickname belongs to an account — enter its password or pick another nickname")
    expect(other.get_by_test_id("join-pass")).to_be_focused()  # the field opened by itself
    other.get_by_test_id("join-pass").fill("wrong one")
    other.get_by_test_id("join-btn").click()
    expect(other.get_by_test_id("join-error")).to_have_text("Wrong password")
    assert len(spy_table_server.view()["seats"]) == 1

    # a guest, in Polish
    guest = phones.join(spy_table_server.code, "Zosia", "pl")
    expect(guest.get_by_test_id("account-badge")).to_have_text("gość")
    expect(guest.get_by_test_id("account-badge")).to_have_attribute("data-account", "no")
    expect(guest.get_by_test_id("profile")).to_be_hidden()  # a guest has no profile
    assert spy_table_server.call(lambda: [a.nickname for a in records.accounts()]) == ["Ola"]

    # a reload resumes the seat by its token: still the account's
    page.reload()
    wait_phase(page, "lobby")
    expect(page.get_by_test_id("account-badge")).to_have_text("account")


# --- connection ---------------------------------------------------------------------------------
def test_reload_keeps_the_seat_and_the_spys_cross_outs(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-09, SPY-15
    """PLT-09, SPY-15: after a reload the page resumes its seat with the token; the card is closed again
    and the spy's cross-outs come back from the console."""
    server = spy_table_server
    pages = three_players(server, phones)
    deal_and_look(server, pages)
    server.moderator("start_round")
    (spy,) = secrets(server)["spies"]
    page = pages[spy]
    wait_phase(page, "asking")
    ids = [loc["id"] for loc in deck_locations()[:2]]
    for loc in ids:
        page.locator(f"#card button.loc[data-loc='{loc}']").click()
        expect(page.locator(f"#card button.loc[data-loc='{loc}']")).to_have_class(re.compile("crossed"))
    expect(page.get_by_test_id("crossed-count")).to_contain_text("2")
    page.locator(f"#card button.loc[data-loc='{ids[1]}']").click()  # and back
    expect(page.locator(f"#card button.loc[data-loc='{ids[1]}']")).not_to_have_class(re.compile("crossed"))
    page.locator(f"#card button.loc[data-loc='{ids[1]}']").click()
    wait_until(lambda: player_view(server, spy)["game"]["me"]["crossed_out"] == sorted(ids))
    page.reload()
    wait_phase(page, "asking")
    assert seat_of(page) == spy
    expect(page.get_by_test_id("card-open")).to_be_visible()  # closed again after a reload (SPY-07)
    page.get_by_test_id("card-open").click()
    for loc in ids:
        expect(page.locator(f"#card button.loc[data-loc='{loc}']")).to_have_class(re.compile("crossed"))
    expect(page.get_by_test_id("crossed-count")).to_contain_text("2")
    assert len(server.view()["seats"]) == 3  # no new seat was taken
    expect(page.get_by_test_id("status")).to_have_attribute("data-state", "connected")


def test_a_second_device_with_the_token_replaces_the_first(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-09
    """PLT-09: the same token on another device takes the seat; the first is told and does not reconnect."""
    first = phones.join(spy_table_server.code, "Ola", "en")
    session = json.loads(first.evaluate("localStorage.getItem('gm.session')"))
    second = phones.open("/", lang="en", session=session)
    wait_phase(second, "lobby")
    assert seat_of(second) == session["seat"]
    expect(first.get_by_test_id("status")).to_have_attribute("data-state", "replaced")
    expect(first.get_by_test_id("status")).to_have_text("Replaced by another device")
    expect(first.get_by_test_id("ended")).to_be_visible()
    time.sleep(2.5)  # longer than the first backoff steps: it stays off
    expect(first.get_by_test_id("status")).to_have_attribute("data-state", "replaced")
    expect(second.get_by_test_id("status")).to_have_attribute("data-state", "connected")
    seats = spy_table_server.view()["seats"]
    assert len(seats) == 1 and seats[0]["connected"] is True


def test_a_lost_connection_comes_back_by_itself_to_the_same_seat(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-09, PLT-16
    """PLT-09, PLT-16: when the link drops (Wi-Fi, sleep) the page shows it is reconnecting, reconnects on
    its own with the seat token and the same card; no new seat is taken."""
    tap: dict[str, Any] = {}
    pages = {}
    for nickname in ("Ola", "Ivan"):
        page = phones.join(spy_table_server.code, nickname, "en")
        pages[seat_of(page)] = page
    page = phones.join(spy_table_server.code, "Marta", "en", tap=tap)
    seat = seat_of(page)
    pages[seat] = page
    deal_and_look(spy_table_server, pages)
    page.evaluate("""() => { window.__states = [];
        new MutationObserver(() => window.__states.push(document.body.dataset.status))
            .observe(document.body, {attributes: true, attributeFilter: ['data-status']}); }""")
    tap["server"].close()  # the console's side of the socket goes away
    wait_until(lambda: "connected" in page.evaluate("window.__states"))
    states = page.evaluate("window.__states")
    assert states.index("reconnecting") < states.index("connected")
    expect(page.get_by_test_id("status")).to_have_text("Connected")
    assert seat_of(page) == seat
    expect(page.get_by_test_id("card")).to_be_visible()  # the card stays as the player left it
    assert len(spy_table_server.view()["seats"]) == 3


def test_a_seat_link_from_the_moderator_gives_the_seat_to_a_new_phone(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-09
    """PLT-09: the moderator re-issues a seat's token; the old phone is told, and the seat link
    (/join?code=…&token=…) opened on another phone takes that seat with its card."""
    old = phones.join(spy_table_server.code, "Ola", "en")
    seat = seat_of(old)
    token = spy_table_server.call(lambda: spy_table_server.table.reissue_token(seat))
    expect(old.get_by_test_id("status")).to_have_attribute("data-state", "kicked")
    new = phones.open(f"/join?code={spy_table_server.code}&token={token}", lang="en")
    wait_phase(new, "lobby")
    assert seat_of(new) == seat
    assert "token" not in new.url  # the token does not stay in the address bar
    seats = spy_table_server.view()["seats"]
    assert len(seats) == 1 and seats[0]["connected"] is True


def test_a_kicked_phone_says_so_and_can_join_again(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-09
    """PLT-09: the moderator removes a seat; the phone says so and stops reconnecting."""
    page = phones.join(spy_table_server.code, "Ola", "uk")
    spy_table_server.moderator("kick", seat=seat_of(page))
    expect(page.get_by_test_id("status")).to_have_attribute("data-state", "kicked")
    expect(page.get_by_test_id("ended")).to_contain_text("Ведучий")
    page.get_by_test_id("join-again").click()
    expect(page.get_by_test_id("join-code")).to_have_value(spy_table_server.code)


def test_language_switch_at_run_time(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-15
    """PLT-15: the language can be switched at any time; the choice survives a reload."""
    page = phones.join(spy_table_server.code, "Ola", "uk")
    expect(page.get_by_test_id("phase")).to_have_text("Очікуємо на роздачу карток")
    for lang, text in (("pl", "Czekamy na rozdanie kart"), ("ru", "Ждём раздачи карт"), ("en", "Waiting for the cards")):
        page.get_by_test_id("lang-select").select_option(lang)
        expect(page.get_by_test_id("phase")).to_have_text(text)
        assert page.evaluate("document.documentElement.lang") == lang
    page.get_by_test_id("lang-select").select_option("pl")
    page.reload()
    expect(page.get_by_test_id("phase")).to_have_text("Czekamy na rozdanie kart")
    expect(page.get_by_test_id("status")).to_have_text("Połączono")


def test_the_call_link_is_shown_in_the_lobby(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # SPY-39
    """SPY-39: the host's call link for remote players is on every phone in the lobby."""
    link = "https://meet.example.org/spy-table"
    spy_table_server.moderator("set_options", call_link=link)
    page = phones.join(spy_table_server.code, "Ola", "en")
    call = page.get_by_test_id("call")
    expect(call.locator("a")).to_have_attribute("href", link)
    expect(call).to_contain_text("Join the call")


def test_a_refused_request_shows_a_translated_toast(spy_table_server: Any, phones: Phones) -> None:  # noqa: F811  # PLT-11, PLT-15
    """PLT-11, PLT-15: a request the table refuses comes back as a short message in the player's language.

    The page never offers a refused action, so the request is slipped into its own WebSocket."""
    tap: dict[str, Any] = {}
    page = phones.join(spy_table_server.code, "Ola", "ru", tap=tap)
    wait_phase(page, "lobby")
    tap["server"].send(json.dumps({"type": "request", "id": "t1", "version": 0,  # older than the seat
                                   "request": {"type": "vote", "args": {"yes": True}}}))
    expect(page.get_by_test_id("toasts")).to_contain_text("Игра уже изменилась — попробуй ещё раз")  # stale
    tap["server"].send(json.dumps({"type": "request", "id": "t2", "request": {"type": "vote", "args": {"yes": True}}}))
    expect(page.get_by_test_id("toasts")).to_contain_text(re.compile("Не на этом этапе игры|Сейчас так нельзя"))
    expect(page.get_by_test_id("status")).to_have_text("Подключено")
