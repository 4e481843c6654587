/// A value whose bytes are not the whole story, telling itself whether two of its values
/// (at `a` and `b`) are the same: an environment write holds a closure that its compared
/// key and value decide. Such types are listed in `Layout.selfComparedTypes`.
protocol ComparesOwnValue: Sendable {
    static func isSameValue(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}
