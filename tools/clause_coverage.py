"""The rule clauses (docs/rules/*.md) against the ids the repository cites.

    python tools/clause_coverage.py [--prefix SPY] [--strict]

For each game it prints how many of its clauses a test cites (an id anywhere under ``tests/``:
``def test_one_no_fails_the_accusation():  # SPY-20``), lists the uncited ones, and lists every id
cited in the code, the tests or the docs that names no clause (a typo, or a clause that was
renumbered). ``--strict`` exits 1 when a clause is uncited or an id names no clause.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLAUSE = re.compile(r"^(?:- |\| )([A-Z]{2,4}-\d+a?)\b", re.M)
"""A clause's line in a rules file: ``- SPY-20 …`` (or a table row); a file's prefix is its own."""
TEXT = {".py", ".js", ".css", ".html", ".md", ".json", ".txt", ".ts", ".sh"}
CITING = ("tests", "rules", "net", "gm_console", "gm_resources", "docs", "tools", "bench")
"""Where ids are cited: the code, the tests and the docs (the rule files themselves excluded)."""


def clauses(rules: Path) -> dict[str, list[str]]:
    """Prefix → the clause ids its file defines, in order."""
    found: dict[str, list[str]] = {}
    for md in sorted(rules.glob("*.md")):
        for cid in CLAUSE.findall(md.read_text(encoding="utf-8")):
            found.setdefault(cid.split("-")[0], []).append(cid)
    return found


def citing(prefixes: list[str]) -> re.Pattern[str]:
    """An id of one of ``prefixes`` anywhere in a text."""
    return re.compile(r"\b((?:" + "|".join(map(re.escape, prefixes)) + r")-\d+a?)\b")


def cited(folder: Path, pattern: re.Pattern[str], skip: Path | None = None) -> dict[str, Path]:
    """Every id ``pattern`` finds in a text file under ``folder`` → one file that cites it."""
    ids: dict[str, Path] = {}
    if not folder.is_dir():
        return ids
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.suffix not in TEXT or (skip is not None and skip in path.parents):
            continue
        if any(part in (".venv", "node_modules", "__pycache__") for part in path.parts):
            continue
        for cid in pattern.findall(path.read_text(encoding="utf-8", errors="replace")):
            ids.setdefault(cid, path)
    return ids


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--prefix", action="append", help="a rules file's prefix (SPY, SUS, MAF, QZ, PLT…); repeatable")
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: this one)")
    parser.add_argument("--strict", action="store_true",
                        help="exit 1 when a clause is uncited or a cited id names no clause")
    args = parser.parse_args(argv)
    rules = args.root / "docs" / "rules"
    defined = clauses(rules)
    if not defined:
        print(f"no clauses found in {rules}", file=sys.stderr)
        return 1
    pattern = citing(sorted(defined))
    by_tests = cited(args.root / "tests", pattern)
    bad = False
    for prefix, ids in defined.items():
        if args.prefix and prefix not in args.prefix:
            continue
        missing = [cid for cid in ids if cid not in by_tests]
        bad |= bool(missing)
        print(f"{prefix:4} {len(ids) - len(missing):3}/{len(ids):<3} cited by a test", end="")
        print(f"   uncited: {' '.join(missing)}" if missing else "")
    known = {cid for ids in defined.values() for cid in ids}
    anywhere: dict[str, Path] = {}
    for folder in CITING:
        for cid, path in cited(args.root / folder, pattern, skip=rules).items():
            anywhere.setdefault(cid, path)
    unknown = sorted(cid for cid in anywhere if cid not in known
                     and (not args.prefix or cid.split("-")[0] in args.prefix))
    for cid in unknown:
        print(f"{cid} names no clause (cited in {anywhere[cid].relative_to(args.root)})")
    bad |= bool(unknown)
    return 1 if (args.strict and bad) else 0


if __name__ == "__main__":
    sys.exit(main())
