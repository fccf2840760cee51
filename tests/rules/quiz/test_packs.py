"""Question packs: the JSON format, the ChGK text import and the shipped packs (QZ-08, QZ-09, QZ-31)."""

from __future__ import annotations

import json
import pathlib
from typing import Any

import pytest

from rules.core import MODERATOR
from rules.quiz.game import QuizGame
from rules.quiz.pack import LANGUAGES, Pack, PackError, import_chgk, parse_pack

from .tables import Table, make_pack

PACKS = pathlib.Path(__file__).resolve().parents[3] / "resources" / "quiz" / "packs"


def chgk(envelopes: int = 15, black_box: int = 1) -> str:
    parts = ["Чемпионат:", "Осенний кубок клуба", "", "Дата:", "2026-11-01", ""]
    for i in range(1, envelopes + 1):
        parts += [
            f"Вопрос {i}:", f"Текст вопроса номер {i},", "на двух строках.", "",
            "Ответ:", f"Ответ {i}", "",
            "Зачёт:", f"Вариант {i}а; вариант {i}б", "",
            "Незачёт:", "Что-то не то", "",
            "Комментарий:", f"Пояснение {i}.", "",
            "Источник:", "Энциклопедия", "",
            "Автор:", "Иван Петров", "",
        ]
    for i in range(1, black_box + 1):
        parts += [f"Чёрный ящик {i}:", "Что в ящике?", "", "Ответ: Компас", "", "Комментарий: Стрелка.", ""]
    return "\n".join(parts)


# --- the ChGK text format -------------------------------------------------------------------


def test_import_chgk_utf8() -> None:  # QZ-31
    """QZ-31: "Вопрос", "Ответ", "Зачёт" (a list beside the answer), "Незачёт", "Комментарий",
    "Источник", "Автор"; a "Чёрный ящик N:" heading marks a black-box question."""
    pack = import_chgk(chgk(16, 2).encode("utf-8"), "autumn")
    assert pack.id == "autumn" and pack.lang == "ru" and pack.title == "Осенний кубок клуба"
    assert len(pack.envelopes) == 16 and len(pack.black_box) == 2
    q = pack.envelopes[2]
    assert q.id == "q3"
    assert q.question == "Текст вопроса номер 3, на двух строках."
    assert q.answer == "Ответ 3"
    assert q.accepted == ("Вариант 3а", "вариант 3б")
    assert q.rejected == ("Что-то не то",)
    assert q.comment == "Пояснение 3." and q.source == "Энциклопедия" and q.author == "Иван Петров"
    bb = pack.black_box[0]
    assert bb.id == "bb1" and bb.answer == "Компас" and bb.comment == "Стрелка."


def test_import_chgk_koi8r_and_bom() -> None:  # QZ-31
    """QZ-31: bytes in: KOI8-R is read as well as UTF-8 (with or without a BOM)."""
    text = chgk()
    koi = import_chgk(text.encode("koi8-r"), "autumn")
    utf = import_chgk(b"\xef\xbb\xbf" + text.encode("utf-8"), "autumn")
    assert koi == utf
    assert koi.envelopes[0].answer == "Ответ 1"


def test_import_chgk_variants() -> None:  # QZ-31
    """Labels are matched case-insensitively, with or without "ё", text may follow the label."""
    text = chgk().replace("Зачёт:", "ЗАЧЕТ:").replace("Вопрос 1:", "Вопрос 1. Текст сразу здесь")
    text = text.replace("Автор:\nИван Петров", "Автор:\nИван Петров\nПодсказка: Думайте о форме", 1)
    pack = import_chgk(text.encode("utf-8"), "autumn", lang="uk", title="Мій пакет")
    assert pack.title == "Мій пакет" and pack.lang == "uk"
    assert pack.envelopes[0].question.startswith("Текст сразу здесь Текст вопроса номер 1")
    assert pack.envelopes[0].accepted == ("Вариант 1а", "вариант 1б")
    assert pack.envelopes[0].hint == "Думайте о форме" and pack.envelopes[1].hint == ""  # QZ-17


def _line_of(text: str, needle: str, nth: int = 1) -> int:
    count = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            count += 1
            if count == nth:
                return number
    raise AssertionError(needle)


@pytest.mark.parametrize("encoding", ["utf-8", "koi8-r"])
def test_import_errors_name_the_line(encoding: str) -> None:  # QZ-31
    """A broken text is refused with the line of the fault."""
    good = chgk()
    cases: list[tuple[str, str, str]] = []
    # a question with no answer: the error names its heading
    cases.append((good + "\nВопрос 99:\nБез ответа\n", "Вопрос 99:", "no 'Ответ:'"))
    # a field before the answer
    no_answer = good.replace("Ответ:\nОтвет 4\n", "")
    cases.append((no_answer, "Зачёт:#4", "'Зачёт:' before 'Ответ:'"))
    # a second answer in one question
    twice = good.replace("Зачёт:\nВариант 7а", "Ответ:\nещё\nЗачёт:\nВариант 7а")
    cases.append((twice, "Ответ:#8", "second"))
    # a comment before the answer
    early = good.replace("Вопрос 9:\nТекст вопроса номер 9,", "Вопрос 9:\nКомментарий: рано\nТекст вопроса номер 9,")
    cases.append((early, "Комментарий: рано", "before 'Ответ:'"))
    # an answer before the first question
    cases.append(("Ответ: что-то\n" + good, "Ответ: что-то", "before the first"))
    # the same question number twice
    dup = good.replace("Вопрос 12:", "Вопрос 11:")
    cases.append((dup, "Вопрос 11:", "appears twice"))
    # an empty question
    empty = good.replace("Вопрос 5:\nТекст вопроса номер 5,\nна двух строках.", "Вопрос 5:")
    cases.append((empty, "Вопрос 5:", "no text"))
    for text, needle, message in cases:
        with pytest.raises(PackError) as err:
            import_chgk(text.encode(encoding), "autumn")
        nth = 2 if needle == "Вопрос 11:" else 1
        if "#" in needle:
            needle, nth = needle.split("#")[0], int(needle.split("#")[1])
        line = _line_of(text, needle, int(nth))
        assert err.value.line == line, (message, err.value)
        assert str(err.value).startswith(f"line {line}: ") and message in str(err.value)


def test_import_refuses_short_packs_and_non_packs() -> None:  # QZ-31
    """QZ-31: at least 15 envelopes and one black-box question."""
    with pytest.raises(PackError, match="at least 15 envelope"):
        import_chgk(chgk(14, 1).encode("utf-8"), "autumn")
    with pytest.raises(PackError, match="black-box"):
        import_chgk(chgk(15, 0).encode("utf-8"), "autumn")
    with pytest.raises(PackError) as err:
        import_chgk(chgk().encode("cp1251"), "autumn")  # neither UTF-8 nor KOI8-R
    assert err.value.line == 1
    with pytest.raises(PackError):
        import_chgk(b"", "autumn")
    with pytest.raises(PackError):
        import_chgk(chgk().encode("utf-8"), "Bad Id")
    with pytest.raises(PackError):
        import_chgk(chgk().encode("utf-8"), "autumn", lang="de")


def test_an_imported_pack_plays() -> None:  # QZ-31
    """QZ-31: an imported pack goes into a game: its answer and alternatives reach the console."""
    pack = import_chgk(chgk(15, 1).encode("koi8-r"), "autumn")
    t = Table(game=QuizGame({"autumn": pack}))
    t.start()
    t.spin()
    secrets = t.console()["secrets"]
    q = pack.question(t.round.question)
    assert secrets["answer"] == q.answer and secrets["accepted"] == list(q.accepted)
    assert parse_pack(json.loads(json.dumps(pack.to_json()))) == pack  # the import saves as JSON


# --- the JSON format ----------------------------------------------------------------------------


def good_json() -> dict[str, Any]:
    return make_pack("sample").to_json()


def test_json_round_trip() -> None:  # QZ-31
    pack = make_pack("sample")
    assert parse_pack(pack.to_json()) == pack
    assert parse_pack(json.loads(json.dumps(pack.to_json()))) == pack


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(format=2), "format"),
        (lambda d: d.update(id="Sample Pack"), "'id'"),
        (lambda d: d.update(lang="de"), "'lang'"),
        (lambda d: d.update(title=""), "title"),
        (lambda d: d.update(extra=1), "unknown key"),
        (lambda d: d.update(envelopes=d["envelopes"][:14]), "at least 15"),
        (lambda d: d.update(black_box=[]), "black-box"),
        (lambda d: d["envelopes"][3].pop("answer"), "envelopes[3]: 'answer'"),
        (lambda d: d["envelopes"][4].update(accepted="one"), "envelopes[4]: 'accepted'"),
        (lambda d: d["black_box"][0].update(id="Bad"), "black_box[0]: 'id'"),
        (lambda d: d["envelopes"][5].update(id="e0"), "used twice"),
        (lambda d: d["envelopes"][6].update(question="x" * 3000), "longer"),
        (lambda d: d["envelopes"][7].update(colour="red"), "unknown key"),
    ],
)
def test_json_errors_name_the_place(change: Any, message: str) -> None:  # QZ-31
    data = good_json()
    change(data)
    with pytest.raises(PackError, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse_pack(data)


def test_json_not_an_object() -> None:  # QZ-31
    with pytest.raises(PackError):
        parse_pack([1, 2])


# --- the shipped packs --------------------------------------------------------------------------


def shipped() -> list[pathlib.Path]:
    return sorted(PACKS.glob("*.json"))


def load(path: pathlib.Path) -> Pack:
    return parse_pack(json.loads(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", shipped(), ids=lambda p: p.stem)
def test_shipped_packs_validate(path: pathlib.Path) -> None:  # QZ-31
    """QZ-31: every shipped pack is valid: 15 envelopes and black-box questions (QZ-08, QZ-09);
    the file name is the id; no answer is given away by its own question; every envelope has a
    Club's help text (QZ-17)."""
    pack = load(path)
    assert path.stem == pack.id
    assert len(pack.envelopes) >= 15 and len(pack.black_box) >= 2
    for q in (*pack.envelopes, *pack.black_box):
        assert q.answer.casefold() not in q.question.casefold(), q.id
    assert all(q.hint for q in pack.envelopes)


def test_shipped_packs_cover_the_languages() -> None:  # QZ-31
    """At least three Russian packs and one in each of uk, pl, en (PLT-15)."""
    langs = [load(p).lang for p in shipped()]
    assert langs.count("ru") >= 3
    assert {"uk", "pl", "en"} <= set(langs) <= set(LANGUAGES)


def test_a_shipped_pack_plays_a_whole_game() -> None:  # QZ-31
    """QZ-31: a shipped pack fills the 16 sectors and plays to the end."""
    packs = {p.stem: load(p) for p in shipped()}
    t = Table(game=QuizGame(packs), options={"pack": "ru_pochemu"})
    t.start()
    for i in range(11):
        t.play_round(i % 2 == 0)
    assert t.public()["winner"] == "experts"
    t.ok(MODERATOR, "to_lobby")
