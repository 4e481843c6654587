// chart-bench: what a Swift Charts line chart of many points costs a frame on Panel, in a
// release build: the first frame (bodies, layout, display list, the whole screen drawn)
// and a reading appended (the oldest dropped: the chart's data changes, its frame is
// redrawn), each as p50/p99 over repeated runs, next to the 60 Hz frame budget.
// Run: swift run -c release chart-bench [POINTS] [WIDTHxHEIGHT] [FIRST-FRAME RUNS] [APPENDS]
// (fewer runs under callgrind: `valgrind --tool=callgrind .build/release/chart-bench 10000 800x480 1 10`)
import Charts
import Foundation
import Glibc
import Panel
import SwiftUI

struct Sample: Identifiable {
    let index: Int
    let time: Date
    let value: Double
    var id: Int { index }

    /// A reading every 10 s from a fixed date: two slow waves and a repeating ripple.
    static func reading(_ index: Int) -> Sample {
        let t = Double(index)
        let ripple = Double((index &* 1_103_515_245 &+ 12_345) >> 16 & 0xFF) / 255
        return Sample(index: index, time: Date(timeIntervalSince1970: 1_782_000_000 + t * 10),
                      value: 20 + 4 * sin(t / 700) + 1.5 * sin(t / 90) + 0.6 * (ripple - 0.5))
    }
}

@Observable @MainActor final class Series {
    var samples: [Sample]
    init(count: Int) { samples = (0..<count).map(Sample.reading) }
    func append() {
        samples.append(Sample.reading(samples[samples.count - 1].index + 1))
        samples.removeFirst()
    }
}

struct LongChart: View {
    let series: Series
    var body: some View {
        Chart {
            ForEach(series.samples) { sample in
                AreaMark(x: .value("Time", sample.time), yStart: .value("Floor", 14), yEnd: .value("°C", sample.value))
                    .foregroundStyle(Color.orange.opacity(0.3))
                LineMark(x: .value("Time", sample.time), y: .value("°C", sample.value))
                    .foregroundStyle(Color.orange)
            }
        }
        .chartYScale(domain: 14...28)
        .padding(12)
        .environment(\.timeZone, TimeZone(secondsFromGMT: 0)!)
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

func nanoseconds() -> Int64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_nsec)
}

/// Nearest rank, as panel-app bench reports.
func percentile(_ sorted: [Int64], _ p: Int) -> Int64 { sorted[max(1, (p * sorted.count + 99) / 100) - 1] }
func ms(_ ns: Int64) -> String { String(format: "%.3f", Double(ns) / 1e6) }
func summary(_ name: String, update: [Int64], render: [Int64]) {
    let total = zip(update, render).map { $0 + $1 }.sorted()
    let u = update.sorted(), r = render.sorted()
    print("\(name): n=\(total.count) update p50=\(ms(percentile(u, 50))) p99=\(ms(percentile(u, 99))) "
          + "render p50=\(ms(percentile(r, 50))) p99=\(ms(percentile(r, 99))) "
          + "frame p50=\(ms(percentile(total, 50))) p99=\(ms(percentile(total, 99))) ms (budget 16.667 ms at 60 Hz)")
}

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
let size = (arguments.count > 2 ? arguments[2] : "800x480").split(separator: "x").compactMap { Int($0) }
let (width, height) = (size.first ?? 800, size.last ?? 480)
let firstRuns = max(1, arguments.count > 3 ? Int(arguments[3]) ?? 20 : 20)
let appends = max(1, arguments.count > 4 ? Int(arguments[4]) ?? 120 : 120)

MainActor.assumeIsolated {
    let fonts = try! FontSet.loadDefault()
    func makeRenderer() -> DisplayListRenderer { DisplayListRenderer(fonts: fonts, background: PixelColor(red: 16, green: 20, blue: 24)) }
    let surface = Surface(width: width, height: height)

    // The first frame, in a new host and renderer each time.
    var firstUpdate: [Int64] = [], firstRender: [Int64] = []
    var pathPoints = 0
    for _ in 0..<firstRuns {
        let series = Series(count: count)
        let host = ViewHost(rootView: LongChart(series: series), width: width, height: height, textMeasurer: fonts)
        // A new renderer: no coverage recorded by the runs before is replayed.
        let renderer = makeRenderer()
        let start = nanoseconds()
        let frame = host.update(at: MonotonicTime(seconds: 1))
        let updated = nanoseconds()
        renderer.draw(frame.displayList, into: surface, region: frame.damage)
        firstRender.append(nanoseconds() - updated)
        firstUpdate.append(updated - start)
        pathPoints = frame.displayList.entries.reduce(0) { total, entry in
            if case .path(let item) = entry.item { total + item.geometry.elements.count } else { total }
        }
    }
    print("chart of \(count) points (LineMark + AreaMark over dates) at \(width)x\(height); "
          + "path elements in the display list: \(pathPoints)")
    summary("first frame", update: firstUpdate, render: firstRender)

    // Appending: one host, a reading at every frame.
    let series = Series(count: count)
    let host = ViewHost(rootView: LongChart(series: series), width: width, height: height, textMeasurer: fonts)
    let renderer = makeRenderer()
    let first = host.update(at: MonotonicTime(seconds: 1))
    renderer.draw(first.displayList, into: surface, region: first.damage)
    var appendUpdate: [Int64] = [], appendRender: [Int64] = []
    for step in 1...appends {
        series.append()
        let start = nanoseconds()
        let frame = host.update(at: MonotonicTime(seconds: 1) + Int64(step) * 16_666_667)
        let updated = nanoseconds()
        renderer.draw(frame.displayList, into: surface, region: frame.damage)
        appendRender.append(nanoseconds() - updated)
        appendUpdate.append(updated - start)
    }
    summary("a reading appended", update: appendUpdate, render: appendRender)
}
