"""The `/parry` slash-command group; every subcommand is handed to the sink by name.

Each subcommand turns its options into the same argument strings the sink parses for every
platform (`thresholds set min_score 0.7 hate`), so adding one is a few lines here.
Whether the user may run it is the sink's decision (`AdminCommand.is_admin`);
`default_permissions` only hides the group from members without Manage Server until an
admin changes that in Server Settings → Integrations.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Literal

import discord
from discord import app_commands

from bot.moderation.commands import HELP
from detectors.taxonomy import HARM_TYPES

Interaction = discord.Interaction[discord.Client]
Run = Callable[[Interaction, str, tuple[str, ...]], Awaitable[None]]

_CASE_ID = "The 32-character case id shown at the foot of the alert"
_LABELS = [app_commands.Choice(name=label, value=label) for label in HARM_TYPES]


def parry_group(run: Run) -> app_commands.Group:
    group = app_commands.Group(
        name="parry",
        description="Parry moderation: status, cases and this server's settings",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    @group.command(name="status", description=HELP["status"])
    async def status(interaction: Interaction) -> None:
        await run(interaction, "status", ())

    @group.command(name="case", description=HELP["case"])
    @app_commands.describe(case_id=_CASE_ID)
    async def case(interaction: Interaction, case_id: str) -> None:
        await run(interaction, "case", (case_id,))

    @group.command(name="why", description=HELP["why"])
    @app_commands.describe(case_id=_CASE_ID)
    async def why(interaction: Interaction, case_id: str) -> None:
        await run(interaction, "why", (case_id,))

    @group.command(name="shadow", description=HELP["shadow"])
    @app_commands.describe(mode="on: record only; off: enforce actions")
    async def shadow(interaction: Interaction, mode: Literal["on", "off"]) -> None:
        await run(interaction, "shadow", (mode,))

    @group.command(name="thresholds", description="Show, or with a setting and value change, when a flag counts")
    @app_commands.describe(setting="what to change", value="min_score 0-1 or min_severity 0-4",
                           label="only for this harm type")
    @app_commands.choices(label=_LABELS)
    async def thresholds(interaction: Interaction, setting: Literal["min_score", "min_severity"] | None = None,
                         value: str | None = None, label: app_commands.Choice[str] | None = None) -> None:
        args = () if setting is None else ("set", setting, value or "", *((label.value,) if label else ()))
        await run(interaction, "thresholds", args)

    @group.command(name="exempt", description="Show, or add and remove, who is never actioned here")
    @app_commands.describe(change="add or remove", kind="what the id is", target="a user, role or channel id")
    async def exempt(interaction: Interaction, change: Literal["add", "remove"] | None = None,
                     kind: Literal["user", "role", "channel"] | None = None, target: str | None = None) -> None:
        args = () if change is None else (change, kind or "", target or "")
        await run(interaction, "exempt", args)

    @group.command(name="history", description=HELP["history"])
    async def history(interaction: Interaction) -> None:
        await run(interaction, "history", ())

    return group
