"""Audit of the ChGK importer (QZ-31) against a strict reading of the database's text files.

Usage::

    python tools/chgk_audit.py DIR [--show N] [--json OUT]

``DIR`` holds the database's text files (any encoding the importer reads). Each file is read twice:
by :func:`rules.quiz.chgk.read_chgk`, and by the strict reader below, which is written apart from
the importer and knows only the database's own layout — a field starts a paragraph (a blank line
before it, or the file's first line) with its label exactly as the database writes it
(``Вопрос N:``, ``Ответ:``, ``Зачет:``, ``Комментарий:``, ``Источник:``, ``Автор:``, ``Тур:`` …).
The two readings are compared question by question (tour in the order of the file, number):

- *whole*: the imported question's text, its handout and its note for the host together hold the
  letters and digits of the strict text (as a multiset), and the text's letters come in the
  strict text's order — no fragment, no mix of two questions; the answer, "Зачет", the comment,
  the source and the author hold the strict reading's letters and digits;
- *public leaks*: a host note (``[Ведущему: …]``), an ``(aud: …)`` / ``(pic: …)`` / ``(img: …)``
  marker left in a question's public text, or a hint in a file that has no ``Подсказка:`` label.

It prints the counts and the first ``N`` differences of each kind; the exit status is 1 when a
question imports as something other than the strict reading, or anything leaks.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.quiz.chgk import read_chgk
from rules.quiz.pack import PackError, Question

_STRICT_LABEL = re.compile(
    r"^(Вопрос (\d+)|Ответ|Зач[её]т|Незач[её]т|Комментарий|Комментарии|Источник|Источники|Автор|Авторы|Тур"
    r"|Чемпионат|Дата|Редактор|Редакторы|Инфо|URL|Вид|Тип|Рейтинг|Копирайт|Обработан"
    r"|Питання (\d+)|Запитання (\d+)|Відповідь|Залік|Незалік|Коментар|Коментарі|Джерело|Джерела"
    r"|Редактори|Чемпіонат|Інфо):(.*)$")
_FIELD = {"Ответ": "answer", "Зачет": "accepted", "Зачёт": "accepted", "Незачет": "rejected",
          "Незачёт": "rejected", "Комментарий": "comment", "Комментарии": "comment", "Источник": "source",
          "Источники": "source", "Автор": "author", "Авторы": "author", "Відповідь": "answer",
          "Залік": "accepted", "Незалік": "rejected", "Коментар": "comment", "Коментарі": "comment",
          "Джерело": "source", "Джерела": "source"}
_MARKUP = re.compile(r"</?раздатка>|\[\s*раздаточный\s+материал\s*:|\[\s*ведущему\s*:|\(\s*(?:pic|aud|img|video)\s*:",
                     re.IGNORECASE)
_LEAK = re.compile(r"\[\s*(?:ведущ|ведуч|чтец)|\[[^\]]{0,40}(?:ведущ|ведуч|чтец)[^\]]*:"
                   r"|\(\s*(?:aud|pic|img|video|att)\s*:", re.IGNORECASE)
"""A note for the host ("[Ведущему: …]", "[чтецу: …]") or a marker; "[Имя и фамилия ведущего]" as an
answer is the answer."""


@dataclass
class StrictQuestion:
    tour: int
    number: str
    line: int
    fields: dict[str, list[str]] = field(default_factory=dict)

    def get(self, key: str) -> str:
        return "\n".join(self.fields.get(key, []))


def strict_read(text: str) -> tuple[list[StrictQuestion], bool, bool]:
    """The questions of a file read strictly; whether it has "Тур:" lines; whether "Подсказка:"."""
    questions: list[StrictQuestion] = []
    tour, toured, current = 0, False, None
    blank = True
    for number, line in enumerate(re.split(r"\r\n|\r|\n", text), start=1):
        label = _STRICT_LABEL.match(line.rstrip()) if blank else None
        blank = not line.strip()
        if label is None:
            if current is not None:
                current.append(line)
            continue
        name, digits, rest = label.group(1), label.group(2) or label.group(3) or label.group(4), label.group(5)
        if digits:
            questions.append(StrictQuestion(tour, digits, number))
            current = questions[-1].fields.setdefault("question", [])
        elif name == "Тур":
            tour, toured, current = tour + 1, True, None
        elif name in _FIELD and questions and questions[-1].tour == tour:
            current = questions[-1].fields.setdefault(_FIELD[name], [])
        else:
            current = None
        if current is not None and rest.strip():
            current.append(rest)
    return questions, toured, "\nПодсказка:" in text


def norm(text: str) -> str:
    """The letters and digits of a text, lowercase, the database's markup words dropped."""
    return "".join(ch for ch in _MARKUP.sub(" ", html.unescape(text)).lower().replace("ё", "е") if ch.isalnum())


def _in_order(part: str, whole: str) -> bool:
    it = iter(whole)
    return all(ch in it for ch in part)


@dataclass
class Audit:
    files: int = 0
    refused: dict[str, str] = field(default_factory=dict)
    strict: int = 0
    strict_answered: int = 0
    imported: int = 0
    whole: int = 0
    missing: list[str] = field(default_factory=list)
    differs: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)
    leaks: list[str] = field(default_factory=list)
    skipped: Counter[str] = field(default_factory=Counter)
    encodings: Counter[str] = field(default_factory=Counter)
    other_game: int = 0

    def note(self, kind: str, where: str, show: int) -> None:
        self.differs[kind] += 1
        bucket = self.examples.setdefault(kind, [])
        if len(bucket) < show:
            bucket.append(where)


def audit_file(path: Path, audit: Audit, show: int) -> None:
    raw = path.read_bytes()
    audit.files += 1
    try:
        parsed = read_chgk(raw)
    except PackError as e:
        audit.refused[path.name] = f"{e.code}: {e}"
        parsed = None
    from rules.quiz._encoding import decode
    text = decode(raw)[0]
    if re.search(r"(?:\A|\n\n)Вид:\s*\nЯ\s*\n", text):  # «Своя игра»: another game, no ChGK question
        audit.other_game += 1
        if parsed is not None:
            audit.leaks.append(f"{path.name}: a 'Своя игра' file imported")
        return
    strict, toured, hinted = strict_read(text)
    imported: dict[tuple[int, str, int], Question] = {}
    if parsed is not None:
        audit.encodings[parsed.encoding] += 1
        for left_out in parsed.skipped:
            audit.skipped[left_out.reason] += 1
        for tour in parsed.tours:
            seen: Counter[str] = Counter()
            for q in (*tour.envelopes, *tour.black_box):
                imported[(tour.number if toured else 0, q.number, seen[q.number])] = q
                seen[q.number] += 1
                if _LEAK.search(q.question):
                    audit.leaks.append(f"{path.name} t{tour.number} q{q.number}: marker in the text")
                for key, value in (("answer", q.answer), ("comment", q.comment), ("accepted", " ".join(q.accepted))):
                    if _LEAK.search(value):
                        audit.leaks.append(f"{path.name} t{tour.number} q{q.number}: marker in the {key}")
                if q.hint and not hinted:
                    audit.leaks.append(f"{path.name} t{tour.number} q{q.number}: hint {q.hint[:60]!r}")
    audit.imported += len(imported)
    occurrences: Counter[tuple[int, str]] = Counter()
    for sq in strict:
        audit.strict += 1
        occurrence = occurrences[(sq.tour, sq.number)]
        occurrences[(sq.tour, sq.number)] += 1
        if not norm(sq.get("answer")):
            continue
        audit.strict_answered += 1
        where = f"{path.name}:{sq.line} (tour {sq.tour}, question {sq.number})"
        found = imported.get((sq.tour, sq.number, occurrence))
        if found is None:
            audit.missing.append(where)
            continue
        q = found
        ok = True
        # the host's notes may come from the text, the answer or the comment: the three together
        strict_all = "".join(norm(sq.get(k)) for k in ("question", "answer", "comment", "accepted", "rejected"))
        imported_all = "".join(norm(x) for x in (q.question, q.handout, q.note, q.answer, q.comment,
                                                 " ".join(q.accepted), " ".join(q.rejected)))
        if Counter(strict_all) != Counter(imported_all) or not _in_order(norm(q.question), norm(sq.get("question"))):
            audit.note("question", where, show)
            ok = False
        if not _in_order(norm(q.answer), norm(sq.get("answer"))) or (norm(sq.get("answer")) and not q.answer.strip()):
            audit.note("answer", where, show)
            ok = False
        if not _in_order(norm(" ".join(q.accepted)), norm(sq.get("accepted"))):
            audit.note("accepted", where, show)
            ok = False
        pairs = {"source": (sq.get("source"), q.source),
                 "author": (sq.get("author"), q.author)}
        for key, (want, got) in pairs.items():
            if Counter(norm(want)) != Counter(norm(got)):
                audit.note(key, where, show)
                ok = False
        audit.whole += ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--show", type=int, default=5)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    audit = Audit()
    for path in sorted(p for p in args.folder.iterdir() if p.is_file()):
        audit_file(path, audit, args.show)
    share = audit.whole / audit.strict_answered if audit.strict_answered else 1.0
    imported_share = 1 - len(audit.missing) / audit.strict_answered if audit.strict_answered else 1.0
    print(f"files: {audit.files}, refused: {len(audit.refused)} (of them «Своя игра»: {audit.other_game}), "
          f"encodings: {dict(audit.encodings)}")
    print(f"strict questions: {audit.strict}, with an answer: {audit.strict_answered}")
    print(f"imported: {audit.imported}; of the strict ones imported: {imported_share:.4%}; whole: {share:.4%}")
    print(f"missing: {len(audit.missing)}; skipped by reason: {dict(audit.skipped)}")
    print(f"differences: {dict(audit.differs)}; leaks: {len(audit.leaks)}")
    for name, why in [x for x in audit.refused.items() if "swoyak" not in x[1]][:args.show]:
        print(f"  refused {name}: {why}")
    for where in audit.missing[:args.show]:
        print(f"  missing {where}")
    for kind, examples in audit.examples.items():
        for where in examples:
            print(f"  {kind} differs: {where}")
    for leak in audit.leaks[:args.show]:
        print(f"  leak {leak}")
    if args.json:
        args.json.write_text(json.dumps({"refused": audit.refused, "missing": audit.missing,
                                         "examples": audit.examples, "leaks": audit.leaks,
                                         "skipped": dict(audit.skipped)}, ensure_ascii=False, indent=1),
                             encoding="utf-8")
    return 1 if audit.differs or audit.leaks else 0


if __name__ == "__main__":
    sys.exit(main())
