// CLinux: the Linux interfaces the display drivers and the event loop need that Glibc's
// Swift module leaves out (epoll, timerfd, signalfd, netlink uevents) or that hide behind
// ioctl macros Swift cannot import (KDSETMODE, FBIO*). Each wrapper is a one-line static
// inline function; libdrm stays in CDRM.
#ifndef PANEL_CLINUX_SHIM_H
#define PANEL_CLINUX_SHIM_H
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/epoll.h>
#include <sys/timerfd.h>
#include <sys/signalfd.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <linux/netlink.h>
#include <linux/kd.h>
#include <linux/fb.h>

// MARK: epoll (struct epoll_event is packed on x86-64, so Swift only sees plain values)

static inline int panel_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

/// Adds `fd` for readability; `token` comes back from panel_epoll_wait.
static inline int panel_epoll_add(int epfd, int fd, uint64_t token) {
    struct epoll_event ev;
    memset(&ev, 0, sizeof ev);
    ev.events = EPOLLIN;
    ev.data.u64 = token;
    return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev);
}

/// Points an `fd` already watched at a new `token`.
static inline int panel_epoll_modify(int epfd, int fd, uint64_t token) {
    struct epoll_event ev;
    memset(&ev, 0, sizeof ev);
    ev.events = EPOLLIN;
    ev.data.u64 = token;
    return epoll_ctl(epfd, EPOLL_CTL_MOD, fd, &ev);
}

/// Adds `fd`, or changes what it is watched for when it is watched already: readability,
/// and writability too when `writable` (a socket with bytes waiting to be sent).
static inline int panel_epoll_watch(int epfd, int fd, uint64_t token, int writable) {
    struct epoll_event ev;
    memset(&ev, 0, sizeof ev);
    ev.events = EPOLLIN | (writable ? EPOLLOUT : 0);
    ev.data.u64 = token;
    if (epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev) == 0) return 0;
    if (errno != EEXIST) return -1;
    return epoll_ctl(epfd, EPOLL_CTL_MOD, fd, &ev);
}

static inline int panel_epoll_remove(int epfd, int fd) {
    return epoll_ctl(epfd, EPOLL_CTL_DEL, fd, NULL);
}

/// Waits (timeout in ms, -1 forever) and writes up to `max` ready tokens and event masks.
static inline int panel_epoll_wait(int epfd, uint64_t *tokens, uint32_t *events, int max, int timeout_ms) {
    struct epoll_event ready[32];
    if (max > 32) max = 32;
    int n = epoll_wait(epfd, ready, max, timeout_ms);
    for (int i = 0; i < n; i++) {
        tokens[i] = ready[i].data.u64;
        events[i] = ready[i].events;
    }
    return n;
}

static inline uint32_t panel_epoll_in(void) { return EPOLLIN; }
static inline uint32_t panel_epoll_out(void) { return EPOLLOUT; }
static inline uint32_t panel_epoll_err(void) { return EPOLLERR; }
static inline uint32_t panel_epoll_hup(void) { return EPOLLHUP; }

// MARK: timerfd on CLOCK_MONOTONIC

static inline int panel_timerfd_create(void) {
    return timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK);
}

/// Arms the timer for an absolute CLOCK_MONOTONIC time in ns; 0 disarms it.
static inline int panel_timerfd_set_absolute(int fd, int64_t ns) {
    struct itimerspec spec;
    memset(&spec, 0, sizeof spec);
    if (ns > 0) {
        spec.it_value.tv_sec = ns / 1000000000;
        spec.it_value.tv_nsec = ns % 1000000000;
    }
    return timerfd_settime(fd, TFD_TIMER_ABSTIME, &spec, NULL);
}

// MARK: signalfd

/// Blocks `signals` in the calling thread (saving the old mask in `old`) and
/// returns a descriptor that reads them instead.
static inline int panel_signalfd_open(const int *signals, int count, sigset_t *old) {
    sigset_t mask;
    sigemptyset(&mask);
    for (int i = 0; i < count; i++) sigaddset(&mask, signals[i]);
    if (pthread_sigmask(SIG_BLOCK, &mask, old) != 0) return -1;
    int fd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
    if (fd < 0) {
        int saved = errno;
        pthread_sigmask(SIG_SETMASK, old, NULL);
        errno = saved;
    }
    return fd;
}

static inline int panel_sigmask_restore(const sigset_t *old) {
    return pthread_sigmask(SIG_SETMASK, old, NULL);
}

/// Reads one pending signal's number from a signalfd, or -1 when none is pending.
static inline int panel_signalfd_read(int fd) {
    struct signalfd_siginfo info;
    ssize_t n = read(fd, &info, sizeof info);
    return n == (ssize_t)sizeof info ? (int)info.ssi_signo : -1;
}

// MARK: kernel uevents (display hot-plug)

/// A netlink socket that receives the kernel's uevents (no udev needed).
static inline int panel_uevent_socket(void) {
    int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, NETLINK_KOBJECT_UEVENT);
    if (fd < 0) return -1;
    struct sockaddr_nl addr;
    memset(&addr, 0, sizeof addr);
    addr.nl_family = AF_NETLINK;
    addr.nl_groups = 1; // the kernel's own broadcast group
    if (bind(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

// MARK: virtual terminal

static inline int panel_kd_get_mode(int fd, int *mode) {
    unsigned int value = 0;
    int result = ioctl(fd, KDGETMODE, &value);
    *mode = (int)value;
    return result;
}
static inline int panel_kd_set_mode(int fd, int mode) { return ioctl(fd, KDSETMODE, (unsigned long)mode); }
static inline int panel_kd_graphics(void) { return KD_GRAPHICS; }
static inline int panel_kd_text(void) { return KD_TEXT; }

// MARK: fbdev

static inline int panel_fb_get_var(int fd, struct fb_var_screeninfo *info) { return ioctl(fd, FBIOGET_VSCREENINFO, info); }
static inline int panel_fb_get_fix(int fd, struct fb_fix_screeninfo *info) { return ioctl(fd, FBIOGET_FSCREENINFO, info); }
static inline int panel_fb_pan(int fd, struct fb_var_screeninfo *info) { return ioctl(fd, FBIOPAN_DISPLAY, info); }
static inline int panel_fb_wait_for_vsync(int fd) {
    uint32_t crtc = 0;
    return ioctl(fd, FBIO_WAITFORVSYNC, &crtc);
}
static inline int panel_fb_blank(int fd, int level) { return ioctl(fd, FBIOBLANK, (unsigned long)level); }
static inline int panel_fb_blank_powerdown(void) { return FB_BLANK_POWERDOWN; }
static inline int panel_fb_blank_unblank(void) { return FB_BLANK_UNBLANK; }

// MARK: eventfd, to wake the loop from another thread

static inline int panel_eventfd_create(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }
/// Makes the descriptor readable (adds one to its counter); safe from any thread.
static inline int panel_eventfd_signal(int fd) { return eventfd_write(fd, 1); }
/// Reads the counter back to zero; 0 when it was zero already.
static inline uint64_t panel_eventfd_drain(int fd) {
    eventfd_t value = 0;
    return eventfd_read(fd, &value) == 0 ? value : 0;
}

/* Standard output written line by line (stdout is a C global Swift 6 cannot touch). */
static inline void panel_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }

#endif
