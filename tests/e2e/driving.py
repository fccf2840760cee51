"""Driving a served table to a moment from the test's side (the moderator's and the players'
requests straight to the table), for the board checks that need a table in a given phase."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import Actor, Rejection, Request

if TYPE_CHECKING:
    from tests.e2e.serverfix import ServedTable

NAMES = ("Ярослава", "Катерина", "Олександр", "Małgorzata", "Krzysztof", "Станислава", "Bartholomew",
         "Анастасія", "Włodzimierz", "Христина", "Maximilian", "Владислав", "Zofia", "Єлизавета",
         "Aleksandra", "Дмитро", "Bogusław", "Вероніка")
"""Long names in both alphabets: the widest a club's line-up gets."""


def player(served: ServedTable, seat: int, rtype: str, **args: Any) -> None:
    result = served.call(lambda: served.table.submit(Actor.player(seat), Request(rtype, args)))
    assert not isinstance(result, Rejection), (rtype, result)


def join(served: ServedTable, count: int) -> list[int]:
    seats = []
    for name in NAMES[:count]:
        joined = served.call(lambda name=name: served.table.join(name))
        assert isinstance(joined, tuple), joined
        seats.append(joined[0])
    return seats
