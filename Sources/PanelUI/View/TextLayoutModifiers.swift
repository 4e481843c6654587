import PanelBase

extension EnvironmentValues {
    /// The most lines text shows (nil: as many as it needs); the last one shown ends in "…"
    /// when there is more.
    public var lineLimit: Int? {
        get { textEnvironment.lineLimit }
        set { textEnvironment.lineLimit = newValue }
    }

    /// Text takes the height of `lineLimit` lines even when it has fewer.
    var lineLimitReservesSpace: Bool {
        get { textEnvironment.lineLimitReservesSpace }
        set { textEnvironment.lineLimitReservesSpace = newValue }
    }

    /// The fewest lines a growing text field shows (`lineLimit(2...5)`'s lower bound).
    var lineLimitMinimum: Int? {
        get { self[LineLimitMinimumKey.self] }
        set { self[LineLimitMinimumKey.self] = newValue }
    }

    /// Where text too long for its lines is cut.
    public var truncationMode: Text.TruncationMode {
        get { textEnvironment.truncationMode }
        set { textEnvironment.truncationMode = newValue }
    }

    /// How the lines of multiline text line up.
    public var multilineTextAlignment: TextAlignment {
        get { textEnvironment.multilineTextAlignment }
        set { textEnvironment.multilineTextAlignment = newValue }
    }

    /// How far (0...1) text may shrink to fit before it is truncated.
    public var minimumScaleFactor: CGFloat {
        get { textEnvironment.minimumScaleFactor }
        set { textEnvironment.minimumScaleFactor = newValue }
    }
}

extension View {
    /// Shows text in at most `number` lines (nil: no limit).
    @inlinable public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// Shows text in at most `limit` lines; with `reservesSpace`, text takes the height of
    /// `limit` lines even when it has fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.lineLimitReservesSpace, reservesSpace)
    }

    /// Between `limit.lowerBound` and `limit.upperBound` lines: text shows at most the
    /// upper bound; a vertical text field grows between the two.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.lineLimitMinimum, limit.lowerBound)
    }

    /// At least `limit.lowerBound` lines, as many more as the text needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.lineLimitMinimum, limit.lowerBound)
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound).environment(\.lineLimitMinimum, nil)
    }

    /// Where text too long for its lines is cut: its head, middle or tail.
    @inlinable public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// How the lines of multiline text line up inside its frame.
    @inlinable public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Lets text shrink, down to `factor` of its size, before it is truncated.
    @inlinable public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, Swift.max(0.01, Swift.min(1, factor)))
    }
}

private struct LineLimitMinimumKey: EnvironmentKey { static let defaultValue: Int? = nil }
