"""LLM accounting: one `llm_calls` row per LLM call made while judging a message.

Revision ID: 8b2e4d6f1a03
Revises: 3f1c2a9b7d01
Create Date: 2026-11-30 00:20:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "8b2e4d6f1a03"
down_revision: str | None = "3f1c2a9b7d01"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TIMESTAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "llm_calls",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("seq", sa.BigInteger(), nullable=False),
        sa.Column("prev_hash", sa.String(length=64), nullable=False),
        sa.Column("row_hash", sa.String(length=64), nullable=False),
        sa.Column("event_id", sa.String(), nullable=False),
        sa.Column("recorded_at", _TIMESTAMP, nullable=False),
        sa.Column("caller", sa.String(), nullable=False),
        sa.Column("purpose", sa.String(), nullable=False),
        sa.Column("model", sa.String(), nullable=False),
        sa.Column("outcome", sa.String(length=16), nullable=False),
        sa.Column("prompt_tokens", sa.Integer(), nullable=False),
        sa.Column("completion_tokens", sa.Integer(), nullable=False),
        sa.Column("latency_ms", sa.Double(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_llm_calls")),
    )
    op.create_index(op.f("ix_llm_calls_seq"), "llm_calls", ["seq"], unique=True)
    op.create_index(op.f("ix_llm_calls_event_id"), "llm_calls", ["event_id"])
    op.create_index(op.f("ix_llm_calls_caller"), "llm_calls", ["caller"])


def downgrade() -> None:
    op.drop_table("llm_calls")
