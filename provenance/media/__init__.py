"""Reading media files: what they are, their pixels, their fingerprints."""
