"""Grammar that does not need what the console cannot know (PLT-15): no text asks for a player's
gender with alternate endings ("вибув(-ла)", "odpadł(a)"), and no nickname is put where its language
would decline it ("звинувачує гравця Оля", "с игроком {name}"): the name stays in the nominative."""

from __future__ import annotations

import re

from .tables import console_table, phone_tables

GENDER_ALTERNATES = re.compile(r"[^\W\d_]\((?:-?[^\W\d_]{1,5})\)")
"""A word with a bracketed ending: "був(-ла)", "выбыл(а)", "Byłeś(-aś)"."""
DECLINED_NAME = re.compile(
    r"\b(?:з|із|зі|для|від|до|про|гравця|гравцю|гравцем|с|со|для|от|к|у|об|игрока|игроку|игроком|przez|dla|z|ze|od|do|"
    r"gracza|graczowi|graczem)\s+\{(?:name|names|a|b)\}", re.IGNORECASE)
"""A name placeholder after a word that declines it."""


def test_no_text_needs_a_players_gender() -> None:  # PLT-15
    found = [f"{game} {lang} {key}: {text}" for game, table in phone_tables().items() for lang in ("uk", "pl", "ru")
             for key, text in table[lang].items() if GENDER_ALTERNATES.search(text)]
    table = console_table()
    found += [f"console {lang} {key}: {text}" for lang in ("uk", "pl", "ru") for key, text in table[lang].items()
              if GENDER_ALTERNATES.search(text)]
    assert not found, "\n".join(found)


def test_no_nickname_is_declined() -> None:  # PLT-15
    found = [f"{game} {lang} {key}: {text}" for game, table in phone_tables().items() for lang in ("uk", "pl", "ru")
             for key, text in table[lang].items() if DECLINED_NAME.search(text)]
    assert not found, "\n".join(found)


def test_the_checks_catch_what_issue_14_found() -> None:  # PLT-15
    assert GENDER_ALTERNATES.search("Ти був(-ла) у кімнаті") and GENDER_ALTERNATES.search("odpadł(a)")
    assert not GENDER_ALTERNATES.search("Dwóch szpiegów (od %n gracza)")
    assert DECLINED_NAME.search("Проведи ночь с игроком {name}") and DECLINED_NAME.search("z graczem {name}")
    assert not DECLINED_NAME.search("{name}: усыпить?")
