<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>BlackBoxPicker</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="259"/>
        <source>The black box</source>
        <translation>Чорна скринька</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="260"/>
        <source>&amp;Questions of the pack: mark the one that goes into the black box (it leaves the envelopes):</source>
        <translation>&amp;Питання пакета: позначте те, що піде в Чорну скриньку (воно вибуває з конвертів):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="262"/>
        <source>&amp;Mark</source>
        <translation>Поз&amp;начити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="263"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="266"/>
        <source>The pack&apos;s own black-box questions (%1)</source>
        <translation>Власні питання пакета для Чорної скриньки (%1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="282"/>
        <source>question %1</source>
        <translation>питання %1</translation>
    </message>
</context>
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../gm_console/board_window.py" line="518"/>
        <source>Join with your phone</source>
        <translation>Приєднуйтеся з телефона</translation>
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
        <translation>Ведучий грає: цей екран не показує таємниць</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="657"/>
        <source>The cards are not dealt yet</source>
        <translation>Картки ще не роздано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="660"/>
        <source>one: Announced to the table: about %n murderer | other: Announced to the table: about %n murderers</source>
        <translation>one: Столу оголошено: близько %n вбивці | few: Столу оголошено: близько %n вбивць | many: Столу оголошено: близько %n вбивць | other: Столу оголошено: близько %n вбивці</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="679"/>
        <source>left</source>
        <translation>не за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="679"/>
        <source>ghost</source>
        <translation>привид</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="680"/>
        <source>alive</source>
        <translation>у грі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="680"/>
        <source>out</source>
        <translation>поза грою</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="682"/>
        <source>possessed</source>
        <translation>одержимий</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="684"/>
        <source>asleep (powder)</source>
        <translation>спить (порошок)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="693"/>
        <source>Cards (secret)</source>
        <translation>Картки (таємно)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Goal</source>
        <translation>Мета</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>State</source>
        <translation>Стан</translation>
    </message>
</context>
<context>
    <name>ChosenPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="459"/>
        <source>The phones choose at night</source>
        <translation>Телефони обирають уночі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="466"/>
        <source>Rooms chosen: %1 of %2</source>
        <translation>Кімнату обрали: %1 з %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="475"/>
        <source>The investigator&apos;s room: %1</source>
        <translation>Кімната слідчого: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="476"/>
        <location filename="../gm_console/games/suspi/panels.py" line="479"/>
        <source>chosen</source>
        <translation>обрано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="476"/>
        <location filename="../gm_console/games/suspi/panels.py" line="479"/>
        <source>not yet</source>
        <translation>ще ні</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="478"/>
        <source>The doctor&apos;s patient: %1</source>
        <translation>Пацієнт лікарки: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="483"/>
        <source>Ghosts pointed: %1 of %2</source>
        <translation>Привиди вказали: %1 з %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="488"/>
        <source>Who has chosen (not what)</source>
        <translation>Хто обрав (але не що)</translation>
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
    <name>CompositionPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="341"/>
        <source>Cards dealt. %1 cards for %2 seats.</source>
        <translation>Карти роздано: карт — %1, місць — %2.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="344"/>
        <source>%1 cards for %2 seats</source>
        <translation>Карт: %1 · місць: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="347"/>
        <source>Seat the players first: the composition follows the number of seats.</source>
        <translation>Спершу розсадіть гравців: склад ролей залежить від кількості місць.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="375"/>
        <source>Composition</source>
        <translation>Склад ролей</translation>
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
        <translation>Своя роль для цієї партії:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="378"/>
        <source>Role name</source>
        <translation>Назва ролі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="383"/>
        <source>Does not wake</source>
        <translation>Не прокидається</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="385"/>
        <source>Wakes: %1</source>
        <translation>Прокидається: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="390"/>
        <source>Revealed when out</source>
        <translation>Розкривається при вибутті</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="391"/>
        <source>Add the role</source>
        <translation>Додати роль</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../gm_console/app.py" line="431"/>
        <source>Another console on the network uses the code %1</source>
        <translation>Інша консоль у мережі використовує код %1</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="364"/>
        <source>The server is not available in this installation</source>
        <translation>У цій інсталяції немає сервера</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="94"/>
        <source>The data folder %1 is in use by another program. Close it, or start the console with another data folder.</source>
        <translation>Папка даних %1 зайнята іншою програмою. Закрийте її або запустіть консоль з іншою папкою даних.</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="98"/>
        <source>The data folder %1 is in use by another program: %2 (process %3), running since %4. Close it, or start the console with another data folder.</source>
        <translation>Папка даних %1 зайнята іншою програмою: %2 (процес %3), що працює з %4. Закрийте її або запустіть консоль з іншою папкою даних.</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="427"/>
        <source>Another console on the network announced the code %1; this table&apos;s code is now %2</source>
        <translation>Інша консоль у мережі оголосила код %1; тепер код цього столу %2</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="453"/>
        <source>One screen: the board opens with Ctrl+B, or by itself on a projector</source>
        <translation>Один екран: табло відкривається через Ctrl+B або саме на проєкторі</translation>
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
        <translation>Підтвердили: %1 з %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="525"/>
        <source>Runoff</source>
        <translation>Переголосування</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="528"/>
        <source>%1 places</source>
        <translation>Місць: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="541"/>
        <source>The count is secret until the vote ends (no ghosts)</source>
        <translation>Рахунок таємний до кінця голосування (без привидів)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="543"/>
        <source>No council now</source>
        <translation>Зараз ради немає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="548"/>
        <source>Asleep, no vote: %1</source>
        <translation>Сплять, не голосують: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="552"/>
        <source>nobody</source>
        <translation>ніхто</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="553"/>
        <source>Council %1: %2 left</source>
        <translation>Рада %1: пішли — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="555"/>
        <source>empty places: %1</source>
        <translation>порожніх місць: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="571"/>
        <source>Council</source>
        <translation>Рада</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Votes</source>
        <translation>Голоси</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Who voted</source>
        <translation>Хто голосував</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <location filename="../gm_console/evening.py" line="288"/>
        <source>Evening: %1</source>
        <translation>Вечір: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="328"/>
        <source>account</source>
        <translation>акаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="328"/>
        <source>guest</source>
        <translation>гість</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="335"/>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Грає з акаунтом: вечір записується</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="336"/>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>Гість: грає, але нічого не записується</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="370"/>
        <source>Select a seat first</source>
        <translation>Спершу виберіть місце</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="372"/>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>У гостя немає акаунта: записати нічого не можна</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="375"/>
        <source>Record it for the selected player</source>
        <translation>Записати вибраному гравцеві</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="403"/>
        <source>Select a seat with an account</source>
        <translation>Виберіть гравця з акаунтом</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Penalty for %1: %2</source>
        <translation>%1: штраф — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Award for %1: %2</source>
        <translation>%1: нагорода — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="471"/>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Акаунт %1 створено. Гравець входить на телефоні з цим нікнеймом і паролем.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="476"/>
        <source>An account with this nickname exists already</source>
        <translation>Акаунт із таким нікнеймом уже існує</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="477"/>
        <source>The password needs at least %1 characters</source>
        <translation>Пароль закороткий (мінімум: %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="479"/>
        <source>The password is too long</source>
        <translation>Пароль задовгий</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="480"/>
        <source>Enter a nickname</source>
        <translation>Введіть нікнейм</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="445"/>
        <location filename="../gm_console/evening.py" line="460"/>
        <location filename="../gm_console/evening.py" line="483"/>
        <source>This cannot be recorded</source>
        <translation>Це не можна записати</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="393"/>
        <source>%1: games %2, won %3, lost %4, penalties %5</source>
        <translation>%1: ігор — %2, виграно — %3, програно — %4, штрафів — %5</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="428"/>
        <source>Taken back: %1 for %2</source>
        <translation>Скасовано: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="450"/>
        <source>Creating the account…</source>
        <translation>Створюємо акаунт…</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="540"/>
        <source>The reviews could not be written: %1</source>
        <translation>Розбори не вдалося записати: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="537"/>
        <source>Reviews written: %1</source>
        <translation>Розбори записано: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="513"/>
        <source>Writing the reviews…</source>
        <translation>Записуємо розбори…</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="561"/>
        <source>Evening — standings and accounts</source>
        <translation>Вечір — рейтинг і акаунти</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="562"/>
        <source>Tonight&apos;s standings</source>
        <translation>Рейтинг вечора</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Games</source>
        <translation>Ігри</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Penalties and awards</source>
        <translation>Штрафи й нагороди</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="565"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="566"/>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Сьогодні ще нічого не записано. Раунди гравців з акаунтами з’являються тут, щойно закінчуються; гостей не записують.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="568"/>
        <source>Players at this table</source>
        <translation>Гравці за цим столом</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="569"/>
        <source>Nickname</source>
        <translation>Нікнейм</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="569"/>
        <source>Account</source>
        <translation>Акаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="570"/>
        <source>Penalty or award:</source>
        <translation>Штраф чи нагорода:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="571"/>
        <source>Penalty (points taken away)</source>
        <translation>Штраф (мінус очки)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="572"/>
        <source>Award (points given)</source>
        <translation>Нагорода (плюс очки)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="573"/>
        <source>Points:</source>
        <translation>Очки:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="574"/>
        <source>Note:</source>
        <translation>Примітка:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="575"/>
        <source>Why, e.g. a foul or the best question</source>
        <translation>За що, напр. порушення чи найкраще питання</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="576"/>
        <source>Record</source>
        <translation>Записати</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="577"/>
        <source>New account</source>
        <translation>Новий акаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="578"/>
        <source>Nickname:</source>
        <translation>Нікнейм:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="579"/>
        <source>Password:</source>
        <translation>Пароль:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="580"/>
        <source>Create account</source>
        <translation>Створити акаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="581"/>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>Нікнейм і пароль, без e-mail. Гравці можуть створити акаунт і самі — на телефоні, коли приєднуються.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="584"/>
        <source>Tonight&apos;s standings: points include penalties and awards</source>
        <translation>Рейтинг вечора: в очках враховано штрафи й нагороди</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="585"/>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Виберіть гравця, який отримує штраф чи нагороду</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="586"/>
        <source>A penalty takes points away, an award gives points</source>
        <translation>Штраф забирає очки, нагорода додає</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="587"/>
        <source>How many points</source>
        <translation>Скільки очок</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="588"/>
        <source>What it was for (optional)</source>
        <translation>За що (необов’язково)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="589"/>
        <source>The new account&apos;s nickname</source>
        <translation>Нікнейм нового акаунта</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="590"/>
        <source>At least %1 characters</source>
        <translation>Мінімум символів: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="591"/>
        <source>Create the account</source>
        <translation>Створити акаунт</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="597"/>
        <source>Take back</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="598"/>
        <source>Take back the penalty or award just recorded</source>
        <translation>Скасувати щойно записаний штраф чи нагороду</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="601"/>
        <source>Write the reviews</source>
        <translation>Записати розбори</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="604"/>
        <source>A page for each finished game: the protocol, the measured facts and the timeline beside its recording; players who opted out are not named</source>
        <translation>Сторінка для кожної завершеної партії: протокол, виміряні факти і хід партії поруч із записом; гравців, які відмовилися від публікації, не названо</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="606"/>
        <source>Reviews are written for club mafia games</source>
        <translation>Розбори пишуться для партій клубної мафії</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="609"/>
        <location filename="../gm_console/evening.py" line="610"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>EveningPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="159"/>
        <source>line-up</source>
        <translation>у складі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="159"/>
        <source>seat %1</source>
        <translation>місце %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="161"/>
        <source>reserve %1</source>
        <translation>резерв %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="162"/>
        <source>signed up, not confirmed</source>
        <translation>запис без підтвердження</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="172"/>
        <source>Line-up: %1 of %2 · reserve: %3 · not confirmed: %4 · games tonight: %5</source>
        <translation>Склад: %1 з %2 · резерв: %3 · не підтвердили: %4 · партій за вечір: %5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="214"/>
        <source>Evening</source>
        <translation>Вечір</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="215"/>
        <source>Seats at the table</source>
        <translation>Місць за столом</translation>
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
        <translation>Ведучий грає (приховати секрети)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="219"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="219"/>
        <source>Where</source>
        <translation>Де</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="220"/>
        <source>Nickname of a player without a phone</source>
        <translation>Нік гравця без телефона</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="223"/>
        <source>21+</source>
        <translation>21+</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="224"/>
        <source>The player confirms being 21 or older</source>
        <translation>Гравець підтверджує, що йому 21 або більше</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="226"/>
        <source>Add</source>
        <translation>Додати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="227"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="228"/>
        <source>Remove the selected player</source>
        <translation>Прибрати вибраного гравця</translation>
    </message>
</context>
<context>
    <name>ExpertsPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="457"/>
        <source>captain</source>
        <translation>капітан</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="459"/>
        <source>answers</source>
        <translation>відповідає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="461"/>
        <source>sent off</source>
        <translation>вилучення на раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="463"/>
        <source>ready</source>
        <translation>«Готово» ✔</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="463"/>
        <source>not ready</source>
        <translation>без «Готово»</translation>
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
        <translation>Урізаний час: у раунді %1 — 40 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="502"/>
        <source>Experts and penalties</source>
        <translation>Знавці й штрафи</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Expert</source>
        <translation>Знавець</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Avatar and hat</source>
        <translation>Аватар і шапка</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Now</source>
        <translation>Зараз</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="504"/>
        <source>Penalties</source>
        <translation>Штрафи</translation>
    </message>
</context>
<context>
    <name>FatesPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="596"/>
        <source>Nobody has died yet</source>
        <translation>Ще ніхто не загинув</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="599"/>
        <source>Alive (%1): %2</source>
        <translation>Живі (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="601"/>
        <source>Ghosts (%1): %2</source>
        <translation>Привиди (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="604"/>
        <source>Out, silent (%1): %2</source>
        <translation>Вибули, мовчать (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="608"/>
        <source>Did not come back at dawn: %1</source>
        <translation>Не повернулися на світанку: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="609"/>
        <source>Everyone came back at the last dawn</source>
        <translation>Останнього світанку повернулися всі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="611"/>
        <source>Shot by the Szur in round %1: %2</source>
        <translation>Постріл Шура в раунді %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="614"/>
        <source>Left the table: %1</source>
        <translation>Пішли з-за столу: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="618"/>
        <source>The living and the dead</source>
        <translation>Живі й мертві</translation>
    </message>
</context>
<context>
    <name>FoulsPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="531"/>
        <source>Give %1 a foul (%2 of 3; under foul taken %3 of 2)</source>
        <translation>Дати фол: %1 (%2 з 3; під фол узято %3 з 2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="536"/>
        <source>Fouls</source>
        <translation>Фоли</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="537"/>
        <source>Each click gives a foul; the third removes the player, revealed (F: the picked seat).</source>
        <translation>Клацання дає фол; третій видаляє гравця з розкриттям (F — вибране місце).</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../gm_console/guide.py" line="70"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="96"/>
        <source>This table&apos;s join link: %1</source>
        <translation>Посилання для входу за цей стіл: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="98"/>
        <source>This table&apos;s board for a TV or a second computer: %1</source>
        <translation>Табло цього столу для телевізора чи другого комп’ютера: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="107"/>
        <location filename="../gm_console/guide.py" line="111"/>
        <source>Before the first evening</source>
        <translation>Перед першим вечором</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../gm_console/guide.py" line="191"/>
        <source>Before the first evening</source>
        <translation>Перед першим вечором</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="192"/>
        <source>The venue guide: the Wi-Fi, the projector, the board, the evening</source>
        <translation>Посібник для зали: Wi-Fi, проєктор, табло, вечір</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="193"/>
        <source>Keyboard shortcuts</source>
        <translation>Клавіатурні скорочення</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="120"/>
        <source>Import a question pack</source>
        <translation>Імпорт пакета питань</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="122"/>
        <source>File: %1</source>
        <translation>Файл: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="123"/>
        <source>encoding: %1</source>
        <translation>кодування: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="125"/>
        <source>date: %1</source>
        <translation>дата: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="130"/>
        <source>%1 — %2 questions</source>
        <translation>%1 — питань: %2</translation>
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
        <translation>&amp;Тури для імпорту (Пробіл позначає вибраний):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="136"/>
        <source>&amp;All tours</source>
        <translation>&amp;Усі тури</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="137"/>
        <source>&amp;No tours</source>
        <translation>&amp;Жодного туру</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="138"/>
        <source>&amp;Pack title:</source>
        <translation>&amp;Назва пакета:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="139"/>
        <source>&amp;Language of the questions:</source>
        <translation>&amp;Мова питань:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="141"/>
        <source>&amp;Report: %1 questions left out</source>
        <translation>&amp;Звіт: пропущено питань: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="142"/>
        <source>&amp;Report: none left out, every question reads well</source>
        <translation>&amp;Звіт: нічого не пропущено, усі питання прочитано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="144"/>
        <source>&amp;Import</source>
        <translation>&amp;Імпортувати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="145"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="150"/>
        <source>question&apos;s text</source>
        <translation>текст питання</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="151"/>
        <source>answer</source>
        <translation>відповідь</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="152"/>
        <source>comment</source>
        <translation>коментар</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="153"/>
        <source>source</source>
        <translation>джерело</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="154"/>
        <source>author</source>
        <translation>автор</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="155"/>
        <source>Club&apos;s help</source>
        <translation>Допомога Клубу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="156"/>
        <source>handout</source>
        <translation>роздатковий матеріал</translation>
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
        <translation>у нього немає тексту</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="167"/>
        <source>it has no “Ответ:”</source>
        <translation>у нього немає «Ответ:»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="168"/>
        <source>its “Ответ:” is empty</source>
        <translation>його «Ответ:» порожній</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="169"/>
        <source>it has a second “%1:”</source>
        <translation>у нього друге «%1:»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="170"/>
        <source>this tour already has a question %1 (line %2)</source>
        <translation>у цьому турі вже є питання %1 (рядок %2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="172"/>
        <source>its number is longer than four digits</source>
        <translation>його номер довший за чотири цифри</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="173"/>
        <source>its %1 is too long</source>
        <translation>поле «%1» задовге</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="174"/>
        <source>“%1:” is outside any question</source>
        <translation>«%1:» стоїть поза питанням</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="175"/>
        <source>its text is only a handout or a note for the host (%1): nothing to read to the experts</source>
        <translation>його текст — лише роздатковий матеріал або примітка для ведучого (%1): знавцям нічого прочитати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="177"/>
        <source>its answer is only a picture (%1): a pack&apos;s answer is a text</source>
        <translation>його відповідь — лише картинка (%1): відповідь у пакеті — це текст</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="183"/>
        <source>Line %1: %2</source>
        <translation>Рядок %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="185"/>
        <source>%1, question %2, line %3: %4</source>
        <translation>%1, питання %2, рядок %3: %4</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="188"/>
        <source>Tour %1, question %2, line %3: %4</source>
        <translation>Тур %1, питання %2, рядок %3: %4</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="190"/>
        <source>Question %1, line %2: %3</source>
        <translation>Питання %1, рядок %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="212"/>
        <source>%1 questions of %2 tours will be imported</source>
        <translation>Буде імпортовано питань: %1 (турів: %2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="216"/>
        <source>%1 questions of %2 tours: a pack takes at most %3 questions and %4 tours, untick some tours</source>
        <translation>%1 питань у %2 турах: пакет вміщує щонайбільше %3 питань і %4 турів, зніміть позначку з деяких турів</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="159"/>
        <source>(the server is not running: phones cannot join)</source>
        <translation>(сервер не запущено: телефони не можуть приєднатися)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="166"/>
        <source>Join the table</source>
        <translation>Вхід до столу</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="167"/>
        <source>Game:</source>
        <translation>Гра:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="172"/>
        <source>The game played at this table</source>
        <translation>Гра за цим столом</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="174"/>
        <source>Table code</source>
        <translation>Код столу</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="175"/>
        <source>Players scan this code with their phone camera</source>
        <translation>Гравці сканують цей код камерою телефона</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="176"/>
        <source>Address:</source>
        <translation>Адреса:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="178"/>
        <source>The address of this computer the QR code and the join link carry: the phones in the room must reach it. The first is the one the console picks itself: the network the default route leaves from, unless that is a VPN or a virtual adapter. A public address for remote players, when set, takes its place.</source>
        <translation>Адреса цього комп’ютера, яку містять QR-код і посилання для входу: телефони в залі мають до неї діставатися. Перша — та, яку консоль обирає сама: мережа, через яку йде типовий маршрут, якщо це не VPN і не віртуальний адаптер. Публічна адреса для віддалених гравців, якщо її задано, заступає цю.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="184"/>
        <source>Remote players:</source>
        <translation>Віддалені гравці:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="185"/>
        <source>https://… the public address of this console</source>
        <translation>https://… публічна адреса цієї консолі</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="187"/>
        <source>For players who are not in the room: the address of a reverse proxy or tunnel with TLS in front of this console. The QR code, the join link and seat links then carry it. Empty: the address on the venue&apos;s network.</source>
        <translation>Для гравців, яких немає в залі: адреса зворотного проксі або тунелю з TLS перед цією консоллю. Тоді QR-код, посилання для входу й посилання на місця ведуть через неї. Порожньо — адреса в мережі закладу.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="192"/>
        <source>Not an address remote phones can use: it starts with https:// and names a host (a path may follow), with no ? or # in it.</source>
        <translation>Цю адресу віддалені телефони використати не зможуть: вона має починатися з https:// і називати хост (за ним може йти шлях), без ? чи # у ній.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="218"/>
        <source>default route</source>
        <translation>типовий маршрут</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="220"/>
        <source>VPN</source>
        <translation>VPN</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="222"/>
        <source>virtual adapter</source>
        <translation>віртуальний адаптер</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="224"/>
        <source>this computer only</source>
        <translation>лише цей комп’ютер</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="226"/>
        <source>no link</source>
        <translation>немає з’єднання</translation>
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
        <translation>%1 просить: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="377"/>
        <source>(round %1)</source>
        <translation>(раунд %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="382"/>
        <source>Club&apos;s help text (empty: the pack&apos;s own: %1)</source>
        <translation>Текст Допомоги Клубу (порожньо — з пакета: %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="383"/>
        <source>Club&apos;s help text for the experts&apos; screens</source>
        <translation>Текст Допомоги Клубу для екранів знавців</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="386"/>
        <source>Lifelines</source>
        <translation>Палички-виручалочки</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../gm_console/panels/log.py" line="123"/>
        <source>Taken back by undo</source>
        <translation>Скасовано</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="124"/>
        <source>No longer valid after an undo</source>
        <translation>Недійсне після скасування</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="138"/>
        <source>%1 joined</source>
        <translation>%1 приєднується</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="140"/>
        <source>Timer paused</source>
        <translation>Таймер на паузі</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="141"/>
        <source>Timer resumed</source>
        <translation>Таймер продовжено</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="142"/>
        <source>Time changed by %1 s</source>
        <translation>Час змінено на %1 с</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="38"/>
        <source>%1 removed by the moderator</source>
        <translation>%1: ведучий прибирає зі столу</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="39"/>
        <source>%1 left (phone away too long)</source>
        <translation>%1 виходить із гри (телефон надто довго не на зв’язку)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="146"/>
        <source>Time is up</source>
        <translation>Час вийшов</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="147"/>
        <source>Console restarted: the timer waits</source>
        <translation>Консоль перезапущено: таймер чекає</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="148"/>
        <source>Undo</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="160"/>
        <source>Moderator: %1</source>
        <translation>Ведучий: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="164"/>
        <source>Event log</source>
        <translation>Журнал подій</translation>
    </message>
</context>
<context>
    <name>MafiaDesk</name>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="147"/>
        <location filename="../gm_console/games/mafia/desk.py" line="286"/>
        <source>Next step</source>
        <translation>Наступний крок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="148"/>
        <source>Do what the game waits for now</source>
        <translation>Зробити те, на що зараз чекає гра</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="149"/>
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="149"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="150"/>
        <source>Pause or resume the speech</source>
        <translation>Зупинити або продовжити промову</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="151"/>
        <source>+30 s under foul</source>
        <translation>+30 с під фол</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="152"/>
        <source>The speaker takes 30 seconds more for a foul, twice a game</source>
        <translation>Промовець бере ще 30 секунд ціною фолу, двічі за партію</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="153"/>
        <source>Foul</source>
        <translation>Фол</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="154"/>
        <source>Nominate</source>
        <translation>Виставити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="156"/>
        <source>Night action</source>
        <translation>Нічна дія</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="158"/>
        <source>Kill without reveal</source>
        <translation>Убити без розкриття</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="160"/>
        <source>Nobody</source>
        <translation>Нікого</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="161"/>
        <source>Seat by lot</source>
        <translation>Розсадити жеребкуванням</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="162"/>
        <source>Deal</source>
        <translation>Роздати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="162"/>
        <source>Deal the cards of the composition</source>
        <translation>Роздати карти складу ролей</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="163"/>
        <source>Start day 1</source>
        <translation>Почати день 1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="163"/>
        <source>Day 1 opens with free talk</source>
        <translation>День 1 починається з балагану</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="164"/>
        <location filename="../gm_console/games/mafia/desk.py" line="405"/>
        <source>Morning</source>
        <translation>Ранок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="164"/>
        <source>Announce the night&apos;s results</source>
        <translation>Оголосити підсумки ночі</translation>
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
        <translation>Перервати партію</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="168"/>
        <source>Record the room</source>
        <translation>Записувати залу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="169"/>
        <source>Record the room&apos;s microphone during each game (recordings are deleted after 3 days)</source>
        <translation>Записувати мікрофон зали під час кожної партії (записи видаляються через 3 дні)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="203"/>
        <source>Abort this game? Nobody scores.</source>
        <translation>Перервати цю партію? Ніхто не отримає балів.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="247"/>
        <source>Remove from the evening</source>
        <translation>Прибрати з вечора</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="248"/>
        <source>Take %1 off tonight&apos;s list?</source>
        <translation>Прибрати %1 зі списку на вечір?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="322"/>
        <source>● Recording game %1</source>
        <translation>● Запис партії %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="335"/>
        <source>No microphone on this machine: the game goes on without a recording</source>
        <translation>На цьому комп’ютері немає мікрофона: партія йде без запису</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="337"/>
        <source>The recording stopped: %1</source>
        <translation>Запис зупинився: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="153"/>
        <source>Give the picked seat a foul; the third removes the player</source>
        <translation>Дати фол вибраному місцю; третій видаляє</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="155"/>
        <source>The speaker nominates the picked seat (one or two)</source>
        <translation>Промовець виставляє вибране місце (одного або двох)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="157"/>
        <source>The role awake now acts on the picked seat</source>
        <translation>Роль, що зараз не спить, діє на вибране місце</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="159"/>
        <source>The swindler&apos;s kill on the picked seat, once a game</source>
        <translation>Постріл шахрая у вибране місце, раз за партію</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="160"/>
        <source>The role awake now does nothing</source>
        <translation>Роль, що зараз не спить, нічого не робить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="161"/>
        <source>Give the line-up seats by lot</source>
        <translation>Розіграти місця для складу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="165"/>
        <source>A bonus point for the picked seat</source>
        <translation>Бонусний бал вибраному місцю</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="166"/>
        <source>Take a point from the picked seat</source>
        <translation>Зняти бал з вибраного місця</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="167"/>
        <source>End the game now: nobody scores</source>
        <translation>Завершити поточну партію: ніхто не отримує балів</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="217"/>
        <source>Pick the target: click a seat or type its number</source>
        <translation>Виберіть ціль: клацніть місце або наберіть його номер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="234"/>
        <source>Pick a seat first: click it or type its number</source>
        <translation>Спершу виберіть місце: клацніть його або наберіть номер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="371"/>
        <source>seat %1 (%2)</source>
        <translation>місце %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="372"/>
        <source>seat %1</source>
        <translation>місце %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="384"/>
        <source>%1 signs up (21+)</source>
        <translation>%1 записується (21+)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="385"/>
        <source>%1 confirms for the evening</source>
        <translation>%1 підтверджує участь у вечорі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="386"/>
        <source>%1 withdraws</source>
        <translation>%1 знімається із запису</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="387"/>
        <source>Card seen: %1</source>
        <translation>Карту переглянуто: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="389"/>
        <source>Options: %1</source>
        <translation>Налаштування: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="390"/>
        <source>Added by the host: %1 (21+)</source>
        <translation>Ведучий додає: %1 (21+)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="391"/>
        <source>Removed from the evening: %1</source>
        <translation>Знято з вечора: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="393"/>
        <source>Composition: %1 — %2</source>
        <translation>Склад ролей: %1 — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="395"/>
        <source>Custom role: %1 (%2)</source>
        <translation>Своя роль: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="397"/>
        <source>Nomination: %1, by %2</source>
        <translation>Виставлення: %1 (виставляє %2)</translation>
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
        <translation>+30 с під фол: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="403"/>
        <source>Bonus %1: %2</source>
        <translation>Бонус %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="421"/>
        <source>capacity %1</source>
        <translation>місць за столом: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="423"/>
        <source>the host plays</source>
        <translation>ведучий грає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="423"/>
        <source>the host does not play</source>
        <translation>ведучий не грає</translation>
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
        <translation>Ніч %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="437"/>
        <source>done</source>
        <translation>виконано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="446"/>
        <source>the commissar!</source>
        <translation>комісар!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="446"/>
        <source>not the commissar</source>
        <translation>не комісар</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="448"/>
        <source>black!</source>
        <translation>чорний!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="448"/>
        <source>not black</source>
        <translation>не чорний</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="459"/>
        <source>in the line-up</source>
        <translation>у складі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="459"/>
        <source>in the reserve</source>
        <translation>у резерві</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="461"/>
        <source>%1 moves in from the reserve</source>
        <translation>%1 переходить із резерву до складу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="464"/>
        <source>Game %1: seats drawn by lot</source>
        <translation>Партія %1: місця розіграно</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="469"/>
        <source>Cards dealt for %1 seats</source>
        <translation>Карти роздано, місць: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="467"/>
        <source>immune: %1</source>
        <translation>імунітет: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="475"/>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="480"/>
        <source>Speaks: %1</source>
        <translation>Говорить: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="485"/>
        <source>nobody was killed</source>
        <translation>нікого не вбито</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="487"/>
        <source>silenced: %1</source>
        <translation>позбавлення слова: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="490"/>
        <location filename="../gm_console/games/mafia/desk.py" line="493"/>
        <source>Out: %1, %2 — %3</source>
        <translation>Вибуває: %1, %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="494"/>
        <source>not revealed</source>
        <translation>без розкриття</translation>
    </message>
</context>
<context>
    <name>MafiaTexts</name>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="36"/>
        <source>Evening: sign-ups</source>
        <translation>Вечір: запис</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="37"/>
        <source>Seated: composition and deal</source>
        <translation>Розсадка: склад ролей і роздача</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="38"/>
        <source>Free talk</source>
        <translation>Балаган</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="39"/>
        <source>Acquaintance night</source>
        <translation>Ніч знайомства</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="40"/>
        <source>Night</source>
        <translation>Ніч</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="41"/>
        <source>The circle</source>
        <translation>Коло</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="42"/>
        <source>Vote on the nominees</source>
        <translation>Голосування за кандидатів</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="43"/>
        <source>Defence speeches</source>
        <translation>Виправдувальні промови</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="44"/>
        <source>First day: expel anyone at all?</source>
        <translation>Перший день: виганяємо когось?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="45"/>
        <source>Show of hands to expel</source>
        <translation>Підняття рук за вигнання</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="46"/>
        <source>Car crash</source>
        <translation>Автокатастрофа</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="47"/>
        <source>Last words</source>
        <translation>Останнє слово</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="48"/>
        <source>Game over</source>
        <translation>Партію закінчено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="55"/>
        <source>Seat the players</source>
        <translation>Розсадити гравців</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="56"/>
        <source>Deal the cards</source>
        <translation>Роздати карти</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="57"/>
        <source>Start day 1</source>
        <translation>Почати день 1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="58"/>
        <source>Next speaker</source>
        <translation>Наступний промовець</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="59"/>
        <source>Enter the hands</source>
        <translation>Ввести руки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="60"/>
        <source>Enter the hands: expel anyone?</source>
        <translation>Ввести руки: виганяємо когось?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="61"/>
        <source>Enter the hands: expel them all?</source>
        <translation>Ввести руки: вигнати всіх?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="62"/>
        <source>Enter the night action</source>
        <translation>Ввести нічну дію</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="63"/>
        <source>Morning: announce the night</source>
        <translation>Ранок: оголосити підсумки ночі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="69"/>
        <source>The boss checks</source>
        <translation>Бос перевіряє</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="70"/>
        <source>The mafia kills</source>
        <translation>Мафія стріляє</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="71"/>
        <source>The maniac</source>
        <translation>Маніяк</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="72"/>
        <source>The agitator</source>
        <translation>Нагнітач</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="73"/>
        <source>The commissar checks</source>
        <translation>Комісар перевіряє</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="74"/>
        <source>The doctor saves</source>
        <translation>Лікар лікує</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="75"/>
        <source>Other roles</source>
        <translation>Інші ролі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="81"/>
        <source>Kill</source>
        <translation>Убити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="82"/>
        <source>Kill without reveal</source>
        <translation>Убити без розкриття</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="83"/>
        <source>Check</source>
        <translation>Перевірити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="84"/>
        <source>Save</source>
        <translation>Вилікувати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="85"/>
        <source>Silence</source>
        <translation>Змусити мовчати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="86"/>
        <source>Nobody</source>
        <translation>Нікого</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="102"/>
        <source>Parity: the blacks win</source>
        <translation>Паритет: перемогли чорні</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="118"/>
        <source>no: a night without victims</source>
        <translation>ні: ніч без жертв</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="137"/>
        <source>to the defence: {list}</source>
        <translation>на виправдання: {list}</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="141"/>
        <source>more than four candidates: nobody leaves</source>
        <translation>понад чотири кандидати: ніхто не вибуває</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="144"/>
        <source>expelled: {list}</source>
        <translation>вигнання: {list}</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="151"/>
        <source>Out of the vote: %1; again: %2</source>
        <translation>З голосування вибуває: %1; ще раз: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="93"/>
        <source>expelled</source>
        <translation>вигнання</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="101"/>
        <source>The reds win</source>
        <translation>Перемогли червоні</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="103"/>
        <source>A draw: nobody scores</source>
        <translation>Нічия: ніхто не отримує балів</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="104"/>
        <source>The game was aborted: nobody scores</source>
        <translation>Партію перервано: ніхто не отримує балів</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>red</source>
        <translation>червоні</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>black</source>
        <translation>чорні</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>loner</source>
        <translation>одинак</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="117"/>
        <source>Day %1: expel anyone? Hands: %2 — %3</source>
        <translation>День %1: виганяємо когось? Рук: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="122"/>
        <source>Day %1: expel them both? Hands: %2 — %3</source>
        <translation>День %1: вигнати обох? Рук: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="123"/>
        <source>Day %1: expel them all? Hands: %2 — %3</source>
        <translation>День %1: вигнати всіх? Рук: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="118"/>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="92"/>
        <source>killed at night</source>
        <translation>убивство вночі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="94"/>
        <source>removed for three fouls</source>
        <translation>видалення за три фоли</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="95"/>
        <source>with the kamikaze</source>
        <translation>з камікадзе</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="125"/>
        <source>no, nobody leaves</source>
        <translation>ні, ніхто не вибуває</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="124"/>
        <source>yes, they all leave</source>
        <translation>так, ідуть усі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="124"/>
        <source>yes, both leave</source>
        <translation>так, ідуть обоє</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="129"/>
        <source>Day %1, nominees: %2</source>
        <translation>День %1, кандидати: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="129"/>
        <source>Day %1, hands: %2</source>
        <translation>День %1, руки: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="139"/>
        <source>no candidates</source>
        <translation>кандидатів немає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="146"/>
        <source>no majority: stays</source>
        <translation>без більшості: лишається</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="148"/>
        <source>a tie: car crash</source>
        <translation>нічия: автокатастрофа</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gm_console/main_window.py" line="323"/>
        <source>The protocol could not be saved: %1</source>
        <translation>Не вдалося зберегти протокол: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="326"/>
        <source>Protocol saved: %1</source>
        <translation>Протокол збережено: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="265"/>
        <source>Table %1</source>
        <translation>Стіл %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="266"/>
        <source>Phones: %1</source>
        <translation>Телефонів: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="267"/>
        <source>Server: %1</source>
        <translation>Сервер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="268"/>
        <source>Server: not running</source>
        <translation>Сервер: не запущено</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="313"/>
        <source>A choice made in secret</source>
        <translation>Таємний вибір</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="374"/>
        <source>New table</source>
        <translation>Новий стіл</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="375"/>
        <source>Open a new table for %1? This table ends, its protocol stays in the journal, and every phone joins again with the new code.</source>
        <translation>Відкрити новий стіл для гри «%1»? Цей стіл завершиться, його протокол залишиться в журналі, а всі телефони приєднаються знову з новим кодом.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="392"/>
        <source>Quit</source>
        <translation>Вийти</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="393"/>
        <source>Quit the console? The players&apos; phones lose the table until it starts again; the table is kept and restored next time.</source>
        <translation>Вийти з консолі? Телефони гравців втратять стіл, доки консоль не запуститься знову; стіл збережено, і наступного разу його буде відновлено.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="406"/>
        <source>Remove player</source>
        <translation>Прибрати гравця</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="407"/>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Прибрати зі столу: %1? Під час раунду це вважається виходом із гри.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="416"/>
        <source>New seat link</source>
        <translation>Нове посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="417"/>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Нове посилання для місця %1? Телефон, який зараз займає це місце, буде від’єднано.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="531"/>
        <source>GM Console — moderator</source>
        <translation>GM Console — ведучий</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="535"/>
        <source>Table</source>
        <translation>Стіл</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="536"/>
        <source>Board</source>
        <translation>Табло</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="538"/>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="539"/>
        <source>Help</source>
        <translation>Довідка</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="537"/>
        <source>Evening</source>
        <translation>Вечір</translation>
    </message>
</context>
<context>
    <name>MinutePanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="186"/>
        <source>Minute on credit paid back: no minute — the answer comes at once</source>
        <translation>Повертаємо Хвилину в кредит: хвилини немає — відповідь одразу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="188"/>
        <source>Press “Time starts now” after reading the question</source>
        <translation>Прочитайте питання й натисніть «Час пішов»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="190"/>
        <source>Gong! Discussion is over</source>
        <translation>Гонг! Обговорення закінчено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="192"/>
        <source>Early answer: discussion stopped</source>
        <translation>Дострокова відповідь: обговорення зупинено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="194"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="196"/>
        <source>Signal: ten seconds left</source>
        <translation>Сигнал: залишилось десять секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="198"/>
        <source>Discussion</source>
        <translation>Обговорення</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="202"/>
        <source>Debt: Minute on credit taken in round %1 is not paid back yet</source>
        <translation>Борг: Хвилину в кредит, узяту в раунді %1, ще не повернуто</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="205"/>
        <source>Debt paid in round %1</source>
        <translation>Борг повернуто в раунді %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="233"/>
        <source>The minute</source>
        <translation>Хвилина</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="86"/>
        <source>The acquaintance night: the blacks meet, nothing is entered</source>
        <translation>Ніч знайомства: чорні знайомляться, нічого не вводиться</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="93"/>
        <source>Morning: announce the results (M)</source>
        <translation>Ранок: оголосити підсумки (M)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="98"/>
        <location filename="../gm_console/games/mafia/panels/night.py" line="99"/>
        <source>Awake now: %1</source>
        <translation>Зараз не сплять: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="103"/>
        <source>Target: %1</source>
        <translation>Ціль: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="135"/>
        <source>the commissar!</source>
        <translation>комісар!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="135"/>
        <source>not the commissar</source>
        <translation>не комісар</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="136"/>
        <source>black!</source>
        <translation>чорний!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="136"/>
        <source>not black</source>
        <translation>не чорний</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="161"/>
        <source>Night</source>
        <translation>Ніч</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="130"/>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>%1 з %2 місць ще не випадали в цій кімнаті</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="150"/>
        <source>one: Two spies need at least %n player: untick to deal now | other: Two spies need at least %n players: untick to deal now</source>
        <translation>one: Для двох шпигунів потрібен щонайменше %n гравець: зніміть позначку, щоб роздати зараз | few: Для двох шпигунів потрібні щонайменше %n гравці: зніміть позначку, щоб роздати зараз | many: Для двох шпигунів потрібно щонайменше %n гравців: зніміть позначку, щоб роздати зараз | other: Для двох шпигунів потрібно щонайменше %n гравця: зніміть позначку, щоб роздати зараз</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="165"/>
        <source>%1 — %2 locations</source>
        <translation>%1 — місць: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="175"/>
        <source>Round options</source>
        <translation>Налаштування раунду</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="176"/>
        <source>Deck:</source>
        <translation>Колода:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="177"/>
        <source>Round time:</source>
        <translation>Тривалість раунду:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="178"/>
        <source>Call link:</source>
        <translation>Посилання на дзвінок:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="161"/>
        <source>%1 min</source>
        <translation>%1 хв</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="146"/>
        <source>one: Two spies (%n+ players) | other: Two spies (%n+ players)</source>
        <translation>one: Два шпигуни (від %n гравця) | few: Два шпигуни (від %n гравців) | many: Два шпигуни (від %n гравців) | other: Два шпигуни (від %n гравця)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="179"/>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Ведучий грає (цей екран приховує всі таємниці)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="180"/>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>Посилання WhatsApp, FaceTime чи Meet для віддалених гравців</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="182"/>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Сімейна: без алкоголю та нічного життя; Повна: з вечірками для дорослих</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="183"/>
        <source>How long a round lasts</source>
        <translation>Скільки триває раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="184"/>
        <source>Deal two spies who do not know about each other</source>
        <translation>Двоє шпигунів, які не знають одне про одного</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="186"/>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>Ведучий теж грає: тоді цей екран не показує ні місця, ні шпигуна, ні ролей</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="187"/>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Гравці бачать це посилання в лобі на телефонах</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="210"/>
        <source>The moderator&apos;s composition</source>
        <translation>Склад ведучого</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="211"/>
        <source>The default composition for the players at the table</source>
        <translation>Типовий склад для гравців за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="214"/>
        <source>Options</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="215"/>
        <source>Ghosts (the default variant)</source>
        <translation>Привиди (основний варіант)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="216"/>
        <source>The dead become ghosts and the council count is live</source>
        <translation>Мертві стають привидами, а голоси ради видно наживо</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="218"/>
        <source>The host plays (this screen shows no secret)</source>
        <translation>Ведучий грає (цей екран не показує таємниць)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="219"/>
        <source>The app runs the table and its creator plays</source>
        <translation>Стіл веде застосунок, а його творець грає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="221"/>
        <source>Call link</source>
        <translation>Посилання на дзвінок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="222"/>
        <source>Discord, Meet or Zoom, for remote players</source>
        <translation>Discord, Meet чи Zoom — для віддалених гравців</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="223"/>
        <source>The players see this link</source>
        <translation>Гравці бачать це посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="224"/>
        <source>Murderers</source>
        <translation>Убивці</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="224"/>
        <source>Investigator</source>
        <translation>Слідчий</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Doctor</source>
        <translation>Лікарка</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Exorcist</source>
        <translation>Екзорцист</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Szur</source>
        <translation>Шур</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="228"/>
        <source>Roles of the next deal</source>
        <translation>Ролі наступної роздачі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="229"/>
        <source>Default</source>
        <translation>Типово</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="287"/>
        <source>The question shows here after the spin.</source>
        <translation>Питання з&apos;явиться тут після обертання рулетки.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="290"/>
        <source>Black box: a question about its contents</source>
        <translation>Чорна скринька: питання про її вміст</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="291"/>
        <source>Envelope, sector %1</source>
        <translation>Конверт, сектор %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="293"/>
        <source>question %1</source>
        <translation>питання %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="297"/>
        <source>Picture %1: print it and hand it out</source>
        <translation>Картинка %1: роздрукуйте й роздайте</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="298"/>
        <source>Picture %1: on the board with the question</source>
        <translation>Картинка %1: на екрані разом із питанням</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="302"/>
        <source>Sound %1: play it</source>
        <translation>Звук %1: увімкніть його</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="305"/>
        <source>Handout (give it to the experts):</source>
        <translation>Роздатковий матеріал (передайте знавцям):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="306"/>
        <source>For the host only:</source>
        <translation>Лише для ведучого:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="312"/>
        <source>Answer:</source>
        <translation>Відповідь:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="315"/>
        <source>Also accept:</source>
        <translation>Зараховувати також:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="315"/>
        <source>Do not accept:</source>
        <translation>Не зараховувати:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="319"/>
        <source>Comment:</source>
        <translation>Коментар:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="319"/>
        <source>Club&apos;s help in the pack:</source>
        <translation>Допомога Клубу з пакета:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="320"/>
        <source>Source:</source>
        <translation>Джерело:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="320"/>
        <source>Author:</source>
        <translation>Автор:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="327"/>
        <source>Question and answer (only you see this)</source>
        <translation>Питання й відповідь (бачите тільки ви)</translation>
    </message>
</context>
<context>
    <name>QuizDesk</name>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="102"/>
        <source>Start the game</source>
        <translation>Почати гру</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="103"/>
        <source>All experts ready and a captain marked: the envelopes go onto the roulette</source>
        <translation>Усі знавці готові й капітана позначено: конверти лягають на рулетку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="104"/>
        <source>Mark captain</source>
        <translation>Позначити капітана</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="104"/>
        <source>Mark the expert selected as the team&apos;s captain</source>
        <translation>Позначити обраного знавця капітаном команди</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="105"/>
        <source>Mark…</source>
        <translation>Позначити…</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="106"/>
        <source>Mark one of the pack&apos;s questions as the black box (it leaves the envelopes)</source>
        <translation>Позначити одне з питань пакета як Чорну скриньку (воно вибуває з конвертів)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="107"/>
        <source>Draw</source>
        <translation>Витягнути</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="107"/>
        <source>Draw the black box from the club&apos;s black-box questions in the pack&apos;s language</source>
        <translation>Витягнути Чорну скриньку з клубних питань для Чорної скриньки мовою пакета</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="109"/>
        <source>Spin the roulette</source>
        <translation>Запустити рулетку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="109"/>
        <source>Spin: it lands on a sector not yet played</source>
        <translation>Запустити: рулетка зупиниться на ще не зіграному секторі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="110"/>
        <source>Start the minute of discussion</source>
        <translation>Запустити хвилину обговорення</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="110"/>
        <source>Time starts now</source>
        <translation>Час пішов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="111"/>
        <source>Collect the debt</source>
        <translation>Стягнути борг</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="112"/>
        <location filename="../gm_console/games/quiz/desk.py" line="250"/>
        <source>Minute on credit paid back: no minute — the answer comes at once</source>
        <translation>Повертаємо Хвилину в кредит: хвилини немає — відповідь одразу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Pause or resume the minute</source>
        <translation>Поставити хвилину на паузу або продовжити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="114"/>
        <source>Minute on credit</source>
        <translation>Хвилина в кредит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="114"/>
        <source>+60 seconds now, paid back in a later round</source>
        <translation>+60 секунд зараз, борг повертається в одному з наступних раундів</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="115"/>
        <source>Club&apos;s help</source>
        <translation>Допомога Клубу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="116"/>
        <source>The hint goes to the experts&apos; screens and 60 seconds are added</source>
        <translation>Підказка з&apos;являється на екранах знавців, і додається 60 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="117"/>
        <source>Host&apos;s help</source>
        <translation>Допомога Ведучого</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="117"/>
        <source>After the gong: give an oral hint, no extra time</source>
        <translation>Після гонгу: усна підказка, без додаткового часу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="118"/>
        <source>Answers: selected expert</source>
        <translation>Відповідає обраний знавець</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="119"/>
        <source>The captain said who answers: the expert selected in the list</source>
        <translation>Капітан назвав, хто відповідає: обраний у списку знавець</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="120"/>
        <source>Right: point to the experts</source>
        <translation>Правильно: очко знавцям</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="121"/>
        <source>Accept the answer: the answer is shown and the experts score</source>
        <translation>Зарахувати відповідь: відповідь показується, очко знавцям</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="122"/>
        <source>Wrong: point to the viewers</source>
        <translation>Неправильно: очко телеглядачам</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="123"/>
        <source>Reject the answer: the answer is shown and the viewers score</source>
        <translation>Не зарахувати: відповідь показується, очко телеглядачам</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="124"/>
        <source>Cut time</source>
        <translation>Урізаний час</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="124"/>
        <source>Penalty: the next round&apos;s minute is 40 seconds</source>
        <translation>Штраф: хвилина наступного раунду — 40 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="126"/>
        <source>Penalty: the selected expert sits out the next round</source>
        <translation>Штраф: обраний знавець пропускає наступний раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="125"/>
        <source>Sent off for a round</source>
        <translation>Вилучення на раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="127"/>
        <source>Loss of the hat</source>
        <translation>Позбавлення шапки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="128"/>
        <source>Penalty: the selected expert loses the hat for the game</source>
        <translation>Штраф: обраний знавець втрачає шапку до кінця гри</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="129"/>
        <location filename="../gm_console/games/quiz/desk.py" line="169"/>
        <source>Annul the round</source>
        <translation>Анулювати раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="129"/>
        <source>Nobody scores, the sector is spent (at most two)</source>
        <translation>Ніхто не отримує очко, сектор вибуває (щонайбільше двічі)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="130"/>
        <source>Back to the lobby</source>
        <translation>Повернутися до лобі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="130"/>
        <source>Everyone returns to the lobby, not ready</source>
        <translation>Усі повертаються до лобі, без «Готово»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="158"/>
        <source>Select an expert in the list first</source>
        <translation>Спершу оберіть знавця в списку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="166"/>
        <source>This is the third annulment: the match ends and everyone returns to the lobby. Go on?</source>
        <translation>Це третє анулювання: гру буде завершено, і всі повернуться до лобі. Продовжити?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="168"/>
        <source>Annul this round? Nobody scores and the sector is spent.</source>
        <translation>Анулювати цей раунд? Очко не отримує ніхто, а сектор вибуває.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="204"/>
        <source>%1 chooses a look</source>
        <translation>%1 обирає образ</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="205"/>
        <source>%1 is ready</source>
        <translation>%1 натискає «Готово»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="205"/>
        <source>%1 is not ready</source>
        <translation>%1 знімає «Готово»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="207"/>
        <source>Captain %1 asks for: %2</source>
        <translation>Капітан %1 просить: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="209"/>
        <source>Options: %1</source>
        <translation>Налаштування: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="213"/>
        <source>Captain %1 names who answers: %2</source>
        <translation>Капітан %1 називає, хто відповідає: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="230"/>
        <source>Captain: %1</source>
        <translation>Капітан: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="233"/>
        <source>Black box marked: question %1</source>
        <translation>Чорна скринька позначена: питання %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="234"/>
        <source>Black box: one of the pack&apos;s own</source>
        <translation>Чорна скринька: одне з власних питань пакета</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="238"/>
        <source>Black box drawn from “%1”</source>
        <translation>Чорну скриньку витягнуто з «%1»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="240"/>
        <source>Match %1 starts: %2</source>
        <translation>Гра %1 починається: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="244"/>
        <source>Round %1 · Zero: the black box</source>
        <translation>Раунд %1 · Зеро: Чорна скринька</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="245"/>
        <source>Round %1 · sector %2</source>
        <translation>Раунд %1 · сектор %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="246"/>
        <source>the final round, 5:5</source>
        <translation>фінальний раунд, 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="248"/>
        <source>“Time starts now”: %1 s</source>
        <translation>«Час пішов»: %1 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="252"/>
        <source>Signal: ten seconds left</source>
        <translation>Сигнал: залишилось десять секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="254"/>
        <source>Gong! Discussion is over</source>
        <translation>Гонг! Обговорення закінчено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="256"/>
        <source>Lifeline: %1</source>
        <translation>Паличка-виручалочка: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="258"/>
        <source>(+%1 s)</source>
        <translation>(+%1 с)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="260"/>
        <source>hint: %1</source>
        <translation>підказка: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="263"/>
        <source>Answering: %1</source>
        <translation>Відповідає: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="268"/>
        <source>Round %1: right, a point to the experts (%2)</source>
        <translation>Раунд %1: правильно, очко знавцям (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="269"/>
        <source>Round %1: wrong, a point to the viewers (%2)</source>
        <translation>Раунд %1: неправильно, очко телеглядачам (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="276"/>
        <source>Round %1 annulled: nobody scores</source>
        <translation>Раунд %1 анульовано: очко не отримує ніхто</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="280"/>
        <source>Everyone returns to the lobby</source>
        <translation>Усі повертаються до лобі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="297"/>
        <source>pack: %1</source>
        <translation>пакет: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="299"/>
        <source>the question on the screens</source>
        <translation>питання на екранах</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="300"/>
        <source>the question only read aloud</source>
        <translation>питання лише вголос</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="302"/>
        <source>call link: %1</source>
        <translation>посилання на дзвінок: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="303"/>
        <source>no call link</source>
        <translation>без посилання на дзвінок</translation>
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
        <translation>Ігри</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="324"/>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
</context>
<context>
    <name>QuizOptionsPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="143"/>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="212"/>
        <source>Import a question pack</source>
        <translation>Імпорт пакета питань</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="144"/>
        <source>Question packs (*.json *.txt);;All files (*)</source>
        <translation>Пакети питань (*.json *.txt);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="186"/>
        <source>Imported “%1”: %2 questions, %3 left out</source>
        <translation>Імпортовано «%1»: питань — %2, пропущено — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="198"/>
        <source>the file is too large for a question pack</source>
        <translation>файл завеликий для пакета питань</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="199"/>
        <source>it is not a text in UTF-8, KOI8-R or Windows-1251</source>
        <translation>це не текст у UTF-8, KOI8-R чи Windows-1251</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="200"/>
        <source>it has no question (“Вопрос 1:” …) that could be read</source>
        <translation>у ньому немає жодного питання («Вопрос 1:» …), яке можна прочитати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="201"/>
        <source>a pack that comes with the console has this name: rename the file</source>
        <translation>так називається пакет, що постачається з консоллю: перейменуйте файл</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="202"/>
        <source>a pack takes at most %1 questions: untick some tours</source>
        <translation>пакет вміщує щонайбільше %1 питань: зніміть позначку з деяких турів</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="204"/>
        <source>a pack takes at most %1 tours: untick some tours</source>
        <translation>пакет вміщує щонайбільше %1 турів: зніміть позначку з деяких турів</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="206"/>
        <source>it is a “Своя игра” file (themes with prices), a different game from “What? Where? When?”: it cannot be a pack of this quiz</source>
        <translation>це файл «Своєї гри» (теми з цінами), інша гра, ніж «Що? Де? Коли?»: він не може бути пакетом цієї вікторини</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="209"/>
        <source>the pack format is broken: %1</source>
        <translation>формат пакета порушено: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="213"/>
        <source>%1 cannot be used: %2</source>
        <translation>%1 не годиться: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="233"/>
        <source>drawn at the start from the pack&apos;s %1 black-box questions</source>
        <translation>витягується на старті з питань пакета для Чорної скриньки (%1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="234"/>
        <source>not chosen yet</source>
        <translation>ще не вибрано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="235"/>
        <source>question %1</source>
        <translation>питання %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="239"/>
        <source>drawn from “%1”</source>
        <translation>витягнуто з «%1»</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="246"/>
        <source>The game cannot start: a game needs %1 envelope questions, this pack has %2</source>
        <translation>Гру не можна почати: питань у конвертах потрібно %1, у цьому пакеті — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="248"/>
        <source>The game cannot start: the pack has no black-box question. Mark one of its questions (Shift+B) or draw one of the club&apos;s (B)</source>
        <translation>Гру не можна почати: у пакеті немає питання для Чорної скриньки. Позначте одне з його питань (Shift+B) або витягніть одне з клубних (B)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="270"/>
        <source>Captain: %1</source>
        <translation>Капітан: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="271"/>
        <source>Captain: not marked yet</source>
        <translation>Капітана ще не позначено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="276"/>
        <source>Tournament: %1</source>
        <translation>Турнір: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="278"/>
        <source>tours: %1</source>
        <translation>тури: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="279"/>
        <source>%1 envelope questions</source>
        <translation>питань у конвертах: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="289"/>
        <source>The game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="290"/>
        <source>Pack:</source>
        <translation>Пакет:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="291"/>
        <source>Black box:</source>
        <translation>Чорна скринька:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="292"/>
        <source>Import…</source>
        <translation>Імпорт…</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="293"/>
        <source>Call link:</source>
        <translation>Посилання на дзвінок:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="294"/>
        <source>Show the question on the board and the phones</source>
        <translation>Показувати питання на табло й телефонах</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="295"/>
        <source>Discord or another call for the team</source>
        <translation>Discord чи інший дзвінок для команди</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="297"/>
        <source>The question pack: 15 envelopes and the black box are drawn from it</source>
        <translation>Пакет питань: з нього беруться 15 конвертів і Чорна скринька</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="298"/>
        <source>Add a pack: the pack format (JSON) or a ChGK text file (“Вопрос 1:”, “Ответ:”, …): pick its tours</source>
        <translation>Додати пакет: формат пакета (JSON) або текстовий файл ЧГК («Вопрос 1:», «Ответ:», …): виберіть його тури</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="300"/>
        <source>The experts see this link in the lobby</source>
        <translation>Знавці бачать це посилання в лобі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="302"/>
        <source>Once you say “Time starts now”, the question&apos;s text shows on the screens</source>
        <translation>Щойно ви скажете «Час пішов», текст питання з&apos;явиться на екранах</translation>
    </message>
</context>
<context>
    <name>QuizTexts</name>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="25"/>
        <source>Lobby: the experts take their seats</source>
        <translation>Лобі: знавці займають місця</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="27"/>
        <source>The Croupier reads the question</source>
        <translation>Крупʼє читає питання</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="28"/>
        <source>The minute of discussion</source>
        <translation>Хвилина обговорення</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="29"/>
        <source>Who answers?</source>
        <translation>Хто відповідає?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="30"/>
        <source>The game is over</source>
        <translation>Гру закінчено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="35"/>
        <source>Minute on credit</source>
        <translation>Хвилина в кредит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="36"/>
        <source>Club&apos;s help</source>
        <translation>Допомога Клубу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="37"/>
        <source>Host&apos;s help</source>
        <translation>Допомога Ведучого</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="42"/>
        <source>available</source>
        <translation>доступна</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="43"/>
        <source>used</source>
        <translation>використана</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="49"/>
        <source>Cut time (40 s)</source>
        <translation>Урізаний час (40 с)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="50"/>
        <source>Sent off for a round</source>
        <translation>Вилучення на раунд</translation>
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
        <translation>Кіт</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Bear</source>
        <translation>Ведмідь</translation>
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
        <translation>Їжак</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="58"/>
        <source>Beaver</source>
        <translation>Бобер</translation>
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
        <translation>циліндр</translation>
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
        <translation>згоріла при 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="51"/>
        <source>Loss of the hat</source>
        <translation>Позбавлення шапки</translation>
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
        <translation>канотьє</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="69"/>
        <source>Experts</source>
        <translation>Знавці</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="69"/>
        <source>Viewers</source>
        <translation>Телеглядачі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="70"/>
        <source>annulled</source>
        <translation>анульовано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="74"/>
        <source>The experts win</source>
        <translation>Перемогли знавці</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="75"/>
        <source>The viewers win</source>
        <translation>Перемогли телеглядачі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="76"/>
        <source>Ended: a third annulment</source>
        <translation>Завершено: третє анулювання</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="77"/>
        <source>Ended: no experts left</source>
        <translation>Завершено: знавців не залишилось</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../gm_console/refusals.py" line="36"/>
        <source>Add or take away some seconds, not 0</source>
        <translation>Додайте або заберіть кілька секунд, не 0</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="37"/>
        <source>No option was given</source>
        <translation>Не вибрано жодного параметра</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="38"/>
        <source>There is no seat %1</source>
        <translation>Місця %1 немає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="39"/>
        <source>Nobody is seated</source>
        <translation>Ніхто не сидить за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="40"/>
        <source>%1 has already left the table</source>
        <translation>%1 уже не за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="41"/>
        <source>No timer is running now</source>
        <translation>Зараз жоден таймер не йде</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="42"/>
        <source>The timer is already paused</source>
        <translation>Таймер уже на паузі</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="43"/>
        <source>The timer is already running</source>
        <translation>Таймер уже йде</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="44"/>
        <source>It is so already</source>
        <translation>Так уже є</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="45"/>
        <source>one: At least %n player is needed | other: At least %n players are needed</source>
        <translation>one: Потрібен щонайменше %n гравець | few: Потрібні щонайменше %n гравці | many: Потрібно щонайменше %n гравців | other: Потрібно щонайменше %n гравця</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="47"/>
        <source>There is no moderator action to take back</source>
        <translation>Немає дії ведучого, яку можна скасувати</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="48"/>
        <source>The journal could not store it: nothing was changed</source>
        <translation>Журнал не зміг це записати: нічого не змінено</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="51"/>
        <source>There is no deck %1</source>
        <translation>Колоди %1 немає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="52"/>
        <source>A round lasts 5, 8 or 10 minutes</source>
        <translation>Раунд триває 5, 8 або 10 хвилин</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="53"/>
        <source>%1 is asking already</source>
        <translation>%1 уже питає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="54"/>
        <source>%1 is not playing this round</source>
        <translation>%1 не грає в цьому раунді</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="55"/>
        <source>one: Two spies need at least %n player; seated now: %1 | other: Two spies need at least %n players; seated now: %1</source>
        <translation>one: Для двох шпигунів потрібен щонайменше %n гравець; зараз за столом: %1 | few: Для двох шпигунів потрібні щонайменше %n гравці; зараз за столом: %1 | many: Для двох шпигунів потрібно щонайменше %n гравців; зараз за столом: %1 | other: Для двох шпигунів потрібно щонайменше %n гравця; зараз за столом: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="58"/>
        <source>Only before a deal or after a round</source>
        <translation>Лише перед роздачею або після раунду</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="59"/>
        <source>Deal the cards first, once per round</source>
        <translation>Спершу роздайте картки, раз на раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="60"/>
        <source>No round is on</source>
        <translation>Жоден раунд не йде</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="61"/>
        <source>Only while questions are asked</source>
        <translation>Лише поки ставлять запитання</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="62"/>
        <source>Only while the round runs</source>
        <translation>Лише поки йде раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="63"/>
        <source>The round is over</source>
        <translation>Раунд завершено</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="64"/>
        <source>Time is up</source>
        <translation>Час вийшов</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="65"/>
        <source>Now %1 asks</source>
        <translation>Зараз питає %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="67"/>
        <source>This composition cannot be dealt: %1</source>
        <translation>Такий склад не можна роздати: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="68"/>
        <source>at least one Murderer is needed</source>
        <translation>потрібен щонайменше один Убивця</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="69"/>
        <source>a count cannot be below zero</source>
        <translation>кількість не може бути менша за нуль</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="70"/>
        <source>at most one Investigator, Doctor, Exorcist and Szur</source>
        <translation>щонайбільше по одному: Слідчий, Лікарка, Екзорцист і Шур</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="72"/>
        <source>the Exorcist plays only with the Ghosts</source>
        <translation>Екзорцист грає лише з Привидами</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="73"/>
        <source>the Murderers must be fewer than the others</source>
        <translation>Убивць має бути менше, ніж решти</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="75"/>
        <source>more roles than players</source>
        <translation>ролей більше, ніж гравців</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="76"/>
        <location filename="../gm_console/refusals.py" line="102"/>
        <source>Deal the cards first</source>
        <translation>Спершу роздайте картки</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="77"/>
        <source>The default composition takes no counts</source>
        <translation>Стандартний склад не має кількостей</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="78"/>
        <location filename="../gm_console/refusals.py" line="105"/>
        <source>No game is on</source>
        <translation>Жодна гра не йде</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="79"/>
        <source>No timer runs in this phase</source>
        <translation>На цьому етапі таймер не йде</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="80"/>
        <source>Nothing to change</source>
        <translation>Нічого змінювати</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="81"/>
        <source>Only before the deal or after a game</source>
        <translation>Лише перед роздачею або після гри</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="82"/>
        <source>The default composition is in use already</source>
        <translation>Стандартний склад уже діє</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="83"/>
        <location filename="../gm_console/refusals.py" line="85"/>
        <source>Not at this stage of the game</source>
        <translation>Не на цьому етапі гри</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="86"/>
        <source>There is no such night action</source>
        <translation>Такої нічної дії немає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="87"/>
        <source>There is no such night slot</source>
        <translation>Такої черги ночі немає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="88"/>
        <source>There is no such team</source>
        <translation>Такої команди немає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="89"/>
        <source>Only during a living player&apos;s speech</source>
        <translation>Лише під час промови живого гравця</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="90"/>
        <source>The club is 21+: confirm the player&apos;s age</source>
        <translation>Клуб 21+: підтвердьте вік гравця</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="92"/>
        <source>one: From 0 to %n hand | other: From 0 to %n hands</source>
        <translation>one: Від 0 до %n руки | few: Від 0 до %n рук | many: Від 0 до %n рук | other: Від 0 до %n руки</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="93"/>
        <source>A bonus is from 1 to %1 points, plus or minus</source>
        <translation>Бонус — від 1 до %1 балів, плюс чи мінус</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="95"/>
        <source>A count is from 0 to 16</source>
        <translation>Кількість — від 0 до 16</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="96"/>
        <source>A game is on</source>
        <translation>Гра йде</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="97"/>
        <source>one: A game needs %n player | other: A game needs %n players</source>
        <translation>one: Для гри потрібен %n гравець | few: Для гри потрібні %n гравці | many: Для гри потрібно %n гравців | other: Для гри потрібно %n гравця</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="99"/>
        <source>A role needs a name</source>
        <translation>Ролі потрібна назва</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="100"/>
        <source>At most two under fouls a game</source>
        <translation>Щонайбільше два під фол за гру</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="101"/>
        <source>A game has from %1 to %2 places</source>
        <translation>У грі від %1 до %2 місць</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="103"/>
        <source>Everyone has woken: announce the morning</source>
        <translation>Усі прокинулися: оголосіть ранок</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="106"/>
        <source>No game has its cards dealt</source>
        <translation>Жодна гра не має розданих карток</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="107"/>
        <source>There is no place %1</source>
        <translation>Місця %1 немає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="108"/>
        <source>There is no role %1</source>
        <translation>Ролі %1 немає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="109"/>
        <source>Nobody is signed up</source>
        <translation>Ніхто не записався</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="110"/>
        <location filename="../gm_console/refusals.py" line="111"/>
        <source>Nobody is speaking now</source>
        <translation>Зараз ніхто не говорить</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="112"/>
        <source>Nominations are made in the circle</source>
        <translation>Кандидатів виставляють по колу</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="113"/>
        <source>One or two nominations per speaker</source>
        <translation>Кожен промовець виставляє одного або двох</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="115"/>
        <source>Only after seating, before the deal</source>
        <translation>Лише після розсадки, до роздачі</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="116"/>
        <source>Only at night</source>
        <translation>Лише вночі</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="117"/>
        <source>Only between games</source>
        <translation>Лише між іграми</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="118"/>
        <source>Only the speaker (%1) may take the time</source>
        <translation>Взяти час може лише промовець (%1)</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="120"/>
        <source>Only while a game is played</source>
        <translation>Лише поки йде гра</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="121"/>
        <source>Place %1 is not in the game</source>
        <translation>Місце %1 не в грі</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="122"/>
        <source>%1 is not on the ballot</source>
        <translation>Місця %1 немає серед виставлених</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="123"/>
        <source>%1 is nominated already</source>
        <translation>Місце %1 уже виставлено</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="124"/>
        <source>%1 has immunity today</source>
        <translation>Місце %1 має імунітет сьогодні</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="125"/>
        <source>%1 has immunity tonight</source>
        <translation>Місце %1 має імунітет цієї ночі</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="126"/>
        <source>The role %1 exists already</source>
        <translation>Роль %1 уже є</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="127"/>
        <source>%1 is not signed up</source>
        <translation>%1 немає в списку вечора</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="128"/>
        <source>This player is in the game on: finish or abort it first</source>
        <translation>Цей гравець у поточній грі: завершіть або перервіть її спершу</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="130"/>
        <source>The cards are dealt already</source>
        <translation>Картки вже роздано</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="131"/>
        <source>one: The evening&apos;s list is full: %n name | other: The evening&apos;s list is full: %n names</source>
        <translation>one: Список вечора заповнено: %n ім’я | few: Список вечора заповнено: %n імені | many: Список вечора заповнено: %n імен | other: Список вечора заповнено: %n імені</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="133"/>
        <source>The night is not over: enter the action still to come</source>
        <translation>Ніч не скінчилася: введіть дію, що лишилася</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="135"/>
        <source>The time is up</source>
        <translation>Час вийшов</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="136"/>
        <source>Another role is awake now</source>
        <translation>Зараз прокинулася інша роль</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="137"/>
        <source>This action is not done at this turn of the night</source>
        <translation>Ця дія не виконується в цю чергу ночі</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="139"/>
        <source>This action needs a player</source>
        <translation>Для цієї дії потрібен гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="140"/>
        <source>A time is from 10 to 600 seconds</source>
        <translation>Час — від 10 до 600 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="141"/>
        <source>one: %n living player raises one hand at most | other: %n living players raise one hand each at most</source>
        <translation>one: %n живий гравець піднімає щонайбільше одну руку | few: %n живі гравці піднімають щонайбільше по одній руці | many: %n живих гравців піднімають щонайбільше по одній руці | other: %n живого гравця піднімають щонайбільше по одній руці</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="145"/>
        <source>There is no pack %1</source>
        <translation>Пакета %1 немає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="146"/>
        <source>There is no penalty %1</source>
        <translation>Штрафу %1 немає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="147"/>
        <source>The pack has no question %1</source>
        <translation>У пакеті немає запитання %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="148"/>
        <source>Lifelines are taken during a round&apos;s discussion or after the gong</source>
        <translation>Палички-виручалочки беруть під час обговорення раунду або після гонгу</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="150"/>
        <source>Only before “Time starts”</source>
        <translation>Лише до «Час пішов»</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="151"/>
        <source>The Club&apos;s help is taken during the main minute</source>
        <translation>Допомогу Клубу беруть під час основної хвилини</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="153"/>
        <source>The Host&apos;s help comes once the minute has run out</source>
        <translation>Допомога Ведучого — коли хвилина скінчилася</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="155"/>
        <source>This question has no Club&apos;s help: type the hint</source>
        <translation>У цього запитання немає Допомоги Клубу: введіть підказку</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="157"/>
        <source>one: A team has at least %n expert | other: A team has at least %n experts</source>
        <translation>one: У команді щонайменше %n знавець | few: У команді щонайменше %n знавці | many: У команді щонайменше %n знавців | other: У команді щонайменше %n знавця</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="159"/>
        <source>Sent off for the next round already</source>
        <translation>Вилучення на наступний раунд уже є</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="160"/>
        <source>Cut time punishes the whole team: no expert is named</source>
        <translation>Урізаний час карає всю команду: знавця не називають</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="162"/>
        <source>Every expert sits out this round</source>
        <translation>Усі знавці пропускають цей раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="163"/>
        <source>Every penalty that can be given is given</source>
        <translation>Усі можливі штрафи вже дано</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="165"/>
        <source>Every sector has been played</source>
        <translation>Усі сектори вже зіграно</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="166"/>
        <source>Finish the round first</source>
        <translation>Спершу завершіть раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="167"/>
        <source>Mark the captain first</source>
        <translation>Спершу позначте Капітана</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="168"/>
        <source>Name the expert</source>
        <translation>Назвіть знавця</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="169"/>
        <source>No Minute on credit to pay back</source>
        <translation>Немає Хвилини в кредит, яку треба повернути</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="170"/>
        <source>No round to annul</source>
        <translation>Немає раунду для анулювання</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="171"/>
        <source>Not ready yet: %1</source>
        <translation>Ще не готові: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="172"/>
        <source>One lifeline per round</source>
        <translation>Одна паличка-виручалочка на раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="173"/>
        <source>Only after the gong</source>
        <translation>Лише після гонгу</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="174"/>
        <source>Only once the question is asked</source>
        <translation>Лише коли запитання поставлено</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="175"/>
        <source>Only once the sector is out</source>
        <translation>Лише коли сектор випав</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="176"/>
        <source>Only the captain</source>
        <translation>Лише Капітан</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="177"/>
        <source>%1 is not at the table</source>
        <translation>%1 немає за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="178"/>
        <source>%1 is the captain already</source>
        <translation>%1 уже Капітан</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="179"/>
        <source>%1 sits out this round</source>
        <translation>%1 пропускає цей раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="180"/>
        <source>Someone must be left to answer</source>
        <translation>Хтось має лишитися, щоб відповідати</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="181"/>
        <source>The answerer is named already</source>
        <translation>Уже названо, хто відповідає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="182"/>
        <source>The captain has not named the answerer yet</source>
        <translation>Капітан ще не назвав, хто відповідає</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="184"/>
        <source>The Club has no other black box question in this language</source>
        <translation>У Клубу немає іншого запитання Чорної скриньки цією мовою</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="186"/>
        <source>The debt round has no minute</source>
        <translation>У раунді боргу немає хвилини</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="187"/>
        <source>The game is over</source>
        <translation>Гру завершено</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="188"/>
        <source>The hat is taken already</source>
        <translation>Шапку вже забрано</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="189"/>
        <source>The lifelines burnt at 5:5</source>
        <translation>Палички-виручалочки згоріли при 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="190"/>
        <source>The next round is cut already</source>
        <translation>Наступний раунд уже урізано</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="191"/>
        <source>This seat is not at the table</source>
        <translation>Цього місця немає за столом</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="192"/>
        <source>This expert sits out this round</source>
        <translation>Цей знавець пропускає цей раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="193"/>
        <source>This lifeline was used in round %1</source>
        <translation>Цю паличку-виручалочку вже взято в раунді %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="203"/>
        <source>Cannot undo the deal: the cards are on the phones. Abort it and deal anew.</source>
        <translation>Роздачу не скасувати: картки вже на телефонах. Перервіть її та роздайте знову.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="204"/>
        <source>Cannot undo: the question has been read out. Too early? Pause the minute or annul the round.</source>
        <translation>Не скасувати: запитання вже прочитано. Зарано? Поставте хвилину на паузу або анулюйте раунд.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="206"/>
        <source>Cannot undo: the Club&apos;s help has put its hint on the phones.</source>
        <translation>Скасувати не можна: Допомога Клубу вже показала підказку на телефонах.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="207"/>
        <source>Cannot undo: the verdict has shown the answer.</source>
        <translation>Скасувати не можна: вердикт уже показав відповідь.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="212"/>
        <source>Cannot undo: “%1” has put a secret on the phones, and it stays revealed.</source>
        <translation>Скасувати не можна: крок «%1» поклав таємницю на телефони, і вона лишається відкритою.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="214"/>
        <source>Cannot undo: since then a move by %1 has put a secret on the phones, and it stays revealed.</source>
        <translation>Скасувати не можна: відтоді хід гравця %1 поклав таємницю на телефони, і вона лишається відкритою.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="216"/>
        <source>Cannot undo: a secret has reached the phones since, and it stays revealed.</source>
        <translation>Скасувати не можна: відтоді таємниця дісталася телефонів і лишається відкритою.</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="214"/>
        <source>New seat link</source>
        <translation>Нове посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="215"/>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 сканує цей код, щоб повернутися на своє місце. Старе посилання більше не діє.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="217"/>
        <source>Copy link</source>
        <translation>Копіювати посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="218"/>
        <source>Copy the link</source>
        <translation>Скопіювати посилання</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="220"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
</context>
<context>
    <name>RequestsPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="139"/>
        <source>Requests</source>
        <translation>Запити</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="728"/>
        <source>Nobody wins</source>
        <translation>Без переможця</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="731"/>
        <source>guesses: %1 of %2</source>
        <translation>здогадок: %1 з %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="735"/>
        <source>No result yet</source>
        <translation>Результату ще немає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="748"/>
        <source>guessed by %1</source>
        <translation>вгадали: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="749"/>
        <source>team</source>
        <translation>команда</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="749"/>
        <source>goals</source>
        <translation>мети</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="750"/>
        <source>guesses</source>
        <translation>здогадки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="750"/>
        <source>guessed</source>
        <translation>вгадано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="751"/>
        <source>shot</source>
        <translation>постріл</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="767"/>
        <source>The evening&apos;s scoreboard · games played: %1</source>
        <translation>Таблиця вечора · зіграно партій: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="770"/>
        <source>Results</source>
        <translation>Результати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <location filename="../gm_console/games/suspi/panels.py" line="772"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <source>Goal</source>
        <translation>Мета</translation>
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
        <translation>Партія %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="459"/>
        <source>Tonight&apos;s points: %1</source>
        <translation>Бали за вечір: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="461"/>
        <source>No game finished yet tonight</source>
        <translation>Сьогодні ще жодну партію не завершено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="464"/>
        <source>Results</source>
        <translation>Підсумки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Points</source>
        <translation>Бали</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Seat</source>
        <translation>Місце</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="466"/>
        <source>★ the first out: immune on day 1 and night 1 of the next game</source>
        <translation>★ перший, хто вибув: імунітет у день 1 і ніч 1 наступної партії</translation>
    </message>
</context>
<context>
    <name>RingPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="236"/>
        <source>Picked: %1</source>
        <translation>Вибрано: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="237"/>
        <source>Pick a seat: click it or type its number</source>
        <translation>Виберіть місце: клацніть або наберіть номер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="254"/>
        <source>The table</source>
        <translation>Стіл</translation>
    </message>
</context>
<context>
    <name>RoundPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="105"/>
        <source>Answering: %1</source>
        <translation>Відповідає: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="112"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="114"/>
        <source>Round %1 · Zero: the black box</source>
        <translation>Раунд %1 · Зеро: Чорна скринька</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="116"/>
        <source>Round %1 · sector %2</source>
        <translation>Раунд %1 · сектор %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="119"/>
        <source>FINAL ROUND 5:5</source>
        <translation>ФІНАЛЬНИЙ РАУНД 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="120"/>
        <source>FINAL ROUND 5:5 — only Minute on credit is left</source>
        <translation>ФІНАЛЬНИЙ РАУНД 5:5 — лишається тільки Хвилина в кредит</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="123"/>
        <source>Experts %1 : %2 Viewers</source>
        <translation>Знавці %1 : %2 Телеглядачі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="128"/>
        <source>Annulled %1 of %2</source>
        <translation>Анульовано %1 з %2</translation>
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
        <translation>Лідер: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="99"/>
        <source>No points yet</source>
        <translation>Очок поки немає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="590"/>
        <source>Round %1: %2</source>
        <translation>Раунд %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="596"/>
        <source>%1; spy: %2</source>
        <translation>%1; шпигун: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="107"/>
        <source>Scores</source>
        <translation>Рахунок</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="108"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="108"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="109"/>
        <source>Rounds</source>
        <translation>Раунди</translation>
    </message>
</context>
<context>
    <name>ScreenWarning</name>
    <message>
        <location filename="../gm_console/screens.py" line="96"/>
        <source>Check the projector</source>
        <translation>Перевірте проєктор</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="97"/>
        <source>Open the venue guide</source>
        <translation>Відкрити посібник для зали</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="98"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="99"/>
        <source>Set the projector to Extend: on Windows Win+P ▸ Extend; on macOS System Settings ▸ Displays ▸ Use as Extended display; on Linux the display settings, with the screens joined side by side, not mirrored.</source>
        <translation>Перемкніть проєктор на «Розширити»: у Windows Win+P ▸ «Розширити»; у macOS Системні параметри ▸ Дисплеї ▸ «Використовувати як» ▸ розширений дисплей (Extended display); у Linux у параметрах дисплеїв поставте екрани поруч, а не дзеркально.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="103"/>
        <source>Two screens show the same picture: the projector mirrors this screen, so the room sees the console with every secret on it.</source>
        <translation>Два екрани показують одне й те саме: проєктор дзеркалить цей екран, і зала бачить консоль з усіма таємницями.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="106"/>
        <source>The board opened on the only screen the console sees, over the console. If a projector is connected, it mirrors this screen and the room sees the console.</source>
        <translation>Табло відкрилося на єдиному екрані, який бачить консоль, поверх консолі. Якщо проєктор підключено, він дзеркалить цей екран, і зала бачить консоль.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="108"/>
        <source>Help ▸ Before the first evening tells more.</source>
        <translation>Докладніше: Довідка ▸ Перед першим вечором.</translation>
    </message>
</context>
<context>
    <name>SeatRing</name>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="215"/>
        <source>not revealed</source>
        <translation>без розкриття</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="237"/>
        <source>immune</source>
        <translation>імунітет</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="239"/>
        <source>silent</source>
        <translation>мовчить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="241"/>
        <source>on the vote</source>
        <translation>на голосуванні</translation>
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
        <translation>спостерігає</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="104"/>
        <source>looked ✓</source>
        <translation>переглянута ✓</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="106"/>
        <source>not yet</source>
        <translation>ще ні</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="120"/>
        <source>Seated: %1, phones connected: %2</source>
        <translation>За столом: %1, телефонів на зв’язку: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="175"/>
        <source>Seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Nickname</source>
        <translation>Нікнейм</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Phone</source>
        <translation>Телефон</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Card</source>
        <translation>Картка</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="177"/>
        <source>Select a seat to remove it or give it a new link</source>
        <translation>Виберіть місце, щоб прибрати гравця або дати нове посилання</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="547"/>
        <source>The host plays: the location, the spies and the roles are only on the players&apos; phones.</source>
        <translation>Ведучий грає: місце, шпигуни й ролі є лише на телефонах гравців.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="555"/>
        <source>No cards are out.</source>
        <translation>Картки не роздано.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="560"/>
        <source>Location</source>
        <translation>Місце</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="568"/>
        <source>SPY</source>
        <translation>ШПИГУН</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="581"/>
        <source>Secrets (host only)</source>
        <translation>Таємниці (лише для ведучого)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="582"/>
        <source>Player</source>
        <translation>Гравець</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="582"/>
        <source>Card</source>
        <translation>Картка</translation>
    </message>
</context>
<context>
    <name>ShortcutsWindow</name>
    <message>
        <location filename="../gm_console/guide.py" line="136"/>
        <source>Pick the game</source>
        <translation>Вибрати гру</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="137"/>
        <source>The seats</source>
        <translation>Місця</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="138"/>
        <source>The address for remote players</source>
        <translation>Адреса для віддалених гравців</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="139"/>
        <source>The address phones join at</source>
        <translation>Адреса, за якою приєднуються телефони</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="153"/>
        <source>Keyboard shortcuts</source>
        <translation>Клавіатурні скорочення</translation>
    </message>
</context>
<context>
    <name>SpyDesk</name>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="77"/>
        <source>Deal cards</source>
        <translation>Роздати картки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="77"/>
        <source>Deal a secret card to every player</source>
        <translation>Роздати кожному гравцеві таємну картку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="78"/>
        <source>Next round</source>
        <translation>Наступний раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="78"/>
        <source>Deal new cards for the next round</source>
        <translation>Роздати нові картки на наступний раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="79"/>
        <source>Start round</source>
        <translation>Починаємо раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="80"/>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Починаємо раунд: застосунок вибирає, хто питає першим, і запускає таймер</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="81"/>
        <source>Pass turn</source>
        <translation>Передати чергу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="81"/>
        <source>Pass the asker&apos;s turn to the next player</source>
        <translation>Передати чергу питати наступному гравцеві</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="82"/>
        <source>Pass turn to the selected player</source>
        <translation>Передати чергу вибраному гравцю</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="83"/>
        <source>Pass the asker&apos;s turn to the player selected in the seat list</source>
        <translation>Передати чергу того, хто питає, гравцю, вибраному в списку гравців</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="84"/>
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="84"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="85"/>
        <source>Pause or resume the round timer</source>
        <translation>Призупинити або продовжити таймер раунду</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="86"/>
        <source>+30 s</source>
        <translation>+30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="86"/>
        <source>Add 30 seconds to the round</source>
        <translation>Додати 30 секунд до раунду</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="87"/>
        <source>−30 s</source>
        <translation>−30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="87"/>
        <source>Take 30 seconds from the round</source>
        <translation>Забрати 30 секунд із раунду</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="88"/>
        <source>Abort the round: nobody scores</source>
        <translation>Перервати раунд: ніхто не отримує очок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="100"/>
        <source>Select a player in the seat list first</source>
        <translation>Спершу виберіть гравця у списку гравців</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="126"/>
        <source>%1 looked at their card</source>
        <translation>%1: картку переглянуто</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="127"/>
        <source>%1 asked %2</source>
        <translation>Питання: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="129"/>
        <source>%1 accuses %2</source>
        <translation>Звинувачення: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="130"/>
        <source>%1 names the location</source>
        <translation>%1 називає місце</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="131"/>
        <source>Options changed</source>
        <translation>Налаштування змінено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="132"/>
        <source>Cards dealt</source>
        <translation>Картки роздано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="133"/>
        <source>Round started: %1 asks first</source>
        <translation>Раунд почався, перше питання ставить %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="135"/>
        <source>Turn passed to %1</source>
        <translation>Черга питань: тепер питає %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="136"/>
        <source>Round aborted</source>
        <translation>Раунд перервано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="88"/>
        <location filename="../gm_console/games/spy/desk.py" line="107"/>
        <source>Abort round</source>
        <translation>Перервати раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="108"/>
        <source>Abort this round? Nobody scores.</source>
        <translation>Перервати цей раунд? Ніхто не отримає очок.</translation>
    </message>
</context>
<context>
    <name>SpyTimerPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="302"/>
        <source>The timer starts with the round</source>
        <translation>Таймер запуститься з початком раунду</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="304"/>
        <source>Paused for the vote</source>
        <translation>Пауза на голосування</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="306"/>
        <source>Stopped</source>
        <translation>Зупинено</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../gm_console/startup.py" line="115"/>
        <source>Another GM Console is already running on this computer and serves phones on port %1. Switch to its window, or close it and start this one again. To run both, this one can use another port.</source>
        <translation>На цьому комп&apos;ютері вже працює інша GM Console, і телефони під&apos;єднуються до неї через порт %1. Перейдіть до її вікна або закрийте її й запустіть цю знову. Щоб працювали обидві, ця може використати інший порт.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="120"/>
        <source>Port %1, where phones join this table, is used by another program on this computer. Close that program, or use another port for the console.</source>
        <translation>Порт %1, через який телефони приєднуються до цього столу, зайнятий іншою програмою на цьому комп&apos;ютері. Закрийте ту програму або використайте для консолі інший порт.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="124"/>
        <source>This computer does not allow the console to serve phones on port %1. Use another port for the console.</source>
        <translation>Цей комп&apos;ютер не дозволяє консолі обслуговувати телефони на порту %1. Використайте для консолі інший порт.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="128"/>
        <source>The console could not serve phones on port %1. Use another port, or start the console again.</source>
        <translation>Консоль не змогла обслуговувати телефони на порту %1. Використайте інший порт або запустіть консоль знову.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="136"/>
        <source>Phones cannot join: port %1 is taken</source>
        <translation>Телефони не можуть приєднатися: порт %1 зайнятий</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="153"/>
        <source>Phones cannot join</source>
        <translation>Телефони не можуть приєднатися</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="156"/>
        <source>The port can also be given at the start: gm-console --port NUMBER.</source>
        <translation>Порт можна також задати під час запуску: gm-console --port НОМЕР.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="158"/>
        <source>Use another port</source>
        <translation>Використати інший порт</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="160"/>
        <source>Quit the console</source>
        <translation>Закрити консоль</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="162"/>
        <source>Not now</source>
        <translation>Не зараз</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="208"/>
        <source>Another GM Console (or python -m net) is already running on this computer with the data folder %1. Switch to its window, or close it and start this one again.</source>
        <translation>На цьому комп&apos;ютері вже працює інша GM Console (або python -m net) з папкою даних %1. Перейдіть до її вікна або закрийте її й запустіть цю знову.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="212"/>
        <source>It is process %2.</source>
        <translation>Це процес %2.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="216"/>
        <source>The data folder %1 cannot be made: %2 is a file, not a folder. Move or rename that file, or start the console with another data folder (--data-dir FOLDER).</source>
        <translation>Не вдається створити папку даних %1: %2 — це файл, а не папка. Перемістіть або перейменуйте цей файл чи запустіть консоль з іншою папкою даних (--data-dir ПАПКА).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="222"/>
        <source>The disk that holds the data folder %1 is full. Free some space on it, or start the console with a data folder on another disk (--data-dir FOLDER).</source>
        <translation>Диск, на якому лежить папка даних %1, заповнений. Звільніть на ньому місце або запустіть консоль з папкою даних на іншому диску (--data-dir ПАПКА).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="226"/>
        <source>The console may not write in the data folder %1: the folder is read-only, on a read-only medium, or this user has no right to write there. Start the console with a folder it may write in (--data-dir FOLDER), or give this user the right to write there.</source>
        <translation>Консоль не може записувати в папку даних %1: папка лише для читання, лежить на носії лише для читання або цей користувач не має права запису в неї. Запустіть консоль з папкою, у яку можна записувати (--data-dir ПАПКА), або надайте цьому користувачеві право запису.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="231"/>
        <source>The console cannot use the data folder %1. Check that the disk is connected and that this user may write there, or start the console with another data folder (--data-dir FOLDER).</source>
        <translation>Консоль не може використовувати папку даних %1. Перевірте, що диск під&apos;єднано і що цей користувач може туди записувати, або запустіть консоль з іншою папкою даних (--data-dir ПАПКА).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="239"/>
        <source>The console cannot start</source>
        <translation>Консоль не може запуститися</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="103"/>
        <source>Game %1</source>
        <translation>Партія %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="105"/>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="106"/>
        <source>Night %1</source>
        <translation>Ніч %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="107"/>
        <source>Before day 1&apos;s circle</source>
        <translation>Перед колом першого дня</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="120"/>
        <source>Line-up: %1 of %2, reserve: %3. S seats the players by lot.</source>
        <translation>Склад: %1 з %2, резерв: %3. S — розсадка жеребкуванням.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="127"/>
        <source>Cards dealt: %1 of %2 have looked. G starts day 1.</source>
        <translation>Карти роздано: подивилися %1 з %2. G — почати день 1.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="129"/>
        <source>Set the composition, then deal the cards (D).</source>
        <translation>Налаштуйте склад ролей, потім роздайте карти (D).</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="131"/>
        <source>Free talk: everyone may speak. N ends it.</source>
        <translation>Балаган: говорять усі. N — завершити.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="133"/>
        <source>%1 speaks. V nominates the picked seat; N: next speaker.</source>
        <translation>Говорить %1. V — виставити вибране місце; N — наступний.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="145"/>
        <source>%1: pick a seat, then T (X: nobody).</source>
        <translation>%1: виберіть місце, потім T (X — нікого).</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="135"/>
        <source>%1 defends. N: next speaker.</source>
        <translation>Виправдовується %1. N — наступний.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="137"/>
        <source>%1: last words. N: next.</source>
        <translation>%1: останнє слово. N — далі.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="139"/>
        <source>Count the hands, type the number and press Enter.</source>
        <translation>Порахуйте руки, наберіть число й натисніть Enter.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="141"/>
        <source>The blacks meet each other; nothing to enter. M: morning.</source>
        <translation>Чорні знайомляться; вводити нічого. M — ранок.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="147"/>
        <source>Everyone has woken. M: morning.</source>
        <translation>Усі прокинулися. M — ранок.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="150"/>
        <source>S seats the next game.</source>
        <translation>S — розсадка наступної партії.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="174"/>
        <source>Now</source>
        <translation>Зараз</translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="279"/>
        <source>Game %1</source>
        <translation>Партія %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="281"/>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="283"/>
        <source>the last round</source>
        <translation>останній раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="287"/>
        <source>%1 at the table; 6 to 18 players</source>
        <translation>За столом: %1; грають від 6 до 18</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="289"/>
        <source>one: Everyone reads their card. Announced: about %n murderer | other: Everyone reads their card. Announced: about %n murderers</source>
        <translation>one: Кожен читає свою картку. Оголошено: близько %n вбивці | few: Кожен читає свою картку. Оголошено: близько %n вбивць | many: Кожен читає свою картку. Оголошено: близько %n вбивць | other: Кожен читає свою картку. Оголошено: близько %n вбивці</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="296"/>
        <source>one: Announced: about %n murderer | other: Announced: about %n murderers</source>
        <translation>one: Оголошено: близько %n вбивці | few: Оголошено: близько %n вбивць | many: Оголошено: близько %n вбивць | other: Оголошено: близько %n вбивці</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="301"/>
        <source>The game</source>
        <translation>Партія</translation>
    </message>
</context>
<context>
    <name>StorageAlert</name>
    <message>
        <location filename="../gm_console/storage_alert.py" line="46"/>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="50"/>
        <source>The journal cannot be written</source>
        <translation>Неможливо записати журнал</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="55"/>
        <source>The disk is full.</source>
        <translation>Диск заповнений.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="56"/>
        <source>The disk or the journal file is read-only.</source>
        <translation>Диск або файл журналу доступні лише для читання.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="57"/>
        <source>The disk refused to write.</source>
        <translation>Диск відмовився записувати.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="58"/>
        <source>The last request was refused and nothing of it was applied: the table goes on as soon as the disk takes writes again.</source>
        <translation>Останній запит відхилено, і з нього нічого не застосовано: гра продовжиться, щойно диск знову прийматиме записи.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="61"/>
        <source>Journal: %1</source>
        <translation>Журнал: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="62"/>
        <source>Free space: %1</source>
        <translation>Вільне місце: %1</translation>
    </message>
</context>
<context>
    <name>SuspiDesk</name>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="97"/>
        <location filename="../gm_console/games/suspi/desk.py" line="98"/>
        <source>Night falls</source>
        <translation>Настає ніч</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="99"/>
        <source>End the night</source>
        <translation>Завершити ніч</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="100"/>
        <source>Start the day</source>
        <translation>Почати день</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="101"/>
        <source>Open the council</source>
        <translation>Відкрити раду</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="102"/>
        <source>Close the council</source>
        <translation>Закрити раду</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="103"/>
        <source>Reveal the results</source>
        <translation>Показати результати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="104"/>
        <location filename="../gm_console/games/suspi/desk.py" line="243"/>
        <source>Next step</source>
        <translation>Далі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="109"/>
        <source>New game</source>
        <translation>Нова партія</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="109"/>
        <source>Deal cards</source>
        <translation>Роздати картки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="110"/>
        <source>Deal characters, roles, goals and rooms to everyone at the table</source>
        <translation>Роздати всім за столом персонажів, ролі, мети й кімнати</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="111"/>
        <source>The next step of the game: night, dawn, day, council</source>
        <translation>Наступний крок партії: ніч, світанок, день, рада</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="112"/>
        <source>Resume</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="112"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="113"/>
        <source>Pause or resume the timer</source>
        <translation>Поставити таймер на паузу або продовжити</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="114"/>
        <source>+30 s</source>
        <translation>+30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="114"/>
        <source>Add 30 seconds</source>
        <translation>Додати 30 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="115"/>
        <source>−30 s</source>
        <translation>−30 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="115"/>
        <source>Take 30 seconds away</source>
        <translation>Забрати 30 секунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="116"/>
        <location filename="../gm_console/games/suspi/desk.py" line="127"/>
        <source>Abort game</source>
        <translation>Перервати партію</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="116"/>
        <source>Abort the game: roles are shown, nobody scores</source>
        <translation>Перервати партію: ролі відкриваються, очок немає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="127"/>
        <source>Abort this game? Roles are shown and nobody scores.</source>
        <translation>Перервати цю партію? Ролі відкриються, і ніхто не отримає очок.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="152"/>
        <source>Game %1 dealt: %2 players</source>
        <translation>Партію %1 роздано: гравців — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="155"/>
        <source>Night %1 falls</source>
        <translation>Настає ніч %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="156"/>
        <source>the last round</source>
        <translation>останній раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="159"/>
        <source>Dawn</source>
        <translation>Світанок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="160"/>
        <source>Did not come back: %1</source>
        <translation>Не повернулися: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="161"/>
        <source>Everyone came back this morning</source>
        <translation>Цього ранку повернулися всі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="163"/>
        <source>The day begins</source>
        <translation>Починається день</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="165"/>
        <source>The council opens</source>
        <translation>Рада починається</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="168"/>
        <source>Runoff among: %1</source>
        <translation>Переголосування між: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="169"/>
        <source>Leaves the villa: %1</source>
        <translation>Віллу покидає: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="170"/>
        <source>Nobody leaves the villa</source>
        <translation>Ніхто не покидає віллу</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="175"/>
        <source>The results are revealed</source>
        <translation>Результати оголошено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="197"/>
        <source>%1 picks the room %2</source>
        <translation>%1 обирає кімнату: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="199"/>
        <source>%1 (investigator) checks the room %2</source>
        <translation>%1 (слідчий) перевіряє кімнату: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="201"/>
        <source>%1 (doctor) protects %2</source>
        <translation>%1 (лікарка) захищає: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="203"/>
        <source>%1 (exorcist) makes %2 holy ground</source>
        <translation>%1 (екзорцист) вказує святу землю: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="205"/>
        <source>%1 (ghost) points at the room %2</source>
        <translation>%1 (привид) вказує на кімнату: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="207"/>
        <source>%1 votes for %2</source>
        <translation>%1 голосує за %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="209"/>
        <source>%1 abstains</source>
        <translation>%1 утримується</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="210"/>
        <source>%1 (murderer) puts %2 to sleep with powder</source>
        <translation>%1 (убивця) присипляє порошком: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="212"/>
        <source>%1 (murderer) bribes %2</source>
        <translation>%1 (убивця) підкуповує: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="214"/>
        <source>%1 guesses that %2&apos;s goal is %3</source>
        <translation>%1 вгадує мету: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="220"/>
        <source>%1 confirms their vote</source>
        <translation>%1 підтверджує свій голос</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="221"/>
        <source>A vote is confirmed</source>
        <translation>Ще один голос підтверджено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="224"/>
        <source>%1 (Szur) shoots %2</source>
        <translation>%1 (Шур) стріляє, ціль: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="225"/>
        <source>The Szur shoots %1</source>
        <translation>Шур стріляє, ціль: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="229"/>
        <source>ghosts</source>
        <translation>з привидами</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="229"/>
        <source>no ghosts</source>
        <translation>без привидів</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="231"/>
        <source>the host plays</source>
        <translation>ведучий грає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="231"/>
        <source>the host does not play</source>
        <translation>ведучий не грає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="233"/>
        <source>call link: %1</source>
        <translation>посилання на дзвінок: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="234"/>
        <source>no call link</source>
        <translation>без посилання на дзвінок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="235"/>
        <source>Options: %1</source>
        <translation>Налаштування: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="238"/>
        <source>Composition: the default</source>
        <translation>Склад: типовий</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="241"/>
        <source>Composition: %1</source>
        <translation>Склад: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="247"/>
        <source>Time is up</source>
        <translation>Час вийшов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="264"/>
        <source>Games</source>
        <translation>Партії</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="264"/>
        <source>Game</source>
        <translation>Партія</translation>
    </message>
</context>
<context>
    <name>SuspiTexts</name>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="26"/>
        <source>Lobby: the guests are arriving</source>
        <translation>Лобі: гості збираються</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="27"/>
        <source>Cards dealt: everyone reads their card</source>
        <translation>Картки роздано: кожен читає свою</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="28"/>
        <source>Night: everyone picks a room</source>
        <translation>Ніч: кожен обирає кімнату</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="29"/>
        <source>Dawn: who did not come back</source>
        <translation>Світанок: хто не повернувся</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="30"/>
        <source>Day: where were you last night?</source>
        <translation>День: де ви були вночі?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="31"/>
        <source>Council: the secret vote</source>
        <translation>Рада: таємне голосування</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="32"/>
        <source>The council&apos;s verdict</source>
        <translation>Вердикт ради</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="33"/>
        <source>Unmasking: guess someone&apos;s goal</source>
        <translation>Викриття: вгадайте чиюсь мету</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="34"/>
        <source>The game is over</source>
        <translation>Партію завершено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="37"/>
        <source>Murderer</source>
        <translation>Убивця</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="38"/>
        <source>Investigator</source>
        <translation>Слідчий</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="39"/>
        <source>Doctor</source>
        <translation>Лікарка</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="40"/>
        <source>Exorcist</source>
        <translation>Екзорцист</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="41"/>
        <source>Szur</source>
        <translation>Шур</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="42"/>
        <source>Guest</source>
        <translation>Гість</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="45"/>
        <source>Thief</source>
        <translation>Злодій</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="46"/>
        <source>Loner</source>
        <translation>Самітник</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="47"/>
        <source>Spy</source>
        <translation>Шпигун</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="48"/>
        <source>Companion</source>
        <translation>Компаньйон</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="49"/>
        <source>Suspect</source>
        <translation>Підозрюваний</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="50"/>
        <source>Accuser</source>
        <translation>Обвинувач</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="51"/>
        <source>Romance</source>
        <translation>Роман</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="52"/>
        <source>Bribe: abstain</source>
        <translation>Хабар: утриматися</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="55"/>
        <source>The city wins</source>
        <translation>Перемога міста</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="56"/>
        <source>The murderers win</source>
        <translation>Перемога вбивць</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="57"/>
        <source>The ghosts win</source>
        <translation>Перемога привидів</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="60"/>
        <source>No murderer is left alive</source>
        <translation>Жодного живого вбивці</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="61"/>
        <source>Only murderers are left alive</source>
        <translation>Живими лишилися тільки вбивці</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="62"/>
        <source>A murderer survived the last round</source>
        <translation>Убивця пережив останній раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="63"/>
        <source>The possessed outnumber the other living</source>
        <translation>Одержимих більше, ніж інших живих</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="64"/>
        <source>The game was aborted: nobody scores</source>
        <translation>Партію перервано: ніхто не отримує очок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="67"/>
        <source>Hold your card on the phone to read your character, role and goal; let go and it hides.</source>
        <translation>Натисни й тримай картку на телефоні — побачиш персонажа, роль і мету; відпусти — сховається.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="69"/>
        <source>Night, %1: pick a room on the phone in secret, then put the phone face down.</source>
        <translation>Ніч, %1: потай обери кімнату на телефоні й поклади його екраном донизу.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="71"/>
        <source>In a room where murderers equal or outnumber the others, one of the others dies. Murderers do not choose.</source>
        <translation>Коли в кімнаті вбивць не менше, ніж інших, один з інших гине. Убивці не обирають жертву.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="74"/>
        <source>Day, %1: say where you were. Lying is allowed, showing your screen is not.</source>
        <translation>День, %1: розкажіть, де були. Брехати можна, показувати екран — ні.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="82"/>
        <source>Everyone but the Szur has a secret goal: +2 if completed. At the end, guess another player&apos;s goal: +1.</source>
        <translation>У кожного, крім Шура, є таємна мета: +2. Наприкінці вгадай чужу мету: +1.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="90"/>
        <source>%1 min</source>
        <translation>%1 хв</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="91"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="73"/>
        <source>Dawn: your phone tells you where you were and who was with you.</source>
        <translation>Світанок: телефон покаже твою кімнату й тих, хто був із тобою.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="76"/>
        <source>Council, %1: vote on the phone and confirm. One player leaves, two with 12+ players while 8+ are alive.</source>
        <translation>Рада, %1: голосуй на телефоні й підтверди. Віллу покидає один, двоє — від 12 гравців, поки живих щонайменше 8.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="78"/>
        <source>The dead become ghosts: at night they point at a room to possess someone.</source>
        <translation>Мертві стають привидами: уночі вказують кімнату, щоб кимось оволодіти.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="79"/>
        <source>The city wins when no murderer lives; the murderers when only they are left or one survives the last round; the ghosts when the possessed outnumber the other living.</source>
        <translation>Місто перемагає, коли не лишилося живих убивць; убивці — коли живі лише вони або хтось пережив останній раунд; привиди — коли одержимих більше за інших живих.</translation>
    </message>
</context>
<context>
    <name>SuspiTimerPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="314"/>
        <source>The timer runs at night, by day, at a council and at the unmasking</source>
        <translation>Таймер іде вночі, вдень, на раді й під час викриття</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="14"/>
        <source>Spy</source>
        <translation>Шпигун</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="18"/>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="21"/>
        <source>Club mafia</source>
        <translation>Клубна мафія</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="20"/>
        <source>Lobby: players are joining</source>
        <translation>Лобі: гравці приєднуються</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="21"/>
        <source>Cards dealt: players look at their cards</source>
        <translation>Картки роздано: гравці дивляться свої картки</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="22"/>
        <source>Round running: questions</source>
        <translation>Раунд триває: питання</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="23"/>
        <source>Accusation: voting</source>
        <translation>Звинувачення: голосування</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="24"/>
        <source>Time is up: everyone names a suspect</source>
        <translation>Час вийшов: кожен називає підозрюваного</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="25"/>
        <source>The exposed spy guesses the location</source>
        <translation>Викритий шпигун вгадує місце</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="26"/>
        <source>Round over</source>
        <translation>Раунд завершено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="30"/>
        <source>The spy was caught by an accusation</source>
        <translation>Шпигуна викрили звинуваченням</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="31"/>
        <source>An innocent player was accused</source>
        <translation>Усі звинуватили невинну людину</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="32"/>
        <source>The spy guessed the location</source>
        <translation>Шпигун вгадав місце</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="33"/>
        <source>The spy guessed wrong</source>
        <translation>Шпигун не вгадав місце</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="34"/>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Час вийшов, шпигун сховався</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="35"/>
        <source>The spy was exposed but guessed the location</source>
        <translation>Шпигуна викрито, але він вгадав місце</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="36"/>
        <source>The spy was exposed and guessed wrong</source>
        <translation>Шпигуна викрито, і він не вгадав місце</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="37"/>
        <source>The round was aborted: nobody scores</source>
        <translation>Раунд перервано: ніхто не отримує очок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="38"/>
        <source>The spy left: nobody scores</source>
        <translation>Шпигун вийшов: ніхто не отримує очок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="39"/>
        <source>Too few players remained: nobody scores</source>
        <translation>Залишилося замало гравців: ніхто не отримує очок</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="53"/>
        <source>one: The spy wins | other: The spies win</source>
        <translation>one: Переміг шпигун | few: Перемогли шпигуни | many: Перемогли шпигуни | other: Перемогли шпигуни</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="16"/>
        <source>Order of the Crystal Hippo</source>
        <translation>Орден Кришталевого бегемота</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="17"/>
        <source>The Crystal Hippo</source>
        <translation>Кришталевий бегемот</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="18"/>
        <source>Order of the Diamond Hippo</source>
        <translation>Орден Діамантового бегемота</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="19"/>
        <source>The Diamond Hippo</source>
        <translation>Діамантовий бегемот</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="43"/>
        <source>The spies win</source>
        <translation>Перемогли шпигуни</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="44"/>
        <source>The locals win</source>
        <translation>Перемогли місцеві</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="26"/>
        <source>This action is not known here</source>
        <translation>Ця дія тут невідома</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="27"/>
        <source>This action has a wrong value</source>
        <translation>У цієї дії неправильне значення</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="28"/>
        <source>This action is not allowed</source>
        <translation>Ця дія заборонена</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="29"/>
        <source>Not possible at this moment of the game</source>
        <translation>Зараз у грі це неможливо</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="30"/>
        <source>It is not this player&apos;s turn</source>
        <translation>Зараз не черга цього гравця</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="31"/>
        <source>This has already been done</source>
        <translation>Це вже зроблено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="32"/>
        <source>The table is full</source>
        <translation>Стіл заповнено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="33"/>
        <source>This nickname is taken</source>
        <translation>Цей нікнейм уже зайнятий</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="34"/>
        <source>Too few players</source>
        <translation>Замало гравців</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="35"/>
        <source>This seat does not play in this round</source>
        <translation>Це місце не грає в цьому раунді</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="36"/>
        <source>There is nothing to undo</source>
        <translation>Нічого скасовувати</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="37"/>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Не можна скасувати: таємницю вже розкрито</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="38"/>
        <source>The content chosen cannot be played: see the lobby</source>
        <translation>Вибраний вміст не придатний для гри: див. лобі</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="39"/>
        <source>The journal could not be written: nothing was changed</source>
        <translation>Не вдалося записати журнал: нічого не змінено</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="41"/>
        <source>The message could not be read</source>
        <translation>Не вдалося прочитати повідомлення</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="42"/>
        <source>The message is malformed</source>
        <translation>Повідомлення має неправильний формат</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="43"/>
        <source>Unknown message type</source>
        <translation>Невідомий тип повідомлення</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="44"/>
        <source>The message is too large</source>
        <translation>Повідомлення завелике</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="45"/>
        <source>Incompatible app version</source>
        <translation>Несумісна версія застосунку</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="46"/>
        <source>No table with this code</source>
        <translation>Немає столу з таким кодом</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="47"/>
        <source>This seat link is no longer valid</source>
        <translation>Це посилання на місце більше не дійсне</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="48"/>
        <source>Join the table first</source>
        <translation>Спершу приєднайтеся до столу</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="49"/>
        <source>Already joined</source>
        <translation>Вже приєднано</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="50"/>
        <source>Too many messages</source>
        <translation>Забагато повідомлень</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="51"/>
        <source>The table changed; look again</source>
        <translation>Стіл змінився; подивіться ще раз</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="55"/>
        <source>connected</source>
        <translation>на зв’язку</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="56"/>
        <source>away</source>
        <translation>не на зв’язку</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="57"/>
        <source>left</source>
        <translation>поза грою</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="8"/>
        <source>Why? Where? What for?</source>
        <translation>Чому? Куди? Навіщо?</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <location filename="../gm_console/panels/timer.py" line="75"/>
        <source>Running</source>
        <translation>Іде</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="75"/>
        <source>Paused</source>
        <translation>На паузі</translation>
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
        <translation>Подивилися свою картку</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="354"/>
        <source>%1 of %2</source>
        <translation>%1 з %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="357"/>
        <source>Still to look: %1</source>
        <translation>Ще не подивилися: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="358"/>
        <source>Everyone has looked: start the round</source>
        <translation>Усі подивилися: починайте раунд</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="360"/>
        <location filename="../gm_console/games/spy/panels.py" line="364"/>
        <source>Asks now</source>
        <translation>Зараз питає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="362"/>
        <location filename="../gm_console/games/spy/panels.py" line="366"/>
        <source>Questions so far</source>
        <translation>Поставлені питання</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="395"/>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 → %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="401"/>
        <source>Question chain</source>
        <translation>Черга питань</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="289"/>
        <source>Speaks: %1</source>
        <translation>Говорить: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="290"/>
        <source>Nobody is speaking</source>
        <translation>Ніхто не говорить</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="298"/>
        <source>nominated by seat %1</source>
        <translation>виставляє місце %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="300"/>
        <source>Nominated: %1</source>
        <translation>Виставлені: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="302"/>
        <source>Nobody nominated yet</source>
        <translation>Ще нікого не виставлено</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="305"/>
        <source>Turn order</source>
        <translation>Черга промов</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="306"/>
        <source>Next:</source>
        <translation>Далі:</translation>
    </message>
</context>
<context>
    <name>ViewPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="182"/>
        <source>The game as the console sees it</source>
        <translation>Гра, як її бачить консоль</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="183"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="183"/>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
</context>
<context>
    <name>VillaPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="358"/>
        <source>The host plays: the map of the rooms is hidden</source>
        <translation>Ведучий грає: мапу кімнат приховано</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="364"/>
        <source>The rooms are known once the cards are dealt</source>
        <translation>Кімнати буде відомо після роздачі</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="377"/>
        <source>Tonight&apos;s picks so far; grey: not chosen yet (stays in last night&apos;s room)</source>
        <translation>Вибір цієї ночі; сірим — ще не обрали (лишаються в минулій кімнаті)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="380"/>
        <source>Where everyone spent the last night</source>
        <translation>Де кожен провів минулу ніч</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="381"/>
        <source>Nobody has spent a night in the villa yet</source>
        <translation>У віллі ще ніхто не ночував</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="407"/>
        <source>checked</source>
        <translation>перевіряють</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="409"/>
        <source>holy ground</source>
        <translation>свята земля</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="411"/>
        <source>ghosts: %1</source>
        <translation>привидів: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="417"/>
        <source>Asleep (powder): %1</source>
        <translation>Сплять (порошок): %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="419"/>
        <source>murderer</source>
        <translation>убивця</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="419"/>
        <source>possessed</source>
        <translation>одержимий</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="425"/>
        <source>Not chosen yet:</source>
        <translation>Ще не обрали:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="430"/>
        <source>The villa: who is where</source>
        <translation>Вілла: хто де</translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="380"/>
        <source>Who goes to the defence? Hands for each nominee</source>
        <translation>Хто йде на виправдання? Руки за кожного кандидата</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="382"/>
        <source>Hands to expel, for each candidate</source>
        <translation>Руки за вигнання кожного кандидата</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="384"/>
        <source>First day: who wants to expel anyone at all? Hands:</source>
        <translation>Перший день: хто взагалі за те, щоб когось вигнати? Руки:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="388"/>
        <source>Car crash: expel them both (%1)? Hands:</source>
        <translation>Автокатастрофа: вигнати обох (%1)? Руки:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="389"/>
        <source>Car crash: expel them all (%1)? Hands:</source>
        <translation>Автокатастрофа: вигнати всіх (%1)? Руки:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="392"/>
        <source>Defence: %1</source>
        <translation>Виправдання: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="394"/>
        <source>No vote now</source>
        <translation>Зараз голосування немає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="403"/>
        <source>Enter</source>
        <translation>Ввести</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="435"/>
        <source>Living players: %1 · hands entered: %2 · a majority is %3</source>
        <translation>Живих гравців: %1 · введено рук: %2 · більшість — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="474"/>
        <source>Vote</source>
        <translation>Голосування</translation>
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
        <translation>Звинувачення: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="452"/>
        <source>Time is up: who is the spy?</source>
        <translation>Час вийшов: хто шпигун?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="455"/>
        <source>%1 is exposed and names the location</source>
        <translation>Шпигуна %1 викрито: останній шанс назвати місце</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="458"/>
        <source>How everyone voted</source>
        <translation>Хто як голосував</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="461"/>
        <source>No vote right now</source>
        <translation>Зараз голосування немає</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="463"/>
        <source>Accused already this round: %1</source>
        <translation>Уже звинувачували в цьому раунді: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="472"/>
        <source>%1 of %2 voted</source>
        <translation>проголосували %1 з %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="479"/>
        <source>passed</source>
        <translation>прийнято</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="479"/>
        <source>failed</source>
        <translation>провалилося</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="480"/>
        <source>%1 accused %2: %3</source>
        <translation>Звинувачення %1 → %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="484"/>
        <source>yes: %1</source>
        <translation>так: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="485"/>
        <source>no: %1</source>
        <translation>ні: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="487"/>
        <source>%1 named %2</source>
        <translation>Підозра: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="493"/>
        <source>%1 guessed %2: right</source>
        <translation>%1 називає місце: «%2» — влучно</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="494"/>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 називає місце: «%2» — мимо</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="497"/>
        <source>No votes this round</source>
        <translation>У цьому раунді не голосували</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="500"/>
        <source>Voting</source>
        <translation>Голосування</translation>
    </message>
</context>
</TS>
