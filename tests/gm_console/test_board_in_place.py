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
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

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
