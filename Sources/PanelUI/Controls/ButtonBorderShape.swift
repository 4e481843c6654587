import PanelBase

/// The shape of a bordered button's plate (`.buttonBorderShape(_:)`).
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(CGFloat?)
    }
    let kind: Kind

    /// The style's own shape: a rounded rectangle whose corners follow the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// Ends rounded into half circles.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (for an icon alone).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle whose corners follow the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with corners of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of the plates of bordered buttons in this view (the default style,
    /// `.bordered` and `.borderedProminent`).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
