"""The `[adapters.discord]` section of config.toml.

Kept free of the discord.py import so the config loads (and `parry config check` works)
where the `discord` extra is not installed.
"""

from __future__ import annotations

import os

from pydantic import BaseModel, ConfigDict, Field, field_validator

# Discord refuses a timeout longer than 28 days.
MAX_TIMEOUT_S = 28 * 24 * 3600


class DiscordConfig(BaseModel):
    """Connects Parry to Discord as a bot user."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    enabled: bool = Field(False, description="Run the Discord adapter with `parry run`.")
    token_env: str = Field(
        "PARRY_DISCORD_TOKEN",
        min_length=1,
        description="Environment variable holding the bot token (never put the token in this file).",
    )
    mod_log_channels: dict[str, str] = Field(
        default_factory=dict,
        description="Guild id -> id of the channel where Parry posts moderator alerts.",
    )
    sharded: bool = Field(True, description="Use discord.py's AutoShardedClient (one process, many shards).")
    shard_count: int | None = Field(
        None, ge=1, description="Shards to open; unset asks Discord for the recommended count."
    )
    min_send_interval_s: float = Field(
        1.0, ge=0, description="Least time between two of Parry's own posts in one channel."
    )
    timeout_s: int = Field(
        3600, gt=0, le=MAX_TIMEOUT_S, description="Timeout length when the policy gives none (Discord allows 28 days)."
    )
    guild_ready_timeout: float = Field(
        2.0, ge=0, description="Seconds discord.py waits for the next guild at start-up before it reports ready."
    )
    ready_timeout_s: float = Field(
        120.0, gt=0, description="Start-up fails when the gateway is not ready within this many seconds."
    )
    alert_group_window_s: float = Field(
        300.0,
        ge=0,
        description="Alerts about one author within this many seconds of the last one edit that alert instead of "
        "posting a new one (0: every alert is its own message).",
    )
    sync_commands: bool = Field(
        True, description="Register the /parry slash commands with Discord at start-up."
    )

    @field_validator("mod_log_channels")
    @classmethod
    def _snowflakes(cls, channels: dict[str, str]) -> dict[str, str]:
        for guild, channel in channels.items():
            if not (guild.isdigit() and channel.isdigit()):
                raise ValueError(f"{guild!r} = {channel!r}: guild and channel are numeric ids (Copy ID in Discord)")
        return channels

    def token(self) -> str:
        """The bot token from the environment; raises with the variable's name when it is unset."""
        token = os.environ.get(self.token_env, "").strip()
        if not token:
            raise ValueError(
                f"the Discord bot token is not set: export {self.token_env} "
                "(Developer Portal → your application → Bot → Reset Token)"
            )
        return token
