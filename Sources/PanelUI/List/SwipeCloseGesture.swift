import PanelBase

/// Watches every touch that begins in a list with a row swiped open: unless it begins on
/// that row's buttons, the touch closes the row and does nothing else (the control or
/// row under it is not pressed, the list does not scroll), as on iOS.
struct SwipeCloseGesture: Gesture, RecognizerMaking {
    typealias Value = Void
    let coordinator: SwipeCoordinator

    func makeRecognizer() -> GestureRecognizer { SwipeCloseRecognizer(coordinator: coordinator) }
}

final class SwipeCloseRecognizer: GestureRecognizer {
    private let coordinator: SwipeCoordinator
    init(coordinator: SwipeCoordinator) { self.coordinator = coordinator }

    override func began(_ touch: TouchSample) {
        guard coordinator.touchCloses(at: touch.location) else { return fail() }
        claim()
        withAnimation(SwipeableRow.settle) { coordinator.closeAll() }
    }

    override func ended(_ touch: TouchSample) { fail() }
}
