// raster-bench: median times of the raster layer's hot paths, as a table with each time
// also given as a ratio to a full-surface memcpy measured in the same run.
// Run: swift run -c release raster-bench
import Glibc
import Panel

func nanoseconds() -> Int {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return t.tv_sec * 1_000_000_000 + t.tv_nsec
}

/// The median of `runs` timings of `body`, in nanoseconds, after a warm-up call.
func median(runs: Int = 51, _ body: () -> Void) -> Int {
    body()
    var times: [Int] = []
    times.reserveCapacity(runs)
    for _ in 0..<runs {
        let start = nanoseconds()
        body()
        times.append(nanoseconds() - start)
    }
    times.sort()
    return times[runs / 2]
}

func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - s.count))
    return right ? fill + s : s + fill
}

func microseconds(_ ns: Int) -> String {
    let tenths = (ns + 50) / 100
    return "\(tenths / 10).\(tenths % 10) µs"
}

func ratio(_ ns: Int, _ base: Int) -> String {
    let hundredths = (ns * 100 + base / 2) / max(1, base)
    let frac = hundredths % 100
    return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)×"
}

struct Row {
    var name: String
    var ns: Int?
    var note: String = ""
}

func run(width: Int, height: Int) -> [Row] {
    let surface = Surface(width: width, height: height)
    let source = Surface(width: width, height: height)
    source.clear(to: PixelColor(red: 10, green: 20, blue: 30))
    let canvas = Canvas(surface: surface)
    let background = PixelColor(red: 240, green: 240, blue: 245)
    let accent = PixelColor(red: 0, green: 122, blue: 255)
    var rows: [Row] = []

    let copy = median { surface.copy(surface.bounds, from: source) }
    rows.append(Row(name: "full-surface copy (memcpy)", ns: copy))
    rows.append(Row(name: "full-surface fill", ns: median { canvas.fill(surface.bounds, color: background) }))
    rows.append(Row(name: "full-surface blend (50% colour)", ns: median {
        canvas.fill(surface.bounds, color: PixelColor(red: 0, green: 0, blue: 0, alpha: 128))
    }))

    let box = PixelRect(x: 100, y: 100, width: 200, height: 60)
    let rect = FixedRect(x: Fixed(raw: 100 * 64 + 13), y: Fixed(raw: 100 * 64 + 50), width: Fixed(200), height: Fixed(60))
    let button = RoundedShape.roundedRectangle(rect, cornerRadius: Fixed(12))
    let boxFill = median { canvas.fill(box, color: accent) }
    rows.append(Row(name: "200×60 plain fill (bounding box)", ns: boxFill))
    let roundedFill = median { canvas.fill(button, color: accent) }
    rows.append(Row(name: "200×60 rounded rect r12 fill", ns: roundedFill,
                    note: "\(ratio(roundedFill, boxFill)) of plain box (target ≤ 2×)"))
    rows.append(Row(name: "200×60 rounded rect r12 fill 50%", ns: median {
        canvas.fill(button, color: PixelColor(red: 0, green: 122, blue: 255, alpha: 128))
    }))
    rows.append(Row(name: "200×60 rounded rect r12 stroke 2", ns: median { canvas.stroke(button, lineWidth: Fixed(2), color: accent) }))
    return rows
}

if CommandLine.arguments.dropFirst().first == "profile" {
    // A long loop of one operation, for `perf record`.
    let surface = Surface(width: 800, height: 480)
    let canvas = Canvas(surface: surface)
    let rect = FixedRect(x: Fixed(raw: 100 * 64 + 13), y: Fixed(raw: 100 * 64 + 50), width: Fixed(200), height: Fixed(60))
    // Processor time, not wall time: this mode is for comparing code, not for the table.
    func cpu() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return t.tv_sec * 1_000_000_000 + t.tv_nsec
    }
    let start = cpu()
    let what = CommandLine.arguments.dropFirst(2).first ?? "rounded"
    for _ in 0..<20000 {
        switch what {
        case "box": canvas.fill(PixelRect(x: 100, y: 100, width: 200, height: 60), color: PixelColor(red: 0, green: 122, blue: 255))
        case "rect": canvas.fill(RoundedShape.rectangle(rect), color: PixelColor(red: 0, green: 122, blue: 255))
        case "rect0": canvas.fill(RoundedShape.rectangle(FixedRect(x: 100, y: 100, width: 200, height: 60)), color: PixelColor(red: 0, green: 122, blue: 255))
        case "rounded0": canvas.fill(RoundedShape.roundedRectangle(FixedRect(x: 100, y: 100, width: 200, height: 60), cornerRadius: Fixed(12)), color: PixelColor(red: 0, green: 122, blue: 255))
        case "stroke": canvas.stroke(RoundedShape.roundedRectangle(rect, cornerRadius: Fixed(12)), lineWidth: Fixed(2), color: PixelColor(red: 0, green: 122, blue: 255))
        default: canvas.fill(RoundedShape.roundedRectangle(rect, cornerRadius: Fixed(12)), color: PixelColor(red: 0, green: 122, blue: 255))
        }
    }
    print("\(what): \((cpu() - start) / 20000) ns of processor time")
    exit(0)
}

for (width, height) in [(800, 480), (1920, 1080)] {
    let rows = run(width: width, height: height)
    let base = rows[0].ns ?? 1
    print("\n\(width)×\(height)")
    print(pad("operation", 40) + pad("median", 12, right: true) + pad("÷ memcpy", 10, right: true) + "  note")
    for row in rows {
        if let ns = row.ns {
            print(pad(row.name, 40) + pad(microseconds(ns), 12, right: true) + pad(ratio(ns, base), 10, right: true) + "  " + row.note)
        } else {
            print(pad(row.name, 40) + pad("—", 12, right: true) + pad("—", 10, right: true) + "  " + row.note)
        }
    }
}
