import PanelBase

/// Draws a button from its label and whether it is pressed; Panel handles the touch
/// (pressed while a touch that began on it stays inside, action on release inside).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

extension View {
    /// Sets the style of buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.resolvedButtonStyle, style: style) { .standard($0) }
    }
}
