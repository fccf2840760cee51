"""The CI workflow for Windows, macOS and Linux (``.github/workflows/ci.yml``) is one GitHub takes:
valid against GitHub's workflow schema (the one ``check-jsonschema`` vendors), a matrix of the three
systems on Python 3.11, and every command it runs is one the README gives, so what CI proves is what
a club's machine does.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from tests.packaging import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "ci.yml"
GLUE = ("GITHUB_PATH", "GITHUB_ENV")
"""Lines that only tell the runner something (the venv first on PATH: what activating it does)."""


def check(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows",
                           str(path)], capture_output=True, text=True, timeout=120, check=False)


def workflow() -> dict[str, Any]:
    return dict(YAML(typ="safe").load(WORKFLOW.read_text(encoding="utf-8")))


def commands() -> list[str]:
    """Each command line the workflow's steps run."""
    lines = []
    for job in workflow()["jobs"].values():
        for step in job["steps"]:
            lines += [line.strip() for line in str(step.get("run", "")).splitlines() if line.strip()]
    return [line for line in lines if not any(glue in line for glue in GLUE)]


def test_the_workflow_is_valid_for_github() -> None:
    done = check(WORKFLOW)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_schema_check_refuses_a_broken_workflow(tmp_path: Path) -> None:
    broken = tmp_path / "ci.yml"  # a step with both `uses` and `run`, and a job without `runs-on`
    text = WORKFLOW.read_text(encoding="utf-8").replace("    runs-on: ${{ matrix.os }}\n", "")
    broken.write_text(text.replace("      - name: ruff\n", "      - name: ruff\n        uses: actions/checkout@v4\n"),
                      encoding="utf-8")
    done = check(broken)
    assert done.returncode == 1 and "Schema validation errors" in done.stdout, done.stdout + done.stderr


def test_the_matrix_is_windows_macos_and_linux_on_python_3_11() -> None:
    (job,) = workflow()["jobs"].values()
    assert sorted(job["strategy"]["matrix"]["os"]) == ["macos-latest", "ubuntu-latest", "windows-latest"]
    assert job["runs-on"] == "${{ matrix.os }}" and job["env"]["QT_QPA_PLATFORM"] == "offscreen"
    (python,) = [step for step in job["steps"] if str(step.get("uses", "")).startswith("actions/setup-python")]
    assert str(python["with"]["python-version"]) == "3.11"
    (upload,) = [step for step in job["steps"] if str(step.get("uses", "")).startswith("actions/upload-artifact")]
    assert upload["with"]["path"] == "dist/gm-console-*"  # the archive tools/build_app.py packs


@pytest.mark.parametrize("command", commands())
def test_every_command_the_workflow_runs_is_one_the_readme_gives(command: str) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    given = {line.strip() for line in readme.splitlines() if line.startswith("    ")}  # its command blocks
    given |= set(re.findall(r"`([^`]+)`", readme))  # and the commands in its sentences
    assert command in given, f"the README does not give {command!r}"


def test_the_workflow_installs_by_hash_leaves_out_the_debian_tests_and_builds_the_app() -> None:
    ran = commands()
    assert "python -m pip install --require-hashes --no-deps -r requirements/test.lock" in ran
    assert 'python -m pytest -m "not debian"' in ran and "python tools/build_app.py" in ran
    assert {"ruff check .", "mypy"} <= set(ran)
    markers = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^\s*"debian: ', markers, re.MULTILINE), "the debian marker is not registered"
