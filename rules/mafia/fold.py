"""Club mafia's folds: each event into the next state (PLT-02); a game's events go into its log too,
for its protocol (MAF-24).

The events every table has (``seat_taken``, ``seat_left``, the timer's) are folded by
:class:`rules.core.Game`, which calls the game's hooks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core import Event, Timer
from .roles import Role
from .state import UNDER_FOUL_MS, MafiaState, Match, Options, Phase, Player


def current_match(state: MafiaState) -> Match:
    if state.match is None:
        raise ValueError("no game")
    return state.match


def with_match(state: MafiaState, **changes: Any) -> MafiaState:
    return replace(state, match=replace(current_match(state), **changes))


def _set_player(m: Match, place: int, **changes: Any) -> tuple[Player, ...]:
    return tuple(replace(p, **changes) if p.place == place else p for p in m.players)


def _logged(fold: Callable[[MafiaState, Event], MafiaState]) -> Callable[[MafiaState, Event], MafiaState]:
    """A game event is kept in the game's log too (its protocol, MAF-24)."""

    def folded(state: MafiaState, e: Event) -> MafiaState:
        state = fold(state, e)
        m = state.match
        return state if m is None else replace(state, match=replace(m, log=m.log.plus(dict(e))))  # PLT-02: no copy

    return folded


def _fold_options_set(state: MafiaState, e: Event) -> MafiaState:
    return replace(state, options=Options(**e["options"]))


def _fold_signed_up(state: MafiaState, e: Event) -> MafiaState:
    return replace(state, signed=(*state.signed, int(e["seat"])))


def _fold_evening_confirmed(state: MafiaState, e: Event) -> MafiaState:
    seat = int(e["seat"])
    signed = tuple(s for s in state.signed if s != seat)
    if e["to"] == "lineup":
        return replace(state, signed=signed, lineup=(*state.lineup, seat))
    return replace(state, signed=signed, reserve=(*state.reserve, seat))


def _fold_withdrawn(state: MafiaState, e: Event) -> MafiaState:
    seat = int(e["seat"])
    return replace(
        state,
        signed=tuple(s for s in state.signed if s != seat),
        lineup=tuple(s for s in state.lineup if s != seat),
        reserve=tuple(s for s in state.reserve if s != seat),
    )


def _fold_moved_in(state: MafiaState, e: Event) -> MafiaState:
    seat = int(e["seat"])
    return replace(
        state, reserve=tuple(s for s in state.reserve if s != seat), lineup=(*state.lineup, seat)
    )


def _fold_publication_set(state: MafiaState, e: Event) -> MafiaState:
    seat = int(e["seat"])
    private = state.private - {seat} if e["publish"] else state.private | {seat}
    return replace(state, private=private)


def _fold_players_seated(state: MafiaState, e: Event) -> MafiaState:
    m = state.match
    past = state.past if m is None or m.phase is Phase.SEATED else state.past.plus(m)  # a re-seating
    match = Match(
        number=int(e["game"]),
        players=tuple(Player(int(x["place"]), int(x["seat"])) for x in e["places"]),
        composition=tuple((str(x["role"]), int(x["count"])) for x in e["composition"]),
        immune=frozenset(int(p) for p in e["immune"]),
    )
    return replace(state, rng=state.rng.generator()[1], match=match, past=past)


def _fold_composition_set(state: MafiaState, e: Event) -> MafiaState:
    role, count = str(e["role"]), int(e["count"])
    rest = [(r, n) for r, n in current_match(state).composition if r != role]
    composition = tuple(rest + ([(role, count)] if count else []))
    return with_match(state, composition=composition)


def _fold_custom_role_added(state: MafiaState, e: Event) -> MafiaState:
    r = e["role"]
    role = Role(
        id=str(r["id"]),
        team=str(r["team"]),
        night_slots=tuple(r["night_slots"]),
        action=str(r["action"]),
        reveal=bool(r["reveal"]),
        name=dict(r["name"]),
        description=dict(r["description"]),
        custom=True,
    )
    return with_match(state, custom=(*current_match(state).custom, role))


def _fold_cards_dealt(state: MafiaState, e: Event) -> MafiaState:
    roles = {int(x["place"]): str(x["role"]) for x in e["roles"]}
    players = tuple(replace(p, role=roles[p.place]) for p in current_match(state).players)
    state = replace(state, rng=state.rng.generator()[1])
    return with_match(state, players=players, dealt=True)


def _fold_card_seen(state: MafiaState, e: Event) -> MafiaState:
    m = current_match(state)
    return with_match(state, players=_set_player(m, int(e["place"]), seen=True))


def _fold_phase_entered(state: MafiaState, e: Event) -> MafiaState:
    phase = Phase(e["phase"])
    m = current_match(state)
    timer = Timer.of(int(e["ms"])).start(int(e["at"])) if e.get("ms") else None
    changes: dict[str, Any] = {
        "phase": phase,
        "day": int(e["day"]),
        "night": int(e["night"]),
        "queue": tuple(int(p) for p in e.get("queue", ())),
        "speaker": None,
        "timer": timer,
        "counts": (),
        "then": Phase(e["then"]) if e.get("then") else None,
    }
    if "candidates" in e:
        changes["candidates"] = tuple(int(p) for p in e["candidates"])
    if phase is Phase.CIRCLE:
        changes["opener"] = int(e["opener"])
        changes["nominations"] = ()
    if phase is Phase.NIGHT:
        changes.update(night_done=(), actions=(), candidates=(), nominations=())
    if phase is Phase.FREE_TALK and int(e["day"]) != m.day:
        changes["asked_first_day"] = False
    return with_match(state, **changes)


def _fold_speech_started(state: MafiaState, e: Event) -> MafiaState:
    m = current_match(state)
    place = int(e["place"])
    timer = Timer.of(int(e["ms"])).start(int(e["at"]))
    return with_match(state, speaker=place, queue=tuple(p for p in m.queue if p != place), timer=timer)


def match_timer(m: Match) -> Timer:
    if m.timer is None:
        raise ValueError("no timer")
    return m.timer


def _fold_time_up(state: MafiaState, e: Event) -> MafiaState:
    return with_match(state, timer=match_timer(current_match(state)).pause(int(e["at"])))


def _fold_nominated(state: MafiaState, e: Event) -> MafiaState:
    m = current_match(state)
    return with_match(state, nominations=(*m.nominations, (int(e["by"]), int(e["place"]))))


def _fold_hands_counted(state: MafiaState, e: Event) -> MafiaState:
    m = current_match(state)
    place = int(e["place"])
    counts = (*((p, n) for p, n in m.counts if p != place), (place, int(e["count"])))
    return with_match(state, counts=counts)


def _fold_noted(state: MafiaState, e: Event) -> MafiaState:
    """Events kept for the record only (vote results, the first-day question, no elimination)."""
    if e["type"] == "first_day_asked":
        return with_match(state, asked_first_day=True)
    return state


def _fold_night_action(state: MafiaState, e: Event) -> MafiaState:
    m = current_match(state)
    slot, action = str(e["slot"]), str(e["action"])
    target = int(e["target"]) if e.get("target") is not None else None
    changes: dict[str, Any] = {
        "night_done": (*m.night_done, slot),
        "actions": (*m.actions, (slot, action, target)),
    }
    if action == "kill_hidden":
        changes["hidden_kill_used"] = True
    if e["type"] == "checked" and target is not None:
        changes["checks"] = (*m.checks, (slot, m.night, target, bool(e["result"])))
    return with_match(state, **changes)


def _fold_morning(state: MafiaState, e: Event) -> MafiaState:
    return with_match(state, silenced=frozenset(int(p) for p in e["silenced"]), actions=(), night_done=())


def _fold_first_out(state: MafiaState, e: Event) -> MafiaState:
    return with_match(state, first_out=tuple(int(s) for s in e["seats"]))


def _fold_player_out(state: MafiaState, e: Event) -> MafiaState:
    m = current_match(state)
    place = int(e["place"])
    revealed = e["type"] == "player_out"
    players = _set_player(m, place, alive=False, revealed=revealed, out=str(e["how"]))
    changes: dict[str, Any] = {
        "players": players,
        "queue": tuple(p for p in m.queue if p != place),
        "nominations": tuple((b, n) for b, n in m.nominations if n != place),
    }
    if place in m.candidates:
        changes["candidates"] = tuple(p for p in m.candidates if p != place)
        changes["counts"] = ()  # (house) the hands of this vote are entered again
    if m.speaker == place and m.phase is not Phase.LAST_WORDS:
        changes.update(speaker=None, timer=None)
    return with_match(state, **changes)


def _fold_fouled(state: MafiaState, e: Event) -> MafiaState:
    m = current_match(state)
    place = int(e["place"])
    p = m.player(place)
    if p is None:
        raise ValueError(f"no place {place}")
    under = bool(e["under"])
    players = _set_player(m, place, fouls=p.fouls + 1, under_fouls=p.under_fouls + int(under))
    timer = m.timer
    if under and timer is not None:
        timer = timer.add(UNDER_FOUL_MS, int(e["at"]))  # MAF-19
    return with_match(state, players=players, timer=timer)


def _fold_bonus(state: MafiaState, e: Event) -> MafiaState:
    m = current_match(state)
    return with_match(state, bonuses=m.bonuses.plus((int(e["place"]), int(e["points"]))))


def _fold_game_over(state: MafiaState, e: Event) -> MafiaState:
    m = current_match(state)
    timer = m.timer.pause(int(e["at"])) if m.timer is not None else None
    return with_match(state, phase=Phase.GAME_OVER, result=str(e["result"]), timer=timer, speaker=None, queue=())


FOLDS: dict[str, Callable[[MafiaState, Event], MafiaState]] = {
    # seat_taken, seat_left, timer_paused, timer_resumed: rules.core.Game
    "options_set": _fold_options_set,
    "signed_up": _fold_signed_up,
    "evening_confirmed": _fold_evening_confirmed,
    "withdrawn": _fold_withdrawn,
    "moved_in": _fold_moved_in,
    "publication_set": _fold_publication_set,
    "players_seated": _logged(_fold_players_seated),
    "composition_set": _logged(_fold_composition_set),
    "custom_role_added": _logged(_fold_custom_role_added),
    "cards_dealt": _logged(_fold_cards_dealt),
    "card_seen": _fold_card_seen,
    "phase_entered": _logged(_fold_phase_entered),
    "speech_started": _logged(_fold_speech_started),
    "time_up": _fold_time_up,
    "nominated": _logged(_fold_nominated),
    "hands_counted": _logged(_fold_hands_counted),
    "vote_closed": _logged(_fold_noted),
    "first_day_asked": _logged(_fold_noted),
    "car_crash_asked": _logged(_fold_noted),
    "night_action": _logged(_fold_night_action),
    "checked": _logged(_fold_night_action),
    "morning": _logged(_fold_morning),
    "first_out": _logged(_fold_first_out),
    "player_out": _logged(_fold_player_out),
    "player_out_hidden": _logged(_fold_player_out),
    "fouled": _logged(_fold_fouled),
    "bonus": _logged(_fold_bonus),
    "game_over": _logged(_fold_game_over),
}
