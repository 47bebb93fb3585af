# Two commands matter: `make demo` and `make test`. Everything they need is set up here.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
EMBEDDINGS := $(VENV)/.embeddings
# The CPU build of torch that lies on this workplace's machines (any other is a multi-GB CUDA download).
TORCH ?= torch==2.13.0

.PHONY: install demo test lint bench clean

install: $(STAMP)

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "provenance needs Python 3.11 or newer (found $$($(PYTHON) --version))"; exit 2; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

demo: install
	$(BIN)/provenance demo

# The optional [embeddings] extra is installed for the tests, so its tests run instead of skipping.
$(EMBEDDINGS): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,embeddings]' '$(TORCH)'
	touch $(EMBEDDINGS)

test: install $(EMBEDDINGS)
	$(BIN)/ruff check .
	PROVENANCE_REQUIRE_EMBEDDINGS=1 $(BIN)/python -m pytest -q

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

bench: install
	$(BIN)/python bench/ingest.py --quick
	$(BIN)/python bench/index_scale.py --n 200000 --lookups 100 --json
	$(BIN)/python bench/reuse.py --quick
	$(BIN)/python bench/video.py --repeat 3

clean:
	rm -rf $(VENV) build dist .pytest_cache
