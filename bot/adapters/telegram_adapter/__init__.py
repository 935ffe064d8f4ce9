"""Telegram adapter (python-telegram-bot 22, the `telegram` extra).

`config` imports no PTB, so `[adapters.telegram]` validates without the extra; the adapter
itself is in `bot.adapters.telegram_adapter.adapter`.
"""
