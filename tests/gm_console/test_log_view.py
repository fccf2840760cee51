"""The event log's view: a line added at the end repaints the end only, the view follows the newest
line while it is at its end, and a line taken back by undo is struck through with its reason
(PLT-04)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

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
