import PanelBase

/// Makes a text's string from the environment when its node takes the view: what
/// formatted values (numbers, dates in the environment's locale) need. Texts compare their
/// resolvers by `identity`, the value and format they show. Immutable once made.
package final class TextResolver: @unchecked Sendable {
    let identity: AnyHashable
    let resolve: @MainActor @Sendable (EnvironmentValues) -> String
    /// For text that shows time passing (a timer, a relative date): its string at a
    /// wall-clock time (nanoseconds since 1970) and the wall-clock time its string next
    /// changes (nil: never). Its node redraws it then, and only then (`TextNode`).
    let timed: (@MainActor @Sendable (EnvironmentValues, Int64) -> (string: String, next: Int64?))?
    /// A styled text's own changes to its look (`Text.font(_:)`), set once when it is made.
    var styleChanges: [TextStyleChange] = []
    /// A styled text's resolver below its style, by identity (nil for plain text).
    var baseIdentity: AnyHashable?
    /// The texts a concatenation (`Text + Text`, an attributed string, markdown) is made
    /// of, in order, each with its own style (nil for one text).
    var segments: [Text]?

    package init(identity: AnyHashable, _ resolve: @escaping @MainActor @Sendable (EnvironmentValues) -> String) {
        self.identity = identity
        self.resolve = resolve
        self.timed = nil
    }

    /// Text whose string depends on the time: `timed` gives it for a wall-clock time, with
    /// the time it next changes.
    package init(identity: AnyHashable,
                 timed: @escaping @MainActor @Sendable (EnvironmentValues, Int64) -> (string: String, next: Int64?)) {
        self.identity = identity
        self.timed = timed
        self.resolve = { environment in timed(environment, WallClock.system().wall(at: MonotonicTime.now())).string }
    }

    static func same(_ a: TextResolver?, _ b: TextResolver?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a === b || a.identity == b.identity
        default: false
        }
    }
}
