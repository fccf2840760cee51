"""The public board for the projector (PLT-13): large type on a dark background, readable from the
back of the room, from the public view only (PLT-05).

It draws the board's *scene* (:mod:`rules.core.board`), which the table puts in the public view
(``view["board"]``): the same scene every TV's web board draws (``gm_resources/web/static/board.js``),
so a game says once what its board shows and knows nothing of either renderer. The window holds
the header (the game and the table code, the phase, the round), the stage and the side column of
the scene's blocks, a beat shown over the stage for its time, and the countdown, counted locally
from the view's ``left_ms`` and ``running`` (PLT-14), at each second it shows. The type follows the
window's height; a table's type shrinks until all its rows fit (18 at SUSPI, SUS-01).
"""

from __future__ import annotations

import json
import logging

from PySide6.QtCore import QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QFont,
    QGuiApplication,
    QPalette,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QSizePolicy, QVBoxLayout, QWidget

from rules.core.board import pick
from rules.core.board_texts import COMMON

from . import board_blocks, ticking, views
from .big_type import BoardLabel
from .board_blocks import STEP, TONES, BlackBox, ProgressBlock, SeatsBlock, TableBlock, Wheel
from .board_columns import Column, Side, set_text, whole
from .commands import Commands
from .qr import QrView
from .table_model import TableModel
from .views import Json

log = logging.getLogger(__name__)

DESIGN_HEIGHT = 1080
"""Type sizes below are pixels at this window height, scaled to the real height."""
SHRINK = 0.94
"""A column's type shrinks by this factor a step until its blocks fit: steps as fine as the web
board's (6 % of its type), so that a column is never much smaller than it needs to be."""
MOST_STEPS = 18
"""The smallest type a column shrinks to: SHRINK ** 18, about a third of the board's own."""
FITS_KEPT = 16
"""How many of a column's last fits (its texts and room, and the type found) are kept: a scene that
comes back (a lobby's counts going up and down) takes its type without measuring."""
SIZES = {"huge": 300, "mid": 150, "code": 130, "winner": 110, "title": 76, "big": 54, "body": 40, "note": 36,
         "small": 32}
BOLD = frozenset({"huge", "mid", "code", "winner", "title", "big"})
"""The text sizes set in bold. The table code is as large beside the body as the web board's (3.6 of
its 1.15 em); a note of the way in (the call link, who is here) as the web board's 1 em, above its
small print."""
BACKGROUND, TEXT, DIM = "#101418", "#f4f1ea", "#9aa3ad"
WARN, ALARM = TONES["warn"], TONES["bad"]


def _label(parent: QWidget, size: str, *, tone: str | None = None, wrap: bool = True,
           center: bool = True) -> QLabel:
    label = BoardLabel(parent)  # its large type from kept glyph pictures (big_type)
    label.setProperty("textsize", size)
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(" ")  # a text label from the start: once emptied again, it measures as one never
    label.setText("")  # given a text would not (a pixel lower), and a board drawn afresh is the same
    if center:
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    # its colour in its own palette, not a style sheet: a label styled alone is polished alone (slow)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(TONES.get(tone, TEXT) if tone else TEXT))
    label.setPalette(palette)
    return label


QR_SIDE = 360
"""The way in's QR code's side, in design pixels: a third of the board's height."""

REBUILT = ("join", "wheel")
"""Blocks drawn anew whenever anything in them changes (the way in with its QR code; the roulette,
which takes a spin up where it is, QZ-08); every other block changes its texts in place."""


def _shape(block: Json, lang: str, height: int) -> object:
    """What the widgets drawing ``block`` are made of: two scenes whose blocks have the same shapes,
    one after the other, are drawn by the same widgets with new texts (:meth:`BoardWindow._set`)."""
    kind = block.get("kind")
    if kind in REBUILT or "hide_after_ms" in block:
        return json.dumps([block, lang, height], sort_keys=True, default=str)
    if kind == "text":
        return (kind, block.get("id"), block.get("size"), block.get("tone"))
    if kind == "clock":
        return (kind, block.get("id"), block.get("size"))
    if kind == "list":
        return (kind, block.get("id"), block.get("tone"), bool(pick(block.get("title"), lang)))
    return (kind, block.get("id"))


GROWN_LINES = 6
"""The growing blocks' share of a column's room, in a table's lines: a wheel, the seats, the black
box and the way in each grow as a table of six lines would."""


def _stretch(block: Json, lang: str) -> int:
    """How much of a column's spare height a growing block takes: a table as many shares as it has
    lines (its title and rows), so that every table of a column has rows of one height (the mafia
    line-up's 16 names as large as the reserve's 2, the spy game's roles as its facts)."""
    if block.get("kind") == "table":
        return max(1, len(block.get("rows") or []) + (1 if pick(block.get("title"), lang) else 0))
    return GROWN_LINES


def _fit_key(blocks: list[Json], lang: str) -> object:
    """What a column's height depends on, beside its box's size: the texts (they wrap), each table's
    number of lines, the shapes of the blocks; not a clock's reading, a bar's count, a table's cells."""
    key: list[object] = []
    for block in blocks:
        kind = block.get("kind")
        if kind == "text":
            key.append((block.get("size"), pick(block.get("text"), lang)))
        elif kind == "list":
            key.append((pick(block.get("title"), lang), [pick(x, lang) for x in block.get("items") or []],
                        block.get("flow")))
        elif kind == "table":
            key.append((bool(pick(block.get("title"), lang)), len(block.get("rows") or [])))
        elif kind in ("clock", "progress", "seats", "black_box"):
            key.append((kind, block.get("size")))
        else:
            key.append(json.dumps(block, sort_keys=True, default=str))
    return key


class _Clock(QWidget):
    """A countdown block: ``m:ss``, amber from ``low_ms`` left, red at zero, "paused" under it."""

    def __init__(self, block: Json, parent: QWidget) -> None:
        super().__init__(parent)
        self.block = block
        self.value = _label(self, str(block.get("size") or "huge"), wrap=False)
        self.value.setObjectName("board_countdown")
        self.note = _label(self, "small", tone="warn", wrap=False)
        self.note.setObjectName("board_clock_note")
        column = Column(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.value)
        column.addWidget(self.note)


class BoardWindow(QWidget):
    """The projector's window: the scene of the public view, drawn (see the module's docstring).

    Every drawn block is a child named ``board_<id>`` after the block's ``id`` (tests find them
    there); :meth:`shown_texts` lists what the board shows, in the board's language.

    Signals:
        put_on_screen(): the window was shown (put on a screen), its blocks fitted.
    """

    put_on_screen = Signal()

    def __init__(self, model: TableModel, _content: object = None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("board")
        self.model = model
        self.screen_index: int | None = None
        self.countdown: views.Countdown | None = None
        self.clocks: list[_Clock] = []
        self.beats: dict[str, float] = {}
        """Beat key → when the board first showed it (``model.monotonic`` seconds)."""
        self.beat_key = ""
        self._spin: tuple[str, float, float] | None = None
        """The spin the wheel shows: its beat's key, when this board began it, the angle it began at."""
        self._pointed = 0.0
        """Where the last wheel's top pointed, in degrees (a new spin starts there)."""
        self._drawn: object = None
        self._watched: object = None
        self._styled_unit = 0.0  # the unit the header's type was set for
        self._steps: dict[QWidget, int] = {}  # a column's shrink steps (SHRINK ** steps) as drawn now
        self._typed: dict[QWidget, float] = {}  # the scale of the type a column's labels were given
        self._fonts: dict[tuple[str, int], QFont] = {}  # a text size's font at a pixel size (_font)
        self._shapes: dict[QWidget, list[object]] = {}  # a column's blocks' shapes as drawn now (_shape)
        self._drawn_blocks: dict[QWidget, list[QWidget | None]] = {}  # a column's widgets, one a block
        self._fitted: dict[QWidget, list[tuple[object, int]]] = {}  # a column's last fits and their steps,
        # the one it shows last (_fit)
        self._column_blocks: dict[QWidget, list[Json]] = {}
        self.ticker = QTimer(self)
        self.beat_timer = QTimer(self)
        self.beat_timer.setSingleShot(True)
        self.setMinimumSize(480, 270)  # the type follows the size, so the layout must not hold it big

        self.title = _label(self, "small", center=False, wrap=False)
        self.title.setObjectName("board_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.phase = _label(self, "body", wrap=False)
        self.phase.setObjectName("board_phase")
        self.round_label = _label(self, "small", wrap=False)
        self.round_label.setObjectName("board_round")
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.stage = QWidget(self)
        self.stage.setObjectName("board_stage")
        self.stage_column = Column(self.stage)
        self.side = Side(self)
        self.side.setObjectName("board_side")
        self.side_column = Column(self.side)
        self.foot = _label(self, "small", wrap=False, center=False)
        self.foot.setObjectName("board_foot")
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.phase, 2)
        head.addWidget(self.round_label, 1)
        body = QHBoxLayout()
        for box in (self.stage, self.side):  # their shares of the width, whatever their texts, as the web board's
            box.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        body.addWidget(self.stage, 74)
        body.addWidget(self.side, 26)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 20, 40, 16)
        layout.addLayout(head)
        layout.addLayout(body, 1)
        layout.addWidget(self.foot)
        self.model.changed.connect(self.on_table_changed)
        self.ticker.timeout.connect(self.on_tick)
        self.beat_timer.timeout.connect(self.redraw)
        self.resize(1280, 720)
        self._apply_style()
        self.retranslate()
        self.on_tick()  # the ticker runs only while a clock on the board counts

    def share_keys(self, commands: Commands) -> None:
        """Every key of the moderator's window works while the board has the keyboard too (PLT-12: on a
        single screen the board is a window, Ctrl+B, and a click on it gives it the keyboard): the
        game's one-key shortcuts, the window's commands (undo, PLT-04; the full-screen toggle), the
        languages and the keys that go to a field. A window's key acts where one of its action's
        widgets is the active window, so the board takes each of them as its own too."""
        window = commands.parent()
        for action in window.findChildren(QAction) if window is not None else ():
            if action.shortcuts() and action.shortcutContext() in (Qt.ShortcutContext.WindowShortcut,
                                                                  Qt.ShortcutContext.ApplicationShortcut):
                self.addAction(action)

    # --- showing on the projector -------------------------------------------------------------
    def show_on(self, screen_index: int | None) -> None:
        """Full screen on screen ``screen_index``, or a normal window when it is None."""
        self.screen_index = screen_index
        screens = QGuiApplication.screens()
        if screen_index is not None and 0 <= screen_index < len(screens):
            screen = screens[screen_index]
            self.setScreen(screen)
            self.setGeometry(screen.geometry())  # also where no window manager obeys "full screen"
            self.showFullScreen()
        else:
            if screen_index is not None:
                log.warning("no screen %s (there are %d); the board opens as a window",
                            screen_index, len(screens))
            self.showNormal()

    @Slot()
    def on_full_screen_toggled(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.show_on(self.screen_index if self.screen_index is not None else self._current_screen())

    def _current_screen(self) -> int:
        screens = QGuiApplication.screens()
        screen = self.screen()
        return screens.index(screen) if screen in screens else 0

    @Slot()
    def on_show_toggled(self) -> None:
        if self.isVisible():
            self.hide()
        else:
            self.show_on(self.screen_index)

    def closeEvent(self, event: QCloseEvent) -> None:
        event.ignore()  # the board only hides; Ctrl+B in the console shows it again
        self.hide()

    # --- the scene --------------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return str(getattr(self.model.table, "lang", "en") or "en")

    def scene(self) -> Json:
        view = self.model.public
        scene = view.get("board")
        if isinstance(scene, dict):
            return scene
        table = view.get("table") or {}  # a game without a scene: the way in and the phase
        return {"game": str(table.get("game") or ""), "phase": str(views.game(view).get("phase") or ""),
                "moment": "", "main": [{"kind": "join", "id": "join", "caption": "", "code": table.get("code"),
                                        "url": table.get("url"), "people": ""}], "side": None, "beat": None}

    @Slot(object)
    def on_table_changed(self, _changes: object = None) -> None:
        """Redraw when the public view changed. Not when only the moment it was taken did: a running
        countdown's ``left_ms`` changes with that moment, so the same view means the same reading."""
        watched = self.model.public
        if watched != self._watched:
            self._watched = watched
            self.redraw()

    def current_beat(self, scene: Json) -> Json | None:
        """The scene's beat while it is due: ``hold_ms`` from when this board first showed it."""
        beat = scene.get("beat")
        if not isinstance(beat, dict) or not beat.get("key"):
            return None
        key, hold = str(beat["key"]), int(beat.get("hold_ms") or 0) / 1000
        now = self.model.monotonic()
        first = self.beats.setdefault(key, now)
        if len(self.beats) > 64:
            self.beats.pop(next(iter(self.beats)))
        left = first + hold - now
        if left <= 0:
            return None
        self.beat_timer.start(int(left * 1000) + 20)
        return beat

    @Slot()
    def redraw(self) -> None:
        """Draw the scene: the header, the stage (or the beat) and the side, then the countdown."""
        view = self.model.public
        scene = self.scene()
        lang = self.lang
        table = view.get("table") or {}
        game = pick(scene.get("game"), lang)
        code = str(table.get("code") or "")
        set_text(self.title, f"{game} · {code}" if game else code)
        set_text(self.phase, pick(scene.get("phase"), lang))
        set_text(self.round_label, pick(scene.get("round"), lang))
        beat = self.current_beat(scene)
        self.beat_key = str(beat.get("key")) if beat else ""
        main = beat.get("main") if beat else scene.get("main")
        if beat and main:  # a beat's title is as large as a winner's, as on the web board (3.4 em)
            main = [dict(b, size="winner") if b.get("kind") == "text" and b.get("size") == "title" else b
                    for b in main]
        side = None if beat else scene.get("side")
        drawn = (lang, main, side, self.beat_key, self.height())  # compared as they are: the view is never changed
        self.countdown = None
        if drawn != self._drawn:
            self._drawn = drawn
            columns: list[tuple[QWidget, QVBoxLayout, list[Json], bool]] = [
                (self.stage, self.stage_column, list(main or []), True)]
            if side:
                title = pick(side.get("title"), lang).upper()  # as a table's or a list's title
                head = [{"kind": "text", "text": title, "size": "small", "tone": "muted", "id": "side_title"}]
                columns.append((self.side, self.side_column, head + list(side.get("blocks") or []), False))
            if self.side.isHidden() == bool(side):  # the stage's width changes
                self._let_go()
            self.side.setVisible(bool(side))
            self.clocks = []
            for box, column, blocks, centred in columns:
                self._column_blocks[box] = blocks
                shape = [_shape(b, lang, self.height()) for b in blocks]
                if shape == self._shapes.get(box):  # the same blocks, other contents: changed in place
                    for block, widget in zip(blocks, self._drawn_blocks[box], strict=True):
                        self._set(widget, block)
                else:
                    self._shapes[box] = shape
                    self._fill(box, column, blocks, centred=centred)
            if not side:
                self._shapes.pop(self.side, None)
                self._column_blocks.pop(self.side, None)
            self._fit()
        else:
            self._update_clocks(list(main or []))
        url = str(table.get("url") or "")
        lobby = any(b.get("kind") == "join" for b in main or [])
        set_text(self.foot, pick(COMMON("join_late", url=url, code=code), lang)  # the board's language (PLT-15)
                  if url and not lobby else "")
        self.on_tick()

    def _let_go(self) -> None:
        """Before the columns change width: every label given a text while its column held is measured
        again (:class:`.board_columns.Column`)."""
        for layout in self.findChildren(QVBoxLayout):
            if isinstance(layout, Column):
                layout.let_go()

    def _update_clocks(self, blocks: list[Json]) -> None:
        """A new view with the same blocks: only the timers' readings changed."""
        timers = [b for b in blocks if b.get("kind") == "clock"]
        for clock, block in zip(self.clocks, timers, strict=False):
            clock.block = block

    def _fill(self, box: QWidget, column: QVBoxLayout, blocks: list[Json], *, centred: bool) -> None:
        if isinstance(column, Column):
            column.held = []  # its labels go (and the column is laid out anew)
        while column.count():
            item = column.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)  # no longer a child: lookups find the new blocks at once
                widget.deleteLater()
        grows = ("table", "wheel", "seats", "black_box", "join")
        centred = centred and not any(b.get("kind") in grows for b in blocks)  # else the growing blocks centre
        if centred:
            column.addStretch(1)
        drawn: list[QWidget | None] = []
        self._drawn_blocks[box] = drawn
        for block in blocks:
            widget = self._block(box, block)
            drawn.append(widget)
            if widget is None:
                continue
            if block.get("id"):
                widget.setObjectName(f"board_{block['id']}")
            widget.setProperty("kind", block.get("kind"))
            hide_after = block.get("hide_after_ms")
            if isinstance(hide_after, int):
                left = hide_after - int((self.model.monotonic() - self.model.received) * 1000)
                if left <= 0:
                    widget.setVisible(False)
                else:
                    QTimer.singleShot(left, widget, widget.hide)
            column.addWidget(widget, _stretch(block, self.lang) if block.get("kind") in grows else 0)
            if box.isVisible() and not widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
                widget.show()  # shown now, not at the loop's next turn: its texts measured as they show
        if centred or not any(b.get("kind") in grows for b in blocks):
            column.addStretch(1)
        self._type(box, self._typed.get(box, self.unit() * SHRINK ** self._steps.get(box, 0)), new=True)

    def _block(self, parent: QWidget, block: Json) -> QWidget | None:
        """A new widget drawing ``block`` (None for a kind the board cannot draw)."""
        kind = block.get("kind")
        tone = block.get("tone")
        widget: QWidget
        if kind == "text":  # centred on the stage; beside it, from the left, as the web board's side
            widget = _label(parent, str(block.get("size") or "body"), tone=tone, center=parent is not self.side)
        elif kind == "clock":
            widget = _Clock(block, parent)
        elif kind == "progress":
            widget = ProgressBlock(self.unit, parent)
        elif kind == "list":
            widget = self._list(parent, block)
        elif kind == "table":
            widget = TableBlock(self.unit, parent, top=parent is self.side)
        elif kind == "join":
            return self._join(parent, block)
        elif kind == "wheel":
            return self._wheel(parent, block)
        elif kind == "black_box":
            widget = BlackBox(parent)
        elif kind == "seats":
            widget = SeatsBlock(self.unit, parent)
        else:
            log.warning("the board has no drawing for a block of kind %r", kind)
            return None
        self._set(widget, block)
        return widget

    def _set(self, widget: QWidget | None, block: Json) -> None:
        """Show ``block``'s contents on its ``widget`` (made by :meth:`_block` for a block of the same
        shape, :func:`_shape`): only texts and numbers change, nothing is built again."""
        lang = self.lang
        if isinstance(widget, _Clock):
            widget.block = block
            self.clocks.append(widget)
        elif isinstance(widget, QLabel):
            set_text(widget, pick(block.get("text"), lang))
        elif isinstance(widget, ProgressBlock):
            n, m = int(block.get("n") or 0), int(block.get("m") or 0)
            if (widget.n, widget.m, widget.maximumHeight()) != (n, m, ProgressBlock.height_at(self.unit())):
                widget.set_count(n, m)
        elif isinstance(widget, TableBlock):
            rows = list(block.get("rows") or [])
            title = pick(block.get("title"), lang)
            cells = [[pick(c, lang) for c in r.get("cells") or []] for r in rows]
            tones, dots = [r.get("tone") for r in rows], [r.get("dot") for r in rows]
            numeric, dim = block.get("numeric") or (), block.get("dim") or ()
            if (widget.title, widget.rows, widget.tones, widget.numeric, widget.dim, widget.dots) != (
                    title, cells, tones, set(numeric), set(dim), dots if any(dots) else []):
                widget.set_rows(title, cells, tones, numeric, dim, dots)
            holder = widget.parentWidget()
            column = holder.layout() if holder is not None else None
            if isinstance(column, QVBoxLayout) and column.indexOf(widget) >= 0:  # more rows, a larger share
                stretch = _stretch(block, lang)
                if column.stretch(column.indexOf(widget)) != stretch:
                    column.setStretchFactor(widget, stretch)
        elif isinstance(widget, BlackBox):
            widget.set_opened(bool(block.get("opened")))
        elif isinstance(widget, SeatsBlock):
            rows = list(block.get("seats") or [])
            widget.set_seats(rows, [pick(s.get("note"), lang) for s in rows], int(block.get("max_fouls") or 4))
        elif widget is not None and block.get("kind") == "list":
            heading = widget.findChild(QLabel, "board_list_title")
            body = widget.findChild(QLabel, "board_list_items")
            if heading is not None:
                set_text(heading, pick(block.get("title"), lang).upper())
            if body is not None:
                items = [pick(x, lang) for x in block.get("items") or []]
                # a dot stays with its item, and an item on one line
                set_text(body, "\u00a0·\u2003".join(map(whole, items)) if block.get("flow") else "\n".join(items))

    def _list(self, parent: QWidget, block: Json) -> QWidget:
        """A list's box: its title (when it has one) over its items; :meth:`_set` fills them."""
        box = QWidget(parent)
        column = Column(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        if pick(block.get("title"), self.lang):  # as in its shape (_shape)
            title = _label(box, "small", tone="muted", wrap=False)
            title.setObjectName("board_list_title")
            column.addWidget(title)
        body = _label(box, "body", tone=block.get("tone"))
        body.setObjectName("board_list_items")
        column.addWidget(body)
        return box

    def _join(self, parent: QWidget, block: Json) -> QWidget:
        """The way in (PLT-02): the QR code of the link, the link, the table code, who is here."""
        lang = self.lang
        box = QWidget(parent)
        row = QHBoxLayout(box)
        url = str(block.get("url") or "")
        side = int(QR_SIDE * self.unit())
        qr = QrView(box, minimum=side, hint=side, dark="#000000", light="#ffffff")
        qr.setObjectName("board_qr")
        qr.setFixedSize(side, side)  # square and as large at every shrink: the texts beside it take the rest
        qr.set_text(url)
        qr.setVisible(bool(url))
        text = QVBoxLayout()
        caption = _label(box, "title", center=False)
        caption.setObjectName("board_join_caption")
        caption.setText(pick(block.get("caption"), lang) or self.tr("Join with your phone"))
        link = _label(box, "body", tone="accent", center=False)
        link.setObjectName("board_url")
        link.setText(url)
        code = _label(box, "code", wrap=False, center=False)
        code.setObjectName("board_code")
        code.setText(str(block.get("code") or "") if url else "")  # no link: no server listens, nobody can join
        code.setVisible(bool(url))
        text.addStretch(1)
        text.addWidget(caption)
        text.addWidget(link)
        text.addWidget(code)
        call = pick(block.get("call"), lang)
        if call:
            call_label = _label(box, "note", center=False)
            call_label.setObjectName("board_call")
            call_label.setText(call)
            text.addWidget(call_label)
        people = _label(box, "note", tone="muted", center=False)
        people.setObjectName("board_people")
        people.setText(pick(block.get("people"), lang))
        text.addWidget(people)
        text.addStretch(1)
        row.addWidget(qr, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addSpacing(int(40 * self.unit()))
        row.addLayout(text, 1)
        return box

    # --- fitting -------------------------------------------------------------------------------
    def _fit(self) -> None:
        """Shrink a column's type until its blocks fit its height (nothing clipped off the board):
        the largest type of 1, 0.94, 0.94², … (down to about a third) whose blocks fit.

        No style sheet is set: each label's font is set directly, and only when it changes (a style
        sheet set on a column polished every widget in it again, milliseconds a step). A column whose
        texts and room are as when it was last fitted is not measured again at all, and one whose
        texts and room are as at one of its last fits (:data:`FITS_KEPT`: a quiz lobby's "ready"
        count going up and down) takes the type found then: the type depends on them alone."""
        unit = self.unit()
        if unit != self._styled_unit:
            self._styled_unit = unit
            self._set_margins(unit)
            for label in (self.title, self.phase, self.round_label, self.foot):
                self._type_label(label, unit)
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the columns' boxes at the window's size now (a resize is told before)
        lang = self.lang
        for column, box in ((self.stage_column, self.stage), (self.side_column, self.side)):
            hidden = tuple(widget is not None and widget.isHidden() for widget in self._drawn_blocks.get(box, []))
            key = (unit, box.isVisible(), self.size(), box.size(), _fit_key(self._column_blocks.get(box, []), lang),
                   hidden)  # a block whose time is up is hidden, and needs no room
            fits = self._fitted.setdefault(box, [])
            if fits and fits[-1][0] == key:
                continue  # the same texts in the same room: the same type fits (measured once)
            known = next((i for i, (fitted, _steps) in enumerate(fits) if fitted == key), None)
            if known is None:
                self._fit_column(column, box)
                fits.append((key, self._steps.get(box, 0)))
                del fits[:-FITS_KEPT]
            else:  # a scene that came back: the type found for it
                fits.append(fits.pop(known))
                self._shrink(box, fits[-1][1])
                column.activate()
        # every box laid out now, the innermost first (a list's title and items, then the columns,
        # then the window with the header): a box laid out at the next turn of the event loop, by
        # the layout request its new texts posted, would have the window lay itself out once more
        for box in (self.stage, self.side):
            for inner in reversed(box.findChildren(QLayout)):
                inner.activate()
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the header too, with the type it has now

    def _fit_column(self, column: QVBoxLayout, box: QWidget) -> None:
        """The column's type at the fewest shrink steps whose blocks fit, found by halving (a smaller
        type never needs more room), so the same type as a board drawn afresh for the same scene
        whatever the column had before, in about five measures instead of eighteen.

        A column that has a smaller type than the largest tries it first, as it is (its labels need
        no new font), then one step larger: when only the first fits, that is the type, found in two
        measures (a quiz board's new "ready" count at each expert's tap). Else the largest type
        is tried first, the type most boards have."""
        had = self._steps.get(box, 0)
        fails, fits = -1, MOST_STEPS  # the smallest type is taken whatever it needs
        first = had if 0 < had < MOST_STEPS else 0
        last = first
        if self._fits(column, box, first):
            if first == 0:
                return
            fits = last = first - 1
            if not self._fits(column, box, last):
                self._shrink(box, first)  # the column left at the type it had
                column.activate()
                return
        else:
            fails = first
        while fits - fails > 1:
            last = (fails + fits) // 2
            if self._fits(column, box, last):
                fits = last
            else:
                fails = last
        if last != fits:
            self._fits(column, box, fits)  # the column left at the type found

    def _set_margins(self, unit: float) -> None:
        """The board's edges and its columns' padding at ``unit``, as the web board's (about 1.2 em
        round the stage, 1.1 em inside the side): room for the type, not a fixed 40 pixels."""
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(round(28 * unit), round(14 * unit), round(28 * unit), round(10 * unit))
        pad = round(12 * unit)
        self.stage_column.setContentsMargins(0, pad, pad, pad)
        self.side_column.setContentsMargins(round(20 * unit), pad, 0, pad)

    def _fits(self, column: QVBoxLayout, box: QWidget, steps: int) -> bool:
        """Whether the column's blocks fit its height with its type at SHRINK ** steps (the smallest
        type is taken whatever it needs)."""
        self._shrink(box, steps)
        column.activate()
        if steps >= MOST_STEPS:
            return True
        return self._needed(column, box) <= max(1, box.height()) and self._join_whole(column, box)

    @staticmethod
    def _join_whole(column: QVBoxLayout, box: QWidget) -> bool:
        """Whether every wrapped text of the way in (its caption, link, call) is as tall as its lines
        where the column put it: the QR code beside them takes its width first (PLT-02)."""
        if not box.isVisible():
            return True  # laid out once shown (showEvent fits again)
        for i in range(column.count()):
            item = column.itemAt(i)
            join = item.widget() if item is not None else None
            layout = join.layout() if join is not None else None
            if join is None or layout is None or join.property("kind") != "join":
                continue
            layout.activate()
            for label in join.findChildren(QLabel):
                if label.isVisible() and label.wordWrap() and label.text() \
                        and label.height() + 1 < label.heightForWidth(label.width()):
                    return False
        return True

    def _shrink(self, box: QWidget, steps: int) -> None:
        """The column's type at SHRINK ** steps of the board's own."""
        self._steps[box] = steps
        self._type(box, self.unit() * SHRINK ** steps)

    def _type(self, box: QWidget, scale: float, *, new: bool = False) -> None:
        """Every label of the column ``box`` in its text size at ``scale`` pixels per design pixel,
        its font set directly (a style sheet set on a column polishes every widget in it again,
        milliseconds a step of the fit). ``new``: labels just made are given it even when the column
        already had this type."""
        if self._typed.get(box) == scale and not new:
            return
        self._typed[box] = scale
        retyped = [label for label in box.findChildren(QLabel) if self._type_label(label, scale)]
        if retyped:
            # a widget not shown yet does not tell its layout that it changed size: every box that holds
            # a retyped label, and every layout of the column, is told here
            holders: set[QWidget] = set()
            for label in retyped:
                node = label.parentWidget()
                while node is not None and node is not box and node not in holders:
                    holders.add(node)
                    node.updateGeometry()
                    node = node.parentWidget()
            for layout in box.findChildren(QLayout):
                layout.invalidate()

    def _type_label(self, label: QLabel, scale: float) -> bool:
        """The label in its text size at ``scale``; True when its font changed."""
        size = label.property("textsize")
        if isinstance(size, str) and size in SIZES:
            font = self._font(size, max(9, round(SIZES[size] * scale)))
            if label.font() != font:
                label.setFont(font)
                label.setIndent(label.indent())  # a label that never had a text keeps its old size hints else
                return True
        return False

    def _font(self, size: str, px: int) -> QFont:
        """The font of the text size ``size`` at ``px`` pixels: the board's own family, bold for
        the large sizes (:data:`BOLD`)."""
        font = self._fonts.get((size, px))
        if font is None:
            font = QFont(self.font())
            font.setPixelSize(px)
            font.setWeight(QFont.Weight.Bold if size in BOLD else QFont.Weight.Normal)
            self._fonts[(size, px)] = font
        return font

    def _wheel(self, parent: QWidget, block: Json) -> Wheel:
        """The roulette (QZ-08). A spin turns once per beat: a wheel built again while it turns (a
        new language, a resize) takes the turn up where it is, instead of starting it again."""
        wheel = Wheel(parent)
        landed = block.get("landed")
        sector = int(landed) if isinstance(landed, int) else None
        played = frozenset(int(s) for s in block.get("played") or [])
        now = self.model.monotonic()
        if block.get("spinning") and sector is not None:
            if self._spin is None or self._spin[0] != self.beat_key:
                self._spin = (self.beat_key, now, self._pointed)  # a new spin, from where the top points
            _key, started, start_angle = self._spin
            elapsed = int((now - started) * 1000)
            wheel.angle = start_angle
            wheel.show_round(played, sector, animate=elapsed < board_blocks.SPIN_MS, elapsed_ms=elapsed)
        else:
            wheel.show_round(played, sector, animate=False)
        if sector is not None:
            self._pointed = sector * STEP
        return wheel

    @staticmethod
    def _needed(column: QVBoxLayout, box: QWidget) -> int:
        """The height the column's blocks need at the box's width: a wrapped label as tall as its
        lines, a growing block (a table, the wheel) its least height, the rest their size hint."""
        margins = column.contentsMargins()
        width = max(1, box.width() - margins.left() - margins.right())
        total, shown = margins.top() + margins.bottom(), 0
        for i in range(column.count()):
            item = column.itemAt(i)
            widget = item.widget() if item is not None else None
            hidden = widget is not None and widget.isHidden() \
                and widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)
            if widget is None or hidden:  # hidden: a block whose time is up, not one made now (shown at the
                continue  # loop's next turn, and measured with the rest)
            shown += 1
            if isinstance(widget, QLabel) and widget.wordWrap():
                total += widget.heightForWidth(width)
            elif column.stretch(i) > 0:  # a growing block: its least height, or as tall as its wrapped texts
                layout = widget.layout()  # are at this width (the way in: its caption, link and code)
                least = widget.minimumSizeHint().height()
                total += max(least, layout.totalHeightForWidth(width)) \
                    if layout is not None and layout.hasHeightForWidth() else least
            else:
                layout = widget.layout()
                total += layout.totalHeightForWidth(width) if layout is not None and layout.hasHeightForWidth() \
                    else widget.sizeHint().height()
        return total + column.spacing() * max(0, shown - 1)

    # --- the countdown -------------------------------------------------------------------------
    @Slot()
    def on_tick(self) -> None:
        """Count every clock down (PLT-14): again when one of them shows its next second or turns
        to its low colour."""
        received, now = self.model.received, self.model.monotonic()
        self.countdown = None
        due: list[int] = []
        for clock in self.clocks:
            countdown = views.Countdown.of(clock.block.get("timer"), received)
            if countdown is None:
                set_text(clock.value, "")
                set_text(clock.note, "")
                continue
            self.countdown = self.countdown or countdown
            left = countdown.left(now)
            low = int(clock.block.get("low_ms") or 30_000)
            step = ticking.next_second(countdown, now)
            if step is not None:
                due.append(min(step, left - low) if left > low else step)
            set_text(clock.value, views.format_clock(left))  # a new text at every tick (m:ss)
            color = ALARM if left == 0 else WARN if left <= low else TEXT
            if clock.value.property("clock_color") != color:
                clock.value.setProperty("clock_color", color)
                clock.value.setStyleSheet(f"color: {color};")
            paused = not countdown.running and left > 0 and clock.block.get("paused_note", True)
            set_text(clock.note, pick(COMMON("paused"), self.lang).upper() if paused else "")
        ticking.tick_in(self.ticker, min(due, default=None))

    def time_left(self) -> int | None:
        """The countdown the board shows now, in ms (None without one)."""
        return self.countdown.left(self.model.monotonic()) if self.countdown is not None else None

    # --- what it shows (tests and screenshots) -------------------------------------------------------
    def block(self, block_id: str) -> QWidget | None:
        return self.findChild(QWidget, f"board_{block_id}")

    def shown_texts(self, part: QWidget | None = None) -> list[str]:
        """Every text the board (or its ``part``: :attr:`stage`, :attr:`side`) shows now: labels,
        tables' cells, the progress, the seats' names."""
        out: list[str] = []
        root = part or self
        for widget in root.findChildren(QWidget):
            if not widget.isVisibleTo(self):
                continue
            if isinstance(widget, QLabel) and widget.text():
                out.append(widget.text())
            elif isinstance(widget, TableBlock):
                out += ([widget.title] if widget.title else []) + [c for r in widget.rows for c in r if c]
            elif isinstance(widget, ProgressBlock):
                out.append(widget.text())
            elif isinstance(widget, SeatsBlock):
                out += [str(s.get("name") or "") for s in widget.seats]
        return out

    def shown(self, part: QWidget | None = None) -> str:
        return "\n".join(self.shown_texts(part))

    # --- look -------------------------------------------------------------------------------------
    def unit(self) -> float:
        """Pixels per design pixel: type sizes follow the window's height."""
        return max(0.35, self.height() / DESIGN_HEIGHT)

    def _apply_style(self) -> None:
        """The board's look, set once: its background in its palette, the side's rule drawn by the
        side (:class:`.board_columns.Side`). Each label has its colour in its palette (:func:`_label`)
        and its type set directly (:meth:`_type`)."""
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(BACKGROUND))
        self.setPalette(palette)
        self.setAutoFillBackground(True)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fitted.clear()  # fitted while hidden, when its blocks were not shown yet: measured again
        self._fit()
        self.put_on_screen.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._let_go()  # the columns' widths change
        self._drawn = None
        self.redraw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("GM Console — public board"))
        self._watched = None
        self._drawn = None
        self.on_table_changed()

