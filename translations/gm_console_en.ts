<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BoardWindow</name>
    <message>
        <source>%1 · table %2</source>
        <translation>%1 · table %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Join with your phone</source>
        <translation>Join with your phone</translation>
    </message>
    <message>
        <source>Call: %1</source>
        <translation>Call: %1</translation>
    </message>
    <message>
        <source>At the table (%1): %2</source>
        <translation>At the table (%1): %2</translation>
    </message>
    <message>
        <source>Waiting for players…</source>
        <translation>Waiting for players…</translation>
    </message>
    <message>
        <source>Asks now: %1</source>
        <translation>Asks now: %1</translation>
    </message>
    <message>
        <source>%1 accuses %2 — %3 of %4 voted</source>
        <translation>%1 accuses %2 — %3 of %4 voted</translation>
    </message>
    <message>
        <source>Name your suspect on your phone — %1 of %2 voted</source>
        <translation>Name your suspect on your phone — %1 of %2 voted</translation>
    </message>
    <message>
        <source>%1 is exposed! Last chance to name the location…</source>
        <translation>%1 is exposed! Last chance to name the location…</translation>
    </message>
    <message>
        <source>Look at your card, then wait for the start</source>
        <translation>Look at your card, then wait for the start</translation>
    </message>
    <message>
        <source>No points this round</source>
        <translation>No points this round</translation>
    </message>
    <message>
        <source>Spies: %1</source>
        <translation>Spies: %1</translation>
    </message>
    <message>
        <source>Spy: %1</source>
        <translation>Spy: %1</translation>
    </message>
    <message>
        <source>Location: %1</source>
        <translation>Location: %1</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Paused for the vote</source>
        <translation>Paused for the vote</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <source>GM Console — public board</source>
        <translation>GM Console — public board</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Pass turn to the selected player</source>
        <translation>Pass turn to the selected player</translation>
    </message>
    <message>
        <source>Pass the asker's turn to the player selected in the seat list</source>
        <translation>Pass the asker's turn to the player selected in the seat list</translation>
    </message>
    <message>
        <source>Save the protocol</source>
        <translation>Save the protocol</translation>
    </message>
    <message>
        <source>Save this table's protocol as JSON and as a printable page</source>
        <translation>Save this table's protocol as JSON and as a printable page</translation>
    </message>
    <message>
        <source>Deal cards</source>
        <translation>Deal cards</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Start round</translation>
    </message>
    <message>
        <source>Pass turn</source>
        <translation>Pass turn</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
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
        <translation>Abort round</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Remove player</translation>
    </message>
    <message>
        <source>New seat link</source>
        <translation>New seat link</translation>
    </message>
    <message>
        <source>Copy join link</source>
        <translation>Copy join link</translation>
    </message>
    <message>
        <source>Board full screen</source>
        <translation>Board full screen</translation>
    </message>
    <message>
        <source>Show board</source>
        <translation>Show board</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Deal a secret card to every player</source>
        <translation>Deal a secret card to every player</translation>
    </message>
    <message>
        <source>Deal new cards for the next round</source>
        <translation>Deal new cards for the next round</translation>
    </message>
    <message>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Start the round: the app picks who asks first and starts the timer</translation>
    </message>
    <message>
        <source>Pass the asker's turn to the next player</source>
        <translation>Pass the asker's turn to the next player</translation>
    </message>
    <message>
        <source>Pause or resume the round timer</source>
        <translation>Pause or resume the round timer</translation>
    </message>
    <message>
        <source>Add 30 seconds to the round</source>
        <translation>Add 30 seconds to the round</translation>
    </message>
    <message>
        <source>Take 30 seconds from the round</source>
        <translation>Take 30 seconds from the round</translation>
    </message>
    <message>
        <source>Abort the round: nobody scores</source>
        <translation>Abort the round: nobody scores</translation>
    </message>
    <message>
        <source>Take back the last moderator action</source>
        <translation>Take back the last moderator action</translation>
    </message>
    <message>
        <source>Remove the selected player from the table</source>
        <translation>Remove the selected player from the table</translation>
    </message>
    <message>
        <source>Give the selected seat a new link to rejoin (the old one stops working)</source>
        <translation>Give the selected seat a new link to rejoin (the old one stops working)</translation>
    </message>
    <message>
        <source>Copy the join link, e.g. to send it to remote players</source>
        <translation>Copy the join link, e.g. to send it to remote players</translation>
    </message>
    <message>
        <source>Show the public board full screen, or as a window</source>
        <translation>Show the public board full screen, or as a window</translation>
    </message>
    <message>
        <source>Show or hide the public board window</source>
        <translation>Show or hide the public board window</translation>
    </message>
    <message>
        <source>Close the console (the table is kept and restored next time)</source>
        <translation>Close the console (the table is kept and restored next time)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Evening…</source>
        <translation>Evening…</translation>
    </message>
    <message>
        <source>Tonight's standings, new accounts, penalties and awards</source>
        <translation>Tonight's standings, new accounts, penalties and awards</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <source>Another console on the network uses the code %1</source>
        <translation>Another console on the network uses the code %1</translation>
    </message>
    <message>
        <source>The server is not available in this installation</source>
        <translation>The server is not available in this installation</translation>
    </message>
    <message>
        <source>The server could not start on port %1: %2</source>
        <translation>The server could not start on port %1: %2</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <source>Evening: %1</source>
        <translation>Evening: %1</translation>
    </message>
    <message>
        <source>account</source>
        <translation>account</translation>
    </message>
    <message>
        <source>guest</source>
        <translation>guest</translation>
    </message>
    <message>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Plays with an account: the evening is recorded</translation>
    </message>
    <message>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>A guest: plays, but nothing is recorded</translation>
    </message>
    <message>
        <source>Select a seat first</source>
        <translation>Select a seat first</translation>
    </message>
    <message>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>A guest has no account: nothing can be recorded</translation>
    </message>
    <message>
        <source>Record it for the selected player</source>
        <translation>Record it for the selected player</translation>
    </message>
    <message>
        <source>Select a seat with an account</source>
        <translation>Select a seat with an account</translation>
    </message>
    <message>
        <source>Penalty for %1: %2</source>
        <translation>Penalty for %1: %2</translation>
    </message>
    <message>
        <source>Award for %1: %2</source>
        <translation>Award for %1: %2</translation>
    </message>
    <message>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Account %1 created. The player signs in on the phone with this nickname and password.</translation>
    </message>
    <message>
        <source>An account with this nickname exists already</source>
        <translation>An account with this nickname exists already</translation>
    </message>
    <message>
        <source>The password needs at least %1 characters</source>
        <translation>The password needs at least %1 characters</translation>
    </message>
    <message>
        <source>The password is too long</source>
        <translation>The password is too long</translation>
    </message>
    <message>
        <source>Enter a nickname</source>
        <translation>Enter a nickname</translation>
    </message>
    <message>
        <source>This cannot be recorded</source>
        <translation>This cannot be recorded</translation>
    </message>
    <message>
        <source>Evening — standings and accounts</source>
        <translation>Evening — standings and accounts</translation>
    </message>
    <message>
        <source>Tonight's standings</source>
        <translation>Tonight's standings</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Penalties and awards</source>
        <translation>Penalties and awards</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</translation>
    </message>
    <message>
        <source>Players at this table</source>
        <translation>Players at this table</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Nickname</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <source>Penalty or award:</source>
        <translation>Penalty or award:</translation>
    </message>
    <message>
        <source>Penalty (points taken away)</source>
        <translation>Penalty (points taken away)</translation>
    </message>
    <message>
        <source>Award (points given)</source>
        <translation>Award (points given)</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Points:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <source>Why, e.g. a foul or the best question</source>
        <translation>Why, e.g. a foul or the best question</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>New account</source>
        <translation>New account</translation>
    </message>
    <message>
        <source>Nickname:</source>
        <translation>Nickname:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <source>Create account</source>
        <translation>Create account</translation>
    </message>
    <message>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</translation>
    </message>
    <message>
        <source>Tonight's standings: points include penalties and awards</source>
        <translation>Tonight's standings: points include penalties and awards</translation>
    </message>
    <message>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Select the player who gets a penalty or an award</translation>
    </message>
    <message>
        <source>A penalty takes points away, an award gives points</source>
        <translation>A penalty takes points away, an award gives points</translation>
    </message>
    <message>
        <source>How many points</source>
        <translation>How many points</translation>
    </message>
    <message>
        <source>What it was for (optional)</source>
        <translation>What it was for (optional)</translation>
    </message>
    <message>
        <source>The new account's nickname</source>
        <translation>The new account's nickname</translation>
    </message>
    <message>
        <source>At least %1 characters</source>
        <translation>At least %1 characters</translation>
    </message>
    <message>
        <source>Create the account</source>
        <translation>Create the account</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <source>(the server is not running)</source>
        <translation>(the server is not running)</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>Join the table</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>%1 (coming)</source>
        <translation>%1 (coming)</translation>
    </message>
    <message>
        <source>The game played at this table</source>
        <translation>The game played at this table</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Table code</translation>
    </message>
    <message>
        <source>Players scan this code with their phone camera</source>
        <translation>Players scan this code with their phone camera</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Taken back by undo</source>
        <translation>Taken back by undo</translation>
    </message>
    <message>
        <source>No longer valid after an undo</source>
        <translation>No longer valid after an undo</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 joined</translation>
    </message>
    <message>
        <source>%1 looked at their card</source>
        <translation>%1 looked at their card</translation>
    </message>
    <message>
        <source>%1 asked %2</source>
        <translation>%1 asked %2</translation>
    </message>
    <message>
        <source>%1 accuses %2</source>
        <translation>%1 accuses %2</translation>
    </message>
    <message>
        <source>%1 names the location</source>
        <translation>%1 names the location</translation>
    </message>
    <message>
        <source>Options changed</source>
        <translation>Options changed</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cards dealt</translation>
    </message>
    <message>
        <source>Round started: %1 asks first</source>
        <translation>Round started: %1 asks first</translation>
    </message>
    <message>
        <source>Turn passed to %1</source>
        <translation>Turn passed to %1</translation>
    </message>
    <message>
        <source>Timer paused</source>
        <translation>Timer paused</translation>
    </message>
    <message>
        <source>Timer resumed</source>
        <translation>Timer resumed</translation>
    </message>
    <message>
        <source>Time changed by %1 s</source>
        <translation>Time changed by %1 s</translation>
    </message>
    <message>
        <source>Round aborted</source>
        <translation>Round aborted</translation>
    </message>
    <message>
        <source>%1 removed by the moderator</source>
        <translation>%1 removed by the moderator</translation>
    </message>
    <message>
        <source>%1 left (phone away too long)</source>
        <translation>%1 left (phone away too long)</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <source>Console restarted: the timer waits</source>
        <translation>Console restarted: the timer waits</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Moderator: %1</source>
        <translation>Moderator: %1</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Event log</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Select a player in the seat list first</source>
        <translation>Select a player in the seat list first</translation>
    </message>
    <message>
        <source>The protocol could not be saved: %1</source>
        <translation>The protocol could not be saved: %1</translation>
    </message>
    <message>
        <source>Protocol saved: %1</source>
        <translation>Protocol saved: %1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Phones: %1</source>
        <translation>Phones: %1</translation>
    </message>
    <message>
        <source>Server: %1</source>
        <translation>Server: %1</translation>
    </message>
    <message>
        <source>Server: not running</source>
        <translation>Server: not running</translation>
    </message>
    <message>
        <source>Abort round</source>
        <translation>Abort round</translation>
    </message>
    <message>
        <source>Abort this round? Nobody scores.</source>
        <translation>Abort this round? Nobody scores.</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Remove player</translation>
    </message>
    <message>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Remove %1 from the table? In a round this counts as leaving.</translation>
    </message>
    <message>
        <source>New seat link</source>
        <translation>New seat link</translation>
    </message>
    <message>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Give %1 a new link? The phone now holding the seat is disconnected.</translation>
    </message>
    <message>
        <source>GM Console — moderator</source>
        <translation>GM Console — moderator</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>%1 of %2 locations not yet played in this room</translation>
    </message>
    <message>
        <source>%1 — %2 locations</source>
        <translation>%1 — %2 locations</translation>
    </message>
    <message>
        <source>Round options</source>
        <translation>Round options</translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation>Deck:</translation>
    </message>
    <message>
        <source>Round time:</source>
        <translation>Round time:</translation>
    </message>
    <message>
        <source>Call link:</source>
        <translation>Call link:</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Two spies (from 7 players)</source>
        <translation>Two spies (from 7 players)</translation>
    </message>
    <message>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Host plays (this screen hides all secrets)</translation>
    </message>
    <message>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>WhatsApp, FaceTime or Meet link for remote players</translation>
    </message>
    <message>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Family: no alcohol or nightlife; Full: adult parties included</translation>
    </message>
    <message>
        <source>How long a round lasts</source>
        <translation>How long a round lasts</translation>
    </message>
    <message>
        <source>Deal two spies who do not know about each other</source>
        <translation>Deal two spies who do not know about each other</translation>
    </message>
    <message>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>The host takes a seat too: this screen then shows no location, spy or role</translation>
    </message>
    <message>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Players see this link in the lobby on their phones</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <source>New seat link</source>
        <translation>New seat link</translation>
    </message>
    <message>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 scans this code to take their seat again. The old link no longer works.</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copy link</translation>
    </message>
    <message>
        <source>Copy the link</source>
        <translation>Copy the link</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <source>Leader: %1</source>
        <translation>Leader: %1</translation>
    </message>
    <message>
        <source>No points yet</source>
        <translation>No points yet</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Round %1: %2</translation>
    </message>
    <message>
        <source>%1; spy: %2</source>
        <translation>%1; spy: %2</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <source>watching</source>
        <translation>watching</translation>
    </message>
    <message>
        <source>looked ✓</source>
        <translation>looked ✓</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>not yet</translation>
    </message>
    <message>
        <source>%1 seated, %2 phones connected</source>
        <translation>%1 seated, %2 phones connected</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Nickname</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Phone</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Select a seat to remove it or give it a new link</source>
        <translation>Select a seat to remove it or give it a new link</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <source>The host plays: the location, the spies and the roles are only on the players' phones.</source>
        <translation>The host plays: the location, the spies and the roles are only on the players' phones.</translation>
    </message>
    <message>
        <source>No cards are out.</source>
        <translation>No cards are out.</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Location</translation>
    </message>
    <message>
        <source>SPY</source>
        <translation>SPY</translation>
    </message>
    <message>
        <source>Secrets (moderator only)</source>
        <translation>Secrets (moderator only)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Spy</source>
        <translation>Spy</translation>
    </message>
    <message>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <source>Club mafia</source>
        <translation>Club mafia</translation>
    </message>
    <message>
        <source>Elite Club quiz</source>
        <translation>Elite Club quiz</translation>
    </message>
    <message>
        <source>Lobby: players are joining</source>
        <translation>Lobby: players are joining</translation>
    </message>
    <message>
        <source>Cards dealt: players look at their cards</source>
        <translation>Cards dealt: players look at their cards</translation>
    </message>
    <message>
        <source>Round running: questions</source>
        <translation>Round running: questions</translation>
    </message>
    <message>
        <source>Accusation: voting</source>
        <translation>Accusation: voting</translation>
    </message>
    <message>
        <source>Time is up: everyone names a suspect</source>
        <translation>Time is up: everyone names a suspect</translation>
    </message>
    <message>
        <source>The exposed spy guesses the location</source>
        <translation>The exposed spy guesses the location</translation>
    </message>
    <message>
        <source>Round over</source>
        <translation>Round over</translation>
    </message>
    <message>
        <source>The spy was caught by an accusation</source>
        <translation>The spy was caught by an accusation</translation>
    </message>
    <message>
        <source>An innocent player was accused</source>
        <translation>An innocent player was accused</translation>
    </message>
    <message>
        <source>The spy guessed the location</source>
        <translation>The spy guessed the location</translation>
    </message>
    <message>
        <source>The spy guessed wrong</source>
        <translation>The spy guessed wrong</translation>
    </message>
    <message>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Time ran out and the spy stayed hidden</translation>
    </message>
    <message>
        <source>The spy was exposed but guessed the location</source>
        <translation>The spy was exposed but guessed the location</translation>
    </message>
    <message>
        <source>The spy was exposed and guessed wrong</source>
        <translation>The spy was exposed and guessed wrong</translation>
    </message>
    <message>
        <source>The round was aborted: nobody scores</source>
        <translation>The round was aborted: nobody scores</translation>
    </message>
    <message>
        <source>The spy left: nobody scores</source>
        <translation>The spy left: nobody scores</translation>
    </message>
    <message>
        <source>Too few players remained: nobody scores</source>
        <translation>Too few players remained: nobody scores</translation>
    </message>
    <message>
        <source>The spies win</source>
        <translation>The spies win</translation>
    </message>
    <message>
        <source>The locals win</source>
        <translation>The locals win</translation>
    </message>
    <message>
        <source>This action is not known here</source>
        <translation>This action is not known here</translation>
    </message>
    <message>
        <source>This action has a wrong value</source>
        <translation>This action has a wrong value</translation>
    </message>
    <message>
        <source>This action is not allowed</source>
        <translation>This action is not allowed</translation>
    </message>
    <message>
        <source>Not possible at this moment of the game</source>
        <translation>Not possible at this moment of the game</translation>
    </message>
    <message>
        <source>It is not this player's turn</source>
        <translation>It is not this player's turn</translation>
    </message>
    <message>
        <source>This has already been done</source>
        <translation>This has already been done</translation>
    </message>
    <message>
        <source>The table is full</source>
        <translation>The table is full</translation>
    </message>
    <message>
        <source>This nickname is taken</source>
        <translation>This nickname is taken</translation>
    </message>
    <message>
        <source>Too few players</source>
        <translation>Too few players</translation>
    </message>
    <message>
        <source>This seat does not play in this round</source>
        <translation>This seat does not play in this round</translation>
    </message>
    <message>
        <source>There is nothing to undo</source>
        <translation>There is nothing to undo</translation>
    </message>
    <message>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Cannot undo: a secret has already been revealed</translation>
    </message>
    <message>
        <source>The message could not be read</source>
        <translation>The message could not be read</translation>
    </message>
    <message>
        <source>The message is malformed</source>
        <translation>The message is malformed</translation>
    </message>
    <message>
        <source>Unknown message type</source>
        <translation>Unknown message type</translation>
    </message>
    <message>
        <source>The message is too large</source>
        <translation>The message is too large</translation>
    </message>
    <message>
        <source>Incompatible app version</source>
        <translation>Incompatible app version</translation>
    </message>
    <message>
        <source>No table with this code</source>
        <translation>No table with this code</translation>
    </message>
    <message>
        <source>This seat link is no longer valid</source>
        <translation>This seat link is no longer valid</translation>
    </message>
    <message>
        <source>Join the table first</source>
        <translation>Join the table first</translation>
    </message>
    <message>
        <source>Already joined</source>
        <translation>Already joined</translation>
    </message>
    <message>
        <source>Too many messages</source>
        <translation>Too many messages</translation>
    </message>
    <message>
        <source>The table changed; look again</source>
        <translation>The table changed; look again</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connected</translation>
    </message>
    <message>
        <source>away</source>
        <translation>away</translation>
    </message>
    <message>
        <source>left</source>
        <translation>left</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <source>The timer starts with the round</source>
        <translation>The timer starts with the round</translation>
    </message>
    <message>
        <source>Paused for the vote</source>
        <translation>Paused for the vote</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Running</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
</context>
<context>
    <name>TurnsPanel</name>
    <message>
        <source>Looked at their card</source>
        <translation>Looked at their card</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Still to look: %1</source>
        <translation>Still to look: %1</translation>
    </message>
    <message>
        <source>Everyone has looked: start the round</source>
        <translation>Everyone has looked: start the round</translation>
    </message>
    <message>
        <source>Asks now</source>
        <translation>Asks now</translation>
    </message>
    <message>
        <source>Questions so far</source>
        <translation>Questions so far</translation>
    </message>
    <message>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 asked %3</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Turn order</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <source>%1 accuses %2</source>
        <translation>%1 accuses %2</translation>
    </message>
    <message>
        <source>Time is up: who is the spy?</source>
        <translation>Time is up: who is the spy?</translation>
    </message>
    <message>
        <source>%1 is exposed and names the location</source>
        <translation>%1 is exposed and names the location</translation>
    </message>
    <message>
        <source>How everyone voted</source>
        <translation>How everyone voted</translation>
    </message>
    <message>
        <source>No vote right now</source>
        <translation>No vote right now</translation>
    </message>
    <message>
        <source>Accused already this round: %1</source>
        <translation>Accused already this round: %1</translation>
    </message>
    <message>
        <source>%1 of %2 voted</source>
        <translation>%1 of %2 voted</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>%1 accused %2: %3</source>
        <translation>%1 accused %2: %3</translation>
    </message>
    <message>
        <source>yes: %1</source>
        <translation>yes: %1</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>no: %1</translation>
    </message>
    <message>
        <source>%1 named %2</source>
        <translation>%1 named %2</translation>
    </message>
    <message>
        <source>%1 guessed %2: right</source>
        <translation>%1 guessed %2: right</translation>
    </message>
    <message>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 guessed %2: wrong</translation>
    </message>
    <message>
        <source>No votes this round</source>
        <translation>No votes this round</translation>
    </message>
    <message>
        <source>Voting</source>
        <translation>Voting</translation>
    </message>
</context>
</TS>
