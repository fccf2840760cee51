"""Counts in words by CLDR plural rules (PLT-15): Babel on the console, Intl.PluralRules on the
phones; every counted text gives exactly the plural categories of its language, and the console
picks the right one for each number."""

from __future__ import annotations

import pytest
from babel import Locale

from gm_console.plurals import categories, counted, forms
from rules.registry import IDS

from .tables import LANGS, console_table, phone_plurals

CLDR = {"uk": {"one", "few", "many", "other"}, "pl": {"one", "few", "many", "other"},
        "ru": {"one", "few", "many", "other"}, "en": {"one", "other"}}
"""What CLDR gives (through Babel): the test fails if a language's rules were hand-written instead."""


@pytest.mark.parametrize("lang", LANGS)
def test_babel_gives_each_language_its_cldr_categories(lang: str) -> None:  # PLT-15
    assert categories(lang) == CLDR[lang] == set(Locale.parse(lang).plural_form.tags) | {"other"}


def test_a_count_takes_the_form_its_number_wants() -> None:  # PLT-15
    uk = "one: %n голос | few: %n голоси | many: %n голосів | other: %n голосу"
    assert [counted(uk, n, "uk") for n in (1, 2, 5, 11, 21, 22, 25, 101, 111)] == [
        "1 голос", "2 голоси", "5 голосів", "11 голосів", "21 голос", "22 голоси", "25 голосів", "101 голос",
        "111 голосів"]
    pl = "one: %n głos | few: %n głosy | many: %n głosów | other: %n głosu"
    assert [counted(pl, n, "pl") for n in (1, 2, 5, 12, 21, 22)] == [
        "1 głos", "2 głosy", "5 głosów", "12 głosów", "21 głosów", "22 głosy"]
    assert counted("one: %n vote | other: %n votes", 1, "en") == "1 vote"
    assert counted("one: %n vote | other: %n votes", 0, "en") == "0 votes"
    assert counted("a plain text, %n", 3, "ru") == "a plain text, 3"


def test_every_counted_console_string_gives_its_languages_categories() -> None:  # PLT-15
    table = console_table(boards=True)
    counted_keys = [k for k in table["en"] if forms(k.split("|", 1)[1])]
    assert counted_keys, "the console has counted strings"
    for key in counted_keys:
        source = forms(key.split("|", 1)[1])
        assert set(source) == CLDR["en"], key
        for lang in LANGS:
            got = forms(table[lang][key])
            assert set(got) == CLDR[lang], (lang, key, sorted(got))
            if all("%n" in text for text in source.values()):  # the number shown: in every form too
                assert all("%n" in text for text in got.values()), (lang, key)
    assert not any("#" in k.rsplit("|", 1)[-1][-2:] for k in table["en"]), "no Qt numerus forms left"


@pytest.mark.parametrize("table", ["shell", *IDS])
def test_every_phone_plural_gives_its_languages_categories(table: str) -> None:  # PLT-15
    """A text that shows the number ({n}) words every category of its language; one that only
    says one or more (the spy or the spies who won, by their count) needs ``one`` and ``other``."""
    plurals = phone_plurals(table)
    for lang in LANGS:
        for key, by_form in plurals.get(lang, {}).items():
            shows_number = any("{n}" in text for text in by_form.values())
            wanted = CLDR[lang] if shows_number else {"one", "other"}
            assert set(by_form) == wanted, (table, lang, key, sorted(by_form))
