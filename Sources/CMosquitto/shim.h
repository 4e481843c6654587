// Thin shim over libmosquitto (Debian's libmosquitto-dev): the MQTT client the panel
// drives from its own epoll loop (socket, loop_read/loop_write/loop_misc), no thread.
#ifndef PANEL_CMOSQUITTO_SHIM_H
#define PANEL_CMOSQUITTO_SHIM_H
#include <mosquitto.h>
#endif
