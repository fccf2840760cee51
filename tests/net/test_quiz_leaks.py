"""The answer stays with the Croupier: random quiz play over real WebSockets, every frame every
phone and the board received checked against the table's state at that time (PLT-10, QZ-06,
QZ-09, QZ-11, QZ-17, QZ-31).

No frame to a phone or to the board holds a question's answer, its accepted alternatives or its
comment before the Croupier's verdict on it (QZ-06; for the black box: before it is opened, QZ-09),
a question's text before "Время пошло" (or the debt collected, QZ-11), a Club's help text before
the Croupier gives it (QZ-17), ever a handout, a source, an author or a "Незачёт" of a pack
(QZ-31: they are the Croupier's), nor the console's secrets, the black box chosen in the lobby
or another seat's pending request. The packs themselves are never served over HTTP (QZ-31: they
hold the answers). Besides the shipped packs, half the examples play a real tournament file of
the ChGK database imported as it comes (handouts, comments, sources; its black box marked).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st

from net import protocol
from net.content import load_content, save_own
from rules.core import MODERATOR, Actor, Request
from rules.quiz import state as quiz
from rules.quiz.chgk import read_chgk
from rules.quiz.pack import Pack, Question, reflow
from tests.net.phones import Phone, ServedTable, same_scene, served_table

EXPERTS = 4
REAL_FILE = Path(__file__).resolve().parents[1] / "rules" / "quiz" / "chgk" / "ingush16_tours1-3.txt"
REAL = read_chgk(REAL_FILE.read_bytes()).pack("ru_ingush16")
REAL_BLACK_BOX = "t1_q12"  # the one with the table handed out
HOSTED_FILE = REAL_FILE.parent / "kazcup12_tours1-2.koi8r.txt"
HOSTED = read_chgk(HOSTED_FILE.read_bytes()).pack("ru_kazcup12")
"""Two real tours in KOI8-R with five "[Ведущему: …]" notes and a wrapped "подсказка: …" line of a
comment that names the answer (QZ-31: the notes never public, the line no Club's help)."""
REALS = ((REAL, REAL_BLACK_BOX), (HOSTED, "t1_q1"))
PACKS: dict[str, Pack] = {**load_content("quiz"), REAL.id: REAL, HOSTED.id: HOSTED}
PHONE_ACTIONS = ("set_look", "ready", "ask_lifeline", "name_answerer")
MODERATOR_ACTIONS = (
    "spin", "time_go", "accept_answer", "reject_answer", "name_answerer",  # the round goes on
    "spin", "time_go", "accept_answer", "reject_answer", "name_answerer",  # (twice as likely)
    "collect_debt", "pause_timer", "resume_timer", "minute_on_credit", "clubs_help", "hosts_help",
    "penalty", "annul_round", "to_lobby", "start", "mark_captain", "set_options", "undo", "kick",
    "newcomer", "wait", "mark_black_box", "draw_black_box", "real_file",
)
LIFELINES = tuple(str(ll) for ll in quiz.Lifeline)
PENALTIES = tuple(str(k) for k in quiz.PenaltyKind)
TYPED_HINTS = ("Think of the weather at sea", "Подумайте о форме", "Pomyśl o dźwięku")
SHORT = {"MINUTE_MS": 300, "SIGNAL_MS": 120, "CUT_TIME_MS": 240, "CREDIT_MS": 300, "CLUBS_HELP_MS": 300}
"""A shortened minute, so that random play hears signals and gongs (the table's own timer)."""

STEP = st.tuples(st.integers(0, 2 * EXPERTS), st.integers(0, 40), st.integers(0, 40))
"""(who, what, with what): ``who`` from EXPERTS on is the Croupier, who drives the game."""
ROUNDS = {
    "right": ("spin", "time_go", "name_answerer", "accept_answer"),
    "wrong": ("spin", "time_go", "name_answerer", "reject_answer"),
    "credit": ("spin", "time_go", "minute_on_credit", "name_answerer", "accept_answer"),
    "debt": ("spin", "collect_debt", "name_answerer", "reject_answer"),
    "hosts": ("spin", "time_go", "wait", "wait", "hosts_help", "name_answerer", "accept_answer"),
}
"""Whole rounds played straight through before the random steps, so that these reach the later
rounds too: the black box, the final round at 5:5, the end of the game."""
PRELUDE = st.lists(st.sampled_from(["right", "wrong"] * 3 + ["credit", "debt", "hosts"]), max_size=11)


def questions() -> Iterator[Question]:
    for pack in PACKS.values():
        yield from (*pack.envelopes, *pack.black_box)


def hidden_parts(q: Question) -> set[str]:
    """What the Croupier alone sees until the verdict (QZ-06, QZ-28, QZ-31), as written and as the
    screens show it (the file's hard wraps joined)."""
    return {s for s in (q.answer, *q.accepted, q.comment, reflow(q.answer), reflow(q.comment)) if s}


def public_text(q: Question) -> set[str]:
    """The question's text as written and as the screens show it (QZ-11, QZ-31)."""
    return {q.question, reflow(q.question)}


def console_only(q: Question) -> set[str]:
    """What no screen but the console ever shows (QZ-31): the handout, the source, the author, the
    answers not accepted, the notes for the host ("[Ведущему: …]", sounds, pictures)."""
    return {s for s in (q.handout, q.source, q.author, *q.rejected, q.note, *q.note.split("\n")) if s}


CONTENT: set[str] = set()
"""Every text of every pack that some screen may only show at its time, or never."""
for _q in questions():
    CONTENT |= hidden_parts(_q) | console_only(_q) | public_text(_q) | ({_q.hint} if _q.hint else set())


class Allowed:
    """What the screens may show so far in this match, from the table's own state."""

    def __init__(self) -> None:
        self.match: int | None = None
        self.strings: set[str] = set()
        self.live = 0
        """Checked frames sent while the current question's answer was still the Croupier's."""

    def update(self, table: ServedTable) -> None:
        state = table.table.state
        m = state.match
        if m is None or m.number != self.match:
            self.match = None if m is None else m.number
            self.strings = set()
        if m is None or m.round is None:
            return
        r = m.round
        q = table.table.game.question(state, r.question)  # type: ignore[attr-defined]
        if state.options.show_question and (r.timer is not None or r.debt_collected):
            self.strings |= public_text(q)  # QZ-11: read aloud, then on the screens
        if r.verdict in (quiz.Verdict.EXPERTS, quiz.Verdict.VIEWERS):
            self.strings |= hidden_parts(q)  # QZ-06, QZ-09: the verdict shows it
        if r.lifeline is quiz.Lifeline.CLUBS_HELP:
            self.strings.add(r.hint)  # QZ-17


def walk(node: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield (*path, key), value
            yield from walk(value, (*path, key))
    elif isinstance(node, list):
        for item in node:
            yield from walk(item, path)


def check_frame(frame: str, seat: int | None, allowed: set[str], captain: int | None) -> None:
    """One frame sent to ``seat`` (None: the board) while ``allowed`` is what may be shown."""
    msg = json.loads(frame)
    said: list[str] = []
    for path, value in walk(msg):
        key = path[-1]
        assert key not in ("secrets", "pack_setup"), f"the console's {key} reached seat {seat}"
        if key == "lifeline_asked":  # the captain's own pending request, on his phone only
            assert path == ("view", "game", "me", "lifeline_asked"), path
            assert value is None or seat == captain, f"seat {seat} sees the captain's request"
        if isinstance(value, str) and value not in allowed:
            said.append(value)
    text = "\x00".join(said)
    for secret in CONTENT - allowed:
        assert secret not in text, f"{secret!r} reached seat {seat} before its time"


def strip_clock(view: dict[str, Any]) -> dict[str, Any]:
    game = dict(view["game"])
    if game.get("question"):
        game["question"] = {k: v for k, v in game["question"].items() if k != "timer"}
    return {**view, "game": game}


def step_args(kind: str, arg: int) -> dict[str, Any]:
    seat = 1 + arg % (EXPERTS + 1)
    if kind == "set_look":
        return {"avatar": quiz.AVATARS[arg % 8], "hat": quiz.HATS[arg // 8 % 8]}
    if kind == "ready":
        return {"ready": arg % 4 != 0}
    if kind == "ask_lifeline":
        return {"lifeline": LIFELINES[arg % 3]}
    if kind in ("name_answerer", "mark_captain", "kick"):
        return {"seat": seat}
    if kind == "penalty":
        penalty = PENALTIES[arg % 3]
        return {"kind": penalty} if penalty == "cut_time" else {"kind": penalty, "seat": seat}
    if kind == "clubs_help":
        return {"hint": TYPED_HINTS[arg % 3]} if arg % 2 else {}
    if kind == "set_options":
        return {"pack": sorted(PACKS)[arg % len(PACKS)], "show_question": arg % 3 != 0}
    if kind == "mark_black_box":
        return {"question": REAL.envelopes[arg % len(REAL.envelopes)].id} if arg % 4 else {}
    return {}


async def wait_for_the_clock(table: ServedTable) -> None:
    """Until the table's next deadline (the signal or the gong) has passed and been handled."""
    deadline = table.table.game.next_deadline(table.table.state)
    if deadline is not None:
        await asyncio.sleep(min(1.0, max(0, deadline - table.table.clock()) / 1000 + 0.05))


def import_real(data_dir: Path) -> None:
    """The real tournaments among the club's own packs, saved as the console's import saves them."""
    for real, _ in REALS:
        save_own("quiz", data_dir, f"{real.id}.json", real.to_json())


async def play(steps: list[tuple[int, int, int]], data_dir: Path) -> tuple[int, int, int]:
    checked = 0
    real_rounds = 0
    allowed = Allowed()
    import_real(data_dir)
    async with served_table(data_dir, "quiz", len(steps), own=data_dir) as table:
        phones = await table.seat(*(f"E{i}" for i in range(EXPERTS)))
        board = await Phone(table.url).board(table.table.code)
        scene = await Phone(table.url).board(table.table.code, view=None)  # as the board page watches
        seen: dict[int, int] = {}
        for who, action, arg in steps:
            if who >= EXPERTS:
                kind = MODERATOR_ACTIONS[action % len(MODERATOR_ACTIONS)]
                if kind == "wait":
                    await wait_for_the_clock(table)
                elif kind == "real_file":  # an imported tournament, its black box marked
                    real, black_box = REALS[arg % len(REALS)]
                    for request, args in (("set_options", {"pack": real.id, "show_question": True}),
                                          ("mark_black_box", {"question": black_box})):
                        table.table.submit(MODERATOR, Request(request, args))
                elif kind == "newcomer":
                    if len(table.table.state.seats.present()) < quiz.MAX_EXPERTS and table.table.state.phase \
                            is not quiz.Phase.FINISHED:
                        phones += await table.seat(f"N{len(phones)}")
                elif kind != "kick" or arg % 5 == 0:  # rarely: a team needs its experts
                    table.table.submit(MODERATOR, Request(kind, step_args(kind, arg)))
            else:
                phone = phones[who]
                if not phone.is_open():
                    continue
                kind = PHONE_ACTIONS[action % len(PHONE_ACTIONS)]
                await phone.send(kind, **step_args(kind, arg))
            await table.settle()
            if board.is_open():
                await same_scene(scene, board)
            allowed.update(table)
            state = table.table.state
            if state.options.pack in (REAL.id, HOSTED.id) and state.match is not None \
                    and state.match.round is not None:
                real_rounds += 1
            captain = table.table.state.captain
            live = live_secret(table)
            for phone in [*phones, board]:
                for frame in phone.frames[seen.get(id(phone), 0):]:
                    # every frame of this step was made after its request was applied
                    check_frame(frame, None if phone is board else phone.seat, allowed.strings, captain)
                    checked += 1
                    allowed.live += live
                seen[id(phone)] = len(phone.frames)
            await same_views(table, phones)
    return checked, allowed.live, real_rounds


def live_secret(table: ServedTable) -> bool:
    """The current question's answer is still the Croupier's alone."""
    m = table.table.state.match
    return m is not None and m.round is not None and m.round.verdict is None


async def same_views(table: ServedTable, phones: list[Phone]) -> None:
    """Each phone holds exactly the view of its own seat (the minute aside: it counts down).

    A view's parts bound to the clock (the gong, the lifelines the captain may still ask) change at
    the table's deadlines, the signal and the gong, and the views with them go out once the table
    has applied the deadline's tick: a deadline passed whose tick has not come yet (a loaded machine
    runs it a little late) is waited for, not taken for a wrong view."""
    for _ in range(4):
        version = table.table.version
        if all(
            strip_clock(p.view) == strip_clock(table.table.view_for(Actor.player(p.seat)))
            for p in phones
            if p.is_open() and p.seat in table.table.player_seats()
        ):
            return
        deadline = table.table.game.next_deadline(table.table.state)
        due = deadline is not None and table.table.clock() >= deadline
        if table.table.version == version and table.server.answered and not due:
            raise AssertionError("a phone holds another view than its seat's")
        if due:
            await wait_for_the_clock(table)
        await table.settle()  # a signal or a gong came in between (or its views are on their way): look again
    raise AssertionError("the views never settled")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=[Phase.explicit, Phase.reuse, Phase.generate])  # no shrinking: a failure prints its steps
@given(PRELUDE, st.integers(0, 2), st.lists(STEP, min_size=20, max_size=60))
@example(["right", "credit", "debt"], 2, [(EXPERTS, 0, 0), (EXPERTS, 1, 0), (EXPERTS, 4, 0)] * 7)  # the noted tour
def test_no_answer_before_its_verdict_over_random_play(prelude, real_file, steps):  # QZ-06, QZ-09, QZ-11, QZ-17, PLT-10, QZ-31
    """QZ-06: the answer, the accepted alternatives and the comment reach no phone and no board
    before the verdict; QZ-09: the box's contents not before it is opened; QZ-11: no text before
    "Время пошло"; QZ-17: no Club's help text before the Croupier gives it; QZ-31: a handout, a
    source, an author, a note for the host never (a real tournament file in two examples of three:
    one with handouts, one with "[Ведущему: …]" notes and "подсказка:" in a comment)."""
    # every example starts a match so that random steps reach the rounds
    opening = [(i, PHONE_ACTIONS.index("ready"), 1) for i in range(EXPERTS)] + [
        (EXPERTS, MODERATOR_ACTIONS.index("mark_captain"), 0),
        *([(EXPERTS, MODERATOR_ACTIONS.index("real_file"), real_file - 1)] if real_file else []),
        (EXPERTS, MODERATOR_ACTIONS.index("start"), 0),
    ]
    for i, kind in enumerate(prelude or ["spin"]):
        opening += [(EXPERTS, MODERATOR_ACTIONS.index(action), i) for action in ROUNDS.get(kind, (kind,))]
    saved = {name: getattr(quiz, name) for name in SHORT}
    limit = protocol.MESSAGES_PER_SECOND
    protocol.MESSAGES_PER_SECOND = 10_000  # the test plays faster than any thumb
    for name, value in SHORT.items():
        setattr(quiz, name, value)
    try:
        with TemporaryDirectory() as tmp:
            checked, live, real_rounds = asyncio.run(play(opening + steps, Path(tmp)))
    finally:
        protocol.MESSAGES_PER_SECOND = limit
        for name, value in saved.items():
            setattr(quiz, name, value)
    assert checked > 0 and live > 0
    assert real_rounds > 0 or not real_file  # the real file's questions were played


def test_the_check_sees_a_leak():  # PLT-10
    """The check above is not blind: a view holding an answer, an accepted alternative, a comment,
    an unread text or an ungiven hint is caught; the same view is fine once they may be shown."""
    q = PACKS["ru_pochemu"].envelopes[0]
    real = REAL.question("t1_q4")
    noted = HOSTED.question("t1_q6")
    assert noted.note.startswith("[Ведущему:")
    for secret in (q.answer, *q.accepted, q.comment, q.question, q.hint, real.handout, real.source, real.author,
                   noted.note):
        frame = json.dumps({"type": "view", "view": {"game": {"question": {"text": f"«{secret}»"}}}})
        with pytest.raises(AssertionError):
            check_frame(frame, 1, set(), None)
        check_frame(json.dumps({"type": "view", "view": {"game": {"question": {"text": secret}}}}), 1,
                    hidden_parts(q) | {q.question, q.hint} | console_only(real) | console_only(noted), None)
    with pytest.raises(AssertionError):
        check_frame(json.dumps({"type": "view", "view": {"game": {"secrets": None}}}), None, set(), None)
    with pytest.raises(AssertionError):
        check_frame(json.dumps({"type": "view", "view": {"game": {"pack_setup": None}}}), None, set(), None)
    with pytest.raises(AssertionError):
        check_frame(json.dumps({"type": "view", "view": {"game": {"me": {"lifeline_asked": "clubs_help"}}}}),
                    2, set(), 1)


def test_pack_texts_do_not_hold_each_others_secrets():  # QZ-31
    """The check looks for a secret inside whatever a screen is sent; a public text that held
    another question's answer (case and all) would fake a leak. No shipped pack has one."""
    public = {text for q in questions() for text in public_text(q)} | {p.title for p in PACKS.values()} | \
        {p.tournament for p in PACKS.values() if p.tournament}
    for q in questions():
        for secret in hidden_parts(q) | console_only(q):
            assert not [text for text in public if secret in text], (q.id, secret)


async def http_get(port: int, path: str) -> tuple[int, bytes]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    await writer.drain()
    data = await reader.read()
    writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split(b"\r\n")[0].split()[1]), body


async def test_the_packs_are_never_served(tmp_path):  # QZ-31, PLT-06, PLT-10
    """QZ-31: the packs hold the answers: no path of the table's HTTP port serves one."""
    import_real(tmp_path)
    async with served_table(tmp_path, "quiz", own=tmp_path) as table:
        port = table.server.port
        status, body = await http_get(port, "/content/spy/family.json")
        assert status == 200 and body  # public content is served from the same port
        paths = [f"/content/quiz/{pack}.json" for pack in PACKS]
        paths += [f"/content/quiz/{name}" for name in ("packs.json", "ru_pochemu", "index.json", "roles.json",
                                                        "characters.json")]
        paths += [f"/content/quiz/packs/{pack}.json" for pack in PACKS]
        paths += [f"/static/quiz/{pack}.json" for pack in PACKS]
        paths += [f"/content/spy/{pack}.json" for pack in PACKS]
        paths += ["/content/quiz/..%2Fquiz%2Fpacks%2Fru_pochemu.json", "/content/quiz/%2E%2E/packs/ru_pochemu.json"]
        for path in paths:
            status, body = await http_get(port, path)
            assert status == 404, path
            assert not [s for s in CONTENT if s.encode() in body], path


def png(shade: int) -> bytes:
    """A real 2×2 PNG picture."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + bytes([shade, shade, shade]) * 2 for _ in range(2))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def pictured_file(folder: Path) -> Path:
    """A ChGK file whose every question hands out a picture lying beside it (one does not)."""
    parts = ["Чемпионат:", "Картинки", ""]
    for i in range(1, 17):
        parts += [f"Вопрос {i}:", f"(pic: 2016{i:04}.png)", f"Что на картинке {i}?", "", "Ответ:", f"Круг {i}.", ""]
        if i != 16:
            (folder / f"2016{i:04}.png").write_bytes(png(i * 10))
    parts += ["Чёрный ящик 1:", "Что в ящике?", "", "Ответ:", "Компас.", ""]
    source = folder / "pictures.txt"
    source.write_text("\n".join(parts), encoding="koi8-r")
    return source


async def test_a_handout_picture_is_served_only_once_the_question_is_read(tmp_path):  # QZ-31, PLT-10
    """QZ-31: the handout's pictures found beside the imported file are kept with the pack; the
    table's HTTP port serves one only while the public view names it (from "Время пошло" on), and
    no other file of the data folder, ever; the board's scene shows it with the text."""
    from net.content import save_pictures
    from rules.quiz.chgk import import_chgk

    source = pictured_file(tmp_path)
    data = tmp_path / "data"
    pack = save_pictures(import_chgk(source.read_bytes(), "ru_pictures"), source, data)
    assert [q.pictures for q in pack.envelopes][:2] == [("20160001.png",), ("20160002.png",)]
    assert pack.envelopes[15].pictures == () and pack.envelopes[15].handout == "(pic: 20160016.png)"
    save_own("quiz", data, "ru_pictures.json", pack.to_json())
    async with served_table(data, "quiz", own=data) as table:
        phones = await table.seat("Ola", "Max")
        for phone in phones:
            await phone.send("ready", ready=True)
        await table.settle()
        for request, args in (("set_options", {"pack": "ru_pictures"}), ("mark_captain", {"seat": phones[0].seat}),
                              ("start", {}), ("spin", {})):
            table.table.submit(MODERATOR, Request(request, args))
        await table.settle()
        port = table.server.port
        r = table.table.state.match.round  # type: ignore[union-attr]
        q = table.table.game.question(table.table.state, r.question)  # type: ignore[attr-defined]
        assert q.pictures, q.id  # the table's seed lands on a question with its picture beside the file
        name = q.pictures[0]
        status, _ = await http_get(port, f"/files/ru_pictures/{name}")
        assert status == 404  # not before "Время пошло"
        assert table.table.public_view()["game"]["files"] == []
        table.table.submit(MODERATOR, Request("time_go", {}))
        await table.settle()
        shown = table.table.public_view()
        assert shown["game"]["files"] == [f"ru_pictures/{name}"]
        status, body = await http_get(port, f"/files/ru_pictures/{name}")
        assert status == 200 and body == (data / "pictures" / "ru_pictures" / name).read_bytes()
        assert {"kind": "picture", "src": f"/files/ru_pictures/{name}", "id": "picture"} in shown["board"]["main"]
        other = "20160002.png" if name != "20160002.png" else "20160003.png"
        for path in (f"/files/ru_pictures/{other}", "/files/ru_pictures/..%2F..%2Fquiz%2Fpacks%2Fru_pictures.json",
                     "/files/packs/ru_pictures.json", "/files/ru_pictures/"):
            status, _ = await http_get(port, path)
            assert status == 404, path


async def test_the_headless_table_serves_the_handout_of_its_data_folder(tmp_path):  # QZ-31, PLT-10
    """QZ-31: ``python -m net`` serves the handout pictures kept in its data folder, as the console
    does, once "Время пошло" names them (before, it served none: its server had no data folder)."""
    import subprocess
    import sys

    from net.content import save_pictures
    from rules.quiz.chgk import import_chgk

    data = tmp_path / "data"
    source = pictured_file(tmp_path)
    save_own("quiz", data, "ru_pictures.json", save_pictures(import_chgk(source.read_bytes(), "ru_pictures"),
                                                               source, data).to_json())
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.Popen([sys.executable, "-m", "net", "--game", "quiz", "--data-dir", str(data), "--port", "0",
                             "--code", "24680", "--seed", "5", "--one-address"], cwd=root, stdin=subprocess.PIPE,  # seed 5: a pictured question
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdin and proc.stdout

    async def moderator(request: str, **args: object) -> dict[str, object]:
        assert proc.stdin and proc.stdout
        proc.stdin.write((json.dumps({"type": request, "args": args}) + "\n").encode())
        proc.stdin.flush()
        line = await asyncio.get_running_loop().run_in_executor(None, proc.stdout.readline)
        return dict(json.loads(line))

    phones: list[Phone] = []
    try:
        first = await asyncio.get_running_loop().run_in_executor(None, proc.stdout.readline)
        port = json.loads(first)["port"]
        for name in ("Ola", "Max"):
            phones.append(await Phone(f"ws://127.0.0.1:{port}/ws").join("24680", name))
        for phone in phones:
            await phone.wait(lambda p=phone: p.seat)
            await phone.send("ready", ready=True)
        for request, args in (("set_options", {"pack": "ru_pictures"}), ("mark_captain", {"seat": phones[0].seat}),
                              ("start", {}), ("spin", {}), ("time_go", {})):
            assert "ok" in await moderator(request, **args), request
        await phones[0].wait(lambda: phones[0].game.get("files"))
        (name,) = phones[0].game["files"]
        assert phones[0].game["question"]["pictures"] == [name]  # what the phone draws (QZ-31)
        status, body = await http_get(port, f"/files/{name}")
        assert status == 200 and body == (data / "pictures" / name).read_bytes()
    finally:
        for phone in phones:
            await phone.close()
        proc.kill()
        proc.wait()
