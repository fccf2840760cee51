"""Club sport mafia's rules (MAF-01..MAF-24): the evening, its games, the day, the night wizard.

How to call (the table does, see :mod:`rules.core.contract`)::

    game = MafiaGame(parse_catalog(json_document))   # the role catalog (MAF-05)
    state = game.setup(options, seed)                 # an evening with nobody signed up
    outcome = game.handle(state, request, actor, now)
    state = game.fold_all(state, outcome)             # when it is a list of events

Everything is pure: the state is frozen and holds its :class:`Rng`; time is the ``now`` passed in
(milliseconds). Two kinds of numbers name people: a **seat** is the table's number of a person (a
phone, or a player the host added), given once an evening; a **place** is where that person sits in
one game (1..16), drawn at seating. Every in-game request of the host names places.

Decisions the clauses leave open (besides the **(house)** points of ``rules/mafia.md``):

- a game is 10 to 16 players (MAF-01 says 12-15; the console allows a short or a full table);
- the order of a game: seating, composition, deal, day 1 (free talk of about a minute), the
  acquaintance night (the blacks meet, nothing is entered), then day 1's circle, night 1, day 2...;
- day 1's circle opens at the lowest living place, each later circle at the next living place after
  the previous opener; a seat silenced by the нагнетатель is skipped in the next day's circle only;
- the nominee vote ends a day with no vote when nobody was nominated;
- majorities (MAF-11, MAF-12, MAF-13) are more than half of the living players;
- the night's departures are simultaneous: the win check runs once after the morning announcement;
  a seat killed openly by anyone is revealed even if the swindler also named it;
- the boss's and the commissar's checks reach their phones at once (the event ``checked``);
  the commissar finds loners black (they are black cards, MAF-05);
- the doctor's save cancels every kill on that seat, and with it the kamikaze's revenge (MAF-17);
- removal by fouls has no last word; a removed nominee or candidate is struck and the hands of the
  vote in progress are entered again; immunity does not protect from fouls (MAF-20);
- the first out of a game is everyone who left in its first departure (a car crash gives two);
- the winning side is every player of that team, living or not; loners never win; when the reds
  and the mafia are both gone the game is a draw (nobody scores).
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
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
from .roles import ACTIONS, COMMISSAR, KAMIKAZE, LANGUAGES, NIGHT_ORDER, SLOT_ACTION, TEAMS, Role

MAX_PLACES = 16  # up to 16 seats at the table
MIN_PLACES = 10  # (house) see the module docstring; MAF-01 says 12-15
MAX_ROSTER = 40  # people who may join an evening's table (line-up and reserve)
DEFAULT_CAPACITY = 15  # MAF-01

FREE_TALK_MS = 120_000  # MAF-07
FIRST_FREE_TALK_MS = 60_000  # MAF-07: about a minute on the first day
SPEECH_MS = 30_000  # MAF-08
LAST_SPEECH_MS = 45_000  # MAF-08: the last speaker of the circle
DEFENCE_MS = 30_000  # MAF-11, MAF-14
LAST_WORD_MS = 30_000  # MAF-06 (house)
UNDER_FOUL_MS = 30_000  # MAF-19
MAX_UNDER_FOULS = 2  # MAF-19
FOULS_TO_REMOVAL = 3  # MAF-18
MAX_NOMINATIONS = 2  # MAF-08
MAX_CANDIDATES = 4  # MAF-10
MAX_BONUS = 5  # host bonus points per request, either sign
WIN_POINTS = 1  # +1 each for the winning side


class Phase(enum.StrEnum):
    EVENING = "evening"  # no game on: roster, sign-up
    SEATED = "seated"  # places drawn; composition, deal
    FREE_TALK = "free_talk"  # MAF-07
    ACQUAINTANCE = "acquaintance"  # the acquaintance night of day 1 (house order)
    CIRCLE = "circle"  # MAF-08
    NOMINEE_VOTE = "nominee_vote"  # MAF-09
    DEFENCE = "defence"  # MAF-11, MAF-14
    FIRST_DAY_QUESTION = "first_day_question"  # MAF-12
    HANDS = "hands"  # MAF-11, MAF-14
    CAR_CRASH = "car_crash"  # MAF-13
    LAST_WORDS = "last_words"  # MAF-06
    NIGHT = "night"  # MAF-15
    GAME_OVER = "game_over"


SPEECHES = frozenset({Phase.CIRCLE, Phase.DEFENCE, Phase.LAST_WORDS})
NIGHTS = frozenset({Phase.ACQUAINTANCE, Phase.NIGHT})
VOTES = frozenset({Phase.NOMINEE_VOTE, Phase.HANDS, Phase.FIRST_DAY_QUESTION, Phase.CAR_CRASH})
PLAYING = frozenset(Phase) - {Phase.EVENING, Phase.SEATED, Phase.GAME_OVER}
KILLS = frozenset({"kill", "kill_hidden"})


# --- state -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Options:
    capacity: int = DEFAULT_CAPACITY  # MAF-01, MAF-02
    host_plays: bool = False
    free_talk_seconds: int = FREE_TALK_MS // 1000  # MAF-07
    first_free_talk_seconds: int = FIRST_FREE_TALK_MS // 1000  # MAF-07


@dataclass(frozen=True)
class Player:
    """One place in one game."""

    place: int
    seat: int
    role: str = ""
    alive: bool = True
    revealed: bool = False  # the card was shown when they left (MAF-06)
    out: str = ""  # how they left: killed, expelled, fouls, kamikaze
    fouls: int = 0  # MAF-18, under-fouls included (MAF-19)
    under_fouls: int = 0  # MAF-19
    seen: bool = False


@dataclass(frozen=True)
class Match:
    """One game of the evening: its own record (MAF-01)."""

    number: int
    players: tuple[Player, ...]
    composition: tuple[tuple[str, int], ...]
    immune: frozenset[int] = frozenset()  # places immune on day 1 and night 1 (MAF-20)
    custom: tuple[Role, ...] = ()
    dealt: bool = False
    phase: Phase = Phase.SEATED
    day: int = 0
    night: int = 0
    queue: tuple[int, ...] = ()  # places still to speak in this step
    speaker: int | None = None
    timer: Timer | None = None
    then: Phase | None = None  # where last words lead
    opener: int = 0  # who opened the last circle
    nominations: tuple[tuple[int, int], ...] = ()  # (by, nominee), MAF-08
    candidates: tuple[int, ...] = ()  # the nominees (nominee vote) or the candidates
    counts: tuple[tuple[int, int], ...] = ()  # hands entered in the vote in progress
    asked_first_day: bool = False  # MAF-12
    silenced: frozenset[int] = frozenset()  # may not speak in this day's circle (MAF-05)
    night_done: tuple[str, ...] = ()
    actions: tuple[tuple[str, str, int | None], ...] = ()  # this night: (slot, action, target)
    hidden_kill_used: bool = False  # MAF-05: the swindler once per game
    checks: tuple[tuple[str, int, int, bool], ...] = ()  # (slot, night, target place, result)
    first_out: tuple[int, ...] = ()  # seats of the first out (MAF-20)
    result: str | None = None  # reds, blacks, draw, aborted
    bonuses: tuple[tuple[int, int], ...] = ()  # (place, points)
    log: tuple[Event, ...] = ()  # every event of this game, for its protocol (MAF-24)

    def player(self, place: int) -> Player | None:
        for p in self.players:
            if p.place == place:
                return p
        return None

    def place_of(self, seat: int) -> int | None:
        for p in self.players:
            if p.seat == seat:
                return p.place
        return None

    def living(self) -> list[int]:
        return [p.place for p in self.players if p.alive]

    def is_alive(self, place: int) -> bool:
        p = self.player(place)
        return bool(p and p.alive)

    def role_of(self, place: int) -> str:
        p = self.player(place)
        return p.role if p else ""

    def immune_now(self, place: int) -> bool:
        """MAF-20: day 1 and night 1 of this game."""
        return place in self.immune and self.day <= 1 and self.night <= 1

    def count_of(self, place: int) -> int | None:
        return dict(self.counts).get(place)


@dataclass(frozen=True)
class MafiaState:
    options: Options
    rng: Rng
    seats: Seats = field(default_factory=Seats)
    signed: tuple[int, ...] = ()  # "Ок, играем" and 21+, awaiting the evening confirmation (MAF-02)
    lineup: tuple[int, ...] = ()  # MAF-02
    reserve: tuple[int, ...] = ()  # MAF-02, in order of confirmation
    private: frozenset[int] = frozenset()  # opted out of publication (MAF-24)
    match: Match | None = None
    past: tuple[Match, ...] = ()

    @property
    def phase(self) -> Phase:
        return Phase.EVENING if self.match is None else self.match.phase

    def games(self) -> tuple[Match, ...]:
        return self.past + ((self.match,) if self.match is not None else ())


# --- folds -----------------------------------------------------------------------------------


def _m(state: MafiaState) -> Match:
    if state.match is None:
        raise ValueError("no game")
    return state.match


def _with(state: MafiaState, **changes: Any) -> MafiaState:
    return replace(state, match=replace(_m(state), **changes))


def _set_player(m: Match, place: int, **changes: Any) -> tuple[Player, ...]:
    return tuple(replace(p, **changes) if p.place == place else p for p in m.players)


def _logged(fold: Callable[[MafiaState, Event], MafiaState]) -> Callable[[MafiaState, Event], MafiaState]:
    """A game event is kept in the game's log too (its protocol, MAF-24)."""

    def folded(state: MafiaState, e: Event) -> MafiaState:
        state = fold(state, e)
        m = state.match
        return state if m is None else replace(state, match=replace(m, log=(*m.log, dict(e))))

    return folded


def _fold_options_set(state: MafiaState, e: Event) -> MafiaState:
    return replace(state, options=Options(**e["options"]))


def _fold_seat_taken(state: MafiaState, e: Event) -> MafiaState:
    return replace(state, seats=state.seats.with_seat(int(e["seat"]), str(e["nickname"])))


def _fold_seat_left(state: MafiaState, e: Event) -> MafiaState:
    return replace(state, seats=state.seats.without(int(e["seat"])))


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
    past = state.past if m is None or m.phase is Phase.SEATED else (*state.past, m)  # a re-seating
    match = Match(
        number=int(e["game"]),
        players=tuple(Player(int(x["place"]), int(x["seat"])) for x in e["places"]),
        composition=tuple((str(x["role"]), int(x["count"])) for x in e["composition"]),
        immune=frozenset(int(p) for p in e["immune"]),
    )
    return replace(state, rng=state.rng.generator()[1], match=match, past=past)


def _fold_composition_set(state: MafiaState, e: Event) -> MafiaState:
    role, count = str(e["role"]), int(e["count"])
    rest = [(r, n) for r, n in _m(state).composition if r != role]
    composition = tuple(rest + ([(role, count)] if count else []))
    return _with(state, composition=composition)


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
    return _with(state, custom=(*_m(state).custom, role))


def _fold_cards_dealt(state: MafiaState, e: Event) -> MafiaState:
    roles = {int(x["place"]): str(x["role"]) for x in e["roles"]}
    players = tuple(replace(p, role=roles[p.place]) for p in _m(state).players)
    state = replace(state, rng=state.rng.generator()[1])
    return _with(state, players=players, dealt=True)


def _fold_card_seen(state: MafiaState, e: Event) -> MafiaState:
    m = _m(state)
    return _with(state, players=_set_player(m, int(e["place"]), seen=True))


def _fold_phase_entered(state: MafiaState, e: Event) -> MafiaState:
    phase = Phase(e["phase"])
    m = _m(state)
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
    return _with(state, **changes)


def _fold_speech_started(state: MafiaState, e: Event) -> MafiaState:
    m = _m(state)
    place = int(e["place"])
    timer = Timer.of(int(e["ms"])).start(int(e["at"]))
    return _with(state, speaker=place, queue=tuple(p for p in m.queue if p != place), timer=timer)


def _timer(m: Match) -> Timer:
    if m.timer is None:
        raise ValueError("no timer")
    return m.timer


def _fold_time_up(state: MafiaState, e: Event) -> MafiaState:
    return _with(state, timer=_timer(_m(state)).pause(int(e["at"])))


def _fold_timer_paused(state: MafiaState, e: Event) -> MafiaState:
    return _with(state, timer=_timer(_m(state)).pause(int(e["at"])))


def _fold_timer_resumed(state: MafiaState, e: Event) -> MafiaState:
    return _with(state, timer=_timer(_m(state)).resume(int(e["at"])))


def _fold_nominated(state: MafiaState, e: Event) -> MafiaState:
    m = _m(state)
    return _with(state, nominations=(*m.nominations, (int(e["by"]), int(e["place"]))))


def _fold_hands_counted(state: MafiaState, e: Event) -> MafiaState:
    m = _m(state)
    place = int(e["place"])
    counts = (*((p, n) for p, n in m.counts if p != place), (place, int(e["count"])))
    return _with(state, counts=counts)


def _fold_noted(state: MafiaState, e: Event) -> MafiaState:
    """Events kept for the record only (vote results, the first-day question, no elimination)."""
    if e["type"] == "first_day_asked":
        return _with(state, asked_first_day=True)
    return state


def _fold_night_action(state: MafiaState, e: Event) -> MafiaState:
    m = _m(state)
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
    return _with(state, **changes)


def _fold_morning(state: MafiaState, e: Event) -> MafiaState:
    return _with(state, silenced=frozenset(int(p) for p in e["silenced"]), actions=(), night_done=())


def _fold_first_out(state: MafiaState, e: Event) -> MafiaState:
    return _with(state, first_out=tuple(int(s) for s in e["seats"]))


def _fold_player_out(state: MafiaState, e: Event) -> MafiaState:
    m = _m(state)
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
    return _with(state, **changes)


def _fold_fouled(state: MafiaState, e: Event) -> MafiaState:
    m = _m(state)
    place = int(e["place"])
    p = m.player(place)
    if p is None:
        raise ValueError(f"no place {place}")
    under = bool(e["under"])
    players = _set_player(m, place, fouls=p.fouls + 1, under_fouls=p.under_fouls + int(under))
    timer = m.timer
    if under and timer is not None:
        timer = timer.add(UNDER_FOUL_MS, int(e["at"]))  # MAF-19
    return _with(state, players=players, timer=timer)


def _fold_bonus(state: MafiaState, e: Event) -> MafiaState:
    m = _m(state)
    return _with(state, bonuses=(*m.bonuses, (int(e["place"]), int(e["points"]))))


def _fold_game_over(state: MafiaState, e: Event) -> MafiaState:
    m = _m(state)
    timer = m.timer.pause(int(e["at"])) if m.timer is not None else None
    return _with(state, phase=Phase.GAME_OVER, result=str(e["result"]), timer=timer, speaker=None, queue=())


_FOLDS: dict[str, Callable[[MafiaState, Event], MafiaState]] = {
    "options_set": _fold_options_set,
    "seat_taken": _fold_seat_taken,
    "seat_left": _fold_seat_left,
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
    "timer_paused": _fold_timer_paused,
    "timer_resumed": _fold_timer_resumed,
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


class _Batch:
    """Events of one request, each folded as it is added so the next decision sees it."""

    def __init__(self, state: MafiaState) -> None:
        self.state = state
        self.events: list[Event] = []

    def add(self, event: Json) -> None:
        self.events.append(event)
        self.state = _FOLDS[event["type"]](self.state, event)

    @property
    def match(self) -> Match:
        return _m(self.state)


# --- rule helpers ----------------------------------------------------------------------------


def candidates_of(counts: Mapping[int, int]) -> list[int]:
    """MAF-09: everyone sharing first place and everyone sharing second; zero votes never."""
    levels = sorted({n for n in counts.values() if n > 0}, reverse=True)[:2]
    return sorted(p for p, n in counts.items() if n > 0 and n in levels)


def majority(hands: int, living: int) -> bool:
    """MAF-11, MAF-12, MAF-13 (house): more than half of the living."""
    return hands * 2 > living


def _cyclic_from(places: Sequence[int], start: int) -> list[int]:
    ordered = sorted(places)
    later = [p for p in ordered if p >= start]
    return later + [p for p in ordered if p < start]


def default_composition(players: int) -> list[tuple[str, int]]:
    """(house) A starting point the host edits (MAF-04): a boss, mafia to a quarter of the table,
    a commissar, a doctor, the rest civilians."""
    blacks = max(2, players // 4)
    return [
        ("boss", 1),
        ("mafia", blacks - 1),
        ("commissar", 1),
        ("doctor", 1),
        ("civilian", players - blacks - 2),
    ]


Guard = Callable[[MafiaState, Actor, int], Rejection | None]


def _no(code: RejectionCode, reason: str) -> Rejection:
    return reject(code, reason)


# --- the game --------------------------------------------------------------------------------


class MafiaGame(Game[MafiaState]):
    """Club sport mafia for an evening of games at up to 16 places (MAF-01), over a role catalog."""

    id = "mafia"
    min_players = MIN_PLACES
    max_players = MAX_PLACES
    folds = _FOLDS
    # MAF-06, MAF-16, MAF-04; PLT-04 (house): the roles reach the phones the moment they are dealt,
    # so a deal cannot be undone (a wrong one is ended with ``abort_game`` and dealt again)
    revealing_events = frozenset({"cards_dealt", "player_out", "checked", "game_over"})

    def __init__(self, catalog: Mapping[str, Role]) -> None:
        if not catalog:
            raise ValueError("club mafia needs its role catalog")
        self.catalog: dict[str, Role] = dict(catalog)
        seat, text, ident, flag, number = Arg.SEAT, Arg.TEXT, Arg.ID, Arg.BOOL, Arg.INT
        player, host = ActorKind.PLAYER, ActorKind.MODERATOR
        guest, system = ActorKind.GUEST, ActorKind.SYSTEM

        def h(handler: Callable[[MafiaState, Request, Actor, int], Outcome], **args: Arg) -> RequestSpec[MafiaState]:
            return spec(handler, host, args=args, undoable=True)

        self.requests: Mapping[str, RequestSpec[MafiaState]] = {
            # phones
            "sign_up": spec(self._sign_up, player, args={"adult": flag}),
            "confirm_evening": spec(self._confirm_evening, player),
            "withdraw": spec(self._withdraw, player),
            "card_seen": spec(self._card_seen, player),
            "publication": spec(self._publication, player, args={"publish": flag}),
            # the console: the evening
            "set_options": h(
                self._set_options,
                **{"capacity?": number, "host_plays?": flag, "free_talk_seconds?": number,
                   "first_free_talk_seconds?": number},
            ),
            "add_player": h(self._add_player, nickname=text, adult=flag),
            "remove_player": h(self._remove_player, seat=seat),
            "seat_players": h(self._seat_players),
            "set_role_count": h(self._set_role_count, role=ident, count=number),
            "add_custom_role": h(
                self._add_custom_role,
                **{"id": ident, "name": text, "team": ident, "night_slot?": ident, "action?": ident,
                   "reveal?": flag},
            ),
            "deal": h(self._deal),
            "start_game": h(self._start_game),
            # the console: the day
            "next_speaker": h(self._next_speaker),
            "nominate": h(self._nominate, target=seat),
            "hands": h(self._hands, place=seat, count=number),
            "expel_anyone": h(self._expel_anyone, hands=number),
            "car_crash": h(self._car_crash, hands=number),
            "foul": h(self._foul, place=seat),
            "under_foul": h(self._under_foul, place=seat),
            "pause_timer": h(self._pause_timer),
            "resume_timer": h(self._resume_timer),
            # the console: the night
            "night_action": h(self._night_action, **{"role?": ident, "action?": ident, "target?": seat}),
            "morning": h(self._morning),
            # the console: the record
            "bonus": h(self._bonus, place=seat, points=number),
            "abort_game": h(self._abort_game),
            # a phone without a seat, and the table itself
            "join": spec(self._join, guest, args={"nickname": text}),
            "tick": spec(self._tick, system),
            "leave": spec(self._leave, system, args={"seat": seat}),
            "restored": spec(self._restored, system),
        }
        self._guards: dict[str, Guard] = {
            "sign_up": self._may_sign_up,
            "confirm_evening": _may_confirm,
            "withdraw": _may_withdraw,
            "card_seen": _may_see_card,
            "publication": _is_seat,
            "set_options": _no_game_running,
            "add_player": _roster_room,
            "remove_player": _someone_listed,
            "seat_players": self._may_seat,
            "set_role_count": _seated_not_dealt,
            "add_custom_role": _seated_not_dealt,
            "deal": _seated_not_dealt,
            "start_game": _dealt,
            "next_speaker": _may_next_speaker,
            "nominate": _may_nominate,
            "hands": _phase_in(Phase.NOMINEE_VOTE, Phase.HANDS),
            "expel_anyone": _phase_in(Phase.FIRST_DAY_QUESTION),
            "car_crash": _phase_in(Phase.CAR_CRASH),
            "foul": _playing,
            "under_foul": _may_under_foul,
            "pause_timer": _timer_running,
            "resume_timer": _timer_paused,
            "night_action": self._may_act_at_night,
            "morning": self._may_morning,
            "bonus": _dealt_any,
            "abort_game": _game_on,
            "join": _join_room,
            "tick": _time_is_up,
            "leave": _someone_present,
            "restored": _timer_running,
        }

    # --- set-up ---------------------------------------------------------------------------------
    def setup(self, options: Mapping[str, Any], seed: int) -> MafiaState:
        problem = self._check_args(self.requests["set_options"], options)
        if problem:
            raise ValueError(problem)
        parsed = _options(Options(), options)
        if isinstance(parsed, Rejection):
            raise ValueError(parsed.reason)
        return MafiaState(options=parsed, rng=Rng(seed))

    def next_deadline(self, state: MafiaState) -> int | None:
        m = state.match
        if m is None or m.timer is None or m.phase not in PLAYING:
            return None
        return m.timer.deadline()

    # --- roles ----------------------------------------------------------------------------------
    def roles_of(self, m: Match) -> dict[str, Role]:
        """The catalog plus this game's custom roles (MAF-05)."""
        roles = dict(self.catalog)
        roles.update({r.id: r for r in m.custom})
        return roles

    def role(self, m: Match, role_id: str) -> Role:
        return self.roles_of(m)[role_id]

    def holders(self, m: Match, slot: str) -> list[int]:
        """Living places whose role wakes at ``slot`` (MAF-15)."""
        roles = self.roles_of(m)
        return [p.place for p in m.players if p.alive and p.role and slot in roles[p.role].night_slots]

    def pending_slot(self, m: Match) -> str | None:
        """The next slot of the night wizard with someone awake; None when all are done (MAF-15)."""
        if m.phase is not Phase.NIGHT:
            return None
        for slot in NIGHT_ORDER:
            if slot not in m.night_done and self.holders(m, slot):
                return slot
        return None

    def slot_actions(self, m: Match, slot: str) -> list[str]:
        """What may be entered at ``slot``: its own action, nothing, and what its roles add."""
        roles = self.roles_of(m)
        acts = {SLOT_ACTION[slot], "nothing"}
        for place in self.holders(m, slot):
            extra = roles[m.role_of(place)].action
            if extra == "kill_hidden" and (slot != "mafia_kill" or m.hidden_kill_used):
                continue  # MAF-05 (house): once per game, during the mafia's waking
            if extra in ("check", "save", "silence", "kill") and slot != "other":
                continue  # those are the slot's own actions where the role wakes
            acts.add(extra)
        if slot == "other":
            acts |= {roles[m.role_of(p)].action for p in self.holders(m, slot)}
        return [a for a in ACTIONS if a in acts]

    def winner(self, m: Match) -> str | None:
        """MAF-21, MAF-22: reds when no black card lives; blacks at parity (loners not counted)."""
        roles = self.roles_of(m)
        teams = Counter(roles[p.role].team for p in m.players if p.alive)
        if teams["black"] == 0 and teams["loner"] == 0:
            return "reds"  # MAF-21
        if teams["black"] > 0 and teams["black"] >= teams["red"]:
            return "blacks"  # MAF-22 (house: living mafia team >= living reds)
        if teams["black"] == 0 and teams["red"] == 0:
            return "draw"  # (house) only loners are left
        return None

    def points(self, m: Match) -> dict[int, int]:
        """Rating points per place: +1 each for the winning side, plus host bonuses (MAF-24)."""
        roles = self.roles_of(m)
        team = {"reds": "red", "blacks": "black"}.get(m.result or "")
        out = {p.place: 0 for p in m.players}
        for p in m.players:
            if team is not None and p.role and roles[p.role].team == team:
                out[p.place] += WIN_POINTS
        for place, pts in m.bonuses:
            out[place] = out.get(place, 0) + pts
        return out

    # --- transitions (each adds events to the batch) --------------------------------------------
    def _enter(self, b: _Batch, phase: Phase, now: int, **extra: Any) -> None:
        m = b.match
        event: Json = {"type": "phase_entered", "phase": str(phase), "day": m.day, "night": m.night, "at": now}
        event.update(extra)
        b.add(event)
        if phase in SPEECHES:
            self._speak_next(b, now)

    def _speak_next(self, b: _Batch, now: int) -> None:
        m = b.match
        if not m.queue:
            self._step_done(b, now)
            return
        place = m.queue[0]
        ms = DEFENCE_MS if m.phase is Phase.DEFENCE else LAST_WORD_MS if m.phase is Phase.LAST_WORDS else SPEECH_MS
        if m.phase is Phase.CIRCLE and len(m.queue) == 1:
            ms = LAST_SPEECH_MS  # MAF-08
        b.add({"type": "speech_started", "place": place, "ms": ms, "at": now})

    def _step_done(self, b: _Batch, now: int) -> None:
        m = b.match
        if m.phase is Phase.CIRCLE:
            nominees = [n for _, n in m.nominations if m.is_alive(n)]
            if not nominees:
                self._night_falls(b, now)  # (house) nobody nominated: no vote
            else:
                self._enter(b, Phase.NOMINEE_VOTE, now, candidates=nominees)  # MAF-09
        elif m.phase is Phase.DEFENCE:
            if not m.candidates:
                self._night_falls(b, now)
            elif m.day == 1 and not m.asked_first_day:
                self._enter(b, Phase.FIRST_DAY_QUESTION, now, candidates=list(m.candidates))  # MAF-12
            else:
                self._enter(b, Phase.HANDS, now, candidates=list(m.candidates))  # MAF-11
        elif m.phase is Phase.LAST_WORDS:
            if m.then is Phase.FREE_TALK:
                self._free_talk(b, m.day, now)
            else:
                self._night_falls(b, now)

    def _free_talk(self, b: _Batch, day: int, now: int) -> None:
        opts = b.state.options
        seconds = opts.first_free_talk_seconds if day == 1 else opts.free_talk_seconds  # MAF-07
        self._enter(b, Phase.FREE_TALK, now, ms=seconds * 1000, day=day)

    def _circle(self, b: _Batch, now: int) -> None:
        """MAF-08: the circle; a silenced seat is skipped (MAF-05)."""
        m = b.match
        living = m.living()
        if m.day <= 1 or not m.opener:
            opener = min(living)
        else:
            opener = next((p for p in _cyclic_from(living, m.opener + 1)), min(living))
        queue = [p for p in _cyclic_from(living, opener) if p not in m.silenced]
        self._enter(b, Phase.CIRCLE, now, queue=queue, opener=opener)

    def _night_falls(self, b: _Batch, now: int) -> None:
        m = b.match
        b.add({"type": "phase_entered", "phase": str(Phase.NIGHT), "day": m.day, "night": m.day, "at": now})

    def _depart(self, b: _Batch, places: Sequence[int], how: str, hidden: Sequence[int] = (),
                together: Sequence[int] = ()) -> None:
        """``places`` leave; ``together``: others leaving at the same moment in a later call (the
        night's departures are simultaneous), who count among the first out with them."""
        m = b.match
        if all(p.alive for p in m.players) and places:  # MAF-20: the first out of this game
            first = [*places, *together]
            seats = [p.seat for p in m.players if p.place in first]
            b.add({"type": "first_out", "places": first, "seats": seats})
        for place in places:
            m = b.match
            role = self.role(m, m.role_of(place))
            if place in hidden or not role.reveal:
                b.add({"type": "player_out_hidden", "place": place, "how": how})  # MAF-06
            else:
                b.add({"type": "player_out", "place": place, "role": role.id, "how": how})  # MAF-06

    def _decided(self, b: _Batch, now: int) -> bool:
        """Win checks after a departure (MAF-21, MAF-22): ends the game when decided."""
        m = b.match
        result = self.winner(m)
        if result is None:
            return False
        self._game_over(b, result, now)
        return True

    def _game_over(self, b: _Batch, result: str, now: int) -> None:
        m = replace(b.match, result=result)
        points = self.points(m)
        b.add({
            "type": "game_over",
            "result": result,
            "table": [{"place": p.place, "seat": p.seat, "role": p.role} for p in m.players],  # MAF-04
            "points": [{"place": p, "points": n} for p, n in sorted(points.items())],
            "at": now,
        })

    def _expel(self, b: _Batch, places: Sequence[int], now: int) -> None:
        """Expelled players are revealed, then speak their last words (MAF-06), then night."""
        self._depart(b, places, "expelled")
        if self._decided(b, now):
            return
        self._enter(b, Phase.LAST_WORDS, now, queue=list(places), then=str(Phase.NIGHT))

    def _after_removal(self, b: _Batch, now: int) -> None:
        """A removal by fouls may leave a step without its speaker or its candidates."""
        m = b.match
        if m.phase in SPEECHES and m.speaker is None:
            self._speak_next(b, now)
        elif m.phase in VOTES and not m.candidates:
            self._night_falls(b, now)

    # --- guest and system -----------------------------------------------------------------------
    def _join(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        name = state.seats.check_join(str(request.args["nickname"]), MAX_ROSTER)
        if isinstance(name, Rejection):
            return name
        return [{"type": "seat_taken", "seat": state.seats.next_number(), "nickname": name}]

    def _tick(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _time_is_up(state, actor, now)) is not None:
            return refused
        return [{"type": "time_up", "at": now}]

    def _restored(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """PLT-03: after a restart a running timer waits, paused, for the host."""
        if (refused := _timer_running(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_paused", "at": now}]

    def _leave(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """A phone gone for good. (house) The person stays in the roster and in the game: the
        host runs the table by hand; only ``remove_player`` takes someone off the evening."""
        seat = int(request.args["seat"])
        if not state.seats.is_present(seat):
            return _no(RejectionCode.ALREADY_DONE, f"seat {seat} is not here")
        return [{"type": "seat_left", "seat": seat}]

    # --- phones: the evening (MAF-02, MAF-03, MAF-24) --------------------------------------------
    def _may_sign_up(self, state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if (refused := _is_seat(state, actor, now)) is not None:
            return refused
        seat = actor.seat
        if seat in state.signed or seat in state.lineup or seat in state.reserve:
            return _no(RejectionCode.ALREADY_DONE, "already signed up")
        return None

    def _sign_up(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-02: "Ок, играем"; MAF-03: only with the 21+ confirmation."""
        if (refused := self._may_sign_up(state, actor, now)) is not None:
            return refused
        if request.args["adult"] is not True:
            return _no(RejectionCode.BAD_ARGUMENT, "the club is 21+: confirm your age")  # MAF-03
        return [{"type": "signed_up", "seat": actor.seat, "adult": True}]

    def _confirm_evening(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-02: confirmed, into the line-up while it has room, else into the reserve."""
        if (refused := _may_confirm(state, actor, now)) is not None:
            return refused
        to = "lineup" if len(state.lineup) < state.options.capacity else "reserve"
        return [{"type": "evening_confirmed", "seat": actor.seat, "to": to}]

    def _withdraw(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _may_withdraw(state, actor, now)) is not None:
            return refused
        assert actor.seat is not None
        return _withdrawal(state, actor.seat)

    def _card_seen(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _may_see_card(state, actor, now)) is not None:
            return refused
        m = _m(state)
        assert actor.seat is not None
        return [{"type": "card_seen", "place": m.place_of(actor.seat)}]

    def _publication(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-24: a player opts out of (or back into) publication."""
        if (refused := _is_seat(state, actor, now)) is not None:
            return refused
        publish = bool(request.args["publish"])
        if (actor.seat not in state.private) == publish:
            return _no(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "publication_set", "seat": actor.seat, "publish": publish}]

    # --- the console: the evening ---------------------------------------------------------------
    def _set_options(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _no_game_running(state, actor, now)) is not None:
            return refused
        if not request.args:
            return _no(RejectionCode.BAD_ARGUMENT, "no option given")
        options = _options(state.options, request.args)
        if isinstance(options, Rejection):
            return options
        events: list[Event] = [{"type": "options_set", "options": asdict(options)}]
        room = options.capacity - len(state.lineup)
        for seat in state.reserve[: max(0, room)]:
            events.append({"type": "moved_in", "seat": seat})  # MAF-02
        return events

    def _add_player(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-02 (house): the host adds a player, who is signed up and confirmed at once."""
        if (refused := _roster_room(state, actor, now)) is not None:
            return refused
        if request.args["adult"] is not True:
            return _no(RejectionCode.BAD_ARGUMENT, "the club is 21+: confirm the player's age")  # MAF-03
        name = state.seats.check_join(str(request.args["nickname"]), MAX_ROSTER)
        if isinstance(name, Rejection):
            return name
        seat = state.seats.next_number()
        to = "lineup" if len(state.lineup) < state.options.capacity else "reserve"
        return [
            {"type": "seat_taken", "seat": seat, "nickname": name},
            {"type": "signed_up", "seat": seat, "adult": True},
            {"type": "evening_confirmed", "seat": seat, "to": to},
        ]

    def _remove_player(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        seat = int(request.args["seat"])
        if seat not in (*state.signed, *state.lineup, *state.reserve):
            return _no(RejectionCode.BAD_ARGUMENT, f"seat {seat} is not signed up")
        if _in_game(state, seat):
            return _no(RejectionCode.WRONG_PHASE, "that player is in the game on: finish or abort it first")
        return _withdrawal(state, seat)

    def _may_seat(self, state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if state.phase not in (Phase.EVENING, Phase.GAME_OVER, Phase.SEATED):
            return _no(RejectionCode.WRONG_PHASE, "a game is on")
        m = state.match
        if m is not None and m.phase is Phase.SEATED and m.dealt:
            return _no(RejectionCode.WRONG_PHASE, "the cards are dealt")
        if len(state.lineup) < MIN_PLACES:
            return _no(RejectionCode.TOO_FEW_PLAYERS, f"a game needs {MIN_PLACES} players")
        return None

    def _seat_players(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """Seating: the first MAX_PLACES of the line-up get places, drawn by lot; the first out
        of the previous game keeps immunity for day 1 and night 1 (MAF-20)."""
        if (refused := self._may_seat(state, actor, now)) is not None:
            return refused
        people = list(state.lineup[:MAX_PLACES])
        order, _ = state.rng.shuffled(people)
        m = state.match
        redo = m is not None and m.phase is Phase.SEATED
        previous = (state.past[-1] if state.past else None) if redo else m
        number = (m.number if redo else m.number + 1) if m is not None else 1
        carried = set(previous.first_out) if previous is not None else set()
        places = [{"place": i + 1, "seat": s} for i, s in enumerate(order)]
        return [{
            "type": "players_seated",
            "game": number,
            "places": places,
            "immune": [x["place"] for x in places if x["seat"] in carried],  # MAF-20
            "composition": [{"role": r, "count": n} for r, n in default_composition(len(people)) if n],
        }]

    def _set_role_count(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-04: the composition is set per game."""
        if (refused := _seated_not_dealt(state, actor, now)) is not None:
            return refused
        m = _m(state)
        role, count = str(request.args["role"]), int(request.args["count"])
        if role not in self.roles_of(m):
            return _no(RejectionCode.BAD_ARGUMENT, f"no role {role!r}")
        if not 0 <= count <= MAX_PLACES:
            return _no(RejectionCode.BAD_ARGUMENT, "a count is 0 to 16")
        if dict(m.composition).get(role, 0) == count:
            return _no(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "composition_set", "role": role, "count": count}]

    def _add_custom_role(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-05: a custom role for this game: team, night slot, action, reveal rule."""
        if (refused := _seated_not_dealt(state, actor, now)) is not None:
            return refused
        args = request.args
        role_id, team = str(args["id"]), str(args["team"])
        slot = args.get("night_slot")
        action = str(args.get("action", "nothing"))
        name = " ".join(str(args["name"]).split())
        if role_id in self.roles_of(_m(state)):
            return _no(RejectionCode.NAME_TAKEN, f"role {role_id!r} exists")
        if team not in TEAMS:
            return _no(RejectionCode.BAD_ARGUMENT, f"team is one of {', '.join(TEAMS)}")
        if slot is not None and slot not in NIGHT_ORDER:
            return _no(RejectionCode.BAD_ARGUMENT, f"night slot is one of {', '.join(NIGHT_ORDER)}")
        if action not in ACTIONS:
            return _no(RejectionCode.BAD_ARGUMENT, f"action is one of {', '.join(ACTIONS)}")
        if not name:
            return _no(RejectionCode.BAD_ARGUMENT, "a role needs a name")
        role = {
            "id": role_id, "team": team, "night_slots": [slot] if slot else [], "action": action,
            "reveal": bool(args.get("reveal", True)),
            "name": {lang: name for lang in LANGUAGES}, "description": {lang: "" for lang in LANGUAGES},
        }
        return [{"type": "custom_role_added", "role": role}]

    def composition_problem(self, m: Match) -> str | None:
        roles = self.roles_of(m)
        counts = dict(m.composition)
        total = sum(counts.values())
        if total != len(m.players):
            return f"the composition has {total} cards for {len(m.players)} players"
        teams: Counter[str] = Counter()
        for role, n in counts.items():
            teams[roles[role].team] += n
        if teams["black"] == 0:
            return "the composition needs a black card"
        if teams["black"] >= teams["red"]:
            return "the blacks would have parity at once (MAF-22)"
        for unique in ("boss", "swindler"):
            if counts.get(unique, 0) > 1:
                return f"at most one {unique}"
        return None

    def _deal(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _seated_not_dealt(state, actor, now)) is not None:
            return refused
        m = _m(state)
        problem = self.composition_problem(m)
        if problem:
            return _no(RejectionCode.BAD_ARGUMENT, problem)
        deck = [role for role, n in m.composition for _ in range(n)]
        cards, _ = state.rng.shuffled(deck)
        return [{
            "type": "cards_dealt",
            "roles": [{"place": p.place, "role": r} for p, r in zip(m.players, cards, strict=True)],
        }]

    def _start_game(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """Day 1 opens with about a minute of free talk (MAF-07)."""
        if (refused := _dealt(state, actor, now)) is not None:
            return refused
        b = _Batch(state)
        self._free_talk(b, 1, now)
        return b.events

    # --- the console: the day -------------------------------------------------------------------
    def _next_speaker(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """The next step of the day: the next speech, or the step after the last one."""
        if (refused := _may_next_speaker(state, actor, now)) is not None:
            return refused
        m = _m(state)
        b = _Batch(state)
        if m.phase is Phase.FREE_TALK:
            if m.day == 1:
                self._enter(b, Phase.ACQUAINTANCE, now)  # house order: the acquaintance night
            else:
                self._circle(b, now)
        else:
            self._speak_next(b, now)
        return b.events

    def _nominate(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-08: the speaker nominates one or two players."""
        if (refused := _may_nominate(state, actor, now)) is not None:
            return refused
        m = _m(state)
        target = int(request.args["target"])
        if not m.is_alive(target):
            return _no(RejectionCode.BAD_ARGUMENT, f"place {target} is not in the game")
        if target in (n for _, n in m.nominations):
            return _no(RejectionCode.ALREADY_DONE, f"place {target} is already nominated")
        if m.immune_now(target):
            return _no(RejectionCode.BAD_ARGUMENT, f"place {target} is immune today (MAF-20)")
        return [{"type": "nominated", "by": m.speaker, "place": target}]

    def _hands(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-09 (the nominee vote) and MAF-11 (hands to expel): one count per candidate."""
        if (refused := _phase_in(Phase.NOMINEE_VOTE, Phase.HANDS)(state, actor, now)) is not None:
            return refused
        m = _m(state)
        place, count = int(request.args["place"]), int(request.args["count"])
        if place not in m.candidates:
            return _no(RejectionCode.BAD_ARGUMENT, f"place {place} is not on the ballot")
        living = len(m.living())
        others = sum(n for p, n in m.counts if p != place)
        if count < 0 or others + count > living:
            return _no(RejectionCode.BAD_ARGUMENT, f"{living} living players raise one hand each at most")
        b = _Batch(state)
        b.add({"type": "hands_counted", "place": place, "count": count})
        if len(b.match.counts) == len(b.match.candidates):
            self._close_vote(b, now)
        return b.events

    def _close_vote(self, b: _Batch, now: int) -> None:
        m = b.match
        counts = dict(m.counts)
        record: Json = {"type": "vote_closed", "kind": str(m.phase), "day": m.day,
                        "counts": [{"place": p, "count": n} for p, n in sorted(counts.items())]}
        living = len(m.living())
        if m.phase is Phase.NOMINEE_VOTE:
            chosen = candidates_of(counts)  # MAF-09
            record["candidates"] = chosen
            if not chosen:
                record["outcome"] = "no_candidates"
            elif len(chosen) > MAX_CANDIDATES:
                record["outcome"] = "no_elimination"  # MAF-10: несострел
            else:
                record["outcome"] = "defence"
            b.add(record)
            if record["outcome"] == "defence":
                self._enter(b, Phase.DEFENCE, now, queue=chosen, candidates=chosen)
            else:
                self._night_falls(b, now)
            return
        cands = list(m.candidates)
        if len(cands) == 1:  # MAF-11 (house): a lone candidate needs a majority
            out = cands if majority(counts[cands[0]], living) else []
            record["outcome"] = "expelled" if out else "kept"
            record["expelled"] = out
            b.add(record)
            if out:
                self._expel(b, out, now)
            else:
                self._night_falls(b, now)
            return
        top = max(counts.values())
        tops = [p for p in cands if counts[p] == top]
        if len(cands) == 2:
            if len(tops) == 1:  # MAF-11: the most hands leaves
                record.update(outcome="expelled", expelled=tops)
                b.add(record)
                self._expel(b, tops, now)
            else:  # MAF-13: the car crash
                record.update(outcome="car_crash")
                b.add(record)
                self._enter(b, Phase.CAR_CRASH, now, candidates=cands)
            return
        low = min(counts.values())  # MAF-14: three or four
        rest = [p for p in cands if counts[p] != low]
        if not rest:  # all tied: "expel all?"
            record.update(outcome="car_crash")
            b.add(record)
            self._enter(b, Phase.CAR_CRASH, now, candidates=cands)
            return
        record.update(outcome="reduced", dropped=[p for p in cands if counts[p] == low], candidates=rest)
        b.add(record)
        self._enter(b, Phase.DEFENCE, now, queue=rest, candidates=rest)

    def _expel_anyone(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-12: on day 1 the table first decides whether to expel anyone at all."""
        if (refused := _phase_in(Phase.FIRST_DAY_QUESTION)(state, actor, now)) is not None:
            return refused
        m = _m(state)
        hands = int(request.args["hands"])
        living = len(m.living())
        if not 0 <= hands <= living:
            return _no(RejectionCode.BAD_ARGUMENT, f"0 to {living} hands")
        yes = majority(hands, living)
        b = _Batch(state)
        b.add({"type": "first_day_asked", "day": m.day, "hands": hands, "yes": yes})
        if yes:
            self._enter(b, Phase.HANDS, now, candidates=list(m.candidates))
        else:
            self._night_falls(b, now)  # MAF-12 (house): the day ends with no elimination
        return b.events

    def _car_crash(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-13, MAF-14: "expel both?" (or all): a majority for and all of them leave."""
        if (refused := _phase_in(Phase.CAR_CRASH)(state, actor, now)) is not None:
            return refused
        m = _m(state)
        hands = int(request.args["hands"])
        living = len(m.living())
        if not 0 <= hands <= living:
            return _no(RejectionCode.BAD_ARGUMENT, f"0 to {living} hands")
        yes = majority(hands, living)
        b = _Batch(state)
        b.add({"type": "car_crash_asked", "day": m.day, "candidates": list(m.candidates), "hands": hands,
               "yes": yes})
        if yes:
            self._expel(b, list(m.candidates), now)
        else:
            self._night_falls(b, now)
        return b.events

    def _foul(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-18: a foul; the third removes the player, revealed."""
        if (refused := _playing(state, actor, now)) is not None:
            return refused
        return self._add_foul(state, int(request.args["place"]), False, now)

    def _under_foul(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-19: the speaker takes +30 s for a foul, at most twice a game."""
        if (refused := _may_under_foul(state, actor, now)) is not None:
            return refused
        m = _m(state)
        place = int(request.args["place"])
        if place != m.speaker:
            return _no(RejectionCode.OUT_OF_TURN, f"only the speaker (place {m.speaker}) may take time")
        p = m.player(place)
        if p is None or p.under_fouls >= MAX_UNDER_FOULS:
            return _no(RejectionCode.ALREADY_DONE, "at most two under-fouls a game (MAF-19)")
        return self._add_foul(state, place, True, now)

    def _add_foul(self, state: MafiaState, place: int, under: bool, now: int) -> Outcome:
        m = _m(state)
        if not m.is_alive(place):
            return _no(RejectionCode.BAD_ARGUMENT, f"place {place} is not in the game")
        b = _Batch(state)
        b.add({"type": "fouled", "place": place, "under": under, "at": now})
        p = b.match.player(place)
        if p is not None and p.fouls >= FOULS_TO_REMOVAL:  # MAF-18
            self._depart(b, [place], "fouls")
            if not self._decided(b, now):
                self._after_removal(b, now)
        return b.events

    def _pause_timer(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _timer_running(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_paused", "at": now}]

    def _resume_timer(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _timer_paused(state, actor, now)) is not None:
            return refused
        return [{"type": "timer_resumed", "at": now}]

    # --- the console: the night -----------------------------------------------------------------
    def _may_act_at_night(self, state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if state.phase is not Phase.NIGHT:
            return _no(RejectionCode.WRONG_PHASE, "only at night")
        if self.pending_slot(_m(state)) is None:
            return _no(RejectionCode.ALREADY_DONE, "everyone has woken: announce the morning")
        return None

    def _night_action(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-15, MAF-16: the action of the slot awake now, entered in the night's order."""
        if (refused := self._may_act_at_night(state, actor, now)) is not None:
            return refused
        m = _m(state)
        slot = self.pending_slot(m)
        assert slot is not None
        roles = self.roles_of(m)
        role = request.args.get("role")
        if role is not None and role not in {m.role_of(p) for p in self.holders(m, slot)}:
            return _no(RejectionCode.OUT_OF_TURN, f"the {slot} slot is awake now, not {role!r}")
        action = str(request.args.get("action", SLOT_ACTION[slot]))
        if action not in self.slot_actions(m, slot):
            return _no(RejectionCode.BAD_ARGUMENT, f"{action!r} cannot be done at the {slot} slot")
        target = request.args.get("target")
        if action == "nothing":
            target = None
        elif target is None:
            return _no(RejectionCode.BAD_ARGUMENT, f"{action!r} needs a target")
        elif not m.is_alive(int(target)):
            return _no(RejectionCode.BAD_ARGUMENT, f"place {target} is not in the game")
        elif action in KILLS and m.immune_now(int(target)):
            return _no(RejectionCode.BAD_ARGUMENT, f"place {target} is immune tonight (MAF-20)")
        event: Json = {"type": "night_action", "night": m.night, "slot": slot, "action": action,
                       "target": target}
        if action == "check" and target is not None:
            found = roles[m.role_of(int(target))]
            result = found.id == COMMISSAR if slot == "boss_check" else found.black  # MAF-16
            event.update(type="checked", result=result)
        return [event]

    def _may_morning(self, state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if state.phase not in NIGHTS:
            return _no(RejectionCode.WRONG_PHASE, "only at night")
        if self.pending_slot(_m(state)) is not None:
            return _no(RejectionCode.OUT_OF_TURN, "the night is not over: enter the pending action")
        return None

    def _morning(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-15: the host announces the night's results; MAF-06, MAF-16, MAF-17 decide them."""
        if (refused := self._may_morning(state, actor, now)) is not None:
            return refused
        m = _m(state)
        b = _Batch(state)
        if m.phase is Phase.ACQUAINTANCE:
            b.add({"type": "morning", "night": 0, "silenced": [], "victims": []})
            self._circle(b, now)
            return b.events
        saved = {t for _, a, t in m.actions if a == "save" and t is not None}  # MAF-16
        open_kills = {t for _, a, t in m.actions if a == "kill" and t is not None} - saved
        hidden_kills = {t for _, a, t in m.actions if a == "kill_hidden" and t is not None} - saved
        victims = open_kills | hidden_kills
        kamikaze: set[int] = set()
        for slot, action, target in m.actions:
            if slot == "maniac" and action == "kill" and target in victims and m.role_of(target) == KAMIKAZE:
                kamikaze |= set(self.holders(m, "maniac"))  # MAF-17: both leave
        silenced = sorted({t for _, a, t in m.actions if a == "silence" and t is not None} - victims)
        hidden = sorted(hidden_kills - open_kills)  # MAF-06: the swindler's victim
        killed = sorted(victims)
        b.add({"type": "morning", "night": m.night, "silenced": silenced, "victims": killed})
        taken = sorted(kamikaze - victims)  # MAF-17: they leave with the night's victims
        self._depart(b, killed, "killed", hidden=hidden, together=taken)
        self._depart(b, taken, "kamikaze")
        if self._decided(b, now):
            return b.events
        day = m.night + 1
        words = [p for p in killed if p not in hidden] + sorted(kamikaze - victims)
        if words:  # MAF-06: last words, none for the swindler's victim
            self._enter(b, Phase.LAST_WORDS, now, queue=words, then=str(Phase.FREE_TALK), day=day)
        else:
            self._free_talk(b, day, now)
        return b.events

    # --- the console: the record ----------------------------------------------------------------
    def _bonus(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """Host bonuses on top of the +1 for the winning side (MAF-24 rating points)."""
        if (refused := _dealt_any(state, actor, now)) is not None:
            return refused
        m = _m(state)
        place, points = int(request.args["place"]), int(request.args["points"])
        if m.player(place) is None:
            return _no(RejectionCode.BAD_ARGUMENT, f"no place {place}")
        if points == 0 or abs(points) > MAX_BONUS:
            return _no(RejectionCode.BAD_ARGUMENT, f"a bonus is 1 to {MAX_BONUS} points, either sign")
        return [{"type": "bonus", "place": place, "points": points}]

    def _abort_game(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        if (refused := _game_on(state, actor, now)) is not None:
            return refused
        b = _Batch(state)
        self._game_over(b, "aborted", now)
        return b.events

    # --- what may be sent now -------------------------------------------------------------------
    def allowed(self, state: MafiaState, actor: Actor, now: int) -> list[str]:
        if actor.kind is ActorKind.PLAYER and actor.seat is None:
            return []
        return [
            name
            for name, rs in self.requests.items()
            if actor.kind in rs.senders and self._guards[name](state, actor, now) is None
        ]

    def next_request(self, state: MafiaState) -> str | None:
        """What the host sends next: the view always says it."""
        m = state.match
        phase = state.phase
        if m is None or phase is Phase.GAME_OVER:
            return "seat_players"
        if phase is Phase.SEATED:
            return "start_game" if m.dealt else "deal"
        if phase is Phase.NIGHT:
            return "night_action" if self.pending_slot(m) else "morning"
        return {
            Phase.ACQUAINTANCE: "morning",
            Phase.NOMINEE_VOTE: "hands",
            Phase.HANDS: "hands",
            Phase.FIRST_DAY_QUESTION: "expel_anyone",
            Phase.CAR_CRASH: "car_crash",
        }.get(phase, "next_speaker")

    # --- views (PLT-05, PLT-10) -----------------------------------------------------------------
    def seat_numbers(self, state: MafiaState) -> list[int]:
        return state.seats.numbers()

    def public_view(self, state: MafiaState, now: int) -> Json:
        m = state.match
        night = state.phase in NIGHTS
        view: Json = {
            "phase": "night" if night else str(state.phase),
            "game": m.number if m is not None else 0,
            "day": m.day if m is not None else 0,
            "evening": {
                "capacity": state.options.capacity,
                "signed": list(state.signed),
                "lineup": list(state.lineup),
                "reserve": list(state.reserve),
                "games": len(state.games()),
            },
            "options": asdict(state.options),
            "composition": [],
            "custom_roles": [],
            "places": [],
            "next": None,
            "speaker": None,
            "timer": None,
            "queue": [],
            "nominations": [],
            "ballot": None,
            "votes": [],
            "result": None,
            "totals": [{"seat": s, "points": p} for s, p in sorted(self.totals(state).items())],
            # every finished game of the evening, the one just over too (as in ``totals``)
            "history": [{"game": g.number, "result": g.result} for g in state.games() if g.result],
        }
        if m is None:
            view["next"] = "seat_players"
            return view
        over = m.phase is Phase.GAME_OVER
        view["composition"] = [{"role": r, "count": n} for r, n in m.composition]  # MAF-04
        view["custom_roles"] = [r.to_json() for r in m.custom]
        view["places"] = [
            {
                "place": p.place,
                "seat": p.seat,
                "nickname": state.seats.nickname(p.seat),
                "alive": p.alive,
                "out": p.out or None,
                "role": p.role if (p.revealed or over) else None,  # MAF-06
                "fouls": p.fouls,
                "under_fouls": p.under_fouls,
                "immune": m.immune_now(p.place),
                "silenced": p.place in m.silenced,  # MAF-05: the нагнетатель's target, this day
                "seen": p.seen,
            }
            for p in m.players
        ]
        view["votes"] = [dict(e) for e in m.log if e["type"] in ("vote_closed", "first_day_asked", "car_crash_asked")]
        if over:
            points = self.points(m)
            view["result"] = {
                "winner": m.result,
                "table": [  # MAF-04: seat — role — nick
                    {"place": p.place, "role": p.role, "nickname": state.seats.nickname(p.seat)} for p in m.players
                ],
                "points": [{"place": p, "points": n} for p, n in sorted(points.items())],
                "first_out": [m.place_of(s) for s in m.first_out],
            }
        if night:
            return view  # at night the board shows nothing but "night"
        view["next"] = self.next_request(state)
        view["speaker"] = m.speaker
        view["timer"] = m.timer.view(now) if m.timer is not None else None
        view["queue"] = list(m.queue)
        view["nominations"] = [{"by": b, "place": n} for b, n in m.nominations]
        if m.phase in VOTES | {Phase.DEFENCE}:
            view["ballot"] = {
                "candidates": list(m.candidates),
                "hands": [{"place": p, "count": m.count_of(p)} for p in m.candidates],
            }
        return view

    def player_view(self, state: MafiaState, seat: int, now: int) -> Json:
        view = self.public_view(state, now)
        m = state.match
        me: Json = {
            "seat": seat,
            "roster": _roster_status(state, seat),
            "reserve_position": state.reserve.index(seat) + 1 if seat in state.reserve else None,
            "publish": seat not in state.private,
            "place": None,
            "role": None,
            "seen": False,
            "alive": None,
            "checks": [],
            "fouls": 0,
            "under_fouls": 0,
        }
        place = m.place_of(seat) if m is not None else None
        if m is not None and place is not None:
            p = m.player(place)
            assert p is not None
            me.update(place=place, seen=p.seen, alive=p.alive, fouls=p.fouls, under_fouls=p.under_fouls)
            if m.dealt:
                me["role"] = p.role
                slots = self.role(m, p.role).night_slots
                me["checks"] = [
                    {"night": n, "target": t, "slot": s, "result": r} for s, n, t, r in m.checks if s in slots
                ]  # MAF-16: the boss's and the commissar's own results
        view["me"] = me
        return view

    def moderator_view(self, state: MafiaState, now: int) -> Json:
        view = self.public_view(state, now)
        m = state.match
        view["host_plays"] = state.options.host_plays
        view["next"] = self.next_request(state)
        if m is not None and m.phase in NIGHTS:
            view["phase"] = str(m.phase)
        slot = self.pending_slot(m) if m is not None else None
        view["wizard"] = (
            {"slot": slot, "actions": self.slot_actions(m, slot) if m is not None and slot else [],
             "done": list(m.night_done)}
            if m is not None and m.phase is Phase.NIGHT
            else None
        )
        if state.options.host_plays or m is None:
            return view
        view["secrets"] = {
            "roles": [{"place": p.place, "role": p.role or None} for p in m.players],
            "awake": self.holders(m, slot) if slot else [],
            "actions": [{"slot": s, "action": a, "target": t} for s, a, t in m.actions],
            "checks": [{"slot": s, "night": n, "target": t, "result": r} for s, n, t, r in m.checks],
            "hidden_kill_used": m.hidden_kill_used,
        }
        return view

    # --- records (MAF-24) -----------------------------------------------------------------------
    def totals(self, state: MafiaState) -> dict[int, int]:
        """The evening's rating points per seat, over its finished games."""
        out: dict[int, int] = {}
        for g in state.games():
            if g.result is None:
                continue
            for place, pts in self.points(g).items():
                p = g.player(place)
                if p is not None:
                    out[p.seat] = out.get(p.seat, 0) + pts
        return out

    def withheld_seats(self, state: MafiaState) -> frozenset[int]:
        """MAF-24: the players who opted out of publication."""
        return frozenset(state.private)

    def protocols(self, state: MafiaState) -> list[Json]:
        """MAF-24: every finished game's protocol."""
        return [self.protocol(state, g.number) for g in state.games() if g.result is not None]

    def protocol(self, state: MafiaState, game: int) -> Json:
        """The protocol of one game (MAF-24): composition, seat—role—nick, every day and night
        event, fouls, votes, result and rating points. A player who opted out of publication
        appears with ``nickname: null``."""
        found = [g for g in state.games() if g.number == game]
        if not found:
            raise KeyError(f"no game {game}")
        g = found[-1]
        points = self.points(g)

        def nick(seat: int) -> str | None:
            return None if seat in state.private else state.seats.nickname(seat)

        return {
            "game": g.number,
            "composition": [{"role": r, "count": n} for r, n in g.composition],
            "custom_roles": [r.to_json() for r in g.custom],
            "table": [
                {"place": p.place, "role": p.role, "nickname": nick(p.seat), "fouls": p.fouls,
                 "under_fouls": p.under_fouls, "out": p.out or None, "points": points.get(p.place, 0)}
                for p in g.players
            ],
            "events": [dict(e) for e in g.log if e["type"] not in ("players_seated",)],
            "result": g.result,
        }


# --- guards ------------------------------------------------------------------------------------


def _options(base: Options, args: Mapping[str, Any]) -> Options | Rejection:
    changes = dict(args)
    if "capacity" in changes and not MIN_PLACES <= changes["capacity"] <= MAX_PLACES:
        return _no(RejectionCode.BAD_ARGUMENT, f"capacity is {MIN_PLACES} to {MAX_PLACES}")
    for key in ("free_talk_seconds", "first_free_talk_seconds"):
        if key in changes and not 10 <= changes[key] <= 600:
            return _no(RejectionCode.BAD_ARGUMENT, f"{key} is 10 to 600")
    return replace(base, **changes)


def _roster_status(state: MafiaState, seat: int) -> str | None:
    if seat in state.lineup:
        return "lineup"
    if seat in state.reserve:
        return "reserve"
    if seat in state.signed:
        return "signed"
    return None


def _in_game(state: MafiaState, seat: int) -> bool:
    m = state.match
    return m is not None and m.phase is not Phase.GAME_OVER and m.place_of(seat) is not None


def _withdrawal(state: MafiaState, seat: int) -> list[Event]:
    """MAF-02: a freed line-up seat goes to the first of the reserve, automatically. A line-up
    still at or over the capacity (the host lowered it) has no free seat."""
    events: list[Event] = [{"type": "withdrawn", "seat": seat}]
    if seat in state.lineup and state.reserve and len(state.lineup) - 1 < state.options.capacity:
        events.append({"type": "moved_in", "seat": state.reserve[0]})
    return events


def _is_seat(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if actor.seat is None or not state.seats.is_present(actor.seat):
        return _no(RejectionCode.NOT_A_PLAYER, "no seat")
    return None


def _may_confirm(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if (refused := _is_seat(state, actor, now)) is not None:
        return refused
    if actor.seat not in state.signed:
        return _no(RejectionCode.WRONG_PHASE, "sign up first, or already confirmed")
    return None


def _may_withdraw(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if (refused := _is_seat(state, actor, now)) is not None:
        return refused
    seat = actor.seat
    assert seat is not None
    if _roster_status(state, seat) is None:
        return _no(RejectionCode.WRONG_PHASE, "not signed up")
    if _in_game(state, seat):
        return _no(RejectionCode.WRONG_PHASE, "you are in the game on")
    return None


def _may_see_card(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if (refused := _is_seat(state, actor, now)) is not None:
        return refused
    m = state.match
    if m is None or not m.dealt or m.phase is Phase.GAME_OVER:
        return _no(RejectionCode.WRONG_PHASE, "no cards are out")
    assert actor.seat is not None
    place = m.place_of(actor.seat)
    if place is None:
        return _no(RejectionCode.NOT_A_PLAYER, "you are not in this game")
    p = m.player(place)
    if p is not None and p.seen:
        return _no(RejectionCode.ALREADY_DONE, "already seen")
    return None


def _no_game_running(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in (Phase.EVENING, Phase.GAME_OVER):
        return _no(RejectionCode.WRONG_PHASE, "only between games")
    return None


def _roster_room(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if len(state.seats.present()) >= MAX_ROSTER:
        return _no(RejectionCode.TABLE_FULL, f"the evening has {MAX_ROSTER} names")
    return None


def _join_room(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    return _roster_room(state, actor, now)


def _someone_listed(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if not (state.signed or state.lineup or state.reserve):
        return _no(RejectionCode.BAD_ARGUMENT, "nobody is signed up")
    return None


def _someone_present(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if not state.seats.present():
        return _no(RejectionCode.BAD_ARGUMENT, "nobody is seated")
    return None


def _seated_not_dealt(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or m.phase is not Phase.SEATED or m.dealt:
        return _no(RejectionCode.WRONG_PHASE, "only after seating, before the deal")
    return None


def _dealt(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or m.phase is not Phase.SEATED or not m.dealt:
        return _no(RejectionCode.WRONG_PHASE, "deal the cards first")
    return None


def _dealt_any(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or not m.dealt or m.result == "aborted":
        return _no(RejectionCode.WRONG_PHASE, "no game with cards")
    return None


def _game_on(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if state.phase in (Phase.EVENING, Phase.GAME_OVER):
        return _no(RejectionCode.WRONG_PHASE, "no game on")
    return None


def _playing(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in PLAYING:
        return _no(RejectionCode.WRONG_PHASE, "only while a game is played")
    return None


def _phase_in(*phases: Phase) -> Guard:
    def guard(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if state.phase not in phases:
            return _no(RejectionCode.WRONG_PHASE, f"only in {', '.join(phases)}")
        return None

    return guard


def _may_next_speaker(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in SPEECHES | {Phase.FREE_TALK}:
        return _no(RejectionCode.WRONG_PHASE, "nobody speaks now")
    return None


def _may_nominate(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    if state.phase is not Phase.CIRCLE:
        return _no(RejectionCode.WRONG_PHASE, "nominations are made in the circle")  # MAF-08
    m = _m(state)
    if m.speaker is None:
        return _no(RejectionCode.OUT_OF_TURN, "nobody speaks")
    if sum(1 for b, _ in m.nominations if b == m.speaker) >= MAX_NOMINATIONS:
        return _no(RejectionCode.ALREADY_DONE, "one or two nominations per speaker (MAF-08)")
    return None


def _may_under_foul(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    speaker = _m(state).speaker if state.match is not None else None
    if state.phase not in SPEECHES or speaker is None or not _m(state).is_alive(speaker):
        return _no(RejectionCode.WRONG_PHASE, "only during a living player's speech")
    return None


def _timer_running(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or state.phase not in PLAYING or m.timer is None or not m.timer.running:
        return _no(RejectionCode.WRONG_PHASE, "no timer runs")
    return None


def _timer_paused(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or state.phase not in PLAYING or m.timer is None or m.timer.running:
        return _no(RejectionCode.WRONG_PHASE, "no paused timer")
    if m.timer.left(now) == 0:
        return _no(RejectionCode.ALREADY_DONE, "the time is up")
    return None


def _time_is_up(state: MafiaState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or state.phase not in PLAYING or m.timer is None or not m.timer.running:
        return _no(RejectionCode.WRONG_PHASE, "no timer runs")
    if m.timer.left(now) > 0:
        return _no(RejectionCode.WRONG_PHASE, "the time is not up")
    return None
