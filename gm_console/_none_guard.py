"""Keeps ``None`` from being freed under PySide6 on CPython 3.11.

The installed PySide6 (6.12, stable-ABI wheels) returns ``None`` from methods without a result
(``setText``, ``setEnabled``, ``show``…) without taking a reference to it, as if ``None`` were
immortal, which it is only from Python 3.12 on (PEP 683). On 3.11 every such call lowers ``None``'s
reference count by one; it starts near 5,000, so a console that redraws four times a second aborts
with "none_dealloc" within minutes. Raising the count once by a very large number gives 3.11 the
behaviour 3.12 has by design. Nothing is done on other interpreters.
"""

from __future__ import annotations

import sys

HEADROOM = sys.maxsize // 4
"""Far more void calls than a console makes in years, and far from overflowing the count."""


def keep_none_alive() -> bool:
    """Raise ``None``'s reference count once; True if it was needed here."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    import ctypes

    count = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt, the first field of every object
    if count.value < HEADROOM:
        count.value += HEADROOM
    return True


keep_none_alive()
