"""SUSPI content: the villa's guests and rooms (SUS-07), parsed and validated.

``gm_resources/suspi/characters.json``::

    {"format": 1,
     "characters": [{"id": "countess", "name": {"uk": ..., "pl": ..., "ru": ..., "en": ...},
                     "description": {"uk": ..., "pl": ..., "ru": ..., "en": ...}}, ...]}

``gm_resources/suspi/rooms.json`` lists the rooms in the order they are opened (SUS-07), each with
its name and its locative, the words for "in that room" (PLT-15: "w Bibliotece", not "w pokoju
Biblioteka")::

    {"format": 1, "rooms": [{"id": "study", "name": {...}, "in": {"pl": "w Gabinecie", ...}}, ...]}

This module is pure: it takes already parsed JSON and never reads files. Every error names the
file and the entry (:class:`~rules.core.content.ContentError`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.content import ContentError, NameIndex, check_fields, content_id, names

FORMAT = 1
MIN_CHARACTERS = 18  # SUS-01: one guest per player, up to 18
MIN_ROOMS = 9  # SUS-07: the nine rooms of the villa
STUDY = "study"  # SUS-34: the Thief's room

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
    inside: Mapping[str, str] = field(hash=False, default_factory=dict)
    """The words for "in this room" in each language (the locative): "у Бібліотеці", "w Bibliotece"."""


@dataclass(frozen=True)
class Content:
    """What a SUSPI table is built with: its guests and its rooms in opening order."""

    characters: tuple[Character, ...]
    rooms: tuple[Room, ...]

    def character_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.characters)

    def room_ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.rooms)


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
    ident = content_id(item.get("id"), file, entry)
    check_fields(item, allowed, file, f"{kind} {ident!r}")
    if ident in seen:
        raise ContentError(file, f"{kind} {ident!r}", "duplicate id")
    seen.add(ident)
    return ident


def parse_characters(data: Any, file: str = "characters.json") -> tuple[Character, ...]:
    items = _document(data, file, "characters")
    seen: set[str] = set()
    character_names = NameIndex("character")
    out: list[Character] = []
    for i, item in enumerate(items):
        ident = _entry_id(item, file, "character", i, frozenset({"id", "name", "description"}), seen)
        entry = f"character {ident!r}"
        name = names(item.get("name"), file, entry)
        description = names(item.get("description"), file, entry, "description")
        character_names.add(ident, name, file, entry)
        out.append(Character(ident, name, description))
    if len(out) < MIN_CHARACTERS:
        raise ContentError(file, "characters", f"needs at least {MIN_CHARACTERS}, has {len(out)}")
    return tuple(out)


def parse_rooms(data: Any, file: str = "rooms.json") -> tuple[Room, ...]:
    items = _document(data, file, "rooms")
    seen: set[str] = set()
    out: list[Room] = []
    for i, item in enumerate(items):
        ident = _entry_id(item, file, "room", i, frozenset({"id", "name", "in"}), seen)
        out.append(Room(ident, names(item.get("name"), file, f"room {ident!r}"),
                        names(item.get("in"), file, f"room {ident!r}", "in")))
    if len(out) < MIN_ROOMS:
        raise ContentError(file, "rooms", f"needs at least {MIN_ROOMS}, has {len(out)}")
    if out[0].id != STUDY:
        raise ContentError(file, "rooms", f"the first room must be {STUDY!r} (SUS-07, SUS-34)")
    return tuple(out)


def parse_content(characters: Any, rooms: Any) -> Content:
    """Both documents, already parsed from JSON; ContentError names the file and entry."""
    return Content(parse_characters(characters), parse_rooms(rooms))
