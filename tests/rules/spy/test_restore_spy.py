"""A long round restores in time linear in its journal (PLT-02): folding a question copies no
sequence that grows with the questions before it. The work is counted, not timed: for each folded
event, the elements held in the state's sequences (what a fold that rebuilds them copies)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from rules.core import Event
from rules.spy.state import CHAIN_KEPT

from .tables import P, Table


def held(value: Any) -> int:
    """The elements held in the tuples, lists and sets reachable from ``value``."""
    if is_dataclass(value) and not isinstance(value, type):
        return sum(held(getattr(value, f.name)) for f in fields(value))
    if isinstance(value, (tuple, list, frozenset, set)):
        return len(value) + sum(held(v) for v in value)
    return 0


def round_of_questions(count: int) -> tuple[Table, list[Event]]:
    """A round of four where ``count`` questions are asked, each to the next seat round the table."""
    t = Table(4)
    t.play()
    start = len(t.events)
    for _ in range(count):
        t.ok(P(t.asker), "question_asked", answerer=t.asker % 4 + 1)
    return t, t.events[start:]


def fold_work(t: Table, events: list[Event]) -> int:
    """Replay the round's first events, then count what the state holds after each question."""
    state = t.game.replay(t.options, t.seed, t.events[: len(t.events) - len(events)])
    work = 0
    for e in events:
        state = t.game.fold(state, e)
        work += held(state)
    return work


def test_ten_times_the_questions_fold_with_at_most_eleven_times_the_work():  # PLT-02
    small, big = round_of_questions(1_000), round_of_questions(10_000)
    assert fold_work(*big) <= 11 * fold_work(*small)


def test_a_long_round_keeps_its_count_and_its_last_questions():  # PLT-02, SPY-11, SPY-12
    t, events = round_of_questions(2_000)
    r = t.game.replay(t.options, t.seed, t.events).round
    assert r is not None and r.questions == 2_000
    asked = [(e["asker"], e["answerer"]) for e in events]
    assert r.chain == tuple(asked[-CHAIN_KEPT:])
    console = t.console()
    assert console["questions"] == 2_000
    assert [(c["asker"], c["answerer"]) for c in console["chain"]] == asked[-CHAIN_KEPT:]
    assert [(c["asker"], c["answerer"]) for c in t.public()["chain"]] == asked[-8:]
    a = t.asker
    assert t.me(a)["asked_by"] == asked[-1][0]  # SPY-11: who just asked them
