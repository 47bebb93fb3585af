"""article mentions: the passages of articles that refer to pictures, and the files linked to them

Revision ID: article_0001
Revises: 0001
Create Date: 2026-11-30
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "article_0001"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "mentions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("ref", sa.String(length=32), nullable=False),
        sa.Column("source_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.Column("sentences", sa.JSON(), nullable=False),
        sa.Column("caption", sa.String(), nullable=True),
        sa.Column("credit", sa.String(length=512), nullable=True),
        sa.Column("src", sa.String(length=2048), nullable=True),
        sa.Column("location", sa.String(length=256), nullable=True),
        sa.Column("date_created", sa.String(length=64), nullable=True),
        sa.Column("claims", sa.JSON(), nullable=True),
        sa.Column("registered_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["source_id"], ["sources.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("source_id", "number", name="uq_mention_source_number"),
    )
    with op.batch_alter_table("mentions", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_mentions_ref"), ["ref"], unique=True)
        batch_op.create_index(batch_op.f("ix_mentions_source_id"), ["source_id"], unique=False)

    op.create_table(
        "mention_assets",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("mention_id", sa.Integer(), nullable=False),
        sa.Column("asset_id", sa.Integer(), nullable=False),
        sa.Column("linked_by", sa.String(length=16), nullable=False),
        sa.Column("registered_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["asset_id"], ["assets.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["mention_id"], ["mentions.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("mention_id", "asset_id", name="uq_mention_asset"),
    )
    with op.batch_alter_table("mention_assets", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_mention_assets_asset_id"), ["asset_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_mention_assets_mention_id"), ["mention_id"], unique=False
        )


def downgrade() -> None:
    op.drop_table("mention_assets")
    op.drop_table("mentions")
