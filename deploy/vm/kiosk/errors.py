"""The error the harness raises when a guest, QEMU or a request to them fails."""


class KioskError(Exception):
    """Something about the virtual kiosk failed; the message says what."""
