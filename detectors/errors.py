"""The one error type a missing or malformed start-up file raises, whoever reads it."""

from __future__ import annotations


class StartupFileError(Exception):
    """A model, lexicon, pool, playbook, exemplar, template or evidence file Parry needs at
    start-up is missing or malformed; the message names the file and how to fix it, so the
    CLI shows it as it is, without a traceback."""
