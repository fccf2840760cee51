#!/usr/bin/env python3
"""Write the quiz's sounds as small WAV files next to this script (QZ-09, QZ-12, QZ-13, QZ-24).

Synthesised from sine partials with the helpers of ``make_sounds.py`` (22 kHz mono), so the files
are original and can be rebuilt at any time:

    python gm_resources/sounds/make_quiz_sounds.py

- ``quiz_spin.wav``       the roulette: ticks that slow down as the top loses speed
- ``quiz_signal.wav``     ten seconds left: one clear signal tone
- ``quiz_gong.wav``       the minute is over: a deep gong
- ``quiz_black_box.wav``  the black box is brought in: a low, mysterious march in a minor key
- ``quiz_victory.wav``    the experts win: a bright fanfare in a major key
- ``quiz_defeat.wav``     the viewers win: a falling minor phrase
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_sounds import mix, silence, tone, write

BRIGHT = ((1, 1.0), (2, 0.35), (3, 0.15))
WARM = ((1, 1.0), (2, 0.5), (3, 0.25), (4, 0.1))
GONG = ((1.0, 1.0), (1.48, 0.55), (2.0, 0.35), (2.76, 0.25), (3.9, 0.12), (5.4, 0.06))


def spin() -> list[float]:
    """About 3.5 s of ticks, the gaps growing as the top slows, and a soft click as it stops."""
    tracks = []
    at, gap = 0.0, 0.045
    while at < 3.4:
        tracks.append((at, tone(2400.0, 0.03, partials=((1, 1.0), (1.6, 0.4)), attack=0.001, decay=120.0)))
        at += gap
        gap *= 1.07
    tracks.append((at + 0.1, tone(660.0, 0.4, partials=BRIGHT, decay=8.0)))
    return mix(*tracks)


def melody(notes: list[tuple[float, float, float]], partials: tuple[tuple[float, float], ...],
           decay: float) -> list[float]:
    """``(start, frequency, length)`` notes laid over each other."""
    return mix(*((start, tone(freq, length, partials=partials, decay=decay)) for start, freq, length in notes))


def main() -> None:
    write("quiz_spin.wav", spin(), volume=0.6)
    signal = tone(1318.5, 0.6, partials=((1, 1.0), (2, 0.2)), attack=0.005, decay=2.0)
    write("quiz_signal.wav", signal, volume=0.75)
    gong = tone(98.0, 3.2, partials=GONG, attack=0.004, decay=1.1)
    strike = tone(784.0, 0.12, partials=((1, 1.0), (1.7, 0.6)), attack=0.001, decay=30.0)
    write("quiz_gong.wav", mix((0.0, gong), (0.0, [s * 0.3 for s in strike])), volume=0.9)

    # a slow march in A minor, low strings imitated by warm partials, with a drum on each beat
    beat = 0.5
    line = [(0, 220.0), (1, 261.63), (2, 246.94), (3, 207.65), (4, 220.0), (5, 329.63), (6, 311.13), (7, 220.0)]
    notes = [(i * beat, f, beat * 1.4) for i, f in line]
    bass = [(i * beat * 2, 110.0 if i % 2 == 0 else 82.41, beat * 2.2) for i in range(4)]
    drum = [(i * beat, tone(60.0, 0.25, partials=((1, 1.0), (1.5, 0.3)), attack=0.002, decay=18.0)) for i in range(8)]
    box = mix((0.0, melody(notes, WARM, 2.5)), (0.0, [s * 0.6 for s in melody(bass, WARM, 1.2)]), *drum)
    write("quiz_black_box.wav", box + silence(0.3), volume=0.7)

    fanfare = [(0.0, 392.0, 0.25), (0.18, 523.25, 0.25), (0.36, 659.25, 0.25), (0.54, 783.99, 0.5),
               (0.9, 659.25, 0.2), (1.05, 783.99, 1.6)]
    chord = [(1.05, 523.25, 1.6), (1.05, 659.25, 1.6), (1.05, 1046.5, 1.6)]
    write("quiz_victory.wav", mix((0.0, melody(fanfare, BRIGHT, 2.0)),
                                  (0.0, [s * 0.5 for s in melody(chord, BRIGHT, 1.6)])), volume=0.8)

    fall = [(0.0, 440.0, 0.5), (0.45, 415.3, 0.5), (0.9, 392.0, 0.5), (1.35, 369.99, 1.8)]
    low = [(1.35, 146.83, 1.8), (1.35, 220.0, 1.8)]
    write("quiz_defeat.wav", mix((0.0, melody(fall, WARM, 1.8)), (0.0, [s * 0.5 for s in melody(low, WARM, 1.5)])),
          volume=0.75)


if __name__ == "__main__":
    main()
