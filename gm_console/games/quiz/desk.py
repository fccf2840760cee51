"""The Croupier's desk (QZ-01..QZ-31): one key for every step of a round, the event log in the
Croupier's words and the names for the printed protocol; its panels in :mod:`.panels`, its sounds
in :mod:`.cues`.

Every button shows one of the desk's commands; a command is enabled when the moderator view's
``allowed`` lists its request. The desk decides nothing about the game.
"""

from __future__ import annotations

from typing import Any, ClassVar

from net.journal import Entry

from ... import views
from ...commands import Command
from ...desk import Desk, DeskContext
from ...panels.log import GAME_WORDS, JournalEvents, departure, request_of
from ...views import Json
from .cues import QuizCues
from .panels import (
    OPTION_SHORTCUTS,
    ExpertsPanel,
    LifelinesPanel,
    MinutePanel,
    QuestionPanel,
    QuizOptionsPanel,
    RoundPanel,
)
from .texts import QuizTexts

PENALTY_COMMANDS = {"cut_time": "cut_time", "sent_off": "sent_off", "hat_taken": "hat_taken"}
"""Command name → penalty kind (QZ-19)."""


class QuizDesk(Desk):
    """The Croupier's desk: every step of a round is one key."""

    commands: ClassVar[tuple[Command, ...]] = (
        Command("start", ("S",), ("start",)),
        Command("mark_black_box", ("Shift+B",), ("mark_black_box",)),
        Command("draw_black_box", ("B",), ("draw_black_box",)),
        Command("mark_captain", ("K",), ("mark_captain",)),
        Command("spin", ("R",), ("spin",)),
        Command("time_go", ("G",), ("time_go",)),
        Command("collect_debt", ("D",), ("collect_debt",)),
        Command("pause_resume", ("P",), ("pause_timer", "resume_timer")),
        Command("minute_on_credit", ("M",), ("minute_on_credit",)),
        Command("clubs_help", ("C",), ("clubs_help",)),
        Command("hosts_help", ("H",), ("hosts_help",)),
        Command("name_answerer", ("A",), ("name_answerer",)),
        Command("accept_answer", ("Y",), ("accept_answer",)),
        Command("reject_answer", ("N",), ("reject_answer",)),
        Command("cut_time", ("T",), ("penalty",)),
        Command("sent_off", ("O",), ("penalty",)),
        Command("hat_taken", ("X",), ("penalty",)),
        Command("annul_round", ("Shift+A",), ("annul_round",)),
        Command("to_lobby", ("L",), ("to_lobby",)),
    )
    menu: ClassVar[tuple[str | None, ...]] = (
        "start", "mark_captain", "mark_black_box", "draw_black_box", None, "spin", "time_go", "collect_debt",
        "pause_resume", None,
        "minute_on_credit", "clubs_help", "hosts_help", None, "name_answerer", "accept_answer", "reject_answer",
        None, "cut_time", "sent_off", "hat_taken", None, "annul_round", "to_lobby")
    stretch: ClassVar[dict[str, int]] = {"quiz_options": 0, "quiz_round": 0, "quiz_minute": 0,
                                         "quiz_question": 1, "quiz_lifelines": 0, "quiz_experts": 1}

    def __init__(self, ctx: DeskContext) -> None:
        super().__init__(ctx)
        model, commands = ctx.model, ctx.commands
        self.names = QuizTexts(self)
        self.options = QuizOptionsPanel(model, commands)
        self.round = RoundPanel(model, commands, self.names)
        self.minute = MinutePanel(model, commands)
        self.question = QuestionPanel(model)
        self.lifelines = LifelinesPanel(model, commands, self.names)
        self.experts = ExpertsPanel(model, commands, self.names)
        for name in ("options", "round", "minute", "question", "lifelines", "experts"):
            getattr(self, name).setObjectName(f"quiz_{name}")
        self.lobby = [self.options]
        self.middle = [self.round, self.minute, self.question]
        self.right = [self.lifelines, self.experts]
        self.cues = QuizCues(model, self.sounds, self)
        self._scoring = JournalEvents(model, ("match_started", "round_judged", "round_annulled"),
                                      lambda event: (str(event.get("type")), event.get("round"),
                                                     str(event.get("verdict"))))
        """The matches' starts, verdicts and annulments (QZ-06, QZ-20), read as the journal grows."""
        self.focus_actions = self.add_focus_keys(OPTION_SHORTCUTS, self.options.focus)
        self._connect_signals()

    def _connect_signals(self) -> None:
        super()._connect_signals()
        self.options.option_chosen.connect(self.on_option_chosen)

    def on_option_chosen(self, args: dict[str, Any]) -> None:
        self.submit("set_options", **args)
        self.options.redraw()  # a refused change springs back to what the view says

    def command_texts(self) -> dict[str, tuple[str, str]]:
        resume = "resume_timer" in self.model.allowed()
        return {
            "start": (self.tr("Start the game"),
                      self.tr("All experts ready and a captain marked: the envelopes go onto the roulette")),
            "mark_captain": (self.tr("Mark captain"), self.tr("Mark the expert selected as the team's captain")),
            "mark_black_box": (self.tr("Mark…"),
                               self.tr("Mark one of the pack's questions as the black box (it leaves the envelopes)")),
            "draw_black_box": (self.tr("Draw"), self.tr("Draw the black box from the club's black-box questions "
                                                      "in the pack's language")),
            "spin": (self.tr("Spin the roulette"), self.tr("Spin: it lands on a sector not yet played")),
            "time_go": (self.tr("Time starts now"), self.tr("Start the minute of discussion")),
            "collect_debt": (self.tr("Collect the debt"),
                             self.tr("Minute on credit paid back: no minute — the answer comes at once")),
            "pause_resume": (self.tr("Resume") if resume else self.tr("Pause"), self.tr("Pause or resume the minute")),
            "minute_on_credit": (self.tr("Minute on credit"), self.tr("+60 seconds now, paid back in a later round")),
            "clubs_help": (self.tr("Club's help"),
                           self.tr("The hint goes to the experts' screens and 60 seconds are added")),
            "hosts_help": (self.tr("Host's help"), self.tr("After the gong: give an oral hint, no extra time")),
            "name_answerer": (self.tr("Answers: selected expert"),
                              self.tr("The captain said who answers: the expert selected in the list")),
            "accept_answer": (self.tr("Right: point to the experts"),
                              self.tr("Accept the answer: the answer is shown and the experts score")),
            "reject_answer": (self.tr("Wrong: point to the viewers"),
                              self.tr("Reject the answer: the answer is shown and the viewers score")),
            "cut_time": (self.tr("Cut time"), self.tr("Penalty: the next round's minute is 40 seconds")),
            "sent_off": (self.tr("Sent off for a round"),
                         self.tr("Penalty: the selected expert sits out the next round")),
            "hat_taken": (self.tr("Loss of the hat"),
                          self.tr("Penalty: the selected expert loses the hat for the game")),
            "annul_round": (self.tr("Annul the round"), self.tr("Nobody scores, the sector is spent (at most two)")),
            "to_lobby": (self.tr("Back to the lobby"), self.tr("Everyone returns to the lobby, not ready")),
        }

    def selected_seat(self) -> int | None:
        seat = self.experts.selected_seat()
        return seat if seat is not None else self.ctx.selected_seat()

    def trigger(self, name: str) -> None:
        if name in ("start", "spin", "time_go", "collect_debt", "minute_on_credit", "hosts_help", "accept_answer",
                    "reject_answer", "to_lobby"):
            self.submit(name)
        elif name == "draw_black_box":
            self.submit(name)  # QZ-31
        elif name == "mark_black_box":
            chosen = self.options.pick_black_box()  # QZ-31
            if chosen is not None:
                self.submit(name, **({"question": chosen} if chosen else {}))
        elif name == "pause_resume":
            self.pause_or_resume()
        elif name == "clubs_help":
            hint = self.lifelines.hint_text()  # QZ-17: typed, else the question's own
            if self.submit("clubs_help", **({"hint": hint} if hint else {})):
                self.lifelines.hint.clear()
        elif name == "cut_time":
            self.submit("penalty", kind="cut_time")  # QZ-19
        elif name in ("mark_captain", "name_answerer", "sent_off", "hat_taken"):
            seat = self.selected_seat()
            if seat is None:
                self.ctx.show_error(self.tr("Select an expert in the list first"))
                return
            if name in ("mark_captain", "name_answerer"):
                self.submit(name, seat=seat)
            else:
                self.submit("penalty", kind=name, seat=seat)
        elif name == "annul_round":
            used = (self.model.game.get("annulments") or {}).get("used", 0)
            question = (self.tr("This is the third annulment: the match ends and everyone returns to the lobby. "
                                "Go on?") if used >= 2 else
                        self.tr("Annul this round? Nobody scores and the sector is spent."))
            if self.ctx.confirm(self.tr("Annul the round"), question):  # QZ-20, QZ-21
                self.submit("annul_round")

    def on_table_changed(self) -> None:
        self.show_pause_text()

    # --- the event log ---------------------------------------------------------------------------
    def _score_after(self, entry: Entry) -> tuple[int, int]:
        """(experts, viewers) once ``entry`` is in: the match's judged rounds, less the annulled
        (read from the journal's scoring events, not from its start at each verdict worded)."""
        verdicts: dict[object, str] = {}
        for seq, kept, (kind, number, verdict) in self._scoring():
            if seq > entry.seq:
                break
            if not kept and seq != entry.seq:
                continue
            if kind == "match_started":
                verdicts = {}
            elif kind == "round_judged":
                verdicts[number] = verdict
            elif kind == "round_annulled":
                verdicts.pop(number, None)
        sides = list(verdicts.values())
        return sides.count("experts"), sides.count("viewers")

    def log_line(self, entry: Entry, view: Json) -> object:
        """The match in the Croupier's words: the spins, "Время пошло", the signal and the gong, the
        lifelines, who answers, the verdicts with the score, the penalties and the annulments; the
        experts' readiness, looks and requests from their phones. Nothing here is secret: the answer
        stays on the desk (QZ-06)."""
        kind, args, who = request_of(entry, view)
        words: list[str] = []
        for event in entry.events:
            words.extend(self._event_words(entry, event, view))
        texts = {
            "set_look": lambda: self.tr("%1 chooses a look").replace("%1", who),
            "ready": lambda: (self.tr("%1 is ready") if args.get("ready", True) else self.tr("%1 is not ready"))
            .replace("%1", who),
            "ask_lifeline": lambda: self.tr("Captain %1 asks for: %2").replace("%1", who).replace(
                "%2", self.names.lifeline(str(args.get("lifeline")))),
            "set_options": lambda: self.tr("Options: %1").replace("%1", self._options_words(args)),
            "penalty": lambda: self._penalty_words(entry, view),
        }
        if kind == "name_answerer" and entry.actor.startswith("player"):
            return self.tr("Captain %1 names who answers: %2").replace("%1", who).replace(
                "%2", views.nickname(view, args.get("seat")))
        if kind in texts:
            return " · ".join([texts[kind](), *words])
        if words and kind not in ("join", "pause_timer", "resume_timer", "restored", "undo"):
            if kind in ("kick", "leave"):
                words.insert(0, departure(kind, view, args))
            return " · ".join(words)
        return GAME_WORDS

    def _event_words(self, entry: Entry, event: Json, view: Json) -> list[str]:
        kind = event.get("type")
        if kind == "look_chosen":
            look = [self.names.avatar(event.get("avatar")) if event.get("avatar") else "",
                    self.names.hat(event.get("hat")) if event.get("hat") else ""]
            return [", ".join(w for w in look if w)] if any(look) else []
        if kind == "captain_marked":
            return [self.tr("Captain: %1").replace("%1", views.nickname(view, event.get("seat")))]
        if kind == "black_box_marked":  # QZ-31: which question, never its text
            question = str(event.get("question") or "")
            return [self.tr("Black box marked: question %1").replace("%1", self._question_number(question))
                    if question else self.tr("Black box: one of the pack's own")]
        if kind == "black_box_drawn":
            pack_id = str(event.get("question") or "").partition("/")[0]
            pack = getattr(self.model.table.game, "packs", {}).get(pack_id)
            return [self.tr("Black box drawn from “%1”").replace("%1", pack.title if pack is not None else pack_id)]
        if kind == "match_started":
            return [self.tr("Match %1 starts: %2").replace("%1", str(event.get("match"))).replace(
                "%2", views.names(view, list(event.get("experts") or [])))]
        if kind == "roulette_spun":
            number, sector = str(event.get("round")), event.get("sector")
            text = (self.tr("Round %1 · Zero: the black box").replace("%1", number) if sector == 0
                    else self.tr("Round %1 · sector %2").replace("%1", number).replace("%2", str(sector)))
            return [text + " · " + self.tr("the final round, 5:5") if event.get("final") else text]  # QZ-23
        if kind == "minute_started":
            return [self.tr("“Time starts now”: %1 s").replace("%1", str(int(event.get("total_ms", 0)) // 1000))]
        if kind == "debt_collected":
            return [self.tr("Minute on credit paid back: no minute — the answer comes at once")]
        if kind == "signal":
            return [self.tr("Signal: ten seconds left")]
        if kind == "gong":
            return [self.tr("Gong! Discussion is over")]
        if kind == "lifeline_used":
            text = self.tr("Lifeline: %1").replace("%1", self.names.lifeline(event.get("lifeline")))
            if event.get("add_ms"):
                text += " " + self.tr("(+%1 s)").replace("%1", str(int(event["add_ms"]) // 1000))
            if event.get("hint"):
                text += " · " + self.tr("hint: %1").replace("%1", str(event["hint"]))
            return [text]
        if kind == "answerer_named":
            return [self.tr("Answering: %1").replace("%1", views.nickname(view, event.get("seat")))]
        if kind == "round_judged":
            experts, viewers = self._score_after(entry)
            score = f"{experts}:{viewers}"
            right = event.get("verdict") == "experts"
            text = (self.tr("Round %1: right, a point to the experts (%2)") if right
                    else self.tr("Round %1: wrong, a point to the viewers (%2)"))
            words = [text.replace("%1", str(event.get("round"))).replace("%2", score)]
            to_win = int((views.game(view).get("score") or {}).get("to_win") or 6)
            if max(experts, viewers) >= to_win:  # QZ-22, QZ-24
                words.append(self.names.outcome("experts" if experts >= to_win else "viewers"))
            return words
        if kind == "round_annulled":
            return [self.tr("Round %1 annulled: nobody scores").replace("%1", str(event.get("round")))]
        if kind == "match_ended":
            return [self.names.outcome(event.get("reason"))]
        if kind == "returned_to_lobby":
            return [self.tr("Everyone returns to the lobby")]
        return []

    def _question_number(self, question_id: str) -> str:
        """A question of the chosen pack as the file numbers it ("1 тур, 5"), else its id."""
        pack = getattr(self.model.table.game, "packs", {}).get(str((self.model.game.get("options") or {}).get("pack")))
        if pack is None or not pack.has(question_id):
            return question_id
        q = pack.question(question_id)
        tour = pack.tours[q.tour - 1].title if 0 < q.tour <= len(pack.tours) else ""
        return f"{tour}, {q.number}" if tour and q.number else q.number or question_id

    def _options_words(self, args: Json) -> str:
        words = []
        if "pack" in args:
            packs = getattr(self.model.table.game, "packs", {})
            pack = packs.get(args["pack"])
            words.append(self.tr("pack: %1").replace("%1", pack.title if pack is not None else str(args["pack"])))
        if "show_question" in args:
            words.append(self.tr("the question on the screens") if args["show_question"]
                         else self.tr("the question only read aloud"))
        if "call_link" in args:
            words.append(self.tr("call link: %1").replace("%1", str(args["call_link"])) if args["call_link"]
                         else self.tr("no call link"))
        return ", ".join(words)

    def _penalty_words(self, entry: Entry, view: Json) -> str:
        """QZ-19: the penalty, whom it hits and the round it bites."""
        event = next((e for e in entry.events if e.get("type") == "penalty_given"), {})
        kind = str(event.get("kind"))
        penalty = self.names.penalty(kind)
        if event.get("seat") is None:
            text = self.tr("Penalty: %1").replace("%1", penalty)
        else:
            text = self.tr("Penalty for %1: %2").replace("%1", views.nickname(view, event.get("seat"))).replace(
                "%2", penalty)
        if kind == "hat_taken":  # until the end of the game
            return text
        return text + " · " + self.tr("round %1").replace("%1", str(event.get("applies_to")))

    def protocol_names(self) -> dict[str, str]:
        names = {code: self.names.outcome(code) for code in ("experts", "viewers", "third_annulment", "no_experts")}
        names.update({code: self.names.penalty(code) for code in PENALTY_COMMANDS})
        # PLT-18: each finished entry is a whole game here, not a round
        names["@rounds"], names["@round"] = self.tr("Games"), self.tr("Game")
        return names

    def focus(self, name: str) -> bool:
        if name in self.focus_actions:
            self.options.focus(name)
            return True
        if name == "experts":
            self.experts.table.setFocus()
            return True
        return False
