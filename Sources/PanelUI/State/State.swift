import PanelBase

/// A value a view owns. It lives in the view graph, so it survives every re-evaluation of
/// the view's body; writing it re-evaluates the body at the next update.
@MainActor @preconcurrency @propertyWrapper
public struct State<Value>: DynamicPropertyInstalling {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    func install(in node: CompositeNode, slot: Int) { box.install(in: node, slot: slot) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}
