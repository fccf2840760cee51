"""SUSPI's numbers and pure rule functions: composition, rooms, the night, councils, wins, points.

Everything here is a pure function of its arguments (no state machine, no events): the game
(:mod:`rules.suspi.game`) calls these and records what they return as events.
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

MIN_PLAYERS = 6  # SUS-01
MAX_PLAYERS = 18  # SUS-01
NIGHT_MS = 120_000  # SUS-06
DAY_MS = 600_000  # SUS-09
COUNCIL_MS = 90_000  # SUS-10
UNMASKING_MS = 90_000  # SUS-42
RULES_SCREEN_MS = 20 * 60_000  # SUS-46: joining and the rules take about 20 minutes an evening
LAST_ROUND_ALIVE = 4  # SUS-13
TWO_PLACES_PLAYERS = 12  # SUS-11
TWO_PLACES_ALIVE = 8  # SUS-11
MIN_ROOMS = 3  # SUS-07
BIG_COMPANY_PLAYERS = 11  # SUS-37: a companion needs three others from 11 players
ROMANCE_PLAYERS = 8  # SUS-40
SUSPECT_VOTES = 3  # SUS-38
LONER_NIGHTS = 2  # SUS-35

TEAM_WIN_POINTS = 1  # SUS-43
GOAL_POINTS = 2  # SUS-43, SUS-28 (house): the bribe's extra goal too
GUESS_POINTS = 1  # SUS-43
GUESSED_PENALTY = -1  # SUS-43
SZUR_HIT_POINTS = 3  # SUS-32


class Role(enum.StrEnum):
    MURDERER = "murderer"  # SUS-28
    INVESTIGATOR = "investigator"  # SUS-29
    DOCTOR = "doctor"  # SUS-30
    EXORCIST = "exorcist"  # SUS-31
    SZUR = "szur"  # SUS-32
    GUEST = "guest"  # SUS-33


class GoalKind(enum.StrEnum):
    THIEF = "thief"  # SUS-34
    LONER = "loner"  # SUS-35
    SPY = "spy"  # SUS-36
    COMPANION = "companion"  # SUS-37
    SUSPECT = "suspect"  # SUS-38
    ACCUSER = "accuser"  # SUS-39
    ROMANCE = "romance"  # SUS-40


BRIBE_GOAL = "bribe"
"""SUS-28 (house): the extra goal "abstain at this council"; not a target of the final guesses."""

SINGLE_GOALS: tuple[GoalKind, ...] = tuple(g for g in GoalKind if g is not GoalKind.ROMANCE)


class Team(enum.StrEnum):
    CITY = "city"  # SUS-22
    MURDERERS = "murderers"  # SUS-23
    GHOSTS = "ghosts"  # SUS-24


@dataclass(frozen=True)
class Composition:
    """How many of each special role are dealt (SUS-27); everyone else is a guest."""

    murderers: int
    investigator: int = 0
    doctor: int = 0
    exorcist: int = 0
    szur: int = 0

    def specials(self) -> int:
        return self.murderers + self.investigator + self.doctor + self.exorcist + self.szur

    def as_json(self) -> dict[str, int]:
        return {
            "murderers": self.murderers,
            "investigator": self.investigator,
            "doctor": self.doctor,
            "exorcist": self.exorcist,
            "szur": self.szur,
        }

    def problem(self, players: int, ghosts: bool) -> str | None:
        """Why this composition cannot be dealt to ``players``, or None."""
        if self.murderers < 1:
            return "at least one murderer"
        if min(self.investigator, self.doctor, self.exorcist, self.szur) < 0:
            return "no negative counts"
        if max(self.investigator, self.doctor, self.exorcist, self.szur) > 1:
            return "at most one investigator, doctor, exorcist and szur"
        if self.exorcist and not ghosts:
            return "the exorcist plays only with ghosts"  # SUS-27
        if 2 * self.murderers >= players:
            return "the murderers must be fewer than the others"
        if self.specials() > players:
            return "more roles than players"
        return None


def default_composition(players: int, ghosts: bool = True) -> Composition:
    """SUS-27 (house): the default roles by player count; the exorcist only with ghosts."""
    if players <= 7:
        return Composition(1, 1)
    if players <= 9:
        return Composition(2, 1, 1)
    exorcist = 1 if ghosts else 0
    if players <= 11:
        return Composition(2, 1, 1, exorcist, 1)
    if players <= 15:
        return Composition(3, 1, 1, exorcist, 1)
    return Composition(4, 1, 1, exorcist, 1)


def room_count(players: int, available: int) -> int:
    """SUS-07 (house): half as many rooms as players, at least 3, never more than the villa has."""
    return min(available, max(MIN_ROOMS, players // 2))


def announced_murderers(true_count: int, gen: random.Random) -> int:
    """SUS-15: the true number, one more or one less, never below 1."""
    return max(1, true_count + gen.choice((-1, 0, 1)))


def council_places(players_at_start: int, alive: int) -> int:
    """SUS-11: one place; two when the game started with 12+ players and 8+ are alive."""
    return 2 if players_at_start >= TWO_PLACES_PLAYERS and alive >= TWO_PLACES_ALIVE else 1


def companions_needed(players_at_start: int) -> int:
    """SUS-37: exactly two others; from 11 players, three."""
    return 3 if players_at_start >= BIG_COMPANY_PLAYERS else 2


def kills(murderers: int, others: int) -> bool:
    """SUS-14 (and the house general form): a kill when ``m >= o >= 1``."""
    return murderers >= others >= 1


def murderers_meet(murderers: int, others: int) -> bool:
    """SUS-14: murderers learn each other when ``m >= 2 and m >= o``."""
    return murderers >= 2 and murderers >= others


def possession_room(points: Mapping[int, str], ghosts: int) -> str | None:
    """SUS-19: the room more than half of all ghosts point at (ghosts who did not point count)."""
    counts = Counter(points.values())
    for room, n in sorted(counts.items()):
        if 2 * n > ghosts:
            return room
    return None


@dataclass(frozen=True)
class CouncilCount:
    """What one vote of a council decided (SUS-11)."""

    leaving: tuple[int, ...]
    runoff: tuple[int, ...]
    """The tied players a runoff is held among (empty when none is needed)."""
    runoff_places: int
    empty: int
    """Places left empty."""


def count_council(counts: Mapping[int, int], places: int, runoff: bool) -> CouncilCount:
    """SUS-11: fill the places from the most voted down; a tie across the last places goes to a
    runoff among the tied; in a runoff, a second tie leaves those places empty; no votes: empty."""
    leaving: list[int] = []
    left = places
    by_count = sorted({n for n in counts.values() if n > 0}, reverse=True)
    for n in by_count:
        if left == 0:
            break
        group = sorted(s for s, c in counts.items() if c == n)
        if len(group) <= left:
            leaving += group
            left -= len(group)
            continue
        if runoff:
            return CouncilCount(tuple(leaving), (), 0, left)
        return CouncilCount(tuple(leaving), tuple(group), left, 0)
    return CouncilCount(tuple(leaving), (), 0, left)


def winner(
    alive: frozenset[int],
    murderers: frozenset[int],
    possessed: frozenset[int],
    ghosts_variant: bool,
) -> Team | None:
    """SUS-24 first, then SUS-22, then SUS-23 ("the only ones left alive")."""
    if ghosts_variant:
        held = alive & possessed
        others = alive - possessed - murderers
        if held and len(held) > len(others):
            return Team.GHOSTS
    if not alive & murderers:
        return Team.CITY
    if alive <= murderers:
        return Team.MURDERERS
    return None


def team_members(
    team: Team,
    players: Sequence[int],
    roles: Mapping[int, Role],
    alive: frozenset[int],
    dead: frozenset[int],
    possessed: frozenset[int],
    ghosts_variant: bool,
) -> frozenset[int]:
    """SUS-44 (and SUS-20, SUS-25, SUS-26): who gets the team point.

    City and murderers: the living members at the end, or every member without ghosts; a living
    possessed player is on the ghosts' side. Ghosts: every ghost and every living possessed.
    The Szur never scores a team point, ghost or not (house, SUS-25).
    """
    szur = frozenset(p for p in players if roles[p] is Role.SZUR)
    murderers = frozenset(p for p in players if roles[p] is Role.MURDERER)
    if team is Team.GHOSTS:
        return ((dead | (alive & possessed)) - szur) if ghosts_variant else frozenset()
    members = murderers if team is Team.MURDERERS else frozenset(players) - murderers - szur
    if ghosts_variant:
        return members & (alive - possessed)
    return members & (alive | dead)


@dataclass(frozen=True)
class NightInput:
    """Everything the night needs to settle (SUS-06, SUS-14, SUS-16, SUS-19, SUS-28..SUS-31)."""

    rooms: tuple[str, ...]
    players_at_start: int
    ghosts_variant: bool
    alive: frozenset[int]
    asleep: frozenset[int]
    roles: Mapping[int, Role]
    goals: Mapping[int, tuple[str, int | None]]
    done: frozenset[tuple[int, str]]
    loner_nights: Mapping[int, int]
    possessed: frozenset[int]
    ghosts: frozenset[int]
    choices: Mapping[int, str]
    previous: Mapping[int, str]
    checks: Mapping[int, str]
    protects: Mapping[int, int]
    holy_ground: Mapping[int, str]
    points: Mapping[int, str]


def resolve_night(night: NightInput, gen: random.Random) -> dict[str, object]:
    """Settle one night, in the house order of SUS-31: rooms settle → kills → exorcism → possession.

    Returns the fields of the ``night_resolved`` event (JSON).
    """
    roles = night.roles
    awake = sorted(night.alive - night.asleep)  # SUS-16, SUS-28: sleepers are in no room
    room_of: dict[int, str] = {}
    for seat in awake:  # SUS-06: the pick, else last night's room, else (first night) a random one
        room = night.choices.get(seat) or night.previous.get(seat)
        room_of[seat] = room if room in night.rooms else gen.choice(night.rooms)
    occupants: dict[str, list[int]] = {room: [] for room in night.rooms}
    for seat in awake:
        occupants[room_of[seat]].append(seat)

    def awake_with(role: Role) -> list[int]:
        return [p for p in awake if roles[p] is role]

    doctors = awake_with(Role.DOCTOR)
    protected = {night.protects[d] for d in doctors if d in night.protects}  # SUS-30
    deaths: list[int] = []
    met: list[list[int]] = []
    kill_rooms: set[str] = set()
    for room in night.rooms:  # SUS-14: the room decides
        inside = occupants[room]
        m = [p for p in inside if roles[p] is Role.MURDERER]
        o = [p for p in inside if roles[p] is not Role.MURDERER]
        if murderers_meet(len(m), len(o)):
            met.append(m)
        if kills(len(m), len(o)):
            kill_rooms.add(room)
            unprotected = [p for p in o if p not in protected]
            if unprotected:
                deaths.append(gen.choice(unprotected))
    living = frozenset(awake) - frozenset(deaths)

    possessed = set(night.possessed)
    freed: list[int] = []
    for exorcist in awake_with(Role.EXORCIST):  # SUS-31: frees the possessed of his room
        if exorcist in living:
            for p in occupants[room_of[exorcist]]:
                if p in possessed and p in living:
                    possessed.discard(p)
                    freed.append(p)

    holy = {night.holy_ground[e] for e in awake_with(Role.EXORCIST) if e in night.holy_ground}
    newly: list[int] = []
    target_room: str | None = None
    if night.ghosts_variant and night.ghosts:  # SUS-19: a strict majority of all ghosts
        target_room = possession_room({g: r for g, r in night.points.items() if g in night.ghosts},
                                      len(night.ghosts))
        if target_room is not None and target_room not in holy:  # SUS-31: holy ground
            open_ = [
                p for p in occupants[target_room]
                if p in living and p not in possessed
                and roles[p] not in (Role.MURDERER, Role.EXORCIST)  # SUS-19
            ]
            if open_:
                chosen = gen.choice(open_)
                possessed.add(chosen)
                newly.append(chosen)

    goals_done: list[tuple[int, str]] = []
    loner: dict[int, int] = {}
    company = companions_needed(night.players_at_start)
    for seat in sorted(living):  # SUS-41: only while alive
        kind, target = night.goals.get(seat, ("", None))
        if not kind or (seat, kind) in night.done:
            continue
        room = room_of[seat]
        inside = occupants[room]
        alone = inside == [seat]
        hit = False
        if kind == GoalKind.THIEF:
            hit = alone and room == night.rooms[0]  # SUS-34: the Study opens first (SUS-07)
        elif kind == GoalKind.LONER and alone:  # SUS-35
            loner[seat] = night.loner_nights.get(seat, 0) + 1
            hit = loner[seat] >= LONER_NIGHTS
        elif kind == GoalKind.SPY:
            hit = target in inside  # SUS-36
        elif kind == GoalKind.COMPANION:
            hit = len(inside) - 1 == company  # SUS-37
        elif kind == GoalKind.ROMANCE:
            hit = target is not None and sorted(inside) == sorted((seat, target))  # SUS-40
        if hit:
            goals_done.append((seat, str(kind)))

    reports: dict[int, dict[str, object]] = {}
    for seat in sorted(night.alive):
        if seat in night.asleep:
            reports[seat] = {"slept": True}  # SUS-28
            continue
        room = room_of[seat]
        if seat in deaths:
            reports[seat] = {"room": room, "died": True}  # SUS-08: the room only, never who
            continue
        report: dict[str, object] = {"room": room, "with": [p for p in occupants[room] if p != seat]}
        role = roles[seat]
        if role is Role.MURDERER:
            for group in met:
                if seat in group:
                    report["murderers"] = sorted(group)  # SUS-14: they learn each other
        if role is Role.INVESTIGATOR and seat in night.checks:  # SUS-29
            checked = night.checks[seat]
            report["check"] = {
                "room": checked,
                "murderer": any(roles[p] is Role.MURDERER for p in occupants.get(checked, [])),
            }
        if role is Role.DOCTOR and seat in night.protects:  # SUS-30 (house): the kill condition held
            patient = night.protects[seat]
            report["protection"] = {
                "seat": patient,
                "worked": patient in room_of and room_of[patient] in kill_rooms,
            }
        if role is Role.EXORCIST:
            report["freed"] = sum(1 for p in freed if room_of[p] == room)
            if seat in night.holy_ground:
                report["holy_ground"] = night.holy_ground[seat]
        if seat in newly:
            report["possessed"] = True
        if seat in freed:
            report["freed_from_ghosts"] = True
        reports[seat] = report
    for ghost in sorted(night.ghosts):  # SUS-19: a ghost learns whether its room was taken
        if ghost in night.points:
            pointed = night.points[ghost]
            reports[ghost] = {
                "ghost": True,
                "room": pointed,
                "possession": bool(newly) and target_room == pointed,
            }
    return {
        "rooms": [{"seat": s, "room": room_of[s]} for s in awake],
        "deaths": sorted(deaths),
        "met": [sorted(g) for g in met],
        "possessed": sorted(newly),
        "freed": sorted(freed),
        "goals": [{"seat": s, "goal": g} for s, g in goals_done],
        "loner": [{"seat": s, "nights": n} for s, n in sorted(loner.items())],
        "reports": [{"seat": s, "report": r} for s, r in sorted(reports.items())],
        "holy_ground": sorted(e for e in awake_with(Role.EXORCIST) if e in night.holy_ground),
        "doctor_self": sorted(d for d in doctors if night.protects.get(d) == d),
    }


def goals_dealt(players: int) -> list[str]:
    """The goal kinds a game of ``players`` deals, the ones its final guesses may name: the romance
    only from 8 players (SUS-40)."""
    kinds = [str(g) for g in SINGLE_GOALS]
    return [*kinds, str(GoalKind.ROMANCE)] if players >= ROMANCE_PLAYERS else kinds


def deal_goals(
    players: Sequence[int], roles: Mapping[int, Role], gen: random.Random
) -> dict[int, tuple[str, int | None]]:
    """SUS-34..SUS-40: a goal for everyone but the Szur; from 8 players one romance card for a
    pair (house: exactly one pair); the spy names another player; the kinds are spread evenly."""
    holders = [p for p in players if roles[p] is not Role.SZUR]
    out: dict[int, tuple[str, int | None]] = {}
    order = list(holders)
    gen.shuffle(order)
    if len(players) >= ROMANCE_PLAYERS and len(order) >= 2:
        a, b = order[0], order[1]
        out[a] = (str(GoalKind.ROMANCE), b)
        out[b] = (str(GoalKind.ROMANCE), a)
        order = order[2:]
    kinds: list[GoalKind] = []
    while len(kinds) < len(order):
        batch = list(SINGLE_GOALS)
        gen.shuffle(batch)
        kinds += batch
    for seat, kind in zip(order, kinds, strict=False):
        target = gen.choice([p for p in players if p != seat]) if kind is GoalKind.SPY else None
        out[seat] = (str(kind), target)
    return out
