// Thin shim over libevdev and <linux/input.h>: the headers Swift imports directly,
// plus the ioctl macros (EVIOCG*) that Swift cannot import, as static inline functions.
#ifndef PANEL_CEVDEV_SHIM_H
#define PANEL_CEVDEV_SHIM_H
#include <stdint.h>
#include <sys/ioctl.h>
#include <linux/input.h>
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>

static inline int panel_evdev_grab(int fd, int grab) { return ioctl(fd, EVIOCGRAB, grab ? 1 : 0); }

#endif
