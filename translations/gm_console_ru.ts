<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../gm_console/board_window.py" line="267"/>
        <source>%1 · table %2</source>
        <translation>%1 · стол %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="270"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="286"/>
        <source>Join with your phone</source>
        <translation>Присоединяйтесь с телефона</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="292"/>
        <source>Call: %1</source>
        <translation>Звонок: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="296"/>
        <source>At the table (%1): %2</source>
        <translation>За столом (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="298"/>
        <source>Waiting for players…</source>
        <translation>Ждём игроков…</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="305"/>
        <source>Asks now: %1</source>
        <translation>Спрашивает: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="309"/>
        <source>%1 accuses %2 — %3 of %4 voted</source>
        <translation>%1 обвиняет игрока %2 — проголосовали %3 из %4</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="315"/>
        <source>Name your suspect on your phone — %1 of %2 voted</source>
        <translation>Назовите подозреваемого на телефоне — проголосовали %1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="319"/>
        <source>%1 is exposed! Last chance to name the location…</source>
        <translation>Шпион %1 разоблачён! Последняя попытка назвать локацию…</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="322"/>
        <source>Look at your card, then wait for the start</source>
        <translation>Посмотрите свою карту и ждите старта</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="334"/>
        <source>No points this round</source>
        <translation>Этот раунд без очков</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="338"/>
        <source>Spies: %1</source>
        <translation>Шпионы: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="338"/>
        <source>Spy: %1</source>
        <translation>Шпион: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="339"/>
        <source>Location: %1</source>
        <translation>Локация: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="354"/>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="369"/>
        <source>Paused for the vote</source>
        <translation>Пауза на голосование</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="371"/>
        <source>Paused</source>
        <translation>На паузе</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="172"/>
        <location filename="../gm_console/board_window.py" line="386"/>
        <source>GM Console — public board</source>
        <translation>GM Console — табло</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../gm_console/commands.py" line="81"/>
        <source>Save the protocol</source>
        <translation>Сохранить протокол</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="92"/>
        <source>Save this table&apos;s protocol as JSON and as a printable page</source>
        <translation>Сохранить протокол этого стола как JSON и как страницу для печати</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="104"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="73"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="74"/>
        <source>Remove player</source>
        <translation>Убрать игрока</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="75"/>
        <source>New seat link</source>
        <translation>Новая ссылка</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="76"/>
        <source>Copy join link</source>
        <translation>Копировать ссылку</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="77"/>
        <source>Board full screen</source>
        <translation>Табло на весь экран</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="78"/>
        <source>Show board</source>
        <translation>Показать табло</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="79"/>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="84"/>
        <source>Take back the last moderator action</source>
        <translation>Отменить последнее действие ведущего</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="85"/>
        <source>Remove the selected player from the table</source>
        <translation>Убрать выбранного игрока со стола</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="86"/>
        <source>Give the selected seat a new link to rejoin (the old one stops working)</source>
        <translation>Дать выбранному месту новую ссылку для возврата (старая перестанет действовать)</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="87"/>
        <source>Copy the join link, e.g. to send it to remote players</source>
        <translation>Скопировать ссылку для входа, напр. чтобы отправить удалённым игрокам</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="88"/>
        <source>Show the public board full screen, or as a window</source>
        <translation>Показать табло на весь экран или в окне</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="89"/>
        <source>Show or hide the public board window</source>
        <translation>Показать или скрыть окно табло</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="90"/>
        <source>Close the console (the table is kept and restored next time)</source>
        <translation>Закрыть консоль (стол сохранится и восстановится в следующий раз)</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="104"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="80"/>
        <source>Evening…</source>
        <translation>Вечер…</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="91"/>
        <source>Tonight&apos;s standings, new accounts, penalties and awards</source>
        <translation>Рейтинг вечера, новые аккаунты, штрафы и награды</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../gm_console/app.py" line="304"/>
        <source>Another console on the network uses the code %1</source>
        <translation>Другая консоль в сети использует код %1</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="264"/>
        <source>The server is not available in this installation</source>
        <translation>В этой установке нет сервера</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="271"/>
        <source>The server could not start on port %1: %2</source>
        <translation>Сервер не смог запуститься на порту %1: %2</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <location filename="../gm_console/panels/round.py" line="88"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="100"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <location filename="../gm_console/evening.py" line="241"/>
        <source>Evening: %1</source>
        <translation>Вечер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="279"/>
        <source>account</source>
        <translation>аккаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="279"/>
        <source>guest</source>
        <translation>гость</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="286"/>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Играет с аккаунтом: вечер записывается</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="287"/>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>Гость: играет, но ничего не записывается</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="320"/>
        <source>Select a seat first</source>
        <translation>Сначала выберите место</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="322"/>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>У гостя нет аккаунта: записать ничего нельзя</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="325"/>
        <source>Record it for the selected player</source>
        <translation>Записать выбранному игроку</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="338"/>
        <source>Select a seat with an account</source>
        <translation>Выберите игрока с аккаунтом</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="346"/>
        <source>Penalty for %1: %2</source>
        <translation>Штраф для %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="346"/>
        <source>Award for %1: %2</source>
        <translation>Награда для %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="361"/>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Аккаунт %1 создан. Игрок входит с телефона с этим никнеймом и паролем.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="366"/>
        <source>An account with this nickname exists already</source>
        <translation>Аккаунт с таким никнеймом уже существует</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="367"/>
        <source>The password needs at least %1 characters</source>
        <translation>Пароль слишком короткий (минимум: %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="369"/>
        <source>The password is too long</source>
        <translation>Пароль слишком длинный</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="370"/>
        <source>Enter a nickname</source>
        <translation>Введите никнейм</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="373"/>
        <source>This cannot be recorded</source>
        <translation>Это нельзя записать</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="394"/>
        <source>Evening — standings and accounts</source>
        <translation>Вечер — рейтинг и аккаунты</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="395"/>
        <source>Tonight&apos;s standings</source>
        <translation>Рейтинг вечера</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Penalties and awards</source>
        <translation>Штрафы и награды</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="398"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="399"/>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Сегодня ещё ничего не записано. Раунды игроков с аккаунтами появляются здесь, когда заканчиваются; гостей не записывают.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="401"/>
        <source>Players at this table</source>
        <translation>Игроки за этим столом</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="402"/>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="402"/>
        <source>Account</source>
        <translation>Аккаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="403"/>
        <source>Penalty or award:</source>
        <translation>Штраф или награда:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="404"/>
        <source>Penalty (points taken away)</source>
        <translation>Штраф (минус очки)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="405"/>
        <source>Award (points given)</source>
        <translation>Награда (плюс очки)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="406"/>
        <source>Points:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="407"/>
        <source>Note:</source>
        <translation>Примечание:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="408"/>
        <source>Why, e.g. a foul or the best question</source>
        <translation>За что, напр. нарушение или лучший вопрос</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="409"/>
        <source>Record</source>
        <translation>Записать</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="410"/>
        <source>New account</source>
        <translation>Новый аккаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Nickname:</source>
        <translation>Ник:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="412"/>
        <source>Password:</source>
        <translation>Пароль:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="413"/>
        <source>Create account</source>
        <translation>Создать аккаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="414"/>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>Никнейм и пароль, без e-mail. Игроки могут создать аккаунт и сами — на телефоне, когда присоединяются.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="417"/>
        <source>Tonight&apos;s standings: points include penalties and awards</source>
        <translation>Рейтинг вечера: в очках учтены штрафы и награды</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="418"/>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Выберите игрока, который получает штраф или награду</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="419"/>
        <source>A penalty takes points away, an award gives points</source>
        <translation>Штраф отнимает очки, награда добавляет</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="420"/>
        <source>How many points</source>
        <translation>Сколько очков</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="421"/>
        <source>What it was for (optional)</source>
        <translation>За что (необязательно)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="422"/>
        <source>The new account&apos;s nickname</source>
        <translation>Никнейм нового аккаунта</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="423"/>
        <source>At least %1 characters</source>
        <translation>Минимум символов: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="424"/>
        <source>Create the account</source>
        <translation>Создать аккаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="431"/>
        <location filename="../gm_console/evening.py" line="432"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>GenericBoard</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="237"/>
        <source>%1 · table %2</source>
        <translation>%1 · стол %2</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="104"/>
        <source>(the server is not running)</source>
        <translation>(сервер не запущен)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="111"/>
        <source>Join the table</source>
        <translation>Вход за стол</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="112"/>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="116"/>
        <source>%1 (coming)</source>
        <translation>%1 (скоро)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="117"/>
        <source>The game played at this table</source>
        <translation>Игра за этим столом</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="119"/>
        <source>Table code</source>
        <translation>Код стола</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="120"/>
        <source>Players scan this code with their phone camera</source>
        <translation>Игроки сканируют этот код камерой телефона</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../gm_console/panels/log.py" line="84"/>
        <source>Taken back by undo</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="85"/>
        <source>No longer valid after an undo</source>
        <translation>Недействительно после отмены</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="103"/>
        <source>%1 joined</source>
        <translation>%1 присоединяется</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="105"/>
        <source>%1 looked at their card</source>
        <translation>%1 смотрит свою карту</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="106"/>
        <source>%1 asked %2</source>
        <translation>%1 спрашивает игрока %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="108"/>
        <source>%1 accuses %2</source>
        <translation>%1 обвиняет игрока %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="109"/>
        <source>%1 names the location</source>
        <translation>%1 называет локацию</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="110"/>
        <source>Options changed</source>
        <translation>Настройки изменены</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="111"/>
        <source>Cards dealt</source>
        <translation>Карты розданы</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="112"/>
        <source>Round started: %1 asks first</source>
        <translation>Раунд начался, первый вопрос задаёт %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="114"/>
        <source>Turn passed to %1</source>
        <translation>Ход передан игроку %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="115"/>
        <source>Timer paused</source>
        <translation>Таймер на паузе</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="116"/>
        <source>Timer resumed</source>
        <translation>Таймер продолжен</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="117"/>
        <source>Time changed by %1 s</source>
        <translation>Время изменено на %1 с</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="119"/>
        <source>Round aborted</source>
        <translation>Раунд прерван</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="120"/>
        <source>%1 removed by the moderator</source>
        <translation>Ведущий убирает игрока %1 со стола</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="121"/>
        <source>%1 left (phone away too long)</source>
        <translation>%1 выходит из игры (телефон слишком долго не на связи)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="122"/>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="123"/>
        <source>Console restarted: the timer waits</source>
        <translation>Консоль перезапущена: таймер ждёт</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="124"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="128"/>
        <source>Moderator: %1</source>
        <translation>Ведущий: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="132"/>
        <source>Event log</source>
        <translation>Журнал событий</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gm_console/main_window.py" line="236"/>
        <source>The protocol could not be saved: %1</source>
        <translation>Не удалось сохранить протокол: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="239"/>
        <source>Protocol saved: %1</source>
        <translation>Протокол сохранён: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="209"/>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="210"/>
        <source>Phones: %1</source>
        <translation>Телефонов: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="211"/>
        <source>Server: %1</source>
        <translation>Сервер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="212"/>
        <source>Server: not running</source>
        <translation>Сервер: не запущен</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="266"/>
        <source>New table</source>
        <translation>Новый стол</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="267"/>
        <source>Open a new table for %1? This table ends, its protocol stays in the journal, and every phone joins again with the new code.</source>
        <translation>Открыть новый стол для игры «%1»? Этот стол завершится, его протокол останется в журнале, а все телефоны присоединятся заново с новым кодом.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="283"/>
        <source>Remove player</source>
        <translation>Убрать игрока</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="284"/>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Убрать игрока %1 со стола? Во время раунда это считается выходом из игры.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="293"/>
        <source>New seat link</source>
        <translation>Новая ссылка</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="294"/>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Дать игроку %1 новую ссылку? Телефон, который сейчас занимает это место, будет отключён.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="349"/>
        <source>GM Console — moderator</source>
        <translation>GM Console — ведущий</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="353"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="354"/>
        <source>Board</source>
        <translation>Табло</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="356"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="355"/>
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="197"/>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>%1 из %2 локаций ещё не выпадали в этой комнате</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="212"/>
        <source>%1 — %2 locations</source>
        <translation>%1 — локаций: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="222"/>
        <source>Round options</source>
        <translation>Настройки раунда</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="223"/>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="224"/>
        <source>Round time:</source>
        <translation>Длительность раунда:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="225"/>
        <source>Call link:</source>
        <translation>Ссылка на звонок:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="227"/>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="228"/>
        <source>Two spies (from 7 players)</source>
        <translation>Два шпиона (от 7 игроков)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="229"/>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Ведущий играет (этот экран скрывает все тайны)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="230"/>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>Ссылка WhatsApp, FaceTime или Meet для удалённых игроков</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="232"/>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Семейная: без алкоголя и ночной жизни; Полная: со взрослыми вечеринками</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="233"/>
        <source>How long a round lasts</source>
        <translation>Сколько длится раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="234"/>
        <source>Deal two spies who do not know about each other</source>
        <translation>Раздать двух шпионов, которые не знают друг о друге</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="236"/>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>Ведущий тоже играет: тогда этот экран не показывает ни локацию, ни шпиона, ни роли</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="237"/>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Игроки видят эту ссылку в лобби на телефонах</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="198"/>
        <source>New seat link</source>
        <translation>Новая ссылка</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="199"/>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 сканирует этот код, чтобы вернуться на своё место. Старая ссылка больше не действует.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="201"/>
        <source>Copy link</source>
        <translation>Копировать ссылку</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="202"/>
        <source>Copy the link</source>
        <translation>Скопировать ссылку</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="204"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>RequestsPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="141"/>
        <source>Requests</source>
        <translation>Запросы</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <location filename="../gm_console/panels/scores.py" line="83"/>
        <source>Leader: %1</source>
        <translation>Лидер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="85"/>
        <source>No points yet</source>
        <translation>Очков пока нет</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="89"/>
        <source>Round %1: %2</source>
        <translation>Раунд %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="94"/>
        <source>%1; spy: %2</source>
        <translation>%1; шпион: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="101"/>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="102"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="102"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="103"/>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="97"/>
        <source>watching</source>
        <translation>наблюдает</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="99"/>
        <source>looked ✓</source>
        <translation>просмотрена ✓</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="101"/>
        <source>not yet</source>
        <translation>ещё нет</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="119"/>
        <source>%1 seated, %2 phones connected</source>
        <translation>За столом: %1, телефонов на связи: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="159"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="160"/>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="160"/>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="160"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="161"/>
        <source>Select a seat to remove it or give it a new link</source>
        <translation>Выберите место, чтобы убрать игрока или дать новую ссылку</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="72"/>
        <source>The host plays: the location, the spies and the roles are only on the players&apos; phones.</source>
        <translation>Ведущий играет: локация, шпионы и роли есть только на телефонах игроков.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="80"/>
        <source>No cards are out.</source>
        <translation>Карты не розданы.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="85"/>
        <source>Location</source>
        <translation>Локация</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="92"/>
        <source>SPY</source>
        <translation>ШПИОН</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="105"/>
        <source>Secrets (moderator only)</source>
        <translation>Тайны (только для ведущего)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="106"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="106"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
</context>
<context>
    <name>SpyDesk</name>
    <message>
        <location filename="../gm_console/games/spy.py" line="75"/>
        <source>Deal cards</source>
        <translation>Раздать карты</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="75"/>
        <source>Deal a secret card to every player</source>
        <translation>Раздать каждому игроку тайную карту</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="76"/>
        <source>Next round</source>
        <translation>Следующий раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="76"/>
        <source>Deal new cards for the next round</source>
        <translation>Раздать новые карты на следующий раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="77"/>
        <source>Start round</source>
        <translation>Начать раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="78"/>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Начать раунд: приложение выбирает, кто спрашивает первым, и запускает таймер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="79"/>
        <source>Pass turn</source>
        <translation>Передать ход</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="79"/>
        <source>Pass the asker&apos;s turn to the next player</source>
        <translation>Передать ход следующему игроку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="80"/>
        <source>Pass turn to the selected player</source>
        <translation>Передать очередь выбранному игроку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="81"/>
        <source>Pass the asker&apos;s turn to the player selected in the seat list</source>
        <translation>Передать очередь спрашивающего игроку, выбранному в списке мест</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="82"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="82"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="83"/>
        <source>Pause or resume the round timer</source>
        <translation>Приостановить или продолжить таймер раунда</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="84"/>
        <source>+30 s</source>
        <translation>+30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="84"/>
        <source>Add 30 seconds to the round</source>
        <translation>Добавить раунду 30 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="85"/>
        <source>−30 s</source>
        <translation>−30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="85"/>
        <source>Take 30 seconds from the round</source>
        <translation>Отнять у раунда 30 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="86"/>
        <source>Abort the round: nobody scores</source>
        <translation>Прервать раунд: никто не получает очков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="99"/>
        <source>Select a player in the seat list first</source>
        <translation>Сначала выберите игрока в списке мест</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="86"/>
        <location filename="../gm_console/games/spy.py" line="108"/>
        <source>Abort round</source>
        <translation>Прервать раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="109"/>
        <source>Abort this round? Nobody scores.</source>
        <translation>Прервать этот раунд? Никто не получит очков.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../gm_console/texts.py" line="16"/>
        <source>Spy</source>
        <translation>Шпион</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="17"/>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="18"/>
        <source>Club mafia</source>
        <translation>Клубная мафия</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="19"/>
        <source>Elite Club quiz</source>
        <translation>Викторина «Элитный клуб»</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="24"/>
        <source>Lobby: players are joining</source>
        <translation>Лобби: игроки подключаются</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="25"/>
        <source>Cards dealt: players look at their cards</source>
        <translation>Карты розданы: игроки смотрят свои карты</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="26"/>
        <source>Round running: questions</source>
        <translation>Раунд идёт: вопросы</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="27"/>
        <source>Accusation: voting</source>
        <translation>Обвинение: голосование</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="28"/>
        <source>Time is up: everyone names a suspect</source>
        <translation>Время вышло: каждый называет подозреваемого</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="29"/>
        <source>The exposed spy guesses the location</source>
        <translation>Разоблачённый шпион угадывает локацию</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="30"/>
        <source>Round over</source>
        <translation>Раунд окончен</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="34"/>
        <source>The spy was caught by an accusation</source>
        <translation>Шпиона поймали обвинением</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="35"/>
        <source>An innocent player was accused</source>
        <translation>Обвинили невиновного игрока</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="36"/>
        <source>The spy guessed the location</source>
        <translation>Шпион угадал локацию</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="37"/>
        <source>The spy guessed wrong</source>
        <translation>Шпион не угадал локацию</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="38"/>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Время вышло, а шпион остался незамеченным</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="39"/>
        <source>The spy was exposed but guessed the location</source>
        <translation>Шпион разоблачён, но угадал локацию</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="40"/>
        <source>The spy was exposed and guessed wrong</source>
        <translation>Шпион разоблачён и не угадал локацию</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="41"/>
        <source>The round was aborted: nobody scores</source>
        <translation>Раунд прерван: никто не получает очков</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="42"/>
        <source>The spy left: nobody scores</source>
        <translation>Шпион вышел: никто не получает очков</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="43"/>
        <source>Too few players remained: nobody scores</source>
        <translation>Осталось слишком мало игроков: никто не получает очков</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="47"/>
        <source>The spies win</source>
        <translation>Победили шпионы</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="48"/>
        <source>The locals win</source>
        <translation>Победили местные</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="53"/>
        <source>This action is not known here</source>
        <translation>Это действие здесь неизвестно</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="54"/>
        <source>This action has a wrong value</source>
        <translation>У этого действия неверное значение</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="55"/>
        <source>This action is not allowed</source>
        <translation>Это действие запрещено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="56"/>
        <source>Not possible at this moment of the game</source>
        <translation>Сейчас в игре это невозможно</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="57"/>
        <source>It is not this player&apos;s turn</source>
        <translation>Сейчас не очередь этого игрока</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="58"/>
        <source>This has already been done</source>
        <translation>Это уже сделано</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="59"/>
        <source>The table is full</source>
        <translation>Стол заполнен</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="60"/>
        <source>This nickname is taken</source>
        <translation>Этот ник уже занят</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="61"/>
        <source>Too few players</source>
        <translation>Слишком мало игроков</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="62"/>
        <source>This seat does not play in this round</source>
        <translation>Это место не играет в этом раунде</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="63"/>
        <source>There is nothing to undo</source>
        <translation>Нечего отменять</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="64"/>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Нельзя отменить: тайна уже раскрыта</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="66"/>
        <source>The message could not be read</source>
        <translation>Не удалось прочитать сообщение</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="67"/>
        <source>The message is malformed</source>
        <translation>Сообщение имеет неверный формат</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="68"/>
        <source>Unknown message type</source>
        <translation>Неизвестный тип сообщения</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="69"/>
        <source>The message is too large</source>
        <translation>Сообщение слишком большое</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="70"/>
        <source>Incompatible app version</source>
        <translation>Несовместимая версия приложения</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="71"/>
        <source>No table with this code</source>
        <translation>Нет стола с таким кодом</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="72"/>
        <source>This seat link is no longer valid</source>
        <translation>Эта ссылка на место больше не действует</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="73"/>
        <source>Join the table first</source>
        <translation>Сначала присоединитесь к столу</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="74"/>
        <source>Already joined</source>
        <translation>Уже подключено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="75"/>
        <source>Too many messages</source>
        <translation>Слишком много сообщений</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="76"/>
        <source>The table changed; look again</source>
        <translation>Стол изменился; посмотрите ещё раз</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="80"/>
        <source>connected</source>
        <translation>на связи</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="81"/>
        <source>away</source>
        <translation>не на связи</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="82"/>
        <source>left</source>
        <translation>вне игры</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <location filename="../gm_console/panels/timer.py" line="70"/>
        <source>The timer starts with the round</source>
        <translation>Таймер запустится с началом раунда</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="72"/>
        <source>Paused for the vote</source>
        <translation>Пауза на голосование</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="74"/>
        <source>Stopped</source>
        <translation>Остановлен</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="76"/>
        <source>Running</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="78"/>
        <source>Paused</source>
        <translation>На паузе</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="101"/>
        <source>Timer</source>
        <translation>Таймер</translation>
    </message>
</context>
<context>
    <name>TurnsPanel</name>
    <message>
        <location filename="../gm_console/panels/round.py" line="140"/>
        <source>Looked at their card</source>
        <translation>Посмотрели свою карту</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="141"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="144"/>
        <source>Still to look: %1</source>
        <translation>Ещё не посмотрели: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="145"/>
        <source>Everyone has looked: start the round</source>
        <translation>Все посмотрели: начинайте раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="147"/>
        <location filename="../gm_console/panels/round.py" line="151"/>
        <source>Asks now</source>
        <translation>Сейчас спрашивает</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="149"/>
        <location filename="../gm_console/panels/round.py" line="153"/>
        <source>Questions so far</source>
        <translation>Заданные вопросы</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="157"/>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 спрашивает игрока %3</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="164"/>
        <source>Turn order</source>
        <translation>Очерёдность вопросов</translation>
    </message>
</context>
<context>
    <name>ViewPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="184"/>
        <source>The game as the console sees it</source>
        <translation>Игра так, как её видит консоль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="185"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="185"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <location filename="../gm_console/panels/votes.py" line="62"/>
        <source>%1 accuses %2</source>
        <translation>%1 обвиняет игрока %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="66"/>
        <source>Time is up: who is the spy?</source>
        <translation>Время вышло: кто шпион?</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="69"/>
        <source>%1 is exposed and names the location</source>
        <translation>Шпион %1 разоблачён: последняя попытка назвать локацию</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="72"/>
        <source>How everyone voted</source>
        <translation>Кто как голосовал</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="75"/>
        <source>No vote right now</source>
        <translation>Сейчас голосования нет</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="77"/>
        <source>Accused already this round: %1</source>
        <translation>Уже обвиняли в этом раунде: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="86"/>
        <source>%1 of %2 voted</source>
        <translation>проголосовали %1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="93"/>
        <source>passed</source>
        <translation>принято</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="93"/>
        <source>failed</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="94"/>
        <source>%1 accused %2: %3</source>
        <translation>Обвинение %1 → %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="98"/>
        <source>yes: %1</source>
        <translation>да: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="99"/>
        <source>no: %1</source>
        <translation>нет: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="101"/>
        <source>%1 named %2</source>
        <translation>%1 подозревает игрока %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="107"/>
        <source>%1 guessed %2: right</source>
        <translation>%1 называет локацию «%2»: верно</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="108"/>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 называет локацию «%2»: неверно</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="111"/>
        <source>No votes this round</source>
        <translation>В этом раунде не голосовали</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="114"/>
        <source>Voting</source>
        <translation>Голосование</translation>
    </message>
</context>
</TS>
