"""The moderator console: Qt windows that render the table's views and turn clicks into requests.

It holds no game logic (PLT-01): a control is enabled because the moderator view's ``allowed``
says so, and every text it shows comes from a view, translated (PLT-15).
"""
