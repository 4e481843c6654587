import PanelBase

/// A value stored with a view, for a `Picker` to select it by.
struct _TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { TagNode() }
}

/// Keeps a tagged view's place in the tree; the tag itself is read from view values.
final class TagNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
}

/// A view value that may carry a tag (a modified view, looked through modifier by modifier).
@MainActor
protocol TagReading {
    var readTag: AnyHashable? { get }
}

extension ModifiedContent: TagReading where Content: View, Modifier: ViewModifier {
    /// The outermost tag wins, as a later `.tag` replaces an earlier one.
    var readTag: AnyHashable? {
        if let tag = modifier as? _TagModifier { return tag.tag }
        return (content as? TagReading)?.readTag
    }
}

extension View {
    /// Tags this view with `tag`: a `Picker` selects the option whose tag equals its
    /// selection, and only a tag of the selection's own type can match.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}
