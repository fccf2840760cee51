"""A game's review page and the evening's, as offline HTML in one language (MAF-23, MAF-24, PLT-15).

A page is one file: its style and its script inline, the recording beside it. Every moment of the
timeline is a button that plays the recording from its time; chapters (:func:`chapter_marks`) carry
the same words. Names follow MAF-24: an opted-out player is ``7`` where others are ``7 · Ola``.
"""

from __future__ import annotations

import datetime as dt
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from babel.dates import format_date, format_datetime

from rules.core.board import pick
from rules.mafia.board_texts import TEXTS as BOARD
from rules.mafia.review import Facts, GameReview, Moment, offset_ms, player_facts, speech_segments
from rules.mafia.review_texts import TEXTS
from rules.mafia.roles import Role

from .journal import TableRecord


@dataclass(frozen=True)
class Recording:
    """A game's recording: its file and the moment (the table's clock) its first sound was heard."""

    path: Path
    started_ms: int
    duration_ms: int | None = None


@dataclass(frozen=True)
class ReviewedGame:
    """One finished game with what its page needs."""

    record: TableRecord
    review: GameReview
    nicknames: dict[int, str]  # seat -> nickname
    private: frozenset[int]  # seats that opted out of publication (MAF-24)
    roles: dict[str, Role]
    recording: Recording | None = None
    base: str = field(default="")

    @property
    def name(self) -> str:
        """``46802-game-2``: the table's code and the game's number."""
        return self.base or f"{self.record.code}-game-{self.review.game}"

    def published_nick(self, place: int) -> str:
        """The place's nickname, or "" for a player who opted out (MAF-24)."""
        seat = self.review.seat_of(place)
        return "" if seat is None or seat in self.private else self.nicknames.get(seat, "")


LANGS = ("uk", "pl", "ru", "en")
CHAPTER_KINDS = frozenset({"free_talk", "acquaintance", "circle", "defence", "night", "speech", "nominee_vote",
                           "hands", "first_day_question", "car_crash", "morning", "out", "game_over"})
"""The moments that open a chapter of the recording; fouls and nominations fall inside a speech."""
FACTS = ("team", "nominations", "nominated", "fouls", "speaking", "first_out", "left", "checks", "points")


def t(key: str, lang: str, **args: object) -> str:
    """A string of the page's catalog (or, for the board's words, the board's)."""
    catalog = TEXTS if key in TEXTS else BOARD
    return pick(catalog(key, **args), lang)


def clock(ms: int) -> str:
    """``4:05`` or ``1:02:03``."""
    s = max(0, ms) // 1000
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class Words:
    """The moments of one game in one language, each place named as MAF-24 allows."""

    def __init__(self, game: ReviewedGame, lang: str) -> None:
        self.game, self.lang = game, lang

    def place(self, place: int | None) -> str:
        if place is None:
            return ""
        nick = self.game.published_nick(place)
        return f"{place} · {nick}" if nick else str(place)

    def places(self, places: Sequence[int]) -> str:
        return ", ".join(self.place(p) for p in places)

    def role(self, role_id: str) -> str:
        role = self.game.roles.get(role_id)
        if role is None:
            return role_id
        name = pick(dict(role.name), self.lang) or role_id
        if role.custom:  # a name the host typed: never a name that opted out (MAF-24)
            for seat in self.game.private:
                nick = self.game.nicknames.get(seat, "")
                if nick:
                    name = re.sub(rf"(?<!\w){re.escape(nick)}(?!\w)", "—", name)
        return name

    def team(self, role_id: str) -> str:
        role = self.game.roles.get(role_id)
        return t(f"team_{role.team}", self.lang) if role is not None else ""

    def how(self, how: str) -> str:
        key = f"out_{how}"
        return t(key, self.lang) if key in BOARD else how

    def hands(self, n: int) -> str:
        return t("hands_n", self.lang, n=n)

    def counts(self, m: Moment) -> str:
        return ", ".join(f"{self.place(p)}: {self.hands(n)}" for p, n in m.counts)

    def moment(self, m: Moment) -> str:
        """The moment in one line."""
        lang = self.lang
        kind = m.kind
        if kind == "free_talk":
            return f"{t('day_n', lang, n=m.day)} · {t('ph_free_talk', lang)}"
        if kind == "acquaintance":
            return t("acquaintance", lang)
        if kind == "circle":
            return f"{t('day_n', lang, n=m.day)} · {t('ph_circle', lang)}"
        if kind == "defence":
            return f"{t('ph_defence', lang)}: {self.places(m.places)}"
        if kind == "night":
            return t("night_n", lang, n=m.night)
        if kind == "speech":
            text = f"{t('sp_' + m.speech, lang)}: {self.place(m.place)}"
            if m.under_fouls:
                text += f" · {t('under_foul_s', lang, s=30 * m.under_fouls)}"
            return text
        if kind == "under_foul":
            return f"{t('under_foul_s', lang, s=30)}: {self.place(m.place)}"
        if kind == "foul":
            return f"{t('foul', lang)}: {self.place(m.place)}"
        if kind == "nomination":
            return t("nomination", lang, place=self.place(m.place), by=self.place(m.by))
        if kind in ("nominee_vote", "hands"):
            head = t("ph_nominee_vote" if kind == "nominee_vote" else "ph_hands", lang)
            return " — ".join(x for x in (head, self.counts(m), self.outcome(m)) if x)
        if kind == "first_day_question":
            return " — ".join(x for x in (t("q_first", lang), self.answer(m)) if x)
        if kind == "car_crash":
            question = t("q_crash_both" if len(m.places) == 2 else "q_crash", lang)
            return " — ".join(x for x in (f"{t('ph_car_crash', lang)}: {self.places(m.places)}", question,
                                          self.answer(m)) if x)
        if kind == "night_action":
            return self.night_action(m)
        if kind == "morning":
            text = f"{t('morning', lang)} · {t('night_n', lang, n=m.night)}" if m.night else t("morning", lang)
            if m.night:
                text += " — " + (f"{t('night_took', lang)} {self.places(m.places)}" if m.places
                                 else t("nobody_killed", lang))
            if m.chosen:
                text += f" — {t('silenced', lang)}: {self.places(m.chosen)}"
            return text
        if kind == "out":
            role = self.role(m.role) if m.role else t("not_revealed", lang)
            return t("out_line", lang, place=self.place(m.place), how=self.how(m.how), role=role)
        if kind == "bonus":
            points = f"+{m.hands}" if (m.hands or 0) > 0 else f"−{-(m.hands or 0)}"
            return t("bonus", lang, points=points, place=self.place(m.place))
        if kind == "game_over":
            return t(f"win_{m.outcome}", lang)
        return kind

    def outcome(self, m: Moment) -> str:
        lang = self.lang
        if not m.outcome:
            return ""
        if m.outcome == "defence":
            return t("o_defence", lang, places=self.places(m.chosen))
        if m.outcome == "expelled":
            return t("o_expelled", lang, places=self.places(m.chosen))
        if m.outcome == "reduced":
            dropped = [p for p, _ in m.counts if p not in m.chosen]
            return t("o_reduced", lang, places=self.places(dropped))
        key = f"o_{m.outcome}"
        return t(key, lang) if key in TEXTS else ""

    def answer(self, m: Moment) -> str:
        if m.hands is None:
            return ""
        return f"{self.hands(m.hands)}, {t('majority_for' if m.yes else 'no_majority', self.lang)}"

    def night_action(self, m: Moment) -> str:
        lang = self.lang
        text = t(f"slot_{m.slot}", lang) if f"slot_{m.slot}" in TEXTS else m.slot
        action = t(f"act_{m.action}", lang) if f"act_{m.action}" in TEXTS else m.action
        text += f": {action}" + (f" → {self.place(m.place)}" if m.place is not None else "")
        if m.found is not None:
            if m.slot == "boss_check":
                text += " — " + t("found_commissar" if m.found else "found_not_commissar", lang)
            else:
                text += " — " + t("found_black" if m.found else "found_not_black", lang)
        return text

    def fact(self, name: str, f: Facts) -> str:
        lang = self.lang
        if name == "team":
            team = t(f"team_{f.team}", lang) if f.team else ""
            result = t("no_winner" if f.won is None else "won" if f.won else "lost", lang)
            return f"{team} · {result}" if team else result
        if name == "nominations":
            return t("of", lang, k=f.nominations_black, n=f.nominations)
        if name == "nominated":
            return str(f.nominated)
        if name == "fouls":
            return str(f.fouls) + (f" ({t('under_foul_s', lang, s=30 * f.under_fouls)})" if f.under_fouls else "")
        if name == "speaking":
            return clock(f.speaking_ms)
        if name == "first_out":
            return t("yes", lang) if f.first_out else "—"
        if name == "left":
            if not f.out:
                return t("to_the_end", lang)
            when = t("night_n", lang, n=f.out_night) if f.out_night else t("day_n", lang, n=max(1, f.out_day))
            return f"{self.how(f.out)} · {when}"
        if name == "checks":
            return t("of", lang, k=f.checks_found, n=f.checks) if f.checks else "—"
        if name == "points":
            return f"−{-f.points}" if f.points < 0 else str(f.points)
        return ""


EDGE_MS = 5_000
"""A moment this close before the recording's first sound (the console opens the microphone when
day 1 begins, and it takes up to a second) or after its end is placed at that edge."""


def recorded_moments(game: ReviewedGame) -> list[tuple[Moment, int | None]]:
    """Each moment with its place in the recording (ms), None when outside it (or not recorded)."""
    rec = game.recording
    out: list[tuple[Moment, int | None]] = []
    for m in game.review.moments:
        at = None
        if rec is not None:
            at = offset_ms(m.at_ms, rec.started_ms)
            end = rec.duration_ms
            if -EDGE_MS <= at < 0:
                at = 0
            elif end is not None and end < at <= end + EDGE_MS:
                at = end
            if at < 0 or (end is not None and at > end):
                at = None
        out.append((m, at))
    return out


def _private_places(game: ReviewedGame) -> set[int]:
    return game.review.places_of(game.private)


def chapter_marks(game: ReviewedGame, lang: str) -> list[tuple[int, str]]:
    """The recording's chapters: (ms, name), a speech of a player who opted out named by place
    only and marked to cut (MAF-24)."""
    words = Words(game, lang)
    private = _private_places(game)
    marks: list[tuple[int, str]] = []
    for m, at in recorded_moments(game):
        if at is None or m.kind not in CHAPTER_KINDS:
            continue
        name = words.moment(m)
        if m.kind == "speech" and m.place in private:
            name += f" [{t('cut_mark', lang)}]"
        if marks and marks[-1][0] == at:
            marks[-1] = (at, f"{marks[-1][1]} / {name}")
        else:
            marks.append((at, name))
    return marks


STYLE = """
:root { --ink: #1c1b1f; --muted: #5f5b66; --line: #dedbe3; --paper: #fbfaf8; --accent: #7a1d2e;
  --red: #b3261e; --black: #1f1f24; --loner: #5b3a8c; --cut: #fff1c2; --now: #f3e4e7; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.45 "DejaVu Sans", system-ui, sans-serif; color: var(--ink); background: var(--paper); }
main { max-width: 980px; margin: 0 auto; padding: 16px 20px 48px; }
header h1 { font-size: 1.7rem; margin: 0 0 4px; line-height: 1.2; }
.sub { color: var(--muted); margin: 0 0 8px; }
.result { display: inline-block; background: var(--accent); color: #fff; font-weight: bold; padding: 4px 12px;
  border-radius: 999px; margin: 4px 0 8px; }
.player { position: sticky; top: 0; z-index: 2; background: var(--paper); padding: 8px 0;
  border-bottom: 1px solid var(--line); }
.player audio { width: 100%; display: block; }
.note { color: var(--muted); font-size: .92rem; margin: 6px 0; }
h2 { font-size: 1.2rem; margin: 28px 0 8px; }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; width: 100%; font-size: .95rem; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: .85rem; color: var(--muted); font-weight: 600; }
td.num, th.num { text-align: right; white-space: nowrap; } td.who { white-space: nowrap; }
.team-red { color: var(--red); font-weight: 600; } .team-black { color: var(--black); font-weight: 600; }
.team-loner { color: var(--loner); font-weight: 600; }
.private { color: var(--muted); font-style: italic; }
dl.how { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; font-size: .92rem; margin: 8px 0; }
dl.how dt { font-weight: 600; } dl.how dd { margin: 0; color: var(--muted); }
ol.timeline { list-style: none; margin: 0; padding: 0; }
ol.timeline li { border-bottom: 1px solid var(--line); }
ol.timeline li.section { margin-top: 14px; }
ol.timeline li.section .what { font-weight: 700; }
.moment { display: grid; grid-template-columns: 4.6em 1fr; gap: 10px; width: 100%; text-align: left; border: 0;
  background: none; font: inherit; color: inherit; padding: 7px 6px; cursor: pointer; border-radius: 6px; }
.moment:hover:not([disabled]), .moment:focus-visible { background: #efecf2; outline: none; }
.moment[disabled] { cursor: default; color: var(--muted); }
.moment .at { font-variant-numeric: tabular-nums; color: var(--accent); font-weight: 600; }
.moment[disabled] .at { color: var(--muted); font-weight: normal; font-size: .85rem; }
li.now .moment { background: var(--now); }
li.cut .moment { background: var(--cut); }
.tag { display: inline-block; font-size: .78rem; padding: 0 6px; border-radius: 4px; background: #e2b93b;
  color: #3a2a00; margin-left: 6px; white-space: nowrap; }
ul.cuts { padding-left: 1.2em; } ul.games { list-style: none; padding: 0; }
ul.games li { padding: 10px 0; border-bottom: 1px solid var(--line); }
ul.games a { font-weight: 700; color: var(--accent); }
a { color: var(--accent); }
@media (max-width: 560px) {
  main { padding: 10px 12px 40px; } header h1 { font-size: 1.35rem; }
  body { font-size: 15px; } .moment { grid-template-columns: 3.8em 1fr; gap: 6px; padding: 7px 2px; }
  dl.how { grid-template-columns: 1fr; } dl.how dd { margin-bottom: 6px; }
  th, td { padding: 5px 4px; } th { font-size: .72rem; white-space: normal; }
  table.protocol td { font-size: .9rem; } table.protocol td.nick { overflow-wrap: anywhere; }
  table.protocol td.nick .private { overflow-wrap: normal; font-size: .78rem; }
  table.protocol td.role { white-space: nowrap; }
  table.facts tr:first-child { display: none; }
  table.facts, table.facts tbody, table.facts tr, table.facts td { display: block; width: 100%; }
  table.facts tr { border-bottom: 1px solid var(--line); padding: 6px 0; }
  table.facts td { border: 0; padding: 1px 0; display: flex; justify-content: space-between; gap: 12px;
    text-align: right; }
  table.facts td::before { content: attr(data-label); color: var(--muted); font-size: .85rem; text-align: left; }
  table.facts td.who { font-weight: 700; }
}
@media (max-width: 380px) {
  main { padding: 10px 8px 40px; }
  table.protocol th, table.protocol td { padding: 5px 2px; } table.protocol td { font-size: .84rem; }
}
@media print { .player { display: none; } }
"""

SCRIPT = """
(function () {
  var audio = document.getElementById('recording');
  var items = Array.prototype.slice.call(document.querySelectorAll('li[data-at]'));
  var chosen = null;
  var at_of = function (li) { return parseFloat(li.getAttribute('data-at')); };
  document.addEventListener('click', function (e) {
    var button = e.target.closest('button.moment');
    if (!button || button.disabled || !audio) return;
    chosen = button.parentNode;
    var at = at_of(chosen);
    var go = function () { audio.currentTime = at; audio.play(); };
    if (audio.readyState >= 1) go(); else { audio.addEventListener('loadedmetadata', go, {once: true}); audio.load(); }
  });
  if (!audio) return;
  audio.addEventListener('timeupdate', function () {
    var now = audio.currentTime, latest = -1, current = null;
    items.forEach(function (li) { var at = at_of(li); if (at <= now + 0.05 && at > latest) latest = at; });
    if (chosen && at_of(chosen) === latest) current = chosen;
    else items.forEach(function (li) { if (!current && at_of(li) === latest) current = li; });
    items.forEach(function (li) { li.classList.toggle('now', li === current); });
  });
})();
"""


def _page(lang: str, title: str, body: str, script: bool) -> str:
    esc = html.escape
    return (f'<!doctype html>\n<html lang="{esc(lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{esc(title)}</title><style>{STYLE}</style></head><body><main>\n{body}\n</main>"
            + (f"<script>{SCRIPT}</script>" if script else "") + "</body></html>\n")


def _when(ms: int, lang: str, pattern: str = "d MMMM y, HH:mm") -> str:
    return format_datetime(dt.datetime.fromtimestamp(ms / 1000), pattern, locale=lang)


def game_page(game: ReviewedGame, lang: str, audio: str | None, evening: str | None = None) -> str:
    """The review of one game: the protocol "place — role — nick", the result, the player, the
    measured facts with how each is counted, the timeline and what to cut (MAF-24)."""
    esc = html.escape
    words = Words(game, lang)
    review = game.review
    private = _private_places(game)
    facts = player_facts(review, game.roles)
    title = t("review_of", lang, n=review.game)
    sub = " · ".join([t("title", lang), t("table_code", lang, code=game.record.code),
                      _when(review.started_ms, lang)])
    result = t(f"win_{review.result}", lang) if review.result else ""
    back = f'<p><a href="{esc(evening)}">{esc(t("back_to_evening", lang))}</a></p>' if evening else ""
    head = (f"<header>{back}<h1>{esc(title)}</h1><p class=sub>{esc(sub)}</p>"
            f"<p class=result data-testid=result>{esc(result)}</p></header>")
    if audio is not None:
        player = (f'<div class=player><audio id=recording controls preload=metadata src="{esc(audio)}"></audio>'
                  f"</div><p class=note>{esc(t('timeline_hint', lang))}</p>")
    else:
        player = f"<p class=note>{esc(t('no_recording', lang))}</p>"

    def team_class(role_id: str) -> str:
        role = game.roles.get(role_id)
        return f"team-{role.team}" if role is not None else ""

    rows = []
    for s in review.seats:
        nick = game.published_nick(s.place)
        nick_cell = esc(nick) if nick else f"<span class=private>{esc(t('opted_out', lang))}</span>"
        f = facts[s.place]
        rows.append(f"<tr data-place={s.place}><td class=num>{s.place}</td>"
                    f"<td class=\"role {team_class(s.role)}\">{esc(words.role(s.role))}</td>"
                    f"<td class=nick>{nick_cell}</td>"
                    f"<td>{esc(words.fact('team', f))}</td><td class=num>{esc(words.fact('points', f))}</td></tr>")
    protocol = (f"<h2>{esc(t('result_title', lang))}</h2>"
                f"<div class=scroll><table class=protocol data-testid=protocol><tr>"
                f"<th class=num>{esc(t('col_place', lang))}</th><th>{esc(t('col_role', lang))}</th>"
                f"<th>{esc(t('col_nick', lang))}</th><th>{esc(t('f_team', lang))}</th>"
                f"<th class=num>{esc(t('f_points', lang))}</th></tr>{''.join(rows)}</table></div>")
    shown = [n for n in FACTS if n not in ("team", "points")]
    labels = {n: esc(t("f_" + n, lang)) for n in shown}
    player_label = esc(t("col_player", lang))
    fact_rows = "".join(
        f"<tr><td class=who data-label=\"{player_label}\">{esc(words.place(s.place))}</td>"
        + "".join(f"<td data-label=\"{labels[n]}\">{esc(words.fact(n, facts[s.place]))}</td>" for n in shown)
        + "</tr>" for s in review.seats)
    how = "".join(f"<dt>{esc(t('f_' + n, lang))}</dt><dd>{esc(t('f_' + n + '_how', lang))}</dd>" for n in FACTS)
    facts_part = (f"<h2>{esc(t('facts_title', lang))}</h2><div class=scroll><table class=facts data-testid=facts><tr>"
                  f"<th>{player_label}</th>"
                  + "".join(f"<th>{esc(t('f_' + n, lang))}</th>" for n in shown)
                  + f"</tr>{fact_rows}</table></div><p class=note>{esc(t('facts_explain', lang))}</p>"
                  f"<dl class=how>{how}</dl><p class=note>{esc(t('no_vote_fact', lang))}</p>")
    items = []
    before, after = t("before_recording", lang), t("after_recording", lang)
    for m, at in recorded_moments(game):
        cut = m.kind == "speech" and m.place in private
        section = m.kind in ("free_talk", "acquaintance", "circle", "night", "game_over")
        classes = " ".join(c for c in ("section" if section else "", "cut" if cut else "") if c)
        tag = f"<span class=tag>{esc(t('cut_mark', lang))}</span>" if cut else ""
        if at is not None:
            attr = f' data-at="{at / 1000:.3f}"'
            stamp, disabled = clock(at), ""
        elif game.recording is None:
            attr, stamp, disabled = "", dt.datetime.fromtimestamp(m.at_ms / 1000).strftime("%H:%M:%S"), " disabled"
        else:
            attr, stamp, disabled = "", before if m.at_ms < game.recording.started_ms else after, " disabled"
        items.append(f"<li class=\"{classes}\" data-kind={m.kind}{attr}><button class=moment type=button{disabled}>"
                     f"<span class=at>{esc(stamp)}</span><span class=what>{esc(words.moment(m))}{tag}</span>"
                     f"</button></li>")
    timeline = (f"<h2>{esc(t('timeline', lang))}</h2><ol class=timeline data-testid=timeline>{''.join(items)}</ol>")
    cuts = []
    rec = game.recording
    for start, end, place in speech_segments(review, private):
        if rec is not None:
            a, b = offset_ms(start, rec.started_ms), offset_ms(end, rec.started_ms)
            span = f"{clock(a)}–{clock(b)}" if a >= 0 else f"{before}–{clock(max(0, b))}"
        else:
            span = "–".join(dt.datetime.fromtimestamp(x / 1000).strftime("%H:%M:%S") for x in (start, end))
        cuts.append(f"<li>{esc(span)} · {esc(t('place_n', lang, n=place))}</li>")
    cut_part = (f"<h2>{esc(t('cut_title', lang))}</h2>"
                + (f"<p class=note>{esc(t('cut_explain', lang))}</p>"
                   f"<ul class=cuts data-testid=cuts>{''.join(cuts)}</ul>"
                   if private else f"<p class=note>{esc(t('nothing_to_cut', lang))}</p>"))
    body = "\n".join([head, player, protocol, timeline, facts_part, cut_part])
    return _page(lang, f"{title} · {t('table_code', lang, code=game.record.code)}", body, script=audio is not None)


def evening_page(games: Sequence[tuple[ReviewedGame, str]], lang: str, day: dt.date) -> str:
    """The evening's page: its games, each with its result and a link to its review."""
    esc = html.escape
    date = format_date(day, "d MMMM y", locale=lang)
    title = t("evening_review", lang, date=date)
    items = []
    for game, page in games:
        review = game.review
        result = t(f"win_{review.result}", lang) if review.result else ""
        recorded = t("recorded" if game.recording is not None else "not_recorded", lang)
        items.append(f"<li><a href=\"{esc(page)}\">{esc(t('game_n', lang, n=review.game))}</a> · "
                     f"{esc(result)} · {esc(t('table_code', lang, code=game.record.code))} · "
                     f"{esc(_when(review.started_ms, lang, 'HH:mm'))} · {esc(recorded)}</li>")
    listing = (f"<ul class=games data-testid=games>{''.join(items)}</ul>" if items
               else f"<p class=note>{esc(t('no_games', lang))}</p>")
    body = (f"<header><h1>{esc(title)}</h1><p class=sub>{esc(t('title', lang))} · "
            f"{esc(t('games_n', lang, n=len(games)))}</p></header><h2>{esc(t('games_title', lang))}</h2>{listing}")
    return _page(lang, title, body, script=False)
