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

/// A scroll view reader, whatever its content type.
@MainActor
protocol ScrollViewReading {
    func makeContent(_ proxy: ScrollViewProxy) -> any View
}

/// A reader in the view graph: its content stands in it as in a plain wrapper, and its
/// proxy finds views below it.
final class ScrollViewReaderNode: ViewNode {
    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    override var answersAsItsChild: Bool { true }
    /// One proxy for the node's life, so the content's value stays the same between updates.
    private lazy var proxy = ScrollViewProxy(target: ScrollTarget(reader: self))

    package override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let reader = view as? ScrollViewReading else { return }
        reconcileOnlyChild(reader.makeContent(proxy), environment: environment)
    }
}
