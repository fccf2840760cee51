"""The quiz's board scene (PLT-13): what the projector and every TV show, from the public view only
(PLT-05), in four languages (PLT-11), phase by phase, with the spin, the verdict and the winner as
moments of their own; and, over random games, nothing of a question's secrets before its time."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rules.core import MODERATOR
from rules.core.board import LANGS, pick
from rules.quiz.board_texts import TEXTS
from rules.quiz.state import ZERO, Phase
from tests.rules.board import Scene, block, has, texts

from .tables import T0, P, Table


def said(blk: dict[str, Any], lang: str = "en") -> str:
    return pick(blk["text"], lang)


def beat_block(s: Scene, block_id: str) -> dict[str, Any]:
    assert s["beat"] is not None, s
    for blk in s["beat"]["main"]:
        if blk.get("id") == block_id:
            return blk
    raise AssertionError(f"no block {block_id!r} in the beat {json.dumps(s['beat'])[:600]}")


def board(t: Table, code: str = "4821", call: bool = False) -> Scene:
    """The scene in the envelope the table sends, with a four-digit code (QZ-03)."""
    seats = [{"seat": s.number, "nickname": s.nickname, "present": s.present, "connected": True}
             for s in t.game.seats(t.state)]
    view = {"table": {"code": code, "game": "quiz", "lang": "ru", "url": f"http://192.0.2.1:8765/?t={code}",
                      "opened": T0}, "seats": seats, "game": t.public()}
    s = t.game.board(view)
    assert s is not None and json.loads(json.dumps(s)) == s
    return s


def at_score(t: Table, experts: int, viewers: int) -> None:
    while t.score[0] < min(experts, 5):
        t.play_round(True)
    while t.score[1] < viewers:
        t.play_round(False)
    while t.score[0] < experts:
        t.play_round(True)


# --- the lobby ------------------------------------------------------------------------------------
def test_lobby_shows_the_four_digit_code_the_experts_and_who_is_ready() -> None:  # QZ-03, QZ-05, QZ-27
    t = Table(experts=3, options={"call_link": "https://discord.gg/club"})
    t.ok(P(1), "set_look", avatar="owl", hat="bowler")
    t.ok(P(1), "ready")
    t.ok(P(2), "ready")
    s = board(t)
    assert s["moment"] == "lobby" and s["round"] == "" and s["beat"] is None
    join = block(s, "join")
    assert join["code"] == "4821" and join["url"].endswith("t=4821")  # QZ-03
    assert pick(join["caption"], "ru") == "Элитарный Клуб: Знатоки, присоединяйтесь с телефона"
    assert "https://discord.gg/club" in pick(join["call"], "ru")  # QZ-02
    assert "Expert 1, Expert 2, Expert 3" in pick(join["people"], "ru")
    assert said(block(s, "ready"), "ru") == "Готовы: 2 из 3"
    assert block(s, "progress")["n"] == 2 and block(s, "progress")["m"] == 3
    assert said(block(s, "pack"), "ru") == "Пакет вопросов: Pack test"
    assert said(block(s, "captain"), "ru").startswith("Команда выбирает Капитана")
    rows = block(s, "seats")["rows"]
    assert [r["cells"][-1] for r in rows] == ["✓", "✓", "…"]
    assert pick(rows[0]["cells"][1], "ru") == "Сова, котелок"  # QZ-27
    assert pick(s["game"], "ru") == "Почему? Куда? Зачем?"
    t.ok(MODERATOR, "mark_captain", seat=2)
    s = board(t)
    assert said(block(s, "captain"), "ru") == "Капитан: Expert 2"  # QZ-05
    assert block(s, "seats")["rows"][1]["cells"][0] == "★ Expert 2"


def test_five_experts_all_in_the_table() -> None:  # QZ-01
    t = Table(experts=5)
    t.start()
    rows = block(board(t), "seats")["rows"]
    assert [r["cells"][0].lstrip("★ ") for r in rows] == [f"Expert {i}" for i in range(1, 6)]


def test_nobody_yet() -> None:
    s = board(Table(experts=0))
    assert said(block(s, "seats"), "ru") == "Элитарный Клуб ждёт Знатоков…"
    assert not has(s, "ready")


# --- the roulette and the spin ----------------------------------------------------------------------
def test_before_the_first_spin_the_wheel_has_sixteen_sectors_none_played() -> None:  # QZ-08
    t = Table()
    t.start()
    s = board(t)
    assert s["moment"] == "roulette" and s["beat"] is None
    assert block(s, "wheel") == {"kind": "wheel", "id": "wheel", "sectors": 16, "played": [], "landed": None,
                                 "spinning": False}
    assert said(block(s, "banner"), "ru") == "Крупье запускает рулетку…"
    assert said(block(s, "score"), "ru") == "Знатоки 0 : 0 Телезрители"
    assert s["round"] == ""  # no round spun yet


def test_the_spin_is_its_own_moment_then_the_sector_shows() -> None:  # QZ-08
    t = Table()
    t.start()
    t.play_round(True)
    first = t.round.sector
    sector = t.spin()
    s = board(t)
    assert s["moment"] == "question"
    beat = s["beat"]
    assert beat["key"] == "spin-1-2" and beat["hold_ms"] == 4_200
    spinning = beat_block(s, "wheel")
    assert spinning["spinning"] is True and spinning["landed"] == sector and spinning["played"] == [first]
    wheel = block(s, "wheel")  # beneath the beat: stopped on its sector, not greyed yet
    assert wheel["spinning"] is False and wheel["landed"] == sector and wheel["played"] == [first]
    assert said(block(s, "banner"), "ru") == f"Сектор {sector}"
    assert said(block(s, "listen"), "ru") == "Внимание: Крупье читает вопрос."
    assert pick(s["round"], "ru") == "Раунд 2"
    question = t.game.question(t.state, t.round.question).question
    assert question not in json.dumps(s)  # read aloud first (QZ-11)
    t.ok(MODERATOR, "time_go")
    s = board(t)
    assert s["beat"] is None and not has(s, "wheel")  # the clock's stage now
    assert said(block(s, "banner"), "ru") == f"Сектор {sector}"


def test_between_rounds_the_played_sectors_are_greyed() -> None:  # QZ-08
    t = Table()
    t.start()
    t.play_round(True)
    t.play_round(False)
    s = board(t)
    played = sorted(int(r.sector) for r in t.state.match.rounds)  # type: ignore[union-attr]
    assert block(s, "wheel")["played"] == played and block(s, "wheel")["landed"] is None


# --- the minute --------------------------------------------------------------------------------------
def test_the_minute_its_signal_and_the_gong() -> None:  # QZ-11, QZ-12, QZ-13
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    s = board(t)
    assert s["moment"] == "minute" and "cue" not in s
    clock = block(s, "clock")
    assert clock["timer"]["total_ms"] == 60_000 and clock["timer"]["running"] is True
    assert clock["low_ms"] == t.public()["question"]["signal_ms"] == 10_000 and clock["size"] == "huge"  # QZ-12
    assert said(block(s, "question")) == t.game.question(t.state, t.round.question).question  # QZ-11
    assert said(block(s, "clock-note"), "ru") == "Время пошло!"
    t.tick()  # the signal
    s = board(t)
    assert s["moment"] == "signal" and s["cue"] == "quiz_signal"
    assert said(block(s, "clock-note"), "ru") == "Осталось 10 секунд!"
    assert said(block(s, "clock-note"), "uk") == "Залишилось 10 секунд!"
    assert said(block(s, "clock-note"), "pl") == "Zostało 10 sekund!"
    t.tick()  # the gong
    s = board(t)
    assert s["moment"] == "gong" and s["cue"] == "quiz_gong"
    assert said(block(s, "clock-note"), "ru") == "Гонг! Обсуждение окончено"
    assert said(block(s, "answerer"), "ru") == "Капитан, кто отвечает?"
    t.ok(P(1), "name_answerer", seat=2)
    s = board(t)
    assert said(block(s, "answerer"), "ru") == "Отвечать будет Expert 2"  # QZ-07
    assert said(block(s, "answerer"), "uk") == "Відповідає: Expert 2"


def test_an_early_answer() -> None:  # QZ-13
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.wait(20_000)
    t.ok(P(1), "name_answerer", seat=1)
    s = board(t)
    assert said(block(s, "clock-note"), "ru") == "Досрочный ответ"
    assert said(block(s, "answerer"), "ru") == "Отвечать будет Expert 1"


def test_the_signal_counts_its_seconds_in_each_language() -> None:  # QZ-12, PLT-11
    assert pick(TEXTS("signal", n=1), "ru") == "Осталась 1 секунда!"
    assert pick(TEXTS("signal", n=3), "uk") == "Залишилось 3 секунди!"
    assert pick(TEXTS("signal", n=5), "pl") == "Zostało 5 sekund!"
    assert pick(TEXTS("signal", n=22), "pl") == "Zostały 22 sekundy!"
    assert pick(TEXTS("signal", n=1), "en") == "1 second left!"


# --- the verdict ------------------------------------------------------------------------------------
@pytest.mark.parametrize("experts_win", [True, False])
def test_the_verdict_is_a_large_moment_with_the_answer_never_before(experts_win: bool) -> None:  # QZ-06
    t = Table()
    t.start()
    t.to_gong()
    q = t.game.question(t.state, t.round.question)
    before = json.dumps(board(t))
    assert q.answer not in before and q.comment not in before and q.accepted[0] not in before  # QZ-06
    if experts_win:
        t.ok(P(1), "name_answerer", seat=1)
        t.ok(MODERATOR, "accept_answer")
    else:
        t.ok(MODERATOR, "reject_answer")
    s = board(t)
    assert s["moment"] == "verdict" and "cue" not in s
    beat = s["beat"]
    assert beat["key"] == "verdict-1-1" and beat["hold_ms"] >= 6_000
    head = beat_block(s, "verdict")
    assert head["size"] == "winner"
    assert said(head, "ru") == ("Верно! Очко Знатокам" if experts_win else "Неверно. Очко телезрителям")
    assert head["tone"] == ("good" if experts_win else "bad")
    assert said(beat_block(s, "score"), "ru") == ("Знатоки 1 : 0 Телезрители" if experts_win
                                                  else "Знатоки 0 : 1 Телезрители")
    assert said(beat_block(s, "answer"), "ru") == f"Ответ: {q.answer}"
    assert said(beat_block(s, "comment")) == q.comment
    assert said(block(s, "verdict"), "ru") == said(head, "ru")  # beneath it until the next spin
    t.play_round(not experts_win)
    assert board(t)["beat"]["key"] == "verdict-1-2"  # one key per occurrence


def test_an_annulled_round_never_shows_its_answer() -> None:  # QZ-20
    t = Table()
    t.start()
    t.to_gong()
    answer = t.game.question(t.state, t.round.question).answer
    t.ok(MODERATOR, "annul_round")
    s = board(t)
    assert s["beat"]["key"] == "annulled-1-1"
    assert said(beat_block(s, "verdict"), "ru") == "Раунд аннулирован: очко никому"
    assert answer not in json.dumps(s)
    assert said(block(s, "annulments"), "ru") == "Аннулировано раундов: 1 из 2"
    t.play_round(True)
    t.ok(MODERATOR, "annul_round")  # the judged round taken back: a moment of its own
    s = board(t)
    assert s["beat"]["key"] == "annulled-1-2" and "Ответ" not in texts(s, "ru")


def test_the_black_box_brought_in_then_opened() -> None:  # QZ-09
    for seed in range(40):
        t = Table(seed=seed)
        t.start()
        for i in range(8):
            if t.spin() == ZERO:
                break
            t.ok(MODERATOR, "time_go")
            t.tick()
            t.tick()
            t.ok(MODERATOR, "name_answerer", seat=1)
            t.ok(MODERATOR, "accept_answer" if i % 2 else "reject_answer")
        else:
            continue
        s = board(t)
        assert said(block(s, "banner"), "ru") == "Зелёный сектор Зеро — Чёрный ящик!"
        assert said(block(s, "black-box"), "ru") == "Зелёный сектор! Под музыку выносят Чёрный ящик"
        assert s["beat"]["main"][-1]["landed"] == ZERO
        contents = t.game.question(t.state, t.round.question).answer
        t.ok(MODERATOR, "time_go")
        t.tick()
        t.tick()
        assert contents not in json.dumps(board(t))
        t.ok(P(1), "name_answerer", seat=1)
        t.ok(MODERATOR, "accept_answer")
        s = board(t)
        assert said(beat_block(s, "answer"), "ru") == f"В Чёрном ящике: {contents}"
        assert said(beat_block(s, "black-box"), "ru") == "Чёрный ящик вскрыт"
        assert said(block(s, "black-box"), "ru") == "Чёрный ящик вскрыт"  # on the stage until the next spin
        t.spin()
        assert not has(board(t), "black-box")
        return
    pytest.fail("Zero never came up")


# --- lifelines and penalties --------------------------------------------------------------------
def test_lifelines_by_the_rule_books_names() -> None:  # QZ-15, QZ-16, QZ-17, QZ-18
    t = Table()
    t.start()
    t.spin()
    s = board(t)
    names = [pick(r["cells"][0], "ru") for r in block(s, "lifelines")["rows"]]
    assert names == ["Минута в кредит", "Помощь Клуба", "Помощь Ведущего"]
    assert pick(block(s, "lifelines")["title"], "ru") == "Палочки-выручалочки"
    t.ok(MODERATOR, "time_go")
    t.ok(MODERATOR, "minute_on_credit")
    s = board(t)
    assert said(block(s, "lifeline"), "ru") == "Минута в кредит: +60 секунд"  # QZ-16
    assert pick(block(s, "lifelines")["rows"][0]["cells"][1], "ru") == "использована в раунде 1"
    assert said(block(s, "debt"), "ru") == "Долг: Минута в кредит из раунда 1 — Крупье взыщет её позже"
    t.tick()
    t.tick()
    t.ok(MODERATOR, "reject_answer")
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.ok(MODERATOR, "clubs_help", hint="Think of a square lid")
    s = board(t)
    assert said(block(s, "hint"), "ru") == "Помощь Клуба: Think of a square lid"  # QZ-17
    t.tick()
    t.tick()
    t.ok(MODERATOR, "reject_answer")
    t.to_gong()
    t.ok(MODERATOR, "hosts_help")
    s = board(t)
    assert said(block(s, "lifeline"), "ru") == "Помощь Ведущего: Крупье даёт устную наводку"  # QZ-18
    t.ok(MODERATOR, "reject_answer")
    t.spin()
    t.ok(MODERATOR, "collect_debt")
    s = board(t)
    assert said(block(s, "debt-round"), "ru").startswith("Возврат Минуты в кредит: минуты нет")  # QZ-16
    assert not has(s, "debt")


def test_penalties_by_the_rule_books_names() -> None:  # QZ-19
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "penalty", kind="hat_taken", seat=2)
    t.ok(MODERATOR, "penalty", kind="sent_off", seat=3)
    t.ok(MODERATOR, "penalty", kind="cut_time")
    s = board(t)
    lines = [pick(r["cells"][0], "ru") for r in block(s, "penalties")["rows"]]
    assert lines == ["Лишение шапки: Expert 2", "Удаление на раунд 2: Expert 3", "Урезанное время: 40 секунд в раунде 2"]
    assert pick(block(s, "seats")["rows"][1]["cells"][1], "ru") == "без шапки"
    t.ok(MODERATOR, "time_go")
    t.tick()
    t.tick()
    t.ok(MODERATOR, "reject_answer")
    t.spin()
    t.ok(MODERATOR, "time_go")
    s = board(t)
    assert said(block(s, "sits-out"), "ru") == "Удаление на раунд: Expert 3"
    row = block(s, "seats")["rows"][2]
    assert pick(row["cells"][2], "ru") == "удаление на раунд" and row["tone"] == "warn"
    assert block(s, "clock")["timer"]["total_ms"] == 40_000


# --- the final round and the winner ---------------------------------------------------------------
def test_the_final_round_at_five_all() -> None:  # QZ-23
    t = Table()
    t.start()
    at_score(t, 5, 5)
    s = board(t)
    assert said(block(s, "banner"), "ru") == "Счёт 5:5 — Финальный раунд!"
    t.spin()
    t.ok(MODERATOR, "time_go")
    s = board(t)
    assert said(block(s, "banner"), "ru") == "Счёт 5:5 — Финальный раунд!"
    states = [pick(r["cells"][1], "ru") for r in block(s, "lifelines")["rows"]]
    assert states[1:] == ["сгорела", "сгорела"]


@pytest.mark.parametrize("experts_win", [True, False])
def test_the_winner_is_a_moment_with_the_deciding_point(experts_win: bool) -> None:  # QZ-22, QZ-24
    t = Table()
    t.start()
    at_score(t, 5, 3) if experts_win else at_score(t, 3, 5)
    t.play_round(experts_win)
    assert t.phase is Phase.FINISHED
    s = board(t)
    assert s["moment"] == "finished" and s["cue"] in ("quiz_victory", "quiz_defeat")
    assert s["beat"]["key"] == "winner-1" and s["beat"]["hold_ms"] >= 6_000
    winner = "Победили Знатоки!" if experts_win else "Победили телезрители!"
    assert said(beat_block(s, "winner"), "ru") == winner
    assert said(beat_block(s, "verdict"), "ru") == ("Верно! Очко Знатокам" if experts_win
                                                    else "Неверно. Очко телезрителям")
    assert said(block(s, "winner"), "ru") == winner and block(s, "winner")["size"] == "winner"
    assert said(block(s, "final-score")) == ("6 : 3" if experts_win else "3 : 6")
    assert "Когда стихнет музыка, все вернутся в лобби." in texts(s, "ru")
    t.ok(MODERATOR, "to_lobby")
    assert board(t)["moment"] == "lobby" and board(t)["beat"] is None


# --- the languages ------------------------------------------------------------------------------------
SAME_IN_POLISH = {"hat_fedora", "hat_beret", "hat_panama", "hat_cylinder"}
"""Hats called the same in Polish and English."""


def test_no_english_in_the_other_languages() -> None:  # PLT-11
    for key, entry in TEXTS.entries.items():
        for lang in ("uk", "pl", "ru"):
            if key in SAME_IN_POLISH and lang == "pl":
                continue
            assert entry[lang] != entry["en"], (key, lang)


def test_every_scene_of_a_game_speaks_four_languages() -> None:  # PLT-11
    t = Table()
    scenes = [board(t)]
    t.start()
    scenes.append(board(t))
    t.spin()
    scenes.append(board(t))
    t.ok(MODERATOR, "time_go")
    scenes.append(board(t))
    t.tick()
    t.tick()
    scenes.append(board(t))
    t.ok(MODERATOR, "reject_answer")
    scenes.append(board(t))
    at_score(t, 6, 1)
    scenes.append(board(t))

    def each_text(v: Any) -> list[Any]:
        if isinstance(v, dict) and set(v) & set(LANGS):
            return [v]
        if isinstance(v, dict):
            return [x for w in v.values() for x in each_text(w)]
        if isinstance(v, list):
            return [x for w in v for x in each_text(w)]
        return []

    for s in scenes:
        for text in each_text(s):
            assert set(text) == set(LANGS) and all(text.values()), text
        ru = texts(s, "ru")
        for word in ("Round", "Experts", "Viewers", "Sector", "Answer", "Lifelines", "Captain"):
            assert word not in ru, (word, ru)
        for lang in LANGS:
            assert texts(s, lang)


def test_the_rule_books_words_in_russian() -> None:  # QZ-08, QZ-15, QZ-19
    ru = {key: forms for key, forms in TEXTS.strings()["ru"].items()}
    joined = "\n".join(ru.values())
    assert "волчок" not in joined and "рулетку" in ru["spinning"]
    assert "Минута в долг" not in joined and ru["ll_minute_on_credit"] == "Минута в кредит"
    assert ru["pen_hat_taken"].startswith("Лишение шапки")
    assert ru["pen_cut_time"].startswith("Урезанное время") and ru["pen_sent_off"].startswith("Удаление на раунд")
    assert ru["lifelines"] == "Палочки-выручалочки"
    assert ru["final"] == "Счёт 5:5 — Финальный раунд!" and ru["box_brought"].startswith("Зелёный сектор")


def test_the_board_reads_only_the_public_view() -> None:  # PLT-05
    t = Table()
    t.start()
    t.to_gong()
    scene = board(t)
    # the console's view holds the answer; the board never gets it (the table passes the public one)
    console = t.console()
    assert console["secrets"]["answer"] not in json.dumps(scene)
    assert t.game.board({"table": {}, "seats": [], "game": t.public()})["moment"] == "gong"
