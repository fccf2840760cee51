"""Question packs of the Elite Club quiz (QZ-08, QZ-09, QZ-31): the JSON format and what a game
needs of a pack.

A pack file (``gm_resources/quiz/packs/<id>.json``) is a JSON object::

    {"format": 1, "id": "ru_hippo", "lang": "ru", "title": "Хрустальный бегемот",
     "author": "…",                                  # optional
     "tournament": "…",                              # optional: the ChGK file's "Чемпионат:"
     "tours": [{"title": "1 тур", "editor": "…", "info": "…"}],   # optional: the file's tours
     "envelopes": [                                  # the viewers' questions, one per sector
       {"id": "e01", "question": "…", "answer": "…",
        "accepted": ["…"], "rejected": ["…"],        # optional: "Зачёт" / "Незачёт"
        "comment": "…", "source": "…", "author": "…",
        "handout": "…",                              # optional: "Раздаточный материал"
        "tour": 1, "number": "5",                    # optional: its tour (1-based) and number
        "hint": "…"}],                               # optional: the Club's help text (QZ-17)
     "black_box": [                                  # questions about the box's contents (QZ-09)
       {"id": "b01", "question": "…", "answer": "…", ...}]}   # the answer is the box's contents

A pack that loads is well formed: every id once, every text within its limit. Whether it can be
played is a question for the start of a game (:func:`playable`): 15 envelopes and a black-box
question, which the Croupier may mark among the envelopes or draw from the club's black-box
questions (QZ-31). Text files of the ChGK question database are read by :mod:`rules.quiz.chgk`.

Everything here is pure: errors are :class:`PackError` (a ``ValueError``) naming the line of a
text, or the place in the JSON object.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..core.content import ID, LANGUAGES

FORMAT = 1
ENVELOPES = 15  # QZ-08: 15 envelopes on the table
MIN_BLACK_BOX = 1  # QZ-31
MAX_TEXT = 4000
MAX_SHORT = 300
MAX_ANSWER = 2000
"""An answer as long as the database's longest real ones (explanations of a few paragraphs); the
screens scroll it."""
MAX_LISTED = 40
"""At most this many "Зачёт" (or "Незачёт") alternatives to a question."""
MAX_QUESTIONS = 5000
"""A pack's questions: the database's largest tournaments (a season's club games, 3,188
questions) fit; a pack of 5000 is a few megabytes in memory and on disk."""
MAX_TOURS = 400
"""A pack's tours: the largest tournaments of the database have about 300."""

_QUESTION_ID = re.compile(r"[a-z0-9_]{1,32}")
_PACK_KEYS = frozenset(
    {"format", "id", "lang", "title", "author", "tournament", "tours", "envelopes", "black_box"}
)
_TOUR_KEYS = frozenset({"title", "editor", "info"})
_QUESTION_KEYS = frozenset(
    {"id", "question", "answer", "accepted", "rejected", "comment", "source", "author", "hint", "handout",
     "tour", "number", "note", "pictures"}
)
REF_SEPARATOR = "/"
"""A question of another pack is named ``<pack id>/<question id>`` (the club's black-box questions)."""


PICTURE_NAME = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}\.(?:jpe?g|png|gif|webp)", re.IGNORECASE)
"""A picture's file name as the database writes them ("20080328.jpg"): nothing that walks a path."""
MAX_PICTURES = 8


def _pictures(item: Mapping[str, Any], where: str) -> tuple[str, ...]:
    value = item.get("pictures", [])
    if not isinstance(value, list) or len(value) > MAX_PICTURES or not all(
            isinstance(v, str) and PICTURE_NAME.fullmatch(v) and ".." not in v for v in value):
        raise PackError(f"{where}: 'pictures' holds at most {MAX_PICTURES} picture file names")
    return tuple(value)


HARD_WRAP = 66
"""A line of a ChGK file is the file's hard wrap (at about 72 columns) when the next line's first
word would not have fitted on it within this many characters."""


def reflow(text: str) -> str:
    """A question's text as the screens show it (QZ-31): the author's line breaks kept (a blank
    line, an indented line — a paragraph, a verse, a list item —, a line ended short), the file's
    hard wraps joined into one line. The phone and the board show the result with its breaks."""
    out: list[str] = []
    prev: str | None = None
    for raw in text.split("\n"):
        line = raw.rstrip()
        if not line.strip():
            out.append("")
            prev = None
            continue
        word = line.split()[0]
        if prev is not None and not line[:1].isspace() and len(prev) + 1 + len(word) > HARD_WRAP:
            out[-1] += " " + line
        else:
            out.append(line)
        prev = line
    return "\n".join(out)


class PackError(ValueError):
    """A pack that cannot be used; ``line`` is the text line (1-based) when it comes from text;
    ``code`` says what is wrong for a console to word it (``invalid``: a fault of the pack format,
    named in the message)."""

    def __init__(self, message: str, line: int | None = None, code: str = "invalid") -> None:
        super().__init__(f"line {line}: {message}" if line is not None else message)
        self.line = line
        self.code = code


@dataclass(frozen=True)
class Question:
    """One question. The answer and all that goes with it, the handout, the comment and the source
    are for the Croupier's eyes only (QZ-06); the answer, the alternatives and the comment are
    shown with the verdict."""

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
    handout: str = ""
    """"Раздаточный материал": what the Croupier hands out, as written (never on a screen)."""
    tour: int = 0
    """The pack's tour it comes from (1-based; 0: the pack has no tours)."""
    number: str = ""
    """Its number in that tour, as the file has it ("Вопрос 5:")."""
    note: str = ""
    """Notes for the host ("[Ведущему: …]", a sound to play, a picture of the comment): the
    Croupier's alone, never on a phone or the board (QZ-06, QZ-31)."""
    pictures: tuple[str, ...] = ()
    """The handout's pictures ("(pic: 20080328.jpg)") kept with the pack, by file name: the board
    shows them with the question's text, from "Время пошло" on (QZ-31)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "question": self.question, "answer": self.answer}
        if self.accepted:
            out["accepted"] = list(self.accepted)
        if self.rejected:
            out["rejected"] = list(self.rejected)
        for key in ("comment", "source", "author", "hint", "handout", "note"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        if self.tour:
            out["tour"] = self.tour
        if self.number:
            out["number"] = self.number
        if self.pictures:
            out["pictures"] = list(self.pictures)
        return out


@dataclass(frozen=True)
class Tour:
    """A tour of the tournament the pack comes from ("Тур:", "Редактор:", "Инфо:")."""

    title: str
    editor: str = ""
    info: str = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"title": self.title}
        if self.editor:
            out["editor"] = self.editor
        if self.info:
            out["info"] = self.info
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
    tournament: str = ""
    """The tournament's name ("Чемпионат:"), when the pack comes from one."""
    tours: tuple[Tour, ...] = ()

    def question(self, question_id: str) -> Question:
        """The question with this id; KeyError if the pack has none."""
        for q in (*self.envelopes, *self.black_box):
            if q.id == question_id:
                return q
        raise KeyError(question_id)

    def has(self, question_id: str) -> bool:
        return any(q.id == question_id for q in (*self.envelopes, *self.black_box))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": FORMAT, "id": self.id, "lang": self.lang, "title": self.title}
        if self.author:
            out["author"] = self.author
        if self.tournament:
            out["tournament"] = self.tournament
        if self.tours:
            out["tours"] = [t.to_json() for t in self.tours]
        out["envelopes"] = [q.to_json() for q in self.envelopes]
        out["black_box"] = [q.to_json() for q in self.black_box]
        return out


# --- what a game needs (QZ-08, QZ-09, QZ-31) --------------------------------------------------


@dataclass(frozen=True)
class Unplayable:
    """Why a pack cannot start a game: ``code`` is ``too_few_envelopes`` or ``no_black_box``."""

    code: str
    envelopes: int
    needed: int = ENVELOPES

    def message(self) -> str:
        if self.code == "too_few_envelopes":
            return f"the pack has {self.envelopes} envelope questions; a game needs {self.needed}"
        return "the pack has no black-box question: mark one of its questions or draw one of the club's"

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "envelopes": self.envelopes, "needed": self.needed}


def envelope_pool(pack: Pack, black_box: str = "") -> tuple[Question, ...]:
    """The envelopes a game draws its 15 from: the pack's, less the one marked as the black box."""
    return tuple(q for q in pack.envelopes if q.id != black_box)


def playable(pack: Pack, black_box: str = "") -> Unplayable | None:
    """QZ-31, checked when a game starts: 15 envelopes (not counting one marked as the black box)
    and a black-box question: ``black_box`` names the one chosen (a question of this pack, or
    ``<pack>/<question>`` of another), else the pack must have black-box questions of its own."""
    pool = envelope_pool(pack, black_box)
    if len(pool) < ENVELOPES:
        return Unplayable("too_few_envelopes", len(pool))
    if not black_box and len(pack.black_box) < MIN_BLACK_BOX:
        return Unplayable("no_black_box", len(pool))
    return None


def find_question(packs: Mapping[str, Pack], pack_id: str, question_id: str) -> tuple[Pack, Question]:
    """A question of the pack ``pack_id``, or ``<pack>/<question>`` of another (a black box drawn
    from the club's, QZ-31), with the pack it is in; KeyError if there is none."""
    other, sep, own = question_id.rpartition(REF_SEPARATOR)
    pack = packs[other if sep else pack_id]
    return pack, pack.question(own)


def club_black_boxes(packs: Mapping[str, Pack], lang: str) -> list[str]:
    """QZ-31: the club's black-box questions a draw picks from: those of every pack in the language
    ``lang``, as ``<pack>/<question>``."""
    return [f"{pack_id}{REF_SEPARATOR}{q.id}" for pack_id, pack in packs.items() if pack.lang == lang
            for q in pack.black_box]


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
    tournament = _text(data, "tournament", "pack", MAX_SHORT)
    tours = _tours(data.get("tours", []))
    envelopes = _questions(data.get("envelopes"), "envelopes", len(tours))
    black_box = _questions(data.get("black_box", []), "black_box", len(tours))
    return check_pack(Pack(pack_id, str(lang), title, envelopes, black_box, author, tournament, tours))


def check_pack(pack: Pack) -> Pack:
    """QZ-31: a pack has questions, every id once. (Whether it can be played: :func:`playable`.)"""
    questions = (*pack.envelopes, *pack.black_box)
    if not questions:
        raise PackError("a pack needs at least one question")
    if len(questions) > MAX_QUESTIONS:
        raise PackError(f"a pack has at most {MAX_QUESTIONS} questions", code="too_many_questions")
    seen: set[str] = set()
    for q in questions:
        if q.id in seen:
            raise PackError(f"question id {q.id!r} is used twice")
        seen.add(q.id)
    return pack


def _text(obj: Mapping[str, Any], key: str, where: str, limit: int, required: bool = False) -> str:
    value = obj.get(key, "")
    if not isinstance(value, str):
        raise PackError(f"{where}: {key!r} must be a string")
    value = value.strip("\n").rstrip()  # the text as written: a poem's leading spaces stay
    if required and not value.strip():
        raise PackError(f"{where}: {key!r} is missing or empty")
    if len(value) > limit:
        raise PackError(f"{where}: {key!r} is longer than {limit} characters")
    return value


def _strings(obj: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = obj.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise PackError(f"{where}: {key!r} must be a list of non-empty strings")
    if len(value) > MAX_LISTED or any(len(v.strip()) > MAX_SHORT for v in value):
        raise PackError(f"{where}: {key!r} holds at most {MAX_LISTED} strings of {MAX_SHORT} characters")
    return tuple(v.strip() for v in value)


def _tours(items: Any) -> tuple[Tour, ...]:
    if not isinstance(items, list) or len(items) > MAX_TOURS:
        raise PackError(f"'tours' must be a list of at most {MAX_TOURS} tours")
    out: list[Tour] = []
    for i, item in enumerate(items):
        where = f"tours[{i}]"
        if not isinstance(item, Mapping):
            raise PackError(f"{where}: a tour is a JSON object")
        unknown = sorted(set(item) - _TOUR_KEYS)
        if unknown:
            raise PackError(f"{where}: unknown key {unknown[0]!r}")
        out.append(Tour(_text(item, "title", where, MAX_SHORT, required=True), _text(item, "editor", where, MAX_SHORT),
                        _text(item, "info", where, MAX_TEXT)))
    return tuple(out)


def _questions(items: Any, key: str, tours: int) -> tuple[Question, ...]:
    if not isinstance(items, list):
        raise PackError(f"{key!r} must be a list of questions")
    if len(items) > MAX_QUESTIONS:
        raise PackError(f"{key!r} holds at most {MAX_QUESTIONS} questions")
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
        tour = item.get("tour", 0)
        if not isinstance(tour, int) or isinstance(tour, bool) or not 0 <= tour <= tours:
            raise PackError(f"{where}: 'tour' must be the number of one of the pack's {tours} tours")
        out.append(
            Question(
                id=qid,
                question=_text(item, "question", where, MAX_TEXT, required=True),
                answer=_text(item, "answer", where, MAX_ANSWER, required=True),
                accepted=_strings(item, "accepted", where),
                rejected=_strings(item, "rejected", where),
                comment=_text(item, "comment", where, MAX_TEXT),
                source=_text(item, "source", where, MAX_TEXT),
                author=_text(item, "author", where, MAX_SHORT),
                hint=_text(item, "hint", where, MAX_SHORT),
                handout=_text(item, "handout", where, MAX_TEXT),
                note=_text(item, "note", where, MAX_TEXT),
                pictures=_pictures(item, where),
                tour=tour,
                number=_text(item, "number", where, 16),
            )
        )
    return tuple(out)
