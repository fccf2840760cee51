"""The quiz's packs at the console (QZ-31): a real ChGK file imported from the lobby with the tours
picked and the report of what was left out, the black box marked or drawn before the game, the
start refused (and why) while the pack cannot be played, and the texts shown as written.

The dialogs are the real ones, run modally and driven with the keyboard."""

from __future__ import annotations

import asyncio
import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox

from gm_console.games.quiz.panels.dialogs import BlackBoxPicker, ImportDialog
from gm_console.i18n import Language
from net.content import make_game
from tests.gm_console.conftest import Clock
from tests.rules.quiz.test_packs import chgk

from .test_quiz import Quiz, _log_lines, _quiz

FIXTURES = Path(__file__).resolve().parents[1] / "rules" / "quiz" / "chgk"
MODAL_WAIT_MS = 5000


@pytest.fixture
def quiz(qtbot: Any, tmp_path: Path, clock: Clock, language: Language, decks: dict[str, Any],
         monkeypatch: pytest.MonkeyPatch) -> Iterator[Quiz]:
    yield from _quiz(qtbot, tmp_path, clock, language, decks, monkeypatch, seed=20261130)


class Modal:
    """Acts on the next modal dialog once it shows (the dialog runs its own event loop); whatever
    fails inside is kept and raised by :meth:`check`, and a dialog the act left open is closed
    when the wait runs out (so a test fails instead of hanging)."""

    def __init__(self, qtbot: Any, kind: type[QDialog], act: Callable[[Any], None]) -> None:
        self.qtbot, self.kind, self.act = qtbot, kind, act
        self.error: BaseException | None = None
        self.seen = False
        self.waited = 0
        QTimer.singleShot(0, self.poll)

    def poll(self) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, self.kind):
            self.waited += 10
            if self.waited < MODAL_WAIT_MS:
                QTimer.singleShot(10, self.poll)
            return
        self.seen = True
        try:
            self.act(dialog)
        except BaseException as exc:
            self.error = exc
            dialog.reject()
            return
        self.waited = 0
        self.closing(dialog)

    def closing(self, dialog: QDialog) -> None:
        if not dialog.isVisible():
            return
        self.waited += 10
        if self.waited >= MODAL_WAIT_MS:
            self.error = AssertionError(f"{self.kind.__name__} still open")
            dialog.reject()
            return
        QTimer.singleShot(10, lambda: self.closing(dialog))

    def check(self) -> None:
        assert self.seen, f"no {self.kind.__name__} showed"
        if self.error is not None:
            raise self.error


def ready_team(quiz: Quiz) -> None:
    for name in ("Ola", "Max"):
        joined = quiz.table.join(name)
        assert isinstance(joined, tuple)
        quiz.player(joined[0], "ready")
    quiz.select(1)
    quiz.trigger("mark_captain")


def test_the_croupier_imports_a_real_file_picking_its_tours(quiz: Quiz, qtbot: Any, tmp_path: Path) -> None:  # QZ-31
    """QZ-31: a real tournament file (three tours, no black box) from the lobby: the dialog shows
    the tournament and its tours, Space unticks the one selected, the title is given and Enter
    imports. The pack keeps the tours picked and the tournament's name; the lobby says the game
    cannot start without a black box, and the start stays off until the Croupier marks one
    (Shift+B, a question picked with the arrows, Enter)."""
    source = tmp_path / "Горы от ума 2016.txt"
    shutil.copy(FIXTURES / "ingush16_tours1-3.txt", source)
    options = quiz.desk.options
    seen: dict[str, Any] = {}

    def pick_tours(dialog: ImportDialog) -> None:
        seen["tournament"] = dialog.tournament.text()
        seen["tours"] = [dialog.tours.item(i).text() for i in range(dialog.tours.count())]
        seen["report"] = dialog.report_label.text()
        seen["about"] = dialog.about.text()
        assert dialog.tours.hasFocus() or dialog.focusWidget() is dialog.tours
        qtbot.keyClick(dialog.tours, Qt.Key.Key_Down)
        qtbot.keyClick(dialog.tours, Qt.Key.Key_Space)  # tour 2 left out
        seen["summary"] = dialog.summary.text()
        dialog.title.setText("Горы от ума: туры 1 и 3")
        seen["mnemonics"] = [dialog.tours_label.text(), dialog.buttons.button(dialog.buttons.StandardButton.Ok).text()]
        qtbot.keyClick(dialog.title, Qt.Key.Key_Return)  # Enter imports

    modal = Modal(qtbot, ImportDialog, pick_tours)
    assert options.import_file(source)
    modal.check()
    assert seen["tournament"] == 'Фестиваль "Горы от ума - 2016" (Джейрах, Ингушетия)'
    assert seen["tours"] == ["1 тур — 15 questions · editor: Серафим Шибанов (Москва)",
                             "2 тур — 15 questions · editor: Максим Мерзляков (Воронеж)",
                             "3 тур — 15 questions · editor: Наиль Фарукшин (Навои - Москва)"]
    assert seen["report"] == "&Report: none left out, every question reads well"
    assert "date: 11-Jun-2016" in seen["about"] and "encoding: UTF-8" in seen["about"]
    assert seen["summary"] == "30 questions of 2 tours will be imported"
    assert seen["mnemonics"] == ["&Tours to import (Space ticks the one selected):", "&Import"]
    [saved] = (tmp_path / "packs").glob("*.json")
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["title"] == "Горы от ума: туры 1 и 3" and data["tournament"] == seen["tournament"]
    assert [t["title"] for t in data["tours"]] == ["1 тур", "3 тур"] and len(data["envelopes"]) == 30
    pack_id = saved.stem
    assert quiz.game["options"]["pack"] == pack_id
    assert "Tournament: Фестиваль" in options.about.text() and "tours: 1 тур, 3 тур" in options.about.text()
    assert options.imported.text() == "Imported “Горы от ума: туры 1 и 3”: 30 questions, 0 left out"

    ready_team(quiz)
    assert not quiz.window.commands.action("start").isEnabled()  # QZ-31: no black box yet
    assert options.problem.isVisibleTo(options)
    assert options.problem.text().startswith("The game cannot start: the pack has no black-box question")

    def mark(picker: BlackBoxPicker) -> None:
        seen["first"] = picker.questions.item(0).text()
        for _ in range(3):
            qtbot.keyClick(picker.questions, Qt.Key.Key_Down)
        qtbot.keyClick(picker.questions, Qt.Key.Key_Return)

    modal = Modal(qtbot, BlackBoxPicker, mark)
    quiz.window.commands.action("mark_black_box").trigger()
    modal.check()
    assert seen["first"].startswith("1 тур, question 1 — Нейпьидо - в Мьянме")
    assert quiz.game["options"]["black_box"] == "t1_q4"
    assert _log_lines(quiz)[-1] == "Moderator: Black box marked: question 1 тур, 4"  # its number, never its text
    assert options.black_box.text() == "1 тур, question 4 — Дуплет с раздаточным материалом, который относится к обеим…"
    assert not options.problem.isVisibleTo(options)
    assert quiz.window.commands.action("start").isEnabled()
    quiz.trigger("start")
    assert quiz.table.state.match is not None and quiz.table.state.match.sectors[0] == "t1_q4"
    again = make_game("quiz", own=tmp_path)  # the next start offers it again
    assert len(again.packs[pack_id].envelopes) == 30  # type: ignore[attr-defined]


def test_a_partly_broken_file_shows_its_report_and_imports_the_rest(quiz: Quiz, qtbot: Any,
                                                                           tmp_path: Path) -> None:  # QZ-31
    """QZ-31: a Windows-1251 file with CRLF and a question without an answer: the dialog names it
    by tour, number and line and why; Escape imports nothing; a second time the rest imports."""
    raw = (FIXTURES / "rusch16_tour1.cp1251-crlf.txt").read_bytes()
    broken = tmp_path / "rusch16.txt"
    broken.write_bytes(raw.replace("Ответ:\r\nВьюнок.".encode("cp1251"), b""))
    line = raw.decode("cp1251").split("\r\n").index("Вопрос 5:") + 1
    report: list[str] = []

    def cancel(dialog: ImportDialog) -> None:
        report.extend([dialog.report_label.text(), dialog.report.toPlainText(), dialog.about.text()])
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    modal = Modal(qtbot, ImportDialog, cancel)
    assert not quiz.desk.options.import_file(broken)
    modal.check()
    assert report[0] == "&Report: 1 questions left out"
    assert report[1] == f"1 тур, question 5, line {line}: it has no “Ответ:”"  # the tour as the file names it
    assert "encoding: CP1251" in report[2]
    assert not (tmp_path / "packs").exists()
    modal = Modal(qtbot, ImportDialog, lambda dialog: dialog.accept())
    assert quiz.desk.options.import_file(broken)
    modal.check()
    assert quiz.desk.options.imported.text() == \
        "Imported “16-й чемпионат России по ЧГК (Воронеж)”: 14 questions, 1 left out"


def test_a_file_that_is_no_pack_is_refused_in_words(quiz: Quiz, qtbot: Any, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:  # QZ-31
    """QZ-31: a file that is not a pack gets a translated reason and changes nothing; a KOI8-R text
    with a black box imports and plays."""
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    options = quiz.desk.options
    for name, raw in (("notes.txt", "Просто заметки без вопросов.".encode("koi8-r")),
                      ("image.txt", bytes(range(256)) * 4), ("bad.json", b'{"format": 1, "id": "x"}')):
        (tmp_path / name).write_bytes(raw)
        assert not options.import_file(tmp_path / name)
    assert warnings == [
        "notes.txt cannot be used: it has no question (“Вопрос 1:” …) that could be read",
        "image.txt cannot be used: it is not a text in UTF-8, KOI8-R or Windows-1251",
        "bad.json cannot be used: the pack format is broken: 'lang' must be one of uk, pl, ru, en",
    ]
    assert quiz.game["options"]["pack"] == "en_why_where"
    text = tmp_path / "Осень 2026.txt"
    text.write_bytes(chgk(15, 2).encode("koi8-r"))
    modal = Modal(qtbot, ImportDialog, lambda dialog: dialog.accept())
    assert options.import_file(text)
    modal.check()
    assert "Осенний кубок клуба" in options.pack.currentText()
    assert not options.problem.isVisibleTo(options)
    assert "drawn at the start from the pack's 2 black-box questions" in options.black_box.text()


def test_a_black_box_drawn_from_the_clubs(quiz: Quiz, tmp_path: Path) -> None:  # QZ-31
    """QZ-31: B draws the black box from the club's black-box questions in the pack's language."""
    pack = make_game("quiz").packs["ru_pochemu"]  # type: ignore[attr-defined]
    plain = {**pack.to_json(), "id": "ru_plain", "title": "Без ящика", "black_box": []}
    (tmp_path / "ru_plain.json").write_text(json.dumps(plain, ensure_ascii=False), encoding="utf-8")
    options = quiz.desk.options
    assert options.import_file(tmp_path / "ru_plain.json")  # the pack format: no dialog
    assert quiz.game["options"]["pack"] == "ru_plain"
    assert "B" in quiz.window.commands.action("draw_black_box").shortcut().toString()
    quiz.window.commands.action("draw_black_box").trigger()
    drawn = quiz.game["options"]["black_box"]
    assert drawn.split("/")[0] in ("ru_pochemu", "ru_kuda_zachem", "ru_slova")
    assert options.black_box.text().startswith("drawn from “")
    title = quiz.table.game.packs[drawn.split("/")[0]].title  # type: ignore[attr-defined]
    assert _log_lines(quiz)[-1] == f"Moderator: Black box drawn from “{title}”"
    assert not options.problem.isVisibleTo(options)
    assert options.black_box.toolTip() == quiz.table.game.question(quiz.table.state, drawn).question  # type: ignore


def _ink_left(image: QImage, top: int, bottom: int) -> int:
    """The leftmost column with ink (a dark pixel) between two rows."""
    for x in range(image.width()):
        for y in range(top, bottom):
            if QColor(image.pixel(x, y)).lightness() < 128:
                return x
    return image.width()


def _ink_rows(image: QImage) -> list[tuple[int, int]]:
    rows = [any(QColor(image.pixel(x, y)).lightness() < 128 for x in range(image.width()))
            for y in range(image.height())]
    bands, start = [], None
    for y, ink in enumerate([*rows, False]):
        if ink and start is None:
            start = y
        elif not ink and start is not None:
            bands.append((start, y))
            start = None
    return bands


def test_the_question_shows_as_written(quiz: Quiz, tmp_path: Path) -> None:  # QZ-31
    """QZ-31: a poem's lines and their indents reach the Croupier's screen as written (checked on
    the rendered pixels), the answer and the handout keep their line breaks, the handout in a
    fixed-width font; none of it is markup."""
    envelopes = [{"id": f"p{i}", "question": f"Стихи {i}:\n        <отступ> строка\nпоследняя", "answer": "Ответ\n  вторая",
                  "handout": "|  1.   2.\n|  Фрам  Валюр\n\n(pic: 20080328.jpg)", "comment": "Строка 1\nСтрока 2",
                  "note": "[Ведущему: читать медленно.]\n(aud: 20160006.mp3)"} for i in range(16)]
    data = {"format": 1, "id": "ru_poems", "lang": "ru", "title": "Стихи", "envelopes": envelopes,
            "black_box": [{"id": "b1", "question": "Что в ящике?", "answer": "Компас"}]}
    (tmp_path / "ru_poems.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert quiz.desk.options.import_file(tmp_path / "ru_poems.json")
    ready_team(quiz)
    quiz.trigger("start")
    quiz.trigger("spin")
    panel = quiz.desk.question
    label: QLabel = panel.text
    number = quiz.table.state.match.round.question[1:]  # type: ignore[union-attr]
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert label.text() == f"Стихи {number}:\n        <отступ> строка\nпоследняя"
    label.resize(900, label.heightForWidth(900))
    image = QImage(label.size(), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    label.render(image, QPoint(0, 0))
    bands = _ink_rows(image)
    assert len(bands) == 3, bands  # three lines, as written
    lefts = [_ink_left(image, top, bottom) for top, bottom in bands]
    assert lefts[1] > lefts[0] + 20 and abs(lefts[2] - lefts[0]) < 5  # the indent is kept
    assert "white-space: pre-wrap" in panel.answer.text() and "Ответ\n  вторая" in panel.answer.text()
    assert panel.handout.isVisibleTo(panel) and "font-family: monospace" in panel.handout.text()
    assert "|  1.   2.\n|  Фрам  Валюр" in panel.handout.text()
    # the host's note and the pictures and sounds said in words, for the Croupier alone
    shown = panel.handout.text()
    assert "For the host only:" in shown and "[Ведущему: читать медленно.]" in shown
    assert "Picture 20080328.jpg: print it and hand it out" in shown and "Sound 20160006.mp3: play it" in shown
    assert "(pic:" not in shown and "(aud:" not in shown
    assert quiz.text("question") == ""  # not on the board before "Время пошло"


@pytest.mark.parametrize(("lang", "pack"), [("ru", "ru_kuda_zachem"), ("uk", "uk_chomu_kudy"), ("pl", "pl_dlaczego"),
                                            ("en", "en_why_where")])
def test_the_quiz_opens_with_a_pack_in_the_consoles_language(
        qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, pack: str) -> None:  # PLT-15, QZ-31
    """PLT-15, QZ-31: a console in Russian opens the quiz with a Russian pack, not the English one
    that sorts first; the same when the moderator picks the quiz in the join panel."""
    from gm_console.app import Console, Settings

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    console = Console(Settings(data_dir=tmp_path / "data", port=0, lang=lang, no_board=True, announce="off",
                               host="127.0.0.1", game="quiz"))
    console.build([])
    try:
        assert console.table.game.id == "quiz"
        assert console.model.view["game"]["options"]["pack"] == pack
        picker = console.main_window.join.game_picker
        picker.setCurrentIndex(picker.findData("spy"))
        picker.activated.emit(picker.currentIndex())
        picker = console.main_window.join.game_picker
        picker.setCurrentIndex(picker.findData("quiz"))
        picker.activated.emit(picker.currentIndex())
        assert console.table.game.id == "quiz"
        assert console.model.view["game"]["options"]["pack"] == pack
    finally:
        console.loop.run_until_complete(console.shutdown())
        console.loop.close()
        asyncio.set_event_loop(None)


def big_file(tours: int, per_tour: int) -> str:
    """A ChGK text of ``tours`` tours titled as a season's club games ("Тур 21" …)."""
    parts = ["Чемпионат:", "Сезон клуба", ""]
    for t in range(1, tours + 1):
        parts += ["Тур:", f"Тур {t + 20}", ""]
        for n in range(1, per_tour + 1):
            parts += [f"Вопрос {n}:", f"Текст {t}.{n}?", "", "Ответ:", f"Ответ {t}.{n}", ""]
    return "\n".join(parts)


def test_a_file_larger_than_a_pack_imports_what_a_pack_takes(quiz: Quiz, qtbot: Any,
                                                                tmp_path: Path) -> None:  # QZ-31
    """QZ-31: a file of 410 tours, 5330 questions (more than a pack takes): the dialog ticks by
    default the tours that fit (384 tours, 4992 questions) and imports them; with every tour
    ticked it says plainly what to untick and the import is off."""
    from rules.quiz.pack import MAX_QUESTIONS, MAX_TOURS

    source = tmp_path / "season.txt"
    source.write_bytes(big_file(410, 13).encode("koi8-r"))
    seen: dict[str, Any] = {}

    def look(dialog: ImportDialog) -> None:
        ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
        seen["default"] = (dialog.summary.text(), ok.isEnabled(), len(dialog.picked_tours()))
        dialog.all_tours.click()
        seen["all"] = (dialog.summary.text(), ok.isEnabled())
        dialog.no_tours.click()
        dialog.tours.item(0).setCheckState(Qt.CheckState.Checked)
        seen["first"] = dialog.tours.item(0).text()
        dialog.reject()

    modal = Modal(qtbot, ImportDialog, look)
    assert not quiz.desk.options.import_file(source)
    modal.check()
    assert seen["default"] == ("4992 questions of 384 tours will be imported", True, 384)
    assert seen["all"] == (f"5330 questions of 410 tours: a pack takes at most {MAX_QUESTIONS} questions and "
                           f"{MAX_TOURS} tours, untick some tours", False)
    assert seen["first"] == "Тур 21 — 13 questions"  # the file's own title
    modal = Modal(qtbot, ImportDialog, lambda dialog: dialog.accept())
    assert quiz.desk.options.import_file(source)
    modal.check()
    [saved] = (tmp_path / "packs").glob("*.json")
    assert len(json.loads(saved.read_text(encoding="utf-8"))["envelopes"]) == 4992


def test_a_svoya_igra_file_is_refused_as_another_game(quiz: Quiz, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:  # QZ-31
    """QZ-31: a «Своя игра» file ("Вид: Я") is refused with a sentence that says it is another game."""
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    source = tmp_path / "svoyak.txt"
    source.write_bytes("Чемпионат:\nСвояк\n\nВид:\nЯ\n\nТур:\n1. Реки\n\nВопрос 1:\n10. Самая длинная.\n\n"
                       "Ответ:\nНил.\n".encode("koi8-r"))
    assert not quiz.desk.options.import_file(source)
    assert warnings == ["svoyak.txt cannot be used: it is a “Своя игра” file (themes with prices), a different "
                        "game from “What? Where? When?”: it cannot be a pack of this quiz"]
