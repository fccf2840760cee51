"""The inside of a panel under a widget that repaints itself at every request of a room of phones
(a count, a flow of names, SUSPI's map, the spy game's asker): the widget fills it in itself.

A widget that paints only its texts lets its panel show through; each of its repaints then had Qt
repaint what is behind it first: the window's background, its splitter and column, and the panel
(its frame and its shaded inside, clipped to the widget), about a fifth of a millisecond a repaint.
Where the style shades a panel's inside with one colour (Qt's Fusion style, the console's on
Linux, draws it a shade darker than the window), such a widget fills its rectangle with that colour
(``autoFillBackground``, the palette's window colour set to it): Qt takes it as opaque and repaints
nothing behind it, and the window looks the same, pixel for pixel. Where the inside is not one
colour (a gradient, a picture), or is not opaque, the widget lets the panel show through, as before."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QGroupBox, QStyle, QStyleOptionGroupBox, QStylePainter, QWidget

SIDE = 64
"""The side of the panel drawn to see its inside."""
INSIDE = ((32, 40), (14, 52), (50, 52), (32, 58), (20, 30), (44, 30))
"""Points inside that panel, under its title's line, that must all be one colour."""

_insides: dict[tuple[str, int], QColor | None] = {}


def panel_inside(panel: QGroupBox) -> QColor | None:
    """The colour of ``panel``'s inside as its style draws it over the window's colour, or None
    when it is not one colour; worked out once per style and palette."""
    key = (panel.style().name(), panel.palette().cacheKey())
    if key in _insides:
        return _insides[key]
    image = QImage(SIDE, SIDE, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(panel.palette().color(QPalette.ColorRole.Window))
    option = QStyleOptionGroupBox()
    option.initFrom(panel)
    option.rect = QRect(0, 0, SIDE, SIDE)
    option.text = ""
    option.subControls = QStyle.SubControl.SC_GroupBoxFrame
    painter = QStylePainter(image, panel)
    painter.drawComplexControl(QStyle.ComplexControl.CC_GroupBox, option)
    painter.end()
    colours = {image.pixel(x, y) for x, y in INSIDE}
    inside = QColor.fromRgba(colours.pop()) if len(colours) == 1 else None
    if inside is not None and inside.alpha() != 255:
        inside = None
    if len(_insides) > 16:
        _insides.clear()
    _insides[key] = inside
    return inside


def own_backdrop(widget: QWidget) -> None:
    """Have ``widget`` fill its rectangle with its panel's inside (the panel is its parent) where
    that is one colour; called again when its style or palette changes."""
    parent = widget.parentWidget()
    inside = panel_inside(parent) if isinstance(parent, QGroupBox) else None
    if inside is None:
        if widget.autoFillBackground():
            widget.setAutoFillBackground(False)
        return
    if widget.palette().color(QPalette.ColorRole.Window) != inside:
        palette = widget.palette()
        palette.setColor(QPalette.ColorRole.Window, inside)
        widget.setPalette(palette)
    if not widget.autoFillBackground():
        widget.setAutoFillBackground(True)
