import FoundationEssentials
import Panel

/// What a `TimelineView`'s content is made for: the entry's date.
public struct TimelineViewDefaultContext {
    /// The date of the entry shown.
    public let date: Date
    /// How often the content is made: always `.live` on a panel (there is no dimmed,
    /// slower mode).
    public let cadence: Cadence

    /// How often a timeline's content is made.
    public enum Cadence: Comparable, Sendable {
        case live
        case seconds
        case minutes
    }
}
