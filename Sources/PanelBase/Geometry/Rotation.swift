/// How the panel is mounted: the logical UI is turned clockwise by this angle on the
/// physical scan-out. One transform serves the display (drawing, damage) and the input
/// (touch points), so the two can never disagree.
public enum Rotation: Int, Sendable, CaseIterable, CustomStringConvertible {
    case none = 0
    case clockwise90 = 90
    case upsideDown = 180
    case clockwise270 = 270

    /// Parses "0", "90", "180" or "270".
    public init?(degrees text: String) {
        guard let value = Int(text), let rotation = Rotation(rawValue: value) else { return nil }
        self = rotation
    }

    public var description: String { "\(rawValue)°" }
}
