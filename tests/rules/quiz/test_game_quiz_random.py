"""Random play: legal and illegal requests from every kind of sender, over whole games.

Checked after every request: nothing raises; a rejection changes nothing (PLT-11); events are JSON;
``allowed`` names exactly the requests that some argument gets through; the roulette never lands on
a played sector (QZ-08) nor on Zero in the first or the final round (QZ-10); no lifeline twice in a
game nor two in a round, no help after 5:5 (QZ-15, QZ-23); a match ends at 6 points or by the
annulment rule (QZ-20, QZ-21, QZ-22); no answer, accepted answer or comment reaches a phone or the
board before the verdict shows it (QZ-06, PLT-10). At the end, replaying the journal gives the
same state (PLT-02).
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from typing import Any, TypeVar

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import BOARD, GUEST, MODERATOR, SYSTEM, Actor, ActorKind, Arg, Event, Rejection, Request
from rules.quiz.game import QuizGame
from rules.quiz.state import AVATARS, HATS, SECTORS, ZERO, Lifeline, Phase, QuizState, Verdict

from .tables import T0, P, make_pack

T = TypeVar("T")

GAME = QuizGame({"test": make_pack(envelopes=17, black_box=2), "other": make_pack("other"),
                 "short": make_pack("short", envelopes=16, black_box=0)})  # QZ-31: needs a black box marked
SEATS = list(range(1, 9))
NICKNAMES = ["Ola", "ola", "Ivan", "Petro", "Ira", "Max", "  "]
STEPS = [0, 0, 0, 1_000, 20_000, 45_000, 70_000]
PLAYER_TYPES = [n for n, rs in GAME.requests.items() if ActorKind.PLAYER in rs.senders]
MODERATOR_TYPES = [n for n, rs in GAME.requests.items() if ActorKind.MODERATOR in rs.senders]
ALL_TYPES = [*GAME.requests, "undo", "bogus"]
RARE = ("kick", "annul_round", "penalty")
PROGRESS = ("start", "spin", "time_go", "accept_answer", "reject_answer", "name_answerer", "to_lobby")
SECRET_MARKS = ("ANSWER-", "ALT-", "COMMENT-")

_INDEX: dict[int, st.SearchStrategy[int]] = {}


def pick(data: st.DataObject, items: Sequence[T]) -> T:
    n = len(items)
    if n not in _INDEX:
        _INDEX[n] = st.integers(0, n - 1)
    return items[data.draw(_INDEX[n])]


def chance(data: st.DataObject, one_in: int) -> bool:
    return pick(data, range(one_in)) == 0


def draw_args(data: st.DataObject, rtype: str, state: QuizState | None) -> dict[str, Any]:
    rs = GAME.requests.get(rtype)
    if rs is None:
        return {}
    present = GAME.seat_numbers(state) if state is not None else []
    args: dict[str, Any] = {}
    for name, kind in rs.args.items():
        key = name.rstrip("?")
        if name.endswith("?") and chance(data, 2) and not (rtype == "penalty" and key == "seat" and chance(data, 3)):
            continue
        if kind is Arg.SEAT:
            args[key] = pick(data, SEATS if not present or chance(data, 6) else present)
        elif kind is Arg.BOOL:
            args[key] = not chance(data, 4)
        elif kind is Arg.ID:
            args[key] = pick(data, {
                "avatar": [*AVATARS[:3], "dragon"],
                "hat": [*HATS[:3], "crown"],
                "lifeline": [*(str(x) for x in Lifeline), "joker"],
                "pack": ["test", "other", "short", "nope"],
                "question": ["e0", "e3", "b1", "x"],
                "kind": ["cut_time", "sent_off", "hat_taken", "yellow_card"],
            }.get(key, ["x"]))
        else:
            args[key] = pick(data, ["", "A hint", "https://discord.gg/x"] if key != "nickname" else NICKNAMES)
    return args


SENDERS = ["player"] * 4 + ["moderator"] * 6 + ["system", "guest", "chaos"]
CHAOS_ACTORS = [MODERATOR, SYSTEM, GUEST, BOARD, Actor(ActorKind.PLAYER), P(1), P(2), P(8)]
CHAOS_ARGS: list[dict[str, Any]] = [
    {}, {"seat": "1"}, {"seat": 0}, {"extra": 1}, {"lifeline": "Bad Id"}, {"ready": 1}, {"kind": True},
    {"nickname": 5}, {"hint": "x" * 500},
]


def draw_request(data: st.DataObject, state: QuizState, now: int) -> tuple[Actor, Request]:
    deadline = GAME.next_deadline(state)
    if deadline is not None and deadline <= now and chance(data, 2):
        return SYSTEM, Request("tick")
    who = pick(data, SENDERS)
    if who == "chaos":
        actor = pick(data, CHAOS_ACTORS)
        rtype = pick(data, ALL_TYPES)
        args = draw_args(data, rtype, None) if chance(data, 2) else pick(data, CHAOS_ARGS)
        return actor, Request(rtype, args)
    if who == "player":
        present = GAME.seat_numbers(state)
        able = [s for s in present if GAME.allowed(state, P(s), now)]
        seat = pick(data, able) if able and not chance(data, 5) else pick(data, [*present, 8])
        actor = P(seat)
        allowed = GAME.allowed(state, actor, now)
        pool = allowed if allowed and not chance(data, 5) else PLAYER_TYPES
    elif who == "moderator":
        actor = MODERATOR
        allowed = [t for t in GAME.allowed(state, actor, now) if t not in RARE]
        onward = [t for t in allowed if t in PROGRESS]
        if chance(data, 25):
            pool = list(RARE)
        elif onward and not chance(data, 3):
            pool = onward
            m = state.match
            if m is not None and {"accept_answer", "reject_answer"} <= set(onward) and not chance(data, 4):
                experts, viewers = m.score()  # the side behind scores: games reach 5:5 (QZ-23)
                pool = ["accept_answer" if experts <= viewers else "reject_answer"]
        else:
            pool = allowed or MODERATOR_TYPES
    elif who == "system":
        actor = SYSTEM
        pool = pick(data, [["tick"], ["tick"], ["tick"], ["restored"], ["tick", "leave"]])
    else:
        actor = GUEST
        pool = ["join"]
    rtype = pick(data, pool)
    return actor, Request(rtype, draw_args(data, rtype, state))


# --- the checks ----------------------------------------------------------------------------------


def candidates(rtype: str, state: QuizState) -> list[dict[str, Any]]:
    """Arguments to try: if any gets through, the request is allowed now (every seat the table has
    had: a long game's newcomers take numbers past the first few)."""
    numbers = sorted(set(SEATS) | set(state.seats.numbers()))
    seats = [{"seat": s} for s in numbers]
    return {
        "set_look": [{"avatar": "owl"}, {"avatar": "fox"}],
        "ready": [{"ready": True}, {"ready": False}],
        "ask_lifeline": [{"lifeline": str(x)} for x in Lifeline],
        "name_answerer": seats,
        "set_options": [{"show_question": True}, {"show_question": False}],
        "mark_captain": seats,
        "mark_black_box": [{}, {"question": "e0"}, {"question": "e1"}, {"question": "b0"}],
        "clubs_help": [{"hint": "typed"}],
        "penalty": [{"kind": "cut_time"}]
        + [{"kind": k, "seat": s} for k in ("sent_off", "hat_taken") for s in numbers],
        "kick": seats,
        "leave": seats,
        "join": [{"nickname": "Somebody New"}],
    }.get(rtype, [{}])


def check_allowed(state: QuizState, actor: Actor, now: int) -> None:
    allowed = GAME.allowed(state, actor, now)
    for rtype, rs in GAME.requests.items():
        if actor.kind not in rs.senders:
            assert rtype not in allowed
            continue
        accepted = any(
            not isinstance(GAME.handle(state, Request(rtype, args), actor, now), Rejection)
            for args in candidates(rtype, state)
        )
        assert accepted == (rtype in allowed), (rtype, actor, allowed)


def revealed(state: QuizState) -> set[str]:
    """Secret strings the views may hold now: the current question's, once judged."""
    m = state.match
    r = m.round if m is not None else None
    if r is None or r.verdict not in (Verdict.EXPERTS, Verdict.VIEWERS):
        return set()
    q = GAME.question(state, r.question)
    return {q.answer, *q.accepted, q.comment}


def check_views(state: QuizState, now: int) -> None:
    """QZ-06, PLT-10: nothing of an answer before the verdict shows it."""
    shown = revealed(state)
    moderator = GAME.moderator_view(state, now)
    public = GAME.public_view(state, now)
    json.dumps(moderator)
    assert set(moderator) - set(public) == {"secrets", "lifeline_asked", "pack_setup"}
    views = [public] + [GAME.player_view(state, s, now) for s in GAME.seat_numbers(state)]
    for view in views:
        text = json.dumps(view)
        for secret in shown:
            text = text.replace(json.dumps(secret)[1:-1], "")
        for mark in SECRET_MARKS:
            assert mark not in text, (mark, view)
        assert "secrets" not in view and "pack_setup" not in view


def check_match(state: QuizState) -> None:
    """QZ-08, QZ-10, QZ-15, QZ-20, QZ-22, QZ-23 on the match being played."""
    m = state.match
    if m is None:
        return
    sectors = [r.sector for r in m.rounds]
    assert len(sectors) == len(set(sectors)) and all(0 <= s < SECTORS for s in sectors)  # QZ-08
    experts = viewers = 0
    for r in m.rounds:
        final = (experts, viewers) == (5, 5)
        assert r.final == final
        if r.number == 1 or final:
            assert r.sector != ZERO  # QZ-10
        if r.final and r.lifeline is not None:
            assert r.lifeline is Lifeline.MINUTE_ON_CREDIT  # QZ-23
        if r.verdict is Verdict.EXPERTS:
            experts += 1
        elif r.verdict is Verdict.VIEWERS:
            viewers += 1
    lifelines = [r.lifeline for r in m.rounds if r.lifeline is not None]
    assert len(lifelines) == len(set(lifelines))  # QZ-15: once per game (one field: one per round)
    assert max(experts, viewers) <= 6 and (state.phase is Phase.FINISHED) == (max(experts, viewers) == 6)
    assert m.annulments() <= 2  # QZ-20


def check_ending(before: QuizState, out: list[Event]) -> None:
    """QZ-21, QZ-22, QZ-24: a match leaves the table at 6 points or by a third annulment."""
    for e in out:
        if e["type"] == "returned_to_lobby":
            assert before.match is not None and max(before.match.score()) == 6
        if e["type"] == "match_ended":
            assert before.match is not None
            if e["reason"] == "third_annulment":
                assert before.match.annulments() == 2
            else:
                assert e["reason"] == "no_experts"


@settings(
    max_examples=int(os.environ.get("GM_RANDOM_GAMES", "30")),  # GM_RANDOM_GAMES=2000: a long soak
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data(), seed=st.integers(0, 2**32), experts=st.integers(2, 5), steps=st.integers(60, 300))
def test_random_play_keeps_every_rule(  # PLT-02, PLT-10, PLT-11, QZ-08, QZ-10, QZ-15, QZ-21, QZ-22
    data: st.DataObject, seed: int, experts: int, steps: int
) -> None:
    options = {"pack": "test"}
    state = GAME.setup(options, seed)
    now = T0
    events: list[Event] = []
    for i in range(experts):
        out = GAME.handle(state, Request("join", {"nickname": f"Seat {i}"}), GUEST, now)
        assert not isinstance(out, Rejection)
        events += out
        state = GAME.fold_all(state, out)
    midway: tuple[int, QuizState] | None = None

    for step in range(steps):
        now += pick(data, STEPS)
        actor, request = draw_request(data, state, now)
        if step % 7 == 0:
            check_allowed(state, actor, now)
        allowed_before = GAME.allowed(state, actor, now)
        before = state
        out = GAME.handle(state, request, actor, now)
        if isinstance(out, Rejection):
            assert state == before  # PLT-11
            assert out.reason and out.code
            continue
        assert request.type in allowed_before, (request, actor)
        assert json.loads(json.dumps(out)) == out
        events += out
        state = GAME.fold_all(state, out)
        check_ending(before, out)
        check_match(state)
        check_views(state, now)
        if step == steps // 2:
            midway = (len(events), state)

    journal = json.loads(json.dumps(events))
    assert GAME.replay(options, seed, journal) == state  # PLT-02
    if midway is not None:
        count, then = midway
        assert GAME.replay(options, seed, journal[:count]) == then

