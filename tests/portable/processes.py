"""Asking a table or a console the tests started to stop, as the system lets another program ask:
SIGTERM on Unix; Ctrl+Break on Windows (which has no SIGTERM to send: ``terminate()`` there is a
kill), for which the child is started in a process group of its own (:data:`OWN_GROUP`)."""

from __future__ import annotations

import signal
import subprocess
import sys
from typing import Any

OWN_GROUP = getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0) if sys.platform == "win32" else 0
"""``creationflags`` for a child the tests will ask to stop."""


def ask_to_stop(proc: subprocess.Popen[Any]) -> None:
    """SIGTERM, or Ctrl+Break on Windows (the child's SIGBREAK)."""
    if sys.platform == "win32":
        proc.send_signal(signal.CTRL_BREAK_EVENT)
    else:
        proc.send_signal(signal.SIGTERM)
