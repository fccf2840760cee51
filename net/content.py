"""Game content on disk (spy decks, SUSPI's guests and rooms, the mafia role catalog, quiz packs)
and the games on offer.

Reading files happens here, validation in the games' pure modules: a broken file gives an error
that names the file and the entry (``rules.spy.deck.DeckError``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rules.core import Game

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
GAMES = ("spy", "suspi", "mafia", "quiz")
"""The games a table can be opened for, in the order the console offers them."""


def load_decks(folder: Path = RESOURCES / "spy" / "decks") -> dict[str, Any]:
    """Every spy deck in ``folder`` (``*.json``), validated."""
    from rules.spy.deck import DeckError, parse_decks

    documents: dict[str, Any] = {}
    for path in sorted(folder.glob("*.json")):
        try:
            documents[path.name] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise DeckError(path.name, "file", f"cannot be read as JSON: {exc}") from exc
    decks: dict[str, Any] = parse_decks(documents)
    return decks


def _json(path: Path, error: Callable[[str, str, str], ValueError]) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise error(path.name, "file", f"cannot be read as JSON: {exc}") from exc


def load_suspi(folder: Path = RESOURCES / "suspi") -> Any:
    """SUSPI's guests and rooms (SUS-07), validated."""
    from rules.suspi.content import ContentError, parse_content

    return parse_content(_json(folder / "characters.json", ContentError), _json(folder / "rooms.json", ContentError))


def load_mafia_roles(path: Path = RESOURCES / "mafia" / "roles.json") -> dict[str, Any]:
    """The club's role catalog (MAF-04, MAF-05), validated."""
    from rules.mafia.roles import CatalogError, parse_catalog

    return dict(parse_catalog(_json(path, CatalogError), path.name))


def load_packs(folder: Path = RESOURCES / "quiz" / "packs") -> dict[str, Any]:
    """Every quiz pack in ``folder`` (``*.json``), validated; an error names the file (QZ-31)."""
    from rules.quiz.pack import PackError, parse_pack

    packs: dict[str, Any] = {}
    for path in sorted(folder.glob("*.json")):
        try:
            pack = parse_pack(_json(path, lambda file, entry, message: PackError(message)))
        except PackError as exc:
            raise PackError(f"{path.name}: {exc}") from exc
        packs[pack.id] = pack
    return packs


def make_game(game_id: str, resources: Path = RESOURCES) -> Game[Any]:
    """A fresh game object for ``game_id`` with its content loaded."""
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

        return QuizGame(load_packs(resources / "quiz" / "packs"))
    raise ValueError(f"unknown game {game_id!r}; known: {', '.join(GAMES)}")
