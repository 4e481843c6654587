// libjpeg-turbo, for decoding JPEG images. libjpeg reports a fatal error through its error
// manager's error_exit, which must not return: here it longjmps to a jump point set by the
// C function that called libjpeg, which returns an error code with libjpeg's message
// instead. Swift cannot call setjmp, and a longjmp across Swift frames would skip their
// cleanup.
#ifndef PANEL_CJPEG_SHIM_H
#define PANEL_CJPEG_SHIM_H
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

/// One decode: libjpeg's state, the jump point and the last error's message.
typedef struct panel_jpeg_decoder {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr error;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    int started;
    /// Whether the data ended before the image did (libjpeg only warns, and pads with grey).
    int truncated;
    /// Whether the image is CMYK (or YCCK), converted to RGB here, and inverted (Adobe's).
    int cmyk;
    int inverted;
    uint32_t width;
    uint32_t height;
    char message[JMSG_LENGTH_MAX];
} panel_jpeg_decoder;

static void panel_jpeg_error_exit(j_common_ptr info) {
    panel_jpeg_decoder *decoder = (panel_jpeg_decoder *)info->client_data;
    info->err->format_message(info, decoder->message);
    longjmp(decoder->jump, 1);
}

static void panel_jpeg_emit_message(j_common_ptr info, int level) {
    panel_jpeg_decoder *decoder = (panel_jpeg_decoder *)info->client_data;
    // Level -1 is a warning about the data; the one that matters is the data ending early.
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) decoder->truncated = 1;
}

static void panel_jpeg_output_message(j_common_ptr info) { (void)info; }

/// The most scans a progressive image may have: each scan is a pass over the whole image,
/// so a small file of thousands of tiny scans would take minutes to decode.
#define PANEL_JPEG_MAX_SCANS 500

static void panel_jpeg_progress(j_common_ptr info) {
    panel_jpeg_decoder *decoder = (panel_jpeg_decoder *)info->client_data;
    if (decoder->info.input_scan_number > PANEL_JPEG_MAX_SCANS) {
        snprintf(decoder->message, sizeof decoder->message, "it has more than %d scans", PANEL_JPEG_MAX_SCANS);
        longjmp(decoder->jump, 1);
    }
}

/// Reads the header of `size` bytes at `data` and sets libjpeg up to produce 8-bit BGRA
/// rows from greyscale, YCbCr, RGB, CMYK or YCCK images; refuses images wider or taller
/// than `max_side` before decoding anything. Returns 0, or -1 with `message` set.
static inline int panel_jpeg_begin(panel_jpeg_decoder *decoder, const unsigned char *data, size_t size,
                                   uint32_t max_side) {
    memset(decoder, 0, sizeof *decoder);
    decoder->info.err = jpeg_std_error(&decoder->error);
    decoder->error.error_exit = panel_jpeg_error_exit;
    decoder->error.emit_message = panel_jpeg_emit_message;
    decoder->error.output_message = panel_jpeg_output_message;
    decoder->info.client_data = decoder;
    decoder->progress.progress_monitor = panel_jpeg_progress;
    if (setjmp(decoder->jump)) {
        return -1;
    }
    jpeg_create_decompress(&decoder->info);
    decoder->started = 1;
    decoder->info.progress = &decoder->progress;
    // Progressive images keep every coefficient: bounded by the size checked below.
    decoder->info.mem->max_memory_to_use = 512L * 1024 * 1024;
    jpeg_mem_src(&decoder->info, data, (unsigned long)size);
    jpeg_read_header(&decoder->info, TRUE);
    if (decoder->info.image_width > max_side || decoder->info.image_height > max_side) {
        snprintf(decoder->message, sizeof decoder->message, "it is %ux%u pixels, more than %u a side",
                 decoder->info.image_width, decoder->info.image_height, max_side);
        return -1;
    }
    switch (decoder->info.jpeg_color_space) {
    case JCS_CMYK:
    case JCS_YCCK:
        decoder->cmyk = 1;
        decoder->inverted = decoder->info.saw_Adobe_marker;
        decoder->info.out_color_space = JCS_CMYK;
        break;
    default:
        decoder->info.out_color_space = JCS_EXT_BGRA;
        break;
    }
    jpeg_calc_output_dimensions(&decoder->info);
    decoder->width = decoder->info.output_width;
    decoder->height = decoder->info.output_height;
    return 0;
}

/// Decodes the image into `pixels`, `stride` bytes from row to row, as opaque 8-bit
/// B, G, R, A. Returns 0, or -1 with `message` set (a truncated file is an error).
static inline int panel_jpeg_finish(panel_jpeg_decoder *decoder, unsigned char *pixels, size_t stride) {
    if (setjmp(decoder->jump)) {
        return -1;
    }
    jpeg_start_decompress(&decoder->info);
    while (decoder->info.output_scanline < decoder->info.output_height) {
        unsigned char *row = pixels + (size_t)decoder->info.output_scanline * stride;
        JSAMPROW rows[1] = { row };
        if (jpeg_read_scanlines(&decoder->info, rows, 1) != 1) break;
        if (decoder->cmyk) {
            // Four bytes per pixel in and out: converted in place. Adobe's files store
            // inverted CMYK, so each byte is then how much of the colour remains.
            for (uint32_t x = 0; x < decoder->width; x++) {
                unsigned char *p = row + (size_t)x * 4;
                unsigned c = p[0], m = p[1], yy = p[2], k = p[3];
                if (!decoder->inverted) { c = 255 - c; m = 255 - m; yy = 255 - yy; k = 255 - k; }
                p[0] = (unsigned char)((yy * k + 127) / 255);
                p[1] = (unsigned char)((m * k + 127) / 255);
                p[2] = (unsigned char)((c * k + 127) / 255);
                p[3] = 255;
            }
        }
        if (decoder->truncated) break;
    }
    if (decoder->truncated) {
        strcpy(decoder->message, "the file ends before the image does (truncated)");
        return -1;
    }
    jpeg_finish_decompress(&decoder->info);
    return 0;
}

/// Frees libjpeg's state (after begin, whether or not it succeeded).
static inline void panel_jpeg_end(panel_jpeg_decoder *decoder) {
    if (decoder->started) jpeg_destroy_decompress(&decoder->info);
    decoder->started = 0;
}

#endif
