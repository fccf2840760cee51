"""SUSPI content: the villa's guests and rooms (SUS-07), parsed and validated.

``resources/suspi/characters.json``::

    {"format": 1,
     "characters": [{"id": "countess", "name": {"uk": ..., "pl": ..., "ru": ..., "en": ...},
                     "description": {"uk": ..., "pl": ..., "ru": ..., "en": ...}}, ...]}

``resources/suspi/rooms.json`` lists the rooms in the order they are opened (SUS-07)::

    {"format": 1, "rooms": [{"id": "study", "name": {...}}, ...]}

This module is pure: it takes already parsed JSON and never reads files. Every error names the
file and the entry (:class:`ContentError`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

LANGUAGES: tuple[str, ...] = ("uk", "pl", "ru", "en")
FORMAT = 1
MIN_CHARACTERS = 18  # SUS-01: one guest per player, up to 18
MIN_ROOMS = 9  # SUS-07: the nine rooms of the villa
STUDY = "study"  # SUS-34: the Thief's room

_ID = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")


class ContentError(ValueError):
    """A problem in a content document; ``str(e)`` names the file and the entry, e.g.
    ``characters.json: character 'countess': description missing 'pl'``."""

    def __init__(self, file: str, entry: str, message: str) -> None:
        super().__init__(file, entry, message)
        self.file = file
        self.entry = entry
        self.message = message

    def __str__(self) -> str:
        return f"{self.file}: {self.entry}: {self.message}"


@dataclass(frozen=True)
class Character:
    """A guest of the villa, 1932: a name and a one-line description in every language."""

    id: str
    name: Mapping[str, str] = field(hash=False)
    description: Mapping[str, str] = field(hash=False)


@dataclass(frozen=True)
class Room:
    id: str
    name: Mapping[str, str] = field(hash=False)


@dataclass(frozen=True)
class Content:
    """What a SUSPI table is built with: its guests and its rooms in opening order."""

    characters: tuple[Character, ...]
    rooms: tuple[Room, ...]

    def character_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.characters)

    def room_ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.rooms)


def _texts(value: Any, file: str, entry: str, what: str) -> dict[str, str]:
    if not isinstance(value, Mapping):
        raise ContentError(file, entry, f"{what} must be an object of languages")
    out: dict[str, str] = {}
    for lang in LANGUAGES:
        text = value.get(lang)
        if not isinstance(text, str) or not text.strip():
            raise ContentError(file, entry, f"{what} missing {lang!r}")
        out[lang] = text.strip()
    extra = sorted(str(k) for k in value if k not in LANGUAGES)
    if extra:
        raise ContentError(file, entry, f"{what} has unknown languages {extra}")
    return out


def _document(data: Any, file: str, key: str) -> list[Any]:
    if not isinstance(data, Mapping):
        raise ContentError(file, "document", "must be a JSON object")
    if data.get("format") != FORMAT:
        raise ContentError(file, "format", f"must be {FORMAT}")
    unknown = sorted(str(k) for k in data if k not in ("format", key))
    if unknown:
        raise ContentError(file, "document", f"unknown keys {unknown}")
    items = data.get(key)
    if not isinstance(items, list):
        raise ContentError(file, key, "must be a list")
    return items


def _entry_id(item: Any, file: str, kind: str, index: int, allowed: frozenset[str], seen: set[str]) -> str:
    entry = f"{kind} #{index + 1}"
    if not isinstance(item, Mapping):
        raise ContentError(file, entry, "must be an object")
    ident = item.get("id")
    if not isinstance(ident, str) or not _ID.fullmatch(ident):
        raise ContentError(file, entry, "id must be lowercase ascii words joined by _")
    unknown = sorted(str(k) for k in item if k not in allowed)
    if unknown:
        raise ContentError(file, f"{kind} {ident!r}", f"unknown keys {unknown}")
    if ident in seen:
        raise ContentError(file, f"{kind} {ident!r}", "duplicate id")
    seen.add(ident)
    return ident


def parse_characters(data: Any, file: str = "characters.json") -> tuple[Character, ...]:
    items = _document(data, file, "characters")
    seen: set[str] = set()
    names: dict[str, str] = {}
    out: list[Character] = []
    for i, item in enumerate(items):
        ident = _entry_id(item, file, "character", i, frozenset({"id", "name", "description"}), seen)
        entry = f"character {ident!r}"
        name = _texts(item.get("name"), file, entry, "name")
        description = _texts(item.get("description"), file, entry, "description")
        for lang, text in name.items():
            key = f"{lang}:{text.casefold()}"
            if key in names:
                raise ContentError(file, entry, f"name {text!r} ({lang}) repeats {names[key]!r}")
            names[key] = ident
        out.append(Character(ident, name, description))
    if len(out) < MIN_CHARACTERS:
        raise ContentError(file, "characters", f"needs at least {MIN_CHARACTERS}, has {len(out)}")
    return tuple(out)


def parse_rooms(data: Any, file: str = "rooms.json") -> tuple[Room, ...]:
    items = _document(data, file, "rooms")
    seen: set[str] = set()
    out: list[Room] = []
    for i, item in enumerate(items):
        ident = _entry_id(item, file, "room", i, frozenset({"id", "name"}), seen)
        out.append(Room(ident, _texts(item.get("name"), file, f"room {ident!r}", "name")))
    if len(out) < MIN_ROOMS:
        raise ContentError(file, "rooms", f"needs at least {MIN_ROOMS}, has {len(out)}")
    if out[0].id != STUDY:
        raise ContentError(file, "rooms", f"the first room must be {STUDY!r} (SUS-07, SUS-34)")
    return tuple(out)


def parse_content(characters: Any, rooms: Any) -> Content:
    """Both documents, already parsed from JSON; ContentError names the file and entry."""
    return Content(parse_characters(characters), parse_rooms(rooms))
