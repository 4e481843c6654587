import PanelBase

/// `.transaction(_:)` and `.transaction(value:_:)`: the changes drawn inside the view move
/// as the transaction `transform` makes of the one in force (the update's, or that of a
/// changed `.animation(_:value:)` above), whenever `value` changed (or at every change
/// when there is no value).
struct _TransactionModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    /// The watched value; nil: every change.
    let value: (any Equatable)?
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { TransactionModifierNode() }
}

final class TransactionModifierNode: ModifierNode, ImplicitAnimationSource {
    override var ownValueAffectsLayout: Bool { false }
    /// Each build applies the transform to the transaction of that build.
    override var ownValueAffectsDrawing: Bool { true }
    private var transform: (inout Transaction) -> Void = { _ in }
    private var value: (any Equatable)?
    private var watchesValue = false
    /// Whether the watched value changed since the display list was last made.
    private var changed = false

    private var applies: Bool { !watchesValue || changed }

    /// Views inserted or removed below move as the transformed transaction says.
    var changedAnimation: Animation?? {
        guard applies, let coordinator = graph?.transitions else { return nil }
        var transaction = coordinator.transaction ?? Transaction()
        transform(&transaction)
        return .some(transaction.animation)
    }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let next = storedValue(modifier, as: _TransactionModifier.self) else { return }
        transform = next.transform
        watchesValue = next.value != nil
        if let old = value, let new = next.value, !TransactionModifierNode.equal(old, new) { changed = true }
        value = next.value
    }

    private static func equal(_ a: any Equatable, _ b: any Equatable) -> Bool {
        func open<E: Equatable>(_ a: E) -> Bool { (b as? E) == a }
        return open(a)
    }

    override func draw(into builder: inout DisplayListBuilder) {
        guard applies else {
            super.draw(into: &builder)
            return
        }
        var transaction = builder.transactionInForce
        transform(&transaction)
        builder.pushImplicitAnimation(transaction.animation, changed: true)
        if transaction.disablesAnimations { builder.implicitAnimationsDisabled += 1 }
        changed = false
        super.draw(into: &builder)
        if transaction.disablesAnimations { builder.implicitAnimationsDisabled -= 1 }
        builder.popImplicitAnimation()
    }
}

extension View {
    /// Changes the transaction of the changes drawn inside this view (`$0.animation = nil`
    /// makes them jump; `$0.animation = .easeIn` animates them so).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, value: nil))
    }

    /// Changes the transaction of the changes drawn inside this view, in the updates
    /// where `value` changed.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, value: value))
    }
}
