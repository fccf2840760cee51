<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../gm_console/board_window.py" line="267"/>
        <source>%1 · table %2</source>
        <translation>%1 · stół %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="270"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="286"/>
        <source>Join with your phone</source>
        <translation>Dołącz telefonem</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="292"/>
        <source>Call: %1</source>
        <translation>Rozmowa: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="296"/>
        <source>At the table (%1): %2</source>
        <translation>Przy stole (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="298"/>
        <source>Waiting for players…</source>
        <translation>Czekamy na graczy…</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="305"/>
        <source>Asks now: %1</source>
        <translation>Pyta: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="309"/>
        <source>%1 accuses %2 — %3 of %4 voted</source>
        <translation>%1 oskarża gracza %2 — zagłosowało %3 z %4</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="315"/>
        <source>Name your suspect on your phone — %1 of %2 voted</source>
        <translation>Wskaż podejrzanego w telefonie — zagłosowało %1 z %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="319"/>
        <source>%1 is exposed! Last chance to name the location…</source>
        <translation>Szpieg %1 zdemaskowany! Ostatnia szansa, by wskazać lokację…</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="322"/>
        <source>Look at your card, then wait for the start</source>
        <translation>Obejrzyj swoją kartę i czekaj na start</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="334"/>
        <source>No points this round</source>
        <translation>Ta runda bez punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="338"/>
        <source>Spies: %1</source>
        <translation>Szpiedzy: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="338"/>
        <source>Spy: %1</source>
        <translation>Szpieg: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="339"/>
        <source>Location: %1</source>
        <translation>Lokacja: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="354"/>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="369"/>
        <source>Paused for the vote</source>
        <translation>Wstrzymany na czas głosowania</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="371"/>
        <source>Paused</source>
        <translation>Wstrzymany</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="172"/>
        <location filename="../gm_console/board_window.py" line="386"/>
        <source>GM Console — public board</source>
        <translation>GM Console — tablica</translation>
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
        <translation>Cofnij ostatnią akcję prowadzącego</translation>
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
    <name>Console</name>
    <message>
        <location filename="../gm_console/app.py" line="304"/>
        <source>Another console on the network uses the code %1</source>
        <translation>Inna konsola w sieci używa kodu %1</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="264"/>
        <source>The server is not available in this installation</source>
        <translation>W tej instalacji brakuje serwera</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="271"/>
        <source>The server could not start on port %1: %2</source>
        <translation>Serwer nie mógł wystartować na porcie %1: %2</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <location filename="../gm_console/panels/round.py" line="88"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="100"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <location filename="../gm_console/evening.py" line="241"/>
        <source>Evening: %1</source>
        <translation>Wieczór: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="279"/>
        <source>account</source>
        <translation>konto</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="279"/>
        <source>guest</source>
        <translation>gość</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="286"/>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Gra z kontem: wieczór jest zapisywany</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="287"/>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>Gość: gra, ale nic nie jest zapisywane</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="320"/>
        <source>Select a seat first</source>
        <translation>Najpierw wybierz miejsce</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="322"/>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>Gość nie ma konta: nie można nic zapisać</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="325"/>
        <source>Record it for the selected player</source>
        <translation>Zapisz wybranemu graczowi</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="338"/>
        <source>Select a seat with an account</source>
        <translation>Wybierz gracza z kontem</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="346"/>
        <source>Penalty for %1: %2</source>
        <translation>Kara dla %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="346"/>
        <source>Award for %1: %2</source>
        <translation>Nagroda dla %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="361"/>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Konto %1 utworzone. Gracz loguje się na telefonie tym pseudonimem i hasłem.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="366"/>
        <source>An account with this nickname exists already</source>
        <translation>Konto o tym pseudonimie już istnieje</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="367"/>
        <source>The password needs at least %1 characters</source>
        <translation>Hasło jest za krótkie (minimum: %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="369"/>
        <source>The password is too long</source>
        <translation>Hasło jest za długie</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="370"/>
        <source>Enter a nickname</source>
        <translation>Wpisz pseudonim</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="373"/>
        <source>This cannot be recorded</source>
        <translation>Tego nie można zapisać</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="394"/>
        <source>Evening — standings and accounts</source>
        <translation>Wieczór — ranking i konta</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="395"/>
        <source>Tonight&apos;s standings</source>
        <translation>Ranking wieczoru</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Penalties and awards</source>
        <translation>Kary i nagrody</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="398"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="399"/>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Dziś jeszcze nic nie zapisano. Rundy graczy z kontami pojawiają się tu po zakończeniu; gości się nie zapisuje.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="401"/>
        <source>Players at this table</source>
        <translation>Gracze przy tym stole</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="402"/>
        <source>Nickname</source>
        <translation>Pseudonim</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="402"/>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="403"/>
        <source>Penalty or award:</source>
        <translation>Kara czy nagroda:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="404"/>
        <source>Penalty (points taken away)</source>
        <translation>Kara (punkty odjęte)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="405"/>
        <source>Award (points given)</source>
        <translation>Nagroda (punkty dodane)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="406"/>
        <source>Points:</source>
        <translation>Punkty:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="407"/>
        <source>Note:</source>
        <translation>Notatka:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="408"/>
        <source>Why, e.g. a foul or the best question</source>
        <translation>Za co, np. faul albo najlepsze pytanie</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="409"/>
        <source>Record</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="410"/>
        <source>New account</source>
        <translation>Nowe konto</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Nickname:</source>
        <translation>Pseudonim:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="412"/>
        <source>Password:</source>
        <translation>Hasło:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="413"/>
        <source>Create account</source>
        <translation>Utwórz konto</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="414"/>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>Pseudonim i hasło, bez e-maila. Gracze mogą też założyć konto sami — na telefonie, przy dołączaniu.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="417"/>
        <source>Tonight&apos;s standings: points include penalties and awards</source>
        <translation>Ranking wieczoru: punkty uwzględniają kary i nagrody</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="418"/>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Wybierz gracza, który dostaje karę lub nagrodę</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="419"/>
        <source>A penalty takes points away, an award gives points</source>
        <translation>Kara odejmuje punkty, nagroda je dodaje</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="420"/>
        <source>How many points</source>
        <translation>Ile punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="421"/>
        <source>What it was for (optional)</source>
        <translation>Za co (opcjonalnie)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="422"/>
        <source>The new account&apos;s nickname</source>
        <translation>Pseudonim nowego konta</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="423"/>
        <source>At least %1 characters</source>
        <translation>Minimalna liczba znaków: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="424"/>
        <source>Create the account</source>
        <translation>Utwórz konto</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="431"/>
        <location filename="../gm_console/evening.py" line="432"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>GenericBoard</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="237"/>
        <source>%1 · table %2</source>
        <translation>%1 · stół %2</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="104"/>
        <source>(the server is not running)</source>
        <translation>(serwer nie działa)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="111"/>
        <source>Join the table</source>
        <translation>Dołączanie do stołu</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="112"/>
        <source>Game:</source>
        <translation>Gra:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="116"/>
        <source>%1 (coming)</source>
        <translation>%1 (wkrótce)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="117"/>
        <source>The game played at this table</source>
        <translation>Gra przy tym stole</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="119"/>
        <source>Table code</source>
        <translation>Kod stołu</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="120"/>
        <source>Players scan this code with their phone camera</source>
        <translation>Gracze skanują ten kod aparatem telefonu</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../gm_console/panels/log.py" line="84"/>
        <source>Taken back by undo</source>
        <translation>Cofnięte</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="85"/>
        <source>No longer valid after an undo</source>
        <translation>Nieważne po cofnięciu</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="103"/>
        <source>%1 joined</source>
        <translation>%1 dołącza</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="105"/>
        <source>%1 looked at their card</source>
        <translation>%1 ogląda swoją kartę</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="106"/>
        <source>%1 asked %2</source>
        <translation>%1 pyta gracza %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="108"/>
        <source>%1 accuses %2</source>
        <translation>%1 oskarża gracza %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="109"/>
        <source>%1 names the location</source>
        <translation>%1 wskazuje lokację</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="110"/>
        <source>Options changed</source>
        <translation>Zmieniono ustawienia</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="111"/>
        <source>Cards dealt</source>
        <translation>Karty rozdane</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="112"/>
        <source>Round started: %1 asks first</source>
        <translation>Runda rozpoczęta, pierwsze pytanie zadaje %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="114"/>
        <source>Turn passed to %1</source>
        <translation>Kolejka przekazana graczowi %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="115"/>
        <source>Timer paused</source>
        <translation>Zegar wstrzymany</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="116"/>
        <source>Timer resumed</source>
        <translation>Zegar wznowiony</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="117"/>
        <source>Time changed by %1 s</source>
        <translation>Czas zmieniony o %1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="119"/>
        <source>Round aborted</source>
        <translation>Runda przerwana</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="120"/>
        <source>%1 removed by the moderator</source>
        <translation>Prowadzący usuwa gracza %1 ze stołu</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="121"/>
        <source>%1 left (phone away too long)</source>
        <translation>%1 opuszcza grę (telefon zbyt długo bez połączenia)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="122"/>
        <source>Time is up</source>
        <translation>Czas minął</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="123"/>
        <source>Console restarted: the timer waits</source>
        <translation>Konsola uruchomiona ponownie: zegar czeka</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="124"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="128"/>
        <source>Moderator: %1</source>
        <translation>Prowadzący: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="132"/>
        <source>Event log</source>
        <translation>Dziennik zdarzeń</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gm_console/main_window.py" line="236"/>
        <source>The protocol could not be saved: %1</source>
        <translation>Nie udało się zapisać protokołu: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="239"/>
        <source>Protocol saved: %1</source>
        <translation>Protokół zapisany: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="209"/>
        <source>Table %1</source>
        <translation>Stół %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="210"/>
        <source>Phones: %1</source>
        <translation>Telefony: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="211"/>
        <source>Server: %1</source>
        <translation>Serwer: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="212"/>
        <source>Server: not running</source>
        <translation>Serwer: nie działa</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="266"/>
        <source>New table</source>
        <translation>Nowy stół</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="267"/>
        <source>Open a new table for %1? This table ends, its protocol stays in the journal, and every phone joins again with the new code.</source>
        <translation>Otworzyć nowy stół do gry „%1”? Ten stół się zakończy, jego protokół zostanie w dzienniku, a wszystkie telefony dołączą ponownie z nowym kodem.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="283"/>
        <source>Remove player</source>
        <translation>Usuń gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="284"/>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Usunąć gracza %1 ze stołu? W trakcie rundy liczy się to jako wyjście z gry.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="293"/>
        <source>New seat link</source>
        <translation>Nowy link</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="294"/>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Dać graczowi %1 nowy link? Telefon, który teraz zajmuje to miejsce, zostanie rozłączony.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="349"/>
        <source>GM Console — moderator</source>
        <translation>GM Console — prowadzący</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="353"/>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="354"/>
        <source>Board</source>
        <translation>Tablica</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="356"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="355"/>
        <source>Evening</source>
        <translation>Wieczór</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="197"/>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>%1 z %2 lokacji jeszcze nie padło w tym pokoju</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="212"/>
        <source>%1 — %2 locations</source>
        <translation>%1 — lokacji: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="222"/>
        <source>Round options</source>
        <translation>Ustawienia rundy</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="223"/>
        <source>Deck:</source>
        <translation>Talia:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="224"/>
        <source>Round time:</source>
        <translation>Czas rundy:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="225"/>
        <source>Call link:</source>
        <translation>Link do rozmowy:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="227"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="228"/>
        <source>Two spies (from 7 players)</source>
        <translation>Dwóch szpiegów (od 7 graczy)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="229"/>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Prowadzący gra (ten ekran ukrywa wszystkie tajemnice)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="230"/>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>Link WhatsApp, FaceTime lub Meet dla graczy zdalnych</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="232"/>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Rodzinna: bez alkoholu i życia nocnego; Pełna: z imprezami dla dorosłych</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="233"/>
        <source>How long a round lasts</source>
        <translation>Ile trwa runda</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="234"/>
        <source>Deal two spies who do not know about each other</source>
        <translation>Rozdaj dwóch szpiegów, którzy nic o sobie nie wiedzą</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="236"/>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>Prowadzący też gra: ten ekran nie pokazuje wtedy lokacji, szpiega ani ról</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="237"/>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Gracze widzą ten link w poczekalni na telefonach</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="198"/>
        <source>New seat link</source>
        <translation>Nowy link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="199"/>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 skanuje ten kod, aby wrócić na swoje miejsce. Stary link już nie działa.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="201"/>
        <source>Copy link</source>
        <translation>Kopiuj link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="202"/>
        <source>Copy the link</source>
        <translation>Skopiuj link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="204"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>RequestsPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="141"/>
        <source>Requests</source>
        <translation>Polecenia</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <location filename="../gm_console/panels/scores.py" line="83"/>
        <source>Leader: %1</source>
        <translation>Lider: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="85"/>
        <source>No points yet</source>
        <translation>Na razie brak punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="89"/>
        <source>Round %1: %2</source>
        <translation>Runda %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="94"/>
        <source>%1; spy: %2</source>
        <translation>%1; szpieg: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="101"/>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="102"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="102"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="103"/>
        <source>Rounds</source>
        <translation>Rundy</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="97"/>
        <source>watching</source>
        <translation>obserwuje</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="99"/>
        <source>looked ✓</source>
        <translation>obejrzana ✓</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="101"/>
        <source>not yet</source>
        <translation>jeszcze nie</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="119"/>
        <source>%1 seated, %2 phones connected</source>
        <translation>Przy stole: %1, połączonych telefonów: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="159"/>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="160"/>
        <source>Nickname</source>
        <translation>Pseudonim</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="160"/>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="160"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="161"/>
        <source>Select a seat to remove it or give it a new link</source>
        <translation>Wybierz miejsce, aby usunąć gracza lub dać nowy link</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="72"/>
        <source>The host plays: the location, the spies and the roles are only on the players&apos; phones.</source>
        <translation>Prowadzący gra: lokacja, szpiedzy i role są tylko na telefonach graczy.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="80"/>
        <source>No cards are out.</source>
        <translation>Karty nie są rozdane.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="85"/>
        <source>Location</source>
        <translation>Lokacja</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="92"/>
        <source>SPY</source>
        <translation>SZPIEG</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="105"/>
        <source>Secrets (moderator only)</source>
        <translation>Tajemnice (tylko dla prowadzącego)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="106"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="106"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
</context>
<context>
    <name>SpyDesk</name>
    <message>
        <location filename="../gm_console/games/spy.py" line="75"/>
        <source>Deal cards</source>
        <translation>Rozdaj karty</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="75"/>
        <source>Deal a secret card to every player</source>
        <translation>Rozdaj każdemu graczowi tajną kartę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="76"/>
        <source>Next round</source>
        <translation>Następna runda</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="76"/>
        <source>Deal new cards for the next round</source>
        <translation>Rozdaj nowe karty na następną rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="77"/>
        <source>Start round</source>
        <translation>Rozpocznij rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="78"/>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Rozpocznij rundę: aplikacja wybiera, kto pyta pierwszy, i uruchamia zegar</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="79"/>
        <source>Pass turn</source>
        <translation>Przekaż kolejkę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="79"/>
        <source>Pass the asker&apos;s turn to the next player</source>
        <translation>Przekaż kolejkę następnemu graczowi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="80"/>
        <source>Pass turn to the selected player</source>
        <translation>Przekaż kolejkę wybranemu graczowi</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="81"/>
        <source>Pass the asker&apos;s turn to the player selected in the seat list</source>
        <translation>Przekaż kolejkę pytającego graczowi wybranemu na liście miejsc</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="82"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="82"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="83"/>
        <source>Pause or resume the round timer</source>
        <translation>Wstrzymaj lub wznów zegar rundy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="84"/>
        <source>+30 s</source>
        <translation>+30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="84"/>
        <source>Add 30 seconds to the round</source>
        <translation>Dodaj rundzie 30 sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="85"/>
        <source>−30 s</source>
        <translation>−30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="85"/>
        <source>Take 30 seconds from the round</source>
        <translation>Odejmij rundzie 30 sekund</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="86"/>
        <source>Abort the round: nobody scores</source>
        <translation>Przerwij rundę: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="99"/>
        <source>Select a player in the seat list first</source>
        <translation>Najpierw wybierz gracza na liście miejsc</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="86"/>
        <location filename="../gm_console/games/spy.py" line="108"/>
        <source>Abort round</source>
        <translation>Przerwij rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="109"/>
        <source>Abort this round? Nobody scores.</source>
        <translation>Przerwać tę rundę? Nikt nie dostanie punktów.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../gm_console/texts.py" line="16"/>
        <source>Spy</source>
        <translation>Szpieg</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="17"/>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="18"/>
        <source>Club mafia</source>
        <translation>Mafia klubowa</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="19"/>
        <source>Elite Club quiz</source>
        <translation>Quiz „Elitarny klub”</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="24"/>
        <source>Lobby: players are joining</source>
        <translation>Poczekalnia: gracze dołączają</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="25"/>
        <source>Cards dealt: players look at their cards</source>
        <translation>Karty rozdane: gracze oglądają swoje karty</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="26"/>
        <source>Round running: questions</source>
        <translation>Runda trwa: pytania</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="27"/>
        <source>Accusation: voting</source>
        <translation>Oskarżenie: głosowanie</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="28"/>
        <source>Time is up: everyone names a suspect</source>
        <translation>Czas minął: każdy wskazuje podejrzanego</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="29"/>
        <source>The exposed spy guesses the location</source>
        <translation>Zdemaskowany szpieg zgaduje lokację</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="30"/>
        <source>Round over</source>
        <translation>Runda zakończona</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="34"/>
        <source>The spy was caught by an accusation</source>
        <translation>Szpieg złapany dzięki oskarżeniu</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="35"/>
        <source>An innocent player was accused</source>
        <translation>Oskarżono niewinnego gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="36"/>
        <source>The spy guessed the location</source>
        <translation>Szpieg odgadł lokację</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="37"/>
        <source>The spy guessed wrong</source>
        <translation>Szpieg nie odgadł lokacji</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="38"/>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Czas minął, a szpieg pozostał nierozpoznany</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="39"/>
        <source>The spy was exposed but guessed the location</source>
        <translation>Szpieg zdemaskowany, ale odgadł lokację</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="40"/>
        <source>The spy was exposed and guessed wrong</source>
        <translation>Szpieg zdemaskowany i nie odgadł lokacji</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="41"/>
        <source>The round was aborted: nobody scores</source>
        <translation>Runda przerwana: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="42"/>
        <source>The spy left: nobody scores</source>
        <translation>Szpieg wyszedł: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="43"/>
        <source>Too few players remained: nobody scores</source>
        <translation>Zostało za mało graczy: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="47"/>
        <source>The spies win</source>
        <translation>Wygrywają szpiedzy</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="48"/>
        <source>The locals win</source>
        <translation>Wygrywają miejscowi</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="53"/>
        <source>This action is not known here</source>
        <translation>Ta akcja jest tu nieznana</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="54"/>
        <source>This action has a wrong value</source>
        <translation>Ta akcja ma błędną wartość</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="55"/>
        <source>This action is not allowed</source>
        <translation>Ta akcja jest niedozwolona</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="56"/>
        <source>Not possible at this moment of the game</source>
        <translation>Na tym etapie gry to niemożliwe</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="57"/>
        <source>It is not this player&apos;s turn</source>
        <translation>To nie jest kolej tego gracza</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="58"/>
        <source>This has already been done</source>
        <translation>To już zrobiono</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="59"/>
        <source>The table is full</source>
        <translation>Stół jest pełny</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="60"/>
        <source>This nickname is taken</source>
        <translation>Ten pseudonim jest zajęty</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="61"/>
        <source>Too few players</source>
        <translation>Za mało graczy</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="62"/>
        <source>This seat does not play in this round</source>
        <translation>To miejsce nie gra w tej rundzie</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="63"/>
        <source>There is nothing to undo</source>
        <translation>Nie ma czego cofnąć</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="64"/>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Nie można cofnąć: tajemnica została już ujawniona</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="66"/>
        <source>The message could not be read</source>
        <translation>Nie udało się odczytać wiadomości</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="67"/>
        <source>The message is malformed</source>
        <translation>Wiadomość ma błędny format</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="68"/>
        <source>Unknown message type</source>
        <translation>Nieznany typ wiadomości</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="69"/>
        <source>The message is too large</source>
        <translation>Wiadomość jest za duża</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="70"/>
        <source>Incompatible app version</source>
        <translation>Niezgodna wersja aplikacji</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="71"/>
        <source>No table with this code</source>
        <translation>Nie ma stołu z tym kodem</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="72"/>
        <source>This seat link is no longer valid</source>
        <translation>Ten link do miejsca jest już nieważny</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="73"/>
        <source>Join the table first</source>
        <translation>Najpierw dołącz do stołu</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="74"/>
        <source>Already joined</source>
        <translation>Już dołączono</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="75"/>
        <source>Too many messages</source>
        <translation>Za dużo wiadomości</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="76"/>
        <source>The table changed; look again</source>
        <translation>Stół się zmienił; spójrz jeszcze raz</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="80"/>
        <source>connected</source>
        <translation>połączony</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="81"/>
        <source>away</source>
        <translation>bez połączenia</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="82"/>
        <source>left</source>
        <translation>poza grą</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <location filename="../gm_console/panels/timer.py" line="70"/>
        <source>The timer starts with the round</source>
        <translation>Zegar ruszy wraz z rundą</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="72"/>
        <source>Paused for the vote</source>
        <translation>Wstrzymany na czas głosowania</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="74"/>
        <source>Stopped</source>
        <translation>Zatrzymany</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="76"/>
        <source>Running</source>
        <translation>Odlicza</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="78"/>
        <source>Paused</source>
        <translation>Wstrzymany</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="101"/>
        <source>Timer</source>
        <translation>Zegar</translation>
    </message>
</context>
<context>
    <name>TurnsPanel</name>
    <message>
        <location filename="../gm_console/panels/round.py" line="140"/>
        <source>Looked at their card</source>
        <translation>Obejrzeli swoją kartę</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="141"/>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="144"/>
        <source>Still to look: %1</source>
        <translation>Jeszcze nie obejrzeli: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="145"/>
        <source>Everyone has looked: start the round</source>
        <translation>Wszyscy obejrzeli: zaczynajcie rundę</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="147"/>
        <location filename="../gm_console/panels/round.py" line="151"/>
        <source>Asks now</source>
        <translation>Teraz pyta</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="149"/>
        <location filename="../gm_console/panels/round.py" line="153"/>
        <source>Questions so far</source>
        <translation>Zadane pytania</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="157"/>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 pyta gracza %3</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="164"/>
        <source>Turn order</source>
        <translation>Kolejność pytań</translation>
    </message>
</context>
<context>
    <name>ViewPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="184"/>
        <source>The game as the console sees it</source>
        <translation>Gra tak, jak widzi ją konsola</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="185"/>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="185"/>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <location filename="../gm_console/panels/votes.py" line="62"/>
        <source>%1 accuses %2</source>
        <translation>%1 oskarża gracza %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="66"/>
        <source>Time is up: who is the spy?</source>
        <translation>Czas minął: kto jest szpiegiem?</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="69"/>
        <source>%1 is exposed and names the location</source>
        <translation>Szpieg %1 zdemaskowany: ostatnia szansa, by wskazać lokację</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="72"/>
        <source>How everyone voted</source>
        <translation>Kto jak głosował</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="75"/>
        <source>No vote right now</source>
        <translation>Teraz nie ma głosowania</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="77"/>
        <source>Accused already this round: %1</source>
        <translation>Już oskarżali w tej rundzie: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="86"/>
        <source>%1 of %2 voted</source>
        <translation>zagłosowało %1 z %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="93"/>
        <source>passed</source>
        <translation>przyjęte</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="93"/>
        <source>failed</source>
        <translation>odrzucone</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="94"/>
        <source>%1 accused %2: %3</source>
        <translation>Oskarżenie %1 → %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="98"/>
        <source>yes: %1</source>
        <translation>tak: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="99"/>
        <source>no: %1</source>
        <translation>nie: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="101"/>
        <source>%1 named %2</source>
        <translation>%1 podejrzewa gracza %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="107"/>
        <source>%1 guessed %2: right</source>
        <translation>%1 wskazuje lokację „%2”: trafnie</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="108"/>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 wskazuje lokację „%2”: błędnie</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="111"/>
        <source>No votes this round</source>
        <translation>W tej rundzie nie głosowano</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="114"/>
        <source>Voting</source>
        <translation>Głosowanie</translation>
    </message>
</context>
</TS>
