"""What Discord would refuse, checked before asking: permissions and the role hierarchy.

A refusal names the cause and the fix, and costs no API call. The cache these read can lag
behind the server (a role moved a moment ago); Discord's own 403 is then recorded instead.
"""

from __future__ import annotations

import discord

from bot.policy.types import ActionKind

# Text channels, threads, and the text chat of voice and stage channels.
MessageChannel = discord.TextChannel | discord.Thread | discord.VoiceChannel | discord.StageChannel

MEMBER_PERMISSIONS = {
    ActionKind.TIMEOUT: "moderate_members",
    ActionKind.KICK: "kick_members",
    ActionKind.BAN: "ban_members",
}


def _label(permission: str) -> str:
    return permission.replace("_", " ").title()


def channel_refusal(channel: MessageChannel, me: discord.Member, needed: tuple[str, ...]) -> str | None:
    """Why the bot cannot act in `channel` with the permissions `needed`, or None."""
    if isinstance(channel, discord.Thread):  # posting in a thread is a permission of its own
        needed = tuple("send_messages_in_threads" if p == "send_messages" else p for p in needed)
    permissions = channel.permissions_for(me)
    missing = [p for p in ("view_channel", *needed) if not getattr(permissions, p)]
    if missing:
        names = ", ".join(_label(p) for p in dict.fromkeys(missing))
        return f"the bot lacks {names} in channel {channel.id}"
    return None


def member_refusal(kind: ActionKind, guild: discord.Guild, target: discord.Member | None) -> str | None:
    """Why Discord would refuse the bot `kind` (timeout, kick, ban) on `target`, or None.

    `target` is None when the user is not a member (any more): only a ban applies to them.
    """
    me = guild.me
    permission = MEMBER_PERMISSIONS[kind]
    if not getattr(me.guild_permissions, permission):
        return f"the bot lacks the {_label(permission)} permission in guild {guild.id}"
    if target is None:
        return None if kind is ActionKind.BAN else f"the user is not a member of guild {guild.id} any more"
    if target.id == guild.owner_id:
        return f"user {target.id} owns guild {guild.id}; Discord lets no one {kind} the owner"
    if target.top_role >= me.top_role:
        return (
            f"user {target.id}'s highest role {target.top_role.name!r} is not below the bot's highest role "
            f"{me.top_role.name!r}, so Discord refuses to {kind} them; move Parry's role above the roles it "
            "moderates (Server Settings → Roles)"
        )
    if kind is ActionKind.TIMEOUT and target.guild_permissions.administrator:
        return f"user {target.id} is an administrator; Discord cannot time out administrators"
    return None
