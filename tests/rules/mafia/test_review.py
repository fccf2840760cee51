"""The review of a game from its journal (MAF-23, MAF-24): every speech, nomination, vote, foul, night
action, morning and the end at its time, and the facts measured per player."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from rules.core import Event, Rejection
from rules.mafia.review import game_review, games_in, offset_ms, player_facts, speech_segments
from rules.mafia.state import Phase

from .tables import CATALOG, Table

STEP_MS = 1_000


class Journaled(Table):
    """A mafia table whose every accepted request is kept with its time, as the journal keeps it;
    the clock moves a second after each one."""

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[tuple[int, list[Event]]] = []

    def send(self, actor: Any, rtype: str, **args: Any) -> list[Event] | Rejection:
        out = super().send(actor, rtype, **args)
        if not isinstance(out, Rejection):
            self.entries.append((self.now, list(out)))
            self.wait(STEP_MS)
        return out


def played() -> tuple[Journaled, dict[str, int]]:
    """Day 1 with a nomination of the boss, an under-foul, a foul, the first-day question and the
    vote that expels the boss; night 1 with a kill, the commissar's check and the doctor; day 2
    ends with the mafia removed for three fouls: the reds win."""
    t = Journaled()
    t.start()
    boss, mafia, commissar, doctor = t.one("boss"), t.one("mafia"), t.one("commissar"), t.one("doctor")
    civilian = next(p for p in t.with_role("civilian"))
    t.to_circle()
    first = t.m.speaker
    assert first is not None
    t.host("nominate", target=boss)  # MAF-08
    t.host("next_speaker")
    second = t.m.speaker
    assert second is not None
    t.host("under_foul", place=second)  # MAF-19
    t.host("foul", place=civilian)  # MAF-18
    t.circle()
    assert t.phase is Phase.NOMINEE_VOTE
    t.hands({boss: 6})  # MAF-09: one nominee
    assert t.phase is Phase.DEFENCE
    t.speeches()
    assert t.phase is Phase.FIRST_DAY_QUESTION
    t.host("expel_anyone", hands=7)  # MAF-12
    t.hands({boss: 7})  # MAF-11
    assert t.phase is Phase.LAST_WORDS
    t.speeches()
    t.night(mafia_kill=civilian, commissar=mafia, doctor=doctor)
    t.host("morning")
    t.speeches()
    for _ in range(3):
        t.host("foul", place=mafia)  # MAF-18: the third removes
    assert t.state.phase is Phase.GAME_OVER
    places = {"boss": boss, "mafia": mafia, "commissar": commissar, "doctor": doctor, "civilian": civilian,
              "first": first, "second": second}
    return t, places


def test_the_timeline_has_every_speech_nomination_vote_foul_night_and_the_end_at_its_time() -> None:  # MAF-23, MAF-06, MAF-08, MAF-09, MAF-11, MAF-12, MAF-15, MAF-18, MAF-19
    t, p = played()
    review = game_review(t.entries, 1)
    times = {at for at, _ in t.entries}
    assert all(m.at_ms in times for m in review.moments)  # each at its request's time
    kinds = [m.kind for m in review.moments]
    assert kinds[:3] == ["free_talk", "acquaintance", "morning"]
    speeches = [m for m in review.moments if m.kind == "speech"]
    assert {m.speech for m in speeches} == {"circle", "defence", "last_words"}
    circle = [m for m in speeches if m.speech == "circle" and m.day == 1]
    assert len(circle) == 10 and circle[0].place == p["first"]
    assert [m.place for m in speeches if m.speech == "defence"] == [p["boss"]]
    assert [m.place for m in speeches if m.speech == "last_words"] == [p["boss"], p["civilian"]]
    for a, b in pairwise(speeches):
        assert a.until_ms is not None and a.at_ms < a.until_ms <= b.at_ms  # one speech ends before the next
    assert next(m for m in speeches if m.place == p["second"]).under_fouls == 1  # MAF-19
    nomination = next(m for m in review.moments if m.kind == "nomination")
    assert (nomination.by, nomination.place) == (p["first"], p["boss"])
    vote = next(m for m in review.moments if m.kind == "nominee_vote")
    assert vote.counts == ((p["boss"], 6),) and vote.outcome == "defence"
    question = next(m for m in review.moments if m.kind == "first_day_question")
    assert (question.hands, question.yes) == (7, True)
    hands = next(m for m in review.moments if m.kind == "hands")
    assert hands.outcome == "expelled" and hands.chosen == (p["boss"],)
    assert vote.at_ms < next(m for m in speeches if m.speech == "defence").at_ms < question.at_ms < hands.at_ms
    night = [m for m in review.moments if m.kind == "night_action"]
    assert [(m.slot, m.place) for m in night if m.place is not None] == [
        ("mafia_kill", p["civilian"]), ("commissar", p["mafia"]), ("doctor", p["doctor"])]
    assert next(m for m in night if m.slot == "commissar").found is True  # MAF-16
    morning = [m for m in review.moments if m.kind == "morning"][-1]
    assert morning.night == 1 and morning.places == (p["civilian"],)
    outs = [(m.place, m.how, m.role) for m in review.moments if m.kind == "out"]
    assert outs == [(p["boss"], "expelled", "boss"), (p["civilian"], "killed", "civilian"),
                    (p["mafia"], "fouls", "mafia")]
    assert [m.place for m in review.moments if m.kind == "foul"] == [p["civilian"], p["mafia"], p["mafia"], p["mafia"]]
    assert kinds[-1] == "game_over" and review.result == "reds"
    assert offset_ms(review.moments[0].at_ms, review.moments[0].at_ms - 2500) == 2500


def test_the_facts_are_measured_from_the_journal() -> None:  # MAF-24, MAF-08, MAF-16, MAF-18, MAF-19, MAF-20, MAF-21
    t, p = played()
    review = game_review(t.entries, 1)
    facts = player_facts(review, CATALOG)
    assert facts[p["first"]].nominations == 1 and facts[p["first"]].nominations_black == 1
    assert facts[p["boss"]].nominated == 1 and facts[p["boss"]].first_out
    assert sum(f.first_out for f in facts.values()) == 1
    assert facts[p["second"]].fouls == 1 and facts[p["second"]].under_fouls == 1
    assert facts[p["mafia"]].fouls == 3 and facts[p["mafia"]].out == "fouls"
    assert facts[p["civilian"]].out == "killed" and facts[p["civilian"]].out_night == 1
    assert facts[p["boss"]].out == "expelled" and facts[p["boss"]].out_day == 1
    assert facts[p["commissar"]].checks == 1 and facts[p["commissar"]].checks_found == 1
    assert facts[p["doctor"]].checks == 0
    assert facts[p["commissar"]].won is True and facts[p["boss"]].won is False and facts[p["mafia"]].team == "black"
    assert facts[p["commissar"]].points == 1 and facts[p["boss"]].points == 0  # +1 for the winning side
    boss_speeches = [m for m in review.moments if m.kind == "speech" and m.place == p["boss"]]
    assert facts[p["boss"]].speeches == len(boss_speeches) == 3  # the circle, the defence, last words
    assert facts[p["boss"]].speaking_ms == sum(m.until_ms - m.at_ms for m in boss_speeches if m.until_ms)
    assert facts[p["boss"]].speaking_ms >= 3 * STEP_MS


def test_an_opted_out_players_speeches_are_the_segments_to_cut() -> None:  # MAF-24
    t, p = played()
    review = game_review(t.entries, 1)
    segments = speech_segments(review, [p["boss"]])
    assert len(segments) == 3 and all(place == p["boss"] and start < end for start, end, place in segments)
    speeches = [(m.at_ms, m.until_ms) for m in review.moments if m.kind == "speech" and m.place == p["boss"]]
    assert [(s, e) for s, e, _ in segments] == speeches


def test_each_game_of_the_evening_is_its_own_timeline() -> None:  # MAF-01
    t, _ = played()
    first_game = len(t.entries)
    t.start()
    t.host("abort_game")
    assert games_in(t.entries) == [1, 2]
    one, two = game_review(t.entries, 1), game_review(t.entries, 2)
    assert one.ended_ms <= t.entries[first_game - 1][0] < two.started_ms
    assert two.result == "aborted" and [m.kind for m in two.moments] == ["free_talk", "game_over"]
    assert {s.seat for s in one.seats} == {s.seat for s in two.seats}
