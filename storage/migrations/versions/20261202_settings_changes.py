"""Settings changes: one `settings_changes` row per admin change to a space's settings, in the chain.

Versions made before this revision stay in `playbooks` only; they are not backfilled
into the chain (a migration must not extend the chain: it would vouch for history it
never saw). Downgrading drops the table and its rows: `verify` (of a later upgrade)
then reports the gaps they leave in the chain.

Revision ID: 5e9a3c7d2f14
Revises: c41d7e9a2b05
Create Date: 2026-12-02 10:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "5e9a3c7d2f14"
down_revision: str | None = "c41d7e9a2b05"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TIMESTAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "settings_changes",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("seq", sa.BigInteger(), nullable=False),
        sa.Column("prev_hash", sa.String(length=64), nullable=False),
        sa.Column("row_hash", sa.String(length=64), nullable=False),
        sa.Column("event_id", sa.String(), nullable=False),
        sa.Column("recorded_at", _TIMESTAMP, nullable=False),
        sa.Column("space_id", sa.String(), nullable=False),
        sa.Column("changed_by", sa.String(), nullable=False),
        sa.Column("command", sa.Text(), nullable=False),
        sa.Column("settings", sa.JSON(), nullable=False),
        sa.Column("document", sa.String(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("at", _TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_settings_changes")),
    )
    op.create_index(op.f("ix_settings_changes_seq"), "settings_changes", ["seq"], unique=True)
    op.create_index(op.f("ix_settings_changes_event_id"), "settings_changes", ["event_id"])
    op.create_index(op.f("ix_settings_changes_space_id"), "settings_changes", ["space_id"])


def downgrade() -> None:
    op.drop_table("settings_changes")
