"""The spy game's board words (PLT-11): the entries of ``rules/spy/words.json`` shown on the board, in four languages: the words of the rule book
(Ukrainian: «Роздати картки», «Починаємо раунд») and of the phones' screens."""

from ..core.board import Catalog
from ..core.words import words

TEXTS = Catalog(words("spy").on("board"))
