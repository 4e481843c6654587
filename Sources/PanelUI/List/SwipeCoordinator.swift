import PanelBase

/// Which row of a list is swiped open, so that only one is at a time and a touch
/// anywhere else in the list closes it.
@MainActor
final class SwipeCoordinator {
    private(set) var openKey: AnyHashable?
    /// Where the open row's buttons are on screen: touches there reach them.
    private(set) var actionsFrame: FixedRect?
    private var closeOpen: (@MainActor () -> Void)?

    /// The row `key` stands open with its buttons in `frame`; another open row closes.
    func opened(_ key: AnyHashable, actionsFrame frame: FixedRect, close: @escaping @MainActor () -> Void) {
        if openKey != key { closeOpen?() }
        openKey = key
        actionsFrame = frame
        closeOpen = close
    }

    /// The row `key` closed by itself.
    func closed(_ key: AnyHashable) {
        guard openKey == key else { return }
        openKey = nil
        actionsFrame = nil
        closeOpen = nil
    }

    /// Closes the open row, if any.
    func closeAll() {
        let close = closeOpen
        openKey = nil
        actionsFrame = nil
        closeOpen = nil
        close?()
    }

    /// Whether a touch beginning at `point` should only close the open row.
    func touchCloses(at point: FixedPoint) -> Bool {
        guard openKey != nil else { return false }
        guard let frame = actionsFrame else { return true }
        return !(point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY)
    }
}

private struct SwipeCoordinatorKey: EnvironmentKey {
    static var defaultValue: SwipeCoordinator? { nil }
}

extension EnvironmentValues {
    /// The swipe state of the list around (nil outside a list).
    var swipeCoordinator: SwipeCoordinator? {
        get { self[SwipeCoordinatorKey.self] }
        set { self[SwipeCoordinatorKey.self] = newValue }
    }
}
