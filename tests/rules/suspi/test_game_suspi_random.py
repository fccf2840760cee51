"""Random play: full SUSPI games at 6 to 18 players, with and without ghosts.

Checked after every request: nothing raises; a rejection changes nothing (PLT-11); events are JSON;
``allowed`` names exactly the requests some argument gets through; a player's view is the public
view plus that seat's own ``me`` (no other seat's role, goal, room choice, report or vote, PLT-10);
public views show council counts, never who voted whom (SUS-10). Every win is a valid end
(SUS-22..SUS-24, SUS-13) and every game's points follow SUS-43/SUS-44 and add up over the evening
(SUS-45). At the end, replaying the journal gives the same state (PLT-02).
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any, TypeVar

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import GUEST, MODERATOR, SYSTEM, Actor, ActorKind, Event, Rejection, Request
from rules.suspi.state import ABSTAIN, Phase, SuspiState, value_of

from .tables import GAME, ROOMS, T0, P

T = TypeVar("T")
GOALS = ["thief", "loner", "spy", "companion", "suspect", "accuser", "romance", "bribe"]
STEPS = [0, 0, 1_000, 30_000, 120_000, 600_000]


def pick(data: random.Random, items: Sequence[T]) -> T:
    """One of ``items``; the walk is drawn from a seeded generator (hypothesis picks the seed, so a
    whole game of thousands of choices stays one small example)."""
    return data.choice(list(items))


def candidates(rtype: str, seats: Sequence[int]) -> list[dict[str, Any]]:
    targets = [{"target": s} for s in seats]
    rooms = [{"room": r} for r in ROOMS]
    return {
        "pick_room": rooms, "check_room": rooms, "holy_ground": rooms, "ghost_point": rooms,
        "protect": targets, "council_vote": targets, "powder": targets, "bribe": targets, "shoot": targets,
        "guess_goal": [{"target": s, "goal": g} for s in seats for g in ("thief", "loner")],
        "set_options": [{"ghosts": True}], "set_composition": [{"murderers": 1}, {"default": True}],
        "add_time": [{"seconds": 30}], "kick": [{"seat": s} for s in seats], "leave": [{"seat": s} for s in seats],
        "join": [{"nickname": "Somebody New"}],
    }.get(rtype, [{}])


def check_allowed(state: SuspiState, actor: Actor, now: int) -> None:
    allowed = GAME.allowed(state, actor, now)
    seats = [*GAME.seat_numbers(state), 99]
    for rtype, rs in GAME.requests.items():
        if actor.kind not in rs.senders:
            assert rtype not in allowed
            continue
        accepted = any(
            not isinstance(GAME.handle(state, Request(rtype, args), actor, now), Rejection)
            for args in candidates(rtype, seats)
        )
        assert accepted == (rtype in allowed), (rtype, actor, allowed)


def check_phones_send(state: SuspiState, now: int) -> None:
    """SUS-06, SUS-10, SUS-19, SUS-28..SUS-32, SUS-42: what ``allowed`` skips for a phone
    (``sent_now``, a phase's requests) is what every seat's guard refuses in this phase."""
    sent = GAME.sent_now(state, ActorKind.PLAYER)
    assert sent is not None
    for seat in [*GAME.seat_numbers(state), 99]:
        for rtype, rs in GAME.requests.items():
            if ActorKind.PLAYER in rs.senders and rtype not in sent:
                assert rs.guard is not None and rs.guard(state, P(seat), now) is not None, (rtype, seat)


def draw_request(data: random.Random, state: SuspiState, now: int) -> tuple[Actor, Request]:
    deadline = GAME.next_deadline(state)
    if deadline is not None and deadline <= now and pick(data, range(2)) == 0:
        return SYSTEM, Request("tick")
    who = pick(data, ["player"] * 12 + ["moderator"] * 2 + ["system", "chaos"])
    seats = GAME.seat_numbers(state)
    if who == "moderator":
        allowed = GAME.allowed(state, MODERATOR, now)
        rare = pick(data, range(40)) == 0
        pool = [t for t in allowed if rare or t not in ("kick", "abort_game", "set_options", "set_composition")]
        if "deal" in allowed:
            pool = ["deal"]
        rtype = pick(data, pool or ["advance"])
        return MODERATOR, Request(rtype, draw_args(data, rtype, state))
    if who == "system":
        rtype = pick(data, ["tick", "restored", "leave"] if pick(data, range(30)) == 0 else ["tick"])
        return SYSTEM, Request(rtype, draw_args(data, rtype, state))
    if who == "chaos":
        actor = pick(data, [MODERATOR, SYSTEM, GUEST, Actor(ActorKind.BOARD), Actor(ActorKind.PLAYER), P(99)])
        rtype = pick(data, [*GAME.requests, "bogus"])
        return actor, Request(rtype, pick(data, [{}, {"target": 0}, {"room": "Bad"}, {"x": 1}, {"seconds": 10**9}]))
    seat, allowed = 99, []
    for _ in range(4):  # a few seats until one has something to do
        seat = pick(data, [*seats, 99])
        allowed = GAME.allowed(state, P(seat), now)
        if allowed:
            break
    rtype = pick(data, allowed or ["pick_room"])
    return P(seat), Request(rtype, draw_args(data, rtype, state))


def draw_args(data: random.Random, rtype: str, state: SuspiState) -> dict[str, Any]:
    rs = GAME.requests.get(rtype)
    if rs is None:
        return {}
    m = state.match
    seats = GAME.seat_numbers(state) or [1]
    alive = sorted(m.alive) if m is not None and m.alive else seats
    murderers = [s for s, r in m.roles if r == "murderer"] if m is not None else []
    args: dict[str, Any] = {}
    for name, _kind in rs.args.items():
        key = name.rstrip("?")
        if name.endswith("?"):
            continue
        if key == "room":
            rooms = list(m.rooms) if m is not None else ROOMS
            args[key] = pick(data, rooms[:2] if pick(data, range(3)) else rooms)
        elif key == "target" and rtype == "council_vote" and murderers and pick(data, range(3)) == 0:
            args[key] = pick(data, murderers)
        elif key in ("target", "seat"):
            args[key] = pick(data, alive if pick(data, range(4)) else [*seats, 99])
        elif key == "goal":
            args[key] = pick(data, GOALS)
        elif key == "seconds":
            args[key] = pick(data, [30, -30, 0])
        elif key == "nickname":
            args[key] = pick(data, ["Ola", "Ivan", "  "])
    return args


def check_views(state: SuspiState, now: int, all_seats: bool) -> None:
    """PLT-10, SUS-10: nobody sees what they may not."""
    public = GAME.public_view(state, now)
    moderator = GAME.moderator_view(state, now)
    json.dumps(moderator)
    if state.options.host_plays:
        assert set(moderator) - set(public) == {"host_plays", "chosen"}
    else:
        assert set(moderator) - set(public) == {"host_plays", "chosen", "secrets"}
    m = state.match
    if m is None:
        return
    pm = public["match"]
    if m.phase is not Phase.OVER:
        assert pm["result"] is None
        text = json.dumps(pm)
        for secret in ('"role"', '"goal"', '"report"', '"possessed"', '"character"', '"secrets"'):
            assert secret not in text
    if pm["council"] is not None:
        assert set(pm["council"]) == {"runoff", "places", "candidates", "eligible", "confirmed", "no_vote", "tally"}
        assert (pm["council"]["tally"] is None) == (not m.ghosts_variant)  # SUS-10, SUS-21
        for row in pm["council"]["tally"] or []:
            assert set(row) == {"seat", "votes"}
    for verdict in pm["verdicts"]:
        assert all(set(row) == {"seat", "votes"} for row in verdict["counts"])
    seats = GAME.seat_numbers(state) if all_seats else GAME.seat_numbers(state)[:2]
    for seat in seats:
        view = GAME.player_view(state, seat, now)
        me = view.pop("me")
        assert view == public  # the public view plus this seat's own ``me``
        if seat not in m.players:
            assert me["card"] is None
            continue
        assert me["card"]["role"] == value_of(m.roles, seat)
        goal = m.goal(seat)
        assert me["card"]["goal"] == ({"kind": goal[0], "target": goal[1]} if goal else None)
        assert me["report"] == (value_of(m.reports, seat) if m.round else None)
        if m.phase is Phase.NIGHT:
            assert me["room"] == value_of(m.night.rooms, seat)
        c = m.council
        if me["vote"] is not None and c is not None:
            choice = value_of(c.votes, seat)
            assert me["vote"]["target"] == (None if choice in (None, ABSTAIN) else choice)
            assert not me["vote"]["confirmed"] or choice is not None  # SUS-10: only a vote is confirmed


def check_win(state: SuspiState) -> None:
    """SUS-13, SUS-22..SUS-24: the win is a valid end, ghosts first."""
    m = state.match
    assert m is not None and m.winner is not None
    murderers = {s for s, r in m.roles if r == "murderer"}
    held = m.alive & m.possessed
    others = m.alive - m.possessed - murderers
    ghosts_win = m.ghosts_variant and bool(held) and len(held) > len(others)
    if m.winner == "ghosts":
        assert ghosts_win
    elif m.winner == "city":
        assert not ghosts_win and not (m.alive & murderers)
    else:
        assert not ghosts_win and m.alive & murderers
        assert m.alive <= murderers or (m.last_round and m.win_reason == "last_round")


def check_points(state: SuspiState) -> dict[int, int]:
    """SUS-43, SUS-44 (and SUS-20, SUS-25, SUS-32): the points of the game, worked out anew."""
    m = state.match
    assert m is not None and m.result is not None
    r = m.result
    roles = {x["seat"]: x["role"] for x in r["roles"]}
    alive, ghosts, possessed = set(r["alive"]), set(r["ghosts"]), set(r["possessed"])
    gone = set(m.gone)
    expected = Counter({s: 0 for s in m.players})
    winner = r["winner"]
    if winner is not None:
        if winner == "ghosts":
            team = (ghosts | (alive & possessed)) - {s for s in roles if roles[s] == "szur"}
        else:
            members = {s for s in roles if (roles[s] == "murderer") == (winner == "murderers") and roles[s] != "szur"}
            team = members & (alive - possessed) if m.ghosts_variant else members & (alive | set(m.dead))
        for s in team:
            expected[s] += 1
        done = {(g["seat"], g["goal"]) for g in r["goals"] if g["done"]}
        done |= {(s, "bribe") for s in r["bribes_done"]}
        for s, _ in done:
            expected[s] += 2
        found = set()
        for g in r["guesses"]:
            goal = next((x for x in r["goals"] if x["seat"] == g["target"]), None)
            right = goal is not None and goal["goal"] == g["goal"] and goal["done"]
            assert g["right"] == right
            if right:
                expected[g["seat"]] += 1
                found.add(g["target"])
        for s in found:
            expected[s] -= 1
        for _, shooter, target in m.shots:
            if roles[target] == "murderer":
                expected[shooter] += 3
    for s in gone:
        expected[s] = 0
    got = {p["seat"]: p["points"] for p in r["points"]}
    assert got == dict(expected), (got, dict(expected), r)
    return got


@settings(
    max_examples=int(os.environ.get("GM_RANDOM_GAMES", "30")),  # GM_RANDOM_GAMES=2000: a long soak
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    walk=st.integers(0, 2**32),
    seed=st.integers(0, 2**32),
    players=st.integers(6, 18),
    ghosts=st.booleans(),
    host_plays=st.booleans(),
)
def test_random_games_keep_every_rule(  # PLT-02, PLT-10, PLT-11, SUS-10, SUS-13, SUS-22..SUS-24, SUS-43..SUS-45
    walk: int, seed: int, players: int, ghosts: bool, host_plays: bool
) -> None:
    data = random.Random(walk)
    options = {"ghosts": ghosts, "host_plays": host_plays}
    state = GAME.setup(options, seed)
    now = T0
    events: list[Event] = []
    totals: Counter[int] = Counter()
    for i in range(players):
        out = GAME.handle(state, Request("join", {"nickname": f"Seat {i}"}), GUEST, now)
        assert not isinstance(out, Rejection)
        events += out
        state = GAME.fold_all(state, out)
    games = 0
    for step in range(8_000):  # a long 18-player game may take some 3,000 random steps
        if games >= 2:
            break
        now += pick(data, STEPS)
        actor, request = draw_request(data, state, now)
        if step % 25 == 0:
            check_allowed(state, actor, now)
        if step % 5 == 0:
            check_phones_send(state, now)
        allowed_before = GAME.allowed(state, actor, now)
        before = state
        out = GAME.handle(state, request, actor, now)
        if isinstance(out, Rejection):
            assert state == before and out.reason and out.code  # PLT-11
            continue
        assert request.type in allowed_before, (request, actor)
        assert json.loads(json.dumps(out)) == out
        events += out
        state = GAME.fold_all(state, out)
        kinds = [e["type"] for e in out]
        if "game_won" in kinds:
            check_win(state)
        if "game_ended" in kinds:
            games += 1
            for seat, points in check_points(state).items():
                totals[seat] += points
            evening = {e["seat"]: e["points"] for e in GAME.public_view(state, now)["evening"]}
            assert {s: p for s, p in evening.items() if p} == {s: p for s, p in totals.items() if p}  # SUS-45
        check_views(state, now, all_seats=step % 10 == 0)
    journal = json.loads(json.dumps(events))
    assert GAME.replay(options, seed, journal) == state  # PLT-02
    assert games >= 1 or len(state.seats.present()) < 6
