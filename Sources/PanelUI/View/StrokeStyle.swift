import PanelBase

/// How a shape's outline is stroked: the line's width, its ends, its corners (mitred up
/// to `miterLimit` line widths, then bevelled) and dashes (`dash` lengths on and off in
/// turn, from `dashPhase` into the pattern).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A shape view's stroke style, when one was given, compares itself: its dash pattern is
/// an array, which the byte comparison of view values cannot read, and without this every
/// shape view would count as changed each time its parent is evaluated.
extension Optional: ComparesOwnValue where Wrapped == StrokeStyle {
    nonisolated static func isSameValue(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: StrokeStyle?.self).pointee == b.assumingMemoryBound(to: StrokeStyle?.self).pointee
    }
}

extension Shape {
    /// Draws the shape's outline with `content`, in `style`, centred on its edge.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: content, lineWidth: style.lineWidth, roundCaps: style.lineCap == .round, strokeStyle: style)
    }

    /// Draws the shape's outline in the foreground colour, in `style`.
    public func stroke(style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), lineWidth: style.lineWidth, roundCaps: style.lineCap == .round,
                   strokeStyle: style)
    }

    /// Draws the shape's outline in the foreground colour, `lineWidth` wide.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), lineWidth: lineWidth)
    }
}
