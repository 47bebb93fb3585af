"""Reading articles like a verification desk: the pictures and footage they mention.

``read_article`` reads plain text, Markdown, a saved HTML page or a URL into an
``Article``; ``find_article_mentions`` finds the media it mentions, each with
its sentences, a caption and the claims that caption makes.
"""

from __future__ import annotations

from datetime import date

from provenance.article.claiming import add_claims
from provenance.article.document import Article, Block, Figure
from provenance.article.mentions import Mention, find_mentions
from provenance.article.reader import read_article


def find_article_mentions(article: Article, published: date | None = None) -> list[Mention]:
    """The article's mentions with their claims; ``published`` overrides the page's own date."""
    return add_claims(find_mentions(article), published or article.published)


__all__ = ["Article", "Block", "Figure", "Mention", "find_article_mentions", "read_article"]
