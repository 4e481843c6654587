import PanelBase

/// A change applied to a view: `content.modifier(m)` gives `ModifiedContent`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The view being modified, as the modifier's body sees it.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// A modifier Panel implements as its own graph node (padding, frame, effects...).
@MainActor
protocol PrimitiveModifier {
    func makeNode() -> ModifierNode
}

extension PrimitiveModifier {
    func primitiveBody() -> Never { fatalError("\(type(of: self)) is a primitive modifier: it has no body") }
}
