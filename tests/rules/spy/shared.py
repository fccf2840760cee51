"""What the shared checks need to know of the spy game (``tests/game_parts.py``)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from rules.core import SYSTEM, Request
from tests.e2e.driving import join, player

if TYPE_CHECKING:
    from tests.e2e.serverfix import ServedTable
    from tests.gm_console.walks import Built

SEATS = 4
FORWARD = ("deal", "start_round", "abort_round")
KICK = "kick"
WALK_PLAYERS = 5
WALK_STEPS = 400
WALK_RARE: frozenset[str] = frozenset({"guess", "accuse"})
PHONE_PLAYERS = 4
PHONE_STEPS = 120
PHONE_OPTIONS: dict[str, Any] | None = None
TITLES = {"uk": "Шпигун", "pl": "Szpieg", "ru": "Шпион", "en": "Spy"}
DESK_UK = frozenset({
    "Два шпигуни (від 7 гравців)",
    "Раунд",
    "Роздати картки",
    "Таймер",
    "Таймер запуститься з початком раунду",
})
DESK_EN = frozenset({"Deal cards", "Round", "Round options", "The timer starts with the round"})


def options(game: Any) -> list[tuple[str, dict[str, Any]]]:
    return [("set_options", {"deck": "full"}), ("set_options", {"deck": "family"}),
            ("set_options", {"minutes": 5}), ("set_options", {"two_spies": True}),
            ("set_options", {"two_spies": False}), ("set_options", {"host_plays": True})]


def words(game: Any) -> list[str]:
    """The decks and some of their locations."""
    return [*game.decks, *sorted(game.decks["family"].ids())[:6]]


def secrets(g: dict[str, Any]) -> dict[tuple[Any, ...], str]:
    """A player's card of each round (SPY-15)."""
    card = (g.get("me") or {}).get("card")
    return {("card", g["round"]): json.dumps(card, sort_keys=True)} if card else {}


# --- the spy game: 10 players --------------------------------------------------------------------
def walk(c: Built) -> Iterator[str]:
    yield "lobby"
    c.join(10)
    yield "lobby, ten players"
    c.trigger("deal")
    yield "dealt"
    for seat in c.view["players"][:6]:
        c.player(seat, "card_seen")
    c.trigger("start_round")
    players = c.view["players"]
    for asker, answerer in itertools.pairwise(players):
        if c.view.get("asker") == asker:
            c.player(asker, "question_asked", answerer=answerer)
    yield "asking"
    spy = c.view["secrets"]["spies"][0]
    accuser, accused = [p for p in players if p != spy][:2]
    c.player(accuser, "accuse", target=accused)
    voters = [p for p in players if p not in (accuser, accused, spy)]
    for voter in voters[:3]:
        c.player(voter, "vote", yes=True)
    yield "accusation"
    c.player(voters[3], "vote", yes=False)
    c.clock.advance(60 * 60)
    c.table.submit(SYSTEM, Request("tick"))
    yield "suspect vote"
    for voter in players:
        if voter != spy:
            c.player(voter, "suspect", target=spy)
    c.player(spy, "suspect", target=accuser)
    yield "last guess or over"
    if c.view["phase"] == "last_guess":
        deck = c.table.game.decks[c.table.state.options.deck]
        c.player(spy, "guess", location=next(i for i in deck.ids() if i != c.view["secrets"]["location"]))
    yield "round over"
    c.trigger("next_round")
    yield "second round dealt"


# --- the board's busiest moments (tests/e2e/test_board_sizes.py) -----------------------------------
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


BOARD_MOMENTS = [("lobby", spy_lobby), ("asking", spy_asking), ("round_over", spy_result)]
BOARD_TABLE: dict[str, Any] = {}
