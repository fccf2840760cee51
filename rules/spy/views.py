"""The spy game's views (PLT-05, PLT-10): the public one (the board), a player's part (the card,
SPY-15) and the moderator's (the secrets, unless the host plays, SPY-02); and the records (PLT-17).
"""

from __future__ import annotations

from dataclasses import asdict
from functools import lru_cache

from ..core import Json
from ..core.rounds import leaders, points_json
from . import state as spy
from .deck import Deck
from .state import QUESTIONS, ROUND_MINUTES, Phase, Round, RoundOutcome, SpyState

CHAIN_SHOWN = 8
"""How many of the last questions the public view lists: what a phone shows of the chain (a hint for
order, SPY-12), and more than the board's five; every view carries them at every change, so no more
than is shown."""

CONSOLE_CHAIN = spy.CHAIN_KEPT
"""How many of the last questions the moderator's view lists, with how many were asked in the round
(``questions``): the console numbers them from the first question of the round."""


@lru_cache(maxsize=64)
def _options(options: spy.Options) -> Json:
    """The options as the views show them, worked out once for each (a view is made at every change)."""
    return asdict(options)


def public_view(deck: Deck, state: SpyState, now: int) -> Json:
    """The board's view: nothing secret (PLT-10)."""
    r = state.round
    phase = state.phase
    scores = state.scores()
    players = state.round_players() if r is not None else state.seats.numbers()
    accusation = r.accusation if r is not None else None
    suspects = r.suspects if r is not None else None
    return {
        "phase": str(phase),
        "round": r.number if r is not None else 0,
        "options": dict(_options(state.options)),
        "round_minutes": list(ROUND_MINUTES),  # SPY-05: what a round may last
        "two_spies_from": spy.TWO_SPIES_FROM,  # SPY-06: two spies may be dealt from this many players
        "deck": {
            "id": state.options.deck,
            "size": len(deck.locations),
            "unused": deck.unused(state.used),
        },
        "players": players,
        "observers": [s for s in state.seats.numbers() if s not in players],
        "seen": [p for p in players if r is not None and p in r.seen],
        "timer": r.timer.view(now) if r is not None and r.timer is not None else None,
        "asker": r.asker if r is not None and phase in QUESTIONS else None,
        "chain": [{"asker": a, "answerer": b} for a, b in r.chain[-CHAIN_SHOWN:]] if r is not None else [],
        "accusation": (
            # SPY-20: how many voted, never who
            {"accuser": accusation.accuser, "accused": accusation.accused,
             **accusation.ballot.progress()}
            if accusation is not None
            else None
        ),
        "accusers": r.accusers() if r is not None else [],
        "suspect_vote": (
            suspects.progress()
            if suspects is not None and phase in (Phase.SUSPECT_VOTE, Phase.LAST_GUESS)
            else None
        ),
        "exposed": r.exposed if r is not None and phase is Phase.LAST_GUESS else None,
        "result": _result(r) if r is not None and r.outcome is not None else None,
        "scores": points_json(scores),
        "leaders": leaders(scores),  # SPY-34
        "history": [_history_entry(h) for h in state.finished()],
    }


def player_part(state: SpyState, seat: int) -> Json:
    """What one player's view adds: their card, their marks and votes (SPY-11, SPY-15, SPY-16)."""
    r = state.round
    dealt_in = r is not None and seat in r.players
    me: Json = {
        "status": "player" if r is None or dealt_in else "observer",  # SPY-16
        "card": None,
        "crossed_out": [],
        "accused": False,
        "vote": None,
        "suspect": None,
        "asked_by": None,
    }
    if r is not None and dealt_in:
        if seat in r.spies:
            me["card"] = {"spy": True}  # SPY-15
            me["crossed_out"] = sorted(loc for s, loc in r.crossed_out if s == seat)
        else:
            me["card"] = {"spy": False, "location": r.location, "role": r.role_of(seat)}
        me["accused"] = seat in r.accusers()
        if r.accusation is not None:
            me["vote"] = r.accusation.ballot.as_dict().get(seat)
        if r.suspects is not None:
            me["suspect"] = r.suspects.as_dict().get(seat)
        if r.chain and r.chain[-1][1] == seat:
            me["asked_by"] = r.chain[-1][0]  # SPY-11
    return {"me": me}


def moderator_view(public: Json, state: SpyState) -> Json:
    """The public view with the round's secrets, unless the host plays (SPY-02)."""
    view = public
    r = state.round
    if r is not None:  # the console lists more of the chain, numbered from the round's first question
        view["chain"] = [{"asker": a, "answerer": b} for a, b in r.chain[-CONSOLE_CHAIN:]]
    view["questions"] = r.questions if r is not None else 0
    host_plays = state.options.host_plays
    view["host_plays"] = host_plays
    if not host_plays:  # SPY-02: a host who plays sees no secret on the console
        view["secrets"] = (
            {
                "location": r.location,
                "spies": sorted(r.spies),
                "cards": [
                    {"seat": p, "spy": p in r.spies, "role": r.role_of(p)} for p in r.players
                ],
            }
            if r is not None
            else None
        )
    return view


def finished(state: SpyState) -> list[Json]:
    """Every finished round with its points and its winners, for the club's records (PLT-17).

    The winners are the seats of the winning side that scored: every seat of that side still
    at the table scores (SPY-27..SPY-31), a seat that left scores nothing (SPY-35, SPY-36).
    Rounds where nobody scores (SPY-35, SPY-37) have no winners.
    """
    return [_finished_entry(r) for r in state.finished()]


def _result(r: Round) -> Json:
    """Everything about a finished round, votes included (SPY-20, SPY-24)."""
    outcome = r.outcome if r.outcome is not None else RoundOutcome.ABORTED
    suspects = sorted(r.suspects.choices) if r.suspects is not None else []
    return {
        "outcome": str(outcome),
        "winner": outcome.winner,
        "location": r.location,
        "spies": sorted(r.spies),
        "roles": [{"seat": s, "role": role} for s, role in r.roles],
        "accusations": [
            {
                "accuser": v.accuser,
                "accused": v.accused,
                "passed": v.passed,
                "votes": [{"seat": s, "yes": yes} for s, yes in v.votes],
            }
            for v in r.verdicts
        ],
        "suspects": [{"seat": s, "target": t} for s, t in suspects],
        "guess": (
            {"seat": r.guess.seat, "location": r.guess.location, "right": r.guess.right}
            if r.guess is not None
            else None
        ),
        "points": [{"seat": s, "points": p} for s, p in r.points],
    }


def _history_entry(r: Round) -> Json:
    outcome = r.outcome if r.outcome is not None else RoundOutcome.ABORTED
    return {
        "round": r.number,
        "outcome": str(outcome),
        "winner": outcome.winner,
        "location": r.location,
        "spies": sorted(r.spies),
    }


def _finished_entry(r: Round) -> Json:
    outcome = r.outcome if r.outcome is not None else RoundOutcome.ABORTED
    points = dict(r.points)
    if outcome.winner == "spies":
        side = [p for p in r.players if p in r.spies]
    elif outcome.winner == "locals":
        side = [p for p in r.players if p not in r.spies]
    else:
        side = []
    return {
        "round": r.number,
        "outcome": str(outcome),
        "points": [{"seat": s, "points": p} for s, p in r.points],
        "winners": sorted(p for p in side if points.get(p, 0) > 0),
    }
