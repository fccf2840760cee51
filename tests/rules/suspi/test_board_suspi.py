"""SUSPI's board scene (PLT-13): what the projector and every TV show, from the public view only
(PLT-05), in four languages (PLT-11), with each result as its own beat: the dawn, a shot, who
leaves, the winner."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from rules.core import GUEST, SYSTEM, Rejection, Request
from rules.core.board import LANGS, pick
from rules.suspi.board_texts import TEXTS
from tests.rules.board import texts

from .tables import GAME, T0, P, Table, content
from .test_game_suspi_random import draw_request

Scene = dict[str, Any]


def blocks(scene: Scene) -> list[dict[str, Any]]:
    """Every block: the stage, the side column and the beat."""
    return [*scene["main"], *((scene.get("side") or {}).get("blocks") or []),
            *((scene.get("beat") or {}).get("main") or [])]


def block(scene: Scene, block_id: str, where: str = "all") -> dict[str, Any]:
    pool = {"main": scene["main"], "side": (scene.get("side") or {}).get("blocks") or [],
            "beat": (scene.get("beat") or {}).get("main") or [], "all": blocks(scene)}[where]
    for blk in pool:
        if blk.get("id") == block_id:
            return blk
    raise AssertionError(f"no block {block_id!r} in {where}: {json.dumps(scene, ensure_ascii=False)[:600]}")


def ids(scene: Scene, where: str = "main") -> list[str]:
    pool = scene["main"] if where == "main" else (scene.get("side") or {}).get("blocks") or []
    return [str(blk.get("id")) for blk in pool]


def cells(blk: dict[str, Any], lang: str = "en") -> list[list[str]]:
    return [[pick(c, lang) for c in r["cells"]] for r in blk["rows"]]


def text_of(scene: Scene, block_id: str, lang: str = "en", where: str = "all") -> str:
    return pick(block(scene, block_id, where)["text"], lang)


def six(ghosts: bool = True) -> Table:
    """Six players: seat 1 the murderer, 2 the investigator, the rest guests."""
    t = Table(players=6, options={"ghosts": ghosts})
    t.deal({1: "murderer", 2: "investigator"})
    return t


KILL_3 = {1: "study", 3: "study", 2: "library", 4: "library", 5: "conservatory", 6: "conservatory"}
"""The murderer alone with seat 3 in the study: 3 does not come back."""
NOBODY = {1: "study", 2: "study", 3: "study", 4: "library", 5: "library", 6: "library"}


# --- the lobby ---------------------------------------------------------------------------------------
def test_the_lobby_shows_the_way_in_the_call_link_and_who_is_at_the_table() -> None:  # SUS-02, SUS-04, PLT-02
    t = Table(players=3, options={"call_link": "https://meet.example/villa"})
    s = t.board()
    join = block(s, "join")
    assert join["code"] == "12345" and join["url"] == "http://192.0.2.1:8765/?t=12345"
    assert pick(join["call"], "pl") == "Rozmowa: https://meet.example/villa"
    assert pick(join["people"], "en") == "At the table: 3"  # the names are beside it, one a row
    assert pick(join["people"], "pl") == "Przy stole: 3"
    assert s["moment"] == "lobby" and s["round"] == "" and pick(s["phase"], "uk") == "Гості збираються"
    assert cells(block(s, "seats", "side")) == [["Player 1", ""], ["Player 2", ""], ["Player 3", ""]]
    assert Table(players=0).board()["main"][0]["people"]["en"] == "Waiting for players…"


def test_the_rules_screen_shows_for_its_time_after_the_table_opened() -> None:  # SUS-46
    t = Table(players=6)
    s = t.board()
    rules = block(s, "rules", "main")
    assert rules["hide_after_ms"] == t.public()["rules_screen_ms"] == 20 * 60_000  # the table opened at T0
    assert len(rules["items"]) == 9 and pick(rules["title"], "pl") == "Jak grać w SUSPI"
    lines = texts(rules, "en")
    assert "Night, 2 min" in lines and "Day, 10 min" in lines and "Council, 90 s" in lines  # from the durations
    assert "Noc, 2 min" in texts(rules, "pl") and "Rada, 90 s" in texts(rules, "pl")
    t.wait(15 * 60_000)
    later = t.board()
    assert all(blk["hide_after_ms"] == 5 * 60_000 for blk in later["main"] if blk.get("id", "").startswith("rules"))
    t.wait(5 * 60_000)
    assert not [i for i in ids(t.board()) if i.startswith("rules")]  # the 20 minutes are over
    assert "join" in ids(t.board())


def test_the_rules_screen_lists_the_villas_rooms_from_the_content() -> None:  # SUS-07, SUS-46
    s = Table(players=6).board()
    rooms = block(s, "rules-rooms")
    assert rooms["flow"] and rooms["hide_after_ms"] == block(s, "rules")["hide_after_ms"]
    for room, item in zip(content().rooms, rooms["items"], strict=True):
        assert item == dict(room.name)  # every language from gm_resources/suspi/rooms.json
    assert [item["pl"] for item in rooms["items"]][:3] == ["Gabinet", "Biblioteka", "Oranżeria"]
    assert text_of(s, "rules-rooms-count", "pl") == "Pokoi jest o połowę mniej niż graczy, najmniej 3."


def test_without_the_tables_opening_time_the_rules_stay_up() -> None:  # SUS-46
    t = Table(players=6)
    view = {"table": {"code": "12345", "url": "http://x/"}, "seats": [], "game": t.public()}
    rules = block(GAME.board(view), "rules")
    assert "hide_after_ms" not in rules


def test_the_rules_screen_is_gone_once_the_first_game_is_dealt() -> None:  # SUS-46
    t = Table(players=6)
    t.host("deal")
    s = t.board()
    assert not [b for b in blocks(s) if str(b.get("id", "")).startswith("rules")]
    assert t.public()["now"] is None  # the clock is in the view only while the rules may show


# --- a game ------------------------------------------------------------------------------------------
def test_dealt_then_night_shows_the_clock_and_the_villas_rooms() -> None:  # SUS-05, SUS-06, SUS-07, SUS-15
    t = Table(players=8)
    t.host("deal")
    s = t.board()
    assert s["moment"] == "dealt" and "clock" not in ids(s)
    assert text_of(s, "headline", "en").startswith("Press and hold your card")
    announced = t.m.announced
    assert text_of(s, "murderers-about", "pl", "main") == f"Morderców: około {announced}"  # SUS-15
    assert len([x for x in blocks(s) if x.get("id") == "murderers-about"]) == 1  # once: one testid per page
    assert text_of(s, "villa", "pl", "side") == " · ".join(r.name["pl"] for r in content().rooms[:4])  # 8: 4 rooms
    t.host("advance")
    s = t.board()
    assert s["moment"] == "night" and s["cue"] == "suspi_nightfall"
    clock = block(s, "clock")
    assert clock["timer"]["total_ms"] == 120_000 and clock["timer"]["running"] and clock["size"] == "huge"
    assert [r["uk"] for r in block(s, "rooms")["items"]] == ["Кабінет", "Бібліотека", "Оранжерея", "Кухня"]
    assert pick(s["round"], "ru") == "Партия 1 · Раунд 1"


def test_the_dawn_is_its_own_beat_and_stays_through_the_day() -> None:  # SUS-08, SUS-17
    t = six()
    t.night(KILL_3)
    s = t.board()
    assert s["moment"] == "dawn" and s["cue"] == "suspi_dawn"
    beat = s["beat"]
    assert beat["key"] == "dawn-1-1" and beat["hold_ms"] > 0
    assert pick(beat["main"][0]["text"], "pl") == "Nie wrócili: Player 3" and beat["main"][0]["tone"] == "bad"
    assert text_of(s, "missing", "uk", "main") == "Не повернулися: Player 3"
    assert "clock" not in ids(s)  # the dawn waits for the moderator
    assert ["Player 3", "ghost"] in cells(block(s, "seats", "side"))
    assert text_of(s, "ghosts", "en", "side") == "Ghosts: Player 3"
    t.host("advance")
    day = t.board()
    assert day["moment"] == "day" and day["beat"] == beat  # a quick "next" does not cut it short
    assert block(day, "clock")["timer"]["total_ms"] == 600_000


def test_a_dawn_when_everyone_came_back() -> None:  # SUS-08
    t = six()
    t.night(NOBODY)
    s = t.board()
    assert s["beat"]["key"] == "dawn-1-1"
    assert pick(s["beat"]["main"][0]["text"], "ru") == "Этим утром вернулись все"
    assert s["beat"]["main"][0]["tone"] == "good"


def test_a_shot_is_its_own_beat_and_never_names_the_shooter() -> None:  # SUS-32
    t = Table(players=8)
    t.deal({1: "murderer", 2: "murderer", 3: "szur"})
    t.night({1: "study", 2: "library", 3: "conservatory", 4: "kitchen", 5: "kitchen", 6: "kitchen",
             7: "study", 8: "study"})
    t.host("advance")
    t.ok(P(3), "shoot", target=4)
    s = t.board()
    assert s["beat"]["key"] == "shot-1-1-1"
    assert pick(s["beat"]["main"][0]["text"], "en") == "A shot was fired: Player 4"
    assert text_of(s, "shot", "pl", "main") == "Padł strzał: Player 4"
    assert "Player 3" not in texts(s["main"]) and "Player 3" not in texts(s["beat"])


def test_the_council_counts_confirmed_votes_live_never_who_voted() -> None:  # SUS-10, SUS-18
    t = six()
    t.night(KILL_3)
    t.host("advance")
    t.host("advance")
    t.ok(P(2), "council_vote", target=4)
    t.ok(P(2), "council_confirm")
    t.ok(P(5), "council_vote", target=4)
    t.ok(P(5), "council_confirm")
    t.ok(P(6), "council_vote", target=1)  # not confirmed: not counted
    s = t.board()
    assert s["moment"] == "council" and s["cue"] == "suspi_council" and s["beat"] is None
    assert block(s, "progress") == {"kind": "progress", "id": "progress", "n": 2, "m": 5}
    assert text_of(s, "confirmed", "uk") == "Підтвердили: 2 з 5"
    assert cells(block(s, "tally")) == [["Player 4", "2"]]  # who got votes, never who gave them
    assert block(s, "clock")["timer"]["total_ms"] == 90_000


def test_without_ghosts_the_count_stays_secret_and_the_dead_are_silent() -> None:  # SUS-21
    t = six(ghosts=False)
    t.night(KILL_3)
    t.host("advance")
    t.host("advance")
    t.ok(P(2), "council_vote", target=4)
    t.ok(P(2), "council_confirm")
    s = t.board()
    assert "tally" not in ids(s) and text_of(s, "count-secret", "en").startswith("The count stays secret")
    assert ["Player 3", "milczy"] in cells(block(s, "seats", "side"), "pl")
    assert "ghosts" not in ids(s, "side") and text_of(s, "out", "ru", "side") == "Выбыли: Player 3"


def test_who_leaves_is_its_own_beat_and_stays_into_the_night() -> None:  # SUS-11
    t = Table(players=8)
    t.deal({1: "murderer", 2: "murderer"})
    t.night({1: "study", 2: "library", 3: "conservatory", 4: "conservatory", 5: "kitchen", 6: "kitchen",
             7: "study", 8: "study"})
    t.council({3: 4, 4: 5, 5: 4, 6: 4, 7: None, 8: 4, 1: 5, 2: 5})
    s = t.board()
    assert s["moment"] == "verdict"
    assert s["beat"]["key"] == "verdict-1-1"
    assert pick(s["beat"]["main"][0]["text"], "uk") == "Віллу покидає: Player 4"
    assert text_of(s, "verdict", "pl", "main") == "Willę opuszcza: Player 4"
    assert cells(block(s, "counts")) == [["Player 4", "4"], ["Player 5", "3"]]
    t.host("advance")
    night = t.board()
    assert night["moment"] == "night" and night["beat"]["key"] == "verdict-1-1"
    assert pick(night["round"], "en") == "Game 1 · Round 2"


def test_a_runoff_is_its_own_moment_and_a_second_tie_leaves_a_place_empty() -> None:  # SUS-11
    t = six()
    t.night(NOBODY)
    t.council({1: 2, 2: 1, 3: 2, 4: 1, 5: None, 6: None})
    s = t.board()
    assert s["moment"] == "runoff" and s["cue"] == "suspi_council"
    assert text_of(s, "headline", "pl") == "Remis — dogrywka: Player 1, Player 2"
    t.council({1: 2, 2: 1, 3: 2, 4: 1, 5: None, 6: None})
    s = t.board()
    assert text_of(s, "verdict", "en", "main") == "Nobody leaves the villa"
    assert text_of(s, "empty", "uk", "main") == "1 місце лишилося порожнім"
    assert text_of(s, "empty", "pl", "beat") == "1 miejsce zostało puste"
    assert cells(block(s, "counts")) == [["Player 1", "2"], ["Player 2", "2"]]
    assert cells(block(s, "runoff-counts")) == [["Player 1", "2"], ["Player 2", "2"]]


def test_two_leave_at_once_in_the_plural() -> None:  # SUS-11
    t = Table(players=12)
    t.deal({1: "murderer", 2: "murderer", 3: "murderer"})
    t.night({1: "study", 4: "study", 5: "study", 2: "library", 6: "library", 7: "library", 3: "conservatory",
             8: "conservatory", 9: "conservatory", 10: "kitchen", 11: "kitchen", 12: "kitchen"})  # nobody dies
    t.council({s: (4 if s % 2 else 5) for s in range(1, 13) if s not in (4, 5)} | {4: 5, 5: 4})
    s = t.board()
    assert pick(s["beat"]["main"][0]["text"], "ru") == "Виллу покидают: Player 4, Player 5"
    assert pick(s["beat"]["main"][0]["text"], "en") == "Leave the villa: Player 4, Player 5"


def test_who_came_late_watches_and_who_left_is_marked() -> None:  # SUS-01, PLT-02
    t = six()
    late = t.join("Late")
    t.ok(SYSTEM, "leave", seat=5)
    s = t.board()
    rows = {r["id"]: [pick(c, "uk") for c in r["cells"]] for r in block(s, "seats", "side")["rows"]}
    assert rows[f"seat-{late}"] == ["Late", "спостерігає"]
    assert rows["seat-5"][1] == "поза грою" and pick(block(s, "seats", "side")["title"], "en") == "Alive: 5"


# --- the end -----------------------------------------------------------------------------------------
def test_when_the_council_ends_the_game_the_winners_beat_says_who_left() -> None:  # SUS-11, SUS-22, SUS-42
    t = six()
    t.night(NOBODY)
    t.council({1: None, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1})
    s = t.board()
    assert s["moment"] == "unmasking" and "cue" not in s  # straight from the council
    beat = s["beat"]
    assert beat["key"] == "winner-1"
    assert [b.get("id") for b in beat["main"]] == ["verdict", "winner", "reason"]
    assert pick(beat["main"][0]["text"], "pl") == "Willę opuszcza: Player 1"
    assert pick(beat["main"][1]["text"], "pl") == "Wygrywa miasto" and beat["main"][1]["tone"] == "good"
    assert text_of(s, "winner", "uk", "main") == "Перемога міста"
    assert text_of(s, "guessed", "en") == "Guess another player's goal on your phone: 0 of 6"
    assert block(s, "clock")["timer"]["total_ms"] == 90_000
    assert "reveal" not in ids(s) and "Countess" not in texts(s)  # SUS-42: nothing revealed yet


def test_when_the_dawn_ends_the_game_the_winners_beat_says_who_did_not_come_back() -> None:  # SUS-08, SUS-23
    t = Table(players=6)
    t.deal({1: "murderer", 2: "murderer", 3: "murderer", 4: "murderer"})
    t.night({1: "study", 2: "study", 5: "study", 3: "library", 4: "library", 6: "library"})
    s = t.board()
    assert s["moment"] == "unmasking"
    beat = s["beat"]
    assert beat["key"] == "winner-1" and beat["main"][0]["id"] == "missing"
    assert pick(beat["main"][0]["text"], "en") == "Did not come back: Player 5, Player 6"
    assert pick(beat["main"][1]["text"], "ru") == "Победа убийц" and beat["main"][1]["tone"] == "bad"
    assert pick(beat["main"][2]["text"], "uk") == "Живими лишилися тільки вбивці"


def test_the_results_reveal_every_card_and_the_evening() -> None:  # SUS-42, SUS-43, SUS-45
    t = Table(players=6)
    t.deal({1: "murderer", 2: "investigator"}, goals={3: ("thief", None), 4: ("companion", None)})
    t.night(NOBODY)
    t.council({1: None, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1})
    for seat in range(1, 7):
        t.ok(P(seat), "guess_goal", target=3 if seat != 3 else 4, goal="loner")
    s = t.board()
    assert s["moment"] == "over" and s["beat"]["key"] == "winner-1"  # the same beat: shown once
    reveal = block(s, "reveal")
    assert len(reveal["rows"]) == 6 and reveal["numeric"] == [4]
    murderer = next(r for r in reveal["rows"] if r["id"] == "reveal-1")
    assert murderer["tone"] == "bad"
    assert [pick(c, "pl") for c in murderer["cells"]] == ["Player 1", "Hrabina Zofia Radziwiłł", "Morderca", "Bez celu", "0"]
    assert ["Player 2 ★", "Pułkownik Tadeusz Wola", "Śledczy", "Bez celu", "+1"] in cells(reveal, "pl")
    assert cells(reveal, "pl")[0] == ["Player 4 ★", "Bankier Leon Goldberg", "Gość", "Towarzysz ✔", "+3"]  # SUS-37
    evening = block(s, "evening", "side")
    assert pick(evening["title"], "en") == "The evening's scoreboard · games played: 1"
    assert cells(evening)[:2] == [["★ Player 4", "3"], ["Player 2", "1"]] and len(evening["rows"]) == 6
    t.deal({1: "murderer"})
    t.night(NOBODY)
    t.council({1: None, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1})
    s = t.board()
    assert s["moment"] == "unmasking" and s["beat"]["key"] == "winner-2"  # the next game's own beat
    assert cells(block(s, "evening", "side"))[0] == ["★ Player 4", "3"]  # the evening so far


def test_an_aborted_game_has_no_winner_and_no_beat() -> None:  # SUS-43
    t = six()
    t.host("abort_game")
    s = t.board()
    assert s["beat"] is None and text_of(s, "winner", "pl") == "Bez zwycięzcy"
    assert text_of(s, "reason", "en") == "The game was aborted: nobody scores"
    assert len(block(s, "reveal")["rows"]) == 6


def test_eighteen_players_every_row_is_there() -> None:  # SUS-01
    t = Table(players=18)
    t.host("deal")
    assert len(block(t.board(), "seats", "side")["rows"]) == 18
    assert text_of(t.board(), "villa", "en", "side").count(" · ") == 8  # 9 rooms
    t.host("abort_game")
    s = t.board()
    assert len(block(s, "reveal")["rows"]) == 18
    assert len(block(s, "evening", "side")["rows"]) == 18


# --- languages ---------------------------------------------------------------------------------------
ASCII_WORD = re.compile(r"(?<!\{)\b[A-Za-z]{2,}\b(?!\})")
NEUTRAL = {"SUSPI", "QR", "Wi", "Fi", "min"}


def test_the_catalog_speaks_four_languages_without_english_or_gendered_forms() -> None:  # PLT-11
    table = TEXTS.strings()
    for lang in ("uk", "ru"):
        for key, value in table[lang].items():
            assert not set(ASCII_WORD.findall(value)) - NEUTRAL, (lang, key, value)
    for key, value in table["pl"].items():
        if value == table["en"].get(key):
            assert value in ("SUSPI", "{n} min", "{n} s", "Szur"), key  # the same word in the rule book
    for lang in LANGS:
        for key, value in table[lang].items():
            assert "(-" not in value and "(а)" not in value and "(a)" not in value, (lang, key)  # no gendered forms
    assert table["pl"]["ph_council"] == "Rada" and table["pl"]["role_investigator"] == "Śledczy"


def scenes_of_a_game() -> list[Scene]:
    t = six()
    out = [Table(players=6, options={"call_link": "https://x.example"}).board(), t.board()]
    t.host("advance")
    out.append(t.board())
    t.night(KILL_3)
    out.append(t.board())
    t.host("advance")
    out.append(t.board())
    t.council({2: 4, 4: 5, 5: 4, 6: 4, 1: 5})
    out.append(t.board())
    t.host("advance")
    out.append(t.board())
    t.host("abort_game")
    out.append(t.board())
    return out


def test_every_text_of_every_scene_is_in_four_languages() -> None:  # PLT-11
    for s in scenes_of_a_game():
        def walk(v: Any) -> None:
            if isinstance(v, dict) and set(v) & set(LANGS):
                assert set(v) == set(LANGS) and all(v[lang] for lang in LANGS), v
                for lang in ("uk", "ru"):
                    assert not set(ASCII_WORD.findall(v[lang])) - NEUTRAL - {"Player"} - {"https", "example"}, v
            elif isinstance(v, dict):
                for x in v.values():
                    walk(x)
            elif isinstance(v, list):
                for x in v:
                    walk(x)
        walk(s)


# --- secrets (PLT-05, PLT-10) ------------------------------------------------------------------------
def envelope(game_view: dict[str, Any], t: Any) -> dict[str, Any]:
    seats = [{"seat": s.number, "nickname": s.nickname, "present": s.present, "connected": True}
             for s in GAME.seats(t.state)]
    return {"table": {"code": "12345", "game": "suspi", "lang": "uk", "url": "http://x/", "opened": T0},
            "seats": seats, "game": game_view}


class Walk:
    """A random game on the real rules (the random-play test's draws) with its clock."""

    def __init__(self, seed: int, players: int, ghosts: bool) -> None:
        self.state = GAME.setup({"ghosts": ghosts}, seed)
        self.now = T0
        for i in range(players):
            out = GAME.handle(self.state, Request("join", {"nickname": f"Guest {i + 1:02d}"}), GUEST, self.now)
            assert not isinstance(out, Rejection)
            self.state = GAME.fold_all(self.state, out)


def secrets_before_the_end(state: Any) -> list[str]:
    """What no board may show before the roles are revealed: each player's character, role and goal
    names in every language (the rooms are public, who went where is not: checked structurally)."""
    m = state.match
    if m is None:
        return []
    names = {c.id: c.name for c in content().characters}
    out = []
    for _, character in m.characters:
        out += list(names[character].values())
    return out


def test_no_secret_reaches_a_scene_during_random_play() -> None:  # PLT-05, PLT-10, SUS-05, SUS-10, SUS-42
    """The scene from the public view equals the scene from any player's view and from the game
    master's (so ``me`` and ``secrets`` never reach it), and before the reveal no character, role
    or goal name is in it."""
    roles = ("murderer", "investigator", "doctor", "exorcist", "szur", "guest")
    goals = ("thief", "loner", "spy", "companion", "suspect", "accuser", "romance", "bribe")
    role_words = {lang: {pick(TEXTS(f"role_{r}"), lang) for r in roles} for lang in LANGS}
    goal_words = {lang: {pick(TEXTS(f"goal_{g}"), lang) for g in goals} for lang in LANGS}
    beats: set[str] = set()
    for seed in range(10):
        data = random.Random(seed)
        w = Walk(seed, data.choice([6, 9, 12, 18]), ghosts=seed % 2 == 0)
        games = 0
        for step in range(2_500):
            if games >= 1:
                break
            w.now += data.choice([0, 1_000, 30_000, 120_000, 600_000])
            actor, request = draw_request(data, w.state, w.now)
            out = GAME.handle(w.state, request, actor, w.now)
            if isinstance(out, Rejection):
                continue
            w.state = GAME.fold_all(w.state, out)
            games += sum(1 for e in out if e["type"] == "game_ended")
            public = GAME.public_view(w.state, w.now)
            scene = GAME.board(envelope(public, w))
            text = json.dumps(scene, ensure_ascii=False)
            if step % 7 == 0:
                assert GAME.board(envelope(GAME.moderator_view(w.state, w.now), w)) == scene
                for seat in GAME.seat_numbers(w.state)[:3]:
                    assert GAME.board(envelope(GAME.player_view(w.state, seat, w.now), w)) == scene
            if public["phase"] != "over":
                for secret in secrets_before_the_end(w.state):
                    assert secret not in text, (secret, step)
                cells_shown = {pick(c, lang) for blk in blocks(scene) if blk["kind"] == "table"
                               for r in blk["rows"] for c in r["cells"] for lang in LANGS}
                for lang in LANGS:
                    assert not cells_shown & (role_words[lang] | goal_words[lang]), step
            if scene["beat"]:
                beats.add(scene["beat"]["key"].split("-")[0])
        assert games or w.state.match is None or len(w.state.seats.present()) < 6
    assert {"dawn", "verdict", "winner"} <= beats  # the walks reach every moment


def test_a_room_picked_at_night_changes_nothing_on_the_board() -> None:  # SUS-06, PLT-05
    t = six()
    t.host("advance")
    t.ok(P(3), "pick_room", room="library")
    before = t.board()
    t.ok(P(4), "pick_room", room="conservatory")
    t.ok(P(2), "check_room", room="study")
    assert t.board() == before  # neither who has chosen nor what
