"""Reading the chain back: its head, a past write's landing, every row in `seq` order."""

from __future__ import annotations

import heapq
from collections.abc import AsyncIterator

from sqlalchemy import RowMapping, Table, func, literal, select, union_all
from sqlalchemy.ext.asyncio import AsyncConnection

from storage._chain import GENESIS_HASH, ChainMark
from storage.models import TABLES

_PAGE = 2_000


async def read_head(connection: AsyncConnection) -> ChainMark | None:
    """The last row of the chain (highest `seq` over every table); None when it is empty.

    Args:
        connection: Inside the write transaction, after the chain lock, when extending it.
    """
    heads = union_all(
        *(
            select(literal(name).label("table"), t.c.seq, t.c.row_hash).where(
                t.c.seq == select(func.max(t.c.seq)).scalar_subquery()
            )
            for name, t in TABLES.items()
        )
    )
    rows = (await connection.execute(heads)).all()
    if not rows:
        return None
    table, seq, row_hash = max(rows, key=lambda r: r.seq)
    return ChainMark(table, seq, row_hash)


def head_or_genesis(head: ChainMark | None) -> tuple[int, str]:
    """`(seq, row_hash)` of `head`, or `(0, GENESIS_HASH)` for an empty chain."""
    return (0, GENESIS_HASH) if head is None else (head.seq, head.row_hash)


async def has_landed(connection: AsyncConnection, mark: ChainMark) -> bool:
    """Whether the row `mark` describes is in the database, i.e. its write committed.

    Args:
        connection: Any connection.
        mark: The chain position and hash the write's last row took.
    """
    t = TABLES[mark.table]
    stored = await connection.scalar(select(t.c.row_hash).where(t.c.seq == mark.seq))
    return stored == mark.row_hash


async def _table_rows(connection: AsyncConnection, table: Table, upto: int) -> AsyncIterator[RowMapping]:
    # Keyset pages rather than a server-side cursor: portable, and no transaction held open
    # across pages on PostgreSQL. Rows up to `upto` were all committed before it was read.
    after = 0
    while True:
        page = (
            (
                await connection.execute(
                    select(table).where(table.c.seq > after, table.c.seq <= upto).order_by(table.c.seq).limit(_PAGE)
                )
            )
            .mappings()
            .all()
        )
        for row in page:
            yield row
        if len(page) < _PAGE:
            return
        after = page[-1]["seq"]


async def chain_rows(connection: AsyncConnection, upto: int) -> AsyncIterator[tuple[str, RowMapping]]:
    """Every row with `seq <= upto`, from all tables merged in `seq` order.

    Args:
        connection: Any connection.
        upto: Highest `seq` to read (the head when the walk began).

    Yields:
        `(table name, row)` pairs.
    """
    streams = [(name, _table_rows(connection, t, upto)) for name, t in TABLES.items()]
    heap: list[tuple[int, int, RowMapping]] = []
    for i, (_, stream) in enumerate(streams):
        first = await anext(stream, None)
        if first is not None:
            heap.append((first["seq"], i, first))
    heapq.heapify(heap)
    while heap:
        _, i, row = heapq.heappop(heap)
        name, stream = streams[i]
        yield name, row
        following = await anext(stream, None)
        if following is not None:
            heapq.heappush(heap, (following["seq"], i, following))
