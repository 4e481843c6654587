import Glibc
import CDRM
import PanelBase

/// A CPU-mapped XRGB8888 scan-out buffer with its KMS framebuffer.
final class DumbBuffer {
    let fd: Int32
    let handle: UInt32
    let framebufferID: UInt32
    let width: Int
    let height: Int
    let pitch: Int
    private let size: Int
    private let memory: UnsafeMutableRawPointer
    /// The mapped pixels, wrapped without copying.
    let surface: Surface
    private var released = false

    init(card: DRMCard, width: Int, height: Int) throws {
        let fd = card.fd
        self.fd = fd
        self.width = width
        self.height = height
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        guard panel_drm_create_dumb(fd, UInt32(width), UInt32(height), 32, &handle, &pitch, &size) == 0 else {
            throw DisplayError.system(operation: "create dumb buffer \(width)x\(height)", path: card.path, errno: errno)
        }
        self.handle = handle
        self.pitch = Int(pitch)
        self.size = Int(size)

        var fb: UInt32 = 0
        var handles: (UInt32, UInt32, UInt32, UInt32) = (handle, 0, 0, 0)
        var pitches: (UInt32, UInt32, UInt32, UInt32) = (pitch, 0, 0, 0)
        var offsets: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        var result = withUnsafeMutablePointer(to: &handles) { h in
            withUnsafeMutablePointer(to: &pitches) { p in
                withUnsafeMutablePointer(to: &offsets) { o in
                    h.withMemoryRebound(to: UInt32.self, capacity: 4) { hp in
                        p.withMemoryRebound(to: UInt32.self, capacity: 4) { pp in
                            o.withMemoryRebound(to: UInt32.self, capacity: 4) { op in
                                drmModeAddFB2(fd, UInt32(width), UInt32(height), panel_drm_format_xrgb8888(), hp, pp, op, &fb, 0)
                            }
                        }
                    }
                }
            }
        }
        if result != 0 {
            // Older drivers only know the depth/bpp form.
            result = drmModeAddFB(fd, UInt32(width), UInt32(height), 24, 32, pitch, handle, &fb)
        }
        guard result == 0 else {
            let code = errno
            _ = panel_drm_destroy_dumb(fd, handle)
            throw DisplayError.system(operation: "add framebuffer \(width)x\(height)", path: card.path, errno: code)
        }
        framebufferID = fb

        var offset: UInt64 = 0
        guard panel_drm_map_dumb(fd, handle, &offset) == 0 else {
            let code = errno
            _ = drmModeRmFB(fd, fb)
            _ = panel_drm_destroy_dumb(fd, handle)
            throw DisplayError.system(operation: "map dumb buffer", path: card.path, errno: code)
        }
        let mapped = mmap(nil, Int(size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(Int64(bitPattern: offset)))
        guard let mapped, mapped != MAP_FAILED else {
            let code = errno
            _ = drmModeRmFB(fd, fb)
            _ = panel_drm_destroy_dumb(fd, handle)
            throw DisplayError.system(operation: "mmap dumb buffer", path: card.path, errno: code)
        }
        memory = mapped
        memset(mapped, 0, Int(size))
        surface = Surface(wrapping: mapped, width: width, height: height, strideBytes: Int(pitch))
        surface.keepsRowsInPlace = true
    }

    /// Removes the framebuffer and frees the memory. Call only once the buffer is no
    /// longer scanned out: removing a shown framebuffer turns the CRTC off.
    func release() {
        guard !released else { return }
        released = true
        munmap(memory, size)
        _ = drmModeRmFB(fd, framebufferID)
        _ = panel_drm_destroy_dumb(fd, handle)
    }

    deinit { release() }
}
