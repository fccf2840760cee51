"""What the shared checks need to know of SUSPI (``tests/game_parts.py``)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tests.e2e.driving import join, player

if TYPE_CHECKING:
    from tests.e2e.serverfix import ServedTable
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
TITLES = {"uk": "SUSPI", "pl": "SUSPI", "ru": "SUSPI", "en": "SUSPI"}
DESK_UK = frozenset({
    "Вілла: хто де",
    "Партія",
    "Рада",
    "Роздати картки",
    "Таймер іде вночі, вдень, на раді й під час викриття",
})
DESK_EN = frozenset({"Council", "Deal cards", "Options", "The game", "The villa: who is where"})


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


# --- the board's busiest moments (tests/e2e/test_board_sizes.py) -----------------------------------
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


BOARD_MOMENTS = [("lobby", suspi_lobby), ("night", suspi_night), ("council", suspi_council),
                 ("verdict", suspi_verdict), ("result", suspi_result)]
BOARD_TABLE: dict[str, Any] = {}
