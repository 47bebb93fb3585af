"""Provenance reports: a picture's lineage and every appearance, earliest first."""
