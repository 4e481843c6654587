// Setting a run of 32-bit pixels to one value through the C library's wmemset (wchar_t
// is 32 bits on Linux): glibc picks the widest stores the processor has when the program
// starts (32 bytes with AVX2, string stores for long runs), where Swift's own loop is
// compiled for the 16-byte stores every x86-64 processor has. Swift does not see
// <wchar.h> through Glibc, hence this header.
#ifndef PANEL_CPIXELS_SHIM_H
#define PANEL_CPIXELS_SHIM_H
#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wchar_t must be 32 bits");

static inline void panel_set_pixels(uint32_t *start, uint32_t value, size_t count) {
    wmemset((wchar_t *)start, (wchar_t)value, count);
}
#endif
