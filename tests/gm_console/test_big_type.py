"""The board's large type from kept glyph pictures (``gm_console/big_type.py``): drawn where Qt draws
it, in every board language, size, alignment and pixel ratio; each glyph filled once; within its
budget; and the whole board of every game at 4K as Qt would have drawn it. Pictures are compared by
their ink (the pixels lit past half way), each within two pixels of the other's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from gm_console import big_type, board_blocks
from gm_console.big_type import BoardLabel, GlyphPictures, draw_text
from gm_console.board_window import BoardWindow
from gm_console.i18n import Language
from rules import registry

from .conftest import Clock
from .walks import WALKS, build

BACKGROUND, TEXT = "#101418", "#f4f1ea"
STOP = {"spy": "asking", "suspi": "night", "mafia": "free talk", "quiz": "the minute"}
"""Where each game's board is fullest: the chain and the clock, the villa at night, the seats, the wheel."""
TEXTS = ["10:00", "0:07", "Oleksandra → Maksymilian", "Їжак ґава з’їла щуку",
         "Przemysław Wiśniewski-Kowalczyk · Łódź", "Ещё не выбрали\nКухня", "Piotr Wiśniewski → Oleksandra · "
         "Oleksandra → Maksymilian · Maksymilian → Anastasiia · Anastasiia → Bogdan-Yurii"]
FLAGS = [int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
         int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom),
         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)]


def ink(image: QImage) -> list[int]:
    """Each row's light pixels (the text on the board's dark ground) as the bits of an integer."""
    gray = image.convertToFormat(QImage.Format.Format_Grayscale8)
    data, stride = bytes(gray.constBits()), gray.bytesPerLine()
    light = bytes(1 if v > 128 else 0 for v in range(256))
    return [int.from_bytes(data[y * stride:y * stride + gray.width()].translate(light), "big")
            for y in range(gray.height())]


def outside(a: list[int], b: list[int], reach: int = 2) -> int:
    """How many of ``a``'s ink pixels are more than ``reach`` pixels from any of ``b``'s. A glyph here
    stands on a whole pixel and Qt's anywhere in one: a shallow edge's half-lit pixel moves by up to
    two pixels (a whole glyph misplaced moves hundreds)."""
    wide = list(b)
    for _ in range(reach):
        wide = [row | row << 8 | row >> 8 for row in wide]
    near = [0] * len(b)
    for y in range(len(b)):
        for d in range(-reach, reach + 1):
            if 0 <= y + d < len(b):
                near[y] |= wide[y + d]
    return sum((row & ~n).bit_count() for row, n in zip(a, near, strict=True))


def without_edges(rows: list[int], width: int, rect: QRectF, ratio: float, reach: int = 0) -> list[int]:
    """``rows`` without the pixels next to ``rect``'s edges: a glyph cut there sits on a whole pixel
    here and anywhere in it in Qt's drawing, so the sliver at the cut is lit a shade either side of
    the threshold."""
    edge_x = [round(rect.left() * ratio), round((rect.right()) * ratio)]
    edge_y = [round(rect.top() * ratio), round((rect.bottom()) * ratio)]
    band = round(3 * ratio) + reach  # the pixel cut and those either side that tell whether it is lit
    mask = (1 << (8 * width)) - 1
    for x in edge_x:
        for col in range(x - band, x + band + 1):
            if 0 <= col < width:
                mask &= ~(1 << (8 * (width - 1 - col)))
    return [0 if any(abs(y - e) <= band for e in edge_y) else row & mask for y, row in enumerate(rows)]


def count(rows: list[int]) -> int:
    return sum(row.bit_count() for row in rows)


def drawn(draw: Any, px: int, text: str, flags: int, size: tuple[int, int], ratio: float,
          pictures: GlyphPictures | None = None, bold: bool = True) -> QImage:
    image = QImage(round(size[0] * ratio), round(size[1] * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(BACKGROUND))
    p = QPainter(image)
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    p.setFont(font)
    p.setPen(QColor(TEXT))
    rect = place(size)
    if pictures is None:
        draw(p, rect, flags, text)
    else:
        draw(p, rect, flags, text, pictures)
    p.end()
    return image


def place(size: tuple[int, int]) -> QRectF:
    """Where a text is drawn in a picture of ``size``: off the whole pixels, as a table's cells are."""
    return QRectF(11, 7.5, size[0] - 23, size[1] - 15)


def qt_draws(p: QPainter, rect: QRectF, flags: int, text: str) -> None:
    p.drawText(rect, flags, text)


@pytest.mark.parametrize("px", [66, 110, 300])
@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_large_type_is_drawn_where_qt_draws_it(px: int, ratio: float, qapp: QApplication) -> None:  # PLT-13
    """Every text, alignment and wrap of the board, in its large sizes, at 1× and 2× pixel ratio:
    each lit pixel within two pixels of one Qt lights drawing the same text in the same rectangle (the
    same lines broken at the same words, on the same baselines, aligned alike), and as much ink."""
    pictures = GlyphPictures()
    for text in TEXTS[:4] if px == 300 else TEXTS:
        for flags in FLAGS:
            size = (px * 6, px * 3)
            width, rect = round(size[0] * ratio), place(size)
            ours = ink(drawn(draw_text, px, text, flags, size, ratio, pictures))
            theirs = ink(drawn(qt_draws, px, text, flags, size, ratio))
            where = (px, ratio, text, flags)
            assert count(theirs) > 0, where
            for a, b in ((ours, theirs), (theirs, ours)):  # each pixel away from the cut near one of the other's
                assert outside(without_edges(a, width, rect, ratio, reach=2), without_edges(b, width, rect, ratio)) == 0, where
            assert abs(count(ours) - count(theirs)) <= 0.03 * count(theirs), (where, count(ours), count(theirs))
    assert pictures.drawn > 0  # drawn from its own pictures, not handed to Qt


def test_each_glyph_is_filled_once_and_the_pictures_keep_to_their_budget(qapp: QApplication) -> None:  # PLT-13
    """A text drawn again fills no glyph again and lays nothing out again; with a small budget the
    least recently drawn pictures are let go, and what is drawn is still the same."""
    pictures = GlyphPictures()
    first = drawn(draw_text, 120, "10:00", FLAGS[0], (700, 300), 1.0, pictures)
    filled = pictures.drawn
    assert filled == 3  # "1", "0" and ":", each once
    again = drawn(draw_text, 120, "10:00", FLAGS[0], (700, 300), 1.0, pictures)
    assert pictures.drawn == filled and again == first
    drawn(draw_text, 120, "10:01", FLAGS[0], (700, 300), 1.0, pictures)
    assert pictures.drawn == filled  # every glyph of the next second is kept
    small = GlyphPictures(most_bytes=60_000)
    for text in TEXTS:
        image = drawn(draw_text, 120, text, FLAGS[1], (1500, 700), 1.0, small)
        assert small.bytes <= 60_000 or len(small) == 1, small.bytes
        assert outside(ink(image), ink(drawn(qt_draws, 120, text, FLAGS[1], (1500, 700), 1.0))) == 0, text
    assert small.drawn > len(small)  # some were let go


def test_small_type_turned_painters_and_decorations_are_left_to_qt(qapp: QApplication) -> None:  # PLT-13
    """Type Qt keeps itself (64 device pixels and less), a turned painter and an underlined font
    are drawn by Qt: the same pixels as ``QPainter.drawText``, and no picture filled."""
    pictures = GlyphPictures()
    for px, ratio in ((40, 1.0), (64, 1.0), (32, 2.0)):
        ours = drawn(draw_text, px, TEXTS[2], FLAGS[0], (px * 12, px * 3), ratio, pictures)
        assert ours == drawn(qt_draws, px, TEXTS[2], FLAGS[0], (px * 12, px * 3), ratio), (px, ratio)

    def turned(draw: Any, underline: bool = False) -> QImage:
        image = QImage(600, 600, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(BACKGROUND))
        p = QPainter(image)
        font = QFont()
        font.setPixelSize(90)
        font.setUnderline(underline)
        p.setFont(font)
        p.setPen(QColor(TEXT))
        if not underline:
            p.translate(300, 300)
            p.rotate(30)
            p.translate(-300, -300)
        draw(p, QRectF(0, 0, 600, 600), FLAGS[0], "Łódź")
        p.end()
        return image

    def ours(p: QPainter, rect: QRectF, flags: int, text: str) -> None:
        draw_text(p, rect, flags, text, pictures)

    assert turned(ours) == turned(qt_draws)
    assert turned(ours, underline=True) == turned(qt_draws, underline=True)
    assert pictures.drawn == 0


def test_a_board_label_draws_its_large_text_as_qlabel_does(qtbot: Any) -> None:  # PLT-13
    """A board label (centred and wrapped, left and one line, with a margin and an indent) at a
    large size paints within two pixels of a QLabel with the same text, font, size and colour."""
    for align, wrap, margin, indent in ((Qt.AlignmentFlag.AlignCenter, True, 0, -1),
                                        (Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, False, 6, 20),
                                        (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, True, 3, 12)):
        images = []
        for kind in (BoardLabel, QLabel):
            label = kind()
            qtbot.addWidget(label)
            font = QFont()
            font.setPixelSize(92)
            font.setBold(True)
            label.setFont(font)
            label.setStyleSheet(f"background: {BACKGROUND}; color: {TEXT};")
            label.setAlignment(align)
            label.setWordWrap(wrap)
            label.setMargin(margin)
            label.setIndent(indent)
            label.setText(TEXTS[3])
            label.resize(900, 330)
            image = QImage(label.size(), QImage.Format.Format_ARGB32_Premultiplied)
            label.render(image)
            images.append(ink(image))
        ours, theirs = images
        assert count(theirs) > 1000
        assert outside(ours, theirs) == 0 and outside(theirs, ours) == 0, (align, wrap, margin, indent)


@pytest.mark.parametrize("game", registry.IDS)
def test_every_games_board_at_4k_is_what_qt_would_draw(game: str, tmp_path: Path, language: Language,
                                                        qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-13
    """Each game's board at 3840×2160 in the middle of a game (its labels, tables, seats and
    counts): every lit pixel within two pixels of the board drawn by Qt's own text drawing, and the
    same ink within 1 %."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    language.set("uk")
    built = build(game, tmp_path, language, Clock())
    qtbot.addWidget(built.window)
    walk = WALKS[game](built)
    try:
        for step, name in enumerate(walk):  # a game without a step named here: its fourth
            if name == STOP.get(game) or (game not in STOP and step == 3):
                break
        board = BoardWindow(built.model)
        qtbot.addWidget(board)
        board.resize(3840, 2160)
        board.show()
        qtbot.waitExposed(board)
        QApplication.processEvents()

        def picture() -> list[int]:
            image = QImage(board.size(), QImage.Format.Format_ARGB32_Premultiplied)
            board.render(image)
            return ink(image)

        ours = picture()
        with monkeypatch.context() as qt_only:
            qt_only.setattr(BoardLabel, "paintEvent", QLabel.paintEvent)
            qt_only.setattr(board_blocks, "draw_text", qt_draws)
            theirs = picture()
        assert big_type.PICTURES.drawn > 0
        assert count(theirs) > 10_000
        assert outside(ours, theirs) == 0 and outside(theirs, ours) == 0
        assert abs(count(ours) - count(theirs)) <= 0.01 * count(theirs), (count(ours), count(theirs))
    finally:
        built.close()
