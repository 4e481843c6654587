import PanelBase

/// When a default focus applies: SwiftUI's `.automatic` and `.userInitiated`. Panel
/// applies both when the view appears with nothing named by the state.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// Focus goes to the view `.focused(binding, equals: value)` marks when this view
    /// appears and the state names no view yet (nil, or false).
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        onAppear {
            let current = binding.wrappedValue
            let namesNone = (current as? Bool) == false
                || ((V.self as? FocusNoneRepresentable.Type)?.focusNone as? V).map { $0 == current } == true
            if namesNone, current != value { binding.wrappedValue = value }
        }
    }
}
