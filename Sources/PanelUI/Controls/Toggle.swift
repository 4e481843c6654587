import PanelBase

/// A control that turns a Boolean on and off. Its look and touch handling come from the
/// nearest `.toggleStyle` (a switch by default).
public struct Toggle<Label: View>: View, ControlDescribing {
    let isOn: Binding<Bool>
    package let label: Label
    @Environment(\.resolvedToggleStyle) private var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
    }

    var controlKind: InteractiveElement.Kind { .toggle }
}

extension Toggle where Label == Text {
    /// A toggle labelled with `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The toggle style in the environment, type-erased.
struct ResolvedToggleStyle {
    let make: @MainActor (ToggleStyleConfiguration) -> AnyView

    @MainActor
    init<S: ToggleStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    @MainActor
    func makeBody(_ configuration: ToggleStyleConfiguration) -> AnyView { make(configuration) }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedToggleStyle { ResolvedToggleStyle(SwitchToggleStyle()) }
}

extension EnvironmentValues {
    var resolvedToggleStyle: ResolvedToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
