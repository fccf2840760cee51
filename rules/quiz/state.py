"""The quiz's state (QZ-01..QZ-31): the numbers of the rules, the phases, the team, a match of rounds
and its penalties. Everything here is a frozen value; the phase is not stored but follows from the match."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ..core import Rng, Seats, Timer, Trail
from .pack import ENVELOPES

MIN_EXPERTS = 2  # QZ-01
MAX_EXPERTS = 5  # QZ-01
WINNING_SCORE = 6  # QZ-01, QZ-22
HIPPOS = ((1, "order_of_the_crystal_hippo"), (3, "crystal_hippo"), (5, "order_of_the_diamond_hippo"),
          (10, "diamond_hippo"))
"""QZ-26: the awards for a player's team wins, at 1, 3, 5 and 10 wins."""

FINAL_SCORE = 5  # QZ-23: 5:5
SECTORS = ENVELOPES + 1  # QZ-08: 15 envelopes and Zero
ZERO = 0  # QZ-09: sector 0 is Zero, the black box
# The times are read as ``state.MINUTE_MS`` when they are needed, so that a test can shrink them.
MINUTE_MS = 60_000  # QZ-11
SIGNAL_MS = 10_000  # QZ-12
CUT_TIME_MS = 40_000  # QZ-19
CREDIT_MS = 60_000  # QZ-16
CLUBS_HELP_MS = 60_000  # QZ-17
MAX_ANNULMENTS = 2  # QZ-20

AVATARS: tuple[str, ...] = ("owl", "fox", "cat", "bear", "hippo", "raven", "hedgehog", "beaver")

HATS: tuple[str, ...] = ("bowler", "top_hat", "fedora", "beret", "cap", "panama", "boater", "cylinder")


class Phase(enum.StrEnum):
    LOBBY = "lobby"  # experts join, choose a look, press "Ready" (QZ-03)
    ROULETTE = "roulette"  # between rounds: the Croupier spins (QZ-08)
    QUESTION = "question"  # the sector is out; the Croupier reads the question
    MINUTE = "minute"  # the discussion timer (QZ-11)
    ANSWER = "answer"  # after the gong: the captain names the answerer, the Croupier judges (QZ-13)
    FINISHED = "finished"  # someone has 6: victory or defeat music (QZ-24)


class Lifeline(enum.StrEnum):
    """The three lifelines (палочки-выручалочки), QZ-15."""

    MINUTE_ON_CREDIT = "minute_on_credit"
    CLUBS_HELP = "clubs_help"
    HOSTS_HELP = "hosts_help"


class PenaltyKind(enum.StrEnum):
    """QZ-19."""

    CUT_TIME = "cut_time"
    SENT_OFF = "sent_off"
    HAT_TAKEN = "hat_taken"


class Verdict(enum.StrEnum):
    EXPERTS = "experts"  # the point to the experts (QZ-06)
    VIEWERS = "viewers"  # the point to the viewers
    ANNULLED = "annulled"  # QZ-20: nobody scores


@dataclass(frozen=True)
class Options:
    pack: str
    call_link: str = ""  # QZ-02
    show_question: bool = True
    black_box: str = ""
    """QZ-31: the black-box question chosen before the game: one of the pack's marked by the
    Croupier, or ``<pack>/<question>`` drawn from the club's; "" draws one of the pack's own."""


@dataclass(frozen=True)
class Expert:
    """An expert's look and readiness (QZ-03, QZ-27)."""

    seat: int
    avatar: str | None = None
    hat: str | None = None
    ready: bool = False


@dataclass(frozen=True)
class Penalty:
    kind: PenaltyKind
    seat: int | None
    given_in: int
    """The round being played (or just played) when it was given."""
    applies_to: int
    """The round it bites: the next one (cut time, sent off); the rest of the game for a hat."""


@dataclass(frozen=True)
class Round:
    number: int
    sector: int
    question: str
    final: bool
    """Spun at 5:5 (QZ-23)."""
    timer: Timer | None = None
    signalled: bool = False
    discussion_over: bool = False
    debt_collected: bool = False
    lifeline: Lifeline | None = None
    hint: str = ""
    answerer: int | None = None
    early: bool = False
    verdict: Verdict | None = None
    sitting_out: tuple[int, ...] = ()

    @property
    def black_box(self) -> bool:
        return self.sector == ZERO

    @property
    def over(self) -> bool:
        return self.verdict is not None

    def time_left(self, now: int) -> int:
        return self.timer.left(now) if self.timer is not None else 0


@dataclass(frozen=True)
class Match:
    number: int
    experts: tuple[int, ...]
    """The seats that started it; a seat that joins later is added."""
    sectors: tuple[str, ...]
    """The question id of each sector, index 0 being Zero's black-box question (QZ-08, QZ-09)."""
    rounds: tuple[Round, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    asked: Lifeline | None = None
    """The lifeline the captain asked for from his phone, until the Croupier acts."""

    @property
    def round(self) -> Round | None:
        return self.rounds[-1] if self.rounds else None

    def score(self) -> tuple[int, int]:
        """(experts, viewers), QZ-22."""
        experts = sum(1 for r in self.rounds if r.verdict is Verdict.EXPERTS)
        viewers = sum(1 for r in self.rounds if r.verdict is Verdict.VIEWERS)
        return experts, viewers

    def winner(self) -> Verdict | None:
        experts, viewers = self.score()
        if experts >= WINNING_SCORE:
            return Verdict.EXPERTS
        if viewers >= WINNING_SCORE:
            return Verdict.VIEWERS
        return None

    def played(self) -> frozenset[int]:
        return frozenset(r.sector for r in self.rounds)

    def annulments(self) -> int:
        return sum(1 for r in self.rounds if r.verdict is Verdict.ANNULLED)

    def used(self) -> dict[Lifeline, int]:
        """Lifeline -> the round it was used in (QZ-15: once per game)."""
        return {r.lifeline: r.number for r in self.rounds if r.lifeline is not None}

    def burnt(self) -> bool:
        """QZ-23: once the final round is spun, the unused helps are gone."""
        return any(r.final for r in self.rounds)

    def debt_open(self) -> bool:
        """QZ-16: Minute on credit taken and not yet paid back."""
        return Lifeline.MINUTE_ON_CREDIT in self.used() and not any(r.debt_collected for r in self.rounds)

    def next_round(self) -> int:
        return len(self.rounds) + 1

    def hat_taken(self, seat: int) -> bool:
        return any(p.kind is PenaltyKind.HAT_TAKEN and p.seat == seat for p in self.penalties)

    def sent_off_for(self, number: int) -> tuple[int, ...]:
        return tuple(
            sorted(
                p.seat
                for p in self.penalties
                if p.kind is PenaltyKind.SENT_OFF and p.applies_to == number and p.seat is not None
            )
        )

    def cut_time_for(self, number: int) -> bool:
        return any(p.kind is PenaltyKind.CUT_TIME and p.applies_to == number for p in self.penalties)


@dataclass(frozen=True)
class Finished:
    """A match that ended, for the records (QZ-25)."""

    number: int
    outcome: str
    score: tuple[int, int]
    experts: tuple[int, ...]
    penalties: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class QuizState:
    options: Options
    rng: Rng
    seats: Seats = field(default_factory=Seats)
    experts: tuple[Expert, ...] = ()
    captain: int | None = None
    match: Match | None = None
    past: Trail[Finished] = field(default_factory=Trail)  # grows by one a match, never copied (PLT-02)

    @property
    def phase(self) -> Phase:
        m = self.match
        if m is None:
            return Phase.LOBBY
        if m.winner() is not None:
            return Phase.FINISHED
        r = m.round
        if r is None or r.over:
            return Phase.ROULETTE
        if r.discussion_over:
            return Phase.ANSWER
        if r.timer is not None:
            return Phase.MINUTE
        return Phase.QUESTION

    def expert(self, seat: int) -> Expert:
        for e in self.experts:
            if e.seat == seat:
                return e
        return Expert(seat)

    def present(self) -> list[int]:
        return self.seats.numbers()
