// getaddrinfo_a with a thread notification (SIGEV_THREAD) that writes to an eventfd.
// The request's memory is shared with glibc's resolver thread, so it has two holders, the
// owner and the notification, and the last to let go frees it: the owner when the lookup
// has answered, the notification when the owner gave up on it while the resolver was
// answering. A lookup cancelled before the resolver took it up is never notified.
#define _GNU_SOURCE
#include "host_lookup.h"
#include <errno.h>
#include <netdb.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

struct panel_host_lookup {
    struct gaicb request;
    struct addrinfo hints;
    struct sigevent notification;
    int descriptor;
    atomic_int answered;
    atomic_int holders;
    char host[];
};

static void release(panel_host_lookup *lookup) {
    if (lookup->request.ar_result) freeaddrinfo(lookup->request.ar_result);
    close(lookup->descriptor);
    free(lookup);
}

static void let_go(panel_host_lookup *lookup) {
    if (atomic_fetch_sub(&lookup->holders, 1) == 1) release(lookup);
}

// On a thread of glibc's, once the resolver has answered.
static void notify(union sigval value) {
    panel_host_lookup *lookup = value.sival_ptr;
    // Said before the descriptor wakes the loop, which then finds the answer complete.
    atomic_store(&lookup->answered, 1);
    uint64_t one = 1;
    ssize_t written = write(lookup->descriptor, &one, sizeof one);
    (void)written;
    let_go(lookup);
}

panel_host_lookup *panel_host_lookup_start(const char *host, int *error) {
    size_t length = strlen(host);
    panel_host_lookup *lookup = calloc(1, sizeof *lookup + length + 1);
    if (!lookup) {
        *error = EAI_MEMORY;
        return NULL;
    }
    memcpy(lookup->host, host, length + 1);
    lookup->descriptor = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (lookup->descriptor < 0) {
        free(lookup);
        *error = EAI_SYSTEM;
        return NULL;
    }
    atomic_init(&lookup->answered, 0);
    atomic_init(&lookup->holders, 2);
    lookup->hints.ai_family = AF_UNSPEC;
    lookup->hints.ai_socktype = SOCK_STREAM;
    lookup->request.ar_name = lookup->host;
    lookup->request.ar_request = &lookup->hints;
    lookup->notification.sigev_notify = SIGEV_THREAD;
    lookup->notification.sigev_notify_function = notify;
    lookup->notification.sigev_value.sival_ptr = lookup;
    struct gaicb *list[1] = { &lookup->request };
    int started = getaddrinfo_a(GAI_NOWAIT, list, 1, &lookup->notification);
    if (started != 0) {
        // glibc may still run the request, or notify that nothing was queued: given up
        // like a lookup under way, so whichever comes frees it.
        panel_host_lookup_end(lookup);
        *error = started;
        return NULL;
    }
    return lookup;
}

int panel_host_lookup_descriptor(const panel_host_lookup *lookup) { return lookup->descriptor; }

int panel_host_lookup_answered(panel_host_lookup *lookup) { return atomic_load(&lookup->answered); }

int panel_host_lookup_status(panel_host_lookup *lookup) {
    // The answer is complete only once the notification has said so.
    if (!panel_host_lookup_answered(lookup)) return EAI_INPROGRESS;
    return gai_error(&lookup->request);
}

int panel_host_lookup_address(panel_host_lookup *lookup, int index, char *buffer, size_t size) {
    if (panel_host_lookup_status(lookup) != 0) return 0;
    for (struct addrinfo *entry = lookup->request.ar_result; entry; entry = entry->ai_next) {
        if (index-- > 0) continue;
        return getnameinfo(entry->ai_addr, entry->ai_addrlen, buffer, size, NULL, 0, NI_NUMERICHOST) == 0;
    }
    return 0;
}

const char *panel_host_lookup_describe(int error) { return gai_strerror(error); }

void panel_host_lookup_end(panel_host_lookup *lookup) {
    // Cancelled before the resolver took it: no notification will ever come.
    if (gai_cancel(&lookup->request) == EAI_CANCELED) {
        release(lookup);
        return;
    }
    let_go(lookup);
}

int panel_host_is_numeric(const char *host) {
    struct addrinfo hints;
    memset(&hints, 0, sizeof hints);
    hints.ai_flags = AI_NUMERICHOST;
    hints.ai_socktype = SOCK_STREAM;
    struct addrinfo *result = NULL;
    if (getaddrinfo(host, NULL, &hints, &result) != 0) return 0;
    freeaddrinfo(result);
    return 1;
}
