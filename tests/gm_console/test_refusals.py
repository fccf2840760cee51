"""A refusal in the console's language (PLT-11, PLT-15): the status bar's refusal tells its reason as
its tooltip in the console's language, naming the players, for every reason a moderator's request
can get (``gm_console.refusals``); Ctrl+Z that cannot undo says why (PLT-04)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gm_console import refusals
from gm_console.i18n import Language
from net.content import GAMES, make_game
from rules import registry
from rules.core.contract import ActorKind

from .conftest import Clock, activate
from .walks import WALKS, Built, build

ROOT = Path(__file__).resolve().parents[2]
OTHER_LANGUAGES = ("uk", "pl", "ru")
SAMPLES = {"seat": "1", "seats": "[1, 2]", "place": "1", "n": "3", "x": "7", "_": "lobby, night",
           "reason": "more roles than players"}
"""A value of each kind, to make a reason of each entry as the engine would."""
VIEW = {"seats": [{"seat": 1, "nickname": "Ola"}, {"seat": 2, "nickname": "Bogdan"}],
        "game": {"places": [{"place": 1, "seat": 2, "nickname": "Bogdan"}]}}
"""The names the samples' seats and place have (a moderator view's seats and mafia places)."""


# --- every reason a moderator's request can get has the console's words ---------------------------
def _template(node: ast.expr) -> str | None:
    """A reason as the engine writes it, every value as ``{}`` (``'{}'`` when shown with ``!r``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else ("'{}'" if v.conversion == ord("r") else "{}")
                       for v in node.values if isinstance(v, (ast.Constant, ast.FormattedValue)))
    return None


def _functions(paths: list[Path]) -> dict[str, list[ast.FunctionDef]]:
    found: dict[str, list[ast.FunctionDef]] = {}
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef):
                found.setdefault(node.name, []).append(node)
    return found


def moderators_reasons(game: str) -> set[str]:
    """The reasons in the source of the handlers and guards of ``game``'s moderator requests and of
    what they call (its rules and the core's), each as :func:`_template` writes it."""
    rules = make_game(game)
    todo = [f.__name__ for spec in rules.requests.values() if ActorKind.MODERATOR in spec.senders
            for f in (spec.handler, spec.guard) if f is not None]
    defs = _functions([p for p in (ROOT / "rules" / game / "game.py", ROOT / "rules" / game / "guards.py",
                                   ROOT / "rules" / "core" / "contract.py", ROOT / "rules" / "core" / "rounds.py")
                       if p.is_file()])
    seen: set[str] = set()
    reasons: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        for function in defs.get(name, []):
            for call in (c for c in ast.walk(function) if isinstance(c, ast.Call)):
                callee = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", None)
                if callee in ("reject", "Rejection") and len(call.args) >= 2:
                    template = _template(call.args[1])
                    if template is not None:  # a reason given by the caller is found at the caller
                        reasons.add(template)
                elif callee:
                    todo.append(callee)
    return reasons


def given_reasons() -> set[str]:
    """The reasons handed to the core's guards (``in_phase(phases, "only …")``) and SUSPI's reasons a
    composition cannot be dealt (SUS-27)."""
    reasons: set[str] = set()
    for path in (ROOT / "rules").rglob("*.py"):
        for call in (c for c in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(c, ast.Call)):
            if getattr(call.func, "id", None) == "in_phase" and len(call.args) == 2:
                reasons.add(_template(call.args[1]) or "")
    problem = _functions([ROOT / "rules" / "suspi" / "rules.py"])["problem"][0]
    reasons |= {r.value.value for r in ast.walk(problem) if isinstance(r, ast.Return)
                and isinstance(r.value, ast.Constant) and isinstance(r.value.value, str)}
    return reasons - {""}


def table_reasons() -> set[str]:
    """The table's own reasons (net.table, and net._undo for what undo would take back): an undo's
    (PLT-04), the journal's (PLT-03); but the one a player's phone gets for asking to undo."""
    trees = [ast.parse((ROOT / "net" / name).read_text(encoding="utf-8")) for name in ("table.py", "_undo.py")]
    return {t for tree in trees for c in ast.walk(tree)
            if isinstance(c, ast.Call) and getattr(c.func, "id", None) == "Rejection"
            for t in [_template(c.args[1])] if t is not None} - {"only the moderator can undo"}


WORDED = {re.sub(r"\{\w+\}", "{}", template) for template in refusals.REASONS}


@pytest.mark.parametrize("game", GAMES)
def test_every_reason_a_moderator_can_get_is_worded(game: str) -> None:  # PLT-11, PLT-15
    reasons = moderators_reasons(game)
    assert len(reasons) > 10  # the walk through the source found the game's handlers
    missing = sorted(reasons - WORDED)
    assert not missing, missing


def test_the_reasons_given_to_guards_and_the_undos_are_worded() -> None:  # PLT-11, PLT-04
    given = given_reasons()
    assert "only before a deal or after a round" in given and "more roles than players" in given
    assert not sorted(given - WORDED)
    table = table_reasons()
    assert {"no moderator action to take back", "the journal could not store it ({}); nothing changed"} <= table
    revealing = sorted(table - WORDED)
    assert len(revealing) == 2  # the two that say which step revealed a secret: said by the undo's own words
    said = refusals.explain("secret_revealed", revealing[0].replace("'{}'", "'vote'").replace("{}", "player:2"),
                            VIEW)
    assert said != refusals.texts.rejection("secret_revealed")


def sample(template: str) -> str:
    """``template`` as the engine would say it, each value a :data:`SAMPLES` one."""
    return re.sub(r"\{(\w+?)\d*\}", lambda m: SAMPLES[m.group(1)], template)


@pytest.mark.parametrize("template", list(refusals.REASONS))
def test_each_reason_is_said_in_every_language_with_the_players_names(
        qapp: Any, language: Language, template: str) -> None:  # PLT-15
    reason = sample(template)
    said = {}
    for lang in ("en", *OTHER_LANGUAGES):
        language.set(lang)
        said[lang] = refusals.explain("bad_argument", reason, VIEW)
        assert "%" not in said[lang] and "{" not in said[lang], (lang, said[lang])
        if "{seat}" in template or "{seats}" in template:
            assert "Ola" in said[lang], said[lang]
        if "{seats}" in template:
            assert "Bogdan" in said[lang], said[lang]
        if "{place}" in template:
            assert "1 · Bogdan" in said[lang], said[lang]
        if "{n}" in template:
            assert "3" in said[lang]
    assert said["en"] != refusals.texts.rejection("bad_argument")  # worded, not the code's words
    for lang in OTHER_LANGUAGES:
        assert said[lang] != said["en"], (lang, said[lang])


def test_a_count_takes_each_languages_plural_form(qapp: Any, language: Language) -> None:  # PLT-15
    forms = {("uk", 3): "Потрібні щонайменше 3 гравці", ("uk", 5): "Потрібно щонайменше 5 гравців",
             ("pl", 3): "Potrzeba co najmniej 3 graczy", ("ru", 5): "Нужно хотя бы 5 игроков",
             ("ru", 21): "Нужен хотя бы 21 игрок", ("en", 1): "At least 1 player is needed"}
    for (lang, n), text in forms.items():
        language.set(lang)
        assert refusals.explain("too_few_players", f"{n} players are needed", VIEW) == text


def test_an_unknown_reason_is_said_by_its_code_never_in_english(qapp: Any, language: Language) -> None:  # PLT-15
    language.set("uk")
    said = refusals.explain("wrong_phase", "a reason nobody worded", VIEW)
    assert said == refusals.texts.rejection("wrong_phase") and "nobody" not in said
    assert said != "Not possible at this moment of the game"


# --- the refusals the console causes, at real tables ---------------------------------------------
@pytest.fixture
def tables(qtbot: Any, tmp_path: Path, language: Language, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    made: list[Built] = []

    def table_for(game: str) -> Built:
        built = build(game, tmp_path, language, Clock())
        qtbot.addWidget(built.window)
        made.append(built)
        return built

    yield table_for
    for built in made:
        built.close()


def refused(built: Built, request: str, **args: Any) -> str:
    """The console sends ``request`` (as its buttons do) in English; the table refuses it: its English
    reason, which the status bar holds."""
    built.window.language.set("en")
    assert not built.window.submit(request, **args)
    assert built.window.last_refusal is not None
    return built.window.last_refusal[1]


def shown(built: Built, language: Language) -> dict[str, str]:
    """The refusal's tooltip in each language, the console switched live after the refusal."""
    tips = {}
    for lang in ("en", *OTHER_LANGUAGES):
        language.set(lang)
        tips[lang] = built.window.status_error.toolTip()
    return tips


def assert_said(tips: dict[str, str], english: str, *names: str) -> None:
    for lang in OTHER_LANGUAGES:
        assert tips[lang] != tips["en"] and english not in tips[lang], (lang, tips[lang])
        assert not re.search(r"\b(the|is|are|not|seat|seats|players?|needed)\b", tips[lang]), (lang, tips[lang])
        for name in names:
            assert name in tips[lang], (lang, tips[lang])


def test_the_spy_games_refusals_name_the_players(tables: Any, language: Language) -> None:  # PLT-11, PLT-15, SPY-01
    spy = tables("spy")
    first, second = spy.join(2)
    reason = refused(spy, "deal")
    assert reason == "3 players are needed"
    tips = shown(spy, language)
    assert tips["uk"] == "Потрібні щонайменше 3 гравці" and tips["en"] == "At least 3 players are needed"
    assert_said(tips, reason)
    spy.join(2)
    spy.moderator("kick", seat=second)
    reason = refused(spy, "kick", seat=second)
    assert reason == f"seat {second} has left"
    nickname = spy.table.nicknames()[second]
    assert_said(shown(spy, language), reason, nickname)
    spy.moderator("deal")
    spy.model.flush()
    for seat in spy.view["players"]:
        spy.player(seat, "card_seen")
    spy.moderator("start_round")
    late = spy.join(1)[0]
    reason = refused(spy, "pass_turn", to=late)
    assert reason == f"seat {late} is not playing this round"
    assert_said(shown(spy, language), reason, spy.table.nicknames()[late])
    assert first in spy.view["players"]


def test_the_quiz_names_the_experts_not_ready(tables: Any, language: Language) -> None:  # PLT-11, PLT-15, QZ-01
    quiz = tables("quiz")
    seats = quiz.join(3)
    names = [quiz.table.nicknames()[s] for s in seats]
    quiz.player(seats[0], "ready", ready=True)
    reason = refused(quiz, "start")
    assert reason == f"not ready: seats {seats[1:]}"
    waiting = seats[1:]
    assert_said(shown(quiz, language), reason, *(quiz.table.nicknames()[s] for s in waiting))
    quiz.moderator("mark_captain", seat=seats[1])
    reason = refused(quiz, "mark_captain", seat=seats[1])
    assert reason == f"seat {seats[1]} is the captain"
    assert_said(shown(quiz, language), reason, names[1])


def test_mafias_refusals_name_the_player(tables: Any, language: Language) -> None:  # PLT-11, PLT-15, MAF-02
    mafia = tables("mafia")
    mafia.moderator("add_player", nickname="Stas", adult=True)  # MAF-02: on tonight's list
    (watcher,) = mafia.join(1)  # a phone at the table, not on the list
    reason = refused(mafia, "remove_player", seat=watcher)
    assert reason == f"seat {watcher} is not signed up"
    assert_said(shown(mafia, language), reason, mafia.table.nicknames()[watcher])
    reason = refused(mafia, "set_options", capacity=99)
    assert reason.startswith("capacity is ")
    assert_said(shown(mafia, language), reason)


def test_suspis_refusals_say_why(tables: Any, language: Language) -> None:  # PLT-11, PLT-15, SUS-01, SUS-27
    villa = tables("suspi")
    villa.join(5)
    reason = refused(villa, "deal")
    assert reason == "6 players are needed"
    tips = shown(villa, language)
    assert_said(tips, reason)
    assert tips["ru"] == "Нужно хотя бы 6 игроков"
    reason = refused(villa, "set_composition", murderers=0)
    assert reason == "at least one murderer"
    tips = shown(villa, language)
    assert_said(tips, reason)
    assert tips["uk"] == "потрібен щонайменше один Убивця"


# --- Ctrl+Z that cannot undo says why (PLT-04) ----------------------------------------------------
def test_ctrl_z_once_the_question_is_read_says_what_can_be_done(
        tables: Any, qtbot: Any, language: Language) -> None:  # PLT-04, QZ-20
    quiz = tables("quiz")
    assert "the minute" in iter(WALKS["quiz"](quiz))  # "Время пошло": the question is on the phones
    activate(qtbot, quiz.window)
    assert not quiz.window.commands.action("undo").isEnabled()
    for lang, words in QUESTION_READ.items():
        language.set(lang)
        qtbot.keyClick(quiz.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert words in quiz.window.status_error.text(), (lang, quiz.window.status_error.text())


DEALING = [game for game in registry.IDS if game != "quiz"]
"""The games whose cards are dealt to the phones (the quiz reads a question out instead)."""


@pytest.mark.parametrize("game", DEALING)
def test_ctrl_z_after_a_deal_says_the_cards_reached_the_phones(
        tables: Any, qtbot: Any, language: Language, game: str) -> None:  # PLT-04
    built = tables(game)
    assert "dealt" in iter(WALKS[game](built))  # the game's walk as far as the deal
    built.window.resize(1366, 700)
    activate(qtbot, built.window)
    built.model.flush()
    assert not built.window.commands.action("undo").isEnabled()  # the menu's Undo is greyed
    for lang, words in DEAL_KEPT.items():
        language.set(lang)
        qtbot.keyClick(built.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert words in built.window.status_error.text(), (lang, built.window.status_error.text())
        assert built.window.last_refusal is not None and built.window.last_refusal[0] == "secret_revealed"
    assert built.table.public_view()["game"]["phase"] != "lobby"  # nothing was undone


def test_ctrl_z_with_nothing_to_undo_says_so(tables: Any, qtbot: Any, language: Language) -> None:  # PLT-04
    spy = tables("spy")
    activate(qtbot, spy.window)
    language.set("pl")
    qtbot.keyClick(spy.window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert spy.window.status_error.text() == "Nie ma czego cofnąć"


def test_an_undo_the_quiz_refuses_after_the_question_is_read_says_what_can_be_done(
        tables: Any, language: Language) -> None:  # PLT-04, QZ-20
    language.set("ru")
    said = refusals.explain("secret_revealed", "'time_go' revealed a secret and cannot be taken back", VIEW)
    assert said.startswith("Не отменить: вопрос уже прочитан") and "аннулируйте раунд" in said
    said = refusals.explain("secret_revealed", "'vote' (player:2) revealed a secret after 'start_round', so that "
                                               "cannot be taken back", VIEW)
    assert "Bogdan" in said


DEAL_KEPT = {"en": "the cards are on the phones. Abort it and deal anew", "uk": "картки вже на телефонах",
             "pl": "karty są już na telefonach", "ru": "карты уже на телефонах. Прервите её и раздайте заново"}
QUESTION_READ = {"en": "Pause the minute or annul the round", "uk": "запитання вже прочитано",
                 "pl": "pytanie już odczytano", "ru": "вопрос уже прочитан"}
