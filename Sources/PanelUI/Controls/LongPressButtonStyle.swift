import PanelBase

/// A button that fires only after being held for `minimumDuration` seconds. A bar under
/// the label fills from left to right while the finger stays down (every frame, in step
/// with the hold) and empties again if it lifts early. The plate is `width` points wide.
///
/// Other styles can show the same progress with `onLongPressGesture(minimumDuration:
/// maximumDistance:holdProgress:perform:)`.
public struct LongPressButtonStyle: PrimitiveButtonStyle {
    public var minimumDuration: Double
    public var width: CGFloat

    public init(minimumDuration: Double = 1, width: CGFloat = 200) {
        self.minimumDuration = minimumDuration
        self.width = Swift.max(width, 60)
    }

    public func makeBody(configuration: Configuration) -> some View {
        LongPressButtonBody(configuration: configuration, minimumDuration: minimumDuration, width: width)
    }
}

private struct LongPressButtonBody: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let minimumDuration: Double
    let width: CGFloat
    @State private var progress = 0.0
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint

    var body: some View {
        let barWidth = width - 40
        return VStack(spacing: 8) {
            configuration.label
                .font(.system(size: 20, weight: .semibold))
                .foregroundColor(.white)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(white: 1, opacity: 0.3))
                    .frame(width: barWidth, height: 6)
                Capsule()
                    .fill(Color.white)
                    .frame(width: barWidth * Swift.min(Swift.max(progress, 0), 1), height: 6)
            }
        }
        .padding(.vertical, 12)
        .frame(width: width)
        .background(RoundedRectangle(cornerRadius: 14).fill(isEnabled ? tint ?? Color.accentColor : Color.gray))
        .opacity(isEnabled ? 1 : 0.5)
        .onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: 10, holdProgress: $progress) {
            configuration.trigger()
        }
    }
}

extension PrimitiveButtonStyle where Self == LongPressButtonStyle {
    /// Fires after a one-second hold, showing the hold as a filling bar.
    public static var longPress: LongPressButtonStyle { LongPressButtonStyle() }

    /// Fires after a `minimumDuration`-second hold, showing the hold as a filling bar.
    public static func longPress(minimumDuration: Double, width: CGFloat = 200) -> LongPressButtonStyle {
        LongPressButtonStyle(minimumDuration: minimumDuration, width: width)
    }
}
