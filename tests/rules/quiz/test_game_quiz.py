"""The quiz's rules, clause by clause (rules/quiz.md QZ-01..QZ-31, PLT-02, PLT-04, PLT-10)."""

from __future__ import annotations

import json

import pytest

from rules.core import BOARD, GUEST, MODERATOR, SYSTEM, ActorKind, RejectionCode
from rules.quiz.game import QuizGame
from rules.quiz.state import CUT_TIME_MS, MINUTE_MS, SECTORS, ZERO, Phase

from .tables import T0, P, Table, make_game, make_pack

C = RejectionCode


def at_score(t: Table, experts: int, viewers: int) -> None:
    """Play rounds until the score is experts:viewers."""
    while t.score[0] < min(experts, 5):
        t.play_round(True)
    while t.score[1] < viewers:
        t.play_round(False)
    while t.score[0] < experts:
        t.play_round(True)
    assert t.score == (experts, viewers)


# --- table and lobby --------------------------------------------------------------------------


def test_two_to_five_experts() -> None:  # QZ-01
    """QZ-01: a team of 2 to 5 experts."""
    t = Table(experts=1)
    t.ok(P(1), "ready")
    t.ok(MODERATOR, "mark_captain", seat=1)
    t.no(MODERATOR, "start", C.TOO_FEW_PLAYERS)
    t = Table(experts=5)
    t.no(GUEST, "join", C.TABLE_FULL, nickname="Sixth")
    assert QuizGame.min_players == 2 and QuizGame.max_players == 5


@pytest.mark.parametrize("experts_win", [True, False])
def test_first_to_six_points_wins(experts_win: bool) -> None:  # QZ-01, QZ-22
    """QZ-01, QZ-22: the game goes on until the experts or the viewers have 6 points."""
    t = Table()
    t.start()
    for _ in range(5):
        t.play_round(experts_win)
        assert t.phase is Phase.ROULETTE
    t.play_round(experts_win)
    assert t.phase is Phase.FINISHED
    assert t.public()["winner"] == ("experts" if experts_win else "viewers")
    assert t.public()["score"] == {"experts": 6 * experts_win, "viewers": 6 * (not experts_win), "to_win": 6}
    t.no(MODERATOR, "spin", C.WRONG_PHASE)


def test_call_link_on_the_table() -> None:  # QZ-02
    """QZ-02: the table may carry the link of the call the team meets in."""
    t = Table(options={"call_link": "  https://discord.gg/club  "})
    assert t.public()["options"]["call_link"] == "https://discord.gg/club"
    t.ok(MODERATOR, "set_options", call_link="https://meet.example/x")
    assert t.player(1)["options"]["call_link"] == "https://meet.example/x"


def test_everyone_ready_then_the_croupier_starts() -> None:  # QZ-03
    """QZ-03: every expert presses "Ready", then the Croupier starts (the four-digit code is the
    table's: net hands out codes)."""
    t = Table(experts=3)
    t.ok(MODERATOR, "mark_captain", seat=1)
    t.ok(P(1), "ready")
    t.ok(P(2), "ready")
    t.no(MODERATOR, "start", C.WRONG_PHASE)
    assert "start" not in t.allowed(MODERATOR)
    t.ok(P(3), "ready")
    t.ok(P(3), "ready", ready=False)
    t.no(P(3), "ready", C.ALREADY_DONE, ready=False)
    t.ok(P(3), "ready")
    assert "start" in t.allowed(MODERATOR)
    assert [e["ready"] for e in t.public()["experts"]] == [True, True, True]
    t.ok(MODERATOR, "start")
    assert t.phase is Phase.ROULETTE
    t.no(P(1), "ready", C.WRONG_PHASE, ready=False)
    t.no(P(1), "start", C.NOT_ALLOWED)


def test_the_records_of_a_match() -> None:  # QZ-04, QZ-25, QZ-26
    """QZ-25: games, wins, losses and penalties go to the records, per seat (the table keeps them
    for accounts only, QZ-04); QZ-26: ``winners`` is the whole team when it won (the awards count
    team wins)."""
    t = Table(experts=3)
    t.start()
    t.ok(MODERATOR, "penalty", kind="hat_taken", seat=2)
    at_score(t, 6, 2)
    assert t.game.finished(t.state) == []
    t.ok(MODERATOR, "to_lobby")
    [entry] = t.game.finished(t.state)
    assert entry["round"] == 1 and entry["outcome"] == "experts"
    assert entry["score"] == {"experts": 6, "viewers": 2}
    assert entry["winners"] == [1, 2, 3]
    assert entry["points"] == [{"seat": s, "points": 6} for s in (1, 2, 3)]
    assert entry["penalties"] == [{"seat": 2, "kind": "hat_taken"}]
    t.start()
    at_score(t, 0, 6)
    t.ok(MODERATOR, "to_lobby")
    second = t.game.finished(t.state)[1]
    assert second["round"] == 2 and second["outcome"] == "viewers" and second["winners"] == []


def test_the_croupier_marks_the_captain() -> None:  # QZ-05
    """QZ-05: the captain is chosen aloud and marked on the console before the first round."""
    t = Table(experts=3)
    for seat in t.seats:
        t.ok(P(seat), "ready")
    t.no(MODERATOR, "start", C.WRONG_PHASE)
    t.no(MODERATOR, "mark_captain", C.BAD_ARGUMENT, seat=9)
    t.ok(MODERATOR, "mark_captain", seat=2)
    t.no(MODERATOR, "mark_captain", C.ALREADY_DONE, seat=2)
    assert t.public()["captain"] == 2
    assert t.player(2)["me"]["captain"] is True and t.player(1)["me"]["captain"] is False
    t.ok(MODERATOR, "start")
    t.ok(MODERATOR, "kick", seat=2)  # the captain leaves: the Croupier marks another
    assert t.public()["captain"] is None
    t.no(MODERATOR, "spin", C.WRONG_PHASE)
    t.ok(MODERATOR, "mark_captain", seat=3)
    t.spin()


# --- roles --------------------------------------------------------------------------------------


def test_the_answer_is_for_the_croupier_only_and_he_awards_the_point() -> None:  # QZ-06
    """QZ-06: the Croupier sees the answer; right gives the experts the point, wrong the viewers."""
    t = Table()
    t.start()
    t.to_gong()
    q = t.round.question
    answer = t.game.question(t.state, q).answer
    assert t.console()["secrets"]["answer"] == answer
    for view in (t.public(), t.player(1), t.player(2)):
        assert answer not in json.dumps(view)
        assert "secrets" not in view
    t.ok(P(1), "name_answerer", seat=2)
    for seat in t.seats:
        t.no(P(seat), "accept_answer", C.NOT_ALLOWED)
    t.ok(MODERATOR, "accept_answer")
    assert t.score == (1, 0)
    assert t.public()["question"]["answer"]["answer"] == answer  # shown with the verdict
    t.to_gong()
    t.ok(MODERATOR, "reject_answer")
    assert t.score == (1, 1)


def test_only_the_captain_names_the_answerer_and_asks_for_lifelines() -> None:  # QZ-07
    """QZ-07: only the captain names who answers and asks for a lifeline; an answer the captain
    did not confirm is not accepted."""
    t = Table()
    t.start(captain=1)
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.no(P(2), "ask_lifeline", C.NOT_ALLOWED, lifeline="clubs_help")
    assert "ask_lifeline" not in t.allowed(P(2)) and "ask_lifeline" in t.allowed(P(1))
    t.ok(P(1), "ask_lifeline", lifeline="clubs_help")
    t.no(P(1), "ask_lifeline", C.ALREADY_DONE, lifeline="clubs_help")
    t.no(P(1), "ask_lifeline", C.BAD_ARGUMENT, lifeline="phone_a_friend")
    assert t.console()["lifeline_asked"] == "clubs_help"
    assert t.player(1)["me"]["lifeline_asked"] == "clubs_help"
    t.tick()
    t.tick()
    t.no(MODERATOR, "accept_answer", C.WRONG_PHASE)  # nobody confirmed by the captain
    t.no(P(2), "name_answerer", C.NOT_ALLOWED, seat=2)
    assert "name_answerer" not in t.allowed(P(2)) and "name_answerer" in t.allowed(P(1))
    t.ok(P(1), "name_answerer", seat=3)
    t.no(P(1), "name_answerer", C.ALREADY_DONE, seat=2)
    assert t.player(3)["me"]["answering"] is True
    t.ok(MODERATOR, "accept_answer")


# --- roulette and the black box ----------------------------------------------------------------


def test_sixteen_sectors_never_a_played_one() -> None:  # QZ-08
    """QZ-08: 15 envelopes and Zero; the roulette always lands on a sector not yet played."""
    for seed in range(20):
        t = Table(seed=seed)
        t.start()
        assert t.public()["roulette"]["sectors"] == SECTORS == 16
        sectors, questions = [], []
        for i in range(11):
            t.play_round(i % 2 == 0)
            sectors.append(t.round.sector)
            questions.append(t.round.question)
        assert len(set(sectors)) == 11 and len(set(questions)) == 11
        assert t.public()["roulette"]["played"] == sorted(sectors)
        assert t.state.match is not None and len(set(t.state.match.sectors)) == 16


def test_zero_is_the_black_box() -> None:  # QZ-09
    """QZ-09: Zero brings the black box: its question, the standard minute, then the box opens
    (its contents shown with the verdict) and the point goes as usual."""
    for seed in range(40):
        t = Table(seed=seed)
        t.start()
        for i in range(8):
            sector = t.spin()
            if sector == ZERO:
                break
            t.ok(MODERATOR, "time_go")
            t.tick()
            t.tick()
            t.ok(MODERATOR, "name_answerer", seat=1)
            t.ok(MODERATOR, "accept_answer" if i % 2 else "reject_answer")
        else:
            continue
        q = t.public()["question"]
        assert q["black_box"] is True and q["sector"] == 0
        assert t.round.question.startswith("b")
        t.ok(MODERATOR, "time_go")
        assert t.round.timer is not None and t.round.timer.total_ms == MINUTE_MS
        t.tick()
        t.tick()
        contents = t.game.question(t.state, t.round.question).answer
        assert contents not in json.dumps(t.public())
        before = t.score
        t.ok(P(1), "name_answerer", seat=1)
        t.ok(MODERATOR, "accept_answer")
        assert t.score == (before[0] + 1, before[1])
        assert t.public()["question"]["answer"]["answer"] == contents
        return
    pytest.fail("Zero never came up")


def test_no_black_box_in_the_first_round() -> None:  # QZ-10
    """QZ-10: the first round's spin skips Zero."""
    for seed in range(200):
        t = Table(seed=seed)
        t.start()
        assert t.spin() != ZERO


def test_no_black_box_in_the_final_round() -> None:  # QZ-10, QZ-23
    """QZ-10, QZ-23: at 5:5 the final round's spin skips Zero."""
    finals = 0
    for seed in range(40):
        t = Table(seed=seed)
        t.start()
        at_score(t, 5, 5)
        if ZERO in t.state.match.played():  # type: ignore[union-attr]
            continue
        finals += 1
        assert t.spin() != ZERO
        assert t.round.final and t.public()["question"]["final"] is True
    assert finals > 5


# --- the round and the minute ------------------------------------------------------------------


def test_time_go_starts_exactly_sixty_seconds() -> None:  # QZ-11
    """QZ-11: "Время пошло" starts the timer: exactly 60 s; no extra time to phrase the answer."""
    t = Table()
    t.start()
    t.no(MODERATOR, "time_go", C.WRONG_PHASE)
    t.spin()
    assert t.phase is Phase.QUESTION and t.public()["question"]["timer"] is None
    assert t.public()["question"]["text"] is None  # read aloud first (house)
    t.ok(MODERATOR, "time_go")
    assert t.phase is Phase.MINUTE
    assert t.public()["question"]["timer"] == {"total_ms": 60_000, "left_ms": 60_000, "running": True}
    assert t.public()["question"]["text"] == t.game.question(t.state, t.round.question).question
    t.no(MODERATOR, "time_go", C.WRONG_PHASE)
    t.wait(50_000)
    t.ok(SYSTEM, "tick")
    t.wait(10_000)
    t.ok(SYSTEM, "tick")
    assert t.phase is Phase.ANSWER
    assert t.public()["question"]["timer"]["left_ms"] == 0
    assert t.game.next_deadline(t.state) is None
    t.no(MODERATOR, "resume_timer", C.WRONG_PHASE)


def test_show_question_off_keeps_the_text_off_the_board() -> None:  # QZ-11
    """QZ-11 (house): with ``show_question`` off only the Croupier has the text."""
    t = Table(options={"show_question": False})
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    text = t.game.question(t.state, t.round.question).question
    assert t.public()["question"]["text"] is None
    assert text not in json.dumps(t.player(1))
    assert t.console()["secrets"]["question"] == text


def test_a_signal_ten_seconds_before_the_end() -> None:  # QZ-12
    """QZ-12: the table's tick at 10 s left sounds the signal, then the gong at zero."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    assert t.game.next_deadline(t.state) == T0 + 50_000
    t.wait(49_999)
    t.no(SYSTEM, "tick", C.WRONG_PHASE)
    t.wait(1)
    assert t.ok(SYSTEM, "tick") == [{"type": "signal", "at": T0 + 50_000}]
    assert t.public()["question"]["signalled"] is True
    assert t.game.next_deadline(t.state) == T0 + 60_000
    t.wait(10_000)
    assert t.ok(SYSTEM, "tick") == [{"type": "gong", "at": T0 + 60_000}]


def test_a_late_tick_goes_straight_to_the_gong() -> None:  # QZ-12
    """QZ-12, QZ-13: a tick that comes after zero (the console was busy) is the gong itself."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.wait(75_000)
    assert t.ok(SYSTEM, "tick")[0]["type"] == "gong"
    assert t.phase is Phase.ANSWER


def test_after_the_gong_the_captain_names_anyone_himself_included() -> None:  # QZ-13
    """QZ-13: after the gong the captain names any expert, themselves included."""
    for answerer in (1, 2, 3):
        t = Table()
        t.start(captain=1)
        t.to_gong()
        t.ok(P(1), "name_answerer", seat=answerer)
        assert t.public()["question"]["answerer"] == answerer


def test_the_captain_may_answer_early() -> None:  # QZ-13
    """QZ-13 (house): naming the answerer during the minute stops the discussion."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.wait(20_000)
    t.ok(P(1), "name_answerer", seat=2)
    assert t.phase is Phase.ANSWER and t.public()["question"]["early"] is True
    assert t.public()["question"]["timer"]["left_ms"] == 40_000
    assert t.game.next_deadline(t.state) is None
    t.no(MODERATOR, "hosts_help", C.WRONG_PHASE)


def test_only_the_named_expert_answers() -> None:  # QZ-14, QZ-29
    """QZ-14, QZ-29: the named expert answers; a shout from another is not accepted: the Croupier
    may penalise (talking after the gong) or let the named one answer; the console names the
    answerer too when the captain said it aloud."""
    t = Table()
    t.start(captain=1)
    t.to_gong()
    t.ok(MODERATOR, "name_answerer", seat=2)
    assert [s for s in t.seats if t.player(s)["me"]["answering"]] == [2]
    t.ok(MODERATOR, "penalty", kind="cut_time")  # someone kept discussing after the gong
    assert "accept_answer" in t.allowed(MODERATOR) and "reject_answer" in t.allowed(MODERATOR)
    t.ok(MODERATOR, "reject_answer")
    assert t.score == (0, 1)


# --- lifelines --------------------------------------------------------------------------------


def test_each_lifeline_once_per_game() -> None:  # QZ-15
    """QZ-15: each lifeline once per game; the Croupier activates it."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.ok(MODERATOR, "clubs_help")
    t.tick()
    t.tick()
    t.ok(MODERATOR, "reject_answer")
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.no(MODERATOR, "clubs_help", C.ALREADY_DONE)
    t.no(P(1), "ask_lifeline", C.ALREADY_DONE, lifeline="clubs_help")
    assert "clubs_help" not in t.allowed(MODERATOR)
    assert t.public()["lifelines"]["clubs_help"] == {"state": "used", "round": 1}
    for seat in t.seats:
        t.no(P(seat), "clubs_help", C.NOT_ALLOWED)


def test_at_most_one_lifeline_per_round() -> None:  # QZ-15
    """QZ-15: at most one lifeline in a round."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.ok(MODERATOR, "minute_on_credit")
    t.no(MODERATOR, "clubs_help", C.ALREADY_DONE)
    t.tick()
    t.tick()
    t.no(MODERATOR, "hosts_help", C.ALREADY_DONE)
    assert "ask_lifeline" not in t.allowed(P(1))
    assert not {"minute_on_credit", "clubs_help", "hosts_help"} & set(t.allowed(MODERATOR))


def test_minute_on_credit_adds_sixty_seconds() -> None:  # QZ-16
    """QZ-16: +60 s of discussion on the current question."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.wait(30_000)
    t.ok(MODERATOR, "minute_on_credit")
    assert t.public()["question"]["timer"]["left_ms"] == 90_000
    assert t.public()["debt"] == {"taken_in": 1, "collected_in": None}
    t.tick()  # a new signal at 10 s left
    assert t.now == T0 + 30_000 + 80_000
    t.tick()
    assert t.now == T0 + 30_000 + 90_000 and t.phase is Phase.ANSWER


def test_minute_on_credit_after_the_gong() -> None:  # QZ-16
    """QZ-16 (house): taken after the gong, before the answerer is named, it gives a fresh 60 s."""
    t = Table()
    t.start()
    t.to_gong()
    t.ok(MODERATOR, "minute_on_credit")
    assert t.phase is Phase.MINUTE
    assert t.public()["question"]["timer"] == {"total_ms": 60_000, "left_ms": 60_000, "running": True}
    t.tick()
    t.tick()
    assert t.phase is Phase.ANSWER


def test_the_debt_is_collected_in_a_round_the_croupier_picks() -> None:  # QZ-16
    """QZ-16: in a later round chosen by the Croupier the team answers at once, with no minute."""
    t = Table()
    t.start()
    t.no(MODERATOR, "collect_debt", C.WRONG_PHASE)
    t.spin()
    t.no(MODERATOR, "collect_debt", C.NOT_ALLOWED)  # no debt yet
    t.ok(MODERATOR, "time_go")
    t.ok(MODERATOR, "minute_on_credit")
    t.tick()
    t.tick()
    t.ok(MODERATOR, "reject_answer")
    t.play_round(False)  # the Croupier does not collect it yet
    t.spin()
    assert "collect_debt" in t.allowed(MODERATOR)
    t.ok(MODERATOR, "collect_debt")
    assert t.phase is Phase.ANSWER
    assert t.public()["question"]["timer"] is None and t.public()["question"]["debt_collected"] is True
    t.no(MODERATOR, "time_go", C.WRONG_PHASE)
    t.ok(P(1), "name_answerer", seat=1)
    t.ok(MODERATOR, "accept_answer")
    assert t.public()["debt"] == {"taken_in": 1, "collected_in": 3}
    t.spin()
    t.no(MODERATOR, "collect_debt", C.NOT_ALLOWED)  # paid back


def test_no_credit_in_the_debt_round_and_a_debt_left_is_void() -> None:  # QZ-16
    """QZ-16: the debt round has no minute, so no credit; (house) a debt still open when the game
    ends is void."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.ok(MODERATOR, "minute_on_credit")
    t.tick()
    t.tick()
    t.ok(MODERATOR, "reject_answer")
    at_score(t, 6, 1)
    assert t.phase is Phase.FINISHED and t.public()["debt"]["collected_in"] is None
    t.ok(MODERATOR, "to_lobby")
    t.start()
    t.spin()
    t.no(MODERATOR, "collect_debt", C.NOT_ALLOWED)  # a new game, no debt


def test_clubs_help_during_the_minute_on_the_experts_phones() -> None:  # QZ-17
    """QZ-17: during the main minute; a hint on the experts' screens and +60 s."""
    t = Table()
    t.start()
    t.spin()
    t.no(MODERATOR, "clubs_help", C.WRONG_PHASE)
    t.ok(MODERATOR, "time_go")
    t.wait(15_000)
    t.ok(MODERATOR, "clubs_help", hint="Think of Lisbon")
    assert t.public()["question"]["timer"]["left_ms"] == 105_000
    for seat in t.seats:
        assert t.player(seat)["me"]["hint"] == "Think of Lisbon"
    assert t.public()["question"]["clubs_help"] == "Think of Lisbon"
    t.tick()
    t.tick()
    assert t.phase is Phase.ANSWER


def test_clubs_help_text_from_the_pack_and_not_after_the_gong() -> None:  # QZ-17
    """QZ-17: without a typed hint the question's own is shown; after the minute it is too late."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.ok(MODERATOR, "clubs_help")
    assert t.player(1)["me"]["hint"] == t.game.question(t.state, t.round.question).hint
    t = Table()
    t.start()
    t.to_gong()
    t.no(MODERATOR, "clubs_help", C.WRONG_PHASE)
    t.no(P(1), "ask_lifeline", C.WRONG_PHASE, lifeline="clubs_help")
    t = Table(game=make_game(test=make_pack(hints=False)))
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.no(MODERATOR, "clubs_help", C.BAD_ARGUMENT)
    t.ok(MODERATOR, "clubs_help", hint="Typed by the Croupier")


def test_hosts_help_only_after_the_minute_with_no_extra_time() -> None:  # QZ-18
    """QZ-18: only once the main minute has run out; no extra time; the answerer is named at once."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.no(MODERATOR, "hosts_help", C.WRONG_PHASE)
    t.no(P(1), "ask_lifeline", C.WRONG_PHASE, lifeline="hosts_help")
    t.tick()
    t.tick()
    t.ok(P(1), "ask_lifeline", lifeline="hosts_help")
    t.ok(MODERATOR, "hosts_help")
    assert t.phase is Phase.ANSWER
    assert t.game.next_deadline(t.state) is None
    assert t.public()["question"]["timer"]["left_ms"] == 0
    assert t.public()["lifelines"]["hosts_help"] == {"state": "used", "round": 1}
    t.ok(P(1), "name_answerer", seat=1)


# --- penalties and annulment -------------------------------------------------------------------


def test_cut_time_gives_forty_seconds_next_round() -> None:  # QZ-19
    """QZ-19: cut time: the next round's discussion is 40 s instead of 60."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "penalty", kind="cut_time")
    t.no(MODERATOR, "penalty", C.ALREADY_DONE, kind="cut_time")
    t.no(MODERATOR, "penalty", C.BAD_ARGUMENT, kind="cut_time", seat=1)
    t.ok(MODERATOR, "time_go")
    assert t.round.timer is not None and t.round.timer.total_ms == MINUTE_MS  # this round: 60 s
    t.tick()
    t.tick()
    t.ok(MODERATOR, "reject_answer")
    t.spin()
    t.ok(MODERATOR, "time_go")
    assert t.round.timer is not None and t.round.timer.total_ms == CUT_TIME_MS
    assert t.game.next_deadline(t.state) == t.now + 30_000
    t.tick()
    t.tick()
    t.ok(MODERATOR, "reject_answer")
    t.spin()
    t.ok(MODERATOR, "time_go")
    assert t.round.timer is not None and t.round.timer.total_ms == MINUTE_MS


def test_sent_off_for_a_round() -> None:  # QZ-19
    """QZ-19: the expert sits out the next round (house: the phone shows it, they cannot be named)."""
    t = Table()
    t.start(captain=1)
    t.ok(MODERATOR, "penalty", kind="sent_off", seat=2)  # between rounds: the coming round
    t.no(MODERATOR, "penalty", C.ALREADY_DONE, kind="sent_off", seat=2)
    t.no(MODERATOR, "penalty", C.BAD_ARGUMENT, kind="sent_off")
    t.to_gong()
    assert t.player(2)["me"]["sitting_out"] is True
    assert t.public()["question"]["sitting_out"] == [2]
    t.no(P(1), "name_answerer", C.BAD_ARGUMENT, seat=2)
    t.ok(P(1), "name_answerer", seat=3)
    t.ok(MODERATOR, "accept_answer")
    t.to_gong()
    assert t.player(2)["me"]["sitting_out"] is False
    t.ok(P(1), "name_answerer", seat=2)
    assert t.player(2)["me"]["penalties"] == [{"kind": "sent_off", "seat": 2, "given_in": 0, "applies_to": 1}]


def test_a_sent_off_captain_and_someone_left_to_answer() -> None:  # QZ-19
    """QZ-19 (house): a captain who sits out cannot act from the phone; the Croupier acts as told;
    the last expert able to answer cannot be sent off."""
    t = Table(experts=2)
    t.start(captain=1)
    t.ok(MODERATOR, "penalty", kind="sent_off", seat=1)
    t.no(MODERATOR, "penalty", C.NOT_ALLOWED, kind="sent_off", seat=2)
    t.to_gong()
    t.no(P(1), "name_answerer", C.NOT_ALLOWED, seat=2)
    assert t.allowed(P(1)) == []
    t.ok(MODERATOR, "name_answerer", seat=2)


def test_hat_taken_until_the_end_of_the_game() -> None:  # QZ-19
    """QZ-19: the expert loses the hat until the end of the game."""
    t = Table()
    t.ok(P(2), "set_look", avatar="owl", hat="bowler")
    t.start()
    t.ok(MODERATOR, "penalty", kind="hat_taken", seat=2)
    t.no(MODERATOR, "penalty", C.ALREADY_DONE, kind="hat_taken", seat=2)
    t.no(MODERATOR, "penalty", C.BAD_ARGUMENT, kind="red_card", seat=2)
    for _ in range(3):
        t.play_round(True)
        expert = t.public()["experts"][1]
        assert expert["hat"] is None and expert["hat_taken"] is True and expert["avatar"] == "owl"
    assert t.player(2)["me"]["hat_taken"] is True
    at_score(t, 6, 0)
    t.ok(MODERATOR, "to_lobby")
    assert t.public()["experts"][1]["hat"] == "bowler"  # a new game, the hat is back


def test_annulment_nobody_scores_and_the_question_is_spent() -> None:  # QZ-20
    """QZ-20: an annulled round scores for nobody; its sector is spent; at most two per game."""
    t = Table()
    t.start()
    t.to_gong()
    sector = t.round.sector
    t.ok(MODERATOR, "annul_round")
    assert t.score == (0, 0) and t.phase is Phase.ROULETTE
    assert t.public()["annulments"] == {"used": 1, "max": 2}
    assert t.public()["question"]["answer"] is None  # an annulled question keeps its answer
    assert sector in t.public()["roulette"]["played"]
    t.no(MODERATOR, "annul_round", C.WRONG_PHASE)  # already annulled
    t.play_round(True)
    assert t.score == (1, 0)
    t.ok(MODERATOR, "annul_round")  # just judged, before the next spin: the point is taken back
    assert t.score == (0, 0)
    assert len(t.public()["roulette"]["played"]) == 2


def test_a_third_annulment_ends_the_match() -> None:  # QZ-21
    """QZ-21: a third annulment is impossible: the match ends and everyone is back in the lobby."""
    t = Table()
    t.start()
    for _ in range(2):
        t.spin()
        t.ok(MODERATOR, "annul_round")
    t.play_round(True)
    t.spin()
    assert t.ok(MODERATOR, "annul_round") == [{"type": "match_ended", "reason": "third_annulment"}]
    assert t.phase is Phase.LOBBY
    assert t.game.finished(t.state)[0]["outcome"] == "third_annulment"
    assert t.game.finished(t.state)[0]["winners"] == []
    assert all(not e["ready"] for e in t.public()["experts"])


# --- score and the final round -----------------------------------------------------------------


def test_the_final_round_at_five_all_burns_the_helps() -> None:  # QZ-23
    """QZ-23: at 5:5 the final round: Club's help and Host's help burn, Minute on credit stays."""
    t = Table()
    t.start()
    at_score(t, 5, 5)
    t.spin()
    assert t.round.final is True
    lifelines = t.public()["lifelines"]
    assert lifelines["clubs_help"]["state"] == "burnt" and lifelines["hosts_help"]["state"] == "burnt"
    assert lifelines["minute_on_credit"]["state"] == "available"
    t.ok(MODERATOR, "time_go")
    t.no(MODERATOR, "clubs_help", C.NOT_ALLOWED)
    t.no(P(1), "ask_lifeline", C.NOT_ALLOWED, lifeline="clubs_help")
    t.ok(MODERATOR, "minute_on_credit")
    t.tick()
    t.tick()
    t.no(MODERATOR, "hosts_help", C.ALREADY_DONE)
    t.ok(MODERATOR, "reject_answer")
    assert t.phase is Phase.FINISHED and t.public()["winner"] == "viewers"


def test_credit_used_before_leaves_no_lifeline_in_the_final() -> None:  # QZ-23
    """QZ-23: Minute on credit only if still unused."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.ok(MODERATOR, "minute_on_credit")
    t.tick()
    t.tick()
    t.ok(MODERATOR, "reject_answer")
    at_score(t, 5, 5)
    t.spin()
    t.ok(MODERATOR, "time_go")
    assert not {"minute_on_credit", "clubs_help", "hosts_help"} & set(t.allowed(MODERATOR))
    assert "ask_lifeline" not in t.allowed(P(1))


def test_after_the_deciding_point_back_to_the_lobby() -> None:  # QZ-24
    """QZ-24: after the deciding point the music plays (the board shows the winner); when it ends
    the Croupier brings everyone back to the lobby."""
    t = Table()
    t.start()
    t.no(MODERATOR, "to_lobby", C.WRONG_PHASE)
    at_score(t, 6, 3)
    assert t.public()["winner"] == "experts" and t.public()["phase"] == "finished"
    assert "to_lobby" in t.allowed(MODERATOR) and "spin" not in t.allowed(MODERATOR)
    t.ok(MODERATOR, "to_lobby")
    assert t.phase is Phase.LOBBY and t.public()["match"] is None
    assert t.public()["score"]["experts"] == 0


# --- profile and regalia ------------------------------------------------------------------------


def test_avatar_and_hat_seen_at_the_table() -> None:  # QZ-27
    """QZ-27: experts choose an avatar and a hat, visible at the table."""
    t = Table()
    t.ok(P(1), "set_look", avatar="hippo")
    t.ok(P(1), "set_look", hat="top_hat")
    t.no(P(1), "set_look", C.ALREADY_DONE, hat="top_hat")
    t.no(P(1), "set_look", C.BAD_ARGUMENT, hat="crown_of_gold")
    assert t.public()["experts"][0] == {
        "seat": 1, "avatar": "hippo", "hat": "top_hat", "hat_taken": False, "ready": False,
        "captain": False, "sitting_out": False,
    }
    t.start()
    t.no(P(1), "set_look", C.WRONG_PHASE, avatar="owl")


# --- disputes ------------------------------------------------------------------------------------


def test_the_croupier_judges_with_the_accepted_answers_beside_him() -> None:  # QZ-28, QZ-30
    """QZ-28: a synonymous answer is accepted; QZ-30: a brilliant other version may be: the console
    shows the answer with its accepted alternatives, and the verdict is the Croupier's alone."""
    t = Table()
    t.start()
    t.to_gong()
    q = t.game.question(t.state, t.round.question)
    secrets = t.console()["secrets"]
    assert secrets["answer"] == q.answer and secrets["accepted"] == list(q.accepted) == [q.accepted[0]]
    assert secrets["comment"] == q.comment
    t.ok(P(1), "name_answerer", seat=1)
    for actor in (P(1), P(2), GUEST, BOARD, SYSTEM):
        t.no(actor, "accept_answer", C.NOT_ALLOWED)
    t.ok(MODERATOR, "accept_answer")
    assert t.score == (1, 0)


# --- question packs -----------------------------------------------------------------------------


def test_a_game_draws_fifteen_envelopes_and_a_black_box_question() -> None:  # QZ-31
    """QZ-31: the pack gives 15 envelopes for the sectors and a black-box question for Zero."""
    pack = make_pack(envelopes=20, black_box=3)
    t = Table(game=make_game(test=pack))
    t.start()
    m = t.state.match
    assert m is not None
    assert m.sectors[0] in {q.id for q in pack.black_box}
    assert set(m.sectors[1:]) <= {q.id for q in pack.envelopes} and len(set(m.sectors[1:])) == 15
    assert t.public()["pack"] == {"id": "test", "title": "Pack test", "lang": "en", "tournament": ""}


def test_the_croupier_chooses_the_pack_in_the_lobby() -> None:  # QZ-31
    """QZ-31: packs are what the Croupier loads; an unknown one is refused."""
    game = make_game(a=make_pack("a"), b=make_pack("b"))
    t = Table(game=game)
    t.ok(MODERATOR, "set_options", pack="b")
    t.no(MODERATOR, "set_options", C.BAD_ARGUMENT, pack="zzz")
    t.no(MODERATOR, "set_options", C.ALREADY_DONE, pack="b")
    t.no(MODERATOR, "set_options", C.BAD_ARGUMENT)
    t.start()
    t.no(MODERATOR, "set_options", C.WRONG_PHASE, pack="a")
    with pytest.raises(ValueError):
        QuizGame({})
    with pytest.raises(ValueError):
        game.setup({"pack": "zzz"}, 1)


# --- the platform's side ------------------------------------------------------------------------


def test_replay_gives_the_same_state() -> None:  # PLT-02
    """PLT-02: the events replayed from the seed give the same state."""
    t = Table(seed=7)
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.ok(MODERATOR, "clubs_help", hint="x")
    t.tick()
    t.ok(MODERATOR, "penalty", kind="sent_off", seat=3)
    t.tick()
    t.ok(MODERATOR, "reject_answer")
    at_score(t, 4, 5)
    assert t.replayed() == t.state


def test_restored_pauses_the_running_minute() -> None:  # PLT-03
    """PLT-03: after a restart the minute waits, paused, for the Croupier."""
    t = Table()
    t.start()
    t.spin()
    t.no(SYSTEM, "restored", C.WRONG_PHASE)
    t.ok(MODERATOR, "time_go")
    t.wait(12_000)
    t.ok(SYSTEM, "restored")
    assert t.game.next_deadline(t.state) is None
    t.wait(100_000)
    assert t.public()["question"]["timer"] == {"total_ms": 60_000, "left_ms": 48_000, "running": False}
    t.ok(MODERATOR, "resume_timer")
    assert t.game.next_deadline(t.state) == t.now + 38_000


def test_undoable_console_actions_and_the_revealing_verdict() -> None:  # PLT-04
    """PLT-04: the Croupier's actions are undoable; the verdict shows the answer, so it is a
    revealing event."""
    game = make_game()
    for name, rs in game.requests.items():
        if ActorKind.MODERATOR in rs.senders:
            assert rs.moderator_action, name
        else:
            assert not rs.moderator_action, name
    assert game.reveals_secret({"type": "round_judged"})
    assert not game.reveals_secret({"type": "roulette_spun"})
    # the question read out, and the Club's hint, are on the phones (PLT-04, house)
    assert game.reveals_secret({"type": "minute_started"}) and game.reveals_secret({"type": "debt_collected"})
    assert game.reveals_secret({"type": "lifeline_used", "lifeline": "clubs_help"})
    assert not game.reveals_secret({"type": "lifeline_used", "lifeline": "hosts_help"})
    assert not game.reveals_secret({"type": "lifeline_used", "lifeline": "minute_on_credit"})


def test_leaving_experts() -> None:
    """A seat that leaves: the named answerer is forgotten; the last one gone ends the match."""
    t = Table(experts=2)
    t.start(captain=1)
    t.to_gong()
    t.ok(P(1), "name_answerer", seat=2)
    t.ok(SYSTEM, "leave", seat=2)
    t.no(SYSTEM, "leave", C.ALREADY_DONE, seat=2)
    t.no(SYSTEM, "leave", C.BAD_ARGUMENT, seat=9)
    assert t.public()["question"]["answerer"] is None
    t.no(MODERATOR, "accept_answer", C.WRONG_PHASE)
    t.ok(GUEST, "join", nickname="Late")  # a new expert may join mid-game
    t.ok(MODERATOR, "kick", seat=1)
    t.ok(MODERATOR, "kick", seat=3)
    assert t.phase is Phase.LOBBY
    assert t.game.finished(t.state)[0]["outcome"] == "no_experts"


def test_allowed_for_the_board_and_strangers() -> None:
    t = Table()
    assert t.allowed(BOARD) == []
    assert t.allowed(GUEST) == ["join"]
    assert "ready" not in t.allowed(P(9))
