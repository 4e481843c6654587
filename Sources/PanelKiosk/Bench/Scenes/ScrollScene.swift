import Panel

/// A list of 1000 rows (a name, a detail and a toggle each) in a scroll view, flung up
/// four times and dragged back slowly once: what a scroll frame costs (layout of the moved
/// content, the rows in view drawn, the damage), with every finger move a touch whose
/// effect is a frame showing the content moved, so the run's input-to-flip latency is the
/// touch-to-scroll latency.
struct ScrollScene: BenchScene {
    let name = "scroll"
    let vblanks = 600
    static let rows = 1000
    static let flings = 4

    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
        ViewHost(rootView: ScrollListPanel(), width: width, height: height, textMeasurer: measurer)
    }

    var notes: [String] { ["input_to_flip is touch-to-scroll: each finger move scrolls the list and is counted until the flip that shows it"] }

    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
        guard !host.interactiveElements().isEmpty else {
            throw BenchSceneError(description: "scene \(name): the list's toggles are missing")
        }
        let width = host.size.width, height = host.size.height
        let x = width / 2
        var events: [PointerEvent] = []
        // Each fling: down low, up by half the screen in 8 moves of 8 ms (about 2 m/s on a
        // 7" panel), lifted while moving.
        for k in 0..<ScrollScene.flings {
            let begin = start + Int64(2 + k * 120) * interval + touchOffset(k, interval: interval)
            let from = height * 4 / 5, distance = height / 2
            events.append(PointerEvent(pointer: 1, phase: .began, location: FixedPoint(x: x, y: from), timestamp: begin))
            for step in 1...8 {
                events.append(PointerEvent(pointer: 1, phase: .moved, location: FixedPoint(x: x, y: from - distance * step / 8),
                                           timestamp: begin + Int64(step) * 8_000_000))
            }
            events.append(PointerEvent(pointer: 1, phase: .ended, location: FixedPoint(x: x, y: from - distance),
                                       timestamp: begin + 9 * 8_000_000))
        }
        // Then a slow drag back down, a move per refresh, held before lifting (no fling).
        let begin = start + Int64(2 + ScrollScene.flings * 120) * interval
        let from = height / 5, moves = 60
        events.append(PointerEvent(pointer: 1, phase: .began, location: FixedPoint(x: x, y: from), timestamp: begin))
        for step in 1...moves {
            events.append(PointerEvent(pointer: 1, phase: .moved, location: FixedPoint(x: x, y: from + (height / 2) * step / moves),
                                       timestamp: begin + Int64(step) * interval + interval / 3))
        }
        events.append(PointerEvent(pointer: 1, phase: .ended, location: FixedPoint(x: x, y: from + height / 2),
                                   timestamp: begin + Int64(moves + 10) * interval))
        return events.map(InputEvent.pointer)
    }
}

/// 1000 rows in a scroll view, each its own toggle's state.
struct ScrollListPanel: View {
    var body: some View {
        ScrollView {
            LazyRows()
        }
        .background(DemoTheme.background)
    }
}

/// The rows, stacked without spacing, with dividers.
private struct LazyRows: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<ScrollScene.rows) { index in
                ScrollListRow(index: index)
                Divider()
            }
        }
    }
}

/// "Circuit 12 · 230 V" and a toggle.
struct ScrollListRow: View {
    let index: Int
    @State private var isOn = false

    var body: some View {
        Toggle(isOn: $isOn) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Circuit \(index + 1)")
                    .foregroundColor(.white)
                Text("\(200 + index % 40) V · zone \(index % 12 + 1)")
                    .font(.caption)
                    .foregroundColor(DemoTheme.secondaryText)
            }
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
