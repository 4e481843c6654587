import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct HeadlessDisplayTests {
    /// A small deterministic generator, so failures repeat.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: [2, 3], Rotation.allCases)
    func theScreenAlwaysShowsTheLatestFrame(buffers: Int, rotation: Rotation) throws {
        let display = HeadlessDisplay(width: 24, height: 16, rotation: rotation, bufferCount: buffers)
        let shadow = Surface(width: display.transform.logicalWidth, height: display.transform.logicalHeight)
        var random = Generator(state: UInt64(buffers * 1000 + rotation.rawValue))
        for frame in 0..<40 {
            // Change a few random rectangles, and report exactly those as damage.
            var damage: [PixelRect] = []
            for _ in 0..<(1 + random.next(3)) {
                let r = PixelRect(x: random.next(shadow.width), y: random.next(shadow.height),
                                  width: 1 + random.next(8), height: 1 + random.next(8))
                shadow.clear(r, to: PixelColor(argb: 0xFF00_0000 | UInt32(frame * 7919 + damage.count)))
                damage.append(r)
            }
            try display.present(from: shadow, damage: Region(damage))
            #expect(display.advance().count == 1)
            #expect(display.frontImage().hasSamePixels(as: shadow), "frame \(frame), \(buffers) buffers, \(rotation)")
        }
        #expect(display.flipCount == 40)
    }

    @Test func copiesOnlyDamagePlusWhatTheBackBufferMissed() throws {
        let display = HeadlessDisplay(width: 50, height: 40, bufferCount: 2)
        let shadow = Surface(width: 50, height: 40)
        for _ in 0..<2 { try display.present(from: shadow, damage: []); display.advance() }
        let a = PixelRect(x: 0, y: 0, width: 4, height: 4), b = PixelRect(x: 10, y: 10, width: 2, height: 3)
        try display.present(from: shadow, damage: [a]); display.advance()
        #expect(display.lastCopiedRegion == [a])
        try display.present(from: shadow, damage: [b]); display.advance()
        #expect(Set(display.lastCopiedRegion) == [a, b])
        #expect(display.copiedPixelCount == 2 * 50 * 40 + 16 + 16 + 6)
    }

    @Test func flipsCompleteAtTheNextVblankOnTheGrid() throws {
        let start = MonotonicTime(nanoseconds: 1_000_000_000)
        let display = HeadlessDisplay(width: 8, height: 8, refreshRate: 100, clock: .simulated(start: start))
        let shadow = Surface(width: 8, height: 8)
        try display.present(from: shadow, damage: [shadow.bounds])
        #expect(display.isFlipPending)
        #expect(display.nextFlipDeadline == start + 10_000_000)
        #expect(throws: DisplayError.flipPending) { try display.present(from: shadow, damage: []) }
        #expect(try display.handleReadable().isEmpty) // not yet due
        display.advance(to: start + 3_000_000)
        let done = display.advance()
        #expect(done.map(\.timestamp) == [start + 10_000_000])
        #expect(done.first?.frame == 1)
        #expect(!display.isFlipPending)
        // Presented mid-period, the next flip lands on the following grid line.
        display.advance(to: start + 14_000_000)
        try display.present(from: shadow, damage: [])
        #expect(display.nextFlipDeadline == start + 20_000_000)
    }

    @Test func rejectsAShadowOfTheWrongSize() {
        let display = HeadlessDisplay(width: 30, height: 20, rotation: .clockwise90)
        #expect(display.logicalSize == (20, 30))
        #expect(throws: DisplayError.shadowSizeMismatch(expected: "20x30", got: "30x20")) {
            try display.present(from: Surface(width: 30, height: 20), damage: [])
        }
    }

    @Test func realTimeFlipsWaitForTheMonotonicClock() throws {
        let display = HeadlessDisplay(width: 4, height: 4, refreshRate: 200, clock: .realTime)
        let before = MonotonicTime.now()
        try display.present(from: Surface(width: 4, height: 4), damage: [])
        let deadline = try #require(display.nextFlipDeadline)
        #expect(deadline > before && deadline - before <= 5_000_000 + 1_000_000)
        var ts = timespec(tv_sec: 0, tv_nsec: Int(max(0, deadline - MonotonicTime.now())) + 100_000)
        nanosleep(&ts, nil)
        #expect(try display.handleReadable().map(\.timestamp) == [deadline])
    }
}

@Suite struct HeadlessSnapshotTests {
    @Test func aSnapshotIsThePNGOfWhatTheScreenShows() throws {
        let display = HeadlessDisplay(width: 6, height: 4, rotation: .clockwise270)
        let shadow = Surface(width: 4, height: 6)
        shadow.clear(to: PixelColor(argb: 0xFF10_2030))
        shadow.clear(PixelRect(x: 1, y: 2, width: 2, height: 1), to: PixelColor(argb: 0xFFFF_8000))
        try display.present(from: shadow, damage: [shadow.bounds])
        display.advance()
        let path = "/tmp/panel-headless-snapshot-\(getpid()).png"
        defer { unlink(path) }
        try display.writeSnapshot(to: path)
        let file = fopen(path, "rb")
        let handle = try #require(file)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&chunk, 1, chunk.count, handle)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        fclose(handle)
        #expect(try PNGDecoder.decode(bytes).hasSamePixels(as: shadow))
    }

    @Test func whileOffFramesReachNoBufferAndStillCompleteAtTheirVblank() throws {
        let display = HeadlessDisplay(width: 20, height: 10, rotation: .clockwise90, refreshRate: 100)
        let shadow = Surface(width: display.transform.logicalWidth, height: display.transform.logicalHeight)
        shadow.clear(to: PixelColor(argb: 0xFF20_4060))
        // Both buffers drawn and up to date: a frame without damage would copy nothing.
        for frame in 0..<4 {
            try display.present(from: shadow, damage: frame < 2 ? [shadow.bounds] : [])
            display.advance()
        }
        #expect(display.lastCopiedRegion.isEmpty)
        let copiedBeforeOff = display.copiedPixelCount
        let shown = display.frontImage()
        #expect(shown.hasSamePixels(as: shadow))

        try display.setPowered(false)
        #expect(!display.isPowered)
        #expect(display.powerChanges == [false])
        // A dark screen shows nothing.
        #expect(display.frontImage().hasSamePixels(as: Surface(width: shadow.width, height: shadow.height)))
        let changed = PixelRect(x: 1, y: 2, width: 3, height: 4)
        shadow.clear(changed, to: PixelColor(argb: 0xFFFF_0000))
        try display.present(from: shadow, damage: [changed])
        #expect(display.isFlipPending)
        #expect(display.lastCopiedRegion.isEmpty)
        let completed = display.advance()
        #expect(completed.map { $0.frame } == [5])
        #expect(display.flipCount == 4)
        #expect(display.copiedPixelCount == copiedBeforeOff)
        try display.setPowered(false) // already off: no change recorded
        #expect(display.powerChanges == [false])

        // On again: the screen shows what it showed before, and the next frame, even one
        // with no damage of its own, copies the whole screen.
        try display.setPowered(true)
        #expect(display.isPowered)
        #expect(display.powerChanges == [false, true])
        #expect(display.frontImage().hasSamePixels(as: shown))
        try display.present(from: shadow, damage: [])
        #expect(display.lastCopiedRegion == [shadow.bounds])
        display.advance()
        #expect(display.frontImage().hasSamePixels(as: shadow))
    }
}
