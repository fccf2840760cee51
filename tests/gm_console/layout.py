"""What a moderator sees of a window: every visible widget inside its window and its parent, no two
controls on top of each other, none squeezed below the size it needs to be read, and lists that
show some rows. ``problems(window)`` lists what is wrong, in words a failing test prints."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenuBar,
    QProgressBar,
    QScrollBar,
    QStatusBar,
    QTableView,
    QWidget,
)

from gm_console.panels.line_label import WrappedLabel

CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QLabel, QAbstractItemView,
            QAbstractSlider, QProgressBar)
"""Widgets a moderator reads or uses; a widget of the console's own (a painted ring, a wheel) counts too."""
SQUEEZABLE = (QAbstractSpinBox, QComboBox, QLineEdit, QAbstractButton)
"""Controls that cannot be read or used below their minimum size hint."""
LIST_ROWS = 3
"""A list or table shows at least this many rows (or all it has, when it has fewer)."""


def name_of(w: QWidget) -> str:
    parts = []
    node: QWidget | None = w
    while node is not None and len(parts) < 3:
        parts.append(node.objectName() or type(node).__name__)
        node = node.parentWidget()
    text = ""
    if isinstance(w, (QLabel, QAbstractButton)):
        text = f" {w.text()[:30]!r}"
    return "/".join(reversed(parts)) + text


def _is_control(w: QWidget) -> bool:
    if isinstance(w, (QScrollBar, QMenuBar, QStatusBar)):
        return False
    if isinstance(w, QLabel):
        return bool(w.text().strip()) or (w.pixmap() is not None and not w.pixmap().isNull())
    if isinstance(w, CONTROLS):
        return True
    module = type(w).__module__
    return module.startswith("gm_console") and not w.findChildren(QWidget) and not isinstance(w, QAbstractScrollArea)


def _scrolled(w: QWidget, window: QWidget) -> bool:
    """Inside a scroll area's page (a long question that scrolls): reached by scrolling, not laid out."""
    node = w.parentWidget()
    while node is not None and node is not window:
        parent = node.parentWidget()
        if isinstance(parent, QAbstractScrollArea) and node is parent.viewport() \
                and not isinstance(parent, QAbstractItemView):
            return True
        node = parent
    return False


def _inside_control(w: QWidget, window: QWidget) -> bool:
    """A part of a composite control (the line edit of a spin box, a table's header)."""
    node = w.parentWidget()
    while node is not None and node is not window:
        if isinstance(node, CONTROLS) or (_is_control(node) and node is not w):
            return True
        node = node.parentWidget()
    return False


def visible_widgets(window: QWidget) -> list[QWidget]:
    return [w for w in window.findChildren(QWidget)
            if w.isVisible() and w.window() is window and w.width() > 0 and w.height() > 0]


def window_rect(w: QWidget, window: QWidget) -> QRect:
    return QRect(w.mapTo(window, QPoint(0, 0)), w.size())


def problems(window: QWidget, screen: tuple[int, int]) -> list[str]:
    """Everything that keeps a moderator from reading or using ``window`` on a screen of ``screen``."""
    for _ in range(3):  # the window's own passes after a change (labels fitted, then laid out again)
        QApplication.processEvents()
    found: list[str] = []
    width, height = screen
    if window.width() > width or window.height() > height:
        found.append(f"the window is {window.width()}×{window.height()}, larger than the screen {width}×{height}")
    hint = window.minimumSizeHint()
    if hint.width() > width or hint.height() > height:
        found.append(f"the window needs {hint.width()}×{hint.height()}, more than the screen {width}×{height}")
    own = window.rect()
    widgets = visible_widgets(window)
    for w in widgets:
        if isinstance(window, QMainWindow) and w.parentWidget() is None:
            continue
        if _inside_control(w, window) or _scrolled(w, window):
            continue
        rect = window_rect(w, window)
        if not own.contains(rect):
            found.append(f"{name_of(w)} at {rect.getRect()} reaches past the window {own.width()}×{own.height()}")
            continue
        parent = w.parentWidget()
        if parent is not None and parent is not window and not parent.rect().contains(w.geometry()):
            found.append(f"{name_of(w)} at {w.geometry().getRect()} is cut by its parent "
                         f"{name_of(parent)} {parent.width()}×{parent.height()}")
    controls = [w for w in widgets if _is_control(w) and not _inside_control(w, window) and not _scrolled(w, window)]
    for w in controls:
        if isinstance(w, SQUEEZABLE):
            need = w.minimumSizeHint()
            if w.width() < need.width() or w.height() < need.height():
                found.append(f"{name_of(w)} is {w.width()}×{w.height()}, squeezed below {need.width()}×{need.height()}")
        elif isinstance(w, QLabel) and not w.wordWrap() and w.text().strip():
            need = w.minimumSizeHint()
            if w.height() < need.height():
                found.append(f"{name_of(w)} is {w.height()} px high, its text needs {need.height()}")
        elif isinstance(w, QLabel) and w.wordWrap():
            need_h = w.heightForWidth(w.width())
            if need_h > w.height() + 2:
                found.append(f"{name_of(w)} is {w.height()} px high, its text needs {need_h} at {w.width()} px")
        elif isinstance(w, WrappedLabel):
            need_h = w.height_for(w.contentsRect().width())
            if need_h > w.height():
                found.append(f"{name_of(w)} {w.text()[:30]!r} is {w.height()} px high, its text needs {need_h}")
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            rows = w.model().rowCount()
            shown = min(rows, LIST_ROWS)
            row = (w.rowHeight(0) if isinstance(w, QTableView) else w.sizeHintForRow(0)) if rows else 0
            if rows and w.viewport().height() < shown * row:
                found.append(f"{name_of(w)} shows {w.viewport().height() // max(row, 1)} of its {rows} rows")
    rects = [(w, window_rect(w, window)) for w in controls]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            if a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            overlap = ra.intersected(rb)
            if overlap.width() > 1 and overlap.height() > 1:
                found.append(f"{name_of(a)} {ra.getRect()} overlaps {name_of(b)} {rb.getRect()}")
    return found
