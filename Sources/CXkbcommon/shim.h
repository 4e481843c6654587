// Thin shim over libxkbcommon: keyboard layouts from xkeyboard-config (the xkb-data
// package), modifiers, and dead keys and compose sequences from the locale's Compose file.
#ifndef PANEL_CXKBCOMMON_SHIM_H
#define PANEL_CXKBCOMMON_SHIM_H
#include <xkbcommon/xkbcommon.h>
#include <xkbcommon/xkbcommon-compose.h>
#include <xkbcommon/xkbcommon-keysyms.h>
#include <xkbcommon/xkbcommon-names.h>
#endif
