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
}
