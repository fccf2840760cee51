"""The public board as data: one drawing code for the projector and for every TV (PLT-13).

A game says what its board shows once, as a *scene* made from the public view (PLT-05), in
``rules/<game>/board.py``. The table sends it to every board connection (``view["board"]``) and the
console's projector window takes it from the same public view; two renderers draw it, the web
board (``gm_resources/web/static/board.js``) and the projector (``gm_console/board_window.py``), and
neither knows a game. A scene is JSON:

``{"game": Text, "round": Text, "phase": Text, "moment": str, "main": [Block], "side": Side | None,
"beat": Beat | None}``

- ``game``, ``round`` and ``phase``: the header (the game's name, its round or day, the phase).
- ``moment``: an id of what the board shows now (``"night"``, ``"result"``): a test's anchor and the
  key of the board's sound cue (``cue``, below).
- ``main``: the stage, top to bottom, centred. ``side``: a column at the right (``{"title": Text,
  "blocks": [Block]}``), or None for a stage over the whole width.
- ``beat``: a result shown as its own moment before the board moves on (the dawn's dead, who is
  expelled, the verdict): ``{"key": str, "hold_ms": int, "main": [Block]}``. A renderer shows it
  over the stage for ``hold_ms`` after it first sees its ``key``, then the scene beneath it.
- ``cue``: the sound the board plays when ``moment`` changes to this one: a file of
  ``gm_resources/sounds`` without ``.wav`` (``"chime"``, ``"results"``, ``"mafia_night"``), or absent.
  A countdown plays ``warning`` when it reaches its ``low_ms`` and ``time_up`` at zero.

A *Text* is either a plain string (a name, a number: the same in every language) or
``{"uk": …, "pl": …, "ru": …, "en": …}``: the renderer picks the board's language, so a TV can
switch language without asking the table. :class:`Catalog` makes them from a game's strings.

A *Block* is a dict with ``kind`` and, optionally, ``id`` (the widget's object name on the
projector, ``data-testid`` on the web) and ``tone`` (``"accent"``, ``"good"``, ``"bad"``,
``"muted"``, ``"warn"``, ``"violet"``: a third team's colour):

- ``text``: ``{"text": Text, "size": "winner" | "title" | "big" | "body" | "small"}``.
- ``clock``: a countdown counted locally (PLT-14): ``{"timer": {"left_ms", "running", …},
  "size": "huge" | "mid", "low_ms": int, "paused_note": bool}``.
- ``progress``: ``{"n": int, "m": int}`` (how many of how many, never who: SPY-20).
- ``list``: ``{"title": Text | None, "items": [Text], "flow": bool}`` (``flow``: side by side).
- ``table``: ``{"title": Text | None, "rows": [{"cells": [Text], "tone": …, "id": …, "dot": …}],
  "numeric": [int]}``: the renderer sizes the type so that every row fits (18 at SUSPI, SUS-01);
  ``numeric`` lists the columns aligned right, ``dim`` those shown smaller and muted (a status);
  a row's ``dot`` (``"on"``, ``"off"``, ``"gone"``) is a coloured dot before it (a phone connected,
  not connected, the player gone).
- ``join``: the way in (PLT-02): ``{"caption": Text, "code": str, "url": str, "call": Text | None,
  "people": Text}``; the renderer draws the link's QR code.
- ``wheel``: the quiz's roulette (QZ-07): ``{"sectors": int, "played": [int], "landed": int | None,
  "spinning": bool}``.
- ``black_box``: the quiz's black box (QZ-09): ``{"opened": bool}``.
- ``seats``: places round a table (mafia): ``{"seats": [{"place": int, "name": str, "state": "in" |
  "out" | "speaking" | "nominated", "fouls": int, "note": Text | None, "tone": …}], "max_fouls": int}``
  (a seat's ``tone`` colours its name: a revealed card's team).
- ``hide_after_ms`` on any block: the renderer drops it that long after the view arrived (SUSPI's
  rules screen, SUS-46).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from babel import Locale

LANGS: tuple[str, ...] = ("uk", "pl", "ru", "en")
"""Every board speaks the four languages of the console (PLT-11)."""

Json = dict[str, Any]
Text = str | dict[str, str]
Entry = Mapping[str, str | Mapping[str, str]]
"""A catalog entry: language → a format string, or → plural category (``one``, ``few``, ``many``,
``other``) → a format string, chosen by the argument ``n`` with CLDR's rules (Babel)."""


@cache
def plural_category(lang: str, n: int) -> str:
    """CLDR's plural category of ``n`` in ``lang`` (``one``, ``few``, ``many``, ``other``)."""
    return str(Locale.parse(lang).plural_form(abs(n)))


def load_plural_rules() -> None:
    """Read the boards' plural rules (Babel's locale data) now: a server calls it at start, so the
    first scene that counts something (a verdict) does not wait for them (about 25 ms)."""
    for lang in LANGS:
        plural_category(lang, 0)


def pick(text: Text | None, lang: str) -> str:
    """The text in ``lang`` (a plain string is the same in every language)."""
    if text is None:
        return ""
    if isinstance(text, str):
        return text
    return text.get(lang) or text.get("en") or next(iter(text.values()), "")


class Catalog:
    """A game's board strings in four languages, each entry checked when the catalog is made.

    ``texts("did_not_come_back", names=names)`` is a :data:`Text` in every language; an argument
    may itself be a Text (a role's name), picked in each language, or a list of names, joined with
    the language's own separator. An entry with plural forms takes its count as ``n``."""

    def __init__(self, entries: Mapping[str, Entry]) -> None:
        for key, entry in entries.items():
            missing = [lang for lang in LANGS if lang not in entry]
            if missing:
                raise ValueError(f"board text {key!r} has no {', '.join(missing)}")
            for lang in LANGS:
                forms = entry[lang]
                if isinstance(forms, Mapping) and "other" not in forms:
                    raise ValueError(f"board text {key!r} in {lang} has no 'other' form")
        self.entries = entries
        self._plain: dict[str, dict[str, str]] = {}  # an entry without arguments, made once

    def __contains__(self, key: str) -> bool:
        return key in self.entries

    def __call__(self, key: str, /, **args: Any) -> dict[str, str]:
        if not args:
            known = self._plain.get(key)
            if known is None:
                known = self._plain[key] = self._text(key, args)
            return dict(known)
        return self._text(key, args)

    def _text(self, key: str, args: Mapping[str, Any]) -> dict[str, str]:
        entry = self.entries[key]
        out = {}
        for lang in LANGS:
            forms = entry[lang]
            if isinstance(forms, Mapping):
                n = args.get("n")
                form = forms.get(plural_category(lang, int(n))) if isinstance(n, int) else None
                forms = form or forms["other"]
            values = {name: _arg(value, lang) for name, value in args.items()}
            out[lang] = forms.format(**values) if values else forms
        return out

    def strings(self) -> dict[str, dict[str, str]]:
        """Every entry's plain forms, language → key → text (for glossary checks): a plural entry
        gives each form as ``key.<category>``."""
        table: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
        for key, entry in self.entries.items():
            for lang in LANGS:
                forms = entry[lang]
                if isinstance(forms, Mapping):
                    for category, text in forms.items():
                        table[lang][f"{key}.{category}"] = text
                else:
                    table[lang][key] = forms
        return table


NAME_SEPARATOR = {"uk": ", ", "pl": ", ", "ru": ", ", "en": ", "}


def _arg(value: Any, lang: str) -> str:
    if isinstance(value, dict):
        return pick(value, lang)
    if isinstance(value, (list, tuple)):
        return NAME_SEPARATOR[lang].join(_arg(v, lang) for v in value)
    return str(value)


def join_texts(parts: Iterable[Text], sep: str = " · ") -> Text:
    """Texts side by side in each language."""
    items = list(parts)
    if all(isinstance(p, str) for p in items):
        return sep.join(str(p) for p in items)
    return {lang: sep.join(pick(p, lang) for p in items) for lang in LANGS}


# --- blocks ------------------------------------------------------------------------------------------
def _block(kind: str, block_id: str | None, tone: str | None, **fields: Any) -> Json:
    block: Json = {"kind": kind, **fields}
    if block_id:
        block["id"] = block_id
    if tone:
        block["tone"] = tone
    return block


def text(value: Text, size: str = "body", *, id: str | None = None, tone: str | None = None) -> Json:
    return _block("text", id, tone, text=value, size=size)


def picture(src: str, *, id: str | None = None) -> Json:
    """A picture the table's server serves at ``src`` (a handout shown on the board, QZ-31)."""
    return _block("picture", id, None, src=src)


def clock(timer: Mapping[str, Any] | None, size: str = "huge", *, low_ms: int = 30_000,
          paused_note: bool = True, id: str = "clock") -> Json:
    """The countdown (PLT-14); a block without a timer draws nothing."""
    return _block("clock", id, None, timer=dict(timer) if timer else None, size=size, low_ms=low_ms,
                  paused_note=paused_note)


def progress(n: int, m: int, *, id: str = "progress") -> Json:
    return _block("progress", id, None, n=int(n), m=int(m))


def items(values: Sequence[Text], title: Text | None = None, *, flow: bool = False, id: str | None = None,
          tone: str | None = None) -> Json:
    return _block("list", id, tone, title=title, items=list(values), flow=flow)


def row(cells: Sequence[Text], *, tone: str | None = None, id: str | None = None, dot: str | None = None) -> Json:
    r: Json = {"cells": list(cells)}
    if tone:
        r["tone"] = tone
    if dot:
        r["dot"] = dot
    if id:
        r["id"] = id
    return r


def table(rows: Sequence[Json], title: Text | None = None, *, numeric: Sequence[int] = (),
          dim: Sequence[int] = (), id: str | None = None) -> Json:
    return _block("table", id, None, title=title, rows=list(rows), numeric=list(numeric), dim=list(dim))


def join(caption: Text, view: Mapping[str, Any], people: Text, *, call: Text | None = None) -> Json:
    """The way in (PLT-02): the table's code and link (and its QR code), who is at the table."""
    table_part = view.get("table") or {}
    return _block("join", "join", None, caption=caption, code=str(table_part.get("code") or ""),
                  url=str(table_part.get("url") or ""), call=call, people=people)


def wheel(sectors: int, played: Iterable[int], landed: int | None, *, spinning: bool = False) -> Json:
    return _block("wheel", "wheel", None, sectors=sectors, played=sorted(played), landed=landed,
                  spinning=spinning)


def black_box(opened: bool) -> Json:
    return _block("black_box", "black_box", None, opened=opened)


def seat_ring(seats: Sequence[Json], max_fouls: int) -> Json:
    return _block("seats", "seats", None, seats=list(seats), max_fouls=max_fouls)


def scene(game: Text, *, round: Text = "", phase: Text = "", moment: str = "", main: Sequence[Json | None] = (),
          side: Json | None = None, beat: Json | None = None, cue: str | None = None) -> Json:
    """A whole board (see the module's docstring); None blocks are left out."""
    s: Json = {"game": game, "round": round, "phase": phase, "moment": moment,
               "main": [b for b in main if b], "side": side, "beat": beat}
    if cue:
        s["cue"] = cue
    return s


def side(title: Text, blocks: Sequence[Json | None]) -> Json:
    return {"title": title, "blocks": [b for b in blocks if b]}


def beat(key: str, blocks: Sequence[Json | None], hold_ms: int = 6_000) -> Json:
    """A result as its own moment (the dawn, the verdict): shown ``hold_ms`` after it first shows."""
    return {"key": key, "hold_ms": hold_ms, "main": [b for b in blocks if b]}


# --- the envelope's parts every board uses --------------------------------------------------------
def nickname(view: Mapping[str, Any], seat: Any) -> str:
    for s in view.get("seats") or ():
        if s.get("seat") == seat:
            return str(s.get("nickname") or "")
    return "?" if seat is None else f"#{seat}"


def nicknames(view: Mapping[str, Any], seats: Iterable[Any] | None) -> list[str]:
    return [nickname(view, s) for s in seats or ()]


def present(view: Mapping[str, Any]) -> list[Json]:
    """The seats at the table now."""
    return [s for s in view.get("seats") or () if s.get("present", True)]
