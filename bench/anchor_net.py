"""``python -m net`` for the anchor benchmark (bench/anchor_pairs.py): every client of the
benchmark is one loopback address, so the per-address connection limit is lifted
(``--one-address``); everything else is the table as it runs."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's table, whatever is installed

from net.__main__ import main

if __name__ == "__main__":
    main([*sys.argv[1:], "--one-address"])
