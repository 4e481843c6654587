import PanelBase

/// A geometric value (a rectangle, a point) in a view, handed up through a preference and
/// resolved by a `GeometryProxy` into the proxy's own coordinates: `proxy[anchor]`.
public struct Anchor<Value> {
    /// The value in screen coordinates (those of a geometry proxy's global frame).
    let screenValue: Value
    /// `screenValue` moved by an offset: how a proxy brings it into its coordinates.
    let moved: (Value, CGSize) -> Value

    /// What to make an anchor of, in a view's frame.
    public struct Source {
        let make: (_ screenFrame: CGRect) -> Anchor<Value>
        func anchor(in screenFrame: CGRect) -> Anchor<Value> { make(screenFrame) }
    }
}

// Immutable: a value, and closures that only move geometry (they capture other anchors'
// values and sources, immutable too).
extension Anchor: @unchecked Sendable {}
extension Anchor.Source: @unchecked Sendable {}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.screenValue == b.screenValue }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(screenValue) }
}

extension Anchor where Value == CGRect {
    /// A rectangle already on screen (a chart's plot area).
    package init(screenValue: CGRect) {
        self.init(screenValue: screenValue, moved: { $0.offsetBy(dx: $1.width, dy: $1.height) })
    }
}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            Anchor(screenValue: r.offsetBy(dx: frame.minX, dy: frame.minY), moved: { $0.offsetBy(dx: $1.width, dy: $1.height) })
        }
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in Anchor(screenValue: frame, moved: { $0.offsetBy(dx: $1.width, dy: $1.height) }) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(screenValue: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y),
                   moved: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
        }
    }

    /// A point at a unit position in the view (`.center` is (0.5, 0.5)).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(screenValue: CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height),
                   moved: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
        }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// Anchors of several sources at once, resolved to an array.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        make = { frame in
            let anchors = array.map { $0.anchor(in: frame) }
            return Anchor(screenValue: anchors.map(\.screenValue),
                          moved: { values, offset in zip(anchors, values).map { $0.moved($1, offset) } })
        }
    }

    /// An anchor that may be absent, resolved to an optional.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        make = { frame in
            guard let made = anchor?.anchor(in: frame) else { return Anchor(screenValue: nil, moved: { value, _ in value }) }
            return Anchor(screenValue: made.screenValue, moved: { value, offset in value.map { made.moved($0, offset) } })
        }
    }
}

extension GeometryProxy {
    /// The anchor's value in this proxy's coordinates (its top-leading corner at zero).
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.moved(anchor.screenValue, CGSize(width: -globalFrame.minX.doubleValue, height: -globalFrame.minY.doubleValue))
    }
}
