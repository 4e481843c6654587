import PanelBase

/// A rectangle or point of some view, as SwiftUI's `Anchor`: kept in screen coordinates,
/// and read in a `GeometryReader`'s own through `geometry[anchor]`.
public struct Anchor<Value> {
    /// The value on the screen.
    let screenValue: Value

    package init(screenValue: Value) { self.screenValue = screenValue }
}

extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Sendable where Value: Sendable {}

extension GeometryProxy {
    /// The anchor's rectangle or point in this reader's coordinates (its top-left is 0, 0).
    public subscript<T>(anchor: Anchor<T>) -> T {
        let dx = globalFrame.minX.doubleValue, dy = globalFrame.minY.doubleValue
        switch anchor.screenValue {
        case let rect as CGRect:
            return CGRect(x: rect.minX - dx, y: rect.minY - dy, width: rect.width, height: rect.height) as! T
        case let point as CGPoint:
            return CGPoint(x: point.x - dx, y: point.y - dy) as! T
        default:
            return anchor.screenValue
        }
    }
}
