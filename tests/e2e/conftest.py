from tests.e2e.serverfix import spy_table_server  # noqa: F401  (a fixture for every e2e test)
