import PanelBase

/// A tap (or `count` taps) that reports where it landed, in `coordinateSpace`.
public struct SpatialTapGesture: Gesture, RecognizerMaking {
    public struct Value: Equatable, Sendable {
        /// Where the last touch of the tap lifted.
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    func makeRecognizer() -> GestureRecognizer { TapRecognizer(count: Swift.max(1, count), reportingIn: coordinateSpace) }
}

extension View {
    /// Runs `action` with where this view was tapped, in `coordinateSpace`.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` with where this view was tapped, in `coordinateSpace`.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}
