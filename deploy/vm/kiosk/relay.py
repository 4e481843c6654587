#!/usr/bin/env python3
"""Relays one guest connection to a service on the host's loopback.

QEMU runs it for each connection the guest opens to a forwarded address (a user-mode
network's `guestfwd=tcp:10.0.2.100:PORT-cmd:...`), with that connection on its standard
input and output. It connects to 127.0.0.1:HOST_PORT and copies bytes both ways until
either side closes. A new connection gets a new relay, so the guest can reconnect.

Usage: relay.py HOST_PORT
"""

import os
import select
import socket
import sys


def main():
    port = int(sys.argv[1])
    try:
        upstream = socket.create_connection(("127.0.0.1", port), timeout=5)
    except OSError:
        return 1  # the guest sees its connection closed, as with a refused one
    upstream.settimeout(None)
    guest_in, guest_out = sys.stdin.fileno(), sys.stdout.fileno()
    while True:
        readable, _, _ = select.select([guest_in, upstream], [], [])
        if guest_in in readable:
            data = os.read(guest_in, 65536)
            if not data:
                break
            upstream.sendall(data)
        if upstream in readable:
            data = upstream.recv(65536)
            if not data:
                break
            while data:
                data = data[os.write(guest_out, data):]
    upstream.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
