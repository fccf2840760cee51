"""The shared core: timers as data, ballots, seeded randomness, seats, request checks (PLT-02, PLT-14)."""

from __future__ import annotations

from rules.core import (
    GUEST,
    MODERATOR,
    Actor,
    ActorKind,
    Arg,
    Ballot,
    Rejection,
    RejectionCode,
    Request,
    Rng,
    Seats,
    Timer,
    clean_nickname,
)
from rules.core.contract import check_arg
from tests.net.tally_game import TallyGame


def test_timer_counts_from_passed_in_time_pauses_and_resumes():  # PLT-14
    t = Timer.of(60_000).start(1_000)
    assert t.running and t.left(11_000) == 50_000
    assert t.deadline() == 61_000
    p = t.pause(21_000)
    assert not p.running and p.left(999_999) == 40_000
    r = p.resume(30_000)
    assert r.left(40_000) == 30_000 and r.deadline() == 70_000
    assert r.left(80_000) == 0 and r.expired(80_000)


def test_timer_add_and_take_time_never_below_zero():  # PLT-14
    t = Timer.of(10_000).start(0)
    assert t.add(30_000, 5_000).left(5_000) == 35_000
    assert t.add(-60_000, 5_000).left(5_000) == 0
    paused = Timer.of(10_000).add(5_000, 0)
    assert not paused.running and paused.left(100) == 15_000
    assert t.view(4_000) == {"total_ms": 10_000, "left_ms": 6_000, "running": True}


def test_ballot_counts_leaders_and_drops_a_leaver():
    b = Ballot(frozenset({1, 2, 3}))
    b = b.cast(1, 3).cast(2, 3).cast(2, 1)  # seat 2 changes its mind
    assert b.as_dict() == {1: 3, 2: 1}
    assert not b.complete() and b.progress() == {"voted": 2, "eligible": 3}
    assert b.leaders() == [1, 3]
    b = b.cast(3, 1)
    assert b.complete() and b.leaders() == [1]
    assert b.drop(3).leaders() == [1, 3] and b.drop(3).eligible == {1, 2}


def test_rng_is_a_value_that_replays_exactly():  # PLT-02
    a = Rng(42)
    first, a2 = a.shuffled(range(20))
    again, _ = Rng(42).shuffled(range(20))
    assert first == again and a2 == Rng(42, 1)
    other, _ = a2.shuffled(range(20))
    assert other != first
    assert Rng(42).choice("abcdef") == Rng(42).choice("abcdef")


def test_seats_keep_numbers_and_refuse_taken_names_and_full_tables():
    s = Seats().with_seat(1, "Ola").with_seat(2, "Taras")
    assert isinstance(s.check_join("  ola ", 10), Rejection)
    assert s.check_join("Oleh", 2) == Rejection(RejectionCode.TABLE_FULL, "the table has 2 seats")
    s = s.without(1)
    assert s.numbers() == [2] and s.next_number() == 3
    assert s.check_join("Ola", 10) == "Ola"  # a name is free again once its seat left
    assert clean_nickname(" Ma\u0000ks \n  Z ") == "Maks Z"
    assert isinstance(s.check_join("\u200b", 10), Rejection) or s.check_join("\u200b", 10) == ""


def test_argument_kinds_are_checked_strictly():  # PLT-11
    assert check_arg(Arg.SEAT, 3) and not check_arg(Arg.SEAT, 0) and not check_arg(Arg.SEAT, True)
    assert not check_arg(Arg.SEAT, "3") and not check_arg(Arg.BOOL, 1)
    assert check_arg(Arg.ID, "city_pool") and not check_arg(Arg.ID, "../etc") and not check_arg(Arg.ID, "")
    assert not check_arg(Arg.TEXT, "x" * 201)


def test_game_refuses_unknown_requests_wrong_senders_and_bad_arguments():  # PLT-11
    game = TallyGame()
    state = game.setup({}, 1)
    out = game.handle(state, Request("fly"), MODERATOR, 0)
    assert isinstance(out, Rejection) and out.code is RejectionCode.UNKNOWN_REQUEST
    out = game.handle(state, Request("start"), Actor.player(1), 0)
    assert isinstance(out, Rejection) and out.code is RejectionCode.NOT_ALLOWED
    out = game.handle(state, Request("join", {"nickname": 5}), GUEST, 0)
    assert isinstance(out, Rejection) and out.code is RejectionCode.BAD_ARGUMENT
    out = game.handle(state, Request("join", {"nickname": "a", "x": 1}), GUEST, 0)
    assert isinstance(out, Rejection) and "unexpected" in out.reason
    out = game.handle(state, Request("join", {}), Actor(ActorKind.GUEST), 0)
    assert isinstance(out, Rejection) and "missing" in out.reason


def test_replay_from_seed_and_events_gives_the_same_state():  # PLT-02
    game = TallyGame()
    state = game.setup({}, 7)
    events: list = []
    for actor, req, now in [
        (GUEST, Request("join", {"nickname": "A"}), 0),
        (MODERATOR, Request("start"), 10),
        (Actor.player(1), Request("score", {"points": 3}), 20),
        (MODERATOR, Request("pause"), 30),
    ]:
        out = game.handle(state, req, actor, now)
        assert not isinstance(out, Rejection)
        events += out
        state = game.fold_all(state, out)
    assert game.replay({}, 7, events) == state
