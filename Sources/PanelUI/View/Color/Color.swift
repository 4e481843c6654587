import PanelBase

/// A colour, and a view that fills the space it is offered with it. Its view conformance
/// is declared apart (below), so that making and reading colours is not tied to the main
/// actor: `static let accent = Color(red: …)` works anywhere, as in SwiftUI.
public struct Color: Hashable, Sendable, ShapeStyle {
    /// Straight (not premultiplied) components, 0...1.
    public var red: Double, green: Double, blue: Double, opacity: Double
    /// Set for the colours that follow the colour scheme; the components are then the
    /// light scheme's.
    var adaptive: AdaptiveColor?

    /// A colour from components in `colorSpace` (sRGB unless told), converted to sRGB.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let srgb = colorSpace.encodedSRGB(red, green, blue)
        self.init(srgb: srgb, opacity: opacity)
    }
    /// A grey from a white level in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
    init(srgb: (red: Double, green: Double, blue: Double), opacity: Double) {
        red = srgb.red; green = srgb.green; blue = srgb.blue; self.opacity = opacity
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(red: 0.557, green: 0.557, blue: 0.576)
    public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    public static let orange = Color(red: 1, green: 0.584, blue: 0)
    public static let yellow = Color(red: 1, green: 0.8, blue: 0)
    public static let green = Color(red: 0.204, green: 0.78, blue: 0.349)
    public static let blue = Color(red: 0, green: 0.478, blue: 1)
    public static let purple = Color(red: 0.686, green: 0.322, blue: 0.871)
    public static let pink = Color(red: 1, green: 0.176, blue: 0.333)
    /// Text and shapes with no colour of their own: black in the light scheme, white in the dark.
    public static let primary = Color(adaptive: .primary)
    /// Less prominent text: grey, 60 % opaque, lighter in the dark scheme.
    public static let secondary = Color(adaptive: .secondary)
    /// The tint of default controls.
    public static let accentColor = Color.blue

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.opacity *= opacity
        return color
    }

    /// An adaptive colour, its components the light scheme's.
    init(adaptive: AdaptiveColor) {
        self = adaptive.color(in: .light)
        self.adaptive = adaptive
    }

    /// The colour in `scheme`: adaptive colours take the scheme's value (keeping any
    /// opacity applied to them), the others are themselves.
    @inline(__always)
    func resolved(in scheme: ColorScheme) -> Color {
        guard let adaptive else { return self }
        var color = adaptive.color(in: scheme)
        let light = adaptive.color(in: .light)
        color.opacity = light.opacity == 0 ? 0 : color.opacity * (opacity / light.opacity)
        return color
    }

    /// The colour in the environment's colour scheme.
    @MainActor @inline(__always)
    func resolved(in environment: EnvironmentValues) -> Color {
        adaptive == nil ? self : resolved(in: environment.colorScheme)
    }

    /// The premultiplied 8-bit colour the rasterizer draws with.
    public var pixelColor: PixelColor {
        func byte(_ v: Double) -> UInt8 { UInt8(Swift.max(0, Swift.min(255, (v * 255).rounded()))) }
        return PixelColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(opacity))
    }
}

extension Color: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
}

extension ShapeStyle where Self == Color {
    /// The screen's background: white in the light scheme, black in the dark.
    public static var background: Color { Color(adaptive: .background) }
}

extension Color: ShapeNodeView {
    /// A colour fills its rectangle.
    var nodeInput: ShapeInput { ShapeInput(kind: .rectangle, color: self) }
}

private struct ForegroundColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The colour of text and unfilled shapes inside; `nil` means `.primary`.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set {
            self[ForegroundColorKey.self] = newValue
            // A colour set below a gradient foreground replaces it.
            if self[ForegroundGradientKey.self] != nil { self[ForegroundGradientKey.self] = nil }
        }
    }
}

extension View {
    /// Sets the colour of text and shapes in this view (written by a closure of its own,
    /// as `font(_:)`).
    @inlinable public func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(write: { $0.foregroundColor = color },
                                                identity: KeyedEnvironmentWrite(\EnvironmentValues.foregroundColor, color)))
    }
}
