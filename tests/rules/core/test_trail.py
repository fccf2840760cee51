"""The append-only trail a state keeps its history in (PLT-02: a restore linear in the journal)."""

from __future__ import annotations

import pickle

import pytest

from rules.core import Trail


def test_a_trail_grows_without_changing_the_trails_it_came_from() -> None:  # PLT-02
    """PLT-02: each state's history is as it was folded: a trail extended later, or a branch from an
    older trail, never shows in a trail made before."""
    empty: Trail[int] = Trail()
    one = empty.plus(1)
    two = one.plus(2)
    three = two.plus(3)
    branch = one.plus(20)  # an older state folded on again: its own items
    assert (tuple(empty), tuple(one), tuple(two), tuple(three)) == ((), (1,), (1, 2), (1, 2, 3))
    assert tuple(branch) == (1, 20) and tuple(branch.plus(21)) == (1, 20, 21)
    assert tuple(three.plus(4)) == (1, 2, 3, 4) and tuple(two) == (1, 2) and len(three) == 3
    assert two.plus(30) == (1, 2, 30) and tuple(three) == (1, 2, 3)


def test_a_trail_reads_as_the_tuple_it_stands_for() -> None:  # PLT-02
    """PLT-02: a trail compares, indexes, slices, hashes and pickles as the tuple of its items."""
    trail = Trail([5, 6]).plus(7)
    assert trail == (5, 6, 7) and trail == Trail((5, 6, 7)) and trail != (5, 6) and trail != Trail((5, 6, 8))
    assert (trail[0], trail[-1], trail[1:]) == (5, 7, (6, 7))
    assert hash(trail) == hash((5, 6, 7)) and list(trail) == [5, 6, 7] and 6 in trail
    assert pickle.loads(pickle.dumps(trail)) == (5, 6, 7)
    with pytest.raises(IndexError):
        trail[3]
    shorter = Trail([5, 6])
    assert shorter.plus(7) == trail
    with pytest.raises(IndexError):
        shorter.plus(7)[-4]
