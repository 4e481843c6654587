import PanelBase

/// Draws a button and decides when it fires: `configuration.trigger()` runs its action.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

extension View {
    /// Sets the style of buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.resolvedButtonStyle, style: style) { .primitive($0) }
    }
}
