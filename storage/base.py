"""The declarative base every audit table derives from."""

from __future__ import annotations

from sqlalchemy import MetaData
from sqlalchemy.orm import DeclarativeBase

# Named constraints and indexes keep Alembic migrations reproducible: SQLite and
# PostgreSQL would otherwise invent different names for the same index.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    """Base of the audit tables; `Base.metadata` is what Alembic compares against."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)
