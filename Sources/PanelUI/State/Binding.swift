import PanelBase

/// A reference to a value owned elsewhere (usually a `@State`): reading gives its current
/// value, writing writes it through.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding with a custom read and write.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    /// What `@Binding var x` uses when given `$something`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter, setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var whole = getter()
                whole[keyPath: keyPath] = newValue
                setter(whole)
            })
    }
}
