"""SUSPI's desk (SUS-01..SUS-46): one key for every step (deal, next step, pause, ±30 s, abort),
the event log in the game's words (nothing secret while the host plays, SUS-03) and the names for
the printed protocol; its panels in :mod:`.panels`, its sounds in :mod:`.cues`."""

from __future__ import annotations

from typing import ClassVar

from net.journal import Entry

from ... import views
from ...commands import Command
from ...desk import Desk, DeskContext
from ...panels.log import GAME_WORDS, HostPlayed, departure, request_of
from ...views import Json
from .cues import SuspiCues
from .panels import (
    SHORTCUTS,
    CardsPanel,
    ChosenPanel,
    CouncilPanel,
    FatesPanel,
    OptionsPanel,
    ResultPanel,
    StepsPanel,
    SuspiTimerPanel,
    VillaPanel,
)
from .texts import (
    GOAL_NAMES,
    PHASES,
    REASONS,
    ROLE_NAMES,
    ROLES,
    WINNERS,
    SuspiNames,
    goal_text,
    nick_list,
    phase_text,
    reason_text,
    role_text,
    winner_text,
)

PLAYING = frozenset({"dealt", "night", "dawn", "day", "council", "verdict"})
"""The phases with a clock, picks and the villa's map on the desk; the others show the results."""
COUNCILS = frozenset({"day", "council", "verdict", "unmasking", "over"})
"""The phases whose desk shows the council: the one under way and the verdicts so far."""


class SuspiDesk(Desk):
    commands: ClassVar[tuple[Command, ...]] = (
        Command("deal", ("D",), ("deal",)),
        Command("advance", ("N",), ("advance",)),
        Command("pause_resume", ("P",), ("pause_timer", "resume_timer")),
        Command("add_time", ("+", "="), ("add_time",)),
        Command("take_time", ("-",), ("add_time",)),
        Command("abort_game", ("A",), ("abort_game",)),
    )
    menu: ClassVar[tuple[str | None, ...]] = (
        "deal", "advance", None, "pause_resume", "add_time", "take_time", None, "abort_game")
    stretch: ClassVar[dict[str, int]] = {"options": 0, "steps": 0, "timer": 0, "chosen": 0, "villa": 2,
                                         "council": 1, "fates": 0, "cards": 2, "result": 2}

    def __init__(self, ctx: DeskContext) -> None:
        super().__init__(ctx)
        model = ctx.model
        self.names = SuspiNames(model)
        self.options = OptionsPanel(model)
        self.steps = StepsPanel(model, ctx.commands)
        self.timer = SuspiTimerPanel(model, ctx.commands)
        self.chosen = ChosenPanel(model)
        self.villa = VillaPanel(model, self.names)
        self.council = CouncilPanel(model)
        self.fates = FatesPanel(model)
        self.cards = CardsPanel(model, self.names)
        self.result = ResultPanel(model, self.names)
        for name in ("options", "steps", "timer", "chosen", "villa", "council", "fates", "cards", "result"):
            getattr(self, name).setObjectName(name)
        self.lobby = [self.options]
        # the middle shows the game being played, or its end (PLT-12: a laptop's height holds each)
        self.middle = [self.steps, self.timer, self.villa, self.result]
        self.right = [self.council, self.chosen, self.fates, self.cards]
        self.cues = SuspiCues(model, ctx.sounds, self)
        self.focus_actions = self.add_focus_keys(SHORTCUTS, self.options.focus)
        self.host_played = HostPlayed(model)
        self._connect_signals()

    def _connect_signals(self) -> None:
        super()._connect_signals()
        self.options.options_chosen.connect(self.on_options_chosen)
        self.options.composition_chosen.connect(self.on_composition_chosen)

    def _advance_text(self) -> str:
        phase = views.game(self.model.view).get("phase")
        return {
            "dealt": self.tr("Night falls"),
            "verdict": self.tr("Night falls"),
            "night": self.tr("End the night"),
            "dawn": self.tr("Start the day"),
            "day": self.tr("Open the council"),
            "council": self.tr("Close the council"),
            "unmasking": self.tr("Reveal the results"),
        }.get(str(phase), self.tr("Next step"))

    def command_texts(self) -> dict[str, tuple[str, str]]:
        over = views.game(self.model.view).get("phase") == "over"
        return {
            "deal": (self.tr("New game") if over else self.tr("Deal cards"),
                     self.tr("Deal characters, roles, goals and rooms to everyone at the table")),
            "advance": (self._advance_text(), self.tr("The next step of the game: night, dawn, day, council")),
            "pause_resume": (self.tr("Resume") if "resume_timer" in self.model.allowed() else self.tr("Pause"),
                             self.tr("Pause or resume the timer")),
            "add_time": (self.tr("+30 s"), self.tr("Add 30 seconds")),
            "take_time": (self.tr("−30 s"), self.tr("Take 30 seconds away")),
            "abort_game": (self.tr("Abort game"), self.tr("Abort the game: roles are shown, nobody scores")),
        }

    def trigger(self, name: str) -> None:
        if name in ("deal", "advance"):
            self.submit(name)
        elif name == "pause_resume":
            self.pause_or_resume()
        elif name in ("add_time", "take_time"):
            self.add_time(1 if name == "add_time" else -1)
        elif name == "abort_game" and self.ctx.confirm(
                self.tr("Abort game"), self.tr("Abort this game? Roles are shown and nobody scores.")):
            self.submit("abort_game")

    def on_table_changed(self) -> None:
        commands = self.ctx.commands
        phase = views.game(self.model.view).get("phase")
        playing = phase in PLAYING
        self.villa.setVisible(playing)
        self.timer.setVisible(bool((views.game(self.model.view).get("match") or {}).get("timer")))  # a timed phase
        self.result.setVisible(not playing)  # the winner, the cards revealed, the evening's scores
        self.chosen.setVisible(phase == "night")  # who has picked a room
        self.council.setVisible(phase in COUNCILS)
        self.show_pause_text()
        texts_now = self.command_texts()
        for name in ("deal", "advance"):
            commands.action(name).setText(texts_now[name][0])

    # --- the event log ----------------------------------------------------------------------------
    def _outcome(self, entry: Entry, view: Json) -> list[str]:
        """What the table learns from an entry's events: the phases, the dawn, the verdict, the
        winner; never a pick, a vote or a power (SUS-03, SUS-08, SUS-11)."""
        words: list[str] = []
        for event in entry.events:
            kind = event.get("type")
            if kind == "cards_dealt":
                words.append(self.tr("Game %1 dealt: %2 players").replace("%1", str(event.get("game")))
                             .replace("%2", str(len(event.get("players") or []))))
            elif kind == "night_began":
                text = self.tr("Night %1 falls").replace("%1", str(event.get("round")))
                words.append(text + " · " + self.tr("the last round") if event.get("last_round") else text)
            elif kind == "night_resolved":
                deaths = list(event.get("deaths") or [])
                words.append(self.tr("Dawn") + " · " + (
                    self.tr("Did not come back: %1").replace("%1", nick_list(view, sorted(deaths))) if deaths
                    else self.tr("Everyone came back this morning")))
            elif kind == "day_began":
                words.append(self.tr("The day begins"))
            elif kind == "council_opened":
                words.append(self.tr("The council opens"))
            elif kind == "council_ended":
                runoff, leaving = event.get("runoff") or [], event.get("leaving") or []
                words.append(self.tr("Runoff among: %1").replace("%1", nick_list(view, runoff)) if runoff
                             else self.tr("Leaves the villa: %1").replace("%1", nick_list(view, leaving)) if leaving
                             else self.tr("Nobody leaves the villa"))
            elif kind == "game_won":
                words.append(f"{winner_text(event.get('team'))} ({reason_text(event.get('reason'))})")
            elif kind == "game_ended":
                result = event.get("result") or {}
                words.append(self.tr("The results are revealed") if result.get("winner")
                             else reason_text("aborted"))
        return words

    def log_line(self, entry: Entry, view: Json) -> object:
        """The game in the event log. SUS-03: while the host plays (now, or when the entry was
        made) no room, power, vote or guess shows, only what the whole table learns; a game master
        who does not play reads who picked which room and who used which power."""
        kind, args, who = request_of(entry, view)
        after = self._outcome(entry, view)
        open_to_master = not views.host_plays(view) and not self.host_played(entry)

        def name(seat: object) -> str:
            return views.nickname(view, int(seat)) if isinstance(seat, int) else str(seat or "")

        def room(room_id: object) -> str:
            return self.names.room(str(room_id or ""))

        def line(*parts: str) -> str:
            return " · ".join([*parts, *after])

        secret = {  # what a game master reads; nothing of it while the host plays
            "pick_room": lambda: self.tr("%1 picks the room %2").replace("%1", who).replace(
                "%2", room(args.get("room"))),
            "check_room": lambda: self.tr("%1 (investigator) checks the room %2").replace("%1", who).replace(
                "%2", room(args.get("room"))),
            "protect": lambda: self.tr("%1 (doctor) protects %2").replace("%1", who).replace(
                "%2", name(args.get("target"))),
            "holy_ground": lambda: self.tr("%1 (exorcist) makes %2 holy ground").replace("%1", who).replace(
                "%2", room(args.get("room"))),
            "ghost_point": lambda: self.tr("%1 (ghost) points at the room %2").replace("%1", who).replace(
                "%2", room(args.get("room"))),
            "council_vote": lambda: self.tr("%1 votes for %2").replace("%1", who).replace(
                "%2", name(args.get("target"))),
            "council_abstain": lambda: self.tr("%1 abstains").replace("%1", who),
            "powder": lambda: self.tr("%1 (murderer) puts %2 to sleep with powder").replace("%1", who).replace(
                "%2", name(args.get("target"))),
            "bribe": lambda: self.tr("%1 (murderer) bribes %2").replace("%1", who).replace(
                "%2", name(args.get("target"))),
            "guess_goal": lambda: self.tr("%1 guesses that %2's goal is %3").replace("%1", who).replace(
                "%2", name(args.get("target"))).replace("%3", goal_text(str(args.get("goal") or ""))),
        }
        if kind in secret:
            return line(secret[kind]()) if open_to_master else (" · ".join(after) or None)
        if kind == "council_confirm":  # the count of confirmations is public, who confirmed is not
            return line(self.tr("%1 confirms their vote").replace("%1", who) if open_to_master
                        else self.tr("A vote is confirmed"))
        if kind == "shoot":  # SUS-32: the shot is public, the shooter is not
            target = name(args.get("target"))
            return line(self.tr("%1 (Szur) shoots %2").replace("%1", who).replace("%2", target) if open_to_master
                        else self.tr("The Szur shoots %1").replace("%1", target))
        if kind == "set_options":
            changes = []
            if "ghosts" in args:
                changes.append(self.tr("ghosts") if args["ghosts"] else self.tr("no ghosts"))
            if "host_plays" in args:
                changes.append(self.tr("the host plays") if args["host_plays"] else self.tr("the host does not play"))
            if "call_link" in args:
                changes.append(self.tr("call link: %1").replace("%1", str(args["call_link"]))
                               if args["call_link"] else self.tr("no call link"))
            return self.tr("Options: %1").replace("%1", ", ".join(changes))
        if kind == "set_composition":
            if args.get("default"):
                return self.tr("Composition: the default")
            keys = {role: "murderers" if role == "murderer" else role for role in ROLES}
            counts = ", ".join(f"{role_text(role)} {args[key]}" for role, key in keys.items() if key in args)
            return self.tr("Composition: %1").replace("%1", counts)
        if kind in ("deal", "advance"):
            return line() if after else self.tr("Next step")
        if kind == "abort_game":
            return reason_text("aborted")
        if kind == "tick" and after:
            return line(self.tr("Time is up"))
        if kind in ("kick", "leave") and after:  # a departure that closed the council or decided the game
            return line(departure(kind, view, args))
        return GAME_WORDS

    def protocol_names(self) -> dict[str, str]:
        names = {code: phase_text(code) for code in PHASES}
        names.update({code: role_text(code) for code in ROLE_NAMES})
        names.update({code: goal_text(code) for code in GOAL_NAMES})
        names.update({code: winner_text(code) for code in WINNERS})
        names.update({code: reason_text(code) for code in REASONS})
        content = getattr(self.model.table.game, "content", None)
        for room in getattr(content, "rooms", ()):
            names[room.id] = self.names.room(room.id)
        for character in getattr(content, "characters", ()):
            names[character.id] = self.names.character(character.id)
        # PLT-18: each finished entry is a whole game here, not a round
        names["@rounds"], names["@round"] = self.tr("Games"), self.tr("Game")
        return names

    def focus(self, name: str) -> bool:
        if name in self.focus_actions:
            self.options.focus(name)
            return True
        return False

    def on_options_chosen(self, args: dict[str, object]) -> None:
        self.submit("set_options", **args)
        self.options.redraw()  # a refused change springs back to what the view says

    def on_composition_chosen(self, args: dict[str, object]) -> None:
        self.submit("set_composition", **args)
        self.options.redraw()

