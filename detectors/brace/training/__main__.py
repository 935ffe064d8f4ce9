"""Entry point: `python -m detectors.brace.training`."""

from detectors.brace.training.cli import main

raise SystemExit(main())
