"""Real disks that fill up or refuse writes, for the storage tests (no mocks: the kernel says no).

``small_disk`` mounts a tmpfs of a few hundred KiB (root only: the tests skip, saying why, where
mounting is not permitted); ``fill`` writes a file until the disk is full; ``immutable`` marks
files with ``chattr +i``, which even root cannot write through (ext4 and the like; skipped on a
file system without it).
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


@contextmanager
def small_disk(where: Path, size_kb: int = 512, *, read_only: bool = False) -> Iterator[Path]:
    """A tmpfs of ``size_kb`` KiB mounted at ``where`` (read-only if asked), unmounted after."""
    where.mkdir(parents=True, exist_ok=True)
    options = f"size={size_kb}k" + (",ro" if read_only else "")
    try:
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)],
                                 capture_output=True, text=True, check=False)
    except OSError as no_mount:  # Windows: no mount command (the product's code is the same there)
        pytest.skip(f"cannot mount a small tmpfs here (Linux, as root): {no_mount}")
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here (needs root): {mounted.stderr.strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], capture_output=True, check=False)


def fill(disk: Path) -> Path:
    """Write a file on ``disk`` until no byte is left; delete it to give the space back."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    try:
        for size in (65536, 4096, 512, 1):
            try:
                while True:
                    os.write(fd, b"\0" * size)
            except OSError:
                continue
    finally:
        os.close(fd)
    return filler


@contextmanager
def immutable(*files: Path) -> Iterator[None]:
    """``chattr +i`` on ``files`` (never on a WAL's ``-shm``: SQLite maps it, and a write to a
    mapped page it may not write is a SIGBUS, not an error)."""
    done: list[Path] = []
    try:
        for f in files:
            assert not f.name.endswith("-shm")
            try:
                marked = subprocess.run(["chattr", "+i", str(f)], capture_output=True, text=True, check=False)
            except OSError as no_chattr:  # macOS, Windows: no chattr
                pytest.skip(f"cannot make {f} immutable here: {no_chattr}")
            if marked.returncode != 0:
                pytest.skip(f"cannot make {f} immutable here: {marked.stderr.strip() or 'no chattr'}")
            done.append(f)
        yield
    finally:
        for f in done:
            subprocess.run(["chattr", "-i", str(f)], capture_output=True, check=False)
