// zlib, for PNG compression (deflate) and checksums (crc32).
#ifndef PANEL_CZLIB_SHIM_H
#define PANEL_CZLIB_SHIM_H
#include <zlib.h>
#endif
