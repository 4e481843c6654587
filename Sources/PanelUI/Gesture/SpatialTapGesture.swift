import PanelBase

/// A tap (or `count` taps) that ends with where the touch lifted, as SwiftUI's
/// `SpatialTapGesture`: in the view's own coordinates (`.local`, its top-left is 0, 0) or
/// the screen's (`.global`; a named space is the screen's too).
public struct SpatialTapGesture: Gesture, RecognizerMaking {
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    func makeRecognizer() -> GestureRecognizer {
        TapRecognizer(count: Swift.max(1, count), locationSpace: coordinateSpace == .local ? .local : .global)
    }
}

extension View {
    /// Runs `action` with the tap's location when this view is tapped.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
