"""Club mafia's state (MAF-01..MAF-24): the numbers of the rules, the phases, the evening's roster
and its games, and what the role catalog makes of a game (:class:`Roles`). Everything here is a
frozen value or a pure function."""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..core import Event, Rng, Seats, Timer, Trail
from .roles import ACTIONS, NIGHT_ORDER, SLOT_ACTION, Role

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
    bonuses: Trail[tuple[int, int]] = field(default_factory=Trail)  # (place, points); grows by one a bonus
    log: Trail[Event] = field(default_factory=Trail)  # every event of this game, for its protocol (MAF-24)

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
    past: Trail[Match] = field(default_factory=Trail)  # grows by one a game, never copied (PLT-02)

    @property
    def phase(self) -> Phase:
        return Phase.EVENING if self.match is None else self.match.phase

    def games(self) -> tuple[Match, ...]:
        return (*self.past, *((self.match,) if self.match is not None else ()))


def candidates_of(counts: Mapping[int, int]) -> list[int]:
    """MAF-09: everyone sharing first place and everyone sharing second; zero votes never."""
    levels = sorted({n for n in counts.values() if n > 0}, reverse=True)[:2]
    return sorted(p for p, n in counts.items() if n > 0 and n in levels)


def majority(hands: int, living: int) -> bool:
    """MAF-11, MAF-12, MAF-13 (house): more than half of the living."""
    return hands * 2 > living


def cyclic_from(places: Sequence[int], start: int) -> list[int]:
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


def roster_status(state: MafiaState, seat: int) -> str | None:
    if seat in state.lineup:
        return "lineup"
    if seat in state.reserve:
        return "reserve"
    if seat in state.signed:
        return "signed"
    return None


def in_game(state: MafiaState, seat: int) -> bool:
    m = state.match
    return m is not None and m.phase is not Phase.GAME_OVER and m.place_of(seat) is not None


class Roles:
    """The club's role catalog at the table: what the roles make of a game (MAF-05, MAF-15, MAF-16,
    MAF-21, MAF-22, MAF-24). The game is one; the views ask it."""

    catalog: dict[str, Role]

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
