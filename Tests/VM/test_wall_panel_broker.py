"""A panel in the virtual kiosk on a broker on the host: panel-app runs on KMS in the
guest with examples/greenhouse.json and `--mqtt mqtt://10.0.2.100:1883`, which the guest's
user-mode network forwards (and nothing else) to a mosquitto the test starts on the host's
loopback. The panel must appear on the host's broker (availability, its states, Home
Assistant's discovery), and a command published on the host must change the guest's
screen and come back as the control's state.
"""

import atexit
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time

from vmtest import Skip, check

import paneltest

NODE = "vm-greenhouse"
LOG = "/tmp/panel.log"
_broker = None


class Broker:
    """Debian's mosquitto on 127.0.0.1 on a free port, ended with the test run."""

    def __init__(self):
        self.directory = tempfile.mkdtemp(prefix="panel-vm-broker-")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        config = os.path.join(self.directory, "mosquitto.conf")
        with open(config, "w") as f:
            f.write(f"listener {self.port} 127.0.0.1\nallow_anonymous true\npersistence false\nlog_dest none\n")
        self.process = subprocess.Popen(["/usr/sbin/mosquitto", "-c", config],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        atexit.register(self.stop)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)
        raise Skip("mosquitto did not start on the host")

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(5)
        shutil.rmtree(self.directory, ignore_errors=True)

    def first(self, topic, timeout=60):
        """The first message on `topic` (a retained one at once), or None."""
        result = subprocess.run(["mosquitto_sub", "-h", "127.0.0.1", "-p", str(self.port), "-t", topic,
                                 "-C", "1", "-W", str(timeout)], capture_output=True, text=True)
        return result.stdout.rstrip("\n") if result.returncode == 0 else None

    def publish(self, topic, payload):
        subprocess.run(["mosquitto_pub", "-h", "127.0.0.1", "-p", str(self.port), "-t", topic, "-m", payload],
                       check=True, timeout=10)


def boot():
    global _broker
    for tool in ("/usr/sbin/mosquitto", shutil.which("mosquitto_sub"), shutil.which("mosquitto_pub")):
        if not tool or not os.access(tool, os.X_OK):
            raise Skip("mosquitto and mosquitto-clients are not installed (scripts/install-deps.sh)")
    binary = paneltest.find_panel_app()
    if _broker is None:
        _broker = Broker()
    panel = os.path.join(paneltest.REPO, "examples", "greenhouse.json")
    command = (f"panel-app run --display kms --card /dev/dri/card0 --input none --panel /root/greenhouse.json "
               f"--mqtt mqtt://10.0.2.100:1883 --node {NODE} --home-assistant > {LOG} 2>&1; "
               f"while true; do sleep 60; done")
    return {"command": command, "binaries": [[binary, "panel-app"]], "files": [f"{panel}:/root/greenhouse.json"],
            "display": "virtio", "resolution": [800, 480], "forwards": {"1883": _broker.port}}


def log(vm):
    return vm.guest_run(f"cat {LOG}")[1]


def scenario_the_guests_panel_appears_on_the_hosts_broker(vm):
    paneltest.wait_until(lambda: "first frame shown" in log(vm), 120, "the panel did not show its first frame")
    paneltest.wait_until(lambda: "mqtt: connected to 10.0.2.100:1883" in log(vm), 60,
                         f"the panel in the guest did not reach the host's broker:\n{log(vm)[-800:]}")
    check(_broker.first(f"panel/{NODE}/availability") == "online", "the panel is not online on the broker")
    check(_broker.first(f"panel/{NODE}/lights/state") == "OFF", "the lights' state was not published")
    discovery = json.loads(_broker.first(f"homeassistant/device/{NODE}/config") or "{}")
    check(discovery.get("dev", {}).get("ids") == f"panel-{NODE}" or f"panel-{NODE}" in discovery.get("dev", {}).get("ids", []),
          f"the discovery message does not name the device: {discovery.get('dev')}")
    check(any(component.get("p") == "switch" and component.get("command_topic") == f"panel/{NODE}/lights/set"
              for component in discovery.get("cmps", {}).values()),
          f"the lights are not a switch in Home Assistant's discovery: {list(discovery.get('cmps', {}))}")


def scenario_a_command_from_the_host_changes_the_guests_screen(vm):
    before = vm.screenshot()
    _broker.publish(f"panel/{NODE}/lights/set", "ON")
    paneltest.wait_until(lambda: _broker.first(f"panel/{NODE}/lights/state", timeout=5) == "ON", 30,
                         "the panel did not take the host's command")
    paneltest.wait_until(lambda: vm.screenshot().rgb != before.rgb, 30, "the guest's screen did not change")


def scenario_a_reading_published_on_the_host_is_the_guests_readout(vm):
    discovery = json.loads(_broker.first(f"homeassistant/device/{NODE}/config") or "{}")
    sensors = [c for c in discovery.get("cmps", {}).values() if c.get("p") == "sensor"]
    check(any(c.get("state_topic") == f"panel/{NODE}/air/state" and c.get("unit_of_measurement") == "°C" for c in sensors),
          f"the air temperature is not a sensor in °C in Home Assistant's discovery: {sensors}")
    _broker.publish("greenhouse/air", '{"temperature": 23.44, "humidity": 61}')
    paneltest.wait_until(lambda: _broker.first(f"panel/{NODE}/air/state", timeout=5) == "23.4", 30,
                         "the guest did not take the reading published on the host")


def scenario_the_heater_follows_its_device_and_goes_back_when_unconfirmed(vm):
    # The heater relay says it is on: the panel shows it and says so.
    _broker.publish("greenhouse/heater/state", "ON")
    paneltest.wait_until(lambda: _broker.first(f"panel/{NODE}/heater/state", timeout=5) == "ON", 30,
                         "the heater did not follow its device's state")
    # A command the device never confirms: the heater goes back to on after its 5 s.
    _broker.publish(f"panel/{NODE}/heater/set", "OFF")
    paneltest.wait_until(lambda: _broker.first(f"panel/{NODE}/heater/state", timeout=5) == "OFF", 30,
                         "the command was not shown at once")
    paneltest.wait_until(lambda: _broker.first(f"panel/{NODE}/heater/state", timeout=5) == "ON", 30,
                         "the heater did not go back to the device's state when the device did not confirm")
    paneltest.wait_until(lambda: "no answer" in log(vm), 10, f"the going back was not logged:\n{log(vm)[-600:]}")
