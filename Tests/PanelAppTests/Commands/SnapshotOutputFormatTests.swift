import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `snapshot --output`: a PNG, or for FILE.ppm the same pixels as a binary PPM.
@MainActor
@Suite struct SnapshotOutputFormatTests {
    @Test func aPPMOutputHoldsThePixelsOfThePNG() throws {
        let base = "/tmp/panel-snapshot-format-\(getpid())"
        defer { unlink(base + ".png"); unlink(base + ".ppm") }
        for output in [base + ".png", base + ".ppm"] {
            #expect(runSnapshotCommand(["--output", output, "--size", "160x100"]) == 0)
        }
        let png = try PNGDecoder.read(from: base + ".png")
        let ppm = try FileReader.read(base + ".ppm", limit: 1 << 20)
        #expect(Array(ppm.prefix(14)) == Array("P6\n160 100\n255".utf8))
        #expect(ppm == PPMEncoder.encode(png), "the PPM differs from the PNG's pixels")
    }
}
