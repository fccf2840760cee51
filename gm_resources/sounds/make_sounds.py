#!/usr/bin/env python3
"""Write the console's sound cues as small WAV files next to this script (PLT-14).

Pure standard library (``wave`` and ``math``): every sound is synthesised from sine partials with
simple envelopes, so the files are original and can be rebuilt at any time:

    python gm_resources/sounds/make_sounds.py

- ``warning.wav``  one minute left: two short bright beeps
- ``time_up.wav``  time is up: a low gong with inharmonic partials and a long decay
- ``results.wav``  a round ended: a rising four-note fanfare
- ``chime.wav``    a phase changed (cards dealt, round started): a soft two-note bell
"""

from __future__ import annotations

import math
import struct
import wave
from collections.abc import Iterable
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def tone(freq: float, seconds: float, *, partials: Iterable[tuple[float, float]] = ((1.0, 1.0),),
         attack: float = 0.01, decay: float = 4.0) -> list[float]:
    """A note: sine partials (frequency ratio, level), a linear attack and an exponential decay."""
    parts = list(partials)
    count = int(RATE * seconds)
    out = []
    for i in range(count):
        t = i / RATE
        env = min(1.0, t / attack) if attack > 0 else 1.0
        env *= math.exp(-decay * t)
        tail = min(1.0, (count - i) / (RATE * 0.01))  # 10 ms fade-out: no click at the end
        value = sum(level * math.sin(2 * math.pi * freq * ratio * t) for ratio, level in parts)
        out.append(env * tail * value)
    return out


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(*tracks: tuple[float, list[float]]) -> list[float]:
    """Lay ``(start_seconds, samples)`` tracks over each other."""
    length = max(int(start * RATE) + len(samples) for start, samples in tracks)
    out = [0.0] * length
    for start, samples in tracks:
        offset = int(start * RATE)
        for i, value in enumerate(samples):
            out[offset + i] += value
    return out


def write(name: str, samples: list[float], volume: float = 0.8) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", int(s / peak * volume * 32767)) for s in samples)
    with wave.open(str(HERE / name), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    beep = tone(1568.0, 0.16, partials=((1, 1.0), (2, 0.25)), attack=0.005, decay=6.0)
    write("warning.wav", beep + silence(0.09) + beep, volume=0.7)

    gong_partials = ((1.0, 1.0), (1.48, 0.55), (2.0, 0.35), (2.76, 0.25), (3.9, 0.12), (5.4, 0.06))
    gong = tone(110.0, 2.6, partials=gong_partials, attack=0.004, decay=1.4)
    strike = tone(880.0, 0.12, partials=((1, 1.0), (1.7, 0.6)), attack=0.001, decay=30.0)
    write("time_up.wav", mix((0.0, gong), (0.0, [s * 0.3 for s in strike])), volume=0.9)

    bright = ((1, 1.0), (2, 0.35), (3, 0.15))
    notes = [(0.00, 523.25), (0.14, 659.25), (0.28, 783.99)]
    fanfare = [(start, tone(freq, 0.3, partials=bright, decay=5.0)) for start, freq in notes]
    final = tone(1046.5, 1.1, partials=bright, decay=2.2)
    chord = tone(783.99, 1.1, partials=bright, decay=2.4)
    write("results.wav", mix(*fanfare, (0.42, final), (0.42, [s * 0.5 for s in chord])), volume=0.8)

    bell = ((1, 1.0), (2.0, 0.4), (3.01, 0.2), (4.2, 0.08))
    write("chime.wav", mix((0.0, tone(987.77, 0.9, partials=bell, decay=4.0)),
                           (0.18, tone(1318.5, 1.0, partials=bell, decay=3.5))), volume=0.6)


if __name__ == "__main__":
    main()
