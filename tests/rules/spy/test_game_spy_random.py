"""Random play: thousands of legal and illegal requests from every kind of sender.

Checked after every request: nothing raises; a rejection changes nothing (PLT-11); events are JSON;
``allowed`` names exactly the requests that some argument gets through; no view shows a secret it
may not (PLT-10); the points of every round follow the scoring table (SPY-27..SPY-33, SPY-35,
SPY-37) and add up (SPY-34). At the end, replaying the journal gives the same state (PLT-02).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Sequence
from typing import Any, TypeVar

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import BOARD, GUEST, MODERATOR, SYSTEM, Actor, ActorKind, Arg, Event, Rejection, Request
from rules.spy.game import SpyGame
from rules.spy.state import SpyState

from .tables import T0, P, make_deck

T = TypeVar("T")

GAME = SpyGame({"family": make_deck(size=5, roles=3), "full": make_deck("full", size=7, roles=3)})
SEATS = list(range(1, 13))
LOCATION_IDS = [*GAME.decks["full"].ids(), "atlantis"]
NICKNAMES = ["Ola", "ola", "Ivan", "Petro", "Ira", "Max", "Yan", "Zoe", "Al", "Bo", "Cy", "Di", "  "]
STEPS = [0, 0, 0, 1_000, 20_000, 90_000, 400_000]
PLAYER_TYPES = [n for n, rs in GAME.requests.items() if ActorKind.PLAYER in rs.senders]
MODERATOR_TYPES = [n for n, rs in GAME.requests.items() if ActorKind.MODERATOR in rs.senders]
ALL_TYPES = [*GAME.requests, "undo", "bogus"]
RARE = ("kick", "abort_round")  # they end rounds early: drawn now and then only

SPY_POINTS = {"spy_guessed": 4, "accused_innocent": 4, "spy_hid": 2, "exposed_spy_guessed": 2}
LOCALS_WIN = {"accused_spy", "spy_guessed_wrong", "exposed_spy_guessed_wrong"}


# --- drawing requests ----------------------------------------------------------------------------

_INDEX: dict[int, st.SearchStrategy[int]] = {}


def pick(data: st.DataObject, items: Sequence[T]) -> T:
    """One of ``items`` (strategies are cached: building one per draw is what costs)."""
    n = len(items)
    if n not in _INDEX:
        _INDEX[n] = st.integers(0, n - 1)
    return items[data.draw(_INDEX[n])]


def chance(data: st.DataObject, one_in: int) -> bool:
    return pick(data, range(one_in)) == 0


def draw_args(data: st.DataObject, rtype: str, state: SpyState | None) -> dict[str, Any]:
    """Arguments that are mostly sensible: a present seat (often a spy), a location of the decks
    (often the right one), a yes; so that rounds reach every ending."""
    rs = GAME.requests.get(rtype)
    if rs is None:
        return {}
    present = GAME.seat_numbers(state) if state is not None else []
    r = state.round if state is not None else None
    args: dict[str, Any] = {}
    for name, kind in rs.args.items():
        key = name.rstrip("?")
        if name.endswith("?") and chance(data, 2):
            continue
        if kind is Arg.SEAT:
            seats = SEATS if not present or chance(data, 6) else present
            if r is not None and key == "target" and chance(data, 3):
                seats = sorted(r.spies)
            args[key] = pick(data, seats)
        elif kind is Arg.ID and key == "location" and r is not None and chance(data, 2):
            args[key] = r.location
        elif kind is Arg.BOOL:
            args[key] = not chance(data, 8)
        elif kind is Arg.ID:
            args[key] = pick(data, ["family", "full", "nope"] if key == "deck" else LOCATION_IDS)
        elif kind is Arg.INT:
            args[key] = pick(data, [5, 8, 10, 7] if key == "minutes" else [-600, -30, 0, 30, 120])
        else:
            args[key] = pick(data, NICKNAMES)
    return args


SENDERS = ["player"] * 8 + ["moderator"] * 3 + ["system", "guest", "chaos"]
CHAOS_ACTORS = [MODERATOR, SYSTEM, GUEST, BOARD, Actor(ActorKind.PLAYER), P(1), P(2), P(11)]
CHAOS_ARGS: list[dict[str, Any]] = [
    {}, {"seat": "1"}, {"target": 0}, {"extra": 1}, {"location": "Bad Id"}, {"yes": 1},
    {"answerer": True}, {"nickname": 5}, {"seconds": 10**9},
]


def draw_request(data: st.DataObject, state: SpyState, now: int) -> tuple[Actor, Request]:
    deadline = GAME.next_deadline(state)
    if deadline is not None and deadline <= now and chance(data, 2):
        return SYSTEM, Request("tick")  # what the table sends at the deadline
    who = pick(data, SENDERS)
    if who == "chaos":
        actor = pick(data, CHAOS_ACTORS)
        rtype = pick(data, ALL_TYPES)
        args = draw_args(data, rtype, None) if chance(data, 2) else pick(data, CHAOS_ARGS)
        return actor, Request(rtype, args)
    if who == "player":
        present = GAME.seat_numbers(state)
        able = [s for s in present if GAME.allowed(state, P(s), now)]
        seat = pick(data, able) if able and not chance(data, 5) else pick(data, [*present, 12])
        actor = P(seat)
        allowed = GAME.allowed(state, actor, now)
        pool = allowed if allowed and not chance(data, 5) else PLAYER_TYPES
    elif who == "moderator":
        actor = MODERATOR
        allowed = [t for t in GAME.allowed(state, actor, now) if t not in RARE]
        pool = list(RARE) if chance(data, 15) else allowed or MODERATOR_TYPES
    elif who == "system":
        actor = SYSTEM
        pool = pick(data, [["tick"], ["tick"], ["restored"], ["leave"]])
    else:
        actor = GUEST
        pool = ["join"]
    rtype = pick(data, pool)
    return actor, Request(rtype, draw_args(data, rtype, state))


# --- the checks ----------------------------------------------------------------------------------


def candidates(rtype: str) -> list[dict[str, Any]]:
    """Arguments to try: if any gets through, the request is allowed now."""
    seats = [{"seat": s} for s in SEATS]
    return {
        "question_asked": [{"answerer": s} for s in SEATS],
        "accuse": [{"target": s} for s in SEATS],
        "suspect": [{"target": s} for s in SEATS],
        "vote": [{"yes": True}, {"yes": False}],
        "guess": [{"location": "loc_0"}],
        "cross_out": [{"location": "loc_0", "crossed": True}, {"location": "loc_0", "crossed": False}],
        "set_options": [{"minutes": 8}],
        "pass_turn": [{}],
        "add_time": [{"seconds": 30}],
        "kick": seats,
        "leave": seats,
        "join": [{"nickname": "Somebody New"}],
    }.get(rtype, [{}])


def check_allowed(state: SpyState, actor: Actor, now: int) -> None:
    """``allowed`` lists exactly the requests this actor can get through now."""
    allowed = GAME.allowed(state, actor, now)
    for rtype, rs in GAME.requests.items():
        if actor.kind not in rs.senders:
            assert rtype not in allowed
            continue
        accepted = any(
            not isinstance(GAME.handle(state, Request(rtype, args), actor, now), Rejection)
            for args in candidates(rtype)
        )
        assert accepted == (rtype in allowed), (rtype, actor, allowed)


def check_views(state: SpyState, now: int) -> None:
    """PLT-10: nobody sees what they may not."""
    r = state.round
    in_play = r is not None and r.outcome is None
    public = GAME.public_view(state, now)
    moderator = GAME.moderator_view(state, now)
    json.dumps(moderator)
    assert "crossed_out" not in json.dumps(public)
    assert public["two_spies_from"] == 7  # SPY-06: clients read the threshold from the view
    # the console lists more of the question chain (SPY-12), and how many were asked: nothing secret
    chain = moderator.pop("chain")
    assert chain[-len(public["chain"]):] == public["chain"] if public["chain"] else chain == []
    assert moderator.pop("questions") == (r.questions if r is not None else 0) >= len(chain)
    others = {k: v for k, v in public.items() if k != "chain"}
    if state.options.host_plays:
        assert moderator == {**others, "host_plays": True}
    else:
        assert set(moderator) - set(public) == {"host_plays", "secrets"}
    assert len(public["history"]) == len(state.finished())
    for seat in GAME.seat_numbers(state):
        view = GAME.player_view(state, seat, now)
        me = view["me"]
        own_crossed = (
            sorted(loc for s, loc in r.crossed_out if s == seat) if r is not None else []
        )
        assert me["crossed_out"] == own_crossed  # SPY-15: only that spy's own marks
        if r is None or not in_play:
            continue
        assert not own_crossed or seat in r.spies
        whole = json.dumps(view)
        own_role = r.role_of(seat)
        for other, role in r.roles:
            if other != seat and role != own_role:
                assert f'"{role}"' not in whole  # SPY-14: one's own role only
        # the past rounds' locations and the spy's own marks aside, nothing names the location
        text = json.dumps({**view, "history": [], "me": {**me, "crossed_out": []}})
        if seat not in r.players or seat in r.spies:
            assert f'"{r.location}"' not in text  # SPY-15, SPY-16
        for secret in ('"votes"', '"suspects"', '"yes"', '"target"', '"secrets"'):
            assert secret not in text  # SPY-20, SPY-24: no one's vote before the round ends
        assert view["result"] is None
        if r.accusation is not None:
            assert me["vote"] == r.accusation.ballot.as_dict().get(seat)
        if r.suspects is not None:
            assert me["suspect"] == r.suspects.as_dict().get(seat)
    if in_play:
        assert r is not None
        text = json.dumps({**public, "history": []})
        assert f'"{r.location}"' not in text
        assert all(f'"{role}"' not in text for _, role in r.roles)


def check_round_end(state: SpyState, now: int) -> dict[int, int]:
    """SPY-27..SPY-33, SPY-35, SPY-37: the points of the round that just ended, worked out anew."""
    result = GAME.public_view(state, now)["result"]
    assert result is not None
    present = set(state.seats.numbers())
    spies = set(result["spies"])
    outcome = result["outcome"]
    spy_points = SPY_POINTS.get(outcome, 0)
    locals_win = outcome in LOCALS_WIN
    assert result["winner"] == ("spies" if spy_points else "locals" if locals_win else None)
    expected = {p["seat"]: 0 for p in result["points"]}
    for seat in expected:
        if seat not in present:
            continue
        if seat in spies:
            expected[seat] += spy_points  # SPY-33: every spy
        elif locals_win:
            expected[seat] += 1
    if spy_points or locals_win:  # SPY-32, SPY-32a: the bonus, to locals only
        for acc in result["accusations"]:
            if acc["passed"] and acc["accused"] in spies and acc["accuser"] not in spies:
                expected[acc["accuser"]] += 1 if acc["accuser"] in present else 0
        for vote in result["suspects"]:
            if vote["seat"] not in spies and vote["target"] in spies and vote["seat"] in present:
                expected[vote["seat"]] += 1
    got = {p["seat"]: p["points"] for p in result["points"]}
    assert got == expected, (result, present)

    guess = result["guess"]
    if outcome in ("spy_guessed", "exposed_spy_guessed"):
        assert guess["right"] is True and guess["seat"] in spies
    if outcome in ("spy_guessed_wrong", "exposed_spy_guessed_wrong"):
        assert guess["right"] is False and guess["location"] != result["location"]
    if outcome.startswith("accused_"):
        last = result["accusations"][-1]
        assert last["passed"] and all(v["yes"] for v in last["votes"])
        assert (last["accused"] in spies) == (outcome == "accused_spy")
    if state.round is not None and state.round.exposed is not None:  # SPY-25: the last chance
        assert outcome in (
            "exposed_spy_guessed", "exposed_spy_guessed_wrong", "aborted", "spy_left", "too_few_players",
        )
    if outcome == "spy_hid":
        tally = Counter(v["target"] for v in result["suspects"]).most_common()
        alone_on_top = len(tally) == 1 or tally[0][1] > tally[1][1]
        assert not (alone_on_top and tally[0][0] in spies)
    return got


@settings(
    max_examples=int(os.environ.get("GM_RANDOM_GAMES", "80")),  # GM_RANDOM_GAMES=2000: a long soak
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    data=st.data(),
    seed=st.integers(0, 2**32),
    players=st.integers(3, 10),
    two_spies=st.booleans(),
    host_plays=st.booleans(),
    steps=st.integers(30, 160),
)
def test_random_play_keeps_every_rule(  # PLT-02, PLT-10, PLT-11, SPY-27..SPY-34
    data: st.DataObject, seed: int, players: int, two_spies: bool, host_plays: bool, steps: int
) -> None:
    options = {"minutes": 5, "two_spies": two_spies, "host_plays": host_plays}
    state = GAME.setup(options, seed)
    now = T0
    events: list[Event] = []
    totals: Counter[int] = Counter()
    for i in range(players):
        out = GAME.handle(state, Request("join", {"nickname": f"Seat {i}"}), GUEST, now)
        assert not isinstance(out, Rejection)
        events += out
        state = GAME.fold_all(state, out)
    midway: tuple[int, SpyState] | None = None

    for step in range(steps):
        now += pick(data, STEPS)
        actor, request = draw_request(data, state, now)
        if step % 4 == 0:
            check_allowed(state, actor, now)
        allowed_before = GAME.allowed(state, actor, now)
        before = state
        out = GAME.handle(state, request, actor, now)
        if isinstance(out, Rejection):
            assert state == before  # PLT-11: nothing changed
            assert out.reason and out.code
            continue
        assert request.type in allowed_before, (request, actor)
        journaled = json.loads(json.dumps(out))
        assert journaled == out
        events += out
        state = GAME.fold_all(state, out)
        if any(e["type"] == "round_ended" for e in out):
            for seat, points in check_round_end(state, now).items():
                totals[seat] += points
        scores = {s["seat"]: s["points"] for s in GAME.public_view(state, now)["scores"]}
        assert {s: p for s, p in scores.items() if p} == {s: p for s, p in totals.items() if p}
        check_views(state, now)
        if step == steps // 2:
            midway = (len(events), state)

    journal = json.loads(json.dumps(events))
    assert GAME.replay(options, seed, journal) == state  # PLT-02
    if midway is not None:
        count, then = midway
        assert GAME.replay(options, seed, journal[:count]) == then
