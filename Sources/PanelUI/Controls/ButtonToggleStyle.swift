import PanelBase

/// A toggle drawn as a button: a tap flips it; when on, its plate is filled with the
/// accent colour (or the `.tint`) and its label is white; when off, a grey plate with the
/// label in the accent colour.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(configuration: configuration)
    }
}

private struct ButtonToggleBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        let accent = isEnabled ? tint ?? Color.accentColor : Color.gray
        configuration.label
            .font(.system(size: 20, weight: .semibold))
            .foregroundColor(configuration.isOn ? Color.white : accent)
            .padding(.horizontal, 24)
            .padding(.vertical, 14)
            .frame(minWidth: 100, minHeight: 52)
            .background(RoundedRectangle(cornerRadius: 12).fill(configuration.isOn ? accent : Color(white: 0.88)))
            .opacity(isEnabled ? 1 : 0.5)
            .contentShape(Rectangle())
            .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
