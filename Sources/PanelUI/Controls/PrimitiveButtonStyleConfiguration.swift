import PanelBase

/// What a `PrimitiveButtonStyle` draws from.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: Label
    package let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}
