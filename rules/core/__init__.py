"""What every game shares: the game contract, seats, timers, votes and seeded randomness."""

from .contract import (
    BOARD,
    GUEST,
    MODERATOR,
    SYSTEM,
    Actor,
    ActorKind,
    Arg,
    Event,
    Game,
    Json,
    Outcome,
    Rejection,
    RejectionCode,
    Request,
    RequestSpec,
    reject,
    spec,
)
from .rng import Rng
from .seats import Seat, Seats, clean_nickname
from .timer import Timer
from .votes import Ballot

__all__ = [
    "BOARD", "GUEST", "MODERATOR", "SYSTEM", "Actor", "ActorKind", "Arg", "Ballot", "Event", "Game",
    "Json", "Outcome", "Rejection", "RejectionCode", "Request", "RequestSpec", "Rng", "Seat", "Seats",
    "Timer", "clean_nickname", "reject", "spec",
]
