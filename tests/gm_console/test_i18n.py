"""Languages (PLT-15): Ukrainian, Polish, Russian and English, switched at run time, for the
console, the board and the game content; the translation files are complete."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from gm_console.board_window import BoardWindow
from gm_console.games import desk_for
from gm_console.i18n import LANGUAGES, Language, qm_path
from gm_console.main_window import MainWindow
from gm_console.plurals import forms as counted_forms
from gm_console.table_model import TableModel
from net.content import GAMES, make_game
from net.journal import Journal
from net.table import Table
from tests.game_parts import part

from .conftest import Console, widget_texts

SOURCES = Path(__file__).resolve().parents[2] / "translations"
"""The console's translation sources (``*.ts``); the compiled ``*.qm`` are package data."""

DEAL = {"uk": "Роздати картки", "pl": "Rozdaj karty", "ru": "Раздать карты", "en": "Deal cards"}
START = {"uk": "Починаємо раунд", "pl": "Zaczynamy rundę", "ru": "Начинаем раунд", "en": "Start round"}
BOARD_JOIN = {"uk": "Приєднуйтеся з телефона", "pl": "Dołączcie z telefonu", "ru": "Присоединяйтесь с телефона",
              "en": "Join from your phone"}
PLURAL_FORMS = {"uk": 3, "pl": 3, "ru": 3, "en": 2}
TOO_FEW = {"uk": "Замало гравців", "pl": "Za mało graczy", "ru": "Слишком мало игроков", "en": "Too few players"}



def test_language_switch_at_run_time_changes_every_window(console: Console) -> None:  # PLT-15
    """PLT-15: the language menu switches the console and the board at once, in all four languages."""
    window, board = console.window, console.board
    console.seat(2)
    console.model.submit("deal")  # refused: too few players, shown translated
    for lang in ("uk", "pl", "ru", "en"):
        window.language_actions[lang].trigger()
        assert console.language.code == lang
        assert window.desk.controls.buttons["deal"].text() == DEAL[lang]
        assert window.commands.action("start_round").text() == START[lang]
        assert board.block("join_caption").text() == BOARD_JOIN[lang]
        assert window.language_actions[lang].isChecked()
        console.model.submit("deal")
        assert window.status_error.text() == TOO_FEW[lang]
        assert console.table.lang == lang  # the board page and new phones follow (PLT-15)
        assert console.model.public["table"]["lang"] == lang
        # each game's name comes from its own package, in this language, on the picker and the board
        picker = window.join.game_picker
        assert [picker.itemData(i) for i in range(picker.count())] == list(GAMES)  # the registry's order
        shown = {picker.itemData(i): picker.itemText(i) for i in range(picker.count())}
        assert shown == {g: part(g, "TITLES")[lang] for g in GAMES}  # each rule book's name of its game
        assert all(shown.values())
        assert board.title.text().startswith(part(GAMES[0], "TITLES")[lang] + " · ")


def test_game_content_follows_the_language(console: Console) -> None:  # PLT-15
    """PLT-15: location and role names come from the deck in the console's language."""
    console.seat(4)
    console.trigger("deal")
    location = console.decks["family"].location(console.game["secrets"]["location"])
    for lang in LANGUAGES:
        console.language.set(lang)
        assert console.window.desk.secrets.location.text() == location.name[lang]
        assert console.window.desk.options.deck.itemText(0).startswith(console.decks["family"].name[lang])


def test_outcome_texts_are_translated(console: Console) -> None:  # PLT-15, SPY-37
    """PLT-15: outcome texts are translated; an aborted round scores nobody (SPY-37)."""
    console.seat(3)
    console.trigger("deal")
    console.trigger("abort_round")
    texts = {}
    for lang in ("uk", "pl", "ru", "en"):
        console.language.set(lang)
        texts[lang] = console.window.desk.controls.outcome.text()
    assert texts["en"] == "The round was aborted: nobody scores"
    assert texts["uk"] == "Раунд перервано: ніхто не отримує очок"
    assert len(set(texts.values())) == 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translation_files_are_complete_and_compiled(lang: str) -> None:  # PLT-15
    """PLT-15: every source string has a finished translation, the same set in every language, and a .qm."""
    def messages(code: str) -> dict[tuple[str, str], ET.Element]:
        root = ET.parse(SOURCES / f"gm_console_{code}.ts").getroot()
        return {(ctx.findtext("name"), m.findtext("source")): m.find("translation")
                for ctx in root.iter("context") for m in ctx.iter("message")}

    mine, english = messages(lang), messages("en")
    assert mine.keys() == english.keys()
    for key, translation in mine.items():
        assert translation is not None, key
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), key
        forms = [form.text or "" for form in translation.iter("numerusform")]
        if forms:  # a count: one text per plural form of the language (en: one, other; uk, pl, ru: one, few, many)
            assert len(forms) == PLURAL_FORMS[lang], key
        for text in forms or [translation.text or ""]:
            assert text.strip(), key
            by_category = counted_forms(text)
            if by_category:  # a count: each CLDR form has the placeholders of one English form (PLT-15)
                english_form = next(iter(counted_forms(key[1]).values()))
                assert all(t.count("%") == english_form.count("%") for t in by_category.values()), key
            else:
                assert text.count("%") == key[1].count("%"), key  # the same placeholders
    assert qm_path(lang).is_file()  # and it is what the sources compile to: tests/test_update_ts.py




@pytest.mark.parametrize("game", GAMES)
def test_every_games_desk_speaks_the_chosen_language(qtbot: Any, tmp_path: Path, decks: dict[str, Any],
                                                            language: Language, game: str) -> None:  # PLT-15
    """PLT-15: each game's desk and board (in ``gm_console/games/<game>/``) show their words in
    Ukrainian once the console is switched to it, and none of their English ones."""
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game(game), journal, code="13579", seed=5)
    model = TableModel(table)
    window = MainWindow(model, language, desk_for(game))
    board = BoardWindow(model)
    qtbot.addWidget(window)
    qtbot.addWidget(board)
    try:
        language.set("uk")
        shown = set(texts_of(window)) | {a.text() for a in window.commands.actions.values()}
        missing = part(game, "DESK_UK") - shown
        assert not missing, missing
        english = part(game, "DESK_EN") & shown
        assert not english, english
        assert board.windowTitle() == "GM Console — табло"
    finally:
        language.set("en")
        window.close()
        board.hide()
        model.close()
        table.close()
        journal.close()


def texts_of(window: Any) -> list[str]:
    return widget_texts(window).split("\n")
