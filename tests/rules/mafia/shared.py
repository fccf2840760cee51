"""What the shared checks need to know of club mafia (``tests/game_parts.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
