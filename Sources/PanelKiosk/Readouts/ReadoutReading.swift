/// What a readout shows: nothing read yet, a current value, or a value too old to show
/// (older than the readout's `stale`): an old number is never shown as if it were current.
enum ReadoutReading: Sendable, Equatable {
    case waiting
    case fresh(Double)
    case stale

    var freshValue: Double? {
        if case let .fresh(value) = self { return value }
        return nil
    }
}
