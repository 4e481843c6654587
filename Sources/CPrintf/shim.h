// snprintf with exactly one double argument: Swift cannot call C's variadic functions,
// and glibc's conversion of a double to decimal is correctly rounded, which a hand-written
// one would have to match digit for digit. The format is built by PrintfFormat from a
// checked conversion (flags, width, precision, one of f F e E g G a A), never taken
// from the caller as it is.
#ifndef PANEL_CPRINTF_SHIM_H
#define PANEL_CPRINTF_SHIM_H
#include <stdio.h>

static inline int panel_format_double(char *buffer, size_t size, const char *format, double value) {
    return snprintf(buffer, size, format, value);
}
#endif
