"""What every panel of the main window shares: redraw when its part of the view changed, ask its
desk to send a request, and the console's big command buttons."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt, Signal, Slot
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QGroupBox,
    QHeaderView,
    QLabel,
    QLayout,
    QProgressBar,
    QSizePolicy,
    QStyle,
    QStyleOptionGroupBox,
    QStylePainter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QWidget,
)

from ..commands import Commands
from ..table_model import TableModel
from ..views import Json

BIG_BUTTON_HEIGHT = 34
"""A command button's height: large enough to hit, small enough for a laptop's 768 rows (PLT-12)."""
LAYOUT_MARGIN = 6
LAYOUT_SPACING = 4
"""The console's panels are dense: every game's largest table fits a 1366×768 screen (PLT-12)."""


def compact_layouts(root: QWidget) -> None:
    """The margins and spacing of every layout under ``root`` made the console's own (a layout that
    asked for less keeps it). Layouts a panel adds later are compacted the next time this runs."""
    for layout in root.findChildren(QLayout):
        if layout.property("gm_compact"):
            continue
        layout.setProperty("gm_compact", True)
        margins = layout.contentsMargins()
        layout.setContentsMargins(min(margins.left(), LAYOUT_MARGIN), min(margins.top(), LAYOUT_MARGIN),
                                  min(margins.right(), LAYOUT_MARGIN), min(margins.bottom(), LAYOUT_MARGIN))
        spacing = layout.spacing()
        if spacing < 0 or spacing > LAYOUT_SPACING:
            layout.setSpacing(LAYOUT_SPACING)


def fit_wrapped_labels(root: QWidget) -> bool:
    """Every shown word-wrapped label under ``root`` at least as high as its text needs at its width:
    a layout asks a wrapped label only for one width, so a long text would be cut or overlap the next
    control. True when a label's height changed."""
    changed = False
    for label in root.findChildren(QLabel):
        if not label.wordWrap():
            continue
        policy = label.sizePolicy()
        if policy.verticalPolicy() != QSizePolicy.Policy.Ignored:
            # its own guess of its height (at some narrow width) would grow the window: this pass sets it
            policy.setVerticalPolicy(QSizePolicy.Policy.Ignored)
            label.setSizePolicy(policy)
        if not measurable(label):
            continue
        need = wrapped_height(label, label.width())
        if label.minimumHeight() != need:
            changed = True
            label.setMinimumHeight(need)
            label.setIndent(label.indent())  # a label keeps its old size hints until told again
            node: QWidget | None = label.parentWidget()
            while node is not None and node is not root:  # every box above it asks again
                box = node.layout()
                if box is not None:
                    box.update()
                node = node.parentWidget()
    return changed


class RichLabel(QLabel):
    """A wrapped rich text (names in colours, a room's heading in bold) that a layout measures
    without repainting it, and once per text and width.

    A ``QLabel`` lays its rich text out at every width a layout asks it about and back at its own
    width, each time it is asked (a room picked asked SUSPI's map and chosen panel some 17 times),
    and each of those layouts repaints it: a column that asks its panels' minimum heights after the
    window painted a change painted every changed rich text a second time. This label keeps its
    answers per text and width and measures with its text's repaint requests held back (the text
    it shows is laid out as before: the measure puts it back at its own width), so only a change
    of its text or its size repaints it; the height is the label's own.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self._heights: dict[tuple[object, ...], int] = {}
        self._control: QObject | None = None

    def heightForWidth(self, width: int) -> int:
        margins = self.contentsMargins()
        key = (width, self.text(), self.minimumHeight(), self.font().key(), self.margin(), self.indent(),
               self.alignment(), self.frameWidth(), margins.left(), margins.top(), margins.right(), margins.bottom())
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) >= 32:  # a few texts at a few widths; the older ones are stale
                self._heights.clear()
            height = self._heights[key] = self._measure(width)
        return height

    def _measure(self, width: int) -> int:
        if self._control is None:  # the label's text layout, made with its first rich text
            self._control = next((child for child in self.children()
                                  if child.metaObject().className() == "QWidgetTextControl"), None)
        if self._control is None:
            return super().heightForWidth(width)
        held = self._control.blockSignals(True)  # its repaint requests
        try:
            return super().heightForWidth(width)
        finally:
            self._control.blockSignals(held)


def measurable(label: QLabel) -> bool:
    """Whether ``label`` is a wrapped text the window fits to its height now: shown, and laid out at
    a real width."""
    return label.wordWrap() and label.isVisible() and label.width() >= 20


def wrapped_height(label: QLabel, width: int) -> int:
    """The height ``label``'s text needs at ``width`` (0 for no text), measured again only when its
    text, width or font changed since the last time: a rich text's measure lays the whole text out,
    and most changes of the table leave most texts as they were."""
    text = label.text()
    if not text:
        return 0
    key = f"{width}\x1f{label.font().key()}\x1f{label.margin()}\x1f{label.indent()}\x1f{text}"
    if label.property("gm_measured") == key:
        return int(label.property("gm_height"))
    need = max(label.heightForWidth(width), 0)
    label.setProperty("gm_measured", key)
    label.setProperty("gm_height", need)
    return need


def shown_seconds_ms(left_ms: int) -> int:
    """A countdown's milliseconds left rounded up to the seconds its clock shows (``m:ss``)."""
    return (max(0, left_ms) + 999) // 1000 * 1000


def set_countdown_bar(bar: QProgressBar, left_ms: int, total_ms: int) -> None:
    """A countdown's bar at the seconds its clock shows, set only when that moved (once a second,
    not at every tick), and painted with the rest of the window at its next frame: a progress bar
    whose value moves repaints its window at once, a second paint of the same change."""
    total = max(1, total_ms)
    if bar.maximum() != total:
        bar.setMaximum(total)
    value = min(total, shown_seconds_ms(left_ms))
    if bar.value() != value:
        enabled = bar.updatesEnabled()
        bar.setUpdatesEnabled(False)  # no repaint now: updated (painted with the rest) when enabled again
        bar.setValue(value)
        bar.setUpdatesEnabled(enabled)


def big_button(parent: QWidget, commands: Commands, name: str) -> QToolButton:
    """A large button showing the command ``name`` (its text, shortcut, tooltip, enabled state)."""
    button = QToolButton(parent)
    button.setDefaultAction(commands.action(name))
    button.setObjectName(f"button_{name}")
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    button.setMinimumHeight(BIG_BUTTON_HEIGHT)
    font = QFont(button.font())
    font.setPointSize(font.pointSize() + 2)
    font.setBold(True)
    button.setFont(font)
    return button


FITTED = "fitted_columns"
"""The header's property listing the columns :func:`sized_once` fits to their contents."""


class _Changed(QObject):
    """Which of a table's columns :func:`fit_columns` must measure again: those whose cells the model
    said changed since the last fit, or every column after a change that may move any of them (rows
    added or taken, the header's labels, the table's font or style, a column hidden or shown). A new
    label in the header (another language) fits the columns at once. A child of its table."""

    NAME = "gm_fitted_columns_changes"

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self.setObjectName(self.NAME)
        self.table = table
        self.columns: set[int] = set()
        self.everything = True  # nothing measured yet
        self.room: object = None
        """The header's columns, hidden and stretched, and their least and most width at the last fit."""
        model = table.model()
        model.dataChanged.connect(self.on_cells)
        for signal in (model.rowsInserted, model.rowsRemoved, model.rowsMoved, model.columnsInserted,
                       model.columnsRemoved, model.columnsMoved, model.modelReset, model.layoutChanged):
            signal.connect(self.on_all)
        model.headerDataChanged.connect(self.on_header)
        table.installEventFilter(self)

    @staticmethod
    def of(table: QTableView) -> _Changed:
        """The table's own, made at its first fill."""
        changed = table.findChild(QObject, _Changed.NAME, Qt.FindChildOption.FindDirectChildrenOnly)
        return changed if isinstance(changed, _Changed) else _Changed(table)

    @Slot(object, object, object)
    def on_cells(self, top_left: Any, bottom_right: Any, _roles: object = None) -> None:
        self.columns.update(range(top_left.column(), bottom_right.column() + 1))

    @Slot()
    def on_all(self, *_: object) -> None:
        self.everything = True

    @Slot()
    def on_header(self, *_: object) -> None:
        self.everything = True
        fit_columns(self.table)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange, QEvent.Type.Polish):
            self.everything = True  # every cell measures otherwise now
        return False


@contextmanager
def sized_once(table: QTableView) -> Iterator[None]:
    """Fill ``table`` with the columns that fit their contents measured once, when the fill is done.

    While a column fits its contents (``ResizeToContents``), every cell set in it measures the whole
    column again (a seats table of 18 rows did that some 70 times at each change of the table). So
    the columns made to fit their contents are held at a fixed width, which the end of each fill
    sets to what ``ResizeToContents`` would give them (the widest cell or the header's label, within
    the header's least and most), and only where it changed: a fill that changed no column's width
    neither lays out nor repaints the header (switching the columns' modes at each fill did both,
    twice). Only the columns whose cells changed are measured again (an expert's "ready" measures
    that column, not the names beside it). A new label in the header fits its columns at once. The
    header says which columns it fits in its property :data:`FITTED`."""
    header = table.horizontalHeader()
    _Changed.of(table)
    fitted = [c for c in (header.property(FITTED) or []) if c < header.count()]
    modes = [header.sectionResizeMode(c) for c in range(header.count())]
    fitted += [c for c, mode in enumerate(modes) if mode is QHeaderView.ResizeMode.ResizeToContents]
    if QHeaderView.ResizeMode.ResizeToContents in modes:
        # the header's own mode too (new columns take it): a header whose mode is to fit its
        # columns lays them out again at every cell's change, and repaints itself
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        for column, mode in enumerate(modes):
            if mode is not QHeaderView.ResizeMode.ResizeToContents:
                header.setSectionResizeMode(column, mode)
    header.setProperty(FITTED, sorted(set(fitted)))
    try:
        yield
    finally:
        fit_columns(table)


def fit_columns(table: QTableView) -> None:
    """Give the columns :func:`sized_once` fits the width their contents need now (a column that
    stretches as the last one is left to the header): those whose cells changed since the last
    fit, or all of them after a change that may widen or narrow any."""
    header = table.horizontalHeader()
    changed = _Changed.of(table)
    shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
    stretched = header.logicalIndex(max(header.visualIndex(c) for c in shown)) \
        if shown and header.stretchLastSection() else None
    room = (header.count(), tuple(shown), stretched, header.minimumSectionSize(), header.maximumSectionSize())
    everything = changed.everything or room != changed.room
    columns = changed.columns
    changed.columns, changed.everything, changed.room = set(), False, room
    for column in header.property(FITTED) or []:
        if column >= header.count() or column == stretched or header.isSectionHidden(column):
            continue
        if not everything and column not in columns:
            continue
        width = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        width = min(max(width, header.minimumSectionSize()), header.maximumSectionSize())
        if header.sectionSize(column) != width:
            header.resizeSection(column, width)


_SHOWN_ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.FontRole,
                Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.TextAlignmentRole, Qt.ItemDataRole.UserRole,
                Qt.ItemDataRole.BackgroundRole)


def set_cell(table: QTableWidget, row: int, column: int, item: QTableWidgetItem) -> None:
    """Put ``item`` at (row, column) unless the cell already shows the same: a redraw of a table
    where one row changed repaints that row only."""
    old = table.item(row, column)
    if old is not None and all(old.data(role) == item.data(role) for role in _SHOWN_ROLES):
        return
    table.setItem(row, column, item)


def compact_rows(table: QTableView) -> None:
    """Rows as high as one line of text: ten seats fit without scrolling."""
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)


def show_rows(table: QTableView, rows: int = 3, *, wide: bool = False) -> None:
    """At least ``rows`` rows in view (the rest scroll), whatever the screen (PLT-12); ``wide``: a table
    wider than its column, whose horizontal scroll bar takes room too."""
    scroll = table.horizontalScrollBar().sizeHint().height() if wide else 0
    table.setMinimumHeight(table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth() + scroll
                           + rows * table.verticalHeader().defaultSectionSize())


def fit_rows(table: QTableView, minimum_rows: int = 3) -> None:
    """At most as tall as its rows, so no empty space sits under a short table; on a small screen
    it may shrink to ``minimum_rows`` and scroll."""
    frame = table.horizontalHeader().height() + 2 * table.frameWidth()
    rows = table.model().rowCount()
    row = table.verticalHeader().defaultSectionSize()
    table.setMaximumHeight(frame + sum(table.rowHeight(r) for r in range(rows)) + (0 if rows else row))
    table.setMinimumHeight(frame + min(rows or 1, minimum_rows) * row)


class Panel(QGroupBox):
    """A titled box that renders one part of the moderator view.

    A panel says which part of the view it shows (:meth:`watch`) and how to draw it
    (:meth:`draw`); after each change it redraws only if that part changed, and after a
    language change it re-translates its fixed texts (:meth:`retranslate`) and redraws.

    Signals:
        requested(str, dict): the moderator asked for a request (its type and arguments); the
            panel's desk sends it.
    """

    requested = Signal(str, dict)

    def __init__(self, model: TableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._watched: Any = object()
        self.drawn = False
        """Drawn since its window last looked (:meth:`take_drawn`): only a panel that drew can have
        added rows and their layouts (a vote's candidates)."""
        self._title: tuple[Any, QRect] | None = None
        """Where the box's title is, for which size, title, font, palette and state (:meth:`paintEvent`)."""
        self._frame: tuple[Any, QPixmap] | None = None
        """The box's frame as the style drew it, for the same (made at the first paint that copies it)."""
        self.frames_reused = 0
        """Paints of the box served from its drawn frame (for the tests)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        """The box's frame and title, as :class:`QGroupBox` paints them. A change inside the box (a
        label's new text, a list's new row) repaints the box behind that widget: the style would draw
        the whole frame and title again, clipped to it, at each change. Such a paint copies its part
        of the frame as the style drew it once for this size, title, font, palette and state (into a
        transparent picture, so what the window shows is the same, pixel for pixel); a paint that
        touches the title is the style's own, its text drawn on the window as always."""
        dpr = self.devicePixelRatioF()
        key = (self.size(), dpr, self.title(), self.font().key(), self.palette().cacheKey(),
               self.isEnabled(), self.isActiveWindow(), self.style().name())
        option: QStyleOptionGroupBox | None = None
        if self._title is None or self._title[0] != key:
            option = QStyleOptionGroupBox()
            self.initStyleOption(option)
            title = self.style().subControlRect(
                QStyle.ComplexControl.CC_GroupBox, option, QStyle.SubControl.SC_GroupBoxLabel, self)
            self._title = (key, title.adjusted(-2, -2, 2, 2))
        if event.region().intersects(self._title[1]):  # a whole paint (a resize, a new title): the style's
            super().paintEvent(event)
            return
        if self._frame is None or self._frame[0] != key:
            if option is None:
                option = QStyleOptionGroupBox()
                self.initStyleOption(option)
            frame = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
            frame.setDevicePixelRatio(dpr)
            frame.fill(Qt.GlobalColor.transparent)
            styled = QStylePainter(frame, self)
            styled.drawComplexControl(QStyle.ComplexControl.CC_GroupBox, option)
            styled.end()
            self._frame = (key, frame)
        frame = self._frame[1]
        self.frames_reused += 1
        rect = event.rect()  # the region's bounding rectangle: the painter is clipped to the region
        painter = QPainter(self)
        painter.drawPixmap(QRectF(rect), frame, QRectF(rect.x() * dpr, rect.y() * dpr, rect.width() * dpr,
                                                       rect.height() * dpr))
        painter.end()

    def hasHeightForWidth(self) -> bool:
        """A panel asks its column for its minimum size, never for a height at a width: its wrapped
        texts are given their heights by ``fit_wrapped_labels``, and a column that asked each panel
        for a height at its width would squeeze tables and buttons below what they need."""
        return False

    def request(self, request_type: str, **args: Any) -> None:
        """Ask the desk to send ``request_type`` with ``args`` (panels never send requests themselves)."""
        self.requested.emit(request_type, args)

    def watch(self, view: Json) -> Any:
        """The part of ``view`` this panel shows; the whole view unless a panel says otherwise."""
        return view

    def draw(self, view: Json) -> None:
        raise NotImplementedError

    def retranslate(self) -> None:
        raise NotImplementedError

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        watched = self.watch(self.model.view)
        if watched != self._watched:
            self._watched = watched
            self.draw(self.model.view)
            self.drawn = True

    def redraw(self) -> None:
        self._watched = self.watch(self.model.view)
        self.draw(self.model.view)
        self.drawn = True

    def take_drawn(self) -> bool:
        """Whether the panel drew since the last time this was asked."""
        drawn, self.drawn = self.drawn, False
        return drawn

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.redraw()
        super().changeEvent(event)
