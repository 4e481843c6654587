import PanelBase

/// A gradient as a shape style, as SwiftUI's `AnyGradient`: laid over the filled rectangle
/// from top to bottom. `Color.gradient` makes one from a colour.
public struct AnyGradient: Hashable, Sendable {
    let gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }
}

extension AnyGradient: View, PrimitiveView, GradientStyle {
    var paint: GradientPaint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).paint
    }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
}

extension Color {
    /// A soft gradient of this colour, as SwiftUI's `Color.gradient`: from the colour a
    /// sixth of the way to white at the top to the colour itself at the bottom. (Apple does
    /// not document its shades; this is close to how it looks.)
    public var gradient: AnyGradient {
        let lighter = Color(red: red + (1 - red) / 6, green: green + (1 - green) / 6, blue: blue + (1 - blue) / 6, opacity: opacity)
        return AnyGradient(Gradient(colors: [lighter, self]))
    }
}
