import Panel

/// `--plot FILE.png`: for every run, a frame-time timeline (each frame a bar, split into
/// update+layout, render and present) and a histogram of frame times, with axis labels,
/// the refresh interval and the full-surface memcpy marked. Drawn with Panel's own
/// RasterCanvas, TextRenderer and PNGEncoder, so the same report always gives the same bytes.
struct BenchPlot {
    static let width = 1400
    static let rowHeight = 300
    static let headerHeight = 40

    static let background = PixelColor(red: 255, green: 255, blue: 255)
    static let ink = PixelColor(red: 30, green: 30, blue: 30)
    static let grid = PixelColor(red: 225, green: 225, blue: 225)
    static let updateColor = PixelColor(red: 66, green: 133, blue: 244)
    static let renderColor = PixelColor(red: 251, green: 140, blue: 0)
    static let presentColor = PixelColor(red: 52, green: 168, blue: 83)
    static let refreshColor = PixelColor(red: 220, green: 40, blue: 40)
    static let memcpyColor = PixelColor(red: 120, green: 120, blue: 120)

    let text: TextRenderer

    /// A plotter drawing its labels with DejaVu Sans (FontFace.defaultPath).
    init() throws { text = try TextRenderer() }

    /// The picture of `report`, one row per run.
    func draw(_ report: BenchReport) -> Surface {
        let height = BenchPlot.headerHeight + Swift.max(1, report.runs.count) * BenchPlot.rowHeight
        let surface = Surface(width: BenchPlot.width, height: height)
        surface.clear(to: BenchPlot.background)
        let canvas = RasterCanvas(surface: surface)
        label(canvas, "panel-app bench: \(report.display), \(report.clock) clock, \(report.build) build, \(report.renderer)", x: 16, y: 26, size: 16)
        legend(canvas, x: 1000, y: 26)
        if report.runs.isEmpty { label(canvas, "no runs", x: 16, y: 80, size: 14) }
        for (index, run) in report.runs.enumerated() {
            let top = BenchPlot.headerHeight + index * BenchPlot.rowHeight
            drawRow(run, canvas: canvas, top: top)
        }
        return surface
    }

    /// Draws `report` and writes it as PNG.
    func write(_ report: BenchReport, to path: String) throws(ImageFileError) {
        try PNGEncoder.write(draw(report), to: path)
    }

    // MARK: One run

    private func drawRow(_ run: BenchRun, canvas: RasterCanvas, top: Int) {
        let frame = run.phase(.frame) ?? .empty
        let title = "\(run.key) · \(run.frameCount) frames · p50 \(BenchTable.ms(frame.p50)) p99 \(BenchTable.ms(frame.p99)) ms · \(run.missedRefreshes) missed"
        label(canvas, title, x: 16, y: top + 22, size: 14)
        let plotTop = top + 36, plotHeight = BenchPlot.rowHeight - 80
        let timeline = PixelRect(x: 60, y: plotTop, width: 800, height: plotHeight)
        let histogram = PixelRect(x: 1045, y: plotTop, width: 330, height: plotHeight)
        let samples = run.samples
        let slowest = samples.map(\.total).max() ?? 0
        let yMax = BenchPlot.niceCeiling(Swift.max(slowest, run.refreshInterval) + Swift.max(slowest, run.refreshInterval) / 10)

        // Timeline: frame index across, time up.
        axes(canvas, timeline, yMax: yMax, xLabel: "frame", xMax: samples.count)
        for (i, sample) in samples.enumerated() {
            let x0 = timeline.x + i * timeline.width / Swift.max(1, samples.count)
            let x1 = Swift.max(x0 + 1, timeline.x + (i + 1) * timeline.width / Swift.max(1, samples.count) - (samples.count < 200 ? 1 : 0))
            var below: Int64 = 0
            for (value, color) in [(sample.updateLayout, BenchPlot.updateColor), (sample.render, BenchPlot.renderColor),
                                   (sample.present, BenchPlot.presentColor)] {
                let y0 = yPixel(below, timeline, yMax), y1 = yPixel(below + value, timeline, yMax)
                if y0 > y1 { canvas.fill(PixelRect(x: x0, y: y1, width: x1 - x0, height: y0 - y1), color: color) }
                below += value
            }
        }
        if samples.isEmpty { label(canvas, "no frames drawn", x: timeline.x + 20, y: timeline.y + 30, size: 14) }
        marker(canvas, timeline, value: run.refreshInterval, yMax: yMax, color: BenchPlot.refreshColor,
               text: "refresh \(BenchTable.shortMs(run.refreshInterval)) ms")
        marker(canvas, timeline, value: run.floor.memcpyNanoseconds, yMax: yMax, color: BenchPlot.memcpyColor,
               text: "memcpy \(BenchTable.shortMs(run.floor.memcpyNanoseconds)) ms", dashed: true)

        // Histogram: frame time across, count up.
        let bins = 36
        var counts = [Int](repeating: 0, count: bins)
        for sample in samples {
            let bin = Int(Swift.min(Int64(bins - 1), sample.total * Int64(bins) / Swift.max(1, yMax)))
            counts[Swift.max(0, bin)] += 1
        }
        let tallest = counts.max() ?? 0
        histogramAxes(canvas, histogram, yMax: yMax, tallest: tallest)
        for (bin, count) in counts.enumerated() where count > 0 {
            let x0 = histogram.x + bin * histogram.width / bins
            let x1 = histogram.x + (bin + 1) * histogram.width / bins - 1
            let h = Swift.max(1, count * histogram.height / Swift.max(1, tallest))
            canvas.fill(PixelRect(x: x0, y: histogram.maxY - h, width: Swift.max(1, x1 - x0), height: h), color: BenchPlot.updateColor)
        }
        if run.refreshInterval <= yMax {
            let x = histogram.x + Int(run.refreshInterval * Int64(histogram.width) / Swift.max(1, yMax))
            canvas.fill(PixelRect(x: x, y: histogram.y, width: 2, height: histogram.height), color: BenchPlot.refreshColor)
        }
    }

    // MARK: Axes and labels

    private func axes(_ canvas: RasterCanvas, _ area: PixelRect, yMax: Int64, xLabel: String, xMax: Int) {
        for tick in 0...4 {
            let value = yMax * Int64(tick) / 4
            let y = yPixel(value, area, yMax)
            canvas.fill(PixelRect(x: area.x, y: y, width: area.width, height: 1), color: BenchPlot.grid)
            label(canvas, BenchTable.shortMs(value), x: area.x - 48, y: y + 4, size: 11)
        }
        canvas.fill(PixelRect(x: area.x, y: area.y, width: 1, height: area.height + 1), color: BenchPlot.ink)
        canvas.fill(PixelRect(x: area.x, y: area.maxY, width: area.width, height: 1), color: BenchPlot.ink)
        // Under the top value, clear of the title above the plot.
        label(canvas, "ms", x: area.x - 48, y: area.y + 18, size: 11)
        for tick in 0...4 {
            let x = area.x + tick * area.width / 4
            canvas.fill(PixelRect(x: x, y: area.maxY, width: 1, height: 5), color: BenchPlot.ink)
            label(canvas, String(xMax * tick / 4), x: x - 8, y: area.maxY + 18, size: 11)
        }
        label(canvas, xLabel, x: area.x + area.width / 2 - 16, y: area.maxY + 36, size: 12)
    }

    private func histogramAxes(_ canvas: RasterCanvas, _ area: PixelRect, yMax: Int64, tallest: Int) {
        canvas.fill(PixelRect(x: area.x, y: area.y, width: 1, height: area.height + 1), color: BenchPlot.ink)
        canvas.fill(PixelRect(x: area.x, y: area.maxY, width: area.width, height: 1), color: BenchPlot.ink)
        for tick in 0...2 {
            let x = area.x + tick * area.width / 2
            canvas.fill(PixelRect(x: x, y: area.maxY, width: 1, height: 5), color: BenchPlot.ink)
            label(canvas, BenchTable.shortMs(yMax * Int64(tick) / 2), x: x - 10, y: area.maxY + 18, size: 11)
        }
        label(canvas, "frame time (ms)", x: area.x + area.width / 2 - 44, y: area.maxY + 36, size: 12)
        label(canvas, "\(tallest)", x: area.x - 44, y: area.y + 10, size: 11)
        label(canvas, "0", x: area.x - 20, y: area.maxY + 4, size: 11)
        label(canvas, "frames", x: area.x - 62, y: area.y - 14, size: 11)
    }

    private func marker(_ canvas: RasterCanvas, _ area: PixelRect, value: Int64, yMax: Int64, color: PixelColor, text: String, dashed: Bool = false) {
        guard value > 0, value <= yMax else { return }
        let y = yPixel(value, area, yMax)
        var x = area.x
        while x < area.maxX {
            canvas.fill(PixelRect(x: x, y: y, width: dashed ? Swift.min(6, area.maxX - x) : area.maxX - x, height: 2), color: color)
            x += dashed ? 10 : area.width
        }
        label(canvas, text, x: area.maxX + 4, y: y + 4, size: 11, color: color)
    }

    private func legend(_ canvas: RasterCanvas, x: Int, y: Int) {
        var left = x
        for (name, color) in [("update+layout", BenchPlot.updateColor), ("render", BenchPlot.renderColor), ("present", BenchPlot.presentColor)] {
            canvas.fill(PixelRect(x: left, y: y - 11, width: 12, height: 12), color: color)
            label(canvas, name, x: left + 16, y: y, size: 12)
            left += 30 + name.count * 8
        }
    }

    private func label(_ canvas: RasterCanvas, _ string: String, x: Int, y: Int, size: Int, color: PixelColor = BenchPlot.ink) {
        canvas.drawText(string, with: text, size: Fixed(size), baselineOrigin: FixedPoint(x: Fixed(x), y: Fixed(y)), color: color)
    }

    private func yPixel(_ value: Int64, _ area: PixelRect, _ yMax: Int64) -> Int {
        let clamped = Swift.min(Swift.max(0, value), yMax)
        return area.maxY - Int(clamped * Int64(area.height) / Swift.max(1, yMax))
    }

    /// The smallest 1, 2 or 5 × 10^k nanoseconds at or above `value` (axis maximum).
    static func niceCeiling(_ value: Int64) -> Int64 {
        var step: Int64 = 1
        while true {
            for factor: Int64 in [1, 2, 5] where step * factor >= value { return step * factor }
            step *= 10
        }
    }
}
