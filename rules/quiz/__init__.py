"""The Elite Club quiz "Почему? Куда? Зачем?" (rule clauses QZ-01..QZ-31).

``ENTRY`` is the game's entry in the registry (:mod:`rules.registry`): the packs that come with
the console, ``resources/quiz/packs/*.json``, and the club's own, ``<data folder>/packs/*.json``
(QZ-31). No phone may fetch a pack: it holds the answers (QZ-06).
"""

import json

from ..core.entry import Documents, GameEntry
from .game import QuizGame
from .pack import Pack, PackError, Question, import_chgk, parse_pack
from .state import Lifeline, PenaltyKind, Phase, QuizState, Verdict

PACKS = "packs/*.json"


def load_packs(documents: Documents) -> dict[str, Pack]:
    """The packs that come with the console (a broken one is an error naming its file), then the
    club's own that parse (the others are left out, in ``documents.skipped``); a pack of the
    console keeps its id (QZ-31)."""
    packs: dict[str, Pack] = {}
    for name, doc in documents.named(PACKS).items():
        try:
            pack = parse_pack(doc)
        except PackError as exc:
            raise PackError(f"{name}: {exc}") from exc
        packs[pack.id] = pack
    own: dict[str, Pack] = {}
    for path, doc in sorted(documents.own.items()):
        try:
            pack = parse_pack(doc)
        except PackError as exc:
            documents.skipped.append(f"{path}: {exc}")
            continue
        own[pack.id] = pack
    packs.update({k: v for k, v in own.items() if k not in packs})
    return packs


def pack_from(raw: bytes, pack_id: str, lang: str = "ru", title: str = "") -> Pack:
    """A pack from a file's bytes: the pack format (JSON), or else a ChGK text in UTF-8 or KOI8-R
    (:func:`import_chgk`, which names the line at fault), checked (QZ-31)."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        data = None
    return parse_pack(data) if isinstance(data, dict) else import_chgk(raw, pack_id, lang, title)


ENTRY: GameEntry[dict[str, Pack]] = GameEntry(QuizGame, QuizGame, load_packs, content=(PACKS,), own=PACKS)

__all__ = [
    "ENTRY", "Lifeline", "Pack", "PackError", "PenaltyKind", "Phase", "Question", "QuizGame", "QuizState", "Verdict",
    "import_chgk", "load_packs", "pack_from", "parse_pack",
]
