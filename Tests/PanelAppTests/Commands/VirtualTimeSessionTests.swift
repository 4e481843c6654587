import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Simulated time in `snapshot` and `soak`: it starts now on the wall clock.
@MainActor
@Suite struct VirtualTimeSessionTests {
    @Test func aClockOnScreenShowsTheTimeTheCommandRan() throws {
        let content = PanelContent(view: AnyView(Text("12:00")), controller: nil, background: PixelColor(red: 0, green: 0, blue: 0))
        let transform = ScreenTransform(physicalWidth: 320, physicalHeight: 240, rotation: .none)
        var before = timespec()
        clock_gettime(CLOCK_REALTIME, &before)
        let session = VirtualTimeSession(content, transform: transform, fonts: try FontSet.loadDefault())
        var after = timespec()
        clock_gettime(CLOCK_REALTIME, &after)
        let shown = session.host.wallClock.wall(at: session.time) / 1_000_000_000
        // Within the second the session was made in (not the machine's boot time).
        #expect(shown >= Int64(before.tv_sec) && shown <= Int64(after.tv_sec))
    }

    struct Lamps: View {
        @State private var on = false
        var body: some View {
            VStack {
                Toggle("Lamp", isOn: $on)
                ScrollView {
                    VStack { ForEach(0..<30) { Text("Row \($0)").frame(height: 30) } }
                }
            }
            .padding()
        }
    }

    /// The session runs on the loop's dispatcher in virtual time; its frames are those of
    /// the snapshot clock stepped by hand, frame for frame, so snapshots keep their bytes.
    @Test func framesOnTheDispatcherAreTheSnapshotClocksFrames() throws {
        let content = PanelContent(view: AnyView(Lamps()), controller: nil, background: PixelColor(red: 0, green: 0, blue: 0))
        let transform = ScreenTransform(physicalWidth: 320, physicalHeight: 240, rotation: .none)
        let fonts = try FontSet.loadDefault()
        let script = try TouchScript(parsing: "tap \"Lamp\"\nwait 0.05\nswipe 160 200 160 80 0.2\nwait 0.1\n", file: "lamps")
        let start = MonotonicTime(seconds: 20)

        // By hand: the stepping the session did before it ran on the dispatcher. It runs
        // before the session's host is made: two hosts of one content alive together do not
        // animate a toggle alike, which is not what this compares.
        let host = content.host(width: transform.logicalWidth, height: transform.logicalHeight, fonts: fonts)
        let renderer = DisplayListRenderer(fonts: fonts, background: content.background)
        let shadow = Surface(width: transform.logicalWidth, height: transform.logicalHeight)
        var clock = SnapshotClock(start: start)
        host.render(into: shadow, with: renderer)
        var handTimes: [MonotonicTime] = []
        func draw(at time: MonotonicTime) {
            handTimes.append(time)
            host.advance(to: time)
            host.render(into: shadow, with: renderer)
        }
        let source = ScriptedInputSource(script: script, transform: transform, startTime: clock.time,
                                         resolveLabel: { host.activationPoint(ofControlLabeled: $0) })
        while let due = source.nextDeadline, let time = clock.advance(toward: due, host: host) {
            for event in source.eventsDue(at: time) { host.send(event) }
            draw(at: time)
        }
        let played = (time: clock.time, image: Surface(width: shadow.width, height: shadow.height))
        played.image.copy(shadow.bounds, from: shadow)
        let end = clock.time + 700_000_000
        while clock.time < end, let time = clock.advance(toward: end, host: host, landing: true) { draw(at: time) }
        #expect(handTimes.count > 20)

        let session = VirtualTimeSession(content, transform: transform, fonts: fonts, start: start)
        #expect(session.play(session.source(playing: script)))
        #expect(session.time == played.time)
        #expect(session.shadow.hasSamePixels(as: played.image))
        session.pass(until: end)
        #expect(session.time == end)
        #expect(session.shadow.hasSamePixels(as: shadow))
    }
}
