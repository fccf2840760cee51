"""The projector's board changes its blocks in place and sets its type label by label (PLT-13): what
it shows after every change is what a board drawn afresh for the same table shows, block for
block (where, how large, which text, in which type and colour), through every phase of every game
(a verdict, a vote's result, a new round) and at a projector's sizes; and fitting its type as the
spy game's question chain grows restyles nothing."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QLayout, QMessageBox, QWidget

from gm_console import board_blocks
from gm_console.board_blocks import ProgressBlock, SeatsBlock, TableBlock
from gm_console.board_window import BoardWindow
from gm_console.i18n import Language
from gm_console.table_model import TableModel
from rules import registry
from rules.core import Actor, Request

from .conftest import Clock
from .walks import WALKS, Built, ask_the_next, build

SIZES = ((1280, 720), (800, 450), (1920, 1080))
"""A projector's 720p and 1080p, and a small window (the deepest shrink of the type)."""
SMALL = (640, 300)
"""A window so small that the spy game's growing question chain changes its type."""
SQUARE = (800, 800)
"""A window narrow for its height: the quiz lobby's way in takes a smaller type."""


def drawn(board: BoardWindow) -> dict[str, tuple[object, ...]]:
    """Every block the board shows, by name: its kind, where it is and its size, its text, its type
    (pixel size and weight), its colour, and a painted block's contents."""
    out: dict[str, tuple[object, ...]] = {}
    for widget in board.findChildren(QWidget):
        name = widget.objectName()
        if not name.startswith("board_") or not widget.isVisibleTo(board):
            continue
        corner = widget.mapTo(board, widget.rect().topLeft())
        shown: tuple[object, ...] = (type(widget).__name__, corner.x(), corner.y(), widget.width(), widget.height())
        if isinstance(widget, QLabel):
            font = widget.font()
            shown += (widget.text(), font.pixelSize(), font.weight(), font.family(), widget.styleSheet(),
                      widget.palette().color(QPalette.ColorRole.WindowText).name(), widget.wordWrap())
        elif isinstance(widget, TableBlock):
            shown += (widget.title, widget.rows, widget.tones, widget.dots, sorted(widget.numeric), sorted(widget.dim))
        elif isinstance(widget, SeatsBlock):
            shown += (widget.seats, widget.notes, widget.max_fouls)
        elif isinstance(widget, ProgressBlock):
            shown += (widget.n, widget.m)
        out[name] = shown
    return out


def assert_as_afresh(board: BoardWindow, model: TableModel, size: tuple[int, int], step: str) -> None:
    board.resize(*size)
    QApplication.processEvents()
    fresh = BoardWindow(TableModel(model.table, monotonic=model.monotonic))
    try:
        fresh.resize(*size)
        fresh.show()
        QApplication.processEvents()
        kept, afresh = drawn(board), drawn(fresh)
        assert kept.keys() == afresh.keys(), (step, size)
        for name in kept:
            assert kept[name] == afresh[name], (step, size, name)
        for box, fresh_column in ((board.stage, fresh.stage), (board.side, fresh.side)):
            if box.isVisibleTo(board):  # a hidden column keeps the type it had
                assert board._steps.get(box, 0) == fresh._steps.get(fresh_column, 0), (step, size, box.objectName())
    finally:
        fresh.model.close()
        fresh.close()
        shiboken6.delete(fresh)  # gone at once: no later language change retranslates it


def shown_board(built: Built, size: tuple[int, int], qtbot: Any) -> BoardWindow:
    """A projector window of ``size`` showing the built table, on screen."""
    board = BoardWindow(built.model)
    board.resize(*size)
    board.show()
    qtbot.waitExposed(board)
    return board


def gone(board: BoardWindow, built: Built) -> None:
    """The test's board and window closed and deleted at once: windows left for the end of the test
    would be retranslated at every later language change, of this test and of every test after it."""
    board.close()
    built.close()
    shiboken6.delete(board)
    shiboken6.delete(built.window)


@pytest.mark.parametrize("game", registry.IDS)
def test_the_board_changed_in_place_shows_what_a_fresh_board_shows(
        game: str, tmp_path: Path, language: Language, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-13, PLT-12
    """Through every phase of the game with its largest table (the SUSPI council's verdict, the mafia
    vote's result, the quiz's rounds, the spy game's rounds), at 720p, 1080p and in a small window:
    the board that followed the table change by change shows each block where, as large, with the
    same text, type and colour as a board built afresh for the table as it is, and its columns'
    type shrunk as far."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(board_blocks, "SPIN_MS", 1)  # the wheel at rest, as a fresh wheel draws it
    language.set("en")
    built = build(game, tmp_path, language, Clock())
    board = shown_board(built, SIZES[0], qtbot)
    try:
        for phase in WALKS[game](built):
            QApplication.processEvents()
            for size in SIZES:
                assert_as_afresh(board, built.model, size, phase)
            board.resize(*SIZES[0])  # the next change drawn at 720p, as a projector shows it
    finally:
        gone(board, built)


class StyleChanges(QObject):
    """Counts the style changes of the widgets it watches (a style sheet set polishes them again)."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.StyleChange:
            self.count += 1
        return False


def test_the_spy_board_fits_a_growing_question_chain_without_restyling(
        tmp_path: Path, language: Language, qtbot: Any) -> None:  # PLT-13, SPY-20
    """Question after question the chain on the projector grows and its type is fitted again, with
    no style sheet set on any of its widgets (each label's font is set directly), and after each
    question it shows what a board drawn afresh shows."""
    language.set("en")
    built = build("spy", tmp_path, language, Clock())
    board = shown_board(built, SMALL, qtbot)  # a small window: the growing chain needs a smaller type now and then
    try:
        walk = WALKS["spy"](built)
        while next(walk) != "asking":
            pass
        QApplication.processEvents()
        styles = StyleChanges()
        watched = [board, *board.findChildren(QWidget)]
        for widget in watched:
            widget.installEventFilter(styles)
        chains: list[str] = []
        refits = 0
        types = {board._steps.get(board.stage, 0)}
        for question in range(16):
            fitted = {box: fits[-1] for box, fits in board._fitted.items() if fits}
            ask_the_next(built)
            QApplication.processEvents()
            refits += {box: fits[-1] for box, fits in board._fitted.items() if fits} != fitted
            types.add(board._steps.get(board.stage, 0))
            chains.append(board.shown(board.stage))
            if question % 5 == 4:
                assert_as_afresh(board, built.model, SMALL, f"question {question}")
        assert all(a != b for a, b in itertools.pairwise(chains)), "every question shows on the board"
        assert refits >= 8, refits  # the type was fitted again as the chain changed
        assert len(types) > 1, types  # and the chain's type shrank (or grew) on the way
        assert styles.count == 0, styles.count
        for widget in watched:
            widget.removeEventFilter(styles)
    finally:
        gone(board, built)


def test_a_scene_that_comes_back_takes_the_type_found_for_it(
        tmp_path: Path, language: Language, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-13, QZ-03
    """The quiz lobby on a board narrow enough for its way in to shrink the type: while the experts
    join and say they are ready, and then say they are not, one by one, each new scene is measured;
    the second time they go round, each "ready" count is a scene the board has fitted already: its
    type is taken from that fit, the column is not measured again, and the board shows what a board
    drawn afresh shows."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    language.set("en")
    built = build("quiz", tmp_path, language, Clock())
    board = shown_board(built, SQUARE, qtbot)
    measured: list[str] = []
    fit_column = board._fit_column

    def counted(column: Any, box: QWidget) -> None:
        measured.append(box.objectName())
        fit_column(column, box)

    board._fit_column = counted  # type: ignore[method-assign]
    try:
        walk = WALKS["quiz"](built)
        while next(walk) != "lobby, five experts":
            QApplication.processEvents()
        QApplication.processEvents()
        assert measured.count("board_stage") >= 3, measured  # the scenes of the way in, new: measured
        assert board._steps.get(board.stage, 0) > 0  # the way in takes a smaller type here
        experts = [int(e["seat"]) for e in built.view["experts"]]
        passes: list[list[str]] = []
        for ready in (False, True, False, True):
            measured.clear()
            for seat in experts:
                result = built.table.submit(Actor.player(seat), Request("ready", {"ready": ready}))
                assert not hasattr(result, "code"), result
                QApplication.processEvents()
                assert_as_afresh(board, built.model, SQUARE, f"ready={ready} seat={seat}")
            passes.append(list(measured))
        assert "board_stage" in passes[0], passes  # "4 of 5 ready" … "none ready": new, measured
        assert "board_stage" not in passes[2] + passes[3], passes  # each count seen before: not measured
    finally:
        gone(board, built)


@pytest.mark.parametrize("size", [(1280, 720), SMALL])
def test_a_new_question_is_laid_out_on_the_board_by_its_redraw(
        tmp_path: Path, language: Language, qtbot: Any, monkeypatch: pytest.MonkeyPatch,
        size: tuple[int, int]) -> None:  # PLT-12, PLT-13
    """The board lays its boxes out when it redraws, the innermost first: the layout requests Qt
    posted for the new texts find nothing left to lay out (no label is measured again, nothing
    moves), where each box laid out later made the window lay itself out once more."""
    from gm_console.big_type import BoardLabel

    language.set("en")
    built = build("spy", tmp_path, language, Clock())
    board = shown_board(built, size, qtbot)
    measured: list[str] = []
    real = BoardLabel.heightForWidth

    def counted(label: BoardLabel, width: int) -> int:
        measured.append(label.objectName())
        return real(label, width)

    monkeypatch.setattr(BoardLabel, "heightForWidth", counted)  # Qt's own measure, counted
    try:
        walk = WALKS["spy"](built)
        while next(walk) != "asking":
            pass
        QApplication.processEvents()
        for question in range(12):
            ask_the_next(built)
            built.model.flush()  # the screens redraw (at once, or at the frame)
            redrawn = drawn(board)
            assert measured, question  # the new chain was measured, by the redraw
            measured.clear()
            QApplication.processEvents()
            assert measured == [], (question, measured)
            assert drawn(board) == redrawn, question
    finally:
        gone(board, built)


class LayoutRequests(QObject):
    """Counts the layout requests Qt delivers to the board and the widgets in it."""

    def __init__(self, board: BoardWindow) -> None:
        super().__init__()
        self.board = board
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and isinstance(watched, QWidget) \
                and (watched is self.board or self.board.isAncestorOf(watched)):
            self.count += 1
        return False


def rooms(board: BoardWindow) -> dict[str, tuple[int, bool]]:
    """Each shown label's room by Qt's own measure: a wrapped label's height at its width (a plain
    one's height), and whether its widest word fits its width."""
    out = {}
    for label in board.findChildren(QLabel):
        if label.isVisible() and label.objectName():
            height = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
            out[label.objectName()] = (height, label.minimumSizeHint().width() <= label.width())
    return out


def test_a_new_text_in_the_room_of_the_old_lays_nothing_out(
        tmp_path: Path, language: Language, qtbot: Any) -> None:  # PLT-13, SPY-11
    """The spy game's questions on a 720p board: a new asker and a new chain that take the room the
    old ones took (as many lines, by Qt's own measure) repaint their labels and lay nothing out: no
    layout request reaches the board or any widget in it, where Qt laid the whole window out at each
    new text. The board then shows what a board drawn afresh shows; a text that needs other room is
    laid out as before."""
    language.set("en")
    built = build("spy", tmp_path, language, Clock())
    board = shown_board(built, SIZES[0], qtbot)
    requests = LayoutRequests(board)
    try:
        walk = WALKS["spy"](built)
        while next(walk) != "asking":
            pass
        QApplication.processEvents()
        QApplication.instance().installEventFilter(requests)
        held = moved = 0
        for question in range(16):
            for _ in range(3):  # whatever the last change left to lay out
                QApplication.processEvents()
            before = rooms(board)
            requests.count = 0
            ask_the_next(built)
            QApplication.processEvents()
            if rooms(board) == before:
                assert requests.count == 0, (question, requests.count)
                held += 1
            else:
                moved += 1
            if question % 4 == 3:
                QApplication.instance().removeEventFilter(requests)
                assert_as_afresh(board, built.model, SIZES[0], f"question {question}")
                QApplication.instance().installEventFilter(requests)
        assert held >= 8, (held, moved)  # most questions change no label's room
    finally:
        QApplication.instance().removeEventFilter(requests)
        gone(board, built)


WORDS = ["Oleksandra", "→", "Maksymilian", "·", "Їжак", "ґава", "з’їла", "Przemysław", "Wiśniewski-Kowalczyk",
         "Łódź", "Ещё", "не", "выбрали", "Кухня", "a", "Bogdan-Yurii", "10:00", "0:07", "Konstantynopolitańczykowianeczka"]


def test_a_text_held_in_its_column_is_where_a_fresh_column_puts_it(qtbot: Any) -> None:  # PLT-13
    """Random texts in a board column's label (wrapped or not, in several type sizes and widths, a
    word at times wider than the column): whether the new text was held in the old one's room or
    laid out, the label is where and as large as in a column given that text afresh; and so it is
    after the column is made narrower or wider, once the board let go of its held labels."""
    import random

    from gm_console.board_columns import Column, set_text
    from gm_console.board_window import _label

    def column_with(text: str, size: str, wrap: bool, width: int) -> tuple[QWidget, QLabel]:
        """A window as wide as ``width`` with a column (as the stage) holding a box with a column (as
        a list) holding the label."""
        window = QWidget()
        stage = Column(window)
        stage.setContentsMargins(0, 0, 0, 0)
        stage.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # as wide as said, as the stage
        box = QWidget(window)
        column = Column(box)
        column.setContentsMargins(0, 0, 0, 0)
        label = _label(box, size, wrap=wrap)
        label.setText(text)
        column.addWidget(label)
        stage.addWidget(box)
        stage.addStretch(1)
        window.resize(width, 600)
        window.show()
        settle()
        return window, label

    def settle() -> None:  # a box laid out asks its column's box to lay itself out at the loop's next turn
        for _ in range(4):
            QApplication.processEvents()

    rng = random.Random(13)
    held = laid_out = 0
    for trial in range(120):
        size, wrap = rng.choice(["title", "body", "small"]), rng.random() < 0.7
        px = rng.choice([14, 27, 36, 51])

        def text() -> str:
            words = [rng.choice(WORDS) for _ in range(rng.randint(1, 12))]
            return " ".join(words) if rng.random() < 0.85 else "\n".join(words[:3])

        first = text()
        second = text() if rng.random() < 0.4 else first.rsplit(" ", 1)[0] + " " + rng.choice(WORDS)  # often alike
        width, other = rng.randint(120, 700), rng.randint(120, 700)
        if trial == 0:  # a long word held away, then a column narrower than it: its old size hints are stale
            size, wrap, px, first, second, width, other = "body", True, 27, "Konstantynopolitańczykowianeczka", \
                "Łódź Кухня", 700, 150
        box, label = column_with(first, size, wrap, width)
        font = QFont(label.font())
        font.setPixelSize(px)
        label.setFont(font)
        settle()
        column = label.parentWidget().layout()
        assert isinstance(column, Column)
        set_text(label, second)
        held += bool(column.held)
        laid_out += not column.held
        settle()
        for step, at in (("set", width), ("resized", other)):
            fresh, fresh_label = column_with(second, size, wrap, at)
            fresh_label.setFont(font)
            settle()
            assert (label.geometry(), label.text()) == (fresh_label.geometry(), fresh_label.text()), \
                (trial, step, first, second, wrap, px, at)
            fresh.close()
            shiboken6.delete(fresh)
            if step == "set":
                column.let_go()  # as the board does before its columns change width
                box.resize(other, 600)
                settle()
        box.close()
        shiboken6.delete(box)
    assert held >= 20 and laid_out >= 20, (held, laid_out)  # both ways taken


def line_starts(label: QLabel) -> list[int]:
    """Where each line of a wrapped label's text starts, as Qt breaks it at the label's width."""
    from PySide6.QtGui import QTextLayout, QTextOption

    layout = QTextLayout(label.text(), label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    starts = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(label.contentsRect().width())
        starts.append(line.textStart())
    layout.endLayout()
    return starts


@pytest.mark.parametrize("lang", ["uk", "en"])
def test_the_chain_breaks_its_lines_only_between_questions(
        tmp_path: Path, language: Language, qtbot: Any, lang: str) -> None:  # PLT-13, SPY-11
    """The spy game's question chain on a 720p and a 4K board, question after question with long
    nicknames (two words, a hyphen): a line of the chain starts only where a question starts, as
    on the web board, where each question is a box of its own; never at "Petrenko → …" or at
    "Yurii" after "Bogdan-"."""
    language.set(lang)
    built = build("spy", tmp_path, language, Clock())
    board = shown_board(built, SIZES[0], qtbot)
    try:
        walk = WALKS["spy"](built)
        while next(walk) != "asking":
            pass
        wrapped = 0
        for question in range(14):
            ask_the_next(built)
            for size in (SIZES[0], (3840, 2160)):
                board.resize(*size)
                for _ in range(3):
                    QApplication.processEvents()
                chain = board.findChild(QWidget, "board_chain")
                assert chain is not None
                body = chain.findChild(QLabel, "board_list_items")
                assert isinstance(body, QLabel)
                text = body.text()
                starts, at = {0}, 0
                for item in text.split("\u00a0·\u2003")[:-1]:
                    at += len(item) + 3
                    starts.add(at)
                lines = line_starts(body)
                wrapped += len(lines) > 1
                assert set(lines) <= starts, (question, size, text, lines)
        assert wrapped >= 10, wrapped  # the chain took more than one line most of the time
    finally:
        gone(board, built)
