"""End-to-end latency on the live platform adapters: a platform event in, Parry's action request back out.

    python benchmarks/platform_latency.py [--platform telegram|discord|both] [--rate 100] [--seconds 20]
        [--harmful-share 0.2] [--channels 10] [--no-brace] [--alerts-per-minute N] [--warmup-seconds 1]
        [--json FILE]

What runs: Parry's real adapters on the real client libraries (python-telegram-bot 22 long
polling; discord.py 2.7 AutoShardedClient, gateway + REST) inside `running()` from
bot/runtime/platform.py, against the local fakes the test suite uses (tests/fakes/telegram_api.py;
tests/fakes/discord_api.py + discord_gateway.py) on 127.0.0.1. Nothing of Parry's is mocked.
The fake platform and the load generator run in a child process (own interpreter, GIL and
event loop), so the load keeps its schedule and requests are timestamped as they arrive
while Parry's process is busy; both sides time with time.perf_counter, which on Linux is
CLOCK_MONOTONIC, one clock for all processes.

Load: `--rate` messages/s for `--seconds`, scheduled by absolute time (message i is due at
start + i/rate, so the rate does not drift), round-robin over `--channels` Telegram
supergroups / Discord text channels of one guild, each message harmful with probability
`--harmful-share` (fixed seed). Harmful texts are "i know where you live" / "i'm gonna
hurt you" variants that the filter rule "violent-threats" calls violence L3; benign texts
are everyday chat. `--warmup-seconds` (1 s, at least 10 messages) of the same load warms up
first, not measured. The platforms run one after the other, each with a fresh runtime and
database; the event → stored p50 of the first and the last third of the run is printed, and
a warning when it grew (Parry fell behind the offered rate, so a backlog built up).

Config: the repository's config.toml (BRACE on, the shipped models/brace model; `--no-brace`
switches it off), a scratch SQLite database in a temporary directory, policy shadow off,
no strike ladder and one severity floor, L3 = [delete, alert]: every harmful message gets
an enforced DELETE, then an ALERT (to the admin chat / mod-log channel). Rate limits are
config.toml's (alerts 10/min per space, burst 10: Telegram has a space per chat, Discord one
guild, so most alerts are held, not sent; deletes are not rate limited); `--alerts-per-minute`
changes that. It matters: Parry carries out enforced actions one at a time, and an ALERT
first waits for its case to be committed (up to storage.flush_interval_ms, 50 ms), so a
DELETE queued behind a sent alert waits too. min_send_interval_s = 0, so Parry's own spacing
of its posts does not dominate; Telegram poll_timeout_s = 1 (the fake answers a held long
poll as soon as an update is queued, so only shutdown depends on it).

Timing:
- event: Telegram, right after the fake queued the update (before any getUpdates returned
  it, so the long-poll pickup is included; "pickup" is queued → getUpdates response);
  Discord, right after the fake's gateway wrote MESSAGE_CREATE to the websocket.
- action: the fake receives deleteMessage (Telegram) or DELETE /channels/{id}/messages/{id}
  (Discord) for that message, before reading the request body.
- stored: Parry's on_outcome callback, when the decision's transaction has committed.
Latencies are over the harmful messages. Missing actions (a harmful message with no DELETE at
the fake) must be 0. BRACE judges the conversation window, so it may also delete benign
messages posted right after a threat; they are counted ("benign messages deleted"), not timed.

Hardware: the printout names the CPU, the load average and the exact command; measure on
an otherwise idle machine.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import math
import multiprocessing
import os
import random
import shlex
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field, replace
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import discord  # noqa: E402
import pytest  # noqa: E402
import yarl  # noqa: E402

from bot.adapters.base import PlatformAdapter  # noqa: E402
from bot.adapters.discord_adapter.adapter import build_discord_adapter  # noqa: E402
from bot.adapters.discord_adapter.config import DiscordConfig  # noqa: E402
from bot.adapters.telegram_adapter.adapter import build_telegram_adapter  # noqa: E402
from bot.adapters.telegram_adapter.config import TelegramConfig  # noqa: E402
from bot.config import ParryConfig, load_config  # noqa: E402
from bot.observability.logging import configure_logging  # noqa: E402
from bot.policy.config import Ladder, SeverityFloor  # noqa: E402
from bot.policy.types import ActionKind  # noqa: E402
from bot.runtime.builder import Runtime  # noqa: E402
from bot.runtime.pipeline import Outcome  # noqa: E402
from bot.runtime.platform import running  # noqa: E402
from detectors.brace.config import BraceConfig  # noqa: E402
from detectors.machine import machine_line  # noqa: E402
from detectors.types import Severity  # noqa: E402
from tests.fakes import discord_api  # noqa: E402
from tests.fakes.telegram_api import FakeTelegram, User  # noqa: E402

Key = tuple[str, str]  # (channel id, message id) as Parry's ChatMessage has them

BENIGN = (
    "good morning everyone",
    "has anyone tried the new release yet?",
    "the meeting moved to thursday at 3pm",
    "thanks for the help yesterday, it worked",
    "what time does the stream start tonight",
    "i just finished the book you recommended, loved it",
    "can someone share the link to the docs again",
    "lunch was great, we should go back there",
    "the build is green again after the fix",
    "happy birthday! hope you have a great day",
    "is the server down for anyone else or just me",
    "nice photo, where was that taken?",
    "i'll be a bit late, traffic is terrible",
    "does anyone know a good recipe for pancakes",
    "welcome to the group, glad you joined",
    "that match last night was incredible",
)
HARMFUL = (
    "i know where you live",
    "careful now, i know where you live",
    "i know where you live and i'm coming over",
    "keep talking, i know where you live",
    "you should know that i know where you live",
    "i'm gonna hurt you when i find you",
)
CHANNELS_DEFAULT = 10
WARMUP_S = 1.0
SEED = 13
TG_ADMIN_CHAT = -1009876543210
TG_FIRST_CHAT = -1001000000001
TG_USERS = tuple(User(1000 + i, f"User{i}", f"user{i}") for i in range(20))


# -- load ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Planned:
    channel: int  # index into the platform's channels
    user: int
    text: str
    harmful: bool


@dataclass(frozen=True)
class Offered:
    key: Key
    harmful: bool
    event: float  # perf_counter when the fake put it on the wire (Discord) / queued it (Telegram)
    due: float = 0.0  # perf_counter the schedule gave it
    update_id: int | None = None  # Telegram


@dataclass(frozen=True)
class Seen:
    """What the fake platform received: the first DELETE per message, alerts, Telegram's pickups."""

    actions: dict[Key, float]
    alerts_sent: int
    pickup: dict[int, float]  # Telegram: update id -> perf_counter when getUpdates first returned it


def plan(n: int, channels: int, harmful_share: float, rng: random.Random) -> list[Planned]:
    out = []
    for i in range(n):
        harmful = rng.random() < harmful_share
        text = rng.choice(HARMFUL if harmful else BENIGN)
        out.append(Planned(i % channels, rng.randrange(len(TG_USERS)), text, harmful))
    return out


async def offer(messages: list[Planned], rate: float, inject: Callable[[Planned], Awaitable[Offered]]) -> list[Offered]:
    """Injects `messages` at `rate`/s by absolute schedule: message i is due at start + i/rate."""
    start = time.perf_counter() + 0.02
    out: list[Offered] = []
    for i, message in enumerate(messages):
        due = start + i / rate
        delay = due - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        out.append(replace(await inject(message), due=due))
    return out


# -- the fake platform, in a process of its own ----------------------------------------


class TelegramSide:
    """FakeTelegram with `channels` supergroups whose alerts go to one admin chat."""

    def __init__(self, channels: int) -> None:
        self.api = FakeTelegram()
        self.chats = [self.api.chat(TG_FIRST_CHAT - i, title=f"Group {i}") for i in range(channels)]

    async def start(self) -> dict[str, Any]:
        await self.api.__aenter__()
        return {"base_url": self.api.base_url, "base_file_url": self.api.base_file_url, "token": self.api.token,
                "chats": [chat.id for chat in self.chats]}

    async def inject(self, message: Planned) -> Offered:
        chat = self.chats[message.channel]
        sent = self.api.message(chat, TG_USERS[message.user], message.text)
        update = self.api.update(message=sent)  # wakes a held getUpdates
        return Offered((str(chat.id), str(sent["message_id"])), message.harmful, time.perf_counter(),
                       update_id=update["update_id"])

    def seen(self) -> Seen:
        actions: dict[Key, float] = {}
        alerts = 0
        for call in self.api.calls:
            if call.method == "deleteMessage":
                actions.setdefault((str(call.params["chat_id"]), str(call.params["message_id"])), call.arrived)
            elif call.method == "sendMessage" and call.params.get("chat_id") == TG_ADMIN_CHAT:
                alerts += 1
        return Seen(actions, alerts, dict(self.api.handed_out))

    async def close(self) -> None:
        await self.api.__aexit__(None, None, None)


class DiscordSide:
    """FakeDiscord (REST and gateway) with `channels` text channels in its guild."""

    def __init__(self, channels: int) -> None:
        self.fake = discord_api.FakeDiscord()
        self.channels = [self.fake.add_text_channel(f"chat-{i}") for i in range(channels)]

    async def start(self) -> dict[str, Any]:
        await self.fake.start()
        return {"api_base": self.fake.api_base, "gateway_url": self.fake.gateway_url}

    async def inject(self, message: Planned) -> Offered:
        channel_id = self.channels[message.channel]
        message_id = await self.fake.say(discord_api.MEMBER, message.text, channel_id=channel_id)
        return Offered((channel_id, message_id), message.harmful, time.perf_counter())

    def seen(self) -> Seen:
        actions: dict[Key, float] = {}
        alerts = 0
        for request in self.fake.requests:
            parts = request.path.split("/")  # /channels/{id}/messages/{id}
            if request.method == "DELETE" and len(parts) == 5 and parts[1] == "channels" and parts[3] == "messages":
                actions.setdefault((parts[2], parts[4]), request.at)
            elif request.method == "POST" and request.path == f"/channels/{discord_api.MOD_LOG}/messages":
                alerts += 1
        return Seen(actions, alerts, {})

    async def close(self) -> None:
        await self.fake.close()


def fake_process(conn: Connection, platform: str, channels: int) -> None:
    """The child: serves the fake platform and offers the load when told to."""
    configure_logging("WARNING")
    asyncio.run(_serve(conn, platform, channels))


async def _serve(conn: Connection, platform: str, channels: int) -> None:
    side = TelegramSide(channels) if platform == "telegram" else DiscordSide(channels)
    conn.send(await side.start())
    while True:
        command, payload = await asyncio.to_thread(conn.recv)
        if command == "offer":
            messages, rate = payload
            conn.send(await offer(messages, rate, side.inject))
        elif command == "seen":
            conn.send(side.seen())
        else:
            await side.close()
            conn.send(None)
            return


class FakePlatform:
    """The fake platform running in a child process (own interpreter, own GIL, own event loop), so the
    offered load keeps its schedule and requests are timestamped as they arrive while Parry is busy."""

    def __init__(self, platform: str, channels: int) -> None:
        context = multiprocessing.get_context("spawn")
        self._conn, child = context.Pipe()
        self._process = context.Process(target=fake_process, args=(child, platform, channels), daemon=True)
        self._process.start()
        child.close()

    async def _recv(self) -> Any:
        return await asyncio.to_thread(self._conn.recv)  # Parry's loop keeps running meanwhile

    async def started(self) -> dict[str, Any]:
        info: dict[str, Any] = await self._recv()
        return info

    async def offer(self, messages: list[Planned], rate: float) -> list[Offered]:
        self._conn.send(("offer", (messages, rate)))
        offered: list[Offered] = await self._recv()
        return offered

    async def seen(self) -> Seen:
        self._conn.send(("seen", None))
        seen: Seen = await self._recv()
        return seen

    async def close(self) -> None:
        if self._process.is_alive():
            self._conn.send(("close", None))
            await self._recv()
        await asyncio.to_thread(self._process.join, 10)
        self._conn.close()


# -- Parry ---------------------------------------------------------------------------


def parry_config(tmp: Path, brace: bool, alerts_per_minute: int | None) -> ParryConfig:
    config = load_config(ROOT / "config.toml")
    limits = config.policy.rate_limits
    if alerts_per_minute is not None:
        limits = limits.model_copy(update={"alerts_per_minute": alerts_per_minute})
    storage = config.storage.model_copy(update={"url": f"sqlite+aiosqlite:///{tmp / 'bench.sqlite3'}",
                                                "spill_dir": tmp / "spill"})
    policy = config.policy.model_copy(update={
        "shadow": False,
        "ladder": Ladder(steps=()),
        "severity_actions": {Severity.L3: SeverityFloor(actions=(ActionKind.DELETE, ActionKind.ALERT))},
        "rate_limits": limits,
    })
    shipped: BraceConfig = config.detectors.brace  # type: ignore[attr-defined]  # DetectorsConfig is built at runtime
    detectors = config.detectors.model_copy(update={"brace": shipped.model_copy(update={"enabled": brace})})
    return config.model_copy(update={"storage": storage, "policy": policy, "detectors": detectors})


async def until(condition: Callable[[], bool], within_s: float) -> bool:
    deadline = time.perf_counter() + within_s
    while not condition():
        if time.perf_counter() > deadline:
            return False
        await asyncio.sleep(0.01)
    return True


@dataclass
class Run:
    """What one platform's run saw."""

    platform: str
    offered: list[Offered] = field(default_factory=list)
    stored: dict[Key, float] = field(default_factory=dict)  # perf_counter when on_outcome fired
    deleted_by_decision: set[Key] = field(default_factory=set)
    seen: Seen = field(default_factory=lambda: Seen({}, 0, {}))
    accepted: int = 0
    not_submitted: int = 0


@contextmanager
def discord_pointed_at(info: dict[str, Any]) -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(discord.http.Route, "BASE", info["api_base"])
        patch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(info["gateway_url"]))
        yield


def make_adapter(platform: str, info: dict[str, Any]) -> PlatformAdapter:
    if platform == "telegram":
        settings = TelegramConfig(
            enabled=True, admin_chats={str(chat): str(TG_ADMIN_CHAT) for chat in info["chats"]},
            base_url=info["base_url"], base_file_url=info["base_file_url"], poll_timeout_s=1, min_send_interval_s=0,
            alert_group_window_s=0,  # every alert its own post, as when these figures were first measured
        )
        return build_telegram_adapter(settings, info["token"])
    discord_settings = DiscordConfig(enabled=True, mod_log_channels={discord_api.GUILD: discord_api.MOD_LOG},
                                     min_send_interval_s=0, guild_ready_timeout=0.05, ready_timeout_s=60,
                                     alert_group_window_s=0)
    return build_discord_adapter(discord_settings, discord_api.TOKEN)


async def platform_run(platform: str, config: ParryConfig, warmup: list[Planned], measured: list[Planned],
                       rate: float, channels: int) -> Run:
    """Warm up, offer the measured load, wait until every message is judged and acted on, collect."""
    run = Run(platform)

    def on_outcome(outcome: Outcome) -> None:
        key = (outcome.message.channel_id, outcome.message.message_id)
        run.stored[key] = time.perf_counter()
        if any(a.kind is ActionKind.DELETE for a in outcome.decision.enforced_actions):
            run.deleted_by_decision.add(key)

    async def stage(runtime: Runtime, batch: list[Planned]) -> list[Offered]:
        expected = runtime.pipeline.accepted + len(batch)
        offered = await fake.offer(batch, rate)
        if not await until(lambda: runtime.pipeline.accepted >= expected, 60):
            run.not_submitted = expected - runtime.pipeline.accepted
        await runtime.pipeline.join()  # every accepted message stored and its actions carried out
        return offered

    fake = FakePlatform(platform, channels)
    try:
        info = await fake.started()
        with ExitStack() as patches:
            if platform == "discord":
                patches.enter_context(discord_pointed_at(info))
            async with running(config, [make_adapter(platform, info)], on_outcome=on_outcome) as runtime:
                await stage(runtime, warmup)
                run.offered = await stage(runtime, measured)
                run.accepted = runtime.pipeline.accepted
        run.seen = await fake.seen()
    finally:
        await fake.close()
    return run


# -- report --------------------------------------------------------------------------


def quantile(values: list[float], p: float) -> float:
    """Nearest-rank quantile; NaN for no values."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(p * len(ordered)) - 1))]


def summarize(run: Run, rate: float, brace: bool) -> dict[str, Any]:
    offered = run.offered
    harmful = [o for o in offered if o.harmful]
    to_action = [1000 * (run.seen.actions[o.key] - o.event) for o in harmful if o.key in run.seen.actions]
    to_stored = [1000 * (run.stored[o.key] - o.event) for o in offered if o.key in run.stored]
    lag = [1000 * (o.event - o.due) for o in offered]
    pickup = [1000 * (run.seen.pickup[o.update_id] - o.event) for o in offered
              if o.update_id is not None and o.update_id in run.seen.pickup]
    span = offered[-1].event - offered[0].event if len(offered) > 1 else 0.0
    benign_deleted = sum(1 for o in offered if not o.harmful and o.key in run.seen.actions)
    return {
        "platform": run.platform,
        "brace": brace,
        "accepted_with_warmup": run.accepted,
        "offered_rate": rate,
        "offered": len(offered),
        "achieved_rate": (len(offered) - 1) / span if span else math.nan,
        "harmful": len(harmful),
        "decided_delete": sum(1 for o in offered if o.key in run.deleted_by_decision),
        "actions": len(to_action),
        "missing_actions": len(harmful) - len(to_action),
        "benign_deleted": benign_deleted,
        "not_stored": sum(1 for o in offered if o.key not in run.stored),
        "not_submitted": run.not_submitted,
        "alerts_sent": run.seen.alerts_sent,
        "event_to_action_ms": {f"p{int(p * 100)}": quantile(to_action, p) for p in (0.5, 0.9, 0.99)}
        | {"max": max(to_action, default=math.nan)},
        "event_to_stored_ms": {"p50": quantile(to_stored, 0.5), "p99": quantile(to_stored, 0.99)},
        "pickup_ms": {"p50": quantile(pickup, 0.5), "p99": quantile(pickup, 0.99)} if pickup else None,
        "injection_lag_ms": {"p99": quantile(lag, 0.99), "max": max(lag, default=math.nan)},
        # event → stored p50 of the first and the last third of the messages, in offering order: a
        # rise means Parry fell behind the offered rate and a backlog grew (latency then depends on --seconds).
        "stored_p50_first_last_third_ms": [quantile(to_stored[: len(to_stored) // 3], 0.5),
                                           quantile(to_stored[-(len(to_stored) // 3):], 0.5)]
        if len(to_stored) >= 3 else [math.nan, math.nan],
        "event_to_action_samples_ms": [round(x, 3) for x in to_action],
    }


def finite(value: Any) -> Any:
    """`value` with NaN (no samples) written as null, for strict JSON."""
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {k: finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [finite(v) for v in value]
    return value


def ms(value: float) -> str:
    return "-" if math.isnan(value) else f"{value:.1f}"


def print_report(results: list[dict[str, Any]], args: argparse.Namespace, load: tuple[str, str], command: str) -> bool:
    """The markdown table and its notes; False when an action or a decision went missing."""
    brace = "filters + BRACE (models/brace, int8)" if not args.no_brace else "filters only (BRACE off)"
    print(f"\nEvent → DELETE request latency; offered {args.rate:g} messages/s for {args.seconds:g} s over "
          f"{args.channels} channels, {args.harmful_share:.0%} harmful; {brace}.\n")
    print("| platform | offered | achieved msg/s | harmful | DELETEs seen | missing | p50 ms | p90 ms | p99 ms | "
          "max ms | stored p50 ms | stored p99 ms | pickup p50 / p99 ms | alerts sent |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        a, st, pk = r["event_to_action_ms"], r["event_to_stored_ms"], r["pickup_ms"]
        missing = f"**{r['missing_actions']}**" if r["missing_actions"] else "0"
        pickup = f"{ms(pk['p50'])} / {ms(pk['p99'])}" if pk else "-"
        print(f"| {r['platform']} | {r['offered']:,} | {r['achieved_rate']:.1f} | {r['harmful']:,} | {r['actions']:,} "
              f"| {missing} | {ms(a['p50'])} | {ms(a['p90'])} | {ms(a['p99'])} | {ms(a['max'])} | {ms(st['p50'])} "
              f"| {ms(st['p99'])} | {pickup} | {r['alerts_sent']:,} |")
    print(
        "\nevent: Telegram, the update queued at the fake (long-poll pickup included); Discord, MESSAGE_CREATE "
        "written to the gateway websocket. p50-max: event → the fake receives deleteMessage / "
        "DELETE /channels/{c}/messages/{m}. stored: event → Parry's decision committed (on_outcome; actions are "
        "queued before the commit, so it can be later than the DELETE). pickup: update queued → the fake's "
        "getUpdates answer. alerts sent: whole run, warm-up included (policy.rate_limits.alerts_per_minute "
        f"{args.alerts_per_minute if args.alerts_per_minute is not None else 'as in config.toml'} per space holds "
        "the rest).\nParry's own send spacing is off (min_send_interval_s = 0). Policy: shadow off, no ladder, "
        "L3 floor = delete + alert. Real python-telegram-bot / discord.py in Parry's adapters against the local "
        "fakes (tests/fakes) on 127.0.0.1, the fake in a process of its own; SQLite in a temporary directory.\n"
    )
    ok = True
    for r in results:
        lag = r["injection_lag_ms"]
        first, last = r["stored_p50_first_last_third_ms"]
        print(f"{r['platform']}: injector behind schedule p99 {ms(lag['p99'])} ms, max {ms(lag['max'])} ms; "
              f"decisions with an enforced delete {r['decided_delete']:,} (benign messages deleted: "
              f"{r['benign_deleted']}); messages Parry accepted, warm-up included: {r['accepted_with_warmup']:,}; "
              f"stored p50 first third {ms(first)} ms, last third {ms(last)} ms.")
        if last - first > max(50.0, 0.3 * first):
            print(f"{r['platform']}: latency grew over the run: Parry fell behind the offered rate (a backlog), so "
                  "these figures depend on --seconds; offer less or measure on an idle machine.")
        problems = []
        if r["missing_actions"]:
            problems.append(f"{r['missing_actions']} harmful messages got no DELETE request at the fake")
        if r["not_stored"]:
            problems.append(f"{r['not_stored']} messages have no stored decision")
        if r["not_submitted"]:
            problems.append(f"{r['not_submitted']} messages never reached the pipeline")
        if problems:
            ok = False
            loud = f"!!! {r['platform']}: {'; '.join(problems)} !!!"
            print(loud)
            print(loud, file=sys.stderr)
    print(f"\n{machine_line()}; load average (1/5/15 min) {load[0]} at start, {load[1]} at end")
    print(f"Command: {command}")
    return ok


def loadavg() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f}/{five:.2f}/{fifteen:.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--platform", choices=("telegram", "discord", "both"), default="both")
    parser.add_argument("--rate", type=float, default=100.0, help="messages offered per second")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of the measured load")
    parser.add_argument("--harmful-share", type=float, default=0.2, help="share of harmful messages (0-1)")
    parser.add_argument("--channels", type=int, default=CHANNELS_DEFAULT,
                        help="chats / channels the load is spread over")
    parser.add_argument("--no-brace", action="store_true", help="measure with BRACE switched off (filters only)")
    parser.add_argument("--alerts-per-minute", type=int, default=None,
                        help="policy.rate_limits.alerts_per_minute (per space); default: config.toml's (10)")
    parser.add_argument("--warmup-seconds", type=float, default=WARMUP_S,
                        help="the same load offered first, not measured (model, connections and caches warm)")
    parser.add_argument("--json", type=Path, help="also write the results (with per-message latencies) here")
    args = parser.parse_args()
    if args.rate <= 0 or args.seconds <= 0 or not 0 <= args.harmful_share <= 1 or args.channels < 1 or (
        args.alerts_per_minute is not None and args.alerts_per_minute < 0
    ):
        parser.error("--rate and --seconds must be positive, --harmful-share within 0-1, --channels at least 1, "
                     "--alerts-per-minute at least 0")
    command = shlex.join(["python", *sys.argv])
    configure_logging("WARNING")
    logging.getLogger("discord.client").setLevel(logging.ERROR)  # "PyNaCl is not installed": no voice, as intended
    start_load = loadavg()
    platforms = ("telegram", "discord") if args.platform == "both" else (args.platform,)
    rng = random.Random(SEED)
    warmup = plan(max(10, round(args.rate * args.warmup_seconds)), args.channels, args.harmful_share, rng)
    measured = plan(max(2, round(args.rate * args.seconds)), args.channels, args.harmful_share, rng)
    results = []
    for name in platforms:
        with tempfile.TemporaryDirectory() as tmp:
            config = parry_config(Path(tmp), brace=not args.no_brace, alerts_per_minute=args.alerts_per_minute)
            run = asyncio.run(platform_run(name, config, warmup, measured, args.rate, args.channels))
        results.append(summarize(run, args.rate, not args.no_brace))
    ok = print_report(results, args, (start_load, loadavg()), command)
    if args.json:
        report = {"command": command, "machine": machine_line(), "load_average": [start_load, loadavg()],
                  "channels": args.channels, "seconds": args.seconds, "harmful_share": args.harmful_share,
                  "min_send_interval_s": 0, "alerts_per_minute": args.alerts_per_minute, "results": results}
        args.json.write_text(json.dumps(finite(report), indent=2, allow_nan=False) + "\n")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
