"""Connecting to the unix sockets QEMU serves (QMP, the guest channel)."""

import socket
import time

from .errors import KioskError


def connect(path, timeout, what):
    """A socket connected to `path`, retried until QEMU opens it or `timeout` passes."""
    deadline = time.monotonic() + timeout
    while True:
        connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            connection.connect(path)
            return connection
        except OSError:
            connection.close()
            if time.monotonic() > deadline:
                raise KioskError(f"{what} {path} did not open within {timeout:g} s")
            time.sleep(0.05)


def close(connection):
    """Closes `connection`, ignoring a connection already broken."""
    try:
        connection.close()
    except OSError:
        pass
