"""The spy game (rule clauses SPY-01..SPY-39).

``ENTRY`` is the game's entry in the registry (:mod:`rules.registry`): its decks are
``gm_resources/spy/decks/*.json`` (SPY-03), which any phone may fetch (names only: the spy's list of
locations, SPY-15).
"""

from ..core.entry import Documents, GameEntry
from .deck import Deck, parse_decks
from .game import SpyGame
from .state import Phase, RoundOutcome, SpyState


def load_decks(documents: Documents) -> dict[str, Deck]:
    """Every deck, checked and resolved (SPY-03); a broken one names its file and entry."""
    return parse_decks(documents.named("decks/*.json"))


ENTRY: GameEntry[dict[str, Deck]] = GameEntry(
    SpyGame, SpyGame, load_decks, content=("decks/*.json",), public=("decks/*.json",)
)

__all__ = ["ENTRY", "Phase", "RoundOutcome", "SpyGame", "SpyState", "load_decks"]
