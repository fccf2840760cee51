"""The quiz's board words (PLT-11): the entries of ``rules/quiz/words.json`` shown on the board, in four languages, in the words of the Elite Club's rule book
(Russian): «Знатоки» and «телезрители», the «рулетка» with its «Зеро», the «Чёрный
ящик», «Время пошло», «Кто отвечает?», «Отвечать будет …», the палочки-выручалочки «Минута в
кредит», «Помощь Клуба», «Помощь Ведущего», the penalties «Урезанное время», «Удаление на раунд»,
«Лишение шапки», the «Финальный раунд». No line needs an expert's gender or case: a name stands
after a colon or as the subject of a fixed phrase."""

from ..core.board import Catalog
from ..core.words import words

TEXTS = Catalog(words("quiz").on("board"))
