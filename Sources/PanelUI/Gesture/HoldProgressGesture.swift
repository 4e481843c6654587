import PanelBase

/// A long press that also shows how far the hold has come: `progress` is set to 1 inside
/// `withAnimation(.linear(duration: minimumDuration))` when the touch goes down, so
/// whatever is drawn from it moves from 0 to 1 over the hold, frame by frame; lifting or
/// moving away early sets it back to 0 with an ease-out, and so does firing.
struct HoldProgressGesture: Gesture, RecognizerMaking {
    typealias Value = Bool
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let progress: Binding<Double>
    let action: @MainActor () -> Void

    /// How long the progress takes to fall back to 0.
    static let releaseDuration = 0.25

    func makeRecognizer() -> GestureRecognizer {
        let recognizer = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).makeRecognizer()
        let progress = self.progress, action = self.action
        let duration = Swift.max(0, minimumDuration.isFinite ? minimumDuration : 0)
        var fired = false
        recognizer.changeHandlers.append { _ in
            withAnimation(.linear(duration: duration)) { progress.wrappedValue = 1 }
        }
        recognizer.endHandlers.append { _ in
            fired = true
            action()
            withAnimation(.easeOut(duration: HoldProgressGesture.releaseDuration)) { progress.wrappedValue = 0 }
        }
        recognizer.resetHandlers.append {
            if !fired { withAnimation(.easeOut(duration: HoldProgressGesture.releaseDuration)) { progress.wrappedValue = 0 } }
        }
        return recognizer
    }
}

extension View {
    /// Runs `action` once the view has been pressed for `minimumDuration` seconds, and
    /// shows the hold through `holdProgress`: it becomes 1 inside
    /// `withAnimation(.linear(duration: minimumDuration))` as the touch goes down, so a view
    /// sized, faded or coloured by it fills up over the hold at the display's frame rate;
    /// lifting (or moving more than `maximumDistance`) early sets it back to 0 with an
    /// ease-out from wherever it had got to, and so does firing.
    ///
    /// Draw the indicator at every progress (a bar of width `progress × full`), not only
    /// when it is above 0: an entry that appears does not animate.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   holdProgress: Binding<Double>,
                                   perform action: @escaping @MainActor () -> Void) -> some View {
        gesture(HoldProgressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                    progress: holdProgress, action: action))
    }
}
