"""The audit trail: an append-only, hash-chained record of every message, verdict and action.

`AuditStore.open(config)` connects (and migrates); `AuditWriter` is the buffered writer the
runtime uses; `AuditStore.verify` proves nothing was edited, removed or reordered.
`PlaybookStore` keeps versioned playbooks in the same database, outside the chain.
"""

from storage.config import StorageConfig
from storage.errors import (
    DatabaseUnavailableError,
    SchemaOutOfDateError,
    StorageConfigError,
    StorageError,
)
from storage.export import EXPORT_COLUMNS, ExportFilters, ExportFormat
from storage.migrate import current_revision, head_revision, upgrade
from storage.playbooks import PlaybookNotFound, PlaybookStore, PlaybookVersion
from storage.records import (
    ActionRecord,
    AlertRecord,
    AuditRecord,
    CounterspeechRecord,
    DecisionRecord,
    FeedbackRecord,
    LLMCallRecord,
    MessageRecord,
    SettingsChangeRecord,
    VerdictRecord,
)
from storage.retention import RetentionPolicy, redact, text_hmac
from storage.store import AuditStore
from storage.verify import ChainProblem, VerifyReport
from storage.writer import AuditWriter, OnCommit

__all__ = [
    "EXPORT_COLUMNS",
    "ActionRecord",
    "AlertRecord",
    "AuditRecord",
    "AuditStore",
    "AuditWriter",
    "ChainProblem",
    "CounterspeechRecord",
    "DatabaseUnavailableError",
    "DecisionRecord",
    "ExportFilters",
    "ExportFormat",
    "FeedbackRecord",
    "LLMCallRecord",
    "MessageRecord",
    "OnCommit",
    "PlaybookNotFound",
    "PlaybookStore",
    "PlaybookVersion",
    "RetentionPolicy",
    "SchemaOutOfDateError",
    "SettingsChangeRecord",
    "StorageConfig",
    "StorageConfigError",
    "StorageError",
    "VerdictRecord",
    "VerifyReport",
    "current_revision",
    "head_revision",
    "redact",
    "text_hmac",
    "upgrade",
]
