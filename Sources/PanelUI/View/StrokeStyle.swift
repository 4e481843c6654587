import PanelBase

/// How a shape's outline is stroked. Panel draws the line's width and its ends (`lineCap`
/// on trimmed circles); joins, miter limits and dashes are kept but not drawn.
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

extension Shape {
    /// Draws the shape's outline with `content`, in `style`, centred on its edge.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: content, lineWidth: style.lineWidth, roundCaps: style.lineCap == .round)
    }

    /// Draws the shape's outline in the foreground colour, in `style`.
    public func stroke(style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), lineWidth: style.lineWidth, roundCaps: style.lineCap == .round)
    }

    /// Draws the shape's outline in the foreground colour, `lineWidth` wide.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), lineWidth: lineWidth)
    }
}
