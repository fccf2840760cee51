#!/usr/bin/env python3
"""Write club mafia's sound cues next to this script, synthesised like ``make_sounds.py``:

    python gm_resources/sounds/make_mafia_sounds.py

- ``mafia_night.wav``    night falls ("the city falls asleep"): a slow descending minor third, soft
- ``mafia_morning.wav``  morning: a rising open fifth, bright
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_sounds import mix, tone, write


def main() -> None:
    soft = ((1, 1.0), (2, 0.18), (3, 0.05))
    night = mix((0.0, tone(440.0, 1.0, partials=soft, attack=0.08, decay=2.2)),
                (0.45, tone(369.99, 1.1, partials=soft, attack=0.08, decay=2.0)),
                (0.9, tone(293.66, 1.8, partials=soft, attack=0.1, decay=1.5)))
    write("mafia_night.wav", night, volume=0.6)
    bright = ((1, 1.0), (2, 0.35), (3, 0.12))
    morning = mix((0.0, tone(523.25, 0.7, partials=bright, decay=3.0)),
                  (0.18, tone(783.99, 1.2, partials=bright, decay=2.2)))
    write("mafia_morning.wav", morning, volume=0.7)


if __name__ == "__main__":
    main()
