"""Which encoding a Cyrillic text file is in: UTF-8, KOI8-R or Windows-1251 (QZ-31).

UTF-8 is recognised by its own structure: bytes that decode as UTF-8 are practically never meant
as one of the 8-bit encodings. KOI8-R and Windows-1251 decode any byte string (almost), so the
two readings are compared as a naive Bayes classifier with equal priors would compare them: each
reading's log-likelihood under the letter frequencies of Russian prose (case folded), under how
words are cased (lowercase, Capitalised, CAPITALS, or mixed), with a small probability for the
typographic signs of the encoding's upper half («», —, №, …) and a very small one for anything
else (box drawing, control characters). Only the bytes from 0x80 up differ between the two
(plus the case of the words they make). KOI8-R puts the lowercase letters where Windows-1251 has
the uppercase ones and reorders the alphabet, so a wrong reading is words of swapped case in an
unlikely order of letters, and loses by a wide margin on any text of a few words (the tests check
every single line of the real files).
"""

from __future__ import annotations

import math
import re

UTF8 = "utf-8"
KOI8_R = "koi8-r"
KOI8_U = "koi8-u"
"""KOI8-R with the Ukrainian letters (і, ї, є, ґ) where KOI8-R draws boxes."""
CP1251 = "cp1251"
UTF16 = "utf-16"
EIGHT_BIT = (KOI8_R, KOI8_U, CP1251)
_UKRAINIAN_KOI8 = re.compile(rb"[\xc0-\xff][\xa4\xa6\xa7\xad][\xc0-\xff]|[\xb4\xb6\xb7\xbd][\xc0-\xff]{2}")
"""KOI8-U's є, і, ї, ґ between two lowercase letters, or Є, І, Ї, Ґ starting a word."""

# The letters of Russian prose, per 1000 letters (the National Corpus of the Russian Language);
# і, ї, є, ґ, ў: the Ukrainian and Belarusian letters Windows-1251 has and KOI8-R has not.
_LETTERS: dict[str, float] = {
    "о": 109.7, "е": 84.5, "а": 80.1, "и": 73.5, "н": 67.0, "т": 62.6, "с": 54.7, "р": 47.3, "в": 45.4,
    "л": 44.0, "к": 34.9, "м": 32.1, "д": 29.8, "п": 28.1, "у": 26.2, "я": 20.1, "ы": 19.0, "ь": 17.4,
    "г": 17.0, "з": 16.5, "б": 15.9, "ч": 14.4, "й": 12.1, "х": 9.7, "ж": 9.4, "ш": 7.3, "ю": 6.4,
    "ц": 4.8, "щ": 3.6, "э": 3.2, "ф": 2.6, "ъ": 0.4, "ё": 0.4,
    "і": 3.0, "ї": 1.0, "є": 1.0, "ґ": 0.3, "ў": 0.3,
}
_TOTAL = sum(_LETTERS.values())
_LOG_LETTER = {letter: math.log(count / _TOTAL) for letter, count in _LETTERS.items()}
_WORD_CASE = {"lower": 0.62, "capitalised": 0.33, "capitals": 0.035, "mixed": 0.015}
"""How the words of ChGK texts are written (measured on the test files: 62% lowercase, 34%
capitalised, 3% in capitals as the questions write replaced words, ЕГО, ИКС, and 1.4% mixed as
they mark the stress, ДЕннис). KOI8-R read as Windows-1251 (or the other way) swaps the case of
every letter: "Назовите" becomes mixed, "назовите" capitals."""
_LOG_CASE = {pattern: math.log(share) for pattern, share in _WORD_CASE.items()}
_SIGNS = frozenset("«»—–№…“”„‘’•·°§±×\u00a0")
_LOG_SIGN = math.log(0.01)
_LOG_OTHER = math.log(1e-6)


def _case(word: str) -> str:
    if word.islower():
        return "lower"
    if word[0].isupper() and (len(word) == 1 or word[1:].islower()):
        return "capitalised"
    return "capitals" if word.isupper() else "mixed"


def score(text: str) -> float:
    """The log-likelihood of ``text``'s non-ASCII characters as Russian (or Ukrainian) prose: the
    letters' frequencies (case folded), how each word is cased, the signs and the rest."""
    total = 0.0
    word: list[str] = []
    for ch in (*text, " "):
        low = ch.lower()
        if low in _LOG_LETTER:
            total += _LOG_LETTER[low]
            word.append(ch)
            continue
        if word:
            total += _LOG_CASE[_case("".join(word))]
            word = []
        if ch < "\x80":
            continue
        total += _LOG_SIGN if ch in _SIGNS else _LOG_OTHER
    return total


def cyrillic_share(text: str) -> float:
    """Of the non-ASCII characters, the share that are Cyrillic letters (1.0 with none at all)."""
    high = [ch for ch in text if ch >= "\x80"]
    if not high:
        return 1.0
    return sum(1 for ch in high if ch.lower() in _LOG_LETTER) / len(high)


def detect(raw: bytes) -> str:
    """The encoding of ``raw``: ``utf-16`` (with its byte-order mark), ``utf-8`` (a BOM or not), else
    whichever of KOI8-R, KOI8-U and Windows-1251 reads as the likelier Russian (or Ukrainian)
    text (KOI8-R wins a tie: the two differ only in the Ukrainian letters)."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return UTF16
    try:
        raw.decode(UTF8)
        return UTF8
    except UnicodeDecodeError:
        pass
    best, best_score = KOI8_R, -math.inf
    for encoding in EIGHT_BIT:
        if encoding == KOI8_U and not _UKRAINIAN_KOI8.search(raw):
            continue  # no Ukrainian letter inside a word: KOI8-R's box drawing stays
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError:  # Windows-1251 leaves 0x98 undefined
            continue
        value = score(text)
        if value > best_score:
            best, best_score = encoding, value
    return best


def decode(raw: bytes) -> tuple[str, str]:
    """``(text, encoding)``; a UTF-8 BOM is dropped. Bytes the encoding leaves undefined become
    U+FFFD (the caller decides whether what it got is text at all: :func:`cyrillic_share`)."""
    encoding = detect(raw)
    text = raw.decode(encoding, errors="replace")
    return text.removeprefix("\ufeff"), encoding
