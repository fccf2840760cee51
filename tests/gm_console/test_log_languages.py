"""The event log after language switches: each entry once, in the journal's order, in the language
now showing (PLT-04, PLT-15)."""

from __future__ import annotations

from .conftest import Console


def log_rows(console: Console) -> list[tuple[int, str]]:
    return [(line.seq, line.text) for line in console.window.log.list.shown()]


def test_each_entry_once_in_order_and_in_the_current_language(console: Console) -> None:  # PLT-04, PLT-15
    console.seat(5)
    console.trigger("deal")
    console.trigger("start_round")
    console.trigger("pause_resume")
    console.clock.advance(3)
    console.trigger("pause_resume")
    console.trigger("undo")
    english = log_rows(console)
    assert len(english) >= 9
    worded: dict[str, list[tuple[int, str]]] = {}
    for lang in ("uk", "pl", "ru", "en", "uk", "uk", "en"):
        console.window.language_actions[lang].trigger()
        rows = log_rows(console)
        seqs = [seq for seq, _ in rows]
        assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs), (lang, seqs)
        assert seqs == [seq for seq, _ in english], lang
        stamps = [text[:8] for _, text in rows]
        assert stamps == sorted(stamps), lang
        worded.setdefault(lang, rows)
        assert rows == worded[lang], lang  # the same words each time this language shows
    assert worded["en"] == english
    assert "Timer paused" in "\n".join(t for _, t in english)
    for lang in ("uk", "pl", "ru"):
        texts = "\n".join(t for _, t in worded[lang])
        assert "Timer paused" not in texts and "Moderator:" not in texts, (lang, texts)
