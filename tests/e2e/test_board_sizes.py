"""The web board at the sizes clubs have (PLT-13): 1280×720, 1920×1080 and 3840×2160, in all four
languages, each game at its largest table and in its busiest moments: nothing reaches past the
screen, no text is cut, the type grows with the screen."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from rules.core import Actor, Rejection, Request
from tests.e2e.serverfix import ServedTable
from tests.e2e.test_phone import chromium  # noqa: F401  (the shared browser)

pytestmark = pytest.mark.e2e

SIZES = ((1280, 720), (1920, 1080), (3840, 2160), (360, 740))
"""The club's screens, and a phone held upright watching the board."""
LANGS = ("uk", "pl", "ru", "en")
NAMES = ("Ярослава", "Катерина", "Олександр", "Małgorzata", "Krzysztof", "Станислава", "Bartholomew",
         "Анастасія", "Włodzimierz", "Христина", "Maximilian", "Владислав", "Zofia", "Єлизавета",
         "Aleksandra", "Дмитро", "Bogusław", "Вероніка")

OVERFLOW = """() => {
  const vw = innerWidth, vh = innerHeight, out = [];
  for (const el of document.querySelectorAll("#top *, #stage *, #side *, #foot")) {
    if (el.closest("[hidden]") || !el.getClientRects().length) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1)
      out.push("outside: " + (el.dataset.testid || el.className || el.tagName) + " " + JSON.stringify(r));
    const style = getComputedStyle(el);
    const clips = style.overflow !== "visible" && style.textOverflow !== "ellipsis";
    if (clips && el.scrollWidth > el.clientWidth + 1 && el.id !== "foot")
      out.push("cut: " + (el.dataset.testid || el.className || el.tagName) + " " + el.textContent.slice(0, 40));
  }
  for (const id of ["stage", "side"]) {
    const el = document.getElementById(id);
    if (el.scrollHeight > el.clientHeight + 2) out.push("taller than the screen: #" + id);
  }
  return out;
}"""


def player(served: ServedTable, seat: int, rtype: str, **args: Any) -> None:
    result = served.call(lambda: served.table.submit(Actor.player(seat), Request(rtype, args)))
    assert not isinstance(result, Rejection), (rtype, result)


def join(served: ServedTable, count: int) -> list[int]:
    seats = []
    for name in NAMES[:count]:
        joined = served.call(lambda name=name: served.table.join(name))
        assert isinstance(joined, tuple), joined
        seats.append(joined[0])
    return seats


# --- the moments, per game -------------------------------------------------------------------------
def spy_lobby(served: ServedTable) -> None:
    join(served, 10)


def spy_asking(served: ServedTable) -> None:
    seats = join(served, 10)
    served.moderator("deal")
    for seat in seats:
        player(served, seat, "card_seen")
    served.moderator("start_round")
    previous = None
    for _ in range(5):  # SPY-11: nobody asks back the one who just asked them
        asker = served.view()["game"]["asker"]
        answerer = next(s for s in seats if s not in (asker, previous))
        player(served, asker, "question_asked", answerer=answerer)
        previous = asker


def spy_result(served: ServedTable) -> None:
    spy_asking(served)
    served.moderator("abort_round")


def suspi_lobby(served: ServedTable) -> None:
    """18 guests (SUS-01), the call link and the rules screen of the table's first 20 minutes (SUS-46)."""
    join(served, 18)
    served.moderator("set_options", call_link="https://meet.example/villa-warszawa-1932")


def suspi_night(served: ServedTable) -> None:
    suspi_lobby(served)
    served.moderator("deal")
    served.moderator("advance")


def suspi_council(served: ServedTable) -> None:
    """The council's live count (ghost variant, SUS-10): six of the longest names with votes."""
    suspi_night(served)
    seats = served.view()["game"]["match"]["alive"]
    for seat in seats:  # all in one room: nobody dies (SUS-14)
        player(served, seat, "pick_room", room="study")
    for _ in range(3):  # dawn, day, the council
        served.moderator("advance")
    council = served.view()["game"]["match"]["council"]
    voters = [s for s in seats if s not in council["no_vote"]]
    targets = voters[:6]
    for i, seat in enumerate(voters[:-1]):
        target = targets[i % 6] if targets[i % 6] != seat else targets[(i + 1) % 6]
        player(served, seat, "council_vote", target=target)
        player(served, seat, "council_confirm")


def suspi_verdict(served: ServedTable) -> None:
    """The verdict with both counts: the vote tied, the runoff decided (SUS-11)."""
    suspi_council(served)
    served.moderator("advance")  # the time is up: the confirmed votes count, a tie goes to a runoff
    match = served.view()["game"]["match"]
    council = match["council"] or {}
    if served.view()["game"]["phase"] == "council":
        candidates = council["candidates"]
        for seat in [s for s in match["alive"] if s not in council["no_vote"]]:
            target = candidates[0] if candidates[0] != seat else candidates[1]
            player(served, seat, "council_vote", target=target)
            player(served, seat, "council_confirm")
    assert served.view()["game"]["phase"] == "verdict"


def suspi_result(served: ServedTable) -> None:
    """Every card and the points of 18 guests (SUS-42, SUS-43) and the evening beside them (SUS-45)."""
    suspi_lobby(served)
    served.moderator("deal")
    served.moderator("abort_game")


def mafia_lobby(served: ServedTable) -> None:
    """MAF-01, MAF-02: sixteen places signed up and two in the reserve."""
    served.moderator("set_options", capacity=16)
    for name in NAMES:
        served.moderator("add_player", nickname=name, adult=True)


def mafia_circle(served: ServedTable) -> None:
    """MAF-08, MAF-18: day 1's circle at sixteen places, three nominated, fouls on the seats."""
    mafia_lobby(served)
    for step in ("seat_players", "deal", "start_game", "next_speaker", "morning"):
        served.moderator(step)  # the free talk, the acquaintance night, the first circle
    for target in (5, 9, 13):
        served.moderator("nominate", target=target)
        served.moderator("next_speaker")
    for place in (2, 7, 7, 11):
        served.moderator("foul", place=place)


def mafia_vote(served: ServedTable) -> None:
    """MAF-09: the nominee vote with three on it, the hands as the host enters them."""
    mafia_circle(served)
    while served.view()["game"]["phase"] == "circle":
        served.moderator("next_speaker")
    served.moderator("hands", place=5, count=4)


def mafia_result(served: ServedTable) -> None:
    """MAF-04: "place — role — nick" for every one of the sixteen places."""
    mafia_circle(served)
    served.moderator("abort_game")


def quiz_lobby(served: ServedTable) -> None:
    """QZ-03, QZ-05, QZ-27: five experts ready, the captain marked, the call link shown."""
    seats = join(served, 5)
    for seat in seats:
        player(served, seat, "ready")
    served.moderator("set_options", call_link="https://meet.example.org/elite-club-evening-at-the-villa")
    served.moderator("mark_captain", seat=seats[0])


def quiz_minute(served: ServedTable) -> None:
    """QZ-11, QZ-17, QZ-19: the minute running with the Club's help given and an expert sent off."""
    quiz_lobby(served)
    served.moderator("start")
    served.moderator("penalty", kind="sent_off", seat=3)
    served.moderator("spin")
    served.moderator("time_go")
    served.moderator("clubs_help", hint="Подумайте про кораблі вночі й про те, що бачить вахтовий на щоглі")


def quiz_verdict(served: ServedTable) -> None:
    """QZ-06: the verdict's own moment, the answer made public, then the roulette with the score."""
    quiz_minute(served)
    served.moderator("name_answerer", seat=1)
    served.moderator("reject_answer")


def quiz_finished(served: ServedTable) -> None:
    """QZ-22, QZ-24: the game to six points, the winner."""
    quiz_lobby(served)
    served.moderator("start")
    while served.view()["game"]["phase"] != "finished":
        served.moderator("spin")
        served.moderator("time_go")
        served.moderator("name_answerer", seat=1)
        served.moderator("accept_answer")


MOMENTS: dict[str, list[tuple[str, Callable[[ServedTable], None]]]] = {
    "spy": [("lobby", spy_lobby), ("asking", spy_asking), ("round_over", spy_result)],
    "suspi": [("lobby", suspi_lobby), ("night", suspi_night), ("council", suspi_council),
              ("verdict", suspi_verdict), ("result", suspi_result)],
    "mafia": [("lobby", mafia_lobby), ("circle", mafia_circle), ("vote", mafia_vote), ("result", mafia_result)],
    "quiz": [("lobby", quiz_lobby), ("minute", quiz_minute), ("verdict", quiz_verdict), ("finished", quiz_finished)],
}


@pytest.fixture(params=[(game, name) for game, moments in MOMENTS.items() for name, _ in moments],
                ids=lambda p: f"{p[0]}-{p[1]}")
def served_moment(request: pytest.FixtureRequest) -> Iterator[tuple[ServedTable, str]]:
    game, name = request.param
    drive = dict(MOMENTS[game])[name]
    with tempfile.TemporaryDirectory() as tmp:
        served = (ServedTable(Path(tmp), game=game, options={"pack": "ru_pochemu"}, code="5791") if game == "quiz"
                  else ServedTable(Path(tmp), game=game))
        try:
            drive(served)
            yield served, name
        finally:
            served.stop()


def board_page(browser: Browser, served: ServedTable, size: tuple[int, int]) -> Page:
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    page.goto(f"{served.base_url}/board?code={served.code}&lang=uk")
    page.wait_for_function("document.body.dataset.moment !== undefined && document.body.dataset.moment !== ''")
    page.evaluate("document.fonts.ready")
    return page


def test_every_board_fits_every_screen_in_every_language(chromium: Browser,  # noqa: F811  # PLT-13, PLT-15
                                                          served_moment: tuple[ServedTable, str]) -> None:
    served, _moment = served_moment
    type_size: dict[tuple[int, int], float] = {}
    beat = served.call(served.table.public_view)["board"].get("beat")
    for size in SIZES:
        page = board_page(chromium, served, size)
        try:
            for shown in ("beat", "scene") if beat else ("scene",):
                if shown == "scene" and beat:  # the result's own moment, then the scene beneath it
                    page.wait_for_selector(".stage-inner.beat", state="detached",
                                           timeout=int(beat["hold_ms"]) + 10_000)
                for lang in LANGS:
                    page.evaluate("(lang) => GM.setLang(lang, false)", lang)
                    page.wait_for_function("(lang) => document.documentElement.lang === lang", arg=lang)
                    problems = page.evaluate(OVERFLOW)
                    assert not problems, (size, lang, shown, problems)
            type_size[size] = page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
        finally:
            page.context.close()
    assert type_size[(3840, 2160)] >= 2.5 * type_size[(1280, 720)], type_size  # the type grows with the screen
