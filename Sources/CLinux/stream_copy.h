// Copying pixels to a scan-out buffer: memory the processor never reads back, so the
// copy's stores go around the caches (non-temporal) instead of first reading every
// destination line into them and pushing the frame's other data out.
#ifndef PANEL_CLINUX_STREAM_COPY_H
#define PANEL_CLINUX_STREAM_COPY_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// Copies `count` 32-bit pixels from `source` to `target` (not overlapping), with
/// streaming stores that are not yet ordered: call `panel_stream_fence` after the last of
/// a series (a rectangle's rows), before anything that must see them.
static inline void panel_stream_copy_unfenced(uint32_t *target, const uint32_t *source, size_t count) {
#if defined(__SSE2__)
    // Streaming stores need 16-byte aligned targets, and pay off only on long copies:
    // lines written in part defeat the write combining.
    if (count < 1024) {
        memcpy(target, source, count * 4);
        return;
    }
    while (((uintptr_t)target & 15) != 0) {
        *target++ = *source++;
        count--;
    }
    __m128i *to = (__m128i *)target;
    const __m128i *from = (const __m128i *)source;
    size_t blocks = count / 16;
    for (size_t i = 0; i < blocks; i++, to += 4, from += 4) {
        __m128i a = _mm_loadu_si128(from), b = _mm_loadu_si128(from + 1);
        __m128i c = _mm_loadu_si128(from + 2), d = _mm_loadu_si128(from + 3);
        _mm_stream_si128(to, a);
        _mm_stream_si128(to + 1, b);
        _mm_stream_si128(to + 2, c);
        _mm_stream_si128(to + 3, d);
    }
    size_t done = blocks * 16;
    memcpy(target + done, source + done, (count - done) * 4);
#else
    memcpy(target, source, count * 4);
#endif
}

/// Orders the streamed stores before whatever follows (drawing over them, a page flip).
static inline void panel_stream_fence(void) {
#if defined(__SSE2__)
    _mm_sfence();
#endif
}

/// Copies `count` 32-bit pixels from `source` to `target` (not overlapping).
static inline void panel_stream_copy(uint32_t *target, const uint32_t *source, size_t count) {
    panel_stream_copy_unfenced(target, source, count);
    // Each copy ends with a fence: a series of short ones is better unfenced, then fenced once.
    panel_stream_fence();
}

#endif
