<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../gm_console/board_window.py" line="267"/>
        <source>%1 · table %2</source>
        <translation>%1 · table %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="270"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="286"/>
        <source>Join with your phone</source>
        <translation>Join with your phone</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="292"/>
        <source>Call: %1</source>
        <translation>Call: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="296"/>
        <source>At the table (%1): %2</source>
        <translation>At the table (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="298"/>
        <source>Waiting for players…</source>
        <translation>Waiting for players…</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="305"/>
        <source>Asks now: %1</source>
        <translation>Asks now: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="309"/>
        <source>%1 accuses %2 — %3 of %4 voted</source>
        <translation>%1 accuses %2 — %3 of %4 voted</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="315"/>
        <source>Name your suspect on your phone — %1 of %2 voted</source>
        <translation>Name your suspect on your phone — %1 of %2 voted</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="319"/>
        <source>%1 is exposed! Last chance to name the location…</source>
        <translation>%1 is exposed! Last chance to name the location…</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="322"/>
        <source>Look at your card, then wait for the start</source>
        <translation>Look at your card, then wait for the start</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="334"/>
        <source>No points this round</source>
        <translation>No points this round</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="338"/>
        <source>Spies: %1</source>
        <translation>Spies: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="338"/>
        <source>Spy: %1</source>
        <translation>Spy: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="339"/>
        <source>Location: %1</source>
        <translation>Location: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="354"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="369"/>
        <source>Paused for the vote</source>
        <translation>Paused for the vote</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="371"/>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="172"/>
        <location filename="../gm_console/board_window.py" line="386"/>
        <source>GM Console — public board</source>
        <translation>GM Console — public board</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../gm_console/commands.py" line="81"/>
        <source>Save the protocol</source>
        <translation>Save the protocol</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="92"/>
        <source>Save this table&apos;s protocol as JSON and as a printable page</source>
        <translation>Save this table&apos;s protocol as JSON and as a printable page</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="104"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="73"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="74"/>
        <source>Remove player</source>
        <translation>Remove player</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="75"/>
        <source>New seat link</source>
        <translation>New seat link</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="76"/>
        <source>Copy join link</source>
        <translation>Copy join link</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="77"/>
        <source>Board full screen</source>
        <translation>Board full screen</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="78"/>
        <source>Show board</source>
        <translation>Show board</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="79"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="84"/>
        <source>Take back the last moderator action</source>
        <translation>Take back the last moderator action</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="85"/>
        <source>Remove the selected player from the table</source>
        <translation>Remove the selected player from the table</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="86"/>
        <source>Give the selected seat a new link to rejoin (the old one stops working)</source>
        <translation>Give the selected seat a new link to rejoin (the old one stops working)</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="87"/>
        <source>Copy the join link, e.g. to send it to remote players</source>
        <translation>Copy the join link, e.g. to send it to remote players</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="88"/>
        <source>Show the public board full screen, or as a window</source>
        <translation>Show the public board full screen, or as a window</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="89"/>
        <source>Show or hide the public board window</source>
        <translation>Show or hide the public board window</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="90"/>
        <source>Close the console (the table is kept and restored next time)</source>
        <translation>Close the console (the table is kept and restored next time)</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="104"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="80"/>
        <source>Evening…</source>
        <translation>Evening…</translation>
    </message>
    <message>
        <location filename="../gm_console/commands.py" line="91"/>
        <source>Tonight&apos;s standings, new accounts, penalties and awards</source>
        <translation>Tonight&apos;s standings, new accounts, penalties and awards</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../gm_console/app.py" line="304"/>
        <source>Another console on the network uses the code %1</source>
        <translation>Another console on the network uses the code %1</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="264"/>
        <source>The server is not available in this installation</source>
        <translation>The server is not available in this installation</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="271"/>
        <source>The server could not start on port %1: %2</source>
        <translation>The server could not start on port %1: %2</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <location filename="../gm_console/panels/round.py" line="88"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="100"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <location filename="../gm_console/evening.py" line="241"/>
        <source>Evening: %1</source>
        <translation>Evening: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="279"/>
        <source>account</source>
        <translation>account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="279"/>
        <source>guest</source>
        <translation>guest</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="286"/>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Plays with an account: the evening is recorded</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="287"/>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>A guest: plays, but nothing is recorded</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="320"/>
        <source>Select a seat first</source>
        <translation>Select a seat first</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="322"/>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>A guest has no account: nothing can be recorded</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="325"/>
        <source>Record it for the selected player</source>
        <translation>Record it for the selected player</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="338"/>
        <source>Select a seat with an account</source>
        <translation>Select a seat with an account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="346"/>
        <source>Penalty for %1: %2</source>
        <translation>Penalty for %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="346"/>
        <source>Award for %1: %2</source>
        <translation>Award for %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="361"/>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Account %1 created. The player signs in on the phone with this nickname and password.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="366"/>
        <source>An account with this nickname exists already</source>
        <translation>An account with this nickname exists already</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="367"/>
        <source>The password needs at least %1 characters</source>
        <translation>The password needs at least %1 characters</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="369"/>
        <source>The password is too long</source>
        <translation>The password is too long</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="370"/>
        <source>Enter a nickname</source>
        <translation>Enter a nickname</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="373"/>
        <source>This cannot be recorded</source>
        <translation>This cannot be recorded</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="394"/>
        <source>Evening — standings and accounts</source>
        <translation>Evening — standings and accounts</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="395"/>
        <source>Tonight&apos;s standings</source>
        <translation>Tonight&apos;s standings</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="397"/>
        <source>Penalties and awards</source>
        <translation>Penalties and awards</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="398"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="399"/>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="401"/>
        <source>Players at this table</source>
        <translation>Players at this table</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="402"/>
        <source>Nickname</source>
        <translation>Nickname</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="402"/>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="403"/>
        <source>Penalty or award:</source>
        <translation>Penalty or award:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="404"/>
        <source>Penalty (points taken away)</source>
        <translation>Penalty (points taken away)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="405"/>
        <source>Award (points given)</source>
        <translation>Award (points given)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="406"/>
        <source>Points:</source>
        <translation>Points:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="407"/>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="408"/>
        <source>Why, e.g. a foul or the best question</source>
        <translation>Why, e.g. a foul or the best question</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="409"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="410"/>
        <source>New account</source>
        <translation>New account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Nickname:</source>
        <translation>Nickname:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="412"/>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="413"/>
        <source>Create account</source>
        <translation>Create account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="414"/>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="417"/>
        <source>Tonight&apos;s standings: points include penalties and awards</source>
        <translation>Tonight&apos;s standings: points include penalties and awards</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="418"/>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Select the player who gets a penalty or an award</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="419"/>
        <source>A penalty takes points away, an award gives points</source>
        <translation>A penalty takes points away, an award gives points</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="420"/>
        <source>How many points</source>
        <translation>How many points</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="421"/>
        <source>What it was for (optional)</source>
        <translation>What it was for (optional)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="422"/>
        <source>The new account&apos;s nickname</source>
        <translation>The new account&apos;s nickname</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="423"/>
        <source>At least %1 characters</source>
        <translation>At least %1 characters</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="424"/>
        <source>Create the account</source>
        <translation>Create the account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="431"/>
        <location filename="../gm_console/evening.py" line="432"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>GenericBoard</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="237"/>
        <source>%1 · table %2</source>
        <translation>%1 · table %2</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="104"/>
        <source>(the server is not running)</source>
        <translation>(the server is not running)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="111"/>
        <source>Join the table</source>
        <translation>Join the table</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="112"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="116"/>
        <source>%1 (coming)</source>
        <translation>%1 (coming)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="117"/>
        <source>The game played at this table</source>
        <translation>The game played at this table</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="119"/>
        <source>Table code</source>
        <translation>Table code</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="120"/>
        <source>Players scan this code with their phone camera</source>
        <translation>Players scan this code with their phone camera</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../gm_console/panels/log.py" line="84"/>
        <source>Taken back by undo</source>
        <translation>Taken back by undo</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="85"/>
        <source>No longer valid after an undo</source>
        <translation>No longer valid after an undo</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="103"/>
        <source>%1 joined</source>
        <translation>%1 joined</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="105"/>
        <source>%1 looked at their card</source>
        <translation>%1 looked at their card</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="106"/>
        <source>%1 asked %2</source>
        <translation>%1 asked %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="108"/>
        <source>%1 accuses %2</source>
        <translation>%1 accuses %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="109"/>
        <source>%1 names the location</source>
        <translation>%1 names the location</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="110"/>
        <source>Options changed</source>
        <translation>Options changed</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="111"/>
        <source>Cards dealt</source>
        <translation>Cards dealt</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="112"/>
        <source>Round started: %1 asks first</source>
        <translation>Round started: %1 asks first</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="114"/>
        <source>Turn passed to %1</source>
        <translation>Turn passed to %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="115"/>
        <source>Timer paused</source>
        <translation>Timer paused</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="116"/>
        <source>Timer resumed</source>
        <translation>Timer resumed</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="117"/>
        <source>Time changed by %1 s</source>
        <translation>Time changed by %1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="119"/>
        <source>Round aborted</source>
        <translation>Round aborted</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="120"/>
        <source>%1 removed by the moderator</source>
        <translation>%1 removed by the moderator</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="121"/>
        <source>%1 left (phone away too long)</source>
        <translation>%1 left (phone away too long)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="122"/>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="123"/>
        <source>Console restarted: the timer waits</source>
        <translation>Console restarted: the timer waits</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="124"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="128"/>
        <source>Moderator: %1</source>
        <translation>Moderator: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="132"/>
        <source>Event log</source>
        <translation>Event log</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gm_console/main_window.py" line="236"/>
        <source>The protocol could not be saved: %1</source>
        <translation>The protocol could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="239"/>
        <source>Protocol saved: %1</source>
        <translation>Protocol saved: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="209"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="210"/>
        <source>Phones: %1</source>
        <translation>Phones: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="211"/>
        <source>Server: %1</source>
        <translation>Server: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="212"/>
        <source>Server: not running</source>
        <translation>Server: not running</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="266"/>
        <source>New table</source>
        <translation>New table</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="267"/>
        <source>Open a new table for %1? This table ends, its protocol stays in the journal, and every phone joins again with the new code.</source>
        <translation>Open a new table for %1? This table ends, its protocol stays in the journal, and every phone joins again with the new code.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="283"/>
        <source>Remove player</source>
        <translation>Remove player</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="284"/>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Remove %1 from the table? In a round this counts as leaving.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="293"/>
        <source>New seat link</source>
        <translation>New seat link</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="294"/>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Give %1 a new link? The phone now holding the seat is disconnected.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="349"/>
        <source>GM Console — moderator</source>
        <translation>GM Console — moderator</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="353"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="354"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="356"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="355"/>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="197"/>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>%1 of %2 locations not yet played in this room</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="212"/>
        <source>%1 — %2 locations</source>
        <translation>%1 — %2 locations</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="222"/>
        <source>Round options</source>
        <translation>Round options</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="223"/>
        <source>Deck:</source>
        <translation>Deck:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="224"/>
        <source>Round time:</source>
        <translation>Round time:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="225"/>
        <source>Call link:</source>
        <translation>Call link:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="227"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="228"/>
        <source>Two spies (from 7 players)</source>
        <translation>Two spies (from 7 players)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="229"/>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Host plays (this screen hides all secrets)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="230"/>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>WhatsApp, FaceTime or Meet link for remote players</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="232"/>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Family: no alcohol or nightlife; Full: adult parties included</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="233"/>
        <source>How long a round lasts</source>
        <translation>How long a round lasts</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="234"/>
        <source>Deal two spies who do not know about each other</source>
        <translation>Deal two spies who do not know about each other</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="236"/>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>The host takes a seat too: this screen then shows no location, spy or role</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="237"/>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Players see this link in the lobby on their phones</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="198"/>
        <source>New seat link</source>
        <translation>New seat link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="199"/>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 scans this code to take their seat again. The old link no longer works.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="201"/>
        <source>Copy link</source>
        <translation>Copy link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="202"/>
        <source>Copy the link</source>
        <translation>Copy the link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="204"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>RequestsPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="141"/>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <location filename="../gm_console/panels/scores.py" line="83"/>
        <source>Leader: %1</source>
        <translation>Leader: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="85"/>
        <source>No points yet</source>
        <translation>No points yet</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="89"/>
        <source>Round %1: %2</source>
        <translation>Round %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="94"/>
        <source>%1; spy: %2</source>
        <translation>%1; spy: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="101"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="102"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="102"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="103"/>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="97"/>
        <source>watching</source>
        <translation>watching</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="99"/>
        <source>looked ✓</source>
        <translation>looked ✓</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="101"/>
        <source>not yet</source>
        <translation>not yet</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="119"/>
        <source>%1 seated, %2 phones connected</source>
        <translation>%1 seated, %2 phones connected</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="159"/>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="160"/>
        <source>Nickname</source>
        <translation>Nickname</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="160"/>
        <source>Phone</source>
        <translation>Phone</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="160"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="161"/>
        <source>Select a seat to remove it or give it a new link</source>
        <translation>Select a seat to remove it or give it a new link</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="72"/>
        <source>The host plays: the location, the spies and the roles are only on the players&apos; phones.</source>
        <translation>The host plays: the location, the spies and the roles are only on the players&apos; phones.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="80"/>
        <source>No cards are out.</source>
        <translation>No cards are out.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="85"/>
        <source>Location</source>
        <translation>Location</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="92"/>
        <source>SPY</source>
        <translation>SPY</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="105"/>
        <source>Secrets (moderator only)</source>
        <translation>Secrets (moderator only)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="106"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/secrets.py" line="106"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
</context>
<context>
    <name>SpyDesk</name>
    <message>
        <location filename="../gm_console/games/spy.py" line="75"/>
        <source>Deal cards</source>
        <translation>Deal cards</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="75"/>
        <source>Deal a secret card to every player</source>
        <translation>Deal a secret card to every player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="76"/>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="76"/>
        <source>Deal new cards for the next round</source>
        <translation>Deal new cards for the next round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="77"/>
        <source>Start round</source>
        <translation>Start round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="78"/>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Start the round: the app picks who asks first and starts the timer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="79"/>
        <source>Pass turn</source>
        <translation>Pass turn</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="79"/>
        <source>Pass the asker&apos;s turn to the next player</source>
        <translation>Pass the asker&apos;s turn to the next player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="80"/>
        <source>Pass turn to the selected player</source>
        <translation>Pass turn to the selected player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="81"/>
        <source>Pass the asker&apos;s turn to the player selected in the seat list</source>
        <translation>Pass the asker&apos;s turn to the player selected in the seat list</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="82"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="82"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="83"/>
        <source>Pause or resume the round timer</source>
        <translation>Pause or resume the round timer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="84"/>
        <source>+30 s</source>
        <translation>+30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="84"/>
        <source>Add 30 seconds to the round</source>
        <translation>Add 30 seconds to the round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="85"/>
        <source>−30 s</source>
        <translation>−30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="85"/>
        <source>Take 30 seconds from the round</source>
        <translation>Take 30 seconds from the round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="86"/>
        <source>Abort the round: nobody scores</source>
        <translation>Abort the round: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="99"/>
        <source>Select a player in the seat list first</source>
        <translation>Select a player in the seat list first</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="86"/>
        <location filename="../gm_console/games/spy.py" line="108"/>
        <source>Abort round</source>
        <translation>Abort round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy.py" line="109"/>
        <source>Abort this round? Nobody scores.</source>
        <translation>Abort this round? Nobody scores.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../gm_console/texts.py" line="16"/>
        <source>Spy</source>
        <translation>Spy</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="17"/>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="18"/>
        <source>Club mafia</source>
        <translation>Club mafia</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="19"/>
        <source>Elite Club quiz</source>
        <translation>Elite Club quiz</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="24"/>
        <source>Lobby: players are joining</source>
        <translation>Lobby: players are joining</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="25"/>
        <source>Cards dealt: players look at their cards</source>
        <translation>Cards dealt: players look at their cards</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="26"/>
        <source>Round running: questions</source>
        <translation>Round running: questions</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="27"/>
        <source>Accusation: voting</source>
        <translation>Accusation: voting</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="28"/>
        <source>Time is up: everyone names a suspect</source>
        <translation>Time is up: everyone names a suspect</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="29"/>
        <source>The exposed spy guesses the location</source>
        <translation>The exposed spy guesses the location</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="30"/>
        <source>Round over</source>
        <translation>Round over</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="34"/>
        <source>The spy was caught by an accusation</source>
        <translation>The spy was caught by an accusation</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="35"/>
        <source>An innocent player was accused</source>
        <translation>An innocent player was accused</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="36"/>
        <source>The spy guessed the location</source>
        <translation>The spy guessed the location</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="37"/>
        <source>The spy guessed wrong</source>
        <translation>The spy guessed wrong</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="38"/>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Time ran out and the spy stayed hidden</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="39"/>
        <source>The spy was exposed but guessed the location</source>
        <translation>The spy was exposed but guessed the location</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="40"/>
        <source>The spy was exposed and guessed wrong</source>
        <translation>The spy was exposed and guessed wrong</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="41"/>
        <source>The round was aborted: nobody scores</source>
        <translation>The round was aborted: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="42"/>
        <source>The spy left: nobody scores</source>
        <translation>The spy left: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="43"/>
        <source>Too few players remained: nobody scores</source>
        <translation>Too few players remained: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="47"/>
        <source>The spies win</source>
        <translation>The spies win</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="48"/>
        <source>The locals win</source>
        <translation>The locals win</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="53"/>
        <source>This action is not known here</source>
        <translation>This action is not known here</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="54"/>
        <source>This action has a wrong value</source>
        <translation>This action has a wrong value</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="55"/>
        <source>This action is not allowed</source>
        <translation>This action is not allowed</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="56"/>
        <source>Not possible at this moment of the game</source>
        <translation>Not possible at this moment of the game</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="57"/>
        <source>It is not this player&apos;s turn</source>
        <translation>It is not this player&apos;s turn</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="58"/>
        <source>This has already been done</source>
        <translation>This has already been done</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="59"/>
        <source>The table is full</source>
        <translation>The table is full</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="60"/>
        <source>This nickname is taken</source>
        <translation>This nickname is taken</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="61"/>
        <source>Too few players</source>
        <translation>Too few players</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="62"/>
        <source>This seat does not play in this round</source>
        <translation>This seat does not play in this round</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="63"/>
        <source>There is nothing to undo</source>
        <translation>There is nothing to undo</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="64"/>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Cannot undo: a secret has already been revealed</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="66"/>
        <source>The message could not be read</source>
        <translation>The message could not be read</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="67"/>
        <source>The message is malformed</source>
        <translation>The message is malformed</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="68"/>
        <source>Unknown message type</source>
        <translation>Unknown message type</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="69"/>
        <source>The message is too large</source>
        <translation>The message is too large</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="70"/>
        <source>Incompatible app version</source>
        <translation>Incompatible app version</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="71"/>
        <source>No table with this code</source>
        <translation>No table with this code</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="72"/>
        <source>This seat link is no longer valid</source>
        <translation>This seat link is no longer valid</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="73"/>
        <source>Join the table first</source>
        <translation>Join the table first</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="74"/>
        <source>Already joined</source>
        <translation>Already joined</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="75"/>
        <source>Too many messages</source>
        <translation>Too many messages</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="76"/>
        <source>The table changed; look again</source>
        <translation>The table changed; look again</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="80"/>
        <source>connected</source>
        <translation>connected</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="81"/>
        <source>away</source>
        <translation>away</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="82"/>
        <source>left</source>
        <translation>left</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <location filename="../gm_console/panels/timer.py" line="70"/>
        <source>The timer starts with the round</source>
        <translation>The timer starts with the round</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="72"/>
        <source>Paused for the vote</source>
        <translation>Paused for the vote</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="74"/>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="76"/>
        <source>Running</source>
        <translation>Running</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="78"/>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="101"/>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
</context>
<context>
    <name>TurnsPanel</name>
    <message>
        <location filename="../gm_console/panels/round.py" line="140"/>
        <source>Looked at their card</source>
        <translation>Looked at their card</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="141"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="144"/>
        <source>Still to look: %1</source>
        <translation>Still to look: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="145"/>
        <source>Everyone has looked: start the round</source>
        <translation>Everyone has looked: start the round</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="147"/>
        <location filename="../gm_console/panels/round.py" line="151"/>
        <source>Asks now</source>
        <translation>Asks now</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="149"/>
        <location filename="../gm_console/panels/round.py" line="153"/>
        <source>Questions so far</source>
        <translation>Questions so far</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="157"/>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 asked %3</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/round.py" line="164"/>
        <source>Turn order</source>
        <translation>Turn order</translation>
    </message>
</context>
<context>
    <name>ViewPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="184"/>
        <source>The game as the console sees it</source>
        <translation>The game as the console sees it</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="185"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="185"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <location filename="../gm_console/panels/votes.py" line="62"/>
        <source>%1 accuses %2</source>
        <translation>%1 accuses %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="66"/>
        <source>Time is up: who is the spy?</source>
        <translation>Time is up: who is the spy?</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="69"/>
        <source>%1 is exposed and names the location</source>
        <translation>%1 is exposed and names the location</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="72"/>
        <source>How everyone voted</source>
        <translation>How everyone voted</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="75"/>
        <source>No vote right now</source>
        <translation>No vote right now</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="77"/>
        <source>Accused already this round: %1</source>
        <translation>Accused already this round: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="86"/>
        <source>%1 of %2 voted</source>
        <translation>%1 of %2 voted</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="93"/>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="93"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="94"/>
        <source>%1 accused %2: %3</source>
        <translation>%1 accused %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="98"/>
        <source>yes: %1</source>
        <translation>yes: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="99"/>
        <source>no: %1</source>
        <translation>no: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="101"/>
        <source>%1 named %2</source>
        <translation>%1 named %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="107"/>
        <source>%1 guessed %2: right</source>
        <translation>%1 guessed %2: right</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="108"/>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 guessed %2: wrong</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="111"/>
        <source>No votes this round</source>
        <translation>No votes this round</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/votes.py" line="114"/>
        <source>Voting</source>
        <translation>Voting</translation>
    </message>
</context>
</TS>
