"""The ChGK database's text files, read as they come (QZ-31): real files from public repositories,
kept in tests/rules/quiz/chgk/ (their sources in its README).

- ``ruch17st_tour1.txt``: every question's fields checked by hand against the file below;
- ``ruch17st_tour1.koi8r.txt``: the same bytes re-encoded to KOI8-R;
- ``rusch16_tour1.cp1251-crlf.txt``: another editor's tour, re-encoded to Windows-1251 with CRLF;
- ``ingush16_tours1-3.txt``: three tours numbered from 1, handouts of every form, a table drawn
  with "|", pictures, an inline "Незачет:", "Тур де Франс." at a line's start, HTML entities.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rules.quiz import _encoding
from rules.quiz.chgk import ChgkFile, read_chgk
from rules.quiz.pack import Pack, PackError, Unplayable, parse_pack, playable, reflow

FILES = Path(__file__).resolve().parent / "chgk"
INGUSH = FILES / "ingush16_tours1-3.txt"
RUCH = FILES / "ruch17st_tour1.txt"
RUCH_KOI8 = FILES / "ruch17st_tour1.koi8r.txt"
RUSCH = FILES / "rusch16_tour1.cp1251-crlf.txt"
DOZEN = FILES / "1vs1200_tours34-35.txt"


def read(path: Path) -> ChgkFile:
    return read_chgk(path.read_bytes())


def lines(*parts: str) -> str:
    return "\n".join(parts)


KARBOVNIK = "Иван Карбовник (Львов)"

RUCH_TOUR_1 = [
    {
        "question": lines(
            "ДЕннис МУррен вспоминает, как на полу выложили макет размером шестьдесят",
            "на сто восемьдесят сантиметров, а потом медленно двигали камеру вдоль",
            "длинной стороны. Назовите как можно точнее то, что стало результатом",
            "этой работы."),
        "answer": 'Открывающие титры "Звездных войн".',
        "accepted": ('Вступительные титры "Звездных войн", ползущие титры "Звездных войн", титры со словами '
                     '"Давным-давно в одной далекой галактике", титры "Звездных войн", титры "Новой надежды" и т.п.',),
        "comment": lines(
            'Так снимали знаменитый "ползущий" текст, начинающийся словами',
            '"Давным-давно, в одной далекой галактике...".'),
        "source": lines(
            "   1. http://www.sfgate.com/movies/article/Effects-innovator-Dennis-Muren-keeps-his-head-out-6681909.php",
            "   2. http://en.wikipedia.org/wiki/Star_Wars_opening_crawl",
            "   3. http://ujanus.livejournal.com/611469.html"),
        "author": KARBOVNIK,
    },
    {
        "question": lines(
            "Эксцентричный Джим Моран однажды привел в магазин фарфора быка. В другой",
            "раз он привез в город несколько тонн высушенной травы и почти четыре",
            "дня... Что делал?"),
        "answer": "Искал иголку.",
        "comment": lines(
            "Так Моран проверял различные поговорки - например, про быка в посудной",
            'лавке ("bull in a china shop") и про трудности поиска иголки в стоге',
            "сена. Кстати, бык разбил всего пару тарелок, а иголка в конце концов",
            "нашлась."),
        "source": lines(
            "   1. http://www.nytimes.com/1999/10/24/nyregion/james-s-moran-dies-at-91-master-of-the-publicity-stunt.html",
            "   2. https://www.theguardian.com/notesandqueries/query/0,,-2848,00.html"),
        "author": KARBOVNIK,
    },
    {
        "question": lines(
            "В одном мультфильме рыбка обвиняет другого персонажа в неотзывчивости,",
            "несмотря на его ПРОПУСК. Из пропущенных слов, но в другой форме, можно",
            "составить название романа, вышедшего в 1920 году. Назовите этот роман."),
        "answer": '"Сердца трех".',
        "comment": lines(
            'Рыбка из мультфильма "В поисках Дори" говорит осьминогу, что, имея три',
            'сердца, тот мог бы быть подобрее к другим. "Сердца трех" - роман Джека',
            "Лондона."),
        "source": lines(
            "   1. http://www.imdb.com/title/tt2277860/quotes/qt2959318",
            "   2. http://en.wikipedia.org/wiki/Hearts_of_Three"),
        "author": KARBOVNIK,
    },
    {
        "question": lines(
            "В 1914 году англичанина Энтони Ламберта приговорили к каторжным работам",
            "за содержание двадцати четырех ИХ без соответствующего разрешения. А ИХ",
            "всех на всякий случай убили. Назовите их."),
        "answer": "Голуби.",
        "accepted": ("Почтовые голуби.",),
        "comment": lines(
            "Во время Первой мировой войны Ламберт был приговорен по подозрению в",
            "шпионаже, так как неучтенные голуби вполне могли применяться немецкой",
            "разведкой."),
        "source": "https://esquire.ru/max-hastings",
        "author": "Валерий Семёнов (Могилев - Минск)",
    },
    {
        "question": lines(
            "После войны в десятке миль от Хайденхайма началось возрождение фабрики",
            "Цейса. В Хайденхайме собрали специалистов и рабочих, а на фабрике первым",
            "делом установили ИХ. ОНА, стоящая более миллиона долларов, удерживается",
            "на магнитной подушке. Назовите ЕЕ."),
        "answer": "Кровать.",
        "accepted": ("Постель.",),
        "comment": lines(
            "Рабочим не на чем было добираться из Хайденхайма на завод, поэтому",
            "приходилось ночевать на месте. У футуристической кровати Magnetic Hover",
            'Bed ножек нет, она словно "висит" в воздухе. Слово "подушка" - небольшая',
            "подсказка."),
        "source": lines(
            "   1. http://www.evtifeev.com/wp-content/uploads/2012/05/history_opton.pdf",
            "   2. http://www.dornob.com/for-real-1-6-million-dollar-magnetic-hover-bed-floats-on-air/"),
        "author": KARBOVNIK,
    },
    {
        "handout": "(pic: 20170369.jpg)",
        "question": lines(
            "   Это необычное пианино запатентовал Чарльз Хесс из Огайо. Тем не",
            "менее, сайт neatorama.com [ниторАма дот ком] называет инструмент ТАКИМ.",
            "Каким?"),
        "answer": "Швейцарским.",
        "comment": lines(
            "Тут и кровать, и платяной шкаф, и еще много чего, как инструментов в",
            "швейцарском ноже."),
        "source": "http://www.neatorama.com/2017/02/03/Swiss-Army-Pianos-and-Other-Incredible-Lost-Designs/",
        "author": KARBOVNIK,
    },
    {
        "question": lines(
            "Иан и Уилл Фергюсоны грустно иронизируют, что у канадцев обильные",
            "порции, необъятные ягодицы и обширные... Что?"),
        "answer": "Инфаркты.",
        "comment": "Обширный инфаркт нередко бывает следствием неправильного питания.",
        "source": "http://magazines.russ.ru/inostran/2006/11/do21.html",
        "author": KARBOVNIK,
    },
    {
        "question": lines(
            "С определенного момента ИКС начал держать в кабинете блокнот для",
            'посетителей. В одном из продолжений "ИКСА" сыграл ИКС, и это, видимо, не',
            "совпадение. Назовите ИКСА."),
        "answer": "Бетховен.",
        "comment": lines(
            "Когда глухота стала серьезной проблемой, композитор завел блокнот, в",
            "котором его собеседники писали свои вопросы и реплики. В одном из",
            "фильмов-продолжений сенбернара Бетховена сыграла собака по имени",
            "Бетховен, очевидно, названная в честь Бетховена из первого фильма."),
        "source": lines(
            "   1. Л.И. Дворецкий. Музыка и медицина. Размышления врача о музыке и",
            "музыкантах.",
            "   2. http://www.imdb.com/character/ch0271384/"),
        "author": "Иван Карбовник (Львов), Евгений Миротин (Минск)",
    },
    {
        "question": lines(
            'В комиксе "Сказки" город, где живут лилипуты, называется Лилитаун. Один',
            "из персонажей говорит, что предлагал и другое название, но его отвергли.",
            "Какое именно?"),
        "answer": "Смолвиль.",
        "accepted": ("Smallville.",),
        "comment": lines(
            'Тоже переводится как "маленький город". Смолвиль - название города, где',
            'вырос Супермен, такой вот фан-сервис. Кстати, комикс "Сказки" выпускает',
            'издательство "Vertigo", дочернее издательство DC.'),
        "source": lines(
            "   1. Сказки (Fables).",
            "   2. http://en.wikipedia.org/wiki/Smallville_(comics)"),
        "author": "Евгений Миротин (Минск)",
    },
    {
        "question": lines(
            "Один журналист рассказывает циничную байку о молодом человеке, которому",
            "платили за то, что он проводил время на дорогой яхте. Парень загорал,",
            "занимался фитнесом и якобы должен был стать ИКСОМ для владельца яхты.",
            "Искавший ИКСА Рэнди Шепард взял себе ник в честь персонажа Фрэнка Баума.",
            "Назовите ИКСА двумя словами."),
        "answer": "Донор сердца.",
        "comment": lines(
            'Шепард известен в соцсетях как "tin man" - аллюзия на Железного',
            'Дровосека из "Волшебника страны Оз". В поисках донорского сердца 15',
            "месяцев Шепард жил с искусственным сердцем."),
        "source": lines(
            "   1. Jeremy Clarkson. What could possibly go wrong.",
            "https://books.google.ru/books?id=LYtvBAAAQBAJ&pg=PT81#v=onepage&q&f=false",
            "   2. http://www.syncardia.com/2014-press-releases/tin-man-gets-a-human-heart-after-15-months-on-the-"
            "syncardia-total-artificial-heart.html"),
        "author": KARBOVNIK,
    },
    {
        "question": lines(
            "Герой американской сказки перевернул горы, чтоб выровнять землю, а также",
            "скрестил гусей с акулами, в результате чего появились летучие рыбы. Еще",
            "этот герой никогда не передвигал предмет, полученный по наследству. Так",
            "что в конце концов ОНА протерла в стене дыру, судя по всему, в форме",
            "сектора. Назовите ЕЕ двумя или тремя словами."),
        "answer": "Тень маятника.",
        "accepted": ("Тень от маятника.",),
        "comment": lines(
            'В этой сказке происходит много фантастических вещей. "За все годы, что',
            "Фиболд прожил в Небраске, он ни разу не передвигал с места эти часы. Как",
            "он их поставил, так они и стояли, а маятник так и качался - тики-таки,",
            "тики-так. И тень от маятника, само собой, качалась вслед за ним -",
            "тики-таки, тики-так. И в конце концов тень от маятника протерла в стене",
            'дыру".'),
        "source": "http://hobbitaniya.ru/american/american69.php",
        "author": "Сергей Коротков (Киев)",
    },
    {
        "question": lines(
            "Во время волнений 1799 года владельцы фабрик в одном английском городе,",
            "отказывавшиеся повышать рабочим минимальную зарплату, стали получать",
            "письма с угрозами. В качестве обратного адреса значился ОН. ЕГО роль в",
            "фильме 1938 года сыграл Бидвелл Парк. Назовите ЕГО."),
        "answer": "Шервудский лес.",
        "accepted": ("Шервуд.",),
        "comment": lines(
            "Бидвелл Парк - это не имя и фамилия актера, а название природной зоны.",
            "Письма содержали намек на благородного разбойника, отбиравшего у богатых",
            "и раздававшего бедным. Дело было в Ноттингеме."),
        "source": lines(
            "   1. http://www.agitclub.ru/museum/revolution1/eng/poulsen13.htm",
            "   2. http://www.movie-locations.com/movies/a/adv_robin.html#bidwell"),
        "author": KARBOVNIK,
    },
    {
        "question": lines(
            "Когда однажды журналисты поинтересовались у премьер-министра Сильвио",
            "Берлускони, нет ли у него комплексов из-за низкого роста, Берлускони",
            "почти повторил поступок лидера другой страны. Кого именно?"),
        "answer": "[Никиты Сергеевича] Хрущёва.",
        "comment": lines(
            'Со словами "Вы всерьез считаете, что меня беспокоит мой рост и я даже',
            'ношу подкладки под пятками? Так вот смотрите!" Берлускони снял туфлю. В',
            "1960 году на заседании генассамблеи ООН глава правительства СССР Никита",
            "Хрущёв тоже снял туфлю и даже стучал ею по столу."),
        "source": lines(
            "   1. М.М. Ильинский. Сильвио Берлускони - премьер Италии.",
            "http://flibusta.is/b/424873/read",
            "   2. http://en.wikipedia.org/wiki/Shoe-banging_incident"),
        "author": KARBOVNIK,
    },
    {
        "question": lines(
            "На картине, написанной Камилем ПиссаррО в лондонский период, ИКС",
            "сливается с небом, а контрастом служат тяжелые кирпичные дома. Назовите",
            "ИКС двумя словами."),
        "answer": "Хрустальный дворец.",
        "accepted": ("Crystal Palace.",),
        "comment": lines(
            "Художник не отвел всё полотно под самое большое на то время здание мира,",
            "а нарисовал дворец через дорогу от обычных домов, подчеркнув тем самым",
            "его величие."),
        "source": "http://impressionism.su/pissarro/The_Crystal_Palace.html",
        "author": KARBOVNIK,
    },
    {
        "question": lines(
            'Перевод "Истории Пелопоннесской войны" Фукидида был очень точным, но',
            "имел недостаток по сравнению с оригиналом. Как пишут Виктор Сонькин и",
            "Александра Борисенко, редакторская работа Гаспарова состояла в том,",
            "чтобы вернуть переводу... Ответьте словом, происходящим от топонима:",
            "что?"),
        "answer": "Лаконизм.",
        "accepted": ("Лаконичность.",),
        "comment": "Перевод был гораздо многословнее. Лакония - часть Пелопоннеса.",
        "source": "http://magazines.russ.ru/inostran/2010/12/so18.html",
        "author": KARBOVNIK,
    },
]


def test_a_real_tour_field_by_field() -> None:  # QZ-31
    """QZ-31: every question of a real tour (the 2017 students' championship) against the file,
    field by field: the text as written, the answer, "Зачет" (one alternative over three wrapped
    lines), the comment, the numbered sources, the author, the picture handed out."""
    parsed = read(RUCH)
    assert parsed.encoding == "utf-8"
    assert parsed.tournament == "XVII Чемпионат России среди студенческих команд по ЧГК (Нижний Новгород)"
    assert parsed.date == "22-Apr-2017"
    assert parsed.skipped == ()
    [tour] = parsed.tours
    assert (tour.number, tour.title, tour.editor) == (1, "1 тур", "Иван Карбовник (Львов) и Евгений Миротин (Минск)")
    assert tour.info.startswith("Вопросы тестировали: Виталий Бреев (Кембридж), Михаил Малкин, Иделия\nАйзятулова")
    assert tour.black_box == ()
    assert len(tour.envelopes) == len(RUCH_TOUR_1) == 15
    for number, (q, expected) in enumerate(zip(tour.envelopes, RUCH_TOUR_1, strict=True), start=1):
        assert (q.id, q.number) == (f"t1_q{number}", str(number))
        got = {key: getattr(q, key) for key in ("question", "answer", "accepted", "rejected", "comment", "source",
                                                "author", "handout")}
        want = {"accepted": (), "rejected": (), "handout": "", **expected}
        assert got == want, number


def test_koi8r_and_cp1251_with_crlf_read_like_utf8() -> None:  # QZ-31
    """QZ-31: the same file in KOI8-R reads exactly as in UTF-8; a Windows-1251 file with CRLF reads
    with its line numbers as an editor shows them."""
    utf8, koi8 = read(RUCH), read(RUCH_KOI8)
    assert koi8.encoding == "koi8-r" and koi8.tours == utf8.tours and koi8.tournament == utf8.tournament
    cp1251 = read(RUSCH)
    assert cp1251.encoding == "cp1251" and b"\r\n" in RUSCH.read_bytes()
    assert cp1251.tournament == "16-й чемпионат России по ЧГК (Воронеж)"
    [tour] = cp1251.tours
    assert tour.editor == "Александр Кудрявцев (Николаев) &"  # "&amp;" of the database's export
    q1, q2 = tour.envelopes[:2]
    assert q1.answer == 'Широта "Русской души".'
    assert q1.source.split("\n")[1].startswith("   2. https://www.google.com.ua/maps/place/58°31'14.7\"N")
    assert q2.question.split("\n")[1] == 'брат, отчего вы не кушаете?". В ответ звучат слова: "И как же, чёрт'
    assert tour.envelopes[5].accepted == ("Модератор / sysop / сисоп / системный оператор Википедии.",)
    assert tour.envelopes[9].handout == "   veriloquium"  # <раздатка> … </раздатка>
    # QZ-31: the host's note is the Croupier's alone, out of the text read to the experts
    assert tour.envelopes[3].question.startswith("   Рефат Шакир-Алиев")
    assert tour.envelopes[3].note == '[Ведущему: четко прочитать окончание в слове "котором".]'
    broken = RUSCH.read_bytes().replace("Ответ:\r\nВьюнок.".encode("cp1251"), b"")
    [skipped] = read_chgk(broken).skipped
    text = RUSCH.read_bytes().decode("cp1251").split("\r\n")
    assert (skipped.tour, skipped.number, skipped.reason) == (1, "5", "no_answer")
    assert text[skipped.line - 1] == "Вопрос 5:"


def test_every_line_of_the_real_files_tells_its_encoding() -> None:  # QZ-31
    """QZ-31: KOI8-R and Windows-1251 are told apart by how Russian each reading is (letter
    frequencies and case): right for the whole files and for every single line of them with a
    lowercase Cyrillic letter (a line of capitals alone, "ЕГО.", is left out: it reads well both ways)."""
    texts = [_encoding.decode(p.read_bytes())[0] for p in (INGUSH, RUCH, RUSCH)]
    checked = 0
    for text in texts:
        for encoding in RUSSIAN_8BIT:
            assert _encoding.detect(text.encode(encoding)) == encoding
        for line in text.splitlines():
            if len(re.findall("[а-яё]", line)) < 1:
                continue
            for encoding in RUSSIAN_8BIT:
                assert _encoding.detect(line.encode(encoding)) == encoding, (line, encoding)
                checked += 1
    assert checked > 2000
    ukrainian = "Чому кришки каналізаційних люків майже завжди роблять круглими? Її не можна впустити."
    assert _encoding.detect(ukrainian.encode("cp1251")) == "cp1251"  # і, ї, є: Windows-1251 has them
    assert _encoding.detect(ukrainian.encode("koi8-u")) == "koi8-u"  # and KOI8-U (not «╖╖» of KOI8-R)


RUSSIAN_8BIT = (_encoding.KOI8_R, _encoding.CP1251)
"""A Russian text is the same bytes in KOI8-R and KOI8-U: it reads as KOI8-R."""


def test_tours_number_their_questions_from_one() -> None:  # QZ-31
    """QZ-31: three tours of a real file, each numbered from 1: the ids carry the tour, each tour
    keeps its title, editor and thanks, and the pack keeps the tours and the tournament's name."""
    parsed = read(INGUSH)
    assert parsed.tournament == 'Фестиваль "Горы от ума - 2016" (Джейрах, Ингушетия)'
    assert [(t.number, t.title, t.questions) for t in parsed.tours] == [(1, "1 тур", 15), (2, "2 тур", 15),
                                                                        (3, "3 тур", 15)]
    assert [t.editor for t in parsed.tours] == ["Серафим Шибанов (Москва)", "Максим Мерзляков (Воронеж)",
                                                "Наиль Фарукшин (Навои - Москва)"]
    assert parsed.tours[1].info.endswith('(Ростов-на-Дону) и "Лимпопо" (Санкт-Петербург).')
    assert [q.id for q in parsed.tours[2].envelopes][:3] == ["t3_q1", "t3_q2", "t3_q3"]
    assert parsed.skipped == ()
    pack = parsed.pack("ingush16")
    assert pack.title == pack.tournament == parsed.tournament
    assert [t.title for t in pack.tours] == ["1 тур", "2 тур", "3 тур"]
    assert len(pack.envelopes) == 45 and len({q.id for q in pack.envelopes}) == 45
    assert pack.question("t2_q1").answer == "Эдем." and pack.question("t2_q1").tour == 2
    assert pack.question("t1_q1").author == "Серафим Шибанов (Москва)"  # not "Тур: 2 тур" after it
    assert pack.question("t1_q15").author == "Серафим Шибанов (Москва)"
    assert parse_pack(json.loads(json.dumps(pack.to_json()))) == pack  # the import saves as JSON


def test_the_croupier_picks_tours() -> None:  # QZ-31
    """QZ-31: the whole file or the tours picked; the pack's tours are renumbered, the ids stay."""
    parsed = read(INGUSH)
    two = parsed.pack("ingush16", tours={2})
    assert [t.title for t in two.tours] == ["2 тур"]
    assert [q.id for q in two.envelopes][:2] == ["t2_q1", "t2_q2"] and {q.tour for q in two.envelopes} == {1}
    one_three = parsed.pack("ingush16", tours=[3, 1], title="  Горы  от ума ")
    assert one_three.title == "Горы от ума"
    assert [t.title for t in one_three.tours] == ["1 тур", "3 тур"] and len(one_three.envelopes) == 30
    assert one_three.question("t3_q6").tour == 2
    with pytest.raises(ValueError, match="no question to import in the tours picked"):
        parsed.pack("ingush16", tours={4})


def test_poems_lists_and_handouts_keep_their_lines() -> None:  # QZ-31
    """QZ-31: a field keeps its line breaks and leading spaces; the handouts of every form are
    taken out of the text read aloud and kept as written (a "|" table, a picture)."""
    pack = read(INGUSH).pack("ingush16")
    doublet = pack.question("t1_q4")
    assert doublet.handout == "(pic: 20160702.jpg)"
    assert doublet.question.split("\n")[:3] == [
        "   Дуплет с раздаточным материалом, который относится к обеим частям", "вопроса.",
        "   1. Первая половина дуплета. На розданной вам картинке можно увидеть"]
    assert doublet.answer == "   1. Пол овина.\n   2. Пол риги."
    assert doublet.accepted == ("2. Пол-Риги.",)
    hidden = pack.question("t1_q6")
    assert hidden.question == "   Вопрос перед вами. Время!"
    assert hidden.handout == '   ОН создал "Отелло" и "Макбета". А, и да, ОН умер в Милане. Назовите\nЕГО.'
    table = pack.question("t1_q12")
    assert table.handout.split("\n") == [
        "|   1.               2.",
        "|   Фрам - ?         Фрам - ?",
        "|   Фрам - ?         Валюр - ?",
        "|   Фрам - ?         КР Рейкьявик - ?",
        "|   Фрам - ?         Валюр - ?",
        "|   Фрам - ?         Валюр - ?",
        "|                    Валюр - ?",
        "|                    Валюр - ?"]
    assert table.question.startswith("   Дуплет. Два вопроса по 30 секунд обсуждения каждый.\n   1. Исландию")
    assert "раздатка" not in table.question
    assert table.accepted == ("1. 1915, 1916, 1917, 1918.", "2. 1940, 1941, 1942, 1943, 1944, 1945.")
    assert pack.question("t1_q7").source.endswith("   4. (pic: 20160703.jpg)")  # a source stays as written
    # QZ-31: the comment's picture is the host's (the comment goes to the screens with the verdict)
    assert pack.question("t3_q13").comment.startswith("   Это необычная открывашка")
    assert pack.question("t3_q13").note == "(pic: 20160709.jpg)"


def test_what_only_looks_like_a_label_stays_text() -> None:  # QZ-31
    """QZ-31: "Тур де Франс." is an accepted answer, not a tour; an inline "Незачет:" stays in the
    answer as written; "Внимание, в вопросе есть замены." and its paragraph stay the question's;
    HTML entities of the export are read."""
    pack = read(INGUSH).pack("ingush16")
    assert [t.title for t in pack.tours] == ["1 тур", "2 тур", "3 тур"]
    assert pack.question("t3_q6").accepted == ("Тур де Франс.",)
    assert pack.question("t3_q7").author == "Наиль Фарукшин (Навои - Москва)"
    assert pack.question("t3_q3").answer == "Шнобелевская премия. Незачет: Игнобелевская премия."
    assert pack.question("t2_q8").question.startswith("Внимание, в вопросе есть замены.\n   КРИТ привлекал")
    assert pack.question("t2_q5").accepted == ("€", "принимается также любая купюра или монета евро.")


def test_a_partly_broken_real_file_imports_what_is_good() -> None:  # QZ-31
    """QZ-31: in a real file with faults, each question left out is named by tour, number and line
    with the reason; the rest imports."""
    text = INGUSH.read_text(encoding="utf-8")
    text = text.replace("Ответ:\nЭдем.\n", "")  # tour 2, question 1: no answer
    text = text.replace("Вопрос 5:\nКузнецы", "Вопрос 4:\nКузнецы")  # tour 3: a second question 4, kept
    text = text.replace("Вопрос 11:\nКакой итальянский городок является побратимом Сан-Франциско?\n", "Вопрос 11:\n")
    parsed = read_chgk(text.encode("utf-8"))
    rows = text.split("\n")
    report = [(s.tour, s.number, s.reason, rows[s.line - 1]) for s in parsed.skipped]
    assert report == [(1, "11", "no_text", "Вопрос 11:"), (2, "1", "no_answer", "Вопрос 1:")]
    assert parsed.skipped[1].message().startswith("2 тур, question 1, line ")  # the tour as the file names it
    assert [t.questions for t in parsed.tours] == [14, 14, 15]
    pack = parsed.pack("ingush16")
    assert pack.question("t3_q4").answer == "Флаг Японии."  # the first question 4 of tour 3
    assert pack.question("t3_q4_2").question.startswith("Кузнецы")  # and the second
    assert not pack.has("t2_q1") and not pack.has("t1_q11")


def test_a_real_file_without_a_black_box_plays_once_one_is_marked() -> None:  # QZ-31
    """QZ-31: no "Чёрный ящик" in the file: the pack imports; it plays once a question is marked as
    the black box; one tour with a question marked is one envelope short."""
    pack: Pack = read(INGUSH).pack("ingush16")
    assert pack.black_box == ()
    assert playable(pack) == Unplayable("no_black_box", 45)
    assert playable(pack, "t1_q11") is None
    one = read(INGUSH).pack("ingush16", tours={1})
    assert playable(one) == Unplayable("no_black_box", 15)
    assert playable(one, "t1_q11") == Unplayable("too_few_envelopes", 14)


def test_a_file_of_2000_with_tours_numbered_from_34_and_two_blank_lines() -> None:  # QZ-31
    """QZ-31: another decade and another editor's habits: the tours are titled "Тур 34" and "Тур 35",
    two blank lines stand between questions, the date is "00-000-2000", a question has no comment
    and an answer starts in lowercase over two lines. Checked against the file by hand."""
    parsed = read(DOZEN)
    assert (parsed.encoding, parsed.tournament, parsed.date) == ("utf-8", "Один против дюжины. 2000 год", "00-000-2000")
    assert [(t.number, t.title, t.questions) for t in parsed.tours] == [(1, "Тур 34", 12), (2, "Тур 35", 12)]
    assert parsed.skipped == ()
    pack = parsed.pack("one_vs_dozen")
    first = pack.question("t1_q1")
    assert first.question.split("\n")[0] == ("С одним советским туристом в Марселе произошел такой случай. "
                                             "Спустившись")
    assert first.question.endswith("извинилась сама перед ним. За что?")
    assert (first.answer, first.author, first.comment, first.source) == (
        "За то, что не объяснила ему правила пользования кранами.", "Максим Поташев", "", "")
    assert (pack.question("t1_q2").answer, pack.question("t1_q2").source) == ("Батарея (от battre).", "СЭС")
    assert pack.question("t1_q4").answer == 'Собаку. Отсюда, по одной из версий, происходит выражение "навешать\nсобак".'
    assert pack.question("t1_q12").answer == '"Вставайте, граф! Вас ждут великие дела!"'
    assert pack.question("t1_q12").author == "Максим Поташев"  # not the blank lines nor "Тур:" after it
    assert pack.question("t2_q1").answer == "Иллюминация." and pack.question("t2_q1").tour == 2
    assert pack.question("t2_q6").answer == ("горница (ср. церковнославянские слова горний - верхний, вышний; горе -\n"
                                             "ввысь)")
    assert pack.question("t2_q10").author == "Андрей Ленский"
    assert len(pack.envelopes) == 24 and not pack.black_box  # no black box: marked before a game


KAZCUP = FILES / "kazcup12_tours1-2.koi8r.txt"
ROSTOV = FILES / "rostov00_tour3.koi8r.txt"


def test_wrapped_lines_that_read_like_labels_stay_text() -> None:  # QZ-31
    """QZ-31: a wrapped line "Вопрос: в каком?" inside a real question (rostov00, KOI8-R as the
    archive keeps it) is the editor's text: 26 whole questions, numbered 1..26, nothing left out."""
    parsed = read(ROSTOV)
    assert parsed.encoding == "koi8-r" and parsed.skipped == ()
    [tour] = parsed.tours
    assert tour.title == 'Вопросы команды "Каррамба"'
    assert [q.number for q in tour.envelopes] == [str(n) for n in range(1, 27)] and tour.black_box == ()
    q7, q12, q16 = (tour.envelopes[n - 1] for n in (7, 12, 16))
    assert q7.question.startswith("В настоящее время 89% территории этого государства")
    assert q7.question.endswith("Вопрос: назовите самого известного наследника престола этой страны.")
    assert q12.question.startswith('Цитата из "Мастера и Маргариты".') and "\nВопрос: в каком?" in q12.question
    assert "\nВопрос: для чего?" in q16.question


def test_a_hint_inside_a_comment_and_host_notes_stay_the_croupiers() -> None:  # QZ-31, QZ-17, QZ-06
    """QZ-31: a wrapped line "подсказка: буква "О", которой обозначается кислород …" of a real
    comment (kazcup12, tours 1-2 in KOI8-R) stays in the comment — never the Club's help (it holds the answer); the
    tour's "[Ведущему: …]" notes leave the text read to the experts for the Croupier's note."""
    parsed = read(KAZCUP)
    tour = parsed.tours[0]
    assert parsed.skipped == () and [t.questions for t in parsed.tours] == [12, 12]
    assert not [q.id for q in tour.envelopes if q.hint]
    oxygen = next(q for q in tour.envelopes if q.answer == "Кислород.")
    assert '\nподсказка: буква "О", которой обозначается кислород' in oxygen.comment
    noted = {q.number: q.note for q in tour.envelopes if q.note}
    assert noted == {"6": "[Ведущему: обязательно прочитать комментарий к вопросу.]",
                     "8": "[Ведущему: в фамилии Иген - ударение на первый слог.]",
                     "9": "[Ведущему: обязательно прочитать комментарий к вопросу.]",
                     "10": '[Ведущему: "Поколение X" читать как "Поколение ИКС".]'}
    assert parsed.tours[1].envelopes[7].note == "[Ведущему: кавычки не озвучивать.]"
    every = [q for t in parsed.tours for q in t.envelopes]
    assert not [q.id for q in every if q.hint or "Ведущ" in q.question + q.answer + q.comment]
    pack = parsed.pack("kazcup12")
    assert parse_pack(json.loads(json.dumps(pack.to_json()))) == pack  # the note is kept in the pack file


def test_sounds_and_pictures_never_stay_in_a_public_text() -> None:  # QZ-31
    """QZ-31: "(aud: …)" leaves the question for the host's note, "(pic: …)" for the handout; in
    the answer and the comment (shown with the verdict) both go to the note."""
    text = "\n".join(["Вопрос 1:", "(aud: 20160006.mp3)", "Послушайте. Кто поет?", "", "Ответ:",
                      "Шаляпин. (pic: 20160007.jpg)", "", "Комментарий:", "(pic: 20160008.jpg)",
                      "Бас.", ""])
    [tour] = read_chgk(text.encode()).tours
    q = tour.envelopes[0]
    assert (q.question, q.answer, q.comment) == ("Послушайте. Кто поет?", "Шаляпин.", "Бас.")
    assert q.note == "(aud: 20160006.mp3)\n(pic: 20160007.jpg)\n(pic: 20160008.jpg)"


UKRAINIAN = "\n".join([
    "Чемпіонат:", "Кубок клубу", "", "Тур:", "Перший тур", "", "Запитання 1:", "Як звали батька Тараса?",
    "", "Відповідь:", "Григорій.", "", "Залік:", "Григір", "", "Коментар:", "Яків - дід.", "",
    "Джерело:", "Біографія.", "", "Автор:", "Іван Петренко", "", "Питання 2:", "Що їв їжак?", "",
    "Відповідь:", "Яблуко.", "",
])


@pytest.mark.parametrize("encoding", ["utf-8", "koi8-u", "cp1251"])
def test_a_ukrainian_pack_imports(encoding: str) -> None:  # QZ-31
    """QZ-31: Ukrainian labels (Запитання / Питання, Відповідь, Залік, Коментар, Джерело, Автор)
    import; KOI8-U reads as KOI8-U (not «Як╕в» of KOI8-R)."""
    parsed = read_chgk(UKRAINIAN.encode(encoding))
    assert parsed.encoding == encoding and parsed.tournament == "Кубок клубу" and parsed.skipped == ()
    one, two = parsed.tours[0].envelopes
    assert (one.question, one.answer, one.accepted, one.comment, one.source, one.author) == (
        "Як звали батька Тараса?", "Григорій.", ("Григір",), "Яків - дід.", "Біографія.", "Іван Петренко")
    assert (two.number, two.question, two.answer) == ("2", "Що їв їжак?", "Яблуко.")


def test_a_svoya_igra_file_is_refused_as_another_game() -> None:  # QZ-31
    """QZ-31: «Своя игра» ("Вид: Я", themes of five with prices) is another game: refused with
    its own code, not as a broken ChGK file."""
    text = "Чемпионат:\nСвояк\n\nВид:\nЯ\n\nТур:\n1. Реки\n\nВопрос 1:\n10. Самая длинная.\n\nОтвет:\nНил.\n"
    with pytest.raises(PackError) as caught:
        read_chgk(text.encode("koi8-r"))
    assert caught.value.code == "swoyak"


def test_screens_get_the_authors_breaks_not_the_files_wraps() -> None:  # QZ-31
    """QZ-31: the text the phones and the board show joins the file's 72-column hard wraps and
    keeps the author's breaks: the duplet's indented parts of a real question (ingush16, tour 1,
    question 4) stay three lines; a prose question becomes one; a short line (a verse) stays."""
    pack = read(INGUSH).pack("ingush16")
    duplet = reflow(pack.question("t1_q4").question).split("\n")
    assert [line[:12] for line in duplet] == ["   Дуплет с ", "   1. Первая", "   2. Вторая"]
    assert duplet[1].endswith("Назовите ЕГО двумя словами, начинающимися на соседние буквы алфавита.")
    first = pack.question("t1_q1").question
    assert "\n" in first and "\n" not in reflow(first) and reflow(first).split() == first.split()
    verse = "Мой дядя самых честных правил,\nКогда не в шутку занемог,\nОн уважать себя заставил"
    assert reflow(verse) == verse
    assert reflow("строка\n\n   абзац") == "строка\n\n   абзац"


def test_reader_notes_beside_answers_and_picture_only_fields() -> None:  # QZ-31
    """QZ-31: "[чтецу: …]" beside an answer or an alternative (shown with the verdict) goes to the
    host's note, the answer reading on without it; a question that is only a picture and a note for
    the host, or whose answer is only a picture, is left out with a reason naming the picture
    (as in the database's olga16st, leti16, kursk15, 70letpob)."""
    text = "\n".join([
        "Вопрос 1:", "Напишите любой из символов.", "", "Ответ:", "&exist; [чтецу: квантор существования].", "",
        "Зачет:", "&forall; [чтецу: квантор всеобщности].", "",
        "Вопрос 2:", "[Ведущему: текст вопроса не зачитывается.]", "   (pic: 20150291.jpg)", "", "Ответ:",
        '"Муму".', "",
        "Вопрос 3:", "Изобразите эту руну.", "", "Ответ:", "(pic: 20150594.jpg)", ""])
    parsed = read_chgk(text.encode("utf-8"))
    [q1] = parsed.tours[0].envelopes
    assert (q1.answer, q1.accepted) == ("∃.", ("∀.",))
    assert q1.note == "[чтецу: квантор существования]\n[чтецу: квантор всеобщности]"
    assert [(s.number, s.reason, s.detail) for s in parsed.skipped] == [
        ("2", "handout_only", "(pic: 20150291.jpg)"), ("3", "picture_answer", "(pic: 20150594.jpg)")]
    assert parsed.skipped[1].message() == "question 3, line 17: its answer is only a picture ((pic: 20150594.jpg))"


def test_an_answer_that_is_a_bracket_about_the_host_stays_the_answer() -> None:  # QZ-31
    """QZ-31: "[Имя и фамилия ведущего]." (ukrbr10, question 449) is the answer itself, not a note:
    an answer that would be left with nothing but a full stop keeps its bracket; "))) [чтецу: …]."
    loses only the note."""
    text = "\n".join(["Вопрос 1:", "Кто ведет эту игру?", "", "Ответ:", "[Имя и фамилия ведущего].", "",
                      "Вопрос 2:", "Какие символы?", "", "Ответ:", "))) [чтецу: три закрывающих скобки].", ""])
    one, two = read_chgk(text.encode("utf-8")).tours[0].envelopes
    assert (one.answer, one.note) == ("[Имя и фамилия ведущего].", "")
    assert (two.answer, two.note) == (")))." , "[чтецу: три закрывающих скобки]")
