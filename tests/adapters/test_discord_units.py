"""The Discord adapter's pieces without a network: rendering, retry classification, config, contracts."""

from __future__ import annotations

from collections.abc import Awaitable
from dataclasses import replace
from datetime import UTC, datetime
from types import SimpleNamespace

import aiohttp
import discord
import pytest
import yarl

from bot.adapters.base import ActionOutcome, ActionRequest
from bot.adapters.discord_adapter import render
from bot.adapters.discord_adapter.adapter import build_discord_adapter, intents, retry_after
from bot.adapters.discord_adapter.config import DiscordConfig
from bot.adapters.outbox import backoff
from bot.moderation.alerts import EarlierCase, alert_view
from bot.moderation.buttons import Verb, payload
from bot.policy.types import Action, ActionKind, Decision
from detectors.types import ChatMessage, CheckResult, Severity, Span, Verdict

pytestmark = pytest.mark.filterwarnings("error::ResourceWarning", "error::pytest.PytestUnraisableExceptionWarning")

EVENT = "0123456789abcdef0123456789abcdef"


def request(text: str, spans: tuple[Span, ...], *, shadow: bool = False, cited: tuple[str, ...] = (),
            reasons: tuple[str, ...] = ("violence score 0.95 ≥ 0.50",)) -> ActionRequest:
    message = ChatMessage("discord", "1", "2", "3", "4", text, datetime(2026, 1, 1, tzinfo=UTC), author_name="a_b")
    check = CheckResult("filters", "v1", True, 0.95, ("violence",), severity=Severity.L3, spans=spans, cited=cited)
    action = Action(ActionKind.ALERT, "severity L3 ≥ L3 floor → alert")
    decision = Decision(actions=(action,), reasons=reasons, shadow=shadow, strikes=2)
    return ActionRequest(EVENT, action, message, Verdict((check,)), decision)


def test_the_discord_py_hooks_the_tests_patch_still_exist() -> None:
    assert discord.http.Route.BASE.startswith("https://discord.com/api/v")
    assert isinstance(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY, yarl.URL)


def test_evidence_is_bold_and_underlined_and_user_markdown_is_inert() -> None:
    text = "hey **you** i will hurt you @everyone\n> not a quote [x](https://evil.example)"
    start = text.index("i will hurt you")
    embed = render.alert_embed(alert_view(request(text, (Span(start, start + 15, "violence"),))))
    assert embed.description is not None
    first, second = embed.description.split("\n")
    assert first == "> hey \\*\\*you\\*\\* **__i will hurt you__** @\u200beveryone"
    assert second == "> \\> not a quote \\[x](https://evil.example)"
    assert embed.colour == discord.Colour(render.SEVERITY_COLOURS[3])
    fields = {f.name: f.value for f in embed.fields}
    assert fields["Author"] == "<@3> (a\\_b)" and fields["Strikes"] == "2" and fields["Models"] == "filters v1"
    assert "Cited playbook bullets" not in fields
    assert embed.footer.text == f"case {EVENT}"


def test_evidence_over_several_lines_is_marked_line_by_line() -> None:
    text = "you will\n  regret this "
    embed = render.alert_embed(alert_view(request(text, (Span(0, len(text), "violence"),))))
    assert embed.description == "> **__you will__**\n>   **__regret this__** "


def test_cited_bullets_and_shadow_mode_are_shown() -> None:
    embed = render.alert_embed(alert_view(request("text", (), shadow=True, cited=("b-12", "b-3"))))
    assert {f.name: f.value for f in embed.fields}["Cited playbook bullets"] == "b-12, b-3"
    assert embed.description is not None and embed.description.endswith("*Shadow mode: nothing was enforced.*")


@pytest.mark.parametrize("text", ["*_" * 750, "\n" * 1500, "a" * 5000, "x\n*" * 500])
def test_an_alert_never_exceeds_discords_embed_limits(text: str) -> None:
    reasons = tuple("a long reason " * 20 for _ in range(20))
    embed = render.alert_embed(alert_view(request(text, (Span(0, len(text), "violence"),), reasons=reasons)))
    assert embed.description is not None
    assert len(embed.description) <= render.DESCRIPTION_LIMIT and len(embed) <= render.EMBED_LIMIT
    assert all(len(f.value or "") <= render.FIELD_LIMIT for f in embed.fields)
    assert embed.description.startswith("> ")


def _within_limits(embed: discord.Embed) -> None:
    assert len(embed) <= render.EMBED_LIMIT and len(embed.title or "") <= render.TITLE_LIMIT
    assert len(embed.description or "") <= render.DESCRIPTION_LIMIT
    assert all(len(f.value or "") <= render.FIELD_LIMIT and len(f.name or "") <= 256 for f in embed.fields)


def test_a_grouped_alert_lists_the_earlier_cases_and_counts_the_rest() -> None:
    earlier = (EarlierCase("a" * 32, "L3 high · violence", "you *will* see"),
               EarlierCase("b" * 32, "L2 medium · hate", "@everyone look"))
    view = replace(alert_view(request("i will hurt you", ())), earlier=earlier, group_size=5)
    embed = render.alert_embed(view)
    assert embed.title == "5 alerts · L3 high · violence" and embed.footer.text == f"case {EVENT}"
    assert {f.name: f.value for f in embed.fields}[render.EARLIER] == (
        f"• L3 high · violence “you \\*will\\* see” · case {'a' * 32}\n"
        f"• L2 medium · hate “@\u200beveryone look” · case {'b' * 32}\n"
        "… and 2 more")


@pytest.mark.parametrize("text", ["*_" * 3000, "a" * 9000, "<@1>\n" * 900])
def test_a_grouped_alert_with_huge_texts_stays_within_discords_limits(text: str) -> None:
    reasons = tuple("a long reason " * 20 for _ in range(20))
    view = alert_view(request(text, (Span(0, len(text), "violence"),), reasons=reasons))
    earlier = tuple(EarlierCase(f"{n:x}" * 32, text, text) for n in range(5))
    grouped = replace(view, title=text, earlier=earlier, group_size=40)
    embed = render.alert_embed(grouped)
    _within_limits(embed)
    listed = {f.name: f.value for f in embed.fields}[render.EARLIER]
    # The newest earlier cases are the ones kept, the rest counted.
    assert listed.endswith("more") and "case 44444444" in listed and "case 00000000" not in listed
    # Room was kept for the line a moderator's click adds.
    assert len(embed) + len(render.HANDLED) + 100 <= render.EMBED_LIMIT
    for _ in range(30):
        embed = render.handled(embed, "dismissed as a false positive by *someone* · 2026-12-02 10:03 UTC")
        _within_limits(embed)


def test_handled_lines_accumulate_and_the_oldest_give_way() -> None:
    embed = render.alert_embed(alert_view(request("text", ())))
    for n in range(40):
        embed = render.handled(embed, f"confirmed by mod_{n} · 2026-12-02 10:03 UTC")
    [handled] = [f for f in embed.fields if f.name == render.HANDLED]
    lines = (handled.value or "").split("\n")
    assert lines[-1] == "confirmed by mod\\_39 · 2026-12-02 10:03 UTC" and 10 < len(lines) < 40
    assert len(handled.value or "") <= render.FIELD_LIMIT
    assert [f.name for f in embed.fields].count(render.HANDLED) == 1 and embed.fields[-1].name == render.HANDLED


def test_a_quote_is_cut_between_characters_never_inside_markup() -> None:
    view = alert_view(request("ab*cd efgh", (Span(6, 10, "violence"),)))
    assert render.quote(view.quote, 12) == "> ab\\*cd …"  # no room for the evidence inside its markers
    assert render.quote(view.quote, 20) == "> ab\\*cd **__ef__**…"
    assert render.quote(view.quote, 21) == "> ab\\*cd **__efgh__**"


def test_one_button_per_verb_carrying_its_payload() -> None:
    components = render.alert_buttons(alert_view(request("text", ())))
    assert components.timeout is None
    assert [(b.custom_id, b.style) for b in components.children] == [  # type: ignore[attr-defined]
        (payload(verb, EVENT), render.BUTTON_STYLES[verb]) for verb in Verb if verb is not Verb.POST
    ]
    with_draft = render.alert_buttons(alert_view(replace(request("text", ()), draft="a reply")))
    assert [b.custom_id for b in with_draft.children][-1] == payload(Verb.POST, EVENT)  # type: ignore[attr-defined]


def test_replies_are_shown_literally_and_fit_a_message() -> None:
    assert render.reply_text("labels: self_harm") == "labels: self\\_harm"
    assert len(render.reply_text("x" * 5000)) == render.MESSAGE_LIMIT


def _http_error(cls: type[discord.HTTPException], status: int) -> discord.HTTPException:
    response = SimpleNamespace(status=status, reason="reason")
    return cls(response, {"message": "m", "code": 50013})


@pytest.mark.parametrize(
    ("exc", "delay"),
    [
        (_http_error(discord.DiscordServerError, 503), backoff(2)),
        (aiohttp.ClientConnectionError("reset"), backoff(2)),
        (TimeoutError(), backoff(2)),
        (discord.RateLimited(7.5), 7.5),
        (_http_error(discord.Forbidden, 403), None),
        (_http_error(discord.NotFound, 404), None),
        (_http_error(discord.HTTPException, 400), None),
        (ValueError("a bug, not an outage"), None),
    ],
)
def test_the_retry_policy_retries_outages_not_refusals(exc: BaseException, delay: float | None) -> None:
    assert retry_after(exc, 2) == delay


def test_intents_are_guild_messages_with_their_text_and_nothing_else() -> None:
    assert intents() == discord.Intents(guilds=True, guild_messages=True, message_content=True)


def test_mod_log_channels_are_numeric_ids() -> None:
    assert DiscordConfig(mod_log_channels={"1": "2"}).mod_log_channels == {"1": "2"}
    with pytest.raises(ValueError, match="'mod-log'"):
        DiscordConfig(mod_log_channels={"1": "mod-log"})


def test_the_token_comes_only_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    config = DiscordConfig(token_env="PARRY_TEST_DISCORD_TOKEN")
    monkeypatch.delenv("PARRY_TEST_DISCORD_TOKEN", raising=False)
    with pytest.raises(ValueError, match="export PARRY_TEST_DISCORD_TOKEN"):
        config.token()
    monkeypatch.setenv("PARRY_TEST_DISCORD_TOKEN", " secret\n")
    assert config.token() == "secret"
    with pytest.raises(ValueError, match="token"):
        DiscordConfig(token="in the file")  # type: ignore[call-arg]


async def test_actions_without_a_discord_call() -> None:
    adapter = build_discord_adapter(DiscordConfig(), "token")  # never logged in: any API call would fail
    try:
        def outcome_of(kind: ActionKind) -> Awaitable[ActionOutcome]:
            return adapter.execute(replace(request("text", ()), action=Action(kind, "why")))

        assert await outcome_of(ActionKind.LOG) == ActionOutcome(ok=True)
        assert await outcome_of(ActionKind.COUNTERSPEECH) == ActionOutcome(
            ok=False, error="a counterspeech action without a reply to post")
        unknown = await outcome_of(ActionKind.DELETE)
        assert not unknown.ok and unknown.error is not None and unknown.error.startswith("guild 1 is not available")
    finally:
        await adapter.aclose()
