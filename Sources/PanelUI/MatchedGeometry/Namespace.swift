import PanelBase

/// A space of identifiers for `matchedGeometryEffect(id:in:)`, owned by the view that
/// declares it (`@Namespace private var namespace`): the same for as long as the view is
/// shown, different from every other view's.
@MainActor @preconcurrency @propertyWrapper
public struct Namespace: DynamicPropertyInstalling {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let box: StateBox<Int>
    private static var made = 0

    public init() {
        Namespace.made += 1
        box = StateBox(Namespace.made)
    }

    public var wrappedValue: ID { ID(value: box.value) }

    func install(in node: CompositeNode, slot: Int) { box.install(in: node, slot: slot) }
}
