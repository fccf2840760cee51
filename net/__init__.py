"""The table's network side: journal, table authority, protocol codec, server, mDNS. No Qt."""
