"""Per-space policy changed by admin commands: validated, versioned in storage, applied live.

A space's command-made overrides are one JSON document (keys of `SpaceOverride`, only
those an admin set), stored as versions of `space-policy:<space id>` in the versioned
document store, each with who changed it, the command and when. They lay over the
space's table in config.toml, so the file stays the base and a command never edits it.

The document store is what the policy reads at start-up, but it is outside the audit hash
chain; so each change that creates a version is also written to the chain as a
`SettingsChangeRecord` (who, the command, the whole document after it, its version), and
`verify` catches an edited settings history.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from pydantic import ValidationError

from bot.policy import PolicyEngine
from bot.policy.config import PolicyConfig, SpaceOverride
from bot.policy.resolve import merge_settings
from storage.playbooks import PlaybookStore, PlaybookVersion
from storage.records import AuditRecord, SettingsChangeRecord
from storage.store import AuditStore

log = logging.getLogger(__name__)

PREFIX = "space-policy:"
# Ladders are left to config.toml: the live strike ledger is sized for the file's ladders.
EDITABLE = frozenset({"shadow", "act_on_bots", "thresholds", "exemptions"})

# Writes audit records and returns once they are committed (`Pipeline.record`, or
# `AuditStore.append` where no writer runs).
Recorder = Callable[[Sequence[AuditRecord]], Awaitable[None]]


class SettingsError(ValueError):
    """A change an admin asked for that does not validate; nothing was stored or applied."""


def matches_chain(version: PlaybookVersion, recorded: dict[str, Any] | None) -> bool:
    """Whether a stored version says what its audit record says: same document, by, command."""
    return (
        recorded is not None
        and recorded["settings"] == version.content
        and recorded["changed_by"] == version.note.get("changed_by")
        and recorded["command"] == version.note.get("command")
    )


class SpaceSettings:
    """The command-made overrides of every space, kept in storage and in the policy engine.

    Args:
        store: The versioned document store the overrides are kept in.
        policy: The engine they are applied to.
        record: Writes each change's `SettingsChangeRecord` to the audit chain and waits
            for the commit.
        audit: The audit store, to read the recorded changes back (`chained`).
    """

    def __init__(self, store: PlaybookStore, policy: PolicyEngine, *, record: Recorder, audit: AuditStore) -> None:
        self._store = store
        self._policy = policy
        self._record = record
        self._audit = audit
        self._base = policy.config
        self._overrides: dict[str, dict[str, Any]] = {}
        self._versions: dict[str, int] = {}
        self._lock = asyncio.Lock()

    async def load(self) -> None:
        """Apply the latest stored version of every space's overrides (at start-up)."""
        for name in await self._store.names():
            if not name.startswith(PREFIX):
                continue
            latest = await self._store.latest(name)
            if latest is None:
                continue
            space_id = name.removeprefix(PREFIX)
            if not matches_chain(latest, (await self.chained(space_id)).get(latest.version)):
                log.warning("space %s: stored policy version %d is not as the audit chain recorded it "
                            "(or was never recorded there); applied all the same, see `history`",
                            space_id, latest.version)
            try:
                self._overrides[space_id] = self._checked(space_id, latest.content)
            except SettingsError as exc:  # config.toml changed under it; the file wins
                log.error("space %s: stored policy version %d no longer applies (%s); ignored",
                          space_id, latest.version, exc)
                continue
            self._versions[space_id] = latest.version
        self._policy.replace_config(self._effective(self._overrides))
        log.info("applied command-made policy for %d spaces", len(self._versions))

    def overrides(self, space_id: str) -> dict[str, Any]:
        return dict(self._overrides.get(space_id, {}))

    def version(self, space_id: str) -> int:
        return self._versions.get(space_id, 0)

    async def change(
        self, space_id: str, edit: Callable[[dict[str, Any]], dict[str, Any]], *, by: str, command: str
    ) -> PlaybookVersion:
        """Apply `edit` to the space's overrides, validate, store a new version, then apply it.

        Once stored, the change is written to the audit chain as a `SettingsChangeRecord`
        (and waited for); a change that leaves the space at the version it was at stores
        and records nothing.

        Raises:
            SettingsError: the edited overrides do not validate (message says why); nothing
                was stored or recorded.
        """
        async with self._lock:
            current = self.overrides(space_id)
            edited = self._checked(space_id, edit(current))
            overrides = self._overrides | {space_id: edited}
            config = self._effective(overrides)
            try:
                self._policy.replace_config(config)  # may refuse; stored only once it applies
            except ValueError as exc:
                raise SettingsError(str(exc)) from exc
            at = datetime.now(UTC)
            note = {"changed_by": by, "command": command, "at": at.isoformat()}
            previous = self._versions.get(space_id)
            try:
                saved = await self._store.save(PREFIX + space_id, edited, parent_version=previous, note=note)
            except BaseException:
                self._policy.replace_config(self._effective(self._overrides))
                raise
            # Stored: from here on it is the space's policy, now and at the next start.
            self._overrides = overrides
            self._versions[space_id] = saved.version
            if saved.version == previous:
                log.info("space %s policy unchanged at v%d by %s: %s", space_id, saved.version, by, command)
                return saved
            change = SettingsChangeRecord(
                event_id=uuid.uuid4().hex,
                space_id=space_id,
                changed_by=by,
                command=command,
                settings=saved.content,
                document=saved.name,
                version=saved.version,
                at=at,
            )
            try:
                await self._record([change])
            except BaseException:
                log.error("space %s policy v%d by %s (%s) is stored and applied, but its audit record %s "
                          "may not be written", space_id, saved.version, by, command, change.event_id)
                raise
            log.info("space %s policy v%d by %s: %s (audit event %s)", space_id, saved.version, by, command,
                     change.event_id)
            return saved

    async def history(self, space_id: str) -> list[PlaybookVersion]:
        return await self._store.history(PREFIX + space_id)

    async def chained(self, space_id: str) -> dict[int, dict[str, Any]]:
        """Document version -> its `settings_changes` row in the audit chain (with `seq`).

        A stored version missing here was never recorded in the chain: made before
        settings changes were, or written to the document store behind Parry's back.
        """
        rows = await self._audit.settings_changes(space_id)
        return {row["version"]: row for row in rows if row["document"] == PREFIX + space_id}

    def _checked(self, space_id: str, overrides: dict[str, Any]) -> dict[str, Any]:
        unknown = set(overrides) - EDITABLE
        if unknown:
            raise SettingsError(f"only {', '.join(sorted(EDITABLE))} can be changed by command, not "
                                f"{', '.join(sorted(unknown))}")
        try:
            self._space_override(space_id, overrides)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise SettingsError(f"{where}: {first['msg']}") from None
        return overrides

    def _space_override(self, space_id: str, overrides: dict[str, Any]) -> SpaceOverride:
        file_space = self._base.spaces.get(space_id)
        below = file_space.model_dump(mode="json", exclude_unset=True) if file_space else {}
        return SpaceOverride.model_validate(merge_settings(below, overrides))

    def _effective(self, overrides: dict[str, dict[str, Any]]) -> PolicyConfig:
        spaces = dict(self._base.spaces)
        for space_id, over in overrides.items():
            spaces[space_id] = self._space_override(space_id, over)
        return self._base.model_copy(update={"spaces": spaces})
