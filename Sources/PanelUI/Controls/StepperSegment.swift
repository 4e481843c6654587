import PanelBase

/// One half of a stepper: a button that steps once when tapped and repeats while held.
/// Listed as a button, under its glyph's accessibility label ("Increment", "Decrement").
struct StepperSegment<Glyph: View>: View, ControlDescribing {
    let action: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void
    let tint: Color?
    let glyph: Glyph
    @GestureState private var isPressed = false
    @Environment(\.isEnabled) private var isEnabled

    init(action: (@MainActor () -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void, tint: Color?,
         @ViewBuilder glyph: () -> Glyph) {
        self.action = action
        self.onEditingChanged = onEditingChanged
        self.tint = tint
        self.glyph = glyph()
    }

    var body: some View {
        glyph
            .foregroundColor(isEnabled ? tint ?? Color.primary : Color(white: 0.7))
            .frame(width: Stepper<EmptyView>.segmentWidth, height: Stepper<EmptyView>.height)
            .background(RoundedRectangle(cornerRadius: 10).fill(isPressed ? Color(white: 0, opacity: 0.12) : Color.clear))
            .contentShape(Rectangle())
            .gesture(StepperRepeatGesture(step: { action?() }, editing: onEditingChanged)
                .updating($isPressed) { inside, pressed, _ in pressed = inside })
    }

    var controlKind: InteractiveElement.Kind { .button }
}
