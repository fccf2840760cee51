"""The flow of names that paints itself (SUSPI's "who has chosen" and "not chosen yet"): where its
names go at any width, that a changed mark keeps every place, and that what it paints after any
run of changes is what a flow showing the same names afresh paints."""

from __future__ import annotations

import random
from itertools import pairwise
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter, QPalette, QRegion
from PySide6.QtWidgets import QWidget

from gm_console.panels.name_flow import Chip, NameFlow

GREEN, GREY = "#1b7f3b", "#607d8b"
NAMES = ["Oleksandra", "Max", "Anastasiia", "Bogdan-Yurii", "Ola", "Katarzyna", "Taras", "Weronika",
         "Przemysław Wiśniewski-Kowalczyk-Nowak", "Ян", "Zoë", "Ярослава"]


def chips(chosen: set[str], names: list[str] = NAMES) -> list[Chip]:
    return [Chip(name, GREEN, mark="✔") if name in chosen else Chip(name, GREY, mark="…") for name in names]


def picture(widget: QWidget) -> QImage:
    image = QImage(widget.size(), QImage.Format.Format_RGB32)
    image.fill(QColor("#ffffff"))
    widget.render(image, QPoint(), QRegion(), QWidget.RenderFlag(0))
    return image


def shown_flow(qtbot: Any, width: int, **kwargs: Any) -> NameFlow:
    flow = NameFlow(**kwargs)
    qtbot.addWidget(flow)
    flow.resize(width, 10)
    return flow


def fit(flow: NameFlow) -> None:
    """The flow at the height it asks for, as its panel's layout gives it."""
    flow.resize(flow.width(), flow.sizeHint().height())


@pytest.mark.parametrize("width", [420, 160, 60])
def test_names_break_between_names_and_stay_inside_the_flow(width: int, qtbot: Any) -> None:  # SUS-07, PLT-12
    """Every name inside the flow's width, on its line, none over another; a line broken only where
    the next name does not fit; the flow as high as its lines; a name wider than the flow alone on
    its line and cut."""
    flow = shown_flow(qtbot, width, marks=("✔", "…"))
    flow.show_chips(chips({"Max", "Ola"}), "Not chosen yet:")
    fit(flow)
    line = QFontMetrics(flow.font()).lineSpacing()
    rects = [flow._rect(placed) for placed in flow._placed]
    assert all(r.left() >= 0 and r.right() < width for r in rects), (width, rects)
    lines = max(r.top() for r in rects) // line + 1
    assert flow.height() == lines * line
    assert len({r.top() for r in rects}) == lines
    for a, b in pairwise(rects):
        if a.top() == b.top():
            assert b.left() > a.right(), (a, b)  # none over another, with a gap
        else:  # broken only because the next did not fit after it
            assert b.left() == 0 and a.right() + flow._width("  ") + b.width() >= width, (a, b)
    assert flow.plain() == "Not chosen yet: " + " ".join(
        f"{'✔' if name in {'Max', 'Ola'} else '…'} {name}" for name in NAMES)


def test_a_changed_mark_keeps_every_place_and_the_flows_height(qtbot: Any) -> None:  # SUS-07, PLT-12
    """A name marked chosen instead of waited for keeps its width: no name moves, the flow asks for no
    other height, and only that name's place is to be repainted."""
    flow = shown_flow(qtbot, 300, marks=("✔", "…"))
    flow.show_chips(chips(set()))
    fit(flow)
    places = [flow.chip_rect(i) for i in range(len(NAMES))]
    height = flow.sizeHint().height()
    chosen: set[str] = set()
    for name in random.Random(7).sample(NAMES, len(NAMES)):
        chosen.add(name)
        flow.show_chips(chips(chosen))
        assert [flow.chip_rect(i) for i in range(len(NAMES))] == places, name
        assert flow.sizeHint().height() == height, name


def test_what_it_paints_after_any_changes_is_what_a_fresh_flow_paints(qtbot: Any) -> None:  # SUS-07, PLT-12
    """Names marked, added, taken away and renamed at random, at changing widths, then painted: the
    same picture as a new flow given the same names at that size; the green of a chosen name inside
    the chosen names' places alone, and nothing outside the names' places."""
    rng = random.Random(11)
    flow = shown_flow(qtbot, 260, marks=("✔", "…"), tail=",")
    for step in range(60):
        names = rng.sample(NAMES, rng.randint(0, len(NAMES)))
        chosen = set(rng.sample(names, rng.randint(0, len(names))))
        lead = rng.choice(["", "Not chosen yet:", "Jeszcze nie wybrali:"])
        if rng.random() < 0.2:
            flow.resize(rng.choice([90, 180, 260, 400]), flow.height())
        flow.show_chips(chips(chosen, names), lead)
        fit(flow)
        fresh = shown_flow(qtbot, flow.width(), marks=("✔", "…"), tail=",")
        fresh.show_chips(chips(chosen, names), lead)
        fit(fresh)
        assert fresh.size() == flow.size(), step
        image = picture(flow)
        assert image == picture(fresh), step
        places = [flow._rect(placed) for placed in flow._placed]
        chosen_places = [flow.chip_rect(i) for i, name in enumerate(names) if name in chosen]
        green = 0
        for y in range(image.height()):
            for x in range(image.width()):
                pixel = image.pixelColor(x, y)
                if pixel == QColor("#ffffff"):
                    continue
                assert any(r.contains(x, y) for r in places), (step, x, y, pixel.name())
                if pixel.green() > 100 and pixel.red() < 80 and pixel.blue() < 100:
                    assert any(r.contains(x, y) for r in chosen_places), (step, x, y, pixel.name())
                    green += 1
        assert (green > 0) == bool(chosen), step
        fresh.deleteLater()


def test_a_name_wider_than_the_flow_is_cut_inside_it(qtbot: Any) -> None:  # PLT-12
    """A name longer than the flow is wide sits alone on its line, cut with an ellipsis, and paints
    nothing past the flow's edge."""
    flow = shown_flow(qtbot, 120, tail=",")
    flow.show_chips([Chip("Ann"), Chip("Przemysław Wiśniewski-Kowalczyk-Nowak"), Chip("Bo")])
    fit(flow)
    long = flow.chip_rect(1)
    assert long == QRect(0, long.top(), 120, long.height()) and long.top() > flow.chip_rect(0).top()
    image = picture(flow)
    right = [x for y in range(long.top(), long.bottom() + 1) for x in range(image.width())
             if image.pixelColor(x, y) != QColor("#ffffff")]
    assert right and max(right) < 120


def test_a_bigger_type_measures_and_places_the_names_again(qtbot: Any) -> None:  # PLT-12
    """The flow's type made bigger (the console's font setting): the names are measured in it, the
    lines are as high as its lines, and the picture is a fresh flow's in that type."""
    flow = shown_flow(qtbot, 300, marks=("✔", "…"))
    flow.show_chips(chips({"Ola"}))
    fit(flow)
    small = flow.chip_rect(0)
    font = flow.font()
    font.setPointSizeF(font.pointSizeF() * 1.6)
    flow.setFont(font)
    fit(flow)
    big = flow.chip_rect(0)
    assert big.width() > small.width() and big.height() == QFontMetrics(font).lineSpacing() > small.height()
    fresh = shown_flow(qtbot, 300, marks=("✔", "…"))
    fresh.setFont(font)
    fresh.show_chips(chips({"Ola"}))
    fit(fresh)
    assert fresh.size() == flow.size() and picture(fresh) == picture(flow)


@pytest.mark.parametrize("width", [420, 176, 90])
def test_a_flow_paints_each_text_where_a_painter_writes_it(width: int, qtbot: Any) -> None:  # SUS-07, PLT-12
    """The flow draws its texts laid out once (a repaint of a shifted line of names draws them as
    they are): pixel for pixel what a painter writing each mark, name (cut where it is wider than
    the flow) and comma at its baseline draws, in italics and colours, in a larger type too."""
    for bigger in (0, 4):
        flow = shown_flow(qtbot, width, marks=("✔", "…"), tail=",")
        if bigger:
            font = flow.font()
            font.setPointSize(font.pointSize() + bigger)
            flow.setFont(font)
        listed = [Chip("Oleksandra", GREEN, mark="✔"), Chip("Maksymilian", GREY, italic=True, mark="…"),
                  Chip("Przemysław Wiśniewski-Kowalczyk-Nowak"), Chip("Ян", "#c62828"), Chip("Ярослава", italic=True)]
        flow.show_chips(listed, "Not chosen yet:")
        fit(flow)
        expected = QImage(flow.size(), QImage.Format.Format_RGB32)
        expected.fill(QColor("#ffffff"))
        p = QPainter(expected)
        metrics = QFontMetrics(flow.font())
        ink = flow.palette().color(QPalette.ColorRole.WindowText)
        slot = max(flow._width(mark + " ") for mark in flow.marks)
        for placed in flow._placed:
            chip, x = placed.chip, placed.x
            baseline = placed.line * metrics.lineSpacing() + metrics.ascent()
            p.setPen(QColor(chip.color) if chip.color else ink)
            if chip.mark:
                p.setFont(flow.font())
                p.drawText(x, baseline, chip.mark)
                x += slot
            italic = QFont(flow.font())
            italic.setItalic(chip.italic)
            p.setFont(italic)
            room = placed.x + placed.width - x - (metrics.horizontalAdvance(placed.tail) if placed.tail else 0)
            text = chip.text
            if QFontMetrics(italic).horizontalAdvance(text) > room:  # wider than the flow: cut
                text = QFontMetrics(italic).elidedText(text, Qt.TextElideMode.ElideRight, max(0, room))
            p.drawText(x, baseline, text)
            if placed.tail:
                p.setFont(flow.font())
                p.setPen(ink)
                p.drawText(x + QFontMetrics(italic).horizontalAdvance(text), baseline, placed.tail)
        p.end()
        assert picture(flow) == expected, (width, bigger)


def test_a_held_flow_keeps_its_lines_as_names_go(qtbot: Any) -> None:  # SUS-06, PLT-12
    """Through a night (the same ``hold``) the names not chosen yet go one by one and the flow keeps
    the lines it had, so nothing under it moves; with another hold, or none, it is as high as its
    names again; a flow at another width counts its lines afresh."""
    flow = shown_flow(qtbot, 160, tail=",")
    night = ("night", 1)
    names = list(NAMES)
    flow.show_chips([Chip(n, GREY, italic=True) for n in names], "Not chosen yet:", hold=night)
    fit(flow)
    full = flow.sizeHint().height()
    while len(names) > 1:
        names.pop(len(names) // 2)
        flow.show_chips([Chip(n, GREY, italic=True) for n in names], "Not chosen yet:", hold=night)
        assert flow.sizeHint().height() == full
    flow.show_chips([Chip(n, GREY, italic=True) for n in names], "Not chosen yet:", hold=("night", 2))
    alone = flow.sizeHint().height()
    assert alone < full
    unheld = shown_flow(qtbot, 160, tail=",")
    unheld.show_chips([Chip(n, GREY, italic=True) for n in names], "Not chosen yet:")
    assert alone == unheld.sizeHint().height()
