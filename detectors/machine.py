"""The machine a measurement ran on, as printouts and model cards name it."""

from __future__ import annotations

import os
import platform
from pathlib import Path


def cpu_name() -> str:
    """The CPU model from /proc/cpuinfo, else the machine type."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.machine()


def machine_line() -> str:
    return f"CPU: {cpu_name()} ({os.cpu_count()} cores), Python {platform.python_version()}"
