"""The guest's command channel: /init runs each line it reads on its second serial port.

One line each way: `TAG BASE64(COMMAND)`, answered by
`panel-agent TAG status=N output=BASE64(OUTPUT)`.
"""

import base64
import os
import re
import socket
import time

from . import sockets
from .errors import KioskError


class GuestShell:
    """Runs shell commands in the guest, beside its payload, over the channel's socket."""

    def __init__(self, path, timeout=10.0):
        self.socket = sockets.connect(path, timeout, "the guest command channel")
        self.buffer = b""
        self.sequence = 0

    def run(self, command, timeout=30.0, alive=lambda: True):
        """Runs `command` (busybox sh); returns (status, output). `alive()` False: QEMU is gone."""
        self.sequence += 1
        tag = f"{os.getpid()}.{self.sequence}"
        encoded = base64.b64encode(command.encode()).decode()
        try:
            self.socket.sendall(f"{tag} {encoded}\n".encode())
        except OSError as error:
            raise KioskError(f"the guest command channel is closed ({error}): {command}")
        self.socket.settimeout(0.2)
        pattern = re.compile(rb"panel-agent " + re.escape(tag.encode())
                             + rb" status=(\d+) output=([A-Za-z0-9+/=]*)\r?\n")
        deadline = time.monotonic() + timeout
        while True:
            match = pattern.search(self.buffer)
            if match:
                self.buffer = self.buffer[match.end():]
                return int(match.group(1)), base64.b64decode(match.group(2)).decode("utf-8", "replace")
            if time.monotonic() > deadline:
                raise KioskError(f"guest command did not finish within {timeout} s: {command}")
            if not alive():
                raise KioskError(f"QEMU exited while the guest ran: {command}")
            self._receive(command)

    def _receive(self, command):
        try:
            data = self.socket.recv(65536)
        except socket.timeout:
            return
        except OSError as error:
            raise KioskError(f"the guest command channel broke ({error}): {command}")
        if not data:
            raise KioskError(f"the guest command channel closed: {command}")
        self.buffer += data

    def close(self):
        sockets.close(self.socket)
