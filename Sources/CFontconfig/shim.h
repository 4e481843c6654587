// fontconfig, opened at run time with dlopen: a kiosk image often has no fontconfig (no
// library, no configuration, no cache), and Panel must start there all the same. Nothing
// here needs fontconfig's headers or library at build time; the few calls used are looked
// up by name in libfontconfig.so.1 on first use. When it cannot be opened (or lacks a
// call), every query answers "nothing found" and Panel uses its list of font paths.
#ifndef PANEL_CFONTCONFIG_SHIM_H
#define PANEL_CFONTCONFIG_SHIM_H
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int state; // 0 not tried, 1 usable, -1 unusable
    void *(*patternCreate)(void);
    void (*patternDestroy)(void *);
    void *(*charSetCreate)(void);
    void (*charSetDestroy)(void *);
    int (*charSetAddChar)(void *, unsigned int);
    int (*charSetHasChar)(const void *, unsigned int);
    int (*patternAddCharSet)(void *, const char *, const void *);
    int (*patternAddString)(void *, const char *, const unsigned char *);
    int (*configSubstitute)(void *, void *, int);
    void (*defaultSubstitute)(void *);
    void *(*fontMatch)(void *, void *, int *);
    int (*patternGetString)(const void *, const char *, int, unsigned char **);
    int (*patternGetInteger)(const void *, const char *, int, int *);
    int (*patternGetCharSet)(const void *, const char *, int, void **);
} PanelFontconfig;

static inline PanelFontconfig *panel_fontconfig(void) {
    static PanelFontconfig fc;
    if (fc.state != 0) return fc.state == 1 ? &fc : NULL;
    fc.state = -1;
    const char *disabled = getenv("PANEL_NO_FONTCONFIG");
    if (disabled && disabled[0]) return NULL;
    void *library = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) return NULL;
#define PANEL_FC_LOOKUP(field, name) \
    *(void **)(&fc.field) = dlsym(library, name); \
    if (!fc.field) return NULL;
    PANEL_FC_LOOKUP(patternCreate, "FcPatternCreate")
    PANEL_FC_LOOKUP(patternDestroy, "FcPatternDestroy")
    PANEL_FC_LOOKUP(charSetCreate, "FcCharSetCreate")
    PANEL_FC_LOOKUP(charSetDestroy, "FcCharSetDestroy")
    PANEL_FC_LOOKUP(charSetAddChar, "FcCharSetAddChar")
    PANEL_FC_LOOKUP(charSetHasChar, "FcCharSetHasChar")
    PANEL_FC_LOOKUP(patternAddCharSet, "FcPatternAddCharSet")
    PANEL_FC_LOOKUP(patternAddString, "FcPatternAddString")
    PANEL_FC_LOOKUP(configSubstitute, "FcConfigSubstitute")
    PANEL_FC_LOOKUP(defaultSubstitute, "FcDefaultSubstitute")
    PANEL_FC_LOOKUP(fontMatch, "FcFontMatch")
    PANEL_FC_LOOKUP(patternGetString, "FcPatternGetString")
    PANEL_FC_LOOKUP(patternGetInteger, "FcPatternGetInteger")
    PANEL_FC_LOOKUP(patternGetCharSet, "FcPatternGetCharSet")
#undef PANEL_FC_LOOKUP
    fc.state = 1;
    return &fc;
}

/// Whether libfontconfig.so.1 could be opened (and PANEL_NO_FONTCONFIG is not set).
static inline int panel_fontconfig_available(void) { return panel_fontconfig() != NULL; }

/// The file (into `path`, `size` bytes) and face index of the font fontconfig matches for
/// a sans-serif face holding `scalar`, preferring `language` (may be NULL, e.g. "ja").
/// Returns 1 when the match really holds the character, 0 otherwise (or without fontconfig).
static inline int panel_fontconfig_font_for(unsigned int scalar, const char *language, char *path, int size, int *index) {
    PanelFontconfig *fc = panel_fontconfig();
    if (!fc || size <= 0) return 0;
    void *pattern = fc->patternCreate();
    void *charset = fc->charSetCreate();
    if (!pattern || !charset) {
        if (pattern) fc->patternDestroy(pattern);
        if (charset) fc->charSetDestroy(charset);
        return 0;
    }
    fc->charSetAddChar(charset, scalar);
    fc->patternAddCharSet(pattern, "charset", charset);
    fc->patternAddString(pattern, "family", (const unsigned char *)"sans-serif");
    if (language && language[0]) fc->patternAddString(pattern, "lang", (const unsigned char *)language);
    fc->configSubstitute(NULL, pattern, 0 /* FcMatchPattern */);
    fc->defaultSubstitute(pattern);
    int result = 0;
    void *match = fc->fontMatch(NULL, pattern, &result);
    int found = 0;
    if (match) {
        unsigned char *file = NULL;
        void *covered = NULL;
        int faceIndex = 0;
        if (fc->patternGetString(match, "file", 0, &file) == 0 && file &&
            fc->patternGetCharSet(match, "charset", 0, &covered) == 0 && covered &&
            fc->charSetHasChar(covered, scalar)) {
            if (fc->patternGetInteger(match, "index", 0, &faceIndex) != 0) faceIndex = 0;
            size_t length = strlen((const char *)file);
            if (length < (size_t)size) {
                memcpy(path, file, length + 1);
                *index = faceIndex;
                found = 1;
            }
        }
        fc->patternDestroy(match);
    }
    fc->charSetDestroy(charset);
    fc->patternDestroy(pattern);
    return found;
}
#endif
