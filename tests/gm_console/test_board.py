"""The public board for the projector (PLT-13): the scene of the public view drawn in large type,
the countdown counted locally (PLT-14), and only the public view (PLT-05)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QWidget

from gm_console.board_blocks import TableBlock
from gm_console.board_window import BoardWindow
from gm_console.table_model import TableModel
from net.content import make_game
from net.journal import Journal
from net.table import Table
from rules.core import MODERATOR, Actor, Rejection, Request
from rules.quiz.board import SPIN_MS
from rules.quiz.board import VERDICT_MS as VERDICT_MS_QUIZ
from rules.quiz.board import WINNER_MS as WINNER_MS_QUIZ
from rules.suspi.board import DAWN_MS, VERDICT_MS, WINNER_MS

from .conftest import URL, Clock, Console
from .test_mafia import Desk, mafia  # noqa: F401  (a mafia table driven through its desk)
from .test_quiz import Quiz, quiz  # noqa: F401  (a quiz table driven through its desk)
from .test_spy import secret_names

BOARD_SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
"""A projector's screens, 720p to 4K."""


def resize_to(board: Any, qtbot: Any, size: tuple[int, int]) -> None:
    """The board at ``size`` (once the window has it), drawn again."""
    board.resize(*size)
    qtbot.waitUntil(lambda: board.width() == size[0] and board.height() == size[1])
    board.redraw()


def visible_blocks(board: Any) -> list[QWidget]:
    return [w for w in board.findChildren(QWidget) if w.objectName().startswith("board_") and w.isVisibleTo(board)]


def assert_fits(board: Any) -> None:
    """Every block lies inside the window, and no label's text is cut (its hint fits its box)."""
    window = QRect(0, 0, board.width(), board.height())
    for widget in visible_blocks(board):
        box = QRect(widget.mapTo(board, widget.rect().topLeft()), widget.size())
        assert window.contains(box), (widget.objectName(), box, window)
        if isinstance(widget, QLabel) and widget.text() and not widget.wordWrap():
            assert widget.sizeHint().width() <= widget.width() + 2, (widget.objectName(), widget.text())
        if isinstance(widget, QLabel) and widget.text() and widget.wordWrap():
            assert widget.heightForWidth(widget.width()) <= widget.height() + 2, (widget.objectName(), widget.text())


def test_board_lobby_shows_code_qr_and_seats(console: Console) -> None:  # PLT-08, PLT-13
    """The board in the lobby: the table code in large digits and the QR code of the join link."""
    console.seat(3)
    board = console.board
    assert board.block("code").text() == "48213"
    assert board.block("qr").text() == URL
    assert board.block("people").text() == "At the table (3): Ola, Max, Ann"


def test_board_shows_only_the_public_view_during_the_round(console: Console) -> None:  # PLT-13, PLT-05, PLT-10
    """No location or role name anywhere on the board while cards are out."""
    console.seat(5)
    board = console.board
    console.trigger("deal")
    for step in ("dealt", "asking", "accusation", "paused"):
        if step == "asking":
            console.all_look()
            console.trigger("start_round")
        elif step == "accusation":
            a, b = console.game["players"][:2]
            console.player(a, "accuse", target=b)
        elif step == "paused":
            console.player(console.game["players"][2], "vote", yes=False)
            console.trigger("pause_resume")
        shown = board.shown()
        leaked = [name for name in secret_names(console) if name in shown]
        assert not leaked, (step, leaked)
    console.trigger("abort_round")  # once the round is over the location is public
    location = console.decks["family"].location(console.table.state.round.location).name["en"]
    assert location in board.shown()


def test_board_counts_down_whose_turn_and_vote_progress(console: Console) -> None:  # PLT-13, PLT-14, SPY-20
    """Whose turn it is, the vote's progress (how many, never who), the countdown counted locally."""
    console.seat(4)
    board = console.board
    console.trigger("deal")
    assert board.block("headline").text() == "Look at your cards"
    console.trigger("start_round")
    names = {s["seat"]: s["nickname"] for s in console.model.view["seats"]}
    assert board.block("asker").text() == names[console.game["asker"]]
    assert board.block("countdown").text() == "8:00"
    console.clock.advance(30.2)
    board.on_tick()
    assert board.block("countdown").text() == "7:30"
    assert board.time_left() is not None and 29_000 <= 480_000 - board.time_left() <= 31_000
    a, b = console.game["players"][:2]
    console.player(a, "accuse", target=b)
    assert board.block("headline").text() == f"{names[a]} accuses {names[b]}"
    assert board.block("progress").text() == "0 / 2"
    console.player(console.game["players"][2], "vote", yes=True)
    assert board.block("progress").text() == "1 / 2"


def test_board_type_is_large_and_follows_the_window_height(console: Console, qtbot: Any) -> None:  # PLT-13
    """Read from the back of the room: the countdown is a quarter of the screen's height."""
    console.seat(3)
    console.trigger("deal")
    console.trigger("start_round")
    board = console.board
    board.resize(1920, 1080)
    board.show()
    qtbot.waitExposed(board)
    assert board.block("countdown").fontInfo().pixelSize() >= 250
    assert board.block("asker").fontInfo().pixelSize() >= 60
    board.resize(960, 540)
    qtbot.waitUntil(lambda: board.block("countdown").fontInfo().pixelSize() < 200)


def test_board_fits_every_size_from_720p_to_4k(console: Console, qtbot: Any) -> None:  # PLT-13
    """At 1280×720, 1920×1080 and 3840×2160, with a full table and a round's result, nothing is
    cut off: every block inside the window, every label's text whole, every table's rows drawn."""
    console.seat(8)
    console.trigger("deal")
    console.all_look()
    console.trigger("start_round")
    board = console.board
    board.show()
    qtbot.waitExposed(board)
    for size in BOARD_SIZES:
        resize_to(board, qtbot, size)
        assert_fits(board)
    console.trigger("abort_round")
    for size in BOARD_SIZES:
        resize_to(board, qtbot, size)
        assert_fits(board)
        for table in board.findChildren(TableBlock):
            if table.isVisibleTo(board) and table.rows:
                assert table.minimumSizeHint().height() <= table.height()
                table.fitted_px = 0
                table.repaint()  # painted now, or (a window whose frame is still pending) with its frame
                qtbot.waitUntil(lambda t=table: t.fitted_px > 0)
                assert table.fitted_px >= 9, (size, table.objectName(), table.fitted_px)


def test_the_players_beside_the_stage_start_under_their_title(console: Console, qtbot: Any) -> None:  # PLT-13
    """The players' table beside the stage starts right under its title, from the title's left, as
    the web board's; a table on the stage is centred. Ten phones without a connection and half the
    cards seen: the longest tags the table gets."""
    console.seat(10, connected=False)
    console.trigger("deal")
    for seat in range(1, 6):
        assert not isinstance(console.table.submit(Actor.player(seat), Request("card_seen", {})), Rejection)
    board = console.board
    board.show()
    qtbot.waitExposed(board)
    for size in BOARD_SIZES:
        resize_to(board, qtbot, size)

        def under_the_title(size: tuple[int, int] = size) -> None:
            title, seats = board.block("side_title"), board.block("seats")
            assert isinstance(title, QLabel) and isinstance(seats, TableBlock)
            seats.grab()  # paint it: where its rows went
            top = seats.mapTo(board, seats.drawn.topLeft().toPoint())
            title_box = QRect(title.mapTo(board, title.rect().topLeft()), title.size())
            row = seats.drawn.height() / len(seats.rows)
            assert 0 <= top.y() - title_box.bottom() <= row, (size, top, title_box)
            assert abs(top.x() - title_box.left()) <= 2, (size, top, title_box)
            assert seats.fitted_px >= 0.8 * seats.ROW_PX * board.unit() * 0.62, (size, seats.fitted_px)

        qtbot.waitUntil(under_the_title)  # once the window's layout has followed the new size
    console.trigger("abort_round")  # the round's result: its table on the stage, centred
    qtbot.waitUntil(lambda: isinstance(board.block("result-points"), TableBlock)
                    and board.block("result-points").isVisibleTo(board))
    result = board.block("result-points")
    assert isinstance(result, TableBlock) and result.rows
    result.grab()
    assert abs(result.drawn.center().x() - result.rect().center().x()) <= 2, (result.drawn, result.rect())


def test_the_side_stands_right_of_a_rule(console: Console, qtbot: Any) -> None:  # PLT-13
    """The column beside the stage stands right of a rule down its left edge, in the web board's
    lines' colour (``#side { border-left: 2px solid var(--line) }``): the rule is drawn, from the
    side's top to its bottom, and no block of the side starts on it, from 720p to 4K."""
    from gm_console.board_columns import RULE_COLOR

    console.seat(4)
    board = console.board
    board.show()
    qtbot.waitExposed(board)
    for size in BOARD_SIZES:
        resize_to(board, qtbot, size)
        qtbot.waitUntil(lambda size=size: board.side.isVisible() and board.side.width() > 0
                        and board.size().toTuple() == size)
        picture = board.grab().toImage()
        ratio = picture.devicePixelRatio()
        left = board.side.mapTo(board, board.side.rect().topLeft())
        for y in range(left.y(), left.y() + board.side.height(), 7):
            for x in (left.x(), left.x() + 1):
                assert picture.pixelColor(round(x * ratio), round(y * ratio)).name() == RULE_COLOR, (size, x, y)
        for block in board.side.findChildren(QWidget):
            if block.isVisibleTo(board):
                assert block.mapTo(board, block.rect().topLeft()).x() >= left.x() + 2, (size, block.objectName())


def test_board_speaks_the_tables_language(console: Console) -> None:  # PLT-15
    console.seat(3)
    console.trigger("deal")
    console.model.set_lang("uk")
    assert console.board.block("headline").text() == "Подивіться на свої картки"
    console.model.set_lang("pl")
    assert console.board.block("headline").text() == "Obejrzyjcie swoje karty"


def test_board_opens_full_screen_on_the_chosen_screen_and_f11_toggles(console: Console, qtbot: Any) -> None:  # PLT-13
    """Full screen on the chosen screen; F11 toggles; a missing screen gives a window."""
    board = console.board
    board.show_on(0)
    qtbot.waitExposed(board)
    assert board.isFullScreen()
    assert board.screen() is QGuiApplication.screens()[0]
    console.window.commands.action("board_full_screen").triggered.connect(board.on_full_screen_toggled)
    console.window.commands.action("board_full_screen").trigger()
    assert not board.isFullScreen()
    board.show_on(7)  # no such screen: a normal window, no failure
    assert board.isVisible() and not board.isFullScreen()
    board.close()  # closing the board only hides it; Ctrl+B shows it again
    assert not board.isVisible()
    board.on_show_toggled()
    assert board.isVisible()


SUSPI_GUESTS = ("Ярослава", "Катерина", "Олександр", "Małgorzata", "Krzysztof", "Станислава", "Bartholomew",
                "Анастасія", "Włodzimierz", "Христина", "Maximilian", "Владислав", "Zofia", "Єлизавета",
                "Aleksandra", "Дмитро", "Bogusław", "Вероніка")


def test_suspis_board_fits_a_full_villa_from_720p_to_4k_and_its_moments_give_way(
        qtbot: Any, tmp_path: Path) -> None:  # PLT-13, SUS-01, SUS-08, SUS-11, SUS-22, SUS-42
    """A real SUSPI table of 18 guests with the longest names, played to its end: at 1280×720 and
    3840×2160 nothing on the projector is cut (the night, the dawn, the council, the verdict, the
    unmasking, the cards of all 18); each moment (the dawn, who leaves, the winner) holds the board
    for its time, then gives way to the scene beneath it."""
    clock = Clock()
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game("suspi"), journal, code="48213", seed=7, clock=clock)
    table.url = "http://192.168.100.200:8765/join?code=48213"
    table.lang = "uk"
    model = TableModel(table, monotonic=clock.seconds)
    board = BoardWindow(model)
    qtbot.addWidget(board)
    board.show()
    qtbot.waitExposed(board)

    def host(kind: str) -> None:
        assert not isinstance(table.submit(MODERATOR, Request(kind, {})), Rejection), kind

    def play(seat: int, kind: str, **args: Any) -> None:
        assert not isinstance(table.submit(Actor.player(seat), Request(kind, args)), Rejection), (kind, args)

    def fits(moment: str) -> None:
        for size in ((1280, 720), (3840, 2160)):
            board.resize(*size)
            qtbot.waitUntil(lambda s=size: board.width() == s[0] and board.height() == s[1])
            for lang in ("uk", "pl", "ru"):
                model.set_lang(lang)
                board.redraw()
                assert_fits(board)
                for t in board.findChildren(TableBlock):
                    if t.isVisibleTo(board) and t.rows:
                        qtbot.waitUntil(t.isVisible)
                        t.grab()  # paint it: the type its rows got
                        assert t.fitted_px >= 9, (moment, size, lang, t.objectName(), t.fitted_px)
        model.set_lang("uk")

    def moment_gives_way(key: str, hold_ms: int, beneath: str) -> None:
        assert board.beat_key == key, (board.beat_key, key)
        clock.advance(hold_ms / 1000 - 0.5)
        board.redraw()
        assert board.beat_key == key  # still its time
        clock.advance(0.6)
        board.redraw()
        assert board.beat_key == "", key
        assert board.block(beneath) is not None, (key, board.shown())  # the scene beneath it

    for name in SUSPI_GUESTS:
        seat, _ = table.join(name)
        table.set_connected(seat, True)
    host("deal")
    cards = {c["seat"]: c["role"] for c in model.view["game"]["secrets"]["cards"]}
    for round_no in range(1, 10):
        host("advance")  # the night (SUS-06)
        if round_no == 1:
            fits("night")
        for seat in model.view["game"]["match"]["alive"]:
            play(seat, "pick_room", room="study")  # all in one room: nobody dies (SUS-14)
        host("advance")  # the dawn (SUS-08)
        qtbot.waitUntil(lambda: board.shown(board.stage) == "Цього ранку повернулися всі")  # SUS-08
        if round_no == 1:
            fits("dawn")
        moment_gives_way(f"dawn-1-{round_no}", DAWN_MS, "hint")
        host("advance")
        host("advance")  # the council (SUS-10)
        match = model.view["game"]["match"]
        murderer = next(s for s in match["alive"] if cards[s] == "murderer")
        for seat in [s for s in match["alive"] if s not in match["council"]["no_vote"]]:
            play(seat, "council_abstain") if seat == murderer else play(seat, "council_vote", target=murderer)
            if round_no == 1 and seat == murderer:
                fits("council")
            play(seat, "council_confirm")
        if model.view["game"]["phase"] != "verdict":
            break
        if round_no == 1:
            fits("verdict")
        moment_gives_way(f"verdict-1-{round_no}", VERDICT_MS, "counts")
    assert model.view["game"]["phase"] == "unmasking"  # SUS-22: no murderer left
    assert board.block("winner").text() == "Перемога міста"  # type: ignore[union-attr]
    fits("the winner")
    moment_gives_way("winner-1", WINNER_MS, "guessed")
    fits("unmasking")
    host("advance")  # the cards and the points (SUS-42, SUS-43)
    assert board.beat_key == ""  # the winner was shown already
    reveal = board.block("reveal")
    assert isinstance(reveal, TableBlock) and len(reveal.rows) == 18
    fits("result")
    model.close()
    table.close()
    journal.close()


def shown_block(board: Any, block_id: str) -> Any:
    """The block ``block_id`` the board shows now (the last drawing's widgets are deleted later)."""
    return next((w for w in board.findChildren(QWidget, f"board_{block_id}") if w.isVisibleTo(board)), None)


def fit_at(board: Any, qtbot: Any, size: tuple[int, int]) -> None:
    """Resize the board to ``size``, draw it and check that nothing is cut (every table row drawn)."""
    resize_to(board, qtbot, size)
    qtbot.waitUntil(lambda: bool(visible_blocks(board.stage)))  # new blocks show once the loop runs
    assert_fits(board)
    for table in board.findChildren(TableBlock):
        if table.isVisibleTo(board) and table.rows:
            assert table.minimumSizeHint().height() <= table.height(), (size, table.objectName())
            table.grab()  # painted as it shows now (a repaint waits for the window's next flush)
            assert table.fitted_px >= 9, (size, table.objectName(), table.fitted_px)


def test_mafia_board_fits_720p_and_4k_and_its_moments_give_way(mafia: Desk, clock: Clock,  # noqa: F811
                                                              qtbot: Any) -> None:  # PLT-13, MAF-04, MAF-18
    """Sixteen places through the desk to the final table: at 1280×720 and 3840×2160 nothing is cut;
    a removal for fouls (MAF-18) shows as its own moment, then the seats come back once its time
    is over; the end shows the winner's moment, then "place — role — nick" for every place."""
    mafia.desk.evening.capacity.setValue(16)
    mafia.start(16)
    board = mafia.board
    board.show()
    qtbot.waitExposed(board)
    sizes = ((1280, 720), (3840, 2160))
    for size in sizes:
        fit_at(board, qtbot, size)
    assert shown_block(board, "countdown") is not None and len(shown_block(board, "seats").seats) == 16
    target = next(p["place"] for p in mafia.game["places"] if p["place"] != mafia.game["speaker"])
    for _ in range(3):
        mafia.desk.fouls.buttons[target].click()
    assert board.beat_key == f"fouls-1-{target}"
    qtbot.waitUntil(lambda: shown_block(board, "beat-headline") is not None)
    assert shown_block(board, "beat-headline").text() == "Removed for three fouls:"
    assert shown_block(board, "seats") is None and shown_block(board, "countdown") is None  # the moment alone
    for size in sizes:
        fit_at(board, qtbot, size)
    clock.advance(6.1)  # the moment's time is over: the day comes back
    board.redraw()
    qtbot.waitUntil(lambda: bool(visible_blocks(board.stage)))
    assert board.beat_key == "" and shown_block(board, "beat-headline") is None
    seats = shown_block(board, "seats")
    assert seats.isVisibleTo(board)  # along the foot of the stage
    out = next(s for s in seats.seats if s["place"] == target)
    assert out["state"] == "out" and out["tone"] in ("good", "bad", "violet")  # the shown card's team
    mafia.trigger("abort_game")
    qtbot.waitUntil(lambda: shown_block(board, "winner") is not None)
    assert board.beat_key == "winner-1" and shown_block(board, "winner").text() == "The game was aborted"
    for size in sizes:
        fit_at(board, qtbot, size)
    clock.advance(6.1)
    board.redraw()
    qtbot.waitUntil(lambda: bool(visible_blocks(board.stage)))
    assert board.beat_key == ""
    final = shown_block(board, "result")
    assert isinstance(final, TableBlock) and len(final.rows) == 16
    for size in sizes:
        fit_at(board, qtbot, size)


QUIZ_EXPERTS = ("Ярослава-Анастасія", "Bartholomew", "Włodzimierz", "Станислава", "Єлизавета")


def test_quiz_board_fits_720p_and_4k_and_its_moments_give_way(quiz: Quiz, qtbot: Any) -> None:  # noqa: F811  # PLT-13, QZ-06, QZ-08, QZ-11, QZ-17, QZ-19, QZ-24
    """Five experts with long names through a whole game: at 1280×720 and 3840×2160 nothing on the
    projector is cut in the lobby, the spin, the minute with the Club's help and an expert sent off,
    the verdict and the winner; the spin (QZ-08), the verdict (QZ-06) and the winner (QZ-24) each hold
    the board for their time, then give way to the scene beneath."""
    board = quiz.board
    board.show()
    qtbot.waitExposed(board)
    sizes = ((1280, 720), (3840, 2160))
    seats = quiz.ready_team(QUIZ_EXPERTS)
    for size in sizes:
        fit_at(board, qtbot, size)
    assert len(shown_block(board, "seats").rows) == 5
    quiz.trigger("start")
    quiz.select(seats[2])
    quiz.trigger("sent_off")  # QZ-19: the next round
    quiz.trigger("spin")
    assert board.beat_key.startswith("spin-")  # QZ-08: the top turns as its own moment
    for size in sizes:
        fit_at(board, qtbot, size)
    quiz.beat_passes(SPIN_MS)
    qtbot.waitUntil(lambda: shown_block(board, "listen") is not None)  # new blocks show once the loop runs
    assert shown_block(board, "listen") is not None and shown_block(board, "wheel") is not None
    quiz.trigger("time_go")
    quiz.desk.lifelines.hint.setText("Подумайте про кораблі вночі й про те, що бачить вахтовий на щоглі")
    quiz.trigger("clubs_help")  # QZ-17
    qtbot.waitUntil(lambda: shown_block(board, "hint") is not None)
    assert shown_block(board, "sits-out") is not None and shown_block(board, "wheel") is None  # the clock's stage
    for size in sizes:
        fit_at(board, qtbot, size)
    quiz.select(int(quiz.game["captain"]))
    quiz.trigger("name_answerer")
    quiz.trigger("reject_answer")
    assert board.beat_key.startswith("verdict-")  # QZ-06: the verdict, and the answer it makes public
    qtbot.waitUntil(lambda: shown_block(board, "answer") is not None)
    for size in sizes:
        fit_at(board, qtbot, size)
    quiz.beat_passes(VERDICT_MS_QUIZ)
    qtbot.waitUntil(lambda: shown_block(board, "wheel") is not None)
    assert shown_block(board, "wheel") is not None and shown_block(board, "score") is not None
    for size in sizes:
        fit_at(board, qtbot, size)
    while quiz.game["phase"] != "finished":
        quiz.round_to_answer()
        quiz.trigger("accept_answer")
    assert board.beat_key.startswith("winner-")  # QZ-24
    for size in sizes:
        fit_at(board, qtbot, size)
    quiz.beat_passes(WINNER_MS_QUIZ)
    qtbot.waitUntil(lambda: shown_block(board, "final-score") is not None)
    assert shown_block(board, "winner") is not None and shown_block(board, "final-score") is not None
    for size in sizes:
        fit_at(board, qtbot, size)
