import PanelBase

/// What a `ToggleStyle` draws from.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View, PrimitiveView, ControlLabel {
        let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: Label.self) }
        var nodeInput: any View { content.wrapped }
    }
    public let label: Label
    /// Whether the toggle is on; `$isOn` writes it.
    @Binding public var isOn: Bool

    package init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}
