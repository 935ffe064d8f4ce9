"""Entry point: `python -m responders.fire.memory.training`."""

from responders.fire.memory.training.cli import main

raise SystemExit(main())
