"""JSON text for what the console writes: views, frames and journal entries.

orjson where it is installed (it encodes a view in a fraction of the time), the standard library
where it is not; both give the same compact text (UTF-8, no spaces, keys in their order or
sorted), so nothing that reads it can tell which made it. Client frames are *parsed* with the
standard library (:func:`net.protocol.parse`): it is what tells a lone surrogate from a bad
frame, and a phone's frame is small.
"""

from __future__ import annotations

import json
from typing import Any

try:
    import orjson
except ImportError:  # pragma: no cover - orjson is a dependency; a bare Python still works
    orjson = None  # type: ignore[assignment]

_OPTIONS = orjson.OPT_NON_STR_KEYS if orjson is not None else 0
_SORTED = _OPTIONS | (orjson.OPT_SORT_KEYS if orjson is not None else 0)


def _std(value: Any, sort_keys: bool) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=sort_keys).encode()


def dumps(value: Any) -> bytes:
    """Compact JSON as UTF-8 bytes, keys in their order."""
    if orjson is not None:
        try:
            return orjson.dumps(value, option=_OPTIONS)
        except (TypeError, orjson.JSONEncodeError):  # an integer past 64 bits, a type orjson lacks
            pass
    return _std(value, False)


def dumps_sorted(value: Any) -> bytes:
    """Compact JSON as UTF-8 bytes, keys sorted (the journal's entries: the same data, the same text)."""
    if orjson is not None:
        try:
            return orjson.dumps(value, option=_SORTED)
        except (TypeError, orjson.JSONEncodeError):
            pass
    return _std(value, True)


def text(value: Any) -> str:
    """Compact JSON as text, keys in their order."""
    return dumps(value).decode()
