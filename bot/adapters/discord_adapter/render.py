"""What Parry posts on Discord: the moderator alert (embed and buttons), warnings and replies.

A grouped alert (bot.moderation.grouping) quotes its newest case and lists the earlier
ones; after a click the alert gains a "Handled" line saying who did what.

User text is escaped (markdown and mentions) before it goes into any of them, and the
adapter sends with mentions disabled, so a quoted message can neither format an alert
nor ping anyone. Discord's limits are respected here, so a post never fails on length.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import discord

from bot.moderation.alerts import SEVERITY_NAMES, AlertView, EarlierCase, Segment
from bot.moderation.buttons import Verb

# https://discord.com/developers/docs/resources/message#embed-object-embed-limits
TITLE_LIMIT = 256
DESCRIPTION_LIMIT = 4096
FIELD_LIMIT = 1024
EMBED_LIMIT = 6000
MESSAGE_LIMIT = 2000

SEVERITY_COLOURS = (0x95A5A6, 0x3498DB, 0xF1C40F, 0xE67E22, 0xE74C3C)  # grey, blue, yellow, orange, red
BUTTON_STYLES = {
    Verb.CONFIRM: discord.ButtonStyle.success,
    Verb.DISMISS: discord.ButtonStyle.secondary,
    Verb.DELETE: discord.ButtonStyle.danger,
    Verb.TIMEOUT: discord.ButtonStyle.danger,
    Verb.BAN: discord.ButtonStyle.danger,
    Verb.POST: discord.ButtonStyle.primary,
}
_QUOTE = "> "
EARLIER = "Earlier from this author"
DRAFT = "Counterspeech draft (not posted: press Post reply)"
HANDLED = "Handled"
# Kept free on every alert, so the "Handled" line a click adds always fits the 6,000 characters.
HANDLED_ROOM = 256
# Per listed case on a grouped alert: several always fit its field.
EARLIER_TITLE_CHARS = 100
EARLIER_EXCERPT_CHARS = 200


def escape(text: str) -> str:
    """`text` shown literally: no markdown, no mentions (masked links are broken up too)."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text))


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def jump_url(guild_id: str, channel_id: str, message_id: str) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


def _marked(line: str) -> str:
    """Evidence in bold and underlined; markers hug the text, else Discord does not render them."""
    core = line.strip()
    if not core:
        return line
    start = line.index(core)
    return f"{line[:start]}**__{escape(core)}__**{line[start + len(core):]}"


def _render(text: str, evidence: bool) -> str:
    lines = text.split("\n")
    return f"\n{_QUOTE}".join(_marked(line) if evidence else escape(line) for line in lines)


def _longest_prefix(text: str, render: Callable[[str], str], room: int) -> str:
    """`render` of the longest prefix of `text` whose rendering is at most `room` characters."""
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if len(render(text[:mid])) <= room:
            lo = mid
        else:
            hi = mid - 1
    return render(text[:lo])


def escaped_within(text: str, limit: int) -> str:
    """`escape(text)` in at most `limit` characters, cut between characters of `text`, never inside an escape."""
    out = escape(text)
    return out if len(out) <= limit else _longest_prefix(text, escape, limit - 1) + "…"


def quote(segments: tuple[Segment, ...], budget: int) -> str:
    """The message as a block quote with its evidence marked, at most `budget` characters.

    Cut between characters of the raw text, never inside an escape or a marker.
    """
    out = _QUOTE
    for seg in segments:
        piece = _render(seg.text, seg.evidence)
        if len(out) + len(piece) <= budget:
            out += piece
            continue
        room = budget - len(out) - 1  # the "…"
        return out + _longest_prefix(seg.text, partial(_render, evidence=seg.evidence), room) + "…"
    return out if segments else _QUOTE + "*(no text)*"


def _earlier_line(case: EarlierCase) -> str:
    return (f"• {escaped_within(case.title, EARLIER_TITLE_CHARS)} "
            f"“{escaped_within(case.excerpt, EARLIER_EXCERPT_CHARS)}” · case {case.event_id}")


def earlier(view: AlertView) -> str:
    """The grouped alert's earlier cases, one line each; the oldest give way when the field is full."""
    lines = [_earlier_line(case) for case in view.earlier]
    while True:
        more = view.group_size - 1 - len(lines)
        text = "\n".join([*lines, f"… and {more} more"] if more > 0 else lines)
        if len(text) <= FIELD_LIMIT or not lines:
            return text
        del lines[0]


def alert_embed(view: AlertView) -> discord.Embed:
    jump = jump_url(view.space_id, view.channel_id, view.message_id)
    title = view.title if view.group_size == 1 else f"{view.group_size} alerts · {view.title}"
    embed = discord.Embed(title=clip(title, TITLE_LIMIT), url=jump, colour=SEVERITY_COLOURS[view.severity])
    author = f"<@{view.author_id}>" + (f" ({escape(view.author_name)})" if view.author_name else "")
    fields = [
        ("Author", author, True),
        ("Where", f"<#{view.channel_id}> · [jump to message]({jump})", True),
        ("Severity", f"L{view.severity} {SEVERITY_NAMES[view.severity]}", True),
        ("Route", escape(view.route), True),
        ("Strikes", str(view.strikes), True),
        ("Models", "\n".join(f"{escape(name)} {escape(version)}" for name, version in view.model_versions), True),
    ]
    if view.cited:
        fields.append(("Cited playbook bullets", ", ".join(escape(b) for b in view.cited), False))
    if view.reasons:
        fields.append(("Reasons", "\n".join(f"• {escape(r)}" for r in view.reasons), False))
    if view.group_size > 1:
        fields.append((EARLIER, earlier(view), False))
    if view.draft is not None:
        fields.append((DRAFT, escaped_within(view.draft, FIELD_LIMIT), False))
    for name, value, inline in fields:
        embed.add_field(name=name, value=clip(value or "-", FIELD_LIMIT), inline=inline)
    embed.set_footer(text=f"case {view.event_id}")
    notes = []
    if view.shadow:
        notes.append("*Shadow mode: nothing was enforced.*")
    if view.truncated:
        notes.append("*(message cut for length)*")
    tail = "\n\n" + "\n".join(notes) if notes else ""
    budget = min(DESCRIPTION_LIMIT, EMBED_LIMIT - HANDLED_ROOM - len(embed)) - len(tail)
    embed.description = quote(view.quote, budget) + tail
    return embed


def handled(alert: discord.Embed, status: str) -> discord.Embed:
    """`alert` (as Discord has it) with `status` added to its "Handled" field, the most recent lines kept."""
    out = alert.copy()
    lines: list[str] = []
    for index, existing in enumerate(out.fields):
        if existing.name == HANDLED:
            lines = (existing.value or "").split("\n")
            out.remove_field(index)
            break
    lines.append(escape(status))
    room = min(FIELD_LIMIT, EMBED_LIMIT - len(out) - len(HANDLED))
    while len(lines) > 1 and len("\n".join(lines)) > room:
        del lines[0]
    out.add_field(name=HANDLED, value=clip("\n".join(lines), room), inline=False)
    return out


def alert_buttons(view: AlertView) -> discord.ui.View:
    """One button per alert button, identified only by its payload (see bot.moderation.buttons)."""
    components = discord.ui.View(timeout=None)
    for button in view.buttons:
        components.add_item(
            discord.ui.Button(label=button.text, custom_id=button.payload, style=BUTTON_STYLES[button.verb])
        )
    return components


def warning_text(author_id: str, reason: str) -> str:
    return clip(
        f"<@{author_id}>, please keep to this server's rules: Parry's moderation acted on your message "
        f"({escape(reason)}).",
        MESSAGE_LIMIT,
    )


def counterspeech_text(reply: str) -> str:
    """A counterspeech reply as posted: escaped, so it cannot ping or format, and inside the message limit."""
    return escaped_within(reply, MESSAGE_LIMIT)


def reply_text(text: str) -> str:
    """A sink reply (plain text) shown as it is."""
    return clip(escape(text), MESSAGE_LIMIT)
