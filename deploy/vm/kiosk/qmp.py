"""A minimal QMP client: QEMU's JSON control protocol over a unix socket."""

import json
import socket

from . import sockets
from .errors import KioskError


class QMP:
    """One command at a time; events that arrive meanwhile are kept in `events`."""

    def __init__(self, path, timeout=10.0):
        self.events = []
        self.socket = sockets.connect(path, timeout, "QMP socket")
        self.socket.settimeout(timeout)
        self.buffer = b""
        greeting = self._read()
        # QEMU may queue an event (the guest's RESUME as it starts) on a monitor that
        # connects at that moment, ahead of the greeting: kept, like any event.
        while "event" in greeting:
            self.events.append(greeting)
            greeting = self._read()
        if "QMP" not in greeting:
            raise KioskError(f"unexpected QMP greeting: {greeting}")
        self.command("qmp_capabilities")

    def _read(self):
        while b"\n" not in self.buffer:
            try:
                data = self.socket.recv(65536)
            except socket.timeout:
                raise KioskError("QMP did not answer in time")
            except OSError as error:
                raise KioskError(f"QMP connection lost: {error}")
            if not data:
                raise KioskError("QMP connection closed by QEMU")
            self.buffer += data
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    def command(self, name, **arguments):
        """Runs a QMP command and returns its "return" value; raises KioskError on "error"."""
        message = {"execute": name}
        if arguments:
            message["arguments"] = arguments
        try:
            self.socket.sendall(json.dumps(message).encode() + b"\n")
        except OSError as error:
            raise KioskError(f"QMP {name}: connection lost, QEMU has exited? ({error})")
        while True:
            reply = self._read()
            if "event" in reply:
                self.events.append(reply)
                continue
            if "error" in reply:
                raise KioskError(f"QMP {name} failed: {reply['error'].get('desc', reply['error'])}")
            return reply.get("return")

    def screendump(self, path, format=None, device=None):
        """Saves the screen (of `device`, a display id) to `path`: PNG for .png, else PPM."""
        arguments = {"filename": path, "format": format or ("png" if path.endswith(".png") else "ppm")}
        if device is not None:
            arguments["device"] = device
        self.command("screendump", **arguments)

    def close(self):
        sockets.close(self.socket)
