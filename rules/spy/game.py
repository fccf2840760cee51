"""The spy game's rules (SPY-01..SPY-39): a room of rounds, questions, accusations and guesses.

How to call (the table does, see :mod:`rules.core.contract`)::

    game = SpyGame(decks)                      # decks: {"family": Deck, "full": Deck}
    state = game.setup(options, seed)          # the lobby
    outcome = game.handle(state, request, actor, now)
    state = game.fold_all(state, outcome)      # when it is a list of events

Everything is pure. The state is frozen and holds its :class:`Rng`; time is the ``now`` passed in
(milliseconds). The phase is not stored: it follows from the round (:attr:`Round.phase`).

Decisions the rule book leaves open (besides the **(house)** clauses of ``rules/spy.md``):

- the question a player may not return is the one just asked: after ``A`` asks ``B``, ``B`` may not
  pick ``A`` until another question is asked (a pass by the host does not lift it from ``B``);
- a vote in an accusation is final; a time-up suspect vote may be changed until all have voted;
- two spies (SPY-06) only with 7 seats present: turning the option on with fewer is refused, and
  so is a deal with it on once seats have left (never one spy instead, silently);
- a seat that leaves (kicked, or disconnected too long) scores nothing for that round; votes naming
  it in the time-up vote are dropped too (those voters vote again); when the accused leaves, the
  accusation fails; when the exposed spy leaves during the last chance, the round ends as
  ``spy_left`` with no points.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, replace
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
from .deck import Deck, roles_for_table
from .fold import FOLDS, current_round, drop_seat, round_timer, with_round
from .guards import (
    asking,
    between_rounds,
    cards_dealt,
    cards_out,
    may_accuse,
    may_ask,
    may_cross_out,
    may_guess,
    may_see_card,
    may_suspect,
    may_vote,
    round_running,
    two_spies_refused,
)
from .state import (
    BONUS_POINTS,
    CARDS_OUT,
    LOCAL_WIN_POINTS,
    MAX_PLAYERS,
    MIN_ROUND_PLAYERS,
    QUESTIONS,
    ROUND_MINUTES,
    SPY_POINTS,
    Options,
    Phase,
    RoundOutcome,
    SpyState,
)

# --- the game ---------------------------------------------------------------------------------


class SpyGame(Game[SpyState]):
    """The spy game for 3 to 10 players (SPY-01), over the decks it is given (SPY-03)."""

    id = "spy"
    min_players = MIN_ROUND_PLAYERS
    max_players = MAX_PLAYERS
    folds = FOLDS
    # PLT-04 (house): the cards reach the phones the moment they are dealt, so a deal is a revealed
    # secret: it cannot be undone (nor anything before it), or a redeal after a join, a kick or an
    # option could make a seat that saw the location its spy. A wrong deal is aborted (SPY-37) and
    # dealt again: a new draw, never the shown location (SPY-04).
    revealing_events = frozenset({"cards_dealt", "spy_exposed", "spy_guessed", "round_ended"})

    def __init__(self, decks: Mapping[str, Deck]) -> None:
        if not decks:
            raise ValueError("the spy game needs at least one deck")
        self.decks: dict[str, Deck] = dict(decks)
        self._public_memo: tuple[SpyState, int, Json] | None = None
        self.default_deck = "family" if "family" in self.decks else next(iter(self.decks))
        seat, text, ident, flag, number = Arg.SEAT, Arg.TEXT, Arg.ID, Arg.BOOL, Arg.INT
        player, host = ActorKind.PLAYER, ActorKind.MODERATOR
        self.requests: Mapping[str, RequestSpec[SpyState]] = {
            # phones (PROTOCOL.md, "Requests from a phone")
            "card_seen": spec(self._card_seen, player, guard=may_see_card),
            "question_asked": spec(self._question_asked, player, guard=may_ask, args={"answerer": seat}),
            "accuse": spec(self._accuse, player, guard=may_accuse, args={"target": seat}),
            "vote": spec(self._vote, player, guard=may_vote, args={"yes": flag}),
            "guess": spec(self._guess, player, guard=may_guess, args={"location": ident}),
            "cross_out": spec(self._cross_out, player, guard=may_cross_out,
                              args={"location": ident, "crossed": flag}),
            "suspect": spec(self._suspect, player, guard=may_suspect, args={"target": seat}),
            # the console
            "set_options": spec(
                self._set_options,
                host,
                guard=between_rounds,
                args={
                    "deck?": ident,
                    "minutes?": number,
                    "two_spies?": flag,
                    "call_link?": text,
                    "host_plays?": flag,
                },
                undoable=True,
            ),
            "deal": spec(self._deal, host, guard=self._may_deal, undoable=True),
            "start_round": spec(self._start_round, host, guard=cards_dealt, undoable=True),
            "pass_turn": spec(self._pass_turn, host, guard=asking, args={"to?": seat}, undoable=True),
            "pause_timer": self.pause_request(),
            "resume_timer": self.resume_request(),
            "add_time": self.add_time_request(round_running),  # during a vote too (SPY-17)
            "abort_round": spec(self._abort_round, host, guard=cards_out, undoable=True),
            "kick": self.kick_request(),  # SPY-38
            # a phone without a seat, and the table itself
            "join": self.join_request(),  # SPY-01: a nickname is enough; mid-round, an observer
            "tick": self.tick_request(),  # SPY-23
            "leave": self.leave_request(),  # SPY-38
            "restored": self.restored_request(),  # PLT-03
        }

    # --- set-up ---------------------------------------------------------------------------------
    def setup(self, options: Mapping[str, Any], seed: int) -> SpyState:
        """The lobby. ``options`` has the keys of ``set_options``; bad options raise ValueError."""
        problem = self._check_args(self.requests["set_options"], options)
        if problem:
            raise ValueError(problem)
        parsed = self._options(Options(self.default_deck), options)
        if isinstance(parsed, Rejection):
            raise ValueError(parsed.reason)
        return SpyState(options=parsed, rng=Rng(seed))

    def _options(self, base: Options, args: Mapping[str, Any]) -> Options | Rejection:
        changes: dict[str, Any] = dict(args)
        if "deck" in changes and changes["deck"] not in self.decks:
            return reject(RejectionCode.BAD_ARGUMENT, f"no deck {changes['deck']!r}")  # SPY-03
        if "minutes" in changes and changes["minutes"] not in ROUND_MINUTES:
            return reject(RejectionCode.BAD_ARGUMENT, "a round lasts 5, 8 or 10 minutes")  # SPY-05
        if "call_link" in changes:
            changes["call_link"] = changes["call_link"].strip()  # SPY-39
        return replace(base, **changes)

    def next_deadline(self, state: SpyState) -> int | None:
        r = state.round
        if r is None or r.timer is None or r.phase is not Phase.ASKING:
            return None
        return r.timer.deadline()

    # --- seats and the timer (the requests are rules.core.Game's) ---------------------------------
    def seat_left(self, state: SpyState, seat: int) -> SpyState:
        return drop_seat(state, seat)

    def after_leaving(self, batch: Batch[SpyState], seat: int, now: int) -> None:
        _after_leaving(batch, seat, now)  # SPY-35, SPY-36, SPY-38

    def timer(self, state: SpyState) -> Timer | None:
        """The round's timer while questions are asked (SPY-08); a vote pauses it (SPY-17)."""
        r = state.round
        return r.timer if r is not None and r.phase is Phase.ASKING else None

    def change_timer(self, state: SpyState, change: Callable[[Timer], Timer]) -> SpyState:
        return with_round(state, timer=change(round_timer(current_round(state))))

    def on_deadline(self, state: SpyState, now: int) -> Outcome:
        """SPY-23: at zero, questions stop and the time-up vote begins."""
        return [{"type": "time_up", "at": now}]

    # --- the console --------------------------------------------------------------------------
    def _set_options(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        if not request.args:
            return reject(RejectionCode.BAD_ARGUMENT, "no option given")
        options = self._options(state.options, request.args)
        if isinstance(options, Rejection):
            return options
        if request.args.get("two_spies") is True and (refused := two_spies_refused(state)) is not None:
            return refused
        return [{"type": "options_set", "options": asdict(options)}]

    def _may_deal(self, state: SpyState, actor: Actor, now: int) -> Rejection | None:
        if (refused := between_rounds(state, actor, now)) is not None:
            return refused
        if len(state.seats.present()) < self.min_players:
            return reject(RejectionCode.TOO_FEW_PLAYERS, f"{self.min_players} players are needed")
        if state.options.two_spies:
            return two_spies_refused(state)  # SPY-06: never one spy instead, silently
        return None

    def _deal(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-07, SPY-34: a card for every present seat."""
        deck = self.decks[state.options.deck]
        players = sorted(state.seats.numbers())
        every = sorted(deck.ids())
        unused = [i for i in every if i not in state.used]  # SPY-04
        gen, _ = state.rng.generator()
        location = gen.choice(unused or every)  # SPY-04 (house): reshuffle once exhausted
        spies = sorted(gen.sample(players, 2 if state.options.two_spies else 1))  # SPY-06
        locals_ = [p for p in players if p not in spies]
        roles = list(roles_for_table(deck.location(location), len(locals_), gen))
        gen.shuffle(roles)
        number = state.round.number + 1 if state.round is not None else 1
        return [
            {
                "type": "cards_dealt",
                "round": number,
                "location": location,
                "spies": spies,
                "roles": [{"seat": s, "role": role.id} for s, role in zip(locals_, roles, strict=True)],
                "players": players,
                "reshuffled": not unused,
            }
        ]

    def _start_round(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-08: only the host starts the timer; SPY-09: the first asker is drawn."""
        gen, _ = state.rng.generator()
        asker = gen.choice(state.round_players())
        total = state.options.minutes * 60_000
        return [{"type": "round_started", "asker": asker, "total_ms": total, "at": now}]

    def _pass_turn(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-12: the host passes the asker's turn, by default to the next in seat order."""
        r = current_round(state)
        asker = r.asker if r.asker is not None else 0
        present = state.round_players()
        to = request.args.get("to")
        if to is None:
            to = _next_in_seat_order(present, asker)
        if to not in present:
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {to} is not playing this round")
        if to == asker:
            return reject(RejectionCode.ALREADY_DONE, f"seat {to} is already asking")
        return [{"type": "turn_passed", "from": asker, "to": to}]

    def _abort_round(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-37: nobody scores."""
        return [_round_ended(state, RoundOutcome.ABORTED, now)]

    # --- the phones -----------------------------------------------------------------------------
    def _card_seen(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        return [{"type": "card_seen", "seat": actor.player_seat}]  # SPY-08

    def _question_asked(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-11: the one who answered asks next, but not straight back."""
        seat = actor.player_seat
        answerer = int(request.args["answerer"])
        if answerer == seat:
            return reject(RejectionCode.BAD_ARGUMENT, "you cannot ask yourself")
        if answerer not in state.round_players():
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {answerer} is not playing this round")
        if answerer == current_round(state).must_not_answer():
            return reject(
                RejectionCode.BAD_ARGUMENT, f"seat {answerer} just asked you: ask someone else"
            )
        return [{"type": "question_asked", "asker": seat, "answerer": answerer}]

    def _accuse(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-17: once per round; the timer pauses during the vote."""
        seat = actor.player_seat
        target = int(request.args["target"])
        if target == seat:
            return reject(RejectionCode.BAD_ARGUMENT, "you cannot accuse yourself")
        if target not in state.round_players():
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} is not playing this round")
        return [{"type": "accused", "accuser": seat, "accused": target, "at": now}]

    def _vote(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-18..SPY-20: all yes reveals the card; a single no fails the accusation."""
        batch = Batch(self, state)
        batch.add({"type": "accusation_voted", "seat": actor.player_seat, "yes": bool(request.args["yes"])})
        _settle_accusation(batch, now)
        return batch.events

    def _guess(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-22 (any time but a vote, one try) and SPY-25 (the exposed spy's last chance)."""
        location = str(request.args["location"])
        if location not in self._location_ids(state):
            return reject(RejectionCode.BAD_ARGUMENT, f"no location {location!r} in this deck")
        r = current_round(state)
        right = location == r.location
        if r.phase is Phase.LAST_GUESS:
            outcome = (
                RoundOutcome.EXPOSED_SPY_GUESSED if right else RoundOutcome.EXPOSED_SPY_GUESSED_WRONG
            )
        else:
            outcome = RoundOutcome.SPY_GUESSED if right else RoundOutcome.SPY_GUESSED_WRONG
        batch = Batch(self, state)
        batch.add({"type": "spy_guessed", "seat": actor.player_seat, "location": location, "right": right})
        batch.add(_round_ended(batch.state, outcome, now))
        return batch.events

    def _cross_out(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-15: a spy marks off locations; only that spy sees the marks."""
        seat = actor.player_seat
        location = str(request.args["location"])
        crossed = bool(request.args["crossed"])
        if location not in self._location_ids(state):
            return reject(RejectionCode.BAD_ARGUMENT, f"no location {location!r} in this deck")
        if ((seat, location) in current_round(state).crossed_out) == crossed:
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "crossed_out", "seat": seat, "location": location, "crossed": crossed}]

    def _suspect(self, state: SpyState, request: Request, actor: Actor, now: int) -> Outcome:
        """SPY-23: everyone names a suspect, changeable until all have voted."""
        seat = actor.player_seat
        target = int(request.args["target"])
        if target == seat:
            return reject(RejectionCode.BAD_ARGUMENT, "you cannot name yourself")
        if target not in state.round_players():
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} is not playing this round")
        batch = Batch(self, state)
        batch.add({"type": "suspected", "seat": seat, "target": target})
        _settle_suspects(batch, now)
        return batch.events

    def _location_ids(self, state: SpyState) -> frozenset[str]:
        return frozenset(self.decks[state.options.deck].ids())

    # --- views (PLT-05, PLT-10) -------------------------------------------------------------------
    def public_view(self, state: SpyState, now: int) -> Json:
        # Every view of one moment starts from the same public view: made once, copied (its
        # holders only add keys of their own).
        memo = self._public_memo
        if memo is not None and memo[0] is state and memo[1] == now:
            return dict(memo[2])
        view = views.public_view(self.decks[state.options.deck], state, now)
        self._public_memo = (state, now, view)
        return dict(view)

    def board(self, view: Json) -> Json:
        return board.scene(self.decks, view)  # PLT-13

    def player_part(self, state: SpyState, seat: int, now: int) -> Json:
        return views.player_part(state, seat)

    def moderator_view(self, state: SpyState, now: int) -> Json:
        return views.moderator_view(self.public_view(state, now), state)

    # --- records (PLT-17) -----------------------------------------------------------------------
    def finished(self, state: SpyState) -> list[Json]:
        return views.finished(state)


# --- transitions: what a request sets off -----------------------------------------------------


def _settle_accusation(batch: Batch[SpyState], now: int) -> None:
    """SPY-19, SPY-20: one no fails at once; all yes ends the round on the accused's card."""
    r = current_round(batch.state)
    acc = r.accusation
    if acc is None:
        return
    if not all(acc.ballot.as_dict().values()):
        batch.add({"type": "accusation_closed", "passed": False, "at": now})
    elif acc.ballot.complete():
        batch.add({"type": "accusation_closed", "passed": True, "at": now})
        outcome = (
            RoundOutcome.ACCUSED_SPY if acc.accused in r.spies else RoundOutcome.ACCUSED_INNOCENT
        )
        batch.add(_round_ended(batch.state, outcome, now))


def _settle_suspects(batch: Batch[SpyState], now: int) -> None:
    """SPY-24, SPY-26: once all have voted, a spy alone on top is exposed; else the spy hid."""
    r = current_round(batch.state)
    ballot = r.suspects
    if ballot is None or not ballot.complete():
        return
    top = ballot.leaders()
    if len(top) == 1 and top[0] in r.spies:
        batch.add({"type": "spy_exposed", "seat": top[0]})
    else:
        batch.add(_round_ended(batch.state, RoundOutcome.SPY_HID, now))


def _after_leaving(batch: Batch[SpyState], seat: int, now: int) -> None:
    """SPY-35, SPY-36, SPY-38: the seat is gone; the round ends or goes on without it."""
    s = batch.state
    r = s.round
    if r is None or r.phase not in CARDS_OUT or seat not in r.players:
        return
    present = s.round_players()
    if not any(spy in present for spy in r.spies) or r.exposed == seat:
        batch.add(_round_ended(s, RoundOutcome.SPY_LEFT, now))  # SPY-35
        return
    if len(present) < MIN_ROUND_PLAYERS:
        batch.add(_round_ended(s, RoundOutcome.TOO_FEW_PLAYERS, now))  # SPY-35
        return
    if r.asker == seat and r.phase in QUESTIONS:  # SPY-36 (house): the next in seat order
        batch.add({"type": "turn_passed", "from": seat, "to": _next_in_seat_order(present, seat)})
    if r.accusation is not None:
        if r.accusation.accused == seat:
            batch.add({"type": "accusation_closed", "passed": False, "at": now})
        else:
            _settle_accusation(batch, now)
    elif r.phase is Phase.SUSPECT_VOTE:
        _settle_suspects(batch, now)


def _round_ended(state: SpyState, outcome: RoundOutcome, now: int) -> Json:
    """The event that ends the round, with the points each round player gets (SPY-27..SPY-33)."""
    r = current_round(state)
    present = set(state.round_players())
    spies = [s for s in r.players if s in r.spies and s in present]
    locals_ = [p for p in r.players if p not in r.spies and p in present]
    points: Counter[int] = Counter()
    if outcome in SPY_POINTS:
        for spy in spies:  # SPY-33: both spies score
            points[spy] += SPY_POINTS[outcome]
    if outcome.winner == "locals":  # SPY-31; SPY-33: catching one spy is enough
        for local in locals_:
            points[local] += LOCAL_WIN_POINTS
    if outcome.winner is not None:
        # SPY-32, SPY-32a (house): the bonus goes to locals, whatever the final outcome
        for v in r.verdicts:
            if v.passed and v.accused in r.spies and v.accuser in locals_:
                points[v.accuser] += BONUS_POINTS
        if r.suspects is not None:
            for voter, target in r.suspects.choices:
                if voter in locals_ and target in r.spies:
                    points[voter] += BONUS_POINTS
    return {
        "type": "round_ended",
        "outcome": str(outcome),
        "points": [{"seat": p, "points": points[p]} for p in r.players],
        "at": now,
    }


def _next_in_seat_order(seats: Sequence[int], after: int) -> int:
    later = [s for s in seats if s > after]
    return later[0] if later else seats[0]
