"""Club mafia's secrets never leave: random play over real WebSockets, every frame every phone and
the board received checked against what the rules had revealed at that time (PLT-10, MAF-06,
MAF-15, MAF-16, MAF-24).

- Nobody sees another place's card before the rules reveal it (MAF-06): a place's role is shown
  once a ``player_out`` made it public, all of them once the game is over; the swindler's victim
  never before the end. A phone's own card is its own.
- The boss's and the commissar's checks reach the checker alone (MAF-16).
- At night the board and the phones get nothing about the night (MAF-15): their views show no
  step, speaker, timer or ballot, and a night action (or its undo) sends nobody a frame but the
  checker whose result it is.
- Publication (MAF-24): each phone sees its own choice and nobody else's.
- No frame holds the host's secrets or wizard; every phone holds exactly the view of its seat.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import Any

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from net import protocol
from net.content import load_content
from rules.core import MODERATOR, Actor, Rejection, Request
from tests.net.phones import Phone, ServedTable, same_scene, served_table

PLAYERS = 10
HOST_WEIGHT = 8  # of every PLAYERS + HOST_WEIGHT steps, about HOST_WEIGHT are the host's
PHONE_ACTIONS = ("card_seen", "publication", "withdraw", "sign_up", "confirm_evening")
EXTRA_ROLES = ("maniac", "swindler", "agitator", "kamikaze", "mafia", "doctor")
CATALOG = load_content("mafia")
NIGHT_EMPTY: dict[str, Any] = {"next": None, "speaker": None, "timer": None, "queue": [], "nominations": [], "ballot": None}
HOST_ONLY_KEYS = {"secrets", "wizard", "awake", "actions", "hidden_kill_used", "roles"}
ROLE_PATHS = {("game", "composition", "role"), ("game", "places", "role"), ("game", "me", "role"),
              ("game", "result", "table", "role")}

STEP = st.tuples(st.integers(0, PLAYERS + HOST_WEIGHT - 1), st.integers(0, 40), st.integers(0, 40),
                 st.integers(0, 40))


def walk(node: Any, path: tuple[str, ...] = ()) -> Any:
    if isinstance(node, dict):
        for key, value in node.items():
            yield (*path, key), value
            yield from walk(value, (*path, key))
    elif isinstance(node, list):
        for item in node:
            yield from walk(item, path)


def strip_clock(view: dict[str, Any]) -> dict[str, Any]:
    """The view without the countdown, which moves between two views (the board's clock block too)."""
    out = {**view, "game": {k: v for k, v in view["game"].items() if k != "timer"}}
    if view.get("board"):
        scene = view["board"]
        out["board"] = {**scene, "main": [{k: v for k, v in blk.items() if k != "timer"} for blk in scene["main"]]}
    return out


def views_of(frames: list[str]) -> list[dict[str, Any]]:
    return [msg["view"] for msg in map(json.loads, frames) if msg["type"] == "view"]


class Truth:
    """What the table holds at one moment, from the host's side: the cards, the checks, and which
    places the rules have revealed (from the journaled events, not from any view)."""

    def __init__(self, st: ServedTable) -> None:
        game = st.table.moderator_view()["game"]
        secrets = game.get("secrets") or {}
        self.phase: str = game["phase"]
        self.roles: dict[int, str] = {r["place"]: r["role"] for r in secrets.get("roles", [])}
        self.place_of: dict[int, int] = {p["seat"]: p["place"] for p in game["places"]}
        self.checks: list[dict[str, Any]] = list(secrets.get("checks", []))
        self.revealed: set[int] = set()
        for entry in st.table.log():
            if entry.status != "ok":
                continue
            for event in entry.events:
                if event["type"] == "players_seated":
                    self.revealed = set()
                elif event["type"] == "player_out":  # MAF-06: the card is shown as they leave
                    self.revealed.add(int(event["place"]))

    def role_of_seat(self, seat: int) -> str | None:
        place = self.place_of.get(seat)
        return self.roles.get(place) if place is not None else None

    @property
    def night(self) -> bool:
        return self.phase in ("night", "acquaintance")


def check_view(view: dict[str, Any], seat: int | None, truth: Truth, publish: dict[int, bool]) -> None:
    """One view sent to ``seat`` (None: the board) while the table was as ``truth`` says."""
    game = view["game"]
    over = game["phase"] == "game_over"
    for path, _ in walk(view):
        key = path[-1]
        assert key not in HOST_ONLY_KEYS, f"{path} reached seat {seat}"
        if key == "role":
            assert path in ROLE_PATHS, f"a role at {path}"
        if key in ("checks", "publish"):
            assert path == ("game", "me", key), f"{key} at {path}"
    for row in game["places"]:  # MAF-06
        if row["role"] is not None:
            assert over or row["place"] in truth.revealed, f"place {row['place']}'s card reached seat {seat}"
            assert row["role"] == truth.roles[row["place"]]
    assert (game["result"] is not None) == over
    if game["phase"] == "night":  # MAF-15: nothing about the night
        assert {k: game[k] for k in NIGHT_EMPTY} == NIGHT_EMPTY, f"the night reached seat {seat}"
    if seat is None:
        assert "me" not in game and "you" not in view and "allowed" not in view
        return
    me = game["me"]
    assert me["seat"] == seat and view["you"] == {"seat": seat}
    own = truth.role_of_seat(seat)
    assert me["role"] is None or me["role"] == own, f"seat {seat} holds another card"
    slots = CATALOG[own].night_slots if own else ()
    for check in me["checks"]:  # MAF-16: the checker's own results only
        assert check["slot"] in slots, f"a {check['slot']} check reached seat {seat} ({own})"
        assert {**check} == {"night": check["night"], "target": check["target"], "slot": check["slot"],
                             "result": check["result"]}
        assert {"slot": check["slot"], "night": check["night"], "target": check["target"],
                "result": check["result"]} in truth.checks
    assert me["publish"] is publish.get(seat, True)  # MAF-24


def host_step(table: ServedTable, action: int, arg: int, arg2: int) -> tuple[str, bool]:
    """One press of the console: mostly the step the view waits for, sometimes any allowed one.
    Returns the request's type and whether it was accepted."""
    view = table.table.moderator_view()
    game, allowed = view["game"], list(view["allowed"])
    choice = action % 8
    if choice < 3 and game["phase"] == "circle" and "nominate" in allowed:
        kind = "nominate"  # the circle nominates often, so that the votes come
    elif choice < 7 and game["next"] in allowed:
        kind = game["next"]
    else:
        kind = allowed[action % len(allowed)]
        if kind == "abort_game" and arg % 4:
            kind = game["next"] if game["next"] in allowed else "foul"  # an abort now and then only
    places = [p["place"] for p in game["places"]] or [1]
    living = [p["place"] for p in game["places"] if p["alive"]] or [1]
    args: dict[str, Any] = {}
    if kind == "nominate":
        args["target"] = living[arg % len(living)]
    elif kind == "hands":
        ballot = game["ballot"]
        missing = [h["place"] for h in ballot["hands"] if h["count"] is None] or ballot["candidates"]
        left = len(living) - sum(h["count"] or 0 for h in ballot["hands"])
        args = {"place": missing[0], "count": arg % (max(left, 0) + 1)}
    elif kind in ("expel_anyone", "car_crash"):
        args["hands"] = arg % (len(living) + 1)
    elif kind == "foul":
        args["place"] = living[arg % len(living)]
    elif kind == "under_foul":
        args["place"] = game["speaker"]
    elif kind == "night_action":
        actions = game["wizard"]["actions"]
        args["action"] = actions[arg % len(actions)]
        if args["action"] != "nothing":
            args["target"] = living[arg2 % len(living)]
    elif kind == "bonus":
        args = {"place": places[arg % len(places)], "points": 1 + arg2 % 3}
    elif kind == "set_options":
        args["capacity"] = 10 + arg % 7
    elif kind == "add_player":
        args = {"nickname": f"Guest {arg}", "adult": True}
    elif kind == "remove_player":
        args["seat"] = 1 + arg % (PLAYERS + 2)
    elif kind == "set_role_count":  # a special card instead of a civilian: the deal stays possible
        counts = {c["role"]: c["count"] for c in game["composition"]}
        role = EXTRA_ROLES[arg % len(EXTRA_ROLES)]
        if counts.get("civilian", 0) > 6:
            table.table.submit(MODERATOR, Request("set_role_count", {"role": "civilian",
                                                                    "count": counts["civilian"] - 1}))
        args = {"role": role, "count": counts.get(role, 0) + 1}
    elif kind == "add_custom_role":
        args = {"id": f"guard{arg}", "name": "Guard", "team": "red", "night_slot": "other",
                "action": "save", "reveal": arg2 % 2 == 0}
    result = table.table.submit(MODERATOR, Request(kind, args))
    return kind, not isinstance(result, Rejection)


async def play(steps: list[tuple[int, int, int, int]], data_dir: Path, seed: int) -> int:
    checked = 0
    async with served_table(data_dir, "mafia", seed=seed) as table:
        phones = await table.seat(*(f"P{i}" for i in range(PLAYERS)))
        board = await Phone(table.url).board(table.table.code)
        scene = await Phone(table.url).board(table.table.code, view=None)  # as the board page watches
        everyone = [*phones, board]
        publish: dict[int, bool] = {}
        for phone in phones:  # the evening opens the same way so that random steps reach the games
            await phone.send("sign_up", adult=True)
            await phone.send("confirm_evening")
        for kind in ("seat_players", "deal", "start_game"):
            table.moderator(kind)
        for phone in phones:
            await phone.send("card_seen")
        await table.settle()
        await board.sync()
        truth = Truth(table)
        for phone in everyone:  # the opening: nothing is revealed yet, each card is its own
            for view in views_of(phone.frames):
                check_view(view, None if phone is board else phone.seat, truth, publish)
                checked += 1
        seen = {id(p): len(p.frames) for p in everyone}
        for who, action, arg, arg2 in steps:
            before = Truth(table)
            undone_before = {e.seq for e in table.table.log() if e.status != "ok"}
            kind, accepted = "", False
            if who >= PLAYERS:
                kind, accepted = host_step(table, action, arg, arg2)
            else:
                phone = phones[who]
                kind = PHONE_ACTIONS[action % len(PHONE_ACTIONS)]
                args: dict[str, Any] = {"publication": {"publish": arg % 2 == 0},
                                        "sign_up": {"adult": arg % 5 != 0}}.get(kind, {})
                answer = await phone.send(kind, **args)
                accepted = answer["type"] == "ack"
                if accepted and kind == "publication":
                    publish[phone.seat] = args["publish"]
            await table.settle()
            await same_scene(scene, board)
            truth = Truth(table)
            undone = [e.request["type"] for e in table.table.log() if e.status != "ok" and e.seq not in undone_before]
            quiet_night = accepted and before.night and truth.night and (
                kind == "night_action" or (kind == "undo" and set(undone) == {"night_action"}))
            checked_now = [e for e in table.table.log()[-1].events if e["type"] == "checked"] if accepted else []
            for phone in everyone:
                seat = None if phone is board else phone.seat
                new = views_of(phone.frames[seen[id(phone)]:])
                seen[id(phone)] = len(phone.frames)
                for view in new:
                    check_view(view, seat, truth, publish)
                    checked += 1
                if quiet_night:  # MAF-15, MAF-16: only the checker hears of the night
                    own = truth.role_of_seat(seat) if seat is not None else None
                    hears = own is not None and any(e["slot"] in CATALOG[own].night_slots for e in checked_now)
                    assert len(new) == (1 if hears and kind == "night_action" else 0), \
                        f"{kind} at night sent seat {seat} {len(new)} views"
            for phone in phones:  # each phone holds exactly the view of its own seat
                assert strip_clock(phone.view) == strip_clock(table.table.view_for(Actor.player(phone.seat)))
            assert strip_clock(board.view) == strip_clock(table.table.public_view())
    return checked


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])  # no shrinking: a failure prints its steps
@given(st.lists(STEP, min_size=40, max_size=110), st.integers(0, 2**16))
def test_no_card_check_or_night_reaches_a_phone_or_the_board_over_random_play(
        steps: list[tuple[int, int, int, int]], seed: int) -> None:  # PLT-10, MAF-06, MAF-15, MAF-16, MAF-24
    """PLT-10, MAF-06, MAF-15, MAF-16, MAF-24 over random evenings at 10 places."""
    limit = protocol.MESSAGES_PER_SECOND
    protocol.MESSAGES_PER_SECOND = 10_000  # the test plays faster than any thumb
    try:
        with TemporaryDirectory() as tmp:
            checked = asyncio.run(play(steps, Path(tmp), seed))
    finally:
        protocol.MESSAGES_PER_SECOND = limit
    assert checked > 0
