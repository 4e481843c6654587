import PanelBase

/// A modifier that sets or changes one preference for the views above it.
@MainActor
protocol PreferenceWritingModifier {
    var preferenceKey: ObjectIdentifier { get }
    /// Whether what it hands up depends on where the view is (an anchor).
    var readsFrame: Bool { get }
    /// What it hands up, given what its content hands up and the view's frame on screen.
    func contribution(below: Any?, screenFrame: CGRect) -> Any?
}

/// `.preference(key:value:)`: the view hands `value` up, in place of what its content does.
struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier, PreferenceWritingModifier {
    let value: Key.Value
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { PreferenceWriterNode() }
    var preferenceKey: ObjectIdentifier { ObjectIdentifier(Key.self) }
    var readsFrame: Bool { false }
    func contribution(below: Any?, screenFrame: CGRect) -> Any? { value }
}

/// `.transformPreference`: changes what the content hands up (its default when nothing does).
struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier, PreferenceWritingModifier {
    let transform: (inout Key.Value) -> Void
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { PreferenceWriterNode() }
    var preferenceKey: ObjectIdentifier { ObjectIdentifier(Key.self) }
    var readsFrame: Bool { false }
    func contribution(below: Any?, screenFrame: CGRect) -> Any? {
        var value = below as? Key.Value ?? Key.defaultValue
        transform(&value)
        return value
    }
}

/// `.anchorPreference` and `.transformAnchorPreference`: hand up a value made from an
/// anchor in the view (its bounds, a point in it), resolved later through a geometry proxy.
struct _AnchorPreferenceModifier<Key: PreferenceKey, Anchored>: ViewModifier, PrimitiveModifier, PreferenceWritingModifier {
    let source: Anchor<Anchored>.Source
    let transform: (inout Key.Value, Anchor<Anchored>) -> Void
    /// `.anchorPreference` replaces the content's value; the transforming form changes it.
    let startsFromContent: Bool
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { PreferenceWriterNode() }
    var preferenceKey: ObjectIdentifier { ObjectIdentifier(Key.self) }
    var readsFrame: Bool { true }
    func contribution(below: Any?, screenFrame: CGRect) -> Any? {
        var value = startsFromContent ? (below as? Key.Value ?? Key.defaultValue) : Key.defaultValue
        transform(&value, source.anchor(in: screenFrame))
        return value
    }
}

/// The node of a preference-writing modifier: lays out and draws as its content.
final class PreferenceWriterNode: ModifierNode, PreferenceContributing {
    override var ownValueAffectsLayout: Bool { false }
    private var writer: (any PreferenceWritingModifier)?
    /// The frame an anchor was last made from.
    private var anchoredFrame: FixedRect?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        writer = modifier as? PreferenceWritingModifier
        graph?.preferencesChanged = true
    }

    override func placeChildren(in rect: FixedRect) {
        super.placeChildren(in: rect)
        if writer?.readsFrame == true, anchoredFrame != screenFrame { graph?.preferencesChanged = true }
    }

    override func didRemove() {
        graph?.preferencesChanged = true
    }

    func contributes(to key: ObjectIdentifier) -> Bool { writer?.preferenceKey == key }

    func contribute<K: PreferenceKey>(_ key: K.Type, below: K.Value?) -> K.Value? {
        guard let writer else { return below }
        let onScreen = screenFrame
        if writer.readsFrame { anchoredFrame = onScreen }
        let frame = CGRect(x: onScreen.minX.doubleValue, y: onScreen.minY.doubleValue,
                           width: onScreen.width.doubleValue, height: onScreen.height.doubleValue)
        return writer.contribution(below: below, screenFrame: frame) as? K.Value ?? below
    }
}

extension View {
    /// Hands `value` up to the views above that read `key`, in place of what this view's
    /// content hands up for it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Changes the value of `key` this view's content hands up (the key's default when
    /// nothing in it sets the key).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Hands up a value made from an anchor in this view (`.bounds`, `.center`, a point),
    /// which a geometry proxy above resolves into its own coordinates.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorPreferenceModifier<K, A>(source: value, transform: { $0 = transform($1) }, startsFromContent: false))
    }

    /// Changes the value of `key` this view's content hands up, with an anchor in this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorPreferenceModifier<K, A>(source: value, transform: transform, startsFromContent: true))
    }
}
