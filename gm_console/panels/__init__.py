"""The main window's panels. Each renders one part of the moderator view and redraws only when
that part changed (:class:`gm_console.panels._panel.Panel`)."""
