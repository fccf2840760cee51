"""SUSPI content: the villa's guests and rooms in every language (SUS-07, PLT-15)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from rules.core.content import LANGUAGES, ContentError
from rules.suspi.content import parse_characters, parse_rooms

from .tables import ROOMS, content, load


def test_every_language_is_complete_and_there_are_18_guests_or_more() -> None:  # SUS-01, PLT-15
    c = content()
    assert len(c.characters) >= 18
    for ch in c.characters:
        assert set(ch.name) == set(LANGUAGES) and set(ch.description) == set(LANGUAGES)
        assert all(ch.name[lang].strip() and ch.description[lang].strip() for lang in LANGUAGES)
        assert all("\n" not in ch.description[lang] for lang in LANGUAGES)  # one line each
    for room in c.rooms:
        assert set(room.name) == set(LANGUAGES)


def test_rooms_are_the_villas_nine_in_the_books_order() -> None:  # SUS-07
    c = content()
    assert list(c.room_ids()) == ROOMS
    assert [r.name["pl"] for r in c.rooms] == [
        "Gabinet", "Biblioteka", "Oranżeria", "Kuchnia", "Archiwum", "Piwnica", "Strych", "Pracownia", "Kaplica",
    ]


def _broken(doc: Any, path: list[Any], value: Any) -> Any:
    out = copy.deepcopy(doc)
    node = out
    for key in path[:-1]:
        node = node[key]
    if value is KeyError:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return out


@pytest.mark.parametrize(
    ("path", "value", "needle"),
    [
        (["characters", 0, "description", "pl"], KeyError, "characters.json: character 'countess': description missing 'pl'"),
        (["characters", 1, "id"], "countess", "character 'countess': duplicate id"),
        (["characters", 2, "id"], "Bad Id", "characters.json: character #3: bad id 'Bad Id'"),
        (["characters", 3, "name"], "Leon", "character 'banker': name must be an object"),
        (["characters", 4, "extra"], 1, "character 'doctor_guest': unknown field 'extra'"),
        (["format"], 2, "characters.json: format: must be 1"),
    ],
)
def test_character_errors_name_the_file_and_the_entry(path: list[Any], value: Any, needle: str) -> None:
    with pytest.raises(ContentError) as caught:
        parse_characters(_broken(load("characters.json"), path, value))
    assert needle in str(caught.value)


def test_too_few_characters_or_rooms_are_refused() -> None:  # SUS-01, SUS-07
    doc = load("characters.json")
    doc["characters"] = doc["characters"][:17]
    with pytest.raises(ContentError, match="at least 18"):
        parse_characters(doc)
    rooms = load("rooms.json")
    with pytest.raises(ContentError, match=r"rooms.json: room 'study': name missing 'en'"):
        parse_rooms(_broken(rooms, ["rooms", 0, "name", "en"], KeyError))
    rooms["rooms"] = rooms["rooms"][1:] + rooms["rooms"][:1]
    with pytest.raises(ContentError, match="first room must be 'study'"):
        parse_rooms(rooms)


def test_each_room_has_its_locative_in_every_language() -> None:  # SUS-07, PLT-15
    """PLT-15: "in the room" is the room's own locative ("w Bibliotece"), a preposition and the
    room's name declined, in every language; a room without it is refused, naming the file and room."""
    prepositions = {"uk": ("у ", "в ", "на "), "pl": ("w ", "na "), "ru": ("в ", "на "), "en": ("in the ",)}
    for room in content().rooms:
        assert set(room.inside) == set(LANGUAGES), room.id
        for lang in LANGUAGES:
            assert room.inside[lang].startswith(prepositions[lang]), (room.id, lang, room.inside[lang])
    assert content().rooms[1].inside["pl"] == "w Bibliotece"
    doc = copy.deepcopy(load("rooms.json"))
    del doc["rooms"][2]["in"]["ru"]
    with pytest.raises(ContentError, match=r"rooms\.json: room 'conservatory': in missing 'ru'"):
        parse_rooms(doc)
