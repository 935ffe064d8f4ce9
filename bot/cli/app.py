"""Wires the commands into one `parry` Typer app."""

from __future__ import annotations

import typer

from bot.cli import (
    ariiha_cmd,
    audit_cmd,
    brace_cmd,
    check_cmd,
    config_cmd,
    faid_cmd,
    fire_cmd,
    llm_cmd,
    playbook_cmd,
    replay_cmd,
)

app = typer.Typer(
    name="parry",
    help="Parry: moderation for Discord and Telegram, with an audit trail you can verify.",
    no_args_is_help=True,
    pretty_exceptions_show_locals=False,
)
app.command()(replay_cmd.run)
app.command()(check_cmd.check)
app.command()(check_cmd.classify)
app.command()(replay_cmd.replay)
app.command()(replay_cmd.demo)
app.add_typer(audit_cmd.db_app, name="db")
app.add_typer(audit_cmd.audit_app, name="audit")
app.add_typer(config_cmd.config_app, name="config")
brace_cmd.train_app.command("faid-mlm")(faid_cmd.train_faid_mlm)
brace_cmd.train_app.command("faid-router")(faid_cmd.train_faid_router)
brace_cmd.train_app.command("faid-shallow")(faid_cmd.train_faid_shallow)
brace_cmd.train_app.command("faid-targeted")(faid_cmd.train_faid_targeted)
brace_cmd.train_app.command("faid-baseline")(faid_cmd.train_faid_baseline)
brace_cmd.train_app.command("playbook")(playbook_cmd.train_playbook)
app.add_typer(brace_cmd.train_app, name="train")
brace_cmd.eval_app.command("ariiha")(ariiha_cmd.eval_ariiha)
brace_cmd.eval_app.command("injection")(ariiha_cmd.eval_injection)
brace_cmd.eval_app.command("faid")(faid_cmd.eval_faid)
brace_cmd.eval_app.command("counterspeech")(fire_cmd.eval_counterspeech)
app.add_typer(brace_cmd.eval_app, name="eval")
brace_cmd.export_app.command("faid-mlm")(faid_cmd.export_faid_mlm)
brace_cmd.export_app.command("faid-router")(faid_cmd.export_faid_router)
brace_cmd.export_app.command("faid-shallow")(faid_cmd.export_faid_shallow)
brace_cmd.export_app.command("faid-targeted")(faid_cmd.export_faid_targeted)
brace_cmd.export_app.command("labels")(audit_cmd.export_labels)
app.add_typer(brace_cmd.export_app, name="export")
app.add_typer(llm_cmd.llm_app, name="llm")
app.add_typer(ariiha_cmd.ariiha_app, name="ariiha")
app.add_typer(playbook_cmd.playbook_app, name="playbook")
