"""Finding registered pictures near a query: Hamming indexes and the relation decision."""
