import PanelBase

/// What a `LabelStyle` lays out: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    /// The label's title.
    public struct Title: View, PrimitiveView, WrappingView {
        let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: Title.self) }
        var nodeInput: any View { content.wrapped }
    }

    /// The label's icon.
    public struct Icon: View, PrimitiveView, WrappingView {
        let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: Icon.self) }
        var nodeInput: any View { content.wrapped }
    }

    public let title: Title
    public let icon: Icon
}
