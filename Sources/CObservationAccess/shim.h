// Observation's per-thread pointer to the access list of the innermost
// withObservationTracking run (the accessor its registrar's `access` uses). The Swift
// runtime keeps it hidden: it is there where the runtime is linked into the program (a
// kiosk's static release build), absent (null, as a weak symbol) where the runtime is a
// shared library. Takes no arguments and returns a pointer, so calling it as C is calling
// it as Swift.
#ifndef PANEL_COBSERVATIONACCESS_SHIM_H
#define PANEL_COBSERVATIONACCESS_SHIM_H

extern void *_swift_observation_tls_get(void) __attribute__((weak));

static inline int panel_observation_access_list_is_available(void) {
    return _swift_observation_tls_get != 0;
}

static inline void *panel_observation_access_list(void) {
    return _swift_observation_tls_get();
}
#endif
