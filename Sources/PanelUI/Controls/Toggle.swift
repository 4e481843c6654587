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

/// Draws a toggle and handles its touches, from its label and a binding to its value.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, PrimitiveView, ControlLabel {
        package let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: Label.self) }
        var wrappedContent: any View { content.wrapped }
    }
    public let label: Label
    /// Whether the toggle is on; `$isOn` writes it.
    @Binding public var isOn: Bool

    package init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// The toggle style in the environment, type-erased.
struct ResolvedToggleStyle {
    package let make: @MainActor (ToggleStyleConfiguration) -> AnyView

    @MainActor
    package init<S: ToggleStyle>(_ style: S) {
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

extension View {
    /// Sets the style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.resolvedToggleStyle, style: style) { ResolvedToggleStyle($0) }
    }
}
