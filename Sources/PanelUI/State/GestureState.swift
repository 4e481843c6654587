import PanelBase

/// State a gesture updates while it runs (through `Gesture.updating`); it returns to its
/// initial value when the gesture ends or is cancelled.
@MainActor @preconcurrency @propertyWrapper
public struct GestureState<Value>: DynamicPropertyInstalling {
    let box: StateBox<Value>
    let initialValue: Value

    public init(wrappedValue: Value) {
        box = StateBox(wrappedValue)
        initialValue = wrappedValue
    }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public var wrappedValue: Value { box.value }

    /// The gesture state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    func install(in node: CompositeNode, slot: Int) { box.install(in: node, slot: slot) }

    /// Sets the value while the gesture runs (no write when unchanged, so the view is
    /// not re-evaluated for nothing).
    package func update(_ body: (inout Value) -> Void) {
        let old = box.value
        var value = old
        body(&value)
        // An unchanged value is not written: no re-evaluation for nothing.
        if isUnchanged(old, value) { return }
        box.value = value
    }

    /// Back to the initial value: the gesture ended or was cancelled.
    func reset() {
        box.value = box.storage?.initialValue ?? initialValue
    }
}

/// Whether a new value is the old one: the same by its layout for values of plain types
/// and strings (flags, numbers, offsets; `ViewValueComparison`), equal for other hashable
/// values.
func isUnchanged<Value>(_ old: Value, _ new: Value) -> Bool {
    if let layout = ViewValueComparison.layout(of: Value.self) {
        return withUnsafePointer(to: old) { a in withUnsafePointer(to: new) { b in ViewValueComparison.isSame(a, b, by: layout) } }
    }
    if let a = old as? AnyHashable, let b = new as? AnyHashable { return a == b }
    return false
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}
