"""Seats and nicknames, shared by every game.

A seat number is given once at join and never reused at that table, so a phone's token, the journal
and the scores all name the same person. A seat that leaves keeps its number and its scores.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace
from functools import cache, cached_property

from . import confusables
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
        keys = nickname_keys(name)
        taken = next((s.nickname for s in self.present() if keys & nickname_keys(s.nickname)), None)
        if taken is not None:  # PLT-09: a look-alike of a seated nickname is that nickname
            return Rejection(RejectionCode.NAME_TAKEN, f"{name!r} is taken: {taken!r} is seated")
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


@cache
def _prototypes() -> dict[str, str]:
    """Unicode's confusables: each character → the prototype it is drawn like (:mod:`.confusables`)."""
    table: dict[str, str] = {}
    for pair in confusables.PAIRS.split():
        source, _, prototype = pair.partition(":")
        table[chr(int(source, 16))] = "".join(chr(int(cp, 16)) for cp in prototype.split("+"))
    return table


def _skeleton(text: str) -> str:
    """UTS #39's skeleton of ``text``, its combining marks left out: each character replaced by the
    prototype it is drawn like, in the decomposed form."""
    prototypes = _prototypes()
    plain = (ch for ch in unicodedata.normalize("NFD", text) if unicodedata.category(ch) != "Mn")
    mapped = "".join(prototypes.get(ch, ch) for ch in plain)
    return "".join(ch for ch in unicodedata.normalize("NFD", mapped) if unicodedata.category(ch) != "Mn")


@cache
def nickname_key(nickname: str) -> str:
    """What makes two nicknames one at a table and in the club's accounts (PLT-09, PLT-17), as
    Unicode's UTS #39 compares identifiers: the nickname cleaned (:func:`clean_nickname`), in
    compatibility form and case folded (NFKC: a fullwidth "Ｏｌａ" is "ola"), without combining marks
    ("Óla" and "Ola" + U+0301 are "ola"), each character replaced by the one Unicode's confusables
    say it is drawn like (a Cyrillic "о" is a Latin "o"). Names that differ in their letters ("Оля"
    and "Ola") are two names. The nickname shown stays as the player typed it.
    """
    return _skeleton(unicodedata.normalize("NFKC", clean_nickname(nickname)).casefold())


@cache
def nickname_keys(nickname: str) -> frozenset[str]:
    """The keys a seat's nickname is compared by (PLT-09): :func:`nickname_key`, and the skeleton
    of the nickname as it was typed, case folded after: case folding first would make a capital
    "I" an "i", where on the board it looks like the "l" of "Ola" ("OIa"). Two nicknames are one
    when they share a key."""
    typed = _skeleton(unicodedata.normalize("NFKC", clean_nickname(nickname)))
    return frozenset((nickname_key(nickname), _skeleton(typed.casefold())))
