/// A part of the circle inscribed in a shape's rectangle (the largest centred circle), from
/// `start` to `end` clockwise on screen: SwiftUI's `Circle().trim(from:to:)`. Angles are in
/// 1/65536 of a turn from the 3 o'clock point, where SwiftUI's circle path begins.
///
/// Stroked, it is a ring segment a line wide, centred on the circle, with butt or round
/// ends (`roundCaps`); filled, it is the part of the disc on the arc's side of the chord
/// between its ends (the trimmed path closed, as SwiftUI fills it).
public struct ArcSegment: Hashable, Sendable {
    /// A whole turn.
    public static let turn = 1 << 16

    public var start: Int
    public var end: Int
    public var roundCaps: Bool

    /// `end` is kept at least `start` and at most a turn past it.
    @inlinable public init(start: Int, end: Int, roundCaps: Bool = false) {
        self.start = start
        self.end = Swift.min(Swift.max(end, start), start + ArcSegment.turn)
        self.roundCaps = roundCaps
    }

    /// From the fractions of the circle's length SwiftUI's `trim(from:to:)` takes (each
    /// kept within 0...1).
    public init(from: Double, to: Double, roundCaps: Bool = false) {
        func angle(_ fraction: Double) -> Int {
            guard fraction.isFinite else { return 0 }
            return Int((Swift.min(1, Swift.max(0, fraction)) * Double(ArcSegment.turn)).rounded())
        }
        self.init(start: angle(from), end: angle(to), roundCaps: roundCaps)
    }

    /// How far it goes round, in 1/65536 turn.
    @inlinable public var sweep: Int { end - start }

    @inlinable public static func == (a: ArcSegment, b: ArcSegment) -> Bool {
        a.start == b.start && a.end == b.end && a.roundCaps == b.roundCaps
    }
}
