import PanelBase

/// The outline of a 2D shape, as SwiftUI's `Path`: subpaths of lines and Bézier curves,
/// open or closed, in logical pixels with y pointing down. A custom `Shape` returns one
/// from `path(in:)`; Panel converts it to 1/64 px once, when it is drawn.
public struct Path: Equatable, Sendable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    package var elements: [Element] = []
    /// Where the subpath open now started (where closing it goes back to).
    private var subpathStart: CGPoint?

    public init() {}

    public init(_ callback: (inout Path) -> ()) {
        self.init()
        callback(&self)
    }

    package init(elements: [Element]) {
        for element in elements { append(element) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path: the end of its last element, or where its last subpath
    /// started once closed; nil when empty.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return subpathStart
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }

    /// Adds an element, keeping where the subpath started. A line or curve with no point
    /// before it starts at its own end point (as Core Graphics' paths do, which need a
    /// current point to draw from); a close with no open subpath adds nothing.
    package mutating func append(_ element: Element) {
        switch element {
        case .move(let p):
            // A move after a move replaces it.
            if case .move = elements.last { elements.removeLast() }
            subpathStart = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
            if elements.isEmpty {
                elements.append(.move(to: p))
                subpathStart = p
            } else if case .closeSubpath = elements.last, let start = subpathStart {
                elements.append(.move(to: start))
            }
        case .closeSubpath:
            guard let last = elements.last else { return }
            if case .closeSubpath = last { return }
        }
        elements.append(element)
    }

    public mutating func move(to end: CGPoint) { append(.move(to: end)) }
    public mutating func addLine(to end: CGPoint) { append(.line(to: end)) }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { append(.quadCurve(to: end, control: control)) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: end, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { append(.closeSubpath) }

    /// A move to the first point, then lines through the rest.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds `path`'s elements, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements { append(element) }
    }
}

extension Path {
    /// A path of the transformed elements.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var copy = self
        copy.elements = elements.map { $0.applying(transform) }
        copy.subpathStart = subpathStart?.applying(transform)
        return copy
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path.Element {
    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): .move(to: p.applying(t))
        case .line(let p): .line(to: p.applying(t))
        case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}
