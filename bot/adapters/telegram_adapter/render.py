"""Telegram text for alerts, warnings and replies, always inside the 4,096-character message limit.

Alerts are HTML (`parse_mode="HTML"`): everything a user wrote is escaped, evidence is bold
and underlined. The limit is checked on the HTML itself in UTF-16 code units, which is never
less than what Telegram counts (its limit applies after the tags are parsed), so no alert
is ever refused for its length.

The last line of an alert names its case and the group it is about; a button press on the
alert reads the group back from it, because the press comes from the admin chat.
"""

from __future__ import annotations

import html
import re

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.adapters.base import ActionRequest
from bot.moderation.alerts import AlertView, Segment, label_text
from bot.moderation.buttons import ACTION

MAX_CHARS = 4096
REASON_CHARS = 400  # one reason line; the full reasons are in the audit trail and /why
MIN_QUOTE = 600  # room kept for the quote before reasons are dropped
_EVIDENCE_OPEN, _EVIDENCE_CLOSE = "<b><u>", "</u></b>"
_FOOTER = re.compile(r"^case ([0-9a-f]{32}) · chat (-?\d+)$")  # the last line of every alert


def units(text: str) -> int:
    """Length as Telegram counts it: UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def cut(text: str, limit: int) -> str:
    """`text` shortened to at most `limit` UTF-16 units, with an ellipsis when it was cut."""
    if units(text) <= limit:
        return text
    out = text[: limit - 1]
    while units(out) > limit - 1:  # astral characters count twice
        out = out[:-1]
    return out + "…"


def jump_link(chat_id: str, message_id: str) -> str | None:
    """A t.me link to a message; only supergroups (ids -100…) have them."""
    if chat_id.startswith("-100") and chat_id[4:].isdigit() and message_id.isdigit():
        return f"https://t.me/c/{chat_id[4:]}/{message_id}"
    return None


def alert_origin(text: str) -> str | None:
    """The group an alert is about, from its plain text (what Telegram returns with a button press).

    Only the last line is read, and Parry writes it; the quoted user text never ends an alert.
    """
    m = _FOOTER.match(text.rsplit("\n", 1)[-1])
    return None if m is None else m.group(2)


def _e(text: str) -> str:
    return html.escape(text, quote=False)


def _segment_html(segment: Segment, text: str) -> str:
    return _EVIDENCE_OPEN + _e(text) + _EVIDENCE_CLOSE if segment.evidence else _e(text)


def _quote(view: AlertView, budget: int) -> str:
    """The quoted message in at most `budget` units of HTML, evidence marked, cut with an ellipsis."""
    out: list[str] = []
    used = 0
    reserve = units("…")
    for segment in view.quote:
        piece = _segment_html(segment, segment.text)
        if used + units(piece) + reserve <= budget:
            out.append(piece)
            used += units(piece)
            continue
        lo, hi = 0, len(segment.text)  # the longest prefix of this segment that still fits
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if used + units(_segment_html(segment, segment.text[:mid])) + reserve <= budget:
                lo = mid
            else:
                hi = mid - 1
        if lo:
            out.append(_segment_html(segment, segment.text[:lo]))
        return "".join(out) + "…"
    return "".join(out) + ("…" if view.truncated else "")


def alert_html(view: AlertView, group_title: str | None = None, limit: int = MAX_CHARS) -> str:
    """The alert as Telegram HTML, at most `limit` UTF-16 units; `group_title` names the group when known."""
    title = f"🚨 <b>{_e(view.title)}</b>" + (f" in <b>{_e(cut(group_title, 128))}</b>" if group_title else "")
    name = _e(cut(view.author_name or "unknown", 128))
    author = (
        f'<a href="tg://user?id={view.author_id}">{name}</a>' if view.author_id.isdigit() else f"<b>{name}</b>"
    )
    head = [title, f"by {author} (<code>{_e(view.author_id)}</code>) · strikes: {view.strikes}"]
    models = ", ".join(f"{_e(name)} {_e(version)}" for name, version in view.model_versions) or "none"
    tail = [f"route: <code>{_e(view.route)}</code> · models: {models}"]
    if view.cited:
        tail.append("cited playbook bullets: " + _e(cut(", ".join(view.cited), REASON_CHARS)))
    reasons = [f"• {_e(cut(reason, REASON_CHARS))}" for reason in view.reasons]
    end = []
    link = jump_link(view.space_id, view.message_id)
    if link is not None:
        end.append(f'<a href="{link}">open the message</a>')
    end.append(f"case <code>{view.event_id}</code> · chat <code>{_e(view.space_id)}</code>")

    quote_open, quote_close = "<blockquote>", "</blockquote>"
    kept = len(reasons)
    while True:  # drop reasons from the end until the quote has room (all of them are in /why)
        shown = reasons[:kept] + (["• …"] if kept < len(reasons) else [])
        lines = [*head, *tail, "why:", *shown, *end]
        budget = limit - units("\n".join(lines)) - units(quote_open + quote_close) - 1  # its joining newline
        if budget >= MIN_QUOTE or kept == 0:
            break
        kept -= 1
    quote = quote_open + _quote(view, budget) + quote_close
    return "\n".join([*head, quote, *tail, "why:", *shown, *end])


def alert_keyboard(view: AlertView) -> InlineKeyboardMarkup:
    """Labels (confirm, dismiss) on the first row, actions (delete, timeout, ban) on the second."""
    labels = [InlineKeyboardButton(b.text, callback_data=b.payload) for b in view.buttons if b.verb not in ACTION]
    actions = [InlineKeyboardButton(b.text, callback_data=b.payload) for b in view.buttons if b.verb in ACTION]
    return InlineKeyboardMarkup([row for row in (labels, actions) if row])


def warning_text(request: ActionRequest) -> str:
    """The reply a WARN posts under the author's message: calm, and saying which rule."""
    kinds = ", ".join(label_text(label) for label in request.verdict.labels)
    name = request.message.author_name or "there"
    flagged = f"Parry flagged your message for {kinds}" if kinds else "Parry flagged your message"
    return cut(f"Hi {name}, please keep to this group's rules. {flagged} ({request.action.reason}).", MAX_CHARS)
