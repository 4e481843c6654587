import PanelBase

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    @inlinable public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("ModifiedContent is built by the view graph: it has no body") }
    func makeNode() -> ViewNode {
        let node: ViewNode = (modifier as? PrimitiveModifier)?.makeNode()
            ?? (Modifier.self is any GeometryEffect.Type ? GeometryEffectNode() : CustomModifierNode())
        node.modifiedContentSplitter = ModifiedContentSplitter<Content, Modifier>()
        return node
    }
}

/// Takes a modified view of one known type apart: a node's view always has the type it
/// was made for, so its content and modifier are read where that type keeps them, with
/// no dynamic cast (a cast to a generic type looks its metadata up at every update).
@MainActor
protocol ModifiedContentSplitting: AnyObject {
    func split(_ view: any View) -> (content: any View, modifier: any ViewModifier)?
    /// Hands the modifier to `node` as its own type (not boxed) and returns the content.
    func configure(_ node: ModifierNode, from view: any View) -> (any View)?
}

final class ModifiedContentSplitter<Content: View, Modifier: ViewModifier>: ModifiedContentSplitting {
    /// The one type this splitter takes apart, and where its modifier lies in it.
    private let modifiedType: Any.Type = ModifiedContent<Content, Modifier>.self
    private let modifierOffset = MemoryLayout<ModifiedContent<Content, Modifier>>.offset(of: \.modifier) ?? 0

    func split(_ view: any View) -> (content: any View, modifier: any ViewModifier)? {
        guard type(of: view) == modifiedType else { return nil }
        return pieces(of: view)
    }

    func configure(_ node: ModifierNode, from view: any View) -> (any View)? {
        guard type(of: view) == modifiedType else { return nil }
        return configure(node, fromPiecesOf: view)
    }

    /// `view` is a `ModifiedContent<Content, Modifier>` (its type was checked).
    private func pieces<V: View>(of view: V) -> (content: any View, modifier: any ViewModifier) {
        (storedValue(Content.self, in: view), storedValue(Modifier.self, in: view, at: modifierOffset))
    }

    private func configure<V: View>(_ node: ModifierNode, fromPiecesOf view: V) -> any View {
        node.configure(storedValue(Modifier.self, in: view, at: modifierOffset))
        return storedValue(Content.self, in: view)
    }
}

extension ViewNode {
    /// The content and modifier of this node's view, when it is a `ModifiedContent`.
    /// Every modifier node is made by its ModifiedContent, which gives it its splitter.
    func splitModifiedContent(_ view: any View) -> (content: any View, modifier: any ViewModifier)? {
        modifiedContentSplitter?.split(view)
    }
}

extension View {
    /// Applies `modifier` to this view.
    @inlinable public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
