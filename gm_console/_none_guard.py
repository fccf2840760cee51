"""Keeps ``None``, ``True`` and ``False`` from being freed under PySide6 on CPython 3.11.

The installed PySide6 (6.12, stable-ABI wheels) hands out the interpreter's singletons without
taking a reference to them, as if they were immortal, which they are only from Python 3.12 on
(PEP 683): every method without a result (``setText``, ``setEnabled``, ``show``…) gives back
``None`` that way, and every ``Signal.emit`` gives back ``True``. On 3.11 each such call lowers the
object's reference count by one; ``None`` starts near 5,000 and ``True`` far lower, so a console
that redraws four times a second aborts with "none_dealloc" or "bool_dealloc" within minutes.
Raising their counts once by a very large number gives 3.11 the behaviour 3.12 has by design (the
other objects 3.12 makes immortal get the same headroom, in case). Nothing is done on other
interpreters.
"""

from __future__ import annotations

import sys

HEADROOM = sys.maxsize // 4
"""Far more calls than a console makes in years, and far from overflowing the count."""


def _singletons() -> list[object]:
    return [None, True, False, Ellipsis, NotImplemented, (), "", b"", *range(-5, 257)]


def keep_none_alive() -> bool:
    """Raise the singletons' reference counts once; True if it was needed here."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    import ctypes

    for obj in _singletons():
        count = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt, the first field of every object
        if count.value < HEADROOM:
            count.value += HEADROOM
    return True


keep_none_alive()
