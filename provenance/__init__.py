"""provenance: where news pictures and footage come from, and what they are claimed to show."""

__version__ = "0.1.0"
