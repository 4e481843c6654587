// Thin shim over libdrm: the headers Swift imports directly, plus the few macros
// (fourcc codes, ioctl numbers) that Swift cannot import, as static inline functions.
#ifndef PANEL_CDRM_SHIM_H
#define PANEL_CDRM_SHIM_H
#include <stdint.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>

static inline uint32_t panel_drm_format_xrgb8888(void) { return DRM_FORMAT_XRGB8888; }
static inline uint32_t panel_drm_format_argb8888(void) { return DRM_FORMAT_ARGB8888; }

#endif
