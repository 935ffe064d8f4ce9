"""Initial audit trail: seven append-only tables sharing one hash chain.

Revision ID: 3f1c2a9b7d01
Revises:
Create Date: 2026-11-29 18:41:38
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "3f1c2a9b7d01"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# Frozen copies of the model's types: a migration must not change when the models do.
_TIMESTAMP = sa.DateTime(timezone=True)

_INDEXED = {
    "messages": ["ts"],
    "verdicts": ["severity"],
    "decisions": ["space_id", "author_id"],
    "actions": [],
    "alerts": ["severity"],
    "feedback": [],
    "counterspeech": [],
}

_COMPOSITE = {
    "ix_messages_space_id_ts": ("messages", ["space_id", "ts"]),
    "ix_messages_author_id_ts": ("messages", ["author_id", "ts"]),
    "ix_decisions_strike_decided_at": ("decisions", ["strike", "decided_at"]),
}


def _chain_columns() -> list[sa.Column[object]]:
    return [
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("seq", sa.BigInteger(), nullable=False),
        sa.Column("prev_hash", sa.String(length=64), nullable=False),
        sa.Column("row_hash", sa.String(length=64), nullable=False),
        sa.Column("event_id", sa.String(), nullable=False),
        sa.Column("recorded_at", _TIMESTAMP, nullable=False),
    ]


def _columns() -> dict[str, list[sa.Column[object]]]:
    return {
        "messages": [
            sa.Column("platform", sa.String(), nullable=False),
            sa.Column("space_id", sa.String(), nullable=False),
            sa.Column("channel_id", sa.String(), nullable=False),
            sa.Column("message_id", sa.String(), nullable=False),
            sa.Column("author_id", sa.String(), nullable=False),
            sa.Column("ts", _TIMESTAMP, nullable=False),
            sa.Column("retention", sa.String(length=16), nullable=False),
            sa.Column("text", sa.Text(), nullable=True),
            sa.Column("text_hmac", sa.String(length=64), nullable=True),
            sa.Column("author_roles", sa.JSON(), nullable=False),
            sa.Column("reply_to", sa.String(), nullable=True),
            sa.Column("is_bot", sa.Boolean(), nullable=False),
            sa.Column("edited", sa.Boolean(), nullable=False),
            sa.Column("keep_spans", sa.JSON(), nullable=False),
        ],
        "verdicts": [
            sa.Column("harmful", sa.Boolean(), nullable=False),
            sa.Column("hate", sa.Boolean(), nullable=False),
            sa.Column("labels", sa.JSON(), nullable=False),
            sa.Column("scores", sa.JSON(), nullable=False),
            sa.Column("severity", sa.Integer(), nullable=False),
            sa.Column("route", sa.String(), nullable=False),
            sa.Column("evidence", sa.JSON(), nullable=False),
            sa.Column("model_versions", sa.JSON(), nullable=False),
            sa.Column("llm_calls", sa.Integer(), nullable=False),
            sa.Column("latency_ms", sa.Double(), nullable=True),
            sa.Column("checks", sa.JSON(), nullable=False),
        ],
        "decisions": [
            sa.Column("space_id", sa.String(), nullable=False),
            sa.Column("author_id", sa.String(), nullable=False),
            sa.Column("actions", sa.JSON(), nullable=False),
            sa.Column("reasons", sa.JSON(), nullable=False),
            sa.Column("trace", sa.JSON(), nullable=False),
            sa.Column("shadow", sa.Boolean(), nullable=False),
            sa.Column("strikes", sa.Integer(), nullable=False),
            sa.Column("config_version", sa.String(), nullable=False),
            sa.Column("decided_at", _TIMESTAMP, nullable=False),
            sa.Column("strike", sa.Boolean(), nullable=False),
        ],
        "actions": [
            sa.Column("kind", sa.String(), nullable=False),
            sa.Column("enforced", sa.Boolean(), nullable=False),
            sa.Column("ok", sa.Boolean(), nullable=True),
            sa.Column("platform_result", sa.JSON(), nullable=False),
            sa.Column("error", sa.Text(), nullable=True),
            sa.Column("at", _TIMESTAMP, nullable=True),
        ],
        "alerts": [
            sa.Column("destination", sa.String(), nullable=False),
            sa.Column("severity", sa.Integer(), nullable=False),
            sa.Column("summary", sa.Text(), nullable=False),
            sa.Column("platform_message_id", sa.String(), nullable=True),
            sa.Column("at", _TIMESTAMP, nullable=True),
        ],
        "feedback": [
            sa.Column("moderator_id", sa.String(), nullable=False),
            sa.Column("label", sa.String(), nullable=False),
            sa.Column("note", sa.Text(), nullable=False),
            sa.Column("at", _TIMESTAMP, nullable=True),
        ],
        "counterspeech": [
            sa.Column("text", sa.Text(), nullable=False),
            sa.Column("strategy", sa.String(), nullable=False),
            sa.Column("posted", sa.Boolean(), nullable=False),
            sa.Column("gate", sa.JSON(), nullable=False),
            sa.Column("evidence", sa.JSON(), nullable=False),
            sa.Column("at", _TIMESTAMP, nullable=True),
        ],
    }


def upgrade() -> None:
    for table, columns in _columns().items():
        op.create_table(
            table,
            *_chain_columns(),
            *columns,
            sa.PrimaryKeyConstraint("id", name=op.f(f"pk_{table}")),
        )
        op.create_index(op.f(f"ix_{table}_seq"), table, ["seq"], unique=True)
        for column in ["event_id", *_INDEXED[table]]:
            op.create_index(op.f(f"ix_{table}_{column}"), table, [column])
    for name, (table, indexed) in _COMPOSITE.items():
        op.create_index(name, table, indexed)


def downgrade() -> None:
    for table in _columns():
        op.drop_table(table)
