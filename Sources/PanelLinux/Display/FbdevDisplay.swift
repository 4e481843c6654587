import Glibc
import CLinux
import PanelBase

/// The Linux framebuffer (`/dev/fb0`), for boards without a DRM driver.
///
/// When the framebuffer is twice the screen's height it is used as two buffers flipped by
/// panning; otherwise damage is copied straight to the screen right after the vertical
/// sync (FBIO_WAITFORVSYNC) where the driver offers it, which keeps tearing rare. Frames
/// are also paced by a timer at the mode's refresh rate, for drivers whose vsync ioctl
/// does not wait. `setPowered(false)` blanks the screen (FBIOBLANK, powered down) where the
/// driver can.
public final class FbdevDisplay: Display {
    public let transform: ScreenTransform
    public let refreshInterval: Int64
    public let devicePath: String
    /// Whether frames flip between two halves of the framebuffer.
    public let isDoubleBuffered: Bool

    private let fd: Int32
    private let memory: UnsafeMutableRawPointer
    private let mappedLength: Int
    private var variable: fb_var_screeninfo
    private let originalYOffset: UInt32
    private let buffers: [Surface]
    private var frontIndex = 0
    private var history: DamageHistory
    private var vsyncSupported = true
    private var pending: FlipCompletion?
    private var pacer: FlipPacer
    private var frames: UInt64 = 0
    private var console: ConsoleMode?
    private var restored = false
    public private(set) var isPowered = true

    public init(path: String = "/dev/fb0", rotation: Rotation = .none, switchConsoleToGraphics: Bool = true) throws {
        devicePath = path
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            switch errno {
            case EACCES, EPERM: throw DisplayError.permissionDenied(path: path)
            case ENOENT, ENODEV, ENXIO: throw DisplayError.noDevice(searched: path)
            default: throw DisplayError.system(operation: "open", path: path, errno: errno)
            }
        }
        var variable = fb_var_screeninfo()
        var fixed = fb_fix_screeninfo()
        guard panel_fb_get_var(fd, &variable) == 0, panel_fb_get_fix(fd, &fixed) == 0 else {
            let code = errno
            close(fd)
            throw DisplayError.system(operation: "FBIOGET_VSCREENINFO", path: path, errno: code)
        }
        let isXRGB = variable.bits_per_pixel == 32 && variable.red.offset == 16 && variable.green.offset == 8 && variable.blue.offset == 0
        guard isXRGB else {
            close(fd)
            throw DisplayError.unsupportedFormat(
                path: path,
                detail: "\(variable.bits_per_pixel) bits per pixel, red at bit \(variable.red.offset), blue at bit \(variable.blue.offset)")
        }
        let width = Int(variable.xres), height = Int(variable.yres), lineLength = Int(fixed.line_length)
        let length = Int(fixed.smem_len)
        guard width > 0, height > 0, lineLength >= width * 4, length >= lineLength * height else {
            close(fd)
            throw DisplayError.unsupportedFormat(path: path, detail: "\(width)x\(height), \(lineLength) bytes per line, \(length) bytes")
        }
        guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapped != MAP_FAILED else {
            let code = errno
            close(fd)
            throw DisplayError.system(operation: "mmap", path: path, errno: code)
        }

        self.fd = fd
        self.memory = mapped
        self.mappedLength = length
        self.originalYOffset = variable.yoffset
        self.transform = ScreenTransform(physicalWidth: width, physicalHeight: height, rotation: rotation)
        self.refreshInterval = FbdevDisplay.refreshInterval(of: variable)
        self.pacer = FlipPacer(interval: refreshInterval)

        // Two buffers when the virtual screen holds two frames and panning works.
        var twoFrames = false
        if Int(variable.yres_virtual) >= 2 * height && length >= lineLength * height * 2 {
            var probe = variable
            probe.yoffset = 0
            twoFrames = panel_fb_pan(fd, &probe) == 0
        }
        isDoubleBuffered = twoFrames
        let count = twoFrames ? 2 : 1
        buffers = (0..<count).map {
            let buffer = Surface(wrapping: mapped + $0 * height * lineLength, width: width, height: height, strideBytes: lineLength)
            buffer.keepsRowsInPlace = true
            return buffer
        }
        if twoFrames { variable.yoffset = 0 }
        self.variable = variable
        history = DamageHistory(bufferCount: count, bounds: PixelRect(x: 0, y: 0, width: transform.logicalWidth, height: transform.logicalHeight))
        if switchConsoleToGraphics { console = ConsoleMode() }
    }

    deinit { restore() }

    public var fileDescriptor: Int32? { nil }
    public var isFlipPending: Bool { pending != nil }
    public var nextFlipDeadline: MonotonicTime? { pending?.timestamp }

    public func present(from shadow: Surface, damage: Region) throws {
        guard !restored else { throw DisplayError.system(operation: "present", path: devicePath, errno: ENODEV) }
        guard pending == nil else { throw DisplayError.flipPending }
        guard shadow.width == transform.logicalWidth, shadow.height == transform.logicalHeight else {
            throw DisplayError.shadowSizeMismatch(expected: "\(transform.logicalWidth)x\(transform.logicalHeight)",
                                                  got: "\(shadow.width)x\(shadow.height)")
        }
        let target = isDoubleBuffered ? 1 - frontIndex : 0
        let region = history.regionToCopy(into: target, frameDamage: damage)
        if isDoubleBuffered {
            ScanoutCopy.copy(region, from: shadow, to: buffers[target], transform: transform)
            variable.yoffset = UInt32(target * transform.physicalHeight)
            waitForVsync()
            guard panel_fb_pan(fd, &variable) == 0 else {
                throw DisplayError.system(operation: "FBIOPAN_DISPLAY", path: devicePath, errno: errno)
            }
            frontIndex = target
        } else {
            waitForVsync()
            ScanoutCopy.copy(region, from: shadow, to: buffers[0], transform: transform)
        }
        frames += 1
        // After a real vsync the frame is on screen now. Some drivers (DRM's fbdev
        // emulation without vblank interrupts) return from the vsync ioctl at once, so the
        // pacer also holds frames to the refresh rate.
        pending = FlipCompletion(frame: frames, timestamp: pacer.shownTime(forEventAt: MonotonicTime.now()), vblankSequence: 0)
    }

    /// Blanks the framebuffer (FB_BLANK_POWERDOWN) or unblanks it. The framebuffer is
    /// memory the driver keeps: frames presented while blanked are drawn into it as usual
    /// and show when it is unblanked. Throws when the driver cannot blank.
    public func setPowered(_ on: Bool) throws {
        guard !restored, on != isPowered else { return }
        guard panel_fb_blank(fd, on ? panel_fb_blank_unblank() : panel_fb_blank_powerdown()) == 0 else {
            throw DisplayError.system(operation: on ? "FBIOBLANK (unblank)" : "FBIOBLANK (power down)", path: devicePath, errno: errno)
        }
        isPowered = on
    }

    public func handleReadable() throws -> [FlipCompletion] {
        guard let flip = pending, flip.timestamp <= MonotonicTime.now() else { return [] }
        pending = nil
        return [flip]
    }

    public func restore() {
        guard !restored else { return }
        restored = true
        if !isPowered {
            _ = panel_fb_blank(fd, panel_fb_blank_unblank())
            isPowered = true
        }
        if isDoubleBuffered {
            variable.yoffset = originalYOffset
            _ = panel_fb_pan(fd, &variable)
        }
        console?.restore()
        console = nil
        munmap(memory, mappedLength)
        close(fd)
    }

    private func waitForVsync() {
        guard vsyncSupported else { return }
        if panel_fb_wait_for_vsync(fd) != 0 { vsyncSupported = false }
    }

    /// From the mode's pixel clock (picoseconds) and totals; 60 Hz when the driver leaves
    /// the timings empty, as many do.
    static func refreshInterval(of v: fb_var_screeninfo) -> Int64 {
        let htotal = Int64(v.xres) + Int64(v.left_margin) + Int64(v.right_margin) + Int64(v.hsync_len)
        let vtotal = Int64(v.yres) + Int64(v.upper_margin) + Int64(v.lower_margin) + Int64(v.vsync_len)
        let interval = Int64(v.pixclock) * htotal * vtotal / 1000
        return (4_000_000...100_000_000).contains(interval) ? interval : 16_666_667
    }
}
