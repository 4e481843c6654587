import PanelBase

/// A geometric angle, in radians or degrees. On screen angles turn clockwise (y points
/// down), 0 pointing right, as in SwiftUI.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / Double.pi }
        set { radians = newValue * Double.pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * Double.pi / 180 }

    public static let zero = Angle()
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func * (a: Angle, factor: Double) -> Angle { Angle(radians: a.radians * factor) }
    public static func * (factor: Double, a: Angle) -> Angle { Angle(radians: a.radians * factor) }
    public static func / (a: Angle, divisor: Double) -> Angle { Angle(radians: a.radians / divisor) }

    /// In Q16 turns (65536 a whole turn), the unit of the renderer's angular gradients.
    var q16Turns: Int {
        let turns = radians / (2 * Double.pi)
        guard turns.isFinite else { return 0 }
        return Int(Swift.max(-Double(1 << 30), Swift.min(Double(1 << 30), (turns * 65536).rounded())))
    }
}
