"""The spy game's desk (SPY-01..SPY-39): the round's options, its controls, the timer, the question
chain, the votes, the secrets and the scores, with one key for every step of a round."""

from __future__ import annotations

from typing import ClassVar, cast

from net.journal import Entry
from rules.spy.game import SpyGame

from ... import views
from ...commands import Command
from ...desk import Desk, DeskContext
from ...panels.log import GAME_WORDS, request_of
from ...panels.scores import ScoresPanel
from ...views import Json
from . import texts
from .content import ContentNames
from .cues import SpyCues
from .panels import (
    SHORTCUTS,
    ControlsPanel,
    OptionsPanel,
    SecretsPanel,
    SpyTimerPanel,
    TurnsPanel,
    VotesPanel,
    round_line,
)


class SpyDesk(Desk):
    commands: ClassVar[tuple[Command, ...]] = (
        Command("deal", ("D",), ("deal",)),
        Command("next_round", ("N",), ("deal",)),
        Command("start_round", ("S",), ("start_round",)),
        Command("pass_turn", ("T",), ("pass_turn",)),
        Command("pass_turn_to", ("Shift+T",), ("pass_turn",)),
        Command("pause_resume", ("P",), ("pause_timer", "resume_timer")),
        Command("add_time", ("+", "="), ("add_time",)),
        Command("take_time", ("-",), ("add_time",)),
        Command("abort_round", ("A",), ("abort_round",)),
    )
    menu: ClassVar[tuple[str | None, ...]] = (
        "deal", "next_round", "start_round", "pass_turn", "pass_turn_to", None, "pause_resume", "add_time",
        "take_time", None, "abort_round")
    stretch: ClassVar[dict[str, int]] = {"controls": 0, "timer": 0, "options": 0, "secrets": 0, "scores": 1,
                                         "turns": 1, "votes": 1}

    def __init__(self, ctx: DeskContext) -> None:
        super().__init__(ctx)
        model, commands = ctx.model, ctx.commands
        # the decks of this table's game name its locations and roles, in the console's language
        self.content = content = ContentNames(cast(SpyGame, model.table.game).decks, ctx.language, self)
        self.options = OptionsPanel(model, content)
        self.controls = ControlsPanel(model, commands)
        self.timer = SpyTimerPanel(model, commands)
        self.turns = TurnsPanel(model)
        self.votes = VotesPanel(model, content)
        self.secrets = SecretsPanel(model, content)
        self.scores = ScoresPanel(model, round_line(content))
        for name in ("options", "controls", "timer", "turns", "votes", "secrets", "scores"):
            getattr(self, name).setObjectName(name)
        self.lobby = [self.options]
        self.middle = [self.controls, self.timer, self.turns, self.votes]
        self.right = [self.secrets, self.scores]
        self.cues = SpyCues(model, ctx.sounds, self)
        self.focus_actions = self.add_focus_keys(SHORTCUTS, self.options.focus)
        self._connect_signals()

    def _connect_signals(self) -> None:
        super()._connect_signals()
        self.options.option_chosen.connect(self.on_option_chosen)

    def command_texts(self) -> dict[str, tuple[str, str]]:
        return {
            "deal": (self.tr("Deal cards"), self.tr("Deal a secret card to every player")),
            "next_round": (self.tr("Next round"), self.tr("Deal new cards for the next round")),
            "start_round": (self.tr("Start round"),
                            self.tr("Start the round: the app picks who asks first and starts the timer")),
            "pass_turn": (self.tr("Pass turn"), self.tr("Pass the asker's turn to the next player")),
            "pass_turn_to": (self.tr("Pass turn to the selected player"),
                             self.tr("Pass the asker's turn to the player selected in the seat list")),
            "pause_resume": (self.tr("Resume") if "resume_timer" in self.model.allowed() else self.tr("Pause"),
                             self.tr("Pause or resume the round timer")),
            "add_time": (self.tr("+30 s"), self.tr("Add 30 seconds to the round")),
            "take_time": (self.tr("−30 s"), self.tr("Take 30 seconds from the round")),
            "abort_round": (self.tr("Abort round"), self.tr("Abort the round: nobody scores")),
        }

    def trigger(self, name: str) -> None:
        if name in ("deal", "next_round"):
            self.submit("deal")
        elif name in ("start_round", "pass_turn"):
            self.submit(name)
        elif name == "pass_turn_to":
            # SPY-12: the host hands the turn to a player of their choice (selected in the seat list)
            seat = self.ctx.selected_seat()
            if seat is None:
                self.ctx.show_error(self.tr("Select a player in the seat list first"))
                return
            self.submit("pass_turn", to=seat)
        elif name == "pause_resume":
            self.pause_or_resume()
        elif name in ("add_time", "take_time"):
            self.add_time(1 if name == "add_time" else -1)
        elif name == "abort_round" and self.ctx.confirm(self.tr("Abort round"),
                                                        self.tr("Abort this round? Nobody scores.")):
            self.submit("abort_round")

    def on_table_changed(self) -> None:
        self.show_pause_text()

    def log_line(self, entry: Entry, view: Json) -> object:
        """The round in words; a vote, a suspect and a spy's cross-out stay secret (SPY-15, SPY-20):
        the round's result lists them."""
        kind, args, who = request_of(entry, view)
        if kind in ("vote", "suspect", "cross_out"):
            return None
        event = entry.events[0] if entry.events else {}

        def name(seat: int | None) -> str:
            return views.nickname(view, seat)

        words = {
            "card_seen": lambda: self.tr("%1 looked at their card").replace("%1", who),
            "question_asked": lambda: self.tr("%1 asked %2").replace("%1", who).replace(
                "%2", name(args.get("answerer"))),
            "accuse": lambda: self.tr("%1 accuses %2").replace("%1", who).replace("%2", name(args.get("target"))),
            "guess": lambda: self.tr("%1 names the location").replace("%1", who),
            "set_options": lambda: self.tr("Options changed"),
            "deal": lambda: self.tr("Cards dealt"),
            "start_round": lambda: self.tr("Round started: %1 asks first").replace(
                "%1", name(event.get("asker"))),
            "pass_turn": lambda: self.tr("Turn passed to %1").replace("%1", name(event.get("to"))),
            "abort_round": lambda: self.tr("Round aborted"),
        }
        return words[kind]() if kind in words else GAME_WORDS

    def protocol_names(self) -> dict[str, str]:
        names = {code: texts.outcome(code) for code in texts.OUTCOMES}
        content = self.content
        deck = views.game(self.model.view).get("deck", {}).get("id")
        for deck_id in content.deck_ids():
            for location_id in content.location_ids(deck_id):
                names.setdefault(location_id, content.location(location_id, deck or deck_id))
        return names

    def focus(self, name: str) -> bool:
        if name in self.focus_actions:
            self.options.focus(name)
            return True
        return False

    def on_option_chosen(self, args: dict[str, object]) -> None:
        self.submit("set_options", **args)
        self.options.redraw()  # a refused change springs back to what the view says
