import PanelBase

/// What a `GaugeStyle` draws from.
public struct GaugeStyleConfiguration {
    /// What the gauge measures, as a view.
    public struct Label: View, PrimitiveView, ControlLabel {
        let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: Label.self) }
        var nodeInput: any View { content.wrapped }
    }
    /// The current value, as a view.
    public struct CurrentValueLabel: View, PrimitiveView, ControlLabel {
        let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: CurrentValueLabel.self) }
        var nodeInput: any View { content.wrapped }
    }
    /// The lower bound, as a view.
    public struct MinimumValueLabel: View, PrimitiveView, ControlLabel {
        let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: MinimumValueLabel.self) }
        var nodeInput: any View { content.wrapped }
    }
    /// The upper bound, as a view.
    public struct MaximumValueLabel: View, PrimitiveView, ControlLabel {
        let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: MaximumValueLabel.self) }
        var nodeInput: any View { content.wrapped }
    }

    /// Where the value lies between the bounds, within 0...1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
}
