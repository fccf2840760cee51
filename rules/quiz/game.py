"""The rules of "Почему? Куда? Зачем?", the Elite Club quiz (QZ-01..QZ-31).

How to call (the table does, see :mod:`rules.core.contract`)::

    game = QuizGame(packs)                     # packs: {"ru_hippo": Pack, ...}
    state = game.setup(options, seed)          # the lobby
    outcome = game.handle(state, request, actor, now)
    state = game.fold_all(state, outcome)      # when it is a list of events

Everything is pure. The state is frozen and holds its :class:`Rng` (the sectors' questions and the
roulette); time is the ``now`` passed in (milliseconds). The minute is a :class:`Timer`; the table
sends ``tick`` at :meth:`QuizGame.next_deadline`, which is first the 10-second signal (QZ-12), then
the gong (QZ-13). The phase is not stored: it follows from the match and its last round.

Decisions the rule book leaves open (besides the **(house)** clauses of ``rules/quiz.md``):

- the question text is read aloud by the Croupier; the board and the phones show it too, from
  "Время пошло" on (option ``show_question``, on by default), never before, so nobody reads ahead;
- the answer, the accepted alternatives and the comment reach the board and the phones only with
  the verdict (``round_judged`` is a revealing event: a verdict cannot be undone once shown);
- the question is out once read ("Время пошло", or the debt collected) and the Club's help once
  given: neither can be undone (PLT-04), so no undo ever brings another question or hint after them;
- the captain's phone may ask for a lifeline (``ask_lifeline``) and name the answerer; the Croupier
  activates lifelines and may name the answerer himself (the captain said it aloud) (QZ-07, QZ-15);
- an early answer: the captain may name the answerer during the minute; discussion stops there;
- Minute on credit may be taken during the minute (+60 s) or after the gong, before the answerer is
  named (a fresh 60 s); the debt is collected by ``collect_debt`` in a later round of the
  Croupier's choosing, before "Время пошло": that round has no minute at all (QZ-16);
- the Host's help is also allowed in a round whose minute was taken by the debt (it adds no time);
- "the next round" of a penalty (cut time, sent off) is the round after the one being played, or
  the coming one between rounds; a sent-off captain's phone can do nothing that round (the Croupier
  names the answerer and activates lifelines as told aloud);
- a round may be annulled while it is played or after its verdict until the next spin (unless that
  verdict ended the game); annulling takes back its point. Lifelines used in it stay used;
- a third annulment ends the match: back to the lobby, no winner (QZ-21). The match also ends with
  no winner when the last expert leaves, unless the game was already won: then it keeps its winner;
- a new expert may join mid-game while the team is under 5 (not once the game is won);
- "the first round" of QZ-10 is round number 1: if it is annulled, Zero may come up in round 2;
- the captain is kept when the team returns to the lobby; every expert must press "Ready" again;
- QZ-31: a pack is checked when a game starts (15 envelopes and a black box), not when it loads;
  in the lobby the Croupier may mark one of the pack's questions as the black box (it leaves the
  envelopes) or draw one from the club's black-box questions (every pack's in the chosen pack's
  language); another pack drops a marked question, keeps a drawn one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
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
from . import board, views
from . import state as quiz
from .fold import FOLDS, add_expert, current_match, current_round, drop_seat, with_round
from .guards import (
    black_box_pool,
    deadline,
    in_lobby,
    lifeline_guard,
    lifeline_refusal,
    lobby_expert,
    may_accept,
    may_annul,
    may_ask_lifeline,
    may_collect_debt,
    may_draw_black_box,
    may_mark_captain,
    may_name_answerer,
    may_penalise,
    may_reject,
    pack_refusal,
    phase_is,
)
from .pack import (
    ENVELOPES,
    REF_SEPARATOR,
    Pack,
    Question,
    club_black_boxes,
    envelope_pool,
    find_question,
    playable,
)
from .state import (
    AVATARS,
    FINAL_SCORE,
    HATS,
    HIPPOS,
    MAX_ANNULMENTS,
    MAX_EXPERTS,
    MIN_EXPERTS,
    SECTORS,
    ZERO,
    Lifeline,
    Options,
    PenaltyKind,
    Phase,
    QuizState,
    Verdict,
)

# --- the game ---------------------------------------------------------------------------------


class QuizGame(Game[QuizState]):
    """The Elite Club quiz for 2 to 5 experts against the viewers (QZ-01), over the packs given."""

    id = "quiz"
    min_players = MIN_EXPERTS
    max_players = MAX_EXPERTS
    code_digits = 4  # QZ-03: a unique four-digit code
    folds = FOLDS
    # The verdict shows the answer (and opens the black box, QZ-09): no undo past it (PLT-04).
    # PLT-04 (house): so does "Время пошло" (or the debt collected), which reads the question out
    # and puts it on the board and the phones: undone, a different question could come up after it
    # and the experts would have heard two. A minute started too early is paused, or the round annulled.
    revealing_events = frozenset({"round_judged", "minute_started", "debt_collected"})

    def reveals_secret(self, event: Event) -> bool:
        # QZ-17, PLT-04 (house): the Club's help puts its hint on the phones; undone, another could follow
        clubs_help = event["type"] == "lifeline_used" and event.get("lifeline") == str(Lifeline.CLUBS_HELP)
        return clubs_help or super().reveals_secret(event)

    def __init__(self, packs: Mapping[str, Pack]) -> None:
        if not packs:
            raise ValueError("the quiz needs at least one question pack")
        self.packs: dict[str, Pack] = dict(packs)
        self.default_pack = next(iter(self.packs))
        seat, text, ident, flag = Arg.SEAT, Arg.TEXT, Arg.ID, Arg.BOOL
        player, host = ActorKind.PLAYER, ActorKind.MODERATOR

        def console(
            handler: Handler[QuizState], guard: Guard[QuizState], args: Mapping[str, Arg] | None = None
        ) -> RequestSpec[QuizState]:
            return spec(handler, host, guard=guard, args=args, undoable=True)

        self.requests: Mapping[str, RequestSpec[QuizState]] = {
            # phones
            "set_look": spec(self._set_look, player, guard=lobby_expert, args={"avatar?": ident, "hat?": ident}),
            "ready": spec(self._ready, player, guard=lobby_expert, args={"ready?": flag}),
            "ask_lifeline": spec(self._ask_lifeline, player, guard=may_ask_lifeline, args={"lifeline": ident}),
            # the captain's phone or the console
            "name_answerer": spec(self._name_answerer, player, host, guard=may_name_answerer, args={"seat": seat},
                                  undoable=True),
            # the console (the Croupier)
            "set_options": console(
                self._set_options, in_lobby, {"pack?": ident, "call_link?": text, "show_question?": flag}
            ),
            "mark_black_box": console(self._mark_black_box, in_lobby, {"question?": ident}),  # QZ-31
            "draw_black_box": console(self._draw_black_box, may_draw_black_box(self.packs)),  # QZ-31
            "mark_captain": console(self._mark_captain, may_mark_captain, {"seat": seat}),
            "start": console(self._start, self._may_start),
            "spin": console(self._spin, self._may_spin),
            "time_go": console(self._time_go, self._may_time_go),
            "collect_debt": console(self._collect_debt, may_collect_debt),
            "pause_timer": self.pause_request(),
            "resume_timer": self.resume_request(),
            "minute_on_credit": console(self._minute_on_credit, lifeline_guard(Lifeline.MINUTE_ON_CREDIT)),
            "clubs_help": console(self._clubs_help, lifeline_guard(Lifeline.CLUBS_HELP), {"hint?": text}),
            "hosts_help": console(self._hosts_help, lifeline_guard(Lifeline.HOSTS_HELP)),
            "accept_answer": console(self._accept_answer, may_accept),
            "reject_answer": console(self._reject_answer, may_reject),
            "penalty": console(self._penalty, may_penalise, {"kind": ident, "seat?": seat}),
            "annul_round": console(self._annul_round, may_annul),
            "to_lobby": console(self._to_lobby, phase_is(Phase.FINISHED)),
            "kick": self.kick_request(),
            # a phone without a seat, and the table itself
            "join": self.join_request(),  # QZ-03: the table code (checked by the table) and a nickname
            "tick": self.tick_request(),  # QZ-12, QZ-13
            "leave": self.leave_request(),
            "restored": self.restored_request(),  # PLT-03: the minute waits, paused, for the Croupier
        }

    # --- set-up -----------------------------------------------------------------------------
    def options_for(self, lang: str) -> dict[str, Any]:
        """PLT-15, QZ-31: a new table's pack is one in the console's language when there is one (the
        first by its id; a playable one first), not the first pack of all."""
        mine = sorted((p for p in self.packs.values() if p.lang == lang), key=lambda p: (playable(p) is not None, p.id))
        return {"pack": mine[0].id} if mine and mine[0].id != self.default_pack else {}

    def setup(self, options: Mapping[str, Any], seed: int) -> QuizState:
        """The lobby. ``options`` has the keys of ``set_options``; bad options raise ValueError."""
        problem = self._check_args(self.requests["set_options"], options)
        if problem:
            raise ValueError(problem)
        parsed = self._options(Options(self.default_pack), options)
        if isinstance(parsed, Rejection):
            raise ValueError(parsed.reason)
        return QuizState(options=parsed, rng=Rng(seed))

    def _options(self, base: Options, args: Mapping[str, Any]) -> Options | Rejection:
        changes: dict[str, Any] = dict(args)
        if "pack" in changes and changes["pack"] not in self.packs:
            return reject(RejectionCode.BAD_ARGUMENT, f"no pack {changes['pack']!r}")  # QZ-31
        if "call_link" in changes:
            changes["call_link"] = changes["call_link"].strip()  # QZ-02
        if changes.get("pack", base.pack) != base.pack and REF_SEPARATOR not in base.black_box:
            changes["black_box"] = ""  # QZ-31: a question marked in the other pack is not in this one
        return replace(base, **changes)

    def next_deadline(self, state: QuizState) -> int | None:
        """The 10-second signal (QZ-12), then the gong (QZ-13), while the minute runs."""
        return deadline(state)

    def question(self, state: QuizState, question_id: str) -> Question:
        """A question of the chosen pack, or ``<pack>/<question>`` of another (a black box drawn
        from the club's, QZ-31)."""
        return find_question(self.packs, state.options.pack, question_id)[1]

    def club_black_boxes(self, state: QuizState) -> list[str]:
        """QZ-31: the club's black-box questions a draw picks from (``<pack>/<question>``)."""
        return club_black_boxes(self.packs, self.packs[state.options.pack].lang)

    # --- seats and the timer (the requests are rules.core.Game's) -----------------------------
    def may_join(self, state: QuizState, actor: Actor, now: int) -> Rejection | None:
        """QZ-01: at most five experts; a new one may join mid-game, not once the game is won."""
        if state.phase is Phase.FINISHED:
            return reject(RejectionCode.WRONG_PHASE, "the game is over: join in the lobby")
        if len(state.seats.present()) >= self.max_players:
            return reject(RejectionCode.TABLE_FULL, f"a team has at most {self.max_players} experts")  # QZ-01
        return None

    def seat_taken(self, state: QuizState, seat: int) -> QuizState:
        return add_expert(state, seat)

    def seat_left(self, state: QuizState, seat: int) -> QuizState:
        return drop_seat(state, seat)

    def after_leaving(self, batch: Batch[QuizState], seat: int, now: int) -> None:
        if batch.state.match is not None and not batch.state.seats.present():
            if batch.state.phase is Phase.FINISHED:
                batch.add({"type": "returned_to_lobby"})  # QZ-24: the game was won; it keeps its winner
            else:
                batch.add({"type": "match_ended", "reason": "no_experts"})  # (house) nobody left to play

    def timer(self, state: QuizState) -> Timer | None:
        """The minute (QZ-11)."""
        return current_round(state).timer if state.phase is Phase.MINUTE else None

    def change_timer(self, state: QuizState, change: Callable[[Timer], Timer]) -> QuizState:
        timer = current_round(state).timer
        return with_round(state, timer=change(timer)) if timer is not None else state

    def on_deadline(self, state: QuizState, now: int) -> Outcome:
        """QZ-12: the signal at 10 s left; QZ-13: the gong at zero."""
        if current_round(state).time_left(now) > 0:
            return [{"type": "signal", "at": now}]
        return [{"type": "gong", "at": now}]

    # --- the phones -------------------------------------------------------------------------
    def _set_look(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-27: an avatar and a hat, seen at the table."""
        seat = actor.player_seat
        expert = state.expert(seat)
        avatar = request.args.get("avatar", expert.avatar)
        hat = request.args.get("hat", expert.hat)
        if avatar is not None and avatar not in AVATARS:
            return reject(RejectionCode.BAD_ARGUMENT, f"no avatar {avatar!r}")
        if hat is not None and hat not in HATS:
            return reject(RejectionCode.BAD_ARGUMENT, f"no hat {hat!r}")
        if (avatar, hat) == (expert.avatar, expert.hat):
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "look_chosen", "seat": seat, "avatar": avatar, "hat": hat}]

    def _ready(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-03: everyone presses "Ready"."""
        seat = actor.player_seat
        ready = bool(request.args.get("ready", True))
        if state.expert(seat).ready == ready:
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "readiness", "seat": seat, "ready": ready}]

    def _ask_lifeline(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-07, QZ-15: only the captain asks; the Croupier activates it from the console."""
        seat = actor.player_seat
        try:
            lifeline = Lifeline(str(request.args["lifeline"]))
        except ValueError:
            return reject(RejectionCode.BAD_ARGUMENT, f"no lifeline {request.args['lifeline']!r}")
        if (refused := lifeline_refusal(state, lifeline, now)) is not None:
            return refused
        if current_match(state).asked is lifeline:
            return reject(RejectionCode.ALREADY_DONE, "already asked")
        return [{"type": "lifeline_asked", "lifeline": str(lifeline), "seat": seat}]

    def _name_answerer(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-07, QZ-13: the captain names any expert, themselves included; QZ-19: not one sent off."""
        target = int(request.args["seat"])
        if not state.seats.is_present(target):
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} is not at the table")
        if target in current_round(state).sitting_out:
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {target} sits out this round")  # QZ-19
        return [{"type": "answerer_named", "seat": target, "at": now}]

    # --- the console: lobby ---------------------------------------------------------------
    def _set_options(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        if not request.args:
            return reject(RejectionCode.BAD_ARGUMENT, "no option given")
        options = self._options(state.options, request.args)
        if isinstance(options, Rejection):
            return options
        if options == state.options:
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "options_set", "options": asdict(options)}]

    def _mark_black_box(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-31: before the game the Croupier marks one of the pack's questions as the black box
        (it leaves the envelopes); with no question, the pack's own black-box questions again."""
        question = str(request.args.get("question", ""))
        if question and not self.packs[state.options.pack].has(question):
            return reject(RejectionCode.BAD_ARGUMENT, f"the pack has no question {question!r}")
        if question == state.options.black_box:
            return reject(RejectionCode.ALREADY_DONE, "already so")
        return [{"type": "black_box_marked", "question": question}]

    def _draw_black_box(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-31: a black-box question drawn (by the seed) from the club's, another than the one chosen."""
        question, _ = state.rng.choice(black_box_pool(self.packs, state))
        return [{"type": "black_box_drawn", "question": question}]

    def _mark_captain(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-05: the experts choose the captain aloud; the Croupier marks him."""
        seat = int(request.args["seat"])
        if not state.seats.is_present(seat):
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {seat} is not at the table")
        if state.captain == seat:
            return reject(RejectionCode.ALREADY_DONE, f"seat {seat} is the captain")
        return [{"type": "captain_marked", "seat": seat}]

    def _may_start(self, state: QuizState, actor: Actor, now: int) -> Rejection | None:
        """QZ-01, QZ-03, QZ-05: 2-5 experts, all ready, a captain marked."""
        if (refused := in_lobby(state, actor, now)) is not None:
            return refused
        present = state.present()
        if len(present) < MIN_EXPERTS:
            return reject(RejectionCode.TOO_FEW_PLAYERS, f"a team has at least {MIN_EXPERTS} experts")
        not_ready = [s for s in present if not state.expert(s).ready]
        if not_ready:
            return reject(RejectionCode.WRONG_PHASE, f"not ready: seats {not_ready}")
        if state.captain is None or not state.seats.is_present(state.captain):
            return reject(RejectionCode.WRONG_PHASE, "mark the captain first")
        return pack_refusal(self.packs, state)  # QZ-31: checked now, not at import

    def _start(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-08: 15 envelopes from the pack onto the sectors; QZ-09, QZ-31: Zero gets the black box
        chosen in the lobby, or one of the pack's own."""
        pack = self.packs[state.options.pack]
        chosen = state.options.black_box
        gen, _ = state.rng.generator()
        envelopes = gen.sample([q.id for q in envelope_pool(pack, chosen)], ENVELOPES)
        black_box = chosen or gen.choice([q.id for q in pack.black_box])
        number = state.past[-1].number + 1 if state.past else 1
        return [
            {
                "type": "match_started",
                "match": number,
                "experts": state.present(),
                "sectors": [black_box, *envelopes],
            }
        ]

    # --- the console: the round ------------------------------------------------------------
    def _may_spin(self, state: QuizState, actor: Actor, now: int) -> Rejection | None:
        if state.phase is not Phase.ROULETTE:
            return reject(RejectionCode.WRONG_PHASE, "finish the round first")
        if state.captain is None or not state.seats.is_present(state.captain):
            return reject(RejectionCode.WRONG_PHASE, "mark the captain first")  # QZ-05
        return None

    def _spin(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-08: always a sector not yet played; QZ-10: no Zero in the first or the final round."""
        m = current_match(state)
        number = m.next_round()
        final = m.score() == (FINAL_SCORE, FINAL_SCORE)  # QZ-23
        free = [s for s in range(SECTORS) if s not in m.played()]
        if number == 1 or final:
            free = [s for s in free if s != ZERO]  # QZ-10 (house): the spin skips Zero
        if not free:  # cannot happen: at most 13 rounds are played (QZ-20, QZ-22)
            return reject(RejectionCode.WRONG_PHASE, "every sector has been played")
        sector, _ = state.rng.choice(free)
        return [{"type": "roulette_spun", "round": number, "sector": sector, "final": final}]

    def _may_time_go(self, state: QuizState, actor: Actor, now: int) -> Rejection | None:
        if state.phase is not Phase.QUESTION:
            return reject(RejectionCode.WRONG_PHASE, "only once the sector is out")
        return None

    def _time_go(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-11: "Время пошло": exactly 60 s; QZ-19: 40 s after a cut-time penalty."""
        m = current_match(state)
        r = current_round(state)
        total = quiz.CUT_TIME_MS if m.cut_time_for(r.number) else quiz.MINUTE_MS
        return [{"type": "minute_started", "total_ms": total, "at": now}]

    def _collect_debt(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-16: the round the Croupier picks to collect the debt: an answer at once, no minute."""
        return [{"type": "debt_collected", "round": current_round(state).number, "at": now}]

    def _use(self, state: QuizState, lifeline: Lifeline, now: int, **extra: Any) -> Outcome:
        number = current_round(state).number
        return [{"type": "lifeline_used", "lifeline": str(lifeline), "round": number, "at": now, **extra}]

    def _minute_on_credit(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-16: +60 s of discussion now; the debt is collected later."""
        return self._use(state, Lifeline.MINUTE_ON_CREDIT, now, add_ms=quiz.CREDIT_MS)

    def _clubs_help(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-17: a hint on the experts' phones and +60 s, during the main minute."""
        hint = str(request.args.get("hint", "")).strip() or self.question(state, current_round(state).question).hint
        if not hint:
            return reject(RejectionCode.BAD_ARGUMENT, "this question has no Club's help: type the hint")
        return self._use(state, Lifeline.CLUBS_HELP, now, add_ms=quiz.CLUBS_HELP_MS, hint=hint)

    def _hosts_help(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-18: an oral hint after the minute, no extra time."""
        return self._use(state, Lifeline.HOSTS_HELP, now)

    def _judge(self, state: QuizState, verdict: Verdict, now: int) -> Outcome:
        r = current_round(state)
        return [{"type": "round_judged", "round": r.number, "verdict": str(verdict), "at": now}]

    def _accept_answer(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-06: right: the point to the experts; QZ-07: only an answer the captain confirmed."""
        return self._judge(state, Verdict.EXPERTS, now)

    def _reject_answer(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-06: wrong (or no answer): the point to the viewers."""
        return self._judge(state, Verdict.VIEWERS, now)

    def _penalty(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-19: cut time (next round 40 s), sent off (sits out the next round), hat taken."""
        try:
            kind = PenaltyKind(str(request.args["kind"]))
        except ValueError:
            return reject(RejectionCode.BAD_ARGUMENT, f"no penalty {request.args['kind']!r}")
        m = current_match(state)
        r = m.round
        given_in = r.number if r is not None else 0
        applies_to = m.next_round()  # the round after this one, or the coming one between rounds
        seat = request.args.get("seat")
        if kind is PenaltyKind.CUT_TIME:
            if seat is not None:
                return reject(RejectionCode.BAD_ARGUMENT, "cut time punishes the team: no seat")
            if m.cut_time_for(applies_to):
                return reject(RejectionCode.ALREADY_DONE, "the next round is already cut")
            return [{"type": "penalty_given", "kind": str(kind), "seat": None,
                     "given_in": given_in, "applies_to": applies_to}]
        if seat is None:
            return reject(RejectionCode.BAD_ARGUMENT, "name the expert")
        seat = int(seat)
        if not state.seats.is_present(seat):
            return reject(RejectionCode.BAD_ARGUMENT, f"seat {seat} is not at the table")
        if kind is PenaltyKind.HAT_TAKEN:
            if m.hat_taken(seat):
                return reject(RejectionCode.ALREADY_DONE, "the hat is already taken")
            return [{"type": "penalty_given", "kind": str(kind), "seat": seat,
                     "given_in": given_in, "applies_to": given_in}]
        sent = set(m.sent_off_for(applies_to))
        if seat in sent:
            return reject(RejectionCode.ALREADY_DONE, "already sent off for the next round")
        if not [s for s in state.present() if s not in sent | {seat}]:
            return reject(RejectionCode.NOT_ALLOWED, "someone must be left to answer")
        return [{"type": "penalty_given", "kind": str(kind), "seat": seat,
                 "given_in": given_in, "applies_to": applies_to}]

    def _annul_round(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-20: at most two per game, nobody scores; QZ-21: a third ends the match."""
        m = current_match(state)
        if m.annulments() >= MAX_ANNULMENTS:
            return [{"type": "match_ended", "reason": "third_annulment"}]  # QZ-21
        return [{"type": "round_annulled", "round": current_round(state).number, "at": now}]

    def _to_lobby(self, state: QuizState, request: Request, actor: Actor, now: int) -> Outcome:
        """QZ-24: when the music ends, everyone returns to the lobby."""
        return [{"type": "returned_to_lobby"}]

    # --- views (PLT-05, PLT-10) -----------------------------------------------------------
    def public_view(self, state: QuizState, now: int) -> Json:
        return views.public_view(self.packs, state, now)

    def player_view(self, state: QuizState, seat: int, now: int) -> Json:
        return views.player_view(self.public_view(state, now), state, seat, now)

    def player_part(self, state: QuizState, seat: int, now: int) -> Json:
        return views.player_view({}, state, seat, now)  # ``me`` alone: the public part is made once

    def moderator_view(self, state: QuizState, now: int) -> Json:
        return views.moderator_view(self.packs, self.public_view(state, now), state, now)

    def board(self, view: Json) -> Json:
        return board.scene(view)  # PLT-13: the board from the public view alone

    # --- records (PLT-17, QZ-25) ----------------------------------------------------------
    def profile_awards(self, wins: int) -> list[str]:
        """QZ-26: every hippo earned by ``wins`` team wins, lowest first."""
        return [award for needed, award in HIPPOS if wins >= needed]

    def finished(self, state: QuizState) -> list[Json]:
        return views.finished(state)
