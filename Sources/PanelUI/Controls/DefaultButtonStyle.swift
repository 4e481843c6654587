import PanelBase

/// Panel's default button: white text on a filled, rounded accent-coloured plate, big
/// enough to hit on a kiosk; it dims and shrinks a little at once when pressed and eases
/// back when released, as SwiftUI's built-in buttons do. `.controlSize` and
/// `.buttonBorderShape` change its size and outline, as for `.borderedProminent`.
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonPlate(configuration: configuration, prominent: true)
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
