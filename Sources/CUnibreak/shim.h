// Thin shim over libunibreak: line-break opportunities by UAX #14.
#ifndef PANEL_CUNIBREAK_SHIM_H
#define PANEL_CUNIBREAK_SHIM_H
#include <stddef.h>
#include <linebreak.h>

/// The break action after each of `count` UTF-32 scalars, in `breaks`:
/// LINEBREAK_MUSTBREAK (0), LINEBREAK_ALLOWBREAK (1) or LINEBREAK_NOBREAK (2).
/// `language` (may be NULL) tunes a few classes ("zh", "ja", "ko").
static inline void panel_unibreak_utf32(const unsigned int *text, size_t count, const char *language, char *breaks) {
    static int initialised = 0;
    if (!initialised) { init_linebreak(); initialised = 1; }
    set_linebreaks_utf32((const utf32_t *)text, count, language, breaks);
}
#endif
