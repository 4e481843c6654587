// CHostLookup: glibc's asynchronous getaddrinfo_a, which Glibc's Swift module leaves out
// (it is a GNU extension). A lookup runs on one of glibc's helper threads, which block
// every signal; the caller asks whether it has answered (no notification thread: glibc
// starts those with every signal unblocked, and a SIGTERM meant for the loop's signalfd
// could land there and end the program).
#ifndef PANEL_HOST_LOOKUP_H
#define PANEL_HOST_LOOKUP_H
#include <stddef.h>

typedef struct panel_host_lookup panel_host_lookup;

/// Starts looking `host` up (TCP addresses of any family, in the resolver's order of
/// preference). NULL when it cannot start; `*error` then holds the EAI_ code.
panel_host_lookup *panel_host_lookup_start(const char *host, int *error);

/// Whether the answer is complete (and glibc's thread done with the request).
int panel_host_lookup_answered(panel_host_lookup *lookup);

/// Once answered: 0 with addresses, or the EAI_ code of the failure.
int panel_host_lookup_status(panel_host_lookup *lookup);

/// Writes the `index`th address of the answer as numeric text ("192.0.2.1", "2001:db8::1")
/// into `buffer`; 0 past the last address.
int panel_host_lookup_address(panel_host_lookup *lookup, int index, char *buffer, size_t size);

/// The resolver's words for an EAI_ code.
const char *panel_host_lookup_describe(int error);

/// Ends the lookup, cancelling it if it is still under way. Its memory is freed now, or,
/// when glibc's thread is answering it at this moment, by a later start or end once that
/// thread is done with it; `lookup` must not be used again either way.
void panel_host_lookup_end(panel_host_lookup *lookup);

/// Whether `host` is an IPv4 or IPv6 address written out, which needs no lookup.
int panel_host_is_numeric(const char *host);
#endif
