"""The LLM layer: one async OpenAI-compatible client, robust JSON, injection hardening, accounting."""

from detectors.llm.client import LLMClient, LLMTotals, Prompt
from detectors.llm.config import LLMConfig
from detectors.llm.guard import FencedText, fence
from detectors.llm.types import LLMCall, LLMOutcome, LLMResult

__all__ = [
    "FencedText",
    "LLMCall",
    "LLMClient",
    "LLMConfig",
    "LLMOutcome",
    "LLMResult",
    "LLMTotals",
    "Prompt",
    "fence",
]
