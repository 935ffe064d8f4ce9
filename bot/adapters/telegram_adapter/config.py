"""The `[adapters.telegram]` section: how Parry reaches the Bot API and where alerts go.

No PTB import here, so the whole config validates on installs without the `telegram` extra.
"""

from __future__ import annotations

import re
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

_CHAT_ID = re.compile(r"^-?\d+$")


def _chat_id(value: str) -> str:
    if not _CHAT_ID.match(value):
        raise ValueError(f"{value!r} is not a Telegram chat id (an integer such as -1001234567890)")
    return value


class TelegramConfig(BaseModel):
    """A Telegram bot moderating groups and supergroups, with alerts in admin chats."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    enabled: bool = Field(False, description="Connect to Telegram when `parry run` starts.")
    token_env: str = Field(
        "PARRY_TELEGRAM_TOKEN",
        min_length=1,
        description="Environment variable holding the BotFather token (never written in this file).",
    )
    mode: Literal["polling", "webhook"] = Field(
        "polling", description="`polling` (long-poll getUpdates) or `webhook` (Telegram calls webhook_url)."
    )
    admin_chats: dict[str, str] = Field(
        default_factory=dict,
        description="Group chat id -> the admin chat id where that group's alerts go.",
    )
    default_admin_chat: str | None = Field(
        None, description="Admin chat for groups not listed in admin_chats; unset: those groups get no alerts."
    )
    webhook_url: str | None = Field(
        None, description="Public HTTPS URL Telegram posts updates to (webhook mode); its path is served locally."
    )
    webhook_listen: str = Field("127.0.0.1", description="Interface the webhook server binds (put a proxy in front).")
    webhook_port: int = Field(8443, ge=1, le=65535, description="Port the webhook server binds.")
    webhook_secret_env: str = Field(
        "PARRY_TELEGRAM_WEBHOOK_SECRET",
        min_length=1,
        description="Environment variable holding the webhook secret token (1-256 of A-Z a-z 0-9 _ -).",
    )
    webhook_check_s: float = Field(
        60.0,
        ge=0,
        description="Webhook mode: how often Parry asks Telegram (getWebhookInfo) whether its deliveries fail and "
        "whether the webhook is still Parry's; 0 never asks.",
    )
    poll_timeout_s: int = Field(30, ge=0, le=50, description="Long-poll timeout of each getUpdates call.")
    min_send_interval_s: float = Field(
        1.0,
        ge=0,
        description="Least time between two messages Parry sends to one chat (Telegram allows about 1 per second; "
        "its 429s beyond that, e.g. 20 a minute in a group, are waited out).",
    )
    alert_group_window_s: float = Field(
        300.0,
        ge=0,
        description="Alerts about one author within this many seconds of the last one edit that alert instead of "
        "posting a new one (0: every alert is its own message).",
    )
    base_url: str | None = Field(
        None,
        description="Bot API URL up to and including `/bot` for a self-hosted Bot API server; unset: api.telegram.org.",
    )
    base_file_url: str | None = Field(
        None, description="File download URL up to and including `/file/bot` for a self-hosted Bot API server."
    )
    mute_s: int = Field(
        3600,
        ge=30,
        description="Timeout length when an action carries none (Telegram takes under 30 s as forever).",
    )

    @field_validator("admin_chats")
    @classmethod
    def _admin_chat_ids(cls, chats: dict[str, str]) -> dict[str, str]:
        for group, admin in chats.items():
            _chat_id(group)
            _chat_id(admin)
        return chats

    @field_validator("default_admin_chat")
    @classmethod
    def _default_admin_chat_id(cls, chat: str | None) -> str | None:
        return None if chat is None else _chat_id(chat)

    @field_validator("webhook_url")
    @classmethod
    def _https(cls, url: str | None) -> str | None:
        if url is not None and not url.startswith("https://"):
            raise ValueError(f"webhook_url must be an https:// URL (Telegram only posts to HTTPS), got {url!r}")
        return url

    @model_validator(mode="after")
    def _webhook_needs_url(self) -> Self:
        if self.mode == "webhook" and not self.webhook_url:
            raise ValueError("mode 'webhook' needs webhook_url (the public HTTPS URL Telegram posts to)")
        return self
