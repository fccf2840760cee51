"""The repository's own rule references (docs/rules/*.md): every clause is proved by a test that
cites it, every id the code, the tests and the docs cite is a clause, and the guides point only
into the repository (a clone has nothing beside it)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from rules import registry

ROOT = Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "clause_coverage.py"
GUIDES = [ROOT / "docs" / "adding-a-game.md", ROOT / "docs" / "game-screens.md",
          ROOT / "docs" / "architecture.md", *sorted((ROOT / "docs" / "rules").glob("*.md"))]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


def coverage(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(TOOL), "--strict", "--root", str(root)],
                          capture_output=True, text=True, encoding="utf-8", check=False)


def test_every_clause_is_cited_by_a_test_and_every_cited_id_is_a_clause() -> None:
    done = coverage(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    prefixes = {line.split()[0] for line in done.stdout.splitlines()}
    assert {"SPY", "SUS", "MAF", "QZ", "PLT"} <= prefixes
    # every registered game has its clauses file (docs/rules/<id>.md), each with a prefix of its own
    files = {path.stem for path in (ROOT / "docs" / "rules").glob("*.md")} - {"README"}
    assert files == {*registry.IDS, "platform"}, "a registered game without docs/rules/<id>.md, or a file of no game"
    assert len(prefixes) == len(files), prefixes


def test_the_check_names_an_uncited_clause_and_an_id_that_names_no_clause(tmp_path: Path) -> None:
    (tmp_path / "docs" / "rules").mkdir(parents=True)
    (tmp_path / "docs" / "rules" / "game.md").write_text(
        "# A game\n\n- GAM-01 One rule.\n- GAM-02 Another.\n", encoding="utf-8")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_game.py").write_text("def test_one():  # GAM-01\n    pass\n", encoding="utf-8")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "game.py").write_text("# GAM-07: a clause that was never written\n", encoding="utf-8")
    done = coverage(tmp_path)
    assert done.returncode == 1
    assert "GAM    1/2   cited by a test   uncited: GAM-02" in done.stdout
    assert "GAM-07 names no clause (cited in rules/game.py)" in done.stdout


def test_the_guides_point_only_into_the_repository() -> None:
    for guide in GUIDES:
        text = guide.read_text(encoding="utf-8")
        assert "../shared" not in text and "/work/" not in text, guide
        for target in LINK.findall(text):
            if "://" in target or target.startswith("mailto:"):
                continue
            assert (guide.parent / target).exists(), f"{guide.relative_to(ROOT)} links to {target}, which is not here"
