"""The Elite Club quiz "Почему? Куда? Зачем?" (rule clauses QZ-01..QZ-31).

``ENTRY`` is the game's entry in the registry (:mod:`rules.registry`): the packs that come with
the console, ``gm_resources/quiz/packs/*.json``, and the club's own, ``<data folder>/packs/*.json``
(QZ-31). No phone may fetch a pack: it holds the answers (QZ-06).
"""

import json
from collections.abc import Collection

from ..core.entry import Documents, GameEntry
from .chgk import ChgkFile, Skipped, import_chgk, read_chgk
from .game import QuizGame
from .pack import Pack, PackError, Question, Tour, parse_pack, playable
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


def read_pack(raw: bytes) -> Pack | ChgkFile:
    """A question pack file's bytes, read: the pack format (JSON) gives a checked :class:`Pack`;
    anything else is read as a ChGK text (:class:`ChgkFile`: its tours, and the questions left out,
    :func:`read_chgk`). Raises :class:`PackError` (QZ-31)."""
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError):
        data = None
    return parse_pack(data) if isinstance(data, dict) else read_chgk(raw)


def pack_from(
    raw: bytes, pack_id: str, lang: str = "ru", title: str = "", tours: Collection[int] | None = None
) -> Pack:
    """A pack from a file's bytes: the pack format (JSON), or a ChGK text in UTF-8, KOI8-R or
    Windows-1251 (every tour, or those numbered in ``tours``). The game's rules (15 envelopes and a
    black box) are checked when a game starts (QZ-31)."""
    read = read_pack(raw)
    return read if isinstance(read, Pack) else read.pack(pack_id, lang, title, tours)


ENTRY: GameEntry[dict[str, Pack]] = GameEntry(QuizGame, QuizGame, load_packs, content=(PACKS,), own=PACKS)

__all__ = [
    "ENTRY", "ChgkFile", "Lifeline", "Pack", "PackError", "PenaltyKind", "Phase", "Question", "QuizGame", "QuizState",
    "Skipped", "Tour", "Verdict", "import_chgk", "load_packs", "pack_from", "parse_pack", "playable", "read_chgk",
    "read_pack",
]
