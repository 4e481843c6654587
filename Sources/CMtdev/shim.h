// mtdev, the translator libinput and X use for multitouch protocol A: its plumbing API
// (mtdev_init, mtdev_set_*, mtdev_put_event, mtdev_get_event) lets Panel feed it events
// read elsewhere (through libevdev, or from a recording) instead of its own reads.
#ifndef PANEL_CMTDEV_SHIM_H
#define PANEL_CMTDEV_SHIM_H
#include <linux/input.h>
#include <mtdev-plumbing.h>
#endif
