import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct PPMEncoderTests {
    @Test func headerThenRGBRowsOfTheColourOverBlack() {
        let surface = Surface(width: 3, height: 2)
        surface.clear(to: PixelColor(argb: 0xFF10_2030))
        surface.pixels[2] = 0xFFFF_0000              // opaque red, top right
        surface.pixels[surface.stride] = 0x8040_2000 // half-transparent, premultiplied
        let bytes = PPMEncoder.encode(surface)
        let header = Array("P6\n3 2\n255\n".utf8)
        #expect(Array(bytes.prefix(header.count)) == header)
        #expect(Array(bytes.dropFirst(header.count)) == [
            0x10, 0x20, 0x30, 0x10, 0x20, 0x30, 0xFF, 0x00, 0x00,
            0x40, 0x20, 0x00, 0x10, 0x20, 0x30, 0x10, 0x20, 0x30,
        ])
    }

    @Test func writesTheFile() throws {
        let path = "/tmp/panel-ppm-test-\(getpid()).ppm"
        defer { unlink(path) }
        let surface = Surface(width: 2, height: 1)
        try PPMEncoder.write(surface, to: path)
        #expect(try FileReader.read(path, limit: 1 << 10) == PPMEncoder.encode(surface))
    }
}
