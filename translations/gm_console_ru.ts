<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>BlackBoxPicker</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="259"/>
        <source>The black box</source>
        <translation>Чёрный ящик</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="260"/>
        <source>&amp;Questions of the pack: mark the one that goes into the black box (it leaves the envelopes):</source>
        <translation>&amp;Вопросы пакета: отметьте тот, что пойдёт в Чёрный ящик (он выбывает из конвертов):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="262"/>
        <source>&amp;Mark</source>
        <translation>&amp;Отметить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="263"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="266"/>
        <source>The pack&apos;s own black-box questions (%1)</source>
        <translation>Собственные вопросы пакета для Чёрного ящика (%1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="282"/>
        <source>question %1</source>
        <translation>вопрос %1</translation>
    </message>
</context>
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../gm_console/board_window.py" line="518"/>
        <source>Join with your phone</source>
        <translation>Присоединяйтесь с телефона</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="846"/>
        <source>GM Console — public board</source>
        <translation>GM Console — табло</translation>
    </message>
</context>
<context>
    <name>CardsPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="653"/>
        <source>The host plays: no secret is shown on this screen</source>
        <translation>Ведущий играет: этот экран не показывает секретов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="657"/>
        <source>The cards are not dealt yet</source>
        <translation>Карты ещё не розданы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="660"/>
        <source>one: Announced to the table: about %n murderer | other: Announced to the table: about %n murderers</source>
        <translation>one: Столу объявлено: около %n убийцы | few: Столу объявлено: около %n убийц | many: Столу объявлено: около %n убийц | other: Столу объявлено: около %n убийцы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="679"/>
        <source>left</source>
        <translation>не за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="679"/>
        <source>ghost</source>
        <translation>призрак</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="680"/>
        <source>alive</source>
        <translation>в игре</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="680"/>
        <source>out</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="682"/>
        <source>possessed</source>
        <translation>одержимый</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="684"/>
        <source>asleep (powder)</source>
        <translation>спит (порошок)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="693"/>
        <source>Cards (secret)</source>
        <translation>Карты (тайно)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Goal</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
</context>
<context>
    <name>ChosenPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="459"/>
        <source>The phones choose at night</source>
        <translation>Телефоны выбирают ночью</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="466"/>
        <source>Rooms chosen: %1 of %2</source>
        <translation>Комнату выбрали: %1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="475"/>
        <source>The investigator&apos;s room: %1</source>
        <translation>Комната следователя: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="476"/>
        <location filename="../gm_console/games/suspi/panels.py" line="479"/>
        <source>chosen</source>
        <translation>выбрано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="476"/>
        <location filename="../gm_console/games/suspi/panels.py" line="479"/>
        <source>not yet</source>
        <translation>ещё нет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="478"/>
        <source>The doctor&apos;s patient: %1</source>
        <translation>Пациент доктора: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="483"/>
        <source>Ghosts pointed: %1 of %2</source>
        <translation>Призраки указали: %1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="488"/>
        <source>Who has chosen (not what)</source>
        <translation>Кто выбрал (но не что)</translation>
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
    <name>CompositionPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="341"/>
        <source>Cards dealt. %1 cards for %2 seats.</source>
        <translation>Карты розданы: карт — %1, мест — %2.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="344"/>
        <source>%1 cards for %2 seats</source>
        <translation>Карт: %1 · мест: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="347"/>
        <source>Seat the players first: the composition follows the number of seats.</source>
        <translation>Сначала рассадите игроков: состав ролей зависит от числа мест.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="375"/>
        <source>Composition</source>
        <translation>Состав ролей</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="376"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="376"/>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="376"/>
        <source>Cards</source>
        <translation>Карт</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="377"/>
        <source>A custom role for this game:</source>
        <translation>Своя роль для этой партии:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="378"/>
        <source>Role name</source>
        <translation>Название роли</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="383"/>
        <source>Does not wake</source>
        <translation>Не просыпается</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="385"/>
        <source>Wakes: %1</source>
        <translation>Просыпается: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="390"/>
        <source>Revealed when out</source>
        <translation>Вскрывается при выбывании</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="391"/>
        <source>Add the role</source>
        <translation>Добавить роль</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../gm_console/app.py" line="431"/>
        <source>Another console on the network uses the code %1</source>
        <translation>Другая консоль в сети использует код %1</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="364"/>
        <source>The server is not available in this installation</source>
        <translation>В этой установке нет сервера</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="94"/>
        <source>The data folder %1 is in use by another program. Close it, or start the console with another data folder.</source>
        <translation>Папка данных %1 занята другой программой. Закройте её или запустите консоль с другой папкой данных.</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="98"/>
        <source>The data folder %1 is in use by another program: %2 (process %3), running since %4. Close it, or start the console with another data folder.</source>
        <translation>Папка данных %1 занята другой программой: %2 (процесс %3), работающей с %4. Закройте её или запустите консоль с другой папкой данных.</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="427"/>
        <source>Another console on the network announced the code %1; this table&apos;s code is now %2</source>
        <translation>Другая консоль в сети объявила код %1; теперь код этого стола %2</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="453"/>
        <source>One screen: the board opens with Ctrl+B, or by itself on a projector</source>
        <translation>Один экран: табло открывается по Ctrl+B или само на проекторе</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="280"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="292"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
</context>
<context>
    <name>CouncilPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="522"/>
        <source>Confirmed: %1 of %2</source>
        <translation>Подтвердили: %1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="525"/>
        <source>Runoff</source>
        <translation>Переголосование</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="528"/>
        <source>%1 places</source>
        <translation>Мест: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="541"/>
        <source>The count is secret until the vote ends (no ghosts)</source>
        <translation>Счёт тайный до конца голосования (без призраков)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="543"/>
        <source>No council now</source>
        <translation>Сейчас совета нет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="548"/>
        <source>Asleep, no vote: %1</source>
        <translation>Спят, не голосуют: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="552"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="553"/>
        <source>Council %1: %2 left</source>
        <translation>Совет %1: ушли — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="555"/>
        <source>empty places: %1</source>
        <translation>пустых мест: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="571"/>
        <source>Council</source>
        <translation>Совет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Votes</source>
        <translation>Голоса</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Who voted</source>
        <translation>Кто голосовал</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <location filename="../gm_console/evening.py" line="288"/>
        <source>Evening: %1</source>
        <translation>Вечер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="328"/>
        <source>account</source>
        <translation>аккаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="328"/>
        <source>guest</source>
        <translation>гость</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="335"/>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Играет с аккаунтом: вечер записывается</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="336"/>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>Гость: играет, но ничего не записывается</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="370"/>
        <source>Select a seat first</source>
        <translation>Сначала выберите место</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="372"/>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>У гостя нет аккаунта: записать ничего нельзя</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="375"/>
        <source>Record it for the selected player</source>
        <translation>Записать выбранному игроку</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="403"/>
        <source>Select a seat with an account</source>
        <translation>Выберите игрока с аккаунтом</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Penalty for %1: %2</source>
        <translation>%1: штраф — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Award for %1: %2</source>
        <translation>%1: награда — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="471"/>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Аккаунт %1 создан. Игрок входит с телефона с этим никнеймом и паролем.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="476"/>
        <source>An account with this nickname exists already</source>
        <translation>Аккаунт с таким никнеймом уже существует</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="477"/>
        <source>The password needs at least %1 characters</source>
        <translation>Пароль слишком короткий (минимум: %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="479"/>
        <source>The password is too long</source>
        <translation>Пароль слишком длинный</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="480"/>
        <source>Enter a nickname</source>
        <translation>Введите никнейм</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="445"/>
        <location filename="../gm_console/evening.py" line="460"/>
        <location filename="../gm_console/evening.py" line="483"/>
        <source>This cannot be recorded</source>
        <translation>Это нельзя записать</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="393"/>
        <source>%1: games %2, won %3, lost %4, penalties %5</source>
        <translation>%1: игр — %2, побед — %3, поражений — %4, штрафов — %5</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="428"/>
        <source>Taken back: %1 for %2</source>
        <translation>Отменено: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="450"/>
        <source>Creating the account…</source>
        <translation>Создаём аккаунт…</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="540"/>
        <source>The reviews could not be written: %1</source>
        <translation>Не удалось записать разборы: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="537"/>
        <source>Reviews written: %1</source>
        <translation>Разборы записаны: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="513"/>
        <source>Writing the reviews…</source>
        <translation>Записываем разборы…</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="561"/>
        <source>Evening — standings and accounts</source>
        <translation>Вечер — рейтинг и аккаунты</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="562"/>
        <source>Tonight&apos;s standings</source>
        <translation>Рейтинг вечера</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Penalties and awards</source>
        <translation>Штрафы и награды</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="565"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="566"/>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Сегодня ещё ничего не записано. Раунды игроков с аккаунтами появляются здесь, когда заканчиваются; гостей не записывают.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="568"/>
        <source>Players at this table</source>
        <translation>Игроки за этим столом</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="569"/>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="569"/>
        <source>Account</source>
        <translation>Аккаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="570"/>
        <source>Penalty or award:</source>
        <translation>Штраф или награда:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="571"/>
        <source>Penalty (points taken away)</source>
        <translation>Штраф (минус очки)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="572"/>
        <source>Award (points given)</source>
        <translation>Награда (плюс очки)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="573"/>
        <source>Points:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="574"/>
        <source>Note:</source>
        <translation>Примечание:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="575"/>
        <source>Why, e.g. a foul or the best question</source>
        <translation>За что, напр. нарушение или лучший вопрос</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="576"/>
        <source>Record</source>
        <translation>Записать</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="577"/>
        <source>New account</source>
        <translation>Новый аккаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="578"/>
        <source>Nickname:</source>
        <translation>Ник:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="579"/>
        <source>Password:</source>
        <translation>Пароль:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="580"/>
        <source>Create account</source>
        <translation>Создать аккаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="581"/>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>Никнейм и пароль, без e-mail. Игроки могут создать аккаунт и сами — на телефоне, когда присоединяются.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="584"/>
        <source>Tonight&apos;s standings: points include penalties and awards</source>
        <translation>Рейтинг вечера: в очках учтены штрафы и награды</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="585"/>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Выберите игрока, который получает штраф или награду</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="586"/>
        <source>A penalty takes points away, an award gives points</source>
        <translation>Штраф отнимает очки, награда добавляет</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="587"/>
        <source>How many points</source>
        <translation>Сколько очков</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="588"/>
        <source>What it was for (optional)</source>
        <translation>За что (необязательно)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="589"/>
        <source>The new account&apos;s nickname</source>
        <translation>Никнейм нового аккаунта</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="590"/>
        <source>At least %1 characters</source>
        <translation>Минимум символов: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="591"/>
        <source>Create the account</source>
        <translation>Создать аккаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="597"/>
        <source>Take back</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="598"/>
        <source>Take back the penalty or award just recorded</source>
        <translation>Отменить только что записанный штраф или награду</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="601"/>
        <source>Write the reviews</source>
        <translation>Записать разборы</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="604"/>
        <source>A page for each finished game: the protocol, the measured facts and the timeline beside its recording; players who opted out are not named</source>
        <translation>Страница для каждой законченной партии: протокол, замеры и ход партии рядом с записью; игроки, отказавшиеся от публикации, не названы</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="606"/>
        <source>Reviews are written for club mafia games</source>
        <translation>Разборы пишутся для партий клубной мафии</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="609"/>
        <location filename="../gm_console/evening.py" line="610"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>EveningPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="159"/>
        <source>line-up</source>
        <translation>в составе</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="159"/>
        <source>seat %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="161"/>
        <source>reserve %1</source>
        <translation>резерв %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="162"/>
        <source>signed up, not confirmed</source>
        <translation>запись без подтверждения</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="172"/>
        <source>Line-up: %1 of %2 · reserve: %3 · not confirmed: %4 · games tonight: %5</source>
        <translation>Состав: %1 из %2 · резерв: %3 · не подтвердили: %4 · партий за вечер: %5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="214"/>
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="215"/>
        <source>Seats at the table</source>
        <translation>Мест за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="216"/>
        <source>Free talk, seconds</source>
        <translation>Балаган, секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="217"/>
        <source>Day 1 free talk, seconds</source>
        <translation>Балаган дня 1, секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="218"/>
        <source>The host plays (hide the secrets)</source>
        <translation>Ведущий играет (скрыть секреты)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="219"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="219"/>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="220"/>
        <source>Nickname of a player without a phone</source>
        <translation>Ник игрока без телефона</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="223"/>
        <source>21+</source>
        <translation>21+</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="224"/>
        <source>The player confirms being 21 or older</source>
        <translation>Игрок подтверждает, что ему есть 21</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="226"/>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="227"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="228"/>
        <source>Remove the selected player</source>
        <translation>Убрать выбранного игрока</translation>
    </message>
</context>
<context>
    <name>ExpertsPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="457"/>
        <source>captain</source>
        <translation>капитан</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="459"/>
        <source>answers</source>
        <translation>отвечает</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="461"/>
        <source>sent off</source>
        <translation>удаление на раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="463"/>
        <source>ready</source>
        <translation>«Готов» ✔</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="463"/>
        <source>not ready</source>
        <translation>без «Готов»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="468"/>
        <source>no hat</source>
        <translation>без шапки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="470"/>
        <source> (round %1)</source>
        <translation> (раунд %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="483"/>
        <source>Cut time: round %1 has 40 seconds</source>
        <translation>Урезанное время: в раунде %1 — 40 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="502"/>
        <source>Experts and penalties</source>
        <translation>Знатоки и штрафы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Expert</source>
        <translation>Знаток</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Avatar and hat</source>
        <translation>Аватар и шапка</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="504"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
</context>
<context>
    <name>FatesPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="596"/>
        <source>Nobody has died yet</source>
        <translation>Ещё никто не погиб</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="599"/>
        <source>Alive (%1): %2</source>
        <translation>Живы (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="601"/>
        <source>Ghosts (%1): %2</source>
        <translation>Призраки (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="604"/>
        <source>Out, silent (%1): %2</source>
        <translation>Выбыли, молчат (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="608"/>
        <source>Did not come back at dawn: %1</source>
        <translation>Не вернулись на рассвете: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="609"/>
        <source>Everyone came back at the last dawn</source>
        <translation>В последний рассвет вернулись все</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="611"/>
        <source>Shot by the Szur in round %1: %2</source>
        <translation>Выстрел Шура в раунде %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="614"/>
        <source>Left the table: %1</source>
        <translation>Ушли из-за стола: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="618"/>
        <source>The living and the dead</source>
        <translation>Живые и мёртвые</translation>
    </message>
</context>
<context>
    <name>FoulsPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="531"/>
        <source>Give %1 a foul (%2 of 3; under foul taken %3 of 2)</source>
        <translation>Дать фол: %1 (%2 из 3; под фол взято %3 из 2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="536"/>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="537"/>
        <source>Each click gives a foul; the third removes the player, revealed (F: the picked seat).</source>
        <translation>Щелчок даёт фол; третий удаляет игрока со вскрытием (F — выбранное место).</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../gm_console/guide.py" line="70"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="96"/>
        <source>This table&apos;s join link: %1</source>
        <translation>Ссылка для входа за этот стол: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="98"/>
        <source>This table&apos;s board for a TV or a second computer: %1</source>
        <translation>Табло этого стола для телевизора или второго компьютера: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="107"/>
        <location filename="../gm_console/guide.py" line="111"/>
        <source>Before the first evening</source>
        <translation>Перед первым вечером</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../gm_console/guide.py" line="191"/>
        <source>Before the first evening</source>
        <translation>Перед первым вечером</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="192"/>
        <source>The venue guide: the Wi-Fi, the projector, the board, the evening</source>
        <translation>Памятка для зала: Wi-Fi, проектор, табло, вечер</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="193"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="120"/>
        <source>Import a question pack</source>
        <translation>Импорт пакета вопросов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="122"/>
        <source>File: %1</source>
        <translation>Файл: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="123"/>
        <source>encoding: %1</source>
        <translation>кодировка: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="125"/>
        <source>date: %1</source>
        <translation>дата: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="130"/>
        <source>%1 — %2 questions</source>
        <translation>%1 — вопросов: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="130"/>
        <source>Tour %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="133"/>
        <source>editor: %1</source>
        <translation>редактор: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="135"/>
        <source>&amp;Tours to import (Space ticks the one selected):</source>
        <translation>&amp;Туры для импорта (Пробел отмечает выбранный):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="136"/>
        <source>&amp;All tours</source>
        <translation>&amp;Все туры</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="137"/>
        <source>&amp;No tours</source>
        <translation>&amp;Ни одного тура</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="138"/>
        <source>&amp;Pack title:</source>
        <translation>Н&amp;азвание пакета:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="139"/>
        <source>&amp;Language of the questions:</source>
        <translation>&amp;Язык вопросов:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="141"/>
        <source>&amp;Report: %1 questions left out</source>
        <translation>&amp;Отчёт: пропущено вопросов: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="142"/>
        <source>&amp;Report: none left out, every question reads well</source>
        <translation>&amp;Отчёт: ничего не пропущено, все вопросы прочитаны</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="144"/>
        <source>&amp;Import</source>
        <translation>&amp;Импортировать</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="145"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="150"/>
        <source>question&apos;s text</source>
        <translation>текст вопроса</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="151"/>
        <source>answer</source>
        <translation>ответ</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="152"/>
        <source>comment</source>
        <translation>комментарий</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="153"/>
        <source>source</source>
        <translation>источник</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="154"/>
        <source>author</source>
        <translation>автор</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="155"/>
        <source>Club&apos;s help</source>
        <translation>Помощь Клуба</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="156"/>
        <source>handout</source>
        <translation>раздаточный материал</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="157"/>
        <source>“Зачёт”</source>
        <translation>«Зачёт»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="158"/>
        <source>“Незачёт”</source>
        <translation>«Незачёт»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="166"/>
        <source>it has no text</source>
        <translation>у него нет текста</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="167"/>
        <source>it has no “Ответ:”</source>
        <translation>у него нет «Ответ:»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="168"/>
        <source>its “Ответ:” is empty</source>
        <translation>его «Ответ:» пуст</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="169"/>
        <source>it has a second “%1:”</source>
        <translation>у него второе «%1:»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="170"/>
        <source>this tour already has a question %1 (line %2)</source>
        <translation>в этом туре уже есть вопрос %1 (строка %2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="172"/>
        <source>its number is longer than four digits</source>
        <translation>его номер длиннее четырёх цифр</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="173"/>
        <source>its %1 is too long</source>
        <translation>поле «%1» слишком длинное</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="174"/>
        <source>“%1:” is outside any question</source>
        <translation>«%1:» стоит вне вопроса</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="175"/>
        <source>its text is only a handout or a note for the host (%1): nothing to read to the experts</source>
        <translation>его текст — только раздаточный материал или примечание для Крупье (%1): Знатокам нечего прочитать</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="177"/>
        <source>its answer is only a picture (%1): a pack&apos;s answer is a text</source>
        <translation>его ответ — только картинка (%1): ответ в пакете — это текст</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="183"/>
        <source>Line %1: %2</source>
        <translation>Строка %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="185"/>
        <source>%1, question %2, line %3: %4</source>
        <translation>%1, вопрос %2, строка %3: %4</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="188"/>
        <source>Tour %1, question %2, line %3: %4</source>
        <translation>Тур %1, вопрос %2, строка %3: %4</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="190"/>
        <source>Question %1, line %2: %3</source>
        <translation>Вопрос %1, строка %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="212"/>
        <source>%1 questions of %2 tours will be imported</source>
        <translation>Будет импортировано вопросов: %1 (туров: %2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="216"/>
        <source>%1 questions of %2 tours: a pack takes at most %3 questions and %4 tours, untick some tours</source>
        <translation>Вопросов: %1, туров: %2 — пакет вмещает не больше %3 вопросов и %4 туров: снимите отметку с некоторых туров</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="159"/>
        <source>(the server is not running: phones cannot join)</source>
        <translation>(сервер не запущен: телефоны не могут подключиться)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="166"/>
        <source>Join the table</source>
        <translation>Вход за стол</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="167"/>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="172"/>
        <source>The game played at this table</source>
        <translation>Игра за этим столом</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="174"/>
        <source>Table code</source>
        <translation>Код стола</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="175"/>
        <source>Players scan this code with their phone camera</source>
        <translation>Игроки сканируют этот код камерой телефона</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="176"/>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="178"/>
        <source>The address of this computer the QR code and the join link carry: the phones in the room must reach it. The first is the one the console picks itself: the network the default route leaves from, unless that is a VPN or a virtual adapter. A public address for remote players, when set, takes its place.</source>
        <translation>Адрес этого компьютера, который содержат QR-код и ссылка для входа: телефоны в зале должны до него доходить. Первый — тот, что консоль выбирает сама: сеть, через которую идёт маршрут по умолчанию, если это не VPN и не виртуальный адаптер. Публичный адрес для удалённых игроков, если он задан, заменяет его.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="184"/>
        <source>Remote players:</source>
        <translation>Удалённые игроки:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="185"/>
        <source>https://… the public address of this console</source>
        <translation>https://… публичный адрес этой консоли</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="187"/>
        <source>For players who are not in the room: the address of a reverse proxy or tunnel with TLS in front of this console. The QR code, the join link and seat links then carry it. Empty: the address on the venue&apos;s network.</source>
        <translation>Для игроков, которых нет в зале: адрес обратного прокси или туннеля с TLS перед этой консолью. Тогда QR-код, ссылка для входа и ссылки на места ведут через него. Пусто — адрес в сети заведения.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="192"/>
        <source>Not an address remote phones can use: it starts with https:// and names a host (a path may follow), with no ? or # in it.</source>
        <translation>Этот адрес удалённые телефоны использовать не смогут: он должен начинаться с https:// и содержать имя хоста (за ним может идти путь), без ? и # в нём.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="218"/>
        <source>default route</source>
        <translation>маршрут по умолчанию</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="220"/>
        <source>VPN</source>
        <translation>VPN</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="222"/>
        <source>virtual adapter</source>
        <translation>виртуальный адаптер</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="224"/>
        <source>this computer only</source>
        <translation>только этот компьютер</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="226"/>
        <source>no link</source>
        <translation>нет подключения</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="228"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="229"/>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
</context>
<context>
    <name>LifelinesPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="368"/>
        <source>%1 asks for: %2</source>
        <translation>%1 просит: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="377"/>
        <source>(round %1)</source>
        <translation>(раунд %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="382"/>
        <source>Club&apos;s help text (empty: the pack&apos;s own: %1)</source>
        <translation>Текст Помощи Клуба (пусто — из пакета: %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="383"/>
        <source>Club&apos;s help text for the experts&apos; screens</source>
        <translation>Текст Помощи Клуба для экранов Знатоков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="386"/>
        <source>Lifelines</source>
        <translation>Палочки-выручалочки</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../gm_console/panels/log.py" line="123"/>
        <source>Taken back by undo</source>
        <translation>Отменено</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="124"/>
        <source>No longer valid after an undo</source>
        <translation>Недействительно после отмены</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="138"/>
        <source>%1 joined</source>
        <translation>%1 присоединяется</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="140"/>
        <source>Timer paused</source>
        <translation>Таймер на паузе</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="141"/>
        <source>Timer resumed</source>
        <translation>Таймер продолжен</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="142"/>
        <source>Time changed by %1 s</source>
        <translation>Время изменено на %1 с</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="38"/>
        <source>%1 removed by the moderator</source>
        <translation>%1: ведущий убирает со стола</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="39"/>
        <source>%1 left (phone away too long)</source>
        <translation>%1 выходит из игры (телефон слишком долго не на связи)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="146"/>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="147"/>
        <source>Console restarted: the timer waits</source>
        <translation>Консоль перезапущена: таймер ждёт</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="148"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="160"/>
        <source>Moderator: %1</source>
        <translation>Ведущий: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="164"/>
        <source>Event log</source>
        <translation>Журнал событий</translation>
    </message>
</context>
<context>
    <name>MafiaDesk</name>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="147"/>
        <location filename="../gm_console/games/mafia/desk.py" line="286"/>
        <source>Next step</source>
        <translation>Следующий шаг</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="148"/>
        <source>Do what the game waits for now</source>
        <translation>Сделать то, чего сейчас ждёт игра</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="149"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="149"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="150"/>
        <source>Pause or resume the speech</source>
        <translation>Остановить или продолжить речь</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="151"/>
        <source>+30 s under foul</source>
        <translation>+30 с под фол</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="152"/>
        <source>The speaker takes 30 seconds more for a foul, twice a game</source>
        <translation>Говорящий берёт ещё 30 секунд ценой фола, дважды за партию</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="153"/>
        <source>Foul</source>
        <translation>Фол</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="154"/>
        <source>Nominate</source>
        <translation>Выставить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="156"/>
        <source>Night action</source>
        <translation>Ночное действие</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="158"/>
        <source>Kill without reveal</source>
        <translation>Убить без вскрытия</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="160"/>
        <source>Nobody</source>
        <translation>Никого</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="161"/>
        <source>Seat by lot</source>
        <translation>Рассадить жеребьёвкой</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="162"/>
        <source>Deal</source>
        <translation>Раздать</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="162"/>
        <source>Deal the cards of the composition</source>
        <translation>Раздать карты состава ролей</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="163"/>
        <source>Start day 1</source>
        <translation>Начать день 1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="163"/>
        <source>Day 1 opens with free talk</source>
        <translation>День 1 начинается с балагана</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="164"/>
        <location filename="../gm_console/games/mafia/desk.py" line="405"/>
        <source>Morning</source>
        <translation>Утро</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="164"/>
        <source>Announce the night&apos;s results</source>
        <translation>Объявить итоги ночи</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="165"/>
        <source>Bonus +1</source>
        <translation>Бонус +1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="166"/>
        <source>Bonus −1</source>
        <translation>Бонус −1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="167"/>
        <location filename="../gm_console/games/mafia/desk.py" line="202"/>
        <source>Abort the game</source>
        <translation>Прервать партию</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="168"/>
        <source>Record the room</source>
        <translation>Записывать зал</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="169"/>
        <source>Record the room&apos;s microphone during each game (recordings are deleted after 3 days)</source>
        <translation>Записывать микрофон зала во время каждой партии (записи удаляются через 3 дня)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="203"/>
        <source>Abort this game? Nobody scores.</source>
        <translation>Прервать эту партию? Никто не получит баллов.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="247"/>
        <source>Remove from the evening</source>
        <translation>Убрать с вечера</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="248"/>
        <source>Take %1 off tonight&apos;s list?</source>
        <translation>Убрать из списка на вечер: %1?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="322"/>
        <source>● Recording game %1</source>
        <translation>● Запись партии %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="335"/>
        <source>No microphone on this machine: the game goes on without a recording</source>
        <translation>На этом компьютере нет микрофона: партия идёт без записи</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="337"/>
        <source>The recording stopped: %1</source>
        <translation>Запись остановилась: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="153"/>
        <source>Give the picked seat a foul; the third removes the player</source>
        <translation>Дать фол выбранному месту; третий удаляет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="155"/>
        <source>The speaker nominates the picked seat (one or two)</source>
        <translation>Говорящий выставляет выбранное место (одного или двоих)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="157"/>
        <source>The role awake now acts on the picked seat</source>
        <translation>Роль, которая сейчас проснулась, действует на выбранное место</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="159"/>
        <source>The swindler&apos;s kill on the picked seat, once a game</source>
        <translation>Выстрел жулика в выбранное место, раз за партию</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="160"/>
        <source>The role awake now does nothing</source>
        <translation>Проснувшаяся роль ничего не делает</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="161"/>
        <source>Give the line-up seats by lot</source>
        <translation>Разыграть места для состава</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="165"/>
        <source>A bonus point for the picked seat</source>
        <translation>Бонусный балл выбранному месту</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="166"/>
        <source>Take a point from the picked seat</source>
        <translation>Снять балл с выбранного места</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="167"/>
        <source>End the game now: nobody scores</source>
        <translation>Завершить текущую партию: никто не получает баллов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="217"/>
        <source>Pick the target: click a seat or type its number</source>
        <translation>Выберите цель: щёлкните место или наберите его номер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="234"/>
        <source>Pick a seat first: click it or type its number</source>
        <translation>Сначала выберите место: щёлкните его или наберите номер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="371"/>
        <source>seat %1 (%2)</source>
        <translation>место %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="372"/>
        <source>seat %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="384"/>
        <source>%1 signs up (21+)</source>
        <translation>%1 записывается (21+)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="385"/>
        <source>%1 confirms for the evening</source>
        <translation>%1 подтверждает участие в вечере</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="386"/>
        <source>%1 withdraws</source>
        <translation>%1 снимается с записи</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="387"/>
        <source>Card seen: %1</source>
        <translation>Карта просмотрена: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="389"/>
        <source>Options: %1</source>
        <translation>Настройки: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="390"/>
        <source>Added by the host: %1 (21+)</source>
        <translation>Ведущий добавляет: %1 (21+)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="391"/>
        <source>Removed from the evening: %1</source>
        <translation>Снятие с вечера: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="393"/>
        <source>Composition: %1 — %2</source>
        <translation>Состав ролей: %1 — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="395"/>
        <source>Custom role: %1 (%2)</source>
        <translation>Своя роль: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="397"/>
        <source>Nomination: %1, by %2</source>
        <translation>Выставление: %1 (выставляет %2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="399"/>
        <source>Hands for %1: %2</source>
        <translation>Руки за %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="401"/>
        <source>Foul: %1</source>
        <translation>Фол: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="402"/>
        <source>+30 s under foul: %1</source>
        <translation>+30 с под фол: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="403"/>
        <source>Bonus %1: %2</source>
        <translation>Бонус %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="421"/>
        <source>capacity %1</source>
        <translation>мест за столом: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="423"/>
        <source>the host plays</source>
        <translation>ведущий играет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="423"/>
        <source>the host does not play</source>
        <translation>ведущий не играет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="425"/>
        <source>day 1 free talk %1 s</source>
        <translation>балаган дня 1: %1 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="427"/>
        <source>free talk %1 s</source>
        <translation>балаган: %1 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="434"/>
        <location filename="../gm_console/games/mafia/desk.py" line="473"/>
        <source>Night %1</source>
        <translation>Ночь %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="437"/>
        <source>done</source>
        <translation>сделано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="446"/>
        <source>the commissar!</source>
        <translation>комиссар!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="446"/>
        <source>not the commissar</source>
        <translation>не комиссар</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="448"/>
        <source>black!</source>
        <translation>чёрный!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="448"/>
        <source>not black</source>
        <translation>не чёрный</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="459"/>
        <source>in the line-up</source>
        <translation>в составе</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="459"/>
        <source>in the reserve</source>
        <translation>в резерве</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="461"/>
        <source>%1 moves in from the reserve</source>
        <translation>%1 переходит из резерва в состав</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="464"/>
        <source>Game %1: seats drawn by lot</source>
        <translation>Партия %1: места разыграны</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="469"/>
        <source>Cards dealt for %1 seats</source>
        <translation>Карты розданы, мест: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="467"/>
        <source>immune: %1</source>
        <translation>иммунитет: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="475"/>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="480"/>
        <source>Speaks: %1</source>
        <translation>Говорит: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="485"/>
        <source>nobody was killed</source>
        <translation>никто не убит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="487"/>
        <source>silenced: %1</source>
        <translation>лишение слова: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="490"/>
        <location filename="../gm_console/games/mafia/desk.py" line="493"/>
        <source>Out: %1, %2 — %3</source>
        <translation>Выбывает: %1, %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="494"/>
        <source>not revealed</source>
        <translation>без вскрытия</translation>
    </message>
</context>
<context>
    <name>MafiaTexts</name>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="36"/>
        <source>Evening: sign-ups</source>
        <translation>Вечер: запись</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="37"/>
        <source>Seated: composition and deal</source>
        <translation>Рассадка: состав ролей и раздача</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="38"/>
        <source>Free talk</source>
        <translation>Балаган</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="39"/>
        <source>Acquaintance night</source>
        <translation>Ночь знакомства</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="40"/>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="41"/>
        <source>The circle</source>
        <translation>Круг</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="42"/>
        <source>Vote on the nominees</source>
        <translation>Голосование за кандидатов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="43"/>
        <source>Defence speeches</source>
        <translation>Оправдательные речи</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="44"/>
        <source>First day: expel anyone at all?</source>
        <translation>Первый день: выгоняем кого-нибудь?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="45"/>
        <source>Show of hands to expel</source>
        <translation>Поднятие рук за выгон</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="46"/>
        <source>Car crash</source>
        <translation>Автокатастрофа</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="47"/>
        <source>Last words</source>
        <translation>Последнее слово</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="48"/>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="55"/>
        <source>Seat the players</source>
        <translation>Рассадить игроков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="56"/>
        <source>Deal the cards</source>
        <translation>Раздать карты</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="57"/>
        <source>Start day 1</source>
        <translation>Начать день 1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="58"/>
        <source>Next speaker</source>
        <translation>Следующий игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="59"/>
        <source>Enter the hands</source>
        <translation>Ввести руки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="60"/>
        <source>Enter the hands: expel anyone?</source>
        <translation>Ввести руки: выгоняем кого-нибудь?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="61"/>
        <source>Enter the hands: expel them all?</source>
        <translation>Ввести руки: выгнать всех?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="62"/>
        <source>Enter the night action</source>
        <translation>Ввести ночное действие</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="63"/>
        <source>Morning: announce the night</source>
        <translation>Утро: объявить итоги ночи</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="69"/>
        <source>The boss checks</source>
        <translation>Босс проверяет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="70"/>
        <source>The mafia kills</source>
        <translation>Мафия стреляет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="71"/>
        <source>The maniac</source>
        <translation>Маньяк</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="72"/>
        <source>The agitator</source>
        <translation>Нагнетатель</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="73"/>
        <source>The commissar checks</source>
        <translation>Комиссар проверяет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="74"/>
        <source>The doctor saves</source>
        <translation>Доктор лечит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="75"/>
        <source>Other roles</source>
        <translation>Другие роли</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="81"/>
        <source>Kill</source>
        <translation>Убить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="82"/>
        <source>Kill without reveal</source>
        <translation>Убить без вскрытия</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="83"/>
        <source>Check</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="84"/>
        <source>Save</source>
        <translation>Вылечить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="85"/>
        <source>Silence</source>
        <translation>Лишить слова</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="86"/>
        <source>Nobody</source>
        <translation>Никого</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="102"/>
        <source>Parity: the blacks win</source>
        <translation>Паритет: победили чёрные</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="118"/>
        <source>no: a night without victims</source>
        <translation>нет: ночь без жертв</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="137"/>
        <source>to the defence: {list}</source>
        <translation>на оправдание: {list}</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="141"/>
        <source>more than four candidates: nobody leaves</source>
        <translation>больше четырёх кандидатов: несострел</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="144"/>
        <source>expelled: {list}</source>
        <translation>выгон: {list}</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="151"/>
        <source>Out of the vote: %1; again: %2</source>
        <translation>Из голосования выходят: %1; ещё раз: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="93"/>
        <source>expelled</source>
        <translation>выгон</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="101"/>
        <source>The reds win</source>
        <translation>Победили красные</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="103"/>
        <source>A draw: nobody scores</source>
        <translation>Ничья: никто не получает баллов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="104"/>
        <source>The game was aborted: nobody scores</source>
        <translation>Партия прервана: никто не получает баллов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>red</source>
        <translation>красные</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>black</source>
        <translation>чёрные</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>loner</source>
        <translation>одиночка</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="117"/>
        <source>Day %1: expel anyone? Hands: %2 — %3</source>
        <translation>День %1: выгоняем кого-нибудь? Рук: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="122"/>
        <source>Day %1: expel them both? Hands: %2 — %3</source>
        <translation>День %1: выгнать обоих? Рук: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="123"/>
        <source>Day %1: expel them all? Hands: %2 — %3</source>
        <translation>День %1: выгнать всех? Рук: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="118"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="92"/>
        <source>killed at night</source>
        <translation>убийство ночью</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="94"/>
        <source>removed for three fouls</source>
        <translation>удаление за три фола</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="95"/>
        <source>with the kamikaze</source>
        <translation>с камикадзе</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="125"/>
        <source>no, nobody leaves</source>
        <translation>нет, никто не уходит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="124"/>
        <source>yes, they all leave</source>
        <translation>да, уходят все</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="124"/>
        <source>yes, both leave</source>
        <translation>да, уходят оба</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="129"/>
        <source>Day %1, nominees: %2</source>
        <translation>День %1, кандидаты: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="129"/>
        <source>Day %1, hands: %2</source>
        <translation>День %1, руки: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="139"/>
        <source>no candidates</source>
        <translation>кандидатов нет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="146"/>
        <source>no majority: stays</source>
        <translation>нет большинства: остаётся</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="148"/>
        <source>a tie: car crash</source>
        <translation>равенство: автокатастрофа</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gm_console/main_window.py" line="323"/>
        <source>The protocol could not be saved: %1</source>
        <translation>Не удалось сохранить протокол: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="326"/>
        <source>Protocol saved: %1</source>
        <translation>Протокол сохранён: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="265"/>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="266"/>
        <source>Phones: %1</source>
        <translation>Телефонов: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="267"/>
        <source>Server: %1</source>
        <translation>Сервер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="268"/>
        <source>Server: not running</source>
        <translation>Сервер: не запущен</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="313"/>
        <source>A choice made in secret</source>
        <translation>Тайный выбор</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="374"/>
        <source>New table</source>
        <translation>Новый стол</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="375"/>
        <source>Open a new table for %1? This table ends, its protocol stays in the journal, and every phone joins again with the new code.</source>
        <translation>Открыть новый стол для игры «%1»? Этот стол завершится, его протокол останется в журнале, а все телефоны присоединятся заново с новым кодом.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="392"/>
        <source>Quit</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="393"/>
        <source>Quit the console? The players&apos; phones lose the table until it starts again; the table is kept and restored next time.</source>
        <translation>Выйти из консоли? Телефоны игроков потеряют стол, пока консоль не запустится снова; стол сохранён и в следующий раз будет восстановлен.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="406"/>
        <source>Remove player</source>
        <translation>Убрать игрока</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="407"/>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Убрать со стола: %1? Во время раунда это считается выходом из игры.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="416"/>
        <source>New seat link</source>
        <translation>Новая ссылка</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="417"/>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Новая ссылка для места %1? Телефон, который сейчас занимает это место, будет отключён.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="531"/>
        <source>GM Console — moderator</source>
        <translation>GM Console — ведущий</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="535"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="536"/>
        <source>Board</source>
        <translation>Табло</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="538"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="539"/>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="537"/>
        <source>Evening</source>
        <translation>Вечер</translation>
    </message>
</context>
<context>
    <name>MinutePanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="186"/>
        <source>Minute on credit paid back: no minute — the answer comes at once</source>
        <translation>Возврат Минуты в кредит: минуты нет — отвечать сразу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="188"/>
        <source>Press “Time starts now” after reading the question</source>
        <translation>Прочитайте вопрос и нажмите «Время пошло»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="190"/>
        <source>Gong! Discussion is over</source>
        <translation>Гонг! Обсуждение окончено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="192"/>
        <source>Early answer: discussion stopped</source>
        <translation>Досрочный ответ: обсуждение остановлено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="194"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="196"/>
        <source>Signal: ten seconds left</source>
        <translation>Сигнал: осталось десять секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="198"/>
        <source>Discussion</source>
        <translation>Обсуждение</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="202"/>
        <source>Debt: Minute on credit taken in round %1 is not paid back yet</source>
        <translation>Долг: Минута в кредит из раунда %1 ещё не отдана</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="205"/>
        <source>Debt paid in round %1</source>
        <translation>Долг отдан в раунде %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="233"/>
        <source>The minute</source>
        <translation>Минута</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="86"/>
        <source>The acquaintance night: the blacks meet, nothing is entered</source>
        <translation>Ночь знакомства: чёрные знакомятся, ничего не вводится</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="93"/>
        <source>Morning: announce the results (M)</source>
        <translation>Утро: объявить итоги (M)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="98"/>
        <location filename="../gm_console/games/mafia/panels/night.py" line="99"/>
        <source>Awake now: %1</source>
        <translation>Сейчас не спят: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="103"/>
        <source>Target: %1</source>
        <translation>Цель: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="135"/>
        <source>the commissar!</source>
        <translation>комиссар!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="135"/>
        <source>not the commissar</source>
        <translation>не комиссар</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="136"/>
        <source>black!</source>
        <translation>чёрный!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="136"/>
        <source>not black</source>
        <translation>не чёрный</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="161"/>
        <source>Night</source>
        <translation>Ночь</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="130"/>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>Мест, ещё не выпадавших в этой комнате: %1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="150"/>
        <source>one: Two spies need at least %n player: untick to deal now | other: Two spies need at least %n players: untick to deal now</source>
        <translation>one: Для двух шпионов нужен хотя бы %n игрок: снимите флажок, чтобы раздать сейчас | few: Для двух шпионов нужны хотя бы %n игрока: снимите флажок, чтобы раздать сейчас | many: Для двух шпионов нужны хотя бы %n игроков: снимите флажок, чтобы раздать сейчас | other: Для двух шпионов нужны хотя бы %n игрока: снимите флажок, чтобы раздать сейчас</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="165"/>
        <source>%1 — %2 locations</source>
        <translation>%1 — мест: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="175"/>
        <source>Round options</source>
        <translation>Настройки раунда</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="176"/>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="177"/>
        <source>Round time:</source>
        <translation>Длительность раунда:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="178"/>
        <source>Call link:</source>
        <translation>Ссылка на звонок:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="161"/>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="146"/>
        <source>one: Two spies (%n+ players) | other: Two spies (%n+ players)</source>
        <translation>one: Два шпиона (от %n игрока) | few: Два шпиона (от %n игроков) | many: Два шпиона (от %n игроков) | other: Два шпиона (от %n игрока)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="179"/>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Ведущий играет (этот экран скрывает все тайны)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="180"/>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>Ссылка WhatsApp, FaceTime или Meet для удалённых игроков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="182"/>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Семейная: без алкоголя и ночной жизни; Полная: со взрослыми вечеринками</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="183"/>
        <source>How long a round lasts</source>
        <translation>Сколько длится раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="184"/>
        <source>Deal two spies who do not know about each other</source>
        <translation>Раздать двух шпионов, которые не знают друг о друге</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="186"/>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>Ведущий тоже играет: тогда этот экран не показывает ни места, ни шпиона, ни ролей</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="187"/>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Игроки видят эту ссылку в лобби на телефонах</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="210"/>
        <source>The moderator&apos;s composition</source>
        <translation>Состав ведущего</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="211"/>
        <source>The default composition for the players at the table</source>
        <translation>Состав по умолчанию для игроков за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="214"/>
        <source>Options</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="215"/>
        <source>Ghosts (the default variant)</source>
        <translation>Призраки (основной вариант)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="216"/>
        <source>The dead become ghosts and the council count is live</source>
        <translation>Мёртвые становятся призраками, а голоса совета видны сразу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="218"/>
        <source>The host plays (this screen shows no secret)</source>
        <translation>Ведущий играет (этот экран не показывает секретов)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="219"/>
        <source>The app runs the table and its creator plays</source>
        <translation>Стол ведёт приложение, а его создатель играет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="221"/>
        <source>Call link</source>
        <translation>Ссылка на звонок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="222"/>
        <source>Discord, Meet or Zoom, for remote players</source>
        <translation>Discord, Meet или Zoom — для удалённых игроков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="223"/>
        <source>The players see this link</source>
        <translation>Игроки видят эту ссылку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="224"/>
        <source>Murderers</source>
        <translation>Убийцы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="224"/>
        <source>Investigator</source>
        <translation>Следователь</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Doctor</source>
        <translation>Доктор</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Exorcist</source>
        <translation>Экзорцист</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Szur</source>
        <translation>Шур</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="228"/>
        <source>Roles of the next deal</source>
        <translation>Роли следующей раздачи</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="229"/>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="287"/>
        <source>The question shows here after the spin.</source>
        <translation>Вопрос появится здесь после вращения рулетки.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="290"/>
        <source>Black box: a question about its contents</source>
        <translation>Чёрный ящик: вопрос о его содержимом</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="291"/>
        <source>Envelope, sector %1</source>
        <translation>Конверт, сектор %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="293"/>
        <source>question %1</source>
        <translation>вопрос %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="297"/>
        <source>Picture %1: print it and hand it out</source>
        <translation>Картинка %1: распечатайте и раздайте</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="298"/>
        <source>Picture %1: on the board with the question</source>
        <translation>Картинка %1: на экране вместе с вопросом</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="302"/>
        <source>Sound %1: play it</source>
        <translation>Звук %1: включите его</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="305"/>
        <source>Handout (give it to the experts):</source>
        <translation>Раздаточный материал (передайте Знатокам):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="306"/>
        <source>For the host only:</source>
        <translation>Только для Крупье:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="312"/>
        <source>Answer:</source>
        <translation>Ответ:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="315"/>
        <source>Also accept:</source>
        <translation>Зачёт:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="315"/>
        <source>Do not accept:</source>
        <translation>Незачёт:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="319"/>
        <source>Comment:</source>
        <translation>Комментарий:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="319"/>
        <source>Club&apos;s help in the pack:</source>
        <translation>Помощь Клуба из пакета:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="320"/>
        <source>Source:</source>
        <translation>Источник:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="320"/>
        <source>Author:</source>
        <translation>Автор:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="327"/>
        <source>Question and answer (only you see this)</source>
        <translation>Вопрос и ответ (видите только вы)</translation>
    </message>
</context>
<context>
    <name>QuizDesk</name>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="102"/>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="103"/>
        <source>All experts ready and a captain marked: the envelopes go onto the roulette</source>
        <translation>Все Знатоки готовы и Капитан отмечен: конверты ложатся на рулетку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="104"/>
        <source>Mark captain</source>
        <translation>Отметить Капитана</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="104"/>
        <source>Mark the expert selected as the team&apos;s captain</source>
        <translation>Отметить выбранного Знатока Капитаном команды</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="105"/>
        <source>Mark…</source>
        <translation>Отметить…</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="106"/>
        <source>Mark one of the pack&apos;s questions as the black box (it leaves the envelopes)</source>
        <translation>Отметить один из вопросов пакета как Чёрный ящик (он выбывает из конвертов)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="107"/>
        <source>Draw</source>
        <translation>Вытянуть</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="107"/>
        <source>Draw the black box from the club&apos;s black-box questions in the pack&apos;s language</source>
        <translation>Вытянуть Чёрный ящик из клубных вопросов для Чёрного ящика на языке пакета</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="109"/>
        <source>Spin the roulette</source>
        <translation>Запустить рулетку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="109"/>
        <source>Spin: it lands on a sector not yet played</source>
        <translation>Запустить: рулетка остановится на ещё не сыгранном секторе</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="110"/>
        <source>Start the minute of discussion</source>
        <translation>Запустить минуту обсуждения</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="110"/>
        <source>Time starts now</source>
        <translation>Время пошло</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="111"/>
        <source>Collect the debt</source>
        <translation>Взыскать долг</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="112"/>
        <location filename="../gm_console/games/quiz/desk.py" line="250"/>
        <source>Minute on credit paid back: no minute — the answer comes at once</source>
        <translation>Возврат Минуты в кредит: минуты нет — отвечать сразу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Pause or resume the minute</source>
        <translation>Приостановить или продолжить минуту</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="114"/>
        <source>Minute on credit</source>
        <translation>Минута в кредит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="114"/>
        <source>+60 seconds now, paid back in a later round</source>
        <translation>+60 секунд сейчас, долг отдаётся в одном из следующих раундов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="115"/>
        <source>Club&apos;s help</source>
        <translation>Помощь Клуба</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="116"/>
        <source>The hint goes to the experts&apos; screens and 60 seconds are added</source>
        <translation>Подсказка появляется на экранах Знатоков, и добавляется 60 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="117"/>
        <source>Host&apos;s help</source>
        <translation>Помощь Ведущего</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="117"/>
        <source>After the gong: give an oral hint, no extra time</source>
        <translation>После гонга: устная наводка, без дополнительного времени</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="118"/>
        <source>Answers: selected expert</source>
        <translation>Отвечает выбранный Знаток</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="119"/>
        <source>The captain said who answers: the expert selected in the list</source>
        <translation>Капитан назвал отвечающего: выбранный в списке Знаток</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="120"/>
        <source>Right: point to the experts</source>
        <translation>Верно: очко Знатокам</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="121"/>
        <source>Accept the answer: the answer is shown and the experts score</source>
        <translation>Засчитать ответ: ответ показывается, очко Знатокам</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="122"/>
        <source>Wrong: point to the viewers</source>
        <translation>Неверно: очко телезрителям</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="123"/>
        <source>Reject the answer: the answer is shown and the viewers score</source>
        <translation>Не засчитать: ответ показывается, очко телезрителям</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="124"/>
        <source>Cut time</source>
        <translation>Урезанное время</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="124"/>
        <source>Penalty: the next round&apos;s minute is 40 seconds</source>
        <translation>Штраф: минута следующего раунда — 40 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="126"/>
        <source>Penalty: the selected expert sits out the next round</source>
        <translation>Штраф: выбранный Знаток пропускает следующий раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="125"/>
        <source>Sent off for a round</source>
        <translation>Удаление на раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="127"/>
        <source>Loss of the hat</source>
        <translation>Лишение шапки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="128"/>
        <source>Penalty: the selected expert loses the hat for the game</source>
        <translation>Штраф: выбранный Знаток лишается шапки до конца игры</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="129"/>
        <location filename="../gm_console/games/quiz/desk.py" line="169"/>
        <source>Annul the round</source>
        <translation>Аннулировать раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="129"/>
        <source>Nobody scores, the sector is spent (at most two)</source>
        <translation>Очко никому, сектор выбывает (не более двух раз)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="130"/>
        <source>Back to the lobby</source>
        <translation>Вернуться в лобби</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="130"/>
        <source>Everyone returns to the lobby, not ready</source>
        <translation>Все возвращаются в лобби, без «Готов»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="158"/>
        <source>Select an expert in the list first</source>
        <translation>Сначала выберите Знатока в списке</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="166"/>
        <source>This is the third annulment: the match ends and everyone returns to the lobby. Go on?</source>
        <translation>Это третье аннулирование: игра завершится, и все вернутся в лобби. Продолжить?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="168"/>
        <source>Annul this round? Nobody scores and the sector is spent.</source>
        <translation>Аннулировать этот раунд? Очко не получит никто, а сектор выбывает.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="204"/>
        <source>%1 chooses a look</source>
        <translation>%1 выбирает образ</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="205"/>
        <source>%1 is ready</source>
        <translation>%1 нажимает «Готов»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="205"/>
        <source>%1 is not ready</source>
        <translation>%1 снимает «Готов»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="207"/>
        <source>Captain %1 asks for: %2</source>
        <translation>Капитан %1 просит: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="209"/>
        <source>Options: %1</source>
        <translation>Настройки: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="213"/>
        <source>Captain %1 names who answers: %2</source>
        <translation>Капитан %1 называет отвечающего: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="230"/>
        <source>Captain: %1</source>
        <translation>Капитан: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="233"/>
        <source>Black box marked: question %1</source>
        <translation>Чёрный ящик отмечен: вопрос %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="234"/>
        <source>Black box: one of the pack&apos;s own</source>
        <translation>Чёрный ящик: один из вопросов самого пакета</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="238"/>
        <source>Black box drawn from “%1”</source>
        <translation>Чёрный ящик вытянут из «%1»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="240"/>
        <source>Match %1 starts: %2</source>
        <translation>Игра %1 начинается: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="244"/>
        <source>Round %1 · Zero: the black box</source>
        <translation>Раунд %1 · Зеро: Чёрный ящик</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="245"/>
        <source>Round %1 · sector %2</source>
        <translation>Раунд %1 · сектор %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="246"/>
        <source>the final round, 5:5</source>
        <translation>Финальный раунд, 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="248"/>
        <source>“Time starts now”: %1 s</source>
        <translation>«Время пошло»: %1 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="252"/>
        <source>Signal: ten seconds left</source>
        <translation>Сигнал: осталось десять секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="254"/>
        <source>Gong! Discussion is over</source>
        <translation>Гонг! Обсуждение окончено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="256"/>
        <source>Lifeline: %1</source>
        <translation>Палочка-выручалочка: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="258"/>
        <source>(+%1 s)</source>
        <translation>(+%1 с)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="260"/>
        <source>hint: %1</source>
        <translation>подсказка: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="263"/>
        <source>Answering: %1</source>
        <translation>Отвечает: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="268"/>
        <source>Round %1: right, a point to the experts (%2)</source>
        <translation>Раунд %1: верно, очко Знатокам (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="269"/>
        <source>Round %1: wrong, a point to the viewers (%2)</source>
        <translation>Раунд %1: неверно, очко телезрителям (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="276"/>
        <source>Round %1 annulled: nobody scores</source>
        <translation>Раунд %1 аннулирован: очко не получает никто</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="280"/>
        <source>Everyone returns to the lobby</source>
        <translation>Все возвращаются в лобби</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="297"/>
        <source>pack: %1</source>
        <translation>пакет: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="299"/>
        <source>the question on the screens</source>
        <translation>вопрос на экранах</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="300"/>
        <source>the question only read aloud</source>
        <translation>вопрос только вслух</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="302"/>
        <source>call link: %1</source>
        <translation>ссылка на звонок: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="303"/>
        <source>no call link</source>
        <translation>без ссылки на звонок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="312"/>
        <source>Penalty: %1</source>
        <translation>Штраф: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="314"/>
        <source>Penalty for %1: %2</source>
        <translation>%1: штраф — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="318"/>
        <source>round %1</source>
        <translation>раунд %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="324"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="324"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
</context>
<context>
    <name>QuizOptionsPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="143"/>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="212"/>
        <source>Import a question pack</source>
        <translation>Импорт пакета вопросов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="144"/>
        <source>Question packs (*.json *.txt);;All files (*)</source>
        <translation>Пакеты вопросов (*.json *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="186"/>
        <source>Imported “%1”: %2 questions, %3 left out</source>
        <translation>Импортирован «%1»: вопросов — %2, пропущено — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="198"/>
        <source>the file is too large for a question pack</source>
        <translation>файл слишком велик для пакета вопросов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="199"/>
        <source>it is not a text in UTF-8, KOI8-R or Windows-1251</source>
        <translation>это не текст в UTF-8, KOI8-R или Windows-1251</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="200"/>
        <source>it has no question (“Вопрос 1:” …) that could be read</source>
        <translation>в нём нет ни одного вопроса («Вопрос 1:» …), который можно прочитать</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="201"/>
        <source>a pack that comes with the console has this name: rename the file</source>
        <translation>так называется пакет, поставляемый с консолью: переименуйте файл</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="202"/>
        <source>a pack takes at most %1 questions: untick some tours</source>
        <translation>пакет вмещает не больше %1 вопросов: снимите отметку с некоторых туров</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="204"/>
        <source>a pack takes at most %1 tours: untick some tours</source>
        <translation>пакет вмещает не больше %1 туров: снимите отметку с некоторых туров</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="206"/>
        <source>it is a “Своя игра” file (themes with prices), a different game from “What? Where? When?”: it cannot be a pack of this quiz</source>
        <translation>это файл «Своей игры» (темы с ценами), другой игры, чем «Что? Где? Когда?»: он не может быть пакетом этой викторины</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="209"/>
        <source>the pack format is broken: %1</source>
        <translation>формат пакета нарушен: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="213"/>
        <source>%1 cannot be used: %2</source>
        <translation>%1 не подходит: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="233"/>
        <source>drawn at the start from the pack&apos;s %1 black-box questions</source>
        <translation>вытягивается на старте из вопросов пакета для Чёрного ящика (%1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="234"/>
        <source>not chosen yet</source>
        <translation>ещё не выбран</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="235"/>
        <source>question %1</source>
        <translation>вопрос %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="239"/>
        <source>drawn from “%1”</source>
        <translation>вытянут из «%1»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="246"/>
        <source>The game cannot start: a game needs %1 envelope questions, this pack has %2</source>
        <translation>Игру нельзя начать: вопросов в конвертах нужно %1, в этом пакете — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="248"/>
        <source>The game cannot start: the pack has no black-box question. Mark one of its questions (Shift+B) or draw one of the club&apos;s (B)</source>
        <translation>Игру нельзя начать: в пакете нет вопроса для Чёрного ящика. Отметьте один из его вопросов (Shift+B) или вытяните один из клубных (B)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="270"/>
        <source>Captain: %1</source>
        <translation>Капитан: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="271"/>
        <source>Captain: not marked yet</source>
        <translation>Капитан ещё не отмечен</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="276"/>
        <source>Tournament: %1</source>
        <translation>Турнир: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="278"/>
        <source>tours: %1</source>
        <translation>туры: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="279"/>
        <source>%1 envelope questions</source>
        <translation>вопросов в конвертах: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="289"/>
        <source>The game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="290"/>
        <source>Pack:</source>
        <translation>Пакет:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="291"/>
        <source>Black box:</source>
        <translation>Чёрный ящик:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="292"/>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="293"/>
        <source>Call link:</source>
        <translation>Ссылка на звонок:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="294"/>
        <source>Show the question on the board and the phones</source>
        <translation>Показывать вопрос на табло и телефонах</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="295"/>
        <source>Discord or another call for the team</source>
        <translation>Discord или другой звонок для команды</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="297"/>
        <source>The question pack: 15 envelopes and the black box are drawn from it</source>
        <translation>Пакет вопросов: из него берутся 15 конвертов и Чёрный ящик</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="298"/>
        <source>Add a pack: the pack format (JSON) or a ChGK text file (“Вопрос 1:”, “Ответ:”, …): pick its tours</source>
        <translation>Добавить пакет: формат пакета (JSON) или текстовый файл ЧГК («Вопрос 1:», «Ответ:», …): выберите его туры</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="300"/>
        <source>The experts see this link in the lobby</source>
        <translation>Знатоки видят эту ссылку в лобби</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="302"/>
        <source>Once you say “Time starts now”, the question&apos;s text shows on the screens</source>
        <translation>Как только вы скажете «Время пошло», текст вопроса появится на экранах</translation>
    </message>
</context>
<context>
    <name>QuizTexts</name>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="25"/>
        <source>Lobby: the experts take their seats</source>
        <translation>Лобби: Знатоки занимают места</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="27"/>
        <source>The Croupier reads the question</source>
        <translation>Крупье читает вопрос</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="28"/>
        <source>The minute of discussion</source>
        <translation>Минута обсуждения</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="29"/>
        <source>Who answers?</source>
        <translation>Кто отвечает?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="30"/>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="35"/>
        <source>Minute on credit</source>
        <translation>Минута в кредит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="36"/>
        <source>Club&apos;s help</source>
        <translation>Помощь Клуба</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="37"/>
        <source>Host&apos;s help</source>
        <translation>Помощь Ведущего</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="42"/>
        <source>available</source>
        <translation>есть</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="43"/>
        <source>used</source>
        <translation>использована</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="49"/>
        <source>Cut time (40 s)</source>
        <translation>Урезанное время (40 с)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="50"/>
        <source>Sent off for a round</source>
        <translation>Удаление на раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Owl</source>
        <translation>Сова</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Fox</source>
        <translation>Лис</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Cat</source>
        <translation>Кот</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Bear</source>
        <translation>Медведь</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="57"/>
        <source>Hippo</source>
        <translation>Бегемот</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="57"/>
        <source>Raven</source>
        <translation>Ворон</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="57"/>
        <source>Hedgehog</source>
        <translation>Ёж</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="58"/>
        <source>Beaver</source>
        <translation>Бобр</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="63"/>
        <source>bowler</source>
        <translation>котелок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="63"/>
        <source>opera hat</source>
        <translation>шапокляк</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="65"/>
        <source>top hat</source>
        <translation>цилиндр</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="63"/>
        <source>fedora</source>
        <translation>федора</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="26"/>
        <source>Roulette</source>
        <translation>Рулетка</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="44"/>
        <source>lost at 5:5</source>
        <translation>сгорела при 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="51"/>
        <source>Loss of the hat</source>
        <translation>Лишение шапки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="64"/>
        <source>beret</source>
        <translation>берет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="64"/>
        <source>cap</source>
        <translation>кепка</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="64"/>
        <source>panama</source>
        <translation>панама</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="65"/>
        <source>boater</source>
        <translation>канотье</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="69"/>
        <source>Experts</source>
        <translation>Знатоки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="69"/>
        <source>Viewers</source>
        <translation>Телезрители</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="70"/>
        <source>annulled</source>
        <translation>аннулирован</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="74"/>
        <source>The experts win</source>
        <translation>Победили Знатоки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="75"/>
        <source>The viewers win</source>
        <translation>Победили телезрители</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="76"/>
        <source>Ended: a third annulment</source>
        <translation>Завершено: третье аннулирование</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="77"/>
        <source>Ended: no experts left</source>
        <translation>Завершено: Знатоков не осталось</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../gm_console/refusals.py" line="36"/>
        <source>Add or take away some seconds, not 0</source>
        <translation>Добавьте или отнимите несколько секунд, не 0</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="37"/>
        <source>No option was given</source>
        <translation>Не выбрано ни одного параметра</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="38"/>
        <source>There is no seat %1</source>
        <translation>Места %1 нет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="39"/>
        <source>Nobody is seated</source>
        <translation>За столом никого нет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="40"/>
        <source>%1 has already left the table</source>
        <translation>%1 уже не за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="41"/>
        <source>No timer is running now</source>
        <translation>Сейчас ни один таймер не идёт</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="42"/>
        <source>The timer is already paused</source>
        <translation>Таймер уже на паузе</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="43"/>
        <source>The timer is already running</source>
        <translation>Таймер уже идёт</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="44"/>
        <source>It is so already</source>
        <translation>Так уже есть</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="45"/>
        <source>one: At least %n player is needed | other: At least %n players are needed</source>
        <translation>one: Нужен хотя бы %n игрок | few: Нужны хотя бы %n игрока | many: Нужно хотя бы %n игроков | other: Нужно хотя бы %n игрока</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="47"/>
        <source>There is no moderator action to take back</source>
        <translation>Нет действия ведущего, которое можно отменить</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="48"/>
        <source>The journal could not store it: nothing was changed</source>
        <translation>Журнал не смог это записать: ничего не изменено</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="51"/>
        <source>There is no deck %1</source>
        <translation>Колоды %1 нет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="52"/>
        <source>A round lasts 5, 8 or 10 minutes</source>
        <translation>Раунд длится 5, 8 или 10 минут</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="53"/>
        <source>%1 is asking already</source>
        <translation>%1 уже спрашивает</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="54"/>
        <source>%1 is not playing this round</source>
        <translation>%1 не играет в этом раунде</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="55"/>
        <source>one: Two spies need at least %n player; seated now: %1 | other: Two spies need at least %n players; seated now: %1</source>
        <translation>one: Для двух шпионов нужен хотя бы %n игрок; сейчас за столом: %1 | few: Для двух шпионов нужны хотя бы %n игрока; сейчас за столом: %1 | many: Для двух шпионов нужно хотя бы %n игроков; сейчас за столом: %1 | other: Для двух шпионов нужно хотя бы %n игрока; сейчас за столом: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="58"/>
        <source>Only before a deal or after a round</source>
        <translation>Только перед раздачей или после раунда</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="59"/>
        <source>Deal the cards first, once per round</source>
        <translation>Сначала раздайте карты, раз за раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="60"/>
        <source>No round is on</source>
        <translation>Ни один раунд не идёт</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="61"/>
        <source>Only while questions are asked</source>
        <translation>Только пока задают вопросы</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="62"/>
        <source>Only while the round runs</source>
        <translation>Только пока идёт раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="63"/>
        <source>The round is over</source>
        <translation>Раунд окончен</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="64"/>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="65"/>
        <source>Now %1 asks</source>
        <translation>Сейчас спрашивает %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="67"/>
        <source>This composition cannot be dealt: %1</source>
        <translation>Такой состав нельзя раздать: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="68"/>
        <source>at least one Murderer is needed</source>
        <translation>нужен хотя бы один Убийца</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="69"/>
        <source>a count cannot be below zero</source>
        <translation>количество не может быть меньше нуля</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="70"/>
        <source>at most one Investigator, Doctor, Exorcist and Szur</source>
        <translation>не больше одного: Следователь, Доктор, Экзорцист и Шур</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="72"/>
        <source>the Exorcist plays only with the Ghosts</source>
        <translation>Экзорцист играет только с Призраками</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="73"/>
        <source>the Murderers must be fewer than the others</source>
        <translation>Убийц должно быть меньше, чем остальных</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="75"/>
        <source>more roles than players</source>
        <translation>ролей больше, чем игроков</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="76"/>
        <location filename="../gm_console/refusals.py" line="102"/>
        <source>Deal the cards first</source>
        <translation>Сначала раздайте карты</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="77"/>
        <source>The default composition takes no counts</source>
        <translation>Стандартный состав не принимает количеств</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="78"/>
        <location filename="../gm_console/refusals.py" line="105"/>
        <source>No game is on</source>
        <translation>Ни одна игра не идёт</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="79"/>
        <source>No timer runs in this phase</source>
        <translation>На этом этапе таймер не идёт</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="80"/>
        <source>Nothing to change</source>
        <translation>Нечего менять</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="81"/>
        <source>Only before the deal or after a game</source>
        <translation>Только перед раздачей или после игры</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="82"/>
        <source>The default composition is in use already</source>
        <translation>Стандартный состав уже действует</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="83"/>
        <location filename="../gm_console/refusals.py" line="85"/>
        <source>Not at this stage of the game</source>
        <translation>Не на этом этапе игры</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="86"/>
        <source>There is no such night action</source>
        <translation>Такого ночного действия нет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="87"/>
        <source>There is no such night slot</source>
        <translation>Такой очереди ночи нет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="88"/>
        <source>There is no such team</source>
        <translation>Такой команды нет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="89"/>
        <source>Only during a living player&apos;s speech</source>
        <translation>Только во время речи живого игрока</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="90"/>
        <source>The club is 21+: confirm the player&apos;s age</source>
        <translation>Клуб 21+: подтвердите возраст игрока</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="92"/>
        <source>one: From 0 to %n hand | other: From 0 to %n hands</source>
        <translation>one: От 0 до %n руки | few: От 0 до %n рук | many: От 0 до %n рук | other: От 0 до %n руки</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="93"/>
        <source>A bonus is from 1 to %1 points, plus or minus</source>
        <translation>Бонус — от 1 до %1 баллов, плюс или минус</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="95"/>
        <source>A count is from 0 to 16</source>
        <translation>Количество — от 0 до 16</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="96"/>
        <source>A game is on</source>
        <translation>Игра идёт</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="97"/>
        <source>one: A game needs %n player | other: A game needs %n players</source>
        <translation>one: Для игры нужен %n игрок | few: Для игры нужны %n игрока | many: Для игры нужно %n игроков | other: Для игры нужно %n игрока</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="99"/>
        <source>A role needs a name</source>
        <translation>Роли нужно название</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="100"/>
        <source>At most two under fouls a game</source>
        <translation>Не больше двух под фол за игру</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="101"/>
        <source>A game has from %1 to %2 places</source>
        <translation>В игре от %1 до %2 мест</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="103"/>
        <source>Everyone has woken: announce the morning</source>
        <translation>Все проснулись: объявите утро</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="106"/>
        <source>No game has its cards dealt</source>
        <translation>Ни в одной игре карты не розданы</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="107"/>
        <source>There is no place %1</source>
        <translation>Места %1 нет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="108"/>
        <source>There is no role %1</source>
        <translation>Роли %1 нет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="109"/>
        <source>Nobody is signed up</source>
        <translation>Никто не записался</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="110"/>
        <location filename="../gm_console/refusals.py" line="111"/>
        <source>Nobody is speaking now</source>
        <translation>Сейчас никто не говорит</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="112"/>
        <source>Nominations are made in the circle</source>
        <translation>Кандидатов выставляют по кругу</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="113"/>
        <source>One or two nominations per speaker</source>
        <translation>Каждый говорящий выставляет одного или двоих</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="115"/>
        <source>Only after seating, before the deal</source>
        <translation>Только после рассадки, до раздачи</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="116"/>
        <source>Only at night</source>
        <translation>Только ночью</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="117"/>
        <source>Only between games</source>
        <translation>Только между играми</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="118"/>
        <source>Only the speaker (%1) may take the time</source>
        <translation>Взять время может только говорящий (%1)</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="120"/>
        <source>Only while a game is played</source>
        <translation>Только пока идёт игра</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="121"/>
        <source>Place %1 is not in the game</source>
        <translation>Место %1 не в игре</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="122"/>
        <source>%1 is not on the ballot</source>
        <translation>Места %1 нет среди выставленных</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="123"/>
        <source>%1 is nominated already</source>
        <translation>Место %1 уже выставлено</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="124"/>
        <source>%1 has immunity today</source>
        <translation>У места %1 сегодня иммунитет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="125"/>
        <source>%1 has immunity tonight</source>
        <translation>У места %1 этой ночью иммунитет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="126"/>
        <source>The role %1 exists already</source>
        <translation>Роль %1 уже есть</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="127"/>
        <source>%1 is not signed up</source>
        <translation>%1 нет в списке вечера</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="128"/>
        <source>This player is in the game on: finish or abort it first</source>
        <translation>Этот игрок в текущей игре: сначала завершите или прервите её</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="130"/>
        <source>The cards are dealt already</source>
        <translation>Карты уже розданы</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="131"/>
        <source>one: The evening&apos;s list is full: %n name | other: The evening&apos;s list is full: %n names</source>
        <translation>one: Список вечера заполнен: %n имя | few: Список вечера заполнен: %n имени | many: Список вечера заполнен: %n имён | other: Список вечера заполнен: %n имени</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="133"/>
        <source>The night is not over: enter the action still to come</source>
        <translation>Ночь не окончена: введите оставшееся действие</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="135"/>
        <source>The time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="136"/>
        <source>Another role is awake now</source>
        <translation>Сейчас проснулась другая роль</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="137"/>
        <source>This action is not done at this turn of the night</source>
        <translation>Это действие не выполняется в эту очередь ночи</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="139"/>
        <source>This action needs a player</source>
        <translation>Для этого действия нужен игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="140"/>
        <source>A time is from 10 to 600 seconds</source>
        <translation>Время — от 10 до 600 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="141"/>
        <source>one: %n living player raises one hand at most | other: %n living players raise one hand each at most</source>
        <translation>one: %n живой игрок поднимает не больше одной руки | few: %n живых игрока поднимают не больше чем по одной руке | many: %n живых игроков поднимают не больше чем по одной руке | other: %n живого игрока поднимают не больше чем по одной руке</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="145"/>
        <source>There is no pack %1</source>
        <translation>Пакета %1 нет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="146"/>
        <source>There is no penalty %1</source>
        <translation>Штрафа %1 нет</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="147"/>
        <source>The pack has no question %1</source>
        <translation>В пакете нет вопроса %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="148"/>
        <source>Lifelines are taken during a round&apos;s discussion or after the gong</source>
        <translation>Палочки-выручалочки берут во время обсуждения раунда или после гонга</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="150"/>
        <source>Only before “Time starts”</source>
        <translation>Только до «Время пошло»</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="151"/>
        <source>The Club&apos;s help is taken during the main minute</source>
        <translation>Помощь Клуба берут во время основной минуты</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="153"/>
        <source>The Host&apos;s help comes once the minute has run out</source>
        <translation>Помощь Ведущего — когда минута истекла</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="155"/>
        <source>This question has no Club&apos;s help: type the hint</source>
        <translation>У этого вопроса нет Помощи Клуба: введите подсказку</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="157"/>
        <source>one: A team has at least %n expert | other: A team has at least %n experts</source>
        <translation>one: В команде хотя бы %n Знаток | few: В команде хотя бы %n Знатока | many: В команде хотя бы %n Знатоков | other: В команде хотя бы %n Знатока</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="159"/>
        <source>Sent off for the next round already</source>
        <translation>Удаление на следующий раунд уже есть</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="160"/>
        <source>Cut time punishes the whole team: no expert is named</source>
        <translation>Урезанное время наказывает всю команду: Знатока не называют</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="162"/>
        <source>Every expert sits out this round</source>
        <translation>Все Знатоки пропускают этот раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="163"/>
        <source>Every penalty that can be given is given</source>
        <translation>Все возможные штрафы уже даны</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="165"/>
        <source>Every sector has been played</source>
        <translation>Все секторы уже сыграны</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="166"/>
        <source>Finish the round first</source>
        <translation>Сначала завершите раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="167"/>
        <source>Mark the captain first</source>
        <translation>Сначала отметьте Капитана</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="168"/>
        <source>Name the expert</source>
        <translation>Назовите Знатока</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="169"/>
        <source>No Minute on credit to pay back</source>
        <translation>Нет Минуты в кредит, которую нужно вернуть</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="170"/>
        <source>No round to annul</source>
        <translation>Нет раунда для аннулирования</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="171"/>
        <source>Not ready yet: %1</source>
        <translation>Ещё не готовы: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="172"/>
        <source>One lifeline per round</source>
        <translation>Одна палочка-выручалочка за раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="173"/>
        <source>Only after the gong</source>
        <translation>Только после гонга</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="174"/>
        <source>Only once the question is asked</source>
        <translation>Только когда вопрос задан</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="175"/>
        <source>Only once the sector is out</source>
        <translation>Только когда сектор выпал</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="176"/>
        <source>Only the captain</source>
        <translation>Только Капитан</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="177"/>
        <source>%1 is not at the table</source>
        <translation>%1 нет за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="178"/>
        <source>%1 is the captain already</source>
        <translation>%1 уже Капитан</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="179"/>
        <source>%1 sits out this round</source>
        <translation>%1 пропускает этот раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="180"/>
        <source>Someone must be left to answer</source>
        <translation>Кто-то должен остаться, чтобы отвечать</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="181"/>
        <source>The answerer is named already</source>
        <translation>Уже названо, кто отвечает</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="182"/>
        <source>The captain has not named the answerer yet</source>
        <translation>Капитан ещё не назвал отвечающего</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="184"/>
        <source>The Club has no other black box question in this language</source>
        <translation>У Клуба нет другого вопроса Чёрного ящика на этом языке</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="186"/>
        <source>The debt round has no minute</source>
        <translation>В раунде долга нет минуты</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="187"/>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="188"/>
        <source>The hat is taken already</source>
        <translation>Шапку уже забрали</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="189"/>
        <source>The lifelines burnt at 5:5</source>
        <translation>Палочки-выручалочки сгорели при 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="190"/>
        <source>The next round is cut already</source>
        <translation>Следующий раунд уже урезан</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="191"/>
        <source>This seat is not at the table</source>
        <translation>Этого места нет за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="192"/>
        <source>This expert sits out this round</source>
        <translation>Этот Знаток пропускает этот раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="193"/>
        <source>This lifeline was used in round %1</source>
        <translation>Эту палочку-выручалочку уже взяли в раунде %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="203"/>
        <source>Cannot undo the deal: the cards are on the phones. Abort it and deal anew.</source>
        <translation>Раздачу не отменить: карты уже на телефонах. Прервите её и раздайте заново.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="204"/>
        <source>Cannot undo: the question has been read out. Too early? Pause the minute or annul the round.</source>
        <translation>Не отменить: вопрос уже прочитан. Рано? Поставьте минуту на паузу или аннулируйте раунд.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="206"/>
        <source>Cannot undo: the Club&apos;s help has put its hint on the phones.</source>
        <translation>Отменить нельзя: Помощь Клуба уже показала подсказку на телефонах.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="207"/>
        <source>Cannot undo: the verdict has shown the answer.</source>
        <translation>Отменить нельзя: вердикт уже показал ответ.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="212"/>
        <source>Cannot undo: “%1” has put a secret on the phones, and it stays revealed.</source>
        <translation>Отменить нельзя: шаг «%1» положил тайну на телефоны, и она остаётся раскрытой.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="214"/>
        <source>Cannot undo: since then a move by %1 has put a secret on the phones, and it stays revealed.</source>
        <translation>Отменить нельзя: с тех пор ход игрока %1 положил тайну на телефоны, и она остаётся раскрытой.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="216"/>
        <source>Cannot undo: a secret has reached the phones since, and it stays revealed.</source>
        <translation>Отменить нельзя: с тех пор тайна попала на телефоны и остаётся раскрытой.</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="214"/>
        <source>New seat link</source>
        <translation>Новая ссылка</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="215"/>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 сканирует этот код, чтобы вернуться на своё место. Старая ссылка больше не действует.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="217"/>
        <source>Copy link</source>
        <translation>Копировать ссылку</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="218"/>
        <source>Copy the link</source>
        <translation>Скопировать ссылку</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="220"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>RequestsPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="139"/>
        <source>Requests</source>
        <translation>Запросы</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="728"/>
        <source>Nobody wins</source>
        <translation>Без победителя</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="731"/>
        <source>guesses: %1 of %2</source>
        <translation>догадок: %1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="735"/>
        <source>No result yet</source>
        <translation>Результата пока нет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="748"/>
        <source>guessed by %1</source>
        <translation>угадали: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="749"/>
        <source>team</source>
        <translation>команда</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="749"/>
        <source>goals</source>
        <translation>цели</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="750"/>
        <source>guesses</source>
        <translation>догадки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="750"/>
        <source>guessed</source>
        <translation>угадан</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="751"/>
        <source>shot</source>
        <translation>выстрел</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="767"/>
        <source>The evening&apos;s scoreboard · games played: %1</source>
        <translation>Таблица вечера · сыграно партий: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="770"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <location filename="../gm_console/games/suspi/panels.py" line="772"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <source>Goal</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <location filename="../gm_console/games/suspi/panels.py" line="772"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="455"/>
        <source>Game %1: %2</source>
        <translation>Партия %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="459"/>
        <source>Tonight&apos;s points: %1</source>
        <translation>Баллы за вечер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="461"/>
        <source>No game finished yet tonight</source>
        <translation>Сегодня ещё ни одна партия не завершена</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="464"/>
        <source>Results</source>
        <translation>Итоги</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="466"/>
        <source>★ the first out: immune on day 1 and night 1 of the next game</source>
        <translation>★ первый выбывший: иммунитет в день 1 и ночь 1 следующей партии</translation>
    </message>
</context>
<context>
    <name>RingPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="236"/>
        <source>Picked: %1</source>
        <translation>Выбрано: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="237"/>
        <source>Pick a seat: click it or type its number</source>
        <translation>Выберите место: щёлкните или наберите номер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="254"/>
        <source>The table</source>
        <translation>Стол</translation>
    </message>
</context>
<context>
    <name>RoundPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="105"/>
        <source>Answering: %1</source>
        <translation>Отвечает: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="112"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="114"/>
        <source>Round %1 · Zero: the black box</source>
        <translation>Раунд %1 · Зеро: Чёрный ящик</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="116"/>
        <source>Round %1 · sector %2</source>
        <translation>Раунд %1 · сектор %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="119"/>
        <source>FINAL ROUND 5:5</source>
        <translation>ФИНАЛЬНЫЙ РАУНД 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="120"/>
        <source>FINAL ROUND 5:5 — only Minute on credit is left</source>
        <translation>ФИНАЛЬНЫЙ РАУНД 5:5 — осталась только Минута в кредит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="123"/>
        <source>Experts %1 : %2 Viewers</source>
        <translation>Знатоки %1 : %2 Телезрители</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="128"/>
        <source>Annulled %1 of %2</source>
        <translation>Аннулировано %1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="132"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <location filename="../gm_console/panels/scores.py" line="97"/>
        <source>Leader: %1</source>
        <translation>Лидер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="99"/>
        <source>No points yet</source>
        <translation>Очков пока нет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="590"/>
        <source>Round %1: %2</source>
        <translation>Раунд %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="596"/>
        <source>%1; spy: %2</source>
        <translation>%1; шпион: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="107"/>
        <source>Scores</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="108"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="108"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="109"/>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
</context>
<context>
    <name>ScreenWarning</name>
    <message>
        <location filename="../gm_console/screens.py" line="96"/>
        <source>Check the projector</source>
        <translation>Проверьте проектор</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="97"/>
        <source>Open the venue guide</source>
        <translation>Открыть памятку для зала</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="98"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="99"/>
        <source>Set the projector to Extend: on Windows Win+P ▸ Extend; on macOS System Settings ▸ Displays ▸ Use as Extended display; on Linux the display settings, with the screens joined side by side, not mirrored.</source>
        <translation>Переключите проектор на «Расширить»: в Windows Win+P ▸ «Расширить»; в macOS Системные настройки ▸ Мониторы ▸ «Использовать как» ▸ расширенный монитор (Extended display); в Linux в настройках дисплеев поставьте экраны рядом, а не зеркально.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="103"/>
        <source>Two screens show the same picture: the projector mirrors this screen, so the room sees the console with every secret on it.</source>
        <translation>Два экрана показывают одно и то же: проектор дублирует этот экран, и зал видит консоль со всеми секретами.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="106"/>
        <source>The board opened on the only screen the console sees, over the console. If a projector is connected, it mirrors this screen and the room sees the console.</source>
        <translation>Табло открылось на единственном экране, который видит консоль, поверх консоли. Если проектор подключён, он дублирует этот экран, и зал видит консоль.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="108"/>
        <source>Help ▸ Before the first evening tells more.</source>
        <translation>Подробнее: Справка ▸ Перед первым вечером.</translation>
    </message>
</context>
<context>
    <name>SeatRing</name>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="215"/>
        <source>not revealed</source>
        <translation>без вскрытия</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="237"/>
        <source>immune</source>
        <translation>иммунитет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="239"/>
        <source>silent</source>
        <translation>молчит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="241"/>
        <source>on the vote</source>
        <translation>на голосовании</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="243"/>
        <source>nominated</source>
        <translation>кандидат</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="102"/>
        <source>watching</source>
        <translation>наблюдает</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="104"/>
        <source>looked ✓</source>
        <translation>просмотрена ✓</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="106"/>
        <source>not yet</source>
        <translation>ещё нет</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="120"/>
        <source>Seated: %1, phones connected: %2</source>
        <translation>За столом: %1, телефонов на связи: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="175"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="177"/>
        <source>Select a seat to remove it or give it a new link</source>
        <translation>Выберите место, чтобы убрать игрока или дать новую ссылку</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="547"/>
        <source>The host plays: the location, the spies and the roles are only on the players&apos; phones.</source>
        <translation>Ведущий играет: место, шпионы и роли есть только на телефонах игроков.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="555"/>
        <source>No cards are out.</source>
        <translation>Карты не розданы.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="560"/>
        <source>Location</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="568"/>
        <source>SPY</source>
        <translation>ШПИОН</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="581"/>
        <source>Secrets (host only)</source>
        <translation>Тайны (только для ведущего)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="582"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="582"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
</context>
<context>
    <name>ShortcutsWindow</name>
    <message>
        <location filename="../gm_console/guide.py" line="136"/>
        <source>Pick the game</source>
        <translation>Выбрать игру</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="137"/>
        <source>The seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="138"/>
        <source>The address for remote players</source>
        <translation>Адрес для удалённых игроков</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="139"/>
        <source>The address phones join at</source>
        <translation>Адрес, по которому подключаются телефоны</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="153"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
</context>
<context>
    <name>SpyDesk</name>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="77"/>
        <source>Deal cards</source>
        <translation>Раздать карты</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="77"/>
        <source>Deal a secret card to every player</source>
        <translation>Раздать каждому игроку тайную карту</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="78"/>
        <source>Next round</source>
        <translation>Следующий раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="78"/>
        <source>Deal new cards for the next round</source>
        <translation>Раздать новые карты на следующий раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="79"/>
        <source>Start round</source>
        <translation>Начинаем раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="80"/>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Начинаем раунд: приложение выбирает, кто спрашивает первым, и запускает таймер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="81"/>
        <source>Pass turn</source>
        <translation>Передать очередь</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="81"/>
        <source>Pass the asker&apos;s turn to the next player</source>
        <translation>Передать очередь спрашивать следующему игроку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="82"/>
        <source>Pass turn to the selected player</source>
        <translation>Передать очередь выбранному игроку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="83"/>
        <source>Pass the asker&apos;s turn to the player selected in the seat list</source>
        <translation>Передать очередь спрашивающего игроку, выбранному в списке игроков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="84"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="84"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="85"/>
        <source>Pause or resume the round timer</source>
        <translation>Приостановить или продолжить таймер раунда</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="86"/>
        <source>+30 s</source>
        <translation>+30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="86"/>
        <source>Add 30 seconds to the round</source>
        <translation>Добавить 30 секунд к раунду</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="87"/>
        <source>−30 s</source>
        <translation>−30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="87"/>
        <source>Take 30 seconds from the round</source>
        <translation>Убрать 30 секунд из раунда</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="88"/>
        <source>Abort the round: nobody scores</source>
        <translation>Прервать раунд: никто не получает очков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="100"/>
        <source>Select a player in the seat list first</source>
        <translation>Сначала выберите игрока в списке игроков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="126"/>
        <source>%1 looked at their card</source>
        <translation>%1: карта просмотрена</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="127"/>
        <source>%1 asked %2</source>
        <translation>Вопрос: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="129"/>
        <source>%1 accuses %2</source>
        <translation>Обвинение: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="130"/>
        <source>%1 names the location</source>
        <translation>%1 называет место</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="131"/>
        <source>Options changed</source>
        <translation>Настройки изменены</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="132"/>
        <source>Cards dealt</source>
        <translation>Карты розданы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="133"/>
        <source>Round started: %1 asks first</source>
        <translation>Раунд начался, первый вопрос задаёт %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="135"/>
        <source>Turn passed to %1</source>
        <translation>Очередь вопросов: теперь спрашивает %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="136"/>
        <source>Round aborted</source>
        <translation>Раунд прерван</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="88"/>
        <location filename="../gm_console/games/spy/desk.py" line="107"/>
        <source>Abort round</source>
        <translation>Прервать раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="108"/>
        <source>Abort this round? Nobody scores.</source>
        <translation>Прервать этот раунд? Никто не получит очков.</translation>
    </message>
</context>
<context>
    <name>SpyTimerPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="302"/>
        <source>The timer starts with the round</source>
        <translation>Таймер запустится с началом раунда</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="304"/>
        <source>Paused for the vote</source>
        <translation>Пауза на голосование</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="306"/>
        <source>Stopped</source>
        <translation>Остановлен</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../gm_console/startup.py" line="115"/>
        <source>Another GM Console is already running on this computer and serves phones on port %1. Switch to its window, or close it and start this one again. To run both, this one can use another port.</source>
        <translation>На этом компьютере уже работает другая GM Console, и телефоны подключаются к ней через порт %1. Перейдите в её окно или закройте её и запустите эту снова. Чтобы работали обе, эта может использовать другой порт.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="120"/>
        <source>Port %1, where phones join this table, is used by another program on this computer. Close that program, or use another port for the console.</source>
        <translation>Порт %1, через который телефоны подключаются к этому столу, занят другой программой на этом компьютере. Закройте ту программу или используйте для консоли другой порт.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="124"/>
        <source>This computer does not allow the console to serve phones on port %1. Use another port for the console.</source>
        <translation>Этот компьютер не позволяет консоли обслуживать телефоны на порту %1. Используйте для консоли другой порт.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="128"/>
        <source>The console could not serve phones on port %1. Use another port, or start the console again.</source>
        <translation>Консоль не смогла обслуживать телефоны на порту %1. Используйте другой порт или запустите консоль снова.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="136"/>
        <source>Phones cannot join: port %1 is taken</source>
        <translation>Телефоны не могут подключиться: порт %1 занят</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="153"/>
        <source>Phones cannot join</source>
        <translation>Телефоны не могут подключиться</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="156"/>
        <source>The port can also be given at the start: gm-console --port NUMBER.</source>
        <translation>Порт можно также задать при запуске: gm-console --port НОМЕР.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="158"/>
        <source>Use another port</source>
        <translation>Использовать другой порт</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="160"/>
        <source>Quit the console</source>
        <translation>Закрыть консоль</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="162"/>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="208"/>
        <source>Another GM Console (or python -m net) is already running on this computer with the data folder %1. Switch to its window, or close it and start this one again.</source>
        <translation>На этом компьютере уже работает другая GM Console (или python -m net) с папкой данных %1. Перейдите в её окно или закройте её и запустите эту снова.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="212"/>
        <source>It is process %2.</source>
        <translation>Это процесс %2.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="216"/>
        <source>The data folder %1 cannot be made: %2 is a file, not a folder. Move or rename that file, or start the console with another data folder (--data-dir FOLDER).</source>
        <translation>Не удаётся создать папку данных %1: %2 — это файл, а не папка. Переместите или переименуйте этот файл либо запустите консоль с другой папкой данных (--data-dir ПАПКА).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="222"/>
        <source>The disk that holds the data folder %1 is full. Free some space on it, or start the console with a data folder on another disk (--data-dir FOLDER).</source>
        <translation>Диск, на котором находится папка данных %1, заполнен. Освободите на нём место или запустите консоль с папкой данных на другом диске (--data-dir ПАПКА).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="226"/>
        <source>The console may not write in the data folder %1: the folder is read-only, on a read-only medium, or this user has no right to write there. Start the console with a folder it may write in (--data-dir FOLDER), or give this user the right to write there.</source>
        <translation>Консоль не может записывать в папку данных %1: папка только для чтения, находится на носителе только для чтения или у этого пользователя нет права записи в неё. Запустите консоль с папкой, в которую можно записывать (--data-dir ПАПКА), или дайте этому пользователю право записи.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="231"/>
        <source>The console cannot use the data folder %1. Check that the disk is connected and that this user may write there, or start the console with another data folder (--data-dir FOLDER).</source>
        <translation>Консоль не может использовать папку данных %1. Проверьте, что диск подключён и что этот пользователь может туда записывать, или запустите консоль с другой папкой данных (--data-dir ПАПКА).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="239"/>
        <source>The console cannot start</source>
        <translation>Консоль не может запуститься</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="103"/>
        <source>Game %1</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="105"/>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="106"/>
        <source>Night %1</source>
        <translation>Ночь %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="107"/>
        <source>Before day 1&apos;s circle</source>
        <translation>Перед кругом первого дня</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="120"/>
        <source>Line-up: %1 of %2, reserve: %3. S seats the players by lot.</source>
        <translation>Состав: %1 из %2, резерв: %3. S — рассадка жеребьёвкой.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="127"/>
        <source>Cards dealt: %1 of %2 have looked. G starts day 1.</source>
        <translation>Карты розданы: посмотрели %1 из %2. G — начать день 1.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="129"/>
        <source>Set the composition, then deal the cards (D).</source>
        <translation>Настройте состав ролей, затем раздайте карты (D).</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="131"/>
        <source>Free talk: everyone may speak. N ends it.</source>
        <translation>Балаган: говорят все. N — завершить.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="133"/>
        <source>%1 speaks. V nominates the picked seat; N: next speaker.</source>
        <translation>Говорит %1. V — выставить выбранное место; N — следующий.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="145"/>
        <source>%1: pick a seat, then T (X: nobody).</source>
        <translation>%1: выберите место, затем T (X — никого).</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="135"/>
        <source>%1 defends. N: next speaker.</source>
        <translation>Оправдывается %1. N — следующий.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="137"/>
        <source>%1: last words. N: next.</source>
        <translation>%1: последнее слово. N — дальше.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="139"/>
        <source>Count the hands, type the number and press Enter.</source>
        <translation>Посчитайте руки, наберите число и нажмите Enter.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="141"/>
        <source>The blacks meet each other; nothing to enter. M: morning.</source>
        <translation>Чёрные знакомятся; вводить нечего. M — утро.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="147"/>
        <source>Everyone has woken. M: morning.</source>
        <translation>Все проснулись. M — утро.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="150"/>
        <source>S seats the next game.</source>
        <translation>S — рассадка следующей партии.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="174"/>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="279"/>
        <source>Game %1</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="281"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="283"/>
        <source>the last round</source>
        <translation>последний раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="287"/>
        <source>%1 at the table; 6 to 18 players</source>
        <translation>За столом: %1; играют от 6 до 18</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="289"/>
        <source>one: Everyone reads their card. Announced: about %n murderer | other: Everyone reads their card. Announced: about %n murderers</source>
        <translation>one: Каждый читает свою карту. Объявлено: около %n убийцы | few: Каждый читает свою карту. Объявлено: около %n убийц | many: Каждый читает свою карту. Объявлено: около %n убийц | other: Каждый читает свою карту. Объявлено: около %n убийцы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="296"/>
        <source>one: Announced: about %n murderer | other: Announced: about %n murderers</source>
        <translation>one: Объявлено: около %n убийцы | few: Объявлено: около %n убийц | many: Объявлено: около %n убийц | other: Объявлено: около %n убийцы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="301"/>
        <source>The game</source>
        <translation>Партия</translation>
    </message>
</context>
<context>
    <name>StorageAlert</name>
    <message>
        <location filename="../gm_console/storage_alert.py" line="46"/>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="50"/>
        <source>The journal cannot be written</source>
        <translation>Невозможно записать журнал</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="55"/>
        <source>The disk is full.</source>
        <translation>Диск заполнен.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="56"/>
        <source>The disk or the journal file is read-only.</source>
        <translation>Диск или файл журнала доступны только для чтения.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="57"/>
        <source>The disk refused to write.</source>
        <translation>Диск отказал в записи.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="58"/>
        <source>The last request was refused and nothing of it was applied: the table goes on as soon as the disk takes writes again.</source>
        <translation>Последний запрос отклонён, и из него ничего не применено: игра продолжится, как только диск снова начнёт принимать записи.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="61"/>
        <source>Journal: %1</source>
        <translation>Журнал: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="62"/>
        <source>Free space: %1</source>
        <translation>Свободное место: %1</translation>
    </message>
</context>
<context>
    <name>SuspiDesk</name>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="97"/>
        <location filename="../gm_console/games/suspi/desk.py" line="98"/>
        <source>Night falls</source>
        <translation>Наступает ночь</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="99"/>
        <source>End the night</source>
        <translation>Завершить ночь</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="100"/>
        <source>Start the day</source>
        <translation>Начать день</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="101"/>
        <source>Open the council</source>
        <translation>Открыть совет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="102"/>
        <source>Close the council</source>
        <translation>Закрыть совет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="103"/>
        <source>Reveal the results</source>
        <translation>Показать результаты</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="104"/>
        <location filename="../gm_console/games/suspi/desk.py" line="243"/>
        <source>Next step</source>
        <translation>Дальше</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="109"/>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="109"/>
        <source>Deal cards</source>
        <translation>Раздать карты</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="110"/>
        <source>Deal characters, roles, goals and rooms to everyone at the table</source>
        <translation>Раздать всем за столом персонажей, роли, цели и комнаты</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="111"/>
        <source>The next step of the game: night, dawn, day, council</source>
        <translation>Следующий шаг партии: ночь, рассвет, день, совет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="112"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="112"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="113"/>
        <source>Pause or resume the timer</source>
        <translation>Поставить таймер на паузу или продолжить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="114"/>
        <source>+30 s</source>
        <translation>+30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="114"/>
        <source>Add 30 seconds</source>
        <translation>Добавить 30 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="115"/>
        <source>−30 s</source>
        <translation>−30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="115"/>
        <source>Take 30 seconds away</source>
        <translation>Убрать 30 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="116"/>
        <location filename="../gm_console/games/suspi/desk.py" line="127"/>
        <source>Abort game</source>
        <translation>Прервать партию</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="116"/>
        <source>Abort the game: roles are shown, nobody scores</source>
        <translation>Прервать партию: роли раскрываются, очков нет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="127"/>
        <source>Abort this game? Roles are shown and nobody scores.</source>
        <translation>Прервать эту партию? Роли раскроются, и никто не получит очков.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="152"/>
        <source>Game %1 dealt: %2 players</source>
        <translation>Партия %1: карты розданы, игроков — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="155"/>
        <source>Night %1 falls</source>
        <translation>Наступает ночь %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="156"/>
        <source>the last round</source>
        <translation>последний раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="159"/>
        <source>Dawn</source>
        <translation>Рассвет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="160"/>
        <source>Did not come back: %1</source>
        <translation>Не вернулись: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="161"/>
        <source>Everyone came back this morning</source>
        <translation>Этим утром вернулись все</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="163"/>
        <source>The day begins</source>
        <translation>Начинается день</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="165"/>
        <source>The council opens</source>
        <translation>Совет открывается</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="168"/>
        <source>Runoff among: %1</source>
        <translation>Переголосование между: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="169"/>
        <source>Leaves the villa: %1</source>
        <translation>Виллу покидает: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="170"/>
        <source>Nobody leaves the villa</source>
        <translation>Никто не покидает виллу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="175"/>
        <source>The results are revealed</source>
        <translation>Результаты объявлены</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="197"/>
        <source>%1 picks the room %2</source>
        <translation>%1 выбирает комнату: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="199"/>
        <source>%1 (investigator) checks the room %2</source>
        <translation>%1 (следователь) проверяет комнату: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="201"/>
        <source>%1 (doctor) protects %2</source>
        <translation>%1 (доктор) защищает: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="203"/>
        <source>%1 (exorcist) makes %2 holy ground</source>
        <translation>%1 (экзорцист) указывает святую землю: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="205"/>
        <source>%1 (ghost) points at the room %2</source>
        <translation>%1 (призрак) указывает на комнату: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="207"/>
        <source>%1 votes for %2</source>
        <translation>Голос: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="209"/>
        <source>%1 abstains</source>
        <translation>%1 воздерживается</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="210"/>
        <source>%1 (murderer) puts %2 to sleep with powder</source>
        <translation>%1 (убийца) усыпляет порошком: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="212"/>
        <source>%1 (murderer) bribes %2</source>
        <translation>%1 (убийца) подкупает: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="214"/>
        <source>%1 guesses that %2&apos;s goal is %3</source>
        <translation>%1 угадывает цель: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="220"/>
        <source>%1 confirms their vote</source>
        <translation>%1 подтверждает свой голос</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="221"/>
        <source>A vote is confirmed</source>
        <translation>Ещё один голос подтверждён</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="224"/>
        <source>%1 (Szur) shoots %2</source>
        <translation>%1 (Шур) стреляет, мишень: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="225"/>
        <source>The Szur shoots %1</source>
        <translation>Шур стреляет, мишень: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="229"/>
        <source>ghosts</source>
        <translation>с призраками</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="229"/>
        <source>no ghosts</source>
        <translation>без призраков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="231"/>
        <source>the host plays</source>
        <translation>ведущий играет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="231"/>
        <source>the host does not play</source>
        <translation>ведущий не играет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="233"/>
        <source>call link: %1</source>
        <translation>ссылка на звонок: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="234"/>
        <source>no call link</source>
        <translation>без ссылки на звонок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="235"/>
        <source>Options: %1</source>
        <translation>Настройки: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="238"/>
        <source>Composition: the default</source>
        <translation>Состав: по умолчанию</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="241"/>
        <source>Composition: %1</source>
        <translation>Состав: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="247"/>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="264"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="264"/>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
</context>
<context>
    <name>SuspiTexts</name>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="26"/>
        <source>Lobby: the guests are arriving</source>
        <translation>Лобби: гости собираются</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="27"/>
        <source>Cards dealt: everyone reads their card</source>
        <translation>Карты розданы: каждый читает свою</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="28"/>
        <source>Night: everyone picks a room</source>
        <translation>Ночь: каждый выбирает комнату</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="29"/>
        <source>Dawn: who did not come back</source>
        <translation>Рассвет: кто не вернулся</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="30"/>
        <source>Day: where were you last night?</source>
        <translation>День: где вы были ночью?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="31"/>
        <source>Council: the secret vote</source>
        <translation>Совет: тайное голосование</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="32"/>
        <source>The council&apos;s verdict</source>
        <translation>Вердикт совета</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="33"/>
        <source>Unmasking: guess someone&apos;s goal</source>
        <translation>Разоблачение: угадайте чью-то цель</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="34"/>
        <source>The game is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="37"/>
        <source>Murderer</source>
        <translation>Убийца</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="38"/>
        <source>Investigator</source>
        <translation>Следователь</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="39"/>
        <source>Doctor</source>
        <translation>Доктор</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="40"/>
        <source>Exorcist</source>
        <translation>Экзорцист</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="41"/>
        <source>Szur</source>
        <translation>Шур</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="42"/>
        <source>Guest</source>
        <translation>Гость</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="45"/>
        <source>Thief</source>
        <translation>Вор</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="46"/>
        <source>Loner</source>
        <translation>Одиночка</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="47"/>
        <source>Spy</source>
        <translation>Шпион</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="48"/>
        <source>Companion</source>
        <translation>Компаньон</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="49"/>
        <source>Suspect</source>
        <translation>Подозреваемый</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="50"/>
        <source>Accuser</source>
        <translation>Обвинитель</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="51"/>
        <source>Romance</source>
        <translation>Роман</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="52"/>
        <source>Bribe: abstain</source>
        <translation>Взятка: воздержаться</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="55"/>
        <source>The city wins</source>
        <translation>Победа города</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="56"/>
        <source>The murderers win</source>
        <translation>Победа убийц</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="57"/>
        <source>The ghosts win</source>
        <translation>Победа призраков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="60"/>
        <source>No murderer is left alive</source>
        <translation>Ни одного живого убийцы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="61"/>
        <source>Only murderers are left alive</source>
        <translation>В живых остались только убийцы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="62"/>
        <source>A murderer survived the last round</source>
        <translation>Убийца пережил последний раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="63"/>
        <source>The possessed outnumber the other living</source>
        <translation>Одержимых больше, чем остальных живых</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="64"/>
        <source>The game was aborted: nobody scores</source>
        <translation>Партия прервана: никто не получает очков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="67"/>
        <source>Hold your card on the phone to read your character, role and goal; let go and it hides.</source>
        <translation>Нажми и держи карту на телефоне — увидишь персонажа, роль и цель; отпусти — скроется.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="69"/>
        <source>Night, %1: pick a room on the phone in secret, then put the phone face down.</source>
        <translation>Ночь, %1: тайно выбери комнату на телефоне и положи его экраном вниз.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="71"/>
        <source>In a room where murderers equal or outnumber the others, one of the others dies. Murderers do not choose.</source>
        <translation>Когда в комнате убийц не меньше, чем остальных, один из остальных гибнет. Убийцы не выбирают жертву.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="74"/>
        <source>Day, %1: say where you were. Lying is allowed, showing your screen is not.</source>
        <translation>День, %1: расскажите, где были. Врать можно, показывать экран — нельзя.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="82"/>
        <source>Everyone but the Szur has a secret goal: +2 if completed. At the end, guess another player&apos;s goal: +1.</source>
        <translation>У каждого, кроме Шура, есть тайная цель: +2. В конце угадай чужую цель: +1.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="90"/>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="91"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="73"/>
        <source>Dawn: your phone tells you where you were and who was with you.</source>
        <translation>Рассвет: телефон покажет твою комнату и тех, кто был с тобой.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="76"/>
        <source>Council, %1: vote on the phone and confirm. One player leaves, two with 12+ players while 8+ are alive.</source>
        <translation>Совет, %1: голосуй на телефоне и подтверди. Виллу покидает один, двое — от 12 игроков, пока живых не меньше 8.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="78"/>
        <source>The dead become ghosts: at night they point at a room to possess someone.</source>
        <translation>Мёртвые становятся призраками: ночью указывают комнату, чтобы кем-то овладеть.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="79"/>
        <source>The city wins when no murderer lives; the murderers when only they are left or one survives the last round; the ghosts when the possessed outnumber the other living.</source>
        <translation>Город побеждает, когда не осталось живых убийц; убийцы — когда живы только они или кто-то пережил последний раунд; призраки — когда одержимых больше остальных живых.</translation>
    </message>
</context>
<context>
    <name>SuspiTimerPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="314"/>
        <source>The timer runs at night, by day, at a council and at the unmasking</source>
        <translation>Таймер идёт ночью, днём, на совете и при разоблачении</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="14"/>
        <source>Spy</source>
        <translation>Шпион</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="18"/>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="21"/>
        <source>Club mafia</source>
        <translation>Клубная мафия</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="20"/>
        <source>Lobby: players are joining</source>
        <translation>Лобби: игроки подключаются</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="21"/>
        <source>Cards dealt: players look at their cards</source>
        <translation>Карты розданы: игроки смотрят свои карты</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="22"/>
        <source>Round running: questions</source>
        <translation>Раунд идёт: вопросы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="23"/>
        <source>Accusation: voting</source>
        <translation>Обвинение: голосование</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="24"/>
        <source>Time is up: everyone names a suspect</source>
        <translation>Время вышло: каждый называет подозреваемого</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="25"/>
        <source>The exposed spy guesses the location</source>
        <translation>Разоблачённый шпион угадывает место</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="26"/>
        <source>Round over</source>
        <translation>Раунд окончен</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="30"/>
        <source>The spy was caught by an accusation</source>
        <translation>Шпиона поймали обвинением</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="31"/>
        <source>An innocent player was accused</source>
        <translation>Обвинили невиновного</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="32"/>
        <source>The spy guessed the location</source>
        <translation>Шпион угадал место</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="33"/>
        <source>The spy guessed wrong</source>
        <translation>Шпион не угадал место</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="34"/>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Время вышло, шпион спрятался</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="35"/>
        <source>The spy was exposed but guessed the location</source>
        <translation>Шпион разоблачён, но угадал место</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="36"/>
        <source>The spy was exposed and guessed wrong</source>
        <translation>Шпион разоблачён и не угадал место</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="37"/>
        <source>The round was aborted: nobody scores</source>
        <translation>Раунд прерван: никто не получает очков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="38"/>
        <source>The spy left: nobody scores</source>
        <translation>Шпион вышел: никто не получает очков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="39"/>
        <source>Too few players remained: nobody scores</source>
        <translation>Осталось слишком мало игроков: никто не получает очков</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="53"/>
        <source>one: The spy wins | other: The spies win</source>
        <translation>one: Победил шпион | few: Победили шпионы | many: Победили шпионы | other: Победили шпионы</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="16"/>
        <source>Order of the Crystal Hippo</source>
        <translation>Орден Хрустального бегемота</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="17"/>
        <source>The Crystal Hippo</source>
        <translation>Хрустальный бегемот</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="18"/>
        <source>Order of the Diamond Hippo</source>
        <translation>Орден Бриллиантового бегемота</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="19"/>
        <source>The Diamond Hippo</source>
        <translation>Бриллиантовый бегемот</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="43"/>
        <source>The spies win</source>
        <translation>Победили шпионы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="44"/>
        <source>The locals win</source>
        <translation>Победили местные</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="26"/>
        <source>This action is not known here</source>
        <translation>Это действие здесь неизвестно</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="27"/>
        <source>This action has a wrong value</source>
        <translation>У этого действия неверное значение</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="28"/>
        <source>This action is not allowed</source>
        <translation>Это действие запрещено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="29"/>
        <source>Not possible at this moment of the game</source>
        <translation>Сейчас в игре это невозможно</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="30"/>
        <source>It is not this player&apos;s turn</source>
        <translation>Сейчас не очередь этого игрока</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="31"/>
        <source>This has already been done</source>
        <translation>Это уже сделано</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="32"/>
        <source>The table is full</source>
        <translation>Стол заполнен</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="33"/>
        <source>This nickname is taken</source>
        <translation>Этот ник уже занят</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="34"/>
        <source>Too few players</source>
        <translation>Слишком мало игроков</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="35"/>
        <source>This seat does not play in this round</source>
        <translation>Это место не играет в этом раунде</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="36"/>
        <source>There is nothing to undo</source>
        <translation>Нечего отменять</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="37"/>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Нельзя отменить: тайна уже раскрыта</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="38"/>
        <source>The content chosen cannot be played: see the lobby</source>
        <translation>Выбранное содержимое не годится для игры: см. лобби</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="39"/>
        <source>The journal could not be written: nothing was changed</source>
        <translation>Не удалось записать журнал: ничего не изменено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="41"/>
        <source>The message could not be read</source>
        <translation>Не удалось прочитать сообщение</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="42"/>
        <source>The message is malformed</source>
        <translation>Сообщение имеет неверный формат</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="43"/>
        <source>Unknown message type</source>
        <translation>Неизвестный тип сообщения</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="44"/>
        <source>The message is too large</source>
        <translation>Сообщение слишком большое</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="45"/>
        <source>Incompatible app version</source>
        <translation>Несовместимая версия приложения</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="46"/>
        <source>No table with this code</source>
        <translation>Нет стола с таким кодом</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="47"/>
        <source>This seat link is no longer valid</source>
        <translation>Эта ссылка на место больше не действует</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="48"/>
        <source>Join the table first</source>
        <translation>Сначала присоединитесь к столу</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="49"/>
        <source>Already joined</source>
        <translation>Уже подключено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="50"/>
        <source>Too many messages</source>
        <translation>Слишком много сообщений</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="51"/>
        <source>The table changed; look again</source>
        <translation>Стол изменился; посмотрите ещё раз</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="55"/>
        <source>connected</source>
        <translation>на связи</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="56"/>
        <source>away</source>
        <translation>не на связи</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="57"/>
        <source>left</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="8"/>
        <source>Why? Where? What for?</source>
        <translation>Почему? Куда? Зачем?</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <location filename="../gm_console/panels/timer.py" line="75"/>
        <source>Running</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="75"/>
        <source>Paused</source>
        <translation>На паузе</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="112"/>
        <source>Timer</source>
        <translation>Таймер</translation>
    </message>
</context>
<context>
    <name>TurnsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="353"/>
        <source>Looked at their card</source>
        <translation>Посмотрели свою карту</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="354"/>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="357"/>
        <source>Still to look: %1</source>
        <translation>Ещё не посмотрели: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="358"/>
        <source>Everyone has looked: start the round</source>
        <translation>Все посмотрели: начинайте раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="360"/>
        <location filename="../gm_console/games/spy/panels.py" line="364"/>
        <source>Asks now</source>
        <translation>Сейчас спрашивает</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="362"/>
        <location filename="../gm_console/games/spy/panels.py" line="366"/>
        <source>Questions so far</source>
        <translation>Заданные вопросы</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="395"/>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 → %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="401"/>
        <source>Question chain</source>
        <translation>Очередь вопросов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="289"/>
        <source>Speaks: %1</source>
        <translation>Говорит: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="290"/>
        <source>Nobody is speaking</source>
        <translation>Никто не говорит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="298"/>
        <source>nominated by seat %1</source>
        <translation>выставляет место %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="300"/>
        <source>Nominated: %1</source>
        <translation>Выставлены: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="302"/>
        <source>Nobody nominated yet</source>
        <translation>Пока никто не выставлен</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="305"/>
        <source>Turn order</source>
        <translation>Очередь речей</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="306"/>
        <source>Next:</source>
        <translation>Дальше:</translation>
    </message>
</context>
<context>
    <name>ViewPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="182"/>
        <source>The game as the console sees it</source>
        <translation>Игра так, как её видит консоль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="183"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="183"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
</context>
<context>
    <name>VillaPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="358"/>
        <source>The host plays: the map of the rooms is hidden</source>
        <translation>Ведущий играет: карта комнат скрыта</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="364"/>
        <source>The rooms are known once the cards are dealt</source>
        <translation>Комнаты станут известны после раздачи</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="377"/>
        <source>Tonight&apos;s picks so far; grey: not chosen yet (stays in last night&apos;s room)</source>
        <translation>Выбор этой ночи; серым — ещё не выбрали (остаются в прошлой комнате)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="380"/>
        <source>Where everyone spent the last night</source>
        <translation>Где каждый провёл прошлую ночь</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="381"/>
        <source>Nobody has spent a night in the villa yet</source>
        <translation>На вилле ещё никто не ночевал</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="407"/>
        <source>checked</source>
        <translation>проверена</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="409"/>
        <source>holy ground</source>
        <translation>святая земля</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="411"/>
        <source>ghosts: %1</source>
        <translation>призраков: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="417"/>
        <source>Asleep (powder): %1</source>
        <translation>Спят (порошок): %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="419"/>
        <source>murderer</source>
        <translation>убийца</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="419"/>
        <source>possessed</source>
        <translation>одержимый</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="425"/>
        <source>Not chosen yet:</source>
        <translation>Ещё не выбрали:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="430"/>
        <source>The villa: who is where</source>
        <translation>Вилла: кто где</translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="380"/>
        <source>Who goes to the defence? Hands for each nominee</source>
        <translation>Кто идёт на оправдание? Руки за каждого кандидата</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="382"/>
        <source>Hands to expel, for each candidate</source>
        <translation>Руки за выгон каждого кандидата</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="384"/>
        <source>First day: who wants to expel anyone at all? Hands:</source>
        <translation>Первый день: кто вообще за то, чтобы кого-то выгнать? Руки:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="388"/>
        <source>Car crash: expel them both (%1)? Hands:</source>
        <translation>Автокатастрофа: выгнать обоих (%1)? Руки:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="389"/>
        <source>Car crash: expel them all (%1)? Hands:</source>
        <translation>Автокатастрофа: выгнать всех (%1)? Руки:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="392"/>
        <source>Defence: %1</source>
        <translation>Оправдание: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="394"/>
        <source>No vote now</source>
        <translation>Сейчас голосования нет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="403"/>
        <source>Enter</source>
        <translation>Ввести</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="435"/>
        <source>Living players: %1 · hands entered: %2 · a majority is %3</source>
        <translation>Живых игроков: %1 · введено рук: %2 · большинство — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="474"/>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="475"/>
        <source>Enter the hands</source>
        <translation>Ввести руки</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="448"/>
        <source>%1 accuses %2</source>
        <translation>Обвинение: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="452"/>
        <source>Time is up: who is the spy?</source>
        <translation>Время вышло: кто шпион?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="455"/>
        <source>%1 is exposed and names the location</source>
        <translation>Шпион %1 разоблачён: последний шанс назвать место</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="458"/>
        <source>How everyone voted</source>
        <translation>Кто как голосовал</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="461"/>
        <source>No vote right now</source>
        <translation>Сейчас голосования нет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="463"/>
        <source>Accused already this round: %1</source>
        <translation>Уже обвиняли в этом раунде: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="472"/>
        <source>%1 of %2 voted</source>
        <translation>проголосовали %1 из %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="479"/>
        <source>passed</source>
        <translation>принято</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="479"/>
        <source>failed</source>
        <translation>провалилось</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="480"/>
        <source>%1 accused %2: %3</source>
        <translation>Обвинение %1 → %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="484"/>
        <source>yes: %1</source>
        <translation>да: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="485"/>
        <source>no: %1</source>
        <translation>нет: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="487"/>
        <source>%1 named %2</source>
        <translation>Подозрение: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="493"/>
        <source>%1 guessed %2: right</source>
        <translation>%1 называет место: «%2» — верно</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="494"/>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 называет место: «%2» — мимо</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="497"/>
        <source>No votes this round</source>
        <translation>В этом раунде не голосовали</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="500"/>
        <source>Voting</source>
        <translation>Голосование</translation>
    </message>
</context>
</TS>
