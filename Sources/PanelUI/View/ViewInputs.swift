import PanelBase

@_spi(Reflection) import Swift

/// Compares two values of a view, property by property, to skip re-evaluating a body
/// whose inputs did not change. Conservative: anything it cannot compare (closures,
/// bindings, references) counts as changed. State and environment wrappers are skipped:
/// their values come from the graph, not from the parent.
@MainActor
enum ViewInputs {
    /// `plainLayout` is the layout of a view type made of plain values only
    /// (`plainLayout(of:)`), found once by the node.
    static func areEqual(_ old: any View, _ new: any View, plainLayout: ViewValueComparison.Layout? = nil) -> Bool {
        let type = Swift.type(of: old)
        guard type == Swift.type(of: new) else { return false }
        if let plainLayout, let plain = plainValuesAreIdentical(old, new, by: plainLayout) { return plain }
        // A stored closure (a button's action) never compares equal: such a view changed.
        // (Told before any cast: casting a value to AnyHashable costs a conformance check.)
        if holdsClosure(type) { return false }
        if isHashable(type), let a = old as? AnyHashable, let b = new as? AnyHashable { return a == b }
        let oldChildren = Mirror(reflecting: old).children, newChildren = Mirror(reflecting: new).children
        guard oldChildren.count == newChildren.count else { return false }
        for (a, b) in zip(oldChildren, newChildren) {
            if DynamicPropertyKinds.isWrapper(Swift.type(of: a.value)) { continue }
            guard valuesEqual(a.value, b.value) else { return false }
        }
        return true
    }

    /// Whether a struct type stores a closure, directly or in a struct it stores (a
    /// `Binding`'s getter), found once per type from its field types (without reflecting
    /// a value). Property wrappers fed by the graph are left out, as in the comparison.
    private static func holdsClosure(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = closureHolders[id] { return known }
        let found = storesClosure(type, depth: 0)
        closureHolders[id] = found
        return found
    }
    private static var closureHolders: [ObjectIdentifier: Bool] = [:]

    /// Whether a view type is Hashable (compared with its own ==), found once per type.
    private static func isHashable(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = hashableTypes[id] { return known }
        let found = type is any Hashable.Type
        hashableTypes[id] = found
        return found
    }
    private static var hashableTypes: [ObjectIdentifier: Bool] = [:]

    private static func storesClosure(_ type: Any.Type, depth: Int) -> Bool {
        var found = false
        _ = _forEachField(of: type, options: []) { _, _, fieldType, _ in
            if isFunction(fieldType) {
                found = true
                return false
            }
            guard isStruct(fieldType), !DynamicPropertyKinds.isWrapper(fieldType) else { return true }
            // A comparable struct is compared by its own ==, whatever it stores. (Asked
            // last: the runtime searches every conformance record for a type that is not.)
            found = depth < 2 && storesClosure(fieldType, depth: depth + 1) && !(fieldType is any Equatable.Type)
            return !found
        }
        return found
    }

    private static func isStruct(_ type: Any.Type) -> Bool { MetadataKind.of(type) == MetadataKind.structure }
    private static func isFunction(_ type: Any.Type) -> Bool { MetadataKind.of(type) == MetadataKind.function }

    /// The layout of a view type made of plain values only (numbers, flags, plain structs
    /// of them), nil for other types: its values are compared by it.
    static func plainLayout(of type: Any.Type) -> ViewValueComparison.Layout? {
        func isPlain<V>(_: V.Type) -> Bool { _isPOD(V.self) }
        return isPlain(type) ? ViewValueComparison.layout(of: type) : nil
    }

    /// For a view made of plain values only, whether the two values are the same by its
    /// layout (`ViewValueComparison`); nil for other views.
    private static func plainValuesAreIdentical<V: View>(_ old: V, _ new: any View, by layout: ViewValueComparison.Layout) -> Bool? {
        guard layout.type == V.self, let new = new as? V else { return nil }
        return withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in ViewValueComparison.isSame(a, b, by: layout) } }
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
