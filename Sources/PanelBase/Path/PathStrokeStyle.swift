/// How a path's outline is stroked: a line `lineWidth` wide centred on it, with its ends
/// and corners. Dashes are applied to the path before (the stroke of a dashed path is the
/// stroke of its dashes).
public struct PathStrokeStyle: Hashable, Sendable {
    public enum Cap: Hashable, Sendable { case butt, round, square }
    public enum Join: Hashable, Sendable { case miter, round, bevel }

    public var lineWidth: Fixed
    public var cap: Cap
    public var join: Join
    /// The longest a mitred corner may reach, in line widths, before it is bevelled
    /// (kept within 1...1000).
    public var miterLimit: Fixed

    /// Lines wider than this are drawn this wide (nothing on a screen is wider).
    public static let widestLine = Fixed(4096)

    public init(lineWidth: Fixed, cap: Cap = .butt, join: Join = .miter, miterLimit: Fixed = Fixed(10)) {
        self.lineWidth = Fixed(raw: Swift.min(Swift.max(lineWidth.raw, 0), PathStrokeStyle.widestLine.raw))
        self.cap = cap
        self.join = join
        self.miterLimit = Fixed(raw: Swift.min(Swift.max(miterLimit.raw, Fixed.one.raw), Fixed(1000).raw))
    }

    /// How far beyond the outline the stroke can reach: half the line, more at a mitred
    /// corner or a square end.
    public var reach: Fixed {
        let half = lineWidth.raw / 2
        var factor = cap == .square ? 3 : 2   // a square end's corner: √2 < 3/2 of half
        if join == .miter { factor = Swift.max(factor, miterLimit.raw * 2 / Fixed.one.raw + 1) }
        return Fixed(raw: half * factor / 2 + 1)
    }
}
