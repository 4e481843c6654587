import PanelBase

/// SwiftUI's materials: a translucent layer that lets what lies behind it show through,
/// lighter in the light colour scheme and darker in the dark, from `ultraThin` (the most
/// see-through) to `ultraThick`.
///
/// Apple blurs what lies below and then tints it. Panel draws the tint alone, with no
/// blur: a blur of the backdrop would have to be redrawn over the whole material each time
/// anything behind it changed, which costs more than a panel's frame budget on the small
/// processors it runs on. Text over a material stays legible because the tint is strong
/// enough on its own (the thicker, the more opaque).
public struct Material: ShapeStyle, Hashable, Sendable {
    enum Thickness: Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick, bar }
    let thickness: Thickness

    public static let ultraThinMaterial = Material(thickness: .ultraThin)
    public static let thinMaterial = Material(thickness: .thin)
    public static let regularMaterial = Material(thickness: .regular)
    public static let thickMaterial = Material(thickness: .thick)
    public static let ultraThickMaterial = Material(thickness: .ultraThick)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(thickness: .bar)

    /// The tint drawn for this material: it follows the colour scheme.
    var color: Color {
        switch thickness {
        case .ultraThin: Color(adaptive: .ultraThinMaterial)
        case .thin: Color(adaptive: .thinMaterial)
        case .regular: Color(adaptive: .regularMaterial)
        case .thick: Color(adaptive: .thickMaterial)
        case .ultraThick: Color(adaptive: .ultraThickMaterial)
        case .bar: Color(adaptive: .barMaterial)
        }
    }

    /// The tint's opacity: how much of what lies below shows through is 1 minus this.
    static func opacity(_ thickness: Thickness) -> Double {
        switch thickness {
        case .ultraThin: 0.35
        case .thin: 0.55
        case .regular: 0.72
        case .thick: 0.85
        case .ultraThick: 0.93
        case .bar: 0.8
        }
    }
}

extension Material: ShapePaintConvertible {
    var shapePaint: ShapePaint { .color(color) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

extension View {
    /// Fills the view's frame with `style` behind it: a colour, a gradient or a material
    /// (`.background(.regularMaterial)`). Panel has no safe areas to extend into, so
    /// `ignoresSafeAreaEdges` changes nothing.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }
}
