"""What the shared checks need to know of the spy game (``tests/game_parts.py``)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from rules.core import SYSTEM, Request

if TYPE_CHECKING:
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
