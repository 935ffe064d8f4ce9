"""Telegram messages as Parry sees them: `ChatMessage`s for the pipeline, `/commands` for the sink.

Everything here reads only the update itself: no API call per message.
"""

from __future__ import annotations

from dataclasses import dataclass

from telegram import Chat, Message, MessageEntity

from detectors.types import ChatMessage

PLATFORM = "telegram"
GROUP_TYPES = frozenset({Chat.GROUP, Chat.SUPERGROUP})


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    args: tuple[str, ...]
    addressed: bool  # written as /name@this_bot


def parse_command(message: Message, bot_username: str) -> Command | None:
    """The command that opens `message`; None for chat, and for a command addressed to another bot."""
    text = message.text
    if not text or not message.entities:
        return None
    first = message.entities[0]
    if first.type != MessageEntity.BOT_COMMAND or first.offset != 0:
        return None
    # Command names are ASCII, so the entity's UTF-16 length is also its length in characters.
    name, _, to = text[1 : first.length].partition("@")
    if to and to.lower() != bot_username.lower():
        return None
    return Command(name.lower(), tuple(text[first.length :].split()), addressed=bool(to))


def channel_id(message: Message) -> str:
    """The chat, or `chat:topic` in a forum, so each topic gets its own conversation window."""
    if message.is_topic_message and message.message_thread_id is not None:
        return f"{message.chat.id}:{message.message_thread_id}"
    return str(message.chat.id)


def thread_of(channel: str) -> int | None:
    """The forum topic of a channel id made by `channel_id`."""
    _, sep, thread = channel.partition(":")
    return int(thread) if sep else None


def to_chat_message(message: Message, *, edited: bool) -> ChatMessage | None:
    """The group message as a `ChatMessage`; None when there is nothing to judge."""
    chat = message.chat
    text = message.text or message.caption
    if chat.type not in GROUP_TYPES or not text:
        return None
    sender_chat, user = message.sender_chat, message.from_user
    if sender_chat is not None:
        # Sent on behalf of a chat: the group itself (an anonymous admin) or a channel.
        # Telegram then puts a stand-in bot account (GroupAnonymousBot, Channel_Bot) in
        # `from`, which says nothing about who wrote it, so the chat is the author.
        author_id, name, is_bot = str(sender_chat.id), sender_chat.title or sender_chat.username, False
        if sender_chat.id == chat.id:
            roles: tuple[str, ...] = ("anonymous_admin",)
        elif message.is_automatic_forward:
            roles = ("linked_channel",)
        else:
            roles = ("channel",)
    elif user is not None:
        author_id, name, is_bot, roles = str(user.id), user.full_name, user.is_bot, ()
    else:
        return None
    reply = message.reply_to_message
    # In a forum, a message that replies to nothing points at its topic's opening message.
    reply_to = None if reply is None or reply.forum_topic_created is not None else str(reply.message_id)
    return ChatMessage(
        platform=PLATFORM,
        space_id=str(chat.id),
        channel_id=channel_id(message),
        author_id=author_id,
        message_id=str(message.message_id),
        text=text,
        ts=message.edit_date if edited and message.edit_date else message.date,
        author_roles=roles,
        author_name=name,
        reply_to=reply_to,
        is_bot=is_bot,
        edited=edited,
    )
