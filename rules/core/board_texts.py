"""What every game's board says (PLT-02, PLT-13), in four languages (PLT-11)."""

from .board import Catalog

COMMON = Catalog({
    'join_caption': {"uk": "Приєднуйтеся з телефона", "pl": "Dołączcie z telefonu", "ru": "Присоединяйтесь с телефона", "en": "Join from your phone"},
    'scan': {"uk": "Скануйте QR-код або відкрийте адресу:", "pl": "Zeskanujcie kod QR lub otwórzcie adres:", "ru": "Отсканируйте QR-код или откройте адрес:", "en": "Scan the QR code or open:"},
    'code': {"uk": "Код столу", "pl": "Kod stołu", "ru": "Код стола", "en": "Table code"},
    'join_hint': {"uk": "Введіть нікнейм — і ви в грі. Телефон має бути в тій самій мережі Wi-Fi.", "pl": "Wpiszcie pseudonim i gracie. Telefon musi być w tej samej sieci Wi-Fi.", "ru": "Введите никнейм — и вы в игре. Телефон должен быть в той же сети Wi-Fi.", "en": "Enter a nickname and you're in. Your phone must be on the same Wi-Fi."},
    'join_late': {"uk": "Приєднатися: {url} · код {code}", "pl": "Dołącz: {url} · kod {code}", "ru": "Присоединиться: {url} · код {code}", "en": "Join: {url} · code {code}"},
    'call': {"uk": "Дзвінок: {link}", "pl": "Rozmowa: {link}", "ru": "Звонок: {link}", "en": "Call: {link}"},
    'at_table': {"uk": "За столом ({n}): {names}", "pl": "Przy stole ({n}): {names}", "ru": "За столом ({n}): {names}", "en": "At the table ({n}): {names}"},
    'waiting': {"uk": "Чекаємо на гравців…", "pl": "Czekamy na graczy…", "ru": "Ждём игроков…", "en": "Waiting for players…"},
    'players': {"uk": "Гравці", "pl": "Gracze", "ru": "Игроки", "en": "Players"},
    'nobody_yet': {"uk": "Поки нікого немає", "pl": "Jeszcze nikogo nie ma", "ru": "Пока никого нет", "en": "Nobody here yet"},
    'seat_offline': {"uk": "немає зв’язку", "pl": "bez połączenia", "ru": "нет связи", "en": "offline"},
    'seat_left': {"uk": "поза грою", "pl": "poza grą", "ru": "вне игры", "en": "left"},
    'paused': {"uk": "пауза", "pl": "pauza", "ru": "пауза", "en": "paused"},
    'round_n': {"uk": "Раунд {n}", "pl": "Runda {n}", "ru": "Раунд {n}", "en": "Round {n}"},
    'game_n': {"uk": "Гра {n}", "pl": "Gra {n}", "ru": "Игра {n}", "en": "Game {n}"},
    'table_code': {"uk": "стіл {code}", "pl": "stół {code}", "ru": "стол {code}", "en": "table {code}"},
})
