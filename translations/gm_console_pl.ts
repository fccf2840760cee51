<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>BlackBoxPicker</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="259"/>
        <source>The black box</source>
        <translation>Czarna skrzynka</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="260"/>
        <source>&amp;Questions of the pack: mark the one that goes into the black box (it leaves the envelopes):</source>
        <translation>&amp;Pytania zestawu: zaznacz to, które trafi do Czarnej skrzynki (odpada z kopert):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="262"/>
        <source>&amp;Mark</source>
        <translation>&amp;Oznacz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="263"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="266"/>
        <source>The pack&apos;s own black-box questions (%1)</source>
        <translation>Własne pytania zestawu do Czarnej skrzynki (%1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="282"/>
        <source>question %1</source>
        <translation>pytanie %1</translation>
    </message>
</context>
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../gm_console/board_window.py" line="518"/>
        <source>Join with your phone</source>
        <translation>Dołącz telefonem</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="846"/>
        <source>GM Console — public board</source>
        <translation>GM Console — tablica</translation>
    </message>
</context>
<context>
    <name>CardsPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="653"/>
        <source>The host plays: no secret is shown on this screen</source>
        <translation>Założyciel stołu gra: ten ekran nie pokazuje sekretów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="657"/>
        <source>The cards are not dealt yet</source>
        <translation>Karty nie są jeszcze rozdane</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="660"/>
        <source>one: Announced to the table: about %n murderer | other: Announced to the table: about %n murderers</source>
        <translation>one: Ogłoszono przy stole: około %n mordercy | few: Ogłoszono przy stole: około %n morderców | many: Ogłoszono przy stole: około %n morderców | other: Ogłoszono przy stole: około %n mordercy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="679"/>
        <source>left</source>
        <translation>poza stołem</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="679"/>
        <source>ghost</source>
        <translation>duch</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="680"/>
        <source>alive</source>
        <translation>w grze</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="680"/>
        <source>out</source>
        <translation>poza grą</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="682"/>
        <source>possessed</source>
        <translation>opętany</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="684"/>
        <source>asleep (powder)</source>
        <translation>śpi (proszek)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="693"/>
        <source>Cards (secret)</source>
        <translation>Karty (tajne)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Goal</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>State</source>
        <translation>Stan</translation>
    </message>
</context>
<context>
    <name>ChosenPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="459"/>
        <source>The phones choose at night</source>
        <translation>Telefony wybierają w nocy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="466"/>
        <source>Rooms chosen: %1 of %2</source>
        <translation>Pokój wybrało: %1 z %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="475"/>
        <source>The investigator&apos;s room: %1</source>
        <translation>Pokój Śledczego: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="476"/>
        <location filename="../gm_console/games/suspi/panels.py" line="479"/>
        <source>chosen</source>
        <translation>wybrany</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="476"/>
        <location filename="../gm_console/games/suspi/panels.py" line="479"/>
        <source>not yet</source>
        <translation>jeszcze nie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="478"/>
        <source>The doctor&apos;s patient: %1</source>
        <translation>Pacjent lekarki: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="483"/>
        <source>Ghosts pointed: %1 of %2</source>
        <translation>Duchy wskazały: %1 z %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="488"/>
        <source>Who has chosen (not what)</source>
        <translation>Kto wybrał (ale nie co)</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../gm_console/commands.py" line="81"/>
        <source>Save the protocol</source>
        <translation>Zapisz protokół</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="92"/>
        <source>Save this table&apos;s protocol as JSON and as a printable page</source>
        <translation>Zapisz protokół tego stołu jako JSON i jako stronę do druku</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="104"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="73"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="74"/>
        <source>Remove player</source>
        <translation>Usuń gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="75"/>
        <source>New seat link</source>
        <translation>Nowy link</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="76"/>
        <source>Copy join link</source>
        <translation>Kopiuj link</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="77"/>
        <source>Board full screen</source>
        <translation>Tablica na pełnym ekranie</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="78"/>
        <source>Show board</source>
        <translation>Pokaż tablicę</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="79"/>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="84"/>
        <source>Take back the last moderator action</source>
        <translation>Cofnij swoją ostatnią akcję</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="85"/>
        <source>Remove the selected player from the table</source>
        <translation>Usuń wybranego gracza ze stołu</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="86"/>
        <source>Give the selected seat a new link to rejoin (the old one stops working)</source>
        <translation>Daj wybranemu miejscu nowy link do powrotu (stary przestanie działać)</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="87"/>
        <source>Copy the join link, e.g. to send it to remote players</source>
        <translation>Skopiuj link do dołączenia, np. aby wysłać go graczom zdalnym</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="88"/>
        <source>Show the public board full screen, or as a window</source>
        <translation>Pokaż tablicę na pełnym ekranie lub w oknie</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="89"/>
        <source>Show or hide the public board window</source>
        <translation>Pokaż lub ukryj okno tablicy</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="90"/>
        <source>Close the console (the table is kept and restored next time)</source>
        <translation>Zamknij konsolę (stół zostanie zachowany i przywrócony następnym razem)</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="104"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="80"/>
        <source>Evening…</source>
        <translation>Wieczór…</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="91"/>
        <source>Tonight&apos;s standings, new accounts, penalties and awards</source>
        <translation>Ranking wieczoru, nowe konta, kary i nagrody</translation>
    </message>
</context>
<context>
    <name>CompositionPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="341"/>
        <source>Cards dealt. %1 cards for %2 seats.</source>
        <translation>Karty rozdane: kart — %1, miejsc — %2.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="344"/>
        <source>%1 cards for %2 seats</source>
        <translation>Kart: %1 · miejsc: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="347"/>
        <source>Seat the players first: the composition follows the number of seats.</source>
        <translation>Najpierw rozlosuj miejsca: skład ról zależy od liczby miejsc.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="375"/>
        <source>Composition</source>
        <translation>Skład ról</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="376"/>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="376"/>
        <source>Team</source>
        <translation>Drużyna</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="376"/>
        <source>Cards</source>
        <translation>Kart</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="377"/>
        <source>A custom role for this game:</source>
        <translation>Własna rola na tę partię:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="378"/>
        <source>Role name</source>
        <translation>Nazwa roli</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="383"/>
        <source>Does not wake</source>
        <translation>Nie budzi się</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="385"/>
        <source>Wakes: %1</source>
        <translation>Budzi się: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="390"/>
        <source>Revealed when out</source>
        <translation>Ujawniana po odpadnięciu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="391"/>
        <source>Add the role</source>
        <translation>Dodaj rolę</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../gm_console/app.py" line="431"/>
        <source>Another console on the network uses the code %1</source>
        <translation>Inna konsola w sieci używa kodu %1</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="364"/>
        <source>The server is not available in this installation</source>
        <translation>W tej instalacji brakuje serwera</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="94"/>
        <source>The data folder %1 is in use by another program. Close it, or start the console with another data folder.</source>
        <translation>Folder danych %1 jest używany przez inny program. Zamknij go albo uruchom konsolę z innym folderem danych.</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="98"/>
        <source>The data folder %1 is in use by another program: %2 (process %3), running since %4. Close it, or start the console with another data folder.</source>
        <translation>Folder danych %1 jest używany przez inny program: %2 (proces %3), działający od %4. Zamknij go albo uruchom konsolę z innym folderem danych.</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="427"/>
        <source>Another console on the network announced the code %1; this table&apos;s code is now %2</source>
        <translation>Inna konsola w sieci ogłosiła kod %1; kod tego stołu to teraz %2</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="453"/>
        <source>One screen: the board opens with Ctrl+B, or by itself on a projector</source>
        <translation>Jeden ekran: tablica otwiera się skrótem Ctrl+B albo sama na projektorze</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="280"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="292"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
</context>
<context>
    <name>CouncilPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="522"/>
        <source>Confirmed: %1 of %2</source>
        <translation>Zatwierdziło: %1 z %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="525"/>
        <source>Runoff</source>
        <translation>Dogrywka</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="528"/>
        <source>%1 places</source>
        <translation>Miejsc: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="541"/>
        <source>The count is secret until the vote ends (no ghosts)</source>
        <translation>Wynik jest tajny do końca głosowania (bez duchów)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="543"/>
        <source>No council now</source>
        <translation>Teraz nie ma rady</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="548"/>
        <source>Asleep, no vote: %1</source>
        <translation>Śpią, nie głosują: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="552"/>
        <source>nobody</source>
        <translation>nikt</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="553"/>
        <source>Council %1: %2 left</source>
        <translation>Rada %1: odpada — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="555"/>
        <source>empty places: %1</source>
        <translation>pustych miejsc: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="571"/>
        <source>Council</source>
        <translation>Rada</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Votes</source>
        <translation>Głosy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Who voted</source>
        <translation>Kto głosował</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <location filename="../gm_console/evening.py" line="288"/>
        <source>Evening: %1</source>
        <translation>Wieczór: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="328"/>
        <source>account</source>
        <translation>konto</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="328"/>
        <source>guest</source>
        <translation>gość</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="335"/>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Gra z kontem: wieczór jest zapisywany</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="336"/>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>Gość: gra, ale nic nie jest zapisywane</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="370"/>
        <source>Select a seat first</source>
        <translation>Najpierw wybierz miejsce</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="372"/>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>Gość nie ma konta: nie można nic zapisać</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="375"/>
        <source>Record it for the selected player</source>
        <translation>Zapisz wybranemu graczowi</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="403"/>
        <source>Select a seat with an account</source>
        <translation>Wybierz gracza z kontem</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Penalty for %1: %2</source>
        <translation>%1: kara — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Award for %1: %2</source>
        <translation>%1: nagroda — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="471"/>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Konto %1 utworzone. Gracz loguje się na telefonie tym pseudonimem i hasłem.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="476"/>
        <source>An account with this nickname exists already</source>
        <translation>Konto o tym pseudonimie już istnieje</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="477"/>
        <source>The password needs at least %1 characters</source>
        <translation>Hasło jest za krótkie (minimum: %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="479"/>
        <source>The password is too long</source>
        <translation>Hasło jest za długie</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="480"/>
        <source>Enter a nickname</source>
        <translation>Wpisz pseudonim</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="445"/>
        <location filename="../gm_console/evening.py" line="460"/>
        <location filename="../gm_console/evening.py" line="483"/>
        <source>This cannot be recorded</source>
        <translation>Tego nie można zapisać</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="393"/>
        <source>%1: games %2, won %3, lost %4, penalties %5</source>
        <translation>%1: gry: %2, wygrane: %3, przegrane: %4, kary: %5</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="428"/>
        <source>Taken back: %1 for %2</source>
        <translation>Cofnięto: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="450"/>
        <source>Creating the account…</source>
        <translation>Tworzymy konto…</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="540"/>
        <source>The reviews could not be written: %1</source>
        <translation>Nie udało się zapisać omówień: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="537"/>
        <source>Reviews written: %1</source>
        <translation>Zapisano omówienia: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="513"/>
        <source>Writing the reviews…</source>
        <translation>Zapisujemy omówienia…</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="561"/>
        <source>Evening — standings and accounts</source>
        <translation>Wieczór — ranking i konta</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="562"/>
        <source>Tonight&apos;s standings</source>
        <translation>Ranking wieczoru</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Penalties and awards</source>
        <translation>Kary i nagrody</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="565"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="566"/>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Dziś jeszcze nic nie zapisano. Rundy graczy z kontami pojawiają się tu po zakończeniu; gości się nie zapisuje.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="568"/>
        <source>Players at this table</source>
        <translation>Gracze przy tym stole</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="569"/>
        <source>Nickname</source>
        <translation>Pseudonim</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="569"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="570"/>
        <source>Penalty or award:</source>
        <translation>Kara czy nagroda:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="571"/>
        <source>Penalty (points taken away)</source>
        <translation>Kara (punkty odjęte)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="572"/>
        <source>Award (points given)</source>
        <translation>Nagroda (punkty dodane)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="573"/>
        <source>Points:</source>
        <translation>Punkty:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="574"/>
        <source>Note:</source>
        <translation>Notatka:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="575"/>
        <source>Why, e.g. a foul or the best question</source>
        <translation>Za co, np. faul albo najlepsze pytanie</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="576"/>
        <source>Record</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="577"/>
        <source>New account</source>
        <translation>Nowe konto</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="578"/>
        <source>Nickname:</source>
        <translation>Pseudonim:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="579"/>
        <source>Password:</source>
        <translation>Hasło:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="580"/>
        <source>Create account</source>
        <translation>Utwórz konto</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="581"/>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>Pseudonim i hasło, bez e-maila. Gracze mogą też założyć konto sami — na telefonie, przy dołączaniu.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="584"/>
        <source>Tonight&apos;s standings: points include penalties and awards</source>
        <translation>Ranking wieczoru: punkty uwzględniają kary i nagrody</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="585"/>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Wybierz gracza, który dostaje karę lub nagrodę</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="586"/>
        <source>A penalty takes points away, an award gives points</source>
        <translation>Kara odejmuje punkty, nagroda je dodaje</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="587"/>
        <source>How many points</source>
        <translation>Ile punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="588"/>
        <source>What it was for (optional)</source>
        <translation>Za co (opcjonalnie)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="589"/>
        <source>The new account&apos;s nickname</source>
        <translation>Pseudonim nowego konta</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="590"/>
        <source>At least %1 characters</source>
        <translation>Minimalna liczba znaków: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="591"/>
        <source>Create the account</source>
        <translation>Utwórz konto</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="597"/>
        <source>Take back</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="598"/>
        <source>Take back the penalty or award just recorded</source>
        <translation>Cofnij przed chwilą zapisaną karę lub nagrodę</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="601"/>
        <source>Write the reviews</source>
        <translation>Zapisz omówienia</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="604"/>
        <source>A page for each finished game: the protocol, the measured facts and the timeline beside its recording; players who opted out are not named</source>
        <translation>Strona dla każdej skończonej partii: protokół, zmierzone fakty i przebieg partii obok nagrania; gracze, którzy zrezygnowali z publikacji, nie są wymienieni</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="606"/>
        <source>Reviews are written for club mafia games</source>
        <translation>Omówienia powstają dla partii mafii klubowej</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="609"/>
        <location filename="../gm_console/evening.py" line="610"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>EveningPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="159"/>
        <source>line-up</source>
        <translation>w składzie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="159"/>
        <source>seat %1</source>
        <translation>miejsce %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="161"/>
        <source>reserve %1</source>
        <translation>rezerwa %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="162"/>
        <source>signed up, not confirmed</source>
        <translation>zapis niepotwierdzony</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="172"/>
        <source>Line-up: %1 of %2 · reserve: %3 · not confirmed: %4 · games tonight: %5</source>
        <translation>Skład: %1 z %2 · rezerwa: %3 · niepotwierdzeni: %4 · partii dziś: %5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="214"/>
        <source>Evening</source>
        <translation>Wieczór</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="215"/>
        <source>Seats at the table</source>
        <translation>Miejsc przy stole</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="216"/>
        <source>Free talk, seconds</source>
        <translation>Wolna rozmowa, sekundy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="217"/>
        <source>Day 1 free talk, seconds</source>
        <translation>Wolna rozmowa dnia 1, sekundy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="218"/>
        <source>The host plays (hide the secrets)</source>
        <translation>Prowadzący gra (ukryj tajemnice)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="219"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="219"/>
        <source>Where</source>
        <translation>Gdzie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="220"/>
        <source>Nickname of a player without a phone</source>
        <translation>Nick gracza bez telefonu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="223"/>
        <source>21+</source>
        <translation>21+</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="224"/>
        <source>The player confirms being 21 or older</source>
        <translation>Gracz potwierdza, że ma co najmniej 21 lat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="226"/>
        <source>Add</source>
        <translation>Dodaj</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="227"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="228"/>
        <source>Remove the selected player</source>
        <translation>Usuń wybranego gracza</translation>
    </message>
</context>
<context>
    <name>ExpertsPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="457"/>
        <source>captain</source>
        <translation>kapitan</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="459"/>
        <source>answers</source>
        <translation>odpowiada</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="461"/>
        <source>sent off</source>
        <translation>wykluczenie na rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="463"/>
        <source>ready</source>
        <translation>„Gotowe” ✔</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="463"/>
        <source>not ready</source>
        <translation>bez „Gotowe”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="468"/>
        <source>no hat</source>
        <translation>bez czapki</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="470"/>
        <source> (round %1)</source>
        <translation> (runda %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="483"/>
        <source>Cut time: round %1 has 40 seconds</source>
        <translation>Skrócony czas: runda %1 ma 40 sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="502"/>
        <source>Experts and penalties</source>
        <translation>Eksperci i kary</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Avatar and hat</source>
        <translation>Awatar i czapka</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="504"/>
        <source>Penalties</source>
        <translation>Kary</translation>
    </message>
</context>
<context>
    <name>FatesPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="596"/>
        <source>Nobody has died yet</source>
        <translation>Jeszcze nikt nie zginął</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="599"/>
        <source>Alive (%1): %2</source>
        <translation>Żywi (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="601"/>
        <source>Ghosts (%1): %2</source>
        <translation>Duchy (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="604"/>
        <source>Out, silent (%1): %2</source>
        <translation>Odpadli, milczą (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="608"/>
        <source>Did not come back at dawn: %1</source>
        <translation>Nie wrócili o świcie: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="609"/>
        <source>Everyone came back at the last dawn</source>
        <translation>O ostatnim świcie wrócili wszyscy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="611"/>
        <source>Shot by the Szur in round %1: %2</source>
        <translation>Strzał Szura w rundzie %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="614"/>
        <source>Left the table: %1</source>
        <translation>Odeszli od stołu: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="618"/>
        <source>The living and the dead</source>
        <translation>Żywi i umarli</translation>
    </message>
</context>
<context>
    <name>FoulsPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="531"/>
        <source>Give %1 a foul (%2 of 3; under foul taken %3 of 2)</source>
        <translation>Daj faul: %1 (%2 z 3; za faul wzięto %3 z 2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="536"/>
        <source>Fouls</source>
        <translation>Faule</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="537"/>
        <source>Each click gives a foul; the third removes the player, revealed (F: the picked seat).</source>
        <translation>Kliknięcie daje faul; trzeci usuwa gracza z ujawnieniem (F — wybrane miejsce).</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../gm_console/guide.py" line="70"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="96"/>
        <source>This table&apos;s join link: %1</source>
        <translation>Link do dołączenia do tego stołu: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="98"/>
        <source>This table&apos;s board for a TV or a second computer: %1</source>
        <translation>Tablica tego stołu dla telewizora lub drugiego komputera: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="107"/>
        <location filename="../gm_console/guide.py" line="111"/>
        <source>Before the first evening</source>
        <translation>Przed pierwszym wieczorem</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../gm_console/guide.py" line="191"/>
        <source>Before the first evening</source>
        <translation>Przed pierwszym wieczorem</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="192"/>
        <source>The venue guide: the Wi-Fi, the projector, the board, the evening</source>
        <translation>Poradnik sali: Wi-Fi, projektor, tablica, wieczór</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="193"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="120"/>
        <source>Import a question pack</source>
        <translation>Import zestawu pytań</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="122"/>
        <source>File: %1</source>
        <translation>Plik: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="123"/>
        <source>encoding: %1</source>
        <translation>kodowanie: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="125"/>
        <source>date: %1</source>
        <translation>data: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="130"/>
        <source>%1 — %2 questions</source>
        <translation>%1 — pytań: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="130"/>
        <source>Tour %1</source>
        <translation>Tura %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="133"/>
        <source>editor: %1</source>
        <translation>redaktor: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="135"/>
        <source>&amp;Tours to import (Space ticks the one selected):</source>
        <translation>&amp;Tury do importu (Spacja zaznacza wybraną):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="136"/>
        <source>&amp;All tours</source>
        <translation>&amp;Wszystkie tury</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="137"/>
        <source>&amp;No tours</source>
        <translation>&amp;Żadnej tury</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="138"/>
        <source>&amp;Pack title:</source>
        <translation>&amp;Nazwa zestawu:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="139"/>
        <source>&amp;Language of the questions:</source>
        <translation>&amp;Język pytań:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="141"/>
        <source>&amp;Report: %1 questions left out</source>
        <translation>&amp;Raport: pominięto pytań: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="142"/>
        <source>&amp;Report: none left out, every question reads well</source>
        <translation>&amp;Raport: nic nie pominięto, wszystkie pytania odczytane</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="144"/>
        <source>&amp;Import</source>
        <translation>&amp;Importuj</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="145"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="150"/>
        <source>question&apos;s text</source>
        <translation>treść pytania</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="151"/>
        <source>answer</source>
        <translation>odpowiedź</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="152"/>
        <source>comment</source>
        <translation>komentarz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="153"/>
        <source>source</source>
        <translation>źródło</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="154"/>
        <source>author</source>
        <translation>autor</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="155"/>
        <source>Club&apos;s help</source>
        <translation>Pomoc Klubu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="156"/>
        <source>handout</source>
        <translation>materiał do rozdania</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="157"/>
        <source>“Зачёт”</source>
        <translation>„Зачёт”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="158"/>
        <source>“Незачёт”</source>
        <translation>„Незачёт”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="166"/>
        <source>it has no text</source>
        <translation>nie ma treści</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="167"/>
        <source>it has no “Ответ:”</source>
        <translation>nie ma „Ответ:”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="168"/>
        <source>its “Ответ:” is empty</source>
        <translation>jego pole „Ответ:” jest puste</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="169"/>
        <source>it has a second “%1:”</source>
        <translation>ma drugie „%1:”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="170"/>
        <source>this tour already has a question %1 (line %2)</source>
        <translation>ta tura ma już pytanie %1 (wiersz %2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="172"/>
        <source>its number is longer than four digits</source>
        <translation>jego numer ma więcej niż cztery cyfry</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="173"/>
        <source>its %1 is too long</source>
        <translation>pole „%1” jest za długie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="174"/>
        <source>“%1:” is outside any question</source>
        <translation>„%1:” jest poza pytaniem</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="175"/>
        <source>its text is only a handout or a note for the host (%1): nothing to read to the experts</source>
        <translation>jego tekst to tylko materiał do rozdania lub uwaga dla Krupiera (%1): nie ma czego przeczytać ekspertom</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="177"/>
        <source>its answer is only a picture (%1): a pack&apos;s answer is a text</source>
        <translation>jego odpowiedź to tylko obrazek (%1): odpowiedź w zestawie to tekst</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="183"/>
        <source>Line %1: %2</source>
        <translation>Wiersz %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="185"/>
        <source>%1, question %2, line %3: %4</source>
        <translation>%1, pytanie %2, wiersz %3: %4</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="188"/>
        <source>Tour %1, question %2, line %3: %4</source>
        <translation>Tura %1, pytanie %2, wiersz %3: %4</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="190"/>
        <source>Question %1, line %2: %3</source>
        <translation>Pytanie %1, wiersz %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="212"/>
        <source>%1 questions of %2 tours will be imported</source>
        <translation>Zostanie zaimportowanych pytań: %1 (tur: %2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="216"/>
        <source>%1 questions of %2 tours: a pack takes at most %3 questions and %4 tours, untick some tours</source>
        <translation>Pytań: %1, tur: %2 — zestaw mieści najwyżej %3 pytań i %4 tur; odznacz niektóre tury</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="159"/>
        <source>(the server is not running: phones cannot join)</source>
        <translation>(serwer nie działa: telefony nie mogą dołączyć)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="166"/>
        <source>Join the table</source>
        <translation>Dołączanie do stołu</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="167"/>
        <source>Game:</source>
        <translation>Gra:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="172"/>
        <source>The game played at this table</source>
        <translation>Gra przy tym stole</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="174"/>
        <source>Table code</source>
        <translation>Kod stołu</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="175"/>
        <source>Players scan this code with their phone camera</source>
        <translation>Gracze skanują ten kod aparatem telefonu</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="176"/>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="178"/>
        <source>The address of this computer the QR code and the join link carry: the phones in the room must reach it. The first is the one the console picks itself: the network the default route leaves from, unless that is a VPN or a virtual adapter. A public address for remote players, when set, takes its place.</source>
        <translation>Adres tego komputera, który zawierają kod QR i link do dołączenia: telefony na sali muszą do niego docierać. Pierwszy to ten, który konsola wybiera sama: sieć, przez którą wychodzi trasa domyślna, o ile nie jest to VPN ani wirtualna karta sieciowa. Publiczny adres dla graczy zdalnych, jeśli jest ustawiony, zastępuje go.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="184"/>
        <source>Remote players:</source>
        <translation>Gracze zdalni:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="185"/>
        <source>https://… the public address of this console</source>
        <translation>https://… publiczny adres tej konsoli</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="187"/>
        <source>For players who are not in the room: the address of a reverse proxy or tunnel with TLS in front of this console. The QR code, the join link and seat links then carry it. Empty: the address on the venue&apos;s network.</source>
        <translation>Dla graczy, których nie ma na sali: adres odwrotnego proxy lub tunelu z TLS przed tą konsolą. Kod QR, link do dołączenia i linki do miejsc prowadzą wtedy przez niego. Puste: adres w sieci lokalu.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="192"/>
        <source>Not an address remote phones can use: it starts with https:// and names a host (a path may follow), with no ? or # in it.</source>
        <translation>Telefony zdalne nie mogą użyć tego adresu: musi zaczynać się od https:// i podawać nazwę hosta (może po niej być ścieżka), bez ? ani # w nim.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="218"/>
        <source>default route</source>
        <translation>trasa domyślna</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="220"/>
        <source>VPN</source>
        <translation>VPN</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="222"/>
        <source>virtual adapter</source>
        <translation>wirtualna karta</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="224"/>
        <source>this computer only</source>
        <translation>tylko ten komputer</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="226"/>
        <source>no link</source>
        <translation>brak połączenia</translation>
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
        <translation>%1 prosi o: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="377"/>
        <source>(round %1)</source>
        <translation>(runda %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="382"/>
        <source>Club&apos;s help text (empty: the pack&apos;s own: %1)</source>
        <translation>Tekst Pomocy Klubu (puste — z zestawu: %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="383"/>
        <source>Club&apos;s help text for the experts&apos; screens</source>
        <translation>Tekst Pomocy Klubu na ekrany ekspertów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="386"/>
        <source>Lifelines</source>
        <translation>Koła ratunkowe</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../gm_console/panels/log.py" line="123"/>
        <source>Taken back by undo</source>
        <translation>Cofnięte</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="124"/>
        <source>No longer valid after an undo</source>
        <translation>Nieważne po cofnięciu</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="138"/>
        <source>%1 joined</source>
        <translation>%1 dołącza</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="140"/>
        <source>Timer paused</source>
        <translation>Zegar wstrzymany</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="141"/>
        <source>Timer resumed</source>
        <translation>Zegar wznowiony</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="142"/>
        <source>Time changed by %1 s</source>
        <translation>Czas zmieniony o %1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="38"/>
        <source>%1 removed by the moderator</source>
        <translation>%1: usunięcie ze stołu</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="39"/>
        <source>%1 left (phone away too long)</source>
        <translation>%1 opuszcza grę (telefon zbyt długo bez połączenia)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="146"/>
        <source>Time is up</source>
        <translation>Czas minął</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="147"/>
        <source>Console restarted: the timer waits</source>
        <translation>Konsola uruchomiona ponownie: zegar czeka</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="148"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="160"/>
        <source>Moderator: %1</source>
        <translation>Konsola: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="164"/>
        <source>Event log</source>
        <translation>Dziennik zdarzeń</translation>
    </message>
</context>
<context>
    <name>MafiaDesk</name>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="147"/>
        <location filename="../gm_console/games/mafia/desk.py" line="286"/>
        <source>Next step</source>
        <translation>Następny krok</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="148"/>
        <source>Do what the game waits for now</source>
        <translation>Zrób to, na co gra teraz czeka</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="149"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="149"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="150"/>
        <source>Pause or resume the speech</source>
        <translation>Wstrzymaj lub wznów wypowiedź</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="151"/>
        <source>+30 s under foul</source>
        <translation>+30 s za faul</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="152"/>
        <source>The speaker takes 30 seconds more for a foul, twice a game</source>
        <translation>Mówca bierze 30 sekund więcej za cenę faula, dwa razy na partię</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="153"/>
        <source>Foul</source>
        <translation>Faul</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="154"/>
        <source>Nominate</source>
        <translation>Wystaw</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="156"/>
        <source>Night action</source>
        <translation>Akcja nocna</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="158"/>
        <source>Kill without reveal</source>
        <translation>Zabij bez ujawnienia</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="160"/>
        <source>Nobody</source>
        <translation>Nikogo</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="161"/>
        <source>Seat by lot</source>
        <translation>Rozlosuj miejsca</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="162"/>
        <source>Deal</source>
        <translation>Rozdaj</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="162"/>
        <source>Deal the cards of the composition</source>
        <translation>Rozdaj karty według składu ról</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="163"/>
        <source>Start day 1</source>
        <translation>Zacznij dzień 1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="163"/>
        <source>Day 1 opens with free talk</source>
        <translation>Dzień 1 zaczyna się od wolnej rozmowy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="164"/>
        <location filename="../gm_console/games/mafia/desk.py" line="405"/>
        <source>Morning</source>
        <translation>Poranek</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="164"/>
        <source>Announce the night&apos;s results</source>
        <translation>Ogłoś wyniki nocy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="165"/>
        <source>Bonus +1</source>
        <translation>Bonus +1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="166"/>
        <source>Bonus −1</source>
        <translation>Bonus −1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="167"/>
        <location filename="../gm_console/games/mafia/desk.py" line="202"/>
        <source>Abort the game</source>
        <translation>Przerwij partię</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="168"/>
        <source>Record the room</source>
        <translation>Nagrywaj salę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="169"/>
        <source>Record the room&apos;s microphone during each game (recordings are deleted after 3 days)</source>
        <translation>Nagrywaj mikrofon sali podczas każdej partii (nagrania są usuwane po 3 dniach)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="203"/>
        <source>Abort this game? Nobody scores.</source>
        <translation>Przerwać tę partię? Nikt nie dostanie punktów.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="247"/>
        <source>Remove from the evening</source>
        <translation>Usuń z wieczoru</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="248"/>
        <source>Take %1 off tonight&apos;s list?</source>
        <translation>Usunąć z listy na dziś: %1?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="322"/>
        <source>● Recording game %1</source>
        <translation>● Nagrywanie partii %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="335"/>
        <source>No microphone on this machine: the game goes on without a recording</source>
        <translation>Ten komputer nie ma mikrofonu: partia toczy się bez nagrania</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="337"/>
        <source>The recording stopped: %1</source>
        <translation>Nagrywanie przerwane: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="153"/>
        <source>Give the picked seat a foul; the third removes the player</source>
        <translation>Daj faul wybranemu miejscu; trzeci usuwa</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="155"/>
        <source>The speaker nominates the picked seat (one or two)</source>
        <translation>Mówca wystawia wybrane miejsce (jedno lub dwa)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="157"/>
        <source>The role awake now acts on the picked seat</source>
        <translation>Rola obudzona teraz działa na wybrane miejsce</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="159"/>
        <source>The swindler&apos;s kill on the picked seat, once a game</source>
        <translation>Strzał oszusta w wybrane miejsce, raz na partię</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="160"/>
        <source>The role awake now does nothing</source>
        <translation>Obudzona teraz rola nic nie robi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="161"/>
        <source>Give the line-up seats by lot</source>
        <translation>Rozlosuj miejsca dla składu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="165"/>
        <source>A bonus point for the picked seat</source>
        <translation>Punkt bonusowy dla wybranego miejsca</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="166"/>
        <source>Take a point from the picked seat</source>
        <translation>Odejmij punkt wybranemu miejscu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="167"/>
        <source>End the game now: nobody scores</source>
        <translation>Zakończ trwającą partię: nikt nie punktuje</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="217"/>
        <source>Pick the target: click a seat or type its number</source>
        <translation>Wybierz cel: kliknij miejsce lub wpisz jego numer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="234"/>
        <source>Pick a seat first: click it or type its number</source>
        <translation>Najpierw wybierz miejsce: kliknij je lub wpisz numer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="371"/>
        <source>seat %1 (%2)</source>
        <translation>miejsce %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="372"/>
        <source>seat %1</source>
        <translation>miejsce %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="384"/>
        <source>%1 signs up (21+)</source>
        <translation>%1 zapisuje się (21+)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="385"/>
        <source>%1 confirms for the evening</source>
        <translation>%1 potwierdza udział w wieczorze</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="386"/>
        <source>%1 withdraws</source>
        <translation>%1 wypisuje się</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="387"/>
        <source>Card seen: %1</source>
        <translation>Karta obejrzana: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="389"/>
        <source>Options: %1</source>
        <translation>Ustawienia: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="390"/>
        <source>Added by the host: %1 (21+)</source>
        <translation>Prowadzący dodaje: %1 (21+)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="391"/>
        <source>Removed from the evening: %1</source>
        <translation>Usunięto z wieczoru: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="393"/>
        <source>Composition: %1 — %2</source>
        <translation>Skład ról: %1 — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="395"/>
        <source>Custom role: %1 (%2)</source>
        <translation>Własna rola: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="397"/>
        <source>Nomination: %1, by %2</source>
        <translation>Wystawienie: %1 (wystawia %2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="399"/>
        <source>Hands for %1: %2</source>
        <translation>Ręce za %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="401"/>
        <source>Foul: %1</source>
        <translation>Faul: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="402"/>
        <source>+30 s under foul: %1</source>
        <translation>+30 s za faul: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="403"/>
        <source>Bonus %1: %2</source>
        <translation>Bonus %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="421"/>
        <source>capacity %1</source>
        <translation>miejsc przy stole: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="423"/>
        <source>the host plays</source>
        <translation>prowadzący gra</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="423"/>
        <source>the host does not play</source>
        <translation>prowadzący nie gra</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="425"/>
        <source>day 1 free talk %1 s</source>
        <translation>wolna rozmowa dnia 1: %1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="427"/>
        <source>free talk %1 s</source>
        <translation>wolna rozmowa: %1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="434"/>
        <location filename="../gm_console/games/mafia/desk.py" line="473"/>
        <source>Night %1</source>
        <translation>Noc %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="437"/>
        <source>done</source>
        <translation>zrobione</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="446"/>
        <source>the commissar!</source>
        <translation>komisarz!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="446"/>
        <source>not the commissar</source>
        <translation>nie komisarz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="448"/>
        <source>black!</source>
        <translation>czarny!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="448"/>
        <source>not black</source>
        <translation>nie czarny</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="459"/>
        <source>in the line-up</source>
        <translation>w składzie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="459"/>
        <source>in the reserve</source>
        <translation>w rezerwie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="461"/>
        <source>%1 moves in from the reserve</source>
        <translation>%1 wchodzi do składu z rezerwy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="464"/>
        <source>Game %1: seats drawn by lot</source>
        <translation>Partia %1: miejsca rozlosowane</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="469"/>
        <source>Cards dealt for %1 seats</source>
        <translation>Karty rozdane, miejsc: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="467"/>
        <source>immune: %1</source>
        <translation>immunitet: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="475"/>
        <source>Day %1</source>
        <translation>Dzień %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="480"/>
        <source>Speaks: %1</source>
        <translation>Mówi: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="485"/>
        <source>nobody was killed</source>
        <translation>nikt nie zginął</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="487"/>
        <source>silenced: %1</source>
        <translation>uciszenie: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="490"/>
        <location filename="../gm_console/games/mafia/desk.py" line="493"/>
        <source>Out: %1, %2 — %3</source>
        <translation>Odpada: %1, %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="494"/>
        <source>not revealed</source>
        <translation>bez ujawnienia</translation>
    </message>
</context>
<context>
    <name>MafiaTexts</name>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="36"/>
        <source>Evening: sign-ups</source>
        <translation>Wieczór: zapisy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="37"/>
        <source>Seated: composition and deal</source>
        <translation>Miejsca: skład ról i rozdanie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="38"/>
        <source>Free talk</source>
        <translation>Wolna rozmowa</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="39"/>
        <source>Acquaintance night</source>
        <translation>Noc zapoznawcza</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="40"/>
        <source>Night</source>
        <translation>Noc</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="41"/>
        <source>The circle</source>
        <translation>Runda wypowiedzi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="42"/>
        <source>Vote on the nominees</source>
        <translation>Głosowanie nad kandydatami</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="43"/>
        <source>Defence speeches</source>
        <translation>Mowy obronne</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="44"/>
        <source>First day: expel anyone at all?</source>
        <translation>Pierwszy dzień: wyrzucamy kogokolwiek?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="45"/>
        <source>Show of hands to expel</source>
        <translation>Podniesienie rąk za wyrzuceniem</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="46"/>
        <source>Car crash</source>
        <translation>Katastrofa</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="47"/>
        <source>Last words</source>
        <translation>Ostatnie słowo</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="48"/>
        <source>Game over</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="55"/>
        <source>Seat the players</source>
        <translation>Rozlosuj miejsca</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="56"/>
        <source>Deal the cards</source>
        <translation>Rozdaj karty</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="57"/>
        <source>Start day 1</source>
        <translation>Zacznij dzień 1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="58"/>
        <source>Next speaker</source>
        <translation>Następny mówca</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="59"/>
        <source>Enter the hands</source>
        <translation>Wpisz ręce</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="60"/>
        <source>Enter the hands: expel anyone?</source>
        <translation>Wpisz ręce: wyrzucamy kogokolwiek?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="61"/>
        <source>Enter the hands: expel them all?</source>
        <translation>Wpisz ręce: wyrzucić wszystkich?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="62"/>
        <source>Enter the night action</source>
        <translation>Wpisz akcję nocną</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="63"/>
        <source>Morning: announce the night</source>
        <translation>Poranek: ogłoś wyniki nocy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="69"/>
        <source>The boss checks</source>
        <translation>Boss sprawdza</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="70"/>
        <source>The mafia kills</source>
        <translation>Mafia strzela</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="71"/>
        <source>The maniac</source>
        <translation>Maniak</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="72"/>
        <source>The agitator</source>
        <translation>Podżegacz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="73"/>
        <source>The commissar checks</source>
        <translation>Komisarz sprawdza</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="74"/>
        <source>The doctor saves</source>
        <translation>Lekarz leczy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="75"/>
        <source>Other roles</source>
        <translation>Inne role</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="81"/>
        <source>Kill</source>
        <translation>Zabij</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="82"/>
        <source>Kill without reveal</source>
        <translation>Zabij bez ujawnienia</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="83"/>
        <source>Check</source>
        <translation>Sprawdź</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="84"/>
        <source>Save</source>
        <translation>Ulecz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="85"/>
        <source>Silence</source>
        <translation>Ucisz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="86"/>
        <source>Nobody</source>
        <translation>Nikogo</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="102"/>
        <source>Parity: the blacks win</source>
        <translation>Parytet: wygrali czarni</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="118"/>
        <source>no: a night without victims</source>
        <translation>nie: noc bez ofiar</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="137"/>
        <source>to the defence: {list}</source>
        <translation>do obrony: {list}</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="141"/>
        <source>more than four candidates: nobody leaves</source>
        <translation>ponad czterech kandydatów: nikt nie odpada</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="144"/>
        <source>expelled: {list}</source>
        <translation>wyrzucono: {list}</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="151"/>
        <source>Out of the vote: %1; again: %2</source>
        <translation>Z głosowania odpada: %1; jeszcze raz: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="93"/>
        <source>expelled</source>
        <translation>wyrzucenie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="101"/>
        <source>The reds win</source>
        <translation>Wygrali czerwoni</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="103"/>
        <source>A draw: nobody scores</source>
        <translation>Remis: nikt nie punktuje</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="104"/>
        <source>The game was aborted: nobody scores</source>
        <translation>Partia przerwana: nikt nie punktuje</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>red</source>
        <translation>czerwoni</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>black</source>
        <translation>czarni</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>loner</source>
        <translation>samotnik</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="117"/>
        <source>Day %1: expel anyone? Hands: %2 — %3</source>
        <translation>Dzień %1: wyrzucamy kogokolwiek? Rąk: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="122"/>
        <source>Day %1: expel them both? Hands: %2 — %3</source>
        <translation>Dzień %1: wyrzucić oboje? Rąk: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="123"/>
        <source>Day %1: expel them all? Hands: %2 — %3</source>
        <translation>Dzień %1: wyrzucić wszystkich? Rąk: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="118"/>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="92"/>
        <source>killed at night</source>
        <translation>zabójstwo nocą</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="94"/>
        <source>removed for three fouls</source>
        <translation>usunięcie za trzy faule</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="95"/>
        <source>with the kamikaze</source>
        <translation>razem z kamikaze</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="125"/>
        <source>no, nobody leaves</source>
        <translation>nie, nikt nie odchodzi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="124"/>
        <source>yes, they all leave</source>
        <translation>tak, odchodzą wszyscy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="124"/>
        <source>yes, both leave</source>
        <translation>tak, odchodzą oboje</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="129"/>
        <source>Day %1, nominees: %2</source>
        <translation>Dzień %1, kandydaci: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="129"/>
        <source>Day %1, hands: %2</source>
        <translation>Dzień %1, ręce: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="139"/>
        <source>no candidates</source>
        <translation>brak kandydatów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="146"/>
        <source>no majority: stays</source>
        <translation>brak większości: zostaje</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="148"/>
        <source>a tie: car crash</source>
        <translation>remis: katastrofa</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gm_console/main_window.py" line="323"/>
        <source>The protocol could not be saved: %1</source>
        <translation>Nie udało się zapisać protokołu: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="326"/>
        <source>Protocol saved: %1</source>
        <translation>Protokół zapisany: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="265"/>
        <source>Table %1</source>
        <translation>Stół %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="266"/>
        <source>Phones: %1</source>
        <translation>Telefony: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="267"/>
        <source>Server: %1</source>
        <translation>Serwer: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="268"/>
        <source>Server: not running</source>
        <translation>Serwer: nie działa</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="313"/>
        <source>A choice made in secret</source>
        <translation>Tajny wybór</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="374"/>
        <source>New table</source>
        <translation>Nowy stół</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="375"/>
        <source>Open a new table for %1? This table ends, its protocol stays in the journal, and every phone joins again with the new code.</source>
        <translation>Otworzyć nowy stół do gry „%1”? Ten stół się zakończy, jego protokół zostanie w dzienniku, a wszystkie telefony dołączą ponownie z nowym kodem.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="392"/>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="393"/>
        <source>Quit the console? The players&apos; phones lose the table until it starts again; the table is kept and restored next time.</source>
        <translation>Zamknąć konsolę? Telefony graczy stracą stół, dopóki konsola nie zostanie znowu uruchomiona; stół jest zachowany i zostanie przywrócony następnym razem.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="406"/>
        <source>Remove player</source>
        <translation>Usuń gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="407"/>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Usunąć ze stołu: %1? W trakcie rundy liczy się to jako wyjście z gry.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="416"/>
        <source>New seat link</source>
        <translation>Nowy link</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="417"/>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Nowy link dla miejsca %1? Telefon, który teraz zajmuje to miejsce, zostanie rozłączony.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="531"/>
        <source>GM Console — moderator</source>
        <translation>GM Console — pulpit gry</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="535"/>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="536"/>
        <source>Board</source>
        <translation>Tablica</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="538"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="539"/>
        <source>Help</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="537"/>
        <source>Evening</source>
        <translation>Wieczór</translation>
    </message>
</context>
<context>
    <name>MinutePanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="186"/>
        <source>Minute on credit paid back: no minute — the answer comes at once</source>
        <translation>Minuta na kredyt spłacona: bez minuty — odpowiedź od razu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="188"/>
        <source>Press “Time starts now” after reading the question</source>
        <translation>Przeczytaj pytanie i naciśnij „Czas start”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="190"/>
        <source>Gong! Discussion is over</source>
        <translation>Gong! Koniec dyskusji</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="192"/>
        <source>Early answer: discussion stopped</source>
        <translation>Odpowiedź przed czasem: dyskusja przerwana</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="194"/>
        <source>Paused</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="196"/>
        <source>Signal: ten seconds left</source>
        <translation>Sygnał: zostało dziesięć sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="198"/>
        <source>Discussion</source>
        <translation>Dyskusja</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="202"/>
        <source>Debt: Minute on credit taken in round %1 is not paid back yet</source>
        <translation>Dług: Minuta na kredyt z rundy %1 nie jest jeszcze spłacona</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="205"/>
        <source>Debt paid in round %1</source>
        <translation>Dług spłacony w rundzie %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="233"/>
        <source>The minute</source>
        <translation>Minuta</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="86"/>
        <source>The acquaintance night: the blacks meet, nothing is entered</source>
        <translation>Noc zapoznawcza: czarni się poznają, nic się nie wpisuje</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="93"/>
        <source>Morning: announce the results (M)</source>
        <translation>Poranek: ogłoś wyniki (M)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="98"/>
        <location filename="../gm_console/games/mafia/panels/night.py" line="99"/>
        <source>Awake now: %1</source>
        <translation>Teraz nie śpią: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="103"/>
        <source>Target: %1</source>
        <translation>Cel: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="135"/>
        <source>the commissar!</source>
        <translation>komisarz!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="135"/>
        <source>not the commissar</source>
        <translation>nie komisarz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="136"/>
        <source>black!</source>
        <translation>czarny!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="136"/>
        <source>not black</source>
        <translation>nie czarny</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="161"/>
        <source>Night</source>
        <translation>Noc</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="130"/>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>%1 z %2 miejsc jeszcze nie padło w tym pokoju</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="150"/>
        <source>one: Two spies need at least %n player: untick to deal now | other: Two spies need at least %n players: untick to deal now</source>
        <translation>one: Dwóch szpiegów wymaga co najmniej %n gracza: odznacz, aby rozdać teraz | few: Dwóch szpiegów wymaga co najmniej %n graczy: odznacz, aby rozdać teraz | many: Dwóch szpiegów wymaga co najmniej %n graczy: odznacz, aby rozdać teraz | other: Dwóch szpiegów wymaga co najmniej %n gracza: odznacz, aby rozdać teraz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="165"/>
        <source>%1 — %2 locations</source>
        <translation>%1 — miejsc: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="175"/>
        <source>Round options</source>
        <translation>Ustawienia rundy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="176"/>
        <source>Deck:</source>
        <translation>Talia:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="177"/>
        <source>Round time:</source>
        <translation>Czas rundy:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="178"/>
        <source>Call link:</source>
        <translation>Link do rozmowy:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="161"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="146"/>
        <source>one: Two spies (%n+ players) | other: Two spies (%n+ players)</source>
        <translation>one: Dwóch szpiegów (od %n gracza) | few: Dwóch szpiegów (od %n graczy) | many: Dwóch szpiegów (od %n graczy) | other: Dwóch szpiegów (od %n gracza)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="179"/>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Prowadzący gra (ten ekran ukrywa wszystkie tajemnice)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="180"/>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>Link WhatsApp, FaceTime lub Meet dla graczy zdalnych</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="182"/>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Rodzinna: bez alkoholu i życia nocnego; Pełna: z imprezami dla dorosłych</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="183"/>
        <source>How long a round lasts</source>
        <translation>Ile trwa runda</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="184"/>
        <source>Deal two spies who do not know about each other</source>
        <translation>Dwóch szpiegów, którzy nic o sobie nie wiedzą</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="186"/>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>Prowadzący też gra: ten ekran nie pokazuje wtedy miejsca, szpiega ani ról</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="187"/>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Gracze widzą ten link w poczekalni na telefonach</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="210"/>
        <source>The moderator&apos;s composition</source>
        <translation>Skład Gospodarza</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="211"/>
        <source>The default composition for the players at the table</source>
        <translation>Domyślny skład dla graczy przy stole</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="214"/>
        <source>Options</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="215"/>
        <source>Ghosts (the default variant)</source>
        <translation>Duchy (wariant domyślny)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="216"/>
        <source>The dead become ghosts and the council count is live</source>
        <translation>Zmarli stają się duchami, a głosy rady widać na bieżąco</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="218"/>
        <source>The host plays (this screen shows no secret)</source>
        <translation>Założyciel stołu gra (ten ekran nie pokazuje sekretów)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="219"/>
        <source>The app runs the table and its creator plays</source>
        <translation>Stół prowadzi aplikacja, a jego założyciel gra</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="221"/>
        <source>Call link</source>
        <translation>Link do rozmowy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="222"/>
        <source>Discord, Meet or Zoom, for remote players</source>
        <translation>Discord, Meet lub Zoom — dla graczy zdalnych</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="223"/>
        <source>The players see this link</source>
        <translation>Gracze widzą ten link</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="224"/>
        <source>Murderers</source>
        <translation>Mordercy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="224"/>
        <source>Investigator</source>
        <translation>Śledczy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Doctor</source>
        <translation>Lekarka</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Exorcist</source>
        <translation>Egzorcysta</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Szur</source>
        <translation>Szur</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="228"/>
        <source>Roles of the next deal</source>
        <translation>Role następnego rozdania</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="229"/>
        <source>Default</source>
        <translation>Domyślnie</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="287"/>
        <source>The question shows here after the spin.</source>
        <translation>Pytanie pojawi się tu po zakręceniu ruletką.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="290"/>
        <source>Black box: a question about its contents</source>
        <translation>Czarna skrzynka: pytanie o jej zawartość</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="291"/>
        <source>Envelope, sector %1</source>
        <translation>Koperta, sektor %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="293"/>
        <source>question %1</source>
        <translation>pytanie %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="297"/>
        <source>Picture %1: print it and hand it out</source>
        <translation>Obrazek %1: wydrukuj i rozdaj</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="298"/>
        <source>Picture %1: on the board with the question</source>
        <translation>Obrazek %1: na ekranie razem z pytaniem</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="302"/>
        <source>Sound %1: play it</source>
        <translation>Dźwięk %1: odtwórz go</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="305"/>
        <source>Handout (give it to the experts):</source>
        <translation>Materiał do rozdania (przekaż ekspertom):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="306"/>
        <source>For the host only:</source>
        <translation>Tylko dla Krupiera:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="312"/>
        <source>Answer:</source>
        <translation>Odpowiedź:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="315"/>
        <source>Also accept:</source>
        <translation>Uznawać także:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="315"/>
        <source>Do not accept:</source>
        <translation>Nie uznawać:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="319"/>
        <source>Comment:</source>
        <translation>Komentarz:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="319"/>
        <source>Club&apos;s help in the pack:</source>
        <translation>Pomoc Klubu z zestawu:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="320"/>
        <source>Source:</source>
        <translation>Źródło:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="320"/>
        <source>Author:</source>
        <translation>Autor:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="327"/>
        <source>Question and answer (only you see this)</source>
        <translation>Pytanie i odpowiedź (widzisz tylko ty)</translation>
    </message>
</context>
<context>
    <name>QuizDesk</name>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="102"/>
        <source>Start the game</source>
        <translation>Zacznij grę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="103"/>
        <source>All experts ready and a captain marked: the envelopes go onto the roulette</source>
        <translation>Wszyscy eksperci gotowi, kapitan zaznaczony: koperty trafiają na ruletkę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="104"/>
        <source>Mark captain</source>
        <translation>Zaznacz kapitana</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="104"/>
        <source>Mark the expert selected as the team&apos;s captain</source>
        <translation>Zaznacz wybranego eksperta jako kapitana drużyny</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="105"/>
        <source>Mark…</source>
        <translation>Oznacz…</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="106"/>
        <source>Mark one of the pack&apos;s questions as the black box (it leaves the envelopes)</source>
        <translation>Oznacz jedno z pytań zestawu jako Czarną skrzynkę (odpada z kopert)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="107"/>
        <source>Draw</source>
        <translation>Wylosuj</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="107"/>
        <source>Draw the black box from the club&apos;s black-box questions in the pack&apos;s language</source>
        <translation>Wylosuj Czarną skrzynkę spośród klubowych pytań do Czarnej skrzynki w języku zestawu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="109"/>
        <source>Spin the roulette</source>
        <translation>Zakręć ruletką</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="109"/>
        <source>Spin: it lands on a sector not yet played</source>
        <translation>Zakręć: ruletka zatrzyma się na jeszcze nierozegranym sektorze</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="110"/>
        <source>Start the minute of discussion</source>
        <translation>Uruchom minutę dyskusji</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="110"/>
        <source>Time starts now</source>
        <translation>Czas start</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="111"/>
        <source>Collect the debt</source>
        <translation>Odbierz dług</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="112"/>
        <location filename="../gm_console/games/quiz/desk.py" line="250"/>
        <source>Minute on credit paid back: no minute — the answer comes at once</source>
        <translation>Minuta na kredyt spłacona: bez minuty — odpowiedź od razu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Pause or resume the minute</source>
        <translation>Wstrzymaj lub wznów minutę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="114"/>
        <source>Minute on credit</source>
        <translation>Minuta na kredyt</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="114"/>
        <source>+60 seconds now, paid back in a later round</source>
        <translation>+60 sekund teraz, spłata w jednej z kolejnych rund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="115"/>
        <source>Club&apos;s help</source>
        <translation>Pomoc Klubu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="116"/>
        <source>The hint goes to the experts&apos; screens and 60 seconds are added</source>
        <translation>Podpowiedź trafia na ekrany ekspertów i dochodzi 60 sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="117"/>
        <source>Host&apos;s help</source>
        <translation>Pomoc Prowadzącego</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="117"/>
        <source>After the gong: give an oral hint, no extra time</source>
        <translation>Po gongu: ustna podpowiedź, bez dodatkowego czasu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="118"/>
        <source>Answers: selected expert</source>
        <translation>Odpowiada wybrany ekspert</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="119"/>
        <source>The captain said who answers: the expert selected in the list</source>
        <translation>Kapitan wskazał, kto odpowiada: ekspert wybrany z listy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="120"/>
        <source>Right: point to the experts</source>
        <translation>Dobrze: punkt dla ekspertów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="121"/>
        <source>Accept the answer: the answer is shown and the experts score</source>
        <translation>Uznaj odpowiedź: odpowiedź zostaje pokazana, punkt dla ekspertów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="122"/>
        <source>Wrong: point to the viewers</source>
        <translation>Źle: punkt dla widzów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="123"/>
        <source>Reject the answer: the answer is shown and the viewers score</source>
        <translation>Odrzuć odpowiedź: odpowiedź zostaje pokazana, punkt dla widzów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="124"/>
        <source>Cut time</source>
        <translation>Skrócony czas</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="124"/>
        <source>Penalty: the next round&apos;s minute is 40 seconds</source>
        <translation>Kara: minuta następnej rundy trwa 40 sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="126"/>
        <source>Penalty: the selected expert sits out the next round</source>
        <translation>Kara: wybrany ekspert pauzuje w następnej rundzie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="125"/>
        <source>Sent off for a round</source>
        <translation>Wykluczenie na rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="127"/>
        <source>Loss of the hat</source>
        <translation>Odebranie czapki</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="128"/>
        <source>Penalty: the selected expert loses the hat for the game</source>
        <translation>Kara: wybrany ekspert traci czapkę do końca gry</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="129"/>
        <location filename="../gm_console/games/quiz/desk.py" line="169"/>
        <source>Annul the round</source>
        <translation>Anuluj rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="129"/>
        <source>Nobody scores, the sector is spent (at most two)</source>
        <translation>Nikt nie dostaje punktu, sektor przepada (najwyżej dwa razy)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="130"/>
        <source>Back to the lobby</source>
        <translation>Powrót do poczekalni</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="130"/>
        <source>Everyone returns to the lobby, not ready</source>
        <translation>Wszyscy wracają do poczekalni, bez „Gotowe”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="158"/>
        <source>Select an expert in the list first</source>
        <translation>Najpierw wybierz eksperta z listy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="166"/>
        <source>This is the third annulment: the match ends and everyone returns to the lobby. Go on?</source>
        <translation>To trzecie anulowanie: gra się kończy i wszyscy wracają do poczekalni. Kontynuować?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="168"/>
        <source>Annul this round? Nobody scores and the sector is spent.</source>
        <translation>Anulować tę rundę? Nikt nie dostaje punktu, a sektor przepada.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="204"/>
        <source>%1 chooses a look</source>
        <translation>%1 wybiera wygląd</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="205"/>
        <source>%1 is ready</source>
        <translation>%1 naciska „Gotowe”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="205"/>
        <source>%1 is not ready</source>
        <translation>%1 cofa „Gotowe”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="207"/>
        <source>Captain %1 asks for: %2</source>
        <translation>Kapitan %1 prosi o: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="209"/>
        <source>Options: %1</source>
        <translation>Ustawienia: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="213"/>
        <source>Captain %1 names who answers: %2</source>
        <translation>Kapitan %1 wskazuje, kto odpowiada: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="230"/>
        <source>Captain: %1</source>
        <translation>Kapitan: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="233"/>
        <source>Black box marked: question %1</source>
        <translation>Czarna skrzynka oznaczona: pytanie %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="234"/>
        <source>Black box: one of the pack&apos;s own</source>
        <translation>Czarna skrzynka: jedno z własnych pytań zestawu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="238"/>
        <source>Black box drawn from “%1”</source>
        <translation>Czarna skrzynka wylosowana z „%1”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="240"/>
        <source>Match %1 starts: %2</source>
        <translation>Gra %1 się zaczyna: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="244"/>
        <source>Round %1 · Zero: the black box</source>
        <translation>Runda %1 · Zero: Czarna skrzynka</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="245"/>
        <source>Round %1 · sector %2</source>
        <translation>Runda %1 · sektor %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="246"/>
        <source>the final round, 5:5</source>
        <translation>runda finałowa, 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="248"/>
        <source>“Time starts now”: %1 s</source>
        <translation>„Czas start”: %1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="252"/>
        <source>Signal: ten seconds left</source>
        <translation>Sygnał: zostało dziesięć sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="254"/>
        <source>Gong! Discussion is over</source>
        <translation>Gong! Koniec dyskusji</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="256"/>
        <source>Lifeline: %1</source>
        <translation>Koło ratunkowe: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="258"/>
        <source>(+%1 s)</source>
        <translation>(+%1 s)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="260"/>
        <source>hint: %1</source>
        <translation>podpowiedź: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="263"/>
        <source>Answering: %1</source>
        <translation>Odpowiada: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="268"/>
        <source>Round %1: right, a point to the experts (%2)</source>
        <translation>Runda %1: dobrze, punkt dla ekspertów (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="269"/>
        <source>Round %1: wrong, a point to the viewers (%2)</source>
        <translation>Runda %1: źle, punkt dla widzów (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="276"/>
        <source>Round %1 annulled: nobody scores</source>
        <translation>Runda %1 anulowana: nikt nie punktuje</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="280"/>
        <source>Everyone returns to the lobby</source>
        <translation>Wszyscy wracają do poczekalni</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="297"/>
        <source>pack: %1</source>
        <translation>zestaw: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="299"/>
        <source>the question on the screens</source>
        <translation>pytanie na ekranach</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="300"/>
        <source>the question only read aloud</source>
        <translation>pytanie tylko czytane na głos</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="302"/>
        <source>call link: %1</source>
        <translation>link do rozmowy: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="303"/>
        <source>no call link</source>
        <translation>bez linku do rozmowy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="312"/>
        <source>Penalty: %1</source>
        <translation>Kara: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="314"/>
        <source>Penalty for %1: %2</source>
        <translation>%1: kara — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="318"/>
        <source>round %1</source>
        <translation>runda %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="324"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="324"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
</context>
<context>
    <name>QuizOptionsPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="143"/>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="212"/>
        <source>Import a question pack</source>
        <translation>Import zestawu pytań</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="144"/>
        <source>Question packs (*.json *.txt);;All files (*)</source>
        <translation>Zestawy pytań (*.json *.txt);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="186"/>
        <source>Imported “%1”: %2 questions, %3 left out</source>
        <translation>Zaimportowano „%1”: pytań — %2, pominięto — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="198"/>
        <source>the file is too large for a question pack</source>
        <translation>plik jest za duży na zestaw pytań</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="199"/>
        <source>it is not a text in UTF-8, KOI8-R or Windows-1251</source>
        <translation>to nie jest tekst w UTF-8, KOI8-R ani Windows-1251</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="200"/>
        <source>it has no question (“Вопрос 1:” …) that could be read</source>
        <translation>nie ma w nim żadnego pytania („Вопрос 1:” …), które dałoby się odczytać</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="201"/>
        <source>a pack that comes with the console has this name: rename the file</source>
        <translation>tak nazywa się zestaw dostarczany z konsolą: zmień nazwę pliku</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="202"/>
        <source>a pack takes at most %1 questions: untick some tours</source>
        <translation>zestaw mieści najwyżej %1 pytań: odznacz niektóre tury</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="204"/>
        <source>a pack takes at most %1 tours: untick some tours</source>
        <translation>zestaw mieści najwyżej %1 tur: odznacz niektóre tury</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="206"/>
        <source>it is a “Своя игра” file (themes with prices), a different game from “What? Where? When?”: it cannot be a pack of this quiz</source>
        <translation>to plik „Swojej gry” (tematy z cenami), innej gry niż „Co? Gdzie? Kiedy?”: nie może być zestawem tego quizu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="209"/>
        <source>the pack format is broken: %1</source>
        <translation>format zestawu jest uszkodzony: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="213"/>
        <source>%1 cannot be used: %2</source>
        <translation>Nie można użyć %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="233"/>
        <source>drawn at the start from the pack&apos;s %1 black-box questions</source>
        <translation>losowana na starcie spośród pytań zestawu do Czarnej skrzynki (%1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="234"/>
        <source>not chosen yet</source>
        <translation>jeszcze nie wybrana</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="235"/>
        <source>question %1</source>
        <translation>pytanie %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="239"/>
        <source>drawn from “%1”</source>
        <translation>wylosowana z „%1”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="246"/>
        <source>The game cannot start: a game needs %1 envelope questions, this pack has %2</source>
        <translation>Gry nie można zacząć: pytań w kopertach potrzeba %1, ten zestaw ma %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="248"/>
        <source>The game cannot start: the pack has no black-box question. Mark one of its questions (Shift+B) or draw one of the club&apos;s (B)</source>
        <translation>Gry nie można zacząć: zestaw nie ma pytania do Czarnej skrzynki. Oznacz jedno z jego pytań (Shift+B) albo wylosuj jedno z klubowych (B)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="270"/>
        <source>Captain: %1</source>
        <translation>Kapitan: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="271"/>
        <source>Captain: not marked yet</source>
        <translation>Kapitan jeszcze nie zaznaczony</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="276"/>
        <source>Tournament: %1</source>
        <translation>Turniej: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="278"/>
        <source>tours: %1</source>
        <translation>tury: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="279"/>
        <source>%1 envelope questions</source>
        <translation>pytań w kopertach: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="289"/>
        <source>The game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="290"/>
        <source>Pack:</source>
        <translation>Zestaw:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="291"/>
        <source>Black box:</source>
        <translation>Czarna skrzynka:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="292"/>
        <source>Import…</source>
        <translation>Importuj…</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="293"/>
        <source>Call link:</source>
        <translation>Link do rozmowy:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="294"/>
        <source>Show the question on the board and the phones</source>
        <translation>Pokazuj pytanie na tablicy i w telefonach</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="295"/>
        <source>Discord or another call for the team</source>
        <translation>Discord lub inna rozmowa dla drużyny</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="297"/>
        <source>The question pack: 15 envelopes and the black box are drawn from it</source>
        <translation>Zestaw pytań: losowanych jest z niego 15 kopert i Czarna skrzynka</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="298"/>
        <source>Add a pack: the pack format (JSON) or a ChGK text file (“Вопрос 1:”, “Ответ:”, …): pick its tours</source>
        <translation>Dodaj zestaw: format zestawu (JSON) albo plik tekstowy ChGK („Вопрос 1:”, „Ответ:”, …): wybierz jego tury</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="300"/>
        <source>The experts see this link in the lobby</source>
        <translation>Eksperci widzą ten link w poczekalni</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="302"/>
        <source>Once you say “Time starts now”, the question&apos;s text shows on the screens</source>
        <translation>Gdy powiesz „Czas start”, treść pytania pojawi się na ekranach</translation>
    </message>
</context>
<context>
    <name>QuizTexts</name>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="25"/>
        <source>Lobby: the experts take their seats</source>
        <translation>Poczekalnia: eksperci zajmują miejsca</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="27"/>
        <source>The Croupier reads the question</source>
        <translation>Krupier czyta pytanie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="28"/>
        <source>The minute of discussion</source>
        <translation>Minuta dyskusji</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="29"/>
        <source>Who answers?</source>
        <translation>Kto odpowiada?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="30"/>
        <source>The game is over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="35"/>
        <source>Minute on credit</source>
        <translation>Minuta na kredyt</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="36"/>
        <source>Club&apos;s help</source>
        <translation>Pomoc Klubu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="37"/>
        <source>Host&apos;s help</source>
        <translation>Pomoc Prowadzącego</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="42"/>
        <source>available</source>
        <translation>dostępna</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="43"/>
        <source>used</source>
        <translation>wykorzystana</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="49"/>
        <source>Cut time (40 s)</source>
        <translation>Skrócony czas (40 s)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="50"/>
        <source>Sent off for a round</source>
        <translation>Wykluczenie na rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Owl</source>
        <translation>Sowa</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Fox</source>
        <translation>Lis</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Cat</source>
        <translation>Kot</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Bear</source>
        <translation>Niedźwiedź</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="57"/>
        <source>Hippo</source>
        <translation>Hipopotam</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="57"/>
        <source>Raven</source>
        <translation>Kruk</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="57"/>
        <source>Hedgehog</source>
        <translation>Jeż</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="58"/>
        <source>Beaver</source>
        <translation>Bóbr</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="63"/>
        <source>bowler</source>
        <translation>melonik</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="63"/>
        <source>opera hat</source>
        <translation>szapoklak</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="65"/>
        <source>top hat</source>
        <translation>cylinder</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="63"/>
        <source>fedora</source>
        <translation>fedora</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="26"/>
        <source>Roulette</source>
        <translation>Ruletka</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="44"/>
        <source>lost at 5:5</source>
        <translation>spalona przy 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="51"/>
        <source>Loss of the hat</source>
        <translation>Odebranie czapki</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="64"/>
        <source>beret</source>
        <translation>beret</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="64"/>
        <source>cap</source>
        <translation>kaszkiet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="64"/>
        <source>panama</source>
        <translation>panama</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="65"/>
        <source>boater</source>
        <translation>kanotier</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="69"/>
        <source>Experts</source>
        <translation>Eksperci</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="69"/>
        <source>Viewers</source>
        <translation>Widzowie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="70"/>
        <source>annulled</source>
        <translation>anulowana</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="74"/>
        <source>The experts win</source>
        <translation>Wygrywają eksperci</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="75"/>
        <source>The viewers win</source>
        <translation>Wygrywają widzowie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="76"/>
        <source>Ended: a third annulment</source>
        <translation>Zakończono: trzecie anulowanie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="77"/>
        <source>Ended: no experts left</source>
        <translation>Zakończono: nie ma już ekspertów</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../gm_console/refusals.py" line="36"/>
        <source>Add or take away some seconds, not 0</source>
        <translation>Dodaj lub odejmij kilka sekund, nie 0</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="37"/>
        <source>No option was given</source>
        <translation>Nie wybrano żadnej opcji</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="38"/>
        <source>There is no seat %1</source>
        <translation>Nie ma miejsca %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="39"/>
        <source>Nobody is seated</source>
        <translation>Nikt nie siedzi przy stole</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="40"/>
        <source>%1 has already left the table</source>
        <translation>%1 nie siedzi już przy stole</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="41"/>
        <source>No timer is running now</source>
        <translation>Teraz nie działa żaden zegar</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="42"/>
        <source>The timer is already paused</source>
        <translation>Zegar jest już wstrzymany</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="43"/>
        <source>The timer is already running</source>
        <translation>Zegar już działa</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="44"/>
        <source>It is so already</source>
        <translation>Już tak jest</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="45"/>
        <source>one: At least %n player is needed | other: At least %n players are needed</source>
        <translation>one: Potrzebny jest co najmniej %n gracz | few: Potrzeba co najmniej %n graczy | many: Potrzeba co najmniej %n graczy | other: Potrzeba co najmniej %n gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="47"/>
        <source>There is no moderator action to take back</source>
        <translation>Nie ma czego cofnąć</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="48"/>
        <source>The journal could not store it: nothing was changed</source>
        <translation>Dziennik nie mógł tego zapisać: nic nie zmieniono</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="51"/>
        <source>There is no deck %1</source>
        <translation>Nie ma talii %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="52"/>
        <source>A round lasts 5, 8 or 10 minutes</source>
        <translation>Runda trwa 5, 8 lub 10 minut</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="53"/>
        <source>%1 is asking already</source>
        <translation>%1 już pyta</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="54"/>
        <source>%1 is not playing this round</source>
        <translation>%1 nie gra w tej rundzie</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="55"/>
        <source>one: Two spies need at least %n player; seated now: %1 | other: Two spies need at least %n players; seated now: %1</source>
        <translation>one: Dwóch szpiegów wymaga co najmniej %n gracza; teraz przy stole: %1 | few: Dwóch szpiegów wymaga co najmniej %n graczy; teraz przy stole: %1 | many: Dwóch szpiegów wymaga co najmniej %n graczy; teraz przy stole: %1 | other: Dwóch szpiegów wymaga co najmniej %n gracza; teraz przy stole: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="58"/>
        <source>Only before a deal or after a round</source>
        <translation>Tylko przed rozdaniem lub po rundzie</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="59"/>
        <source>Deal the cards first, once per round</source>
        <translation>Najpierw rozdaj karty, raz na rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="60"/>
        <source>No round is on</source>
        <translation>Żadna runda nie trwa</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="61"/>
        <source>Only while questions are asked</source>
        <translation>Tylko gdy padają pytania</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="62"/>
        <source>Only while the round runs</source>
        <translation>Tylko w trakcie rundy</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="63"/>
        <source>The round is over</source>
        <translation>Runda się skończyła</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="64"/>
        <source>Time is up</source>
        <translation>Czas minął</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="65"/>
        <source>Now %1 asks</source>
        <translation>Teraz pyta %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="67"/>
        <source>This composition cannot be dealt: %1</source>
        <translation>Tego składu nie można rozdać: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="68"/>
        <source>at least one Murderer is needed</source>
        <translation>potrzebny jest co najmniej jeden Morderca</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="69"/>
        <source>a count cannot be below zero</source>
        <translation>liczba nie może być mniejsza od zera</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="70"/>
        <source>at most one Investigator, Doctor, Exorcist and Szur</source>
        <translation>najwyżej po jednym: Śledczy, Lekarka, Egzorcysta i Szur</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="72"/>
        <source>the Exorcist plays only with the Ghosts</source>
        <translation>Egzorcysta gra tylko z Duchami</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="73"/>
        <source>the Murderers must be fewer than the others</source>
        <translation>Morderców musi być mniej niż pozostałych</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="75"/>
        <source>more roles than players</source>
        <translation>więcej ról niż graczy</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="76"/>
        <location filename="../gm_console/refusals.py" line="102"/>
        <source>Deal the cards first</source>
        <translation>Najpierw rozdaj karty</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="77"/>
        <source>The default composition takes no counts</source>
        <translation>Skład domyślny nie przyjmuje liczb</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="78"/>
        <location filename="../gm_console/refusals.py" line="105"/>
        <source>No game is on</source>
        <translation>Żadna gra nie trwa</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="79"/>
        <source>No timer runs in this phase</source>
        <translation>Na tym etapie nie ma zegara</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="80"/>
        <source>Nothing to change</source>
        <translation>Nie ma nic do zmiany</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="81"/>
        <source>Only before the deal or after a game</source>
        <translation>Tylko przed rozdaniem lub po grze</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="82"/>
        <source>The default composition is in use already</source>
        <translation>Skład domyślny już obowiązuje</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="83"/>
        <location filename="../gm_console/refusals.py" line="85"/>
        <source>Not at this stage of the game</source>
        <translation>Nie na tym etapie gry</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="86"/>
        <source>There is no such night action</source>
        <translation>Nie ma takiej akcji nocnej</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="87"/>
        <source>There is no such night slot</source>
        <translation>Nie ma takiej kolejki nocy</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="88"/>
        <source>There is no such team</source>
        <translation>Nie ma takiej drużyny</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="89"/>
        <source>Only during a living player&apos;s speech</source>
        <translation>Tylko podczas przemowy żywego gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="90"/>
        <source>The club is 21+: confirm the player&apos;s age</source>
        <translation>Klub 21+: najpierw sprawdź wiek gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="92"/>
        <source>one: From 0 to %n hand | other: From 0 to %n hands</source>
        <translation>one: Od 0 do %n ręki | few: Od 0 do %n rąk | many: Od 0 do %n rąk | other: Od 0 do %n ręki</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="93"/>
        <source>A bonus is from 1 to %1 points, plus or minus</source>
        <translation>Bonus to od 1 do %1 punktów, na plus lub na minus</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="95"/>
        <source>A count is from 0 to 16</source>
        <translation>Liczba od 0 do 16</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="96"/>
        <source>A game is on</source>
        <translation>Gra trwa</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="97"/>
        <source>one: A game needs %n player | other: A game needs %n players</source>
        <translation>one: Gra wymaga %n gracza | few: Gra wymaga %n graczy | many: Gra wymaga %n graczy | other: Gra wymaga %n gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="99"/>
        <source>A role needs a name</source>
        <translation>Rola potrzebuje nazwy</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="100"/>
        <source>At most two under fouls a game</source>
        <translation>Najwyżej dwa za faul na grę</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="101"/>
        <source>A game has from %1 to %2 places</source>
        <translation>Gra ma od %1 do %2 miejsc</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="103"/>
        <source>Everyone has woken: announce the morning</source>
        <translation>Wszyscy się obudzili: ogłoś poranek</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="106"/>
        <source>No game has its cards dealt</source>
        <translation>Żadna gra nie ma rozdanych kart</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="107"/>
        <source>There is no place %1</source>
        <translation>Nie ma miejsca %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="108"/>
        <source>There is no role %1</source>
        <translation>Nie ma roli %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="109"/>
        <source>Nobody is signed up</source>
        <translation>Nikt się nie zapisał</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="110"/>
        <location filename="../gm_console/refusals.py" line="111"/>
        <source>Nobody is speaking now</source>
        <translation>Teraz nikt nie mówi</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="112"/>
        <source>Nominations are made in the circle</source>
        <translation>Kandydatów wystawia się po kolei</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="113"/>
        <source>One or two nominations per speaker</source>
        <translation>Każdy mówca wystawia jedno lub dwa miejsca</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="115"/>
        <source>Only after seating, before the deal</source>
        <translation>Tylko po rozsadzeniu, przed rozdaniem</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="116"/>
        <source>Only at night</source>
        <translation>Tylko w nocy</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="117"/>
        <source>Only between games</source>
        <translation>Tylko między grami</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="118"/>
        <source>Only the speaker (%1) may take the time</source>
        <translation>Czas może wziąć tylko mówca (%1)</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="120"/>
        <source>Only while a game is played</source>
        <translation>Tylko w trakcie gry</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="121"/>
        <source>Place %1 is not in the game</source>
        <translation>Miejsce %1 nie jest w grze</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="122"/>
        <source>%1 is not on the ballot</source>
        <translation>Miejsca %1 nie ma wśród wystawionych</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="123"/>
        <source>%1 is nominated already</source>
        <translation>Miejsce %1 jest już wystawione</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="124"/>
        <source>%1 has immunity today</source>
        <translation>Miejsce %1 ma dziś immunitet</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="125"/>
        <source>%1 has immunity tonight</source>
        <translation>Miejsce %1 ma tej nocy immunitet</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="126"/>
        <source>The role %1 exists already</source>
        <translation>Rola %1 już istnieje</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="127"/>
        <source>%1 is not signed up</source>
        <translation>%1 nie ma na liście wieczoru</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="128"/>
        <source>This player is in the game on: finish or abort it first</source>
        <translation>Ten gracz jest w trwającej grze: najpierw ją zakończ lub przerwij</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="130"/>
        <source>The cards are dealt already</source>
        <translation>Karty są już rozdane</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="131"/>
        <source>one: The evening&apos;s list is full: %n name | other: The evening&apos;s list is full: %n names</source>
        <translation>one: Lista wieczoru jest pełna: %n nazwisko | few: Lista wieczoru jest pełna: %n nazwiska | many: Lista wieczoru jest pełna: %n nazwisk | other: Lista wieczoru jest pełna: %n nazwiska</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="133"/>
        <source>The night is not over: enter the action still to come</source>
        <translation>Noc się nie skończyła: wprowadź pozostałą akcję</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="135"/>
        <source>The time is up</source>
        <translation>Czas minął</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="136"/>
        <source>Another role is awake now</source>
        <translation>Teraz budzi się inna rola</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="137"/>
        <source>This action is not done at this turn of the night</source>
        <translation>Tej akcji nie wykonuje się w tej kolejce nocy</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="139"/>
        <source>This action needs a player</source>
        <translation>Ta akcja wymaga gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="140"/>
        <source>A time is from 10 to 600 seconds</source>
        <translation>Czas od 10 do 600 sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="141"/>
        <source>one: %n living player raises one hand at most | other: %n living players raise one hand each at most</source>
        <translation>one: %n żywy gracz podnosi najwyżej jedną rękę | few: %n żywi gracze podnoszą najwyżej po jednej ręce | many: %n żywych graczy podnosi najwyżej po jednej ręce | other: %n żywego gracza podnosi najwyżej po jednej ręce</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="145"/>
        <source>There is no pack %1</source>
        <translation>Nie ma pakietu %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="146"/>
        <source>There is no penalty %1</source>
        <translation>Nie ma kary %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="147"/>
        <source>The pack has no question %1</source>
        <translation>W pakiecie nie ma pytania %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="148"/>
        <source>Lifelines are taken during a round&apos;s discussion or after the gong</source>
        <translation>Koła ratunkowe bierze się podczas narady w rundzie lub po gongu</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="150"/>
        <source>Only before “Time starts”</source>
        <translation>Tylko przed „Czas start”</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="151"/>
        <source>The Club&apos;s help is taken during the main minute</source>
        <translation>Pomoc Klubu bierze się podczas głównej minuty</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="153"/>
        <source>The Host&apos;s help comes once the minute has run out</source>
        <translation>Pomoc Prowadzącego przychodzi, gdy minuta minie</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="155"/>
        <source>This question has no Club&apos;s help: type the hint</source>
        <translation>To pytanie nie ma Pomocy Klubu: wpisz podpowiedź</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="157"/>
        <source>one: A team has at least %n expert | other: A team has at least %n experts</source>
        <translation>one: Drużyna ma co najmniej %n eksperta | few: Drużyna ma co najmniej %n ekspertów | many: Drużyna ma co najmniej %n ekspertów | other: Drużyna ma co najmniej %n eksperta</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="159"/>
        <source>Sent off for the next round already</source>
        <translation>Wykluczenie na następną rundę już jest</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="160"/>
        <source>Cut time punishes the whole team: no expert is named</source>
        <translation>Skrócony czas karze całą drużynę: bez wskazywania eksperta</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="162"/>
        <source>Every expert sits out this round</source>
        <translation>Wszyscy eksperci pauzują w tej rundzie</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="163"/>
        <source>Every penalty that can be given is given</source>
        <translation>Wszystkie możliwe kary już przyznano</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="165"/>
        <source>Every sector has been played</source>
        <translation>Wszystkie sektory już rozegrano</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="166"/>
        <source>Finish the round first</source>
        <translation>Najpierw zakończ rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="167"/>
        <source>Mark the captain first</source>
        <translation>Najpierw wskaż Kapitana</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="168"/>
        <source>Name the expert</source>
        <translation>Wskaż eksperta</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="169"/>
        <source>No Minute on credit to pay back</source>
        <translation>Nie ma Minuty na kredyt do oddania</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="170"/>
        <source>No round to annul</source>
        <translation>Nie ma rundy do anulowania</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="171"/>
        <source>Not ready yet: %1</source>
        <translation>Jeszcze niegotowi: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="172"/>
        <source>One lifeline per round</source>
        <translation>Jedno koło ratunkowe na rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="173"/>
        <source>Only after the gong</source>
        <translation>Tylko po gongu</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="174"/>
        <source>Only once the question is asked</source>
        <translation>Tylko gdy pytanie zostało zadane</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="175"/>
        <source>Only once the sector is out</source>
        <translation>Tylko gdy sektor już wypadł</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="176"/>
        <source>Only the captain</source>
        <translation>Tylko Kapitan</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="177"/>
        <source>%1 is not at the table</source>
        <translation>%1 nie ma przy stole</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="178"/>
        <source>%1 is the captain already</source>
        <translation>%1 jest już Kapitanem</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="179"/>
        <source>%1 sits out this round</source>
        <translation>%1 pauzuje w tej rundzie</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="180"/>
        <source>Someone must be left to answer</source>
        <translation>Ktoś musi zostać, by odpowiadać</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="181"/>
        <source>The answerer is named already</source>
        <translation>Już wskazano, kto odpowiada</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="182"/>
        <source>The captain has not named the answerer yet</source>
        <translation>Kapitan jeszcze nie wskazał odpowiadającego</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="184"/>
        <source>The Club has no other black box question in this language</source>
        <translation>Klub nie ma innego pytania z Czarnej skrzynki w tym języku</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="186"/>
        <source>The debt round has no minute</source>
        <translation>Runda długu nie ma minuty</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="187"/>
        <source>The game is over</source>
        <translation>Gra się skończyła</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="188"/>
        <source>The hat is taken already</source>
        <translation>Czapkę już odebrano</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="189"/>
        <source>The lifelines burnt at 5:5</source>
        <translation>Koła ratunkowe spłonęły przy 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="190"/>
        <source>The next round is cut already</source>
        <translation>Następna runda jest już skrócona</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="191"/>
        <source>This seat is not at the table</source>
        <translation>Tego miejsca nie ma przy stole</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="192"/>
        <source>This expert sits out this round</source>
        <translation>Ten ekspert pauzuje w tej rundzie</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="193"/>
        <source>This lifeline was used in round %1</source>
        <translation>To koło ratunkowe wzięto już w rundzie %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="203"/>
        <source>Cannot undo the deal: the cards are on the phones. Abort it and deal anew.</source>
        <translation>Rozdania nie da się cofnąć: karty są już na telefonach. Przerwij je i rozdaj od nowa.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="204"/>
        <source>Cannot undo: the question has been read out. Too early? Pause the minute or annul the round.</source>
        <translation>Nie da się cofnąć: pytanie już odczytano. Za wcześnie? Wstrzymaj minutę albo anuluj rundę.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="206"/>
        <source>Cannot undo: the Club&apos;s help has put its hint on the phones.</source>
        <translation>Nie można cofnąć: Pomoc Klubu już pokazała podpowiedź na telefonach.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="207"/>
        <source>Cannot undo: the verdict has shown the answer.</source>
        <translation>Nie można cofnąć: werdykt już pokazał odpowiedź.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="212"/>
        <source>Cannot undo: “%1” has put a secret on the phones, and it stays revealed.</source>
        <translation>Nie można cofnąć: krok „%1” położył tajemnicę na telefonach i pozostaje ona odkryta.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="214"/>
        <source>Cannot undo: since then a move by %1 has put a secret on the phones, and it stays revealed.</source>
        <translation>Nie można cofnąć: od tamtej pory ruch gracza %1 położył tajemnicę na telefonach i pozostaje ona odkryta.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="216"/>
        <source>Cannot undo: a secret has reached the phones since, and it stays revealed.</source>
        <translation>Nie można cofnąć: od tamtej pory tajemnica trafiła na telefony i pozostaje odkryta.</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="214"/>
        <source>New seat link</source>
        <translation>Nowy link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="215"/>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 skanuje ten kod, aby wrócić na swoje miejsce. Stary link już nie działa.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="217"/>
        <source>Copy link</source>
        <translation>Kopiuj link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="218"/>
        <source>Copy the link</source>
        <translation>Skopiuj link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="220"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>RequestsPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="139"/>
        <source>Requests</source>
        <translation>Polecenia</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="728"/>
        <source>Nobody wins</source>
        <translation>Bez zwycięzcy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="731"/>
        <source>guesses: %1 of %2</source>
        <translation>typów: %1 z %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="735"/>
        <source>No result yet</source>
        <translation>Jeszcze bez wyniku</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="748"/>
        <source>guessed by %1</source>
        <translation>odgadło: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="749"/>
        <source>team</source>
        <translation>drużyna</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="749"/>
        <source>goals</source>
        <translation>cele</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="750"/>
        <source>guesses</source>
        <translation>typy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="750"/>
        <source>guessed</source>
        <translation>odgadnięty</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="751"/>
        <source>shot</source>
        <translation>strzał</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="767"/>
        <source>The evening&apos;s scoreboard · games played: %1</source>
        <translation>Tabela wieczoru · rozegrane partie: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="770"/>
        <source>Results</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <location filename="../gm_console/games/suspi/panels.py" line="772"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <source>Goal</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <location filename="../gm_console/games/suspi/panels.py" line="772"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="455"/>
        <source>Game %1: %2</source>
        <translation>Partia %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="459"/>
        <source>Tonight&apos;s points: %1</source>
        <translation>Punkty z wieczoru: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="461"/>
        <source>No game finished yet tonight</source>
        <translation>Dziś nie zakończono jeszcze żadnej partii</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="464"/>
        <source>Results</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Role</source>
        <translation>Rola</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Seat</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="466"/>
        <source>★ the first out: immune on day 1 and night 1 of the next game</source>
        <translation>★ pierwszy, który odpadł: immunitet w dniu 1 i nocy 1 następnej partii</translation>
    </message>
</context>
<context>
    <name>RingPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="236"/>
        <source>Picked: %1</source>
        <translation>Wybrano: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="237"/>
        <source>Pick a seat: click it or type its number</source>
        <translation>Wybierz miejsce: kliknij lub wpisz numer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="254"/>
        <source>The table</source>
        <translation>Stół</translation>
    </message>
</context>
<context>
    <name>RoundPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="105"/>
        <source>Answering: %1</source>
        <translation>Odpowiada: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="112"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="114"/>
        <source>Round %1 · Zero: the black box</source>
        <translation>Runda %1 · Zero: Czarna skrzynka</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="116"/>
        <source>Round %1 · sector %2</source>
        <translation>Runda %1 · sektor %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="119"/>
        <source>FINAL ROUND 5:5</source>
        <translation>RUNDA FINAŁOWA 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="120"/>
        <source>FINAL ROUND 5:5 — only Minute on credit is left</source>
        <translation>RUNDA FINAŁOWA 5:5 — została tylko Minuta na kredyt</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="123"/>
        <source>Experts %1 : %2 Viewers</source>
        <translation>Eksperci %1 : %2 Widzowie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="128"/>
        <source>Annulled %1 of %2</source>
        <translation>Anulowano %1 z %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="132"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <location filename="../gm_console/panels/scores.py" line="97"/>
        <source>Leader: %1</source>
        <translation>Lider: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="99"/>
        <source>No points yet</source>
        <translation>Na razie brak punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="590"/>
        <source>Round %1: %2</source>
        <translation>Runda %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="596"/>
        <source>%1; spy: %2</source>
        <translation>%1; szpieg: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="107"/>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="108"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="108"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="109"/>
        <source>Rounds</source>
        <translation>Rundy</translation>
    </message>
</context>
<context>
    <name>ScreenWarning</name>
    <message>
        <location filename="../gm_console/screens.py" line="96"/>
        <source>Check the projector</source>
        <translation>Sprawdź projektor</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="97"/>
        <source>Open the venue guide</source>
        <translation>Otwórz poradnik sali</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="98"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="99"/>
        <source>Set the projector to Extend: on Windows Win+P ▸ Extend; on macOS System Settings ▸ Displays ▸ Use as Extended display; on Linux the display settings, with the screens joined side by side, not mirrored.</source>
        <translation>Ustaw projektor na „Rozszerz”: w Windows Win+P ▸ „Rozszerz”; w macOS Ustawienia systemowe ▸ Wyświetlacze ▸ „Używaj jako” ▸ wyświetlacz rozszerzony (Extended display); w Linuksie w ustawieniach ekranów połącz ekrany obok siebie, bez odbicia lustrzanego.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="103"/>
        <source>Two screens show the same picture: the projector mirrors this screen, so the room sees the console with every secret on it.</source>
        <translation>Dwa ekrany pokazują ten sam obraz: projektor powiela ten ekran, więc sala widzi konsolę ze wszystkimi sekretami.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="106"/>
        <source>The board opened on the only screen the console sees, over the console. If a projector is connected, it mirrors this screen and the room sees the console.</source>
        <translation>Tablica otworzyła się na jedynym ekranie, który widzi konsola, na wierzchu konsoli. Jeśli projektor jest podłączony, powiela ten ekran i sala widzi konsolę.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="108"/>
        <source>Help ▸ Before the first evening tells more.</source>
        <translation>Więcej: Pomoc ▸ Przed pierwszym wieczorem.</translation>
    </message>
</context>
<context>
    <name>SeatRing</name>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="215"/>
        <source>not revealed</source>
        <translation>bez ujawnienia</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="237"/>
        <source>immune</source>
        <translation>immunitet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="239"/>
        <source>silent</source>
        <translation>milczy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="241"/>
        <source>on the vote</source>
        <translation>na głosowaniu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="243"/>
        <source>nominated</source>
        <translation>kandydat</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="102"/>
        <source>watching</source>
        <translation>obserwuje</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="104"/>
        <source>looked ✓</source>
        <translation>obejrzana ✓</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="106"/>
        <source>not yet</source>
        <translation>jeszcze nie</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="120"/>
        <source>Seated: %1, phones connected: %2</source>
        <translation>Przy stole: %1, połączonych telefonów: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="175"/>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Nickname</source>
        <translation>Pseudonim</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="177"/>
        <source>Select a seat to remove it or give it a new link</source>
        <translation>Wybierz miejsce, aby usunąć gracza lub dać nowy link</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="547"/>
        <source>The host plays: the location, the spies and the roles are only on the players&apos; phones.</source>
        <translation>Prowadzący gra: miejsce, szpiedzy i role są tylko na telefonach graczy.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="555"/>
        <source>No cards are out.</source>
        <translation>Karty nie są rozdane.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="560"/>
        <source>Location</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="568"/>
        <source>SPY</source>
        <translation>SZPIEG</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="581"/>
        <source>Secrets (host only)</source>
        <translation>Tajemnice (tylko dla prowadzącego)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="582"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="582"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
</context>
<context>
    <name>ShortcutsWindow</name>
    <message>
        <location filename="../gm_console/guide.py" line="136"/>
        <source>Pick the game</source>
        <translation>Wybierz grę</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="137"/>
        <source>The seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="138"/>
        <source>The address for remote players</source>
        <translation>Adres dla graczy zdalnych</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="139"/>
        <source>The address phones join at</source>
        <translation>Adres, pod którym dołączają telefony</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="153"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
</context>
<context>
    <name>SpyDesk</name>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="77"/>
        <source>Deal cards</source>
        <translation>Rozdaj karty</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="77"/>
        <source>Deal a secret card to every player</source>
        <translation>Rozdaj każdemu graczowi tajną kartę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="78"/>
        <source>Next round</source>
        <translation>Następna runda</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="78"/>
        <source>Deal new cards for the next round</source>
        <translation>Rozdaj nowe karty na następną rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="79"/>
        <source>Start round</source>
        <translation>Zaczynamy rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="80"/>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Zaczynamy rundę: aplikacja wybiera, kto pyta pierwszy, i uruchamia zegar</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="81"/>
        <source>Pass turn</source>
        <translation>Przekaż kolejkę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="81"/>
        <source>Pass the asker&apos;s turn to the next player</source>
        <translation>Przekaż kolejkę pytania następnemu graczowi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="82"/>
        <source>Pass turn to the selected player</source>
        <translation>Przekaż kolejkę wybranemu graczowi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="83"/>
        <source>Pass the asker&apos;s turn to the player selected in the seat list</source>
        <translation>Przekaż kolejkę pytającego graczowi wybranemu na liście miejsc</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="84"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="84"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="85"/>
        <source>Pause or resume the round timer</source>
        <translation>Wstrzymaj lub wznów zegar rundy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="86"/>
        <source>+30 s</source>
        <translation>+30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="86"/>
        <source>Add 30 seconds to the round</source>
        <translation>Dodaj 30 sekund do rundy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="87"/>
        <source>−30 s</source>
        <translation>−30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="87"/>
        <source>Take 30 seconds from the round</source>
        <translation>Odejmij rundzie 30 sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="88"/>
        <source>Abort the round: nobody scores</source>
        <translation>Przerwij rundę: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="100"/>
        <source>Select a player in the seat list first</source>
        <translation>Najpierw wybierz gracza na liście miejsc</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="126"/>
        <source>%1 looked at their card</source>
        <translation>%1: karta obejrzana</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="127"/>
        <source>%1 asked %2</source>
        <translation>Pytanie: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="129"/>
        <source>%1 accuses %2</source>
        <translation>Oskarżenie: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="130"/>
        <source>%1 names the location</source>
        <translation>%1 wskazuje miejsce</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="131"/>
        <source>Options changed</source>
        <translation>Zmieniono ustawienia</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="132"/>
        <source>Cards dealt</source>
        <translation>Karty rozdane</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="133"/>
        <source>Round started: %1 asks first</source>
        <translation>Runda rozpoczęta, pierwsze pytanie zadaje %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="135"/>
        <source>Turn passed to %1</source>
        <translation>Kolejka pytań: teraz pyta %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="136"/>
        <source>Round aborted</source>
        <translation>Runda przerwana</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="88"/>
        <location filename="../gm_console/games/spy/desk.py" line="107"/>
        <source>Abort round</source>
        <translation>Przerwij rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="108"/>
        <source>Abort this round? Nobody scores.</source>
        <translation>Przerwać tę rundę? Nikt nie dostanie punktów.</translation>
    </message>
</context>
<context>
    <name>SpyTimerPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="302"/>
        <source>The timer starts with the round</source>
        <translation>Zegar ruszy wraz z rundą</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="304"/>
        <source>Paused for the vote</source>
        <translation>Wstrzymany na czas głosowania</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="306"/>
        <source>Stopped</source>
        <translation>Zatrzymany</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../gm_console/startup.py" line="115"/>
        <source>Another GM Console is already running on this computer and serves phones on port %1. Switch to its window, or close it and start this one again. To run both, this one can use another port.</source>
        <translation>Na tym komputerze działa już inna GM Console i obsługuje telefony na porcie %1. Przejdź do jej okna albo zamknij ją i uruchom tę ponownie. Aby działały obie, ta może użyć innego portu.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="120"/>
        <source>Port %1, where phones join this table, is used by another program on this computer. Close that program, or use another port for the console.</source>
        <translation>Port %1, przez który telefony dołączają do tego stołu, jest zajęty przez inny program na tym komputerze. Zamknij ten program albo użyj innego portu dla konsoli.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="124"/>
        <source>This computer does not allow the console to serve phones on port %1. Use another port for the console.</source>
        <translation>Ten komputer nie pozwala konsoli obsługiwać telefonów na porcie %1. Użyj innego portu dla konsoli.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="128"/>
        <source>The console could not serve phones on port %1. Use another port, or start the console again.</source>
        <translation>Konsola nie mogła obsługiwać telefonów na porcie %1. Użyj innego portu albo uruchom konsolę ponownie.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="136"/>
        <source>Phones cannot join: port %1 is taken</source>
        <translation>Telefony nie mogą dołączyć: port %1 jest zajęty</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="153"/>
        <source>Phones cannot join</source>
        <translation>Telefony nie mogą dołączyć</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="156"/>
        <source>The port can also be given at the start: gm-console --port NUMBER.</source>
        <translation>Port można też podać przy uruchomieniu: gm-console --port NUMER.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="158"/>
        <source>Use another port</source>
        <translation>Użyj innego portu</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="160"/>
        <source>Quit the console</source>
        <translation>Zamknij konsolę</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="162"/>
        <source>Not now</source>
        <translation>Nie teraz</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="208"/>
        <source>Another GM Console (or python -m net) is already running on this computer with the data folder %1. Switch to its window, or close it and start this one again.</source>
        <translation>Na tym komputerze działa już inna GM Console (albo python -m net) z folderem danych %1. Przejdź do jej okna albo zamknij ją i uruchom tę ponownie.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="212"/>
        <source>It is process %2.</source>
        <translation>To proces %2.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="216"/>
        <source>The data folder %1 cannot be made: %2 is a file, not a folder. Move or rename that file, or start the console with another data folder (--data-dir FOLDER).</source>
        <translation>Nie można utworzyć folderu danych %1: %2 jest plikiem, a nie folderem. Przenieś ten plik lub zmień jego nazwę albo uruchom konsolę z innym folderem danych (--data-dir FOLDER).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="222"/>
        <source>The disk that holds the data folder %1 is full. Free some space on it, or start the console with a data folder on another disk (--data-dir FOLDER).</source>
        <translation>Dysk z folderem danych %1 jest pełny. Zwolnij na nim miejsce albo uruchom konsolę z folderem danych na innym dysku (--data-dir FOLDER).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="226"/>
        <source>The console may not write in the data folder %1: the folder is read-only, on a read-only medium, or this user has no right to write there. Start the console with a folder it may write in (--data-dir FOLDER), or give this user the right to write there.</source>
        <translation>Konsola nie może zapisywać w folderze danych %1: folder jest tylko do odczytu, leży na nośniku tylko do odczytu albo ten użytkownik nie ma w nim prawa zapisu. Uruchom konsolę z folderem, w którym może zapisywać (--data-dir FOLDER), albo nadaj temu użytkownikowi prawo zapisu.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="231"/>
        <source>The console cannot use the data folder %1. Check that the disk is connected and that this user may write there, or start the console with another data folder (--data-dir FOLDER).</source>
        <translation>Konsola nie może użyć folderu danych %1. Sprawdź, czy dysk jest podłączony i czy ten użytkownik może tam zapisywać, albo uruchom konsolę z innym folderem danych (--data-dir FOLDER).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="239"/>
        <source>The console cannot start</source>
        <translation>Konsola nie może się uruchomić</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="103"/>
        <source>Game %1</source>
        <translation>Partia %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="105"/>
        <source>Day %1</source>
        <translation>Dzień %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="106"/>
        <source>Night %1</source>
        <translation>Noc %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="107"/>
        <source>Before day 1&apos;s circle</source>
        <translation>Przed rundą wypowiedzi pierwszego dnia</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="120"/>
        <source>Line-up: %1 of %2, reserve: %3. S seats the players by lot.</source>
        <translation>Skład: %1 z %2, rezerwa: %3. S losuje miejsca.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="127"/>
        <source>Cards dealt: %1 of %2 have looked. G starts day 1.</source>
        <translation>Karty rozdane: obejrzało %1 z %2. G zaczyna dzień 1.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="129"/>
        <source>Set the composition, then deal the cards (D).</source>
        <translation>Ustal skład ról, potem rozdaj karty (D).</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="131"/>
        <source>Free talk: everyone may speak. N ends it.</source>
        <translation>Wolna rozmowa: mówią wszyscy. N kończy.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="133"/>
        <source>%1 speaks. V nominates the picked seat; N: next speaker.</source>
        <translation>Mówi %1. V wystawia wybrane miejsce; N — następny.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="145"/>
        <source>%1: pick a seat, then T (X: nobody).</source>
        <translation>%1: wybierz miejsce, potem T (X — nikogo).</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="135"/>
        <source>%1 defends. N: next speaker.</source>
        <translation>Broni się %1. N — następny.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="137"/>
        <source>%1: last words. N: next.</source>
        <translation>%1: ostatnie słowo. N — dalej.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="139"/>
        <source>Count the hands, type the number and press Enter.</source>
        <translation>Policz ręce, wpisz liczbę i naciśnij Enter.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="141"/>
        <source>The blacks meet each other; nothing to enter. M: morning.</source>
        <translation>Czarni się poznają; nic do wpisania. M — poranek.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="147"/>
        <source>Everyone has woken. M: morning.</source>
        <translation>Wszyscy się obudzili. M — poranek.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="150"/>
        <source>S seats the next game.</source>
        <translation>S losuje miejsca do następnej partii.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="174"/>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="279"/>
        <source>Game %1</source>
        <translation>Partia %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="281"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="283"/>
        <source>the last round</source>
        <translation>ostatnia runda</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="287"/>
        <source>%1 at the table; 6 to 18 players</source>
        <translation>Przy stole: %1; gra od 6 do 18 osób</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="289"/>
        <source>one: Everyone reads their card. Announced: about %n murderer | other: Everyone reads their card. Announced: about %n murderers</source>
        <translation>one: Każdy czyta swoją kartę. Ogłoszono: około %n mordercy | few: Każdy czyta swoją kartę. Ogłoszono: około %n morderców | many: Każdy czyta swoją kartę. Ogłoszono: około %n morderców | other: Każdy czyta swoją kartę. Ogłoszono: około %n mordercy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="296"/>
        <source>one: Announced: about %n murderer | other: Announced: about %n murderers</source>
        <translation>one: Ogłoszono: około %n mordercy | few: Ogłoszono: około %n morderców | many: Ogłoszono: około %n morderców | other: Ogłoszono: około %n mordercy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="301"/>
        <source>The game</source>
        <translation>Partia</translation>
    </message>
</context>
<context>
    <name>StorageAlert</name>
    <message>
        <location filename="../gm_console/storage_alert.py" line="46"/>
        <source>unknown</source>
        <translation>nieznane</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="50"/>
        <source>The journal cannot be written</source>
        <translation>Nie można zapisać dziennika</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="55"/>
        <source>The disk is full.</source>
        <translation>Dysk jest pełny.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="56"/>
        <source>The disk or the journal file is read-only.</source>
        <translation>Dysk lub plik dziennika jest tylko do odczytu.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="57"/>
        <source>The disk refused to write.</source>
        <translation>Dysk odmówił zapisu.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="58"/>
        <source>The last request was refused and nothing of it was applied: the table goes on as soon as the disk takes writes again.</source>
        <translation>Ostatnie żądanie zostało odrzucone i nic z niego nie zastosowano: gra potoczy się dalej, gdy tylko dysk znów przyjmie zapis.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="61"/>
        <source>Journal: %1</source>
        <translation>Dziennik: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="62"/>
        <source>Free space: %1</source>
        <translation>Wolne miejsce: %1</translation>
    </message>
</context>
<context>
    <name>SuspiDesk</name>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="97"/>
        <location filename="../gm_console/games/suspi/desk.py" line="98"/>
        <source>Night falls</source>
        <translation>Zapada noc</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="99"/>
        <source>End the night</source>
        <translation>Zakończ noc</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="100"/>
        <source>Start the day</source>
        <translation>Rozpocznij dzień</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="101"/>
        <source>Open the council</source>
        <translation>Otwórz radę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="102"/>
        <source>Close the council</source>
        <translation>Zamknij radę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="103"/>
        <source>Reveal the results</source>
        <translation>Pokaż wyniki</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="104"/>
        <location filename="../gm_console/games/suspi/desk.py" line="243"/>
        <source>Next step</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="109"/>
        <source>New game</source>
        <translation>Nowa partia</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="109"/>
        <source>Deal cards</source>
        <translation>Rozdaj karty</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="110"/>
        <source>Deal characters, roles, goals and rooms to everyone at the table</source>
        <translation>Rozdaj wszystkim przy stole postacie, role, cele i pokoje</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="111"/>
        <source>The next step of the game: night, dawn, day, council</source>
        <translation>Następny krok partii: noc, świt, dzień, rada</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="112"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="112"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="113"/>
        <source>Pause or resume the timer</source>
        <translation>Wstrzymaj lub wznów zegar</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="114"/>
        <source>+30 s</source>
        <translation>+30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="114"/>
        <source>Add 30 seconds</source>
        <translation>Dodaj 30 sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="115"/>
        <source>−30 s</source>
        <translation>−30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="115"/>
        <source>Take 30 seconds away</source>
        <translation>Odejmij 30 sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="116"/>
        <location filename="../gm_console/games/suspi/desk.py" line="127"/>
        <source>Abort game</source>
        <translation>Przerwij partię</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="116"/>
        <source>Abort the game: roles are shown, nobody scores</source>
        <translation>Przerwij partię: role są ujawniane, nikt nie punktuje</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="127"/>
        <source>Abort this game? Roles are shown and nobody scores.</source>
        <translation>Przerwać tę partię? Role zostaną ujawnione i nikt nie zapunktuje.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="152"/>
        <source>Game %1 dealt: %2 players</source>
        <translation>Partia %1 rozdana, graczy: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="155"/>
        <source>Night %1 falls</source>
        <translation>Zapada noc %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="156"/>
        <source>the last round</source>
        <translation>ostatnia runda</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="159"/>
        <source>Dawn</source>
        <translation>Świt</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="160"/>
        <source>Did not come back: %1</source>
        <translation>Nie wrócili: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="161"/>
        <source>Everyone came back this morning</source>
        <translation>Tego ranka wrócili wszyscy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="163"/>
        <source>The day begins</source>
        <translation>Zaczyna się dzień</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="165"/>
        <source>The council opens</source>
        <translation>Rada się zaczyna</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="168"/>
        <source>Runoff among: %1</source>
        <translation>Dogrywka między: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="169"/>
        <source>Leaves the villa: %1</source>
        <translation>Willę opuszcza: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="170"/>
        <source>Nobody leaves the villa</source>
        <translation>Nikt nie opuszcza willi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="175"/>
        <source>The results are revealed</source>
        <translation>Wyniki ogłoszone</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="197"/>
        <source>%1 picks the room %2</source>
        <translation>%1 wybiera pokój: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="199"/>
        <source>%1 (investigator) checks the room %2</source>
        <translation>%1 (śledczy) sprawdza pokój: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="201"/>
        <source>%1 (doctor) protects %2</source>
        <translation>%1 (lekarka) chroni: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="203"/>
        <source>%1 (exorcist) makes %2 holy ground</source>
        <translation>%1 (egzorcysta) wskazuje świętą ziemię: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="205"/>
        <source>%1 (ghost) points at the room %2</source>
        <translation>%1 (duch) wskazuje pokój: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="207"/>
        <source>%1 votes for %2</source>
        <translation>%1 głosuje na: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="209"/>
        <source>%1 abstains</source>
        <translation>%1 wstrzymuje się od głosu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="210"/>
        <source>%1 (murderer) puts %2 to sleep with powder</source>
        <translation>%1 (morderca) usypia proszkiem: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="212"/>
        <source>%1 (murderer) bribes %2</source>
        <translation>%1 (morderca) przekupuje: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="214"/>
        <source>%1 guesses that %2&apos;s goal is %3</source>
        <translation>%1 zgaduje cel: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="220"/>
        <source>%1 confirms their vote</source>
        <translation>%1 zatwierdza swój głos</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="221"/>
        <source>A vote is confirmed</source>
        <translation>Zatwierdzono kolejny głos</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="224"/>
        <source>%1 (Szur) shoots %2</source>
        <translation>%1 (Szur) strzela → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="225"/>
        <source>The Szur shoots %1</source>
        <translation>Strzał Szura: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="229"/>
        <source>ghosts</source>
        <translation>z duchami</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="229"/>
        <source>no ghosts</source>
        <translation>bez duchów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="231"/>
        <source>the host plays</source>
        <translation>założyciel stołu gra</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="231"/>
        <source>the host does not play</source>
        <translation>Gospodarz nie gra</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="233"/>
        <source>call link: %1</source>
        <translation>link do rozmowy: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="234"/>
        <source>no call link</source>
        <translation>bez linku do rozmowy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="235"/>
        <source>Options: %1</source>
        <translation>Ustawienia: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="238"/>
        <source>Composition: the default</source>
        <translation>Skład: domyślny</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="241"/>
        <source>Composition: %1</source>
        <translation>Skład: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="247"/>
        <source>Time is up</source>
        <translation>Czas minął</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="264"/>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="264"/>
        <source>Game</source>
        <translation>Partia</translation>
    </message>
</context>
<context>
    <name>SuspiTexts</name>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="26"/>
        <source>Lobby: the guests are arriving</source>
        <translation>Poczekalnia: goście się schodzą</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="27"/>
        <source>Cards dealt: everyone reads their card</source>
        <translation>Karty rozdane: każdy czyta swoją</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="28"/>
        <source>Night: everyone picks a room</source>
        <translation>Noc: każdy wybiera pokój</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="29"/>
        <source>Dawn: who did not come back</source>
        <translation>Świt: kto nie wrócił</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="30"/>
        <source>Day: where were you last night?</source>
        <translation>Dzień: gdzie byliście w nocy?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="31"/>
        <source>Council: the secret vote</source>
        <translation>Rada: tajne głosowanie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="32"/>
        <source>The council&apos;s verdict</source>
        <translation>Werdykt rady</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="33"/>
        <source>Unmasking: guess someone&apos;s goal</source>
        <translation>Demaskowanie: zgadnij czyjś cel</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="34"/>
        <source>The game is over</source>
        <translation>Partia skończona</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="37"/>
        <source>Murderer</source>
        <translation>Morderca</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="38"/>
        <source>Investigator</source>
        <translation>Śledczy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="39"/>
        <source>Doctor</source>
        <translation>Lekarka</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="40"/>
        <source>Exorcist</source>
        <translation>Egzorcysta</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="41"/>
        <source>Szur</source>
        <translation>Szur</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="42"/>
        <source>Guest</source>
        <translation>Gość</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="45"/>
        <source>Thief</source>
        <translation>Złodziej</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="46"/>
        <source>Loner</source>
        <translation>Samotnik</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="47"/>
        <source>Spy</source>
        <translation>Szpieg</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="48"/>
        <source>Companion</source>
        <translation>Towarzysz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="49"/>
        <source>Suspect</source>
        <translation>Podejrzany</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="50"/>
        <source>Accuser</source>
        <translation>Oskarżyciel</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="51"/>
        <source>Romance</source>
        <translation>Romans</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="52"/>
        <source>Bribe: abstain</source>
        <translation>Łapówka: wstrzymać się</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="55"/>
        <source>The city wins</source>
        <translation>Wygrywa miasto</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="56"/>
        <source>The murderers win</source>
        <translation>Wygrywają mordercy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="57"/>
        <source>The ghosts win</source>
        <translation>Wygrywają duchy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="60"/>
        <source>No murderer is left alive</source>
        <translation>Nie żyje już żaden morderca</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="61"/>
        <source>Only murderers are left alive</source>
        <translation>Przy życiu zostali tylko mordercy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="62"/>
        <source>A murderer survived the last round</source>
        <translation>Morderca przetrwał ostatnią rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="63"/>
        <source>The possessed outnumber the other living</source>
        <translation>Opętanych jest więcej niż pozostałych żywych</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="64"/>
        <source>The game was aborted: nobody scores</source>
        <translation>Partię przerwano: nikt nie punktuje</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="67"/>
        <source>Hold your card on the phone to read your character, role and goal; let go and it hides.</source>
        <translation>Przytrzymaj kartę na telefonie — zobaczysz postać, rolę i cel; puść — zniknie.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="69"/>
        <source>Night, %1: pick a room on the phone in secret, then put the phone face down.</source>
        <translation>Noc, %1: w tajemnicy wybierz pokój na telefonie i połóż go ekranem w dół.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="71"/>
        <source>In a room where murderers equal or outnumber the others, one of the others dies. Murderers do not choose.</source>
        <translation>Gdy w pokoju morderców jest co najmniej tylu, ilu pozostałych, jeden z pozostałych ginie. Mordercy nie wybierają ofiary.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="74"/>
        <source>Day, %1: say where you were. Lying is allowed, showing your screen is not.</source>
        <translation>Dzień, %1: powiedzcie, gdzie byliście. Kłamać wolno, pokazywać ekranu — nie.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="82"/>
        <source>Everyone but the Szur has a secret goal: +2 if completed. At the end, guess another player&apos;s goal: +1.</source>
        <translation>Każdy oprócz Szura ma tajny cel: +2. Na koniec zgadnij cudzy cel: +1.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="90"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="91"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="73"/>
        <source>Dawn: your phone tells you where you were and who was with you.</source>
        <translation>Świt: telefon pokaże twój pokój i tych, którzy byli z tobą.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="76"/>
        <source>Council, %1: vote on the phone and confirm. One player leaves, two with 12+ players while 8+ are alive.</source>
        <translation>Rada, %1: głosuj na telefonie i zatwierdź. Willę opuszcza jedna osoba, dwie — od 12 graczy, gdy żyje co najmniej 8.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="78"/>
        <source>The dead become ghosts: at night they point at a room to possess someone.</source>
        <translation>Zmarli stają się duchami: nocą wskazują pokój, by kogoś opętać.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="79"/>
        <source>The city wins when no murderer lives; the murderers when only they are left or one survives the last round; the ghosts when the possessed outnumber the other living.</source>
        <translation>Miasto wygrywa, gdy nie żyje żaden morderca; mordercy — gdy żyją tylko oni albo choć jeden przetrwa ostatnią rundę; duchy — gdy opętanych jest więcej niż pozostałych żywych.</translation>
    </message>
</context>
<context>
    <name>SuspiTimerPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="314"/>
        <source>The timer runs at night, by day, at a council and at the unmasking</source>
        <translation>Zegar biegnie w nocy, w dzień, na radzie i przy demaskowaniu</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="14"/>
        <source>Spy</source>
        <translation>Szpieg</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="18"/>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="21"/>
        <source>Club mafia</source>
        <translation>Mafia klubowa</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="20"/>
        <source>Lobby: players are joining</source>
        <translation>Poczekalnia: gracze dołączają</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="21"/>
        <source>Cards dealt: players look at their cards</source>
        <translation>Karty rozdane: gracze oglądają swoje karty</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="22"/>
        <source>Round running: questions</source>
        <translation>Runda trwa: pytania</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="23"/>
        <source>Accusation: voting</source>
        <translation>Oskarżenie: głosowanie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="24"/>
        <source>Time is up: everyone names a suspect</source>
        <translation>Czas minął: każdy wskazuje podejrzanego</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="25"/>
        <source>The exposed spy guesses the location</source>
        <translation>Zdemaskowany szpieg zgaduje miejsce</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="26"/>
        <source>Round over</source>
        <translation>Runda zakończona</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="30"/>
        <source>The spy was caught by an accusation</source>
        <translation>Szpieg złapany dzięki oskarżeniu</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="31"/>
        <source>An innocent player was accused</source>
        <translation>Oskarżono niewinną osobę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="32"/>
        <source>The spy guessed the location</source>
        <translation>Szpieg odgadł miejsce</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="33"/>
        <source>The spy guessed wrong</source>
        <translation>Szpieg nie odgadł miejsca</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="34"/>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Czas minął, szpieg się ukrył</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="35"/>
        <source>The spy was exposed but guessed the location</source>
        <translation>Szpieg zdemaskowany, ale odgadł miejsce</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="36"/>
        <source>The spy was exposed and guessed wrong</source>
        <translation>Szpieg zdemaskowany i nie odgadł miejsca</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="37"/>
        <source>The round was aborted: nobody scores</source>
        <translation>Runda przerwana: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="38"/>
        <source>The spy left: nobody scores</source>
        <translation>Szpieg wyszedł: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="39"/>
        <source>Too few players remained: nobody scores</source>
        <translation>Zostało za mało graczy: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="53"/>
        <source>one: The spy wins | other: The spies win</source>
        <translation>one: Wygrywa szpieg | few: Wygrywają szpiedzy | many: Wygrywają szpiedzy | other: Wygrywają szpiedzy</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="16"/>
        <source>Order of the Crystal Hippo</source>
        <translation>Order Kryształowego Hipopotama</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="17"/>
        <source>The Crystal Hippo</source>
        <translation>Kryształowy Hipopotam</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="18"/>
        <source>Order of the Diamond Hippo</source>
        <translation>Order Diamentowego Hipopotama</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="19"/>
        <source>The Diamond Hippo</source>
        <translation>Diamentowy Hipopotam</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="43"/>
        <source>The spies win</source>
        <translation>Wygrywają szpiedzy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="44"/>
        <source>The locals win</source>
        <translation>Wygrywają miejscowi</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="26"/>
        <source>This action is not known here</source>
        <translation>Ta akcja jest tu nieznana</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="27"/>
        <source>This action has a wrong value</source>
        <translation>Ta akcja ma błędną wartość</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="28"/>
        <source>This action is not allowed</source>
        <translation>Ta akcja jest niedozwolona</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="29"/>
        <source>Not possible at this moment of the game</source>
        <translation>Na tym etapie gry to niemożliwe</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="30"/>
        <source>It is not this player&apos;s turn</source>
        <translation>To nie jest kolej tego gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="31"/>
        <source>This has already been done</source>
        <translation>To już zrobiono</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="32"/>
        <source>The table is full</source>
        <translation>Stół jest pełny</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="33"/>
        <source>This nickname is taken</source>
        <translation>Ten pseudonim jest zajęty</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="34"/>
        <source>Too few players</source>
        <translation>Za mało graczy</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="35"/>
        <source>This seat does not play in this round</source>
        <translation>To miejsce nie gra w tej rundzie</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="36"/>
        <source>There is nothing to undo</source>
        <translation>Nie ma czego cofnąć</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="37"/>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Nie można cofnąć: tajemnica została już ujawniona</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="38"/>
        <source>The content chosen cannot be played: see the lobby</source>
        <translation>Wybranej zawartości nie można użyć w grze: zobacz poczekalnię</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="39"/>
        <source>The journal could not be written: nothing was changed</source>
        <translation>Nie udało się zapisać dziennika: nic nie zmieniono</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="41"/>
        <source>The message could not be read</source>
        <translation>Nie udało się odczytać wiadomości</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="42"/>
        <source>The message is malformed</source>
        <translation>Wiadomość ma błędny format</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="43"/>
        <source>Unknown message type</source>
        <translation>Nieznany typ wiadomości</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="44"/>
        <source>The message is too large</source>
        <translation>Wiadomość jest za duża</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="45"/>
        <source>Incompatible app version</source>
        <translation>Niezgodna wersja aplikacji</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="46"/>
        <source>No table with this code</source>
        <translation>Nie ma stołu z tym kodem</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="47"/>
        <source>This seat link is no longer valid</source>
        <translation>Ten link do miejsca jest już nieważny</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="48"/>
        <source>Join the table first</source>
        <translation>Najpierw dołącz do stołu</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="49"/>
        <source>Already joined</source>
        <translation>Już dołączono</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="50"/>
        <source>Too many messages</source>
        <translation>Za dużo wiadomości</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="51"/>
        <source>The table changed; look again</source>
        <translation>Stół się zmienił; spójrz jeszcze raz</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="55"/>
        <source>connected</source>
        <translation>połączony</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="56"/>
        <source>away</source>
        <translation>bez połączenia</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="57"/>
        <source>left</source>
        <translation>poza grą</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="8"/>
        <source>Why? Where? What for?</source>
        <translation>Dlaczego? Dokąd? Po co?</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <location filename="../gm_console/panels/timer.py" line="75"/>
        <source>Running</source>
        <translation>Odlicza</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="75"/>
        <source>Paused</source>
        <translation>Wstrzymany</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="112"/>
        <source>Timer</source>
        <translation>Zegar</translation>
    </message>
</context>
<context>
    <name>TurnsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="353"/>
        <source>Looked at their card</source>
        <translation>Obejrzeli swoją kartę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="354"/>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="357"/>
        <source>Still to look: %1</source>
        <translation>Jeszcze nie obejrzeli: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="358"/>
        <source>Everyone has looked: start the round</source>
        <translation>Wszyscy obejrzeli: można zaczynać rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="360"/>
        <location filename="../gm_console/games/spy/panels.py" line="364"/>
        <source>Asks now</source>
        <translation>Teraz pyta</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="362"/>
        <location filename="../gm_console/games/spy/panels.py" line="366"/>
        <source>Questions so far</source>
        <translation>Zadane pytania</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="395"/>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 → %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="401"/>
        <source>Question chain</source>
        <translation>Kolejka pytań</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="289"/>
        <source>Speaks: %1</source>
        <translation>Mówi: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="290"/>
        <source>Nobody is speaking</source>
        <translation>Nikt nie mówi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="298"/>
        <source>nominated by seat %1</source>
        <translation>wystawia miejsce %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="300"/>
        <source>Nominated: %1</source>
        <translation>Wystawieni: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="302"/>
        <source>Nobody nominated yet</source>
        <translation>Nikt jeszcze nie wystawiony</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="305"/>
        <source>Turn order</source>
        <translation>Kolejność wypowiedzi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="306"/>
        <source>Next:</source>
        <translation>Dalej:</translation>
    </message>
</context>
<context>
    <name>ViewPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="182"/>
        <source>The game as the console sees it</source>
        <translation>Gra tak, jak widzi ją konsola</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="183"/>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="183"/>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
</context>
<context>
    <name>VillaPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="358"/>
        <source>The host plays: the map of the rooms is hidden</source>
        <translation>Założyciel stołu gra: mapa pokoi jest ukryta</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="364"/>
        <source>The rooms are known once the cards are dealt</source>
        <translation>Pokoje będą znane po rozdaniu kart</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="377"/>
        <source>Tonight&apos;s picks so far; grey: not chosen yet (stays in last night&apos;s room)</source>
        <translation>Dotychczasowe wybory tej nocy; na szaro — jeszcze nie wybrali (zostają w pokoju z poprzedniej nocy)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="380"/>
        <source>Where everyone spent the last night</source>
        <translation>Gdzie każdy spędził ostatnią noc</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="381"/>
        <source>Nobody has spent a night in the villa yet</source>
        <translation>Nikt jeszcze nie spędził nocy w willi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="407"/>
        <source>checked</source>
        <translation>sprawdzany</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="409"/>
        <source>holy ground</source>
        <translation>święta ziemia</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="411"/>
        <source>ghosts: %1</source>
        <translation>duchy: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="417"/>
        <source>Asleep (powder): %1</source>
        <translation>Śpią (proszek): %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="419"/>
        <source>murderer</source>
        <translation>morderca</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="419"/>
        <source>possessed</source>
        <translation>opętany</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="425"/>
        <source>Not chosen yet:</source>
        <translation>Jeszcze nie wybrali:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="430"/>
        <source>The villa: who is where</source>
        <translation>Willa: kto gdzie</translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="380"/>
        <source>Who goes to the defence? Hands for each nominee</source>
        <translation>Kto idzie do obrony? Ręce za każdego kandydata</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="382"/>
        <source>Hands to expel, for each candidate</source>
        <translation>Ręce za wyrzuceniem każdego kandydata</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="384"/>
        <source>First day: who wants to expel anyone at all? Hands:</source>
        <translation>Pierwszy dzień: kto w ogóle chce kogoś wyrzucić? Ręce:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="388"/>
        <source>Car crash: expel them both (%1)? Hands:</source>
        <translation>Katastrofa: wyrzucić oboje (%1)? Ręce:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="389"/>
        <source>Car crash: expel them all (%1)? Hands:</source>
        <translation>Katastrofa: wyrzucić wszystkich (%1)? Ręce:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="392"/>
        <source>Defence: %1</source>
        <translation>Obrona: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="394"/>
        <source>No vote now</source>
        <translation>Teraz nie ma głosowania</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="403"/>
        <source>Enter</source>
        <translation>Wpisz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="435"/>
        <source>Living players: %1 · hands entered: %2 · a majority is %3</source>
        <translation>Żywych graczy: %1 · wpisanych rąk: %2 · większość to %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="474"/>
        <source>Vote</source>
        <translation>Głosowanie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="475"/>
        <source>Enter the hands</source>
        <translation>Wpisz ręce</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="448"/>
        <source>%1 accuses %2</source>
        <translation>Oskarżenie: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="452"/>
        <source>Time is up: who is the spy?</source>
        <translation>Czas minął: kto jest szpiegiem?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="455"/>
        <source>%1 is exposed and names the location</source>
        <translation>Szpieg %1 zdemaskowany: ostatnia szansa, by wskazać miejsce</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="458"/>
        <source>How everyone voted</source>
        <translation>Kto jak głosował</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="461"/>
        <source>No vote right now</source>
        <translation>Teraz nie ma głosowania</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="463"/>
        <source>Accused already this round: %1</source>
        <translation>W tej rundzie oskarżali już: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="472"/>
        <source>%1 of %2 voted</source>
        <translation>zagłosowało %1 z %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="479"/>
        <source>passed</source>
        <translation>przyjęte</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="479"/>
        <source>failed</source>
        <translation>odrzucone</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="480"/>
        <source>%1 accused %2: %3</source>
        <translation>Oskarżenie %1 → %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="484"/>
        <source>yes: %1</source>
        <translation>tak: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="485"/>
        <source>no: %1</source>
        <translation>nie: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="487"/>
        <source>%1 named %2</source>
        <translation>Podejrzenie: %1 → %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="493"/>
        <source>%1 guessed %2: right</source>
        <translation>%1 wskazuje miejsce: „%2” — trafnie</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="494"/>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 wskazuje miejsce: „%2” — pudło</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="497"/>
        <source>No votes this round</source>
        <translation>W tej rundzie nie głosowano</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="500"/>
        <source>Voting</source>
        <translation>Głosowanie</translation>
    </message>
</context>
</TS>
