"""The console as a club installs it: a wheel in a clean venv, or the app bundle.

Helpers for the packaging tests: build the wheel from a copy of the working tree, make a venv
outside the checkout, and check an installed console the way a club would: a headless table that
serves the phone page and seats a phone, and the console itself (offscreen), each started from the
installed program with nothing of the checkout on its path.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parents[1]
LOCK = ROOT / "requirements" / "console.lock"
START_S = 120.0
"""How long a start from an installation may take at most (a cold disk, a busy machine)."""

_LEFT_OUT = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache",
                                   "tests", "docs", "bench", "test-results")


def build_wheel(dest: Path) -> Path:
    """The console's wheel, built from a copy of the working tree (a build never writes into the
    checkout, and leaves nothing of an older build in the wheel)."""
    source = dest / "source"
    shutil.copytree(ROOT, source, ignore=_LEFT_OUT)
    out = dest / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "--disable-pip-version-check", "-w", str(out), str(source)], check=True, cwd=dest)
    (wheel,) = out.glob("gm_console-*.whl")
    return wheel


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def venv_script(venv: Path, name: str) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin") / (name + (".exe" if os.name == "nt" else ""))


def fresh_venv(venv: Path) -> Path:
    """A new venv with the console's locked dependencies (by hash, as ``setup.sh`` installs them);
    its python."""
    base = getattr(sys, "_base_executable", sys.executable)
    subprocess.run([base, "-m", "venv", str(venv)], check=True)
    python = venv_python(venv)
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "--require-hashes",
                    "--no-deps", "-r", str(LOCK)], check=True)
    return python


def clean_env(**extra: str) -> dict[str, str]:
    """The environment of an installed program: nothing of the checkout or of the tests' venv."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "PYTHONSTARTUP")}
    env["PYTHONUNBUFFERED"] = "1"
    env.update(extra)
    return env


@contextmanager
def running(cmd: list[str], cwd: Path, env: dict[str, str], **popen: Any) -> Iterator[subprocess.Popen[str]]:
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, text=True, encoding="utf-8", **popen)
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(30)
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()


def first_line(proc: subprocess.Popen[str]) -> dict[str, Any]:
    """The headless table's first line on its standard output: its port, code and table."""
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line, f"the table ended before it served (exit {proc.wait(30)})"
    return dict(json.loads(line))


def console_address(proc: subprocess.Popen[str], log: list[str]) -> tuple[int, str]:
    """The port and the table code the console serves, read from its log as it starts (the line
    that names the join link)."""
    assert proc.stderr is not None
    link = re.compile(r"built server \(\S+?:(\d+)/join\?code=(\d+)\)")
    deadline = time.monotonic() + START_S
    for line in proc.stderr:
        log.append(line)
        found = link.search(line)
        if found:
            return int(found.group(1)), found.group(2)
        assert time.monotonic() < deadline, "the console did not start serving in time:\n" + "".join(log)
    raise AssertionError(f"the console ended before it served (exit {proc.wait(30)}):\n" + "".join(log))


def phone_page(port: int) -> str:
    """The phone's page as a phone's browser gets it."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=30) as answer:
        assert answer.status == 200
        return str(answer.read().decode("utf-8"))


def seat_a_phone(port: int, code: str, nickname: str = "Ola") -> dict[str, Any]:
    """A phone joins the table over a real WebSocket: the welcome it gets (with its seat)."""

    async def join() -> dict[str, Any]:
        async with connect(f"ws://127.0.0.1:{port}/ws", open_timeout=30) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "code": code,
                                      "nickname": nickname}))
            async with asyncio.timeout(30):
                while True:
                    message = json.loads(await ws.recv())
                    if message.get("type") in ("welcome", "error"):
                        return dict(message)

    return asyncio.run(join())


def resume_seat(port: int, token: str) -> dict[str, Any]:
    """A phone comes back with its seat token (after sleep, a reload, a restart of the table,
    PLT-09): the answer it gets (a welcome with its seat, or an error)."""

    async def resume() -> dict[str, Any]:
        async with connect(f"ws://127.0.0.1:{port}/ws", open_timeout=30) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1, "role": "player", "token": token}))
            async with asyncio.timeout(30):
                while True:
                    message = json.loads(await ws.recv())
                    if message.get("type") in ("welcome", "error"):
                        return dict(message)

    return asyncio.run(resume())
