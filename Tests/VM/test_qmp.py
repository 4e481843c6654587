"""The harness's QMP client, on the host, against a stand-in for QEMU's monitor on a unix
socket. No guest is booted."""

import json
import os
import socket
import tempfile
import threading

import kiosk
from kiosk.qmp import QMP
from vmtest import check


def boot():
    return None  # host-only


def monitor(path, first_lines):
    """A one-connection monitor that sends `first_lines`, then answers each command with an
    empty return; returns the thread serving it."""
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(1)

    def serve():
        connection, _ = server.accept()
        with connection, server:
            for line in first_lines:
                connection.sendall(json.dumps(line).encode() + b"\n")
            reader = connection.makefile("rb")
            for _ in reader:
                connection.sendall(b'{"return": {}}\n')

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return thread


GREETING = {"QMP": {"version": {"qemu": {"major": 7}}, "capabilities": []}}
RESUME = {"timestamp": {"seconds": 1, "microseconds": 0}, "event": "RESUME"}


def scenario_an_event_ahead_of_the_greeting_is_kept(vm):
    # QEMU may queue the guest's RESUME on a monitor that connects as it starts.
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "qmp.sock")
        monitor(path, [RESUME, GREETING])
        client = QMP(path, timeout=5)
        check([event["event"] for event in client.events] == ["RESUME"], f"events kept: {client.events}")
        check(client.command("query-status") == {}, "a command after the greeting is answered")
        client.close()


def scenario_a_monitor_that_never_greets_is_named(vm):
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "qmp.sock")
        monitor(path, [{"return": {}}])
        try:
            QMP(path, timeout=5)
        except kiosk.KioskError as error:
            check("unexpected QMP greeting" in str(error), f"error names the greeting: {error}")
        else:
            check(False, "a monitor without a greeting was accepted")
