# Two commands for a fresh machine: `make demo` and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python
PYTHON ?= python3

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e ".[dev,postgres]"
	touch $@

.PHONY: setup demo test bench lint
setup: $(VENV)/.installed

demo: setup
	$(VENV)/bin/parry demo

test: setup
	$(PY) -m pytest

bench: setup
	$(PY) benchmarks/replay_throughput.py

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
