"""The quiz's board (PLT-13), from the public view only (PLT-05): the lobby with the join code and
the experts (QZ-03, QZ-05, QZ-27); the roulette with its played sectors and where it landed, spun as
its own moment (QZ-08, QZ-10); the score (QZ-22); the question once "Время пошло" is said, its
sector or the black box (QZ-09) and the final round (QZ-23); the minute with its signal and the gong
(QZ-11..QZ-13); the lifelines, the penalties and the annulments (QZ-15..QZ-21); the verdict as its
own moment, with the answer it makes public (QZ-06); the winner (QZ-24).

The answer is in the public view only from the verdict on, and the question's author, source and
handout never are: the scene cannot show what the view does not carry."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core import board as b
from ..core.board import Json, Text
from ..core.board_texts import COMMON
from .board_texts import TEXTS

TITLE = TEXTS("title")
SPIN_MS = 4_200
"""How long the top turns before it stops on its sector (the projector's and the web board's spin)."""
VERDICT_MS = 8_000
"""The verdict stays on its own long enough to read the answer aloud."""
WINNER_MS = 10_000
LIFELINES = ("minute_on_credit", "clubs_help", "hosts_help")
ZERO = 0


def scene(view: Json) -> Json:
    g: Json = view.get("game") or {}
    phase = str(g.get("phase") or "lobby")
    q: Json = g.get("question") or {}
    moment = phase
    beat: Json | None = None
    if phase == "lobby":
        main = _lobby(view, g)
    elif phase == "finished":
        main = _winner(g)
        beat = _winner_beat(g)
    elif phase == "roulette":
        main = _roulette(view, g)
        beat = _verdict_beat(g)
        if beat is not None:
            moment = "verdict"
    else:
        main = _round(view, g, phase)
        if phase == "question":
            beat = _spin_beat(g)
        elif phase == "minute" and q.get("signalled"):
            moment = "signal"  # QZ-12
        elif phase == "answer" and q.get("gong"):
            moment = "gong"  # QZ-13
    number = int(g.get("round") or 0)
    return b.scene(TITLE, round=TEXTS("round_n", n=number) if number and phase != "lobby" else "",
                   phase=TEXTS("ph_" + phase) if "ph_" + phase in TEXTS else "", moment=moment, main=main,
                   side=_side(view, g), beat=beat, cue=_cue(moment, g))


_CUES = {"question": "quiz_spin", "signal": "quiz_signal", "gong": "quiz_gong"}
"""The console's own sounds (``gm_console/games/quiz/cues.py``): a TV plays what the room hears."""


def _cue(moment: str, g: Json) -> str | None:
    if moment == "finished":  # QZ-24
        return "quiz_victory" if g.get("winner") == "experts" else "quiz_defeat"
    return _CUES.get(moment)


# --- the lobby (QZ-03, QZ-05, QZ-27) ------------------------------------------------------------------
def _lobby(view: Json, g: Json) -> list[Json | None]:
    present = b.present(view)
    people = (COMMON("at_table", n=len(present), names=[str(s.get("nickname")) for s in present]) if present
              else COMMON("waiting"))
    link = str((g.get("options") or {}).get("call_link") or "")
    experts = list(g.get("experts") or [])
    ready = sum(1 for e in experts if e.get("ready"))
    pack = g.get("pack") or {}
    captain = g.get("captain")
    return [
        b.join(TEXTS("join_caption"), view, people, call=COMMON("call", link=link) if link else None),  # QZ-02
        b.text(TEXTS("pack", name=str(pack.get("title") or "")), "body", tone="muted", id="pack") if pack else None,
        b.text(TEXTS("captain_is", name=b.nickname(view, captain)) if captain is not None else TEXTS("no_captain"),
               "body", id="captain"),
        b.text(TEXTS("ready_count", n=ready, m=len(experts)), "big", id="ready") if experts else None,  # QZ-03
        b.progress(ready, len(experts)) if experts else None,
    ]


# --- the roulette and the round -----------------------------------------------------------------------
def _score(g: Json, size: str = "title") -> Json:
    s = g.get("score") or {}
    return b.text(TEXTS("score", e=int(s.get("experts") or 0), v=int(s.get("viewers") or 0)), size, id="score")


def _wheel(g: Json, *, spinning: bool = False) -> Json:
    """QZ-08: the 16 sectors, the played ones, and (in a round) the one it landed on, not yet greyed."""
    r = g.get("roulette") or {}
    played = {int(s) for s in r.get("played") or []}
    landed = r.get("landed") if g.get("phase") != "roulette" else None
    if landed is not None:
        played.discard(int(landed))
    return b.wheel(int(r.get("sectors") or 16), played, int(landed) if landed is not None else None,
                   spinning=spinning)


def _roulette(view: Json, g: Json) -> list[Json | None]:
    """Between rounds: the score, the wheel, the Croupier about to spin, the last round's verdict."""
    s = g.get("score") or {}
    final = int(s.get("experts") or 0) == int(s.get("viewers") or 0) == 5  # QZ-23: the next is the final
    return [_score(g),
            b.text(TEXTS("final"), "big", tone="bad", id="banner") if final else
            b.text(TEXTS("spinning"), "big", tone="muted", id="banner"),
            b.text(TEXTS("final_note"), "small", tone="muted") if final else None,
            _wheel(g),
            _box(g.get("question") or {}),  # QZ-09: the box stays on the stage, opened, until the next spin
            *_verdict(g, size="big")]


def _banner(q: Json) -> Json | None:
    if q.get("sector") is None:
        return None
    if q.get("final"):
        return b.text(TEXTS("final"), "big", tone="bad", id="banner")  # QZ-23
    if q.get("black_box") or q.get("sector") == ZERO:
        return b.text(TEXTS("zero"), "big", tone="good", id="banner")  # QZ-09
    return b.text(TEXTS("sector", n=int(q["sector"])), "big", tone="accent", id="banner")


def _box(q: Json) -> Json | None:
    """QZ-09: the black box brought in, opened after the answer."""
    if not q.get("black_box") or q.get("verdict") == "annulled":
        return None
    opened = q.get("answer") is not None
    return b.text(TEXTS("box_opened" if opened else "box_brought"), "title", tone="good", id="black-box")


def _box_art(q: Json) -> Json | None:
    """The black box itself, drawn: closed until the answer, then opened (QZ-09)."""
    if not q.get("black_box") or q.get("verdict") == "annulled":
        return None
    return b.black_box(q.get("answer") is not None)


def _round(view: Json, g: Json, phase: str) -> list[Json | None]:
    q: Json = g.get("question") or {}
    main: list[Json | None] = [_score(g), _banner(q), _box(q), _box_art(q) if phase == "question" else None]
    if q.get("final"):
        main.append(b.text(TEXTS("final_note"), "small", tone="muted"))
    if q.get("author"):  # only if the view ever makes it public: today it is the Croupier's alone
        main.append(b.text(TEXTS("question_by", name=str(q["author"])), "small", tone="muted", id="author"))
    text = q.get("text")
    if phase == "question":
        main.append(b.text(TEXTS("listen"), "big", tone="muted", id="listen"))
        main.append(_wheel(g))
        return main
    if q.get("debt_collected"):
        main.append(b.text(TEXTS("debt_round"), "big", tone="warn", id="debt-round"))  # QZ-16
    if text:
        main.append(b.text(str(text), "body", id="question"))
    for name in q.get("pictures") or []:  # QZ-31: the handout's pictures, with the text
        main.append(b.picture(f"/files/{name}", id="picture"))
    signal_ms = int(q.get("signal_ms") or 0)
    big = phase == "minute" and not q.get("pictures")  # a handout's picture on the screen: a smaller clock
    main.append(b.clock(q.get("timer"), "huge" if big else "mid", low_ms=signal_ms))  # QZ-11, QZ-12
    main.append(_clock_note(q, phase, signal_ms))
    lifeline = q.get("lifeline")
    if lifeline == "minute_on_credit" and not q.get("debt_collected"):
        main.append(b.text(TEXTS("credit_taken"), "body", tone="accent", id="lifeline"))  # QZ-16
    if q.get("clubs_help"):
        main.append(b.text(TEXTS("clubs_help", text=str(q["clubs_help"])), "body", tone="accent", id="hint"))  # QZ-17
    if lifeline == "hosts_help":
        main.append(b.text(TEXTS("hosts_help_given"), "body", tone="accent", id="lifeline"))  # QZ-18
    if q.get("answerer") is not None:
        main.append(b.text(TEXTS("answers", name=b.nickname(view, q["answerer"])), "title", tone="accent",
                           id="answerer"))  # QZ-07, QZ-14
    elif phase == "answer":
        main.append(b.text(TEXTS("who_answers"), "title", id="answerer"))  # QZ-13
    sitting = b.nicknames(view, q.get("sitting_out"))
    if sitting:
        main.append(b.text(TEXTS("sits_out", names=sitting), "small", tone="warn", id="sits-out"))  # QZ-19
    return main  # no wheel from "Время пошло" on: the banner names the sector, the stage is the clock's (QZ-11)


def _clock_note(q: Json, phase: str, signal_ms: int) -> Json | None:
    if q.get("gong"):
        return b.text(TEXTS("gong"), "big", tone="bad", id="clock-note")  # QZ-13
    if q.get("early"):
        return b.text(TEXTS("early"), "big", tone="accent", id="clock-note")
    if phase == "minute" and q.get("signalled"):
        return b.text(TEXTS("signal", n=signal_ms // 1000), "big", tone="warn", id="clock-note")  # QZ-12
    if phase == "minute" and (q.get("timer") or {}).get("running"):
        return b.text(TEXTS("time_go"), "small", tone="muted", id="clock-note")  # QZ-11
    return None


# --- the moments ----------------------------------------------------------------------------------------
def _spin_beat(g: Json) -> Json | None:
    """QZ-08: the top turns onto the sector the table chose; the sector shows once it stops."""
    q: Json = g.get("question") or {}
    if q.get("sector") is None:
        return None
    return b.beat(f"spin-{g.get('match')}-{g.get('round')}",
                  [_score(g), b.text(TEXTS("spinning"), "big", tone="muted"), _wheel(g, spinning=True)], SPIN_MS)


def _verdict(g: Json, *, size: str) -> list[Json | None]:
    """The round's verdict and, with it, the answer (QZ-06) or the box's contents (QZ-09)."""
    q: Json = g.get("question") or {}
    verdict = q.get("verdict")
    if verdict == "annulled":
        return [b.text(TEXTS("annulled"), size, tone="muted", id="verdict")]  # QZ-20
    if verdict not in ("experts", "viewers"):
        return []
    answer: Json = q.get("answer") or {}
    found = str(answer.get("answer") or "")
    return [
        b.text(TEXTS("right" if verdict == "experts" else "wrong"), size,
               tone="good" if verdict == "experts" else "bad", id="verdict"),
        b.text(TEXTS("box_held" if q.get("black_box") else "answer_was", text=found), "big", id="answer")
        if found else None,
        b.text(str(answer.get("comment")), "small", tone="muted", id="comment") if answer.get("comment") else None,
    ]


def _verdict_beat(g: Json) -> Json | None:
    """The verdict as its own moment: whose point, the score, the answer."""
    q: Json = g.get("question") or {}
    verdict = q.get("verdict")
    if verdict is None:
        return None
    blocks = _verdict(g, size="winner")
    key = "annulled" if verdict == "annulled" else "verdict"
    return b.beat(f"{key}-{g.get('match')}-{g.get('round')}",
                  [blocks[0], _score(g, "winner"), _box(q), *blocks[1:], _box_art(q)], VERDICT_MS)  # QZ-09: opened


def _winner_text(g: Json) -> Json:
    winner = g.get("winner")
    key = "win_experts" if winner == "experts" else "win_viewers" if winner == "viewers" else "ph_finished"
    tone = "good" if winner == "experts" else "bad" if winner == "viewers" else "muted"
    return b.text(TEXTS(key), "winner", tone=tone, id="winner")


def _final_score(g: Json) -> list[Json]:
    s = g.get("score") or {}
    return [b.text(f"{int(s.get('experts') or 0)} : {int(s.get('viewers') or 0)}", "winner", id="final-score"),
            b.text(TEXTS("score_sides"), "big", tone="muted")]


def _winner(g: Json) -> list[Json | None]:
    return [_winner_text(g), *_final_score(g), *_verdict(g, size="big"),
            b.text(TEXTS("back_lobby"), "small", tone="muted")]  # QZ-24


def _winner_beat(g: Json) -> Json:
    """The deciding point and the winner, as one moment (the view goes straight to ``finished``)."""
    return b.beat(f"winner-{g.get('match')}", [*_verdict(g, size="big"), _winner_text(g), *_final_score(g)],
                  WINNER_MS)


# --- beside the stage: the experts, the lifelines, the penalties ------------------------------------------
def _look(expert: Mapping[str, Any]) -> Text:
    parts: list[Text] = []
    if expert.get("avatar") and "av_" + str(expert["avatar"]) in TEXTS:
        parts.append(TEXTS("av_" + str(expert["avatar"])))
    if expert.get("hat_taken"):
        parts.append(TEXTS("no_hat"))  # QZ-19
    elif expert.get("hat") and "hat_" + str(expert["hat"]) in TEXTS:
        parts.append(TEXTS("hat_" + str(expert["hat"])))
    return b.join_texts(parts, ", ") if parts else ""


def _experts(view: Json, g: Json) -> Json:
    lobby = g.get("phase") in (None, "lobby")
    experts = {e.get("seat"): e for e in g.get("experts") or []}
    rows = []
    for s in view.get("seats") or []:
        seat = s.get("seat")
        e = experts.get(seat) or {}
        tags: list[Text] = []
        if e.get("captain"):
            tags.append(TEXTS("captain_tag"))  # QZ-05
        if s.get("present") is False:
            tags.append(COMMON("seat_left"))
        elif not s.get("connected", True):
            tags.append(COMMON("seat_offline"))
        if e.get("sitting_out") and not lobby:
            tags.append(TEXTS("sent_off_tag"))  # QZ-19
        cells: list[Text] = [("★ " if e.get("captain") else "") + str(s.get("nickname") or ""), _look(e),
                             b.join_texts(tags, ", ") if tags else ""]
        if lobby:
            cells.append("✓" if e.get("ready") else "…")  # QZ-03
        tone = ("muted" if s.get("present") is False else "warn" if e.get("sitting_out") and not lobby
                else "accent" if e.get("captain") else "good" if lobby and e.get("ready") else None)
        rows.append(b.row(cells, tone=tone, id=f"seat-{seat}"))
    if not rows:
        return b.text(TEXTS("waiting_experts"), "small", tone="muted", id="seats")
    return b.table(rows, id="seats")


def _lifelines(g: Json) -> Json:
    rows = []
    for ll in LIFELINES:
        s = (g.get("lifelines") or {}).get(ll) or {}
        state = str(s.get("state") or "available")
        note = (TEXTS("ll_used", n=int(s.get("round") or 0)) if state == "used" else
                TEXTS("ll_burnt") if state == "burnt" else TEXTS("ll_available"))
        rows.append(b.row([TEXTS("ll_" + ll), note], tone="muted" if state != "available" else "good",
                          id=f"lifeline-{ll}"))
    return b.table(rows, TEXTS("lifelines"), id="lifelines")


def _penalties(view: Json, g: Json) -> Json | None:
    rows = []
    for p in g.get("penalties") or []:
        kind, name = p.get("kind"), b.nickname(view, p.get("seat"))
        if kind == "cut_time":
            line = TEXTS("pen_cut_time", n=int(p.get("applies_to") or 0))
        elif kind == "sent_off":
            line = TEXTS("pen_sent_off", n=int(p.get("applies_to") or 0), name=name)
        elif kind == "hat_taken":
            line = TEXTS("pen_hat_taken", name=name)
        else:
            continue
        rows.append(b.row([line], tone="bad"))
    return b.table(rows, TEXTS("penalties"), id="penalties") if rows else None


def _side(view: Json, g: Json) -> Json:
    blocks: list[Json | None] = [_experts(view, g)]
    if g.get("phase") not in (None, "lobby"):
        blocks.append(_lifelines(g))
        debt = g.get("debt") or {}
        if debt and debt.get("collected_in") is None:
            blocks.append(b.text(TEXTS("debt_open", n=int(debt.get("taken_in") or 0)), "small", tone="warn",
                                 id="debt"))  # QZ-16
        blocks.append(_penalties(view, g))
        a = g.get("annulments") or {}
        if a.get("used"):
            blocks.append(b.text(TEXTS("annulments", n=int(a["used"]), m=int(a.get("max") or 0)), "small",
                                 tone="muted", id="annulments"))  # QZ-20
        history = g.get("history") or []
        if history:
            marks = [f"{h.get('round')} {_MARKS.get(str(h.get('verdict')), '–')}" for h in history]
            blocks.append(b.items(marks, TEXTS("history"), flow=True, id="history"))
    return b.side(TEXTS("experts"), blocks)


_MARKS = {"experts": "✓", "viewers": "✗", "annulled": "–"}
