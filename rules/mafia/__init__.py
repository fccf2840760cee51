"""Club sport mafia (rule clauses MAF-01..MAF-24).

``ENTRY`` is the game's entry in the registry (:mod:`rules.registry`): the club's role catalog
(MAF-04, MAF-05), ``gm_resources/mafia/roles.json``, which any phone may fetch (names and descriptions).
"""

from ..core.entry import Documents, GameEntry
from .game import MafiaGame
from .roles import Role, parse_catalog
from .state import MafiaState, Phase

CATALOG = "roles.json"


def load_catalog(documents: Documents) -> dict[str, Role]:
    """The role catalog, checked (MAF-05); a broken one names its file and entry."""
    return parse_catalog(documents.files[CATALOG], CATALOG)


ENTRY: GameEntry[dict[str, Role]] = GameEntry(
    MafiaGame, MafiaGame, load_catalog, content=(CATALOG,), public=(CATALOG,)
)

__all__ = ["ENTRY", "MafiaGame", "MafiaState", "Phase", "Role", "load_catalog", "parse_catalog"]
