"""The round bookkeeping every game shares (``rules/core/rounds.py``): the phase guards, who plays
the round on, and the evening's points and leaders (SPY-16, SPY-34, SUS-45)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Actor, Rejection, RejectionCode, Seats
from rules.core.rounds import evening_points, in_phase, leaders, points_json, round_seat


@dataclass(frozen=True)
class _State:
    phase: str


def _seats() -> Seats:
    return Seats().with_seat(1, "Ola").with_seat(2, "Bartek").with_seat(3, "Zosia").with_seat(4, "Iwo").without(4)


def test_a_phase_guard_refuses_every_other_phase_saying_why() -> None:  # SPY-16
    guard = in_phase({"asking", "accusation"}, "only while the round runs")
    assert guard(_State("asking"), Actor.player(1), 0) is None
    assert guard(_State("accusation"), Actor.player(1), 0) is None
    refused = guard(_State("lobby"), Actor.player(1), 0)
    assert isinstance(refused, Rejection)
    assert (refused.code, refused.reason) == (RejectionCode.WRONG_PHASE, "only while the round runs")


def test_only_a_seat_of_the_round_on_plays_it() -> None:  # SPY-16: one who joined after the deal watches
    seats = _seats().with_seat(5, "Jan")  # joined after the deal: not among the players
    players = (1, 2, 3, 4)
    assert round_seat(seats, Actor.player(2), players) == 2
    for actor, code in ((Actor.player(5), RejectionCode.NOT_A_PLAYER),   # not dealt in
                        (Actor.player(4), RejectionCode.NOT_A_PLAYER),   # left the table
                        (Actor.player(3), RejectionCode.NOT_A_PLAYER)):  # gone from the game (below)
        refused = round_seat(seats, actor, players, gone={3})
        assert isinstance(refused, Rejection) and refused.code is code, (actor, refused)
    idle = round_seat(seats, Actor.player(2), None, none_on="no cards are out")
    assert isinstance(idle, Rejection)
    assert (idle.code, idle.reason) == (RejectionCode.WRONG_PHASE, "no cards are out")


def test_the_evening_adds_every_finished_round_for_every_seat_ever_taken() -> None:  # SPY-34, SUS-45
    rounds = [[(1, 2), (2, 0)], [(2, 3), (3, 1)], [(1, 1)]]
    total = evening_points(_seats(), rounds)
    assert total == {1: 3, 2: 3, 3: 1, 4: 0}  # seat 4 left and never scored: still listed
    assert leaders(total) == [1, 2]  # a tie leads together
    assert points_json(total) == [{"seat": 1, "points": 3}, {"seat": 2, "points": 3}, {"seat": 3, "points": 1},
                                  {"seat": 4, "points": 0}]
    assert leaders(evening_points(_seats(), [])) == []  # nobody leads before anyone scores
