"""SUSPI at the console: the desk (one key for every step, the villa's map, who has chosen, the
council's count, the living and the dead, the cards, the reveal and the evening) and the projector's
board, on a real table with a clock the test moves. Clause ids are in the test names."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from gm_console.board_blocks import ProgressBlock, TableBlock
from gm_console.board_window import BoardWindow
from gm_console.games import desk_for
from gm_console.games.suspi import SuspiDesk
from gm_console.games.suspi.texts import ROLES
from gm_console.games.suspi.villa_map import Name, Room
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.sound import SoundService
from gm_console.table_model import TableModel
from net.content import load_content, make_game
from net.journal import Journal
from net.table import Table
from rules.core import MODERATOR, Actor, Request
from rules.suspi.board import DAWN_MS, VERDICT_MS, WINNER_MS

from .conftest import Clock, activate, widget_texts

NAMES = ("Ola", "Max", "Ann", "Bogdan", "Kasia", "Yurii", "Marta", "Ivan", "Zosia", "Piotr")
CONTENT = load_content("suspi")


@dataclass
class Villa:
    table: Table
    clock: Clock
    model: TableModel
    window: MainWindow
    board: BoardWindow
    sounds: SoundService

    @property
    def desk(self) -> SuspiDesk:
        assert isinstance(self.window.desk, SuspiDesk)
        return self.window.desk

    @property
    def game(self) -> dict[str, Any]:
        return dict(self.model.view["game"])

    @property
    def match(self) -> dict[str, Any]:
        return dict(self.game["match"] or {})

    @property
    def secrets(self) -> dict[str, Any]:
        return dict(self.game["secrets"])

    def seat(self, count: int) -> list[int]:
        seats = []
        for name in NAMES[len(self.model.view["seats"]):][:count]:
            joined = self.table.join(name)
            assert isinstance(joined, tuple), joined
            self.table.set_connected(joined[0], True)
            seats.append(joined[0])
        return seats

    def play(self, seat: int, kind: str, **args: Any) -> None:
        result = self.table.submit(Actor.player(seat), Request(kind, args))
        assert not hasattr(result, "code"), result

    def key(self, qtbot: Any, key: Qt.Key) -> None:
        qtbot.keyClick(self.window, key)

    def trigger(self, name: str) -> None:
        action = self.window.commands.action(name)
        assert action.isEnabled(), f"{name} is disabled; allowed: {self.model.allowed()}"
        action.trigger()

    def nick(self, seat: int) -> str:
        return NAMES[seat - 1]

    def role(self, seat: int) -> str:
        return str(next(c["role"] for c in self.secrets["cards"] if c["seat"] == seat))

    def quiet_night(self, room: str = "study") -> None:
        """Night → dawn with everyone awake in one room: the murderers are outnumbered (SUS-14)."""
        self.trigger("advance")
        for seat in self.match["alive"]:
            self.play(seat, "pick_room", room=room)
        self.trigger("advance")

    def vote_out(self, target: int) -> None:
        """Dawn → day → council; every voter votes ``target`` and confirms: the council closes."""
        self.trigger("advance")
        self.trigger("advance")
        council = self.match["council"]
        for seat in self.match["alive"]:
            if seat in council["no_vote"]:
                continue
            if seat == target:
                self.play(seat, "council_abstain")
            else:
                self.play(seat, "council_vote", target=target)
            self.play(seat, "council_confirm")

    def block(self, block_id: str) -> QWidget:
        """The board's block ``block_id`` (its widget ``board_<id>``), which must be drawn."""
        widget = self.board.block(block_id)
        assert widget is not None, (block_id, self.board.shown())
        return widget

    def text(self, block_id: str) -> str:
        widget = self.block(block_id)
        assert isinstance(widget, QLabel), (block_id, widget)
        return widget.text()

    def table_rows(self, block_id: str) -> list[list[str]]:
        widget = self.block(block_id)
        assert isinstance(widget, TableBlock), (block_id, widget)
        return [list(r) for r in widget.rows]

    def after_the_beat(self, hold_ms: int) -> None:
        """The board's moment (``board.beat_key``) has held its time: the scene beneath it shows."""
        assert self.board.beat_key, "no moment on the board"
        self.clock.advance(hold_ms / 1000 + 0.1)
        self.board.redraw()
        assert self.board.beat_key == ""


@pytest.fixture
def villa(qtbot: Any, tmp_path: Path, language: Language, decks: dict[str, Any],
          monkeypatch: pytest.MonkeyPatch) -> Iterator[Villa]:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    clock = Clock()
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game("suspi"), journal, code="48213", seed=7, clock=clock)
    table.url = "http://192.0.2.10:8765/join?code=48213"
    table.lang = "en"
    model = TableModel(table, monotonic=clock.seconds)
    sounds = SoundService(enabled=False)
    window = MainWindow(model, language, desk_for("suspi"), sounds=sounds)
    board = BoardWindow(model)
    qtbot.addWidget(window)
    qtbot.addWidget(board)
    window.resize(1600, 940)
    board.resize(1920, 1080)
    yield Villa(table, clock, model, window, board, sounds)
    model.close()
    table.close()
    journal.close()


def test_every_step_is_one_key_and_each_phase_has_its_sound(villa: Villa, qtbot: Any) -> None:  # PLT-12, SUS-06, SUS-10
    """PLT-12: D deals, N moves on (night, dawn, day, council), P pauses, + and − change the time;
    the nightfall, dawn and council sounds play as the phases begin."""
    villa.seat(8)
    activate(qtbot, villa.window)
    villa.key(qtbot, Qt.Key.Key_D)
    assert villa.game["phase"] == "dealt"
    assert villa.desk.steps.phase.text() == "Cards dealt: everyone reads their card"
    assert villa.window.commands.action("advance").text() == "Night falls"
    villa.key(qtbot, Qt.Key.Key_N)
    assert villa.game["phase"] == "night"
    assert villa.board.phase.text() == "Night"
    assert villa.text("headline") == "Pick a room on your phone, then put it face down"
    assert villa.text("countdown") == "2:00"
    villa.clock.advance(15)
    villa.board.on_tick()
    villa.desk.timer.on_tick()
    assert villa.text("countdown") == villa.desk.timer.clock.text() == "1:45"
    villa.key(qtbot, Qt.Key.Key_P)
    assert villa.match["timer"]["running"] is False
    assert villa.window.commands.action("pause_resume").text() == "Resume"
    assert villa.text("clock_note") == "PAUSED"
    villa.key(qtbot, Qt.Key.Key_Plus)
    assert villa.match["timer"]["left_ms"] == 135_000
    villa.key(qtbot, Qt.Key.Key_Minus)
    assert villa.match["timer"]["left_ms"] == 105_000
    villa.key(qtbot, Qt.Key.Key_P)
    assert villa.match["timer"]["running"] is True
    assert villa.window.commands.action("advance").text() == "End the night"
    villa.key(qtbot, Qt.Key.Key_N)
    assert villa.game["phase"] == "dawn"
    villa.after_the_beat(DAWN_MS)  # the dawn's news held the board; the day's clock shows beneath it
    villa.key(qtbot, Qt.Key.Key_N)
    assert villa.game["phase"] == "day"
    assert villa.text("countdown") == "10:00"
    villa.key(qtbot, Qt.Key.Key_N)
    assert villa.game["phase"] == "council"
    assert villa.desk.steps.round.text() == "Game 1 · Round 1"
    assert villa.sounds.played == ["suspi_nightfall", "suspi_dawn", "suspi_council"]
    for menu_action in villa.window.table_menu.actions():  # every step in the menu has its key
        assert menu_action.isSeparator() or not menu_action.shortcut().isEmpty(), menu_action.text()


def test_the_map_shows_who_is_where_and_the_desk_who_has_chosen_but_not_what(villa: Villa) -> None:  # SUS-06, SUS-07
    """SUS-06, SUS-07: the villa's map lists each room's guests as the picks come in (the
    undecided under last night's room); "who has chosen" names the players, never their rooms."""
    villa.seat(8)
    villa.trigger("deal")
    villa.trigger("advance")
    rooms = villa.match["rooms"]
    assert rooms == ["study", "library", "conservatory", "kitchen"]  # SUS-07: max(3, 8 // 2)
    shown = villa.desk.villa.map

    def room(name: str) -> Room:
        return shown.rooms[rooms.index(name)]

    assert [r.title for r in shown.rooms] == ["Study", "Library", "Conservatory", "Kitchen"]
    villa.play(1, "pick_room", room="library")
    villa.play(2, "pick_room", room="library")
    villa.play(3, "pick_room", room="kitchen")
    library = room("library")
    assert len(library.names) == 2 and library.plain().startswith("Library (2)")
    assert {"Ola", "Max"} <= {n.text for n in library.names}
    assert "Ann" in room("kitchen").plain()
    undecided = villa.desk.villa.undecided  # the first night: no last room to stay in
    assert not undecided.isHidden() and undecided.plain() == "Not chosen yet: " + ", ".join(
        villa.nick(seat) for seat in range(4, 9))
    murderers = [s for s in (1, 2) if villa.role(s) == "murderer"]
    for seat in murderers:  # murderers in red on the game master's map
        assert Name(villa.nick(seat), "#c62828") in library.names
    assert villa.desk.chosen.summary.text() == "Rooms chosen: 3 of 8"
    chosen = villa.desk.chosen.names.plain()
    assert "✔ Ola" in chosen and "… Bogdan" in chosen
    assert not any(word in chosen for word in ("Library", "Kitchen", "Study"))
    villa.play(3, "pick_room", room="library")  # changeable until the night ends
    assert "Ann" in room("library").plain()
    assert "Ann" not in room("kitchen").plain()
    for seat in range(4, 9):
        villa.play(seat, "pick_room", room="study")
    villa.trigger("advance")
    assert villa.desk.villa.note.text() == "Where everyone spent the last night"
    assert undecided.isHidden() and undecided.plain() == ""
    assert "Bogdan" in room("study").plain()
    assert "Bogdan" in widget_texts(villa.window)  # the map's texts, as the window shows them


def test_when_the_host_plays_no_secret_is_on_the_console(villa: Villa, qtbot: Any) -> None:  # SUS-03
    """SUS-03: with "the host plays" ticked the map and the cards are hidden and no character, role
    or pick shows anywhere in the window; who has chosen still shows, without roles."""
    villa.seat(8)
    villa.desk.options.host_plays.click()
    assert villa.game["options"]["host_plays"] is True
    villa.trigger("deal")
    villa.trigger("advance")
    investigator = next(s for s in range(1, 9)
                        if villa.table.view_for(Actor.player(s))["game"]["me"]["card"]["role"] == "investigator")
    villa.play(investigator, "check_room", room="kitchen")
    villa.play(1, "pick_room", room="library")
    assert "secrets" not in villa.game
    assert villa.desk.villa.map.rooms == []
    assert villa.desk.villa.note.text() == "The host plays: the map of the rooms is hidden"
    assert villa.desk.cards.note.text() == "The host plays: no secret is shown on this screen"
    assert villa.desk.cards.cards.rowCount() == 0
    assert villa.desk.chosen.summary.text() == "Rooms chosen: 1 of 8"
    shown = widget_texts(villa.window)
    for character in CONTENT.characters:
        assert character.name["en"] not in shown
    assert "Library" not in shown and "Kitchen" not in shown
    assert villa.desk.chosen.details.text().split("<br>") == [  # who checked would name the investigator
        "The investigator's room: chosen", "The doctor's patient: not yet"]


def test_the_council_count_is_live_on_the_board_and_the_verdict_follows(villa: Villa) -> None:  # SUS-10, SUS-11
    """SUS-10: the board counts confirmed votes live (ghost variant) without saying who voted;
    the desk adds who voted whom for a game master; SUS-11: the verdict names who left."""
    villa.seat(8)
    villa.trigger("deal")
    villa.quiet_night()
    villa.trigger("advance")
    villa.trigger("advance")
    assert villa.game["phase"] == "council"
    target = next(s for s in villa.match["alive"] if villa.role(s) != "murderer")
    voters = [s for s in villa.match["alive"] if s != target][:3]
    for seat in voters:
        villa.play(seat, "council_vote", target=target)
    villa.play(voters[0], "council_confirm")
    villa.play(voters[1], "council_confirm")
    assert villa.text("headline") == "Vote on your phone and confirm"
    assert villa.text("confirmed") == "Confirmed: 2 of 8"
    progress = villa.block("progress")
    assert isinstance(progress, ProgressBlock) and progress.text() == "2 / 8"
    tally = villa.block("tally")
    assert isinstance(tally, TableBlock) and tally.title == "Votes so far"
    assert villa.table_rows("tally") == [[villa.nick(target), "2"]]  # the third is unconfirmed
    assert all(villa.nick(s) not in villa.board.shown(villa.board.stage) for s in voters)
    tally = villa.desk.council.tally
    assert [tally.item(0, c).text() for c in range(3)] == [
        villa.nick(target), "2", f"{villa.nick(voters[0])}, {villa.nick(voters[1])}"]
    assert villa.desk.council.summary.text() == "Confirmed: 2 of 8"
    for seat in villa.match["alive"]:
        if seat in voters[:2]:
            continue
        if seat == target:
            villa.play(seat, "council_abstain")
        elif seat != voters[2]:
            villa.play(seat, "council_vote", target=target)
        villa.play(seat, "council_confirm")
    assert villa.game["phase"] == "verdict"
    assert villa.board.beat_key == "verdict-1-1"  # who leaves is the board's moment
    assert villa.text("verdict") == f"Leaves the villa: {villa.nick(target)}"
    assert f"Council 1: {villa.nick(target)} left" in villa.desk.council.verdicts.text()
    assert f"Ghosts (1): {villa.nick(target)}" in villa.desk.fates.text.text()
    villa.after_the_beat(VERDICT_MS)
    assert villa.text("verdict") == f"Leaves the villa: {villa.nick(target)}"
    assert villa.table_rows("counts")[0] == [villa.nick(target), "7"]
    assert villa.text("ghosts") == f"Ghosts: {villa.nick(target)}"  # SUS-17
    assert villa.text("murderers-about").startswith("Murderers: about")  # SUS-15


def test_without_ghosts_the_board_keeps_the_count_secret(villa: Villa) -> None:  # SUS-21
    """SUS-21: without ghosts the board shows who confirmed, not the count; the game master's desk
    still counts the confirmed votes from the secrets."""
    villa.seat(8)
    villa.desk.options.ghosts.click()
    assert villa.game["options"]["ghosts"] is False
    villa.trigger("deal")
    villa.quiet_night()
    villa.trigger("advance")
    villa.trigger("advance")
    target = next(s for s in villa.match["alive"] if villa.role(s) != "murderer")
    voter = next(s for s in villa.match["alive"] if s != target)
    villa.play(voter, "council_vote", target=target)
    villa.play(voter, "council_confirm")
    assert villa.match["council"]["tally"] is None
    assert villa.board.block("tally") is None
    assert villa.text("count-secret") == "The count stays secret until the vote ends."
    assert villa.text("headline") == "Vote on your phone and confirm"
    assert villa.text("confirmed") == "Confirmed: 1 of 8"
    assert villa.desk.council.tally.item(0, 0).text() == villa.nick(target)
    assert villa.desk.council.tally.item(0, 1).text() == "1"


def test_the_end_reveals_every_card_with_the_points_and_the_evening_adds_up(
        villa: Villa, qtbot: Any) -> None:  # SUS-42, SUS-43, SUS-45
    """SUS-42: after the unmasking the desk and the board reveal roles and goals; SUS-43: the points
    per player with their reasons; SUS-45: the evening's scoreboard; D deals the next game."""
    villa.seat(8)
    villa.trigger("deal")
    murderers = [c["seat"] for c in villa.secrets["cards"] if c["role"] == "murderer"]
    goals = {c["seat"]: c["goal"] for c in villa.secrets["cards"]}
    for murderer in murderers:
        villa.quiet_night()
        villa.vote_out(murderer)
    assert villa.game["phase"] == "unmasking"
    assert villa.board.beat_key == "winner-1"  # the winner is the board's moment, with who left last
    assert villa.text("verdict") == f"Leaves the villa: {villa.nick(murderers[-1])}"
    assert villa.text("winner") == "The city wins"
    assert villa.text("reason") == "No murderer is left alive"
    villa.after_the_beat(WINNER_MS)
    assert villa.text("winner") == "The city wins"
    assert villa.text("guessed") == "Guess another player's goal on your phone: 0 of 8"
    guesser, guessed = [s for s in range(1, 9) if s not in murderers][:2]
    villa.play(guesser, "guess_goal", target=guessed, goal=goals[guessed]["kind"])
    assert villa.text("guessed") == "Guess another player's goal on your phone: 1 of 8"
    assert villa.window.commands.action("advance").text() == "Reveal the results"
    villa.trigger("advance")
    assert villa.game["phase"] == "over"
    assert villa.sounds.played[-1] == "suspi_results"
    result = villa.match["result"]
    reveal = villa.desk.result.reveal
    assert reveal.rowCount() == 8
    rows = {reveal.item(r, 0).text().rstrip(" ★"): [reveal.item(r, c).text() for c in range(4)]
            for r in range(reveal.rowCount())}
    for murderer in murderers:
        assert rows[villa.nick(murderer)][1] == "Murderer"
    points = {p["seat"]: p for p in result["points"]}
    top = max(points.values(), key=lambda p: p["points"])
    assert rows[villa.nick(top["seat"])][3].startswith(f"+{top['points']}")
    assert points[guesser]["team"] == 1 and "team +1" in rows[villa.nick(guesser)][3]  # alive in the city (SUS-44)
    characters = {c["seat"]: c["character"] for c in result["characters"]}
    row = next(r for r in range(reveal.rowCount()) if reveal.item(r, 0).text().rstrip(" ★") == villa.nick(guesser))
    assert reveal.item(row, 0).toolTip() == next(c.name["en"] for c in CONTENT.characters
                                                 if c.id == characters[guesser])
    assert villa.board.beat_key == ""  # the winner was shown already: the cards come at once
    board_reveal = {r[0].rstrip(" ★"): r for r in villa.table_rows("reveal")}
    assert sorted(board_reveal) == sorted(villa.nick(seat) for seat in range(1, 9))
    for murderer in murderers:
        assert board_reveal[villa.nick(murderer)][2] == "Murderer"
    assert board_reveal[villa.nick(top["seat"])][4] == f"+{top['points']}"
    evening = villa.desk.result.evening
    assert evening.rowCount() == 8
    assert villa.desk.result.evening_caption.text() == "The evening's scoreboard · games played: 1"
    best = max(p["points"] for p in result["points"])
    assert evening.item(0, 1).text() == str(best) and evening.item(0, 0).text().startswith("★ ")
    board_evening = villa.table_rows("evening")  # SUS-45: on the board beside the cards
    assert len(board_evening) == 8 and board_evening[0][1] == str(best) and board_evening[0][0].startswith("★ ")
    assert villa.window.commands.action("deal").text() == "New game"
    activate(qtbot, villa.window)
    villa.key(qtbot, Qt.Key.Key_D)
    assert villa.game["phase"] == "dealt" and villa.game["game"] == 2


def test_the_board_shows_the_rules_in_the_lobby_for_the_first_20_minutes(villa: Villa, qtbot: Any) -> None:  # SUS-46
    """SUS-46: the projector shows the rules beside the join code for 20 minutes after the table
    opened (the view's ``table.opened``); then the lobby keeps the code alone, and a game never
    shows them."""
    board = villa.board
    villa.seat(3)
    assert villa.model.public["table"]["opened"] == villa.clock.now

    def rules() -> str:
        block = board.block("rules")
        if block is None or not block.isVisibleTo(board):
            return ""
        items = block.findChild(QLabel, "board_list_items")
        assert isinstance(items, QLabel)
        return items.text()

    assert "HOW SUSPI IS PLAYED" in board.shown_texts(board.block("rules"))
    assert len(rules().split("\n")) == 9
    assert "Night, 2 min: pick a room on the phone in secret" in rules()  # SUS-06: the view's length
    assert "Day, 10 min: say where you were" in rules()  # SUS-09
    assert "Council, 90 s: vote on the phone" in rules()  # SUS-10
    assert villa.text("code") == "48213"
    villa.clock.advance(villa.game["rules_screen_ms"] / 1000 - 1)  # SUS-46: the view says how long
    villa.seat(1)  # a latecomer: the view says one second is left
    assert "Night, 2 min" in rules()
    # no view changes now: the board's own timer takes the rules away when their second is up
    qtbot.waitUntil(lambda: rules() == "", timeout=5000)
    assert villa.text("code") == "48213"
    assert board.block("evening") is None  # no game played yet: the lobby keeps the way in alone
    villa.clock.advance(2)
    villa.seat(4)
    assert board.block("rules") is None  # the table's clock is past the 20 minutes: no rules in the view
    villa.trigger("deal")
    assert board.block("rules") is None
    assert board.phase.text() == "Cards dealt"
    assert villa.text("headline") == "Press and hold your card to read it — night falls soon"


def test_the_options_and_the_composition_are_sent_from_the_lobby(villa: Villa) -> None:  # SUS-04, SUS-27
    """SUS-27: the composition's boxes send the moderator's composition, "Default" goes back to the
    default; SUS-04: the call link is sent and shows on the board."""
    villa.seat(10)
    options = villa.desk.options
    assert villa.game["composition"] == {"murderers": 2, "investigator": 1, "doctor": 1, "exorcist": 1, "szur": 1}
    options.counts["murderer"].setValue(3)
    assert villa.game["options"]["composition"]["murderers"] == 3
    assert options.composition_note.text() == "The moderator's composition"
    options.default.click()
    assert villa.game["options"]["composition"] is None
    assert options.counts["murderer"].value() == 2
    options.call_link.setText("https://meet.example/villa")
    options.call_link.editingFinished.emit()
    assert villa.game["options"]["call_link"] == "https://meet.example/villa"
    assert villa.text("call") == "Call: https://meet.example/villa"
    villa.trigger("deal")
    assert not options.counts["murderer"].isEnabled() and not options.ghosts.isEnabled()


def test_the_sounds_are_original_short_wavs_the_script_makes_again(
        qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # PLT-14
    """PLT-14: SUSPI's cues (nightfall, dawn, council, results) are short mono WAVs, generated by
    ``gm_resources/sounds/make_suspi_sounds.py`` (made again here, byte for byte), and the sound service
    plays a game's own file by its name."""
    import sys
    import wave

    from gm_console.games.suspi.cues import CUES
    from gm_console.sound import SOUNDS

    monkeypatch.syspath_prepend(str(SOUNDS))
    import make_sounds
    import make_suspi_sounds

    monkeypatch.setattr(make_sounds, "HERE", tmp_path)
    make_suspi_sounds.main()
    assert sorted(CUES.values()) == ["suspi_council", "suspi_dawn", "suspi_nightfall", "suspi_results"]
    for name in CUES.values():
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert made == (SOUNDS / f"{name}.wav").read_bytes(), name
        with wave.open(str(SOUNDS / f"{name}.wav")) as wav:
            assert wav.getnchannels() == 1
            assert 0.5 < wav.getnframes() / wav.getframerate() < 4.0
    sounds = SoundService(qapp)  # with or without an audio device: a game's sound plays by name
    for name in CUES.values():
        sounds.play(name)
    assert sounds.played == list(CUES.values())
    sounds.play("suspi_no_such_sound")  # no file: silent and logged, never raised in the event loop
    assert sounds.played == list(CUES.values())
    sounds.deleteLater()
    sys.modules.pop("make_suspi_sounds", None)
    sys.modules.pop("make_sounds", None)


def _log_lines(villa: Villa) -> list[str]:
    return [line.text.split("  ", 1)[1] for line in villa.window.log.list.shown()]


def _logged_seqs(villa: Villa) -> set[int]:
    return {line.seq for line in villa.window.log.list.shown()}


def test_the_log_tells_a_game_master_who_picked_what_and_the_verdict(villa: Villa) -> None:  # SUS-06, SUS-10, SUS-11
    """The event log in the game's words: the steps, the dawn and the verdict; for a game master who
    does not play also each room pick, the investigator's check and each vote."""
    villa.seat(8)
    villa.trigger("deal")
    villa.trigger("advance")
    investigator = next(s for s in range(1, 9) if villa.role(s) == "investigator")
    villa.play(1, "pick_room", room="library")
    villa.play(investigator, "check_room", room="kitchen")
    for seat in villa.match["alive"]:
        villa.play(seat, "pick_room", room="study")
    villa.trigger("advance")
    target = next(s for s in villa.match["alive"] if villa.role(s) != "murderer")
    villa.vote_out(target)
    lines = _log_lines(villa)
    voter = next(s for s in villa.game["players"] if s != target)
    for expected in (
        "Moderator: Game 1 dealt: 8 players",
        "Moderator: Night 1 falls",
        "Ola picks the room Library",
        f"{villa.nick(investigator)} (investigator) checks the room Kitchen",
        "Moderator: Dawn · Everyone came back this morning",
        "Moderator: The day begins",
        "Moderator: The council opens",
        f"{villa.nick(voter)} votes for {villa.nick(target)}",
        f"{villa.nick(target)} abstains",
    ):
        assert expected in lines, (expected, lines)
    last = lines[-1]
    assert last.endswith(f" confirms their vote · Leaves the villa: {villa.nick(target)}"), last


def test_while_the_host_plays_the_log_shows_no_room_power_or_vote(villa: Villa) -> None:  # SUS-03, SUS-28, SUS-32, SUS-31, SUS-19
    """SUS-03: with the host playing, the log leaves out every room pick, check, protection, holy
    ground, ghost's pointing, powder, bribe and vote (SUS-28..SUS-31, SUS-19); a confirmation shows
    without its voter, the Szur's shot without the shooter (SUS-32); the steps, the dawn and the
    verdict, public anyway, are there."""
    villa.seat(8)
    villa.desk.options.host_plays.click()
    assert villa.desk.submit("set_composition", murderers=2, investigator=1, doctor=1, exorcist=1, szur=1)
    villa.trigger("deal")
    roles = {s: villa.table.view_for(Actor.player(s))["game"]["me"]["card"]["role"] for s in range(1, 9)}
    holder = {role: next(s for s, r in roles.items() if r == role) for role in ROLES}
    murderers = [s for s, r in roles.items() if r == "murderer"]
    villa.trigger("advance")  # night 1: everyone in the study, the murderers are outnumbered
    for seat in villa.match["alive"]:
        villa.play(seat, "pick_room", room="study")
    villa.play(holder["investigator"], "check_room", room="kitchen")
    villa.play(holder["doctor"], "protect", target=holder["doctor"])
    villa.play(holder["exorcist"], "holy_ground", room="library")
    villa.trigger("advance")  # dawn
    villa.trigger("advance")  # day
    guests = [s for s, r in roles.items() if r == "guest"]
    villa.play(murderers[0], "powder", target=guests[0])
    villa.play(holder["szur"], "shoot", target=guests[1])  # SUS-32: public, the shooter is not
    villa.trigger("advance")  # the council
    council = villa.match["council"]
    voters = [s for s in villa.match["alive"] if s not in council["no_vote"]]
    target = next(s for s in voters if s not in murderers)
    villa.play(murderers[1], "bribe", target=next(s for s in voters if s not in (target, *murderers)))
    for seat in voters:
        if seat == target:
            villa.play(seat, "council_abstain")
        else:
            villa.play(seat, "council_vote", target=target)
    villa.play(voters[0], "council_confirm")
    lines = _log_lines(villa)
    assert lines[-1] == "A vote is confirmed"  # the count is public, who confirmed is not (SUS-10)
    assert villa.nick(target) not in "\n".join(lines[lines.index("Moderator: The council opens"):])
    for seat in voters[1:]:
        villa.play(seat, "council_confirm")
    assert villa.game["phase"] == "verdict"
    villa.trigger("advance")  # night 2: the ghost points
    ghost = villa.match["ghosts"][0]
    villa.play(ghost, "ghost_point", room="library")
    secret = {e.seq for e in villa.table.log() if e.request["type"] in (
        "pick_room", "check_room", "protect", "holy_ground", "ghost_point", "powder", "bribe", "council_vote",
        "council_abstain")}
    assert not secret & _logged_seqs(villa)  # no pick, power or vote has a line
    lines = _log_lines(villa)
    text = "\n".join(lines)
    for room in CONTENT.rooms:
        assert room.name["en"] not in text
    for word in ("picks", "checks", "protects", "holy ground", "points", "powder", "bribe", "votes for",
                 "abstains", "confirms", "(murderer)", "(investigator)", "(doctor)", "(exorcist)", "(Szur)"):
        assert word not in text, word
    assert f"The Szur shoots {villa.nick(guests[1])}" in lines
    assert lines[-2] == f"A vote is confirmed · Leaves the villa: {villa.nick(target)}"  # the last one
    assert lines[-1] == "Moderator: Night 2 falls"
    assert {"Moderator: Night 1 falls", "Moderator: Dawn · Everyone came back this morning",
            "Moderator: The day begins", "Moderator: The council opens"} <= set(lines)
    villa.trigger("abort_game")
    villa.desk.options.host_plays.click()  # the next game has a game master
    assert villa.game["options"]["host_plays"] is False
    villa.seat(1)  # a new nickname: the log is drawn again, still without the host's game's secrets
    assert "Zosia joined" in _log_lines(villa)
    assert not secret & _logged_seqs(villa)


def test_the_boards_results_show_every_player_of_a_full_villa(villa: Villa, qtbot: Any) -> None:  # SUS-01, SUS-45
    """SUS-01, SUS-45: with 18 guests (the most the villa takes) every row of the reveal and of the
    evening's scoreboard fits the projector: none is cut off at the bottom."""
    for number in range(18):
        joined = villa.table.join(f"Guest{number:02d}long")
        assert isinstance(joined, tuple), joined
    villa.trigger("deal")
    villa.trigger("abort_game")
    assert villa.game["phase"] == "over" and len(villa.game["evening"]) == 18
    board = villa.board
    board.show()
    qtbot.waitExposed(board)
    assert board.beat_key == ""  # aborted: nobody wins, no moment holds the board
    for block_id in ("reveal", "evening"):
        table = villa.block(block_id)
        assert isinstance(table, TableBlock)
        assert len(table.rows) == 18, block_id
        qtbot.waitUntil(lambda t=table: t.isVisible() and t.height() > 0)
        assert table.minimumSizeHint().height() <= table.height(), block_id
        table.grab()  # paint it: the type the rows got
        assert table.fitted_px >= 9, (block_id, table.fitted_px)


def test_no_doctor_in_the_game_no_doctors_patient_to_wait_for(villa: Villa) -> None:  # SUS-30, SUS-27
    """SUS-30: the night's "who has chosen" names only the roles someone awake has: with no doctor
    dealt there is no "The doctor's patient: not yet" line to wait for."""
    villa.seat(8)
    result = villa.table.submit(MODERATOR, Request("set_composition", {"doctor": 0}))
    assert not hasattr(result, "code"), result
    villa.trigger("deal")
    villa.trigger("advance")
    lines = villa.desk.chosen.details.text().split("<br>")
    assert "The investigator's room: not yet" in lines
    assert not any("doctor" in line for line in lines), lines
