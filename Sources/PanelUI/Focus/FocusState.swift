import PanelBase

/// Where focus is, as a view reads and writes it: `true`/`false` for one view
/// (`.focused($isFocused)`), or which of several (`.focused($field, equals: .name)`), nil
/// when none of them. Writing it moves focus; focus moved by keys, a dial or a view leaving
/// writes it back.
@MainActor @preconcurrency @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicPropertyInstalling {
    let box: StateBox<Value>

    public init() where Value == Bool { box = StateBox(false) }
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// The binding `.focused` takes.
    public var projectedValue: Binding { Binding(box: box) }

    func install(in node: CompositeNode, slot: Int) { box.install(in: node, slot: slot) }

    /// Reads and writes a `FocusState` from elsewhere (the view it focuses).
    @MainActor @preconcurrency @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

/// A focus binding that says "no view" with nil (`FocusState<Field?>`).
protocol FocusNoneRepresentable {
    static var focusNone: Self { get }
}

extension Optional: FocusNoneRepresentable {
    static var focusNone: Optional { nil }
}

/// How a focusable view ties itself to a `FocusState`: whether the state names it, and how
/// to make it do so or stop.
@MainActor
struct FocusBinding {
    let isNamed: () -> Bool
    let name: () -> Void
    let unname: () -> Void

    static func flag(_ binding: FocusState<Bool>.Binding) -> FocusBinding {
        FocusBinding(isNamed: { binding.wrappedValue },
                     name: { if !binding.wrappedValue { binding.wrappedValue = true } },
                     unname: { if binding.wrappedValue { binding.wrappedValue = false } })
    }

    static func value<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> FocusBinding {
        FocusBinding(isNamed: { binding.wrappedValue == value },
                     name: { if binding.wrappedValue != value { binding.wrappedValue = value } },
                     unname: {
                         // Only what says "this view" is cleared; a state without a "none" keeps its value.
                         if binding.wrappedValue == value, let none = (V.self as? FocusNoneRepresentable.Type)?.focusNone as? V {
                             binding.wrappedValue = none
                         }
                     })
    }
}
