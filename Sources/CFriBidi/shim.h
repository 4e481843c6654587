// Thin shim over GNU FriBidi: the Unicode Bidirectional Algorithm (UAX #9).
#ifndef PANEL_CFRIBIDI_SHIM_H
#define PANEL_CFRIBIDI_SHIM_H
#include <stdint.h>
#include <stdlib.h>
#include <fribidi.h>

/// Resolves the embedding level of each of `count` scalars of one paragraph into
/// `levels` (even: left to right, odd: right to left). `base` is 0 for a left-to-right
/// paragraph, 1 for right to left, -1 to take the direction of the first strong
/// character (rules P2-P3), left to right when there is none, or `fallback` (0 or 1)
/// when `base` is -2 and there is none. Returns the paragraph's level (0 or 1), or -1
/// when memory runs out.
static inline int panel_fribidi_levels(const uint32_t *text, int count, int base, int fallback, int8_t *levels) {
    if (count <= 0) return base == 1 ? 1 : 0;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)count);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)count);
    if (!types || !brackets) { free(types); free(brackets); return -1; }
    fribidi_get_bidi_types((const FriBidiChar *)text, count, types);
    fribidi_get_bracket_types((const FriBidiChar *)text, count, types, brackets);
    FriBidiParType direction;
    if (base == 0) direction = FRIBIDI_PAR_LTR;
    else if (base == 1) direction = FRIBIDI_PAR_RTL;
    else if (base == -2) direction = fallback == 1 ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR;
    else direction = FRIBIDI_PAR_ON;
    FriBidiLevel result = fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, (FriBidiLevel *)levels);
    free(types);
    free(brackets);
    if (result == 0) return -1;
    return FRIBIDI_IS_RTL(direction) ? 1 : 0;
}
#endif
