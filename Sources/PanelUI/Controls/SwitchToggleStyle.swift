import PanelBase

/// Panel's default toggle: the label, then a large sliding switch (green when on, or the `.tint`); a tap
/// anywhere on the row flips it.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleBody(configuration: configuration)
    }
}

private struct SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        HStack(spacing: labelsHidden ? 0 : 16) {
            if labelsHidden {
                // Not drawn and taking no room, but still naming the toggle.
                configuration.label.frame(width: 0, height: 0).opacity(0)
            } else {
                configuration.label
                    .font(.system(size: 20))
                Spacer()
            }
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                Capsule()
                    .fill(configuration.isOn ? tint ?? Color.green : Color(white: 0.85))
                    .frame(width: 64, height: 36)
                Circle()
                    .fill(Color.white)
                    .frame(width: 30, height: 30)
                    .shadow(color: Color(white: 0, opacity: 0.25), radius: 2, y: 1)
                    .padding(3)
            }
        }
        .opacity(isEnabled ? 1 : 0.5)
        .onTapGesture {
            withAnimation { configuration.$isOn.wrappedValue.toggle() }
        }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
    public static var automatic: SwitchToggleStyle { SwitchToggleStyle() }
}
