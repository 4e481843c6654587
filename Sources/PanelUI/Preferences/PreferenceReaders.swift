import PanelBase

/// A node that reads a preference of its content: it is told after a layout pass in which
/// some preference may have changed.
@MainActor
protocol PreferenceReading: AnyObject {
    /// Reads the preference again and acts on it; returns whether it changed the tree
    /// (ran an action, made its views again), so the update lays out once more.
    func readPreference() -> Bool
}

extension PreferenceReading where Self: ViewNode {
    /// Joins the graph's readers; a new reader reads after the coming layout pass.
    func register() {
        guard let graph, graph.preferenceReaders[ObjectIdentifier(self)] == nil else { return }
        graph.preferenceReaders[ObjectIdentifier(self)] = self
        graph.preferencesChanged = true
    }
}

/// What `.onPreferenceChange` watches, typed by its key.
@MainActor
protocol PreferenceChangeWatching {
    /// The value of the key the content hands up, or nil when nothing in it sets the key.
    func value(in node: ViewNode) -> Any?
    func isSame(_ a: Any, _ b: Any) -> Bool
    func perform(_ value: Any)
}

struct _PreferenceChangeModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier, PreferenceChangeWatching
where Key.Value: Equatable {
    let action: (Key.Value) -> Void
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { PreferenceChangeNode() }
    func value(in node: ViewNode) -> Any? { ViewNode.combinedPreference(Key.self, of: node.children[...]) }
    func isSame(_ a: Any, _ b: Any) -> Bool { a as? Key.Value == b as? Key.Value }
    func perform(_ value: Any) { if let value = value as? Key.Value { action(value) } }
}

/// The node of `.onPreferenceChange`: lays out and draws as its content; after a layout
/// pass it runs its action when the value its content hands up changed (and once at first,
/// when something sets it).
final class PreferenceChangeNode: ModifierNode, PreferenceReading {
    override var ownValueAffectsLayout: Bool { false }
    private var watch: (any PreferenceChangeWatching)?
    private var lastValue: Any?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        watch = modifier as? PreferenceChangeWatching
        register()
    }

    override func didRemove() {
        graph?.preferenceReaders[ObjectIdentifier(self)] = nil
    }

    func readPreference() -> Bool {
        guard let watch, let value = watch.value(in: self) else { return false }
        if let lastValue, watch.isSame(lastValue, value) { return false }
        lastValue = value
        watch.perform(value)
        return true
    }
}

/// What `.backgroundPreferenceValue` and `.overlayPreferenceValue` make, typed by key.
@MainActor
protocol PreferenceDecorating {
    var alignment: Alignment { get }
    var inFront: Bool { get }
    /// The decoration for the value the content of `node` hands up.
    func decoration(reading node: ViewNode) -> any View
}

struct _PreferenceDecorationModifier<Key: PreferenceKey, Decoration: View>: ViewModifier, PrimitiveModifier, PreferenceDecorating {
    let alignment: Alignment
    let inFront: Bool
    let transform: (Key.Value) -> Decoration
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { PreferenceDecorationNode() }
    func decoration(reading node: ViewNode) -> any View {
        transform(ViewNode.combinedPreference(Key.self, of: node.children.prefix(1)) ?? Key.defaultValue)
    }
}

/// A background or overlay made from the value the content hands up: made again after
/// each layout pass that may have changed it, and laid out as `.background`/`.overlay`.
final class PreferenceDecorationNode: ModifierNode, PreferenceReading {
    override var answersAsItsChild: Bool { false }
    override var ownValueAffectsLayout: Bool { false }
    private var decorating: (any PreferenceDecorating)?
    private var decorationNode: ViewNode? { children.count > 1 ? children[1] : nil }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        let new = modifier as? PreferenceDecorating
        if new?.alignment != decorating?.alignment { invalidateLayout() }
        if new?.inFront != decorating?.inFront { drawingChanged() }
        decorating = new
        register()
    }

    override func didRemove() {
        graph?.preferenceReaders[ObjectIdentifier(self)] = nil
    }

    override func extraViews() -> [any View] { decorating.map { [$0.decoration(reading: self)] } ?? [] }

    func readPreference() -> Bool {
        guard let decorating, let old = decorationNode else { return false }
        let updatesBefore = graph?.nodeUpdates
        let updated = makeChild(decorating.decoration(reading: self), reusing: old, environment: environment,
                                key: ViewNode.slotKeys[1])
        if updated !== old { children[1] = updated }
        // Given the same decoration, nothing took a new value.
        return updated !== old || graph?.nodeUpdates != updatesBefore
    }

    override func placeChildren(in rect: FixedRect) {
        content?.place(in: rect)
        if let decorationNode { placeDecoration(decorationNode, over: content, in: rect, alignment: decorating?.alignment ?? .center) }
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides { content?.guides(size: size) ?? .none }

    override var hitTestOrder: [ViewNode] { decorating?.inFront == false ? children.reversed() : children }

    override func draw(into builder: inout DisplayListBuilder) {
        for child in hitTestOrder { child.buildDisplayList(into: &builder) }
    }
}

extension View {
    /// Runs `action` with the value of `key` this view's content hands up, when it first
    /// has one and after each update that changes it.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(_PreferenceChangeModifier<K>(action: action))
    }

    /// Draws, behind this view, the view `transform` makes from the value of `key` this
    /// view's content hands up.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                    _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceDecorationModifier<K, V>(alignment: alignment, inFront: false, transform: transform))
    }

    /// Draws, in front of this view, the view `transform` makes from the value of `key`
    /// this view's content hands up.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                 _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceDecorationModifier<K, V>(alignment: alignment, inFront: true, transform: transform))
    }
}
