"""Club mafia's desk (MAF-01..MAF-24): every step of an evening a single key or click.

The view's ``next`` names the request the step waits for; **N** (or Space) sends it when it needs
no arguments, or puts the keyboard where the host types them (the hands of a vote). Places are
picked with a click on the seat ring or by typing their number (``1`` then ``2`` quickly: place
12); **F**, **V**, **T**, **H**, **B** act on the picked place. Every request here is undoable with
the window's Ctrl+Z (PLT-04), except what revealed a secret.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, ClassVar

from PySide6.QtCore import Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from net.journal import OK, Entry
from rules.mafia.roles import SLOT_ACTION

from ... import views
from ...commands import Command
from ...desk import Desk, DeskContext
from ...panels.log import GAME_WORDS, HostPlayed, JournalEvents, request_of
from ...views import Json
from .cues import MafiaCues
from .panels import (
    CompositionPanel,
    EveningPanel,
    FoulsPanel,
    NightPanel,
    ResultsPanel,
    RingPanel,
    StepPanel,
    TurnsPanel,
    VotePanel,
)
from .panels.evening import ADULT_SHORTCUT, NICKNAME_SHORTCUT
from .texts import MafiaTexts, place_name, place_row, places

STEPS = ("seat_players", "deal", "start_game", "next_speaker", "hands", "expel_anyone", "car_crash",
         "night_action", "morning")
"""The requests a step of the evening may wait for (the view's ``next``)."""
WITHOUT_ARGS = frozenset({"seat_players", "deal", "start_game", "next_speaker", "morning"})
PICK_WINDOW_S = 1.2
"""Two digits typed within this time pick a two-digit place (``1``, ``2`` → 12)."""


class MafiaDesk(Desk):
    commands: ClassVar[tuple[Command, ...]] = (
        Command("next_step", ("N", "Space"), STEPS),
        Command("pause_resume", ("P",), ("pause_timer", "resume_timer")),
        Command("under_foul", ("U",), ("under_foul",)),
        Command("foul", ("F",), ("foul",)),
        Command("nominate", ("V",), ("nominate",)),
        Command("night_target", ("T",), ("night_action",)),
        Command("night_hidden", ("H",), ("night_action",)),
        Command("night_nobody", ("X",), ("night_action",)),
        Command("seat_players", ("S",), ("seat_players",)),
        Command("deal", ("D",), ("deal",)),
        Command("start_game", ("G",), ("start_game",)),
        Command("morning", ("M",), ("morning",)),
        Command("bonus_plus", ("B",), ("bonus",)),
        Command("bonus_minus", ("Shift+B",), ("bonus",)),
        Command("abort_game", ("Shift+A",), ("abort_game",)),
        Command("record", ("R",)),
    )
    menu: ClassVar[tuple[str | None, ...]] = (
        "next_step", None, "seat_players", "deal", "start_game", None, "pause_resume", "under_foul", "foul",
        "nominate", None, "night_target", "night_hidden", "night_nobody", "morning", None, "bonus_plus",
        "bonus_minus", None, "abort_game", None, "record")
    stretch: ClassVar[dict[str, int]] = {"mafia_evening": 3, "step": 0, "ring": 3, "vote": 1, "night": 1,
                                         "composition": 2, "turns": 1, "fouls": 0, "results": 1}

    def __init__(self, ctx: DeskContext) -> None:
        super().__init__(ctx)
        model, commands = ctx.model, ctx.commands
        self.picked: int | None = None
        self._typed: tuple[int, float] | None = None
        self.texts = MafiaTexts(model, lambda: ctx.language.code, self)
        self.step = StepPanel(model, commands, self.texts)
        self.ring = RingPanel(model, commands, self.texts)
        self.vote = VotePanel(model, self.texts)
        self.night = NightPanel(model, self.texts)
        self.composition = CompositionPanel(model, commands, self.texts)
        self.evening = EveningPanel(model)
        self.turns = TurnsPanel(model)
        self.fouls = FoulsPanel(model)
        self.results = ResultsPanel(model, self.texts)
        names = {"step": self.step, "ring": self.ring, "vote": self.vote, "night": self.night,
                 "composition": self.composition, "mafia_evening": self.evening, "turns": self.turns,
                 "fouls": self.fouls, "results": self.results}
        for name, panel in names.items():
            panel.setObjectName(name)
        self.lobby = [self.evening]
        # the ring in the middle with the step; the vote, the night, the composition and the results
        # beside it: each column fits a laptop's height in every phase (PLT-12)
        self.middle = [self.step, self.ring]
        self.right = [self.turns, self.fouls, self.vote, self.night, self.composition, self.results]
        self.pick_actions: list[QAction] = []
        for digit in range(10):  # places are picked by their numbers
            action = ctx.add_shortcut(f"pick_{digit}", str(digit))
            action.triggered.connect(lambda _=False, d=digit: self.on_digit(d))
            self.pick_actions.append(action)
        self.add_focus_keys({"nickname": NICKNAME_SHORTCUT}, lambda _name: self.evening.nickname.setFocus())
        adult = ctx.add_shortcut("toggle_adult", ADULT_SHORTCUT)  # MAF-03: 21+ ticked without the mouse
        adult.triggered.connect(self.evening.adult.toggle)
        unpick = ctx.add_shortcut("unpick", "Escape")
        unpick.triggered.connect(lambda: self.pick(None))
        self.pick_actions.append(unpick)
        self.cues = MafiaCues(model, ctx.sounds, self)
        # MAF-23: the room's microphone, recorded per game while the host has it on
        self.record_action = commands.action("record")
        self.record_action.setCheckable(True)
        self.rec_label = QLabel()
        self.rec_label.setObjectName("recording")
        self.rec_label.setStyleSheet("color: #c62828; font-weight: bold;")
        self.rec_label.hide()
        ctx.add_status_widget(self.rec_label)
        self._recording_game: int | None = None
        self.host_played = HostPlayed(model)
        self._seatings = JournalEvents(model, "players_seated", lambda event: {
            int(p["place"]): int(p["seat"]) for p in event.get("places") or []})
        """The journal's seatings (seq, kept, place → seat), for the event log."""
        self._connect_signals()

    def _connect_signals(self) -> None:
        super()._connect_signals()
        self.ring.ring.place_clicked.connect(self.pick)
        self.night.action_chosen.connect(self.night_action)
        self.evening.player_added.connect(self.on_player_added)
        self.evening.removal_asked.connect(self.on_removal_asked)
        self.composition.custom_role_asked.connect(self.on_custom_role_asked)
        recorder = self.ctx.recorder
        if recorder is not None:
            recorder.failed.connect(self.on_record_failed)
            recorder.changed.connect(self.show_recording)
            recorder.timed.connect(self.on_recording_timed)

    # --- commands --------------------------------------------------------------------------------
    def command_texts(self) -> dict[str, tuple[str, str]]:
        game = views.game(self.model.view)
        step = game.get("next")
        return {
            "next_step": (self.texts.next_step(step) or self.tr("Next step"),
                          self.tr("Do what the game waits for now")),
            "pause_resume": (self.tr("Resume") if "resume_timer" in self.model.allowed() else self.tr("Pause"),
                             self.tr("Pause or resume the speech")),
            "under_foul": (self.tr("+30 s under foul"),
                           self.tr("The speaker takes 30 seconds more for a foul, twice a game")),
            "foul": (self.tr("Foul"), self.tr("Give the picked seat a foul; the third removes the player")),
            "nominate": (self.tr("Nominate"),
                         self.tr("The speaker nominates the picked seat (one or two)")),
            "night_target": (self.tr("Night action"),
                             self.tr("The role awake now acts on the picked seat")),
            "night_hidden": (self.tr("Kill without reveal"),
                             self.tr("The swindler's kill on the picked seat, once a game")),
            "night_nobody": (self.tr("Nobody"), self.tr("The role awake now does nothing")),
            "seat_players": (self.tr("Seat by lot"), self.tr("Give the line-up seats by lot")),
            "deal": (self.tr("Deal"), self.tr("Deal the cards of the composition")),
            "start_game": (self.tr("Start day 1"), self.tr("Day 1 opens with free talk")),
            "morning": (self.tr("Morning"), self.tr("Announce the night's results")),
            "bonus_plus": (self.tr("Bonus +1"), self.tr("A bonus point for the picked seat")),
            "bonus_minus": (self.tr("Bonus −1"), self.tr("Take a point from the picked seat")),
            "abort_game": (self.tr("Abort the game"), self.tr("End the game now: nobody scores")),
            "record": (self.tr("Record the room"),
                       self.tr("Record the room's microphone during each game (recordings are deleted after "
                               "3 days)")),
        }

    def trigger(self, name: str) -> None:
        game = views.game(self.model.view)
        if name == "next_step":
            self.next_step()
        elif name == "pause_resume":
            self.pause_or_resume()
        elif name == "under_foul":  # MAF-19: the current speaker
            if game.get("speaker") is not None:
                self.submit("under_foul", place=game["speaker"])
        elif name in ("foul", "nominate", "bonus_plus", "bonus_minus"):
            place = self._picked_or_say()
            if place is None:
                return
            if name == "foul":
                self.submit("foul", place=place)  # MAF-18
            elif name == "nominate":
                self.submit("nominate", target=place)  # MAF-08
            else:
                self.submit("bonus", place=place, points=1 if name == "bonus_plus" else -1)
        elif name == "night_target":
            self.night_action(None)
        elif name == "night_hidden":
            self.night_action("kill_hidden")
        elif name == "night_nobody":
            self.night_action("nothing")
        elif name in ("seat_players", "deal", "start_game", "morning"):
            self.submit(name)
        elif name == "record":
            self.follow_recording()
        elif name == "abort_game" and self.ctx.confirm(self.tr("Abort the game"),
                                                       self.tr("Abort this game? Nobody scores.")):
            self.submit("abort_game")

    def next_step(self) -> None:
        """The step the view waits for (its ``next``): sent, or the keyboard goes where it is typed."""
        step = views.game(self.model.view).get("next")
        if step in WITHOUT_ARGS:
            self.submit(str(step))
        elif step in ("hands", "expel_anyone", "car_crash"):
            self.vote.focus_entry()
        elif step == "night_action":
            if self.picked is not None:
                self.night_action(None)
            else:
                self.ctx.show_error(self.tr("Pick the target: click a seat or type its number"))

    def night_action(self, action: str | None) -> None:
        """MAF-15, MAF-16: the step awake now; ``None``: the step's own action."""
        args: dict[str, Any] = {}
        if action is not None:
            args["action"] = action
        if action != "nothing":
            place = self._picked_or_say()
            if place is None:
                return
            args["target"] = place
        if self.submit("night_action", **args):
            self.pick(None)

    def _picked_or_say(self) -> int | None:
        if self.picked is None:
            self.ctx.show_error(self.tr("Pick a seat first: click it or type its number"))
        return self.picked

    # --- the panels' requests ---------------------------------------------------------------------
    @Slot(str, bool)
    def on_player_added(self, nickname: str, adult: bool) -> None:
        """MAF-02, MAF-03: the host signs someone up who has no phone; 21+ must be ticked."""
        if self.submit("add_player", nickname=nickname, adult=adult):
            self.evening.on_added()

    @Slot(int)
    def on_removal_asked(self, seat: int) -> None:
        name = views.nickname(self.model.view, seat)
        if self.ctx.confirm(self.tr("Remove from the evening"),
                            self.tr("Take %1 off tonight's list?").replace("%1", name)):
            self.submit("remove_player", seat=seat)

    @Slot(dict)
    def on_custom_role_asked(self, args: dict[str, Any]) -> None:
        """MAF-05: a custom role for this game only."""
        if self.submit("add_custom_role", **args):
            self.composition.custom_name.clear()

    # --- picking a place ----------------------------------------------------------------------------
    @Slot(object)
    def pick(self, place: int | None) -> None:
        self.picked = place
        self.ring.set_picked(place)
        self.night.set_picked(place)

    def on_digit(self, digit: int, now: float | None = None) -> None:
        """``1`` picks place 1; ``1`` then ``2`` within :data:`PICK_WINDOW_S` picks 12; ``0`` alone is 10."""
        now = time.monotonic() if now is None else now
        numbers = {int(p["place"]) for p in places(self.model.view)}
        typed = self._typed
        place = digit or 10
        if typed is not None and now - typed[1] <= PICK_WINDOW_S and typed[0] * 10 + digit in numbers:
            place = typed[0] * 10 + digit
            self._typed = None
        else:
            self._typed = (digit, now)
        if place in numbers:
            self.pick(place)

    # --- the table changed --------------------------------------------------------------------------
    def on_table_changed(self) -> None:
        commands = self.ctx.commands
        self.show_pause_text()
        game = views.game(self.model.view)
        allowed = self.model.allowed()
        step = game.get("next")
        commands.action("next_step").setEnabled(step in allowed)
        commands.action("next_step").setText(self.texts.next_step(step) or self.tr("Next step"))
        wizard = game.get("wizard") or {}
        commands.action("night_hidden").setEnabled(
            "night_action" in allowed and "kill_hidden" in (wizard.get("actions") or []))
        commands.action("under_foul").setEnabled("under_foul" in allowed and game.get("speaker") is not None)
        if self.picked is not None:
            row = place_row(self.model.view, self.picked)
            if row is None:
                self.pick(None)
        self.follow_recording()

    # --- the room's recording (MAF-23) -----------------------------------------------------------------
    def follow_recording(self) -> None:
        """Record while a game is on and the host has recording on; one file per game."""
        recorder = self.ctx.recorder
        if recorder is None:
            return
        game = views.game(self.model.view)
        number = game.get("game")
        on = (self.record_action.isChecked() and game.get("phase") not in (None, "evening", "seated", "game_over")
              and isinstance(number, int))
        if on and self._recording_game != number:
            table = self.model.view.get("table") or {}
            name = time.strftime("%Y-%m-%d-%H%M") + f"-mafia-{table.get('code', '')}-game-{number}"
            self._recording_game = number if recorder.start(name, clock=self.model.table.clock) else None
            if self._recording_game is None:
                self.record_action.setChecked(False)
        elif not on and self._recording_game is not None:
            recorder.stop()
            self._recording_game = None
        self.show_recording()

    @Slot()
    def show_recording(self) -> None:
        recorder = self.ctx.recorder
        recording = recorder is not None and recorder.recording()
        self.rec_label.setText(self.tr("● Recording game %1").replace("%1", str(self._recording_game or "")))
        self.rec_label.setVisible(recording)

    @Slot(str, object)
    def on_recording_timed(self, file: str, started_ms: int) -> None:
        """MAF-23: the recording's start, journaled with its game, so the review's timeline meets
        the audio within a second (``net.review``)."""
        if self._recording_game is not None:
            self.model.table.note_recording(file, self._recording_game, started_ms)

    @Slot(str)
    def on_record_failed(self, reason: str) -> None:
        if reason == "no microphone on this machine":
            text = self.tr("No microphone on this machine: the game goes on without a recording")
        else:
            text = self.tr("The recording stopped: %1").replace("%1", reason)
        self.ctx.show_message(text, 20000)
        self.record_action.setChecked(False)
        self._recording_game = None
        self.show_recording()

    # --- the event log ---------------------------------------------------------------------------------
    def _seating(self, entry: Entry) -> dict[int, int]:
        """Place → seat of the game the entry belongs to (a place means someone else in each game);
        the journal's seatings are read as it grows (:class:`JournalEvents`)."""
        found: dict[int, int] = {}
        for seq, kept, places_now in self._seatings():
            if seq > entry.seq:
                break
            if kept or entry.status != OK:
                found = places_now
        return found

    def log_line(self, entry: Entry, view: Json) -> object:
        """The evening in the event log, places with their numbers and nicknames ("Foul: place 7
        (Ola)"). A night step's target and a check's result show only when the host does not play;
        a player's publication choice stays private (MAF-24)."""
        kind, args, who = request_of(entry, view)
        seating = self._seating(entry)

        def place(number: object) -> str:
            if not isinstance(number, int):
                return str(number or "")
            seat = seating.get(number)
            if seat is None:
                row = place_row(view, number)
                nick = str(row.get("nickname") or "") if row is not None else ""
            else:
                nick = views.nickname(view, seat)
            return (self.tr("seat %1 (%2)").replace("%1", str(number)).replace("%2", nick) if nick
                    else self.tr("seat %1").replace("%1", str(number)))

        after = self._outcome(entry, view, place)

        def line(*parts: str) -> str:
            return " · ".join([*parts, *after])

        if kind == "publication":
            return None  # MAF-24: the player's own business
        if kind == "night_action":
            return line(self._night_words(entry, view, place))
        words = {
            "sign_up": lambda: self.tr("%1 signs up (21+)").replace("%1", who),
            "confirm_evening": lambda: self.tr("%1 confirms for the evening").replace("%1", who),
            "withdraw": lambda: self.tr("%1 withdraws").replace("%1", who),
            "card_seen": lambda: self.tr("Card seen: %1").replace("%1", place(self._event(entry, "card_seen").get(
                "place"))),
            "set_options": lambda: self.tr("Options: %1").replace("%1", self._options_words(args)),
            "add_player": lambda: self.tr("Added by the host: %1 (21+)").replace("%1", str(args.get("nickname"))),
            "remove_player": lambda: self.tr("Removed from the evening: %1").replace(
                "%1", views.nickname(view, args.get("seat"))),
            "set_role_count": lambda: self.tr("Composition: %1 — %2").replace(
                "%1", self.texts.role(str(args.get("role")))).replace("%2", str(args.get("count"))),
            "add_custom_role": lambda: self.tr("Custom role: %1 (%2)").replace("%1", str(args.get("name"))).replace(
                "%2", self.texts.team(str(args.get("team")))),
            "nominate": lambda: self.tr("Nomination: %1, by %2").replace("%1", place(args.get("target"))).replace(
                "%2", place(self._event(entry, "nominated").get("by"))),
            "hands": lambda: self.tr("Hands for %1: %2").replace("%1", place(args.get("place"))).replace(
                "%2", str(args.get("count"))),
            "foul": lambda: self.tr("Foul: %1").replace("%1", place(args.get("place"))),
            "under_foul": lambda: self.tr("+30 s under foul: %1").replace("%1", place(args.get("place"))),
            "bonus": lambda: self.tr("Bonus %1: %2").replace("%1", f"{int(args.get('points', 0)):+d}").replace(
                "%2", place(args.get("place"))),
            "morning": lambda: self.tr("Morning"),
        }
        if kind in words:
            return line(words[kind]())
        if kind in ("seat_players", "deal", "start_game", "next_speaker", "expel_anyone", "car_crash",
                    "abort_game") and after:
            return line()
        return GAME_WORDS

    @staticmethod
    def _event(entry: Entry, kind: str) -> Json:
        return next((e for e in entry.events if e.get("type") == kind), {})

    def _options_words(self, args: Json) -> str:
        words = []
        if "capacity" in args:
            words.append(self.tr("capacity %1").replace("%1", str(args["capacity"])))
        if "host_plays" in args:
            words.append(self.tr("the host plays") if args["host_plays"] else self.tr("the host does not play"))
        if "first_free_talk_seconds" in args:
            words.append(self.tr("day 1 free talk %1 s").replace("%1", str(args["first_free_talk_seconds"])))
        if "free_talk_seconds" in args:
            words.append(self.tr("free talk %1 s").replace("%1", str(args["free_talk_seconds"])))
        return ", ".join(words)

    def _night_words(self, entry: Entry, view: Json, place: Callable[[object], str]) -> str:
        """MAF-15, MAF-16: the night step in words; its target and result only when the host does
        not play (now, or when the step was entered)."""
        event = next((e for e in entry.events if e.get("type") in ("night_action", "checked")), {})
        head = self.tr("Night %1").replace("%1", str(event.get("night", ""))) + " · " + self.texts.slot(
            event.get("slot"))
        if views.host_plays(view) or self.host_played(entry):
            return head + ": " + self.tr("done")
        action, target = event.get("action"), event.get("target")
        if action == "nothing" or target is None:
            return head + ": " + self.texts.action("nothing")
        text = head + ": " + place(target)
        if action != SLOT_ACTION.get(str(event.get("slot")), action):
            text = head + ": " + self.texts.action(action) + " → " + place(target)
        if event.get("type") == "checked":
            if event.get("slot") == "boss_check":
                result = self.tr("the commissar!") if event.get("result") else self.tr("not the commissar")
            else:
                result = self.tr("black!") if event.get("result") else self.tr("not black")
            text += " — " + result
        return text

    def _outcome(self, entry: Entry, view: Json, place: Callable[[object], str]) -> list[str]:
        """What the table saw follow from an entry: the roster's moves, the phases and speeches, the
        votes, who left (with the role when revealed, MAF-06) and the winner."""
        words: list[str] = []
        for event in entry.events:
            kind = event.get("type")
            if kind == "evening_confirmed":
                words.append(self.tr("in the line-up") if event.get("to") == "lineup" else self.tr("in the reserve"))
            elif kind == "moved_in":
                words.append(self.tr("%1 moves in from the reserve").replace(
                    "%1", views.nickname(view, event.get("seat"))))
            elif kind == "players_seated":
                words.append(self.tr("Game %1: seats drawn by lot").replace("%1", str(event.get("game"))))
                immune = event.get("immune") or []
                if immune:
                    words.append(self.tr("immune: %1").replace("%1", ", ".join(place(p) for p in immune)))
            elif kind == "cards_dealt":
                words.append(self.tr("Cards dealt for %1 seats").replace("%1", str(len(event.get("roles") or []))))
            elif kind == "phase_entered":
                phase = str(event.get("phase"))
                if phase == "night":
                    words.append(self.tr("Night %1").replace("%1", str(event.get("night"))))
                elif phase == "free_talk":
                    words.append(self.tr("Day %1").replace("%1", str(event.get("day"))) + " · "
                                 + self.texts.phase(phase))
                else:
                    words.append(self.texts.phase(phase))
            elif kind == "speech_started":
                words.append(self.tr("Speaks: %1").replace("%1", place(event.get("place"))))
            elif kind in ("vote_closed", "first_day_asked", "car_crash_asked"):
                words.append(self.texts.vote(event))
            elif kind == "morning":
                if event.get("night") and not event.get("victims"):
                    words.append(self.tr("nobody was killed"))
                if event.get("silenced"):
                    words.append(self.tr("silenced: %1").replace(
                        "%1", ", ".join(place(p) for p in event["silenced"])))
            elif kind == "player_out":
                words.append(self.tr("Out: %1, %2 — %3").replace("%1", place(event.get("place"))).replace(
                    "%2", self.texts.out(event.get("how"))).replace("%3", self.texts.role(event.get("role"))))
            elif kind == "player_out_hidden":
                words.append(self.tr("Out: %1, %2 — %3").replace("%1", place(event.get("place"))).replace(
                    "%2", self.texts.out(event.get("how"))).replace("%3", self.tr("not revealed")))
            elif kind == "game_over":
                words.append(self.texts.winner(event.get("result")))
        return words

    def protocol_names(self) -> dict[str, str]:
        names = {role: self.texts.role(role) for role in self.texts.roles()}
        for code in ("reds", "blacks", "draw", "aborted"):
            names[code] = self.texts.winner(code)
        for code in ("killed", "expelled", "fouls", "kamikaze"):  # PLT-18: how a player went out, in words
            names[code] = self.texts.out(code)
        return names

    def focus(self, name: str) -> bool:
        if name == "vote":
            self.vote.focus_entry()
            return True
        return False

    def picked_text(self) -> str:
        return place_name(self.model.view, self.picked)
