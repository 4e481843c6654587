import FuzzSupport
import Panel

/// Paths: bytes decoded into path commands (moves, lines, curves, arcs, figures, closes),
/// a transform, a fill rule and a stroke style (width, cap, join, miter limit, dashes),
/// then measured, trimmed, stroked and rasterised (filled by both rules and stroked)
/// into a small surface. Nothing may trap, and every pixel stays premultiplied.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = PathFuzzBytes(Array(UnsafeBufferPointer(start: data, count: size)))
    var path = Path()
    var commands = 0
    while !bytes.isEmpty, commands < 200 {
        commands += 1
        switch bytes.byte() % 10 {
        case 0: path.move(to: bytes.point())
        case 1: path.addLine(to: bytes.point())
        case 2: path.addQuadCurve(to: bytes.point(), control: bytes.point())
        case 3: path.addCurve(to: bytes.point(), control1: bytes.point(), control2: bytes.point())
        case 4: path.addArc(center: bytes.point(), radius: bytes.number(), startAngle: .radians(bytes.number()),
                            endAngle: .radians(bytes.number()), clockwise: bytes.byte() & 1 == 0)
        case 5: path.addArc(tangent1End: bytes.point(), tangent2End: bytes.point(), radius: bytes.number())
        case 6: path.addRoundedRect(in: CGRect(origin: bytes.point(), size: CGSize(width: bytes.number(), height: bytes.number())),
                                    cornerSize: CGSize(width: bytes.number(), height: bytes.number()))
        case 7: path.addEllipse(in: CGRect(origin: bytes.point(), size: CGSize(width: bytes.number(), height: bytes.number())))
        case 8: path.addRelativeArc(center: bytes.point(), radius: bytes.number(), startAngle: .radians(bytes.number()),
                                    delta: .radians(bytes.number()))
        default: path.closeSubpath()
        }
    }
    let transform = CGAffineTransform(a: bytes.number() / 16, b: bytes.number() / 16, c: bytes.number() / 16,
                                      d: bytes.number() / 16, tx: bytes.number(), ty: bytes.number())
    let placed = bytes.byte() & 1 == 0 ? path : path.applying(transform)
    let caps: [CGLineCap] = [.butt, .round, .square], joins: [CGLineJoin] = [.miter, .round, .bevel]
    let style = StrokeStyle(lineWidth: bytes.number(), lineCap: caps[Int(bytes.byte()) % 3], lineJoin: joins[Int(bytes.byte()) % 3],
                            miterLimit: bytes.number(), dash: (0..<Int(bytes.byte() % 5)).map { _ in bytes.number() },
                            dashPhase: bytes.number())
    _ = placed.boundingRect
    _ = placed.contains(bytes.point(), eoFill: bytes.byte() & 1 == 0)
    _ = placed.trimmedPath(from: bytes.number() / 64, to: bytes.number() / 64)
    _ = placed.strokedPath(style)

    // Drawn as a view, through the display list and the renderer, as an app draws it.
    let eoFill = bytes.byte() & 1 == 0
    MainActor.assumeIsolated {
        let view = ZStack {
            placed.fill(Color.purple, style: FillStyle(eoFill: eoFill))
            placed.stroke(Color.orange.opacity(0.7), style: style)
            placed.trim(from: 0.2, to: 0.7).stroke(Color.blue, lineWidth: 2)
        }
        .frame(width: 20, height: 15)
        let host = ViewHost(rootView: view, width: 24, height: 18)
        host.update()
        let surface = Surface(width: 24, height: 18)
        DisplayListRenderer(fonts: nil).draw(host.displayList, into: surface, region: [surface.bounds])
        for y in 0..<surface.height {
            let row = surface.row(y)
            for x in 0..<surface.width {
                let p = PixelColor(argb: row[x])
                fuzzRequire(p.red <= p.alpha && p.green <= p.alpha && p.blue <= p.alpha, "pixel (\(x), \(y)) \(p) not premultiplied")
            }
        }
    }
    return 0
}

/// Reads the fuzzer's bytes as commands and numbers (zero once they run out).
struct PathFuzzBytes {
    private let bytes: [UInt8]
    private var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var isEmpty: Bool { index >= bytes.count }
    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    /// A number from two bytes: mostly on screen (−64...448 in 1/64 steps), sometimes huge,
    /// infinite or not a number.
    mutating func number() -> Double {
        let raw = Int(byte()) << 8 | Int(byte())
        switch raw >> 13 {
        case 7: return [Double.infinity, -Double.infinity, Double.nan, 1e300, -1e300, 1e12, 0, 4096][raw & 7]
        default: return Double(raw & 0x7fff) / 64 - 64
        }
    }
    mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }
}
