import Panel

/// A short message drawn on a control's card, along its bottom edge ("no answer from
/// device"): white on red, over the card, taking no touches, so the control stays usable.
struct ControlMessageView: View {
    let message: String?

    @ViewBuilder var body: some View {
        if let message {
            Text(message)
                .font(.system(size: 15, weight: .semibold))
                .foregroundColor(.white)
                .padding(.horizontal, 10)
                .padding(.vertical, 3)
                .background(Capsule().fill(Color.red))
                .padding(.bottom, 4)
                .allowsHitTesting(false)
        }
    }
}
