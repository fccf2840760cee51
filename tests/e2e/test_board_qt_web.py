"""The projector's Qt board is as readable as the web board (PLT-13): in each game's busiest
moments at 1280×720, 1920×1080 and 3840×2160, every text a seated player reads on the web board
(in real Chromium, at the same size) is at least as large on the Qt board, block for block; and no
text of the Qt board is cut, elided or drawn over another, in any of the four languages."""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from playwright.sync_api import Browser
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from gm_console.board_blocks import SeatsBlock, TableBlock
from gm_console.board_window import BoardWindow
from gm_console.table_model import TableModel
from rules.registry import IDS
from tests.e2e.serverfix import ServedTable
from tests.e2e.test_board_sizes import board_page
from tests.e2e.test_phone import chromium  # noqa: F401  (the shared browser)
from tests.game_parts import part

pytestmark = pytest.mark.e2e

COMPARED = ((1280, 720), (1920, 1080), (3840, 2160))
"""The sizes both boards are measured at."""
LANGS = ("en", "uk")
"""English, and Ukrainian: the longest words of the four."""
SLACK = 1.0
"""Pixels the Qt board's type may round below the web board's (a Qt font has whole pixels)."""

WEB_SIZES = """() => {
  const px = (el) => el ? parseFloat(getComputedStyle(el).fontSize) : null;
  const out = {};
  for (const el of document.querySelectorAll("#stage [data-kind], #side [data-kind]")) {
    if (el.closest("[hidden]") || !el.getClientRects().length) continue;
    const id = el.dataset.testid, kind = el.dataset.kind;
    if (!id) continue;
    if (kind === "text") out[id] = px(el);
    else if (kind === "list") { out[id] = px(el.querySelector("li")); out[id + "/title"] = px(el.querySelector("h3")); }
    else if (kind === "table") {
      const cells = [...el.querySelectorAll("td:not(.dim):not(.mark)")].filter((td) => td.textContent.trim());
      out[id] = cells.length ? Math.max(...cells.map(px)) : null;
      const dim = [...el.querySelectorAll("td.dim")].filter((td) => td.textContent.trim());
      if (dim.length) out[id + "/dim"] = Math.max(...dim.map(px));
      out[id + "/title"] = px(el.querySelector("h3"));
    } else if (kind === "seats") out[id] = px(el.querySelector(".seat .name"));
    else if (kind === "join") {
      out["join_caption"] = px(el.querySelector("h1"));
      out["url"] = px(el.querySelector(".url"));
      out["code"] = px(el.querySelector(".bigcode"));
      out["call"] = px(el.querySelector(".call"));
      out["people"] = px(el.querySelector(".people"));
    }
  }
  const side = document.querySelector("#side > h2");
  if (side && side.getClientRects().length) out["side_title"] = px(side);
  for (const k of Object.keys(out)) if (out[k] === null) delete out[k];
  return out;
}"""


def qt_sizes(board: BoardWindow) -> dict[str, float]:
    """The pixel size of the type of every block the Qt board shows, by the names the web board's
    sizes have (:data:`WEB_SIZES`): a text's label, a list's items and title, a table's rows, its
    dim cells and title, the seats' names, the way in's caption, link, code, call and people."""
    out: dict[str, float] = {}
    for widget in board.findChildren(QWidget):
        name = widget.objectName()
        if not name.startswith("board_") or not widget.isVisibleTo(board):
            continue
        key = name.removeprefix("board_")
        if isinstance(widget, TableBlock):
            widget.grab()  # the type a table fits is known once it paints
            if widget.rows:
                out[key] = widget.fitted_px
                if widget.dim:
                    out[key + "/dim"] = max(6, int(widget.fitted_px * 0.72))  # TableBlock._small
            if widget.title:
                out[key + "/title"] = widget.fitted_title_px
        elif isinstance(widget, SeatsBlock):
            widget.grab()  # the names' type is known once it paints
            if widget.seats:
                out[key] = widget.name_px
        elif isinstance(widget, QLabel) and widget.text():
            out[key] = widget.font().pixelSize()
        elif widget.property("kind") == "list":
            items = widget.findChild(QLabel, "board_list_items")
            title = widget.findChild(QLabel, "board_list_title")
            if items is not None:
                out[key] = items.font().pixelSize()
            if title is not None:
                out[key + "/title"] = title.font().pixelSize()
    return out


def cut_or_overlapping(board: BoardWindow) -> list[str]:
    """Every label of the board whose text does not fit it (cut, elided, clipped) or that is drawn
    over another label's text; and every block reaching past the board."""
    problems: list[str] = []
    shown: list[tuple[str, QRect]] = []
    for label in board.findChildren(QLabel):
        if not label.isVisibleTo(board) or not label.text():
            continue
        box = label.contentsRect()
        flags = int(label.alignment().value) | (int(Qt.TextFlag.TextWordWrap.value) if label.wordWrap() else 0)
        needed = QFontMetrics(label.font()).boundingRect(box, flags, label.text())
        name = f"{label.objectName()} {label.text()[:30]!r} {label.font().pixelSize()} px"
        if needed.height() > box.height() + 1 or needed.width() > box.width() + 1:
            problems.append(f"cut: {name}: needs {needed.width()}×{needed.height()}, has {box.width()}×{box.height()}")
        corner = label.mapTo(board, needed.topLeft())
        drawn = QRect(corner, needed.size()).intersected(QRect(label.mapTo(board, box.topLeft()), box.size()))
        if not board.rect().contains(drawn):
            problems.append(f"off the board: {name}")
        shown.append((name, drawn))
    for i, (name, rect) in enumerate(shown):
        for other, other_rect in shown[i + 1:]:
            overlap = rect.intersected(other_rect)
            if overlap.width() > 2 and overlap.height() > 2:
                problems.append(f"overlap: {name} / {other}")
    for seats in board.findChildren(SeatsBlock):
        if seats.isVisibleTo(board) and seats.seats:
            seats.grab()
            if seats.elided:
                problems.append(f"cut: seats {seats.elided}")
    for table in board.findChildren(TableBlock):
        if table.isVisibleTo(board) and table.rows:
            table.grab()
            if table.drawn.height() > table.height() + 1 or table.drawn.width() > table.width() + 1:
                problems.append(f"cut: table {table.objectName()}")
    return problems


def qt_board(served: ServedTable, size: tuple[int, int], lang: str) -> tuple[BoardWindow, TableModel]:
    """The projector's board of the served table, in ``lang``, shown at ``size``."""
    table = getattr(served, "table")  # noqa: B009  (made on the server's loop)
    served.call(lambda: setattr(table, "lang", lang))
    model = TableModel(table)
    board = BoardWindow(model)
    board.resize(*size)
    board.show()
    QApplication.processEvents()
    return board, model


def closed(board: BoardWindow, model: TableModel) -> None:
    board.close()
    model.close()
    shiboken6.delete(board)


MOMENTS = [(game, name, drive) for game in IDS for name, drive in part(game, "BOARD_MOMENTS")]


@pytest.fixture(params=MOMENTS, ids=lambda p: f"{p[0]}-{p[1]}")
def served_moment(request: pytest.FixtureRequest) -> Iterator[ServedTable]:
    game, _name, drive = request.param
    with tempfile.TemporaryDirectory() as tmp:
        served = ServedTable(Path(tmp), game=game, **part(game, "BOARD_TABLE"))
        try:
            drive(served)
            yield served
        finally:
            served.stop()


def test_the_qt_board_is_as_large_as_the_web_board(chromium: Browser,  # noqa: F811  # PLT-13
                                                   served_moment: ServedTable, qapp: Any) -> None:
    """Block for block, every text of the Qt board is at least the web board's size, at the same
    size of screen and in the same language, in the game's busiest moments."""
    served = served_moment
    smaller: list[str] = []
    compared = 0
    for size in COMPARED:
        page = board_page(chromium, served, size)
        try:
            for lang in LANGS:
                page.evaluate("(lang) => GM.setLang(lang, false)", lang)
                page.wait_for_function("(lang) => document.documentElement.lang === lang", arg=lang)
                web: dict[str, float] = page.evaluate(WEB_SIZES)
                board, model = qt_board(served, size, lang)
                try:
                    qt = qt_sizes(board)
                finally:
                    closed(board, model)
                assert web and qt, (size, lang, web, qt)
                for key, px in web.items():
                    if key in qt:
                        compared += 1
                        if qt[key] + SLACK < px:
                            smaller.append(f"{size} {lang} {key}: Qt {qt[key]} px < web {px:.1f} px")
        finally:
            page.context.close()
    assert compared, "no block of the web board found on the Qt board"
    assert not smaller, "\n".join(smaller)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_qt_board_text_is_cut_or_overlaps(served_moment: ServedTable, size: tuple[int, int],  # PLT-13
                                             qapp: Any) -> None:
    """In every language, no label of the Qt board is cut or elided, none reaches past the board,
    none is drawn over another, and every table's rows fit its block (the SUSPI lobby's rules under
    the way in first of all)."""
    for lang in ("uk", "pl", "ru", "en"):
        board, model = qt_board(served_moment, size, lang)
        try:
            problems = cut_or_overlapping(board)
        finally:
            closed(board, model)
        assert not problems, (lang, problems)
