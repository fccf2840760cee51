"""SUSPI's rules (SUS-01..SUS-46): murder in a Warsaw villa, 1932.

How to call (the table does, see :mod:`rules.core.contract`)::

    game = SuspiGame(content)                  # content: parse_content(characters, rooms)
    state = game.setup(options, seed)          # the lobby
    outcome = game.handle(state, request, actor, now)
    state = game.fold_all(state, outcome)      # when it is a list of events

Everything is pure: the state is frozen and holds its :class:`Rng`; time is the ``now`` passed in
(milliseconds); every timed phase runs a :class:`Timer` and ``next_deadline`` names the moment the
table must send ``tick``. A game ("partia") goes lobby → dealt → (night → dawn → day → council →
verdict)* → unmasking → over; the evening's total adds every game played at the table (SUS-45).

Decisions the clauses leave open (besides the **(house)** clauses of ``rules/suspi.md``):

- a council vote counts only once confirmed; an unconfirmed vote at the end of the time is an
  abstention; the live count (ghost variant) counts confirmed votes; nobody may vote for themselves;
- after a council the counts per player (never who voted whom) are shown in both variants;
- the powder and the bribe are once per game *per murderer*; a powdered player sleeps through the
  next night that begins and sits out the council after it;
- the bribe's extra goal is completed by a *confirmed* abstention at that council (or its runoff);
- the Szur's shot is public (the board shows who fell), the shooter is not; a win is checked after it;
- a player killed in the night completes no night goal that night; the ghosts who pointed at a room
  learn only whether someone there was possessed;
- a seat that leaves mid-game is out: not a ghost, no vote, no points for that game.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from ..core import (
    Actor,
    ActorKind,
    Arg,
    Event,
    Game,
    Json,
    Outcome,
    Rejection,
    RejectionCode,
    Request,
    RequestSpec,
    Rng,
    Seats,
    Timer,
    reject,
    spec,
)
from .content import Content
from .rules import (
    BRIBE_GOAL,
    COUNCIL_MS,
    DAY_MS,
    GOAL_POINTS,
    GUESS_POINTS,
    GUESSED_PENALTY,
    LAST_ROUND_ALIVE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NIGHT_MS,
    SUSPECT_VOTES,
    SZUR_HIT_POINTS,
    TEAM_WIN_POINTS,
    UNMASKING_MS,
    Composition,
    GoalKind,
    NightInput,
    Role,
    Team,
    announced_murderers,
    council_places,
    count_council,
    deal_goals,
    default_composition,
    resolve_night,
    room_count,
    team_members,
    winner,
)

ABSTAIN = 0
"""A council ballot's choice for an abstention (seats start at 1)."""


class Phase(enum.StrEnum):
    LOBBY = "lobby"  # no cards
    DEALT = "dealt"  # cards out (SUS-05), the first night not begun
    NIGHT = "night"  # SUS-06, 2 min
    DAWN = "dawn"  # SUS-08: reports; waits for the moderator
    DAY = "day"  # SUS-09, 10 min
    COUNCIL = "council"  # SUS-10, 90 s (a runoff too)
    VERDICT = "verdict"  # who left; waits for the moderator
    UNMASKING = "unmasking"  # SUS-42, 90 s
    OVER = "over"


TIMED: Mapping[Phase, int] = {
    Phase.NIGHT: NIGHT_MS,
    Phase.DAY: DAY_MS,
    Phase.COUNCIL: COUNCIL_MS,
    Phase.UNMASKING: UNMASKING_MS,
}
IN_PLAY = frozenset({Phase.NIGHT, Phase.DAWN, Phase.DAY, Phase.COUNCIL, Phase.VERDICT})
BETWEEN_GAMES = frozenset({Phase.LOBBY, Phase.OVER})

Pairs = tuple[tuple[int, Any], ...]


def _get(pairs: Pairs, key: int) -> Any:
    for k, v in pairs:
        if k == key:
            return v
    return None


def _put(pairs: Pairs, key: int, value: Any) -> Pairs:
    return (*((k, v) for k, v in pairs if k != key), (key, value))


# --- state -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    ghosts: bool = True  # SUS-17..SUS-21: the default variant
    host_plays: bool = False  # SUS-03
    call_link: str = ""  # SUS-04
    composition: tuple[tuple[str, int], ...] = ()
    """SUS-27: the moderator's composition; empty means the default for the player count."""

    def composition_for(self, players: int) -> Composition:
        if self.composition:
            return Composition(**dict(self.composition))
        return default_composition(players, self.ghosts)


@dataclass(frozen=True)
class Night:
    """What the phones picked this night; changeable until the night ends (SUS-06)."""

    asleep: frozenset[int] = frozenset()
    rooms: Pairs = ()
    checks: Pairs = ()  # SUS-29
    protects: Pairs = ()  # SUS-30
    holy_ground: Pairs = ()  # SUS-31
    points: Pairs = ()  # SUS-19


@dataclass(frozen=True)
class Council:
    """A council vote, or its runoff (SUS-10, SUS-11)."""

    eligible: frozenset[int]
    candidates: frozenset[int]
    places: int
    runoff: bool = False
    votes: Pairs = ()
    """seat -> candidate seat, or ABSTAIN."""
    confirmed: frozenset[int] = frozenset()
    leaving: tuple[int, ...] = ()
    """Decided before the runoff."""
    counts: tuple[tuple[int, int], ...] = ()
    """The first vote's confirmed counts, kept through a runoff."""

    def tally(self) -> Counter[int]:
        return Counter(c for s, c in self.votes if s in self.confirmed and c != ABSTAIN)


@dataclass(frozen=True)
class Match:
    """One game ("partia") and what happened in it."""

    number: int
    players: tuple[int, ...]
    rooms: tuple[str, ...]
    characters: Pairs
    roles: Pairs
    goals: Pairs
    """seat -> (goal kind, named seat or None)."""
    announced: int
    ghosts_variant: bool
    phase: Phase = Phase.DEALT
    round: int = 0
    last_round: bool = False
    timer: Timer | None = None
    alive: frozenset[int] = frozenset()
    dead: frozenset[int] = frozenset()
    """Killed, voted out or shot: ghosts in the ghost variant (SUS-17), silent otherwise (SUS-21)."""
    gone: frozenset[int] = frozenset()
    possessed: frozenset[int] = frozenset()
    night: Night = field(default_factory=Night)
    last_rooms: Pairs = ()
    reports: Pairs = ()
    """seat -> the last dawn's private report (SUS-08)."""
    acquainted: Pairs = ()
    """murderer -> the murderers they know (SUS-14, SUS-15)."""
    loner_nights: Pairs = ()
    done: frozenset[tuple[int, str]] = frozenset()
    holy_used: frozenset[int] = frozenset()
    doctor_self_used: frozenset[int] = frozenset()
    powder_used: frozenset[int] = frozenset()
    powdered: frozenset[int] = frozenset()
    """Sleep through the next night that begins (SUS-28)."""
    no_vote: frozenset[int] = frozenset()
    """Slept last night: no vote at this round's council (SUS-28)."""
    bribe_used: frozenset[int] = frozenset()
    bribed: frozenset[int] = frozenset()
    shot_used: frozenset[int] = frozenset()
    shots: tuple[tuple[int, int, int], ...] = ()
    """(round, shooter, target) (SUS-32)."""
    missing: tuple[int, ...] = ()
    """Who did not come back at the last dawn (SUS-08)."""
    council: Council | None = None
    verdicts: tuple[Json, ...] = ()
    winner: str | None = None
    win_reason: str = ""
    guesses: Pairs = ()
    """seat -> (target seat, goal kind) (SUS-42)."""
    points: tuple[tuple[int, int], ...] = ()
    result: Json | None = None

    def role(self, seat: int) -> Role:
        value = _get(self.roles, seat)
        return Role(value) if value is not None else Role.GUEST

    def seats_with(self, role: Role) -> frozenset[int]:
        return frozenset(s for s, r in self.roles if r == role)

    def goal(self, seat: int) -> tuple[str, int | None] | None:
        value = _get(self.goals, seat)
        return (str(value[0]), value[1]) if value is not None else None

    def ghosts(self) -> frozenset[int]:
        return self.dead if self.ghosts_variant else frozenset()


@dataclass(frozen=True)
class SuspiState:
    options: Options
    rng: Rng
    seats: Seats = field(default_factory=Seats)
    match: Match | None = None
    past: tuple[Match, ...] = ()

    @property
    def phase(self) -> Phase:
        return Phase.LOBBY if self.match is None else self.match.phase

    def finished(self) -> tuple[Match, ...]:
        m = self.match
        return self.past + ((m,) if m is not None and m.phase is Phase.OVER and m.result else ())

    def evening(self) -> dict[int, int]:
        """SUS-45: points add up across the evening's games, for every seat ever taken."""
        total = {s.number: 0 for s in self.seats}
        for m in self.finished():
            for seat, pts in m.points:
                total[seat] = total.get(seat, 0) + pts
        return total


# --- folds: event -> state -------------------------------------------------------------------


def _match(state: SuspiState) -> Match:
    if state.match is None:
        raise ValueError("no game to apply this event to")
    return state.match


def _with(state: SuspiState, **changes: Any) -> SuspiState:
    return replace(state, match=replace(_match(state), **changes))


def _timer(m: Match) -> Timer:
    if m.timer is None:
        raise ValueError("no timer runs")
    return m.timer


def _fold_seat_taken(state: SuspiState, e: Event) -> SuspiState:
    return replace(state, seats=state.seats.with_seat(int(e["seat"]), str(e["nickname"])))


def _fold_seat_left(state: SuspiState, e: Event) -> SuspiState:
    seat = int(e["seat"])
    state = replace(state, seats=state.seats.without(seat))
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
            confirmed=council.confirmed - {seat},
        )
    return _with(
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
    past = state.past if state.match is None else (*state.past, state.match)
    return replace(state, rng=state.rng.generator()[1], match=new, past=past)


def _fold_night_began(state: SuspiState, e: Event) -> SuspiState:
    m = _match(state)
    timer = Timer.of(int(e["total_ms"])).start(int(e["at"]))
    asleep = m.powdered & m.alive
    return _with(
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
        m = _match(state)
        key = "room" if "room" in e else "target"
        picks: Pairs = _put(getattr(m.night, field_name), int(e["seat"]), e[key])
        changes: dict[str, Any] = {field_name: picks}
        return _with(state, night=replace(m.night, **changes))

    return fold


def _fold_night_resolved(state: SuspiState, e: Event) -> SuspiState:
    m = _match(state)
    deaths = frozenset(int(s) for s in e["deaths"])
    acquainted = m.acquainted
    for group in e["met"]:
        for seat in group:
            known = frozenset(_get(acquainted, int(seat)) or ()) | {int(s) for s in group}
            acquainted = _put(acquainted, int(seat), tuple(sorted(known)))
    last_rooms = m.last_rooms
    for x in e["rooms"]:
        last_rooms = _put(last_rooms, int(x["seat"]), str(x["room"]))
    loner = m.loner_nights
    for x in e["loner"]:
        loner = _put(loner, int(x["seat"]), int(x["nights"]))
    possessed = (m.possessed - {int(s) for s in e["freed"]}) | {int(s) for s in e["possessed"]}
    return replace(
        _with(
            state,
            phase=Phase.DAWN,
            timer=_timer(m).pause(int(e["at"])),
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
    return _with(state, phase=Phase.DAY, timer=Timer.of(int(e["total_ms"])).start(int(e["at"])))


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
    return _with(state, phase=Phase.COUNCIL, council=council, timer=timer)


def _council(m: Match) -> Council:
    if m.council is None:
        raise ValueError("no council")
    return m.council


def _fold_council_voted(state: SuspiState, e: Event) -> SuspiState:
    c = _council(_match(state))
    return _with(state, council=replace(c, votes=_put(c.votes, int(e["seat"]), int(e["target"]))))


def _fold_council_confirmed(state: SuspiState, e: Event) -> SuspiState:
    c = _council(_match(state))
    return _with(state, council=replace(c, confirmed=c.confirmed | {int(e["seat"])}))


def _fold_council_ended(state: SuspiState, e: Event) -> SuspiState:
    """One vote closed: a runoff follows among the tied, or the council is over (SUS-11)."""
    m = _match(state)
    c = _council(m)
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
        return _with(state, council=runoff, timer=timer, done=done)
    leaving = frozenset(decided)
    first = c.counts if c.runoff else counts
    verdict: Json = {
        "round": m.round,
        "counts": [{"seat": s, "votes": n} for s, n in first],
        "runoff_counts": [{"seat": s, "votes": n} for s, n in counts] if c.runoff else None,
        "leaving": sorted(leaving),
        "empty": int(e["empty"]),
    }
    return _with(
        state,
        phase=Phase.VERDICT,
        timer=_timer(m).pause(at),
        alive=m.alive - leaving,
        dead=m.dead | leaving,
        possessed=m.possessed - leaving,
        done=done,
        verdicts=(*m.verdicts, verdict),
        bribed=frozenset(),
        no_vote=frozenset(),
    )


def _fold_powder_used(state: SuspiState, e: Event) -> SuspiState:
    m = _match(state)
    return _with(state, powder_used=m.powder_used | {int(e["seat"])}, powdered=m.powdered | {int(e["target"])})


def _fold_bribe_offered(state: SuspiState, e: Event) -> SuspiState:
    m = _match(state)
    return _with(state, bribe_used=m.bribe_used | {int(e["seat"])}, bribed=m.bribed | {int(e["target"])})


def _fold_shot(state: SuspiState, e: Event) -> SuspiState:
    m = _match(state)
    seat, target = int(e["seat"]), int(e["target"])
    return _with(
        state,
        shot_used=m.shot_used | {seat},
        shots=(*m.shots, (m.round, seat, target)),
        alive=m.alive - {target},
        dead=m.dead | {target},
        possessed=m.possessed - {target},
    )


def _fold_game_won(state: SuspiState, e: Event) -> SuspiState:
    timer = Timer.of(int(e["total_ms"])).start(int(e["at"]))
    return _with(
        state, phase=Phase.UNMASKING, winner=e["team"], win_reason=str(e["reason"]), timer=timer, council=None
    )


def _fold_goal_guessed(state: SuspiState, e: Event) -> SuspiState:
    m = _match(state)
    guess = (int(e["target"]), str(e["goal"]))
    return _with(state, guesses=_put(m.guesses, int(e["seat"]), guess))


def _fold_game_ended(state: SuspiState, e: Event) -> SuspiState:
    m = _match(state)
    timer = m.timer.pause(int(e["at"])) if m.timer is not None else None
    return _with(
        state,
        phase=Phase.OVER,
        timer=timer,
        winner=e["result"]["winner"],
        points=tuple((int(p["seat"]), int(p["points"])) for p in e["result"]["points"]),
        result=e["result"],
        council=None,
    )


def _fold_timer_paused(state: SuspiState, e: Event) -> SuspiState:
    return _with(state, timer=_timer(_match(state)).pause(int(e["at"])))


def _fold_timer_resumed(state: SuspiState, e: Event) -> SuspiState:
    return _with(state, timer=_timer(_match(state)).resume(int(e["at"])))


def _fold_time_added(state: SuspiState, e: Event) -> SuspiState:
    return _with(state, timer=_timer(_match(state)).add(int(e["ms"]), int(e["at"])))


_FOLDS: dict[str, Callable[[SuspiState, Event], SuspiState]] = {
    "seat_taken": _fold_seat_taken,
    "seat_left": _fold_seat_left,
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
    "timer_paused": _fold_timer_paused,
    "timer_resumed": _fold_timer_resumed,
    "time_added": _fold_time_added,
}


class _Batch:
    """Events of one request, each folded as it is added so the next decision sees it."""

    def __init__(self, state: SuspiState) -> None:
        self.state = state
        self.events: list[Event] = []

    def add(self, event: Json) -> None:
        self.events.append(event)
        self.state = _FOLDS[event["type"]](self.state, event)

    @property
    def match(self) -> Match:
        return _match(self.state)


Guard = Callable[[SuspiState, Actor, int], Rejection | int | None]


# --- transitions: what happens when a phase ends ----------------------------------------------


def _begin_night(batch: _Batch, now: int) -> None:
    """SUS-06; SUS-13: the last round begins when at most 4 are alive at the start of a night."""
    m = batch.match
    batch.add({
        "type": "night_began",
        "round": m.round + 1,
        "last_round": m.last_round or len(m.alive) <= LAST_ROUND_ALIVE,
        "total_ms": NIGHT_MS,
        "at": now,
    })


def _night_input(m: Match) -> NightInput:
    n = m.night
    return NightInput(
        rooms=m.rooms,
        players_at_start=len(m.players),
        ghosts_variant=m.ghosts_variant,
        alive=m.alive,
        asleep=n.asleep,
        roles={s: m.role(s) for s in m.players},
        goals={s: g for s, g in ((s, m.goal(s)) for s in m.players) if g is not None},
        done=m.done,
        loner_nights=dict(m.loner_nights),
        possessed=m.possessed,
        ghosts=m.ghosts(),
        choices=dict(n.rooms),
        previous=dict(m.last_rooms),
        checks=dict(n.checks),
        protects=dict(n.protects),
        holy_ground=dict(n.holy_ground),
        points=dict(n.points),
    )


def _end_night(batch: _Batch, now: int) -> None:
    """SUS-08, SUS-14, SUS-16, SUS-19, SUS-28..SUS-31: the night settles; dawn; then the win check."""
    gen, _ = batch.state.rng.generator()
    settled = resolve_night(_night_input(batch.match), gen)
    batch.add({"type": "night_resolved", **settled, "at": now})
    _check_win(batch, now, after_council=False)  # SUS-26


def _open_council(batch: _Batch, now: int) -> None:
    """SUS-10, SUS-11: the living vote, but not who slept last night (SUS-28)."""
    m = batch.match
    batch.add({
        "type": "council_opened",
        "eligible": sorted(m.alive - m.no_vote),
        "candidates": sorted(m.alive),
        "places": council_places(len(m.players), len(m.alive)),
        "runoff": False,
        "total_ms": COUNCIL_MS,
        "at": now,
    })
    _settle_council(batch, now)


def _settle_council(batch: _Batch, now: int) -> None:
    """Close the vote once every voter has confirmed."""
    c = batch.match.council
    if batch.match.phase is Phase.COUNCIL and c is not None and c.eligible <= c.confirmed:
        _close_council(batch, now)


def _close_council(batch: _Batch, now: int) -> None:
    """SUS-11, SUS-28, SUS-38, SUS-39: count confirmed votes; a runoff or the verdict."""
    m = batch.match
    c = _council(m)
    tally = c.tally()
    counted = count_council(tally, c.places, c.runoff)
    murderers = m.seats_with(Role.MURDERER)
    goals: list[tuple[int, str]] = []
    for voter, choice in sorted(c.votes):
        if voter not in c.confirmed:
            continue
        goal = m.goal(voter)
        if choice in murderers and goal and goal[0] == GoalKind.ACCUSER:
            goals.append((voter, str(GoalKind.ACCUSER)))  # SUS-39
        if choice == ABSTAIN and voter in m.bribed:
            goals.append((voter, BRIBE_GOAL))  # SUS-28 (house)
    final = not counted.runoff
    if final:  # SUS-38: at least 3 votes at one council, and surviving it
        leaving = set(c.leaving) | set(counted.leaving)
        most = Counter(dict(c.counts)) if c.runoff else Counter()
        for seat, n in tally.items():
            most[seat] = max(most[seat], n)
        for seat, n in most.items():
            goal = m.goal(seat)
            if n >= SUSPECT_VOTES and seat not in leaving and goal and goal[0] == GoalKind.SUSPECT:
                goals.append((seat, str(GoalKind.SUSPECT)))
    fresh = sorted({g for g in goals if g not in m.done})
    batch.add({
        "type": "council_ended",
        "round": m.round,
        "counts": [{"seat": s, "votes": n} for s, n in sorted(tally.items())],
        "leaving": list(counted.leaving),
        "runoff": list(counted.runoff),
        "runoff_places": counted.runoff_places,
        "empty": counted.empty,
        "goals": [{"seat": s, "goal": g} for s, g in fresh],
        "total_ms": COUNCIL_MS,
        "at": now,
    })
    if final:
        _check_win(batch, now, after_council=True)


def _check_win(batch: _Batch, now: int, after_council: bool) -> None:
    """SUS-22..SUS-24, SUS-26: ghosts first; after the last round's council the murderers win."""
    m = batch.match
    team = winner(m.alive, m.seats_with(Role.MURDERER), m.possessed, m.ghosts_variant)
    reason = {Team.GHOSTS: "possessed_majority", Team.CITY: "no_murderer", Team.MURDERERS: "murderers_alone"}
    why = reason[team] if team is not None else ""
    if team is None and after_council and m.last_round:
        team, why = Team.MURDERERS, "last_round"  # SUS-13, SUS-23
    if team is not None:
        batch.add({"type": "game_won", "team": str(team), "reason": why, "total_ms": UNMASKING_MS, "at": now})


def score(m: Match) -> Json:
    """SUS-20, SUS-32, SUS-43, SUS-44: the points of one finished game, with their reasons."""
    roles = {s: m.role(s) for s in m.players}
    team = Team(m.winner) if m.winner else None
    members = (
        team_members(team, m.players, roles, m.alive, m.dead, m.possessed, m.ghosts_variant)
        if team is not None
        else frozenset()
    )
    rows: dict[int, dict[str, int]] = {
        s: {"team": 0, "goals": 0, "guesses": 0, "guessed": 0, "shot": 0} for s in m.players
    }
    if team is not None:
        for s in members:
            rows[s]["team"] = TEAM_WIN_POINTS
        for seat, _ in sorted(m.done):
            rows[seat]["goals"] += GOAL_POINTS
    guesses = []
    found: set[int] = set()
    for seat, (target, kind) in sorted(m.guesses):
        goal = m.goal(target)
        right = goal is not None and goal[0] == kind and (target, kind) in m.done
        guesses.append({"seat": seat, "target": target, "goal": kind, "right": right})
        if right and team is not None:
            rows[seat]["guesses"] += GUESS_POINTS
            found.add(target)
    for target in found:
        rows[target]["guessed"] = GUESSED_PENALTY  # once, however many guessed
    for _, shooter, target in m.shots:
        if roles[target] is Role.MURDERER and team is not None:
            rows[shooter]["shot"] = SZUR_HIT_POINTS
    points = []
    for s in m.players:
        row = {k: 0 for k in rows[s]} if s in m.gone else rows[s]
        points.append({"seat": s, "points": sum(row.values()), **row})
    return {
        "winner": str(team) if team is not None else None,
        "reason": m.win_reason if team is not None else "aborted",
        "roles": [{"seat": s, "role": str(roles[s])} for s in m.players],
        "characters": [{"seat": s, "character": c} for s, c in m.characters],
        "goals": [
            {"seat": s, "goal": g[0], "target": g[1], "done": (s, g[0]) in m.done}
            for s in m.players
            if (g := m.goal(s)) is not None
        ],
        "bribes_done": sorted(s for s, g in m.done if g == BRIBE_GOAL),
        "possessed": sorted(m.possessed),
        "ghosts": sorted(m.ghosts()),
        "alive": sorted(m.alive),
        "team": sorted(members),
        "guesses": guesses,
        "points": points,
    }


def _end_game(batch: _Batch, now: int) -> None:
    """SUS-42, SUS-43: the guesses are in; roles and goals are revealed with the points."""
    batch.add({"type": "game_ended", "result": score(batch.match), "at": now})


def _end_phase(batch: _Batch, now: int) -> None:
    """The current timed phase is over (time is up, or the moderator moves on)."""
    phase = batch.match.phase
    if phase is Phase.NIGHT:
        _end_night(batch, now)
    elif phase is Phase.DAY:
        _open_council(batch, now)
    elif phase is Phase.COUNCIL:
        _close_council(batch, now)
    elif phase is Phase.UNMASKING:
        _end_game(batch, now)


# --- guards: who may send what now, before the arguments are looked at -----------------------


def _no(code: RejectionCode, reason: str) -> Rejection:
    return reject(code, reason)


def _player(state: SuspiState, actor: Actor) -> Rejection | tuple[int, Match]:
    m = state.match
    seat = actor.seat
    if m is None:
        return _no(RejectionCode.WRONG_PHASE, "no game is on")
    if seat is None or seat not in m.players or not state.seats.is_present(seat) or seat in m.gone:
        return _no(RejectionCode.NOT_A_PLAYER, "you are not in this game")
    return seat, m


def _living(state: SuspiState, actor: Actor, *phases: Phase) -> Rejection | tuple[int, Match]:
    got = _player(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if m.phase not in phases:
        return _no(RejectionCode.WRONG_PHASE, f"only during {', '.join(phases)}")
    if seat not in m.alive:
        return _no(RejectionCode.NOT_ALLOWED, "only the living")  # SUS-18, SUS-21
    return seat, m


def _awake(state: SuspiState, actor: Actor, role: Role | None = None) -> Rejection | tuple[int, Match]:
    got = _living(state, actor, Phase.NIGHT)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if seat in m.night.asleep:
        return _no(RejectionCode.NOT_ALLOWED, "you sleep through this night")  # SUS-28
    if role is not None and m.role(seat) is not role:
        return _no(RejectionCode.NOT_ALLOWED, f"only the {role}")
    return seat, m


def _seat(got: Rejection | tuple[int, Match]) -> Rejection | int:
    return got if isinstance(got, Rejection) else got[0]


def _patients(m: Match, doctor: int) -> list[int]:
    """SUS-30: any living player; herself at most once per game."""
    return [p for p in sorted(m.alive) if p != doctor or doctor not in m.doctor_self_used]


def _may_pick_room(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    return _seat(_awake(state, actor))


def _may_check_room(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    return _seat(_awake(state, actor, Role.INVESTIGATOR))


def _may_protect(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    got = _awake(state, actor, Role.DOCTOR)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if not _patients(m, seat):
        return _no(RejectionCode.ALREADY_DONE, "you protected yourself once already")
    return seat


def _may_name_holy_ground(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    got = _awake(state, actor, Role.EXORCIST)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if seat in m.holy_used:
        return _no(RejectionCode.ALREADY_DONE, "once per game")  # SUS-31
    return seat


def _may_point(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    got = _player(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if m.phase is not Phase.NIGHT:
        return _no(RejectionCode.WRONG_PHASE, "only at night")
    if seat not in m.ghosts():
        return _no(RejectionCode.NOT_ALLOWED, "only a ghost points at a room")  # SUS-19
    return seat


def _voter(state: SuspiState, actor: Actor) -> Rejection | tuple[int, Match, Council]:
    got = _player(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    c = m.council
    if m.phase is not Phase.COUNCIL or c is None:
        return _no(RejectionCode.WRONG_PHASE, "only at a council")
    if seat not in c.eligible:
        why = "a ghost does not vote" if seat in m.dead else "you do not vote at this council"
        return _no(RejectionCode.NOT_ALLOWED, why)  # SUS-18, SUS-28
    if seat in c.confirmed:
        return _no(RejectionCode.ALREADY_DONE, "your vote is confirmed")  # SUS-10
    return seat, m, c


def _may_vote(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    got = _voter(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, _, c = got
    if not c.candidates - {seat, _get(c.votes, seat)}:
        return _no(RejectionCode.NOT_ALLOWED, "nobody (else) to vote for")
    return seat


def _may_abstain(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    got = _voter(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, _, c = got
    if _get(c.votes, seat) == ABSTAIN:
        return _no(RejectionCode.ALREADY_DONE, "you abstain already")
    return seat


def _may_confirm(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    got = _voter(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, _, c = got
    if _get(c.votes, seat) is None:
        return _no(RejectionCode.WRONG_PHASE, "vote or abstain first")
    return seat


def _murderer(state: SuspiState, actor: Actor, *phases: Phase) -> Rejection | tuple[int, Match]:
    got = _living(state, actor, *phases)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if m.role(seat) is not Role.MURDERER:
        return _no(RejectionCode.NOT_ALLOWED, "only a murderer")
    return seat, m


def _sleep_targets(m: Match, seat: int) -> list[int]:
    return [p for p in sorted(m.alive) if p != seat and p not in m.powdered]


def _may_powder(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    got = _murderer(state, actor, Phase.DAY, Phase.COUNCIL)  # SUS-28 (house): day or council
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if seat in m.powder_used:
        return _no(RejectionCode.ALREADY_DONE, "the powder is used (once per game)")
    if not _sleep_targets(m, seat):
        return _no(RejectionCode.NOT_ALLOWED, "nobody to put to sleep")
    return seat


def _bribe_targets(m: Match, seat: int) -> list[int]:
    """Who can still take a bribe at this council: a voter who has not confirmed (SUS-28)."""
    c = m.council
    voters = c.eligible - c.confirmed if m.phase is Phase.COUNCIL and c is not None else m.alive - m.no_vote
    return [p for p in sorted(voters) if p != seat and p not in m.bribed]


def _may_bribe(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    m = state.match
    # SUS-21: without ghosts, only before the vote; SUS-28 (house): day or council
    phases = (Phase.DAY, Phase.COUNCIL) if m is None or m.ghosts_variant else (Phase.DAY,)
    got = _murderer(state, actor, *phases)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if seat in m.bribe_used:
        return _no(RejectionCode.ALREADY_DONE, "the bribe is used (once per game)")
    if not _bribe_targets(m, seat):
        return _no(RejectionCode.NOT_ALLOWED, "nobody to bribe")
    return seat


def _may_shoot(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    got = _living(state, actor, Phase.DAY)  # SUS-32 (house): during a day
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if m.role(seat) is not Role.SZUR:
        return _no(RejectionCode.NOT_ALLOWED, "only the Szur has a bullet")
    if seat in m.shot_used:
        return _no(RejectionCode.ALREADY_DONE, "one bullet")
    if not m.alive - {seat}:
        return _no(RejectionCode.NOT_ALLOWED, "nobody to shoot")
    return seat


def _may_guess(state: SuspiState, actor: Actor, now: int) -> Rejection | int:
    got = _player(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if m.phase is not Phase.UNMASKING:
        return _no(RejectionCode.WRONG_PHASE, "only at the unmasking")  # SUS-42
    return seat


def _between_games(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in BETWEEN_GAMES:
        return _no(RejectionCode.WRONG_PHASE, "only before dealing or after a game")
    return None


def _timed(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or m.phase not in TIMED or m.timer is None:
        return _no(RejectionCode.WRONG_PHASE, "no timer runs in this phase")
    return None


def _timer_running(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    if (refused := _timed(state, actor, now)) is not None:
        return refused
    if not _timer(_match(state)).running:
        return _no(RejectionCode.ALREADY_DONE, "the timer is paused")
    return None


def _timer_paused(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    if (refused := _timed(state, actor, now)) is not None:
        return refused
    if _timer(_match(state)).running:
        return _no(RejectionCode.ALREADY_DONE, "the timer is running")
    return None


def _time_is_up(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    if (refused := _timed(state, actor, now)) is not None:
        return refused
    if _timer(_match(state)).left(now) > 0:
        return _no(RejectionCode.WRONG_PHASE, "the timer has not run out")
    return None


def _may_advance(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    if state.phase in BETWEEN_GAMES:
        return _no(RejectionCode.WRONG_PHASE, "deal first")
    return None


def _game_on(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    if state.phase in BETWEEN_GAMES:
        return _no(RejectionCode.WRONG_PHASE, "no game is on")
    return None


def _someone_present(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    if not state.seats.present():
        return _no(RejectionCode.BAD_ARGUMENT, "nobody is seated")
    return None


def _options_json(o: Options) -> Json:
    return {
        "ghosts": o.ghosts,
        "host_plays": o.host_plays,
        "call_link": o.call_link,
        "composition": dict(o.composition) if o.composition else None,
    }


# --- the game ---------------------------------------------------------------------------------


class SuspiGame(Game[SuspiState]):
    """SUSPI for 6 to 18 players (SUS-01), with the villa's guests and rooms (SUS-07)."""

    id = "suspi"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    folds = _FOLDS
    # PLT-04 (house): the cards (character, role, goal) reach the phones the moment they are dealt:
    # a deal cannot be undone, or a redeal after a join, a kick or an option would show a phone a
    # second card. A wrong deal is ended with ``abort_game`` and dealt again.
    revealing_events = frozenset({"cards_dealt", "night_resolved", "council_ended", "shot", "game_won",
                                  "game_ended"})

    def __init__(self, content: Content) -> None:
        if len(content.characters) < MAX_PLAYERS:
            raise ValueError(f"SUSPI needs at least {MAX_PLAYERS} characters")
        self.content = content
        seat, text, ident, flag, number = Arg.SEAT, Arg.TEXT, Arg.ID, Arg.BOOL, Arg.INT
        player, host = ActorKind.PLAYER, ActorKind.MODERATOR
        guest, system = ActorKind.GUEST, ActorKind.SYSTEM
        self.requests: Mapping[str, RequestSpec[SuspiState]] = {
            # phones (rules/suspi/VIEWS.md, "Requests from a phone")
            "pick_room": spec(self._pick_room, player, args={"room": ident}),
            "check_room": spec(self._check_room, player, args={"room": ident}),
            "protect": spec(self._protect, player, args={"target": seat}),
            "holy_ground": spec(self._holy_ground, player, args={"room": ident}),
            "ghost_point": spec(self._ghost_point, player, args={"room": ident}),
            "council_vote": spec(self._council_vote, player, args={"target": seat}),
            "council_abstain": spec(self._council_abstain, player),
            "council_confirm": spec(self._council_confirm, player),
            "powder": spec(self._powder, player, args={"target": seat}),
            "bribe": spec(self._bribe, player, args={"target": seat}),
            "shoot": spec(self._shoot, player, args={"target": seat}),
            "guess_goal": spec(self._guess_goal, player, args={"target": seat, "goal": ident}),
            # the console
            "set_options": spec(
                self._set_options,
                host,
                args={"ghosts?": flag, "host_plays?": flag, "call_link?": text},
                undoable=True,
            ),
            "set_composition": spec(
                self._set_composition,
                host,
                args={
                    "murderers?": number,
                    "investigator?": number,
                    "doctor?": number,
                    "exorcist?": number,
                    "szur?": number,
                    "default?": flag,
                },
                undoable=True,
            ),
            "deal": spec(self._deal, host, undoable=True),
            "advance": spec(self._advance, host, undoable=True),
            "pause_timer": spec(self._pause_timer, host, undoable=True),
            "resume_timer": spec(self._resume_timer, host, undoable=True),
            "add_time": spec(self._add_time, host, args={"seconds": number}, undoable=True),
            "abort_game": spec(self._abort_game, host, undoable=True),
            "kick": spec(self._kick, host, args={"seat": seat}, undoable=True),
            # a phone without a seat, and the table itself
            "join": spec(self._join, guest, args={"nickname": text}),
            "tick": spec(self._tick, system),
            "leave": spec(self._leave, system, args={"seat": seat}),
            "restored": spec(self._restored, system),
        }
        self._guards: dict[str, Guard] = {
            "pick_room": _may_pick_room,
            "check_room": _may_check_room,
            "protect": _may_protect,
            "holy_ground": _may_name_holy_ground,
            "ghost_point": _may_point,
            "council_vote": _may_vote,
            "council_abstain": _may_abstain,
            "council_confirm": _may_confirm,
            "powder": _may_powder,
            "bribe": _may_bribe,
            "shoot": _may_shoot,
            "guess_goal": _may_guess,
            "set_options": _between_games,
            "set_composition": _between_games,
            "deal": self._may_deal,
            "advance": _may_advance,
            "pause_timer": _timer_running,
            "resume_timer": _timer_paused,
            "add_time": _timed,
            "abort_game": _game_on,
            "kick": _someone_present,
            "join": self._seat_free,
            "tick": _time_is_up,
            "leave": _someone_present,
            "restored": _timer_running,
        }

    # --- set-up ---------------------------------------------------------------------------------
    def setup(self, options: Mapping[str, Any], seed: int) -> SuspiState:
        """The lobby. ``options`` has the keys of ``set_options``; bad options raise ValueError."""
        problem = self._check_args(self.requests["set_options"], options)
        if problem:
            raise ValueError(problem)
        return SuspiState(options=self._options(Options(), options), rng=Rng(seed))

    @staticmethod
    def _options(base: Options, args: Mapping[str, Any]) -> Options:
        changes: dict[str, Any] = dict(args)
        if "call_link" in changes:
            changes["call_link"] = str(changes["call_link"]).strip()  # SUS-04
        return replace(base, **changes)

    def next_deadline(self, state: SuspiState) -> int | None:
        m = state.match
        if m is None or m.phase not in TIMED or m.timer is None:
            return None
        return m.timer.deadline()

    # --- guest and system -------------------------------------------------------------------------
    def _seat_free(self, state: SuspiState, actor: Actor, now: int) -> Rejection | None:
        if len(state.seats.present()) >= self.max_players:
            return _no(RejectionCode.TABLE_FULL, f"the table has {self.max_players} seats")
        return None

    def _join(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-02: a nickname is enough; whoever joins mid-game waits for the next deal."""
        name = state.seats.check_join(str(request.args["nickname"]), self.max_players)
        if isinstance(name, Rejection):
            return name
        return [{"type": "seat_taken", "seat": state.seats.next_number(), "nickname": name}]

    def _tick(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-06, SUS-09, SUS-10, SUS-42: at zero the phase ends."""
        if (refused := _time_is_up(state, actor, now)) is not None:
            return refused
        batch = _Batch(state)
        _end_phase(batch, now)
        return batch.events

    def _restored(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """PLT-03: after a restart a running timer waits, paused, for the moderator."""
        if (refused := _timer_running(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_paused", "at": now}]

    def _leave(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        return self._seat_leaves(state, int(request.args["seat"]), "left", now)

    def _kick(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        return self._seat_leaves(state, int(request.args["seat"]), "kicked", now)

    def _seat_leaves(self, state: SuspiState, seat: int, reason: str, now: int) -> Outcome:
        """A seat that leaves is out of the game: no vote, no points; the win is checked again."""
        if state.seats.get(seat) is None:
            return _no(RejectionCode.BAD_ARGUMENT, f"no seat {seat}")
        if not state.seats.is_present(seat):
            return _no(RejectionCode.ALREADY_DONE, f"seat {seat} has left")
        batch = _Batch(state)
        batch.add({"type": "seat_left", "seat": seat, "reason": reason})
        m = batch.state.match
        if m is None or seat not in m.players:
            return batch.events
        if m.phase is Phase.COUNCIL:
            _settle_council(batch, now)
        elif m.phase in (Phase.DAWN, Phase.DAY, Phase.VERDICT):
            _check_win(batch, now, after_council=False)
        elif m.phase is Phase.UNMASKING:
            self._settle_guesses(batch, now)
        return batch.events

    # --- the console --------------------------------------------------------------------------
    def _set_options(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _between_games(state, actor, now)) is not None:
            return refused
        if not request.args:
            return _no(RejectionCode.BAD_ARGUMENT, "no option given")
        options = self._options(state.options, request.args)
        if not options.ghosts and dict(options.composition).get("exorcist"):
            return _no(RejectionCode.BAD_ARGUMENT, "the exorcist plays only with ghosts")  # SUS-27
        return [{"type": "options_set", "options": _options_json(options)}]

    def _set_composition(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-27 (house): the composition is editable before dealing."""
        if (refused := _between_games(state, actor, now)) is not None:
            return refused
        args = dict(request.args)
        if not args:
            return _no(RejectionCode.BAD_ARGUMENT, "nothing to change")
        o = state.options
        if args.pop("default", False):
            if args:
                return _no(RejectionCode.BAD_ARGUMENT, "default takes no counts")
            if not o.composition:
                return _no(RejectionCode.ALREADY_DONE, "the default is in use")
            return [{"type": "options_set", "options": {**_options_json(o), "composition": None}}]
        present = max(MIN_PLAYERS, len(state.seats.present()))
        base = o.composition_for(present).as_json()
        composition = Composition(**{**base, **{k: int(v) for k, v in args.items()}})
        problem = composition.problem(MAX_PLAYERS, o.ghosts)
        if problem:
            return _no(RejectionCode.BAD_ARGUMENT, problem)
        return [{"type": "options_set", "options": {**_options_json(o), "composition": composition.as_json()}}]

    def _may_deal(self, state: SuspiState, actor: Actor, now: int) -> Rejection | None:
        if (refused := _between_games(state, actor, now)) is not None:
            return refused
        players = len(state.seats.present())
        if players < self.min_players:
            return _no(RejectionCode.TOO_FEW_PLAYERS, f"{self.min_players} players are needed")  # SUS-01
        problem = state.options.composition_for(players).problem(players, state.options.ghosts)
        if problem:
            return _no(RejectionCode.BAD_ARGUMENT, f"composition: {problem}")
        return None

    def _deal(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-05, SUS-07, SUS-15, SUS-27, SUS-34..SUS-40: characters, roles, goals and rooms."""
        if (refused := self._may_deal(state, actor, now)) is not None:
            return refused
        players = sorted(state.seats.numbers())
        composition = state.options.composition_for(len(players))
        gen, _ = state.rng.generator()
        characters = gen.sample(list(self.content.character_ids()), len(players))
        order = list(players)
        gen.shuffle(order)
        deck: list[Role] = (
            [Role.MURDERER] * composition.murderers
            + [Role.INVESTIGATOR] * composition.investigator
            + [Role.DOCTOR] * composition.doctor
            + [Role.EXORCIST] * composition.exorcist
            + [Role.SZUR] * composition.szur
        )
        roles = {seat: deck[i] if i < len(deck) else Role.GUEST for i, seat in enumerate(order)}
        goals = deal_goals(players, roles, gen)
        rooms = self.content.room_ids()[: room_count(len(players), len(self.content.rooms))]
        number = state.match.number + 1 if state.match is not None else 1
        return [{
            "type": "cards_dealt",
            "game": number,
            "players": players,
            "rooms": list(rooms),
            "characters": [{"seat": s, "character": c} for s, c in zip(players, characters, strict=True)],
            "roles": [{"seat": s, "role": str(roles[s])} for s in players],
            "goals": [{"seat": s, "goal": goals[s][0], "target": goals[s][1]} for s in players if s in goals],
            "announced": announced_murderers(composition.murderers, gen),
            "ghosts": state.options.ghosts,
        }]

    def _advance(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """The moderator moves on: dealt/verdict → night, dawn → day; a timed phase ends now."""
        if (refused := _may_advance(state, actor, now)) is not None:
            return refused
        batch = _Batch(state)
        phase = batch.match.phase
        if phase in (Phase.DEALT, Phase.VERDICT):
            _begin_night(batch, now)
        elif phase is Phase.DAWN:
            batch.add({"type": "day_began", "total_ms": DAY_MS, "at": now})
        else:
            _end_phase(batch, now)
        return batch.events

    def _pause_timer(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _timer_running(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_paused", "at": now}]

    def _resume_timer(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _timer_paused(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_resumed", "at": now}]

    def _add_time(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _timed(state, actor, now)) is not None:
            return refused
        seconds = int(request.args["seconds"])
        if seconds == 0:
            return _no(RejectionCode.BAD_ARGUMENT, "add a number of seconds other than 0")
        return [{"type": "time_added", "ms": seconds * 1000, "at": now}]

    def _abort_game(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """Nobody scores; roles are shown."""
        if (refused := _game_on(state, actor, now)) is not None:
            return refused
        m = replace(_match(state), winner=None)
        return [{"type": "game_ended", "result": score(m), "at": now}]

    # --- the phones -----------------------------------------------------------------------------
    def _room(self, state: SuspiState, request: Request) -> str | Rejection:
        room = str(request.args["room"])
        if room not in _match(state).rooms:
            return _no(RejectionCode.BAD_ARGUMENT, f"no room {room!r} is open tonight")  # SUS-07
        return room

    def _night_choice(
        self, state: SuspiState, request: Request, actor: Actor, now: int, guard: Guard, event: str
    ) -> Outcome:
        seat = guard(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        room = self._room(state, request)
        if isinstance(room, Rejection):
            return room
        return [{"type": event, "seat": seat, "room": room}]

    def _pick_room(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-06: a secret room pick, changeable until the night ends."""
        return self._night_choice(state, request, actor, now, _may_pick_room, "room_picked")

    def _check_room(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-29: the investigator also points at one room."""
        return self._night_choice(state, request, actor, now, _may_check_room, "room_checked")

    def _holy_ground(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-31: once per game, a room where ghosts possess nobody tonight."""
        return self._night_choice(state, request, actor, now, _may_name_holy_ground, "holy_ground_named")

    def _ghost_point(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-19: every ghost points at a room."""
        return self._night_choice(state, request, actor, now, _may_point, "ghost_pointed")

    def _protect(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-30: one living player a night; herself at most once per game."""
        seat = _may_protect(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        target = int(request.args["target"])
        if target not in _patients(_match(state), seat):
            return _no(RejectionCode.BAD_ARGUMENT, f"seat {target} cannot be protected")
        return [{"type": "patient_picked", "seat": seat, "target": target}]

    def _council_vote(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-10: a secret vote, changeable until confirmed."""
        seat = _may_vote(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        target = int(request.args["target"])
        c = _council(_match(state))
        if target == seat or target not in c.candidates:
            return _no(RejectionCode.BAD_ARGUMENT, f"seat {target} cannot be voted for")
        if _get(c.votes, seat) == target:
            return _no(RejectionCode.ALREADY_DONE, "that is your vote already")
        return [{"type": "council_voted", "seat": seat, "target": target}]

    def _council_abstain(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-10: abstaining is allowed (and completes a bribe, SUS-28)."""
        seat = _may_abstain(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        return [{"type": "council_voted", "seat": seat, "target": ABSTAIN}]

    def _council_confirm(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-10: a vote must be confirmed; the council closes once every voter has."""
        seat = _may_confirm(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        batch = _Batch(state)
        batch.add({"type": "council_confirmed", "seat": seat})
        _settle_council(batch, now)
        return batch.events

    def _powder(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-28: once per game; the target sleeps the coming night and skips the next council."""
        seat = _may_powder(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        target = int(request.args["target"])
        if target not in _sleep_targets(_match(state), seat):
            return _no(RejectionCode.BAD_ARGUMENT, f"seat {target} cannot be put to sleep")
        return [{"type": "powder_used", "seat": seat, "target": target}]

    def _bribe(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-28: once per game; the target is offered an extra goal, abstain at this council."""
        seat = _may_bribe(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        target = int(request.args["target"])
        if target not in _bribe_targets(_match(state), seat):
            return _no(RejectionCode.BAD_ARGUMENT, f"seat {target} cannot be bribed now")
        return [{"type": "bribe_offered", "seat": seat, "target": target}]

    def _shoot(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-32 (house): one bullet, during a day; the target dies."""
        seat = _may_shoot(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        target = int(request.args["target"])
        m = _match(state)
        if target == seat or target not in m.alive:
            return _no(RejectionCode.BAD_ARGUMENT, f"seat {target} cannot be shot")
        batch = _Batch(state)
        batch.add({"type": "shot", "seat": seat, "target": target})
        _check_win(batch, now, after_council=False)
        return batch.events

    def _guess_goal(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-42: guess another player's goal, changeable until the unmasking ends."""
        seat = _may_guess(state, actor, now)
        if isinstance(seat, Rejection):
            return seat
        target = int(request.args["target"])
        goal = str(request.args["goal"])
        m = _match(state)
        if target == seat or target not in m.players:
            return _no(RejectionCode.BAD_ARGUMENT, f"seat {target} is not another player")
        if goal not in set(GoalKind):
            return _no(RejectionCode.BAD_ARGUMENT, f"no goal {goal!r}")
        if _get(m.guesses, seat) == (target, goal):
            return _no(RejectionCode.ALREADY_DONE, "that is your guess already")
        batch = _Batch(state)
        batch.add({"type": "goal_guessed", "seat": seat, "target": target, "goal": goal})
        self._settle_guesses(batch, now)
        return batch.events

    @staticmethod
    def _settle_guesses(batch: _Batch, now: int) -> None:
        """Everyone present has guessed: no need to wait for the 90 s."""
        m = batch.match
        guessing = {p for p in m.players if p not in m.gone and batch.state.seats.is_present(p)}
        if m.phase is Phase.UNMASKING and guessing <= {s for s, _ in m.guesses}:
            _end_game(batch, now)

    # --- what may be sent now -------------------------------------------------------------------
    def allowed(self, state: SuspiState, actor: Actor, now: int) -> list[str]:
        """Request types this actor could send now with some argument (VIEWS.md ``allowed``)."""
        if actor.kind is ActorKind.PLAYER and actor.seat is None:
            return []
        return [
            name
            for name, rs in self.requests.items()
            if actor.kind in rs.senders and not isinstance(self._guards[name](state, actor, now), Rejection)
        ]

    # --- views (PLT-05, PLT-10) -------------------------------------------------------------------
    def seat_numbers(self, state: SuspiState) -> list[int]:
        return state.seats.numbers()

    def public_view(self, state: SuspiState, now: int) -> Json:
        """The board: nothing secret (PLT-10)."""
        m = state.match
        players = state.seats.numbers() if m is None else [p for p in m.players if p not in m.gone]
        evening = state.evening()
        top = max(evening.values(), default=0)
        composition = state.options.composition_for(max(MIN_PLAYERS, len(state.seats.present())))
        view: Json = {
            "phase": str(state.phase),
            "game": m.number if m is not None else 0,
            "options": _options_json(state.options),
            "composition": composition.as_json(),  # SUS-27: what the next deal uses
            "players": players,
            "observers": [s for s in state.seats.numbers() if s not in players],
            "evening": [{"seat": s, "points": p} for s, p in sorted(evening.items())],  # SUS-45
            "leaders": sorted(s for s, p in evening.items() if p == top and top > 0),
            "history": [
                {"game": h.number, "winner": h.winner, "reason": (h.result or {}).get("reason")}
                for h in state.finished()
            ],
        }
        if m is None:
            view["match"] = None
            return view
        c = m.council
        council: Json | None = None
        if c is not None and m.phase is Phase.COUNCIL:
            council = {
                "runoff": c.runoff,
                "places": c.places,
                "candidates": sorted(c.candidates),
                "eligible": len(c.eligible),
                "confirmed": len(c.confirmed & c.eligible),
                "no_vote": sorted(m.no_vote & m.alive),  # SUS-28: the sleepers sit out
                # SUS-10, SUS-21: the live count, ghost variant only; never who voted whom
                "tally": (
                    [{"seat": s, "votes": n} for s, n in sorted(c.tally().items())]
                    if m.ghosts_variant
                    else None
                ),
            }
        view["match"] = {
            "round": m.round,
            "last_round": m.last_round,  # SUS-13
            "timer": m.timer.view(now) if m.timer is not None else None,
            "rooms": list(m.rooms),  # SUS-07
            "alive": sorted(m.alive),
            "dead": sorted(m.dead),
            "ghosts": sorted(m.ghosts()),  # SUS-17
            "gone": sorted(m.gone),
            "announced_murderers": m.announced,  # SUS-15
            "missing": list(m.missing),  # SUS-08: who did not come back at dawn
            "shots": [{"round": r, "target": t} for r, _, t in m.shots],  # SUS-32: not the shooter
            "council": council,
            "verdicts": list(m.verdicts),
            "winner": (
                {"team": m.winner, "reason": m.win_reason}
                if m.winner is not None and m.phase in (Phase.UNMASKING, Phase.OVER)
                else None
            ),
            "unmasking": (
                {"guessed": len(m.guesses), "players": len([p for p in m.players if p not in m.gone])}
                if m.phase is Phase.UNMASKING
                else None
            ),
            "result": m.result,  # SUS-42: roles and goals only once the guesses are in
        }
        return view

    def player_view(self, state: SuspiState, seat: int, now: int) -> Json:
        """The public view plus ``me``: this seat's card and choices, never another's (PLT-10)."""
        view = self.public_view(state, now)
        m = state.match
        if m is None or seat not in m.players:
            view["me"] = {"status": "observer" if m is not None else "waiting", "card": None}
            return view
        goal = m.goal(seat)
        role = m.role(seat)
        n = m.night
        c = m.council
        in_night = m.phase is Phase.NIGHT
        vote: Json | None = None
        if c is not None and m.phase is Phase.COUNCIL and seat in c.eligible:
            choice = _get(c.votes, seat)
            vote = {
                "target": None if choice in (None, ABSTAIN) else choice,
                "abstain": choice == ABSTAIN,
                "confirmed": seat in c.confirmed,
            }
        guess = _get(m.guesses, seat)
        me: Json = {
            "status": "gone" if seat in m.gone else "alive" if seat in m.alive else "dead",
            "card": {  # SUS-05
                "character": _get(m.characters, seat),
                "role": str(role),
                "goal": {"kind": goal[0], "target": goal[1]} if goal is not None else None,
            },
            "ghost": seat in m.ghosts(),
            "possessed": seat in m.possessed and seat in m.alive,
            "known_murderers": list(_get(m.acquainted, seat) or []) if role is Role.MURDERER else [],
            "goals_done": sorted(g for s, g in m.done if s == seat),
            "loner_nights": _get(m.loner_nights, seat) or 0,
            "asleep": in_night and seat in n.asleep,  # SUS-28
            "no_vote": m.phase in (Phase.DAY, Phase.COUNCIL, Phase.DAWN) and seat in m.no_vote,
            "room": _get(n.rooms, seat) if in_night else None,  # SUS-06
            "last_room": _get(m.last_rooms, seat),
            "check": _get(n.checks, seat) if in_night else None,  # SUS-29
            "protect": _get(n.protects, seat) if in_night else None,  # SUS-30
            "holy_ground": _get(n.holy_ground, seat) if in_night else None,  # SUS-31
            "point": _get(n.points, seat) if in_night else None,  # SUS-19
            "report": _get(m.reports, seat) if m.round else None,  # SUS-08
            "vote": vote,  # SUS-10
            "bribe_offer": seat in m.bribed and m.phase in (Phase.DAY, Phase.COUNCIL),  # SUS-28
            "powder": role is Role.MURDERER and seat not in m.powder_used,
            "bribe": role is Role.MURDERER and seat not in m.bribe_used,
            "bullet": role is Role.SZUR and seat not in m.shot_used,  # SUS-32
            "self_protect": role is Role.DOCTOR and seat not in m.doctor_self_used,
            "holy_ground_left": role is Role.EXORCIST and seat not in m.holy_used,
            "guess": {"target": guess[0], "goal": guess[1]} if guess is not None else None,  # SUS-42
        }
        view["me"] = me
        return view

    def moderator_view(self, state: SuspiState, now: int) -> Json:
        """The public view, who has chosen (never what), and the secrets unless the host plays."""
        view = self.public_view(state, now)
        host_plays = state.options.host_plays
        view["host_plays"] = host_plays
        m = state.match
        view["chosen"] = (
            {
                "rooms": sorted(s for s, _ in m.night.rooms),
                "checks": sorted(s for s, _ in m.night.checks),
                "protects": sorted(s for s, _ in m.night.protects),
                "points": sorted(s for s, _ in m.night.points),
                "awake": sorted(m.alive - m.night.asleep),
            }
            if m is not None and m.phase is Phase.NIGHT
            else None
        )
        if host_plays:  # SUS-03: a moderator who plays sees no secret
            return view
        if m is None:
            view["secrets"] = None
            return view
        c = m.council
        view["secrets"] = {
            "cards": [
                {
                    "seat": s,
                    "character": _get(m.characters, s),
                    "role": str(m.role(s)),
                    "goal": (
                        {"kind": g[0], "target": g[1]} if (g := m.goal(s)) is not None else None
                    ),
                }
                for s in m.players
            ],
            "possessed": sorted(m.possessed),
            "goals_done": [{"seat": s, "goal": g} for s, g in sorted(m.done)],
            "night": {  # the map of who is where
                "asleep": sorted(m.night.asleep),
                "rooms": [{"seat": s, "room": r} for s, r in sorted(m.night.rooms)],
                "checks": [{"seat": s, "room": r} for s, r in sorted(m.night.checks)],
                "protects": [{"seat": s, "target": t} for s, t in sorted(m.night.protects)],
                "holy_ground": [{"seat": s, "room": r} for s, r in sorted(m.night.holy_ground)],
                "points": [{"seat": s, "room": r} for s, r in sorted(m.night.points)],
            },
            "last_rooms": [{"seat": s, "room": r} for s, r in sorted(m.last_rooms)],
            "reports": [{"seat": s, "report": r} for s, r in sorted(m.reports)],
            "powdered": sorted(m.powdered),
            "bribed": sorted(m.bribed),
            "shots": [{"round": r, "seat": s, "target": t} for r, s, t in m.shots],
            "votes": (
                [{"seat": s, "target": t, "confirmed": s in c.confirmed} for s, t in sorted(c.votes)]
                if c is not None and m.phase is Phase.COUNCIL
                else []
            ),
            "guesses": [{"seat": s, "target": t, "goal": g} for s, (t, g) in sorted(m.guesses)],
        }
        return view

    # --- records (PLT-17) -----------------------------------------------------------------------
    def finished(self, state: SuspiState) -> list[Json]:
        """Every finished game with its points and winners (the seats that got the team point)."""
        out: list[Json] = []
        for m in state.finished():
            result = m.result or {}
            out.append({
                "round": m.number,
                "outcome": result.get("winner") or "aborted",
                "points": [{"seat": s, "points": p} for s, p in m.points],
                "winners": sorted(result.get("team", [])) if result.get("winner") else [],
            })
        return out
