import Panel

/// 48 controls, each a card with a shadow, two texts and a sliding knob, all animating at
/// once: one tap switches every control on, and each one's knob and card colour then
/// swing back and forth forever, each at its own pace (the animation engine, sampled at
/// every frame, with no view re-evaluated between frames).
struct DenseScene: BenchScene {
    let name = "dense"
    let vblanks = 140

    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
        ViewHost(rootView: DensePanel(), width: width, height: height, textMeasurer: measurer)
    }

    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
        guard host.interactiveElements().contains(where: { $0.kind == .gesture }) else {
            throw BenchSceneError(description: "scene dense: the panel's tap gesture is missing")
        }
        var script = BenchInputBuilder()
        let point = FixedPoint(x: host.size.width / 2, y: host.size.height / 2)
        script.press(point, at: start + 2 * interval + interval / 3, duration: 30_000_000)
        return script.events
    }
}

/// The dense panel: 6 rows of 8 controls, switched on together by a tap anywhere.
struct DensePanel: View {
    static let rows = 6
    static let columns = 8
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<DensePanel.rows) { row in
                HStack(spacing: 8) {
                    ForEach(0..<DensePanel.columns) { column in
                        DenseControl(index: row * DensePanel.columns + column, isOn: isOn)
                    }
                }
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(DemoTheme.background)
        .onTapGesture { isOn.toggle() }
    }
}

/// One control of the dense panel: a shadowed card with a title, a track whose knob
/// slides, and its state; once on, knob and colour swing for ever.
struct DenseControl: View {
    let index: Int
    let isOn: Bool

    /// 0.6 s to 1.3 s, so the controls drift out of step.
    var period: Double { 0.6 + Double(index % 8) * 0.1 }

    var body: some View {
        VStack(spacing: 4) {
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
                    .padding(.leading, isOn ? 46 : 0)
            }
            Text(isOn ? "Running" : "Idle")
                .font(.caption)
                .foregroundColor(DemoTheme.secondaryText)
        }
        .padding(8)
        .background(RoundedRectangle(cornerRadius: 8).fill(isOn ? Color(red: 0.65, green: 0.25, blue: 0.2) : Color(red: 0.15, green: 0.25, blue: 0.6)))
        .compositingGroup()
        .shadow(color: .black, radius: 3)
        .animation(.easeInOut(duration: period).repeatForever(autoreverses: true), value: isOn)
    }
}
