<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../gm_console/board_window.py" line="267"/>
        <source>%1 · table %2</source>
        <translation>%1 · стіл %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="270"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="286"/>
        <source>Join with your phone</source>
        <translation>Приєднуйтеся з телефона</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="292"/>
        <source>Call: %1</source>
        <translation>Дзвінок: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="296"/>
        <source>At the table (%1): %2</source>
        <translation>За столом (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="298"/>
        <source>Waiting for players…</source>
        <translation>Чекаємо на гравців…</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="305"/>
        <source>Asks now: %1</source>
        <translation>Питає: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="309"/>
        <source>%1 accuses %2 — %3 of %4 voted</source>
        <translation>%1 звинувачує гравця %2 — проголосували %3 з %4</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="315"/>
        <source>Name your suspect on your phone — %1 of %2 voted</source>
        <translation>Назвіть підозрюваного на телефоні — проголосували %1 з %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="319"/>
        <source>%1 is exposed! Last chance to name the location…</source>
        <translation>Шпигуна %1 викрито! Остання спроба назвати локацію…</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="322"/>
        <source>Look at your card, then wait for the start</source>
        <translation>Подивіться свою карту й чекайте на старт</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="334"/>
        <source>No points this round</source>
        <translation>Цей раунд без очок</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="338"/>
        <source>Spies: %1</source>
        <translation>Шпигуни: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="338"/>
        <source>Spy: %1</source>
        <translation>Шпигун: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="339"/>
        <source>Location: %1</source>
        <translation>Локація: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="354"/>
        <source>Scores</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="369"/>
        <source>Paused for the vote</source>
        <translation>Пауза на голосування</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="371"/>
        <source>Paused</source>
        <translation>На паузі</translation>
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
        <translation>Зберегти протокол</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="92"/>
        <source>Save this table&apos;s protocol as JSON and as a printable page</source>
        <translation>Зберегти протокол цього столу як JSON і як сторінку для друку</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="104"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="73"/>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="74"/>
        <source>Remove player</source>
        <translation>Прибрати гравця</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="75"/>
        <source>New seat link</source>
        <translation>Нове посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="76"/>
        <source>Copy join link</source>
        <translation>Копіювати посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="77"/>
        <source>Board full screen</source>
        <translation>Табло на весь екран</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="78"/>
        <source>Show board</source>
        <translation>Показати табло</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="79"/>
        <source>Quit</source>
        <translation>Вийти</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="84"/>
        <source>Take back the last moderator action</source>
        <translation>Скасувати останню дію ведучого</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="85"/>
        <source>Remove the selected player from the table</source>
        <translation>Прибрати вибраного гравця зі столу</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="86"/>
        <source>Give the selected seat a new link to rejoin (the old one stops working)</source>
        <translation>Дати вибраному місцю нове посилання для повернення (старе перестане діяти)</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="87"/>
        <source>Copy the join link, e.g. to send it to remote players</source>
        <translation>Скопіювати посилання для входу, напр. щоб надіслати віддаленим гравцям</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="88"/>
        <source>Show the public board full screen, or as a window</source>
        <translation>Показати табло на весь екран або у вікні</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="89"/>
        <source>Show or hide the public board window</source>
        <translation>Показати або сховати вікно табло</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="90"/>
        <source>Close the console (the table is kept and restored next time)</source>
        <translation>Закрити консоль (стіл збережеться й відновиться наступного разу)</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="104"/>
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="80"/>
        <source>Evening…</source>
        <translation>Вечір…</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="91"/>
        <source>Tonight&apos;s standings, new accounts, penalties and awards</source>
        <translation>Рейтинг вечора, нові акаунти, штрафи й нагороди</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../gm_console/app.py" line="304"/>
        <source>Another console on the network uses the code %1</source>
        <translation>Інша консоль у мережі використовує код %1</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="264"/>
        <source>The server is not available in this installation</source>
        <translation>У цій інсталяції немає сервера</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="271"/>
        <source>The server could not start on port %1: %2</source>
        <translation>Сервер не зміг запуститися на порту %1: %2</translation>
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
        <translation>Вечір: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="279"/>
        <source>account</source>
        <translation>акаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="279"/>
        <source>guest</source>
        <translation>гість</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="286"/>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Грає з акаунтом: вечір записується</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="287"/>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>Гість: грає, але нічого не записується</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="320"/>
        <source>Select a seat first</source>
        <translation>Спершу виберіть місце</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="322"/>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>У гостя немає акаунта: записати нічого не можна</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="325"/>
        <source>Record it for the selected player</source>
        <translation>Записати вибраному гравцеві</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="338"/>
        <source>Select a seat with an account</source>
        <translation>Виберіть гравця з акаунтом</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="346"/>
        <source>Penalty for %1: %2</source>
        <translation>Штраф для %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="346"/>
        <source>Award for %1: %2</source>
        <translation>Нагорода для %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="361"/>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Акаунт %1 створено. Гравець входить на телефоні з цим нікнеймом і паролем.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="366"/>
        <source>An account with this nickname exists already</source>
        <translation>Акаунт із таким нікнеймом уже існує</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="367"/>
        <source>The password needs at least %1 characters</source>
        <translation>Пароль закороткий (мінімум: %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="369"/>
        <source>The password is too long</source>
        <translation>Пароль задовгий</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="370"/>
        <source>Enter a nickname</source>
        <translation>Введіть нікнейм</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="373"/>
        <source>This cannot be recorded</source>
        <translation>Це не можна записати</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="394"/>
        <source>Evening — standings and accounts</source>
        <translation>Вечір — рейтинг і акаунти</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="395"/>
        <source>Tonight&apos;s standings</source>
        <translation>Рейтинг вечора</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Penalties and awards</source>
        <translation>Штрафи й нагороди</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="398"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="399"/>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Сьогодні ще нічого не записано. Раунди гравців з акаунтами з’являються тут, щойно закінчуються; гостей не записують.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="401"/>
        <source>Players at this table</source>
        <translation>Гравці за цим столом</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="402"/>
        <source>Nickname</source>
        <translation>Нікнейм</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="402"/>
        <source>Account</source>
        <translation>Акаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="403"/>
        <source>Penalty or award:</source>
        <translation>Штраф чи нагорода:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="404"/>
        <source>Penalty (points taken away)</source>
        <translation>Штраф (мінус очки)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="405"/>
        <source>Award (points given)</source>
        <translation>Нагорода (плюс очки)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="406"/>
        <source>Points:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="407"/>
        <source>Note:</source>
        <translation>Примітка:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="408"/>
        <source>Why, e.g. a foul or the best question</source>
        <translation>За що, напр. порушення чи найкраще запитання</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="409"/>
        <source>Record</source>
        <translation>Записати</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="410"/>
        <source>New account</source>
        <translation>Новий акаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Nickname:</source>
        <translation>Нікнейм:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="412"/>
        <source>Password:</source>
        <translation>Пароль:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="413"/>
        <source>Create account</source>
        <translation>Створити акаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="414"/>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>Нікнейм і пароль, без e-mail. Гравці можуть створити акаунт і самі — на телефоні, коли приєднуються.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="417"/>
        <source>Tonight&apos;s standings: points include penalties and awards</source>
        <translation>Рейтинг вечора: в очках враховано штрафи й нагороди</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="418"/>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Виберіть гравця, який отримує штраф чи нагороду</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="419"/>
        <source>A penalty takes points away, an award gives points</source>
        <translation>Штраф забирає очки, нагорода додає</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="420"/>
        <source>How many points</source>
        <translation>Скільки очок</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="421"/>
        <source>What it was for (optional)</source>
        <translation>За що (необов’язково)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="422"/>
        <source>The new account&apos;s nickname</source>
        <translation>Нікнейм нового акаунта</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="423"/>
        <source>At least %1 characters</source>
        <translation>Мінімум символів: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="424"/>
        <source>Create the account</source>
        <translation>Створити акаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="431"/>
        <location filename="../gm_console/evening.py" line="432"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>GenericBoard</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="237"/>
        <source>%1 · table %2</source>
        <translation>%1 · стіл %2</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="104"/>
        <source>(the server is not running)</source>
        <translation>(сервер не запущено)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="111"/>
        <source>Join the table</source>
        <translation>Вхід до столу</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="112"/>
        <source>Game:</source>
        <translation>Гра:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="116"/>
        <source>%1 (coming)</source>
        <translation>%1 (незабаром)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="117"/>
        <source>The game played at this table</source>
        <translation>Гра за цим столом</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="119"/>
        <source>Table code</source>
        <translation>Код столу</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="120"/>
        <source>Players scan this code with their phone camera</source>
        <translation>Гравці сканують цей код камерою телефона</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../gm_console/panels/log.py" line="84"/>
        <source>Taken back by undo</source>
        <translation>Скасовано</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="85"/>
        <source>No longer valid after an undo</source>
        <translation>Недійсне після скасування</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="103"/>
        <source>%1 joined</source>
        <translation>%1 приєднується</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="105"/>
        <source>%1 looked at their card</source>
        <translation>%1 переглядає свою карту</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="106"/>
        <source>%1 asked %2</source>
        <translation>%1 питає гравця %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="108"/>
        <source>%1 accuses %2</source>
        <translation>%1 звинувачує гравця %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="109"/>
        <source>%1 names the location</source>
        <translation>%1 називає локацію</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="110"/>
        <source>Options changed</source>
        <translation>Налаштування змінено</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="111"/>
        <source>Cards dealt</source>
        <translation>Карти роздано</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="112"/>
        <source>Round started: %1 asks first</source>
        <translation>Раунд почався, перше питання ставить %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="114"/>
        <source>Turn passed to %1</source>
        <translation>Хід передано гравцю %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="115"/>
        <source>Timer paused</source>
        <translation>Таймер на паузі</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="116"/>
        <source>Timer resumed</source>
        <translation>Таймер продовжено</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="117"/>
        <source>Time changed by %1 s</source>
        <translation>Час змінено на %1 с</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="119"/>
        <source>Round aborted</source>
        <translation>Раунд перервано</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="120"/>
        <source>%1 removed by the moderator</source>
        <translation>Ведучий прибирає гравця %1 зі столу</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="121"/>
        <source>%1 left (phone away too long)</source>
        <translation>%1 виходить із гри (телефон надто довго не на зв’язку)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="122"/>
        <source>Time is up</source>
        <translation>Час вийшов</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="123"/>
        <source>Console restarted: the timer waits</source>
        <translation>Консоль перезапущено: таймер чекає</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="124"/>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="128"/>
        <source>Moderator: %1</source>
        <translation>Ведучий: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="132"/>
        <source>Event log</source>
        <translation>Журнал подій</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gm_console/main_window.py" line="236"/>
        <source>The protocol could not be saved: %1</source>
        <translation>Не вдалося зберегти протокол: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="239"/>
        <source>Protocol saved: %1</source>
        <translation>Протокол збережено: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="209"/>
        <source>Table %1</source>
        <translation>Стіл %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="210"/>
        <source>Phones: %1</source>
        <translation>Телефонів: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="211"/>
        <source>Server: %1</source>
        <translation>Сервер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="212"/>
        <source>Server: not running</source>
        <translation>Сервер: не запущено</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="266"/>
        <source>New table</source>
        <translation>Новий стіл</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="267"/>
        <source>Open a new table for %1? This table ends, its protocol stays in the journal, and every phone joins again with the new code.</source>
        <translation>Відкрити новий стіл для гри «%1»? Цей стіл завершиться, його протокол залишиться в журналі, а всі телефони приєднаються знову з новим кодом.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="283"/>
        <source>Remove player</source>
        <translation>Прибрати гравця</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="284"/>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Прибрати гравця %1 зі столу? Під час раунду це вважається виходом із гри.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="293"/>
        <source>New seat link</source>
        <translation>Нове посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="294"/>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Дати гравцю %1 нове посилання? Телефон, який зараз займає це місце, буде від’єднано.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="349"/>
        <source>GM Console — moderator</source>
        <translation>GM Console — ведучий</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="353"/>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="354"/>
        <source>Board</source>
        <translation>Табло</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="356"/>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="355"/>
        <source>Evening</source>
        <translation>Вечір</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="197"/>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>%1 з %2 локацій ще не випадали в цій кімнаті</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="212"/>
        <source>%1 — %2 locations</source>
        <translation>%1 — локацій: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="222"/>
        <source>Round options</source>
        <translation>Налаштування раунду</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="223"/>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="224"/>
        <source>Round time:</source>
        <translation>Тривалість раунду:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="225"/>
        <source>Call link:</source>
        <translation>Посилання на дзвінок:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="227"/>
        <source>%1 min</source>
        <translation>%1 хв</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="228"/>
        <source>Two spies (from 7 players)</source>
        <translation>Два шпигуни (від 7 гравців)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="229"/>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Ведучий грає (цей екран приховує всі таємниці)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="230"/>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>Посилання WhatsApp, FaceTime чи Meet для віддалених гравців</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="232"/>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Сімейна: без алкоголю та нічного життя; Повна: з дорослими вечірками</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="233"/>
        <source>How long a round lasts</source>
        <translation>Скільки триває раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="234"/>
        <source>Deal two spies who do not know about each other</source>
        <translation>Роздати двох шпигунів, які не знають одне про одного</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="236"/>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>Ведучий теж грає: тоді цей екран не показує ні локації, ні шпигуна, ні ролей</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="237"/>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Гравці бачать це посилання в лобі на телефонах</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="198"/>
        <source>New seat link</source>
        <translation>Нове посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="199"/>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 сканує цей код, щоб повернутися на своє місце. Старе посилання більше не діє.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="201"/>
        <source>Copy link</source>
        <translation>Копіювати посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="202"/>
        <source>Copy the link</source>
        <translation>Скопіювати посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="204"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>RequestsPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="141"/>
        <source>Requests</source>
        <translation>Запити</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <location filename="../gm_console/panels/scores.py" line="83"/>
        <source>Leader: %1</source>
        <translation>Лідер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="85"/>
        <source>No points yet</source>
        <translation>Очок поки немає</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="89"/>
        <source>Round %1: %2</source>
        <translation>Раунд %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="94"/>
        <source>%1; spy: %2</source>
        <translation>%1; шпигун: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="101"/>
        <source>Scores</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="102"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="102"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="103"/>
        <source>Rounds</source>
        <translation>Раунди</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="97"/>
        <source>watching</source>
        <translation>спостерігає</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="99"/>
        <source>looked ✓</source>
        <translation>переглянута ✓</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="101"/>
        <source>not yet</source>
        <translation>ще ні</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="119"/>
        <source>%1 seated, %2 phones connected</source>
        <translation>За столом: %1, телефонів на зв’язку: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="159"/>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="160"/>
        <source>Nickname</source>
        <translation>Нікнейм</translation>
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
        <translation>Виберіть місце, щоб прибрати гравця або дати нове посилання</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="72"/>
        <source>The host plays: the location, the spies and the roles are only on the players&apos; phones.</source>
        <translation>Ведучий грає: локація, шпигуни й ролі є лише на телефонах гравців.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="80"/>
        <source>No cards are out.</source>
        <translation>Карти не роздано.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="85"/>
        <source>Location</source>
        <translation>Локація</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="92"/>
        <source>SPY</source>
        <translation>ШПИГУН</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="105"/>
        <source>Secrets (moderator only)</source>
        <translation>Таємниці (лише для ведучого)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="106"/>
        <source>Player</source>
        <translation>Гравець</translation>
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
        <translation>Роздати карти</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="75"/>
        <source>Deal a secret card to every player</source>
        <translation>Роздати кожному гравцеві таємну карту</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="76"/>
        <source>Next round</source>
        <translation>Наступний раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="76"/>
        <source>Deal new cards for the next round</source>
        <translation>Роздати нові карти на наступний раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="77"/>
        <source>Start round</source>
        <translation>Почати раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="78"/>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Почати раунд: застосунок вибирає, хто питає першим, і запускає таймер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="79"/>
        <source>Pass turn</source>
        <translation>Передати хід</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="79"/>
        <source>Pass the asker&apos;s turn to the next player</source>
        <translation>Передати хід наступному гравцеві</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="80"/>
        <source>Pass turn to the selected player</source>
        <translation>Передати чергу вибраному гравцю</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="81"/>
        <source>Pass the asker&apos;s turn to the player selected in the seat list</source>
        <translation>Передати чергу того, хто питає, гравцю, вибраному в списку місць</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="82"/>
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="82"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="83"/>
        <source>Pause or resume the round timer</source>
        <translation>Призупинити або продовжити таймер раунду</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="84"/>
        <source>+30 s</source>
        <translation>+30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="84"/>
        <source>Add 30 seconds to the round</source>
        <translation>Додати раунду 30 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="85"/>
        <source>−30 s</source>
        <translation>−30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="85"/>
        <source>Take 30 seconds from the round</source>
        <translation>Відняти в раунду 30 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="86"/>
        <source>Abort the round: nobody scores</source>
        <translation>Перервати раунд: ніхто не отримує очок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="99"/>
        <source>Select a player in the seat list first</source>
        <translation>Спершу виберіть гравця у списку місць</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="86"/>
        <location filename="../gm_console/games/spy.py" line="108"/>
        <source>Abort round</source>
        <translation>Перервати раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="109"/>
        <source>Abort this round? Nobody scores.</source>
        <translation>Перервати цей раунд? Ніхто не отримає очок.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../gm_console/texts.py" line="16"/>
        <source>Spy</source>
        <translation>Шпигун</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="17"/>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="18"/>
        <source>Club mafia</source>
        <translation>Клубна мафія</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="19"/>
        <source>Elite Club quiz</source>
        <translation>Вікторина «Елітний клуб»</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="24"/>
        <source>Lobby: players are joining</source>
        <translation>Лобі: гравці приєднуються</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="25"/>
        <source>Cards dealt: players look at their cards</source>
        <translation>Карти роздано: гравці дивляться свої карти</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="26"/>
        <source>Round running: questions</source>
        <translation>Раунд триває: питання</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="27"/>
        <source>Accusation: voting</source>
        <translation>Звинувачення: голосування</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="28"/>
        <source>Time is up: everyone names a suspect</source>
        <translation>Час вийшов: кожен називає підозрюваного</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="29"/>
        <source>The exposed spy guesses the location</source>
        <translation>Викритий шпигун вгадує локацію</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="30"/>
        <source>Round over</source>
        <translation>Раунд завершено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="34"/>
        <source>The spy was caught by an accusation</source>
        <translation>Шпигуна викрили звинуваченням</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="35"/>
        <source>An innocent player was accused</source>
        <translation>Звинуватили невинного гравця</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="36"/>
        <source>The spy guessed the location</source>
        <translation>Шпигун вгадав локацію</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="37"/>
        <source>The spy guessed wrong</source>
        <translation>Шпигун не вгадав локацію</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="38"/>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Час вийшов, а шпигун залишився непоміченим</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="39"/>
        <source>The spy was exposed but guessed the location</source>
        <translation>Шпигуна викрито, але він вгадав локацію</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="40"/>
        <source>The spy was exposed and guessed wrong</source>
        <translation>Шпигуна викрито, і він не вгадав локацію</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="41"/>
        <source>The round was aborted: nobody scores</source>
        <translation>Раунд перервано: ніхто не отримує очок</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="42"/>
        <source>The spy left: nobody scores</source>
        <translation>Шпигун вийшов: ніхто не отримує очок</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="43"/>
        <source>Too few players remained: nobody scores</source>
        <translation>Залишилося замало гравців: ніхто не отримує очок</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="47"/>
        <source>The spies win</source>
        <translation>Перемогли шпигуни</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="48"/>
        <source>The locals win</source>
        <translation>Перемогли місцеві</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="53"/>
        <source>This action is not known here</source>
        <translation>Ця дія тут невідома</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="54"/>
        <source>This action has a wrong value</source>
        <translation>У цієї дії неправильне значення</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="55"/>
        <source>This action is not allowed</source>
        <translation>Ця дія заборонена</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="56"/>
        <source>Not possible at this moment of the game</source>
        <translation>Зараз у грі це неможливо</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="57"/>
        <source>It is not this player&apos;s turn</source>
        <translation>Зараз не черга цього гравця</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="58"/>
        <source>This has already been done</source>
        <translation>Це вже зроблено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="59"/>
        <source>The table is full</source>
        <translation>Стіл заповнено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="60"/>
        <source>This nickname is taken</source>
        <translation>Цей нікнейм уже зайнятий</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="61"/>
        <source>Too few players</source>
        <translation>Замало гравців</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="62"/>
        <source>This seat does not play in this round</source>
        <translation>Це місце не грає в цьому раунді</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="63"/>
        <source>There is nothing to undo</source>
        <translation>Нічого скасовувати</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="64"/>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Не можна скасувати: таємницю вже розкрито</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="66"/>
        <source>The message could not be read</source>
        <translation>Не вдалося прочитати повідомлення</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="67"/>
        <source>The message is malformed</source>
        <translation>Повідомлення має неправильний формат</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="68"/>
        <source>Unknown message type</source>
        <translation>Невідомий тип повідомлення</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="69"/>
        <source>The message is too large</source>
        <translation>Повідомлення завелике</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="70"/>
        <source>Incompatible app version</source>
        <translation>Несумісна версія застосунку</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="71"/>
        <source>No table with this code</source>
        <translation>Немає столу з таким кодом</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="72"/>
        <source>This seat link is no longer valid</source>
        <translation>Це посилання на місце більше не дійсне</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="73"/>
        <source>Join the table first</source>
        <translation>Спершу приєднайтеся до столу</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="74"/>
        <source>Already joined</source>
        <translation>Вже приєднано</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="75"/>
        <source>Too many messages</source>
        <translation>Забагато повідомлень</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="76"/>
        <source>The table changed; look again</source>
        <translation>Стіл змінився; подивіться ще раз</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="80"/>
        <source>connected</source>
        <translation>на зв’язку</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="81"/>
        <source>away</source>
        <translation>не на зв’язку</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="82"/>
        <source>left</source>
        <translation>поза грою</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <location filename="../gm_console/panels/timer.py" line="70"/>
        <source>The timer starts with the round</source>
        <translation>Таймер запуститься з початком раунду</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="72"/>
        <source>Paused for the vote</source>
        <translation>Пауза на голосування</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="74"/>
        <source>Stopped</source>
        <translation>Зупинено</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="76"/>
        <source>Running</source>
        <translation>Іде</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="78"/>
        <source>Paused</source>
        <translation>На паузі</translation>
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
        <translation>Подивилися свою карту</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="141"/>
        <source>%1 of %2</source>
        <translation>%1 з %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="144"/>
        <source>Still to look: %1</source>
        <translation>Ще не подивилися: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="145"/>
        <source>Everyone has looked: start the round</source>
        <translation>Усі подивилися: починайте раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="147"/>
        <location filename="../gm_console/panels/round.py" line="151"/>
        <source>Asks now</source>
        <translation>Зараз питає</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="149"/>
        <location filename="../gm_console/panels/round.py" line="153"/>
        <source>Questions so far</source>
        <translation>Поставлені питання</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="157"/>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 питає гравця %3</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="164"/>
        <source>Turn order</source>
        <translation>Черга питань</translation>
    </message>
</context>
<context>
    <name>ViewPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="184"/>
        <source>The game as the console sees it</source>
        <translation>Гра, як її бачить консоль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="185"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="185"/>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <location filename="../gm_console/panels/votes.py" line="62"/>
        <source>%1 accuses %2</source>
        <translation>%1 звинувачує гравця %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="66"/>
        <source>Time is up: who is the spy?</source>
        <translation>Час вийшов: хто шпигун?</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="69"/>
        <source>%1 is exposed and names the location</source>
        <translation>Шпигуна %1 викрито: остання спроба назвати локацію</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="72"/>
        <source>How everyone voted</source>
        <translation>Хто як голосував</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="75"/>
        <source>No vote right now</source>
        <translation>Зараз голосування немає</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="77"/>
        <source>Accused already this round: %1</source>
        <translation>Уже звинувачували в цьому раунді: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="86"/>
        <source>%1 of %2 voted</source>
        <translation>проголосували %1 з %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="93"/>
        <source>passed</source>
        <translation>прийнято</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="93"/>
        <source>failed</source>
        <translation>відхилено</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="94"/>
        <source>%1 accused %2: %3</source>
        <translation>Звинувачення %1 → %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="98"/>
        <source>yes: %1</source>
        <translation>так: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="99"/>
        <source>no: %1</source>
        <translation>ні: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="101"/>
        <source>%1 named %2</source>
        <translation>%1 підозрює гравця %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="107"/>
        <source>%1 guessed %2: right</source>
        <translation>%1 називає локацію «%2»: правильно</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="108"/>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 називає локацію «%2»: неправильно</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="111"/>
        <source>No votes this round</source>
        <translation>У цьому раунді не голосували</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="114"/>
        <source>Voting</source>
        <translation>Голосування</translation>
    </message>
</context>
</TS>
