"""Qt's own words in the console's language (PLT-15): the Yes and No of every confirmation the console
asks, the file dialog's labels, switched live with the console (``gm_console.i18n`` loads Qt's
``qtbase_<lang>.qm`` beside the console's own translation)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QPushButton

from gm_console.board_window import BoardWindow
from gm_console.games import desk_for
from gm_console.i18n import LANGUAGES, Language, qt_qm_path
from gm_console.main_window import MainWindow
from gm_console.table_model import TableModel
from net.content import GAMES, make_game
from net.journal import Journal
from net.table import Table

YES_NO = {"uk": ("Так", "Ні"), "pl": ("Tak", "Nie"), "ru": ("Да", "Нет"), "en": ("Yes", "No")}
OPEN_CANCEL = {"uk": ("Відкрити", "Скасувати"), "pl": ("Otwórz", "Anuluj"), "ru": ("Открыть", "Отмена"),
               "en": ("Open", "Cancel")}
FILE_NAME = {"uk": "Ім'я файлу:", "pl": "Nazwa pliku:", "ru": "Имя файла:", "en": "File name:"}
ASK_DEADLINE_MS = 10_000


def plain(text: str) -> str:
    """A button's or label's text without its mnemonic's ampersand."""
    return text.replace("&", "")


def answered_no(ask: Callable[[], object]) -> list[tuple[str, set[str]]]:
    """Run ``ask`` and answer No to the question it shows (a real, modal QMessageBox): the title and
    the button texts of each question asked, read while it was on the screen."""
    seen: list[tuple[str, set[str]]] = []
    waited = QTimer()
    waited.setInterval(10)
    ticks = [0]

    def look() -> None:
        ticks[0] += 1
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            seen.append((box.windowTitle(), {plain(b.text()) for b in box.buttons()}))
            no = box.button(QMessageBox.StandardButton.No)
            assert no is not None
            no.click()
        elif ticks[0] * 10 > ASK_DEADLINE_MS:
            waited.stop()  # nothing was asked: the caller sees no question

    waited.timeout.connect(look)
    waited.start()
    try:
        ask()
    finally:
        waited.stop()
    return seen


@pytest.fixture
def windows(qtbot: Any, tmp_path: Path, language: Language) -> Iterator[Callable[[str], MainWindow]]:
    """A moderator window for a game (a real table on a real journal), two players seated, the first
    selected."""
    made: list[tuple[Journal, Table, TableModel]] = []

    def window_for(game: str) -> MainWindow:
        journal = Journal(tmp_path / f"{game}.sqlite3")
        table = Table.create(make_game(game), journal, code="24680", seed=7)
        model = TableModel(table)
        made.append((journal, table, model))
        window = MainWindow(model, language, desk_for(game))
        board = BoardWindow(model)
        qtbot.addWidget(window)
        qtbot.addWidget(board)
        for nickname in ("Ola", "Max"):
            assert isinstance(table.join(nickname), tuple)
        model.flush()
        window.seats.table.selectRow(0)
        assert window.seats.selected_seat() is not None
        return window

    yield window_for
    for journal, table, model in made:
        model.close()
        table.close()
        journal.close()


def confirmations(window: MainWindow, game: str) -> dict[str, Callable[[], object]]:
    """Every question the console asks the moderator at a table of ``game`` (its window's and its
    desk's), each as the moderator's own step that asks it."""
    desk: Any = window.desk
    picker = window.join.game_picker
    other = next(i for i in range(picker.count()) if picker.itemData(i) != game)
    asks: dict[str, Callable[[], object]] = {
        "new table": lambda: window.on_game_picked(other),
        "quit": window.on_quit,
        "remove player": window.on_kick,
        "new seat link": window.on_reissue,
    }
    if game == "spy":
        asks["abort round"] = lambda: desk.trigger("abort_round")
    elif game == "quiz":
        asks["annul the round"] = lambda: desk.trigger("annul_round")
    elif game in ("suspi", "mafia"):
        asks["abort the game"] = lambda: desk.trigger("abort_game")
    if game == "mafia":
        asks["remove from the evening"] = lambda: desk.on_removal_asked(window.seats.selected_seat())
    return asks


@pytest.mark.parametrize("game", GAMES)
def test_every_confirmation_says_yes_and_no_in_the_consoles_language(
        windows: Callable[[str], MainWindow], language: Language, game: str) -> None:  # PLT-15, PLT-12
    """PLT-15: each confirmation of the window and of the game's desk shows Qt's Yes and No in the
    language the console speaks, switched live; No changes nothing."""
    window = windows(game)
    closed: list[bool] = []
    window.closed.connect(lambda: closed.append(True))
    for lang in ("uk", "pl", "ru", "en"):
        language.set(lang)
        for name, ask in confirmations(window, game).items():
            seen = answered_no(ask)
            assert len(seen) == 1, f"{name}: {seen}"
            title, buttons = seen[0]
            assert buttons == set(YES_NO[lang]), f"{lang} {name}: {buttons}"
            if lang != "en":
                assert title and plain(title) not in {"Quit", "New table", "Remove player"}, title
    assert not closed  # No to Quit left the console open
    assert len(window.model.table.public_view()["seats"]) == 2  # No to Remove player removed nobody


def test_the_file_dialog_speaks_the_consoles_language(qtbot: Any, language: Language) -> None:  # PLT-15
    """PLT-15: Qt's own file dialog (the quiz's pack import, where no native dialog is used) names its
    field and its buttons in the console's language, switched live."""
    dialog = QFileDialog(None, "packs")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for lang in ("uk", "pl", "ru", "en"):
        language.set(lang)
        labels = {plain(label.text()) for label in dialog.findChildren(QLabel)}
        buttons = {plain(button.text()) for button in dialog.findChildren(QPushButton)}
        assert FILE_NAME[lang] in labels, labels
        assert set(OPEN_CANCEL[lang]) <= buttons, buttons
    dialog.close()


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_qts_own_translations_are_found(lang: str) -> None:  # PLT-15
    """Qt's words are found for every language the console speaks but English (which needs none)."""
    found = qt_qm_path(lang)
    assert found is not None and found.name == f"qtbase_{lang}.qm" and found.stat().st_size > 10_000
