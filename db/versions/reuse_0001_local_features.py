"""local features: each asset's ORB keypoints, descriptors and thumbnail, packed

Revision ID: reuse_0001
Revises: article_0001
Create Date: 2026-11-30
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "reuse_0001"
down_revision: str | None = "article_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "local_features",
        sa.Column("asset_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("version", sa.String(length=32), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.ForeignKeyConstraint(["asset_id"], ["assets.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("asset_id"),
    )


def downgrade() -> None:
    op.drop_table("local_features")
