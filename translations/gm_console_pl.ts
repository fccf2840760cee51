<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>BoardWindow</name>
    <message>
        <source>%1 · table %2</source>
        <translation>%1 · stół %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>Join with your phone</source>
        <translation>Dołącz telefonem</translation>
    </message>
    <message>
        <source>Call: %1</source>
        <translation>Rozmowa: %1</translation>
    </message>
    <message>
        <source>At the table (%1): %2</source>
        <translation>Przy stole (%1): %2</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Czekamy na graczy…</translation>
    </message>
    <message>
        <source>Asks now: %1</source>
        <translation>Pyta: %1</translation>
    </message>
    <message>
        <source>%1 accuses %2 — %3 of %4 voted</source>
        <translation>%1 oskarża gracza %2 — zagłosowało %3 z %4</translation>
    </message>
    <message>
        <source>Name your suspect on your phone — %1 of %2 voted</source>
        <translation>Wskaż podejrzanego w telefonie — zagłosowało %1 z %2</translation>
    </message>
    <message>
        <source>%1 is exposed! Last chance to name the location…</source>
        <translation>Szpieg %1 zdemaskowany! Ostatnia szansa, by wskazać lokację…</translation>
    </message>
    <message>
        <source>Look at your card, then wait for the start</source>
        <translation>Obejrzyj swoją kartę i czekaj na start</translation>
    </message>
    <message>
        <source>No points this round</source>
        <translation>Ta runda bez punktów</translation>
    </message>
    <message>
        <source>Spies: %1</source>
        <translation>Szpiedzy: %1</translation>
    </message>
    <message>
        <source>Spy: %1</source>
        <translation>Szpieg: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Lokacja: %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Paused for the vote</source>
        <translation>Wstrzymany na czas głosowania</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Wstrzymany</translation>
    </message>
    <message>
        <source>GM Console — public board</source>
        <translation>GM Console — tablica</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Pass turn to the selected player</source>
        <translation>Przekaż kolejkę wybranemu graczowi</translation>
    </message>
    <message>
        <source>Pass the asker's turn to the player selected in the seat list</source>
        <translation>Przekaż kolejkę pytającego graczowi wybranemu na liście miejsc</translation>
    </message>
    <message>
        <source>Save the protocol</source>
        <translation>Zapisz protokół</translation>
    </message>
    <message>
        <source>Save this table's protocol as JSON and as a printable page</source>
        <translation>Zapisz protokół tego stołu jako JSON i jako stronę do druku</translation>
    </message>
    <message>
        <source>Deal cards</source>
        <translation>Rozdaj karty</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Następna runda</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Rozpocznij rundę</translation>
    </message>
    <message>
        <source>Pass turn</source>
        <translation>Przekaż kolejkę</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>+30 s</source>
        <translation>+30 s</translation>
    </message>
    <message>
        <source>−30 s</source>
        <translation>−30 s</translation>
    </message>
    <message>
        <source>Abort round</source>
        <translation>Przerwij rundę</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Usuń gracza</translation>
    </message>
    <message>
        <source>New seat link</source>
        <translation>Nowy link</translation>
    </message>
    <message>
        <source>Copy join link</source>
        <translation>Kopiuj link</translation>
    </message>
    <message>
        <source>Board full screen</source>
        <translation>Tablica na pełnym ekranie</translation>
    </message>
    <message>
        <source>Show board</source>
        <translation>Pokaż tablicę</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>Deal a secret card to every player</source>
        <translation>Rozdaj każdemu graczowi tajną kartę</translation>
    </message>
    <message>
        <source>Deal new cards for the next round</source>
        <translation>Rozdaj nowe karty na następną rundę</translation>
    </message>
    <message>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Rozpocznij rundę: aplikacja wybiera, kto pyta pierwszy, i uruchamia zegar</translation>
    </message>
    <message>
        <source>Pass the asker's turn to the next player</source>
        <translation>Przekaż kolejkę następnemu graczowi</translation>
    </message>
    <message>
        <source>Pause or resume the round timer</source>
        <translation>Wstrzymaj lub wznów zegar rundy</translation>
    </message>
    <message>
        <source>Add 30 seconds to the round</source>
        <translation>Dodaj rundzie 30 sekund</translation>
    </message>
    <message>
        <source>Take 30 seconds from the round</source>
        <translation>Odejmij rundzie 30 sekund</translation>
    </message>
    <message>
        <source>Abort the round: nobody scores</source>
        <translation>Przerwij rundę: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <source>Take back the last moderator action</source>
        <translation>Cofnij ostatnią akcję prowadzącego</translation>
    </message>
    <message>
        <source>Remove the selected player from the table</source>
        <translation>Usuń wybranego gracza ze stołu</translation>
    </message>
    <message>
        <source>Give the selected seat a new link to rejoin (the old one stops working)</source>
        <translation>Daj wybranemu miejscu nowy link do powrotu (stary przestanie działać)</translation>
    </message>
    <message>
        <source>Copy the join link, e.g. to send it to remote players</source>
        <translation>Skopiuj link do dołączenia, np. aby wysłać go graczom zdalnym</translation>
    </message>
    <message>
        <source>Show the public board full screen, or as a window</source>
        <translation>Pokaż tablicę na pełnym ekranie lub w oknie</translation>
    </message>
    <message>
        <source>Show or hide the public board window</source>
        <translation>Pokaż lub ukryj okno tablicy</translation>
    </message>
    <message>
        <source>Close the console (the table is kept and restored next time)</source>
        <translation>Zamknij konsolę (stół zostanie zachowany i przywrócony następnym razem)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Evening…</source>
        <translation>Wieczór…</translation>
    </message>
    <message>
        <source>Tonight's standings, new accounts, penalties and awards</source>
        <translation>Ranking wieczoru, nowe konta, kary i nagrody</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>Another console on the network uses the code %1</source>
        <translation>Inna konsola w sieci używa kodu %1</translation>
    </message>
    <message>
        <source>The server is not available in this installation</source>
        <translation>W tej instalacji brakuje serwera</translation>
    </message>
    <message>
        <source>The server could not start on port %1: %2</source>
        <translation>Serwer nie mógł wystartować na porcie %1: %2</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <source>Evening: %1</source>
        <translation>Wieczór: %1</translation>
    </message>
    <message>
        <source>account</source>
        <translation>konto</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>gość</translation>
    </message>
    <message>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Gra z kontem: wieczór jest zapisywany</translation>
    </message>
    <message>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>Gość: gra, ale nic nie jest zapisywane</translation>
    </message>
    <message>
        <source>Select a seat first</source>
        <translation>Najpierw wybierz miejsce</translation>
    </message>
    <message>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>Gość nie ma konta: nie można nic zapisać</translation>
    </message>
    <message>
        <source>Record it for the selected player</source>
        <translation>Zapisz wybranemu graczowi</translation>
    </message>
    <message>
        <source>Select a seat with an account</source>
        <translation>Wybierz gracza z kontem</translation>
    </message>
    <message>
        <source>Penalty for %1: %2</source>
        <translation>Kara dla %1: %2</translation>
    </message>
    <message>
        <source>Award for %1: %2</source>
        <translation>Nagroda dla %1: %2</translation>
    </message>
    <message>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Konto %1 utworzone. Gracz loguje się na telefonie tym pseudonimem i hasłem.</translation>
    </message>
    <message>
        <source>An account with this nickname exists already</source>
        <translation>Konto o tym pseudonimie już istnieje</translation>
    </message>
    <message>
        <source>The password needs at least %1 characters</source>
        <translation>Hasło jest za krótkie (minimum: %1)</translation>
    </message>
    <message>
        <source>The password is too long</source>
        <translation>Hasło jest za długie</translation>
    </message>
    <message>
        <source>Enter a nickname</source>
        <translation>Wpisz pseudonim</translation>
    </message>
    <message>
        <source>This cannot be recorded</source>
        <translation>Tego nie można zapisać</translation>
    </message>
    <message>
        <source>Evening — standings and accounts</source>
        <translation>Wieczór — ranking i konta</translation>
    </message>
    <message>
        <source>Tonight's standings</source>
        <translation>Ranking wieczoru</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Penalties and awards</source>
        <translation>Kary i nagrody</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Dziś jeszcze nic nie zapisano. Rundy graczy z kontami pojawiają się tu po zakończeniu; gości się nie zapisuje.</translation>
    </message>
    <message>
        <source>Players at this table</source>
        <translation>Gracze przy tym stole</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Pseudonim</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Konto</translation>
    </message>
    <message>
        <source>Penalty or award:</source>
        <translation>Kara czy nagroda:</translation>
    </message>
    <message>
        <source>Penalty (points taken away)</source>
        <translation>Kara (punkty odjęte)</translation>
    </message>
    <message>
        <source>Award (points given)</source>
        <translation>Nagroda (punkty dodane)</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punkty:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notatka:</translation>
    </message>
    <message>
        <source>Why, e.g. a foul or the best question</source>
        <translation>Za co, np. faul albo najlepsze pytanie</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>New account</source>
        <translation>Nowe konto</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>Pseudonim:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Hasło:</translation>
    </message>
    <message>
        <source>Create account</source>
        <translation>Utwórz konto</translation>
    </message>
    <message>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>Pseudonim i hasło, bez e-maila. Gracze mogą też założyć konto sami — na telefonie, przy dołączaniu.</translation>
    </message>
    <message>
        <source>Tonight's standings: points include penalties and awards</source>
        <translation>Ranking wieczoru: punkty uwzględniają kary i nagrody</translation>
    </message>
    <message>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Wybierz gracza, który dostaje karę lub nagrodę</translation>
    </message>
    <message>
        <source>A penalty takes points away, an award gives points</source>
        <translation>Kara odejmuje punkty, nagroda je dodaje</translation>
    </message>
    <message>
        <source>How many points</source>
        <translation>Ile punktów</translation>
    </message>
    <message>
        <source>What it was for (optional)</source>
        <translation>Za co (opcjonalnie)</translation>
    </message>
    <message>
        <source>The new account's nickname</source>
        <translation>Pseudonim nowego konta</translation>
    </message>
    <message>
        <source>At least %1 characters</source>
        <translation>Minimalna liczba znaków: %1</translation>
    </message>
    <message>
        <source>Create the account</source>
        <translation>Utwórz konto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>(the server is not running)</source>
        <translation>(serwer nie działa)</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>Dołączanie do stołu</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gra:</translation>
    </message>
    <message>
        <source>%1 (coming)</source>
        <translation>%1 (wkrótce)</translation>
    </message>
    <message>
        <source>The game played at this table</source>
        <translation>Gra przy tym stole</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Kod stołu</translation>
    </message>
    <message>
        <source>Players scan this code with their phone camera</source>
        <translation>Gracze skanują ten kod aparatem telefonu</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Taken back by undo</source>
        <translation>Cofnięte</translation>
    </message>
    <message>
        <source>No longer valid after an undo</source>
        <translation>Nieważne po cofnięciu</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 dołącza</translation>
    </message>
    <message>
        <source>%1 looked at their card</source>
        <translation>%1 ogląda swoją kartę</translation>
    </message>
    <message>
        <source>%1 asked %2</source>
        <translation>%1 pyta gracza %2</translation>
    </message>
    <message>
        <source>%1 accuses %2</source>
        <translation>%1 oskarża gracza %2</translation>
    </message>
    <message>
        <source>%1 names the location</source>
        <translation>%1 wskazuje lokację</translation>
    </message>
    <message>
        <source>Options changed</source>
        <translation>Zmieniono ustawienia</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Karty rozdane</translation>
    </message>
    <message>
        <source>Round started: %1 asks first</source>
        <translation>Runda rozpoczęta, pierwsze pytanie zadaje %1</translation>
    </message>
    <message>
        <source>Turn passed to %1</source>
        <translation>Kolejka przekazana graczowi %1</translation>
    </message>
    <message>
        <source>Timer paused</source>
        <translation>Zegar wstrzymany</translation>
    </message>
    <message>
        <source>Timer resumed</source>
        <translation>Zegar wznowiony</translation>
    </message>
    <message>
        <source>Time changed by %1 s</source>
        <translation>Czas zmieniony o %1 s</translation>
    </message>
    <message>
        <source>Round aborted</source>
        <translation>Runda przerwana</translation>
    </message>
    <message>
        <source>%1 removed by the moderator</source>
        <translation>Prowadzący usuwa gracza %1 ze stołu</translation>
    </message>
    <message>
        <source>%1 left (phone away too long)</source>
        <translation>%1 opuszcza grę (telefon zbyt długo bez połączenia)</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Czas minął</translation>
    </message>
    <message>
        <source>Console restarted: the timer waits</source>
        <translation>Konsola uruchomiona ponownie: zegar czeka</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Moderator: %1</source>
        <translation>Prowadzący: %1</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Dziennik zdarzeń</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Select a player in the seat list first</source>
        <translation>Najpierw wybierz gracza na liście miejsc</translation>
    </message>
    <message>
        <source>The protocol could not be saved: %1</source>
        <translation>Nie udało się zapisać protokołu: %1</translation>
    </message>
    <message>
        <source>Protocol saved: %1</source>
        <translation>Protokół zapisany: %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Stół %1</translation>
    </message>
    <message>
        <source>Phones: %1</source>
        <translation>Telefony: %1</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>Serwer: %1</translation>
    </message>
    <message>
        <source>Server: not running</source>
        <translation>Serwer: nie działa</translation>
    </message>
    <message>
        <source>Abort round</source>
        <translation>Przerwij rundę</translation>
    </message>
    <message>
        <source>Abort this round? Nobody scores.</source>
        <translation>Przerwać tę rundę? Nikt nie dostanie punktów.</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Usuń gracza</translation>
    </message>
    <message>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Usunąć gracza %1 ze stołu? W trakcie rundy liczy się to jako wyjście z gry.</translation>
    </message>
    <message>
        <source>New seat link</source>
        <translation>Nowy link</translation>
    </message>
    <message>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Dać graczowi %1 nowy link? Telefon, który teraz zajmuje to miejsce, zostanie rozłączony.</translation>
    </message>
    <message>
        <source>GM Console — moderator</source>
        <translation>GM Console — prowadzący</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablica</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Wieczór</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>%1 z %2 lokacji jeszcze nie padło w tym pokoju</translation>
    </message>
    <message>
        <source>%1 — %2 locations</source>
        <translation>%1 — lokacji: %2</translation>
    </message>
    <message>
        <source>Round options</source>
        <translation>Ustawienia rundy</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Talia:</translation>
    </message>
    <message>
        <source>Round time:</source>
        <translation>Czas rundy:</translation>
    </message>
    <message>
        <source>Call link:</source>
        <translation>Link do rozmowy:</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Two spies (from 7 players)</source>
        <translation>Dwóch szpiegów (od 7 graczy)</translation>
    </message>
    <message>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Prowadzący gra (ten ekran ukrywa wszystkie tajemnice)</translation>
    </message>
    <message>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>Link WhatsApp, FaceTime lub Meet dla graczy zdalnych</translation>
    </message>
    <message>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Rodzinna: bez alkoholu i życia nocnego; Pełna: z imprezami dla dorosłych</translation>
    </message>
    <message>
        <source>How long a round lasts</source>
        <translation>Ile trwa runda</translation>
    </message>
    <message>
        <source>Deal two spies who do not know about each other</source>
        <translation>Rozdaj dwóch szpiegów, którzy nic o sobie nie wiedzą</translation>
    </message>
    <message>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>Prowadzący też gra: ten ekran nie pokazuje wtedy lokacji, szpiega ani ról</translation>
    </message>
    <message>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Gracze widzą ten link w poczekalni na telefonach</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <source>New seat link</source>
        <translation>Nowy link</translation>
    </message>
    <message>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 skanuje ten kod, aby wrócić na swoje miejsce. Stary link już nie działa.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Kopiuj link</translation>
    </message>
    <message>
        <source>Copy the link</source>
        <translation>Skopiuj link</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <source>Leader: %1</source>
        <translation>Lider: %1</translation>
    </message>
    <message>
        <source>No points yet</source>
        <translation>Na razie brak punktów</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runda %1: %2</translation>
    </message>
    <message>
        <source>%1; spy: %2</source>
        <translation>%1; szpieg: %2</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rundy</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <source>watching</source>
        <translation>obserwuje</translation>
    </message>
    <message>
        <source>looked ✓</source>
        <translation>obejrzana ✓</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>jeszcze nie</translation>
    </message>
    <message>
        <source>%1 seated, %2 phones connected</source>
        <translation>Przy stole: %1, połączonych telefonów: %2</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Pseudonim</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Select a seat to remove it or give it a new link</source>
        <translation>Wybierz miejsce, aby usunąć gracza lub dać nowy link</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <source>The host plays: the location, the spies and the roles are only on the players' phones.</source>
        <translation>Prowadzący gra: lokacja, szpiedzy i role są tylko na telefonach graczy.</translation>
    </message>
    <message>
        <source>No cards are out.</source>
        <translation>Karty nie są rozdane.</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Lokacja</translation>
    </message>
    <message>
        <source>SPY</source>
        <translation>SZPIEG</translation>
    </message>
    <message>
        <source>Secrets (moderator only)</source>
        <translation>Tajemnice (tylko dla prowadzącego)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Spy</source>
        <translation>Szpieg</translation>
    </message>
    <message>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <source>Club mafia</source>
        <translation>Mafia klubowa</translation>
    </message>
    <message>
        <source>Elite Club quiz</source>
        <translation>Quiz „Elitarny klub”</translation>
    </message>
    <message>
        <source>Lobby: players are joining</source>
        <translation>Poczekalnia: gracze dołączają</translation>
    </message>
    <message>
        <source>Cards dealt: players look at their cards</source>
        <translation>Karty rozdane: gracze oglądają swoje karty</translation>
    </message>
    <message>
        <source>Round running: questions</source>
        <translation>Runda trwa: pytania</translation>
    </message>
    <message>
        <source>Accusation: voting</source>
        <translation>Oskarżenie: głosowanie</translation>
    </message>
    <message>
        <source>Time is up: everyone names a suspect</source>
        <translation>Czas minął: każdy wskazuje podejrzanego</translation>
    </message>
    <message>
        <source>The exposed spy guesses the location</source>
        <translation>Zdemaskowany szpieg zgaduje lokację</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Runda zakończona</translation>
    </message>
    <message>
        <source>The spy was caught by an accusation</source>
        <translation>Szpieg złapany dzięki oskarżeniu</translation>
    </message>
    <message>
        <source>An innocent player was accused</source>
        <translation>Oskarżono niewinnego gracza</translation>
    </message>
    <message>
        <source>The spy guessed the location</source>
        <translation>Szpieg odgadł lokację</translation>
    </message>
    <message>
        <source>The spy guessed wrong</source>
        <translation>Szpieg nie odgadł lokacji</translation>
    </message>
    <message>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Czas minął, a szpieg pozostał nierozpoznany</translation>
    </message>
    <message>
        <source>The spy was exposed but guessed the location</source>
        <translation>Szpieg zdemaskowany, ale odgadł lokację</translation>
    </message>
    <message>
        <source>The spy was exposed and guessed wrong</source>
        <translation>Szpieg zdemaskowany i nie odgadł lokacji</translation>
    </message>
    <message>
        <source>The round was aborted: nobody scores</source>
        <translation>Runda przerwana: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <source>The spy left: nobody scores</source>
        <translation>Szpieg wyszedł: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <source>Too few players remained: nobody scores</source>
        <translation>Zostało za mało graczy: nikt nie dostaje punktów</translation>
    </message>
    <message>
        <source>The spies win</source>
        <translation>Wygrywają szpiedzy</translation>
    </message>
    <message>
        <source>The locals win</source>
        <translation>Wygrywają miejscowi</translation>
    </message>
    <message>
        <source>This action is not known here</source>
        <translation>Ta akcja jest tu nieznana</translation>
    </message>
    <message>
        <source>This action has a wrong value</source>
        <translation>Ta akcja ma błędną wartość</translation>
    </message>
    <message>
        <source>This action is not allowed</source>
        <translation>Ta akcja jest niedozwolona</translation>
    </message>
    <message>
        <source>Not possible at this moment of the game</source>
        <translation>Na tym etapie gry to niemożliwe</translation>
    </message>
    <message>
        <source>It is not this player's turn</source>
        <translation>To nie jest kolej tego gracza</translation>
    </message>
    <message>
        <source>This has already been done</source>
        <translation>To już zrobiono</translation>
    </message>
    <message>
        <source>The table is full</source>
        <translation>Stół jest pełny</translation>
    </message>
    <message>
        <source>This nickname is taken</source>
        <translation>Ten pseudonim jest zajęty</translation>
    </message>
    <message>
        <source>Too few players</source>
        <translation>Za mało graczy</translation>
    </message>
    <message>
        <source>This seat does not play in this round</source>
        <translation>To miejsce nie gra w tej rundzie</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>Nie ma czego cofnąć</translation>
    </message>
    <message>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Nie można cofnąć: tajemnica została już ujawniona</translation>
    </message>
    <message>
        <source>The message could not be read</source>
        <translation>Nie udało się odczytać wiadomości</translation>
    </message>
    <message>
        <source>The message is malformed</source>
        <translation>Wiadomość ma błędny format</translation>
    </message>
    <message>
        <source>Unknown message type</source>
        <translation>Nieznany typ wiadomości</translation>
    </message>
    <message>
        <source>The message is too large</source>
        <translation>Wiadomość jest za duża</translation>
    </message>
    <message>
        <source>Incompatible app version</source>
        <translation>Niezgodna wersja aplikacji</translation>
    </message>
    <message>
        <source>No table with this code</source>
        <translation>Nie ma stołu z tym kodem</translation>
    </message>
    <message>
        <source>This seat link is no longer valid</source>
        <translation>Ten link do miejsca jest już nieważny</translation>
    </message>
    <message>
        <source>Join the table first</source>
        <translation>Najpierw dołącz do stołu</translation>
    </message>
    <message>
        <source>Already joined</source>
        <translation>Już dołączono</translation>
    </message>
    <message>
        <source>Too many messages</source>
        <translation>Za dużo wiadomości</translation>
    </message>
    <message>
        <source>The table changed; look again</source>
        <translation>Stół się zmienił; spójrz jeszcze raz</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>połączony</translation>
    </message>
    <message>
        <source>away</source>
        <translation>bez połączenia</translation>
    </message>
    <message>
        <source>left</source>
        <translation>poza grą</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <source>The timer starts with the round</source>
        <translation>Zegar ruszy wraz z rundą</translation>
    </message>
    <message>
        <source>Paused for the vote</source>
        <translation>Wstrzymany na czas głosowania</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Zatrzymany</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Odlicza</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Wstrzymany</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Zegar</translation>
    </message>
</context>
<context>
    <name>TurnsPanel</name>
    <message>
        <source>Looked at their card</source>
        <translation>Obejrzeli swoją kartę</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Still to look: %1</source>
        <translation>Jeszcze nie obejrzeli: %1</translation>
    </message>
    <message>
        <source>Everyone has looked: start the round</source>
        <translation>Wszyscy obejrzeli: zaczynajcie rundę</translation>
    </message>
    <message>
        <source>Asks now</source>
        <translation>Teraz pyta</translation>
    </message>
    <message>
        <source>Questions so far</source>
        <translation>Zadane pytania</translation>
    </message>
    <message>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 pyta gracza %3</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Kolejność pytań</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <source>%1 accuses %2</source>
        <translation>%1 oskarża gracza %2</translation>
    </message>
    <message>
        <source>Time is up: who is the spy?</source>
        <translation>Czas minął: kto jest szpiegiem?</translation>
    </message>
    <message>
        <source>%1 is exposed and names the location</source>
        <translation>Szpieg %1 zdemaskowany: ostatnia szansa, by wskazać lokację</translation>
    </message>
    <message>
        <source>How everyone voted</source>
        <translation>Kto jak głosował</translation>
    </message>
    <message>
        <source>No vote right now</source>
        <translation>Teraz nie ma głosowania</translation>
    </message>
    <message>
        <source>Accused already this round: %1</source>
        <translation>Już oskarżali w tej rundzie: %1</translation>
    </message>
    <message>
        <source>%1 of %2 voted</source>
        <translation>zagłosowało %1 z %2</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>przyjęte</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>odrzucone</translation>
    </message>
    <message>
        <source>%1 accused %2: %3</source>
        <translation>Oskarżenie %1 → %2: %3</translation>
    </message>
    <message>
        <source>yes: %1</source>
        <translation>tak: %1</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>nie: %1</translation>
    </message>
    <message>
        <source>%1 named %2</source>
        <translation>%1 podejrzewa gracza %2</translation>
    </message>
    <message>
        <source>%1 guessed %2: right</source>
        <translation>%1 wskazuje lokację „%2”: trafnie</translation>
    </message>
    <message>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 wskazuje lokację „%2”: błędnie</translation>
    </message>
    <message>
        <source>No votes this round</source>
        <translation>W tej rundzie nie głosowano</translation>
    </message>
    <message>
        <source>Voting</source>
        <translation>Głosowanie</translation>
    </message>
</context>
</TS>
