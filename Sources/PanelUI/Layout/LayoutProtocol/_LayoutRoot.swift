import PanelBase

/// A layout applied to its views (`MyLayout { ... }`): one node, whatever the layout, so
/// that an `AnyLayout` switching layouts keeps its views and their state.
struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { LayoutNode() }
}

/// What a layout node takes from its view, whatever the layout's type.
@MainActor
protocol LayoutRootReading {
    /// The engine for this view's layout: `old` with the new layout when it is for the
    /// same layout type (keeping its cache), else a new one; and whether the layout may
    /// lay out differently from before.
    func engine(reusing old: (any LayoutEngine)?) -> (engine: any LayoutEngine, changed: Bool)
    var layoutContent: any View { get }
}

extension _LayoutRoot: LayoutRootReading {
    func engine(reusing old: (any LayoutEngine)?) -> (engine: any LayoutEngine, changed: Bool) {
        if let old = old as? TypedLayoutEngine<L> { return (old, old.take(layout)) }
        return (TypedLayoutEngine(layout), true)
    }

    var layoutContent: any View { content }
}
