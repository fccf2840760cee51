"""The event log's view: a line added at the end repaints the end only, the view follows the newest
line while it is at its end, and a line taken back by undo is struck through with its reason
(PLT-04)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QHelpEvent, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QCommonStyle,
    QProxyStyle,
    QScrollBar,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QStyleOptionComplex,
    QStyleOptionSlider,
    QToolTip,
    QWidget,
)

from gm_console.panels.log_view import LogView


class Painted(QObject):
    """The regions a widget is asked to paint."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRect] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.rects.append(event.region().boundingRect())  # type: ignore[attr-defined]
        return False


def lines(first: int, last: int) -> list[tuple[int, str, str | None]]:
    return [(seq, f"20:{seq // 60 % 60:02d}:{seq % 60:02d}  Moderator: step {seq}", None)
            for seq in range(first, last + 1)]


def shown_view(qtbot: Any) -> LogView:
    view = LogView()
    qtbot.addWidget(view)
    view.resize(420, 300)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_a_line_added_at_the_end_repaints_the_end_only(qtbot: Any) -> None:  # PLT-10
    """An evening's log full of lines, at its end: a new line scrolls the view by its height and
    paints that strip, not every line the view shows (a list view repainted them all at each
    request)."""
    view = shown_view(qtbot)
    view.add(lines(1, 80))
    QApplication.processEvents()
    painted = Painted()
    view.viewport().installEventFilter(painted)
    for seq in range(81, 86):
        painted.rects.clear()
        view.add(lines(seq, seq))
        qtbot.waitUntil(lambda: bool(painted.rects))
        QApplication.processEvents()
        assert view.shown()[-1].text.endswith(f"step {seq}")
        tall = max(rect.height() for rect in painted.rects)
        assert tall <= 4 * view.fontMetrics().lineSpacing() < view.viewport().height() // 3, painted.rects
    bar = view.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0  # the newest line in view


def test_the_view_stays_where_the_moderator_scrolled_to(qtbot: Any) -> None:  # PLT-10
    view = shown_view(qtbot)
    view.add(lines(1, 60))
    bar = view.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0
    bar.setValue(5)  # reading an earlier step
    view.add(lines(61, 70))
    assert bar.value() == 5
    assert [line.seq for line in view.shown()] == list(range(1, 71))
    bar.setValue(bar.maximum())  # back at the end: it follows again
    view.add(lines(71, 71))
    assert bar.value() == bar.maximum()


def test_a_log_filled_before_it_was_laid_out_shows_its_newest_line(qtbot: Any) -> None:  # PLT-10
    """A console restored with an evening's log fills it before its window has its size: once laid
    out, and at each resize, the view shows the newest line."""
    view = LogView()
    qtbot.addWidget(view)
    view.add(lines(1, 120))
    view.resize(420, 300)
    view.show()
    qtbot.waitExposed(view)
    bar = view.verticalScrollBar()
    for height in (300, 500, 200):
        view.resize(420, height)
        QApplication.processEvents()
        assert bar.value() == bar.maximum() > 0, height
        last = view.document().lastBlock()
        bottom = view.blockBoundingGeometry(last).translated(view.contentOffset()).bottom()
        assert bottom <= view.viewport().height() + 1, height


def test_a_line_taken_back_is_struck_through_and_says_why(qtbot: Any) -> None:  # PLT-04
    view = shown_view(qtbot)
    view.add([*lines(1, 2), (3, "20:00:03  Moderator: Round started", "Taken back by undo"), *lines(4, 4)])
    assert [(line.seq, line.struck) for line in view.shown()] == [(1, False), (2, False), (3, True), (4, False)]
    block = view.document().findBlockByNumber(2)
    middle = view.blockBoundingGeometry(block).translated(view.contentOffset()).center().toPoint()
    event = QHelpEvent(QEvent.Type.ToolTip, middle, view.viewport().mapToGlobal(middle))
    QApplication.sendEvent(view.viewport(), event)
    assert QToolTip.isVisible() and QToolTip.text() == "Taken back by undo"
    first = QPoint(middle.x(), 2)
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, first, view.viewport().mapToGlobal(first)))
    qtbot.waitUntil(lambda: not QToolTip.isVisible())  # a line kept has no reason to show
    view.wipe()
    assert view.shown() == []
    view.add(lines(1, 1))
    assert view.shown()[0].struck is False  # a line after a struck one is not struck


def test_an_undo_takes_out_the_last_lines_only(qtbot: Any) -> None:  # PLT-04
    """``drop_from``: the lines of the entries from a seq on go (an undo rewrote them), with their
    reasons; the lines before stay, each with its own seq and look, and lines added after follow."""
    view = shown_view(qtbot)
    view.add([*lines(1, 3), (4, "20:00:04  Moderator: Round started", "Taken back by undo"), *lines(5, 9)])
    view.drop_from(99)  # nothing from there on: nothing changes
    assert [line.seq for line in view.shown()] == list(range(1, 10))
    view.drop_from(6)
    assert [(line.seq, line.struck) for line in view.shown()] == [(1, False), (2, False), (3, False), (4, True),
                                                                   (5, False)]
    view.drop_from(4)
    assert [(line.seq, line.struck) for line in view.shown()] == [(1, False), (2, False), (3, False)]
    assert view.toPlainText().splitlines() == [line.text for line in view.shown()]
    view.add([(4, "20:00:04  Moderator: Round started", "Taken back by undo"), *lines(5, 5)])
    assert [(line.seq, line.struck) for line in view.shown()] == [(1, False), (2, False), (3, False), (4, True),
                                                                   (5, False)]
    view.drop_from(4)
    view.add(lines(4, 4))
    block = view.document().findBlockByNumber(3)
    middle = view.blockBoundingGeometry(block).translated(view.contentOffset()).center().toPoint()
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, middle, view.viewport().mapToGlobal(middle)))
    qtbot.waitUntil(lambda: not QToolTip.isVisible())  # the line that took its seq has no reason to show
    view.drop_from(1)  # every line
    assert view.shown() == []
    view.add(lines(1, 2))
    assert [(line.seq, line.struck) for line in view.shown()] == [(1, False), (2, False)]


class Drawings(QProxyStyle):
    """The application's style, counting the scroll bars it draws."""

    def __init__(self) -> None:
        super().__init__()
        self.scroll_bars = 0
        self.on_the_bar = 0
        """Of them, those drawn straight onto a scroll bar (not into a picture)."""

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,
                           painter: QPainter, widget: QWidget | None = None) -> None:
        if control is QStyle.ComplexControl.CC_ScrollBar:
            self.scroll_bars += 1
            self.on_the_bar += isinstance(painter.device(), QScrollBar)
        super().drawComplexControl(control, option, painter, widget)


def test_the_logs_scroll_bar_is_drawn_again_only_when_it_looks_different(qtbot: Any) -> None:  # PLT-10
    """PLT-12: a log's scroll bar is drawn by the style once per look and copied while it looks the
    same, and a line that leaves its look as it is does not repaint it (nor the log behind its
    corners); through lines added, scrolls, a disabled log and another size, the screen shows what
    the style draws of the bar as it is."""
    view = shown_view(qtbot)
    drawings = Drawings()
    bar = view.verticalScrollBar()
    bar.setStyle(drawings)
    rng = random.Random(3)
    seq = 0
    for step in range(40):
        what = rng.random()
        if what < 0.6:
            n = rng.choice([1, 1, 1, 5, 40])
            view.add(lines(seq + 1, seq + n))
            seq += n
        elif what < 0.8:
            bar.setValue(rng.choice([bar.minimum(), bar.maximum(), (bar.minimum() + bar.maximum()) // 2]))
        elif what < 0.9:
            view.setEnabled(not view.isEnabled())
        else:
            view.resize(*rng.choice([(420, 300), (300, 200), (420, 500)]))
        QApplication.processEvents()
        QApplication.processEvents()
        if not bar.isVisible():
            continue
        option = QStyleOptionSlider()
        bar.initStyleOption(option)
        option.subControls = QStyle.SubControl.SC_All
        expected = QImage(view.grab().size(), QImage.Format.Format_ARGB32_Premultiplied)
        expected.fill(0)
        painter = QPainter(expected)
        painter.translate(bar.mapTo(view, QPoint(0, 0)))
        drawings.drawComplexControl(QStyle.ComplexControl.CC_ScrollBar, option, painter, bar)
        painter.end()
        screen = QApplication.primaryScreen().grabWindow(view.winId()).toImage()
        at = bar.mapTo(view, QPoint(0, 0))
        shown = screen.copy(QRect(at, bar.size()))
        drawn = expected.copy(QRect(at, bar.size()))
        for y in range(0, bar.height(), 3):
            for x in range(bar.width()):
                if drawn.pixelColor(x, y).alpha() == 255:  # where the style drew opaquely
                    assert shown.pixelColor(x, y) == drawn.pixelColor(x, y), (step, x, y)
    view.setEnabled(True)
    view.resize(420, 300)
    view.add(lines(seq + 1, seq + 2000))  # the handle as short as it gets, at the end
    QApplication.processEvents()
    QApplication.processEvents()
    before = drawings.scroll_bars
    bar_paints, behind = Painted(), Painted()
    bar.installEventFilter(bar_paints)
    view.installEventFilter(behind)  # the log's frame, under the bar's corners
    for more in range(10):
        view.add(lines(seq + 2001 + more, seq + 2001 + more))
        QApplication.processEvents()
        QApplication.processEvents()
    assert drawings.scroll_bars - before <= 1  # ten lines, one look
    assert len(bar_paints.rects) <= 1 and len(behind.rects) <= 1  # and the bar is not repainted at each


class TransientBars(Drawings):
    """A style whose scroll bars fade in and out by themselves, as macOS' do."""

    def styleHint(self, hint: QStyle.StyleHint, option: QStyleOption | None = None, widget: QWidget | None = None,
                  returned: QStyleHintReturn | None = None) -> int:
        if hint is QStyle.StyleHint.SH_ScrollBar_Transient:
            return 1
        return super().styleHint(hint, option, widget, returned)


class OtherStyle(QCommonStyle):
    """A style the log does not know to draw a bar from its option alone (its name is none of Qt's
    still ones), counting the bars it draws onto a bar."""

    def __init__(self) -> None:
        super().__init__()
        self.on_the_bar = 0

    def drawComplexControl(self, control: QStyle.ComplexControl, option: QStyleOptionComplex,
                           painter: QPainter, widget: QWidget | None = None) -> None:
        if control is QStyle.ComplexControl.CC_ScrollBar:
            self.on_the_bar += isinstance(painter.device(), QScrollBar)
        super().drawComplexControl(control, option, painter, widget)


@pytest.mark.parametrize("make", [TransientBars, OtherStyle], ids=["fading", "another style"])
def test_a_scroll_bar_the_log_cannot_keep_is_drawn_by_the_style_at_every_paint(
        make: Callable[[], TransientBars | OtherStyle], qtbot: Any) -> None:  # PLT-10
    """PLT-12: a style whose bars fade by themselves (macOS': its drawing changes with time, not with
    what the bar shows), and a style that is not one of Qt's still ones (Fusion, Windows: Windows'
    newer styles and KDE's blend a bar's looks on hover, and a picture kept of one moment would
    show it after): the log's scroll bar keeps no picture, the style draws it at each paint."""
    view = shown_view(qtbot)
    style = make()
    bar = view.verticalScrollBar()
    bar.setStyle(style)
    view.add(lines(1, 2000))
    QApplication.processEvents()
    painted = Painted()
    bar.installEventFilter(painted)
    before = style.on_the_bar
    for seq in range(2001, 2011):
        view.add(lines(seq, seq))
        QApplication.processEvents()
        QApplication.processEvents()
    assert len(painted.rects) >= 10
    assert style.on_the_bar - before == len(painted.rects)
