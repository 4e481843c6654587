import PanelBase

/// The node of a view made of other views: it owns the view's state (what `@State`,
/// `@GestureState` and `@Environment` read) and re-runs `body` only when that state
/// changed or its parent gave it a new value.
class CompositeNode: ViewNode {
    override var answersAsItsChild: Bool { true }
    /// Lays out and draws as its body does: a new body value marks the nodes it changes.
    override var ownValueAffectsLayout: Bool { false }
    override var ownValueAffectsDrawing: Bool { false }
    private(set) var view: any View = EmptyView()
    /// Persistent storage of the view's dynamic properties, by stored-property index.
    var slots: [Int: SlotStorage] = [:]
    private(set) var isDirty = false
    private var hasEvaluated = false
    /// The layout of the view's type when it is made of plain values only, found at its
    /// first value: the inputs compared by it (`ViewInputs`).
    private var plainLayout: ViewValueComparison.Layout?

    /// The value whose stored properties hold the dynamic properties.
    var propertySource: Any { view }

    /// Evaluates the body.
    func makeBody() -> any View { evaluateBody(of: view) }

    override func update(from view: any View, environment: EnvironmentValues) {
        // Same inputs, same environment, no state change: the body would be the same.
        if !hasEvaluated { plainLayout = ViewInputs.plainLayout(of: Swift.type(of: view)) }
        if hasEvaluated, !isDirty, environment.version == self.environment.version,
           ViewInputs.areEqual(self.view, view, plainLayout: plainLayout) {
            // (Views below whose own state changed re-run from the graph's list of dirty
            // bodies, after this one.)
            refreshEnclosingStacks()
            return
        }
        super.update(from: view, environment: environment)
        self.view = view
        evaluate()
    }

    /// Marks the body for re-evaluation at the next update.
    func markDirty() {
        guard !isDirty else { return }
        isDirty = true
        graph?.needsUpdate = true
        graph?.dirtyBodies.append(self)
    }

    /// Re-runs the body if its state changed since it last ran.
    func evaluateIfDirty() {
        if isDirty { evaluate() }
    }

    private func evaluate() {
        isDirty = false
        hasEvaluated = true
        installDynamicProperties()
        graph?.recordBodyEvaluation(of: Swift.type(of: view))
        // The `@Observable` properties the body reads mark this node when they change.
        let body: any View
        if let observed = observedBody() {
            // A new evaluation: what earlier ones read no longer counts.
            observed.beginEvaluation()
            body = observed.track { makeBody() }
        } else {
            body = makeBody()
        }
        reconcileOnlyChild(body, environment: environment)
    }

    /// Ties the body's reads of observable properties to this node (made at the first
    /// evaluation in a graph).
    private var observation: ObservedBody?

    /// The `@Observable` trackings this body holds now (see `ObservedBody`).
    var observationTrackings: (watching: Int, stale: Int) { observation?.trackings ?? (0, 0) }

    /// What points back at this node without keeping it (its slots' storage, its
    /// observations) stops pointing at it.
    deinit {
        for storage in slots.values { storage.node = nil }
        observation?.node = nil
    }

    /// Leaving the graph, the body stops watching what it read.
    override func didRemove() {
        observation?.end()
        for box in installedEnvironmentBoxes { box.forget() }
        installedEnvironmentBoxes = []
        super.didRemove()
    }

    private func observedBody() -> ObservedBody? {
        if let observation { return observation }
        guard let graph else { return nil }
        let made = ObservedBody(node: self, inbox: graph.observations)
        observation = made
        return made
    }

    /// Runs `make`, a closure of this body's views that runs after the body (a `ForEach`'s
    /// content, a `GeometryReader`'s), tracking what it reads as part of this evaluation.
    func trackAsPartOfBody<Result>(_ make: () -> Result, runBy runner: ViewNode, site: TrackedClosure) -> Result {
        guard let observed = observedBody() else { return make() }
        return observed.track(make, runBy: runner, site: site)
    }

    /// An `@Observable` property the body read has changed (told on the loop's thread): as
    /// for a `@State` write, the body re-runs at the next update, in the change's
    /// transaction.
    func observedPropertyChanged() {
        guard isInGraph, let graph else { return }
        graph.observedStateChanged?(Transaction.current)
        markDirty()
    }

    /// The `@Environment` boxes of the view value the body last ran with (see
    /// `EnvironmentBox`: emptied once another value's boxes replace them).
    var installedEnvironmentBoxes: [any InstalledEnvironmentBox] = []

    /// Empties the boxes of an earlier view value that the latest install did not fill.
    private func forgetEnvironmentBoxes(_ earlier: [any InstalledEnvironmentBox]) {
        for box in earlier where !installedEnvironmentBoxes.contains(where: { $0 === box }) { box.forget() }
    }

    /// Connects the fresh view value's property wrappers to this node's storage.
    private func installDynamicProperties() {
        let earlierBoxes = installedEnvironmentBoxes
        if !earlierBoxes.isEmpty {
            installedEnvironmentBoxes.removeAll(keepingCapacity: true)
        }
        defer { if !earlierBoxes.isEmpty { forgetEnvironmentBoxes(earlierBoxes) } }
        let source = propertySource
        let type = TypeKey(Swift.type(of: source))
        // Reflection is the costly part of re-running a body: where a type's wrappers lie
        // is found once and read straight from the value's bytes after that.
        let fields = CompositeNode.dynamicFields[type] ?? {
            let found = DynamicPropertyField.fields(of: Swift.type(of: source))
            CompositeNode.dynamicFields[type] = found
            return found
        }()
        guard let fields else {
            installByReflection(source, type: type)
            return
        }
        if !fields.isEmpty { DynamicPropertyField.install(fields, of: source, in: self) }
    }

    /// The same for a type whose fields the runtime cannot list: reflected, unless it was
    /// found to hold no property wrapper.
    private func installByReflection(_ source: Any, type: TypeKey) {
        if CompositeNode.typesWithoutDynamicProperties.contains(type) { return }
        var found = false
        let mirror = Mirror(reflecting: source)
        for (index, child) in mirror.children.enumerated() {
            if let property = child.value as? DynamicPropertyInstalling {
                property.install(in: self, slot: index)
                found = true
            }
        }
        if !found { CompositeNode.typesWithoutDynamicProperties.insert(type) }
    }

    /// Where each struct type's property wrappers lie (nil: a type whose fields cannot be
    /// listed, reflected instead).
    private static var dynamicFields: [TypeKey: [DynamicPropertyField]?] = [:]
    /// Reflected types whose stored properties include no `@State`, `@GestureState`,
    /// `@Binding` or `@Environment` (a type's stored properties do not change from one
    /// value to the next).
    private static var typesWithoutDynamicProperties: Set<TypeKey> = []
}

/// The node of a user-defined `ViewModifier`: its body wraps the content.
final class CustomModifierNode: CompositeNode {
    override var propertySource: Any { splitModifiedContent(view)?.modifier ?? view }
    override func makeBody() -> any View {
        guard let modified = splitModifiedContent(view) else { return EmptyView() }
        return modifierBody(modified.modifier, content: modified.content)
    }
}

@MainActor
private func modifierBody<M: ViewModifier>(_ modifier: M, content: any View) -> any View {
    modifier.body(content: _ViewModifier_Content(content: AnyView(content)))
}

/// The node of a built-in modifier: one content child, plus any views the modifier adds
/// (background, overlay), each in its own slot.
class ModifierNode: ViewNode {
    /// Modifiers that lay out (padding, frame, background) say otherwise.
    override var answersAsItsChild: Bool { true }
    /// A modifier draws its content and the views it adds; one that draws from its own
    /// parameters (effects) marks their changes, or says yes (an animation's marks).
    override var ownValueAffectsDrawing: Bool { false }
    var content: ViewNode? { children.first }

    /// Stores the modifier's parameters.
    func configure<Modifier: ViewModifier>(_ modifier: Modifier) {}
    /// The environment the content sees.
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { environment }
    /// Views the modifier adds after the content (background, overlay).
    func extraViews() -> [any View] { [] }
    /// The content as this modifier shows it (a custom transition's look in its phase).
    func wrappedContent(_ content: any View) -> any View { content }

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        // Every modifier node is made by its ModifiedContent, which gives it its splitter.
        guard let configured = modifiedContentSplitter?.configure(self, from: view) else { return }
        let content = wrappedContent(configured)
        let inner = childEnvironment(environment)
        let extras = extraViews()
        if extras.isEmpty {
            reconcileSlot(content, environment: inner)
            return
        }
        reconcileSlots([content] + extras,
                       environments: [inner] + Array(repeating: environment, count: extras.count))
    }
}
