import PanelBase

/// Rectangles, rounded rectangles, ellipses and arcs, as Core Graphics adds them (each
/// a subpath of its own, turning clockwise on screen from its first point).
extension Path {
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// The rectangle from its top-left corner, clockwise on screen, closed.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var figure = Path()
        figure.addLines([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                         CGPoint(x: r.minX, y: r.maxY)])
        figure.closeSubpath()
        addPath(figure, transform: transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A rectangle with its corners rounded by quarter ellipses `cornerSize` (each no more
    /// than half the side), from the end of its top-left corner, clockwise on screen.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = Swift.min(Swift.max(cornerSize.width, 0), r.width / 2)
        let ry = Swift.min(Swift.max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        let k = Path.quarterArcHandle
        var figure = Path()
        figure.move(to: CGPoint(x: r.minX + rx, y: r.minY))
        figure.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        figure.addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + rx * k, y: r.minY),
                        control2: CGPoint(x: r.maxX, y: r.minY + ry - ry * k))
        figure.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        figure.addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + ry * k),
                        control2: CGPoint(x: r.maxX - rx + rx * k, y: r.maxY))
        figure.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        figure.addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - rx * k, y: r.maxY),
                        control2: CGPoint(x: r.minX, y: r.maxY - ry + ry * k))
        figure.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        figure.addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - ry * k),
                        control2: CGPoint(x: r.minX + rx - rx * k, y: r.minY))
        figure.closeSubpath()
        addPath(figure, transform: transform)
    }

    /// The ellipse inscribed in `rect`, from its 3 o'clock point, clockwise on screen (as
    /// `Circle().trim(from:to:)` runs), in four cubic curves.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let k = Path.quarterArcHandle
        var figure = Path()
        figure.move(to: CGPoint(x: r.maxX, y: cy))
        figure.addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ry * k),
                        control2: CGPoint(x: cx + rx * k, y: r.maxY))
        figure.addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - rx * k, y: r.maxY),
                        control2: CGPoint(x: r.minX, y: cy + ry * k))
        figure.addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ry * k),
                        control2: CGPoint(x: cx - rx * k, y: r.minY))
        figure.addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + rx * k, y: r.minY),
                        control2: CGPoint(x: r.maxX, y: cy - ry * k))
        figure.closeSubpath()
        addPath(figure, transform: transform)
    }

    /// The distance of a cubic's control points from its ends that best draws a quarter
    /// circle of radius 1: 4/3·(√2 − 1).
    static let quarterArcHandle = 0.552_284_749_830_793_4
}

extension CGRect {
    /// The same rectangle with a non-negative width and height.
    public var standardized: CGRect {
        CGRect(x: Swift.min(minX, maxX), y: Swift.min(minY, maxY), width: Swift.abs(width), height: Swift.abs(height))
    }
}
