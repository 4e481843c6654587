import PanelBase

/// Draws a toggle and handles its touches, from its label and a binding to its value.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

extension View {
    /// Sets the style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.resolvedToggleStyle, style: style) { ResolvedToggleStyle($0) }
    }
}
