"""An append-only sequence for a state's history (a game's log, its bonuses): a fold adds one item
in constant time, where a tuple copied at every event made a restore quadratic in the journal
(PLT-02: a restore folds every entry again, so it must grow linearly with the journal).

A :class:`Trail` is immutable to its readers, like the tuple it stands for: each trail is the first
``len`` items of a list that trails made from it share. :meth:`Trail.plus` appends to that list
when the trail is its longest (the usual case: each state folds the next event onto the last
state), and copies when an older trail is extended (a state branched from an earlier one), so
no trail ever sees an item it was not made with.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import islice
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class Trail(Sequence[T], Generic[T]):
    """An immutable sequence that grows by one item in constant time (see the module)."""

    __slots__ = ("_items", "_length")

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._items: list[T] = list(items)
        self._length = len(self._items)

    def plus(self, item: T) -> Trail[T]:
        """This trail with ``item`` after its last one."""
        if self._length == len(self._items):  # the longest trail of its list: the list grows in place
            self._items.append(item)
            grown: Trail[T] = Trail.__new__(Trail)
            grown._items = self._items
            grown._length = self._length + 1
            return grown
        return Trail([*islice(self._items, self._length), item])  # a branch: a list of its own

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            return tuple(self._items[: self._length][index])
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError("trail index out of range")
        return self._items[index]

    def __iter__(self) -> Iterator[T]:
        return islice(self._items, self._length)

    def __eq__(self, other: object) -> bool:
        """Equal to a trail or a tuple of the same items (it stands for the tuple it replaced)."""
        if isinstance(other, Trail):
            if other._items is self._items:
                return other._length == self._length
            return len(other) == self._length and all(a == b for a, b in zip(self, other, strict=True))
        if isinstance(other, tuple):
            return len(other) == self._length and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Trail({list(self)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Trail, (list(self),))
