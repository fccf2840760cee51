"""The spy game's round on the moderator's screen: turn order and timer (SPY-07..SPY-12, PLT-14),
the votes (SPY-17..SPY-20, SPY-23), the secrets and "host plays" mode (SPY-02), scores (SPY-34)."""

from __future__ import annotations

from typing import Any

from rules.core import SYSTEM, Request

from .conftest import Console, widget_texts


def secret_names(console: Console) -> list[str]:
    """The round's location and every dealt role, in all four languages (what must not leak)."""
    table = console.table
    state = table.state
    deck = console.decks[state.options.deck]
    location = deck.location(state.round.location)
    names = list(location.name.values())
    dealt = {role for _, role in state.round.roles}
    names += [n for role in location.roles if role.id in dealt for n in role.name.values()]
    return names


def test_deal_then_start_shows_turn_order_and_timer(console: Console) -> None:  # SPY-07, SPY-08, SPY-09, PLT-14, SPY-11
    """Deal (SPY-07): who has looked (SPY-08); start: the drawn first asker (SPY-09), the question chain (SPY-11) and the running clock (PLT-14)."""
    console.seat(5)
    window = console.window
    assert window.desk.timer.clock.text() == "—"
    console.trigger("deal")
    assert window.desk.controls.phase.text() == "Cards dealt: players look at their cards"
    assert window.desk.turns.asker.text() == "0 of 5"
    console.player(1, "card_seen")
    console.player(3, "card_seen")
    assert window.desk.turns.asker.text() == "2 of 5"
    assert window.desk.turns.chain_caption.text() == "Still to look: Max, Bogdan, Kasia"
    console.trigger("start_round")  # SPY-08 (house): the host may start before all have looked
    asker = console.game["asker"]
    assert window.desk.turns.asker.text() == console.window.desk.turns.model.view["seats"][asker - 1]["nickname"]
    assert window.desk.timer.clock.text() == "8:00"
    assert window.desk.timer.state.text() == "Running"
    console.clock.advance(65)
    window.desk.timer.on_tick()
    assert window.desk.timer.clock.text() == "6:55"
    answerer = next(p for p in console.game["players"] if p != asker)
    console.player(asker, "question_asked", answerer=answerer)
    names = {s["seat"]: s["nickname"] for s in console.model.view["seats"]}
    assert window.desk.turns.asker.text() == names[answerer]
    assert window.desk.turns.chain.lines() == [
        f"1. {names[asker]} asked {names[answerer]}"]


def test_a_long_chain_lists_its_last_thirty_questions_by_their_numbers(console: Console) -> None:  # SPY-12
    """The console lists the last 30 questions of a long round, each by its number in the round."""
    console.seat(4)
    console.trigger("deal")
    console.trigger("start_round")
    for _ in range(35):
        asker = console.game["asker"]
        console.player(asker, "question_asked", answerer=asker % 4 + 1)
    chain = console.window.desk.turns.chain
    texts = chain.lines()
    assert len(texts) == 30
    assert texts[0].startswith("6. ") and texts[-1].startswith("35. "), (texts[0], texts[-1])


def test_views_taken_from_the_moment_the_phones_got_theirs_count_down_from_it(console: Console) -> None:  # PLT-14
    """The console's screens take the views the phones were sent (the server's last pass, a moment
    ago when the screens redraw): its countdown counts from that moment, not from when the screens
    took them, and shows what the table says is left now."""
    from gm_console import views

    console.seat(3)
    console.trigger("deal")
    console.trigger("start_round")
    console.table.view_pass()  # the server sends the phones their views
    console.clock.advance(2.5)  # the screens redraw later (a burst coalesced, a busy loop)
    console.model.refresh()
    assert console.model.version == console.table.version
    left = views.Countdown.of(console.model.game.get("timer"), console.model.received).left(console.clock.seconds())
    assert left == console.table.moderator_view()["game"]["timer"]["left_ms"] == 8 * 60_000 - 2_500
    console.window.desk.timer.on_tick()
    assert console.window.desk.timer.clock.text() == views.format_clock(left)


def test_timer_counts_locally_pauses_and_turns_red_at_zero(console: Console) -> None:  # PLT-14
    """Between views the countdown is counted locally from left_ms and running (PLT-14)."""
    console.seat(3)
    console.trigger("deal")
    console.trigger("start_round")
    timer = console.window.desk.timer
    console.trigger("pause_resume")
    console.clock.advance(100)
    timer.on_tick()
    assert timer.clock.text() == "8:00"
    assert timer.state.text() == "Paused"
    assert (timer.bar.value(), timer.bar.maximum()) == (8 * 60_000, 8 * 60_000)
    console.trigger("pause_resume")
    started = console.clock.now
    for elapsed_ms, shown, bar in ((250, "8:00", 480_000), (1000, "7:59", 479_000), (1250, "7:59", 479_000),
                                   (61_500, "6:59", 419_000)):
        console.clock.now = started + elapsed_ms
        timer.on_tick()  # the bar moves with the clock's seconds, rounded up as the clock shows them
        assert (timer.clock.text(), timer.bar.value()) == (shown, bar), elapsed_ms
    console.clock.advance(8 * 60)
    timer.on_tick()
    assert timer.clock.text() == "0:00"
    assert timer.bar.value() == 0
    assert "#c62828" in timer.clock.styleSheet()


def test_accusation_shows_progress_never_who_voted_until_the_round_ends(console: Console) -> None:  # SPY-20, SPY-17, SPY-18
    """SPY-20: during the vote, accuser, accused and how many voted (SPY-17, SPY-18); who voted how only after the round."""
    console.seat(5)
    console.trigger("deal")
    console.trigger("start_round")
    names = {s["seat"]: s["nickname"] for s in console.model.view["seats"]}
    accuser, accused, voter_yes, voter_no, _ = console.game["players"]
    console.player(accuser, "accuse", target=accused)  # SPY-17: the timer pauses
    assert console.game["phase"] == "accusation"
    assert console.game["timer"]["running"] is False
    console.player(voter_yes, "vote", yes=True)
    votes = console.window.desk.votes
    assert votes.headline.text() == f"{names[accuser]} accuses {names[accused]}"
    assert votes.progress.text() == "1 of 3 voted"  # SPY-18: the accuser's yes is automatic
    shown = widget_texts(votes) + console.board.shown(console.board.stage)
    assert names[voter_yes] not in shown  # nobody learns who has voted, let alone how
    assert "yes:" not in shown + widget_texts(console.window)
    vote_seqs = {e.seq for e in console.table.log() if e.request["type"] == "vote"}
    assert not vote_seqs & {line.seq for line in console.window.log.list.shown()}
    console.player(voter_no, "vote", yes=False)  # SPY-20: one no fails the accusation
    assert console.game["phase"] == "asking"
    assert "yes:" not in widget_texts(console.window)
    console.trigger("abort_round")
    details = [votes.details.item(i).text() for i in range(votes.details.count())]
    assert details[:3] == [f"{names[accuser]} accused {names[accused]}: failed",
                           f"    yes: {names[voter_yes]}", f"    no: {names[voter_no]}"]


def test_time_up_vote_shows_progress_only(console: Console) -> None:  # SPY-23
    """SPY-23: after time is up the console shows how many named a suspect, never whom."""
    console.seat(4)
    console.trigger("deal")
    console.trigger("start_round")
    console.clock.advance(8 * 60 + 1)
    console.table.submit(SYSTEM, Request("tick"))
    players = console.game["players"]
    console.player(players[0], "suspect", target=players[1])
    assert console.window.desk.votes.headline.text() == "Time is up: who is the spy?"
    assert console.window.desk.votes.progress.text() == "1 of 4 voted"
    assert console.window.desk.votes.details.count() == 0


def test_secrets_panel_shows_location_spy_and_roles_to_a_host_who_does_not_play(console: Console) -> None:  # SPY-02, SPY-14
    """A host who does not play sees all: the location and every card (SPY-02, SPY-14)."""
    console.seat(4)
    console.trigger("deal")
    secrets = console.game["secrets"]
    panel = console.window.desk.secrets
    location = console.decks["family"].location(secrets["location"]).name["en"]
    assert panel.location.text() == location
    spy = secrets["spies"][0]
    rows = {panel.cards.item(r, 0).text(): panel.cards.item(r, 1).text() for r in range(panel.cards.rowCount())}
    assert rows[console.model.view["seats"][spy - 1]["nickname"]] == "SPY"
    assert any(n in widget_texts(console.window) for n in secret_names(console))


def test_host_plays_mode_hides_every_secret(console: Console, qtbot: Any) -> None:  # SPY-02
    """With "host plays" on, no location or role name appears anywhere in the window (SPY-02)."""
    console.seat(4)
    console.window.desk.options.host_plays.click()
    assert console.game["options"]["host_plays"] is True
    console.trigger("deal")
    console.all_look()
    console.trigger("start_round")
    secrets = secret_names(console)
    assert secrets
    for lang in ("en", "uk", "pl", "ru"):  # in every language the console speaks
        console.language.set(lang)
        shown = widget_texts(console.window)
        leaked = [name for name in secrets if name in shown]
        assert not leaked, (lang, leaked)
        assert console.window.desk.secrets.cards.rowCount() == 0  # not even who the spy is
    console.language.set("en")
    panel_text = widget_texts(console.window.desk.secrets)
    assert "only on the players' phones" in panel_text


def test_scores_and_leader_after_a_round(console: Console) -> None:  # SPY-34
    """Points over the rounds and the leader (SPY-34): a successful accusation scores the locals."""
    console.seat(4)
    console.trigger("deal")
    console.trigger("start_round")
    spy = console.game["secrets"]["spies"][0]
    players = console.game["players"]
    accuser = next(p for p in players if p != spy)
    console.player(accuser, "accuse", target=spy)
    for voter in players:
        if voter not in (accuser, spy):
            console.player(voter, "vote", yes=True)
    assert console.game["phase"] == "round_over"
    names = {s["seat"]: s["nickname"] for s in console.model.view["seats"]}
    scores = console.window.desk.scores
    assert scores.leader.text() == f"Leader: {names[accuser]}"  # +1 win, +1 bonus (SPY-31, SPY-32)
    assert scores.table.item(0, 0).text() == f"★ {names[accuser]}"
    assert scores.table.item(0, 1).text() == "2"
    assert scores.history.item(0).text().startswith("Round 1: The spy was caught by an accusation — The locals win")
    assert console.window.desk.controls.outcome.text() == "The locals win — The spy was caught by an accusation"


def test_one_spy_wins_in_the_singular(console: Console) -> None:  # SPY-33, PLT-15
    """PLT-15: with one spy the outcome says "The spy wins", in every language by its plural rules."""
    console.seat(4)
    console.trigger("deal")
    console.all_look()
    console.trigger("start_round")
    secrets = console.game["secrets"]
    assert len(secrets["spies"]) == 1
    console.player(secrets["spies"][0], "guess", location=secrets["location"])
    wanted = {"en": "The spy wins", "ru": "Победил шпион", "uk": "Переміг шпигун", "pl": "Wygrywa szpieg"}
    for lang, text in wanted.items():
        console.language.set(lang)
        assert console.window.desk.controls.outcome.text().startswith(text + " — "), lang
    console.language.set("en")


def test_the_seats_table_fits_its_columns_once_filled(console: Console) -> None:  # PLT-05
    """The seats table fills with its fitted columns held, then measures them once: after a change
    each fitted column is back to fitting its contents, as wide as its widest cell, and a cell that
    did not change keeps its item."""
    from PySide6.QtWidgets import QHeaderView

    from gm_console.panels._panel import FITTED

    seats = console.seat(8)
    table = console.window.seats.table
    header = table.horizontalHeader()
    assert table.rowCount() == 8
    assert header.property(FITTED) == [0, 2, 3]
    for column in (0, 2, 3):
        assert header.sectionResizeMode(column) is QHeaderView.ResizeMode.Fixed
        assert header.sectionSize(column) == max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
    kept = table.item(0, 1)
    presence = table.item(7, 2).text()
    console.table.set_connected(seats[-1], False)  # one row changes
    assert table.item(0, 1) is kept  # the others are left as they are
    assert table.item(7, 2).text() != presence
    assert header.sectionSize(2) == max(table.sizeHintForColumn(2), header.sectionSizeHint(2))
