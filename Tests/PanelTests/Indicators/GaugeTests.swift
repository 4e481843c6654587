import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
@Suite struct GaugeTests {
    private func layout(_ view: some View, width: Int = 400, height: Int = 300) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host
    }

    private func arcs(_ host: ViewHost) -> [ArcSegment] {
        host.displayList.entries.compactMap {
            if case .stroke(.arc(let arc), _, _, _) = $0.item { return arc }
            return nil
        }
    }

    @Test func aLinearCapacityGaugeFillsWhereTheValueLiesInItsBounds() {
        let host = layout(Gauge(value: 30, in: 0...120) { Text("Water") } currentValueLabel: { Text("30") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
            .frame(width: 200))
        #expect(host.fill(of: .accentColor)?.width == Fixed(50))
        #expect(host.fill(of: ProgressBar.track)?.width == Fixed(200))
        #expect(Set(host.visibleTexts) == ["Water", "30", "0", "120"])
        // The bounds' labels sit at the bar's ends, below it.
        let bar = host.fill(of: ProgressBar.track)!
        #expect(host.frames(ofText: "0").first?.minX == bar.minX)
        #expect(host.frames(ofText: "120").first.map { ($0.maxX - bar.maxX).magnitude < Fixed(1) } == true)
        #expect(host.frames(ofText: "120").first.map { $0.minY >= bar.maxY } == true)
    }

    @Test(arguments: [(0.0, 0), (0.5, ArcSegment.turn / 2), (1.0, ArcSegment.turn), (2.0, ArcSegment.turn)])
    func aCircularCapacityGaugeFillsClockwiseFromTheTop(value: Double, sweep: Int) {
        let host = layout(Gauge(value: value) { Text("Load") }.gaugeStyle(.accessoryCircularCapacity))
        let drawn = arcs(host)
        #expect(drawn.first == ArcSegment(start: -ArcSegment.turn / 4, end: -ArcSegment.turn / 4 + sweep, roundCaps: true))
        // The track is a whole ring behind it.
        #expect(host.displayList.entries.contains { if case .stroke(.ellipse, _, _, _) = $0.item { true } else { false } })
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func anAccessoryCircularGaugeRunsThreeQuartersOpenAtTheBottom(value: Double) {
        let host = layout(Gauge(value: value, in: 0...1) { Text("Speed") }.gaugeStyle(.accessoryCircular))
        let drawn = arcs(host)
        let start = 3 * ArcSegment.turn / 8, sweep = 3 * ArcSegment.turn / 4
        let at = start + Int((Double(sweep) * value).rounded())
        #expect(drawn.count == 3)
        #expect(drawn[0] == ArcSegment(start: start, end: start + sweep, roundCaps: true))
        #expect(drawn[1] == ArcSegment(start: start, end: at, roundCaps: true))
        #expect(drawn[2].start == at && drawn[2].sweep == 1)
    }

    @Test func anAccessoryLinearGaugePutsItsMarkerAtTheValue() {
        let host = layout(HStack(spacing: 0) {
            Gauge(value: 0.5) { Text("Level") }.gaugeStyle(.accessoryLinear)
        }
        .frame(width: 210))
        let track = host.fill(of: ProgressBar.track)!
        let marker = host.fill(of: .accentColor)!
        #expect(marker.size == FixedSize(width: Fixed(10), height: Fixed(10)))
        #expect(marker.minX - track.minX == (track.width - Fixed(10)) / 2)
        #expect(marker.minY + marker.height / 2 == track.minY + track.height / 2)
    }

    @Test func aValueChangedWithAnimationMovesTheRingsEnd() {
        struct Meter: View {
            @State var level = 0.0
            var body: some View {
                VStack {
                    Gauge(value: level) { Text("Level") }.gaugeStyle(.accessoryCircularCapacity)
                    Text("Fill").onTapGesture { withAnimation(.linear(duration: 1)) { level = 1 } }
                }
            }
        }
        let host = layout(Meter())
        let top = -ArcSegment.turn / 4
        #expect(arcs(host).first?.end == top)
        host.tap(host.frames(ofText: "Fill")[0].center, at: 1)
        // The tap ends at 1.05 s; the change started then and runs a second.
        host.update(at: MonotonicTime(seconds: 1.55))
        let halfway = arcs(host).first?.end ?? 0
        #expect(abs(halfway - (top + ArcSegment.turn / 2)) < 200, "\(halfway)")
        host.update(at: MonotonicTime(seconds: 2.1))
        #expect(arcs(host).first?.end == top + ArcSegment.turn)
        #expect(!host.needsUpdate)
    }
}
