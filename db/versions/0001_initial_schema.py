"""initial schema

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "assets",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("sha256", sa.String(length=64), nullable=False),
        sa.Column("kind", sa.String(length=8), nullable=False),
        sa.Column("format", sa.String(length=16), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("bytes", sa.BigInteger(), nullable=False),
        sa.Column("duration", sa.Float(), nullable=True),
        sa.Column("file_name", sa.String(length=512), nullable=False),
        sa.Column("registered_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("assets", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_assets_sha256"), ["sha256"], unique=True)

    op.create_table(
        "sources",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("url", sa.String(length=2048), nullable=True),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("outlet", sa.String(length=256), nullable=True),
        sa.Column("title", sa.String(length=1024), nullable=True),
        sa.Column("published_at", sa.Date(), nullable=True),
        sa.Column("registered_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("sources", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_sources_url"), ["url"], unique=True)

    op.create_table(
        "appearances",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("asset_id", sa.Integer(), nullable=False),
        sa.Column("source_id", sa.Integer(), nullable=True),
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("caption", sa.String(), nullable=True),
        sa.Column("credit", sa.String(length=512), nullable=True),
        sa.Column("published_at", sa.Date(), nullable=True),
        sa.Column("place", sa.String(length=256), nullable=True),
        sa.Column("date_claimed", sa.String(length=64), nullable=True),
        sa.Column("event", sa.String(length=256), nullable=True),
        sa.Column("file_name", sa.String(length=512), nullable=False),
        sa.Column("registered_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["asset_id"], ["assets.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(
            ["source_id"],
            ["sources.id"],
        ),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("asset_id", "key", name="uq_appearance_asset_key"),
    )
    with op.batch_alter_table("appearances", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_appearances_asset_id"), ["asset_id"], unique=False)
        batch_op.create_index(
            batch_op.f("ix_appearances_published_at"), ["published_at"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_appearances_source_id"), ["source_id"], unique=False)

    op.create_table(
        "fingerprints",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("asset_id", sa.Integer(), nullable=False),
        sa.Column("algorithm", sa.String(length=16), nullable=False),
        sa.Column("version", sa.String(length=32), nullable=False),
        sa.Column("bits", sa.LargeBinary(), nullable=False),
        sa.Column("quality", sa.Integer(), nullable=True),
        sa.Column("variant", sa.String(length=16), nullable=False),
        sa.Column("region", sa.JSON(), nullable=True),
        sa.Column("frame_time", sa.Float(), nullable=True),
        sa.ForeignKeyConstraint(["asset_id"], ["assets.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("fingerprints", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_fingerprints_algorithm"), ["algorithm"], unique=False)
        batch_op.create_index(batch_op.f("ix_fingerprints_asset_id"), ["asset_id"], unique=False)

    op.create_table(
        "matches",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("asset_id", sa.Integer(), nullable=False),
        sa.Column("other_id", sa.Integer(), nullable=False),
        sa.Column("relation", sa.String(length=24), nullable=False),
        sa.Column("score", sa.Float(), nullable=False),
        sa.Column("distances", sa.JSON(), nullable=True),
        sa.Column("region", sa.JSON(), nullable=True),
        sa.Column("frame_time", sa.Float(), nullable=True),
        sa.Column("registered_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["asset_id"], ["assets.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["other_id"], ["assets.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("asset_id", "other_id", name="uq_match_pair"),
    )
    with op.batch_alter_table("matches", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_matches_asset_id"), ["asset_id"], unique=False)
        batch_op.create_index(batch_op.f("ix_matches_other_id"), ["other_id"], unique=False)

    op.create_table(
        "claims",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("appearance_id", sa.Integer(), nullable=True),
        sa.Column("asset_id", sa.Integer(), nullable=True),
        sa.Column("field", sa.String(length=16), nullable=False),
        sa.Column("value", sa.String(length=512), nullable=False),
        sa.Column("text", sa.String(length=512), nullable=True),
        sa.Column("origin", sa.String(length=16), nullable=False),
        sa.Column("detail", sa.JSON(), nullable=True),
        sa.ForeignKeyConstraint(["appearance_id"], ["appearances.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["asset_id"], ["assets.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("claims", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_claims_appearance_id"), ["appearance_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_claims_asset_id"), ["asset_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("claims", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_claims_asset_id"))
        batch_op.drop_index(batch_op.f("ix_claims_appearance_id"))

    op.drop_table("claims")
    with op.batch_alter_table("matches", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_matches_other_id"))
        batch_op.drop_index(batch_op.f("ix_matches_asset_id"))

    op.drop_table("matches")
    with op.batch_alter_table("fingerprints", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_fingerprints_asset_id"))
        batch_op.drop_index(batch_op.f("ix_fingerprints_algorithm"))

    op.drop_table("fingerprints")
    with op.batch_alter_table("appearances", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_appearances_source_id"))
        batch_op.drop_index(batch_op.f("ix_appearances_published_at"))
        batch_op.drop_index(batch_op.f("ix_appearances_asset_id"))

    op.drop_table("appearances")
    with op.batch_alter_table("sources", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_sources_url"))

    op.drop_table("sources")
    with op.batch_alter_table("assets", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_assets_sha256"))

    op.drop_table("assets")
