// Thin shim over HarfBuzz: text shaping (glyph choice and positions) for every script.
// Faces are opened by HarfBuzz from the font file itself (hb_face_create), not through
// FreeType, so positions come from the font's own tables in whatever unit the font's
// scale says: Panel sets it to 1/64 px (26.6), FreeType's and Panel's unit.
#ifndef PANEL_CHARFBUZZ_SHIM_H
#define PANEL_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
