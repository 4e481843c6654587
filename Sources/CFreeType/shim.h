// Thin shim over FreeType: ft2build.h's macro-selected headers, imported once.
#ifndef PANEL_CFREETYPE_SHIM_H
#define PANEL_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_GLYPH_H
#endif
