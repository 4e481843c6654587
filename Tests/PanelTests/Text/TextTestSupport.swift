import Glibc
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// SplitMix64: a small seeded generator, so random inputs are the same on every run.
struct TextTestRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The pixels of `surface` that differ from `background`: how many and their bounding box.
func textInk(in surface: Surface, background: PixelColor) -> (count: Int, bounds: PixelRect) {
    var count = 0
    var bounds = PixelRect.zero
    for y in 0..<surface.height {
        for x in 0..<surface.width where surface[x, y] != background {
            count += 1
            bounds = bounds.union(PixelRect(x: x, y: y, width: 1, height: 1))
        }
    }
    return (count, bounds)
}

/// A surface filled with `color`.
func textTestSurface(width: Int, height: Int, color: PixelColor) -> Surface {
    let surface = Surface(width: width, height: height)
    surface.clear(to: color)
    return surface
}

/// Writes `contents` to a new temporary file and returns its path.
func textTemporaryFile(containing contents: [UInt8]) -> String {
    var template = Array("/tmp/panel-text-test-XXXXXX".utf8CString)
    let path: String = template.withUnsafeMutableBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return "" }
        let fd = mkstemp(base)
        if fd >= 0 {
            _ = contents.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        return String(cString: base)
    }
    return path
}
