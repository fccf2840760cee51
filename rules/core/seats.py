"""Seats and nicknames, shared by every game.

A seat number is given once at join and never reused at that table, so a phone's token, the journal
and the scores all name the same person. A seat that leaves keeps its number and its scores.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from functools import cached_property

from .rejection import Rejection, RejectionCode

MAX_NICKNAME = 24


@dataclass(frozen=True)
class Seat:
    number: int
    nickname: str
    present: bool = True


@dataclass(frozen=True)
class Seats:
    seats: tuple[Seat, ...] = ()

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.seats)

    def present(self) -> list[Seat]:
        return [s for s in self.seats if s.present]

    def numbers(self) -> list[int]:
        return [s.number for s in self.seats if s.present]

    @cached_property
    def _by_number(self) -> dict[int, Seat]:
        return {s.number: s for s in self.seats}

    def get(self, number: int) -> Seat | None:
        return self._by_number.get(number)

    def is_present(self, number: int) -> bool:
        s = self.get(number)
        return bool(s and s.present)

    def nickname(self, number: int) -> str:
        s = self.get(number)
        return s.nickname if s else "?"

    def next_number(self) -> int:
        return max((s.number for s in self.seats), default=0) + 1

    def check_join(self, nickname: str, limit: int) -> Rejection | str:
        """The cleaned nickname, or why this join is refused."""
        name = clean_nickname(nickname)
        if not name:
            return Rejection(RejectionCode.BAD_ARGUMENT, "empty nickname")
        if len(self.present()) >= limit:
            return Rejection(RejectionCode.TABLE_FULL, f"the table has {limit} seats")
        if any(s.nickname.casefold() == name.casefold() for s in self.present()):
            return Rejection(RejectionCode.NAME_TAKEN, f"{name!r} is taken")
        return name

    def with_seat(self, number: int, nickname: str) -> Seats:
        return Seats((*self.seats, Seat(number, nickname)))

    def without(self, number: int) -> Seats:
        return Seats(tuple(replace(s, present=False) if s.number == number else s for s in self.seats))

    def view(self) -> list[dict[str, object]]:
        return [{"seat": s.number, "nickname": s.nickname, "present": s.present} for s in self.seats]


def clean_nickname(raw: str) -> str:
    """Trim, fold spaces, drop control characters, cap the length."""
    text = "".join(ch for ch in raw if unicodedata.category(ch)[0] != "C")
    return " ".join(text.split())[:MAX_NICKNAME]
