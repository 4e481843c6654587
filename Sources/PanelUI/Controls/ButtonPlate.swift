import PanelBase

/// A button drawn on a plate: Panel's default look and the bordered styles. The control
/// size sets the font, padding and least size; the border shape sets the plate's outline.
/// Pressed, it dims and shrinks a little at once, and eases back when released.
struct ButtonPlate: View {
    let configuration: ButtonStyleConfiguration
    /// Filled with the tint and white text (the default, `.borderedProminent`), or a pale
    /// tint with text in the tint (`.bordered`).
    let prominent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var shape

    /// Font size, horizontal and vertical padding, least width and height, corner radius.
    static func metrics(_ size: ControlSize) -> (font: CGFloat, h: CGFloat, v: CGFloat, minWidth: CGFloat, minHeight: CGFloat,
                                                  radius: CGFloat) {
        switch size {
        case .mini: (13, 12, 6, 0, 28, 8)
        case .small: (15, 16, 8, 0, 36, 10)
        case .regular: (20, 28, 16, 120, 56, 14)
        case .large: (22, 32, 18, 140, 64, 16)
        case .extraLarge: (24, 36, 20, 160, 72, 18)
        }
    }

    var body: some View {
        let m = ButtonPlate.metrics(controlSize)
        let accent = isEnabled ? tint ?? Color.accentColor : Color.gray
        let text: Color = prominent ? .white : configuration.role == .destructive ? .red : accent
        let fill: Color = prominent ? accent : accent.opacity(0.15)
        configuration.label
            .font(.system(size: m.font, weight: prominent ? .semibold : .regular))
            .foregroundColor(text)
            .padding(.horizontal, shape == .circle ? m.v : m.h)
            .padding(.vertical, m.v)
            .frame(minWidth: shape == .circle ? m.minHeight : m.minWidth, minHeight: m.minHeight)
            .background { plate(fill: fill, radius: m.radius) }
            .opacity(configuration.isPressed ? 0.7 : (isEnabled ? 1 : 0.5))
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .animation(configuration.isPressed ? nil : .easeOut(duration: 0.2), value: configuration.isPressed)
    }

    @ViewBuilder private func plate(fill: Color, radius: CGFloat) -> some View {
        switch shape.kind {
        case .capsule: Capsule().fill(fill)
        case .circle: Circle().fill(fill)
        case .roundedRectangle(let custom?): RoundedRectangle(cornerRadius: custom).fill(fill)
        case .automatic, .roundedRectangle(nil): RoundedRectangle(cornerRadius: radius).fill(fill)
        }
    }
}
