"""The review pages and chapters (MAF-23, MAF-24, PLT-15) over random games: who opted out is never
named, every moment is in words of the page's language, the recording's start is journaled."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from net.journal import Journal, TableRecord
from net.review import Recording, ReviewedGame
from net.review_page import LANGS, Words, chapter_marks, game_page, recorded_moments
from rules.core import MODERATOR
from rules.core.board import plural_category
from rules.mafia.review import game_review, games_in
from rules.mafia.review_texts import TEXTS
from rules.mafia.state import Phase
from tests.i18n.english import ALWAYS, SHARED, words
from tests.i18n.glossary import check, load
from tests.rules.mafia.tables import CATALOG, GAME, P
from tests.rules.mafia.test_review import Journaled

GAMES = 25
HOST_REQUESTS = ("next_speaker", "nominate", "hands", "expel_anyone", "car_crash", "foul", "under_foul",
                 "night_action", "morning", "bonus", "pause_timer", "resume_timer")
WEIGHTS = {"foul": 0.04, "bonus": 0.02, "under_foul": 0.1, "pause_timer": 0.05, "resume_timer": 0.5}
"""Fouls and bonuses now and then, so that games reach their votes, nights and car crashes."""
LATIN = re.compile(r"[A-Za-z]")


def random_args(rng: random.Random, t: Journaled, rtype: str) -> dict[str, Any]:
    m = t.m
    living = m.living()
    if rtype == "nominate":
        return {"target": rng.choice(living)}
    if rtype == "foul":
        return {"place": rng.choice(living)}
    if rtype == "under_foul":
        return {"place": m.speaker}
    if rtype == "hands":
        missing = [c for c in m.candidates if m.count_of(c) is None] or list(m.candidates)
        left = len(living) - sum(n for _, n in m.counts)
        return {"place": rng.choice(missing), "count": rng.randint(0, max(0, left))}
    if rtype in ("expel_anyone", "car_crash"):
        return {"hands": rng.randint(0, len(living))}
    if rtype == "night_action":
        slot = GAME.pending_slot(m)
        assert slot is not None
        action = rng.choice(GAME.slot_actions(m, slot))
        return {"action": action} if action == "nothing" else {"action": action, "target": rng.choice(living)}
    if rtype == "bonus":
        return {"place": rng.choice([p.place for p in m.players]), "points": rng.choice((1, -1))}
    return {}


def random_evening(seed: int) -> tuple[Journaled, set[str]]:
    """An evening of random games at 10 to 13 places, some players opted out of publication."""
    rng = random.Random(seed)
    t = Journaled()
    players = rng.randint(10, 13)
    for i in range(players):
        t.host("add_player", nickname=f"Nick{seed}x{i + 1}q", adult=True)
    hidden_seats = rng.sample(range(1, players + 1), rng.randint(1, 3))
    for seat in hidden_seats:
        t.ok(P(seat), "publication", publish=False)  # MAF-24
    for number in range(rng.randint(1, 2)):
        extra = rng.choice(["maniac", "agitator", "swindler", "kamikaze", None])
        composition = None
        if extra is not None:  # MAF-05: the loners and the swindler now and then
            composition = {"boss": 1, "mafia": 1, extra: 1, "commissar": 1, "doctor": 1, "civilian": players - 5}
        t.seat(composition)
        t.host("deal")
        t.host("start_game")
        for _ in range(400):
            if t.state.phase is Phase.GAME_OVER:
                break
            allowed = [r for r in GAME.allowed(t.state, MODERATOR, t.now) if r in HOST_REQUESTS]
            rtype = rng.choices(allowed, [WEIGHTS.get(r, 1.0) for r in allowed])[0]
            t.send(MODERATOR, rtype, **random_args(rng, t, rtype))
        if t.state.phase is not Phase.GAME_OVER:
            t.host("abort_game")
        assert t.m.number == number + 1
    hidden = {t.state.seats.nickname(s) for s in hidden_seats}
    return t, hidden


def reviewed(t: Journaled, number: int, recording: Recording | None) -> ReviewedGame:
    record = TableRecord("t1", "mafia", "46802", 1, {}, t.entries[0][0], False, t.entries[0][0])
    nicknames = {s.number: s.nickname for s in t.state.seats.seats}
    return ReviewedGame(record, game_review(t.entries, number), nicknames, frozenset(t.state.private),
                        dict(CATALOG), recording)


@pytest.mark.parametrize("seed", range(GAMES))
def test_who_opted_out_is_never_named_on_a_page_or_in_a_chapter(seed: int) -> None:  # MAF-24
    t, hidden = random_evening(seed)
    assert hidden and all(hidden)
    for number in games_in(t.entries):
        game = reviewed(t, number, None)
        start = game.review.started_ms + (seed % 3) * 4_000  # a recording that began late, now and then
        recording = Recording(Path("game.ogg"), start, game.review.ended_ms - start if seed % 2 else None)
        recorded = reviewed(t, number, recording)
        for lang in LANGS:
            for g, audio in ((game, None), (recorded, "game.ogg")):
                page = game_page(g, lang, audio, "index.html")
                assert not any(name in page for name in hidden), (seed, number, lang)
            marks = chapter_marks(recorded, lang)
            assert not any(name in title for _, title in marks for name in hidden), (seed, number, lang)
            assert all(at >= 0 for at, _ in marks) and [at for at, _ in marks] == sorted({at for at, _ in marks})
        named = {game.published_nick(s.place) for s in game.review.seats} - {""}
        page = game_page(game, "en", None)
        assert named and all(name in page for name in named)  # the others are named
        private_places = game.review.places_of(game.private)
        for place in private_places:  # MAF-24: by place and role
            assert f"<tr data-place={place}>" in page
        cut = [m for m, at in recorded_moments(recorded) if m.kind == "speech" and m.place in private_places
               and at is not None]
        marks = chapter_marks(recorded, "en")
        assert len([1 for _, title in marks if "[cut]" in title]) == len({at for m, at in recorded_moments(recorded)
                                                                          if m in cut})


@pytest.mark.parametrize("seed", range(6))
def test_every_moment_is_in_words_of_the_pages_language(seed: int) -> None:  # PLT-15, MAF-23
    t, _ = random_evening(seed)
    names = {w.casefold() for s in t.state.seats.seats for w in re.findall(r"[^\W\d_]+", s.nickname)}
    for number in games_in(t.entries):
        game = reviewed(t, number, None)
        english = {m: Words(game, "en").moment(m) for m in game.review.moments}
        for lang in ("uk", "ru", "pl"):
            allowed = ALWAYS | SHARED.get(lang, set()) | names
            for m in game.review.moments:
                said = Words(game, lang).moment(m)
                assert said and said != m.kind
                left = words(said) - allowed
                if lang == "pl":
                    left = {w for w in left & words(english[m]) if len(w) >= 3}
                assert not left, (lang, said, english[m])


def test_the_pages_catalog_has_four_languages_cldr_plurals_and_the_clubs_words() -> None:  # PLT-15
    for key, entry in TEXTS.entries.items():
        for lang in ("uk", "ru"):
            forms = entry[lang]
            for form in forms.values() if isinstance(forms, dict) else [forms]:
                assert not LATIN.search(re.sub(r"\{\w+\}", "", str(form))), (key, lang, form)
        assert entry["pl"] != entry["en"] or key in ("col_nick",), key
        for lang in LANGS:
            forms = entry[lang]
            if isinstance(forms, dict):
                wanted = {plural_category(lang, n) for n in range(0, 200)} | {"other"}  # CLDR (Babel)
                assert set(forms) == wanted, (key, lang)
    assert TEXTS("games_n", n=3)["ru"] == "3 партии" and TEXTS("games_n", n=5)["uk"] == "5 партій"
    assert TEXTS("hands_n", n=22)["pl"] == "22 ręce" and TEXTS("hands_n", n=1)["en"] == "1 hand"
    problems = check(load("mafia"), TEXTS.strings())
    assert not problems, problems


def test_a_recordings_start_is_journaled_durably_and_a_better_measure_replaces_it(tmp_path: Path) -> None:  # MAF-23
    from net.content import make_game
    from net.table import Table

    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(make_game("mafia"), journal, code="46802", seed=3, clock=lambda: 1_800_000_000_000)
    assert table.note_recording("game-1.ogg", 1, 1_800_000_000_900)
    assert table.note_recording("game-1.ogg", 1, 1_800_000_000_850)  # measured earlier: replaces
    assert table.note_recording("game-2.ogg", 2, 1_800_000_100_000)
    table_id = table.id
    table.close()
    journal.close()
    again = Journal(tmp_path / "journal.sqlite3")
    assert again.recordings(table_id) == [("game-1.ogg", 1, 1_800_000_000_850), ("game-2.ogg", 2, 1_800_000_100_000)]
    assert [r.id for r in again.tables()] == [table_id]
    again.close()


def test_a_moment_outside_the_recording_is_not_played_and_one_at_its_edge_is() -> None:  # MAF-23
    """The console opens the microphone when day 1 begins: that moment, a second before the first
    sound, is at 0:00; a moment long before the recording is shown as such and cannot be clicked."""
    t, _ = random_evening(1)
    game = reviewed(t, 1, None)
    moments = game.review.moments
    start = moments[0].at_ms + 1_000
    late = next(m for m in moments if m.at_ms - moments[0].at_ms > 10_000)
    recording = Recording(Path("game.ogg"), late.at_ms - 1_000, late.at_ms - moments[0].at_ms)
    placed = dict(recorded_moments(reviewed(t, 1, Recording(Path("game.ogg"), start, None))))
    assert placed[moments[0]] == 0
    placed = dict(recorded_moments(reviewed(t, 1, recording)))
    assert placed[moments[0]] is None and placed[late] == 1_000
    page = game_page(reviewed(t, 1, recording), "en", "game.ogg")
    assert "before the recording began" in page and 'data-at="1.000"' in page
    assert "after the recording ended" in page  # the recording is shorter than the game


def test_a_nickname_is_text_on_the_page_never_markup() -> None:  # MAF-24
    t = Journaled()
    t.host("add_player", nickname="<b>Ola</b>&amp", adult=True)
    t.host("add_player", nickname='Taras"><script>x()</script>', adult=True)
    t.add(8)
    t.start()
    t.host("abort_game")
    game = reviewed(t, 1, None)
    page = game_page(game, "uk", None)
    assert "<b>Ola</b>" not in page and "&lt;b&gt;Ola&lt;/b&gt;&amp;amp" in page
    assert "<script>x()" not in page and page.count("<script>") == 0  # no recording: no player's script either
