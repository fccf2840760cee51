"""Secrets never leave: random play over real WebSockets, every frame every phone and the board
received checked against the table's secrets at that time (PLT-10, SPY-14, SPY-15, SPY-20).

No frame to a seat contains the location while that seat is a spy or an observer, another seat's
role, anyone else's cross-outs, or who voted how before the round is over; the board gets none of
these either.
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
from rules.core import MODERATOR, Actor, Request
from tests.net.phones import Phone, same_scene, spy_table

PLAYERS = 6
IN_ROUND = {"dealt", "asking", "accusation", "suspect_vote", "last_guess"}
PHONE_ACTIONS = ("card_seen", "question_asked", "accuse", "vote", "guess", "cross_out", "suspect")
MODERATOR_ACTIONS = ("deal", "start_round", "pass_turn", "pause_timer", "resume_timer", "time_up",
                     "abort_round", "kick", "undo", "set_options")
VOTE_KEYS = {"accuser", "accused", "voted", "eligible"}
CONTENT_KEYS = {"location", "role", "nickname", "token", "url", "code", "call_link"}
"""Keys whose values are content or names, not words of the protocol."""

STEP = st.tuples(st.integers(0, PLAYERS), st.integers(0, 20), st.integers(0, 20))


def snapshot(view: dict[str, Any]) -> dict[str, Any]:
    game = view["game"]
    secrets = game.get("secrets") or {}
    return {
        "phase": game["phase"],
        "location": secrets.get("location"),
        "spies": set(secrets.get("spies", [])),
        "roles": {c["seat"]: c["role"] for c in secrets.get("cards", []) if not c["spy"]},
        "players": set(game.get("players", [])),
    }


def strip_clock(view: dict[str, Any]) -> dict[str, Any]:
    game = {k: v for k, v in view["game"].items() if k != "timer"}
    return {**view, "game": game}


def walk(node: Any, path: tuple[str, ...] = ()) -> Any:
    if isinstance(node, dict):
        for key, value in node.items():
            yield (*path, key), value
            yield from walk(value, (*path, key))
    elif isinstance(node, list):
        for item in node:
            yield from walk(item, path)


def check_frame(frame: str, seat: int | None, snap: dict[str, Any]) -> None:
    """One frame, sent to ``seat`` (None: the board), while the table was as ``snap`` says."""
    msg = json.loads(frame)
    if msg["type"] != "view" or snap["phase"] not in IN_ROUND:
        return
    if msg["view"]["game"]["phase"] not in IN_ROUND:
        return  # the round is over in this frame: what it shows is public now (SPY-19, SPY-24)
    spy_or_watcher = seat is None or seat in snap["spies"] or seat not in snap["players"]
    if spy_or_watcher and snap["location"]:
        view = json.loads(frame)["view"]
        me = view["game"].get("me") or {}
        me.pop("crossed_out", None)  # the spy's own marks may name it: the spy chose them
        assert f'"{snap["location"]}"' not in json.dumps(view), f"the location reached seat {seat}"
    own_role = snap["roles"].get(seat)
    for other, role in snap["roles"].items():
        if other != seat and role != own_role:
            assert f'"{role}"' not in frame, f"seat {other}'s role reached seat {seat}"
    view = msg["view"]
    assert view["game"].get("result") is None
    for path, value in walk(view):
        key = path[-1]
        if key == "crossed_out":
            assert path == ("game", "me", "crossed_out"), f"cross-outs at {path}"
            assert not value or seat in snap["spies"]
        if key in ("votes", "suspects"):
            raise AssertionError(f"per-seat votes at {path} before the round ended")
        if key == "accusation" and value is not None:
            assert set(value) <= VOTE_KEYS
        if key == "suspect_vote" and value is not None:
            assert set(value) <= {"voted", "eligible"}
        if key in ("vote", "suspect"):
            assert path in (("game", "me", "vote"), ("game", "me", "suspect"))


async def play(steps: list[tuple[int, int, int]], data_dir: Path) -> int:
    checked = 0
    async with spy_table(data_dir, seed=len(steps), minutes=5) as table:
        phones = await table.seat(*(f"P{i}" for i in range(PLAYERS)))
        board = await Phone(table.url).board(table.table.code)
        scene = await Phone(table.url).board(table.table.code, view=None)  # as the board page watches
        deck = table.table.game.decks["family"].ids()  # type: ignore[attr-defined]
        seen = {id(p): 0 for p in [*phones, board]}
        snap = snapshot(table.table.moderator_view())
        for who, action, arg in steps:
            before = snap
            if who == PLAYERS:
                kind = MODERATOR_ACTIONS[action % len(MODERATOR_ACTIONS)]
                if kind == "time_up":
                    table.table.submit(MODERATOR, Request("add_time", {"seconds": -600}))
                elif kind == "kick":
                    if arg % 5 == 0:  # rarely: a table needs its players
                        table.table.submit(MODERATOR, Request("kick", {"seat": 1 + arg % PLAYERS}))
                elif kind == "set_options":
                    table.table.submit(MODERATOR, Request("set_options", {"two_spies": bool(arg % 2)}))
                elif kind == "pass_turn":
                    table.table.submit(MODERATOR, Request("pass_turn"))
                else:
                    table.table.submit(MODERATOR, Request(kind))
            else:
                phone = phones[who]
                if phone.ws is None or phone.ws.state.name != "OPEN":
                    continue
                kind = PHONE_ACTIONS[action % len(PHONE_ACTIONS)]
                target = 1 + arg % PLAYERS
                location = before["location"] if arg % 4 == 0 and before["location"] else deck[arg % len(deck)]
                args: dict[str, Any] = {
                    "card_seen": {}, "question_asked": {"answerer": target}, "accuse": {"target": target},
                    "vote": {"yes": arg % 3 != 0}, "guess": {"location": location},
                    "cross_out": {"location": deck[arg % 7], "crossed": arg % 2 == 0},
                    "suspect": {"target": target},
                }[kind]
                await phone.send(kind, **args)
            await table.settle()
            if board.is_open():
                await same_scene(scene, board)
            snap = snapshot(table.table.moderator_view())
            for phone in [*phones, board]:
                for frame in phone.frames[seen[id(phone)]:]:
                    # every frame of this step was made after its request was applied
                    check_frame(frame, None if phone is board else phone.seat, snap)
                    checked += 1
                seen[id(phone)] = len(phone.frames)
            # each phone holds exactly the view of its own seat (timers aside, they count down)
            for phone in phones:
                if phone.is_open() and phone.seat in table.table.player_seats():
                    assert strip_clock(phone.view) == strip_clock(table.table.view_for(Actor.player(phone.seat)))
    return checked


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])  # no shrinking: a failure prints its steps
@given(st.lists(STEP, min_size=20, max_size=70))
def test_no_secret_reaches_a_phone_or_the_board_over_random_play(steps):  # PLT-10, SPY-15, SPY-20
    # Every round starts the same way so that random steps reach the interesting phases.
    opening = [(PLAYERS, MODERATOR_ACTIONS.index("deal"), 0)] + \
              [(i, PHONE_ACTIONS.index("card_seen"), 0) for i in range(PLAYERS)] + \
              [(PLAYERS, MODERATOR_ACTIONS.index("start_round"), 0)]
    limit = protocol.MESSAGES_PER_SECOND
    protocol.MESSAGES_PER_SECOND = 10_000  # the test plays faster than any thumb
    try:
        with TemporaryDirectory() as tmp:
            checked = asyncio.run(play(opening + steps, Path(tmp)))
    finally:
        protocol.MESSAGES_PER_SECOND = limit
    assert checked > 0


def test_content_ids_never_look_like_the_protocols_own_words():  # PLT-10
    """The leak check above looks for a role or a location by its id in the text a phone receives;
    an id that is also a key or a code of the views (a role called "suspect", a role called
    "observer") would hide a leak or fake one. No deck may have such an id."""
    import asyncio as _asyncio

    async def words() -> set[str]:
        found: set[str] = set()
        with TemporaryDirectory() as tmp:
            async with spy_table(Path(tmp), minutes=5) as table:
                phones = await table.seat(*(f"P{i}" for i in range(7)))
                table.moderator("set_options", two_spies=True)
                table.moderator("deal")
                table.moderator("start_round")
                await table.settle()
                spy = next(p for p in phones if p.me["card"]["spy"])
                await spy.send("accuse", target=next(p for p in phones if p is not spy).seat)
                await table.settle()
                for phone in phones:
                    for frame in phone.frames:
                        for path, value in walk(json.loads(frame)):
                            found.add(path[-1])  # every key
                            if isinstance(value, str) and path[-1] not in CONTENT_KEYS:
                                found.add(value)  # and every code (phases, outcomes, statuses…)
                found |= set(table.table.game.requests)
        return found

    from net.content import load_content

    protocol_words = _asyncio.run(words())
    for deck in load_content("spy").values():
        for location in deck.locations:
            assert location.id not in protocol_words, location.id
            for role in location.roles:
                assert role.id not in protocol_words, (location.id, role.id)
