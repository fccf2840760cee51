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

from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, replace
from typing import Any

from ..core import (
    Actor,
    ActorKind,
    Arg,
    Batch,
    Event,
    Game,
    Guard,
    Handler,
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
from ..core.content import LANGUAGES
from . import board, views
from .fold import FOLDS, current_match, match_timer, with_match
from .guards import (
    dealt,
    dealt_any,
    game_on,
    is_seat,
    may_confirm,
    may_next_speaker,
    may_nominate,
    may_see_card,
    may_under_foul,
    may_withdraw,
    no_game_running,
    phase_in,
    playing,
    roster_room,
    seated_not_dealt,
    someone_listed,
)
from .roles import ACTIONS, COMMISSAR, KAMIKAZE, NIGHT_ORDER, SLOT_ACTION, TEAMS, Role
from .state import (
    DEFENCE_MS,
    FOULS_TO_REMOVAL,
    KILLS,
    LAST_SPEECH_MS,
    LAST_WORD_MS,
    MAX_BONUS,
    MAX_CANDIDATES,
    MAX_PLACES,
    MAX_ROSTER,
    MAX_UNDER_FOULS,
    MIN_PLACES,
    NIGHTS,
    PLAYING,
    SPEECH_MS,
    SPEECHES,
    VOTES,
    MafiaState,
    Options,
    Phase,
    Roles,
    candidates_of,
    cyclic_from,
    default_composition,
    in_game,
    majority,
)


def _options(base: Options, args: Mapping[str, Any]) -> Options | Rejection:
    changes = dict(args)
    if "capacity" in changes and not MIN_PLACES <= changes["capacity"] <= MAX_PLACES:
        return reject(RejectionCode.BAD_ARGUMENT, f"capacity is {MIN_PLACES} to {MAX_PLACES}")
    for key in ("free_talk_seconds", "first_free_talk_seconds"):
        if key in changes and not 10 <= changes[key] <= 600:
            return reject(RejectionCode.BAD_ARGUMENT, f"{key} is 10 to 600")
    return replace(base, **changes)


# --- the game ---------------------------------------------------------------------------------


class MafiaGame(Roles, Game[MafiaState]):
    """Club sport mafia for an evening of games at up to 16 places (MAF-01), over a role catalog."""

    id = "mafia"
    min_players = MIN_PLACES
    max_players = MAX_PLACES
    folds = FOLDS
    # MAF-06, MAF-16, MAF-04; PLT-04 (house): the roles reach the phones the moment they are dealt,
    # so a deal cannot be undone (a wrong one is ended with ``abort_game`` and dealt again)
    revealing_events = frozenset({"cards_dealt", "player_out", "checked", "game_over"})

    def __init__(self, catalog: Mapping[str, Role]) -> None:
        if not catalog:
            raise ValueError("club mafia needs its role catalog")
        self.catalog: dict[str, Role] = dict(catalog)
        seat, text, ident, flag, number = Arg.SEAT, Arg.TEXT, Arg.ID, Arg.BOOL, Arg.INT
        player, host = ActorKind.PLAYER, ActorKind.MODERATOR

        def h(handler: Handler[MafiaState], guard: Guard[MafiaState], **args: Arg) -> RequestSpec[MafiaState]:
            return spec(handler, host, guard=guard, args=args, undoable=True)

        self.requests: Mapping[str, RequestSpec[MafiaState]] = {
            # phones
            "sign_up": spec(self._sign_up, player, guard=self._may_sign_up, args={"adult": flag}),
            "confirm_evening": spec(self._confirm_evening, player, guard=may_confirm),
            "withdraw": spec(self._withdraw, player, guard=may_withdraw),
            "card_seen": spec(self._card_seen, player, guard=may_see_card),
            "publication": spec(self._publication, player, guard=is_seat, args={"publish": flag}),
            # the console: the evening
            "set_options": h(
                self._set_options,
                no_game_running,
                **{"capacity?": number, "host_plays?": flag, "free_talk_seconds?": number,
                   "first_free_talk_seconds?": number},
            ),
            "add_player": h(self._add_player, roster_room, nickname=text, adult=flag),
            "remove_player": h(self._remove_player, someone_listed, seat=seat),
            "seat_players": h(self._seat_players, self._may_seat),
            "set_role_count": h(self._set_role_count, seated_not_dealt, role=ident, count=number),
            "add_custom_role": h(
                self._add_custom_role,
                seated_not_dealt,
                **{"id": ident, "name": text, "team": ident, "night_slot?": ident, "action?": ident,
                   "reveal?": flag},
            ),
            "deal": h(self._deal, seated_not_dealt),
            "start_game": h(self._start_game, dealt),
            # the console: the day
            "next_speaker": h(self._next_speaker, may_next_speaker),
            "nominate": h(self._nominate, may_nominate, target=seat),
            "hands": h(self._hands, phase_in(Phase.NOMINEE_VOTE, Phase.HANDS), place=seat, count=number),
            "expel_anyone": h(self._expel_anyone, phase_in(Phase.FIRST_DAY_QUESTION), hands=number),
            "car_crash": h(self._car_crash, phase_in(Phase.CAR_CRASH), hands=number),
            "foul": h(self._foul, playing, place=seat),
            "under_foul": h(self._under_foul, may_under_foul, place=seat),
            "pause_timer": self.pause_request(),
            "resume_timer": self.resume_request(self._may_resume),
            # the console: the night
            "night_action": h(self._night_action, self._may_act_at_night,
                              **{"role?": ident, "action?": ident, "target?": seat}),
            "morning": h(self._morning, self._may_morning),
            # the console: the record
            "bonus": h(self._bonus, dealt_any, place=seat, points=number),
            "abort_game": h(self._abort_game, game_on),
            # a phone without a seat, and the table itself
            "join": self.join_request(),  # MAF-02: the evening's roster
            "tick": self.tick_request(),
            "leave": self.leave_request(),
            "restored": self.restored_request(),  # PLT-03
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








    # --- transitions (each adds events to the batch) --------------------------------------------
    def _enter(self, b: Batch[MafiaState], phase: Phase, now: int, **extra: Any) -> None:
        m = current_match(b.state)
        event: Json = {"type": "phase_entered", "phase": str(phase), "day": m.day, "night": m.night, "at": now}
        event.update(extra)
        b.add(event)
        if phase in SPEECHES:
            self._speak_next(b, now)

    def _speak_next(self, b: Batch[MafiaState], now: int) -> None:
        m = current_match(b.state)
        if not m.queue:
            self._step_done(b, now)
            return
        place = m.queue[0]
        ms = DEFENCE_MS if m.phase is Phase.DEFENCE else LAST_WORD_MS if m.phase is Phase.LAST_WORDS else SPEECH_MS
        if m.phase is Phase.CIRCLE and len(m.queue) == 1:
            ms = LAST_SPEECH_MS  # MAF-08
        b.add({"type": "speech_started", "place": place, "ms": ms, "at": now})

    def _step_done(self, b: Batch[MafiaState], now: int) -> None:
        m = current_match(b.state)
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

    def _free_talk(self, b: Batch[MafiaState], day: int, now: int) -> None:
        opts = b.state.options
        seconds = opts.first_free_talk_seconds if day == 1 else opts.free_talk_seconds  # MAF-07
        self._enter(b, Phase.FREE_TALK, now, ms=seconds * 1000, day=day)

    def _circle(self, b: Batch[MafiaState], now: int) -> None:
        """MAF-08: the circle; a silenced seat is skipped (MAF-05)."""
        m = current_match(b.state)
        living = m.living()
        if m.day <= 1 or not m.opener:
            opener = min(living)
        else:
            opener = next((p for p in cyclic_from(living, m.opener + 1)), min(living))
        queue = [p for p in cyclic_from(living, opener) if p not in m.silenced]
        self._enter(b, Phase.CIRCLE, now, queue=queue, opener=opener)

    def _night_falls(self, b: Batch[MafiaState], now: int) -> None:
        m = current_match(b.state)
        b.add({"type": "phase_entered", "phase": str(Phase.NIGHT), "day": m.day, "night": m.day, "at": now})

    def _depart(self, b: Batch[MafiaState], places: Sequence[int], how: str, hidden: Sequence[int] = (),
                together: Sequence[int] = ()) -> None:
        """``places`` leave; ``together``: others leaving at the same moment in a later call (the
        night's departures are simultaneous), who count among the first out with them."""
        m = current_match(b.state)
        if all(p.alive for p in m.players) and places:  # MAF-20: the first out of this game
            first = [*places, *together]
            seats = [p.seat for p in m.players if p.place in first]
            b.add({"type": "first_out", "places": first, "seats": seats})
        for place in places:
            m = current_match(b.state)
            role = self.role(m, m.role_of(place))
            if place in hidden or not role.reveal:
                b.add({"type": "player_out_hidden", "place": place, "how": how})  # MAF-06
            else:
                b.add({"type": "player_out", "place": place, "role": role.id, "how": how})  # MAF-06

    def _decided(self, b: Batch[MafiaState], now: int) -> bool:
        """Win checks after a departure (MAF-21, MAF-22): ends the game when decided."""
        m = current_match(b.state)
        result = self.winner(m)
        if result is None:
            return False
        self._game_over(b, result, now)
        return True

    def _game_over(self, b: Batch[MafiaState], result: str, now: int) -> None:
        m = replace(current_match(b.state), result=result)
        points = self.points(m)
        b.add({
            "type": "game_over",
            "result": result,
            "table": [{"place": p.place, "seat": p.seat, "role": p.role} for p in m.players],  # MAF-04
            "points": [{"place": p, "points": n} for p, n in sorted(points.items())],
            "at": now,
        })

    def _expel(self, b: Batch[MafiaState], places: Sequence[int], now: int) -> None:
        """Expelled players are revealed, then speak their last words (MAF-06), then night."""
        self._depart(b, places, "expelled")
        if self._decided(b, now):
            return
        self._enter(b, Phase.LAST_WORDS, now, queue=list(places), then=str(Phase.NIGHT))

    def _after_removal(self, b: Batch[MafiaState], now: int) -> None:
        """A removal by fouls may leave a step without its speaker or its candidates."""
        m = current_match(b.state)
        if m.phase in SPEECHES and m.speaker is None:
            self._speak_next(b, now)
        elif m.phase in VOTES and not m.candidates:
            self._night_falls(b, now)

    # --- seats and the timer (the requests are rules.core.Game's) ---------------------------------
    @property
    def seat_limit(self) -> int:
        """The people who may join an evening's table: its line-up and its reserve (MAF-02).

        A phone gone for good (``leave``) stays in the roster and in the game (house): the host
        runs the table by hand; only ``remove_player`` takes someone off the evening."""
        return MAX_ROSTER

    def timer(self, state: MafiaState) -> Timer | None:
        """The timer of a speech or the free talk (MAF-07, MAF-08, MAF-11, MAF-19)."""
        m = state.match
        return m.timer if m is not None and m.phase in PLAYING else None

    def change_timer(self, state: MafiaState, change: Callable[[Timer], Timer]) -> MafiaState:
        return with_match(state, timer=change(match_timer(current_match(state))))

    def _may_resume(self, state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if (refused := self.timer_paused(state, actor, now)) is not None:
            return refused
        if match_timer(current_match(state)).left(now) == 0:
            return reject(RejectionCode.ALREADY_DONE, "the time is up")  # a speech that ran out is over
        return None

    def on_deadline(self, state: MafiaState, now: int) -> Outcome:
        """The speech's time is up: the timer stops at zero; the host moves on."""
        return [{"type": "time_up", "at": now}]

    # --- phones: the evening (MAF-02, MAF-03, MAF-24) --------------------------------------------
    def _may_sign_up(self, state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if (refused := is_seat(state, actor, now)) is not None:
            return refused
        seat = actor.seat
        if seat in state.signed or seat in state.lineup or seat in state.reserve:
            return reject(RejectionCode.ALREADY_DONE, "already signed up")
        return None

    def _sign_up(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-02: "Ок, играем"; MAF-03: only with the 21+ confirmation."""
        if request.args["adult"] is not True:
            return reject(RejectionCode.BAD_ARGUMENT, "the club is 21+: confirm your age")  # MAF-03
        return [{"type": "signed_up", "seat": actor.player_seat, "adult": True}]

    def _confirm_evening(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-02: confirmed, into the line-up while it has room, else into the reserve."""
        to = "lineup" if len(state.lineup) < state.options.capacity else "reserve"
        return [{"type": "evening_confirmed", "seat": actor.player_seat, "to": to}]

    def _withdraw(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        return _withdrawal(state, actor.player_seat)

    def _card_seen(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        return [{"type": "card_seen", "place": current_match(state).place_of(actor.player_seat)}]

    def _publication(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-24: a player opts out of (or back into) publication."""
        seat = actor.player_seat
        publish = bool(request.args["publish"])
        if (seat not in state.private) == publish:
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "publication_set", "seat": seat, "publish": publish}]

    # --- the console: the evening ---------------------------------------------------------------
    def _set_options(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        if not request.args:
            return reject(RejectionCode.BAD_ARGUMENT, "no option given")
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
        if request.args["adult"] is not True:
            return reject(RejectionCode.BAD_ARGUMENT, "the club is 21+: confirm the player's age")  # MAF-03
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
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {seat} is not signed up")
        if in_game(state, seat):
            return reject(RejectionCode.WRONG_PHASE, "that player is in the game on: finish or abort it first")
        return _withdrawal(state, seat)

    def _may_seat(self, state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if state.phase not in (Phase.EVENING, Phase.GAME_OVER, Phase.SEATED):
            return reject(RejectionCode.WRONG_PHASE, "a game is on")
        m = state.match
        if m is not None and m.phase is Phase.SEATED and m.dealt:
            return reject(RejectionCode.WRONG_PHASE, "the cards are dealt")
        if len(state.lineup) < MIN_PLACES:
            return reject(RejectionCode.TOO_FEW_PLAYERS, f"a game needs {MIN_PLACES} players")
        return None

    def _seat_players(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """Seating: the first MAX_PLACES of the line-up get places, drawn by lot; the first out
        of the previous game keeps immunity for day 1 and night 1 (MAF-20)."""
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
        m = current_match(state)
        role, count = str(request.args["role"]), int(request.args["count"])
        if role not in self.roles_of(m):
            return reject(RejectionCode.BAD_ARGUMENT, f"no role {role!r}")
        if not 0 <= count <= MAX_PLACES:
            return reject(RejectionCode.BAD_ARGUMENT, "a count is 0 to 16")
        if dict(m.composition).get(role, 0) == count:
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "composition_set", "role": role, "count": count}]

    def _add_custom_role(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-05: a custom role for this game: team, night slot, action, reveal rule."""
        args = request.args
        role_id, team = str(args["id"]), str(args["team"])
        slot = args.get("night_slot")
        action = str(args.get("action", "nothing"))
        name = " ".join(str(args["name"]).split())
        if role_id in self.roles_of(current_match(state)):
            return reject(RejectionCode.NAME_TAKEN, f"role {role_id!r} exists")
        if team not in TEAMS:
            return reject(RejectionCode.BAD_ARGUMENT, f"team is one of {', '.join(TEAMS)}")
        if slot is not None and slot not in NIGHT_ORDER:
            return reject(RejectionCode.BAD_ARGUMENT, f"night slot is one of {', '.join(NIGHT_ORDER)}")
        if action not in ACTIONS:
            return reject(RejectionCode.BAD_ARGUMENT, f"action is one of {', '.join(ACTIONS)}")
        if not name:
            return reject(RejectionCode.BAD_ARGUMENT, "a role needs a name")
        role = {
            "id": role_id, "team": team, "night_slots": [slot] if slot else [], "action": action,
            "reveal": bool(args.get("reveal", True)),
            "name": {lang: name for lang in LANGUAGES}, "description": {lang: "" for lang in LANGUAGES},
        }
        return [{"type": "custom_role_added", "role": role}]


    def _deal(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        m = current_match(state)
        problem = self.composition_problem(m)
        if problem:
            return reject(RejectionCode.BAD_ARGUMENT, problem)
        deck = [role for role, n in m.composition for _ in range(n)]
        cards, _ = state.rng.shuffled(deck)
        return [{
            "type": "cards_dealt",
            "roles": [{"place": p.place, "role": r} for p, r in zip(m.players, cards, strict=True)],
        }]

    def _start_game(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """Day 1 opens with about a minute of free talk (MAF-07)."""
        b = Batch(self, state)
        self._free_talk(b, 1, now)
        return b.events

    # --- the console: the day -------------------------------------------------------------------
    def _next_speaker(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """The next step of the day: the next speech, or the step after the last one."""
        m = current_match(state)
        b = Batch(self, state)
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
        m = current_match(state)
        target = int(request.args["target"])
        if not m.is_alive(target):
            return reject(RejectionCode.BAD_ARGUMENT, f"place {target} is not in the game")
        if target in (n for _, n in m.nominations):
            return reject(RejectionCode.ALREADY_DONE, f"place {target} is already nominated")
        if m.immune_now(target):
            return reject(RejectionCode.BAD_ARGUMENT, f"place {target} is immune today (MAF-20)")
        return [{"type": "nominated", "by": m.speaker, "place": target}]

    def _hands(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-09 (the nominee vote) and MAF-11 (hands to expel): one count per candidate."""
        m = current_match(state)
        place, count = int(request.args["place"]), int(request.args["count"])
        if place not in m.candidates:
            return reject(RejectionCode.BAD_ARGUMENT, f"place {place} is not on the ballot")
        living = len(m.living())
        others = sum(n for p, n in m.counts if p != place)
        if count < 0 or others + count > living:
            return reject(RejectionCode.BAD_ARGUMENT, f"{living} living players raise one hand each at most")
        b = Batch(self, state)
        b.add({"type": "hands_counted", "place": place, "count": count})
        if len(current_match(b.state).counts) == len(current_match(b.state).candidates):
            self._close_vote(b, now)
        return b.events

    def _close_vote(self, b: Batch[MafiaState], now: int) -> None:
        m = current_match(b.state)
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
        m = current_match(state)
        hands = int(request.args["hands"])
        living = len(m.living())
        if not 0 <= hands <= living:
            return reject(RejectionCode.BAD_ARGUMENT, f"0 to {living} hands")
        yes = majority(hands, living)
        b = Batch(self, state)
        b.add({"type": "first_day_asked", "day": m.day, "hands": hands, "yes": yes})
        if yes:
            self._enter(b, Phase.HANDS, now, candidates=list(m.candidates))
        else:
            self._night_falls(b, now)  # MAF-12 (house): the day ends with no elimination
        return b.events

    def _car_crash(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-13, MAF-14: "expel both?" (or all): a majority for and all of them leave."""
        m = current_match(state)
        hands = int(request.args["hands"])
        living = len(m.living())
        if not 0 <= hands <= living:
            return reject(RejectionCode.BAD_ARGUMENT, f"0 to {living} hands")
        yes = majority(hands, living)
        b = Batch(self, state)
        b.add({"type": "car_crash_asked", "day": m.day, "candidates": list(m.candidates), "hands": hands,
               "yes": yes})
        if yes:
            self._expel(b, list(m.candidates), now)
        else:
            self._night_falls(b, now)
        return b.events

    def _foul(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-18: a foul; the third removes the player, revealed."""
        return self._add_foul(state, int(request.args["place"]), False, now)

    def _under_foul(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-19: the speaker takes +30 s for a foul, at most twice a game."""
        m = current_match(state)
        place = int(request.args["place"])
        if place != m.speaker:
            return reject(RejectionCode.OUT_OF_TURN, f"only the speaker (place {m.speaker}) may take time")
        p = m.player(place)
        if p is None or p.under_fouls >= MAX_UNDER_FOULS:
            return reject(RejectionCode.ALREADY_DONE, "at most two under-fouls a game (MAF-19)")
        return self._add_foul(state, place, True, now)

    def _add_foul(self, state: MafiaState, place: int, under: bool, now: int) -> Outcome:
        m = current_match(state)
        if not m.is_alive(place):
            return reject(RejectionCode.BAD_ARGUMENT, f"place {place} is not in the game")
        b = Batch(self, state)
        b.add({"type": "fouled", "place": place, "under": under, "at": now})
        p = current_match(b.state).player(place)
        if p is not None and p.fouls >= FOULS_TO_REMOVAL:  # MAF-18
            self._depart(b, [place], "fouls")
            if not self._decided(b, now):
                self._after_removal(b, now)
        return b.events

    # --- the console: the night -----------------------------------------------------------------
    def _may_act_at_night(self, state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if state.phase is not Phase.NIGHT:
            return reject(RejectionCode.WRONG_PHASE, "only at night")
        if self.pending_slot(current_match(state)) is None:
            return reject(RejectionCode.ALREADY_DONE, "everyone has woken: announce the morning")
        return None

    def _night_action(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-15, MAF-16: the action of the slot awake now, entered in the night's order."""
        m = current_match(state)
        slot = self.pending_slot(m)
        assert slot is not None
        roles = self.roles_of(m)
        role = request.args.get("role")
        if role is not None and role not in {m.role_of(p) for p in self.holders(m, slot)}:
            return reject(RejectionCode.OUT_OF_TURN, f"the {slot} slot is awake now, not {role!r}")
        action = str(request.args.get("action", SLOT_ACTION[slot]))
        if action not in self.slot_actions(m, slot):
            return reject(RejectionCode.BAD_ARGUMENT, f"{action!r} cannot be done at the {slot} slot")
        target = request.args.get("target")
        if action == "nothing":
            target = None
        elif target is None:
            return reject(RejectionCode.BAD_ARGUMENT, f"{action!r} needs a target")
        elif not m.is_alive(int(target)):
            return reject(RejectionCode.BAD_ARGUMENT, f"place {target} is not in the game")
        elif action in KILLS and m.immune_now(int(target)):
            return reject(RejectionCode.BAD_ARGUMENT, f"place {target} is immune tonight (MAF-20)")
        event: Json = {"type": "night_action", "night": m.night, "slot": slot, "action": action,
                       "target": target}
        if action == "check" and target is not None:
            found = roles[m.role_of(int(target))]
            result = found.id == COMMISSAR if slot == "boss_check" else found.black  # MAF-16
            event.update(type="checked", result=result)
        return [event]

    def _may_morning(self, state: MafiaState, actor: Actor, now: int) -> Rejection | None:
        if state.phase not in NIGHTS:
            return reject(RejectionCode.WRONG_PHASE, "only at night")
        if self.pending_slot(current_match(state)) is not None:
            return reject(RejectionCode.OUT_OF_TURN, "the night is not over: enter the pending action")
        return None

    def _morning(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        """MAF-15: the host announces the night's results; MAF-06, MAF-16, MAF-17 decide them."""
        m = current_match(state)
        b = Batch(self, state)
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
        m = current_match(state)
        place, points = int(request.args["place"]), int(request.args["points"])
        if m.player(place) is None:
            return reject(RejectionCode.BAD_ARGUMENT, f"no place {place}")
        if points == 0 or abs(points) > MAX_BONUS:
            return reject(RejectionCode.BAD_ARGUMENT, f"a bonus is 1 to {MAX_BONUS} points, either sign")
        return [{"type": "bonus", "place": place, "points": points}]

    def _abort_game(self, state: MafiaState, request: Request, actor: Actor, now: int) -> Outcome:
        b = Batch(self, state)
        self._game_over(b, "aborted", now)
        return b.events





    # --- views (PLT-05, PLT-10) -----------------------------------------------------------------
    def public_view(self, state: MafiaState, now: int) -> Json:
        return views.public_view(self, state, now)

    def board(self, view: Json) -> Json:
        return board.scene(self.catalog, view)  # PLT-13

    def player_view(self, state: MafiaState, seat: int, now: int) -> Json:
        return views.player_view(self, state, seat, now)

    def player_part(self, state: MafiaState, seat: int, now: int) -> Json:
        return views.player_part(self, state, seat)  # the public part is made once for all phones

    def moderator_view(self, state: MafiaState, now: int) -> Json:
        return views.moderator_view(self, state, now)

    # --- records (MAF-24) -----------------------------------------------------------------------

    def withheld_seats(self, state: MafiaState) -> frozenset[int]:
        """MAF-24: the players who opted out of publication."""
        return frozenset(state.private)

    def table_places(self, state: MafiaState) -> dict[int, tuple[int, ...]]:
        """MAF-04: a player's place is the one drawn at each game's seating ("seat — role — nick"),
        not the order of joining; a player of several games may have had several. The reserve that
        never sat has none."""
        places: dict[int, tuple[int, ...]] = {s.number: () for s in state.seats}
        for match in state.games():
            for p in match.players:
                held = places.get(p.seat, ())
                if not held or held[-1] != p.place:
                    places[p.seat] = (*held, p.place)
        return places

    def protocols(self, state: MafiaState) -> list[Json]:
        """MAF-24: every finished game's protocol."""
        return [self.protocol(state, g.number) for g in state.games() if g.result is not None]

    def protocol(self, state: MafiaState, game: int) -> Json:
        """The protocol of one game (MAF-24): composition, seat—role—nick, every day and night
        event, fouls, votes, result and rating points. A player who opted out of publication
        appears with ``nickname: null``."""
        return views.protocol(self, state, game)


def _withdrawal(state: MafiaState, seat: int) -> list[Event]:
    """MAF-02: a freed line-up seat goes to the first of the reserve, automatically. A line-up
    still at or over the capacity (the host lowered it) has no free seat."""
    events: list[Event] = [{"type": "withdrawn", "seat": seat}]
    if seat in state.lineup and state.reserve and len(state.lineup) - 1 < state.options.capacity:
        events.append({"type": "moved_in", "seat": state.reserve[0]})
    return events
