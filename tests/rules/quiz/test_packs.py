"""Question packs: the JSON format, the ChGK text import and the shipped packs (QZ-08, QZ-09, QZ-31)."""

from __future__ import annotations

import json
import pathlib
from typing import Any

import pytest

from rules.core import MODERATOR
from rules.quiz.chgk import MAX_FILE, import_chgk, read_chgk
from rules.quiz.game import QuizGame
from rules.quiz.pack import LANGUAGES, Pack, PackError, Unplayable, parse_pack, playable

from .tables import Table, make_pack

PACKS = pathlib.Path(__file__).resolve().parents[3] / "gm_resources" / "quiz" / "packs"


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


# --- the ChGK text format (synthetic texts; the real files are in test_chgk.py) ---------------


def test_import_chgk_utf8() -> None:  # QZ-31
    """QZ-31: "Вопрос", "Ответ", "Зачёт" (a list beside the answer), "Незачёт", "Комментарий",
    "Источник", "Автор"; a "Чёрный ящик N:" heading marks a black-box question; the question's
    lines stay as written."""
    pack = import_chgk(chgk(16, 2).encode("utf-8"), "autumn")
    assert pack.id == "autumn" and pack.lang == "ru" and pack.title == "Осенний кубок клуба"
    assert pack.tournament == "Осенний кубок клуба" and pack.tours == ()  # no "Тур:" in this text
    assert len(pack.envelopes) == 16 and len(pack.black_box) == 2
    q = pack.envelopes[2]
    assert q.id == "q3" and q.number == "3" and q.tour == 0
    assert q.question == "Текст вопроса номер 3,\nна двух строках."
    assert q.answer == "Ответ 3"
    assert q.accepted == ("Вариант 3а", "вариант 3б")
    assert q.rejected == ("Что-то не то",)
    assert q.comment == "Пояснение 3." and q.source == "Энциклопедия" and q.author == "Иван Петров"
    bb = pack.black_box[0]
    assert bb.id == "bb1" and bb.answer == "Компас" and bb.comment == "Стрелка."


@pytest.mark.parametrize("encoding", ["koi8-r", "cp1251", "utf-16"])
@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_import_chgk_encodings_and_line_ends(encoding: str, newline: str) -> None:  # QZ-31
    """QZ-31: bytes in: KOI8-R, Windows-1251 (and UTF-16 with its mark) read as well as UTF-8 (with
    or without a BOM), with LF, CRLF or CR line ends."""
    text = chgk().replace("\n", newline)
    other = import_chgk(text.encode(encoding), "autumn")
    utf = import_chgk(b"\xef\xbb\xbf" + chgk().encode("utf-8"), "autumn")
    assert other == utf
    assert other.envelopes[0].answer == "Ответ 1"
    assert read_chgk(text.encode(encoding)).encoding == encoding


def test_import_chgk_variants() -> None:  # QZ-31
    """Labels are matched case-insensitively, with or without "ё", text may follow the label; a
    label starts a paragraph (QZ-31: a wrapped line "подсказка: …" of a comment stays its text)."""
    text = chgk().replace("Зачёт:", "ЗАЧЕТ:").replace("Вопрос 1:", "Вопрос 1: Текст сразу здесь")
    text = text.replace("Автор:\nИван Петров", "Автор:\nИван Петров\n\nПодсказка: Думайте о форме", 1)
    text = text.replace("Пояснение 2.", "Пояснение 2,\nподсказка: это ответ", 1)
    pack = import_chgk(text.encode("utf-8"), "autumn", lang="uk", title="Мій пакет")
    assert pack.title == "Мій пакет" and pack.lang == "uk"
    assert pack.envelopes[0].question == "Текст сразу здесь\nТекст вопроса номер 1,\nна двух строках."
    assert pack.envelopes[0].accepted == ("Вариант 1а", "вариант 1б")
    assert pack.envelopes[0].hint == "Думайте о форме" and pack.envelopes[1].hint == ""  # QZ-17
    assert pack.envelopes[1].comment == "Пояснение 2,\nподсказка: это ответ"


def _line_of(text: str, needle: str, nth: int = 1) -> int:
    count = 0
    for number, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            count += 1
            if count == nth:
                return number
    raise AssertionError(needle)


@pytest.mark.parametrize("encoding", ["utf-8", "koi8-r", "cp1251"])
def test_a_broken_text_imports_what_is_good(encoding: str) -> None:  # QZ-31
    """QZ-31: a partly broken text imports its good questions; the report names each question left
    out by its number and line and says why."""
    text = chgk(18, 1)
    text = text.replace("Ответ:\nОтвет 4\n", "")  # 4: no answer
    text = text.replace("Зачёт:\nВариант 7а", "Ответ:\nещё\nЗачёт:\nВариант 7а")  # 7: a second answer
    text = text.replace("Вопрос 5:\nТекст вопроса номер 5,\nна двух строках.", "Вопрос 5:")  # 5: no text
    text = text.replace("Вопрос 12:", "Вопрос 11:")  # the second 11 in the one tour: both import
    text = text.replace("Ответ:\nОтвет 9\n", "Ответ:\n\n")  # 9: an empty answer
    text = "Ответ: что-то\n" + text  # a field before any question
    parsed = read_chgk(text.encode(encoding))
    report = [(s.number, s.line, s.reason) for s in parsed.skipped]
    assert report == [
        ("", 1, "outside"),
        ("4", _line_of(text, "Вопрос 4:"), "no_answer"),
        ("5", _line_of(text, "Вопрос 5:"), "no_text"),
        ("7", _line_of(text, "Вопрос 7:"), "twice"),
        ("9", _line_of(text, "Вопрос 9:"), "empty_answer"),
    ]
    assert [s.message() for s in parsed.skipped][3] == f"question 7, line {_line_of(text, 'Вопрос 7:')}: " \
        "it has a second 'Ответ:'"
    pack = parsed.pack("autumn")
    assert [q.number for q in pack.envelopes] == ["1", "2", "3", "6", "8", "10", "11", "11", "13", "14", "15",
                                                   "16", "17", "18"]
    assert pack.question("q11").question.startswith("Текст вопроса номер 11,")
    assert pack.question("q11_2").question.startswith("Текст вопроса номер 12,")  # the editors' slip


def test_known_labels_never_fall_into_the_field_before() -> None:  # QZ-31
    """QZ-31: "Тур:", "Редактор:", "Инфо:", "Рейтинг:", "Вид:" … start their own field: none ends up
    in the previous question's author or comment; other words with a colon are text."""
    text = "\n".join([
        "Чемпионат:", "Кубок", "", "Тур:", "Первый тур", "", "Вопрос 1:", "Внимание: в вопросе есть замены.",
        "Назовите ЕГО.", "", "Ответ:", "Он", "", "Автор:", "Иван", "Рейтинг:", "5", "Вид:", "Ч",
        "Копирайт:", "(c) клуб", "", "Тур:", "Второй тур", "", "Редактор:", "Пётр", "", "Инфо:",
        "Спасибо всем.", "", "Вопрос 1:", "Кто?", "", "Ответ:", "Она", "", "Комментарий:", "Так.",
        "Обработан:", "Робот", "URL:", "/x", "",
    ])
    parsed = read_chgk(text.encode("utf-8"))
    one, two = parsed.tours
    assert (one.title, two.title, two.editor, two.info) == ("Первый тур", "Второй тур", "Пётр", "Спасибо всем.")
    first, second = one.envelopes[0], two.envelopes[0]
    assert first.question == "Внимание: в вопросе есть замены.\nНазовите ЕГО."
    assert (first.id, first.author, second.id, second.comment) == ("t1_q1", "Иван", "t2_q1", "Так.")
    assert parsed.skipped == ()


def test_text_that_is_no_pack_is_refused() -> None:  # QZ-31
    """Hostile input: what is not a ChGK text gets a typed error, in bounded memory."""
    for raw in (b"", b"\x00\x01\x02" * 100, "Ein Text ohne Fragen: äöü".encode("latin-1"),
                "Просто текст без вопросов.".encode("cp1251")):
        with pytest.raises(PackError):
            read_chgk(raw)
    with pytest.raises(PackError, match="larger than"):
        read_chgk(b"x" * (MAX_FILE + 1))
    with pytest.raises(PackError):
        import_chgk(chgk().encode("utf-8"), "Bad Id")
    with pytest.raises(PackError):
        import_chgk(chgk().encode("utf-8"), "autumn", lang="de")
    with pytest.raises(PackError, match="no question"):
        import_chgk(chgk(15, 0).replace("Ответ:\n", "").encode("utf-8"), "autumn")  # every question broken
    hostile = chgk(15, 0).replace("Вопрос 3:\n", "Вопрос 3:\n" + "<раздатка>\n[Раздаточный материал: (pic: x\n" * 30000)
    parsed = read_chgk(hostile.encode())  # bounded: the field is left out before it is searched
    assert [(s.number, s.reason, s.detail) for s in parsed.skipped] == [("3", "too_long", "question")]
    long = chgk(2, 0).replace("Ответ 1", "x" * 2001).replace("Вариант 2а", "y" * 400)
    assert [(s.number, s.reason, s.detail) for s in read_chgk(long.encode()).skipped] == [
        ("1", "too_long", "answer"), ("2", "too_long", "accepted")]


def test_a_short_pack_without_a_black_box_imports() -> None:  # QZ-31
    """QZ-31: the pack's game rules (15 envelopes, a black box) are not checked at import."""
    pack = import_chgk(chgk(14, 0).encode("utf-8"), "autumn")
    assert len(pack.envelopes) == 14 and pack.black_box == ()
    assert playable(pack) == Unplayable("too_few_envelopes", 14)
    assert playable(import_chgk(chgk(15, 0).encode("utf-8"), "autumn")) == Unplayable("no_black_box", 15)
    assert playable(import_chgk(chgk(16, 0).encode("utf-8"), "autumn"), black_box="q16") is None
    assert playable(import_chgk(chgk(15, 0).encode("utf-8"), "autumn"), black_box="q15") == \
        Unplayable("too_few_envelopes", 14)  # the marked one leaves the envelopes


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
        (lambda d: d.update(envelopes=[], black_box=[]), "at least one question"),
        (lambda d: d.update(tours=[{"title": ""}]), "tours[0]: 'title'"),
        (lambda d: d["envelopes"][2].update(tour=1), "'tour'"),
        (lambda d: d["envelopes"][2].update(accepted=["z" * 301]), "'accepted' holds at most"),
        (lambda d: d["envelopes"][3].pop("answer"), "envelopes[3]: 'answer'"),
        (lambda d: d["envelopes"][4].update(accepted="one"), "envelopes[4]: 'accepted'"),
        (lambda d: d["black_box"][0].update(id="Bad"), "black_box[0]: 'id'"),
        (lambda d: d["envelopes"][5].update(id="e0"), "used twice"),
        (lambda d: d["envelopes"][6].update(question="x" * 5000), "longer"),
        (lambda d: d["envelopes"][7].update(colour="red"), "unknown key"),
    ],
)
def test_json_errors_name_the_place(change: Any, message: str) -> None:  # QZ-31
    data = good_json()
    change(data)
    with pytest.raises(PackError, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse_pack(data)


def test_json_packs_load_short_and_with_tours() -> None:  # QZ-31
    """QZ-31: a pack file too short to play, or without a black box, loads (the game start says
    no); tours, handouts and numbers round-trip; a poem's leading spaces stay."""
    data = good_json()
    data.update(envelopes=data["envelopes"][:14], black_box=[], tournament="Кубок", tours=[{"title": "1 тур"}])
    data["envelopes"][0].update(tour=1, number="1", handout="   строка\n   другая", question="  Стих:\n   строка")
    pack = parse_pack(data)
    assert len(pack.envelopes) == 14 and pack.black_box == () and pack.tours[0].title == "1 тур"
    assert pack.envelopes[0].handout == "   строка\n   другая" and pack.envelopes[0].question == "  Стих:\n   строка"
    assert parse_pack(json.loads(json.dumps(pack.to_json()))) == pack
    assert playable(pack) == Unplayable("too_few_envelopes", 14)


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
