"""The conventions every command shares (exit statuses, argument types, worker processes): no Belote here."""
