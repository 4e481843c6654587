import PanelBase

/// A key for a value a view hands to the layout that arranges it: set with
/// `.layoutValue(key:value:)`, read with `subview[Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the layout that arranges this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueWritingModifier(key: ObjectIdentifier(key), value: value))
    }
}
