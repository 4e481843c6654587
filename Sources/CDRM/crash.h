// Puts the console's display back when the kiosk dies of a fatal signal (a Swift trap is
// SIGILL or SIGTRAP; then SIGABRT, SIGBUS, SIGFPE, SIGSEGV), so a crash never leaves the
// last frame frozen on the screen. Everything the handler needs is copied into static
// storage when the mode is set; the handler only makes ioctls (async-signal-safe), then
// hands the signal to whatever handled it before (the default action, or the Swift
// runtime's backtracer), so the process still dies of it with its status and core.
//
// Each Swift object file that calls these functions gets its own copy of them and of
// their static storage: call them from one Swift file only (CrashRestoreGuard.swift).
#ifndef PANEL_CDRM_CRASH_H
#define PANEL_CDRM_CRASH_H
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#include <sys/ioctl.h>
#include <linux/kd.h>
#include <xf86drm.h>
#include <xf86drmMode.h>

/// The display state to put back, recorded at mode-set time.
struct panel_crash_restore {
    /// The DRM device; -1: no CRTC to restore.
    int drm_fd;
    uint32_t crtc_id;
    /// The framebuffer the CRTC showed before (the console's); 0: turn the CRTC off.
    uint32_t buffer_id;
    uint32_t x, y;
    uint32_t connector_id;
    drmModeModeInfo mode;
    /// A plane rotation to reset (hardware 180°); 0: none.
    uint32_t plane_id;
    uint32_t rotation_property;
    uint64_t rotation_value;
    /// The virtual terminal switched to KD_GRAPHICS; -1: none.
    int console_fd;
    int console_mode;
    /// What the handler calls with this state: panel_crash_restore_display, or a stand-in.
    void (*restore)(const struct panel_crash_restore *);
};

#define PANEL_CRASH_SIGNAL_COUNT 6

static inline int panel_crash_signal(int index) {
    static const int signals[PANEL_CRASH_SIGNAL_COUNT] = { SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV };
    return index >= 0 && index < PANEL_CRASH_SIGNAL_COUNT ? signals[index] : 0;
}

struct panel_crash_guard_state {
    struct panel_crash_restore restore;
    struct sigaction previous[PANEL_CRASH_SIGNAL_COUNT];
    volatile sig_atomic_t armed;
    volatile sig_atomic_t restored;
};

static inline struct panel_crash_guard_state *panel_crash_guard_storage(void) {
    static struct panel_crash_guard_state state;
    return &state;
}

/// The real restore: the plane's rotation, the saved CRTC (a flip still queued can make
/// the kernel busy for a moment: a few tries 10 ms apart), then the console's text mode.
/// Only ioctl and nanosleep: both async-signal-safe, no allocation.
static inline void panel_crash_restore_display(const struct panel_crash_restore *r) {
    if (r->drm_fd >= 0) {
        if (r->plane_id != 0 && r->rotation_property != 0) {
            struct drm_mode_obj_set_property property;
            memset(&property, 0, sizeof property);
            property.obj_id = r->plane_id;
            property.obj_type = DRM_MODE_OBJECT_PLANE;
            property.prop_id = r->rotation_property;
            property.value = r->rotation_value;
            (void)ioctl(r->drm_fd, DRM_IOCTL_MODE_OBJ_SETPROPERTY, &property);
        }
        struct drm_mode_crtc crtc;
        memset(&crtc, 0, sizeof crtc);
        crtc.crtc_id = r->crtc_id;
        if (r->buffer_id != 0) {
            crtc.fb_id = r->buffer_id;
            crtc.x = r->x;
            crtc.y = r->y;
            crtc.set_connectors_ptr = (uint64_t)(uintptr_t)&r->connector_id;
            crtc.count_connectors = 1;
            crtc.mode_valid = 1;
            memcpy(&crtc.mode, &r->mode, sizeof crtc.mode);
        }
        for (int attempt = 0; attempt < 20; attempt++) {
            if (ioctl(r->drm_fd, DRM_IOCTL_MODE_SETCRTC, &crtc) == 0) break;
            if (errno != EBUSY && errno != EINTR && errno != EAGAIN) break;
            struct timespec pause = { 0, 10 * 1000 * 1000 };
            nanosleep(&pause, NULL);
        }
    }
    if (r->console_fd >= 0) (void)ioctl(r->console_fd, KDSETMODE, (unsigned long)r->console_mode);
}

static inline void panel_crash_handler(int sig, siginfo_t *info, void *context) {
    (void)context;
    struct panel_crash_guard_state *state = panel_crash_guard_storage();
    int saved_errno = errno;
    if (state->armed && !state->restored) {
        state->restored = 1;
        if (state->restore.restore) state->restore.restore(&state->restore);
    }
    for (int i = 0; i < PANEL_CRASH_SIGNAL_COUNT; i++) {
        if (panel_crash_signal(i) == sig) sigaction(sig, &state->previous[i], NULL);
    }
    errno = saved_errno;
    // A fault the kernel raised (si_code > 0) happens again when the handler returns, and
    // reaches the previous handler with its own details. A signal that was sent (abort,
    // kill) or a trap that moved past its instruction is sent again: it stays pending
    // while this handler runs and is delivered as it returns.
    if (info == NULL || info->si_code <= 0 || sig == SIGTRAP || sig == SIGABRT) raise(sig);
}

/// Copies `restore` and installs the handler for the fatal signals, remembering what
/// handled them before. Arming again only replaces the state. Returns 0, or -1 (errno).
static inline int panel_crash_guard_arm(const struct panel_crash_restore *restore) {
    struct panel_crash_guard_state *state = panel_crash_guard_storage();
    state->armed = 0;
    state->restore = *restore;
    state->restored = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = panel_crash_handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    // A second fatal signal waits until the first is handled.
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < PANEL_CRASH_SIGNAL_COUNT; i++) sigaddset(&action.sa_mask, panel_crash_signal(i));
    for (int i = 0; i < PANEL_CRASH_SIGNAL_COUNT; i++) {
        struct sigaction old;
        if (sigaction(panel_crash_signal(i), &action, &old) != 0) return -1;
        if (!((old.sa_flags & SA_SIGINFO) && old.sa_sigaction == panel_crash_handler)) state->previous[i] = old;
    }
    state->armed = 1;
    return 0;
}

/// Puts the previous handlers back (after a normal restore, nothing is left to undo).
static inline void panel_crash_guard_disarm(void) {
    struct panel_crash_guard_state *state = panel_crash_guard_storage();
    if (!state->armed) return;
    state->armed = 0;
    for (int i = 0; i < PANEL_CRASH_SIGNAL_COUNT; i++) sigaction(panel_crash_signal(i), &state->previous[i], NULL);
}

/// Whether the handler is installed for `sig`.
static inline int panel_crash_guard_is_installed(int sig) {
    struct sigaction current;
    if (sigaction(sig, NULL, &current) != 0) return 0;
    return (current.sa_flags & SA_SIGINFO) && current.sa_sigaction == panel_crash_handler;
}

/// The state the handler would use now (what was recorded at mode-set time).
static inline struct panel_crash_restore panel_crash_guard_recorded(void) {
    return panel_crash_guard_storage()->restore;
}

#endif
