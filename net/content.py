"""Game content on disk (spy decks, SUSPI's guests and rooms, the mafia role catalog, quiz packs)
and the games on offer.

Reading files happens here, validation in the games' pure modules: a broken file gives an error
that names the file and the entry (``rules.core.content.ContentError``).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rules.core import Game

log = logging.getLogger(__name__)

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
GAMES = ("spy", "suspi", "mafia", "quiz")
"""The games a table can be opened for, in the order the console offers them."""


def load_decks(folder: Path = RESOURCES / "spy" / "decks") -> dict[str, Any]:
    """Every spy deck in ``folder`` (``*.json``), validated."""
    from rules.core.content import ContentError
    from rules.spy.deck import parse_decks

    documents: dict[str, Any] = {}
    for path in sorted(folder.glob("*.json")):
        try:
            documents[path.name] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ContentError(path.name, "file", f"cannot be read as JSON: {exc}") from exc
    decks: dict[str, Any] = parse_decks(documents)
    return decks


def _json(path: Path, error: Callable[[str, str, str], ValueError]) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise error(path.name, "file", f"cannot be read as JSON: {exc}") from exc


def load_suspi(folder: Path = RESOURCES / "suspi") -> Any:
    """SUSPI's guests and rooms (SUS-07), validated."""
    from rules.core.content import ContentError
    from rules.suspi.content import parse_content

    return parse_content(_json(folder / "characters.json", ContentError), _json(folder / "rooms.json", ContentError))


def load_mafia_roles(path: Path = RESOURCES / "mafia" / "roles.json") -> dict[str, Any]:
    """The club's role catalog (MAF-04, MAF-05), validated."""
    from rules.core.content import ContentError
    from rules.mafia.roles import parse_catalog

    return dict(parse_catalog(_json(path, ContentError), path.name))


def load_packs(folder: Path = RESOURCES / "quiz" / "packs", *, skip_broken: bool = False) -> dict[str, Any]:
    """Every quiz pack in ``folder`` (``*.json``), validated; an error names the file (QZ-31).
    ``skip_broken``: a broken file is logged and left out (the club's own packs, which must not
    keep the console from starting)."""
    from rules.quiz.pack import PackError, parse_pack

    packs: dict[str, Any] = {}
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
        try:
            pack = parse_pack(_json(path, lambda file, entry, message: PackError(message)))
        except PackError as exc:
            if skip_broken:
                log.warning("quiz pack %s left out: %s", path, exc)
                continue
            raise PackError(f"{path.name}: {exc}") from exc
        packs[pack.id] = pack
    return packs


def import_pack(raw: bytes, folder: Path, pack_id: str, lang: str = "ru", title: str = "") -> Any:
    """A question pack from a file's bytes — the pack format (JSON) or the ChGK text format (UTF-8
    or KOI8-R) — checked (QZ-31) and written as ``<folder>/<id>.json``, where the console finds
    the club's own packs. Raises :class:`rules.quiz.pack.PackError`, naming the line of a text."""
    from rules.quiz.pack import PackError, import_chgk, parse_pack

    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        data = None
    pack = parse_pack(data) if isinstance(data, dict) else import_chgk(raw, pack_id, lang, title)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{pack.id}.json"
    if (RESOURCES / "quiz" / "packs" / path.name).exists():
        raise PackError(f"a pack that comes with the console is called {pack.id!r}: pick another id")
    path.write_text(json.dumps(pack.to_json(), ensure_ascii=False, indent=1), encoding="utf-8")
    return pack


def make_game(game_id: str, resources: Path = RESOURCES, own_packs: Path | None = None) -> Game[Any]:
    """A fresh game object for ``game_id`` with its content loaded; ``own_packs``: a folder of the
    club's own quiz packs, offered next to those that come with the console."""
    if game_id == "spy":
        from rules.spy.game import SpyGame

        return SpyGame(load_decks(resources / "spy" / "decks"))
    if game_id == "suspi":
        from rules.suspi.game import SuspiGame

        return SuspiGame(load_suspi(resources / "suspi"))
    if game_id == "mafia":
        from rules.mafia.game import MafiaGame

        return MafiaGame(load_mafia_roles(resources / "mafia" / "roles.json"))
    if game_id == "quiz":
        from rules.quiz.game import QuizGame

        packs = load_packs(resources / "quiz" / "packs")
        if own_packs is not None:
            packs.update({k: v for k, v in load_packs(own_packs, skip_broken=True).items() if k not in packs})
        return QuizGame(packs)
    raise ValueError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}")
