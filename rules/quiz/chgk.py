"""The ChGK question database's text format, read as the files come (QZ-31).

A file of the database (and of its many mirrors) looks like this::

    Чемпионат:
    Фестиваль "Горы от ума - 2016"

    Дата:
    11-Jun-2016

    Тур:
    1 тур

    Редактор:
    Серафим Шибанов (Москва)

    Инфо:
    Редактор благодарит за тестирование …

    Вопрос 1:
    Текст вопроса, как его написал автор:
       строки стихов с отступом,
       списки, диалоги.

    Ответ:
    …

    Зачет:
    …; …

    Незачет:
    …

    Комментарий:
    …

    Источник:
       1. …
       2. …

    Автор:
    …

    Тур:
    2 тур

    Вопрос 1:
    …

Each tour numbers its questions from 1, so a question is known by its tour and number (its id is
``t<tour>_q<N>``; a file without "Тур:" gives ``q<N>``). A question headed ``Чёрный ящик N:``
instead of ``Вопрос N:`` is a black-box question (``bb<N>``); ``Подсказка:`` holds the Club's help
text (QZ-17). Labels are matched at the start of a line, in any case, with or without "ё", and
only the known ones (the database's ``Чемпионат``, ``Дата``, ``URL``, ``Тур``, ``Редактор``,
``Инфо``, ``Вид``, ``Тип``, ``Копирайт``, ``Обработан``, ``Рейтинг``, the question's fields and
``Раздаточный материал``): anything else is text, and a known label never falls into the field
before it. A field keeps its line breaks and leading spaces as written (trailing spaces and the
blank lines around it go); HTML entities of the database's export (``&amp;``, ``&euro;``) are
read. Handouts are taken out of the question's text: a ``Раздаточный материал:`` field, a
``<раздатка>…</раздатка>`` block, a ``[Раздаточный материал: …]`` bracket and ``(pic: …)``
pictures; what is left is the text read aloud (and shown on the screens after "Время пошло").

The reader takes **bytes** (the caller reads the file) in UTF-8, KOI8-R or Windows-1251 (told
apart by :mod:`rules.quiz._encoding`), with CRLF, LF or CR line ends. A question that cannot be
used is left out and named in :attr:`ChgkFile.skipped` with its tour, number, line and why; the
rest imports. Whether the pack then plays (15 envelopes, a black box) is checked when a game
starts (:func:`rules.quiz.pack.playable`).

Everything here is pure.
"""

from __future__ import annotations

import dataclasses
import html
import re
from collections.abc import Collection, Iterator
from dataclasses import dataclass, field

from ..core.content import ID, LANGUAGES
from . import _encoding
from .pack import (
    MAX_ANSWER,
    MAX_LISTED,
    MAX_QUESTIONS,
    MAX_SHORT,
    MAX_TEXT,
    MAX_TOURS,
    PICTURE_NAME,
    Pack,
    PackError,
    Question,
    Tour,
    check_pack,
)

MAX_FILE = 8 * 1024 * 1024
"""The largest text file read (the database's biggest tournaments are well under 1 MB)."""
MAX_NUMBER = 4
"""Digits in a question's number."""

_LINES = re.compile(r"\r\n|\r|\n")
_HEADER = re.compile(r"^((?:вопрос|запитання|питання)[ \t]+(\d+)|ч[её]рный[ \t]+ящик(?:[ \t]+(\d+))?)[ \t]*:(.*)$",
                     re.IGNORECASE)
"""A question's header: "Вопрос N:" (a number always) or "Чёрный ящик N:" (QZ-09), with a colon."""
_TOUR = re.compile(r"^тур(?:[ \t]+(\d+))?[ \t]*:(.*)$", re.IGNORECASE)
_LABEL = re.compile(r"^([a-zа-яёіїєґ]+(?:[ \t]+[а-яёіїєґ]+)?)(?:\([а-яё]+\))?[ \t]*:(.*)$", re.IGNORECASE)
_PARAGRAPHED = re.compile(r"(?:\A|\n[ \t]*\n)(?:(?:Вопрос|Запитання|Питання)[ \t]+\d+|Ответ|Відповідь)[ \t]*:")
"""The database's own layout: every label starts a paragraph (a blank line before it)."""

QUESTION_FIELDS: dict[str, str] = {
    "ответ": "answer",
    "зачет": "accepted",
    "незачет": "rejected",
    "комментарий": "comment",
    "комментарии": "comment",
    "источник": "source",
    "источники": "source",
    "автор": "author",
    "авторы": "author",
    "подсказка": "hint",
    "раздаточный материал": "handout",
    # the Ukrainian packs' labels
    "відповідь": "answer",
    "залік": "accepted",
    "незалік": "rejected",
    "коментар": "comment",
    "коментарі": "comment",
    "джерело": "source",
    "джерела": "source",
    "підказка": "hint",
    "роздатковий матеріал": "handout",
}
"""A question's labels → its fields."""
HEAD_FIELDS: dict[str, str] = {
    "чемпионат": "tournament",
    "дата": "date",
    "редактор": "editor",
    "редакторы": "editor",
    "инфо": "info",
    "url": "ignored",
    "вид": "kind",
    "тип": "ignored",
    "копирайт": "ignored",
    "обработан": "ignored",
    "рейтинг": "ignored",
    "чемпіонат": "tournament",
    "редактори": "editor",
    "інфо": "info",
}
"""The file's and the tours' labels (in a question they start a field of no use here)."""

REASONS: dict[str, str] = {
    "no_text": "the question has no text",
    "no_answer": "the question has no 'Ответ:'",
    "empty_answer": "its 'Ответ:' is empty",
    "twice": "it has a second '{detail}:'",
    "number_twice": "this tour already has a question {number} (line {detail})",
    "bad_number": "its number is longer than four digits",
    "too_long": "its {detail} is too long",
    "outside": "'{detail}:' is not inside a question",
    "handout_only": "its text is only a handout or a note for the host ({detail})",
    "picture_answer": "its answer is only a picture ({detail})",
}
"""Why a question was left out (:attr:`Skipped.reason`), in English; the console words its own."""


@dataclass(frozen=True)
class Skipped:
    """A question left out of the import (or a field found outside any question)."""

    tour: int
    """The tour in the file (1-based; 0: before any "Тур:" in a file that has them)."""
    number: str
    """The question's number as written ("" for a field outside a question)."""
    line: int
    reason: str
    """A key of :data:`REASONS`."""
    detail: str = ""
    """The label, field or first line the reason names."""
    title: str = ""
    """The tour's title as the file writes it ("Тур 21"; "" without one)."""

    def message(self) -> str:
        where = f"{self.title}, " if self.title else f"tour {self.tour}, " if self.tour else ""
        what = f"question {self.number}" if self.number else "text"
        reason = REASONS[self.reason].format(detail=self.detail, number=self.number)
        return f"{where}{what}, line {self.line}: {reason}"


@dataclass(frozen=True)
class ChgkTour:
    """One tour of the file with the questions that import."""

    number: int
    """1-based, in the order of the file."""
    title: str
    line: int
    editor: str = ""
    info: str = ""
    envelopes: tuple[Question, ...] = ()
    black_box: tuple[Question, ...] = ()

    @property
    def questions(self) -> int:
        return len(self.envelopes) + len(self.black_box)


@dataclass(frozen=True)
class ChgkFile:
    """What a ChGK text file holds: the tournament, its tours, and the questions left out."""

    encoding: str
    tournament: str
    date: str
    editor: str
    info: str
    tours: tuple[ChgkTour, ...]
    skipped: tuple[Skipped, ...]
    toured: bool
    """Whether the file has "Тур:" lines (the ids then carry the tour)."""

    @property
    def questions(self) -> int:
        return sum(t.questions for t in self.tours)

    def importable_tours(self) -> list[int]:
        """The tours a pack takes by default: in the file's order, every tour with questions while
        the pack stays within :data:`MAX_QUESTIONS` and :data:`MAX_TOURS` (all, for nearly
        every file)."""
        picked: list[int] = []
        total = 0
        for tour in self.tours:
            if tour.questions and total + tour.questions <= MAX_QUESTIONS and len(picked) < MAX_TOURS:
                picked.append(tour.number)
                total += tour.questions
        return picked

    def pack(self, pack_id: str, lang: str = "ru", title: str = "", tours: Collection[int] | None = None) -> Pack:
        """The pack of the tours numbered in ``tours`` (all by default). ``title`` defaults to the
        tournament's name. Raises :class:`PackError` when no question is left."""
        if not ID.fullmatch(pack_id) or len(pack_id) > 64:
            raise PackError("the pack id must be lowercase ascii words joined by '_'")
        if lang not in LANGUAGES:
            raise PackError(f"the language must be one of {', '.join(LANGUAGES)}")
        picked = [t for t in self.tours if tours is None or t.number in tours]
        picked = [t for t in picked if t.questions]
        if not picked:
            raise PackError("no question to import" + (" in the tours picked" if tours is not None else ""),
                            code="no_questions")
        if len(picked) > MAX_TOURS:
            raise PackError(f"a pack has at most {MAX_TOURS} tours", code="too_many_tours")
        if sum(t.questions for t in picked) > MAX_QUESTIONS:
            raise PackError(f"a pack has at most {MAX_QUESTIONS} questions", code="too_many_questions")
        keep_tours = self.toured
        envelopes: list[Question] = []
        black_box: list[Question] = []
        for index, tour in enumerate(picked, start=1):
            renumber = index if keep_tours else 0
            envelopes += [_in_tour(q, renumber) for q in tour.envelopes]
            black_box += [_in_tour(q, renumber) for q in tour.black_box]
        pack_tours = tuple(Tour(t.title or str(i), t.editor, t.info) for i, t in enumerate(picked, start=1)) \
            if keep_tours else ()
        name = " ".join(title.split()) or self.tournament or pack_id
        return check_pack(Pack(pack_id, lang, name[:MAX_SHORT], tuple(envelopes), tuple(black_box),
                               tournament=self.tournament[:MAX_SHORT], tours=pack_tours))


def _in_tour(q: Question, tour: int) -> Question:
    return dataclasses.replace(q, tour=tour)


def decode_text(raw: bytes) -> str:
    """The text of a file in UTF-8 (a BOM dropped), KOI8-R or Windows-1251."""
    return _encoding.decode(raw)[0]


def import_chgk(raw: bytes, pack_id: str, lang: str = "ru", title: str = "",
                tours: Collection[int] | None = None) -> Pack:
    """A pack from a ChGK text file's bytes, every tour (or those in ``tours``) in it; the
    questions that cannot be used are left out (:func:`read_chgk` tells which and why)."""
    return read_chgk(raw).pack(pack_id, lang, title, tours)


# --- reading -----------------------------------------------------------------------------------


@dataclass
class _Field:
    key: str
    label: str
    line: int
    lines: list[str] = field(default_factory=list)


@dataclass
class _Draft:
    """A question as it is read."""

    line: int
    number: str
    black_box: bool
    fields: dict[str, _Field] = field(default_factory=dict)
    fault: tuple[str, str] | None = None
    twin: int = 0
    """How many questions of the tour before it have its number."""

    def fault_once(self, reason: str, detail: str = "") -> None:
        if self.fault is None:
            self.fault = (reason, detail)


@dataclass
class _TourDraft:
    number: int
    line: int
    head: dict[str, _Field] = field(default_factory=dict)
    drafts: list[_Draft] = field(default_factory=list)


class _Reader:
    """One pass over the lines: the file's head, the tours' heads and the questions."""

    def __init__(self) -> None:
        self.head: dict[str, _Field] = {}
        self.tours: list[_TourDraft] = []
        self.toured = False
        self.skipped: list[Skipped] = []
        self.current: _Field | None = None
        self.sink = _Field("ignored", "", 0)

    def tour(self, line: int) -> _TourDraft:
        if not self.tours:
            self.tours.append(_TourDraft(0, line))
        return self.tours[-1]

    def draft(self) -> _Draft | None:
        tours = self.tours
        return tours[-1].drafts[-1] if tours and tours[-1].drafts else None

    def feed(self, number: int, line: str, may_label: bool) -> None:
        """Read one line. ``may_label``: whether a label may start here — a line that starts a
        paragraph in a file of the database's layout (any line of a file without blank lines
        between its fields); a label begins with a capital letter, and stands on a line of its own
        anywhere else. A wrapped line that reads "вопрос: …", "Ответ: …" or "подсказка: …" inside a
        paragraph is the editor's text (QZ-31)."""
        text = line.rstrip()
        alone = text.endswith(":") and len(text) <= 40  # "Рейтинг:" on its own line: a label anywhere
        if not (may_label or alone) or not text[:1].isupper():
            if self.current is not None and self.current is not self.sink:
                self.current.lines.append(text)
            return
        header = _HEADER.match(text)
        if header:
            self.question(number, header.group(1), header.group(2) or header.group(3) or "", header.group(4))
            return
        tour = _TOUR.match(text)
        if tour:
            self.toured = True
            if self.tours and self.tours[-1].number == 0 and not self.tours[-1].drafts:
                self.tours.pop()
            self.tours.append(_TourDraft(1 + sum(1 for t in self.tours if t.number > 0), number))
            self.current = _Field("title", "Тур", number)
            self.tours[-1].head["title"] = self.current
            self.add(" ".join(x for x in (tour.group(1) or "", tour.group(2).strip()) if x))
            return
        label = _LABEL.match(text)
        name = " ".join(label.group(1).lower().replace("ё", "е").split()) if label else ""
        if label and (name in QUESTION_FIELDS or name in HEAD_FIELDS):
            self.label(number, label.group(1), name, label.group(2))
            return
        if self.current is not None and self.current is not self.sink:
            self.current.lines.append(text)

    def add(self, rest: str) -> None:
        if rest.strip() and self.current is not None and self.current is not self.sink:
            self.current.lines.append(rest.strip())

    def question(self, number: int, kind: str, digits: str, rest: str) -> None:
        tour = self.tour(number)
        draft = _Draft(number, digits, not kind.lower().startswith(("вопрос", "запитання", "питання")))
        if len(digits) > MAX_NUMBER:
            draft.fault_once("bad_number")
        elif not digits:
            draft.number = str(1 + sum(1 for d in tour.drafts if d.black_box == draft.black_box))
        # a number the tour already has: the editors' slip, both questions are real (their ids differ)
        draft.twin = sum(1 for d in tour.drafts if d.number == draft.number and d.black_box == draft.black_box)
        tour.drafts.append(draft)
        self.current = _Field("question", kind, number)
        draft.fields["question"] = self.current
        self.add(rest)

    def label(self, number: int, written: str, name: str, rest: str) -> None:
        draft = self.draft()
        if draft is not None and name in QUESTION_FIELDS:
            key = QUESTION_FIELDS[name]
            if key in draft.fields:
                draft.fault_once("twice", written)
                self.current = self.sink
                return
            self.current = _Field(key, written, number)
            draft.fields[key] = self.current
        elif draft is not None:
            self.current = self.sink  # "Рейтинг:", "Вид:" … of a question: of no use, never in its text
            return
        elif name in HEAD_FIELDS or name in ("автор", "авторы"):
            key = HEAD_FIELDS.get(name, "author")
            heads = self.tours[-1].head if self.tours else self.head
            self.current = _Field(key, written, number)
            if key != "ignored" and key not in heads:
                heads[key] = self.current
        else:
            self.skipped.append(Skipped(self.tours[-1].number if self.tours else 0, "", number, "outside", written,
                                        _oneline(self.tours[-1].head.get("title")) if self.tours else ""))
            self.current = self.sink
            return
        self.add(rest)


def _lines(raw: bytes) -> tuple[list[str], str]:
    if len(raw) > MAX_FILE:
        raise PackError(f"the file is larger than {MAX_FILE // (1024 * 1024)} MB", code="too_large")
    text, encoding = _encoding.decode(raw)
    if "\x00" in text or _encoding.cyrillic_share(text) < 0.5:  # a NUL: no text file has one
        raise PackError("the file is not text in UTF-8, KOI8-R or Windows-1251", 1, code="not_text")
    return _LINES.split(text), encoding


def read_chgk(raw: bytes) -> ChgkFile:
    """Read a ChGK text file's bytes. Raises :class:`PackError` when it is not such a text at all
    (not Cyrillic text, no "Вопрос N:"); a question that cannot be used is left out and named in
    :attr:`ChgkFile.skipped`."""
    lines, encoding = _lines(raw)
    reader = _Reader()
    paragraphed = _PARAGRAPHED.search("\n".join(lines)) is not None
    blank = True
    for number, line in enumerate(lines, start=1):
        reader.feed(number, line, blank or not paragraphed)
        blank = not line.strip()
    kinds = [_oneline(h.get("kind")) for h in (reader.head, *(t.head for t in reader.tours))]
    if "Я" in (k.upper() for k in kinds):  # "Вид: Я": themes of five with prices, another game
        raise PackError("a 'Своя игра' file is another game than ChGK", 1, code="swoyak")
    if not any(t.drafts for t in reader.tours):
        raise PackError("no 'Вопрос N:' found", 1, code="no_questions")
    tours: list[ChgkTour] = []
    skipped = list(reader.skipped)
    for draft_tour in reader.tours:
        number = max(draft_tour.number, 0)
        envelopes: list[Question] = []
        black_box: list[Question] = []
        head = draft_tour.head
        title = _oneline(head.get("title")) or (str(number) if number else "")
        for draft in draft_tour.drafts:
            made = _question_of(draft, number, reader.toured, _oneline(head.get("title")))
            if isinstance(made, Skipped):
                skipped.append(made)
            else:
                (black_box if draft.black_box else envelopes).append(made)
        tours.append(ChgkTour(number, title, draft_tour.line, _oneline(head.get("editor")),
                              _kept(head.get("info")), tuple(envelopes), tuple(black_box)))
    if not reader.toured and tours:
        tours[0] = ChgkTour(1, tours[0].title, tours[0].line, tours[0].editor, tours[0].info, tours[0].envelopes,
                            tours[0].black_box)
    skipped.sort(key=lambda s: s.line)
    return ChgkFile(encoding, _oneline(reader.head.get("tournament")), _oneline(reader.head.get("date")),
                    _oneline(reader.head.get("editor")), _kept(reader.head.get("info")), tuple(tours),
                    tuple(skipped), reader.toured)


# --- a question's fields ------------------------------------------------------------------------


def _kept(f: _Field | None) -> str:
    """A field as written: line breaks and leading spaces kept, trailing spaces and the blank
    lines around it dropped, the export's HTML entities read."""
    if f is None:
        return ""
    lines = list(f.lines)
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return html.unescape("\n".join(line.rstrip() for line in lines))


def _oneline(f: _Field | None) -> str:
    return " ".join(_kept(f).split())


def _split_top(text: str, sep: str) -> Iterator[str]:
    """``text`` split on ``sep`` outside brackets."""
    depth, start = 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}" and depth:
            depth -= 1
        elif ch == sep and depth == 0:
            yield text[start:i]
            start = i + 1
    yield text[start:]


def _listed(f: _Field | None) -> tuple[str, ...]:
    """"Зачёт" / "Незачёт": items split on ";"; an indented line starts an item of its own (a list
    "   1. …" / "   2. …"), other line breaks are the editor's wrapping."""
    text = _kept(f)
    items: list[list[str]] = []
    for line in text.split("\n"):
        if not line.strip():
            continue
        if not items or line[:1].isspace():
            items.append([])
        items[-1].append(line.strip())
    parts = (p.strip() for item in items for p in _split_top(" ".join(item), ";"))
    return tuple(p for p in parts if p)


_RAZDATKA_BLOCK = re.compile(r"^[ \t]*<раздатка>[ \t]*\n(.*?)\n?[ \t]*</раздатка>[ \t]*(?:\n|$)",
                             re.IGNORECASE | re.DOTALL | re.MULTILINE)
_RAZDATKA = re.compile(r"<раздатка>(.*?)</раздатка>", re.IGNORECASE | re.DOTALL)
_BRACKET = re.compile(r"\[[ \t]*раздаточный[ \t]+материал[ \t]*:[ \t]*", re.IGNORECASE)
_PICTURE = re.compile(r"\(pic:[ \t]*[^()\s]+\)", re.IGNORECASE)
_HOST_BRACKET = re.compile(r"\[(?=[^\]\[]{0,40}?(?:ведущ|ведуч|чтец|читц|раздается|раздаются|вопрос[ \t]+снят))",
                           re.IGNORECASE)
"""A note for the host: "[Ведущему: …]", "[Чтецу: …]", "[Ведучому: …]", "[Раздается картинка]"."""
_MEDIA = re.compile(r"\((?:aud|att|video|pic|img):[ \t]*[^()\n]*\)", re.IGNORECASE)
"""A sound, an attachment or a picture of the database ("(aud: 20160006.mp3)")."""
_SOUND = re.compile(r"\((?:aud|att|video):[ \t]*[^()\n]*\)", re.IGNORECASE)


def _trim(text: str) -> str:
    lines = text.split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(line.rstrip() for line in lines)


def _bracket_end(text: str, start: int) -> int | None:
    """The index of the "]" closing the "[" at ``start``."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "[":
            depth += 1
        elif text[i] == "]":
            depth -= 1
            if depth == 0:
                return i
    return None


def picture_names(handout: str) -> list[str]:
    """The file names of the "(pic: 20080328.jpg)" pictures of a handout, those a file name can be."""
    names = (m.group(0)[5:-1].strip() for m in _PICTURE.finditer(handout))
    return [n for n in names if PICTURE_NAME.fullmatch(n) and ".." not in n]


def _cut(text: str, start: int, end: int) -> str:
    """``text`` without ``text[start:end]``, and without the line it leaves empty."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    if text[line_start:start].strip() or text[end:line_end].strip():
        before, after = text[:start], text[end:]
        if before.endswith((" ", "\t")) and (not after.strip(" \t") or after.lstrip(" \t")[:1] in ".,;:!?)\n"):
            before = before.rstrip(" \t")  # "Ответ [чтецу: …]." reads "Ответ."
            after = after.lstrip(" \t")
        return before + after
    return text[:line_start] + text[line_end + 1:]


def split_notes(text: str, pictures: bool = True) -> tuple[str, list[str]]:
    """The text without what is for the host alone (QZ-31): "[Ведущему: …]" notes (and "[Чтецу:
    …]", "[Раздается картинка]"), the "(aud: …)" sounds and "(att: …)" attachments, and with
    ``pictures`` the "(pic: …)" pictures; and those notes, each as written."""
    notes: list[str] = []
    while (found := _HOST_BRACKET.search(text)) is not None:
        end = _bracket_end(text, found.start())
        end = len(text) if end is None else end + 1  # never closed: the rest is the note, never public
        notes.append(_trim(text[found.start():end]))
        text = _cut(text, found.start(), end)
    marker = _MEDIA if pictures else _SOUND
    while (media := marker.search(text)) is not None:
        notes.append(media.group(0))
        text = _cut(text, media.start(), media.end())
    return (_trim(text), [n for n in notes if n]) if notes else (text, [])


def split_handouts(text: str) -> tuple[str, list[str]]:
    """The question's text without its handouts, and the handouts, each as written."""
    handouts: list[str] = []

    def take(match: re.Match[str]) -> str:
        handouts.append(_trim(match.group(1)))
        return ""

    text = _RAZDATKA_BLOCK.sub(take, text)
    text = _RAZDATKA.sub(take, text)
    while (start := _BRACKET.search(text)) is not None:
        depth, end = 1, None
        for i in range(start.end(), len(text)):
            if text[i] == "[":
                depth += 1
            elif text[i] == "]":
                depth -= 1
                if depth == 0:
                    end = i
                    break
        if end is None:
            break  # no closing bracket: the text stays as written
        handouts.append(_trim(text[start.end():end]))
        text = text[:start.start()] + text[end + 1:]
    pictures = _PICTURE.findall(text)
    handouts += pictures
    if pictures:
        text = "\n".join(kept for line in text.split("\n")
                         if (kept := _PICTURE.sub("", line)).strip() or not line.strip())
    return _trim(text), [h for h in handouts if h]


def _question_of(draft: _Draft, tour: int, toured: bool, title: str = "") -> Question | Skipped:
    def skip(reason: str, detail: str = "") -> Skipped:
        return Skipped(tour, draft.number, draft.line, reason, detail, title)

    if draft.fault is not None:
        return skip(*draft.fault)
    fields = draft.fields
    written = _kept(fields.get("question"))
    if len(written) > 3 * MAX_TEXT:  # more than a text, its handout and notes: not read further
        return skip("too_long", "question")
    text, notes = split_notes(written, pictures=False)  # QZ-31: the host's notes never go public
    text, handouts = split_handouts(text)
    handout = "\n\n".join([h for h in (_kept(fields.get("handout")),) if h] + handouts)
    if not text.strip():
        # the question is a picture or a handout alone, or a note for the host alone (QZ-31)
        shown = " ".join((handouts + notes + [""])[0].split())
        return skip("handout_only", shown[:60]) if shown else skip("no_text")
    if "answer" not in fields:
        return skip("no_answer")
    answer, answer_notes = split_notes(_kept(fields["answer"]))
    if answer_notes and not answer.strip(" \t\n.,;:!?") and not any(
            n.lower().startswith(("(pic", "(img")) for n in answer_notes):
        answer, answer_notes = _kept(fields["answer"]), []  # "[Имя и фамилия ведущего]." is the answer itself
    if not answer.strip():
        return skip("picture_answer", answer_notes[0]) if answer_notes else skip("empty_answer")
    comment, comment_notes = split_notes(_kept(fields.get("comment")))
    hint, hint_notes = split_notes(_kept(fields.get("hint")))
    note = "\n".join(notes + answer_notes + comment_notes + hint_notes)
    values = {"question": text, "answer": answer, "comment": comment,
              "source": _kept(fields.get("source")), "author": _kept(fields.get("author")),
              "hint": hint, "handout": handout, "note": note}
    limits = {"question": MAX_TEXT, "answer": MAX_ANSWER, "comment": MAX_TEXT, "source": MAX_TEXT,
              "author": MAX_SHORT, "hint": MAX_SHORT, "handout": MAX_TEXT, "note": MAX_TEXT}
    for key, limit in limits.items():
        if len(values[key]) > limit:
            return skip("too_long", key)
    accepted_notes: list[str] = []
    for key in ("accepted", "rejected"):
        if key in fields:  # "[чтецу: …]" beside an alternative: shown with the verdict, so the host's
            kept, listed_notes = split_notes(_kept(fields[key]))
            fields[key] = _Field(key, fields[key].label, fields[key].line, kept.split("\n"))
            accepted_notes += listed_notes
    if accepted_notes:
        note = "\n".join(filter(None, (note, *accepted_notes)))
        values["note"] = note
        if len(note) > MAX_TEXT:
            return skip("too_long", "note")
    accepted, rejected = _listed(fields.get("accepted")), _listed(fields.get("rejected"))
    for key, items in (("accepted", accepted), ("rejected", rejected)):
        if len(items) > MAX_LISTED or any(len(item) > MAX_SHORT for item in items):
            return skip("too_long", key)
    kind = "bb" if draft.black_box else "q"
    qid = f"t{tour}_{kind}{draft.number}" if toured else f"{kind}{draft.number}"
    if draft.twin:
        qid += f"_{draft.twin + 1}"
    return Question(qid, text, answer, accepted, rejected, comment, values["source"], values["author"],
                    hint, handout, 0, draft.number, note)
