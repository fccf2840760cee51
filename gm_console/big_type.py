"""The board's large type drawn from glyph pictures kept per size and colour.

Qt's raster engine keeps a picture of each glyph it draws, and copies it at the next draw, only for
type up to 64 device pixels (``QT_MAX_CACHED_GLYPH_SIZE``); a larger glyph's outline is filled anew
at every paint. The board's type is mostly larger: its countdown is 300 design pixels, its titles 76,
and at 4K every size doubles, so the body's 40 are 80. Filled anew, a board repaint took some 15 ms
for the spy game's chain of questions at 4K and 0.7 ms for its asker's name at 1080p, at every
question, and the countdown's digits were filled again every second. (Qt's switch raises the limit
for the engine, but FreeType's font engine keeps its own at 64 and then draws no glyph at all.)

:func:`draw_text` draws what ``QPainter.drawText(rect, flags, text)`` draws, laid out the way Qt lays
it out (``qt_format_text``: the same lines, broken at the same width, placed on whole pixels, each
aligned by its advance), but a glyph larger than Qt keeps is drawn from :class:`GlyphPictures`:
its outline filled once per font, size, colour and pixel ratio, then copied to a whole device
pixel (Qt places a glyph anywhere in one: the two differ by a shade on an edge). A text drawn again
(a name shown again, a table's cell painted again) is not laid out again: the last
:data:`LAID_KEPT` texts keep their glyphs' places. Smaller type, a rotated or sheared painter,
decorated fonts, mnemonics and right-to-left text are left to ``QPainter.drawText``.
"""

from __future__ import annotations

import math
import unicodedata
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontInfo,
    QFontMetricsF,
    QImage,
    QPainter,
    QPaintEvent,
    QPixmap,
    QRawFont,
    QTextLayout,
    QTextOption,
    QTransform,
)
from PySide6.QtWidgets import QLabel, QStyle

QT_KEEPS = 64
"""The largest type, in device pixels, whose glyph pictures Qt's raster engine keeps itself."""
PICTURES_BYTES = 48 * 1024 * 1024
"""What the kept glyph pictures may take together (a 4K countdown's digit is some 0.7 MB)."""
LAID_KEPT = 128
"""Texts kept laid out, each with its glyphs' places (the board's texts of a scene and the last ones)."""

_LEFT_TO_QT = int(Qt.TextFlag.TextShowMnemonic | Qt.TextFlag.TextHideMnemonic | Qt.TextFlag.TextJustificationForced
                  | Qt.TextFlag.TextWrapAnywhere | Qt.TextFlag.TextExpandTabs | Qt.TextFlag.TextForceRightToLeft
                  | Qt.TextFlag.TextSingleLine | Qt.AlignmentFlag.AlignJustify)
"""Flags whose layout :func:`draw_text` leaves to Qt (the board uses none of them)."""


class GlyphPictures:
    """Each large glyph's picture, filled once per font, size, colour and device scale, and kept
    (the least recently drawn let go first) while they take less than :data:`PICTURES_BYTES`."""

    def __init__(self, most_bytes: int = PICTURES_BYTES) -> None:
        self.most_bytes = most_bytes
        self.bytes = 0
        self._kept: OrderedDict[tuple[object, ...], tuple[QPixmap, int, int]] = OrderedDict()
        self.laid: OrderedDict[tuple[object, ...], tuple[bool, tuple[tuple[QPixmap, int, int], ...]]] = OrderedDict()
        """The last texts laid out (a name shown again, a cell painted again), with their glyphs."""
        self.drawn = 0
        """How many pictures were filled (tests read it: a glyph drawn again is not filled again)."""

    def __len__(self) -> int:
        return len(self._kept)

    def clear(self) -> None:
        self._kept.clear()
        self.laid.clear()
        self.bytes = 0

    def lay(self, key: tuple[object, ...], laid: tuple[bool, tuple[tuple[QPixmap, int, int], ...]]
            ) -> tuple[bool, tuple[tuple[QPixmap, int, int], ...]]:
        """Keep a text laid out (the last :data:`LAID_KEPT`)."""
        self.laid[key] = laid
        while len(self.laid) > LAID_KEPT:
            self.laid.popitem(last=False)
        return laid

    def picture(self, raw: QRawFont, index: int, color: QColor, scale: float) -> tuple[QPixmap, int, int]:
        """The glyph ``index`` of ``raw`` in ``color`` at ``scale`` device pixels a pixel, and where
        its picture's top left is from the glyph's origin on the baseline, in device pixels."""
        key = (raw.familyName(), raw.styleName(), raw.pixelSize(), raw.weight(), raw.style().value,
               index, color.rgba(), scale)
        kept = self._kept.get(key)
        if kept is not None:
            self._kept.move_to_end(key)
            return kept
        path = QTransform.fromScale(scale, scale).map(raw.pathForGlyph(index))
        bounds = path.boundingRect()
        left, top = math.floor(bounds.left()) - 1, math.floor(bounds.top()) - 1
        width = max(1, math.ceil(bounds.right()) - left + 1)
        height = max(1, math.ceil(bounds.bottom()) - top + 1)
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        if not path.isEmpty():
            p = QPainter(image)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.translate(-left, -top)
            p.fillPath(path, color)
            p.end()
        picture = QPixmap.fromImage(image)
        picture.setDevicePixelRatio(scale)
        kept = self._kept[key] = (picture, left, top)
        self.drawn += 1
        self.bytes += width * height * 4
        while self.bytes > self.most_bytes and len(self._kept) > 1:
            _key, (old, _x, _y) = self._kept.popitem(last=False)
            self.bytes -= old.width() * old.height() * 4
        return kept


PICTURES = GlyphPictures()
"""The board's glyph pictures (one set for the process: every board draws the same type)."""


def device_scale(painter: QPainter) -> float | None:
    """The painter's device pixels a pixel, or None when it turns or shears (Qt draws that)."""
    m = painter.deviceTransform()
    if m.type().value > QTransform.TransformationType.TxScale.value or not math.isclose(m.m11(), m.m22()) \
            or m.m11() <= 0:
        return None
    return m.m11()


def pixel_size(font: QFont) -> float:
    return font.pixelSize() if font.pixelSize() > 0 else QFontInfo(font).pixelSize()


def kept_by_qt(font: QFont, scale: float | None) -> bool:
    """Whether Qt keeps the glyph pictures of ``font`` at ``scale`` device pixels a pixel itself (or
    must draw it: a turned painter, a decoration)."""
    return scale is None or pixel_size(font) * scale <= QT_KEEPS or font.underline() or font.strikeOut() \
        or font.overline()


def right_to_left(text: str) -> bool:
    """Whether ``text`` has a letter written right to left (Qt lays such a text out itself)."""
    return any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in text if not ch.isascii())


def draw_text(painter: QPainter, rect: QRectF, flags: int, text: str, pictures: GlyphPictures = PICTURES, *,
              as_label: bool = False) -> None:
    """Draw ``text`` in ``rect`` as ``painter.drawText(rect, flags, text)`` does, in the painter's
    font and pen colour: see the module's docstring. ``as_label``: as a QLabel draws it, which
    lays out no line under the first that reaches the rectangle's bottom (Qt stops there when it is
    not asked for the text's bounds, as Python's ``drawText`` always asks)."""
    font, pen = painter.font(), painter.pen()
    flags = int(flags)
    scale = device_scale(painter)
    if not text or scale is None or kept_by_qt(font, scale) or pen.style() == Qt.PenStyle.NoPen \
            or pen.brush().style() != Qt.BrushStyle.SolidPattern:
        painter.drawText(rect, flags, text)
        return
    to_device = painter.deviceTransform()
    x0, y0 = rect.x() * scale + to_device.dx(), rect.y() * scale + to_device.dy()  # the rect on the device
    key = (text, font.key(), pen.color().rgba(), scale, rect.width(), rect.height(), flags, as_label,
           round((x0 - math.floor(x0)) * 64), round((y0 - math.floor(y0)) * 64))
    laid = pictures.laid.get(key)
    if laid is None:  # a text not laid out yet: one Qt lays out itself is left to it (and not kept)
        if flags & _LEFT_TO_QT or right_to_left(text):
            painter.drawText(rect, flags, text)
            return
        laid = pictures.lay(key, _laid(font, pen.color(), scale, rect, flags, text, x0 - math.floor(x0),
                                       y0 - math.floor(y0), pictures, as_label))
    clip, glyphs = laid
    left, top = math.floor(x0), math.floor(y0)
    if clip:
        painter.save()
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    dx, dy = to_device.dx(), to_device.dy()
    for picture, x, y in glyphs:  # each picture's top left on a device pixel
        painter.drawPixmap(QPointF((left + x - dx) / scale, (top + y - dy) / scale), picture)
    if clip:
        painter.restore()


def _laid(font: QFont, color: QColor, scale: float, rect: QRectF, flags: int, text: str, fx: float, fy: float,
          pictures: GlyphPictures, as_label: bool) -> tuple[bool, tuple[tuple[QPixmap, int, int], ...]]:
    """``text`` laid out in ``rect`` as ``qt_format_text`` lays it out: whether it must be clipped to
    ``rect``, and each glyph's picture with its top left in device pixels from the device pixel the
    rect starts in (``fx``, ``fy``: where in that pixel it starts)."""
    dont_clip = bool(flags & Qt.TextFlag.TextDontClip)
    layout = QTextLayout(text.replace("\r", " ").replace("\t", " ").replace("\n", "\u2028"), font)
    option = QTextOption(Qt.AlignmentFlag.AlignLeft)  # each line is aligned below, by its advance
    option.setTextDirection(Qt.LayoutDirection.LeftToRight)
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    leading = QFontMetricsF(font).leading()
    line_width = max(0.0, rect.width()) if flags & Qt.TextFlag.TextWordWrap else float(0x01000000)
    height, width = -leading, 0.0
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(line_width)
        height = math.ceil(height + leading)  # lines on whole pixels
        line.setPosition(QPointF(0, height))
        height += line.ascent() + line.descent()
        width = max(width, line.naturalTextWidth())
        if as_label and not dont_clip and height >= rect.height():
            break
    layout.endLayout()
    y_off = rect.height() - height if flags & Qt.AlignmentFlag.AlignBottom \
        else (rect.height() - height) / 2 if flags & Qt.AlignmentFlag.AlignVCenter else 0.0
    x_off = rect.width() - width if flags & Qt.AlignmentFlag.AlignRight \
        else (rect.width() - width) / 2 if flags & Qt.AlignmentFlag.AlignHCenter else 0.0
    clip = not dont_clip and not QRectF(0, 0, rect.width(), rect.height()).contains(
        QRectF(x_off, y_off, width, height))
    glyphs: list[tuple[QPixmap, int, int]] = []
    for i in range(layout.lineCount()):
        line = layout.lineAt(i)
        advance = line.horizontalAdvance()
        x_off = rect.width() - advance if flags & Qt.AlignmentFlag.AlignRight \
            else (rect.width() - advance) / 2 if flags & Qt.AlignmentFlag.AlignHCenter else 0.0
        for run in line.glyphRuns():
            raw = run.rawFont()
            for index, at in zip(run.glyphIndexes(), run.positions(), strict=True):
                picture, left, top = pictures.picture(raw, index, color, scale)
                x = round(fx + (x_off + at.x()) * scale)  # the glyph's origin on a device pixel
                y = round(fy + (y_off + at.y()) * scale)
                glyphs.append((picture, x + left, y + top))
    return clip, tuple(glyphs)


class BoardLabel(QLabel):
    """A plain-text label whose large type is drawn by :func:`draw_text`; any other label's way
    (a frame, rich text, right to left, a mnemonic) is QLabel's own."""

    def paintEvent(self, event: QPaintEvent) -> None:
        text = self.text()
        if not text or self.textFormat() == Qt.TextFormat.RichText or self.frameWidth() \
                or self.layoutDirection() != Qt.LayoutDirection.LeftToRight or right_to_left(text) \
                or self.buddy() is not None or kept_by_qt(self.font(), self.devicePixelRatioF()):
            super().paintEvent(event)
            return
        rect = self.contentsRect()
        margin = self.margin()
        rect.adjust(margin, margin, -margin, -margin)
        align = QStyle.visualAlignment(Qt.LayoutDirection.LeftToRight, self.alignment())
        indent = self.indent()
        if indent > 0:  # as QLabel places its text (no frame: a negative indent is none)
            if align & Qt.AlignmentFlag.AlignLeft:
                rect.setLeft(rect.left() + indent)
            if align & Qt.AlignmentFlag.AlignRight:
                rect.setRight(rect.right() - indent)
            if align & Qt.AlignmentFlag.AlignTop:
                rect.setTop(rect.top() + indent)
            if align & Qt.AlignmentFlag.AlignBottom:
                rect.setBottom(rect.bottom() - indent)
        flags = int(align) | int(Qt.TextFlag.TextForceLeftToRight)
        if self.wordWrap():
            flags |= int(Qt.TextFlag.TextWordWrap)
        painter = QPainter(self)
        painter.setFont(self.font())
        painter.setPen(self.palette().color(self.foregroundRole()))
        draw_text(painter, QRectF(rect), flags, text, as_label=True)
        painter.end()

