import PanelBase

/// `.layoutValue(key:value:)`: one key's value, whatever the key's type.
struct _LayoutValueWritingModifier: ViewModifier, PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { LayoutValueNode() }
}

/// Holds a view's layout value for one key; lays out and draws as its content.
final class LayoutValueNode: ModifierNode {
    private(set) var valueKey: ObjectIdentifier?
    private(set) var value: Any?
    override var ownValueAffectsLayout: Bool { false }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _LayoutValueWritingModifier else { return }
        let same = m.key == valueKey && LayoutValueNode.isSame(m.value, value)
        valueKey = m.key
        value = m.value
        guard !same else { return }
        // The layout above reads the value: it lays out again.
        var node = parent
        while let current = node {
            if current is LayoutNode {
                current.invalidateLayout()
                break
            }
            node = current.parent
        }
    }

    /// Whether two values are known to be equal (values that are not `Hashable` never are).
    private static func isSame(_ a: Any, _ b: Any?) -> Bool {
        guard let b, let a = a as? AnyHashable, let b = b as? AnyHashable else { return false }
        return a == b
    }

    /// The value `node`'s view sets for `key`: the outermost `layoutValue` for that key
    /// among the wrappers (modifiers, bodies) that hold one view, or the key's default.
    static func value<K: LayoutValueKey>(for key: K.Type, of node: ViewNode) -> K.Value {
        let id = ObjectIdentifier(key)
        var current = node
        for _ in 0..<32 {
            if let holder = current as? LayoutValueNode, holder.valueKey == id, let value = holder.value as? K.Value { return value }
            guard current.children.count == 1, current is ModifierNode || current is CompositeNode || current is PassThroughNode
            else { break }
            current = current.children[0]
        }
        return K.defaultValue
    }
}
