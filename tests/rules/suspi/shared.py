"""What the shared checks need to know of SUSPI (``tests/game_parts.py``)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.gm_console.walks import Built

SEATS = 6
FORWARD = ("deal", "advance", "abort_game")
KICK = "kick"
WALK_PLAYERS = 8
WALK_STEPS = 500
WALK_RARE: frozenset[str] = frozenset()
PHONE_PLAYERS = 7
PHONE_STEPS = 250
PHONE_OPTIONS: dict[str, Any] | None = None


def options(game: Any) -> list[tuple[str, dict[str, Any]]]:
    return [("set_options", {"ghosts": True}), ("set_options", {"ghosts": False}),
            ("set_composition", {"murderers": 1}), ("set_composition", {"murderers": 2}),
            ("set_composition", {"default": True})]


def words(game: Any) -> list[str]:
    """Some rooms and the goals."""
    return [*game.content.room_ids()[:6], "solve", "survive", "protect"]


def secrets(g: dict[str, Any]) -> dict[tuple[Any, ...], str]:
    """A player's card of each game."""
    card = (g.get("me") or {}).get("card")
    return {("card", g["game"]): json.dumps(card, sort_keys=True)} if card else {}


# --- SUSPI: 18 guests -----------------------------------------------------------------------------
def walk(c: Built) -> Iterator[str]:
    yield "lobby"
    c.join(18)
    yield "lobby, eighteen guests"
    c.trigger("deal")
    yield "dealt"
    murderers = [card["seat"] for card in c.view["secrets"]["cards"] if card["role"] == "murderer"]
    for number, murderer in enumerate(murderers):
        match = lambda: dict(c.view["match"] or {})  # noqa: E731
        c.trigger("advance")  # night
        alive = list(match()["alive"])
        for seat in alive[: len(alive) // 2]:
            c.player(seat, "pick_room", room="study")
        if number == 0:
            yield "night"
        for seat in alive[len(alive) // 2:]:
            c.player(seat, "pick_room", room="study")
        c.trigger("advance")  # dawn
        if number == 0:
            yield "dawn"
        c.trigger("advance")  # day
        if number == 0:
            yield "day"
        c.trigger("advance")  # council
        council = match()["council"]
        voters = [s for s in match()["alive"] if s not in council["no_vote"]]
        for seat in voters[:3]:
            c.player(seat, "council_vote", target=murderer) if seat != murderer else c.player(seat, "council_abstain")
        if number == 0:
            yield "council"
        for seat in voters:
            if seat in voters[:3]:
                pass
            elif seat == murderer:
                c.player(seat, "council_abstain")
            else:
                c.player(seat, "council_vote", target=murderer)
            c.player(seat, "council_confirm")
        if number == 0:
            yield "after the council"
        if c.view["phase"] in ("unmasking", "over"):
            break
    yield "unmasking"
    if c.view["phase"] == "unmasking":
        c.trigger("advance")
    yield "results"
