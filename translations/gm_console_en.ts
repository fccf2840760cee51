<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BlackBoxPicker</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="259"/>
        <source>The black box</source>
        <translation>The black box</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="260"/>
        <source>&amp;Questions of the pack: mark the one that goes into the black box (it leaves the envelopes):</source>
        <translation>&amp;Questions of the pack: mark the one that goes into the black box (it leaves the envelopes):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="262"/>
        <source>&amp;Mark</source>
        <translation>&amp;Mark</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="263"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="266"/>
        <source>The pack&apos;s own black-box questions (%1)</source>
        <translation>The pack&apos;s own black-box questions (%1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="282"/>
        <source>question %1</source>
        <translation>question %1</translation>
    </message>
</context>
<context>
    <name>BoardWindow</name>
    <message>
        <location filename="../gm_console/board_window.py" line="518"/>
        <source>Join with your phone</source>
        <translation>Join with your phone</translation>
    </message>
    <message>
        <location filename="../gm_console/board_window.py" line="846"/>
        <source>GM Console — public board</source>
        <translation>GM Console — public board</translation>
    </message>
</context>
<context>
    <name>CardsPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="653"/>
        <source>The host plays: no secret is shown on this screen</source>
        <translation>The host plays: no secret is shown on this screen</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="657"/>
        <source>The cards are not dealt yet</source>
        <translation>The cards are not dealt yet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="660"/>
        <source>one: Announced to the table: about %n murderer | other: Announced to the table: about %n murderers</source>
        <translation>one: Announced to the table: about %n murderer | other: Announced to the table: about %n murderers</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="679"/>
        <source>left</source>
        <translation>left</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="679"/>
        <source>ghost</source>
        <translation>ghost</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="680"/>
        <source>alive</source>
        <translation>alive</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="680"/>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="682"/>
        <source>possessed</source>
        <translation>possessed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="684"/>
        <source>asleep (powder)</source>
        <translation>asleep (powder)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="693"/>
        <source>Cards (secret)</source>
        <translation>Cards (secret)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>Goal</source>
        <translation>Goal</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="694"/>
        <source>State</source>
        <translation>State</translation>
    </message>
</context>
<context>
    <name>ChosenPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="459"/>
        <source>The phones choose at night</source>
        <translation>The phones choose at night</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="466"/>
        <source>Rooms chosen: %1 of %2</source>
        <translation>Rooms chosen: %1 of %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="475"/>
        <source>The investigator&apos;s room: %1</source>
        <translation>The investigator&apos;s room: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="476"/>
        <location filename="../gm_console/games/suspi/panels.py" line="479"/>
        <source>chosen</source>
        <translation>chosen</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="476"/>
        <location filename="../gm_console/games/suspi/panels.py" line="479"/>
        <source>not yet</source>
        <translation>not yet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="478"/>
        <source>The doctor&apos;s patient: %1</source>
        <translation>The doctor&apos;s patient: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="483"/>
        <source>Ghosts pointed: %1 of %2</source>
        <translation>Ghosts pointed: %1 of %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="488"/>
        <source>Who has chosen (not what)</source>
        <translation>Who has chosen (not what)</translation>
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
    <name>CompositionPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="341"/>
        <source>Cards dealt. %1 cards for %2 seats.</source>
        <translation>Cards dealt. %1 cards for %2 seats.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="344"/>
        <source>%1 cards for %2 seats</source>
        <translation>%1 cards for %2 seats</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="347"/>
        <source>Seat the players first: the composition follows the number of seats.</source>
        <translation>Seat the players first: the composition follows the number of seats.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="375"/>
        <source>Composition</source>
        <translation>Composition</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="376"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="376"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="376"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="377"/>
        <source>A custom role for this game:</source>
        <translation>A custom role for this game:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="378"/>
        <source>Role name</source>
        <translation>Role name</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="383"/>
        <source>Does not wake</source>
        <translation>Does not wake</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="385"/>
        <source>Wakes: %1</source>
        <translation>Wakes: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="390"/>
        <source>Revealed when out</source>
        <translation>Revealed when out</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="391"/>
        <source>Add the role</source>
        <translation>Add the role</translation>
    </message>
</context>
<context>
    <name>Console</name>
    <message>
        <location filename="../gm_console/app.py" line="431"/>
        <source>Another console on the network uses the code %1</source>
        <translation>Another console on the network uses the code %1</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="364"/>
        <source>The server is not available in this installation</source>
        <translation>The server is not available in this installation</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="94"/>
        <source>The data folder %1 is in use by another program. Close it, or start the console with another data folder.</source>
        <translation>The data folder %1 is in use by another program. Close it, or start the console with another data folder.</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="98"/>
        <source>The data folder %1 is in use by another program: %2 (process %3), running since %4. Close it, or start the console with another data folder.</source>
        <translation>The data folder %1 is in use by another program: %2 (process %3), running since %4. Close it, or start the console with another data folder.</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="427"/>
        <source>Another console on the network announced the code %1; this table&apos;s code is now %2</source>
        <translation>Another console on the network announced the code %1; this table&apos;s code is now %2</translation>
    </message>
    <message>
        <location filename="../gm_console/app.py" line="453"/>
        <source>One screen: the board opens with Ctrl+B, or by itself on a projector</source>
        <translation>One screen: the board opens with Ctrl+B, or by itself on a projector</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="280"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="292"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
</context>
<context>
    <name>CouncilPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="522"/>
        <source>Confirmed: %1 of %2</source>
        <translation>Confirmed: %1 of %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="525"/>
        <source>Runoff</source>
        <translation>Runoff</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="528"/>
        <source>%1 places</source>
        <translation>%1 places</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="541"/>
        <source>The count is secret until the vote ends (no ghosts)</source>
        <translation>The count is secret until the vote ends (no ghosts)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="543"/>
        <source>No council now</source>
        <translation>No council now</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="548"/>
        <source>Asleep, no vote: %1</source>
        <translation>Asleep, no vote: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="552"/>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="553"/>
        <source>Council %1: %2 left</source>
        <translation>Council %1: %2 left</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="555"/>
        <source>empty places: %1</source>
        <translation>empty places: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="571"/>
        <source>Council</source>
        <translation>Council</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Votes</source>
        <translation>Votes</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="572"/>
        <source>Who voted</source>
        <translation>Who voted</translation>
    </message>
</context>
<context>
    <name>EveningDialog</name>
    <message>
        <location filename="../gm_console/evening.py" line="288"/>
        <source>Evening: %1</source>
        <translation>Evening: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="328"/>
        <source>account</source>
        <translation>account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="328"/>
        <source>guest</source>
        <translation>guest</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="335"/>
        <source>Plays with an account: the evening is recorded</source>
        <translation>Plays with an account: the evening is recorded</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="336"/>
        <source>A guest: plays, but nothing is recorded</source>
        <translation>A guest: plays, but nothing is recorded</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="370"/>
        <source>Select a seat first</source>
        <translation>Select a seat first</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="372"/>
        <source>A guest has no account: nothing can be recorded</source>
        <translation>A guest has no account: nothing can be recorded</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="375"/>
        <source>Record it for the selected player</source>
        <translation>Record it for the selected player</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="403"/>
        <source>Select a seat with an account</source>
        <translation>Select a seat with an account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Penalty for %1: %2</source>
        <translation>Penalty for %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="411"/>
        <source>Award for %1: %2</source>
        <translation>Award for %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="471"/>
        <source>Account %1 created. The player signs in on the phone with this nickname and password.</source>
        <translation>Account %1 created. The player signs in on the phone with this nickname and password.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="476"/>
        <source>An account with this nickname exists already</source>
        <translation>An account with this nickname exists already</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="477"/>
        <source>The password needs at least %1 characters</source>
        <translation>The password needs at least %1 characters</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="479"/>
        <source>The password is too long</source>
        <translation>The password is too long</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="480"/>
        <source>Enter a nickname</source>
        <translation>Enter a nickname</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="445"/>
        <location filename="../gm_console/evening.py" line="460"/>
        <location filename="../gm_console/evening.py" line="483"/>
        <source>This cannot be recorded</source>
        <translation>This cannot be recorded</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="393"/>
        <source>%1: games %2, won %3, lost %4, penalties %5</source>
        <translation>%1: games %2, won %3, lost %4, penalties %5</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="428"/>
        <source>Taken back: %1 for %2</source>
        <translation>Taken back: %1 for %2</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="450"/>
        <source>Creating the account…</source>
        <translation>Creating the account…</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="540"/>
        <source>The reviews could not be written: %1</source>
        <translation>The reviews could not be written: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="537"/>
        <source>Reviews written: %1</source>
        <translation>Reviews written: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="513"/>
        <source>Writing the reviews…</source>
        <translation>Writing the reviews…</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="561"/>
        <source>Evening — standings and accounts</source>
        <translation>Evening — standings and accounts</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="562"/>
        <source>Tonight&apos;s standings</source>
        <translation>Tonight&apos;s standings</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="564"/>
        <source>Penalties and awards</source>
        <translation>Penalties and awards</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="565"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="566"/>
        <source>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</source>
        <translation>Nothing recorded tonight yet. Rounds played by players with an account appear here when they end; guests are not recorded.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="568"/>
        <source>Players at this table</source>
        <translation>Players at this table</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="569"/>
        <source>Nickname</source>
        <translation>Nickname</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="569"/>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="570"/>
        <source>Penalty or award:</source>
        <translation>Penalty or award:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="571"/>
        <source>Penalty (points taken away)</source>
        <translation>Penalty (points taken away)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="572"/>
        <source>Award (points given)</source>
        <translation>Award (points given)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="573"/>
        <source>Points:</source>
        <translation>Points:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="574"/>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="575"/>
        <source>Why, e.g. a foul or the best question</source>
        <translation>Why, e.g. a foul or the best question</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="576"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="577"/>
        <source>New account</source>
        <translation>New account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="578"/>
        <source>Nickname:</source>
        <translation>Nickname:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="579"/>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="580"/>
        <source>Create account</source>
        <translation>Create account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="581"/>
        <source>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</source>
        <translation>A nickname and a password, no e-mail. Players can also create their account on the phone when they join.</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="584"/>
        <source>Tonight&apos;s standings: points include penalties and awards</source>
        <translation>Tonight&apos;s standings: points include penalties and awards</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="585"/>
        <source>Select the player who gets a penalty or an award</source>
        <translation>Select the player who gets a penalty or an award</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="586"/>
        <source>A penalty takes points away, an award gives points</source>
        <translation>A penalty takes points away, an award gives points</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="587"/>
        <source>How many points</source>
        <translation>How many points</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="588"/>
        <source>What it was for (optional)</source>
        <translation>What it was for (optional)</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="589"/>
        <source>The new account&apos;s nickname</source>
        <translation>The new account&apos;s nickname</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="590"/>
        <source>At least %1 characters</source>
        <translation>At least %1 characters</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="591"/>
        <source>Create the account</source>
        <translation>Create the account</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="597"/>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="598"/>
        <source>Take back the penalty or award just recorded</source>
        <translation>Take back the penalty or award just recorded</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="601"/>
        <source>Write the reviews</source>
        <translation>Write the reviews</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="604"/>
        <source>A page for each finished game: the protocol, the measured facts and the timeline beside its recording; players who opted out are not named</source>
        <translation>A page for each finished game: the protocol, the measured facts and the timeline beside its recording; players who opted out are not named</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="606"/>
        <source>Reviews are written for club mafia games</source>
        <translation>Reviews are written for club mafia games</translation>
    </message>
    <message>
        <location filename="../gm_console/evening.py" line="609"/>
        <location filename="../gm_console/evening.py" line="610"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>EveningPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="159"/>
        <source>line-up</source>
        <translation>line-up</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="159"/>
        <source>seat %1</source>
        <translation>seat %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="161"/>
        <source>reserve %1</source>
        <translation>reserve %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="162"/>
        <source>signed up, not confirmed</source>
        <translation>signed up, not confirmed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="172"/>
        <source>Line-up: %1 of %2 · reserve: %3 · not confirmed: %4 · games tonight: %5</source>
        <translation>Line-up: %1 of %2 · reserve: %3 · not confirmed: %4 · games tonight: %5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="214"/>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="215"/>
        <source>Seats at the table</source>
        <translation>Seats at the table</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="216"/>
        <source>Free talk, seconds</source>
        <translation>Free talk, seconds</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="217"/>
        <source>Day 1 free talk, seconds</source>
        <translation>Day 1 free talk, seconds</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="218"/>
        <source>The host plays (hide the secrets)</source>
        <translation>The host plays (hide the secrets)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="219"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="219"/>
        <source>Where</source>
        <translation>Where</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="220"/>
        <source>Nickname of a player without a phone</source>
        <translation>Nickname of a player without a phone</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="223"/>
        <source>21+</source>
        <translation>21+</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="224"/>
        <source>The player confirms being 21 or older</source>
        <translation>The player confirms being 21 or older</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="226"/>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="227"/>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="228"/>
        <source>Remove the selected player</source>
        <translation>Remove the selected player</translation>
    </message>
</context>
<context>
    <name>ExpertsPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="457"/>
        <source>captain</source>
        <translation>captain</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="459"/>
        <source>answers</source>
        <translation>answers</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="461"/>
        <source>sent off</source>
        <translation>sent off</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="463"/>
        <source>ready</source>
        <translation>ready</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="463"/>
        <source>not ready</source>
        <translation>not ready</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="468"/>
        <source>no hat</source>
        <translation>no hat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="470"/>
        <source> (round %1)</source>
        <translation> (round %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="483"/>
        <source>Cut time: round %1 has 40 seconds</source>
        <translation>Cut time: round %1 has 40 seconds</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="502"/>
        <source>Experts and penalties</source>
        <translation>Experts and penalties</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Avatar and hat</source>
        <translation>Avatar and hat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="503"/>
        <source>Now</source>
        <translation>Now</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="504"/>
        <source>Penalties</source>
        <translation>Penalties</translation>
    </message>
</context>
<context>
    <name>FatesPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="596"/>
        <source>Nobody has died yet</source>
        <translation>Nobody has died yet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="599"/>
        <source>Alive (%1): %2</source>
        <translation>Alive (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="601"/>
        <source>Ghosts (%1): %2</source>
        <translation>Ghosts (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="604"/>
        <source>Out, silent (%1): %2</source>
        <translation>Out, silent (%1): %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="608"/>
        <source>Did not come back at dawn: %1</source>
        <translation>Did not come back at dawn: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="609"/>
        <source>Everyone came back at the last dawn</source>
        <translation>Everyone came back at the last dawn</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="611"/>
        <source>Shot by the Szur in round %1: %2</source>
        <translation>Shot by the Szur in round %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="614"/>
        <source>Left the table: %1</source>
        <translation>Left the table: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="618"/>
        <source>The living and the dead</source>
        <translation>The living and the dead</translation>
    </message>
</context>
<context>
    <name>FoulsPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="531"/>
        <source>Give %1 a foul (%2 of 3; under foul taken %3 of 2)</source>
        <translation>Give %1 a foul (%2 of 3; under foul taken %3 of 2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="536"/>
        <source>Fouls</source>
        <translation>Fouls</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="537"/>
        <source>Each click gives a foul; the third removes the player, revealed (F: the picked seat).</source>
        <translation>Each click gives a foul; the third removes the player, revealed (F: the picked seat).</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <location filename="../gm_console/guide.py" line="70"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="96"/>
        <source>This table&apos;s join link: %1</source>
        <translation>This table&apos;s join link: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="98"/>
        <source>This table&apos;s board for a TV or a second computer: %1</source>
        <translation>This table&apos;s board for a TV or a second computer: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="107"/>
        <location filename="../gm_console/guide.py" line="111"/>
        <source>Before the first evening</source>
        <translation>Before the first evening</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../gm_console/guide.py" line="191"/>
        <source>Before the first evening</source>
        <translation>Before the first evening</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="192"/>
        <source>The venue guide: the Wi-Fi, the projector, the board, the evening</source>
        <translation>The venue guide: the Wi-Fi, the projector, the board, the evening</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="193"/>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="120"/>
        <source>Import a question pack</source>
        <translation>Import a question pack</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="122"/>
        <source>File: %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="123"/>
        <source>encoding: %1</source>
        <translation>encoding: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="125"/>
        <source>date: %1</source>
        <translation>date: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="130"/>
        <source>%1 — %2 questions</source>
        <translation>%1 — %2 questions</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="130"/>
        <source>Tour %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="133"/>
        <source>editor: %1</source>
        <translation>editor: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="135"/>
        <source>&amp;Tours to import (Space ticks the one selected):</source>
        <translation>&amp;Tours to import (Space ticks the one selected):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="136"/>
        <source>&amp;All tours</source>
        <translation>&amp;All tours</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="137"/>
        <source>&amp;No tours</source>
        <translation>&amp;No tours</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="138"/>
        <source>&amp;Pack title:</source>
        <translation>&amp;Pack title:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="139"/>
        <source>&amp;Language of the questions:</source>
        <translation>&amp;Language of the questions:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="141"/>
        <source>&amp;Report: %1 questions left out</source>
        <translation>&amp;Report: %1 questions left out</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="142"/>
        <source>&amp;Report: none left out, every question reads well</source>
        <translation>&amp;Report: none left out, every question reads well</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="144"/>
        <source>&amp;Import</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="145"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="150"/>
        <source>question&apos;s text</source>
        <translation>question&apos;s text</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="151"/>
        <source>answer</source>
        <translation>answer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="152"/>
        <source>comment</source>
        <translation>comment</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="153"/>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="154"/>
        <source>author</source>
        <translation>author</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="155"/>
        <source>Club&apos;s help</source>
        <translation>Club&apos;s help</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="156"/>
        <source>handout</source>
        <translation>handout</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="157"/>
        <source>“Зачёт”</source>
        <translation>“Зачёт”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="158"/>
        <source>“Незачёт”</source>
        <translation>“Незачёт”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="166"/>
        <source>it has no text</source>
        <translation>it has no text</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="167"/>
        <source>it has no “Ответ:”</source>
        <translation>it has no “Ответ:”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="168"/>
        <source>its “Ответ:” is empty</source>
        <translation>its “Ответ:” is empty</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="169"/>
        <source>it has a second “%1:”</source>
        <translation>it has a second “%1:”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="170"/>
        <source>this tour already has a question %1 (line %2)</source>
        <translation>this tour already has a question %1 (line %2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="172"/>
        <source>its number is longer than four digits</source>
        <translation>its number is longer than four digits</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="173"/>
        <source>its %1 is too long</source>
        <translation>its %1 is too long</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="174"/>
        <source>“%1:” is outside any question</source>
        <translation>“%1:” is outside any question</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="175"/>
        <source>its text is only a handout or a note for the host (%1): nothing to read to the experts</source>
        <translation>its text is only a handout or a note for the host (%1): nothing to read to the experts</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="177"/>
        <source>its answer is only a picture (%1): a pack&apos;s answer is a text</source>
        <translation>its answer is only a picture (%1): a pack&apos;s answer is a text</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="183"/>
        <source>Line %1: %2</source>
        <translation>Line %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="185"/>
        <source>%1, question %2, line %3: %4</source>
        <translation>%1, question %2, line %3: %4</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="188"/>
        <source>Tour %1, question %2, line %3: %4</source>
        <translation>Tour %1, question %2, line %3: %4</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="190"/>
        <source>Question %1, line %2: %3</source>
        <translation>Question %1, line %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="212"/>
        <source>%1 questions of %2 tours will be imported</source>
        <translation>%1 questions of %2 tours will be imported</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/dialogs.py" line="216"/>
        <source>%1 questions of %2 tours: a pack takes at most %3 questions and %4 tours, untick some tours</source>
        <translation>%1 questions of %2 tours: a pack takes at most %3 questions and %4 tours, untick some tours</translation>
    </message>
</context>
<context>
    <name>JoinPanel</name>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="159"/>
        <source>(the server is not running: phones cannot join)</source>
        <translation>(the server is not running: phones cannot join)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="166"/>
        <source>Join the table</source>
        <translation>Join the table</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="167"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="172"/>
        <source>The game played at this table</source>
        <translation>The game played at this table</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="174"/>
        <source>Table code</source>
        <translation>Table code</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="175"/>
        <source>Players scan this code with their phone camera</source>
        <translation>Players scan this code with their phone camera</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="176"/>
        <source>Address:</source>
        <translation>Address:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="178"/>
        <source>The address of this computer the QR code and the join link carry: the phones in the room must reach it. The first is the one the console picks itself: the network the default route leaves from, unless that is a VPN or a virtual adapter. A public address for remote players, when set, takes its place.</source>
        <translation>The address of this computer the QR code and the join link carry: the phones in the room must reach it. The first is the one the console picks itself: the network the default route leaves from, unless that is a VPN or a virtual adapter. A public address for remote players, when set, takes its place.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="184"/>
        <source>Remote players:</source>
        <translation>Remote players:</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="185"/>
        <source>https://… the public address of this console</source>
        <translation>https://… the public address of this console</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="187"/>
        <source>For players who are not in the room: the address of a reverse proxy or tunnel with TLS in front of this console. The QR code, the join link and seat links then carry it. Empty: the address on the venue&apos;s network.</source>
        <translation>For players who are not in the room: the address of a reverse proxy or tunnel with TLS in front of this console. The QR code, the join link and seat links then carry it. Empty: the address on the venue&apos;s network.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="192"/>
        <source>Not an address remote phones can use: it starts with https:// and names a host (a path may follow), with no ? or # in it.</source>
        <translation>Not an address remote phones can use: it must start with https:// and name a host (a path may follow), with no ? or # in it.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="218"/>
        <source>default route</source>
        <translation>default route</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="220"/>
        <source>VPN</source>
        <translation>VPN</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="222"/>
        <source>virtual adapter</source>
        <translation>virtual adapter</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="224"/>
        <source>this computer only</source>
        <translation>this computer only</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/lobby.py" line="226"/>
        <source>no link</source>
        <translation>no link</translation>
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
        <translation>%1 asks for: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="377"/>
        <source>(round %1)</source>
        <translation>(round %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="382"/>
        <source>Club&apos;s help text (empty: the pack&apos;s own: %1)</source>
        <translation>Club&apos;s help text (empty: the pack&apos;s own: %1)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="383"/>
        <source>Club&apos;s help text for the experts&apos; screens</source>
        <translation>Club&apos;s help text for the experts&apos; screens</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="386"/>
        <source>Lifelines</source>
        <translation>Lifelines</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../gm_console/panels/log.py" line="123"/>
        <source>Taken back by undo</source>
        <translation>Taken back by undo</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="124"/>
        <source>No longer valid after an undo</source>
        <translation>No longer valid after an undo</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="138"/>
        <source>%1 joined</source>
        <translation>%1 joined</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="140"/>
        <source>Timer paused</source>
        <translation>Timer paused</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="141"/>
        <source>Timer resumed</source>
        <translation>Timer resumed</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="142"/>
        <source>Time changed by %1 s</source>
        <translation>Time changed by %1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="38"/>
        <source>%1 removed by the moderator</source>
        <translation>%1 removed by the moderator</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="39"/>
        <source>%1 left (phone away too long)</source>
        <translation>%1 left (phone away too long)</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="146"/>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="147"/>
        <source>Console restarted: the timer waits</source>
        <translation>Console restarted: the timer waits</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="148"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="160"/>
        <source>Moderator: %1</source>
        <translation>Moderator: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/log.py" line="164"/>
        <source>Event log</source>
        <translation>Event log</translation>
    </message>
</context>
<context>
    <name>MafiaDesk</name>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="147"/>
        <location filename="../gm_console/games/mafia/desk.py" line="286"/>
        <source>Next step</source>
        <translation>Next step</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="148"/>
        <source>Do what the game waits for now</source>
        <translation>Do what the game waits for now</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="149"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="149"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="150"/>
        <source>Pause or resume the speech</source>
        <translation>Pause or resume the speech</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="151"/>
        <source>+30 s under foul</source>
        <translation>+30 s under foul</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="152"/>
        <source>The speaker takes 30 seconds more for a foul, twice a game</source>
        <translation>The speaker takes 30 seconds more for a foul, twice a game</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="153"/>
        <source>Foul</source>
        <translation>Foul</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="154"/>
        <source>Nominate</source>
        <translation>Nominate</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="156"/>
        <source>Night action</source>
        <translation>Night action</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="158"/>
        <source>Kill without reveal</source>
        <translation>Kill without reveal</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="160"/>
        <source>Nobody</source>
        <translation>Nobody</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="161"/>
        <source>Seat by lot</source>
        <translation>Seat by lot</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="162"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="162"/>
        <source>Deal the cards of the composition</source>
        <translation>Deal the cards of the composition</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="163"/>
        <source>Start day 1</source>
        <translation>Start day 1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="163"/>
        <source>Day 1 opens with free talk</source>
        <translation>Day 1 opens with free talk</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="164"/>
        <location filename="../gm_console/games/mafia/desk.py" line="405"/>
        <source>Morning</source>
        <translation>Morning</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="164"/>
        <source>Announce the night&apos;s results</source>
        <translation>Announce the night&apos;s results</translation>
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
        <translation>Abort the game</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="168"/>
        <source>Record the room</source>
        <translation>Record the room</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="169"/>
        <source>Record the room&apos;s microphone during each game (recordings are deleted after 3 days)</source>
        <translation>Record the room&apos;s microphone during each game (recordings are deleted after 3 days)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="203"/>
        <source>Abort this game? Nobody scores.</source>
        <translation>Abort this game? Nobody scores.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="247"/>
        <source>Remove from the evening</source>
        <translation>Remove from the evening</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="248"/>
        <source>Take %1 off tonight&apos;s list?</source>
        <translation>Take %1 off tonight&apos;s list?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="322"/>
        <source>● Recording game %1</source>
        <translation>● Recording game %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="335"/>
        <source>No microphone on this machine: the game goes on without a recording</source>
        <translation>No microphone on this machine: the game goes on without a recording</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="337"/>
        <source>The recording stopped: %1</source>
        <translation>The recording stopped: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="153"/>
        <source>Give the picked seat a foul; the third removes the player</source>
        <translation>Give the picked seat a foul; the third removes the player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="155"/>
        <source>The speaker nominates the picked seat (one or two)</source>
        <translation>The speaker nominates the picked seat (one or two)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="157"/>
        <source>The role awake now acts on the picked seat</source>
        <translation>The role awake now acts on the picked seat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="159"/>
        <source>The swindler&apos;s kill on the picked seat, once a game</source>
        <translation>The swindler&apos;s kill on the picked seat, once a game</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="160"/>
        <source>The role awake now does nothing</source>
        <translation>The role awake now does nothing</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="161"/>
        <source>Give the line-up seats by lot</source>
        <translation>Give the line-up seats by lot</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="165"/>
        <source>A bonus point for the picked seat</source>
        <translation>A bonus point for the picked seat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="166"/>
        <source>Take a point from the picked seat</source>
        <translation>Take a point from the picked seat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="167"/>
        <source>End the game now: nobody scores</source>
        <translation>End the game now: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="217"/>
        <source>Pick the target: click a seat or type its number</source>
        <translation>Pick the target: click a seat or type its number</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="234"/>
        <source>Pick a seat first: click it or type its number</source>
        <translation>Pick a seat first: click it or type its number</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="371"/>
        <source>seat %1 (%2)</source>
        <translation>seat %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="372"/>
        <source>seat %1</source>
        <translation>seat %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="384"/>
        <source>%1 signs up (21+)</source>
        <translation>%1 signs up (21+)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="385"/>
        <source>%1 confirms for the evening</source>
        <translation>%1 confirms for the evening</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="386"/>
        <source>%1 withdraws</source>
        <translation>%1 withdraws</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="387"/>
        <source>Card seen: %1</source>
        <translation>Card seen: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="389"/>
        <source>Options: %1</source>
        <translation>Options: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="390"/>
        <source>Added by the host: %1 (21+)</source>
        <translation>Added by the host: %1 (21+)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="391"/>
        <source>Removed from the evening: %1</source>
        <translation>Removed from the evening: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="393"/>
        <source>Composition: %1 — %2</source>
        <translation>Composition: %1 — %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="395"/>
        <source>Custom role: %1 (%2)</source>
        <translation>Custom role: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="397"/>
        <source>Nomination: %1, by %2</source>
        <translation>Nomination: %1, by %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="399"/>
        <source>Hands for %1: %2</source>
        <translation>Hands for %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="401"/>
        <source>Foul: %1</source>
        <translation>Foul: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="402"/>
        <source>+30 s under foul: %1</source>
        <translation>+30 s under foul: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="403"/>
        <source>Bonus %1: %2</source>
        <translation>Bonus %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="421"/>
        <source>capacity %1</source>
        <translation>capacity %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="423"/>
        <source>the host plays</source>
        <translation>the host plays</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="423"/>
        <source>the host does not play</source>
        <translation>the host does not play</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="425"/>
        <source>day 1 free talk %1 s</source>
        <translation>day 1 free talk %1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="427"/>
        <source>free talk %1 s</source>
        <translation>free talk %1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="434"/>
        <location filename="../gm_console/games/mafia/desk.py" line="473"/>
        <source>Night %1</source>
        <translation>Night %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="437"/>
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="446"/>
        <source>the commissar!</source>
        <translation>the commissar!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="446"/>
        <source>not the commissar</source>
        <translation>not the commissar</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="448"/>
        <source>black!</source>
        <translation>black!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="448"/>
        <source>not black</source>
        <translation>not black</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="459"/>
        <source>in the line-up</source>
        <translation>in the line-up</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="459"/>
        <source>in the reserve</source>
        <translation>in the reserve</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="461"/>
        <source>%1 moves in from the reserve</source>
        <translation>%1 moves in from the reserve</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="464"/>
        <source>Game %1: seats drawn by lot</source>
        <translation>Game %1: seats drawn by lot</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="469"/>
        <source>Cards dealt for %1 seats</source>
        <translation>Cards dealt for %1 seats</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="467"/>
        <source>immune: %1</source>
        <translation>immune: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="475"/>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="480"/>
        <source>Speaks: %1</source>
        <translation>Speaks: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="485"/>
        <source>nobody was killed</source>
        <translation>nobody was killed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="487"/>
        <source>silenced: %1</source>
        <translation>silenced: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="490"/>
        <location filename="../gm_console/games/mafia/desk.py" line="493"/>
        <source>Out: %1, %2 — %3</source>
        <translation>Out: %1, %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/desk.py" line="494"/>
        <source>not revealed</source>
        <translation>not revealed</translation>
    </message>
</context>
<context>
    <name>MafiaTexts</name>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="36"/>
        <source>Evening: sign-ups</source>
        <translation>Evening: sign-ups</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="37"/>
        <source>Seated: composition and deal</source>
        <translation>Seated: composition and deal</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="38"/>
        <source>Free talk</source>
        <translation>Free talk</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="39"/>
        <source>Acquaintance night</source>
        <translation>Acquaintance night</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="40"/>
        <source>Night</source>
        <translation>Night</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="41"/>
        <source>The circle</source>
        <translation>The circle</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="42"/>
        <source>Vote on the nominees</source>
        <translation>Vote on the nominees</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="43"/>
        <source>Defence speeches</source>
        <translation>Defence speeches</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="44"/>
        <source>First day: expel anyone at all?</source>
        <translation>First day: expel anyone at all?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="45"/>
        <source>Show of hands to expel</source>
        <translation>Show of hands to expel</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="46"/>
        <source>Car crash</source>
        <translation>Car crash</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="47"/>
        <source>Last words</source>
        <translation>Last words</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="48"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="55"/>
        <source>Seat the players</source>
        <translation>Seat the players</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="56"/>
        <source>Deal the cards</source>
        <translation>Deal the cards</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="57"/>
        <source>Start day 1</source>
        <translation>Start day 1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="58"/>
        <source>Next speaker</source>
        <translation>Next speaker</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="59"/>
        <source>Enter the hands</source>
        <translation>Enter the hands</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="60"/>
        <source>Enter the hands: expel anyone?</source>
        <translation>Enter the hands: expel anyone?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="61"/>
        <source>Enter the hands: expel them all?</source>
        <translation>Enter the hands: expel them all?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="62"/>
        <source>Enter the night action</source>
        <translation>Enter the night action</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="63"/>
        <source>Morning: announce the night</source>
        <translation>Morning: announce the night</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="69"/>
        <source>The boss checks</source>
        <translation>The boss checks</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="70"/>
        <source>The mafia kills</source>
        <translation>The mafia kills</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="71"/>
        <source>The maniac</source>
        <translation>The maniac</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="72"/>
        <source>The agitator</source>
        <translation>The agitator</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="73"/>
        <source>The commissar checks</source>
        <translation>The commissar checks</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="74"/>
        <source>The doctor saves</source>
        <translation>The doctor saves</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="75"/>
        <source>Other roles</source>
        <translation>Other roles</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="81"/>
        <source>Kill</source>
        <translation>Kill</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="82"/>
        <source>Kill without reveal</source>
        <translation>Kill without reveal</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="83"/>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="84"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="85"/>
        <source>Silence</source>
        <translation>Silence</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="86"/>
        <source>Nobody</source>
        <translation>Nobody</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="102"/>
        <source>Parity: the blacks win</source>
        <translation>Parity: the blacks win</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="118"/>
        <source>no: a night without victims</source>
        <translation>no: a night without victims</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="137"/>
        <source>to the defence: {list}</source>
        <translation>to the defence: {list}</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="141"/>
        <source>more than four candidates: nobody leaves</source>
        <translation>more than four candidates: nobody leaves</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="144"/>
        <source>expelled: {list}</source>
        <translation>expelled: {list}</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="151"/>
        <source>Out of the vote: %1; again: %2</source>
        <translation>Out of the vote: %1; again: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="93"/>
        <source>expelled</source>
        <translation>expelled</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="101"/>
        <source>The reds win</source>
        <translation>The reds win</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="103"/>
        <source>A draw: nobody scores</source>
        <translation>A draw: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="104"/>
        <source>The game was aborted: nobody scores</source>
        <translation>The game was aborted: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="109"/>
        <source>loner</source>
        <translation>loner</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="117"/>
        <source>Day %1: expel anyone? Hands: %2 — %3</source>
        <translation>Day %1: expel anyone? Hands: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="122"/>
        <source>Day %1: expel them both? Hands: %2 — %3</source>
        <translation>Day %1: expel them both? Hands: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="123"/>
        <source>Day %1: expel them all? Hands: %2 — %3</source>
        <translation>Day %1: expel them all? Hands: %2 — %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="118"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="92"/>
        <source>killed at night</source>
        <translation>killed at night</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="94"/>
        <source>removed for three fouls</source>
        <translation>removed for three fouls</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="95"/>
        <source>with the kamikaze</source>
        <translation>with the kamikaze</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="125"/>
        <source>no, nobody leaves</source>
        <translation>no, nobody leaves</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="124"/>
        <source>yes, they all leave</source>
        <translation>yes, they all leave</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="124"/>
        <source>yes, both leave</source>
        <translation>yes, both leave</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="129"/>
        <source>Day %1, nominees: %2</source>
        <translation>Day %1, nominees: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="129"/>
        <source>Day %1, hands: %2</source>
        <translation>Day %1, hands: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="139"/>
        <source>no candidates</source>
        <translation>no candidates</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="146"/>
        <source>no majority: stays</source>
        <translation>no majority: stays</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="148"/>
        <source>a tie: car crash</source>
        <translation>a tie: car crash</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../gm_console/main_window.py" line="323"/>
        <source>The protocol could not be saved: %1</source>
        <translation>The protocol could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="326"/>
        <source>Protocol saved: %1</source>
        <translation>Protocol saved: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="265"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="266"/>
        <source>Phones: %1</source>
        <translation>Phones: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="267"/>
        <source>Server: %1</source>
        <translation>Server: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="268"/>
        <source>Server: not running</source>
        <translation>Server: not running</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="313"/>
        <source>A choice made in secret</source>
        <translation>A choice made in secret</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="374"/>
        <source>New table</source>
        <translation>New table</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="375"/>
        <source>Open a new table for %1? This table ends, its protocol stays in the journal, and every phone joins again with the new code.</source>
        <translation>Open a new table for %1? This table ends, its protocol stays in the journal, and every phone joins again with the new code.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="392"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="393"/>
        <source>Quit the console? The players&apos; phones lose the table until it starts again; the table is kept and restored next time.</source>
        <translation>Quit the console? The players&apos; phones lose the table until it starts again; the table is kept and restored next time.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="406"/>
        <source>Remove player</source>
        <translation>Remove player</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="407"/>
        <source>Remove %1 from the table? In a round this counts as leaving.</source>
        <translation>Remove %1 from the table? In a round this counts as leaving.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="416"/>
        <source>New seat link</source>
        <translation>New seat link</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="417"/>
        <source>Give %1 a new link? The phone now holding the seat is disconnected.</source>
        <translation>Give %1 a new link? The phone now holding the seat is disconnected.</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="531"/>
        <source>GM Console — moderator</source>
        <translation>GM Console — moderator</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="535"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="536"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="538"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="539"/>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <location filename="../gm_console/main_window.py" line="537"/>
        <source>Evening</source>
        <translation>Evening</translation>
    </message>
</context>
<context>
    <name>MinutePanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="186"/>
        <source>Minute on credit paid back: no minute — the answer comes at once</source>
        <translation>Minute on credit paid back: no minute — the answer comes at once</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="188"/>
        <source>Press “Time starts now” after reading the question</source>
        <translation>Press “Time starts now” after reading the question</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="190"/>
        <source>Gong! Discussion is over</source>
        <translation>Gong! Discussion is over</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="192"/>
        <source>Early answer: discussion stopped</source>
        <translation>Early answer: discussion stopped</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="194"/>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="196"/>
        <source>Signal: ten seconds left</source>
        <translation>Signal: ten seconds left</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="198"/>
        <source>Discussion</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="202"/>
        <source>Debt: Minute on credit taken in round %1 is not paid back yet</source>
        <translation>Debt: Minute on credit taken in round %1 is not paid back yet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="205"/>
        <source>Debt paid in round %1</source>
        <translation>Debt paid in round %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="233"/>
        <source>The minute</source>
        <translation>The minute</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="86"/>
        <source>The acquaintance night: the blacks meet, nothing is entered</source>
        <translation>The acquaintance night: the blacks meet, nothing is entered</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="93"/>
        <source>Morning: announce the results (M)</source>
        <translation>Morning: announce the results (M)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="98"/>
        <location filename="../gm_console/games/mafia/panels/night.py" line="99"/>
        <source>Awake now: %1</source>
        <translation>Awake now: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="103"/>
        <source>Target: %1</source>
        <translation>Target: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="135"/>
        <source>the commissar!</source>
        <translation>the commissar!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="135"/>
        <source>not the commissar</source>
        <translation>not the commissar</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="136"/>
        <source>black!</source>
        <translation>black!</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="136"/>
        <source>not black</source>
        <translation>not black</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/night.py" line="161"/>
        <source>Night</source>
        <translation>Night</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="130"/>
        <source>%1 of %2 locations not yet played in this room</source>
        <translation>%1 of %2 locations not yet played in this room</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="150"/>
        <source>one: Two spies need at least %n player: untick to deal now | other: Two spies need at least %n players: untick to deal now</source>
        <translation>one: Two spies need at least %n player: untick to deal now | other: Two spies need at least %n players: untick to deal now</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="165"/>
        <source>%1 — %2 locations</source>
        <translation>%1 — %2 locations</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="175"/>
        <source>Round options</source>
        <translation>Round options</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="176"/>
        <source>Deck:</source>
        <translation>Deck:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="177"/>
        <source>Round time:</source>
        <translation>Round time:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="178"/>
        <source>Call link:</source>
        <translation>Call link:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="161"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="146"/>
        <source>one: Two spies (%n+ players) | other: Two spies (%n+ players)</source>
        <translation>one: Two spies (%n+ players) | other: Two spies (%n+ players)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="179"/>
        <source>Host plays (this screen hides all secrets)</source>
        <translation>Host plays (this screen hides all secrets)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="180"/>
        <source>WhatsApp, FaceTime or Meet link for remote players</source>
        <translation>WhatsApp, FaceTime or Meet link for remote players</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="182"/>
        <source>Family: no alcohol or nightlife; Full: adult parties included</source>
        <translation>Family: no alcohol or nightlife; Full: adult parties included</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="183"/>
        <source>How long a round lasts</source>
        <translation>How long a round lasts</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="184"/>
        <source>Deal two spies who do not know about each other</source>
        <translation>Deal two spies who do not know about each other</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="186"/>
        <source>The host takes a seat too: this screen then shows no location, spy or role</source>
        <translation>The host takes a seat too: this screen then shows no location, spy or role</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="187"/>
        <source>Players see this link in the lobby on their phones</source>
        <translation>Players see this link in the lobby on their phones</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="210"/>
        <source>The moderator&apos;s composition</source>
        <translation>The moderator&apos;s composition</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="211"/>
        <source>The default composition for the players at the table</source>
        <translation>The default composition for the players at the table</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="214"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="215"/>
        <source>Ghosts (the default variant)</source>
        <translation>Ghosts (the default variant)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="216"/>
        <source>The dead become ghosts and the council count is live</source>
        <translation>The dead become ghosts and the council count is live</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="218"/>
        <source>The host plays (this screen shows no secret)</source>
        <translation>The host plays (this screen shows no secret)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="219"/>
        <source>The app runs the table and its creator plays</source>
        <translation>The app runs the table and its creator plays</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="221"/>
        <source>Call link</source>
        <translation>Call link</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="222"/>
        <source>Discord, Meet or Zoom, for remote players</source>
        <translation>Discord, Meet or Zoom, for remote players</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="223"/>
        <source>The players see this link</source>
        <translation>The players see this link</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="224"/>
        <source>Murderers</source>
        <translation>Murderers</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="224"/>
        <source>Investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Doctor</source>
        <translation>Doctor</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Exorcist</source>
        <translation>Exorcist</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="225"/>
        <source>Szur</source>
        <translation>Szur</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="228"/>
        <source>Roles of the next deal</source>
        <translation>Roles of the next deal</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="229"/>
        <source>Default</source>
        <translation>Default</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="287"/>
        <source>The question shows here after the spin.</source>
        <translation>The question shows here after the spin.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="290"/>
        <source>Black box: a question about its contents</source>
        <translation>Black box: a question about its contents</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="291"/>
        <source>Envelope, sector %1</source>
        <translation>Envelope, sector %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="293"/>
        <source>question %1</source>
        <translation>question %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="297"/>
        <source>Picture %1: print it and hand it out</source>
        <translation>Picture %1: print it and hand it out</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="298"/>
        <source>Picture %1: on the board with the question</source>
        <translation>Picture %1: on the board with the question</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="302"/>
        <source>Sound %1: play it</source>
        <translation>Sound %1: play it</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="305"/>
        <source>Handout (give it to the experts):</source>
        <translation>Handout (give it to the experts):</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="306"/>
        <source>For the host only:</source>
        <translation>For the host only:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="312"/>
        <source>Answer:</source>
        <translation>Answer:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="315"/>
        <source>Also accept:</source>
        <translation>Also accept:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="315"/>
        <source>Do not accept:</source>
        <translation>Do not accept:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="319"/>
        <source>Comment:</source>
        <translation>Comment:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="319"/>
        <source>Club&apos;s help in the pack:</source>
        <translation>Club&apos;s help in the pack:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="320"/>
        <source>Source:</source>
        <translation>Source:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="320"/>
        <source>Author:</source>
        <translation>Author:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="327"/>
        <source>Question and answer (only you see this)</source>
        <translation>Question and answer (only you see this)</translation>
    </message>
</context>
<context>
    <name>QuizDesk</name>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="102"/>
        <source>Start the game</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="103"/>
        <source>All experts ready and a captain marked: the envelopes go onto the roulette</source>
        <translation>All experts ready and a captain marked: the envelopes go onto the roulette</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="104"/>
        <source>Mark captain</source>
        <translation>Mark captain</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="104"/>
        <source>Mark the expert selected as the team&apos;s captain</source>
        <translation>Mark the expert selected as the team&apos;s captain</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="105"/>
        <source>Mark…</source>
        <translation>Mark…</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="106"/>
        <source>Mark one of the pack&apos;s questions as the black box (it leaves the envelopes)</source>
        <translation>Mark one of the pack&apos;s questions as the black box (it leaves the envelopes)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="107"/>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="107"/>
        <source>Draw the black box from the club&apos;s black-box questions in the pack&apos;s language</source>
        <translation>Draw the black box from the club&apos;s black-box questions in the pack&apos;s language</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="109"/>
        <source>Spin the roulette</source>
        <translation>Spin the roulette</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="109"/>
        <source>Spin: it lands on a sector not yet played</source>
        <translation>Spin: it lands on a sector not yet played</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="110"/>
        <source>Start the minute of discussion</source>
        <translation>Start the minute of discussion</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="110"/>
        <source>Time starts now</source>
        <translation>Time starts now</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="111"/>
        <source>Collect the debt</source>
        <translation>Collect the debt</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="112"/>
        <location filename="../gm_console/games/quiz/desk.py" line="250"/>
        <source>Minute on credit paid back: no minute — the answer comes at once</source>
        <translation>Minute on credit paid back: no minute — the answer comes at once</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="113"/>
        <source>Pause or resume the minute</source>
        <translation>Pause or resume the minute</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="114"/>
        <source>Minute on credit</source>
        <translation>Minute on credit</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="114"/>
        <source>+60 seconds now, paid back in a later round</source>
        <translation>+60 seconds now, paid back in a later round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="115"/>
        <source>Club&apos;s help</source>
        <translation>Club&apos;s help</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="116"/>
        <source>The hint goes to the experts&apos; screens and 60 seconds are added</source>
        <translation>The hint goes to the experts&apos; screens and 60 seconds are added</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="117"/>
        <source>Host&apos;s help</source>
        <translation>Host&apos;s help</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="117"/>
        <source>After the gong: give an oral hint, no extra time</source>
        <translation>After the gong: give an oral hint, no extra time</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="118"/>
        <source>Answers: selected expert</source>
        <translation>Answers: selected expert</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="119"/>
        <source>The captain said who answers: the expert selected in the list</source>
        <translation>The captain said who answers: the expert selected in the list</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="120"/>
        <source>Right: point to the experts</source>
        <translation>Right: point to the experts</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="121"/>
        <source>Accept the answer: the answer is shown and the experts score</source>
        <translation>Accept the answer: the answer is shown and the experts score</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="122"/>
        <source>Wrong: point to the viewers</source>
        <translation>Wrong: point to the viewers</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="123"/>
        <source>Reject the answer: the answer is shown and the viewers score</source>
        <translation>Reject the answer: the answer is shown and the viewers score</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="124"/>
        <source>Cut time</source>
        <translation>Cut time</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="124"/>
        <source>Penalty: the next round&apos;s minute is 40 seconds</source>
        <translation>Penalty: the next round&apos;s minute is 40 seconds</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="126"/>
        <source>Penalty: the selected expert sits out the next round</source>
        <translation>Penalty: the selected expert sits out the next round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="125"/>
        <source>Sent off for a round</source>
        <translation>Sent off for a round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="127"/>
        <source>Loss of the hat</source>
        <translation>Loss of the hat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="128"/>
        <source>Penalty: the selected expert loses the hat for the game</source>
        <translation>Penalty: the selected expert loses the hat for the game</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="129"/>
        <location filename="../gm_console/games/quiz/desk.py" line="169"/>
        <source>Annul the round</source>
        <translation>Annul the round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="129"/>
        <source>Nobody scores, the sector is spent (at most two)</source>
        <translation>Nobody scores, the sector is spent (at most two)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="130"/>
        <source>Back to the lobby</source>
        <translation>Back to the lobby</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="130"/>
        <source>Everyone returns to the lobby, not ready</source>
        <translation>Everyone returns to the lobby, not ready</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="158"/>
        <source>Select an expert in the list first</source>
        <translation>Select an expert in the list first</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="166"/>
        <source>This is the third annulment: the match ends and everyone returns to the lobby. Go on?</source>
        <translation>This is the third annulment: the match ends and everyone returns to the lobby. Go on?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="168"/>
        <source>Annul this round? Nobody scores and the sector is spent.</source>
        <translation>Annul this round? Nobody scores and the sector is spent.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="204"/>
        <source>%1 chooses a look</source>
        <translation>%1 chooses a look</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="205"/>
        <source>%1 is ready</source>
        <translation>%1 is ready</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="205"/>
        <source>%1 is not ready</source>
        <translation>%1 is not ready</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="207"/>
        <source>Captain %1 asks for: %2</source>
        <translation>Captain %1 asks for: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="209"/>
        <source>Options: %1</source>
        <translation>Options: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="213"/>
        <source>Captain %1 names who answers: %2</source>
        <translation>Captain %1 names who answers: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="230"/>
        <source>Captain: %1</source>
        <translation>Captain: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="233"/>
        <source>Black box marked: question %1</source>
        <translation>Black box marked: question %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="234"/>
        <source>Black box: one of the pack&apos;s own</source>
        <translation>Black box: one of the pack&apos;s own</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="238"/>
        <source>Black box drawn from “%1”</source>
        <translation>Black box drawn from “%1”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="240"/>
        <source>Match %1 starts: %2</source>
        <translation>Match %1 starts: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="244"/>
        <source>Round %1 · Zero: the black box</source>
        <translation>Round %1 · Zero: the black box</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="245"/>
        <source>Round %1 · sector %2</source>
        <translation>Round %1 · sector %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="246"/>
        <source>the final round, 5:5</source>
        <translation>the final round, 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="248"/>
        <source>“Time starts now”: %1 s</source>
        <translation>“Time starts now”: %1 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="252"/>
        <source>Signal: ten seconds left</source>
        <translation>Signal: ten seconds left</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="254"/>
        <source>Gong! Discussion is over</source>
        <translation>Gong! Discussion is over</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="256"/>
        <source>Lifeline: %1</source>
        <translation>Lifeline: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="258"/>
        <source>(+%1 s)</source>
        <translation>(+%1 s)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="260"/>
        <source>hint: %1</source>
        <translation>hint: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="263"/>
        <source>Answering: %1</source>
        <translation>Answering: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="268"/>
        <source>Round %1: right, a point to the experts (%2)</source>
        <translation>Round %1: right, a point to the experts (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="269"/>
        <source>Round %1: wrong, a point to the viewers (%2)</source>
        <translation>Round %1: wrong, a point to the viewers (%2)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="276"/>
        <source>Round %1 annulled: nobody scores</source>
        <translation>Round %1 annulled: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="280"/>
        <source>Everyone returns to the lobby</source>
        <translation>Everyone returns to the lobby</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="297"/>
        <source>pack: %1</source>
        <translation>pack: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="299"/>
        <source>the question on the screens</source>
        <translation>the question on the screens</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="300"/>
        <source>the question only read aloud</source>
        <translation>the question only read aloud</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="302"/>
        <source>call link: %1</source>
        <translation>call link: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="303"/>
        <source>no call link</source>
        <translation>no call link</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="312"/>
        <source>Penalty: %1</source>
        <translation>Penalty: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="314"/>
        <source>Penalty for %1: %2</source>
        <translation>Penalty for %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="318"/>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="324"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/desk.py" line="324"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
</context>
<context>
    <name>QuizOptionsPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="143"/>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="212"/>
        <source>Import a question pack</source>
        <translation>Import a question pack</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="144"/>
        <source>Question packs (*.json *.txt);;All files (*)</source>
        <translation>Question packs (*.json *.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="186"/>
        <source>Imported “%1”: %2 questions, %3 left out</source>
        <translation>Imported “%1”: %2 questions, %3 left out</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="198"/>
        <source>the file is too large for a question pack</source>
        <translation>the file is too large for a question pack</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="199"/>
        <source>it is not a text in UTF-8, KOI8-R or Windows-1251</source>
        <translation>it is not a text in UTF-8, KOI8-R or Windows-1251</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="200"/>
        <source>it has no question (“Вопрос 1:” …) that could be read</source>
        <translation>it has no question (“Вопрос 1:” …) that could be read</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="201"/>
        <source>a pack that comes with the console has this name: rename the file</source>
        <translation>a pack that comes with the console has this name: rename the file</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="202"/>
        <source>a pack takes at most %1 questions: untick some tours</source>
        <translation>a pack takes at most %1 questions: untick some tours</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="204"/>
        <source>a pack takes at most %1 tours: untick some tours</source>
        <translation>a pack takes at most %1 tours: untick some tours</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="206"/>
        <source>it is a “Своя игра” file (themes with prices), a different game from “What? Where? When?”: it cannot be a pack of this quiz</source>
        <translation>it is a “Своя игра” file (themes with prices), a different game from “What? Where? When?”: it cannot be a pack of this quiz</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="209"/>
        <source>the pack format is broken: %1</source>
        <translation>the pack format is broken: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="213"/>
        <source>%1 cannot be used: %2</source>
        <translation>%1 cannot be used: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="233"/>
        <source>drawn at the start from the pack&apos;s %1 black-box questions</source>
        <translation>drawn at the start from the pack&apos;s %1 black-box questions</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="234"/>
        <source>not chosen yet</source>
        <translation>not chosen yet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="235"/>
        <source>question %1</source>
        <translation>question %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="239"/>
        <source>drawn from “%1”</source>
        <translation>drawn from “%1”</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="246"/>
        <source>The game cannot start: a game needs %1 envelope questions, this pack has %2</source>
        <translation>The game cannot start: a game needs %1 envelope questions, this pack has %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="248"/>
        <source>The game cannot start: the pack has no black-box question. Mark one of its questions (Shift+B) or draw one of the club&apos;s (B)</source>
        <translation>The game cannot start: the pack has no black-box question. Mark one of its questions (Shift+B) or draw one of the club&apos;s (B)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="270"/>
        <source>Captain: %1</source>
        <translation>Captain: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="271"/>
        <source>Captain: not marked yet</source>
        <translation>Captain: not marked yet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="276"/>
        <source>Tournament: %1</source>
        <translation>Tournament: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="278"/>
        <source>tours: %1</source>
        <translation>tours: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="279"/>
        <source>%1 envelope questions</source>
        <translation>%1 envelope questions</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="289"/>
        <source>The game</source>
        <translation>The game</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="290"/>
        <source>Pack:</source>
        <translation>Pack:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="291"/>
        <source>Black box:</source>
        <translation>Black box:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="292"/>
        <source>Import…</source>
        <translation>Import…</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="293"/>
        <source>Call link:</source>
        <translation>Call link:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="294"/>
        <source>Show the question on the board and the phones</source>
        <translation>Show the question on the board and the phones</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="295"/>
        <source>Discord or another call for the team</source>
        <translation>Discord or another call for the team</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="297"/>
        <source>The question pack: 15 envelopes and the black box are drawn from it</source>
        <translation>The question pack: 15 envelopes and the black box are drawn from it</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="298"/>
        <source>Add a pack: the pack format (JSON) or a ChGK text file (“Вопрос 1:”, “Ответ:”, …): pick its tours</source>
        <translation>Add a pack: the pack format (JSON) or a ChGK text file (“Вопрос 1:”, “Ответ:”, …): pick its tours</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="300"/>
        <source>The experts see this link in the lobby</source>
        <translation>The experts see this link in the lobby</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/lobby.py" line="302"/>
        <source>Once you say “Time starts now”, the question&apos;s text shows on the screens</source>
        <translation>Once you say “Time starts now”, the question&apos;s text shows on the screens</translation>
    </message>
</context>
<context>
    <name>QuizTexts</name>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="25"/>
        <source>Lobby: the experts take their seats</source>
        <translation>Lobby: the experts take their seats</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="27"/>
        <source>The Croupier reads the question</source>
        <translation>The Croupier reads the question</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="28"/>
        <source>The minute of discussion</source>
        <translation>The minute of discussion</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="29"/>
        <source>Who answers?</source>
        <translation>Who answers?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="30"/>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="35"/>
        <source>Minute on credit</source>
        <translation>Minute on credit</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="36"/>
        <source>Club&apos;s help</source>
        <translation>Club&apos;s help</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="37"/>
        <source>Host&apos;s help</source>
        <translation>Host&apos;s help</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="42"/>
        <source>available</source>
        <translation>available</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="43"/>
        <source>used</source>
        <translation>used</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="49"/>
        <source>Cut time (40 s)</source>
        <translation>Cut time (40 s)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="50"/>
        <source>Sent off for a round</source>
        <translation>Sent off for a round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Owl</source>
        <translation>Owl</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Fox</source>
        <translation>Fox</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Cat</source>
        <translation>Cat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="56"/>
        <source>Bear</source>
        <translation>Bear</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="57"/>
        <source>Hippo</source>
        <translation>Hippo</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="57"/>
        <source>Raven</source>
        <translation>Raven</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="57"/>
        <source>Hedgehog</source>
        <translation>Hedgehog</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="58"/>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="63"/>
        <source>bowler</source>
        <translation>bowler</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="63"/>
        <source>opera hat</source>
        <translation>opera hat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="65"/>
        <source>top hat</source>
        <translation>top hat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="63"/>
        <source>fedora</source>
        <translation>fedora</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="26"/>
        <source>Roulette</source>
        <translation>Roulette</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="44"/>
        <source>lost at 5:5</source>
        <translation>lost at 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="51"/>
        <source>Loss of the hat</source>
        <translation>Loss of the hat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="64"/>
        <source>beret</source>
        <translation>beret</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="64"/>
        <source>cap</source>
        <translation>cap</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="64"/>
        <source>panama</source>
        <translation>panama</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="65"/>
        <source>boater</source>
        <translation>boater</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="69"/>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="69"/>
        <source>Viewers</source>
        <translation>Viewers</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="70"/>
        <source>annulled</source>
        <translation>annulled</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="74"/>
        <source>The experts win</source>
        <translation>The experts win</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="75"/>
        <source>The viewers win</source>
        <translation>The viewers win</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="76"/>
        <source>Ended: a third annulment</source>
        <translation>Ended: a third annulment</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="77"/>
        <source>Ended: no experts left</source>
        <translation>Ended: no experts left</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../gm_console/refusals.py" line="36"/>
        <source>Add or take away some seconds, not 0</source>
        <translation>Add or take away some seconds, not 0</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="37"/>
        <source>No option was given</source>
        <translation>No option was given</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="38"/>
        <source>There is no seat %1</source>
        <translation>There is no seat %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="39"/>
        <source>Nobody is seated</source>
        <translation>Nobody is seated</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="40"/>
        <source>%1 has already left the table</source>
        <translation>%1 has already left the table</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="41"/>
        <source>No timer is running now</source>
        <translation>No timer is running now</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="42"/>
        <source>The timer is already paused</source>
        <translation>The timer is already paused</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="43"/>
        <source>The timer is already running</source>
        <translation>The timer is already running</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="44"/>
        <source>It is so already</source>
        <translation>It is so already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="45"/>
        <source>one: At least %n player is needed | other: At least %n players are needed</source>
        <translation>one: At least %n player is needed | other: At least %n players are needed</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="47"/>
        <source>There is no moderator action to take back</source>
        <translation>There is no moderator action to take back</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="48"/>
        <source>The journal could not store it: nothing was changed</source>
        <translation>The journal could not store it: nothing was changed</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="51"/>
        <source>There is no deck %1</source>
        <translation>There is no deck %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="52"/>
        <source>A round lasts 5, 8 or 10 minutes</source>
        <translation>A round lasts 5, 8 or 10 minutes</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="53"/>
        <source>%1 is asking already</source>
        <translation>%1 is asking already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="54"/>
        <source>%1 is not playing this round</source>
        <translation>%1 is not playing this round</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="55"/>
        <source>one: Two spies need at least %n player; seated now: %1 | other: Two spies need at least %n players; seated now: %1</source>
        <translation>one: Two spies need at least %n player; seated now: %1 | other: Two spies need at least %n players; seated now: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="58"/>
        <source>Only before a deal or after a round</source>
        <translation>Only before a deal or after a round</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="59"/>
        <source>Deal the cards first, once per round</source>
        <translation>Deal the cards first, once per round</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="60"/>
        <source>No round is on</source>
        <translation>No round is on</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="61"/>
        <source>Only while questions are asked</source>
        <translation>Only while questions are asked</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="62"/>
        <source>Only while the round runs</source>
        <translation>Only while the round runs</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="63"/>
        <source>The round is over</source>
        <translation>The round is over</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="64"/>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="65"/>
        <source>Now %1 asks</source>
        <translation>Now %1 asks</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="67"/>
        <source>This composition cannot be dealt: %1</source>
        <translation>This composition cannot be dealt: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="68"/>
        <source>at least one Murderer is needed</source>
        <translation>at least one Murderer is needed</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="69"/>
        <source>a count cannot be below zero</source>
        <translation>a count cannot be below zero</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="70"/>
        <source>at most one Investigator, Doctor, Exorcist and Szur</source>
        <translation>at most one Investigator, Doctor, Exorcist and Szur</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="72"/>
        <source>the Exorcist plays only with the Ghosts</source>
        <translation>the Exorcist plays only with the Ghosts</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="73"/>
        <source>the Murderers must be fewer than the others</source>
        <translation>the Murderers must be fewer than the others</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="75"/>
        <source>more roles than players</source>
        <translation>more roles than players</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="76"/>
        <location filename="../gm_console/refusals.py" line="102"/>
        <source>Deal the cards first</source>
        <translation>Deal the cards first</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="77"/>
        <source>The default composition takes no counts</source>
        <translation>The default composition takes no counts</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="78"/>
        <location filename="../gm_console/refusals.py" line="105"/>
        <source>No game is on</source>
        <translation>No game is on</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="79"/>
        <source>No timer runs in this phase</source>
        <translation>No timer runs in this phase</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="80"/>
        <source>Nothing to change</source>
        <translation>Nothing to change</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="81"/>
        <source>Only before the deal or after a game</source>
        <translation>Only before the deal or after a game</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="82"/>
        <source>The default composition is in use already</source>
        <translation>The default composition is in use already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="83"/>
        <location filename="../gm_console/refusals.py" line="85"/>
        <source>Not at this stage of the game</source>
        <translation>Not at this stage of the game</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="86"/>
        <source>There is no such night action</source>
        <translation>There is no such night action</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="87"/>
        <source>There is no such night slot</source>
        <translation>There is no such night slot</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="88"/>
        <source>There is no such team</source>
        <translation>There is no such team</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="89"/>
        <source>Only during a living player&apos;s speech</source>
        <translation>Only during a living player&apos;s speech</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="90"/>
        <source>The club is 21+: confirm the player&apos;s age</source>
        <translation>The club is 21+: confirm the player&apos;s age</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="92"/>
        <source>one: From 0 to %n hand | other: From 0 to %n hands</source>
        <translation>one: From 0 to %n hand | other: From 0 to %n hands</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="93"/>
        <source>A bonus is from 1 to %1 points, plus or minus</source>
        <translation>A bonus is from 1 to %1 points, plus or minus</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="95"/>
        <source>A count is from 0 to 16</source>
        <translation>A count is from 0 to 16</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="96"/>
        <source>A game is on</source>
        <translation>A game is on</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="97"/>
        <source>one: A game needs %n player | other: A game needs %n players</source>
        <translation>one: A game needs %n player | other: A game needs %n players</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="99"/>
        <source>A role needs a name</source>
        <translation>A role needs a name</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="100"/>
        <source>At most two under fouls a game</source>
        <translation>At most two under fouls a game</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="101"/>
        <source>A game has from %1 to %2 places</source>
        <translation>A game has from %1 to %2 places</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="103"/>
        <source>Everyone has woken: announce the morning</source>
        <translation>Everyone has woken: announce the morning</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="106"/>
        <source>No game has its cards dealt</source>
        <translation>No game has its cards dealt</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="107"/>
        <source>There is no place %1</source>
        <translation>There is no place %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="108"/>
        <source>There is no role %1</source>
        <translation>There is no role %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="109"/>
        <source>Nobody is signed up</source>
        <translation>Nobody is signed up</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="110"/>
        <location filename="../gm_console/refusals.py" line="111"/>
        <source>Nobody is speaking now</source>
        <translation>Nobody is speaking now</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="112"/>
        <source>Nominations are made in the circle</source>
        <translation>Nominations are made in the circle</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="113"/>
        <source>One or two nominations per speaker</source>
        <translation>One or two nominations per speaker</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="115"/>
        <source>Only after seating, before the deal</source>
        <translation>Only after seating, before the deal</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="116"/>
        <source>Only at night</source>
        <translation>Only at night</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="117"/>
        <source>Only between games</source>
        <translation>Only between games</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="118"/>
        <source>Only the speaker (%1) may take the time</source>
        <translation>Only the speaker (%1) may take the time</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="120"/>
        <source>Only while a game is played</source>
        <translation>Only while a game is played</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="121"/>
        <source>Place %1 is not in the game</source>
        <translation>Place %1 is not in the game</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="122"/>
        <source>%1 is not on the ballot</source>
        <translation>%1 is not on the ballot</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="123"/>
        <source>%1 is nominated already</source>
        <translation>%1 is nominated already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="124"/>
        <source>%1 has immunity today</source>
        <translation>%1 has immunity today</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="125"/>
        <source>%1 has immunity tonight</source>
        <translation>%1 has immunity tonight</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="126"/>
        <source>The role %1 exists already</source>
        <translation>The role %1 exists already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="127"/>
        <source>%1 is not signed up</source>
        <translation>%1 is not signed up</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="128"/>
        <source>This player is in the game on: finish or abort it first</source>
        <translation>This player is in the game on: finish or abort it first</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="130"/>
        <source>The cards are dealt already</source>
        <translation>The cards are dealt already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="131"/>
        <source>one: The evening&apos;s list is full: %n name | other: The evening&apos;s list is full: %n names</source>
        <translation>one: The evening&apos;s list is full: %n name | other: The evening&apos;s list is full: %n names</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="133"/>
        <source>The night is not over: enter the action still to come</source>
        <translation>The night is not over: enter the action still to come</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="135"/>
        <source>The time is up</source>
        <translation>The time is up</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="136"/>
        <source>Another role is awake now</source>
        <translation>Another role is awake now</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="137"/>
        <source>This action is not done at this turn of the night</source>
        <translation>This action is not done at this turn of the night</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="139"/>
        <source>This action needs a player</source>
        <translation>This action needs a player</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="140"/>
        <source>A time is from 10 to 600 seconds</source>
        <translation>A time is from 10 to 600 seconds</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="141"/>
        <source>one: %n living player raises one hand at most | other: %n living players raise one hand each at most</source>
        <translation>one: %n living player raises one hand at most | other: %n living players raise one hand each at most</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="145"/>
        <source>There is no pack %1</source>
        <translation>There is no pack %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="146"/>
        <source>There is no penalty %1</source>
        <translation>There is no penalty %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="147"/>
        <source>The pack has no question %1</source>
        <translation>The pack has no question %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="148"/>
        <source>Lifelines are taken during a round&apos;s discussion or after the gong</source>
        <translation>Lifelines are taken during a round&apos;s discussion or after the gong</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="150"/>
        <source>Only before “Time starts”</source>
        <translation>Only before “Time starts”</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="151"/>
        <source>The Club&apos;s help is taken during the main minute</source>
        <translation>The Club&apos;s help is taken during the main minute</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="153"/>
        <source>The Host&apos;s help comes once the minute has run out</source>
        <translation>The Host&apos;s help comes once the minute has run out</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="155"/>
        <source>This question has no Club&apos;s help: type the hint</source>
        <translation>This question has no Club&apos;s help: type the hint</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="157"/>
        <source>one: A team has at least %n expert | other: A team has at least %n experts</source>
        <translation>one: A team has at least %n expert | other: A team has at least %n experts</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="159"/>
        <source>Sent off for the next round already</source>
        <translation>Sent off for the next round already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="160"/>
        <source>Cut time punishes the whole team: no expert is named</source>
        <translation>Cut time punishes the whole team: no expert is named</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="162"/>
        <source>Every expert sits out this round</source>
        <translation>Every expert sits out this round</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="163"/>
        <source>Every penalty that can be given is given</source>
        <translation>Every penalty that can be given is given</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="165"/>
        <source>Every sector has been played</source>
        <translation>Every sector has been played</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="166"/>
        <source>Finish the round first</source>
        <translation>Finish the round first</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="167"/>
        <source>Mark the captain first</source>
        <translation>Mark the captain first</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="168"/>
        <source>Name the expert</source>
        <translation>Name the expert</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="169"/>
        <source>No Minute on credit to pay back</source>
        <translation>No Minute on credit to pay back</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="170"/>
        <source>No round to annul</source>
        <translation>No round to annul</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="171"/>
        <source>Not ready yet: %1</source>
        <translation>Not ready yet: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="172"/>
        <source>One lifeline per round</source>
        <translation>One lifeline per round</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="173"/>
        <source>Only after the gong</source>
        <translation>Only after the gong</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="174"/>
        <source>Only once the question is asked</source>
        <translation>Only once the question is asked</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="175"/>
        <source>Only once the sector is out</source>
        <translation>Only once the sector is out</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="176"/>
        <source>Only the captain</source>
        <translation>Only the captain</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="177"/>
        <source>%1 is not at the table</source>
        <translation>%1 is not at the table</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="178"/>
        <source>%1 is the captain already</source>
        <translation>%1 is the captain already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="179"/>
        <source>%1 sits out this round</source>
        <translation>%1 sits out this round</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="180"/>
        <source>Someone must be left to answer</source>
        <translation>Someone must be left to answer</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="181"/>
        <source>The answerer is named already</source>
        <translation>The answerer is named already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="182"/>
        <source>The captain has not named the answerer yet</source>
        <translation>The captain has not named the answerer yet</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="184"/>
        <source>The Club has no other black box question in this language</source>
        <translation>The Club has no other black box question in this language</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="186"/>
        <source>The debt round has no minute</source>
        <translation>The debt round has no minute</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="187"/>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="188"/>
        <source>The hat is taken already</source>
        <translation>The hat is taken already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="189"/>
        <source>The lifelines burnt at 5:5</source>
        <translation>The lifelines burnt at 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="190"/>
        <source>The next round is cut already</source>
        <translation>The next round is cut already</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="191"/>
        <source>This seat is not at the table</source>
        <translation>This seat is not at the table</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="192"/>
        <source>This expert sits out this round</source>
        <translation>This expert sits out this round</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="193"/>
        <source>This lifeline was used in round %1</source>
        <translation>This lifeline was used in round %1</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="203"/>
        <source>Cannot undo the deal: the cards are on the phones. Abort it and deal anew.</source>
        <translation>Cannot undo the deal: the cards are on the phones. Abort it and deal anew.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="204"/>
        <source>Cannot undo: the question has been read out. Too early? Pause the minute or annul the round.</source>
        <translation>Cannot undo: the question has been read out. Too early? Pause the minute or annul the round.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="206"/>
        <source>Cannot undo: the Club&apos;s help has put its hint on the phones.</source>
        <translation>Cannot undo: the Club&apos;s help has put its hint on the phones.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="207"/>
        <source>Cannot undo: the verdict has shown the answer.</source>
        <translation>Cannot undo: the verdict has shown the answer.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="212"/>
        <source>Cannot undo: “%1” has put a secret on the phones, and it stays revealed.</source>
        <translation>Cannot undo: “%1” has put a secret on the phones, and it stays revealed.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="214"/>
        <source>Cannot undo: since then a move by %1 has put a secret on the phones, and it stays revealed.</source>
        <translation>Cannot undo: since then a move by %1 has put a secret on the phones, and it stays revealed.</translation>
    </message>
    <message>
        <location filename="../gm_console/refusals.py" line="216"/>
        <source>Cannot undo: a secret has reached the phones since, and it stays revealed.</source>
        <translation>Cannot undo: a secret has reached the phones since, and it stays revealed.</translation>
    </message>
</context>
<context>
    <name>ReissueDialog</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="214"/>
        <source>New seat link</source>
        <translation>New seat link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="215"/>
        <source>%1 scans this code to take their seat again. The old link no longer works.</source>
        <translation>%1 scans this code to take their seat again. The old link no longer works.</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="217"/>
        <source>Copy link</source>
        <translation>Copy link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="218"/>
        <source>Copy the link</source>
        <translation>Copy the link</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="220"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>RequestsPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="139"/>
        <source>Requests</source>
        <translation>Requests</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="728"/>
        <source>Nobody wins</source>
        <translation>Nobody wins</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="731"/>
        <source>guesses: %1 of %2</source>
        <translation>guesses: %1 of %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="735"/>
        <source>No result yet</source>
        <translation>No result yet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="748"/>
        <source>guessed by %1</source>
        <translation>guessed by %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="749"/>
        <source>team</source>
        <translation>team</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="749"/>
        <source>goals</source>
        <translation>goals</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="750"/>
        <source>guesses</source>
        <translation>guesses</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="750"/>
        <source>guessed</source>
        <translation>guessed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="751"/>
        <source>shot</source>
        <translation>shot</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="767"/>
        <source>The evening&apos;s scoreboard · games played: %1</source>
        <translation>The evening&apos;s scoreboard · games played: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="770"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <location filename="../gm_console/games/suspi/panels.py" line="772"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <source>Goal</source>
        <translation>Goal</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="771"/>
        <location filename="../gm_console/games/suspi/panels.py" line="772"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="455"/>
        <source>Game %1: %2</source>
        <translation>Game %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="459"/>
        <source>Tonight&apos;s points: %1</source>
        <translation>Tonight&apos;s points: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="461"/>
        <source>No game finished yet tonight</source>
        <translation>No game finished yet tonight</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="464"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Role</source>
        <translation>Role</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="465"/>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/evening.py" line="466"/>
        <source>★ the first out: immune on day 1 and night 1 of the next game</source>
        <translation>★ the first out: immune on day 1 and night 1 of the next game</translation>
    </message>
</context>
<context>
    <name>RingPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="236"/>
        <source>Picked: %1</source>
        <translation>Picked: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="237"/>
        <source>Pick a seat: click it or type its number</source>
        <translation>Pick a seat: click it or type its number</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="254"/>
        <source>The table</source>
        <translation>The table</translation>
    </message>
</context>
<context>
    <name>RoundPanel</name>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="105"/>
        <source>Answering: %1</source>
        <translation>Answering: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="112"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="114"/>
        <source>Round %1 · Zero: the black box</source>
        <translation>Round %1 · Zero: the black box</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="116"/>
        <source>Round %1 · sector %2</source>
        <translation>Round %1 · sector %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="119"/>
        <source>FINAL ROUND 5:5</source>
        <translation>FINAL ROUND 5:5</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="120"/>
        <source>FINAL ROUND 5:5 — only Minute on credit is left</source>
        <translation>FINAL ROUND 5:5 — only Minute on credit is left</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="123"/>
        <source>Experts %1 : %2 Viewers</source>
        <translation>Experts %1 : %2 Viewers</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="128"/>
        <source>Annulled %1 of %2</source>
        <translation>Annulled %1 of %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/panels/round.py" line="132"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
</context>
<context>
    <name>ScoresPanel</name>
    <message>
        <location filename="../gm_console/panels/scores.py" line="97"/>
        <source>Leader: %1</source>
        <translation>Leader: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="99"/>
        <source>No points yet</source>
        <translation>No points yet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="590"/>
        <source>Round %1: %2</source>
        <translation>Round %1: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="596"/>
        <source>%1; spy: %2</source>
        <translation>%1; spy: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="107"/>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="108"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="108"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/scores.py" line="109"/>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
</context>
<context>
    <name>ScreenWarning</name>
    <message>
        <location filename="../gm_console/screens.py" line="96"/>
        <source>Check the projector</source>
        <translation>Check the projector</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="97"/>
        <source>Open the venue guide</source>
        <translation>Open the venue guide</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="98"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="99"/>
        <source>Set the projector to Extend: on Windows Win+P ▸ Extend; on macOS System Settings ▸ Displays ▸ Use as Extended display; on Linux the display settings, with the screens joined side by side, not mirrored.</source>
        <translation>Set the projector to Extend: on Windows Win+P ▸ Extend; on macOS System Settings ▸ Displays ▸ Use as Extended display; on Linux the display settings, with the screens joined side by side, not mirrored.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="103"/>
        <source>Two screens show the same picture: the projector mirrors this screen, so the room sees the console with every secret on it.</source>
        <translation>Two screens show the same picture: the projector mirrors this screen, so the room sees the console with every secret on it.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="106"/>
        <source>The board opened on the only screen the console sees, over the console. If a projector is connected, it mirrors this screen and the room sees the console.</source>
        <translation>The board opened on the only screen the console sees, over the console. If a projector is connected, it mirrors this screen and the room sees the console.</translation>
    </message>
    <message>
        <location filename="../gm_console/screens.py" line="108"/>
        <source>Help ▸ Before the first evening tells more.</source>
        <translation>Help ▸ Before the first evening tells more.</translation>
    </message>
</context>
<context>
    <name>SeatRing</name>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="215"/>
        <source>not revealed</source>
        <translation>not revealed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="237"/>
        <source>immune</source>
        <translation>immune</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="239"/>
        <source>silent</source>
        <translation>silent</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="241"/>
        <source>on the vote</source>
        <translation>on the vote</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/ring.py" line="243"/>
        <source>nominated</source>
        <translation>nominated</translation>
    </message>
</context>
<context>
    <name>SeatsPanel</name>
    <message>
        <location filename="../gm_console/panels/seats.py" line="102"/>
        <source>watching</source>
        <translation>watching</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="104"/>
        <source>looked ✓</source>
        <translation>looked ✓</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="106"/>
        <source>not yet</source>
        <translation>not yet</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="120"/>
        <source>Seated: %1, phones connected: %2</source>
        <translation>Seated: %1, phones connected: %2</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="175"/>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Nickname</source>
        <translation>Nickname</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Phone</source>
        <translation>Phone</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="176"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/seats.py" line="177"/>
        <source>Select a seat to remove it or give it a new link</source>
        <translation>Select a seat to remove it or give it a new link</translation>
    </message>
</context>
<context>
    <name>SecretsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="547"/>
        <source>The host plays: the location, the spies and the roles are only on the players&apos; phones.</source>
        <translation>The host plays: the location, the spies and the roles are only on the players&apos; phones.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="555"/>
        <source>No cards are out.</source>
        <translation>No cards are out.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="560"/>
        <source>Location</source>
        <translation>Location</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="568"/>
        <source>SPY</source>
        <translation>SPY</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="581"/>
        <source>Secrets (host only)</source>
        <translation>Secrets (host only)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="582"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="582"/>
        <source>Card</source>
        <translation>Card</translation>
    </message>
</context>
<context>
    <name>ShortcutsWindow</name>
    <message>
        <location filename="../gm_console/guide.py" line="136"/>
        <source>Pick the game</source>
        <translation>Pick the game</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="137"/>
        <source>The seats</source>
        <translation>The seats</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="138"/>
        <source>The address for remote players</source>
        <translation>The address for remote players</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="139"/>
        <source>The address phones join at</source>
        <translation>The address phones join at</translation>
    </message>
    <message>
        <location filename="../gm_console/guide.py" line="153"/>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
</context>
<context>
    <name>SpyDesk</name>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="77"/>
        <source>Deal cards</source>
        <translation>Deal cards</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="77"/>
        <source>Deal a secret card to every player</source>
        <translation>Deal a secret card to every player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="78"/>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="78"/>
        <source>Deal new cards for the next round</source>
        <translation>Deal new cards for the next round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="79"/>
        <source>Start round</source>
        <translation>Start round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="80"/>
        <source>Start the round: the app picks who asks first and starts the timer</source>
        <translation>Start the round: the app picks who asks first and starts the timer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="81"/>
        <source>Pass turn</source>
        <translation>Pass turn</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="81"/>
        <source>Pass the asker&apos;s turn to the next player</source>
        <translation>Pass the asker&apos;s turn to the next player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="82"/>
        <source>Pass turn to the selected player</source>
        <translation>Pass turn to the selected player</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="83"/>
        <source>Pass the asker&apos;s turn to the player selected in the seat list</source>
        <translation>Pass the asker&apos;s turn to the player selected in the seat list</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="84"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="84"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="85"/>
        <source>Pause or resume the round timer</source>
        <translation>Pause or resume the round timer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="86"/>
        <source>+30 s</source>
        <translation>+30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="86"/>
        <source>Add 30 seconds to the round</source>
        <translation>Add 30 seconds to the round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="87"/>
        <source>−30 s</source>
        <translation>−30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="87"/>
        <source>Take 30 seconds from the round</source>
        <translation>Take 30 seconds from the round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="88"/>
        <source>Abort the round: nobody scores</source>
        <translation>Abort the round: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="100"/>
        <source>Select a player in the seat list first</source>
        <translation>Select a player in the seat list first</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="126"/>
        <source>%1 looked at their card</source>
        <translation>%1 looked at their card</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="127"/>
        <source>%1 asked %2</source>
        <translation>%1 asked %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="129"/>
        <source>%1 accuses %2</source>
        <translation>%1 accuses %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="130"/>
        <source>%1 names the location</source>
        <translation>%1 names the location</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="131"/>
        <source>Options changed</source>
        <translation>Options changed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="132"/>
        <source>Cards dealt</source>
        <translation>Cards dealt</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="133"/>
        <source>Round started: %1 asks first</source>
        <translation>Round started: %1 asks first</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="135"/>
        <source>Turn passed to %1</source>
        <translation>Turn passed to %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="136"/>
        <source>Round aborted</source>
        <translation>Round aborted</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="88"/>
        <location filename="../gm_console/games/spy/desk.py" line="107"/>
        <source>Abort round</source>
        <translation>Abort round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/desk.py" line="108"/>
        <source>Abort this round? Nobody scores.</source>
        <translation>Abort this round? Nobody scores.</translation>
    </message>
</context>
<context>
    <name>SpyTimerPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="302"/>
        <source>The timer starts with the round</source>
        <translation>The timer starts with the round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="304"/>
        <source>Paused for the vote</source>
        <translation>Paused for the vote</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="306"/>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../gm_console/startup.py" line="115"/>
        <source>Another GM Console is already running on this computer and serves phones on port %1. Switch to its window, or close it and start this one again. To run both, this one can use another port.</source>
        <translation>Another GM Console is already running on this computer and serves phones on port %1. Switch to its window, or close it and start this one again. To run both, this one can use another port.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="120"/>
        <source>Port %1, where phones join this table, is used by another program on this computer. Close that program, or use another port for the console.</source>
        <translation>Port %1, where phones join this table, is used by another program on this computer. Close that program, or use another port for the console.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="124"/>
        <source>This computer does not allow the console to serve phones on port %1. Use another port for the console.</source>
        <translation>This computer does not allow the console to serve phones on port %1. Use another port for the console.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="128"/>
        <source>The console could not serve phones on port %1. Use another port, or start the console again.</source>
        <translation>The console could not serve phones on port %1. Use another port, or start the console again.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="136"/>
        <source>Phones cannot join: port %1 is taken</source>
        <translation>Phones cannot join: port %1 is taken</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="153"/>
        <source>Phones cannot join</source>
        <translation>Phones cannot join</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="156"/>
        <source>The port can also be given at the start: gm-console --port NUMBER.</source>
        <translation>The port can also be given at the start: gm-console --port NUMBER.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="158"/>
        <source>Use another port</source>
        <translation>Use another port</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="160"/>
        <source>Quit the console</source>
        <translation>Quit the console</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="162"/>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="208"/>
        <source>Another GM Console (or python -m net) is already running on this computer with the data folder %1. Switch to its window, or close it and start this one again.</source>
        <translation>Another GM Console (or python -m net) is already running on this computer with the data folder %1. Switch to its window, or close it and start this one again.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="212"/>
        <source>It is process %2.</source>
        <translation>It is process %2.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="216"/>
        <source>The data folder %1 cannot be made: %2 is a file, not a folder. Move or rename that file, or start the console with another data folder (--data-dir FOLDER).</source>
        <translation>The data folder %1 cannot be made: %2 is a file, not a folder. Move or rename that file, or start the console with another data folder (--data-dir FOLDER).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="222"/>
        <source>The disk that holds the data folder %1 is full. Free some space on it, or start the console with a data folder on another disk (--data-dir FOLDER).</source>
        <translation>The disk that holds the data folder %1 is full. Free some space on it, or start the console with a data folder on another disk (--data-dir FOLDER).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="226"/>
        <source>The console may not write in the data folder %1: the folder is read-only, on a read-only medium, or this user has no right to write there. Start the console with a folder it may write in (--data-dir FOLDER), or give this user the right to write there.</source>
        <translation>The console may not write in the data folder %1: the folder is read-only, on a read-only medium, or this user has no right to write there. Start the console with a folder it may write in (--data-dir FOLDER), or give this user the right to write there.</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="231"/>
        <source>The console cannot use the data folder %1. Check that the disk is connected and that this user may write there, or start the console with another data folder (--data-dir FOLDER).</source>
        <translation>The console cannot use the data folder %1. Check that the disk is connected and that this user may write there, or start the console with another data folder (--data-dir FOLDER).</translation>
    </message>
    <message>
        <location filename="../gm_console/startup.py" line="239"/>
        <source>The console cannot start</source>
        <translation>The console cannot start</translation>
    </message>
</context>
<context>
    <name>StepPanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="103"/>
        <source>Game %1</source>
        <translation>Game %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="105"/>
        <source>Day %1</source>
        <translation>Day %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="106"/>
        <source>Night %1</source>
        <translation>Night %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="107"/>
        <source>Before day 1&apos;s circle</source>
        <translation>Before day 1&apos;s circle</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="120"/>
        <source>Line-up: %1 of %2, reserve: %3. S seats the players by lot.</source>
        <translation>Line-up: %1 of %2, reserve: %3. S seats the players by lot.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="127"/>
        <source>Cards dealt: %1 of %2 have looked. G starts day 1.</source>
        <translation>Cards dealt: %1 of %2 have looked. G starts day 1.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="129"/>
        <source>Set the composition, then deal the cards (D).</source>
        <translation>Set the composition, then deal the cards (D).</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="131"/>
        <source>Free talk: everyone may speak. N ends it.</source>
        <translation>Free talk: everyone may speak. N ends it.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="133"/>
        <source>%1 speaks. V nominates the picked seat; N: next speaker.</source>
        <translation>%1 speaks. V nominates the picked seat; N: next speaker.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="145"/>
        <source>%1: pick a seat, then T (X: nobody).</source>
        <translation>%1: pick a seat, then T (X: nobody).</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="135"/>
        <source>%1 defends. N: next speaker.</source>
        <translation>%1 defends. N: next speaker.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="137"/>
        <source>%1: last words. N: next.</source>
        <translation>%1: last words. N: next.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="139"/>
        <source>Count the hands, type the number and press Enter.</source>
        <translation>Count the hands, type the number and press Enter.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="141"/>
        <source>The blacks meet each other; nothing to enter. M: morning.</source>
        <translation>The blacks meet each other; nothing to enter. M: morning.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="147"/>
        <source>Everyone has woken. M: morning.</source>
        <translation>Everyone has woken. M: morning.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="150"/>
        <source>S seats the next game.</source>
        <translation>S seats the next game.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="174"/>
        <source>Now</source>
        <translation>Now</translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="279"/>
        <source>Game %1</source>
        <translation>Game %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="281"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="283"/>
        <source>the last round</source>
        <translation>the last round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="287"/>
        <source>%1 at the table; 6 to 18 players</source>
        <translation>%1 at the table; 6 to 18 players</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="289"/>
        <source>one: Everyone reads their card. Announced: about %n murderer | other: Everyone reads their card. Announced: about %n murderers</source>
        <translation>one: Everyone reads their card. Announced: about %n murderer | other: Everyone reads their card. Announced: about %n murderers</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="296"/>
        <source>one: Announced: about %n murderer | other: Announced: about %n murderers</source>
        <translation>one: Announced: about %n murderer | other: Announced: about %n murderers</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="301"/>
        <source>The game</source>
        <translation>The game</translation>
    </message>
</context>
<context>
    <name>StorageAlert</name>
    <message>
        <location filename="../gm_console/storage_alert.py" line="46"/>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="50"/>
        <source>The journal cannot be written</source>
        <translation>The journal cannot be written</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="55"/>
        <source>The disk is full.</source>
        <translation>The disk is full.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="56"/>
        <source>The disk or the journal file is read-only.</source>
        <translation>The disk or the journal file is read-only.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="57"/>
        <source>The disk refused to write.</source>
        <translation>The disk refused to write.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="58"/>
        <source>The last request was refused and nothing of it was applied: the table goes on as soon as the disk takes writes again.</source>
        <translation>The last request was refused and nothing of it was applied: the table goes on as soon as the disk takes writes again.</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="61"/>
        <source>Journal: %1</source>
        <translation>Journal: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/storage_alert.py" line="62"/>
        <source>Free space: %1</source>
        <translation>Free space: %1</translation>
    </message>
</context>
<context>
    <name>SuspiDesk</name>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="97"/>
        <location filename="../gm_console/games/suspi/desk.py" line="98"/>
        <source>Night falls</source>
        <translation>Night falls</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="99"/>
        <source>End the night</source>
        <translation>End the night</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="100"/>
        <source>Start the day</source>
        <translation>Start the day</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="101"/>
        <source>Open the council</source>
        <translation>Open the council</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="102"/>
        <source>Close the council</source>
        <translation>Close the council</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="103"/>
        <source>Reveal the results</source>
        <translation>Reveal the results</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="104"/>
        <location filename="../gm_console/games/suspi/desk.py" line="243"/>
        <source>Next step</source>
        <translation>Next step</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="109"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="109"/>
        <source>Deal cards</source>
        <translation>Deal cards</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="110"/>
        <source>Deal characters, roles, goals and rooms to everyone at the table</source>
        <translation>Deal characters, roles, goals and rooms to everyone at the table</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="111"/>
        <source>The next step of the game: night, dawn, day, council</source>
        <translation>The next step of the game: night, dawn, day, council</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="112"/>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="112"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="113"/>
        <source>Pause or resume the timer</source>
        <translation>Pause or resume the timer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="114"/>
        <source>+30 s</source>
        <translation>+30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="114"/>
        <source>Add 30 seconds</source>
        <translation>Add 30 seconds</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="115"/>
        <source>−30 s</source>
        <translation>−30 s</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="115"/>
        <source>Take 30 seconds away</source>
        <translation>Take 30 seconds away</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="116"/>
        <location filename="../gm_console/games/suspi/desk.py" line="127"/>
        <source>Abort game</source>
        <translation>Abort game</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="116"/>
        <source>Abort the game: roles are shown, nobody scores</source>
        <translation>Abort the game: roles are shown, nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="127"/>
        <source>Abort this game? Roles are shown and nobody scores.</source>
        <translation>Abort this game? Roles are shown and nobody scores.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="152"/>
        <source>Game %1 dealt: %2 players</source>
        <translation>Game %1 dealt: %2 players</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="155"/>
        <source>Night %1 falls</source>
        <translation>Night %1 falls</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="156"/>
        <source>the last round</source>
        <translation>the last round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="159"/>
        <source>Dawn</source>
        <translation>Dawn</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="160"/>
        <source>Did not come back: %1</source>
        <translation>Did not come back: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="161"/>
        <source>Everyone came back this morning</source>
        <translation>Everyone came back this morning</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="163"/>
        <source>The day begins</source>
        <translation>The day begins</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="165"/>
        <source>The council opens</source>
        <translation>The council opens</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="168"/>
        <source>Runoff among: %1</source>
        <translation>Runoff among: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="169"/>
        <source>Leaves the villa: %1</source>
        <translation>Leaves the villa: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="170"/>
        <source>Nobody leaves the villa</source>
        <translation>Nobody leaves the villa</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="175"/>
        <source>The results are revealed</source>
        <translation>The results are revealed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="197"/>
        <source>%1 picks the room %2</source>
        <translation>%1 picks the room %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="199"/>
        <source>%1 (investigator) checks the room %2</source>
        <translation>%1 (investigator) checks the room %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="201"/>
        <source>%1 (doctor) protects %2</source>
        <translation>%1 (doctor) protects %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="203"/>
        <source>%1 (exorcist) makes %2 holy ground</source>
        <translation>%1 (exorcist) makes %2 holy ground</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="205"/>
        <source>%1 (ghost) points at the room %2</source>
        <translation>%1 (ghost) points at the room %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="207"/>
        <source>%1 votes for %2</source>
        <translation>%1 votes for %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="209"/>
        <source>%1 abstains</source>
        <translation>%1 abstains</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="210"/>
        <source>%1 (murderer) puts %2 to sleep with powder</source>
        <translation>%1 (murderer) puts %2 to sleep with powder</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="212"/>
        <source>%1 (murderer) bribes %2</source>
        <translation>%1 (murderer) bribes %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="214"/>
        <source>%1 guesses that %2&apos;s goal is %3</source>
        <translation>%1 guesses that %2&apos;s goal is %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="220"/>
        <source>%1 confirms their vote</source>
        <translation>%1 confirms their vote</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="221"/>
        <source>A vote is confirmed</source>
        <translation>A vote is confirmed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="224"/>
        <source>%1 (Szur) shoots %2</source>
        <translation>%1 (Szur) shoots %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="225"/>
        <source>The Szur shoots %1</source>
        <translation>The Szur shoots %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="229"/>
        <source>ghosts</source>
        <translation>ghosts</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="229"/>
        <source>no ghosts</source>
        <translation>no ghosts</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="231"/>
        <source>the host plays</source>
        <translation>the host plays</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="231"/>
        <source>the host does not play</source>
        <translation>the host does not play</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="233"/>
        <source>call link: %1</source>
        <translation>call link: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="234"/>
        <source>no call link</source>
        <translation>no call link</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="235"/>
        <source>Options: %1</source>
        <translation>Options: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="238"/>
        <source>Composition: the default</source>
        <translation>Composition: the default</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="241"/>
        <source>Composition: %1</source>
        <translation>Composition: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="247"/>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="264"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/desk.py" line="264"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
</context>
<context>
    <name>SuspiTexts</name>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="26"/>
        <source>Lobby: the guests are arriving</source>
        <translation>Lobby: the guests are arriving</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="27"/>
        <source>Cards dealt: everyone reads their card</source>
        <translation>Cards dealt: everyone reads their card</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="28"/>
        <source>Night: everyone picks a room</source>
        <translation>Night: everyone picks a room</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="29"/>
        <source>Dawn: who did not come back</source>
        <translation>Dawn: who did not come back</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="30"/>
        <source>Day: where were you last night?</source>
        <translation>Day: where were you last night?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="31"/>
        <source>Council: the secret vote</source>
        <translation>Council: the secret vote</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="32"/>
        <source>The council&apos;s verdict</source>
        <translation>The council&apos;s verdict</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="33"/>
        <source>Unmasking: guess someone&apos;s goal</source>
        <translation>Unmasking: guess someone&apos;s goal</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="34"/>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="37"/>
        <source>Murderer</source>
        <translation>Murderer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="38"/>
        <source>Investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="39"/>
        <source>Doctor</source>
        <translation>Doctor</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="40"/>
        <source>Exorcist</source>
        <translation>Exorcist</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="41"/>
        <source>Szur</source>
        <translation>Szur</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="42"/>
        <source>Guest</source>
        <translation>Guest</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="45"/>
        <source>Thief</source>
        <translation>Thief</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="46"/>
        <source>Loner</source>
        <translation>Loner</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="47"/>
        <source>Spy</source>
        <translation>Spy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="48"/>
        <source>Companion</source>
        <translation>Companion</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="49"/>
        <source>Suspect</source>
        <translation>Suspect</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="50"/>
        <source>Accuser</source>
        <translation>Accuser</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="51"/>
        <source>Romance</source>
        <translation>Romance</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="52"/>
        <source>Bribe: abstain</source>
        <translation>Bribe: abstain</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="55"/>
        <source>The city wins</source>
        <translation>The city wins</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="56"/>
        <source>The murderers win</source>
        <translation>The murderers win</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="57"/>
        <source>The ghosts win</source>
        <translation>The ghosts win</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="60"/>
        <source>No murderer is left alive</source>
        <translation>No murderer is left alive</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="61"/>
        <source>Only murderers are left alive</source>
        <translation>Only murderers are left alive</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="62"/>
        <source>A murderer survived the last round</source>
        <translation>A murderer survived the last round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="63"/>
        <source>The possessed outnumber the other living</source>
        <translation>The possessed outnumber the other living</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="64"/>
        <source>The game was aborted: nobody scores</source>
        <translation>The game was aborted: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="67"/>
        <source>Hold your card on the phone to read your character, role and goal; let go and it hides.</source>
        <translation>Hold your card on the phone to read your character, role and goal; let go and it hides.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="69"/>
        <source>Night, %1: pick a room on the phone in secret, then put the phone face down.</source>
        <translation>Night, %1: pick a room on the phone in secret, then put the phone face down.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="71"/>
        <source>In a room where murderers equal or outnumber the others, one of the others dies. Murderers do not choose.</source>
        <translation>In a room where murderers equal or outnumber the others, one of the others dies. Murderers do not choose.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="74"/>
        <source>Day, %1: say where you were. Lying is allowed, showing your screen is not.</source>
        <translation>Day, %1: say where you were. Lying is allowed, showing your screen is not.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="82"/>
        <source>Everyone but the Szur has a secret goal: +2 if completed. At the end, guess another player&apos;s goal: +1.</source>
        <translation>Everyone but the Szur has a secret goal: +2 if completed. At the end, guess another player&apos;s goal: +1.</translation>
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
        <translation>Dawn: your phone tells you where you were and who was with you.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="76"/>
        <source>Council, %1: vote on the phone and confirm. One player leaves, two with 12+ players while 8+ are alive.</source>
        <translation>Council, %1: vote on the phone and confirm. One player leaves, two with 12+ players while 8+ are alive.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="78"/>
        <source>The dead become ghosts: at night they point at a room to possess someone.</source>
        <translation>The dead become ghosts: at night they point at a room to possess someone.</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="79"/>
        <source>The city wins when no murderer lives; the murderers when only they are left or one survives the last round; the ghosts when the possessed outnumber the other living.</source>
        <translation>The city wins when no murderer lives; the murderers when only they are left or one survives the last round; the ghosts when the possessed outnumber the other living.</translation>
    </message>
</context>
<context>
    <name>SuspiTimerPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="314"/>
        <source>The timer runs at night, by day, at a council and at the unmasking</source>
        <translation>The timer runs at night, by day, at a council and at the unmasking</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="14"/>
        <source>Spy</source>
        <translation>Spy</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/texts.py" line="18"/>
        <source>SUSPI</source>
        <translation>SUSPI</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/texts.py" line="21"/>
        <source>Club mafia</source>
        <translation>Club mafia</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="20"/>
        <source>Lobby: players are joining</source>
        <translation>Lobby: players are joining</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="21"/>
        <source>Cards dealt: players look at their cards</source>
        <translation>Cards dealt: players look at their cards</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="22"/>
        <source>Round running: questions</source>
        <translation>Round running: questions</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="23"/>
        <source>Accusation: voting</source>
        <translation>Accusation: voting</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="24"/>
        <source>Time is up: everyone names a suspect</source>
        <translation>Time is up: everyone names a suspect</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="25"/>
        <source>The exposed spy guesses the location</source>
        <translation>The exposed spy guesses the location</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="26"/>
        <source>Round over</source>
        <translation>Round over</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="30"/>
        <source>The spy was caught by an accusation</source>
        <translation>The spy was caught by an accusation</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="31"/>
        <source>An innocent player was accused</source>
        <translation>An innocent player was accused</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="32"/>
        <source>The spy guessed the location</source>
        <translation>The spy guessed the location</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="33"/>
        <source>The spy guessed wrong</source>
        <translation>The spy guessed wrong</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="34"/>
        <source>Time ran out and the spy stayed hidden</source>
        <translation>Time ran out and the spy stayed hidden</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="35"/>
        <source>The spy was exposed but guessed the location</source>
        <translation>The spy was exposed but guessed the location</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="36"/>
        <source>The spy was exposed and guessed wrong</source>
        <translation>The spy was exposed and guessed wrong</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="37"/>
        <source>The round was aborted: nobody scores</source>
        <translation>The round was aborted: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="38"/>
        <source>The spy left: nobody scores</source>
        <translation>The spy left: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="39"/>
        <source>Too few players remained: nobody scores</source>
        <translation>Too few players remained: nobody scores</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="53"/>
        <source>one: The spy wins | other: The spies win</source>
        <translation>one: The spy wins | other: The spies win</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="16"/>
        <source>Order of the Crystal Hippo</source>
        <translation>Order of the Crystal Hippo</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="17"/>
        <source>The Crystal Hippo</source>
        <translation>The Crystal Hippo</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="18"/>
        <source>Order of the Diamond Hippo</source>
        <translation>Order of the Diamond Hippo</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="19"/>
        <source>The Diamond Hippo</source>
        <translation>The Diamond Hippo</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="43"/>
        <source>The spies win</source>
        <translation>The spies win</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/texts.py" line="44"/>
        <source>The locals win</source>
        <translation>The locals win</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="26"/>
        <source>This action is not known here</source>
        <translation>This action is not known here</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="27"/>
        <source>This action has a wrong value</source>
        <translation>This action has an invalid value</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="28"/>
        <source>This action is not allowed</source>
        <translation>This action is not allowed</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="29"/>
        <source>Not possible at this moment of the game</source>
        <translation>Not possible at this moment of the game</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="30"/>
        <source>It is not this player&apos;s turn</source>
        <translation>It is not this player&apos;s turn</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="31"/>
        <source>This has already been done</source>
        <translation>This has already been done</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="32"/>
        <source>The table is full</source>
        <translation>The table is full</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="33"/>
        <source>This nickname is taken</source>
        <translation>This nickname is taken</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="34"/>
        <source>Too few players</source>
        <translation>Too few players</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="35"/>
        <source>This seat does not play in this round</source>
        <translation>This seat does not play in this round</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="36"/>
        <source>There is nothing to undo</source>
        <translation>There is nothing to undo</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="37"/>
        <source>Cannot undo: a secret has already been revealed</source>
        <translation>Cannot undo: a secret has already been revealed</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="38"/>
        <source>The content chosen cannot be played: see the lobby</source>
        <translation>The content chosen cannot be played: see the lobby</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="39"/>
        <source>The journal could not be written: nothing was changed</source>
        <translation>The journal could not be written: nothing was changed</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="41"/>
        <source>The message could not be read</source>
        <translation>The message could not be read</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="42"/>
        <source>The message is malformed</source>
        <translation>The message is malformed</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="43"/>
        <source>Unknown message type</source>
        <translation>Unknown message type</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="44"/>
        <source>The message is too large</source>
        <translation>The message is too large</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="45"/>
        <source>Incompatible app version</source>
        <translation>Incompatible app version</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="46"/>
        <source>No table with this code</source>
        <translation>No table with this code</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="47"/>
        <source>This seat link is no longer valid</source>
        <translation>This seat link is no longer valid</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="48"/>
        <source>Join the table first</source>
        <translation>Join the table first</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="49"/>
        <source>Already joined</source>
        <translation>Already joined</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="50"/>
        <source>Too many messages</source>
        <translation>Too many messages</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="51"/>
        <source>The table changed; look again</source>
        <translation>The table changed; look again</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="55"/>
        <source>connected</source>
        <translation>connected</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="56"/>
        <source>away</source>
        <translation>away</translation>
    </message>
    <message>
        <location filename="../gm_console/texts.py" line="57"/>
        <source>left</source>
        <translation>left</translation>
    </message>
    <message>
        <location filename="../gm_console/games/quiz/texts.py" line="8"/>
        <source>Why? Where? What for?</source>
        <translation>Why? Where? What for?</translation>
    </message>
</context>
<context>
    <name>TimerPanel</name>
    <message>
        <location filename="../gm_console/panels/timer.py" line="75"/>
        <source>Running</source>
        <translation>Running</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="75"/>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <location filename="../gm_console/panels/timer.py" line="112"/>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
</context>
<context>
    <name>TurnsPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="353"/>
        <source>Looked at their card</source>
        <translation>Looked at their card</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="354"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="357"/>
        <source>Still to look: %1</source>
        <translation>Still to look: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="358"/>
        <source>Everyone has looked: start the round</source>
        <translation>Everyone has looked: start the round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="360"/>
        <location filename="../gm_console/games/spy/panels.py" line="364"/>
        <source>Asks now</source>
        <translation>Asks now</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="362"/>
        <location filename="../gm_console/games/spy/panels.py" line="366"/>
        <source>Questions so far</source>
        <translation>Questions so far</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="395"/>
        <source>%1. %2 asked %3</source>
        <translation>%1. %2 asked %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="401"/>
        <source>Question chain</source>
        <translation>Question chain</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="289"/>
        <source>Speaks: %1</source>
        <translation>Speaks: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="290"/>
        <source>Nobody is speaking</source>
        <translation>Nobody is speaking</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="298"/>
        <source>nominated by seat %1</source>
        <translation>nominated by seat %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="300"/>
        <source>Nominated: %1</source>
        <translation>Nominated: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="302"/>
        <source>Nobody nominated yet</source>
        <translation>Nobody nominated yet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="305"/>
        <source>Turn order</source>
        <translation>Turn order</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="306"/>
        <source>Next:</source>
        <translation>Next:</translation>
    </message>
</context>
<context>
    <name>ViewPanel</name>
    <message>
        <location filename="../gm_console/games/generic.py" line="182"/>
        <source>The game as the console sees it</source>
        <translation>The game as the console sees it</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="183"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../gm_console/games/generic.py" line="183"/>
        <source>Value</source>
        <translation>Value</translation>
    </message>
</context>
<context>
    <name>VillaPanel</name>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="358"/>
        <source>The host plays: the map of the rooms is hidden</source>
        <translation>The host plays: the map of the rooms is hidden</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="364"/>
        <source>The rooms are known once the cards are dealt</source>
        <translation>The rooms are known once the cards are dealt</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="377"/>
        <source>Tonight&apos;s picks so far; grey: not chosen yet (stays in last night&apos;s room)</source>
        <translation>Tonight&apos;s picks so far; grey: not chosen yet (stays in last night&apos;s room)</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="380"/>
        <source>Where everyone spent the last night</source>
        <translation>Where everyone spent the last night</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="381"/>
        <source>Nobody has spent a night in the villa yet</source>
        <translation>Nobody has spent a night in the villa yet</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="407"/>
        <source>checked</source>
        <translation>checked</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="409"/>
        <source>holy ground</source>
        <translation>holy ground</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="411"/>
        <source>ghosts: %1</source>
        <translation>ghosts: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="417"/>
        <source>Asleep (powder): %1</source>
        <translation>Asleep (powder): %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="419"/>
        <source>murderer</source>
        <translation>murderer</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="419"/>
        <source>possessed</source>
        <translation>possessed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="425"/>
        <source>Not chosen yet:</source>
        <translation>Not chosen yet:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/suspi/panels.py" line="430"/>
        <source>The villa: who is where</source>
        <translation>The villa: who is where</translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="380"/>
        <source>Who goes to the defence? Hands for each nominee</source>
        <translation>Who goes to the defence? Hands for each nominee</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="382"/>
        <source>Hands to expel, for each candidate</source>
        <translation>Hands to expel, for each candidate</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="384"/>
        <source>First day: who wants to expel anyone at all? Hands:</source>
        <translation>First day: who wants to expel anyone at all? Hands:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="388"/>
        <source>Car crash: expel them both (%1)? Hands:</source>
        <translation>Car crash: expel them both (%1)? Hands:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="389"/>
        <source>Car crash: expel them all (%1)? Hands:</source>
        <translation>Car crash: expel them all (%1)? Hands:</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="392"/>
        <source>Defence: %1</source>
        <translation>Defence: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="394"/>
        <source>No vote now</source>
        <translation>No vote now</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="403"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="435"/>
        <source>Living players: %1 · hands entered: %2 · a majority is %3</source>
        <translation>Living players: %1 · hands entered: %2 · a majority is %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="474"/>
        <source>Vote</source>
        <translation>Vote</translation>
    </message>
    <message>
        <location filename="../gm_console/games/mafia/panels/day.py" line="475"/>
        <source>Enter the hands</source>
        <translation>Enter the hands</translation>
    </message>
</context>
<context>
    <name>VotesPanel</name>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="448"/>
        <source>%1 accuses %2</source>
        <translation>%1 accuses %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="452"/>
        <source>Time is up: who is the spy?</source>
        <translation>Time is up: who is the spy?</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="455"/>
        <source>%1 is exposed and names the location</source>
        <translation>%1 is exposed and names the location</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="458"/>
        <source>How everyone voted</source>
        <translation>How everyone voted</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="461"/>
        <source>No vote right now</source>
        <translation>No vote right now</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="463"/>
        <source>Accused already this round: %1</source>
        <translation>Accused already this round: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="472"/>
        <source>%1 of %2 voted</source>
        <translation>%1 of %2 voted</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="479"/>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="479"/>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="480"/>
        <source>%1 accused %2: %3</source>
        <translation>%1 accused %2: %3</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="484"/>
        <source>yes: %1</source>
        <translation>yes: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="485"/>
        <source>no: %1</source>
        <translation>no: %1</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="487"/>
        <source>%1 named %2</source>
        <translation>%1 named %2</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="493"/>
        <source>%1 guessed %2: right</source>
        <translation>%1 guessed %2: right</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="494"/>
        <source>%1 guessed %2: wrong</source>
        <translation>%1 guessed %2: wrong</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="497"/>
        <source>No votes this round</source>
        <translation>No votes this round</translation>
    </message>
    <message>
        <location filename="../gm_console/games/spy/panels.py" line="500"/>
        <source>Voting</source>
        <translation>Voting</translation>
    </message>
</context>
</TS>
