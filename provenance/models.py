"""The registry's schema at a glance. Alembic migrations in ``db/`` create and upgrade it.

Hashes are stored as raw bytes (fixed width per algorithm), never as hex text,
so they can be loaded straight into a Hamming index.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Column, Index, LargeBinary, UniqueConstraint
from sqlmodel import Field, SQLModel


def utcnow() -> datetime:
    return datetime.now(UTC)


class Asset(SQLModel, table=True):
    """One media file's content, identified by its sha256."""

    __tablename__ = "assets"

    id: int | None = Field(default=None, primary_key=True)
    sha256: str = Field(max_length=64, unique=True, index=True)
    kind: str = Field(max_length=8)  # image | video
    format: str = Field(max_length=16)
    width: int
    height: int
    bytes: int = Field(sa_column=Column(BigInteger, nullable=False))
    duration: float | None = None  # seconds, videos only
    codec: str | None = Field(default=None, max_length=16)  # videos: h264, vp9, hevc ...
    frame_rate: float | None = None  # videos: frames a second
    file_name: str = Field(max_length=512)  # the name it had when first registered
    registered_at: datetime = Field(default_factory=utcnow)


class Fingerprint(SQLModel, table=True):
    """A perceptual hash of an asset, of a region of it, or of one video frame."""

    __tablename__ = "fingerprints"
    # Video frames are read by variant (a few among millions of picture hashes).
    __table_args__ = (Index("ix_fingerprints_variant_id", "variant", "id"),)

    id: int | None = Field(default=None, primary_key=True)
    asset_id: int = Field(foreign_key="assets.id", index=True, ondelete="CASCADE")
    algorithm: str = Field(max_length=16, index=True)
    version: str = Field(max_length=32)
    bits: bytes = Field(sa_column=Column(LargeBinary, nullable=False))
    quality: int | None = None
    variant: str = Field(default="full", max_length=16)  # full | trimmed | region | frame
    region: list[int] | None = Field(default=None, sa_column=Column(JSON))  # [x0, y0, x1, y1]
    frame_time: float | None = None


class Source(SQLModel, table=True):
    """Where media appeared: an article, a post, an archive record.

    The URL is the identity when there is one; a print outlet or a named archive
    without a URL is identified by its outlet and publication date.
    """

    __tablename__ = "sources"

    id: int | None = Field(default=None, primary_key=True)
    url: str | None = Field(default=None, max_length=2048, unique=True, index=True)
    kind: str = Field(default="article", max_length=16)
    outlet: str | None = Field(default=None, max_length=256)
    title: str | None = Field(default=None, max_length=1024)
    published_at: date | None = None
    registered_at: datetime = Field(default_factory=utcnow)


class Appearance(SQLModel, table=True):
    """One asset seen in one source, with what it was said to show there."""

    __tablename__ = "appearances"
    __table_args__ = (UniqueConstraint("asset_id", "key", name="uq_appearance_asset_key"),)

    id: int | None = Field(default=None, primary_key=True)
    asset_id: int = Field(foreign_key="assets.id", index=True, ondelete="CASCADE")
    source_id: int | None = Field(default=None, foreign_key="sources.id", index=True)
    key: str = Field(max_length=64)  # digest of everything below: re-ingest is idempotent
    caption: str | None = None
    credit: str | None = Field(default=None, max_length=512)
    published_at: date | None = Field(default=None, index=True)
    place: str | None = Field(default=None, max_length=256)  # claimed origin, as given
    date_claimed: str | None = Field(default=None, max_length=64)
    event: str | None = Field(default=None, max_length=256)
    file_name: str = Field(max_length=512)
    registered_at: datetime = Field(default_factory=utcnow)


class Claim(SQLModel, table=True):
    """One typed, normalised statement: from a caption (appearance) or from the file (asset)."""

    __tablename__ = "claims"

    id: int | None = Field(default=None, primary_key=True)
    appearance_id: int | None = Field(
        default=None, foreign_key="appearances.id", index=True, ondelete="CASCADE"
    )
    asset_id: int | None = Field(
        default=None, foreign_key="assets.id", index=True, ondelete="CASCADE"
    )
    field: str = Field(max_length=16)  # place | date | event | count | person | ...
    value: str = Field(max_length=512)  # normalised
    text: str | None = Field(default=None, max_length=512)  # as written
    origin: str = Field(default="caption", max_length=16)  # caption | option | exif | iptc | ...
    detail: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON))


class Match(SQLModel, table=True):
    """Two assets judged to be the same picture: the newer one and the one it was found to be."""

    __tablename__ = "matches"
    __table_args__ = (UniqueConstraint("asset_id", "other_id", name="uq_match_pair"),)

    id: int | None = Field(default=None, primary_key=True)
    asset_id: int = Field(foreign_key="assets.id", index=True, ondelete="CASCADE")
    other_id: int = Field(foreign_key="assets.id", index=True, ondelete="CASCADE")
    relation: str = Field(max_length=24)
    score: float
    distances: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON))
    region: list[int] | None = Field(default=None, sa_column=Column(JSON))
    frame_time: float | None = None
    # Between videos, or a video and a still: where each sits in time (matching/video.py).
    video: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON))
    registered_at: datetime = Field(default_factory=utcnow)


class Mention(SQLModel, table=True):
    """A passage of an article that refers to a picture or footage, and the caption made of it."""

    __tablename__ = "mentions"
    __table_args__ = (UniqueConstraint("source_id", "number", name="uq_mention_source_number"),)

    id: int | None = Field(default=None, primary_key=True)
    ref: str = Field(max_length=32, unique=True, index=True)  # the id users pass to `attach`
    source_id: int = Field(foreign_key="sources.id", index=True, ondelete="CASCADE")
    number: int  # order of first mention in the article, from 1
    kind: str = Field(max_length=8)  # image | video
    sentences: list[str] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    caption: str | None = None
    credit: str | None = Field(default=None, max_length=512)
    src: str | None = Field(default=None, max_length=2048)  # where the page placed the file
    location: str | None = Field(default=None, max_length=256)  # claimed by the page's metadata
    date_created: str | None = Field(default=None, max_length=64)
    claims: list[dict[str, Any]] = Field(default_factory=list, sa_column=Column(JSON))
    registered_at: datetime = Field(default_factory=utcnow)


class MentionAsset(SQLModel, table=True):
    """A file linked to the mention that describes it: found through the page, or attached."""

    __tablename__ = "mention_assets"
    __table_args__ = (UniqueConstraint("mention_id", "asset_id", name="uq_mention_asset"),)

    id: int | None = Field(default=None, primary_key=True)
    mention_id: int = Field(foreign_key="mentions.id", index=True, ondelete="CASCADE")
    asset_id: int = Field(foreign_key="assets.id", index=True, ondelete="CASCADE")
    linked_by: str = Field(max_length=16)  # page | media-dir | attach
    registered_at: datetime = Field(default_factory=utcnow)


class LocalFeature(SQLModel, table=True):
    """An asset's ORB keypoints, descriptors and thumbnail, packed (media/features.py).

    Kept so a check can verify a candidate geometrically and by its pixels
    without the original file: about 6 KB a picture.
    """

    __tablename__ = "local_features"

    asset_id: int = Field(
        primary_key=True,
        foreign_key="assets.id",
        ondelete="CASCADE",
        sa_column_kwargs={"autoincrement": False},
    )
    version: str = Field(max_length=32)
    data: bytes = Field(sa_column=Column(LargeBinary, nullable=False))
