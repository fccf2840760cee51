"""A table's protocol, for the club's records: JSON for machines, a printable HTML page for people (PLT-18).

Both are made from the journal alone (every request, who sent it, when, what it did, what was
undone) plus the table's public view at the end, so an export never contains more than the
journal and never depends on the console's screen.
"""

from __future__ import annotations

import datetime as dt
import html
import json
from pathlib import Path
from typing import Any

from .journal import DROPPED, UNDONE, Entry, TableRecord

FORMAT = 1

_TEXT: dict[str, dict[str, str]] = {
    "title": {"uk": "Протокол гри", "pl": "Protokół gry", "ru": "Протокол игры", "en": "Game protocol"},
    "game": {"uk": "Гра", "pl": "Gra", "ru": "Игра", "en": "Game"},
    "code": {"uk": "Код столу", "pl": "Kod stołu", "ru": "Код стола", "en": "Table code"},
    "started": {"uk": "Почато", "pl": "Rozpoczęto", "ru": "Начато", "en": "Started"},
    "players": {"uk": "Гравці", "pl": "Gracze", "ru": "Игроки", "en": "Players"},
    "seat": {"uk": "Місце", "pl": "Miejsce", "ru": "Место", "en": "Seat"},
    "nickname": {"uk": "Нікнейм", "pl": "Pseudonim", "ru": "Никнейм", "en": "Nickname"},
    "points": {"uk": "Очки", "pl": "Punkty", "ru": "Очки", "en": "Points"},
    "rounds": {"uk": "Раунди", "pl": "Rundy", "ru": "Раунды", "en": "Rounds"},
    "round": {"uk": "Раунд", "pl": "Runda", "ru": "Раунд", "en": "Round"},
    "outcome": {"uk": "Результат", "pl": "Wynik", "ru": "Итог", "en": "Outcome"},
    "log": {"uk": "Журнал", "pl": "Dziennik", "ru": "Журнал", "en": "Log"},
    "time": {"uk": "Час", "pl": "Czas", "ru": "Время", "en": "Time"},
    "who": {"uk": "Хто", "pl": "Kto", "ru": "Кто", "en": "Who"},
    "request": {"uk": "Дія", "pl": "Akcja", "ru": "Действие", "en": "Action"},
    "undone": {"uk": "скасовано", "pl": "cofnięto", "ru": "отменено", "en": "undone"},
    "dropped": {"uk": "відпало після скасування", "pl": "odpadło po cofnięciu",
                "ru": "отпало после отмены", "en": "dropped by an undo"},
    "moderator": {"uk": "ведучий", "pl": "prowadzący", "ru": "ведущий", "en": "moderator"},
    "system": {"uk": "стіл", "pl": "stół", "ru": "стол", "en": "table"},
    "guest": {"uk": "новий гравець", "pl": "nowy gracz", "ru": "новый игрок", "en": "new player"},
    "games": {"uk": "Ігри", "pl": "Gry", "ru": "Игры", "en": "Games"},
    "place": {"uk": "Місце за столом", "pl": "Miejsce przy stole", "ru": "Место за столом", "en": "Place"},
    "role": {"uk": "Роль", "pl": "Rola", "ru": "Роль", "en": "Role"},
    "fouls": {"uk": "Фоли", "pl": "Faule", "ru": "Фолы", "en": "Fouls"},
    "out": {"uk": "Вибуття", "pl": "Odpadnięcie", "ru": "Выбывание", "en": "Out"},
    "zone": {"uk": "Місцевий час", "pl": "Czas lokalny", "ru": "Местное время", "en": "Local time"},
    "winners": {"uk": "Переможці", "pl": "Zwycięzcy", "ru": "Победители", "en": "Winners"},
}


def local_time(ms: int, zone: dt.tzinfo | None = None) -> dt.datetime:
    """The moment ``ms`` (milliseconds since the epoch) in ``zone``, by default the venue's: the
    zone of the machine the console runs on (PLT-18: a printed protocol reads in the club's time)."""
    moment = dt.datetime.fromtimestamp(ms / 1000, tz=dt.UTC)
    return moment.astimezone(zone) if zone is not None else moment.astimezone()


def zone_text(moment: dt.datetime) -> str:
    """The zone of ``moment`` as a page's header names it once: its name and its offset from UTC
    (``CET, UTC+01:00``; ``UTC``), whatever the system calls it."""
    offset = moment.utcoffset() or dt.timedelta(0)
    sign = "-" if offset < dt.timedelta(0) else "+"
    minutes = abs(int(offset.total_seconds())) // 60
    utc = f"UTC{sign}{minutes // 60:02d}:{minutes % 60:02d}" if minutes else "UTC"
    name = moment.tzname() or ""
    if not name or name == utc or (not minutes and name.upper() in ("UTC", "GMT")):
        return utc
    return f"{name}, {utc}"


def text(key: str, lang: str) -> str:
    return _TEXT[key].get(lang) or _TEXT[key]["en"]


def _iso(ms: int) -> str:
    return dt.datetime.fromtimestamp(ms / 1000, tz=dt.UTC).isoformat(timespec="seconds")


def withhold(value: Any, names: set[str]) -> Any:
    """``value`` with every string that is one of ``names`` replaced by None (MAF-24: the names of
    players who opted out of publication never reach an exported protocol)."""
    if isinstance(value, str):
        return None if value in names else value
    if isinstance(value, dict):
        return {k: withhold(v, names) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [withhold(v, names) for v in value]
    return value


def withheld_entries(entries: list[Entry], names: set[str]) -> list[Entry]:
    if not names:
        return entries
    return [Entry(e.seq, e.now_ms, e.actor, withhold(e.request, names), withhold(e.events, names), e.status)
            for e in entries]


def protocol_json(record: TableRecord, entries: list[Entry], public_view: dict[str, Any],
                  games: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Everything that happened at the table, as data; ``games``: each finished game's own
    protocol where the game keeps one (MAF-24)."""
    return {
        "format": FORMAT,
        "table": {"id": record.id, "game": record.game, "code": record.code,
                  "created": _iso(record.created_ms), "options": record.options},
        "seats": public_view.get("seats", []),
        "final": public_view.get("game", {}),
        "entries": [
            {"seq": e.seq, "time": _iso(e.now_ms), "actor": e.actor, "request": e.request,
             "events": e.events, "status": e.status}
            for e in entries
        ],
        "games": games or [],
    }


def points_by_seat(game: dict[str, Any], finished: list[dict[str, Any]] | None,
                   games: list[dict[str, Any]] | None) -> dict[int, int]:
    """Each seat's points at this table: the finished rounds' (PLT-17, as ``Game.finished`` gives
    them), else what the game's view totals (``scores``, ``evening``, ``totals``: ``[{seat, points}]``),
    else the finished games' own protocols (MAF-24)."""
    out: dict[int, int] = {}
    for entry in finished or []:
        for row in entry.get("points", []):
            out[int(row["seat"])] = out.get(int(row["seat"]), 0) + int(row.get("points") or 0)
    if out:
        return out
    for key in ("scores", "evening", "totals"):
        rows = game.get(key)
        if isinstance(rows, list) and rows and all(isinstance(r, dict) and "seat" in r for r in rows):
            return {int(r["seat"]): int(r.get("points") or 0) for r in rows}
    for g in games or []:
        for row in g.get("table", []):
            if row.get("seat") is not None:
                out[int(row["seat"])] = out.get(int(row["seat"]), 0) + int(row.get("points") or 0)
    return out


def protocol_html(record: TableRecord, entries: list[Entry], public_view: dict[str, Any],
                  lang: str = "en", names: dict[str, str] | None = None,
                  games: list[dict[str, Any]] | None = None, finished: list[dict[str, Any]] | None = None,
                  lines: dict[int, str] | None = None, places: dict[int, tuple[int, ...]] | None = None,
                  zone: dt.tzinfo | None = None) -> str:
    """A printable page (PLT-18): players and points, the rounds, each game's own protocol, and the
    whole log, as a club's printed protocol reads: every name in words, nothing raw.

    ``places`` is each seat's place at the table as the game names it (``Game.table_places``: the
    mafia's drawn places, MAF-04; else the seat); a player is shown by that place everywhere on the
    page, never by the order of joining. Times are in ``zone`` (default: the machine's local zone),
    named once in the header.

    ``names`` turns content ids and codes (locations, outcomes, roles, how a player went out) into
    words of ``lang``; ``names["@game"]`` is the game's name, ``names["@rounds"]`` and
    ``names["@round"]`` head the finished entries when they are whole games. ``finished`` is
    ``Game.finished`` (the rounds and their points); ``lines`` is each journal entry in words (by
    its ``seq``), as the console's event log says it. An entry without a line is named by
    ``names["@request:<type>"]``."""
    names = names or {}
    lines = lines or {}
    esc = html.escape
    seats = {s["seat"]: s["nickname"] or "—" for s in public_view.get("seats", [])}
    held = {seat: tuple(places[seat]) if places is not None and seat in places else (seat,) for seat in seats}
    started = local_time(record.created_ms, zone)

    def place_of(seat: int) -> str:
        """The place(s) ``seat`` held at the table: ``8``; ``8, 3`` over several games; ``—`` none."""
        return ", ".join(str(p) for p in held.get(seat, ())) or "—"
    game = public_view.get("game", {})
    scores = points_by_seat(game, finished, games)
    game_name = names.get("@game", record.game)

    def who(actor: str) -> str:
        kind, _, seat = actor.partition(":")
        if kind == "player" and seat:
            nickname = seats.get(int(seat), "?")
            own = held.get(int(seat), ())  # one place: named by it; several (mafia games) or none: by name
            return esc(f"{nickname} ({text('seat', lang).lower()} {own[0]})" if len(own) == 1 else nickname)
        return esc(text(kind, lang) if kind in _TEXT else kind)

    def word(value: Any) -> str:
        if value is None or value == "":
            return ""
        return esc(names.get(str(value), str(value)))

    def nick_list(numbers: Any) -> str:
        return esc(", ".join(seats.get(int(s), "?") for s in numbers or []))

    in_place_order = sorted(seats, key=lambda n: (not held.get(n), held.get(n) or (), n))
    rows = "".join(
        f"<tr><td>{esc(place_of(n))}</td><td>{esc(seats[n])}</td><td class=num>{scores.get(n, 0)}</td></tr>"
        for n in in_place_order
    )
    history = {h.get("round"): h for h in game.get("history", []) if isinstance(h, dict) and h.get("round")}
    rounds = "".join(
        f"<tr><td>{esc(str(f.get('round')))}</td><td>{word(f.get('outcome'))}</td>"
        f"<td>{word(history.get(f.get('round'), {}).get('location'))}</td>"
        f"<td>{nick_list(f.get('winners'))}</td></tr>"
        for f in finished or [] if f.get("round") is not None
    )
    game_parts = []
    for g in games or []:
        table_rows = "".join(
            f"<tr><td>{p.get('place')}</td><td>{word(p.get('role'))}</td><td>{esc(p.get('nickname') or '—')}</td>"
            f"<td class=num>{p.get('fouls', 0)}</td><td>{word(p.get('out'))}</td>"
            f"<td class=num>{p.get('points', 0)}</td></tr>"
            for p in g.get("table", [])
        )
        result = g.get("result") or {}
        winner = word(result.get("winner", "")) if isinstance(result, dict) else word(result)
        game_parts.append(
            f"<h3>{text('game', lang)} {esc(str(g.get('game', '')))} · {winner}</h3>"
            f"<table><tr><th>{text('place', lang)}</th><th>{text('role', lang)}</th><th>{text('nickname', lang)}</th>"
            f"<th class=num>{text('fouls', lang)}</th><th>{text('out', lang)}</th>"
            f"<th class=num>{text('points', lang)}</th></tr>{table_rows}</table>")
    log_rows = []
    for e in entries:
        kind = str(e.request.get("type"))
        said = lines.get(e.seq) or names.get(f"@request:{kind}") or kind.replace("_", " ")
        status = {UNDONE: text("undone", lang), DROPPED: text("dropped", lang)}.get(e.status, "")
        cls = " class=undone" if e.status in (UNDONE, DROPPED) else ""
        log_rows.append(
            f"<tr{cls}><td>{e.seq}</td><td>{esc(local_time(e.now_ms, zone).strftime('%H:%M:%S'))}</td>"
            f"<td>{who(e.actor)}</td>"
            f"<td>{esc(said)}</td><td>{esc(status)}</td></tr>"
        )
    title = f"{text('title', lang)} · {game_name} · {record.code}"
    # a game whose finished entries are whole games (SUSPI's, the quiz's matches) names them so
    rounds_title, round_title = names.get("@rounds", text("rounds", lang)), names.get("@round", text("round", lang))
    rounds_part = (f"<h2>{esc(rounds_title)}</h2>\n<table><tr><th>{esc(round_title)}</th>"
                   f"<th>{text('outcome', lang)}</th><th></th><th>{text('winners', lang)}</th></tr>{rounds}</table>"
                   if rounds else "")
    return f"""<!doctype html>
<html lang="{esc(lang)}"><head><meta charset="utf-8"><title>{esc(title)}</title>
<style>
body {{ font: 11pt/1.4 "DejaVu Sans", sans-serif; margin: 2em; color: #111; }}
h1 {{ font-size: 18pt; margin: 0 0 .3em; }} h2 {{ font-size: 13pt; margin-top: 1.5em; }}
table {{ border-collapse: collapse; width: 100%; }} td, th {{ border-bottom: 1px solid #ccc; padding: 2px 6px;
text-align: left; vertical-align: top; }} th {{ background: #eee; }} .num {{ text-align: right; }}
tr.undone td {{ color: #888; text-decoration: line-through; }} small {{ color: #555; }}
@media print {{ body {{ margin: 0; }} h2 {{ page-break-after: avoid; }} }}
</style></head><body>
<h1>{esc(title)}</h1>
<p>{text('game', lang)}: <b>{esc(game_name)}</b> · {text('code', lang)}: <b>{esc(record.code)}</b> ·
{text('started', lang)}: {esc(started.strftime("%Y-%m-%d %H:%M"))} ·
{text('zone', lang)}: {esc(zone_text(started))}</p>
<h2>{text('players', lang)}</h2>
<table><tr><th>{text('place', lang)}</th><th>{text('nickname', lang)}</th><th class=num>{text('points', lang)}</th></tr>
{rows}</table>
{rounds_part}
{f"<h2>{text('games', lang)}</h2>" + "".join(game_parts) if game_parts else ""}
<h2>{text('log', lang)}</h2>
<table><tr><th>#</th><th>{text('time', lang)}</th><th>{text('who', lang)}</th>
<th>{text('request', lang)}</th><th></th></tr>
{''.join(log_rows)}</table>
</body></html>
"""


def protocol_name(record: TableRecord) -> str:
    """``2026-11-29-1932-spy-48213``: when the table opened, its game and its code."""
    opened = dt.datetime.fromtimestamp(record.created_ms / 1000)
    return f"{opened:%Y-%m-%d-%H%M}-{record.game}-{record.code}"


def write_protocol(folder: Path, record: TableRecord, data: dict[str, Any], page: str) -> tuple[Path, Path]:
    """Both files in ``folder`` (made if missing); an earlier export of the table is replaced."""
    folder.mkdir(parents=True, exist_ok=True)
    base = folder / protocol_name(record)
    json_path, html_path = base.with_suffix(".json"), base.with_suffix(".html")
    json_path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    html_path.write_text(page, encoding="utf-8")
    return json_path, html_path
