// libgooglepinyin (Debian's libgooglepinyin0: the pinyin decoder of Android's input method,
// with its system dictionary), opened at run time with dlopen: a panel that never types
// Chinese needs neither the library nor its 5 MB dictionary. Its header is C++ only (its
// extern "C" functions are declared inside a namespace), so the few calls used are declared
// here as the library exports them and looked up by name on first use.
#ifndef PANEL_CGOOGLEPINYIN_SHIM_H
#define PANEL_CGOOGLEPINYIN_SHIM_H
#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
    int state; // 0 not tried, 1 usable, -1 unusable
    bool (*openDecoder)(const char *systemDictionary, const char *userDictionary);
    void (*closeDecoder)(void);
    size_t (*search)(const char *spelling, size_t length);
    void (*resetSearch)(void);
    uint16_t *(*candidate)(size_t index, uint16_t *buffer, size_t length);
    size_t (*choose)(size_t index);
    size_t (*fixedLength)(void);
    // A C++ `const uint16 *&` in the header: a pointer to the pointer in the ABI.
    size_t (*syllableStarts)(const uint16_t **starts);
} PanelGooglePinyin;

static inline PanelGooglePinyin *panel_googlepinyin(void) {
    static PanelGooglePinyin pinyin;
    if (pinyin.state != 0) return pinyin.state == 1 ? &pinyin : NULL;
    pinyin.state = -1;
    void *library = dlopen("libgooglepinyin.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) return NULL;
#define PANEL_PINYIN_LOOKUP(field, name) \
    *(void **)(&pinyin.field) = dlsym(library, name); \
    if (!pinyin.field) return NULL;
    PANEL_PINYIN_LOOKUP(openDecoder, "im_open_decoder")
    PANEL_PINYIN_LOOKUP(closeDecoder, "im_close_decoder")
    PANEL_PINYIN_LOOKUP(search, "im_search")
    PANEL_PINYIN_LOOKUP(resetSearch, "im_reset_search")
    PANEL_PINYIN_LOOKUP(candidate, "im_get_candidate")
    PANEL_PINYIN_LOOKUP(choose, "im_choose")
    PANEL_PINYIN_LOOKUP(fixedLength, "im_get_fixed_len")
    PANEL_PINYIN_LOOKUP(syllableStarts, "im_get_spl_start_pos")
#undef PANEL_PINYIN_LOOKUP
    pinyin.state = 1;
    return &pinyin;
}
#endif
