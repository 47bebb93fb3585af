"""Index fingerprints by variant, so video frames are found without scanning picture hashes

Revision ID: 0002
Revises: video_0001
Create Date: 2026-11-30
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0002"
down_revision: str | None = "video_0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_fingerprints_variant_id", "fingerprints", ["variant", "id"])


def downgrade() -> None:
    op.drop_index("ix_fingerprints_variant_id", table_name="fingerprints")
