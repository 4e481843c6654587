// libdispatch's main queue, driven from Panel's epoll loop as CoreFoundation's run loop
// drives it on Linux. Swift's main actor enqueues its jobs on this queue; libdispatch
// writes to an eventfd whenever the queue gains work, and the loop, woken by that
// descriptor, runs the queued jobs on the main thread. Both functions are exported by
// libdispatch.so and libdispatch.a without a public header.
#ifndef PANEL_CLINUX_MAIN_QUEUE_H
#define PANEL_CLINUX_MAIN_QUEUE_H
#include <stdint.h>
#include <unistd.h>
#include <sys/syscall.h>

/// The main queue's eventfd (created on first use): readable while jobs wait.
extern int _dispatch_get_main_queue_handle_4CF(void);
/// Runs the jobs queued on the main queue; only from the main thread, and only in a
/// process that never called dispatch_main(). It does not read the eventfd.
extern void _dispatch_main_queue_callback_4CF(void *message);

/// Whether the caller is the process's first thread, the one the main queue belongs to.
static inline int panel_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }
#endif
