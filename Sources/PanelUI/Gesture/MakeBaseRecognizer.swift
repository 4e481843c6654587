import PanelBase

/// A recognizer for a gesture, or one that never succeeds for a gesture Panel cannot run.
@MainActor
func makeBaseRecognizer(_ gesture: some Gesture) -> GestureRecognizer {
    (gesture as? RecognizerMaking)?.makeRecognizer() ?? GestureRecognizer()
}
