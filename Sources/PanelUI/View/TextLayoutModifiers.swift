import PanelBase

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct LineLimitReservesSpaceKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

extension EnvironmentValues {
    /// The most lines text shows (nil: as many as it needs); the last one shown ends in "…"
    /// when there is more.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Text takes the height of `lineLimit` lines even when it has fewer.
    var lineLimitReservesSpace: Bool {
        get { self[LineLimitReservesSpaceKey.self] }
        set { self[LineLimitReservesSpaceKey.self] = newValue }
    }

    /// Where text too long for its lines is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of multiline text line up.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// How far (0...1) text may shrink to fit before it is truncated.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
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
