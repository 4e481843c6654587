import Glibc
@testable import PanelBase
@testable import PanelUI

/// cairo (libcairo.so.2, opened at run time) drawing a path's coverage into an A8 image:
/// the reference the path rasterizer is compared with. Nil where cairo is not installed.
final class CairoReference: @unchecked Sendable {
    typealias Context = OpaquePointer
    // Only read after opening: no state changes.
    private let handle: UnsafeMutableRawPointer
    func function<T>(_ name: String, as type: T.Type) -> T {
        unsafeBitCast(dlsym(handle, name)!, to: type)
    }

    static let shared = CairoReference()
    static var isAvailable: Bool { shared != nil }

    private init?() {
        guard let handle = dlopen("libcairo.so.2", RTLD_NOW) else { return nil }
        self.handle = handle
    }

    /// cairo samples 15 rows a pixel where edges start or end (up to 8 levels off on a
    /// level edge): the reference is drawn this many times larger and each square of
    /// pixels averaged.
    static let scale = 4

    /// The coverage (0...255 a pixel, rows of `width`) of `path` filled by `rule`, or
    /// stroked in `stroke`.
    func coverage(of path: Path, width: Int, height: Int, rule: PathFillRule = .nonZero, stroke: StrokeStyle? = nil) -> [UInt8] {
        let create = function("cairo_image_surface_create", as: (@convention(c) (Int32, Int32, Int32) -> OpaquePointer).self)
        let scale = CairoReference.scale
        let surface = create(2, Int32(width * scale), Int32(height * scale))   // CAIRO_FORMAT_A8
        let cr = function("cairo_create", as: (@convention(c) (OpaquePointer) -> Context).self)(surface)
        function("cairo_scale", as: (@convention(c) (Context, Double, Double) -> Void).self)(cr, Double(scale), Double(scale))
        typealias SetInt = @convention(c) (Context, Int32) -> Void
        typealias SetDouble = @convention(c) (Context, Double) -> Void
        typealias XY = @convention(c) (Context, Double, Double) -> Void
        let moveTo = function("cairo_move_to", as: XY.self), lineTo = function("cairo_line_to", as: XY.self)
        let curveTo = function("cairo_curve_to", as: (@convention(c) (Context, Double, Double, Double, Double, Double, Double) -> Void).self)
        let close = function("cairo_close_path", as: (@convention(c) (Context) -> Void).self)
                // Curves divided within 1/1000 px (cairo's default is 1/10 px, 25 levels of coverage).
        function("cairo_set_tolerance", as: SetDouble.self)(cr, 0.001)
        var current = CGPoint.zero
        path.forEach { element in
            switch element {
            case .move(let p): moveTo(cr, p.x, p.y); current = p
            case .line(let p): lineTo(cr, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                curveTo(cr, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                        p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2): curveTo(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath: close(cr)
            }
        }
        if let stroke {
            function("cairo_set_line_width", as: SetDouble.self)(cr, stroke.lineWidth)
            function("cairo_set_line_cap", as: SetInt.self)(cr, stroke.lineCap.rawValue)
            function("cairo_set_line_join", as: SetInt.self)(cr, stroke.lineJoin.rawValue)
            function("cairo_set_miter_limit", as: SetDouble.self)(cr, stroke.miterLimit)
            function("cairo_stroke", as: (@convention(c) (Context) -> Void).self)(cr)
        } else {
            function("cairo_set_fill_rule", as: SetInt.self)(cr, rule == .evenOdd ? 1 : 0)
            function("cairo_fill", as: (@convention(c) (Context) -> Void).self)(cr)
        }
        function("cairo_surface_flush", as: (@convention(c) (OpaquePointer) -> Void).self)(surface)
        let data = function("cairo_image_surface_get_data", as: (@convention(c) (OpaquePointer) -> UnsafeMutablePointer<UInt8>).self)(surface)
        let stride = Int(function("cairo_image_surface_get_stride", as: (@convention(c) (OpaquePointer) -> Int32).self)(surface))
        var result = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0
                for dy in 0..<scale { for dx in 0..<scale { sum += Int(data[(y * scale + dy) * stride + x * scale + dx]) } }
                result[y * width + x] = UInt8((sum + scale * scale / 2) / (scale * scale))
            }
        }
        function("cairo_destroy", as: (@convention(c) (Context) -> Void).self)(cr)
        function("cairo_surface_destroy", as: (@convention(c) (OpaquePointer) -> Void).self)(surface)
        return result
    }
}
