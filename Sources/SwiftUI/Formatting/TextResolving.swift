import Foundation
import Panel

extension Text {
    /// Text whose string is made from the environment when it is shown; texts compare by
    /// `identity`. (What the formatting initializers, emitted into the program that uses
    /// them, make.)
    public static func _resolved(identity: AnyHashable,
                                 _ resolve: @escaping @MainActor @Sendable (EnvironmentValues) -> String) -> Text {
        Text(resolver: TextResolver(identity: identity, resolve))
    }

    /// Text whose string depends on the time: `timed` gives it at a date, with the date it
    /// next changes (nil: never). The text is redrawn then, and only then: the loop wakes
    /// for it as for a `TimelineView`'s entry.
    public static func _timed(identity: AnyHashable,
                              _ timed: @escaping @MainActor @Sendable (EnvironmentValues, Date) -> (string: String, next: Date?)) -> Text {
        Text(resolver: TextResolver(identity: identity, timed: { environment, wall in
            let (string, next) = timed(environment, environment._textReferenceDate ?? Date(wallNanoseconds: wall))
            // A fixed "now" (tests) does not move.
            return (string, environment._textReferenceDate == nil ? next?.wallNanoseconds : nil)
        }))
    }
}
