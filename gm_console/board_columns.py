"""The projector board's columns and their texts (PLT-13): a column that keeps a label where it is
laid out while its new text takes the room of the old (:class:`Column`, :func:`set_text`), the
flowing lists' items kept whole (:func:`whole`), and the side beside the stage (:class:`Side`)."""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget


def set_text(label: QLabel, text: str) -> None:
    """A label's text, set only when it changed (a label set again measures and repaints again). In a
    column of the board (:class:`Column`), a new text that takes the room the old one took repaints
    the label alone and lays nothing out (:meth:`Column.hold`)."""
    if label.text() == text:
        return
    parent = label.parentWidget()
    column = parent.layout() if parent is not None else None
    if isinstance(column, Column) and column.indexOf(label) >= 0 \
            and label.width() == column.contentsRect().width() and same_room(label, text):
        column.hold(label, text)
    else:
        label.setText(text)


class Column(QVBoxLayout):
    """A column of the board's blocks: the stage, the side, a list, a clock.

    Qt lays a label's whole window out at each new text, whatever room it needs: ``QLabel::setText``
    asks for its geometry anew, which invalidates its column, and every layout up to the window's is
    then laid out again and measures its labels again. A text that needs the room the old one had
    (:func:`same_room`) is set while the column holds (:meth:`hold`), and the column stays as it is
    laid out: the label repaints itself alone. What Qt keeps of the label's old text (its size hints,
    in its column's and the boxes' caches) matters only to a column of another width (a word wider
    than it); before the columns change width the board lets go of its held labels (:meth:`let_go`),
    and Qt measures them again."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._holding = False
        self.held: list[QLabel] = []
        """The labels given a text while the column held, since their geometry was last asked anew."""

    def hold(self, label: QLabel, text: str) -> None:
        """Give ``label`` (in this column) ``text``, which takes the room its text took."""
        self._holding = True
        try:
            label.setText(text)
        finally:
            self._holding = False
        if label not in self.held:
            self.held.append(label)

    def let_go(self) -> None:
        """Ask the held labels' geometry anew: their column lays itself out at its next activation."""
        held, self.held = self.held, []
        for label in held:
            if shiboken6.isValid(label):
                label.updateGeometry()

    def invalidate(self) -> None:
        if not self._holding:
            super().invalidate()


def same_room(label: QLabel, text: str) -> bool:
    """Whether the board label's new ``text`` takes the room its text takes where it is: as many
    lines (a wrapped label as tall at its width, as ``QLabel::heightForWidth`` measures a plain
    text), and no line (no word, wrapped) wider than the label. Its column's share of the board's
    width does not follow its texts (the stage and the side ignore their size hints across), so it
    then lays out to the same places."""
    old = label.text()
    if not (text and old and label.isVisible()) or text.count("\n") != old.count("\n") \
            or label.textFormat() != Qt.TextFormat.PlainText or label.margin() or label.indent() > 0 \
            or label.frameWidth() or not label.contentsMargins().isNull() or label.buddy() is not None:
        return False  # (QLabel's own room round its text, which the measure below leaves out)
    width, wrap, font = label.width(), label.wordWrap(), label.font().key()
    metrics = label.fontMetrics()

    def room(of: str) -> tuple[int, int]:  # as QLabel measures a plain text: its lines' height, the widest
        box = metrics.boundingRect(0, 0, width if wrap else 2000, 2000, int(Qt.TextFlag.TextWordWrap) if wrap else 0,
                                   of)
        return box.height(), box.width()

    kept = _ROOMS.get(label)
    before = kept[1] if kept is not None and kept[0] == (old, width, wrap, font) else room(old)
    after = room(text)
    _ROOMS[label] = ((text, width, wrap, font), after)  # the old text's room at the next text
    return after[0] == before[0] and max(after[1], before[1]) <= width


_ROOMS: weakref.WeakKeyDictionary[QLabel, tuple[tuple[str, int, bool, str], tuple[int, int]]] = \
    weakref.WeakKeyDictionary()
"""A board label's text as :func:`same_room` last measured it (at which width, wrapped or not, in
which type) and its room."""


WHOLE_CHARS = 60
"""A flowing list's item up to this long is kept on one line (:func:`whole`): a question of the
spy chain between two of the longest nicknames (24 letters) fits the stage of the smallest board."""


def whole(item: str) -> str:
    """An item of a flowing list (the spy game's question chain, the rooms, the places on the vote)
    that breaks only where the items meet, as the web board's (each item a box of its own): its
    spaces do not break, nor do its hyphens ("Ivan Petrenko → Bogdan-Yurii" is never left at
    "Ivan" or "Bogdan-"). A longer item wraps as any text does."""
    if len(item) > WHOLE_CHARS:
        return item
    return item.replace(" ", "\u00a0").replace("-", "\u2011")


class Side(QFrame):
    """The column beside the stage, right of a rule down its left edge, as the web board's side
    (a style sheet's border is not drawn on a frame with no shape)."""

    RULE = 2
    """The rule's width in pixels; the column's blocks start right of it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setContentsMargins(self.RULE, 0, 0, 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(0, 0, self.RULE, self.height(), QColor(RULE_COLOR))
        painter.end()


RULE_COLOR = "#2a3447"
"""The side's rule: the web board's lines' colour (``--line``)."""
