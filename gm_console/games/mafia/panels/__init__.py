"""Club mafia's panels at the console: the step in hand, the seat ring, the turn order, the vote,
the night wizard, the fouls, the evening's roster, the composition and the evening's results.

Every button is enabled from the moderator view's ``allowed``; what a panel shows comes from the
view (PLT-01). A panel asks its desk to send a request (``requested`` or its own signal); the desk
(:mod:`..desk`) holds the picked place and tells the night panel.
"""

from __future__ import annotations

from .day import FoulsPanel, RingPanel, StepPanel, TurnsPanel, VotePanel
from .evening import CompositionPanel, EveningPanel, ResultsPanel
from .night import NightPanel

__all__ = ["CompositionPanel", "EveningPanel", "FoulsPanel", "NightPanel", "ResultsPanel", "RingPanel",
           "StepPanel", "TurnsPanel", "VotePanel"]
