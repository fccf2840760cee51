"""The spy decks: the real Family and Full files (SPY-03), the roles dealt to locals (SPY-14) and the
spy's alphabetical list of locations (SPY-15), plus the validator's errors on broken documents."""

from __future__ import annotations

import copy
import json
import random
import re
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from rules.core.content import ContentError
from rules.spy.deck import (
    ADULT_SIZE,
    FAMILY_SIZE,
    FULL_SIZE,
    LANGUAGES,
    MIN_ROLES,
    Deck,
    Location,
    Role,
    check_release_decks,
    parse_decks,
    roles_for_table,
)

ROOT = Path(__file__).resolve().parents[3]
DECKS_DIR = ROOT / "gm_resources" / "spy" / "decks"
SNAKE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")

# The alphabets, written out here on their own so the deck's collation is checked against them.
ALPHABETS = {
    "uk": "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя",
    "pl": "aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż",
    "ru": "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
    "en": "abcdefghijklmnopqrstuvwxyz",
}


def load_documents() -> dict[str, Any]:
    return {path.name: json.loads(path.read_text(encoding="utf-8")) for path in sorted(DECKS_DIR.glob("*.json"))}


@pytest.fixture(scope="module")
def documents() -> dict[str, Any]:
    return load_documents()


@pytest.fixture(scope="module")
def decks(documents: dict[str, Any]) -> dict[str, Deck]:
    return parse_decks(documents)


# --- the real decks --------------------------------------------------------------------------------


def test_files_are_the_two_release_decks(documents: dict[str, Any]) -> None:  # SPY-03
    """SPY-03: family.json and full.json; full declares it extends family."""
    assert {"family.json", "full.json"} <= set(documents)
    assert documents["family.json"]["id"] == "family"
    assert documents["full.json"]["id"] == "full"
    assert documents["full.json"]["extends"] == "family"
    assert "extends" not in documents["family.json"]
    assert len(documents["full.json"]["locations"]) == ADULT_SIZE
    assert all(loc.get("adult") is True for loc in documents["full.json"]["locations"])


def test_deck_sizes(decks: dict[str, Deck]) -> None:  # SPY-03
    """SPY-03: Family has 106 locations, Full 131 (Family plus 25 adult)."""
    assert (FAMILY_SIZE, FULL_SIZE, ADULT_SIZE) == (106, 131, 25)
    assert len(decks["family"].locations) == 106
    assert len(decks["full"].locations) == 131
    check_release_decks(decks)


def test_family_is_a_subset_of_full(decks: dict[str, Deck]) -> None:  # SPY-03
    """SPY-03: Full holds every Family location (first, in the same order), and adds 25 adult ones."""
    family, full = decks["family"], decks["full"]
    assert set(family.ids()) < set(full.ids())
    assert full.ids()[: len(family.ids())] == family.ids()
    for loc in family.locations:
        assert full.location(loc.id) == loc
    added = [loc for loc in full.locations if loc.id not in set(family.ids())]
    assert len(added) == 25
    assert all(loc.adult for loc in added)


def test_no_adult_location_in_family(decks: dict[str, Deck]) -> None:  # SPY-03
    """SPY-03: Family has no alcohol or nightlife: no location marked adult."""
    assert not [loc.id for loc in decks["family"].locations if loc.adult]
    assert sum(loc.adult for loc in decks["full"].locations) == ADULT_SIZE


def test_ids_are_snake_case_and_unique(decks: dict[str, Deck]) -> None:  # SPY-03
    full = decks["full"]
    assert len(set(full.ids())) == len(full.ids())
    for loc in full.locations:
        assert SNAKE.fullmatch(loc.id), loc.id
        role_ids = [role.id for role in loc.roles]
        assert len(set(role_ids)) == len(role_ids), loc.id
        for role_id in role_ids:
            assert SNAKE.fullmatch(role_id), (loc.id, role_id)


def test_every_language_is_complete(decks: dict[str, Deck]) -> None:  # SPY-14
    """SPY-14: a local may read the location and role in any of uk, pl, ru, en."""
    for deck in decks.values():
        for lang in LANGUAGES:
            assert deck.name[lang].strip() and deck.description[lang].strip()
        for loc in deck.locations:
            for lang in LANGUAGES:
                assert loc.name[lang].strip(), (loc.id, lang)
                for role in loc.roles:
                    assert role.name[lang].strip(), (loc.id, role.id, lang)


def test_names_are_written_in_their_own_script(decks: dict[str, Deck]) -> None:  # SPY-14
    """SPY-14: Ukrainian and Russian names in Cyrillic, Polish and English in Latin letters."""
    cyrillic = re.compile(r"[\u0400-\u04ff]")
    latin = re.compile(r"[A-Za-z]")
    for loc in decks["full"].locations:
        names: list[Mapping[str, str]] = [loc.name, *(role.name for role in loc.roles)]
        for name in names:
            assert not latin.search(name["uk"]) and cyrillic.search(name["uk"]), name
            assert not latin.search(name["ru"]) and cyrillic.search(name["ru"]), name
            assert not cyrillic.search(name["pl"]), name
            assert not cyrillic.search(name["en"]), name
            assert not re.search(r"[ыэъё]", name["uk"].lower()), name
            assert not re.search(r"[іїєґ]", name["ru"].lower()), name


def test_at_least_eight_roles_everywhere(decks: dict[str, Deck]) -> None:  # SPY-14
    """SPY-14: every location has at least MIN_ROLES (8) roles."""
    assert MIN_ROLES == 8
    for loc in decks["full"].locations:
        assert len(loc.roles) >= MIN_ROLES, loc.id


def test_no_duplicate_location_names_per_language(decks: dict[str, Deck]) -> None:  # SPY-15
    """SPY-15: the spy's list never shows the same name twice, in any language."""
    for lang in LANGUAGES:
        names = [loc.name[lang].casefold() for loc in decks["full"].locations]
        repeated = [name for name, n in Counter(names).items() if n > 1]
        assert not repeated, (lang, repeated)


def test_no_duplicate_role_names_within_a_location(decks: dict[str, Deck]) -> None:  # SPY-14
    for loc in decks["full"].locations:
        for lang in LANGUAGES:
            names = [role.name[lang].casefold() for role in loc.roles]
            assert len(set(names)) == len(names), (loc.id, lang)


# --- the spy's list (SPY-15) -----------------------------------------------------------------------


def _first_letter_rank(name: str, lang: str) -> int:
    first = next(ch for ch in name.lower() if ch.isalpha())
    if lang == "ru" and first == "ё":
        first = "е"
    return ALPHABETS[lang].index(first)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sorted_list_is_alphabetical(decks: dict[str, Deck], lang: str) -> None:  # SPY-15
    """SPY-15: the spy sees every location of the deck once, in alphabetical order of their language."""
    for deck in decks.values():
        listed = deck.sorted_names(lang)
        assert sorted(i for i, _ in listed) == sorted(deck.ids())
        assert all(name == deck.location(i).name[lang] for i, name in listed)
        ranks = [_first_letter_rank(name, lang) for _, name in listed]
        assert ranks == sorted(ranks), [name for _, name in listed]


def _order(deck: Deck, lang: str) -> list[str]:
    return [name for _, name in deck.sorted_names(lang)]


def test_known_orderings_in_the_real_decks(decks: dict[str, Deck]) -> None:  # SPY-15
    """SPY-15: Polish Ł after L and Ś after S (not after Z); Ukrainian і after и; Russian ъ after у."""
    full = decks["full"]
    pl = _order(full, "pl")
    assert pl.index("Lotnisko") < pl.index("Łaźnia parowa") < pl.index("Miejski basen")
    assert pl.index("Szybkie randki") < pl.index("Średniowieczny zamek") < pl.index("Targi międzynarodowe")
    assert pl.index("Wesołe miasteczko") < pl.index("Wędkowanie pod lodem") < pl.index("Więzienie")
    uk = _order(full, "uk")
    assert uk.index("Будинок культури") < uk.index("Будівництво")  # и before і
    assert uk.index("Вугільна шахта") < uk.index("В’язниця")  # the apostrophe is not a letter
    assert uk.index("Спорт-бар") < uk.index("Спортзал")  # a hyphen sorts before any letter
    ru = _order(full, "ru")
    assert ru.index("Супермаркет") < ru.index("Съёмочная площадка") < ru.index("Тату-салон")
    assert ru.index("Аукционный дом") < ru.index("Аэропорт")  # у before э
    en = _order(full, "en")
    assert en.index("Car repair shop") < en.index("Casino")  # a space sorts before any letter


def _names(uk: str, pl: str, ru: str, en: str) -> dict[str, str]:
    return {"uk": uk, "pl": pl, "ru": ru, "en": en}


def _tiny_location(loc_id: str, name: dict[str, str], adult: bool = False) -> dict[str, Any]:
    roles = [
        {"id": f"role_{i}", "name": _names(f"Роль {i}", f"Rola {i}", f"Роль {i}", f"Role {i}")}
        for i in range(MIN_ROLES)
    ]
    loc: dict[str, Any] = {"id": loc_id, "name": name, "roles": roles}
    if adult:
        loc["adult"] = True
    return loc


def test_collation_of_the_special_letters() -> None:  # SPY-15
    """SPY-15: Ukrainian Ґ after Г, Є after Е, І and Ї after И; Polish Ą, Ć, Ę, Ł, Ń, Ó, Ś, Ź, Ż after
    their base letters; Russian Ё with Е (not before А, as code points would put it)."""
    rows = [
        ("a", _names("Ґанок", "Łąka", "Ёлка", "Éclair")),
        ("b", _names("Гора", "Lody", "Ель", "Eagle")),
        ("c", _names("Дім", "Mak", "Еда", "Fig")),
        ("d", _names("Їжак", "Żaba", "Жук", "Zoo")),
        ("e", _names("Іній", "Źrebię", "Юла", "Yard")),
        ("f", _names("Инший", "Zupa", "Эхо", "Apple")),
        ("g", _names("Єнот", "Ósemka", "Яма", "Banana")),
        ("h", _names("Ехо", "Owca", "Ёж", "Ear")),
        ("i", _names("Жук", "Ćma", "Ежевика", "Dog")),
        ("j", _names("Яма", "Cebula", "Аист", "Cat")),
    ]
    doc = {
        "format": 1,
        "id": "letters",
        "name": _names("Літери", "Litery", "Буквы", "Letters"),
        "description": _names("Тест", "Test", "Тест", "Test"),
        "locations": [_tiny_location(i, name) for i, name in rows],
    }
    deck = parse_decks({"letters.json": doc})["letters"]
    assert _order(deck, "uk") == ["Гора", "Ґанок", "Дім", "Ехо", "Єнот", "Жук", "Инший", "Іній", "Їжак", "Яма"]
    assert _order(deck, "pl") == [
        "Cebula", "Ćma", "Lody", "Łąka", "Mak", "Owca", "Ósemka", "Zupa", "Źrebię", "Żaba",
    ]  # fmt: skip
    assert _order(deck, "ru") == ["Аист", "Еда", "Ёж", "Ежевика", "Ёлка", "Ель", "Жук", "Эхо", "Юла", "Яма"]
    assert _order(deck, "en") == [
        "Apple", "Banana", "Cat", "Dog", "Eagle", "Ear", "Éclair", "Fig", "Yard", "Zoo",
    ]  # fmt: skip
    with pytest.raises(ValueError):
        deck.sorted_names("de")


# --- broken documents ------------------------------------------------------------------------------


def _small_documents() -> dict[str, Any]:
    """A family deck of 3 and a full deck adding 1 adult location: valid, though not release sized."""
    family = {
        "format": 1,
        "id": "family",
        "name": _names("Сімейна", "Rodzinna", "Семейная", "Family"),
        "description": _names("Опис", "Opis", "Описание", "Description"),
        "locations": [
            _tiny_location("city_pool", _names("Басейн", "Basen", "Бассейн", "Pool")),
            _tiny_location("dacha", _names("Дача", "Działka", "Дача", "Cottage")),
            _tiny_location("zoo", _names("Зоопарк", "Zoo", "Зоопарк", "Zoo")),
        ],
    }
    full = {
        "format": 1,
        "id": "full",
        "extends": "family",
        "name": _names("Повна", "Pełna", "Полная", "Full"),
        "description": _names("Опис", "Opis", "Описание", "Description"),
        "locations": [_tiny_location("casino", _names("Казино", "Kasyno", "Казино", "Casino"), adult=True)],
    }
    return {"family.json": family, "full.json": full}


def test_small_documents_parse_and_resolve_extends() -> None:
    decks = parse_decks(_small_documents())
    assert decks["family"].ids() == ("city_pool", "dacha", "zoo")
    assert decks["full"].ids() == ("city_pool", "dacha", "zoo", "casino")
    assert decks["full"].location("casino").adult
    with pytest.raises(KeyError):
        decks["family"].location("casino")
    with pytest.raises(ContentError) as caught:
        check_release_decks(decks)  # SPY-03: the exact sizes are for the release decks only
    assert caught.value.file == "family.json"
    assert "106" in str(caught.value)


def _raises(documents: dict[str, Any], file: str, entry: str, words: str) -> ContentError:
    with pytest.raises(ContentError) as caught:
        parse_decks(documents)
    error = caught.value
    assert error.file == file
    assert error.entry == entry
    assert str(error).startswith(f"{file}: {entry}: ")
    assert words in error.message, error.message
    return error


def test_error_missing_language() -> None:
    docs = _small_documents()
    del docs["family.json"]["locations"][1]["roles"][2]["name"]["pl"]
    error = _raises(docs, "family.json", "location 'dacha': role 'role_2'", "name missing 'pl'")
    assert str(error) == "family.json: location 'dacha': role 'role_2': name missing 'pl'"


def test_error_missing_language_in_location_and_deck_names() -> None:
    docs = _small_documents()
    docs["full.json"]["locations"][0]["name"]["en"] = " "
    _raises(docs, "full.json", "location 'casino'", "'en' is empty")
    docs = _small_documents()
    del docs["family.json"]["description"]["uk"]
    _raises(docs, "family.json", "deck 'family'", "description missing 'uk'")


def test_error_duplicate_location_id_across_decks() -> None:
    docs = _small_documents()
    docs["full.json"]["locations"][0]["id"] = "zoo"
    _raises(docs, "full.json", "location 'zoo'", "duplicate location id")


def test_error_duplicate_location_id_within_a_deck() -> None:
    docs = _small_documents()
    docs["family.json"]["locations"][2]["id"] = "dacha"
    _raises(docs, "family.json", "location 'dacha'", "duplicate location id")


def test_error_duplicate_role_id_and_name() -> None:
    docs = _small_documents()
    docs["family.json"]["locations"][0]["roles"][3]["id"] = "role_1"
    _raises(docs, "family.json", "location 'city_pool': role 'role_1'", "duplicate role id")
    docs = _small_documents()
    docs["family.json"]["locations"][0]["roles"][3]["name"]["ru"] = "роль 1"
    _raises(docs, "family.json", "location 'city_pool': role 'role_3'", "repeats role 'role_1'")


def test_error_duplicate_location_name_case_insensitive() -> None:
    docs = _small_documents()
    docs["full.json"]["locations"][0]["name"]["pl"] = "BASEN"
    _raises(docs, "full.json", "location 'casino'", "repeats location 'city_pool'")


def test_error_five_roles() -> None:
    docs = _small_documents()
    docs["family.json"]["locations"][2]["roles"] = docs["family.json"]["locations"][2]["roles"][:5]
    _raises(docs, "family.json", "location 'zoo'", "has 5 roles")


def test_error_family_with_adult() -> None:
    docs = _small_documents()
    docs["family.json"]["locations"][1]["adult"] = True
    _raises(docs, "family.json", "location 'dacha'", "adult")


def test_error_extending_deck_adds_a_non_adult_location() -> None:
    docs = _small_documents()
    del docs["full.json"]["locations"][0]["adult"]
    _raises(docs, "full.json", "location 'casino'", "only add adult")


def test_error_bad_extends() -> None:
    docs = _small_documents()
    docs["full.json"]["extends"] = "kids"
    _raises(docs, "full.json", "deck 'full'", "extends unknown deck 'kids'")
    docs = _small_documents()
    docs["full.json"]["extends"] = "full"
    _raises(docs, "full.json", "deck 'full'", "extends itself")


def test_error_bad_format() -> None:
    docs = _small_documents()
    docs["full.json"]["format"] = 2
    _raises(docs, "full.json", "deck", "format 2")
    docs = _small_documents()
    del docs["family.json"]["format"]
    _raises(docs, "family.json", "deck", "format missing")


def test_error_id_must_match_the_file_and_be_snake_case() -> None:
    docs = _small_documents()
    docs["family.json"]["id"] = "familia"
    _raises(docs, "family.json", "deck", "does not match")
    docs = _small_documents()
    docs["family.json"]["locations"][0]["id"] = "City-Pool"
    _raises(docs, "family.json", "location #1", "snake_case")


def test_error_locations_not_a_list_and_unknown_field() -> None:
    docs = _small_documents()
    docs["family.json"]["locations"] = {"zoo": {}}
    _raises(docs, "family.json", "deck 'family'", "locations must be a list")
    docs = _small_documents()
    docs["full.json"]["locations"][0]["adlut"] = True
    _raises(docs, "full.json", "location 'casino'", "unknown field 'adlut'")


def test_release_check_on_broken_real_decks(documents: dict[str, Any]) -> None:  # SPY-03
    """SPY-03: dropping one Family location is caught by the release check, not by parsing."""
    docs = copy.deepcopy(documents)
    docs["family.json"]["locations"].pop()
    decks = parse_decks(docs)
    with pytest.raises(ContentError) as caught:
        check_release_decks(decks)
    assert str(caught.value).startswith("family.json: deck 'family': has 105 locations")


# --- roles at the table (SPY-14) -------------------------------------------------------------------


def _location_with(n_roles: int) -> Location:
    roles = tuple(Role(f"r{i}", _names(f"р{i}", f"r{i}", f"р{i}", f"r{i}")) for i in range(n_roles))
    return Location("spot", _names("Місце", "Miejsce", "Место", "Spot"), roles)


def test_ten_players_at_eight_roles_use_every_role_at_most_twice() -> None:  # SPY-14
    """SPY-14: with more locals than roles, every role is dealt and none more than twice."""
    location = _location_with(8)
    for seed in range(50):
        dealt = roles_for_table(location, 10, random.Random(seed))
        counts = Counter(role.id for role in dealt)
        assert len(dealt) == 10
        assert set(counts) == {role.id for role in location.roles}
        assert max(counts.values()) == 2


def test_five_players_get_five_distinct_roles() -> None:  # SPY-14
    location = _location_with(8)
    for seed in range(50):
        dealt = roles_for_table(location, 5, random.Random(seed))
        assert len(dealt) == 5
        assert len({role.id for role in dealt}) == 5
        assert all(role in location.roles for role in dealt)


def test_roles_are_deterministic_for_a_seed() -> None:  # SPY-14
    location = _location_with(9)
    first = [r.id for r in roles_for_table(location, 7, random.Random(1234))]
    again = [r.id for r in roles_for_table(location, 7, random.Random(1234))]
    assert first == again
    others = {tuple(r.id for r in roles_for_table(location, 7, random.Random(s))) for s in range(20)}
    assert len(others) > 1  # the seed matters


def test_roles_are_even_for_any_table_at_every_real_location(decks: dict[str, Deck]) -> None:  # SPY-14
    rng = random.Random(7)
    for loc in decks["full"].locations:
        for players in range(0, 3 * len(loc.roles) + 2):
            dealt = roles_for_table(loc, players, rng)
            assert len(dealt) == players
            counts = Counter(role.id for role in dealt)
            if players <= len(loc.roles):
                assert max(counts.values(), default=0) <= 1
            else:
                assert len(counts) == len(loc.roles)
                assert max(counts.values()) - min(counts.values()) <= 1
    with pytest.raises(ValueError):
        roles_for_table(decks["full"].locations[0], -1, rng)
