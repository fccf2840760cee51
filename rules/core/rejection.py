"""Refusals: a code from one enum and a short reason, a value and never an exception (PLT-11)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any


class RejectionCode(enum.StrEnum):
    """Why a request was refused. Clients translate the code; ``reason`` is a short English note."""

    UNKNOWN_REQUEST = "unknown_request"
    BAD_ARGUMENT = "bad_argument"
    NOT_ALLOWED = "not_allowed"  # this actor may never send it
    WRONG_PHASE = "wrong_phase"  # not now
    OUT_OF_TURN = "out_of_turn"
    ALREADY_DONE = "already_done"
    TABLE_FULL = "table_full"
    NAME_TAKEN = "name_taken"
    TOO_FEW_PLAYERS = "too_few_players"
    NOT_A_PLAYER = "not_a_player"  # an observer, or a seat that left
    NOTHING_TO_UNDO = "nothing_to_undo"
    SECRET_REVEALED = "secret_revealed"
    NOT_PLAYABLE = "not_playable"  # the content chosen cannot be played (e.g. a quiz pack too short)
    STORAGE_FAILED = "storage_failed"  # the table's journal could not store it (the disk): nothing changed


@dataclass(frozen=True)
class Rejection:
    code: RejectionCode
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"code": str(self.code), "reason": self.reason}


def reject(code: RejectionCode, reason: str) -> Rejection:
    """The one way a game refuses: a value with a code and a short English reason (PLT-11).

    A refusal is a value, so the same one is handed out again: ``allowed`` asks every guard for
    every seat at every change, and most of them refuse, for the same few reasons."""
    known = _KNOWN.get((code, reason))
    if known is None:
        if len(_KNOWN) >= _KNOWN_LIMIT:
            _KNOWN.clear()
        known = _KNOWN[(code, reason)] = Rejection(code, reason)
    return known


_KNOWN: dict[tuple[RejectionCode, str], Rejection] = {}
_KNOWN_LIMIT = 1024
