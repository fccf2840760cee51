"""The quiz's views (PLT-05, PLT-10): the board's (the question from "Время пошло" on, the answer only
with the verdict, QZ-06, QZ-09), an expert's (the captain's lifelines, QZ-07, QZ-15) and the Croupier's
(the answer, QZ-06); and the records (QZ-25)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict

from ..core import Actor, Json, Rejection
from . import state as quiz
from .guards import askable, asked_lifeline, may_ask_lifeline
from .pack import (
    ENVELOPES,
    REF_SEPARATOR,
    Pack,
    club_black_boxes,
    envelope_pool,
    find_question,
    playable,
    reflow,
)
from .state import MAX_ANNULMENTS, SECTORS, WINNING_SCORE, Lifeline, Match, QuizState, Round, Verdict


def public_view(packs: Mapping[str, Pack], state: QuizState, now: int) -> Json:
    pack = packs[state.options.pack]
    m = state.match
    phase = state.phase
    experts, viewers = m.score() if m is not None else (0, 0)
    r = m.round if m is not None else None
    question = _question_view(packs, state, r, now)
    return {
        "phase": str(phase),
        "options": asdict(state.options),
        "pack": _pack_view(pack),
        "experts": [_expert_view(state, s) for s in state.present()],
        "captain": state.captain,
        "match": m.number if m is not None else None,
        "round": r.number if r is not None else 0,
        "score": {"experts": experts, "viewers": viewers, "to_win": WINNING_SCORE},
        "roulette": _roulette_view(m),
        "question": question,
        # PLT-10, QZ-31: the club's own files any screen may fetch now (the question's pictures once
        # it is read); the server serves no other
        "files": list(question["pictures"]) if question is not None else [],
        "lifelines": _lifelines_view(m),
        "debt": _debt_view(m),
        "annulments": {"used": m.annulments() if m is not None else 0, "max": MAX_ANNULMENTS},
        "penalties": _penalties_view(m),
        "winner": str(m.winner()) if m is not None and m.winner() is not None else None,
        "history": _history_view(state),
    }


def player_view(public: Json, state: QuizState, seat: int, now: int) -> Json:
    view = public
    m = state.match
    r = m.round if m is not None else None
    expert = state.expert(seat)
    view["me"] = {
        "seat": seat,
        "captain": state.captain == seat,  # QZ-05, QZ-07
        "ready": expert.ready,
        "avatar": expert.avatar,
        "hat": None if m is not None and m.hat_taken(seat) else expert.hat,
        "hat_taken": m is not None and m.hat_taken(seat),
        "sitting_out": r is not None and not r.over and seat in r.sitting_out,  # QZ-19 (house)
        "penalties": [p for p in _penalties_view(m) if p["seat"] == seat],
        "answering": r is not None and not r.over and r.answerer == seat,
        "hint": r.hint if r is not None and r.lifeline is Lifeline.CLUBS_HELP and not r.over else None,
        "lifeline_asked": asked_lifeline(state, now) if state.captain == seat else None,
        "may_ask": _may_ask(state, seat, now),  # QZ-15..QZ-18, QZ-23: what the captain may ask now
    }
    return view


def _may_ask(state: QuizState, seat: int, now: int) -> list[str]:
    """The lifelines the captain at ``seat`` may ask for now (the phone offers only these)."""
    if isinstance(may_ask_lifeline(state, Actor.player(seat), now), Rejection):
        return []
    return [str(ll) for ll in askable(state, now)]


def moderator_view(packs: Mapping[str, Pack], public: Json, state: QuizState, now: int) -> Json:
    view = public
    m = state.match
    r = m.round if m is not None else None
    view["lifeline_asked"] = asked_lifeline(state, now)
    # QZ-06, QZ-31: the answer, the handout, the source are for the Croupier's eyes only
    view["secrets"] = secrets_view(packs, state, r.question) if r is not None else None
    view["pack_setup"] = pack_setup_view(packs, state)
    return view


def secrets_view(packs: Mapping[str, Pack], state: QuizState, question_id: str) -> Json:
    """A question as the Croupier sees it: every field as written, and where it comes from."""
    pack, q = find_question(packs, state.options.pack, question_id)
    tour = pack.tours[q.tour - 1].title if 0 < q.tour <= len(pack.tours) else ""
    return {
        "id": question_id,
        "question": q.question,
        "answer": q.answer,
        "accepted": list(q.accepted),
        "rejected": list(q.rejected),
        "comment": q.comment,
        "source": q.source,
        "author": q.author,
        "hint": q.hint,
        "handout": q.handout,
        "note": q.note,  # QZ-31: "[Ведущему: …]", sounds to play: the host's alone
        "pictures": list(q.pictures),  # QZ-31: the handout's pictures the board shows
        "tour": tour,
        "number": q.number,
        "pack": pack.title,
    }


def pack_setup_view(packs: Mapping[str, Pack], state: QuizState) -> Json:
    """The console's lobby (QZ-31): the pack's envelopes, the black box chosen (its question, for
    the Croupier alone), how many a draw picks from, and why the game cannot start."""
    pack = packs[state.options.pack]
    chosen = state.options.black_box
    problem = playable(pack, chosen)
    return {
        "envelopes": len(envelope_pool(pack, chosen)),
        "needed": ENVELOPES,
        "black_boxes": len(pack.black_box),
        "black_box": ("drawn" if REF_SEPARATOR in chosen else "marked") if chosen else "pack",
        "black_box_question": secrets_view(packs, state, chosen) if chosen else None,
        "club_black_boxes": len(club_black_boxes(packs, pack.lang)),
        "problem": problem.to_json() if problem is not None else None,
    }


def finished(state: QuizState) -> list[Json]:
    """Every match that ended, for the records (QZ-25)::

        {"round": 1, "outcome": "experts", "score": {"experts": 6, "viewers": 3},
         "points": [{"seat": 1, "points": 6}], "winners": [1],
         "penalties": [{"seat": 2, "kind": "hat_taken"}]}

    ``round`` numbers the match at this table; every expert of the match gets the team's
    points; ``winners`` is the team when it won, else empty (the viewers are no seat).
    A match ended without a winner (a third annulment, QZ-21) has outcome ``third_annulment``.
    """
    out: list[Json] = []
    for f in state.past:
        won = f.outcome == str(Verdict.EXPERTS)
        out.append(
            {
                "round": f.number,
                "outcome": f.outcome,
                "score": {"experts": f.score[0], "viewers": f.score[1]},
                "points": [{"seat": s, "points": f.score[0]} for s in f.experts],
                "winners": list(f.experts) if won else [],
                "penalties": [{"seat": s, "kind": k} for k, s in f.penalties],
            }
        )
    return out


def _pack_view(pack: Pack) -> Json:
    return {"id": pack.id, "title": pack.title, "lang": pack.lang, "tournament": pack.tournament}


def _expert_view(state: QuizState, seat: int) -> Json:
    m = state.match
    e = state.expert(seat)
    hat_taken = m is not None and m.hat_taken(seat)
    r = m.round if m is not None else None
    return {
        "seat": seat,
        "avatar": e.avatar,
        "hat": None if hat_taken else e.hat,  # QZ-19: until the end of the game
        "hat_taken": hat_taken,
        "ready": e.ready,
        "captain": state.captain == seat,
        "sitting_out": r is not None and not r.over and seat in r.sitting_out,
    }


def _roulette_view(m: Match | None) -> Json:
    if m is None:
        return {"sectors": SECTORS, "played": [], "landed": None}
    r = m.round
    return {"sectors": SECTORS, "played": sorted(m.played()), "landed": r.sector if r is not None else None}


def _question_view(packs: Mapping[str, Pack], state: QuizState, r: Round | None, now: int) -> Json | None:
    if r is None:
        return None
    owner, q = find_question(packs, state.options.pack, r.question)
    # "Время пошло" (or the debt collected): not a round annulled before it was read
    shown = state.options.show_question and (r.timer is not None or r.debt_collected)
    revealed = r.verdict in (Verdict.EXPERTS, Verdict.VIEWERS)
    return {
        "sector": r.sector,
        "black_box": r.black_box,  # QZ-09: the box is brought in
        "final": r.final,  # QZ-23
        "text": reflow(q.question) if shown else None,  # QZ-31: the author's breaks, not the file's wraps
        "pictures": [f"{owner.id}/{name}" for name in q.pictures] if shown else [],  # QZ-31: the handout's
        "timer": r.timer.view(now) if r.timer is not None else None,
        "signalled": r.signalled,
        "signal_ms": quiz.SIGNAL_MS,  # QZ-12: the signal sounds this long before the end of the minute
        # QZ-13: the minute ran out (not an early answer, not a minute cut short by an annulment)
        "gong": r.discussion_over and r.timer is not None and r.timer.left(now) == 0 and not r.early,
        "early": r.early,
        "debt_collected": r.debt_collected,
        "lifeline": str(r.lifeline) if r.lifeline is not None else None,
        "clubs_help": r.hint if r.lifeline is Lifeline.CLUBS_HELP else None,  # QZ-17
        "sitting_out": list(r.sitting_out),
        "answerer": r.answerer,
        "verdict": str(r.verdict) if r.verdict is not None else None,
        # QZ-09: the box is opened after the answer; the answer is shown with the verdict
        "answer": (
            {"answer": reflow(q.answer), "accepted": list(q.accepted), "comment": reflow(q.comment)}
            if revealed
            else None
        ),
    }


def _lifelines_view(m: Match | None) -> Json:
    out: Json = {}
    used = m.used() if m is not None else {}
    burnt = m is not None and m.burnt()
    for ll in Lifeline:
        if ll in used:
            out[str(ll)] = {"state": "used", "round": used[ll]}
        elif burnt and ll is not Lifeline.MINUTE_ON_CREDIT:
            out[str(ll)] = {"state": "burnt", "round": None}  # QZ-23
        else:
            out[str(ll)] = {"state": "available", "round": None}
    return out


def _debt_view(m: Match | None) -> Json | None:
    if m is None or Lifeline.MINUTE_ON_CREDIT not in m.used():
        return None
    collected = next((r.number for r in m.rounds if r.debt_collected), None)
    return {"taken_in": m.used()[Lifeline.MINUTE_ON_CREDIT], "collected_in": collected}


def _penalties_view(m: Match | None) -> list[Json]:
    if m is None:
        return []
    return [
        {"kind": str(p.kind), "seat": p.seat, "given_in": p.given_in, "applies_to": p.applies_to}
        for p in m.penalties
    ]


def _history_view(state: QuizState) -> list[Json]:
    m = state.match
    if m is None:
        return []
    return [
        {"round": r.number, "sector": r.sector, "black_box": r.black_box, "verdict": str(r.verdict)}
        for r in m.rounds
        if r.verdict is not None
    ]
