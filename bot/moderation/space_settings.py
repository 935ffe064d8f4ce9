"""Per-space policy changed by admin commands: validated, versioned in storage, applied live.

A space's command-made overrides are one JSON document (keys of `SpaceOverride`, only
those an admin set), stored as versions of `space-policy:<space id>` in the versioned
document store, each with who changed it, the command and when. They lay over the
space's table in config.toml, so the file stays the base and a command never edits it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from pydantic import ValidationError

from bot.policy import PolicyEngine
from bot.policy.config import PolicyConfig, SpaceOverride
from bot.policy.resolve import merge_settings
from storage.playbooks import PlaybookStore, PlaybookVersion

log = logging.getLogger(__name__)

PREFIX = "space-policy:"
# Ladders are left to config.toml: the live strike ledger is sized for the file's ladders.
EDITABLE = frozenset({"shadow", "act_on_bots", "thresholds", "exemptions"})


class SettingsError(ValueError):
    """A change an admin asked for that does not validate; nothing was stored or applied."""


class SpaceSettings:
    """The command-made overrides of every space, kept in storage and in the policy engine."""

    def __init__(self, store: PlaybookStore, policy: PolicyEngine) -> None:
        self._store = store
        self._policy = policy
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

        Raises:
            SettingsError: the edited overrides do not validate (message says why).
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
            note = {"changed_by": by, "command": command, "at": datetime.now(UTC).isoformat()}
            try:
                saved = await self._store.save(
                    PREFIX + space_id, edited, parent_version=self._versions.get(space_id), note=note
                )
            except BaseException:
                self._policy.replace_config(self._effective(self._overrides))
                raise
            self._overrides = overrides
            self._versions[space_id] = saved.version
            log.info("space %s policy v%d by %s: %s", space_id, saved.version, by, command)
            return saved

    async def history(self, space_id: str) -> list[PlaybookVersion]:
        return await self._store.history(PREFIX + space_id)

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
