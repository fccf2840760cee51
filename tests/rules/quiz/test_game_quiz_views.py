"""What the board and the phones are told at the edges of a round, and a won game whose team
leaves (QZ-11, QZ-13, QZ-20, QZ-24, QZ-25)."""

from __future__ import annotations

from rules.core import MODERATOR, SYSTEM
from rules.quiz.state import Phase

from .tables import Table


def test_a_round_annulled_before_time_go_never_shows_its_text() -> None:  # QZ-11, QZ-20
    """QZ-11: the text reaches the board once "Время пошло" is said; a round annulled before it
    (a faulty question the Croupier did not read, QZ-20) never shows it."""
    t = Table()
    t.start()
    t.spin()
    assert t.public()["question"]["text"] is None
    t.ok(MODERATOR, "annul_round")
    question = t.public()["question"]
    assert question["verdict"] == "annulled"
    assert question["text"] is None and question["answer"] is None
    assert all(t.player(s)["question"]["text"] is None for s in t.seats)
    # a round annulled during its minute had its text read: it stays on the board
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.ok(MODERATOR, "annul_round")
    assert t.public()["question"]["text"]


def test_an_annulled_minute_is_no_gong() -> None:  # QZ-13, QZ-20
    """QZ-13: ``gong`` says the minute ran out; a minute cut short by an annulment (QZ-20) did not."""
    t = Table()
    t.start()
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.wait(20_000)
    t.ok(MODERATOR, "annul_round")
    assert t.public()["question"]["gong"] is False
    # a real gong, and a round annulled after it: the gong did sound
    t.to_gong()
    assert t.public()["question"]["gong"] is True
    t.ok(MODERATOR, "annul_round")
    assert t.public()["question"]["gong"] is True
    # Minute on credit after the gong: a fresh minute, no gong until it runs out (QZ-16)
    t.spin()
    t.ok(MODERATOR, "time_go")
    t.tick()
    t.tick()
    t.ok(MODERATOR, "minute_on_credit")
    assert t.public()["question"]["gong"] is False
    t.tick()
    t.tick()
    assert t.public()["question"]["gong"] is True


def test_the_team_leaving_after_the_deciding_point_keeps_the_win() -> None:  # QZ-24, QZ-25
    """QZ-24: after the deciding point the music plays; when every expert leaves meanwhile, the
    match goes to the records as won (QZ-25), not as ended for want of experts."""
    t = Table(experts=2)
    t.start()
    for _ in range(6):
        t.play_round(True)
    assert t.phase is Phase.FINISHED
    t.ok(SYSTEM, "leave", seat=2)
    assert t.phase is Phase.FINISHED
    t.ok(MODERATOR, "kick", seat=1)
    assert t.phase is Phase.LOBBY
    [record] = t.game.finished(t.state)
    assert record["outcome"] == "experts" and record["winners"] == [1, 2]
    assert record["score"] == {"experts": 6, "viewers": 0}
    assert t.replayed() == t.state


def test_the_team_leaving_mid_game_still_ends_the_match_without_a_winner() -> None:
    """(house) The last expert gone before anyone has 6: the match ends with no winner."""
    t = Table(experts=2)
    t.start()
    t.play_round(True)
    t.ok(MODERATOR, "kick", seat=2)
    t.ok(MODERATOR, "kick", seat=1)
    [record] = t.game.finished(t.state)
    assert record["outcome"] == "no_experts" and record["winners"] == []
