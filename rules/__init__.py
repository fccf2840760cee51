"""Pure game rules: the shared core and one package per game. No Qt, no I/O, no clock."""
