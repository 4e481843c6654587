import PanelBase

private struct FocusEffectDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether focused views inside draw no focus ring.
    public var isFocusEffectEnabled: Bool {
        get { !self[FocusEffectDisabledKey.self] }
        set { self[FocusEffectDisabledKey.self] = !newValue }
    }
}

extension View {
    /// The focused view inside shows no ring when keys move focus to it (it shows its
    /// focus itself, as a text field does with its caret).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isFocusEffectEnabled, !disabled)
    }

    /// Groups the focusable views inside for arrow-key navigation. Panel's arrows already
    /// go to the nearest view that way on screen, so the group changes nothing.
    public func focusSection() -> some View { self }
}
