import PanelBase

/// Gives its content a `ScrollViewProxy`, with which actions scroll the scroll views
/// inside the reader to the views marked with `.id(_:)`.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    @inlinable public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ScrollViewReaderNode() }
}

extension ScrollViewReader: ScrollViewReading {
    func makeContent(_ proxy: ScrollViewProxy) -> any View { content(proxy) }
}
