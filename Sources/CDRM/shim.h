// Thin shim over libdrm: the headers Swift imports directly, plus the few macros
// (fourcc codes, ioctl numbers) that Swift cannot import, as static inline functions.
#ifndef PANEL_CDRM_SHIM_H
#define PANEL_CDRM_SHIM_H
#include <stdint.h>
#include <string.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>

static inline uint32_t panel_drm_format_xrgb8888(void) { return DRM_FORMAT_XRGB8888; }
static inline uint32_t panel_drm_format_argb8888(void) { return DRM_FORMAT_ARGB8888; }

// Dumb buffers through the ioctls themselves: older libdrm releases lack the
// drmModeCreateDumbBuffer helpers.

/// Creates a dumb buffer; fills its handle, row pitch in bytes and size in bytes.
static inline int panel_drm_create_dumb(int fd, uint32_t width, uint32_t height, uint32_t bpp,
                                        uint32_t *handle, uint32_t *pitch, uint64_t *size) {
    struct drm_mode_create_dumb req;
    memset(&req, 0, sizeof req);
    req.width = width;
    req.height = height;
    req.bpp = bpp;
    int result = drmIoctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &req);
    if (result == 0) {
        *handle = req.handle;
        *pitch = req.pitch;
        *size = req.size;
    }
    return result;
}

/// The offset to pass to mmap(2) on the DRM fd to map a dumb buffer.
static inline int panel_drm_map_dumb(int fd, uint32_t handle, uint64_t *offset) {
    struct drm_mode_map_dumb req;
    memset(&req, 0, sizeof req);
    req.handle = handle;
    int result = drmIoctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &req);
    if (result == 0) *offset = req.offset;
    return result;
}

static inline int panel_drm_destroy_dumb(int fd, uint32_t handle) {
    struct drm_mode_destroy_dumb req;
    memset(&req, 0, sizeof req);
    req.handle = handle;
    return drmIoctl(fd, DRM_IOCTL_MODE_DESTROY_DUMB, &req);
}

// Flags and bit values defined through expressions Swift does not import reliably.
static inline uint32_t panel_drm_page_flip_event(void) { return DRM_MODE_PAGE_FLIP_EVENT; }
static inline uint32_t panel_drm_atomic_test_only(void) { return DRM_MODE_ATOMIC_TEST_ONLY; }
static inline uint32_t panel_drm_atomic_nonblock(void) { return DRM_MODE_ATOMIC_NONBLOCK; }
static inline uint32_t panel_drm_atomic_allow_modeset(void) { return DRM_MODE_ATOMIC_ALLOW_MODESET; }
static inline uint64_t panel_drm_rotate_0(void) { return DRM_MODE_ROTATE_0; }
static inline uint64_t panel_drm_rotate_180(void) { return DRM_MODE_ROTATE_180; }
static inline uint32_t panel_drm_mode_type_preferred(void) { return DRM_MODE_TYPE_PREFERRED; }
static inline uint64_t panel_drm_plane_type_primary(void) { return DRM_PLANE_TYPE_PRIMARY; }
static inline uint64_t panel_drm_client_cap_atomic(void) { return DRM_CLIENT_CAP_ATOMIC; }
static inline uint64_t panel_drm_client_cap_universal_planes(void) { return DRM_CLIENT_CAP_UNIVERSAL_PLANES; }
static inline uint64_t panel_drm_cap_dumb_buffer(void) { return DRM_CAP_DUMB_BUFFER; }
static inline uint64_t panel_drm_cap_dumb_prefer_shadow(void) { return DRM_CAP_DUMB_PREFER_SHADOW; }
static inline uint32_t panel_drm_mode_flag_interlace(void) { return DRM_MODE_FLAG_INTERLACE; }
static inline uint32_t panel_drm_object_crtc(void) { return DRM_MODE_OBJECT_CRTC; }
static inline uint32_t panel_drm_object_connector(void) { return DRM_MODE_OBJECT_CONNECTOR; }
static inline uint32_t panel_drm_object_plane(void) { return DRM_MODE_OBJECT_PLANE; }

#include "crash.h"

#endif
