"""Playbooks: versioned JSON documents (FAID's ACE playbooks), outside the audit hash chain.

Revision ID: c41d7e9a2b05
Revises: 8b2e4d6f1a03
Create Date: 2026-12-01 09:00:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "c41d7e9a2b05"
down_revision: str | None = "8b2e4d6f1a03"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TIMESTAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "playbooks",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("parent_version", sa.Integer(), nullable=True),
        sa.Column("sha256", sa.String(length=64), nullable=False),
        sa.Column("content", sa.JSON(), nullable=False),
        sa.Column("note", sa.JSON(), nullable=False),
        sa.Column("created_at", _TIMESTAMP, nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_playbooks")),
        sa.UniqueConstraint("name", "version", name=op.f("uq_playbooks_name_version")),
    )
    op.create_index(op.f("ix_playbooks_name"), "playbooks", ["name"])


def downgrade() -> None:
    op.drop_table("playbooks")
