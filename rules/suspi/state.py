"""SUSPI's state (SUS-01..SUS-46): the phases, the options, a game of the evening and its nights
and councils. Everything here is a frozen value."""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..core import Json, Rejection, Rng, Seats, Timer, Trail
from ..core.rounds import evening_points
from .rules import COUNCIL_MS, DAY_MS, NIGHT_MS, UNMASKING_MS, Composition, Role, default_composition

ABSTAIN = 0
"""A council ballot's choice for an abstention (seats start at 1)."""


class Phase(enum.StrEnum):
    LOBBY = "lobby"  # no cards
    DEALT = "dealt"  # cards out (SUS-05), the first night not begun
    NIGHT = "night"  # SUS-06, 2 min
    DAWN = "dawn"  # SUS-08: reports; waits for the moderator
    DAY = "day"  # SUS-09, 10 min
    COUNCIL = "council"  # SUS-10, 90 s (a runoff too)
    VERDICT = "verdict"  # who left; waits for the moderator
    UNMASKING = "unmasking"  # SUS-42, 90 s
    OVER = "over"


TIMED: Mapping[Phase, int] = {
    Phase.NIGHT: NIGHT_MS,
    Phase.DAY: DAY_MS,
    Phase.COUNCIL: COUNCIL_MS,
    Phase.UNMASKING: UNMASKING_MS,
}

IN_PLAY = frozenset({Phase.NIGHT, Phase.DAWN, Phase.DAY, Phase.COUNCIL, Phase.VERDICT})
BETWEEN_GAMES = frozenset({Phase.LOBBY, Phase.OVER})

Pairs = tuple[tuple[int, Any], ...]


def value_of(pairs: Pairs, key: int) -> Any:
    for k, v in pairs:
        if k == key:
            return v
    return None


def with_value(pairs: Pairs, key: int, value: Any) -> Pairs:
    return (*((k, v) for k, v in pairs if k != key), (key, value))


@dataclass(frozen=True)
class Options:
    ghosts: bool = True  # SUS-17..SUS-21: the default variant
    host_plays: bool = False  # SUS-03
    call_link: str = ""  # SUS-04
    composition: tuple[tuple[str, int], ...] = ()
    """SUS-27: the moderator's composition; empty means the default for the player count."""

    def composition_for(self, players: int) -> Composition:
        if self.composition:
            return Composition(**dict(self.composition))
        return default_composition(players, self.ghosts)


@dataclass(frozen=True)
class Night:
    """What the phones picked this night; changeable until the night ends (SUS-06)."""

    asleep: frozenset[int] = frozenset()
    rooms: Pairs = ()
    checks: Pairs = ()  # SUS-29
    protects: Pairs = ()  # SUS-30
    holy_ground: Pairs = ()  # SUS-31
    points: Pairs = ()  # SUS-19


@dataclass(frozen=True)
class Council:
    """A council vote, or its runoff (SUS-10, SUS-11)."""

    eligible: frozenset[int]
    candidates: frozenset[int]
    places: int
    runoff: bool = False
    votes: Pairs = ()
    """seat -> candidate seat, or ABSTAIN."""
    confirmed: frozenset[int] = frozenset()
    leaving: tuple[int, ...] = ()
    """Decided before the runoff."""
    counts: tuple[tuple[int, int], ...] = ()
    """The first vote's confirmed counts, kept through a runoff."""

    def tally(self) -> Counter[int]:
        return Counter(c for s, c in self.votes if s in self.confirmed and c != ABSTAIN)


@dataclass(frozen=True)
class Match:
    """One game ("partia") and what happened in it."""

    number: int
    players: tuple[int, ...]
    rooms: tuple[str, ...]
    characters: Pairs
    roles: Pairs
    goals: Pairs
    """seat -> (goal kind, named seat or None)."""
    announced: int
    ghosts_variant: bool
    phase: Phase = Phase.DEALT
    round: int = 0
    last_round: bool = False
    timer: Timer | None = None
    alive: frozenset[int] = frozenset()
    dead: frozenset[int] = frozenset()
    """Killed, voted out or shot: ghosts in the ghost variant (SUS-17), silent otherwise (SUS-21)."""
    gone: frozenset[int] = frozenset()
    possessed: frozenset[int] = frozenset()
    night: Night = field(default_factory=Night)
    last_rooms: Pairs = ()
    reports: Pairs = ()
    """seat -> the last dawn's private report (SUS-08)."""
    acquainted: Pairs = ()
    """murderer -> the murderers they know (SUS-14, SUS-15)."""
    loner_nights: Pairs = ()
    done: frozenset[tuple[int, str]] = frozenset()
    holy_used: frozenset[int] = frozenset()
    doctor_self_used: frozenset[int] = frozenset()
    powder_used: frozenset[int] = frozenset()
    powdered: frozenset[int] = frozenset()
    """Sleep through the next night that begins (SUS-28)."""
    no_vote: frozenset[int] = frozenset()
    """Slept last night: no vote at this round's council (SUS-28)."""
    bribe_used: frozenset[int] = frozenset()
    bribed: frozenset[int] = frozenset()
    shot_used: frozenset[int] = frozenset()
    shots: tuple[tuple[int, int, int], ...] = ()
    """(round, shooter, target) (SUS-32)."""
    missing: tuple[int, ...] = ()
    """Who did not come back at the last dawn (SUS-08)."""
    council: Council | None = None
    verdicts: tuple[Json, ...] = ()
    winner: str | None = None
    win_reason: str = ""
    guesses: Pairs = ()
    """seat -> (target seat, goal kind) (SUS-42)."""
    points: tuple[tuple[int, int], ...] = ()
    result: Json | None = None

    def role(self, seat: int) -> Role:
        return self._roles.get(seat, Role.GUEST)

    @cached_property
    def _roles(self) -> dict[int, Role]:
        """Each seat's role, looked up once per match state: every seat's ``allowed`` asks for
        roles at every change."""
        return {seat: Role(value) for seat, value in self.roles}

    def seats_with(self, role: Role) -> frozenset[int]:
        return frozenset(s for s, r in self.roles if r == role)

    def goal(self, seat: int) -> tuple[str, int | None] | None:
        value = value_of(self.goals, seat)
        return (str(value[0]), value[1]) if value is not None else None

    def ghosts(self) -> frozenset[int]:
        return self.dead if self.ghosts_variant else frozenset()


@dataclass(frozen=True)
class SuspiState:
    options: Options
    rng: Rng
    seats: Seats = field(default_factory=Seats)
    match: Match | None = None
    past: Trail[Match] = field(default_factory=Trail)  # grows by one a match, never copied (PLT-02)

    @property
    def phase(self) -> Phase:
        return Phase.LOBBY if self.match is None else self.match.phase

    @cached_property
    def players_seen(self) -> dict[int | None, Rejection | tuple[int, Match]]:
        """What the guards found of each seat in this state, a player of the match or why not
        (:func:`rules.suspi.guards._player`): a state is never changed."""
        return {}

    def finished(self) -> tuple[Match, ...]:
        m = self.match
        return (*self.past, *((m,) if m is not None and m.phase is Phase.OVER and m.result else ()))

    def evening(self) -> dict[int, int]:
        """SUS-45: points add up across the evening's games, for every seat ever taken."""
        return evening_points(self.seats, (m.points for m in self.finished()))


def options_json(o: Options) -> Json:
    return {
        "ghosts": o.ghosts,
        "host_plays": o.host_plays,
        "call_link": o.call_link,
        "composition": dict(o.composition) if o.composition else None,
    }
