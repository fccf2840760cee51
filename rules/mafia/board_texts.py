"""Club mafia's board strings in four languages (PLT-11): the rule book's words
(Russian: партия, балаган, круг, оправдательные речи, автокатастрофа «выгнать обоих?», вскрытие) and those of
the phones' and the projector's screens. No form needs a player's gender: a place is named as
``7 · Ola`` beside a phrase, never inside one."""

from ..core.board import Catalog

TEXTS = Catalog({
    'title': {"uk": "Клубна мафія", "pl": "Mafia klubowa", "ru": "Клубная мафия", "en": "Club mafia"},
    'game_n': {"uk": "Партія {n}", "pl": "Partia {n}", "ru": "Партия {n}", "en": "Game {n}"},
    'day_n': {"uk": "День {n}", "pl": "Dzień {n}", "ru": "День {n}", "en": "Day {n}"},
    # phases
    'ph_evening': {"uk": "Запис на вечір", "pl": "Zapisy na wieczór", "ru": "Запись на вечер", "en": "Sign-up for the evening"},
    'ph_seated': {"uk": "Розсадка та роздача", "pl": "Losowanie miejsc i rozdanie", "ru": "Рассадка и раздача", "en": "Seating and the deal"},
    'ph_free_talk': {"uk": "Балаган", "pl": "Wolna rozmowa", "ru": "Балаган", "en": "Free talk"},
    'ph_night': {"uk": "Ніч", "pl": "Noc", "ru": "Ночь", "en": "Night"},
    'ph_circle': {"uk": "Коло", "pl": "Runda wypowiedzi", "ru": "Круг", "en": "The circle"},
    'ph_nominee_vote': {"uk": "Голосування за кандидатів", "pl": "Głosowanie nad kandydatami", "ru": "Голосование за кандидатов", "en": "Vote on the nominees"},
    'ph_defence': {"uk": "Виправдувальні промови", "pl": "Mowy obronne", "ru": "Оправдательные речи", "en": "Defence speeches"},
    'ph_first_day_question': {"uk": "Перший день: виганяємо когось?", "pl": "Pierwszy dzień: wyrzucamy kogokolwiek?", "ru": "Первый день: выгоняем кого-нибудь?", "en": "First day: expel anyone at all?"},
    'ph_hands': {"uk": "Голосування за вигнання", "pl": "Głosowanie za wyrzuceniem", "ru": "Голосование за выгон", "en": "Vote to expel"},
    'ph_car_crash': {"uk": "Автокатастрофа", "pl": "Katastrofa", "ru": "Автокатастрофа", "en": "Car crash"},
    'ph_last_words': {"uk": "Останнє слово", "pl": "Ostatnie słowo", "ru": "Последнее слово", "en": "Last words"},
    'ph_game_over': {"uk": "Партію закінчено", "pl": "Koniec partii", "ru": "Партия окончена", "en": "Game over"},
    # the evening
    'join_signup': {"uk": "Записуйтеся з телефона: «Ок, граємо»", "pl": "Zapisz się w telefonie: „OK, gramy”", "ru": "Записывайтесь с телефона: «Ок, играем»", "en": "Sign up on your phone: “OK, I'm playing”"},
    'waiting_signups': {"uk": "Чекаємо на записи…", "pl": "Czekamy na zapisy…", "ru": "Ждём записи…", "en": "Waiting for sign-ups…"},
    'lineup_n': {"uk": "Склад: {n} з {m}", "pl": "Skład: {n} z {m}", "ru": "Состав: {n} из {m}", "en": "Line-up: {n} of {m}"},
    'reserve_n': {"uk": "Резерв: {n}", "pl": "Rezerwa: {n}", "ru": "Резерв: {n}", "en": "Reserve: {n}"},
    # seating and the deal
    'board_seated': {"uk": "Місця розіграно — займіть свої місця", "pl": "Miejsca rozlosowane — zajmijcie je", "ru": "Места разыграны — займите свои места", "en": "Places are drawn — take your seats"},
    'board_look': {"uk": "Подивіться свої ролі на телефонах", "pl": "Zobaczcie swoje role w telefonach", "ru": "Посмотрите свои роли в телефонах", "en": "Look at your roles on your phones"},
    'looked': {"uk": "Переглянули: {n} з {m}", "pl": "Obejrzało: {n} z {m}", "ru": "Посмотрели: {n} из {m}", "en": "Looked: {n} of {m}"},
    # the day
    'speaks': {"uk": "Говорить", "pl": "Mówi", "ru": "Говорит", "en": "Speaking"},
    'defends': {"uk": "Виправдовується", "pl": "Broni się", "ru": "Оправдывается", "en": "Defending"},
    'last_words_of': {"uk": "Останнє слово", "pl": "Ostatnie słowo", "ru": "Последнее слово", "en": "Last words"},
    'nominated': {"uk": "Виставлені", "pl": "Wystawieni", "ru": "Выставлены", "en": "Nominated"},
    'on_vote': {"uk": "На голосуванні", "pl": "Na głosowaniu", "ru": "На голосовании", "en": "On the vote"},
    'q_nominees': {"uk": "Голосування за кандидатів", "pl": "Głosowanie nad kandydatami", "ru": "Голосование за кандидатов", "en": "Vote on the nominees"},
    'q_first': {"uk": "Виганяємо когось сьогодні?", "pl": "Wyrzucamy dziś kogokolwiek?", "ru": "Выгоняем кого-нибудь сегодня?", "en": "Expel anyone today?"},
    'q_hands': {"uk": "Кого виганяємо?", "pl": "Kogo wyrzucamy?", "ru": "Кого выгоняем?", "en": "Who is expelled?"},
    'q_crash_both': {"uk": "Вигнати обох?", "pl": "Wyrzucić obie osoby?", "ru": "Выгнать обоих?", "en": "Expel both?"},
    'q_crash': {"uk": "Вигнати всіх?", "pl": "Wyrzucić wszystkich?", "ru": "Выгнать всех?", "en": "Expel them all?"},
    'raise_hand': {"uk": "Підніміть руку", "pl": "Podnieście rękę", "ru": "Поднимите руку", "en": "Raise your hand"},
    # the seats
    'not_revealed': {"uk": "роль не розкрито", "pl": "rola nieujawniona", "ru": "роль не вскрыта", "en": "role not revealed"},
    'out_killed': {"uk": "убивство вночі", "pl": "zabójstwo nocą", "ru": "убийство ночью", "en": "killed at night"},
    'out_expelled': {"uk": "вигнання", "pl": "wyrzucenie", "ru": "выгон", "en": "expelled"},
    'out_fouls': {"uk": "три фоли", "pl": "trzy faule", "ru": "три фола", "en": "three fouls"},
    'out_kamikaze': {"uk": "з камікадзе", "pl": "z kamikaze", "ru": "с камикадзе", "en": "with the kamikaze"},
    'immune': {"uk": "імунітет", "pl": "immunitet", "ru": "иммунитет", "en": "immune"},
    'silenced': {"uk": "мовчить сьогодні", "pl": "milczy dziś", "ru": "молчит сегодня", "en": "silent today"},
    'on_the_vote': {"uk": "на голосуванні", "pl": "na głosowaniu", "ru": "на голосовании", "en": "on the vote"},
    # the moments
    'morning': {"uk": "Ранок", "pl": "Poranek", "ru": "Утро", "en": "Morning"},
    'night_took': {"uk": "Ніч забрала:", "pl": "Noc zabrała:", "ru": "Ночь забрала:", "en": "The night took:"},
    'nobody_killed': {"uk": "Цієї ночі ніхто не загинув", "pl": "Tej nocy nikt nie zginął", "ru": "Этой ночью никто не погиб", "en": "Nobody was killed tonight"},
    'expelled': {"uk": "Стіл виганяє:", "pl": "Stół wyrzuca:", "ru": "Стол выгоняет:", "en": "The table expels:"},
    'crash_expelled': {"uk": "Більшість за — ідуть усі:", "pl": "Większość za — odchodzą wszyscy:", "ru": "Большинство за — уходят все:", "en": "A majority for — they all leave:"},
    'removed_fouls': {"uk": "Видалення за три фоли:", "pl": "Usunięcie za trzy faule:", "ru": "Удаление за три фола:", "en": "Removed for three fouls:"},
    # the result (MAF-04, MAF-21, MAF-22)
    'win_reds': {"uk": "Перемогли червоні", "pl": "Wygrali czerwoni", "ru": "Победили красные", "en": "The reds win"},
    'win_blacks': {"uk": "Перемогли чорні", "pl": "Wygrali czarni", "ru": "Победили чёрные", "en": "The blacks win"},
    'win_draw': {"uk": "Нічия", "pl": "Remis", "ru": "Ничья", "en": "A draw"},
    'win_aborted': {"uk": "Партію перервано", "pl": "Partia przerwana", "ru": "Партия прервана", "en": "The game was aborted"},
    'result_title': {"uk": "Місце — роль — нік", "pl": "Miejsce — rola — nick", "ru": "Место — роль — ник", "en": "Place — role — nick"},
    'first_out': {"uk": "імунітет у наступній партії", "pl": "immunitet w następnej partii", "ru": "иммунитет в следующей партии", "en": "immune next game"},
})
