import PanelBase

/// Marks a layout whose children are the targets of the scroll view it is in: the views
/// `scrollPosition(id:anchor:)` reports and scrolls to.
struct ScrollTargetLayout<Content: View>: View, PrimitiveView {
    var content: Content
    var isEnabled: Bool

    var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ScrollTargetLayoutNode() }
}

extension ScrollTargetLayout: ScrollTargetLayoutDescribing {
    var anyContent: any View { content }
}

/// A scroll target layout, whatever its content type.
@MainActor
protocol ScrollTargetLayoutDescribing {
    var anyContent: any View { get }
    var isEnabled: Bool { get }
}

/// The marked layout in the view graph: a plain wrapper around it.
final class ScrollTargetLayoutNode: ViewNode {
    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    override var answersAsItsChild: Bool { true }
    private(set) var isEnabled = true

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        guard let layout = view as? ScrollTargetLayoutDescribing else { return }
        isEnabled = layout.isEnabled
        reconcileOnlyChild(layout.anyContent, environment: environment)
    }

    /// The targets: the children of the layout marked.
    var targets: [ViewNode] { children.first?.children ?? [] }

    /// The id a target answers to: its `.id(_:)`, or its `ForEach` element's id.
    static func id(of target: ViewNode) -> AnyHashable? {
        if let identity = target as? IdentityNode { return identity.id }
        for part in target.key.reversed() {
            if let element = part.base as? ForEachElementID { return element.id }
        }
        return nil
    }
}

extension View {
    /// Makes the children of this layout the targets of the scroll view it is in: the
    /// views `scrollPosition(id:anchor:)` reports and scrolls to.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        ScrollTargetLayout(content: self, isEnabled: isEnabled)
    }
}

extension ScrollTargetLayoutNode {
    /// The first enabled target layout in `scrollView`'s content, not looking into nested
    /// scroll views (their targets are their own).
    static func first(in scrollView: ScrollViewNode) -> ScrollTargetLayoutNode? {
        var found: ScrollTargetLayoutNode?
        func search(_ node: ViewNode) {
            for child in node.children where found == nil {
                if let layout = child as? ScrollTargetLayoutNode, layout.isEnabled { found = layout; return }
                if !(child is ScrollViewNode) { search(child) }
            }
        }
        search(scrollView)
        return found
    }
}
