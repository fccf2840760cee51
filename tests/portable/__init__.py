"""The no-POSIX mode: the suite run with the calls Windows does not have taken away (no_posix.py)."""
