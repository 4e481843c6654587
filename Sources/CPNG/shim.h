// libpng, for decoding PNG images. libpng reports errors by longjmp to a setjmp the caller
// made; Swift cannot call setjmp, and a longjmp across Swift frames would skip their
// cleanup. So every call into libpng that can fail is made here, from a C function that
// sets its own jump point and returns an error code with libpng's message instead.
#ifndef PANEL_CPNG_SHIM_H
#define PANEL_CPNG_SHIM_H
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// One decode: the encoded bytes, libpng's state and the last error's message.
typedef struct panel_png_decoder {
    const unsigned char *data;
    size_t size;
    size_t offset;
    png_structp png;
    png_infop info;
    uint32_t width;
    uint32_t height;
    char message[200];
} panel_png_decoder;

static void panel_png_error(png_structp png, png_const_charp message) {
    panel_png_decoder *decoder = (panel_png_decoder *)png_get_error_ptr(png);
    if (decoder) {
        strncpy(decoder->message, message ? message : "unknown error", sizeof decoder->message - 1);
        decoder->message[sizeof decoder->message - 1] = 0;
    }
    png_longjmp(png, 1);
}

// Warnings (a bad ancillary chunk, which libpng skips) do not stop the decode.
static void panel_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void panel_png_read(png_structp png, png_bytep out, size_t count) {
    panel_png_decoder *decoder = (panel_png_decoder *)png_get_io_ptr(png);
    if (count > decoder->size - decoder->offset) {
        png_error(png, "the file ends before the image does (truncated)");
    }
    memcpy(out, decoder->data + decoder->offset, count);
    decoder->offset += count;
}

/// Reads the header of `size` bytes at `data` and sets libpng up to produce 8-bit BGRA
/// rows (straight alpha) from any colour type, bit depth and interlacing; refuses images
/// wider or taller than `max_side`. Returns 0, or -1 with `message` set.
static inline int panel_png_begin(panel_png_decoder *decoder, const unsigned char *data, size_t size,
                                  uint32_t max_side) {
    memset(decoder, 0, sizeof *decoder);
    decoder->data = data;
    decoder->size = size;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, panel_png_error, panel_png_warning);
    if (!decoder->png) {
        strcpy(decoder->message, "libpng could not start");
        return -1;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (!decoder->info) {
        strcpy(decoder->message, "libpng could not start");
        return -1;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        return -1;
    }
    png_set_read_fn(decoder->png, decoder, panel_png_read);
    // Checked by libpng as it reads IHDR, before anything of the image's size is allocated.
    png_set_user_limits(decoder->png, max_side, max_side);
    // Ancillary chunks (text, profiles) need no more than this each.
    png_set_chunk_malloc_max(decoder->png, 1u << 22);
    png_read_info(decoder->png, decoder->info);
    int color = png_get_color_type(decoder->png, decoder->info);
    int depth = png_get_bit_depth(decoder->png, decoder->info);
    if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(decoder->png);
    if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(decoder->png);
    if (png_get_valid(decoder->png, decoder->info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(decoder->png);
    if (depth == 16) png_set_scale_16(decoder->png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(decoder->png);
    png_set_bgr(decoder->png);
    png_set_filler(decoder->png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(decoder->png);
    png_read_update_info(decoder->png, decoder->info);
    decoder->width = png_get_image_width(decoder->png, decoder->info);
    decoder->height = png_get_image_height(decoder->png, decoder->info);
    if (png_get_rowbytes(decoder->png, decoder->info) != (size_t)decoder->width * 4) {
        strcpy(decoder->message, "libpng produced rows of an unexpected size");
        return -1;
    }
    return 0;
}

/// Decodes the image into `pixels`, `stride` bytes from row to row, as 8-bit B, G, R, A
/// (straight alpha). Returns 0, or -1 with `message` set.
static inline int panel_png_finish(panel_png_decoder *decoder, unsigned char *pixels, size_t stride) {
    png_bytep *rows = (png_bytep *)malloc(sizeof(png_bytep) * (decoder->height ? decoder->height : 1));
    if (!rows) {
        strcpy(decoder->message, "out of memory");
        return -1;
    }
    for (uint32_t y = 0; y < decoder->height; y++) rows[y] = pixels + (size_t)y * stride;
    if (setjmp(png_jmpbuf(decoder->png))) {
        free(rows);
        return -1;
    }
    png_read_image(decoder->png, rows);
    png_read_end(decoder->png, NULL);
    free(rows);
    return 0;
}

/// Frees libpng's state (after begin, whether or not it succeeded).
static inline void panel_png_end(panel_png_decoder *decoder) {
    if (decoder->png) png_destroy_read_struct(&decoder->png, decoder->info ? &decoder->info : NULL, NULL);
    decoder->png = NULL;
    decoder->info = NULL;
}

#endif
