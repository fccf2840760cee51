"""SUSPI's folds: each event into the next state (PLT-02).

The events every table has (``seat_taken``, ``seat_left``, the timer's) are folded by
:class:`rules.core.Game`, which calls the game's hooks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import Event, Json, Timer
from .state import Council, Match, Night, Options, Pairs, Phase, SuspiState, value_of, with_value


def current_match(state: SuspiState) -> Match:
    if state.match is None:
        raise ValueError("no game to apply this event to")
    return state.match


def with_match(state: SuspiState, **changes: Any) -> SuspiState:
    return replace(state, match=replace(current_match(state), **changes))


def match_timer(m: Match) -> Timer:
    if m.timer is None:
        raise ValueError("no timer runs")
    return m.timer


def drop_seat(state: SuspiState, seat: int) -> SuspiState:
    """A seat left (``seat_left``): it is out of the game, no ghost, no vote."""
    m = state.match
    if m is None or seat not in m.players or m.phase is Phase.OVER:
        return state
    council = m.council
    if council is not None:
        council = replace(
            council,
            eligible=council.eligible - {seat},
            candidates=council.candidates - {seat},
            votes=tuple((s, c) for s, c in council.votes if s != seat and c != seat),
            # SUS-10: a vote for a player who left is no vote: its voter votes again
            confirmed=council.confirmed - {seat} - {s for s, c in council.votes if c == seat},
        )
    return with_match(
        state,
        alive=m.alive - {seat},
        dead=m.dead - {seat},
        gone=m.gone | {seat},
        possessed=m.possessed - {seat},
        council=council,
    )


def _fold_options_set(state: SuspiState, e: Event) -> SuspiState:
    o = dict(e["options"])
    o["composition"] = tuple((str(k), int(v)) for k, v in sorted(dict(o.get("composition") or {}).items()))
    return replace(state, options=Options(**o))


def _fold_cards_dealt(state: SuspiState, e: Event) -> SuspiState:
    players = tuple(int(p) for p in e["players"])
    new = Match(
        number=int(e["game"]),
        players=players,
        rooms=tuple(str(r) for r in e["rooms"]),
        characters=tuple((int(x["seat"]), str(x["character"])) for x in e["characters"]),
        roles=tuple((int(x["seat"]), str(x["role"])) for x in e["roles"]),
        goals=tuple(
            (int(x["seat"]), (str(x["goal"]), None if x["target"] is None else int(x["target"])))
            for x in e["goals"]
        ),
        announced=int(e["announced"]),
        ghosts_variant=bool(e["ghosts"]),
        alive=frozenset(players),
    )
    past = state.past if state.match is None else state.past.plus(state.match)
    return replace(state, rng=state.rng.generator()[1], match=new, past=past)


def _fold_night_began(state: SuspiState, e: Event) -> SuspiState:
    m = current_match(state)
    timer = Timer.of(int(e["total_ms"])).start(int(e["at"]))
    asleep = m.powdered & m.alive
    return with_match(
        state,
        phase=Phase.NIGHT,
        round=int(e["round"]),
        last_round=bool(e["last_round"]),
        timer=timer,
        night=Night(asleep=asleep),
        powdered=m.powdered - asleep,
        council=None,
    )


def _night_pick(field_name: str) -> Callable[[SuspiState, Event], SuspiState]:
    def fold(state: SuspiState, e: Event) -> SuspiState:
        m = current_match(state)
        key = "room" if "room" in e else "target"
        picks: Pairs = with_value(getattr(m.night, field_name), int(e["seat"]), e[key])
        changes: dict[str, Any] = {field_name: picks}
        return with_match(state, night=replace(m.night, **changes))

    return fold


def _fold_night_resolved(state: SuspiState, e: Event) -> SuspiState:
    m = current_match(state)
    deaths = frozenset(int(s) for s in e["deaths"])
    acquainted = m.acquainted
    for group in e["met"]:
        for seat in group:
            known = frozenset(value_of(acquainted, int(seat)) or ()) | {int(s) for s in group}
            acquainted = with_value(acquainted, int(seat), tuple(sorted(known)))
    last_rooms = m.last_rooms
    for x in e["rooms"]:
        last_rooms = with_value(last_rooms, int(x["seat"]), str(x["room"]))
    loner = m.loner_nights
    for x in e["loner"]:
        loner = with_value(loner, int(x["seat"]), int(x["nights"]))
    possessed = (m.possessed - {int(s) for s in e["freed"]}) | {int(s) for s in e["possessed"]}
    return replace(
        with_match(
            state,
            phase=Phase.DAWN,
            timer=match_timer(m).pause(int(e["at"])),
            alive=m.alive - deaths,
            dead=m.dead | deaths,
            possessed=possessed - deaths,
            reports=tuple((int(x["seat"]), x["report"]) for x in e["reports"]),
            acquainted=acquainted,
            last_rooms=last_rooms,
            loner_nights=loner,
            done=m.done | {(int(x["seat"]), str(x["goal"])) for x in e["goals"]},
            holy_used=m.holy_used | {int(s) for s in e["holy_ground"]},
            doctor_self_used=m.doctor_self_used | {int(s) for s in e["doctor_self"]},
            no_vote=m.night.asleep,
            missing=tuple(sorted(deaths)),
        ),
        rng=state.rng.generator()[1],
    )


def _fold_day_began(state: SuspiState, e: Event) -> SuspiState:
    return with_match(state, phase=Phase.DAY, timer=Timer.of(int(e["total_ms"])).start(int(e["at"])))


def _fold_council_opened(state: SuspiState, e: Event) -> SuspiState:
    council = Council(
        eligible=frozenset(int(s) for s in e["eligible"]),
        candidates=frozenset(int(s) for s in e["candidates"]),
        places=int(e["places"]),
        runoff=bool(e["runoff"]),
        leaving=tuple(int(s) for s in e.get("leaving", ())),
        counts=tuple((int(x["seat"]), int(x["votes"])) for x in e.get("counts", ())),
    )
    timer = Timer.of(int(e["total_ms"])).start(int(e["at"]))
    return with_match(state, phase=Phase.COUNCIL, council=council, timer=timer)


def council_of(m: Match) -> Council:
    if m.council is None:
        raise ValueError("no council")
    return m.council


def _fold_council_voted(state: SuspiState, e: Event) -> SuspiState:
    c = council_of(current_match(state))
    return with_match(state, council=replace(c, votes=with_value(c.votes, int(e["seat"]), int(e["target"]))))


def _fold_council_confirmed(state: SuspiState, e: Event) -> SuspiState:
    c = council_of(current_match(state))
    return with_match(state, council=replace(c, confirmed=c.confirmed | {int(e["seat"])}))


def _fold_council_ended(state: SuspiState, e: Event) -> SuspiState:
    """One vote closed: a runoff follows among the tied, or the council is over (SUS-11)."""
    m = current_match(state)
    c = council_of(m)
    at = int(e["at"])
    done = m.done | {(int(x["seat"]), str(x["goal"])) for x in e["goals"]}
    counts = tuple((int(x["seat"]), int(x["votes"])) for x in e["counts"])
    decided = (*c.leaving, *(int(s) for s in e["leaving"]))
    tied = frozenset(int(s) for s in e["runoff"])
    if tied:
        runoff = Council(
            eligible=c.eligible,
            candidates=tied,
            places=int(e["runoff_places"]),
            runoff=True,
            leaving=decided,
            counts=counts,
        )
        timer = Timer.of(int(e["total_ms"])).start(at)
        return with_match(state, council=runoff, timer=timer, done=done)
    leaving = frozenset(decided)
    first = c.counts if c.runoff else counts
    verdict: Json = {
        "round": m.round,
        "counts": [{"seat": s, "votes": n} for s, n in first],
        "runoff_counts": [{"seat": s, "votes": n} for s, n in counts] if c.runoff else None,
        "leaving": sorted(leaving),
        "empty": int(e["empty"]),
    }
    return with_match(
        state,
        phase=Phase.VERDICT,
        timer=match_timer(m).pause(at),
        alive=m.alive - leaving,
        dead=m.dead | leaving,
        possessed=m.possessed - leaving,
        done=done,
        verdicts=(*m.verdicts, verdict),
        bribed=frozenset(),
        no_vote=frozenset(),
    )


def _fold_powder_used(state: SuspiState, e: Event) -> SuspiState:
    m = current_match(state)
    return with_match(state, powder_used=m.powder_used | {int(e["seat"])}, powdered=m.powdered | {int(e["target"])})


def _fold_bribe_offered(state: SuspiState, e: Event) -> SuspiState:
    m = current_match(state)
    return with_match(state, bribe_used=m.bribe_used | {int(e["seat"])}, bribed=m.bribed | {int(e["target"])})


def _fold_shot(state: SuspiState, e: Event) -> SuspiState:
    m = current_match(state)
    seat, target = int(e["seat"]), int(e["target"])
    return with_match(
        state,
        shot_used=m.shot_used | {seat},
        shots=(*m.shots, (m.round, seat, target)),
        alive=m.alive - {target},
        dead=m.dead | {target},
        possessed=m.possessed - {target},
    )


def _fold_game_won(state: SuspiState, e: Event) -> SuspiState:
    timer = Timer.of(int(e["total_ms"])).start(int(e["at"]))
    return with_match(
        state, phase=Phase.UNMASKING, winner=e["team"], win_reason=str(e["reason"]), timer=timer, council=None
    )


def _fold_goal_guessed(state: SuspiState, e: Event) -> SuspiState:
    m = current_match(state)
    guess = (int(e["target"]), str(e["goal"]))
    return with_match(state, guesses=with_value(m.guesses, int(e["seat"]), guess))


def _fold_game_ended(state: SuspiState, e: Event) -> SuspiState:
    m = current_match(state)
    timer = m.timer.pause(int(e["at"])) if m.timer is not None else None
    return with_match(
        state,
        phase=Phase.OVER,
        timer=timer,
        winner=e["result"]["winner"],
        points=tuple((int(p["seat"]), int(p["points"])) for p in e["result"]["points"]),
        result=e["result"],
        council=None,
    )


FOLDS: dict[str, Callable[[SuspiState, Event], SuspiState]] = {
    # seat_taken, seat_left, timer_paused, timer_resumed, time_added: rules.core.Game
    "options_set": _fold_options_set,
    "cards_dealt": _fold_cards_dealt,
    "night_began": _fold_night_began,
    "room_picked": _night_pick("rooms"),
    "room_checked": _night_pick("checks"),
    "patient_picked": _night_pick("protects"),
    "holy_ground_named": _night_pick("holy_ground"),
    "ghost_pointed": _night_pick("points"),
    "night_resolved": _fold_night_resolved,
    "day_began": _fold_day_began,
    "council_opened": _fold_council_opened,
    "council_voted": _fold_council_voted,
    "council_confirmed": _fold_council_confirmed,
    "council_ended": _fold_council_ended,
    "powder_used": _fold_powder_used,
    "bribe_offered": _fold_bribe_offered,
    "shot": _fold_shot,
    "game_won": _fold_game_won,
    "goal_guessed": _fold_goal_guessed,
    "game_ended": _fold_game_ended,
}
