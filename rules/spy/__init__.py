"""The spy game (rule clauses SPY-01..SPY-39)."""
