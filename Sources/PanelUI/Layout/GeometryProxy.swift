import PanelBase

/// The size and place of a `GeometryReader`, handed to its content closure.
public struct GeometryProxy {
    /// The reader's frame on screen.
    let globalFrame: FixedRect

    init(globalFrame: FixedRect) { self.globalFrame = globalFrame }

    /// The size the reader took: all that it was offered.
    public var size: CGSize { CGSize(width: globalFrame.width.doubleValue, height: globalFrame.height.doubleValue) }

    /// Insets of the safe area: a kiosk screen has none, so they are zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global, .named:
            return CGRect(x: globalFrame.minX.doubleValue, y: globalFrame.minY.doubleValue,
                          width: globalFrame.width.doubleValue, height: globalFrame.height.doubleValue)
        }
    }
}
