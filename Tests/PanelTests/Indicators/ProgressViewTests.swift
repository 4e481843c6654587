import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct ProgressViewTests {
    private func layout(_ view: some View, width: Int = 400, height: Int = 300) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    /// The filled part of a linear bar (the accent colour's fill) and its track.
    private func bar(_ host: ViewHost) -> (fill: FixedRect?, track: FixedRect?) {
        (host.fill(of: .accentColor), host.fill(of: ProgressBar.track))
    }

    @Test(arguments: [(0.25, 1.0, 50), (3.0, 4.0, 150), (7.0, 4.0, 200), (-1.0, 4.0, 0), (0.0, 0.0, 0)])
    func aLinearBarFillsValueOfTotal(value: Double, total: Double, width: Int) {
        let host = layout(ProgressView(value: value, total: total).frame(width: 200))
        let (fill, track) = bar(host)
        #expect(track?.width == Fixed(200))
        #expect(track?.height == Fixed(4))
        #expect((fill?.width ?? .zero) == Fixed(width))
        if let fill, let track { #expect(fill.minX == track.minX && fill.minY == track.minY) }
    }

    @Test func labelsAboveAndBelowTheBar() {
        let host = layout(ProgressView(value: 0.5) { Text("Copying") } currentValueLabel: { Text("50 %") }.frame(width: 200))
        let title = host.frames(ofText: "Copying").first, value = host.frames(ofText: "50 %").first
        let track = bar(host).track
        #expect(title.map(\.maxY) ?? .zero <= track?.minY ?? .zero)
        #expect(value.map(\.minY) ?? .zero >= track?.maxY ?? .zero)
        #expect(title?.minX == track?.minX)
        let titled = layout(ProgressView("Loading", value: 0.5))
        #expect(titled.visibleTexts == ["Loading"])
    }

    @Test func withoutAValueItShowsASpinnerThatTurns() {
        let host = layout(ProgressView())
        // The appear action starts the turn in the next update.
        host.update(at: .zero)
        #expect(host.needsUpdate)
        let arcs0 = arcs(host)
        host.update(at: MonotonicTime(seconds: 0.25))
        let arcs1 = arcs(host)
        #expect(arcs0.count == 1 && arcs1.count == 1)
        // A quarter second turns the quarter arc a quarter turn.
        let moving = zip(arcs0, arcs1).compactMap { $0 != $1 ? ($0, $1) : nil }
        #expect(moving.count == 1)
        if let (before, after) = moving.first {
            #expect(after.start - before.start == ArcSegment.turn / 4)
            #expect(after.sweep == ArcSegment.turn / 4)
        }
        #expect(host.needsUpdate)
        #expect(host.animationEndTime == nil)
    }

    @Test func aSpinnerTakenAwayStopsAskingForFrames() {
        struct Screen: View {
            @State var loading = true
            var body: some View {
                VStack {
                    if loading { ProgressView() }
                    Text("Done").onTapGesture { loading = false }
                }
            }
        }
        let host = layout(Screen())
        for step in 1...4 { host.update(at: MonotonicTime(seconds: Double(step) * 0.016)) }
        #expect(host.needsUpdate)
        #expect(host.isAnimating)
        let done = host.frames(ofText: "Done")[0]
        host.tap(done.center, at: 0.1)
        host.update(at: MonotonicTime(seconds: 0.2))
        #expect(arcs(host).isEmpty)
        #expect(!host.isAnimating)
        #expect(!host.needsUpdate)
        #expect(host.update(at: MonotonicTime(seconds: 0.3)).isEmpty)
    }

    @Test func idleMeansNoFrames() {
        let host = layout(VStack {
            ProgressView(value: 0.3)
            Gauge(value: 0.6) { Text("Tank") }
            Gauge(value: 0.6) { Text("Tank") }.gaugeStyle(.accessoryCircularCapacity)
            ProgressView(value: 0.5).progressViewStyle(.circular)
        })
        host.update(at: MonotonicTime(seconds: 0.016))
        #expect(!host.needsUpdate)
        #expect(!host.isAnimating)
    }

    @Test func aCircularStyleWithAValueIsARingFromTheTop() {
        let host = layout(ProgressView(value: 0.5).progressViewStyle(.circular))
        let segments = arcs(host)
        #expect(segments == [ArcSegment(start: -ArcSegment.turn / 4, end: ArcSegment.turn / 4, roundCaps: true)])
    }

    /// The arcs drawn, in order.
    private func arcs(_ host: ViewHost) -> [ArcSegment] {
        host.displayList.entries.compactMap {
            if case .stroke(.arc(let arc), _, _, _) = $0.item { return arc }
            if case .fill(.arc(let arc), _, _) = $0.item { return arc }
            return nil
        }
    }
}
