import Panel

/// 48 controls, each a card with a shadow, two texts and a sliding knob, all moving at
/// every frame: a finger drags across the panel and each control follows it at its own
/// phase, so every control changes in every frame.
struct DenseScene: BenchScene {
    let name = "dense"
    let vblanks = 140
    static let steps = 60

    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
        ViewHost(rootView: DensePanel(), width: width, height: height, textMeasurer: measurer)
    }

    func touches(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [PointerEvent] {
        guard host.interactiveElements().contains(where: { $0.kind == .gesture }) else {
            throw BenchSceneError(description: "scene dense: the panel's drag gesture is missing")
        }
        let y = host.size.height / 2
        var script = TouchScriptBuilder()
        // One move per refresh, landing a third of the way into each interval.
        script.swipe(from: FixedPoint(x: Fixed(40), y: y), to: FixedPoint(x: Fixed(40 + 4 * DenseScene.steps), y: y),
                     at: start + 2 * interval + interval / 3, steps: DenseScene.steps, stepInterval: interval)
        return script.events
    }

    var notes: [String] { ["animated by a drag (one move per refresh) until the animation engine drives it"] }
}

/// The dense panel: 6 rows of 8 controls whose look follows `phase` (set by dragging).
struct DensePanel: View {
    static let rows = 6
    static let columns = 8
    @State private var phase = 0.0

    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<DensePanel.rows) { row in
                HStack(spacing: 8) {
                    ForEach(0..<DensePanel.columns) { column in
                        DenseControl(index: row * DensePanel.columns + column, phase: phase)
                    }
                }
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(DemoTheme.background)
        .gesture(DragGesture(minimumDistance: 0).onChanged { value in
            phase = Swift.min(1, Swift.max(0, value.translation.width / 240))
        })
    }
}

/// One control of the dense panel: a shadowed card with a title, a track with a knob at
/// this control's own phase, and the percentage.
struct DenseControl: View {
    let index: Int
    let phase: Double

    var progress: Double {
        let shifted = phase + Double(index) / Double(DensePanel.rows * DensePanel.columns)
        return shifted - shifted.rounded(.down)
    }

    var body: some View {
        let p = progress
        return VStack(spacing: 4) {
            Text("Zone \(index + 1)")
                .font(.caption)
                .foregroundColor(.white)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(white: 0.3))
                    .frame(width: 60, height: 14)
                Circle()
                    .fill(Color.white)
                    .frame(width: 14, height: 14)
                    .padding(.leading, 46 * p)
            }
            Text("\(Int(p * 100)) %")
                .font(.caption)
                .foregroundColor(DemoTheme.secondaryText)
        }
        .padding(8)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.15 + 0.5 * p, green: 0.25, blue: 0.6 - 0.4 * p)))
        .compositingGroup()
        .shadow(color: .black, radius: 3)
    }
}
