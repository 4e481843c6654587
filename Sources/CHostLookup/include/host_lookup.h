// CHostLookup: glibc's asynchronous getaddrinfo_a, which Glibc's Swift module leaves out
// (it is a GNU extension). A lookup runs on glibc's own thread and, once answered, makes
// an eventfd readable, so the event loop learns of it like any other descriptor.
#ifndef PANEL_HOST_LOOKUP_H
#define PANEL_HOST_LOOKUP_H
#include <stddef.h>

typedef struct panel_host_lookup panel_host_lookup;

/// Starts looking `host` up (TCP addresses of any family, in the resolver's order of
/// preference). NULL when it cannot start; `*error` then holds the EAI_ code.
panel_host_lookup *panel_host_lookup_start(const char *host, int *error);

/// Readable once the lookup has an answer; owned by the lookup.
int panel_host_lookup_descriptor(const panel_host_lookup *lookup);

/// Whether the answer is complete. The descriptor becomes readable a moment before.
int panel_host_lookup_answered(panel_host_lookup *lookup);

/// Once answered: 0 with addresses, or the EAI_ code of the failure.
int panel_host_lookup_status(panel_host_lookup *lookup);

/// Writes the `index`th address of the answer as numeric text ("192.0.2.1", "2001:db8::1")
/// into `buffer`; 0 past the last address.
int panel_host_lookup_address(panel_host_lookup *lookup, int index, char *buffer, size_t size);

/// The resolver's words for an EAI_ code.
const char *panel_host_lookup_describe(int error);

/// Ends the lookup, cancelling it if it is still under way. Its memory and descriptor are
/// freed now, or by the resolver's thread if that is answering at this moment; `lookup`
/// must not be used again either way.
void panel_host_lookup_end(panel_host_lookup *lookup);

/// Whether `host` is an IPv4 or IPv6 address written out, which needs no lookup.
int panel_host_is_numeric(const char *host);
#endif
