import PanelBase

private struct TintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The accent of controls inside (`.tint(_:)`); nil: each control's own default (blue
    /// buttons and sliders, a green switch).
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Sets the accent colour of the controls in this view: a button's plate, a slider's
    /// filled track, a switch when on. Nil restores their defaults.
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }

    /// Sets the accent of the controls in this view to a style; Panel's controls draw
    /// their accent in one colour, so a colour is used and any other style is ignored.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tint, tint.flatMap { $0 as? Color })
    }
}
