import Panel

/// A live line chart: 2,000 readings drawn as one stroked path over a grid, and a new
/// reading at every frame (the oldest leaves). Only the line is made again: the title and
/// the grid are views the new reading does not touch, so a frame damages the plot and
/// nothing else.
struct LiveChartScene: BenchScene {
    let name = "livechart"
    let vblanks = 240
    static let points = 2000
    /// A reading per frame at 60 Hz.
    static let readingInterval: Int64 = 1_000_000_000 / 60

    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
        ViewHost(rootView: LiveChartPanel(series: LiveSeries(count: LiveChartScene.points)), width: width, height: height,
                 textMeasurer: measurer)
    }

    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] { [] }
}

/// The chart's screen: a title, then the plot with its grid and line.
struct LiveChartPanel: View {
    let series: LiveSeries

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Flow, the last \(LiveChartScene.points) readings")
                .font(.headline)
                .foregroundColor(.white)
            ZStack {
                ChartGrid(rows: 4, columns: 8)
                    .stroke(Color(white: 0.35), lineWidth: 1)
                // A new entry at every reading: the line is the only body made again.
                _TimelineView(entries: { now in (now, now + LiveChartScene.readingInterval) }) { entry in
                    LiveLine(values: series.window(at: entry))
                        .stroke(Color(red: 0.95, green: 0.6, blue: 0.2), style: StrokeStyle(lineWidth: 1.5, lineJoin: .round))
                }
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(DemoTheme.background)
    }
}

/// A grid of `rows` × `columns` cells around the plot.
struct ChartGrid: Shape {
    let rows: Int
    let columns: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for row in 0...rows {
            let y = rect.minY + rect.height * Double(row) / Double(rows)
            path.move(to: CGPoint(x: rect.minX, y: y))
            path.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        for column in 0...columns {
            let x = rect.minX + rect.width * Double(column) / Double(columns)
            path.move(to: CGPoint(x: x, y: rect.minY))
            path.addLine(to: CGPoint(x: x, y: rect.maxY))
        }
        return path
    }
}

/// Values from 0 to 1 as a line across the rectangle, the first at its left edge.
struct LiveLine: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1 else { return path }
        let step = rect.width / Double(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: rect.minX + step * Double(index), y: rect.maxY - rect.height * value)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}
