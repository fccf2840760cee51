"""Question packs of the Elite Club quiz (QZ-08, QZ-09, QZ-31): the JSON format and the ChGK text import.

A pack file (``resources/quiz/packs/<id>.json``) is a JSON object::

    {"format": 1, "id": "ru_hippo", "lang": "ru", "title": "Хрустальный бегемот",
     "author": "…",                                  # optional
     "envelopes": [                                  # at least 15 (QZ-31), one per sector
       {"id": "e01", "question": "…", "answer": "…",
        "accepted": ["…"], "rejected": ["…"],        # optional: "Зачёт" / "Незачёт"
        "comment": "…", "source": "…", "author": "…",
        "hint": "…"}],                               # optional: the Club's help text (QZ-17)
     "black_box": [                                  # at least 1 (QZ-09, QZ-31)
       {"id": "b01", "question": "…", "answer": "…", ...}]}   # the answer is the box's contents

The ChGK text format (as on the questions database) is imported by :func:`import_chgk`::

    Чемпионат:
    Осенний кубок

    Вопрос 1:
    Текст вопроса…

    Ответ:
    …
    Зачёт:
    …; …
    Незачёт:
    …
    Комментарий:
    …
    Источник:
    …
    Автор:
    …

A question headed ``Чёрный ящик N:`` (or ``Черный ящик N:``) instead of ``Вопрос N:`` is a
black-box question; ``Подсказка:`` holds the Club's help text. Labels are matched at the start of
a line, case-insensitively, with or without "ё"; anything else before the first question
("Дата:", "Редактор:", "Тур:", …) is skipped. The importer takes **bytes** (the caller reads the
file), decodes UTF-8 (a BOM is dropped) and falls back to KOI8-R.

Everything here is pure: errors are :class:`PackError` (a ``ValueError``) naming the line of the
text, or the place in the JSON object.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.content import ID, LANGUAGES

FORMAT = 1
ENVELOPES = 15  # QZ-08: 15 envelopes on the table
MIN_BLACK_BOX = 1  # QZ-31
MAX_TEXT = 2000
MAX_SHORT = 300

_QUESTION_ID = re.compile(r"[a-z0-9_]{1,32}")
_PACK_KEYS = frozenset({"format", "id", "lang", "title", "author", "envelopes", "black_box"})
_QUESTION_KEYS = frozenset(
    {"id", "question", "answer", "accepted", "rejected", "comment", "source", "author", "hint"}
)


class PackError(ValueError):
    """A pack that cannot be used; ``line`` is the text line (1-based) when it comes from text."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(f"line {line}: {message}" if line is not None else message)
        self.line = line


@dataclass(frozen=True)
class Question:
    """One question. ``answer`` and what goes with it are for the Croupier's eyes only (QZ-06)."""

    id: str
    question: str
    answer: str
    accepted: tuple[str, ...] = ()
    """"Зачёт": answers also accepted (QZ-28, QZ-31)."""
    rejected: tuple[str, ...] = ()
    """"Незачёт": answers not accepted."""
    comment: str = ""
    source: str = ""
    author: str = ""
    hint: str = ""
    """The Club's help text, shown on the experts' phones (QZ-17); may be empty."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "question": self.question, "answer": self.answer}
        if self.accepted:
            out["accepted"] = list(self.accepted)
        if self.rejected:
            out["rejected"] = list(self.rejected)
        for key in ("comment", "source", "author", "hint"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        return out


@dataclass(frozen=True)
class Pack:
    """A checked pack: envelope questions for the 15 sectors, black-box questions for Zero."""

    id: str
    lang: str
    title: str
    envelopes: tuple[Question, ...]
    black_box: tuple[Question, ...]
    author: str = ""

    def question(self, question_id: str) -> Question:
        """The question with this id; KeyError if the pack has none."""
        for q in (*self.envelopes, *self.black_box):
            if q.id == question_id:
                return q
        raise KeyError(question_id)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "id": self.id, "lang": self.lang, "title": self.title}
        if self.author:
            out["author"] = self.author
        out["envelopes"] = [q.to_json() for q in self.envelopes]
        out["black_box"] = [q.to_json() for q in self.black_box]
        return out


# --- the JSON format -------------------------------------------------------------------------


def parse_pack(data: Any) -> Pack:
    """Check an already parsed JSON object and build the :class:`Pack` (QZ-31)."""
    if not isinstance(data, Mapping):
        raise PackError("a pack is a JSON object")
    unknown = sorted(set(data) - _PACK_KEYS)
    if unknown:
        raise PackError(f"unknown key {unknown[0]!r}")
    if data.get("format") != FORMAT:
        raise PackError(f"'format' must be {FORMAT}")
    pack_id = data.get("id")
    if not isinstance(pack_id, str) or not ID.fullmatch(pack_id) or len(pack_id) > 64:
        raise PackError("'id' must be lowercase ascii words joined by '_'")
    lang = data.get("lang")
    if lang not in LANGUAGES:
        raise PackError(f"'lang' must be one of {', '.join(LANGUAGES)}")
    title = _text(data, "title", "pack", MAX_SHORT, required=True)
    author = _text(data, "author", "pack", MAX_SHORT)
    envelopes = _questions(data.get("envelopes"), "envelopes")
    black_box = _questions(data.get("black_box"), "black_box")
    return check_pack(Pack(pack_id, str(lang), title, envelopes, black_box, author))


def check_pack(pack: Pack) -> Pack:
    """QZ-31: at least 15 envelopes and one black-box question, every id once."""
    if len(pack.envelopes) < ENVELOPES:
        raise PackError(f"a pack needs at least {ENVELOPES} envelope questions, not {len(pack.envelopes)}")
    if len(pack.black_box) < MIN_BLACK_BOX:
        raise PackError("a pack needs at least one black-box question")
    seen: set[str] = set()
    for q in (*pack.envelopes, *pack.black_box):
        if q.id in seen:
            raise PackError(f"question id {q.id!r} is used twice")
        seen.add(q.id)
    return pack


def _text(obj: Mapping[str, Any], key: str, where: str, limit: int, required: bool = False) -> str:
    value = obj.get(key, "")
    if not isinstance(value, str):
        raise PackError(f"{where}: {key!r} must be a string")
    value = value.strip()
    if required and not value:
        raise PackError(f"{where}: {key!r} is missing or empty")
    if len(value) > limit:
        raise PackError(f"{where}: {key!r} is longer than {limit} characters")
    return value


def _strings(obj: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = obj.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise PackError(f"{where}: {key!r} must be a list of non-empty strings")
    return tuple(v.strip() for v in value)


def _questions(items: Any, key: str) -> tuple[Question, ...]:
    if not isinstance(items, list):
        raise PackError(f"{key!r} must be a list of questions")
    out: list[Question] = []
    for i, item in enumerate(items):
        where = f"{key}[{i}]"
        if not isinstance(item, Mapping):
            raise PackError(f"{where}: a question is a JSON object")
        unknown = sorted(set(item) - _QUESTION_KEYS)
        if unknown:
            raise PackError(f"{where}: unknown key {unknown[0]!r}")
        qid = item.get("id")
        if not isinstance(qid, str) or not _QUESTION_ID.fullmatch(qid):
            raise PackError(f"{where}: 'id' must be 1-32 of a-z, 0-9, '_'")
        out.append(
            Question(
                id=qid,
                question=_text(item, "question", where, MAX_TEXT, required=True),
                answer=_text(item, "answer", where, MAX_SHORT, required=True),
                accepted=_strings(item, "accepted", where),
                rejected=_strings(item, "rejected", where),
                comment=_text(item, "comment", where, MAX_TEXT),
                source=_text(item, "source", where, MAX_TEXT),
                author=_text(item, "author", where, MAX_SHORT),
                hint=_text(item, "hint", where, MAX_SHORT),
            )
        )
    return tuple(out)


# --- the ChGK text format ----------------------------------------------------------------------

_FIELDS: dict[str, str] = {
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
}
_HEADER = re.compile(r"^\s*(вопрос|ч[её]рный\s+ящик)\s*(\d+)?\s*[:.]\s*(.*)$", re.IGNORECASE)
_LABEL = re.compile(r"^\s*([а-яё]+)\s*:\s*(.*)$", re.IGNORECASE)
_PREAMBLE_TITLE = ("чемпионат", "турнир", "пакет")


def decode_text(raw: bytes) -> str:
    """UTF-8 (a BOM dropped), else KOI8-R."""
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("koi8-r")


@dataclass
class _Draft:
    line: int
    number: str
    black_box: bool
    fields: dict[str, list[str]]
    current: str = "question"


def import_chgk(raw: bytes, pack_id: str, lang: str = "ru", title: str = "") -> Pack:
    """A pack from a ChGK text file's bytes. Errors name the line (:class:`PackError`).

    ``title`` defaults to the text's "Чемпионат:"; question ids are ``q<N>`` for "Вопрос N" and
    ``bb<N>`` for "Чёрный ящик N". "Зачёт" and "Незачёт" are split on ";" or "/" into a list.
    """
    if not ID.fullmatch(pack_id):
        raise PackError("the pack id must be lowercase ascii words joined by '_'")
    if lang not in LANGUAGES:
        raise PackError(f"the language must be one of {', '.join(LANGUAGES)}")
    text = decode_text(raw)
    drafts: list[_Draft] = []
    preamble_title: list[str] = []
    in_title = False
    for number, line in enumerate(text.splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            black = not header.group(1).lower().startswith("вопрос")
            drafts.append(_Draft(number, header.group(2) or str(len(drafts) + 1), black, {"question": []}))
            if header.group(3).strip():
                drafts[-1].fields["question"].append(header.group(3).strip())
            in_title = False
            continue
        label = _LABEL.match(line)
        name = label.group(1).lower().replace("ё", "е") if label else ""
        if not drafts:
            if label and name in _FIELDS:
                raise PackError(f"'{label.group(1)}:' comes before the first 'Вопрос N:'", number)
            if label:
                in_title = name in _PREAMBLE_TITLE
                rest = label.group(2).strip()
                if in_title and rest:
                    preamble_title.append(rest)
            elif in_title and line.strip():
                preamble_title.append(line.strip())
            continue
        draft = drafts[-1]
        if label and name in _FIELDS:
            key = _FIELDS[name]
            if key in draft.fields:
                raise PackError(f"question {draft.number} has a second '{label.group(1)}:'", number)
            if key != "answer" and "answer" not in draft.fields:
                raise PackError(f"'{label.group(1)}:' before 'Ответ:' in question {draft.number}", number)
            draft.fields[key] = [label.group(2).strip()] if label.group(2).strip() else []
            draft.current = key
            continue
        draft.fields[draft.current].append(line.strip())
    if not drafts:
        raise PackError("no 'Вопрос N:' found (is the file UTF-8 or KOI8-R?)", 1)
    questions: list[tuple[bool, Question]] = []
    seen: dict[str, int] = {}
    for draft in drafts:
        qid = ("bb" if draft.black_box else "q") + draft.number
        if qid in seen:
            raise PackError(f"question {draft.number} appears twice (first at line {seen[qid]})", draft.line)
        seen[qid] = draft.line
        questions.append((draft.black_box, _question_of(draft, qid)))
    pack = Pack(
        pack_id,
        lang,
        title.strip() or " ".join(preamble_title).strip() or pack_id,
        tuple(q for black, q in questions if not black),
        tuple(q for black, q in questions if black),
    )
    return check_pack(pack)


def _joined(parts: Sequence[str]) -> str:
    """Lines of one field: blank lines end paragraphs, other line breaks are spaces."""
    paragraphs: list[str] = []
    current: list[str] = []
    for part in parts:
        if part:
            current.append(part)
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    if current:
        paragraphs.append(" ".join(current))
    return "\n".join(paragraphs)


def _question_of(draft: _Draft, qid: str) -> Question:
    fields = {key: _joined(parts) for key, parts in draft.fields.items()}
    what = f"question {draft.number}"
    if not fields.get("question"):
        raise PackError(f"{what} has no text", draft.line)
    if "answer" not in draft.fields:
        raise PackError(f"{what} has no 'Ответ:'", draft.line)
    if not fields["answer"]:
        raise PackError(f"{what} has an empty 'Ответ:'", draft.line)
    for key, limit in (("question", MAX_TEXT), ("answer", MAX_SHORT), ("comment", MAX_TEXT)):
        if len(fields.get(key, "")) > limit:
            raise PackError(f"{what}: the {key} is longer than {limit} characters", draft.line)

    def listed(key: str) -> tuple[str, ...]:
        return tuple(p.strip() for p in re.split(r"[;/\n]", fields.get(key, "")) if p.strip())

    return Question(
        id=qid,
        question=fields["question"],
        answer=fields["answer"],
        accepted=listed("accepted"),
        rejected=listed("rejected"),
        comment=fields.get("comment", ""),
        source=fields.get("source", ""),
        author=fields.get("author", ""),
        hint=fields.get("hint", "")[:MAX_SHORT],
    )
