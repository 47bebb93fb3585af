"""Alembic environment: run migrations on the connection provenance hands over."""

from alembic import context
from sqlmodel import SQLModel

import provenance.models  # noqa: F401  (registers the tables on SQLModel.metadata)

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=SQLModel.metadata,
    render_as_batch=connection.dialect.name == "sqlite",  # SQLite cannot ALTER most things
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
