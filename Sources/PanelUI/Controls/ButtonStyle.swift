import PanelBase

/// Draws a button from its label and whether it is pressed; Panel handles the touch
/// (pressed while a touch that began on it stays inside, action on release inside).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView, ControlLabel {
        package let content: AnyView
        public var body: Never { primitiveBody() }
        func makeNode() -> ViewNode { PassThroughNode(for: Label.self) }
        var wrappedContent: any View { content.wrapped }
    }
    public let label: Label
    /// True while a touch that began on the button is inside it.
    public let isPressed: Bool
}

/// Draws a button and decides when it fires: `configuration.trigger()` runs its action.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` draws from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: Label
    package let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

extension View {
    /// Sets the style of buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.resolvedButtonStyle, style: style) { .standard($0) }
    }

    /// Sets the style of buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.resolvedButtonStyle, style: style) { .primitive($0) }
    }
}

/// A view that shows a control's label (what Panel lists the control under).
@MainActor
protocol ControlLabel: ModifierContentProviding {}
