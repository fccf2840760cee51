"""SUSPI, murder in a Warsaw villa, 1932 (rule clauses SUS-01..SUS-46).

``ENTRY`` is the game's entry in the registry (:mod:`rules.registry`): the villa's guests and rooms
(SUS-07), ``gm_resources/suspi/characters.json`` and ``rooms.json``, which any phone may fetch.
"""

from ..core.entry import Documents, GameEntry
from .content import Content, parse_content
from .game import SuspiGame
from .state import Phase, SuspiState

CHARACTERS = "characters.json"
ROOMS = "rooms.json"


def load_content(documents: Documents) -> Content:
    """The guests and the rooms, checked (SUS-07); a broken one names its file and entry."""
    return parse_content(documents.files[CHARACTERS], documents.files[ROOMS])


ENTRY: GameEntry[Content] = GameEntry(
    SuspiGame, SuspiGame, load_content, content=(CHARACTERS, ROOMS), public=(CHARACTERS, ROOMS)
)

__all__ = ["ENTRY", "Content", "Phase", "SuspiGame", "SuspiState", "load_content", "parse_content"]
