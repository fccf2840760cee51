"""SUSPI's secrets never leave: random play over real WebSockets, every frame sent to every phone
and to the board checked against the table's secrets at that frame's version (PLT-10, SUS-05,
SUS-06, SUS-08, SUS-10, SUS-21, SUS-42).

A seat's role, goal, room choice, night picks and night report reach that seat's phone alone,
inside its ``me``; ``me`` always holds that seat's own and nothing else; who voted whom is never
public (only the counts); the board gets none of it. Until the game is over (SUS-42) nothing
outside ``me`` names a role or a goal; a player's view outside ``me`` is the board's view.
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
from rules.core import MODERATOR as CONSOLE
from rules.core import Actor, Request
from tests.net.phones import Phone, same_scene, served_table

SIZES = (6, 10)
"""Six for short games that end; ten for every role: murderers, investigator, doctor, exorcist, Szur."""
PHONES = 10
PHONE_REQUESTS = ("pick_room", "check_room", "protect", "holy_ground", "ghost_point", "council_vote",
                  "council_abstain", "council_confirm", "powder", "bribe", "shoot", "guess_goal")
MODERATOR_ACTIONS = ("advance", "advance", "advance", "advance", "advance", "advance", "time_up", "time_up",
                     "pause_timer", "resume_timer", "add_time", "deal", "deal", "abort_game", "kick", "undo",
                     "kick", "end")
MODERATOR = PHONES  # a step's ``who`` from here up is the console; below, a phone
SETTLE_EVERY = 4
"""Steps between two settles: frames are checked against their own version, whenever they come."""
GOALS = ("thief", "loner", "spy", "companion", "suspect", "accuser", "romance")
ROOM_REQUESTS = ("pick_room", "check_room", "holy_ground", "ghost_point")
NIGHT_PICKS = {"room": "rooms", "check": "checks", "holy_ground": "holy_ground", "point": "points"}
SECRET_KEYS = {"secrets", "chosen", "cards", "card", "role", "roles", "goal", "goals", "report", "reports",
               "room", "check", "protect", "protects", "holy_ground", "point", "guess", "guesses",
               "possessed", "known_murderers", "goals_done", "bribe_offer", "vote", "me"}
"""Keys that never appear in a view outside a phone's own ``me`` (the result aside, once over)."""

PUBLIC = {"phase", "game", "options", "composition", "players", "observers", "evening", "leaders", "history",
          "durations", "rules_screen_ms", "now", "match"}
PUBLIC_MATCH = {"round", "last_round", "timer", "rooms", "alive", "dead", "ghosts", "gone", "announced_murderers",
                "missing", "shots", "council", "verdicts", "winner", "unmasking", "result"}
PUBLIC_COUNCIL = {"runoff", "places", "candidates", "eligible", "confirmed", "no_vote", "tally"}
"""The public view's fields (rules/suspi/VIEWS.md): a field that is not documented there fails too."""

STEP = st.tuples(st.integers(0, PHONES + 4), st.integers(0, 24), st.integers(0, 40))


def walk(node: Any, path: tuple[str, ...] = ()) -> Any:
    if isinstance(node, dict):
        for key, value in node.items():
            yield (*path, key), value
            yield from walk(value, (*path, key))
    elif isinstance(node, list):
        for item in node:
            yield from walk(item, path)


def pairs(rows: list[dict[str, Any]], key: str) -> dict[int, Any]:
    return {row["seat"]: row[key] for row in rows}


def check_public(game: dict[str, Any], where: str) -> None:
    """What everyone may see: no secret key, no vote per voter, no result before the end."""
    match = game.get("match") or {}
    over = game["phase"] == "over"
    assert set(game) == PUBLIC, f"fields {set(game) ^ PUBLIC} ({where})"
    assert not match or set(match) == PUBLIC_MATCH, f"fields {set(match) ^ PUBLIC_MATCH} ({where})"
    assert set(match.get("council") or PUBLIC_COUNCIL) == PUBLIC_COUNCIL, f"council fields ({where})"
    if not over:
        assert match.get("result") is None, f"a result before the end ({where})"
    for path, value in walk(game):
        if over and path[:2] == ("match", "result"):
            # SUS-42: revealed at the end; council votes per voter never are
            assert path[-1] not in ("votes", "vote"), f"votes per voter at {path} ({where})"
            continue
        key = path[-1]
        assert key not in SECRET_KEYS, f"secret key at {path} ({where})"
        if key == "votes":  # a count (SUS-10), never a list of voters
            assert isinstance(value, int) and path[-2] in ("tally", "counts", "runoff_counts"), path
        if key == "target":  # only a shot's target is public (SUS-32), never a vote's
            assert path == ("match", "shots", "target"), f"a target at {path} ({where})"
    council = match.get("council")
    if council is not None:
        if not game["options"]["ghosts"]:
            assert council["tally"] is None, f"a live count without ghosts ({where})"  # SUS-21
        for row in council["tally"] or []:
            assert set(row) == {"seat", "votes"}


def check_me(me: dict[str, Any], seat: int, secrets: dict[str, Any] | None, phase: str) -> None:
    """``me`` holds this seat's own secrets and nobody else's."""
    if not secrets:
        assert me["card"] is None
        return
    cards = {c["seat"]: c for c in secrets["cards"]}
    if seat not in cards:
        assert me == {"status": "observer", "card": None}
        return
    own = cards[seat]
    assert me["card"] == {"character": own["character"], "role": own["role"], "goal": own["goal"]}  # SUS-05
    night = secrets["night"]
    for key, field in NIGHT_PICKS.items():  # SUS-06: the own picks, at night only
        expected = pairs(night[field], "room").get(seat) if phase == "night" else None
        assert me[key] == expected, (key, me[key], expected)
    assert me["protect"] == (pairs(night["protects"], "target").get(seat) if phase == "night" else None)
    reports = pairs(secrets["reports"], "report")
    if me["report"] is not None:
        assert me["report"] == reports.get(seat), "another seat's night report"  # SUS-08
    votes = {v["seat"]: v for v in secrets["votes"]}
    if me["vote"] is not None:  # SUS-10: one's own vote only
        mine = votes.get(seat)
        if mine is None:
            assert me["vote"] == {"target": None, "abstain": False, "confirmed": False}
        else:
            assert me["vote"]["target"] == (mine["target"] or None)
            assert me["vote"]["abstain"] is (mine["target"] == 0)
            assert me["vote"]["confirmed"] is mine["confirmed"]
    murderers = {c["seat"] for c in secrets["cards"] if c["role"] == "murderer"}
    if own["role"] != "murderer":
        assert me["known_murderers"] == [] and "murderers" not in (me["report"] or {})
    else:
        assert set(me["known_murderers"]) <= murderers
    guesses = {g["seat"]: {"target": g["target"], "goal": g["goal"]} for g in secrets["guesses"]}
    assert me["guess"] == guesses.get(seat)
    if me["possessed"]:
        assert seat in secrets["possessed"]


def check_frame(frame: str, seat: int | None, snaps: dict[int, dict[str, Any]]) -> None:
    """One frame, sent to ``seat`` (None: the board)."""
    msg = json.loads(frame)
    if msg["type"] != "view":
        return
    view = msg["view"]
    game = dict(view["game"])
    secrets = snaps[msg["version"]].get("secrets")
    if seat is None:
        assert "you" not in view and "allowed" not in view and "me" not in game, "the board got a seat's view"
    else:
        assert view["you"] == {"seat": seat}
        check_me(game.pop("me"), seat, secrets, game["phase"])
    check_public(game, f"seat {seat}" if seat else "board")


def strip_clock(game: dict[str, Any]) -> dict[str, Any]:
    match = game.get("match")
    if match is None:
        return game
    return {**game, "match": {k: v for k, v in match.items() if k != "timer"}}


async def play(players: int, ghosts: bool, steps: list[tuple[int, int, int]], data_dir: Path) -> int:
    checked = 0
    async with served_table(data_dir, "suspi", len(steps), ghosts=ghosts) as served:
        table = served.table
        snaps: dict[int, dict[str, Any]] = {}

        def snapshot(_changes: object = None) -> None:
            snaps[table.version] = table.moderator_view()["game"]

        snapshot()
        unsubscribe = table.subscribe(snapshot)
        phones = await served.seat(*(f"P{i}" for i in range(players)))
        board = await Phone(served.url).board(table.code)
        scene = await Phone(served.url).board(table.code, view=None)  # as the board page watches
        seen = {id(p): 0 for p in [*phones, board]}
        for step, (who, action, arg) in enumerate(steps, 1):
            if who >= MODERATOR:
                kind = MODERATOR_ACTIONS[action % len(MODERATOR_ACTIONS)]
                if kind == "time_up":  # the table's own timer ends the phase
                    table.submit(CONSOLE, Request("add_time", {"seconds": -600}))
                    await asyncio.sleep(0.02)
                elif kind == "add_time":
                    table.submit(CONSOLE, Request("add_time", {"seconds": 30}))
                elif kind == "kick":
                    secrets = snaps[table.version].get("secrets") or {}
                    alive = set((snaps[table.version].get("match") or {}).get("alive", []))
                    murderers = [c["seat"] for c in secrets.get("cards", [])
                                 if c["role"] == "murderer" and c["seat"] in alive]
                    if murderers and arg % 3 == 0:  # a murderer leaves: the game heads for its end
                        table.submit(CONSOLE, Request("kick", {"seat": murderers[0]}))
                    elif arg % 9 == 1:  # rarely anyone: a table needs its players
                        table.submit(CONSOLE, Request("kick", {"seat": 1 + arg % players}))
                elif kind == "end":  # every murderer leaves: the city wins once the phase ends
                    cards = (snaps[table.version].get("secrets") or {}).get("cards", [])
                    for seat in [c["seat"] for c in cards if c["role"] == "murderer"]:
                        table.submit(CONSOLE, Request("kick", {"seat": seat}))
                    for _ in range(3):  # the console moves on to the unmasking
                        if snaps[table.version]["phase"] not in ("lobby", "unmasking", "over"):
                            table.submit(CONSOLE, Request("advance"))
                elif kind == "abort_game":
                    if arg % 4 == 0:  # now and then: let games end by themselves
                        table.submit(CONSOLE, Request("abort_game"))
                else:
                    table.submit(CONSOLE, Request(kind))
            else:
                phone = phones[who % players]
                if not phone.is_open():
                    continue
                allowed = list(phone.view.get("allowed", []))
                # mostly what the phone's buttons allow; now and then anything at all
                kind = allowed[action % len(allowed)] if allowed and action < 22 else PHONE_REQUESTS[arg % 12]
                for eager in ("council_confirm", "guess_goal"):  # so that councils decide, games end
                    if eager in allowed and action % 3:
                        kind = eager
                rooms = (phone.game.get("match") or {}).get("rooms") or ["study"]
                target = 1 + arg % players
                args: dict[str, Any] = {}
                if kind in ROOM_REQUESTS:
                    args = {"room": rooms[arg % len(rooms)] if arg < 36 else "chapel"}
                elif kind in ("protect", "council_vote", "powder", "bribe", "shoot"):
                    args = {"target": target}
                elif kind == "guess_goal":
                    args = {"target": target, "goal": GOALS[arg % len(GOALS)]}
                await phone.send(kind, **args)
            if step % SETTLE_EVERY and step < len(steps):
                continue
            await served.settle()
            if board.is_open():
                await same_scene(scene, board)
            for phone in [*phones, board]:
                for frame in phone.frames[seen[id(phone)]:]:
                    check_frame(frame, None if phone is board else phone.seat, snaps)
                    checked += 1
                seen[id(phone)] = len(phone.frames)
            # each phone holds its own seat's view, and outside its ``me`` the board's view
            public = strip_clock(board.game)
            for phone in phones:
                if phone.is_open() and phone.seat in table.player_seats():
                    assert strip_clock(phone.game) == strip_clock(table.view_for(Actor.player(phone.seat))["game"])
                    assert {k: v for k, v in strip_clock(phone.game).items() if k != "me"} == public
        unsubscribe()
    return checked


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])  # no shrinking: a failure prints its steps
@given(st.sampled_from(SIZES), st.booleans(), st.lists(STEP, min_size=30, max_size=120))
def test_no_suspi_secret_reaches_another_phone_or_the_board(players, ghosts, steps):  # PLT-10, SUS-05, SUS-06, SUS-08, SUS-10, SUS-21, SUS-42
    """PLT-10, SUS-05, SUS-06, SUS-08, SUS-10, SUS-21, SUS-42: over random play."""
    deal, advance, end = (MODERATOR_ACTIONS.index(a) for a in ("deal", "advance", "end"))
    opening = [(MODERATOR, deal, 0), (MODERATOR, advance, 0)]
    # then, whatever happened, the game is brought to its unmasking and everyone guesses
    closing = [(MODERATOR, end, 0)] + [(i, 1, 7 * i + 1) for i in range(players)]
    limit = protocol.MESSAGES_PER_SECOND
    protocol.MESSAGES_PER_SECOND = 10_000  # the test plays faster than any thumb
    try:
        with TemporaryDirectory() as tmp:
            checked = asyncio.run(play(players, ghosts, opening + steps + closing, Path(tmp)))
    finally:
        protocol.MESSAGES_PER_SECOND = limit
    assert checked > 0
