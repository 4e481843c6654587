import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Renders a hosted view frame by frame at given presentation times, redrawing only the
/// damage each time (checked against a full redraw), and hashes each frame's pixels.
@MainActor
final class FrameRecorder {
    let host: ViewHost
    let renderer = DisplayListRenderer(fonts: nil)
    let surface: Surface
    /// The frame drawn last.
    private(set) var lastFrame: Frame

    init(_ view: some View, width: Int, height: Int) {
        host = ViewHost(rootView: view, width: width, height: height)
        surface = Surface(width: width, height: height)
        lastFrame = Frame(displayList: DisplayList())
        lastFrame = host.render(into: surface, with: renderer, at: .zero)
    }

    /// Draws the frame shown at `seconds` and returns its hash.
    func frame(at seconds: Double, sourceLocation: SourceLocation = #_sourceLocation) -> UInt64 {
        frame(at: MonotonicTime(seconds: seconds), sourceLocation: sourceLocation)
    }

    func frame(at time: MonotonicTime, sourceLocation: SourceLocation = #_sourceLocation) -> UInt64 {
        host.advance(to: time)
        lastFrame = host.render(into: surface, with: renderer, at: time)
        let full = Surface(width: surface.width, height: surface.height)
        renderer.draw(host.displayList, into: full, region: [full.bounds])
        #expect(full.hasSamePixels(as: surface), "frame at \(time): redrawing the damage differs from a full redraw",
                sourceLocation: sourceLocation)
        return FrameRecorder.fnv1a(surface)
    }

    func send(_ phase: PointerEvent.Phase, _ point: FixedPoint, at seconds: Double) {
        host.send(PointerEvent(pointer: 0, phase: phase, location: point, timestamp: MonotonicTime(seconds: seconds)))
    }

    /// FNV-1a over the pixels, row by row.
    static func fnv1a(_ surface: Surface) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for y in 0..<surface.height {
            let row = surface.row(y)
            for x in 0..<surface.width {
                var pixel = row[x]
                for _ in 0..<4 {
                    hash = (hash ^ UInt64(pixel & 0xFF)) &* 0x100_0000_01b3
                    pixel >>= 8
                }
            }
        }
        return hash
    }
}

/// 60 Hz presentation times: frame k is shown at k/60 s (rounded to the nanosecond).
func vblank(_ k: Int) -> MonotonicTime { MonotonicTime(nanoseconds: Int64(k) * 1_000_000_000 / 60) }

/// Golden lists of frame hashes, one hexadecimal hash a line, in Tests/SeedTests/Golden.
enum GoldenHashes {
    static func check(_ hashes: [UInt64], name: String, file: String = #filePath,
                      sourceLocation: SourceLocation = #_sourceLocation) {
        var parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while let last = parts.last, last != "SeedTests" { parts.removeLast() }
        let path = parts.joined(separator: "/") + "/Golden/\(name).hashes"
        let text = hashes.map { hex($0) }.joined(separator: "\n") + "\n"
        if GoldenImage.updateRequested {
            guard let file = fopen(path, "w") else {
                Issue.record("cannot write \(path)", sourceLocation: sourceLocation)
                return
            }
            fputs(text, file)
            fclose(file)
            return
        }
        guard let stored = read(path) else {
            Issue.record("no golden hashes at \(path): run with PANEL_UPDATE_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        let expected = stored.split(separator: "\n").map(String.init)
        let actual = hashes.map { hex($0) }
        if expected != actual {
            let first = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            Issue.record("\(name): \(actual.count) frames, golden \(expected.count); first differing frame \(first.map(String.init) ?? "past the end")",
                         sourceLocation: sourceLocation)
        }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
