"""The table authority with a real SQLite journal: journal before views, restore, undo, presence
(PLT-01, PLT-03, PLT-04, PLT-09)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from net import table as table_module
from net.journal import DROPPED, OK, UNDONE, Journal
from net.table import Accepted, Changes, Table
from rules.core import GUEST, MODERATOR, SYSTEM, Actor, Rejection, RejectionCode, Request
from tests.net.tally_game import TallyGame


class ManualClock:
    def __init__(self) -> None:
        self.now = 1_000_000

    def __call__(self) -> int:
        return self.now


class Scheduled:
    """call_later that runs callbacks when the test advances time."""

    def __init__(self, clock: ManualClock) -> None:
        self.clock = clock
        self.pending: list[tuple[int, object, list[bool]]] = []

    def __call__(self, delay: float, callback):
        cancelled = [False]
        self.pending.append((self.clock.now + int(delay * 1000), callback, cancelled))

        class Handle:
            def cancel(self_inner) -> None:
                cancelled[0] = True

        return Handle()

    def advance(self, ms: int) -> None:
        target = self.clock.now + ms
        while True:
            due = sorted((t, i) for i, (t, _, c) in enumerate(self.pending) if t <= target and not c[0])
            if not due:
                break
            when, index = due[0]
            _, callback, _cancelled = self.pending.pop(index)
            self.clock.now = max(self.clock.now, when)
            callback()
        self.clock.now = target


@pytest.fixture()
def env(tmp_path):
    clock = ManualClock()
    sched = Scheduled(clock)
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(TallyGame(), journal, clock=clock, call_later=sched, seed=5, code="12345")
    yield table, journal, clock, sched, tmp_path
    journal.close()


def test_every_accepted_request_is_on_disk_before_subscribers_hear_of_it(env):  # PLT-03
    table, journal, _clock, _, tmp_path = env
    seen: list[int] = []

    def on_change(changes: Changes) -> None:
        # Another connection to the same file sees the entry already committed.
        other = sqlite3.connect(tmp_path / "journal.sqlite3")
        seen.append(other.execute("SELECT COUNT(*) FROM entries").fetchone()[0])
        other.close()

    table.subscribe(on_change)
    seat, token = table.join("Ola")
    assert seen == [1] and seat == 1 and token
    assert journal.entries(table.id)[0].request == {"type": "join", "args": {"nickname": "Ola"}}
    mode = journal._db.execute("PRAGMA journal_mode").fetchone()[0]
    sync = journal._db.execute("PRAGMA synchronous").fetchone()[0]
    assert mode == "wal" and sync == 2  # FULL


def test_a_refused_request_changes_nothing_and_is_not_journaled(env):  # PLT-11
    table, journal, *_ = env
    before = table.state
    result = table.submit(Actor.player(1), Request("score"))
    assert isinstance(result, Rejection) and result.code is RejectionCode.WRONG_PHASE
    assert table.state == before and journal.entries(table.id) == [] and table.version == 0


def test_restore_rebuilds_the_table_exactly_with_the_timer_paused(env):  # PLT-03
    table, _journal, clock, sched, tmp_path = env
    table.join("Ola")
    table.join("Taras")
    table.submit(MODERATOR, Request("start"))
    clock.now += 3_000
    table.submit(Actor.player(2), Request("score", {"points": 2}))
    sched.advance(2_000)  # the console is alive and noting it
    state_before = table.state
    # The console dies here (no close()); it restarts 10 minutes later.
    clock.now += 600_000
    journal2 = Journal(tmp_path / "journal.sqlite3")
    record = journal2.open_tables()[0]
    restored = Table.restore(TallyGame(), journal2, record, clock=clock, call_later=sched)
    assert restored.state.seats == state_before.seats and restored.state.points == state_before.points
    assert restored.state.secret == state_before.secret
    timer = restored.state.timer
    assert timer is not None and not timer.running
    assert timer.left(clock.now) == 5_000  # 10 s round, 3 s + 2 s had passed when it went down
    assert restored.log()[-1].request["type"] == "restored"
    journal2.close()


def test_a_change_that_keeps_the_deadline_keeps_its_timer(env):  # PLT-03
    """One timer a deadline: scores during a running round leave the timer set for its end (not a
    new one each, the old ones waking for nothing); a pause takes it away; the next round's end
    gets its own, and the round ends on time."""
    table, _journal, clock, sched, _ = env

    def set_for() -> list[int]:
        return sorted(t for t, _callback, cancelled in sched.pending if not cancelled[0] and t > clock.now + 1_000)

    table.join("Ola")
    table.submit(MODERATOR, Request("start"))
    assert set_for() == [clock.now + 10_000]
    end = clock.now + 10_000
    for _ in range(5):
        clock.now += 100
        assert not isinstance(table.submit(Actor.player(1), Request("score", {"points": 1})), Rejection)
    assert set_for() == [end] and len(sched.pending) == 2  # the round's end and the alive mark
    table.submit(MODERATOR, Request("pause"))
    assert set_for() == []
    table.submit(MODERATOR, Request("reveal"))
    clock.now += 500
    table.submit(MODERATOR, Request("start"))
    end = clock.now + 10_000
    assert set_for() == [end]
    sched.advance(9_999)
    assert table.state.timer is not None and table.state.timer.running
    sched.advance(1)
    assert table.state.timer is None and table.state.revealed  # the tick at the deadline ended the round


def test_token_resumes_the_seat_and_reissue_replaces_it(env):  # PLT-09
    table, *_ = env
    seat, token = table.join("Ola")
    assert table.seat_of_token(token) == seat and table.seat_of_token("forged") is None
    kicked: list[Changes] = []
    table.subscribe(lambda c: kicked.append(c) if c.kind == "kicked" else None)
    new = table.reissue_token(seat)
    assert table.seat_of_token(token) is None and table.seat_of_token(new) == seat
    assert kicked and kicked[0].seat == seat


def test_a_seat_taken_with_an_account_stays_linked_to_it(env):  # PLT-17
    """PLT-17: the seat↔account link is journaled with the join (one transaction), survives a
    re-issued token and an undo, and comes back with Table.restore; guests have no link."""
    table, journal, clock, sched, tmp_path = env
    ola, _ = table.join("Ola", account_id=41)
    taras, _ = table.join("Taras")
    assert table.account_of(ola) == 41 and table.account_of(taras) is None
    assert table.seat_accounts() == {ola: 41} == journal.seat_accounts(table.id)
    assert table.seat_of_account(41) == ola and table.seat_of_account(7) is None
    assert table.nicknames() == {ola: "Ola", taras: "Taras"}
    assert journal.entries(table.id)[0].request == {"type": "join", "args": {"nickname": "Ola"}}
    refused = table.join("ola", account_id=42)  # the table refuses: no link is written
    assert isinstance(refused, Rejection) and table.seat_accounts() == {ola: 41}
    table.reissue_token(ola)
    table.submit(MODERATOR, Request("start"))
    table.submit(MODERATOR, Request("undo"))
    assert table.account_of(ola) == 41
    restored = Table.restore(TallyGame(), Journal(tmp_path / "journal.sqlite3"), journal.open_tables()[0],
                             clock=clock, call_later=sched)
    assert restored.seat_accounts() == {ola: 41} and restored.account_of(taras) is None
    restored.journal.close()


def test_kick_drops_the_token_and_tells_subscribers(env):  # PLT-09
    table, *_ = env
    seat, token = table.join("Ola")
    kinds: list[str] = []
    table.subscribe(lambda c: kinds.append(c.kind))
    assert isinstance(table.submit(MODERATOR, Request("kick", {"seat": seat})), Accepted)
    assert table.seat_of_token(token) is None and "kicked" in kinds


def test_undo_takes_back_the_last_moderator_action_and_keeps_it_marked(env):  # PLT-04
    table, journal, clock, *_ = env
    table.join("Ola")
    table.submit(MODERATOR, Request("start"))
    clock.now += 1_000
    table.submit(Actor.player(1), Request("score"))
    clock.now += 1_000
    table.submit(MODERATOR, Request("pause"))
    clock.now += 1_000
    assert "undo" in table.moderator_view()["allowed"]
    assert isinstance(table.submit(MODERATOR, Request("undo")), Accepted)
    assert table.state.timer is not None and table.state.timer.running  # the pause is gone
    assert table.state.points_of(1) == 1  # the player's point before it stays
    statuses = [(e.request["type"], e.status) for e in journal.entries(table.id)]
    assert statuses == [("join", OK), ("start", OK), ("score", OK), ("pause", UNDONE), ("undo", OK)]
    # The next undo takes back "start"; the score made during that round no longer fits.
    assert isinstance(table.undo(), Accepted)
    statuses = [(e.request["type"], e.status) for e in journal.entries(table.id)]
    assert statuses[:4] == [("join", OK), ("start", UNDONE), ("score", DROPPED), ("pause", UNDONE)]
    assert table.state.timer is None and table.state.points_of(1) == 0
    # And a restart rebuilds exactly that.
    restored = Table.restore(TallyGame(), journal, journal.open_tables()[0], clock=clock)
    assert restored.state == table.state


def test_undo_is_refused_once_a_secret_was_revealed(env):  # PLT-04
    table, journal, *_ = env
    table.submit(MODERATOR, Request("start"))
    table.submit(MODERATOR, Request("reveal"))
    result = table.undo()
    assert isinstance(result, Rejection) and result.code is RejectionCode.SECRET_REVEALED
    assert "undo" not in table.moderator_view()["allowed"]
    nothing = Table.create(TallyGame(), journal).undo()
    assert isinstance(nothing, Rejection) and nothing.code is RejectionCode.NOTHING_TO_UNDO
    assert result.reason == "'reveal' revealed a secret and cannot be taken back"


def test_the_undo_refusal_names_the_request_that_revealed_the_secret(env):  # PLT-04
    """PLT-04: when a later request (here the timer running out) revealed a secret, the refusal names
    it and the moderator action it came after, not the action as if it had revealed it."""
    table, _journal, clock, *_ = env
    assert isinstance(table.submit(MODERATOR, Request("start")), Accepted)
    clock.now += 10_001
    assert isinstance(table.submit(SYSTEM, Request("tick")), Accepted)
    result = table.undo()
    assert isinstance(result, Rejection) and result.code is RejectionCode.SECRET_REVEALED
    assert result.reason == "'tick' (system) revealed a secret after 'start', so that cannot be taken back"


def test_players_cannot_undo(env):  # PLT-04
    table, *_ = env
    table.submit(MODERATOR, Request("start"))
    result = table.submit(Actor.player(1), Request("undo"))
    assert isinstance(result, Rejection) and result.code is RejectionCode.NOT_ALLOWED


def test_the_timer_runs_out_through_a_journaled_system_tick(env):  # PLT-14
    table, journal, _clock, sched, _ = env
    table.submit(MODERATOR, Request("start"))
    sched.advance(9_999)
    assert not table.state.revealed
    sched.advance(1)
    assert table.state.revealed and journal.entries(table.id)[-1].actor == "system"


def test_a_seat_away_longer_than_the_grace_period_leaves(env, monkeypatch):  # PLT-09, SPY-38
    monkeypatch.setattr(table_module, "LEAVE_GRACE_S", 60.0)
    table, _, _clock, sched, _ = env
    seat, _ = table.join("Ola")
    table.set_connected(seat, True)
    table.set_connected(seat, False)
    sched.advance(30_000)
    table.set_connected(seat, True)  # back in time: nothing happens
    table.set_connected(seat, False)
    sched.advance(59_000)
    assert table.state.seats.is_present(seat)
    sched.advance(2_000)
    assert not table.state.seats.is_present(seat)


def test_stale_requests_are_detected_by_what_the_seat_may_do(env):  # PLT-11
    table, *_ = env
    seat, _ = table.join("Ola")
    actor = Actor.player(seat)
    assert table.allowed(actor) == []
    seen_version = table.version
    table.submit(MODERATOR, Request("start"))  # now "score" is allowed: the old view is stale
    assert table.is_stale(actor, seen_version)
    assert not table.is_stale(actor, seen_version, "score")  # it may send it now: the state judges it
    assert table.is_stale(actor, seen_version, "start")  # what it may not send, on an old view: stale
    assert not table.is_stale(actor, table.version)
    table.submit(actor, Request("score"))  # another change that leaves "allowed" as it was
    assert not table.is_stale(actor, table.version - 1)


def test_views_are_split_by_holder(env):  # PLT-05
    table, *_ = env
    seat, _ = table.join("Ola")
    table.submit(MODERATOR, Request("start"))
    public = table.public_view()
    assert "secrets" not in public["game"] and "you" not in public and "allowed" not in public
    mine = table.view_for(Actor.player(seat))
    assert mine["you"] == {"seat": seat} and mine["allowed"] == ["score"]
    assert table.moderator_view()["game"]["secrets"]["secret"] == table.state.secret
    assert public["seats"] == [{"seat": 1, "nickname": "Ola", "present": True, "connected": False}]
    assert SYSTEM != GUEST


def test_views_sent_as_text_are_exactly_the_views(tmp_path):  # PLT-05, PLT-10
    """The server sends the public part once and each player's own part beside it; the text each
    connection gets is the very view of its holder."""
    import json

    from net.content import make_game
    from rules.core import BOARD

    journal = Journal(tmp_path / "spy.sqlite3")
    table = Table.create(make_game("spy"), journal, seed=8)
    for name in ("Ola", "Taras", "Marta", "Ivan"):
        table.join(name)
    for step in (None, "deal", "start_round"):
        if step:
            table.submit(MODERATOR, Request(step))
        views = table.view_pass()
        for actor in (BOARD, MODERATOR, *(Actor.player(s) for s in range(1, 5))):
            assert json.loads(views.json_for(actor)) == table.view_for(actor, views.now)
    journal.close()


def test_the_screens_take_the_board_view_the_phones_were_sent(tmp_path):  # PLT-10, PLT-13, PLT-14
    """The console's screens take the views of the moment the last views were sent, while the
    table is as it was then: the board's view is that pass's own (made once, for the phones and the
    screens), the moderator's of the same moment; a change at the table, or a new language, address
    or phone gone since, gives views of now."""
    from net.content import make_game
    from rules.core import BOARD

    clock = ManualClock()
    journal = Journal(tmp_path / "spy.sqlite3")
    table = Table.create(make_game("spy"), journal, clock=clock, seed=8)
    for name in ("Ola", "Taras", "Marta", "Ivan"):
        table.join(name)
    for step in ("deal", "start_round"):
        table.submit(MODERATOR, Request(step))
    sent = table.view_pass()
    clock.now += 1_500  # the round's countdown runs meanwhile
    moderator, public, moment = table.screen_views()
    assert moment == sent.now
    assert public == table.view_for(BOARD, sent.now) and moderator == table.view_for(MODERATOR, sent.now)
    assert public["game"]["timer"]["left_ms"] - table.view_for(BOARD)["game"]["timer"]["left_ms"] == 1_500
    assert table.screen_views()[1] is public  # made once
    assert json.loads(sent.board()) == public

    table.lang = "pl"  # the envelope changed, the state did not
    moderator, public, moment = table.screen_views()
    assert moment == clock.now and public["table"]["lang"] == "pl"
    assert public == table.view_for(BOARD) and moderator == table.view_for(MODERATOR)

    sent = table.view_pass()
    table.set_connected(1, True)
    assert table.screen_views()[2] == clock.now  # a phone came: its seat's presence is news
    sent = table.view_pass()
    clock.now += 10
    table.submit(Actor.player(int(table.moderator_view()["game"]["asker"])), Request(
        "question_asked", {"answerer": 2 if table.moderator_view()["game"]["asker"] != 2 else 3}))
    moderator, public, moment = table.screen_views()  # a new state, no views sent for it yet
    assert moment == clock.now and public == table.view_for(BOARD) and moderator == table.view_for(MODERATOR)
    assert public["game"]["chain"] != json.loads(sent.board())["game"]["chain"]
    journal.close()


def test_a_quiz_table_has_a_four_digit_code_and_the_others_five(tmp_path: Path) -> None:  # QZ-03, SPY-01, SUS-46
    """QZ-03: the quiz's table gets a four-digit code; SPY-01: the other games' codes have five. The
    envelope says when the table was opened (SUSPI's rules screen, SUS-46)."""
    from net.content import GAMES, make_game

    journal = Journal(tmp_path / "journal.sqlite3")
    try:
        for game in GAMES:
            for _ in range(20):
                table = Table.create(make_game(game), journal, clock=lambda: 1_796_000_000_000)
                assert len(table.code) == (4 if game == "quiz" else 5) and table.code.isdigit(), table.code
                assert table.code[0] != "0"
                assert table.public_view()["table"]["opened"] == 1_796_000_000_000
                table.close(finished=True)
    finally:
        journal.close()


def test_seats_absent_at_a_restart_start_their_grace_period(env, monkeypatch):  # PLT-03, SPY-38
    """After a restore nobody is connected: every seat a phone joined leaves unless its phone is
    back within the grace period; a phone that comes back keeps its seat."""
    monkeypatch.setattr(table_module, "LEAVE_GRACE_S", 60.0)
    table, journal, clock, sched, tmp_path = env
    gone, _ = table.join("Ola")
    back, _ = table.join("Taras")
    restored = Table.restore(TallyGame(), Journal(tmp_path / "journal.sqlite3"), journal.open_tables()[0],
                             clock=clock, call_later=sched)
    sched.advance(30_000)
    restored.set_connected(back, True)
    sched.advance(29_000)
    assert restored.state.seats.is_present(gone)
    sched.advance(2_000)
    assert not restored.state.seats.is_present(gone) and restored.state.seats.is_present(back)
    assert restored.log()[-1].request == {"type": "leave", "args": {"seat": gone}}
    assert restored.log()[-1].actor == "system"
    restored.journal.close()


class CountedTally(TallyGame):
    """The tally game whose players may score only while the round's time is not up, counting how
    often what someone may send is worked out."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[str] = []

    def allowed(self, state, actor, now):  # type: ignore[no-untyped-def]
        self.asked.append(str(actor))
        out = super().allowed(state, actor, now)
        deadline = self.next_deadline(state)
        return [r for r in out if r != "score" or deadline is None or now < deadline]


def test_what_a_seat_may_send_is_worked_out_once_per_state_and_again_past_a_deadline(tmp_path):  # PLT-10
    clock = ManualClock()
    game = CountedTally()
    journal = Journal(tmp_path / "journal.sqlite3")
    table = Table.create(game, journal, clock=clock, seed=5, code="12345")
    seats = [table.join(name)[0] for name in ("Ola", "Taras", "Marta")]
    table.submit(MODERATOR, Request("start"))
    game.asked.clear()
    for _ in range(3):  # three moments of one state: every seat's view, and is_stale for each
        views = table.view_pass()
        for seat in seats:
            assert b'"allowed":["score"]' in views.json_for(Actor.player(seat))
            assert not table.is_stale(Actor.player(seat), table.version)
        clock.now += 100
    assert sorted(game.asked) == sorted(str(Actor.player(s)) for s in seats)
    table.submit(Actor.player(seats[0]), Request("score", {"points": 1}))  # a new state: worked out again
    game.asked.clear()
    table.view_pass().json_for(Actor.player(seats[1]))
    table.view_pass().json_for(Actor.player(seats[1]))
    assert game.asked == [str(Actor.player(seats[1]))]
    deadline = game.next_deadline(table.state)
    assert deadline is not None
    clock.now = deadline  # the time is up, and the tick has not come yet: the guards see the time
    game.asked.clear()
    assert table.allowed(Actor.player(seats[1])) == [] and table.allowed(Actor.player(seats[1])) == []
    assert len(game.asked) == 2
    journal.close()
