"""Grammar that does not need what the console cannot know (PLT-15): no text asks for a player's
gender with alternate endings ("вибув(-ла)", "odpadł(a)"), and no nickname is put where its language
would decline it ("звинувачує гравця Оля", "с игроком {name}"): the name stays in the nominative."""

from __future__ import annotations

import re

from rules.registry import IDS

from .tables import ROOT, Table, console_table, content_table, phone_tables, words_table

GENDER_ALTERNATES = re.compile(r"[^\W\d_]\((?:-?[^\W\d_]{1,5})\)")
"""A word with a bracketed ending: "був(-ла)", "выбыл(а)", "Byłeś(-aś)"."""
DECLINED_NAME = re.compile(
    r"\b(?:з|із|зі|для|від|до|про|гравця|гравцю|гравцем|с|со|для|от|к|у|об|игрока|игроку|игроком|przez|dla|z|ze|od|do|"
    r"gracza|graczowi|graczem)\s+\{(?:name|names|a|b)\}", re.IGNORECASE)
"""A name placeholder after a word that declines it."""
PAST_TO_YOU = {
    "ru": re.compile(r"(?<!\w)[Тт]ы(?:\s+(?:уже|ещё|не|сам|сама|только что))*\s+[^\W\d_]{2,}(?:л|ла|лся|лась)(?!\w)"),
    "uk": re.compile(r"(?<!\w)[Тт]и(?:\s+(?:вже|уже|ще|не|сам|сама|щойно))*\s+[^\W\d_]{2,}(?:в|ла|вся|лася)(?!\w)"),
    "pl": re.compile(r"[^\W\d_]{2,}(?:łeś|łaś|łbyś|łabyś)(?!\w)"),
}
"""A past tense said to the player ("Себя ты уже защищала", "ти захищала", "chroniłaś"): in Russian,
Ukrainian and Polish it has a gender, and the console does not know the player's."""
MASCULINE_READY = re.compile(r"(?<!\w)(?:Готовий|Ще не готовий)(?!\w)")
"""Ukrainian «Готовий» on a button every player presses: «Готово»."""
VILLA_MISSPELT = re.compile(r"(?<!\w)[Вв]іл(?:а|и|у|і|ою)(?!\w)")
"""«Віла/вілу»: the villa is «Вілла» in Ukrainian (SUSPI's «Willa»)."""
POSSESS_WITH_ACCUSATIVE = {
    "uk": re.compile(r"(?<!\w)(?:[Тт]ебе|[Нн]ікого|[Кк]огось)(?!\w)[^.;:!?]*оволод|оволод\w*[^.;:!?]*(?<!\w)(?:тебе|нікого|когось)(?!\w)"),
    "ru": re.compile(r"(?<!\w)(?:[Тт]ебя|[Нн]икого|[Кк]ого-то)(?!\w)[^.;:!?]*(?:овлад|одерж[иа]т)|"
                     r"(?:овлад\w*|одерж[иа]т)[^.;:!?]*(?<!\w)(?:тебя|никого|кого-то)(?!\w)|(?<!\w)одерж[иа]т(?!\w)"),
}
"""«оволодіти/овладеть» take the instrumental («Тобою оволоділи», «ніким не оволодіють», «никем не овладеют»);
«одержат» is not a verb of possession."""
CLAUSE_ID = re.compile(r"(?<!\w)(?:SUS|MAF|SPY|QZ|PLT)-\d+")
"""A rule clause's id («(SUS-03)»): the project's bookkeeping, not a word for the screen."""


def every_table() -> dict[str, Table]:
    """Every string table: the phone shell's, each game's catalog, the console's, the content."""
    tables: dict[str, Table] = {"phone shell": phone_tables()["shell"], "console": console_table(boards=True)}
    for game in IDS:
        tables[f"{game} words"] = words_table(game)
        for path in sorted((ROOT / "gm_resources" / game).rglob("*.json")):
            tables[f"{game} {path.name}"] = content_table(path)
    return tables


def found(pattern: re.Pattern[str], tables: dict[str, Table], langs: tuple[str, ...]) -> list[str]:
    return [f"{name} {lang} {key}: {text}" for name, table in tables.items() for lang in langs
            for key, text in table.get(lang, {}).items() if pattern.search(text)]


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


def test_no_past_tense_guesses_the_players_gender() -> None:  # PLT-15
    """«Себя ты уже защищала» told a man holding the «Доктор» card he was a woman."""
    tables = every_table()
    problems = [line for lang, pattern in PAST_TO_YOU.items() for line in found(pattern, tables, (lang,))]
    problems += found(MASCULINE_READY, tables, ("uk",))
    assert not problems, "\n".join(problems)


def test_the_villa_is_spelt_villa_everywhere() -> None:  # PLT-15
    problems = found(VILLA_MISSPELT, every_table(), ("uk",))
    assert not problems, "\n".join(problems)


def test_possession_takes_the_instrumental() -> None:  # PLT-15
    tables = every_table()
    problems = [line for lang, pattern in POSSESS_WITH_ACCUSATIVE.items() for line in found(pattern, tables, (lang,))]
    assert not problems, "\n".join(problems)


def test_the_grammar_checks_catch_what_was_reported() -> None:  # PLT-15
    """Each check finds the mistake it was written for, and passes the fixed text."""
    assert PAST_TO_YOU["ru"].search("Себя ты уже защищала.") and PAST_TO_YOU["ru"].search("Ты был в кабинете")
    assert not PAST_TO_YOU["ru"].search("Себя можно защитить только раз — это уже было.")
    assert PAST_TO_YOU["uk"].search("Себе ти вже захищала.") and PAST_TO_YOU["pl"].search("Siebie już chroniłaś.")
    assert not PAST_TO_YOU["uk"].search("Ти впізнаєш спільників") and not PAST_TO_YOU["uk"].search("ти граєш за привидів")
    assert MASCULINE_READY.search("Готовий!") and not MASCULINE_READY.search("Готово!")
    assert VILLA_MISSPELT.search("Вілу покидає: %1") and VILLA_MISSPELT.search("Віла: хто де")
    assert not VILLA_MISSPELT.search("Віллу покидає: %1") and not VILLA_MISSPELT.search("вільне місце")
    assert POSSESS_WITH_ACCUSATIVE["uk"].search("Тебе оволоділи: тепер ти граєш за привидів.")
    assert POSSESS_WITH_ACCUSATIVE["uk"].search("Цієї ночі привиди нікого там не оволодіють.")
    assert not POSSESS_WITH_ACCUSATIVE["uk"].search("Тобою оволоділи: тепер ти граєш за привидів.")
    assert POSSESS_WITH_ACCUSATIVE["ru"].search("Этой ночью призраки никого там не одержат.")
    assert not POSSESS_WITH_ACCUSATIVE["ru"].search("Этой ночью призраки никем в этой комнате не овладеют.")
    assert not POSSESS_WITH_ACCUSATIVE["ru"].search("Тобой овладели: теперь ты играешь за призраков.")


def test_no_screen_shows_a_clause_id() -> None:  # PLT-15
    """«Założyciel stołu gra: mapa pokoi jest ukryta (SUS-03)» showed the moderator a rule's id."""
    assert CLAUSE_ID.search("Ведучий грає: мапу кімнат приховано (SUS-03)")
    problems = found(CLAUSE_ID, every_table(), ("uk", "pl", "ru", "en"))
    assert not problems, "\n".join(problems)
