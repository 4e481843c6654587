#!/bin/busybox sh
# /init of the virtual kiosk: mounts the kernel file systems, loads the display and
# input drivers, waits for their device nodes, runs the payload command, reports its
# exit status on the serial console and powers the machine off.
#
# Lines starting with "panel-vm:" are read by the host harness (deploy/vm/kiosk/):
#   panel-vm: ready t=SECONDS          devices are up, the payload starts now
#   panel-vm: exit status=N t=SECONDS  the payload ended with status N
# Kernel command line switches (set by the harness):
#   panel.command=BASE64   run this shell command instead of /etc/panel/command
#   panel.hold=1           after the payload ends, keep the machine up (for VNC)
# The second serial port (ttyS1) carries shell commands from the host, one a line:
#   host:  TAG BASE64(COMMAND)
#   guest: panel-agent TAG status=N output=BASE64(STDOUT AND STDERR)

/bin/busybox mkdir -p /proc /sys /dev /tmp /run /root
/bin/busybox mount -t proc proc /proc
/bin/busybox mount -t sysfs sysfs /sys
/bin/busybox mount -t devtmpfs devtmpfs /dev
/bin/busybox mkdir -p /dev/pts /dev/shm
/bin/busybox mount -t devpts devpts /dev/pts
/bin/busybox mount -t tmpfs tmpfs /dev/shm
/bin/busybox mount -t tmpfs tmpfs /run
# debugfs (DRM state: /sys/kernel/debug/dri/N/state) and tracefs (flip events) for tests.
/bin/busybox mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null
/bin/busybox mount -t tracefs tracefs /sys/kernel/tracing 2>/dev/null

# What programs expect of a Linux system beyond the device nodes.
/bin/busybox ln -sf /proc/self/fd /dev/fd
/bin/busybox ln -sf /proc/self/fd/0 /dev/stdin
/bin/busybox ln -sf /proc/self/fd/1 /dev/stdout
/bin/busybox ln -sf /proc/self/fd/2 /dev/stderr
/bin/busybox mkdir -p /var/lib /var/tmp /var/log /run/lock
/bin/busybox ln -sf /run /var/run
/bin/busybox hostname panel-vm
/bin/busybox ip link set lo up 2>/dev/null

export PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin
export HOME=/root TERM=linux PANEL_VM=1
cd /root

uptime_now() { cut -d' ' -f1 /proc/uptime; }
say() { echo "panel-vm: $*"; }

# Runs the host's commands one after another, beside the payload. Started first, so
# the port is open (and raw) before the host can send anything.
agent() {
    stty raw -echo 2>/dev/null
    while read -r tag encoded; do
        echo "$encoded" | base64 -d > /tmp/agent.command
        sh /tmp/agent.command < /dev/null > /tmp/agent.output 2>&1
        status=$?
        echo "panel-agent $tag status=$status output=$(base64 -w 0 /tmp/agent.output)"
    done
}
[ -e /dev/ttyS1 ] && agent < /dev/ttyS1 > /dev/ttyS1 2>&1 &

# Display (virtio-gpu, bochs-display) and input (virtio-tablet, uinput) drivers, in the
# order that works; modprobe resolves the rest of each one's dependencies.
for module in $(cat /etc/panel/modules); do
    modprobe "$module" 2>/dev/null || say "warning: could not load module $module"
done

# A network when the host gave one (a boot with forwards: a broker on the host), with
# user-mode networking's fixed addresses; the host's services are at 10.0.2.100.
if [ -e /sys/class/net/eth0 ]; then
    /bin/busybox ip link set eth0 up && /bin/busybox ip addr add 10.0.2.15/24 dev eth0 \
        && /bin/busybox ip route add default via 10.0.2.2 && say "network: eth0 10.0.2.15"
fi

# devtmpfs creates the nodes; input nodes appear a moment after modprobe returns.
wait_for() {
    tries=0
    while [ $tries -lt 100 ]; do
        for node in $1; do [ -e "$node" ] && return 0; done
        usleep 20000
        tries=$((tries + 1))
    done
    say "warning: $1 did not appear within 2 s"
    return 1
}
wait_for /dev/dri/card0
wait_for "/dev/input/event*"
wait_for /dev/uinput

# The kernel traces every vblank and page-flip event it delivers to a program, so the
# host can count a payload's flips without trusting the payload.
events=/sys/kernel/tracing/events/drm/drm_vblank_event_delivered
if [ -d $events ]; then
    echo 4096 > /sys/kernel/tracing/buffer_size_kb
    echo 1 > $events/enable
    echo 1 > /sys/kernel/tracing/tracing_on
fi

hold=0
command_b64=""
for arg in $(cat /proc/cmdline); do
    case "$arg" in
        panel.command=*) command_b64="${arg#panel.command=}" ;;
        panel.hold=1) hold=1 ;;
    esac
done
if [ -n "$command_b64" ]; then
    echo "$command_b64" | base64 -d > /etc/panel/command.boot
    command_file=/etc/panel/command.boot
else
    command_file=/etc/panel/command
fi

say "ready t=$(uptime_now)"
sh "$command_file" < /dev/console
status=$?
say "exit status=$status t=$(uptime_now)"

if [ "$hold" = 1 ]; then
    say "holding: the payload ended; the machine stays up until the host stops it"
    while true; do sleep 3600; done
fi
sync
poweroff -f
