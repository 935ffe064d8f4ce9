"""What moderators see and do, independent of the platform: alerts, buttons, feedback, commands."""
