"""SUSPI's board words (PLT-11): the entries of ``rules/suspi/words.json`` shown on the board, in four languages, in the rule book's words
(Polish: «Rada», «Śledczy», «Towarzysz», «Demaskowanie», «święta ziemia») and the phones' screens.
No form needs a player's gender: a name follows a colon («Nie wrócili: Ola»)."""

from ..core.board import Catalog
from ..core.words import words

TEXTS = Catalog(words("suspi").on("board"))
