"""The spy game's question chain as a list that paints itself (``LineList``): a question asked
paints its own line, and whatever happened before, the list looks as one drawn afresh (PLT-12:
the console keeps pace with the room; SPY-12: the chain lists the last questions)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QFont, QHelpEvent, QImage, QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication, QToolTip

from gm_console.panels.line_list import LineList


class Painted(QObject):
    """The region the watched widget's paint events covered."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
            self.region = self.region.united(event.region())
        return False


def made(qtbot: Any, width: int = 320, height: int = 130) -> LineList:
    lines = LineList()
    qtbot.addWidget(lines)
    lines.resize(width, height)
    lines.show()
    qtbot.waitExposed(lines)
    return lines


def on_screen(widget: LineList) -> QImage:
    """What the window presents (its backing store, as the screen shows it): the lines scrolled
    and the rows painted since, not a picture drawn afresh."""
    QApplication.processEvents()
    QApplication.processEvents()
    shown = QApplication.primaryScreen().grabWindow(widget.winId()).toImage()
    return shown.convertToFormat(QImage.Format.Format_RGB32)


def drawn(widget: LineList) -> QImage:
    """The widget drawn whole, afresh."""
    QApplication.processEvents()
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def chain(first: int, last: int) -> list[str]:
    return [f"{n}. Oleksandra asked Bogdan-Yurii" + (" and more" * (n % 7 == 0) * 6) for n in range(first, last + 1)]


def test_a_question_asked_paints_its_own_line_alone(qtbot: Any) -> None:  # PLT-12, SPY-12
    """A chain that moves on by one (the first line gone, a new one at the end) while the list shows
    its end scrolls the picture and paints the new line's row only; so does a chain still growing."""
    shown = made(qtbot)
    shown.set_lines(chain(1, 30))
    QApplication.processEvents()
    painted = Painted()
    shown.viewport().installEventFilter(painted)
    height, width = shown.line_height(), shown.viewport().width()
    for n in range(31, 36):
        painted.region = QRegion()
        shown.set_lines(chain(n - 29, n))
        QApplication.processEvents()
        bottom = QRegion(0, shown.viewport().height() - height, width, height)
        assert not painted.region.isEmpty(), n
        assert painted.region.subtracted(bottom).isEmpty(), (n, painted.region.boundingRect())
        assert shown.line_rect(29).bottom() < shown.viewport().height()  # the newest line in view
        fresh = made(qtbot)
        fresh.set_lines(shown.lines())
        assert on_screen(shown) == drawn(fresh), n  # the lines that stayed moved up by one
        fresh.close()
    growing = made(qtbot)
    growing.viewport().installEventFilter(painted)
    growing.set_lines(chain(1, 1))
    QApplication.processEvents()
    for n in range(2, 12):
        painted.region = QRegion()
        width = growing.viewport().width()
        growing.set_lines(chain(1, n))
        QApplication.processEvents()
        if growing.viewport().width() != width:
            continue  # the scroll bar came: a narrower list paints all it shows, once
        row = growing.line_rect(n - 1)
        assert painted.region.subtracted(QRegion(row)).isEmpty(), (n, painted.region.boundingRect(), row)
    assert growing.verticalScrollBar().isVisible()


def test_after_any_changes_the_list_looks_as_one_drawn_afresh(qtbot: Any) -> None:  # PLT-12, SPY-12
    """Questions asked, taken back (undo), a new round, the moderator scrolling up and back, the list
    resized and its type changed, in random order: after each step what the list's window presents
    is the picture of a new list with the same lines, size, type and scroll position."""
    rng = random.Random(5)
    kept = made(qtbot)
    first, last = 1, 0
    for step in range(120):
        roll = rng.random()
        if roll < 0.6:
            last += 1
            first = max(first, last - 9)  # the last ten listed (the view lists the last 30)
        elif roll < 0.67 and last >= first:
            last -= 1  # the last question taken back
        elif roll < 0.69:
            first, last = 1, rng.randint(0, 3)  # a new round
        elif roll < 0.8:
            bar = kept.verticalScrollBar()
            bar.setValue(rng.randint(0, bar.maximum()))
        elif roll < 0.85:
            bar = kept.verticalScrollBar()
            bar.setValue(bar.maximum())
        elif roll < 0.93:
            kept.resize(rng.randint(120, 420), rng.randint(60, 300))
        else:
            font = QFont(kept.font())
            font.setPointSize(rng.choice([8, 9, 11, 14]))
            kept.setFont(font)
        kept.set_lines(chain(first, last))
        fresh = made(qtbot, kept.width(), kept.height())
        fresh.setFont(kept.font())
        fresh.set_lines(kept.lines())
        fresh.verticalScrollBar().setValue(kept.verticalScrollBar().value())
        assert kept.lines() == chain(first, last)
        assert on_screen(kept) == drawn(fresh), step
        fresh.close()


def test_the_list_follows_its_end_unless_scrolled_up(qtbot: Any) -> None:  # SPY-12
    """While at its end the list shows each new question; scrolled up, it stays on the questions the
    moderator is reading, and follows again once scrolled back to the end."""
    shown = made(qtbot)
    shown.set_lines(chain(1, 20))
    bar = shown.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0
    bar.setValue(0)
    shown.set_lines(chain(1, 21))
    assert shown.line_at(1) == 0  # the first question still at the top
    shown.set_lines(chain(2, 22))  # the chain moved on: the lines read stay in view
    assert shown.line_at(1) == 0 and shown.lines()[0].startswith("2. ")
    bar.setValue(bar.maximum())
    shown.set_lines(chain(3, 23))
    assert shown.line_rect(20).bottom() < shown.viewport().height()


def test_a_line_cut_short_shows_its_whole_text_as_its_tooltip(qtbot: Any) -> None:  # PLT-12
    shown = made(qtbot, width=160)
    lines = ["1. A asked B", "2. Oleksandra-Anastasiia asked Bogdan-Yurii Kowalczyk"]
    shown.set_lines(lines)
    QApplication.processEvents()
    for index, tip in ((0, ""), (1, lines[1])):  # (a tooltip shown hides later, not at once)
        at = shown.line_rect(index).center()
        QApplication.sendEvent(shown.viewport(), QHelpEvent(QEvent.Type.ToolTip, at,
                                                            shown.viewport().mapToGlobal(at)))
        assert (QToolTip.text() if QToolTip.isVisible() else "") == tip
        QToolTip.hideText()
    assert shown.line_at(shown.line_rect(1).bottom() + 1) is None
    assert shown.line_at(QPoint(0, 0).y()) == 0
