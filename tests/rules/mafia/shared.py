"""What the shared checks need to know of club mafia (``tests/game_parts.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tests.e2e.driving import NAMES

if TYPE_CHECKING:
    from tests.e2e.serverfix import ServedTable
    from tests.gm_console.walks import Built

SEATS = 11
FORWARD = ("seat_players", "deal", "start_game", "abort_game")
KICK = "remove_player"
WALK_PLAYERS = 10
WALK_STEPS = 500
WALK_RARE: frozenset[str] = frozenset()
PHONE_PLAYERS = 10
PHONE_STEPS = 250
PHONE_OPTIONS: dict[str, Any] | None = {"capacity": 11}
TITLES = {"uk": "Клубна мафія", "pl": "Mafia klubowa", "ru": "Клубная мафия", "en": "Club mafia"}
DESK_UK = frozenset({"Вечір", "Ніч", "Розсадити жеребкуванням", "Склад ролей", "Фоли"})
DESK_EN = frozenset({"Composition", "Evening", "Fouls", "Seat by lot"})


def options(game: Any) -> list[tuple[str, dict[str, Any]]]:
    return [("set_options", {"capacity": 12}), ("set_options", {"capacity": 15}),
            ("set_role_count", {"role": "commissar", "count": 0}), ("set_role_count", {"role": "mafia", "count": 3}),
            ("set_role_count", {"role": "mafia", "count": 2})]


def words(game: Any) -> list[str]:
    """The roles, the night actions and the checks' answers."""
    return [*game.catalog, "kill", "check", "red", "black"]


def secrets(g: dict[str, Any]) -> dict[tuple[Any, ...], str]:
    """A player's role of each game."""
    role = (g.get("me") or {}).get("role")
    return {("role", g["game"]): str(role)} if role else {}


# --- club mafia: 15 places and the reserve ------------------------------------------------------
def walk(c: Built) -> Iterator[str]:
    from tests.gm_console.walks import LONG_NAMES

    desk: Any = c.window.desk
    yield "evening"
    panel = desk.evening
    for number in range(17):
        panel.nickname.setText(LONG_NAMES[number])
        panel.adult.setChecked(True)
        panel.add.click()
    assert not c.window.last_error, c.window.last_error
    yield "evening, 15 and the reserve"
    c.trigger("next_step")  # seat
    yield "seated"
    c.trigger("next_step")  # deal
    yield "dealt"
    c.trigger("next_step")  # day 1: free talk
    yield "free talk"
    roles = {r["place"]: r["role"] for r in c.view["secrets"]["roles"]}
    seen: set[str] = set()
    nominated: set[int] = set()
    for _ in range(600):
        phase, step, allowed = c.view["phase"], c.view["next"], c.model.allowed()
        if phase == "game_over":
            break
        if phase not in seen:
            seen.add(phase)
            yield phase
        living = sorted(p["place"] for p in c.view["places"] if p["alive"])
        day = int(c.view.get("day") or 0)
        if "nominate" in allowed and day not in nominated:
            nominated.add(day)
            target = next(p for p in living if roles[p] in ("boss", "mafia"))
            desk.pick(target)
            c.trigger("nominate")
            if "foul" in c.model.allowed():
                c.trigger("foul")
        elif step == "hands":
            place = next(iter(desk.vote.spins))
            desk.vote.spins[place].setValue(len(living) - 1)
            desk.vote.enter_buttons[place].click()
        elif step in ("expel_anyone", "car_crash"):
            desk.vote.whole.setValue(len(living) - 1)
            desk.vote.whole_button.click()
        elif step == "night_action":
            c.trigger("night_nobody")
        else:
            c.trigger("next_step")
    assert c.view["phase"] == "game_over", c.view["phase"]
    yield "game over"
    c.trigger("next_step")
    yield "the next game's seating"


# --- the board's busiest moments (tests/e2e/test_board_sizes.py) -----------------------------------
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


BOARD_MOMENTS = [("lobby", mafia_lobby), ("circle", mafia_circle), ("vote", mafia_vote), ("result", mafia_result)]
BOARD_TABLE: dict[str, Any] = {}
