import PanelBase

/// A tab's badge: its text in white on a red capsule over the icon's trailing corner.
struct TabBadgeCapsule: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.system(size: 12, weight: .semibold))
            .foregroundColor(.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
            // Its own size, whatever the width of the label it sits on.
            .fixedSize()
            .offset(x: 12, y: -4)
    }
}
