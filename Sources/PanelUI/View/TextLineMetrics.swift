import PanelBase

/// Metrics of one line of text, in 1/64 px.
public struct TextLineMetrics: Hashable, Sendable {
    public var width: Fixed
    public var ascent: Fixed
    public var descent: Fixed
    public var lineHeight: Fixed
    public init(width: Fixed, ascent: Fixed, descent: Fixed, lineHeight: Fixed) {
        self.width = width; self.ascent = ascent; self.descent = descent; self.lineHeight = lineHeight
    }
}
