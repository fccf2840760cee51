"""What the console keeps from one change to the next instead of making it again shows exactly what
making it again would: the QR code drawn once per size, the wrapped texts measured once per text,
width and font, the layouts compacted where a panel drew. Every game is walked through its phases
and the window compared with the same checks done afresh."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import segno
import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMessageBox,
    QProgressBar,
    QSizePolicy,
    QTableWidget,
    QWidget,
)

from gm_console.games import desk_for
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.panels._panel import _SHOWN_ROLES as SHOWN_ROLES
from gm_console.panels._panel import LAYOUT_MARGIN, LAYOUT_SPACING, set_countdown_bar, wrapped_height
from gm_console.qr import BORDER_MODULES, QrView, qr_pixmap
from gm_console.table_model import TableModel
from rules import registry
from rules.core import Actor, Request

from .conftest import Clock
from .walks import WALKS, ask_the_next, build

LINKS = ("http://192.0.2.10:8765/join?code=46802", "http://192.0.2.10:8765/join?code=4680",
         "https://club.example.org/mafia/join?code=91357")


def drawn_afresh(text: str, size: int) -> QImage:
    """``text``'s code encoded now and drawn square by square, as the console drew it before it
    kept anything."""
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor("#ffffff"))
    matrix = segno.make(text, error="m").matrix
    module = size / (len(matrix) + 2 * BORDER_MODULES)
    painter = QPainter(pixmap)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#000000"))
    for row, line in enumerate(matrix):
        for col, bit in enumerate(line):
            if bit:
                painter.drawRect(QRectF((col + BORDER_MODULES) * module, (row + BORDER_MODULES) * module,
                                        module + 0.5, module + 0.5))
    painter.end()
    return pixmap.toImage()


def test_the_qr_code_kept_per_size_is_the_code_drawn_afresh(qtbot: Any) -> None:  # PLT-08
    """The code a view shows, at sizes it goes back and forth between and after its link changed,
    is pixel for pixel the code encoded and drawn afresh at that size."""
    for text in LINKS:
        for size in (120, 157, 220, 333, 1001):
            assert qr_pixmap(text, size).toImage() == drawn_afresh(text, size), (text, size)
    view = QrView(minimum=120)
    qtbot.addWidget(view)
    view.show()
    for text, side in [(LINKS[0], 200), (LINKS[0], 260), (LINKS[0], 200), (LINKS[1], 200),
                       (LINKS[1], 260), (LINKS[2], 260), (LINKS[0], 200)]:
        view.set_text(text)
        view.resize(side, side)
        shown = view.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
        assert shown == drawn_afresh(text, side).convertToFormat(QImage.Format.Format_RGB32), (text, side)


def test_a_wrapped_text_is_measured_again_when_its_text_width_or_font_changed(qtbot: Any) -> None:  # PLT-12
    """The height kept for a label's text is the height a new label with the same text, width and
    font needs, through changes of each of them (and back)."""
    label = QLabel()
    label.setWordWrap(True)
    qtbot.addWidget(label)
    texts = ["", "Tonight's picks so far", "<b>Library</b> (3)<br>Oleksandra, Maksymilian, Anastasiia, "
             "Bogdan-Yurii, Katarzyna", "Where everyone spent the last night " * 4]
    big = QFont(label.font())
    big.setPointSize(big.pointSize() + 6)
    for step in range(40):
        text, width = texts[step % len(texts)], (90, 160, 320)[step % 3]
        label.setText(text)
        if step % 7 == 3:
            label.setFont(big if label.font() != big else QFont())
        if step % 5 == 4:
            label.setMargin(4 - label.margin())
        fresh = QLabel(text)
        fresh.setWordWrap(True)
        fresh.setFont(label.font())
        fresh.setMargin(label.margin())
        qtbot.addWidget(fresh)
        assert wrapped_height(label, width) == (max(fresh.heightForWidth(width), 0) if text else 0), step


@pytest.mark.parametrize("game", registry.IDS)
def test_every_phase_is_compacted_and_measured_as_afresh(game: str, tmp_path: Path, language: Language,
                                                         qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12
    """In every phase of a game with its largest table, every layout of the window's columns has the
    console's margins and spacing (only the panels that drew were compacted again), and every shown
    wrapped label is exactly as high as its text needs at its width now, once the window has fitted
    the panels that drew (and again after fitting every panel)."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    language.set("en")
    built = build(game, tmp_path, language, Clock())
    window = built.window
    qtbot.addWidget(window)
    window.setGeometry(0, 0, 1366, 700)
    window.show()
    qtbot.waitExposed(window)
    try:
        for phase in WALKS[game](built):
            QApplication.processEvents()
            # after a change only the panels that drew are fitted again: the others' texts hold
            for label in window.columns.findChildren(QLabel):
                if label.wordWrap() and label.isVisible() and label.width() >= 20:
                    need = max(label.heightForWidth(label.width()), 0) if label.text() else 0
                    assert label.minimumHeight() == need, (phase, label.objectName(), label.text())
            window.fit_columns()
            for layout in window.columns.findChildren(QLayout):
                margins = layout.contentsMargins()
                assert max(margins.left(), margins.top(), margins.right(), margins.bottom()) <= LAYOUT_MARGIN, \
                    (phase, layout.parentWidget().objectName())
                assert 0 <= layout.spacing() <= LAYOUT_SPACING, (phase, layout.parentWidget().objectName())
            for label in window.columns.findChildren(QLabel):
                if not label.wordWrap() or not label.isVisible() or label.width() < 20:
                    continue
                assert label.sizePolicy().verticalPolicy() == QSizePolicy.Policy.Ignored
                need = max(label.heightForWidth(label.width()), 0) if label.text() else 0
                assert label.minimumHeight() == need, (phase, label.objectName(), label.text())
    finally:
        built.close()


def test_rows_a_panel_adds_as_it_draws_are_compacted(tmp_path: Path, language: Language, qtbot: Any) -> None:  # PLT-12
    """A row with its own layout that a panel adds while it draws a change (a vote's candidates) gets
    the console's margins and spacing with that change; a panel that did not draw is left alone."""
    language.set("en")
    built = build("spy", tmp_path, language, Clock())
    window = built.window
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    added: list[QLayout] = []
    panel = window.log
    draw = panel.draw

    def draw_and_add(view: Any) -> None:
        draw(view)
        row = QWidget(panel)
        line = QHBoxLayout(row)
        line.setContentsMargins(11, 11, 11, 11)
        line.setSpacing(9)
        line.addWidget(QLabel("candidate", row))
        panel.layout().addWidget(row)
        added.append(line)

    panel.draw = draw_and_add  # type: ignore[method-assign]
    try:
        for _ in range(3):
            built.join(1)
            QApplication.processEvents()
            assert added, "the log draws at every change"
            margins = added[-1].contentsMargins()
            assert (margins.left(), margins.top(), margins.right(), margins.bottom()) == (LAYOUT_MARGIN,) * 4
            assert added[-1].spacing() == LAYOUT_SPACING
    finally:
        built.close()


def cells(table: QTableWidget) -> list[list[tuple[object, ...]]]:
    """Every cell of a table as it shows it: its text, colour, font, tooltip, alignment, data."""
    out = []
    for row in range(table.rowCount()):
        line = []
        for col in range(table.columnCount()):
            item = table.item(row, col)
            line.append(tuple(item.data(role) for role in SHOWN_ROLES) if item is not None else ())
        out.append(line)
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_seats_updated_row_by_row_show_what_a_fresh_panel_shows(
        seed: int, tmp_path: Path, language: Language, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12, PLT-05
    """Random joins, phones that come and go, kicks, deals, card looks and language changes: after each,
    the seats panel that set only the rows that changed shows cell for cell what a seats panel drawn
    afresh from the same table shows."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    language.set("en")
    built = build("spy", tmp_path, language, Clock(), seed=seed)
    qtbot.addWidget(built.window)
    rng = random.Random(seed)
    table = built.table
    try:
        for step in range(60):
            seats = [int(s["seat"]) for s in built.model.view["seats"]]
            roll = rng.random()
            if roll < 0.25:
                joined = table.join(f"Guest {step}")  # a full table refuses and changes nothing
                if isinstance(joined, tuple):
                    table.set_connected(joined[0], True)
            elif roll < 0.5 and seats:
                table.set_connected(rng.choice(seats), rng.random() < 0.5)
            elif roll < 0.58 and seats and "kick" in built.model.allowed():
                built.model.submit("kick", seat=rng.choice(seats))
            elif roll < 0.7:
                for request in ("deal", "abort_round"):
                    if request in built.model.allowed():
                        built.model.submit(request)
                        break
            elif roll < 0.85:
                for seat in seats:
                    if "card_seen" in table.allowed(Actor.player(seat)):
                        table.submit(Actor.player(seat), Request("card_seen", {}))
                        break
            else:
                language.set(rng.choice(["uk", "pl", "ru", "en"]))
            QApplication.processEvents()
            fresh = MainWindow(TableModel(table, monotonic=built.model.monotonic), language, desk_for("spy"))
            assert cells(built.window.seats.table) == cells(fresh.seats.table), step
            assert built.window.seats.summary.text() == fresh.seats.summary.text(), step
            fresh.model.close()
            fresh.close()
            # gone at once: a window left for the end of the test would be retranslated at every
            # later language change, of this test and of every test after it
            shiboken6.delete(fresh)
    finally:
        language.set("en")
        built.close()


def test_the_experts_updated_row_by_row_show_what_a_fresh_panel_shows(
        tmp_path: Path, language: Language, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12, QZ-01
    """Through a whole quiz game, with experts getting ready and not, a captain named, a hat taken
    and language changes at every step: the experts panel that fills again only the rows whose expert
    changed shows, cell for cell, what an experts panel drawn afresh from the same table shows."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    language.set("en")
    built = build("quiz", tmp_path, language, Clock())
    qtbot.addWidget(built.window)
    desk: Any = built.window.desk
    rng = random.Random(5)
    try:
        for step in WALKS["quiz"](built):
            for turn in range(6):
                seats = [int(e["seat"]) for e in built.view.get("experts") or []]
                roll = rng.random()
                if roll < 0.4 and seats:
                    seat = rng.choice(seats)
                    if "ready" in built.table.allowed(Actor.player(seat)):
                        ready = bool(next(e for e in built.view["experts"] if e["seat"] == seat).get("ready"))
                        built.player(seat, "ready", ready=not ready)
                elif roll < 0.75 and seats and built.view["phase"] == "lobby":
                    desk.experts.select(rng.choice(seats))
                    if built.window.commands.action("mark_captain").isEnabled():
                        built.trigger("mark_captain")
                elif roll < 0.75 and seats and step == "the minute":  # a hat taken from one not answering
                    desk.experts.select(next(s for s in seats if s != built.view.get("captain")))
                    if built.window.commands.action("hat_taken").isEnabled():
                        built.trigger("hat_taken")
                else:
                    language.set(rng.choice(["uk", "pl", "ru", "en"]))
                QApplication.processEvents()
                fresh = MainWindow(TableModel(built.table, monotonic=built.model.monotonic), language,
                                   desk_for("quiz"))
                assert cells(desk.experts.table) == cells(fresh.desk.experts.table), (step, turn)  # type: ignore[attr-defined]
                fresh.model.close()
                fresh.close()
                shiboken6.delete(fresh)
            for expert in built.view.get("experts") or []:  # the walk goes on with everyone ready
                if not expert.get("ready") and "ready" in built.table.allowed(Actor.player(int(expert["seat"]))):
                    built.player(int(expert["seat"]), "ready", ready=True)
    finally:
        language.set("en")
        built.close()


def test_the_question_chain_moved_on_in_place_shows_what_a_fresh_panel_shows(
        tmp_path: Path, language: Language, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-12, SPY-20
    """Question after question (past the 30 the view lists, so the chain moves on), then a new round
    and a language change: the chain the turns panel changed line by line is, line for line and
    scrolled to its end, the chain a turns panel drawn afresh from the same table shows."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    language.set("en")
    built = build("spy", tmp_path, language, Clock())
    built.window.show()
    walk = WALKS["spy"](built)
    try:
        while next(walk) != "asking":
            pass

        def same_as_afresh(step: object) -> None:
            QApplication.processEvents()
            kept = built.window.desk.turns.chain  # type: ignore[attr-defined]
            fresh = type(built.window.desk.turns)(built.model)  # type: ignore[attr-defined]
            fresh.chain.resize(kept.size())
            lines = kept.lines()
            assert lines == fresh.chain.lines(), step
            if lines:  # the end in view
                assert kept.line_rect(len(lines) - 1).bottom() < kept.viewport().height(), step
            shiboken6.delete(fresh)

        for question in range(40):
            ask_the_next(built)
            same_as_afresh(question)
        language.set("pl")
        same_as_afresh("pl")
        while next(walk) != "second round dealt":
            pass
        same_as_afresh("second round")
    finally:
        language.set("en")
        built.close()
        shiboken6.delete(built.window)  # gone at once, as the windows compared with above


def test_a_phone_that_sleeps_and_comes_back_rewrites_no_line_of_the_log(
        tmp_path: Path, language: Language, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-04, PLT-09, SPY-38
    """Phones that go and come back (a sleeping screen, a Wi-Fi blip) and a player removed leave
    every line of the event log as it was: nothing is taken out of it and worded again (it
    was, the whole evening's log at each phone's coming and going). What it shows is still, line for
    line, what the log worded afresh shows. An undo takes out and words again the lines of the
    entries it rewrote (PLT-04), and only those: the lines before them stay."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    language.set("en")
    built = build("spy", tmp_path, language, Clock())
    built.window.show()
    walk = WALKS["spy"](built)
    log = built.window.log
    try:
        while next(walk) != "asking":
            pass
        for _ in range(12):
            ask_the_next(built)
        QApplication.processEvents()
        removed: list[tuple[int, int]] = []  # where lines were taken out, how many characters
        log.list.document().contentsChange.connect(lambda at, gone, _added: gone and removed.append((at, gone)))
        before = log.list.shown()
        assert len(before) > 12
        seats = [int(row["seat"]) for row in built.model.view["seats"]]
        for seat in seats * 2:
            built.table.set_connected(seat, False)  # the phone sleeps
            QApplication.processEvents()
            built.table.set_connected(seat, True)  # and comes back
            QApplication.processEvents()
        built.moderator("kick", seat=seats[-1])
        QApplication.processEvents()
        assert not built.model.view["seats"][-1]["present"]
        assert removed == [], "a phone's coming and going took lines out of the log"
        shown = log.list.shown()
        assert shown[:len(before)] == before
        assert len(shown) == len(before) + 1  # the removal, added at the end
        log.rebuild()
        assert log.list.shown() == shown  # what the log worded afresh shows
        removed.clear()
        kick_line = log.list.document().lastBlock().position()
        built.moderator("undo")  # the removal taken back: its line struck through, worded again
        QApplication.processEvents()
        assert removed, "an undo rewords the lines it struck"
        assert all(at >= kick_line - 1 for at, _gone in removed), (kick_line, removed)  # the lines before stay
        after_undo = log.list.shown()
        assert after_undo[:len(before)] == before
        assert after_undo[len(before)].struck and not after_undo[-1].struck  # the removal struck, the undo's line
        log.rebuild()
        assert log.list.shown() == after_undo
    finally:
        built.close()


class Paints(QObject):
    """Counts the paint events of the widget it watches."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_a_countdown_bar_moves_with_its_clock_and_paints_with_the_window(qtbot: Any) -> None:  # PLT-14, PLT-12
    """A countdown's bar shows the seconds its clock shows (rounded up as ``m:ss`` is), is set only
    when they move, and is painted with the rest of the window at its next frame, not at once."""
    box = QWidget()
    qtbot.addWidget(box)
    bar = QProgressBar(box)
    bar.resize(300, 10)
    box.show()
    qtbot.waitExposed(box)
    paints = Paints()
    bar.installEventFilter(paints)
    QApplication.processEvents()
    for left_ms, shown_ms in ((120_000, 120_000), (119_750, 120_000), (119_000, 119_000), (60_001, 61_000),
                              (250, 1000), (0, 0), (-5, 0)):
        before = paints.count
        set_countdown_bar(bar, left_ms, 120_000)
        assert (bar.value(), bar.maximum()) == (shown_ms, 120_000), left_ms
        assert paints.count == before, left_ms  # nothing painted at once
        QApplication.processEvents()
    painted = paints.count
    set_countdown_bar(bar, 0, 120_000)  # the same second: nothing to paint
    QApplication.processEvents()
    assert paints.count == painted
    set_countdown_bar(bar, 30_000, 120_000)
    qtbot.waitUntil(lambda: paints.count > painted)  # the window's next frame paints it
