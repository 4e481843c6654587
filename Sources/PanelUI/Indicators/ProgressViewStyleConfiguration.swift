import PanelBase

/// What a `ProgressViewStyle` draws from.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View, PrimitiveView, ControlLabel {
        let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: Label.self) }
        var nodeInput: any View { content.wrapped }
    }

    /// The label of the current value, as a view.
    public struct CurrentValueLabel: View, PrimitiveView, ControlLabel {
        let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: CurrentValueLabel.self) }
        var nodeInput: any View { content.wrapped }
    }

    /// How much is done, within 0...1; nil when the task's progress is not known.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}
