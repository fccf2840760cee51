"""The journal's events of a kind as the event log reads them (``JournalEvents``, PLT-04, PLT-10):
through random journals that grow, are rewritten by undos and lose entries a refused write took
back (PLT-03), what it holds after each change is what reading the whole journal gives, and each
entry is read once while the journal only grows."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gm_console.panels.log import JournalEvents
from net.journal import DROPPED, OK, UNDONE, Entry


class Journal:
    """What the reader asks of a table: its id, its last undo and its entries from an index on."""

    def __init__(self) -> None:
        self.id = "table"
        self.last_undo = 0
        self.entries: list[Entry] = []
        self.read = 0

    def log_from(self, start: int) -> list[Entry]:
        out = self.entries[start:]
        self.read += len(out)
        return out


def whole(journal: Journal, kinds: tuple[str, ...] = ("options_set",)) -> list[tuple[int, bool, int]]:
    return [(e.seq, e.status == OK, int(event["n"])) for e in journal.entries for event in e.events
            if event.get("type") in kinds]


def an_entry(rng: random.Random, seq: int) -> Entry:
    events = [{"type": rng.choice(["options_set", "scored", "options_set"]), "n": rng.randint(0, 99)}
              for _ in range(rng.randint(0, 2))]
    return Entry(seq, seq, "moderator", {"type": "x", "args": {}}, events, OK)


@pytest.mark.parametrize("kinds", [("options_set",), ("options_set", "scored")])
@pytest.mark.parametrize("seed", range(5))
def test_the_events_read_as_the_journal_grows_are_the_whole_journal_s(
        seed: int, kinds: tuple[str, ...]) -> None:  # PLT-04, PLT-03
    """One kind of event (the host's option changes), or a few in the journal's order (the quiz's
    starts, verdicts and annulments)."""
    rng = random.Random(seed)
    journal = Journal()
    model: Any = type("Model", (), {"table": journal})()
    events = JournalEvents(model, kinds[0] if len(kinds) == 1 else kinds, lambda event: int(event["n"]))
    rewritten = refused = 0
    for step in range(400):
        roll = rng.random()
        if roll < 0.05 and journal.entries:  # an undo: statuses rewritten, the last undo moves
            journal.entries = [Entry(e.seq, e.now_ms, e.actor, e.request, e.events,
                                     rng.choice([e.status, UNDONE, DROPPED])) for e in journal.entries]
            journal.last_undo = len(journal.entries) + 1
            journal.entries.append(Entry(journal.last_undo, 0, "moderator", {"type": "undo", "args": {}}, []))
            rewritten += 1
        elif roll < 0.1 and len(journal.entries) > 3:  # a refused write: its entries taken back, others come
            del journal.entries[-rng.randint(1, 3):]
            refused += 1
        for _ in range(rng.choice([0, 1, 1, 2])):
            journal.entries.append(an_entry(rng, len(journal.entries) + 1))
        assert events() == whole(journal, kinds), (seed, step)
    assert rewritten and refused


def test_a_growing_journal_is_read_once() -> None:  # PLT-10
    journal = Journal()
    model: Any = type("Model", (), {"table": journal})()
    events = JournalEvents(model, "options_set", lambda event: int(event["n"]))
    for seq in range(1, 3001):
        journal.entries.append(Entry(seq, seq, "player:1", {"type": "x", "args": {}},
                                     [{"type": "options_set" if seq % 100 == 0 else "scored", "n": seq}]))
        assert len(events()) == seq // 100
    assert journal.read <= 2 * 3000  # each entry once, and the last one again to see it is still there
