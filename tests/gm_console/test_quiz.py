"""The quiz at the console: the Croupier's desk driven through its commands and the projector's board
(the scene of ``rules/quiz/board.py`` drawn by ``BoardWindow``) with the roulette, against a real quiz
table and journal (QZ-01..QZ-31)."""

from __future__ import annotations

import html
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox

from gm_console import board_blocks
from gm_console.board_blocks import BlackBox, Wheel
from gm_console.board_window import BoardWindow
from gm_console.games import desk_for
from gm_console.games.quiz import QuizDesk
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.table_model import TableModel
from net.content import make_game
from net.journal import Journal
from net.table import Table
from rules.core import SYSTEM, Actor, Request
from rules.quiz import board as quiz_board
from tests.gm_console.conftest import Clock, widget_texts

CODE = "37519"


@dataclass
class Quiz:
    table: Table
    clock: Clock
    model: TableModel
    window: MainWindow
    board: BoardWindow

    @property
    def desk(self) -> QuizDesk:
        assert isinstance(self.window.desk, QuizDesk)
        return self.window.desk

    @property
    def game(self) -> dict[str, Any]:
        return dict(self.model.view["game"])

    def trigger(self, name: str) -> None:
        action = self.window.commands.action(name)
        assert action.isEnabled(), f"{name} is disabled; allowed: {self.model.allowed()}"
        action.trigger()

    def player(self, seat: int, request_type: str, **args: Any) -> None:
        result = self.table.submit(Actor.player(seat), Request(request_type, args))
        assert not hasattr(result, "code"), result

    def select(self, seat: int) -> None:
        self.desk.experts.select(seat)
        assert self.desk.selected_seat() == seat

    def tick(self) -> None:
        """The table's ticks that are due now (the signal, the gong)."""
        result = self.table.submit(SYSTEM, Request("tick"))
        assert not hasattr(result, "code"), result
        while not hasattr(self.table.submit(SYSTEM, Request("tick")), "code"):
            pass

    def ready_team(self, names: tuple[str, ...] = ("Ola", "Max", "Ann")) -> list[int]:
        seats = []
        for name in names:
            joined = self.table.join(name)
            assert isinstance(joined, tuple), joined
            seats.append(joined[0])
        for seat in seats:
            self.player(seat, "ready")
        self.select(seats[0])
        self.trigger("mark_captain")  # QZ-05
        return seats

    def text(self, block_id: str) -> str:
        """The text of the board's block ``block_id`` ("" when the board does not show it)."""
        label = self.board.block(block_id)
        return label.text() if isinstance(label, QLabel) and label.isVisibleTo(self.board) else ""

    def wheel(self) -> Wheel:
        wheel = self.board.block("wheel")
        assert isinstance(wheel, Wheel), self.board.shown()
        return wheel

    def beat_passes(self, hold_ms: int) -> None:
        """The board's beat has been shown for its time (the model's clock): the scene beneath shows."""
        assert self.board.beat_key
        self.clock.advance(hold_ms / 1000 + 0.05)
        self.board.redraw()
        assert self.board.beat_key == ""

    def round_to_answer(self) -> None:
        """Spin, "Время пошло", and the captain names himself at once (an early answer)."""
        self.trigger("spin")
        self.trigger("time_go")
        self.select(int(self.game["captain"]))
        self.trigger("name_answerer")
        assert self.game["phase"] == "answer"


@pytest.fixture
def quiz(qtbot: Any, tmp_path: Path, clock: Clock, language: Language, decks: dict[str, Any],
         monkeypatch: pytest.MonkeyPatch) -> Iterator[Quiz]:
    yield from _quiz(qtbot, tmp_path, clock, language, decks, monkeypatch, seed=20261129)


def _quiz(qtbot: Any, tmp_path: Path, clock: Clock, language: Language, decks: dict[str, Any],
          monkeypatch: pytest.MonkeyPatch, seed: int) -> Iterator[Quiz]:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(board_blocks, "SPIN_MS", 300)  # the drawn top's turn; the beat holds by the test clock
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game("quiz"), journal, code=CODE, seed=seed, clock=clock,
                         options={"pack": "en_why_where"})
    table.url = f"http://192.0.2.10:8765/join?code={CODE}"
    table.lang = language.code  # as the console starts a table (gm_console.app): the board speaks it
    model = TableModel(table, monotonic=clock.seconds)
    window = MainWindow(model, language, desk_for("quiz"))
    board = BoardWindow(model)
    qtbot.addWidget(window)
    qtbot.addWidget(board)
    window.resize(1600, 900)
    board.resize(1280, 720)
    yield Quiz(table, clock, model, window, board)
    board.hide()
    window.close()
    model.close()
    table.close()
    journal.close()


def test_the_quiz_gets_its_own_desk_and_board(quiz: Quiz) -> None:
    assert desk_for("quiz") is QuizDesk
    assert quiz.model.public["board"] == quiz_board.scene(quiz.model.public)  # the board draws the quiz's scene
    assert quiz.board.title.text() == f"Why? Where? What for? · {CODE}"


def test_croupier_runs_a_round_through_the_desk(quiz: Quiz) -> None:  # QZ-03, QZ-05, QZ-06, QZ-11, QZ-12, QZ-13
    """QZ-03, QZ-05: start needs the ready team and a captain; QZ-11: "Время пошло" starts 60 s;
    QZ-12, QZ-13: the signal and the gong sound; QZ-06: the answer shows only on the desk until the
    verdict, then the point goes to the experts."""
    seats = quiz.ready_team()
    desk = quiz.desk
    actions = quiz.window.commands
    assert actions.action("start").shortcut().toString() == "S"
    assert "Captain: Ola" in desk.options.captain.text()
    quiz.trigger("start")
    assert quiz.game["phase"] == "roulette"
    assert not actions.action("time_go").isEnabled()  # the view says: spin first
    quiz.trigger("spin")
    secrets = quiz.game["secrets"]
    assert html.escape(secrets["answer"]) in desk.question.answer.text()
    for alternative in secrets["accepted"]:
        assert html.escape(alternative) in desk.question.answer.text()
    assert secrets["question"] == desk.question.text.text()
    # QZ-06: the answer never reaches the board before the verdict
    assert secrets["answer"] not in widget_texts(quiz.board)
    assert secrets["answer"] not in quiz.board.shown()
    assert quiz.desk.sounds.played[-1] in ("quiz_spin",)
    quiz.trigger("time_go")
    assert quiz.game["question"]["timer"]["total_ms"] == 60_000
    desk.minute.on_tick()
    assert desk.minute.clock.text() == "1:00"
    quiz.clock.advance(50)
    quiz.tick()  # the table's signal at 10 s left
    assert quiz.game["question"]["signalled"]
    assert desk.sounds.played[-1] == "quiz_signal"
    desk.minute.on_tick()
    assert desk.minute.clock.text() == "0:10"
    assert "ten seconds" in desk.minute.state.text()
    quiz.clock.advance(10)
    quiz.tick()  # the gong
    assert quiz.game["phase"] == "answer"
    assert desk.sounds.played[-1] == "quiz_gong"
    assert not actions.action("accept_answer").isEnabled()  # QZ-07: nobody named yet
    quiz.select(seats[1])
    quiz.trigger("name_answerer")
    assert quiz.game["question"]["answerer"] == seats[1]
    assert "Answering: Max" in desk.round.phase.text()
    quiz.trigger("accept_answer")
    assert quiz.game["score"]["experts"] == 1
    assert desk.round.score.text() == "Experts 1 : 0 Viewers"
    assert quiz.text("score") == "Experts 1 : 0 Viewers"
    assert quiz.board.beat_key.startswith("verdict-")
    assert secrets["answer"] in quiz.text("answer")  # revealed with the verdict
    assert quiz.game["phase"] == "roulette"


def test_lifelines_from_the_desk(quiz: Quiz) -> None:  # QZ-15, QZ-16, QZ-17, QZ-18
    """QZ-15: the captain's request shows on the desk; QZ-17: the Club's help text typed by the Croupier
    reaches the board and adds 60 s; QZ-16: Minute on credit leaves a debt the desk collects later;
    QZ-18: the Host's help only after the gong."""
    seats = quiz.ready_team()
    desk = quiz.desk
    quiz.trigger("start")
    quiz.trigger("spin")
    quiz.trigger("time_go")
    assert not quiz.window.commands.action("hosts_help").isEnabled()  # QZ-18: not during the minute
    quiz.player(seats[0], "ask_lifeline", lifeline="clubs_help")
    assert "Ola asks for: Club's help" in desk.lifelines.asked.text()
    desk.lifelines.hint.setText("Think of the sea at night")
    quiz.trigger("clubs_help")
    question = quiz.game["question"]
    assert question["clubs_help"] == "Think of the sea at night"
    assert question["timer"]["total_ms"] == 120_000
    assert "Think of the sea at night" in quiz.text("hint")
    assert "used" in desk.lifelines.states["clubs_help"].text()
    assert not quiz.window.commands.action("minute_on_credit").isEnabled()  # one lifeline a round
    quiz.clock.advance(120)
    quiz.tick()
    assert quiz.game["phase"] == "answer"
    quiz.trigger("reject_answer")
    quiz.trigger("spin")
    quiz.trigger("time_go")
    quiz.trigger("minute_on_credit")
    assert quiz.game["question"]["timer"]["total_ms"] == 120_000
    assert desk.minute.debt.isVisible() or "not paid back" in desk.minute.debt.text()
    quiz.select(seats[0])
    quiz.trigger("name_answerer")
    quiz.trigger("accept_answer")
    quiz.trigger("spin")
    quiz.trigger("collect_debt")  # QZ-16: this round has no minute
    assert quiz.game["question"]["timer"] is None
    assert quiz.game["phase"] == "answer"
    assert "Minute on credit paid back" in desk.minute.state.text()
    quiz.trigger("hosts_help")  # QZ-18: in the debt round, before the answerer is named
    assert quiz.game["lifelines"]["hosts_help"]["state"] == "used"


def test_penalties_per_expert_and_annulment(quiz: Quiz) -> None:  # QZ-19, QZ-20
    """QZ-19: cut time, a send-off and a taken hat from the desk, shown beside the expert; the sent-off
    expert sits out the next round. QZ-20: an annulled round scores nothing."""
    seats = quiz.ready_team()
    quiz.player(seats[1], "set_look", avatar="hippo", hat="bowler")
    desk = quiz.desk
    quiz.trigger("start")
    quiz.select(seats[1])
    quiz.trigger("hat_taken")
    quiz.select(seats[2])
    quiz.trigger("sent_off")
    quiz.trigger("cut_time")
    texts = widget_texts(desk.experts)
    assert "Loss of the hat" in texts and "Sent off for a round (round 1)" in texts
    assert "Hippo, no hat" in texts
    assert "round 1 has 40 seconds" in desk.experts.cut.text()
    quiz.trigger("spin")
    quiz.trigger("time_go")
    assert quiz.game["question"]["timer"]["total_ms"] == 40_000
    assert quiz.game["question"]["sitting_out"] == [seats[2]]
    assert "sent off" in widget_texts(desk.experts)
    assert quiz.text("sits-out") == "Sent off for the round: Ann"
    assert "sent off" in quiz.board.block("seats").rows[2][2]  # type: ignore[union-attr]  # beside the expert
    quiz.trigger("annul_round")
    assert quiz.game["score"] == {"experts": 0, "viewers": 0, "to_win": 6}
    assert "Annulled 1 of 2" in desk.round.annulments.text()
    assert "annulled" in quiz.text("verdict")


def test_final_round_banner_and_the_winner(quiz: Quiz, qtbot: Any) -> None:  # QZ-22, QZ-23, QZ-24
    """QZ-23: at 5:5 the desk and the board show the final round and the helps burn; QZ-22, QZ-24: the
    deciding point ends the game, victory music plays and the board shows the winner; then everyone
    returns to the lobby."""
    quiz.ready_team()
    quiz.trigger("start")
    desk = quiz.desk
    for number in range(10):
        quiz.round_to_answer()
        quiz.trigger("accept_answer" if number % 2 else "reject_answer")
    assert quiz.game["score"]["experts"] == 5 and quiz.game["score"]["viewers"] == 5
    quiz.trigger("spin")
    assert quiz.game["question"]["final"]
    assert desk.round.final.isVisibleTo(desk.round)
    assert "FINAL ROUND" in desk.round.final.text()
    assert quiz.text("banner") == ""  # the top turns first
    quiz.beat_passes(quiz_board.SPIN_MS)
    assert quiz.text("banner") == "Score 5:5 — the final round!"  # once the top stops
    assert "lost" in desk.lifelines.states["clubs_help"].text()
    assert quiz.game["roulette"]["landed"] != 0  # no black box in the final round (QZ-10)
    quiz.trigger("time_go")
    assert not quiz.window.commands.action("clubs_help").isEnabled()
    quiz.select(int(quiz.game["captain"]))
    quiz.trigger("name_answerer")
    quiz.trigger("accept_answer")
    assert quiz.game["phase"] == "finished"
    assert desk.sounds.played[-1] == "quiz_victory"
    assert quiz.board.beat_key.startswith("winner-")
    assert quiz.text("winner") == "The experts win!"
    assert quiz.text("final-score") == "6 : 5"
    quiz.beat_passes(quiz_board.WINNER_MS)
    assert quiz.model.public["board"]["moment"] == "finished"
    assert quiz.text("winner") == "The experts win!" and quiz.text("final-score") == "6 : 5"
    quiz.trigger("to_lobby")
    assert quiz.game["phase"] == "lobby"
    assert quiz.text("code") == CODE and quiz.text("winner") == ""
    assert _log_lines(quiz)[-2:] == ["Moderator: Round 11: right, a point to the experts (6:5) · The experts win",
                                     "Moderator: Everyone returns to the lobby"]


def test_board_wheel_spins_and_lands_on_the_views_sector(quiz: Quiz, qtbot: Any) -> None:  # QZ-08
    """QZ-08: each spin turns the top onto the sector the table chose (never the wheel's own choice);
    the played sectors are marked."""
    quiz.ready_team()
    quiz.trigger("start")
    landed_before: list[int] = []
    for _ in range(3):
        quiz.trigger("spin")
        landed = quiz.game["roulette"]["landed"]
        assert quiz.board.beat_key == f"spin-{quiz.game['match']}-{quiz.game['round']}"
        wheel = quiz.wheel()
        assert wheel.spinning()  # animated, not a jump
        assert wheel.landed == landed
        # (a late LanguageChange may redraw the stage mid-turn: the wheel drawn now is the one to watch)
        qtbot.waitUntil(lambda: not quiz.wheel().spinning(), timeout=3000)
        wheel = quiz.wheel()
        assert wheel.pointed_sector() == landed
        assert landed not in landed_before
        landed_before.append(landed)
        # the played sectors greyed; the round's own sector not yet
        assert wheel.played | {landed} == frozenset(quiz.game["roulette"]["played"])
        assert landed not in wheel.played
        quiz.beat_passes(quiz_board.SPIN_MS)
        assert not quiz.wheel().spinning() and quiz.wheel().pointed_sector() == landed  # no second spin
        quiz.trigger("annul_round") if len(landed_before) < 3 else None
        if quiz.game["phase"] == "question":
            quiz.trigger("time_go")
            quiz.select(int(quiz.game["captain"]))
            quiz.trigger("name_answerer")
            quiz.trigger("reject_answer")
    quiz.beat_passes(quiz_board.VERDICT_MS)
    assert set(landed_before) <= quiz.wheel().played


def test_a_wheel_drawn_again_mid_spin_goes_on_turning(quiz: Quiz, qtbot: Any,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:  # QZ-08
    """QZ-08: the board switching language mid-spin builds its wheel again; the new wheel takes the
    turn up where it was (same start, same sector, the time already turned), neither starting the
    turn again nor jumping to its sector."""
    monkeypatch.setattr(board_blocks, "SPIN_MS", 60_000)  # a long turn: the test's clock moves it
    quiz.ready_team()
    quiz.trigger("start")
    quiz.trigger("spin")
    landed = quiz.game["roulette"]["landed"]
    first = quiz.wheel()
    assert first.spinning() and first.landed == landed
    start, end = first.animation.startValue(), first.animation.endValue()
    quiz.clock.advance(2.5)
    quiz.model.set_lang("pl")  # the stage is drawn again, in Polish
    quiz.board.redraw()
    qtbot.waitUntil(lambda: quiz.wheel() is not first)
    again = quiz.wheel()
    assert again.spinning() and again.landed == landed
    assert (again.animation.startValue(), again.animation.endValue()) == (start, end)  # the same turn
    assert again.animation.currentTime() >= 2_500  # taken up where it was
    quiz.clock.advance(60)  # the beat is over: the scene beneath shows the top on its sector
    quiz.board.redraw()
    qtbot.waitUntil(lambda: not quiz.wheel().spinning())
    assert quiz.wheel().pointed_sector() == landed


def test_board_minute_warns_ten_seconds_before_the_gong(quiz: Quiz) -> None:  # QZ-11, QZ-12
    """QZ-11: the board's big minute counts 60 s; QZ-12: in the last ten seconds it turns amber and
    says so; at the gong it says the discussion is over."""
    from gm_console.board_window import WARN

    quiz.ready_team()
    quiz.trigger("start")
    quiz.trigger("spin")
    board = quiz.board
    assert quiz.text("countdown") == "" and quiz.text("question") == ""
    quiz.trigger("time_go")
    assert quiz.text("countdown") == "1:00"
    assert quiz.text("question") == quiz.game["secrets"]["question"]  # shown once "Время пошло" is said
    quiz.clock.advance(45)
    board.on_tick()
    assert quiz.text("countdown") == "0:15" and quiz.text("clock-note") == "Time starts now!"
    assert WARN not in board.block("countdown").styleSheet()  # type: ignore[union-attr]
    quiz.clock.advance(6)
    quiz.tick()  # the table's signal at ten seconds left
    assert quiz.text("countdown") == "0:09"
    assert quiz.text("clock-note") == "10 seconds left!"
    assert WARN in board.block("countdown").styleSheet()  # type: ignore[union-attr]
    assert quiz.model.public["board"]["moment"] == "signal"
    quiz.clock.advance(9)
    quiz.tick()
    assert quiz.text("clock-note") == "Gong! Discussion is over"
    assert quiz.text("answerer") == "Captain, who answers?"


def _black_box_seed() -> int:
    """A seed whose second spin lands on Zero (found with the rules alone)."""
    from tempfile import TemporaryDirectory

    from rules.core import MODERATOR

    with TemporaryDirectory() as folder:
        for seed in range(1, 400):
            journal = Journal(Path(folder) / f"{seed}.sqlite3")
            table = Table.create(make_game("quiz"), journal, code=CODE, seed=seed, options={"pack": "en_why_where"})
            for name in ("Ola", "Max"):
                table.join(name)
            for seat in (1, 2):
                table.submit(Actor.player(seat), Request("ready", {}))
            for request in ("mark_captain", "start", "spin", "annul_round", "spin"):
                table.submit(MODERATOR, Request(request, {"seat": 1} if request == "mark_captain" else {}))
            landed = table.moderator_view()["game"]["roulette"]["landed"]
            table.close()
            journal.close()
            if landed == 0:
                return seed
    raise AssertionError("no seed lands on Zero in round 2")


def test_black_box_scene_on_the_board(qtbot: Any, tmp_path: Path, clock: Clock, language: Language,
                                             decks: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:  # QZ-09
    """QZ-09: on Zero the black box is brought in to music; after the verdict it is opened and its
    contents shown."""
    seed = _black_box_seed()
    run = _quiz(qtbot, tmp_path, clock, language, decks, monkeypatch, seed=seed)
    quiz = next(run)
    quiz.ready_team(("Ola", "Max"))
    quiz.trigger("start")
    quiz.trigger("spin")
    quiz.trigger("annul_round")
    quiz.trigger("spin")
    assert quiz.game["question"]["black_box"]
    board = quiz.board
    assert "The Croupier spins the roulette…" in board.shown()  # Zero shows once the top stops
    assert quiz.text("banner") == "" and board.block("black_box") is None
    quiz.beat_passes(quiz_board.SPIN_MS)
    assert quiz.text("banner") == "Zero — the black box!"
    assert quiz.text("black-box") == "The green sector! The black box is brought in to music"
    box = board.block("black_box")
    assert isinstance(box, BlackBox) and box.isVisibleTo(board) and not box.opened
    qtbot.waitUntil(lambda: "quiz_black_box" in quiz.desk.sounds.played, timeout=5000)
    quiz.trigger("time_go")
    quiz.select(1)
    quiz.trigger("name_answerer")
    quiz.trigger("accept_answer")
    box = board.block("black_box")
    assert isinstance(box, BlackBox) and box.opened
    assert quiz.text("black-box") == "The black box is opened"
    answer = quiz.game["question"]["answer"]["answer"]
    assert f"The black box held: {answer}" in quiz.text("answer")
    quiz.beat_passes(quiz_board.VERDICT_MS)  # the opened box stays until the next spin
    assert quiz.text("black-box") == "The black box is opened"
    assert f"The black box held: {answer}" in quiz.text("answer")
    next(run, None)


def _log_lines(quiz: Quiz) -> list[str]:
    return [line.text.split("  ", 1)[1] for line in quiz.window.log.list.shown()]


def test_the_log_tells_the_match_in_the_croupiers_words(quiz: Quiz) -> None:  # QZ-03, QZ-11, QZ-13, QZ-17, QZ-19, QZ-20, QZ-27, QZ-07, QZ-15, QZ-06
    """The event log words the experts' readiness and look (QZ-03, QZ-27), the captain's request and
    whom he names (QZ-07, QZ-15), the spins, "Время пошло" (QZ-11), the gong (QZ-13), the Club's help
    (QZ-17), the verdicts with the score (QZ-06), the penalties (QZ-19) and an annulment (QZ-20)."""
    seats = quiz.ready_team()
    quiz.player(seats[1], "set_look", avatar="hippo", hat="bowler")
    quiz.trigger("start")
    quiz.select(seats[2])
    quiz.trigger("sent_off")
    quiz.trigger("cut_time")
    quiz.trigger("spin")
    sector = quiz.game["roulette"]["landed"]
    quiz.trigger("time_go")
    quiz.player(seats[0], "ask_lifeline", lifeline="clubs_help")
    quiz.desk.lifelines.hint.setText("Think of the sea at night")
    quiz.trigger("clubs_help")  # 40 s (cut) + 60 s
    quiz.clock.advance(91)
    quiz.tick()
    quiz.clock.advance(10)
    quiz.tick()
    named = quiz.table.submit(Actor.player(seats[0]), Request("name_answerer", {"seat": seats[1]}))
    assert not hasattr(named, "code"), named
    quiz.trigger("accept_answer")
    quiz.round_to_answer()
    quiz.trigger("reject_answer")
    quiz.trigger("annul_round")  # the last round judged, until the next spin: its point is gone
    quiz.select(seats[1])
    quiz.trigger("hat_taken")
    lines = _log_lines(quiz)
    for expected in (
        "Ola is ready",
        "Max chooses a look · Hippo, bowler",
        "Moderator: Captain: Ola",
        "Moderator: Match 1 starts: Ola, Max, Ann",
        "Moderator: Penalty for Ann: Sent off for a round · round 1",
        "Moderator: Penalty: Cut time (40 s) · round 1",
        f"Moderator: Round 1 · sector {sector}",
        "Moderator: “Time starts now”: 40 s",
        "Captain Ola asks for: Club's help",
        "Moderator: Lifeline: Club's help (+60 s) · hint: Think of the sea at night",
        "Signal: ten seconds left",
        "Gong! Discussion is over",
        "Captain Ola names who answers: Max",
        "Moderator: Round 1: right, a point to the experts (1:0)",
        "Moderator: Round 2: wrong, a point to the viewers (1:1)",
        "Moderator: Round 2 annulled: nobody scores",
        "Moderator: Penalty for Max: Loss of the hat",
    ):
        assert expected in lines, (expected, lines)
    assert quiz.game["score"]["experts"] == 1 and quiz.game["score"]["viewers"] == 0
    assert quiz.game["history"][0]["verdict"] == "experts"
