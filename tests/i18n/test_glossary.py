"""The club's own words (PLT-15): every name a rule book gives is on the console, the phones and in
the content exactly as the rule book writes it, in its language; the other languages translate it the
same way everywhere (``gm_resources/glossary/<game>.json``; the check is ``tests/i18n/glossary.py``)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from .glossary import GAMES, LANGS, check, has_term, load, names_term
from .tables import ROOT, Table, console_table, content_table, phone_tables, words_table

SEEDS = ROOT.parent / "shared" / "seeds"


def tables_of(game: str) -> dict[str, Table]:
    """What a game shows: its words on every surface (its catalog), its console's, its content."""
    out = {"words": words_table(game), "console": console_table(game)}
    for path in sorted((ROOT / "gm_resources" / game).rglob("*.json")):
        table = content_table(path)
        if "decks" in path.parts:  # a deck's own name is the game's term; its places and roles are plain words
            table = {lang: {k: v for k, v in texts.items() if ".locations[" not in k} for lang, texts in table.items()}
        out[path.name] = table
    if (ROOT / "rules" / game / "review_texts.py").is_file():  # the mafia's review page (MAF-24)
        review = importlib.import_module(f"rules.{game}.review_texts").TEXTS.strings()
        out["review page"] = {lang: dict(texts) for lang, texts in review.items()}
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_surface_uses_the_rule_books_words(game: str) -> None:  # PLT-15
    glossary = load(game)
    problems = [f"{name}: {line}" for name, table in tables_of(game).items() for line in check(glossary, table)]
    assert not problems, "\n".join(problems)


def test_the_awards_are_named_as_the_quiz_rule_book_names_them_in_the_profile() -> None:  # QZ-26, PLT-15
    glossary = load("quiz")
    shared = [t for t in glossary["terms"] if t.get("shell")]
    assert {t["id"] for t in shared} >= {"award.order_crystal_hippo", "award.diamond_hippo"}
    for table in (phone_tables()["shell"], console_table("shell")):
        assert not check(glossary, table, shared)


def shell_at(game: str) -> dict[str, Table]:
    """What the shell shows at a game's table: the phone shell's strings where the game's catalog does
    not give its own (``GM.t`` looks in the game's table first), and the console window's own."""
    phones = phone_tables()
    phone = {lang: {**texts, **phones[game].get(lang, {})} for lang, texts in phones["shell"].items()}
    return {"phone shell": phone, "console shell": own_or_shared(game, console_table("shell"))}


def own_or_shared(game: str, table: Table) -> Table:
    """``table`` without the texts that belong to another game: those whose English names a term only
    another game's glossary has (the console's refusals say the quiz's «Pomoc Prowadzącego» at a
    quiz table only)."""
    own = {t["en"].casefold() for t in load(game)["terms"]}
    others = [t for g in GAMES if g != game for t in load(g)["terms"] if t["en"].casefold() not in own]
    theirs = {key for key, english in table.get("en", {}).items() if any(names_term(t, english) for t in others)}
    return {lang: {k: v for k, v in texts.items() if k not in theirs} for lang, texts in table.items()}


@pytest.mark.parametrize("game", GAMES)
def test_the_shell_around_a_game_uses_its_rule_books_words(game: str) -> None:  # PLT-15
    """A phone at a SUSPI table reads the shell's "removed by the host" too: in Polish it must not name
    the host by a name SUSPI's glossary rejects (the mafia's translation, «Prowadzący»)."""
    glossary = load(game)
    problems = [f"{name}: {line}" for name, table in shell_at(game).items()
                for line in check(glossary, table, rejected_only=True)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_each_glossary_has_every_term_in_four_languages_and_the_rule_books_spelling(game: str) -> None:  # PLT-15
    glossary = load(game)
    ids = [t["id"] for t in glossary["terms"]]
    assert len(ids) == len(set(ids))
    for term in glossary["terms"]:
        assert all(isinstance(term[lang], str) and term[lang].strip() for lang in LANGS), term["id"]
    seed = SEEDS / glossary["rulebook"]
    if not seed.is_file():
        pytest.skip(f"the rule book {seed} is not beside the project here")
    book = seed.read_text(encoding="utf-8").casefold()
    words = glossary["lang"]
    missing = [t["id"] for t in glossary["terms"]
               if t.get("kind") in ("button", "role", "goal", "room", "lifeline", "penalty", "award", "sector")
               and t[words].casefold() not in book and not t.get("not_in_book")]
    assert not missing, missing


def test_the_check_finds_a_wrong_name_and_a_missing_one() -> None:  # PLT-15
    """The check is not a test that cannot fail: the names issue 14 found are caught."""
    suspi = load("suspi")
    table = {"en": {"role": "Investigator", "goal": "Companion"}, "pl": {"role": "Detektyw", "goal": "Kompan"},
             "uk": {"role": "Слідчий", "goal": "Компаньйон"}, "ru": {"role": "Следователь", "goal": "Компаньон"}}
    problems = check(suspi, table)
    assert any("role.investigator pl role" in p for p in problems)
    assert any("goal.companion pl goal" in p for p in problems)
    spy = load("spy")
    table = {"en": {"deal": "&Deal cards"}, "uk": {"deal": "&Роздати карти"}, "pl": {"deal": "Rozdaj karty"},
             "ru": {"deal": "Раздать карты"}}
    assert any("button.deal uk" in p for p in check(spy, table))
    quiz = load("quiz")
    table = {"en": {"ll": "Minute on credit"}, "ru": {"ll": "Минута в долг"}, "uk": {"ll": "Хвилина в кредит"},
             "pl": {"ll": "Minuta na kredyt"}}
    assert any("lifeline.minute_on_credit ru" in p for p in check(quiz, table))
    table["ru"]["ll"] = "Минута в кредит"
    assert not check(quiz, table)


def test_a_board_catalog_is_checked_the_same_way(tmp_path: Path) -> None:  # PLT-15
    """The boards' own string table, once it exists, is a table like any other."""
    board = {"en": {"spin": "The Croupier spins the roulette"}, "ru": {"spin": "Крупье вращает волчок"},
             "uk": {"spin": "Крупʼє крутить рулетку"}, "pl": {"spin": "Krupier kręci ruletką"}}
    assert any("thing.roulette ru" in p for p in check(load("quiz"), board))


def rule_book_names_missing(game: str, tables: dict[str, Table] | None = None) -> list[str]:
    """The glossary's names that no surface of ``game`` shows in the rule book's language, as the rule
    book writes them (one of the term's forms, the rule book's case), but for a term marked
    ``off_screen`` (its reason)."""
    glossary = load(game)
    book = glossary["lang"]
    shown = tables if tables is not None else {**tables_of(game), **shell_at(game)}
    texts = [text for table in shown.values() for text in table.get(book, {}).values()]
    return [f"{term['id']}: {term[book]!r}" for term in glossary["terms"] if not term.get("off_screen")
            and not any(has_term(term, book, text, exact=True) for text in texts)]


@pytest.mark.parametrize("game", GAMES)
def test_every_name_the_rule_book_gives_is_on_a_screen(game: str) -> None:  # PLT-15
    """Each name the rule book gives (the glossary: roles, phases, buttons, votes, outcomes, penalties,
    sectors, awards, the club's name) is shown somewhere, in the rule book's language, as it writes it:
    the mafia's «паритет», «ночь без жертв», «поднятие рук», the spy game's «нічия» and «влучне
    звинувачення», the quiz's «Счёт», «зелёный сектор», «Элитарный Клуб» were on no screen."""
    missing = rule_book_names_missing(game)
    assert not missing, "\n".join(missing)


def test_a_rule_book_name_on_no_screen_is_found() -> None:  # PLT-15
    """The check is not a test that cannot fail: a table without «паритет» lacks it."""
    table = {"ru": {"win": "Победили чёрные"}, "en": {"win": "The blacks win"}}
    assert "ruling.parity: 'паритет'" in rule_book_names_missing("mafia", {"board": table})
    table["ru"]["win"] = "Паритет: победили чёрные"
    assert "ruling.parity: 'паритет'" not in rule_book_names_missing("mafia", {"board": table})
