import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct PNGTests {
    /// A surface holding every alpha level with varied premultiplied colours.
    func translucentRamp() -> Surface {
        let surface = Surface(width: 256, height: 8)
        for y in 0..<8 {
            for x in 0..<256 {
                let a = UInt32(x)
                let r = a * UInt32(y) / 7, g = a / 2, b = a
                surface.pixels[y * surface.stride + x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return surface
    }

    @Test func roundTripIsLosslessForPremultipliedPixels() throws {
        let original = translucentRamp()
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(original))
        let comparison = ImageComparison(expected: original, actual: decoded)
        #expect(comparison.isIdentical, "\(comparison.summary)")
    }

    @Test func unpremultiplyingThenPremultiplyingGivesEveryValueBack() {
        for a in UInt32(1)...254 {
            for c in UInt32(0)...a {
                let (r, _, _, _) = PNGEncoder.straightRGBA(a << 24 | c << 16)
                #expect(multiplyDiv255(UInt32(r), a) == c, "alpha \(a) component \(c)")
            }
        }
    }

    @Test func writesAndReadsFiles() throws {
        let path = "/tmp/panel-png-test-\(getpid()).png"
        defer { unlink(path) }
        let original = translucentRamp()
        try PNGEncoder.write(original, to: path)
        #expect(try PNGDecoder.read(from: path).hasSamePixels(as: original))
    }

    @Test func rejectsBadInputWithItsName() {
        #expect(throws: ImageFileError.malformed("x.png", "not a PNG file (bad signature)")) {
            try PNGDecoder.decode([1, 2, 3], name: "x.png")
        }
        var truncated = PNGEncoder.encode(translucentRamp())
        truncated.removeLast(40)
        #expect(throws: ImageFileError.self) { try PNGDecoder.decode(truncated, name: "t.png") }
        #expect(throws: ImageFileError.self) { try PNGDecoder.read(from: "/nonexistent/file.png") }
    }

    @Test func comparisonFindsTheFirstDifference() {
        let a = Surface(width: 4, height: 4), b = Surface(width: 4, height: 4)
        b[2, 1] = .white
        let comparison = ImageComparison(expected: a, actual: b)
        #expect(comparison.differingPixels == 1)
        #expect(comparison.firstDifference?.x == 2 && comparison.firstDifference?.y == 1)
        #expect(ImageComparison.differenceImage(expected: a, actual: b)[2, 1] == PixelColor(red: 255, green: 0, blue: 255))
    }
}
