"""Random play with the board watching (PLT-05, PLT-10, QZ-06, QZ-11, QZ-17, QZ-31): after every
accepted request the scene is made from the public view, and nothing of a question reaches it before
its time: the text before "Время пошло", the Club's help before it is given, the answer, the
accepted answers and the comment before the verdict, and never the "Незачёт" answers, the source,
the author or the handout. Every scene is JSON and every text of it is in four languages; a beat's
key names one occurrence (the same key never comes back with other contents).

The requests are drawn as in ``test_game_quiz_random`` (its strategy, over packs of the same shape
whose every secret is marked)."""

from __future__ import annotations

import json
import os
import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core import GUEST, Rejection, Request
from rules.core.board import LANGS
from rules.quiz.game import QuizGame
from rules.quiz.pack import Pack, Question
from rules.quiz.state import QuizState, Verdict

from . import test_game_quiz_random as rp
from .tables import T0, make_pack


def marked_pack(pack_id: str, envelopes: int, black_box: int) -> Pack:
    """``make_pack``'s shape (the same ids), every field marked: QTEXT-, ANSWER-, ALT-, REJ-,
    COMMENT-, SOURCE-, AUTHOR-, HINT-, HANDOUT-."""
    def q(qid: str) -> Question:
        up = qid.upper()
        return Question(qid, f"QTEXT-{up}?", f"ANSWER-{up}", (f"ALT-{up}",), (f"REJ-{up}",), f"COMMENT-{up}",
                        f"SOURCE-{up}", f"AUTHOR-{up}", f"HINT-{up}", f"HANDOUT-{up}")
    return Pack(pack_id, "en", f"Pack {pack_id}", tuple(q(f"e{i}") for i in range(envelopes)),
                tuple(q(f"b{i}") for i in range(black_box)))


GAME = QuizGame({"test": marked_pack("test", 17, 2), "other": make_pack("other"),
                 "short": make_pack("short", envelopes=16, black_box=0)})
NEVER = ("REJ-", "SOURCE-", "AUTHOR-", "HANDOUT-")
UNTIL_VERDICT = ("ANSWER-", "ALT-", "COMMENT-")


def envelope(state: QuizState, now: int) -> dict[str, Any]:
    seats = [{"seat": s.number, "nickname": s.nickname, "present": s.present, "connected": s.number % 3 != 0}
             for s in GAME.seats(state)]
    return {"table": {"code": "4821", "game": "quiz", "lang": "en", "url": "http://192.0.2.1:8765/?t=4821",
                      "opened": T0}, "seats": seats, "game": GAME.public_view(state, now)}


def each_text(v: Any) -> list[dict[str, str]]:
    if isinstance(v, dict) and set(v) & set(LANGS):
        return [v]
    if isinstance(v, dict):
        return [x for w in v.values() for x in each_text(w)]
    if isinstance(v, list):
        return [x for w in v for x in each_text(w)]
    return []


def check_scene(state: QuizState, now: int, beats: dict[str, str]) -> None:
    view = envelope(state, now)
    scene = GAME.board(view)
    assert scene is not None
    text = json.dumps(scene, ensure_ascii=False)
    assert json.loads(text) == scene
    for t in each_text(scene):
        assert set(t) == set(LANGS), t  # PLT-11
    for mark in NEVER:
        assert mark not in text, (mark, text[:400])  # QZ-31: the Croupier's alone
    m = state.match
    r = m.round if m is not None else None
    judged = r is not None and r.verdict in (Verdict.EXPERTS, Verdict.VIEWERS)
    shown = text
    if judged and r is not None:
        # QZ-06: the round's own answer is public from its verdict on; no other ever is
        q = GAME.question(state, r.question)
        for secret in (q.answer, *q.accepted, q.comment):
            shown = re.sub(re.escape(json.dumps(secret, ensure_ascii=False)[1:-1]) + "(?![0-9A-Za-z])", "", shown)
    for mark in UNTIL_VERDICT:
        assert mark not in shown, (mark, text[:400])
    question = view["game"]["question"] or {}
    if not question.get("text"):
        assert "QTEXT-" not in text  # QZ-11: read aloud first
    if not question.get("clubs_help"):
        assert "HINT-" not in text  # QZ-17: only once given
    beat = scene.get("beat")
    if beat is not None:  # a key names one moment: the same key, the same contents
        contents = json.dumps(beat["main"], sort_keys=True)
        assert beats.setdefault(beat["key"], contents) == contents, beat["key"]


@settings(
    max_examples=int(os.environ.get("GM_RANDOM_GAMES", "30")),
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data(), seed=st.integers(0, 2**32), experts=st.integers(2, 5), steps=st.integers(60, 300))
def test_random_play_shows_no_secret_on_the_board(  # PLT-05, PLT-10, QZ-06, QZ-11, QZ-17, QZ-31
    data: st.DataObject, seed: int, experts: int, steps: int
) -> None:
    state = GAME.setup({"pack": "test"}, seed)
    now = T0
    for i in range(experts):
        out = GAME.handle(state, Request("join", {"nickname": f"Seat {i}"}), GUEST, now)
        assert not isinstance(out, Rejection)
        state = GAME.fold_all(state, out)
    beats: dict[str, str] = {}
    check_scene(state, now, beats)
    for _ in range(steps):
        now += rp.pick(data, rp.STEPS)
        actor, request = rp.draw_request(data, state, now)
        out = GAME.handle(state, request, actor, now)
        if isinstance(out, Rejection):
            continue
        state = GAME.fold_all(state, out)
        check_scene(state, now, beats)
