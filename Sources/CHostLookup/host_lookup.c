// getaddrinfo_a without notification (SIGEV_NONE): the owner asks whether it has answered.
// The request's memory is shared with glibc's helper thread, so a lookup given up while
// that thread is answering it cannot be freed at once: it waits on a list, and is freed by
// a later call once gai_cancel says glibc is done with it (gai_cancel takes glibc's request
// lock, and only finds a request finished once its thread has let go of it).
#define _GNU_SOURCE
#include "host_lookup.h"
#include <netdb.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

struct panel_host_lookup {
    struct gaicb request;
    struct addrinfo hints;
    struct sigevent notification;
    int answered;
    /// The next lookup given up while under way.
    struct panel_host_lookup *next;
    char host[];
};

static pthread_mutex_t abandoned_lock = PTHREAD_MUTEX_INITIALIZER;
static panel_host_lookup *abandoned;

static void release(panel_host_lookup *lookup) {
    if (lookup->request.ar_result) freeaddrinfo(lookup->request.ar_result);
    free(lookup);
}

/// Frees the lookups given up earlier that glibc has finished with.
static void free_finished_abandoned(void) {
    pthread_mutex_lock(&abandoned_lock);
    panel_host_lookup **link = &abandoned;
    while (*link) {
        panel_host_lookup *lookup = *link;
        if (gai_cancel(&lookup->request) == EAI_ALLDONE) {
            *link = lookup->next;
            release(lookup);
        } else {
            link = &lookup->next;
        }
    }
    pthread_mutex_unlock(&abandoned_lock);
}

panel_host_lookup *panel_host_lookup_start(const char *host, int *error) {
    free_finished_abandoned();
    size_t length = strlen(host);
    panel_host_lookup *lookup = calloc(1, sizeof *lookup + length + 1);
    if (!lookup) {
        *error = EAI_MEMORY;
        return NULL;
    }
    memcpy(lookup->host, host, length + 1);
    lookup->hints.ai_family = AF_UNSPEC;
    lookup->hints.ai_socktype = SOCK_STREAM;
    lookup->request.ar_name = lookup->host;
    lookup->request.ar_request = &lookup->hints;
    lookup->notification.sigev_notify = SIGEV_NONE;
    struct gaicb *list[1] = { &lookup->request };
    int started = getaddrinfo_a(GAI_NOWAIT, list, 1, &lookup->notification);
    if (started != 0) {
        // glibc may have queued it all the same (EAI_AGAIN): given up like one under way.
        panel_host_lookup_end(lookup);
        *error = started;
        return NULL;
    }
    return lookup;
}

int panel_host_lookup_answered(panel_host_lookup *lookup) {
    if (lookup->answered) return 1;
    if (gai_error(&lookup->request) == EAI_INPROGRESS) return 0;
    // Finished: once glibc's thread has also let go of it (under the lock gai_cancel takes),
    // everything it wrote into the request is seen here.
    if (gai_cancel(&lookup->request) != EAI_ALLDONE) return 0;
    lookup->answered = 1;
    return 1;
}

int panel_host_lookup_status(panel_host_lookup *lookup) {
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
    int cancelled = lookup->answered ? EAI_ALLDONE : gai_cancel(&lookup->request);
    if (cancelled == EAI_CANCELED || cancelled == EAI_ALLDONE) {
        release(lookup);
    } else {
        pthread_mutex_lock(&abandoned_lock);
        lookup->next = abandoned;
        abandoned = lookup;
        pthread_mutex_unlock(&abandoned_lock);
    }
    free_finished_abandoned();
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
