"""Checking the audit trail: recompute every hash and every link of the chain."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sqlalchemy import RowMapping
from sqlalchemy.ext.asyncio import AsyncConnection

from storage._chain import GENESIS_HASH, row_hash
from storage._ledger import chain_rows, head_or_genesis, read_head
from storage._rows import CHAIN_COLUMNS

ProblemKind = Literal["hash_mismatch", "broken_link", "missing_rows", "duplicate_seq", "head_not_found"]


@dataclass(frozen=True, slots=True)
class ChainProblem:
    """One place where the chain does not hold.

    Attributes:
        kind: "hash_mismatch" (the row was edited), "broken_link" (its `prev_hash` is not
            the previous row's hash: rows were removed, inserted or rewritten), "missing_rows"
            (a gap in `seq`: rows were deleted), "duplicate_seq", or "head_not_found" (the
            expected head is not in the chain: the tail was truncated or rewritten).
        seq: The row's position, where there is a row.
        table: The row's table.
        row_id: The row's `id` in its table.
        detail: What was expected and what was found.
    """

    kind: ProblemKind
    seq: int | None
    table: str | None
    row_id: int | None
    detail: str

    def __str__(self) -> str:
        where = f"seq {self.seq} ({self.table} id {self.row_id}): " if self.seq is not None else ""
        return f"{self.kind}: {where}{self.detail}"


@dataclass(frozen=True, slots=True)
class VerifyReport:
    """What `AuditStore.verify` found.

    Attributes:
        rows: Rows walked, over all tables.
        head_seq: `seq` of the last row (0 for an empty trail).
        head_hash: Hash of the last row; keep it outside the database and pass it as
            `expect_head` later to detect a truncated or rewritten tail.
        problems: Every problem, in chain order.
    """

    rows: int
    head_seq: int
    head_hash: str
    problems: tuple[ChainProblem, ...]

    @property
    def ok(self) -> bool:
        """Whether the chain is intact."""
        return not self.problems


def _problem(table: str, row: RowMapping, kind: ProblemKind, detail: str) -> ChainProblem:
    return ChainProblem(kind, row["seq"], table, row["id"], detail)


async def verify_chain(connection: AsyncConnection, expect_head: str | None = None) -> VerifyReport:
    """Walk every audit row in `seq` order and check the chain.

    Args:
        connection: A connection to the audit database.
        expect_head: A head hash recorded earlier; reported if no row carries it.

    Returns:
        The report; rows written while the walk runs are not included.
    """
    upto, _ = head_or_genesis(await read_head(connection))
    problems: list[ChainProblem] = []
    expected_seq, prev_hash = 1, GENESIS_HASH
    rows, head_seen = 0, expect_head is None
    async for table, row in chain_rows(connection, upto):
        rows += 1
        seq, stored_prev, stored_hash = row["seq"], row["prev_hash"], row["row_hash"]

        if seq < expected_seq:
            problems.append(_problem(table, row, "duplicate_seq", f"seq {seq} appears again"))
        elif seq > expected_seq:
            missing = f"seq {expected_seq}" if seq == expected_seq + 1 else f"seq {expected_seq}..{seq - 1}"
            problems.append(_problem(table, row, "missing_rows", f"{missing} missing before this row (deleted?)"))
        elif stored_prev != prev_hash:
            problems.append(
                _problem(
                    table,
                    row,
                    "broken_link",
                    f"prev_hash {stored_prev[:12]}…, but the row before is {prev_hash[:12]}…",
                )
            )

        content = {k: v for k, v in row.items() if k not in CHAIN_COLUMNS}
        recomputed = row_hash(stored_prev, table, seq, content)
        if recomputed != stored_hash:
            problems.append(
                _problem(
                    table,
                    row,
                    "hash_mismatch",
                    f"content hashes to {recomputed[:12]}…, row says {stored_hash[:12]}… (edited?)",
                )
            )

        head_seen = head_seen or stored_hash == expect_head
        expected_seq, prev_hash = max(expected_seq, seq + 1), stored_hash

    if not head_seen:
        problems.append(
            ChainProblem(
                "head_not_found",
                None,
                None,
                None,
                f"no row hashes to the expected head {expect_head}: rows were removed from the end "
                "of the trail, or it was rewritten",
            )
        )
    return VerifyReport(rows, upto, prev_hash, tuple(problems))
