"""The spy game's state (SPY-01..SPY-39): the numbers of the rules, the phases, a room of rounds.

Everything here is a frozen value; the phase is not stored but follows from the round.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from ..core import Ballot, Rng, Seats, Timer, Trail
from ..core.rounds import evening_points

MIN_ROUND_PLAYERS = 3  # SPY-01, SPY-35
MAX_PLAYERS = 10  # SPY-01
TWO_SPIES_FROM = 7  # SPY-06
ROUND_MINUTES = (5, 8, 10)  # SPY-05
DEFAULT_MINUTES = 8
GUESSED_POINTS = 4  # SPY-27
FRAMED_POINTS = 4  # SPY-28
HID_POINTS = 2  # SPY-29
LAST_CHANCE_POINTS = 2  # SPY-30
LOCAL_WIN_POINTS = 1  # SPY-31
BONUS_POINTS = 1  # SPY-32


class Phase(enum.StrEnum):
    LOBBY = "lobby"  # no cards
    DEALT = "dealt"  # cards out, round not started
    ASKING = "asking"
    ACCUSATION = "accusation"  # a vote; the timer is paused
    SUSPECT_VOTE = "suspect_vote"  # time is up
    LAST_GUESS = "last_guess"  # the exposed spy guesses
    ROUND_OVER = "round_over"


CARDS_OUT = frozenset(
    {Phase.DEALT, Phase.ASKING, Phase.ACCUSATION, Phase.SUSPECT_VOTE, Phase.LAST_GUESS}
)

BETWEEN_ROUNDS = frozenset({Phase.LOBBY, Phase.ROUND_OVER})


class RoundOutcome(enum.StrEnum):
    ACCUSED_SPY = "accused_spy"
    ACCUSED_INNOCENT = "accused_innocent"
    SPY_GUESSED = "spy_guessed"
    SPY_GUESSED_WRONG = "spy_guessed_wrong"
    SPY_HID = "spy_hid"
    EXPOSED_SPY_GUESSED = "exposed_spy_guessed"
    EXPOSED_SPY_GUESSED_WRONG = "exposed_spy_guessed_wrong"
    ABORTED = "aborted"
    SPY_LEFT = "spy_left"
    TOO_FEW_PLAYERS = "too_few_players"

    @property
    def winner(self) -> str | None:
        """``spies``, ``locals``, or None when nobody scores (SPY-35, SPY-37)."""
        if self in SPY_POINTS:
            return "spies"
        if self in _LOCALS_WIN:
            return "locals"
        return None


SPY_POINTS = {
    RoundOutcome.SPY_GUESSED: GUESSED_POINTS,  # SPY-27
    RoundOutcome.ACCUSED_INNOCENT: FRAMED_POINTS,  # SPY-28 (and SPY-21)
    RoundOutcome.SPY_HID: HID_POINTS,  # SPY-29
    RoundOutcome.EXPOSED_SPY_GUESSED: LAST_CHANCE_POINTS,  # SPY-30
}

_LOCALS_WIN = frozenset(
    {
        RoundOutcome.ACCUSED_SPY,
        RoundOutcome.SPY_GUESSED_WRONG,
        RoundOutcome.EXPOSED_SPY_GUESSED_WRONG,
    }
)


# --- state -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    deck: str
    minutes: int = DEFAULT_MINUTES
    two_spies: bool = False
    call_link: str = ""
    host_plays: bool = False


@dataclass(frozen=True)
class Accusation:
    """An open accusation vote (SPY-17, SPY-18). ``ballot`` maps a voter to yes (a bool)."""

    accuser: int
    accused: int
    ballot: Ballot
    resume: bool
    """The timer ran when the vote began, so it runs again when the vote fails (SPY-20)."""


@dataclass(frozen=True)
class Verdict:
    """A closed accusation; who voted how is shown only after the round (SPY-20)."""

    accuser: int
    accused: int
    passed: bool
    votes: tuple[tuple[int, bool], ...]


@dataclass(frozen=True)
class Guess:
    seat: int
    location: str
    right: bool


CHAIN_KEPT = 30
"""How many of the last questions a round keeps (the moderator's view lists that many, the phones
fewer): a round of ten thousand questions folds in time linear in them."""


@dataclass(frozen=True)
class Round:
    """One deal and what happened in it."""

    number: int
    location: str
    spies: frozenset[int]
    roles: tuple[tuple[int, str], ...]
    """Each local's role id, in seat order (spies have none)."""
    players: tuple[int, ...]
    """The seats dealt in, in seat order; a seat that left stays listed but is not present."""
    seen: frozenset[int] = frozenset()
    crossed_out: frozenset[tuple[int, str]] = frozenset()
    """(spy seat, location id): each spy's own cross-outs (SPY-15)."""
    timer: Timer | None = None
    asker: int | None = None
    chain: tuple[tuple[int, int], ...] = ()
    """(asker, answerer) of the last :data:`CHAIN_KEPT` questions asked, oldest first (SPY-11): what
    the views list; the fold keeps no more, so a question costs the same however many came before."""
    questions: int = 0
    """How many questions were asked in this round (the chain keeps only the last ones)."""
    accusation: Accusation | None = None
    verdicts: tuple[Verdict, ...] = ()
    suspects: Ballot | None = None
    """The time-up vote: voter -> suspect seat (SPY-23)."""
    exposed: int | None = None
    guess: Guess | None = None
    outcome: RoundOutcome | None = None
    points: tuple[tuple[int, int], ...] = ()

    @property
    def phase(self) -> Phase:
        if self.outcome is not None:
            return Phase.ROUND_OVER
        if self.exposed is not None:
            return Phase.LAST_GUESS
        if self.suspects is not None:
            return Phase.SUSPECT_VOTE
        if self.accusation is not None:
            return Phase.ACCUSATION
        if self.timer is not None:
            return Phase.ASKING
        return Phase.DEALT

    def role_of(self, seat: int) -> str | None:
        return dict(self.roles).get(seat)

    def accusers(self) -> list[int]:
        """Who has used their one accusation this round (SPY-17)."""
        done = [v.accuser for v in self.verdicts]
        return done + ([self.accusation.accuser] if self.accusation else [])

    def time_left(self, now: int) -> bool:
        return self.timer is not None and self.timer.left(now) > 0

    def must_not_answer(self) -> int | None:
        """Whom the asker may not pick: the one who just asked them (SPY-11)."""
        if self.chain and self.chain[-1][1] == self.asker:
            return self.chain[-1][0]
        return None


@dataclass(frozen=True)
class SpyState:
    options: Options
    rng: Rng
    seats: Seats = field(default_factory=Seats)
    used: frozenset[str] = frozenset()
    """Location ids dealt in this room since the last reshuffle (SPY-04)."""
    round: Round | None = None
    past: Trail[Round] = field(default_factory=Trail)
    """Finished rounds before the current one (SPY-34); grows by one a deal, never copied (PLT-02)."""

    @property
    def phase(self) -> Phase:
        return Phase.LOBBY if self.round is None else self.round.phase

    def round_players(self) -> list[int]:
        """The seats of this round still present, in seat order."""
        if self.round is None:
            return []
        return [p for p in self.round.players if self.seats.is_present(p)]

    def finished(self) -> tuple[Round, ...]:
        r = self.round
        return (*self.past, *((r,) if r is not None and r.outcome is not None else ()))

    def scores(self) -> dict[int, int]:
        """Points over every finished round, for every seat ever taken (SPY-34)."""
        return evening_points(self.seats, (r.points for r in self.finished()))


QUESTIONS = frozenset({Phase.ASKING, Phase.ACCUSATION})
"""The phases in which questions are asked (an accusation pauses them, SPY-17)."""
