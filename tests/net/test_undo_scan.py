"""The undo target kept up to date entry by entry (``net/_undo.py``) is the one a walk back over the
whole journal finds, through random journals, rewritten lists and every kind of entry (PLT-04), and
asking at every change costs only the entries added since (an evening's phone requests are not
walked again at each one)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from net._undo import UndoScan
from net.journal import DROPPED, OK, UNDONE, Entry
from rules.core import ActorKind, Rejection, RejectionCode, Request

from .tally_game import TallyGame


def walked_back(game: TallyGame, entries: Sequence[Entry]) -> int | Rejection:
    """The undo target as the table first found it: from the last entry back to the last moderator
    action in force, noting the latest secret revealed on the way."""
    revealer: Entry | None = None
    for index in range(len(entries) - 1, -1, -1):
        entry = entries[index]
        if entry.status != OK or entry.request.get("type") == "undo":
            continue
        if revealer is None and any(game.reveals_secret(e) for e in entry.events):
            revealer = entry
        if not entry.actor.startswith(ActorKind.MODERATOR.value):
            continue
        if not game.is_moderator_action(Request.from_json(entry.request)):
            continue
        if revealer is entry:
            return Rejection(RejectionCode.SECRET_REVEALED,
                             f"{entry.request['type']!r} revealed a secret and cannot be taken back")
        if revealer is not None:
            return Rejection(RejectionCode.SECRET_REVEALED,
                             f"{revealer.request['type']!r} ({revealer.actor}) revealed a secret after "
                             f"{entry.request['type']!r}, so that cannot be taken back")
        return index
    return Rejection(RejectionCode.NOTHING_TO_UNDO, "no moderator action to take back")


def an_entry(rng: random.Random, seq: int) -> Entry:
    """A moderator action (revealing or not), one that is no action (the system's tick), a phone's
    request (now and then one that puts a secret on a phone, as a game's deal does), an undo; now
    and then marked undone or dropped."""
    kind = rng.choice(["start", "reveal", "pause", "tick", "score", "score", "score", "undo"])
    actor = {"start": "moderator", "reveal": "moderator", "pause": "moderator", "undo": "moderator",
             "tick": "system"}.get(kind, f"player:{rng.randint(1, 4)}")
    events: list[dict[str, Any]] = [{"type": "revealed", "secret": 7}] if kind == "reveal" else []
    if kind == "score" and rng.random() < 0.1:
        events.append({"type": "revealed", "secret": 3})
    status = rng.choice([OK] * 8 + [UNDONE, DROPPED])
    return Entry(seq, seq * 1000, actor, {"type": kind, "args": {}}, events, status)


@pytest.mark.parametrize("seed", range(6))
def test_the_target_kept_up_to_date_is_the_one_walked_back_to(seed: int) -> None:  # PLT-04
    rng = random.Random(seed)
    game = TallyGame()
    scan = UndoScan(game)
    entries: list[Entry] = []
    kinds: set[object] = set()
    for step in range(600):
        if rng.random() < 0.04 and entries:  # an undo rewrites the list (statuses change), a restore reads it
            entries = [Entry(e.seq, e.now_ms, e.actor, e.request, e.events, rng.choice([e.status, UNDONE]))
                       for e in entries]
        elif rng.random() < 0.06 and entries:  # an undo keeps the entries before its target, rewrites the rest
            kept = rng.randrange(len(entries))
            entries = [*entries[:kept], *(Entry(e.seq, e.now_ms, e.actor, e.request, e.events,
                                                rng.choice([e.status, UNDONE, DROPPED])) for e in entries[kept:])]
        elif rng.random() < 0.02 and entries:
            entries = entries[: rng.randrange(len(entries))]  # another table's shorter list
        for _ in range(rng.choice([0, 1, 1, 1, 3])):
            entries.append(an_entry(rng, len(entries) + 1))
        found, expected = scan.target(entries), walked_back(game, entries)
        assert found == expected, (seed, step)
        kinds.add(found.code if isinstance(found, Rejection) else "index")
    assert kinds == {"index", RejectionCode.SECRET_REVEALED, RejectionCode.NOTHING_TO_UNDO}


class Counting(TallyGame):
    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def reveals_secret(self, event: Any) -> bool:
        self.asked += 1
        return super().reveals_secret(event)


def test_asking_at_every_change_reads_only_the_new_entries() -> None:  # PLT-04
    """A round of 5,000 phone requests after the moderator's last action, the target asked after
    each: every event is looked at once, not once per later request (a walk back looked at the
    whole round again at each)."""
    game = Counting()
    scan = UndoScan(game)
    entries = [Entry(1, 0, "moderator", {"type": "start", "args": {}}, [{"type": "round_started"}])]
    for seq in range(2, 5_002):
        entries.append(Entry(seq, seq, "player:1", {"type": "score", "args": {}}, [{"type": "scored"}]))
        assert scan.target(entries) == 0
    assert game.asked == 5_001


def test_a_list_rewritten_from_an_entry_on_is_read_again_from_there() -> None:  # PLT-04
    """An undo late in an evening keeps the entries before the action it takes back and rewrites the
    rest: the scan reads the rewritten ones, not the evening again from its start; and finds what a
    walk back over the whole list finds."""
    game = Counting()
    scan = UndoScan(game)
    entries = [Entry(1, 0, "moderator", {"type": "start", "args": {}}, [{"type": "round_started"}])]
    for seq in range(2, 2_002):
        entries.append(Entry(seq, seq, "player:1", {"type": "score", "args": {}}, [{"type": "scored"}]))
    entries.append(Entry(2_002, 2_002, "moderator", {"type": "pause", "args": {}}, [{"type": "paused"}]))
    entries.append(Entry(2_003, 2_003, "player:2", {"type": "score", "args": {}}, [{"type": "scored"}]))
    assert scan.target(entries) == 2_001
    asked = game.asked
    rewritten = [*entries[:2_001], Entry(2_002, 2_002, "moderator", {"type": "pause", "args": {}},
                                         [{"type": "paused"}], UNDONE), entries[2_002]]
    rewritten.append(Entry(2_004, 2_004, "moderator", {"type": "undo", "args": {"seq": 2_002}}, []))
    assert scan.target(rewritten) == 0
    assert game.asked - asked == 1  # the entry after the undone pause, once
    assert walked_back(game, rewritten) == 0
