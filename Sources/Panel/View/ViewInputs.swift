/// Compares two values of a view, property by property, to skip re-evaluating a body
/// whose inputs did not change. Conservative: anything it cannot compare (closures,
/// bindings, references) counts as changed. State and environment wrappers are skipped:
/// their values come from the graph, not from the parent.
@MainActor
enum ViewInputs {
    static func areEqual(_ old: any View, _ new: any View) -> Bool {
        guard Swift.type(of: old) == Swift.type(of: new) else { return false }
        if let plain = plainValuesAreIdentical(old, new) { return plain }
        let type = ObjectIdentifier(Swift.type(of: old))
        if typesHoldingClosures.contains(type) { return false }
        if let a = old as? AnyHashable, let b = new as? AnyHashable { return a == b }
        let oldChildren = Mirror(reflecting: old).children, newChildren = Mirror(reflecting: new).children
        guard oldChildren.count == newChildren.count else { return false }
        for (a, b) in zip(oldChildren, newChildren) {
            if a.value is DynamicPropertyInstalling { continue }
            guard valuesEqual(a.value, b.value) else {
                // A stored closure (a button's action) never compares equal: values of
                // this type are not reflected again.
                if isFunction(a.value) { typesHoldingClosures.insert(type) }
                return false
            }
        }
        return true
    }

    /// View types with a stored closure: their values always count as changed.
    private static var typesHoldingClosures: Set<ObjectIdentifier> = []

    /// Whether `value` is a function (a closure), by its type metadata's kind (the runtime
    /// ABI's `MetadataKind::Function`).
    private static func isFunction(_ value: Any) -> Bool {
        let metadata = unsafeBitCast(Swift.type(of: value) as Any.Type, to: UnsafeRawPointer.self)
        return metadata.load(as: Int.self) == 0x302
    }

    /// For a view made of plain values only, whether the two values have the same bytes
    /// (`plainValuesHaveSameBytes`); nil for other views.
    private static func plainValuesAreIdentical<V: View>(_ old: V, _ new: any View) -> Bool? {
        guard _isPOD(V.self), let new = new as? V else { return nil }
        return plainValuesHaveSameBytes(old, new)
    }

    private static func valuesEqual(_ a: Any, _ b: Any) -> Bool {
        if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
        if let x = a as? any Equatable { return x.isEqual(to: b) }
        return false
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
