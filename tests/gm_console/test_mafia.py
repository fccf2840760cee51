"""Club mafia at the console: the evening panel, the seat ring, the step keys, the vote, the night
wizard, the fouls and the board, driven through the desk's commands and buttons on a real table
(MAF-01..MAF-24)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from gm_console.board_blocks import SeatsBlock, TableBlock
from gm_console.board_window import BoardWindow
from gm_console.games import desk_for
from gm_console.games.mafia import MafiaDesk
from gm_console.i18n import Language
from gm_console.main_window import MainWindow
from gm_console.table_model import TableModel
from net.content import make_game
from net.journal import Journal
from net.table import Table
from rules.core import Actor, Request
from tests.gm_console.conftest import Clock, activate, widget_texts


class Desk:
    def __init__(self, table: Table, model: TableModel, window: MainWindow, board: BoardWindow, qtbot: Any) -> None:
        self.table, self.model, self.window, self.board, self.qtbot = table, model, window, board, qtbot
        desk = window.desk
        assert isinstance(desk, MafiaDesk)
        self.desk = desk

    @property
    def game(self) -> dict[str, Any]:
        return dict(self.model.view["game"])

    def trigger(self, name: str) -> None:
        action = self.window.commands.action(name)
        assert action.isEnabled(), f"{name} is disabled; allowed: {sorted(self.model.allowed())}"
        action.trigger()

    def add(self, count: int) -> None:
        panel = self.desk.evening
        for _ in range(count):
            panel.nickname.setText(f"Player {len(self.model.view['seats']) + 1}")
            panel.adult.setChecked(True)
            panel.add.click()
        assert not self.window.last_error, self.window.last_error

    def roles(self) -> dict[int, str]:
        return {r["place"]: r["role"] for r in self.game["secrets"]["roles"]}

    def places_of(self, *roles: str) -> list[int]:
        return [p for p, r in self.roles().items() if r in roles]

    def start(self, players: int = 10) -> None:
        self.add(players)
        self.trigger("next_step")  # seat
        self.trigger("next_step")  # deal
        self.trigger("next_step")  # start day 1: free talk (MAF-07)
        assert self.game["phase"] == "free_talk"

    def finish_speeches(self) -> None:
        while self.game["next"] == "next_speaker":
            self.trigger("next_step")

    def click_place(self, place: int) -> None:
        ring = self.desk.ring.ring
        rect = ring.place_rects()[place]
        self.qtbot.mouseClick(ring, Qt.MouseButton.LeftButton, pos=QPoint(int(rect.center().x()), int(rect.center().y())))
        assert self.desk.picked == place

    def hands(self, place: int, count: int) -> None:
        spin = self.desk.vote.spins[place]
        spin.setValue(count)
        self.desk.vote.enter_buttons[place].click()


@pytest.fixture
def mafia(qtbot: Any, tmp_path: Path, language: Language, decks: dict[str, Any], clock: Clock,
          monkeypatch: pytest.MonkeyPatch) -> Iterator[Desk]:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game("mafia"), journal, code="46802", seed=11, clock=clock)
    table.url = "http://192.0.2.10:8765/join?code=46802"
    table.lang = language.code  # as the console starts a table (gm_console.app)
    model = TableModel(table, monotonic=clock.seconds)
    window = MainWindow(model, language, desk_for("mafia"))
    board = BoardWindow(model)
    qtbot.addWidget(window)
    qtbot.addWidget(board)
    window.resize(1600, 940)
    board.resize(1920, 1080)
    yield Desk(table, model, window, board, qtbot)
    model.close()
    table.close()
    journal.close()


def test_the_mafia_desk_and_board_are_found(mafia: Desk) -> None:  # PLT-12, PLT-13
    """PLT-12, PLT-13: the console finds club mafia's own desk; the board draws mafia's own scene."""
    assert desk_for("mafia") is MafiaDesk
    scene = mafia.board.scene()
    assert scene["moment"] == "evening" and scene == mafia.model.public["board"]
    assert mafia.board.block("title").text() == "Club mafia · 46802"
    assert mafia.board.block("code").text() == "46802"


def test_evening_roster_adult_reserve_capacity_and_remove(mafia: Desk) -> None:  # MAF-01, MAF-02, MAF-03
    """MAF-03: nobody is added without 21+; MAF-02: past the capacity people go to the reserve, a bigger
    capacity moves them in, and a removal lets the first of the reserve in; MAF-01: the summary counts."""
    panel = mafia.desk.evening
    panel.nickname.setText("Marta")
    panel.add.click()  # 21+ not ticked
    assert mafia.window.last_error
    assert mafia.model.view["seats"] == []
    mafia.add(16)
    evening = mafia.game["evening"]
    assert len(evening["lineup"]) == 15 and len(evening["reserve"]) == 1
    assert "reserve 1" in widget_texts(panel)
    assert "Line-up: 15 of 15 · reserve: 1" in panel.summary.text()
    panel.capacity.setValue(16)  # the reserve moves in
    assert mafia.game["evening"]["reserve"] == [] and len(mafia.game["evening"]["lineup"]) == 16
    panel.capacity.setValue(10)  # below the line-up: allowed, nobody is moved out
    panel.roster.selectRow(0)
    seat = panel.selected_seat()
    assert panel.remove.isEnabled()
    panel.remove.click()
    assert seat not in mafia.game["evening"]["lineup"]
    mafia.window.commands.action("undo").trigger()  # PLT-04
    assert seat in mafia.game["evening"]["lineup"]


def test_composition_custom_role_and_deal(mafia: Desk) -> None:  # MAF-04, MAF-05
    """MAF-04: the composition is set per game with the spin boxes; MAF-05: a custom role is added for the
    game; the deal goes only when the cards match the places."""
    mafia.add(12)
    mafia.trigger("seat_players")
    panel = mafia.desk.composition
    assert panel.isVisibleTo(mafia.window)
    assert "12 cards for 12 seats" in panel.total.text()
    panel.spins["civilian"].setValue(panel.spins["civilian"].value() - 1)
    assert "11 cards for 12 seats" in panel.total.text()
    mafia.trigger("deal")  # refused: one card short
    assert mafia.window.last_error and mafia.game["next"] == "deal"
    panel.custom_name.setText("Bodyguard")
    panel.custom_team.setCurrentIndex(panel.custom_team.findData("red"))
    panel.custom_add.click()
    assert mafia.game["custom_roles"][0]["name"]["en"] == "Bodyguard"
    panel.spins["custom_1"].setValue(1)
    assert "12 cards for 12 seats" in panel.total.text()
    mafia.trigger("next_step")
    assert mafia.game["next"] == "start_game"
    assert "Bodyguard" in mafia.desk.texts.role("custom_1")
    assert list(mafia.roles().values()).count("custom_1") == 1


def test_digits_pick_places_and_the_ring_shows_them(mafia: Desk) -> None:  # MAF-08
    """Places are picked by typing their number (two digits quickly for 11..16) or by a click on the
    ring; MAF-08: V nominates the picked place for the speaker."""
    mafia.start(players=12)
    mafia.trigger("next_step")  # free talk over: the acquaintance night
    mafia.trigger("next_step")  # morning: the circle
    desk = mafia.desk
    desk.on_digit(1, now=100.0)
    assert desk.picked == 1
    desk.on_digit(2, now=100.5)
    assert desk.picked == 12
    desk.on_digit(2, now=103.0)
    assert desk.picked == 2
    desk.on_digit(0, now=110.0)
    assert desk.picked == 10
    mafia.click_place(5)
    assert "Picked: 5 · " in desk.ring.picked_label.text()
    speaker = mafia.game["speaker"]
    mafia.trigger("nominate")
    assert mafia.game["nominations"] == [{"by": speaker, "place": 5}]
    assert "5 · " in desk.turns.nominations.text()


def test_keys_drive_the_day_with_an_active_window(mafia: Desk, qtbot: Any) -> None:  # PLT-12
    """PLT-12: the desk's single keys work in the window: N moves on, digits pick, V nominates, F fouls."""
    mafia.start()
    window = mafia.window
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert mafia.game["phase"] == "acquaintance"
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert mafia.game["phase"] == "circle"
    qtbot.keyClick(window, Qt.Key.Key_4)
    qtbot.keyClick(window, Qt.Key.Key_V)
    assert [n["place"] for n in mafia.game["nominations"]] == [4]
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert next(p for p in mafia.game["places"] if p["place"] == 4)["fouls"] == 1
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # PLT-04
    assert next(p for p in mafia.game["places"] if p["place"] == 4)["fouls"] == 0


def test_fouls_under_foul_and_removal(mafia: Desk, clock: Clock) -> None:  # MAF-18, MAF-19
    """MAF-19: +30 s under foul for the speaker, at most twice, each a foul; MAF-18: the third foul (a
    click on the place's foul button) removes the player, revealed."""
    mafia.start()
    mafia.trigger("next_step")
    mafia.trigger("next_step")
    speaker = mafia.game["speaker"]
    left = mafia.game["timer"]["left_ms"]
    mafia.trigger("under_foul")
    assert mafia.game["timer"]["left_ms"] == left + 30_000
    mafia.trigger("under_foul")
    row = next(p for p in mafia.game["places"] if p["place"] == speaker)
    assert (row["fouls"], row["under_fouls"]) == (2, 2)
    mafia.desk.on_table_changed()
    assert not mafia.window.commands.action("under_foul").isEnabled() or mafia.desk.submit(
        "under_foul", place=speaker) is False
    fouls = mafia.desk.fouls
    assert "●●○" in fouls.buttons[speaker].text()
    fouls.buttons[speaker].click()
    row = next(p for p in mafia.game["places"] if p["place"] == speaker)
    assert not row["alive"] and row["out"] == "fouls" and row["role"]  # revealed
    assert not fouls.buttons[speaker].isEnabled()


def run_to_the_vote(mafia: Desk, nominees: list[int]) -> None:
    mafia.trigger("next_step")
    mafia.trigger("next_step")
    for place in nominees:
        mafia.desk.pick(place)
        mafia.trigger("nominate")
        mafia.trigger("next_step")
    mafia.finish_speeches()
    assert mafia.game["phase"] == "nominee_vote"


def test_vote_panel_hands_first_day_question_and_car_crash(mafia: Desk, qtbot: Any) -> None:  # MAF-09, MAF-12, MAF-13
    """MAF-09: the hands per nominee decide the defence; MAF-12: day 1 asks whether to expel anyone;
    MAF-13: equal hands for two → "expel both?", a majority and both leave, revealed."""
    mafia.start()
    blacks = set(mafia.places_of("boss", "mafia"))
    reds = [p for p in range(1, 11) if p not in blacks]
    a, b = reds[0], reds[1]
    run_to_the_vote(mafia, [a, b])
    vote = mafia.desk.vote
    assert set(vote.spins) == {a, b}
    assert vote.spins[a].hasFocus() or not mafia.window.isActiveWindow()
    # typed into the spin and Enter (the host's keys)
    vote.spins[a].setValue(5)
    qtbot.keyClick(vote.spins[a], Qt.Key.Key_Return)
    assert mafia.game["ballot"]["hands"][0]["count"] == 5
    mafia.hands(b, 5)
    assert mafia.game["phase"] == "defence"  # MAF-09: both shared first place
    assert "defence" in widget_texts(vote)
    mafia.finish_speeches()
    assert mafia.game["phase"] == "first_day_question"  # MAF-12
    assert vote.whole.isVisible() or vote.whole.isVisibleTo(mafia.window)
    vote.whole.setValue(6)
    vote.whole_button.click()
    assert mafia.game["phase"] == "hands"
    mafia.hands(a, 4)
    mafia.hands(b, 4)
    assert mafia.game["phase"] == "car_crash"  # MAF-13
    assert "Car crash" in vote.question.text()
    vote.whole.setValue(6)
    vote.whole_button.click()
    out = {p["place"]: p for p in mafia.game["places"] if not p["alive"]}
    assert set(out) == {a, b} and all(p["role"] for p in out.values())
    assert mafia.game["phase"] == "last_words"


def test_night_wizard_steps_awake_targets_and_checks(mafia: Desk) -> None:  # MAF-15, MAF-16, MAF-17
    """MAF-15: the wizard shows the night's steps in order and who is awake now; T acts on the picked
    place, X enters nothing; MAF-16: the commissar's check result is shown to the host; the morning
    announces the kill."""
    mafia.start()
    roles = mafia.roles()
    boss = mafia.places_of("boss")[0]
    commissar = mafia.places_of("commissar")[0]
    doctor = mafia.places_of("doctor")[0]
    victim = next(p for p, r in roles.items() if r == "civilian")
    mafia.trigger("next_step")  # the acquaintance night
    night = mafia.desk.night
    assert night.isVisibleTo(mafia.window)
    assert "acquaintance" in widget_texts(night)
    mafia.trigger("next_step")  # morning
    mafia.finish_speeches()  # nobody nominated: night 1
    assert mafia.model.view["game"]["phase"] == "night"
    assert mafia.board.block("night").text() == "Night"  # MAF-15: nothing else at night
    assert mafia.board.shown(mafia.board.stage) == "Night" and not mafia.board.side.isVisibleTo(mafia.board)
    assert not any(p["nickname"] in mafia.board.shown() for p in mafia.game["places"])
    steps = [night.steps.item(i).text() for i in range(night.steps.count())]
    assert steps[0].startswith("▶") and "boss checks" in steps[0]
    assert any("commissar" in s for s in steps[1:])
    assert f"{boss} · " in night.awake.text() and "Boss" in night.awake.text()
    mafia.trigger("next_step")  # nothing picked: the host is told to pick
    assert "Pick" in mafia.window.last_error
    mafia.desk.pick(commissar)
    mafia.trigger("night_target")  # the boss checks the commissar
    assert mafia.game["wizard"]["slot"] == "mafia_kill"
    assert "the commissar!" in widget_texts(night)
    mafia.desk.pick(victim)
    night.action_buttons["kill"].click()
    while mafia.game["wizard"]["slot"] != "commissar":
        mafia.trigger("night_nobody")
    mafia.desk.pick(boss)
    mafia.trigger("night_target")
    assert "black!" in widget_texts(night)  # MAF-16
    assert mafia.game["wizard"]["slot"] == "doctor"
    mafia.desk.pick(doctor)
    mafia.trigger("next_step")  # T by N: the doctor saves himself
    assert mafia.game["next"] == "morning"
    mafia.trigger("next_step")
    row = next(p for p in mafia.game["places"] if p["place"] == victim)
    assert row["out"] == "killed" and row["role"] == "civilian"  # MAF-06: revealed
    assert mafia.game["phase"] == "last_words"


def test_host_plays_hides_the_secrets(mafia: Desk) -> None:
    """"Host plays" mode: the console shows no secret role on the ring or in the wizard."""
    mafia.add(10)
    mafia.desk.evening.host_plays.setChecked(True)
    assert mafia.game["options"]["host_plays"] is True
    mafia.trigger("next_step")
    mafia.trigger("next_step")
    mafia.trigger("next_step")
    assert "secrets" not in mafia.game
    ring = mafia.desk.ring.ring
    image = ring.grab()
    assert not image.isNull()
    mafia.trigger("next_step")
    mafia.trigger("next_step")
    mafia.finish_speeches()
    night = mafia.desk.night
    names = [mafia.desk.texts.role(r) for r in ("boss", "mafia", "commissar", "doctor")]
    assert not any(name in widget_texts(night) for name in names)
    assert "The boss checks" in night.awake.text()


def test_a_whole_game_to_the_final_table(mafia: Desk, clock: Clock) -> None:  # MAF-04, MAF-21
    """MAF-21, MAF-04: the blacks are expelled day after day through the desk; the reds win and the
    board lists place — role — nick for every place; the results panel shows the evening's totals."""
    mafia.start()
    for day in range(4):
        if mafia.game["phase"] == "game_over":
            break
        if mafia.game["phase"] == "free_talk":
            mafia.trigger("next_step")
        if mafia.model.view["game"]["phase"] == "acquaintance":
            mafia.trigger("next_step")
        living = {p["place"] for p in mafia.game["places"] if p["alive"]}
        blacks = [p for p in mafia.places_of("boss", "mafia") if p in living]
        target = blacks[0]
        mafia.desk.pick(target)
        mafia.trigger("nominate")
        mafia.finish_speeches()
        mafia.hands(target, 7)
        mafia.finish_speeches()
        if mafia.game["phase"] == "first_day_question":
            mafia.desk.vote.whole.setValue(7)
            mafia.desk.vote.whole_button.click()
        mafia.hands(target, 7)
        if mafia.game["phase"] == "game_over":
            break
        mafia.finish_speeches()  # last words
        assert mafia.model.view["game"]["phase"] == "night", day
        while mafia.game["next"] == "night_action":
            mafia.trigger("night_nobody")
        mafia.trigger("next_step")  # morning, nobody killed
    assert mafia.game["result"]["winner"] == "reds"
    board = mafia.board
    assert board.beat_key == "winner-1" and board.block("winner").text() == "The reds win"  # its own moment
    clock.advance(6.1)
    board.redraw()
    assert board.beat_key == "" and board.block("winner").text() == "The reds win"
    final = board.block("result")
    assert isinstance(final, TableBlock)
    rows = {r[0]: r for r in final.rows}
    for row in mafia.game["result"]["table"]:  # MAF-04: place — role — nick
        assert rows[str(row["place"])][2] == row["nickname"]
    assert {r[1] for r in final.rows} == {"Boss", "Mafia", "Commissar", "Doctor", "Civilian"}
    results = mafia.desk.results
    assert results.table.rowCount() == 10
    assert "Game 1: The reds win" in results.evening.text()
    assert mafia.window.commands.action("next_step").text() == "Seat the players"


def test_board_by_day_shows_speaker_clock_seats_and_fouls(mafia: Desk, clock: Clock) -> None:  # PLT-13
    """PLT-13: the board's day page: the phase, the speaker, the countdown counting down, every seat
    with its fouls; the evening page shows the line-up and the reserve."""
    mafia.desk.evening.capacity.setValue(10)
    mafia.add(11)
    reserve = mafia.board.block("reserve")
    assert isinstance(reserve, TableBlock) and reserve.rows == [["1", "Player 11"]]  # MAF-02
    mafia.trigger("next_step")
    mafia.trigger("next_step")
    mafia.trigger("next_step")
    mafia.trigger("next_step")
    mafia.trigger("next_step")
    board = mafia.board
    assert board.scene()["moment"] == "circle"
    speaker = mafia.game["speaker"]
    assert board.block("speaker").text().startswith(f"{speaker} · ")
    assert board.block("countdown").text() == "0:30"
    clock.advance(12)
    board.on_tick()
    assert board.block("countdown").text() == "0:18"
    mafia.desk.fouls.buttons[3].click()
    seats = board.block("seats")
    assert isinstance(seats, SeatsBlock) and len(seats.seats) == 10
    assert {s["place"]: s["fouls"] for s in seats.seats}[3] == 1  # MAF-18: the foul's dot
    assert "Day 1" in board.block("round").text()
    assert [b for b in mafia.window.findChildren(QPushButton) if b.objectName() == "foul_3"]


def test_the_host_turns_the_rooms_recording_on_for_each_game(
        qtbot: Any, tmp_path: Path, language: Language, decks: dict[str, Any], clock: Clock,
        monkeypatch: pytest.MonkeyPatch) -> None:  # MAF-23
    """MAF-23: with recording on (R), each game on is recorded in its own file, and the recording
    stops at the end of the game; where the machine has no microphone the console says so, the
    switch goes off and the game goes on."""
    from PySide6.QtMultimedia import QMediaDevices

    from gm_console.recorder import RoomRecorder

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game("mafia"), journal, code="46802", seed=11, clock=clock)
    model = TableModel(table, monotonic=clock.seconds)
    recorder = RoomRecorder(tmp_path / "recordings")
    window = MainWindow(model, language, desk_for("mafia"), recorder=recorder)
    board = BoardWindow(model)
    qtbot.addWidget(window)
    qtbot.addWidget(board)
    desk = Desk(table, model, window, board, qtbot)
    try:
        window.commands.action("record").trigger()
        assert window.commands.action("record").isChecked()
        desk.start()
        assert desk.game["phase"] not in ("evening", "seated")
        if QMediaDevices.audioInputs():
            qtbot.waitUntil(recorder.recording)
            assert recorder.path is not None and recorder.path.name.endswith("-mafia-46802-game-1.ogg")
            # the first sound's moment, journaled with its game, for the review's timeline
            qtbot.waitUntil(lambda: bool(journal.recordings(table.id)))
            [(file, game, started)] = journal.recordings(table.id)
            assert file == recorder.path.name and game == 1 and started <= clock()
            assert window.findChild(QLabel, "recording").isVisible() or not window.isVisible()
            desk.trigger("abort_game")
            qtbot.waitUntil(lambda: not recorder.recording())
            qtbot.waitUntil(lambda: recorder.path is not None and recorder.path.is_file())
            print(f"recorded: {recorder.path.name}")
        else:
            assert not recorder.recording() and not window.commands.action("record").isChecked()
            assert window.statusBar().currentMessage() == ("No microphone on this machine: the game goes on "
                                                           "without a recording")
            assert desk.game["phase"] not in ("evening", "seated", "game_over")  # the game goes on
    finally:
        recorder.stop()
        model.close()
        table.close()
        journal.close()


def _log_lines(mafia: Desk) -> list[str]:
    return [line.text.split("  ", 1)[1] for line in mafia.window.log.list.shown()]


def test_the_log_names_places_with_nicknames_and_hides_the_night_when_the_host_plays(
        mafia: Desk) -> None:  # MAF-02, MAF-15, MAF-18, MAF-16, MAF-24
    """The event log in the club's words: sign-ups from a phone (MAF-02), the seating, a foul on
    "place N (nickname)" (MAF-18), the night's steps with their targets and check results for a host
    who does not play (MAF-15, MAF-16); a player's publication choice stays private (MAF-24). In the
    next game the host plays: a night step shows only as done."""
    joined = mafia.table.join("Zoe")
    assert isinstance(joined, tuple), joined
    seat = joined[0]
    phone = Actor.player(seat)
    for request in (Request("sign_up", {"adult": True}), Request("confirm_evening"),
                    Request("publication", {"publish": False})):
        assert not hasattr(mafia.table.submit(phone, request), "code")
    mafia.add(9)
    mafia.trigger("next_step")  # seat
    mafia.trigger("next_step")  # deal
    assert not hasattr(mafia.table.submit(phone, Request("card_seen")), "code")
    mafia.trigger("next_step")  # day 1
    zoe = next(p["place"] for p in mafia.game["places"] if p["seat"] == seat)
    mafia.desk.pick(zoe)
    mafia.trigger("foul")
    mafia.trigger("next_step")  # the acquaintance night
    mafia.trigger("next_step")  # morning: the circle
    mafia.finish_speeches()  # nobody nominated: night 1
    boss, commissar = mafia.places_of("boss")[0], mafia.places_of("commissar")[0]
    mafia.desk.pick(commissar)
    mafia.trigger("night_target")  # the boss finds the commissar
    while mafia.game["wizard"]["slot"] != "commissar":
        mafia.trigger("night_nobody")
    mafia.desk.pick(boss)
    mafia.trigger("night_target")
    lines = _log_lines(mafia)

    def name(place: int) -> str:
        row = next(p for p in mafia.game["places"] if p["place"] == place)
        return f"seat {place} ({row['nickname']})"

    check = f"Moderator: Night 1 · The commissar checks: {name(boss)} — black!"
    for expected in (
        "Zoe joined",
        "Zoe signs up (21+)",
        "Zoe confirms for the evening · in the line-up",
        "Moderator: Added by the host: Player 2 (21+) · in the line-up",
        "Moderator: Game 1: seats drawn by lot",
        "Moderator: Cards dealt for 10 seats",
        f"Card seen: {name(zoe)}",
        "Moderator: Day 1 · Free talk",
        f"Moderator: Foul: {name(zoe)}",
        "Moderator: Acquaintance night",
        f"Moderator: Night 1 · The boss checks: {name(commissar)} — the commissar!",
        "Moderator: Night 1 · The mafia kills: Nobody",
        check,
    ):
        assert expected in lines, (expected, lines)
    assert not any("publication" in line.lower() for line in lines)  # MAF-24: private
    assert len(lines) == len([e for e in mafia.table.log() if e.request["type"] != "publication"])
    mafia.trigger("abort_game")
    assert _log_lines(mafia)[-1] == "Moderator: The game was aborted: nobody scores"
    mafia.desk.evening.host_plays.setChecked(True)  # the next game: the host plays
    mafia.trigger("next_step")  # seat
    mafia.trigger("next_step")  # deal
    mafia.trigger("next_step")  # day 1
    mafia.trigger("next_step")  # the acquaintance night
    mafia.trigger("next_step")  # morning: the circle
    mafia.finish_speeches()
    mafia.desk.pick(1)
    mafia.trigger("night_target")
    mafia.desk.pick(2)
    mafia.trigger("night_target")
    night = _log_lines(mafia)[-2:]
    assert night == ["Moderator: Night 1 · The boss checks: done", "Moderator: Night 1 · The mafia kills: done"]
    assert "Moderator: Options: the host plays" in _log_lines(mafia)
    assert next(p["place"] for p in mafia.game["places"] if p["seat"] == seat) != zoe  # a new seating
    lines = _log_lines(mafia)
    assert f"Moderator: Foul: seat {zoe} (Zoe)" in lines  # each game with its own places
    assert check not in lines  # the host plays now: no night of this evening shows its targets
    mafia.table.join("Yan")  # a new nickname: the lines drawn stay as they are, the join's added
    assert _log_lines(mafia) == [*lines, "Yan joined"]


def test_a_speech_warns_at_ten_seconds_and_ends_once_and_the_night_sounds(mafia: Desk, clock: Clock) -> None:  # PLT-14
    """PLT-14, MAF-07: the speech's last ten seconds and its end sound once each (the shared countdown
    cue), the night falling and the morning as the phases change, all decided from the views."""
    played = mafia.desk.cues.sounds.played
    mafia.start()  # the free talk (MAF-07)
    phases = [mafia.game["phase"]]
    while mafia.game["phase"] != "circle":  # the acquaintance night, then day 1's circle
        mafia.trigger("next_step")
        phases.append(mafia.game["phase"])
    assert "acquaintance" in phases
    assert played[-2:] == ["mafia_night", "mafia_morning"]
    mafia.trigger("next_step")  # the first speaker's countdown runs
    assert mafia.game["timer"]["running"], mafia.game["timer"]
    start = len(played)
    clock.advance(mafia.game["timer"]["left_ms"] / 1000 - 11)
    mafia.desk.cues.countdown.on_tick()
    assert played[start:] == []
    clock.advance(2)  # nine seconds left
    mafia.desk.cues.countdown.on_tick()
    assert played[start:] == ["warning"]
    clock.advance(5)
    mafia.desk.cues.countdown.on_tick()
    assert played[start:] == ["warning"]  # once a crossing
    clock.advance(5)  # zero
    mafia.desk.cues.countdown.on_tick()
    mafia.desk.cues.countdown.on_tick()
    assert played[start:] == ["warning", "time_up"]  # once a speech
    mafia.trigger("next_step")  # the next speaker's own countdown
    clock.advance(mafia.game["timer"]["left_ms"] / 1000 - 5)
    mafia.desk.cues.countdown.on_tick()
    clock.advance(6)
    mafia.desk.cues.countdown.on_tick()
    assert played[start:] == ["warning", "time_up", "warning", "time_up"]  # the next speech sounds anew
