"""What the shared checks need to know of the quiz (``tests/game_parts.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tests.e2e.driving import join, player

if TYPE_CHECKING:
    from tests.e2e.serverfix import ServedTable
    from tests.gm_console.walks import Built

SEATS = 3
FORWARD = ("mark_captain", "start", "spin", "time_go", "clubs_help", "accept_answer", "reject_answer", "annul_round")
KICK = "kick"
WALK_PLAYERS = 3
WALK_STEPS = 400
WALK_RARE: frozenset[str] = frozenset({"annul_round", "penalty"})
PHONE_PLAYERS = 3
PHONE_STEPS = 200
PHONE_OPTIONS: dict[str, Any] | None = {"pack": "ru_pochemu"}
TITLES = {
    "uk": "Чому? Куди? Навіщо?",
    "pl": "Dlaczego? Dokąd? Po co?",
    "ru": "Почему? Куда? Зачем?",
    "en": "Why? Where? What for?",
}
DESK_UK = frozenset({"Гра", "Знавці й штрафи", "Запустити рулетку", "Хвилина"})
DESK_EN = frozenset({"Experts and penalties", "Spin the roulette", "The game", "The minute"})


def options(game: Any) -> list[tuple[str, dict[str, Any]]]:
    return [*[("set_options", {"pack": pack}) for pack in game.packs][:4],
            ("set_options", {"show_question": False}), ("set_options", {"show_question": True})]


def words(game: Any) -> list[str]:
    """The packs, the lifelines and the penalties."""
    return [*game.packs, "minute_on_credit", "clubs_help", "hosts_help", "warning", "cut_time", "sent_off"]


def secrets(g: dict[str, Any]) -> dict[tuple[Any, ...], str]:
    """The question read out and the Club's hint of each round (QZ-12)."""
    q = g.get("question")
    found: dict[tuple[Any, ...], str] = {}
    if q and q.get("text"):
        found[("question", g["match"], g["round"])] = str(q["text"])
    if q and q.get("clubs_help"):
        found[("hint", g["match"], g["round"])] = str(q["clubs_help"])
    return found


# --- the quiz: five experts ----------------------------------------------------------------------
def walk(c: Built) -> Iterator[str]:
    desk: Any = c.window.desk
    yield "lobby"
    seats = c.join(5)
    for seat in seats:
        c.player(seat, "ready")
    desk.experts.select(seats[0])
    c.trigger("mark_captain")
    yield "lobby, five experts"
    c.trigger("start")
    yield "started"
    for number in range(11):
        if c.view["phase"] == "finished":
            break
        c.trigger("spin")
        if number == 0:
            yield "spun"
        c.trigger("time_go")
        if number == 0:
            yield "the minute"
        desk.experts.select(int(c.view["captain"]))
        c.trigger("name_answerer")
        if number == 0:
            yield "answer"
        c.trigger("accept_answer" if number % 2 else "reject_answer")
        if number == 0:
            yield "verdict"
    yield "finished"
    c.trigger("to_lobby")
    yield "back in the lobby"


# --- the board's busiest moments (tests/e2e/test_board_sizes.py) -----------------------------------
def quiz_lobby(served: ServedTable) -> None:
    """QZ-03, QZ-05, QZ-27: five experts ready, the captain marked, the call link shown."""
    seats = join(served, 5)
    for seat in seats:
        player(served, seat, "ready")
    served.moderator("set_options", call_link="https://meet.example.org/elite-club-evening-at-the-villa")
    served.moderator("mark_captain", seat=seats[0])


def quiz_minute(served: ServedTable) -> None:
    """QZ-11, QZ-17, QZ-19: the minute running with the Club's help given and an expert sent off."""
    quiz_lobby(served)
    served.moderator("start")
    served.moderator("penalty", kind="sent_off", seat=3)
    served.moderator("spin")
    served.moderator("time_go")
    served.moderator("clubs_help", hint="Подумайте про кораблі вночі й про те, що бачить вахтовий на щоглі")


def quiz_verdict(served: ServedTable) -> None:
    """QZ-06: the verdict's own moment, the answer made public, then the roulette with the score."""
    quiz_minute(served)
    served.moderator("name_answerer", seat=1)
    served.moderator("reject_answer")


def quiz_finished(served: ServedTable) -> None:
    """QZ-22, QZ-24: the game to six points, the winner."""
    quiz_lobby(served)
    served.moderator("start")
    while served.view()["game"]["phase"] != "finished":
        served.moderator("spin")
        served.moderator("time_go")
        served.moderator("name_answerer", seat=1)
        served.moderator("accept_answer")


BOARD_MOMENTS = [("lobby", quiz_lobby), ("minute", quiz_minute), ("verdict", quiz_verdict), ("finished", quiz_finished)]
BOARD_TABLE: dict[str, Any] = {"options": {"pack": "ru_pochemu"}, "code": "5791"}
