"""SUSPI's guards: who may send what now, before the arguments are looked at.

Each request's spec carries its guard; ``allowed`` asks the same ones (:mod:`rules.core.contract`).
"""

from __future__ import annotations

from ..core import Actor, Rejection, RejectionCode, reject
from ..core.rounds import round_seat
from .rules import Role
from .state import ABSTAIN, BETWEEN_GAMES, TIMED, Council, Match, Phase, SuspiState, value_of


def _player(state: SuspiState, actor: Actor) -> Rejection | tuple[int, Match]:
    """The actor's seat and the match when it plays this match, or why not; found once per state
    and seat (every seat's ``allowed`` asks a dozen guards, each of which asks this first)."""
    seen = state.players_seen
    known = seen.get(actor.seat)
    if known is not None:
        return known
    m = state.match
    seat = round_seat(state.seats, actor, m.players if m is not None else None, gone=m.gone if m else (),
                      none_on="no game is on", not_playing="you are not in this game")
    if isinstance(seat, Rejection):
        seen[actor.seat] = seat
        return seat
    assert m is not None  # round_seat refuses while no game is on
    seen[actor.seat] = found = (seat, m)
    return found


def _living(state: SuspiState, actor: Actor, *phases: Phase) -> Rejection | tuple[int, Match]:
    got = _player(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if m.phase not in phases:
        return reject(RejectionCode.WRONG_PHASE, f"only during {', '.join(phases)}")
    if seat not in m.alive:
        return reject(RejectionCode.NOT_ALLOWED, "only the living")  # SUS-18, SUS-21
    return seat, m


def _awake(state: SuspiState, actor: Actor, role: Role | None = None) -> Rejection | tuple[int, Match]:
    got = _living(state, actor, Phase.NIGHT)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if seat in m.night.asleep:
        return reject(RejectionCode.NOT_ALLOWED, "you sleep through this night")  # SUS-28
    if role is not None and m.role(seat) is not role:
        return reject(RejectionCode.NOT_ALLOWED, f"only the {role}")
    return seat, m


PHONES_SEND: dict[Phase, frozenset[str]] = {
    # SUS-06, SUS-19, SUS-29..SUS-31
    Phase.NIGHT: frozenset({"pick_room", "check_room", "protect", "holy_ground", "ghost_point"}),
    Phase.DAY: frozenset({"powder", "bribe", "shoot"}),  # SUS-28 (house), SUS-32 (house)
    # SUS-10, SUS-28 (house)
    Phase.COUNCIL: frozenset({"council_vote", "council_abstain", "council_confirm", "powder", "bribe"}),
    Phase.UNMASKING: frozenset({"guess_goal"}),  # SUS-42
}
"""What a phone may send in each phase of a game, whoever holds it (the guards below say who);
in any other phase, or between games, nothing."""
NOTHING: frozenset[str] = frozenset()


def phones_send(state: SuspiState) -> frozenset[str]:
    m = state.match
    return PHONES_SEND.get(m.phase, NOTHING) if m is not None else NOTHING


def _refusal(got: Rejection | tuple[int, Match]) -> Rejection | None:
    return got if isinstance(got, Rejection) else None


def patients(m: Match, doctor: int) -> list[int]:
    """SUS-30: any living player; herself at most once per game."""
    return [p for p in sorted(m.alive) if p != doctor or doctor not in m.doctor_self_used]


def may_pick_room(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    return _refusal(_awake(state, actor))


def may_check_room(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    return _refusal(_awake(state, actor, Role.INVESTIGATOR))


def may_protect(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    got = _awake(state, actor, Role.DOCTOR)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if not patients(m, seat):
        return reject(RejectionCode.ALREADY_DONE, "you protected yourself once already")
    return None


def may_name_holy_ground(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    got = _awake(state, actor, Role.EXORCIST)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if seat in m.holy_used:
        return reject(RejectionCode.ALREADY_DONE, "once per game")  # SUS-31
    return None


def may_point(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    got = _player(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if m.phase is not Phase.NIGHT:
        return reject(RejectionCode.WRONG_PHASE, "only at night")
    if seat not in m.ghosts():
        return reject(RejectionCode.NOT_ALLOWED, "only a ghost points at a room")  # SUS-19
    return None


def _voter(state: SuspiState, actor: Actor) -> Rejection | tuple[int, Match, Council]:
    got = _player(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    c = m.council
    if m.phase is not Phase.COUNCIL or c is None:
        return reject(RejectionCode.WRONG_PHASE, "only at a council")
    if seat not in c.eligible:
        why = "a ghost does not vote" if seat in m.dead else "you do not vote at this council"
        return reject(RejectionCode.NOT_ALLOWED, why)  # SUS-18, SUS-28
    if seat in c.confirmed:
        return reject(RejectionCode.ALREADY_DONE, "your vote is confirmed")  # SUS-10
    return seat, m, c


def may_vote(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    got = _voter(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, _, c = got
    if not c.candidates - {seat, value_of(c.votes, seat)}:
        return reject(RejectionCode.NOT_ALLOWED, "nobody (else) to vote for")
    return None


def may_abstain(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    got = _voter(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, _, c = got
    if value_of(c.votes, seat) == ABSTAIN:
        return reject(RejectionCode.ALREADY_DONE, "you abstain already")
    return None


def may_confirm(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    got = _voter(state, actor)
    if isinstance(got, Rejection):
        return got
    seat, _, c = got
    if value_of(c.votes, seat) is None:
        return reject(RejectionCode.WRONG_PHASE, "vote or abstain first")
    return None


def _murderer(state: SuspiState, actor: Actor, *phases: Phase) -> Rejection | tuple[int, Match]:
    got = _living(state, actor, *phases)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if m.role(seat) is not Role.MURDERER:
        return reject(RejectionCode.NOT_ALLOWED, "only a murderer")
    return seat, m


def sleep_targets(m: Match, seat: int) -> list[int]:
    return [p for p in sorted(m.alive) if p != seat and p not in m.powdered]


def may_powder(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    got = _murderer(state, actor, Phase.DAY, Phase.COUNCIL)  # SUS-28 (house): day or council
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if seat in m.powder_used:
        return reject(RejectionCode.ALREADY_DONE, "the powder is used (once per game)")
    if not sleep_targets(m, seat):
        return reject(RejectionCode.NOT_ALLOWED, "nobody to put to sleep")
    return None


def bribe_targets(m: Match, seat: int) -> list[int]:
    """Who can still take a bribe at this council: a voter who has not confirmed (SUS-28)."""
    c = m.council
    voters = c.eligible - c.confirmed if m.phase is Phase.COUNCIL and c is not None else m.alive - m.no_vote
    return [p for p in sorted(voters) if p != seat and p not in m.bribed]


def may_bribe(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    # SUS-21: without ghosts, only before the vote; SUS-28 (house): day or council
    phases = (Phase.DAY, Phase.COUNCIL) if m is None or m.ghosts_variant else (Phase.DAY,)
    got = _murderer(state, actor, *phases)
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if seat in m.bribe_used:
        return reject(RejectionCode.ALREADY_DONE, "the bribe is used (once per game)")
    if not bribe_targets(m, seat):
        return reject(RejectionCode.NOT_ALLOWED, "nobody to bribe")
    return None


def may_shoot(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    got = _living(state, actor, Phase.DAY)  # SUS-32 (house): during a day
    if isinstance(got, Rejection):
        return got
    seat, m = got
    if m.role(seat) is not Role.SZUR:
        return reject(RejectionCode.NOT_ALLOWED, "only the Szur has a bullet")
    if seat in m.shot_used:
        return reject(RejectionCode.ALREADY_DONE, "one bullet")
    if not m.alive - {seat}:
        return reject(RejectionCode.NOT_ALLOWED, "nobody to shoot")
    return None


def may_guess(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    got = _player(state, actor)
    if isinstance(got, Rejection):
        return got
    _, m = got
    if m.phase is not Phase.UNMASKING:
        return reject(RejectionCode.WRONG_PHASE, "only at the unmasking")  # SUS-42
    return None


def between_games(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    if state.phase not in BETWEEN_GAMES:
        return reject(RejectionCode.WRONG_PHASE, "only before dealing or after a game")
    return None


def timed(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    m = state.match
    if m is None or m.phase not in TIMED or m.timer is None:
        return reject(RejectionCode.WRONG_PHASE, "no timer runs in this phase")
    return None


def may_advance(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    if state.phase in BETWEEN_GAMES:
        return reject(RejectionCode.WRONG_PHASE, "deal first")
    return None


def game_on(state: SuspiState, actor: Actor, now: int) -> Rejection | None:
    if state.phase in BETWEEN_GAMES:
        return reject(RejectionCode.WRONG_PHASE, "no game is on")
    return None
