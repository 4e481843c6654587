import PanelBase

/// The current foreground (`.foreground`): what text and unstyled shapes are drawn with,
/// a colour or a gradient set by `foregroundStyle(_:)`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ForegroundStyle: ShapePaintConvertible {
    var shapePaint: ShapePaint { .foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

struct ForegroundGradientKey: EnvironmentKey {
    static var defaultValue: GradientPaint? { nil }
}

extension EnvironmentValues {
    /// A gradient foreground (`.foregroundStyle(LinearGradient(…))`): shapes with no style
    /// of their own are filled with it, over their own rectangles. Setting a foreground
    /// colour clears it.
    var foregroundGradient: GradientPaint? {
        get { self[ForegroundGradientKey.self] }
        set { self[ForegroundGradientKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text and shapes in this view: a colour (as `foregroundColor`), a
    /// gradient, or a level of the current foreground (`.secondary`: the foreground at a
    /// lower opacity).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let paint = ShapePaint(style)
        return modifier(_EnvironmentKeyWritingModifier(write: { environment in
            switch paint {
            case .color(let color): environment.foregroundColor = color
            case .gradient(let gradient): environment.foregroundGradient = gradient
            case .hierarchical(let level): environment.foregroundColor = level.resolve(environment.foregroundColor)
            case .tint: environment.foregroundColor = environment.tint ?? Color.accentColor
            case .foreground: break
            }
        }, identity: KeyedEnvironmentWrite(\EnvironmentValues.foregroundGradient, paint)))
    }
}
