"""What every game shares: the game contract, seats, timers, votes, content names and seeded randomness."""

from .contract import (
    BOARD,
    GUEST,
    MODERATOR,
    SYSTEM,
    Actor,
    ActorKind,
    Arg,
    Batch,
    Event,
    Folder,
    Game,
    Guard,
    Handler,
    Json,
    Outcome,
    Request,
    RequestSpec,
    spec,
)
from .rejection import Rejection, RejectionCode, reject
from .rng import Rng
from .seats import Seat, Seats, clean_nickname, nickname_key, nickname_keys
from .timer import Timer
from .trail import Trail
from .votes import Ballot

__all__ = [
    "BOARD", "GUEST", "MODERATOR", "SYSTEM", "Actor", "ActorKind", "Arg", "Ballot", "Batch", "Event", "Folder",
    "Game", "Guard", "Handler", "Json", "Outcome", "Rejection", "RejectionCode", "Request", "RequestSpec", "Rng",
    "Seat", "Seats", "Timer", "Trail", "clean_nickname", "nickname_key", "nickname_keys", "reject", "spec",
]
