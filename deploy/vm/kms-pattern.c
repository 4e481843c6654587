// kms-pattern: the virtual kiosk's smoke-test payload.
//
// Sets the preferred mode of the first connected connector of a DRM device, shows eight
// colour bars over a grey ramp through a page flip, and, with --input, paints a white
// square wherever the QEMU virtio tablet's left button goes down. Every step is printed
// on stdout (the guest's serial console) as "kms-pattern: ..." for the host harness.
// On SIGTERM or SIGINT it restores the CRTC it found and exits 0.
//
// Usage: kms-pattern [--device /dev/dri/card0] [--seconds N] [--input]

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include <xf86drm.h>
#include <xf86drmMode.h>

// The colour bars, left to right, as XRGB8888: the harness checks these exact values.
static const uint32_t bar_colours[8] = {
    0xffffff, 0xffff00, 0x00ffff, 0x00ff00, 0xff00ff, 0xff0000, 0x0000ff, 0x000000,
};

struct buffer {
    uint32_t handle, pitch, fb_id;
    uint64_t size;
    uint32_t *pixels;
};

static volatile sig_atomic_t stop_requested;

static void on_signal(int signal_number) {
    (void)signal_number;
    stop_requested = 1;
}

static void fail(const char *what) {
    printf("kms-pattern: error: %s: %s\n", what, strerror(errno));
    fflush(stdout);
    exit(1);
}

static int create_buffer(int fd, uint32_t width, uint32_t height, struct buffer *buffer) {
    struct drm_mode_create_dumb create = {.width = width, .height = height, .bpp = 32};
    if (drmIoctl(fd, DRM_IOCTL_MODE_CREATE_DUMB, &create) < 0) return -1;
    buffer->handle = create.handle;
    buffer->pitch = create.pitch;
    buffer->size = create.size;
    if (drmModeAddFB(fd, width, height, 24, 32, create.pitch, create.handle, &buffer->fb_id) < 0)
        return -1;
    struct drm_mode_map_dumb map = {.handle = create.handle};
    if (drmIoctl(fd, DRM_IOCTL_MODE_MAP_DUMB, &map) < 0) return -1;
    void *memory = mmap(NULL, create.size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, map.offset);
    if (memory == MAP_FAILED) return -1;
    buffer->pixels = memory;
    return 0;
}

static void draw_pattern(const struct buffer *buffer, uint32_t width, uint32_t height) {
    uint32_t stride = buffer->pitch / 4;
    uint32_t bars_height = height * 2 / 3;
    for (uint32_t y = 0; y < height; y++) {
        uint32_t *row = buffer->pixels + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++) {
            if (y < bars_height) {
                row[x] = bar_colours[x * 8 / width];
            } else {
                uint32_t grey = x * 255 / (width - 1);
                row[x] = grey << 16 | grey << 8 | grey;
            }
        }
    }
}

static void draw_square(const struct buffer *buffer, uint32_t width, uint32_t height,
                        int centre_x, int centre_y) {
    uint32_t stride = buffer->pitch / 4;
    for (int y = centre_y - 20; y < centre_y + 20; y++) {
        if (y < 0 || (uint32_t)y >= height) continue;
        for (int x = centre_x - 20; x < centre_x + 20; x++) {
            if (x < 0 || (uint32_t)x >= width) continue;
            buffer->pixels[(size_t)y * stride + x] = 0xffffff;
        }
    }
}

static int flips_done;

static void on_page_flip(int fd, unsigned frame, unsigned sec, unsigned usec, void *data) {
    (void)fd; (void)frame; (void)sec; (void)usec; (void)data;
    flips_done++;
}

// Flips to `buffer` and waits (at most 2 s) for the flip event.
static int flip_to(int fd, uint32_t crtc_id, const struct buffer *buffer) {
    int before = flips_done;
    if (drmModePageFlip(fd, crtc_id, buffer->fb_id, DRM_MODE_PAGE_FLIP_EVENT, NULL) < 0) return -1;
    drmEventContext context = {.version = 2, .page_flip_handler = on_page_flip};
    struct pollfd poll_fd = {.fd = fd, .events = POLLIN};
    while (flips_done == before) {
        int ready = poll(&poll_fd, 1, 2000);
        if (ready <= 0) return -1;
        drmHandleEvent(fd, &context);
    }
    return 0;
}

// Opens the first /dev/input/event* whose name contains "Tablet", or returns -1.
static int open_tablet(char *name, size_t name_size) {
    DIR *directory = opendir("/dev/input");
    if (!directory) return -1;
    struct dirent *entry;
    int found = -1;
    while ((entry = readdir(directory)) && found < 0) {
        if (strncmp(entry->d_name, "event", 5) != 0) continue;
        char path[300];
        snprintf(path, sizeof path, "/dev/input/%s", entry->d_name);
        int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) continue;
        if (ioctl(fd, EVIOCGNAME(name_size), name) >= 0 && strstr(name, "Tablet")) {
            found = fd;
        } else {
            close(fd);
        }
    }
    closedir(directory);
    return found;
}

static double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    const char *device = "/dev/dri/card0";
    double seconds = 0;
    int want_input = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--device") && i + 1 < argc) device = argv[++i];
        else if (!strcmp(argv[i], "--seconds") && i + 1 < argc) seconds = atof(argv[++i]);
        else if (!strcmp(argv[i], "--input")) want_input = 1;
        else {
            printf("kms-pattern: error: unknown argument '%s'\n"
                   "usage: kms-pattern [--device PATH] [--seconds N] [--input]\n", argv[i]);
            return 2;
        }
    }
    setvbuf(stdout, NULL, _IOLBF, 0);
    signal(SIGTERM, on_signal);
    signal(SIGINT, on_signal);

    int fd = open(device, O_RDWR | O_CLOEXEC);
    if (fd < 0) fail(device);
    drmModeRes *resources = drmModeGetResources(fd);
    if (!resources) fail("drmModeGetResources");
    drmModeConnector *connector = NULL;
    for (int i = 0; i < resources->count_connectors && !connector; i++) {
        drmModeConnector *candidate = drmModeGetConnector(fd, resources->connectors[i]);
        if (candidate && candidate->connection == DRM_MODE_CONNECTED && candidate->count_modes > 0)
            connector = candidate;
        else
            drmModeFreeConnector(candidate);
    }
    if (!connector) {
        printf("kms-pattern: error: no connected connector on %s\n", device);
        return 1;
    }
    drmModeModeInfo mode = connector->modes[0];
    for (int i = 0; i < connector->count_modes; i++)
        if (connector->modes[i].type & DRM_MODE_TYPE_PREFERRED) { mode = connector->modes[i]; break; }

    uint32_t crtc_id = 0;
    drmModeEncoder *encoder = connector->encoder_id ? drmModeGetEncoder(fd, connector->encoder_id) : NULL;
    if (encoder && encoder->crtc_id) crtc_id = encoder->crtc_id;
    for (int e = 0; e < connector->count_encoders && !crtc_id; e++) {
        drmModeEncoder *candidate = drmModeGetEncoder(fd, connector->encoders[e]);
        for (int c = 0; candidate && c < resources->count_crtcs; c++)
            if (candidate->possible_crtcs & (1u << c)) { crtc_id = resources->crtcs[c]; break; }
        drmModeFreeEncoder(candidate);
    }
    if (!crtc_id) {
        printf("kms-pattern: error: no CRTC for the connector\n");
        return 1;
    }
    drmModeCrtc *saved_crtc = drmModeGetCrtc(fd, crtc_id);

    uint32_t width = mode.hdisplay, height = mode.vdisplay;
    struct buffer buffers[2];
    for (int i = 0; i < 2; i++) {
        if (create_buffer(fd, width, height, &buffers[i]) < 0) fail("dumb buffer");
        draw_pattern(&buffers[i], width, height);
    }
    if (drmModeSetCrtc(fd, crtc_id, buffers[0].fb_id, 0, 0, &connector->connector_id, 1, &mode) < 0)
        fail("drmModeSetCrtc");
    drmModeDirtyFB(fd, buffers[0].fb_id, NULL, 0);  // bochs answers ENOSYS: harmless
    printf("kms-pattern: mode %ux%u on connector %u crtc %u\n", width, height,
           connector->connector_id, crtc_id);
    int front = 0;
    if (flip_to(fd, crtc_id, &buffers[1]) < 0) fail("page flip");
    front = 1;
    printf("kms-pattern: showing pattern on %s (flips=%d)\n", device, flips_done);

    int tablet = -1;
    if (want_input) {
        char name[256] = "";
        tablet = open_tablet(name, sizeof name);
        if (tablet < 0) printf("kms-pattern: error: no tablet under /dev/input\n");
        else printf("kms-pattern: input from '%s'\n", name);
    }

    double deadline = seconds > 0 ? now_seconds() + seconds : 0;
    int abs_x = 0, abs_y = 0;
    while (!stop_requested && (deadline == 0 || now_seconds() < deadline)) {
        struct pollfd poll_fd = {.fd = tablet, .events = POLLIN};
        int ready = poll(&poll_fd, tablet >= 0 ? 1 : 0, 100);
        if (ready <= 0) continue;
        struct input_event event;
        while (read(tablet, &event, sizeof event) == (ssize_t)sizeof event) {
            if (event.type == EV_ABS && event.code == ABS_X) abs_x = event.value;
            if (event.type == EV_ABS && event.code == ABS_Y) abs_y = event.value;
            if (event.type == EV_KEY && event.code == BTN_LEFT) {
                int x = (int)((int64_t)abs_x * width / 32768), y = (int)((int64_t)abs_y * height / 32768);
                printf("kms-pattern: button %s abs=%d,%d pixel=%d,%d\n",
                       event.value ? "down" : "up", abs_x, abs_y, x, y);
                if (event.value) {
                    draw_square(&buffers[0], width, height, x, y);
                    draw_square(&buffers[1], width, height, x, y);
                    if (flip_to(fd, crtc_id, &buffers[1 - front]) == 0) front = 1 - front;
                    printf("kms-pattern: square drawn (flips=%d)\n", flips_done);
                }
            }
        }
    }

    if (saved_crtc && saved_crtc->buffer_id)
        drmModeSetCrtc(fd, saved_crtc->crtc_id, saved_crtc->buffer_id, saved_crtc->x, saved_crtc->y,
                       &connector->connector_id, 1, &saved_crtc->mode);
    else
        drmModeSetCrtc(fd, crtc_id, 0, 0, 0, NULL, 0, NULL);
    printf("kms-pattern: restored the CRTC of %s after %d flips\n", device, flips_done);
    return 0;
}
