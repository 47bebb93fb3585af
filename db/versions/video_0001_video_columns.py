"""video columns: a video's codec and frame rate; where matched videos sit in time

Revision ID: video_0001
Revises: reuse_0001
Create Date: 2026-11-30
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "video_0001"
down_revision: str | None = "reuse_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("assets", schema=None) as batch_op:
        batch_op.add_column(sa.Column("codec", sa.String(length=16), nullable=True))
        batch_op.add_column(sa.Column("frame_rate", sa.Float(), nullable=True))
    with op.batch_alter_table("matches", schema=None) as batch_op:
        batch_op.add_column(sa.Column("video", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("matches", schema=None) as batch_op:
        batch_op.drop_column("video")
    with op.batch_alter_table("assets", schema=None) as batch_op:
        batch_op.drop_column("frame_rate")
        batch_op.drop_column("codec")
