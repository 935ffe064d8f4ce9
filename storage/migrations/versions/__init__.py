"""Revisions of the audit schema, oldest first by file name."""
