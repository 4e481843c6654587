import PanelBase

/// The size and place of a `GeometryReader`, handed to its content closure.
public struct GeometryProxy {
    /// The reader's frame on screen.
    let globalFrame: FixedRect
    /// Where the named coordinate spaces above the reader begin on screen.
    let namedOrigins: [AnyHashable: FixedPoint]

    init(globalFrame: FixedRect, namedOrigins: [AnyHashable: FixedPoint] = [:]) {
        self.globalFrame = globalFrame
        self.namedOrigins = namedOrigins
    }

    /// The size the reader took: all that it was offered.
    public var size: CGSize { CGSize(width: globalFrame.width.doubleValue, height: globalFrame.height.doubleValue) }

    /// Insets of the safe area: a kiosk screen has none, so they are zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let origin: FixedPoint
        switch coordinateSpace {
        case .local: origin = globalFrame.origin
        case .global: origin = .zero
        case .named(let name): origin = namedOrigins[name] ?? .zero
        }
        return CGRect(x: (globalFrame.minX - origin.x).doubleValue, y: (globalFrame.minY - origin.y).doubleValue,
                      width: globalFrame.width.doubleValue, height: globalFrame.height.doubleValue)
    }

    /// The reader's frame in `coordinateSpace` (`.local`, `.global`, `.named(_)`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}
