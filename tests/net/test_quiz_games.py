"""Whole games of the Elite Club quiz played by 2–5 phones over real WebSockets on loopback.

The experts use only the protocol from their phones (look, "Ready", the captain's answerer and
lifeline requests); the Croupier presses the console's buttons (requests to the table as the
console sends them); a board watches. Every round checks what the phones and the board are shown
against the Croupier's secrets. Clauses: QZ-01..QZ-25 (QZ-25: games and wins), QZ-27, QZ-31, PLT-06,
PLT-10, PLT-17.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from net import protocol
from net import records as records_module
from rules.core import MODERATOR, Rejection, Request
from rules.quiz import state as quiz
from tests.net.phones import Phone, ServedTable, served_table

NAMES = ("Ola", "Taras", "Marta", "Ivan", "Zosia")
LOOKS = (("owl", "bowler"), ("fox", "top_hat"), ("cat", "fedora"), ("bear", "beret"), ("hippo", "cap"))
SECRET = "hasło-eksperta"


@pytest.fixture(autouse=True)
def quick_thumbs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests play faster than any thumb (and every settle is a ping per phone)."""
    monkeypatch.setattr(protocol, "MESSAGES_PER_SECOND", 10_000)


def acked(answer: dict[str, Any]) -> None:
    assert answer["type"] == "ack", answer


def refused(answer: dict[str, Any], code: str) -> None:
    assert answer["type"] == "error" and answer["code"] == code, answer


class Club:
    """One served quiz table: its experts' phones, a board, and the Croupier at the console."""

    def __init__(self, st: ServedTable, experts: list[Phone], board: Phone) -> None:
        self.st = st
        self.experts = experts
        self.board = board

    @property
    def captain(self) -> Phone:
        return self.st.by_seat(self.board.game["captain"])

    @property
    def question(self) -> dict[str, Any]:
        return dict(self.board.game["question"])

    def score(self, phone: Phone | None = None) -> tuple[int, int]:
        score = (phone or self.board).game["score"]
        return score["experts"], score["viewers"]

    async def croupier(self, type_: str, **args: Any) -> None:
        self.st.moderator(type_, **args)
        await self.st.settle()

    def croupier_refused(self, type_: str, **args: Any) -> str:
        result = self.st.table.submit(MODERATOR, Request(type_, args))
        assert isinstance(result, Rejection), f"{type_} {args} was accepted"
        return str(result.code)

    def console(self) -> dict[str, Any]:
        return dict(self.st.table.moderator_view()["game"])

    def secrets(self) -> dict[str, Any]:
        return self.st.secrets()

    def everyone(self) -> list[Phone]:
        return [*self.experts, self.board]

    def frames(self) -> str:
        """Every frame every phone and the board received so far, decoded."""
        return "\n".join(json.dumps(json.loads(f), ensure_ascii=False) for p in self.everyone() for f in p.frames)

    # --- a round ------------------------------------------------------------------------------
    async def spin(self) -> dict[str, Any]:
        """Spin the roulette; the question as the board shows it (not its text yet)."""
        played = set(self.board.game["roulette"]["played"])
        number = self.board.game["round"] + 1
        await self.croupier("spin")
        q = self.question
        assert q["sector"] not in played and self.board.game["round"] == number  # QZ-08
        assert q["black_box"] is (q["sector"] == 0)  # QZ-09: Zero is the black box
        if number == 1 or q["final"]:
            assert not q["black_box"]  # QZ-10
        for phone in self.everyone():  # QZ-11: the Croupier reads it aloud first
            assert phone.game["question"]["text"] is None and phone.game["question"]["answer"] is None
        assert self.secrets()["question"] and self.secrets()["answer"]
        return q

    async def time_go(self, total_ms: int = quiz.MINUTE_MS) -> None:
        """ "Время пошло": the text on every screen, the minute running (QZ-11)."""
        await self.croupier("time_go")
        text = self.secrets()["question"]
        for phone in self.everyone():
            q = phone.game["question"]
            assert phone.game["phase"] == "minute" and q["text"] == text
            assert q["timer"]["total_ms"] == total_ms and q["timer"]["running"]

    async def name(self, answerer: Phone) -> None:
        """The captain names the answerer from the phone (QZ-07, QZ-13, QZ-14)."""
        acked(await self.captain.send("name_answerer", seat=answerer.seat))
        await self.st.settle()
        for phone in self.experts:
            assert phone.me["answering"] is (phone is answerer)  # QZ-14: only the named one answers
        assert self.board.game["phase"] == "answer" and self.question["answerer"] == answerer.seat

    async def verdict(self, right: bool) -> None:
        """The Croupier judges (QZ-06); only now does the answer reach the screens."""
        secrets = self.secrets()
        before = self.score()
        for phone in self.everyone():
            assert phone.game["question"]["answer"] is None  # QZ-06: for the Croupier's eyes only
        await self.croupier("accept_answer" if right else "reject_answer")
        shown = {"answer": secrets["answer"], "accepted": secrets["accepted"], "comment": secrets["comment"]}
        for phone in self.everyone():
            q = phone.game["question"]
            assert q["verdict"] == ("experts" if right else "viewers") and q["answer"] == shown
        assert self.score() == (before[0] + right, before[1] + (not right))

    async def play(self, right: bool, answerer: Phone | None = None) -> dict[str, Any]:
        """A round: spin, "Время пошло", an early answer named by the captain, the verdict."""
        q = await self.spin()
        await self.time_go()
        await self.name(answerer or self.captain)
        await self.verdict(right)
        return q


def minute(phone: Phone) -> tuple[int, dict[str, Any]]:
    """The server's time and the minute's timer in the latest view this phone received."""
    for frame in reversed(phone.frames):
        msg = json.loads(frame)
        if msg["type"] == "view":
            return int(msg["server_time"]), dict(msg["view"]["game"]["question"]["timer"])
    raise AssertionError("no view")


def added_ms(before: tuple[int, dict[str, Any]], after: tuple[int, dict[str, Any]]) -> int:
    """Time added to a running minute between two views (the time that ran meanwhile put back)."""
    (t0, timer0), (t1, timer1) = before, after
    assert timer0["running"] and timer1["running"]
    return int(timer1["left_ms"] + (t1 - t0) - timer0["left_ms"])


async def open_club(st: ServedTable, experts: int, captain: int = 0) -> Club:
    """Experts join, choose a look, press "Ready"; the Croupier marks the captain and starts."""
    phones = await st.seat(*NAMES[:experts])
    board = await Phone(st.url).board(st.table.code)
    st.phones.append(board)
    club = Club(st, phones, board)
    for phone, (avatar, hat) in zip(phones, LOOKS, strict=False):
        acked(await phone.send("set_look", avatar=avatar, hat=hat))  # QZ-27
        acked(await phone.send("ready"))  # QZ-03
    await club.croupier("mark_captain", seat=phones[captain].seat)  # QZ-05
    await club.croupier("start")
    for phone in club.everyone():
        assert phone.game["phase"] == "roulette" and phone.game["match"] == 1
    return club


# --- the lobby --------------------------------------------------------------------------------


async def test_the_lobby(tmp_path):  # QZ-01, QZ-02, QZ-03, QZ-05, QZ-27, QZ-31
    """QZ-01: 2 to 5 experts; QZ-02: the call link; QZ-03: everyone "Ready", then the Croupier
    starts; QZ-05: the captain marked on the console; QZ-27: avatar and hat seen at the table;
    QZ-31: the Croupier picks the pack."""
    async with served_table(tmp_path, "quiz", 3) as st:
        [first] = await st.seat(NAMES[0])
        board = await Phone(st.url).board(st.table.code)
        st.phones.append(board)
        club = Club(st, [first], board)
        acked(await first.send("ready"))
        await club.croupier("mark_captain", seat=first.seat)
        assert club.croupier_refused("start") == "too_few_players"  # QZ-01: at least two
        club.experts += await st.seat(*NAMES[1:5])
        assert await Phone(st.url).refused_join(st.table.code, "Sixth") == "table_full"  # QZ-01: at most five
        # QZ-27: a look from the phone, seen by everyone
        refused(await first.send("set_look", avatar="unicorn"), "bad_argument")
        for phone, (avatar, hat) in zip(club.experts, LOOKS, strict=True):
            acked(await phone.send("set_look", avatar=avatar, hat=hat))
        await st.settle()
        looks = {e["seat"]: (e["avatar"], e["hat"]) for e in board.game["experts"]}
        assert looks == {p.seat: look for p, look in zip(club.experts, LOOKS, strict=True)}
        # QZ-02, QZ-31: the call link and the pack, from the console
        await club.croupier("set_options", pack="ru_pochemu", call_link="https://discord.gg/club")
        assert board.game["options"]["call_link"] == "https://discord.gg/club"
        assert board.game["pack"]["id"] == "ru_pochemu"
        # QZ-03: everyone presses "Ready"; one who takes it back holds the start
        for phone in club.experts[1:]:
            acked(await phone.send("ready"))
        acked(await club.experts[2].send("ready", ready=False))
        await st.settle()
        assert not st.by_seat(club.experts[2].seat).me["ready"]
        assert club.croupier_refused("start") == "wrong_phase"
        assert "start" not in st.table.moderator_view()["allowed"]
        acked(await club.experts[2].send("ready"))
        await st.settle()
        assert all(e["ready"] for e in board.game["experts"])
        assert "start" in st.table.moderator_view()["allowed"]
        # QZ-05: the captain is the Croupier's mark, seen on every screen and on his own phone
        await club.croupier("mark_captain", seat=club.experts[1].seat)
        assert board.game["captain"] == club.experts[1].seat
        assert [p.me["captain"] for p in club.experts] == [False, True, False, False, False]
        await club.croupier("start")
        assert all(p.game["phase"] == "roulette" for p in club.everyone())
        refused(await first.send("set_look", hat="beret"), "wrong_phase")  # the look is chosen in the lobby
        refused(await first.send("ready", ready=False), "wrong_phase")
        await club.spin()
        texts = {q.question for q in st.table.game.packs["ru_pochemu"].envelopes}  # type: ignore[attr-defined]
        assert club.secrets()["question"] in texts  # QZ-31: the chosen pack's envelopes


# --- whole games ------------------------------------------------------------------------------

EXPERTS_WIN = (True, False, True, True, False, True, False, True, True)  # 6:3
VIEWERS_WIN = tuple(not right for right in EXPERTS_WIN)  # 3:6


@pytest.mark.parametrize("experts", [2, 5])
@pytest.mark.parametrize("winner", ["experts", "viewers"])
async def test_a_whole_game_to_six_points(tmp_path, experts, winner):  # QZ-01, QZ-22, QZ-24, QZ-06, QZ-07, QZ-08, QZ-10, QZ-11, QZ-13, QZ-14
    """QZ-01, QZ-22: 2 and 5 experts play the viewers until one side has 6 points; QZ-06, QZ-07,
    QZ-08, QZ-10, QZ-11, QZ-13, QZ-14 every round; QZ-24: the music, then back to the lobby."""
    async with served_table(tmp_path, "quiz", 20 + experts) as st:
        club = await open_club(st, experts)
        others = [p for p in club.experts if p is not club.captain]
        pattern = EXPERTS_WIN if winner == "experts" else VIEWERS_WIN
        for i, right in enumerate(pattern):
            if i == 0:  # QZ-07: the captain's word only; and no verdict for the experts before it
                await club.spin()
                await club.time_go()
                refused(await others[0].send("name_answerer", seat=others[0].seat), "not_allowed")
                assert "name_answerer" not in others[0].view["allowed"]
                assert "name_answerer" in club.captain.view["allowed"]
                assert club.croupier_refused("accept_answer") == "wrong_phase"
                await club.name(club.experts[-1])
                refused(await club.captain.send("name_answerer", seat=club.captain.seat), "already_done")
                await club.verdict(right)
            else:  # QZ-13: any expert, the captain himself included
                await club.play(right, club.experts[i % experts])
            assert [h["verdict"] for h in club.board.game["history"]] == [
                "experts" if r else "viewers" for r in pattern[: i + 1]]
        final = (6, 3) if winner == "experts" else (3, 6)
        for phone in club.everyone():
            assert phone.game["phase"] == "finished" and phone.game["winner"] == winner  # QZ-22
            assert club.score(phone) == final
        played = club.board.game["roulette"]["played"]
        assert len(set(played)) == len(pattern)  # QZ-08: a played sector never comes back
        assert club.croupier_refused("spin") == "wrong_phase"
        assert club.croupier_refused("annul_round") == "wrong_phase"  # the deciding verdict stands
        assert await Phone(st.url).refused_join(st.table.code, "Late") == "wrong_phase"
        # QZ-24: when the music ends, everyone returns to the lobby, "not ready"
        await club.croupier("to_lobby")
        for phone in club.everyone():
            game = phone.game
            assert game["phase"] == "lobby" and game["match"] is None and game["question"] is None
            assert all(not e["ready"] for e in game["experts"])
        assert club.board.game["captain"] == club.captain.seat
        assert [p.me["avatar"] for p in club.experts] == [look[0] for look in LOOKS[:experts]]
        # the next match at this table
        for phone in club.experts:
            acked(await phone.send("ready"))
        await club.croupier("start")
        assert club.board.game["match"] == 2 and club.score() == (0, 0)


@pytest.mark.parametrize("winner", ["experts", "viewers"])
async def test_the_final_round_at_five_all(tmp_path, winner):  # QZ-23, QZ-10, QZ-22
    """QZ-23: at 5:5 the final round: the Club's and the Host's help burn, Minute on credit (still
    unused) stays; no black box (QZ-10); the deciding point ends the game (QZ-22)."""
    async with served_table(tmp_path, "quiz", 7) as st:
        club = await open_club(st, 3)
        for i in range(10):
            await club.play(i % 2 == 0, club.experts[i % 3])
        assert club.score() == (5, 5)
        q = await club.spin()
        assert q["final"] and not q["black_box"]  # QZ-10
        lifelines = club.board.game["lifelines"]
        assert {k: v["state"] for k, v in lifelines.items()} == {
            "minute_on_credit": "available", "clubs_help": "burnt", "hosts_help": "burnt"}
        await club.time_go()
        refused(await club.captain.send("ask_lifeline", lifeline="clubs_help"), "not_allowed")
        assert club.croupier_refused("clubs_help") == "not_allowed"
        acked(await club.captain.send("ask_lifeline", lifeline="minute_on_credit"))
        await st.settle()
        assert club.console()["lifeline_asked"] == "minute_on_credit"  # the Croupier sees the request
        assert club.captain.me["lifeline_asked"] == "minute_on_credit"
        before = minute(club.board)
        await club.croupier("minute_on_credit")  # QZ-16: +60 s
        assert added_ms(before, minute(club.board)) == quiz.CREDIT_MS
        assert club.console()["lifeline_asked"] is None
        await club.name(club.experts[1])
        await club.verdict(winner == "experts")
        assert club.score() == ((6, 5) if winner == "experts" else (5, 6))
        assert all(p.game["phase"] == "finished" and p.game["winner"] == winner for p in club.everyone())
        assert club.board.game["debt"] == {"taken_in": 11, "collected_in": None}  # QZ-16: void now


async def test_the_black_box_is_opened_after_the_answer(tmp_path):  # QZ-09
    """QZ-09: Zero brings in the black box: its question is read, the standard minute runs, and
    only after the answer is the box opened (its contents on every screen)."""
    async with served_table(tmp_path, "quiz", 4) as st:
        club = await open_club(st, 2)
        for i in range(11):
            q = await club.spin()
            if q["black_box"]:
                break
            await club.time_go()
            await club.name(club.experts[i % 2])
            await club.verdict(i % 2 == 0)
        else:
            raise AssertionError("Zero never came up before the final round")
        assert club.board.game["round"] > 1 and q["sector"] == 0
        box = st.table.game.packs[club.board.game["pack"]["id"]].black_box  # type: ignore[attr-defined]
        contents = club.secrets()["answer"]
        assert contents in {b.answer for b in box}
        assert contents not in club.frames()
        await club.time_go()  # the standard minute
        await club.name(club.captain)
        assert contents not in club.frames()
        await club.verdict(True)  # the box is opened
        assert all(p.game["question"]["answer"]["answer"] == contents for p in club.everyone())
        assert club.board.game["history"][-1]["black_box"] is True


# --- the minute and the lifelines ---------------------------------------------------------------


async def test_lifelines_once_per_game_one_per_round(tmp_path):  # QZ-07, QZ-15, QZ-16, QZ-17
    """QZ-15: each lifeline once per game, one per round, the captain asks (QZ-07) and the Croupier
    activates; QZ-17: the Club's help reaches the experts' phones and adds 60 s; QZ-16: Minute on
    credit adds 60 s and is paid back in a round the Croupier picks, with no minute at all."""
    async with served_table(tmp_path, "quiz", 5) as st:
        club = await open_club(st, 3)
        captain, others = club.captain, [p for p in club.experts if p is not club.captain]
        # round 1: the Club's help
        await club.spin()
        refused(await captain.send("ask_lifeline", lifeline="clubs_help"), "wrong_phase")  # not before the minute
        assert "clubs_help" not in captain.me["may_ask"]
        await club.time_go()
        # the captain's phone offers exactly what may be asked now; the others' nothing
        assert captain.me["may_ask"] == ["minute_on_credit", "clubs_help"]
        assert all(p.me["may_ask"] == [] for p in others)
        refused(await others[0].send("ask_lifeline", lifeline="clubs_help"), "not_allowed")  # QZ-07
        refused(await captain.send("ask_lifeline", lifeline="a_phone_call"), "bad_argument")
        assert club.croupier_refused("hosts_help") == "wrong_phase"  # QZ-18: not during the minute
        acked(await captain.send("ask_lifeline", lifeline="clubs_help"))
        await st.settle()
        assert club.console()["lifeline_asked"] == "clubs_help"
        assert captain.me["lifeline_asked"] == "clubs_help"
        assert all(p.me["lifeline_asked"] is None for p in others)
        assert "lifeline_asked" not in club.board.game
        hint = club.secrets()["hint"]
        assert hint and hint not in club.frames()  # not before the Croupier gives it
        before = minute(club.board)
        await club.croupier("clubs_help")
        for phone in club.experts:  # QZ-17: on the experts' screens
            assert phone.me["hint"] == hint and phone.game["question"]["clubs_help"] == hint
        assert added_ms(before, minute(club.board)) == quiz.CLUBS_HELP_MS  # +60 s
        assert club.board.game["lifelines"]["clubs_help"] == {"state": "used", "round": 1}
        refused(await captain.send("ask_lifeline", lifeline="minute_on_credit"), "already_done")  # one per round
        assert captain.me["may_ask"] == []
        assert club.croupier_refused("minute_on_credit") == "already_done"
        await club.name(others[0])
        await club.verdict(True)
        assert all(p.me["hint"] is None for p in club.experts)  # the hint lives with its round
        # round 2: the Club's help is spent; Minute on credit
        await club.spin()
        await club.time_go()
        refused(await captain.send("ask_lifeline", lifeline="clubs_help"), "already_done")  # once per game
        assert club.croupier_refused("clubs_help") == "already_done"
        acked(await captain.send("ask_lifeline", lifeline="minute_on_credit"))
        before = minute(club.board)
        await club.croupier("minute_on_credit")
        assert added_ms(before, minute(club.board)) == quiz.CREDIT_MS
        assert club.board.game["debt"] == {"taken_in": 2, "collected_in": None}
        await club.name(captain)
        await club.verdict(False)
        # round 3: the Croupier collects the debt: the answer at once, no minute
        await club.spin()
        await club.croupier("collect_debt")
        q = club.question
        assert club.board.game["phase"] == "answer" and q["timer"] is None and q["debt_collected"]
        assert q["text"] == club.secrets()["question"] and not q["gong"]
        assert club.board.game["debt"] == {"taken_in": 2, "collected_in": 3}
        refused(await captain.send("ask_lifeline", lifeline="minute_on_credit"), "already_done")
        await club.name(others[1])
        await club.verdict(True)
        # round 4: nothing left to pay back, nothing left to take but the Host's help
        await club.spin()
        assert club.croupier_refused("collect_debt") == "not_allowed"
        await club.time_go()
        assert "ask_lifeline" not in captain.view["allowed"]  # the Host's help comes after the gong
        await club.name(captain)
        await club.verdict(True)
        assert club.score() == (3, 1)


@pytest.fixture()
def short_minute(monkeypatch: pytest.MonkeyPatch) -> None:
    """A one-second minute, so that the signal and the gong really sound (the table's own timer)."""
    monkeypatch.setattr(quiz, "MINUTE_MS", 1000)
    monkeypatch.setattr(quiz, "SIGNAL_MS", 500)
    monkeypatch.setattr(quiz, "CREDIT_MS", 1000)


async def until_gong(club: Club) -> None:
    await club.board.wait(lambda: club.board.game["phase"] == "answer", 5)
    await club.st.settle()


async def test_signal_gong_and_the_hosts_help(tmp_path, short_minute):  # QZ-12, QZ-13, QZ-16, QZ-17, QZ-18
    """QZ-12: the signal 10 s (here: half the shortened minute) before the end; QZ-13: after the
    gong discussion stops and the captain names anyone, himself included; QZ-17: no Club's help
    after the gong; QZ-18: the Host's help only after the minute, with no extra time; QZ-16:
    Minute on credit after the gong is a fresh minute."""
    async with served_table(tmp_path, "quiz", 6) as st:
        club = await open_club(st, 2)
        captain = club.captain
        await club.spin()
        await club.time_go(1000)
        refused(await captain.send("ask_lifeline", lifeline="hosts_help"), "wrong_phase")
        await until_gong(club)
        views = [json.loads(f)["view"]["game"] for f in club.board.frames if json.loads(f)["type"] == "view"]
        signals = [g for g in views if g["phase"] == "minute" and g["question"]["signalled"]]
        assert signals, "no signal before the gong"  # QZ-12
        assert 0 < signals[0]["question"]["timer"]["left_ms"] <= 500
        q = club.question
        assert q["gong"] and q["timer"]["left_ms"] == 0 and not q["timer"]["running"] and not q["early"]
        assert club.croupier_refused("clubs_help") == "wrong_phase"  # QZ-17: during the minute only
        assert club.croupier_refused("accept_answer") == "wrong_phase"  # QZ-07: nobody named yet
        acked(await captain.send("ask_lifeline", lifeline="hosts_help"))
        await st.settle()
        assert club.console()["lifeline_asked"] == "hosts_help"
        await club.croupier("hosts_help")  # QZ-18: an oral hint, no extra time
        q = club.question
        assert club.board.game["phase"] == "answer" and q["timer"]["left_ms"] == 0 and q["lifeline"] == "hosts_help"
        assert all(p.me["hint"] is None for p in club.experts)  # the Host's hint is spoken
        await club.name(captain)  # QZ-13: "Я отвечу сам"
        await club.verdict(True)
        # round 2: Minute on credit after the gong: discussion starts again for a fresh minute
        await club.spin()
        await club.time_go(1000)
        await until_gong(club)
        acked(await captain.send("ask_lifeline", lifeline="minute_on_credit"))
        await club.croupier("minute_on_credit")
        q = club.question
        assert club.board.game["phase"] == "minute" and q["timer"]["total_ms"] == 1000 and not q["gong"]
        await until_gong(club)
        assert club.question["gong"]
        await club.name(club.experts[1])
        await club.verdict(False)
        # round 3: the Croupier pauses and resumes the minute; an early answer stops discussion
        await club.spin()
        await club.time_go(1000)
        await club.croupier("pause_timer")
        left = club.question["timer"]["left_ms"]
        assert not club.question["timer"]["running"] and left > 0
        await club.croupier("resume_timer")
        await club.name(club.experts[1])
        q = club.question
        assert q["early"] and not q["gong"] and q["timer"]["left_ms"] > 0 and not q["timer"]["running"]
        assert club.croupier_refused("clubs_help") == "wrong_phase"  # discussion is over
        await club.verdict(True)
        assert club.score() == (2, 1)


# --- penalties and annulments -------------------------------------------------------------------


async def test_penalties_cut_time_sent_off_hat_taken(tmp_path):  # QZ-19
    """QZ-19: cut time makes the next round's minute 40 s; an expert sent off sits out the next
    round (his phone shows it, he cannot be named); a hat taken stays taken to the end of the game."""
    async with served_table(tmp_path, "quiz", 8) as st:
        club = await open_club(st, 3)
        captain, b, c = club.experts
        await club.spin()
        await club.time_go()
        await club.croupier("penalty", kind="cut_time")
        assert club.croupier_refused("penalty", kind="cut_time") == "already_done"  # one cut per round
        assert club.croupier_refused("penalty", kind="cut_time", seat=b.seat) == "bad_argument"
        await club.croupier("penalty", kind="sent_off", seat=b.seat)
        await club.croupier("penalty", kind="hat_taken", seat=c.seat)
        assert club.board.game["penalties"] == [
            {"kind": "cut_time", "seat": None, "given_in": 1, "applies_to": 2},
            {"kind": "sent_off", "seat": b.seat, "given_in": 1, "applies_to": 2},
            {"kind": "hat_taken", "seat": c.seat, "given_in": 1, "applies_to": 1},
        ]
        assert [p["kind"] for p in b.me["penalties"]] == ["sent_off"]
        hats = {e["seat"]: (e["hat"], e["hat_taken"]) for e in club.board.game["experts"]}
        assert hats[c.seat] == (None, True) and hats[b.seat] == (LOOKS[1][1], False)
        assert (c.me["hat"], c.me["hat_taken"]) == (None, True)
        assert not b.me["sitting_out"]  # the send-off bites the next round
        await club.name(b)
        await club.verdict(True)
        # round 2: 40 seconds, and b sits out
        await club.spin()
        assert b.me["sitting_out"] and not captain.me["sitting_out"] and not c.me["sitting_out"]
        assert club.question["sitting_out"] == [b.seat]
        assert {e["seat"]: e["sitting_out"] for e in club.board.game["experts"]}[b.seat] is True
        await club.time_go(quiz.CUT_TIME_MS)
        refused(await captain.send("name_answerer", seat=b.seat), "bad_argument")
        await club.name(c)
        await club.verdict(False)
        # between rounds: the captain and b are sent off for round 3; c must be left to answer
        await club.croupier("penalty", kind="sent_off", seat=captain.seat)
        await club.croupier("penalty", kind="sent_off", seat=b.seat)
        assert club.croupier_refused("penalty", kind="sent_off", seat=c.seat) == "not_allowed"
        # round 3: the full minute again; the captain sits out: the Croupier acts on his word aloud
        await club.spin()
        await club.time_go(quiz.MINUTE_MS)
        assert captain.me["sitting_out"] and "name_answerer" not in captain.view["allowed"]
        refused(await captain.send("name_answerer", seat=c.seat), "not_allowed")
        refused(await captain.send("ask_lifeline", lifeline="clubs_help"), "not_allowed")
        await club.croupier("clubs_help", hint="Think of the weather at sea")  # a hint typed by the Croupier
        assert all(p.me["hint"] == "Think of the weather at sea" for p in club.experts)
        assert club.croupier_refused("name_answerer", seat=b.seat) == "bad_argument"
        await club.croupier("name_answerer", seat=c.seat)
        assert c.me["answering"]
        await club.verdict(True)
        # round 4: everyone plays again; the hat stays taken until the end of the game
        await club.spin()
        assert not any(p.me["sitting_out"] for p in club.experts)
        assert c.me["hat_taken"] and c.me["hat"] is None
        await club.time_go()
        await club.name(b)
        await club.verdict(True)


async def test_annulments(tmp_path):  # QZ-20, QZ-21
    """QZ-20: a round annulled (while played, or just judged until the next spin) scores for nobody,
    its sector is spent and an unjudged one never shows its answer; at most two; QZ-21: a third
    ends the match and returns everyone to the lobby."""
    async with served_table(tmp_path, "quiz", 9) as st:
        club = await open_club(st, 2)
        first = await club.spin()
        await club.time_go()
        never_shown = club.secrets()["answer"]
        await club.croupier("annul_round")
        assert club.score() == (0, 0) and club.board.game["phase"] == "roulette"
        assert club.board.game["annulments"] == {"used": 1, "max": 2}
        assert club.question["verdict"] == "annulled" and club.question["answer"] is None
        assert club.croupier_refused("annul_round") == "wrong_phase"  # already annulled
        second = await club.play(True, club.experts[1])
        assert club.score() == (1, 0)
        await club.croupier("annul_round")  # just judged, before the next spin: the point goes back
        assert club.score() == (0, 0)
        assert [h["verdict"] for h in club.board.game["history"]] == ["annulled", "annulled"]
        assert set(club.board.game["roulette"]["played"]) == {first["sector"], second["sector"]}
        await club.play(True)
        await club.spin()
        await club.time_go()
        await club.croupier("annul_round")  # QZ-21: a third one ends the match
        for phone in club.everyone():
            game = phone.game
            assert game["phase"] == "lobby" and game["match"] is None and game["question"] is None
            assert all(not e["ready"] for e in game["experts"])
        assert club.croupier_refused("start") == "wrong_phase"  # everyone presses "Ready" again
        assert never_shown not in club.frames()
        [record] = st.table.game.finished(st.table.state)
        assert record["outcome"] == "third_annulment" and record["winners"] == []


# --- the records ----------------------------------------------------------------------------------


async def test_an_account_keeps_the_game_a_guest_does_not(tmp_path, monkeypatch):  # QZ-04, QZ-25, QZ-26
    """QZ-04: experts play with an account or as guests; QZ-25: a game played and won, and a
    penalty, go into the account's profile, which its phone is sent; a guest's go nowhere.
    QZ-26: the first team win brings the Order of the Crystal Hippo."""
    monkeypatch.setattr(records_module, "SCRYPT_N", 2**10)  # a cheaper hash; the cost is kept in it
    async with served_table(tmp_path, "quiz", 10) as st:
        assert st.records is not None
        member = await Phone(st.url).join(st.table.code, "Ola", password=SECRET, register=True)
        guest = await Phone(st.url).join(st.table.code, "Taras")
        assert member.welcome["account"] is True and guest.welcome["account"] is False
        st.phones += [member, guest]
        board = await Phone(st.url).board(st.table.code)
        st.phones.append(board)
        club = Club(st, [member, guest], board)
        for phone in club.experts:
            acked(await phone.send("ready"))
        await club.croupier("mark_captain", seat=guest.seat)
        await club.croupier("start")
        assert member.profile["games"] == 0 and member.profile["awards"] == [] and guest.profile == {}
        await club.spin()
        await club.time_go()
        await club.croupier("penalty", kind="hat_taken", seat=member.seat)
        await club.croupier("annul_round")
        for i in range(7):
            await club.play(i != 3, club.experts[i % 2])
        assert club.board.game["winner"] == "experts"
        await club.croupier("to_lobby")
        account = st.records.account_named("Ola")
        assert account is not None and st.records.account_named("Taras") is None
        stats = st.records.player_stats(account.id)
        assert stats is not None
        assert (stats.games, stats.wins, stats.points, stats.by_game) == (1, 1, 6, {"quiz": 1})
        assert (stats.losses, stats.penalties) == (0, 1)
        await member.wait(lambda: member.profile.get("games") == 1)
        assert member.profile == {"type": "profile", "nickname": "Ola", "games": 1, "wins": 1, "losses": 0,
                                  "penalties": 1, "by_game": {"quiz": 1}, "awards": ["order_of_the_crystal_hippo"]}
        assert guest.profile == {}
        assert not any('"type":"profile"' in f for f in guest.frames + board.frames)
        st.records.mark(account.id, "penalty", 1, "late back from the break", st.table.clock())
        await member.wait(lambda: member.profile.get("penalties") == 2)  # a mark reaches the phone too
