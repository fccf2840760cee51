"""The quiz's lobby at the console (QZ-02, QZ-05, QZ-31): the question pack and its import, the
black box chosen before the game, why the game cannot start yet, the call link, whether the
screens show the question, and the captain.

What the game says (the pack's envelopes, the black box chosen, the problem) comes from the
moderator view's ``pack_setup``; the lists of tours and questions the dialogs offer come from the
packs the game holds. The panel decides nothing about the game: a change of the options is asked
of the desk (``option_chosen``), never sent from here.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QToolButton,
    QWidget,
)

from .... import views
from ....commands import Commands, with_shortcut
from ....panels._panel import Panel, big_button
from ....table_model import TableModel
from ....views import Json
from .dialogs import BlackBoxPicker, ImportDialog, first_line
from .widgets import wrapping

OPTION_SHORTCUTS = {"pack": "Alt+P", "import_pack": "Alt+I", "call_link": "Alt+L", "show_question": "Alt+Q"}


def pack_id_for(path: Path, taken: set[str]) -> str:
    """A pack id from a file's name (lowercase ascii words joined by "_"), not one already taken."""
    base = re.sub(r"[^a-z0-9]+", "_", path.stem.lower()).strip("_")[:48] or "pack"
    if not base[0].isalpha():
        base = f"pack_{base}"
    pack_id, n = base, 2
    while pack_id in taken:
        pack_id, n = f"{base}_{n}", n + 1
    return pack_id


class QuizOptionsPanel(Panel):
    """The lobby: the question pack (QZ-31) with its import, the black box marked or drawn, the
    call link (QZ-02) and whether the board and the phones show the question's text; the captain
    (QZ-05).

    Signals:
        option_chosen(dict): the moderator changed an option; the ``set_options`` arguments.
    """

    option_chosen = Signal(dict)

    def __init__(self, model: TableModel, commands: Commands, parent: QWidget | None = None) -> None:
        super().__init__(model, parent)
        self.pack = QComboBox(self)
        # a pack's long title is cut in the closed box (whole in its list): the lobby fits a laptop
        self.pack.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.pack.setMinimumContentsLength(16)
        self.pack.setObjectName("pack")
        self.fill_packs()
        self.import_button = QPushButton(self)
        self.import_button.setObjectName("import_pack")
        self.import_button.clicked.connect(self.on_import_clicked)
        self.about = wrapping(self, "pack_about")
        self.black_box = wrapping(self, "black_box")
        self.problem = wrapping(self, "pack_problem")
        self.problem.setStyleSheet("color: #b71c1c; font-weight: bold;")
        self.imported = wrapping(self, "pack_imported")
        self.black_box_buttons: dict[str, QToolButton] = {}
        for name in ("mark_black_box", "draw_black_box"):
            button = QToolButton(self)
            button.setDefaultAction(commands.action(name))
            button.setObjectName(f"button_{name}")
            self.black_box_buttons[name] = button
        self.call_link = QLineEdit(self)
        self.call_link.setObjectName("call_link")
        self.call_link.setClearButtonEnabled(True)
        self.show_question = QCheckBox(self)
        self.show_question.setObjectName("show_question")
        self.captain = QLabel(self)
        self.captain.setObjectName("captain")
        self.pack_label, self.call_label, self.box_label = QLabel(self), QLabel(self), QLabel(self)
        self.pack_label.setBuddy(self.pack)
        self.call_label.setBuddy(self.call_link)
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        pack_row = QHBoxLayout()
        pack_row.addWidget(self.pack, 1)
        pack_row.addWidget(self.import_button)
        form.addRow(self.pack_label, pack_row)
        form.addRow(self.about)
        box_row = QHBoxLayout()
        for button in self.black_box_buttons.values():
            box_row.addWidget(button)
        box_row.addStretch(1)
        form.addRow(self.box_label, box_row)
        form.addRow(self.black_box)  # the panel's whole width: a sentence, not a column of words
        form.addRow(self.problem)
        form.addRow(self.imported)
        form.addRow(self.call_label, self.call_link)
        form.addRow(self.show_question)
        captain_row = QHBoxLayout()
        captain_row.addWidget(self.captain, 1)
        captain_row.addWidget(big_button(self, commands, "mark_captain"))
        form.addRow(captain_row)
        form.addRow(big_button(self, commands, "start"))
        self.pack.activated.connect(self.on_pack_activated)
        self.call_link.editingFinished.connect(self.on_call_link_edited)
        self.show_question.clicked.connect(self.on_show_question_clicked)
        self.imported.hide()
        self.retranslate()
        self.redraw()

    def packs(self) -> dict[str, Any]:
        packs = getattr(self.model.table.game, "packs", {})
        return packs if isinstance(packs, dict) else {}

    def fill_packs(self) -> None:
        self.pack.clear()
        for pack_id, pack in self.packs().items():
            self.pack.addItem(f"{pack.title} ({pack.lang}, {len(pack.envelopes)})", pack_id)

    def data_dir(self) -> Path:
        """Where the club's own packs are kept (``<data dir>/packs``), found at every start."""
        return Path(self.model.table.journal.path).parent

    # --- the import (QZ-31) -------------------------------------------------------------------
    @Slot()
    def on_import_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a question pack"), str(Path.home()),
                                              self.tr("Question packs (*.json *.txt);;All files (*)"))
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> bool:
        """QZ-31: a pack file joins the club's own packs. A pack in the pack format (JSON) is taken
        as it is; a ChGK text shows what it holds first (:class:`ImportDialog`): the Croupier picks
        the tours, sees the questions left out and why, and imports. Whether the pack can be played
        is said in the lobby, not here."""
        from net.content import save_own, save_pictures
        from rules.core.content import ContentError
        from rules.quiz import ENTRY, read_pack
        from rules.quiz.chgk import MAX_FILE
        from rules.quiz.pack import Pack, PackError

        try:
            if path.stat().st_size > MAX_FILE:
                raise PackError("too large", code="too_large")
            read = read_pack(path.read_bytes())
            if isinstance(read, Pack):
                pack, skipped = read, 0
            else:
                dialog = ImportDialog(read, path.name, self)
                if dialog.exec() != QDialog.DialogCode.Accepted:
                    return False
                tours = dialog.picked()
                pack = read.pack(pack_id_for(path, set(self.packs())), dialog.pack_lang(), dialog.pack_title(), tours)
                pack = save_pictures(pack, path, self.data_dir())  # QZ-31: the handout's pictures for the board
                skipped = sum(1 for s in read.skipped if tours is None or s.tour in tours)
            save_own(ENTRY.id, self.data_dir(), f"{pack.id}.json", pack.to_json())
        except OSError as exc:
            self.refuse(path, str(exc.strerror or exc))
            return False
        except ContentError:  # a file that comes with the console has this name
            self.refuse(path, self.pack_error(PackError("", code="shipped_name")))
            return False
        except PackError as exc:
            self.refuse(path, self.pack_error(exc))
            return False
        self.packs()[pack.id] = pack  # offered now; the file brings it back at the next start
        self.fill_packs()
        questions = len(pack.envelopes) + len(pack.black_box)
        self.imported.setText(self.tr("Imported “%1”: %2 questions, %3 left out").replace("%1", pack.title)
                              .replace("%2", str(questions)).replace("%3", str(skipped)))
        self.imported.show()
        self.redraw()
        if "set_options" in self.model.allowed():
            self.choose(pack=pack.id)
        return True

    def pack_error(self, exc: Any) -> str:
        from rules.quiz.pack import MAX_QUESTIONS, MAX_TOURS

        texts = {
            "too_large": self.tr("the file is too large for a question pack"),
            "not_text": self.tr("it is not a text in UTF-8, KOI8-R or Windows-1251"),
            "no_questions": self.tr("it has no question (“Вопрос 1:” …) that could be read"),
            "shipped_name": self.tr("a pack that comes with the console has this name: rename the file"),
            "too_many_questions": self.tr("a pack takes at most %1 questions: untick some tours").replace(
                "%1", str(MAX_QUESTIONS)),
            "too_many_tours": self.tr("a pack takes at most %1 tours: untick some tours").replace(
                "%1", str(MAX_TOURS)),
            "swoyak": self.tr("it is a “Своя игра” file (themes with prices), a different game from “What? "
                              "Where? When?”: it cannot be a pack of this quiz"),
        }
        return texts.get(exc.code) or self.tr("the pack format is broken: %1").replace("%1", str(exc))

    def refuse(self, path: Path, why: str) -> None:
        QMessageBox.warning(self, self.tr("Import a question pack"),
                            self.tr("%1 cannot be used: %2").replace("%1", path.name).replace("%2", why))

    # --- the black box (QZ-31) -----------------------------------------------------------------
    def pick_black_box(self) -> str | None:
        """The Croupier marks one of the pack's questions as the black box (:class:`BlackBoxPicker`):
        its id, "" for the pack's own black-box questions, None when the dialog is cancelled."""
        options = views.game(self.model.view).get("options") or {}
        pack = self.packs().get(str(options.get("pack")))
        if pack is None:
            return None
        picker = BlackBoxPicker(pack, str(options.get("black_box") or ""), self)
        if picker.exec() != QDialog.DialogCode.Accepted:
            return None
        return picker.chosen()

    def black_box_text(self, setup: Json) -> str:
        how = setup.get("black_box")
        question = setup.get("black_box_question") or {}
        if how == "pack":
            count = int(setup.get("black_boxes") or 0)
            return (self.tr("drawn at the start from the pack's %1 black-box questions").replace("%1", str(count))
                    if count else self.tr("not chosen yet"))
        where = self.tr("question %1").replace("%1", str(question.get("number") or question.get("id") or ""))
        if question.get("tour"):
            where = f"{question['tour']}, {where}"
        if how == "drawn":
            where = self.tr("drawn from “%1”").replace("%1", str(question.get("pack") or ""))
        return f"{where} — {first_line(str(question.get('question') or ''), 60)}"

    def problem_text(self, problem: Json | None) -> str:
        if not problem:
            return ""
        if problem.get("code") == "too_few_envelopes":
            return (self.tr("The game cannot start: a game needs %1 envelope questions, this pack has %2")
                    .replace("%1", str(problem.get("needed"))).replace("%2", str(problem.get("envelopes"))))
        return self.tr("The game cannot start: the pack has no black-box question. Mark one of its questions "
                       "(Shift+B) or draw one of the club's (B)")

    # --- drawing --------------------------------------------------------------------------------
    def watch(self, view: Json) -> object:
        game = views.game(view)
        return (game.get("options"), game.get("captain"), view.get("seats"), "set_options" in views.allowed(view),
                game.get("pack"), game.get("pack_setup"), game.get("phase"))

    def draw(self, view: Json) -> None:
        game = views.game(view)
        options = game.get("options") or {}
        editable = "set_options" in views.allowed(view)
        index = self.pack.findData(options.get("pack"))
        if index >= 0:
            self.pack.setCurrentIndex(index)
        if not self.call_link.hasFocus():
            self.call_link.setText(str(options.get("call_link") or ""))
        self.show_question.setChecked(bool(options.get("show_question", True)))
        for widget in (self.pack, self.call_link, self.show_question, self.import_button):
            widget.setEnabled(editable)
        captain = game.get("captain")
        self.captain.setText(self.tr("Captain: %1").replace("%1", views.nickname(view, captain))
                             if captain is not None else self.tr("Captain: not marked yet"))
        pack = self.packs().get(str(options.get("pack")))
        setup = game.get("pack_setup") or {}
        about = []
        if pack is not None and pack.tournament:
            about.append(self.tr("Tournament: %1").replace("%1", pack.tournament))
        if pack is not None and pack.tours:
            about.append(self.tr("tours: %1").replace("%1", ", ".join(t.title for t in pack.tours)))
        about.append(self.tr("%1 envelope questions").replace("%1", str(setup.get("envelopes", 0))))
        self.about.setText(" · ".join(about))
        self.black_box.setText(self.black_box_text(setup))
        question = (setup.get("black_box_question") or {}).get("question")
        self.black_box.setToolTip(str(question) if question else "")
        lobby = game.get("phase") == "lobby"
        self.problem.setText(self.problem_text(setup.get("problem")) if lobby else "")
        self.problem.setVisible(bool(self.problem.text()))

    def retranslate(self) -> None:
        self.setTitle(self.tr("The game"))
        self.pack_label.setText(self.tr("Pack:"))
        self.box_label.setText(self.tr("Black box:"))
        self.import_button.setText(self.tr("Import…"))
        self.call_label.setText(self.tr("Call link:"))
        self.show_question.setText(self.tr("Show the question on the board and the phones"))
        self.call_link.setPlaceholderText(self.tr("Discord or another call for the team"))
        tips = {
            "pack": (self.pack, self.tr("The question pack: 15 envelopes and the black box are drawn from it")),
            "import_pack": (self.import_button, self.tr("Add a pack: the pack format (JSON) or a ChGK text file "
                                                        "(“Вопрос 1:”, “Ответ:”, …): pick its tours")),
            "call_link": (self.call_link, self.tr("The experts see this link in the lobby")),
            "show_question": (self.show_question,
                              self.tr("Once you say “Time starts now”, the question's text shows on the screens")),
        }
        for name, (widget, tip) in tips.items():
            widget.setToolTip(with_shortcut(tip, OPTION_SHORTCUTS[name]))

    def choose(self, **args: Any) -> None:
        self.option_chosen.emit(args)

    @Slot(int)
    def on_pack_activated(self, index: int) -> None:
        self.choose(pack=self.pack.itemData(index))

    @Slot()
    def on_call_link_edited(self) -> None:
        self.call_link.clearFocus()
        text = self.call_link.text().strip()
        if text != str((views.game(self.model.view).get("options") or {}).get("call_link") or ""):
            self.choose(call_link=text)

    @Slot(bool)
    def on_show_question_clicked(self, checked: bool) -> None:
        self.choose(show_question=checked)

    def focus(self, name: str) -> None:
        if name == "show_question":
            if self.show_question.isEnabled():
                self.show_question.click()
            return
        if name == "import_pack":
            if self.import_button.isEnabled():
                self.import_button.click()
            return
        widget = self.pack if name == "pack" else self.call_link
        widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
        if widget is self.pack:
            self.pack.showPopup()
