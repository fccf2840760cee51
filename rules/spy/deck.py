"""The spy game's decks (SPY-03, SPY-14, SPY-15): parsing, validation and dealing roles.

A deck file (``gm_resources/spy/decks/<id>.json``) is a JSON object::

    {"format": 1, "id": "family",
     "name": {"uk": ..., "pl": ..., "ru": ..., "en": ...},
     "description": {"uk": ..., "pl": ..., "ru": ..., "en": ...},
     "locations": [
       {"id": "city_pool", "name": {...},
        "roles": [{"id": "lifeguard", "name": {...}}, ...]},
       ...]}

A deck may declare ``"extends": "<deck id>"``: it then lists only its own locations, each with
``"adult": true``, and the parsed deck holds the parent's locations first, then its own.

This module is pure: it takes already parsed JSON (:func:`parse_decks`) and never reads files.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.content import LANGUAGES, ContentError, NameIndex, check_fields, content_id, names

MIN_ROLES = 8
FAMILY_SIZE = 106  # SPY-03
FULL_SIZE = 131  # SPY-03
ADULT_SIZE = 25  # SPY-03
FORMAT = 1
FAMILY_ID = "family"
FULL_ID = "full"

_DECK_KEYS = frozenset({"format", "id", "name", "description", "extends", "locations"})
_LOCATION_KEYS = frozenset({"id", "name", "roles", "adult"})
_ROLE_KEYS = frozenset({"id", "name"})


@dataclass(frozen=True)
class Role:
    """A role a local sees next to the location (SPY-14), e.g. the lifeguard at the city pool."""

    id: str
    name: Mapping[str, str] = field(hash=False)  # language -> text


@dataclass(frozen=True)
class Location:
    """One card of a deck: a place and the roles of the people there."""

    id: str
    name: Mapping[str, str] = field(hash=False)
    roles: tuple[Role, ...]
    adult: bool = False


@dataclass(frozen=True)
class Deck:
    """A resolved deck: for an extending deck, the parent's locations come first, then its own."""

    id: str
    name: Mapping[str, str] = field(hash=False)
    description: Mapping[str, str] = field(hash=False)
    locations: tuple[Location, ...]
    _index: Mapping[str, Location] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {loc.id: loc for loc in self.locations})

    def ids(self) -> tuple[str, ...]:
        """The location ids, in deck order."""
        return tuple(self._index)

    def unused(self, used: frozenset[str]) -> int:
        """How many of the deck's locations are not in ``used`` (SPY-04: a location is dealt once
        a game)."""
        return len(self._index) - sum(1 for location_id in used if location_id in self._index)

    def location(self, location_id: str) -> Location:
        """The location with this id; KeyError if the deck has none."""
        try:
            return self._index[location_id]
        except KeyError:
            raise KeyError(f"deck {self.id!r} has no location {location_id!r}") from None

    def sorted_names(self, lang: str) -> list[tuple[str, str]]:
        """(id, name) of every location, in the alphabetical order of ``lang`` (SPY-15: the spy's list)."""
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
        pairs = [(loc.id, loc.name[lang]) for loc in self.locations]
        return sorted(pairs, key=lambda pair: (_collation_key(pair[1], lang), pair[0]))


# --- collation -------------------------------------------------------------------------------------

# The alphabets in their own order; letters not listed fall back to their base letter (é -> e), then
# come after the alphabet by code point. Russian ё sorts as е (a tie is broken by е before ё).
_ALPHABETS: Mapping[str, str] = {
    "uk": "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя",
    "pl": "aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż",
    "ru": "абвгдежзийклмнопрстуфхцчшщъыьэюя",
    "en": "abcdefghijklmnopqrstuvwxyz",
}
_SECONDARY: Mapping[str, Mapping[str, str]] = {"ru": {"ё": "е"}}
_SEPARATORS = frozenset(" \t\n\u00a0-\u2010\u2011\u2012\u2013\u2014/")
_SEPARATOR_RANK = 0
_DIGIT_RANK = 1
_LETTER_RANK = 100
_OTHER_RANK = 1000
_RANKS: Mapping[str, Mapping[str, int]] = {
    lang: {ch: _LETTER_RANK + i for i, ch in enumerate(alphabet)} for lang, alphabet in _ALPHABETS.items()
}

CollationKey = tuple[tuple[int, ...], tuple[int, ...], str]


def _collation_key(text: str, lang: str) -> CollationKey:
    """A sort key that follows the alphabet of ``lang``: Ukrainian ґ after г, є after е, і and ї after
    и; Polish ą, ć, ę, ł, ń, ó, ś, ź, ż after their base letters; Russian ё with е. Case and
    punctuation (quotes, apostrophes) are ignored; a space or hyphen sorts before any letter."""
    ranks = _RANKS[lang]
    aliases = _SECONDARY.get(lang, {})
    primary: list[int] = []
    secondary: list[int] = []
    last_separator = True  # leading separators are dropped, runs collapse to one
    for ch in text.lower():
        if ch in _SEPARATORS:
            if not last_separator:
                primary.append(_SEPARATOR_RANK)
                secondary.append(0)
            last_separator = True
            continue
        rank: int | None = None
        accent = 0
        if ch in ranks:
            rank = ranks[ch]
        elif ch in aliases:
            rank, accent = ranks[aliases[ch]], 1
        elif ch.isdecimal():
            rank = _DIGIT_RANK + unicodedata.decimal(ch)
        elif ch.isalpha():
            base = unicodedata.normalize("NFD", ch)[0]
            if base != ch and base in ranks:
                rank, accent = ranks[base], 2
            else:
                rank = _OTHER_RANK + ord(ch)
        if rank is None:  # punctuation, apostrophes, quotes
            continue
        primary.append(rank)
        secondary.append(accent)
        last_separator = False
    while primary and primary[-1] == _SEPARATOR_RANK:
        primary.pop()
        secondary.pop()
    return tuple(primary), tuple(secondary), text


# --- parsing ---------------------------------------------------------------------------------------


@dataclass
class _RawDeck:
    file: str
    id: str
    name: dict[str, str]
    description: dict[str, str]
    extends: str | None
    locations: list[Location]


def _stem(file: str) -> str:
    name = file.replace("\\", "/").rsplit("/", 1)[-1]
    return name[: -len(".json")] if name.endswith(".json") else name


def _role(raw: Any, index: int, file: str, where: str) -> Role:
    entry = f"{where}: role #{index + 1}"
    if not isinstance(raw, Mapping):
        raise ContentError(file, entry, "must be an object")
    role_id = content_id(raw.get("id"), file, entry)
    entry = f"{where}: role {role_id!r}"
    check_fields(raw, _ROLE_KEYS, file, entry)
    return Role(role_id, names(raw.get("name"), file, entry))


def _location(raw: Any, index: int, file: str) -> Location:
    entry = f"location #{index + 1}"
    if not isinstance(raw, Mapping):
        raise ContentError(file, entry, "must be an object")
    location_id = content_id(raw.get("id"), file, entry)
    entry = f"location {location_id!r}"
    check_fields(raw, _LOCATION_KEYS, file, entry)
    name = names(raw.get("name"), file, entry)
    adult = raw.get("adult", False)
    if not isinstance(adult, bool):
        raise ContentError(file, entry, "adult must be true or false")
    raw_roles = raw.get("roles")
    if not isinstance(raw_roles, list):
        raise ContentError(file, entry, "roles must be a list")
    if len(raw_roles) < MIN_ROLES:
        raise ContentError(file, entry, f"has {len(raw_roles)} roles; at least {MIN_ROLES} are needed")
    roles: list[Role] = []
    seen_ids: set[str] = set()
    role_names = NameIndex("role")
    for i, raw_role in enumerate(raw_roles):
        role = _role(raw_role, i, file, entry)
        if role.id in seen_ids:
            raise ContentError(file, f"{entry}: role {role.id!r}", "duplicate role id")
        seen_ids.add(role.id)
        role_names.add(role.id, role.name, file, f"{entry}: role {role.id!r}")
        roles.append(role)
    return Location(location_id, name, tuple(roles), adult)


def _raw_deck(file: str, doc: Any) -> _RawDeck:
    if not isinstance(doc, Mapping):
        raise ContentError(file, "deck", "must be a JSON object")
    if "format" not in doc:
        raise ContentError(file, "deck", "format missing")
    fmt = doc["format"]
    if isinstance(fmt, bool) or fmt != FORMAT:
        raise ContentError(file, "deck", f"format {fmt!r} is not supported (expected {FORMAT})")
    deck_id = content_id(doc.get("id"), file, "deck")
    if deck_id != _stem(file):
        raise ContentError(file, "deck", f"id {deck_id!r} does not match the file name")
    entry = f"deck {deck_id!r}"
    check_fields(doc, _DECK_KEYS, file, entry)
    name = names(doc.get("name"), file, entry)
    description = names(doc.get("description"), file, entry, "description")
    extends = doc.get("extends")
    if extends is not None and not isinstance(extends, str):
        raise ContentError(file, entry, "extends must be a deck id")
    raw_locations = doc.get("locations")
    if not isinstance(raw_locations, list):
        raise ContentError(file, entry, "locations must be a list")
    if not raw_locations and extends is None:
        raise ContentError(file, entry, "has no locations")
    locations = [_location(raw, i, file) for i, raw in enumerate(raw_locations)]
    return _RawDeck(file, deck_id, name, description, extends, locations)


def _resolution_order(raw: Mapping[str, _RawDeck]) -> list[str]:
    """Deck ids with every parent before its children; ContentError on an unknown parent or a cycle."""
    order: list[str] = []
    done: set[str] = set()
    for start in raw:
        chain: list[str] = []
        current: str | None = start
        while current is not None and current not in done:
            deck = raw[current]
            if current in chain:
                raise ContentError(deck.file, f"deck {current!r}", "extends itself through " + " -> ".join(chain))
            chain.append(current)
            parent = deck.extends
            if parent is not None and parent not in raw:
                raise ContentError(deck.file, f"deck {current!r}", f"extends unknown deck {parent!r}")
            current = parent
        for deck_id in reversed(chain):
            order.append(deck_id)
            done.add(deck_id)
    return order


def parse_decks(documents: Mapping[str, Any]) -> dict[str, Deck]:
    """documents: file name -> parsed JSON. Validates every rule and resolves ``extends``.

    Returns deck id -> Deck (an extending deck holds its parent's locations first). Raises
    :class:`~rules.core.content.ContentError` on the first problem. The release counts are checked separately by
    :func:`check_release_decks`, so small decks parse too."""
    raw: dict[str, _RawDeck] = {}
    for file, doc in documents.items():
        deck = _raw_deck(file, doc)
        if deck.id in raw:
            raise ContentError(file, f"deck {deck.id!r}", f"duplicate deck id (also in {raw[deck.id].file})")
        raw[deck.id] = deck

    seen_ids: dict[str, str] = {}  # location id -> file
    location_names = NameIndex("location")
    resolved: dict[str, Deck] = {}
    for deck_id in _resolution_order(raw):
        deck = raw[deck_id]
        for loc in deck.locations:
            entry = f"location {loc.id!r}"
            if loc.id in seen_ids:
                raise ContentError(deck.file, entry, f"duplicate location id (also in {seen_ids[loc.id]})")
            seen_ids[loc.id] = deck.file
            location_names.add(loc.id, loc.name, deck.file, entry)
            if deck.id == FAMILY_ID and loc.adult:
                raise ContentError(deck.file, entry, "the family deck may not hold adult locations")
            if deck.extends is not None and not loc.adult:
                raise ContentError(deck.file, entry, f"a deck extending {deck.extends!r} may only add adult locations")
        inherited = resolved[deck.extends].locations if deck.extends is not None else ()
        resolved[deck_id] = Deck(deck.id, deck.name, deck.description, tuple(inherited) + tuple(deck.locations))
    return {deck_id: resolved[deck_id] for deck_id in raw}


def check_release_decks(decks: Mapping[str, Deck]) -> None:
    """SPY-03: Family has exactly FAMILY_SIZE locations and none adult; Full has exactly FULL_SIZE,
    holds all of Family, and adds ADULT_SIZE adult locations. ContentError otherwise."""
    for deck_id in (FAMILY_ID, FULL_ID):
        if deck_id not in decks:
            raise ContentError(f"{deck_id}.json", f"deck {deck_id!r}", "missing")
    family, full = decks[FAMILY_ID], decks[FULL_ID]
    family_file, full_file = f"{FAMILY_ID}.json", f"{FULL_ID}.json"
    if len(family.locations) != FAMILY_SIZE:
        raise ContentError(family_file, "deck 'family'",
                           f"has {len(family.locations)} locations; expected {FAMILY_SIZE}")
    for loc in family.locations:
        if loc.adult:
            raise ContentError(family_file, f"location {loc.id!r}", "the family deck may not hold adult locations")
    if len(full.locations) != FULL_SIZE:
        raise ContentError(full_file, "deck 'full'", f"has {len(full.locations)} locations; expected {FULL_SIZE}")
    full_ids = set(full.ids())
    for loc in family.locations:
        if loc.id not in full_ids:
            raise ContentError(full_file, f"location {loc.id!r}", "is in the family deck but not in the full deck")
    family_ids = set(family.ids())
    own = [loc for loc in full.locations if loc.id not in family_ids]
    if len(own) != ADULT_SIZE:
        raise ContentError(full_file, "deck 'full'", f"adds {len(own)} locations to family; expected {ADULT_SIZE}")
    for loc in own:
        if not loc.adult:
            raise ContentError(full_file, f"location {loc.id!r}", "is added to family but is not adult")


# --- dealing ---------------------------------------------------------------------------------------


def roles_for_table(location: Location, player_count: int, rng: random.Random) -> list[Role]:
    """SPY-14: the roles dealt to ``player_count`` locals at a table.

    Distinct roles while the location has enough (a random pick, shuffled); for larger tables every
    role is used and the rest reused as evenly as possible (no role used twice more than another)."""
    if player_count < 0:
        raise ValueError(f"player_count must not be negative, got {player_count}")
    roles: Sequence[Role] = location.roles
    if not roles:
        raise ValueError(f"location {location.id!r} has no roles")
    full_rounds, rest = divmod(player_count, len(roles))
    dealt = list(roles) * full_rounds + rng.sample(list(roles), rest)
    rng.shuffle(dealt)
    return dealt
