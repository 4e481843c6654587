import Panel

/// A screen of text: 48 readings (a zone's name, its value with a unit, its state), all of
/// them changing at each tap, as a log or a table of sensors does. Every tap re-lays out
/// and redraws every line: the cost of text per frame, to hold against the other scenes
/// (and, with other scripts, against Latin text).
struct TextScene: BenchScene {
    let name = "text"
    let vblanks = 240
    static let taps = 9

    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
        ViewHost(rootView: TextHeavyPanel(), width: width, height: height, textMeasurer: measurer)
    }

    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
        try host.centreTaps(count: TextScene.taps, spacing: 24, start: start, interval: interval, scene: name)
    }
}

/// 16 rows of three readings; a tap anywhere moves every reading to its next value.
struct TextHeavyPanel: View {
    static let rows = ReadingGrid<TextReadingRow>.rows
    static let columns = ReadingGrid<TextReadingRow>.columns

    var body: some View {
        ReadingGrid { index, tick in TextReadingRow(index: index, tick: tick) }
    }
}

/// "Zone 7  21.3 °C  rising": the value and the state follow the tick.
struct TextReadingRow: View {
    let index: Int
    let tick: Int

    /// A value that differs at every tick and between rows, with one decimal.
    var tenths: Int { 150 + (index * 37 + tick * 53) % 150 }
    var state: String { ["steady", "rising", "falling", "alarm"][(index + tick) % 4] }

    var body: some View {
        HStack(spacing: 6) {
            Text("Zone \(index + 1)")
                .font(.callout)
                .foregroundColor(DemoTheme.secondaryText)
            Text("\(tenths / 10).\(tenths % 10) °C")
                .font(.callout)
                .foregroundColor(.white)
            Text(state)
                .font(.caption)
                .foregroundColor(state == "alarm" ? Color(red: 1, green: 0.45, blue: 0.35) : DemoTheme.secondaryText)
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}
