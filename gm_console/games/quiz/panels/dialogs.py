"""The lobby's dialogs for question packs (QZ-31): importing a ChGK text file (the tournament, the
tours to take, the questions left out and why) and marking a pack's question as the black box.

Both are keyboard-first: the lists take the arrows, Space ticks a tour, Enter confirms, and every
field has its mnemonic.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .widgets import bold

LANGUAGE_NAMES = {"uk": "Українська", "pl": "Polski", "ru": "Русский", "en": "English"}
_UKRAINIAN = frozenset("іїєґІЇЄҐ")


def guess_lang(parsed: Any) -> str:
    """A ChGK text's language: Ukrainian when its questions use і, ї, є or ґ, else Russian."""
    text = " ".join(q.question for t in parsed.tours for q in t.envelopes[:5])
    return "uk" if _UKRAINIAN & set(text) else "ru"


class ImportDialog(QDialog):
    """QZ-31: what a ChGK text file holds and what to take of it: the tournament's name and date,
    its tours (all ticked; Space ticks or unticks the one selected), the pack's title and
    language, and the report of the questions left out."""

    def __init__(self, parsed: Any, file_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("import_dialog")
        self.parsed = parsed
        self.file_name = file_name
        self.tournament = bold(QLabel(self), 2)
        self.tournament.setObjectName("import_tournament")
        self.tournament.setWordWrap(True)
        self.about = QLabel(self)
        self.about.setObjectName("import_about")
        self.tours = QListWidget(self)
        self.tours.setObjectName("import_tours")
        importable = set(parsed.importable_tours())
        for tour in parsed.tours:
            item = QListWidgetItem(self.tours)
            item.setData(Qt.ItemDataRole.UserRole, tour.number)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsUserCheckable)
            # QZ-31: ticked by default as far as a pack takes them, so that the default always imports
            item.setCheckState(Qt.CheckState.Checked if tour.number in importable else Qt.CheckState.Unchecked)
        if self.tours.count():
            self.tours.setCurrentRow(0)
        self.all_tours, self.no_tours = QPushButton(self), QPushButton(self)
        self.all_tours.setObjectName("import_all_tours")
        self.no_tours.setObjectName("import_no_tours")
        self.title = QLineEdit(parsed.tournament, self)
        self.title.setObjectName("import_title")
        self.lang = QComboBox(self)
        self.lang.setObjectName("import_lang")
        for code, name in LANGUAGE_NAMES.items():
            self.lang.addItem(name, code)
        self.lang.setCurrentIndex(self.lang.findData(guess_lang(parsed)))
        self.report = QPlainTextEdit(self)
        self.report.setObjectName("import_report")
        self.report.setReadOnly(True)
        self.report.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.summary = bold(QLabel(self))
        self.summary.setObjectName("import_summary")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.tours_label, self.title_label, self.lang_label, self.report_label = (QLabel(self) for _ in range(4))
        self.tours_label.setBuddy(self.tours)
        self.title_label.setBuddy(self.title)
        self.lang_label.setBuddy(self.lang)
        self.report_label.setBuddy(self.report)
        pick = QHBoxLayout()
        pick.addWidget(self.all_tours)
        pick.addWidget(self.no_tours)
        pick.addStretch(1)
        form = QFormLayout()
        form.addRow(self.title_label, self.title)
        form.addRow(self.lang_label, self.lang)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tournament)
        layout.addWidget(self.about)
        layout.addWidget(self.tours_label)
        layout.addWidget(self.tours, 1)
        layout.addLayout(pick)
        layout.addLayout(form)
        layout.addWidget(self.report_label)
        layout.addWidget(self.report, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.tours.itemChanged.connect(self.on_tours_changed)
        self.all_tours.clicked.connect(lambda: self.tick_all(True))
        self.no_tours.clicked.connect(lambda: self.tick_all(False))
        self.resize(720, 620)
        self.retranslate()
        self.tours.setFocus()

    def retranslate(self) -> None:
        parsed = self.parsed
        self.setWindowTitle(self.tr("Import a question pack"))
        self.tournament.setText(parsed.tournament or self.file_name)
        about = [self.tr("File: %1").replace("%1", self.file_name),
                 self.tr("encoding: %1").replace("%1", parsed.encoding.upper())]
        if parsed.date:
            about.insert(1, self.tr("date: %1").replace("%1", parsed.date))
        self.about.setText(" · ".join(about))
        for row in range(self.tours.count()):
            item = self.tours.item(row)
            tour = parsed.tours[row]
            text = self.tr("%1 — %2 questions").replace("%1", tour.title or self.tr("Tour %1").replace(
                "%1", str(tour.number))).replace("%2", str(tour.questions))
            if tour.editor:
                text += " · " + self.tr("editor: %1").replace("%1", tour.editor)
            item.setText(text)
        self.tours_label.setText(self.tr("&Tours to import (Space ticks the one selected):"))
        self.all_tours.setText(self.tr("&All tours"))
        self.no_tours.setText(self.tr("&No tours"))
        self.title_label.setText(self.tr("&Pack title:"))
        self.lang_label.setText(self.tr("&Language of the questions:"))
        skipped = list(parsed.skipped)
        self.report_label.setText(self.tr("&Report: %1 questions left out").replace("%1", str(len(skipped)))
                                  if skipped else self.tr("&Report: none left out, every question reads well"))
        self.report.setPlainText("\n".join(self.skipped_line(s) for s in skipped))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Import"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.on_tours_changed()

    def field_name(self, key: str) -> str:
        names = {
            "question": self.tr("question's text"),
            "answer": self.tr("answer"),
            "comment": self.tr("comment"),
            "source": self.tr("source"),
            "author": self.tr("author"),
            "hint": self.tr("Club's help"),
            "handout": self.tr("handout"),
            "accepted": self.tr("“Зачёт”"),
            "rejected": self.tr("“Незачёт”"),
        }
        return names.get(key, key)

    def skipped_line(self, skipped: Any) -> str:
        """One question left out (:class:`rules.quiz.chgk.Skipped`): where (tour, number, line)
        and why, in the console's words."""
        reasons = {
            "no_text": self.tr("it has no text"),
            "no_answer": self.tr("it has no “Ответ:”"),
            "empty_answer": self.tr("its “Ответ:” is empty"),
            "twice": self.tr("it has a second “%1:”").replace("%1", skipped.detail),
            "number_twice": self.tr("this tour already has a question %1 (line %2)").replace("%1", skipped.number)
            .replace("%2", skipped.detail),
            "bad_number": self.tr("its number is longer than four digits"),
            "too_long": self.tr("its %1 is too long").replace("%1", self.field_name(skipped.detail)),
            "outside": self.tr("“%1:” is outside any question").replace("%1", skipped.detail),
            "handout_only": self.tr("its text is only a handout or a note for the host (%1): nothing to read "
                                    "to the experts").replace("%1", skipped.detail),
            "picture_answer": self.tr("its answer is only a picture (%1): a pack's answer is a text").replace(
                "%1", skipped.detail),
        }
        reason = reasons.get(skipped.reason, skipped.reason)
        line = str(skipped.line)
        if not skipped.number:
            return self.tr("Line %1: %2").replace("%1", line).replace("%2", reason)
        if skipped.title:  # the tour as the file names it ("Тур 21"), as the tour list does
            return (self.tr("%1, question %2, line %3: %4").replace("%1", skipped.title)
                    .replace("%2", skipped.number).replace("%3", line).replace("%4", reason))
        if skipped.tour:
            return (self.tr("Tour %1, question %2, line %3: %4").replace("%1", str(skipped.tour))
                    .replace("%2", skipped.number).replace("%3", line).replace("%4", reason))
        return self.tr("Question %1, line %2: %3").replace("%1", skipped.number).replace("%2", line).replace(
            "%3", reason)

    def picked_tours(self) -> list[int]:
        return [int(self.tours.item(row).data(Qt.ItemDataRole.UserRole)) for row in range(self.tours.count())
                if self.tours.item(row).checkState() == Qt.CheckState.Checked]

    def picked(self) -> Collection[int] | None:
        """The tours picked, or None for the whole file."""
        tours = self.picked_tours()
        return None if len(tours) == self.tours.count() else tours

    def tick_all(self, ticked: bool) -> None:
        for row in range(self.tours.count()):
            self.tours.item(row).setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)

    @Slot()
    def on_tours_changed(self, _item: object = None) -> None:
        from rules.quiz.pack import MAX_QUESTIONS, MAX_TOURS

        picked = set(self.picked_tours())
        questions = sum(t.questions for t in self.parsed.tours if t.number in picked)
        summary = self.tr("%1 questions of %2 tours will be imported").replace("%1", str(questions)) \
            .replace("%2", str(len(picked)))
        fits = len(picked) <= MAX_TOURS and questions <= MAX_QUESTIONS
        if not fits:  # QZ-31: say plainly what to untick
            summary = self.tr("%1 questions of %2 tours: a pack takes at most %3 questions and %4 tours, untick "
                              "some tours").replace("%1", str(questions)).replace("%2", str(len(picked))) \
                .replace("%3", str(MAX_QUESTIONS)).replace("%4", str(MAX_TOURS))
        self.summary.setText(summary)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(questions > 0 and fits)

    def pack_title(self) -> str:
        return " ".join(self.title.text().split())

    def pack_lang(self) -> str:
        return str(self.lang.currentData())


class BlackBoxPicker(QDialog):
    """QZ-31: the Croupier marks one of the pack's questions as the black box (or goes back to the
    pack's own black-box questions). The list takes the arrows; Enter confirms."""

    OWN = ""

    def __init__(self, pack: Any, current: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("black_box_picker")
        self.pack = pack
        self.questions = QListWidget(self)
        self.questions.setObjectName("black_box_questions")
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setBuddy(self.questions)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.questions, 1)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.questions.itemActivated.connect(lambda _item: self.accept())
        self.current = current
        self.resize(720, 520)
        self.retranslate()
        self.questions.setFocus()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("The black box"))
        self.label.setText(self.tr("&Questions of the pack: mark the one that goes into the black box (it leaves the "
                                   "envelopes):"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Mark"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.questions.clear()
        if self.pack.black_box:
            own = QListWidgetItem(self.tr("The pack's own black-box questions (%1)").replace(
                "%1", str(len(self.pack.black_box))), self.questions)
            own.setData(Qt.ItemDataRole.UserRole, self.OWN)
        for q in self.pack.envelopes:
            item = QListWidgetItem(self.question_title(q) + " — " + first_line(q.question), self.questions)
            item.setData(Qt.ItemDataRole.UserRole, q.id)
            item.setToolTip(q.question)
        for row in range(self.questions.count()):
            if self.questions.item(row).data(Qt.ItemDataRole.UserRole) == self.current:
                self.questions.setCurrentRow(row)
                break
        else:
            self.questions.setCurrentRow(0)

    def question_title(self, q: Any) -> str:
        """"1 тур, question 5" (or "question 5", or the question's id)."""
        text = self.tr("question %1").replace("%1", q.number or q.id)
        return f"{self.pack.tours[q.tour - 1].title}, {text}" if 0 < q.tour <= len(self.pack.tours) else text

    def chosen(self) -> str:
        item = self.questions.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else self.OWN


def first_line(text: str, limit: int = 90) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[:limit - 1].rstrip() + "…"
