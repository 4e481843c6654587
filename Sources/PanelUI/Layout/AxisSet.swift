import PanelBase

extension Axis {
    /// A set of axes: which ones `ViewThatFits` checks, which ones a grid cell leaves unsized.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
