/// Which gestures stay on when a gesture is attached to a view: its own, those of the
/// views inside it, both (the default) or neither (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Neither the attached gesture nor those of the views inside.
    public static let none = GestureMask([])
    /// The attached gesture only: the views inside take no touches of it.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside only: the attached gesture is off.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}
