"""A PulseAudio server of a test's own, on a socket in a folder of its own, for the recorder's tests
(MAF-23): the modules say what the room's microphone hears."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest


@contextlib.contextmanager
def pulse_server(run: Path, modules: Sequence[str], needs: Sequence[str] = ("pulseaudio",)) -> Iterator[dict[str, str]]:
    """Start ``pulseaudio`` with the native protocol on ``run/native`` and ``modules`` (``-L``
    arguments); yields the environment a client process reaches it with, and stops it after."""
    missing = [tool for tool in needs if shutil.which(tool) is None]
    if missing:
        pytest.fail(f"{', '.join(missing)} missing: ./setup.sh --test installs it")
    socket = run / "native"
    env = {"PULSE_SERVER": f"unix:{socket}", "PULSE_RUNTIME_PATH": str(run), "HOME": str(run),
           "XDG_RUNTIME_DIR": str(run)}
    loads = [f"module-native-protocol-unix socket={socket} auth-anonymous=1", *modules]
    server = subprocess.Popen(
        ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "--log-target=stderr",
         *(arg for module in loads for arg in ("-L", module))],
        env={**os.environ, **env}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 15
        while not socket.exists():
            assert server.poll() is None and time.monotonic() < deadline, "pulseaudio did not start"
            time.sleep(0.05)
        yield env
    finally:
        server.terminate()
        server.wait(10)
