#!/usr/bin/env python3
"""Write SUSPI's sound cues as small WAV files next to this script (original, synthesised).

Built with the helpers of ``make_sounds.py`` (sine partials, envelopes, standard library only):

    python gm_resources/sounds/make_suspi_sounds.py

- ``suspi_nightfall.wav``  night falls: a low descending minor arpeggio over a soft drone, an owl's two hoots
- ``suspi_dawn.wav``       dawn: a rising major arpeggio of bright bells
- ``suspi_council.wav``    the council opens: three wooden gavel knocks
- ``suspi_results.wav``    the results: a minor chord that resolves to major
"""

from __future__ import annotations

import math

from make_sounds import RATE, mix, silence, tone, write


def tremolo(samples: list[float], rate: float = 5.0, depth: float = 0.25) -> list[float]:
    return [s * (1 - depth + depth * math.sin(2 * math.pi * rate * i / RATE)) for i, s in enumerate(samples)]


def glide(start: float, end: float, seconds: float, *, decay: float = 3.0) -> list[float]:
    """A soft note sliding from ``start`` to ``end`` Hz (an owl's hoot), with a slow attack."""
    count = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(count):
        t = i / RATE
        freq = start + (end - start) * min(1.0, t / seconds)
        phase += 2 * math.pi * freq / RATE
        env = min(1.0, t / 0.06) * math.exp(-decay * t) * min(1.0, (count - i) / (RATE * 0.03))
        out.append(env * (math.sin(phase) + 0.15 * math.sin(2 * phase)))
    return out


def knock(freq: float) -> list[float]:
    """A wooden knock: inharmonic partials that die within a tenth of a second."""
    return tone(freq, 0.22, partials=((1.0, 1.0), (2.3, 0.6), (3.7, 0.35), (5.1, 0.2)), attack=0.001, decay=38.0)


def main() -> None:
    soft = ((1, 1.0), (2, 0.2), (3, 0.05))
    arpeggio = [(0.00, 392.0), (0.28, 311.13), (0.56, 261.63), (0.84, 196.0)]  # G Eb C G, falling
    notes = [(start, tone(freq, 1.4, partials=soft, attack=0.03, decay=2.2)) for start, freq in arpeggio]
    drone = tremolo(tone(98.0, 2.8, partials=soft, attack=0.4, decay=0.7), rate=3.0)
    hoots = [(1.5, glide(420.0, 380.0, 0.35)), (1.95, glide(400.0, 330.0, 0.55))]
    write("suspi_nightfall.wav", mix((0.0, drone), *notes, *[(s, [x * 0.6 for x in h]) for s, h in hoots]),
          volume=0.75)

    bell = ((1, 1.0), (2.0, 0.5), (3.0, 0.25), (4.2, 0.1))
    rising = [(0.00, 523.25), (0.16, 659.25), (0.32, 783.99), (0.48, 1046.5)]  # C E G C
    chimes = [(start, tone(freq, 1.3, partials=bell, attack=0.005, decay=3.0)) for start, freq in rising]
    shimmer = tone(1318.5, 1.6, partials=bell, attack=0.01, decay=2.4)
    write("suspi_dawn.wav", mix(*chimes, (0.64, [s * 0.6 for s in shimmer])), volume=0.7)

    gavel = knock(180.0)
    write("suspi_council.wav", gavel + silence(0.16) + gavel + silence(0.16) + knock(150.0) + silence(0.3),
          volume=0.9)

    warm = ((1, 1.0), (2, 0.3), (3, 0.12))
    minor = [tone(f, 0.9, partials=warm, attack=0.02, decay=2.0) for f in (220.0, 261.63, 329.63)]  # A C E
    major = [tone(f, 1.8, partials=warm, attack=0.02, decay=1.6) for f in (220.0, 277.18, 329.63, 440.0)]  # A C# E A
    write("suspi_results.wav", mix(*[(0.0, n) for n in minor], *[(0.7, n) for n in major]), volume=0.8)


if __name__ == "__main__":
    main()
