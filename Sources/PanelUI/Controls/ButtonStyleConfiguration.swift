import PanelBase

/// What a `ButtonStyle` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView, ControlLabel {
        let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: Label.self) }
        var nodeInput: any View { content.wrapped }
    }
    public let label: Label
    /// True while a touch that began on the button is inside it.
    public let isPressed: Bool
    /// What the button does (`.destructive`, `.cancel`), nil for an ordinary button.
    public internal(set) var role: ButtonRole? = nil
}
