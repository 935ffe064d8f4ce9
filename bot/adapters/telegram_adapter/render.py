"""Telegram text for alerts, warnings and replies, always inside the 4,096-character message limit.

Alerts are HTML (`parse_mode="HTML"`): everything a user wrote is escaped, evidence is bold
and underlined. The limit is checked on the HTML itself in UTF-16 code units, which is never
less than what Telegram counts (its limit applies after the tags are parsed), so no alert
is ever refused for its length.

The last line of an alert names its case and the group it is about; a button press on the
alert reads the group back from it, because the press comes from the admin chat. A grouped
alert (bot.moderation.grouping) shows the newest case like any alert and lists the earlier
ones above that line.
"""

from __future__ import annotations

import html
import re

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.adapters.base import ActionRequest
from bot.moderation.alerts import AlertView, EarlierCase, Segment, label_text
from bot.moderation.buttons import ACTION, Verb
from bot.moderation.grouping import EXCERPT_CHARS

MAX_CHARS = 4096
REASON_CHARS = 400  # one reason line; the full reasons are in the audit trail and /why
MIN_QUOTE = 600  # room kept for the quote before reasons are dropped
DRAFT_CHARS = 1000  # a held counterspeech draft shown on its alert
_EVIDENCE_OPEN, _EVIDENCE_CLOSE = "<b><u>", "</u></b>"
_FOOTER = re.compile(r"^case ([0-9a-f]{32}) · chat (-?\d+)$")  # the last line of every alert
_QUOTE = re.compile(r"<blockquote>(.*?)</blockquote>", re.DOTALL)
_TOKEN = re.compile(r"<[^>]*>|&#?\w+;|.", re.DOTALL)  # a tag, a character reference or one character


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


def _earlier_line(case: EarlierCase) -> str:
    excerpt = _e(cut(case.excerpt, EXCERPT_CHARS))
    return f"• {_e(cut(case.title, 128))}: “{excerpt}” · case <code>{case.event_id}</code>"


def _earlier(view: AlertView, listed: list[str]) -> list[str]:
    if view.group_size <= 1:
        return []
    more = view.group_size - 1 - len(listed)
    return ["earlier from this author:", *listed, *([f"… and {more} more"] if more > 0 else [])]


def alert_html(view: AlertView, group_title: str | None = None, limit: int = MAX_CHARS) -> str:
    """The alert as Telegram HTML, at most `limit` UTF-16 units; `group_title` names the group when known."""
    count = f"{view.group_size} alerts · " if view.group_size > 1 else ""
    title = f"🚨 {count}<b>{_e(view.title)}</b>" + (f" in <b>{_e(cut(group_title, 128))}</b>" if group_title else "")
    name = _e(cut(view.author_name or "unknown", 128))
    author = (
        f'<a href="tg://user?id={view.author_id}">{name}</a>' if view.author_id.isdigit() else f"<b>{name}</b>"
    )
    head = [title, f"by {author} (<code>{_e(view.author_id)}</code>) · strikes: {view.strikes}"]
    models = ", ".join(f"{_e(name)} {_e(version)}" for name, version in view.model_versions) or "none"
    tail = [f"route: <code>{_e(view.route)}</code> · models: {models}"]
    if view.cited:
        tail.append("cited playbook bullets: " + _e(cut(", ".join(view.cited), REASON_CHARS)))
    if view.draft is not None:
        tail.append("counterspeech draft, not posted (press Post reply):\n"
                    f"<blockquote>{_e(cut(view.draft, DRAFT_CHARS))}</blockquote>")
    reasons = [f"• {_e(cut(reason, REASON_CHARS))}" for reason in view.reasons]
    earlier = [_earlier_line(case) for case in view.earlier]
    end = []
    link = jump_link(view.space_id, view.message_id)
    if link is not None:
        end.append(f'<a href="{link}">open the message</a>')
    end.append(f"case <code>{view.event_id}</code> · chat <code>{_e(view.space_id)}</code>")

    quote_open, quote_close = "<blockquote>", "</blockquote>"
    kept, listed = len(reasons), len(earlier)
    while True:  # until the quote has room: drop reasons from the end (all are in /why), then the oldest cases
        shown = reasons[:kept] + (["• …"] if kept < len(reasons) else [])
        lines = [*head, *tail, "why:", *shown, *_earlier(view, earlier[len(earlier) - listed:]), *end]
        budget = limit - units("\n".join(lines)) - units(quote_open + quote_close) - 1  # its joining newline
        if budget >= MIN_QUOTE or kept == listed == 0:
            break
        if kept:
            kept -= 1
        else:
            listed -= 1
    quote = quote_open + _quote(view, budget) + quote_close
    return "\n".join([*head, quote, *lines[len(head):]])


def with_status(alert: str, status: str, limit: int = MAX_CHARS) -> str | None:
    """The alert's HTML (as PTB's `Message.text_html` rebuilds it) with `status` as a line above its footer.

    Over `limit`, the quoted message is cut; None when even that leaves no room.
    """
    body, _, footer = alert.rpartition("\n")
    out = f"{body}\n{_e(status)}\n{footer}"
    over = units(out) - limit
    if over <= 0:
        return out
    quote = _QUOTE.search(out)
    if quote is None or units(quote.group(1)) - over < units("…"):
        return None
    return out[: quote.start(1)] + _cut_html(quote.group(1), units(quote.group(1)) - over) + out[quote.end(1):]


def _cut_html(markup: str, limit: int) -> str:
    """Well-formed Telegram HTML cut to at most `limit` units with an ellipsis, the tags still open closed."""
    out: list[str] = []
    closers: list[str] = []
    used = units("…")
    for token in _TOKEN.findall(markup):
        if token.startswith("</"):
            out.append(closers.pop())  # its units were counted with its opening tag
            continue
        closer = f"</{token[1:-1].split()[0]}>" if token.startswith("<") else ""
        cost = units(token + closer)
        if used + cost > limit:
            break
        out.append(token)
        used += cost
        if closer:
            closers.append(closer)
    return "".join(out) + "…" + "".join(reversed(closers))


def alert_keyboard(view: AlertView) -> InlineKeyboardMarkup:
    """Labels (confirm, dismiss) on the first row, actions (delete, timeout, ban) on the second, and
    "post reply" alone on a third when the alert carries a held counterspeech draft."""
    rows: list[list[InlineKeyboardButton]] = [[], [], []]
    for b in view.buttons:
        rows[2 if b.verb is Verb.POST else 1 if b.verb in ACTION else 0].append(
            InlineKeyboardButton(b.text, callback_data=b.payload))
    return InlineKeyboardMarkup([row for row in rows if row])


def counterspeech_text(reply: str) -> str:
    """A counterspeech reply as posted (plain text): @mentions broken so it notifies no one."""
    return cut(reply.replace("@", "@\u2060"), MAX_CHARS)


def warning_text(request: ActionRequest) -> str:
    """The reply a WARN posts under the author's message: calm, and saying which rule."""
    kinds = ", ".join(label_text(label) for label in request.verdict.labels)
    name = request.message.author_name or "there"
    flagged = f"Parry flagged your message for {kinds}" if kinds else "Parry flagged your message"
    return cut(f"Hi {name}, please keep to this group's rules. {flagged} ({request.action.reason}).", MAX_CHARS)
