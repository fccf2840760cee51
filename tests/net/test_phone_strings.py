"""The phone's string table words every refusal a phone can get, in every language (PLT-11,
PLT-15): a code without its text would show "Error: <code>" in English letters."""

from __future__ import annotations

import re
from pathlib import Path

from net.protocol import ErrorCode
from rules.core import RejectionCode
from rules.core.content import LANGUAGES

STRINGS = Path(__file__).resolve().parents[2] / "gm_resources" / "web" / "static" / "strings.js"
CONSOLE_ONLY = {RejectionCode.NOTHING_TO_UNDO, RejectionCode.SECRET_REVEALED}
"""Refusals of the console's undo (PLT-04): no phone sends it."""


def tables() -> dict[str, set[str]]:
    """The keys of each language's table in strings.js."""
    text = STRINGS.read_text(encoding="utf-8")
    blocks = re.split(r"^(uk|pl|ru|en): \{$", text, flags=re.MULTILINE)[1:]
    return {lang: set(re.findall(r"^  ([a-z_]+):", body, flags=re.MULTILINE)) for lang, body in
            zip(blocks[::2], blocks[1::2], strict=True)}


def test_every_refusal_a_phone_can_get_is_worded_in_every_language() -> None:  # PLT-11, PLT-15
    found = tables()
    assert set(found) == set(LANGUAGES)
    codes = {str(c) for c in RejectionCode if c not in CONSOLE_ONLY} | {str(c) for c in ErrorCode}
    assert "not_playable" in codes  # QZ-31: a start refused for a pack that cannot be played
    for lang, keys in found.items():
        missing = sorted(c for c in codes if f"err_{c}" not in keys)
        assert not missing, (lang, missing)
