"""Club mafia's role catalog (MAF-05): roles as data, parsed and validated here, never read here.

A catalog file (``gm_resources/mafia/roles.json``) is a JSON object::

    {"format": 1,
     "roles": [
       {"id": "commissar", "team": "red", "night_slots": ["commissar"], "action": "check",
        "reveal": true,
        "name": {"uk": ..., "pl": ..., "ru": ..., "en": ...},
        "description": {"uk": ..., "pl": ..., "ru": ..., "en": ...}},
       ...]}

- ``team``: ``red``, ``black`` or ``loner`` (a black loner: the maniac, the нагнетатель, MAF-05).
- ``night_slots``: the slots of the night wizard the role wakes in, from :data:`NIGHT_ORDER`
  (MAF-15); the boss wakes twice (his check, then the joint kill).
- ``action``: what the role adds at its slot, from :data:`ACTIONS` (MAF-05 house vocabulary).
- ``reveal`` (optional, default true): the card is shown when its holder leaves (MAF-06).

:func:`parse_catalog` takes already parsed JSON and raises :class:`~rules.core.content.ContentError`, whose text names
the file and the entry, e.g. ``roles.json: role 'doctor': name missing 'pl'``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.content import ContentError, check_fields, content_id, names

FORMAT = 1

TEAMS: tuple[str, ...] = ("red", "black", "loner")
"""MAF-05: reds, the mafia team, and the black loners (who count as black for MAF-21 only)."""

NIGHT_ORDER: tuple[str, ...] = (
    "boss_check",  # MAF-15: the boss wakes alone and checks
    "mafia_kill",  # MAF-15: boss and mafia together, the only joint waking
    "maniac",
    "agitator",  # нагнетатель
    "commissar",
    "doctor",
    "other",  # (house) custom roles whose action has no slot of its own wake last
)

ACTIONS: tuple[str, ...] = ("kill", "kill_hidden", "check", "save", "silence", "nothing")  # MAF-05

SLOT_ACTION: Mapping[str, str] = {
    "boss_check": "check",  # MAF-16: is this seat the commissar?
    "mafia_kill": "kill",
    "maniac": "kill",
    "agitator": "silence",
    "commissar": "check",  # MAF-16: is this seat black?
    "doctor": "save",
    "other": "nothing",
}
"""The action each slot always offers; a role may add its own (the swindler's hidden kill)."""

KAMIKAZE = "kamikaze"  # MAF-17
COMMISSAR = "commissar"  # MAF-16: what the boss looks for

_KEYS = frozenset({"id", "team", "night_slots", "action", "reveal", "name", "description"})


@dataclass(frozen=True)
class Role:
    id: str
    team: str
    night_slots: tuple[str, ...] = ()
    action: str = "nothing"
    reveal: bool = True
    name: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)
    description: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)
    custom: bool = False

    @property
    def black(self) -> bool:
        """A black card, loners included (MAF-21; what the commissar's check finds, MAF-16)."""
        return self.team in ("black", "loner")

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "team": self.team,
            "night_slots": list(self.night_slots),
            "action": self.action,
            "reveal": self.reveal,
            "custom": self.custom,
            "name": dict(self.name),
            "description": dict(self.description),
        }


def parse_role(obj: Any, file: str, index: int) -> Role:
    """One catalog entry; raises :class:`~rules.core.content.ContentError` naming the file and the entry."""
    if not isinstance(obj, Mapping):
        raise ContentError(file, f"role #{index + 1}", "must be an object")
    role_id = content_id(obj.get("id"), file, f"role #{index + 1}")
    entry = f"role {role_id!r}"
    check_fields(obj, _KEYS, file, entry)
    team = obj.get("team")
    if team not in TEAMS:
        raise ContentError(file, entry, f"team must be one of {', '.join(TEAMS)}, not {team!r}")
    slots = obj.get("night_slots", [])
    if not isinstance(slots, list) or any(s not in NIGHT_ORDER for s in slots):
        raise ContentError(file, entry, f"night_slots must list slots of {', '.join(NIGHT_ORDER)}")
    if len(set(slots)) != len(slots):
        raise ContentError(file, entry, "night_slots repeats a slot")
    action = obj.get("action", "nothing")
    if action not in ACTIONS:
        raise ContentError(file, entry, f"action must be one of {', '.join(ACTIONS)}, not {action!r}")
    reveal = obj.get("reveal", True)
    if not isinstance(reveal, bool):
        raise ContentError(file, entry, "reveal must be true or false")
    return Role(
        id=role_id,
        team=str(team),
        night_slots=tuple(sorted(slots, key=NIGHT_ORDER.index)),
        action=str(action),
        reveal=reveal,
        name=names(obj.get("name"), file, entry),
        description=names(obj.get("description"), file, entry, "description"),
    )


def parse_catalog(document: Any, file: str = "roles.json") -> dict[str, Role]:
    """The catalog: role id -> Role, in file order. Raises :class:`~rules.core.content.ContentError`."""
    if not isinstance(document, Mapping):
        raise ContentError(file, "file", "must be a JSON object")
    if document.get("format") != FORMAT:
        raise ContentError(file, "file", f"format must be {FORMAT}")
    entries = document.get("roles")
    if not isinstance(entries, list) or not entries:
        raise ContentError(file, "file", "roles must be a non-empty list")
    roles: dict[str, Role] = {}
    for index, obj in enumerate(entries):
        role = parse_role(obj, file, index)
        if role.id in roles:
            raise ContentError(file, f"role {role.id!r}", "duplicate id")
        roles[role.id] = role
    if not any(r.team == "black" for r in roles.values()):
        raise ContentError(file, "file", "the catalog needs a black role")
    if not any(r.team == "red" for r in roles.values()):
        raise ContentError(file, "file", "the catalog needs a red role")
    return roles
