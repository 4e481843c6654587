/*
 * cairo-reference: draws a scene exported by `panel-app bench --export-scene` with cairo's
 * image surface, timed the way panel-app times its own drawing of the same list, and
 * measures the memset/memcpy floor at the same size. The line format is described in
 * scene-format.md.
 *
 * usage: cairo-reference SCENE.txt [--repeat N] [--png OUT.png]
 */
#define _POSIX_C_SOURCE 200809L
#include <cairo.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PI 3.14159265358979323846

#define REGULAR_FONT "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
#define BOLD_FONT "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

enum kind { FILL, STROKE, TEXT, PATH_FILL, PATH_STROKE };
/* A path's elements: an opcode, then its points' coordinates, all as doubles in px. */
enum path_op { OP_MOVE, OP_LINE, OP_QUAD, OP_CURVE, OP_CLOSE };
enum shape { RECT, RRECT, ELLIPSE, CAPSULE };

struct item {
    enum kind kind;
    enum shape shape;
    double x, y, w, h, radius, line_width, font_size;
    int weight;
    double r, g, b, a; /* straight (not premultiplied) colour, as cairo takes it */
    char *text;
    /* Paths: the fill rule (1 even-odd), the stroke's cap, join and miter limit, the elements. */
    int even_odd, cap, join;
    double miter;
    double *ops;
    size_t op_count;
};

struct scene {
    int width, height;
    double bg[4];
    struct item *items;
    size_t count, capacity;
};

static void die(const char *path, int line, const char *message) {
    if (line > 0)
        fprintf(stderr, "cairo-reference: %s:%d: %s\n", path, line, message);
    else
        fprintf(stderr, "cairo-reference: %s: %s\n", path, message);
    exit(1);
}

/* Premultiplied 0xAARRGGBB to straight components in 0...1. */
static void unpremultiply(uint32_t argb, double out[4]) {
    double a = (argb >> 24) / 255.0;
    out[3] = a;
    for (int i = 0; i < 3; i++) {
        double c = ((argb >> (16 - 8 * i)) & 0xFF) / 255.0;
        out[i] = a > 0 ? c / a : 0;
        if (out[i] > 1) out[i] = 1;
    }
}

static enum shape parse_shape(const char *name, const char *path, int line) {
    if (strcmp(name, "rect") == 0) return RECT;
    if (strcmp(name, "rrect") == 0) return RRECT;
    if (strcmp(name, "ellipse") == 0) return ELLIPSE;
    if (strcmp(name, "capsule") == 0) return CAPSULE;
    die(path, line, "unknown shape (expected rect, rrect, ellipse or capsule)");
    return RECT;
}

static struct item *append(struct scene *scene) {
    if (scene->count == scene->capacity) {
        scene->capacity = scene->capacity ? scene->capacity * 2 : 64;
        scene->items = realloc(scene->items, scene->capacity * sizeof *scene->items);
        if (!scene->items) die("scene", 0, "out of memory");
    }
    struct item *item = &scene->items[scene->count++];
    memset(item, 0, sizeof *item);
    return item;
}

/* Text runs escape backslash, LF and CR; everything else is literal UTF-8. */
static char *unescape(const char *text) {
    size_t n = strlen(text);
    char *out = malloc(n + 1), *o = out;
    if (!out) die("scene", 0, "out of memory");
    for (size_t i = 0; i < n; i++) {
        if (text[i] == '\\' && i + 1 < n) {
            char c = text[++i];
            *o++ = c == 'n' ? '\n' : c == 'r' ? '\r' : c;
        } else {
            *o++ = text[i];
        }
    }
    *o = 0;
    return out;
}

static int parse_word(const char *word, const char *const *names, int count, const char *path, int line, const char *what) {
    for (int i = 0; i < count; i++)
        if (strcmp(word, names[i]) == 0) return i;
    die(path, line, what);
    return 0;
}

/* "M x y", "L x y", "Q cx cy x y", "C c1x c1y c2x c2y x y", "Z" in 1/64 px from (ox, oy). */
static void parse_elements(const char *text, double ox, double oy, struct item *item, const char *path, int line) {
    size_t capacity = 64;
    item->ops = malloc(capacity * sizeof(double));
    if (!item->ops) die("scene", 0, "out of memory");
    const char *p = text;
    for (;;) {
        while (*p == ' ') p++;
        if (!*p) break;
        char op = *p++;
        int points = op == 'M' || op == 'L' ? 1 : op == 'Q' ? 2 : op == 'C' ? 3 : op == 'Z' ? 0 : -1;
        if (points < 0) die(path, line, "unknown path element (expected M, L, Q, C or Z)");
        if (item->op_count + 1 + 2 * points > capacity) {
            capacity *= 2;
            item->ops = realloc(item->ops, capacity * sizeof(double));
            if (!item->ops) die("scene", 0, "out of memory");
        }
        item->ops[item->op_count++] = op == 'M' ? OP_MOVE : op == 'L' ? OP_LINE : op == 'Q' ? OP_QUAD : op == 'C' ? OP_CURVE : OP_CLOSE;
        for (int i = 0; i < 2 * points; i++) {
            char *end;
            long value = strtol(p, &end, 10);
            if (end == p) die(path, line, "a path element is missing a coordinate");
            p = end;
            item->ops[item->op_count++] = value / 64.0 + (i % 2 == 0 ? ox : oy);
        }
    }
}

static void load(const char *path, struct scene *scene) {
    FILE *file = fopen(path, "r");
    if (!file) die(path, 0, strerror(errno));
    char *line = NULL;
    size_t size = 0;
    ssize_t length;
    int number = 0;
    memset(scene, 0, sizeof *scene);
    while ((length = getline(&line, &size, file)) >= 0) {
        number++;
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = 0;
        if (length == 0) continue;
        char word[16], name[16];
        long x, y, w, h, r, lw, fs;
        int weight, consumed = 0;
        unsigned int argb;
        if (number == 1) {
            if (strcmp(line, "panel-scene 1") != 0) die(path, 1, "not a panel scene (expected \"panel-scene 1\")");
            continue;
        }
        if (sscanf(line, "%15s", word) != 1) die(path, number, "empty command");
        if (strcmp(word, "size") == 0) {
            if (sscanf(line, "size %d %d", &scene->width, &scene->height) != 2 || scene->width <= 0 || scene->height <= 0 ||
                scene->width > 16384 || scene->height > 16384)
                die(path, number, "expected: size WIDTH HEIGHT");
        } else if (strcmp(word, "background") == 0) {
            if (sscanf(line, "background %x", &argb) != 1) die(path, number, "expected: background AARRGGBB");
            unpremultiply(argb, scene->bg);
        } else if (strcmp(word, "fill") == 0) {
            if (sscanf(line, "fill %15s %ld %ld %ld %ld %ld %x", name, &x, &y, &w, &h, &r, &argb) != 7)
                die(path, number, "expected: fill SHAPE X Y W H RADIUS AARRGGBB");
            struct item *item = append(scene);
            double c[4];
            unpremultiply(argb, c);
            *item = (struct item){FILL, parse_shape(name, path, number), x / 64.0, y / 64.0, w / 64.0, h / 64.0, r / 64.0, 0, 0, 0, c[0], c[1], c[2], c[3], NULL, 0, 0, 0, 0, NULL, 0};
        } else if (strcmp(word, "stroke") == 0) {
            if (sscanf(line, "stroke %15s %ld %ld %ld %ld %ld %ld %x", name, &x, &y, &w, &h, &r, &lw, &argb) != 8)
                die(path, number, "expected: stroke SHAPE X Y W H RADIUS LINEWIDTH AARRGGBB");
            struct item *item = append(scene);
            double c[4];
            unpremultiply(argb, c);
            *item = (struct item){STROKE, parse_shape(name, path, number), x / 64.0, y / 64.0, w / 64.0, h / 64.0, r / 64.0, lw / 64.0, 0, 0, c[0], c[1], c[2], c[3], NULL, 0, 0, 0, 0, NULL, 0};
        } else if (strcmp(word, "text") == 0) {
            if (sscanf(line, "text %ld %ld %ld %d %x %n", &x, &y, &fs, &weight, &argb, &consumed) != 5 || consumed == 0)
                die(path, number, "expected: text X Y SIZE WEIGHT AARRGGBB STRING");
            struct item *item = append(scene);
            double c[4];
            unpremultiply(argb, c);
            *item = (struct item){TEXT, RECT, x / 64.0, y / 64.0, 0, 0, 0, 0, fs / 64.0, weight, c[0], c[1], c[2], c[3], unescape(line + consumed), 0, 0, 0, 0, NULL, 0};
        } else if (strcmp(word, "path") == 0) {
            static const char *const rules[] = {"nonzero", "evenodd"};
            static const char *const caps[] = {"butt", "round", "square"};
            static const char *const joins[] = {"miter", "round", "bevel"};
            char what[16], rule[16], cap[16], join[16];
            long ox, oy, miter;
            struct item *item = append(scene);
            double c[4];
            if (sscanf(line, "path %15s", what) != 1) die(path, number, "expected: path fill|stroke ...");
            if (strcmp(what, "fill") == 0) {
                if (sscanf(line, "path fill %15s %ld %ld %x %n", rule, &ox, &oy, &argb, &consumed) != 4 || consumed == 0)
                    die(path, number, "expected: path fill RULE X Y AARRGGBB ELEMENTS");
                item->kind = PATH_FILL;
                item->even_odd = parse_word(rule, rules, 2, path, number, "unknown fill rule (expected nonzero or evenodd)");
            } else {
                if (sscanf(line, "path stroke %ld %15s %15s %ld %ld %ld %x %n", &lw, cap, join, &miter, &ox, &oy, &argb, &consumed) != 7 ||
                    consumed == 0)
                    die(path, number, "expected: path stroke LINEWIDTH CAP JOIN MITERLIMIT X Y AARRGGBB ELEMENTS");
                item->kind = PATH_STROKE;
                item->line_width = lw / 64.0;
                item->cap = parse_word(cap, caps, 3, path, number, "unknown cap (expected butt, round or square)");
                item->join = parse_word(join, joins, 3, path, number, "unknown join (expected miter, round or bevel)");
                item->miter = miter / 64.0;
            }
            unpremultiply(argb, c);
            item->r = c[0], item->g = c[1], item->b = c[2], item->a = c[3];
            parse_elements(line + consumed, ox / 64.0, oy / 64.0, item, path, number);
        } else {
            die(path, number, "unknown command (expected size, background, fill, stroke, text or path)");
        }
    }
    free(line);
    fclose(file);
    if (number == 0) die(path, 0, "empty file");
    if (scene->width == 0) die(path, 0, "missing the size line");
}

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
    double limit = (w < h ? w : h) / 2;
    if (r > limit) r = limit;
    if (r <= 0) {
        cairo_rectangle(cr, x, y, w, h);
        return;
    }
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, PI / 2, PI);
    cairo_arc(cr, x + r, y + r, r, PI, 3 * PI / 2);
    cairo_close_path(cr);
}

static void path(cairo_t *cr, const struct item *item) {
    switch (item->shape) {
    case RECT: cairo_rectangle(cr, item->x, item->y, item->w, item->h); break;
    case RRECT: rounded(cr, item->x, item->y, item->w, item->h, item->radius); break;
    case CAPSULE: rounded(cr, item->x, item->y, item->w, item->h, (item->w < item->h ? item->w : item->h) / 2); break;
    case ELLIPSE:
        if (item->w <= 0 || item->h <= 0) return;
        cairo_save(cr);
        cairo_translate(cr, item->x + item->w / 2, item->y + item->h / 2);
        cairo_scale(cr, item->w / 2, item->h / 2);
        cairo_new_sub_path(cr);
        cairo_arc(cr, 0, 0, 1, 0, 2 * PI);
        cairo_restore(cr);
        break;
    }
}

/* A path item's elements as cairo's current path (quadratic curves raised to cubics). */
static void elements(cairo_t *cr, const struct item *item) {
    cairo_new_path(cr);
    const double *o = item->ops, *end = item->ops + item->op_count;
    while (o < end) {
        switch ((enum path_op)*o++) {
        case OP_MOVE: cairo_move_to(cr, o[0], o[1]); o += 2; break;
        case OP_LINE: cairo_line_to(cr, o[0], o[1]); o += 2; break;
        case OP_QUAD: {
            double x0, y0;
            cairo_get_current_point(cr, &x0, &y0);
            cairo_curve_to(cr, x0 + 2.0 / 3 * (o[0] - x0), y0 + 2.0 / 3 * (o[1] - y0), o[2] + 2.0 / 3 * (o[0] - o[2]),
                           o[3] + 2.0 / 3 * (o[1] - o[3]), o[2], o[3]);
            o += 4;
            break;
        }
        case OP_CURVE: cairo_curve_to(cr, o[0], o[1], o[2], o[3], o[4], o[5]); o += 6; break;
        case OP_CLOSE: cairo_close_path(cr); break;
        }
    }
}

static void draw(cairo_t *cr, const struct scene *scene, cairo_font_face_t *regular, cairo_font_face_t *bold) {
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_rgba(cr, scene->bg[0], scene->bg[1], scene->bg[2], scene->bg[3]);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    for (size_t i = 0; i < scene->count; i++) {
        const struct item *item = &scene->items[i];
        cairo_set_source_rgba(cr, item->r, item->g, item->b, item->a);
        switch (item->kind) {
        case FILL:
            path(cr, item);
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
            cairo_fill(cr);
            break;
        case STROKE:
            path(cr, item);
            cairo_set_line_width(cr, item->line_width);
            /* cairo's defaults: a path stroked before may have left others. */
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
            cairo_set_miter_limit(cr, 10);
            cairo_stroke(cr);
            break;
        case PATH_FILL:
            elements(cr, item);
            cairo_set_fill_rule(cr, item->even_odd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
            cairo_fill(cr);
            break;
        case PATH_STROKE:
            elements(cr, item);
            cairo_set_line_width(cr, item->line_width);
            cairo_set_line_cap(cr, (cairo_line_cap_t)item->cap);
            cairo_set_line_join(cr, (cairo_line_join_t)item->join);
            cairo_set_miter_limit(cr, item->miter);
            cairo_stroke(cr);
            break;
        case TEXT:
            cairo_set_font_face(cr, item->weight >= 600 && bold ? bold : regular);
            cairo_set_font_size(cr, item->font_size);
            cairo_move_to(cr, item->x, item->y);
            cairo_show_text(cr, item->text);
            break;
        }
    }
    cairo_surface_flush(cairo_get_target(cr));
}

static int64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int compare(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? -1 : x > y;
}

/* Nearest rank: the sample at rank ceil(p * n / 100), as panel-app reports. */
static int64_t rank(const int64_t *sorted, int n, int percent) {
    int r = (percent * n + 99) / 100;
    return sorted[(r < 1 ? 1 : r) - 1];
}

static double ms(int64_t ns) { return ns / 1e6; }

static cairo_font_face_t *face(FT_Library library, const char *file, FT_Face *out) {
    if (FT_New_Face(library, file, 0, out) != 0) return NULL;
    return cairo_ft_font_face_create_for_ft_face(*out, 0);
}

int main(int argc, char **argv) {
    const char *scene_path = NULL, *png = NULL;
    int repeat = 200;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
            repeat = atoi(argv[++i]);
            if (repeat < 1 || repeat > 100000) die("--repeat", 0, "takes a count from 1 to 100000");
        } else if (strcmp(argv[i], "--png") == 0 && i + 1 < argc) {
            png = argv[++i];
        } else if (argv[i][0] != '-' && !scene_path) {
            scene_path = argv[i];
        } else {
            fprintf(stderr, "usage: cairo-reference SCENE.txt [--repeat N] [--png OUT.png]\n");
            return 2;
        }
    }
    if (!scene_path) {
        fprintf(stderr, "usage: cairo-reference SCENE.txt [--repeat N] [--png OUT.png]\n");
        return 2;
    }
    struct scene scene;
    load(scene_path, &scene);

    FT_Library library;
    FT_Face regular_ft, bold_ft;
    if (FT_Init_FreeType(&library) != 0) die("FreeType", 0, "cannot initialise");
    cairo_font_face_t *regular = face(library, REGULAR_FONT, &regular_ft);
    if (!regular) die(REGULAR_FONT, 0, "cannot load DejaVu Sans (install fonts-dejavu-core)");
    cairo_font_face_t *bold = face(library, BOLD_FONT, &bold_ft);

    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, scene.width, scene.height);
    cairo_t *cr = cairo_create(surface);
    /* Grey anti-aliasing with light hinting, as Panel's text renderer draws. */
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT);
    cairo_set_font_options(cr, options);

    draw(cr, &scene, regular, bold); /* warm-up: glyph cache, page faults */
    int64_t *times = malloc(sizeof(int64_t) * repeat);
    for (int i = 0; i < repeat; i++) {
        int64_t start = now_ns();
        draw(cr, &scene, regular, bold);
        times[i] = now_ns() - start;
    }
    if (png && cairo_surface_write_to_png(surface, png) != CAIRO_STATUS_SUCCESS) die(png, 0, "cannot write the PNG");

    /* The floor: one full-surface memcpy and memset, median of 31. */
    size_t bytes = (size_t)scene.width * scene.height * 4;
    unsigned char *a = aligned_alloc(64, (bytes + 63) / 64 * 64), *b = aligned_alloc(64, (bytes + 63) / 64 * 64);
    memset(a, 0x5A, bytes);
    memcpy(b, a, bytes);
    int64_t copies[31], fills[31];
    for (int i = 0; i < 31; i++) {
        int64_t t0 = now_ns();
        memcpy(b, a, bytes);
        int64_t t1 = now_ns();
        memset(b, i, bytes);
        int64_t t2 = now_ns();
        copies[i] = t1 - t0;
        fills[i] = t2 - t1;
    }
    volatile unsigned char sink = b[bytes / 2];
    (void)sink;
    qsort(copies, 31, sizeof(int64_t), compare);
    qsort(fills, 31, sizeof(int64_t), compare);
    qsort(times, repeat, sizeof(int64_t), compare);
    int64_t memcpy_ns = rank(copies, 31, 50);

    printf("cairo  draw %s %dx%d: n=%d p50=%.3f p95=%.3f p99=%.3f max=%.3f ms  (%.2fx memcpy)  cairo %s, %zu items\n",
           scene_path, scene.width, scene.height, repeat, ms(rank(times, repeat, 50)), ms(rank(times, repeat, 95)),
           ms(rank(times, repeat, 99)), ms(times[repeat - 1]), memcpy_ns > 0 ? (double)rank(times, repeat, 50) / memcpy_ns : 0,
           cairo_version_string(), scene.count);
    printf("floor  memcpy=%.3f memset=%.3f ms\n", ms(memcpy_ns), ms(rank(fills, 31, 50)));

    cairo_font_options_destroy(options);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    return 0;
}
