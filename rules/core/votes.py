"""Votes and tallies: who may vote, who voted what, and the count, with secrecy left to the views."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Ballot:
    """A vote among ``eligible`` seats. ``choices`` maps seat -> choice; a vote may be replaced."""

    eligible: frozenset[int]
    choices: tuple[tuple[int, Any], ...] = field(default=())

    def as_dict(self) -> dict[int, Any]:
        return dict(self.choices)

    def cast(self, seat: int, choice: Hashable) -> Ballot:
        rest = tuple((s, c) for s, c in self.choices if s != seat)
        return Ballot(self.eligible, (*rest, (seat, choice)))

    def drop(self, seat: int) -> Ballot:
        """A seat that left: its vote and its right to vote are gone (SPY-36)."""
        return Ballot(self.eligible - {seat}, tuple((s, c) for s, c in self.choices if s != seat))

    def voted(self) -> frozenset[int]:
        return frozenset(s for s, _ in self.choices)

    def complete(self) -> bool:
        return self.eligible <= self.voted()

    def tally(self) -> Counter[Any]:
        return Counter(c for _, c in self.choices)

    def leaders(self) -> list[Any]:
        """The choices with the most votes (more than one on a tie; none when nobody voted)."""
        counts = self.tally()
        if not counts:
            return []
        top = max(counts.values())
        return sorted((c for c, n in counts.items() if n == top), key=repr)

    def progress(self) -> dict[str, int]:
        """How many voted, never who: safe for every view."""
        return {"voted": len(self.voted() & self.eligible), "eligible": len(self.eligible)}
