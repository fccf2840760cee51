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

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ..core import (
    Actor,
    ActorKind,
    Arg,
    Batch,
    Game,
    Json,
    Outcome,
    Rejection,
    RejectionCode,
    Request,
    RequestSpec,
    Rng,
    Timer,
    reject,
    spec,
)
from . import board, views
from .content import Content
from .fold import FOLDS, council_of, current_match, drop_seat, match_timer, with_match
from .guards import (
    between_games,
    bribe_targets,
    game_on,
    may_abstain,
    may_advance,
    may_bribe,
    may_check_room,
    may_confirm,
    may_guess,
    may_name_holy_ground,
    may_pick_room,
    may_point,
    may_powder,
    may_protect,
    may_shoot,
    may_vote,
    patients,
    phones_send,
    sleep_targets,
    timed,
)
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
    goals_dealt,
    resolve_night,
    room_count,
    team_members,
    winner,
)
from .state import ABSTAIN, TIMED, Match, Options, Phase, SuspiState, options_json, value_of

# --- the game ---------------------------------------------------------------------------------


class SuspiGame(Game[SuspiState]):
    """SUSPI for 6 to 18 players (SUS-01), with the villa's guests and rooms (SUS-07)."""

    id = "suspi"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    folds = FOLDS
    # PLT-04 (house): the cards (character, role, goal) reach the phones the moment they are dealt:
    # a deal cannot be undone, or a redeal after a join, a kick or an option would show a phone a
    # second card. A wrong deal is ended with ``abort_game`` and dealt again.
    revealing_events = frozenset({"cards_dealt", "night_resolved", "council_ended", "shot", "game_won",
                                  "game_ended"})

    def __init__(self, content: Content) -> None:
        if len(content.characters) < MAX_PLAYERS:
            raise ValueError(f"SUSPI needs at least {MAX_PLAYERS} characters")
        self.content = content
        self.names = board.Names(content)  # the board's rooms and guests (SUS-07)
        seat, text, ident, flag, number = Arg.SEAT, Arg.TEXT, Arg.ID, Arg.BOOL, Arg.INT
        player, host = ActorKind.PLAYER, ActorKind.MODERATOR
        self.requests: Mapping[str, RequestSpec[SuspiState]] = {
            # phones (rules/suspi/VIEWS.md, "Requests from a phone")
            "pick_room": spec(self._pick_room, player, guard=may_pick_room, args={"room": ident}),
            "check_room": spec(self._check_room, player, guard=may_check_room, args={"room": ident}),
            "protect": spec(self._protect, player, guard=may_protect, args={"target": seat}),
            "holy_ground": spec(self._holy_ground, player, guard=may_name_holy_ground, args={"room": ident}),
            "ghost_point": spec(self._ghost_point, player, guard=may_point, args={"room": ident}),
            "council_vote": spec(self._council_vote, player, guard=may_vote, args={"target": seat}),
            "council_abstain": spec(self._council_abstain, player, guard=may_abstain),
            "council_confirm": spec(self._council_confirm, player, guard=may_confirm),
            "powder": spec(self._powder, player, guard=may_powder, args={"target": seat}),
            "bribe": spec(self._bribe, player, guard=may_bribe, args={"target": seat}),
            "shoot": spec(self._shoot, player, guard=may_shoot, args={"target": seat}),
            "guess_goal": spec(self._guess_goal, player, guard=may_guess, args={"target": seat, "goal": ident}),
            # the console
            "set_options": spec(
                self._set_options,
                host,
                guard=between_games,
                args={"ghosts?": flag, "host_plays?": flag, "call_link?": text},
                undoable=True,
            ),
            "set_composition": spec(
                self._set_composition,
                host,
                guard=between_games,
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
            "deal": spec(self._deal, host, guard=self._may_deal, undoable=True),
            "advance": spec(self._advance, host, guard=may_advance, undoable=True),
            "pause_timer": self.pause_request(),
            "resume_timer": self.resume_request(),
            "add_time": self.add_time_request(timed),
            "abort_game": spec(self._abort_game, host, guard=game_on, undoable=True),
            "kick": self.kick_request(),
            # a phone without a seat, and the table itself
            "join": self.join_request(),  # SUS-02: a nickname; mid-game, wait for the next deal
            "tick": self.tick_request(),  # SUS-06, SUS-09, SUS-10, SUS-42: at zero the phase ends
            "leave": self.leave_request(),
            "restored": self.restored_request(),  # PLT-03
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

    def sent_now(self, state: SuspiState, kind: ActorKind) -> frozenset[str] | None:
        """A phone's requests of the phase alone (``guards.PHONES_SEND``): 18 seats ask a dozen guards
        at every change otherwise."""
        return phones_send(state) if kind is ActorKind.PLAYER else None

    def next_deadline(self, state: SuspiState) -> int | None:
        m = state.match
        if m is None or m.phase not in TIMED or m.timer is None:
            return None
        return m.timer.deadline()

    # --- seats and the timer (the requests are rules.core.Game's) ---------------------------------
    def seat_left(self, state: SuspiState, seat: int) -> SuspiState:
        return drop_seat(state, seat)

    def after_leaving(self, batch: Batch[SuspiState], seat: int, now: int) -> None:
        """A seat that leaves is out of the game: no vote, no points; the win is checked again."""
        m = batch.state.match
        if m is None or seat not in m.players:
            return
        if m.phase is Phase.COUNCIL:
            _settle_council(batch, now)
        elif m.phase in (Phase.DAWN, Phase.DAY, Phase.VERDICT):
            _check_win(batch, now, after_council=False)
        elif m.phase is Phase.UNMASKING:
            self._settle_guesses(batch, now)

    def timer(self, state: SuspiState) -> Timer | None:
        """The timer of the night, the day, a council or the unmasking (SUS-06, SUS-09, SUS-10, SUS-42)."""
        m = state.match
        return m.timer if m is not None and m.phase in TIMED else None

    def change_timer(self, state: SuspiState, change: Callable[[Timer], Timer]) -> SuspiState:
        return with_match(state, timer=change(match_timer(current_match(state))))

    def on_deadline(self, state: SuspiState, now: int) -> Outcome:
        """SUS-06, SUS-09, SUS-10, SUS-42: at zero the phase ends."""
        batch = Batch(self, state)
        _end_phase(batch, now)
        return batch.events

    # --- the console --------------------------------------------------------------------------
    def _set_options(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        if not request.args:
            return reject(RejectionCode.BAD_ARGUMENT, "no option given")
        options = self._options(state.options, request.args)
        if not options.ghosts and dict(options.composition).get("exorcist"):
            return reject(RejectionCode.BAD_ARGUMENT, "the exorcist plays only with ghosts")  # SUS-27
        return [{"type": "options_set", "options": options_json(options)}]

    def _set_composition(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-27 (house): the composition is editable before dealing."""
        args = dict(request.args)
        if not args:
            return reject(RejectionCode.BAD_ARGUMENT, "nothing to change")
        o = state.options
        if args.pop("default", False):
            if args:
                return reject(RejectionCode.BAD_ARGUMENT, "default takes no counts")
            if not o.composition:
                return reject(RejectionCode.ALREADY_DONE, "the default is in use")
            return [{"type": "options_set", "options": {**options_json(o), "composition": None}}]
        present = max(MIN_PLAYERS, len(state.seats.present()))
        base = o.composition_for(present).as_json()
        composition = Composition(**{**base, **{k: int(v) for k, v in args.items()}})
        problem = composition.problem(MAX_PLAYERS, o.ghosts)
        if problem:
            return reject(RejectionCode.BAD_ARGUMENT, problem)
        return [{"type": "options_set", "options": {**options_json(o), "composition": composition.as_json()}}]

    def _may_deal(self, state: SuspiState, actor: Actor, now: int) -> Rejection | None:
        if (refused := between_games(state, actor, now)) is not None:
            return refused
        players = len(state.seats.present())
        if players < self.min_players:
            return reject(RejectionCode.TOO_FEW_PLAYERS, f"{self.min_players} players are needed")  # SUS-01
        problem = state.options.composition_for(players).problem(players, state.options.ghosts)
        if problem:
            return reject(RejectionCode.BAD_ARGUMENT, f"composition: {problem}")
        return None

    def _deal(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-05, SUS-07, SUS-15, SUS-27, SUS-34..SUS-40: characters, roles, goals and rooms."""
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
        batch = Batch(self, state)
        phase = current_match(batch.state).phase
        if phase in (Phase.DEALT, Phase.VERDICT):
            _begin_night(batch, now)
        elif phase is Phase.DAWN:
            batch.add({"type": "day_began", "total_ms": DAY_MS, "at": now})
        else:
            _end_phase(batch, now)
        return batch.events

    def _abort_game(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """Nobody scores; roles are shown."""
        m = replace(current_match(state), winner=None)
        return [{"type": "game_ended", "result": score(m), "at": now}]

    # --- the phones -----------------------------------------------------------------------------
    def _room(self, state: SuspiState, request: Request) -> str | Rejection:
        room = str(request.args["room"])
        if room not in current_match(state).rooms:
            return reject(RejectionCode.BAD_ARGUMENT, f"no room {room!r} is open tonight")  # SUS-07
        return room

    def _night_choice(self, state: SuspiState, request: Request, actor: Actor, event: str) -> Outcome:
        seat = actor.player_seat
        room = self._room(state, request)
        if isinstance(room, Rejection):
            return room
        return [{"type": event, "seat": seat, "room": room}]

    def _pick_room(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-06: a secret room pick, changeable until the night ends."""
        return self._night_choice(state, request, actor, "room_picked")

    def _check_room(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-29: the investigator also points at one room."""
        return self._night_choice(state, request, actor, "room_checked")

    def _holy_ground(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-31: once per game, a room where ghosts possess nobody tonight."""
        return self._night_choice(state, request, actor, "holy_ground_named")

    def _ghost_point(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-19: every ghost points at a room."""
        return self._night_choice(state, request, actor, "ghost_pointed")

    def _protect(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-30: one living player a night; herself at most once per game."""
        seat = actor.player_seat
        target = int(request.args["target"])
        if target not in patients(current_match(state), seat):
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} cannot be protected")
        return [{"type": "patient_picked", "seat": seat, "target": target}]

    def _council_vote(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-10: a secret vote, changeable until confirmed."""
        seat = actor.player_seat
        target = int(request.args["target"])
        c = council_of(current_match(state))
        if target == seat or target not in c.candidates:
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} cannot be voted for")
        if value_of(c.votes, seat) == target:
            return reject(RejectionCode.ALREADY_DONE, "that is your vote already")
        return [{"type": "council_voted", "seat": seat, "target": target}]

    def _council_abstain(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-10: abstaining is allowed (and completes a bribe, SUS-28)."""
        seat = actor.player_seat
        return [{"type": "council_voted", "seat": seat, "target": ABSTAIN}]

    def _council_confirm(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-10: a vote must be confirmed; the council closes once every voter has."""
        seat = actor.player_seat
        batch = Batch(self, state)
        batch.add({"type": "council_confirmed", "seat": seat})
        _settle_council(batch, now)
        return batch.events

    def _powder(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-28: once per game; the target sleeps the coming night and skips the next council."""
        seat = actor.player_seat
        target = int(request.args["target"])
        if target not in sleep_targets(current_match(state), seat):
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} cannot be put to sleep")
        return [{"type": "powder_used", "seat": seat, "target": target}]

    def _bribe(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-28: once per game; the target is offered an extra goal, abstain at this council."""
        seat = actor.player_seat
        target = int(request.args["target"])
        if target not in bribe_targets(current_match(state), seat):
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} cannot be bribed now")
        return [{"type": "bribe_offered", "seat": seat, "target": target}]

    def _shoot(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-32 (house): one bullet, during a day; the target dies."""
        seat = actor.player_seat
        target = int(request.args["target"])
        m = current_match(state)
        if target == seat or target not in m.alive:
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} cannot be shot")
        batch = Batch(self, state)
        batch.add({"type": "shot", "seat": seat, "target": target})
        _check_win(batch, now, after_council=False)
        return batch.events

    def _guess_goal(self, state: SuspiState, request: Request, actor: Actor, now: int) -> Outcome:
        """SUS-42: guess another player's goal, changeable until the unmasking ends."""
        seat = actor.player_seat
        target = int(request.args["target"])
        goal = str(request.args["goal"])
        m = current_match(state)
        if target == seat or target not in m.players:
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} is not another player")
        if goal not in goals_dealt(len(m.players)):  # SUS-40: no romance below 8 players
            return reject(RejectionCode.BAD_ARGUMENT, f"no goal {goal!r} in a game of {len(m.players)} players")
        if value_of(m.guesses, seat) == (target, goal):
            return reject(RejectionCode.ALREADY_DONE, "that is your guess already")
        batch = Batch(self, state)
        batch.add({"type": "goal_guessed", "seat": seat, "target": target, "goal": goal})
        self._settle_guesses(batch, now)
        return batch.events

    @staticmethod
    def _settle_guesses(batch: Batch[SuspiState], now: int) -> None:
        """Everyone present has guessed: no need to wait for the 90 s."""
        m = current_match(batch.state)
        guessing = {p for p in m.players if p not in m.gone and batch.state.seats.is_present(p)}
        if m.phase is Phase.UNMASKING and guessing <= {s for s, _ in m.guesses}:
            _end_game(batch, now)

    # --- views (PLT-05, PLT-10) -------------------------------------------------------------------
    def public_view(self, state: SuspiState, now: int) -> Json:
        return views.public_view(state, now)

    def player_view(self, state: SuspiState, seat: int, now: int) -> Json:
        return views.player_view(self.public_view(state, now), state, seat, now)

    def player_part(self, state: SuspiState, seat: int, now: int) -> Json:
        return views.player_view({}, state, seat, now)  # ``me`` alone: the public part is made once

    def moderator_view(self, state: SuspiState, now: int) -> Json:
        return views.moderator_view(self.public_view(state, now), state, now)

    def board(self, view: Json) -> Json:
        return board.scene(self.names, view)  # PLT-13

    # --- records (PLT-17) -----------------------------------------------------------------------
    def finished(self, state: SuspiState) -> list[Json]:
        return views.finished(state)


# --- transitions: what a request sets off -----------------------------------------------------


def _begin_night(batch: Batch[SuspiState], now: int) -> None:
    """SUS-06; SUS-13: the last round begins when at most 4 are alive at the start of a night."""
    m = current_match(batch.state)
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


def _end_night(batch: Batch[SuspiState], now: int) -> None:
    """SUS-08, SUS-14, SUS-16, SUS-19, SUS-28..SUS-31: the night settles; dawn; then the win check."""
    gen, _ = batch.state.rng.generator()
    settled = resolve_night(_night_input(current_match(batch.state)), gen)
    batch.add({"type": "night_resolved", **settled, "at": now})
    _check_win(batch, now, after_council=False)  # SUS-26


def _open_council(batch: Batch[SuspiState], now: int) -> None:
    """SUS-10, SUS-11: the living vote, but not who slept last night (SUS-28)."""
    m = current_match(batch.state)
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


def _settle_council(batch: Batch[SuspiState], now: int) -> None:
    """Close the vote once every voter has confirmed."""
    c = current_match(batch.state).council
    if current_match(batch.state).phase is Phase.COUNCIL and c is not None and c.eligible <= c.confirmed:
        _close_council(batch, now)


def _close_council(batch: Batch[SuspiState], now: int) -> None:
    """SUS-11, SUS-28, SUS-38, SUS-39: count confirmed votes; a runoff or the verdict."""
    m = current_match(batch.state)
    c = council_of(m)
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


def _check_win(batch: Batch[SuspiState], now: int, after_council: bool) -> None:
    """SUS-22..SUS-24, SUS-26: ghosts first; after the last round's council the murderers win."""
    m = current_match(batch.state)
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


def _end_game(batch: Batch[SuspiState], now: int) -> None:
    """SUS-42, SUS-43: the guesses are in; roles and goals are revealed with the points."""
    batch.add({"type": "game_ended", "result": score(current_match(batch.state)), "at": now})


def _end_phase(batch: Batch[SuspiState], now: int) -> None:
    """The current timed phase is over (time is up, or the moderator moves on)."""
    phase = current_match(batch.state).phase
    if phase is Phase.NIGHT:
        _end_night(batch, now)
    elif phase is Phase.DAY:
        _open_council(batch, now)
    elif phase is Phase.COUNCIL:
        _close_council(batch, now)
    elif phase is Phase.UNMASKING:
        _end_game(batch, now)
