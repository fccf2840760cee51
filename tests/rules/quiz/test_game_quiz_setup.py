"""Before a game (QZ-31): the black box marked among the pack's questions or drawn from the club's,
and the pack's rules checked when the game starts, with a typed reason when it cannot."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from rules.core import MODERATOR, RejectionCode
from rules.quiz.chgk import read_chgk
from rules.quiz.game import QuizGame
from rules.quiz.state import ZERO, Phase

from .tables import P, Table, make_pack

INGUSH = Path(__file__).resolve().parent / "chgk" / "ingush16_tours1-3.txt"


def club() -> QuizGame:
    """A pack without a black box, one too short, and the club's packs that have black boxes (one
    of them in another language)."""
    return QuizGame({
        "plain": make_pack("plain", envelopes=20, black_box=0),
        "short": make_pack("short", envelopes=14, black_box=0),
        "boxes": make_pack("boxes", envelopes=15, black_box=3),
        "polish": replace(make_pack("polish", envelopes=16, black_box=2), lang="pl"),
    })


def ready(t: Table) -> None:
    for seat in t.seats:
        t.ok(P(seat), "ready")
    t.ok(MODERATOR, "mark_captain", seat=1)


def test_a_pack_without_a_black_box_cannot_start_until_one_is_marked() -> None:  # QZ-31
    """QZ-31: the start refuses a pack with no black box with a typed reason; the console's view
    says why; once the Croupier marks one of its questions, it starts with that one on Zero and
    the 15 envelopes drawn from the others."""
    t = Table(game=club(), options={"pack": "plain"})
    ready(t)
    refused = t.no(MODERATOR, "start", RejectionCode.NOT_PLAYABLE)
    assert "no black-box question" in refused.reason
    assert "start" not in t.allowed(MODERATOR)
    setup = t.console()["pack_setup"]
    assert setup["problem"] == {"code": "no_black_box", "envelopes": 20, "needed": 15}
    assert (setup["black_box"], setup["black_box_question"]) == ("pack", None)
    t.ok(MODERATOR, "mark_black_box", question="e7")
    setup = t.console()["pack_setup"]
    assert setup["problem"] is None and setup["envelopes"] == 19 and setup["black_box"] == "marked"
    assert setup["black_box_question"]["question"] == "Envelope question 7?"
    assert setup["black_box_question"]["answer"] == "ANSWER-E7"
    assert "start" in t.allowed(MODERATOR)
    t.ok(MODERATOR, "start")
    m = t.state.match
    assert m is not None and m.sectors[ZERO] == "e7" and "e7" not in m.sectors[1:]
    assert len(set(m.sectors[1:])) == 15


def test_too_few_envelopes_are_refused_at_the_start_with_the_count() -> None:  # QZ-31
    """QZ-31: 15 envelopes are needed; a marked black box leaves the envelopes."""
    t = Table(game=club(), options={"pack": "short"})
    ready(t)
    refused = t.no(MODERATOR, "start", RejectionCode.NOT_PLAYABLE)
    assert refused.reason == "the pack has 14 envelope questions; a game needs 15"
    assert t.console()["pack_setup"]["problem"] == {"code": "too_few_envelopes", "envelopes": 14, "needed": 15}
    t.ok(MODERATOR, "set_options", pack="boxes")
    t.ok(MODERATOR, "mark_black_box", question="e0")  # 14 envelopes left: refused again
    assert t.no(MODERATOR, "start", RejectionCode.NOT_PLAYABLE).reason.startswith("the pack has 14 envelope")
    t.ok(MODERATOR, "mark_black_box")  # back to the pack's own black-box questions
    assert t.state.options.black_box == ""
    t.ok(MODERATOR, "start")
    assert t.state.match is not None and t.state.match.sectors[ZERO] in {"b0", "b1", "b2"}


def test_a_black_box_drawn_from_the_clubs_plays_on_zero() -> None:  # QZ-31
    """QZ-31: the Croupier draws the black box from the club's black-box questions (the packs in
    the pack's language); the draw is the seed's, another than the one chosen; the question comes
    up on Zero with its answer on the console."""
    game = club()
    t = Table(game=game, options={"pack": "plain"}, seed=7)
    ready(t)
    assert game.club_black_boxes(t.state) == ["boxes/b0", "boxes/b1", "boxes/b2"]  # not the Polish pack's
    t.ok(MODERATOR, "draw_black_box")
    first = t.state.options.black_box
    assert first.startswith("boxes/")
    setup = t.console()["pack_setup"]
    assert setup["black_box"] == "drawn" and setup["problem"] is None and setup["envelopes"] == 20
    assert setup["black_box_question"]["answer"] == f"ANSWER-B{first[-1]}"
    drawn = {first}
    for _ in range(6):
        t.ok(MODERATOR, "draw_black_box")
        assert t.state.options.black_box != first
        first = t.state.options.black_box
        drawn.add(first)
    assert drawn == {"boxes/b0", "boxes/b1", "boxes/b2"}
    assert t.replayed() == t.state  # the draw is the seed's (PLT-02)
    t.ok(MODERATOR, "start")
    m = t.state.match
    assert m is not None and m.sectors[ZERO] == first
    for _ in range(12):  # annul round after round until Zero comes up (QZ-10: not in round 1)
        t.spin()
        if t.round.sector == ZERO:
            break
        t.ok(MODERATOR, "reject_answer") if t.phase is Phase.ANSWER else None
        t.ok(MODERATOR, "time_go")
        t.ok(P(1), "name_answerer", seat=1)
        t.ok(MODERATOR, "reject_answer")
    assert t.round.sector == ZERO
    secrets = t.console()["secrets"]
    assert secrets["answer"] == f"ANSWER-B{first[-1]}" and secrets["pack"] == "Pack boxes"


def test_black_box_choices_are_refused_with_reasons() -> None:  # QZ-31
    """Bad input gets a typed answer and changes nothing: a question the pack has not, the same
    mark twice, a draw with no other black box in the language, anything once the game is on."""
    t = Table(game=club(), options={"pack": "polish"})
    t.no(MODERATOR, "mark_black_box", RejectionCode.BAD_ARGUMENT, question="e99")
    t.no(MODERATOR, "mark_black_box", RejectionCode.ALREADY_DONE)
    t.ok(MODERATOR, "draw_black_box")  # the Polish pack's own second box
    t.ok(MODERATOR, "draw_black_box")
    only = Table(game=QuizGame({"plain": make_pack("plain", black_box=0)}))
    only.no(MODERATOR, "draw_black_box", RejectionCode.NOT_PLAYABLE)
    assert "draw_black_box" not in only.allowed(MODERATOR) and "mark_black_box" in only.allowed(MODERATOR)
    t.ok(MODERATOR, "mark_black_box", question="e1")
    ready(t)
    t.ok(MODERATOR, "start")
    t.no(MODERATOR, "mark_black_box", RejectionCode.WRONG_PHASE, question="e2")
    t.no(MODERATOR, "draw_black_box", RejectionCode.WRONG_PHASE)
    t.no(P(1), "mark_black_box", RejectionCode.NOT_ALLOWED, question="e2")


def test_another_pack_drops_a_marked_question_but_keeps_a_drawn_one() -> None:  # QZ-31
    """QZ-31: a question marked in one pack is not in the next one; a drawn one stays."""
    t = Table(game=club(), options={"pack": "plain"})
    t.ok(MODERATOR, "mark_black_box", question="e3")
    t.ok(MODERATOR, "set_options", pack="short")
    assert t.state.options.black_box == ""
    t.ok(MODERATOR, "draw_black_box")
    drawn = t.state.options.black_box
    t.ok(MODERATOR, "set_options", pack="plain")
    assert t.state.options.black_box == drawn


def test_the_black_box_stays_on_the_console() -> None:  # QZ-31
    """QZ-06, QZ-31: the chosen black box (question and answer) is in the console's view only."""
    t = Table(game=club(), options={"pack": "plain"})
    t.ok(MODERATOR, "mark_black_box", question="e4")
    for view in (t.public(), t.player(1)):
        assert "pack_setup" not in view and "ANSWER-E4" not in str(view) and "question 4?" not in str(view)
    assert t.console()["pack_setup"]["black_box_question"]["answer"] == "ANSWER-E4"


def test_a_real_file_plays_a_game_with_a_marked_black_box() -> None:  # QZ-31
    """QZ-31: a real tournament file imported whole (45 questions, no black box) plays once a
    question is marked; its handout and tour reach the console's secrets."""
    pack = read_chgk(INGUSH.read_bytes()).pack("ingush16")
    t = Table(game=QuizGame({"ingush16": pack}), options={"pack": "ingush16"})
    ready(t)
    t.no(MODERATOR, "start", RejectionCode.NOT_PLAYABLE)
    t.ok(MODERATOR, "mark_black_box", question="t1_q12")
    t.ok(MODERATOR, "start")
    t.spin()
    secrets = t.console()["secrets"]
    q = pack.question(t.round.question)
    assert secrets["question"] == q.question and secrets["handout"] == q.handout
    assert secrets["tour"] == pack.tours[q.tour - 1].title and secrets["number"] == q.number
    assert t.public()["pack"]["tournament"] == 'Фестиваль "Горы от ума - 2016" (Джейрах, Ингушетия)'
