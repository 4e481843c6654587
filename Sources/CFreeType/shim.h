// Thin shim over FreeType: ft2build.h's macro-selected headers, imported once, plus
// inline wrappers for the function-like macros Swift cannot import.
#ifndef PANEL_CFREETYPE_SHIM_H
#define PANEL_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_GLYPH_H
#include FT_ADVANCES_H
#include FT_STROKER_H
#include FT_TRUETYPE_TABLES_H

/// FT_LOAD_TARGET_LIGHT: hint vertically only, leaving horizontal shapes and advances alone.
static inline FT_Int32 panel_ft_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }

/// FT_HAS_KERNING(face): whether the face has a 'kern' table FT_Get_Kerning can read.
static inline int panel_ft_has_kerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

/// FT_IS_SCALABLE(face): whether the face has outlines (not only bitmap strikes).
static inline int panel_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

#endif
