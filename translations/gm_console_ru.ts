<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>BoardWindow</name>
    <message>
        <source>%1 · table %2</source>
        <translation>%1 · стол %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Join with your phone</source>
        <translation>Присоединяйтесь с телефона</translation>
    </message>
    <message>
        <source>Call: %1</source>
        <translation>Звонок: %1</translation>
    </message>
    <message>
        <source>At the table (%1): %2</source>
        <translation>За столом (%1): %2</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Ждём игроков…</translation>
    </message>
    <message>
        <source>Asks now: %1</source>
        <translation>Спрашивает: %1</translation>
    </message>
    <message>
        <source>%1 accuses %2 — %3 of %4 voted</source>
        <translation>%1 обвиняет игрока %2 — проголосовали %3 из %4</translation>
    </message>
    <message>
        <source>Name your suspect on your phone — %1 of %2 voted</source>
        <translation>Назовите подозреваемого на телефоне — проголосовали %1 из %2</translation>
    </message>
    <message>
        <source>%1 is exposed! Last chance to name the location…</source>
        <translation>Шпион %1 разоблачён! Последняя попытка назвать локацию…</translation>
    </message>
    <message>
        <source>Look at your card, then wait for the start</source>
        <translation>Посмотрите свою карту и ждите старта</translation>
    </message>
    <message>
        <source>No points this round</source>
        <translation>Этот раунд без очков</translation>
    </message>
    <message>
        <source>Spies: %1</source>
        <translation>Шпионы: %1</translation>
    </message>
    <message>
        <source>Spy: %1</source>
        <translation>Шпион: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Локация: %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Paused for the vote</source>
        <translation>Пауза на голосование</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>На паузе</translation>
    </message>
    <message>
        <source>GM Console — public board</source>
        <translation>GM Console — табло</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Pass turn to the selected player</source>
        <translation>Передать очередь выбранному игроку</translation>
    </message>
    <message>
        <source>Pass the asker's turn to the player selected in the seat list</source>
        <translation>Передать очередь спрашивающего игроку, выбранному в списке мест</translation>
    </message>
    <message>
        <source>Save the protocol</source>
        <translation>Сохранить протокол</translation>
    </message>
    <message>
        <source>Save this table's protocol as JSON and as a printable page</source>
        <translation>Сохранить протокол этого стола как JSON и как страницу для печати</translation>
    </message>
    <message>
        <source>Deal cards</source>
        <translation>Раздать карты</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Следующий раунд</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Начать раунд</translation>
    </message>
    <message>
        <source>Pass turn</source>
        <translation>Передать ход</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>+30 s</source>
        <translation>+30 с</translation>
    </message>
    <message>
        <source>−30 s</source>
        <translation>−30 с</translation>
    </message>
    <message>
        <source>Abort round</source>
        <translation>Прервать раунд</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Убрать игрока</translation>
    </message>
    <message>
        <source>New seat link</source>
        <translation>Новая ссылка</translation>
    </message>
    <message>
        <source>Copy join link</source>
        <translation>Копировать ссылку</translation>
    </message>
    <message>
        <source>Board full screen</source>
        <translation>Табло на весь экран</translation>
    </message>
    <message>
        <source>Show board</source>
        <translation>Показать табло</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Deal a secret card to every player</source>
        <translation>Раздать каждому игроку тайную карту</translation>
    </message>
    <message>
        <source>Deal new cards for the next round</source>
        <translation>Раздать новые карты на следующий раунд</translation>
    </message>
    <message>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Начать раунд: приложение выбирает, кто спрашивает первым, и запускает таймер</translation>
    </message>
    <message>
        <source>Pass the asker's turn to the next player</source>
        <translation>Передать ход следующему игроку</translation>
    </message>
    <message>
        <source>Pause or resume the round timer</source>
        <translation>Приостановить или продолжить таймер раунда</translation>
    </message>
    <message>
        <source>Add 30 seconds to the round</source>
        <translation>Добавить раунду 30 секунд</translation>
    </message>
    <message>
        <source>Take 30 seconds from the round</source>
        <translation>Отнять у раунда 30 секунд</translation>
    </message>
    <message>
        <source>Abort the round: nobody scores</source>
        <translation>Прервать раунд: никто не получает очков</translation>
    </message>
    <message>
        <source>Take back the last moderator action</source>
        <translation>Отменить последнее действие ведущего</translation>
    </message>
    <message>
        <source>Remove the selected player from the table</source>
        <translation>Убрать выбранного игрока со стола</translation>
    </message>
    <message>
        <source>Give the selected seat a new link to rejoin (the old one stops working)</source>
        <translation>Дать выбранному месту новую ссылку для возврата (старая перестанет действовать)</translation>
    </message>
    <message>
        <source>Copy the join link, e.g. to send it to remote players</source>
        <translation>Скопировать ссылку для входа, напр. чтобы отправить удалённым игрокам</translation>
    </message>
    <message>
        <source>Show the public board full screen, or as a window</source>
        <translation>Показать табло на весь экран или в окне</translation>
    </message>
    <message>
        <source>Show or hide the public board window</source>
        <translation>Показать или скрыть окно табло</translation>
    </message>
    <message>
        <source>Close the console (the table is kept and restored next time)</source>
        <translation>Закрыть консоль (стол сохранится и восстановится в следующий раз)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Evening…</source>
        <translation>Вечер…</translation>
    </message>
    <message>
        <source>Tonight's standings, new accounts, penalties and awards</source>
        <translation>Рейтинг вечера, новые аккаунты, штрафы и награды</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>Another console on the network uses the code %1</source>
        <translation>Другая консоль в сети использует код %1</translation>
    </message>
    <message>
        <source>The server is not available in this installation</source>
        <translation>В этой установке нет сервера</translation>
    </message>
    <message>
        <source>The server could not start on port %1: %2</source>
        <translation>Сервер не смог запуститься на порту %1: %2</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <source>Evening: %1</source>
        <translation>Вечер: %1</translation>
    </message>
    <message>
        <source>account</source>
        <translation>аккаунт</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>гость</translation>
    </message>
    <message>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Играет с аккаунтом: вечер записывается</translation>
    </message>
    <message>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>Гость: играет, но ничего не записывается</translation>
    </message>
    <message>
        <source>Select a seat first</source>
        <translation>Сначала выберите место</translation>
    </message>
    <message>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>У гостя нет аккаунта: записать ничего нельзя</translation>
    </message>
    <message>
        <source>Record it for the selected player</source>
        <translation>Записать выбранному игроку</translation>
    </message>
    <message>
        <source>Select a seat with an account</source>
        <translation>Выберите игрока с аккаунтом</translation>
    </message>
    <message>
        <source>Penalty for %1: %2</source>
        <translation>Штраф для %1: %2</translation>
    </message>
    <message>
        <source>Award for %1: %2</source>
        <translation>Награда для %1: %2</translation>
    </message>
    <message>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Аккаунт %1 создан. Игрок входит с телефона с этим никнеймом и паролем.</translation>
    </message>
    <message>
        <source>An account with this nickname exists already</source>
        <translation>Аккаунт с таким никнеймом уже существует</translation>
    </message>
    <message>
        <source>The password needs at least %1 characters</source>
        <translation>Пароль слишком короткий (минимум: %1)</translation>
    </message>
    <message>
        <source>The password is too long</source>
        <translation>Пароль слишком длинный</translation>
    </message>
    <message>
        <source>Enter a nickname</source>
        <translation>Введите никнейм</translation>
    </message>
    <message>
        <source>This cannot be recorded</source>
        <translation>Это нельзя записать</translation>
    </message>
    <message>
        <source>Evening — standings and accounts</source>
        <translation>Вечер — рейтинг и аккаунты</translation>
    </message>
    <message>
        <source>Tonight's standings</source>
        <translation>Рейтинг вечера</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Penalties and awards</source>
        <translation>Штрафы и награды</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Сегодня ещё ничего не записано. Раунды игроков с аккаунтами появляются здесь, когда заканчиваются; гостей не записывают.</translation>
    </message>
    <message>
        <source>Players at this table</source>
        <translation>Игроки за этим столом</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Аккаунт</translation>
    </message>
    <message>
        <source>Penalty or award:</source>
        <translation>Штраф или награда:</translation>
    </message>
    <message>
        <source>Penalty (points taken away)</source>
        <translation>Штраф (минус очки)</translation>
    </message>
    <message>
        <source>Award (points given)</source>
        <translation>Награда (плюс очки)</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Примечание:</translation>
    </message>
    <message>
        <source>Why, e.g. a foul or the best question</source>
        <translation>За что, напр. нарушение или лучший вопрос</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Записать</translation>
    </message>
    <message>
        <source>New account</source>
        <translation>Новый аккаунт</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>Ник:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Пароль:</translation>
    </message>
    <message>
        <source>Create account</source>
        <translation>Создать аккаунт</translation>
    </message>
    <message>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>Никнейм и пароль, без e-mail. Игроки могут создать аккаунт и сами — на телефоне, когда присоединяются.</translation>
    </message>
    <message>
        <source>Tonight's standings: points include penalties and awards</source>
        <translation>Рейтинг вечера: в очках учтены штрафы и награды</translation>
    </message>
    <message>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Выберите игрока, который получает штраф или награду</translation>
    </message>
    <message>
        <source>A penalty takes points away, an award gives points</source>
        <translation>Штраф отнимает очки, награда добавляет</translation>
    </message>
    <message>
        <source>How many points</source>
        <translation>Сколько очков</translation>
    </message>
    <message>
        <source>What it was for (optional)</source>
        <translation>За что (необязательно)</translation>
    </message>
    <message>
        <source>The new account's nickname</source>
        <translation>Никнейм нового аккаунта</translation>
    </message>
    <message>
        <source>At least %1 characters</source>
        <translation>Минимум символов: %1</translation>
    </message>
    <message>
        <source>Create the account</source>
        <translation>Создать аккаунт</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>(the server is not running)</source>
        <translation>(сервер не запущен)</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>Вход за стол</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>%1 (coming)</source>
        <translation>%1 (скоро)</translation>
    </message>
    <message>
        <source>The game played at this table</source>
        <translation>Игра за этим столом</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Код стола</translation>
    </message>
    <message>
        <source>Players scan this code with their phone camera</source>
        <translation>Игроки сканируют этот код камерой телефона</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Taken back by undo</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <source>No longer valid after an undo</source>
        <translation>Недействительно после отмены</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 присоединяется</translation>
    </message>
    <message>
        <source>%1 looked at their card</source>
        <translation>%1 смотрит свою карту</translation>
    </message>
    <message>
        <source>%1 asked %2</source>
        <translation>%1 спрашивает игрока %2</translation>
    </message>
    <message>
        <source>%1 accuses %2</source>
        <translation>%1 обвиняет игрока %2</translation>
    </message>
    <message>
        <source>%1 names the location</source>
        <translation>%1 называет локацию</translation>
    </message>
    <message>
        <source>Options changed</source>
        <translation>Настройки изменены</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Карты розданы</translation>
    </message>
    <message>
        <source>Round started: %1 asks first</source>
        <translation>Раунд начался, первый вопрос задаёт %1</translation>
    </message>
    <message>
        <source>Turn passed to %1</source>
        <translation>Ход передан игроку %1</translation>
    </message>
    <message>
        <source>Timer paused</source>
        <translation>Таймер на паузе</translation>
    </message>
    <message>
        <source>Timer resumed</source>
        <translation>Таймер продолжен</translation>
    </message>
    <message>
        <source>Time changed by %1 s</source>
        <translation>Время изменено на %1 с</translation>
    </message>
    <message>
        <source>Round aborted</source>
        <translation>Раунд прерван</translation>
    </message>
    <message>
        <source>%1 removed by the moderator</source>
        <translation>Ведущий убирает игрока %1 со стола</translation>
    </message>
    <message>
        <source>%1 left (phone away too long)</source>
        <translation>%1 выходит из игры (телефон слишком долго не на связи)</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <source>Console restarted: the timer waits</source>
        <translation>Консоль перезапущена: таймер ждёт</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Moderator: %1</source>
        <translation>Ведущий: %1</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Журнал событий</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Select a player in the seat list first</source>
        <translation>Сначала выберите игрока в списке мест</translation>
    </message>
    <message>
        <source>The protocol could not be saved: %1</source>
        <translation>Не удалось сохранить протокол: %1</translation>
    </message>
    <message>
        <source>Protocol saved: %1</source>
        <translation>Протокол сохранён: %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <source>Phones: %1</source>
        <translation>Телефонов: %1</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>Сервер: %1</translation>
    </message>
    <message>
        <source>Server: not running</source>
        <translation>Сервер: не запущен</translation>
    </message>
    <message>
        <source>Abort round</source>
        <translation>Прервать раунд</translation>
    </message>
    <message>
        <source>Abort this round? Nobody scores.</source>
        <translation>Прервать этот раунд? Никто не получит очков.</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Убрать игрока</translation>
    </message>
    <message>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Убрать игрока %1 со стола? Во время раунда это считается выходом из игры.</translation>
    </message>
    <message>
        <source>New seat link</source>
        <translation>Новая ссылка</translation>
    </message>
    <message>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Дать игроку %1 новую ссылку? Телефон, который сейчас занимает это место, будет отключён.</translation>
    </message>
    <message>
        <source>GM Console — moderator</source>
        <translation>GM Console — ведущий</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Табло</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>%1 из %2 локаций ещё не выпадали в этой комнате</translation>
    </message>
    <message>
        <source>%1 — %2 locations</source>
        <translation>%1 — локаций: %2</translation>
    </message>
    <message>
        <source>Round options</source>
        <translation>Настройки раунда</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <source>Round time:</source>
        <translation>Длительность раунда:</translation>
    </message>
    <message>
        <source>Call link:</source>
        <translation>Ссылка на звонок:</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <source>Two spies (from 7 players)</source>
        <translation>Два шпиона (от 7 игроков)</translation>
    </message>
    <message>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Ведущий играет (этот экран скрывает все тайны)</translation>
    </message>
    <message>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>Ссылка WhatsApp, FaceTime или Meet для удалённых игроков</translation>
    </message>
    <message>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Семейная: без алкоголя и ночной жизни; Полная: со взрослыми вечеринками</translation>
    </message>
    <message>
        <source>How long a round lasts</source>
        <translation>Сколько длится раунд</translation>
    </message>
    <message>
        <source>Deal two spies who do not know about each other</source>
        <translation>Раздать двух шпионов, которые не знают друг о друге</translation>
    </message>
    <message>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>Ведущий тоже играет: тогда этот экран не показывает ни локацию, ни шпиона, ни роли</translation>
    </message>
    <message>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Игроки видят эту ссылку в лобби на телефонах</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <source>New seat link</source>
        <translation>Новая ссылка</translation>
    </message>
    <message>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 сканирует этот код, чтобы вернуться на своё место. Старая ссылка больше не действует.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Копировать ссылку</translation>
    </message>
    <message>
        <source>Copy the link</source>
        <translation>Скопировать ссылку</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <source>Leader: %1</source>
        <translation>Лидер: %1</translation>
    </message>
    <message>
        <source>No points yet</source>
        <translation>Очков пока нет</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Раунд %1: %2</translation>
    </message>
    <message>
        <source>%1; spy: %2</source>
        <translation>%1; шпион: %2</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <source>watching</source>
        <translation>наблюдает</translation>
    </message>
    <message>
        <source>looked ✓</source>
        <translation>просмотрена ✓</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>ещё нет</translation>
    </message>
    <message>
        <source>%1 seated, %2 phones connected</source>
        <translation>За столом: %1, телефонов на связи: %2</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Select a seat to remove it or give it a new link</source>
        <translation>Выберите место, чтобы убрать игрока или дать новую ссылку</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <source>The host plays: the location, the spies and the roles are only on the players' phones.</source>
        <translation>Ведущий играет: локация, шпионы и роли есть только на телефонах игроков.</translation>
    </message>
    <message>
        <source>No cards are out.</source>
        <translation>Карты не розданы.</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Локация</translation>
    </message>
    <message>
        <source>SPY</source>
        <translation>ШПИОН</translation>
    </message>
    <message>
        <source>Secrets (moderator only)</source>
        <translation>Тайны (только для ведущего)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Spy</source>
        <translation>Шпион</translation>
    </message>
    <message>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <source>Club mafia</source>
        <translation>Клубная мафия</translation>
    </message>
    <message>
        <source>Elite Club quiz</source>
        <translation>Викторина «Элитный клуб»</translation>
    </message>
    <message>
        <source>Lobby: players are joining</source>
        <translation>Лобби: игроки подключаются</translation>
    </message>
    <message>
        <source>Cards dealt: players look at their cards</source>
        <translation>Карты розданы: игроки смотрят свои карты</translation>
    </message>
    <message>
        <source>Round running: questions</source>
        <translation>Раунд идёт: вопросы</translation>
    </message>
    <message>
        <source>Accusation: voting</source>
        <translation>Обвинение: голосование</translation>
    </message>
    <message>
        <source>Time is up: everyone names a suspect</source>
        <translation>Время вышло: каждый называет подозреваемого</translation>
    </message>
    <message>
        <source>The exposed spy guesses the location</source>
        <translation>Разоблачённый шпион угадывает локацию</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Раунд окончен</translation>
    </message>
    <message>
        <source>The spy was caught by an accusation</source>
        <translation>Шпиона поймали обвинением</translation>
    </message>
    <message>
        <source>An innocent player was accused</source>
        <translation>Обвинили невиновного игрока</translation>
    </message>
    <message>
        <source>The spy guessed the location</source>
        <translation>Шпион угадал локацию</translation>
    </message>
    <message>
        <source>The spy guessed wrong</source>
        <translation>Шпион не угадал локацию</translation>
    </message>
    <message>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Время вышло, а шпион остался незамеченным</translation>
    </message>
    <message>
        <source>The spy was exposed but guessed the location</source>
        <translation>Шпион разоблачён, но угадал локацию</translation>
    </message>
    <message>
        <source>The spy was exposed and guessed wrong</source>
        <translation>Шпион разоблачён и не угадал локацию</translation>
    </message>
    <message>
        <source>The round was aborted: nobody scores</source>
        <translation>Раунд прерван: никто не получает очков</translation>
    </message>
    <message>
        <source>The spy left: nobody scores</source>
        <translation>Шпион вышел: никто не получает очков</translation>
    </message>
    <message>
        <source>Too few players remained: nobody scores</source>
        <translation>Осталось слишком мало игроков: никто не получает очков</translation>
    </message>
    <message>
        <source>The spies win</source>
        <translation>Победили шпионы</translation>
    </message>
    <message>
        <source>The locals win</source>
        <translation>Победили местные</translation>
    </message>
    <message>
        <source>This action is not known here</source>
        <translation>Это действие здесь неизвестно</translation>
    </message>
    <message>
        <source>This action has a wrong value</source>
        <translation>У этого действия неверное значение</translation>
    </message>
    <message>
        <source>This action is not allowed</source>
        <translation>Это действие запрещено</translation>
    </message>
    <message>
        <source>Not possible at this moment of the game</source>
        <translation>Сейчас в игре это невозможно</translation>
    </message>
    <message>
        <source>It is not this player's turn</source>
        <translation>Сейчас не очередь этого игрока</translation>
    </message>
    <message>
        <source>This has already been done</source>
        <translation>Это уже сделано</translation>
    </message>
    <message>
        <source>The table is full</source>
        <translation>Стол заполнен</translation>
    </message>
    <message>
        <source>This nickname is taken</source>
        <translation>Этот ник уже занят</translation>
    </message>
    <message>
        <source>Too few players</source>
        <translation>Слишком мало игроков</translation>
    </message>
    <message>
        <source>This seat does not play in this round</source>
        <translation>Это место не играет в этом раунде</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Нечего отменять</translation>
    </message>
    <message>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Нельзя отменить: тайна уже раскрыта</translation>
    </message>
    <message>
        <source>The message could not be read</source>
        <translation>Не удалось прочитать сообщение</translation>
    </message>
    <message>
        <source>The message is malformed</source>
        <translation>Сообщение имеет неверный формат</translation>
    </message>
    <message>
        <source>Unknown message type</source>
        <translation>Неизвестный тип сообщения</translation>
    </message>
    <message>
        <source>The message is too large</source>
        <translation>Сообщение слишком большое</translation>
    </message>
    <message>
        <source>Incompatible app version</source>
        <translation>Несовместимая версия приложения</translation>
    </message>
    <message>
        <source>No table with this code</source>
        <translation>Нет стола с таким кодом</translation>
    </message>
    <message>
        <source>This seat link is no longer valid</source>
        <translation>Эта ссылка на место больше не действует</translation>
    </message>
    <message>
        <source>Join the table first</source>
        <translation>Сначала присоединитесь к столу</translation>
    </message>
    <message>
        <source>Already joined</source>
        <translation>Уже подключено</translation>
    </message>
    <message>
        <source>Too many messages</source>
        <translation>Слишком много сообщений</translation>
    </message>
    <message>
        <source>The table changed; look again</source>
        <translation>Стол изменился; посмотрите ещё раз</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>на связи</translation>
    </message>
    <message>
        <source>away</source>
        <translation>не на связи</translation>
    </message>
    <message>
        <source>left</source>
        <translation>вне игры</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <source>The timer starts with the round</source>
        <translation>Таймер запустится с началом раунда</translation>
    </message>
    <message>
        <source>Paused for the vote</source>
        <translation>Пауза на голосование</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Остановлен</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>На паузе</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Таймер</translation>
    </message>
</context>
<context>
    <name>TurnsPanel</name>
    <message>
        <source>Looked at their card</source>
        <translation>Посмотрели свою карту</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Still to look: %1</source>
        <translation>Ещё не посмотрели: %1</translation>
    </message>
    <message>
        <source>Everyone has looked: start the round</source>
        <translation>Все посмотрели: начинайте раунд</translation>
    </message>
    <message>
        <source>Asks now</source>
        <translation>Сейчас спрашивает</translation>
    </message>
    <message>
        <source>Questions so far</source>
        <translation>Заданные вопросы</translation>
    </message>
    <message>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 спрашивает игрока %3</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Очерёдность вопросов</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <source>%1 accuses %2</source>
        <translation>%1 обвиняет игрока %2</translation>
    </message>
    <message>
        <source>Time is up: who is the spy?</source>
        <translation>Время вышло: кто шпион?</translation>
    </message>
    <message>
        <source>%1 is exposed and names the location</source>
        <translation>Шпион %1 разоблачён: последняя попытка назвать локацию</translation>
    </message>
    <message>
        <source>How everyone voted</source>
        <translation>Кто как голосовал</translation>
    </message>
    <message>
        <source>No vote right now</source>
        <translation>Сейчас голосования нет</translation>
    </message>
    <message>
        <source>Accused already this round: %1</source>
        <translation>Уже обвиняли в этом раунде: %1</translation>
    </message>
    <message>
        <source>%1 of %2 voted</source>
        <translation>проголосовали %1 из %2</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>принято</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <source>%1 accused %2: %3</source>
        <translation>Обвинение %1 → %2: %3</translation>
    </message>
    <message>
        <source>yes: %1</source>
        <translation>да: %1</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>нет: %1</translation>
    </message>
    <message>
        <source>%1 named %2</source>
        <translation>%1 подозревает игрока %2</translation>
    </message>
    <message>
        <source>%1 guessed %2: right</source>
        <translation>%1 называет локацию «%2»: верно</translation>
    </message>
    <message>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 называет локацию «%2»: неверно</translation>
    </message>
    <message>
        <source>No votes this round</source>
        <translation>В этом раунде не голосовали</translation>
    </message>
    <message>
        <source>Voting</source>
        <translation>Голосование</translation>
    </message>
</context>
</TS>
