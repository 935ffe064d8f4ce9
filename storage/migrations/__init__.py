"""Alembic environment and revisions of the audit schema (see `storage.migrate`)."""
