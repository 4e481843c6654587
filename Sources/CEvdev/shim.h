// Thin shim over libevdev and <linux/input.h>: the headers Swift imports directly,
// plus the ioctl macros (EVIOCG*) and field macros that Swift cannot import, as static
// inline functions.
#ifndef PANEL_CEVDEV_SHIM_H
#define PANEL_CEVDEV_SHIM_H
#include <stdint.h>
#include <errno.h>
#include <time.h>
#include <sys/ioctl.h>
#include <linux/input.h>
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>

/// EVIOCGRAB: 1 takes the device for this fd alone, 0 releases it. -1 with errno on failure.
static inline int panel_evdev_grab(int fd, int grab) { return ioctl(fd, EVIOCGRAB, grab ? 1 : 0); }

/// EVIOCGVERSION: the evdev protocol version, or -1 when fd is not an evdev node.
static inline int panel_evdev_version(int fd) {
    int version = 0;
    return ioctl(fd, EVIOCGVERSION, &version) < 0 ? -1 : version;
}

/// The event's timestamp, whose field names differ between 64-bit and time64 32-bit ABIs.
static inline int64_t panel_input_event_seconds(const struct input_event *event) {
    return (int64_t)event->input_event_sec;
}
static inline int64_t panel_input_event_microseconds(const struct input_event *event) {
    return (int64_t)event->input_event_usec;
}

#endif
