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

/// The text renderer, or why there is none (no font on this machine).
let textRenderer: Result<TextRenderer, Error> = Result { try TextRenderer() }
let label = "Greenhouse temp 21 C"  // 20 glyphs

/// A demo-like frame: background, a card, four buttons with shadows and labels, a toggle.
@MainActor func drawScene(_ canvas: RasterCanvas, width: Int, height: Int, cache: ShadowMaskCache) {
    let scale = width >= 1920 ? 2 : 1
    func px(_ v: Int) -> Fixed { Fixed(v * scale) }
    canvas.fill(PixelRect(x: 0, y: 0, width: width, height: height), color: PixelColor(red: 242, green: 242, blue: 247))
    let card = RoundedShape.roundedRectangle(FixedRect(x: px(20), y: px(20), width: px(760), height: px(440)), cornerRadius: px(16))
    canvas.drawShadow(of: card, color: PixelColor(red: 0, green: 0, blue: 0, alpha: 40), radius: px(10), offset: FixedPoint(x: .zero, y: px(4)), cache: cache, coveredByOpaqueShape: true)
    canvas.fill(card, color: .white)
    for i in 0..<4 {
        let rect = FixedRect(x: Fixed(raw: px(60 + i * 170).raw + 13), y: px(80), width: px(150), height: px(60))
        let button = RoundedShape.roundedRectangle(rect, cornerRadius: px(12))
        canvas.drawShadow(of: button, color: PixelColor(red: 0, green: 0, blue: 0, alpha: 70), radius: px(6), offset: FixedPoint(x: .zero, y: px(3)), cache: cache, coveredByOpaqueShape: true)
        canvas.fill(button, color: i == 1 ? PixelColor(red: 0, green: 122, blue: 255) : PixelColor(red: 229, green: 229, blue: 234))
        canvas.stroke(button, lineWidth: Fixed(scale), color: PixelColor(red: 0, green: 0, blue: 0, alpha: 30))
        if case .success(let text) = textRenderer {
            text.draw("Button \(i + 1)", size: px(17), baselineOrigin: FixedPoint(x: rect.minX + px(40), y: rect.minY + px(37)),
                      color: i == 1 ? .white : .black, into: canvas.surface, clip: canvas.clip)
        }
    }
    // A toggle: capsule track and a knob with its shadow.
    let track = RoundedShape.capsule(in: FixedRect(x: px(60), y: px(200), width: px(51), height: px(31)))
    canvas.fill(track, color: PixelColor(red: 52, green: 199, blue: 89))
    let knob = RoundedShape.circle(in: FixedRect(x: Fixed(raw: px(82).raw + 21), y: px(202), width: px(27), height: px(27)))
    canvas.drawShadow(of: knob, color: PixelColor(red: 0, green: 0, blue: 0, alpha: 60), radius: px(2), offset: FixedPoint(x: .zero, y: px(1)), cache: cache, coveredByOpaqueShape: true)
    canvas.fill(knob, color: .white)
}

@MainActor func run(width: Int, height: Int) -> [Row] {
    let surface = Surface(width: width, height: height)
    let source = Surface(width: width, height: height)
    source.clear(to: PixelColor(red: 10, green: 20, blue: 30))
    let canvas = RasterCanvas(surface: surface)
    let background = PixelColor(red: 240, green: 240, blue: 245)
    let accent = PixelColor(red: 0, green: 122, blue: 255)
    var rows: [Row] = []

    let copy = median { surface.copy(surface.bounds, from: source) }
    rows.append(Row(name: "full-surface copy (memcpy)", ns: copy))
    rows.append(Row(name: "full-surface fill", ns: median { canvas.fill(surface.bounds, color: background) }))
    rows.append(Row(name: "full-surface blend (50% black)", ns: median {
        canvas.fill(surface.bounds, color: PixelColor(red: 0, green: 0, blue: 0, alpha: 128))
    }))

    let box = PixelRect(x: 100, y: 100, width: 200, height: 60)
    let rect = FixedRect(x: Fixed(raw: 100 * 64 + 13), y: Fixed(raw: 100 * 64 + 50), width: Fixed(200), height: Fixed(60))
    let button = RoundedShape.roundedRectangle(rect, cornerRadius: Fixed(12))
    let boxFill = median { canvas.fill(box, color: accent) }
    rows.append(Row(name: "200×60 plain fill (bounding box)", ns: boxFill))
    let firstFill = median { RasterCanvas(surface: surface).fill(button, color: accent) }
    rows.append(Row(name: "200×60 rounded rect r12, first fill", ns: firstFill,
                    note: "new canvas: samples counted, \(ratio(firstFill, boxFill)) of the box"))
    let roundedFill = median { canvas.fill(button, color: accent) }
    rows.append(Row(name: "200×60 rounded rect r12 fill", ns: roundedFill,
                    note: "replayed: \(ratio(roundedFill, boxFill)) of the plain box fill (target ≤ 2×)"))
    rows.append(Row(name: "200×60 rounded rect r12 fill 50%", ns: median {
        canvas.fill(button, color: PixelColor(red: 0, green: 122, blue: 255, alpha: 128))
    }))
    rows.append(Row(name: "200×60 rounded rect r12 stroke 2", ns: median { canvas.stroke(button, lineWidth: Fixed(2), color: accent) }))

    let shadowColor = PixelColor(red: 0, green: 0, blue: 0, alpha: 80)
    let shadowOffset = FixedPoint(x: .zero, y: Fixed(3))
    let firstShadow = median(runs: 21) {
        canvas.drawShadow(of: button, color: shadowColor, radius: Fixed(8), offset: shadowOffset, cache: ShadowMaskCache(),
                          coveredByOpaqueShape: true)
    }
    rows.append(Row(name: "its shadow r8, first draw", ns: firstShadow))
    let cache = ShadowMaskCache()
    let wholeShadow = median { canvas.drawShadow(of: button, color: shadowColor, radius: Fixed(8), offset: shadowOffset, cache: cache) }
    rows.append(Row(name: "its shadow r8, cached, whole mask", ns: wholeShadow,
                    note: "\(ratio(wholeShadow, roundedFill)) of the shape's fill"))
    let cachedShadow = median {
        canvas.drawShadow(of: button, color: shadowColor, radius: Fixed(8), offset: shadowOffset, cache: cache, coveredByOpaqueShape: true)
    }
    rows.append(Row(name: "its shadow r8, cached", ns: cachedShadow,
                    note: "skips what the shape covers: \(ratio(cachedShadow, roundedFill)) of its fill (target ≤ 3×)"))

    switch textRenderer {
    case .success(let text):
        let origin = FixedPoint(x: Fixed(raw: 100 * 64 + 21), y: Fixed(300))
        rows.append(Row(name: "20-glyph label, 17 px", ns: median {
            text.draw(label, size: Fixed(17), baselineOrigin: origin, color: .black, into: surface, clip: surface.bounds)
        }, note: "glyphs cached after the first draw"))
    case .failure(let error):
        rows.append(Row(name: "20-glyph label", ns: nil, note: "text unavailable: \(error)"))
    }

    let sceneCache = ShadowMaskCache()
    rows.append(Row(name: "demo scene (full frame)", ns: median { drawScene(canvas, width: width, height: height, cache: sceneCache) },
                    note: "card, 4 buttons with shadows and labels, toggle"))
    return rows
}

if CommandLine.arguments.dropFirst().first == "profile" {
    // A long loop of one operation, for `perf record`.
    let surface = Surface(width: 800, height: 480)
    let canvas = RasterCanvas(surface: surface)
    let rect = FixedRect(x: Fixed(raw: 100 * 64 + 13), y: Fixed(raw: 100 * 64 + 50), width: Fixed(200), height: Fixed(60))
    // Processor time, not wall time: this mode is for comparing code, not for the table.
    func cpu() -> Int {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return t.tv_sec * 1_000_000_000 + t.tv_nsec
    }
    let what = CommandLine.arguments.dropFirst(2).first ?? "rounded"
    if what == "scene" {
        let big = Surface(width: 1920, height: 1080)
        let cache = ShadowMaskCache()
        let start = cpu()
        for _ in 0..<100 { drawScene(RasterCanvas(surface: big), width: 1920, height: 1080, cache: cache) }
        print("scene 1920×1080: \((cpu() - start) / 100) ns of processor time")
        exit(0)
    }
    let start = cpu()
    for _ in 0..<(what == "shadowfirst" ? 500 : 20000) {
        switch what {
        case "box": canvas.fill(PixelRect(x: 100, y: 100, width: 200, height: 60), color: PixelColor(red: 0, green: 122, blue: 255))
        case "rect": canvas.fill(RoundedShape.rectangle(rect), color: PixelColor(red: 0, green: 122, blue: 255))
        case "rect0": canvas.fill(RoundedShape.rectangle(FixedRect(x: 100, y: 100, width: 200, height: 60)), color: PixelColor(red: 0, green: 122, blue: 255))
        case "rounded0": canvas.fill(RoundedShape.roundedRectangle(FixedRect(x: 100, y: 100, width: 200, height: 60), cornerRadius: Fixed(12)), color: PixelColor(red: 0, green: 122, blue: 255))
        case "counted":  // clipped by a pixel, so never recorded: samples counted every time
            canvas.withClip(PixelRect(x: 0, y: 0, width: 300, height: 480)) {
                canvas.fill(RoundedShape.roundedRectangle(rect, cornerRadius: Fixed(12)), color: PixelColor(red: 0, green: 122, blue: 255))
            }
        case "shadowfirst":
            canvas.drawShadow(of: RoundedShape.roundedRectangle(rect, cornerRadius: Fixed(12)), color: PixelColor(red: 0, green: 0, blue: 0, alpha: 80),
                              radius: Fixed(8), offset: FixedPoint(x: .zero, y: Fixed(3)), cache: ShadowMaskCache(), coveredByOpaqueShape: true)
        case "stroke": canvas.stroke(RoundedShape.roundedRectangle(rect, cornerRadius: Fixed(12)), lineWidth: Fixed(2), color: PixelColor(red: 0, green: 122, blue: 255))
        default: canvas.fill(RoundedShape.roundedRectangle(rect, cornerRadius: Fixed(12)), color: PixelColor(red: 0, green: 122, blue: 255))
        }
    }
    print("\(what): \((cpu() - start) / (what == "shadowfirst" ? 500 : 20000)) ns of processor time")
    exit(0)
}

print("raster-bench: median of repeated runs, wall clock (CLOCK_MONOTONIC)")
for (width, height) in [(800, 480), (1920, 1080)] {
    let rows = run(width: width, height: height)
    let base = rows[0].ns ?? 1
    print("\n\(width)×\(height)")
    print(pad("operation", 38) + pad("median", 12, right: true) + pad("÷ memcpy", 10, right: true) + "  note")
    for row in rows {
        if let ns = row.ns {
            print(pad(row.name, 38) + pad(microseconds(ns), 12, right: true) + pad(ratio(ns, base), 10, right: true) + "  " + row.note)
        } else {
            print(pad(row.name, 38) + pad("—", 12, right: true) + pad("—", 10, right: true) + "  " + row.note)
        }
    }
}
