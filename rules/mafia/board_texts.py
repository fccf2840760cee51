"""Club mafia's board words (PLT-11): the entries of ``rules/mafia/words.json`` shown on the board, in four languages: the rule book's words
(Russian: партия, балаган, круг, оправдательные речи, автокатастрофа «выгнать обоих?», вскрытие) and those of
the phones' and the projector's screens. No form needs a player's gender: a place is named as
``7 · Ola`` beside a phrase, never inside one."""

from ..core.board import Catalog
from ..core.words import words

TEXTS = Catalog(words("mafia").on("board"))
